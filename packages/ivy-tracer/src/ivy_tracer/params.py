"""Named parameters: the arrays a traced function reads from outside its arguments, found before
the trace where they are kept, so each becomes a parameter node named as its owner names it.

- a ``torch.nn.Module`` (the function, a bound method's object, or held by the function):
  ``named_parameters()`` and ``named_buffers()`` (``fc1.weight``), read live;
- an ``ivy.Module``: its variables' key chains (``submodules.v0.w``) and buffers, read from its
  current ``v`` (after an optimizer step, the new ones);
- arrays in the function's closure cells, defaults and the module-level names its code uses,
  and in what those hold (dicts, lists, tuples, ``ivy.Container`` s: a JAX params pytree;
  a plain object's attributes): named by the variable and the path (``params.fc1.w``).

>>> import ivy
>>> w = ivy.asarray([1.0, 2.0], backend="numpy")
>>> found = find_parameters(lambda x: x * w, ())
>>> [name for name, ref, obj in found.values()][:1]
['w']
"""

from __future__ import annotations

import functools
import types

__all__ = ["find_parameters", "FixedRef", "TorchRef", "IvyRef"]


class FixedRef:
    """A parameter whose array object stays the same (an array in a closure, a TensorFlow variable)."""

    __slots__ = ("obj",)
    clocked = False

    def __init__(self, obj):
        self.obj = obj

    def get(self):
        o = self.obj
        return o._data if type(o).__name__ == "Array" and type(o).__module__.startswith("ivy") else o


class TorchRef:
    """A ``torch.nn.Module``'s parameter or buffer, read by its attribute path."""

    __slots__ = ("root", "path")
    clocked = False

    def __init__(self, root, path):
        self.root = root
        self.path = path

    def get(self):
        o = self.root
        for p in self.path:
            o = getattr(o, p)
        return o


class IvyRef:
    """An ``ivy.Module``'s variable (``kind="v"``) or buffer, read by its key chain from the
    module's current ones (changes advance ivy's structure clock, which a bound graph checks)."""

    __slots__ = ("module", "kind", "path")
    clocked = True

    def __init__(self, module, kind, path):
        self.module = module
        self.kind = kind
        self.path = path

    def get(self):
        o = self.module._v if self.kind == "v" else self.module.buffers
        for p in self.path:
            o = dict.__getitem__(o, p) if isinstance(o, dict) else o[p]
        return o._data if type(o).__name__ == "Array" and type(o).__module__.startswith("ivy") else o


def _is_array(x):
    from .capture.arrays import is_array

    return is_array(x)


def _native(x):
    import ivy

    return x._data if type(x) is ivy.Array else x


class _Finder:
    def __init__(self):
        self.found = {}  # id -> (name, ref, obj)
        self.seen = set()

    def add(self, obj, name, ref):
        for o in {id(obj): obj, id(_native(obj)): _native(obj)}.values():
            if id(o) not in self.found:
                self.found[id(o)] = (name, ref, o)

    def visit(self, obj, name, depth):
        if obj is None or isinstance(obj, (int, float, str, bytes, bool, complex, type, types.ModuleType)):
            return
        if id(obj) in self.seen:
            return
        self.seen.add(id(obj))
        if _is_array(obj):
            self.add(obj, name, FixedRef(obj))
            return
        mod = (type(obj).__module__ or "").partition(".")[0]
        if mod in ("tensorflow", "keras", "tf_keras"):
            self.tensorflow(obj, name)
            return
        if mod == "torch" or _is_torch_module(obj):
            if _is_torch_module(obj):
                self.torch_module(obj, name)
            return
        if _is_ivy_module(obj):
            self.ivy_module(obj, name)
            return
        if depth > 3:
            return
        if isinstance(obj, dict):
            for k, v in list(obj.items()):
                if isinstance(k, (str, int)):
                    self.visit(v, _join(name, k), depth + 1)
        elif isinstance(obj, (list, tuple)):
            for i, v in enumerate(obj):
                self.visit(v, _join(name, i), depth + 1)
        elif isinstance(obj, (types.FunctionType, types.MethodType, functools.partial)):
            if depth <= 1:
                self.function(obj, name, depth + 1)
        elif depth <= 1 and type(getattr(obj, "__dict__", None)) is dict and mod not in (
                "tensorflow", "keras", "jax", "jaxlib", "numpy", "builtins"):
            for k, v in list(vars(obj).items()):
                if not k.startswith("__"):
                    self.visit(v, _join(name, k.lstrip("_") or k), depth + 1)

    def tensorflow(self, obj, name):
        """A TensorFlow variable (its name is the variable's), or a Keras layer or model: its
        variables by their paths, less the layer's own name (``dense/kernel`` of a model)."""
        if "keras" in type(obj).__module__ and hasattr(obj, "path") and hasattr(obj, "value"):
            value = obj.value  # a Keras variable: its tf.Variable
            if hasattr(value, "handle"):
                self.add(value, name, FixedRef(value))
            return
        if hasattr(obj, "handle") and hasattr(obj, "assign"):  # a tf.Variable
            self.add(obj, name, FixedRef(obj))
            return
        variables = getattr(obj, "variables", None)
        if variables is None or not hasattr(obj, "trainable"):
            return
        own = (getattr(obj, "name", "") or "") + "/"
        for v in variables:
            path = getattr(v, "path", None) or getattr(v, "name", "").split(":")[0]
            if path.startswith(own):
                path = path[len(own):]
            tv = v.value if "keras" in type(v).__module__ and hasattr(v, "value") else v
            if hasattr(tv, "handle"):
                self.add(tv, _join(name, path.replace("/", ".")), FixedRef(tv))

    def torch_module(self, m, prefix):
        for n, p in m.named_parameters(remove_duplicate=False):
            self.add(p, _join(prefix, n), TorchRef(m, tuple(n.split("."))))
        for n, b in m.named_buffers(remove_duplicate=False):
            self.add(b, _join(prefix, n), TorchRef(m, tuple(n.split("."))))

    def ivy_module(self, m, prefix):
        from ivy import _tree

        for kind, tree in (("v", m._v), ("buffers", m.buffers if m._built else None)):
            if tree is None:
                continue
            leaves, _ = _tree.flatten(tree)
            for path, leaf in zip(_tree.leaf_paths(tree), leaves):
                if _is_array(leaf):
                    name = ".".join(str(p) for p in path)
                    if kind == "buffers":
                        name = "buffers." + name
                    self.add(leaf, _join(prefix, name), IvyRef(m, kind, tuple(path)))

    def function(self, fn, name, depth):
        cands = []
        if isinstance(fn, functools.partial):
            cands += [(None, a) for a in fn.args] + list(fn.keywords.items())
            fn = fn.func
        if isinstance(fn, types.MethodType):
            self.visit(fn.__self__, name if name else "self", depth)
            fn = fn.__func__
        code = getattr(fn, "__code__", None)
        if code is None:
            return
        for var, cell in zip(code.co_freevars, getattr(fn, "__closure__", None) or ()):
            try:
                cands.append((var, cell.cell_contents))
            except ValueError:
                pass
        for i, d in enumerate(getattr(fn, "__defaults__", None) or ()):
            cands.append((code.co_varnames[code.co_argcount - len(fn.__defaults__) + i], d))
        cands += list((getattr(fn, "__kwdefaults__", None) or {}).items())
        g = getattr(fn, "__globals__", {})
        cands += [(n, g[n]) for n in _names_used(code) if n in g]
        for var, v in cands:
            self.visit(v, _join(name, var) if var else name, depth)


def _names_used(code):
    """The global names ``code`` and the functions defined in it read."""
    out = list(code.co_names)
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            out += _names_used(c)
    return out


def _join(prefix, k):
    k = str(k)
    return f"{prefix}.{k}" if prefix else k


def _is_torch_module(obj):
    import sys

    torch = sys.modules.get("torch")
    return torch is not None and isinstance(obj, torch.nn.Module)


def _is_ivy_module(obj):
    import ivy

    return isinstance(obj, ivy.Module)


def find_parameters(fn, args=(), kwargs=None):
    """``{id(array): (name, ref, array)}`` for the arrays ``fn`` can read from outside its
    arguments (see the module docstring). Arrays among the arguments are not parameters."""
    f = _Finder()
    for a in list(args) + list((kwargs or {}).values()):
        f.seen.add(id(a))
    mod = (type(fn).__module__ or "").partition(".")[0]
    if mod in ("keras", "tf_keras", "tensorflow") and hasattr(fn, "variables"):
        f.tensorflow(fn, "")
        f.seen.add(id(fn))
    elif _is_torch_module(fn):
        f.torch_module(fn, "")
        f.function(type(fn).forward, "", 1)
        f.seen.add(id(fn))
    elif _is_ivy_module(fn):
        f.ivy_module(fn, "")
        f.seen.add(id(fn))
    elif isinstance(fn, (types.FunctionType, types.MethodType, functools.partial)):
        if isinstance(fn, types.MethodType) and (_is_torch_module(fn.__self__) or _is_ivy_module(fn.__self__)):
            f.visit(fn.__self__, "", 0)
        f.function(fn, "", 0)
    else:  # a callable object
        if type(getattr(fn, "__dict__", None)) is dict:
            for k, v in vars(fn).items():
                f.visit(v, k.lstrip("_") or k, 1)
        call = vars(type(fn)).get("__call__")
        if isinstance(call, types.FunctionType):
            f.function(call, "", 1)
    # the modules ivy.compile finds (the same search, one level further for plain objects)
    from ivy.compiler import _modules_read_by

    try:
        mods = _modules_read_by(fn)
    except Exception:  # noqa: BLE001 - a callable ivy cannot look into
        mods = []
    for m in mods:
        if id(m) not in f.seen:
            f.seen.add(id(m))
            f.ivy_module(m, type(m).__name__.lower())
    return f.found

"""What a call node calls, and how generated source spells it.

A node's ``target`` is a plain callable (``torch.nn.functional.linear``, ``numpy.add``,
``ivy.linear``, ``tf.raw_ops.MatMul``), written by its public qualified name, or one of the
:class:`Target` s here for what is not a plain function call: a method (``x.add_(y)``), an
attribute (``x.T``), an operator (``x + y``, ``x[i]``, ``x[i] = v``), a ufunc's method
(``numpy.add.reduce``), a backend's function without ivy's dispatch, a JAX primitive.

>>> from ivy_tracer.targets import describe
>>> import operator
>>> describe(operator.add)
'operator.add'
"""

from __future__ import annotations

import builtins
import enum
import math
import operator
import sys

__all__ = ["Target", "Method", "Attr", "SetItem", "UfuncMethod", "BackendFunction", "describe", "short_name",
           "qualified_name", "literal", "is_literal", "NotLiteral"]


class NotLiteral(Exception):  # noqa: N818 - internal signal
    """A value generated source cannot spell."""


class Target:
    """Base of the non-function targets: each says how it is called, described and written."""

    name = "call"
    mutates = False

    def __call__(self, *args, **kwargs):
        raise NotImplementedError

    def describe(self):
        return self.name

    def short_name(self):
        return self.name

    def render(self, cg, args, kwargs):
        """Python source of the call, ``args``/``kwargs`` already written as source."""
        raise NotImplementedError

    def __repr__(self):
        return f"<target {self.describe()}>"


def _call_src(fn_src, args, kwargs):
    parts = list(args) + [f"{k}={v}" for k, v in kwargs.items()]
    return f"{fn_src}({', '.join(parts)})"


class Method(Target):
    """``args[0].<name>(*args[1:], **kwargs)`` (``owner``: the class, for the description)."""

    def __init__(self, name, owner=None, mutates=None):
        self.name = name
        self.owner = owner
        self.mutates = name.endswith("_") and not name.endswith("__") if mutates is None else mutates

    def __call__(self, obj, *args, **kwargs):
        return getattr(obj, self.name)(*args, **kwargs)

    def describe(self):
        return f".{self.name}"

    def render(self, cg, args, kwargs):
        return _call_src(f"{_paren(args[0])}.{self.name}", args[1:], kwargs)

    def __eq__(self, other):
        return type(other) is Method and other.name == self.name and other.owner is self.owner

    def __hash__(self):
        return hash(("method", self.name))


class Attr(Target):
    """``args[0].<name>`` (a property that makes a new array: ``x.T``, ``x.real``)."""

    def __init__(self, name):
        self.name = name

    def __call__(self, obj):
        return getattr(obj, self.name)

    def describe(self):
        return f".{self.name}"

    def render(self, cg, args, kwargs):
        return f"{_paren(args[0])}.{self.name}"

    def __eq__(self, other):
        return type(other) is Attr and other.name == self.name

    def __hash__(self):
        return hash(("attr", self.name))


class SetItem(Target):
    """``args[0][args[1]] = args[2]``; the node's value is ``args[0]`` (written in place)."""

    name = "setitem"
    mutates = True

    def __call__(self, obj, key, value):
        obj[key] = value
        return obj

    def describe(self):
        return "x[i] = v"

    def render(self, cg, args, kwargs):
        return None  # a statement: see codegen

    def statement(self, args):
        return f"{_paren(args[0])}[{_index_src(args[1])}] = {args[2]}", args[0]


SETITEM = SetItem()


class UfuncMethod(Target):
    """``ufunc.<method>(...)`` (``numpy.add.reduce``, ``numpy.add.at``)."""

    def __init__(self, ufunc, method):
        self.ufunc = ufunc
        self.method = method
        self.name = f"{ufunc.__name__}_{method}"
        self.mutates = method == "at"

    def __call__(self, *args, **kwargs):
        return getattr(self.ufunc, self.method)(*args, **kwargs)

    def describe(self):
        return f"numpy.{self.ufunc.__name__}.{self.method}"

    def render(self, cg, args, kwargs):
        return _call_src(f"{cg.ref(self.ufunc)}.{self.method}", args, kwargs)

    def __eq__(self, other):
        return type(other) is UfuncMethod and other.ufunc is self.ufunc and other.method == self.method

    def __hash__(self):
        return hash(("ufunc", self.ufunc.__name__, self.method))


class BackendFunction(Target):
    """A backend's installed function for an ivy API function, called without ivy's dispatch
    (``ivy.get_backend("jax").linear``): how an ivy call is lowered where the backend's own
    operations cannot be recorded."""

    def __init__(self, backend, qual):
        self.backend = backend  # the name
        self.qual = qual
        self.attr = qual.replace(".", "_")
        self.name = qual.rpartition(".")[2]

    def __call__(self, *args, **kwargs):
        import ivy

        b = ivy.get_backend(self.backend)
        return b._raw[self.qual](*args, **kwargs) if self.qual in b._raw else getattr(b, self.attr)(*args, **kwargs)

    def describe(self):
        return f"{self.backend}:{self.qual}"

    def render(self, cg, args, kwargs):
        return _call_src(f"{cg.backend_ref(self.backend)}.{self.attr}", args, kwargs)

    def __eq__(self, other):
        return type(other) is BackendFunction and (other.backend, other.qual) == (self.backend, self.qual)

    def __hash__(self):
        return hash(("backend", self.backend, self.qual))


# Operators written infix (binary), prefix (unary), or as Python's own call.
_BINARY = {
    operator.add: "+", operator.sub: "-", operator.mul: "*", operator.truediv: "/", operator.floordiv: "//",
    operator.mod: "%", operator.pow: "**", operator.matmul: "@", operator.and_: "&", operator.or_: "|",
    operator.xor: "^", operator.lshift: "<<", operator.rshift: ">>", operator.lt: "<", operator.le: "<=",
    operator.gt: ">", operator.ge: ">=", operator.eq: "==", operator.ne: "!=",
}
_UNARY = {operator.neg: "-", operator.pos: "+", operator.invert: "~"}
_OP_NAMES = {f: f.__name__.strip("_") for f in list(_BINARY) + list(_UNARY)}


def _paren(src):
    """``src`` in parentheses unless it is a name, a call or a subscript."""
    if src.replace("_", "").replace(".", "").isalnum() or (src.endswith((")", "]")) and _balanced_call(src)):
        return src
    return f"({src})"


def _balanced_call(src):
    """Whether ``src`` is one primary (``f(a)[b]``), not ``a + f(b)``."""
    depth = 0
    for ch in src:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0 and ch in " +-*/%@&|^<>=!~":
            return False
        if depth < 0:
            return False
    return depth == 0 and (src[0].isalpha() or src[0] == "_")


def _index_src(key_src):
    # a tuple key written as x[a, b], not x[(a, b)]
    if key_src.startswith("(") and key_src.endswith(")") and _balanced_call("f" + key_src):
        inner = key_src[1:-1]
        return inner.rstrip(",") if inner.endswith(",") and inner.count(",") == 1 else inner
    return key_src


def render_call(cg, target, args, kwargs):
    """Python source of ``target(*args, **kwargs)`` (a :class:`Target`'s own, an operator's infix
    form, else the target's qualified name)."""
    if isinstance(target, Target):
        return target.render(cg, args, kwargs)
    if not kwargs:
        op = _BINARY.get(target)
        if op is not None and len(args) == 2:
            return f"{_paren(args[0])} {op} {_paren(args[1])}"
        op = _UNARY.get(target)
        if op is not None and len(args) == 1:
            return f"{op}{_paren(args[0])}"
        if target is operator.getitem and len(args) == 2:
            return f"{_paren(args[0])}[{_index_src(args[1])}]"
        if target is getattr and len(args) == 2:
            return f"{_paren(args[0])}.{args[1].strip(chr(39))}"
    return _call_src(cg.ref(target), args, kwargs)


# ------------------------------------------------------------------ names

_PUBLIC = {}  # framework root -> {id(obj): (obj, "module.name")}
_PUBLIC_MODULES = {
    "torch": ("torch.nn.functional", "torch", "torch.linalg", "torch.fft", "torch.special", "torch.nn.init",
              "torch.random", "torch.autograd"),
    "numpy": ("numpy", "numpy.linalg", "numpy.fft", "numpy.random", "numpy.lib.stride_tricks"),
    "jax": ("jax.lax", "jax.extend.core.primitives", "jax.numpy", "jax.nn", "jax.random", "jax.lax.linalg"),
    "tensorflow": ("tensorflow", "tensorflow.math", "tensorflow.nn", "tensorflow.linalg", "tensorflow.random"),
}


def _public_index(root):
    idx = _PUBLIC.get(root)
    if idx is not None:
        return idx
    idx = {}
    for modname in _PUBLIC_MODULES.get(root, ()):
        mod = sys.modules.get(modname)
        if mod is None:
            try:
                __import__(modname)
                mod = sys.modules[modname]
            except Exception:  # noqa: BLE001 - a module this version lacks
                continue
        for k, v in list(vars(mod).items()):
            if k.startswith("__") or isinstance(v, (int, float, str, bytes, type(sys))):
                continue
            prev = idx.get(id(v))
            # (the first module wins; within it, the object's own name over an alias: concatenate, not concat)
            if prev is None or prev[1].rpartition(".")[0] == modname and k == getattr(v, "__name__", None):
                idx[id(v)] = (v, f"{modname}.{k}")
    _PUBLIC[root] = idx
    return idx


def qualified_name(obj):
    """The dotted name that reaches ``obj`` from an importable module (public names preferred:
    ``torch.nn.functional.linear``, not ``torch._C._nn.linear``), or None."""
    mod = getattr(obj, "__module__", None)
    if mod is None and hasattr(obj, "__objclass__"):
        mod = obj.__objclass__.__module__
    if type(obj).__name__ == "ufunc":
        mod = "numpy"
    root = (mod or "").partition(".")[0]
    if root == "ivy" or root.startswith("ivy_"):
        name = getattr(obj, "__name__", None)
        if root == "ivy":
            import ivy

            if name and getattr(ivy, name, None) is obj:
                return f"ivy.{name}"
            sub = mod.split(".")[1] if "." in mod else None
            if sub in ("linalg", "fft") and getattr(getattr(ivy, sub), name, None) is obj:
                return f"ivy.{sub}.{name}"
    if root in _PUBLIC_MODULES or root in ("jaxlib",):
        hit = _public_index("jax" if root == "jaxlib" else root).get(id(obj))
        if hit is not None and hit[0] is obj:
            return hit[1]
    if root == "builtins" or obj in vars(builtins).values():
        name = getattr(obj, "__name__", None)
        if name and getattr(builtins, name, None) is obj:
            return name
    if root == "_operator" or root == "operator":
        return f"operator.{obj.__name__}"
    qual = getattr(obj, "__qualname__", None)
    if mod and qual and "<" not in qual:
        m = sys.modules.get(mod)
        o = m
        for part in qual.split("."):
            o = getattr(o, part, None)
            if o is None:
                break
        if o is obj:
            return f"{mod}.{qual}"
    return None


def describe(target):
    """A short readable name of a target (for tables and pictures)."""
    if isinstance(target, Target):
        return target.describe()
    if target in _OP_NAMES:
        return f"operator.{_OP_NAMES[target]}"
    q = qualified_name(target)
    if q is not None:
        return q.replace("tensorflow.", "tf.", 1) if q.startswith("tensorflow.") else q
    return getattr(target, "__name__", None) or type(target).__name__


def short_name(target):
    """A node name for a call of ``target`` (``linear``, ``add``, ``getitem``)."""
    if isinstance(target, Target):
        return target.short_name()
    if target in _OP_NAMES:
        return _OP_NAMES[target]
    name = getattr(target, "__name__", None) or getattr(target, "name", None) or type(target).__name__
    return str(name).strip("_") or "call"


# ------------------------------------------------------------------ literals


def literal(v, cg):
    """Python source that evaluates to ``v`` (registering imports with ``cg``); raises
    :class:`NotLiteral` where it has none."""
    c = v.__class__
    if v is None or v is Ellipsis or c is bool or c is str or c is bytes:
        return repr(v) if v is not Ellipsis else "..."
    if c is int:
        return repr(v)
    if c is float:
        if math.isfinite(v):
            return repr(v)
        return "float('nan')" if v != v else ("float('inf')" if v > 0 else "-float('inf')")
    if c is complex:
        return f"complex({literal(v.real, cg)}, {literal(v.imag, cg)})"
    if c is tuple:
        inner = ", ".join(literal(x, cg) for x in v)
        return f"({inner},)" if len(v) == 1 else f"({inner})"
    if c is list:
        return "[" + ", ".join(literal(x, cg) for x in v) + "]"
    if c is dict:
        return "{" + ", ".join(f"{literal(k, cg)}: {literal(x, cg)}" for k, x in v.items()) + "}"
    if c is slice:
        return f"slice({literal(v.start, cg)}, {literal(v.stop, cg)}, {literal(v.step, cg)})"
    if c is range:
        return f"range({v.start}, {v.stop}, {v.step})"
    mod = (getattr(c, "__module__", "") or "").partition(".")[0]
    if mod == "ivy":
        import ivy

        if isinstance(v, ivy.Dtype):
            return cg.ref_name(f"ivy.{v.name}")
    if mod == "torch":
        import torch

        if c is torch.dtype:
            return cg.ref_name(str(v))  # "torch.float32"
        if c is torch.device:
            return f"{cg.ref_name('torch.device')}({str(v)!r})"
        if c is torch.Size:
            return f"{cg.ref_name('torch.Size')}({literal(list(v), cg)})"
        if c in (torch.memory_format, torch.layout):
            return cg.ref_name(str(v))
    if mod == "numpy":
        import numpy as np

        if isinstance(v, np.dtype):
            if v.names is not None:
                _not(v)
            try:
                spell = v.name if np.dtype(v.name) == v else v.str
            except TypeError:
                spell = v.str
            return f"{cg.ref_name('numpy.dtype')}({spell!r})"
        if isinstance(v, np.generic) and v.shape == ():
            return f"{cg.ref_name('numpy.' + type(v).__name__)}({literal(v.item(), cg)})"
        if isinstance(v, type) and issubclass(v, np.generic):
            return cg.ref_name(f"numpy.{v.__name__}")
    if isinstance(v, type) and v.__module__ == "numpy" and hasattr(sys.modules.get("numpy"), v.__name__):
        return cg.ref_name(f"numpy.{v.__name__}")
    if mod == "tensorflow" and c.__name__ == "DType":
        return cg.ref_name(f"tensorflow.{v.name}")
    if mod == "tensorflow" and c.__name__ == "TensorShape":
        return literal(v.as_list() if v.rank is not None else None, cg)
    if isinstance(v, enum.Enum):
        q = qualified_name(c)
        if q is not None:
            return f"{cg.ref_name(q)}.{v.name}"
    if isinstance(v, tuple) and hasattr(v, "_fields"):
        q = qualified_name(c)
        if q is not None:
            return f"{cg.ref_name(q)}(" + ", ".join(f"{f}={literal(x, cg)}" for f, x in zip(v._fields, v)) + ")"
    if isinstance(v, type) or callable(v) and not hasattr(v, "shape"):
        q = qualified_name(v)
        if q is not None:
            return cg.ref_name(q)
    return _not(v)


def _not(v):
    raise NotLiteral(type(v).__name__)


class _Probe:
    """A stand-in code generator for :func:`is_literal`."""

    def ref_name(self, q):
        return q

    def ref(self, obj):
        q = qualified_name(obj)
        if q is None:
            raise NotLiteral(type(obj).__name__)
        return q


_PROBE = _Probe()
_LITERAL_TYPES = frozenset({type(None), bool, int, float, complex, str, bytes, type(Ellipsis), slice, range})


def is_literal(v):
    """Whether generated source can write ``v`` itself (numbers, strings, dtypes, nests of
    them); other values become constant nodes."""
    if v.__class__ in _LITERAL_TYPES:
        return True
    if type(v).__module__ == "numpy" and getattr(v, "shape", None) == () and type(v).__name__ != "ndarray":
        return _numpy_scalar_literal(v)
    from .capture.arrays import is_array

    if is_array(v):
        return False
    try:
        literal(v, _PROBE)
        return True
    except NotLiteral:
        return False
    except Exception:  # noqa: BLE001 - an object whose repr machinery fails
        return False


def _numpy_scalar_literal(v):
    try:
        literal(v, _PROBE)
        return True
    except NotLiteral:
        return False


def format_arg(a, depth=0):
    """A short description of an argument for tables (nodes by name)."""
    from .graph import Graph, Node

    c = a.__class__
    if c is Node:
        return a.name
    if c is Graph:
        return f"<graph {a.name}>"
    if c is tuple:
        inner = ", ".join(format_arg(x, depth + 1) for x in a)
        return f"({inner},)" if len(a) == 1 else f"({inner})"
    if c is list:
        return "[" + ", ".join(format_arg(x, depth + 1) for x in a) + "]"
    if c is dict:
        return "{" + ", ".join(f"{k!r}: {format_arg(x, depth + 1)}" for k, x in a.items()) + "}"
    if c is slice:
        parts = [format_arg(x, depth + 1) if x is not None else "" for x in (a.start, a.stop, a.step)]
        return ":".join(parts).rstrip(":") or ":"
    if isinstance(a, Target) or callable(a) and not hasattr(a, "shape"):
        return describe(a)
    r = repr(a)
    return r if len(r) <= 30 else r[:27] + "..."

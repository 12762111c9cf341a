"""``trace(fn, *args, **kwargs) -> Graph``: run ``fn`` once on example arguments and record what
it computes.

Where the code comes from (``source``) is told by the arguments and the callable, or given:

- ``"ivy"``: an ``ivy.Array`` among the arguments, or an ``ivy.Module``: ivy calls are recorded
  through ivy's dispatch hook (with their native lowering on PyTorch), native PyTorch and NumPy
  operations between them too;
- ``"torch"``: torch tensors or a ``torch.nn.Module`` (``TorchFunctionMode``); ivy calls inside
  are ivy nodes;
- ``"numpy"``: NumPy arrays (a traced ``ndarray`` subclass);
- ``"jax"``: JAX arrays, or a function of a params pytree (``jax.make_jaxpr``);
- ``"tensorflow"``: TensorFlow tensors or a Keras layer or model (the graph of a
  ``tf.function``'s concrete function).

Python control flow runs as written and is unrolled into the graph. Reading a traced array's
value into Python raises :class:`~ivy_tracer.TraceError` naming the line (``guards=True``
records a guard instead, and the graph traces again where the value differs). ``source``,
``guards`` and ``name`` are the tracer's own keywords; any other keyword goes to ``fn``.

>>> import ivy, ivy_tracer
>>> g = ivy_tracer.trace(lambda x, y: ivy.matmul(x, y) + 1.0, ivy.ones((2, 3), backend="numpy"),
...                      ivy.ones((3, 2), backend="numpy"))
>>> [n.target.__name__ for n in g.calls]
['matmul', 'add']
"""

from __future__ import annotations

import contextlib
import gc
import inspect
import sys

import ivy
from ivy import _dispatch, _tree

from .errors import TraceError
from .graph import Graph, InputSlot, graphs_in

__all__ = ["trace", "detect_source"]

SOURCES = ("ivy", "torch", "jax", "tensorflow", "numpy")
_SOURCE_ALIASES = {"tf": "tensorflow", "np": "numpy", "pytorch": "torch", "keras": "tensorflow"}


def trace(fn, /, *args, source=None, guards=False, name=None, **kwargs):
    """Trace ``fn(*args, **kwargs)`` into a :class:`~ivy_tracer.Graph` (see the module docstring).

    >>> import ivy, ivy_tracer
    >>> g = ivy_tracer.trace(ivy.relu, ivy.asarray([-1.0, 2.0], backend="numpy"))
    >>> g(ivy.asarray([3.0, -4.0], backend="numpy"))
    ivy.array([3., 0.], dtype=float32, backend=numpy)
    """
    return _trace(fn, args, kwargs, source=source, guards=guards, name=name, want_result=False)[0]


def _trace(fn, args, kwargs, source=None, guards=False, name=None, want_result=True):
    """``(graph, fn's result)``. Python's cyclic garbage collector is paused meanwhile: with a
    framework loaded, one full collection takes longer (10-20 ms) than a small trace.
    ``want_result=False``: the result may be None where computing it would cost more (a JAX trace
    runs no numbers; its result is one compilation of the jaxpr)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _trace_now(fn, args, kwargs, source, guards, name, want_result)
    finally:
        if enabled:
            gc.enable()


def _trace_now(fn, args, kwargs, source, guards, name, want_result=True):
    if not callable(fn):
        raise ivy.InvalidArgumentError(f"ivy_tracer.trace: expected a callable, got {type(fn).__name__}")
    src, backend = detect_source(fn, args, kwargs, source)
    name = name or _name_of(fn)
    options = {"source": source, "guards": guards, "name": name}
    if src == "jax":
        from .capture.jax import trace_jax

        graph, out = trace_jax(fn, args, kwargs, name=name, guards=guards, want_result=want_result)
    elif src == "tensorflow":
        from .capture.tensorflow import trace_tf

        graph, out = trace_tf(fn, args, kwargs, name=name, guards=guards)
    else:
        graph, out = EagerSession(fn, src, backend, guards, name).run(args, kwargs)
    graph.fn = fn
    graph.trace_options = options
    if src == "numpy":
        _check_numpy_replay(graph, args, kwargs, out)
    return graph, out


def _all_nodes(graph):
    for n in graph.nodes:
        yield n
        for g in graphs_in((n.args, n.kwargs)):
            yield from _all_nodes(g)


def _check_numpy_replay(graph, args, kwargs, out):
    """A NumPy trace is replayed once on copies of its example inputs and must give what the
    function gave: compiled code outside NumPy that writes into an array's buffer (a C extension
    such as ``scipy.ndimage``) is not recorded, and the graph would silently compute something
    else. Skipped for graphs with random draws or in-place writes (their replay differs by
    design)."""
    import numpy as np

    if any(n.meta.get("random") or n.meta.get("mutates") for n in _all_nodes(graph)):
        return
    leaves, treedef = _tree.flatten((list(args), dict(kwargs)))
    copies = [np.array(x, copy=True) if isinstance(x, np.ndarray) else x for x in leaves]
    a2, k2 = _tree.unflatten(treedef, copies)
    got, _ = _tree.flatten(graph(*a2, **k2))
    want, _ = _tree.flatten(out)
    for g, w in zip(got, want):
        if not isinstance(w, (np.ndarray, np.generic)):
            continue
        g, w = np.asarray(g), np.asarray(w)
        if w.dtype.kind not in "biufc":
            continue
        same = g.shape == w.shape and (np.array_equal(g, w) if w.dtype.kind in "biu" else
                                       np.allclose(g, w, rtol=1e-6, atol=0, equal_nan=True))
        if not same:
            raise TraceError(
                f"ivy_tracer.trace: the graph of {graph.name} does not reproduce the function on its own example "
                "inputs: code outside NumPy (a compiled extension such as SciPy's) read or wrote arrays without "
                "NumPy seeing it, so the trace missed it; trace NumPy (or ivy) code only, or pass that step's result "
                "in as an input")


def _name_of(fn):
    if isinstance(fn, ivy.Module) or _is_torch_module(fn) or _is_keras(fn):
        return "forward"
    n = getattr(fn, "__name__", None) or type(fn).__name__
    if n == "<lambda>" or not str(n).isidentifier():
        return "forward"
    return n if n not in ("__call__", "forward", "_forward") else "forward"


def _framework_of_class(c):
    mod = (getattr(c, "__module__", "") or "").partition(".")[0]
    return {"jaxlib": "jax", "keras": "tensorflow", "tf_keras": "tensorflow"}.get(mod, mod)


def detect_source(fn, args, kwargs, source=None):
    """``(source, backend name)`` of a trace (see the module docstring)."""
    leaves, _ = _tree.flatten((list(args), dict(kwargs)))
    wrapped = False
    backends = []
    for leaf in leaves:
        c = type(leaf)
        if c is ivy.Array:
            wrapped = True
            leaf = leaf._data
            c = type(leaf)
        b = _dispatch._TYPES[c]
        if b is not None and b.name not in backends and _is_arr(leaf):
            backends.append(b.name)
    if len(backends) > 1:
        raise TraceError(f"ivy_tracer.trace: the arguments hold arrays of {' and '.join(backends)}; pass arrays of one "
                         "framework (convert with ivy.to_backend)")
    owner = getattr(fn, "__self__", None)
    kind = None
    for obj in (fn, owner):
        if obj is None:
            continue
        if isinstance(obj, ivy.Module):
            kind = "ivy"
        elif _framework_of_class(type(obj)) == "torch" and _is_torch_module(obj):
            kind = "torch"
        elif _is_keras(obj):
            kind = "tensorflow"
        if kind:
            break
    if source is not None:
        src = _SOURCE_ALIASES.get(source, source)
        if src not in SOURCES:
            raise ivy.InvalidArgumentError(f"ivy_tracer.trace: source must be one of {', '.join(SOURCES)}, got "
                                           f"{source!r}")
    elif wrapped or kind == "ivy":
        src = "ivy"
    elif kind is not None:
        src = kind
    elif backends:
        src = backends[0]
        if src not in SOURCES:
            src = "ivy"  # (mxnet arrays: ivy code)
    else:
        src = "ivy"
    if backends:
        backend = backends[0]
    elif src in ("torch", "jax", "tensorflow", "numpy"):
        backend = src
    else:
        b = _dispatch._state.backend
        backend = (b if b is not None else _dispatch.default_backend()).name
    return src, backend


def _is_arr(x):
    from .capture.arrays import is_array

    return is_array(x)


def _is_torch_module(obj):
    torch = sys.modules.get("torch")
    return torch is not None and isinstance(obj, torch.nn.Module)


def _is_keras(obj):
    for mod in ("keras", "tf_keras"):
        k = sys.modules.get(mod)
        layer = getattr(getattr(k, "layers", None), "Layer", None) if k is not None else None
        if layer is not None and isinstance(obj, layer):
            return True
    tf = sys.modules.get("tensorflow")
    if tf is not None:
        try:
            return isinstance(obj, tf.Module) and "keras" in type(obj).__module__
        except Exception:  # noqa: BLE001
            return False
    return False


# ---------------------------------------------------------------- eager traces


class EagerSession:
    """One eager trace (ivy, torch and numpy code): the capture mechanisms installed around a
    call of the function on its example arguments."""

    def __init__(self, fn, source, backend, guards, name):
        self.fn = fn
        self.source = source
        self.backend = backend
        self.guards = guards
        self.name = name
        self.native_capture = set()
        if source == "torch" or backend == "torch":
            self.native_capture.add("torch")
        if source == "numpy" or backend == "numpy":
            self.native_capture.add("numpy")

    def run(self, args, kwargs):
        from .capture.recorder import Recorder, active
        from .params import find_parameters

        graph = Graph(self.name)
        params = find_parameters(self.fn, args, kwargs)
        rec = self.rec = Recorder(graph, framework=self.source, backend=self.backend, params=params,
                                  guards=self.guards)
        rec.session = self
        if self.backend not in self.native_capture:
            rec.check_unknown = self.check_unknown
        args2, kwargs2, signature = self.inputs(graph, rec, args, kwargs)
        with contextlib.ExitStack() as stack:
            from .capture.control import ControlFlowCapture
            from .capture.ivy import IvyCapture

            stack.enter_context(IvyCapture(self))
            if "torch" in self.native_capture:
                from .capture.torch import TorchCapture

                stack.enter_context(TorchCapture())
            if "numpy" in self.native_capture:
                from .capture.numpy import NumpyCapture

                stack.enter_context(NumpyCapture())
            if self.backend in ("jax", "tensorflow"):
                from .capture.patches import EagerPatches

                stack.enter_context(EagerPatches(self.backend))
            stack.enter_context(ControlFlowCapture(self))
            stack.enter_context(active(rec))
            out = self.fn(*args2, **kwargs2)
        structure, wrap = self.outputs(rec, out)
        graph.set_output(structure, meta={"wrap": wrap})
        graph.meta.update(framework=self.source, backend=self.backend, signature=signature)
        modes = _modes_of(self.fn)
        if modes:
            graph.meta["modes"] = modes
        from .passes.dead_code import eliminate_dead_code_inplace

        for n in graph.nodes:
            low = n.meta.get("lowered")
            if low is not None:
                eliminate_dead_code_inplace(low)
        return graph, self.user_result(out)

    # -- what the recorder asks
    def returned(self, out, rec):
        """An ivy call's result as the user's code gets it (NumPy: traced arrays, mapped by ``rec``)."""
        if "numpy" not in self.native_capture:
            return out
        import numpy as np

        from .capture.numpy import TracedArray, wrap_input

        def wrap(r):
            if isinstance(r, (np.ndarray, np.generic)) and type(r) is not TracedArray:
                t = wrap_input(r)
                n = rec.lookup(r)
                if n is not None:
                    rec.register(t, n)
                return t
            if isinstance(r, tuple) and not hasattr(r, "_fields"):
                return tuple(wrap(x) for x in r)
            if isinstance(r, list):
                return [wrap(x) for x in r]
            return r

        return wrap(out)

    def check_unknown(self, obj):
        raise TraceError(
            f"an array that is neither an argument of the traced function, nor made by an ivy function, nor kept "
            f"where the tracer looks for weights (the function's closure and globals, a module's variables) reached "
            f"an ivy call; on {self.backend} an ivy trace does not see the framework's own operations, so it may have "
            f"been made by {self.backend} code between ivy calls. Trace such code with "
            f"source={self.backend!r}, or pass the array as an argument")

    # -- inputs and outputs
    def inputs(self, graph, rec, args, kwargs):
        """The arguments as the function gets them (NumPy arrays as traced arrays), with input
        nodes registered; and the signature template codegen writes."""
        leaves, td = _tree.flatten((list(args), dict(kwargs)))
        paths = _tree.leaf_paths((list(args), dict(kwargs)))
        names = _arg_names(self.fn, len(args))
        new_leaves = []
        templ = []
        changed = False
        for leaf, path in zip(leaves, paths):
            if not _is_arr(leaf):
                new_leaves.append(leaf)
                templ.append(leaf)
                continue
            pos, rest = path[0], path[1:]
            top = names[path[1]] if pos == 0 else str(path[1])
            pname = "_".join([top] + [str(p) for p in path[2:]]) if rest else top
            wrapped = type(leaf) is ivy.Array
            native = leaf._data if wrapped else leaf
            node = graph.input(pname, meta={"wrapped": wrapped})
            from .capture.arrays import meta_of

            node.meta.update(meta_of(native))
            node.meta["native_dtype"] = _native_dtype(native)
            if "numpy" in self.native_capture and _is_numpy(native):
                from .capture.numpy import wrap_input

                native = wrap_input(native)
                leaf = ivy.Array(native) if wrapped else native
                changed = True
            rec.register(native, node)
            if wrapped:
                rec.register(leaf, node)
            new_leaves.append(leaf)
            templ.append(InputSlot(node.name))
        if changed:
            a, k = _tree.unflatten(td, new_leaves)
        else:
            a, k = list(args), dict(kwargs)
        ta, tk = _tree.unflatten(td, templ)
        signature = [(names[i], "pos", t) for i, t in enumerate(ta)] + [(k_, "kw", t) for k_, t in tk.items()]
        return tuple(a), k, complete_signature(self.fn, signature, len(args), kwargs)

    def outputs(self, rec, out):
        leaves, td = _tree.flatten(out)
        structure, wrap = [], []
        for leaf in leaves:
            if _is_arr(leaf):
                w = type(leaf) is ivy.Array
                native = leaf._data if w else leaf
                structure.append(rec.node_of(native))
                wrap.append(w)
            else:
                structure.append(leaf)
        return _tree.unflatten(td, structure), wrap

    def user_result(self, out):
        if "numpy" not in self.native_capture:
            return out
        from .capture.numpy import TracedArray

        def plain(x):
            if type(x) is TracedArray:
                import numpy as np

                return np.ndarray.view(x, np.ndarray)
            if type(x) is ivy.Array and type(x._data) is TracedArray:
                import numpy as np

                return ivy.Array(np.ndarray.view(x._data, np.ndarray))
            return x

        return _tree.map_leaves(plain, out)


def _native_dtype(x):
    from ivy import _dispatch

    b = _dispatch._TYPES[type(x)]
    try:
        return b.dtype_of(x)
    except Exception:  # noqa: BLE001
        return None


def _is_numpy(x):
    mod = (type(x).__module__ or "").partition(".")[0]
    return mod == "numpy"


def _arg_names(fn, n):
    """Names for ``n`` positional arguments of ``fn`` (its parameters', else ``argN``; a module's
    forward's)."""
    if isinstance(fn, ivy.Module):
        fn = fn._forward
    elif _is_torch_module(fn):
        fn = fn.forward
    elif _is_keras(fn):
        fn = fn.call
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return [f"arg{i}" for i in range(n)]
    names = []
    var = None
    for p in sig.parameters.values():
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            names.append(p.name)
        elif p.kind is p.VAR_POSITIONAL:
            var = p.name
    out = names[:n]
    i = 0
    while len(out) < n:
        out.append(f"{var or 'arg'}{i}")
        i += 1
    return out


def complete_signature(fn, signature, n_args, kwargs):
    """``signature`` (the traced arguments' entries) with the parameters of ``fn`` the call left
    to their defaults added, as static values (a call with another value traces again)."""
    if isinstance(fn, ivy.Module):
        fn = fn._forward
    elif _is_torch_module(fn):
        fn = fn.forward
    elif _is_keras(fn):
        fn = fn.call
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return signature
    out = list(signature)
    taken = {name for name, _, _ in signature}
    pos = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    trailing = True
    for p in pos[n_args:]:
        if p.name in kwargs or p.name in taken or p.default is p.empty:
            trailing = False
            continue
        # (positional while every parameter before it is passed positionally or defaulted here)
        out.append((p.name, "pos" if trailing and not kwargs else "kw", p.default))
    for p in params:
        if p.kind is p.KEYWORD_ONLY and p.name not in kwargs and p.name not in taken and p.default is not p.empty:
            out.append((p.name, "kw", p.default))
    return out


def _modes_of(fn):
    """``((module, training), ...)``: the training flag of the traced module (the function, or a
    bound method's object), which a call checks."""
    for obj in (fn, getattr(fn, "__self__", None)):
        if obj is None:
            continue
        if isinstance(obj, ivy.Module) or _is_torch_module(obj):
            return ((obj, bool(obj.training)),)
    return ()

"""Capturing ivy code: ivy-core's dispatch hook, and the backend hooks ``ivy.Array`` calls
directly (indexing, ``x[i] = v``, in-place updates, shapes).

ivy's dispatch hook (``ivy.add_dispatch_hook``: it composes with other hooks, e.g. the
frontends' recording tape) sees every backend call a dispatcher makes; it is installed only
while a trace runs (ivy-core rewrites its backend tables when a hook is set or removed, so
dispatch costs nothing more otherwise). A call from the user's code (no ivy call running)
becomes an ivy call node ``ivy.<name>(...)``; the calls ivy makes inside it (compositions) do
not. While it runs, the backend's native operations are recorded, where the framework lets
them be (PyTorch), as the node's lowering.
"""

from __future__ import annotations

import threading

import ivy
from ivy import _dispatch

from .. import runtime
from ..graph import Graph
from .recorder import _LOCAL as _REC_LOCAL
from .recorder import Recorder, current

__all__ = ["IvyCapture", "is_random"]

_RANDOM_FAMILIES = ("random",)
_RANDOM_EXTRA = frozenset({"dropout", "dropout1d", "dropout2d", "dropout3d"})


def is_random(qual, args=(), kwargs=None):
    """Whether the ivy function ``qual`` draws random numbers (a family of random functions, or a
    function with a ``seed`` argument: dropout, attention with dropout)."""
    spec = _dispatch.REGISTRY.get(qual)
    if spec is None:
        return False
    if spec.family in _RANDOM_FAMILIES or qual in _RANDOM_EXTRA:
        return qual != "seed"
    return "seed" in spec.signature.parameters and qual not in ("lstm",)


def _to_ivy_values(b, a):
    """``a`` with the backend's native dtypes written as ivy dtypes (dispatch converted them)."""
    c = a.__class__
    if c is tuple:
        return tuple(_to_ivy_values(b, x) for x in a)
    if c is list:
        return [_to_ivy_values(b, x) for x in a]
    if c is dict:
        return {k: _to_ivy_values(b, v) for k, v in a.items()}
    if c in _PLAIN:
        return a
    try:
        d = b._idt.get(a)
    except (TypeError, NotImplementedError):  # (unhashable: MXNet's arrays raise the latter)
        return a
    return a if d is None else d


_PLAIN = frozenset({int, float, bool, complex, str, bytes, type(None), slice, type(Ellipsis)})


# Backends whose native operations the tracer records while an ivy call runs (its lowering).
LOWERS_NATIVELY = frozenset({"torch", "numpy"})


class IvyCapture:
    """Installs the dispatch hook and the backend hook wrappers for one trace (a context manager)."""

    def __init__(self, session):
        self.session = session
        self.saved = []
        self.added = False
        self.thread = threading.get_ident()

    def __enter__(self):
        # ivy's hooks compose: a recording tape (the frontends' eager autograd) may hook too
        self.added = _hook not in ivy.dispatch_hooks()
        if self.added:
            ivy.add_dispatch_hook(_hook)
        for b in list(_dispatch._BACKENDS.values()):
            if b._loaded:
                self._wrap_backend(b)
        return self

    def _wrap_backend(self, b):
        for name, target in (("getitem", runtime.getitem), ("setitem", runtime.setitem),
                             ("inplace_update", runtime.inplace_update)):
            orig = b.__dict__.get(name)
            if orig is None or getattr(orig, "__ivy_tracer__", False):
                continue
            self.saved.append((b, name, orig))
            setattr(b, name, _array_hook(b, name, orig, target))
        gm = getattr(b, "gradients", None)  # (ivy.stop_gradient calls it without dispatch)
        orig = getattr(gm, "stop_gradient", None) if gm is not None else None
        if orig is not None and not getattr(orig, "__ivy_tracer__", False):
            self.saved.append((gm, "stop_gradient", orig))
            gm.stop_gradient = _stop_gradient_hook(b, orig)
        orig = b.__dict__.get("to_numpy")
        if orig is not None and not getattr(orig, "__ivy_tracer__", False):
            self.saved.append((b, "to_numpy", orig))
            b.to_numpy = _value_hook(orig)
        if b.name not in self.session.native_capture:
            for name, expr in (("shape", "tuple({}.shape)"), ("dtype_of", "ivy.dtype({})")):
                orig = b.__dict__.get(name)
                if orig is None or getattr(orig, "__ivy_tracer__", False):
                    continue
                self.saved.append((b, name, orig))
                setattr(b, name, _read_hook(b, orig, expr))

    def __exit__(self, *exc):
        for b, name, orig in reversed(self.saved):
            setattr(b, name, orig)
        self.saved.clear()
        if self.added:
            ivy.remove_dispatch_hook(_hook)


def _enter_call(rec, b, args, kwargs, qual=None):
    """Before an ivy call from the user's code: the lowering sub-recorder (or None; random draws
    keep the backend's function, which reads the backend's current generator or key)."""
    low = None
    if b.name in LOWERS_NATIVELY and b.name in rec.root().session.native_capture and not (
            qual is not None and is_random(qual)):
        low = Recorder(Graph("lowered"), framework=b.name, backend=b.name, kind="lowering", parent=rec)
        if b.name == "numpy":
            low.check_unknown = _numpy_unknown(low, b)
        i = 0
        for leaf in _array_leaves((args, kwargs)):
            if not low.known(leaf):
                n = low.graph.input(f"a{i}", meta={"outer": rec.node_of(leaf)})
                low.register(leaf, n)
                i += 1
    rec.ivy_depth += 1
    rec.lowering = low
    return low


def _numpy_unknown(low, b):
    """A NumPy lowering meets an array it did not see made: a constant of the backend's modules
    (a table of zeros) stays one; any other (drawn by a Generator, made by a function the trace
    does not see) makes the lowering invalid (the call keeps the backend's function)."""

    def check(obj):
        if id(obj) not in _module_arrays(b, obj):
            low.valid = False

    return check


_MODULE_ARRAYS = {}


def _module_arrays(b, obj):
    """ids of the arrays kept in the backend's modules (their globals, and dicts and tuples there)."""
    import sys

    ids = _MODULE_ARRAYS.get(b.name)
    if ids is None or id(obj) not in ids:
        import numpy as np

        ids = set()
        pkg = b.spec.package
        for name, mod in list(sys.modules.items()):
            if mod is None or not (name == pkg or name.startswith(pkg + ".")):
                continue
            for v in list(vars(mod).values()):
                for x in (v.values() if isinstance(v, dict) else v if isinstance(v, (tuple, list)) else (v,)):
                    if isinstance(x, (np.ndarray, np.generic)):
                        ids.add(id(x))
        _MODULE_ARRAYS[b.name] = ids
    return ids


def _traced_args(low, args, kwargs):
    """NumPy: the call's plain arrays as traced arrays (the lowering's inputs), so that what the
    backend does with them (``w.T``) is recorded too."""
    import numpy as np

    from .numpy import wrap_input

    def conv(a):
        c = type(a)
        if c is np.ndarray:
            n = low.lookup(a)
            t = wrap_input(a)
            if n is not None:
                low.register(t, n)
            return t
        if c is tuple or c is list:
            return c(conv(x) for x in a)
        return a

    return tuple(conv(a) for a in args), {k: conv(v) for k, v in kwargs.items()}


def _exit_call(rec, low, out):
    rec.ivy_depth -= 1
    rec.lowering = None
    if low is None or not low.valid:
        return None
    from . import arrays

    def ref(r):
        if arrays.is_array(r):
            n = low.lookup(r)
            if n is None:
                low.valid = False
            return n
        if isinstance(r, (tuple, list)):
            return type(r)(ref(x) for x in r)
        return r

    structure = ref(out)
    if not low.valid:
        return None
    low.graph.set_output(structure)
    return low.graph


def _array_leaves(a):
    from . import arrays

    out = []

    def visit(x):
        c = x.__class__
        if c is tuple or c is list:
            for y in x:
                visit(y)
        elif c is dict:
            for y in x.values():
                visit(y)
        elif arrays.is_array(x):
            out.append(x)

    visit(a)
    return out


def _recording(rec):
    return (rec is not None and rec.thread == threading.get_ident() and not rec.suspended
            and not rec.ivy_depth and not getattr(_REC_LOCAL, "internal", 0))


def _hook(backend, qual, fn, args, kwargs):
    rec = current()
    if not _recording(rec):
        return fn(*args, **kwargs)
    low = _enter_call(rec, backend, args, kwargs, qual)
    try:
        if low is not None and backend.name == "numpy":
            a, k = _traced_args(low, args, kwargs)
            out = fn(*a, **k)
        else:
            out = fn(*args, **kwargs)
    except BaseException:
        _exit_call(rec, None, None)
        raise
    lowered = _exit_call(rec, low, out)
    spec = _dispatch.REGISTRY[qual]
    meta = {"framework": "ivy", "qual": qual, "backend": backend.name, "lowered": lowered}
    if is_random(qual, args, kwargs):
        meta["random"] = True
    rec.record(spec.dispatcher, _to_ivy_values(backend, args), _to_ivy_values(backend, kwargs), out, meta,
               name=qual.rpartition(".")[2])
    return rec.root().session.returned(out, rec)


_hook.__ivy_tracer__ = True


def _array_hook(b, name, orig, target):
    """A backend's ``getitem``/``setitem``/``inplace_update`` hook, recorded like an ivy call."""

    def hooked(*args):
        rec = current()
        if not _recording(rec):
            return orig(*args)
        before = args[0]
        low = _enter_call(rec, b, args, {})
        try:
            out = orig(*(_traced_args(low, args, {})[0] if low is not None and b.name == "numpy" else args))
        except BaseException:
            _exit_call(rec, None, None)
            raise
        lowered = _exit_call(rec, low, out)
        meta = {"framework": "ivy", "qual": name, "backend": b.name, "lowered": lowered}
        if name != "getitem" and out is before:
            meta["mutates"] = True
        rec.record(target, args, {}, out, meta, name=name)
        return rec.root().session.returned(out, rec)

    hooked.__ivy_tracer__ = True
    hooked.__wrapped__ = orig
    return hooked


def _stop_gradient_hook(b, orig):
    """A backend's ``gradients.stop_gradient`` (``ivy.stop_gradient`` calls it without dispatch):
    recorded as a call of :func:`ivy_tracer.runtime.stop_gradient`, kept as it is by lowering."""

    def hooked(x, **kwargs):
        rec = current()
        if not _recording(rec):
            return orig(x, **kwargs)
        rec.ivy_depth += 1
        try:
            out = orig(x, **kwargs)
        finally:
            rec.ivy_depth -= 1
        rec.record(runtime.stop_gradient, (x,), kwargs, out, {"framework": "ivy", "backend": b.name},
                   name="stop_gradient")
        return rec.root().session.returned(out, rec)

    hooked.__ivy_tracer__ = True
    hooked.__wrapped__ = orig
    return hooked


def _value_hook(orig):
    """A backend's ``to_numpy`` hook (``ivy.to_numpy``): the user's code reading a traced array's
    values is a TraceError (or, with ``guards=True``, ... not guardable: a TraceError too)."""

    def hooked(x):
        rec = current()
        if _recording(rec) and rec.known(x):
            return rec.value_read(x, "ivy.to_numpy()", lambda: orig(x))
        return orig(x)

    hooked.__ivy_tracer__ = True
    hooked.__wrapped__ = orig
    return hooked


def _read_hook(b, orig, expr):
    """A backend's ``shape``/``dtype_of`` hook: a read by the user's code is a guard."""

    def hooked(x):
        v = orig(x)
        rec = current()
        if _recording(rec) and rec.known(x):
            if expr.startswith("ivy.dtype"):
                rec.guard(x, expr, b.ivy_dtype(v))
            else:
                rec.guard(x, expr, tuple(v))
        return v

    hooked.__ivy_tracer__ = True
    hooked.__wrapped__ = orig
    return hooked

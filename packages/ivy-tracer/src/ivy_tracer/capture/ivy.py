"""Capturing ivy code: ivy-core's dispatch hook, and the backend hooks ``ivy.Array`` calls
directly (indexing, ``x[i] = v``, in-place updates, shapes).

``ivy.set_dispatch_hook`` sees every backend call a dispatcher makes; it is installed only while
a trace runs (ivy-core rewrites its backend tables when a hook is set or removed, so dispatch
costs nothing more otherwise). A call from the user's code (no ivy call running) becomes an ivy
call node ``ivy.<name>(...)``; the calls ivy makes inside it (compositions) do not. While it
runs, the backend's native operations are recorded, where the framework lets them be
(PyTorch), as the node's lowering.
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
    except TypeError:
        return a
    return a if d is None else d


_PLAIN = frozenset({int, float, bool, complex, str, bytes, type(None), slice, type(Ellipsis)})


# Backends whose native operations the tracer records while an ivy call runs (its lowering).
LOWERS_NATIVELY = frozenset({"torch"})


class IvyCapture:
    """Installs the dispatch hook and the backend hook wrappers for one trace (a context manager)."""

    def __init__(self, session):
        self.session = session
        self.saved = []
        self.old_hook = None
        self.thread = threading.get_ident()

    def __enter__(self):
        self.old_hook = _dispatch.get_dispatch_hook()
        if self.old_hook is not None and not getattr(self.old_hook, "__ivy_tracer__", False):
            from ..errors import TraceError

            raise TraceError("another ivy dispatch hook is installed; remove it (ivy.set_dispatch_hook(None)) to trace")
        if self.old_hook is None:
            ivy.set_dispatch_hook(_hook)
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
        if self.old_hook is None:
            ivy.set_dispatch_hook(None)


def _enter_call(rec, b, args, kwargs):
    """Before an ivy call from the user's code: the lowering sub-recorder (or None)."""
    low = None
    if b.name in LOWERS_NATIVELY and b.name in rec.root().session.native_capture:
        low = Recorder(Graph("lowered"), framework=b.name, backend=b.name, kind="lowering", parent=rec)
        i = 0
        for leaf in _array_leaves((args, kwargs)):
            if not low.known(leaf):
                n = low.graph.input(f"a{i}", meta={"outer": rec.node_of(leaf)})
                low.register(leaf, n)
                i += 1
    rec.ivy_depth += 1
    rec.lowering = low
    return low


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
    low = _enter_call(rec, backend, args, kwargs)
    try:
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
            out = orig(*args)
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

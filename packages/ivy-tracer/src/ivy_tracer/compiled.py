"""Compiling graphs: the generated native source through the backend's compiler, and the route
``ivy.compile`` takes for modules when ivy-tracer is installed.

``graph.compile()`` / ``ivy_tracer.compile(fn, *args)``: the graph's lowering (the backend's own
operations) written as ``def forward(<parameters>, <inputs>)`` and handed to ``jax.jit``,
``tf.function`` (AutoGraph off: the source has no Python control flow left) or
``torch.compile``; NumPy and MXNet have no compiler (the lowering runs as it is, with a
warning). Each call passes the parameters' current values, so a compiled model follows its
training. A call the graph does not cover (another shape where the traced code read one) runs
the graph, which traces again.

``ivy.compile(fn)`` of an ``ivy.Module`` (or of a function calling modules it can find: a closure
cell, a bound method's object) traces ``fn`` on its first call and compiles the graph: the
compiled code is the native graph, called with the modules' variables, read again when ivy's
structure clock moves (an optimizer step, ``m.v = ...``) and traced again when a training flag
or the variables' structure changes. Where the graph cannot keep ``ivy.compile``'s documented
semantics it hands the call to ivy-core's own route (``ivy.compiler.Compiled``): random draws
(which follow ``ivy.seed`` there), modules whose state the call changes (BatchNorm in training,
``m.v = ...`` inside), modules not built yet, arrays other than module variables read from
outside on PyTorch, nests and keywords, and backends without a compiler.
"""

from __future__ import annotations

import functools
import warnings

import ivy
from ivy import _dispatch, _tree
from ivy.container import CLOCK as _CLOCK
from ivy.container import MOVED as _MOVED

from .codegen import generate
from .errors import GuardFailed, TraceError

__all__ = ["compile_graph", "CompiledGraph", "ivy_compile"]

_NO_COMPILER = ("numpy", "mxnet")


def _has_value_guards(graph):
    for n in graph.nodes:
        for expr, _ in n.meta.get("guards", ()):
            if expr.startswith(("bool(", "float(", "int(", "complex(")) or ".item()" in expr or ".tolist()" in expr:
                return True
    return any(_has_value_guards(sg) for sg in graph.subgraphs())


def framework_compile(backend, fn, **options):
    """``fn`` compiled by ``backend``'s compiler (None: the backend has none)."""
    if backend == "jax":
        import jax

        return jax.jit(fn, **options)
    if backend == "tensorflow":
        import tensorflow as tf

        options.setdefault("autograph", False)
        return tf.function(fn, **options)
    if backend == "torch":
        import torch

        return torch.compile(fn, **options)
    return None


class CompiledGraph:
    """A graph's native source, compiled. Call it as the traced function."""

    def __init__(self, graph, **options):
        self.graph = graph
        low = graph.lower()
        self.backend = graph.backend
        if _has_value_guards(low) and self.backend in ("jax", "tensorflow"):
            raise TraceError("graph.compile: the graph guards values read into Python (traced with guards=True); "
                             f"{self.backend}'s compiler cannot read values: keep the choice in the graph "
                             "(ivy.if_else, jax.lax.cond, tf.cond) instead")
        gen = generate(low, params_first=True, natives=True)
        self.source = gen.text
        out = low.output_node
        self.wrap = tuple(out.meta.get("wrap") or ()) if out is not None else ()
        self.unwrap = any(n.meta.get("wrapped") for n in low.inputs)
        self.nodes = gen.param_nodes
        self.fn = gen.function()
        self.clocked = any(n.kind == "parameter" and n.meta["ref"].clocked for n in self.nodes)
        self.clock = None
        self.params = ()
        if self.backend in _NO_COMPILER:
            warnings.warn(f"graph.compile: the {self.backend!r} backend has no compiler; the graph's native source "
                          "runs as it is", RuntimeWarning, stacklevel=3)
            self.cfn = self.fn
        else:
            self.cfn = framework_compile(self.backend, self.fn, **options)
        self.refresh()

    def refresh(self):
        """Read the parameters' current values."""
        self.clock = _CLOCK[0]
        vals = []
        for n in self.nodes:
            if n.kind == "parameter":
                vals.append(n.meta["ref"].get())
            else:
                vals.append(n.meta.get("value"))
        self.params = tuple(vals)

    def __call__(self, *args, **kwargs):
        if self.clocked and (self.clock != _CLOCK[0] or _MOVED[0]):
            self.refresh()
        try:
            if self.unwrap:
                a, k = _tree.map_leaves(_native, (list(args), kwargs))
                r = self.cfn(*self.params, *a, **k)
            else:
                r = self.cfn(*self.params, *args, **kwargs)
        except GuardFailed:
            return self.graph(*args, **kwargs)
        if any(self.wrap):
            leaves, td = _tree.flatten(r)
            it = iter(self.wrap)
            r = _tree.unflatten(td, [ivy.Array(v) if _is_arr(v) and next(it, False) else v for v in leaves])
        return r

    def __repr__(self):
        return f"<ivy_tracer.CompiledGraph {self.graph.name} ({self.backend})>"


def compile_graph(graph, **options):
    """:class:`CompiledGraph` of ``graph``; ``options`` go to the framework's compiler."""
    return CompiledGraph(graph, **options)


# ---------------------------------------------------------------- ivy.compile's route


def _module_state(modules):
    """What a call must leave unchanged for the graph to hold: each module's variables object,
    its buffers' arrays and training flags (its submodules' too)."""
    out = []
    for m in modules:
        for s in _tree_of(m):
            bufs = s._own_buffers or {}
            out.append((s, s._v, s.training, tuple((k, id(v)) for k, v in bufs.items()), dict(bufs)))
    return out


def _restore(state):
    """Put back the variables and buffers a traced call changed (ivy-core's route then serves it)."""
    for s, v, _, _, bufs in state:
        if s._v is not v:
            s._set_v(v)
        if s._own_buffers is not None and dict(s._own_buffers) != bufs:
            s._own_buffers.clear()
            s._own_buffers.update(bufs)


def _updates_buffers(modules):
    """Whether a call may write module state: a module with buffers in training mode (BatchNorm
    updates its running statistics, kept in ``v`` as Ivy 1.0 did: ``buffers`` is the public view
    of every module's state, wherever it is kept)."""
    return any(s.training and len(s.buffers) for m in modules for s in _tree_of(m))


def _tree_of(m):
    yield m
    for _, sub in m._subs or ():
        yield from _tree_of(sub)


def _same_state(a, b):
    return len(a) == len(b) and all(x[0] is y[0] and x[1] is y[1] and x[2] == y[2] and x[3] == y[3]
                                    for x, y in zip(a, b))


class _Entry:
    """One traced and compiled graph of ``ivy.compile``'s route: for calls of one array argument
    of class ``cls`` (native) under the set backend ``set_backend``."""

    __slots__ = ("cfn", "params", "nodes", "names", "pdict", "clock", "wrapped", "native_cls", "set_backend", "flags",
                 "out_wrapped", "graph", "structure", "buffered", "ucls")

    def refresh(self):
        self.clock = _CLOCK[0]
        vals = tuple(n.meta["ref"].get() if n.kind == "parameter" else n.meta.get("value") for n in self.nodes)
        if self.pdict is not None:  # (the compiled code reads them from this dict; nothing goes in)
            self.pdict.update(zip(self.names, vals))
            vals = ()
        self.params = vals


class TracedCompiled:
    """The state of ``ivy.compile``'s result with ivy-tracer installed (see the module docstring):
    the compiled graphs by argument class, and the slow path. The callable ``ivy.compile``
    returns is :meth:`function`: calls with one array argument of the class of the last call take
    the compiled graph directly; any other call comes here; what the graph cannot serve with
    ivy.compile's semantics goes to ``fallback`` (ivy-core's)."""

    def __init__(self, fallback, fn, backend, options):
        self.fallback = fallback
        self.__wrapped__ = fn
        self.backend = backend
        self.options = options
        self.modules = None
        self.entries = {}  # (argument class, native class) -> _Entry, or False (the fallback serves it)
        self.declined = False
        self.last = _NONE  # the entry the last call took (the fast path tries it first)

    def __repr__(self):
        return f"<ivy.compile of {getattr(self.__wrapped__, '__qualname__', self.__wrapped__)!r} (traced)>"

    def function(self):
        """The callable ``ivy.compile`` returns (a plain function: a call of an object's
        ``__call__`` costs a bound method more)."""
        tc = self
        clock, moved, state, arr, new = _CLOCK, _MOVED, _STATE, _Array, _new

        def compiled(*args, **kwargs):
            e = tc.last
            if len(args) == 1 and not kwargs:
                x = args[0]
                if x.__class__ is e.ucls and e.clock == clock[0] and not moved[0] and state.backend is e.set_backend:
                    if e.wrapped:
                        x = x._data
                        if x.__class__ is not e.native_cls:
                            return tc.call(args, kwargs)
                    try:
                        r = e.cfn(*e.params, x)
                    except GuardFailed:
                        return tc.call(args, kwargs)
                    if e.out_wrapped:
                        a = new(arr)
                        a._data = r
                        return a
                    return r
            return tc.call(args, kwargs)

        functools.update_wrapper(compiled, self.__wrapped__, updated=())
        compiled.traced = self
        return compiled

    def call(self, args, kwargs):
        """A call the fast path did not take."""
        if not kwargs and len(args) == 1:
            x = args[0]
            ucls = x.__class__
            wrapped = ucls is _Array
            if wrapped:
                x = x._data
            key = (ucls, x.__class__)
            e = self.entries.get(key)
            if e.__class__ is _Entry and _STATE.backend is e.set_backend:
                if e.clock != _CLOCK[0] or _MOVED[0] or e.buffered:
                    if not self._refresh(e):
                        return self._trace_call(args, key)
                    if e.buffered:
                        e.clock = -1  # (buffers are read on every call: never the fast path)
                self.last = e
                try:
                    r = e.cfn(*e.params, x)
                except GuardFailed:
                    return self._trace_call(args, key)
                if e.out_wrapped:
                    a = _new(_Array)
                    a._data = r
                    return a
                return r
            if e is None and not self.declined:
                return self._trace_call(args, key)
        return self.fallback(*args, **kwargs)

    def _refresh(self, e):
        """Re-read the variables; False where a training flag or the variables' structure changed."""
        flags = tuple(s.training for m in self.modules for s in _tree_of(m))
        if flags != e.flags:
            return False
        try:
            e.refresh()
        except (KeyError, TypeError, AttributeError):
            return False
        from .capture.arrays import meta_of

        for n, v in zip(e.nodes, e.params if e.pdict is None else e.pdict.values()):
            if n.kind == "parameter" and meta_of(v).get("shape") != n.meta.get("shape"):
                return False
        return True

    def _decline(self, c=None):
        if c is None:
            self.declined = True
        else:
            self.entries[c] = False

    def _trace_call(self, args, key):
        """Trace and compile for this call's argument class; the call's result is the trace's."""
        from .trace import _trace

        c = key[1]
        wrapped = key[0] is _Array
        self.entries.pop(key, None)
        if self.last is not _NONE and (self.last.ucls, self.last.native_cls) == key:
            self.last = _NONE
        if self.modules is None:
            from ivy.compiler import _modules_read_by

            self.modules = _modules_read_by(self.__wrapped__)
        b = _dispatch._TYPES[c]
        if b is None or b.name in _NO_COMPILER or not self.modules or not all(m._built for m in self.modules):
            self._decline(key if b is not None else None)
            return self.fallback(*args)
        if _updates_buffers(self.modules):
            return self.fallback(*args)  # (not declined: after eval() the graph serves)
        before = _module_state(self.modules)
        try:
            graph, out = _trace(self.__wrapped__, args, {}, source="ivy")
        except TraceError:
            _restore(before)
            self._decline(key)
            return self.fallback(*args)
        if not _same_state(before, _module_state(self.modules)):
            _restore(before)  # (the call changed a module: ivy-core's route, which knows what to do)
            self._decline(key)
            return self.fallback(*args)
        if not self._keeps_semantics(graph, b.name):
            self._decline(key)
            return out
        try:
            e = self._entry(graph, b, c, wrapped, out)
        except Exception:  # noqa: BLE001 - the framework's compiler refused: ivy-core's route serves it
            self._decline(key)
            return out
        if e is None:
            self._decline(key)
            return out
        e.ucls = key[0]
        self.entries[key] = e
        return out

    def _keeps_semantics(self, graph, bname):
        g = graph
        for n in g.nodes:
            if n.meta.get("random"):
                return False
            if n.kind == "parameter" and not n.meta["ref"].clocked and bname == "torch":
                return False  # (torch.compile reads such arrays live; ivy-core's route keeps that)
            if n.kind == "constant" and bname == "torch" and _is_arr(n.meta.get("value")):
                return False
        out = g.output_node
        if out is None or out.args[0].__class__ is not _NodeCls:
            return False  # (nests, static results: ivy-core's route)
        if any(_has_random(sg) for sg in g.subgraphs()):
            return False
        return not _has_value_guards(g)

    def _entry(self, graph, b, c, wrapped, out):
        low = graph.lower()
        # torch.compile reads the parameters from a dict, as a closure's tensors (what the native
        # module's compiled function does: the same guards); jax.jit and tf.function take them as
        # arguments (a closure's arrays would be constants of their compiled code)
        by_dict = b.name == "torch"
        gen = generate(low, params_first="dict" if by_dict else True, natives=True)
        e = _Entry()
        e.pdict = {} if by_dict else None
        if by_dict:
            gen.globals["_P"] = e.pdict
        fn = gen.function()
        cfn = framework_compile(b.name, fn, **dict(self.options))
        if cfn is None:
            return None
        e.cfn = cfn
        e.graph = low
        e.nodes = gen.param_nodes
        e.names = gen.params
        e.wrapped = wrapped
        e.native_cls = c
        e.set_backend = _STATE.backend
        e.flags = tuple(s.training for m in self.modules for s in _tree_of(m))
        e.out_wrapped = out.__class__ is _Array
        # buffers are kept in plain dicts, whose changes move no clock: read on every call
        e.buffered = any(s._own_buffers for m in self.modules for s in _tree_of(m))
        e.refresh()
        return e


def _native(v):
    return v._data if v.__class__ is ivy.Array else v


_NONE = _Entry()  # (no entry: the fast path never matches it)
_NONE.ucls = _NONE.native_cls = _NONE.set_backend = _NONE.pdict = None
_NONE.clock = -1


def _has_random(g):
    return any(n.meta.get("random") for n in g.nodes) or any(_has_random(sg) for sg in g.subgraphs())


def _is_arr(v):
    from .capture.arrays import is_array

    return is_array(v)


_Array = ivy.Array
_STATE = _dispatch._state
_new = object.__new__
from .graph import Node as _NodeCls  # noqa: E402


def ivy_compile(fallback, fn, backend=None, options=None):
    """The ``ivy.compilers`` entry point: ivy-core's ``ivy.compile`` hands its result here
    (``fallback``) with the function; returns what ``ivy.compile`` returns. Functions that
    reach no ``ivy.Module`` keep ivy-core's route."""
    from ivy.compiler import _modules_read_by

    if options:
        opts = dict(options)
    else:
        opts = {}
    if not _modules_read_by(fn):
        return fallback
    return TracedCompiled(fallback, fn, backend, opts).function()

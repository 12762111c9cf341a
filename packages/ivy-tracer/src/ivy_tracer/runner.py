"""Calling a graph: its generated function, bound to the current parameter values.

A bound graph calls the generated function directly, with the parameters and constants as
keyword defaults (no per-call lookup). Parameters of ``ivy.Module`` s are read again when ivy's
structure clock moved (an optimizer step, ``m.v = ...``); other parameters are the objects the
trace found (torch's parameters and TensorFlow's variables are updated in place by their
optimizers); :meth:`Graph.refresh` re-reads them all. A guard that fails (another shape where the
code read a shape, another value with ``guards=True``) traces the function again for the new
inputs; up to :data:`MAX_VARIANTS` traces are kept and tried in turn.
"""

from __future__ import annotations

from ivy.container import CLOCK as _CLOCK
from ivy.container import MOVED as _MOVED

from .codegen import generate
from .errors import GuardError, GuardFailed

__all__ = ["bind", "bound_values", "call", "MAX_VARIANTS"]

MAX_VARIANTS = 8


class Runner:
    """The generated function of a graph with its parameters bound."""

    __slots__ = ("fn", "gen", "refs", "clocked", "clock", "modes", "lowered", "static")

    def __init__(self, graph, lowered=True):
        self.lowered = False
        if lowered:
            low = graph.lower()
            self.lowered = low is not graph
            graph = low
        self.gen = generate(graph)
        self.fn = self.gen.function()
        self.static = dict(self.fn.__kwdefaults__ or {})  # (static keyword arguments' traced values)
        self.refs = []
        for kw, node in zip(self.gen.params, self.gen.param_nodes):
            ref = node.meta.get("ref") if node.kind == "parameter" else None
            self.refs.append((kw, node, ref))
        self.clocked = any(ref is not None and ref.clocked for _, _, ref in self.refs)
        self.modes = tuple(graph.meta.get("modes", ()))
        self.clock = None
        self.refresh()

    def fast_clock(self):
        """What ``Graph.__call__`` compares with ivy's clock to call ``fn`` directly: None where
        nothing needs checking, the clock reading where the parameters are an ivy module's (its
        ``train()`` moves the clock too), -1 (never equal: every call is checked) where a torch
        module's training flag must be read."""
        if any(not _is_ivy_module(m) for m, _ in self.modes):
            return -1
        return self.clock if (self.clocked or self.modes) else None

    def values(self):
        out = {}
        for kw, node, ref in self.refs:
            out[kw] = ref.get() if ref is not None else node.meta.get("value")
        return out

    def refresh(self):
        self.clock = _CLOCK[0]
        self.fn.__kwdefaults__ = {**self.static, **self.values()} or None

    def stale(self):
        return self.clocked and (self.clock != _CLOCK[0] or _MOVED[0])


def _is_ivy_module(m):
    import ivy

    return isinstance(m, ivy.Module)


def bind(graph):
    """The graph's :class:`Runner` (its lowering: the backend's own operations, no dispatch)."""
    run = graph._run = Runner(graph)
    graph._fast = run.fast_clock()
    return run


def bound_values(graph):
    """The keyword values :meth:`Graph.source`'s function takes (parameters read now)."""
    gen = generate(graph)
    out = {}
    for kw, node in zip(gen.params, gen.param_nodes):
        ref = node.meta.get("ref") if node.kind == "parameter" else None
        out[kw] = ref.get() if ref is not None else node.meta.get("value")
    return out


def _ready(graph):
    """The graph's runner, with its parameters current; GuardFailed where a traced module's
    training flag differs now."""
    run = graph._run
    if run is None:
        run = bind(graph)
    elif (run.clocked or run.modes) and (run.clock != _CLOCK[0] or _MOVED[0]):
        run.refresh()
    for m, t in run.modes:
        if m.training != t:
            raise GuardFailed(f"{type(m).__name__}.training is {m.training}, traced {t}")
    graph._fast = run.fast_clock()
    return run


def call(graph, args, kwargs):
    """``graph(*args, **kwargs)`` (see :meth:`Graph.__call__`)."""
    try:
        run = _ready(graph)
    except GuardFailed as e:
        return failed(graph, graph._run, args, kwargs, e)
    try:
        return run.fn(*args, **kwargs)
    except GuardFailed as e:
        return failed(graph, run, args, kwargs, e)


def failed(graph, run, args, kwargs, e):
    """A guard failed: a variant traced for these inputs (traced now if none fits and fewer than
    :data:`MAX_VARIANTS` exist), else, where a lowering's guard failed (the backend's code chose its
    path by a shape or dtype) or the graph has no function to trace, its ivy calls themselves
    (dispatch chooses the backend's path on each call)."""
    for v in list(graph._variants):
        try:
            return _ready(v).fn(*args, **kwargs)
        except GuardFailed:
            continue
    lowered_guard = bool(e.args) and str(e.args[0]).startswith("lowered: ")
    if graph.fn is not None and len(graph._variants) < MAX_VARIANTS:
        from .trace import _trace

        new, out = _trace(graph.fn, args, kwargs, **graph.trace_options)
        graph._variants.append(new)
        return out
    if run is not None and run.lowered and (lowered_guard or graph.fn is None):
        plain = graph.meta.get("_plain_runner")
        if plain is None:
            plain = graph.meta["_plain_runner"] = Runner(graph, lowered=False)
        try:
            return plain.fn(*args, **plain.values())
        except GuardFailed:
            pass
    if graph.fn is None:
        raise GuardError(f"the graph does not hold for these inputs ({e}) and has no function to trace again "
                         "(it was made by a transformation): trace the function for them") from None
    raise GuardError(f"the graph's guards failed ({e}) and it was traced {MAX_VARIANTS} times already; the traced "
                     "code reads a value or shape that keeps changing: keep it in the graph (ivy.where, "
                     "ivy.if_else) or trace for each case yourself") from None


def retrace(graph, args, kwargs, err):
    """Run a variant traced for these inputs (see :func:`failed`)."""
    return failed(graph, graph._run, args, kwargs, GuardFailed(str(err)))

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

    __slots__ = ("fn", "gen", "refs", "clocked", "clock", "modes", "lowered")

    def __init__(self, graph, lowered=True):
        self.lowered = False
        if lowered:
            low = graph.lower()
            self.lowered = low is not graph
            graph = low
        self.gen = generate(graph)
        self.fn = self.gen.function()
        self.refs = []
        for kw, node in zip(self.gen.params, self.gen.param_nodes):
            ref = node.meta.get("ref") if node.kind == "parameter" else None
            self.refs.append((kw, node, ref))
        self.clocked = any(ref is not None and ref.clocked for _, _, ref in self.refs)
        self.modes = tuple(graph.meta.get("modes", ()))
        self.clock = None
        self.refresh()

    def values(self):
        out = {}
        for kw, node, ref in self.refs:
            out[kw] = ref.get() if ref is not None else node.meta.get("value")
        return out

    def refresh(self):
        self.clock = _CLOCK[0]
        self.fn.__kwdefaults__ = self.values() or None

    def stale(self):
        return self.clocked and (self.clock != _CLOCK[0] or _MOVED[0])


def bind(graph):
    """The graph's :class:`Runner` (its lowering: the backend's own operations, no dispatch)."""
    run = graph._run = Runner(graph)
    return run


def bound_values(graph):
    """The keyword values the graph's generated function takes (parameters read now)."""
    run = graph._run if graph._run is not None else bind(graph)
    return run.values()


def call(graph, args, kwargs):
    """``graph(*args, **kwargs)`` (see :meth:`Graph.__call__`)."""
    run = graph._run
    if run is None:
        run = bind(graph)
    elif run.clocked and (run.clock != _CLOCK[0] or _MOVED[0]):
        run.refresh()
    for m, t in run.modes:
        if m.training != t:
            return retrace(graph, args, kwargs, f"{type(m).__name__}.training is {m.training}, traced {t}")
    try:
        return run.fn(*args, **kwargs)
    except GuardFailed as e:
        if run.lowered and graph.fn is None:
            # no function to trace again: the ivy calls themselves (dispatch chooses the backend's path)
            plain = graph.meta.get("_plain_runner")
            if plain is None:
                plain = graph.meta["_plain_runner"] = Runner(graph, lowered=False)
            try:
                return plain.fn(*args, **plain.values())
            except GuardFailed:
                pass
        return retrace(graph, args, kwargs, e)


def retrace(graph, args, kwargs, err):
    """Run a variant traced for these inputs (trace one now if none fits)."""
    for v in graph._variants:
        try:
            return call(v, args, kwargs)
        except GuardFailed:
            continue
    if graph.fn is None:
        raise GuardError(f"the graph does not hold for these inputs ({err}) and has no function to trace again "
                         "(it was made by a transformation): trace the function for them") from None
    if len(graph._variants) >= MAX_VARIANTS:
        raise GuardError(f"the graph's guards failed ({err}) and it was traced {MAX_VARIANTS} times already; "
                         "the traced code reads a value or shape that keeps changing: keep it in the graph "
                         "(ivy.where, ivy.if_else) or trace for each case yourself")
    from .trace import _trace

    new, out = _trace(graph.fn, args, kwargs, **graph.trace_options)
    graph._variants.append(new)
    return out

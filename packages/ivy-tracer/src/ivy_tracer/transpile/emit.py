"""Emitting a lifted graph of ivy calls as the target framework's own code.

The calls that depend on no input and no weight (a Gaussian kernel built from its sigma, the
constant factors of a colour conversion) are computed once (constant folding; random draws
stay). The graph is lowered (each ivy call replaced by the operations the target backend ran: torch
functions on PyTorch, NumPy functions on NumPy, the backend's function on JAX and TensorFlow)
and written as ``def forward(<parameters>, <inputs>)`` returning ``(outputs, new_state)``. The
guards the frontend's shape reads recorded are dropped: a transpiled object keeps one graph per
input signature (shapes, dtypes, static arguments) and picks it before calling, so the code
needs none.

>>> # see ivy_tracer.transpile for a full example
"""

from __future__ import annotations

from ..codegen import generate
from ..graph import graphs_in, map_arg

__all__ = ["Emitted", "emit", "SMALL_LITERALS"]

SMALL_LITERALS = 64  # constants of up to this many elements are written into the code (made at each call)


class Emitted:
    """The native code of one lifted graph: ``source`` (its text), ``fn`` (the function:
    ``fn(*param_values, *inputs) -> (outputs, state)``), ``slots`` (for each of ``fn``'s first
    arguments: ``("param", source_name)`` or ``("const", value)``)."""

    __slots__ = ("source", "fn", "slots", "n_inputs", "loops")

    def __init__(self, source, fn, slots, n_inputs, loops=False):
        self.source = source
        self.fn = fn
        self.slots = slots
        self.n_inputs = n_inputs
        self.loops = loops  # (whether it runs a while loop: see jit)

    def leading(self, params):
        """The leading arguments of :attr:`fn` from ``params`` (source name -> array)."""
        return [params[v] if k == "param" else v for k, v in self.slots]


def _strip_guards(graph):
    for n in graph.nodes:
        if n.meta.get("guards") or n.meta.get("lowered_guards"):
            n.meta = {k: v for k, v in n.meta.items() if k not in ("guards", "lowered_guards")}
        for sg in graphs_in((n.args, n.kwargs)):
            _strip_guards(sg)


def _inline_scalars(graph):
    """Constant 0-d NumPy arrays (a lowering's ``np.maximum(x, 0)`` zero) written into the code as
    NumPy scalars, so the source needs no value passed in."""
    import sys

    np = sys.modules.get("numpy")
    if np is None:
        return
    for sg in graph.subgraphs():  # (a loop body's or a branch's own constants too)
        _inline_scalars(sg)
    for n in list(graph.constants):
        v = n.meta.get("value")
        if type(v) is np.ndarray and v.ndim == 0 and v.dtype.kind in "biuf":
            scalar = v[()]
            for u in list(n.users):
                u.args = map_arg(u.args, lambda a, n=n, s=scalar: s if a is n else a)
                u.kwargs = map_arg(u.kwargs, lambda a, n=n, s=scalar: s if a is n else a)
            if not n.users:
                graph.erase(n)


def emit(lifted, target, name="forward"):
    """:class:`Emitted` of a :class:`~ivy_tracer.transpile.lift.Lifted` (lifted on ``target``)."""
    import ivy

    from .standalone import inline_constants

    with ivy.using_backend(target):  # (creation calls without array arguments: on the target)
        g = lifted.graph.fold_constants()  # (a copy: what depends on no input nor weight, computed once)
    _strip_guards(g)
    low = g.lower()
    if low is g:
        low = g.copy()
    _strip_guards(low)
    _inline_scalars(low)
    # (small constants, a folded -inf or kernel, as literals: the code takes no arguments for them)
    inline_constants(low, target, limit=SMALL_LITERALS, parameters=False)
    _literal_args(low, target, SMALL_LITERALS)
    low.name = name
    gen = generate(low, params_first=True, natives=True)
    slots = []
    for n in gen.param_nodes:
        if n.kind == "parameter":
            slots.append(("param", str(n.target)))
        else:
            slots.append(("const", n.meta.get("value")))
    fn = gen.function(filename=f"<transpiled {name} {id(gen):x}>")
    return Emitted(gen.text, fn, slots, lifted.n_inputs, loops=_has_loop(low))


def _has_loop(graph):
    return any(getattr(n.target, "__name__", None) == "while_loop" for n in graph.calls) or any(
        _has_loop(sg) for sg in graph.subgraphs())


def _literal_args(graph, target, limit):
    """The arrays of up to ``limit`` elements that the lowered calls hold as arguments (a lowering
    writes a constant input into the call) as literal calls, so the code needs no argument for them."""
    from ..capture.arrays import is_array
    from ..graph import Node
    from .standalone import array_literal

    def literal(a, before):
        c = a.__class__
        if c is tuple or c is list:
            return c(literal(x, before) for x in a)
        if c is dict:
            return {k: literal(v, before) for k, v in a.items()}
        if c is Node or not is_array(a):
            return a
        lit = array_literal(a, target, limit)
        return a if lit is None else graph.call(lit, (), {}, name="literal", before=before)

    for n in list(graph.calls):
        n.args, n.kwargs = literal(n.args, n), literal(n.kwargs, n)

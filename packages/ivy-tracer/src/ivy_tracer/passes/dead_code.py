"""Dead-code elimination: calls whose values nothing uses are dropped, except in-place writes
and random draws (removing those would change what the function does), and the parameters and
constants only they used.

>>> import ivy, ivy_tracer
>>> def f(x):
...     unused = ivy.sin(x)
...     return ivy.cos(x)
>>> g = ivy_tracer.trace(f, ivy.asarray([1.0], backend="numpy"))
>>> [n.target.__name__ for n in g.eliminate_dead_code().calls]
['cos']
"""

from __future__ import annotations

__all__ = ["eliminate_dead_code", "eliminate_dead_code_inplace"]


def _captured(graph):
    """The nodes of ``graph`` that its control-flow sub-graphs (at any depth) read as captures."""
    out = set()
    stack = list(graph.subgraphs())
    while stack:
        sg = stack.pop()
        for n in sg.inputs:
            c = n.meta.get("capture")
            if c is not None:
                out.add(c)
        stack.extend(sg.subgraphs())
    return out


def eliminate_dead_code_inplace(graph):
    """Remove ``graph``'s dead nodes (in place); returns how many were removed. A node a
    sub-graph captures (a loop body reading an outer value) is used."""
    removed = 0
    captured = _captured(graph)
    for n in reversed(list(graph.nodes)):
        if n.users or n.kind in ("input", "output") or n in captured:
            continue
        if n.kind == "call" and n.is_impure:
            continue
        graph.erase(n)
        removed += 1
    for sg in graph.subgraphs():
        removed += eliminate_dead_code_inplace(sg)
    return removed


def eliminate_dead_code(graph):
    """A copy of ``graph`` without its dead nodes."""
    g = graph.copy()
    eliminate_dead_code_inplace(g)
    return g

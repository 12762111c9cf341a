"""Constant folding: the calls that depend on no input are computed once and become constants.

A call folds when every node it reads is a constant or a folded call (or a parameter, with
``parameters=True``: their current values are then frozen into the graph, as for inference).
Never folded: random draws (each call must draw anew), in-place writes, and values that an
in-place write later changes (a folded array would be written on every call and shared between
them), nor control flow. Folded values are constants named after the call they replace.

>>> import ivy, ivy_tracer
>>> def f(x):
...     scale = ivy.exp(ivy.asarray(1.0, backend="numpy"))
...     return x * scale
>>> g = ivy_tracer.trace(f, ivy.asarray([1.0], backend="numpy"))
>>> [n.target.__name__ for n in g.fold_constants().calls]
['multiply']
"""

from __future__ import annotations

from ..graph import Node, graphs_in, map_arg
from .dead_code import eliminate_dead_code_inplace

__all__ = ["fold_constants", "foldable"]


def _mutated(graph):
    """The nodes an in-place write changes later, and every node they were computed from (a view
    of a folded array would share its memory)."""
    hit = set()
    for n in graph.nodes:
        if n.kind == "call" and n.meta.get("mutates"):
            stack = [a for a in n.inputs()][:1] if n.args else []
            stack += [v for k, v in n.kwargs.items() if k == "out" and v.__class__ is Node]
            while stack:
                m = stack.pop()
                if m in hit:
                    continue
                hit.add(m)
                stack += m.inputs()
    return hit


def foldable(graph, parameters=False):
    """The nodes of ``graph`` whose values depend on no input (see the module docstring)."""
    mutated = _mutated(graph)
    out = set()
    for n in graph.nodes:
        if n.kind == "constant" or (n.kind == "parameter" and parameters):
            out.add(n)
        elif n.kind == "call":
            if n.meta.get("random") or n.meta.get("mutates") or n in mutated or graphs_in((n.args, n.kwargs)):
                continue
            if all(i in out for i in n.inputs()):
                out.add(n)
    return out


def _value(n, env):
    if n in env:
        return env[n]
    if n.kind == "constant":
        return n.meta.get("value")
    ref = n.meta.get("ref")
    return ref.get() if ref is not None else n.meta.get("value")


def _natives(v):
    """ivy's creation functions return ``ivy.Array`` s; graphs hold native arrays."""
    import ivy

    if v.__class__ is ivy.Array:
        return v._data
    if v.__class__ is tuple:
        return tuple(_natives(x) for x in v)
    if v.__class__ is list:
        return [_natives(x) for x in v]
    return v


def fold_constants(graph, parameters=False):
    """A copy of ``graph`` with its input-independent calls computed (see the module docstring)."""
    g = graph.copy()
    fold = foldable(g, parameters)
    env = {}
    for n in g.nodes:
        if n.kind != "call" or n not in fold:
            continue
        args = map_arg(n.args, lambda a: _value(a, env))
        kwargs = map_arg(n.kwargs, lambda a: _value(a, env))
        env[n] = _natives(n.target(*args, **kwargs))
    for n in list(g.nodes):
        if n.kind != "call" or n not in env:
            continue
        if all(u in env for u in n.users):
            continue  # only folded calls read it: nothing to replace
        c = g.constant(env[n], name=n.name, meta={k: v for k, v in n.meta.items() if k in ("shape", "dtype")})
        c.meta["folded"] = n.format_target()
        for u in list(n.users):
            if u not in env:
                u.replace_input(n, c)
    eliminate_dead_code_inplace(g)
    return g

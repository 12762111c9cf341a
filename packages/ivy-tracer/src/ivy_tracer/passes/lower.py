"""Lowering: a graph of ivy calls as the backend's own operations, without ivy's dispatch.

An ivy call whose backend operations were recorded while it ran (PyTorch: ``TorchFunctionMode``
inside the backend's function) becomes those operations (``ivy.linear`` -> ``torch.nn.functional
.linear``), with the guards the backend's code read (``x.dtype``: the backend chose its path by
it). Any other ivy call becomes a call of the backend's function itself (:class:`~ivy_tracer
.targets.BackendFunction`: what the dispatcher would have called). Control flow keeps its node,
its bodies lowered. Calling a graph runs its lowering.

>>> import ivy, ivy_tracer
>>> g = ivy_tracer.trace(lambda x: ivy.exp(x), ivy.asarray([1.0], backend="numpy"))
>>> print(g.lower().source().splitlines()[-2].strip())
exp = _numpy_backend.exp(x)
"""

from __future__ import annotations

import operator

from ..graph import Graph, Node, map_arg
from ..targets import BackendFunction

__all__ = ["lower", "is_ivy_call"]


def is_ivy_call(n):
    return n.kind == "call" and n.meta.get("framework") == "ivy" and n.meta.get("qual") is not None


def lower(graph):
    """A copy of ``graph`` with its ivy calls lowered (see the module docstring)."""
    if graph.meta.get("lowered") or not any(is_ivy_call(n) or _has_subgraph(n) for n in graph.nodes):
        return graph
    g = Graph(graph.name)
    g.meta = dict(graph.meta)
    g.meta["lowered"] = True
    g.fn, g.trace_options, g.root = graph.fn, graph.trace_options, graph.root
    env = {}
    for n in graph.nodes:
        if is_ivy_call(n):
            env[n] = _lower_call(g, n, env)
        elif (n.kind == "call" and n.target is operator.getitem and n.args and n.args[0].__class__ is Node
              and isinstance(env.get(n.args[0]), (tuple, list))):
            env[n] = env[n.args[0]][n.args[1]]
        else:
            m = g.copy_node(n, env, keep_name=True)
            if _has_subgraph(m):
                m.args = _lower_graphs(m.args)
                m.kwargs = _lower_graphs(m.kwargs)
            env[n] = m
            if n.meta.get("guards"):
                m.meta["guards"] = list(n.meta["guards"])
    hoist_dtype_guards(g)
    return g


def hoist_dtype_guards(g):
    """Replace the dtype guards of computed values by dtype guards of the inputs: a value's dtype
    follows from its inputs' (every operation's output dtype is a function of its inputs' dtypes),
    so one check per input at the top holds them all."""
    found = False
    for n in g.nodes:
        if n.kind == "input":
            continue
        gl = n.meta.get("guards")
        if gl and any(e == "{}.dtype" for e, _ in gl):
            n.meta["guards"] = [(e, v) for e, v in gl if e != "{}.dtype"]
            found = True
    if not found:
        return
    for n in g.inputs:
        d = n.meta.get("native_dtype")
        if n.meta.get("capture") is None and d is not None:
            gl = n.meta["guards"] = list(n.meta.get("guards", ()))
            if ("{}.dtype", d) not in gl:
                gl.append(("{}.dtype", d))


def _lower_call(g, n, env):
    low = n.meta.get("lowered")
    b = n.meta["backend"]
    if low is None:
        import ivy

        backend = ivy.get_backend(b)
        args = _native_values(backend, map_arg(n.args, lambda a: env[a]))
        kwargs = _native_values(backend, map_arg(n.kwargs, lambda a: env[a]))
        meta = {k: v for k, v in n.meta.items() if k not in ("lowered", "qual")}
        meta["framework"] = b
        return g.call(BackendFunction(b, n.meta["qual"]), args, kwargs, name=n.name, meta=meta)
    sub = {}
    result = None
    for m in low.nodes:
        if m.kind == "input":
            outer = env[m.meta["outer"]]
            sub[m] = outer
            guards = m.meta.get("guards")
            if guards and outer.__class__ is Node and outer.kind not in ("parameter", "constant"):
                gl = outer.meta.setdefault("guards", [])
                outer.meta["guards"] = gl = list(gl)
                for item in guards:
                    if item not in gl:
                        gl.append(item)
        elif m.kind == "output":
            result = map_arg(m.args[0], lambda a: sub[a])
        else:
            c = g.copy_node(m, sub)
            if m.kind == "call" and n.meta.get("line"):
                c.meta.setdefault("line", n.meta["line"])
            if n.meta.get("random"):
                c.meta.setdefault("random", c.meta.get("random", False))
            if m.meta.get("guards"):
                c.meta["guards"] = list(m.meta["guards"])
            sub[m] = c
    return result


def _native_values(backend, a):
    """``a`` with ivy dtypes written as the backend's native ones (the backend's functions take those)."""
    import ivy

    c = a.__class__
    if c is tuple:
        return tuple(_native_values(backend, x) for x in a)
    if c is list:
        return [_native_values(backend, x) for x in a]
    if c is dict:
        return {k: _native_values(backend, v) for k, v in a.items()}
    if isinstance(a, ivy.Dtype):
        return backend.native_dtype(a)
    return a


def _has_subgraph(n):
    from ..graph import graphs_in

    return bool(graphs_in((n.args, n.kwargs)))


def _lower_graphs(a):
    c = a.__class__
    if c is Graph:
        return lower(a)
    if c is tuple:
        return tuple(_lower_graphs(x) for x in a)
    if c is list:
        return [_lower_graphs(x) for x in a]
    if c is dict:
        return {k: _lower_graphs(v) for k, v in a.items()}
    return a

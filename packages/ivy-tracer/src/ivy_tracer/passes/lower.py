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
                outer = {k: v for k, v in env.items() if v.__class__ is Node}
                m.args = _lower_graphs(m.args, outer)
                m.kwargs = _lower_graphs(m.kwargs, outer)
            env[n] = m
    hoist_dtype_guards(g)
    hoist_shape_guards(g)
    return g


# operations whose result's shape depends on values, not only on shapes
_VALUE_SHAPED = ("nonzero", "unique", "argwhere", "masked_select", "compress", "extract", "flatnonzero",
                 "boolean_mask", "where", "repeat_interleave", "trim_zeros", "bincount", "histogram", "unique_")


def _value_shaped(g):
    for n in g.nodes:
        if n.kind != "call":
            continue
        name = n.format_target().rpartition(".")[2].lower()
        if any(name.startswith(v) for v in _VALUE_SHAPED):
            return True
        if n.format_target() in ("operator.getitem",) and any(
                m.meta.get("dtype") == "bool" for m in n.inputs()[1:]):
            return True
    return False


def hoist_shape_guards(g):
    """Replace the lowering's shape guards of computed values by shape guards of the inputs (a
    value's shape follows from its inputs' shapes), unless the graph has an operation whose
    result's shape depends on values (``nonzero``, boolean masks): then they stay where they are."""
    shape_exprs = ("tuple({}.shape)", "{}.ndim", "len({})")
    found = False
    for n in g.nodes:
        gl = n.meta.get("lowered_guards")
        if n.kind == "input" or not gl:
            continue
        if any(e in shape_exprs or e.startswith("{}.size(") for e, _ in gl):
            found = True
    if not found or _value_shaped(g):
        return
    for n in g.nodes:
        gl = n.meta.get("lowered_guards")
        if n.kind != "input" and gl:
            n.meta["lowered_guards"] = [(e, v) for e, v in gl if not (e in shape_exprs or e.startswith("{}.size("))]
    for n in g.inputs:
        shape = n.meta.get("shape")
        if n.meta.get("capture") is None and shape is not None and None not in shape:
            gl = [(e, v) for e, v in n.meta.get("lowered_guards", ()) if not (e in shape_exprs or
                                                                              e.startswith("{}.size("))]
            gl.append(("tuple({}.shape)", tuple(shape)))
            n.meta["lowered_guards"] = gl


def hoist_dtype_guards(g):
    """Replace the lowering's dtype guards of computed values by dtype guards of the inputs: a
    value's dtype follows from its inputs' (every operation's output dtype is a function of its
    inputs' dtypes), so one check per input at the top holds them all."""
    found = False
    for n in g.nodes:
        if n.kind == "input":
            continue
        gl = n.meta.get("lowered_guards")
        if gl and any(e == "{}.dtype" for e, _ in gl):
            n.meta["lowered_guards"] = [(e, v) for e, v in gl if e != "{}.dtype"]
            found = True
    if not found:
        return
    for n in g.inputs:
        d = n.meta.get("native_dtype")
        if n.meta.get("capture") is None and d is not None:
            gl = n.meta["lowered_guards"] = list(n.meta.get("lowered_guards", ()))
            if ("{}.dtype", d) not in gl and ("{}.dtype", d) not in n.meta.get("guards", ()):
                gl.append(("{}.dtype", d))


def _lower_call(g, n, env):
    """The lowering of the ivy call ``n`` in ``g``; the user's guards on ``n`` go with its result."""
    out = _lowered(g, n, env)
    if n.meta.get("guards") and out.__class__ is Node:
        out.meta["guards"] = list(out.meta.get("guards", ())) + [x for x in n.meta["guards"]
                                                                 if x not in out.meta.get("guards", ())]
    return out


def _lowered(g, n, env):
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
                gl = outer.meta["lowered_guards"] = list(outer.meta.get("lowered_guards", ()))
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
            gl = c.meta.pop("guards", None)
            if gl:
                c.meta["lowered_guards"] = list(gl)
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


def _lower_graphs(a, outer):
    """The sub-graphs in ``a`` lowered, their captures pointed at the lowered enclosing graph's
    nodes (``outer``: old -> new; a capture of an ivy call reads its lowering's result)."""
    c = a.__class__
    if c is Graph:
        low = lower(a)
        if low is a:
            low = a.copy()
        low.remap_captures(outer)
        return low
    if c is tuple:
        return tuple(_lower_graphs(x, outer) for x in a)
    if c is list:
        return [_lower_graphs(x, outer) for x in a]
    if c is dict:
        return {k: _lower_graphs(v, outer) for k, v in a.items()}
    return a

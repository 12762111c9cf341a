"""``graph.to_backend(name)``: a graph of ivy calls for another backend.

ivy's calls run on any backend, so only the values change: parameters and constants are
converted to the new backend's arrays (the weights are copied: the new graph holds these
copies, not the module), the inputs' dtype guards name its dtypes, and the ivy calls' lowerings
(the old backend's operations) are dropped, so the new graph lowers to the new backend's
functions. A graph holding a framework's own operations (a PyTorch trace, or native calls beside
ivy's) cannot move: :class:`~ivy_tracer.TraceError` (transpiling is for those).

>>> import ivy, ivy_tracer
>>> g = ivy_tracer.trace(lambda x: ivy.sin(x) * 2.0, ivy.asarray([1.0], backend="numpy"))
>>> g.to_backend("torch").backend
'torch'
"""

from __future__ import annotations

import ivy
from ivy import _dispatch

from ..errors import TraceError
from ..params import FixedRef

__all__ = ["to_backend"]


def _check(graph):
    for n in graph.nodes:
        if n.kind == "call" and n.meta.get("framework") != "ivy":
            raise TraceError(
                f"graph.to_backend: node {n.name} ({n.format_target()}) is a {n.meta.get('framework')} operation, "
                "not an ivy call; only a graph of ivy calls runs on another backend (trace ivy code, or "
                "transpile framework code)")
    for sg in graph.subgraphs():
        _check(sg)


def _convert(v, source, target):
    from ..capture.arrays import is_array

    if v.__class__ is ivy.Array:
        v = v._data
    if not is_array(v):
        return v
    b = _dispatch._TYPES[type(v)]
    if b is None:
        return v
    return ivy.to_backend(v, target.name) if b is not target else v


def _retarget(graph, source, target):
    for n in graph.nodes:
        n.meta = dict(n.meta)
        if n.kind == "call":
            n.meta["lowered"] = None
            if "backend" in n.meta:
                n.meta["backend"] = target.name
        d = n.meta.get("native_dtype")
        if d is not None:
            n.meta["native_dtype"] = target.native_dtype(source.ivy_dtype(d))
        if n.meta.get("guards"):
            gl = []
            for expr, val in n.meta["guards"]:
                if expr == "{}.dtype":
                    val = target.native_dtype(source.ivy_dtype(val))
                gl.append((expr, val))
            n.meta["guards"] = gl
    for sg in graph.subgraphs():
        _retarget(sg, source, target)


def to_backend(graph, backend):
    """A copy of ``graph`` (a graph of ivy calls) on ``backend`` (see the module docstring)."""
    _check(graph)
    target = ivy.get_backend(backend).load()
    source = ivy.get_backend(graph.backend).load()
    g = graph.copy()
    for n in g.nodes:
        if n.kind == "parameter":
            value = n.meta["ref"].get()
            conv = _convert(value, source, target)
            n.meta = {**n.meta, "ref": FixedRef(conv)}
        elif n.kind == "constant":
            v = n.meta.get("value")
            n.meta = {**n.meta, "value": _convert(v, source, target)}
    _retarget(g, source, target)
    g.meta["backend"] = target.name
    g.meta.pop("lowered", None)
    g.meta.pop("_plain_runner", None)
    g.meta.pop("modes", None)
    if g.fn is not None:
        g.trace_options = dict(g.trace_options or {})
    return g

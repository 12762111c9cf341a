"""Lifting a graph of PyTorch calls to a graph of ivy calls: each node is run by the torch
frontend's function of the same name (``torch.nn.functional.conv2d`` ->
``ivy_frontends.torch.nn.functional.conv2d``, ``x.flatten(1)`` -> the frontend ``Tensor``'s
``flatten``) on frontend tensors holding the *target* backend's arrays, while an ivy trace
records the ivy calls those functions make.

The source's parameters and buffers become the ivy graph's parameter nodes, named as in the
source (``0.weight``), their values the source's converted to the target's arrays. What the
source changes in place (BatchNorm's running statistics in training, ``num_batches_tracked``)
is not written back by the ivy graph: the lifted function returns the new values as extra
outputs (``state``), and the transpiled object stores them after each call.
"""

from __future__ import annotations

import operator

import ivy
from ivy import _tree

from ..errors import TraceError
from ..graph import _identifier, map_arg
from ..targets import SETITEM, Attr, Method, SetItem, describe, qualified_name
from .errors import TranspileError

__all__ = ["lift_torch", "Lifted"]


class Lifted:
    """A graph of ivy calls on the target backend, and what the transpiled object needs to call
    its native code: ``param_names`` (source names, in the order of ``values``), ``values`` (the
    target's arrays), ``state_names`` (the buffers a call changes, returned after the outputs),
    ``structure`` (the source's output nest, with ``None`` for each array leaf)."""

    def __init__(self, graph, param_names, values, state_names, n_inputs):
        self.graph = graph
        self.param_names = param_names
        self.values = values
        self.state_names = state_names
        self.n_inputs = n_inputs


def _frontend_fn(node, ft):
    """The frontend's function for the torch function ``node.target`` (a TranspileError where the
    frontend has none)."""
    q = qualified_name(node.target)
    if q is not None and q.startswith("torch."):
        o = ft
        for part in q.split(".")[1:]:
            o = getattr(o, part, None)
            if o is None:
                break
        if o is not None:
            return o
    raise _unsupported(node, q or describe(node.target))


def _unsupported(node, what, why="ivy_frontends.torch has no such function"):
    line = node.meta.get("line")
    at = f" (called at {line})" if line else ""
    return TranspileError(
        f"transpile: the torch operation {what}{at} cannot be transpiled: {why}. Rewrite that line with "
        "operations the frontend has (ivy_tracer.unsupported(obj, args) lists every such operation of a "
        "model), or add the function to ivy_frontends.torch", op=what, line=line)


def _value_converter(ft, target):
    """Non-array values of the torch graph as the frontend takes them (torch dtypes -> frontend
    dtypes, devices -> their names, torch tensors kept as constants -> target arrays)."""
    import torch

    def conv(v):
        if isinstance(v, torch.dtype):
            return getattr(ft, str(v).rpartition(".")[2])
        if isinstance(v, torch.device):
            return str(v)
        if isinstance(v, torch.Size):
            return tuple(v)
        if isinstance(v, torch.Tensor):
            return ft.Tensor(to_target(v, target))
        return v

    return conv


def to_target(t, target):
    """A torch tensor's values as a native array of ``target`` (a copy; gradients not kept)."""
    import numpy as np

    a = t.detach().cpu()
    if a.dtype == _torch().bfloat16:
        a = a.float()
    arr = np.array(a.numpy(), copy=True)
    return ivy.asarray(arr, backend=target)._data


def _torch():
    import torch

    return torch


def lift_torch(tgraph, target, examples):
    """:class:`Lifted` of ``tgraph`` (a graph of torch calls) on the ivy backend ``target``;
    ``examples``: a torch tensor for each of its input nodes (the traced call's)."""
    import ivy_frontends.torch as ft
    from ivy_frontends.torch.tensor import Tensor

    from ..trace import trace

    _check_supported(tgraph, ft)
    conv = _value_converter(ft, target)
    params = {}
    names = {}
    for n in tgraph.nodes:
        if n.kind == "parameter":
            v = n.meta["ref"].get()
            params[n] = to_target(v, target)
            names[n] = str(n.target)
    inputs = tgraph.inputs
    # the closure the ivy trace finds the parameters in (by identity: renamed after the trace)
    store = {names[n]: params[n] for n in params}
    by_id = {id(v): k for k, v in store.items()}
    changed_names = []

    def lifted(*xs):
        env = {}
        tensors = {}
        for node, x in zip(inputs, xs):
            env[node] = Tensor(x)
        for node in params:
            env[node] = tensors[node] = Tensor(store[names[node]])
        for node in tgraph.nodes:
            k = node.kind
            if k in ("input", "parameter", "output"):
                continue
            if k == "constant":
                env[node] = conv(node.meta.get("value"))
                continue
            a = map_arg(node.args, lambda m: env[m])
            kw = map_arg(node.kwargs, lambda m: env[m])
            a, kw = _tree.map_leaves(conv, (a, kw))
            env[node] = _run(node, ft, a, kw)
        out = map_arg(tgraph.output_node.args[0], lambda m: env[m])
        out = _tree.map_leaves(lambda v: v._data if isinstance(v, Tensor) else v, out)
        state = {}
        for node, t in tensors.items():
            if t._data is not store[names[node]]:
                state[names[node]] = t._data
        changed_names[:] = list(state)
        return out, state

    with ivy.using_backend(target):
        xs = [to_target(x, target) for x in examples]
        try:
            g = trace(lifted, *xs, source="ivy", name=tgraph.name)
        except TranspileError:
            raise
        except TraceError as e:
            raise TranspileError(f"transpile: running the torch graph through the frontend on {target} failed: {e}"
                                 ) from e
    g.meta.pop("signature", None)
    for n, tn in zip(g.inputs, inputs):
        n.name = tn.name
    pnames, values = [], []
    for n in g.parameters:
        ref = n.meta["ref"]
        name = by_id.get(id(ref.get()))
        if name is None:
            continue
        n.target = name
        n.name = _identifier(name)
        pnames.append(name)
        values.append(store[name])
    g.meta["transpiled_from"] = "torch"
    return Lifted(g, pnames, values, list(changed_names), len(inputs))


def _run(node, ft, a, kw):
    t = node.target
    try:
        if isinstance(t, Method):
            obj = a[0]
            f = getattr(obj, t.name, None)
            if f is None:
                raise _unsupported(node, f"Tensor.{t.name}", "the frontend Tensor has no such method")
            return f(*a[1:], **kw)
        if isinstance(t, Attr):
            return getattr(a[0], t.name)
        if isinstance(t, SetItem) or t is SETITEM:
            a[0][a[1]] = a[2]
            return a[0]
        if getattr(t, "__module__", None) in ("_operator", "operator") or t is abs:
            return t(*a, **kw)
        return _frontend_fn(node, ft)(*a, **kw)
    except TranspileError:
        raise
    except NotImplementedError as e:
        raise _unsupported(node, describe(t), f"the frontend does not implement it ({e})") from e
    except ivy.IvyError as e:
        line = node.meta.get("line")
        raise TranspileError(f"transpile: the torch operation {describe(t)}"
                             f"{' (called at ' + line + ')' if line else ''} failed in the frontend: {e}",
                             op=describe(t), line=line) from e


def _check_supported(tgraph, ft):
    """Every operation of ``tgraph`` has a frontend function (one error naming the first missing
    one, before anything runs)."""
    bad = unsupported_ops(tgraph, ft)
    if bad:
        what, line = bad[0]
        node = next(n for n in tgraph.nodes if n.meta.get("line") == line) if line else None
        if node is not None:
            raise _unsupported(node, what)
        raise TranspileError(f"transpile: the torch operation {what} cannot be transpiled: ivy_frontends.torch has "
                             "no such function", op=what, line=line)


def unsupported_ops(tgraph, ft=None):
    """``[(op, line), ...]``: the operations of a torch graph the frontend has no function for."""
    if ft is None:
        import ivy_frontends.torch as ft
    from ivy_frontends.torch.tensor import Tensor

    out = []
    for n in tgraph.nodes:
        if n.kind != "call":
            continue
        t = n.target
        if isinstance(t, (Method, Attr)):
            if not hasattr(Tensor, t.name):
                out.append((f"Tensor.{t.name}", n.meta.get("line")))
        elif isinstance(t, SetItem) or t is operator.getitem or getattr(t, "__module__", None) in (
                "_operator", "operator") or t is abs:
            continue
        else:
            try:
                _frontend_fn(n, ft)
            except TranspileError:
                q = qualified_name(t) or describe(t)
                out.append((q, n.meta.get("line")))
    return out


"""Lifting a graph of a source framework's calls to a graph of ivy calls: each node is run by the
source's frontend function of the same name (``torch.nn.functional.conv2d`` ->
``ivy_frontends.torch.nn.functional.conv2d``, ``x.flatten(1)`` -> the frontend ``Tensor``'s
``flatten``; ``jax.lax.add`` -> ``ivy_frontends.jax.lax.add``; ``tf.raw_ops.MatMul`` ->
``ivy_frontends.tensorflow.raw_ops.MatMul``; ``np.add`` -> ``ivy_frontends.numpy.add``) on
frontend arrays holding the *target* backend's arrays, while an ivy trace records the ivy calls
those functions make. What differs between sources (where a node's frontend function is, how a
value of the source framework becomes the frontend's) is a :class:`Frontend`; the rest is
:func:`lift`.

The source's parameters and buffers become the ivy graph's parameter nodes, named as in the
source (``0.weight``), their values the source's converted to the target's arrays. What the
source changes in place (BatchNorm's running statistics in training, ``num_batches_tracked``)
is not written back by the ivy graph: the lifted function returns the new values as extra
outputs (``state``), and the transpiled object stores them after each call.
"""

from __future__ import annotations

import ivy
from ivy import _tree

from ..errors import TraceError
from ..graph import _identifier, map_arg
from ..targets import SETITEM, Attr, Method, SetItem, describe, qualified_name
from .errors import TranspileError

__all__ = ["Frontend", "lift", "Lifted", "interpret", "with_captures", "numpy_to_target"]


def numpy_to_target(arr, target):
    """A NumPy array as a native array of the ivy backend ``target``."""
    return ivy.asarray(arr, backend=target)._data


class Frontend:
    """How one source framework's graph is lifted (subclassed per source): ``name`` (the source),
    ``array`` (the frontend's array class), and the hooks below."""

    name = "?"
    module = "?"  # where a missing function would be added (``ivy_frontends.torch``)
    array = None
    scope = None  # (while a graph is lifted: its nodes' values, for sub-graphs' captures)

    def function(self, node):
        """The frontend's callable for a call node's target (:func:`unsupported` where none)."""
        raise NotImplementedError

    def has_method(self, name):
        return hasattr(self.array, name)

    def convert(self, v):
        """A non-array value of the source graph (a dtype, a device, a constant array) as the
        frontend takes it."""
        return v

    def to_target(self, v, target):
        """A source array's values as a native array of ``target`` (a copy)."""
        import numpy as np

        return numpy_to_target(np.array(v, copy=True), target)

    def wrap(self, native):
        """A native array of the target as the frontend's array."""
        return self.array(native)

    def unwrap(self, v):
        """The native array of a frontend value (others as they are)."""
        return v._data if isinstance(v, self.array) else v

    def tracing(self):
        """A context the lifting trace runs in (e.g. the frontend's draws on the backend's own
        random state, so they stay random nodes of the graph); none by default."""
        import contextlib

        return contextlib.nullcontext()

    def native_of(self, v):
        """The native array a parameter's frontend value holds now (its state after the call)."""
        return v._data

    def run(self, node, a, kw):
        """Run one call node on frontend values (methods, attributes, operators, indexing and
        functions; a source adds its own kinds of target by overriding this)."""
        t = node.target
        if isinstance(t, Method):
            f = getattr(a[0], t.name, None)
            if f is None:
                raise unsupported(self, node, f"{type(a[0]).__name__}.{t.name}",
                                  "the frontend's array has no such method")
            return f(*a[1:], **kw)
        if isinstance(t, Attr):
            return getattr(a[0], t.name)
        if isinstance(t, SetItem) or t is SETITEM:
            a[0][a[1]] = a[2]
            return a[0]
        if getattr(t, "__module__", None) in ("_operator", "operator") or t is abs:
            return t(*a, **kw)
        return self.function(node)(*a, **kw)

    def unsupported_ops(self, graph):
        """``[(op, line), ...]``: the operations of ``graph`` the frontend has nothing for."""
        out = []
        for n in graph.nodes:
            if n.kind != "call":
                continue
            t = n.target
            if isinstance(t, (Method, Attr)):
                if not self.has_method(t.name):
                    out.append((f"{self.array.__name__}.{t.name}", n.meta.get("line")))
            elif isinstance(t, SetItem) or t is SETITEM or getattr(t, "__module__", None) in (
                    "_operator", "operator") or t is abs:
                continue
            else:
                try:
                    self.function(n)
                except TranspileError:
                    out.append((qualified_name(t) or describe(t), n.meta.get("line")))
        return out


def by_qualified_name(fe, node, module, prefix):
    """The attribute of ``module`` at the node target's qualified name after ``prefix``
    (``torch.nn.functional.relu`` -> ``module.nn.functional.relu``)."""
    q = qualified_name(node.target)
    if q is not None and q.startswith(prefix):
        o = module
        for part in q[len(prefix):].split("."):
            o = getattr(o, part, None)
            if o is None:
                break
        if o is not None:
            return o
    raise unsupported(fe, node, q or describe(node.target))


def unsupported(fe, node, what, why=None):
    """The :class:`TranspileError` for an operation ``what`` of the source ``fe`` at ``node``."""
    why = why or f"{fe.module} has no such function"
    line = node.meta.get("line")
    at = f" (called at {line})" if line else ""
    return TranspileError(
        f"transpile: the {fe.name} operation {what}{at} cannot be transpiled: {why}. Rewrite that line with "
        "operations the frontend has (ivy_tracer.unsupported(obj, args) lists every such operation of a "
        f"model), or add the function to {fe.module}", op=what, line=line)


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


def lift(tgraph, fe, target, examples):
    """:class:`Lifted` of ``tgraph`` (a graph of the source's calls) on the ivy backend ``target``;
    ``fe``: the source's :class:`Frontend`; ``examples``: a source array for each input node."""
    from ..trace import trace
    from .progress import current

    report = current()
    report.traced(sum(1 for n in tgraph.nodes if n.kind == "call"), fe.name)
    check_supported(tgraph, fe)
    params = {}
    names = {}
    for n in tgraph.nodes:
        if n.kind == "parameter":
            params[n] = fe.to_target(n.meta["ref"].get(), target)
            names[n] = str(n.target)
    inputs = tgraph.inputs
    # the closure the ivy trace finds the parameters in (by identity: renamed after the trace)
    store = {names[n]: params[n] for n in params}
    by_id = {id(v): k for k, v in store.items()}
    changed_names = []
    conv = fe.convert

    def lifted(*xs):
        env = fe.scope = {}  # (the values of the graph's nodes: sub-graphs' captures read them)
        held = {}
        for node, x in zip(inputs, xs):
            env[node] = fe.wrap(x)
        for node in params:
            env[node] = held[node] = fe.wrap(store[names[node]])
        done = 0
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
            env[node] = _run(fe, node, a, kw)
            done += 1
            report.step(done)
        out = map_arg(tgraph.output_node.args[0], lambda m: env[m])
        out = _tree.map_leaves(fe.unwrap, out)
        state = {}
        for node, v in held.items():
            now = fe.native_of(v)
            if now is not store[names[node]]:
                state[names[node]] = now
        changed_names[:] = list(state)
        return out, state

    with ivy.using_backend(target), fe.tracing():
        xs = [fe.to_target(x, target) for x in examples]
        try:
            g = trace(lifted, *xs, source="ivy", name=tgraph.name)
        except TranspileError:
            raise
        except TraceError as e:
            raise TranspileError(f"transpile: running the {fe.name} graph through the frontend on {target} "
                                 f"failed: {e}") from e
    report.converted(sum(1 for n in g.nodes if n.kind == "call"))
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
    g.meta["transpiled_from"] = fe.name
    return Lifted(g, pnames, values, list(changed_names), len(inputs))


def with_captures(fe, graphs, outer):
    """``outer`` with the values of the constants ``graphs`` (sub-graphs) capture, made now, in
    the enclosing trace: made inside a loop body's trace they would be the body's own values."""
    scope = dict(outer)
    for sg in graphs:
        for n in sg.inputs:
            cap = n.meta.get("capture")
            if cap is not None and cap not in scope:
                scope[cap] = fe.convert(cap.meta.get("value"))
    return scope


def interpret(fe, sg, own, outer):
    """The output nest of the control-flow sub-graph ``sg`` run through the frontend ``fe`` on
    frontend values: ``own``, its own inputs in order; an input that captures an enclosing node
    reads ``outer`` (the enclosing graphs' values) or, for a constant, the constant's value."""
    env = {}
    it = iter(own)
    for n in sg.inputs:
        cap = n.meta.get("capture")
        if cap is None:
            env[n] = next(it)
        else:
            env[n] = outer[cap] if cap in outer else fe.convert(cap.meta.get("value"))
    scope = {**outer, **env}
    held = fe.scope
    fe.scope = scope
    try:
        for node in sg.nodes:
            k = node.kind
            if k in ("input", "output"):
                continue
            if k == "constant":
                scope[node] = fe.convert(node.meta.get("value"))
                continue
            if k == "parameter":
                scope[node] = outer[node]
                continue
            a = map_arg(node.args, lambda m: scope[m])
            kw = map_arg(node.kwargs, lambda m: scope[m])
            a, kw = _tree.map_leaves(fe.convert, (a, kw))
            scope[node] = _run(fe, node, a, kw)
    finally:
        fe.scope = held
    return map_arg(sg.output_node.args[0], lambda m: scope[m])


def _run(fe, node, a, kw):
    t = node.target
    try:
        return fe.run(node, a, kw)
    except TranspileError:
        raise
    except NotImplementedError as e:
        raise unsupported(fe, node, describe(t), f"the frontend does not implement it ({e})") from e
    except ivy.IvyError as e:
        line = node.meta.get("line")
        raise TranspileError(f"transpile: the {fe.name} operation {describe(t)}"
                             f"{' (called at ' + line + ')' if line else ''} failed in the frontend: {e}",
                             op=describe(t), line=line) from e


def check_supported(tgraph, fe):
    """Every operation of ``tgraph`` has a frontend function (one error naming the first missing
    one, before anything runs)."""
    bad = fe.unsupported_ops(tgraph)
    if bad:
        what, line = bad[0]
        node = next((n for n in tgraph.nodes if n.meta.get("line") == line), None) if line else None
        if node is not None:
            raise unsupported(fe, node, what)
        raise TranspileError(f"transpile: the {fe.name} operation {what} cannot be transpiled: {fe.module} has "
                             "no such function", op=what, line=line)

"""A recorded graph for eager autograd on backends that have no tape of their own (JAX, and by
choice TensorFlow and MXNet): torch's ``loss.backward()`` on any autodiff backend.

While some array is *watched* (a leaf that requires grad), the tape is one of ivy's dispatch
hooks (``ivy.add_dispatch_hook``: a tracer may hook at the same time): each outermost backend
call with a watched or recorded native array among its arguments becomes a :class:`Node` (the backend function, its
arguments, its outputs). Nodes are found through their outputs' ``id`` and live exactly as long
as those outputs (a weak reference removes the entry), so a graph is freed with the arrays it
made, as torch frees its autograd graph.

``gradients(outputs, cotangents, leaves)`` replays the nodes between the leaves and the outputs
as one pure function of the leaves under ``ivy.vjp`` (``jax.vjp``, a TensorFlow tape,
``mx.autograd``), so the gradients are the backend's own. The forward is computed twice (once
eagerly, once in the replay): the price of eager autograd on a functional framework. Calls the
frontends make outside ivy's dispatch (indexing through the backend's hooks) are recorded with
:func:`call`.

No hook is installed while nothing is watched: dispatch then pays nothing.
"""

from __future__ import annotations

import itertools
import weakref

import ivy

# ivy functions whose results carry no gradient: their outputs are not recorded.
NOT_DIFFERENTIABLE = frozenset({
    "stop_gradient", "argmax", "argmin", "argsort", "argwhere", "nonzero", "equal", "not_equal", "less",
    "less_equal", "greater", "greater_equal", "isnan", "isinf", "isfinite", "logical_and", "logical_or",
    "logical_not", "logical_xor", "sign", "floor", "ceil", "round", "trunc", "randint", "random_uniform",
    "random_normal", "bernoulli", "multinomial", "shuffle", "zeros_like", "ones_like", "empty_like",
    "full_like", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_invert", "bitwise_left_shift",
    "bitwise_right_shift", "searchsorted", "bincount", "count_nonzero", "isin", "isclose", "signbit",
})

_LEAF = object()


class Node:
    """One recorded backend call (its outputs by ``id`` only: a node lives as long as they do)."""

    __slots__ = ("fn", "args", "kwargs", "outs", "seq", "name", "__weakref__")

    def __init__(self, fn, args, kwargs, outs, seq, name):
        self.fn, self.args, self.kwargs, self.outs, self.seq, self.name = fn, args, kwargs, outs, seq, name

    def __repr__(self):
        return f"<{self.name}Backward>"


class Tape:
    """The recorded graph of one process (module-level :data:`TAPE`)."""

    def __init__(self):
        self.entries = {}  # id(native) -> (node or _LEAF, weakref to the native)
        self.enabled = True  # torch.no_grad() turns it off
        self.depth = 0  # > 0 inside a recorded call (its inner calls are not recorded)
        self.counter = itertools.count()
        self.installed = False

    # -------------------------------------------------------------- bookkeeping
    def _add(self, native, what):
        key = id(native)
        entries = self.entries

        def gone(_ref, key=key):
            e = entries.get(key)
            if e is not None and e[1] is _ref:
                del entries[key]

        entries[key] = (what, weakref.ref(native, gone))

    def entry(self, native):
        e = self.entries.get(id(native))
        if e is not None and e[1]() is native:
            return e[0]
        return None

    def tracked(self, native):
        """Whether ``native`` is watched or was computed from a watched array while recording."""
        return self.entry(native) is not None

    def node_of(self, native):
        e = self.entry(native)
        return None if e is None or e is _LEAF else e

    def watch(self, native):
        """Record everything computed from ``native`` from now on."""
        self._add(native, _LEAF)
        if not self.installed or self.hook not in ivy.dispatch_hooks():  # (set_dispatch_hook(None) drops it)
            self._install()

    def unwatch(self, native):
        e = self.entries.get(id(native))
        if e is not None and e[0] is _LEAF and e[1]() is native:
            del self.entries[id(native)]

    def _install(self):
        ivy.add_dispatch_hook(self.hook)
        self.installed = True

    # -------------------------------------------------------------- recording
    def _any_tracked(self, args, kwargs):
        entries = self.entries
        for a in itertools.chain(args, kwargs.values()):
            c = a.__class__
            if c is list or c is tuple:
                for b in a:
                    if id(b) in entries and self.entry(b) is not None:
                        return True
            elif id(a) in entries and self.entry(a) is not None:
                return True
        return False

    def hook(self, backend, qual, fn, args, kwargs):
        if self.depth or not self.enabled or not self.entries or not self._any_tracked(args, kwargs):
            return fn(*args, **kwargs)
        self.depth += 1
        try:
            out = fn(*args, **kwargs)
        finally:
            self.depth -= 1
        if qual not in NOT_DIFFERENTIABLE:
            # replayed later under ivy.vjp: the backend's own function, not the other hooks' chain
            self._record(getattr(fn, "__ivy_raw__", fn), args, kwargs, out, qual)
        return out

    def call(self, fn, args, name):
        """``fn(*args)`` (a backend hook the frontends call directly), recorded like a dispatched call."""
        if not self.entries or self.depth or not self.enabled or not self._any_tracked(args, {}):
            return fn(*args)
        self.depth += 1
        try:
            out = fn(*args)
        finally:
            self.depth -= 1
        self._record(fn, args, {}, out, name)
        return out

    def _record(self, fn, args, kwargs, out, name):
        outs = tuple(out) if out.__class__ in (tuple, list) else (out,)
        node = Node(fn, args, kwargs, tuple(id(o) for o in outs), next(self.counter), name)
        for o in outs:
            if ivy.is_native_array(o):
                self._add(o, node)

    # -------------------------------------------------------------- gradients
    def gradients(self, outputs, cotangents, leaves):
        """d(sum(outputs * cotangents))/d(leaf) for each leaf (natives; None where unconnected)."""
        nodes, reached = self._subgraph(outputs, leaves)
        use = [lf for lf in leaves if id(lf) in reached]
        if not use:
            return [None] * len(leaves)
        order = sorted(nodes.values(), key=lambda nd: nd.seq)
        # an output that died may have left its id to an unrelated array: only the outputs the
        # entries still name (alive, made by this node) are substituted in the replay
        outs = [tuple(o if self._made_by(o, nd) else None for o in nd.outs) for nd in order]

        def replay(*vals):
            env = {id(lf): v for lf, v in zip(use, vals)}
            for nd, live in zip(order, outs):
                args = tuple(_subst(a, env) for a in nd.args)
                kwargs = {k: _subst(v, env) for k, v in nd.kwargs.items()}
                r = nd.fn(*args, **kwargs)
                rs = tuple(r) if r.__class__ in (tuple, list) else (r,)
                for o, v in zip(live, rs):
                    if o is not None:
                        env[o] = v
            return tuple(env.get(id(o), o) for o in outputs)

        was = self.enabled
        self.enabled = False
        try:
            _, pull = ivy.vjp(replay, *use)
            gs = pull(tuple(cotangents))
        finally:
            self.enabled = was
        by_leaf = {id(lf): g for lf, g in zip(use, gs)}
        return [by_leaf.get(id(lf)) for lf in leaves]

    def _made_by(self, out_id, nd):
        e = self.entries.get(out_id)
        return e is not None and e[0] is nd and e[1]() is not None

    def _subgraph(self, outputs, leaves):
        leaf_ids = {id(lf) for lf in leaves}
        nodes, reached, seen = {}, set(), set()
        stack = list(outputs)
        while stack:
            x = stack.pop()
            if id(x) in seen:
                continue
            seen.add(id(x))
            if id(x) in leaf_ids and self.entry(x) is not None:
                reached.add(id(x))
                continue
            nd = self.node_of(x)
            if nd is None or id(nd) in nodes:
                continue
            nodes[id(nd)] = nd
            for a in itertools.chain(nd.args, nd.kwargs.values()):
                if a.__class__ in (list, tuple):
                    stack.extend(b for b in a if self.tracked(b))
                elif self.tracked(a):
                    stack.append(a)
        return nodes, reached


def _subst(a, env):
    c = a.__class__
    if c is list or c is tuple:
        return c(env.get(id(b), b) for b in a)
    return env.get(id(a), a)


TAPE = Tape()


def call(fn, *args, name="call"):
    """``fn(*args)``, recorded when the tape is on (for backend hooks called outside dispatch)."""
    if TAPE.entries:
        return TAPE.call(fn, args, name)
    return fn(*args)

"""ivy's control flow in eager traces: ``ivy.while_loop``, ``ivy.if_else`` and ``ivy.for_loop``
stay nodes whose bodies are sub-graphs, where their conditions depend on traced arrays.

While a trace runs, the three are wrapped (in ``ivy`` and ``ivy.control_flow``):

- ``while_loop(test_fn, body_fn, vars)`` with an array among ``vars``: one node
  ``ivy.while_loop(<cond graph>, <body graph>, vars)``. Python numbers among the variables become
  0-d arrays (their values change in the loop, so the graph must hold them), as in
  ``jax.lax.while_loop``. With no array among them it is a Python loop: unrolled.
- ``if_else(cond, body_fn, orelse_fn, vars)``: ``cond`` (or ``cond(*vars)``) computed in the graph;
  a traced array gives one node with both branches as sub-graphs; a Python bool chooses the
  branch now (its operations are recorded).
- ``for_loop(iterable, body_fn, vars)`` over an array (or a ``range`` / list of numbers, made a
  0-d int64 array per item): one node with the body as a sub-graph; over other Python
  iterables: unrolled.

The nodes call ivy's functions, which run Python's loop eagerly and ``jax.lax`` / ``tf`` loops
under ``jax.jit`` and ``tf.function`` (so ``graph.compile()`` on those backends keeps the loop).
Bodies read outer values as captures; they must not read values into Python (no guards there).
"""

from __future__ import annotations

import ivy
from ivy import control_flow as _cf

from ..graph import Graph, InputSlot
from .arrays import is_array
from .recorder import Recorder, active, current

__all__ = ["ControlFlowCapture"]

_ORIG = {"while_loop": _cf.while_loop, "if_else": _cf.if_else, "for_loop": _cf.for_loop}


def _recording(rec):
    import threading

    return (rec is not None and rec.thread == threading.get_ident() and rec.sink() is rec)


def _arr(v):
    return is_array(v)


def _native(v):
    return v._data if type(v) is ivy.Array else v


class _Suspended:
    def __init__(self, rec):
        self.rec = rec

    def __enter__(self):
        self.rec.suspended += 1

    def __exit__(self, *exc):
        self.rec.suspended -= 1


def _subtrace(rec, fn, call, example, name):
    """A sub-graph of ``fn`` traced on ``example`` (a flat list of values) in a child recorder;
    ``call(fn, values)`` calls it as the construct does. Returns ``(graph, result)``."""
    from .recorder import _meta_of as meta_of  # (the tracer's own reads: no guards)

    sg = Graph(name)
    child = Recorder(sg, framework=rec.framework, backend=rec.backend, params=rec.params, parent=rec,
                     guards=False, arrays=rec.is_array)
    child.session = rec.root().session
    child.check_unknown = rec.root().check_unknown
    inputs = []
    example = [_traceable(rec, v) for v in example]
    for i, v in enumerate(example):
        if _arr(v):
            n = sg.input(f"{name}_in{i}", meta=meta_of(_native(v)))
            child.register(_native(v), n)
            if type(v) is ivy.Array:
                child.register(v, n)
            inputs.append(n)
        else:
            inputs.append(v)
    with active(child):
        res = call(fn, example)
    return sg, child, inputs, res


def _traceable(rec, v):
    """A NumPy array or scalar (a loop item, made while nothing was recorded) as a traced array, so
    that the body's NumPy operations on it are recorded."""
    if "numpy" in rec.root().session.native_capture:
        import numpy as np

        from .numpy import TracedArray, wrap_input

        n = _native(v)
        if isinstance(n, (np.ndarray, np.generic)) and type(n) is not TracedArray:
            t = wrap_input(n)
            return ivy.Array(t) if type(v) is ivy.Array else t
    return v


def _finish(sg, child, signature, res):
    from ivy import _tree

    leaves, td = _tree.flatten(res)
    nodes = [child.node_of(_native(v)) if _arr(v) else v for v in leaves]
    sg.set_output(_tree.unflatten(td, nodes))
    sg.meta["signature"] = signature


def _as_arrays(rec, values):
    """Python numbers among loop variables as 0-d ``ivy.Array`` s of the trace's backend (made by
    ivy calls, so the graph holds them; ``ivy.Array``, so the body's operators on them are ivy's)."""
    out = []
    for v in values:
        if isinstance(v, (bool, int, float, complex)):
            v = ivy.asarray(v, backend=rec.backend)
        out.append(v)
    return out


def while_loop(test_fn, body_fn, vars):  # noqa: A002 - ivy's name
    rec = current()
    if not _recording(rec) or not isinstance(vars, (tuple, list, dict)):
        return _ORIG["while_loop"](test_fn, body_fn, vars)
    state = list(vars.values()) if isinstance(vars, dict) else list(vars)
    if not any(_arr(v) for v in state):
        return _ORIG["while_loop"](test_fn, body_fn, vars)
    state = _as_arrays(rec, state)
    cond_g, cchild, cin, cres = _subtrace(rec, test_fn, lambda f, s: f(*s), state, "while_cond")
    sig = [(n.name if hasattr(n, "name") else f"v{i}", "pos", InputSlot(n.name) if hasattr(n, "name") else n)
           for i, n in enumerate(cin)]
    _finish(cond_g, cchild, sig, cres)
    body_g, bchild, bin_, bres = _subtrace(rec, body_fn, lambda f, s: f(*s), state, "while_body")
    bres = bres if isinstance(bres, tuple) else (bres,)
    sig = [(n.name if hasattr(n, "name") else f"v{i}", "pos", InputSlot(n.name) if hasattr(n, "name") else n)
           for i, n in enumerate(bin_)]
    _finish(body_g, bchild, sig, tuple(bres))
    with _Suspended(rec):
        out = _ORIG["while_loop"](test_fn, body_fn, tuple(state))
    rec.record(_ORIG["while_loop"], (cond_g, body_g, tuple(_native(v) for v in state)), {},
               tuple(_native(v) for v in out), meta={"framework": "ivy", "control": "while_loop"})
    return out


def if_else(cond, body_fn, orelse_fn, vars):  # noqa: A002 - ivy's name
    rec = current()
    if not _recording(rec) or not isinstance(vars, (tuple, list, dict)):
        return _ORIG["if_else"](cond, body_fn, orelse_fn, vars)
    kw = isinstance(vars, dict)
    c = (cond(**vars) if kw else cond(*vars)) if callable(cond) else cond
    if not _arr(c) or not rec.known(_native(c)):
        return _ORIG["if_else"](c, body_fn, orelse_fn, vars)
    values = list(vars.values()) if kw else list(vars)
    keys = list(vars) if kw else None

    def call(f, vs):
        return f(**dict(zip(keys, vs))) if kw else f(*vs)

    graphs = []
    for fn, name in ((body_fn, "then_branch"), (orelse_fn, "else_branch")):
        sg, child, ins, res = _subtrace(rec, fn, call, values, name)
        sig = [(keys[i] if kw else (n.name if hasattr(n, "name") else f"v{i}"), "kw" if kw else "pos",
                InputSlot(n.name) if hasattr(n, "name") else n) for i, n in enumerate(ins)]
        _finish(sg, child, sig, res)
        graphs.append(sg)
    with _Suspended(rec):
        out = _ORIG["if_else"](c, body_fn, orelse_fn, vars)
    vs = {k: _native(v) for k, v in vars.items()} if kw else tuple(_native(v) for v in values)
    from ivy import _tree

    nat = _tree.map_leaves(_native, out)
    rec.record(_ORIG["if_else"], (_native(c), graphs[0], graphs[1], vs), {}, nat,
               meta={"framework": "ivy", "control": "if_else"})
    return out


def for_loop(iterable, body_fn, vars):  # noqa: A002 - ivy's name
    rec = current()
    if not _recording(rec) or not isinstance(vars, (tuple, list, dict)):
        return _ORIG["for_loop"](iterable, body_fn, vars)
    items = iterable
    if isinstance(items, range) or (isinstance(items, (list, tuple)) and items
                                    and all(isinstance(i, (int, float)) and not isinstance(i, bool) for i in items)):
        items = ivy.asarray(list(items), backend=rec.backend)  # (items as 0-d ivy.Arrays)
    elif not _arr(items):
        return _ORIG["for_loop"](iterable, body_fn, vars)
    state = list(vars.values()) if isinstance(vars, dict) else list(vars)
    state = _as_arrays(rec, state)
    with _Suspended(rec):
        first = next(iter(items))  # (an ivy.Array's items are ivy.Arrays: the body's operators are ivy's)
    items = _native(items)
    example = [first] + state
    sg, child, ins, res = _subtrace(rec, body_fn, lambda f, s: f(s[0], tuple(s[1:])), example, "for_body")
    res = res if isinstance(res, tuple) else (res,)
    slot = InputSlot(ins[0].name)
    sig = [("item", "pos", slot), ("state", "pos", tuple(InputSlot(n.name) if hasattr(n, "name") else n
                                                         for n in ins[1:]))]
    _finish(sg, child, sig, tuple(res))
    with _Suspended(rec):
        out = _ORIG["for_loop"](items, body_fn, tuple(state))
    rec.record(_ORIG["for_loop"], (items, sg, tuple(_native(v) for v in state)), {},
               tuple(_native(v) for v in out), meta={"framework": "ivy", "control": "for_loop"})
    return out


_WRAPPERS = {"while_loop": while_loop, "if_else": if_else, "for_loop": for_loop}


class ControlFlowCapture:
    """The wrappers, installed for one trace (a context manager)."""

    def __init__(self, session):
        self.session = session
        self.saved = []

    def __enter__(self):
        for name, fn in _WRAPPERS.items():
            for mod in (ivy, _cf):
                old = getattr(mod, name, None)
                if old is not None and old is not fn:
                    self.saved.append((mod, name, old))
                    setattr(mod, name, fn)
        return self

    def __exit__(self, *exc):
        for mod, name, old in reversed(self.saved):
            setattr(mod, name, old)
        self.saved.clear()

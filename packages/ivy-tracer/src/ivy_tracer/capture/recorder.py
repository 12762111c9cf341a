"""The eager recorder: a function runs on its real inputs while each operation it makes is
written to a :class:`~ivy_tracer.Graph`.

Values are told apart by identity: every array the trace has seen maps (by ``id``, the object
kept alive) to its node. An array the function reads that the trace never made is a parameter
(found beforehand where it is kept: a module's weights, a closure's arrays; see
:mod:`ivy_tracer.params`) or a constant.

Capture mechanisms call :meth:`Recorder.record` for each operation at the level being recorded:
ivy's dispatch hook for ivy calls, torch's ``TorchFunctionMode`` and the NumPy tracer array for
native operations. While an ivy call runs (``ivy_depth > 0``) native operations go to that
call's *lowering* (a sub-recorder whose graph is the call as the backend's own operations), not
to the graph.
"""

from __future__ import annotations

import sys
import threading

from ..errors import TraceError, where
from ..graph import Graph, Node, graphs_in
from ..targets import Target, is_literal

__all__ = ["Recorder", "current", "active"]

_LOCAL = threading.local()


def current():
    """The recorder writing now in this thread (the innermost), or None."""
    stack = getattr(_LOCAL, "stack", None)
    return stack[-1] if stack else None


class active:  # noqa: N801 - a context manager used like a function
    """``with active(rec):`` makes ``rec`` the current recorder of this thread."""

    def __init__(self, rec):
        self.rec = rec

    def __enter__(self):
        stack = getattr(_LOCAL, "stack", None)
        if stack is None:
            stack = _LOCAL.stack = []
        stack.append(self.rec)
        return self.rec

    def __exit__(self, *exc):
        _LOCAL.stack.pop()


class Recorder:
    """Writes one graph. ``parent``: the recorder of the enclosing graph (for a control-flow body,
    whose reads of outer values become *captures*: inputs that name an outer node); ``params``:
    ``id -> (name, ref)`` of the arrays known beforehand."""

    def __init__(self, graph, *, framework, backend, params=None, parent=None, guards=False, kind="graph",
                 arrays=None):
        self.graph = graph
        self.framework = framework
        self.backend = backend  # ivy backend name
        self.params = {} if params is None else params
        self.parent = parent
        self.guards = guards
        self.kind = kind  # "graph" (the traced function or a body) or "lowering" (an ivy call's)
        self.values = {}  # id -> (obj, node)
        self.ivy_depth = 0
        self.lowering = None  # the sub-recorder of the ivy call running now
        self.suspended = 0
        self.valid = True  # a lowering stays valid while the backend's code reads no values
        self.thread = threading.get_ident()
        self.is_array = arrays or _is_array
        self.n_const = 0
        self.line_cache = {}

    # ------------------------------------------------------------ values
    def register(self, obj, node):
        self.values[id(obj)] = (obj, node)

    def known(self, obj):
        hit = self.values.get(id(obj))
        return hit is not None and hit[0] is obj

    def lookup(self, obj):
        """The node of ``obj`` if this recorder has one (or a capture of the enclosing graph's), else None."""
        hit = self.values.get(id(obj))
        if hit is not None and hit[0] is obj:
            return hit[1]
        if self.parent is not None and self.kind == "graph":
            outer = self.parent.lookup(obj)
            if outer is not None:
                n = self.graph.input(outer.name, meta={**_meta_of(obj), "capture": outer})
                self.register(obj, n)
                return n
        return None

    def node_of(self, obj):
        """The node of the array ``obj``: known, else a parameter or constant (made now)."""
        n = self.lookup(obj)
        if n is not None:
            return n
        root = self.root()
        if root is not self and self.kind == "graph":
            # an array a body reads from outside: made at the top, captured here
            root.node_of(obj)
            return self.lookup(obj)
        return self.new_leaf(obj)

    def new_leaf(self, obj):
        hit = self.params.get(id(obj))
        if hit is not None and hit[2] is obj:
            name, ref, _ = hit
            n = self.graph.parameter(name, meta={**_meta_of(obj), "ref": ref})
        else:
            self.check_unknown(obj)
            if not self.valid:
                n = self.graph.constant(obj, name="const", meta=_meta_of(obj))
                self.register(obj, n)
                return n
            n = self.graph.constant(obj, name="const", meta=_meta_of(obj))
        self.register(obj, n)
        return n

    def check_unknown(self, obj):
        """Called before an array the trace did not make becomes a constant (hooks may refuse)."""

    def root(self):
        r = self
        while r.parent is not None and r.kind == "graph":
            r = r.parent
        return r

    def arg(self, a):
        """``a`` (an argument, possibly nested) with arrays replaced by nodes, and values generated
        source cannot spell by constant nodes."""
        c = a.__class__
        if c is tuple:
            return tuple(self.arg(x) for x in a)
        if c is list:
            return [self.arg(x) for x in a]
        if c is dict:
            return {k: self.arg(v) for k, v in a.items()}
        if c is slice:
            return slice(self.arg(a.start), self.arg(a.stop), self.arg(a.step))
        if c is Node or c is Graph:
            return a
        if self.is_array(a):
            if type(a).__module__ == "numpy" and type(a).__name__ != "ndarray" and self.lookup(a) is None \
                    and is_literal(a):
                return a  # (a NumPy scalar the trace did not make: written as it is)
            return self.node_of(a)
        if is_literal(a):
            return a
        if isinstance(a, tuple) and hasattr(a, "_fields"):
            return c(*(self.arg(x) for x in a))
        n = self.lookup(a)
        if n is None:
            if self.kind == "lowering" and hasattr(a, "__next__"):
                # an iterator the backend's code consumed (np.fromiter(map(...))): a replay would
                # find it empty; the ivy call keeps the backend's function
                self.valid = False
            n = self.graph.constant(a, name=_const_name(a))
            self.register(a, n)
        return n

    # ------------------------------------------------------------ recording
    def record(self, target, args, kwargs, result, meta=None, name=None):
        """A call node for ``target(*args, **kwargs) -> result``; ``result``'s arrays map to it
        (a tuple or list of arrays: one ``getitem`` node each). Returns the node."""
        meta = {} if meta is None else meta
        meta.setdefault("framework", self.framework)
        if isinstance(target, Target) and target.mutates:
            meta["mutates"] = True
        if "line" not in meta and self.kind == "graph":
            meta["line"] = self.line()
        self.suspended += 1  # (the recorder's own reads of shapes are not the function's)
        try:
            a = self.arg(tuple(args))
            k = self.arg(dict(kwargs)) if kwargs else {}
            node = self.graph.call(target, a, k, name=name, meta=meta)
            self.register_result(node, result)
        finally:
            self.suspended -= 1
        return node

    def register_result(self, node, result):
        if self.is_array(result):
            node.meta.update(_meta_of(result))
            self.register(result, node)
            return
        c = result.__class__
        if c is tuple or c is list or isinstance(result, tuple):
            import operator

            node.meta["multi"] = len(result)
            for i, r in enumerate(result):
                if self.is_array(r):
                    item = self.graph.call(operator.getitem, (node, i), name=f"{node.name}_{i}",
                                           meta={"framework": node.meta.get("framework"), **_meta_of(r)})
                    self.register(r, item)
        elif result is not None and not is_literal(result):
            self.register(result, node)

    def guard(self, obj, expr, value):
        """Record that the trace read ``expr`` (``"{}.shape"``) of ``obj`` as ``value``: the graph
        holds only while it reads the same (checked where the value is made). Reads of
        parameters and constants (fixed arrays) are not checked."""
        n = self.lookup(obj)
        if n is None or n.kind in ("parameter", "constant"):
            return
        if n.meta.get("capture") is not None:
            n = n.meta["capture"]
            if n.kind in ("parameter", "constant"):
                return
            n.meta.setdefault("guards", [])
        gl = n.meta.setdefault("guards", [])
        item = (expr, value)
        if item not in gl:
            gl.append(item)

    def fixed(self, obj):
        """Whether the traced array ``obj`` has the same value on every run of the graph: made by
        calls from constants only (no input, parameter, random draw or sub-graph feeds it), as
        kornia's check ``(torch.tensor(sigma) > 0).all()`` of Python numbers."""
        n = self.lookup(obj)
        if n is None or n.kind != "call":
            return False
        memo = self.__dict__.setdefault("_fixed", {})
        stack, seen = [n], []
        while stack:
            m = stack.pop()
            hit = memo.get(m)
            if hit is not None:
                if not hit:
                    break
                continue
            if m.kind == "constant":
                continue
            if m.kind != "call" or m.meta.get("random") or graphs_in((m.args, m.kwargs)):
                memo[m] = False
                break
            seen.append(m)
            stack.extend(m.inputs())
        else:
            for m in seen:
                memo[m] = True
            return True
        return False

    def value_read(self, obj, what, value_fn):
        """The user's code reads an array's value into Python (``bool(x)``): a TraceError naming
        the line, or, with ``guards``, the value with a guard recorded. A value made from
        constants only (:meth:`fixed`) is read as it is: it holds for every call."""
        if self.fixed(obj):
            return value_fn()
        if not self.guards:
            line = where(sys._getframe(1))
            e = TraceError(
                f"{what} reads the value of a traced array into Python at "
                f"{line or 'an unknown line'}; "
                "the graph would hold this one value. Use ivy.where / ivy.if_else / ivy.while_loop (or the "
                "framework's torch.where, jax.lax.cond, tf.cond) so the choice stays in the graph, or trace with "
                "ivy_tracer.trace(..., guards=True) to record a guard and trace again when the value changes")
            from ..errors import user_frame

            f = user_frame(sys._getframe(1))
            e.op, e.line = what, (None if f is None else f"{f.f_code.co_filename}:{f.f_lineno}")  # (for transpile)
            raise e
        v = value_fn()
        expr = {"bool()": "bool({})", "float()": "float({})", "int()": "int({})", ".item()": "{}.item()",
                "complex()": "complex({})", "index": "int({})", ".tolist()": "{}.tolist()"}.get(what)
        if expr is None:
            raise TraceError(f"{what} of a traced array cannot be guarded (at {where(sys._getframe(1))}); "
                             "keep the computation in the graph")
        self.guard(obj, expr, v)
        return v

    def line(self):
        """The user's current source line (``file:line``), or None."""
        from ..errors import user_frame

        f = user_frame(sys._getframe(2))
        if f is None:
            return None
        return f"{f.f_code.co_filename}:{f.f_lineno}"

    # ------------------------------------------------------------ lowering
    def sink(self):
        """Where a native operation goes now: this graph (no ivy call running), the running ivy
        call's lowering, or None (not recorded: suspended, or no lowering)."""
        if self.suspended or getattr(_LOCAL, "internal", 0):
            return None
        if self.ivy_depth == 0:
            return self
        low = self.lowering
        return low if low is not None and low.valid else None


def _const_name(a):
    n = type(a).__name__.lower()
    return n if n.isidentifier() and len(n) < 20 else "const"


def _is_array(x):
    from .arrays import is_array

    return is_array(x)


def _meta_of(x):
    """``{"shape": ..., "dtype": ...}`` of an array (nothing for other values); the reads are the
    recorder's own, not the function's (no guard, no record)."""
    from . import arrays

    _LOCAL.internal = getattr(_LOCAL, "internal", 0) + 1
    try:
        return arrays.meta_of(x)
    finally:
        _LOCAL.internal -= 1


class internal:  # noqa: N801
    """``with internal():`` the tracer's own reads of arrays: not recorded, not guarded."""

    def __enter__(self):
        _LOCAL.internal = getattr(_LOCAL, "internal", 0) + 1

    def __exit__(self, *exc):
        _LOCAL.internal -= 1

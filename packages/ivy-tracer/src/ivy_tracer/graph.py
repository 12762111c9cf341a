"""The tracer's IR: a :class:`Graph` of :class:`Node` s (torch.fx's concepts, jaxpr's printing).

A node is one value. Its ``kind`` is one of

- ``"input"``: an array argument of the traced function (``target``: its name);
- ``"parameter"``: an array the function reads from outside its arguments, named where it is
  kept (a model's weights: ``fc1.weight``); its current value is read on every call;
- ``"constant"``: any other value the function reads that is not a Python literal (an array
  made at import time, a random generator object);
- ``"call"``: ``target(*args, **kwargs)``; ``args``/``kwargs`` hold other nodes, Python constants
  and, for control flow, sub-graphs (:class:`Graph`);
- ``"output"``: the function's result, its structure kept (``args[0]``).

``meta`` holds what passes know: ``shape``, ``dtype``, ``framework`` ("ivy", "torch", "jax",
"tensorflow", "numpy"), ``random`` (a draw, never folded), ``mutates`` (an in-place operation,
never removed), ``line`` (the user's source line) and, on an ivy call, ``lowered``: the same call
as the backend's own operations.

>>> import ivy, ivy_tracer
>>> g = ivy_tracer.trace(lambda x: ivy.sin(x) * 2, ivy.asarray([1.0, 2.0], backend="numpy"))
>>> [n.kind for n in g.nodes]
['input', 'call', 'call', 'output']
"""

from __future__ import annotations

import builtins
import keyword
import re

__all__ = ["Node", "Graph", "InputSlot", "map_arg", "nodes_in"]

KINDS = ("input", "parameter", "constant", "call", "output")


class Node:
    """One value of a :class:`Graph`. See the module docstring for the kinds.

    ``users`` (the nodes whose arguments name this one) is kept in sync by the graph.
    """

    __slots__ = ("graph", "name", "kind", "target", "_args", "_kwargs", "meta", "users", "__weakref__")

    def __init__(self, graph, name, kind, target, args=(), kwargs=None, meta=None):
        if kind not in KINDS:
            raise ValueError(f"node kind must be one of {KINDS}, got {kind!r}")
        self.graph = graph
        self.name = name
        self.kind = kind
        self.target = target
        self.meta = {} if meta is None else meta
        self.users = {}
        self._args = ()
        self._kwargs = {}
        self._set_args(tuple(args), dict(kwargs or {}))

    # -- arguments, with users kept in sync
    @property
    def args(self):
        return self._args

    @args.setter
    def args(self, value):
        self._set_args(tuple(value), self._kwargs)

    @property
    def kwargs(self):
        return self._kwargs

    @kwargs.setter
    def kwargs(self, value):
        self._set_args(self._args, dict(value))

    def _set_args(self, args, kwargs):
        g = self.graph
        if g is not None:
            g._run = None
        for n in self.inputs():
            n.users.pop(self, None)
        self._args, self._kwargs = args, kwargs
        for n in self.inputs():
            n.users[self] = None

    def inputs(self):
        """The nodes this node's arguments name (each once, in order)."""
        return nodes_in((self._args, self._kwargs))

    def replace_input(self, old, new):
        """Every use of ``old`` in this node's arguments becomes ``new`` (in its lowering's inputs
        and its sub-graphs' captures too)."""
        f = (lambda a: new if a is old else a)
        self._set_args(map_arg(self._args, f), map_arg(self._kwargs, f))
        low = self.meta.get("lowered")
        if low is not None:
            for i in low.inputs:
                if i.meta.get("outer") is old:
                    i.meta["outer"] = new
        for sg in graphs_in((self._args, self._kwargs)):
            sg.remap_captures({old: new})

    def replace_all_uses_with(self, new):
        """Every node using this one uses ``new`` instead; returns the users changed."""
        users = list(self.users)
        for u in users:
            u.replace_input(self, new)
        return users

    # -- what passes ask
    @property
    def shape(self):
        return self.meta.get("shape")

    @property
    def dtype(self):
        return self.meta.get("dtype")

    @property
    def is_impure(self):
        """Whether removing this node changes what the function does: an in-place write, a draw
        of random numbers, an output, an input."""
        return self.kind in ("output", "input") or bool(self.meta.get("mutates")) or bool(self.meta.get("random"))

    def format_target(self):
        from .targets import describe

        return describe(self.target) if self.kind == "call" else ("" if self.target is None else str(self.target))

    def __repr__(self):
        return f"<Node {self.name}: {self.kind} {self.format_target()}>".replace("  ", " ")


class InputSlot:
    """Where an input node sits in the traced arguments' structure (``graph.meta["signature"]``),
    by the node's name (copies of a graph keep input names)."""

    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"<input {self.name}>"


def map_arg(a, fn):
    """``a`` (a nest of tuples, lists, dicts and slices) with each :class:`Node` ``n`` replaced by
    ``fn(n)``."""
    c = a.__class__
    if c is Node:
        return fn(a)
    if c is tuple:
        return tuple(map_arg(x, fn) for x in a)
    if c is list:
        return [map_arg(x, fn) for x in a]
    if c is dict:
        return {k: map_arg(v, fn) for k, v in a.items()}
    if c is slice:
        return slice(map_arg(a.start, fn), map_arg(a.stop, fn), map_arg(a.step, fn))
    if isinstance(a, tuple) and hasattr(a, "_fields"):
        return c(*(map_arg(x, fn) for x in a))
    if isinstance(a, dict):  # ivy.Container and other dict classes
        d = {k: map_arg(v, fn) for k, v in a.items()}
        try:
            return c(d)
        except Exception:  # noqa: BLE001 - a dict class not built from a dict: a plain one
            return d
    return a


def nodes_in(a):
    """The nodes in the nest ``a``, each once, in order of appearance."""
    out = {}
    map_arg(a, lambda n: out.setdefault(n, None))
    return list(out)


def graphs_in(a):
    """The sub-graphs in the nest ``a`` (control flow's bodies)."""
    out = []

    def visit(x):
        c = x.__class__
        if c is Graph:
            out.append(x)
        elif c in (tuple, list):
            for y in x:
                visit(y)
        elif c is dict:
            for y in x.values():
                visit(y)

    visit(a)
    return out


_IDENT = re.compile(r"[^0-9a-zA-Z_]+")
# names generated code must not rebind: Python's builtins, and the modules it imports
_RESERVED = frozenset(dir(builtins)) | {"self", "ivy", "np", "tf", "torch", "jax", "numpy", "tensorflow", "operator",
                                        "math", "GuardFailed", "ivy_tracer"}


def _identifier(s):
    s = _IDENT.sub("_", str(s)).strip("_") or "v"
    if s[0].isdigit():
        s = "_" + s
    if keyword.iskeyword(s) or s in _RESERVED:
        s += "_"
    return s


class Graph:
    """An ordered list of :class:`Node` s: what a function computes, as data.

    Made by :func:`ivy_tracer.trace`. ``print(graph)`` shows it as a table with shapes and dtypes,
    :meth:`source` as Python, :meth:`show` as a picture; calling the graph runs its generated
    source on new inputs of the traced structure.

    >>> import ivy, ivy_tracer
    >>> g = ivy_tracer.trace(lambda x: ivy.exp(x) + 1.0, ivy.asarray([0.0], backend="numpy"))
    >>> print(g.source().splitlines()[-1].strip())
    return add
    """

    def __init__(self, name="forward"):
        self.nodes = []
        self.name = _identifier(name)
        self._names = {}
        self.meta = {}
        # set by a trace: the traced callable and its options (re-traced where a guard fails)
        self.fn = None
        self.trace_options = None
        self.root = None  # what parameters are read from (a module), for printing
        self._run = None  # the bound generated function (see ivy_tracer.runner)
        self._fast = -1  # what __call__ compares ivy's clock with (see Runner.fast_clock)
        self._variants = []

    # ------------------------------------------------------------ building
    def unique_name(self, hint):
        base = _identifier(hint)
        n = self._names.get(base)
        if n is None:
            self._names[base] = 0
            return base
        while True:
            n += 1
            cand = f"{base}_{n}"
            if cand not in self._names:
                self._names[base] = n
                self._names[cand] = 0
                return cand

    def _add(self, node, before=None):
        if before is None:
            self.nodes.append(node)
        else:
            self.nodes.insert(self.nodes.index(before), node)
        self._run = None
        return node

    def input(self, name, meta=None):
        """A new input node (kept before every other kind)."""
        n = Node(self, self.unique_name(name), "input", name, meta=meta)
        first = next((m for m in self.nodes if m.kind != "input"), None)
        return self._add(n, first)

    def parameter(self, name, meta=None):
        """A new parameter node named ``name`` (``meta["ref"]`` reads its current value)."""
        return self._add(Node(self, self.unique_name(name), "parameter", name, meta=meta), self._first_call())

    def constant(self, value, name="const", meta=None):
        """A new constant node holding ``value``."""
        meta = {} if meta is None else meta
        meta["value"] = value
        return self._add(Node(self, self.unique_name(name), "constant", None, meta=meta), self._first_call())

    def _first_call(self):
        for n in self.nodes:
            if n.kind in ("call", "output"):
                return n
        return None

    def call(self, target, args=(), kwargs=None, name=None, meta=None, before=None):
        """A new call node ``target(*args, **kwargs)`` (at the end, or before ``before``)."""
        if name is None:
            from .targets import short_name

            name = short_name(target)
        return self._add(Node(self, self.unique_name(name), "call", target, args, kwargs, meta), before)

    def set_output(self, structure, meta=None):
        """The output node (its one argument is the result's structure, nodes at the leaves)."""
        old = self.output_node
        if old is not None:
            self.erase(old)
        return self._add(Node(self, "output", "output", None, (structure,), meta=meta))

    def erase(self, node):
        """Remove ``node`` (it must have no users)."""
        if node.users:
            raise ValueError(f"node {node.name} still has users {[u.name for u in node.users]}")
        node._set_args((), {})
        self.nodes.remove(node)
        self._run = None

    # ------------------------------------------------------------ reading
    @property
    def inputs(self):
        return [n for n in self.nodes if n.kind == "input"]

    @property
    def parameters(self):
        return [n for n in self.nodes if n.kind == "parameter"]

    @property
    def constants(self):
        return [n for n in self.nodes if n.kind == "constant"]

    @property
    def calls(self):
        return [n for n in self.nodes if n.kind == "call"]

    @property
    def output_node(self):
        for n in reversed(self.nodes):
            if n.kind == "output":
                return n
        return None

    @property
    def framework(self):
        """Where the traced code came from: "ivy", "torch", "jax", "tensorflow" or "numpy"."""
        return self.meta.get("framework")

    @property
    def backend(self):
        """The framework the arrays live in (an ivy backend name)."""
        return self.meta.get("backend")

    def node(self, name):
        """The node called ``name``."""
        for n in self.nodes:
            if n.name == name:
                return n
        raise KeyError(name)

    def __iter__(self):
        return iter(self.nodes)

    def __len__(self):
        return len(self.nodes)

    def subgraphs(self):
        """The sub-graphs of the control-flow nodes (one level)."""
        return [g for n in self.nodes for g in graphs_in((n.args, n.kwargs))]

    # ------------------------------------------------------------ copying
    def copy(self, outer=None):
        """A copy whose nodes are new (sub-graphs copied too); meta dicts are shallow copies.
        ``outer``: old -> new nodes of the enclosing graph, for a sub-graph's captures."""
        g = Graph(self.name)
        g.meta = dict(self.meta)
        g.fn, g.trace_options, g.root = self.fn, self.trace_options, self.root
        g._names = dict(self._names)
        env = {}
        for n in self.nodes:
            env[n] = g.copy_node(n, env, keep_name=True)
        if outer is not None:
            g.remap_captures(outer)
        return g

    def remap_captures(self, outer):
        """Point this sub-graph's captures at the enclosing graph's new nodes (``outer``: old -> new)."""
        for n in self.nodes:
            if n.kind == "input":
                c = n.meta.get("capture")
                if c is not None and c in outer:
                    n.meta["capture"] = outer[c]

    def copy_node(self, n, env, keep_name=False):
        """Append a copy of ``n`` (from this or another graph) whose argument nodes are looked up in
        ``env``; its name is kept where ``keep_name``, else made unique here."""
        args = _copy_args(n.args, env)
        kwargs = _copy_args(n.kwargs, env)
        meta = dict(n.meta)
        if meta.get("lowered") is not None:
            low = meta["lowered"] = meta["lowered"].copy()
            for i in low.inputs:  # (its inputs name the enclosing graph's nodes)
                o = i.meta.get("outer")
                if o is not None and o in env:
                    i.meta["outer"] = env[o]
        if meta.get("guards"):
            meta["guards"] = list(meta["guards"])
        m = Node(self, n.name if keep_name else self.unique_name(n.name), n.kind, n.target, args, kwargs, meta)
        self.nodes.append(m)
        self._run = None
        return m

    # ------------------------------------------------------------ printing
    def table(self):
        """The graph as rows ``(name, kind, target, args, shape, dtype)`` of strings."""
        from .targets import describe, format_arg

        rows = []
        for n in self.nodes:
            if n.kind == "call":
                tgt = describe(n.target)
                a = format_arg(n.args)[1:-1].rstrip(",")
                if n.kwargs:
                    a += (", " if a else "") + ", ".join(f"{k}={format_arg(v)}" for k, v in n.kwargs.items())
            elif n.kind == "output":
                tgt, a = "", format_arg(n.args[0])
            elif n.kind == "parameter":
                tgt, a = str(n.target), ""
            elif n.kind == "constant":
                tgt, a = "", _short_value(n.meta.get("value"))
            else:
                tgt, a = "", ""
            rows.append((n.name, n.kind, tgt, a, _fmt_shape(n.meta.get("shape")), _fmt_dtype(n.meta.get("dtype"))))
        return rows

    def __str__(self):
        head = ("name", "kind", "target", "args", "shape", "dtype")
        rows = [head] + [tuple(_clip(c, 60) for c in r) for r in self.table()]
        widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
        lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
        lines.insert(1, "  ".join("-" * w for w in widths))
        title = f"Graph {self.name} ({self.framework or '?'} code on {self.backend or '?'})"
        subs = []
        for n in self.nodes:
            for i, sg in enumerate(graphs_in((n.args, n.kwargs))):
                subs.append(f"\n{n.name} sub-graph {i} ({sg.name}):\n" + "\n".join(
                    "  " + ln for ln in str(sg).splitlines()[1:]))
        return title + "\n" + "\n".join(lines) + "".join(subs)

    def __repr__(self):
        return (f"<ivy_tracer.Graph {self.name}: {len(self.calls)} calls, {len(self.inputs)} inputs, "
                f"{len(self.parameters)} parameters ({self.framework} on {self.backend})>")

    # ------------------------------------------------------------ code
    def source(self, lowered=False):
        """The graph as Python source: ``def <name>(<inputs>, *, <parameters>, <constants>)``
        calling the framework's own functions (``ivy.*`` for ivy calls; with ``lowered`` the
        backend's own operations instead). ``exec`` it and call it with
        :meth:`bound_values` as keywords, or just call the graph."""
        from .codegen import generate

        g = self.lower() if lowered else self
        return generate(g).text

    @property
    def code(self):
        """:meth:`source` (torch.fx's name)."""
        return self.source()

    def bound_values(self):
        """The values of the parameters (current ones) and constants, by the keyword names the
        generated function takes."""
        from .runner import bound_values

        return bound_values(self)

    def __call__(self, *args, **kwargs):
        # the common call spelled out (a frame less): bound, nothing to check or ivy's clock unmoved
        run = self._run
        if run is not None:
            f = self._fast
            if f is None or f == _CLOCK[0] and not _MOVED[0]:
                try:
                    return run.fn(*args, **kwargs)
                except _GuardFailed as e:
                    return _failed(self, run, args, kwargs, e)
        return _call(self, args, kwargs)

    def refresh(self):
        """Read every parameter's value again (after replacing a parameter object, not updating
        it in place; ivy modules' new variables are seen without this)."""
        self._run = None

    # ------------------------------------------------------------ transformations
    def eliminate_dead_code(self):
        """A copy without the calls whose values nothing uses (in-place writes and random draws
        are kept)."""
        from .passes.dead_code import eliminate_dead_code

        return eliminate_dead_code(self)

    def fold_constants(self, parameters=False):
        """A copy where every call that depends on no input (and on no parameter, unless
        ``parameters``: their values are then frozen) is computed once and becomes a constant;
        random draws and in-place writes are never folded."""
        from .passes.fold_constants import fold_constants

        return fold_constants(self, parameters=parameters)

    def lower(self):
        """A copy whose ivy calls are replaced by the backend's own operations (for PyTorch the
        torch functions the backend called; elsewhere the backend's function, without ivy's
        dispatch)."""
        from .passes.lower import lower

        return lower(self)

    def to_backend(self, backend):
        """A copy of this graph of ivy calls for another backend: parameters and constants
        converted, dtypes and devices mapped. Raises :class:`TraceError` if the graph holds a
        framework's own calls (transpile those)."""
        from .passes.to_backend import to_backend

        return to_backend(self, backend)

    def compile(self, **options):
        """The graph's native source compiled by the backend's compiler (``jax.jit``,
        ``tf.function``, ``torch.compile``): a callable taking the traced inputs."""
        from .compiled import compile_graph

        return compile_graph(self, **options)

    # ------------------------------------------------------------ pictures
    def to_dot(self):
        """The graph in Graphviz's DOT language (a string; no package needed)."""
        from .draw import to_dot

        return to_dot(self)

    def show(self, path=None, format=None):  # noqa: A002 - graphviz's name
        """Draw the graph: to ``path`` (``.svg``, ``.png``, ``.pdf`` need Graphviz's ``dot``;
        ``.dot``/``.gv`` writes the DOT text), or in a notebook. Returns the path or the
        picture's bytes."""
        from .draw import show

        return show(self, path, format)


def _copy_args(a, env):
    def f(n):
        return env[n]

    a = map_arg(a, f)
    return _copy_graphs(a, env)


def _copy_graphs(a, env):
    c = a.__class__
    if c is Graph:
        return a.copy(outer=env)
    if c is tuple:
        return tuple(_copy_graphs(x, env) for x in a)
    if c is list:
        return [_copy_graphs(x, env) for x in a]
    if c is dict:
        return {k: _copy_graphs(v, env) for k, v in a.items()}
    return a


def _fmt_shape(s):
    if s is None:
        return ""
    return "(" + ", ".join("?" if d is None else str(d) for d in s) + ("," if len(s) == 1 else "") + ")"


def _fmt_dtype(d):
    if d is None:
        return ""
    return getattr(d, "name", None) or str(d)


def _short_value(v):
    if v is None:
        return ""
    shape = getattr(v, "shape", None)
    if shape is not None:
        try:
            return f"<{type(v).__name__} {_fmt_shape(tuple(shape))}>"
        except TypeError:
            pass
    return _clip(repr(v), 40)


def _clip(s, n):
    s = str(s)
    return s if len(s) <= n else s[: n - 3] + "..."


from ivy.container import CLOCK as _CLOCK  # noqa: E402
from ivy.container import MOVED as _MOVED  # noqa: E402

from .errors import GuardFailed as _GuardFailed  # noqa: E402
from .runner import call as _call  # noqa: E402 - runner imports this module
from .runner import failed as _failed  # noqa: E402

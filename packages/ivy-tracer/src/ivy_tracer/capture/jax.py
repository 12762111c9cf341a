"""Capturing JAX code with ``jax.make_jaxpr``: JAX's own trace, converted into a graph.

Each equation of the jaxpr becomes a call node of its primitive (written ``jax.lax.add(x, y)``
where ``jax.lax`` has a function of the primitive's name taking no parameters, else
``jax.lax.<name>_p.bind(..., **params)``). Calls of jitted functions and of functions with custom
derivatives (``jax.nn.relu``) are inlined (the graph computes the same values; its derivatives
are JAX's of the inlined operations). ``lax.scan``, ``lax.while_loop`` and ``lax.cond`` /
``lax.switch`` stay nodes with sub-graphs and are written as those functions. Arrays the
function closes over (a model's weights) are named parameters; the arguments keep their pytree
structure (a params dict, ``apply(params, x)``).

A jaxpr holds its shapes and dtypes, so the graph guards both on its inputs (a call with others
traces again). Reading a traced value into Python (``bool(x)``, ``float(x)``, ``x.item()``) is
JAX's ConcretizationTypeError, reported as :class:`~ivy_tracer.TraceError` with the line; values
cannot be guarded here (they do not exist while JAX traces): use ``lax.cond`` / ``jnp.where``.
"""

from __future__ import annotations

import operator

import jax
import jax.extend.core
import numpy as np

from ..errors import TraceError, where_tb
from ..graph import Graph, InputSlot
from ..params import find_parameters
from ..targets import Target, _call_src, qualified_name

__all__ = ["trace_jax", "Primitive", "Scan", "WhileLoop", "Switch"]

_core = jax.extend.core
_RANDOM_PRIMS = frozenset({"random_bits", "random_seed", "random_wrap", "random_unwrap", "random_split",
                           "random_fold_in", "threefry2x32"})
_INLINE = frozenset({"pjit", "jit", "closed_call", "core_call", "custom_jvp_call", "custom_vjp_call",
                     "custom_vjp_call_jaxpr", "remat", "checkpoint", "custom_lin", "remat2"})


class Primitive(Target):
    """A JAX primitive, called with ``bind``."""

    def __init__(self, prim):
        self.prim = prim
        self.name = prim.name

    def __call__(self, *args, **params):
        return self.prim.bind(*args, **params)

    def describe(self):
        return f"jax.lax.{self.name}"

    def render(self, cg, args, kwargs):
        lax_fn = getattr(jax.lax, self.name, None)
        if not kwargs and callable(lax_fn) and _plain_lax(self.name, len(args)):
            return _call_src(cg.ref_name(f"jax.lax.{self.name}"), args, {})
        q = qualified_name(self.prim)
        src = cg.ref_name(q) if q is not None else cg.ref(self.prim)
        return _call_src(f"{src}.bind", args, kwargs)

    def __eq__(self, other):
        return type(other) is Primitive and other.prim is self.prim

    def __hash__(self):
        return hash(("jaxprim", self.name))


_PLAIN = {}


def _plain_lax(name, n):
    """Whether ``jax.lax.<name>(*n operands)`` is ``<name>_p.bind`` of them (elementwise ops)."""
    key = (name, n)
    hit = _PLAIN.get(key)
    if hit is None:
        import inspect

        fn = getattr(jax.lax, name, None)
        try:
            ps = [p for p in inspect.signature(fn).parameters.values()]
            hit = (len(ps) == n and all(p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
                                        for p in ps))
        except (TypeError, ValueError):
            hit = False
        _PLAIN[key] = hit
    return hit


class Scan(Target):
    """``jax.lax.scan(body, carry, xs)`` over flat tuples: ``args = (body, carry, xs)``."""

    name = "scan"

    def __init__(self, length, reverse, unroll):
        self.length, self.reverse, self.unroll = length, reverse, unroll

    def __call__(self, body, carry, xs):
        return jax.lax.scan(body, carry, xs, length=self.length, reverse=self.reverse, unroll=self.unroll)

    def describe(self):
        return "jax.lax.scan"

    def render(self, cg, args, kwargs):
        return (f"{cg.ref_name('jax.lax.scan')}({args[0]}, {args[1]}, {args[2]}, length={self.length}, "
                f"reverse={self.reverse}, unroll={self.unroll!r})")


class WhileLoop(Target):
    """``jax.lax.while_loop(cond, body, state)`` over a flat tuple."""

    name = "while_loop"

    def __call__(self, cond, body, state):
        return jax.lax.while_loop(cond, body, state)

    def describe(self):
        return "jax.lax.while_loop"

    def render(self, cg, args, kwargs):
        return _call_src(cg.ref_name("jax.lax.while_loop"), args, {})


class Switch(Target):
    """``jax.lax.switch(index, branches, *operands)`` (``lax.cond`` is the two-branch case)."""

    name = "switch"

    def __call__(self, index, branches, *ops):
        return jax.lax.switch(index, branches, *ops)

    def describe(self):
        return "jax.lax.switch"

    def render(self, cg, args, kwargs):
        return _call_src(cg.ref_name("jax.lax.switch"), args, {})


def _dtype(x):
    d = getattr(x, "dtype", None)
    return np.dtype(d) if d is not None else np.result_type(x)


def _is_jax_value(x):
    return isinstance(x, (jax.Array, np.ndarray, np.generic))


def trace_jax(fn, args, kwargs, *, name="forward", guards=False, want_result=True):
    """``(graph, fn's result)`` of ``fn(*args, **kwargs)`` traced with ``jax.make_jaxpr`` (the
    result None without ``want_result``: computing it compiles the jaxpr, most of a small trace's
    time)."""
    import ivy

    tree = (list(args), dict(kwargs))
    paths_leaves, treedef = jax.tree_util.tree_flatten_with_path(tree)
    leaves = [leaf for _, leaf in paths_leaves]
    dyn = [i for i, leaf in enumerate(leaves) if _is_jax_value(leaf) or type(leaf) is ivy.Array]
    wrapped = {i for i in dyn if type(leaves[i]) is ivy.Array}

    def flat_fn(*xs):
        full = list(leaves)
        for i, x in zip(dyn, xs):
            full[i] = ivy.Array(x) if i in wrapped else x
        a, k = jax.tree_util.tree_unflatten(treedef, full)
        out = fn(*a, **k)
        return jax.tree_util.tree_map(lambda v: v._data if type(v) is ivy.Array else v, out,
                                      is_leaf=lambda v: type(v) is ivy.Array), _wrap_mask(out)

    xs = [leaves[i]._data if i in wrapped else leaves[i] for i in dyn]
    masks = []

    def traced(*xs):
        out, mask = flat_fn(*xs)
        masks.append(mask)
        return out

    try:
        closed, out_shape = jax.make_jaxpr(traced, return_shape=True)(*xs)
    except (jax.errors.ConcretizationTypeError, jax.errors.TracerArrayConversionError,
            jax.errors.TracerBoolConversionError, jax.errors.TracerIntegerConversionError) as e:
        raise TraceError(
            f"the function reads the value of a traced JAX array into Python at {where_tb(e.__traceback__)} "
            f"({type(e).__name__}); a jaxpr holds no values. Keep the choice in the graph with jax.lax.cond, "
            "jax.lax.while_loop or jnp.where (ivy.if_else, ivy.while_loop, ivy.where in ivy code)") from None
    graph = Graph(name)
    params = find_parameters(fn, args, kwargs)
    conv = _Converter(graph, params)
    # inputs, named by their pytree paths
    names = _input_names(fn, paths_leaves, dyn, len(args))
    in_nodes = []
    for k, i in enumerate(dyn):
        x = xs[k]
        n = graph.input(names[k], meta={"wrapped": i in wrapped, "shape": tuple(np.shape(x)),
                                        "dtype": str(_dtype(x)), "native_dtype": _dtype(x)})
        n.meta["guards"] = [("tuple({}.shape)", tuple(np.shape(x))), ("{}.dtype", _dtype(x))]
        in_nodes.append(n)
    env = {}
    for v, n in zip(closed.jaxpr.invars, in_nodes):
        env[v] = n
    for v, c in zip(closed.jaxpr.constvars, closed.consts):
        env[v] = conv.leaf(c)
    conv.eqns(graph, closed.jaxpr.eqns, env)
    outs = [conv.read(env, v) for v in closed.jaxpr.outvars]
    out_tree = jax.tree_util.tree_structure(out_shape)
    structure = jax.tree_util.tree_unflatten(out_tree, outs)
    mask = masks[0] if masks else []
    graph.set_output(structure, meta={"wrap": mask})
    # the signature: the arguments with input slots at the array leaves
    templ = list(leaves)
    for k, i in enumerate(dyn):
        templ[i] = InputSlot(in_nodes[k].name)
    ta, tk = jax.tree_util.tree_unflatten(treedef, templ)
    from ..trace import _arg_names, complete_signature

    pos = _arg_names(fn, len(args))
    graph.meta.update(framework="jax", backend="jax",
                      signature=complete_signature(fn, [(pos[i], "pos", t) for i, t in enumerate(ta)]
                                                   + [(k, "kw", t) for k, t in tk.items()], len(args), kwargs))
    # the result, for the caller (the trace ran no numbers)
    # (one compilation of the whole jaxpr: evaluating it op by op compiles each primitive)
    if not want_result:
        return graph, None
    flat = jax.jit(_core.jaxpr_as_fun(closed))(*xs)
    res_leaves = iter(flat)
    mask_it = iter(mask)

    def rebuild(_):
        v = next(res_leaves)
        return ivy.Array(v) if next(mask_it, False) else v

    out = jax.tree_util.tree_map(rebuild, structure, is_leaf=lambda v: v is not None)
    return graph, out


def _wrap_mask(out):
    import ivy

    leaves = jax.tree_util.tree_leaves(out, is_leaf=lambda v: type(v) is ivy.Array)
    return [type(v) is ivy.Array for v in leaves]


def _input_names(fn, paths_leaves, dyn, n_args):
    from ..trace import _arg_names

    pos = _arg_names(fn, n_args)
    out = []
    for i in dyn:
        path = paths_leaves[i][0]
        keys = [_key(p) for p in path]
        top = pos[keys[1]] if keys[0] == 0 else str(keys[1])
        out.append("_".join([top] + [str(k) for k in keys[2:]]))
    return out


def _key(p):
    for attr in ("idx", "key", "name"):
        if hasattr(p, attr):
            return getattr(p, attr)
    return str(p)


class _Converter:
    def __init__(self, root, params):
        self.root = root
        self.params = params
        self.leaves = {}

    def leaf(self, c):
        """The parameter or constant node of a jaxpr constant."""
        hit = self.leaves.get(id(c))
        if hit is not None:
            return hit[1]
        p = self.params.get(id(c))
        meta = {"shape": tuple(np.shape(c)), "dtype": str(_dtype(c))}
        if p is not None and p[2] is c:
            n = self.root.parameter(p[0], meta={**meta, "ref": p[1]})
        else:
            n = self.root.constant(c, meta=meta)
        self.leaves[id(c)] = (c, n)
        return n

    def read(self, env, v):
        if isinstance(v, _core.Literal):
            val = v.val
            if isinstance(val, np.ndarray) and val.shape == ():
                val = val.dtype.type(val.item())
            if isinstance(val, np.generic):
                return val
            for t in (bool, int, float, complex):  # (jax's typed Python scalars: weak, as the literal)
                if isinstance(val, t):
                    return t(val)
            return self.leaf(val)
        return env[v]

    def eqns(self, g, eqns, env):
        for e in eqns:
            name = e.primitive.name
            ins = [self.read(env, v) for v in e.invars]
            if name in _INLINE:
                sub = e.params.get("jaxpr") or e.params.get("call_jaxpr") or e.params.get("fun_jaxpr")
                if sub is not None:
                    start = len(g.nodes)
                    self.inline(g, sub, ins, e.outvars, env)
                    line = _line(e)  # (the inlined operations' own frames are the library's: the caller's line)
                    for n in g.nodes[start:]:
                        if n.kind == "call" and n.meta.get("line") is None:
                            n.meta["line"] = line
                    continue
            line = _line(e)
            if name == "scan":
                self.scan(g, e, ins, env, line)
                continue
            if name == "while":
                self.while_loop(g, e, ins, env, line)
                continue
            if name == "cond":
                self.cond(g, e, ins, env, line)
                continue
            params = dict(e.params)
            meta = {"framework": "jax", "line": line}
            if name in _RANDOM_PRIMS:
                meta["random"] = True
            args = [self._arg(g, a) for a in ins]
            kwargs = {k: self._arg(g, v, param=True) for k, v in params.items()}
            node = g.call(Primitive(e.primitive), tuple(args), kwargs, name=name, meta=meta)
            self.outputs(g, node, e.outvars, env, e.primitive.multiple_results)

    def _arg(self, g, a, param=False):
        from ..graph import Node
        from ..targets import is_literal

        if a.__class__ is Node:
            return a
        if isinstance(a, np.generic) or is_literal(a):
            return a
        if param and isinstance(a, (tuple, list)):
            return type(a)(self._arg(g, x, True) for x in a)
        if isinstance(a, (jax.Array, np.ndarray)):
            return self.leaf(a)
        # a parameter generated source cannot write (a jaxpr, a sharding): a constant of the root
        n = self.root.constant(a, name=type(a).__name__.lower())
        return _capture_into(g, n)

    def outputs(self, g, node, outvars, env, multiple):
        if not multiple and len(outvars) == 1:
            v = outvars[0]
            node.meta.update(_aval_meta(v))
            if not isinstance(v, _core.DropVar):
                env[v] = node
            return
        node.meta["multi"] = len(outvars)
        for i, v in enumerate(outvars):
            if isinstance(v, _core.DropVar):
                continue
            env[v] = g.call(operator.getitem, (node, i), name=f"{node.name}_{i}",
                            meta={"framework": "jax", **_aval_meta(v)})

    def inline(self, g, sub, ins, outvars, env):
        jaxpr = sub.jaxpr if hasattr(sub, "jaxpr") else sub
        consts = sub.consts if hasattr(sub, "consts") else ()
        local = {}
        for v, c in zip(jaxpr.constvars, consts):
            local[v] = _capture_into(g, self.leaf(c))
        for v, a in zip(jaxpr.invars, ins):
            local[v] = a
        self.eqns(g, jaxpr.eqns, local)
        for v, ov in zip(jaxpr.outvars, outvars):
            if not isinstance(ov, _core.DropVar):
                env[ov] = self.read(local, v)

    def subgraph(self, g, closed, name, captured, signature):
        """A sub-graph of a ClosedJaxpr: its first ``len(captured)`` inputs are the enclosing
        values ``captured``; the rest are its own inputs, arranged by ``signature`` (a function of
        the input nodes returning the graph's ``signature`` meta)."""
        sg = Graph(name)
        jaxpr = closed.jaxpr
        local = {}
        for v, c in zip(jaxpr.constvars, closed.consts):
            local[v] = _capture_into(sg, self.leaf(c), parent=g)
        own = []
        for i, v in enumerate(jaxpr.invars):
            if i < len(captured):
                local[v] = _capture_into(sg, captured[i], parent=g)
            else:
                n = sg.input(f"{name}_in{i - len(captured)}", meta=_aval_meta(v))
                local[v] = n
                own.append(n)
        self.eqns(sg, jaxpr.eqns, local)
        outs = [self.read(local, v) for v in jaxpr.outvars]
        sig, structure = signature(own, outs)
        sg.meta["signature"] = sig
        sg.set_output(structure)
        return sg

    def scan(self, g, e, ins, env, line):
        p = e.params
        nc, nk = p["num_consts"], p["num_carry"]
        consts, carry, xs = ins[:nc], ins[nc:nc + nk], ins[nc + nk:]

        def sig(own, outs):
            c_in, x_in = own[:nk], own[nk:]
            return ([("carry", "pos", tuple(InputSlot(n.name) for n in c_in)),
                     ("x", "pos", tuple(InputSlot(n.name) for n in x_in))],
                    (tuple(outs[:nk]), tuple(outs[nk:])))

        body = self.subgraph(g, p["jaxpr"], "scan_body", consts, sig)
        node = g.call(Scan(p["length"], p["reverse"], p["unroll"]),
                      (body, tuple(self._arg(g, a) for a in carry), tuple(self._arg(g, a) for a in xs)),
                      name="scan", meta={"framework": "jax", "line": line})
        carry_node = g.call(operator.getitem, (node, 0), name="scan_carry", meta={"framework": "jax"})
        ys_node = g.call(operator.getitem, (node, 1), name="scan_ys", meta={"framework": "jax"})
        for i, v in enumerate(e.outvars):
            if isinstance(v, _core.DropVar):
                continue
            src, j = (carry_node, i) if i < nk else (ys_node, i - nk)
            env[v] = g.call(operator.getitem, (src, j), name=f"scan_{i}", meta={"framework": "jax", **_aval_meta(v)})

    def while_loop(self, g, e, ins, env, line):
        p = e.params
        cn, bn = p["cond_nconsts"], p["body_nconsts"]
        cconsts, bconsts, init = ins[:cn], ins[cn:cn + bn], ins[cn + bn:]

        def sig_cond(own, outs):
            return [("state", "pos", tuple(InputSlot(n.name) for n in own))], outs[0]

        def sig_body(own, outs):
            return [("state", "pos", tuple(InputSlot(n.name) for n in own))], tuple(outs)

        cond = self.subgraph(g, p["cond_jaxpr"], "while_cond", cconsts, sig_cond)
        body = self.subgraph(g, p["body_jaxpr"], "while_body", bconsts, sig_body)
        node = g.call(WhileLoop(), (cond, body, tuple(self._arg(g, a) for a in init)), name="while_loop",
                      meta={"framework": "jax", "line": line})
        self.outputs(g, node, e.outvars, env, True)

    def cond(self, g, e, ins, env, line):
        index, ops = ins[0], ins[1:]

        def sig(own, outs):
            return [(n.name, "pos", InputSlot(n.name)) for n in own], tuple(outs)

        branches = [self.subgraph(g, br, f"branch{i}", (), sig) for i, br in enumerate(e.params["branches"])]
        node = g.call(Switch(), (self._arg(g, index), branches, *[self._arg(g, a) for a in ops]), name="switch",
                      meta={"framework": "jax", "line": line})
        self.outputs(g, node, e.outvars, env, True)


def _capture_into(g, node, parent=None):
    """``node`` (of the root or an enclosing graph) as seen from ``g``: itself, or a capture input."""
    if node.graph is g:
        return node
    for n in g.inputs:
        if n.meta.get("capture") is node:
            return n
    return g.input(node.name, meta={"capture": node, "shape": node.meta.get("shape"),
                                    "dtype": node.meta.get("dtype")})


def _aval_meta(v):
    aval = getattr(v, "aval", None)
    if aval is None or not hasattr(aval, "shape"):
        return {}
    return {"shape": tuple(aval.shape), "dtype": str(aval.dtype)}


def _line(e):
    try:
        from jax._src import source_info_util

        f = source_info_util.user_frame(e.source_info.traceback)
        return None if f is None else f"{f.file_name}:{f.start_line}"
    except Exception:  # noqa: BLE001 - an internal API: no line where it changed
        return None

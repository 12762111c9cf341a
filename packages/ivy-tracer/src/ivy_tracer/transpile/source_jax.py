"""JAX as the source: a plain JAX function (``f(x)``, ``apply(params, x)`` of a params pytree) or
a ``flax.linen`` module bound to its variables (``model.bind(variables)``; an unbound module with
``args=(variables, x, ...)`` too), traced with the tracer's ``jax.make_jaxpr`` capture and lifted
to ivy through ``ivy_frontends.jax.lax``: each primitive runs the frontend's ``lax`` function of
its name, its bind parameters adapted to that function's signature (a few by a table, the rest
by keeping the parameters the function takes). ``lax.scan`` / ``while_loop`` / ``switch`` nodes
run the frontend's, their bodies lifted by the same frontend.

A flax module's ``params`` collection becomes the trainable parameters, named by their paths
(``Dense_0.kernel``), its other collections buffers (``batch_stats.BatchNorm_0.mean``); a
function's arguments keep their pytree structure (``apply(params, x)`` takes a dict of the
target's arrays), and arrays it closes over become parameters (floating ones trainable).
Static arguments (``train``/``deterministic`` flags) are part of the input signature.
"""

from __future__ import annotations

import ivy
from ivy import _tree

from ..errors import TraceError
from ..graph import _identifier, graphs_in, map_arg
from .core import Core
from .errors import TranspileError
from .lift import Frontend, numpy_to_target
from .lift import lift as lift_graph
from .lift import unsupported as unsupported_error

__all__ = ["core", "is_module", "unsupported", "JaxFrontend"]

# primitive name -> the frontend lax function's name, where they differ
_RENAME = {"and": "bitwise_and", "or": "bitwise_or", "not": "bitwise_not", "xor": "bitwise_xor",
           "scatter-add": "scatter_add", "scatter-mul": "scatter_mul", "scatter-min": "scatter_min",
           "scatter-max": "scatter_max", "scatter-sub": "scatter_sub", "iota": "broadcasted_iota",
           "reduce_window_sum": "reduce_window", "reduce_window_max": "reduce_window",
           "reduce_window_min": "reduce_window"}
_RANDOM = ("random_bits", "random_seed", "random_wrap", "random_unwrap", "random_split", "random_fold_in",
           "threefry2x32", "rng_bit_generator", "rng_uniform")


def _window(kind):
    def adapt(fl, a, p):
        x = a[0]
        name = str(x.dtype)
        if kind == "add":
            init = 0
        elif "float" in name:
            init = float("-inf") if kind == "max" else float("inf")
        else:
            import numpy as np

            info = np.iinfo(name) if name != "bool" else None
            init = (info.min if kind == "max" else info.max) if info else (kind == "min")
        return (x, init, getattr(fl, kind)), p
    return adapt


# primitives whose operands the frontend takes in another arrangement: (fl, args, params) -> (args, params)
_ADAPT = {
    "concatenate": lambda fl, a, p: ((list(a),), p),
    "sort": lambda fl, a, p: ((a[0] if len(a) == 1 else tuple(a),), p),
    "dynamic_slice": lambda fl, a, p: ((a[0], list(a[1:])), p),
    "dynamic_update_slice": lambda fl, a, p: ((a[0], a[1], list(a[2:])), p),
    "argmax": lambda fl, a, p: (a, {**p, "axis": p["axes"][0]}),
    "argmin": lambda fl, a, p: (a, {**p, "axis": p["axes"][0]}),
    "reduce_window_sum": _window("add"),
    "reduce_window_max": _window("max"),
    "reduce_window_min": _window("min"),
}
_IDENTITY = frozenset({"copy", "copy_p", "device_put"})


class JaxFrontend(Frontend):
    """The JAX source: primitives are ``ivy_frontends.jax.lax``'s functions, arrays its
    ``Array`` s; NumPy dtypes, jax/NumPy constants and lax's dimension-number tuples converted."""

    name = "jax"
    module = "ivy_frontends.jax.lax"

    def __init__(self, target):
        import ivy_frontends.jax as fj
        import ivy_frontends.jax.lax as fl

        self.fj = fj
        self.fl = fl
        self.array = fj.Array
        self.target = target
        self._sigs = {}

    # ------------------------------------------------------------ where a node's function is
    def function(self, node):
        from ..capture.jax import Primitive, Scan, Switch, WhileLoop

        t = node.target
        if isinstance(t, Primitive):
            if t.name in _RANDOM:
                raise unsupported_error(self, node, f"jax.lax.{t.name}", "random numbers are not transpiled from "
                                        "JAX yet (dropout in training mode included); transpile the model in its "
                                        "deterministic mode (deterministic=True / train=False), or draw the random "
                                        "values outside and pass them in as an input")
            if t.name in _IDENTITY:
                return _identity
            f = getattr(self.fl, _RENAME.get(t.name, t.name), None)
            if not callable(f):
                raise unsupported_error(self, node, f"jax.lax.{t.name}")
            return f
        if isinstance(t, (Scan, WhileLoop, Switch)):
            return getattr(self.fl, t.name)
        raise unsupported_error(self, node, getattr(t, "__name__", repr(t)))

    def has_method(self, name):
        return hasattr(self.array, name)

    # ------------------------------------------------------------ values
    def convert(self, v):
        import numpy as np

        if isinstance(v, np.dtype):
            return self.fj.numpy.dtype(v.name)
        if isinstance(v, _Native):  # (made inside the ivy trace from literals: a recorded constant of the target)
            a = v.value
            return self.wrap(ivy.asarray(a.tolist(), dtype=getattr(ivy, a.dtype.name)))
        if isinstance(v, (np.ndarray, np.generic)) or _is_jax_array(v):
            return self.wrap(self.to_target(v, self.target))
        return v

    def prepare(self, graph):
        """Constants as the target's arrays before the lift (made inside its ivy trace they would
        be recorded calls); a NumPy scalar operand beside an array a Python number (it takes the
        array's dtype in lax, as the literal had it), else a constant."""
        import numpy as np

        from ..graph import Node

        for n in list(graph.nodes):
            if n.kind == "constant":
                v = n.meta.get("value")
                if isinstance(v, (np.ndarray, np.generic)) or _is_jax_array(v):
                    n.meta["value"] = _Native(_host(v))
            elif n.kind == "call":
                if any(isinstance(x, np.generic) for x in n.args):
                    beside = any(type(x) is Node for x in n.args)
                    n.args = tuple(x.item() if beside and isinstance(x, np.generic) else
                                   graph.constant(_Native(_host(x)))
                                   if isinstance(x, np.generic) else x for x in n.args)
                for sg in graphs_in((n.args, n.kwargs)):
                    self.prepare(sg)

    def to_target(self, v, target):
        return to_target(v, target)

    def _param(self, v):
        """A bind parameter as the frontend takes it."""
        import numpy as np

        if isinstance(v, np.dtype):
            return self.fj.numpy.dtype(v.name)
        cls = type(v).__name__
        if isinstance(v, tuple) and hasattr(v, "_fields"):
            mine = getattr(self.fl, cls, None)
            if mine is not None:
                return mine(*v)
            return tuple(v)
        if cls == "GatherScatterMode":
            return self.fl.GatherScatterMode[v.name]
        if type(v).__module__.startswith(("jax", "numpy")) and hasattr(v, "dtype") and not hasattr(v, "shape"):
            return self.fj.numpy.dtype(np.dtype(v.dtype).name)  # (a scalar type: jnp.float32)
        return v

    def _accepts(self, f):
        """``(names, takes_any)``: the keyword names ``f`` takes."""
        hit = self._sigs.get(f)
        if hit is None:
            import inspect

            try:
                ps = inspect.signature(f).parameters.values()
            except (TypeError, ValueError):
                hit = (frozenset(), True)
            else:
                hit = (frozenset(p.name for p in ps if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)),
                       any(p.kind is p.VAR_KEYWORD for p in ps))
            self._sigs[f] = hit
        return hit

    # ------------------------------------------------------------ running a node
    def run(self, node, a, kw):
        from ..capture.jax import Primitive, Scan, Switch, WhileLoop

        t = node.target
        if isinstance(t, Primitive):
            f = self.function(node)
            if f is _identity:
                return a[0]
            params = {k: self._param(v) for k, v in kw.items()}
            adapt = _ADAPT.get(t.name)
            if adapt is not None:
                a, params = adapt(self.fl, a, params)
            if t.name == "iota":
                params = {"dtype": params["dtype"], "shape": params["shape"], "dimension": params["dimension"]}
            names, anything = self._accepts(f)
            if not anything:
                params = {k: v for k, v in params.items() if k in names}
            out = f(*a, **params)
            return list(out) if node.meta.get("multi") and not isinstance(out, list) else out
        if isinstance(t, (Scan, WhileLoop, Switch)):
            return self._control(node, t, a, kw, dict(zip(node.meta.get("capture_nodes", ()), kw.get("captures", ()))))
        return super().run(node, a, kw)

    def _control(self, node, t, a, kw, outer):
        """A scan / while_loop / switch node by the frontend's, its sub-graphs interpreted on
        frontend values (``outer``: the enclosing nodes' values their captures read)."""
        from ..capture.jax import Scan, WhileLoop

        if isinstance(t, Scan):
            body, carry, xs = a

            def step(c, x):
                out = self.interpret(body, list(c) + list(x), outer)
                return tuple(out[0]), tuple(out[1])

            return self.fl.scan(step, tuple(carry), tuple(xs), length=t.length, reverse=t.reverse)
        if isinstance(t, WhileLoop):
            cond, body, init = a
            return list(self.fl.while_loop(lambda s: self.interpret(cond, list(s), outer),
                                           lambda s: tuple(self.interpret(body, list(s), outer)), tuple(init)))
        index, branches, *ops = a
        fns = [(lambda *xs, b=b: tuple(self.interpret(b, list(xs), outer))) for b in branches]
        return list(self.fl.switch(index, fns, *ops))

    def interpret(self, sg, own, outer):
        """The outputs of the sub-graph ``sg`` on frontend values (``own``: its inputs; ``outer``:
        enclosing nodes' values, for its captures)."""
        from ..capture.jax import Scan, Switch, WhileLoop
        from .lift import _run

        env = {}
        it = iter(own)
        for n in sg.inputs:
            cap = n.meta.get("capture")
            env[n] = outer[cap] if cap is not None else next(it)
        scope = {**outer, **env}
        for node in sg.nodes:
            k = node.kind
            if k in ("input", "output"):
                continue
            if k == "constant":
                env[node] = scope[node] = self.convert(node.meta.get("value"))
                continue
            if k == "parameter":
                env[node] = scope[node] = outer[node]
                continue
            a = map_arg(node.args, lambda m: scope[m])
            kw = map_arg(node.kwargs, lambda m: scope[m])
            a, kw = _tree.map_leaves(self.convert, (a, kw))
            if isinstance(node.target, (Scan, WhileLoop, Switch)):
                env[node] = scope[node] = self._control(node, node.target, a, kw, scope)
            else:
                env[node] = scope[node] = _run(self, node, a, kw)
        return map_arg(sg.output_node.args[0], lambda m: scope[m])

    def check(self, graph):
        """Raise the first unsupported operation's own error (a random draw says what to do)."""
        from ..capture.jax import Primitive

        for n in graph.nodes:
            if n.kind == "call" and isinstance(n.target, Primitive):
                self.function(n)
            for sg in graphs_in((n.args, n.kwargs)):
                self.check(sg)

    def unsupported_ops(self, graph):
        out = super().unsupported_ops(graph)
        for n in graph.nodes:
            for sg in graphs_in((n.args, n.kwargs)):
                out += self.unsupported_ops(sg)
        return out


def _identity(x):
    return x


def _host(v):
    """A constant's values as a NumPy array (bfloat16 as float32)."""
    import numpy as np

    a = np.array(v, copy=True)
    return a.astype(np.float32) if a.dtype.name == "bfloat16" else a


class _Native:
    """A constant's NumPy values, made the target's array inside the lift."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value


def _is_jax_array(v):
    import sys

    jax = sys.modules.get("jax")
    return jax is not None and isinstance(v, jax.Array)


def to_target(v, target):
    """A JAX (or NumPy) array's values as a native array of ``target`` (a copy)."""
    import numpy as np

    a = np.array(v, copy=True)
    if a.dtype.name == "bfloat16":
        a = a.astype(np.float32)
    return numpy_to_target(a, target)


def _to_jax(leaf):
    """A call's array leaf (a target's array, an ivy.Array, a NumPy array) as a jax array."""
    import jax.numpy as jnp
    import numpy as np

    from ..capture.arrays import is_array

    if _is_jax_array(leaf):
        return leaf
    if type(leaf) is ivy.Array:
        leaf = leaf._data
    if not (is_array(leaf) or isinstance(leaf, np.ndarray)):
        return leaf
    if hasattr(leaf, "detach"):
        leaf = leaf.detach().cpu().numpy()
    return jnp.asarray(np.asarray(leaf))


def _flax_module(obj):
    import sys

    nn = sys.modules.get("flax.linen")
    return nn is not None and isinstance(obj, nn.Module)


def _bound(obj):
    return _flax_module(obj) and getattr(obj, "scope", None) is not None


def _variables(variables):
    """``[(name, leaf, trainable)]`` of a flax variables dict: ``params`` by their paths, the other
    collections prefixed by theirs."""
    out = []
    for col, tree in variables.items():
        paths, leaves = _tree.leaf_paths(tree), _tree.flatten(tree)[0]
        for path, leaf in zip(paths, leaves):
            name = ".".join(str(p) for p in path)
            out.append((name if col == "params" else f"{col}.{name}", leaf, col == "params"))
    return out


def _unpack(obj, args):
    """``(call, variables, args)``: a function ``call(variables_dict, *args, **kwargs)``, the
    module's variables (``[(name, leaf, trainable)]``, empty for a plain function) and the call's
    own arguments."""
    if _bound(obj):
        module, variables = obj.unbind()
        rngs = {k: r.as_jax_rng() for k, r in (getattr(obj.scope, "rngs", None) or {}).items()}
        return _mutable_apply(module, variables, rngs), variables, args
    if _flax_module(obj):
        if not args or not isinstance(args[0], dict):
            raise TranspileError("transpile: an unbound flax module needs its variables: pass "
                                 "model.bind(variables), or args=(variables, *inputs)")
        return _mutable_apply(obj, args[0], {}), args[0], tuple(args[1:])
    return (lambda v, *a, **k: obj(*a, **k)), {}, args


def _mutable_apply(module, variables, rngs):
    """``module.apply`` with its non-params collections mutable (BatchNorm's statistics in
    training): ``(outputs, {buffer name: new value})``; the outputs alone where it has none."""
    cols = [c for c in variables if c != "params"]
    if not cols:
        return lambda v, *a, **k: module.apply(v, *a, rngs=rngs or None, **k)

    def call(v, *a, **k):
        out, upd = module.apply(v, *a, rngs=rngs or None, mutable=cols, **k)
        return out, {n: leaf for n, leaf, _ in _variables(upd)}

    return call


def core(obj, target, name, args=None, kwargs=None):
    """The :class:`~ivy_tracer.transpile.core.Core` of a JAX function or flax module for ``target``."""
    from ..params import FixedRef
    from ..trace import trace

    if _flax_module(obj) and not _bound(obj) and (not args or not isinstance(args[0], dict)):
        raise TranspileError("transpile: an unbound flax module needs its variables: pass model.bind(variables), "
                             "or args=(variables, *inputs)")
    raw_args = args
    call, variables, args = _unpack(obj, tuple(args) if args is not None else None)
    stateful = any(c != "params" for c in variables)
    fe = JaxFrontend(target)
    flat = _variables(variables)
    var_tree = _tree.flatten(variables)[1] if variables else None
    values = {n: to_target(v, target) for n, v, _ in flat}
    params = [n for n, _, t in flat if t]
    buffers = [n for n, _, t in flat if not t]
    found = {}

    def lift(training, a, k):
        leaves, td = _tree.flatten((list(a), dict(k)))
        jleaves = [_to_jax(x) for x in leaves]
        dyn = [i for i, x in enumerate(jleaves) if _is_jax_array(x)]
        nv = len(flat)

        def forward(*xs):
            v = _tree.unflatten(var_tree, list(xs[:nv])) if nv else {}
            full = list(jleaves)
            for i, x in zip(dyn, xs[nv:]):
                full[i] = x
            a2, k2 = _tree.unflatten(td, full)
            return call(v, *a2, **k2)

        var_leaves = [leaf for _, leaf, _ in flat]
        try:
            tg = trace(forward, *var_leaves, *[jleaves[i] for i in dyn], source="jax", name=name)
        except TranspileError:
            raise
        except TraceError as e:
            raise TranspileError(f"transpile: tracing the jax source failed: {e}") from e
        ins = tg.inputs
        for n, (vn, leaf, _) in zip(ins[:nv], flat):  # the module's variables: named parameters
            n.kind = "parameter"
            n.target = vn
            n.name = _identifier(vn)
            n.meta = {"ref": FixedRef(leaf), "shape": n.meta.get("shape"), "dtype": n.meta.get("dtype")}
        for n in tg.parameters:  # (closed-over arrays: the function's names)
            t = str(n.target)
            for pre in ("call.obj.", "call."):
                if t.startswith(pre) and n.meta.get("ref") is not None and t not in values:
                    n.target = t[len(pre):]
                    n.name = _identifier(n.target)
                    break
        names = _input_names(obj, a, k, dyn)
        for n, nm in zip(ins[nv:], names):
            n.name = nm
        fe.check(tg)
        _explicit_captures(tg)
        fe.prepare(tg)
        lifted = lift_graph(tg, fe, target, [jleaves[i] for i in dyn])
        if stateful:
            _split_state(lifted)
        for n, v in zip(lifted.param_names, lifted.values):
            if n not in values and n not in found:  # (a function's closed-over arrays)
                found[n] = v
                values[n] = v
                floating = "float" in str(getattr(v, "dtype", "")) or "complex" in str(getattr(v, "dtype", ""))
                (core.params if floating else core.buffers).append(n)
        return lifted

    core = JaxCore("jax", target, lift, params, buffers, values, has_modes=False, name=name)
    core.variables_first = _flax_module(obj) and not _bound(obj)
    if args is not None:
        core.entry(None, raw_args, kwargs or {})
    return core


def _split_state(lifted):
    """The lifted graph's ``((outputs, new_state), {})`` as ``(outputs, new_state)``: the buffers a
    flax call updates (BatchNorm's statistics in training) are stored by the transpiled object."""
    g = lifted.graph
    out_node = g.output_node
    (out, new), state = out_node.args[0]
    new = {k: v for k, v in new.items() if not (getattr(v, "kind", None) == "parameter" and str(v.target) == k)}
    out_node.args = ((out, {**state, **new}),)
    lifted.state_names = list(lifted.state_names) + [k for k in new if k not in lifted.state_names]


def _sorted(x):
    """``x`` with every dict's keys in sorted order (JAX's pytree order: ``jax.grad`` of a params
    dict passes it back sorted; one order keeps one signature)."""
    if type(x) is dict:
        try:
            keys = sorted(x)
        except TypeError:
            keys = list(x)
        return {k: _sorted(x[k]) for k in keys}
    if type(x) in (list, tuple):
        return type(x)(_sorted(v) for v in x)
    return x


class JaxCore(Core):
    """A :class:`Core` whose inputs' dicts are taken in JAX's (sorted) key order."""

    def inputs_of(self, args, kwargs):
        a = tuple(args)
        if self.variables_first and a and isinstance(a[0], dict):
            a = a[1:]  # (an unbound flax module's variables: the object holds them)
        return _sorted(a), {k: _sorted(v) for k, v in kwargs.items()}

    def entry(self, training, args, kwargs):
        return super().entry(training, *self.inputs_of(args, kwargs))


def _input_names(obj, a, k, dyn):
    """Names for the inputs (the argument's name and the leaf's path: ``params_w1``)."""
    from ..trace import _arg_names

    try:
        pos = list(_arg_names(obj.__call__ if _flax_module(obj) else obj, len(a)))
    except (TypeError, ValueError, AttributeError):
        pos = [f"arg{i}" for i in range(len(a))]
    paths = _tree.leaf_paths((list(a), dict(k)))
    out, seen = [], set()
    for i in dyn:
        p = list(paths[i])
        top = str(pos[p[1]]) if p[0] == 0 and p[1] < len(pos) else str(p[1])
        nm = _identifier("_".join([top] + [str(x) for x in p[2:]]))
        while nm in seen:
            nm += "_"
        seen.add(nm)
        out.append(nm)
    return out


def _explicit_captures(graph):
    """Each sub-graph node of ``graph`` gets the enclosing nodes its sub-graphs read as a
    ``captures`` argument, so the lifted run passes their values in."""
    for n in graph.nodes:
        sgs = graphs_in((n.args, n.kwargs))
        if not sgs:
            continue
        caps = []
        for sg in sgs:
            _collect(sg, graph, caps)
        if caps:
            n.meta["capture_nodes"] = tuple(caps)
            n.kwargs = {**n.kwargs, "captures": tuple(caps)}
        for sg in sgs:
            _explicit_captures(sg)


def _collect(sg, owner, caps):
    for m in sg.inputs:
        c = m.meta.get("capture")
        if c is not None and c.graph is owner and c not in caps:
            caps.append(c)
    for node in sg.nodes:
        for inner in graphs_in((node.args, node.kwargs)):
            _collect(inner, owner, caps)


def is_module(obj):
    return _flax_module(obj)


def unsupported(obj, args, kwargs):
    """The operations of a JAX function or flax module (traced once on ``args``) the frontend lacks."""
    from ..trace import trace

    call, variables, rest = _unpack(obj, tuple(args))
    leaves = [leaf for _, leaf, _ in _variables(variables)]
    vt = _tree.flatten(variables)[1] if variables else None

    def forward(vs, *a, **k):
        return call(_tree.unflatten(vt, list(vs)) if vt is not None else {}, *a, **k)

    rest = _tree.map_leaves(_to_jax, list(rest))
    g = trace(forward, leaves, *rest, source="jax", **{kk: _to_jax(v) for kk, v in kwargs.items()})
    return JaxFrontend("numpy").unsupported_ops(g)

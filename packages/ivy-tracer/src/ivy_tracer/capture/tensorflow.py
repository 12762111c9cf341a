"""Capturing TensorFlow code (and Keras layers and models): the graph of a ``tf.function``'s
concrete function, converted op by op.

Each op becomes a call of its raw op, ``tf.raw_ops.MatMul(a=x, b=w, transpose_a=False, ...)``
(its inputs by name, its attributes except those TensorFlow infers from the inputs). A variable
the function reads (a Keras layer's kernel) is a parameter, named by its path (``dense.kernel``):
``ReadVariableOp`` is written ``kernel.value()`` and ``AssignVariableOp`` ``kernel.assign(v)`` (in
place, so BatchNorm's moving statistics and Keras' seed generator move on each call).
``tf.while_loop`` and ``tf.cond`` (``While`` and ``If`` ops) stay nodes with sub-graphs; nested
``tf.function`` calls are inlined. The function is traced with AutoGraph off, so Python ``if`` and
``for`` run as written (unrolled) and reading a tensor's value into Python (``bool(x)``,
``x.numpy()``) is a :class:`~ivy_tracer.TraceError` naming the line. A concrete function holds
its inputs' shapes and dtypes, so the graph guards both (another shape traces again).
"""

from __future__ import annotations

import operator

import numpy as np
import tensorflow as tf

from ..errors import TraceError, where_tb
from ..graph import Graph, InputSlot, Node
from ..params import find_parameters
from ..targets import Method, Target, _call_src

__all__ = ["trace_tf", "RawOp", "WhileLoop", "Cond", "SwitchCase"]

_ALIAS = frozenset({"Identity", "Snapshot", "PreventGradient"})
_RANDOM_WORDS = ("Random", "Multinomial", "Shuffle")
_VAR_METHODS = {"AssignVariableOp": "assign", "AssignAddVariableOp": "assign_add",
                "AssignSubVariableOp": "assign_sub"}


class RawOp(Target):
    """``tf.raw_ops.<op_type>(**inputs, **attrs)``."""

    def __init__(self, op_type):
        self.name = op_type
        self.fn = getattr(tf.raw_ops, op_type)

    def __call__(self, *args, **kwargs):
        return self.fn(*args, **kwargs)

    def describe(self):
        return f"tf.raw_ops.{self.name}"

    def short_name(self):
        return _snake(self.name)

    def render(self, cg, args, kwargs):
        return _call_src(cg.ref_name(f"tensorflow.raw_ops.{self.name}"), args, kwargs)

    def __eq__(self, other):
        return type(other) is RawOp and other.name == self.name

    def __hash__(self):
        return hash(("tfraw", self.name))


class WhileLoop(Target):
    """``tf.while_loop(cond, body, loop_vars)``; ``cond`` and ``body`` take the variables as arguments."""

    name = "while_loop"

    def __init__(self, parallel_iterations=10):
        self.parallel_iterations = parallel_iterations

    def __call__(self, cond, body, loop_vars):
        return tf.while_loop(cond, body, list(loop_vars), parallel_iterations=self.parallel_iterations)

    def describe(self):
        return "tf.while_loop"

    def render(self, cg, args, kwargs):
        return (f"{cg.ref_name('tensorflow.while_loop')}({args[0]}, {args[1]}, {args[2]}, "
                f"parallel_iterations={self.parallel_iterations})")


class Cond(Target):
    """``tf.cond(pred, lambda: then(*ops), lambda: else_(*ops))``: ``args = (pred, then, else_, *ops)``."""

    name = "cond"

    def __call__(self, pred, then, else_, *ops):
        return tf.cond(pred, lambda: then(*ops), lambda: else_(*ops))

    def describe(self):
        return "tf.cond"

    def render(self, cg, args, kwargs):
        ops = ", ".join(args[3:])
        return f"{cg.ref_name('tensorflow.cond')}({args[0]}, lambda: {args[1]}({ops}), lambda: {args[2]}({ops}))"


class SwitchCase(Target):
    """``tf.switch_case(index, [lambda: branch(*ops), ...])``: ``args = (index, branches, *ops)``."""

    name = "switch_case"

    def __call__(self, index, branches, *ops):
        return tf.switch_case(index, [(lambda b=b: b(*ops)) for b in branches])

    def describe(self):
        return "tf.switch_case"

    def render(self, cg, args, kwargs):
        ops = ", ".join(args[2:])
        branches = args[1].strip("[]").split(", ")
        fns = ", ".join(f"lambda: {b}({ops})" for b in branches)
        return f"{cg.ref_name('tensorflow.switch_case')}({args[0]}, [{fns}])"


_RENAMES = {}
_LINES = __import__("os").environ.get("IVY_TRACER_TF_LINES") == "1"


def _raw_names(op_type):
    """op_def argument name -> the name ``tf.raw_ops.<op_type>`` takes it by (TensorFlow's API
    definitions rename some: ``Sum``'s ``reduction_indices`` is ``axis``), read from the generated
    wrapper's call of ``_apply_op_helper``."""
    hit = _RENAMES.get(op_type)
    if hit is not None:
        return hit
    import inspect
    import re

    out = {}
    try:
        src = inspect.getsource(inspect.unwrap(getattr(tf.raw_ops, op_type)))
        m = re.search(r"_apply_op_helper\(\s*[\"']" + re.escape(op_type) + r"[\"'],(.*?)\)", src, re.S)
        if m:
            for a, b in re.findall(r"(\w+)=(\w+)", m.group(1)):
                out[a] = b
    except (OSError, TypeError):
        pass
    _RENAMES[op_type] = out
    return out


def _snake(name):
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i and (not name[i - 1].isupper() or i + 1 < len(name) and name[i + 1].islower()):
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


def _is_tf_value(x):
    return isinstance(x, (tf.Tensor, np.ndarray, np.generic)) and not isinstance(x, tf.Variable)


_VALUE_ERRORS = ("symbolic tf.Tensor", "numpy() is only available", "not allowed", "Tensor as a Python `bool`",
                 "OperatorNotAllowedInGraphError", "iterating over `tf.Tensor`", "__array__", "convert a symbolic",
                 "SymbolicTensor")


def trace_tf(fn, args, kwargs, *, name="forward", guards=False):
    """``(graph, fn's result)`` of ``fn(*args, **kwargs)`` traced with ``tf.function``."""
    import ivy
    from ivy import _tree

    leaves, td = _tree.flatten((list(args), dict(kwargs)))
    paths = _tree.leaf_paths((list(args), dict(kwargs)))
    dyn = [i for i, leaf in enumerate(leaves) if _is_tf_value(leaf) or type(leaf) is ivy.Array]
    wrapped = {i for i in dyn if type(leaves[i]) is ivy.Array}
    xs = [tf.convert_to_tensor(leaves[i]._data if i in wrapped else leaves[i]) for i in dyn]
    box = {}

    def flat_fn(*ts):
        full = list(leaves)
        for i, t in zip(dyn, ts):
            full[i] = ivy.Array(t) if i in wrapped else t
        a, k = _tree.unflatten(td, full)
        out = fn(*a, **k)
        oleaves, otd = _tree.flatten(out)
        mask, arrays, static = [], [], []
        for v in oleaves:
            w = type(v) is ivy.Array
            n = v._data if w else v
            if isinstance(n, (tf.Tensor, tf.Variable)):
                arrays.append(tf.convert_to_tensor(n))
                mask.append(w)
                static.append(None)
            else:
                static.append(n)
        box["out"] = (otd, mask, static)
        return arrays

    try:
        cf = tf.function(flat_fn, autograph=False).get_concrete_function(*xs)
    except Exception as e:  # noqa: BLE001 - which error reports a symbolic read differs by op
        msg = f"{type(e).__name__}: {e}"
        if any(w in msg for w in _VALUE_ERRORS):
            raise TraceError(
                f"the function reads the value of a traced TensorFlow tensor into Python at "
                f"{where_tb(e.__traceback__)} ({msg.splitlines()[0][:200]}); a tf.function graph holds no values. "
                "Keep the choice in the graph with tf.cond, tf.while_loop or tf.where (ivy.if_else, ivy.while_loop, "
                "ivy.where in ivy code)") from None
        raise
    graph = Graph(name)
    params = find_parameters(fn, args, kwargs)
    conv = _Converter(graph, params, cf)
    from ..trace import _arg_names, complete_signature

    pos = _arg_names(fn, len(args))
    in_nodes = []
    for k, i in enumerate(dyn):
        path = paths[i]
        top = pos[path[1]] if path[0] == 0 else str(path[1])
        nm = "_".join([top] + [str(p) for p in path[2:]])
        x = xs[k]
        n = graph.input(nm, meta={"wrapped": i in wrapped, "shape": tuple(x.shape), "dtype": x.dtype.name,
                                  "native_dtype": x.dtype})
        n.meta["guards"] = [("tuple({}.shape)", tuple(x.shape)), ("{}.dtype", x.dtype)]
        in_nodes.append(n)
    env = {}
    for t, n in zip(cf.inputs[:len(xs)], in_nodes):
        env[_ref(t)] = n
    for external, internal in cf.graph.captures:
        env[_ref(internal)] = conv.captured(external)
    conv.ops(graph, cf.graph, env)
    outs = [conv.read(graph, env, t) for t in cf.outputs]
    otd, mask, static = box["out"]
    it = iter(outs)
    structure = _tree.unflatten(otd, [next(it) if s is None else s for s in static])
    graph.set_output(structure, meta={"wrap": mask})
    templ = list(leaves)
    for k, i in enumerate(dyn):
        templ[i] = InputSlot(in_nodes[k].name)
    ta, tk = _tree.unflatten(td, templ)
    graph.meta.update(framework="tensorflow", backend="tensorflow",
                      signature=complete_signature(fn, [(pos[i], "pos", t) for i, t in enumerate(ta)]
                                                   + [(k, "kw", t) for k, t in tk.items()], len(args), kwargs))
    # the result, for the caller (the trace computed no numbers): the function run eagerly once
    # (as an eager trace runs it; a concrete function's first call would also optimize its graph)
    out = fn(*args, **kwargs)
    return graph, out


def _ref(t):
    return t.ref()


class _Converter:
    def __init__(self, root, params, cf):
        self.root = root
        self.params = params
        self.cf = cf
        self.handles = {}  # id(variable handle) -> (name, ref, variable)
        for pname, ref, obj in params.values():
            h = getattr(obj, "handle", None)
            if h is not None and hasattr(obj, "assign"):
                self.handles[id(h)] = (pname, ref, obj)
        for v in cf.graph.variables:
            if id(v.handle) not in self.handles:
                from ..params import FixedRef

                self.handles[id(v.handle)] = (v.name.split(":")[0].replace("/", "."), FixedRef(v), v)
        self.leaves = {}

    def captured(self, external):
        """The node of a value the function captured: a variable (its handle), or a tensor."""
        hit = self.leaves.get(id(external))
        if hit is not None:
            return hit[1]
        h = self.handles.get(id(external))
        if h is not None:
            name, ref, var = h
            n = self.root.parameter(name, meta={"ref": ref, "shape": tuple(var.shape), "dtype": var.dtype.name,
                                                "variable": True})
        else:
            p = self.params.get(id(external))
            meta = {"shape": tuple(external.shape), "dtype": external.dtype.name}
            if p is not None and p[2] is external:
                n = self.root.parameter(p[0], meta={**meta, "ref": p[1]})
            else:
                n = self.root.constant(external, meta=meta)
        self.leaves[id(external)] = (external, n)
        return n

    def read(self, g, env, t):
        n = env.get(_ref(t))
        if n is None:
            raise TraceError(f"ivy_tracer: the TensorFlow graph reads {t.name}, which no op made (internal)")
        if n.__class__ is Node and n.graph is not g:
            return _capture_into(g, n)
        return n

    def ops(self, g, fg, env):
        for op in fg.get_operations():
            t = op.type
            if t == "Placeholder":
                continue
            if t == "NoOp":
                continue
            if t in _ALIAS:
                env[_ref(op.outputs[0])] = self.read(g, env, op.inputs[0])
                continue
            if t == "IdentityN":
                for i, o in zip(op.inputs, op.outputs):
                    env[_ref(o)] = self.read(g, env, i)
                continue
            if t == "Const":
                value = tf.constant(tf.make_ndarray(op.get_attr("value")))
                n = self.root.constant(value, name=_snake(op.name.rpartition("/")[2]) or "const",
                                       meta={"shape": tuple(value.shape), "dtype": value.dtype.name})
                env[_ref(op.outputs[0])] = _capture_into(g, n)
                continue
            line = _line(op)
            if t == "ReadVariableOp":
                res = self.read(g, env, op.inputs[0])
                node = g.call(Method("value"), (res,), {}, name=f"{_var_name(res)}_value",
                              meta={"framework": "tensorflow", "line": line})
                self.outputs(g, node, op, env)
                continue
            if t in _VAR_METHODS:
                res = self.read(g, env, op.inputs[0])
                val = self.read(g, env, op.inputs[1])
                g.call(Method(_VAR_METHODS[t], mutates=True), (res, val), {},
                       name=f"{_var_name(res)}_{_VAR_METHODS[t]}",
                       meta={"framework": "tensorflow", "mutates": True, "line": line})
                continue
            if t in ("VarHandleOp", "VariableV2"):
                raise TraceError(f"the traced function creates a TensorFlow variable ({op.name}); create variables "
                                 "outside it (build the Keras model before tracing)")
            if t in ("PartitionedCall", "StatefulPartitionedCall"):
                self.inline(g, op, env)
                continue
            if t in ("While", "StatelessWhile"):
                self.while_loop(g, op, env, line)
                continue
            if t in ("If", "StatelessIf"):
                self.cond(g, op, env, line)
                continue
            if t in ("Case", "StatelessCase"):
                self.case(g, op, env, line)
                continue
            self.raw(g, op, env, line)

    def raw(self, g, op, env, line):
        if not hasattr(tf.raw_ops, op.type):
            raise TraceError(f"the TensorFlow op {op.type} ({op.name}) has no tf.raw_ops function to call it by")
        op_def = op.op_def
        inferred = set()
        kwargs = {}
        it = iter(op.inputs)
        for arg in op_def.input_arg:
            for a in (arg.type_attr, arg.number_attr, arg.type_list_attr):
                if a:
                    inferred.add(a)
            if arg.number_attr:
                n = op.get_attr(arg.number_attr)
                kwargs[arg.name] = [self.read(g, env, next(it)) for _ in range(n)]
            elif arg.type_list_attr:
                n = len(op.get_attr(arg.type_list_attr))
                kwargs[arg.name] = [self.read(g, env, next(it)) for _ in range(n)]
            else:
                kwargs[arg.name] = self.read(g, env, next(it))
        for name in op.node_def.attr:
            if name.startswith("_") or name in inferred:
                continue
            kwargs[name] = _attr_value(op.get_attr(name))
        meta = {"framework": "tensorflow", "line": line}
        if any(w in op.type for w in _RANDOM_WORDS):
            meta["random"] = True
        names = _raw_names(op.type)
        node = g.call(RawOp(op.type), (), {names.get(k, _kw(k)): v for k, v in kwargs.items()}, name=_snake(op.type),
                      meta=meta)
        self.outputs(g, node, op, env)

    def outputs(self, g, node, op, env):
        outs = op.outputs
        if len(outs) == 1:
            node.meta.update(_tensor_meta(outs[0]))
            env[_ref(outs[0])] = node
            return
        node.meta["multi"] = len(outs)
        for i, o in enumerate(outs):
            env[_ref(o)] = g.call(operator.getitem, (node, i), name=f"{node.name}_{i}",
                                  meta={"framework": "tensorflow", **_tensor_meta(o)})

    def function_graph(self, op, attr):
        name = op.get_attr(attr).name
        for owner in (op.graph, self.cf.graph):
            try:
                return owner._get_function(name).graph
            except Exception:  # noqa: BLE001 - look in the enclosing graph
                continue
        raise TraceError(f"ivy_tracer: the function {name} of {op.name} was not found (internal)")

    def inline(self, g, op, env):
        fg = self.function_graph(op, "f")
        local = {}
        for t, i in zip(fg.inputs, op.inputs):
            local[_ref(t)] = self.read(g, env, i)
        for external, internal in fg.captures:
            local[_ref(internal)] = self.read(g, env, external) if _ref(external) in env else self.captured(external)
        self.ops(g, fg, local)
        for o, t in zip(op.outputs, fg.outputs):
            env[_ref(o)] = self.read(g, local, t)

    def subgraph(self, g, fg, name, signature):
        """A sub-graph of a function graph whose inputs are its own (arranged by ``signature``)."""
        sg = Graph(name)
        local = {}
        own = []
        # (control flow v2 passes everything a branch or body reads as the op's inputs: its
        # function graph's inputs, in order; its captures are those inputs' placeholders)
        for i, t in enumerate(fg.inputs):
            n = sg.input(f"{name}_in{i}", meta=_tensor_meta(t))
            local[_ref(t)] = n
            own.append(n)
        self.ops(sg, fg, local)
        outs = [self.read(sg, local, t) for t in fg.outputs]
        sig, structure = signature(own, outs)
        sg.meta["signature"] = sig
        sg.set_output(structure)
        return sg

    def while_loop(self, g, op, env, line):
        def sig_cond(own, outs):
            return [(n.name, "pos", InputSlot(n.name)) for n in own], outs[0]

        def sig_body(own, outs):
            return [(n.name, "pos", InputSlot(n.name)) for n in own], tuple(outs)

        cond = self.subgraph(g, self.function_graph(op, "cond"), "while_cond", sig_cond)
        body = self.subgraph(g, self.function_graph(op, "body"), "while_body", sig_body)
        init = tuple(self.read(g, env, i) for i in op.inputs)
        node = g.call(WhileLoop(op.get_attr("parallel_iterations")), (cond, body, init), name="while_loop",
                      meta={"framework": "tensorflow", "line": line})
        self.outputs(g, node, op, env)
        if len(op.outputs) == 1:  # tf.while_loop returns a list: its one item
            env[_ref(op.outputs[0])] = g.call(operator.getitem, (node, 0), name="while_loop_0",
                                              meta={"framework": "tensorflow", **_tensor_meta(op.outputs[0])})

    def _branch_sig(self, own, outs):
        return [(n.name, "pos", InputSlot(n.name)) for n in own], tuple(outs)

    def cond(self, g, op, env, line):
        then = self.subgraph(g, self.function_graph(op, "then_branch"), "then_branch", self._branch_sig)
        else_ = self.subgraph(g, self.function_graph(op, "else_branch"), "else_branch", self._branch_sig)
        ins = [self.read(g, env, i) for i in op.inputs]
        node = g.call(Cond(), (ins[0], then, else_, *ins[1:]), name="cond", meta={"framework": "tensorflow",
                                                                                  "line": line})
        self._multi(g, node, op, env)

    def case(self, g, op, env, line):
        branches = [self.subgraph(g, self._fn_graph_named(op, f), f"branch{i}", self._branch_sig)
                    for i, f in enumerate(op.get_attr("branches"))]
        ins = [self.read(g, env, i) for i in op.inputs]
        node = g.call(SwitchCase(), (ins[0], branches, *ins[1:]), name="switch_case",
                      meta={"framework": "tensorflow", "line": line})
        self._multi(g, node, op, env)

    def _fn_graph_named(self, op, f):
        for owner in (op.graph, self.cf.graph):
            try:
                return owner._get_function(f.name).graph
            except Exception:  # noqa: BLE001
                continue
        raise TraceError(f"ivy_tracer: the function {f.name} of {op.name} was not found (internal)")

    def _multi(self, g, node, op, env):
        node.meta["multi"] = len(op.outputs)
        for i, o in enumerate(op.outputs):
            env[_ref(o)] = g.call(operator.getitem, (node, i), name=f"{node.name}_{i}",
                                  meta={"framework": "tensorflow", **_tensor_meta(o)})


def _capture_into(g, node):
    if node.graph is g:
        return node
    for n in g.inputs:
        if n.meta.get("capture") is node:
            return n
    return g.input(node.name, meta={"capture": node, "shape": node.meta.get("shape"), "dtype": node.meta.get("dtype")})


def _var_name(n):
    c = n.meta.get("capture") if n.__class__ is Node else None
    return (c or n).name if n.__class__ is Node else "var"


def _kw(k):
    import keyword

    return k + "_" if keyword.iskeyword(k) else k


def _attr_value(v):
    if isinstance(v, bytes):
        try:
            return v.decode()
        except UnicodeDecodeError:
            return v
    if isinstance(v, list):
        return [_attr_value(x) for x in v]
    if isinstance(v, tf.TensorShape):
        return v.as_list() if v.rank is not None else None
    if type(v).__name__ == "TensorProto":
        return tf.constant(tf.make_ndarray(v))
    return v


def _tensor_meta(t):
    try:
        return {"shape": tuple(t.shape.as_list()) if t.shape.rank is not None else None, "dtype": t.dtype.name}
    except Exception:  # noqa: BLE001
        return {}


def _line(op):
    """The user's line that made ``op`` (reading an op's traceback costs ~0.3 ms, more than the
    rest of its conversion: only where ``IVY_TRACER_TF_LINES=1``)."""
    if not _LINES:
        return None
    try:
        tb = op.traceback
        from ..errors import _is_machinery

        for fr in reversed(tb):
            if not _is_machinery(fr.filename):
                return f"{fr.filename}:{fr.lineno}"
    except Exception:  # noqa: BLE001
        return None
    return None

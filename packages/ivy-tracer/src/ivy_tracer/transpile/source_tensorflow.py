"""TensorFlow and Keras as the source: a Keras layer or model (Keras 3), a ``tf.Module`` with
variables, or a function of tf tensors, traced with the tracer's TensorFlow capture (the graph of
a concrete function: each op a ``tf.raw_ops.<Op>(**inputs, **attrs)`` call) and lifted to ivy
through ``ivy_frontends.tensorflow.raw_ops``.

Weights: the variables the source reads are parameters named by their path (``dense.kernel``,
``batch_normalization.moving_mean``): trainable ones (a Keras layer's ``trainable_weights``, a
variable with ``trainable=True``) are the result's trainable weights, the others buffers. In the
frontend each is a ``tf.Variable``, so the graph's ``kernel.value()`` and ``moving_mean.assign(v)``
run as written; what the source assigns (BatchNormalization's moving statistics in training)
comes back as new state after each call.

Training and inference: a Keras layer's ``training=`` call argument is the result's mode
(``train()``/``eval()``, starting in inference as Keras' own call does); passing ``training=``
to the result's call picks it for that call, as in Keras. Tracing runs the source once per mode
(the capture calls it eagerly too): the source's variables are put back afterwards.

>>> import keras, ivy_tracer                                            # doctest: +SKIP
>>> m = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)])   # doctest: +SKIP
>>> tm = ivy_tracer.transpile(m, target="torch", args=(np.ones((4, 3), "float32"),))  # doctest: +SKIP
>>> [n for n, _ in tm.named_parameters()]                               # doctest: +SKIP
['dense.kernel', 'dense.bias']
"""

from __future__ import annotations

import sys

import ivy
from ivy import _tree

from ..errors import TraceError
from ..passes.dead_code import eliminate_dead_code_inplace
from ..targets import describe
from .core import Core
from .errors import TranspileError
from .lift import Frontend, interpret, numpy_to_target, with_captures
from .lift import lift as lift_graph
from .lift import unsupported as unsupported_error

__all__ = ["core", "is_module", "unsupported", "TensorflowFrontend"]


class TensorflowFrontend(Frontend):
    """The TensorFlow source: each ``tf.raw_ops.<Op>`` node is ``ivy_frontends.tensorflow.raw_ops.<Op>``,
    tensors the frontend's ``Tensor`` s, variables its ``Variable`` s; TF dtypes, shapes and
    constant tensors are converted."""

    name = "tensorflow"
    module = "ivy_frontends.tensorflow.raw_ops"

    def __init__(self, target):
        import ivy_frontends.tensorflow as ftf
        from ivy_frontends.tensorflow._tensor import Tensor
        from ivy_frontends.tensorflow._variable import Variable

        self.ftf = ftf
        self.array = Tensor
        self.variable = Variable
        self.target = target
        self.variables = _Table()  # id(native) -> (native, name): the target arrays of the source's variables

    def function(self, node):
        from ..capture.tensorflow import RawOp

        t = node.target
        if isinstance(t, RawOp):
            f = getattr(self.ftf.raw_ops, t.name, None)
            if callable(f):
                return f
            raise unsupported_error(self, node, f"tf.raw_ops.{t.name}")
        from ..capture.tensorflow import Cond, SwitchCase, WhileLoop

        if isinstance(t, (WhileLoop, Cond, SwitchCase)):
            return t  # (run: the frontend's tf.while_loop / tf.cond / tf.switch_case on its sub-graphs)
        raise unsupported_error(self, node, describe(t))

    def run(self, node, a, kw):
        """Control flow by the frontend's ``tf.while_loop`` / ``tf.cond`` / ``tf.switch_case``, its
        sub-graphs (bodies, branches) interpreted through the frontend; other nodes as usual."""
        from ..capture.tensorflow import Cond, SwitchCase, WhileLoop

        t = node.target
        if isinstance(t, (WhileLoop, Cond, SwitchCase)):
            from ..graph import graphs_in

            outer = with_captures(self, graphs_in(a), self.scope)
        if isinstance(t, WhileLoop):
            cond, body, init = a
            return list(self.ftf.while_loop(lambda *s: _single(interpret(self, cond, s, outer)),
                                            lambda *s: list(interpret(self, body, s, outer)), list(init),
                                            parallel_iterations=t.parallel_iterations))
        if isinstance(t, Cond):
            pred, then, else_, *ops = a
            return self.ftf.cond(pred, lambda: interpret(self, then, ops, outer),
                                 lambda: interpret(self, else_, ops, outer))
        if isinstance(t, SwitchCase):
            index, branches, *ops = a
            return self.ftf.switch_case(index, [(lambda b=b: interpret(self, b, ops, outer)) for b in branches])
        return super().run(node, a, kw)

    def has_method(self, name):
        return hasattr(self.array, name) or hasattr(self.variable, name)

    def convert(self, v):
        tf = sys.modules.get("tensorflow")
        if tf is None or isinstance(v, (self.array, self.variable)):
            return v
        if isinstance(v, tf.DType):
            return self.ftf.as_dtype(v.name)
        if isinstance(v, tf.TensorShape):
            return self.ftf.TensorShape(v.as_list() if v.rank is not None else None)
        if isinstance(v, (tf.Tensor, tf.Variable)):
            # (made by an ivy call from Python values, inside the lift's trace: a constant of the
            # graph whose values the frontend may read, as a shape or an axis)
            a = v.numpy()
            return self.array(ivy.asarray(a.tolist(), dtype=str(a.dtype), backend=self.target)._data)
        return v

    def to_target(self, v, target):
        out = to_target(v, target)
        if _is_variable(v):
            self.variables[id(out)] = (out, getattr(v, "name", "Variable").split(":")[0])
        return out

    def wrap(self, native):
        hit = self.variables.get(id(native))
        if hit is not None and hit[0] is native:
            v = self.variable(native, trainable=False, name=hit[1])
            v._data = native
            return v
        return self.array(native)

    def unwrap(self, v):
        return v._data if isinstance(v, (self.array, self.variable)) else v


def _single(out):
    """A loop condition's output (a one-element nest of a sub-graph) as the value itself."""
    while isinstance(out, (tuple, list)) and len(out) == 1:
        out = out[0]
    return out


class _Table:
    """A dict the ivy trace's parameter search does not look into (the frontend's record of which
    target arrays are the source's variables: the lift names those parameters itself)."""

    __slots__ = ("d",)

    def __init__(self):
        self.d = {}

    def get(self, k):
        return self.d.get(k)

    def __setitem__(self, k, v):
        self.d[k] = v

    def __contains__(self, k):
        return k in self.d

    def clear(self):
        self.d.clear()


def _is_variable(v):
    tf = sys.modules.get("tensorflow")
    return tf is not None and isinstance(v, tf.Variable)


def to_target(v, target):
    """A TF tensor's or variable's values as a native array of ``target`` (a copy)."""
    import numpy as np

    if hasattr(v, "numpy"):
        v = v.numpy()
    return numpy_to_target(np.array(v, copy=True), target)


def _to_tf(leaf):
    """A call's array leaf as a tf tensor (target arrays are converted through NumPy)."""
    import tensorflow as tf

    from ..capture.arrays import is_array

    if isinstance(leaf, (tf.Tensor, tf.Variable)):
        return leaf
    if type(leaf) is ivy.Array:
        leaf = leaf._data
    if is_array(leaf):
        return tf.convert_to_tensor(ivy.to_numpy(leaf))
    return leaf


def _is_keras(obj):
    keras = sys.modules.get("keras")
    return keras is not None and isinstance(obj, keras.layers.Layer)


def is_module(obj):
    """A Keras layer or model, or a ``tf.Module``."""
    tf = sys.modules.get("tensorflow")
    return _is_keras(obj) or (tf is not None and isinstance(obj, tf.Module))


def _found(obj, args=(), kwargs=None):
    """``{id(tf.Variable): (name, variable)}`` of the variables ``obj`` can read, found as the capture
    finds its parameters (closures, attributes, a layer's weights): those a trace may move."""
    from ..params import find_parameters

    out = {}
    for name, _ref, v in find_parameters(obj, args, kwargs or {}).values():
        if _is_variable(v):
            out[id(v)] = (name, v)
    return out


def _module_weights(obj):
    """``[(name, tf.Variable, trainable)]`` of a Keras layer or ``tf.Module``, in its order: a Keras
    weight by its path less the layer's own name (``dense/kernel`` of a model: ``dense.kernel``), a
    ``tf.Module``'s variable by its attribute path (``w``, ``layers.0.w``)."""
    import tensorflow as tf

    out, seen = [], set()
    if _is_keras(obj):
        trainable = {id(w.value) for w in obj.trainable_weights}
        own = (obj.name or "") + "/"
        for w in obj.weights:
            v = w.value
            if id(v) not in seen:
                seen.add(id(v))
                path = w.path[len(own):] if w.path.startswith(own) else w.path
                out.append((path.replace("/", "."), v, id(v) in trainable))
        return out
    trainable = {id(v) for v in obj.trainable_variables}
    for path, v in obj._flatten(predicate=lambda x: isinstance(x, tf.Variable), with_path=True):
        if id(v) not in seen:
            seen.add(id(v))
            out.append((".".join(str(p) for p in path), v, id(v) in trainable))
    return out


def _save(variables):
    return [(v, v.read_value()) for v in variables]


def _restore(saved):
    for v, value in saved:
        v.assign(value)


def core(obj, target, name, args=None, kwargs=None):
    """The :class:`~ivy_tracer.transpile.core.Core` of a Keras layer, ``tf.Module`` or TF function for
    ``target``."""
    import tensorflow as tf

    keras_layer = _is_keras(obj)
    module = is_module(obj)
    fe = TensorflowFrontend(target)
    if keras_layer and not obj.built and args is not None:
        _build(obj, args, kwargs or {})
    values = {}
    params, buffers = [], []
    weights = _module_weights(obj) if module else []

    def register(weights):
        for n, v, tr in weights:
            if n not in values:
                values[n] = to_target(v, target)
                (core.params if tr else core.buffers).append(n)

    def lift(training, a, k):
        k = dict(k)
        if keras_layer:
            training = k.pop("training", training)
            k["training"] = bool(training)
        leaves, td = _tree.flatten((list(a), dict(k)))
        a2, k2 = _tree.unflatten(td, [_to_tf(x) for x in leaves])
        examples = [x for x in _tree.flatten((list(a2), dict(k2)))[0] if isinstance(x, tf.Tensor)]
        if keras_layer and not obj.built:
            _build(obj, a2, k2)
            weights[:] = _module_weights(obj)
            register(weights)
        try:
            tg = _trace(obj, a2, k2)
        except TranspileError:
            raise
        except TraceError as e:
            raise TranspileError(f"transpile: tracing the TensorFlow source failed: {e}") from e
        by_id = {id(v): n for n, v, _ in weights}
        for p in tg.parameters:  # (the module's own names for its weights)
            n = by_id.get(id(p.meta["ref"].get()))
            if n is not None:
                p.target = n
        fe.variables.clear()
        lifted = lift_graph(tg, fe, target, examples)
        eliminate_dead_code_inplace(lifted.graph)  # (the frontend's reads of constant shapes and axes)
        if not module:  # a function's variables: found by its traces
            for p in tg.parameters:
                src = p.meta["ref"].get()
                n = str(p.target)
                if n in lifted.param_names and n not in values:
                    register([(n, src, _is_variable(src) and src.trainable)])
        return lifted

    core = Core("tensorflow", target, lift, params, buffers, values, has_modes=keras_layer, name=name)
    core.training = False  # (Keras calls a layer in inference unless told training=True)
    if module:
        register(weights)
    if args is not None:
        core.entry(False, args, kwargs or {})
        if keras_layer:
            core.entry(True, args, kwargs or {})
    return core


def _trace(obj, a, k):
    """The capture's graph of ``obj(*a, **k)``, each op with the user's line that made it (the
    capture reads lines only where asked: ~0.3 ms an op, paid once per transpile), the source's
    variables put back afterwards (the capture also runs it eagerly once)."""
    from ..capture import tensorflow as capture
    from ..trace import trace

    saved = _save([v for _, v in _found(obj, a, k).values()] + ([w for _, w, _ in _module_weights(obj)]
                                                                  if is_module(obj) else []))
    lines = capture._LINES
    capture._LINES = True
    try:
        return trace(obj, *a, source="tensorflow", **k)
    finally:
        capture._LINES = lines
        _restore(saved)


def _build(obj, args, kwargs):
    """Build an unbuilt Keras layer by calling it once in inference (its variables must exist
    before a trace: a traced function cannot create them)."""
    leaves, td = _tree.flatten((list(args), dict(kwargs)))
    a, k = _tree.unflatten(td, [_to_tf(x) for x in leaves])
    k = dict(k)
    k["training"] = False
    obj(*a, **k)


def unsupported(obj, args, kwargs):
    """The operations of a Keras layer, ``tf.Module`` or TF function (traced once on ``args``) the
    frontend lacks."""
    leaves, td = _tree.flatten((list(args), dict(kwargs)))
    a, k = _tree.unflatten(td, [_to_tf(x) for x in leaves])
    k = dict(k)
    if _is_keras(obj):
        if not obj.built:
            _build(obj, a, k)
        k.setdefault("training", False)
    g = _trace(obj, a, k)
    return TensorflowFrontend("numpy").unsupported_ops(g)

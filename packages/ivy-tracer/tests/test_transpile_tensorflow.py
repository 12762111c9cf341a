"""Transpiling TensorFlow and Keras code (``ivy_tracer.transpile``) to the target named by the
session's backend (IVY_TEST_BACKEND: numpy, torch, jax, tensorflow): each target is tested once,
in its backend's session.

Ground truth: real TensorFlow and Keras 3. For each case (a Keras Sequential MLP with relu/gelu
Dense layers, a Keras Sequential CNN with Conv2D/BatchNormalization/MaxPooling2D/Flatten/Dense in
inference and in training, a plain function with tf.matmul/tf.nn.softmax/slicing/reshape, a
``tf.Module`` with variables): the transpiled object's outputs on fresh inputs equal TF's, its
trainable weights are the source's trainable weights (named by their Keras paths) with equal
values, the moving statistics move in training as Keras' do, gradients of a loss with respect to
the weights equal ``tf.GradientTape``'s (autodiff targets), one SGD step lowers the loss as the
source's step does, and the emitted code of a non-TF target calls no TensorFlow.
"""

from __future__ import annotations

import numpy as np
import pytest
from _helpers import BACKEND, loss_and_grads, sgd_step, to_target, tonp

import ivy
import ivy_tracer

tf = pytest.importorskip("tensorflow")
keras = pytest.importorskip("keras")
pytest.importorskip("ivy_frontends")
pytestmark = pytest.mark.skipif(BACKEND not in ("numpy", "torch", "jax", "tensorflow"),
                                reason="transpile targets: numpy, torch, jax, tensorflow")

TARGET = BACKEND
RTOL, ATOL = 1e-4, 1e-5


# ---------------------------------------------------------------- the sources (real TF / Keras)


def mlp():
    keras.utils.set_random_seed(0)
    return keras.Sequential([keras.Input((5,)), keras.layers.Dense(8, activation="relu"),
                             keras.layers.Dense(6, activation="gelu"), keras.layers.Dense(3)])


def cnn():
    keras.utils.set_random_seed(1)
    return keras.Sequential([keras.Input((6, 6, 3)), keras.layers.Conv2D(4, 3, padding="same"),
                             keras.layers.BatchNormalization(momentum=0.9), keras.layers.ReLU(),
                             keras.layers.MaxPooling2D(2), keras.layers.Flatten(), keras.layers.Dense(3)])


def softmax_fn(x, w):
    y = tf.nn.softmax(tf.matmul(x, w), axis=-1)
    return tf.reshape(y[:, 1:] * 2.0, (-1,)) + tf.reduce_mean(x)


class Affine(tf.Module):
    """A ``tf.Module`` with a trainable and a non-trainable variable."""

    def __init__(self):
        super().__init__()
        self.w = tf.Variable(tf.random.stateless_normal((4, 3), seed=(1, 2)), name="w")
        self.scale = tf.Variable(tf.constant([0.5, 2.0, 1.0]), trainable=False, name="scale")

    def __call__(self, x):
        return tf.tanh(tf.matmul(x, self.w)) * self.scale


# ---------------------------------------------------------------- target-side helpers


def source_names(model):
    """``({name: tf.Variable}, {name: tf.Variable})``: a Keras model's trainable and other weights by
    their Keras paths less the model's name (``dense/kernel`` -> ``dense.kernel``)."""
    def name(w):
        return w.path.partition("/")[2].replace("/", ".")

    return ({name(w): w for w in model.trainable_weights}, {name(w): w for w in model.non_trainable_weights})


def weights(m):
    """The transpiled object's trainable weights and buffers as ``{source name: NumPy}``."""
    if TARGET == "torch":
        return ({n: tonp(p) for n, p in m.named_parameters()}, {n: tonp(b) for n, b in m.named_buffers()})
    if TARGET == "tensorflow":
        return ({n: tonp(v) for n, v in m.weights_by_name.items() if v.trainable},
                {n: tonp(v) for n, v in m.weights_by_name.items() if not v.trainable})
    return {n: tonp(v) for n, v in m.params.items()}, {n: tonp(v) for n, v in m.state.items()}


def tf_loss_and_grads(model, x, names):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(model(x) ** 2)
    gs = tape.gradient(loss, [names[n] for n in names])
    return float(loss), {n: g.numpy() for n, g in zip(names, gs)}


def check_source_is_native(src):
    assert src is not None
    if TARGET != "tensorflow":
        assert "tensorflow" not in src and "tf." not in src, src


def rand(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


# ---------------------------------------------------------------- the cases


def _check_model(model, shape, train_too=False):
    x = rand(*shape)
    m = ivy_tracer.transpile(model, target=TARGET, args=(x,))
    check_source_is_native(m.source)
    trainable, other = source_names(model)
    params, buffers = weights(m)
    assert set(params) == set(trainable)
    for n, w in trainable.items():
        np.testing.assert_array_equal(params[n], w.numpy())
    assert set(buffers) == set(other)
    # outputs on fresh inputs: inference, then training (the moving statistics move as Keras')
    for mode in ((False, True) if train_too else (False,)):
        m.train(mode)
        x2 = rand(*shape, seed=2 + mode)
        want = model(tf.constant(x2), training=mode)
        got = m(to_target(x2))
        np.testing.assert_allclose(tonp(got), want.numpy(), rtol=RTOL, atol=ATOL)
        _, bufs = weights(m)
        for n, w in other.items():
            np.testing.assert_allclose(bufs[n], w.numpy(), rtol=RTOL, atol=ATOL, err_msg=n)
    m.eval()
    if TARGET == "numpy":
        return m
    # gradients and one SGD step, against tf.GradientTape's
    x3 = rand(*shape, seed=5)
    lt, gt = tf_loss_and_grads(model, tf.constant(x3), trainable)
    lm, gm = loss_and_grads(m, to_target(x3))
    np.testing.assert_allclose(lm, lt, rtol=RTOL)
    assert set(gm) == set(gt)
    for n in gt:
        np.testing.assert_allclose(gm[n], gt[n], rtol=RTOL, atol=ATOL, err_msg=n)
    lr = 1e-2
    for n, w in trainable.items():
        w.assign_sub(lr * gt[n])
    sgd_step(m, gm, lr)
    lt2 = float(tf.reduce_sum(model(tf.constant(x3)) ** 2))
    lm2, _ = loss_and_grads(m, to_target(x3))
    assert lt2 < lt and lm2 < lm
    np.testing.assert_allclose(lm2, lt2, rtol=RTOL)
    return m


def test_keras_mlp():
    model = mlp()
    m = _check_model(model, (4, 5))
    x = rand(4, 5, seed=9)
    want = model(tf.constant(x)).numpy()
    if TARGET == "jax":  # (the target's compiler takes the emitted code)
        import jax

        np.testing.assert_allclose(np.asarray(jax.jit(m.apply)(m.params, to_target(x))), want, rtol=RTOL, atol=ATOL)
    elif TARGET == "tensorflow":
        np.testing.assert_allclose(tf.function(lambda v: m(v), autograph=False)(to_target(x)).numpy(), want,
                                   rtol=RTOL, atol=ATOL)


def test_keras_cnn_batchnorm_inference_and_training():
    model = cnn()
    m = _check_model(model, (2, 6, 6, 3), train_too=True)
    assert len(m.sources) == 2  # (inference and training code)
    # training= passed to the call picks the code for that call, as in Keras
    x = rand(2, 6, 6, 3, seed=7)
    want = model(tf.constant(x), training=True)
    np.testing.assert_allclose(tonp(m(to_target(x), training=True)), want.numpy(), rtol=RTOL, atol=ATOL)
    _, bufs = weights(m)
    src_bufs = source_names(model)[1]  # (Keras numbers its layers' names per process: by the model's own)
    assert set(bufs) == set(src_bufs) and any(n.endswith("moving_mean") for n in bufs)
    for n, v in src_bufs.items():
        np.testing.assert_allclose(bufs[n], v.numpy(), rtol=RTOL, atol=ATOL)


def test_function_with_matmul_softmax_slicing_reshape():
    x, w = tf.constant(rand(4, 5)), tf.constant(rand(5, 6, seed=1))
    f = ivy_tracer.transpile(softmax_fn, target=TARGET, args=(x, w))
    assert callable(f) and not isinstance(f, tf.Module)
    check_source_is_native(f.transpiled.source)
    x2, w2 = rand(4, 5, seed=3), rand(5, 6, seed=4)
    np.testing.assert_allclose(tonp(f(to_target(x2), to_target(w2))), softmax_fn(x2, w2).numpy(), rtol=RTOL,
                               atol=ATOL)


def test_tf_module_variables_are_weights():
    mod = Affine()
    x = rand(2, 4)
    m = ivy_tracer.transpile(mod, target=TARGET, args=(tf.constant(x),))
    params, buffers = weights(m)
    assert set(params) == {"w"} and set(buffers) == {"scale"}
    np.testing.assert_array_equal(params["w"], mod.w.numpy())
    x2 = rand(2, 4, seed=1)
    np.testing.assert_allclose(tonp(m(to_target(x2))), mod(x2).numpy(), rtol=RTOL, atol=ATOL)
    if TARGET != "numpy":
        lt, gt = tf_loss_and_grads(mod, tf.constant(x2), {"w": mod.w})
        lm, gm = loss_and_grads(m, to_target(x2))
        np.testing.assert_allclose(lm, lt, rtol=RTOL)
        np.testing.assert_allclose(gm["w"], gt["w"], rtol=RTOL, atol=ATOL)


def test_unsupported_op_is_named():
    def f(x):
        return tf.nn.local_response_normalization(tf.nn.relu(x))  # (no frontend raw op LRN)

    x = tf.constant(rand(1, 3, 3, 4))
    missing = ivy_tracer.unsupported(f, (x,))
    assert [op for op, _ in missing] == ["tf.raw_ops.LRN"]
    assert "test_transpile_tensorflow.py" in missing[0][1]  # (the line that called it)
    with pytest.raises(ivy_tracer.TranspileError, match="tf.raw_ops.LRN") as e:
        ivy_tracer.transpile(f, target=TARGET, args=(x,))
    assert isinstance(e.value, ivy.IvyError)
    assert e.value.op == "tf.raw_ops.LRN"
    assert "test_transpile_tensorflow.py" in str(e.value)


def test_value_dependent_control_flow_is_a_transpile_error():
    def f(x):
        return x * 2.0 if float(tf.reduce_sum(x)) > 0 else -x

    with pytest.raises(ivy_tracer.TranspileError, match="test_transpile_tensorflow.py"):
        ivy_tracer.transpile(f, target=TARGET, args=(tf.ones(3),))


def test_detects_tensorflow_sources():
    from ivy_tracer.transpile import _detect

    assert _detect(mlp(), None, None) == "tensorflow"
    assert _detect(Affine(), None, None) == "tensorflow"
    assert _detect(softmax_fn, (tf.ones((2, 5)), tf.ones((5, 6))), None) == "tensorflow"
    assert _detect(softmax_fn, (np.ones((2, 5)), np.ones((5, 6))), None) == "tensorflow"  # (tf code, NumPy inputs)
    assert _detect(softmax_fn, None, None) == "tensorflow"


def test_keras_embedding_layernorm():
    keras.utils.set_random_seed(2)
    model = keras.Sequential([keras.Input((3,), dtype="int32"), keras.layers.Embedding(10, 4),
                              keras.layers.LayerNormalization()])
    idx = np.array([[1, 2, 9], [0, 0, 3]], np.int32)
    m = ivy_tracer.transpile(model, target=TARGET, args=(idx,))
    check_source_is_native(m.source)
    assert set(weights(m)[0]) == set(source_names(model)[0])
    idx2 = np.array([[4, 5, 6], [7, 8, 1]], np.int32)
    np.testing.assert_allclose(tonp(m(to_target(idx2))), model(idx2).numpy(), rtol=RTOL, atol=ATOL)


def test_closed_over_variable_becomes_parameter():
    w = tf.Variable(rand(3, 4), name="w")

    def f(x):
        return tf.nn.relu(tf.matmul(x, w))

    x = rand(2, 3)
    m = ivy_tracer.transpile(f, target=TARGET, args=(tf.constant(x),))
    params, _ = weights(m)
    assert list(params) == ["w"]
    np.testing.assert_array_equal(params["w"], w.numpy())
    np.testing.assert_allclose(tonp(m(to_target(x))), f(x).numpy(), rtol=RTOL, atol=ATOL)


def test_lazy_transpile_caches_per_signature():
    keras.utils.set_random_seed(3)
    model = keras.Sequential([keras.Input((5,)), keras.layers.Dense(3, activation="tanh")])
    m = ivy_tracer.transpile(model, target=TARGET)
    for n in (3, 3, 2):
        x = rand(n, 5, seed=n)
        np.testing.assert_allclose(tonp(m(to_target(x))), model(x).numpy(), rtol=RTOL, atol=ATOL)
    assert len(m.sources) == 2  # (batch 3 and batch 2)


def loop_and_branch(x):
    """``tf.while_loop`` and a ``tf.cond`` whose predicate depends on the data."""
    def body(i, y):
        return i + 1, y * 1.5 + 0.25

    _, y = tf.while_loop(lambda i, y: i < 3, body, (tf.constant(0), x))
    return tf.cond(tf.reduce_sum(y) > 0, lambda: tf.nn.relu(y) * 2.0, lambda: y - 1.0)


def test_while_loop_and_data_dependent_cond():
    """TensorFlow's control flow stays control flow: the loop and both branches are in the emitted
    code (the frontend's tf.while_loop / tf.cond on ivy's), so inputs taking the other branch give
    TF's results too; gradients through them equal GradientTape's."""
    x = rand(2, 3)
    f = ivy_tracer.transpile(loop_and_branch, target=TARGET, args=(tf.constant(x),))
    check_source_is_native(f.transpiled.source)
    for sample in (x, -np.abs(x) - 1.0):  # (one input per branch)
        np.testing.assert_allclose(tonp(f(to_target(sample))), loop_and_branch(tf.constant(sample)).numpy(),
                                   rtol=RTOL, atol=ATOL)
    if TARGET == "jax":
        import jax

        g = jax.grad(lambda v: f(v).sum())(to_target(x))
        xt = tf.constant(x)
        with tf.GradientTape() as tape:
            tape.watch(xt)
            want = tape.gradient(tf.reduce_sum(loop_and_branch(xt)), xt)
        np.testing.assert_allclose(np.asarray(g), want.numpy(), rtol=RTOL, atol=ATOL)

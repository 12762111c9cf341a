"""ivy's autodiff and compile on TensorFlow, against TensorFlow's own: GradientTape to second
order (nested tapes), tf.Variable as ivy's variable, ivy.compile as tf.function (a graph
of TensorFlow ops), and ivy's autodiff inside a tf.function."""

from __future__ import annotations

import numpy as np
import pytest
import tensorflow as tf

import ivy


@pytest.fixture(autouse=True)
def _no_backend_set():
    ivy.unset_backend()
    yield
    ivy.unset_backend()


def f_ivy(x, w):
    return ivy.sum(ivy.sin(ivy.matmul(x, w)) * ivy.exp(w[0] * 0.1))


def f_tf(x, w):
    return tf.reduce_sum(tf.sin(x @ w) * tf.exp(w[0] * 0.1))


X = tf.constant([[0.5, -1.0], [2.0, 0.25], [0.0, 1.0]], dtype=tf.float64)
W = tf.constant([[0.3, -0.2, 1.0], [0.7, 0.1, -0.5]], dtype=tf.float64)


def _tf_grads(w):
    with tf.GradientTape() as outer:
        outer.watch(w)
        with tf.GradientTape() as inner:
            inner.watch(w)
            y = f_tf(X, w)
        g = inner.gradient(y, w)
        s = tf.reduce_sum(g)
    return g, outer.gradient(s, w)


def test_gradients_match_gradient_tape_to_second_order():
    g_ref, h_ref = _tf_grads(W)
    gw = ivy.grad(f_ivy, argnums=1)(X, W)
    np.testing.assert_allclose(gw, g_ref, rtol=1e-12)
    h = ivy.grad(lambda w: ivy.sum(ivy.grad(f_ivy, argnums=1)(X, w)))(W)
    np.testing.assert_allclose(h, h_ref, rtol=1e-12)
    with tf.GradientTape(persistent=True) as t:
        t.watch(W)
        with tf.GradientTape() as t2:
            t2.watch(W)
            y = f_tf(X, W)
        g = t2.gradient(y, W)
    H_ref = t.jacobian(g, W)
    H = ivy.jac(ivy.grad(lambda w: f_ivy(X, w)))(W)
    np.testing.assert_allclose(H, H_ref, rtol=1e-12, atol=1e-12)


def test_variables_are_tf_variables():
    v = ivy.variable(W)
    assert isinstance(v, tf.Variable) and ivy.is_variable(v) and not ivy.is_variable(W)
    assert isinstance(ivy.stop_gradient(v), tf.Variable)
    assert not isinstance(ivy.stop_gradient(v, preserve_type=False), tf.Variable)
    assert not isinstance(ivy.variable_data(v), tf.Variable)
    _, g = ivy.execute_with_gradients(lambda w: f_ivy(X, w), v)
    np.testing.assert_allclose(g, _tf_grads(W)[0], rtol=1e-12)


def test_ivy_compile_is_tf_function_graph():
    fc = ivy.compile(f_ivy, X, W)
    np.testing.assert_allclose(fc(X, W), f_tf(X, W), rtol=1e-12)
    graph = tf.function(lambda x, w: f_ivy(x, w), autograph=False).get_concrete_function(X, W).graph
    ops = {op.type for op in graph.get_operations()}
    assert {"Sin", "Exp"} <= ops and ops & {"MatMul", "BatchMatMulV2"}


def test_ivy_autodiff_inside_tf_function():
    step = tf.function(lambda w: ivy.execute_with_gradients(lambda v: f_ivy(X, v), w)[1], autograph=False)
    np.testing.assert_allclose(step(W), _tf_grads(W)[0], rtol=1e-12)
    compiled = ivy.compile(lambda w: ivy.grad(lambda v: f_ivy(X, v))(w), W)
    np.testing.assert_allclose(compiled(W), _tf_grads(W)[0], rtol=1e-12)


def test_vmap_matches_a_loop():
    xs = tf.constant(np.arange(24, dtype=np.float64).reshape(4, 3, 2) / 10)
    out = ivy.vmap(f_ivy, in_axes=(0, None))(xs, W)
    ref = np.stack([f_tf(xs[i], W).numpy() for i in range(4)])
    np.testing.assert_allclose(out, ref, rtol=1e-12)

"""Tracing TensorFlow code (a ``tf.function``'s concrete function): a Keras model with batch norm
and dropout in training and inference, variables as named parameters read and written in place,
``tf.while_loop`` / ``tf.cond`` as nodes with sub-graphs, reads of values, re-executable source and
``tf.function``. The ground truth is TensorFlow and Keras themselves. Run in the tensorflow
session only."""

from __future__ import annotations

import numpy as np
import pytest
from _helpers import only_on

import ivy_tracer
from ivy_tracer import TraceError

pytestmark = only_on("tensorflow")
tf = pytest.importorskip("tensorflow") if __import__("_helpers").BACKEND == "tensorflow" else None


def _model():
    import keras

    keras.utils.set_random_seed(0)
    return keras.Sequential([keras.Input((3,)), keras.layers.Dense(8, activation="relu"),
                             keras.layers.BatchNormalization(), keras.layers.Dense(2)])


def test_keras_model_inference():
    m = _model()
    x = tf.random.normal((4, 3))
    g = ivy_tracer.trace(m, x, training=False)
    names = {n.target for n in g.parameters}
    assert {"dense.kernel", "dense.bias", "batch_normalization.moving_mean", "dense_1.kernel"} <= names, names
    assert "tf.raw_ops.MatMul(" in g.source()
    for _ in range(2):
        x2 = tf.random.normal((4, 3))
        np.testing.assert_allclose(g(x2, training=False), m(x2, training=False), rtol=1e-5, atol=1e-6)
    ns = {}
    exec(g.source(), ns)
    np.testing.assert_allclose(ns["forward"](x, **g.bound_values()), m(x, training=False), rtol=1e-5, atol=1e-6)
    # weights assigned (an optimizer's step): the graph reads the variables
    m.layers[0].kernel.assign(m.layers[0].kernel * 2.0)
    np.testing.assert_allclose(g(x), m(x, training=False), rtol=1e-5, atol=1e-6)


def test_keras_model_in_training_moves_batch_norm_statistics_in_place():
    m, twin = _model(), _model()
    twin.set_weights(m.get_weights())
    x = tf.random.normal((6, 3))
    g = ivy_tracer.trace(m, x, training=True)  # (the trace runs the model once, as a call would)
    twin(x, training=True)
    assigns = [n for n in g.calls if n.meta.get("mutates")]
    assert len(assigns) == 2  # moving mean and variance
    for _ in range(2):
        x2 = tf.random.normal((6, 3))
        np.testing.assert_allclose(g(x2, training=True), twin(x2, training=True), rtol=1e-4, atol=1e-5)
        for a, b in zip(m.layers[1].non_trainable_weights, twin.layers[1].non_trainable_weights):
            np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-6)


def test_dropout_in_training_draws_anew():
    import keras

    m = keras.Sequential([keras.Input((2000,)), keras.layers.Dropout(0.5)])
    x = tf.ones((1, 2000))
    g = ivy_tracer.trace(m, x, training=True)
    assert any(n.meta.get("random") for n in g.calls)
    a, b = g(x, training=True).numpy(), g(x, training=True).numpy()
    assert not np.array_equal(a, b)
    for s in (a, b):
        assert abs((s == 0).mean() - 0.5) < 0.05 and np.allclose(s[s != 0], 2.0)


def test_tf_control_flow_stays_nodes_with_subgraphs():
    def f(x):
        y = tf.matmul(x, x, transpose_b=True)
        i, s = tf.while_loop(lambda i, s: i < 3, lambda i, s: (i + 1, s * 2.0), (0, y))
        return tf.cond(tf.reduce_sum(y) > 0, lambda: y + 1.0, lambda: -y), s

    x = tf.constant([[1.0, 2.0], [3.0, -4.0]])
    g = ivy_tracer.trace(f, x)
    assert {"tf.while_loop", "tf.cond"} <= {n.format_target() for n in g.calls}
    assert len(g.subgraphs()) == 4
    for x2 in (x, -x * 3.0, x * 0.0):
        for a, b in zip(g(x2), f(x2)):
            np.testing.assert_allclose(a, b, rtol=1e-6)
    c = g.compile()
    for a, b in zip(c(-x), f(-x)):
        np.testing.assert_allclose(a, b, rtol=1e-6)


def test_variables_in_a_closure_are_parameters():
    v = tf.Variable([1.0, 2.0, 3.0])

    def f(x):
        v.assign_add(x)
        return v * 2.0

    g = ivy_tracer.trace(f, tf.ones(3))
    assert [n.target for n in g.parameters] == ["v"]
    np.testing.assert_allclose(v.numpy(), [2.0, 3.0, 4.0])  # (the trace ran the function once)
    np.testing.assert_allclose(g(tf.ones(3)), [6.0, 8.0, 10.0])
    np.testing.assert_allclose(v.numpy(), [3.0, 4.0, 5.0])


@pytest.mark.parametrize("how", ["bool", "numpy", "float"])
def test_reading_values_is_a_trace_error_naming_the_line(how):
    fns = {"bool": lambda x: x if tf.reduce_sum(x) > 0 else -x, "numpy": lambda x: x * x.numpy().sum(),
           "float": lambda x: x * float(tf.reduce_max(x))}
    with pytest.raises(TraceError, match=r"test_capture_tensorflow\.py:\d+") as e:
        ivy_tracer.trace(fns[how], tf.ones(3))
    assert f'"{how}": lambda x' in str(e.value)

"""TensorFlow graph mode (``tf.function``, what ``ivy.compile`` uses, and ``tf.vectorized_map``,
what ``ivy.vmap`` uses): seeded random draws (stateless ops, no ``tf.Variable``), float64 ``qr``,
constant padding (``vectorized_map`` pads ``PadV2`` with 0) and int64 scatter indices."""

from __future__ import annotations

import numpy as np
import pytest
import tensorflow as tf

import ivy


@pytest.fixture(autouse=True)
def _tf():
    with ivy.using_backend("tensorflow"):
        yield


def test_seeded_random_in_tf_function_matches_eager():
    def draw(x):
        return ivy.dropout(x, 0.5, seed=3) + ivy.random_uniform(shape=(4, 3), seed=5, dtype=ivy.float64).data

    x = tf.ones((4, 3), tf.float64)
    traced = tf.function(draw)(x).numpy()
    np.testing.assert_array_equal(traced, draw(x).numpy())
    assert 0 < (traced >= 1).sum() < traced.size  # a mask was drawn
    unseeded = tf.function(lambda: ivy.random_normal(shape=(2,)).data)  # the generator is made outside the trace
    assert unseeded().shape == (2,)


def test_qr_float64_in_tf_function():
    a = tf.constant(np.random.default_rng(0).uniform(-1, 1, (4, 3)))
    q, r = tf.function(lambda m: tuple(ivy.linalg.qr(m)))(a)
    np.testing.assert_allclose((q @ r).numpy(), a.numpy(), atol=1e-12)


def test_constant_pad_and_scatter_in_vectorized_map():
    x = tf.constant(-np.ones((2, 3)))
    padded = tf.vectorized_map(lambda r: ivy.pad(r, 1, constant_values=-7.0), x)
    np.testing.assert_array_equal(padded.numpy(), np.pad(-np.ones((2, 3)), ((0, 0), (1, 1)), constant_values=-7.0))
    put = tf.vectorized_map(lambda r: ivy.scatter_nd(tf.constant([[0], [2]], tf.int64), tf.constant([5.0, 6.0],
                                                                                                   tf.float64),
                                                     reduction="replace", tensor=r), x)
    np.testing.assert_array_equal(put.numpy(), [[5.0, -1.0, 6.0]] * 2)


def test_tensorflow_converts_ivy_arrays_without_a_host_copy():
    """TensorFlow functions and operators given an ivy.Array use its tensor: eagerly the very tensor,
    inside tf.function the symbolic one (whose __array__ cannot be read)."""
    t = tf.constant([[1.0, 2.0], [3.0, 4.0]])
    assert tf.convert_to_tensor(ivy.Array(t)) is t

    @tf.function
    def f(x, y):
        return tf.reduce_sum(ivy.Array(x) * 2.0) + (y + ivy.Array(x))

    np.testing.assert_array_equal(f(t, t).numpy(), 20.0 + 2 * t.numpy())
    with pytest.raises(ValueError):  # TensorFlow's own rule: no silent cast of a tensor
        tf.convert_to_tensor(ivy.Array(t), dtype=tf.float64)
    other = ivy.Array(np.arange(3, dtype=np.int16))  # another backend's array: through NumPy
    converted = tf.convert_to_tensor(other)
    assert converted.dtype == tf.int16 and converted.numpy().tolist() == [0, 1, 2]

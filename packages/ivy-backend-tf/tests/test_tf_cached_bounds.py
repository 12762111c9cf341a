"""The int tensors TensorFlow's raw ops take (slice bounds, shapes, permutations, axes), made
once and kept: basic indexing as one StridedSlice against TensorFlow's own ``x[key]``
(eagerly, under a tape, inside a tf.function), and the bounded cache of ``axes_t``."""

from __future__ import annotations

import numpy as np
import tensorflow as tf
from ivy_backend_tf import _util, hooks

import ivy

X = tf.constant(np.arange(24.0).reshape(2, 3, 4))
KEYS = [0, -1, slice(1, None), (Ellipsis, 2), (None, 1, slice(None, None, -1)), (slice(0, 2**40), Ellipsis, None, -2),
        (1, slice(2, 0, -1), slice(None, None, 3))]


def test_matches_tensorflow_and_is_one_strided_slice():
    for key in KEYS:
        r = hooks.getitem(X, key)
        np.testing.assert_array_equal(r.numpy(), X[key].numpy(), err_msg=repr(key))
    # the same bounds again: the cached tensors are reused
    n = len(hooks._SPECS)
    for key in KEYS:
        hooks.getitem(X, key)
    assert len(hooks._SPECS) == n


def test_the_cache_of_bounds_stays_bounded(monkeypatch):
    monkeypatch.setattr(hooks, "_SPECS_MAX", 8)
    x = tf.range(100)
    for i in range(40):
        assert hooks.getitem(x, slice(i, i + 3)).numpy().tolist() == [i, i + 1, i + 2]
        assert len(hooks._SPECS) <= 8


def test_gradient_and_tf_function():
    v = tf.Variable(X)
    with tf.GradientTape() as tape:
        y = tf.reduce_sum(ivy.asarray(v)[1:, ::2, -1].data ** 2)
    g = tape.gradient(y, v).numpy()
    expected = np.zeros(X.shape)
    expected[1:, ::2, -1] = 2 * X.numpy()[1:, ::2, -1]
    np.testing.assert_array_equal(g, expected)

    f = tf.function(lambda z: ivy.asarray(z)[1, None, 0:2].data)
    np.testing.assert_array_equal(f(X).numpy(), X[1, None, 0:2].numpy())


def test_a_variable_as_an_integer_index():
    i = tf.Variable(1)
    np.testing.assert_array_equal(hooks.getitem(X, (i, 0)).numpy(), X[1, 0].numpy())


def test_axes_t_caches_int32_and_stays_bounded(monkeypatch):
    assert _util.axes_t([2, -1]) is _util.axes_t((2, -1))
    assert _util.axes_t([2, -1]).dtype == tf.int32
    wide = _util.axes_t([2**40, 1])
    assert wide.dtype == tf.int64 and wide.numpy().tolist() == [2**40, 1]
    monkeypatch.setattr(_util, "_AXES_MAX", 8)
    for i in range(40):
        assert _util.axes_t([i, 1]).numpy().tolist() == [i, 1]
        assert len(_util._AXES) <= 8


def test_shapes_and_permutations_through_the_cache():
    x = tf.reshape(tf.range(24.0), (2, 3, 4))
    np.testing.assert_array_equal(ivy.reshape(x, (4, -1)).numpy(), tf.reshape(x, (4, -1)).numpy())
    np.testing.assert_array_equal(ivy.reshape(x, (4, 6), order="F").numpy(),
                                  np.reshape(x.numpy(), (4, 6), order="F"))
    np.testing.assert_array_equal(ivy.permute_dims(x, (2, 0, 1)).numpy(), tf.transpose(x, (2, 0, 1)).numpy())
    f = tf.function(lambda z: ivy.permute_dims(ivy.reshape(z, (6, 4)), (1, 0)))
    np.testing.assert_array_equal(f(x).numpy(), tf.transpose(tf.reshape(x, (6, 4))).numpy())

"""scatter_nd / gather_nd with one index per vector: eagerly, indices all in [0, n) are accepted by
one reduction (their bits read unsigned), the rest wrapped (negative) or refused (out of range)."""

from __future__ import annotations

import numpy as np
import pytest
import tensorflow as tf

import ivy


@pytest.mark.parametrize("dtype", [tf.int64, tf.int32])
def test_one_index_per_vector(dtype):
    r = np.random.default_rng(0)
    idx = r.integers(-6, 6, 40)
    vals = r.normal(size=(40, 2))
    expected = np.zeros((6, 2))
    np.add.at(expected, idx % 6, vals)
    for i in (idx % 6, idx):                                  # in range; with negative ones
        t = tf.constant(i[:, None], dtype)
        np.testing.assert_allclose(ivy.scatter_nd(t, tf.constant(vals), (6, 2)).numpy(), expected, rtol=1e-12)
        np.testing.assert_array_equal(ivy.gather_nd(tf.range(6), t).numpy(), i % 6)
    for bad in (6, -7):
        with pytest.raises(IndexError, match="out of range"):
            ivy.scatter_nd(tf.constant([[0], [bad]], dtype), tf.ones(2), (6,))
    # in a graph nothing is read back: negative indices are wrapped there too
    f = tf.function(lambda i, v: ivy.scatter_nd(i, v, (6, 2)), autograph=False)
    np.testing.assert_allclose(f(tf.constant(idx[:, None], dtype), tf.constant(vals)).numpy(), expected, rtol=1e-12)

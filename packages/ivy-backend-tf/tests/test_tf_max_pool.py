"""TensorFlow max pooling with NaN and -inf: eagerly and inside tf.function (where the check is a
``tf.cond``), NaN propagates and a window of -inf only gives -inf, as in torch."""

from __future__ import annotations

import numpy as np
import pytest
import tensorflow as tf

import ivy

ROW = np.array([1.0, np.nan, 2.0, -np.inf, -np.inf, -np.inf, 0.5, 3.0], dtype=np.float32).reshape(1, 8, 1)
EXPECTED = np.array([np.nan, 2.0, -np.inf, 3.0], dtype=np.float32).reshape(1, 4, 1)


@pytest.mark.parametrize("traced", [False, True])
def test_max_pool_specials(traced):
    with ivy.using_backend("tensorflow"):
        def pool(t):
            return ivy.max_pool1d(t, 2, 2, "VALID")

        f = tf.function(pool) if traced else pool
        np.testing.assert_array_equal(f(tf.constant(ROW)).numpy(), EXPECTED)
        finite = np.arange(8, dtype=np.float32).reshape(1, 8, 1)
        np.testing.assert_array_equal(f(tf.constant(finite)).numpy(), finite[:, 1::2])

"""TensorFlow softmax of rows holding +inf or NaN: eagerly, inside tf.function (where the check is
a ``tf.cond``) and along a non-last axis, the row is all NaN, as in torch. TensorFlow's oneDNN
kernel (CPUs with AVX-512) gives 0 beside the +inf instead; other CPUs' kernel gives NaN."""

from __future__ import annotations

import numpy as np
import pytest
import tensorflow as tf
import torch

import ivy

X = np.array([[1, np.inf, 2], [np.nan, 1, 2], [np.inf, -np.inf, 0], [1, 2, 3]], dtype=np.float32)
# -inf masks (a whole row of -inf is NaN, as in torch) and finite values of large magnitude
MASKED = np.array([[1, -np.inf, 2], [-np.inf, -np.inf, -np.inf], [0, 0, 0], [-np.inf, 5, -np.inf]], dtype=np.float32)
LARGE = np.array([[3e19, 1, -3e19], [1, 2, 3], [-1e30, 0, 1e30], [0.5, 0.25, 0]], dtype=np.float32)


@pytest.mark.parametrize("traced", [False, True])
@pytest.mark.parametrize("axis", [-1, 0])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("values", [X, MASKED, LARGE], ids=["inf-nan", "masked", "large"])
def test_softmax_rows_with_specials(traced, axis, dtype, values):
    x = values if axis == -1 else values.T.copy()
    expected = torch.softmax(torch.from_numpy(x.astype(dtype)), axis).numpy()
    with ivy.using_backend("tensorflow"):
        def softmax(t):
            return ivy.softmax(t, axis=axis)

        f = tf.function(softmax) if traced else softmax
        np.testing.assert_allclose(f(tf.constant(x, dtype=dtype)).numpy(), expected, rtol=1e-6)

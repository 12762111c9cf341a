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


@pytest.mark.parametrize("traced", [False, True])
@pytest.mark.parametrize("axis", [-1, 0])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_softmax_rows_with_specials(traced, axis, dtype):
    x = X if axis == -1 else X.T.copy()
    expected = torch.softmax(torch.from_numpy(x.astype(dtype)), axis).numpy()
    with ivy.using_backend("tensorflow"):
        def softmax(t):
            return ivy.softmax(t, axis=axis)

        f = tf.function(softmax) if traced else softmax
        np.testing.assert_allclose(f(tf.constant(x, dtype=dtype)).numpy(), expected, rtol=1e-6)

"""TensorFlow softmax of rows holding +inf or NaN: eagerly (with the kernel probed and with the
result checked), inside tf.function (where the check is
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


@pytest.fixture(params=["probed", "checked"])
def kernel_trust(request, monkeypatch):
    """Each test above twice: with the probe's answer for this machine's kernel, and with the
    result always checked (as on a machine whose kernel gives the oneDNN rows)."""
    from ivy_backend_tf import activations

    if request.param == "checked":
        monkeypatch.setattr(activations, "_KERNEL_OK", {tf.float32: False, tf.float64: False})
    return request.param


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_softmax_specials_probed_and_checked(kernel_trust, dtype):
    x = np.concatenate([X, MASKED, LARGE])
    expected = torch.softmax(torch.from_numpy(x.astype(dtype)), -1).numpy()
    with ivy.using_backend("tensorflow"):
        got = ivy.softmax(tf.constant(x, dtype=dtype), axis=-1).numpy()
    np.testing.assert_allclose(got, expected, rtol=1e-6)


def _onednn_like(logits):
    """A kernel with the oneDNN rows: 0 beside a +inf (the +inf itself NaN)."""
    r = tf.raw_ops.Softmax(logits=logits)
    inf_row = tf.reduce_any(tf.math.is_inf(logits) & (logits > 0), axis=-1, keepdims=True)
    return tf.where(inf_row, tf.where(tf.math.is_inf(logits), tf.constant(np.nan, logits.dtype),
                                      tf.zeros_like(logits)), r)


def _off_by_a_little(logits):
    return tf.raw_ops.Softmax(logits=logits) * tf.constant(1.1, logits.dtype)


@pytest.mark.parametrize("dtype", [tf.float32, tf.float64, tf.float16, tf.bfloat16])
def test_kernel_probe(dtype):
    """The probe refuses kernels that differ from the reference, and its answer for this
    machine's kernel agrees with that kernel on the rows with specials above."""
    from ivy_backend_tf.activations import _kernel_keeps_nan_rows

    assert not _kernel_keeps_nan_rows(dtype, _onednn_like)
    assert not _kernel_keeps_nan_rows(dtype, _off_by_a_little)
    assert _kernel_keeps_nan_rows(dtype, tf.raw_ops.Softmax) == _kernel_keeps_nan_rows(dtype)
    x = np.concatenate([X, MASKED])
    raw = tf.cast(tf.raw_ops.Softmax(logits=tf.cast(tf.constant(x), dtype)), tf.float64).numpy()
    expected = torch.softmax(torch.from_numpy(x.astype("float64")), -1).numpy()
    if _kernel_keeps_nan_rows(dtype):
        np.testing.assert_array_equal(np.isnan(raw), np.isnan(expected))

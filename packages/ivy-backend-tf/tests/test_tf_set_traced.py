"""The set functions on TensorFlow built from raw ops with cached shape tensors: the same results
eagerly, traced with a static shape, traced with an unknown size (0 and 1 included), and under
XLA, against NumPy's ``unique``; and the cached float zeros and NaNs keep their signs."""

from __future__ import annotations

import math

import numpy as np
import pytest
import tensorflow as tf
from ivy_backend_tf import _util

import ivy

VALUES = [np.array([3.0, 1.0, np.nan, -0.0, 0.0, 1.0, np.nan, 2.0], np.float32), np.zeros((0,), np.float32),
          np.ones((1,), np.float32), np.array([5, -2, 5, 7, -2, -2], np.int32)]


def _expected(x):
    v, i, inv, c = np.unique(x, return_index=True, return_inverse=True, return_counts=True, equal_nan=False)
    return v, i, inv.reshape(x.shape), c


def _check(got, x):
    for g, e, name in zip(got, _expected(x), ("values", "indices", "inverse", "counts")):
        np.testing.assert_array_equal(np.asarray(g), e, err_msg=f"{name} of {x!r}")


@pytest.mark.parametrize("x", VALUES, ids=lambda x: f"{x.dtype}{x.shape}")
def test_unique_all_eager_and_traced(x):
    with ivy.using_backend("tensorflow"):
        t = tf.constant(x)
        _check([r.numpy() for r in ivy.unique_all(t)], x)
        static = tf.function(lambda a: tuple(ivy.unique_all(a)))
        _check([r.numpy() for r in static(t)], x)
        dynamic = tf.function(lambda a: tuple(ivy.unique_all(a)),
                              input_signature=[tf.TensorSpec([None], t.dtype)])
        _check([r.numpy() for r in dynamic(t)], x)
        xla = tf.function(lambda a: ivy.unique_values(a), jit_compile=True)
        np.testing.assert_array_equal(xla(t).numpy(), _expected(x)[0])


def test_cached_zeros_and_nans_keep_their_signs():
    for d in (tf.float16, tf.float32, tf.float64):
        for v in (0.0, -0.0, math.nan, -math.nan, 0.0, -0.0):
            got = float(_util.const(v, d).numpy())
            assert math.copysign(1.0, got) == math.copysign(1.0, v), (d, v)
    z = _util.const(complex(-0.0, 0.0), tf.complex64).numpy()
    assert math.copysign(1.0, z.real) == -1.0 and math.copysign(1.0, z.imag) == 1.0

"""``linear`` on TensorFlow: a 2-d input is one MatMul (transpose_b), more dimensions one
BatchMatMulV2 (adj_y); both against NumPy's ``x @ w.T + b``, eagerly and in a tf.function."""

from __future__ import annotations

import numpy as np
import pytest
import tensorflow as tf

import ivy


def _ops(fn, *args):
    cf = tf.function(fn, autograph=False).get_concrete_function(*args)
    return [op.type for op in cf.graph.get_operations()]


@pytest.mark.parametrize("shape", [(5, 4), (1, 4), (3, 5, 4), (2, 3, 5, 4)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("bias", [True, False])
def test_linear_against_numpy_and_its_kernel(shape, dtype, bias):
    rng = np.random.default_rng(0)
    x, w, b = (rng.standard_normal(s).astype(dtype) for s in (shape, (6, 4), (6,)))
    ref = x @ w.T + (b if bias else 0)
    tx, tw, tb = tf.constant(x), tf.constant(w), tf.constant(b)

    def f(x, w, b):
        return ivy.linear(x, w, bias=b if bias else None)

    np.testing.assert_allclose(f(tx, tw, tb).numpy(), ref, rtol=1e-5 if dtype == np.float32 else 1e-12)
    ops = _ops(f, tx, tw, tb)
    if len(shape) == 2:
        assert "MatMul" in ops and "BatchMatMulV2" not in ops, ops
    else:
        assert "BatchMatMulV2" in ops and "MatMul" not in ops, ops

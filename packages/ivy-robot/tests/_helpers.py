"""Conversions and finite differences shared by ivy-robot's tests."""

from __future__ import annotations

import numpy as np

import ivy
from ivy.testing.helpers import backend_name, has_autodiff, to_numpy

__all__ = ["backend_name", "finite_difference_check", "has_autodiff", "native", "to_numpy"]


def native(a, dtype=None):
    """A NumPy array as a native array of the backend under test."""
    a = np.asarray(a) if dtype is None else np.asarray(a, dtype=dtype)
    return ivy.asarray(a).data


def finite_difference_check(fn, x, *, eps=1e-6, rtol=1e-5, atol=1e-7, seed=0):
    """Check ivy's gradient of the scalar ``sum(fn(x) * r)`` (random weights ``r``) at the float64
    NumPy array ``x`` against central differences along two random directions."""
    rng = np.random.default_rng(seed)
    weights = None

    def loss(v):
        nonlocal weights
        out = fn(v)
        if weights is None:
            weights = native(rng.standard_normal(tuple(out.shape)))
        return ivy.sum(out * weights)

    xv = native(x)
    _, grad = ivy.execute_with_gradients(loss, xv)
    grad = to_numpy(grad)
    assert grad.shape == x.shape and np.all(np.isfinite(grad))
    for _ in range(2):
        direction = rng.standard_normal(x.shape)
        plus = float(to_numpy(loss(native(x + eps * direction))))
        minus = float(to_numpy(loss(native(x - eps * direction))))
        numeric = (plus - minus) / (2 * eps)
        analytic = float(np.sum(grad * direction))
        assert abs(numeric - analytic) <= atol + rtol * abs(numeric), (numeric, analytic)

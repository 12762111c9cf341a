"""Hypothesis over dtypes and shapes (0-d and empty included) for the elementwise, softmax and
reduction functions of ``tf.nn``, batched ``tf.linalg`` and ``tf.signal``'s FFTs, against real
TensorFlow through the coverage driver's comparison (dtype, shape, values; both raise alike)."""

from __future__ import annotations

import os

import hypothesis.extra.numpy as hnp
import numpy as np
import tf2_driver as drv
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytestmark = drv.numpy_run_only("the hypothesis tests")
BACKEND = os.environ.get("IVY_TEST_BACKEND", "numpy")
# JAX compiles each op per shape: few draws there
FEW = settings(max_examples=6 if BACKEND == "jax" else 20, deadline=None,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

UNARY = ["relu", "relu6", "elu", "selu", "sigmoid", "tanh", "softplus", "softsign", "silu", "gelu", "leaky_relu",
         "l2_normalize", "softmax", "log_softmax", "l2_loss", "crelu", "zero_fraction"]
FLOATS = st.sampled_from(["float16", "float32", "float64"])


def _check(name, call, *inputs, tol=None):
    case = drv.Case("", lambda rng: list(inputs), call, tol=tol)
    ok, msg = drv.run_case(name, case)
    assert ok, f"{name} on {BACKEND} with {[getattr(i, 'shape', i) for i in inputs]}: {msg}"


@FEW
@given(name=st.sampled_from(UNARY), dtype=FLOATS,
       shape=hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4), data=st.data())
def test_nn_unary_over_shapes_and_dtypes(name, dtype, shape, data):
    x = data.draw(hnp.arrays(dtype, shape, elements=st.floats(-5, 5, width=16)))
    _check(f"nn.{name}", lambda tf, a: getattr(tf.nn, name)(a), x, tol=(3e-2, 3e-2) if dtype == "float16" else None)


@FEW
@given(dtype=FLOATS, shape=hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=4), data=st.data())
def test_nn_moments_over_axes(dtype, shape, data):
    x = data.draw(hnp.arrays(dtype, shape, elements=st.floats(-5, 5, width=16)))
    axes = data.draw(st.lists(st.integers(0, len(shape) - 1), min_size=1, max_size=len(shape), unique=True))
    keep = data.draw(st.booleans())
    _check("nn.moments", lambda tf, a: tf.nn.moments(a, axes=axes, keepdims=keep), x,
           tol=(3e-2, 3e-2) if dtype == "float16" else None)


@FEW
@given(dtype=st.sampled_from(["float32", "float64"]), batch=hnp.array_shapes(min_dims=0, max_dims=2, max_side=3),
       k=st.integers(1, 4), data=st.data())
def test_linalg_batched(dtype, batch, k, data):
    rng = np.random.default_rng(data.draw(st.integers(0, 2**31)))
    a = rng.normal(size=(*batch, k, k)) + k * np.eye(k)
    b = rng.normal(size=(*batch, k, 2))
    name = data.draw(st.sampled_from(["det", "inv", "solve", "matmul", "trace", "cholesky"]))
    if name == "cholesky":
        a = a @ np.swapaxes(a, -1, -2)
    args = (a.astype(dtype), b.astype(dtype)) if name in ("solve", "matmul") else (a.astype(dtype),)
    _check(f"linalg.{name}", lambda tf, *xs: getattr(tf.linalg, name)(*xs), *args, tol=(1e-3, 1e-4))


@FEW
@given(n=st.integers(1, 9), batch=hnp.array_shapes(min_dims=0, max_dims=2, max_side=3),
       dtype=st.sampled_from(["float32", "float64"]), data=st.data())
def test_signal_rfft_irfft_lengths(n, batch, dtype, data):
    rng = np.random.default_rng(data.draw(st.integers(0, 2**31)))
    x = rng.normal(size=(*batch, n)).astype(dtype)
    fl = data.draw(st.none() | st.integers(1, 10))
    _check("signal.rfft", lambda tf, a: tf.signal.rfft(a, None if fl is None else [fl]), x, tol=(1e-3, 1e-4))
    c = (rng.normal(size=(*batch, n)) + 1j * rng.normal(size=(*batch, n))).astype(
        "complex64" if dtype == "float32" else "complex128")
    _check("signal.fft", lambda tf, a: tf.signal.fft(a), c, tol=(1e-3, 1e-4))
    if n > 1:
        _check("signal.irfft", lambda tf, a: tf.signal.irfft(a, None if fl is None else [fl]), c, tol=(1e-3, 1e-4))

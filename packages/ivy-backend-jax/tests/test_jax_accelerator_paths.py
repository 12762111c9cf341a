"""The paths the JAX backend takes where the default device is an accelerator (a GPU), checked
on the CPU: float32 and half precision ``divide`` and ``sqrt`` run in float64 behind an
optimization barrier (on an H100 XLA computed them in float32 approximately, an ulp off for a
fifth to a quarter of values, and folded the float64 conversions away)."""

from __future__ import annotations

import jax
import numpy as np
import pytest
from ivy_backend_jax import elementwise as e


@pytest.fixture
def accelerator(monkeypatch):
    monkeypatch.setattr(e, "_ACCELERATOR", True)
    jax.clear_caches()  # the jitted functions read the flag when they are traced
    yield
    monkeypatch.undo()
    jax.clear_caches()


@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_divide_and_sqrt_run_in_float64_behind_a_barrier(accelerator, dtype):
    rng = np.random.default_rng(3)
    a = rng.uniform(-100, 100, 4096).astype(dtype)
    b = rng.uniform(0.5, 100, 4096).astype(dtype)
    np.testing.assert_array_equal(np.asarray(e._true_divide(a, b)), a / b)
    np.testing.assert_array_equal(np.asarray(e._true_divide(a, b[:1].reshape(()))), a / b[0])
    np.testing.assert_array_equal(np.asarray(e._rounded_sqrt(np.abs(a))), np.sqrt(np.abs(a)))
    for f, args in ((e._true_divide, (a, b)), (e._rounded_sqrt, (b,))):
        jaxpr = str(jax.make_jaxpr(f)(*args))
        assert "optimization_barrier" in jaxpr and "f64" in jaxpr, jaxpr


def test_no_barrier_on_the_cpu():
    a = np.ones(4, np.float32)
    assert "optimization_barrier" not in str(jax.make_jaxpr(e._true_divide)(a, a))

"""ivy_vision's tests run once per backend: IVY_TEST_BACKEND (numpy, torch, jax, tensorflow, mxnet)."""

import os

from ivy.testing.conftest import _ivy_backend  # noqa: F401 - sets the backend for the session

# JAX compiles each operation (and each jitted test function): unoptimized CPU code compiles ~2x
# faster, and these tests check values, not speed. Set before JAX is imported (the backend loads
# in the session fixture).
if os.environ.get("IVY_TEST_BACKEND") == "jax":
    os.environ.setdefault("XLA_FLAGS", "--xla_backend_optimization_level=0 --xla_llvm_disable_expensive_passes=true")

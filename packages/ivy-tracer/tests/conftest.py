"""ivy-tracer's tests run on the backend named by IVY_TEST_BACKEND (ivy-core's session fixture),
with ivy-core's hypothesis profiles ("ci" by default, HYPOTHESIS_PROFILE=thorough for depth).

Tests of a framework's own code (``test_capture_torch.py``, ...) run in the session of that
framework's backend only (``only_on``): they need the framework, not an ivy backend, so they run
once, not once per backend."""

from ivy.testing.conftest import _ivy_backend  # noqa: F401

"""ivy-mech's tests run on the backend named by IVY_TEST_BACKEND (ivy-core's session fixture),
with ivy-core's hypothesis profiles ("ci" by default, HYPOTHESIS_PROFILE=thorough for depth)."""

from ivy.testing.conftest import _ivy_backend  # noqa: F401

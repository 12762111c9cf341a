"""ivy-gym's tests run on the backend named by IVY_TEST_BACKEND (ivy-core's session fixture)."""

from ivy.testing.conftest import _ivy_backend  # noqa: F401

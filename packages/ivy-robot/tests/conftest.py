"""The backend comes from IVY_TEST_BACKEND (ivy-core's fixture); helpers shared by the tests."""

from ivy.testing.conftest import _ivy_backend  # noqa: F401

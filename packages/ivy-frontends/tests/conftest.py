"""The backend comes from IVY_TEST_BACKEND (ivy-core's fixture); torch is the ground truth."""

from ivy.testing.conftest import _ivy_backend  # noqa: F401

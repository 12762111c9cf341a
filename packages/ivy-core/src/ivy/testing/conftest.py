"""Fixtures of the conformance suite; the backend comes from ``--ivy-backend``."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

# "ci" is deterministic (derandomize): a CI run is reproducible and cannot flake on a rare
# draw; "thorough" draws fresh random examples each run, to find new failures.
settings.register_profile(
    "ci", max_examples=25, deadline=None, derandomize=True, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
# "ci-lean": as "ci" with fewer examples, for a backend that compiles each operation for each new
# shape (CI's JAX session: ~20-30 ms an example on 2 cores); the tests that ask JAX for fewer
# examples than "ci" take at most this many (min(n, settings.default.max_examples))
settings.register_profile(
    "ci-lean", max_examples=3, deadline=None, derandomize=True, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "thorough", max_examples=500, deadline=None, print_blob=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session", autouse=True)
def _ivy_backend():
    """Set the backend (and, with ``--ivy-device``, the default device) for the whole session."""
    import ivy

    from .helpers import backend_name, device_name

    ivy.set_backend(backend_name())
    device = device_name()
    if device:
        ivy.set_default_device(device)
    yield
    if device:
        ivy.unset_default_device()
    ivy.unset_backend()

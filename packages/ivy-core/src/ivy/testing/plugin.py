"""pytest plugin registered by ivy-core: adds ``--ivy-backend``. Imports nothing heavy."""

from __future__ import annotations

import os


def pytest_addoption(parser):
    group = parser.getgroup("ivy")
    group.addoption(
        "--ivy-backend",
        action="store",
        default=os.environ.get("IVY_TEST_BACKEND"),
        help="ivy backend the ivy.testing conformance suite runs against (default: IVY_TEST_BACKEND or numpy)",
    )


def pytest_configure(config):
    name = config.getoption("--ivy-backend", default=None)
    if name:
        os.environ["IVY_TEST_BACKEND"] = name

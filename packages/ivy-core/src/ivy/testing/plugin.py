"""pytest plugin registered by ivy-core: adds ``--ivy-backend`` and ``--ivy-device``. Imports nothing heavy."""

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
    group.addoption(
        "--ivy-device",
        action="store",
        default=os.environ.get("IVY_TEST_DEVICE"),
        help="device the suite creates its arrays on, as ivy names it ('cpu', 'gpu:0'; default: "
             "IVY_TEST_DEVICE or the backend's default device)",
    )


def pytest_configure(config):
    name = config.getoption("--ivy-backend", default=None)
    if name:
        os.environ["IVY_TEST_BACKEND"] = name
    device = config.getoption("--ivy-device", default=None)
    if device:
        os.environ["IVY_TEST_DEVICE"] = device

"""Every docstring example of ivy_robot runs and prints what it says (once, on the NumPy backend:
the examples make their arrays with ivy.asarray on the default backend)."""

from __future__ import annotations

import doctest
import importlib

import pytest

from ._helpers import backend_name

MODULES = ["ivy_robot.planning", "ivy_robot.rigid_mobile", "ivy_robot.manipulator"]


@pytest.mark.skipif(backend_name() != "numpy", reason="the examples are checked once, on the numpy backend")
@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0

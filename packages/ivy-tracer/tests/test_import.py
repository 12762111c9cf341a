"""``import ivy_tracer`` (and every one of its modules) imports no framework: a fresh interpreter
imports them and lists which of the frameworks landed in ``sys.modules``."""

from __future__ import annotations

import subprocess
import sys

import pytest
from _helpers import BACKEND

# the same on every backend: checked once, in the numpy session
pytestmark = pytest.mark.skipif(BACKEND != "numpy", reason="backend-independent: checked in the numpy session")

FRAMEWORKS = ("numpy", "torch", "jax", "jaxlib", "tensorflow", "keras", "mxnet", "graphviz")

_PROBE = """
import importlib, pkgutil, sys
import ivy_tracer
{walk}
print(",".join(m for m in {frameworks!r} if m in sys.modules))
"""
_WALK = "for m in pkgutil.walk_packages(ivy_tracer.__path__, 'ivy_tracer.'): importlib.import_module(m.name)"


def _frameworks_after(walk):
    code = _PROBE.format(walk=walk, frameworks=FRAMEWORKS)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_import_ivy_tracer_imports_no_framework():
    assert _frameworks_after("") == ""


def test_every_module_of_ivy_tracer_imports_no_framework():
    assert _frameworks_after(_WALK) == ""


def test_the_probe_sees_a_framework_when_one_is_imported():
    # the check can fail: a module that does import NumPy is seen
    assert _frameworks_after("import numpy") == "numpy"

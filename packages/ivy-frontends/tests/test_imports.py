"""Importing a frontend imports no framework (ARCHITECTURE: frameworks load only when a call needs
one): each module in a fresh interpreter, then ``sys.modules`` checked."""

from __future__ import annotations

import subprocess
import sys

import pytest

FRAMEWORKS = ("torch", "jax", "tensorflow", "numpy", "mxnet")


@pytest.mark.parametrize("module", ["ivy_frontends", "ivy_frontends.torch", "ivy_frontends.numpy"])
def test_import_imports_no_framework(module):
    code = (f"import sys, {module}; bad = [m for m in {FRAMEWORKS!r} if m in sys.modules]; "
            "assert not bad, f'imported at import time: {bad}'")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]

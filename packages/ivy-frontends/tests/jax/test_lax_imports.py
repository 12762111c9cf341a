"""Importing ``jax.lax``, ``jax.nn``, ``jax.random``, ``jax.tree_util`` and the transformations of
``ivy_frontends.jax`` imports no framework (in a fresh interpreter; backend-independent, so a CI
slice leaves it to the numpy run)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from lax_spread import SLICE

FRAMEWORKS = ("torch", "jax", "tensorflow", "numpy", "mxnet")
MODULES = (
    "ivy_frontends.jax.lax",
    "ivy_frontends.jax.lax.linalg",
    "ivy_frontends.jax.nn",
    "ivy_frontends.jax.nn.initializers",
    "ivy_frontends.jax.random",
    "ivy_frontends.jax.tree_util",
    "ivy_frontends.jax._transforms",
)


@pytest.mark.skipif(SLICE, reason="backend-independent: the numpy run of CI checks it")
def test_imports_import_no_framework():
    code = (
        f"import sys; [__import__(m) for m in {MODULES!r}]; "
        f"bad = [m for m in {FRAMEWORKS!r} if m in sys.modules]; assert not bad, f'imported: {{bad}}'"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]

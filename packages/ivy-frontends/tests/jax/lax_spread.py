"""Which backends a named case runs on in CI (the rule of ``tests/torch/opinfo_driver.spread``):
unsliced runs (numpy's, and local runs) run every case; a CI slice of torch, jax or tensorflow
runs the cases whose hash names it first, so each case still runs on numpy and on one more backend.
Cases that need autodiff are spread over the three autodiff backends only (``among``)."""

from __future__ import annotations

import os
import zlib

import pytest

from ivy.testing.helpers import backend_name

SLICE = bool(os.environ.get("IVY_FRONTENDS_SLICE")) and os.environ.get("IVY_OPINFO", "ci") != "full"
AUTODIFF = ("torch", "jax", "tensorflow")


def only_on_spread(name, among=None):
    """Skip (with the reason) when this CI slice leaves case ``name`` to another backend."""
    if not SLICE:
        return
    if among is None:
        from lax_driver import _torch_driver

        first = _torch_driver().spread("lax:" + name)[0]
    else:
        first = among[zlib.crc32(name.encode()) % len(among)]
    if backend_name() != first:
        pytest.skip(f"CI slice: {name} runs on numpy and {first} (IVY_OPINFO=full runs it everywhere)")

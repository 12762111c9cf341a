"""The wider ``jax.numpy`` namespace (``jnp_calls.CALLS``) against the real ``jax.numpy``: dtype,
weak type, shape and values of each call's result (CI spreads the calls over the backends)."""

from __future__ import annotations

import warnings

import jnp_driver as drv
import numpy as np
import pytest
from jnp_calls import CALLS

import ivy
import ivy_frontends.jax.numpy as fjnp
from ivy.testing.helpers import backend_name

_OPTIONS = {"check_dtypes": True, "tol": 1e-4}


@pytest.mark.parametrize("cid", [c for c, _ in CALLS])
def test_call_matches_jax(cid):
    import jax
    import jax.numpy as jnp

    if backend_name() not in drv.backends_of("call:" + cid):
        pytest.skip(f"CI spread: {cid} runs on {drv.backends_of('call:' + cid)}")
    fn = dict(CALLS)[cid]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with jax.enable_x64(False):
            want = fn(jnp, lambda v: jnp.asarray(np.asarray(v)))
        got = fn(fjnp, lambda v: fjnp.asarray(ivy.native_array(np.asarray(v))))
    m = drv.compare((None,) * 6 + (_OPTIONS,), want, got)
    assert m is None, m

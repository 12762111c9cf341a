"""Data type conversion on JAX."""

from __future__ import annotations

import jax
import jax.numpy as jnp

import ivy

from ._util import COMPLEX

_astype = jnp.astype


def astype(x, dtype, /, *, copy=True, device=None):
    if x.dtype in COMPLEX and dtype not in COMPLEX:
        raise ivy.DtypeError(
            f"astype: casting {x.dtype} to {dtype} would drop the imaginary part; "
            "take ivy.real(x), ivy.imag(x) or ivy.abs(x) first"
        )
    if x.dtype == dtype and not copy:
        r = x
    else:
        r = _astype(x, dtype, copy=copy)
    if device is not None:
        r = jax.device_put(r, device)
    return r

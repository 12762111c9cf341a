"""Set functions on JAX. NaNs are distinct (``equal_nan=False``), as the standard asks.

The ``unique_*`` functions have data-dependent output shapes, so they need
concrete arrays (not under ``jax.jit``), as ``jnp.unique`` without ``size=``.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from ivy.api.set import UniqueAllResult, UniqueCountsResult, UniqueInverseResult

from ._util import AI, C64, C128, I64, Array, promote_arrays
from .elementwise import equal as _equal

_jnp_unique = jnp.unique


def _unique(x, **kwargs):
    """``jnp.unique``; complex input holding a NaN goes through ``np.unique`` on the host, whose
    answer ivy gives on every backend: ``jnp.unique`` turns every complex NaN into ``nan+0j``
    (``-1+nan j`` came back as ``nan+0j``) and keeps the NaNs in input order, where NumPy keeps
    each value and sorts ``R+nan j`` by its real part, ``nan+R j`` by its imaginary part, last."""
    if (x.dtype == C64 or x.dtype == C128) and bool(jnp.isnan(x).any()):
        out = np.unique(np.asarray(x), **kwargs)
        dev = next(iter(x.devices()))
        return tuple(jax.device_put(o, dev) for o in out) if isinstance(out, tuple) else jax.device_put(out, dev)
    return _jnp_unique(x, **kwargs)


def _i64(a):
    return a if a.dtype == I64 else a.astype(I64)


def unique_all(x, /):
    v, i, inv, c = _unique(x, return_index=True, return_inverse=True, return_counts=True, equal_nan=False)
    return UniqueAllResult(v, _i64(i), _i64(inv.reshape(x.shape)), _i64(c))


def unique_counts(x, /):
    v, c = _unique(x, return_counts=True, equal_nan=False)
    return UniqueCountsResult(v, _i64(c))


def unique_inverse(x, /):
    v, inv = _unique(x, return_inverse=True, equal_nan=False)
    return UniqueInverseResult(v, _i64(inv.reshape(x.shape)))


def unique_values(x, /):
    return _unique(x, equal_nan=False)


def isin(x1, x2, /, *, invert=False):
    if x1.__class__ is AI and x2.__class__ is AI and x1.dtype == x2.dtype:
        return jnp.isin(x1, x2, invert=invert)
    if not isinstance(x2, Array):  # a scalar set: an exact comparison (ints outside x1's range too)
        r = _equal(x1, x2)
    elif not isinstance(x1, Array):
        r = jnp.any(_equal(x2, x1))
    else:
        x1, x2 = promote_arrays(x1, x2)
        return jnp.isin(x1, x2, invert=invert)
    return jnp.logical_not(r) if invert else r

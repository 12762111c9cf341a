"""Indexing functions on JAX (negative indices count from the end).

JAX clamps or fills out-of-range indices instead of raising; for concrete
(not traced) indices ivy checks them on the host and raises ``IndexError``,
as NumPy does. Under ``jax.jit`` the check cannot run and JAX's rule applies.
"""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np

import ivy

from ._util import AI, Array, AxisError, as_array


def _indices(indices, fn):
    if not isinstance(indices, Array):
        indices = as_array(indices) if indices.__class__ is not list else jnp.asarray(indices)
    k = indices.dtype.kind
    if k not in "iu":
        raise ivy.DtypeError(f"{fn}: indices must be an integer array, got dtype {indices.dtype}")
    return indices


def _check_range(indices, n, fn):
    """IndexError for indices outside [-n, n) (concrete arrays only)."""
    if indices.__class__ is AI and indices.size:
        a = np.asarray(indices)
        lo = a.min()
        hi = a.max()
        if lo < -n or hi >= n:
            raise IndexError(f"{fn}: index {int(lo) if lo < -n else int(hi)} is out of bounds for size {n}")


def take(x, indices, /, *, axis=None):
    indices = _indices(indices, "take")
    if axis is None:
        _check_range(indices, x.size, "take")
        return jnp.take(x, indices)
    nd = x.ndim
    if not -nd <= axis < nd:
        raise AxisError(f"take: axis {axis} is out of range for an array of {nd} dimensions")
    _check_range(indices, x.shape[axis], "take")
    return jnp.take(x, indices, axis=axis)


def take_along_axis(x, indices, /, *, axis=-1):
    indices = _indices(indices, "take_along_axis")
    nd = x.ndim
    if indices.ndim != nd:
        raise ivy.ShapeError(
            f"take_along_axis: indices must have as many dimensions as x ({nd}), got shape {indices.shape}"
        )
    if not -nd <= axis < nd:
        raise AxisError(f"take_along_axis: axis {axis} is out of range for an array of {nd} dimensions")
    _check_range(indices, x.shape[axis], "take_along_axis")
    return jnp.take_along_axis(x, indices, axis=axis)

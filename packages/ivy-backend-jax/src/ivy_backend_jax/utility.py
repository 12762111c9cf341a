"""Utility functions on JAX."""

from __future__ import annotations

import jax.numpy as jnp

import ivy

from ._util import normalize_axes

_all = jnp.all
_any = jnp.any


def _axis(axis, nd, fn):
    if axis is None or axis.__class__ is int:
        return axis
    return normalize_axes(axis, nd, fn)


def _truth(x):
    # jnp.any/jnp.all read only part of a complex number (0+infj counts as False)
    return x != 0 if jnp.iscomplexobj(x) else x


def all(x, /, *, axis=None, keepdims=False):
    return _all(_truth(x), axis=_axis(axis, x.ndim, "all"), keepdims=keepdims)


def any(x, /, *, axis=None, keepdims=False):
    return _any(_truth(x), axis=_axis(axis, x.ndim, "any"), keepdims=keepdims)


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    if x.ndim == 0:
        raise ivy.ShapeError("diff needs an array with at least one dimension, got a 0-d array")
    if n == 0:
        return x  # NumPy's rule: prepend/append are not joined for n=0
    if n < 0:
        raise ivy.InvalidArgumentError(f"diff: n must be >= 0, got {n}")
    return jnp.diff(x, n=n, axis=axis, prepend=prepend, append=append)

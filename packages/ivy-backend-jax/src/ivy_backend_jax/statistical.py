"""Statistical functions on JAX.

``sum``/``prod`` already accumulate signed integers and bool in int64 and
unsigned integers in uint64 (with 64-bit types on), as ivy specifies; the
cumulative functions use ``jnp.cumulative_sum``/``cumulative_prod``, which do
too. ``mean``/``var``/``std`` of integer or bool input accumulate in float64
and give float32 (JAX computes them in float32). Reductions over zero elements
and ``M - correction <= 0`` follow the standard (checked on the static shape).
"""

from __future__ import annotations

import math

import jax.numpy as jnp

import ivy

from ._util import BOOL, C64, C128, F32, F64, I64, INEXACT, INTS, REAL_OF, U64, AxisError, normalize_axes

# the accumulator of integer and bool input with dtype=None (others keep their dtype)
_ACCUMULATOR = {d: (U64 if d.kind == "u" else I64) for d in INTS | {BOOL}}
_sum = jnp.sum
_prod = jnp.prod
_max = jnp.max
_min = jnp.min


def _axis(axis, nd, fn):
    """``axis`` as JAX takes it: None, an int, or a tuple of non-negative ints (validated)."""
    if axis is None:
        return None
    if axis.__class__ is int:
        if not -nd <= axis < nd:
            raise AxisError(f"ivy.{fn}: axis {axis} is out of range for an array of {nd} dimensions")
        return axis
    return normalize_axes(axis, nd, f"ivy.{fn}")


def _count(shape, axis):
    """How many elements each reduction over ``axis`` (normalized) sees."""
    if axis is None:
        return math.prod(shape)
    if axis.__class__ is int:
        return shape[axis]
    return math.prod(shape[a] for a in axis)


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    if axis is not None and axis.__class__ is not int:
        axis = normalize_axes(axis, x.ndim, "ivy.sum")
    if dtype is not None and x.dtype != dtype:
        x = x.astype(dtype)
    return _sum(x, axis=axis, keepdims=keepdims)


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    if axis is not None and axis.__class__ is not int:
        axis = normalize_axes(axis, x.ndim, "ivy.prod")
    if dtype is not None and x.dtype != dtype:
        x = x.astype(dtype)
    return _prod(x, axis=axis, keepdims=keepdims)


def _extremum(name, fn, x, axis, keepdims):
    d = x.dtype
    if d is C64 or d is C128:
        raise ivy.UnsupportedDtypeError(
            f"ivy.{name} does not support complex dtypes ({d}): complex numbers have no order; "
            f"reduce the real part or the absolute value instead"
        )
    axis = _axis(axis, x.ndim, name)
    if x.size == 0 and _count(x.shape, axis) == 0:
        raise ivy.InvalidArgumentError(
            f"ivy.{name}: the reduction over axis {axis} of an array of shape {x.shape} has no "
            f"elements, and an empty {name} has no value; check the array is not empty along the axis"
        )
    return fn(x, axis=axis, keepdims=keepdims)


def max(x, /, *, axis=None, keepdims=False):
    return _extremum("max", _max, x, axis, keepdims)


def min(x, /, *, axis=None, keepdims=False):
    return _extremum("min", _min, x, axis, keepdims)


def mean(x, /, *, axis=None, keepdims=False):
    if axis is not None and axis.__class__ is not int:
        axis = normalize_axes(axis, x.ndim, "ivy.mean")
    if x.dtype in INEXACT:
        return jnp.mean(x, axis=axis, keepdims=keepdims)  # an empty mean is NaN (NaN + NaN j)
    # Integers and bool: accumulate in float64, return ivy's default float dtype.
    return jnp.mean(x.astype(F64), axis=axis, keepdims=keepdims).astype(F32)


def _variance(x, axis, correction, keepdims, root, name):
    d = x.dtype
    axis = _axis(axis, x.ndim, name)
    if d in INEXACT:
        work = None
        out = REAL_OF.get(d, d)
    elif d.kind in "iub":
        work = F64
        out = F32
    else:
        raise ivy.UnsupportedDtypeError(f"ivy.{name} needs a numeric array, got dtype {d}")
    n = _count(x.shape, axis)
    if n - correction <= 0:
        # The standard asks for NaN when M - correction <= 0.
        shape = _sum(jnp.zeros(x.shape, dtype=F32), axis=axis, keepdims=keepdims).shape
        return jnp.full(shape, math.nan, dtype=out)
    if work is not None:
        x = x.astype(work)
    r = jnp.var(x, axis=axis, ddof=correction, keepdims=keepdims)
    if root:
        r = jnp.sqrt(r)
    return r if r.dtype == out else r.astype(out)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, False, "var")


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, True, "std")


def _cumulative(fn, name, x, axis, dtype, include_initial):
    nd = x.ndim
    if axis is None:
        if nd != 1:
            raise ivy.InvalidArgumentError(
                f"ivy.{name} needs axis= for a {nd}-d array (it may be left out only for 1-d arrays)"
            )
        axis = 0
    elif nd == 0:
        raise ivy.ShapeError(f"ivy.{name} needs an array with at least one dimension, got a 0-d array")
    elif not -nd <= axis < nd:
        raise AxisError(f"ivy.{name}: axis {axis} is out of range for an array of {nd} dimensions")
    if dtype is None:
        dtype = _ACCUMULATOR.get(x.dtype)
    if dtype is not None and x.dtype != dtype:
        x = x.astype(dtype)
    return fn(x, axis=axis, include_initial=include_initial)


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(jnp.cumulative_sum, "cumulative_sum", x, axis, dtype, include_initial)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(jnp.cumulative_prod, "cumulative_prod", x, axis, dtype, include_initial)

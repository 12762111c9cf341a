"""Searching functions on JAX.

``where`` promotes its value arguments as ivy's binary functions do (JAX's own
promotion differs across kinds); ``searchsorted`` promotes its two arguments the
same way; NaN sorts last, as in NumPy.
"""

from __future__ import annotations

import jax.numpy as jnp

import ivy
from ivy.plugin import complex_unordered as _complex_unordered
from ivy.plugin import int_position_outside as _int_position_outside

from ._util import (
    AI,
    BOOL,
    COMPLEX,
    I64,
    IRANGE,
    PAIR_DEFAULT,
    Array,
    AxisError,
    normalize_axes,
    promote,
    promote_arrays,
    scalar_class,
)
from .hooks import NATIVE_DTYPES

_IVY_I64 = ivy.int64
_where = jnp.where
_SCALARS = (bool, int, float, complex)


def _native(dtype):
    """A native dtype for an ivy dtype (or a native dtype)."""
    d = NATIVE_DTYPES.get(dtype)
    if d is None:
        if isinstance(dtype, ivy.Dtype):
            raise ivy.UnsupportedDtypeError(f"backend 'jax' cannot hold dtype {dtype.name}")
        d = dtype
    return d


def _no_complex(name):
    raise _complex_unordered(name, None, "search")


def _arg_extreme(fn, name, x, axis, keepdims, dtype, select_last_index):
    if x.dtype in COMPLEX:
        _no_complex(name)
    nd = x.ndim
    if axis is not None and not -nd <= axis < max(nd, 1):
        raise AxisError(f"ivy.{name}: axis {axis} is out of range for an array of {nd} dimensions")
    if x.size == 0 and (axis is None or x.shape[axis] == 0):
        raise ivy.InvalidArgumentError(
            f"ivy.{name}: the search along axis {axis} of an array of shape {x.shape} has no "
            "elements, so there is no index to return"
        )
    if not select_last_index:
        r = fn(x, axis=axis, keepdims=keepdims)
    elif axis is None:
        flat = jnp.ravel(x)[::-1]
        r = (flat.shape[0] - 1) - fn(flat)
        if keepdims:
            r = jnp.reshape(r, (1,) * nd)
    else:
        r = (x.shape[axis] - 1) - fn(jnp.flip(x, axis), axis=axis, keepdims=keepdims)
    if dtype is not None:
        d = _native(dtype)
        if r.dtype != d:
            r = r.astype(d)
    elif r.dtype != I64:
        r = r.astype(I64)
    return r


def argmax(x, /, *, axis=None, keepdims=False, dtype=None, select_last_index=False):
    return _arg_extreme(jnp.argmax, "argmax", x, axis, keepdims, dtype, select_last_index)


def argmin(x, /, *, axis=None, keepdims=False, output_dtype=None, select_last_index=False):
    return _arg_extreme(jnp.argmin, "argmin", x, axis, keepdims, output_dtype, select_last_index)


def count_nonzero(x, /, *, axis=None, keepdims=False, dtype=None):
    if axis is not None and axis.__class__ is not int:
        axis = normalize_axes(axis, x.ndim, "count_nonzero")
    r = jnp.count_nonzero(x, axis=axis, keepdims=keepdims)
    d = I64 if dtype is None else dtype
    return r if r.dtype == d else r.astype(d)


def nonzero(x, /, *, as_tuple=True, size=None, fill_value=0):
    if x.ndim == 0:
        raise ivy.ShapeError(
            "ivy.nonzero needs an array with at least one dimension, got a 0-d array; "
            "reshape it to (1,) first"
        )
    if size is None:
        r = jnp.nonzero(x)
    elif x.size == 0:  # (JAX pads with 0 here)
        r = (jnp.full((size,), fill_value, dtype=I64),) * x.ndim
    else:
        r = jnp.nonzero(x, size=size, fill_value=fill_value)
    r = tuple(i if i.dtype == I64 else i.astype(I64) for i in r)
    if not as_tuple:
        return jnp.stack(r, axis=-1)
    return r


def searchsorted(x1, x2, /, *, side="left", sorter=None, ret_dtype=_IVY_I64):
    if x1.ndim != 1:
        raise ivy.ShapeError(f"ivy.searchsorted needs a 1-d x1, got shape {x1.shape}")
    if side != "left" and side != "right":
        raise ivy.InvalidArgumentError(f"ivy.searchsorted: side must be 'left' or 'right', got {side!r}")
    scalar = x2.__class__ in _SCALARS
    if x1.dtype in COMPLEX or (x2.__class__ is complex if scalar else x2.dtype in COMPLEX):
        _no_complex("searchsorted")
    d = I64 if ret_dtype is _IVY_I64 else _native(ret_dtype)
    if x2.__class__ is int:  # one outside x1's integer dtype: before or after every element
        p = _int_position_outside(x2, IRANGE.get(x1.dtype), x1.shape[0])
        if p is not None:
            return jnp.asarray(p, dtype=d)
    if sorter is not None:
        x1 = jnp.take(x1, sorter)
    if scalar or x2.dtype != x1.dtype:
        x1, x2 = promote_arrays(x1, x2)
    r = jnp.searchsorted(x1, x2, side=side)
    return r if r.dtype == d else r.astype(d)


def where(condition, x1, x2, /):
    if x1.__class__ is AI and x2.__class__ is AI and x1.dtype is x2.dtype:
        if condition.dtype is not BOOL:
            condition = condition.astype(BOOL)
        return _where(condition, x1, x2)
    if condition.dtype is not BOOL:
        condition = condition.astype(BOOL)
    if not isinstance(x1, Array) and not isinstance(x2, Array):
        d = PAIR_DEFAULT[scalar_class(x1), scalar_class(x2)]
        return _where(condition, jnp.asarray(x1, dtype=d), jnp.asarray(x2, dtype=d))
    x1, x2 = promote(x1, x2, "where")
    return _where(condition, x1, x2)


# ------------------------------------------------------------- ivy's superset


def argwhere(x, /):
    return jnp.argwhere(x).astype(jnp.int64)

"""Searching functions on NumPy."""

from __future__ import annotations

import numpy as np

import ivy
from ivy.plugin import complex_unordered as _complex_unordered
from ivy.plugin import int_position_outside as _int_position_outside
from ivy.plugin import int_ranges as _int_ranges

from .hooks import NATIVE_DTYPES

_nd = np.ndarray
_asarray = np.asarray
_I64 = np.dtype("int64")
_IVY_I64 = ivy.int64
_IVY_OF = {v: k for k, v in NATIVE_DTYPES.items()}
_SCALARS = frozenset((bool, int, float, complex))
_argmax = np.argmax
_argmin = np.argmin


def _native(dtype):
    """A NumPy dtype for an ivy dtype (or anything ``np.dtype`` takes)."""
    d = NATIVE_DTYPES.get(dtype)
    if d is None:
        if isinstance(dtype, ivy.Dtype):
            raise ivy.UnsupportedDtypeError(f"backend 'numpy' cannot hold dtype {dtype.name}")
        d = np.dtype(dtype)
    return d


def _no_complex(name):
    raise _complex_unordered(name, None, "search")


def _arg_extreme(fn, name, x, axis, keepdims, dtype, select_last_index):
    if x.dtype.kind == "c":
        _no_complex(name)
    try:
        if not select_last_index:
            r = (x.argmax if fn is _argmax else x.argmin)(axis=axis, keepdims=keepdims)
        elif axis is None:
            flat = np.ravel(x)[::-1]
            r = (flat.size - 1) - fn(flat)
            if keepdims:
                r = np.reshape(r, (1,) * x.ndim)
        else:
            r = fn(np.flip(x, axis), axis=axis, keepdims=keepdims)
            r = (x.shape[axis] - 1) - r
    except ValueError as e:
        if x.size == 0 and not isinstance(e, IndexError):  # IndexError: NumPy's AxisError
            raise ivy.InvalidArgumentError(
                f"ivy.{name}: the search along axis {axis} of an array of shape {x.shape} has no "
                "elements, so there is no index to return"
            ) from None
        raise
    if dtype is not None:
        return _asarray(r, dtype=_native(dtype))
    return r if r.__class__ is _nd else _asarray(r)


def argmax(x, /, *, axis=None, keepdims=False, dtype=None, select_last_index=False):
    return _arg_extreme(_argmax, "argmax", x, axis, keepdims, dtype, select_last_index)


def argmin(x, /, *, axis=None, keepdims=False, output_dtype=None, select_last_index=False):
    return _arg_extreme(_argmin, "argmin", x, axis, keepdims, output_dtype, select_last_index)


def count_nonzero(x, /, *, axis=None, keepdims=False, dtype=None):
    r = np.count_nonzero(x, axis=axis, keepdims=keepdims)
    if dtype is not None:
        return _asarray(r, dtype=dtype)
    return r if r.__class__ is _nd else _asarray(r, dtype=_I64)


def nonzero(x, /, *, as_tuple=True, size=None, fill_value=0):
    if x.ndim == 0:
        raise ivy.ShapeError(
            "ivy.nonzero needs an array with at least one dimension, got a 0-d array; "
            "reshape it to (1,) first"
        )
    r = np.nonzero(x)
    if size is not None:
        n = r[0].shape[0]
        if n >= size:
            r = tuple(i[:size] for i in r)
        else:
            pad = np.full(size - n, fill_value, dtype=_I64)
            r = tuple(np.concatenate((i, pad)) for i in r)
    if not as_tuple:
        return np.stack(r, axis=-1)
    return r


_INT_RANGE = _int_ranges(NATIVE_DTYPES)


def searchsorted(x1, x2, /, *, side="left", sorter=None, ret_dtype=_IVY_I64):
    if x1.ndim != 1:
        raise ivy.ShapeError(f"ivy.searchsorted needs a 1-d x1, got shape {x1.shape}")
    if x1.dtype.kind == "c" or (x2.dtype.kind == "c" if x2.__class__ not in _SCALARS else x2.__class__ is complex):
        _no_complex("searchsorted")
    if x2.__class__ is int:  # one outside x1's integer dtype: before or after every element
        p = _int_position_outside(x2, _INT_RANGE.get(x1.dtype), x1.shape[0])
        if p is not None:
            return _asarray(p, dtype=_native(ret_dtype))
    r = x1.searchsorted(x2, side=side, sorter=sorter)
    if ret_dtype is not _IVY_I64:
        return _asarray(r, dtype=_native(ret_dtype))
    return r if r.__class__ is _nd else _asarray(r)


def _weak(scalar, array):
    """``array`` and ``scalar`` as arrays of their ivy result dtype (the scalar is weak)."""
    d = array.dtype
    dt = NATIVE_DTYPES[ivy.result_type(_IVY_OF[d], scalar)]
    return _asarray(scalar, dtype=dt), (array if dt == d else array.astype(dt))


def where(condition, x1, x2, /):
    s1 = x1.__class__ in _SCALARS
    s2 = x2.__class__ in _SCALARS
    if s1 or s2:
        if s1 and s2:
            dt = NATIVE_DTYPES[ivy.result_type(x1, x2)]
            x1 = _asarray(x1, dtype=dt)
            x2 = _asarray(x2, dtype=dt)
        elif s1:
            x1, x2 = _weak(x1, x2)
        else:
            x2, x1 = _weak(x2, x1)
    r = np.where(condition, x1, x2)
    return r if r.__class__ is _nd else _asarray(r)


# ------------------------------------------------------------- ivy's superset


def argwhere(x, /):
    return np.argwhere(x)

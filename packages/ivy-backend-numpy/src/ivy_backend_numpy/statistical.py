"""Statistical functions on NumPy.

The reductions call the ufunc's ``reduce`` directly (NumPy's ``np.sum`` and
friends add a Python layer on top). ``add``/``multiply`` reductions already
accumulate small integers and bool in int64/uint64, as ivy specifies.
"""

from __future__ import annotations

import math
import warnings as _warnings

import numpy as np

import ivy
from ivy.plugin import ROW_BY_ROW_FROM as _ROW_BY_ROW_FROM
from ivy.plugin import complex_unordered as _complex_unordered
from ivy.plugin import cumulative_axis as _cumulative_axis
from ivy.plugin import sums_row_by_row as _sums_row_by_row

_nd = np.ndarray
_asarray = np.asarray
_add = np.add.reduce
_mul = np.multiply.reduce
_maximum = np.maximum.reduce
_minimum = np.minimum.reduce
_F32 = np.dtype("float32")
_F16 = np.dtype("float16")
_F64 = np.dtype("float64")
_NAN_C = complex(math.nan, math.nan)


def _no_complex(x, name):
    raise _complex_unordered(name, x.dtype, "reduce")


def _empty_reduction(x, name, axis):
    return ivy.InvalidArgumentError(
        f"ivy.{name}: the reduction over axis {axis} of an array of shape {x.shape} has no "
        f"elements, and an empty {name} has no value; check the array is not empty along the axis"
    )


# Single and half precision accumulated in double where NumPy would add a row at a time
_WIDE = {np.dtype("float16"): _F64, np.dtype("float32"): _F64, np.dtype("complex64"): np.dtype("complex128")}


def _row_by_row(x, axis):
    """Whether NumPy's reduction of ``x`` over ``axis`` adds values a row at a time in the
    input's precision: over a leading axis, or any axis of an array that is not C-contiguous
    (its pairwise sum covers the contiguous trailing axes only; ``ivy.plugin.sums_row_by_row``)."""
    if axis is None or x.dtype not in _WIDE or x.size < _ROW_BY_ROW_FROM:
        return False
    if x.flags.c_contiguous:
        if axis.__class__ is int and (axis == -1 or axis == x.ndim - 1):
            return False
        return _sums_row_by_row(x.shape, axis)
    return True


_BLOCK = 32


def _wide_sum(x, axis, keepdims):
    """The sum of single or half precision ``x`` over ``axis`` that NumPy would add a row at a
    time, accumulated in double. One leading axis of a C-contiguous array with rows of 64 or more
    values is summed in blocks of 32 rows in ``x``'s precision (NumPy's fast loop), and the block
    sums in double: a double accumulator over the whole array was 3.7x NumPy's float32 time for
    1000 x 1000 (217 us for 58), the blocks 1.35x, within an ulp. Otherwise in double throughout."""
    nd = x.ndim
    if axis.__class__ is int and -nd <= axis < nd - 1 and x.flags.c_contiguous:
        a = axis % nd
        shp = x.shape
        n = shp[a]
        inner = 1
        for v in shp[a + 1:]:
            inner *= v
        if inner >= 64:
            y = x.reshape(-1, n, inner)
            m = n // _BLOCK * _BLOCK
            r = _add(_add(y[:, :m].reshape(y.shape[0], m // _BLOCK, _BLOCK, inner), axis=2), axis=1,
                     dtype=_WIDE[x.dtype])
            if m < n:
                r += _add(y[:, m:], axis=1, dtype=_WIDE[x.dtype])
            out = shp[:a] + ((1,) if keepdims else ()) + shp[a + 1:]
            return r.reshape(out).astype(x.dtype)
    return _asarray(_add(x, axis=axis, dtype=_WIDE[x.dtype], keepdims=keepdims), dtype=x.dtype)


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    if dtype is None and axis is not None and _row_by_row(x, axis):
        return _wide_sum(x, axis, keepdims)
    r = _add(x, axis=axis, dtype=dtype, keepdims=keepdims)
    return r if r.__class__ is _nd else _asarray(r)


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    r = _mul(x, axis=axis, dtype=dtype, keepdims=keepdims)
    return r if r.__class__ is _nd else _asarray(r)


def _extremum(name, reduce, x, axis, keepdims):
    if x.dtype.kind == "c":
        _no_complex(x, name)
    try:
        r = reduce(x, axis=axis, keepdims=keepdims)
    except ValueError as e:
        if x.size == 0 and not isinstance(e, IndexError):  # IndexError: NumPy's AxisError
            raise _empty_reduction(x, name, axis) from None
        raise
    return r if r.__class__ is _nd else _asarray(r)


def max(x, /, *, axis=None, keepdims=False):
    return _extremum("max", _maximum, x, axis, keepdims)


def min(x, /, *, axis=None, keepdims=False):
    return _extremum("min", _minimum, x, axis, keepdims)


def _nan_result(x, axis, keepdims, dtype):
    """NaNs of the shape a reduction of ``x`` over ``axis`` has (validates ``axis``)."""
    shape = _add(x, axis=axis, keepdims=keepdims).shape
    return np.full(shape, _NAN_C if dtype.kind == "c" else math.nan, dtype=dtype)


def mean(x, /, *, axis=None, keepdims=False):
    k = x.dtype.kind
    if x.size == 0:
        # The standard's empty mean is NaN (NumPy warns and divides 0 by 0).
        return _nan_result(x, axis, keepdims, x.dtype if k in "fc" else _F32)
    if k == "f" or k == "c":
        if _row_by_row(x, axis):
            return _asarray(_wide_sum(x, axis, keepdims) / _count(x, axis), dtype=x.dtype)
        r = x.mean(axis=axis, keepdims=keepdims)
        return r if r.__class__ is _nd else _asarray(r)
    # Integers and bool: accumulate in float64, return ivy's default float dtype.
    return _asarray(x.mean(axis=axis, dtype=_F64, keepdims=keepdims), dtype=_F32)


def _count(x, axis):
    """How many elements each reduction over ``axis`` sees (None when ``axis`` is invalid)."""
    shape = x.shape
    if axis is None:
        return x.size
    if not isinstance(axis, tuple | list):
        axis = (axis,)
    n = 1
    nd = len(shape)
    for a in axis:
        if not -nd <= a < nd:
            return None  # NumPy raises its AxisError below
        n *= shape[a]
    return n


def _variance(x, axis, correction, keepdims, root, name):
    k = x.dtype.kind
    if correction == 0 and x.size:
        n_ok = True  # M > 0 here, so M - correction > 0
        correction = 0  # an int ddof: NumPy is several microseconds slower with 0.0
    else:
        n = _count(x, axis)
        n_ok = n is None or n - correction > 0
    if not n_ok:
        # The standard asks for NaN when M - correction <= 0 (NumPy warns and divides by <= 0).
        if k in "fc":
            dt = x.dtype if k == "f" else np.dtype(f"f{x.dtype.itemsize // 2}")
        else:
            dt = _F32
        return _nan_result(x, axis, keepdims, dt)
    if k == "f" or k == "c":
        wide = _row_by_row(x, axis)
        if wide and x.dtype == _F32:
            # the mean and the squared deviations' sum as sum takes them (_wide_sum); the mean's
            # rounding shifts the variance by its square only (1e-11 for values near 100)
            n = _count(x, axis)
            dev = x - _wide_sum(x, axis, True) / n
            r = _wide_sum(dev * dev, axis, keepdims) / (n - correction)
            r = np.sqrt(r) if root else r
            return r if r.__class__ is _nd else _asarray(r)
        if x.dtype.itemsize == 2 or wide:  # float16 in float32 (its squares overflow past 256), then
            # rounded; single precision summed a row at a time in float64
            r = x.var(axis=axis, dtype=_WIDE[x.dtype] if wide else _F32, ddof=correction, keepdims=keepdims)
            return _asarray(np.sqrt(r) if root else r, dtype=x.real.dtype if k == "c" else x.dtype)
        r = x.var(axis=axis, ddof=correction, keepdims=keepdims)
        if root:
            r = np.sqrt(r)
        return r if r.__class__ is _nd else _asarray(r)
    if k not in "iub":
        raise ivy.UnsupportedDtypeError(f"ivy.{name} needs a numeric array, got dtype {x.dtype}")
    r = x.var(axis=axis, dtype=_F64, ddof=correction, keepdims=keepdims)
    if root:
        r = np.sqrt(r)
    return _asarray(r, dtype=_F32)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, False, "var")


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, True, "std")


def _cumulative(fn, identity, name, x, axis, dtype, include_initial):
    if x.dtype == _F16 and (dtype is None or dtype == _F16):
        # accumulated in float32, then rounded (a float16 running sum stalls: 3000 x 1.001 gave 3954)
        return _cumulative(fn, identity, name, x.astype(_F32), axis, None, include_initial).astype(_F16)
    nd = x.ndim
    axis = _cumulative_axis(name, nd, axis)
    if dtype is None and fn is np.cumsum and x.dtype in _WIDE and nd and x.shape[axis] >= _ROW_BY_ROW_FROM:
        # a running sum in double, each prefix rounded once: NumPy's float32 one adds in float32,
        # 98 ulp off after 2**17 values (torch's and JAX's were within 1)
        r = fn(x, axis=axis, dtype=_WIDE[x.dtype]).astype(x.dtype)
    else:
        r = fn(x, axis=axis, dtype=dtype)
    if not include_initial:
        return r
    shape = list(r.shape)
    shape[axis] += 1
    out = np.empty(shape, dtype=r.dtype)
    lead = (slice(None),) * (axis % nd)
    out[lead + (slice(0, 1),)] = identity
    out[lead + (slice(1, None),)] = r
    return out


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(np.cumsum, 0, "cumulative_sum", x, axis, dtype, include_initial)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(np.cumprod, 1, "cumulative_prod", x, axis, dtype, include_initial)


# ------------------------------------------------------- Ivy's superset (issue 5)
# cumsum/cumprod (exclusive, reverse), logsumexp, top_k and histogram: ivy-core's
# compositions over the functions above.

_einsum = np.einsum


def einsum(equation, *operands):
    d = ivy.result_type(*[ivy.dtype_from_name(o.dtype.name) for o in operands])
    nd = np.dtype(d.name)
    ops = [o if o.dtype == nd else o.astype(nd) for o in operands]
    try:
        r = _einsum(equation, *ops)
    except ValueError as e:
        from ivy.api._math_impl import parse_einsum

        parse_einsum(equation, [o.shape for o in ops])  # ivy's error for the mistake, if it names one
        raise ivy.ShapeError(f"ivy.einsum: {e}") from e
    return r if r.__class__ is _nd else _asarray(r, dtype=nd)


def nansum(x, /, *, axis=None, dtype=None, keepdims=False):
    if x.dtype.kind in "fc":
        x = np.where(np.isnan(x), 0, x)
    return sum(x, axis=axis, dtype=dtype, keepdims=keepdims)


def nanmean(a, /, *, axis=None, keepdims=False, dtype=None):
    if dtype is not None:
        a = a.astype(dtype)
    k = a.dtype.kind
    if k not in "fc":
        return mean(a, axis=axis, keepdims=keepdims)
    with _warnings.catch_warnings():  # an all-NaN slice is NaN, without NumPy's warning
        _warnings.simplefilter("ignore", RuntimeWarning)
        r = np.nanmean(a, axis=axis, keepdims=keepdims, dtype=_WIDE[a.dtype] if _row_by_row(a, axis) else None)
    return _asarray(r, dtype=a.dtype)


def median(input, /, *, axis=None, keepdims=False):  # noqa: A002
    k = input.dtype.kind
    if k == "c":
        raise _complex_unordered("median", None, "reduce")
    if input.size == 0 or axis == ():
        from ivy.api._math_impl import _median

        return _median(ivy.get_backend("numpy"), input, axis=axis, keepdims=keepdims)
    x = input if k == "f" else input.astype(_F64)
    r = np.median(x, axis=axis, keepdims=keepdims)
    return _asarray(r, dtype=input.dtype if k == "f" else _F32)

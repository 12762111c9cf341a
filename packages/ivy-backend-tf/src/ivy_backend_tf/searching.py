"""Searching functions on TensorFlow.

- ``argmax``/``argmin`` find the first NaN, as NumPy (TensorFlow's kernels skip NaNs), and the
  lowest (highest) finite value after infinities (TensorFlow's kernels return index 0 there);
  an empty search raises ``ivy.InvalidArgumentError``; complex input raises
  ``ivy.UnsupportedDtypeError``.
- ``nonzero`` is ``tf.where`` (row-major order), split per axis.
- ``searchsorted`` flattens the values and runs TensorFlow's lower/upper bound on the
  1-D sequence; NaNs sort last, as in ``ivy.sort``.
- ``where`` promotes ``x1``/``x2`` (Python scalars weak) and takes any truthy condition.
"""

from __future__ import annotations

import tensorflow as tf

import ivy
from ivy.plugin import complex_unordered as _complex_unordered
from ivy.plugin import int_position_outside as _int_position_outside

from . import _highrank as _hr
from ._util import (
    BOOL,
    ET,
    FINITE_RANGE,
    I64,
    KIND,
    NATIVE_DTYPES,
    PY_SCALARS,
    RANGE,
    R,
    axes_t,
    cast,
    const,
    normalize_axes,
    normalize_axis,
    order_keys,
    promote,
)
from ._util import flatten as _flatten
from ._util import scalar_t as _scalar_t

_Select = R.SelectV2


def _native(dtype):
    """A TensorFlow dtype for an ivy dtype (or a TensorFlow dtype)."""
    d = NATIVE_DTYPES.get(dtype)
    if d is None:
        if isinstance(dtype, ivy.Dtype):
            raise ivy.UnsupportedDtypeError(f"backend 'tensorflow' cannot hold dtype {dtype.name}")
        d = tf.as_dtype(dtype)
    return d


def _no_complex(name):
    raise _complex_unordered(name, None, "search")


def _arg_extreme(op, name, x, axis, keepdims, dtype, select_last_index):
    k = KIND[id(x.dtype)]
    if k == "c":
        _no_complex(name)
    nd = x.shape.rank
    if axis is None:
        x = _flatten(x)
        ax = 0
    else:
        ax = normalize_axis(axis, nd, f"ivy.{name}")
    n = x.shape[ax]
    if n == 0:
        raise ivy.InvalidArgumentError(
            f"ivy.{name}: the search along axis {axis} of an array of shape {tuple(x.shape)} has no "
            "elements, so there is no index to return"
        )
    if select_last_index:
        x = R.ReverseV2(tensor=x, axis=axes_t([ax]))
    if k == "b":
        x = R.Cast(x=x, DstT=tf.int8)
    dim = _scalar_t(ax)
    r = op(input=x, dimension=dim, output_type=I64)
    if k == "f":
        # TensorFlow starts each search from the lowest (argmax; highest for argmin) finite value
        # with a strict comparison, so a slice whose extreme is exactly that value gives index 0
        # (argmax([-inf, -3.4e38]) was 0): there it is the first index of that value.
        # NaN is the extreme (NumPy): the first NaN, where there is one. Eagerly, one read of
        # "every element strictly inside the finite ends?" (False for NaN, infinities and the
        # ends themselves) skips both fix-ups in the common case.
        lowest, highest = FINITE_RANGE[id(x.dtype)]
        end_c = const(lowest if op is R.ArgMax else highest, x.dtype)
        if x.__class__ is not ET or not R.All(
                input=(R.Greater if op is R.ArgMax else R.Less)(x=x, y=end_c),
                axis=axes_t(range(x.shape.rank)))._numpy():
            extreme = (R.Max if op is R.ArgMax else R.Min)(input=x, axis=axes_t([ax]))
            at_end = R.ArgMax(input=R.Cast(x=R.Equal(x=x, y=end_c), DstT=tf.int8), dimension=dim, output_type=I64)
            r = _Select(condition=R.Equal(x=extreme, y=end_c), t=at_end, e=r)
            nan = R.IsNan(x=x)
            has = R.Any(input=nan, axis=axes_t([ax]))
            first = R.ArgMax(input=R.Cast(x=nan, DstT=tf.int8), dimension=dim, output_type=I64)
            r = _Select(condition=has, t=first, e=r)
    if select_last_index:
        r = R.Sub(x=tf.constant(n - 1, I64), y=r)
    if keepdims:
        if axis is None:
            r = R.Reshape(tensor=r, shape=axes_t([1] * nd))
        else:
            r = R.ExpandDims(input=r, axis=dim)
    if dtype is not None:
        d = _native(dtype)
        if d is not I64:
            r = R.Cast(x=r, DstT=d)
    return r


def argmax(x, /, *, axis=None, keepdims=False, dtype=None, select_last_index=False):
    return _arg_extreme(R.ArgMax, "argmax", x, axis, keepdims, dtype, select_last_index)


def argmin(x, /, *, axis=None, keepdims=False, output_dtype=None, select_last_index=False):
    return _arg_extreme(R.ArgMin, "argmin", x, axis, keepdims, output_dtype, select_last_index)


def _truthy(x):
    if x.dtype is BOOL:
        return x
    return R.NotEqual(x=x, y=tf.zeros((), x.dtype))


def count_nonzero(x, /, *, axis=None, keepdims=False, dtype=None):
    nd = x.shape.rank
    axes = normalize_axes(axis, nd, "ivy.count_nonzero")
    r = R.Sum(input=R.Cast(x=_truthy(x), DstT=I64), axis=axes_t(axes), keep_dims=keepdims)
    if dtype is not None and dtype is not I64:
        r = R.Cast(x=r, DstT=dtype)
    return r


def nonzero(x, /, *, as_tuple=True, size=None, fill_value=0):
    if x.shape.rank == 0:
        raise ivy.ShapeError(
            "ivy.nonzero needs an array with at least one dimension, got a 0-d array; "
            "reshape it to (1,) first"
        )
    b = _truthy(x)
    idx = _hr.nonzero_indices(b) if _hr.too_many(b) else R.Where(condition=b)  # (n, ndim) int64, row-major
    if size is not None:
        n = idx.shape[0]
        if n >= size:
            idx = idx[:size]
        else:
            pad = tf.fill([size - n, idx.shape[1]], tf.constant(fill_value, I64))
            idx = tf.concat([idx, pad], axis=0)
    if not as_tuple:
        return idx
    nd = idx.shape[1]
    return tuple(R.Unpack(value=idx, num=nd, axis=1)) if nd > 1 else (_flatten(idx),)


def searchsorted(x1, x2, /, *, side="left", sorter=None, ret_dtype=ivy.int64):
    if x1.shape.rank != 1:
        raise ivy.ShapeError(f"ivy.searchsorted needs a 1-d x1, got shape {tuple(x1.shape)}")
    if side not in ("left", "right"):
        raise ivy.InvalidArgumentError(f"ivy.searchsorted: side must be 'left' or 'right', got {side!r}")
    scalar = x2.__class__ in PY_SCALARS
    if KIND[id(x1.dtype)] == "c" or (x2.__class__ is complex if scalar else KIND[id(x2.dtype)] == "c"):
        _no_complex("searchsorted")
    d = _native(ret_dtype)
    if x2.__class__ is int:  # one outside x1's integer dtype: before or after every element
        above = _int_position_outside(x2, RANGE.get(id(x1.dtype)), 1)  # 1 above, 0 below, None inside
        if above is not None:  # (the length from tf.shape: unknown while tracing)
            return R.Cast(x=tf.shape(x1, out_type=I64)[0] if above else tf.constant(0, I64), DstT=d)
    if sorter is not None:
        x1 = tf.gather(x1, cast(sorter, I64))
    a, v = promote(x1, x2)
    shp = tf.shape(v)
    # search on order keys: NaNs sort last, as in ivy.sort
    flat = tf.reshape(order_keys(v), [1, -1])
    seq = tf.reshape(order_keys(a), [1, -1])
    op = R.LowerBound if side == "left" else R.UpperBound
    r = op(sorted_inputs=seq, values=flat, out_type=I64)
    r = tf.reshape(r, shp)
    if d is not I64:
        r = R.Cast(x=r, DstT=d)
    return r


def where(condition, x1, x2, /):
    if x1.__class__ is ET and x2.__class__ is ET and x1.dtype is x2.dtype and condition.__class__ is ET \
            and condition.dtype is BOOL and not _hr.too_many(condition, x1, x2):
        return _Select(condition=condition, t=x1, e=x2)
    x1, x2 = promote(x1, x2)
    if condition.dtype is not BOOL:
        condition = _truthy(condition)
    if _hr.too_many(condition, x1, x2):  # (a broadcasting SelectV2 handles 8 dimensions)
        return _hr.select(condition, x1, x2)
    return _Select(condition=condition, t=x1, e=x2)



# ------------------------------------------------------------- ivy's superset


def argwhere(x, /):
    b = _truthy(x)  # (tf.cast of a complex number to bool reads the real part: 0 + inf j was False)
    if x.shape.rank == 0:  # TensorFlow's Where needs a dimension: (1, 0) or (0, 0)
        return tf.zeros(tf.stack([tf.cast(b, tf.int32), 0]), tf.int64)
    return _hr.nonzero_indices(b) if _hr.too_many(b) else tf.where(b)

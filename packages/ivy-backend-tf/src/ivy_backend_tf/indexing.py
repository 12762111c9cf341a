"""Indexing functions on TensorFlow. Negative indices count from the end; indices out of
range raise ``IndexError`` (TensorFlow's CPU gather raises, its GPU gather would return
zeros: the check here makes both raise)."""

from __future__ import annotations

import tensorflow as tf

import ivy

from ._util import BOOL, ET, I64, KIND, OpError, R, axes_t, normalize_axis
from ._util import flatten as _flatten
from ._util import scalar_t as _scalar_t

_Select = R.SelectV2
_UNSIGNED = {tf.int64: tf.uint64, tf.int32: tf.uint32}


def _indices(indices, fn):
    k = KIND.get(id(indices.dtype))
    if k not in ("i", "u"):
        raise ivy.plugin.integers_required(fn, indices.dtype)
    return indices if indices.dtype is I64 else R.Cast(x=indices, DstT=I64)


def _wrap(idx, n, fn, axis):
    """Negative indices counted from the end; out-of-range ones raise IndexError. Eagerly the
    smallest and largest index are read first: indices already in [0, n) need nothing more."""
    if idx.__class__ is ET:
        if not idx.shape.num_elements():
            return idx
        every = axes_t(range(idx.shape.rank))
        lo = R.Min(input=idx, axis=every)._numpy()
        hi = R.Max(input=idx, axis=every)._numpy()
        if hi >= n or lo < -n:
            raise IndexError(f"{fn}: an index is out of bounds for axis {axis} with size {n}")
        if lo >= 0:
            return idx
    return _Select(condition=R.Less(x=idx, y=tf.constant(0, I64)), t=R.AddV2(x=idx, y=tf.constant(n, I64)), e=idx)


def take(x, indices, /, *, axis=None):
    if indices.__class__ is not ET and not isinstance(indices, (tf.Tensor, tf.Variable)):
        indices = tf.constant(indices)
    if indices.dtype is BOOL:
        raise ivy.plugin.integers_required("take", indices.dtype)
    idx = _indices(indices, "take")
    if axis is None:
        x = _flatten(x)
        axis = 0
    nd = x.shape.rank
    if nd == 0:
        raise ivy.ShapeError("take: x must have at least one dimension")
    ax = normalize_axis(axis, nd, "take")
    idx = _wrap(idx, x.shape[ax], "take", ax)
    try:
        return R.GatherV2(params=x, indices=idx, axis=_scalar_t(ax))
    except OpError as e:
        raise IndexError(f"take: {e.message}") from None


def take_along_axis(x, indices, /, *, axis=-1):
    nd = x.shape.rank
    if indices.shape.rank != nd:
        raise ivy.ShapeError(
            f"take_along_axis: indices must have as many dimensions as x ({nd}), got {indices.shape.rank}"
        )
    idx = _indices(indices, "take_along_axis")
    ax = normalize_axis(axis, nd, "take_along_axis")
    idx = _wrap(idx, x.shape[ax], "take_along_axis", ax)
    # broadcast the other axes, then gather along the last axis with the others as batch axes
    xs = list(x.shape)
    is_ = list(idx.shape)
    bx = xs[:ax] + xs[ax + 1:]
    bi = is_[:ax] + is_[ax + 1:]
    try:
        b = list(tf.broadcast_static_shape(tf.TensorShape(bx), tf.TensorShape(bi)))
    except ValueError as e:
        raise ivy.ShapeError(f"take_along_axis: shapes {tuple(xs)} and {tuple(is_)} do not broadcast ({e})") \
            from None
    perm = [i for i in range(nd) if i != ax] + [ax]
    xt = R.Transpose(x=x, perm=axes_t(perm)) if ax != nd - 1 else x
    it = R.Transpose(x=idx, perm=axes_t(perm)) if ax != nd - 1 else idx
    xt = R.BroadcastTo(input=xt, shape=b + [xs[ax]])
    it = R.BroadcastTo(input=it, shape=b + [is_[ax]])
    r = tf.gather(xt, it, axis=nd - 1, batch_dims=nd - 1)
    if ax != nd - 1:
        inv = [0] * nd
        for i, p in enumerate(perm):
            inv[p] = i
        r = R.Transpose(x=r, perm=axes_t(inv))
    return r


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions
from ivy.plugin import partial as _partial  # noqa: E402

from ._util import IVY, PY_SCALARS  # noqa: E402
from .hooks import NATIVE_DTYPES as _ND  # noqa: E402
from .hooks import scatter_update  # noqa: E402


def gather(params, indices, /, *, axis=-1, batch_dims=0):
    ps, ish = tuple(params.shape), tuple(indices.shape)
    ax, bd = _si.gather_args(ps, ish, axis, batch_dims)
    idx = _wrap(_indices(indices, "ivy.gather"), ps[ax], "ivy.gather", ax)
    return tf.gather(params, idx, axis=ax, batch_dims=bd)


def _vectors(indices, dims, fn):
    """Index vectors (last axis) with negative entries counted from the end, range-checked."""
    idx = _indices(indices, fn)
    if not dims:
        return idx
    if len(dims) == 1 and idx.__class__ is ET and idx.dtype in _UNSIGNED and idx.shape.num_elements():
        # one index per vector, eagerly: all of them in [0, n) (the common case) is one reduction,
        # the maximum of their bits read unsigned (a negative index reads as a huge one); the rest
        # take the general path below, which wraps and checks
        if int(R.Max(input=tf.bitcast(idx, _UNSIGNED[idx.dtype]), axis=axes_t(range(idx.shape.rank)))) < dims[0]:
            return idx
    d = tf.constant(list(dims), I64)
    idx = _Select(condition=R.Less(x=idx, y=tf.constant(0, I64)), t=R.AddV2(x=idx, y=d), e=idx)
    if idx.__class__ is ET and idx.shape.num_elements():
        if bool(tf.reduce_any((idx < 0) | (idx >= d))):
            raise IndexError(f"{fn}: an index is out of range for dimensions {tuple(dims)}")
    return idx


def gather_nd(params, indices, /, *, batch_dims=0):
    ps, ish = tuple(params.shape), tuple(indices.shape)
    bd, k = _si.gather_nd_args(ps, ish, batch_dims)
    if k == 0:  # empty index vectors select all of params (TensorFlow refuses a 0-d params)
        m = ish[bd:-1]
        return tf.broadcast_to(tf.reshape(params, ps[:bd] + (1,) * len(m) + ps[bd:]), ps[:bd] + m + ps[bd:])
    return tf.gather_nd(params, _vectors(indices, ps[bd:bd + k], "ivy.gather_nd"), batch_dims=bd)


class _Xp:
    @staticmethod
    def shape(x):
        return tuple(x.shape)

    @staticmethod
    def dtype(x):
        return IVY[id(x.dtype)]


_XP = _Xp()
_SCATTER = {"sum": tf.tensor_scatter_nd_add, "min": tf.tensor_scatter_nd_min, "max": tf.tensor_scatter_nd_max,
            "replace": scatter_update}
# dtypes TensorFlow's scatter kernels cover on every device (the rest are composed)
_SCATTER_DTYPES = {"sum": ("float32", "float64", "int32", "int64", "complex64", "complex128"),
                   "replace": ("float32", "float64", "int32", "int64", "complex64", "complex128", "bool"),
                   "min": ("float32", "float64", "int32", "int64"), "max": ("float32", "float64", "int32", "int64"),
                   "mul": ("float32", "float64", "int32", "int64", "complex64", "complex128")}


def _scatter_covered(indices, updates, /, shape=None, *, reduction="sum", tensor=None):
    like = tensor if tensor is not None else updates
    if like.__class__ in PY_SCALARS:
        return False
    d = IVY.get(id(like.dtype))
    return d is not None and d.name in _SCATTER_DTYPES.get(reduction, ())


@_partial(_scatter_covered)
def scatter_nd(indices, updates, /, shape=None, *, reduction="sum", tensor=None):
    tshape, k, d, ushape = _si.scatter_args(_XP, indices, updates, shape, reduction, tensor)
    nt = _ND[d]
    if updates.__class__ in PY_SCALARS:
        updates = tf.fill(list(ushape), tf.constant(_si._cast_scalar(updates, d), nt))
    elif updates.dtype != nt:
        updates = tf.cast(updates, nt)
    if tuple(updates.shape) != ushape:
        try:
            updates = tf.broadcast_to(updates, ushape)
        except (ValueError, tf.errors.InvalidArgumentError) as e:
            raise ivy.ShapeError(
                f"ivy.scatter_nd: updates of shape {tuple(updates.shape)} do not fit the indexed shape {ushape}"
            ) from e
    idx = _vectors(indices, tshape[:k], "ivy.scatter_nd")
    base = tf.zeros(tshape, nt) if tensor is None else tensor
    if reduction != "mul":
        return _SCATTER[reduction](base, idx, updates)
    p = 1
    for s in tshape[:k]:
        p *= s
    strides = [1] * k
    for j in range(k - 2, -1, -1):
        strides[j] = strides[j + 1] * tshape[j + 1]
    flat = tf.reshape(tf.reduce_sum(idx * tf.constant(strides, I64), axis=-1), [-1])
    rest = list(tshape[k:])
    prod = tf.math.unsorted_segment_prod(tf.reshape(updates, [-1] + rest), flat, p)
    return base * tf.reshape(prod, tshape)

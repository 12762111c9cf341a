"""Indexing functions on TensorFlow. Negative indices count from the end; indices out of
range raise ``IndexError`` (TensorFlow's CPU gather raises, its GPU gather would return
zeros: the check here makes both raise)."""

from __future__ import annotations

import tensorflow as tf

import ivy

from ._util import BOOL, ET, I64, KIND, OpError, R, normalize_axis

_Select = R.SelectV2


def _indices(indices, fn):
    k = KIND.get(id(indices.dtype))
    if k not in ("i", "u"):
        raise ivy.DtypeError(f"{fn}: indices must be an integer array, got dtype {indices.dtype.name}")
    return indices if indices.dtype is I64 else R.Cast(x=indices, DstT=I64)


def _wrap(idx, n, fn, axis):
    """Negative indices counted from the end; out-of-range ones raise IndexError."""
    nn = tf.constant(n, I64)
    idx = _Select(condition=R.Less(x=idx, y=tf.constant(0, I64)), t=R.AddV2(x=idx, y=nn), e=idx)
    if idx.__class__ is ET and idx.shape.num_elements():
        bad = R.Any(input=R.LogicalOr(x=R.Less(x=idx, y=tf.constant(0, I64)), y=R.GreaterEqual(x=idx, y=nn)),
                    axis=list(range(idx.shape.rank)))
        if bool(bad):
            raise IndexError(f"{fn}: an index is out of bounds for axis {axis} with size {n}")
    return idx


def take(x, indices, /, *, axis=None):
    if indices.__class__ is not ET and not isinstance(indices, (tf.Tensor, tf.Variable)):
        indices = tf.constant(indices)
    if indices.dtype is BOOL:
        raise ivy.DtypeError("take: indices must be an integer array, got a bool array")
    idx = _indices(indices, "take")
    if axis is None:
        x = tf.reshape(x, [-1])
        axis = 0
    nd = x.shape.rank
    if nd == 0:
        raise ivy.ShapeError("take: x must have at least one dimension")
    ax = normalize_axis(axis, nd, "take")
    idx = _wrap(idx, x.shape[ax], "take", ax)
    try:
        return R.GatherV2(params=x, indices=idx, axis=ax)
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
    xt = R.Transpose(x=x, perm=perm) if ax != nd - 1 else x
    it = R.Transpose(x=idx, perm=perm) if ax != nd - 1 else idx
    xt = R.BroadcastTo(input=xt, shape=b + [xs[ax]])
    it = R.BroadcastTo(input=it, shape=b + [is_[ax]])
    r = tf.gather(xt, it, axis=nd - 1, batch_dims=nd - 1)
    if ax != nd - 1:
        inv = [0] * nd
        for i, p in enumerate(perm):
            inv[p] = i
        r = R.Transpose(x=r, perm=inv)
    return r

"""Utility functions on TensorFlow: ``all``/``any`` (truthiness: NaN is true) and ``diff``."""

from __future__ import annotations

import tensorflow as tf

import ivy

from ._util import BOOL, PY_SCALARS, R, axes_t, normalize_axes, normalize_axis, promote_all


def _truthy(x):
    if x.dtype is BOOL:
        return x
    return R.NotEqual(x=x, y=tf.zeros((), x.dtype))


def all(x, /, *, axis=None, keepdims=False):
    axes = normalize_axes(axis, x.shape.rank, "all")
    return R.All(input=_truthy(x), axis=axes_t(axes), keep_dims=keepdims)


def any(x, /, *, axis=None, keepdims=False):
    axes = normalize_axes(axis, x.shape.rank, "any")
    return R.Any(input=_truthy(x), axis=axes_t(axes), keep_dims=keepdims)


def _edge(v, x, ax):
    """``prepend``/``append`` as a tensor with x's shape except size 1 (a scalar) along ``ax``."""
    if v.__class__ in PY_SCALARS or not hasattr(v, "dtype"):
        from ._util import WEAK, scalar_class, scalar_tensor

        v = scalar_tensor(v, WEAK[id(x.dtype), scalar_class(v)])
    if v.shape.rank == 0:
        shp = list(x.shape)
        shp[ax] = 1
        v = R.BroadcastTo(input=v, shape=shp)
    return v


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    nd = x.shape.rank
    if nd == 0:
        raise ivy.ShapeError("diff needs an array with at least one dimension")
    ax = normalize_axis(axis, nd, "diff")
    if n < 0:
        raise ivy.InvalidArgumentError(f"diff: order n must be non-negative, got {n}")
    if n == 0:
        return x  # NumPy's answer: prepend/append are not joined either
    if prepend is not None or append is not None:
        parts = []
        if prepend is not None:
            parts.append(_edge(prepend, x, ax))
        parts.append(x)
        if append is not None:
            parts.append(_edge(append, x, ax))
        parts, _ = promote_all(parts)
        try:
            x = R.ConcatV2(values=parts, axis=ax)
        except tf.errors.OpError as e:
            raise ivy.ShapeError(f"diff: prepend/append do not fit x along the other axes ({e.message})") from None
    for _ in range(n):
        m = x.shape[ax]
        if m == 0:
            break
        hi = [slice(None)] * nd
        lo = [slice(None)] * nd
        hi[ax] = slice(1, None)
        lo[ax] = slice(None, -1)
        a, b = x[tuple(hi)], x[tuple(lo)]
        x = R.NotEqual(x=a, y=b) if x.dtype is BOOL else R.Sub(x=a, y=b)
    return x

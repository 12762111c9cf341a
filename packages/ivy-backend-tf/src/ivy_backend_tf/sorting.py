"""Sorting functions on TensorFlow.

Both are ``TopKV2`` with ``k`` = the axis length on integer order keys (see
``_util.order_keys``): TopKV2 puts equal elements in index order, so sorts are stable
in both directions, and the keys make NaN sort last (first when descending) and
``-0 == +0``. Ascending order sorts the bitwise complement of the keys (order-reversing
and exact, unlike negation).
"""

from __future__ import annotations

import ivy
from ivy.plugin import complex_unordered as _complex_unordered

from ._util import I32, I64, KIND, R, axes_t, normalize_axis, order_keys


def _check(x, name):
    if KIND[id(x.dtype)] == "c":
        raise _complex_unordered(name, x.dtype.name, "sort by")
    if x.shape.rank == 0:
        raise ivy.AxisError(f"ivy.{name} needs an array with at least one dimension, got a 0-d array")


def _argsort_last(x, descending):
    """Stable argsort along the last axis (int32 indices)."""
    keys = order_keys(x)
    if not descending:
        keys = R.Invert(x=keys)
    n = x.shape[-1]
    return R.TopKV2(input=keys, k=n, sorted=True, index_type=I32).indices


def _to_last(x, ax, nd):
    if ax == nd - 1:
        return x, None
    perm = [i for i in range(nd) if i != ax] + [ax]
    inv = [0] * nd
    for i, p in enumerate(perm):
        inv[p] = i
    return R.Transpose(x=x, perm=axes_t(perm)), inv


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "argsort")
    nd = x.shape.rank
    ax = normalize_axis(axis, nd, "ivy.argsort")
    xt, inv = _to_last(x, ax, nd)
    r = R.Cast(x=_argsort_last(xt, descending), DstT=I64)
    return r if inv is None else R.Transpose(x=r, perm=axes_t(inv))


def sort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "sort")
    nd = x.shape.rank
    ax = normalize_axis(axis, nd, "ivy.sort")
    xt, inv = _to_last(x, ax, nd)
    idx = _argsort_last(xt, descending)
    r = R.GatherV2(params=xt, indices=idx, axis=nd - 1, batch_dims=nd - 1)
    return r if inv is None else R.Transpose(x=r, perm=axes_t(inv))


# ------------------------------------------------------- Ivy's superset (issue 5)
# top_k(largest=False) and dtypes TopKV2 lacks: ivy-core's composition (argsort-based).

import tensorflow as _tf  # noqa: E402

from ivy.api.sorting import TopKResult  # noqa: E402
from ivy.plugin import partial as _partial  # noqa: E402

_TOPK_KINDS = frozenset(id(d) for d in (_tf.float16, _tf.bfloat16, _tf.float32, _tf.float64, _tf.int8, _tf.int16,
                                        _tf.int32, I64, _tf.uint8, _tf.uint16))


def _topk_native(x, k, /, *, axis=-1, largest=True, sorted=True):  # noqa: A002
    return bool(largest) and id(getattr(x, "dtype", None)) in _TOPK_KINDS


@_partial(_topk_native)
def top_k(x, k, /, *, axis=-1, largest=True, sorted=True):  # noqa: A002
    nd = x.shape.rank
    if nd == 0:
        raise ivy.ShapeError("ivy.top_k needs an array with at least one dimension, got a 0-d array")
    ax = normalize_axis(axis, nd, "ivy.top_k")
    n = x.shape[ax]
    if not isinstance(k, int) or not 0 <= k <= n:
        raise ivy.InvalidArgumentError(f"ivy.top_k: k={k!r} is not in [0, {n}] (the size of axis {axis})")
    if ax != nd - 1:
        perm = [i for i in range(nd) if i != ax] + [ax]
        x = _tf.transpose(x, perm)
    if KIND[id(x.dtype)] == "f":
        # TopKV2 skips NaN: rank the float's order keys (NaN above +inf), then take the values;
        # equal keys keep index order, as TopKV2 documents
        _, i = _tf.math.top_k(order_keys(x), k=k, sorted=True)
        v = _tf.gather(x, i, axis=nd - 1, batch_dims=nd - 1)
    else:
        v, i = _tf.math.top_k(x, k=k, sorted=True)
    i = _tf.cast(i, I64)
    if ax != nd - 1:
        inv = list(range(ax)) + [nd - 1] + list(range(ax, nd - 1))
        v, i = _tf.transpose(v, inv), _tf.transpose(i, inv)
    return TopKResult(v, i)

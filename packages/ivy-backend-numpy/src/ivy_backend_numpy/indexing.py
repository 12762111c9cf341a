"""Indexing functions on NumPy (negative indices count from the end)."""

from __future__ import annotations

import numpy as np

import ivy

_nd = np.ndarray
_asarray = np.asarray
_I64 = np.dtype("int64")


def _index_array(indices, fn, e):
    """Retry with int64 indices: NumPy refuses uint64 index arrays; anything but integers is an error."""
    a = _asarray(indices)
    if a.dtype.kind != "u":
        raise ivy.plugin.integers_required(fn, a.dtype) from e
    return a.astype(_I64)


def take(x, indices, /, *, axis=None):
    if indices.__class__ is _nd and indices.dtype.kind == "b":  # NumPy would read True/False as 1/0
        raise ivy.plugin.integers_required("take", indices.dtype)
    try:
        r = np.take(x, indices, axis=axis)
    except TypeError as e:
        r = np.take(x, _index_array(indices, "take", e), axis=axis)
    return r if r.__class__ is _nd else _asarray(r)


def take_along_axis(x, indices, /, *, axis=-1):
    try:
        return np.take_along_axis(x, indices, axis=axis)
    except (TypeError, IndexError) as e:
        if isinstance(e, IndexError) and _asarray(indices).dtype.kind in "iu":
            raise
        return np.take_along_axis(x, _index_array(indices, "take_along_axis", e), axis=axis)


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions
from ivy.plugin import partial as _partial  # noqa: E402

from .hooks import NATIVE_DTYPES as _ND  # noqa: E402

_IVY_OF = {v: k for k, v in _ND.items()}


def _indices(x, fn):
    x = np.asarray(x)
    if x.dtype.kind not in "iu":
        raise ivy.plugin.integers_required(fn, x.dtype)
    return x


@_partial(lambda params, indices, /, *, axis=-1, batch_dims=0: batch_dims == 0)
def gather(params, indices, /, *, axis=-1, batch_dims=0):
    ax, _ = _si.gather_args(params.shape, np.shape(indices), axis, batch_dims)
    r = np.take(params, _indices(indices, "gather"), axis=ax)
    return r if r.__class__ is _nd else _asarray(r)


def _flat(idx, dims, fn):
    """Index vectors over ``dims`` (last axis of ``idx``) as flat positions; range-checked.
    One index per vector: its minimum and maximum check the range, and only indices holding a
    negative one are wrapped (two passes over the indices instead of seven)."""
    if len(dims) == 1:
        n = dims[0]
        i = idx[..., 0]
        if i.size:
            lo, hi = int(i.min()), int(i.max())
            if lo < -n or hi >= n:
                raise IndexError(f"ivy.{fn}: an index is out of range for dimensions {tuple(dims)}")
            if lo < 0:
                i = np.where(i < 0, i + n, i)
        return i
    d = np.asarray(dims, dtype=_I64)
    if ((idx < -d) | (idx >= d)).any():
        raise IndexError(f"ivy.{fn}: an index is out of range for dimensions {tuple(dims)}")
    idx = np.where(idx < 0, idx + d, idx)
    if not len(dims):
        return np.zeros(idx.shape[:-1], dtype=_I64)
    return np.ravel_multi_index(tuple(np.moveaxis(idx, -1, 0)), dims) if idx.size else np.zeros(idx.shape[:-1], _I64)


_UFUNC = {"sum": np.add, "min": np.minimum, "max": np.maximum, "mul": np.multiply}
_BOOL_UFUNC = {"sum": np.logical_or, "max": np.logical_or, "min": np.logical_and, "mul": np.logical_and}


def scatter_nd(indices, updates, /, shape=None, *, reduction="sum", tensor=None):
    tshape, k, d, ushape = _si.scatter_args(_XP, indices, updates, shape, reduction, tensor)
    idx = _indices(indices, "scatter_nd").astype(_I64, copy=False)
    nt = _ND[d]
    if updates.__class__ in (bool, int, float, complex):
        upd = np.full(ushape, _si._cast_scalar(updates, d), dtype=nt)
    else:
        upd = updates if updates.dtype == nt else updates.astype(nt)
        if upd.shape != ushape:
            try:
                upd = np.broadcast_to(upd, ushape)
            except ValueError as e:
                raise ivy.ShapeError(
                    f"ivy.scatter_nd: updates of shape {upd.shape} do not fit the indexed shape {ushape}") from e
    out = np.zeros(tshape, dtype=nt) if tensor is None else np.array(tensor, copy=True)
    flat = _flat(idx, tshape[:k], "scatter_nd").reshape(-1)
    o = out.reshape((-1,) + tshape[k:])
    u = upd.reshape((-1,) + tshape[k:])
    if reduction == "replace":
        o[flat] = u
    else:
        (_BOOL_UFUNC if nt.kind == "b" else _UFUNC)[reduction].at(o, flat, u)
    return out


def unravel_index(indices, shape, /):
    shape = tuple(int(s) for s in shape)
    idx = _indices(indices, "unravel_index").astype(_I64, copy=False)
    n = 1
    for s in shape:
        n *= s
    if ((idx < -n) | (idx >= n)).any():
        raise IndexError(f"ivy.unravel_index: an index is out of range for shape {shape}")
    r = np.unravel_index(np.where(idx < 0, idx + n, idx), shape)
    return tuple(_asarray(a, dtype=_I64) for a in r)


class _Xp:
    """What the shared checks need of the backend: shapes and ivy dtypes of NumPy arrays."""

    @staticmethod
    def shape(x):
        return np.shape(x)

    @staticmethod
    def dtype(x):
        return _IVY_OF[x.dtype]


_XP = _Xp()

"""Sorting, searching and counting (NumPy's family): ``sort``, ``argsort``, ``lexsort``, ``partition``,
``argpartition``, ``sort_complex`` (in ``_math``), ``searchsorted``, ``argmax``/``argmin`` (the first
NaN wins, as NumPy), ``nanargmax``/``nanargmin``, ``count_nonzero``, ``extract``. (``where``,
``nonzero``, ``argwhere``, ``flatnonzero`` live in ``_indexing``.)

Sorts are stable whatever ``kind`` says, and NaNs sort last, as NumPy's. ``partition`` and
``argpartition`` return a full sort, which is one of the arrangements NumPy's contract allows.

>>> import ivy_frontends.numpy as np
>>> np.sort([3, 1, 2]), np.argmax([1, 5, 5]), np.searchsorted([1, 2, 3], 2.5)
(array([1, 2, 3]), np.int64(1), np.int64(2))
"""

from __future__ import annotations

import ivy

from .._errors import FrontendTypeError, FrontendValueError, refuse
from . import _dtypes as D
from ._convert import asn, astype_native, dtype_of, int_arg, ret, shape_of
from ._dtypes import _NoValue
from ._errors import norm_axis
from .ndarray import ndarray, wrap, wrap_r

_KINDS = (None, "quicksort", "mergesort", "heapsort", "stable")


def _check(kind, order, fn):
    if kind not in _KINDS:
        raise FrontendValueError(f"sort kind must be one of 'quick', 'heap', or 'stable' (got {kind!r})")
    if order is not None:
        raise refuse(fn, "order", order, "structured arrays are not supported")


def _sort_native(x, axis, descending=False):
    d = dtype_of(x)
    if d._cat == 3:
        order = ivy.lexsort([ivy.imag(x), ivy.real(x)], axis=axis)
        return ivy.take_along_axis(x, order, axis=axis)
    return ivy.sort(x, axis=axis, stable=True)


def _argsort_native(x, axis):
    d = dtype_of(x)
    if d._cat == 3:
        r = ivy.lexsort([ivy.imag(x), ivy.real(x)], axis=axis)
        return r._data if isinstance(r, ivy.Array) else r  # lexsort of a list returns an ivy.Array
    return ivy.argsort(x, axis=axis, stable=True)


def sort(a, axis=-1, kind=None, order=None, *, stable=None):
    """A sorted copy of ``a`` along ``axis`` (the flattened array for None)."""
    _check(kind, order, "sort")
    x = asn(a)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
    if not len(x.shape):
        from ._errors import AxisError

        raise AxisError(axis, 0)
    ax = norm_axis(axis, len(x.shape))
    return wrap(_sort_native(x, ax))


def argsort(a, axis=-1, kind=None, order=None, *, stable=None):
    """The indices that sort ``a`` along ``axis`` (ties in their original order)."""
    _check(kind, order, "argsort")
    x = asn(a)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
    if not len(x.shape):
        return wrap(ivy.zeros((), dtype=ivy.int64)._data)
    ax = norm_axis(axis, len(x.shape))
    return wrap(astype_native(_argsort_native(x, ax), D._I64))


def lexsort(keys, axis=-1):
    """Indices sorting by the last key, then the one before, ... (a stable sort)."""
    if isinstance(keys, ndarray) or not isinstance(keys, (list, tuple)):
        k = asn(keys)
        if not len(k.shape):
            raise FrontendTypeError("need sequence of keys with len > 0 in lexsort")
        ks = [ivy.current_backend().getitem(k, i) for i in range(int(k.shape[0]))]
    else:
        ks = [asn(v) for v in keys]
    if not ks:
        raise FrontendTypeError("need sequence of keys with len > 0 in lexsort")
    shapes = {shape_of(v) for v in ks}
    if len(shapes) > 1:
        raise FrontendValueError("all keys need to be the same shape")
    if not len(ks[0].shape):
        return wrap_r(ivy.zeros((), dtype=ivy.int64)._data)
    ax = norm_axis(axis, len(ks[0].shape))
    idx = None
    for k in ks:
        kk = k if idx is None else ivy.take_along_axis(k, idx, axis=ax)
        o = _argsort_native(kk, ax)
        idx = o if idx is None else ivy.take_along_axis(idx, o, axis=ax)
    return wrap(astype_native(idx, D._I64))


def partition(a, kth, axis=-1, kind="introselect", order=None):
    """``a`` rearranged so that the ``kth`` elements are in sorted position (here: fully sorted)."""
    _check_partition(kind, order, "partition")
    x = asn(a)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
    ax = norm_axis(axis, len(x.shape))
    _check_kth(kth, int(x.shape[ax]))
    return wrap(_sort_native(x, ax))


def argpartition(a, kth, axis=-1, kind="introselect", order=None):
    """Indices that partition ``a`` (here: that sort it)."""
    _check_partition(kind, order, "argpartition")
    x = asn(a)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
    ax = norm_axis(axis, len(x.shape))
    _check_kth(kth, int(x.shape[ax]))
    return wrap(astype_native(_argsort_native(x, ax), D._I64))


def _check_partition(kind, order, fn):
    if kind != "introselect":
        raise FrontendValueError(f"select kind must be 'introselect' (got {kind!r})")
    if order is not None:
        raise refuse(fn, "order", order, "structured arrays are not supported")


def _check_kth(kth, n):
    ks = [int_arg(k) for k in (kth if isinstance(kth, (list, tuple)) else
                               (kth.tolist() if isinstance(kth, ndarray) and kth.ndim else [kth]))]
    for k in ks:
        if not -n <= k < n:
            raise FrontendValueError(f"kth(={k}) out of bounds ({n})")


def searchsorted(a, v, side="left", sorter=None):
    """Indices where ``v`` would be inserted into sorted 1-D ``a`` to keep it sorted."""
    x = asn(a)
    if len(x.shape) != 1:
        raise FrontendValueError("object too deep for desired array" if len(x.shape) > 1 else
                                 "object of too small depth for desired array")
    if side not in ("left", "right"):
        raise FrontendValueError(f"side must be 'left' or 'right' (got {side!r})")
    if sorter is not None:
        x = ivy.take(x, astype_native(asn(sorter), D._I64), axis=0)
    vv = asn(v)
    from ._promotion import PROMOTION

    dt = PROMOTION.promote(dtype_of(x), dtype_of(vv))
    x, vv = astype_native(x, dt), astype_native(vv, dt)
    scalar = len(vv.shape) == 0
    r = ivy.searchsorted(x, ivy.reshape(vv, (1,)) if scalar else vv, side=side)
    r = astype_native(r, D._I64)
    return wrap_r(ivy.reshape(r, ())) if scalar else wrap(r)


def _arg_ext(a, axis, out, keepdims, fn, nan_first):
    x = asn(a)
    kd = False if keepdims is _NoValue else bool(keepdims)
    if axis is None:
        flat = ivy.reshape(x, (-1,))
        ax = 0
    else:
        flat = x
        ax = norm_axis(axis, len(x.shape))
    if len(flat.shape) and int(flat.shape[ax]) == 0:
        raise FrontendValueError(f"attempt to get {fn.__name__} of an empty sequence")
    d = dtype_of(flat)
    if d._cat == 3:
        re, im = ivy.real(flat), ivy.imag(flat)
        best_re = (ivy.max if fn is ivy.argmax else ivy.min)(re, axis=ax, keepdims=True)
        cand = ivy.equal(re, best_re)
        sub = ivy.where(cand, im, ivy.full_like(im, float("-inf") if fn is ivy.argmax else float("inf")))
        r = fn(sub, axis=ax, keepdims=kd)
    elif d._cat == 2 and nan_first:
        m = ivy.isnan(flat)
        has = ivy.any(m, axis=ax, keepdims=kd)
        r = ivy.where(has, ivy.argmax(ivy.astype(m, ivy.int8), axis=ax, keepdims=kd), fn(flat, axis=ax, keepdims=kd))
    elif d._cat == 0:
        r = fn(ivy.astype(flat, ivy.int8), axis=ax, keepdims=kd)
    else:
        r = fn(flat, axis=ax, keepdims=kd)
    if axis is None and kd:
        r = ivy.reshape(r, (1,) * len(x.shape))
    return ret(astype_native(r, D._I64), out)


def argmax(a, axis=None, out=None, *, keepdims=_NoValue):
    """Indices of the maximum values along ``axis`` (the first occurrence; a NaN counts as maximal)."""
    return _arg_ext(a, axis, out, keepdims, ivy.argmax, True)


def argmin(a, axis=None, out=None, *, keepdims=_NoValue):
    """Indices of the minimum values along ``axis`` (the first occurrence; a NaN counts as minimal)."""
    return _arg_ext(a, axis, out, keepdims, ivy.argmin, True)


def _nanarg(a, axis, out, keepdims, fn, fill):
    x = asn(a)
    if dtype_of(x)._cat < 2:
        return _arg_ext(wrap(x), axis, out, keepdims, fn, False)
    m = ivy.isnan(x)
    allnan = ivy.all(m, axis=axis if axis is None else norm_axis(axis, len(x.shape)))
    if bool(ivy.any(allnan)):
        raise FrontendValueError("All-NaN slice encountered")
    filled = ivy.where(m, ivy.full_like(x, fill), x)
    return _arg_ext(wrap(filled), axis, out, keepdims, fn, False)


def nanargmax(a, axis=None, out=None, *, keepdims=_NoValue):
    """``argmax`` ignoring NaNs (ValueError for an all-NaN slice)."""
    return _nanarg(a, axis, out, keepdims, ivy.argmax, float("-inf"))


def nanargmin(a, axis=None, out=None, *, keepdims=_NoValue):
    """``argmin`` ignoring NaNs (ValueError for an all-NaN slice)."""
    return _nanarg(a, axis, out, keepdims, ivy.argmin, float("inf"))


def count_nonzero(a, axis=None, *, keepdims=False):
    """The number of non-zero values (along ``axis``)."""
    x = asn(a)
    b = ivy.not_equal(x, 0) if dtype_of(x) is not D._BOOL else x
    from ._errors import norm_axes

    axes = None if axis is None else norm_axes(axis, len(x.shape))
    r = ivy.sum(ivy.astype(b, ivy.int64), axis=axes, keepdims=keepdims)
    return wrap_r(r)


def extract(condition, arr):
    """The elements of ``arr`` (flattened) where ``condition`` is non-zero."""
    x = ivy.reshape(asn(arr), (-1,))
    c = ivy.reshape(asn(condition), (-1,))
    c = ivy.not_equal(c, 0) if dtype_of(c) is not D._BOOL else c
    n = int(x.shape[0])
    if int(c.shape[0]) != n:
        c = ivy.current_backend().getitem(c, slice(0, n))
    return wrap(ivy.current_backend().getitem(x, c))

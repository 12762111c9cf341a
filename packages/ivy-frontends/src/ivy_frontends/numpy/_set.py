"""Set routines (NumPy's "Set routines" family): ``unique`` (with ``return_index``,
``return_inverse``, ``return_counts``, ``axis``, ``equal_nan``), the Array API's ``unique_all``/
``unique_counts``/``unique_inverse``/``unique_values``, ``intersect1d``, ``isin``, ``setdiff1d``,
``setxor1d``, ``union1d``. Sorted results, NaNs last (collapsed into one with ``equal_nan``).

>>> import ivy_frontends.numpy as np
>>> np.unique([1, 1, 2, 2, 3, 3]), np.union1d([-1, 0, 1], [-2, 0, 2])
(array([1, 2, 3]), array([-2, -1,  0,  1,  2]))
"""

from __future__ import annotations

from typing import NamedTuple

import ivy

from .._errors import FrontendValueError, refuse
from ._convert import asn, astype_native, dtype_of, shape_of
from ._errors import norm_axis
from ._sorting import _argsort_native
from .ndarray import wrap


class UniqueAllResult(NamedTuple):
    values: object
    indices: object
    inverse_indices: object
    counts: object


class UniqueCountsResult(NamedTuple):
    values: object
    counts: object


class UniqueInverseResult(NamedTuple):
    values: object
    inverse_indices: object


def _be():
    return ivy.current_backend()


def _unique_flat(x, equal_nan=True):
    """(values, first indices, inverse, counts) of 1-D native ``x``, sorted."""
    be = _be()
    n = int(x.shape[0])
    if n == 0:
        z = ivy.zeros((0,), dtype=ivy.int64)._data
        return x, z, z, z
    perm = _argsort_native(x, 0)
    xs = ivy.take(x, perm, axis=0)
    hi, lo = be.getitem(xs, slice(1, None)), be.getitem(xs, slice(0, n - 1))
    diff = ivy.not_equal(hi, lo)
    if equal_nan and dtype_of(x)._cat >= 2:
        both = ivy.logical_and(_isnan(hi), _isnan(lo))
        diff = ivy.logical_and(diff, ivy.logical_not(both))
    flag = ivy.concat([ivy.ones((1,), dtype=ivy.bool)._data, diff], axis=0)
    values = be.getitem(xs, flag)
    first = be.getitem(perm, flag)
    group = ivy.subtract(ivy.cumsum(ivy.astype(flag, ivy.int64), axis=0), 1)
    inverse = ivy.scatter_flat(perm, group, size=n, reduction="replace")
    pos = ivy.reshape(ivy.nonzero(flag)[0], (-1,))
    pos = ivy.astype(pos, ivy.int64)
    ends = ivy.concat([be.getitem(pos, slice(1, None)), ivy.asarray([n], dtype=ivy.int64)._data], axis=0)
    counts = ivy.subtract(ends, pos)
    return values, ivy.astype(first, ivy.int64), ivy.astype(inverse, ivy.int64), counts


def _isnan(v):
    if dtype_of(v)._cat == 3:
        return ivy.logical_or(ivy.isnan(ivy.real(v)), ivy.isnan(ivy.imag(v)))
    return ivy.isnan(v)


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *, equal_nan=True,
           sorted=True):  # noqa: A002 - NumPy's name
    """The sorted unique elements of ``ar`` (the unique sub-arrays along ``axis``), with the first
    indices, the inverse and the counts if asked."""
    x = asn(ar)
    if axis is None:
        flat = ivy.reshape(x, (-1,))
        vals, first, inv, counts = _unique_flat(flat, equal_nan)
        if return_inverse:
            inv = ivy.reshape(inv, shape_of(x))
    else:
        ax = norm_axis(axis, len(x.shape))
        vals, first, inv, counts = _unique_axis(x, ax)
    res = [wrap(vals)]
    if return_index:
        res.append(wrap(first))
    if return_inverse:
        res.append(wrap(inv))
    if return_counts:
        res.append(wrap(counts))
    return res[0] if len(res) == 1 else tuple(res)


def _unique_axis(x, ax):
    be = _be()
    moved = ivy.moveaxis(x, ax, 0)
    n = int(moved.shape[0])
    rest = shape_of(moved)[1:]
    rows = ivy.reshape(moved, (n, -1))
    m = int(rows.shape[1])
    if n == 0:
        z = ivy.zeros((0,), dtype=ivy.int64)._data
        return x, z, z, z
    keys = [be.getitem(rows, (slice(None), j)) for j in range(m)][::-1]
    if keys:
        perm = None
        for k in keys:
            kk = k if perm is None else ivy.take(k, perm, axis=0)
            o = _argsort_native(kk, 0)
            perm = o if perm is None else ivy.take(perm, o, axis=0)
    else:
        perm = ivy.arange(0, n, 1, dtype=ivy.int64)._data
    rs = ivy.take(rows, perm, axis=0)
    if m:
        diff = ivy.any(ivy.not_equal(be.getitem(rs, slice(1, None)), be.getitem(rs, slice(0, n - 1))), axis=1)
    else:
        diff = ivy.zeros((n - 1,), dtype=ivy.bool)._data
    flag = ivy.concat([ivy.ones((1,), dtype=ivy.bool)._data, diff], axis=0)
    vals = be.getitem(rs, flag)
    first = be.getitem(perm, flag)
    group = ivy.subtract(ivy.cumsum(ivy.astype(flag, ivy.int64), axis=0), 1)
    inverse = ivy.scatter_flat(ivy.astype(perm, ivy.int64), group, size=n, reduction="replace")
    pos = ivy.astype(ivy.reshape(ivy.nonzero(flag)[0], (-1,)), ivy.int64)
    ends = ivy.concat([be.getitem(pos, slice(1, None)), ivy.asarray([n], dtype=ivy.int64)._data], axis=0)
    counts = ivy.subtract(ends, pos)
    k = int(vals.shape[0])
    vals = ivy.moveaxis(ivy.reshape(vals, (k,) + rest), 0, ax)
    return vals, ivy.astype(first, ivy.int64), ivy.astype(inverse, ivy.int64), counts


def unique_all(x):
    """``(values, indices, inverse_indices, counts)`` of ``x`` (NaNs distinct, as the Array API)."""
    v = asn(x)
    vals, first, inv, counts = _unique_flat(ivy.reshape(v, (-1,)), equal_nan=False)
    return UniqueAllResult(wrap(vals), wrap(first), wrap(ivy.reshape(inv, shape_of(v))), wrap(counts))


def unique_counts(x):
    v = asn(x)
    vals, _, _, counts = _unique_flat(ivy.reshape(v, (-1,)), equal_nan=False)
    return UniqueCountsResult(wrap(vals), wrap(counts))


def unique_inverse(x):
    v = asn(x)
    vals, _, inv, _ = _unique_flat(ivy.reshape(v, (-1,)), equal_nan=False)
    return UniqueInverseResult(wrap(vals), wrap(ivy.reshape(inv, shape_of(v))))


def unique_values(x):
    v = asn(x)
    return wrap(_unique_flat(ivy.reshape(v, (-1,)), equal_nan=False)[0])


def _flat_unique(a, assume_unique):
    x = ivy.reshape(asn(a), (-1,))
    return x if assume_unique else _unique_flat(x)[0]


def _promote2(x, y):
    from ._promotion import PROMOTION

    dt = PROMOTION.promote(dtype_of(x), dtype_of(y))
    return astype_native(x, dt), astype_native(y, dt)


def _member(x, t):
    """Whether each element of native ``x`` occurs in 1-D native ``t``."""
    m = int(t.shape[0])
    if m == 0:
        return ivy.zeros(shape_of(x), dtype=ivy.bool)._data
    x, t = _promote2(x, t)
    ts = ivy.sort(t, axis=0) if dtype_of(t)._cat != 3 else ivy.take(t, _argsort_native(t, 0), axis=0)
    if dtype_of(ts)._cat == 3:
        return ivy.any(ivy.equal(ivy.expand_dims(x, axis=-1), ts), axis=-1)
    idx = ivy.searchsorted(ts, ivy.reshape(x, (-1,)), side="left")
    idx = ivy.clip(idx, 0, m - 1)
    found = ivy.equal(ivy.take(ts, idx, axis=0), ivy.reshape(x, (-1,)))
    return ivy.reshape(found, shape_of(x))


def isin(element, test_elements, assume_unique=False, invert=False, *, kind=None):
    """Whether each element of ``element`` is in ``test_elements`` (shape of ``element``)."""
    if kind not in (None, "sort", "table"):
        raise FrontendValueError(f"Invalid kind: '{kind}'. Please use None, 'sort' or 'table'.")
    x = asn(element)
    t = ivy.reshape(asn(test_elements), (-1,))
    r = _member(x, t)
    if invert:
        r = ivy.logical_not(r)
    from .ndarray import wrap_r

    return wrap_r(r) if len(r.shape) == 0 else wrap(r)


def intersect1d(ar1, ar2, assume_unique=False, return_indices=False):
    """The sorted unique values in both arrays (and their first indices in each, if asked)."""
    x = ivy.reshape(asn(ar1), (-1,))
    y = ivy.reshape(asn(ar2), (-1,))
    x, y = _promote2(x, y)
    if return_indices:
        ux, ix, _, _ = _unique_flat(x)
        uy, iy, _, _ = _unique_flat(y)
    else:
        ux = x if assume_unique else _unique_flat(x)[0]
        uy = y if assume_unique else _unique_flat(y)[0]
    keep = _member(ux, uy)
    be = _be()
    common = be.getitem(ux, keep)
    if assume_unique and not return_indices:
        common = ivy.sort(common, axis=0)
    if not return_indices:
        return wrap(common)
    i1 = be.getitem(ix, keep)
    keep2 = _member(uy, common)
    i2 = be.getitem(iy, keep2)
    return wrap(common), wrap(i1), wrap(i2)


def setdiff1d(ar1, ar2, assume_unique=False):
    """The unique values of ``ar1`` not in ``ar2`` (sorted unless ``assume_unique``)."""
    x = _flat_unique(ar1, assume_unique)
    y = ivy.reshape(asn(ar2), (-1,))
    x, y = _promote2(x, y)
    return wrap(_be().getitem(x, ivy.logical_not(_member(x, y))))


def setxor1d(ar1, ar2, assume_unique=False):
    """The sorted unique values in exactly one of the arrays."""
    x = _flat_unique(ar1, assume_unique)
    y = _flat_unique(ar2, assume_unique)
    x, y = _promote2(x, y)
    be = _be()
    a = be.getitem(x, ivy.logical_not(_member(x, y)))
    b = be.getitem(y, ivy.logical_not(_member(y, x)))
    c = ivy.concat([a, b], axis=0)
    return wrap(ivy.take(c, _argsort_native(c, 0), axis=0) if dtype_of(c)._cat == 3 else ivy.sort(c, axis=0))


def union1d(ar1, ar2):
    """The sorted unique values in either array."""
    x = ivy.reshape(asn(ar1), (-1,))
    y = ivy.reshape(asn(ar2), (-1,))
    x, y = _promote2(x, y)
    return wrap(_unique_flat(ivy.concat([x, y], axis=0))[0])


def in1d(ar1, ar2, assume_unique=False, invert=False, *, kind=None):
    """Removed in NumPy 2.4; use ``isin``."""
    raise refuse("in1d", "ar1", "<array>", "np.in1d was removed in NumPy 2.4: use np.isin")


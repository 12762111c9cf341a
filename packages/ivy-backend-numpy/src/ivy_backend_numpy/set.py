"""Set functions on NumPy. NaNs are distinct (``equal_nan=False``), as the standard asks."""

from __future__ import annotations

import numpy as np

from ivy.api.set import UniqueAllResult, UniqueCountsResult, UniqueInverseResult

_nd = np.ndarray
_asarray = np.asarray
_unique = np.unique


def unique_all(x, /):
    v, i, inv, c = _unique(x, return_index=True, return_inverse=True, return_counts=True, equal_nan=False)
    return UniqueAllResult(v, i, inv.reshape(np.shape(x)), c)


def unique_counts(x, /):
    v, c = _unique(x, return_counts=True, equal_nan=False)
    return UniqueCountsResult(v, c)


def unique_inverse(x, /):
    v, inv = _unique(x, return_inverse=True, equal_nan=False)
    return UniqueInverseResult(v, inv.reshape(np.shape(x)))


def unique_values(x, /):
    return _unique(x, equal_nan=False)


def isin(x1, x2, /, *, invert=False):
    r = np.isin(x1, x2, invert=invert)
    return r if r.__class__ is _nd else _asarray(r)

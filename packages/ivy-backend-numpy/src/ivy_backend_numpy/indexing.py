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
        raise ivy.DtypeError(f"{fn}: indices must be an integer array, got dtype {a.dtype}") from e
    return a.astype(_I64)


def take(x, indices, /, *, axis=None):
    if indices.__class__ is _nd and indices.dtype.kind == "b":  # NumPy would read True/False as 1/0
        raise ivy.DtypeError("take: indices must be an integer array, got a bool array")
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

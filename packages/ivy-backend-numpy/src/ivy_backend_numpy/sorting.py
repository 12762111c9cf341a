"""Sorting functions on NumPy.

NumPy sorts ascending only. Descending order is ``flip(sort(flip(x)))``: the
inner flip reverses equal elements, the stable sort keeps them so, and the
outer flip restores their original order, so ``stable=True`` holds. (Flipping an
ascending argsort would reverse equal elements.)
"""

from __future__ import annotations

import numpy as np

import ivy
from ivy.plugin import complex_unordered as _complex_unordered

_flip = np.flip
_ascontiguous = np.ascontiguousarray


def _check(x, name):
    if x.dtype.kind == "c":
        raise _complex_unordered(name, x.dtype, "sort by")
    if x.ndim == 0:
        raise ivy.ShapeError(
            f"ivy.{name} needs an array with at least one dimension, got a 0-d array"
        )


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "argsort")
    kind = "stable" if stable else None
    if not descending:
        return x.argsort(axis=axis, kind=kind)
    r = _flip(np.argsort(_flip(x, axis), axis=axis, kind=kind), axis)
    return np.subtract(x.shape[axis] - 1, r)


def sort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "sort")
    kind = "stable" if stable else None
    if not descending:
        r = x.copy()
        r.sort(axis=axis, kind=kind)
        return r
    return _ascontiguous(_flip(np.sort(_flip(x, axis), axis=axis, kind=kind), axis))

"""Utility functions on NumPy."""

from __future__ import annotations

import numpy as np

_nd = np.ndarray
_asarray = np.asarray
_all = np.all
_any = np.any


def all(x, /, *, axis=None, keepdims=False):
    r = _all(x, axis=axis, keepdims=keepdims)
    return r if r.__class__ is _nd else _asarray(r)


def any(x, /, *, axis=None, keepdims=False):
    r = _any(x, axis=axis, keepdims=keepdims)
    return r if r.__class__ is _nd else _asarray(r)


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    if prepend is None and append is None:
        return np.diff(x, n=n, axis=axis)
    if prepend is None:
        return np.diff(x, n=n, axis=axis, append=append)
    if append is None:
        return np.diff(x, n=n, axis=axis, prepend=prepend)
    return np.diff(x, n=n, axis=axis, prepend=prepend, append=append)

"""Utility functions on PyTorch."""

from __future__ import annotations

import torch

import ivy

_U8 = torch.uint8
_all = torch.all
_any = torch.any


def _dims(axis):
    if axis.__class__ is int:
        return axis
    return tuple(axis)


def all(x, /, *, axis=None, keepdims=False):
    if x.dtype is _U8:  # torch keeps uint8 for uint8 input
        x = x != 0
    if axis is None:
        r = _all(x)
        return r.reshape((1,) * x.dim()) if keepdims else r
    if axis == ():
        return x != 0 if x.dtype is not torch.bool else x.clone()
    return _all(x, dim=_dims(axis), keepdim=keepdims)


def any(x, /, *, axis=None, keepdims=False):
    if x.dtype is _U8:
        x = x != 0
    if axis is None:
        r = _any(x)
        return r.reshape((1,) * x.dim()) if keepdims else r
    if axis == ():
        return x != 0 if x.dtype is not torch.bool else x.clone()
    return _any(x, dim=_dims(axis), keepdim=keepdims)


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    if x.dim() == 0:
        raise ivy.ShapeError("diff needs an array with at least one dimension, got a 0-d array")
    if n == 0:
        return x  # NumPy's rule: prepend/append are not joined for n=0
    return torch.diff(x, n=n, dim=axis, prepend=prepend, append=append)

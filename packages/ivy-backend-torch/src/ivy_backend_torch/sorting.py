"""Sorting functions on PyTorch: stable by default (also descending), NaN last in
ascending order and first in descending order, as torch sorts."""

from __future__ import annotations

import torch

import ivy

from ._util import AxisError

_C64 = torch.complex64
_C128 = torch.complex128


def _check(x, name, axis):
    d = x.dtype
    if d is _C64 or d is _C128:
        raise ivy.UnsupportedDtypeError(
            f"ivy.{name} does not support complex dtypes ({d}): complex numbers have no order; "
            "sort by the real part or the absolute value instead"
        )
    if x.dim() == 0:
        raise ivy.ShapeError(f"ivy.{name} needs an array with at least one dimension, got a 0-d array")
    nd = x.dim()
    if not -nd <= axis < nd:
        raise AxisError(f"ivy.{name}: axis {axis} is out of range for an array of {nd} dimensions")


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "argsort", axis)
    return torch.sort(x, dim=axis, descending=descending, stable=stable)[1]


def sort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "sort", axis)
    return torch.sort(x, dim=axis, descending=descending, stable=stable)[0]


# ------------------------------------------------------- Ivy's superset (issue 5)

from ivy.api.sorting import TopKResult  # noqa: E402


def top_k(x, k, /, *, axis=-1, largest=True, sorted=True):  # noqa: A002
    nd = x.dim()
    if nd == 0:
        raise ivy.ShapeError("ivy.top_k needs an array with at least one dimension, got a 0-d array")
    if not -nd <= axis < nd:
        raise AxisError(f"ivy.top_k: axis {axis} is out of range for an array of {nd} dimensions")
    n = x.shape[axis]
    if not isinstance(k, int) or not 0 <= k <= n:
        raise ivy.InvalidArgumentError(f"ivy.top_k: k={k!r} is not in [0, {n}] (the size of axis {axis})")
    if x.dtype.is_complex:
        raise ivy.UnsupportedDtypeError("ivy.top_k does not support complex dtypes (they have no order)")
    v, i = torch.topk(x, k, dim=axis, largest=bool(largest), sorted=True)
    return TopKResult(v, i)

"""Sorting functions on PyTorch: stable by default (also descending), NaN last in
ascending order and first in descending order, as torch sorts."""

from __future__ import annotations

import torch

import ivy
from ivy.plugin import complex_unordered as _complex_unordered

from ._util import AxisError, in_transform

_C64 = torch.complex64
_C128 = torch.complex128


def _check(x, name, axis):
    d = x.dtype
    if d is _C64 or d is _C128:
        raise _complex_unordered(name, d, "sort by")
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
        raise _complex_unordered("top_k")
    xs = x.to(torch.uint8) if x.dtype is torch.bool else x  # torch.topk has no bool kernel
    v, i = torch.topk(xs, k, dim=axis, largest=bool(largest), sorted=True)
    if k and (in_transform() or _ties(xs, v, axis)):
        # equal elements in index order, as on every other backend (torch.topk leaves their
        # order open): a stable sort, only when there is a tie to break (always under a
        # torch.func transform, which cannot branch on values)
        v, i = torch.sort(xs, dim=axis, descending=bool(largest), stable=True)
        v, i = v.narrow(axis, 0, k), i.narrow(axis, 0, k)
    return TopKResult(v.bool() if xs is not x else v, i)


def _same(a, b):
    """Elementwise equality with NaN equal to NaN."""
    eq = a == b
    return eq | (a.isnan() & b.isnan()) if a.is_floating_point() else eq


def _ties(x, v, axis):
    """Whether the top-k values ``v`` of ``x`` hold equal neighbours, or the k-th value occurs in
    ``x`` more often than among ``v`` (then torch.topk's choice among ties is arbitrary)."""
    n = v.shape[axis]
    if n > 1 and bool(_same(v.narrow(axis, 1, n - 1), v.narrow(axis, 0, n - 1)).any()):
        return True
    t = v.narrow(axis, n - 1, 1)
    return bool((_same(x, t).sum(axis) > 1).any())

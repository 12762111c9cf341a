"""Indexing functions on PyTorch (negative indices count from the end)."""

from __future__ import annotations

import torch

import ivy

from ._util import AxisError

_T = torch.Tensor
_I64 = torch.int64


def _indices(indices, fn):
    """Integer index tensors as int64 (torch reads uint8 as a mask, and gathers only int64)."""
    d = indices.dtype
    if d is _I64:
        return indices
    if d.is_floating_point or d.is_complex or d is torch.bool:
        raise ivy.DtypeError(f"{fn}: indices must be an integer array, got dtype {str(d).replace('torch.', '')}")
    return indices.to(_I64)


def take(x, indices, /, *, axis=None):
    if not isinstance(indices, _T):
        indices = torch.as_tensor(indices, device=x.device)
    indices = _indices(indices, "take")
    if axis is None:
        return x.reshape(-1)[indices]
    nd = x.dim()
    if not -nd <= axis < nd:
        raise AxisError(f"take: axis {axis} is out of range for an array of {nd} dimensions")
    axis %= nd
    if axis == 0:
        return x[indices]
    return x[(slice(None),) * axis + (indices,)]


def take_along_axis(x, indices, /, *, axis=-1):
    indices = _indices(indices, "take_along_axis")
    nd = x.dim()
    if indices.dim() != nd:
        raise ivy.ShapeError(
            f"take_along_axis: indices must have as many dimensions as x ({nd}), got shape {tuple(indices.shape)}"
        )
    if not -nd <= axis < nd:
        raise AxisError(f"take_along_axis: axis {axis} is out of range for an array of {nd} dimensions")
    n = x.shape[axis]
    if indices.numel():
        lo = int(indices.min())
        hi = int(indices.max())
        if lo < -n or hi >= n:
            raise IndexError(f"take_along_axis: index {lo if lo < -n else hi} is out of bounds for size {n}")
        if lo < 0:
            indices = torch.where(indices < 0, indices + n, indices)
    return torch.take_along_dim(x, indices, dim=axis)

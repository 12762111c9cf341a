"""Searching functions on PyTorch.

``where`` promotes its value arguments as ivy's binary functions do;
``searchsorted`` sorts NaN after every other value, as ``ivy.sort`` does (torch's
binary search does not order NaN) and a Python int outside ``x1``'s integer dtype
before or after every element (torch would wrap it); ``argmax``/``argmin`` of bool
compute on uint8.
"""

from __future__ import annotations

import torch

import ivy
from ivy.plugin import complex_unordered as _complex_unordered
from ivy.plugin import int_position_outside as _int_position_outside

from ._util import AxisError
from ._util import int64_or_float as _int64_or_float
from .elementwise import _INT_RANGE, _promote
from .hooks import NATIVE_DTYPES

_T = torch.Tensor
_BOOL = torch.bool
_U8 = torch.uint8
_I64 = torch.int64
_IVY_I64 = ivy.int64
_C64 = torch.complex64
_C128 = torch.complex128
_FLOATS = frozenset((torch.float16, torch.bfloat16, torch.float32, torch.float64))
_where = torch.where


def _native(dtype):
    """A torch dtype for an ivy dtype (or a torch dtype)."""
    d = NATIVE_DTYPES.get(dtype)
    if d is None:
        if isinstance(dtype, ivy.Dtype):
            raise ivy.UnsupportedDtypeError(f"backend 'torch' cannot hold dtype {dtype.name}")
        d = dtype
    return d


def _no_complex(name):
    raise _complex_unordered(name, None, "search")


def _arg_extreme(fn, name, x, axis, keepdims, dtype, select_last_index):
    d = x.dtype
    if d is _C64 or d is _C128:
        _no_complex(name)
    if d is _BOOL:
        x = x.to(_U8)
    nd = x.dim()
    if axis is not None and not -nd <= axis < max(nd, 1):
        raise AxisError(f"ivy.{name}: axis {axis} is out of range for an array of {nd} dimensions")
    if x.numel() == 0 and (axis is None or x.shape[axis] == 0):
        raise ivy.InvalidArgumentError(
            f"ivy.{name}: the search along axis {axis} of an array of shape {tuple(x.shape)} has no "
            "elements, so there is no index to return"
        )
    if axis is None:
        if select_last_index:
            flat = x.reshape(-1).flip(0)
            r = (flat.shape[0] - 1) - fn(flat)
        else:
            r = fn(x)
        if keepdims:
            r = r.reshape((1,) * nd)
    elif select_last_index:
        r = (x.shape[axis] - 1) - fn(x.flip(axis), axis, keepdims)
    else:
        r = fn(x, axis, keepdims)
    if dtype is not None:
        return r.to(_native(dtype))
    return r


def argmax(x, /, *, axis=None, keepdims=False, dtype=None, select_last_index=False):
    return _arg_extreme(torch.argmax, "argmax", x, axis, keepdims, dtype, select_last_index)


def argmin(x, /, *, axis=None, keepdims=False, output_dtype=None, select_last_index=False):
    return _arg_extreme(torch.argmin, "argmin", x, axis, keepdims, output_dtype, select_last_index)


def count_nonzero(x, /, *, axis=None, keepdims=False, dtype=None):
    if axis is None:
        r = torch.count_nonzero(x)
        if keepdims:
            r = r.reshape((1,) * x.dim())
    elif axis == ():
        r = (x != 0).to(_I64)
    else:
        nd = x.dim()
        axes = (axis,) if axis.__class__ is int else tuple(axis)
        for a in axes:
            if not -nd <= a < nd:
                raise AxisError(f"ivy.count_nonzero: axis {a} is out of range for an array of {nd} dimensions")
        r = torch.count_nonzero(x, dim=axes)
        if keepdims:
            for a in sorted(a % nd for a in axes):
                r = r.unsqueeze(a)
    return r if dtype is None else r.to(dtype)


def nonzero(x, /, *, as_tuple=True, size=None, fill_value=0):
    if x.dim() == 0:
        raise ivy.ShapeError(
            "ivy.nonzero needs an array with at least one dimension, got a 0-d array; "
            "reshape it to (1,) first"
        )
    r = torch.nonzero(x)  # (n, ndim)
    if size is not None:
        n = r.shape[0]
        if n >= size:
            r = r[:size]
        else:
            pad = torch.full((size - n, x.dim()), fill_value, dtype=_I64, device=r.device)
            r = torch.cat((r, pad))
    if not as_tuple:
        return r
    return tuple(torch.unbind(r, 1))


_SCALARS = (bool, int, float, complex)


def searchsorted(x1, x2, /, *, side="left", sorter=None, ret_dtype=_IVY_I64):
    if x1.dim() != 1:
        raise ivy.ShapeError(f"ivy.searchsorted needs a 1-d x1, got shape {tuple(x1.shape)}")
    if side != "left" and side != "right":
        raise ivy.InvalidArgumentError(f"ivy.searchsorted: side must be 'left' or 'right', got {side!r}")
    scalar = type(x2) in _SCALARS
    if x1.dtype is _C64 or x1.dtype is _C128 or (x2.__class__ is complex if scalar else x2.is_complex()):
        _no_complex("searchsorted")
    if sorter is not None:
        x1 = x1[sorter.to(_I64)]
    if not scalar and x2.dtype is not x1.dtype:
        x1, x2 = _promote(x1, x2)
    n = x1.shape[0]
    if x1.dtype in _FLOATS:
        # NaN sorts last: search the non-NaN prefix; a NaN value goes before or after the NaNs.
        k = n
        while k and bool(x1[k - 1] != x1[k - 1]):
            k -= 1
        head = x1[:k] if k < n else x1
        if scalar:
            if x2 != x2:
                r = torch.tensor(k if side == "left" else n, dtype=_I64, device=x1.device)
            else:
                r = torch.searchsorted(head, _int64_or_float(x2), side=side)
        else:
            r = torch.searchsorted(head, x2.contiguous(), side=side)
            r = _where(x2 != x2, k if side == "left" else n, r)
    else:
        if x1.dtype is _BOOL:
            x1 = x1.to(_U8)
            x2 = x2 if scalar else x2.to(_U8)
        # an int outside x1's dtype goes before or after every element (torch would wrap it)
        p = _int_position_outside(x2, _INT_RANGE[x1.dtype], n) if x2.__class__ is int else None
        if p is not None:
            r = torch.tensor(p, dtype=_I64, device=x1.device)
        else:
            r = torch.searchsorted(x1, x2 if scalar else x2.contiguous(), side=side)
    if ret_dtype is not _IVY_I64:
        r = r.to(_native(ret_dtype))
    return r


def where(condition, x1, x2, /):
    try:
        if x1.dtype is x2.dtype and condition.dtype is _BOOL:
            return _where(condition, x1, x2)
    except AttributeError:  # a Python scalar
        pass
    if condition.dtype is not _BOOL:
        condition = condition.to(_BOOL)
    if x1.__class__ is not _T or x2.__class__ is not _T or x1.dtype is not x2.dtype:
        x1, x2 = _promote(x1, x2, "where")
    return _where(condition, x1, x2)


# ------------------------------------------------------------- ivy's superset


def argwhere(x, /):
    return torch.argwhere(x)

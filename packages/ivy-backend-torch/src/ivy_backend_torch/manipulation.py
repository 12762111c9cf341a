"""Manipulation functions on PyTorch.

``concat``/``stack`` promote mixed dtypes with ``ivy.result_type`` (torch's own
promotion differs across kinds); ``flip`` and ``roll`` accept what NumPy does;
``squeeze`` of an axis whose size is not 1 raises (torch ignores it);
``reshape(copy=False)`` raises when a view is impossible.
"""

from __future__ import annotations

import torch

import ivy
from ivy.plugin import counts as _counts
from ivy.plugin import int_or_ints as _int_or_ints
from ivy.plugin import roll_shifts as _roll_shifts

from ._util import AxisError, is_int_dtype
from ._util import rounded_to as _rounded_to
from .hooks import NATIVE_DTYPES

_T = torch.Tensor
_I64 = torch.int64
_IVY = {v: k for k, v in NATIVE_DTYPES.items()}
_cat = torch.cat
_stack = torch.stack


def _common_dtype(arrays):
    """The arrays cast to their promoted dtype (ivy.result_type), if they differ."""
    d0 = arrays[0].dtype
    for a in arrays:
        if a.dtype is not d0:
            break
    else:
        return arrays
    d = NATIVE_DTYPES[ivy.result_type(*{_IVY[a.dtype] for a in arrays})]
    return [a if a.dtype is d else a.to(d) for a in arrays]


def _shape_str(x):
    return str(tuple(x.shape))


def broadcast_arrays(*arrays):
    return tuple(torch.broadcast_tensors(*arrays))


def broadcast_to(x, /, shape):
    return torch.broadcast_to(x, shape)


def concat(arrays, /, *, axis=0):
    if axis is None:
        if not arrays:
            raise ivy.InvalidArgumentError("concat needs at least one array")
        return _cat([a.reshape(-1) for a in _common_dtype(arrays)])
    try:
        d0 = arrays[0].dtype
    except IndexError:
        raise ivy.InvalidArgumentError("concat needs at least one array") from None
    for a in arrays:
        if a.dtype is not d0:
            return _cat(_common_dtype(arrays), axis)
    return _cat(arrays, axis)  # torch refuses 0-d arrays itself ("zero-dimensional ...")


def expand_dims(x, /, axis=0, *, copy=None):
    if axis.__class__ is int:
        r = torch.unsqueeze(x, axis)
    else:
        axis = tuple(axis)
        m = x.dim() + len(axis)
        pos = []
        for a in axis:
            if not -m <= a < m:
                raise AxisError(f"expand_dims: axis {a} is out of range for a result of {m} dimensions")
            pos.append(a % m)
        if len(set(pos)) != len(pos):
            raise ivy.InvalidArgumentError(f"expand_dims: repeated axis in {axis}")
        r = x
        for a in sorted(pos):
            r = torch.unsqueeze(r, a)
    return r.clone() if copy else r


def flip(x, /, *, axis=None, copy=None):
    if axis is None:
        axis = tuple(range(x.dim()))
    elif axis.__class__ is int:
        axis = (axis,)
    return torch.flip(x, axis)  # always a copy


def moveaxis(x, source, destination, /):
    return torch.movedim(x, source, destination)


def permute_dims(x, /, axes, *, copy=None):
    r = torch.permute(x, tuple(axes))
    return r.clone() if copy else r


def repeat(x, repeats, /, *, axis=None):
    if isinstance(repeats, _T) and repeats.dtype is not _I64:
        if not is_int_dtype(repeats.dtype):
            raise ivy.plugin.integers_required("repeat", repeats.dtype, "repeats")
        repeats = repeats.to(_I64)
    elif repeats.__class__ is bool:  # a Python int; repeat_interleave's overloads take no bool
        repeats = int(repeats)
    if axis is None:
        x = x.reshape(-1)
        axis = 0
    return torch.repeat_interleave(x, repeats, dim=axis)


_reshape = torch.reshape


def reshape(x, /, shape, *, copy=None, order="C", allowzero=True):
    if copy is None and order == "C" and allowzero:
        return _reshape(x, shape)
    if shape.__class__ is int:
        shape = (shape,)
    if not allowzero:
        shape = tuple(x.shape[i] if s == 0 else s for i, s in enumerate(shape))
    if order == "F":
        n = x.dim()
        xt = x.permute(tuple(range(n - 1, -1, -1))) if n > 1 else x
        r = reshape(xt, tuple(shape)[::-1], copy=copy)
        m = r.dim()
        return r.permute(tuple(range(m - 1, -1, -1))) if m > 1 else r
    if order != "C":
        raise ivy.InvalidArgumentError(f"reshape: order must be 'C' or 'F', got {order!r}")
    if copy is False:
        try:
            return x.view(shape)
        except RuntimeError as e:
            if "view" not in str(e) and "stride" not in str(e):
                raise
            raise ValueError(
                f"reshape: copy=False, but an array of shape {_shape_str(x)} with these strides cannot be "
                f"viewed as shape {tuple(shape)} without a copy"
            ) from None
    r = torch.reshape(x, shape)
    return r.clone() if copy and r.data_ptr() == x.data_ptr() and r.numel() else r


def roll(x, /, shift, *, axis=None):
    if shift.__class__ is not int:  # integer scalars and arrays as Python ints, as NumPy takes them
        shift = _int_or_ints(shift)
    if axis is not None and axis.__class__ is not int:
        axis = _int_or_ints(axis)
    if axis is None:
        if shift.__class__ is not int:
            shift = sum(shift)
        return torch.roll(x.reshape(-1), shift).reshape(x.shape)
    shift, axis = _roll_shifts(shift, axis)
    if not axis:  # no axes: nothing moves (torch.roll refuses empty dims)
        return x.clone()
    return torch.roll(x, shift, axis)


def squeeze(x, /, axis=None, *, copy=None):
    if axis is None:
        r = torch.squeeze(x)
    else:
        if axis.__class__ is int:
            axis = (axis,)
        nd = x.dim()
        shp = x.shape
        for a in axis:
            if not -nd <= a < nd:
                raise AxisError(f"squeeze: axis {a} is out of range for an array of {nd} dimensions")
            if shp[a] != 1:
                raise ivy.ShapeError(f"squeeze: axis {a} of shape {tuple(shp)} does not have size 1")
        r = torch.squeeze(x, tuple(axis)) if axis else x
    return r.clone() if copy else r


def stack(arrays, /, *, axis=0):
    try:
        d0 = arrays[0].dtype
    except IndexError:
        raise ivy.InvalidArgumentError("stack needs at least one array") from None
    for a in arrays:
        if a.dtype is not d0:
            return _stack(_common_dtype(arrays), axis)
    return _stack(arrays, axis)


def tile(x, repetitions, /):
    r = _counts(repetitions, "tile", "repetitions")
    return torch.tile(x, (r,) if r.__class__ is int else r)


def unstack(x, /, *, axis=0, keepdims=False, copy=None):
    if keepdims:
        r = torch.split(x, 1, axis) if x.shape[axis] else ()
    else:
        r = torch.unbind(x, axis)
    if copy:
        return tuple(a.clone() for a in r)
    return tuple(r)


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions
from ivy.plugin import partial as _partial  # noqa: E402


def split(x, /, *, copy=None, num_or_size_splits=None, axis=0, with_remainder=False):
    if x.dim() == 0:
        raise ivy.ShapeError("ivy.split: a 0-d array cannot be split; reshape it first")
    ax = _si._norm_axis(axis, x.dim(), "split")
    sizes = _si.split_sizes(None, x.shape[ax], num_or_size_splits, with_remainder)
    parts = torch.split(x, sizes, dim=ax) if sizes else ()
    return [p.clone() for p in parts] if copy else list(parts)


def swapaxes(x, axis0, axis1, /, *, copy=None):
    nd = x.dim()
    r = torch.swapaxes(x, _si._norm_axis(axis0, nd, "swapaxes", "axis0"),
                       _si._norm_axis(axis1, nd, "swapaxes", "axis1"))
    return r.clone() if copy else r


@_partial(lambda x, /, *, copy=None, start_dim=0, end_dim=-1, order="C": order == "C")
def flatten(x, /, *, copy=None, start_dim=0, end_dim=-1, order="C"):
    _si.flatten_shape(tuple(x.shape), start_dim, end_dim)  # the checks
    r = torch.flatten(x, start_dim, end_dim)
    return r.clone() if copy and r.data_ptr() == x.data_ptr() else r


def _float_exact(v):
    """Whether F.pad's float fill value carries ``v`` exactly (not an int beyond 2**53)."""
    return not (v.__class__ is int and not -(2**53) <= v <= 2**53)


# (F.pad's fill value is a float: complex arrays, and ints a double cannot hold such as int64's
# extremes, go to ivy-core's composition)
@_partial(lambda x, pad_width, /, *, mode="constant", constant_values=0, **kw:
          mode == "constant" and not x.dtype.is_complex and _float_exact(constant_values))
def pad(input, pad_width, /, *, mode="constant", stat_length=1, constant_values=0, end_values=0,  # noqa: A002
        reflect_type="even"):
    widths = _si.pad_widths(pad_width, input.dim())
    _si.pad_check(mode, reflect_type, tuple(input.shape), widths)
    flat = []
    for b, a in reversed(widths):
        flat += [b, a]
    if not any(flat):
        return input.clone()
    v = _si._cast_scalar(constant_values, _IVY[input.dtype], "pad")
    try:
        return torch.nn.functional.pad(input, flat, value=v)
    except RuntimeError:  # a float value beyond the dtype, which F.pad refuses: rounded (to inf)
        if not input.dtype.is_floating_point:
            raise
        return torch.nn.functional.pad(input, flat, value=_rounded_to(v, input.dtype))


def rot90(m, /, *, copy=None, k=1, axes=(0, 1)):
    a0, a1 = _si.rot90_axes(m.dim(), axes)
    return torch.rot90(m, k, (a0, a1))

"""Indexing functions on PyTorch (negative indices count from the end)."""

from __future__ import annotations

import torch

import ivy

from ._util import AxisError, _compiling, check_index_range, in_transform, is_int_dtype

_T = torch.Tensor
_I64 = torch.int64


def _indices(indices, fn):
    """Integer index tensors as int64 (torch reads uint8 as a mask, and gathers only int64)."""
    d = indices.dtype
    if d is _I64:
        return indices
    if not is_int_dtype(d):
        raise ivy.plugin.integers_required(fn, d)
    return indices.to(_I64)


def take(x, indices, /, *, axis=None):
    if not isinstance(indices, _T):
        indices = torch.as_tensor(indices, device=x.device)
    indices = _indices(indices, "take")
    if axis is None:
        if x.device.type != "cpu":
            check_index_range(indices, x.numel(), "take")
        return x.reshape(-1)[indices]
    nd = x.dim()
    if not -nd <= axis < nd:
        raise AxisError(f"take: axis {axis} is out of range for an array of {nd} dimensions")
    axis %= nd
    if x.device.type != "cpu":
        check_index_range(indices, x.shape[axis], "take")
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
    if in_transform():  # the range check reads values back, which a torch.func transform cannot
        return torch.take_along_dim(x, torch.where(indices < 0, indices + n, indices), dim=axis)
    if indices.numel():
        lo = int(indices.min())
        hi = int(indices.max())
        if lo < -n or hi >= n:
            raise IndexError(f"take_along_axis: index {lo if lo < -n else hi} is out of bounds for size {n}")
        if lo < 0:
            indices = torch.where(indices < 0, indices + n, indices)
    return torch.take_along_dim(x, indices, dim=axis)


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions
from ivy.plugin import partial as _partial  # noqa: E402
from ivy.plugin import with_fallback as _with_fallback  # noqa: E402

from .hooks import NATIVE_DTYPES as _ND  # noqa: E402

_IVY_OF = {v: k for k, v in _ND.items()}
_SCALARS = (bool, int, float, complex)


def _wrap(idx, n, fn):
    check_index_range(idx, n, f"ivy.{fn}")
    return torch.where(idx < 0, idx + n, idx)


def gather(params, indices, /, *, axis=-1, batch_dims=0):
    ax, bd = _si.gather_args(tuple(params.shape), tuple(indices.shape), axis, batch_dims)
    idx = _wrap(_indices(indices, "ivy.gather"), params.shape[ax], "gather")
    ps = tuple(params.shape)
    ish = tuple(indices.shape)
    if bd == 0:
        r = torch.index_select(params, ax, idx.reshape(-1))
        return r.reshape(ps[:ax] + ish + ps[ax + 1:])
    m = 1
    for s in ish[bd:]:
        m *= s
    i = idx.reshape(ps[:bd] + (1,) * (ax - bd) + (m,) + (1,) * (len(ps) - ax - 1))
    r = torch.take_along_dim(params, i.expand(ps[:ax] + (m,) + ps[ax + 1:]), dim=ax)
    return r.reshape(ps[:ax] + ish[bd:] + ps[ax + 1:])


def _flat(idx, dims, fn):
    """Index vectors (last axis of ``idx``) over ``dims`` as flat positions, negative entries
    counted from the end; IndexError for one out of range. Inside torch.compile or a torch.func
    transform nothing is read back (as in ``check_index_range``: a data-dependent branch is a graph
    break there). One index per vector, eagerly: one ``aminmax`` pass reads the range back, and
    only indices that hold a negative one are wrapped (the common scatter of valid positions
    costs one pass over the indices, not five)."""
    traced = _compiling() or in_transform()
    if len(dims) == 1:
        n = dims[0]
        i = idx[..., 0]
        if traced:
            return torch.where(i < 0, i + n, i)
        if not i.numel():
            return i
        lo, hi = (int(v) for v in torch.aminmax(i))
        if lo < -n or hi >= n:
            raise IndexError(f"ivy.{fn}: an index is out of range for dimensions {tuple(dims)}")
        return i if lo >= 0 else torch.where(i < 0, i + n, i)
    d = torch.tensor(dims, dtype=_I64, device=idx.device)
    if not traced and bool(((idx < -d) | (idx >= d)).any()):
        raise IndexError(f"ivy.{fn}: an index is out of range for dimensions {tuple(dims)}")
    idx = torch.where(idx < 0, idx + d, idx)
    strides = [1] * len(dims)
    for j in range(len(dims) - 2, -1, -1):
        strides[j] = strides[j + 1] * dims[j + 1]
    return (idx * torch.tensor(strides, dtype=_I64, device=idx.device)).sum(-1)


_REDUCE = {"min": "amin", "max": "amax", "mul": "prod"}


class _Xp:
    """What the shared checks need: shapes and ivy dtypes of tensors."""

    @staticmethod
    def shape(x):
        return tuple(x.shape)

    @staticmethod
    def dtype(x):
        return _IVY_OF[x.dtype]


_XP = _Xp()


@_with_fallback
def scatter_nd(composition, indices, updates, /, shape=None, *, reduction="sum", tensor=None):
    tshape, k, d, ushape = _si.scatter_args(_XP, indices, updates, shape, reduction, tensor)
    nt = _ND[d]
    idx = _indices(indices, "ivy.scatter_nd")
    dev = idx.device
    if nt.is_complex and reduction not in ("sum", "replace") and dev.type != "cpu":
        # CUDA's scatter_reduce has no complex kernels: ivy-core's dense composition
        return composition(indices, updates, shape, reduction=reduction, tensor=tensor)
    if type(updates) in _SCALARS:
        upd = torch.full(ushape, _si._cast_scalar(updates, d), dtype=nt, device=dev)
    else:
        upd = updates.to(nt)
        if tuple(upd.shape) != ushape:
            try:
                upd = upd.expand(ushape)
            except RuntimeError as e:
                raise ivy.ShapeError(
                    f"ivy.scatter_nd: updates of shape {tuple(upd.shape)} do not fit the indexed shape {ushape}"
                ) from e
    out = torch.zeros(tshape, dtype=nt, device=dev) if tensor is None else tensor.clone()
    red = reduction
    boolean = nt is torch.bool
    if boolean:
        red = {"sum": "max", "mul": "min"}.get(red, red)
        out, upd = out.to(torch.uint8), upd.to(torch.uint8)
    flat = _flat(idx, tshape[:k], "scatter_nd").reshape(-1)
    rest = tshape[k:]
    o = out.reshape((-1,) + rest)
    u = upd.reshape((-1,) + rest)
    inplace = not in_transform()  # (a transform's batched updates cannot be written into o)
    if red == "replace":
        if inplace:
            o[flat] = u
        else:
            o = o.index_put((flat,), u)
    elif red == "sum":
        o = o.index_add_(0, flat, u) if inplace else o.index_add(0, flat, u)
    else:
        i = flat.reshape((-1,) + (1,) * len(rest)).expand(u.shape)
        o = (o.scatter_reduce_ if inplace else o.scatter_reduce)(0, i, u, _REDUCE[red], include_self=True)
    out = o.reshape(tshape)
    return out.to(torch.bool) if boolean else out


def unravel_index(indices, shape, /):
    shape = tuple(int(s) for s in shape)
    idx = _indices(indices, "ivy.unravel_index")
    n = 1
    for s in shape:
        n *= s
    idx = _wrap(idx, n, "unravel_index")
    if 0 in shape:
        return tuple(idx.clone() for _ in shape)
    return tuple(torch.unravel_index(idx, shape))


def _put_covered(arr, indices, values, axis, /, *, mode="replace"):
    if axis is None or not isinstance(axis, int) or arr.dim() != indices.dim() or not -arr.dim() <= axis < arr.dim():
        return False
    ax = axis % arr.dim()
    # torch.scatter needs indices no larger than arr off the axis (no broadcasting of arr)
    return all(j == ax or i <= a for j, (a, i) in enumerate(zip(arr.shape, indices.shape)))


_PUT_REDUCE = {"sum": "sum", "min": "amin", "max": "amax", "mul": "prod"}


@_partial(_put_covered)
def put_along_axis(arr, indices, values, axis, /, *, mode="replace"):
    if mode not in ("replace", "sum", "min", "max", "mul"):
        raise ivy.InvalidArgumentError(
            f"ivy.put_along_axis: mode must be one of sum, min, max, mul, replace; got {mode!r}")
    ax, t = _si.put_along_axis_shape(tuple(arr.shape), tuple(indices.shape), axis)
    d = _IVY_OF[arr.dtype]
    if d.kind == "c" and mode in ("min", "max"):
        raise ivy.UnsupportedDtypeError(f"ivy.put_along_axis: mode {mode!r} needs ordered values, not {d.name}")
    idx = _wrap(_indices(indices, "ivy.put_along_axis").expand(t), arr.shape[ax], "put_along_axis")
    if type(values) in _SCALARS:
        vals = torch.full(t, _si._cast_scalar(values, d), dtype=arr.dtype, device=arr.device)
    else:
        try:
            vals = values.to(arr.dtype).expand(t)
        except RuntimeError as e:
            raise ivy.ShapeError(f"ivy.put_along_axis: values of shape {tuple(values.shape)} do not fit {t}") from e
    boolean = arr.dtype is torch.bool
    out = arr.to(torch.uint8) if boolean else arr.clone()
    if boolean:
        vals = vals.to(torch.uint8)
    red = {"sum": "max", "mul": "min"}.get(mode, mode) if boolean else mode
    if red == "replace":
        out.scatter_(ax, idx, vals)
    else:
        out.scatter_reduce_(ax, idx, vals, _PUT_REDUCE[red], include_self=True)
    return out.to(torch.bool) if boolean else out

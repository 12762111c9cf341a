"""Statistical functions on PyTorch.

torch's reductions treat ``dim=()`` as "every axis"; ivy (the standard) reduces
none, so ``axis=()`` is handled here. Small integer and bool inputs accumulate
in int64 as torch does; uint8 also accumulates in int64 because torch has no
uint64 arithmetic (ivy's rule elsewhere is uint64). ``mean``/``std``/``var``
of integers compute in float64 and return float32. Reductions over zero
elements: ``max``/``min`` raise ivy.InvalidArgumentError; ``var``/``std`` are
NaN when ``M - correction <= 0`` (torch gives inf and warns).
"""

from __future__ import annotations

import math

import torch

import ivy
from ivy.plugin import complex_unordered as _complex_unordered
from ivy.plugin import cumulative_axis as _cumulative_axis
from ivy.plugin import with_fallback as _with_fallback

from ._util import is_int_dtype, normalize_axes

_BOOL = torch.bool
_U8 = torch.uint8
_I64 = torch.int64
_F32 = torch.float32
_F64 = torch.float64
_C64 = torch.complex64
_C128 = torch.complex128
_SMALL_INTS = frozenset((torch.int8, torch.int16, torch.int32, _U8, _BOOL))
_INEXACT = frozenset((torch.float16, torch.bfloat16, _F32, _F64, _C64, _C128))
_REAL_OF = {_C64: _F32, _C128: _F64}
_HALF = frozenset((torch.float16, torch.bfloat16))
_sum = torch.sum
_amax = torch.amax
_amin = torch.amin


def _acc(x, dtype):
    """The dtype a sum/prod of ``x`` returns (torch's, which is ivy's but for uint8)."""
    if dtype is not None:
        return dtype
    d = x.dtype
    return _I64 if d in _SMALL_INTS else d


def _axes(axis, nd):
    """``axis`` as a tuple of non-negative ints (validated)."""
    return normalize_axes(axis, nd, "reduction")


def _count(x, axis):
    if axis is None:
        return x.numel()
    n = 1
    shp = x.shape
    for a in _axes(axis, x.dim()):
        n *= shp[a]
    return n


def _keep_all(r, x, keepdims):
    return r.reshape((1,) * x.dim()) if keepdims else r


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    if dtype is None:
        if x.dtype in _SMALL_INTS:
            dtype = _I64
        elif axis is None and not keepdims:
            return _sum(x)
    if axis is None:
        return _keep_all(_sum(x, dtype=dtype), x, keepdims)
    if axis == ():
        return x.to(_acc(x, dtype), copy=True)
    return _sum(x, dim=axis, keepdim=keepdims, dtype=dtype)


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    if x.dtype in _HALF and (dtype is None or dtype is x.dtype):
        return _prod_half(x, axis, keepdims, x.dtype)
    dt = _acc(x, dtype)
    if axis is None:
        return _keep_all(torch.prod(x, dtype=dt), x, keepdims)
    if axis.__class__ is int:
        return torch.prod(x, axis, keepdim=keepdims, dtype=dt)
    axes = _axes(axis, x.dim())
    if not axes:  # NumPy multiplies the identity in (which changes complex infinities)
        return torch.mul(x.to(dt), torch.ones((), dtype=dt, device=x.device))
    r = x.to(dt)
    for a in sorted(axes, reverse=True):  # torch.prod takes one axis at a time
        r = torch.prod(r, a, keepdim=keepdims, dtype=dt)
    return r


def _prod_half(x, axis, keepdims, d):
    """float16/bfloat16 products accumulate in float32 (torch rounds every partial product)."""
    return prod(x.to(_F32), axis=axis, keepdims=keepdims).to(d)


def _extreme(fn, name, x, axis, keepdims):
    d = x.dtype
    if d is _C64 or d is _C128:
        raise _complex_unordered(name, d, "reduce")
    if axis == ():
        return x.clone()
    if x.numel() == 0 and _count(x, axis) == 0:
        raise ivy.InvalidArgumentError(
            f"ivy.{name}: the reduction over axis {axis} of an array of shape {tuple(x.shape)} has no "
            f"elements, and an empty {name} has no value; check the array is not empty along the axis"
        )
    if axis is None:
        return _keep_all(fn(x), x, keepdims)
    return fn(x, axis, keepdims)


def max(x, /, *, axis=None, keepdims=False):
    return _extreme(_amax, "max", x, axis, keepdims)


def min(x, /, *, axis=None, keepdims=False):
    return _extreme(_amin, "min", x, axis, keepdims)


def mean(x, /, *, axis=None, keepdims=False):
    d = x.dtype
    if d in _INEXACT:
        if axis is None:
            r = _keep_all(torch.mean(x), x, keepdims)
        elif axis == ():  # the mean of one element: x / 1 (NumPy's complex division included)
            return torch.div(x, torch.ones((), dtype=d, device=x.device))
        else:
            r = torch.mean(x, axis, keepdims)
        if (d is _C64 or d is _C128) and _count(x, axis) == 0:
            return torch.full_like(r, complex(math.nan, math.nan))  # 0 / 0 (CUDA gave NaN + 0j)
        return r
    # Integers and bool: accumulate in float64, return ivy's default float dtype.
    x = x.to(_F64)
    if axis == ():
        return x.to(_F32)
    r = torch.mean(x) if axis is None else torch.mean(x, axis, keepdims)
    if axis is None and keepdims:
        r = r.reshape((1,) * x.dim())
    return r.to(_F32)


def _variance(x, axis, correction, keepdims, root, name):
    d = x.dtype
    if d is _BOOL or d not in _INEXACT:
        if d.is_floating_point or d.is_complex:
            raise ivy.UnsupportedDtypeError(f"ivy.{name} needs a numeric array, got dtype {d}")
        out = _F32
        x = x.to(_F64)
    elif d is torch.float16 or d is torch.bfloat16:  # in float32 (float16's squares overflow past 256)
        out = d
        x = x.to(_F32)
    else:
        out = None
    n = _count(x, axis)
    if n - correction <= 0:
        # The standard asks for NaN (torch gives inf with a warning).
        nd = x.dim()
        axes = range(nd) if axis is None else _axes(axis, nd)
        shape = [1 if i in axes else s for i, s in enumerate(x.shape) if keepdims or i not in axes]
        rd = out or _REAL_OF.get(d, d)
        return torch.full(shape, math.nan, dtype=rd, device=x.device)
    if axis == ():
        # one element each: |x - mean|^2 / (1 - correction), NaN for infinite or NaN x
        dev = x - x
        r = (dev * dev.conj()).real if dev.is_complex() else dev * dev
        if correction:
            r = r / (1 - correction)
    elif axis is None:
        r = _keep_all(torch.var(x, correction=correction), x, keepdims)
    else:
        r = torch.var(x, axis, correction=correction, keepdim=keepdims)
    if root:
        r = torch.sqrt(r)
    return r if out is None else r.to(out)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, False, "var")


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, True, "std")


def _cumulative(fn, identity, name, x, axis, dtype, include_initial):
    nd = x.dim()
    axis = _cumulative_axis(name, nd, axis)
    d = _acc(x, dtype)
    if d is torch.float16 or d is torch.bfloat16:
        # accumulated in float32, then rounded (CUDA's half scan accumulates in half: 3000 x 1.001
        # summed to 3032; the CPU kernel already accumulates in float32)
        r = fn(x, axis, dtype=_F32).to(d)
    else:
        r = fn(x, axis, dtype=d)
    if identity == 1 and r.is_complex() and r.shape[axis]:
        # The first product is x[0] itself (torch multiplies it by 1: 1 * (0+infj) is nan+infj).
        r = r.clone()
        r.select(axis, 0).copy_(x.select(axis, 0))
    if not include_initial:
        return r
    shape = list(r.shape)
    shape[axis] = 1
    return torch.cat((torch.full(shape, identity, dtype=r.dtype, device=r.device), r), axis)


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(torch.cumsum, 0, "cumulative_sum", x, axis, dtype, include_initial)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(torch.cumprod, 1, "cumulative_prod", x, axis, dtype, include_initial)


# ------------------------------------------------------- Ivy's superset (issue 5)
# cumsum/cumprod (exclusive, reverse), median, quantile and histogram: ivy-core's
# compositions (torch.median takes the lower middle value, NumPy's the mean of both).


def logsumexp(x, /, *, axis=None, keepdims=False):
    d = x.dtype
    if d in _C64_C128:
        raise ivy.UnsupportedDtypeError("ivy.logsumexp does not support complex dtypes")
    if d not in _INEXACT:
        x = x.to(_F32)
    dims = tuple(range(x.dim())) if axis is None else _axes(axis, x.dim())
    if not dims:
        return x.clone()
    return torch.logsumexp(x, dim=dims, keepdim=keepdims)


_C64_C128 = (_C64, _C128)


@_with_fallback
def einsum(composition, equation, *operands):
    from .elementwise import _PROMOTE

    d = operands[0].dtype if operands else None
    for o in operands[1:]:
        d = _PROMOTE[d, o.dtype]
    acc = _I64 if d is _BOOL else d
    if operands and is_int_dtype(acc) and operands[0].device.type != "cpu":
        return composition(equation, *operands)  # no integer GEMM off the CPU: ivy-core's products and sums
    ops = [o if o.dtype is acc else o.to(acc) for o in operands]
    try:
        r = torch.einsum(equation, *ops)
    except (RuntimeError, ValueError, IndexError) as e:
        from ivy.api._math_impl import parse_einsum

        parse_einsum(equation, [tuple(o.shape) for o in ops])
        raise ivy.ShapeError(f"ivy.einsum: {e}") from e
    return r if r.dtype is d else r.to(d)


def nansum(x, /, *, axis=None, dtype=None, keepdims=False):
    if x.dtype in _INEXACT:
        x = torch.where(torch.isnan(x), torch.zeros((), dtype=x.dtype, device=x.device), x)
    return sum(x, axis=axis, dtype=dtype, keepdims=keepdims)


def nanmean(a, /, *, axis=None, keepdims=False, dtype=None):
    if dtype is not None:
        a = a.to(dtype)
    if a.dtype not in _INEXACT:
        return mean(a, axis=axis, keepdims=keepdims)
    dims = None if axis is None else _axes(axis, a.dim())
    if dims == ():
        return a.clone()
    if a.dtype in _C64_C128:
        nan = torch.isnan(a)
        s = torch.sum(torch.where(nan, torch.zeros((), dtype=a.dtype, device=a.device), a), dim=dims,
                      keepdim=keepdims)
        return s / torch.sum(~nan, dim=dims, keepdim=keepdims).to(_REAL_OF[a.dtype])
    return torch.nanmean(a, dim=dims, keepdim=keepdims)

"""``ivy.fft`` on PyTorch (``torch.fft``).

Precision follows the input: float32/complex64 give complex64 (or float32
for the real-output transforms), float64/complex128 give complex128 (or
float64). float16, bfloat16, integer and bool inputs compute in float32 (ivy's
default float dtype). torch's errors for bad sizes or norms become
``ivy.InvalidArgumentError``.
"""

from __future__ import annotations

import torch

import ivy
from ivy.plugin import fft_freq_args as _fft_freq_args
from ivy.plugin import fftn_args as _fftn_args
from ivy.plugin import normalize_axes as _normalize_axes

_tfft = torch.fft
_F32 = torch.float32
_F64 = torch.float64
_C64 = torch.complex64
_C128 = torch.complex128
_OK = frozenset((_F32, _F64, _C64, _C128))
_REAL_FLOATS = frozenset((torch.float16, torch.bfloat16, _F32, _F64))
_NORMS = frozenset(("backward", "ortho", "forward"))


def _bad(name, e):
    return ivy.InvalidArgumentError(f"ivy.fft.{name}: {e}")


def _prepare(name, x, norm, real_in):
    if x.dtype not in _OK:
        x = x.to(_F32)
    elif real_in and (x.dtype is _C64 or x.dtype is _C128):
        raise ivy.UnsupportedDtypeError(
            f"ivy.fft.{name} needs a real floating-point input, got {x.dtype}; use the complex transforms for "
            "complex input"
        )
    if norm not in _NORMS:
        raise ivy.InvalidArgumentError(f"ivy.fft.{name}: norm must be 'backward', 'ortho' or 'forward', got {norm!r}")
    return x


def _empty_batch(tfn, x, dims, **kwargs):
    """``tfn`` on an array with zero elements outside the transformed ``dims`` (MKL refuses
    those): transform size-1 stand-ins, then cut the result back to zero elements."""
    nd = x.dim()
    keep = {d % nd for d in dims}
    zero = [i for i, n in enumerate(x.shape) if n == 0 and i not in keep]
    if not zero:
        return None
    r = tfn(torch.zeros([1 if i in zero else n for i, n in enumerate(x.shape)], dtype=x.dtype, device=x.device),
            **kwargs)
    for i in zero:
        r = r.narrow(i, 0, 0)
    return r


def _one(name, tfn, real_in=False):
    """A 1-D transform ``f(x, /, *, n=None, axis=-1, norm="backward")``."""

    def f(x, /, *, n=None, axis=-1, norm="backward"):
        x = _prepare(name, x, norm, real_in)
        _normalize_axes(axis, x.dim(), f"ivy.fft.{name}")  # AxisError (torch: a RuntimeError)
        if n is not None and n < 1:
            raise ivy.InvalidArgumentError(f"ivy.fft.{name}: n must be a positive integer, got {n!r}")
        try:
            if x.numel() == 0 and x.dim() > 1:
                r = _empty_batch(tfn, x, (axis,), n=n, dim=axis, norm=norm)
                if r is not None:
                    return r
            return tfn(x, n=n, dim=axis, norm=norm)
        except (RuntimeError, IndexError) as e:
            raise _bad(name, e) from e

    f.__name__ = f.__qualname__ = name
    return f


def _many(name, tfn, kind, real_in=False):
    """An n-D transform ``f(x, /, *, s=None, axes=None, norm="backward")``."""

    def f(x, /, *, s=None, axes=None, norm="backward"):
        x = _prepare(name, x, norm, real_in)
        s, axes = _fftn_args(name, x.shape, s, axes, kind)  # (torch: a RuntimeError out of range)
        try:
            if x.numel() == 0 and x.dim() > 1:
                r = _empty_batch(tfn, x, axes, s=s, dim=axes, norm=norm)
                if r is not None:
                    return r
            return tfn(x, s=s, dim=axes, norm=norm)
        except (RuntimeError, IndexError) as e:
            raise _bad(name, e) from e

    f.__name__ = f.__qualname__ = name
    return f


fft = _one("fft", _tfft.fft)
ifft = _one("ifft", _tfft.ifft)
rfft = _one("rfft", _tfft.rfft, real_in=True)
irfft = _one("irfft", _tfft.irfft)
hfft = _one("hfft", _tfft.hfft)
ihfft = _one("ihfft", _tfft.ihfft, real_in=True)
fftn = _many("fftn", _tfft.fftn, "c2c")
ifftn = _many("ifftn", _tfft.ifftn, "c2c")
rfftn = _many("rfftn", _tfft.rfftn, "r2c", real_in=True)
irfftn = _many("irfftn", _tfft.irfftn, "c2r")


def _freq_args(name, n, d, dtype):
    _fft_freq_args(name, n, d, dtype)
    return _F32 if dtype is None else dtype


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("fftfreq", n, d, dtype)
    return _tfft.fftfreq(n, d=d, dtype=_F64, device=device).to(dtype)  # computed in float64, rounded once


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("rfftfreq", n, d, dtype)
    return _tfft.rfftfreq(n, d=d, dtype=_F64, device=device).to(dtype)


def _shift_axes(x, axes, name):
    if axes is None:
        return tuple(range(x.dim()))
    return _normalize_axes(axes, x.dim(), f"ivy.fft.{name}")


def fftshift(x, /, *, axes=None):
    if x.dim() == 0:
        _shift_axes(x, axes, "fftshift")
        return x.clone()
    return _tfft.fftshift(x, dim=_shift_axes(x, axes, "fftshift"))


def ifftshift(x, /, *, axes=None):
    if x.dim() == 0:
        _shift_axes(x, axes, "ifftshift")
        return x.clone()
    return _tfft.ifftshift(x, dim=_shift_axes(x, axes, "ifftshift"))

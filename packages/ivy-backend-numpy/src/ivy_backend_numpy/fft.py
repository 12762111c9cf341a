"""``ivy.fft`` on NumPy.

Precision follows the input: float32/complex64 give complex64 (or float32
for the real-output transforms), float64/complex128 give complex128 (or
float64). float16, integer and bool inputs compute in float32 (ivy's default
float dtype). NumPy's ValueErrors for bad sizes or norms become
``ivy.InvalidArgumentError``.
"""

from __future__ import annotations

import numpy as np

import ivy
from ivy.plugin import fft_freq_args as _fft_freq_args
from ivy.plugin import fftn_args as _fftn_args
from ivy.plugin import normalize_axes as _normalize_axes

_fft = np.fft
_nd = np.ndarray

_F32 = np.dtype("float32")
_F64 = np.dtype("float64")
_C64 = np.dtype("complex64")
# Inputs NumPy would compute in float64 (or refuse) that ivy computes in single precision.
_SINGLE = {np.dtype(n): _F32 for n in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                                       "uint64", "float16")}


def _bad(name, e):
    return ivy.InvalidArgumentError(f"ivy.fft.{name}: {e}")


def _bad_dtype(name, x):
    return ivy.UnsupportedDtypeError(
        f"ivy.fft.{name} needs a real floating-point input, got {x.dtype}; use the complex transforms for complex input"
    )


def _transform(name, npfn, real_out, x, **kwargs):
    """Run a NumPy transform in single precision for single-precision (and smaller) inputs,
    with ivy's errors."""
    if x.dtype in _SINGLE:
        x = x.astype(_F32)
    try:
        r = npfn(x, **kwargs)
    except ValueError as e:
        raise _bad(name, e) from e
    except TypeError as e:
        raise _bad_dtype(name, x) from e
    # NumPy keeps single precision; this only guards older releases.
    if x.dtype == _F32 or x.dtype == _C64:
        want = _F32 if real_out else _C64
        if r.dtype != want:
            r = r.astype(want)
    return r


def _one(name, npfn, real_out):
    """A 1-D transform ``f(x, /, *, n=None, axis=-1, norm="backward")``."""

    def f(x, /, *, n=None, axis=-1, norm="backward"):
        _normalize_axes(axis, x.ndim, f"ivy.fft.{name}")  # AxisError (NumPy: a bare IndexError)
        return _transform(name, npfn, real_out, x, n=n, axis=axis, norm=norm)

    f.__name__ = f.__qualname__ = name
    return f


def _many(name, npfn, real_out, kind):
    """An n-D transform ``f(x, /, *, s=None, axes=None, norm="backward")``."""

    def f(x, /, *, s=None, axes=None, norm="backward"):
        s, axes = _fftn_args(name, x.shape, s, axes, kind)  # (NumPy: a bare IndexError out of range)
        return _transform(name, npfn, real_out, x, s=s, axes=axes, norm=norm)

    f.__name__ = f.__qualname__ = name
    return f


fft = _one("fft", _fft.fft, False)
ifft = _one("ifft", _fft.ifft, False)
rfft = _one("rfft", _fft.rfft, False)


def _padded_c2r(npfn):
    """NumPy's complex-to-real 1-D transform, with an empty axis zero-padded first: NumPy reads
    uninitialised memory for it (``np.fft.irfft(np.array([], complex), n=3)``)."""

    def f(x, *, n=None, axis=-1, norm="backward"):
        if n is not None and x.ndim and x.shape[axis] == 0:
            shape = list(x.shape)
            shape[axis] = n // 2 + 1
            x = np.zeros(shape, x.dtype)
        return npfn(x, n=n, axis=axis, norm=norm)

    return f


irfft = _one("irfft", _padded_c2r(_fft.irfft), True)
hfft = _one("hfft", _padded_c2r(_fft.hfft), True)
ihfft = _one("ihfft", _fft.ihfft, False)
fftn = _many("fftn", _fft.fftn, False, "c2c")
ifftn = _many("ifftn", _fft.ifftn, False, "c2c")
rfftn = _many("rfftn", _fft.rfftn, False, "r2c")
irfftn = _many("irfftn", _fft.irfftn, True, "c2r")


def _freq_args(name, n, d, dtype):
    _fft_freq_args(name, n, d, dtype)
    return _F32 if dtype is None else dtype


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("fftfreq", n, d, dtype)
    return _fft.fftfreq(n, d=d).astype(dtype, copy=False)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("rfftfreq", n, d, dtype)
    return _fft.rfftfreq(n, d=d).astype(dtype, copy=False)


def fftshift(x, /, *, axes=None):
    if axes is not None:
        axes = _normalize_axes(axes, x.ndim, "ivy.fft.fftshift")
    if x.ndim == 0:
        return x.copy()
    return _fft.fftshift(x, axes=axes)


def ifftshift(x, /, *, axes=None):
    if axes is not None:
        axes = _normalize_axes(axes, x.ndim, "ivy.fft.ifftshift")
    if x.ndim == 0:
        return x.copy()
    return _fft.ifftshift(x, axes=axes)

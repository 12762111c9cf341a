"""``ivy.fft`` on JAX (``jax.numpy.fft``).

Precision follows the input: float32/complex64 give complex64 (or float32 for
the real-output transforms), float64/complex128 give complex128 (or float64).
float16, bfloat16, integer and bool inputs compute in float32 (ivy's default
float dtype; JAX would pick float64 for integers). Bad sizes, norms and
complex input to the real transforms raise ivy's errors before the call.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp

import ivy
from ivy.plugin import fft_freq_args as _fft_freq_args
from ivy.plugin import fftn_args as _fftn_args
from ivy.plugin import normalize_axes as _normalize_axes

from ._util import C64, C128, COMPLEX, F32, F64

_fft = jnp.fft
_NORMS = frozenset(("backward", "ortho", "forward"))
# Inputs computed in float32 (half precision, integers and bool); the rest keep their precision.
_KEEP = frozenset((F32, F64, C64, C128))


def _bad(name, msg):
    return ivy.InvalidArgumentError(f"ivy.fft.{name}: {msg}")


def _prep(name, x, norm, real_in):
    if norm not in _NORMS:
        raise _bad(name, f"norm must be 'backward', 'ortho' or 'forward', got {norm!r}")
    d = x.dtype
    if real_in and d in COMPLEX:
        raise ivy.UnsupportedDtypeError(
            f"ivy.fft.{name} needs a real floating-point input, got {d}; use the complex transforms for complex input"
        )
    if d not in _KEEP:
        x = x.astype(F32)
    return x


def _check_axis(name, x, axis, n, half_input):
    _normalize_axes(axis, x.ndim, f"ivy.fft.{name}")  # AxisError out of range
    if n is not None:
        if n < 1:
            raise _bad(name, f"n must be a positive integer, got {n}")
    else:
        m = x.shape[axis]
        if half_input and 2 * (m - 1) < 1:
            raise _bad(name, f"the transform length 2 * (m - 1) must be positive; m is {m} along axis {axis}")
        if m < 1:
            raise _bad(name, f"the transform length along axis {axis} must be positive, got {m}")


def _one(name, jfn, real_in, half_input=False):
    """A 1-D transform ``f(x, /, *, n=None, axis=-1, norm="backward")``."""

    def f(x, /, *, n=None, axis=-1, norm="backward"):
        x = _prep(name, x, norm, real_in)
        _check_axis(name, x, axis, n, half_input)
        return jfn(x, n=n, axis=axis, norm=norm)

    f.__name__ = f.__qualname__ = name
    return f


def _many(name, jfn, real_in, kind):
    """An n-D transform ``f(x, /, *, s=None, axes=None, norm="backward")``."""

    def f(x, /, *, s=None, axes=None, norm="backward"):
        x = _prep(name, x, norm, real_in)
        s, axes = _fftn_args(name, x.shape, s, axes, kind)
        return jfn(x, s=s, axes=axes, norm=norm)

    f.__name__ = f.__qualname__ = name
    return f


fft = _one("fft", _fft.fft, False)
ifft = _one("ifft", _fft.ifft, False)
rfft = _one("rfft", _fft.rfft, True)
irfft = _one("irfft", _fft.irfft, False, True)
hfft = _one("hfft", _fft.hfft, False, True)
ihfft = _one("ihfft", _fft.ihfft, True)
fftn = _many("fftn", _fft.fftn, False, "c2c")
ifftn = _many("ifftn", _fft.ifftn, False, "c2c")
rfftn = _many("rfftn", _fft.rfftn, True, "r2c")
irfftn = _many("irfftn", _fft.irfftn, False, "c2r")


def _freq_args(name, n, d, dtype):
    _fft_freq_args(name, n, d, dtype)
    return F32 if dtype is None else dtype


def _place(r, device):
    return r if device is None else jax.device_put(r, device)


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("fftfreq", n, d, dtype)
    # computed in float64 and rounded once to the result dtype
    return _place(_fft.fftfreq(n, d=d, dtype=F64).astype(dtype), device)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("rfftfreq", n, d, dtype)
    return _place(_fft.rfftfreq(n, d=d, dtype=F64).astype(dtype), device)


def fftshift(x, /, *, axes=None):
    if axes is not None:
        axes = _normalize_axes(axes, x.ndim, "ivy.fft.fftshift")
    if x.ndim == 0:
        return x
    return _fft.fftshift(x, axes=axes)


def ifftshift(x, /, *, axes=None):
    if axes is not None:
        axes = _normalize_axes(axes, x.ndim, "ivy.fft.ifftshift")
    if x.ndim == 0:
        return x
    return _fft.ifftshift(x, axes=axes)

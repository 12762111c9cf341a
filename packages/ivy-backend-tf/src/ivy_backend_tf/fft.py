"""``ivy.fft`` on TensorFlow (``FFT``/``IFFT``/``RFFT``/``IRFFT`` raw ops of ``tf.signal``).

TensorFlow transforms the innermost axis only: other axes are moved last and back. The
n-D transforms are 1-D transforms over each axis in turn. Precision follows the input:
float32/complex64 give complex64 (float32 for real outputs), float64/complex128 give
complex128 (float64); float16, bfloat16, integer and bool inputs compute in float32.
``n``/``s`` crop or zero-pad, as NumPy; ``norm`` scales as the standard specifies.
"""

from __future__ import annotations

import math

import numpy as np
import tensorflow as tf

import ivy
from ivy.plugin import fft_freq_args as _fft_freq_args
from ivy.plugin import fftn_args as _fftn_args

from ._util import C64, C128, F32, F64, KIND, R, axes_t, cast, normalize_axes, normalize_axis

_NORMS = ("backward", "ortho", "forward")


def _check_norm(name, norm):
    if norm not in _NORMS:
        raise ivy.InvalidArgumentError(f"ivy.fft.{name}: norm must be 'backward', 'ortho' or 'forward', got {norm!r}")


def _real_input(name, x):
    """A real input as float32/float64 (complex refused)."""
    d = x.dtype
    k = KIND[id(d)]
    if k == "c":
        raise ivy.UnsupportedDtypeError(
            f"ivy.fft.{name} needs a real floating-point input, got {d.name}; use the complex transforms for "
            "complex input"
        )
    if d is F32 or d is F64:
        return x
    return R.Cast(x=x, DstT=F32)


def _complex_input(x):
    d = x.dtype
    if d is C64 or d is C128:
        return x
    if d is F64:
        return R.Cast(x=x, DstT=C128)
    return R.Cast(x=x, DstT=C64)


def _to_last(x, ax):
    nd = x.shape.rank
    if ax == nd - 1:
        return x, None
    perm = [i for i in range(nd) if i != ax] + [ax]
    inv = [0] * nd
    for i, p in enumerate(perm):
        inv[p] = i
    return R.Transpose(x=x, perm=axes_t(perm)), inv


def _resize_last(x, n):
    """Crop or zero-pad the last axis to ``n`` points."""
    m = x.shape[-1]
    if n == m:
        return x
    if n < m:
        return x[..., :n]
    pads = [[0, 0]] * (x.shape.rank - 1) + [[0, n - m]]
    return R.Pad(input=x, paddings=pads)


def _check_n(name, n):
    if n is not None and (int(n) != n or n < 1):
        raise ivy.InvalidArgumentError(f"ivy.fft.{name}: n must be a positive integer, got {n!r}")


def _scale(r, factor):
    if factor == 1.0:
        return r
    d = r.dtype
    rd = F32 if d is C64 else F64 if d is C128 else d
    if d is C64 or d is C128:
        return R.Mul(x=r, y=R.Complex(real=tf.constant(factor, rd), imag=tf.constant(0.0, rd), Tout=d))
    return R.Mul(x=r, y=tf.constant(factor, d))


def _fwd(norm, n):
    """Scale of a forward transform of ``n`` points."""
    return 1.0 if norm == "backward" else (1.0 / math.sqrt(n) if norm == "ortho" else 1.0 / n)


def _inv(norm, n):
    """Scale applied after TensorFlow's inverse transform (which divides by ``n``)."""
    return 1.0 if norm == "backward" else (math.sqrt(n) if norm == "ortho" else float(n))


def _c2c(name, x, n, ax, norm, inverse):
    """One complex transform along axis ``ax`` (already normalised) with ``n`` points."""
    xt, inv = _to_last(x, ax)
    m = xt.shape[-1]
    n = m if n is None else int(n)
    if n < 1:
        raise ivy.InvalidArgumentError(f"ivy.fft.{name}: invalid number of data points ({n}) along axis {ax}")
    xt = _resize_last(xt, n)
    if inverse:
        r = _scale(R.IFFT(input=xt), _inv(norm, n))
    else:
        r = _scale(R.FFT(input=xt), _fwd(norm, n))
    return r if inv is None else R.Transpose(x=r, perm=axes_t(inv))


def _r2c(name, x, n, ax, norm):
    xt, inv = _to_last(x, ax)
    m = xt.shape[-1]
    n = m if n is None else int(n)
    if n < 1:
        raise ivy.InvalidArgumentError(f"ivy.fft.{name}: invalid number of data points ({n}) along axis {ax}")
    xt = _resize_last(xt, n)
    c = C128 if xt.dtype is F64 else C64
    r = _scale(R.RFFT(input=xt, fft_length=[n], Tcomplex=c), _fwd(norm, n))
    return r if inv is None else R.Transpose(x=r, perm=axes_t(inv))


def _c2r(name, x, n, ax, norm):
    xt, inv = _to_last(x, ax)
    m = xt.shape[-1]
    n = 2 * (m - 1) if n is None else int(n)
    if n < 1:
        raise ivy.InvalidArgumentError(f"ivy.fft.{name}: invalid number of data points ({n}) along axis {ax}")
    xt = _resize_last(xt, n // 2 + 1)
    rd = F64 if xt.dtype is C128 else F32
    r = _scale(R.IRFFT(input=xt, fft_length=[n], Treal=rd), _inv(norm, n))
    return r if inv is None else R.Transpose(x=r, perm=axes_t(inv))


# ---------------------------------------------------------------- 1-D


def fft(x, /, *, n=None, axis=-1, norm="backward"):
    _check_norm("fft", norm)
    _check_n("fft", n)
    x = _complex_input(x)
    return _c2c("fft", x, n, normalize_axis(axis, x.shape.rank, "ivy.fft.fft"), norm, False)


def ifft(x, /, *, n=None, axis=-1, norm="backward"):
    _check_norm("ifft", norm)
    _check_n("ifft", n)
    x = _complex_input(x)
    return _c2c("ifft", x, n, normalize_axis(axis, x.shape.rank, "ivy.fft.ifft"), norm, True)


def rfft(x, /, *, n=None, axis=-1, norm="backward"):
    _check_norm("rfft", norm)
    _check_n("rfft", n)
    x = _real_input("rfft", x)
    return _r2c("rfft", x, n, normalize_axis(axis, x.shape.rank, "ivy.fft.rfft"), norm)


def irfft(x, /, *, n=None, axis=-1, norm="backward"):
    _check_norm("irfft", norm)
    _check_n("irfft", n)
    x = _complex_input(x)
    return _c2r("irfft", x, n, normalize_axis(axis, x.shape.rank, "ivy.fft.irfft"), norm)


_SWAP = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def hfft(x, /, *, n=None, axis=-1, norm="backward"):
    _check_norm("hfft", norm)
    _check_n("hfft", n)
    x = R.Conj(input=_complex_input(x))
    return _c2r("hfft", x, n, normalize_axis(axis, x.shape.rank, "ivy.fft.hfft"), _SWAP[norm])


def ihfft(x, /, *, n=None, axis=-1, norm="backward"):
    _check_norm("ihfft", norm)
    _check_n("ihfft", n)
    x = _real_input("ihfft", x)
    return R.Conj(input=_r2c("ihfft", x, n, normalize_axis(axis, x.shape.rank, "ivy.fft.ihfft"), _SWAP[norm]))


# ---------------------------------------------------------------- n-D


def _s_axes(name, x, s, axes, kind="c2c"):
    return _fftn_args(name, x.shape.as_list(), s, axes, kind)


def fftn(x, /, *, s=None, axes=None, norm="backward"):
    _check_norm("fftn", norm)
    x = _complex_input(x)
    s, axes = _s_axes("fftn", x, s, axes)
    for n, ax in zip(s, axes):
        x = _c2c("fftn", x, n, ax, norm, False)
    return x


def ifftn(x, /, *, s=None, axes=None, norm="backward"):
    _check_norm("ifftn", norm)
    x = _complex_input(x)
    s, axes = _s_axes("ifftn", x, s, axes)
    for n, ax in zip(s, axes):
        x = _c2c("ifftn", x, n, ax, norm, True)
    return x


def rfftn(x, /, *, s=None, axes=None, norm="backward"):
    _check_norm("rfftn", norm)
    x = _real_input("rfftn", x)
    s, axes = _s_axes("rfftn", x, s, axes, "r2c")
    x = _r2c("rfftn", x, s[-1], axes[-1], norm)
    for n, ax in zip(s[:-1], axes[:-1]):
        x = _c2c("rfftn", x, n, ax, norm, False)
    return x


def irfftn(x, /, *, s=None, axes=None, norm="backward"):
    _check_norm("irfftn", norm)
    x = _complex_input(x)
    s, axes = _s_axes("irfftn", x, s, axes, "c2r")
    for n, ax in zip(s[:-1], axes[:-1]):
        x = _c2c("irfftn", x, n, ax, norm, True)
    return _c2r("irfftn", x, s[-1], axes[-1], norm)


# ------------------------------------------------------------- helpers


def _freq_args(name, n, d, dtype):
    _fft_freq_args(name, n, d, dtype)
    return F32 if dtype is None else dtype


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("fftfreq", n, d, dtype)
    v = np.fft.fftfreq(int(n), d=d)
    if device is None:
        return cast(tf.constant(v, F64), dtype)
    with tf.device(device):
        return cast(tf.constant(v, F64), dtype)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("rfftfreq", n, d, dtype)
    v = np.fft.rfftfreq(int(n), d=d)
    if device is None:
        return cast(tf.constant(v, F64), dtype)
    with tf.device(device):
        return cast(tf.constant(v, F64), dtype)


def _shift(x, axes, sign, name):
    nd = x.shape.rank
    if nd == 0:
        return x
    axes = normalize_axes(axes, nd, f"ivy.fft.{name}")
    if not axes:
        return x
    shp = x.shape
    shifts = [sign * (shp[a] // 2) for a in axes]
    return R.Roll(input=x, shift=shifts, axis=axes)


def fftshift(x, /, *, axes=None):
    return _shift(x, axes, 1, "fftshift")


def ifftshift(x, /, *, axes=None):
    return _shift(x, axes, -1, "ifftshift")

"""``ivy.fft`` on MXNet, computed on the host with NumPy's pocketfft.

MXNet has no complex dtypes, so only the transforms with a real result can run:
``irfft``, ``irfftn`` and ``hfft`` of real input (read as complex with zero
imaginary part), plus ``fftfreq``, ``rfftfreq``, ``fftshift`` and ``ifftshift``.
``fft``, ``ifft``, ``fftn``, ``ifftn``, ``rfft``, ``rfftn`` and ``ihfft`` return
complex arrays: they raise ivy.UnsupportedDtypeError on mxnet.
"""

from __future__ import annotations

import numpy as onp

import ivy
from ivy.plugin import fft_freq_args as _fft_freq_args
from ivy.plugin import fftn_args as _fftn_args
from ivy.plugin import normalize_axes as _normalize_axes

from . import _host
from ._util import mnp

_fft = onp.fft
_F32 = onp.dtype("float32")
_F64 = onp.dtype("float64")


def _bad(name, e):
    return ivy.InvalidArgumentError(f"ivy.fft.{name}: {e}")


def _complex_out(name):
    def f(x, /, **kwargs):
        raise ivy.UnsupportedDtypeError(
            f"ivy.fft.{name} returns a complex array (complex64/complex128), which backend 'mxnet' "
            "cannot hold; ivy.fft.irfft, irfftn, hfft and the helpers (fftfreq, fftshift) work on mxnet"
        )

    f.__name__ = f.__qualname__ = name
    return f


def _norm(name, norm):
    if norm not in ("backward", "ortho", "forward"):
        raise ivy.InvalidArgumentError(f"ivy.fft.{name}: norm must be 'backward', 'ortho' or 'forward', got {norm!r}")


def _real_transform(name, npfn, x, **kwargs):
    _norm(name, kwargs.get("norm"))
    h = x.asnumpy()
    out = _F64 if h.dtype == _F64 else _F32
    try:
        r = npfn(h.astype(_F64), **kwargs)
    except ValueError as e:
        raise _bad(name, e) from e
    r = _host.back(onp.asarray(r).astype(out))
    if "axis" in kwargs and _host.grads(x) and r.size:
        return _linear_grad(r, x, npfn, kwargs)
    return r


def _linear_grad(r, x, npfn, kwargs):
    """``r`` = ``npfn(x)`` along one axis, a linear map of real ``x``: the same values plus its
    matrix (``npfn`` of the identity, from the host) applied to ``_host.delta(x)``."""
    ax = kwargs["axis"]
    m = npfn(onp.eye(x.shape[ax]), **dict(kwargs, axis=-1))
    d = mnp.matmul(mnp.moveaxis(_host.delta(x.astype(r.dtype)), ax, -1), mnp.array(m, dtype=r.dtype))
    return r + mnp.moveaxis(d, -1, ax)


def irfft(x, /, *, n=None, axis=-1, norm="backward"):
    return _real_transform("irfft", _fft.irfft, x, n=n, axis=axis, norm=norm)


def hfft(x, /, *, n=None, axis=-1, norm="backward"):
    return _real_transform("hfft", _fft.hfft, x, n=n, axis=axis, norm=norm)


def irfftn(x, /, *, s=None, axes=None, norm="backward"):
    s, axes = _fftn_args("irfftn", x.shape, s, axes, "c2r")
    return _real_transform("irfftn", _fft.irfftn, x, s=s, axes=axes, norm=norm)


fft = _complex_out("fft")
ifft = _complex_out("ifft")
rfft = _complex_out("rfft")
ihfft = _complex_out("ihfft")
fftn = _complex_out("fftn")
ifftn = _complex_out("ifftn")
rfftn = _complex_out("rfftn")


def _freq_args(name, n, d, dtype):
    _fft_freq_args(name, n, d, dtype)
    return _F32 if dtype is None else dtype


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("fftfreq", n, d, dtype)
    return _host.back(_fft.fftfreq(n, d=d).astype(dtype))


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = _freq_args("rfftfreq", n, d, dtype)
    return _host.back(_fft.rfftfreq(n, d=d).astype(dtype))


def fftshift(x, /, *, axes=None):
    if axes is not None:  # AxisError (NumPy: a bare IndexError), repeated axes refused
        axes = _normalize_axes(axes, x.ndim, "ivy.fft.fftshift")
    if x.ndim == 0:
        return x.copy()
    if _host.grads(x):
        return _host.select(_fft.fftshift, x, axes=axes)
    return _host.back(_fft.fftshift(x.asnumpy(), axes=axes))


def ifftshift(x, /, *, axes=None):
    if axes is not None:  # AxisError (NumPy: a bare IndexError), repeated axes refused
        axes = _normalize_axes(axes, x.ndim, "ivy.fft.ifftshift")
    if x.ndim == 0:
        return x.copy()
    if _host.grads(x):
        return _host.select(_fft.ifftshift, x, axes=axes)
    return _host.back(_fft.ifftshift(x.asnumpy(), axes=axes))

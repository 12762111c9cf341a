"""``numpy.fft`` on ivy: the discrete Fourier transforms and their helper functions.

NumPy 2's dtypes: float32/complex64 (and float16) input is transformed in single precision
(complex64 results), integers and bools in double precision (complex128); ``n``/``s`` pad with
zeros or crop; ``norm`` is ``"backward"`` (default), ``"ortho"`` or ``"forward"``; ``out=`` is
written as NumPy writes it.

>>> import ivy_frontends.numpy as np
>>> np.fft.fft([1., 0., 0., 0.]), np.fft.fftfreq(4)
(array([1.+0.j, 1.+0.j, 1.+0.j, 1.+0.j]), array([ 0.  ,  0.25, -0.5 , -0.25]))
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendValueError
from .. import _dtypes as D
from .._convert import asn, astype_native, dtype_of, int_arg, ret, shape_of
from .._errors import norm_axis
from ..ndarray import wrap

__all__ = ["fft", "ifft", "fft2", "ifft2", "fftn", "ifftn", "rfft", "irfft", "rfft2", "irfft2", "rfftn", "irfftn",
           "hfft", "ihfft", "fftfreq", "rfftfreq", "fftshift", "ifftshift"]

_NORMS = (None, "backward", "ortho", "forward")


def _norm(norm):
    if norm not in _NORMS:
        raise FrontendValueError(f'Invalid norm value {norm}; should be "backward", "ortho" or "forward".')
    return "backward" if norm is None else norm


def _complex_in(a):
    x = asn(a)
    d = dtype_of(x)
    if d in (D._F32, D._F16, D._C64, D._BF16):
        return astype_native(x, D._C64)
    return astype_native(x, D._C128)


def _real_in(a):
    x = asn(a)
    d = dtype_of(x)
    if d._cat == 3:
        from .. import _dtypes

        x = ivy.real(x)
        del _dtypes
        d = dtype_of(x)
    if d in (D._F32, D._F16, D._BF16):
        return astype_native(x, D._F32)
    return astype_native(x, D._F64)


def _fit(x, n, axis):
    """``x`` cropped or zero-padded to ``n`` along ``axis``."""
    m = int(x.shape[axis])
    if n == m:
        return x
    if n < m:
        return ivy.current_backend().getitem(x, (slice(None),) * axis + (slice(0, n),))
    shp = list(shape_of(x))
    shp[axis] = n - m
    return ivy.concat([x, ivy.zeros(tuple(shp), dtype=dtype_of(x)._ivy)._data], axis=axis)


def _n(n, default):
    if n is None:
        return default
    k = int_arg(n)
    if k < 1:
        raise FrontendValueError(f"Invalid number of FFT data points ({k}) specified.")
    return k


def fft(a, n=None, axis=-1, norm=None, out=None):
    """The 1-D discrete Fourier transform along ``axis``."""
    x = _complex_in(a)
    ax = norm_axis(axis, len(x.shape))
    x = _fit(x, _n(n, int(x.shape[ax])), ax)
    return ret(ivy.fft.fft(x, axis=ax, norm=_norm(norm)), out)


def ifft(a, n=None, axis=-1, norm=None, out=None):
    """The 1-D inverse discrete Fourier transform along ``axis``."""
    x = _complex_in(a)
    ax = norm_axis(axis, len(x.shape))
    x = _fit(x, _n(n, int(x.shape[ax])), ax)
    return ret(ivy.fft.ifft(x, axis=ax, norm=_norm(norm)), out)


def rfft(a, n=None, axis=-1, norm=None, out=None):
    """The 1-D transform of real input (the ``n // 2 + 1`` non-negative frequencies)."""
    x = _real_in(a)
    ax = norm_axis(axis, len(x.shape))
    x = _fit(x, _n(n, int(x.shape[ax])), ax)
    return ret(ivy.fft.rfft(x, axis=ax, norm=_norm(norm)), out)


def irfft(a, n=None, axis=-1, norm=None, out=None):
    """The inverse of :func:`rfft` (``n`` real outputs, ``2 * (m - 1)`` by default)."""
    x = _complex_in(a)
    ax = norm_axis(axis, len(x.shape))
    m = int(x.shape[ax])
    nn = _n(n, 2 * (m - 1))
    x = _fit(x, nn // 2 + 1, ax)
    return ret(_f16(a, ivy.fft.irfft(x, n=nn, axis=ax, norm=_norm(norm))), out)


def _f16(a, r):
    """NumPy keeps a float16 input's dtype in its real-output inverse transforms (irfft, hfft)."""
    return astype_native(r, D._F16) if dtype_of(asn(a)) is D._F16 else r


def hfft(a, n=None, axis=-1, norm=None, out=None):
    """The transform of a signal with Hermitian symmetry (real output)."""
    x = _complex_in(a)
    ax = norm_axis(axis, len(x.shape))
    m = int(x.shape[ax])
    nn = _n(n, 2 * (m - 1))
    nm = _norm(norm)
    inv = {"backward": "forward", "forward": "backward", "ortho": "ortho"}[nm]
    r = ivy.fft.irfft(_fit(ivy.conj(x), nn // 2 + 1, ax), n=nn, axis=ax, norm=inv)
    return ret(_f16(a, r), out)


def ihfft(a, n=None, axis=-1, norm=None, out=None):
    """The inverse of :func:`hfft`."""
    x = _real_in(a)
    ax = norm_axis(axis, len(x.shape))
    x = _fit(x, _n(n, int(x.shape[ax])), ax)
    nm = _norm(norm)
    inv = {"backward": "forward", "forward": "backward", "ortho": "ortho"}[nm]
    return ret(ivy.conj(ivy.fft.rfft(x, axis=ax, norm=inv)), out)


def _axes_s(x, s, axes, default_last=None):
    nd = len(x.shape)
    if axes is None:
        if s is None:
            axes = list(range(nd)) if default_last is None else list(range(nd))[-default_last:]
        else:
            axes = list(range(nd - len(s), nd))
    else:
        axes = [norm_axis(v, nd) for v in axes]
    if s is None:
        s = [int(x.shape[a]) for a in axes]
    else:
        s = [int_arg(v) for v in s]
        if len(s) != len(axes):
            raise FrontendValueError("Shape and axes have different lengths.")
        s = [int(x.shape[a]) if v == -1 else v for v, a in zip(s, axes)]
    return s, axes


def _cn(a, s, axes, norm, out, inverse, default_last=None):
    x = _complex_in(a)
    s, axes = _axes_s(x, s, axes, default_last)
    f = ivy.fft.ifft if inverse else ivy.fft.fft
    nm = _norm(norm)
    for n, ax in zip(reversed(s), reversed(axes)):
        x = f(_fit(x, n, ax), axis=ax, norm=nm)
    return ret(x, out)


def fftn(a, s=None, axes=None, norm=None, out=None):
    """The N-D discrete Fourier transform over ``axes`` (sizes ``s``)."""
    return _cn(a, s, axes, norm, out, False)


def ifftn(a, s=None, axes=None, norm=None, out=None):
    """The N-D inverse discrete Fourier transform."""
    return _cn(a, s, axes, norm, out, True)


def fft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return _cn(a, s, axes, norm, out, False)


def ifft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return _cn(a, s, axes, norm, out, True)


def rfftn(a, s=None, axes=None, norm=None, out=None):
    """The N-D transform of real input (the last axis halved)."""
    x = _real_in(a)
    s, axes = _axes_s(x, s, axes)
    nm = _norm(norm)
    x = ivy.fft.rfft(_fit(x, s[-1], axes[-1]), axis=axes[-1], norm=nm)
    for n, ax in zip(reversed(s[:-1]), reversed(axes[:-1])):
        x = ivy.fft.fft(_fit(x, n, ax), axis=ax, norm=nm)
    return ret(x, out)


def irfftn(a, s=None, axes=None, norm=None, out=None):
    """The inverse of :func:`rfftn`."""
    x = _complex_in(a)
    nd = len(x.shape)
    if axes is None:
        axes = list(range(nd)) if s is None else list(range(nd - len(s), nd))
    else:
        axes = [norm_axis(v, nd) for v in axes]
    if s is None:
        s = [int(x.shape[ax]) for ax in axes[:-1]] + [2 * (int(x.shape[axes[-1]]) - 1)]
    else:
        s = [int_arg(v) for v in s]
    nm = _norm(norm)
    for n, ax in zip(s[:-1], axes[:-1]):
        x = ivy.fft.ifft(_fit(x, n, ax), axis=ax, norm=nm)
    last = s[-1]
    x = ivy.fft.irfft(_fit(x, last // 2 + 1, axes[-1]), n=last, axis=axes[-1], norm=nm)
    return ret(x, out)


def rfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return rfftn(a, s, axes, norm, out)


def irfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return irfftn(a, s, axes, norm, out)


def fftfreq(n, d=1.0, device=None):
    """The sample frequencies of an ``n``-point transform with spacing ``d``."""
    n = int_arg(n)
    if n < 1:
        raise FrontendValueError("n should be an integer greater than 0")
    half = (n - 1) // 2 + 1
    pos = list(range(0, half))
    neg = list(range(-(n // 2), 0))
    k = ivy.asarray(pos + neg, dtype=ivy.int64)._data
    return wrap(ivy.divide(astype_native(k, D._F64), float(n) * float(d)))


def rfftfreq(n, d=1.0, device=None):
    """The non-negative sample frequencies of an ``n``-point real transform."""
    n = int_arg(n)
    if n < 1:
        raise FrontendValueError("n should be an integer greater than 0")
    k = ivy.arange(0, n // 2 + 1, 1, dtype=ivy.float64)._data
    return wrap(ivy.divide(k, float(n) * float(d)))


def _shift(x, axes, sign):
    v = asn(x)
    nd = len(v.shape)
    if axes is None:
        axes = tuple(range(nd))
    elif isinstance(axes, int):
        axes = (axes,)
    axes = tuple(norm_axis(a, nd) for a in axes)
    if not axes:
        return wrap(v)
    shifts = tuple((int(v.shape[a]) // 2) * sign if sign > 0 else -(int(v.shape[a]) // 2) for a in axes)
    return wrap(ivy.roll(v, shifts, axis=axes))


def fftshift(x, axes=None):
    """The zero frequency moved to the centre."""
    return _shift(x, axes, 1)


def ifftshift(x, axes=None):
    """The inverse of :func:`fftshift`."""
    return _shift(x, axes, -1)

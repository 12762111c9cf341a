"""``torch.fft`` on ivy's ``fft`` extension.

Real and integer inputs become complex of the default (or input) precision: float32 ->
complex64, float64 -> complex128, integers -> the default dtype's complex; ``n``/``s`` pad or
trim, ``dim`` and ``norm`` as torch.

>>> import ivy_frontends.torch as torch
>>> torch.fft.rfft(torch.tensor([1.0, 0.0, 0.0, 0.0]))
tensor([1.+0.j, 1.+0.j, 1.+0.j])
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendRuntimeError
from .. import _dtypes as D
from .._convert import dtype_of, ret, t, wrap
from ..tensor import _dim

__all__ = ["fft", "ifft", "fft2", "ifft2", "fftn", "ifftn", "rfft", "irfft", "rfft2", "irfft2", "rfftn", "irfftn",
           "hfft", "ihfft", "hfft2", "ihfft2", "hfftn", "ihfftn", "fftfreq", "rfftfreq", "fftshift", "ifftshift"]


def _nat(r):
    return r._data if r.__class__ is ivy.Array else r


def _complex_in(x):
    a = t(x)
    d = dtype_of(a)
    if d.is_complex:
        return a
    if d is D.float16 or d is D.bfloat16:
        raise FrontendRuntimeError(f"Unsupported dtype {d}")
    fd = d if d.is_floating_point else D.get_default_dtype()
    return ivy.astype(a, fd.to_complex()._ivy)


def _real_in(x, fn):
    a = t(x)
    d = dtype_of(a)
    if d.is_complex:
        raise FrontendRuntimeError(f"{fn} expects a real input tensor, but got {d}")
    if d is D.float16 or d is D.bfloat16:
        raise FrontendRuntimeError(f"Unsupported dtype {d}")
    if not d.is_floating_point:
        a = ivy.astype(a, D.get_default_dtype()._ivy)
    return a


def _norm(norm):
    if norm is None:
        return "backward"
    if norm not in ("backward", "ortho", "forward"):
        raise FrontendRuntimeError(f"Invalid normalization mode: {norm}")
    return norm


def _check_n(n, fn):
    if n is not None and n < 1:
        raise FrontendRuntimeError(f"Invalid number of data points ({n}) specified")


def fft(input, n=None, dim=-1, norm=None, *, out=None):  # noqa: A002
    """The 1-d discrete Fourier transform along ``dim``."""
    _check_n(n, "fft")
    a = _complex_in(input)
    return ret(ivy.fft.fft(a, n=n, axis=_dim(dim, a.ndim), norm=_norm(norm)), out)


def ifft(input, n=None, dim=-1, norm=None, *, out=None):  # noqa: A002
    """The 1-d inverse transform."""
    _check_n(n, "ifft")
    a = _complex_in(input)
    return ret(ivy.fft.ifft(a, n=n, axis=_dim(dim, a.ndim), norm=_norm(norm)), out)


def _axes(a, s, dim, default_all=True, nd=None):
    if dim is None:
        if s is not None:
            dims = list(range(a.ndim - len(s), a.ndim))
        elif nd is not None:
            dims = list(range(a.ndim - nd, a.ndim))
        else:
            dims = list(range(a.ndim))
    else:
        dims = [dim] if isinstance(dim, int) else list(dim)
        dims = [_dim(d, a.ndim) for d in dims]
    if s is not None:
        s = list(s)
        if len(s) != len(dims):
            raise FrontendRuntimeError("When given, dim and shape arguments must have the same length")
        s = [int(a.shape[d]) if v == -1 else v for v, d in zip(s, dims)]
    return s, dims


def fftn(input, s=None, dim=None, norm=None, *, out=None):  # noqa: A002
    """The n-d transform over ``dim`` (all dims by default)."""
    a = _complex_in(input)
    s, dims = _axes(a, s, dim)
    return ret(ivy.fft.fftn(a, s=s, axes=dims, norm=_norm(norm)), out)


def ifftn(input, s=None, dim=None, norm=None, *, out=None):  # noqa: A002
    """The n-d inverse transform."""
    a = _complex_in(input)
    s, dims = _axes(a, s, dim)
    return ret(ivy.fft.ifftn(a, s=s, axes=dims, norm=_norm(norm)), out)


def fft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):  # noqa: A002
    """``fftn`` over the last two dims."""
    return fftn(input, s, dim, norm, out=out)


def ifft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):  # noqa: A002
    """``ifftn`` over the last two dims."""
    return ifftn(input, s, dim, norm, out=out)


def rfft(input, n=None, dim=-1, norm=None, *, out=None):  # noqa: A002
    """The transform of real input: the n // 2 + 1 non-negative frequencies."""
    _check_n(n, "rfft")
    a = _real_in(input, "rfft")
    return ret(ivy.fft.rfft(a, n=n, axis=_dim(dim, a.ndim), norm=_norm(norm)), out)


def irfft(input, n=None, dim=-1, norm=None, *, out=None):  # noqa: A002
    """The inverse of ``rfft`` (real output of length ``n``, default 2 (m - 1))."""
    _check_n(n, "irfft")
    a = _complex_in(input)
    d = _dim(dim, a.ndim)
    nn = n if n is not None else 2 * (int(a.shape[d]) - 1)
    if nn < 1:
        raise FrontendRuntimeError(f"Invalid number of data points ({nn}) specified")
    return ret(ivy.fft.irfft(a, n=nn, axis=d, norm=_norm(norm)), out)


def rfftn(input, s=None, dim=None, norm=None, *, out=None):  # noqa: A002
    """The n-d transform of real input (the last dim halved)."""
    a = _real_in(input, "rfftn")
    s, dims = _axes(a, s, dim)
    return ret(ivy.fft.rfftn(a, s=s, axes=dims, norm=_norm(norm)), out)


def irfftn(input, s=None, dim=None, norm=None, *, out=None):  # noqa: A002
    """The inverse of ``rfftn``."""
    a = _complex_in(input)
    s, dims = _axes(a, s, dim)
    if s is None:
        s = [int(a.shape[d]) for d in dims]
        s[-1] = 2 * (s[-1] - 1)
    return ret(ivy.fft.irfftn(a, s=s, axes=dims, norm=_norm(norm)), out)


def rfft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):  # noqa: A002
    """``rfftn`` over the last two dims."""
    return rfftn(input, s, dim, norm, out=out)


def irfft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):  # noqa: A002
    """``irfftn`` over the last two dims."""
    return irfftn(input, s, dim, norm, out=out)


_INV = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def hfft(input, n=None, dim=-1, norm=None, *, out=None):  # noqa: A002
    """The transform of a Hermitian-symmetric signal (one-sided input, real output)."""
    _check_n(n, "hfft")
    a = _complex_in(input)
    d = _dim(dim, a.ndim)
    nn = n if n is not None else 2 * (int(a.shape[d]) - 1)
    r = ivy.fft.irfft(ivy.conj(a), n=nn, axis=d, norm=_INV[_norm(norm)])
    return ret(r, out)


def ihfft(input, n=None, dim=-1, norm=None, *, out=None):  # noqa: A002
    """The inverse of ``hfft``: real input, one-sided complex output."""
    _check_n(n, "ihfft")
    a = _real_in(input, "ihfft")
    r = ivy.fft.rfft(a, n=n, axis=_dim(dim, a.ndim), norm=_INV[_norm(norm)])
    return ret(ivy.conj(r), out)


def hfftn(input, s=None, dim=None, norm=None, *, out=None):  # noqa: A002
    """The n-d ``hfft``."""
    a = _complex_in(input)
    s, dims = _axes(a, s, dim)
    if s is None:
        s = [int(a.shape[d]) for d in dims]
        s[-1] = 2 * (s[-1] - 1)
    r = ivy.fft.irfftn(ivy.conj(a), s=s, axes=dims, norm=_INV[_norm(norm)])
    return ret(r, out)


def ihfftn(input, s=None, dim=None, norm=None, *, out=None):  # noqa: A002
    """The n-d ``ihfft``."""
    a = _real_in(input, "ihfftn")
    s, dims = _axes(a, s, dim)
    r = ivy.fft.rfftn(a, s=s, axes=dims, norm=_INV[_norm(norm)])
    return ret(ivy.conj(r), out)


def hfft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):  # noqa: A002
    """``hfftn`` over the last two dims."""
    return hfftn(input, s, dim, norm, out=out)


def ihfft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):  # noqa: A002
    """``ihfftn`` over the last two dims."""
    return ihfftn(input, s, dim, norm, out=out)


def fftfreq(n, d=1.0, *, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    """The sample frequencies of an ``n``-point transform."""
    dt = D.get_default_dtype() if dtype is None else D.from_any(dtype)
    r = ivy.fft.fftfreq(n, d=d, dtype=ivy.float64)
    return ret(ivy.astype(_nat(r), dt._ivy), out)


def rfftfreq(n, d=1.0, *, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    """The non-negative sample frequencies of an ``n``-point real transform."""
    dt = D.get_default_dtype() if dtype is None else D.from_any(dtype)
    r = ivy.fft.rfftfreq(n, d=d, dtype=ivy.float64)
    return ret(ivy.astype(_nat(r), dt._ivy), out)


def fftshift(input, dim=None):  # noqa: A002
    """The zero frequency moved to the center."""
    a = t(input)
    axes = None if dim is None else ([_dim(dim, a.ndim)] if isinstance(dim, int) else [_dim(d, a.ndim) for d in dim])
    return wrap(ivy.fft.fftshift(a, axes=axes))


def ifftshift(input, dim=None):  # noqa: A002
    """The inverse of ``fftshift``."""
    a = t(input)
    axes = None if dim is None else ([_dim(dim, a.ndim)] if isinstance(dim, int) else [_dim(d, a.ndim) for d in dim])
    return wrap(ivy.fft.ifftshift(a, axes=axes))

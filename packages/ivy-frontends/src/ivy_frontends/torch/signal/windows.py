"""``torch.signal.windows``: the window functions of SciPy's definitions (``sym=False``: the
periodic window, the first ``M`` points of the symmetric window of ``M + 1``).

>>> import ivy_frontends.torch as torch
>>> torch.signal.windows.bartlett(5)
tensor([0.0000, 0.5000, 1.0000, 0.5000, 0.0000])
"""

from __future__ import annotations

import math

from ..._errors import FrontendValueError
from .._creation import _finish, tensor
from .._size_device import strided

__all__ = ["bartlett", "blackman", "cosine", "exponential", "gaussian", "general_cosine", "general_hamming",
           "hamming", "hann", "kaiser", "nuttall"]


def _make(values, dtype, device, requires_grad):
    from .. import _dtypes as D

    d = D.get_default_dtype() if dtype is None else D.from_any(dtype)
    if not d.is_floating_point:
        raise FrontendValueError(f"dtype must be a floating point type, but got dtype={d}")
    return _finish(tensor(values, dtype=d, device=device)._data, requires_grad)


def _check(M, name):
    if M < 0:
        raise FrontendValueError(f"{name} requires non-negative window length, got M={M}")


def _span(M, sym):
    """The number of points of the symmetric window the values come from, less one."""
    return (M - 1) if sym else M


def _cosine_sum(M, a, sym, dtype, layout, device, requires_grad, name):
    _check(M, name)
    if M <= 1:
        return _make([1.0] * M, dtype, device, requires_grad)
    n1 = _span(M, sym)
    vals = [sum(((-1) ** k) * ak * math.cos(2 * math.pi * k * i / n1) for k, ak in enumerate(a)) for i in range(M)]
    return _make(vals, dtype, device, requires_grad)


def bartlett(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):  # noqa: N803
    """The triangular window that is 0 at both ends."""
    _check(M, "bartlett")
    if M <= 1:
        return _make([1.0] * M, dtype, device, requires_grad)
    n1 = _span(M, sym)
    return _make([1 - abs(2 * i / n1 - 1) for i in range(M)], dtype, device, requires_grad)


def blackman(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):  # noqa: N803
    """The Blackman window (cosine sum 0.42, 0.5, 0.08)."""
    return _cosine_sum(M, [0.42, 0.5, 0.08], sym, dtype, layout, device, requires_grad, "blackman")


def cosine(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):  # noqa: N803
    """The sine window ``sin(pi (n + 1/2) / M)``."""
    _check(M, "cosine")
    if M <= 1:
        return _make([1.0] * M, dtype, device, requires_grad)
    m = M if sym else M + 1
    return _make([math.sin(math.pi * (i + 0.5) / m) for i in range(M)], dtype, device, requires_grad)


def exponential(M, *, center=None, tau=1.0, sym=True, dtype=None, layout=strided, device=None,  # noqa: N803
                requires_grad=False):
    """``exp(-|n - center| / tau)`` (center: the middle of the window)."""
    _check(M, "exponential")
    if tau <= 0:
        raise FrontendValueError(f"Tau must be positive, got: {tau} instead.")
    if sym and center is not None:
        raise FrontendValueError("Center must be None for symmetric windows")
    if M <= 1:
        return _make([1.0] * M, dtype, device, requires_grad)
    c = center if center is not None else (M - 1) / 2 if sym else M / 2
    return _make([math.exp(-abs(i - c) / tau) for i in range(M)], dtype, device, requires_grad)


def gaussian(M, *, std=1.0, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):  # noqa: N803
    """``exp(-(n - center)^2 / (2 std^2))``."""
    _check(M, "gaussian")
    if std <= 0:
        raise FrontendValueError(f"Standard deviation must be positive, got: {std} instead.")
    if M <= 1:
        return _make([1.0] * M, dtype, device, requires_grad)
    c = (M - 1) / 2 if sym else M / 2
    return _make([math.exp(-((i - c) ** 2) / (2 * std * std)) for i in range(M)], dtype, device, requires_grad)


def general_cosine(M, *, a, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):  # noqa: N803
    """``sum_k (-1)^k a_k cos(2 pi k n / (M - 1))``."""
    a = list(a.tolist() if hasattr(a, "tolist") else a)
    if not a:
        raise FrontendValueError("Coefficients cannot be empty")
    return _cosine_sum(M, a, sym, dtype, layout, device, requires_grad, "general_cosine")


def general_hamming(M, *, alpha=0.54, sym=True, dtype=None, layout=strided, device=None,  # noqa: N803
                    requires_grad=False):
    """``alpha - (1 - alpha) cos(2 pi n / (M - 1))``."""
    return _cosine_sum(M, [alpha, 1.0 - alpha], sym, dtype, layout, device, requires_grad, "general_hamming")


def hamming(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):  # noqa: N803
    """``general_hamming`` with alpha 0.54."""
    return general_hamming(M, alpha=0.54, sym=sym, dtype=dtype, layout=layout, device=device,
                           requires_grad=requires_grad)


def hann(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):  # noqa: N803
    """``general_hamming`` with alpha 0.5."""
    return general_hamming(M, alpha=0.5, sym=sym, dtype=dtype, layout=layout, device=device,
                           requires_grad=requires_grad)


def _i0(x):
    s, term, k = 1.0, 1.0, 1
    while term > 1e-17 * s:
        term *= (x / (2 * k)) ** 2
        s += term
        k += 1
    return s


def kaiser(M, *, beta=12.0, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):  # noqa: N803
    """``I0(beta sqrt(1 - (2n / (M - 1) - 1)^2)) / I0(beta)``."""
    _check(M, "kaiser")
    if beta < 0:
        raise FrontendValueError(f"beta must be non-negative, got: {beta} instead.")
    if M <= 1:
        return _make([1.0] * M, dtype, device, requires_grad)
    n1 = _span(M, sym)
    den = _i0(beta)
    vals = [_i0(beta * math.sqrt(max(0.0, 1 - (2 * i / n1 - 1) ** 2))) / den for i in range(M)]
    return _make(vals, dtype, device, requires_grad)


def nuttall(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):  # noqa: N803
    """The minimum 4-term Blackman-Harris window of Nuttall."""
    return _cosine_sum(M, [0.3635819, 0.4891775, 0.1365995, 0.0106411], sym, dtype, layout, device, requires_grad,
                       "nuttall")

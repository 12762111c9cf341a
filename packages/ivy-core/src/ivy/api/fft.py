"""fft functions: the standard's ``fft`` extension, as ``ivy.fft.<name>``.

``norm`` is ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
(``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward). Precision follows
the input: float32/complex64 give complex64 (float32 for real outputs),
float64/complex128 give complex128 (float64). Integer, bool and float16
inputs compute in float32, ivy's default float dtype. Complex transforms
(``fft``, ``ifft``, ``fftn``, ``ifftn``) also accept real input.

Called, ``ivy.fft(x, dim, *, norm="backward", n=None)`` is Ivy 1.0's top-level ``fft``.
"""

from __future__ import annotations

import inspect as _inspect
import sys as _sys
import types as _types
from typing import Literal

from .._dispatch import REGISTRY as _REGISTRY
from .._dispatch import api

__all__ = [
    "fft", "ifft", "fftn", "ifftn", "rfft", "irfft", "rfftn", "irfftn", "hfft", "ihfft",
    "fftfreq", "rfftfreq", "fftshift", "ifftshift",
]


@api
def fft(x: Array, /, *, n: int | None = None, axis: int = -1, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """One-dimensional discrete Fourier transform along ``axis``.

    ``n`` crops or zero-pads the input along ``axis`` to ``n`` points first.

    >>> X = ivy.fft.fft(ivy.asarray([1.0, 1.0, 1.0, 1.0]))
    >>> X.dtype, [complex(v) for v in X]
    (ivy.complex64, [(4+0j), 0j, 0j, 0j])
    """


@api
def ifft(x: Array, /, *, n: int | None = None, axis: int = -1, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """One-dimensional inverse discrete Fourier transform along ``axis``.

    >>> [complex(v) for v in ivy.fft.ifft(ivy.asarray([4.0, 0.0, 0.0, 0.0]))]
    [(1+0j), (1+0j), (1+0j), (1+0j)]
    """


@api
def fftn(x: Array, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """N-dimensional discrete Fourier transform over ``axes`` (all axes by default).

    ``s[i]`` crops or zero-pads axis ``axes[i]`` (``-1``: keep its size); with
    ``s`` and no ``axes``, the last ``len(s)`` axes are transformed.

    >>> ivy.fft.fftn(ivy.ones((2, 3))).shape
    (2, 3)
    """


@api
def ifftn(x: Array, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """N-dimensional inverse discrete Fourier transform (see :func:`fftn` for ``s`` and ``axes``).

    >>> ivy.fft.ifftn(ivy.ones((2, 3)), s=(4,)).shape
    (2, 4)
    """


@api
def rfft(x: Array, /, *, n: int | None = None, axis: int = -1, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """Discrete Fourier transform of a real signal: the ``n // 2 + 1`` non-negative frequencies.

    >>> [complex(v) for v in ivy.fft.rfft(ivy.asarray([1.0, 1.0, 1.0, 1.0]))]
    [(4+0j), 0j, 0j]
    """


@api
def irfft(x: Array, /, *, n: int | None = None, axis: int = -1, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """Inverse of :func:`rfft`: a real signal of length ``n`` (default ``2 * (m - 1)``).

    >>> x = ivy.fft.irfft(ivy.asarray([4.0 + 0j, 0j, 0j]))
    >>> x.dtype, [float(v) for v in x]
    (ivy.float32, [1.0, 1.0, 1.0, 1.0])
    """


@api
def rfftn(x: Array, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """N-dimensional transform of a real signal; the last axis keeps ``s[-1] // 2 + 1`` frequencies.

    >>> ivy.fft.rfftn(ivy.ones((2, 4))).shape
    (2, 3)
    """


@api
def irfftn(x: Array, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """Inverse of :func:`rfftn`: real output, the last axis of length ``s[-1]`` (default ``2 * (m - 1)``).

    >>> ivy.fft.irfftn(ivy.ones((2, 3), dtype=ivy.complex64)).shape
    (2, 4)
    """


@api
def hfft(x: Array, /, *, n: int | None = None, axis: int = -1, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """Transform of a Hermitian-symmetric signal given by its first half: real output of length ``n``.

    ``n`` defaults to ``2 * (m - 1)``.

    >>> [float(v) for v in ivy.fft.hfft(ivy.asarray([1.0 + 0j, 0j, 0j]))]
    [1.0, 1.0, 1.0, 1.0]
    """


@api
def ihfft(x: Array, /, *, n: int | None = None, axis: int = -1, norm: Literal["backward", "ortho", "forward"] = "backward") -> Array:  # noqa: E501
    """Inverse of :func:`hfft`: the ``n // 2 + 1`` first values of the inverse transform of a real signal.

    >>> ivy.fft.ihfft(ivy.ones(4)).shape
    (3,)
    """


@api(always_wrap=True)
def fftfreq(n: int, /, *, d: float = 1.0, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """Sample frequencies of an ``n``-point DFT with sample spacing ``d`` (float32 by default).

    >>> f = ivy.fft.fftfreq(4)
    >>> f.dtype, [float(v) for v in f]
    (ivy.float32, [0.0, 0.25, -0.5, -0.25])
    """


@api(always_wrap=True)
def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """Non-negative sample frequencies (``n // 2 + 1`` of them) of an ``n``-point real DFT.

    >>> [float(v) for v in ivy.fft.rfftfreq(4)]
    [0.0, 0.25, 0.5]
    """


@api
def fftshift(x: Array, /, *, axes: int | Sequence[int] | None = None) -> Array:
    """Move the zero-frequency term to the centre of ``axes`` (all axes by default).

    >>> [float(v) for v in ivy.fft.fftshift(ivy.asarray([0.0, 1.0, 2.0, -2.0, -1.0]))]
    [-2.0, -1.0, 0.0, 1.0, 2.0]
    """


@api
def ifftshift(x: Array, /, *, axes: int | Sequence[int] | None = None) -> Array:
    """Inverse of :func:`fftshift`.

    >>> [float(v) for v in ivy.fft.ifftshift(ivy.asarray([-2.0, -1.0, 0.0, 1.0, 2.0]))]
    [0.0, 1.0, 2.0, -2.0, -1.0]
    """


class _CallableNamespace(_types.ModuleType):
    """``ivy.fft`` is this module (the standard's ``ivy.fft.<name>``) and, called, Ivy 1.0's
    ``ivy.fft(x, dim, *, norm="backward", n=None)`` (declared in api/layers.py)."""

    def __call__(self, *args, **kwargs):
        return _REGISTRY["fft"].dispatcher(*args, **kwargs)

    @property
    def __signature__(self):
        return _inspect.signature(_REGISTRY["fft"].dispatcher)


_sys.modules[__name__].__class__ = _CallableNamespace

# the declarations' helpers are no part of the ivy.fft namespace
del api

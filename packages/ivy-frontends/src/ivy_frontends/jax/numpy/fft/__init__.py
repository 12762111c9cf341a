"""``jax.numpy.fft`` on ivy: the FFTs (computed by ``ivy_frontends.numpy.fft``) with JAX's dtypes
(complex64 for float32 and integer inputs without x64).

>>> import ivy_frontends.jax.numpy as jnp
>>> jnp.fft.fft(jnp.array([1.0, 0.0])).dtype
dtype('complex64')
"""

from __future__ import annotations

from .._fallback import via_np

_INEXACT = "fft fft2 fftn ifft ifft2 ifftn rfft rfft2 rfftn irfft irfft2 irfftn hfft ihfft".split()
_EACH = "fftshift ifftshift".split()
__all__ = _INEXACT + _EACH + ["fftfreq", "rfftfreq"]

for _n in _INEXACT:
    globals()[_n] = via_np("fft." + _n, "inexact", 1, jname="fft." + _n)
for _n in _EACH:
    globals()[_n] = via_np("fft." + _n, "each", 1, jname="fft." + _n)


def fftfreq(n, d=1.0, *, dtype=None, device=None):
    from ... import _dtypes as D
    from ..._array import wrap
    from ..._convert import to_dtype
    from .._fallback import np_call

    return wrap(to_dtype(np_call("fft.fftfreq", n, d), D.request(dtype) or D.default_float()))


def rfftfreq(n, d=1.0, *, dtype=None, device=None):
    from ... import _dtypes as D
    from ..._array import wrap
    from ..._convert import to_dtype
    from .._fallback import np_call

    return wrap(to_dtype(np_call("fft.rfftfreq", n, d), D.request(dtype) or D.default_float()))

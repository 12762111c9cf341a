"""Layer functions on NumPy: ``linear`` with one weight matrix as a single matmul; the rest
(batched weights, dropout, attention, LSTM) is ivy-core's composition."""

from __future__ import annotations

import numpy as np

from ivy.plugin import with_fallback

_F32 = np.dtype("float32")
_nd = np.ndarray


@with_fallback
def linear(composition, x, weight, /, *, bias=None):
    # one weight matrix whose input size matches x's last axis, a bias of at most 1 dimension,
    # real or bool arrays: one matmul; the rest (batched weights, complex) is the composition
    if x.__class__ is _nd and weight.__class__ is _nd and weight.ndim == 2 and x.ndim >= 1 \
            and (bias is None or bias.__class__ is _nd and bias.ndim <= 1) and x.shape[-1] == weight.shape[1]:
        d = x.dtype
        if d is weight.dtype and (bias is None or bias.dtype is d) and d.kind == "f":  # the common case
            y = np.matmul(x, weight.T)
            if bias is not None:
                y += bias
            return y
        if d.kind in "fiub" and weight.dtype.kind in "fiub" and (bias is None or bias.dtype.kind in "fiub"):
            d = np.result_type(x, weight) if bias is None else np.result_type(x, weight, bias)
            if d.kind != "f":
                d = _F32
            y = np.matmul(x.astype(d, copy=False), weight.astype(d, copy=False).T)
            if bias is not None:
                y += bias.astype(d, copy=False)
            return y
    return composition(x, weight, bias=bias)

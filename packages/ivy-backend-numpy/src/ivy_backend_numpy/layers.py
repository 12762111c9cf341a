"""Layer functions on NumPy: ``linear`` with one weight matrix as a single matmul; the rest
(batched weights, dropout, attention, LSTM) is ivy-core's composition."""

from __future__ import annotations

import numpy as np

from ivy.plugin import partial

_F32 = np.dtype("float32")


@partial(lambda x, weight, /, *, bias=None: weight.ndim == 2 and x.ndim >= 1 and x.shape[-1] == weight.shape[1]
         and (bias is None or bias.ndim <= 1) and x.dtype.kind in "fiub" and weight.dtype.kind in "fiub"
         and (bias is None or bias.dtype.kind in "fiub"))
def linear(x, weight, /, *, bias=None):
    d = x.dtype
    if d is weight.dtype and (bias is None or bias.dtype is d) and d.kind == "f":  # the common case
        y = np.matmul(x, weight.T)
        if bias is not None:
            y += bias
        return np.asarray(y)
    d = np.result_type(x, weight) if bias is None else np.result_type(x, weight, bias)
    if d.kind != "f":
        d = _F32
    y = np.matmul(x.astype(d, copy=False), weight.astype(d, copy=False).T)
    if bias is not None:
        y += bias.astype(d, copy=False)
    return np.asarray(y)

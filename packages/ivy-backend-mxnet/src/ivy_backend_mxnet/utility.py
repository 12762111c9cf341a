"""Utility functions on MXNet (host NumPy for diff with prepend/append and bool reductions;
while mx.autograd records, ``diff`` of floats carries the gradient of its slicing in mx.np)."""

from __future__ import annotations

import numpy as onp

from . import _host
from ._util import _nd, mnp


def all(x, /, *, axis=None, keepdims=False):
    return _host.back(onp.asarray(onp.all(x.asnumpy(), axis=axis, keepdims=keepdims)))


def any(x, /, *, axis=None, keepdims=False):
    return _host.back(onp.asarray(onp.any(x.asnumpy(), axis=axis, keepdims=keepdims)))


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    kw = {}
    if prepend is not None:
        kw["prepend"] = _host.h(prepend)
    if append is not None:
        kw["append"] = _host.h(append)
    h = x.asnumpy()
    r = onp.diff(h, n=n, axis=axis, **kw)
    r = _host.back(r.astype(h.dtype, copy=False) if h.dtype.kind != "b" else r)
    if h.dtype.kind == "f" and r.size and _host.grads(x, prepend, append):
        return _host.with_grad(r, _diff(x, axis, n, prepend, append))
    return r


def _diff(x, axis, n, prepend, append):
    """``diff`` by slicing and subtraction in mx.np (recorded)."""
    ax = axis % x.ndim
    parts = []
    for e in (prepend, x, append):
        if e is None:
            continue
        if not isinstance(e, _nd) or e.ndim == 0:
            shp = list(x.shape)
            shp[ax] = 1
            e = mnp.broadcast_to(mnp.array(onp.asarray(_host.h(e), dtype=x.dtype), dtype=x.dtype), tuple(shp))
        parts.append(e.astype(x.dtype))
    y = mnp.concatenate(parts, axis=ax) if len(parts) > 1 else x
    lead = (slice(None),) * ax
    for _ in range(n):
        y = y[lead + (slice(1, None),)] - y[lead + (slice(None, -1),)]
    return y

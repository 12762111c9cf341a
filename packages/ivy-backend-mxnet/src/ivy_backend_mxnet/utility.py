"""Utility functions on MXNet (host NumPy for diff with prepend/append and bool reductions)."""

from __future__ import annotations

import numpy as onp

from . import _host


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
    return _host.back(r.astype(h.dtype, copy=False) if h.dtype.kind != "b" else r)

"""Data type conversion on MXNet."""

from __future__ import annotations

from ._util import _nd


def astype(x, dtype, /, *, copy=True, device=None):
    if x.dtype == dtype:
        r = x.copy() if copy else x
    else:
        r = x.astype(dtype)
    if device is not None and r.ctx != device:
        r = r.as_in_ctx(device)
    return r


_ = _nd

"""Set functions on MXNet; computed on the host with NumPy. NaNs are distinct, as the
standard asks (NumPy 1.23's ``unique`` already keeps every NaN)."""

from __future__ import annotations

import numpy as onp

from ivy.api.set import UniqueAllResult, UniqueCountsResult, UniqueInverseResult

from . import _host
from ._util import INT_RANGE, _nd
from .creation import asarray


def _unique(h, **kw):
    if h.dtype.kind == "f" and onp.isnan(h).any():
        try:
            return onp.unique(h, equal_nan=False, **kw)
        except TypeError:
            pass
    return onp.unique(h, **kw)


def unique_all(x, /):
    h = x.asnumpy()
    v, i, inv, c = _unique(h.ravel(), return_index=True, return_inverse=True, return_counts=True)
    return _host.back(UniqueAllResult(v, i.astype(onp.int64), inv.reshape(h.shape).astype(onp.int64),
                                      c.astype(onp.int64)))


def unique_counts(x, /):
    v, c = _unique(x.asnumpy().ravel(), return_counts=True)
    return _host.back(UniqueCountsResult(v, c.astype(onp.int64)))


def unique_inverse(x, /):
    h = x.asnumpy()
    v, inv = _unique(h.ravel(), return_inverse=True)
    return _host.back(UniqueInverseResult(v, inv.reshape(h.shape).astype(onp.int64)))


def unique_values(x, /):
    return _host.back(_unique(x.asnumpy().ravel()))


def isin(x1, x2, /, *, invert=False):
    # nested lists as arrays first: NumPy 1.23 (MXNet's) made an object array of a ragged one
    x1, x2 = (asarray(v) if v.__class__ is list or v.__class__ is tuple else v for v in (x1, x2))
    for x, s in ((x1, x2), (x2, x1)):
        if s.__class__ is int and isinstance(x, _nd):
            r = INT_RANGE.get(x.dtype)
            if r is not None and not r[0] <= s <= r[1]:
                # an int outside the other's integer dtype equals none of its values (NumPy 1.23
                # would wrap it: -1 was found among uint8 values as 255)
                return _host.back(onp.full(x1.shape if x is x1 else (), invert))
    return _host.back(onp.isin(_host.h(x1), _host.h(x2), invert=invert))

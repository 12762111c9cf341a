"""Running a NumPy computation on the host for an mx array (copy out, compute, copy back).

Used where ``mx.np`` lacks an operation, gets its semantics wrong, or crashes on
size-0 input. Such results are not tracked by ``mx.autograd``.
"""

from __future__ import annotations

import numpy as onp

from ._util import CANON, IVY_OF, _nd, mnp


def h(x):
    if isinstance(x, _nd):
        return x.asnumpy()
    if x.__class__ is list or x.__class__ is tuple:
        return x.__class__(h(v) for v in x)
    return x


def back(r, ctx=None):
    """NumPy results (array, tuple, list) as mx arrays."""
    if isinstance(r, tuple):
        if hasattr(r, "_fields"):
            return r.__class__(*(back(v, ctx) for v in r))
        return tuple(back(v, ctx) for v in r)
    if isinstance(r, list):
        return [back(v, ctx) for v in r]
    r = onp.asarray(r)
    d = CANON.get(r.dtype)
    if d is None:
        if r.dtype.kind == "u":
            r = r.astype(onp.int64)
            d = CANON[r.dtype]
        else:
            from ._util import unsupported

            raise unsupported(r.dtype.name, "a host computation")
    return mnp.array(r, dtype=d)


def run(fn, *args, **kwargs):
    with onp.errstate(all="ignore"):
        return back(fn(*(h(a) for a in args), **{k: h(v) for k, v in kwargs.items()}))


_ = IVY_OF

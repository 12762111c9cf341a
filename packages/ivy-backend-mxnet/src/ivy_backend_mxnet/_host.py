"""Running a NumPy computation on the host for an mx array (copy out, compute, copy back).

Used where ``mx.np`` lacks an operation, gets its semantics wrong, or crashes on
size-0 input. Such results are not tracked by ``mx.autograd`` by themselves; while
autograd records (``recording``, checked only on these slow paths), the helpers below
attach a gradient to them without changing their values:

- ``select``/``gather``: the host works out only integer positions, the values are
  gathered from the array natively (``mx.np.take``, recorded);
- ``pick``: each result element taken from one of several arrays, chosen on the host;
- ``delta``/``tangent``: a host value plus terms that are exactly zero but carry the
  function's derivative (``x - stop_gradient(x)`` times host-computed partials).
"""

from __future__ import annotations

import numpy as onp

# (mxnet through _util, which first chooses MXNet's engine)
from ._util import CANON, FLOATS, I64, IVY_OF, _nd, mnp, mx

_ag = mx.autograd
recording = _ag.is_recording


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
    return mnp.array(r, dtype=d) if ctx is None else mnp.array(r, dtype=d, ctx=ctx)


def run(fn, *args, **kwargs):
    with onp.errstate(all="ignore"):
        return back(fn(*(h(a) for a in args), **{k: h(v) for k, v in kwargs.items()}))


def grads(*xs):
    """Whether mx.autograd is recording and one of ``xs`` is a non-empty float mx array (a
    gradient could flow through it). ~0.3 us when not recording: only for host paths."""
    if not _ag.is_recording():
        return False
    for x in xs:
        if isinstance(x, _nd) and x.dtype in FLOATS and x.size:
            return True
    return False


def positions(x):
    """The flat (C-order) position of each element of ``x``, as a NumPy int64 array of its shape."""
    return onp.arange(x.size, dtype=onp.int64).reshape(x.shape)


def gather(x, idx):
    """The values of ``x`` at flat positions ``idx`` (a NumPy integer array, whose shape the
    result takes): ``mx.np.take`` of ``x`` flattened, which mx.autograd records."""
    idx = onp.asarray(idx, dtype=onp.int64)
    if idx.size == 0:
        return mnp.zeros(idx.shape, dtype=x.dtype, ctx=x.ctx)
    r = mnp.take(x.reshape(-1), mnp.array(idx.reshape(-1), dtype=I64, ctx=x.ctx))
    return r.reshape(idx.shape)


def select(fn, x, *args, **kwargs):
    """``fn`` (a NumPy function that only moves, repeats or drops elements: take, indexing, pad,
    repeat, ...) applied to ``x`` differentiably: ``fn`` runs on the host over ``x``'s flat
    positions and the values are gathered from ``x`` natively. Same result, same errors."""
    with onp.errstate(all="ignore"):
        idx = fn(positions(x), *(h(a) for a in args), **{k: h(v) for k, v in kwargs.items()})
    return gather(x, idx)


def _flat_to(a, shape, dtype):
    if not isinstance(a, _nd):
        a = mnp.array(onp.asarray(a, dtype=dtype), dtype=dtype)
    elif a.dtype != dtype:
        a = a.astype(dtype)
    if a.shape != shape:
        a = mnp.broadcast_to(a, shape)
    return a.reshape(-1)


def pick(which, *srcs, dtype=None):
    """Element ``i`` of the result is element ``i`` of ``srcs[which[i]]`` (the sources, mx arrays
    or scalars, broadcast to ``which``'s shape; ``which`` a NumPy int array chosen on the host):
    one native gather from their concatenation, so the gradient flows to the chosen source."""
    which = onp.asarray(which, dtype=onp.int64)
    shape = which.shape
    n = which.size
    if dtype is None:
        dtype = next(s.dtype for s in srcs if isinstance(s, _nd))
    if n == 0:
        return mnp.zeros(shape, dtype=dtype)
    cat = mnp.concatenate([_flat_to(s, shape, dtype) for s in srcs])
    return gather(cat, which * n + onp.arange(n, dtype=onp.int64).reshape(shape))


def choose(r, *srcs):
    """``r`` (a NumPy result each of whose elements equals an element of one of ``srcs`` at the
    same broadcast place, NaN matching NaN) rebuilt by ``pick`` from the first source that
    holds it, so it carries that source's gradient."""
    r = onp.asarray(r)
    which = onp.full(r.shape, len(srcs) - 1, dtype=onp.int64)
    for k in range(len(srcs) - 2, -1, -1):
        s = onp.broadcast_to(h(srcs[k]), r.shape)
        with onp.errstate(all="ignore"):
            same = (s == r) | ((s != s) & (r != r))
        which = onp.where(same, k, which)
    return pick(which, *srcs, dtype=CANON[r.dtype])


def delta(x):
    """``x - stop_gradient(x)``: exactly zero, with the gradient of ``x``."""
    return x - x.detach()


def tangent(value, *terms):
    """``value`` (an mx array computed on the host) plus ``sum(c * delta(x))`` over ``terms`` of
    ``(c, x)``, ``c`` the host-computed partial derivative (broadcasting against ``x``; None for
    zero): the same values, with the derivative ``sum(c dx)``."""
    out = value
    for c, x in terms:
        if c is not None and isinstance(x, _nd) and x.dtype in FLOATS:
            out = out + delta(x) * mnp.array(onp.asarray(c, dtype=x.dtype), dtype=x.dtype, ctx=x.ctx)
    return out


def with_grad(value, expr):
    """``value`` (computed on the host) carrying the gradient of ``expr``, a recorded native
    computation of the same function: ``value + (expr - stop_gradient(expr))`` where ``expr`` is
    finite (exactly ``value``)."""
    d = delta(expr)
    fin = mnp.isfinite(expr.detach())
    return value + mnp.where(fin, d, mnp.zeros((), dtype=d.dtype))


_ = IVY_OF

"""Compositions of ivy 1.0's experimental random draws (``gamma``, ``beta``, ``dirichlet``,
``poisson``, ``bernoulli``) and creation functions (windows, ``mel_weight_matrix``), over the
standard functions of a backend. Backends with a native sampler define their own (same
distribution, their own stream of numbers).

The random ones draw from the backend's ``random_uniform``/``random_normal``, so they follow its
generator: with ``seed=`` each draw gets its own key (``Key(seed).fold_in(i)``), and the same
seed gives the same numbers on the same backend."""

from __future__ import annotations

import math as _math

from .. import dtypes as _dt
from .._dispatch import composition
from ..errors import InvalidArgumentError, ShapeError
from . import creation as _creation  # noqa: F401 - the stubs must be declared first
from . import random as _random
from ._shape_impl import _device

# ------------------------------------------------ random draws


class _Keys:
    """The seeds of one call's successive draws: None (the backend's state) or distinct keys."""

    def __init__(self, seed):
        self.base = None if seed is None else _random.Key(_random.seed_int(seed))
        self.n = 0

    def __call__(self):
        if self.base is None:
            return None
        self.n += 1
        return self.base.fold_in(self.n)


def _work(xp):
    """The dtype samplers compute in: float64 where the backend has it."""
    return xp.native_dtype(_dt.float64 if _dt.float64 in xp._ndt else _dt.float32)


def _any(xp, b):
    return bool(xp.to_numpy(xp.any(b)))


def _full(xp, v, shape, w, dev):
    """``v`` (a Python number or a native array) as a ``w`` array broadcast to ``shape``."""
    if isinstance(v, (int, float)):
        return xp.full(shape, float(v), dtype=w, device=dev)
    return xp.broadcast_to(xp.astype(v, w), shape)


def _std_gamma(xp, a, keys, dev):
    """Gamma(a, 1) samples for positive ``a`` (a work-dtype array): Marsaglia and Tsang's
    squeeze-and-reject method on ``a + 1`` where ``a < 1``, scaled by ``U ** (1 / a)`` there."""
    shape, w = tuple(xp.shape(a)), xp.dtype_of(a)
    boost = xp.less(a, 1.0)
    d = xp.subtract(xp.where(boost, xp.add(a, 1.0), a), 1.0 / 3.0)
    c = xp.divide(1.0, xp.sqrt(xp.multiply(d, 9.0)))
    out = xp.zeros(shape, dtype=w, device=dev)
    todo = xp.ones(shape, dtype=xp.native_dtype(_dt.bool), device=dev)
    while True:
        x = xp.random_normal(shape=shape, dtype=w, device=dev, seed=keys())
        u = xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys())
        v = xp.add(xp.multiply(c, x), 1.0)
        v = xp.multiply(xp.multiply(v, v), v)
        pos = xp.greater(v, 0.0)
        logv = xp.log(xp.where(pos, v, xp.ones_like(v)))
        bound = xp.add(xp.multiply(xp.multiply(x, x), 0.5), xp.multiply(d, xp.add(xp.subtract(1.0, v), logv)))
        ok = xp.logical_and(pos, xp.less(xp.log(u), bound))
        out = xp.where(xp.logical_and(todo, ok), xp.multiply(d, v), out)
        todo = xp.logical_and(todo, xp.logical_not(ok))
        if not _any(xp, todo):
            break
    u = xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys())
    return xp.where(boost, xp.multiply(out, xp.exp(xp.divide(xp.log(u), a))), out)


def _positive(xp, v):
    """``(valid, v with 1 where not valid)``: valid where ``v > 0`` (NaN is not)."""
    valid = xp.greater(v, 0.0)
    return valid, xp.where(valid, v, xp.ones_like(v))


def _nan_where_not(xp, valid, x):
    return xp.where(valid, x, xp.full_like(x, float("nan")))


def _setup(xp, shape, device, dtype, *params):
    shape = _random._broadcast_shape(xp, _random._shape(shape), *params)
    d = _random._float_dtype(xp, dtype, *params)
    dev = _random._param_device(xp, device, *params)
    return shape, d, dev


@composition("gamma")
def _gamma(xp, alpha, beta, /, *, shape=None, device=None, dtype=None, seed=None):
    shape, d, dev = _setup(xp, shape, device, dtype, alpha, beta)
    w = _work(xp)
    va, a = _positive(xp, _full(xp, alpha, shape, w, dev))
    vb, b = _positive(xp, _full(xp, beta, shape, w, dev))
    g = xp.divide(_std_gamma(xp, a, _Keys(seed), dev), b)
    return xp.astype(_nan_where_not(xp, xp.logical_and(va, vb), g), xp.native_dtype(d))


@composition("beta")
def _beta(xp, a, b, /, *, shape=None, device=None, dtype=None, seed=None):
    shape, d, dev = _setup(xp, shape, device, dtype, a, b)
    w = _work(xp)
    va, a = _positive(xp, _full(xp, a, shape, w, dev))
    vb, b = _positive(xp, _full(xp, b, shape, w, dev))
    keys = _Keys(seed)
    x = _std_gamma(xp, a, keys, dev)
    y = _std_gamma(xp, b, keys, dev)
    r = xp.divide(x, xp.add(x, y))
    return xp.astype(_nan_where_not(xp, xp.logical_and(va, vb), r), xp.native_dtype(d))


@composition("dirichlet")
def _dirichlet(xp, alpha, /, *, size=None, dtype=None, seed=None):
    w = _work(xp)
    d = _random._float_dtype(xp, dtype, *(() if isinstance(alpha, (list, tuple)) else (alpha,)))
    if isinstance(alpha, (list, tuple)):
        alpha = xp.asarray([float(v) for v in alpha], dtype=w)
    elif isinstance(alpha, (int, float)):
        raise ShapeError("ivy.dirichlet: alpha must be a sequence of k concentrations, got a scalar")
    if len(xp.shape(alpha)) != 1:
        raise ShapeError(f"ivy.dirichlet: alpha must be 1-D (k concentrations), got shape {tuple(xp.shape(alpha))}")
    size = () if size is None else _random._shape(size)
    shape = size + tuple(xp.shape(alpha))
    dev = _device(xp, alpha)
    valid, a = _positive(xp, _full(xp, alpha, shape, w, dev))
    g = _std_gamma(xp, a, _Keys(seed), dev)
    r = xp.divide(g, xp.sum(g, axis=-1, keepdims=True))
    r = _nan_where_not(xp, xp.all(valid, axis=-1, keepdims=True), r)
    return xp.astype(r, xp.native_dtype(d))


# Hormann's PTRS constants (transformed rejection with squeeze, lam >= 10)
_PTRS_FROM = 10.0


def _poisson_small(xp, lam, keys, dev):
    """Knuth's method: the number of uniforms whose running product stays above ``exp(-lam)``."""
    shape, w = tuple(xp.shape(lam)), xp.dtype_of(lam)
    limit = xp.exp(xp.negative(lam))
    prod = xp.ones(shape, dtype=w, device=dev)
    count = xp.zeros(shape, dtype=w, device=dev)
    while True:
        prod = xp.multiply(prod, xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys()))
        more = xp.greater(prod, limit)
        if not _any(xp, more):
            return count
        count = xp.add(count, xp.astype(more, w))


def _poisson_ptrs(xp, lam, keys, dev):
    """Hormann's transformed rejection with squeeze (PTRS), for ``lam >= 10``."""
    shape, w = tuple(xp.shape(lam)), xp.dtype_of(lam)
    slam = xp.sqrt(lam)
    loglam = xp.log(lam)
    b = xp.add(xp.multiply(slam, 2.53), 0.931)
    a = xp.add(xp.multiply(b, 0.02483), -0.059)
    inv_alpha = xp.add(xp.divide(1.1328, xp.subtract(b, 3.4)), 1.1239)
    vr = xp.subtract(0.9277, xp.divide(3.6224, xp.subtract(b, 2.0)))
    out = xp.zeros(shape, dtype=w, device=dev)
    todo = xp.ones(shape, dtype=xp.native_dtype(_dt.bool), device=dev)
    while True:
        u = xp.subtract(xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys()), 0.5)
        v = xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys())
        us = xp.subtract(0.5, xp.abs(u))
        us = xp.maximum(us, 1e-300 if w == xp.native_dtype(_dt.float64) else 1e-30)
        k = xp.floor(xp.add(xp.multiply(xp.add(xp.divide(xp.multiply(a, 2.0), us), b), u), xp.add(lam, 0.43)))
        quick = xp.logical_and(xp.greater_equal(us, 0.07), xp.less_equal(v, vr))
        bad = xp.logical_or(xp.less(k, 0.0), xp.logical_and(xp.less(us, 0.013), xp.greater(v, us)))
        kk = xp.maximum(k, 0.0)
        lhs = xp.subtract(xp.add(xp.log(xp.maximum(v, 1e-300 if w == xp.native_dtype(_dt.float64) else 1e-30)),
                                 xp.log(inv_alpha)),
                          xp.log(xp.add(xp.divide(a, xp.multiply(us, us)), b)))
        rhs = xp.subtract(xp.subtract(xp.multiply(kk, loglam), lam), xp.lgamma(xp.add(kk, 1.0)))
        ok = xp.logical_or(quick, xp.logical_and(xp.logical_not(bad), xp.less_equal(lhs, rhs)))
        out = xp.where(xp.logical_and(todo, ok), k, out)
        todo = xp.logical_and(todo, xp.logical_not(ok))
        if not _any(xp, todo):
            return out


@composition("poisson")
def _poisson(xp, lam, *, shape=None, device=None, dtype=None, seed=None, fill_value=0):
    shape = _random._broadcast_shape(xp, _random._shape(shape), lam)
    d = _poisson_dtype(xp, dtype, lam)
    dev = _random._param_device(xp, device, lam)
    w = _work(xp)
    lam = _full(xp, lam, shape, w, dev)
    finite = xp.isfinite(lam)
    neg = xp.less(lam, 0.0)
    safe = xp.where(xp.logical_and(finite, xp.logical_not(neg)), lam, xp.zeros_like(lam))
    small = xp.less(safe, _PTRS_FROM)
    keys = _Keys(seed)
    r = _poisson_small(xp, xp.where(small, safe, xp.zeros_like(safe)), keys, dev)
    if not bool(xp.to_numpy(xp.all(small))):
        big = _poisson_ptrs(xp, xp.where(small, xp.full_like(safe, _PTRS_FROM), safe), keys, dev)
        r = xp.where(small, r, big)
    r = xp.where(finite, r, xp.full_like(r, float("nan")))
    r = xp.where(neg, xp.full_like(r, float(fill_value)), r)
    return xp.astype(r, xp.native_dtype(d))


def _poisson_dtype(xp, dtype, lam):
    """Poisson counts: any real dtype given (whole numbers), else float32 or ``lam``'s float dtype."""
    if dtype is not None:
        d = xp.ivy_dtype(dtype)
        if d.kind not in "iuf":
            raise InvalidArgumentError(f"ivy.poisson: dtype must be a real numeric dtype; got {d.name}")
        return d
    return _random._float_dtype(xp, None, lam)


@composition("bernoulli")
def _bernoulli(xp, probs, *, logits=None, shape=None, device=None, dtype=None, seed=None):
    if (probs is None) == (logits is None):
        raise InvalidArgumentError("ivy.bernoulli takes one of probs and logits (the other None)")
    p = probs
    if p is None:
        p = logits if isinstance(logits, (int, float)) else xp.sigmoid(xp.astype(logits, _work(xp)))
        if isinstance(logits, (int, float)):
            p = 1.0 / (1.0 + _math.exp(-logits)) if logits > -700 else 0.0
    shape, d, dev = _setup(xp, shape, device, dtype, *((probs,) if probs is not None else (logits,)))
    w = _work(xp)
    u = xp.random_uniform(shape=shape, dtype=w, device=dev, seed=_Keys(seed)())
    hit = xp.less(u, p if isinstance(p, (int, float)) else xp.astype(p, w))
    return xp.astype(hit, xp.native_dtype(d))

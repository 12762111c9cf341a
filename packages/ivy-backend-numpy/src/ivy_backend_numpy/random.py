"""Random numbers on NumPy: one ``numpy.random.RandomState`` (Mersenne Twister) is the backend's
state, reset by ``seed``; a ``seed=`` argument draws from a fresh one made from it. NumPy's legacy
generator, as Ivy 1.0's NumPy backend used (``np.random.seed(seed)``): the same seed gives Ivy 1.0's
numbers (``ivy.random_normal(shape=(2, 3), seed=42)``)."""

from __future__ import annotations

import numpy as np

import ivy
from ivy.api.random import seed_int
from ivy.plugin import bernoulli_parameter as _bernoulli_parameter
from ivy.plugin import multinomial_probs as _multinomial_probs
from ivy.plugin import randint_array_bounds as _randint_array_bounds

_STATE = [np.random.RandomState()]
_F32 = np.dtype("float32")
_F64 = np.dtype("float64")
_I64 = np.dtype("int64")


def _rng(seed):
    s = seed_int(seed)  # 63 bits; RandomState takes 32-bit words
    return np.random.RandomState(s if s < 2**32 else [s & 0xFFFFFFFF, s >> 32])


def _gen(seed):
    return _STATE[0] if seed is None else _rng(seed)


def _shape(shape, *params):
    ps = [np.shape(p) for p in params if isinstance(p, np.ndarray)]
    out = np.broadcast_shapes(*ps) if ps else ()
    if shape is None:
        return out
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if np.broadcast_shapes(shape, out) != shape:
        raise ivy.ShapeError(f"ivy random: shape {shape} does not hold the parameters' broadcast shape {out}")
    return shape


def _fdtype(dtype, *params):
    if dtype is not None:
        if dtype.kind != "f":
            raise ivy.InvalidArgumentError(f"ivy random: dtype must be a real floating dtype; got {dtype}")
        return dtype
    ds = [p.dtype for p in params if isinstance(p, np.ndarray) and p.dtype.kind == "f"]
    return np.result_type(*ds) if ds else _F32


def random_uniform(*, low=0.0, high=1.0, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = _fdtype(dtype, low, high)
    u = _gen(seed).random_sample(shape)
    return np.asarray(u * np.subtract(high, low, dtype=_F64) + low, dtype=d)


def random_normal(*, mean=0.0, std=1.0, shape=None, dtype=None, seed=None, device=None):
    shape = _shape(shape, mean, std)
    d = _fdtype(dtype, mean, std)
    z = _gen(seed).standard_normal(shape)
    return np.asarray(z * std + mean, dtype=d)


def randint(low, high, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = _I64 if dtype is None else dtype
    if d.kind not in "iu":
        raise ivy.InvalidArgumentError(f"ivy.randint: dtype must be an integer dtype; got {d}")
    if not (low.__class__ is int and high.__class__ is int):  # (Python ints: checked by ivy-core's dispatch)
        _randint_array_bounds(np.asarray(low), np.asarray(high), d)
    # Drawn in the dtype itself: exact over every span, uint64 beyond 2**63 included
    return np.asarray(_gen(seed).randint(low, high, size=shape, dtype=d))


def multinomial(population_size, num_samples, /, *, batch_size=1, probs=None, replace=True, device=None, seed=None):
    if not replace and num_samples > population_size:
        raise ivy.InvalidArgumentError(
            f"ivy.multinomial: cannot draw {num_samples} samples without replacement from {population_size}")
    g = _gen(seed)
    if probs is None:
        p = np.full((batch_size, population_size), 1.0 / population_size)
    else:
        p = np.asarray(probs, dtype=_F64).reshape(-1, population_size)
        _multinomial_probs(p.tolist(), num_samples, replace)
        p = p / p.sum(axis=-1, keepdims=True)
    out = np.empty((p.shape[0], num_samples), dtype=_I64)
    for i, row in enumerate(p):
        out[i] = g.choice(population_size, num_samples, replace=replace, p=row)
    return out


def shuffle(x, axis=0, /, *, seed=None):
    if axis is None:
        x = x.reshape(-1)
        axis = 0
    if x.ndim == 0:
        return x.copy()
    if not -x.ndim <= axis < x.ndim:
        raise ivy.AxisError(f"ivy.shuffle: axis {axis} is out of range for an array of {x.ndim} dimensions")
    return np.moveaxis(_gen(seed).permutation(np.moveaxis(x, axis, 0)), 0, axis)


def seed(*, seed_value=0):
    _STATE[0] = _rng(seed_value)


# ivy 1.0's experimental draws: NumPy's samplers; parameters outside a distribution's domain
# give NaN (as ivy-core's compositions), where NumPy would raise.


def _params(shape, *params):
    return tuple(np.broadcast_to(np.asarray(p, dtype=_F64), shape) for p in params)


def _positive(v):
    ok = v > 0
    return ok, np.where(ok, v, 1.0)


def gamma(alpha, beta, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, alpha, beta)
    d = _fdtype(dtype, alpha, beta)
    (oa, a), (ob, b) = (_positive(v) for v in _params(shape, alpha, beta))
    g = _gen(seed).standard_gamma(a, size=shape) / b
    return np.asarray(np.where(oa & ob, g, np.nan), dtype=d)


def beta(a, b, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, a, b)
    d = _fdtype(dtype, a, b)
    (oa, a), (ob, b) = (_positive(v) for v in _params(shape, a, b))
    return np.asarray(np.where(oa & ob, _gen(seed).beta(a, b, size=shape), np.nan), dtype=d)


def poisson(lam, *, shape=None, device=None, dtype=None, seed=None, fill_value=0):
    shape = _shape(shape, lam)
    if dtype is not None and dtype.kind not in "iuf":
        raise ivy.InvalidArgumentError(f"ivy.poisson: dtype must be a real numeric dtype; got {dtype}")
    d = _fdtype(None, lam) if dtype is None else dtype
    (lam,) = _params(shape, lam)
    finite, neg = np.isfinite(lam), lam < 0
    k = _gen(seed).poisson(np.where(finite & ~neg, lam, 0.0), size=shape).astype(_F64)
    r = np.where(neg, float(fill_value), np.where(finite, k, np.nan))
    return np.asarray(r, dtype=d)


def dirichlet(alpha, /, *, size=None, dtype=None, seed=None):
    d = _fdtype(dtype, *(() if isinstance(alpha, (list, tuple)) else (alpha,)))
    if isinstance(alpha, (int, float)):
        raise ivy.ShapeError("ivy.dirichlet: alpha must be a sequence of k concentrations, got a scalar")
    alpha = np.asarray(alpha, dtype=_F64)
    if alpha.ndim != 1:
        raise ivy.ShapeError(f"ivy.dirichlet: alpha must be 1-D (k concentrations), got shape {alpha.shape}")
    size = () if size is None else ((size,) if isinstance(size, int) else tuple(size))
    ok = bool(np.all(alpha > 0))
    r = _gen(seed).dirichlet(alpha if ok else np.ones_like(alpha), size=size)
    return np.asarray(r if ok else np.full_like(r, np.nan), dtype=d)


def bernoulli(probs, *, logits=None, shape=None, device=None, dtype=None, seed=None):
    param = _bernoulli_parameter(probs, logits)
    p = probs
    if p is None:
        z = np.asarray(logits, dtype=_F64)
        p = np.exp(-np.logaddexp(0.0, -z))  # sigmoid without overflow
    shape = _shape(shape, param)
    d = _fdtype(dtype, param)
    return np.asarray(_gen(seed).random_sample(shape) < p, dtype=d)

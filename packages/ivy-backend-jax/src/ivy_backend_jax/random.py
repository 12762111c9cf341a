"""Random numbers on JAX: the backend holds one key, split at every stateful draw (``seed``
replaces it); a ``seed=`` argument draws from ``jax.random.PRNGKey(seed)`` itself."""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
import numpy as np

import ivy
from ivy.api.random import seed_int
from ivy.plugin import RANDINT_MODULO_SPAN as _RANDINT_MODULO_SPAN
from ivy.plugin import bernoulli_parameter as _bernoulli_parameter
from ivy.plugin import multinomial_probs as _multinomial_probs
from ivy.plugin import randint_array_bounds as _randint_array_bounds

from ._util import AI

_KEY = [None]


def current_key():
    """The key the next stateful draw splits (made from the OS's entropy if ``seed`` was never called)."""
    k = _KEY[0]
    if k is None:
        with jax.ensure_compile_time_eval():  # (a concrete key, also when made inside a jax.jit trace)
            k = _KEY[0] = jax.random.PRNGKey(int.from_bytes(os.urandom(7), "little"))
    return k


def _key(seed):
    if seed is not None:
        return jax.random.PRNGKey(seed_int(seed))
    k, sub = jax.random.split(current_key())
    _KEY[0] = k
    return sub


def _shape(shape, *params):
    ps = [jnp.shape(p) for p in params if not isinstance(p, (int, float))]
    out = tuple(np.broadcast_shapes(*ps)) if ps else ()
    if shape is None:
        return out
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if tuple(np.broadcast_shapes(shape, out)) != shape:
        raise ivy.ShapeError(f"ivy random: shape {shape} does not hold the parameters' broadcast shape {out}")
    return shape


def _fdtype(dtype, *params):
    if dtype is not None:
        if not jnp.issubdtype(dtype, jnp.floating):
            raise ivy.InvalidArgumentError(f"ivy random: dtype must be a real floating dtype; got {dtype}")
        return dtype
    ds = [p.dtype for p in params if not isinstance(p, (int, float)) and jnp.issubdtype(p.dtype, jnp.floating)]
    return jnp.result_type(*ds) if ds else jnp.dtype("float32")


def _put(x, device):
    return x if device is None else jax.device_put(x, device)


def random_uniform(*, low=0.0, high=1.0, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = _fdtype(dtype, low, high)
    u = jax.random.uniform(_key(seed), shape, dtype=jnp.float64)
    return _put((u * (jnp.asarray(high, jnp.float64) - low) + low).astype(d), device)


def random_normal(*, mean=0.0, std=1.0, shape=None, dtype=None, seed=None, device=None):
    shape = _shape(shape, mean, std)
    d = _fdtype(dtype, mean, std)
    z = jax.random.normal(_key(seed), shape, dtype=jnp.float64)
    return _put((z * std + mean).astype(d), device)


_U64 = np.dtype("uint64")
_I64 = np.dtype("int64")


def _offsets(key, shape, span, exact):
    """Offsets in ``[0, span)`` (uint64; ``span`` a uint64 array broadcast to ``shape``, 0 < span
    < 2**64): a 64-bit word modulo the span. With ``exact`` (``ivy.plugin.RANDINT_MODULO_SPAN``'s
    rule) and outside a trace, words that would favour the low offsets (``w - w % span >
    2**64 - span``) are drawn again; each try succeeds with chance > 1/2. (``jax.random.randint``
    weighs its second word by ``2**64 % span`` squared in uint64, which wraps to 0 beyond 2**32:
    a single word's modulo, 0.376 of its draws below 2**61 from a span of 3 * 2**61, for 1/3.)"""
    key, sub = jax.random.split(key)
    w = jax.random.bits(sub, shape, _U64)
    k = w % span
    if not exact or isinstance(k, jax.core.Tracer):  # (the span or the key may be traced)
        return k
    limit = jnp.zeros((), _U64) - span  # 2**64 - span (wrapping)
    todo = w - k > limit
    while bool(jnp.any(todo)):
        key, sub = jax.random.split(key)
        w = jax.random.bits(sub, shape, _U64)
        r = w % span
        ok = todo & (w - r <= limit)
        k = jnp.where(ok, r, k)
        todo = todo & ~ok
    return k


def _from_u64(u, d):
    """uint64 values modulo 2**64 into the integer dtype ``d`` (they fit it)."""
    return (u if d == _U64 else jax.lax.bitcast_convert_type(u, _I64)).astype(d)


def randint(low, high, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = _I64 if dtype is None else np.dtype(dtype)
    if not jnp.issubdtype(d, jnp.integer):
        raise ivy.InvalidArgumentError(f"ivy.randint: dtype must be an integer dtype; got {d}")
    key = _key(seed)
    if low.__class__ is int and high.__class__ is int:  # (high > low and both in d: checked by ivy-core's dispatch)
        span = high - low
        if span == 2**64:  # the whole of int64 or uint64
            return _put(_from_u64(jax.random.bits(key, shape, _U64), d), device)
        off = _offsets(key, shape, np.uint64(span), span > _RANDINT_MODULO_SPAN)
        return _put(_from_u64(np.uint64(low % 2**64) + off, d), device)
    widest = 2**64
    if not (isinstance(low, jax.core.Tracer) or isinstance(high, jax.core.Tracer)):  # values to check
        reach = _randint_array_bounds(np.asarray(low), np.asarray(high), d)
        if reach is not None:
            widest = reach
    lo_u, hi_u = _as_u64(jnp.asarray(low)), _as_u64(jnp.asarray(high))
    off = _offsets(key, shape, jnp.broadcast_to(hi_u - lo_u, shape), widest > _RANDINT_MODULO_SPAN)
    return _put(_from_u64(lo_u + off, d), device)


def _as_u64(x):
    """An integer (or float, truncated) array's values modulo 2**64, as uint64: the two's
    complement bits of signed ones."""
    if x.dtype.kind in "bu":
        return x.astype(_U64)
    return jax.lax.bitcast_convert_type(x.astype(_I64), _U64)


def multinomial(population_size, num_samples, /, *, batch_size=1, probs=None, replace=True, device=None, seed=None):
    if not replace and num_samples > population_size:
        raise ivy.InvalidArgumentError(
            f"ivy.multinomial: cannot draw {num_samples} samples without replacement from {population_size}")
    if probs is None:
        p = jnp.ones((batch_size, population_size), jnp.float64)
    else:
        p = jnp.asarray(probs, jnp.float64).reshape(-1, population_size)
        if p.__class__ is AI:  # values to check (not under jax.jit)
            _multinomial_probs(np.asarray(p).tolist(), num_samples, replace)
    p = p / jnp.sum(p, axis=-1, keepdims=True)
    keys = jax.random.split(_key(seed), p.shape[0])
    rows = [jax.random.choice(keys[i], population_size, (num_samples,), replace=replace, p=p[i])
            for i in range(p.shape[0])]
    out = jnp.stack(rows).astype(jnp.int64) if rows else jnp.zeros((0, num_samples), jnp.int64)
    return _put(out, device)


def shuffle(x, axis=0, /, *, seed=None):
    if axis is None:
        x = jnp.reshape(x, (-1,))
        axis = 0
    if x.ndim == 0:
        return jnp.array(x, copy=True)
    if not -x.ndim <= axis < x.ndim:
        raise ivy.AxisError(f"ivy.shuffle: axis {axis} is out of range for an array of {x.ndim} dimensions")
    return jax.random.permutation(_key(seed), x, axis=axis, independent=False)


def seed(*, seed_value=0):
    with jax.ensure_compile_time_eval():  # (never a tracer of a jax.jit the call happens in)
        _KEY[0] = jax.random.PRNGKey(seed_int(seed_value))


# ivy 1.0's experimental draws: jax.random's samplers, in float64; parameters outside a
# distribution's domain give NaN.

_F64 = jnp.float64


def _params(shape, *params):
    return tuple(jnp.broadcast_to(jnp.asarray(p, _F64), shape) for p in params)


def _positive(v):
    ok = v > 0
    return ok, jnp.where(ok, v, 1.0)


def _device_of(device, *params):
    if device is not None:
        return device
    for p in params:
        if isinstance(p, jax.Array) and not isinstance(p, jax.core.Tracer):
            return next(iter(p.devices()))
    return None


def gamma(alpha, beta, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, alpha, beta)
    d = _fdtype(dtype, alpha, beta)
    (oa, a), (ob, b) = (_positive(v) for v in _params(shape, alpha, beta))
    r = jax.random.gamma(_key(seed), a, shape, _F64) / b
    return _put(jnp.where(oa & ob, r, jnp.nan).astype(d), _device_of(device, alpha, beta))


def beta(a, b, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, a, b)
    d = _fdtype(dtype, a, b)
    dev = _device_of(device, a, b)
    (oa, a), (ob, b) = (_positive(v) for v in _params(shape, a, b))
    r = jax.random.beta(_key(seed), a, b, shape, _F64)
    return _put(jnp.where(oa & ob, r, jnp.nan).astype(d), dev)


def poisson(lam, *, shape=None, device=None, dtype=None, seed=None, fill_value=0):
    shape = _shape(shape, lam)
    if dtype is not None and not (jnp.issubdtype(dtype, jnp.integer) or jnp.issubdtype(dtype, jnp.floating)):
        raise ivy.InvalidArgumentError(f"ivy.poisson: dtype must be a real numeric dtype; got {dtype}")
    d = _fdtype(None, lam) if dtype is None else dtype
    dev = _device_of(device, lam)
    (lam,) = _params(shape, lam)
    finite, neg = jnp.isfinite(lam), lam < 0
    k = jax.random.poisson(_key(seed), jnp.where(finite & ~neg, lam, 0.0), shape, jnp.int64).astype(_F64)
    r = jnp.where(neg, float(fill_value), jnp.where(finite, k, jnp.nan))
    return _put(r.astype(d), dev)


def dirichlet(alpha, /, *, size=None, dtype=None, seed=None):
    d = _fdtype(dtype, *(() if isinstance(alpha, (list, tuple)) else (alpha,)))
    if isinstance(alpha, (int, float)):
        raise ivy.ShapeError("ivy.dirichlet: alpha must be a sequence of k concentrations, got a scalar")
    dev = _device_of(None, alpha)
    alpha = jnp.asarray(alpha, _F64)
    if alpha.ndim != 1:
        raise ivy.ShapeError(f"ivy.dirichlet: alpha must be 1-D (k concentrations), got shape {alpha.shape}")
    size = () if size is None else ((size,) if isinstance(size, int) else tuple(size))
    ok, a = _positive(alpha)
    r = jax.random.dirichlet(_key(seed), a, size, _F64)
    return _put(jnp.where(jnp.all(ok), r, jnp.nan).astype(d), dev)


def bernoulli(probs, *, logits=None, shape=None, device=None, dtype=None, seed=None):
    param = _bernoulli_parameter(probs, logits)
    shape = _shape(shape, param)
    d = _fdtype(dtype, param)
    p = jnp.asarray(param, _F64)
    if probs is None:
        p = jax.nn.sigmoid(p)
    u = jax.random.uniform(_key(seed), shape, dtype=_F64)
    return _put((u < p).astype(d), _device_of(device, param))

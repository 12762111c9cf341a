"""Random numbers on JAX: the backend holds one key, split at every stateful draw (``seed``
replaces it); a ``seed=`` argument draws from ``jax.random.PRNGKey(seed)`` itself."""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
import numpy as np

import ivy
from ivy.api.random import seed_int
from ivy.plugin import multinomial_probs as _multinomial_probs

from ._util import AI

_KEY = [None]


def _key(seed):
    if seed is not None:
        return jax.random.PRNGKey(seed_int(seed))
    k = _KEY[0]
    if k is None:
        k = jax.random.PRNGKey(int.from_bytes(os.urandom(7), "little"))
    k, sub = jax.random.split(k)
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


def randint(low, high, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = jnp.dtype("int64") if dtype is None else dtype
    if not jnp.issubdtype(d, jnp.integer):
        raise ivy.InvalidArgumentError(f"ivy.randint: dtype must be an integer dtype; got {d}")
    if not (low.__class__ is int and high.__class__ is int) and bool(jnp.any(jnp.asarray(high) <= jnp.asarray(low))):
        # (Python ints were checked by ivy-core's dispatch)
        raise ivy.InvalidArgumentError("ivy.randint: high must be greater than low")
    shift = 1 if high.__class__ is int and high == 2**63 and low.__class__ is int and low > -(2**63) else 0
    # (high itself is no int64: draw from [low - 1, high - 1) and add 1)
    r = jax.random.randint(_key(seed), shape, jnp.asarray(low - shift, jnp.int64),
                           jnp.asarray(high - shift, jnp.int64), dtype=jnp.int64) + shift
    return _put(r.astype(d), device)


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
    _KEY[0] = jax.random.PRNGKey(seed_int(seed_value))

"""Random numbers on TensorFlow: one ``tf.random.Generator`` is the backend's state (``seed``
replaces it; it is created outside any ``tf.function`` being traced, ``tf.init_scope``); a
``seed=`` argument draws with TensorFlow's stateless ops keyed by ``(seed, draw number)``, which
create no ``tf.Variable`` and so work inside ``tf.function`` (``ivy.compile``) and
``tf.vectorized_map`` (``ivy.vmap``), where ``Generator.from_seed`` failed."""

from __future__ import annotations

import numpy as np
import tensorflow as tf

import ivy
from ivy.api.random import seed_int
from ivy.plugin import RANDINT_MODULO_SPAN as _RANDINT_MODULO_SPAN
from ivy.plugin import multinomial_probs as _multinomial_probs
from ivy.plugin import randint_array_bounds as _randint_array_bounds

_GEN = [None]


class _Stateless:
    """The draws of one call with ``seed=``: ``uniform``/``normal`` as a ``tf.random.Generator``
    has them, each keyed by ``(seed, draw number)`` for TensorFlow's stateless ops."""

    def __init__(self, seed):
        self.seed = seed
        self.draws = 0

    def _key(self):
        self.draws += 1
        return tf.constant([self.seed, self.draws], tf.int64)

    def uniform(self, shape, minval=0.0, maxval=None, dtype=tf.float32):
        return tf.random.stateless_uniform(shape, self._key(), minval, 1.0 if maxval is None else maxval, dtype)

    def normal(self, shape, dtype=tf.float32):
        return tf.random.stateless_normal(shape, self._key(), dtype=dtype)

    def uniform_full_int(self, shape, dtype):
        return tf.random.stateless_uniform(shape, self._key(), minval=None, maxval=None, dtype=dtype)


def _new_generator(seed=None):
    with tf.init_scope():  # its state variable lives outside a tf.function being traced
        if seed is None:
            return tf.random.Generator.from_non_deterministic_state()
        return tf.random.Generator.from_seed(seed)


def _gen(seed):
    if seed is not None:
        return _Stateless(seed_int(seed))
    g = _GEN[0]
    if g is None:
        g = _GEN[0] = _new_generator()
    return g


def _shape(shape, *params):
    ps = [tuple(p.shape) for p in params if isinstance(p, tf.Tensor)]
    out = tuple(np.broadcast_shapes(*ps)) if ps else ()
    if shape is None:
        return out
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if tuple(np.broadcast_shapes(shape, out)) != shape:
        raise ivy.ShapeError(f"ivy random: shape {shape} does not hold the parameters' broadcast shape {out}")
    return shape


def _fdtype(dtype, *params):
    if dtype is not None:
        if not dtype.is_floating:
            raise ivy.InvalidArgumentError(f"ivy random: dtype must be a real floating dtype; got {dtype.name}")
        return dtype
    ds = [p.dtype for p in params if isinstance(p, tf.Tensor) and p.dtype.is_floating]
    return tf.float64 if tf.float64 in ds else (ds[0] if ds else tf.float32)


def _f64(v):
    return tf.cast(v, tf.float64) if isinstance(v, tf.Tensor) else tf.constant(v, tf.float64)


def _on(device, fn):
    if device is None:
        return fn()
    with tf.device(device):
        return fn()


def random_uniform(*, low=0.0, high=1.0, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = _fdtype(dtype, low, high)
    g = _gen(seed)
    return _on(device, lambda: tf.cast(g.uniform(shape, dtype=tf.float64) * (_f64(high) - _f64(low)) + _f64(low), d))


def random_normal(*, mean=0.0, std=1.0, shape=None, dtype=None, seed=None, device=None):
    shape = _shape(shape, mean, std)
    d = _fdtype(dtype, mean, std)
    g = _gen(seed)
    return _on(device, lambda: tf.cast(g.normal(shape, dtype=tf.float64) * _f64(std) + _f64(mean), d))


_U64 = tf.uint64


def _offsets(g, shape, span, exact):
    """Offsets in ``[0, span)`` (uint64; ``span`` a uint64 tensor broadcast to ``shape``, 0 <
    span < 2**64): a 64-bit word modulo the span, as TensorFlow's own integer draws take it.
    With ``exact`` (``ivy.plugin.RANDINT_MODULO_SPAN``'s rule) and eagerly, words that would
    favour the low offsets (``w - w % span > 2**64 - span``) are drawn again; each try
    succeeds with chance > 1/2."""
    w = g.uniform_full_int(shape, _U64)
    k = w % span
    if not (exact and tf.executing_eagerly()):
        return k
    limit = tf.zeros((), _U64) - span  # 2**64 - span (wrapping)
    todo = w - k > limit
    while bool(tf.reduce_any(todo)):
        w = g.uniform_full_int(shape, _U64)
        r = w % span
        ok = todo & (w - r <= limit)
        k = tf.where(ok, r, k)
        todo = todo & ~ok
    return k


def _as_u64(x):
    """An integer (or float, truncated) tensor's values modulo 2**64, as uint64: the two's
    complement bits of signed ones."""
    if x.dtype.is_unsigned or x.dtype == tf.bool:
        return tf.cast(x, _U64)
    return tf.bitcast(tf.cast(x, tf.int64), _U64)


def _from_u64(u, d):
    """``_as_u64``'s inverse into the integer dtype ``d`` (the values fit it)."""
    return tf.cast(u if d.is_unsigned else tf.bitcast(u, tf.int64), d)


def randint(low, high, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = tf.int64 if dtype is None else dtype
    if not d.is_integer:
        raise ivy.InvalidArgumentError(f"ivy.randint: dtype must be an integer dtype; got {d.name}")
    g = _gen(seed)
    if low.__class__ is int and high.__class__ is int:  # (high > low and both in d: checked by ivy-core's dispatch)
        span = high - low

        def draw():
            if span == 2**64:  # the whole of int64 or uint64
                return _from_u64(g.uniform_full_int(shape, _U64), d)
            off = _offsets(g, shape, tf.constant(span, _U64), span > _RANDINT_MODULO_SPAN)
            return _from_u64(tf.constant(low % 2**64, _U64) + off, d)

        return _on(device, draw)
    lo, hi = tf.convert_to_tensor(low), tf.convert_to_tensor(high)
    eager = tf.executing_eagerly()
    widest = 2**64
    if eager:  # values to check (not while tracing)
        reach = _randint_array_bounds(lo.numpy(), hi.numpy(), d)
        if reach is not None:
            widest = reach

    def draw():
        lo_u = _as_u64(lo)
        span = tf.broadcast_to(_as_u64(hi) - lo_u, shape)  # hi - lo, exact modulo 2**64
        return _from_u64(lo_u + _offsets(g, shape, span, widest > _RANDINT_MODULO_SPAN), d)

    return _on(device, draw)


def multinomial(population_size, num_samples, /, *, batch_size=1, probs=None, replace=True, device=None, seed=None):
    if not replace and num_samples > population_size:
        raise ivy.InvalidArgumentError(
            f"ivy.multinomial: cannot draw {num_samples} samples without replacement from {population_size}")
    g = _gen(seed)
    if probs is None:
        p = tf.ones((batch_size, population_size), tf.float64)
    else:
        p = tf.reshape(tf.cast(probs, tf.float64), (-1, population_size))
        if tf.executing_eagerly():  # (not checkable while tracing)
            _multinomial_probs(p.numpy().tolist(), num_samples, replace)
    p = p / tf.reduce_sum(p, axis=-1, keepdims=True)
    rows = tf.shape(p)[0]
    if replace:  # inverse CDF
        cdf = tf.math.cumsum(p, axis=-1)
        u = g.uniform((rows, num_samples), dtype=tf.float64)
        idx = tf.searchsorted(cdf, u * cdf[:, -1:], side="right")
        return tf.minimum(tf.cast(idx, tf.int64), population_size - 1)
    # Without replacement: Gumbel top-k of log(p).
    gumbel = -tf.math.log(-tf.math.log(g.uniform((rows, population_size), minval=1e-300, maxval=1.0,
                                                  dtype=tf.float64)))
    scores = tf.where(p > 0, tf.math.log(p) + gumbel, tf.constant(-np.inf, tf.float64))
    return tf.cast(tf.math.top_k(scores, k=num_samples).indices, tf.int64)


def shuffle(x, axis=0, /, *, seed=None):
    if axis is None:
        x = tf.reshape(x, (-1,))
        axis = 0
    nd = x.shape.rank
    if nd == 0:
        return tf.identity(x)
    if not -nd <= axis < nd:
        raise ivy.AxisError(f"ivy.shuffle: axis {axis} is out of range for an array of {nd} dimensions")
    n = x.shape[axis]
    perm = tf.argsort(_gen(seed).uniform((n,), dtype=tf.float64))
    return tf.gather(x, perm, axis=axis)


def seed(*, seed_value=0):
    # The generator's state is reset, not the generator replaced: a tf.function (ivy.compile)
    # traced before holds this generator's state variable, and follows the new seed too.
    g = _GEN[0]
    if g is None:
        _GEN[0] = _new_generator(seed_int(seed_value))
    else:
        with tf.init_scope():
            g.reset_from_seed(seed_int(seed_value))

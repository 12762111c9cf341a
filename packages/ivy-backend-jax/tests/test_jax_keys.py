"""``using_key(key)``: draws without ``seed=`` split the given key (also a tracer under jax.jit)
while the block runs, and the backend's key is put back after it."""

from __future__ import annotations

import jax
import numpy as np
from ivy_backend_jax import random as _random
from ivy_backend_jax.compilation import using_key

import ivy


def _draw(key):
    with using_key(key):
        return ivy.random_uniform(shape=(64,), backend="jax")


def test_using_key_drives_draws_and_restores_the_backend_key():
    ivy.seed(seed_value=0, backend="jax")
    held = _random._KEY[0]
    a = np.asarray(_draw(jax.random.PRNGKey(1)))
    assert _random._KEY[0] is held
    np.testing.assert_array_equal(a, np.asarray(_draw(jax.random.PRNGKey(1))))
    assert (a != np.asarray(_draw(jax.random.PRNGKey(2)))).any()
    jitted = jax.jit(_draw)
    np.testing.assert_array_equal(np.asarray(jitted(jax.random.PRNGKey(1))), a)
    assert (np.asarray(jitted(jax.random.PRNGKey(2))) != a).any()
    assert _random._KEY[0] is held


def test_the_backend_key_made_or_seeded_inside_jax_jit_is_concrete():
    # (a key first made while a jax.jit traces, as a compiled function that takes the key as an
    # argument asks for it, or by ivy.seed, was that trace's tracer: the next draw outside
    # failed with UnexpectedTracerError)
    def first_draw(x):
        _random._KEY[0] = None
        return x + jax.random.uniform(_random.current_key(), (2,))

    def seeded(x):
        ivy.seed(seed_value=3, backend="jax")
        return x

    for f in (first_draw, seeded):
        jax.jit(f)(jax.numpy.zeros(2))
        assert not isinstance(_random._KEY[0], jax.core.Tracer), f.__name__
        assert ivy.random_uniform(shape=(2,), backend="jax").shape == (2,)

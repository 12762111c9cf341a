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

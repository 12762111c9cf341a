"""``backend_random_state()``: the NumPy frontend's draws use the backend's own random state
(what a trace keeps as random nodes), leaving the generators' counters untouched."""

from __future__ import annotations

import numpy as np

import ivy
import ivy_frontends.numpy as fnp
from ivy_frontends.numpy.random._distributions import backend_random_state


def test_draws_use_the_backend_state_inside_and_the_generator_outside():
    rng = fnp.random.default_rng(0)
    count = rng.bit_generator.state["state"]["count"]
    with backend_random_state():
        ivy.seed(seed_value=4)
        a = np.asarray(fnp.random.normal(size=5000).tolist())
        ivy.seed(seed_value=4)
        b = np.asarray(fnp.random.normal(size=5000).tolist())
        rng.random(3)
    np.testing.assert_array_equal(a, b)  # (ivy.seed drives the backend's state)
    assert abs(a.mean()) < 0.05 and abs(a.std() - 1) < 0.05
    assert rng.bit_generator.state["state"]["count"] == count
    rng.random(3)
    assert rng.bit_generator.state["state"]["count"] > count
    x = np.asarray(fnp.random.default_rng(1).random(3).tolist())
    y = np.asarray(fnp.random.default_rng(1).random(3).tolist())
    np.testing.assert_array_equal(x, y)  # (outside: the seeded generator's own numbers)

"""What the ivy-gym tests share: the environments under test and conversions."""

from __future__ import annotations

import os

import numpy as np

import ivy
import ivy_gym
from ivy.testing.helpers import backend_name, has_autodiff, to_numpy

__all__ = ["B", "BACKEND", "THOROUGH", "ENVS", "make", "native", "to_numpy", "has_autodiff", "examples", "random_state"]

BACKEND = backend_name()
# The batch size of most tests: JAX compiles each operation once per shape and dtype, so the
# tests share one batch shape (and float64) wherever the size does not matter.
B = 16
THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"

# name -> (class, constructor arguments): Reacher and Swimmer away from their defaults, so
# that nothing depends on 2 joints or 5 urchins
ENVS = {
    "CartPole": (ivy_gym.CartPole, {}),
    "MountainCar": (ivy_gym.MountainCar, {}),
    "Pendulum": (ivy_gym.Pendulum, {}),
    "Reacher": (ivy_gym.Reacher, {"num_joints": 3}),
    "Swimmer": (ivy_gym.Swimmer, {"num_urchins": 4}),
}


def make(name, **kwargs):
    cls, args = ENVS[name]
    return cls(**{**args, **kwargs})


def native(a, dtype=None):
    """A NumPy array as a native array of the backend under test (a copy)."""
    a = np.array(a, dtype=dtype)
    return ivy.asarray(a, dtype=ivy.dtype_from_name(a.dtype.name)).data


def examples(ci, thorough=None):
    """How many hypothesis examples a test draws: few in CI (JAX compiles each op per shape),
    more under HYPOTHESIS_PROFILE=thorough."""
    return (thorough or 10 * ci) if THOROUGH else ci


def random_state(env, rng, batch):
    """A random state of ``env`` (NumPy float64): each component ``batch + component_shape``,
    uniform in [-2, 2]."""
    return tuple(rng.uniform(-2, 2, batch + shape) for _, shape, _ in env._spec)

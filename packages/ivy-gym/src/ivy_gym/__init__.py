"""ivy_gym: differentiable control environments written once in ivy, run on every backend.

``CartPole``, ``MountainCar``, ``Pendulum``, ``Reacher`` and ``Swimmer`` (the original
ivy_gym's five, with its API: ``reset``, ``step``, ``get_observation``, ``get_reward``,
``get_state``, ``set_state``, ``render``, ``close``) take continuous actions in [-1, 1], never
terminate, give dense rewards that are differentiable through ``step`` with respect to the
state and the action, and run any number of environments in one batch (``num_envs``).

``to_gymnasium(env)`` gives a standard ``gymnasium.Env`` (or ``VectorEnv`` for a batch);
``register_envs()`` registers ``ivy_gym/<Name>-v0`` ids. Importing ivy_gym imports no
framework and not gymnasium (the ids are registered at import when gymnasium is loaded).

>>> import ivy, ivy_gym
>>> env = ivy_gym.Pendulum(num_envs=8, backend="numpy")
>>> obs = env.reset(seed=0)
>>> obs, reward, done, info = env.step(ivy.zeros((8, 1)))
>>> obs.shape, reward.shape
((8, 3), (8, 1))
"""

import sys as _sys

from .__about__ import __version__
from ._env import Box, Env
from .cartpole import CartPole
from .mountain_car import MountainCar
from .pendulum import Pendulum
from .reacher import Reacher
from .swimmer import Swimmer

__all__ = [
    "__version__", "Box", "Env", "CartPole", "MountainCar", "Pendulum", "Reacher", "Swimmer",
    "to_gymnasium", "register_envs", "GymnasiumEnv", "GymnasiumVectorEnv",
]

_ADAPTER = ("to_gymnasium", "register_envs", "GymnasiumEnv", "GymnasiumVectorEnv", "ENV_IDS")


def __getattr__(name):
    # the Gymnasium adapter imports gymnasium and NumPy: loaded on first use only
    if name in _ADAPTER:
        from . import gymnasium_env

        return getattr(gymnasium_env, name)
    raise AttributeError(f"module 'ivy_gym' has no attribute {name!r}")


if "gymnasium" in _sys.modules:  # gymnasium.make("ivy_gym/...") works once both are imported
    from . import gymnasium_env as _gymnasium_env  # noqa: F401 - registers the ids

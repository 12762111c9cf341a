"""ivy_gym environments as standard Gymnasium environments (imports gymnasium and NumPy).

``to_gymnasium(env)`` wraps one environment as a ``gymnasium.Env`` (``reset(seed=)`` ->
``(obs, info)``, ``step`` -> ``(obs, reward, terminated, truncated, info)``, float32 ``Box``
spaces, NumPy in and out) and a batch (``num_envs`` set) as a ``gymnasium.vector.VectorEnv``.
``register_envs()`` registers ``ivy_gym/CartPole-v0``, ``ivy_gym/MountainCar-v0``,
``ivy_gym/Pendulum-v0``, ``ivy_gym/Reacher-v0`` and ``ivy_gym/Swimmer-v0`` (200 steps an
episode). They are registered when this module loads: by ``import ivy_gym`` when gymnasium is
already imported, by ``gymnasium.make("ivy_gym.gymnasium_env:ivy_gym/Pendulum-v0")`` (Gymnasium
imports the module before the id), or by ``ivy_gym.register_envs()``. Keyword arguments of
``make`` go to the environment's class (``backend="torch"``, ``num_joints=3``).

The ivy environments never terminate, so ``terminated`` is always False; episodes end by
truncation (``max_episode_steps``).

>>> import gymnasium, ivy_gym
>>> env = gymnasium.make("ivy_gym/Pendulum-v0", backend="numpy")
>>> obs, info = env.reset(seed=0)
>>> obs.shape, obs.dtype
((3,), dtype('float32'))
"""

from __future__ import annotations

import gymnasium
import numpy as np
from gymnasium import spaces

import ivy
from ivy import InvalidArgumentError

from . import cartpole, mountain_car, pendulum, reacher, swimmer
from ._env import Env

__all__ = ["GymnasiumEnv", "GymnasiumVectorEnv", "to_gymnasium", "register_envs", "ENV_IDS"]

_CLASSES = {
    "CartPole": cartpole.CartPole,
    "MountainCar": mountain_car.MountainCar,
    "Pendulum": pendulum.Pendulum,
    "Reacher": reacher.Reacher,
    "Swimmer": swimmer.Swimmer,
}
ENV_IDS = {name: f"ivy_gym/{name}-v0" for name in _CLASSES}
MAX_EPISODE_STEPS = 200
_SEED_BOUND = 2**62


def _box(space, batch=None):
    # unbounded values (velocities) get float32's largest finite bounds, as Gymnasium's CartPole
    big = np.finfo(np.float32).max
    low = np.maximum(np.asarray(space.low, np.float64), -big).astype(np.float32)
    high = np.minimum(np.asarray(space.high, np.float64), big).astype(np.float32)
    if batch is not None:
        low = np.broadcast_to(low, (batch,) + low.shape).copy()
        high = np.broadcast_to(high, (batch,) + high.shape).copy()
    return spaces.Box(low, high, dtype=np.float32)


def _check_env(env, batched):
    if not isinstance(env, Env):
        raise InvalidArgumentError(f"to_gymnasium takes an ivy_gym environment, got {type(env).__name__}")
    if batched and env.num_envs is None:
        raise InvalidArgumentError("GymnasiumVectorEnv needs an environment made with num_envs=N")
    if not batched and env.num_envs is not None:
        raise InvalidArgumentError(
            f"GymnasiumEnv wraps one environment; {env!r} holds a batch (use GymnasiumVectorEnv, "
            "which to_gymnasium picks for it)"
        )


class _Adapter:
    """What both wrappers share: conversions between NumPy and the environment's backend."""

    def _numpy(self, x):
        return np.asarray(ivy.to_numpy(x), dtype=np.float32)

    def _native_action(self, action):
        env = self.env
        a = np.asarray(action, dtype=np.float32)
        return env._b.asarray(a, dtype=env._ndt)

    def _fresh_seed(self):
        return int(self.np_random.integers(_SEED_BOUND))

    def render(self):
        """The frame(s) of the current state with ``render_mode="rgb_array"``; with ``"human"``
        the frame is shown (and, as Gymnasium wants, None returned)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; make the env with render_mode='rgb_array'")
            return None
        frame = self.env.render(self.render_mode)
        return None if self.render_mode == "human" else frame

    def close(self):
        self.env.close()


class GymnasiumEnv(_Adapter, gymnasium.Env):
    """One ivy_gym environment as a ``gymnasium.Env``.

    >>> import ivy_gym
    >>> env = ivy_gym.to_gymnasium(ivy_gym.CartPole(backend="numpy"))
    >>> obs, info = env.reset(seed=1)
    >>> obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
    """

    metadata = {"render_modes": ["human", "rgb_array"], "render_fps": 30}

    def __init__(self, env, render_mode=None):
        _check_env(env, batched=False)
        if render_mode not in (None, "human", "rgb_array"):
            raise InvalidArgumentError(f"render_mode must be None, 'human' or 'rgb_array', got {render_mode!r}")
        self.env = env
        self.render_mode = render_mode
        self.action_space = _box(env.action_space)
        self.observation_space = _box(env.observation_space)

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        obs = self.env.reset(seed=self._fresh_seed())
        if self.render_mode == "human":
            self.env.render("human")
        return self._numpy(obs), {}

    def step(self, action):
        obs, reward, _, info = self.env.step(self._native_action(action))
        if self.render_mode == "human":
            self.env.render("human")
        return self._numpy(obs), float(self._numpy(reward)[0]), False, False, dict(info)


class GymnasiumVectorEnv(_Adapter, gymnasium.vector.VectorEnv):
    """A batch of ivy_gym environments (``num_envs`` set) as a ``gymnasium.vector.VectorEnv``.

    All environments step together; with ``max_episode_steps`` every one is truncated at that
    step and reset at the next ``step`` call (Gymnasium's next-step autoreset), which returns
    the new observations with zero rewards.
    """

    def __init__(self, env, render_mode=None, max_episode_steps=None):
        _check_env(env, batched=True)
        if render_mode not in (None, "human", "rgb_array"):
            raise InvalidArgumentError(f"render_mode must be None, 'human' or 'rgb_array', got {render_mode!r}")
        if max_episode_steps is not None and (not isinstance(max_episode_steps, int) or max_episode_steps < 1):
            raise InvalidArgumentError(f"max_episode_steps must be None or an int >= 1, got {max_episode_steps!r}")
        self.env = env
        self.num_envs = env.num_envs
        self.render_mode = render_mode
        self.max_episode_steps = max_episode_steps
        self.metadata = {
            "render_modes": ["human", "rgb_array"],
            "render_fps": 30,
            "autoreset_mode": gymnasium.vector.AutoresetMode.NEXT_STEP,
        }
        self.single_action_space = _box(env.action_space)
        self.single_observation_space = _box(env.observation_space)
        self.action_space = _box(env.action_space, self.num_envs)
        self.observation_space = _box(env.observation_space, self.num_envs)
        self._steps = 0
        self._needs_reset = False

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        obs = self.env.reset(seed=self._fresh_seed())
        self._steps = 0
        self._needs_reset = False
        return self._numpy(obs), {}

    def step(self, actions):
        n = self.num_envs
        if self._needs_reset:
            obs, info = self.reset()
            return obs, np.zeros(n, np.float32), np.zeros(n, bool), np.zeros(n, bool), info
        obs, reward, _, info = self.env.step(self._native_action(actions))
        self._steps += 1
        truncated = self.max_episode_steps is not None and self._steps >= self.max_episode_steps
        self._needs_reset = truncated
        return (self._numpy(obs), self._numpy(reward)[..., 0], np.zeros(n, bool), np.full(n, truncated),
                dict(info))


def to_gymnasium(env, render_mode=None, max_episode_steps=None):
    """``env`` as a standard Gymnasium environment: a ``gymnasium.Env`` for one environment
    (wrapped in ``TimeLimit`` when ``max_episode_steps`` is given), a
    ``gymnasium.vector.VectorEnv`` for a batch.

    >>> import ivy_gym
    >>> vec = ivy_gym.to_gymnasium(ivy_gym.Pendulum(num_envs=4, backend="numpy"), max_episode_steps=100)
    >>> obs, info = vec.reset(seed=0)
    >>> obs.shape
    (4, 3)
    """
    if isinstance(env, Env) and env.num_envs is not None:
        return GymnasiumVectorEnv(env, render_mode=render_mode, max_episode_steps=max_episode_steps)
    wrapped = GymnasiumEnv(env, render_mode=render_mode)
    if max_episode_steps is not None:
        wrapped = gymnasium.wrappers.TimeLimit(wrapped, max_episode_steps)
    return wrapped


class _Maker:
    """The entry points of the registered ids (picklable, unlike closures)."""

    def __init__(self, name, vector):
        self.name, self.vector = name, vector

    def __call__(self, render_mode=None, max_episode_steps=None, **kwargs):
        cls = _CLASSES[self.name]
        if self.vector:
            return GymnasiumVectorEnv(cls(**kwargs), render_mode=render_mode, max_episode_steps=max_episode_steps)
        return GymnasiumEnv(cls(**kwargs), render_mode=render_mode)


def register_envs():
    """Register the five environments with Gymnasium as ``ivy_gym/<Name>-v0`` (idempotent).

    ``gymnasium.make(id, **kwargs)`` makes one (kwargs go to the class: ``backend``,
    ``dtype``, ``num_joints``, ...); ``gymnasium.make_vec(id, num_envs=N,
    vectorization_mode="vector_entry_point")`` a batch stepped as one.
    """
    for name, env_id in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id,
                entry_point=_Maker(name, vector=False),
                vector_entry_point=_Maker(name, vector=True),
                max_episode_steps=MAX_EPISODE_STEPS,
            )


register_envs()

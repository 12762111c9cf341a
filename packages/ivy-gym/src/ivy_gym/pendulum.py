"""Pendulum swing-up: a rod hinged at one end, driven by a continuous torque.

The dynamics are Gymnasium's classic-control Pendulum (a uniform rod, semi-implicit Euler)
with g = 9.8, without the speed clipping, and with a dense reward for keeping the rod
upright, as the original ivy_gym.
"""

from __future__ import annotations

import math

from ._env import Env, _Array, _state_attribute


class Pendulum(Env):
    """Pendulum swing-up, differentiable and batched.

    State ``(angle, angle_vel)``, each ``batch_shape + (1,)``; ``angle`` is 0 with the rod
    upright and grows counter-clockwise. With torque ``u = torque_scale * action``
    (``torque_scale`` 1), ``g`` 9.8, mass ``m`` 1, length ``l`` 1, ``dt`` 0.05::

        angle_acc  = 3 g / (2 l) sin(angle) + 3 / (m l^2) u
        angle_vel' = angle_vel + dt angle_acc;  angle' = angle + dt angle_vel'

    (Gymnasium's ``PendulumEnv.step`` with ``g=9.8``, whose ``max_speed`` clip of 8 rad/s is
    left out.) Observation ``[cos(angle), sin(angle), angle_vel]``; reward
    ``(cos(angle) + 1) / 2``; never terminates. ``reset`` draws ``angle ~ U(-pi, pi)`` and
    ``angle_vel ~ U(-1, 1)``.

    >>> import ivy, ivy_gym
    >>> env = ivy_gym.Pendulum(backend="numpy")
    >>> obs = env.reset(seed=0)
    >>> obs, reward, done, info = env.step(ivy.asarray([0.5]))
    >>> obs.shape, reward.shape
    ((3,), (1,))
    """

    _spec = (
        ("angle", (1,), (-math.pi, math.pi)),
        ("angle_vel", (1,), (-1.0, 1.0)),
    )
    _action_dim = 1

    angle = _state_attribute("angle", "The rod's angle from upright, counter-clockwise (rad).")
    angle_vel = _state_attribute("angle_vel", "The rod's angular velocity (rad/s).")

    def __init__(self, num_envs=None, *, backend=None, device=None, dtype=None):
        """A pendulum; ``num_envs`` environments in one batch (None: one, with the original's
        shapes); ``backend``, ``device`` and ``dtype`` (float32 by default) are where and how
        ``reset`` draws its states."""
        self.torque_scale = 1.0
        self.g = 9.8
        self.dt = 0.05
        self.m = 1.0
        self.l = 1.0  # noqa: E741 - the original's name
        super().__init__(num_envs, backend=backend, device=device, dtype=dtype)

    def _observation_bounds(self):
        return (-1.0, -1.0, -math.inf), (1.0, 1.0, math.inf)

    def _derive(self):
        b = self._b
        self._cos = b.cos(self._angle)
        self._sin = b.sin(self._angle)

    def _observation(self):
        return self._b.concat([self._cos, self._sin, self._angle_vel], axis=-1)

    def _reward(self):
        return (self._cos + 1) / 2

    def step(self, action):
        """Apply the torque ``action`` (``batch_shape + (1,)``, in [-1, 1]) for ``dt`` seconds.

        Returns ``(observation, reward, False, {})``: the observation and reward of the new
        state, differentiable with respect to the state and the action.
        """
        w = self._wrap
        if action.__class__ is _Array:
            action = action.data
            w = True
        if type(action) is not self._acls or action.dtype is not self._adt or action.shape != self._ashape:
            action = self._action(action)
        b = self._b
        g, m, length = self.g, self.m, self.l
        angle_acc = 3 * g / (2 * length) * self._sin + 3.0 / (m * length ** 2) * (self.torque_scale * action)
        self._angle_vel = angle_vel = self._angle_vel + self.dt * angle_acc
        self._angle = angle = self._angle + self.dt * angle_vel
        self._cos = cos = b.cos(angle)
        self._sin = sin = b.sin(angle)
        obs = b.concat([cos, sin, angle_vel], axis=-1)
        reward = (cos + 1) / 2
        if w:
            return _Array(obs), _Array(reward), False, {}
        return obs, reward, False, {}

    # -- rendering: the rod coloured from red (reward 0) to green (1), the axle in black
    def _bounds(self):
        return (-2.2, 2.2, -2.2, 2.2)

    def _draw(self, canvas, angle, angle_vel, reward):
        a = float(angle[0])
        tip = (-self.l * math.sin(a), self.l * math.cos(a))
        canvas.line((0.0, 0.0), tip, 0.2, (1.0 - reward, reward, 0.0))
        canvas.circle((0.0, 0.0), 0.05, (0.0, 0.0, 0.0))

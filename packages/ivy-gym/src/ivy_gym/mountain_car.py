"""Mountain car: a car in a valley must rock back and forth to reach the flag on the right hill.

The original ivy_gym's continuous variant: the track's height is ``0.45 sin(3 x) + 0.55``,
gravity pulls along it with ``9.8 cos(3 x)`` and the engine pushes with ``3 * action``,
integrated with semi-implicit Euler and no clipping; the reward is dense.
"""

from __future__ import annotations

import math

from ._env import Env, _Array, _state_attribute


class MountainCar(Env):
    """Mountain car, differentiable and batched.

    State ``(x, x_vel)``, each ``batch_shape + (1,)``. With ``torque_scale`` 3, ``g`` 9.8 and
    ``dt`` 0.02::

        x_acc  = torque_scale action - g cos(3 x)
        x_vel' = x_vel + dt x_acc;  x' = x + dt x_vel'

    Observation ``[x, x_vel]``; reward ``exp(-5 (x - goal_x)^2)`` with ``goal_x`` 0.45; never
    terminates. ``reset`` draws ``x ~ U(-0.9, -0.2)`` and sets ``x_vel = 0``.

    >>> import ivy, ivy_gym
    >>> env = ivy_gym.MountainCar(num_envs=2, backend="numpy")
    >>> obs = env.reset(seed=0)
    >>> obs, reward, done, info = env.step(ivy.ones((2, 1)))
    >>> obs.shape, reward.shape
    ((2, 2), (2, 1))
    """

    _spec = (
        ("x", (1,), (-0.9, -0.2)),
        ("x_vel", (1,), None),
    )
    _action_dim = 1

    x = _state_attribute("x", "The car's horizontal position.")
    x_vel = _state_attribute("x_vel", "The car's horizontal velocity.")

    def __init__(self, num_envs=None, *, backend=None, device=None, dtype=None):
        """A mountain car; ``num_envs`` environments in one batch (None: one, with the
        original's shapes); ``backend``, ``device`` and ``dtype`` (float32 by default) are
        where and how ``reset`` draws its states."""
        self.torque_scale = 3.0
        self.g = 9.8
        self.dt = 0.02
        self.goal_x = 0.45
        super().__init__(num_envs, backend=backend, device=device, dtype=dtype)

    def _observation_bounds(self):
        return (-math.inf, -math.inf), (math.inf, math.inf)

    def _derive(self):
        pass

    def _observation(self):
        return self._b.concat([self._x, self._x_vel], axis=-1)

    def _reward(self):
        return self._b.exp(-5 * (self._x - self.goal_x) ** 2)

    def step(self, action):
        """Apply the engine's ``action`` (``batch_shape + (1,)``, in [-1, 1]) for ``dt`` seconds.

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
        x = self._x
        x_acc = self.torque_scale * action - self.g * b.cos(3 * x)
        self._x_vel = x_vel = self._x_vel + self.dt * x_acc
        self._x = x = x + self.dt * x_vel
        obs = b.concat([x, x_vel], axis=-1)
        reward = b.exp(-5 * (x - self.goal_x) ** 2)
        if w:
            return _Array(obs), _Array(reward), False, {}
        return obs, reward, False, {}

    # -- rendering: the track, the flag at goal_x, the car coloured from red (reward 0) to green (1)
    @staticmethod
    def _height(x):
        return 0.45 * math.sin(3 * x) + 0.55

    def _bounds(self):
        return (-1.2, 0.6, 0.0, 1.8)

    def _draw(self, canvas, x, x_vel, reward):
        px = canvas.pixels
        xs = [-1.2 + 1.8 * i / 99 for i in range(100)]
        canvas.polyline([(t, self._height(t)) for t in xs], px(2), (0.0, 0.0, 0.0))
        gx, gy = self.goal_x, self._height(self.goal_x)
        canvas.line((gx, gy), (gx, gy + px(50)), px(1), (0.0, 0.0, 0.0))
        canvas.polygon([(gx, gy + px(50)), (gx, gy + px(40)), (gx + px(25), gy + px(45))], (0.8, 0.8, 0.0))
        cx = float(x[0])
        slope = math.atan(1.35 * math.cos(3 * cx))  # the track's direction at the car
        c, s = math.cos(slope), math.sin(slope)
        normal = (-s, c)

        def at(along, up):
            return (cx + c * along + normal[0] * up, self._height(cx) + s * along + normal[1] * up)

        clearance, half_w, height = px(10), px(20), px(20)
        canvas.polygon([at(-half_w, clearance), at(half_w, clearance), at(half_w, clearance + height),
                        at(-half_w, clearance + height)], (1.0 - reward, reward, 0.0))
        for along in (-half_w / 2, half_w / 2):
            canvas.circle(at(along, clearance), px(8), (0.5, 0.5, 0.5))

"""Swimmer: a fish must swim to a goal while keeping away from sea urchins.

The original ivy_gym's own model: the fish is a point mass pushed by a 2-d force, integrated
with semi-implicit Euler; the reward is dense in the distance to the goal and falls to zero
at each urchin.
"""

from __future__ import annotations

import math

from ivy import InvalidArgumentError

from ._env import Env, _Array, _state_attribute


class Swimmer(Env):
    """Swimmer, differentiable and batched.

    State ``(urchin_xys, xy, xy_vel, goal_xy)`` of shapes ``batch_shape + (num_urchins, 2)``,
    then ``batch_shape + (2,)`` three times. With ``dt`` 0.05::

        xy_vel' = xy_vel + dt action;  xy' = xy + dt xy_vel'

    Observation ``[urchin_xys (flattened), xy, xy_vel, goal_xy]`` (``2 num_urchins + 6``);
    reward ``exp(-0.5 |xy - goal_xy|^2) prod_u (1 - exp(-30 |xy - urchin_xys[u]|^2))``; never
    terminates. ``reset`` draws ``urchin_xys``, ``xy`` and ``goal_xy`` from ``U(-1, 1)`` and sets
    ``xy_vel = 0``.

    >>> import ivy, ivy_gym
    >>> env = ivy_gym.Swimmer(num_urchins=3, backend="numpy")
    >>> obs = env.reset(seed=0)
    >>> obs, reward, done, info = env.step(ivy.asarray([1.0, 0.0]))
    >>> obs.shape, reward.shape
    ((12,), (1,))
    """

    urchin_xys = _state_attribute("urchin_xys", "The urchins' positions.")
    xy = _state_attribute("xy", "The fish's position.")
    xy_vel = _state_attribute("xy_vel", "The fish's velocity.")
    goal_xy = _state_attribute("goal_xy", "The goal's position.")

    def __init__(self, num_urchins=5, num_envs=None, *, backend=None, device=None, dtype=None):
        """A swimmer among ``num_urchins`` urchins; ``num_envs`` environments in one batch (None:
        one, with the original's shapes); ``backend``, ``device`` and ``dtype`` (float32 by
        default) are where and how ``reset`` draws its states."""
        if isinstance(num_urchins, bool) or not isinstance(num_urchins, int) or num_urchins < 0:
            raise InvalidArgumentError(f"Swimmer: num_urchins must be an int >= 0, got {num_urchins!r}")
        self.num_urchins = num_urchins
        self.dt = 0.05
        self._spec = (
            ("urchin_xys", (num_urchins, 2), (-1.0, 1.0)),
            ("xy", (2,), (-1.0, 1.0)),
            ("xy_vel", (2,), None),
            ("goal_xy", (2,), (-1.0, 1.0)),
        )
        self._action_dim = 2
        super().__init__(num_envs, backend=backend, device=device, dtype=dtype)

    def _init_args(self):
        return (("num_urchins", self.num_urchins),)

    def _observation_bounds(self):
        n = 2 * self.num_urchins + 6
        return (-math.inf,) * n, (math.inf,) * n

    def _derive(self):
        self._urchins_flat = self._b.reshape(self._urchin_xys, self.batch_shape + (2 * self.num_urchins,))

    def _observation(self):
        return self._b.concat([self._urchins_flat, self._xy, self._xy_vel, self._goal_xy], axis=-1)

    def _reward(self):
        return self._reward_at(self._b, self._xy)

    def _reward_at(self, b, xy):
        goal = b.exp(-0.5 * b.sum((xy - self._goal_xy) ** 2, axis=-1, keepdims=True))
        near = b.exp(-30 * b.sum((b.expand_dims(xy, axis=-2) - self._urchin_xys) ** 2, axis=-1))
        return goal * b.prod(1 - near, axis=-1, keepdims=True)

    def step(self, action):
        """Apply the force ``action`` (``batch_shape + (2,)``, in [-1, 1]) for ``dt`` seconds.

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
        self._xy_vel = xy_vel = self._xy_vel + self.dt * action
        self._xy = xy = self._xy + self.dt * xy_vel
        obs = b.concat([self._urchins_flat, xy, xy_vel, self._goal_xy], axis=-1)
        reward = self._reward_at(b, xy)
        if w:
            return _Array(obs), _Array(reward), False, {}
        return obs, reward, False, {}

    # -- rendering: the goal in blue, black urchins, the fish coloured from red (reward 0) to green (1)
    def _bounds(self):
        return (-1.5, 1.5, -1.5, 1.5)

    def _draw(self, canvas, urchin_xys, xy, xy_vel, goal_xy, reward):
        canvas.circle(goal_xy, 0.2, (0.4, 0.6, 1.0))
        for ux, uy in urchin_xys:
            for k in range(15):
                a = 2 * math.pi * k / 15
                canvas.line((ux, uy), (ux + 0.2 * math.cos(a), uy + 0.2 * math.sin(a)), 0.015, (0.0, 0.0, 0.0))
            canvas.circle((ux, uy), 0.07, (0.0, 0.0, 0.0))
        heading = math.atan2(xy_vel[1], xy_vel[0]) if (xy_vel[0] or xy_vel[1]) else 0.0
        c, s = math.cos(heading), math.sin(heading)
        color = (1.0 - reward, reward, 0.0)
        fx, fy = float(xy[0]), float(xy[1])
        tail = [(fx - 0.1 * c, fy - 0.1 * s), (fx - 0.22 * c - 0.08 * s, fy - 0.22 * s + 0.08 * c),
                (fx - 0.22 * c + 0.08 * s, fy - 0.22 * s - 0.08 * c)]
        canvas.polygon(tail, color)
        canvas.ellipse((fx, fy), (0.15, 0.08), heading, color)
        canvas.circle((fx + 0.08 * c - 0.02 * s, fy + 0.08 * s + 0.02 * c), 0.015, (0.0, 0.0, 0.0))

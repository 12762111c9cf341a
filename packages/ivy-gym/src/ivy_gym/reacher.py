"""Reacher: a planar arm of unit-length links whose end must reach a goal.

The original ivy_gym's own model (no MuJoCo): each link's absolute angle is driven by its own
torque, a double integrator per joint, and the reward is dense in the distance from the end
of the arm to the goal.
"""

from __future__ import annotations

import math

from ivy import InvalidArgumentError

from ._env import Env, _Array, _state_attribute


class Reacher(Env):
    """Reacher, differentiable and batched.

    State ``(angles, angle_vels, goal_xy)`` of shapes ``batch_shape + (num_joints,)``,
    ``batch_shape + (num_joints,)`` and ``batch_shape + (2,)``. Link ``i`` has length 1 and
    absolute angle ``angles[i]`` (from the +x axis, counter-clockwise), so the end of the arm,
    whose base is at the origin, is ``e = (sum_i cos(angles[i]), sum_i sin(angles[i]))``.
    With ``torque_scale`` 1 and ``dt`` 0.05::

        angle_vels' = angle_vels + dt torque_scale action;  angles' = angles + dt angle_vels'

    Observation ``[cos(angles), sin(angles), angle_vels, goal_xy]`` (``3 num_joints + 2``);
    reward ``exp(-|e - goal_xy|^2)``; never terminates. ``reset`` draws
    ``angles ~ U(-pi, pi)``, ``angle_vels ~ U(-1, 1)`` and ``goal_xy ~ U(-num_joints, num_joints)``.

    >>> import ivy, ivy_gym
    >>> env = ivy_gym.Reacher(num_joints=3, num_envs=4, backend="numpy")
    >>> obs = env.reset(seed=0)
    >>> obs, reward, done, info = env.step(ivy.zeros((4, 3)))
    >>> obs.shape, reward.shape
    ((4, 11), (4, 1))
    """

    angles = _state_attribute("angles", "The links' absolute angles (rad).")
    angle_vels = _state_attribute("angle_vels", "The links' angular velocities (rad/s).")
    goal_xy = _state_attribute("goal_xy", "The goal's position.")

    def __init__(self, num_joints=2, num_envs=None, *, backend=None, device=None, dtype=None):
        """A reacher of ``num_joints`` links; ``num_envs`` environments in one batch (None: one,
        with the original's shapes); ``backend``, ``device`` and ``dtype`` (float32 by default)
        are where and how ``reset`` draws its states."""
        if isinstance(num_joints, bool) or not isinstance(num_joints, int) or num_joints < 1:
            raise InvalidArgumentError(f"Reacher: num_joints must be an int >= 1, got {num_joints!r}")
        self.num_joints = num_joints
        self.torque_scale = 1.0
        self.dt = 0.05
        self._spec = (
            ("angles", (num_joints,), (-math.pi, math.pi)),
            ("angle_vels", (num_joints,), (-1.0, 1.0)),
            ("goal_xy", (2,), (-float(num_joints), float(num_joints))),
        )
        self._action_dim = num_joints
        super().__init__(num_envs, backend=backend, device=device, dtype=dtype)

    def _init_args(self):
        return (("num_joints", self.num_joints),)

    def _observation_bounds(self):
        n, inf = self.num_joints, math.inf
        return (-1.0,) * 2 * n + (-inf,) * (n + 2), (1.0,) * 2 * n + (inf,) * (n + 2)

    def _derive(self):
        b = self._b
        self._cos = b.cos(self._angles)
        self._sin = b.sin(self._angles)

    def _observation(self):
        return self._b.concat([self._cos, self._sin, self._angle_vels, self._goal_xy], axis=-1)

    def _reward(self):
        b = self._b
        end = b.concat([b.sum(self._cos, axis=-1, keepdims=True), b.sum(self._sin, axis=-1, keepdims=True)], axis=-1)
        return b.exp(-b.sum((end - self._goal_xy) ** 2, axis=-1, keepdims=True))

    def step(self, action):
        """Apply the joint torques ``action`` (``batch_shape + (num_joints,)``, in [-1, 1]) for
        ``dt`` seconds.

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
        self._angle_vels = angle_vels = self._angle_vels + self.dt * (self.torque_scale * action)
        self._angles = angles = self._angles + self.dt * angle_vels
        self._cos = cos = b.cos(angles)
        self._sin = sin = b.sin(angles)
        goal = self._goal_xy
        obs = b.concat([cos, sin, angle_vels, goal], axis=-1)
        end = b.concat([b.sum(cos, axis=-1, keepdims=True), b.sum(sin, axis=-1, keepdims=True)], axis=-1)
        reward = b.exp(-b.sum((end - goal) ** 2, axis=-1, keepdims=True))
        if w:
            return _Array(obs), _Array(reward), False, {}
        return obs, reward, False, {}

    # -- rendering: the goal in blue, black links, grey joints, the end coloured by the reward
    def _bounds(self):
        r = self.num_joints + 0.2
        return (-r, r, -r, r)

    def _draw(self, canvas, angles, angle_vels, goal_xy, reward):
        canvas.circle(goal_xy, 0.2, (0.4, 0.6, 1.0))
        x, y = 0.0, 0.0
        for a in angles:
            nx, ny = x + math.cos(a), y + math.sin(a)
            canvas.rectangle(((x + nx) / 2, (y + ny) / 2), 1.0, 0.2, float(a), (0.0, 0.0, 0.0))
            canvas.circle((x, y), 0.1, (0.5, 0.5, 0.5))
            x, y = nx, ny
        canvas.circle((x, y), 0.1, (1.0 - reward, reward, 0.0))

"""Cart-pole swing-up: a pole hinged on a cart that a continuous force pushes along a track.

The dynamics are Gymnasium's classic-control CartPole (Barto, Sutton and Anderson's
frictionless equations, integrated with semi-implicit Euler), with a continuous force
``10 * action`` for ``action`` in [-1, 1] instead of Gymnasium's discrete +-10, no termination,
and a dense reward for keeping the pole upright near the centre, as the original ivy_gym.
"""

from __future__ import annotations

import math

from ._env import Env, _Array, _state_attribute


class CartPole(Env):
    """Cart-pole swing-up, differentiable and batched.

    State ``(x, x_vel, angle, angle_vel)``, each ``batch_shape + (1,)``; ``angle`` is 0 with
    the pole upright and grows clockwise (the pole's tip moves to +x). With force
    ``F = torque_scale * action`` (``torque_scale`` 10), ``g`` 9.8, cart mass ``m_c`` 1,
    pole mass ``m_p`` 0.1, half pole length ``l`` 0.5, ``M = m_c + m_p``, ``dt`` 0.02::

        temp      = (F + m_p l angle_vel^2 sin(angle)) / M
        angle_acc = (g sin(angle) - cos(angle) temp) / (l (4/3 - m_p cos(angle)^2 / M))
        x_acc     = temp - m_p l angle_acc cos(angle) / M
        x_vel'    = x_vel + dt x_acc;           x'     = x + dt x_vel'
        angle_vel' = angle_vel + dt angle_acc;  angle' = angle + dt angle_vel'

    (Gymnasium's ``CartPoleEnv.step`` with ``kinematics_integrator="semi-implicit euler"``.)
    Observation ``[x, x_vel, cos(angle), sin(angle), angle_vel]``; reward
    ``exp(-x^2) (cos(angle) + 1) / 2``; never terminates. ``reset`` draws ``x ~ U(-1, 1)``,
    ``x_vel ~ U(-0.3, 0.3)``, ``angle ~ U(-pi, pi)``, ``angle_vel ~ U(-0.3, 0.3)``.

    >>> import ivy, ivy_gym
    >>> env = ivy_gym.CartPole(num_envs=3, backend="numpy")
    >>> obs = env.reset(seed=0)
    >>> obs, reward, done, info = env.step(ivy.zeros((3, 1)))
    >>> obs.shape, reward.shape
    ((3, 5), (3, 1))
    """

    _spec = (
        ("x", (1,), (-1.0, 1.0)),
        ("x_vel", (1,), (-0.3, 0.3)),
        ("angle", (1,), (-math.pi, math.pi)),
        ("angle_vel", (1,), (-0.3, 0.3)),
    )
    _action_dim = 1

    x = _state_attribute("x", "The cart's position (m).")
    x_vel = _state_attribute("x_vel", "The cart's velocity (m/s).")
    angle = _state_attribute("angle", "The pole's angle from upright, clockwise (rad).")
    angle_vel = _state_attribute("angle_vel", "The pole's angular velocity (rad/s).")

    def __init__(self, num_envs=None, *, backend=None, device=None, dtype=None):
        """A cart-pole; ``num_envs`` environments in one batch (None: one, with the original's
        shapes); ``backend``, ``device`` and ``dtype`` (float32 by default) are where and how
        ``reset`` draws its states."""
        self.torque_scale = 10.0
        self.g = 9.8
        self.dt = 0.02
        self.cart_mass = 1.0
        self.pole_mass = 0.1
        self.total_mass = self.pole_mass + self.cart_mass
        self.pole_length = 0.5  # actually half the pole's length
        self.pole_mass_length = self.pole_mass * self.pole_length
        super().__init__(num_envs, backend=backend, device=device, dtype=dtype)

    def _observation_bounds(self):
        inf = math.inf
        return (-inf, -inf, -1.0, -1.0, -inf), (inf, inf, 1.0, 1.0, inf)

    def _derive(self):
        b = self._b
        self._cos = b.cos(self._angle)
        self._sin = b.sin(self._angle)

    def _observation(self):
        return self._b.concat([self._x, self._x_vel, self._cos, self._sin, self._angle_vel], axis=-1)

    def _reward(self):
        return self._b.exp(-(self._x ** 2)) * (self._cos + 1) / 2

    def step(self, action):
        """Apply ``action`` (``batch_shape + (1,)``, in [-1, 1]) for ``dt`` seconds.

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
        cos, sin, angle_vel = self._cos, self._sin, self._angle_vel
        temp = (self.torque_scale * action + self.pole_mass_length * angle_vel ** 2 * sin) / self.total_mass
        angle_acc = (self.g * sin - cos * temp) / (
            self.pole_length * (4.0 / 3.0 - self.pole_mass * cos ** 2 / self.total_mass)
        )
        x_acc = temp - self.pole_mass_length * angle_acc * cos / self.total_mass
        dt = self.dt
        self._x_vel = x_vel = self._x_vel + dt * x_acc
        self._x = x = self._x + dt * x_vel
        self._angle_vel = angle_vel = angle_vel + dt * angle_acc
        self._angle = angle = self._angle + dt * angle_vel
        self._cos = cos = b.cos(angle)
        self._sin = sin = b.sin(angle)
        obs = b.concat([x, x_vel, cos, sin, angle_vel], axis=-1)
        reward = b.exp(-(x ** 2)) * (cos + 1) / 2
        if w:
            return _Array(obs), _Array(reward), False, {}
        return obs, reward, False, {}

    # -- rendering: a 4 m wide view of the track, the pole coloured from red (reward 0) to green (1)
    def _bounds(self):
        return (-2.0, 2.0, -2.0, 2.0)

    def _draw(self, canvas, x, x_vel, angle, angle_vel, reward):
        px = canvas.pixels
        canvas.line((-2.0, 0.0), (2.0, 0.0), px(1), (0.0, 0.0, 0.0))
        cx = float(x[0])
        canvas.rectangle((cx, 0.0), px(50), px(30), 0.0, (0.0, 0.0, 0.0))
        a = float(angle[0])
        length = 2 * self.pole_length
        tip = (cx + length * math.sin(a), length * math.cos(a))
        canvas.line((cx, 0.0), tip, px(10), (1.0 - reward, reward, 0.0))
        canvas.circle((cx, 0.0), px(5), (0.5, 0.5, 0.5))

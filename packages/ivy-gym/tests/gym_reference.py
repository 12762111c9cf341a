"""The original ivy_gym's equations in plain NumPy: the ground truth of test_dynamics.

Source: the original library, github.com/ivy-llc/gym (ivy_gym/mountain_car.py, reacher.py,
swimmer.py: ``__init__``'s constants, ``step``, ``get_observation`` and ``get_reward``),
rewritten here as scalar Python over each environment, joint and urchin, independently of
ivy_gym's vectorised code. Each function takes one environment's state (NumPy float64) and
action and returns ``(new_state, observation, reward)``.
"""

from __future__ import annotations

import math

import numpy as np


def mountain_car(state, action):
    """torque_scale 3, g 9.8, dt 0.02, goal 0.45: x_acc = 3 a - 9.8 cos(3 x), semi-implicit Euler."""
    (x,), (v,) = state
    acc = float(action[0]) * 3.0 - 9.8 * math.cos(3 * x)
    v = v + 0.02 * acc
    x = x + 0.02 * v
    return ([x], [v]), [x, v], [math.exp(-5 * (x - 0.45) ** 2)]


def reacher(state, action):
    """torque_scale 1, dt 0.05, unit links at absolute angles: end = sum of (cos, sin)."""
    angles, vels, goal = (list(map(float, s)) for s in state)
    vels = [v + 0.05 * (1.0 * float(a)) for v, a in zip(vels, action)]
    angles = [t + 0.05 * v for t, v in zip(angles, vels)]
    ex = sum(math.cos(t) for t in angles)
    ey = sum(math.sin(t) for t in angles)
    obs = [math.cos(t) for t in angles] + [math.sin(t) for t in angles] + vels + goal
    return (angles, vels, goal), obs, [math.exp(-((ex - goal[0]) ** 2 + (ey - goal[1]) ** 2))]


def swimmer(state, action):
    """dt 0.05: velocity += dt a, position += dt velocity; reward exp(-0.5 |xy - goal|^2)
    times prod over urchins of (1 - exp(-30 |xy - urchin|^2))."""
    urchins, xy, vel, goal = state
    urchins = [list(map(float, u)) for u in np.reshape(urchins, (-1, 2))]
    vel = [float(v) + 0.05 * float(a) for v, a in zip(vel, action)]
    xy = [float(p) + 0.05 * v for p, v in zip(xy, vel)]
    goal = list(map(float, goal))
    reward = math.exp(-0.5 * ((xy[0] - goal[0]) ** 2 + (xy[1] - goal[1]) ** 2))
    for ux, uy in urchins:
        reward *= 1 - math.exp(-30 * ((xy[0] - ux) ** 2 + (xy[1] - uy) ** 2))
    obs = [c for u in urchins for c in u] + xy + vel + goal
    return (urchins, xy, vel, goal), obs, [reward]


REFERENCE = {"MountainCar": mountain_car, "Reacher": reacher, "Swimmer": swimmer}

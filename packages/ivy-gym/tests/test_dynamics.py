"""MountainCar, Reacher and Swimmer against the original's equations (gym_reference.py, scalar
NumPy), and physical consistency of all five: conserved energies and momenta, closed-form
motion without force, the reward's definition."""

from __future__ import annotations

import numpy as np
import pytest
from gym_helpers import B, make, native, to_numpy
from gym_reference import REFERENCE

STEPS = 20
TOL64 = dict(rtol=1e-10, atol=1e-12)


def _state(name, rng, num):
    if name == "MountainCar":
        return (rng.uniform(-1.2, 0.6, (num, 1)), rng.uniform(-1, 1, (num, 1)))
    if name == "Reacher":
        return (rng.uniform(-np.pi, np.pi, (num, 3)), rng.uniform(-2, 2, (num, 3)), rng.uniform(-3, 3, (num, 2)))
    return (rng.uniform(-1, 1, (num, 4, 2)), rng.uniform(-1, 1, (num, 2)), rng.uniform(-1, 1, (num, 2)),
            rng.uniform(-1, 1, (num, 2)))


@pytest.mark.parametrize("name", sorted(REFERENCE))
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_against_the_originals_equations(name, dtype):
    rng = np.random.default_rng(2)
    num = B
    state = _state(name, rng, num)
    env = make(name)
    dim = env._action_dim
    steps = STEPS if dtype == "float64" else 1
    actions = rng.uniform(-1, 1, (steps, num, dim))
    if dtype == "float32":
        state = tuple(s.astype(np.float32).astype(np.float64) for s in state)
        actions = actions.astype(np.float32).astype(np.float64)
    env.set_state(tuple(native(s, dtype) for s in state))
    refs = [tuple(s[i] for s in state) for i in range(num)]
    tol = TOL64 if dtype == "float64" else dict(rtol=2e-5, atol=2e-5)
    for k in range(steps):
        obs, reward, done, info = env.step(native(actions[k], dtype))
        assert done is False and info == {}
        stepped = [REFERENCE[name](refs[i], actions[k, i]) for i in range(num)]
        refs = [s for s, _, _ in stepped]
        np.testing.assert_allclose(to_numpy(obs), np.array([o for _, o, _ in stepped]), **tol)
        np.testing.assert_allclose(to_numpy(reward), np.array([r for _, _, r in stepped]), **tol)
        for got, want in zip(env.get_state(), zip(*refs)):
            np.testing.assert_allclose(to_numpy(got), np.reshape(np.array(want), to_numpy(got).shape), **tol)
    assert to_numpy(obs).dtype == np.dtype(dtype)


def _run(env, state, steps, action=None):
    """States along ``steps`` steps (each a tuple of NumPy arrays), the first one included."""
    env.set_state(tuple(native(s) for s in state))
    a = native(np.zeros((state[0].shape[0], env._action_dim)) if action is None else action)
    out = [tuple(to_numpy(s) for s in env.get_state())]
    for _ in range(steps):
        env.step(a)
        out.append(tuple(to_numpy(s) for s in env.get_state()))
    return out


def test_pendulum_conserves_the_shadow_energy_without_torque():
    """theta'' = 3g/(2l) sin(theta) conserves E = theta'^2 / 2 + 3g/(2l) cos(theta). Semi-implicit
    Euler (velocity first) is symplectic: it conserves the modified energy
    E + dt/2 theta' 3g/(2l) sin(theta) to O(dt^2) for ever, while E itself oscillates by O(dt)
    (explicit Euler's E would grow without bound)."""
    env = make("Pendulum")
    rng = np.random.default_rng(3)
    state = (rng.uniform(-np.pi, np.pi, (B, 1)), rng.uniform(-2, 2, (B, 1)))
    k, dt = 3 * 9.8 / 2, 0.05
    run = _run(env, state, 2000)
    energy = np.array([0.5 * v ** 2 + k * np.cos(t) for t, v in run])[..., 0]
    shadow = np.array([0.5 * v ** 2 + k * np.cos(t) + dt / 2 * v * k * np.sin(t) for t, v in run])[..., 0]
    assert np.abs(shadow - shadow[0]).max() < 0.4  # measured 0.19
    assert np.abs(energy - energy[0]).max() < 4.0  # measured 2.5: bounded, O(dt)
    # ... while a torque of +1 puts work in
    one = _run(make("Pendulum"), (np.full((B, 1), 1e-3), np.zeros((B, 1))), 40, action=np.ones((B, 1)))
    assert np.all(0.5 * one[-1][1] ** 2 + k * np.cos(one[-1][0]) > k * np.cos(1e-3) + 0.1)


def test_mountain_car_conserves_the_shadow_energy_without_engine():
    """x'' = -g cos(3x) conserves E = v^2 / 2 + g sin(3x) / 3; semi-implicit Euler conserves
    E - dt/2 v g cos(3x) to O(dt^2)."""
    env = make("MountainCar")
    rng = np.random.default_rng(4)
    state = (rng.uniform(-1.2, 0.6, (B, 1)), rng.uniform(-1, 1, (B, 1)))
    g, dt = 9.8, 0.02
    shadow = np.array([0.5 * v ** 2 + g * np.sin(3 * x) / 3 - dt / 2 * v * g * np.cos(3 * x)
                       for x, v in _run(env, state, 2000)])[..., 0]
    assert np.abs(shadow - shadow[0]).max() < 0.03  # measured 0.013 (E itself: 0.30)


def test_cartpole_conserves_momentum_and_energy_as_dt_goes_to_zero():
    """The frictionless cart-pole (cart mass M - m, a uniform pole of mass m and half length l)
    conserves the horizontal momentum P = M x' + m l cos(theta) theta' and the energy
    E = M x'^2 / 2 + m l cos(theta) x' theta' + 2/3 m l^2 theta'^2 + m g l cos(theta): these
    Euler-Lagrange equations are the ones CartPole integrates. Semi-implicit Euler is first
    order, so over the same 4 s the errors fall tenfold with dt."""
    rng = np.random.default_rng(5)
    n = B
    state = (rng.uniform(-1, 1, (n, 1)), rng.uniform(-1, 1, (n, 1)), rng.uniform(-np.pi, np.pi, (n, 1)),
             rng.uniform(-1, 1, (n, 1)))
    M, m, g, L = 1.1, 0.1, 9.8, 0.5
    errors = []
    for dt, steps in [(0.02, 200), (0.002, 2000)]:
        env = make("CartPole")
        env.dt = dt
        P, E = [], []
        for _, v, t, w in _run(env, tuple(s.astype(np.float64) for s in state), steps):
            P.append(M * v + m * L * np.cos(t) * w)
            E.append(0.5 * M * v ** 2 + m * L * np.cos(t) * v * w + 2 / 3 * m * L ** 2 * w ** 2 + m * g * L * np.cos(t))
        P, E = np.array(P)[..., 0], np.array(E)[..., 0]
        errors.append((np.abs(P - P[0]).max(), np.abs(E - E[0]).max()))
    (p1, e1), (p2, e2) = errors
    assert p1 < 0.2 and e1 < 0.15, errors  # measured 0.098, 0.067
    assert p2 < 0.15 * p1 and e2 < 0.15 * e1, errors  # measured 0.0093, 0.0064


def test_force_free_motion_is_closed_form():
    """Reacher's links and Swimmer's fish move at constant speed without force: after k steps
    ``angles = angles0 + k dt vel`` (``xy`` likewise); the goal and urchins never move."""
    rng = np.random.default_rng(6)
    reacher = make("Reacher")
    state = (rng.uniform(-3, 3, (B, 3)), rng.uniform(-1, 1, (B, 3)), rng.uniform(-2, 2, (B, 2)))
    for k, (angles, vels, goal) in enumerate(_run(reacher, state, 30)):
        np.testing.assert_allclose(angles, state[0] + k * 0.05 * state[1], rtol=1e-10, atol=1e-12)
        np.testing.assert_array_equal(vels, state[1])
        np.testing.assert_array_equal(goal, state[2].astype(goal.dtype))
    swimmer = make("Swimmer")
    state = (rng.uniform(-1, 1, (B, 4, 2)), rng.uniform(-1, 1, (B, 2)), rng.uniform(-1, 1, (B, 2)),
             rng.uniform(-1, 1, (B, 2)))
    for k, (urchins, xy, _, _) in enumerate(_run(swimmer, state, 30)):
        np.testing.assert_allclose(xy, state[1] + k * 0.05 * state[2], rtol=1e-10, atol=1e-12)
        np.testing.assert_array_equal(urchins, state[0].astype(urchins.dtype))


def test_constant_force_gives_the_discrete_parabola():
    """With a constant force, semi-implicit Euler gives v_k = v0 + k dt a and
    x_k = x0 + k dt v0 + k (k + 1) / 2 dt^2 a (Swimmer and Reacher)."""
    rng = np.random.default_rng(7)
    swimmer = make("Swimmer")
    a = rng.uniform(-1, 1, (B, 2))
    state = (rng.uniform(-1, 1, (B, 4, 2)), rng.uniform(-1, 1, (B, 2)), rng.uniform(-1, 1, (B, 2)),
             rng.uniform(-1, 1, (B, 2)))
    dt = 0.05
    for k, (_, xy, vel, _) in enumerate(_run(swimmer, state, 25, action=a)):
        np.testing.assert_allclose(vel, state[2] + k * dt * a, rtol=1e-10, atol=1e-12)
        np.testing.assert_allclose(xy, state[1] + k * dt * state[2] + k * (k + 1) / 2 * dt ** 2 * a, rtol=1e-10,
                                   atol=1e-12)


@pytest.mark.parametrize("name", ["CartPole", "MountainCar", "Pendulum", "Reacher", "Swimmer"])
def test_rewards_follow_their_definitions(name):
    """Rewards in [0, 1], equal to 1 exactly at the goal configuration."""
    env = make(name)
    goal = {
        "CartPole": (np.zeros((B, 1)),) * 4,
        "MountainCar": (np.full((B, 1), 0.45), np.zeros((B, 1))),
        "Pendulum": (np.zeros((B, 1)),) * 2,
        # three links straight along +x end at (3, 0)
        "Reacher": (np.zeros((B, 3)), np.zeros((B, 3)), np.full((B, 2), [3.0, 0.0])),
        # urchins far away: their factor is 1 to float precision
        "Swimmer": (np.full((B, 4, 2), 50.0), np.full((B, 2), 0.3), np.zeros((B, 2)), np.full((B, 2), 0.3)),
    }[name]
    env.set_state(tuple(native(s) for s in goal))
    np.testing.assert_allclose(to_numpy(env.get_reward()), np.ones((B, 1)), rtol=1e-12)
    rng = np.random.default_rng(8)
    env.set_state(tuple(native(s) for s in _state(name, rng, B)) if name in ("MountainCar", "Reacher", "Swimmer")
                  else tuple(native(rng.uniform(-3, 3, (B, 1))) for _ in goal))
    rewards = []
    for _ in range(20):
        _, r, _, _ = env.step(native(rng.uniform(-1, 1, (B, env._action_dim))))
        rewards.append(to_numpy(r))
    rewards = np.array(rewards)
    assert np.all((rewards >= 0) & (rewards <= 1))
    assert rewards.shape == (20, B, 1) and rewards.std() > 0.01


def test_reacher_reward_is_the_distance_from_the_end_of_the_arm():
    """The end of the arm from complex numbers (sum of exp(i angle)), independently."""
    rng = np.random.default_rng(9)
    env = make("Reacher")
    angles, goal = rng.uniform(-np.pi, np.pi, (B, 3)), rng.uniform(-2, 2, (B, 2))
    env.set_state((native(angles), native(np.zeros((B, 3))), native(goal)))
    end = np.exp(1j * angles).sum(-1)
    np.testing.assert_allclose(to_numpy(env.get_reward())[:, 0],
                               np.exp(-np.abs(end - (goal[:, 0] + 1j * goal[:, 1])) ** 2), rtol=1e-12)

"""CartPole and Pendulum against Gymnasium's classic-control ``step``, step by step.

Both start from the same states (``set_state`` here, ``env.unwrapped.state`` there) and take
the same actions; after every step ivy_gym's state (and Pendulum's observation) must equal
Gymnasium's. Gymnasium's CartPole has a discrete action (a force of +-``force_mag``): the
continuous action ``a`` is its action ``a > 0`` with ``force_mag = 10 |a|``. Gymnasium's
Pendulum runs with ``g=9.8`` and ``max_speed=inf`` (ivy_gym does not clip the speed; the drawn
speeds stay below Gymnasium's 8 anyway for the first steps).
"""

from __future__ import annotations

import numpy as np
import pytest
from gym_helpers import THOROUGH, B, native, to_numpy
from gymnasium.envs.classic_control import CartPoleEnv, PendulumEnv

import ivy_gym

NUM = (20 if THOROUGH else 3) * B  # random starting states per test, run B at a time
STEPS = 200 if THOROUGH else 25
# float64 follows Gymnasium's float64 to rounding (cos/sin may differ by an ulp between
# frameworks); float32 for a single step
TOL = {"float64": dict(rtol=1e-9, atol=1e-11), "float32": dict(rtol=2e-5, atol=2e-5)}
DTYPES = ["float64", "float32"]


def _cartpole_reference(state, actions):
    """Gymnasium's CartPole (semi-implicit Euler) stepped through ``actions`` from ``state``."""
    env = CartPoleEnv()
    env.kinematics_integrator = "semi-implicit euler"
    env.reset(seed=0)
    out = []
    for s, a in zip(state, actions):
        env.state = np.array(s, dtype=np.float64)
        traj = []
        for ak in a:
            env.steps_beyond_terminated = None  # ivy_gym never terminates
            env.force_mag = 10.0 * abs(float(ak))
            env.step(int(ak > 0))
            traj.append(np.array(env.state, dtype=np.float64))
        out.append(traj)
    return np.array(out)  # (num, steps, 4)


def _pendulum_reference(state, actions):
    env = PendulumEnv(g=9.8)
    env.max_speed = np.inf
    env.reset(seed=0)
    states, observations = [], []
    for s, a in zip(state, actions):
        env.state = np.array(s, dtype=np.float64)
        traj, obs = [], []
        for ak in a:
            o, *_ = env.step(np.array([ak], dtype=np.float64))
            traj.append(np.array(env.state, dtype=np.float64))
            obs.append(o)
        states.append(traj)
        observations.append(obs)
    return np.array(states), np.array(observations)


def _rollout(env, state, actions, dtype):
    """ivy_gym's rollout, B environments at a time: states (num, steps, dims) and observations."""
    states, observations = [], []
    for i in range(0, len(state), B):
        env.set_state(tuple(native(c[:, None], dtype) for c in state[i:i + B].T))
        for k in range(actions.shape[1]):
            obs, *_ = env.step(native(actions[i:i + B, k, None], dtype))
            states.append(np.concatenate([to_numpy(c) for c in env.get_state()], axis=-1))
            observations.append(to_numpy(obs))
    steps = actions.shape[1]
    states = np.array(states).reshape(-1, steps, B, states[0].shape[-1]).transpose(0, 2, 1, 3)
    observations = np.array(observations).reshape(-1, steps, B, observations[0].shape[-1]).transpose(0, 2, 1, 3)
    return states.reshape(len(state), steps, -1), observations.reshape(len(state), steps, -1)


@pytest.mark.parametrize("dtype", DTYPES)
def test_cartpole_equals_gymnasium_step_by_step(dtype):
    rng = np.random.default_rng(0)
    state = np.stack([rng.uniform(-2, 2, NUM), rng.uniform(-3, 3, NUM), rng.uniform(-np.pi, np.pi, NUM),
                      rng.uniform(-4, 4, NUM)], axis=-1)
    steps = STEPS if dtype == "float64" else 1
    actions = rng.uniform(-1, 1, (NUM, steps))
    actions[:4] = np.array([1.0, -1.0, 0.0, 0.5])[:, None]  # the extremes and no force
    if dtype == "float32":
        state = state.astype(np.float32).astype(np.float64)
        actions = actions.astype(np.float32).astype(np.float64)
    expected = _cartpole_reference(state, actions)
    got, obs = _rollout(ivy_gym.CartPole(), state, actions, dtype)
    np.testing.assert_allclose(got, expected, **TOL[dtype])
    x, x_vel, angle, angle_vel = np.moveaxis(expected, -1, 0)
    np.testing.assert_allclose(obs, np.stack([x, x_vel, np.cos(angle), np.sin(angle), angle_vel], -1), **TOL[dtype])


@pytest.mark.parametrize("dtype", DTYPES)
def test_pendulum_equals_gymnasium_step_by_step(dtype):
    rng = np.random.default_rng(1)
    state = np.stack([rng.uniform(-np.pi, np.pi, NUM), rng.uniform(-6, 6, NUM)], axis=-1)
    steps = STEPS if dtype == "float64" else 1
    actions = rng.uniform(-1, 1, (NUM, steps))
    actions[:3] = np.array([1.0, -1.0, 0.0])[:, None]
    if dtype == "float32":
        state = state.astype(np.float32).astype(np.float64)
        actions = actions.astype(np.float32).astype(np.float64)
    expected, expected_obs = _pendulum_reference(state, actions)
    got, obs = _rollout(ivy_gym.Pendulum(), state, actions, dtype)
    np.testing.assert_allclose(got, expected, **TOL[dtype])
    # Gymnasium's observation is float32
    np.testing.assert_allclose(obs, expected_obs, rtol=2e-6, atol=2e-6)


def test_gymnasium_pendulum_clips_what_ivy_gym_does_not():
    """The one documented difference: Gymnasium clips the speed at 8 rad/s."""
    env = PendulumEnv(g=9.8)
    env.reset(seed=0)
    env.state = np.array([0.5, 7.9])
    env.step(np.array([1.0]))
    ours = ivy_gym.Pendulum()
    ours.set_state((native([0.5]), native([7.9])))
    ours.step(native([1.0]))
    assert env.state[1] == 8.0
    assert to_numpy(ours.get_state()[1])[0] > 8.0

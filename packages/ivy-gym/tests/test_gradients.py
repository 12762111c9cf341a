"""Rewards are differentiable through ``step`` with respect to the state and the action: the
gradient of the summed rewards of a few steps (``ivy.execute_with_gradients``) against central
finite differences of the same float64 rollout, along random directions. On a backend without
autodiff (numpy) the same call raises ``ivy.AutodiffError``."""

from __future__ import annotations

import numpy as np
import pytest
from gym_helpers import ENVS, B, has_autodiff, make, native, random_state, to_numpy

import ivy

STEPS = 3
EPS = 1e-6


def _returns(env, state, actions):
    """The summed rewards of ``len(actions)`` steps from ``state`` (0-d)."""
    env.set_state(state)
    total = 0.0
    for a in actions:
        _, reward, _, _ = env.step(a)
        total = total + ivy.sum(reward)
    return total


def _numpy_returns(env, state, actions):
    return float(to_numpy(_returns(env, tuple(native(s) for s in state), [native(a) for a in actions])))


@pytest.mark.parametrize("name", sorted(ENVS))
def test_reward_gradients_match_finite_differences(name):
    rng = np.random.default_rng(20)
    env = make(name)
    state = random_state(env, rng, (B,))
    if name == "Swimmer":  # the fish away from the urchins' zero-reward points, but near enough
        state = (state[0] * 0.5, state[1] * 0.5, state[2] * 0.5, state[3] * 0.5)
    actions = [rng.uniform(-1, 1, (B, env._action_dim)) for _ in range(STEPS)]
    xs = {"state": tuple(ivy.asarray(native(s)) for s in state), "actions": [ivy.asarray(native(a)) for a in actions]}
    if not has_autodiff():
        with pytest.raises(ivy.AutodiffError):
            ivy.execute_with_gradients(lambda v: _returns(env, v["state"], v["actions"]), xs)
        return
    value, grads = ivy.execute_with_gradients(lambda v: _returns(env, v["state"], v["actions"]), xs)
    np.testing.assert_allclose(float(to_numpy(value)), _numpy_returns(make(name), state, actions), rtol=1e-12)
    g_state = [to_numpy(g) for g in grads["state"]]
    g_actions = [to_numpy(g) for g in grads["actions"]]
    assert all(np.abs(g).max() > 0 for g in g_actions), "the reward must depend on the action"
    ref = make(name)
    for direction in range(2):
        d_state = [rng.standard_normal(s.shape) for s in state]
        d_actions = [rng.standard_normal(a.shape) for a in actions]
        if name == "Swimmer" and direction == 0:
            d_state[0] = np.zeros_like(d_state[0])  # along the fish's own motion only, then everything
        plus = _numpy_returns(ref, [s + EPS * d for s, d in zip(state, d_state)],
                              [a + EPS * d for a, d in zip(actions, d_actions)])
        minus = _numpy_returns(ref, [s - EPS * d for s, d in zip(state, d_state)],
                               [a - EPS * d for a, d in zip(actions, d_actions)])
        fd = (plus - minus) / (2 * EPS)
        analytic = sum(np.sum(g * d) for g, d in zip(g_state + g_actions, d_state + d_actions))
        np.testing.assert_allclose(analytic, fd, rtol=1e-6, atol=1e-8)
    # and each part on its own: the gradient of one step's reward with respect to the action alone
    env.set_state(tuple(native(s) for s in state))
    start = env.get_state()
    a0 = actions[0]
    value, g = ivy.execute_with_gradients(lambda a: ivy.sum(_step_reward(env, start, a)), ivy.asarray(native(a0)))
    d = rng.standard_normal(a0.shape)
    fd = (_numpy_returns(ref, state, [a0 + EPS * d]) - _numpy_returns(ref, state, [a0 - EPS * d])) / (2 * EPS)
    np.testing.assert_allclose(np.sum(to_numpy(g) * d), fd, rtol=1e-6, atol=1e-8)


def _step_reward(env, state, action):
    env.set_state(state)
    return env.step(action)[1]


def test_gradients_through_a_long_rollout_stay_finite():
    """A 100-step swing-up return differentiates to finite, non-zero gradients (no NaN from the
    dynamics; what the control demo optimises)."""
    if not has_autodiff():
        with pytest.raises(ivy.AutodiffError):
            ivy.execute_with_gradients(lambda a: ivy.sum(a), ivy.asarray(native(np.zeros(2))))
        return
    rng = np.random.default_rng(21)
    env = make("Pendulum")
    state = tuple(native(s) for s in random_state(env, rng, (B,)))
    action = ivy.asarray(native(rng.uniform(-1, 1, (B, 1))))
    value, g = ivy.execute_with_gradients(lambda a: _returns(env, state, [a] * 100), action)
    g = to_numpy(g)
    assert np.all(np.isfinite(g)) and np.abs(g).max() > 0

"""The environments' API on the backend under test: the original's methods, batches of any
size (0, 1, 7, any leading shape), native in / native out and ivy.Array semantics, dtypes,
seeding, spaces, and the errors a user can cause."""

from __future__ import annotations

import inspect

import numpy as np
import pytest
from gym_helpers import BACKEND, ENVS, B, examples, make, native, random_state, to_numpy
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy
import ivy_gym

NAMES = sorted(ENVS)
OBS_DIM = {"CartPole": 5, "MountainCar": 2, "Pendulum": 3, "Reacher": 3 * 3 + 2, "Swimmer": 2 * 4 + 6}
ACTION_DIM = {"CartPole": 1, "MountainCar": 1, "Pendulum": 1, "Reacher": 3, "Swimmer": 2}
STATE_SHAPES = {
    "CartPole": [(1,)] * 4,
    "MountainCar": [(1,)] * 2,
    "Pendulum": [(1,)] * 2,
    "Reacher": [(3,), (3,), (2,)],
    "Swimmer": [(4, 2), (2,), (2,), (2,)],
}
METHODS = ["__init__", "get_observation", "get_reward", "get_state", "set_state", "reset", "step", "render", "close"]


def _native_class():
    return type(native(np.zeros(1)))


def _foreign_array(shape):
    """An array of another installed backend's framework, made by the framework itself (loading
    its ivy backend would cost seconds), and the error it must raise: MixedFrameworksError. With
    no other backend installed (MXNet's CI venv) a NumPy array is not an array ivy knows:
    InvalidArgumentError."""
    installed = ivy.backends()
    if BACKEND != "numpy" and "numpy" in installed:
        return np.zeros(shape), ivy.MixedFrameworksError
    if BACKEND != "torch" and "torch" in installed:
        import torch

        return torch.zeros(shape), ivy.MixedFrameworksError
    if BACKEND != "jax" and "jax" in installed:
        import jax.numpy as jnp

        return jnp.zeros(shape), ivy.MixedFrameworksError
    return np.zeros(shape), ivy.InvalidArgumentError


@pytest.mark.parametrize("name", NAMES)
def test_the_originals_api(name):
    """Every method of the original, its constructor's parameters first in the original's order."""
    cls = ENVS[name][0]
    for m in METHODS:
        assert callable(getattr(cls, m))
    params = list(inspect.signature(cls.__init__).parameters)[1:]
    first = {"Reacher": ["num_joints"], "Swimmer": ["num_urchins"]}.get(name, [])
    assert params[: len(first) + 1] == first + ["num_envs"]
    assert getattr(ivy_gym, name) is cls
    module = {"CartPole": "cartpole", "MountainCar": "mountain_car"}.get(name, name.lower())
    assert cls.__module__ == "ivy_gym." + module


@pytest.mark.parametrize("num_envs", [None, 1, 7, 0])
@pytest.mark.parametrize("name", NAMES)
def test_batches_of_every_size(name, num_envs):
    env = make(name, num_envs=num_envs)
    batch = () if num_envs is None else (num_envs,)
    obs = env.reset(seed=0)
    assert isinstance(obs, ivy.Array) and obs.shape == batch + (OBS_DIM[name],) and obs.dtype == ivy.float32
    assert env.batch_shape == batch
    assert [s.shape for s in env.get_state()] == [batch + s for s in STATE_SHAPES[name]]
    assert env.get_reward().shape == batch + (1,)
    obs, reward, done, info = env.step(ivy.zeros(batch + (ACTION_DIM[name],)))
    assert obs.shape == batch + (OBS_DIM[name],) and reward.shape == batch + (1,)
    assert done is False and info == {}
    assert env.action_space.shape == (ACTION_DIM[name],)
    assert env.observation_space.shape == (OBS_DIM[name],)


@pytest.mark.parametrize("name", NAMES)
def test_a_batch_steps_as_its_environments_one_by_one(name):
    rng = np.random.default_rng(10)
    env = make(name)
    state = random_state(env, rng, (B,))
    actions = rng.uniform(-1, 1, (3, B, ACTION_DIM[name]))
    env.set_state(tuple(native(s) for s in state))
    batched = []
    for a in actions:
        obs, reward, _, _ = env.step(native(a))
        batched.append((to_numpy(obs), to_numpy(reward)))
    for i in range(0, B, 5):
        one = make(name)
        np.testing.assert_allclose(to_numpy(one.set_state(tuple(native(s[i]) for s in state))),
                                   to_numpy(make(name).set_state(tuple(native(s) for s in state)))[i], rtol=1e-12)
        for (obs, reward), a in zip(batched, actions):
            o, r, _, _ = one.step(native(a[i]))
            np.testing.assert_allclose(to_numpy(o), obs[i], rtol=1e-12, atol=1e-14)
            np.testing.assert_allclose(to_numpy(r), reward[i], rtol=1e-12, atol=1e-14)


@settings(max_examples=examples(4), deadline=None)
@given(name=st.sampled_from(NAMES), batch=st.lists(st.integers(0, 3), min_size=0, max_size=2).map(tuple),
       shared=st.booleans(), data=st.data())
def test_any_leading_batch_shape_and_components_that_broadcast(name, batch, shared, data):
    """``set_state`` infers the batch shape; a component may come without it (one goal for
    every environment); the result equals the fully batched state's."""
    rng = np.random.default_rng(data.draw(st.integers(0, 2**16)))
    env = make(name)
    state = random_state(env, rng, batch)
    last = state[-1] if not shared else state[-1][(0,) * len(batch)] if all(batch) else state[-1][(...,)]
    given_state = state[:-1] + (last,)
    full = state[:-1] + (np.broadcast_to(last, state[-1].shape),)
    obs = env.set_state(tuple(native(s) for s in given_state))
    assert env.batch_shape == batch and obs.shape == batch + (OBS_DIM[name],)
    action = rng.uniform(-1, 1, batch + (ACTION_DIM[name],))
    obs, reward, _, _ = env.step(native(action))
    ref = make(name)
    ref.set_state(tuple(native(s) for s in full))
    ref_obs, ref_reward, _, _ = ref.step(native(action))
    np.testing.assert_allclose(to_numpy(obs), to_numpy(ref_obs), rtol=1e-12)
    np.testing.assert_allclose(to_numpy(reward), to_numpy(ref_reward), rtol=1e-12)


@pytest.mark.parametrize("name", NAMES)
def test_native_in_native_out_and_ivy_arrays(name):
    rng = np.random.default_rng(11)
    env = make(name)
    cls = _native_class()
    state = random_state(env, rng, (B,))
    action = native(rng.uniform(-1, 1, (B, ACTION_DIM[name])))
    # native state, native action: native results
    obs = env.set_state(tuple(native(s) for s in state))
    assert type(obs) is cls
    out = env.step(action)
    assert type(out[0]) is cls and type(out[1]) is cls
    assert all(type(s) is cls for s in env.get_state())
    assert type(env.get_observation()) is cls and type(env.get_reward()) is cls
    assert type(getattr(env, env._names[0])) is cls
    # an ivy.Array action: ivy.Array results, the state stays native
    out2 = env.step(ivy.Array(action))
    assert isinstance(out2[0], ivy.Array) and isinstance(out2[1], ivy.Array)
    assert type(env.get_state()[0]) is cls
    # an ivy.Array state: ivy.Array everywhere
    env.set_state(tuple(ivy.asarray(native(s)) for s in state))
    out3 = env.step(action)
    assert all(isinstance(s, ivy.Array) for s in env.get_state())
    assert isinstance(out3[0], ivy.Array) and isinstance(out3[1], ivy.Array)
    np.testing.assert_allclose(to_numpy(out3[0]), to_numpy(out[0]), rtol=1e-12)
    # and native again (set_state's fast path for a state like the last one): native results
    obs = env.set_state(tuple(native(s) for s in state))
    assert type(obs) is cls and type(env.step(action)[0]) is cls
    np.testing.assert_allclose(to_numpy(env.get_observation()), to_numpy(out[0]), rtol=1e-12)


@pytest.mark.parametrize("name", ["CartPole", "Swimmer"])
def test_dtypes(name):
    rng = np.random.default_rng(12)
    env = make(name)
    state = random_state(env, rng, (B,))
    dim = ACTION_DIM[name]
    # the state's dtype rules: a float32 action steps a float64 state in float64 ...
    env.set_state(tuple(native(s) for s in state))
    obs64, r64, _, _ = env.step(native(rng.uniform(-1, 1, (B, dim)), "float32"))
    assert to_numpy(obs64).dtype == np.float64 and to_numpy(r64).dtype == np.float64
    # ... and a float64 action steps a float32 state in float32, as do ints and Python lists
    env.set_state(tuple(native(s, "float32") for s in state))
    for a in (native(rng.uniform(-1, 1, (B, dim))), native(np.ones((B, dim), np.int64)), [0.5] * dim, 1):
        obs, reward, _, _ = env.step(a)
        assert to_numpy(obs).dtype == np.float32 and to_numpy(reward).dtype == np.float32
        assert all(to_numpy(s).dtype == np.float32 for s in env.get_state())
    # components of several float dtypes are promoted; integer ones become the env's dtype
    mixed = (native(state[0], "float32"),) + tuple(native(s) for s in state[1:])
    env.set_state(mixed)
    assert all(to_numpy(s).dtype == np.float64 for s in env.get_state())
    env.set_state(tuple(native(np.round(s).astype(np.int64)) for s in state))
    assert all(to_numpy(s).dtype == np.float32 for s in env.get_state())
    wide = make(name, num_envs=3, dtype=ivy.float64)
    assert wide.reset(seed=1).dtype == ivy.float64
    assert make(name, dtype="float64").dtype == ivy.float64


def test_python_numbers_and_lists_as_state():
    env = ivy_gym.Pendulum()
    obs = env.set_state(([0.0], [1.0]))
    assert isinstance(obs, ivy.Array) and obs.shape == (3,)
    np.testing.assert_allclose(to_numpy(obs), [1.0, 0.0, 1.0])
    env.set_state((native([[0.5]] * 2), [0.0]))  # a list beside arrays goes to their backend
    assert env.batch_shape == (2,) and type(env.get_state()[1]) is _native_class()


@pytest.mark.parametrize("name", NAMES)
def test_reset_draws_in_the_originals_ranges_and_seeds(name):
    env = make(name, num_envs=B, dtype=ivy.float64)  # (the shapes and dtype of most tests: see gym_helpers.B)
    a = [to_numpy(s) for s in (env.reset(seed=5), *env.get_state())]
    b = [to_numpy(s) for s in (env.reset(seed=5), *env.get_state())]
    c = [to_numpy(s) for s in (env.reset(seed=6), *env.get_state())]
    for x, y in zip(a, b):
        np.testing.assert_array_equal(x, y)
    assert not np.array_equal(a[0], c[0])
    for (component, _, draw), x in zip(env._spec, a[1:]):
        if draw is None:
            assert np.all(x == 0), component
        else:
            assert np.all((x >= draw[0]) & (x <= draw[1])), component
            assert x.std() > 0.1 * (draw[1] - draw[0]) / np.sqrt(12), component  # not a constant
    # without a seed the backend's generator draws: ivy.seed makes it repeat
    ivy.seed(seed_value=3)
    d = to_numpy(env.reset())
    e = to_numpy(env.reset())
    ivy.seed(seed_value=3)
    np.testing.assert_array_equal(to_numpy(env.reset()), d)
    assert not np.array_equal(d, e)


@pytest.mark.parametrize("name", NAMES)
def test_observations_stay_in_the_observation_space(name):
    env = make(name, num_envs=B, dtype=ivy.float64)
    env.reset(seed=2)
    low = np.array(env.observation_space.low)
    high = np.array(env.observation_space.high)
    rng = np.random.default_rng(13)
    for _ in range(10):
        obs, _, _, _ = env.step(native(rng.uniform(-1, 1, (B, ACTION_DIM[name]))))
        o = to_numpy(obs)
        assert np.all((o >= low) & (o <= high))
    assert env.action_space.low == (-1.0,) * ACTION_DIM[name] and env.action_space.high == (1.0,) * ACTION_DIM[name]


@pytest.mark.parametrize("name", NAMES)
def test_state_round_trip_and_attributes(name):
    env = make(name, num_envs=B, dtype=ivy.float64)
    obs = to_numpy(env.reset(seed=1))
    state = env.get_state()
    env.step(ivy.ones((B, ACTION_DIM[name]), dtype=ivy.float64))
    np.testing.assert_array_equal(to_numpy(env.set_state(state)), obs)
    for n, s in zip(env._names, env.get_state()):
        np.testing.assert_array_equal(to_numpy(getattr(env, n)), to_numpy(s))
    with pytest.raises(ivy.InvalidArgumentError, match="set_state"):
        setattr(env, env._names[0], state[0])
    assert repr(env).startswith(name + "(") and f"num_envs={B}" in repr(env)


def test_rewards_and_observations_follow_a_state_set_by_hand():
    env = ivy_gym.CartPole()
    obs = env.set_state((native([0.5]), native([0.1]), native([np.pi / 3]), native([-0.2])))
    np.testing.assert_allclose(to_numpy(obs), [0.5, 0.1, 0.5, np.sqrt(3) / 2, -0.2], rtol=1e-12)
    np.testing.assert_allclose(to_numpy(env.get_reward()), [np.exp(-0.25) * 0.75], rtol=1e-12)


@pytest.mark.parametrize("name", NAMES)
def test_errors_a_user_can_cause(name):
    cls, args = ENVS[name]
    env = make(name)
    dim = ACTION_DIM[name]
    with pytest.raises(ivy.InvalidArgumentError, match="reset"):
        env.step(native(np.zeros(dim)))
    with pytest.raises(ivy.InvalidArgumentError, match="reset"):
        env.get_state()
    for bad in (-1, 1.5, True, "3"):
        with pytest.raises(ivy.InvalidArgumentError, match="num_envs"):
            cls(**args, num_envs=bad)
    with pytest.raises(ivy.InvalidArgumentError, match="dtype"):
        cls(**args, dtype=ivy.int32)
    with pytest.raises(ivy.UnknownBackendError):
        cls(**args, backend="no-such-framework")
    with pytest.raises(ivy.InvalidArgumentError, match="seed"):
        env.reset(seed="1")
    rng = np.random.default_rng(14)
    state = tuple(native(s) for s in random_state(env, rng, (B,)))
    with pytest.raises(ivy.InvalidArgumentError, match="tuple of"):
        env.set_state(state[:-1])
    with pytest.raises(ivy.InvalidArgumentError, match="tuple of"):
        env.set_state(state[0])
    with pytest.raises(ivy.ShapeError, match="must have shape"):
        env.set_state((native(np.zeros((B, 9))),) + state[1:])
    with pytest.raises(ivy.ShapeError, match="do not broadcast"):
        env.set_state((native(random_state(env, rng, (B - 1,))[0]),) + state[1:])
    env.set_state(state)
    # an action missing its last axis would broadcast (B,) against (B, 1) into (B, B): refused
    for shape in ((B,), (B - 1, dim), (B, dim + 1), (2, B, dim)):
        with pytest.raises(ivy.ShapeError, match="expected"):
            env.step(native(np.zeros(shape)))
    with pytest.raises(ivy.InvalidArgumentError, match="array"):
        env.step("left")
    with pytest.raises(ivy.InvalidArgumentError, match="mode"):
        env.render("ansi")
    foreign, error = _foreign_array((B, dim))
    with pytest.raises(error):
        env.step(foreign)
    # a broadcastable action is fine: one action for every environment
    obs, _, _, _ = env.step(native(np.zeros((dim,))))
    assert obs.shape == (B, OBS_DIM[name])


def test_constructor_arguments_are_checked():
    for bad in (0, -1, 2.0):
        with pytest.raises(ivy.InvalidArgumentError, match="num_joints"):
            ivy_gym.Reacher(num_joints=bad)
    for bad in (-1, 2.0):
        with pytest.raises(ivy.InvalidArgumentError, match="num_urchins"):
            ivy_gym.Swimmer(num_urchins=bad)
    env = ivy_gym.Swimmer(num_urchins=0, num_envs=7)  # no urchins: the goal term alone
    env.reset(seed=0)
    xy, goal = to_numpy(env.get_state()[1]), to_numpy(env.get_state()[3])
    np.testing.assert_allclose(to_numpy(env.get_reward())[:, 0], np.exp(-0.5 * ((xy - goal) ** 2).sum(-1)), rtol=1e-6)
    if any(d.startswith("complex") for d in ivy.backend_info(BACKEND)["dtypes"]):
        env.set_state(tuple(native(to_numpy(s)) for s in env.get_state()))
        with pytest.raises(ivy.InvalidArgumentError, match="real"):
            env.step(native(np.ones((7, 2), np.complex64)))

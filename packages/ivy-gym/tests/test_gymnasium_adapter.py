"""The environments as standard Gymnasium environments: ``gymnasium.utils.env_checker.check_env``
on each (spaces, return types, deterministic seeding, rendering), the registered ids, the
vector adapter, and the adapter's steps against the ivy environment's own."""

from __future__ import annotations

import contextlib
import importlib
import subprocess
import sys
import warnings

import gymnasium
import numpy as np
import pytest
from gym_helpers import BACKEND, ENVS, make, native, to_numpy
from gymnasium.utils.env_checker import check_env

import ivy
import ivy_gym

NAMES = sorted(ENVS)


@pytest.mark.parametrize("name", NAMES)
def test_check_env_passes(name):
    """Gymnasium's checker, render modes included (through the registered spec), with none of
    its warnings."""
    env = gymnasium.make(ivy_gym.ENV_IDS[name], backend=BACKEND, render_mode="rgb_array").unwrapped
    assert isinstance(env, ivy_gym.GymnasiumEnv) and isinstance(env, gymnasium.Env)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env, skip_render_check=False)
    checker = [str(w.message) for w in caught if "WARN" in str(w.message)]
    assert not checker, checker
    frame = env.render()
    assert frame.shape == (500, 500, 3) and frame.dtype == np.uint8
    env.close()
    direct = ivy_gym.to_gymnasium(make(name, backend=BACKEND))
    check_env(direct, skip_render_check=True)


@pytest.mark.parametrize("name", NAMES)
def test_adapter_steps_as_the_ivy_environment(name):
    gym_env = ivy_gym.to_gymnasium(make(name, backend=BACKEND))
    obs, info = gym_env.reset(seed=4)
    assert obs.dtype == np.float32 and info == {} and gym_env.observation_space.contains(obs)
    twin = make(name)
    twin.set_state(tuple(native(to_numpy(s)) for s in gym_env.unwrapped.env.get_state()))
    rng = np.random.default_rng(30)
    for _ in range(5):
        action = rng.uniform(-1, 1, gym_env.action_space.shape).astype(np.float32)
        obs, reward, terminated, truncated, info = gym_env.step(action)
        o, r, _, _ = twin.step(native(action))
        np.testing.assert_allclose(obs, to_numpy(o), rtol=1e-6, atol=1e-6)
        assert isinstance(reward, float) and reward == pytest.approx(float(to_numpy(r)[0]), rel=1e-6)
        assert terminated is False and truncated is False


def test_registered_ids_make_and_truncate():
    ivy_gym.register_envs()  # idempotent: the ids exist already (gymnasium was imported first)
    for name, env_id in ivy_gym.ENV_IDS.items():
        assert env_id == f"ivy_gym/{name}-v0" and env_id in gymnasium.registry
    env = gymnasium.make("ivy_gym/Reacher-v0", backend=BACKEND, num_joints=4)
    obs, _ = env.reset(seed=0)
    assert obs.shape == (4 * 3 + 2,)
    steps = 0
    truncated = False
    while not truncated:
        obs, reward, terminated, truncated, _ = env.step(env.action_space.sample())
        steps += 1
        assert not terminated
    assert steps == 200
    env.close()


def test_make_vec_steps_a_batch_and_autoresets():
    vec = gymnasium.make_vec("ivy_gym/Pendulum-v0", num_envs=7, vectorization_mode="vector_entry_point",
                             backend=BACKEND, max_episode_steps=3)
    assert isinstance(vec, gymnasium.vector.VectorEnv) and vec.num_envs == 7
    assert vec.single_observation_space.shape == (3,) and vec.observation_space.shape == (7, 3)
    obs, _ = vec.reset(seed=1)
    assert obs.shape == (7, 3) and obs.dtype == np.float32
    again, _ = vec.reset(seed=1)
    np.testing.assert_array_equal(obs, again)
    for k in range(3):
        obs, reward, terminated, truncated, _ = vec.step(vec.action_space.sample())
        assert reward.shape == (7,) and reward.dtype == np.float32 and not terminated.any()
        assert truncated.all() == (k == 2)
    obs, reward, terminated, truncated, _ = vec.step(vec.action_space.sample())  # the next-step autoreset
    assert np.all(reward == 0) and not truncated.any()
    vec.close()


def test_adapter_refuses_what_it_cannot_wrap():
    with pytest.raises(ivy.InvalidArgumentError, match="ivy_gym environment"):
        ivy_gym.GymnasiumEnv(object())
    with pytest.raises(ivy.InvalidArgumentError, match="batch"):
        ivy_gym.GymnasiumEnv(make("Pendulum", num_envs=3))
    with pytest.raises(ivy.InvalidArgumentError, match="num_envs"):
        ivy_gym.GymnasiumVectorEnv(make("Pendulum"))
    with pytest.raises(ivy.InvalidArgumentError, match="render_mode"):
        ivy_gym.to_gymnasium(make("Pendulum"), render_mode="ansi")
    wrapped = ivy_gym.to_gymnasium(make("Pendulum", backend=BACKEND), max_episode_steps=2)
    wrapped.reset(seed=0)
    assert wrapped.step(np.zeros(1, np.float32))[3] is False and wrapped.step(np.zeros(1, np.float32))[3] is True


def _python(code):
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_importing_ivy_gym_imports_no_framework_and_not_gymnasium():
    """(A fresh process: this one has loaded them all.)"""
    out = subprocess.run([sys.executable, "-c", "import sys, ivy_gym; print([m for m in ('torch', 'jax', "
                          "'tensorflow', 'mxnet', 'numpy', 'gymnasium', 'matplotlib') if m in sys.modules])"],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@contextlib.contextmanager
def _fresh_import(*modules):
    """``modules`` (and the ids) forgotten inside the block, as in a process that has not
    imported them yet; everything restored after it (the tests' environments keep their classes)."""
    ids = {i: gymnasium.registry.pop(i) for i in ivy_gym.ENV_IDS.values()}  # (before: it imports the adapter)
    saved = {m: sys.modules.pop(m) for m in list(sys.modules) if m in modules}
    try:
        yield
    finally:
        for m in modules:
            sys.modules.pop(m, None)
        sys.modules.update(saved)
        gymnasium.registry.update(ids)


def test_the_ways_to_the_registered_ids():
    """``import ivy_gym`` after gymnasium registers the ids; Gymnasium's module prefix
    ``ivy_gym.gymnasium_env:`` registers them whatever was imported first."""
    ids = list(ivy_gym.ENV_IDS.values())
    with _fresh_import("ivy_gym", "ivy_gym.gymnasium_env"):
        assert not any(i in gymnasium.registry for i in ids)
        importlib.import_module("ivy_gym")
        assert all(i in gymnasium.registry for i in ids)
    with _fresh_import("ivy_gym.gymnasium_env"):
        env = gymnasium.make("ivy_gym.gymnasium_env:ivy_gym/CartPole-v0", backend=BACKEND)
        assert type(env.unwrapped).__name__ == "GymnasiumEnv"

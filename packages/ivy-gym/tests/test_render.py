"""``render``: NumPy uint8 RGB frames of the state, for one environment or a batch, drawn
without a display; ``"human"`` shows them with matplotlib where it is installed and warns
where it is not."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest
from gym_helpers import ENVS, make, native

NAMES = sorted(ENVS)
H = W = 500


def _state(name, batch):
    """A state with the reward at 1 (the goal configuration) or near 0."""
    zeros = np.zeros(batch + (1,))
    return {
        "CartPole": (zeros, zeros, zeros, zeros),
        "MountainCar": (zeros + 0.45, zeros),
        "Pendulum": (zeros, zeros),
        "Reacher": (np.zeros(batch + (3,)), np.zeros(batch + (3,)), np.broadcast_to([3.0, 0.0], batch + (2,))),
        "Swimmer": (np.broadcast_to([[-1.0, -1.0], [1.0, 1.0], [-1.0, 1.0], [1.0, -1.0]], batch + (4, 2)),
                    np.zeros(batch + (2,)), np.zeros(batch + (2,)), np.zeros(batch + (2,))),
    }[name]


@pytest.mark.parametrize("num_envs", [None, 1, 7, 0])
@pytest.mark.parametrize("name", NAMES)
def test_rgb_frames_of_every_batch(name, num_envs):
    env = make(name, num_envs=num_envs)
    env.reset(seed=0)
    frames = env.render("rgb_array")
    batch = () if num_envs is None else (num_envs,)
    assert isinstance(frames, np.ndarray) and frames.dtype == np.uint8 and frames.shape == batch + (H, W, 3)
    if frames.size:
        flat = frames.reshape(-1, H, W, 3)
        for f in flat:
            assert (f != 255).any(axis=-1).mean() > 0.002  # something is drawn on the white page
        if len(flat) > 1:  # different states, different pictures
            assert not np.array_equal(flat[0], flat[1])


@pytest.mark.parametrize("name", NAMES)
def test_frames_show_the_reward_and_follow_the_state(name):
    """The reward-coloured part is pure green at reward 1 and turns red as the reward falls."""
    env = make(name)
    env.set_state(tuple(native(s) for s in _state(name, ())))
    good = env.render("rgb_array")
    green = (good[..., 0] == 0) & (good[..., 1] == 255) & (good[..., 2] == 0)
    assert green.sum() > 20
    state = list(_state(name, ()))
    if name == "CartPole":
        state[2] = state[2] + np.pi  # the pole hanging down
    elif name == "Pendulum":
        state[0] = state[0] + np.pi
    elif name == "MountainCar":
        state[0] = state[0] - 1.0
    elif name == "Reacher":
        state[0] = state[0] + np.pi / 2
    else:
        state[1] = state[1] + 1.0  # the fish on an urchin
    env.set_state(tuple(native(s) for s in state))
    bad = env.render("rgb_array")
    red = (bad[..., 0] > 200) & (bad[..., 1] < 60) & (bad[..., 2] == 0)
    assert red.sum() > 20 and not np.array_equal(good, bad)


def test_human_mode_shows_with_matplotlib_or_warns():
    env = make("Pendulum", num_envs=2)
    env.reset(seed=0)
    if importlib.util.find_spec("matplotlib") is not None:
        import matplotlib

        matplotlib.use("Agg")  # no display here: the figure is drawn off screen
        import matplotlib.pyplot as plt

        frames = env.render("human")
        assert frames.shape == (2, H, W, 3)
        shown = env._image.get_array()
        assert shown.shape == (H, 2 * W, 3)  # the batch side by side
        env.render("human")  # the same figure, updated
        assert len(plt.get_fignums()) == 1
        env.close()
        assert plt.get_fignums() == []
    else:
        with pytest.warns(UserWarning, match="matplotlib"):
            frames = env.render("human")
        assert frames.shape == (2, H, W, 3)
        env.render("human")  # warns once
        env.close()

"""The Ivy paper's code samples (Lenton et al. 2021, §2-4 and the original README), with today's
names (``ivy.set_backend`` for ``set_framework``, ``ivy.mean``/``ivy.std`` for
``reduce_mean``/``reduce_std``), run unchanged otherwise on the backend under test."""

from __future__ import annotations

import numpy as np
import pytest

import ivy

from .helpers import has_autodiff, to_native


def normalize(x):
    """The paper's framework-agnostic function."""
    mean = ivy.mean(x)
    std = ivy.std(x)
    return ivy.divide(ivy.subtract(x, mean), std)


class MyModel(ivy.Module):
    """The paper's model: submodules set before ``ivy.Module.__init__``, ``_forward`` of ivy calls."""

    def __init__(self):
        self.linear0 = ivy.Linear(3, 64)
        self.linear1 = ivy.Linear(64, 1)
        ivy.Module.__init__(self)

    def _forward(self, x):
        x = ivy.relu(self.linear0(x))
        return ivy.sigmoid(self.linear1(x))


def test_a_framework_agnostic_function_takes_native_arrays():
    x = np.array([1.0, 2.0, 3.0, 6.0], np.float32)
    out = normalize(to_native(x))
    assert type(out) is type(to_native(x))
    np.testing.assert_allclose(ivy.to_numpy(out), (x - x.mean()) / x.std(), rtol=1e-5)


def test_the_training_loop():
    model = MyModel()
    x_in = ivy.array([1.0, 2.0, 3.0])
    target = ivy.array([0.0])

    def loss_fn(v):
        out = model(x_in, v=v)
        return ivy.mean((out - target) ** 2)

    first = float(loss_fn(model.v))
    assert 0.0 < first < 1.0
    if not has_autodiff():
        with pytest.raises(ivy.AutodiffError):
            ivy.execute_with_gradients(loss_fn, model.v)
        return
    optimizer = ivy.Adam(1e-3)
    for _step in range(20):
        loss, grads = ivy.execute_with_gradients(loss_fn, model.v)
        model.v = optimizer.step(model.v, grads)
    assert float(loss_fn(model.v)) < first

"""``backend_random_state()``: the torch frontend's draws without a generator use the backend's own
random state (what a trace keeps as random nodes), leaving the default generator untouched."""

from __future__ import annotations

import numpy as np

import ivy
import ivy_frontends.torch as torch
import ivy_frontends.torch.nn.functional as F
from ivy_frontends.torch._random import backend_random_state, default_generator


def test_draws_use_the_backend_state_inside_and_the_generator_outside():
    torch.manual_seed(0)
    x = torch.ones(4000)
    count = default_generator._count
    with backend_random_state():
        ivy.seed(seed_value=3)
        a = np.asarray(F.dropout(x, 0.25).tolist())
        ivy.seed(seed_value=3)
        b = np.asarray(F.dropout(x, 0.25).tolist())
        g = torch.Generator().manual_seed(5)
        torch.rand(3, generator=g)
        assert g._count == 1  # (an explicit generator keeps its own keys)
    assert default_generator._count == count
    np.testing.assert_array_equal(a, b)  # (ivy.seed drives the backend's state)
    assert 0.7 < (a != 0).mean() < 0.8
    np.testing.assert_allclose(a[a != 0], 1 / 0.75, rtol=1e-6)
    F.dropout(x, 0.25)
    assert default_generator._count == count + 1

"""The recorded graph (``ivy_frontends._tape``) that gives jax/tensorflow/mxnet tensors torch's
``backward()``: gradients against closed forms on the backend under test."""

from __future__ import annotations

import gc

import numpy as np
import pytest

import ivy
from ivy.testing.helpers import backend_name, has_autodiff, to_numpy


def _native(values):
    a = ivy.asarray(values, dtype=ivy.float32)
    return a._data if a.__class__ is ivy.Array else a


@pytest.mark.skipif(not has_autodiff(), reason="the backend has no autodiff (numpy): the tape is not replayed")
@pytest.mark.skipif(backend_name() == "torch", reason="the torch frontend uses torch's own autograd, not the tape")
def test_a_dead_output_whose_id_is_reused_is_not_substituted():
    """A node's output that died may leave its id to an unrelated array (CPython reuses ids): the
    replay must not put the dead output's value in that array's place (seen as a flaky shape error
    in BatchNorm2d's backward on TensorFlow)."""
    from ivy_frontends._tape import TAPE

    w = _native([1.0, 2.0, 3.0])
    TAPE.watch(w)
    try:
        a, dead = ivy.split(ivy.multiply(w, 2.0), num_or_size_splits=[1, 2])
        node = TAPE.node_of(a)
        dead_id = id(dead)
        del dead
        gc.collect()
        stranger = _native([5.0])  # untracked, used by a recorded call below
        TAPE.entries.pop(dead_id, None)
        node.outs = (node.outs[0], id(stranger))  # the dead output's id now names `stranger`
        y = ivy.multiply(a, stranger)
        (g,) = TAPE.gradients([y], [ivy.ones_like(y)], [w])
    finally:
        TAPE.unwatch(w)
    np.testing.assert_allclose(to_numpy(g), [10.0, 0.0, 0.0])  # d/dw sum(2 w[0] * 5)

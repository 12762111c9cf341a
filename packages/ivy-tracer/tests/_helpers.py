"""Shared test helpers: the session's backend, conversions, and a marker for tests of one
framework's own code."""

from __future__ import annotations

import numpy as np
import pytest

import ivy
from ivy.testing.helpers import backend_name

BACKEND = backend_name()


def only_on(framework):
    """Run the test in the session whose IVY_TEST_BACKEND is ``framework`` (once in CI)."""
    return pytest.mark.skipif(BACKEND != framework, reason=f"{framework}'s own code: tested in the {framework} session")


def tonp(x):
    """Any array (native of any framework, ivy.Array, Python number) as a NumPy array."""
    if isinstance(x, (int, float, bool, complex)):
        return np.asarray(x)
    if type(x) is ivy.Array:
        x = x.data
    if hasattr(x, "detach"):
        x = x.detach()
    return np.asarray(ivy.to_numpy(x) if ivy._dispatch.backend_of(x) is not None else x)


def assert_tree_close(a, b, rtol=1e-5, atol=1e-6):
    """The same nested structure with the same leaves (arrays compared with NumPy)."""
    from ivy import _tree

    la, ta = _tree.flatten(a)
    lb, tb = _tree.flatten(b)
    assert ta == tb, (ta, tb)
    for x, y in zip(la, lb):
        if ivy._dispatch.backend_of(x) is not None or type(x) is ivy.Array:
            assert type(x) is type(y), (type(x), type(y))
            np.testing.assert_allclose(tonp(x), tonp(y), rtol=rtol, atol=atol)
        else:
            assert x == y, (x, y)


def arr(values, dtype="float32"):
    """An ivy.Array of the session's backend."""
    return ivy.asarray(np.asarray(values, dtype=dtype))


def to_target(a, target=None):
    """An array of any framework (or NumPy) as a native array of the target backend (``target``,
    default the session's), a copy: what a transpiled object is called on."""
    if hasattr(a, "detach"):
        a = a.detach().cpu().numpy()
    return ivy.asarray(np.array(a, copy=True), backend=target or BACKEND)._data


def sgd_step(m, grads, lr, target=None):
    """One SGD step on a transpiled module's trainable weights (``grads``: source name -> gradient):
    torch parameters in place, a JAX model's ``params``, TensorFlow variables by ``assign_sub``."""
    target = target or BACKEND
    if target == "torch":
        import torch

        with torch.no_grad():
            for n, p in m.named_parameters():
                p -= lr * torch.as_tensor(np.asarray(grads[n]))
    elif target == "jax":
        m.params = {n: v - lr * grads[n] for n, v in m.params.items()}
    elif target == "tensorflow":
        for n, v in m.weights_by_name.items():
            if v.trainable:
                v.assign_sub(lr * grads[n])


def loss_and_grads(m, x, target=None):
    """``(loss, {name: grad})`` of ``sum(out ** 2)`` for a transpiled module's trainable weights, by
    the target's autodiff (torch autograd, jitted ``jax.value_and_grad``, ``tf.GradientTape``);
    None on NumPy."""
    target = target or BACKEND
    if target == "torch":
        m.zero_grad()
        loss = (m(x) ** 2).sum()
        loss.backward()
        return float(loss.detach()), {n: tonp(p.grad) for n, p in m.named_parameters()}
    if target == "jax":
        import jax

        loss, g = jax.jit(jax.value_and_grad(lambda p, xx: (m.apply(p, xx) ** 2).sum()))(m.params, x)
        return float(loss), {n: np.asarray(v) for n, v in g.items()}  # (one compilation, not one per op)
    if target == "tensorflow":
        import tensorflow as tf

        names = [n for n, v in m.weights_by_name.items() if v.trainable]
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(m(x) ** 2)
        gs = tape.gradient(loss, [m.weights_by_name[n] for n in names])
        return float(loss), {n: tonp(g) for n, g in zip(names, gs)}
    return None

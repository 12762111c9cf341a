"""Transpiling ivy code (an ``ivy.Module`` built on NumPy, an ivy function) to the target named
by the session's backend, and the tracer fixes transpiling needed (``ivy.stop_gradient``
recorded; a NumPy lowering that consumed an iterator not replayed).

Ground truth: real torch computing the same network with the module's weights (outputs and
gradients), NumPy for the function.
"""

from __future__ import annotations

import numpy as np
import pytest
from _helpers import BACKEND, to_target, tonp

import ivy
import ivy_tracer

torch = pytest.importorskip("torch")
pytestmark = pytest.mark.skipif(BACKEND not in ("numpy", "torch", "jax", "tensorflow"),
                                reason="transpile targets: numpy, torch, jax, tensorflow")
TARGET = BACKEND


class Net(ivy.Module):
    def __init__(self):
        self.l1 = ivy.Linear(4, 8)
        self.l2 = ivy.Linear(8, 2)
        super().__init__()

    def _forward(self, x):
        return self.l2(ivy.tanh(self.l1(x)))


def test_ivy_module_on_numpy_to_target():
    with ivy.using_backend("numpy"):
        net = Net()
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 4)).astype(np.float32)
    m = ivy_tracer.transpile(net, target=TARGET, args=(ivy.asarray(x, backend="numpy"),))
    assert "def forward(" in m.source and "x" in m.source
    names = ["l1.w", "l1.b", "l2.w", "l2.b"]
    if TARGET == "torch":
        got_params = {n: p.detach().numpy() for n, p in m.named_parameters()}
    elif TARGET == "tensorflow":
        got_params = {n: v.numpy() for n, v in m.weights_by_name.items()}
    else:
        got_params = {n: np.asarray(v) for n, v in m.params.items()}
    assert sorted(got_params) == sorted(names)
    # ground truth: torch with the module's weights
    tw = {n: torch.tensor(got_params[n], requires_grad=True) for n in names}
    x2 = rng.standard_normal((3, 4)).astype(np.float32)
    xt = torch.from_numpy(x2)
    want = torch.nn.functional.linear(torch.tanh(torch.nn.functional.linear(xt, tw["l1.w"], tw["l1.b"])),
                                      tw["l2.w"], tw["l2.b"])
    with ivy.using_backend("numpy"):  # (the weights are the module's)
        np.testing.assert_allclose(tonp(net(ivy.asarray(x2))), want.detach().numpy(), rtol=1e-5, atol=1e-6)
    got = m(to_target(x2))
    np.testing.assert_allclose(tonp(got), want.detach().numpy(), rtol=1e-5, atol=1e-6)
    (want ** 2).sum().backward()
    if TARGET == "jax":
        import jax

        g = jax.jit(jax.grad(lambda p, xx: (m.apply(p, xx) ** 2).sum()))(m.params, to_target(x2))
    elif TARGET == "torch":
        (m(to_target(x2)) ** 2).sum().backward()
        g = {n: p.grad for n, p in m.named_parameters()}
    elif TARGET == "tensorflow":
        import tensorflow as tf

        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(m(to_target(x2)) ** 2)
        ns = [n for n, v in m.weights_by_name.items() if v.trainable]
        assert {id(v) for v in m.trainable_variables} == {id(m.weights_by_name[n]) for n in ns}
        g = dict(zip(ns, tape.gradient(loss, [m.weights_by_name[n] for n in ns])))
    else:
        return
    for n in names:
        np.testing.assert_allclose(tonp(g[n]), tw[n].grad.numpy(), rtol=1e-4, atol=1e-5, err_msg=n)


def test_ivy_function_to_target():
    def f(x):
        return ivy.softmax(ivy.matmul(x, ivy.permute_dims(x, (1, 0))), axis=-1)

    x = np.random.default_rng(1).standard_normal((3, 4)).astype(np.float32)
    t = ivy_tracer.transpile(f, source="ivy", target=TARGET)
    got = t(to_target(x))
    y = x @ x.T
    e = np.exp(y - y.max(-1, keepdims=True))
    np.testing.assert_allclose(tonp(got), e / e.sum(-1, keepdims=True), rtol=1e-5, atol=1e-6)
    assert "def f(x)" in t.transpiled.source


def test_stop_gradient_is_recorded():
    x = ivy.asarray(np.array([0.5, 1.0], np.float32))._data
    g = ivy_tracer.trace(lambda v: ivy.multiply(ivy.stop_gradient(ivy.sin(v)), 2.0), x, source="ivy")
    assert [n.name for n in g.calls][:2] == ["sin", "stop_gradient"]
    np.testing.assert_allclose(tonp(g(x)), 2 * np.sin([0.5, 1.0]), rtol=1e-6)


def test_lowering_that_consumed_an_iterator_is_not_replayed():
    x = ivy.asarray(np.array([-1.0, 0.5, 2.0], np.float32))._data
    g = ivy_tracer.trace(lambda v: ivy.gelu(v), x, source="ivy")
    x2 = ivy.asarray(np.array([0.3, -0.2, 1.5], np.float32))._data
    want = tonp(x2) * 0.5 * (1 + np.vectorize(__import__("math").erf)(tonp(x2) / np.sqrt(2)))
    np.testing.assert_allclose(tonp(g(x2)), want, rtol=1e-5, atol=1e-6)

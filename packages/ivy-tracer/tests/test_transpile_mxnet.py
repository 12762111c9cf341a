"""Transpiling to MXNet (``target="mxnet"``, through ivy's MXNet backend): run in the MXNet venv
(``nox -s libs_mxnet``: MXNet 1.9.1 needs NumPy 1.23, so JAX and TensorFlow are not there; torch
is the source and the ground truth).

For a torch MLP and a CNN (conv, BatchNorm in eval and train, max pool, flatten, linear): the
outputs equal torch's, the parameters are the source's, gradients of a loss through
``mx.autograd`` equal torch autograd's, one SGD step lowers the loss as torch's does, and the
emitted code calls only MXNet (through the ivy backend's functions), never torch.
"""

from __future__ import annotations

import numpy as np
import pytest
from _helpers import BACKEND

import ivy_tracer

pytestmark = pytest.mark.skipif(BACKEND != "mxnet", reason="the mxnet target: tested in the MXNet session")
torch = pytest.importorskip("torch")
pytest.importorskip("ivy_frontends")

RTOL, ATOL = 1e-5, 1e-5


def _mx():
    import mxnet as mx

    return mx


def mlp():
    return torch.nn.Sequential(torch.nn.Linear(6, 16), torch.nn.GELU(), torch.nn.Linear(16, 16), torch.nn.Tanh(),
                               torch.nn.Linear(16, 3))


def cnn():
    return torch.nn.Sequential(
        torch.nn.Conv2d(3, 4, 3, padding=1), torch.nn.BatchNorm2d(4), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
        torch.nn.Conv2d(4, 6, 3), torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.Linear(6 * 2 * 2, 5))


def to_mx(t):
    return _mx().np.array(t.detach().numpy())


def loss_and_grads(m, x):
    mx = _mx()
    with mx.autograd.record():
        loss = (m(x) ** 2).sum()
    loss.backward()
    return float(loss), {n: p.grad.asnumpy() for n, p in m.params.items()}


def torch_loss_and_grads(model, x):
    model.zero_grad()
    loss = (model(x) ** 2).sum()
    loss.backward()
    return float(loss.detach()), {n: p.grad.numpy() for n, p in model.named_parameters()}


@pytest.mark.parametrize("make, shape", [(mlp, (4, 6)), (cnn, (2, 3, 8, 8))], ids=["mlp", "cnn"])
def test_torch_model_to_mxnet(make, shape):
    torch.manual_seed(0)
    model = make().eval()
    x = torch.randn(*shape)
    m = ivy_tracer.transpile(model, target="mxnet", args=(x,))
    assert type(m).__name__ == "MxnetModel"
    assert "torch" not in m.source and "_mxnet_backend" in m.source, m.source
    assert set(m.params) == dict(model.named_parameters()).keys()
    for n, p in model.named_parameters():
        np.testing.assert_array_equal(m.params[n].asnumpy(), p.detach().numpy())
    x2 = torch.randn(*shape)
    np.testing.assert_allclose(m(to_mx(x2)).asnumpy(), model(x2).detach().numpy(), rtol=RTOL, atol=ATOL)
    # gradients and one SGD step, against torch's
    lm, gm = loss_and_grads(m, to_mx(x2))
    lt, gt = torch_loss_and_grads(model, x2)
    assert abs(lm - lt) <= 1e-4 * abs(lt)
    for n in gt:
        np.testing.assert_allclose(gm[n], gt[n], rtol=1e-4, atol=1e-5)
    lr = 1e-2
    for p in m.params.values():
        p[:] = p - lr * p.grad
    with torch.no_grad():
        for p in model.parameters():
            p -= lr * p.grad
    lm2, _ = loss_and_grads(m, to_mx(x2))
    lt2, _ = torch_loss_and_grads(model, x2)
    assert lm2 < lm
    assert abs(lm2 - lt2) <= 1e-4 * abs(lt2)


def test_batch_norm_training_moves_the_statistics_as_torch():
    torch.manual_seed(1)
    model = cnn().train()
    x = torch.randn(4, 3, 8, 8)
    m = ivy_tracer.transpile(model, target="mxnet", args=(x,))
    assert m.training
    out = m(to_mx(x))
    want = model(x)
    np.testing.assert_allclose(out.asnumpy(), want.detach().numpy(), rtol=1e-4, atol=1e-5)
    for n, b in model.named_buffers():
        np.testing.assert_allclose(np.asarray(m.state[n].asnumpy()), b.numpy(), rtol=1e-5, atol=1e-6)
    m.eval()
    model.eval()
    np.testing.assert_allclose(m(to_mx(x)).asnumpy(), model(x).detach().numpy(), rtol=1e-4, atol=1e-5)


def test_function_to_mxnet():
    def f(x, w):
        y = torch.softmax(x @ w, dim=-1)
        return y[:, 1:].sum(1) * x.mean()

    torch.manual_seed(2)
    x, w = torch.randn(5, 4), torch.randn(4, 3)
    t = ivy_tracer.transpile(f, target="mxnet", args=(x, w))
    np.testing.assert_allclose(t(to_mx(x), to_mx(w)).asnumpy(), f(x, w).numpy(), rtol=RTOL, atol=ATOL)

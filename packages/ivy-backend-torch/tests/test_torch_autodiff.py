"""ivy's autodiff and compile on torch, against torch's own: torch.autograd to second order,
torch.func for per-example gradients, torch.compile's graph (no breaks in ivy's dispatch),
and the torch.jit.trace fallback where torch.compile cannot run."""

from __future__ import annotations

import warnings

import ivy_backend_torch.compilation as tc
import numpy as np
import pytest
import torch

import ivy


@pytest.fixture(autouse=True)
def _no_backend_set():
    ivy.unset_backend()
    yield
    ivy.unset_backend()


def f_ivy(x, w):
    return ivy.sum(ivy.sin(ivy.matmul(x, w)) * ivy.exp(w[0] * 0.1))


def f_torch(x, w):
    return torch.sum(torch.sin(x @ w) * torch.exp(w[0] * 0.1))


X = torch.tensor([[0.5, -1.0], [2.0, 0.25], [0.0, 1.0]], dtype=torch.float64)
W = torch.tensor([[0.3, -0.2, 1.0], [0.7, 0.1, -0.5]], dtype=torch.float64)


def test_gradients_match_torch_autograd_to_second_order():
    gx, gw = ivy.grad(f_ivy, argnums=(0, 1))(X, W)
    x, w = X.clone().requires_grad_(), W.clone().requires_grad_()
    tx, tw = torch.autograd.grad(f_torch(x, w), (x, w), create_graph=True)
    torch.testing.assert_close(gx, tx.detach())
    torch.testing.assert_close(gw, tw.detach())
    assert not gx.requires_grad  # no graph kept when nothing asked for it
    # second order: d/dw sum(d f/dw)
    h_ivy = ivy.grad(lambda w: ivy.sum(ivy.grad(f_ivy, argnums=1)(X, w)))(W)
    (h_t,) = torch.autograd.grad(tw.sum(), w)
    torch.testing.assert_close(h_ivy, h_t)
    # and with the framework's Hessian
    H = ivy.jac(ivy.grad(lambda w: f_ivy(X, w)))(W)
    torch.testing.assert_close(H, torch.autograd.functional.hessian(lambda w: f_torch(X, w), W))


def test_user_parameters_keep_their_graph():
    """A tensor that already requires grad is differentiated in place: the gradients stay
    differentiable with respect to it (so an outer torch.autograd.grad sees through them)."""
    w = W.clone().requires_grad_()
    _, g = ivy.execute_with_gradients(lambda w: f_ivy(X, w), w)
    assert g.requires_grad
    (outer,) = torch.autograd.grad(g.sum(), w)
    w2 = W.clone().requires_grad_()
    (tw,) = torch.autograd.grad(f_torch(X, w2), w2, create_graph=True)
    (expected,) = torch.autograd.grad(tw.sum(), w2)
    torch.testing.assert_close(outer, expected)


def test_variables_are_leaf_tensors_requiring_grad():
    v = ivy.variable(W)
    assert v.requires_grad and v.is_leaf and ivy.is_variable(v) and not ivy.is_variable(W)
    s = ivy.stop_gradient(v)
    assert s.requires_grad and s.is_leaf  # preserve_type: still a variable, cut from the graph
    assert not ivy.stop_gradient(v, preserve_type=False).requires_grad
    assert not ivy.variable_data(v).requires_grad


def test_vmap_of_grad_is_per_example_gradients_like_torch_func():
    xs = torch.randn(5, 3, 2, dtype=torch.float64, generator=torch.Generator().manual_seed(0))
    per = ivy.vmap(ivy.grad(lambda x, w: f_ivy(x, w), argnums=1), in_axes=(0, None))(xs, W)
    ref = torch.func.vmap(torch.func.grad(f_torch, argnums=1), in_dims=(0, None))(xs, W)
    torch.testing.assert_close(per, ref)


def test_ivy_functions_compile_to_one_graph():
    """torch.compile traces through ivy's dispatch without a graph break."""
    def f(x, w):
        return ivy.sin(ivy.matmul(x, w)) + ivy.exp(w[0])

    f(X, W)  # ivy finds and loads its backends on first use, which Dynamo cannot trace
    torch._dynamo.reset()
    explanation = torch._dynamo.explain(f)(X, W)
    assert explanation.graph_count == 1 and explanation.graph_break_count == 0, explanation.break_reasons
    # ivy.Array in, with operators: one graph too (fullgraph raises otherwise). Dynamo breaks
    # the graph (the result stays right) at ``x @ w``: it cannot trace ``@`` of a Python class.
    x, w = ivy.Array(X), ivy.Array(W)

    def g(x, w):
        y = ivy.matmul(x, w)
        return ivy.sin(y) * y + y - y / (y * y + ivy.ones_like(y)) + (w[0] > w[1]) - abs(-y) ** y

    out = torch.compile(g, fullgraph=True, backend="eager")(x, w)
    assert isinstance(out, ivy.Array)
    torch.testing.assert_close(out.data, g(x, w).data)

    # One operator with a Python scalar (chains of them, and ``/``, still break the graph:
    # Dynamo cannot compare ``(2).__class__`` with the keys of ivy's type table)
    for h in (lambda a: a * 2, lambda a: a + 1.5, lambda a: a - 1, lambda a: a ** 2, lambda a: a > 0.0):
        torch._dynamo.reset()
        out = torch.compile(h, fullgraph=True, backend="eager")(x)
        torch.testing.assert_close(out.data, h(x).data)


def test_fallback_to_jit_trace_when_torch_compile_cannot_run(monkeypatch):
    def broken_compile(fn, **kw):
        def run(*a):
            raise RuntimeError("InvalidCxxCompiler: No working C++ compiler found")
        return run

    monkeypatch.setattr(torch, "compile", broken_compile)
    x = ivy.asarray(np.array([0.5, 1.0, -2.0]), backend="torch")
    with pytest.warns(RuntimeWarning, match="falling back to torch.jit.trace"):
        fc = ivy.compile(lambda a: ivy.sin(a) * a + 1, x)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        out = fc(x)
        out2 = fc(x * 2)
    assert isinstance(out, ivy.Array)
    np.testing.assert_allclose(np.asarray(out), np.sin([0.5, 1.0, -2.0]) * [0.5, 1.0, -2.0] + 1)
    np.testing.assert_allclose(np.asarray(out2), np.sin([1.0, 2.0, -4.0]) * [1.0, 2.0, -4.0] + 1)
    # a new shape is traced again (a trace holds one shape's path)
    out3 = fc(ivy.asarray(np.array([[1.0]]), backend="torch"))
    assert out3.shape == (1, 1)


def test_fallback_when_torch_compile_itself_raises(monkeypatch):
    def raising_compile(fn, **kw):
        raise RuntimeError("Dynamo is not supported on this Python")

    monkeypatch.setattr(torch, "compile", raising_compile)
    with pytest.warns(RuntimeWarning, match="falling back"):
        fc = ivy.compile(lambda a: a * 3, backend="torch")
        out = fc(X)
    torch.testing.assert_close(out, X * 3)


def test_the_functions_own_errors_are_not_mistaken_for_compiler_failures():
    def bad(a):
        return ivy.matmul(a, a)  # (3, 2) @ (3, 2): a shape error of the function itself

    fc = ivy.compile(bad, backend="torch")
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)  # no fallback warning
        with pytest.raises(ivy.ShapeError):
            fc(X)
    assert isinstance(fc._cache[next(iter(fc._cache))][0], tc._TorchCompiled)
    assert next(iter(fc._cache.values()))[0].mode == "compile"


def test_ivy_core_fallbacks_match_the_native_transforms(monkeypatch):
    """A backend with autodiff but without ``jacobian``/``vmap`` gets ivy-core's loops."""
    def f(w):
        return ivy.sin(ivy.matmul(X, w)) * ivy.sum(w)

    J_native = ivy.jac(f)(W)
    xs = torch.randn(4, 3, 2, dtype=torch.float64, generator=torch.Generator().manual_seed(1))
    v_native = ivy.vmap(f_ivy, in_axes=(0, None), out_axes=0)(xs, W)
    gm = ivy.get_backend("torch").gradients
    monkeypatch.delattr(gm, "jacobian")
    monkeypatch.delattr(gm, "vmap")
    torch.testing.assert_close(ivy.jac(f)(W), J_native)
    torch.testing.assert_close(ivy.vmap(f_ivy, in_axes=(0, None), out_axes=0)(xs, W), v_native)
    # second order through the fallback: the Hessian of a scalar function
    H = ivy.jac(ivy.grad(lambda w: f_ivy(X, w)))(W)
    torch.testing.assert_close(H, torch.autograd.functional.hessian(lambda w: f_torch(X, w), W))

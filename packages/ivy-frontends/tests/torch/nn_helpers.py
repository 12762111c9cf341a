"""Shared machinery of the ``torch.nn`` tests: the CI spread of cases over backends, conversions
between real torch, NumPy and the frontend, and the layer check (the same ``state_dict`` loaded into
a real torch module and the frontend's, outputs, running statistics and gradients compared).

The spread follows the OpInfo driver's convention (``IVY_OPINFO``): in CI (the default) each case
runs on the backends ``opinfo_driver.spread`` picks by a hash of its name, with ``IVY_OPINFO=full`` on every one;
MXNet (its own venv) runs every case.
"""

from __future__ import annotations

import os

import numpy as np
import opinfo_driver as drv
import pytest

BACKENDS = ("numpy", "torch", "jax", "tensorflow")
MODE = os.environ.get("IVY_OPINFO", "ci")


def backend():
    return os.environ.get("IVY_TEST_BACKEND", "numpy")


def has_autodiff():
    return backend() != "numpy"


def spread(name):
    return drv.spread(name)


def here(name):
    b = backend()
    return MODE == "full" or b not in BACKENDS or b in spread(name)


def cases(table):
    """``pytest.param`` of each ``(name, ...)`` row that runs on this backend in this mode."""
    return [pytest.param(*row, id=row[0]) for row in table if here(row[0])]


# ------------------------------------------------------------------ conversions

def fe():
    import ivy_frontends.torch as fe_torch

    return fe_torch


def np_of(x):
    """NumPy values of a real torch tensor, a frontend tensor, or a number."""
    import torch

    if isinstance(x, torch.Tensor):
        x = x.detach()
        return (x.float() if x.dtype == torch.bfloat16 else x).numpy()
    if isinstance(x, fe().Tensor):
        return np.asarray(x.detach().numpy())
    return np.asarray(x)


def pair(a, requires_grad=False):
    """``(real torch tensor, frontend tensor)`` holding the NumPy array ``a``."""
    import torch

    r = torch.from_numpy(np.array(a))
    f = fe().tensor(np.array(a))
    if requires_grad:
        r.requires_grad_(True)
        f.requires_grad_(True)
    return r, f


def assert_close(ours, theirs, rtol=1e-5, atol=1e-5, where="out"):
    """Nested outputs (tensors, tuples, None) of the frontend equal real torch's."""
    import torch

    if theirs is None:
        assert ours is None, f"{where}: expected None, got {type(ours).__name__}"
        return
    if isinstance(theirs, (tuple, list)):
        assert isinstance(ours, (tuple, list)) and len(ours) == len(theirs), f"{where}: {ours!r} vs {theirs!r}"
        for i, (o, t) in enumerate(zip(ours, theirs)):
            assert_close(o, t, rtol, atol, f"{where}[{i}]")
        return
    if isinstance(theirs, torch.Tensor):
        assert isinstance(ours, fe().Tensor), f"{where}: expected a Tensor, got {type(ours).__name__}"
        assert str(ours.dtype) == str(theirs.dtype), f"{where}: dtype {ours.dtype} != {theirs.dtype}"
        assert tuple(ours.shape) == tuple(theirs.shape), f"{where}: shape {tuple(ours.shape)} != {tuple(theirs.shape)}"
        np.testing.assert_allclose(np_of(ours), np_of(theirs), rtol=rtol, atol=atol, err_msg=where)
        return
    assert ours == theirs, f"{where}: {ours!r} != {theirs!r}"


def _float_leaves(x, out):
    import torch

    if isinstance(x, (tuple, list)):
        for v in x:
            _float_leaves(v, out)
    elif isinstance(x, torch.Tensor) or isinstance(x, fe().Tensor):
        if x.dtype.is_floating_point:
            out.append(x)
    return out


def weighted_sum(outputs, weights, lib):
    """sum_i (out_i * w_i).sum() over the float outputs (``weights``: NumPy arrays), in ``lib`` (a torch)."""
    total = None
    for o, w in zip(_float_leaves(outputs, []), weights):
        term = (o * lib.tensor(w)).sum()
        total = term if total is None else total + term
    return total


def check_layer(make, inputs, *, grad_inputs=(), modes=("eval", "train"), rtol=1e-4, atol=1e-5, grads=True,
                grad_rtol=None, grad_atol=None, forward=None):
    """Build the module with ``make(torch)`` for real torch and the frontend, load the real one's
    ``state_dict`` into the frontend's, and compare outputs, buffers and (autodiff backends)
    gradients of parameters and of the inputs at ``grad_inputs`` in each of ``modes``."""
    import torch

    ft = fe()
    torch.manual_seed(0)
    real = make(torch)
    ours = make(ft)
    missing = ours.load_state_dict(real.state_dict())
    assert not missing.missing_keys and not missing.unexpected_keys
    call = forward or (lambda m, *xs: m(*xs))
    rng = np.random.RandomState(1)
    for mode in modes:
        real.train(mode == "train")
        ours.train(mode == "train")
        do_grad = grads and has_autodiff()
        pairs = [pair(a, requires_grad=do_grad and i in grad_inputs) for i, a in enumerate(inputs)]
        xr = [p[0] for p in pairs]
        xf = [p[1] for p in pairs]
        out_r = call(real, *xr)
        out_f = call(ours, *xf)
        assert_close(out_f, out_r, rtol, atol, f"{mode} output")
        for (name, b_r), (name_f, b_f) in zip(real.named_buffers(), ours.named_buffers()):
            assert name == name_f
            assert_close(b_f, b_r, rtol, atol, f"{mode} buffer {name}")
        if not do_grad:
            continue
        weights = [np.asarray(rng.randn(*tuple(o.shape))).astype(np_of(o).dtype) for o in _float_leaves(out_r, [])]
        if not weights or not (grad_inputs or any(p.requires_grad for p in real.parameters())):
            continue
        weighted_sum(out_r, weights, torch).backward()
        weighted_sum(out_f, weights, ft).backward()
        gr, ga = grad_rtol or rtol * 10, grad_atol or atol * 10
        real_params = dict(real.named_parameters())
        for name, p in ours.named_parameters():
            rp = real_params[name]
            if rp.grad is None:
                assert p.grad is None or not np.any(np_of(p.grad)), f"{mode}: {name} has a gradient, torch's none"
                continue
            assert p.grad is not None, f"{mode}: {name} got no gradient"
            np.testing.assert_allclose(np_of(p.grad), np_of(rp.grad), rtol=gr, atol=ga, err_msg=f"{mode} grad {name}")
        for i in grad_inputs:
            np.testing.assert_allclose(np_of(xf[i].grad), np_of(xr[i].grad), rtol=gr, atol=ga,
                                       err_msg=f"{mode} grad of input {i}")
        real.zero_grad()
        ours.zero_grad()
    return real, ours

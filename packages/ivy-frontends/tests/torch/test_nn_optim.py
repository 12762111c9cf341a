"""``torch.optim`` against real torch: a training loop (``loss.backward(); opt.step(); opt.zero_grad()``)
written once, run with real torch and with the frontend from the same ``state_dict``, the parameters
compared after every step (backends with autodiff); learning-rate schedules and optimizer state dicts.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch
from nn_helpers import cases, has_autodiff, np_of

import ivy_frontends.torch as ft

OPTIMIZERS = [
    ("SGD", lambda T, ps: T.optim.SGD(ps, lr=0.1)),
    ("SGD_momentum_nesterov_weight_decay", lambda T, ps: T.optim.SGD(ps, lr=0.05, momentum=0.9, nesterov=True,
                                                                      weight_decay=0.01)),
    ("SGD_dampening_maximize", lambda T, ps: T.optim.SGD(ps, lr=0.05, momentum=0.5, dampening=0.2, maximize=True)),
    ("Adam", lambda T, ps: T.optim.Adam(ps, lr=0.01)),
    ("Adam_amsgrad_weight_decay", lambda T, ps: T.optim.Adam(ps, lr=0.01, betas=(0.8, 0.99), amsgrad=True,
                                                             weight_decay=0.1)),
    ("AdamW", lambda T, ps: T.optim.AdamW(ps, lr=0.01, weight_decay=0.1)),
    ("RMSprop_centered_momentum", lambda T, ps: T.optim.RMSprop(ps, lr=0.01, momentum=0.5, centered=True)),
    ("Adagrad", lambda T, ps: T.optim.Adagrad(ps, lr=0.1, lr_decay=0.01, weight_decay=0.01)),
]


def _model(T):
    nn = T.nn
    return nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 3))


@pytest.mark.skipif(not has_autodiff(), reason="training needs a backend with autodiff")
@pytest.mark.parametrize("name, make_opt", cases(OPTIMIZERS))
def test_training_loop_matches_torch_step_by_step(name, make_opt):
    rng = np.random.RandomState(0)
    xs = rng.randn(4, 6, 4).astype("float32")
    ys = rng.randint(0, 3, (4, 6))
    torch.manual_seed(0)
    real = _model(torch)
    ours = _model(ft)
    ours.load_state_dict(real.state_dict())
    opt_r = make_opt(torch, real.parameters())
    opt_f = make_opt(ft, ours.parameters())
    loss_fn_r, loss_fn_f = torch.nn.CrossEntropyLoss(), ft.nn.CrossEntropyLoss()
    for step in range(4):
        loss_r = loss_fn_r(real(torch.from_numpy(xs[step])), torch.from_numpy(ys[step]))
        loss_r.backward()
        opt_r.step()
        opt_r.zero_grad()
        loss_f = loss_fn_f(ours(ft.tensor(xs[step])), ft.tensor(ys[step]))
        loss_f.backward()
        opt_f.step()
        opt_f.zero_grad()
        np.testing.assert_allclose(loss_f.item(), loss_r.item(), rtol=1e-5, err_msg=f"step {step} loss")
        for (n, p), (_, q) in zip(ours.named_parameters(), real.named_parameters()):
            assert p.grad is None
            np.testing.assert_allclose(np_of(p), np_of(q), rtol=1e-5, atol=1e-6, err_msg=f"step {step} {n}")


@pytest.mark.skipif(not has_autodiff(), reason="training needs a backend with autodiff")
def test_closure_param_groups_and_state_dict_round_trip():
    torch.manual_seed(0)
    real = _model(torch)
    ours = _model(ft)
    ours.load_state_dict(real.state_dict())
    x = np.random.RandomState(1).randn(5, 4).astype("float32")
    groups_r = [{"params": real[0].parameters(), "lr": 0.01}, {"params": real[2].parameters()}]
    groups_f = [{"params": ours[0].parameters(), "lr": 0.01}, {"params": ours[2].parameters()}]
    opt_r = torch.optim.Adam(groups_r, lr=0.1)
    opt_f = ft.optim.Adam(groups_f, lr=0.1)

    def closure(model, opt, T, xx):
        def f():
            opt.zero_grad()
            loss = (model(xx) ** 2).mean()
            loss.backward()
            return loss
        return f

    for _ in range(2):
        lr_ = opt_r.step(closure(real, opt_r, torch, torch.from_numpy(x)))
        lf = opt_f.step(closure(ours, opt_f, ft, ft.tensor(x)))
        np.testing.assert_allclose(lf.item(), lr_.item(), rtol=1e-5)
    sd = opt_f.state_dict()
    assert [g["lr"] for g in sd["param_groups"]] == [g["lr"] for g in opt_r.state_dict()["param_groups"]]
    assert sorted(sd["state"]) == sorted(opt_r.state_dict()["state"])
    fresh = ft.optim.Adam([{"params": ours[0].parameters()}, {"params": ours[2].parameters()}], lr=0.1)
    fresh.load_state_dict(sd)
    assert fresh.param_groups[0]["lr"] == 0.01
    np.testing.assert_array_equal(np_of(fresh.state[ours[0].weight]["exp_avg"]),
                                  np_of(opt_f.state[ours[0].weight]["exp_avg"]))
    for (n, p), (_, q) in zip(ours.named_parameters(), real.named_parameters()):
        np.testing.assert_allclose(np_of(p), np_of(q), rtol=1e-5, atol=1e-6, err_msg=n)


SCHEDULERS = [
    ("StepLR", lambda S, o: S.StepLR(o, step_size=2, gamma=0.5)),
    ("MultiStepLR", lambda S, o: S.MultiStepLR(o, milestones=[1, 4], gamma=0.3)),
    ("ExponentialLR", lambda S, o: S.ExponentialLR(o, gamma=0.9)),
    ("CosineAnnealingLR", lambda S, o: S.CosineAnnealingLR(o, T_max=5, eta_min=0.01)),
    ("LambdaLR", lambda S, o: S.LambdaLR(o, lambda e: 1.0 / (e + 1))),
    ("LinearLR", lambda S, o: S.LinearLR(o, start_factor=0.25, total_iters=3)),
    ("ConstantLR", lambda S, o: S.ConstantLR(o, factor=0.5, total_iters=2)),
]


@pytest.mark.parametrize("name, make", SCHEDULERS, ids=[s[0] for s in SCHEDULERS])
def test_lr_schedulers_are_torchs(name, make):
    o_r = torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=0.2)
    o_f = ft.optim.SGD([ft.nn.Parameter(ft.zeros(1))], lr=0.2)
    s_r, s_f = make(torch.optim.lr_scheduler, o_r), make(ft.optim.lr_scheduler, o_f)
    for _ in range(6):
        np.testing.assert_allclose(s_f.get_last_lr(), s_r.get_last_lr(), rtol=1e-12)
        o_r.step()
        o_f.step()
        s_r.step()
        s_f.step()


def test_optimizer_errors_are_torchs():
    for T in (torch, ft):
        p = T.nn.Parameter(T.zeros(1))
        for bad in (lambda: T.optim.SGD([], lr=0.1), lambda: T.optim.SGD([p], lr=-1.0),  # noqa: B023
                    lambda: T.optim.SGD([p], lr=0.1, nesterov=True),  # noqa: B023
                    lambda: T.optim.Adam([p], betas=(1.0, 0.9))):  # noqa: B023
            with pytest.raises(ValueError):
                bad()

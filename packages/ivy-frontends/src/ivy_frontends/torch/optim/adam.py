"""``torch.optim.Adam`` (``amsgrad``, ``weight_decay`` as L2 or decoupled, ``maximize``).

>>> import ivy_frontends.torch as torch
>>> p = torch.nn.Parameter(torch.tensor([1.0])); p.grad = torch.tensor([0.5])
>>> torch.optim.Adam([p], lr=0.1).step(); round(p.item(), 4)
0.9
"""

from __future__ import annotations

import math

import ivy

from ..._errors import FrontendValueError
from ..tensor import wrap
from .optimizer import Optimizer

__all__ = ["Adam"]


class Adam(Optimizer):
    """Adam: bias-corrected first and second moment estimates of the gradient."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False, *, foreach=None,
                 maximize=False, capturable=False, differentiable=False, fused=None, decoupled_weight_decay=False):
        _check(lr, betas, eps, weight_decay)
        defaults = {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "amsgrad": amsgrad,
                    "maximize": maximize, "foreach": foreach, "capturable": capturable,
                    "differentiable": differentiable, "fused": fused,
                    "decoupled_weight_decay": decoupled_weight_decay}
        super().__init__(params, defaults)

    def _update(self, p, g, state, group):
        return _adam_update(p._data, g, state, group, group.get("decoupled_weight_decay", False))


def _check(lr, betas, eps, weight_decay):
    if not 0.0 <= lr:
        raise FrontendValueError(f"Invalid learning rate: {lr}")
    if not 0.0 <= eps:
        raise FrontendValueError(f"Invalid epsilon value: {eps}")
    if not 0.0 <= betas[0] < 1.0:
        raise FrontendValueError(f"Invalid beta parameter at index 0: {betas[0]}")
    if not 0.0 <= betas[1] < 1.0:
        raise FrontendValueError(f"Invalid beta parameter at index 1: {betas[1]}")
    if not 0.0 <= weight_decay:
        raise FrontendValueError(f"Invalid weight_decay value: {weight_decay}")


def _adam_update(x, g, state, group, decoupled):
    """torch's single-tensor Adam/AdamW step on natives; returns the new parameter value."""
    lr, (b1, b2), eps, wd = group["lr"], group["betas"], group["eps"], group["weight_decay"]
    if group["maximize"]:
        g = ivy.negative(g)
    if not state:
        state["step"] = wrap(ivy.zeros_like(ivy.astype(ivy.sum(x), ivy.float32)))
        state["exp_avg"] = wrap(ivy.zeros_like(x))
        state["exp_avg_sq"] = wrap(ivy.zeros_like(x))
        if group["amsgrad"]:
            state["max_exp_avg_sq"] = wrap(ivy.zeros_like(x))
    step_t = ivy.add(state["step"]._data, 1)
    state["step"] = wrap(step_t)
    step = float(ivy.to_numpy(step_t))
    if wd != 0:
        if decoupled:
            x = ivy.multiply(x, 1 - lr * wd)
        else:
            g = ivy.add(g, ivy.multiply(x, wd))
    m = state["exp_avg"]._data
    m = ivy.add(m, ivy.multiply(ivy.subtract(g, m), 1 - b1))  # lerp(m, g, 1 - b1)
    v = ivy.add(ivy.multiply(state["exp_avg_sq"]._data, b2), ivy.multiply(ivy.multiply(g, g), 1 - b2))
    state["exp_avg"], state["exp_avg_sq"] = wrap(m), wrap(v)
    bc1 = 1 - b1 ** step
    bc2_sqrt = math.sqrt(1 - b2 ** step)
    step_size = lr / bc1
    if group["amsgrad"]:
        vmax = ivy.maximum(state["max_exp_avg_sq"]._data, v)
        state["max_exp_avg_sq"] = wrap(vmax)
        denom = ivy.add(ivy.divide(ivy.sqrt(vmax), bc2_sqrt), eps)
    else:
        denom = ivy.add(ivy.divide(ivy.sqrt(v), bc2_sqrt), eps)
    return ivy.subtract(x, ivy.multiply(ivy.divide(m, denom), step_size))

"""``torch.optim.Adagrad`` (``lr_decay``, ``weight_decay``, ``initial_accumulator_value``, ``maximize``).

>>> import ivy_frontends.torch as torch
>>> p = torch.nn.Parameter(torch.tensor([1.0])); p.grad = torch.tensor([0.5])
>>> torch.optim.Adagrad([p], lr=0.1).step(); round(p.item(), 4)
0.9
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendValueError
from ..tensor import wrap
from .optimizer import Optimizer

__all__ = ["Adagrad"]


class Adagrad(Optimizer):
    """Per-coordinate learning rates from the sum of squared gradients."""

    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10,
                 foreach=None, *, maximize=False, differentiable=False, fused=None):
        for name, v in (("learning rate", lr), ("lr_decay value", lr_decay), ("weight_decay value", weight_decay),
                        ("initial_accumulator_value value", initial_accumulator_value), ("epsilon value", eps)):
            if v < 0.0:
                raise FrontendValueError(f"Invalid {name}: {v}")
        defaults = {"lr": lr, "lr_decay": lr_decay, "eps": eps, "weight_decay": weight_decay,
                    "initial_accumulator_value": initial_accumulator_value, "foreach": foreach, "maximize": maximize,
                    "differentiable": differentiable, "fused": fused}
        super().__init__(params, defaults)

    def _update(self, p, g, state, group):
        x = p._data
        if group["maximize"]:
            g = ivy.negative(g)
        if not state:
            state["step"] = 0
            state["sum"] = wrap(ivy.full_like(x, group["initial_accumulator_value"]))
        state["step"] += 1
        if group["weight_decay"] != 0:
            g = ivy.add(g, ivy.multiply(x, group["weight_decay"]))
        clr = group["lr"] / (1 + (state["step"] - 1) * group["lr_decay"])
        s = ivy.add(state["sum"]._data, ivy.multiply(g, g))
        state["sum"] = wrap(s)
        return ivy.subtract(x, ivy.multiply(ivy.divide(g, ivy.add(ivy.sqrt(s), group["eps"])), clr))

"""``torch.optim.SGD``: momentum (with dampening), Nesterov momentum, weight decay, ``maximize``.

>>> import ivy_frontends.torch as torch
>>> p = torch.nn.Parameter(torch.tensor([1.0])); p.grad = torch.tensor([0.5])
>>> torch.optim.SGD([p], lr=0.1).step(); p.tolist()
[0.949999988079071]
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendValueError
from ..tensor import wrap
from .optimizer import Optimizer

__all__ = ["SGD"]


class SGD(Optimizer):
    """Stochastic gradient descent (torch's update: ``buf = momentum * buf + (1 - dampening) * g``)."""

    def __init__(self, params, lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=False, *,
                 maximize=False, foreach=None, differentiable=False, fused=None):
        if lr < 0.0:
            raise FrontendValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise FrontendValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise FrontendValueError(f"Invalid weight_decay value: {weight_decay}")
        if nesterov and (momentum <= 0 or dampening != 0):
            raise FrontendValueError("Nesterov momentum requires a momentum and zero dampening")
        defaults = {"lr": lr, "momentum": momentum, "dampening": dampening, "weight_decay": weight_decay,
                    "nesterov": nesterov, "maximize": maximize, "foreach": foreach, "differentiable": differentiable,
                    "fused": fused}
        super().__init__(params, defaults)

    def _update(self, p, g, state, group):
        x = p._data
        if group["maximize"]:
            g = ivy.negative(g)
        wd = group["weight_decay"]
        if wd != 0:
            g = ivy.add(g, ivy.multiply(x, wd))
        mom = group["momentum"]
        if mom != 0:
            buf = state.get("momentum_buffer")
            if buf is None:
                b = g
            else:
                b = ivy.add(ivy.multiply(buf._data, mom), ivy.multiply(g, 1 - group["dampening"]))
            state["momentum_buffer"] = wrap(b)
            g = ivy.add(g, ivy.multiply(b, mom)) if group["nesterov"] else b
        return ivy.subtract(x, ivy.multiply(g, group["lr"]))

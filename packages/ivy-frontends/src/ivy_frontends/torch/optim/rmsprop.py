"""``torch.optim.RMSprop`` (``centered``, ``momentum``, ``weight_decay``, ``maximize``).

>>> import ivy_frontends.torch as torch
>>> p = torch.nn.Parameter(torch.tensor([1.0])); p.grad = torch.tensor([0.5])
>>> torch.optim.RMSprop([p], lr=0.01).step(); round(p.item(), 3)
0.9
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendValueError
from ..tensor import wrap
from .optimizer import Optimizer

__all__ = ["RMSprop"]


class RMSprop(Optimizer):
    """Divide the gradient by a running root mean square of its recent values."""

    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False,
                 capturable=False, foreach=None, maximize=False, differentiable=False):
        for name, v in (("learning rate", lr), ("epsilon value", eps), ("momentum value", momentum),
                        ("weight_decay value", weight_decay), ("alpha value", alpha)):
            if v < 0.0:
                raise FrontendValueError(f"Invalid {name}: {v}")
        defaults = {"lr": lr, "momentum": momentum, "alpha": alpha, "eps": eps, "centered": centered,
                    "weight_decay": weight_decay, "capturable": capturable, "foreach": foreach, "maximize": maximize,
                    "differentiable": differentiable}
        super().__init__(params, defaults)

    def _update(self, p, g, state, group):
        x = p._data
        if group["maximize"]:
            g = ivy.negative(g)
        if not state:
            state["step"] = 0
            state["square_avg"] = wrap(ivy.zeros_like(x))
            if group["momentum"] > 0:
                state["momentum_buffer"] = wrap(ivy.zeros_like(x))
            if group["centered"]:
                state["grad_avg"] = wrap(ivy.zeros_like(x))
        state["step"] += 1
        if group["weight_decay"] != 0:
            g = ivy.add(g, ivy.multiply(x, group["weight_decay"]))
        a = group["alpha"]
        sq = ivy.add(ivy.multiply(state["square_avg"]._data, a), ivy.multiply(ivy.multiply(g, g), 1 - a))
        state["square_avg"] = wrap(sq)
        if group["centered"]:
            ga = state["grad_avg"]._data
            ga = ivy.add(ga, ivy.multiply(ivy.subtract(g, ga), 1 - a))
            state["grad_avg"] = wrap(ga)
            avg = ivy.add(ivy.sqrt(ivy.subtract(sq, ivy.multiply(ga, ga))), group["eps"])
        else:
            avg = ivy.add(ivy.sqrt(sq), group["eps"])
        if group["momentum"] > 0:
            buf = ivy.add(ivy.multiply(state["momentum_buffer"]._data, group["momentum"]), ivy.divide(g, avg))
            state["momentum_buffer"] = wrap(buf)
            return ivy.subtract(x, ivy.multiply(buf, group["lr"]))
        return ivy.subtract(x, ivy.multiply(ivy.divide(g, avg), group["lr"]))

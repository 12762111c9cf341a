"""``torch.optim.AdamW``: Adam with decoupled weight decay (``param *= 1 - lr * weight_decay``).

>>> import ivy_frontends.torch as torch
>>> p = torch.nn.Parameter(torch.tensor([1.0])); p.grad = torch.tensor([0.5])
>>> torch.optim.AdamW([p], lr=0.1).step(); round(p.item(), 4)
0.899
"""

from __future__ import annotations

from .adam import Adam, _adam_update, _check

__all__ = ["AdamW"]


class AdamW(Adam):
    """Adam with decoupled weight decay (default 0.01)."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False, foreach=None, capturable=False, differentiable=False, fused=None):
        _check(lr, betas, eps, weight_decay)
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, foreach=foreach, maximize=maximize,
                         capturable=capturable, differentiable=differentiable, fused=fused,
                         decoupled_weight_decay=True)

    def _update(self, p, g, state, group):
        return _adam_update(p._data, g, state, group, True)

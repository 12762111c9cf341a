"""Gradient clipping: ``clip_grad_norm_``, ``clip_grad_value_``, ``get_total_norm``, ``clip_grads_with_norm_``.

>>> import ivy_frontends.torch as torch
>>> p = torch.nn.Parameter(torch.zeros(2)); p.grad = torch.tensor([3.0, 4.0])
>>> torch.nn.utils.clip_grad_norm_([p], 1.0).item(), p.grad.tolist()
(5.0, [0.6000000238418579, 0.800000011920929])
"""

from __future__ import annotations

import math

import ivy

from ...._errors import FrontendRuntimeError
from ...autograd.grad_mode import no_grad
from ...tensor import Tensor, wrap

__all__ = ["clip_grad_norm_", "clip_grad_norm", "clip_grad_value_", "get_total_norm", "clip_grads_with_norm_"]


def _tensors(parameters):
    if isinstance(parameters, Tensor):
        return [parameters]
    return list(parameters)


def _norm(g, norm_type):
    if norm_type == math.inf:
        return ivy.max(ivy.abs(g))
    if norm_type == -math.inf:
        return ivy.min(ivy.abs(g))
    return ivy.vector_norm(g, ord=float(norm_type))


def get_total_norm(tensors, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """The ``norm_type``-norm of all of ``tensors`` together (the norm of their norms)."""
    ts = [t for t in _tensors(tensors) if t is not None]
    norm_type = float(norm_type)
    if not ts:
        return wrap(_zero())
    norms = ivy.stack([_norm(ivy.reshape(t._data, (-1,)), norm_type) for t in ts])
    total = _norm(norms, norm_type)
    if error_if_nonfinite and not bool(ivy.isfinite(total)):
        raise FrontendRuntimeError(f"The total norm of order {norm_type} for gradients from `parameters` is "
                                   "non-finite, so it cannot be clipped. To disable this error and scale the gradients "
                                   "by the non-finite norm anyway, set `error_if_nonfinite=False`")
    return wrap(total)


def _zero():
    r = ivy.zeros(())
    return r._data if r.__class__ is ivy.Array else r


def clip_grads_with_norm_(parameters, max_norm, total_norm, foreach=None):
    """Scale the gradients by ``max_norm / (total_norm + 1e-6)`` where that is below 1."""
    params = _tensors(parameters)
    grads = [p.grad for p in params if p.grad is not None]
    if not grads:
        return
    tn = total_norm._data if isinstance(total_norm, Tensor) else total_norm
    coef = ivy.minimum(ivy.divide(float(max_norm), ivy.add(tn, 1e-6)), 1.0)
    with no_grad():
        for g in grads:
            g._inplace(ivy.multiply(g._data, ivy.astype(coef, g.dtype._ivy)))


def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """Scale the gradients of ``parameters`` in place so that their total norm is at most ``max_norm``;
    returns the total norm before clipping."""
    params = _tensors(parameters)
    grads = [p.grad for p in params if p.grad is not None]
    total = get_total_norm(grads, norm_type, error_if_nonfinite, foreach)
    clip_grads_with_norm_(params, max_norm, total, foreach)
    return total


def clip_grad_norm(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """Deprecated alias of :func:`clip_grad_norm_`."""
    return clip_grad_norm_(parameters, max_norm, norm_type, error_if_nonfinite, foreach)


def clip_grad_value_(parameters, clip_value, foreach=None):
    """Clamp every gradient to ``[-clip_value, clip_value]`` in place."""
    clip_value = float(clip_value)
    with no_grad():
        for p in _tensors(parameters):
            if p.grad is not None:
                p.grad._inplace(ivy.clip(p.grad._data, -clip_value, clip_value))

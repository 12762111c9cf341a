"""``torch.autograd``: ``backward``, ``grad`` and the grad-mode switches.

Eager autograd works on the torch backend (torch's own), on jax, tensorflow and mxnet (a
recorded graph replayed under the backend's vjp); see :mod:`ivy_frontends.torch._autograd`.

>>> import ivy, ivy_frontends.torch as torch
>>> ivy.set_backend("torch")
>>> x = torch.tensor([1.0, 2.0], requires_grad=True)
>>> (x * x).sum().backward(); x.grad
tensor([2., 4.])
>>> ivy.unset_backend()
"""

from __future__ import annotations

from .. import _autograd
from ..tensor import Tensor, wrap
from .grad_mode import enable_grad, inference_mode, is_grad_enabled, no_grad, set_grad_enabled

__all__ = ["backward", "grad", "no_grad", "enable_grad", "set_grad_enabled", "inference_mode", "is_grad_enabled"]


def _seq(x):
    if x is None:
        return None
    return [x] if isinstance(x, Tensor) else list(x)


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, grad_variables=None, inputs=None):
    """Accumulate the gradients of ``tensors`` (weighted by ``grad_tensors``) into the leaves' ``.grad``."""
    ts = _seq(tensors)
    gs = _seq(grad_tensors) or [None] * len(ts)
    _autograd.backward(ts, gs, retain_graph, create_graph, inputs)


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=None, is_grads_batched=False, materialize_grads=False):
    """The gradients of ``outputs`` with respect to ``inputs`` (a tuple; nothing accumulated)."""
    outs = _seq(outputs)
    ins = _seq(inputs)
    gos = _seq(grad_outputs) or [None] * len(outs)
    if is_grads_batched:
        from ..._errors import refuse

        raise refuse("torch.autograd.grad", "is_grads_batched", True)
    gs = _autograd.gradients(outs, gos, ins, retain_graph, create_graph)
    res = []
    for i, g in zip(ins, gs):
        if g is None:
            if materialize_grads:
                from .._creation import zeros_like

                res.append(zeros_like(i))
                continue
            if not allow_unused:
                from ..._errors import FrontendRuntimeError

                raise FrontendRuntimeError(
                    "One of the differentiated Tensors appears to not have been used in the graph. Set "
                    "allow_unused=True if this is the desired behavior.")
            res.append(None)
        else:
            res.append(wrap(g))
    return tuple(res)

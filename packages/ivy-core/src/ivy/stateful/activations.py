"""Activation layers: ``ivy.Module`` wrappers of ivy's activation functions (no variables).

Names and arguments follow Ivy's published ``ivy/stateful/activations.py``.

>>> import ivy
>>> ivy.ReLU()(ivy.asarray([-1.0, 2.0]))
ivy.array([0., 2.], dtype=float32, backend=numpy)
"""

from __future__ import annotations

import ivy  # the package (its functions are looked up at call time)

from ._inline import inline_forward
from .module import Module

__all__ = ["GELU", "GEGLU", "ReLU", "ReLU6", "LeakyReLU", "PReLU", "LogSoftmax", "Softmax", "Softplus", "Mish",
           "SiLU", "Sigmoid", "LogSigmoid", "Logit", "Tanh", "Hardswish", "ELU", "SELU", "SeLU"]


class _Activation(Module):
    def __init__(self):
        Module.__init__(self)


class GELU(_Activation):
    """``ivy.gelu`` (``approximate=True``: the tanh approximation)."""

    def __init__(self, *, approximate: bool = False):
        self._approximate = approximate
        Module.__init__(self)

    def _forward(self, x, /, *, approximate=None):
        return ivy.gelu(x, approximate=self._approximate if approximate is None else approximate)


class GEGLU(_Activation):
    """Gated GELU: splits the last axis in halves ``x, gates`` and returns ``gelu(gates) * x``."""

    def _forward(self, inputs):
        n = inputs.shape[-1] // 2
        x, gates = inputs[..., :n], inputs[..., n:]
        return ivy.gelu(gates) * x


class ReLU(_Activation):
    """``ivy.relu``."""

    _forward = inline_forward("x = _ivy.relu(x)", "ReLU")


class ReLU6(_Activation):
    """``ivy.relu6``, ``min(max(x, 0), 6)``.

    >>> ivy.ReLU6()(ivy.asarray([-1.0, 8.0]))
    ivy.array([0., 6.], dtype=float32, backend=numpy)
    """

    _forward = inline_forward("x = _ivy.relu6(x)", "ReLU6")


class PReLU(_Activation):
    """``ivy.prelu`` with the ``slope`` given at each call (Ivy's layer holds no variable).

    >>> ivy.PReLU()(ivy.asarray([-2.0, 2.0]), 0.25)
    ivy.array([-0.5,  2. ], dtype=float32, backend=numpy)
    """

    def _forward(self, x, slope):
        return ivy.prelu(x, slope)


class LeakyReLU(_Activation):
    """``ivy.leaky_relu`` with negative slope ``alpha``."""

    def __init__(self, alpha: float = 0.2):
        self._alpha = alpha
        Module.__init__(self)

    def _forward(self, x, *, alpha=None):
        return ivy.leaky_relu(x, alpha=self._alpha if alpha is None else alpha)


class LogSoftmax(_Activation):
    """``ivy.log_softmax`` (over ``axis``; ``None``: the function's default)."""

    def _forward(self, x, *, axis=None):
        return ivy.log_softmax(x) if axis is None else ivy.log_softmax(x, axis=axis)


class Softmax(_Activation):
    """``ivy.softmax`` (over ``axis``; ``None``: the function's default)."""

    def _forward(self, x, *, axis=None):
        return ivy.softmax(x) if axis is None else ivy.softmax(x, axis=axis)


class Softplus(_Activation):
    """``ivy.softplus`` with optional ``beta`` and ``threshold``."""

    def _forward(self, x, *, beta=None, threshold=None):
        return ivy.softplus(x, beta=beta, threshold=threshold)


class Mish(_Activation):
    """``ivy.mish``."""

    _forward = inline_forward("x = _ivy.mish(x)", "Mish")


class SiLU(_Activation):
    """``ivy.silu``."""

    _forward = inline_forward("x = _ivy.silu(x)", "SiLU")


class Sigmoid(_Activation):
    """``ivy.sigmoid``."""

    _forward = inline_forward("x = _ivy.sigmoid(x)", "Sigmoid")


class LogSigmoid(_Activation):
    """``ivy.logsigmoid``.

    >>> ivy.LogSigmoid()(ivy.asarray([0.0]))
    ivy.array([-0.6931472], dtype=float32, backend=numpy)
    """

    _forward = inline_forward("x = _ivy.logsigmoid(x)", "LogSigmoid")


class Logit(_Activation):
    """``ivy.logit``, with ``eps`` given at each call.

    >>> ivy.Logit()(ivy.asarray([0.5, 1.5]), eps=0.25)
    ivy.array([0.       , 1.0986123], dtype=float32, backend=numpy)
    """

    def _forward(self, x, eps=None):
        return ivy.logit(x, eps=eps)


class Tanh(_Activation):
    """``ivy.tanh``."""

    _forward = inline_forward("x = _ivy.tanh(x)", "Tanh")


class Hardswish(_Activation):
    """``ivy.hardswish``."""

    _forward = inline_forward("x = _ivy.hardswish(x)", "Hardswish")


class ELU(_Activation):
    """``ivy.elu`` with ``alpha``: the layer's, or one given at the call (Ivy's layer takes it there).

    >>> ivy.ELU()(ivy.asarray([-1.0, 1.0]), alpha=2.0)
    ivy.array([-1.2642411,  1.       ], dtype=float32, backend=numpy)
    """

    def __init__(self, alpha: float = 1.0):
        self._alpha = alpha
        Module.__init__(self)

    def _forward(self, x, alpha=None):
        return ivy.elu(x, alpha=self._alpha if alpha is None else alpha)


class SELU(_Activation):
    """``ivy.selu``."""

    _forward = inline_forward("x = _ivy.selu(x)", "SELU")


SeLU = SELU  # Ivy's spelling

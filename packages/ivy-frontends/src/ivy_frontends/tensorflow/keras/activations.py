"""``keras.activations`` (Keras 3's definitions) on the frontend's ``tf.nn``.

>>> from ivy_frontends.tensorflow.keras import activations
>>> activations.get("relu") is activations.relu
True
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendValueError
from .. import nn
from ..nn._common import n, wrap

__all__ = ["relu", "relu6", "elu", "selu", "gelu", "sigmoid", "tanh", "softmax", "log_softmax", "softplus",
           "softsign", "silu", "swish", "leaky_relu", "linear", "exponential", "hard_sigmoid", "mish", "get",
           "serialize"]


def relu(x, negative_slope=0.0, max_value=None, threshold=0.0):
    a = n(x)
    if negative_slope == 0.0 and max_value is None and threshold == 0.0:
        return wrap(ivy.relu(a))
    pos = ivy.where(ivy.greater_equal(a, threshold), a, ivy.zeros_like(a)) if threshold else ivy.relu(a)
    if max_value is not None:
        pos = ivy.minimum(pos, float(max_value))
    if negative_slope:
        neg = ivy.multiply(ivy.minimum(ivy.subtract(a, threshold), 0.0), float(negative_slope))
        pos = ivy.add(pos, ivy.where(ivy.less(a, threshold), neg, ivy.zeros_like(a)))
    return wrap(pos)


def relu6(x):
    return nn.relu6(x)


def elu(x, alpha=1.0):
    a = n(x)
    return wrap(ivy.where(ivy.greater(a, 0), a, ivy.multiply(ivy.expm1(a), float(alpha))))


def selu(x):
    return nn.selu(x)


def gelu(x, approximate=False):
    return nn.gelu(x, approximate=approximate)


def sigmoid(x):
    return nn.sigmoid(x)


def tanh(x):
    return nn.tanh(x)


def softmax(x, axis=-1):
    return nn.softmax(x, axis=axis)


def log_softmax(x, axis=-1):
    return nn.log_softmax(x, axis=axis)


def softplus(x):
    return nn.softplus(x)


def softsign(x):
    return nn.softsign(x)


def silu(x):
    return nn.silu(x)


swish = silu


def leaky_relu(x, negative_slope=0.2):
    return nn.leaky_relu(x, alpha=negative_slope)


def linear(x):
    return wrap(n(x))


def exponential(x):
    return wrap(ivy.exp(n(x)))


def hard_sigmoid(x):
    a = n(x)
    return wrap(ivy.clip(ivy.add(ivy.divide(a, 6.0), 0.5), 0.0, 1.0))


def mish(x):
    a = n(x)
    return wrap(ivy.multiply(a, ivy.tanh(ivy.softplus(a))))


_BY_NAME = {f.__name__: f for f in (relu, relu6, elu, selu, gelu, sigmoid, tanh, softmax, log_softmax, softplus,
                                     softsign, silu, leaky_relu, linear, exponential, hard_sigmoid, mish)}
_BY_NAME["swish"] = silu


def get(identifier):
    """The activation function of a name (``"relu"``), a callable, or None (``linear``)."""
    if identifier is None:
        return linear
    if callable(identifier):
        return identifier
    if isinstance(identifier, str) and identifier in _BY_NAME:
        return _BY_NAME[identifier]
    raise FrontendValueError(f"Could not interpret activation function identifier: {identifier!r}")


def serialize(fn):
    return getattr(fn, "__name__", fn)

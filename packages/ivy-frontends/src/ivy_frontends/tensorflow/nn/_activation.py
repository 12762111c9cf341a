"""``tf.nn``'s activations and ``softmax``/``log_softmax`` (TF's signatures; the result keeps the
input's dtype, as TF's kernels do).

>>> import ivy_frontends.tensorflow as tf
>>> tf.nn.relu6(tf.constant([-1.0, 3.0, 9.0])).numpy().tolist()
[0.0, 3.0, 6.0]
"""

from __future__ import annotations

import ivy

from ._common import check_float, n, wrap

__all__ = ["relu", "relu6", "elu", "selu", "gelu", "silu", "swish", "sigmoid", "tanh", "softplus",
           "softsign", "leaky_relu", "crelu", "log_softmax", "softmax"]


def relu(features, name=None):
    return wrap(ivy.relu(n(features)))


def relu6(features, name=None):
    return wrap(ivy.relu6(n(features)))


def elu(features, name=None):
    a = check_float("Elu", n(features))
    return wrap(ivy.elu(a))


def selu(features, name=None):
    a = check_float("Selu", n(features))
    return wrap(ivy.selu(a))


def gelu(features, approximate=False, name=None):
    a = check_float("Gelu", n(features))
    return wrap(ivy.gelu(a, approximate=bool(approximate)))


def silu(features, beta=1.0):
    a = check_float("silu", n(features))
    if beta == 1.0 and not hasattr(beta, "shape"):
        return wrap(ivy.silu(a))
    b = n(beta)
    return wrap(ivy.multiply(a, ivy.sigmoid(ivy.multiply(b, a))))


def swish(features, beta=1.0):
    return silu(features, beta)


def sigmoid(x, name=None):
    return wrap(ivy.sigmoid(check_float("Sigmoid", n(x), complex_ok=True)))


def tanh(x, name=None):
    return wrap(ivy.tanh(check_float("Tanh", n(x), complex_ok=True)))


def softplus(features, name=None):
    return wrap(ivy.softplus(check_float("Softplus", n(features))))


def softsign(features, name=None):
    a = check_float("Softsign", n(features))
    return wrap(ivy.divide(a, ivy.add(ivy.abs(a), 1)))


def leaky_relu(features, alpha=0.2, name=None):
    a = n(features)
    if not ivy.is_float_dtype(ivy.dtype(a)):
        a = ivy.astype(a, ivy.float32)
    return wrap(ivy.where(ivy.greater(a, 0), a, ivy.multiply(a, float(alpha))))


def crelu(features, axis=-1, name=None):
    a = n(features)
    return wrap(ivy.concat([ivy.relu(a), ivy.relu(ivy.negative(a))], axis=axis))


def _softmax_axis(a, axis, fn):
    check_float(fn, a)
    if axis is None:
        return -1
    nd = len(a.shape)
    if not -nd <= axis < max(nd, 1):
        from ._common import invalid

        raise invalid(f"{fn}: axis {axis} is out of bounds for a tensor of rank {nd}")
    return axis


def softmax(logits, axis=None, name=None):
    a = n(logits)
    ax = _softmax_axis(a, axis, "Softmax")
    if len(a.shape) == 0:
        return wrap(ivy.ones_like(a))
    return wrap(ivy.softmax(a, axis=ax))


def log_softmax(logits, axis=None, name=None):
    a = n(logits)
    ax = _softmax_axis(a, axis, "LogSoftmax")
    if len(a.shape) == 0:
        return wrap(ivy.zeros_like(a))
    return wrap(ivy.log_softmax(a, axis=ax))

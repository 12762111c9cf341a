"""``tf.nn``'s losses: the cross entropies with logits, ``l2_loss``, ``log_poisson_loss``,
``compute_average_loss``, ``scale_regularization_loss`` (TF's formulas, numerically stable
forms).

>>> import ivy_frontends.tensorflow as tf
>>> round(float(tf.nn.l2_loss(tf.constant([1.0, 2.0]))), 3)
2.5
"""

from __future__ import annotations

import math

import ivy

from ..._errors import FrontendValueError
from ._common import check_float, invalid, n, nat, wrap

__all__ = ["softmax_cross_entropy_with_logits", "sparse_softmax_cross_entropy_with_logits",
           "sigmoid_cross_entropy_with_logits", "weighted_cross_entropy_with_logits", "l2_loss",
           "log_poisson_loss", "compute_average_loss", "scale_regularization_loss"]


def _same(fn, a, b):
    if hasattr(b, "shape") and hasattr(a, "shape") and ivy.dtype(a) != ivy.dtype(b):
        raise invalid(f"{fn}: labels and logits must have one dtype, got {ivy.dtype(a)} and {ivy.dtype(b)}")


def softmax_cross_entropy_with_logits(labels, logits, axis=-1, name=None):
    z, x = n(labels), n(logits)
    check_float("SoftmaxCrossEntropyWithLogits", x)
    if not hasattr(z, "shape"):
        z = nat(ivy.asarray(z, dtype=ivy.dtype(x)))
    _same("softmax_cross_entropy_with_logits", x, z)
    if tuple(z.shape) != tuple(x.shape):
        z = ivy.broadcast_to(z, x.shape)
    return wrap(ivy.negative(ivy.sum(ivy.multiply(z, ivy.log_softmax(x, axis=axis)), axis=axis)))


def sparse_softmax_cross_entropy_with_logits(labels, logits, name=None):
    z, x = n(labels), n(logits)
    check_float("SparseSoftmaxCrossEntropyWithLogits", x)
    if len(x.shape) == 0:
        raise invalid("Logits cannot be scalars - received shape ().")
    if tuple(z.shape) != tuple(x.shape[:-1]):
        raise invalid(f"Rank mismatch: labels shape {list(z.shape)} must equal logits shape without its last "
                      f"dimension {list(x.shape[:-1])}")
    k = x.shape[-1]
    zi = ivy.astype(z, ivy.int64)
    if z.size if hasattr(z, "size") and isinstance(z.size, int) else True:
        bad = ivy.logical_or(ivy.less(zi, 0), ivy.greater_equal(zi, k))
        if bool(ivy.any(bad)):
            raise invalid(f"Received a label value outside the valid range of [0, {k}).")
    lp = ivy.log_softmax(x, axis=-1)
    picked = ivy.take_along_axis(lp, ivy.expand_dims(zi, axis=-1), axis=-1)
    return wrap(ivy.negative(ivy.squeeze(picked, axis=-1)))


def sigmoid_cross_entropy_with_logits(labels=None, logits=None, name=None):
    if labels is None or logits is None:
        raise FrontendValueError("Both labels and logits must be provided.")
    z, x = n(labels), n(logits)
    check_float("sigmoid_cross_entropy_with_logits", x)
    if not hasattr(z, "shape"):
        z = nat(ivy.asarray(z, dtype=ivy.dtype(x)))
    _same("sigmoid_cross_entropy_with_logits", x, z)
    if tuple(z.shape) != tuple(x.shape):
        raise FrontendValueError(f"logits and labels must have the same shape ({list(x.shape)} vs {list(z.shape)})")
    r = ivy.add(ivy.subtract(ivy.relu(x), ivy.multiply(x, z)), ivy.log1p(ivy.exp(ivy.negative(ivy.abs(x)))))
    return wrap(r)


def weighted_cross_entropy_with_logits(labels, logits, pos_weight, name=None):
    z, x = n(labels), n(logits)
    check_float("weighted_cross_entropy_with_logits", x)
    if not hasattr(z, "shape"):
        z = nat(ivy.asarray(z, dtype=ivy.dtype(x)))
    _same("weighted_cross_entropy_with_logits", x, z)
    if tuple(z.shape) != tuple(x.shape):
        raise FrontendValueError(f"logits and labels must have the same shape ({list(x.shape)} vs {list(z.shape)})")
    q = n(pos_weight)
    log_weight = ivy.add(1, ivy.multiply(ivy.subtract(q, 1), z))
    r = ivy.add(ivy.multiply(ivy.subtract(1, z), x),
                ivy.multiply(log_weight, ivy.add(ivy.log1p(ivy.exp(ivy.negative(ivy.abs(x)))),
                                                 ivy.relu(ivy.negative(x)))))
    return wrap(r)


def l2_loss(t, name=None):
    a = check_float("L2Loss", n(t))
    return wrap(ivy.divide(ivy.sum(ivy.square(a)), 2))


def log_poisson_loss(targets, log_input, compute_full_loss=False, name=None):
    c, x = n(targets), n(log_input)
    if not hasattr(c, "shape"):
        c = nat(ivy.asarray(c, dtype=ivy.dtype(x)))
    _same("log_poisson_loss", x, c)
    if tuple(c.shape) != tuple(x.shape):
        raise FrontendValueError(f"log_input and targets must have the same shape ({list(x.shape)} vs {list(c.shape)})")
    r = ivy.subtract(ivy.exp(x), ivy.multiply(x, c))
    if compute_full_loss:
        point_five = 0.5
        two_pi = 2 * math.pi
        stirling = ivy.add(ivy.subtract(ivy.multiply(c, ivy.log(c)), c),
                           ivy.multiply(point_five, ivy.log(ivy.multiply(two_pi, c))))
        ok = ivy.logical_and(ivy.greater_equal(c, 0), ivy.less_equal(c, 1))
        stirling = ivy.where(ok, ivy.zeros_like(c), stirling)
        r = ivy.add(r, stirling)
    return wrap(r)


def compute_average_loss(per_example_loss, sample_weight=None, global_batch_size=None):
    a = n(per_example_loss)
    if not ivy.is_float_dtype(ivy.dtype(a)):
        a = ivy.astype(a, ivy.float32)
    if sample_weight is not None:
        a = ivy.multiply(a, ivy.astype(ivy.broadcast_to(n(sample_weight), a.shape) if hasattr(n(sample_weight), "shape")
                                       else nat(ivy.full(a.shape, n(sample_weight), dtype=ivy.dtype(a))),
                                       ivy.dtype(a)))
    if global_batch_size is None:
        global_batch_size = a.shape[0] if len(a.shape) else 1
    total = ivy.sum(a)
    gb = n(global_batch_size)
    return wrap(ivy.divide(total, ivy.astype(gb, ivy.dtype(a)) if hasattr(gb, "shape") else float(gb)))


def scale_regularization_loss(regularization_loss):
    a = n(regularization_loss)
    if isinstance(regularization_loss, (list, tuple)) and not hasattr(a, "shape"):
        a = ivy.stack([n(v) for v in regularization_loss])
    return wrap(ivy.sum(a))

"""torch.nn.functional's losses, with torch's ``reduction`` ("none" | "mean" | "sum", and the
deprecated ``size_average``/``reduce``), class ``weight``, ``ignore_index``, ``label_smoothing``,
probability targets, K-dimensional inputs ``(N, C, d1, ...)``, and the ``weight`` of
``l1_loss``/``mse_loss``/``huber_loss``.

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> round(F.cross_entropy(torch.tensor([[2.0, 0.0]]), torch.tensor([0])).item(), 4)
0.1269
"""

from __future__ import annotations

import math

import ivy

from ..._convert import promoted
from ...tensor import Tensor
from ._util import (
    D,
    arange_like,
    check_float,
    checks_values,
    dtype_of,
    legacy_reduction,
    needs_grad,
    reduce,
    rt_error,
    sg,
    shape_of,
    t,
    value_error,
    wrap,
)
from .distance import pairwise_distance

__all__ = [
    "binary_cross_entropy", "binary_cross_entropy_with_logits", "cosine_embedding_loss", "cross_entropy",
    "ctc_loss", "gaussian_nll_loss", "hinge_embedding_loss", "huber_loss", "kl_div", "l1_loss", "mse_loss",
    "margin_ranking_loss", "multi_margin_loss", "multilabel_margin_loss", "multilabel_soft_margin_loss",
    "nll_loss", "poisson_nll_loss", "smooth_l1_loss", "soft_margin_loss", "triplet_margin_loss",
    "triplet_margin_with_distance_loss", "linear_cross_entropy",
]


def _pair(input, target, fn):  # noqa: A002
    """``input`` and ``target`` as natives of their common dtype, broadcast to one shape."""
    (a, b), d = promoted(input, target)
    if not (d.is_floating_point or d.is_complex):
        a, b = ivy.astype(a, D.get_default_dtype()._ivy), ivy.astype(b, D.get_default_dtype()._ivy)
    if shape_of(a) != shape_of(b):
        a, b = ivy.broadcast_arrays(a, b)
    return a, b


def _weighted(loss, weight, reduction, mean_by_weight):
    w = t(weight)
    if shape_of(w) != shape_of(loss):
        raise value_error("Weights and input must have the same size.")
    lw = ivy.multiply(loss, w)
    if reduction == "none":
        return lw
    if reduction == "sum":
        return ivy.sum(lw)
    if reduction == "mean":
        return ivy.divide(ivy.sum(lw), ivy.sum(w)) if mean_by_weight else ivy.mean(lw)
    raise value_error(f"Invalid reduction mode: {reduction}. Expected one of 'none', 'mean', 'sum'.")


def l1_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):  # noqa: A002
    """mean(|input - target|) (or "sum"/"none"; ``weight`` multiplies each element, "mean" divides by its sum)."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, b = _pair(input, target, "l1_loss")
    loss = ivy.abs(ivy.subtract(a, b))
    if weight is not None:
        return wrap(_weighted(loss, weight, reduction, True))
    return wrap(_red(loss, reduction))


def _red(loss, reduction):
    return reduce(loss, reduction)


def mse_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):  # noqa: A002
    """mean((input - target)**2) (or "sum"/"none"; ``weight`` as in :func:`l1_loss`)."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, b = _pair(input, target, "mse_loss")
    dlt = ivy.subtract(a, b)
    loss = ivy.multiply(dlt, dlt)
    if weight is not None:
        return wrap(_weighted(loss, weight, reduction, True))
    return wrap(_red(loss, reduction))


def huber_loss(input, target, reduction="mean", delta=1.0, weight=None):  # noqa: A002
    """0.5 d**2 where |d| < delta, delta (|d| - delta / 2) elsewhere (d = input - target)."""
    a, b = _pair(input, target, "huber_loss")
    dlt = ivy.abs(ivy.subtract(a, b))
    loss = ivy.where(ivy.less(dlt, delta), ivy.multiply(ivy.multiply(dlt, dlt), 0.5),
                     ivy.multiply(ivy.subtract(dlt, 0.5 * delta), delta))
    if weight is not None:
        return wrap(_weighted(loss, weight, reduction, False))
    return wrap(_red(loss, reduction))


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction="mean", beta=1.0):  # noqa: A002
    """0.5 d**2 / beta where |d| < beta, |d| - beta / 2 elsewhere (plain L1 at beta = 0)."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    if beta < 0:
        raise rt_error("smooth_l1_loss does not support negative values for beta.")
    a, b = _pair(input, target, "smooth_l1_loss")
    dlt = ivy.abs(ivy.subtract(a, b))
    if beta == 0:
        return wrap(_red(dlt, reduction))
    loss = ivy.where(ivy.less(dlt, beta), ivy.divide(ivy.multiply(ivy.multiply(dlt, dlt), 0.5), beta),
                     ivy.subtract(dlt, 0.5 * beta))
    return wrap(_red(loss, reduction))


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    """log(1 + exp(-target * input))."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, b = _pair(input, target, "soft_margin_loss")
    return wrap(_red(ivy.log1p(ivy.exp(ivy.negative(ivy.multiply(a, b)))), reduction))


def _log_clamped(x):
    return ivy.maximum(ivy.log(x), -100.0)


def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    """-(target log(input) + (1 - target) log(1 - input)), the logs clamped at -100 as torch's."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, b = t(input), t(target)
    if shape_of(a) != shape_of(b):
        raise value_error(f"Using a target size ({list(shape_of(b))}) that is different to the input size "
                          f"({list(shape_of(a))}) is deprecated. Please ensure they have the same size.")
    check_float(a, "binary_cross_entropy")
    if dtype_of(b) is not dtype_of(a):
        raise rt_error(f"Found dtype {dtype_of(b)} but expected {dtype_of(a)}")
    loss = ivy.negative(ivy.add(ivy.multiply(b, _log_clamped(a)),
                                ivy.multiply(ivy.subtract(1, b), _log_clamped(ivy.subtract(1, a)))))
    if weight is not None:
        loss = ivy.multiply(loss, ivy.broadcast_to(t(weight), shape_of(loss)))
    return wrap(_red(loss, reduction))


def binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None,  # noqa: A002
                                     reduction="mean", pos_weight=None):
    """:func:`binary_cross_entropy` of ``sigmoid(input)``, computed stably; ``pos_weight`` weighs positives."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, b = t(input), t(target)
    if shape_of(a) != shape_of(b):
        raise value_error(f"Target size ({list(shape_of(b))}) must be the same as input size ({list(shape_of(a))})")
    check_float(a, "binary_cross_entropy_with_logits")
    if dtype_of(b) is not dtype_of(a):
        (a, b), _ = promoted(a, b)
    m = ivy.maximum(ivy.negative(a), 0)
    soft = ivy.add(ivy.log1p(ivy.exp(ivy.negative(ivy.abs(a)))), m)  # log(1 + exp(-x))
    if pos_weight is not None:
        lw = ivy.add(ivy.multiply(ivy.subtract(t(pos_weight), 1), b), 1)
        loss = ivy.add(ivy.multiply(ivy.subtract(1, b), a), ivy.multiply(lw, soft))
    else:
        loss = ivy.add(ivy.multiply(ivy.subtract(1, b), a), soft)
    if weight is not None:
        loss = ivy.multiply(loss, t(weight))
    return wrap(_red(loss, reduction))


def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):  # noqa: A002
    """target * (log(target) - input) (``input`` log-probabilities; ``log_target``: target too);
    ``reduction="batchmean"`` divides the sum by the batch size."""
    if size_average is not None or reduce is not None:
        reduction = legacy_reduction(size_average, reduce, reduction)
    a, b = _pair(input, target, "kl_div")
    if log_target:
        loss = ivy.multiply(ivy.exp(b), ivy.subtract(b, a))
    else:
        loss = ivy.subtract(ivy.xlogy(b, b), ivy.multiply(b, a))
    if reduction == "batchmean":
        s = ivy.sum(loss)
        return wrap(ivy.divide(s, int(a.shape[0])) if a.ndim else s)
    return wrap(_red(loss, reduction))


def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-08, reduce=None,  # noqa: A002
                     reduction="mean"):
    """exp(input) - target * input (``log_input``), or input - target * log(input + eps); ``full`` adds
    Stirling's term for target > 1."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, b = _pair(input, target, "poisson_nll_loss")
    if log_input:
        loss = ivy.subtract(ivy.exp(a), ivy.multiply(b, a))
    else:
        loss = ivy.subtract(a, ivy.multiply(b, ivy.log(ivy.add(a, eps))))
    if full:
        st = ivy.add(ivy.subtract(ivy.multiply(b, ivy.log(b)), b), ivy.multiply(ivy.log(ivy.multiply(b, 2 * math.pi)),
                                                                              0.5))
        loss = ivy.add(loss, ivy.where(ivy.greater(b, 1), st, ivy.zeros_like(st)))
    if reduction not in ("none", "mean", "sum"):
        raise value_error(reduction + " is not a valid value for reduction")
    return wrap(_red(loss, reduction))


def gaussian_nll_loss(input, target, var, full=False, eps=1e-06, reduction="mean"):  # noqa: A002
    """0.5 (log(var) + (input - target)**2 / var), ``var`` clamped at ``eps`` (the clamp passes gradients)."""
    a, b = t(input), t(target)
    if isinstance(var, float):
        if var < 0:
            raise value_error("var has negative entry/entries")
        v = ivy.multiply(ivy.ones_like(a), var)
    else:
        v = t(var)
        if checks_values(v) and bool(ivy.any(ivy.less(v, 0))):
            raise value_error("var has negative entry/entries")
    sa, sv = shape_of(a), shape_of(v)
    if sv != sa:
        if sa[:-1] == sv:
            v = ivy.expand_dims(v, axis=-1)
        elif len(sa) == len(sv) and sum(y for x, y in zip(sa, sv) if x != y) == 1:
            pass
        else:
            raise value_error("var is of incorrect size")
    if reduction not in ("none", "mean", "sum"):
        raise value_error(reduction + " is not valid")
    v = ivy.add(v, sg(ivy.subtract(ivy.maximum(v, eps), v)))
    dlt = ivy.subtract(a, b)
    loss = ivy.multiply(ivy.add(ivy.log(v), ivy.divide(ivy.multiply(dlt, dlt), v)), 0.5)
    if full:
        loss = ivy.add(loss, 0.5 * math.log(2 * math.pi))
    return wrap(_red(loss, reduction))


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    """input where target == 1, max(0, margin - input) where target == -1."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, b = _pair(input, target, "hinge_embedding_loss")
    z = ivy.zeros_like(a)
    mc = ivy.maximum(ivy.subtract(margin, a), 0)
    loss = ivy.add(ivy.where(ivy.not_equal(b, 1), mc, z), ivy.where(ivy.not_equal(b, -1), a, z))
    return wrap(_red(loss, reduction))


def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    """max(0, -target * (input1 - input2) + margin)."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, b, y = t(input1), t(input2), t(target)
    if not (a.ndim == b.ndim == y.ndim):
        raise rt_error(f"margin_ranking_loss : All input tensors should have same dimension but got sizes: input1: "
                       f"{list(shape_of(a))}, input2: {list(shape_of(b))}, target: {list(shape_of(y))} ")
    (a, b, y), _ = promoted(a, b, y)
    loss = ivy.maximum(ivy.add(ivy.negative(ivy.multiply(y, ivy.subtract(a, b))), margin), 0)
    return wrap(_red(loss, reduction))


def cosine_embedding_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    """1 - cos(input1, input2) where target == 1, max(0, cos - margin) where target == -1."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    (a, b), d = promoted(input1, input2)
    if not d.is_floating_point:
        a, b = ivy.astype(a, D.get_default_dtype()._ivy), ivy.astype(b, D.get_default_dtype()._ivy)
    y = t(target)
    if a.ndim != b.ndim or a.ndim not in (1, 2) or y.ndim != a.ndim - 1:
        raise rt_error(f"cosine_embedding_loss: expected 1-D or 2-D inputs of one dimension and a target of one "
                       f"dimension less, got {list(shape_of(a))}, {list(shape_of(b))}, {list(shape_of(y))}")
    ax = y.ndim
    eps = 1e-12
    prod = ivy.sum(ivy.multiply(a, b), axis=ax)
    m1 = ivy.add(ivy.sum(ivy.multiply(a, a), axis=ax), eps)
    m2 = ivy.add(ivy.sum(ivy.multiply(b, b), axis=ax), eps)
    cos = ivy.divide(prod, ivy.sqrt(ivy.multiply(m1, m2)))
    z = ivy.zeros_like(cos)
    pos = ivy.where(ivy.equal(y, 1), ivy.subtract(1, cos), z)
    neg = ivy.where(ivy.equal(y, -1), ivy.maximum(ivy.subtract(cos, margin), 0), z)
    return wrap(_red(ivy.add(pos, neg), reduction))


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    """-mean over classes of (target log sigmoid(input) + (1 - target) log sigmoid(-input))."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, b = _pair(input, target, "multilabel_soft_margin_loss")
    loss = ivy.negative(ivy.add(ivy.multiply(b, ivy.logsigmoid(a)),
                                ivy.multiply(ivy.subtract(1, b), ivy.logsigmoid(ivy.negative(a)))))
    if weight is not None:
        loss = ivy.multiply(loss, t(weight))
    c = int(a.shape[-1]) if a.ndim else 1
    loss = ivy.divide(ivy.sum(loss, axis=a.ndim - 1 if a.ndim else None), c)
    return wrap(_red(loss, reduction))


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None,  # noqa: A002
                      reduction="mean"):
    """sum over j != y of max(0, margin - x[y] + x[j])**p * weight[y] / C, per sample."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    if p not in (1, 2):
        raise value_error("only p == 1 and p == 2 supported")
    a = t(input)
    check_float(a, "multi_margin_loss")
    y = t(target)
    if a.ndim > 2:
        raise rt_error(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
                       f"{list(shape_of(a))}")
    x = a if a.ndim == 2 else ivy.reshape(a, (1, -1))
    yy = ivy.reshape(y, (-1,))
    n_, c = int(x.shape[0]), int(x.shape[1])
    if int(yy.shape[0]) != n_:
        raise rt_error(f"inconsistent target size, expected {n_} but got {list(shape_of(y))}")
    xy = ivy.take_along_axis(x, ivy.reshape(yy, (-1, 1)), axis=1)
    z = ivy.maximum(ivy.add(ivy.subtract(margin, xy), x), 0)
    if p == 2:
        z = ivy.multiply(z, z)
    if weight is not None:
        z = ivy.multiply(z, ivy.reshape(ivy.take(t(weight), yy), (-1, 1)))
    notself = ivy.not_equal(ivy.reshape(arange_like(c, x), (1, -1)), ivy.reshape(yy, (-1, 1)))
    loss = ivy.divide(ivy.sum(ivy.where(notself, z, ivy.zeros_like(z)), axis=1), c)
    if a.ndim < 2:
        loss = ivy.reshape(loss, () if a.ndim == 0 or y.ndim == 0 else (1,))
        if a.ndim == 1 and y.ndim == 1:
            loss = ivy.reshape(loss, (1,))
        elif a.ndim <= 1:
            loss = ivy.reshape(loss, ())
    return wrap(_red(loss, reduction))


def multilabel_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    """sum over target classes j and non-target classes k of max(0, 1 - (x[j] - x[k])) / C, per sample
    (``target`` holds class indices, ended by the first -1)."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, y = t(input), t(target)
    check_float(a, "multilabel_margin_loss")
    if shape_of(a) != shape_of(y):
        raise rt_error(f"inconsistent target size: {list(shape_of(y))} for input of size: {list(shape_of(a))}")
    x = a if a.ndim == 2 else ivy.reshape(a, (1, -1))
    yy = y if y.ndim == 2 else ivy.reshape(y, (1, -1))
    n_, c = int(x.shape[0]), int(x.shape[1])
    if c == 0:
        loss = ivy.zeros((n_,), dtype=dtype_of(a)._ivy)
        loss = loss._data if loss.__class__ is ivy.Array else loss
    else:
        # valid target slots: before the first -1
        neg = ivy.astype(ivy.less(yy, 0), ivy.int64)
        valid = ivy.equal(ivy.cumsum(neg, axis=1), 0)  # (N, C) slot is a target
        yc = ivy.where(valid, yy, ivy.zeros_like(yy))
        xt = ivy.take_along_axis(x, yc, axis=1)  # (N, C) the target classes' scores
        onehot = ivy.astype(ivy.equal(ivy.expand_dims(yc, axis=2), ivy.reshape(arange_like(c, x), (1, 1, -1))),
                            ivy.int64)
        onehot = ivy.multiply(onehot, ivy.astype(ivy.expand_dims(valid, axis=2), ivy.int64))
        is_target = ivy.greater(ivy.sum(onehot, axis=1), 0)  # (N, C): class k is a target
        z = ivy.maximum(ivy.subtract(1, ivy.subtract(ivy.expand_dims(xt, axis=2), ivy.expand_dims(x, axis=1))), 0)
        mask = ivy.logical_and(ivy.expand_dims(valid, axis=2), ivy.expand_dims(ivy.logical_not(is_target), axis=1))
        loss = ivy.divide(ivy.sum(ivy.where(mask, z, ivy.zeros_like(z)), axis=(1, 2)), c)
    if a.ndim < 2:
        loss = ivy.reshape(loss, ())
    return wrap(_red(loss, reduction))


# ------------------------------------------------------------------ nll / cross entropy

def _nll(logp, y, w, ignore_index, reduction, class_dim):
    """Native negative log-likelihood of ``logp`` (classes along ``class_dim``) at integer targets ``y``."""
    dy = dtype_of(y)
    if dy.is_floating_point or dy is D.bool:
        raise rt_error(f"expected scalar type Long but found {dy}")
    c = int(logp.shape[class_dim])
    ignored = ivy.equal(y, ignore_index)
    yc = ivy.where(ignored, ivy.zeros_like(y), y)
    if logp.ndim and y.ndim == logp.ndim - 1 and c:
        n_y = _numel(yc)
        if n_y and checks_values(yc):
            lo, hi = int(ivy.min(yc)), int(ivy.max(yc))
            if lo < 0 or hi >= c:
                raise rt_error(f"Target {hi if hi >= c else lo} is out of bounds.")
    picked = ivy.squeeze(ivy.take_along_axis(logp, ivy.expand_dims(ivy.astype(yc, ivy.int64), axis=class_dim),
                                             axis=class_dim), axis=class_dim)
    if w is not None:
        wy = ivy.take(w, ivy.astype(yc, ivy.int64))
    else:
        wy = ivy.ones_like(picked)
    wy = ivy.where(ignored, ivy.zeros_like(wy), wy)
    loss = ivy.negative(ivy.multiply(picked, wy))
    if reduction == "none":
        return loss
    if reduction == "sum":
        return ivy.sum(loss)
    if reduction == "mean":
        return ivy.divide(ivy.sum(loss), ivy.sum(wy))
    raise value_error(f"{reduction} is not a valid value for reduction")


def _numel(a):
    r = 1
    for s in a.shape:
        r *= int(s)
    return r


def _check_nll_shapes(x, y, fn):
    if x.ndim < 1:
        raise value_error(f"Expected 1 or more dimensions (got {x.ndim})")
    if x.ndim == 1:
        if y.ndim != 0:
            raise rt_error(f"0D or 1D target tensor expected, multi-target not supported")  # noqa: F541
        return
    if y.ndim != x.ndim - 1 or int(y.shape[0]) != int(x.shape[0]) or shape_of(y)[1:] != shape_of(x)[2:]:
        if x.ndim == 2 and y.ndim == 1:
            raise value_error(f"Expected input batch_size ({int(x.shape[0])}) to match target batch_size "
                              f"({int(y.shape[0])}).")
        raise rt_error(f"expected target of shape {[int(x.shape[0])] + list(shape_of(x)[2:])}, got "
                       f"{list(shape_of(y))}")


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean"):  # noqa: A002
    """-weight[y] * input[y] for log-probabilities ``input`` ``(N, C, *)`` and classes ``target``
    ``(N, *)``; "mean" divides by the summed weights of the targets not ignored."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    x, y = t(input), t(target)
    check_float(x, "nll_loss")
    _check_nll_shapes(x, y, "nll_loss")
    w = None if weight is None else t(weight)
    class_dim = 0 if x.ndim == 1 else 1
    return wrap(_nll(x, y, w, ignore_index, reduction, class_dim))


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,  # noqa: A002
                  reduction="mean", label_smoothing=0.0):
    """nll_loss(log_softmax(input)) for class indices, or -sum(target * log_softmax(input)) for class
    probabilities; ``label_smoothing`` mixes in the uniform distribution."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    x, y = t(input), t(target)
    check_float(x, "cross_entropy")
    if x.ndim == 0:
        raise rt_error("cross_entropy: input must have at least 1 dimension")
    if not 0.0 <= label_smoothing <= 1.0:
        raise rt_error(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing}")
    class_dim = 0 if x.ndim == 1 else 1
    c = int(x.shape[class_dim])
    logp = ivy.log_softmax(x, axis=class_dim)
    w = None if weight is None else t(weight)
    wshape = [1] * x.ndim
    wshape[class_dim] = c
    if shape_of(y) == shape_of(x) and dtype_of(y).is_floating_point:
        # class probabilities
        yy = y
        if label_smoothing > 0:
            yy = ivy.add(ivy.multiply(y, 1 - label_smoothing), label_smoothing / c)
        prod = ivy.multiply(logp, yy)
        if w is not None:
            prod = ivy.multiply(prod, ivy.reshape(w, tuple(wshape)))
        if reduction == "none":
            return wrap(ivy.negative(ivy.sum(prod, axis=class_dim)))
        if reduction == "sum":
            return wrap(ivy.negative(ivy.sum(prod)))
        if reduction == "mean":
            n_ = _numel(x)
            if n_ == 0:
                return wrap(ivy.multiply(ivy.sum(prod), math.nan))
            return wrap(ivy.divide(ivy.negative(ivy.sum(prod)), n_ // c))
        raise value_error(f"{reduction} is not a valid value for reduction")
    _check_nll_shapes(x, y, "cross_entropy")
    nll = _nll(logp, y, w, ignore_index, reduction, class_dim)
    if label_smoothing <= 0:
        return wrap(nll)
    ignored = ivy.equal(y, ignore_index)
    if w is not None:
        smooth = ivy.negative(ivy.sum(ivy.multiply(logp, ivy.reshape(w, tuple(wshape))), axis=class_dim))
    else:
        smooth = ivy.negative(ivy.sum(logp, axis=class_dim))
    smooth = ivy.where(ignored, ivy.zeros_like(smooth), smooth)
    if reduction == "mean":
        if w is not None:
            yc = ivy.astype(ivy.where(ignored, ivy.zeros_like(y), y), ivy.int64)
            wy = ivy.where(ignored, ivy.zeros_like(ivy.take(w, yc)), ivy.take(w, yc))
            ret = ivy.divide(ivy.sum(smooth), ivy.sum(wy))
        else:
            ret = ivy.divide(ivy.sum(smooth), ivy.sum(ivy.astype(ivy.logical_not(ignored), dtype_of(x)._ivy)))
    elif reduction == "sum":
        ret = ivy.sum(smooth)
    else:
        ret = smooth
    return wrap(ivy.add(ivy.multiply(nll, 1 - label_smoothing), ivy.multiply(ret, label_smoothing / c)))


def linear_cross_entropy(input, linear_weight, target, *, linear_bias=None, weight=None, reduction="mean",  # noqa: A002
                         ignore_index=None, label_smoothing=0.0, options=None):
    """cross_entropy(linear(input, linear_weight, linear_bias), target, ...) (``options``, torch's chunking
    strategy, changes memory use only and is accepted)."""
    from .linear import linear

    x, w = t(input), t(linear_weight)
    if x.ndim < 1 or x.ndim > 2:
        raise rt_error(f"expected input with dimensionality 1 or 2, got {x.ndim}")
    if w.ndim < 2:
        raise rt_error(f"expected linear_weight with dimensionality at least 2, got {w.ndim}")
    nb = shape_of(x)[:-1]
    fin = int(x.shape[-1])
    if fin != int(w.shape[-1]):
        raise rt_error(f"expected equal input and linear_weight last dimensions (in_features), got {fin} and "
                       f"{int(w.shape[-1])}, respectively")
    c = int(w.shape[0])
    of = shape_of(w)[1:-1]
    if of and not nb:
        raise rt_error(f"K-dimensional loss defined by linear_weight shape {shape_of(w)} requires batched input, "
                       f"(N, {fin}), got unbatched input with shape {shape_of(x)}")
    logits_shape = nb + (c,) + of
    y = t(target)
    if shape_of(y) == logits_shape and ignore_index is not None:
        raise rt_error("ignore_index cannot be specified when target contains probabilities")
    ii = -100 if ignore_index is None else ignore_index
    total = c
    for v in of:
        total *= v
    b = t(linear_bias) if linear_bias is not None else None
    if of:
        w = ivy.reshape(w, (total, fin))
        if b is not None:
            b = ivy.reshape(b, (total,))
    logits = linear(wrap(x), wrap(w), None if b is None else wrap(b))._data
    logits = ivy.reshape(logits, logits_shape)
    return cross_entropy(wrap(logits), target, weight, ignore_index=ii, reduction=reduction,
                         label_smoothing=label_smoothing)


# ------------------------------------------------------------------ triplet losses

def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, size_average=None,
                        reduce=None, reduction="mean"):
    """max(0, margin + d(anchor, positive) - d(anchor, negative)) with ``d`` the p-norm distance
    (``swap``: the smaller of d(a, n) and d(p, n))."""
    reduction = legacy_reduction(size_average, reduce, reduction)
    a, pp, ng = t(anchor), t(positive), t(negative)
    if not (a.ndim == pp.ndim == ng.ndim):
        raise rt_error(f"The anchor, positive, and negative tensors are expected to have the same number of "
                       f"dimensions, but got: anchor {a.ndim}D, positive {pp.ndim}D, and negative {ng.ndim}D inputs")
    if margin <= 0:
        raise value_error(f"TripletMarginLoss: expected margin to be greater than 0, got {margin} instead")
    d_ap = pairwise_distance(anchor, positive, p, eps)._data
    d_an = pairwise_distance(anchor, negative, p, eps)._data
    if swap:
        d_an = ivy.minimum(d_an, pairwise_distance(positive, negative, p, eps)._data)
    loss = ivy.maximum(ivy.add(ivy.subtract(d_ap, d_an), margin), 0)
    return wrap(_red(loss, reduction))


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None, margin=1.0,
                                      swap=False, reduction="mean"):
    """:func:`triplet_margin_loss` with any ``distance_function(x, y) -> Tensor`` (default pairwise_distance)."""
    if margin <= 0:
        raise value_error(f"triplet_margin_with_distance_loss: expected margin to be greater than 0, got {margin} "
                          "instead")
    a, pp, ng = t(anchor), t(positive), t(negative)
    if not (a.ndim == pp.ndim == ng.ndim):
        raise rt_error(f"The anchor, positive, and negative tensors are expected to have the same number of "
                       f"dimensions, but got: anchor {a.ndim}D, positive {pp.ndim}D, and negative {ng.ndim}D inputs")
    dist = distance_function if distance_function is not None else pairwise_distance
    d_ap = t(dist(anchor, positive))
    d_an = t(dist(anchor, negative))
    if swap:
        d_an = ivy.minimum(d_an, t(dist(positive, negative)))
    loss = ivy.maximum(ivy.add(ivy.subtract(d_ap, d_an), margin), 0)
    return wrap(_red(loss, reduction))


# ------------------------------------------------------------------ CTC

def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    """Connectionist temporal classification loss of ``log_probs`` ``(T, N, C)`` (or ``(T, C)``) for
    ``targets`` (``(N, S)`` padded, or concatenated 1-D), by the forward (alpha) recursion in log space."""
    lp = t(log_probs)
    check_float(lp, "ctc_loss")
    tg = t(targets)
    batched = lp.ndim == 3
    if not batched:
        lp = ivy.expand_dims(lp, axis=1)
    tt, nb, c = (int(s) for s in lp.shape)
    il = _lengths(input_lengths, nb)
    tl = _lengths(target_lengths, nb)
    tv = ivy.to_numpy(tg).astype("int64")
    if not batched and tv.ndim == 1 and tg.ndim == 1 and len(tl) == 1 and tv.shape[0] != tl[0]:
        tv = tv.reshape(1, -1)
    seqs = []
    if tv.ndim == 2:
        for i in range(nb):
            seqs.append([int(v) for v in tv[i][:tl[i]]])
    elif not batched:
        seqs.append([int(v) for v in tv.reshape(-1)[:tl[0]]])
    else:
        off = 0
        for i in range(nb):
            seqs.append([int(v) for v in tv[off:off + tl[i]]])
            off += tl[i]
    for i in range(nb):
        if il[i] > tt:
            raise rt_error(f"Expected input_lengths to have value at most {tt}, but got value {il[i]}")
    smax = max([2 * len(s) + 1 for s in seqs] + [1])
    # extended label sequences (blank-interleaved), padded with blank; their gather indices
    ext, allow_skip, valid_len = [], [], []
    for s in seqs:
        e = [blank]
        for v in s:
            e += [v, blank]
        sk = [False] * len(e)
        for j in range(2, len(e)):
            sk[j] = e[j] != blank and e[j] != e[j - 2]
        valid_len.append(len(e))
        ext.append(e + [blank] * (smax - len(e)))
        allow_skip.append(sk + [False] * (smax - len(sk)))
    dev = ivy.dev(lp)
    ext_a = _nat(ivy.asarray(ext, dtype=ivy.int64, device=dev))  # (N, S)
    skip_a = _nat(ivy.asarray(allow_skip, dtype=ivy.bool, device=dev))
    pos = _nat(ivy.asarray([[j < v for j in range(smax)] for v in valid_len], dtype=ivy.bool, device=dev))
    neg_inf = -math.inf
    dt = dtype_of(lp)._ivy
    lp_bt = ivy.permute_dims(lp, (1, 0, 2))  # (N, T, C)
    emit = ivy.take_along_axis(lp_bt, ivy.broadcast_to(ivy.expand_dims(ext_a, axis=1), (nb, tt, smax)), axis=2)
    ninf_col = _nat(ivy.full((nb, 1), neg_inf, dtype=dt, device=dev))
    ninf_col2 = _nat(ivy.full((nb, 2), neg_inf, dtype=dt, device=dev))
    from ._util import bget

    init = _nat(ivy.full((nb, smax), neg_inf, dtype=dt, device=dev))
    first = bget(emit, (slice(None), 0))  # (N, S)
    start_mask = _nat(ivy.asarray([[j < 2 and j < v for j in range(smax)] for v in valid_len], dtype=ivy.bool,
                                  device=dev))
    alpha = ivy.where(start_mask, first, init)
    alphas = [alpha]
    for step in range(1, tt):
        prev1 = ivy.concat([ninf_col, bget(alpha, (slice(None), slice(0, smax - 1)))], axis=1)
        prev2 = ivy.concat([ninf_col2, bget(alpha, (slice(None), slice(0, smax - 2)))], axis=1) if smax > 2 \
            else ivy.full_like(alpha, neg_inf)
        prev2 = ivy.where(skip_a, prev2, ivy.full_like(prev2, neg_inf))
        lse = _logsumexp0(ivy.stack([alpha, prev1, prev2], axis=0))
        new = ivy.add(lse, bget(emit, (slice(None), step)))
        new = ivy.where(pos, new, ivy.full_like(new, neg_inf))
        alphas.append(new)
        alpha = new
    # alpha at each sample's last input step
    all_a = ivy.stack(alphas, axis=1)  # (N, T, S)
    last_t = _nat(ivy.asarray([max(v - 1, 0) for v in il], dtype=ivy.int64, device=dev))
    last_idx = ivy.broadcast_to(ivy.reshape(last_t, (nb, 1, 1)), (nb, 1, smax))
    a_last = ivy.squeeze(ivy.take_along_axis(all_a, last_idx, axis=1), axis=1)  # (N, S)
    e1 = _nat(ivy.asarray([[v - 1] for v in valid_len], dtype=ivy.int64, device=dev))
    e2 = _nat(ivy.asarray([[max(v - 2, 0)] for v in valid_len], dtype=ivy.int64, device=dev))
    l1 = ivy.squeeze(ivy.take_along_axis(a_last, e1, axis=1), axis=1)
    l2 = ivy.squeeze(ivy.take_along_axis(a_last, e2, axis=1), axis=1)
    has2 = _nat(ivy.asarray([v > 1 for v in valid_len], dtype=ivy.bool, device=dev))
    l2 = ivy.where(has2, l2, ivy.full_like(l2, neg_inf))
    ll = _logsumexp0(ivy.stack([l1, l2], axis=0))
    zero_len = _nat(ivy.asarray([v == 0 for v in il], dtype=ivy.bool, device=dev))
    empty_ok = _nat(ivy.asarray([len(s) == 0 for s in seqs], dtype=ivy.bool, device=dev))
    ll = ivy.where(zero_len, ivy.where(empty_ok, ivy.zeros_like(ll), ivy.full_like(ll, neg_inf)), ll)
    loss = ivy.negative(ll)
    if needs_grad(lp):
        # torch's gradient with respect to log_probs is that of the logits under a log_softmax
        # (exp(log_probs) - posterior): add exp(log_probs) over each sample's steps to the gradient only
        steps = ivy.reshape(arange_like(tt, lp), (1, tt))
        valid_t = ivy.astype(ivy.less(steps, ivy.reshape(_nat(ivy.asarray(il, dtype=ivy.int64, device=dev)),
                                                          (nb, 1))), dt)
        p_sum = ivy.sum(ivy.multiply(ivy.sum(ivy.exp(lp_bt), axis=2), valid_t), axis=1)
        loss = ivy.add(loss, ivy.subtract(p_sum, sg(p_sum)))
    if zero_infinity:
        loss = ivy.where(ivy.isinf(loss), ivy.zeros_like(loss), loss)
    if reduction == "mean":
        tlen = _nat(ivy.asarray([max(v, 1) for v in tl], dtype=dt, device=dev))
        return wrap(ivy.mean(ivy.divide(loss, tlen)))
    if reduction == "sum":
        return wrap(ivy.sum(loss))
    if reduction == "none":
        return wrap(loss if batched else ivy.reshape(loss, ()))
    raise value_error(f"{reduction} is not a valid value for reduction")


def _nat(r):
    return r._data if r.__class__ is ivy.Array else r


def _logsumexp0(stacked):
    """log(sum(exp(.))) over axis 0, -inf where every term is -inf, with finite gradients everywhere."""
    m = ivy.max(stacked, axis=0)
    dead = ivy.isinf(m)
    m_safe = ivy.where(dead, ivy.zeros_like(m), m)
    safe = ivy.where(ivy.expand_dims(dead, axis=0), ivy.zeros_like(stacked), stacked)
    lse = ivy.add(ivy.log(ivy.sum(ivy.exp(ivy.subtract(safe, m_safe)), axis=0)), m_safe)
    return ivy.where(dead, ivy.full_like(lse, -math.inf), lse)


def _lengths(v, nb):
    if isinstance(v, Tensor) or hasattr(v, "shape"):
        vals = ivy.to_numpy(t(v)).reshape(-1).tolist()
    elif isinstance(v, int):
        vals = [v]
    else:
        vals = list(v)
    vals = [int(x) for x in vals]
    if len(vals) == 1 and nb > 1:
        vals = vals * nb
    return vals


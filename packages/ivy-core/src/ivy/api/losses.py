"""Loss functions (Ivy's superset): cross_entropy, binary_cross_entropy, sparse_cross_entropy,
mse_loss (also ``mse``), huber_loss (also ``huber``), kl_div.

Rules (the same on every backend):

- ``true``/``pred`` (``input``/``target`` for ``kl_div``) broadcast together; the result
  dtype is their promoted dtype, float32 when both are integer or bool.
- ``reduction`` is ``"none"``, ``"sum"`` or ``"mean"`` (``kl_div`` also ``"batchmean"``:
  the sum divided by the size of the first axis); anything else raises
  :class:`ivy.InvalidArgumentError`. ``axis`` (where a loss has it) restricts the
  reduction to one axis; ``None`` reduces over all of them.
- ``cross_entropy`` is Ivy's: ``-reduce(true * log(clip(pred, epsilon, 1 - epsilon)), axis)``
  with ``pred`` holding probabilities (so ``reduction="sum", axis=-1`` is the usual
  per-sample cross entropy and ``"mean"`` also divides by the number of classes).
  ``sparse_cross_entropy`` is the same with integer labels along ``axis``.
- ``binary_cross_entropy`` takes probabilities (``log`` clamped at ``-100`` as torch does)
  or, with ``from_logits=True``, logits (computed stably; ``pos_weight`` weighs the
  positive term as torch's ``pos_weight``). ``epsilon`` smooths the labels:
  ``true * (1 - epsilon) + epsilon / 2``.
- ``kl_div(input, target)`` takes ``input`` as log-probabilities and ``target`` as
  probabilities (log-probabilities with ``log_target=True``): pointwise
  ``target * (log(target) - input)``, 0 where ``target`` is 0 (torch's definition).
"""

from __future__ import annotations

import math as _math

from .. import dtypes as _dt
from .._dispatch import api, composition
from ..errors import AxisError, InvalidArgumentError
from ..plugin import integers_required as _integers_required
from . import _nn_impl as _nn


@api
def cross_entropy(true: Array, pred: Array, /, *, axis: int | None = None, epsilon: float = 1e-7, reduction: str = "mean") -> Array:  # noqa: E501
    """Cross entropy between a true and a predicted distribution (``pred`` in probabilities).

    >>> ivy.cross_entropy(ivy.asarray([0.0, 1.0]), ivy.asarray([0.5, 0.5]), reduction="sum")
    ivy.array(0.6931472, dtype=float32, backend=numpy)
    """


@api
def binary_cross_entropy(true: Array, pred: Array, /, *, from_logits: bool = False, epsilon: float = 0.0, reduction: str = "mean", pos_weight: Array | None = None, axis: int | None = None) -> Array:  # noqa: E501
    """Binary cross entropy of probabilities (or logits with ``from_logits=True``).

    >>> ivy.binary_cross_entropy(ivy.asarray([1.0, 0.0]), ivy.asarray([0.5, 0.5]))
    ivy.array(0.6931472, dtype=float32, backend=numpy)
    """


@api
def sparse_cross_entropy(true: Array, pred: Array, /, *, axis: int = -1, epsilon: float = 1e-7, reduction: str = "mean") -> Array:  # noqa: E501
    """Cross entropy with integer class labels ``true`` indexing ``pred``'s ``axis``.

    >>> ivy.sparse_cross_entropy(ivy.asarray([1]), ivy.asarray([[0.5, 0.5]]), reduction="sum")
    ivy.array([0.6931472], dtype=float32, backend=numpy)
    """


@api
def mse_loss(true: Array, pred: Array, /, *, reduction: str = "mean") -> Array:
    """Mean squared error ``reduce((true - pred) ** 2)``.

    >>> ivy.mse_loss(ivy.asarray([1.0, 2.0]), ivy.asarray([1.0, 4.0]))
    ivy.array(2., dtype=float32, backend=numpy)
    """


@api
def mse(true: Array, pred: Array, /, *, reduction: str = "mean") -> Array:
    """The same as :func:`ivy.mse_loss`.

    >>> ivy.mse(ivy.asarray([1.0, 2.0]), ivy.asarray([1.0, 4.0]), reduction="sum")
    ivy.array(4., dtype=float32, backend=numpy)
    """


@api
def huber_loss(true: Array, pred: Array, /, *, delta: float = 1.0, reduction: str = "mean") -> Array:
    """Huber loss: ``d**2 / 2`` where ``|d| <= delta``, ``delta * (|d| - delta / 2)`` beyond.

    >>> ivy.huber_loss(ivy.asarray([0.0, 0.0]), ivy.asarray([0.5, 3.0]), reduction="none")
    ivy.array([0.125, 2.5  ], dtype=float32, backend=numpy)
    """


@api
def huber(true: Array, pred: Array, /, *, delta: float = 1.0, reduction: str = "mean") -> Array:
    """The same as :func:`ivy.huber_loss`.

    >>> ivy.huber(ivy.asarray([0.0]), ivy.asarray([3.0]))
    ivy.array(2.5, dtype=float32, backend=numpy)
    """


@api
def kl_div(input: Array, target: Array, /, *, reduction: str = "mean", log_target: bool = False) -> Array:  # noqa: A002
    """Kullback-Leibler divergence ``target * (log(target) - input)`` (``input`` in log space).

    >>> ivy.kl_div(ivy.log(ivy.asarray([0.5, 0.5])), ivy.asarray([0.5, 0.5]), reduction="sum")
    ivy.array(0., dtype=float32, backend=numpy)
    """


# ---------------------------------------------------- ivy 1.0's experimental losses
# torch's definitions (torch.nn.functional; log_poisson_loss: tf.nn.log_poisson_loss).


@api
def l1_loss(input: Array, target: Array, /, *, reduction: str = "mean") -> Array:  # noqa: A002
    """Absolute error ``|input - target|``, reduced.

    >>> ivy.l1_loss(ivy.asarray([1.0, 2.0]), ivy.asarray([0.0, 4.0]))
    ivy.array(1.5, dtype=float32, backend=numpy)
    """


@api
def smooth_l1_loss(input: Array, target: Array, /, *, beta: float = 1.0, reduction: str = "mean") -> Array:  # noqa: A002
    """``0.5 d**2 / beta`` where ``|d| < beta``, else ``|d| - 0.5 beta`` (``d = input - target``;
    ``beta=0``: the L1 loss).

    >>> ivy.smooth_l1_loss(ivy.asarray([0.5, 3.0]), ivy.asarray([0.0, 0.0]), reduction="none")
    ivy.array([0.125, 2.5  ], dtype=float32, backend=numpy)
    """


@api
def soft_margin_loss(input: Array, target: Array, /, *, reduction: str = "mean") -> Array:  # noqa: A002
    """``log(1 + exp(-target * input))`` (targets -1 or 1), without overflow.

    >>> ivy.soft_margin_loss(ivy.asarray([0.0]), ivy.asarray([1.0]))
    ivy.array(0.6931472, dtype=float32, backend=numpy)
    """


@api
def poisson_nll_loss(input: Array, target: Array, *, log_input: bool = True, full: bool = False,  # noqa: A002
                     eps: float = 1e-8, reduction: str = "mean") -> Array:
    """Poisson negative log likelihood: ``exp(input) - target * input`` (``log_input``), else
    ``input - target * log(input + eps)``; ``full`` adds Stirling's term
    ``target log(target) - target + 0.5 log(2 pi target)`` where ``target > 1``.

    >>> ivy.poisson_nll_loss(ivy.asarray([0.0]), ivy.asarray([1.0]))
    ivy.array(1., dtype=float32, backend=numpy)
    """


@api
def hinge_embedding_loss(input: Array, target: Array, *, margin: float = 1.0, reduction: str = "mean") -> Array:  # noqa: A002,E501
    """``input`` where ``target == 1``, ``max(0, margin - input)`` where ``target == -1`` (torch's
    rule: both terms for any other target value).

    >>> ivy.hinge_embedding_loss(ivy.asarray([0.3, 2.0]), ivy.asarray([1.0, -1.0]), reduction="none")
    ivy.array([0.3, 0. ], dtype=float32, backend=numpy)
    """


@api
def log_poisson_loss(true: Array, pred: Array, /, *, compute_full_loss: bool = False, axis: int = -1,
                     reduction: str = "none") -> Array:
    """TensorFlow's ``log_poisson_loss``: ``exp(pred) - pred * true`` for log-rates ``pred``;
    ``compute_full_loss`` adds Stirling's term where ``true > 1``; a reduction runs over ``axis``.

    >>> ivy.log_poisson_loss(ivy.asarray([1.0]), ivy.asarray([0.0]))
    ivy.array([1.], dtype=float32, backend=numpy)
    """


# ---------------------------------------------------------------- compositions


def _pair(xp, a, b):
    """``a`` and ``b`` cast to their promoted dtype (float32 when neither is floating)."""
    d = _dt.result_type(xp.dtype(a), xp.dtype(b))
    if d.kind == "c":
        raise _nn.UnsupportedDtypeError("ivy losses are defined for real numbers; got complex input")
    if d.kind != "f":
        d = _dt.float32
    nd = xp.native_dtype(d)
    return (a if xp.dtype(a) is d else xp.astype(a, nd)), (b if xp.dtype(b) is d else xp.astype(b, nd))


def _axis(xp, x, axis, fn):
    if axis is None:
        return None
    nd = len(xp.shape(x))
    if not -max(nd, 1) <= axis < max(nd, 1):
        raise AxisError(f"ivy.{fn}: axis {axis} is out of range for an array of {nd} dimensions")
    return axis if nd else None


@composition("cross_entropy")
def _cross_entropy(xp, true, pred, /, *, axis=None, epsilon=1e-7, reduction="mean"):
    _nn.check_reduction(reduction, "cross_entropy")
    true, pred = _pair(xp, true, pred)
    logp = xp.log(xp.clip(pred, min=epsilon, max=1.0 - epsilon))
    loss = xp.multiply(logp, true)
    return xp.negative(_nn.reduce(xp, loss, reduction, _axis(xp, loss, axis, "cross_entropy")))


@composition("binary_cross_entropy")
def _binary_cross_entropy(xp, true, pred, /, *, from_logits=False, epsilon=0.0, reduction="mean",
                          pos_weight=None, axis=None):
    _nn.check_reduction(reduction, "binary_cross_entropy")
    if not 0.0 <= epsilon <= 1.0:
        raise InvalidArgumentError(f"ivy.binary_cross_entropy: epsilon must be in [0, 1]; got {epsilon}")
    if pos_weight is not None and not from_logits:
        raise InvalidArgumentError("ivy.binary_cross_entropy: pos_weight is only allowed with from_logits=True")
    true, pred = _pair(xp, true, pred)
    if epsilon:
        true = xp.add(xp.multiply(true, 1.0 - epsilon), 0.5 * epsilon)
    if from_logits:
        # (1 - t) x + w log(1 + exp(-x)),  w = 1 + (pos_weight - 1) t
        sp = xp.add(xp.maximum(xp.negative(pred), 0.0), xp.log1p(xp.exp(xp.negative(xp.abs(pred)))))
        w = xp.add(xp.multiply(xp.subtract(xp.astype(pos_weight, xp.dtype_of(pred)), 1.0), true), 1.0) \
            if pos_weight is not None else None
        loss = xp.add(xp.multiply(xp.subtract(1.0, true), pred), sp if w is None else xp.multiply(w, sp))
    else:
        lp = xp.maximum(xp.log(pred), -100.0)
        l1p = xp.maximum(xp.log1p(xp.negative(pred)), -100.0)
        loss = xp.negative(xp.add(xp.multiply(true, lp), xp.multiply(xp.subtract(1.0, true), l1p)))
    return _nn.reduce(xp, loss, reduction, _axis(xp, loss, axis, "binary_cross_entropy"))


@composition("sparse_cross_entropy")
def _sparse_cross_entropy(xp, true, pred, /, *, axis=-1, epsilon=1e-7, reduction="mean"):
    _nn.check_reduction(reduction, "sparse_cross_entropy")
    if xp.dtype(true).kind not in "iu":
        raise _integers_required("sparse_cross_entropy", xp.dtype(true), "labels")
    shp = xp.shape(pred)
    nd = len(shp)
    if nd == 0:
        raise _nn.shape_error("sparse_cross_entropy", "pred must have a class axis; got a 0-d array")
    ax = _nn.norm_axis(axis, nd, "sparse_cross_entropy")
    dev = xp.native_device(xp.device_of(pred))
    classes = xp.arange(shp[ax], dtype=xp.dtype_of(true), device=dev)
    classes = xp.reshape(classes, tuple(-1 if i == ax else 1 for i in range(nd)))
    onehot = xp.equal(xp.expand_dims(true, axis=ax - nd), classes)
    d = xp.dtype(pred)
    onehot = xp.astype(onehot, xp.native_dtype(d if d.kind == "f" else _dt.float32))
    # the class axis counted from the end: labels with more dimensions than pred's batch ones
    # (Ivy 1.0's [4] against 5 classes) broadcast in front of it
    return _cross_entropy(xp, onehot, pred, axis=ax - nd, epsilon=epsilon, reduction=reduction)


@composition("mse_loss")
def _mse_loss(xp, true, pred, /, *, reduction="mean"):
    _nn.check_reduction(reduction, "mse_loss")
    true, pred = _pair(xp, true, pred)
    d = xp.subtract(true, pred)
    return _nn.reduce(xp, xp.multiply(d, d), reduction)


@composition("mse")
def _mse(xp, true, pred, /, *, reduction="mean"):
    return xp.mse_loss(true, pred, reduction=reduction)


@composition("huber_loss")
def _huber_loss(xp, true, pred, /, *, delta=1.0, reduction="mean"):
    _nn.check_reduction(reduction, "huber_loss")
    if not delta > 0:  # (torch refuses it; the other frameworks computed a meaningless loss)
        raise InvalidArgumentError(f"ivy.huber_loss: delta must be positive, got {delta}")
    true, pred = _pair(xp, true, pred)
    a = xp.abs(xp.subtract(true, pred))
    quad = xp.multiply(xp.multiply(a, a), 0.5)
    lin = xp.multiply(xp.subtract(a, 0.5 * delta), delta)
    return _nn.reduce(xp, xp.where(xp.less_equal(a, delta), quad, lin), reduction)


@composition("huber")
def _huber(xp, true, pred, /, *, delta=1.0, reduction="mean"):
    return xp.huber_loss(true, pred, delta=delta, reduction=reduction)


@composition("kl_div")
def _kl_div(xp, input, target, /, *, reduction="mean", log_target=False):  # noqa: A002
    _nn.check_reduction(reduction, "kl_div", ("none", "sum", "mean", "batchmean"))
    input, target = _pair(xp, input, target)
    if log_target:
        loss = xp.multiply(xp.exp(target), xp.subtract(target, input))
    else:
        pos = xp.greater(target, 0)
        safe = xp.where(pos, target, xp.ones_like(target))
        tlogt = xp.where(pos, xp.multiply(target, xp.log(safe)), xp.zeros_like(target))
        tlogt = xp.where(xp.isnan(target), target, tlogt)
        loss = xp.subtract(tlogt, xp.multiply(target, input))
    if reduction == "batchmean":
        shp = xp.shape(loss)
        s = xp.sum(loss)
        return xp.divide(s, float(shp[0])) if shp else s
    return _nn.reduce(xp, loss, reduction)


def _stirling(xp, target):
    """``t log t - t + 0.5 log(2 pi t)`` where ``t > 1``, else 0 (Stirling's approximation of log t!)."""
    big = xp.greater(target, 1.0)
    t = xp.where(big, target, xp.ones_like(target))
    term = xp.add(xp.subtract(xp.multiply(t, xp.log(t)), t), xp.multiply(xp.log(xp.multiply(t, 2 * _math.pi)), 0.5))
    return xp.where(big, term, xp.zeros_like(term))


@composition("l1_loss")
def _l1_loss(xp, input, target, /, *, reduction="mean"):  # noqa: A002
    _nn.check_reduction(reduction, "l1_loss")
    input, target = _pair(xp, input, target)
    return _nn.reduce(xp, xp.abs(xp.subtract(input, target)), reduction)


@composition("smooth_l1_loss")
def _smooth_l1_loss(xp, input, target, /, *, beta=1.0, reduction="mean"):  # noqa: A002
    _nn.check_reduction(reduction, "smooth_l1_loss")
    if beta < 0:
        raise InvalidArgumentError(f"ivy.smooth_l1_loss: beta must be >= 0, got {beta}")
    input, target = _pair(xp, input, target)
    a = xp.abs(xp.subtract(input, target))
    if beta == 0:
        return _nn.reduce(xp, a, reduction)
    quad = xp.divide(xp.multiply(xp.multiply(a, a), 0.5), beta)
    return _nn.reduce(xp, xp.where(xp.less(a, beta), quad, xp.subtract(a, 0.5 * beta)), reduction)


@composition("soft_margin_loss")
def _soft_margin_loss(xp, input, target, /, *, reduction="mean"):  # noqa: A002
    _nn.check_reduction(reduction, "soft_margin_loss")
    input, target = _pair(xp, input, target)
    z = xp.negative(xp.multiply(target, input))
    # log(1 + exp(z)) = max(z, 0) + log1p(exp(-|z|))
    loss = xp.add(xp.maximum(z, 0.0), xp.log1p(xp.exp(xp.negative(xp.abs(z)))))
    return _nn.reduce(xp, loss, reduction)


@composition("poisson_nll_loss")
def _poisson_nll_loss(xp, input, target, *, log_input=True, full=False, eps=1e-8, reduction="mean"):  # noqa: A002
    _nn.check_reduction(reduction, "poisson_nll_loss")
    input, target = _pair(xp, input, target)
    if log_input:
        loss = xp.subtract(xp.exp(input), xp.multiply(target, input))
    else:
        loss = xp.subtract(input, xp.multiply(target, xp.log(xp.add(input, eps))))
    if full:
        loss = xp.add(loss, _stirling(xp, target))
    return _nn.reduce(xp, loss, reduction)


@composition("hinge_embedding_loss")
def _hinge_embedding_loss(xp, input, target, *, margin=1.0, reduction="mean"):  # noqa: A002
    _nn.check_reduction(reduction, "hinge_embedding_loss")
    input, target = _pair(xp, input, target)
    zero = xp.zeros_like(input)
    margin_part = xp.where(xp.not_equal(target, 1.0), xp.maximum(xp.subtract(margin, input), 0.0), zero)
    self_part = xp.where(xp.not_equal(target, -1.0), input, zero)
    return _nn.reduce(xp, xp.add(margin_part, self_part), reduction)


@composition("log_poisson_loss")
def _log_poisson_loss(xp, true, pred, /, *, compute_full_loss=False, axis=-1, reduction="none"):
    _nn.check_reduction(reduction, "log_poisson_loss")
    true, pred = _pair(xp, true, pred)
    loss = xp.subtract(xp.exp(pred), xp.multiply(pred, true))
    if compute_full_loss:
        loss = xp.add(loss, _stirling(xp, true))
    return _nn.reduce(xp, loss, reduction, _axis(xp, loss, axis, "log_poisson_loss"))


# ------------------------------------------------- ivy 1.0's ssim and Wasserstein losses


@api
def ssim_loss(true: Array, pred: Array) -> Array:
    """Mean of ``1 - SSIM`` between two ``(batch, channels, height, width)`` images.

    The local means, variances and covariance are averages over each pixel's 3x3
    neighbourhood inside the image (windows at the border average the pixels they cover,
    TensorFlow's SAME average pooling), with ``C1 = 0.01**2`` and ``C2 = 0.03**2``:
    ``SSIM = (2 mu_t mu_p + C1)(2 s_tp + C2) / ((mu_t**2 + mu_p**2 + C1)(s_t**2 + s_p**2 + C2))``.

    >>> float(ivy.ssim_loss(ivy.ones((1, 1, 4, 4)), ivy.ones((1, 1, 4, 4))))
    0.0
    """


@api
def wasserstein_loss_discriminator(p_real: Array, p_fake: Array) -> Array:
    """Wasserstein loss of a critic: ``mean(p_fake) - mean(p_real)``.

    >>> float(ivy.wasserstein_loss_discriminator(ivy.asarray([2.0, 4.0]), ivy.asarray([1.0])))
    -2.0
    """


@api
def wasserstein_loss_generator(pred_fake: Array) -> Array:
    """Wasserstein loss of a generator: ``-mean(pred_fake)``.

    >>> float(ivy.wasserstein_loss_generator(ivy.asarray([1.0, 2.0])))
    -1.5
    """


def _box3_mean(xp, x):
    """The mean of each pixel's 3x3 neighbourhood inside the image over the last two axes."""
    out = x
    for axis in (-2, -1):
        n = xp.shape(out)[axis]
        nd = len(xp.shape(out))
        ax = axis % nd

        def part(lo, hi, ax=ax, a=out):
            return xp.getitem(a, (slice(None),) * ax + (slice(lo, hi),))

        if n == 1:
            continue
        s = xp.add(part(0, n), xp.concat([part(1, n), xp.zeros_like(part(0, 1))], axis=ax))
        s = xp.add(s, xp.concat([xp.zeros_like(part(0, 1)), part(0, n - 1)], axis=ax))
        counts = [2.0] + [3.0] * (n - 2) + [2.0]
        shape = [1] * nd
        shape[ax] = n
        cnt = xp.reshape(xp.asarray(counts, dtype=xp.dtype_of(x), device=xp.native_device(xp.device_of(x))),
                         tuple(shape))
        out = xp.divide(s, cnt)
    return out


@composition("ssim_loss")
def _ssim_loss(xp, true, pred):
    true, pred = _pair(xp, true, pred)
    ts, ps = xp.shape(true), xp.shape(pred)
    if len(ts) != 4 or ts != ps:
        raise _nn.shape_error("ssim_loss", f"true and pred must be (batch, channels, height, width) images of one "
                              f"shape, got {ts} and {ps}")
    c1, c2 = 0.01 ** 2, 0.03 ** 2
    mt, mp = _box3_mean(xp, true), _box3_mean(xp, pred)
    mtt, mpp = xp.multiply(mt, mt), xp.multiply(mp, mp)
    mtp = xp.multiply(mt, mp)
    vt = xp.subtract(_box3_mean(xp, xp.multiply(true, true)), mtt)
    vp = xp.subtract(_box3_mean(xp, xp.multiply(pred, pred)), mpp)
    cov = xp.subtract(_box3_mean(xp, xp.multiply(true, pred)), mtp)
    num = xp.multiply(xp.add(xp.multiply(mtp, 2.0), c1), xp.add(xp.multiply(cov, 2.0), c2))
    den = xp.multiply(xp.add(xp.add(mtt, mpp), c1), xp.add(xp.add(vt, vp), c2))
    return xp.mean(xp.negative(xp.subtract(xp.divide(num, den), 1.0)))


@composition("wasserstein_loss_discriminator")
def _wasserstein_loss_discriminator(xp, p_real, p_fake):
    p_real, p_fake = _pair(xp, p_real, p_fake)
    return xp.subtract(xp.mean(p_fake), xp.mean(p_real))


@composition("wasserstein_loss_generator")
def _wasserstein_loss_generator(xp, pred_fake):
    return xp.negative(xp.mean(_nn.floating(xp, pred_fake, "wasserstein_loss_generator")))

"""torch.nn.functional's dropout family: ``dropout``, ``dropout1d/2d/3d`` (whole channels),
``alpha_dropout``, ``feature_alpha_dropout``.

Masks are drawn from the frontend's generator (``torch.manual_seed`` makes them reproducible;
by distribution, not torch's bits). With ``training=False`` (or ``p == 0``) the input itself is
returned, as torch does.

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> x = torch.ones(4)
>>> F.dropout(x, 0.5, training=False) is x
True
"""

from __future__ import annotations

import ivy

from ..._random import _key
from ._util import check_float, dtype_of, shape_of, t, value_error, wrap

__all__ = ["dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout", "feature_alpha_dropout"]

_ALPHA = -1.7580993408473766  # -SELU scale * alpha


def _check_p(p):
    if p < 0.0 or p > 1.0:
        raise value_error(f"dropout probability has to be between 0 and 1, but got {p}")


def _keep_mask(shape, p, like):
    """A native float mask of ``shape``: 1 with probability 1 - p, else 0 (``like``'s dtype)."""
    u = ivy.random_uniform(low=0.0, high=1.0, shape=shape, dtype=dtype_of(like)._ivy if
                           dtype_of(like).is_floating_point else ivy.float32, device=ivy.dev(like), seed=_key(None))
    u = u._data if u.__class__ is ivy.Array else u
    return ivy.astype(ivy.greater_equal(u, p), dtype_of(like)._ivy)


def _finish(input, r, inplace):  # noqa: A002
    return input._inplace(r) if inplace else wrap(r)


def dropout(input, p=0.5, training=True, inplace=False):  # noqa: A002
    """Zero each element with probability ``p`` and scale the rest by ``1 / (1 - p)`` (training only)."""
    _check_p(p)
    if not training or p == 0:
        return input
    a = t(input)
    check_float(a, "dropout")
    if p == 1:
        return _finish(input, ivy.multiply(a, 0), inplace)
    r = ivy.dropout(a, float(p), scale=True, training=True, seed=_key(None))
    return _finish(input, r, inplace)


def _feature_mask_shape(a, k, fn):
    """The mask shape of channel dropout: one value per (N, C), broadcast over the k spatial dims."""
    nd = a.ndim
    if nd not in (k + 1, k + 2):
        raise value_error(f"{fn}: Expected {k + 1}D or {k + 2}D input, but received a {nd}D input")
    s = shape_of(a)
    return s[: nd - k] + (1,) * k


def _channel_dropout(input, p, training, inplace, k, fn):  # noqa: A002
    _check_p(p)
    if not training or p == 0:
        return input
    a = t(input)
    check_float(a, fn)
    shape = _feature_mask_shape(a, k, fn)
    if p == 1:
        return _finish(input, ivy.multiply(a, 0), inplace)
    m = _keep_mask(shape, p, a)
    return _finish(input, ivy.multiply(a, ivy.divide(m, 1.0 - p)), inplace)


def dropout1d(input, p=0.5, training=True, inplace=False):  # noqa: A002
    """Zero whole channels of ``(N, C, L)`` (or ``(C, L)``) input with probability ``p``."""
    return _channel_dropout(input, p, training, inplace, 1, "dropout1d")


def dropout2d(input, p=0.5, training=True, inplace=False):  # noqa: A002
    """Zero whole channels of ``(N, C, H, W)`` (or ``(C, H, W)``) input with probability ``p``."""
    a = t(input)
    if a.ndim == 3:
        # torch treats 3-D input to dropout2d as batched 1-D (N, C, L) (with a warning)
        return _channel_dropout(input, p, training, inplace, 1, "dropout2d")
    return _channel_dropout(input, p, training, inplace, 2, "dropout2d")


def dropout3d(input, p=0.5, training=True, inplace=False):  # noqa: A002
    """Zero whole channels of ``(N, C, D, H, W)`` (or ``(C, D, H, W)``) input with probability ``p``."""
    return _channel_dropout(input, p, training, inplace, 3, "dropout3d")


def _alpha(input, p, training, inplace, shape_fn, fn):  # noqa: A002
    _check_p(p)
    if not training or p == 0:
        return input
    a = t(input)
    check_float(a, fn)
    if p == 1:
        return _finish(input, ivy.multiply(a, 0), inplace)
    keep = _keep_mask(shape_fn(a), p, a)
    ca = ((1 - p) * (1 + p * _ALPHA * _ALPHA)) ** -0.5
    cb = -ca * _ALPHA * p
    r = ivy.add(ivy.multiply(ivy.add(ivy.multiply(a, keep), ivy.multiply(ivy.subtract(1, keep), _ALPHA)), ca), cb)
    return _finish(input, r, inplace)


def alpha_dropout(input, p=0.5, training=False, inplace=False):  # noqa: A002
    """Dropout that keeps SELU's self-normalizing mean and variance (dropped values set to SELU's limit)."""
    return _alpha(input, p, training, inplace, shape_of, "alpha_dropout")


def feature_alpha_dropout(input, p=0.5, training=False, inplace=False):  # noqa: A002
    """:func:`alpha_dropout` of whole channels (dims 0-1 of the input keep separate masks)."""
    def shape(a):
        s = shape_of(a)
        return s[:2] + (1,) * (len(s) - 2) if len(s) >= 2 else s

    return _alpha(input, p, training, inplace, shape, "feature_alpha_dropout")

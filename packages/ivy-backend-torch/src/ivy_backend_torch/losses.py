"""Loss functions on PyTorch (torch.nn.functional) where torch defines the same loss;
Ivy's own cross entropies are ivy-core's compositions (torch ops underneath)."""

from __future__ import annotations

import torch
import torch.nn.functional as F

import ivy

_FLOATS = (torch.float32, torch.float64, torch.float16, torch.bfloat16)
_RED = ("none", "sum", "mean")


def _pair(a, b, fn):
    d = torch.promote_types(a.dtype, b.dtype)
    if d.is_complex:
        raise ivy.UnsupportedDtypeError(f"ivy.{fn} is defined for real numbers; got complex input")
    if d not in _FLOATS:
        d = torch.float32
    if a.dtype is not d:
        a = a.to(d)
    if b.dtype is not d:
        b = b.to(d)
    if a.shape != b.shape:
        a, b = torch.broadcast_tensors(a, b)
    return a, b


def _check(reduction, fn, allowed=_RED):
    if reduction not in allowed:
        raise ivy.InvalidArgumentError(
            f"ivy.{fn}: reduction must be one of {', '.join(repr(a) for a in allowed)}; got {reduction!r}"
        )


def mse_loss(true, pred, /, *, reduction="mean"):
    _check(reduction, "mse_loss")
    true, pred = _pair(true, pred, "mse_loss")
    return F.mse_loss(pred, true, reduction=reduction)


def huber_loss(true, pred, /, *, delta=1.0, reduction="mean"):
    _check(reduction, "huber_loss")
    true, pred = _pair(true, pred, "huber_loss")
    return F.huber_loss(pred, true, reduction=reduction, delta=delta)


def kl_div(input, target, /, *, reduction="mean", log_target=False):  # noqa: A002
    _check(reduction, "kl_div", _RED + ("batchmean",))
    input, target = _pair(input, target, "kl_div")
    if reduction == "batchmean" and input.dim() == 0:
        reduction = "sum"
    if reduction == "mean":  # torch warns that its "mean" is not the KL divergence; ivy documents it
        return F.kl_div(input, target, reduction="none", log_target=log_target).mean()
    return F.kl_div(input, target, reduction=reduction, log_target=log_target)

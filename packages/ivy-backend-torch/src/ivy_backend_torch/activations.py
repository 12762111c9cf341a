"""Activation functions on PyTorch (torch.nn.functional), with ivy's dtype rules:
integer and bool input gives float32 (``relu`` and ``relu6`` keep integers), complex input raises.
``prelu`` is ivy-core's composition (``F.prelu`` takes one slope per channel of axis 1, where
ivy's ``slope`` broadcasts against the last axes)."""

from __future__ import annotations

import torch
import torch.nn.functional as F

import ivy

_FLOATS = (torch.float32, torch.float64, torch.float16, torch.bfloat16)
_F32 = torch.float32


def _float(x, fn):
    d = x.dtype
    if d in _FLOATS:
        return x
    if d.is_complex:
        raise ivy.UnsupportedDtypeError(f"ivy.{fn} is defined for real numbers; got a {d} tensor")
    return x.to(_F32)


_relu = torch.relu


def relu(x, /):
    d = x.dtype
    if d in _FLOATS:
        return _relu(x)
    if d is torch.bool:
        return x.clone()
    if d.is_complex:
        _float(x, "relu")
    return torch.relu(x)


def relu6(x, /):
    d = x.dtype
    if d is torch.bool:
        return x.clone()
    if d.is_complex:
        _float(x, "relu6")
    return F.relu6(x)


def logsigmoid(x, /):
    return F.logsigmoid(_float(x, "logsigmoid"))


def logit(x, /, *, eps=None):
    return torch.logit(_float(x, "logit"), eps)


def leaky_relu(x, /, *, alpha=0.2):
    return F.leaky_relu(_float(x, "leaky_relu"), alpha)


def gelu(x, /, *, approximate=False):
    return F.gelu(_float(x, "gelu"), approximate="tanh" if approximate else "none")


def sigmoid(x, /):
    return torch.sigmoid(_float(x, "sigmoid"))


def _axis(x, axis, fn):
    nd = x.dim()
    if axis is None:
        axis = -1
    if not (-max(nd, 1) <= axis < max(nd, 1)):
        raise ivy.AxisError(f"ivy.{fn}: axis {axis} is out of range for an array of {nd} dimensions")
    return axis


def softmax(x, /, *, axis=None):
    x = _float(x, "softmax")
    try:  # torch checks the axis itself (as _axis: a 0-d tensor takes -1 and 0)
        return torch.softmax(x, -1 if axis is None else axis)
    except IndexError:
        _axis(x, axis, "softmax")
        raise


def log_softmax(x, /, *, axis=-1):
    x = _float(x, "log_softmax")
    try:
        return torch.log_softmax(x, -1 if axis is None else axis)
    except IndexError:
        _axis(x, axis, "log_softmax")
        raise


def softplus(x, /, *, beta=None, threshold=None):
    x = _float(x, "softplus")
    b = 1.0 if beta is None else beta
    if threshold is not None:
        return F.softplus(x, beta=b, threshold=threshold)
    xb = x if b == 1 else x * b
    r = torch.logaddexp(xb, torch.zeros((), dtype=x.dtype, device=x.device))
    return r if b == 1 else r / b


def silu(x, /):
    return F.silu(_float(x, "silu"))


def mish(x, /):
    return F.mish(_float(x, "mish"))


def elu(x, /, *, alpha=1.0):
    return F.elu(_float(x, "elu"), alpha)


def selu(x, /):
    return F.selu(_float(x, "selu"))


def hardswish(x, /):
    x = _float(x, "hardswish")
    if x.dtype is torch.float64 and x.device.type != "cpu":  # CUDA's float64 kernel is off by ~3e-8
        return x * (x + 3).clamp(0, 6) / 6
    return F.hardswish(x)

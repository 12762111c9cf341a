"""Normalization on PyTorch (torch.nn.functional.layer_norm/batch_norm/instance_norm/
group_norm). Ivy's channels-last default ("NSC") is moved to torch's channels-first;
running statistics come back as new tensors (the inputs are never updated in place)."""

from __future__ import annotations

import torch
import torch.nn.functional as F

import ivy
from ivy.api._nn_impl import norm_axes
from ivy.plugin import accumulates_half, partial, with_fallback

from ._util import in_transform

_T = torch.Tensor
_SEQ = (list, tuple)
_FLOATS = (torch.float32, torch.float64, torch.float16, torch.bfloat16)
_HALVES = (torch.float16, torch.bfloat16)


def _float(x, fn):
    d = x.dtype
    if d in _FLOATS:
        return x
    if d.is_complex:
        raise ivy.UnsupportedDtypeError(f"ivy.{fn} is defined for real numbers; got a {d} tensor")
    return x.to(torch.float32)


def _like(a, x):
    return a if a is None or a.dtype is x.dtype else a.to(x.dtype)


def _check_format(data_format, fn):
    if data_format not in ("NSC", "NCS"):
        raise ivy.InvalidArgumentError(f"ivy.{fn}: data_format must be 'NSC' or 'NCS'; got {data_format!r}")


_TRAILING: dict = {}  # (ndim, *axes) -> how many trailing axes they are (0: not trailing axes)


def _n_trailing(nd, idx):
    axes = norm_axes(idx, nd, "layer_norm")  # ivy-core's check: the composition's errors
    k = len(axes)
    return k if axes == tuple(range(nd - k, nd)) else 0


def _n_trailing_cached(nd, normalized_idxs):
    key = (nd, normalized_idxs) if normalized_idxs.__class__ is int else (nd, *normalized_idxs)
    k = _TRAILING.get(key)
    if k is None:
        if len(_TRAILING) > 256:  # bounded: axes given as arrays hash by identity
            _TRAILING.clear()
        k = _TRAILING[key] = _n_trailing(nd, key[1:])
    return k


@accumulates_half  # torch's kernel sums half precision in float32 and rounds once
@with_fallback
def layer_norm(composition, x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-05, new_std=1.0):
    # torch's layer_norm covers trailing axes with (C..)-shaped affine parameters. The aten op
    # directly: F.layer_norm's wrapper costs ~0.5 us, and its cudnn flag is unused by the op.
    # It is tried once the axes are known to be trailing; what it refuses (a non-float input,
    # parameters of another dtype or shape) raises at once and is converted or composed below.
    if new_std == 1 and isinstance(x, _T):
        i = normalized_idxs  # the common case, one trailing axis, without hashing the axes
        a = i if i.__class__ is int else (i[0] if type(i) in _SEQ and len(i) == 1 else None)
        if a == -1 and a.__class__ is int:  # (the rank is not read: a 0-d x has no shape[-1])
            try:
                shape = (x.shape[-1],)
            except IndexError:
                shape = None
        else:
            nd = x.ndim
            if a.__class__ is int and a == nd - 1 and nd:
                shape = (x.shape[-1],)
            else:
                k = _n_trailing_cached(nd, normalized_idxs)
                shape = tuple(x.shape[nd - k:]) if k else None
        if shape is not None:
            try:
                if eps == 1e-05:  # torch's own default: parsing a float argument costs ~0.15 us
                    return torch.layer_norm(x, shape, scale, offset)
                return torch.layer_norm(x, shape, scale, offset, eps)
            except (RuntimeError, TypeError):
                pass
            if (scale is None or isinstance(scale, _T) and scale.shape == shape) \
                    and (offset is None or isinstance(offset, _T) and offset.shape == shape):
                if x.dtype not in _FLOATS:
                    x = _float(x, "layer_norm")
                if scale is not None or offset is not None:
                    scale, offset = _like(scale, x), _like(offset, x)
                return torch.layer_norm(x, shape, scale, offset, eps)
    return composition(x, normalized_idxs, scale=scale, offset=offset, eps=eps, new_std=new_std)


def _to_ncs(x, data_format):
    nd = x.dim()
    if data_format == "NSC" and nd > 2:
        return x.permute(0, nd - 1, *range(1, nd - 1))
    return x


def _from_ncs(y, data_format):
    nd = y.dim()
    if data_format == "NSC" and nd > 2:
        return y.permute(0, *range(2, nd), 1)
    return y


def _bn_covered(x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5, momentum=1e-1,
                data_format="NSC"):
    c = x.shape[-1] if data_format == "NSC" else (x.shape[1] if x.dim() > 1 else -1)
    return x.dim() >= 2 and all(
        p is None or (isinstance(p, torch.Tensor) and tuple(p.shape) == (c,)) for p in (mean, variance, offset, scale)
    ) and mean is not None and variance is not None and not (training and x.numel() == c) \
        and (eps > 0 or x.device.type == "cpu") \
        and not (mean.requires_grad or variance.requires_grad) \
        and not (training and in_transform())  # torch cannot differentiate running stats, and under
    # torch.func.vmap cannot update them in place from a batched x; CUDA refuses eps <= 0


@partial(_bn_covered)
def batch_norm(x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5, momentum=1e-1,
               data_format="NSC"):
    _check_format(data_format, "batch_norm")
    x = _float(x, "batch_norm")
    # torch updates the running statistics in place (training only): copies, in x's dtype, as
    # the statistics ivy returns are in every mode (eval returned them in their own dtype)
    rm = mean.to(x.dtype, copy=training)
    rv = variance.to(x.dtype, copy=training)
    y = F.batch_norm(_to_ncs(x, data_format), rm, rv, _like(scale, x), _like(offset, x), training, momentum, eps)
    return _from_ncs(y, data_format), rm, rv


def _in_covered(x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5, momentum=1e-1,
                data_format="NSC"):
    if x.dim() < 3:
        return False
    return _bn_covered(x, mean, variance, offset=offset, scale=scale, training=False, data_format=data_format) \
        and not (training and x.numel() == x.shape[0] * (x.shape[-1] if data_format == "NSC" else x.shape[1])) \
        and not (training and in_transform())


@partial(_in_covered)
def instance_norm(x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5, momentum=1e-1,
                  data_format="NSC"):
    _check_format(data_format, "instance_norm")
    x = _float(x, "instance_norm")
    # torch updates the running statistics in place (training only): copies, in x's dtype, as
    # the statistics ivy returns are in every mode (eval returned them in their own dtype)
    rm = mean.to(x.dtype, copy=training)
    rv = variance.to(x.dtype, copy=training)
    y = F.instance_norm(_to_ncs(x, data_format), rm, rv, _like(scale, x), _like(offset, x), training, momentum, eps)
    return _from_ncs(y, data_format), rm, rv


def _gn_covered(x, num_groups=1, /, *, offset=None, scale=None, eps=1e-5, data_format="NSC"):
    if x.dim() < 2:
        return False
    c = x.shape[-1] if data_format == "NSC" else x.shape[1]
    # torch refuses groups of one value (ivy normalizes them to 0)
    return num_groups >= 1 and c % num_groups == 0 and x.numel() != x.shape[0] * num_groups and all(
        p is None or (isinstance(p, torch.Tensor) and tuple(p.shape) == (c,)) for p in (offset, scale))


@accumulates_half
@partial(_gn_covered)
def group_norm(x, num_groups=1, /, *, offset=None, scale=None, eps=1e-5, data_format="NSC"):
    _check_format(data_format, "group_norm")
    x = _float(x, "group_norm")
    if x.dtype in _HALVES and not x.is_cpu:
        # CUDA's half kernel applies the normalization in half precision: with values near 1000
        # it was 0.4 off (the CPU kernel computes in float32 and rounds once, as ivy promises)
        w = x.float()
        y = F.group_norm(_to_ncs(w, data_format), num_groups, _like(scale, w), _like(offset, w), eps)
        return _from_ncs(y, data_format).to(x.dtype)
    y = F.group_norm(_to_ncs(x, data_format), num_groups, _like(scale, x), _like(offset, x), eps)
    return _from_ncs(y, data_format)

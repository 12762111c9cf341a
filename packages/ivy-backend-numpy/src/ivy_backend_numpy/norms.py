"""Normalization on NumPy: ``layer_norm`` in a few ufunc passes; the rest is ivy-core's
composition."""

from __future__ import annotations

import numpy as np

import ivy

_F32 = np.dtype("float32")


def layer_norm(x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-05, new_std=1.0):
    k = x.dtype.kind
    if k == "c":
        raise ivy.UnsupportedDtypeError(f"ivy.layer_norm is defined for real numbers; got a {x.dtype} array")
    if k != "f":
        x = x.astype(_F32)
    nd = x.ndim
    idx = (normalized_idxs,) if isinstance(normalized_idxs, int) else tuple(normalized_idxs)
    for a in idx:
        if not -nd <= a < nd:
            raise ivy.AxisError(f"ivy.layer_norm: axis {a} is out of range for an array of {nd} dimensions")
    axes = tuple(sorted(a % nd for a in idx))
    if len(set(axes)) != len(axes):
        raise ivy.InvalidArgumentError(f"ivy.layer_norm: repeated axis in {idx}")
    mean = x.mean(axis=axes, keepdims=True)
    c = x - mean
    var = (c * c).mean(axis=axes, keepdims=True)
    y = c / np.sqrt(var + eps)
    if scale is not None:
        y = y * np.asarray(scale, dtype=y.dtype)  # (a Python scalar too)
    if offset is not None:
        y = y + np.asarray(offset, dtype=y.dtype)
    if new_std != 1:
        y *= new_std
    return np.asarray(y, dtype=x.dtype)

"""Activation functions on NumPy (NumPy has no nn module: the common ones are written here
with ufuncs; the others are ivy-core's compositions). Integer and bool input gives float32
(``relu`` keeps integers); complex input raises."""

from __future__ import annotations

import numpy as np

import ivy

_F32 = np.dtype("float32")
_nd = np.ndarray


def _float(x, fn):
    k = x.dtype.kind
    if k == "f":
        return x
    if k == "c":
        raise ivy.UnsupportedDtypeError(f"ivy.{fn} is defined for real numbers; got a {x.dtype} array")
    return x.astype(_F32)


def _axis(x, axis, fn):
    nd = x.ndim
    if axis is None:
        axis = -1
    if not (-max(nd, 1) <= axis < max(nd, 1)):
        raise ivy.AxisError(f"ivy.{fn}: axis {axis} is out of range for an array of {nd} dimensions")
    return axis


_ZEROS = {np.dtype(t): np.zeros((), t) for t in ("float16", "float32", "float64")}
_maximum = np.maximum
_add = np.add


def relu(x, /):
    d = x.dtype
    z = _ZEROS.get(d)
    if z is not None:
        # 0-d zeros of x's dtype: a Python 0 costs NumPy a scalar conversion (~0.5 us) each time
        r = _maximum(x, z)  # NaN propagates
        if r.size > 1024:  # relu(-0.0) is +0, as JAX (torch and TF keep -0): adding +0 turns -0 into +0
            r += z
            return r
        r = _add(r, z)
        return r if r.__class__ is _nd else np.asarray(r)  # 0-d: a NumPy scalar otherwise
    k = d.kind
    if k == "b":
        return x.copy()
    if k == "c":
        _float(x, "relu")
    r = np.maximum(x, 0, dtype=d)
    return r if r.__class__ is _nd else np.asarray(r)


def sigmoid(x, /):
    x = _float(x, "sigmoid")
    e = np.exp(-np.abs(x))
    one = 1 + e
    return np.asarray(np.where(x >= 0, 1 / one, e / one), dtype=x.dtype)


_max_reduce = np.maximum.reduce
_add_reduce = np.add.reduce


def softmax(x, /, *, axis=None):
    x = _float(x, "softmax")
    if x.ndim == 0:
        _axis(x, axis, "softmax")
        return np.where(np.isnan(x), x, np.ones_like(x))
    axis = _axis(x, axis, "softmax")
    if x.shape[axis] == 0:
        return x.copy()
    # the ufunc reductions skip the array methods' Python wrappers (~1 us each); a row holding
    # +inf or NaN is all NaN, as in torch, JAX and TensorFlow
    e = np.exp(x - _max_reduce(x, axis=axis, keepdims=True))
    e /= _add_reduce(e, axis=axis, keepdims=True)
    return e


def log_softmax(x, /, *, axis=-1):
    x = _float(x, "log_softmax")
    if x.ndim == 0:
        _axis(x, axis, "log_softmax")
        return np.where(np.isnan(x), x, np.zeros_like(x))
    axis = _axis(x, axis, "log_softmax")
    if x.shape[axis] == 0:
        return x.copy()
    s = x - _max_reduce(x, axis=axis, keepdims=True)
    with np.errstate(divide="ignore"):
        return s - np.log(np.exp(s).sum(axis=axis, keepdims=True))

"""Manipulation functions on NumPy. NumPy's promotion of arrays is ivy's, so
``concat``/``stack`` need no dtype handling."""

from __future__ import annotations

import numpy as np

import ivy
from ivy.plugin import counts as _counts
from ivy.plugin import roll_shifts as _roll_shifts

_nd = np.ndarray
_asarray = np.asarray
_I64 = np.dtype("int64")
_AxisError = np.exceptions.AxisError


def broadcast_arrays(*arrays):
    return tuple(np.broadcast_arrays(*arrays))


def broadcast_to(x, /, shape):
    return np.broadcast_to(x, shape)


def concat(arrays, /, *, axis=0):
    return np.concatenate(arrays, axis=axis)


def expand_dims(x, /, axis=0, *, copy=None):
    r = np.expand_dims(x, axis)
    return r.copy() if copy else r


def flip(x, /, *, axis=None, copy=None):
    r = np.flip(x, axis)
    if r.__class__ is not _nd:  # a 0-d input gives a NumPy scalar
        return _asarray(r)
    return r.copy() if copy else r


def moveaxis(x, source, destination, /):
    return np.moveaxis(x, source, destination)


def permute_dims(x, /, axes, *, copy=None):
    if x.__class__ is not _nd:  # a NumPy scalar would come back as a scalar
        x = _asarray(x)
    r = np.transpose(x, axes)
    return r.copy() if copy else r


def repeat(x, repeats, /, *, axis=None):
    # (a negative Python int is refused by ivy-core's dispatch)
    if repeats.__class__ is _nd and repeats.dtype.kind not in "iu":  # NumPy reads bools as 0/1
        raise ivy.plugin.integers_required("repeat", repeats.dtype, "repeats")
    try:
        return np.repeat(x, repeats, axis)
    except TypeError:
        if repeats.__class__ is _nd and repeats.dtype.kind == "u":  # uint64 does not cast safely to intp
            return np.repeat(x, repeats.astype(_I64), axis)
        raise


def reshape(x, /, shape, *, copy=None, order="C", allowzero=True):
    if not allowzero:
        if shape.__class__ is int:
            shape = (shape,)
        shape = tuple(x.shape[i] if s == 0 else s for i, s in enumerate(shape))
    if x.__class__ is not _nd:  # a NumPy scalar would come back as a scalar
        x = _asarray(x)
    r = np.reshape(x, shape, order=order, copy=copy)
    if r.shape != shape and shape.__class__ is not int and any(s < -1 for s in shape):
        # NumPy takes any negative size as -1; the other backends refuse it
        raise ivy.ShapeError(f"reshape: a size in {tuple(shape)} is negative (only one -1 may stand for the rest)")
    return r


def roll(x, /, shift, *, axis=None):
    if axis is not None and shift.__class__ is not int:
        shift, axis = _roll_shifts(shift, axis)
    return np.roll(x, shift, axis)


def squeeze(x, /, axis=None, *, copy=None):
    try:
        r = np.squeeze(x, axis)
    except _AxisError:
        raise
    except ValueError as e:
        if axis.__class__ is tuple and len(set(axis)) < len(axis):  # (NumPy: "repeated axis")
            raise ivy.InvalidArgumentError(f"squeeze: repeated axis in {axis}") from e
        raise ivy.ShapeError(f"squeeze: an axis in {axis} of shape {x.shape} does not have size 1") from e
    if r.__class__ is not _nd:
        r = _asarray(r)
    return r.copy() if copy else r


def stack(arrays, /, *, axis=0):
    return np.stack(arrays, axis)


def tile(x, repetitions, /):
    return np.tile(x, _counts(repetitions, "tile", "repetitions"))


def unstack(x, /, *, axis=0, keepdims=False, copy=None):
    if keepdims:
        n = x.shape[axis]
        r = tuple(np.split(x, n, axis)) if n else ()
    else:
        y = np.moveaxis(x, axis, 0)
        r = tuple(y[i, ...] for i in range(y.shape[0]))
    if copy:
        return tuple(a.copy() for a in r)
    return r


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions


def split(x, /, *, copy=None, num_or_size_splits=None, axis=0, with_remainder=False):
    if x.ndim == 0:
        raise ivy.ShapeError("ivy.split: a 0-d array cannot be split; reshape it first")
    ax = _si._norm_axis(axis, x.ndim, "split")
    sizes = _si.split_sizes(None, x.shape[ax], num_or_size_splits, with_remainder)
    cuts = np.cumsum(sizes[:-1]) if sizes else []
    parts = np.split(x, cuts, axis=ax) if sizes else []
    return [p.copy() for p in parts] if copy else list(parts)


def swapaxes(x, axis0, axis1, /, *, copy=None):
    nd = x.ndim
    r = np.swapaxes(x, _si._norm_axis(axis0, nd, "swapaxes", "axis0"), _si._norm_axis(axis1, nd, "swapaxes", "axis1"))
    return r.copy() if copy else r


def pad(input, pad_width, /, *, mode="constant", stat_length=1, constant_values=0, end_values=0,  # noqa: A002
        reflect_type="even"):
    widths = _si.pad_widths(pad_width, input.ndim)
    _si.pad_check(mode, reflect_type, input.shape, widths)
    if input.ndim == 0:
        return input.copy()
    if mode == "constant":
        return np.pad(input, widths, mode="constant",
                      constant_values=_si._cast_scalar(constant_values, _IVY_OF_NP[input.dtype], "pad"))
    if mode in ("reflect", "symmetric"):
        return np.pad(input, widths, mode=mode, reflect_type=reflect_type)
    return np.pad(input, widths, mode=mode)


def rot90(m, /, *, copy=None, k=1, axes=(0, 1)):
    a0, a1 = _si.rot90_axes(m.ndim, axes)
    r = np.rot90(m, k, (a0, a1))
    return r.copy() if copy else r


from .hooks import NATIVE_DTYPES as _ND  # noqa: E402

_IVY_OF_NP = {v: k for k, v in _ND.items()}

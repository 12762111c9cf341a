"""Manipulation functions on JAX.

``concat``/``stack`` promote mixed dtypes with ``ivy.result_type`` (JAX's own
promotion differs across kinds); ``squeeze`` of an axis whose size is not 1
raises ``ivy.ShapeError``. JAX arrays are immutable, so ``copy=`` arguments
change nothing observable (``reshape(copy=False)`` never needs a copy).
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

import ivy
from ivy.plugin import counts as _counts
from ivy.plugin import int_or_ints as _int_or_ints
from ivy.plugin import roll_shifts as _roll_shifts

from ._util import AI, IVY_OF, AxisError, normalize_axes
from .hooks import NATIVE_DTYPES

_concatenate = jnp.concatenate
_stack = jnp.stack


def _common_dtype(arrays):
    """The arrays cast to their promoted dtype (ivy.result_type), if they differ."""
    d0 = arrays[0].dtype
    for a in arrays:
        if a.dtype != d0:
            break
    else:
        return arrays
    d = NATIVE_DTYPES[ivy.result_type(*{IVY_OF[a.dtype] for a in arrays})]
    return [a if a.dtype == d else a.astype(d) for a in arrays]


def broadcast_arrays(*arrays):
    return tuple(jnp.broadcast_arrays(*arrays))


def broadcast_to(x, /, shape):
    return jnp.broadcast_to(x, shape)


def concat(arrays, /, *, axis=0):
    if not len(arrays):
        raise ivy.InvalidArgumentError("concat needs at least one array")
    arrays = _common_dtype(arrays)
    if axis is None:
        return _concatenate([jnp.ravel(a) for a in arrays])
    return _concatenate(arrays, axis)


def expand_dims(x, /, axis=0, *, copy=None):
    if axis.__class__ is int:
        m = x.ndim + 1
        if not -m <= axis < m:
            raise AxisError(f"expand_dims: axis {axis} is out of range for a result of {m} dimensions")
        return jnp.expand_dims(x, axis)
    axis = tuple(axis)
    m = x.ndim + len(axis)
    pos = normalize_axes(axis, m, "expand_dims")
    return jnp.expand_dims(x, pos) if pos else x


def flip(x, /, *, axis=None, copy=None):
    if axis is not None and axis.__class__ is not int:
        axis = normalize_axes(axis, x.ndim, "flip")
    return jnp.flip(x, axis)


def _repeated(nd, fn, e, *axes_lists):
    """InvalidArgumentError where an axis repeats (JAX's TypeError/ValueError would read as a
    ShapeError), as the other backends say; else ``e`` itself."""
    for axes in axes_lists:
        axes = (axes,) if axes.__class__ is int else tuple(axes)
        if len({a % nd if nd and isinstance(a, int) else a for a in axes}) < len(axes):
            raise ivy.InvalidArgumentError(f"{fn}: repeated axis in {axes}") from e
    raise e


def moveaxis(x, source, destination, /):
    try:
        return jnp.moveaxis(x, source, destination)
    except (TypeError, ValueError) as e:
        _repeated(x.ndim, "moveaxis", e, source, destination)


def permute_dims(x, /, axes, *, copy=None):
    try:
        return jnp.transpose(x, tuple(axes))
    except (TypeError, ValueError) as e:
        _repeated(x.ndim, "permute_dims", e, axes)


def repeat(x, repeats, /, *, axis=None):
    # (a negative Python int is refused by ivy-core's dispatch)
    if repeats.__class__ is not int and hasattr(repeats, "dtype"):
        if repeats.dtype.kind not in "iu":
            raise ivy.plugin.integers_required("repeat", repeats.dtype, "repeats")
        if repeats.ndim > 1:  # jnp.repeat would flatten it
            raise ivy.InvalidArgumentError(f"repeat: repeats must be an int or a 1-D array, got shape {repeats.shape}")
        if repeats.__class__ is AI and repeats.size and int(repeats.min()) < 0:  # jnp.repeat read -1 as 0
            raise ivy.InvalidArgumentError("ivy.repeat: repeats must be non-negative")
    if axis is None:
        x = jnp.ravel(x)
        axis = 0
    return jnp.repeat(x, repeats, axis=axis)


def reshape(x, /, shape, *, copy=None, order="C", allowzero=True):
    if order == "C" and allowzero and shape.__class__ is tuple:
        # a shape of Python ints (one may be -1) goes straight to lax: jnp.reshape's argument
        # handling costs ~10 us eagerly, a third of the call; anything else, errors included,
        # is jnp.reshape's
        n = 1
        free = -1
        for i, s in enumerate(shape):
            if s.__class__ is not int:
                break
            if s < 0:
                if s != -1 or free >= 0:
                    break
                free = i
            else:
                n *= s
        else:
            size = x.size
            if free >= 0 and n and size % n == 0:
                shape = shape[:free] + (size // n,) + shape[free + 1:]
                n = size
            if n == size:
                return lax.reshape(x, shape)
    if not allowzero:
        if shape.__class__ is int:
            shape = (shape,)
        shape = tuple(x.shape[i] if s == 0 else s for i, s in enumerate(shape))
    if order != "C" and order != "F":
        raise ivy.InvalidArgumentError(f"reshape: order must be 'C' or 'F', got {order!r}")
    return jnp.reshape(x, shape, order=order)


def roll(x, /, shift, *, axis=None):
    if shift.__class__ is ivy.Array:
        shift = shift.data
    if shift.__class__ is not int and not isinstance(shift, jax.Array):
        shift = _int_or_ints(shift)  # integer scalars and sequences as Python ints, as NumPy takes them
    if axis is not None and axis.__class__ is not int:
        axis = _int_or_ints(axis)
    if isinstance(shift, jax.Array):  # a JAX array of shifts (traced ones too): jnp.roll takes it
        if axis is None:
            return jnp.roll(x, jnp.sum(shift))
        return jnp.roll(x, shift, axis)
    if axis is None:
        if shift.__class__ is not int:
            shift = sum(shift)
        return jnp.roll(x, shift)
    if axis.__class__ is not int or shift.__class__ is not int:
        shift, axis = _roll_shifts(shift, axis)
    return jnp.roll(x, shift, axis)


def squeeze(x, /, axis=None, *, copy=None):
    if axis is None:
        return jnp.squeeze(x)
    axis = normalize_axes(axis, x.ndim, "squeeze")
    shp = x.shape
    for a in axis:
        if shp[a] != 1:
            raise ivy.ShapeError(f"squeeze: axis {a} of shape {tuple(shp)} does not have size 1")
    return jnp.squeeze(x, axis) if axis else x


def stack(arrays, /, *, axis=0):
    if not len(arrays):
        raise ivy.InvalidArgumentError("stack needs at least one array")
    return _stack(_common_dtype(arrays), axis)


def tile(x, repetitions, /):
    return jnp.tile(x, _counts(repetitions, "tile", "repetitions"))


def unstack(x, /, *, axis=0, keepdims=False, copy=None):
    nd = x.ndim
    if not -nd <= axis < nd:
        raise AxisError(f"unstack: axis {axis} is out of range for an array of {nd} dimensions")
    n = x.shape[axis]
    if keepdims:
        return tuple(jnp.split(x, n, axis)) if n else ()
    return tuple(jnp.unstack(x, axis=axis)) if n else ()


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions


def split(x, /, *, copy=None, num_or_size_splits=None, axis=0, with_remainder=False):
    if x.ndim == 0:
        raise ivy.ShapeError("ivy.split: a 0-d array cannot be split; reshape it first")
    ax = _si._norm_axis(axis, x.ndim, "split")
    sizes = _si.split_sizes(None, x.shape[ax], num_or_size_splits, with_remainder)
    if not sizes:
        return []
    cuts = []
    c = 0
    for s in sizes[:-1]:
        c += s
        cuts.append(c)
    return list(jnp.split(x, cuts, axis=ax))


def swapaxes(x, axis0, axis1, /, *, copy=None):
    return jnp.swapaxes(x, _si._norm_axis(axis0, x.ndim, "swapaxes", "axis0"),
                        _si._norm_axis(axis1, x.ndim, "swapaxes", "axis1"))


def pad(input, pad_width, /, *, mode="constant", stat_length=1, constant_values=0, end_values=0,  # noqa: A002
        reflect_type="even"):
    widths = _si.pad_widths(pad_width, input.ndim)
    _si.pad_check(mode, reflect_type, input.shape, widths)
    if input.ndim == 0:
        return input
    if mode == "constant":
        # as a 0-d array of the input's dtype: a jitted pad cannot parse an int beyond int64
        v = np.asarray(_si._cast_scalar(constant_values, IVY_OF[input.dtype], "pad"), dtype=input.dtype)
        return jnp.pad(input, widths, mode="constant", constant_values=v)
    if mode in ("reflect", "symmetric"):
        return jnp.pad(input, widths, mode=mode, reflect_type=reflect_type)
    return jnp.pad(input, widths, mode=mode)


def rot90(m, /, *, copy=None, k=1, axes=(0, 1)):
    a0, a1 = _si.rot90_axes(m.ndim, axes)
    return jnp.rot90(m, k, (a0, a1))

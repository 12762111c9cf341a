"""Manipulation functions on TensorFlow.

``concat``/``stack`` promote their inputs to ``ivy.result_type`` (TensorFlow refuses
mixed dtypes). Tensors are immutable, so ``copy`` never changes a result: views and
copies cannot be told apart. Axis errors are ``AxisError`` (a ValueError and an
IndexError, like NumPy's); shape errors ``ivy.ShapeError``.
"""

from __future__ import annotations

import tensorflow as tf

import ivy
from ivy.plugin import counts as _counts
from ivy.plugin import int_or_ints as _int_or_ints
from ivy.plugin import roll_shifts as _roll_shifts

from . import _highrank as _hr
from ._util import (
    I16,
    I64,
    U16,
    AxisError,
    OpError,
    R,
    axes_t,
    normalize_axes,
    normalize_axis,
    pad_constant,
    promote_all,
)
from ._util import flatten as _flatten
from ._util import shape_t as _shape_t

_Reshape = R.Reshape
_Transpose = R.Transpose


def broadcast_arrays(*arrays):
    if not arrays:
        return ()
    shape = ivy.broadcast_shapes(*[tuple(a.shape) for a in arrays])
    return tuple(a if tuple(a.shape) == shape else R.BroadcastTo(input=a, shape=list(shape)) for a in arrays)


def broadcast_to(x, /, shape):
    if shape.__class__ is int:
        shape = (shape,)
    shape = tuple(int(s) for s in shape)
    xs = tuple(x.shape)
    if len(shape) < len(xs):
        raise ivy.ShapeError(f"broadcast_to: cannot broadcast shape {xs} to the shorter shape {shape}")
    for a, b in zip(xs[::-1], shape[::-1]):
        if a != b and a != 1:
            raise ivy.ShapeError(f"broadcast_to: cannot broadcast shape {xs} to {shape}")
    if xs == shape:
        return x
    if len(shape) > _hr.MAX_DIMS:
        return _hr.broadcast_to(x, shape)
    return R.BroadcastTo(input=x, shape=list(shape))


def concat(arrays, /, *, axis=0):
    arrays = list(arrays)
    if not arrays:
        raise ivy.InvalidArgumentError("concat needs at least one array")
    arrays, _ = promote_all(arrays)
    if axis is None:
        arrays = [_flatten(a) for a in arrays]
        axis = 0
    nd = arrays[0].shape.rank
    if nd == 0:
        raise ivy.ShapeError("concat: zero-dimensional arrays cannot be concatenated")
    for a in arrays[1:]:
        if a.shape.rank != nd:
            raise ivy.ShapeError(
                f"concat: all arrays must have the same number of dimensions, got shapes "
                f"{', '.join(str(tuple(b.shape)) for b in arrays)}"
            )
    ax = normalize_axis(axis, nd, "concat")
    if len(arrays) == 1:
        return arrays[0]
    return R.ConcatV2(values=arrays, axis=ax)


def expand_dims(x, /, axis=0, *, copy=None):
    shp = list(x.shape)
    if axis.__class__ is int:
        n = len(shp) + 1
        if not -n <= axis < n:
            raise AxisError(f"expand_dims: axis {axis} is out of range for a result of {n} dimensions")
        return R.ExpandDims(input=x, axis=axis)
    axes = tuple(axis)
    n = len(shp) + len(axes)
    norm = normalize_axes(axes, n, "expand_dims")
    out = []
    it = iter(shp)
    for i in range(n):
        out.append(1 if i in norm else next(it))
    return _Reshape(tensor=x, shape=axes_t([-1 if s is None else s for s in out]))


def flip(x, /, *, axis=None, copy=None):
    nd = x.shape.rank
    if nd == 0:
        return x
    axes = normalize_axes(axis, nd, "flip")
    if not axes:
        return x
    if nd > _hr.MAX_DIMS:
        return _hr.reverse(x, axes)
    return R.ReverseV2(tensor=x, axis=axes)


def moveaxis(x, source, destination, /):
    nd = x.shape.rank
    src = normalize_axes(source, nd, "moveaxis")
    dst = normalize_axes(destination, nd, "moveaxis")
    if len(src) != len(dst):
        raise ivy.InvalidArgumentError("moveaxis: source and destination must have the same number of elements")
    order = [i for i in range(nd) if i not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    if order == list(range(nd)):
        return x
    return _Transpose(x=x, perm=axes_t(order))


def permute_dims(x, /, axes, *, copy=None):
    nd = x.shape.rank
    axes = tuple(axes)
    if len(axes) != nd:
        raise ivy.InvalidArgumentError(f"permute_dims: axes {axes} do not match an array of {nd} dimensions")
    perm = normalize_axes(axes, nd, "permute_dims")
    return _Transpose(x=x, perm=axes_t(perm))


def repeat(x, repeats, /, *, axis=None):
    if axis is None:
        x = _flatten(x)
        axis = 0
    else:
        axis = normalize_axis(axis, x.shape.rank, "repeat")
    if isinstance(repeats, (tf.Tensor, tf.Variable)):
        if not repeats.dtype.is_integer:  # (bool included: tf.repeat would read it as 0/1)
            raise ivy.plugin.integers_required("repeat", repeats.dtype, "repeats")
        repeats = R.Cast(x=repeats, DstT=I64)
        if repeats.shape.rank == 0:
            repeats = int(repeats)
        elif tf.executing_eagerly() and bool(tf.reduce_any(repeats < 0)):  # tf.repeat read -1 as 0
            raise ivy.InvalidArgumentError("ivy.repeat: repeats must be non-negative")
    if repeats.__class__ is int and repeats < 0:  # a 0-d tensor's value (ivy-core refuses a negative int)
        _counts(repeats, "repeat", "repeats")
    shp = x.shape.as_list()
    if 0 in shp and None not in shp:
        # tf.repeat of an empty tensor with per-element repeats fails its own reshape
        # ((0, 2) repeated [1, 1] along axis 1): the result is empty too, only its shape is needed
        n = shp[axis]
        if repeats.__class__ is int:
            shp[axis] = n * repeats
        else:
            if repeats.shape.rank != 1 or repeats.shape[0] not in (1, n):
                raise ivy.ShapeError(f"repeat: {tuple(repeats.shape)} repeats for an axis of size {n}")
            shp[axis] = int(tf.reduce_sum(repeats)) * (n if repeats.shape[0] == 1 else 1)
        return tf.zeros(shp, x.dtype)
    try:
        if x.dtype is U16:  # tf.repeat tiles, and Tile has no uint16 kernel: repeat the bits as int16
            return R.Bitcast(input=tf.repeat(R.Bitcast(input=x, type=I16), repeats, axis=axis), type=U16)
        return tf.repeat(x, repeats, axis=axis)
    except ValueError as e:  # (an OpError goes to the backend's translate_error hook)
        raise ivy.ShapeError(f"repeat: {e}") from None


def reshape(x, /, shape, *, copy=None, order="C", allowzero=True):
    if shape.__class__ is int:
        shape = (shape,)
    shape = [int(s) for s in shape]
    if not allowzero:
        xs = x.shape
        shape = [xs[i] if s == 0 else s for i, s in enumerate(shape)]
    if shape.count(-1) > 1:
        raise ivy.ShapeError(f"reshape: can only specify one unknown dimension, got shape {tuple(shape)}")
    if order not in ("C", "F"):
        raise ivy.InvalidArgumentError(f"reshape: order must be 'C' or 'F', got {order!r}")
    try:
        if order == "F":
            nd = x.shape.rank
            xt = _Transpose(x=x, perm=axes_t(range(nd - 1, -1, -1))) if nd > 1 else x
            r = _Reshape(tensor=xt, shape=axes_t(shape[::-1]))
            n = len(shape)
            return _Transpose(x=r, perm=axes_t(range(n - 1, -1, -1))) if n > 1 else r
        return _Reshape(tensor=x, shape=axes_t(shape))
    except OpError as e:
        raise ivy.ShapeError(f"reshape: cannot reshape an array of shape {tuple(x.shape)} into {tuple(shape)}") \
            from e


def roll(x, /, shift, *, axis=None):
    if shift.__class__ is not int:  # integer scalars and arrays as Python ints, as NumPy takes them
        shift = _int_or_ints(shift)
    if axis is not None and axis.__class__ is not int:
        axis = _int_or_ints(axis)
    if axis is None:
        flat = _flatten(x)
        if shift.__class__ is not int:
            shift = sum(int(s) for s in shift)
        if flat.shape[0] == 0:
            return x
        return _Reshape(tensor=R.Roll(input=flat, shift=axes_t([shift]), axis=axes_t([0])), shape=_shape_t(x))
    nd = x.shape.rank
    shifts, axes = _roll_shifts(shift, axis)
    axes = [normalize_axis(a, nd, "roll") for a in axes]
    return R.Roll(input=x, shift=axes_t([int(s) for s in shifts]), axis=axes_t(axes))


def squeeze(x, /, axis=None, *, copy=None):
    shp = tuple(x.shape)
    nd = len(shp)
    if axis is None:
        axes = [i for i, s in enumerate(shp) if s == 1]
    else:
        axes = normalize_axes(axis, nd, "squeeze")
        for a in axes:
            if shp[a] != 1:
                raise ivy.ShapeError(f"squeeze: axis {a} of shape {shp} does not have size 1")
    if not axes:
        return x
    return R.Squeeze(input=x, axis=axes)


def stack(arrays, /, *, axis=0):
    arrays = list(arrays)
    if not arrays:
        raise ivy.InvalidArgumentError("stack needs at least one array")
    arrays, _ = promote_all(arrays)
    shp = tuple(arrays[0].shape)
    for a in arrays[1:]:
        if tuple(a.shape) != shp:
            raise ivy.ShapeError(
                f"stack: all arrays must have the same shape, got {', '.join(str(tuple(b.shape)) for b in arrays)}"
            )
    ax = normalize_axis(axis, len(shp) + 1, "stack")
    return R.Pack(values=arrays, axis=ax)


def tile(x, repetitions, /):
    reps = _counts(repetitions, "tile", "repetitions")
    reps = [reps] if reps.__class__ is int else list(reps)
    nd = x.shape.rank
    if len(reps) < nd:
        reps = [1] * (nd - len(reps)) + reps
    elif len(reps) > nd:
        x = _Reshape(tensor=x, shape=[1] * (len(reps) - nd) + [-1 if s is None else s for s in x.shape])
    if x.dtype is U16:  # no uint16 kernel: tile the bits as int16
        return R.Bitcast(input=R.Tile(input=R.Bitcast(input=x, type=I16), multiples=axes_t(reps)), type=U16)
    return R.Tile(input=x, multiples=axes_t(reps))


def unstack(x, /, *, axis=0, keepdims=False, copy=None):
    nd = x.shape.rank
    if nd == 0:
        raise ivy.AxisError("unstack needs an array with at least one dimension")
    ax = normalize_axis(axis, nd, "unstack")
    n = x.shape[ax]
    parts = R.Unpack(value=x, num=n, axis=ax)
    if keepdims:
        return tuple(R.ExpandDims(input=p, axis=ax) for p in parts)
    return tuple(parts)


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions


def split(x, /, *, copy=None, num_or_size_splits=None, axis=0, with_remainder=False):
    nd = x.shape.rank
    if nd == 0:
        raise ivy.ShapeError("ivy.split: a 0-d array cannot be split; reshape it first")
    ax = _si._norm_axis(axis, nd, "split")
    sizes = _si.split_sizes(None, int(x.shape[ax]), num_or_size_splits, with_remainder)
    if not sizes:
        return []
    return list(tf.split(x, sizes, axis=ax))


def swapaxes(x, axis0, axis1, /, *, copy=None):
    nd = x.shape.rank
    a0 = _si._norm_axis(axis0, nd, "swapaxes", "axis0")
    a1 = _si._norm_axis(axis1, nd, "swapaxes", "axis1")
    perm = list(range(nd))
    perm[a0], perm[a1] = perm[a1], perm[a0]
    return tf.transpose(x, perm)


from ivy.plugin import partial as _partial  # noqa: E402

from ._util import IVY  # noqa: E402


@_partial(lambda x, pad_width, /, *, mode="constant", **kw: mode == "constant")
def pad(input, pad_width, /, *, mode="constant", stat_length=1, constant_values=0, end_values=0,  # noqa: A002
        reflect_type="even"):
    nd = input.shape.rank
    widths = _si.pad_widths(pad_width, nd)
    _si.pad_check(mode, reflect_type, tuple(input.shape), widths)
    if nd == 0:
        return tf.identity(input)
    v = _si._cast_scalar(constant_values, IVY[id(input.dtype)], "pad")
    return pad_constant(input, [list(w) for w in widths], v)

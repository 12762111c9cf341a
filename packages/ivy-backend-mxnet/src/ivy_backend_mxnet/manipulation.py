"""Manipulation functions on MXNet (``mx.np``); size-0 inputs go through the host
(several mx.np operators crash on them). Mixed dtypes in ``concat``/``stack`` are
promoted by ivy's rules first."""

from __future__ import annotations

import numpy as onp
from mxnet.base import MXNetError

import ivy
from ivy.plugin import counts as _counts
from ivy.plugin import int_or_ints as _int_or_ints
from ivy.plugin import roll_shifts as _roll_shifts

from . import _host
from ._util import BOOL, I64, IVY_OF, NATIVE_DTYPES, Op, _nd, mnp, normalize_axes

_reshape = Op("_np_reshape")  # mx.np.reshape's operator, called directly


def _common(arrays, name):
    if not arrays:
        raise ivy.InvalidArgumentError(f"{name} needs at least one array")
    ds = {a.dtype for a in arrays}
    if len(ds) <= 1:
        return list(arrays)
    i = ivy.result_type(*(IVY_OF[d] for d in ds))
    d = NATIVE_DTYPES.get(i)
    if d is None:
        raise ivy.UnsupportedDtypeError(f"ivy.{name}: the arrays promote to {i.name}, which mxnet cannot hold")
    return [a if a.dtype == d else a.astype(d) for a in arrays]


def _slow(*xs):
    """Inputs mx.np mishandles (size 0, bool for several operators): computed on the host."""
    for x in xs:
        if x.size == 0 or x.dtype == BOOL:
            return True
    return False


def broadcast_arrays(*arrays):
    if not arrays:
        return ()
    shape = onp.broadcast_shapes(*(a.shape for a in arrays))
    return tuple(broadcast_to(a, shape) for a in arrays)


def broadcast_to(x, /, shape):
    shape = (shape,) if shape.__class__ is int else tuple(shape)
    onp.broadcast_shapes(x.shape, shape)
    if tuple(onp.broadcast_shapes(x.shape, shape)) != shape:
        raise ivy.ShapeError(f"broadcast_to: cannot broadcast shape {x.shape} to {shape}")
    if _slow(x) or 0 in shape or len(shape) > 8:  # (MXNet's broadcast handles 8 dimensions)
        return _host.run(lambda a: onp.array(onp.broadcast_to(a, shape)), x)
    return mnp.broadcast_to(x, shape)


def concat(arrays, /, *, axis=0):
    arrays = _common(arrays, "concat")
    if axis is None:
        arrays = [a.reshape(-1) for a in arrays]
        axis = 0
    if _slow(*arrays) or arrays[0].ndim == 0:
        return _host.run(lambda *a: onp.concatenate(a, axis=axis), *arrays)
    return mnp.concatenate(arrays, axis=axis)


def expand_dims(x, /, axis=0, *, copy=None):
    nd = x.ndim + (len(axis) if isinstance(axis, (tuple, list)) else 1)
    if isinstance(axis, (tuple, list)):
        ax = normalize_axes(axis, nd, "expand_dims")
        shape = list(x.shape)
        for a in sorted(ax):
            shape.insert(a, 1)
        return x.reshape(tuple(shape))
    if not -nd <= axis < nd:
        from ._util import AxisError

        raise AxisError(f"expand_dims: axis {axis} is out of range for the result's {nd} dimensions")
    a = axis % nd
    shape = list(x.shape)
    shape.insert(a, 1)
    r = x.reshape(tuple(shape))
    return r.copy() if copy else r


def flip(x, /, *, axis=None, copy=None):
    if x.ndim == 0:
        return x.copy()
    ax = tuple(range(x.ndim)) if axis is None else normalize_axes(axis, x.ndim, "flip")
    if _slow(x) or x.ndim > 8:  # (MXNet's flip takes at most 9 axes)
        return _host.run(lambda a: onp.flip(a, ax).copy(), x)
    return mnp.flip(x, ax)


def moveaxis(x, source, destination, /):
    src = normalize_axes(source, x.ndim, "moveaxis")
    dst = normalize_axes(destination, x.ndim, "moveaxis")
    if len(src) != len(dst):
        raise ivy.InvalidArgumentError("moveaxis: source and destination need the same number of axes")
    order = [n for n in range(x.ndim) if n not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return permute_dims(x, tuple(order))


def permute_dims(x, /, axes, *, copy=None):
    axes = tuple(axes)
    if len(axes) != x.ndim:
        raise ivy.ShapeError(f"permute_dims: axes {axes} do not match an array of {x.ndim} dimensions")
    normalize_axes(axes, x.ndim, "permute_dims")
    if _slow(x):
        return _host.run(lambda a: onp.transpose(a, axes).copy(), x)
    return mnp.transpose(x, axes)


def repeat(x, repeats, /, *, axis=None):
    # (a negative Python int is refused by ivy-core's dispatch)
    if isinstance(repeats, _nd) and (repeats.dtype == BOOL or onp.dtype(repeats.dtype).kind not in "iu"):
        raise ivy.plugin.integers_required("repeat", onp.dtype(repeats.dtype), "repeats")
    if _host.grads(x):
        return _host.select(_repeat, x, repeats, axis)
    return _host.run(_repeat, x, repeats, axis)


def _repeat(a, r, axis):
    return onp.repeat(a, r.astype(onp.int64) if hasattr(r, "astype") else r, axis)


def reshape(x, /, shape, *, copy=None, order="C", allowzero=True):
    if order == "C" and allowzero and not copy:
        # the common case: mx.np checks the sizes itself (synchronously) and handles size 0
        try:
            return _reshape(x, newshape=shape)
        except MXNetError:
            pass  # the checks below say what is wrong
    shape = (shape,) if shape.__class__ is int else tuple(shape)
    if not allowzero:
        shape = tuple(x.shape[i] if s == 0 else s for i, s in enumerate(shape))
    if order == "F":
        return _host.run(lambda a: onp.reshape(a, shape, order="F").copy(), x)
    n = 1
    for s in x.shape:
        n *= s
    m = 1
    neg = 0
    for s in shape:
        if s == -1:
            neg += 1
        else:
            m *= s
    if neg > 1 or (neg == 0 and m != n) or (neg == 1 and (m == 0 or n % m)):
        if not (neg == 1 and m == 0 and n == 0):
            raise ivy.ShapeError(f"reshape: cannot reshape an array of shape {x.shape} to {shape}")
    if x.size == 0:
        return _host.run(lambda a: onp.reshape(a, shape), x)
    r = x.reshape(shape)
    return r.copy() if copy else r


def roll(x, /, shift, *, axis=None):
    if shift.__class__ is not int:  # integer scalars and arrays as Python ints, as NumPy takes them
        shift = _int_or_ints(shift)
    if axis is not None and axis.__class__ is not int:
        axis = _int_or_ints(axis)
    if axis is not None and shift.__class__ is not int:
        shift, axis = _roll_shifts(shift, axis)
    if _slow(x):
        return _host.run(lambda a: onp.roll(a, shift, axis), x)
    if axis is None:
        return mnp.roll(x.reshape(-1), shift).reshape(x.shape) if x.ndim else x.copy()
    if axis == ():  # no axes: nothing moves (MXNet refuses empty axes)
        return x.copy()
    return mnp.roll(x, shift, axis)


def squeeze(x, /, axis=None, *, copy=None):
    if axis is None:
        ax = tuple(i for i, s in enumerate(x.shape) if s == 1)
    else:
        ax = normalize_axes(axis, x.ndim, "squeeze") if x.ndim or axis not in (0, -1, ()) else ()
        for a in ax:
            if x.shape[a] != 1:
                raise ivy.ShapeError(f"squeeze: axis {a} of shape {x.shape} does not have size 1")
    shape = tuple(s for i, s in enumerate(x.shape) if i not in ax)
    r = x.reshape(shape) if x.size else _host.run(lambda a: a.reshape(shape), x)
    return r.copy() if copy else r


def stack(arrays, /, *, axis=0):
    arrays = _common(arrays, "stack")
    if len({a.shape for a in arrays}) > 1:
        raise ivy.ShapeError(f"stack: all arrays need the same shape, got {[a.shape for a in arrays]}")
    nd = arrays[0].ndim + 1
    if not -nd <= axis < nd:
        from ._util import AxisError

        raise AxisError(f"stack: axis {axis} is out of range for {nd} dimensions")
    if _slow(*arrays):
        return _host.run(lambda *a: onp.stack(a, axis), *arrays)
    return mnp.stack(arrays, axis)


def tile(x, repetitions, /):
    reps = _counts(repetitions, "tile", "repetitions")
    reps = (reps,) if reps.__class__ is int else reps
    if _slow(x) or 0 in reps:
        return _host.run(lambda a: onp.tile(a, reps), x)
    if sum(r > 1 for r in reps) < 3:
        return mnp.tile(x, reps)
    # MXNet's kernel broadcasts over 2 * ndim axes and can fail with three or more repeated axes
    # ("Too many reduction axes", raised when the result is read): one axis at a time
    nd = max(x.ndim, len(reps))
    full = (1,) * (nd - len(reps)) + reps
    x = x.reshape((1,) * (nd - x.ndim) + x.shape)
    for i, r in enumerate(full):
        if r > 1:
            x = mnp.tile(x, (1,) * i + (r,) + (1,) * (nd - i - 1))
    return x


def unstack(x, /, *, axis=0, keepdims=False, copy=None):
    if x.ndim == 0:
        raise ivy.AxisError("unstack needs an array with at least one dimension")
    a = normalize_axes(axis, x.ndim, "unstack")[0]
    n = x.shape[a]
    out = []
    for i in range(n):
        key = (slice(None),) * a + (slice(i, i + 1) if keepdims else i,)
        r = x[key]
        out.append(r if isinstance(r, _nd) else mnp.array(r, dtype=x.dtype))
    return tuple(out)


_ = I64

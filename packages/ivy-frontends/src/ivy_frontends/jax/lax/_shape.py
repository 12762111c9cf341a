"""``jax.lax``'s shape primitives: broadcast, reshape, transpose, pad, concatenate, slice,
iota, full.

>>> import ivy_frontends.jax.lax as lax
>>> lax.pad(lax.iota("int32", 3), 0, [(1, 0, 1)])    # interior padding
Array([0, 0, 0, 1, 0, 2], dtype=int32)
"""

from __future__ import annotations

import builtins
import operator

import ivy

from ._base import SCALARS, FrontendTypeError, FrontendValueError, arr, dt, get_item, n, same, shape_of, unary, wrap


def _ints(seq, what):
    try:
        return tuple(operator.index(s) for s in seq)
    except TypeError:
        raise FrontendTypeError(f"{what} must be a sequence of integers, got {seq!r}") from None


def _canon_axis(d, ndim, what="dimension"):
    if not -ndim <= d < builtins.max(ndim, 1):
        raise FrontendValueError(f"{what} {d} is out of bounds for array of dimension {ndim}")
    return d % ndim if ndim else 0


def broadcast_in_dim(operand, shape, broadcast_dimensions, *, out_sharding=None):
    """``operand``'s dimension ``i`` becomes ``shape[broadcast_dimensions[i]]`` (size equal or 1)."""
    a, w = unary(operand)
    shape = _ints(shape, "shape")
    bd = _ints(broadcast_dimensions, "broadcast_dimensions")
    ash = shape_of(a)
    if len(bd) != len(ash):
        raise FrontendTypeError(
            f"broadcast_in_dim broadcast_dimensions must have length equal to operand ndim; got "
            f"broadcast_dimensions {bd} for operand ndim {len(ash)}."
        )
    if list(bd) != sorted(bd) or len(set(bd)) != len(bd):
        raise FrontendTypeError(f"broadcast_in_dim broadcast_dimensions must be strictly increasing; got {bd}.")
    inter = [1] * len(shape)
    for i, d in enumerate(bd):
        if not 0 <= d < len(shape) or ash[i] not in (1, shape[d]):
            raise FrontendTypeError(
                f"broadcast_in_dim operand dimension sizes must either be 1, or be equal to their "
                f"corresponding dimensions in the target broadcast shape; got operand of shape {ash}, "
                f"target broadcast shape {shape}, broadcast_dimensions {bd} "
            )
        inter[d] = ash[i]
    return wrap(ivy.broadcast_to(ivy.reshape(a, tuple(inter)), shape), weak=w)


def broadcast(operand, sizes, *, out_sharding=None):
    a, w = unary(operand)
    sizes = _ints(sizes, "sizes")
    return wrap(ivy.broadcast_to(a, sizes + shape_of(a)), weak=w)


def broadcast_to_rank(x, rank):
    a, w = unary(x)
    nd = len(a.shape)
    return wrap(ivy.reshape(a, (1,) * (rank - nd) + shape_of(a)) if rank > nd else a, weak=w)


def broadcast_shapes(*shapes):
    return tuple(ivy.broadcast_shapes(*[tuple(s) for s in shapes]))


def broadcast_like(arr, like_arr):
    a, w = unary(arr)
    return wrap(ivy.broadcast_to(a, shape_of(n(like_arr))), weak=w)


def reshape(operand, new_sizes, dimensions=None, *, out_sharding=None):
    """Reshape, after transposing by ``dimensions`` if given."""
    a, w = unary(operand)
    if isinstance(new_sizes, int):
        new_sizes = (new_sizes,)
    new = _ints(new_sizes, "new_sizes")
    if dimensions is not None:
        dims = _ints(dimensions, "dimensions")
        if sorted(dims) != list(range(len(a.shape))):
            raise FrontendTypeError(
                f"reshape dimensions must be a permutation of operand dimensions, got dimensions {dims}"
            )
        a = ivy.permute_dims(a, dims)
    if _prod(new) != _prod(shape_of(a)) or builtins.any(s < 0 for s in new):
        raise FrontendTypeError(
            f"reshape total size must be unchanged, got new_sizes {new} (of total size {_prod(new)}) "
            f"for shape {shape_of(a)} (of total size {_prod(shape_of(a))})."
        )
    return wrap(ivy.reshape(a, new), weak=w)


def _prod(s):
    p = 1
    for v in s:
        p *= v
    return p


def squeeze(array, dimensions):
    a, w = unary(array)
    nd = len(a.shape)
    dims = tuple(_canon_axis(d, nd) for d in _ints(dimensions, "dimensions"))
    sh = shape_of(a)
    for d in dims:
        if sh[d] != 1:
            raise FrontendValueError(
                f"cannot select an axis to squeeze out which has size not equal to one, got shape={sh} and "
                f"dimensions={dims}"
            )
    return wrap(ivy.reshape(a, tuple(s for i, s in enumerate(sh) if i not in dims)), weak=w)


def expand_dims(array, dimensions):
    a, w = unary(array)
    sh = list(shape_of(a))
    nd = len(sh) + len(dimensions)
    dims = sorted(_canon_axis(d, nd) for d in _ints(dimensions, "dimensions"))
    for d in dims:
        sh.insert(d, 1)
    return wrap(ivy.reshape(a, tuple(sh)), weak=w)


def transpose(operand, permutation):
    a, w = unary(operand)
    perm = _ints(permutation, "permutation")
    if sorted(perm) != list(range(len(a.shape))):
        raise FrontendValueError(
            f"transpose permutation isn't a permutation of operand dimensions, got permutation {perm} for "
            f"operand shape {shape_of(a)}."
        )
    return wrap(ivy.permute_dims(a, perm), weak=w)


def rev(operand, dimensions):
    a, w = unary(operand)
    dims = _ints(dimensions, "dimensions")
    if not dims:
        return wrap(a, weak=w)
    return wrap(ivy.flip(a, axis=dims), weak=w)


def _slice(a, axis, start, stop, step=1):
    key = [builtins.slice(None)] * len(a.shape)
    key[axis] = builtins.slice(start, stop, step)
    return get_item(a, tuple(key))


def pad(operand, padding_value, padding_config):
    """Pad each dimension by ``(low, high, interior)`` (negative low/high crop)."""
    a, v = same("pad", operand, padding_value)
    if len(v.shape):
        raise FrontendTypeError(f"pad padding_value must be a scalar, got shape {shape_of(v)}")
    cfg = [tuple(_ints(c, "padding_config")) for c in padding_config]
    if len(cfg) != len(a.shape):
        raise FrontendValueError(f"len(padding_config) ({len(cfg)}) must equal the operand's rank ({len(a.shape)})")
    for axis, (lo, hi, interior) in enumerate(cfg):
        if interior < 0:
            raise FrontendValueError(
                f"interior padding in padding_config must be nonnegative, got padding_config {cfg}"
            )
        size = a.shape[axis]
        if interior and size > 1:
            moved = ivy.moveaxis(a, axis, -1)
            fill = ivy.broadcast_to(v, shape_of(moved) + (interior,))
            both = ivy.concat([ivy.expand_dims(moved, axis=-1), fill], axis=-1)
            flat = ivy.reshape(both, shape_of(moved)[:-1] + (size * (interior + 1),))
            a = ivy.moveaxis(_slice(flat, len(flat.shape) - 1, 0, size * (interior + 1) - interior), -1, axis)
        for amount, at_start in ((lo, True), (hi, False)):
            if amount > 0:
                sh = list(shape_of(a))
                sh[axis] = amount
                block = ivy.broadcast_to(v, tuple(sh))
                a = ivy.concat([block, a] if at_start else [a, block], axis=axis)
            elif amount < 0:
                length = a.shape[axis]
                if -amount > length:
                    raise FrontendValueError(
                        f"Dimension size after padding is not at least 0, got result shape for padding_config {cfg}"
                    )
                a = _slice(a, axis, -amount, None) if at_start else _slice(a, axis, 0, length + amount)
    return wrap(a)


def concatenate(operands, dimension):
    xs = same("concatenate", *operands)
    if not xs:
        raise FrontendValueError("concatenate requires a non-empty sequences of arrays")
    return wrap(ivy.concat(xs, axis=dimension))


def stack(operands, axis=0):
    xs = same("stack", *operands)
    return wrap(ivy.stack(xs, axis=axis))


def unstack(x, axis=0):
    a, w = unary(x)
    return tuple(wrap(p, weak=w) for p in ivy.unstack(a, axis=axis))


def split(operand, sizes, axis=0):
    a, w = unary(operand)
    sizes = _ints(sizes, "sizes")
    nd = len(a.shape)
    if not -nd <= axis < nd:
        raise FrontendValueError(f"axis {axis} is out of bounds for array of dimension {nd}")
    axis %= nd
    if builtins.any(s < 0 for s in sizes):
        raise FrontendValueError(f"Sizes passed to split must be nonnegative, got {list(sizes)}")
    if builtins.sum(sizes) != a.shape[axis]:
        raise FrontendValueError(
            f"Sum of sizes {builtins.sum(sizes)} must be equal to dimension {axis} of the operand shape {shape_of(a)}"
        )
    out, start = [], 0
    for s in sizes:
        out.append(wrap(_slice(a, axis, start, start + s), weak=w))
        start += s
    return out


def tile(operand, reps):
    a, w = unary(operand)
    return wrap(ivy.tile(a, _ints(reps, "reps")), weak=w)


def collapse(operand, start_dimension, stop_dimension=None):
    a, w = unary(operand)
    sh = shape_of(a)
    nd = len(sh)
    start = start_dimension % nd if nd else 0
    stop = nd if stop_dimension is None else (stop_dimension if stop_dimension >= 0 else stop_dimension + nd)
    return wrap(ivy.reshape(a, sh[:start] + (_prod(sh[start:stop]),) + sh[stop:]), weak=w)


def slice(operand, start_indices, limit_indices, strides=None):  # noqa: A001 (lax's name)
    a, w = unary(operand)
    st, li = _ints(start_indices, "start_indices"), _ints(limit_indices, "limit_indices")
    sd = (1,) * len(st) if strides is None else _ints(strides, "strides")
    sh = shape_of(a)
    if not len(st) == len(li) == len(sd) == len(sh):
        raise FrontendTypeError(
            f"slice start_indices must have length equal to the number of dimensions of the operand, "
            f"got start_indices {st} for operand shape {sh}."
        )
    for s, l_, k, d in zip(st, li, sd, sh):
        if s < 0 or l_ > d or l_ < s or k < 1:
            raise FrontendTypeError(
                f"slice indices out of bounds or invalid: start_indices {st}, limit_indices {li}, strides {sd} "
                f"for operand shape {sh}."
            )
    key = tuple(builtins.slice(s, l_, k) for s, l_, k in zip(st, li, sd))
    return wrap(get_item(a, key) if key else a, weak=w)


def slice_in_dim(operand, start_index, limit_index, stride=1, axis=0):
    a, w = unary(operand)
    sh = shape_of(a)
    axis = _canon_axis(axis, len(sh), "axis")
    size = sh[axis]
    s = 0 if start_index is None else start_index
    e = size if limit_index is None else limit_index
    s = s + size if s < 0 else s
    e = e + size if e < 0 else e
    st = [0] * len(sh)
    li = list(sh)
    sd = [1] * len(sh)
    st[axis], li[axis], sd[axis] = s, e, stride
    return slice(wrap(a, weak=w), st, li, sd)


def index_in_dim(operand, index, axis=0, keepdims=True):
    a, w = unary(operand)
    sh = shape_of(a)
    axis = _canon_axis(axis, len(sh), "axis")
    index = operator.index(index)
    size = sh[axis]
    if not -size <= index < size:
        raise FrontendValueError(f"index {index} is out of bounds for axis {axis} with size {size}")
    index %= size
    out = _slice(a, axis, index, index + 1)
    if not keepdims:
        out = ivy.reshape(out, sh[:axis] + sh[axis + 1 :])
    return wrap(out, weak=w)


def iota(dtype, size):
    d = dt(dtype)
    size = operator.index(size)
    return wrap(_native(ivy.arange(0, size, dtype=d)))


def _native(x):
    return x._data if isinstance(x, ivy.Array) else x


def broadcasted_iota(dtype, shape, dimension, *, out_sharding=None):
    d = dt(dtype)
    shape = _ints(shape, "shape")
    dimension = _canon_axis(dimension, len(shape))
    r = _native(ivy.arange(0, shape[dimension], dtype=d))
    inter = [1] * len(shape)
    inter[dimension] = shape[dimension]
    return wrap(ivy.broadcast_to(ivy.reshape(r, tuple(inter)), shape))


def full(shape, fill_value, dtype=None, *, sharding=None):
    """An array of ``shape`` filled with ``fill_value`` (``dtype`` None: the value's JAX dtype)."""
    if isinstance(shape, int):
        shape = (shape,)
    shape = _ints(shape, "shape")
    if not isinstance(fill_value, SCALARS) and len(n(fill_value).shape):
        raise FrontendTypeError(
            f"full must be called with scalar fill_value, got fill_value.shape {shape_of(n(fill_value))}."
        )
    v = arr(fill_value)
    weak = dtype is None and isinstance(fill_value, SCALARS)
    d = dt(dtype) if dtype is not None else ivy.dtype(v)
    v = ivy.astype(v, d)
    return wrap(ivy.broadcast_to(v, shape) if shape else v, weak=weak)


def full_like(x, fill_value, dtype=None, shape=None, sharding=None):
    a = n(x)
    d = dt(dtype) if dtype is not None else ivy.dtype(a)
    sh = shape_of(a) if shape is None else _ints(shape, "shape")
    v = ivy.astype(arr(fill_value), d)
    return wrap(ivy.broadcast_to(v, sh) if sh else v)


def empty(shape, dtype, *, out_sharding=None):
    return full(shape, 0, dtype)


def zeros_like_array(x):
    return full_like(x, 0)

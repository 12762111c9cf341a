"""``jax.lax``'s indexing primitives: ``dynamic_slice``/``dynamic_update_slice`` and XLA's
``gather``/``scatter`` with their dimension numbers and out-of-bounds modes.

Gather and scatter are computed from flat element indices (every element a slice touches, found
by index arithmetic on natives), so they run on every backend and stay differentiable.

>>> import ivy_frontends.jax.lax as lax
>>> dn = lax.GatherDimensionNumbers(offset_dims=(), collapsed_slice_dims=(0,), start_index_map=(0,))
>>> lax.gather(lax.iota("float32", 5), [[3], [1]], dn, (1,))
Array([3., 1.], dtype=float32)
"""

from __future__ import annotations

import builtins
import enum
import math
import operator
from typing import NamedTuple

import ivy

from ._base import FrontendTypeError, FrontendValueError, asarray_, get_item, n, nat, shape_of, unary, wrap


class GatherScatterMode(enum.Enum):
    """How gather/scatter treat out-of-bounds indices."""

    CLIP = enum.auto()
    FILL_OR_DROP = enum.auto()
    PROMISE_IN_BOUNDS = enum.auto()
    ONE_HOT = enum.auto()

    @staticmethod
    def from_any(s):
        if isinstance(s, GatherScatterMode):
            return s
        if s == "clip":
            return GatherScatterMode.CLIP
        if s is None or s == "fill" or s == "drop":
            return GatherScatterMode.FILL_OR_DROP
        if s == "promise_in_bounds":
            return GatherScatterMode.PROMISE_IN_BOUNDS
        if s == "one_hot":
            return GatherScatterMode.ONE_HOT
        raise FrontendValueError(f'Unknown gather mode "{s}"')


class GatherDimensionNumbers(NamedTuple):
    """XLA's gather dimension numbers (JAX's index vector is the last axis of the indices)."""

    offset_dims: tuple
    collapsed_slice_dims: tuple
    start_index_map: tuple
    operand_batching_dims: tuple = ()
    start_indices_batching_dims: tuple = ()


class ScatterDimensionNumbers(NamedTuple):
    """XLA's scatter dimension numbers."""

    update_window_dims: tuple
    inserted_window_dims: tuple
    scatter_dims_to_operand_dims: tuple
    operand_batching_dims: tuple = ()
    scatter_indices_batching_dims: tuple = ()


def _index_native(idx):
    a = n(idx)
    d = ivy.dtype(a)
    if not (ivy.is_int_dtype(d) or ivy.is_uint_dtype(d)) or ivy.is_bool_dtype(d):
        raise FrontendTypeError(f"indices must have an integer type, got {str(d).replace('ivy.', '')}")
    return ivy.astype(a, ivy.int64)


def _i64(v):
    return asarray_(v, dtype=ivy.int64)


def _starts(operand_shape, start_indices, sizes, allow_negative):
    """Start indices as int64 natives, negative ones wrapped, clamped so the slice fits."""
    out = []
    for d, (s, size) in enumerate(zip(start_indices, sizes)):
        if isinstance(s, int):
            if allow_negative and s < 0:
                s += operand_shape[d]
            out.append(builtins.min(builtins.max(s, 0), operand_shape[d] - size))
            continue
        v = ivy.reshape(_index_native(s), ())
        if allow_negative:
            v = ivy.where(ivy.less(v, 0), ivy.add(v, operand_shape[d]), v)
        out.append(int(ivy.to_scalar(ivy.clip(v, 0, operand_shape[d] - size))))
    return out


def dynamic_slice(operand, start_indices, slice_sizes, *, allow_negative_indices=True):
    """``operand[start:start+size]`` per dimension, starts clamped so the slice fits (XLA)."""
    a, w = unary(operand)
    sh = shape_of(a)
    sizes = tuple(operator.index(s) for s in slice_sizes)
    starts = _start_list(start_indices)
    if len(starts) != len(sh) or len(sizes) != len(sh):
        raise FrontendTypeError(
            f"dynamic_slice start_indices must have length equal to the number of dimensions of the operand, "
            f"got indices {tuple(starts)} for operand shape {sh}"
        )
    for s, d in zip(sizes, sh):
        if s < 0 or s > d:
            raise FrontendTypeError(
                f"slice slice_sizes must be less than or equal to operand shape, got slice_sizes {sizes} for "
                f"operand shape {sh}"
            )
    neg = allow_negative_indices if isinstance(allow_negative_indices, bool) else all(allow_negative_indices)
    st = _starts(sh, starts, sizes, neg)
    key = tuple(builtins.slice(s, s + z) for s, z in zip(st, sizes))
    return wrap(get_item(a, key) if key else a, weak=w)


def _start_list(start_indices):
    if isinstance(start_indices, (list, tuple)):
        return list(start_indices)
    a = n(start_indices)
    return [get_item(a, (i,)) for i in range(a.shape[0])] if len(a.shape) else [a]


def dynamic_slice_in_dim(operand, start_index, slice_size, axis=0, *, allow_negative_indices=True):
    a = n(operand)
    nd = len(a.shape)
    axis %= nd
    starts = [0] * nd
    sizes = list(shape_of(a))
    starts[axis], sizes[axis] = start_index, slice_size
    return dynamic_slice(operand, starts, sizes, allow_negative_indices=allow_negative_indices)


def dynamic_index_in_dim(operand, index, axis=0, keepdims=True, *, allow_negative_indices=True):
    out = dynamic_slice_in_dim(operand, index, 1, axis, allow_negative_indices=allow_negative_indices)
    if keepdims:
        return out
    a = n(out)
    sh = shape_of(a)
    axis %= len(sh)
    return wrap(ivy.reshape(a, sh[:axis] + sh[axis + 1 :]))


def dynamic_update_slice(operand, update, start_indices, *, allow_negative_indices=True):
    """``operand`` with ``update`` written at ``start_indices`` (clamped so it fits)."""
    a, u = n(operand), n(update)
    if a.dtype != u.dtype:
        raise FrontendTypeError(
            "lax.dynamic_update_slice requires arguments to have the same dtypes, got "
            f"{str(ivy.dtype(a))[4:]}, {str(ivy.dtype(u))[4:]}."
        )
    sh, ush = shape_of(a), shape_of(u)
    starts = _start_list(start_indices)
    if len(ush) != len(sh) or len(starts) != len(sh):
        raise FrontendTypeError(
            f"dynamic_update_slice update must have the same rank as operand, got update shape {ush} for "
            f"operand shape {sh}."
        )
    if builtins.any(us > s for us, s in zip(ush, sh)):
        raise FrontendTypeError(
            f"dynamic_update_slice update shape must be smaller than operand shape, got update shape {ush} for "
            f"operand shape {sh}."
        )
    neg = allow_negative_indices if isinstance(allow_negative_indices, bool) else all(allow_negative_indices)
    st = _starts(sh, starts, ush, neg)
    if not sh or _size(ush) == 0:
        return wrap(u if not sh else a)
    flat_idx = _flat_window_index(sh, st, ush)
    flat = ivy.reshape(a, (-1,))
    out = ivy.scatter_nd(ivy.reshape(flat_idx, (-1, 1)), ivy.reshape(u, (-1,)), reduction="replace", tensor=flat)
    return wrap(ivy.reshape(out, sh))


def _size(sh):
    return math.prod(sh)


def _flat_window_index(sh, starts, wsh):
    strides = _strides(sh)
    idx = None
    for d, (s, z) in enumerate(zip(starts, wsh)):
        r = ivy.multiply(ivy.add(nat(ivy.arange(0, z, dtype=ivy.int64)), s), strides[d])
        r = ivy.reshape(r, tuple(z if i == d else 1 for i in range(len(sh))))
        idx = r if idx is None else ivy.add(idx, r)
    return ivy.broadcast_to(idx, tuple(wsh))


def _strides(sh):
    out, acc = [], 1
    for s in reversed(sh):
        out.append(acc)
        acc *= s
    return out[::-1]


def dynamic_update_slice_in_dim(operand, update, start_index, axis, *, allow_negative_indices=True):
    a = n(operand)
    axis %= len(a.shape)
    starts = [0] * len(a.shape)
    starts[axis] = start_index
    return dynamic_update_slice(operand, update, starts, allow_negative_indices=allow_negative_indices)


def dynamic_update_index_in_dim(operand, update, index, axis, *, allow_negative_indices=True):
    a, u = n(operand), n(update)
    axis %= len(a.shape)
    if len(u.shape) == len(a.shape) - 1:
        sh = list(shape_of(u))
        sh.insert(axis, 1)
        update = wrap(ivy.reshape(u, tuple(sh)))
    return dynamic_update_slice_in_dim(operand, update, index, axis, allow_negative_indices=allow_negative_indices)


# ------------------------------------------------------------------ gather / scatter


def _arange(k):
    return nat(ivy.arange(0, k, dtype=ivy.int64))


def _fill_value(d, fill_value):
    if fill_value is not None:
        return fill_value
    if ivy.is_bool_dtype(d):
        return True
    if ivy.is_uint_dtype(d):
        return int(ivy.iinfo(d).max)
    if ivy.is_int_dtype(d):
        return int(ivy.iinfo(d).min)
    return math.nan


def _coords(op_shape, idx, index_map, window_dims, window_sizes, op_batch, idx_batch, clip):
    """Per operand dimension, the coordinate of each (batch position, window offset) and the
    in-bounds mask of each batch position; batch positions are idx.shape[:-1], window offsets
    are ``window_sizes`` over ``window_dims`` (other operand dims: offset 0)."""
    bsh = shape_of(idx)[:-1]
    nb = len(bsh)
    nw = len(window_dims)
    ok = None
    coords = []
    for d in range(len(op_shape)):
        size_d = window_sizes.get(d, 1)
        if d in index_map:
            k = index_map.index(d)
            s = get_item(idx, (Ellipsis, k))
            hi = op_shape[d] - size_d
            inb = ivy.logical_and(ivy.greater_equal(s, 0), ivy.less_equal(s, hi))
            ok = inb if ok is None else ivy.logical_and(ok, inb)
            s = ivy.clip(s, 0, builtins.max(hi, 0))
        elif d in op_batch:
            j = idx_batch[op_batch.index(d)]
            shp = [1] * nb
            shp[j] = bsh[j]
            s = ivy.broadcast_to(ivy.reshape(_arange(bsh[j]), tuple(shp)), bsh)
        else:
            s = nat(ivy.zeros(bsh, dtype=ivy.int64))
        s = ivy.reshape(s, bsh + (1,) * nw)
        if d in window_dims:
            w = window_dims.index(d)
            shp = [1] * nw
            shp[w] = size_d
            s = ivy.add(s, ivy.reshape(_arange(size_d), (1,) * nb + tuple(shp)))
        coords.append(s)
    full = bsh + tuple(window_sizes[d] for d in window_dims)
    flat = None
    for c, st in zip(coords, _strides(op_shape)):
        t = ivy.multiply(c, st)
        flat = t if flat is None else ivy.add(flat, t)
    if flat is None:
        flat = nat(ivy.zeros(full, dtype=ivy.int64))
    flat = ivy.broadcast_to(flat, full)
    if ok is None or clip:
        return flat, None
    return flat, ok


def gather(
    operand,
    start_indices,
    dimension_numbers,
    slice_sizes,
    *,
    unique_indices=False,
    indices_are_sorted=False,
    mode=None,
    fill_value=None,
):
    """XLA's gather: a slice of ``slice_sizes`` at each index vector (the last axis of
    ``start_indices``); ``mode`` ``"clip"`` clamps, ``"fill"`` (default) fills out-of-bounds slices."""
    a = n(operand)
    idx = _index_native(start_indices)
    dn = dimension_numbers
    if not isinstance(dn, GatherDimensionNumbers):
        raise FrontendTypeError(f"dimension_numbers must be a GatherDimensionNumbers, got {type(dn).__name__}")
    m = GatherScatterMode.from_any(mode)
    osh = shape_of(a)
    sizes = tuple(operator.index(s) for s in slice_sizes)
    index_map = tuple(dn.start_index_map)
    if len(sizes) != len(osh):
        raise FrontendTypeError(
            "Gather op must have one slice size for every input dimension; got: "
            f"len(slice_sizes)={len(sizes)}, input_shape.rank={len(osh)}"
        )
    if len(idx.shape) == 0 or idx.shape[-1] != len(index_map):
        raise FrontendTypeError(
            f"Gather op has {len(index_map)} elements in start_index_map and the bound of dimension "
            f"index_vector_dim={len(idx.shape) - 1} of indices is "
            f"{idx.shape[-1] if len(idx.shape) else 0}. These two numbers must be equal."
        )
    for d, (s, o) in enumerate(zip(sizes, osh)):
        if s < 0 or s > o:
            raise FrontendTypeError(
                f"Slice size at index {d} in gather op is out of range, must be within [0, {o} + 1), got {s}."
            )
    collapsed = set(dn.collapsed_slice_dims) | set(dn.operand_batching_dims)
    window_dims = tuple(d for d in range(len(osh)) if d not in collapsed)
    if len(window_dims) != len(dn.offset_dims):
        raise FrontendTypeError(
            "All components of the offset index in a gather op must either be a offset dimension or "
            f"explicitly collapsed/batching; got len(slice_sizes)={len(sizes)}, output_slice_sizes={window_dims}, "
            f"collapsed_slice_dims={tuple(dn.collapsed_slice_dims)}, "
            f"operand_batching_dims={tuple(dn.operand_batching_dims)}."
        )
    wsizes = {d: sizes[d] for d in range(len(osh))}
    flat, ok = _coords(
        osh,
        idx,
        index_map,
        window_dims,
        wsizes,
        tuple(dn.operand_batching_dims),
        tuple(dn.start_indices_batching_dims),
        m is not GatherScatterMode.FILL_OR_DROP,
    )
    bsh = shape_of(idx)[:-1]
    if _size(osh) == 0:
        vals = nat(ivy.zeros(shape_of(flat), dtype=ivy.dtype(a)))
    else:
        vals = (
            ivy.gather(ivy.reshape(a, (-1,)), ivy.reshape(flat, (-1,)), axis=0)
            if _size(shape_of(flat))
            else ivy.zeros_like(ivy.astype(flat, ivy.dtype(a)))
        )
        vals = ivy.reshape(vals, shape_of(flat))
    if ok is not None:
        d = ivy.dtype(a)
        fv = asarray_(_fill_value(d, fill_value), dtype=d)
        vals = ivy.where(ivy.reshape(ok, shape_of(ok) + (1,) * len(window_dims)), vals, fv)
    # output: batch dims where not offset_dims, window dims at offset_dims
    nb, nw = len(bsh), len(window_dims)
    out_rank = nb + nw
    offset = sorted(dn.offset_dims)
    perm, bi, wi = [], 0, 0
    for pos in range(out_rank):
        if pos in offset:
            perm.append(nb + wi)
            wi += 1
        else:
            perm.append(bi)
            bi += 1
    if perm != list(range(out_rank)):
        vals = ivy.permute_dims(vals, tuple(perm))
    return wrap(vals)


_REDUCTIONS = {
    "scatter": "replace",
    "scatter_add": "sum",
    "scatter_sub": "sum",
    "scatter_mul": "mul",
    "scatter_min": "min",
    "scatter_max": "max",
}


def _scatter(kind, operand, scatter_indices, updates, dimension_numbers, mode):
    a, u = n(operand), n(updates)
    if a.dtype != u.dtype:
        raise FrontendTypeError(
            f"lax.{kind} requires arguments to have the same dtypes, got "
            f"{str(ivy.dtype(a))[4:]}, {str(ivy.dtype(u))[4:]}."
        )
    idx = _index_native(scatter_indices)
    dn = dimension_numbers
    if not isinstance(dn, ScatterDimensionNumbers):
        raise FrontendTypeError(f"dimension_numbers must be a ScatterDimensionNumbers, got {type(dn).__name__}")
    m = GatherScatterMode.from_any(mode)
    osh, ush = shape_of(a), shape_of(u)
    index_map = tuple(dn.scatter_dims_to_operand_dims)
    if len(idx.shape) == 0 or idx.shape[-1] != len(index_map):
        raise FrontendTypeError(
            f"Scatter op has {len(index_map)} elements in scatter_dims_to_operand_dims and the bound of "
            f"dimension index_vector_dim of indices is {idx.shape[-1] if len(idx.shape) else 0}. "
            "These two numbers must be equal."
        )
    inserted = set(dn.inserted_window_dims) | set(dn.operand_batching_dims)
    window_dims = tuple(d for d in range(len(osh)) if d not in inserted)
    uwd = tuple(dn.update_window_dims)
    if len(uwd) != len(window_dims):
        raise FrontendTypeError(
            f"Scatter op has window of size {len(window_dims)}; doesn't match updates window dims {uwd}."
        )
    wsizes = {d: 1 for d in range(len(osh))}
    for d, ud in zip(window_dims, uwd):
        wsizes[d] = ush[ud]
    # updates laid out as batch dims then window dims
    batch_pos = [i for i in range(len(ush)) if i not in uwd]
    if [ush[i] for i in batch_pos] != list(shape_of(idx)[:-1]):
        raise FrontendTypeError(
            f"Scatter op updates shape {ush} doesn't match the indices' batch shape {shape_of(idx)[:-1]}."
        )
    perm = batch_pos + list(uwd)
    if perm != list(range(len(ush))):
        u = ivy.permute_dims(u, tuple(perm))
    if kind == "scatter_sub":
        u = ivy.negative(u)
    flat, ok = _coords(
        osh,
        idx,
        index_map,
        window_dims,
        wsizes,
        tuple(dn.operand_batching_dims),
        tuple(dn.scatter_indices_batching_dims),
        m is GatherScatterMode.CLIP,
    )
    total = _size(osh)
    fa = ivy.reshape(a, (-1,))
    if ok is not None:
        # out-of-bounds windows go to one extra element past the end, then dropped
        okb = ivy.broadcast_to(ivy.reshape(ok, shape_of(ok) + (1,) * len(window_dims)), shape_of(flat))
        flat = ivy.where(okb, flat, ivy.full_like(flat, total))
        fa = ivy.concat([fa, nat(ivy.zeros((1,), dtype=ivy.dtype(a)))], axis=0)
    if _size(shape_of(flat)) == 0:
        return wrap(a)
    out = ivy.scatter_nd(ivy.reshape(flat, (-1, 1)), ivy.reshape(u, (-1,)), reduction=_REDUCTIONS[kind], tensor=fa)
    if ok is not None:
        out = get_item(out, (builtins.slice(0, total),))
    return wrap(ivy.reshape(out, osh))


def _make_scatter(kind):
    def op(
        operand,
        scatter_indices,
        updates,
        dimension_numbers,
        *,
        indices_are_sorted=False,
        unique_indices=False,
        mode=None,
    ):
        return _scatter(kind, operand, scatter_indices, updates, dimension_numbers, mode)

    op.__name__ = op.__qualname__ = kind
    op.__doc__ = (
        f"XLA's scatter ({_REDUCTIONS[kind]} of duplicates and existing values); "
        '``mode`` ``"clip"`` or ``"drop"`` (default).'
    )
    return op


scatter = _make_scatter("scatter")
scatter_add = _make_scatter("scatter_add")
scatter_sub = _make_scatter("scatter_sub")
scatter_mul = _make_scatter("scatter_mul")
scatter_min = _make_scatter("scatter_min")
scatter_max = _make_scatter("scatter_max")


def scatter_apply(
    operand,
    scatter_indices,
    func,
    dimension_numbers,
    *,
    update_shape=(),
    indices_are_sorted=False,
    unique_indices=False,
    mode=None,
):
    """``func`` applied to the elements the indices reach (each once)."""
    a = n(operand)
    ones = nat(ivy.ones(tuple(update_shape), dtype=ivy.bool))
    hit = n(scatter(wrap(ivy.zeros_like(a, dtype=ivy.bool)), scatter_indices, wrap(ones), dimension_numbers, mode=mode))
    return wrap(ivy.where(hit, n(func(wrap(a))), a))


def index_take(src, idxs, axes):
    a = n(src)
    key = [builtins.slice(None)] * len(a.shape)
    for k, ax in zip(ivy.unstack(_index_native(idxs), axis=1), axes):
        key[ax] = k
    return wrap(get_item(a, tuple(key)))

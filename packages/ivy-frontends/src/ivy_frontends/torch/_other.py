"""torch's "Other operations" and the sorting/searching/comparison ops: ``cumsum``/``cumprod``/
``cummax``/``logcumsumexp``, ``diag``/``diag_embed``/``diagflat``, ``tril``/``triu``, ``flip``/
``roll``/``rot90``, ``sort``/``argsort``/``topk``/``kthvalue``/``msort``, ``unique``,
``searchsorted``/``bucketize``, ``histc``/``histogram``/``bincount``, ``isin``/``isclose``/
``equal``, ``diff``, ``trapezoid``, ``cov``/``corrcoef``, ``renorm``, ``repeat_interleave``,
``view_as_real``/``view_as_complex``, ``softmax``/``log_softmax``, ``quantile``, ``cdist``, the
``*_copy`` ops and more.

>>> import ivy_frontends.torch as torch
>>> torch.sort(torch.tensor([3, 1, 2])).indices
tensor([1, 2, 0])
"""

from __future__ import annotations

import builtins
import itertools
import math

import ivy

from .._errors import FrontendIndexError, FrontendRuntimeError, FrontendTypeError
from . import _dtypes as D
from . import return_types as RT
from ._convert import cast, dtype_of, fl, n, promoted, refuse_for, ret, ret_tuple, t, wrap
from ._indexing import _bget, _bset, _copy, _shape_of
from .tensor import Tensor, _dim

__all__ = [
    "cumsum", "cumprod", "cummax", "cummin", "logcumsumexp", "diag", "diag_embed", "diagflat", "tril", "triu",
    "flip", "fliplr", "flipud", "roll", "rot90", "sort", "argsort", "msort", "topk", "kthvalue", "searchsorted",
    "bucketize", "histc", "histogram", "histogramdd", "bincount", "isin", "isclose", "allclose", "equal", "isneginf",
    "isposinf", "isreal", "diff", "trapezoid", "trapz", "cumulative_trapezoid", "cov", "corrcoef", "renorm",
    "repeat_interleave", "view_as_real", "view_as_complex", "softmax", "log_softmax", "quantile", "nanquantile",
    "dist", "frexp", "mvlgamma", "polygamma", "igamma", "igammac", "as_strided", "as_strided_copy",
    "as_strided_scatter", "alias_copy", "narrow_copy", "split_with_sizes", "split_with_sizes_copy", "unsafe_chunk",
    "unsafe_split", "unsafe_split_with_sizes", "view_copy", "permute_copy", "squeeze_copy", "unsqueeze_copy",
    "t_copy", "transpose_copy", "diagonal_copy", "unbind_copy", "unfold_copy", "expand_copy", "fill", "fill_",
    "real", "imag", "cross", "combinations", "hann_window", "hamming_window", "bartlett_window", "blackman_window",
    "kaiser_window",
    "zero_", "resize_as_", "constant_pad_nd", "nonzero_static", "gradient", "slice_inverse", "is_same_size",
]


def _nat(r):
    return r._data if r.__class__ is ivy.Array else r


def _int_sum_dtype(d, dtype):
    if dtype is not None:
        return D.from_any(dtype)
    if d is D.bool or not (d.is_floating_point or d.is_complex):
        return D.int64
    return d


# ------------------------------------------------------------------ cumulative

def cumsum(input, dim, *, dtype=None, out=None):  # noqa: A002
    """Running sums along ``dim`` (integers and bools accumulate in int64)."""
    a = t(input)
    rd = _int_sum_dtype(dtype_of(a), dtype)
    a = ivy.astype(a, rd._ivy) if rd is not dtype_of(a) else a
    if a.ndim == 0:
        _dim(dim, 0)
        return ret(_copy(a), out)
    return ret(ivy.cumulative_sum(a, axis=_dim(dim, a.ndim), dtype=rd._ivy), out)


def cumprod(input, dim, *, dtype=None, out=None):  # noqa: A002
    """Running products along ``dim``."""
    a = t(input)
    rd = _int_sum_dtype(dtype_of(a), dtype)
    a = ivy.astype(a, rd._ivy) if rd is not dtype_of(a) else a
    if a.ndim == 0:
        _dim(dim, 0)
        return ret(_copy(a), out)
    return ret(ivy.cumulative_prod(a, axis=_dim(dim, a.ndim), dtype=rd._ivy), out)


def _cumext(input, dim, out, is_max, cls):  # noqa: A002
    a = t(input)
    if a.ndim == 0:
        _dim(dim, 0)
        z = _nat(ivy.zeros((), dtype=ivy.int64))
        return cls(*ret_tuple((_copy(a), z), out))
    d = _dim(dim, a.ndim)
    size = int(a.shape[d])
    if size == 0:
        return cls(*ret_tuple((_copy(a), _nat(ivy.zeros(_shape_of(a), dtype=ivy.int64))), out))
    dt = dtype_of(a)
    x = ivy.moveaxis(a, d, -1)
    vals, idxs = [], []
    cur_v = _bget(x, (Ellipsis, 0))
    cur_i = _nat(ivy.zeros(_shape_of(cur_v), dtype=ivy.int64))
    vals.append(cur_v)
    idxs.append(cur_i)
    for j in range(1, size):
        v = _bget(x, (Ellipsis, j))
        if dt.is_floating_point:
            take = ivy.logical_or(ivy.isnan(v), ivy.logical_and(ivy.logical_not(ivy.isnan(cur_v)),
                                                                ivy.greater_equal(v, cur_v) if is_max
                                                                else ivy.less_equal(v, cur_v)))
        else:
            take = ivy.greater_equal(v, cur_v) if is_max else ivy.less_equal(v, cur_v)
        cur_v = ivy.where(take, v, cur_v)
        cur_i = ivy.where(take, ivy.full_like(cur_i, j), cur_i)
        vals.append(cur_v)
        idxs.append(cur_i)
    rv = ivy.moveaxis(ivy.stack(vals, axis=-1), -1, d)
    ri = ivy.moveaxis(ivy.stack(idxs, axis=-1), -1, d)
    return cls(*ret_tuple((rv, ri), out))


def cummax(input, dim, *, out=None):  # noqa: A002
    """``(values, indices)`` of the running maximum along ``dim`` (the last index on ties)."""
    return _cumext(input, dim, out, True, RT.cummax)


def cummin(input, dim, *, out=None):  # noqa: A002
    """``(values, indices)`` of the running minimum along ``dim``."""
    return _cumext(input, dim, out, False, RT.cummin)


def logcumsumexp(input, dim, *, out=None):  # noqa: A002
    """``log(cumsum(exp(input)))`` along ``dim``, computed stably."""
    refuse_for("logcumsumexp", t(input))
    a = fl(input)
    if a.ndim == 0:
        _dim(dim, 0)
        return ret(_copy(a), out)
    d = _dim(dim, a.ndim)
    if int(a.shape[d]) == 0:
        return ret(_copy(a), out)
    if dtype_of(a) in (D.float16, D.bfloat16):
        return ret(ivy.astype(logcumsumexp(wrap(ivy.astype(a, ivy.float32)), d)._data, dtype_of(a)._ivy), out)
    if dtype_of(a).is_complex:
        # torch accumulates with complex logaddexp (the operand of the larger real part plus
        # log1p(exp(other - it))), so imaginary parts are not reduced to the principal branch
        from ._pointwise import _logaddexp

        x = ivy.moveaxis(a, d, 0)
        acc = _bget(x, 0)
        outs = [acc]
        for j in builtins.range(1, int(x.shape[0])):
            acc = _logaddexp(acc, _bget(x, j))
            outs.append(acc)
        return ret(ivy.moveaxis(ivy.stack(outs, axis=0), 0, d), out)
    m = ivy.max(a, axis=d, keepdims=True)
    m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
    r = ivy.add(ivy.log(ivy.cumulative_sum(ivy.exp(ivy.subtract(a, m)), axis=d)), m)
    return ret(r, out)


# ------------------------------------------------------------------ diagonals and triangles

def diag(input, diagonal=0, *, out=None):  # noqa: A002
    """A square matrix with ``input`` (1-d) on a diagonal, or the diagonal of a matrix."""
    a = t(input)
    if a.ndim == 1:
        k = int(a.shape[0])
        m = k + builtins.abs(diagonal)
        z = _nat(ivy.zeros((m, m), dtype=dtype_of(a)._ivy))
        rows = _nat(ivy.arange(k, dtype=ivy.int64))
        r_i = ivy.add(rows, builtins.max(-diagonal, 0))
        c_i = ivy.add(rows, builtins.max(diagonal, 0))
        return ret(_bset(z, (r_i, c_i), a) if k else z, out)
    if a.ndim == 2:
        return ret(_copy(ivy.diagonal(a, offset=diagonal, axis1=0, axis2=1)), out)
    raise FrontendRuntimeError(f"diag(): Supports 1D or 2D tensors. Got {a.ndim}D")


def diag_embed(input, offset=0, dim1=-2, dim2=-1):  # noqa: A002
    """Matrices with the last dimension of ``input`` on their ``offset`` diagonal (dims ``dim1``, ``dim2``)."""
    a = t(input)
    k = int(a.shape[-1]) if a.ndim else 1
    m = k + builtins.abs(offset)
    nd = a.ndim + 1
    d1, d2 = _dim(dim1, nd), _dim(dim2, nd)
    if d1 == d2:
        raise FrontendRuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    lead = _shape_of(a)[:-1]
    z = _nat(ivy.zeros(lead + (m, m), dtype=dtype_of(a)._ivy))
    rows = _nat(ivy.arange(k, dtype=ivy.int64))
    r_i = ivy.add(rows, builtins.max(-offset, 0))
    c_i = ivy.add(rows, builtins.max(offset, 0))
    r = _bset(z, (Ellipsis, r_i, c_i), a) if k else z
    # r has the matrix in the last two dims; move them to (d1, d2)
    rest = [i for i in range(nd) if i not in (d1, d2)]
    perm = [0] * nd
    for pos, src in zip(rest + [d1, d2], range(nd)):
        perm[pos] = src
    return wrap(ivy.permute_dims(r, tuple(perm)))


def diagflat(input, offset=0):  # noqa: A002
    """``diag`` of the flattened input."""
    a = ivy.reshape(t(input), (-1,))
    return diag(wrap(a), offset)


def tril(input, diagonal=0, *, out=None):  # noqa: A002
    """The lower triangle (elements above the ``diagonal``-th diagonal zeroed)."""
    a = t(input)
    if a.ndim < 2:
        raise FrontendRuntimeError("tril: input tensor must have at least 2 dimensions")
    return ret(ivy.tril(a, k=diagonal), out)


def triu(input, diagonal=0, *, out=None):  # noqa: A002
    """The upper triangle."""
    a = t(input)
    if a.ndim < 2:
        raise FrontendRuntimeError("triu: input tensor must have at least 2 dimensions")
    return ret(ivy.triu(a, k=diagonal), out)


# ------------------------------------------------------------------ reordering

def flip(input, dims):  # noqa: A002
    """The elements reversed along ``dims`` (a copy)."""
    a = t(input)
    if isinstance(dims, int):
        dims = (dims,)
    axes = tuple(_dim(d, builtins.max(a.ndim, 1)) for d in dims)
    if len(set(axes)) != len(axes):
        raise FrontendRuntimeError("dims has duplicates")
    if a.ndim == 0 or not axes:
        return wrap(_copy(a))
    return wrap(_copy(ivy.flip(a, axis=axes)))


def fliplr(input):  # noqa: A002
    """Reversed along dimension 1."""
    if t(input).ndim < 2:
        raise FrontendRuntimeError("Input must be >= 2-d.")
    return flip(input, (1,))


def flipud(input):  # noqa: A002
    """Reversed along dimension 0."""
    if t(input).ndim < 1:
        raise FrontendRuntimeError("Input must be >= 1-d.")
    return flip(input, (0,))


def roll(input, shifts, dims=None):  # noqa: A002
    """Elements shifted cyclically by ``shifts`` along ``dims`` (of the flattened input when None)."""
    a = t(input)
    if isinstance(shifts, int):
        shifts = (shifts,)
    if dims is None:
        if len(shifts) != 1:
            raise FrontendRuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:0")
        s = _shape_of(a)
        return wrap(ivy.reshape(ivy.roll(ivy.reshape(a, (-1,)), shifts[0]), s))
    if isinstance(dims, int):
        dims = (dims,)
    if len(shifts) != len(dims):
        raise FrontendRuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims)}")
    axes = tuple(_dim(d, builtins.max(a.ndim, 1)) for d in dims)
    return wrap(ivy.roll(a, tuple(shifts), axis=axes))


def rot90(input, k=1, dims=(0, 1)):  # noqa: A002
    """Rotated by 90 degrees ``k`` times in the plane of ``dims`` (a copy)."""
    a = t(input)
    if len(dims) != 2:
        raise FrontendRuntimeError(f"expected total rotation dims == 2, but got dims = {len(dims)}")
    if a.ndim < 2:
        raise FrontendRuntimeError(f"expected total dims >= 2, but got total dims = {a.ndim}")
    d0, d1 = _dim(dims[0], a.ndim), _dim(dims[1], a.ndim)
    if d0 == d1:
        raise FrontendRuntimeError(f"expected rotation dims to be different, but got dim0 = {d0} and dim1 = {d1}")
    return wrap(_copy(ivy.rot90(a, k=k, axes=(d0, d1))))


# ------------------------------------------------------------------ sorting and searching

def _sort_native(a, d, descending, stable):
    dt = dtype_of(a)
    x = a
    if dt is D.bool:
        x = ivy.astype(a, ivy.int8)
    if dt.is_floating_point:
        # NaN sorts last (ascending) and first (descending), as torch
        nan = ivy.isnan(x)
        key = ivy.where(nan, ivy.full_like(x, float("inf")), x)
        base = ivy.argsort(key, axis=d, descending=descending, stable=True)
        nan_s = ivy.take_along_axis(nan, base, axis=d)
        # stable partition: non-NaN in order, NaN last (ascending) / first (descending)
        order = ivy.argsort(ivy.astype(nan_s, ivy.int8), axis=d, descending=descending, stable=True)
        idx = ivy.take_along_axis(base, order, axis=d)
    else:
        idx = ivy.argsort(x, axis=d, descending=descending, stable=True)
    idx = ivy.astype(idx, ivy.int64)
    return ivy.take_along_axis(a, idx, axis=d), idx


def sort(input, dim=-1, descending=False, *, stable=False, out=None):  # noqa: A002
    """``(values, indices)`` sorted along ``dim`` (NaN last; ties keep their order)."""
    a = t(input)
    refuse_for("sort", a)
    if a.ndim == 0:
        _dim(dim, 0)
        return RT.sort(*ret_tuple((_copy(a), _nat(ivy.zeros((), dtype=ivy.int64))), out))
    d = _dim(dim, a.ndim)
    v, i = _sort_native(a, d, descending, stable)
    return RT.sort(*ret_tuple((v, i), out))


def argsort(input, dim=-1, descending=False, *, stable=False):  # noqa: A002
    """The indices that sort ``input`` along ``dim``."""
    return sort(input, dim, descending, stable=stable).indices


def msort(input, *, out=None):  # noqa: A002
    """Sorted along dimension 0."""
    return ret(sort(input, 0).values._data, out)


def topk(input, k, dim=None, largest=True, sorted=True, *, out=None):  # noqa: A002
    """``(values, indices)`` of the ``k`` largest (or smallest) along ``dim`` (default the last)."""
    a = t(input)
    refuse_for("sort", a)
    d = -1 if dim is None else dim
    if a.ndim == 0:
        _dim(d, 0)
        if k not in (0, 1):
            raise FrontendRuntimeError("selected index k out of range")
        return RT.topk(*ret_tuple((_copy(a), _nat(ivy.zeros((), dtype=ivy.int64))), out))
    d = _dim(d, a.ndim)
    if k < 0 or k > int(a.shape[d]):
        raise FrontendRuntimeError("selected index k out of range")
    v, i = _sort_native(a, d, largest, True)
    key = (slice(None),) * d + (slice(0, k),)
    return RT.topk(*ret_tuple((_bget(v, key), _bget(i, key)), out))


def kthvalue(input, k, dim=None, keepdim=False, *, out=None):  # noqa: A002
    """``(values, indices)`` of the ``k``-th smallest element along ``dim``."""
    a = t(input)
    refuse_for("kthvalue", a)
    d = -1 if dim is None else dim
    if a.ndim == 0:
        _dim(d, 0)
        if k != 1:
            raise FrontendRuntimeError("kthvalue(): selected number k out of range")
        return RT.kthvalue(*ret_tuple((_copy(a), _nat(ivy.zeros((), dtype=ivy.int64))), out))
    d = _dim(d, a.ndim)
    if not 1 <= k <= int(a.shape[d]):
        raise FrontendRuntimeError(f"kthvalue(): selected number k out of range for dimension {d}")
    v, i = _sort_native(a, d, False, True)
    key = (slice(None),) * d + (k - 1,)
    rv, ri = _bget(v, key), _bget(i, key)
    if keepdim:
        rv, ri = ivy.expand_dims(rv, axis=d), ivy.expand_dims(ri, axis=d)
    return RT.kthvalue(*ret_tuple((rv, ri), out))


def searchsorted(sorted_sequence, values, *, out_int32=False, right=False, side=None, out=None, sorter=None):
    """Insertion indices of ``values`` in (the innermost dimension of) ``sorted_sequence``."""
    if side is not None:
        if side not in ("left", "right"):
            raise FrontendRuntimeError(f"torch.searchsorted(): side can only be 'left' or 'right' but got {side}")
        if right and side == "left":
            raise FrontendRuntimeError("torch.searchsorted(): side and right can't be set to opposites")
        right = side == "right"
    seq = t(sorted_sequence)
    vals = n(values)
    scalar = vals.__class__ in (int, float, bool)
    if scalar:
        vals = ivy.native_array(vals, dtype=dtype_of(seq)._ivy)
    if sorter is not None:
        seq = ivy.take_along_axis(seq, ivy.astype(t(sorter), ivy.int64), axis=-1)
    od = ivy.int32 if out_int32 else ivy.int64
    if seq.ndim <= 1:
        flat = ivy.reshape(vals, (-1,))
        r = ivy.searchsorted(ivy.reshape(seq, (-1,)), flat, side="right" if right else "left")
        r = ivy.reshape(r, _shape_of(vals))
    else:
        if _shape_of(seq)[:-1] != _shape_of(vals)[:-1]:
            raise FrontendRuntimeError("torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 "
                                       "dimensions of boundaries tensor and input value tensor must match")
        # count of boundaries < (or <=) each value: a broadcast comparison
        s = ivy.expand_dims(seq, axis=-2)
        v = ivy.expand_dims(vals, axis=-1)
        cmp = ivy.less_equal(s, v) if right else ivy.less(s, v)
        r = ivy.sum(ivy.astype(cmp, ivy.int64), axis=-1)
    r = ivy.astype(r, od)
    if scalar:
        r = ivy.reshape(r, ())
    return ret(r, out)


def bucketize(input, boundaries, *, out_int32=False, right=False, out=None):  # noqa: A002
    """The bucket index of each element of ``input`` in 1-d sorted ``boundaries``."""
    b = t(boundaries)
    if b.ndim != 1:
        raise FrontendRuntimeError(f"boundaries tensor must be 1 dimension, but got dim({b.ndim})")
    a = n(input)
    scalar = a.__class__ in (int, float, bool)
    r = searchsorted(wrap(b), input if not scalar else a, out_int32=out_int32, right=right)
    return ret(r._data, out)


# ------------------------------------------------------------------ counting

def histc(input, bins=100, min=0, max=0, *, out=None):  # noqa: A001,A002
    """Counts in ``bins`` equal bins over [min, max] (the data's range when both are 0)."""
    a = t(input)
    d = dtype_of(a)
    if not (d.is_floating_point):
        raise FrontendRuntimeError(f'"histogram_cpu" not implemented for \'{d}\'')
    lo, hi = float(min), float(max)
    if lo == 0 and hi == 0 and _numel(a):
        lo = float(ivy.to_numpy(ivy.min(a)))
        hi = float(ivy.to_numpy(ivy.max(a)))
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    if lo > hi:
        raise FrontendRuntimeError("torch.histc: max must be larger than min")
    x = ivy.reshape(ivy.astype(a, ivy.float64), (-1,))
    inside = ivy.logical_and(ivy.greater_equal(x, lo), ivy.less_equal(x, hi))
    idx = ivy.astype(ivy.floor(ivy.multiply(ivy.subtract(x, lo), bins / (hi - lo))), ivy.int64)
    idx = ivy.minimum(idx, bins - 1)
    idx = ivy.where(inside, idx, ivy.full_like(idx, bins))
    cnt = ivy.bincount(idx, minlength=bins + 1)
    cnt = _bget(cnt, slice(0, bins))
    return ret(ivy.astype(cnt, d._ivy), out)


def _numel(a):
    k = 1
    for s in a.shape:
        k *= int(s)
    return k


def histogram(input, bins, *, range=None, weight=None, density=False, out=None):  # noqa: A001,A002
    """``(hist, bin_edges)``: counts (or weights, or densities) in ``bins`` bins."""
    a = t(input)
    d = dtype_of(a)
    x = ivy.reshape(a, (-1,))
    if isinstance(bins, int):
        if range is not None:
            lo, hi = float(range[0]), float(range[1])
        elif _numel(a):
            lo, hi = float(ivy.to_numpy(ivy.min(x))), float(ivy.to_numpy(ivy.max(x)))
        else:
            lo, hi = 0.0, 0.0
        if lo == hi:
            lo, hi = lo - 0.5, hi + 0.5
        edges = _nat(ivy.linspace(lo, hi, bins + 1, dtype=ivy.float64))
        edges = ivy.astype(edges, d._ivy)
    else:
        edges = t(bins)
    return _hist_with_edges(x, edges, weight, density, d, out)


def _hist_with_edges(x, edges, weight, density, d, out, cls=RT.histogram):
    nb = int(edges.shape[0]) - 1
    xf = ivy.astype(x, ivy.float64)
    ef = ivy.astype(edges, ivy.float64)
    lo = _bget(ef, 0)
    hi = _bget(ef, nb)
    inside = ivy.logical_and(ivy.greater_equal(xf, lo), ivy.less_equal(xf, hi))
    idx = ivy.subtract(ivy.searchsorted(ef, xf, side="right"), 1)
    idx = ivy.minimum(ivy.maximum(idx, 0), nb - 1)
    idx = ivy.where(inside, idx, ivy.full_like(idx, nb))
    w = ivy.ones_like(xf) if weight is None else ivy.reshape(ivy.astype(t(weight), ivy.float64), (-1,))
    w = ivy.where(inside, w, ivy.zeros_like(w))
    h = ivy.scatter_flat(ivy.astype(idx, ivy.int64), w, size=nb + 1, reduction="sum")
    h = _bget(h, slice(0, nb))
    if density:
        widths = ivy.subtract(_bget(ef, slice(1, None)), _bget(ef, slice(0, nb)))
        total = ivy.sum(h)
        h = ivy.divide(h, ivy.multiply(total, widths))
    return cls(*ret_tuple((ivy.astype(h, d._ivy), _copy(edges)), out))


def histogramdd(input, bins, *, range=None, weight=None, density=False, out=None):  # noqa: A001,A002
    """``(hist, bin_edges)`` of points (the last dimension) in a grid of bins."""
    a = t(input)
    d = dtype_of(a)
    k = int(a.shape[-1])
    pts = ivy.reshape(a, (-1, k))
    if isinstance(bins, int):
        bins = [bins] * k
    edges = []
    for j in builtins.range(k):
        col = _bget(pts, (slice(None), j))
        b = bins[j]
        if isinstance(b, Tensor) or not isinstance(b, int):
            edges.append(t(b))
            continue
        if range is not None:
            lo, hi = float(range[2 * j]), float(range[2 * j + 1])
        elif _numel(col):
            lo, hi = float(ivy.to_numpy(ivy.min(col))), float(ivy.to_numpy(ivy.max(col)))
        else:
            lo, hi = 0.0, 0.0
        if lo == hi:
            lo, hi = lo - 0.5, hi + 0.5
        edges.append(ivy.astype(_nat(ivy.linspace(lo, hi, b + 1, dtype=ivy.float64)), d._ivy))
    flat = None
    inside = None
    strides = []
    acc = 1
    for e in reversed(edges):
        strides.insert(0, acc)
        acc *= int(e.shape[0]) - 1
    for j, e in enumerate(edges):
        nb = int(e.shape[0]) - 1
        col = ivy.astype(_bget(pts, (slice(None), j)), ivy.float64)
        ef = ivy.astype(e, ivy.float64)
        ok = ivy.logical_and(ivy.greater_equal(col, _bget(ef, 0)), ivy.less_equal(col, _bget(ef, nb)))
        idx = ivy.minimum(ivy.maximum(ivy.subtract(ivy.searchsorted(ef, col, side="right"), 1), 0), nb - 1)
        part = ivy.multiply(idx, strides[j])
        flat = part if flat is None else ivy.add(flat, part)
        inside = ok if inside is None else ivy.logical_and(inside, ok)
    w = ivy.ones_like(ivy.astype(_bget(pts, (slice(None), 0)), ivy.float64)) if weight is None else \
        ivy.reshape(ivy.astype(t(weight), ivy.float64), (-1,))
    w = ivy.where(inside, w, ivy.zeros_like(w))
    flat = ivy.where(inside, flat, ivy.zeros_like(flat))
    h = ivy.scatter_flat(ivy.astype(flat, ivy.int64), w, size=acc, reduction="sum")
    shape = tuple(int(e.shape[0]) - 1 for e in edges)
    h = ivy.reshape(h, shape)
    if density:
        total = ivy.sum(h)
        vol = None
        for j, e in enumerate(edges):
            ef = ivy.astype(e, ivy.float64)
            wd = ivy.subtract(_bget(ef, slice(1, None)), _bget(ef, slice(0, int(e.shape[0]) - 1)))
            sh = [1] * k
            sh[j] = int(e.shape[0]) - 1
            wd = ivy.reshape(wd, tuple(sh))
            vol = wd if vol is None else ivy.multiply(vol, wd)
        h = ivy.divide(h, ivy.multiply(total, vol))
    return RT.histogramdd(wrap(ivy.astype(h, d._ivy)), [wrap(_copy(e)) for e in edges])


def bincount(input, weights=None, minlength=0):  # noqa: A002
    """Counts of each non-negative integer value (weighted sums with ``weights``)."""
    a = t(input)
    d = dtype_of(a)
    if a.ndim != 1 or d.is_floating_point or d.is_complex or d is D.bool:
        raise FrontendRuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if _numel(a) and builtins.bool(ivy.any(ivy.less(a, 0))):
        raise FrontendRuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if weights is None:
        return wrap(ivy.astype(ivy.bincount(ivy.astype(a, ivy.int64), minlength=minlength), ivy.int64))
    w = t(weights)
    wd = dtype_of(w)
    r = ivy.bincount(ivy.astype(a, ivy.int64), weights=ivy.astype(w, ivy.float64), minlength=minlength)
    return wrap(ivy.astype(r, (wd if wd.is_floating_point else D.float64)._ivy if wd is not D.float32 else
                           ivy.float32))


# ------------------------------------------------------------------ comparison

def isin(elements, test_elements, *, assume_unique=False, invert=False):
    """Whether each element of ``elements`` is in ``test_elements``."""
    a, b = n(elements), n(test_elements)
    if a.__class__ in (int, float, bool):
        a = ivy.native_array(a, dtype=dtype_of(b)._ivy)
    if b.__class__ in (int, float, bool):
        b = ivy.native_array(b, dtype=dtype_of(a)._ivy)
    (a, b), _ = promoted(wrap(a), wrap(b))
    r = ivy.any(ivy.equal(ivy.expand_dims(a, axis=-1), ivy.reshape(b, (-1,))), axis=-1) if _numel(b) else \
        ivy.zeros_like(a, dtype=ivy.bool)
    return wrap(ivy.logical_not(r) if invert else r)


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):  # noqa: A002
    """``|input - other| <= atol + rtol * |other|`` elementwise (equal infinities are close)."""
    (a, b), d = promoted(input, other)
    if d is D.bool:
        return wrap(ivy.equal(a, b))
    if not (d.is_floating_point or d.is_complex):
        diff = ivy.abs(ivy.subtract(ivy.astype(a, ivy.float64), ivy.astype(b, ivy.float64)))
        tol = ivy.add(atol, ivy.multiply(rtol, ivy.abs(ivy.astype(b, ivy.float64))))
        return wrap(ivy.logical_or(ivy.equal(a, b), ivy.less_equal(diff, tol)))
    eq = ivy.equal(a, b)
    diff = ivy.abs(ivy.subtract(a, b))
    tol = ivy.add(atol, ivy.multiply(rtol, ivy.abs(b)))
    close = ivy.logical_and(ivy.isfinite(diff), ivy.less_equal(diff, tol))
    r = ivy.logical_or(eq, close)
    if equal_nan:
        r = ivy.logical_or(r, ivy.logical_and(ivy.isnan(a), ivy.isnan(b)))
    return wrap(r)


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):  # noqa: A002
    """Whether ``isclose`` holds everywhere (a Python bool)."""
    return builtins.bool(ivy.all(isclose(input, other, rtol, atol, equal_nan)._data))


def equal(input, other):  # noqa: A002
    """Whether the two tensors have one shape and equal elements (a Python bool)."""
    a, b = t(input), t(other)
    if _shape_of(a) != _shape_of(b):
        return False
    (a, b), _ = promoted(wrap(a), wrap(b))
    return builtins.bool(ivy.all(ivy.equal(a, b)))


def is_same_size(input, other):  # noqa: A002
    return _shape_of(t(input)) == _shape_of(t(other))


def isneginf(input, *, out=None):  # noqa: A002
    """Whether each element is -inf."""
    a = t(input)
    if dtype_of(a).is_complex:
        raise FrontendRuntimeError("isneginf does not support complex inputs.")
    return ret(ivy.logical_and(ivy.isinf(a), ivy.less(a, 0)) if dtype_of(a).is_floating_point else
               ivy.zeros_like(a, dtype=ivy.bool), out)


def isposinf(input, *, out=None):  # noqa: A002
    """Whether each element is +inf."""
    a = t(input)
    if dtype_of(a).is_complex:
        raise FrontendRuntimeError("isposinf does not support complex inputs.")
    return ret(ivy.logical_and(ivy.isinf(a), ivy.greater(a, 0)) if dtype_of(a).is_floating_point else
               ivy.zeros_like(a, dtype=ivy.bool), out)


def isreal(input):  # noqa: A002
    """Whether each element has a zero imaginary part (always for real dtypes)."""
    a = t(input)
    if dtype_of(a).is_complex:
        return wrap(ivy.equal(ivy.imag(a), 0))
    return wrap(ivy.ones_like(a, dtype=ivy.bool))


# ------------------------------------------------------------------ differences and integrals

def diff(input, n=1, dim=-1, prepend=None, append=None):  # noqa: A002
    """The ``n``-th forward difference along ``dim`` (bools: xor)."""
    a = t(input)
    if a.ndim == 0:
        raise FrontendRuntimeError("diff expects input to be at least one-dimensional")
    d = _dim(dim, a.ndim)
    parts = []
    if prepend is not None:
        p = t(prepend)
        if p.ndim == 0:
            s = list(_shape_of(a))
            s[d] = 1
            p = ivy.broadcast_to(p, tuple(s))
        parts.append(p)
    parts.append(a)
    if append is not None:
        p = t(append)
        if p.ndim == 0:
            s = list(_shape_of(a))
            s[d] = 1
            p = ivy.broadcast_to(p, tuple(s))
        parts.append(p)
    if len(parts) > 1:
        ns, _ = promoted(*[wrap(p) for p in parts])
        a = ivy.concat(ns, axis=d)
    is_bool = dtype_of(a) is D.bool
    for _ in builtins.range(n):
        size = int(a.shape[d])
        if size == 0:
            break
        hi = _bget(a, (slice(None),) * d + (slice(1, None),))
        lo = _bget(a, (slice(None),) * d + (slice(0, size - 1),))
        a = ivy.logical_xor(hi, lo) if is_bool else ivy.subtract(hi, lo)
    return wrap(a)


def trapezoid(y, x=None, *, dx=None, dim=-1):
    """The trapezoidal rule along ``dim`` (samples at ``x``, or spaced ``dx``)."""
    a = t(y)
    d = _dim(dim, builtins.max(a.ndim, 1))
    size = int(a.shape[d])
    if size == 0:
        return wrap(ivy.sum(fl(a), axis=d))
    avg = _pair_means(a, d, size)
    if x is None:
        return wrap(ivy.multiply(ivy.sum(avg, axis=d), 1.0 if dx is None else dx))
    xx = t(x)
    if xx.ndim == 1:
        dxs = ivy.subtract(_bget(xx, slice(1, None)), _bget(xx, slice(0, int(xx.shape[0]) - 1)))
        sh = [1] * a.ndim
        sh[d] = size - 1
        dxs = ivy.reshape(dxs, tuple(sh))
    else:
        xs = int(xx.shape[d])
        dxs = ivy.subtract(_bget(xx, (slice(None),) * d + (slice(1, None),)),
                           _bget(xx, (slice(None),) * d + (slice(0, xs - 1),)))
    if not (dtype_of(a).is_floating_point or dtype_of(a).is_complex or dtype_of(a) is D.bool) and \
            not (dtype_of(dxs).is_floating_point or dtype_of(dxs).is_complex):
        # integers: torch multiplies dx by the neighbours' sum in the integer dtype (wrapping)
        hi = _bget(a, (slice(None),) * d + (slice(1, None),))
        lo = _bget(a, (slice(None),) * d + (slice(0, size - 1),))
        (p, q), _ = promoted(wrap(ivy.add(hi, lo)), wrap(dxs))
        return wrap(ivy.divide(fl(ivy.sum(ivy.multiply(p, q), axis=d, dtype=ivy.int64)), 2))
    (p, q), _ = promoted(wrap(avg), wrap(dxs))
    return wrap(ivy.sum(ivy.multiply(p, q), axis=d))


def _pair_means(a, d, size):
    """The means of neighbours along ``d``: integers are added in their own dtype (wrapping, as torch)
    and divided in the default floating dtype."""
    hi = _bget(a, (slice(None),) * d + (slice(1, None),))
    lo = _bget(a, (slice(None),) * d + (slice(0, size - 1),))
    s = ivy.add(hi, lo) if dtype_of(a) is not D.bool else ivy.add(ivy.astype(hi, ivy.int64), ivy.astype(lo, ivy.int64))
    return ivy.divide(fl(s), 2)


def trapz(y, x=None, *, dx=None, dim=-1):
    """``trapezoid`` (torch's older name; ``trapz(y, *, dx=1, dim=-1)`` too)."""
    return trapezoid(y, x, dx=dx, dim=dim)


def cumulative_trapezoid(y, x=None, *, dx=None, dim=-1):
    """The running trapezoidal rule along ``dim``."""
    a = t(y)
    d = _dim(dim, builtins.max(a.ndim, 1))
    size = int(a.shape[d])
    if size == 0:
        return wrap(fl(a))
    avg = _pair_means(a, d, size)
    if x is None:
        r = ivy.multiply(avg, 1.0 if dx is None else dx)
    else:
        xx = t(x)
        if xx.ndim == 1:
            dxs = ivy.subtract(_bget(xx, slice(1, None)), _bget(xx, slice(0, int(xx.shape[0]) - 1)))
            sh = [1] * a.ndim
            sh[d] = size - 1
            dxs = ivy.reshape(dxs, tuple(sh))
        else:
            xs = int(xx.shape[d])
            dxs = ivy.subtract(_bget(xx, (slice(None),) * d + (slice(1, None),)),
                               _bget(xx, (slice(None),) * d + (slice(0, xs - 1),)))
        (p, q), _ = promoted(wrap(avg), wrap(dxs))
        r = ivy.multiply(p, q)
    return wrap(ivy.cumulative_sum(r, axis=d) if int(r.shape[d]) else r)


def gradient(input, *, spacing=1, dim=None, edge_order=1):  # noqa: A002
    """The gradient by central differences inside and one-sided at the edges, per dim (a tuple)."""
    a = fl(input)
    dims = list(builtins.range(a.ndim)) if dim is None else ([dim] if isinstance(dim, int) else list(dim))
    dims = [_dim(v, a.ndim) for v in dims]
    if isinstance(spacing, (list, tuple)):
        sp = list(spacing)
    else:
        sp = [spacing] * len(dims)
    out = []
    for d, s in zip(dims, sp):
        size = int(a.shape[d])
        if size < edge_order + 1:
            raise FrontendRuntimeError("torch.gradient expected each dimension size to be at least edge_order+1")
        coords = None
        if s is None:
            s = 1
        if isinstance(s, Tensor) or (hasattr(s, "shape") and not isinstance(s, (int, float))):
            coords = ivy.astype(t(s), dtype_of(a)._ivy)
        else:
            h = float(n(s))
        def sl(start, stop):  # noqa: E306
            return _bget(a, (slice(None),) * d + (slice(start, stop),))  # noqa: B023
        if coords is None:
            interior = ivy.divide(ivy.subtract(sl(2, None), sl(0, size - 2)), 2 * h)
            if edge_order == 1:
                first = ivy.divide(ivy.subtract(sl(1, 2), sl(0, 1)), h)
                last = ivy.divide(ivy.subtract(sl(size - 1, size), sl(size - 2, size - 1)), h)
            else:
                first = ivy.divide(ivy.add(ivy.add(ivy.multiply(sl(0, 1), -1.5), ivy.multiply(sl(1, 2), 2.0)),
                                           ivy.multiply(sl(2, 3), -0.5)), h)
                last = ivy.divide(ivy.add(ivy.add(ivy.multiply(sl(size - 1, size), 1.5),
                                                  ivy.multiply(sl(size - 2, size - 1), -2.0)),
                                          ivy.multiply(sl(size - 3, size - 2), 0.5)), h)
        else:
            c = coords
            sh = [1] * a.ndim
            sh[d] = size

            def cs(start, stop):
                return ivy.reshape(_bget(c, slice(start, stop)), tuple(v if i != d else (stop or size) - start  # noqa: B023
                                                                        for i, v in enumerate(sh)))  # noqa: B023
            hl = ivy.subtract(cs(1, size - 1), cs(0, size - 2))
            hr = ivy.subtract(cs(2, size), cs(1, size - 1))
            interior = ivy.divide(
                ivy.add(ivy.subtract(ivy.multiply(ivy.multiply(hl, hl), sl(2, None)),
                                     ivy.multiply(ivy.multiply(hr, hr), sl(0, size - 2))),
                        ivy.multiply(ivy.subtract(ivy.multiply(hr, hr), ivy.multiply(hl, hl)), sl(1, size - 1))),
                ivy.multiply(ivy.multiply(hl, hr), ivy.add(hl, hr)))
            if edge_order == 1:
                first = ivy.divide(ivy.subtract(sl(1, 2), sl(0, 1)), ivy.subtract(cs(1, 2), cs(0, 1)))
                last = ivy.divide(ivy.subtract(sl(size - 1, size), sl(size - 2, size - 1)),
                                  ivy.subtract(cs(size - 1, size), cs(size - 2, size - 1)))
            else:
                # second-order one-sided differences on uneven coordinates
                d1, d2 = ivy.subtract(cs(1, 2), cs(0, 1)), ivy.subtract(cs(2, 3), cs(1, 2))
                s12 = ivy.add(d1, d2)
                ca = ivy.negative(ivy.divide(ivy.add(ivy.multiply(2.0, d1), d2), ivy.multiply(d1, s12)))
                cb = ivy.divide(s12, ivy.multiply(d1, d2))
                cc = ivy.negative(ivy.divide(d1, ivy.multiply(d2, s12)))
                first = ivy.add(ivy.add(ivy.multiply(ca, sl(0, 1)), ivy.multiply(cb, sl(1, 2))),
                                ivy.multiply(cc, sl(2, 3)))
                d1 = ivy.subtract(cs(size - 2, size - 1), cs(size - 3, size - 2))
                d2 = ivy.subtract(cs(size - 1, size), cs(size - 2, size - 1))
                s12 = ivy.add(d1, d2)
                ca = ivy.divide(d2, ivy.multiply(d1, s12))
                cb = ivy.negative(ivy.divide(s12, ivy.multiply(d1, d2)))
                cc = ivy.divide(ivy.add(ivy.multiply(2.0, d2), d1), ivy.multiply(d2, s12))
                last = ivy.add(ivy.add(ivy.multiply(ca, sl(size - 3, size - 2)),
                                       ivy.multiply(cb, sl(size - 2, size - 1))), ivy.multiply(cc, sl(size - 1, size)))
        out.append(wrap(ivy.concat([first, interior, last], axis=d)))
    return tuple(out)


# ------------------------------------------------------------------ statistics

def cov(input, *, correction=1, fweights=None, aweights=None):  # noqa: A002
    """The covariance of the variables (rows) over the observations (columns)."""
    a = t(input)
    if a.ndim > 2:
        raise FrontendRuntimeError(f"cov(): expected input to have two or fewer dimensions but got an input with "
                                   f"{a.ndim} dimensions")
    x = a if a.ndim == 2 else ivy.reshape(a, (1, -1))
    d = dtype_of(x)
    if not (d.is_floating_point or d.is_complex):
        x = ivy.astype(x, D.get_default_dtype()._ivy)
    if aweights is not None:  # torch promotes the observations with the (floating) weights
        from ._convert import result_dtype

        rd = result_dtype(x, t(aweights))
        x = cast(x, rd)
    nobs = int(x.shape[1])
    w = None
    if fweights is not None:
        w = ivy.astype(t(fweights), ivy.float64)
    if aweights is not None:
        aw = ivy.astype(t(aweights), ivy.float64)
        w = aw if w is None else ivy.multiply(w, aw)
    fd = dtype_of(x)
    if w is None:
        wsum = float(nobs)
        avg = ivy.mean(x, axis=1, keepdims=True)
    else:
        wsum_n = ivy.sum(w)
        wsum = wsum_n
        avg = ivy.divide(ivy.sum(ivy.multiply(x, ivy.astype(w, fd._ivy)), axis=1, keepdims=True),
                         ivy.astype(wsum_n, fd._ivy))
    if w is None:
        norm = wsum - correction
    elif aweights is None:
        norm = ivy.subtract(wsum, correction)
    else:
        aw = ivy.astype(t(aweights), ivy.float64)
        norm = ivy.subtract(wsum, ivy.divide(ivy.multiply(correction, ivy.sum(ivy.multiply(w, aw))), wsum))
    xc = ivy.subtract(x, avg)
    xw = xc if w is None else ivy.multiply(xc, ivy.astype(w, fd._ivy))
    xct = ivy.conj(ivy.matrix_transpose(xc)) if fd.is_complex else ivy.matrix_transpose(xc)
    c = ivy.matmul(xw, xct)
    if norm.__class__ in (int, float):
        c = ivy.divide(c, float(builtins.max(norm, 0)) if norm > 0 else 0.0) if norm != 0 else \
            ivy.divide(c, 0.0)
    else:
        nz = ivy.maximum(norm, 0)
        c = ivy.divide(c, ivy.astype(nz, fd._ivy if not fd.is_complex else fd.to_real()._ivy))
    if a.ndim < 2 or int(c.shape[0]) == 1:
        c = ivy.reshape(c, ())
    return wrap(ivy.astype(c, fd._ivy))


def corrcoef(input):  # noqa: A002
    """Pearson correlation coefficients of the variables (rows), clipped to [-1, 1]."""
    c = cov(input)._data
    if c.ndim == 2 and int(c.shape[0]) == 1:
        c = ivy.reshape(c, ())
    if c.ndim == 0:
        return wrap(ivy.divide(c, c))
    dg = ivy.diagonal(c, axis1=0, axis2=1)
    sd = ivy.sqrt(ivy.real(dg) if dtype_of(c).is_complex else dg)
    if dtype_of(c).is_complex:
        sd = ivy.astype(sd, dtype_of(c)._ivy)
    r = ivy.divide(ivy.divide(c, ivy.expand_dims(sd, axis=1)), ivy.expand_dims(sd, axis=0))
    if dtype_of(r).is_complex:
        re = ivy.clip(ivy.real(r), -1.0, 1.0)
        im = ivy.clip(ivy.imag(r), -1.0, 1.0)
        return wrap(ivy.complex(re, im))
    return wrap(ivy.clip(r, -1.0, 1.0))


def renorm(input, p, dim, maxnorm, *, out=None):  # noqa: A002
    """Each sub-tensor along ``dim`` scaled to ``p``-norm at most ``maxnorm``."""
    a = t(input)
    if p <= 0:
        raise FrontendRuntimeError(f"renorm: non-positive-norm not supported")  # noqa: F541
    d = _dim(dim, a.ndim)
    axes = tuple(i for i in builtins.range(a.ndim) if i != d)
    m = ivy.abs(a)
    nrm = ivy.pow(ivy.sum(ivy.pow(m, float(p)), axis=axes, keepdims=True), 1.0 / p) if p != math.inf else \
        ivy.max(m, axis=axes, keepdims=True)
    factor = ivy.where(ivy.greater(nrm, maxnorm), ivy.divide(maxnorm, ivy.add(nrm, 1e-7)), ivy.ones_like(nrm))
    return ret(ivy.multiply(a, factor), out)


def repeat_interleave(input, repeats=None, dim=None, *, output_size=None):  # noqa: A002
    """Each element repeated ``repeats`` times (along ``dim``; flattened when None);
    ``repeat_interleave(repeats)`` repeats the indices."""
    if repeats is None:
        r = t(input)
        idx = _nat(ivy.arange(int(r.shape[0]), dtype=ivy.int64))
        return wrap(ivy.repeat(idx, ivy.astype(r, ivy.int64), axis=0))
    a = t(input)
    if dim is None:
        a = ivy.reshape(a, (-1,))
        d = 0
    else:
        d = _dim(dim, builtins.max(a.ndim, 1))
        if a.ndim == 0:
            a = ivy.reshape(a, (1,))
    rep = n(repeats)
    if rep.__class__ is not int:
        rep = ivy.astype(rep, ivy.int64)
        if rep.ndim == 0:
            rep = int(ivy.to_numpy(rep))
        elif int(rep.shape[0]) == 1 and int(a.shape[d]) != 1:
            rep = int(ivy.to_numpy(rep).reshape(-1)[0])
    return wrap(ivy.repeat(a, rep, axis=d))


def view_as_real(input):  # noqa: A002
    """A complex tensor's values as a real tensor with a last dimension of 2 (a view)."""
    if not input.dtype.is_complex:
        raise FrontendRuntimeError("view_as_real is only supported for complex tensors")
    return input._view(_as_real_fwd, None, _as_real_inv, False, what="view_as_real")


def _as_real_fwd(d, arg):
    return ivy.stack([ivy.real(d), ivy.imag(d)], axis=-1)


def _as_real_inv(parent, new, arg):
    re = _bget(new, (Ellipsis, 0))
    im = _bget(new, (Ellipsis, 1))
    return ivy.complex(re, im)


def view_as_complex(input):  # noqa: A002
    """A real tensor with a last dimension of 2 as complex values (a view)."""
    d = input.dtype
    if d not in (D.float32, D.float64):
        raise FrontendRuntimeError("view_as_complex is only supported for float and double tensors, but got a tensor "
                                   f"of scalar type: {d}")
    if input.ndim == 0 or int(input.shape[-1]) != 2:
        raise FrontendRuntimeError("Tensor must have a last dimension of size 2")
    return input._view(_as_complex_fwd, None, _as_complex_inv, False, what="view_as_complex")


def _as_complex_fwd(d, arg):
    return ivy.complex(_bget(d, (Ellipsis, 0)), _bget(d, (Ellipsis, 1)))


def _as_complex_inv(parent, new, arg):
    return ivy.stack([ivy.real(new), ivy.imag(new)], axis=-1)


def softmax(input, dim, *, dtype=None, out=None):  # noqa: A002
    """``exp(x) / sum(exp(x))`` along ``dim``."""
    a = t(input) if dtype is None else cast(t(input), D.from_any(dtype))
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f'"softmax_lastdim_kernel_impl" not implemented for \'{d}\'')
    if a.ndim == 0:
        return ret(ivy.ones_like(a), out)
    return ret(ivy.softmax(a, axis=_dim(dim, a.ndim)), out)


def log_softmax(input, dim, *, dtype=None, out=None):  # noqa: A002
    """``log(softmax(x))`` along ``dim``."""
    a = t(input) if dtype is None else cast(t(input), D.from_any(dtype))
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f'"log_softmax_lastdim_kernel_impl" not implemented for \'{d}\'')
    if a.ndim == 0:
        return ret(ivy.zeros_like(a), out)
    return ret(ivy.log_softmax(a, axis=_dim(dim, a.ndim)), out)


def _quantile(input, q, dim, keepdim, interpolation, out, ignore_nan):  # noqa: A002
    a = t(input)
    d = dtype_of(a)
    if not d.is_floating_point:
        raise FrontendRuntimeError(f"quantile() input tensor must be either float or double dtype")  # noqa: F541
    qq = n(q)
    if qq.__class__ not in (int, float) and qq.ndim == 0:
        qq = float(ivy.to_numpy(qq))
    scalar_q = qq.__class__ in (int, float)
    qv = ivy.native_array([float(qq)], dtype=d._ivy) if scalar_q else ivy.reshape(ivy.astype(qq, d._ivy), (-1,))
    if scalar_q and not 0 <= qq <= 1:
        raise FrontendRuntimeError("quantile() q must be in the range [0, 1] but got " + str(qq))
    if interpolation not in ("linear", "lower", "higher", "midpoint", "nearest"):
        raise FrontendRuntimeError(f"quantile() interpolation must be one of linear, lower, higher, midpoint or "
                                   f"nearest. Got {interpolation}")
    if dim is None:
        x = ivy.reshape(a, (-1,))
        ax = 0
    else:
        ax = _dim(dim, builtins.max(a.ndim, 1))
        x = a if a.ndim else ivy.reshape(a, (1,))
    x = ivy.moveaxis(x, ax, -1)
    nan = ivy.isnan(x)
    srt, _ = _sort_native(x, x.ndim - 1, False, True)
    size = int(x.shape[-1])
    if ignore_nan:
        cnt = ivy.sum(ivy.astype(ivy.logical_not(nan), ivy.float64), axis=-1, keepdims=True)
    else:
        cnt = ivy.full(tuple(int(s) for s in x.shape[:-1]) + (1,), float(size), dtype=ivy.float64)
        cnt = _nat(cnt)
    last = ivy.maximum(ivy.subtract(cnt, 1), 0)
    pos = ivy.multiply(ivy.astype(qv, ivy.float64), last)  # (..., nq)
    if interpolation == "lower":
        pos = ivy.floor(pos)
    elif interpolation == "higher":
        pos = ivy.ceil(pos)
    elif interpolation == "nearest":
        pos = ivy.round(pos)
    lo = ivy.astype(ivy.floor(pos), ivy.int64)
    hi = ivy.astype(ivy.ceil(pos), ivy.int64)
    vlo = ivy.take_along_axis(srt, lo, axis=-1)
    vhi = ivy.take_along_axis(srt, hi, axis=-1)
    if interpolation == "midpoint":
        frac = ivy.where(ivy.equal(lo, hi), ivy.zeros_like(pos), ivy.full_like(pos, 0.5))
    else:
        frac = ivy.subtract(pos, ivy.floor(pos))
    frac = ivy.astype(frac, d._ivy)
    r = ivy.add(vlo, ivy.multiply(frac, ivy.subtract(vhi, vlo)))
    r = ivy.where(ivy.equal(frac, 0), vlo, r)
    if ignore_nan:
        allnan = ivy.equal(cnt, 0)
        r = ivy.where(allnan, ivy.multiply(ivy.ones_like(r), float("nan")), r)
    else:
        anynan = ivy.any(nan, axis=-1, keepdims=True)
        r = ivy.where(anynan, ivy.multiply(ivy.ones_like(r), float("nan")), r)
    # r: (..., nq) -> q dims first
    r = ivy.moveaxis(r, -1, 0)
    if keepdim:
        if dim is None:
            r = ivy.reshape(r, (int(r.shape[0]),) + (1,) * a.ndim)
        else:
            r = ivy.expand_dims(r, axis=ax + 1)
    if scalar_q:
        r = ivy.squeeze(r, axis=0)
    if a.ndim == 0 and scalar_q:
        r = ivy.reshape(r, ())
    return ret(r, out)


def quantile(input, q, dim=None, keepdim=False, *, interpolation="linear", out=None):  # noqa: A002
    """The ``q``-th quantiles along ``dim`` (NaN if any NaN)."""
    return _quantile(input, q, dim, keepdim, interpolation, out, False)


def nanquantile(input, q, dim=None, keepdim=False, *, interpolation="linear", out=None):  # noqa: A002
    """The ``q``-th quantiles ignoring NaNs."""
    return _quantile(input, q, dim, keepdim, interpolation, out, True)


def real(input):  # noqa: A002
    """The real part (a view for complex tensors; the tensor itself for real ones)."""
    return input.real


def imag(input):  # noqa: A002
    """The imaginary part of a complex tensor (a view)."""
    return input.imag


def cross(input, other, dim=None, *, out=None):  # noqa: A002
    """The 3-vector cross product along ``dim`` (default: the first dimension of size 3)."""
    from .linalg import cross as lcross

    if dim is None:
        (a, b), _ = promoted(input, other)
        shape = ivy.broadcast_shapes(_shape_of(a), _shape_of(b))
        cand = [i for i, s in enumerate(shape) if s == 3]
        if not cand:
            raise FrontendRuntimeError("no dimension of size 3 in input")
        dim = cand[0]
    return lcross(input, other, dim=dim, out=out)


def combinations(input, r=2, with_replacement=False):  # noqa: A002
    """The length-``r`` combinations of the elements of a 1-d tensor (rows), in order."""
    a = t(input)
    if a.ndim != 1:
        raise FrontendRuntimeError(f"Expect a 1D vector, but got shape {list(_shape_of(a))}")
    if r < 0:
        raise FrontendRuntimeError(f"Expect a non-negative number, but got {r}")
    k = int(a.shape[0])
    gen = itertools.combinations_with_replacement if with_replacement else itertools.combinations
    idx = list(gen(builtins.range(k), r))
    if r == 0:
        return wrap(_nat(ivy.zeros((0,), dtype=dtype_of(a)._ivy)))
    if not idx:
        return wrap(_nat(ivy.zeros((0, r), dtype=dtype_of(a)._ivy)))
    ix = ivy.native_array(idx, dtype=ivy.int64)
    return wrap(ivy.reshape(ivy.take(a, ivy.reshape(ix, (-1,)), axis=0), (len(idx), r)))


def _window(fn, window_length, periodic, dtype, layout, device, requires_grad, **kw):
    from .signal import windows

    return getattr(windows, fn)(window_length, sym=not periodic, dtype=dtype, device=device,
                                requires_grad=requires_grad, **kw)


def hann_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False,
                requires_grad=False):
    """The Hann window (periodic unless ``periodic=False``)."""
    return _window("hann", window_length, periodic, dtype, layout, device, requires_grad)


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None, layout=None, device=None,
                   pin_memory=False, requires_grad=False):
    """The generalized Hamming window ``alpha - beta cos(2 pi n / N)`` (N: the length, less one if not periodic)."""
    from ._creation import _finish, tensor

    d = D.get_default_dtype() if dtype is None else D.from_any(dtype)
    if window_length <= 1:
        vals = [1.0] * window_length
    else:
        n1 = window_length if periodic else window_length - 1
        vals = [alpha - beta * math.cos(2 * math.pi * i / n1) for i in builtins.range(window_length)]
    return _finish(tensor(vals, dtype=d, device=device)._data, requires_grad)


def bartlett_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False,
                    requires_grad=False):
    """The Bartlett (triangular) window."""
    return _window("bartlett", window_length, periodic, dtype, layout, device, requires_grad)


def blackman_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False,
                    requires_grad=False):
    """The Blackman window."""
    return _window("blackman", window_length, periodic, dtype, layout, device, requires_grad)


def kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None, layout=None, device=None,
                  pin_memory=False, requires_grad=False):
    """The Kaiser window."""
    return _window("kaiser", window_length, periodic, dtype, layout, device, requires_grad, beta=beta)


def dist(input, other, p=2):  # noqa: A002
    """The ``p``-norm of ``input - other``."""
    (a, b), _ = promoted(input, other)
    from .linalg import vector_norm

    return vector_norm(wrap(ivy.subtract(a, b)), p)


# ------------------------------------------------------------------ special math in the torch namespace

def frexp(input, *, out=None):  # noqa: A002
    """``(mantissa, exponent)`` with ``input = mantissa * 2 ** exponent``, mantissa in [0.5, 1)."""
    a = t(input)
    if not dtype_of(a).is_floating_point:
        raise FrontendRuntimeError("torch.frexp() only supports floating-point dtypes")
    m, e = ivy.frexp(a)
    return RT.frexp(*ret_tuple((ivy.astype(m, dtype_of(a)._ivy), ivy.astype(e, ivy.int32)), out))


def mvlgamma(input, p, *, out=None):  # noqa: A002
    """The multivariate log-gamma of dimension ``p``."""
    a = fl(input)
    if builtins.bool(ivy.any(ivy.less_equal(a, (p - 1) / 2.0))):
        raise FrontendRuntimeError("All elements must be greater than (p-1)/2")
    r = ivy.multiply(ivy.ones_like(a), p * (p - 1) / 4.0 * math.log(math.pi))
    for j in builtins.range(p):
        r = ivy.add(r, ivy.lgamma(ivy.subtract(a, j / 2.0)))
    return ret(r, out)


def polygamma(n, input, *, out=None):  # noqa: A002
    """The ``n``-th derivative of the digamma function."""
    from .special import polygamma as pg

    return pg(n, input, out=out)


def igamma(input, other, *, out=None):  # noqa: A002
    """The regularized lower incomplete gamma function P(input, other)."""
    from .special import gammainc

    return gammainc(input, other, out=out)


def igammac(input, other, *, out=None):  # noqa: A002
    """The regularized upper incomplete gamma function Q(input, other)."""
    from .special import gammaincc

    return gammaincc(input, other, out=out)


# ------------------------------------------------------------------ strided and copy variants

def as_strided(input, size, stride, storage_offset=None):  # noqa: A002
    """A view of the (contiguous) input's elements at ``storage_offset + sum(i_k * stride_k)``."""
    return input._view(_strided_fwd, (tuple(size), tuple(stride), storage_offset or 0), None, False,
                       overlap=_overlaps(size, stride), what="as_strided")


def _overlaps(size, stride):
    pos = set()
    for idx in itertools.product(*[builtins.range(s) for s in size]):
        p = builtins.sum(i * s for i, s in zip(idx, stride))
        if p in pos:
            return True
        pos.add(p)
    return False


def _strided_fwd(d, arg):
    size, stride, off = arg
    flat = ivy.reshape(d, (-1,))
    idx = _nat(ivy.full(tuple(size), off, dtype=ivy.int64))
    for k, (s, st) in enumerate(zip(size, stride)):
        sh = [1] * len(size)
        sh[k] = s
        idx = ivy.add(idx, ivy.reshape(ivy.multiply(_nat(ivy.arange(s, dtype=ivy.int64)), st), tuple(sh)))
    total = _numel(flat)
    if _numel(idx) and builtins.bool(ivy.any(ivy.greater_equal(idx, total))):
        raise FrontendRuntimeError(f"setStorage: sizes {list(size)}, strides {list(stride)}, storage offset {off} "
                                   f"requiring a storage size out of bounds for storage of size {total}")
    return ivy.reshape(_bget(flat, ivy.reshape(idx, (-1,))), tuple(size)) if _numel(idx) else \
        ivy.reshape(_bget(flat, slice(0, 0)), tuple(size))


def as_strided_copy(input, size, stride, storage_offset=None, *, out=None):  # noqa: A002
    """A copy of ``as_strided``."""
    return ret(_copy(as_strided(input, size, stride, storage_offset)._data), out)


def as_strided_scatter(input, src, size, stride, storage_offset=None):  # noqa: A002
    """A copy of ``input`` with ``src`` written where ``as_strided`` reads."""
    x = wrap(_copy(t(input)))
    v = as_strided(x, size, stride, storage_offset)
    v._data = ivy.astype(t(src), dtype_of(x._data)._ivy)
    return wrap(x._data)


def alias_copy(input, *, out=None):  # noqa: A002
    """A copy of ``input``."""
    return ret(_copy(t(input)), out)


def _copy_of(fn_name):
    def f(input, *args, out=None, **kwargs):  # noqa: A002
        from .. import torch as fe

        r = getattr(fe, fn_name)(input, *args, **kwargs)
        if isinstance(r, (tuple, list)):
            return tuple(wrap(_copy(v._data)) for v in r)
        return ret(_copy(r._data), out)

    f.__name__ = f.__qualname__ = fn_name + "_copy"
    f.__doc__ = f"A copy of ``torch.{fn_name}``'s result (never a view)."
    return f


narrow_copy = _copy_of("narrow")
permute_copy = _copy_of("permute")
squeeze_copy = _copy_of("squeeze")
unsqueeze_copy = _copy_of("unsqueeze")
t_copy = _copy_of("t")
transpose_copy = _copy_of("transpose")
diagonal_copy = _copy_of("diagonal")
unbind_copy = _copy_of("unbind")
expand_copy = _copy_of("broadcast_to")
split_with_sizes_copy = _copy_of("split_with_sizes")


def view_copy(input, size, *, out=None):  # noqa: A002
    """A copy of ``input.view(size)``."""
    if isinstance(size, D.dtype):
        return ret(_copy(input.view(size)._data), out)
    return ret(_copy(input.view(tuple(size))._data), out)


def unfold_copy(input, dimension, size, step, *, out=None):  # noqa: A002
    """A copy of ``input.unfold(dimension, size, step)``."""
    return ret(_copy(input.unfold(dimension, size, step)._data), out)


def split_with_sizes(input, split_sizes, dim=0):  # noqa: A002
    """``split`` with a list of sizes."""
    from ._indexing import split

    return split(input, list(split_sizes), dim)


def unsafe_chunk(input, chunks, dim=0):  # noqa: A002
    """``chunk`` (the pieces are views here too)."""
    from ._indexing import chunk

    return chunk(input, chunks, dim)


def unsafe_split(tensor, split_size_or_sections, dim=0):
    """``split``."""
    from ._indexing import split

    return split(tensor, split_size_or_sections, dim)


def unsafe_split_with_sizes(input, split_sizes, dim=0):  # noqa: A002
    """``split_with_sizes``."""
    return split_with_sizes(input, split_sizes, dim)


def fill(input, value):  # noqa: A002
    """A tensor of ``input``'s shape and dtype filled with ``value``."""
    x = wrap(_copy(t(input)))
    return x.fill_(value)


def fill_(input, value):  # noqa: A002
    """``input.fill_(value)``."""
    return input.fill_(value)


def zero_(input):  # noqa: A002
    """``input.zero_()``."""
    return input.zero_()


def resize_as_(input, the_template, *, memory_format=None):  # noqa: A002
    """``input.resize_as_(the_template)``."""
    return input.resize_as_(the_template)


def constant_pad_nd(input, pad, value=0):  # noqa: A002
    """``input`` padded with ``value``: ``pad`` lists (before, after) pairs from the last dim (negative crops)."""
    a = t(input)
    if len(pad) % 2 or len(pad) // 2 > a.ndim:
        raise FrontendRuntimeError("Length of pad must be even but instead it equals " + str(len(pad)))
    widths = [(0, 0)] * a.ndim
    for i in builtins.range(len(pad) // 2):
        widths[a.ndim - 1 - i] = (pad[2 * i], pad[2 * i + 1])
    key = []
    pos_w = []
    for (lo, hi), s in zip(widths, _shape_of(a)):
        key.append(slice(builtins.max(-lo, 0), s - builtins.max(-hi, 0)))
        pos_w.append((builtins.max(lo, 0), builtins.max(hi, 0)))
    a = _bget(a, tuple(key))
    if builtins.any(w != (0, 0) for w in pos_w):
        from ._creation import _fit

        v = _fit(value, dtype_of(a)._ivy)
        a = ivy.constant_pad(a, pos_w, value=v)
    return wrap(_copy(a))


def nonzero_static(input, *, size, fill_value=-1):  # noqa: A002
    """``nonzero`` padded (with ``fill_value``) or cut to ``size`` rows."""
    a = t(input)
    r = ivy.astype(ivy.argwhere(a if a.ndim else ivy.reshape(a, (1,))), ivy.int64)
    nd = builtins.max(a.ndim, 1) if a.ndim else 0
    if a.ndim == 0:
        r = _bget(r, (slice(None), slice(0, 0)))
    k = int(r.shape[0])
    if k >= size:
        return wrap(_bget(r, slice(0, size)))
    pad = _nat(ivy.full((size - k, nd), fill_value, dtype=ivy.int64))
    return wrap(ivy.concat([r, pad], axis=0))


def slice_inverse(input, src, dim=0, start=None, end=None, step=1):  # noqa: A002
    """``slice_scatter`` of ``input`` into ``src`` (torch's inverse of a slice)."""
    from ._indexing import slice_scatter

    return slice_scatter(src, input, dim, start, end, step)


del FrontendIndexError, FrontendTypeError

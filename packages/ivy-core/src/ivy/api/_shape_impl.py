"""Compositions of ivy's superset creation, shape and indexing functions.

Each takes the backend ``xp`` and native arrays and is written with the standard
functions every backend has, so the function works on any backend (a
third-party one included). Backends replace them with their framework's
operation where it has one (``ivy_backend_*/{creation,manipulation,indexing,
searching}.py``); those must give the same results.
"""

from __future__ import annotations

import math as _math
import operator

from .. import dtypes as _dt
from .._dispatch import _TYPES, _fail, composition
from ..errors import (
    AxisError,
    InvalidArgumentError,
    MixedFrameworksError,
    ShapeError,
    UnsupportedDtypeError,
)
from ..plugin import complex_into_real as _complex_into_real
from ..plugin import float_int as _float_int
from ..plugin import int_overflow as _int_overflow
from ..plugin import integers_required as _integers_required
from . import creation, indexing, manipulation, searching  # noqa: F401 - the stubs must exist first

_SCALARS = (bool, int, float, complex)
_PY_DTYPE = {bool: _dt.bool, int: _dt.int64, float: _dt.float32, complex: _dt.complex64}
_REDUCTIONS = ("sum", "min", "max", "mul", "replace")


# ------------------------------------------------------------------ helpers


def _shape(xp, x):
    return tuple(int(d) for d in xp.shape(x))


def _device(xp, x):
    return xp.native_device(xp.device_of(x))


def _i64(xp):
    return xp.native_dtype(_dt.int64)


def _as_index(xp, x, fn):
    """``x`` as an int64 native array; anything but an integer array is a DtypeError."""
    d = xp.dtype(x)
    if d.kind not in "iu":
        raise _integers_required(fn, d)
    return x if d is _dt.int64 else xp.astype(x, _i64(xp))


def _norm_axis(axis, ndim, fn, what="axis"):
    if not isinstance(axis, int) or isinstance(axis, bool):
        raise InvalidArgumentError(f"ivy.{fn}: {what} must be an int, got {axis!r}")
    if not -ndim <= axis < ndim:
        raise AxisError(f"ivy.{fn}: {what} {axis} is out of range for {ndim} dimensions")
    return axis + ndim if axis < 0 else axis


def _prod(seq):
    p = 1
    for s in seq:
        p *= s
    return p


def _concrete_any(xp, cond):
    """``bool(any(cond))``, or False where the value is not known (inside a trace)."""
    try:
        return bool(xp.any(cond))
    except Exception:  # noqa: BLE001 - a traced value (jax.jit, tf.function) cannot be checked here
        return False


def _wrap_negative(xp, idx, n, fn):
    """Negative indices counted from the end; out-of-range ones raise ``IndexError``."""
    bad = xp.logical_or(xp.less(idx, -n), xp.greater_equal(idx, n))
    if _concrete_any(xp, bad):
        raise IndexError(f"ivy.{fn}: an index is out of range for a dimension of size {n}")
    return xp.where(xp.less(idx, 0), xp.add(idx, n), idx)


# ------------------------------------------------------------------ creation


@composition("logspace")
def _logspace(xp, start, stop, /, num, *, base=10.0, axis=0, endpoint=True, dtype=None, device=None):
    arrays = type(start) not in _SCALARS or type(stop) not in _SCALARS
    if dtype is None:
        if not arrays:
            d = _dt.complex64 if complex in (start.__class__, stop.__class__) else _dt.float32
        else:
            d = _dt.result_type(*[v if type(v) in _SCALARS else xp.dtype(v) for v in (start, stop)])
            if d.kind not in "fc":
                d = _dt.default_float_dtype
    else:
        d = xp.ivy_dtype(dtype)
    work = _dt.complex128 if d.kind == "c" or complex in (start.__class__, stop.__class__) else _dt.float64
    kw = {"axis": axis} if arrays else {}
    r = xp.linspace(start, stop, num, dtype=xp.native_dtype(work), device=device, endpoint=endpoint, **kw)
    r = xp.pow(base, r)
    if d.kind in "iu":
        r = xp.floor(r)
    return r if d is work else xp.astype(r, xp.native_dtype(d))


def _one_hot_dtype(on_value, off_value):
    given = [v for v in (on_value, off_value) if v is not None]
    if not given:
        return _dt.float32
    for v in given:
        if type(v) not in _SCALARS:
            raise InvalidArgumentError(f"ivy.one_hot: on_value/off_value must be Python scalars, got {v!r}")
    if len(given) == 1:
        return _PY_DTYPE[given[0].__class__]
    return _dt.result_type(*given)


def _cast_scalar(v, d, name=None):
    """A Python scalar as a value of ivy dtype ``d`` (NumPy's casts: floats truncate to ints); an
    int or float that an integer ``d`` cannot hold is ivy's ScalarOverflowError (the frameworks
    wrapped a pad value of 300 into int8 as 44), a complex for a real ``d`` its DtypeError (its
    imaginary part was dropped); ``name`` names the function in the error."""
    if d.kind == "b":
        return bool(v)
    if d.kind == "c":
        return complex(v)
    if isinstance(v, complex):
        raise _complex_into_real(d, name)
    if d.kind in "iu":
        try:
            i = operator.index(v)  # an int, a bool, a NumPy integer
        except TypeError:
            return _float_int(float(v), d, name)
        info = _dt.iinfo(d)
        if not info.min <= i <= info.max:
            raise _int_overflow(i, d, name)
        return i
    return float(v)


def one_hot_args(xp, indices, depth, axis, on_value, off_value, dtype):
    """Checked arguments of one_hot: (ndim_out, axis, ivy dtype, on, off)."""
    if not isinstance(depth, int) or isinstance(depth, bool) or depth < 0:
        raise InvalidArgumentError(f"ivy.one_hot: depth must be a non-negative int, got {depth!r}")
    d = _one_hot_dtype(on_value, off_value) if dtype is None else xp.ivy_dtype(dtype)
    nd = len(xp.shape(indices)) + 1
    ax = nd - 1 if axis is None else _norm_axis(axis, nd, "one_hot")
    on = _cast_scalar(1 if on_value is None else on_value, d, "one_hot")
    off = _cast_scalar(0 if off_value is None else off_value, d, "one_hot")
    return nd, ax, d, on, off


@composition("one_hot")
def _one_hot(xp, indices, depth, /, *, on_value=None, off_value=None, axis=None, dtype=None, device=None):
    idx = _as_index(xp, indices, "one_hot")
    nd, ax, d, on, off = one_hot_args(xp, idx, depth, axis, on_value, off_value, dtype)
    dev = _device(xp, idx) if device is None else device
    ar = xp.arange(depth, dtype=_i64(xp), device=dev)
    eq = xp.equal(xp.expand_dims(idx, axis=-1), ar)
    if ax != nd - 1:
        eq = xp.moveaxis(eq, -1, ax)
    nt = xp.native_dtype(d)
    if d.kind == "b" and on is True and off is False:
        return eq
    return xp.where(eq, xp.full((), on, dtype=nt, device=dev), xp.full((), off, dtype=nt, device=dev))


def _tri_indices(xp, n_rows, n_cols, k, device, upper):
    if n_cols is None:
        n_cols = n_rows
    for name, v in (("n_rows", n_rows), ("n_cols", n_cols), ("k", k)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise InvalidArgumentError(f"ivy.{'triu' if upper else 'tril'}_indices: {name} must be an int, got {v!r}")
    if n_rows < 0 or n_cols < 0:
        raise InvalidArgumentError(f"ivy.{'triu' if upper else 'tril'}_indices: sizes must be >= 0")
    i64 = _i64(xp)
    r = xp.reshape(xp.arange(n_rows, dtype=i64, device=device), (n_rows, 1))
    c = xp.reshape(xp.arange(n_cols, dtype=i64, device=device), (1, n_cols))
    diff = xp.subtract(c, r)
    mask = xp.greater_equal(diff, k) if upper else xp.less_equal(diff, k)
    return tuple(xp.nonzero(mask))


@composition("triu_indices")
def _triu_indices(xp, n_rows, n_cols=None, k=0, /, *, device=None):
    return _tri_indices(xp, n_rows, n_cols, k, device, True)


@composition("tril_indices")
def _tril_indices(xp, n_rows, n_cols=None, k=0, /, *, device=None):
    return _tri_indices(xp, n_rows, n_cols, k, device, False)


# ------------------------------------------------------------------ shape


def split_sizes(xp, n, num_or_size_splits, with_remainder):
    """The part sizes ``split`` makes of an axis of length ``n`` (Ivy's rules)."""
    s = num_or_size_splits
    if s is None:
        return [1] * n
    if type(s) not in _SCALARS and not isinstance(s, (list, tuple)):
        s = [int(v) for v in s]  # a native array of sizes
    if isinstance(s, bool) or isinstance(s, (float, complex)):
        raise InvalidArgumentError(f"ivy.split: num_or_size_splits must be an int or sizes, got {s!r}")
    if isinstance(s, int):
        if s <= 0:
            raise InvalidArgumentError(f"ivy.split: num_or_size_splits must be positive, got {s}")
        if n % s:
            if not with_remainder:
                raise ShapeError(
                    f"ivy.split: an axis of length {n} does not split into {s} equal parts; "
                    "give the sizes, or with_remainder=True for parts of that size plus a remainder"
                )
            return [s] * (n // s) + [n % s]
        return [n // s] * s
    sizes = [int(v) for v in s]
    if sizes.count(-1) > 1 or any(v < -1 for v in sizes):
        raise InvalidArgumentError(f"ivy.split: sizes must be >= 0 (one may be -1), got {sizes}")
    if -1 in sizes:
        rest = n - (sum(sizes) + 1)
        if rest < 0:
            raise ShapeError(f"ivy.split: sizes {sizes} exceed the axis length {n}")
        sizes[sizes.index(-1)] = rest
    if sum(sizes) != n:
        raise ShapeError(f"ivy.split: sizes {sizes} do not sum to the axis length {n}")
    return sizes


@composition("split")
def _split(xp, x, /, *, copy=None, num_or_size_splits=None, axis=0, with_remainder=False):
    shape = _shape(xp, x)
    if not shape:
        raise ShapeError("ivy.split: a 0-d array cannot be split; reshape it first")
    ax = _norm_axis(axis, len(shape), "split")
    sizes = split_sizes(xp, shape[ax], num_or_size_splits, with_remainder)
    starts = [0]
    for s in sizes:
        starts.append(starts[-1] + s)
    return _parts(xp, x, ax, zip(starts[:-1], starts[1:]), copy)


def _parts(xp, x, axis, spans, copy):
    """The slices ``lo:hi`` of ``x`` along ``axis`` for each ``(lo, hi)`` of ``spans`` (copies with ``copy``)."""
    pre = (slice(None),) * axis
    out = []
    for lo, hi in spans:
        p = xp.getitem(x, pre + (slice(lo, hi),))
        out.append(xp.asarray(p, copy=True) if copy else p)
    return out


@composition("swapaxes")
def _swapaxes(xp, x, axis0, axis1, /, *, copy=None):
    nd = len(xp.shape(x))
    a0 = _norm_axis(axis0, nd, "swapaxes", "axis0")
    a1 = _norm_axis(axis1, nd, "swapaxes", "axis1")
    perm = list(range(nd))
    perm[a0], perm[a1] = perm[a1], perm[a0]
    return xp.permute_dims(x, tuple(perm), copy=copy)


def flatten_shape(shape, start_dim, end_dim):
    nd = len(shape)
    if nd == 0:
        if start_dim not in (0, -1) or end_dim not in (0, -1):
            raise InvalidArgumentError("ivy.flatten: a 0-d array has only dimension 0 (or -1)")
        return (1,)
    s = _norm_axis(start_dim, nd, "flatten", "start_dim")
    e = _norm_axis(end_dim, nd, "flatten", "end_dim")
    if s > e:
        raise InvalidArgumentError(f"ivy.flatten: start_dim {start_dim} comes after end_dim {end_dim}")
    return shape[:s] + (_prod(shape[s:e + 1]),) + shape[e + 1:]


@composition("flatten")
def _flatten(xp, x, /, *, copy=None, start_dim=0, end_dim=-1, order="C"):
    if order not in ("C", "F"):
        raise InvalidArgumentError(f"ivy.flatten: order must be 'C' or 'F', got {order!r}")
    new = flatten_shape(_shape(xp, x), start_dim, end_dim)
    return xp.reshape(x, new, copy=copy, order=order)


_PAD_MODES = ("constant", "edge", "reflect", "symmetric", "wrap")


def pad_widths(pad_width, ndim):
    """``pad_width`` as one ``(before, after)`` pair of ints per axis (NumPy's rules)."""
    def ints(v):
        if isinstance(v, bool) or not isinstance(v, int):
            try:
                v = int(v)
            except (TypeError, ValueError):
                raise InvalidArgumentError(f"ivy.pad: pad widths must be ints, got {v!r}") from None
        if v < 0:
            raise InvalidArgumentError(f"ivy.pad: pad widths must be >= 0, got {v}")
        return v

    pw = pad_width
    if isinstance(pw, int) or not hasattr(pw, "__len__"):
        p = ints(pw)
        return [(p, p)] * ndim
    pw = list(pw)
    if pw and all(not hasattr(v, "__len__") for v in pw):
        if len(pw) == 1:
            return [(ints(pw[0]),) * 2] * ndim
        if len(pw) == 2:
            return [(ints(pw[0]), ints(pw[1]))] * ndim
        raise ShapeError(f"ivy.pad: pad_width {pad_width!r} is neither one width nor a (before, after) pair")
    pairs = []
    for v in pw:
        v = list(v)
        if len(v) == 1:
            v = v * 2
        if len(v) != 2:
            raise ShapeError(f"ivy.pad: each pad_width entry must be (before, after), got {v!r}")
        pairs.append((ints(v[0]), ints(v[1])))
    if len(pairs) == 1:
        return pairs * ndim
    if len(pairs) != ndim:
        raise ShapeError(f"ivy.pad: pad_width has {len(pairs)} pairs for an array of {ndim} dimensions")
    return pairs


def pad_check(mode, reflect_type, shape, widths):
    if mode not in _PAD_MODES:
        raise InvalidArgumentError(f"ivy.pad: mode must be one of {', '.join(_PAD_MODES)}; got {mode!r}")
    if reflect_type not in ("even", "odd"):
        raise InvalidArgumentError(f"ivy.pad: reflect_type must be 'even' or 'odd', got {reflect_type!r}")
    if mode != "constant":
        for n, (b, a) in zip(shape, widths):
            if n == 0 and (b or a):
                raise ShapeError(f"ivy.pad: mode {mode!r} cannot pad an axis of size 0")


def _pad_positions(n, b, a, mode):
    """Source positions (and, for odd reflection, (sign, period count, reflected)) per output index."""
    pos, q, refl = [], [], []
    for j in range(n + b + a):
        i = j - b
        if mode == "edge":
            pos.append(min(max(i, 0), n - 1))
            continue
        if mode == "wrap":
            pos.append(i % n)
            continue
        period = 2 * n if mode == "symmetric" else 2 * (n - 1)
        if period == 0:  # reflect of one element
            pos.append(0)
            q.append(0)
            refl.append(False)
            continue
        k, r = divmod(i, period)
        if r < n:
            pos.append(r)
            refl.append(False)
        else:
            pos.append(period - r - (1 if mode == "symmetric" else 0))
            refl.append(True)
        q.append(k)
    return pos, q, refl


@composition("pad")
def _pad(xp, input, pad_width, /, *, mode="constant", stat_length=1, constant_values=0, end_values=0,  # noqa: A002
         reflect_type="even"):
    x = input
    shape = _shape(xp, x)
    widths = pad_widths(pad_width, len(shape))
    pad_check(mode, reflect_type, shape, widths)
    d = xp.dtype(x)
    nt = xp.native_dtype(d)
    dev = _device(xp, x)
    i64 = _i64(xp)
    for ax, (b, a) in enumerate(widths):
        if not (b or a):
            continue
        cur = _shape(xp, x)
        n = cur[ax]
        if mode == "constant":
            v = _cast_scalar(constant_values, d, "pad")
            parts = []
            if b:
                parts.append(xp.full(cur[:ax] + (b,) + cur[ax + 1:], v, dtype=nt, device=dev))
            parts.append(x)
            if a:
                parts.append(xp.full(cur[:ax] + (a,) + cur[ax + 1:], v, dtype=nt, device=dev))
            x = xp.concat(parts, axis=ax)
            continue
        pos, q, refl = _pad_positions(n, b, a, mode)
        y = xp.take(x, xp.asarray(pos, dtype=i64, device=dev), axis=ax)
        if reflect_type == "odd" and mode in ("reflect", "symmetric") and any(refl) | any(q):
            # Odd reflection mirrors through the edge values: f(j) = +-x[pos] + terms in the edges.
            bshape = (1,) * ax + (len(pos),) + (1,) * (len(cur) - ax - 1)
            first = xp.take(x, xp.asarray([0], dtype=i64, device=dev), axis=ax)
            last = xp.take(x, xp.asarray([n - 1], dtype=i64, device=dev), axis=ax)
            sign = xp.reshape(xp.asarray([-1 if r else 1 for r in refl], dtype=nt, device=dev), bshape)
            rf = xp.reshape(xp.asarray([1 if r else 0 for r in refl], dtype=nt, device=dev), bshape)
            qq = xp.reshape(xp.asarray(q, dtype=nt, device=dev), bshape)
            two_last = xp.add(last, last)
            y = xp.add(xp.multiply(sign, y), xp.multiply(rf, two_last))
            y = xp.add(y, xp.multiply(qq, xp.subtract(two_last, xp.add(first, first))))
        x = y
    return x


def rot90_axes(nd, axes):
    """``rot90``'s two ``axes`` of an ``nd``-dimensional array, checked and non-negative."""
    axes = tuple(axes)
    if len(axes) != 2:
        raise InvalidArgumentError(f"ivy.rot90: axes must be two axes, got {axes!r}")
    if nd < 2:
        raise ShapeError(f"ivy.rot90 needs an array of at least 2 dimensions, got {nd}")
    a0 = _norm_axis(axes[0], nd, "rot90", "axes")
    a1 = _norm_axis(axes[1], nd, "rot90", "axes")
    if a0 == a1:
        raise InvalidArgumentError(f"ivy.rot90: the two axes must differ, got {axes!r}")
    return a0, a1


@composition("rot90")
def _rot90(xp, m, /, *, copy=None, k=1, axes=(0, 1)):
    nd = len(xp.shape(m))
    a0, a1 = rot90_axes(nd, axes)
    k %= 4
    if k == 0:
        return xp.asarray(m, copy=True) if copy else m
    if k == 2:
        return xp.flip(m, axis=(a0, a1))
    perm = list(range(nd))
    perm[a0], perm[a1] = perm[a1], perm[a0]
    if k == 1:
        return xp.permute_dims(xp.flip(m, axis=a1), tuple(perm))
    return xp.flip(xp.permute_dims(m, tuple(perm)), axis=a1)


# ------------------------------------------------------------------ indexing


@composition("unravel_index")
def _unravel_index(xp, indices, shape, /):
    shape = tuple(int(s) for s in shape)
    idx = _as_index(xp, indices, "unravel_index")
    total = _prod(shape)
    idx = _wrap_negative(xp, idx, total, "unravel_index")
    out = []
    for s in reversed(shape):
        if s == 0:
            out.append(idx)
            continue
        out.append(xp.remainder(idx, s))
        idx = xp.floor_divide(idx, s)
    return tuple(reversed(out))


def gather_args(params_shape, indices_shape, axis, batch_dims):
    """Normalised (axis, batch_dims) of tf.gather, checked."""
    ni, np_ = len(indices_shape), len(params_shape)
    bd = batch_dims + ni if batch_dims < 0 else batch_dims
    if not 0 <= bd <= ni:
        raise AxisError(f"ivy.gather: batch_dims {batch_dims} is out of range for indices of rank {ni}")
    ax = _norm_axis(axis, np_, "gather")
    if ax < bd:
        raise InvalidArgumentError(f"ivy.gather: axis {axis} must not be before the batch_dims {bd}")
    if tuple(params_shape[:bd]) != tuple(indices_shape[:bd]):
        raise ShapeError(
            f"ivy.gather: the first {bd} (batch) dimensions of params {tuple(params_shape)} and "
            f"indices {tuple(indices_shape)} differ"
        )
    return ax, bd


@composition("gather")
def _gather(xp, params, indices, /, *, axis=-1, batch_dims=0):
    ps, is_ = _shape(xp, params), _shape(xp, indices)
    ax, bd = gather_args(ps, is_, axis, batch_dims)
    idx = _wrap_negative(xp, _as_index(xp, indices, "gather"), ps[ax], "gather")
    out_shape = ps[:ax] + is_[bd:] + ps[ax + 1:]
    m = _prod(is_[bd:])
    if bd == 0:
        r = xp.take(params, xp.reshape(idx, (m,)), axis=ax)
    else:
        idx = xp.reshape(idx, ps[:bd] + (1,) * (ax - bd) + (m,) + (1,) * (len(ps) - ax - 1))
        idx = xp.broadcast_to(idx, ps[:ax] + (m,) + ps[ax + 1:])
        r = xp.take_along_axis(params, idx, axis=ax)
    return xp.reshape(r, out_shape)


def _flat_index(xp, idx, dims, fn):
    """Index vectors in the last axis of ``idx`` (over ``dims``) as flat C-order positions."""
    k = len(dims)
    flat = None
    stride = 1
    lead = (slice(None),) * (len(xp.shape(idx)) - 1)
    for j in range(k - 1, -1, -1):
        c = xp.getitem(idx, lead + (j,))
        c = _wrap_negative(xp, c, dims[j], fn)
        term = c if stride == 1 else xp.multiply(c, stride)
        flat = term if flat is None else xp.add(flat, term)
        stride *= dims[j]
    if flat is None:  # k == 0: every vector names the whole array
        flat = xp.zeros(_shape(xp, idx)[:-1], dtype=_i64(xp), device=_device(xp, idx))
    return flat


def gather_nd_args(params_shape, indices_shape, batch_dims):
    ni = len(indices_shape)
    if ni == 0:
        raise ShapeError("ivy.gather_nd: indices must have at least one dimension (the index vectors)")
    bd = batch_dims
    if not 0 <= bd < ni:
        raise InvalidArgumentError(f"ivy.gather_nd: batch_dims {batch_dims} must be in [0, {ni - 1}]")
    k = indices_shape[-1]
    if bd + k > len(params_shape):
        raise ShapeError(
            f"ivy.gather_nd: index vectors of length {k} after {bd} batch dims exceed params of rank "
            f"{len(params_shape)}"
        )
    if tuple(params_shape[:bd]) != tuple(indices_shape[:bd]):
        raise ShapeError(
            f"ivy.gather_nd: the first {bd} (batch) dimensions of params {tuple(params_shape)} and "
            f"indices {tuple(indices_shape)} differ"
        )
    return bd, k


@composition("gather_nd")
def _gather_nd(xp, params, indices, /, *, batch_dims=0):
    ps, is_ = _shape(xp, params), _shape(xp, indices)
    bd, k = gather_nd_args(ps, is_, batch_dims)
    idx = _as_index(xp, indices, "gather_nd")
    flat = _flat_index(xp, idx, ps[bd:bd + k], "gather_nd")
    p = xp.reshape(params, ps[:bd] + (_prod(ps[bd:bd + k]),) + ps[bd + k:])
    return xp.gather(p, flat, axis=bd, batch_dims=bd)


def scatter_args(xp, indices, updates, shape, reduction, tensor, fn="scatter_nd"):
    """Checked scatter_nd arguments: (target shape, k, result ivy dtype, updates shape)."""
    if reduction not in _REDUCTIONS:
        raise InvalidArgumentError(f"ivy.{fn}: reduction must be one of {', '.join(_REDUCTIONS)}; got {reduction!r}")
    if tensor is not None:
        tshape = _shape(xp, tensor)
        if shape is not None and tuple(int(s) for s in shape) != tshape:
            raise ShapeError(f"ivy.{fn}: shape {tuple(shape)} differs from tensor's shape {tshape}")
        d = xp.dtype(tensor)
    elif shape is None:
        raise InvalidArgumentError(f"ivy.{fn}: give the output shape (or a tensor to scatter into)")
    else:
        tshape = (int(shape),) if isinstance(shape, int) else tuple(int(s) for s in shape)
        d = xp.dtype(updates) if type(updates) not in _SCALARS else _PY_DTYPE[type(updates)]
    is_ = _shape(xp, indices)
    if not is_:
        raise ShapeError(f"ivy.{fn}: indices must have at least one dimension (the index vectors)")
    k = is_[-1]
    if k > len(tshape):
        raise ShapeError(f"ivy.{fn}: index vectors of length {k} exceed the output rank {len(tshape)}")
    if d.kind == "c" and reduction in ("min", "max"):
        raise UnsupportedDtypeError(f"ivy.{fn}: reduction {reduction!r} needs ordered values, not {d.name}")
    ushape = is_[:-1] + tshape[k:]
    return tshape, k, d, ushape


def scatter_updates(xp, updates, ushape, d, like, fn="scatter_nd"):
    """``updates`` as a native array of ivy dtype ``d`` and shape ``ushape`` (broadcast)."""
    nt = xp.native_dtype(d)
    if type(updates) in _SCALARS:
        return xp.full(ushape, _cast_scalar(updates, d, fn), dtype=nt, device=_device(xp, like))
    if xp.dtype(updates) is not d:
        updates = xp.astype(updates, nt)
    us = _shape(xp, updates)
    if us != ushape:
        try:
            updates = xp.broadcast_to(updates, ushape)
        except Exception as e:  # noqa: BLE001 - any framework's broadcast complaint
            raise ShapeError(f"ivy.{fn}: updates of shape {us} do not fit the indexed shape {ushape}") from e
    return updates


@composition("scatter_nd")
def _scatter_nd(xp, indices, updates, /, shape=None, *, reduction="sum", tensor=None):
    tshape, k, d, ushape = scatter_args(xp, indices, updates, shape, reduction, tensor)
    idx = _as_index(xp, indices, "scatter_nd")
    upd = scatter_updates(xp, updates, ushape, d, idx)
    nt = xp.native_dtype(d)
    dev = _device(xp, idx)
    base = tensor if tensor is not None else xp.zeros(tshape, dtype=nt, device=dev)
    boolean = d.kind == "b"
    red = reduction
    if boolean:  # or / and on 0/1 integers
        red = {"sum": "max", "mul": "min"}.get(red, red)
        work = xp.native_dtype(_dt.int8)
        base, upd = xp.astype(base, work), xp.astype(upd, work)
    flat = _flat_index(xp, idx, tshape[:k], "scatter_nd")
    m = _prod(ushape[:len(ushape) - len(tshape) + k])
    p = _prod(tshape[:k])
    rr = _prod(tshape[k:])
    flat = xp.reshape(flat, (m,))
    u = xp.reshape(upd, (m, rr))
    b = xp.reshape(base, (p, rr))
    if m == 0 or p == 0:
        r = b
    else:
        mask = xp.equal(xp.reshape(flat, (m, 1)), xp.reshape(xp.arange(p, dtype=_i64(xp), device=dev), (1, p)))
        if red == "replace":
            pos = xp.where(mask, xp.reshape(xp.arange(m, dtype=_i64(xp), device=dev), (m, 1)), -1)
            last = xp.max(pos, axis=0)  # (p,): the last update of each position, or -1
            vals = xp.take(u, xp.where(xp.less(last, 0), 0, last), axis=0)
            r = xp.where(xp.reshape(xp.greater_equal(last, 0), (p, 1)), vals, b)
        else:
            mask3 = xp.reshape(mask, (m, p, 1))
            u3 = xp.reshape(u, (m, 1, rr))
            if red == "sum":
                r = xp.add(b, xp.sum(xp.where(mask3, u3, xp.zeros((), dtype=xp.dtype_of(u), device=dev)),
                                     axis=0, dtype=xp.dtype_of(u)))
            elif red == "mul":
                r = xp.multiply(b, xp.prod(xp.where(mask3, u3, xp.ones((), dtype=xp.dtype_of(u), device=dev)),
                                           axis=0, dtype=xp.dtype_of(u)))
            else:
                b3 = xp.reshape(b, (1, p, rr))
                pick = xp.min if red == "min" else xp.max
                both = xp.minimum if red == "min" else xp.maximum
                r = both(pick(xp.where(mask3, u3, b3), axis=0), b)
    r = xp.reshape(r, tshape)
    if boolean:
        return xp.not_equal(r, 0)
    return r if xp.dtype(r) is d else xp.astype(r, nt)


@composition("scatter_flat")
def _scatter_flat(xp, indices, updates, /, *, size=None, reduction="sum", tensor=None):
    if tensor is not None and len(xp.shape(tensor)) != 1:
        raise ShapeError(f"ivy.scatter_flat: tensor must be 1-D, got shape {_shape(xp, tensor)}")
    shape = None if size is None else (int(size),)
    idx = xp.reshape(_as_index(xp, indices, "scatter_flat"), (-1, 1))
    if type(updates) not in _SCALARS:
        us, is_ = _shape(xp, updates), _shape(xp, indices)
        if us != is_:
            try:
                updates = xp.broadcast_to(updates, is_)
            except Exception as e:  # noqa: BLE001 - any framework's broadcast complaint
                raise ShapeError(f"ivy.scatter_flat: updates of shape {us} do not match indices {is_}") from e
        updates = xp.reshape(updates, (-1,))
    return xp.scatter_nd(idx, updates, shape, reduction=reduction, tensor=tensor)


def put_along_axis_shape(ash, ish, axis, fn="put_along_axis"):
    """(axis, T): the normalised axis and the shape indices and values broadcast to."""
    if len(ash) != len(ish):
        raise ShapeError(f"ivy.{fn}: indices must have arr's rank {len(ash)}, got shape {tuple(ish)}")
    ax = _norm_axis(axis, len(ash), fn)
    t = []
    for j, (a, i) in enumerate(zip(ash, ish)):
        if j == ax:
            t.append(i)
        elif i == a or i == 1:
            t.append(a)
        elif a == 1:
            t.append(i)
        else:
            raise ShapeError(f"ivy.{fn}: indices of shape {tuple(ish)} do not broadcast against arr of shape "
                             f"{tuple(ash)}")
    return ax, tuple(t)


def put_along_axis_coords(xp, arr, indices, axis, fn="put_along_axis"):
    """Index vectors (T..., ndim) naming where put_along_axis writes, and their shape T."""
    ash, ish = _shape(xp, arr), _shape(xp, indices)
    ax, t = put_along_axis_shape(ash, ish, axis, fn)
    idx = xp.broadcast_to(_as_index(xp, indices, fn), t)
    idx = _wrap_negative(xp, idx, ash[ax], fn)
    dev = _device(xp, arr)
    cols = []
    for j, s in enumerate(ash):
        if j == ax:
            cols.append(idx)
        else:
            r = xp.reshape(xp.arange(s, dtype=_i64(xp), device=dev), (1,) * j + (s,) + (1,) * (len(t) - j - 1))
            cols.append(xp.broadcast_to(r, t))
    return xp.stack(cols, axis=-1) if cols else xp.zeros(t + (0,), dtype=_i64(xp), device=dev), t


@composition("put_along_axis")
def _put_along_axis(xp, arr, indices, values, axis, /, *, mode="replace"):
    if axis is None:
        shape = _shape(xp, arr)
        flat = xp.reshape(arr, (-1,))
        return xp.reshape(xp.put_along_axis(flat, xp.reshape(indices, (-1,)), values, 0, mode=mode), shape)
    if mode not in _REDUCTIONS:
        raise InvalidArgumentError(f"ivy.put_along_axis: mode must be one of {', '.join(_REDUCTIONS)}; got {mode!r}")
    coords, t = put_along_axis_coords(xp, arr, indices, axis)
    return xp.scatter_nd(coords, values, None, reduction=mode, tensor=arr)


@composition("argwhere")
def _argwhere(xp, x, /):
    if not xp.shape(x):
        n = 1 if bool(x) else 0
        return xp.zeros((n, 0), dtype=_i64(xp), device=_device(xp, x))
    return xp.nonzero(x, as_tuple=False)


# ------------------------------------------------------------- inplace_update


def inplace_update(x, val, *, ensure_in_backend=False, keep_input_dtype=False):
    from .._array import Array

    holder = x if x.__class__ is Array else None
    xn = x._data if holder is not None else x
    b = _TYPES[type(xn)]
    if b is None:
        raise InvalidArgumentError(f"ivy.inplace_update: x must be an array, got {type(x).__name__}")
    b.load()
    vn = val._data if val.__class__ is Array else val
    vb = _TYPES[type(vn)]
    if vb is None:
        try:
            vn = b.asarray(vn, dtype=b.dtype_of(xn) if type(vn) in _SCALARS else None)
        except Exception as e:  # noqa: BLE001 - the framework's refusal, as ivy.asarray reports it
            _fail(e, "inplace_update", {"_b": b})  # (300 into uint8: NumPy's OverflowError)
    elif vb is not b:
        raise MixedFrameworksError(
            f"ivy.inplace_update: x is a {b.name} array and val a {vb.name} array; "
            f"convert val first with ivy.to_backend(val, {b.name!r})"
        )
    xd = b.dtype(xn)
    if holder is None or keep_input_dtype:
        if b.dtype(vn) is not xd:
            vn = b.astype(vn, b.dtype_of(xn))
    if holder is None:
        xs = tuple(b.shape(xn))
        if tuple(b.shape(vn)) != xs:
            try:
                vn = b.broadcast_to(vn, xs)
            except Exception as e:  # noqa: BLE001 - any framework's broadcast complaint
                raise ShapeError(
                    f"ivy.inplace_update: val of shape {tuple(b.shape(vn))} does not fit x of shape {xs}"
                ) from e
        new = b.inplace_update(xn, vn)
        if new is not xn and ensure_in_backend:
            raise InvalidArgumentError(
                f"ivy.inplace_update: backend {b.name!r} cannot write into this array in place "
                "(ensure_in_backend=True); wrap it in an ivy.Array to have it rebound"
            )
        return new
    same = b.dtype(vn) is xd and tuple(b.shape(vn)) == tuple(b.shape(xn))
    new = b.inplace_update(xn, vn) if same else vn
    if new is not xn and ensure_in_backend:
        raise InvalidArgumentError(
            f"ivy.inplace_update: backend {b.name!r} cannot write into the array's buffer in place "
            "(ensure_in_backend=True)"
        )
    holder._data = new
    return holder



# --------------------------------------------- ivy 1.0's experimental manipulation


def _atleast(xp, arys, nd_min, copy):
    out = []
    for a in arys:
        s = _shape(xp, a)
        if len(s) < nd_min:
            if nd_min == 1 or len(s) == 0:
                new = (1,) * (nd_min - len(s)) + s
            elif nd_min == 2:  # (n,) -> (1, n)
                new = (1,) + s
            else:  # (n,) -> (1, n, 1), (m, n) -> (m, n, 1)
                new = ((1,) + s + (1,)) if len(s) == 1 else s + (1,)
            a = xp.reshape(a, new)
        out.append(xp.asarray(a, copy=True) if copy else a)
    return out[0] if len(out) == 1 else out


@composition("atleast_1d")
def _atleast_1d(xp, *arys, copy=None):
    return _atleast(xp, arys, 1, copy)


@composition("atleast_2d")
def _atleast_2d(xp, *arys, copy=None):
    return _atleast(xp, arys, 2, copy)


@composition("atleast_3d")
def _atleast_3d(xp, *arys, copy=None):
    return _atleast(xp, arys, 3, copy)


def _as_list(x):
    return x if isinstance(x, list) else [x]


@composition("hstack")
def _hstack(xp, arrays, /):
    arrays = _as_list(_atleast(xp, list(arrays), 1, None))
    return xp.concat(arrays, axis=0 if len(_shape(xp, arrays[0])) == 1 else 1)


@composition("vstack")
def _vstack(xp, arrays, /):
    return xp.concat(_as_list(_atleast(xp, list(arrays), 2, None)), axis=0)


@composition("dstack")
def _dstack(xp, arrays, /):
    return xp.concat(_as_list(_atleast(xp, list(arrays), 3, None)), axis=2)


@composition("column_stack")
def _column_stack(xp, arrays, /):
    cols = []
    for a in arrays:
        s = _shape(xp, a)
        cols.append(xp.reshape(a, (s[0] if s else 1, 1)) if len(s) < 2 else a)
    return xp.concat(cols, axis=1)


def _split_at(xp, x, indices_or_sections, axis, fn, copy):
    shape = _shape(xp, x)
    n = shape[axis]
    if isinstance(indices_or_sections, int) and not isinstance(indices_or_sections, bool):
        k = indices_or_sections
        if k <= 0 or n % k:
            raise ShapeError(f"ivy.{fn}: {k} sections do not divide an axis of {n} equally")
        bounds = [i * (n // k) for i in range(k + 1)]
    else:
        cuts = [min(max(int(i) + (n if int(i) < 0 else 0), 0), n) for i in indices_or_sections]
        bounds = [0] + cuts + [n]
    # (NumPy: an index before the one ahead of it gives an empty part there)
    return _parts(xp, x, axis, [(lo, max(hi, lo)) for lo, hi in zip(bounds[:-1], bounds[1:])], copy)


def _split_min(xp, x, nd_min, fn):
    nd = len(_shape(xp, x))
    if nd < nd_min:
        raise ShapeError(f"ivy.{fn} needs an array of at least {nd_min} dimensions, got {nd}")
    return nd


@composition("hsplit")
def _hsplit(xp, ary, indices_or_sections, /, *, copy=None):
    nd = _split_min(xp, ary, 1, "hsplit")
    return _split_at(xp, ary, indices_or_sections, 0 if nd == 1 else 1, "hsplit", copy)


@composition("vsplit")
def _vsplit(xp, ary, indices_or_sections, /, *, copy=None):
    _split_min(xp, ary, 2, "vsplit")
    return _split_at(xp, ary, indices_or_sections, 0, "vsplit", copy)


@composition("dsplit")
def _dsplit(xp, ary, indices_or_sections, /, *, copy=None):
    _split_min(xp, ary, 3, "dsplit")
    return _split_at(xp, ary, indices_or_sections, 2, "dsplit", copy)


@composition("fliplr")
def _fliplr(xp, m, /, *, copy=None):
    _split_min(xp, m, 2, "fliplr")
    return xp.flip(m, axis=1, copy=copy)


@composition("flipud")
def _flipud(xp, m, /, *, copy=None):
    _split_min(xp, m, 1, "flipud")
    return xp.flip(m, axis=0, copy=copy)


@composition("expand")
def _expand(xp, x, shape, /, *, copy=None):
    s = _shape(xp, x)
    shape = [int(d) for d in shape]
    lead = len(shape) - len(s)
    if lead < 0:
        raise ShapeError(f"ivy.expand: shape {tuple(shape)} has fewer dimensions than x's {s}")
    for i, d in enumerate(shape):
        if d == -1:
            if i < lead:
                raise InvalidArgumentError("ivy.expand: -1 cannot stand for a new leading axis")
            shape[i] = s[i - lead]
    r = xp.broadcast_to(x, tuple(shape))
    return xp.asarray(r, copy=True) if copy else r


@composition("unflatten")
def _unflatten(xp, x, /, dim, shape):
    s = _shape(xp, x)
    if not s:
        raise ShapeError("ivy.unflatten: a 0-d array has no axis to unflatten")
    ax = _norm_axis(dim, len(s), "unflatten", "dim")
    shape = [int(d) for d in shape]
    if shape.count(-1) > 1:
        raise InvalidArgumentError("ivy.unflatten: at most one size may be -1")
    if -1 in shape:
        known = _prod(d for d in shape if d != -1)
        if known == 0 or s[ax] % known:
            raise ShapeError(f"ivy.unflatten: {tuple(shape)} does not divide axis {ax} of size {s[ax]}")
        shape[shape.index(-1)] = s[ax] // known
    if _prod(shape) != s[ax]:
        raise ShapeError(f"ivy.unflatten: {tuple(shape)} does not multiply to axis {ax}'s size {s[ax]}")
    return xp.reshape(x, s[:ax] + tuple(shape) + s[ax + 1:])


@composition("heaviside")
def _heaviside(xp, x1, x2, /):
    from ._math_impl import _common

    (a, b), _ = _common(xp, x1, x2, floating=True, real="heaviside")
    step = xp.where(xp.greater(a, 0), xp.ones_like(a), xp.zeros_like(a))
    return xp.where(xp.isnan(a), a, xp.where(xp.equal(a, 0), b, step))


# ------------------------------------------------ ivy 1.0's experimental creation


def _window(xp, length, periodic, dtype, weights_of, fn):
    """A window of ``length`` points: ``weights_of(xp, n, N)`` (float64 ``n = 0 ... length - 1``,
    ``N`` the period) cast to ``dtype`` (default float32); a 1-point window is [1], as torch's."""
    length = int(length)
    if length < 0:
        raise InvalidArgumentError(f"ivy.{fn}: the window length must be >= 0, got {length}")
    out = dtype if dtype is not None else xp.native_dtype(_dt.float32)
    from ..device import set_native_device

    device = set_native_device(xp)  # (ivy.set_default_device's: windows take no device argument)
    if length <= 1:
        return xp.ones((length,), dtype=out, device=device)
    w = _dt.float64 if _dt.float64 in xp.supported_dtypes() else _dt.float32
    n = xp.arange(length, dtype=xp.native_dtype(w), device=device)
    return xp.astype(weights_of(xp, n, float(length if periodic else length - 1)), out)


def _cos_terms(*coeffs):
    """``sum_j c_j cos(2 pi j n / N)``, the Hann/Hamming/Blackman family."""
    def weights(xp, n, big_n):
        r = None
        for j, c in enumerate(coeffs):
            t = xp.multiply(xp.cos(xp.multiply(n, 2 * _math.pi * j / big_n)), c) if j else xp.full_like(n, c)
            r = t if r is None else xp.add(r, t)
        return r

    return weights


@composition("hann_window")
def _hann_window(xp, size, *, periodic=True, dtype=None):
    return _window(xp, size, periodic, dtype, _cos_terms(0.5, -0.5), "hann_window")


@composition("hamming_window")
def _hamming_window(xp, window_length, *, periodic=True, alpha=0.54, beta=0.46, dtype=None):
    return _window(xp, window_length, periodic, dtype, _cos_terms(alpha, -beta), "hamming_window")


@composition("blackman_window")
def _blackman_window(xp, size, *, periodic=True, dtype=None):
    return _window(xp, size, periodic, dtype, _cos_terms(0.42, -0.5, 0.08), "blackman_window")


def _i0(xp, x):
    """The modified Bessel function I0 by its power series (60 terms: exact in float64 to |x| ~ 30)."""
    q = xp.multiply(xp.multiply(x, x), 0.25)
    acc = xp.ones_like(x)
    for k in range(60, 0, -1):
        acc = xp.add(xp.multiply(acc, xp.divide(q, float(k * k))), 1.0)
    return acc


@composition("kaiser_window")
def _kaiser_window(xp, window_length, periodic=True, beta=12.0, *, dtype=None):
    def weights(xp, n, big_n):
        r = xp.subtract(xp.multiply(n, 2.0 / big_n), 1.0)
        arg = xp.multiply(xp.sqrt(xp.maximum(xp.subtract(1.0, xp.multiply(r, r)), 0.0)), float(beta))
        return xp.divide(_i0(xp, arg), _i0(xp, xp.full_like(n, float(beta))))

    return _window(xp, window_length, periodic, dtype, weights, "kaiser_window")


@composition("eye_like")
def _eye_like(xp, x, *, k=0, dtype=None, device=None):
    s = _shape(xp, x)
    rows = s[0] if s else 0
    cols = s[-1] if s else 0
    return xp.eye(rows, cols, k=k, dtype=xp.dtype_of(x) if dtype is None else dtype,
                  device=_device(xp, x) if device is None else device)


@composition("trilu")
def _trilu(xp, x, /, *, k=0, upper=True):
    return xp.triu(x, k=k) if upper else xp.tril(x, k=k)


@composition("indices")
def _indices(xp, dimensions, *, dtype=None, sparse=False):
    dims = tuple(int(d) for d in dimensions)
    dt = xp.native_dtype(_dt.int64) if dtype is None else dtype
    grids = []
    for i, n in enumerate(dims):
        g = xp.reshape(xp.arange(n, dtype=dt), tuple(n if j == i else 1 for j in range(len(dims))))
        grids.append(g if sparse else xp.broadcast_to(g, dims))
    if sparse:
        return tuple(grids)
    return xp.stack(grids) if grids else xp.zeros((0,), dtype=dt)


@composition("polyval")
def _polyval(xp, coeffs, x):
    from ._math_impl import _common

    c_shape = _shape(xp, coeffs)
    if len(c_shape) != 1:
        raise ShapeError(f"ivy.polyval: coeffs must be 1-D, got {len(c_shape)} dimensions")
    (c, x), _ = _common(xp, coeffs, x)
    r = xp.zeros_like(x)
    for i in range(c_shape[0]):
        r = xp.add(xp.multiply(r, x), c[i])
    return r


def _segments(xp, data, segment_ids, num_segments, fn):
    """``(hit, data)``: ``hit[s, j]`` is True where row ``j`` belongs to segment ``s``, shaped to
    broadcast against ``data[None]``."""
    ids = _shape(xp, segment_ids)
    ds = _shape(xp, data)
    if len(ids) != 1 or not ds or ds[0] != ids[0]:
        raise ShapeError(f"ivy.{fn}: segment_ids must be 1-D with one id per row of data; got {ids} for {ds}")
    if xp.dtype(segment_ids).kind not in "iu":
        raise InvalidArgumentError(f"ivy.{fn}: segment_ids must be integers, got {xp.dtype(segment_ids).name}")
    seg = xp.arange(int(num_segments), dtype=xp.dtype_of(segment_ids), device=_device(xp, data))
    hit = xp.equal(xp.expand_dims(seg, axis=1), xp.expand_dims(segment_ids, axis=0))
    return xp.reshape(hit, _shape(xp, hit) + (1,) * (len(ds) - 1))


@composition("unsorted_segment_sum")
def _unsorted_segment_sum(xp, data, segment_ids, num_segments):
    hit = _segments(xp, data, segment_ids, num_segments, "unsorted_segment_sum")
    zero = xp.zeros((), dtype=xp.dtype_of(data), device=_device(xp, data))
    return xp.sum(xp.where(hit, xp.expand_dims(data, axis=0), zero), axis=1, dtype=xp.dtype_of(data))


@composition("unsorted_segment_min")
def _unsorted_segment_min(xp, data, segment_ids, num_segments):
    hit = _segments(xp, data, segment_ids, num_segments, "unsorted_segment_min")
    d = xp.dtype(data)
    big = _dt.finfo(d).max if d.kind == "f" else True if d.kind == "b" else _dt.iinfo(d).max
    fill = xp.asarray(big, dtype=xp.dtype_of(data), device=_device(xp, data))
    return xp.min(xp.where(hit, xp.expand_dims(data, axis=0), fill), axis=1)


@composition("unsorted_segment_mean")
def _unsorted_segment_mean(xp, data, segment_ids, num_segments):
    hit = _segments(xp, data, segment_ids, num_segments, "unsorted_segment_mean")
    total = _unsorted_segment_sum(xp, data, segment_ids, num_segments)
    count = xp.sum(xp.astype(hit, xp.dtype_of(total)), axis=1)
    return xp.divide(total, xp.maximum(count, xp.ones_like(count)))


@composition("constant_pad")
def _constant_pad(xp, x, /, pad_width, *, value=0):
    return xp.pad(x, pad_width, mode="constant", constant_values=value)


@composition("zero_pad")
def _zero_pad(xp, x, /, pad_width):
    return xp.pad(x, pad_width, mode="constant", constant_values=0)


@composition("msort")
def _msort(xp, a, /):
    if not _shape(xp, a):
        raise ShapeError("ivy.msort needs an array of at least one dimension, got a 0-d array")
    return xp.sort(a, axis=0)


@composition("invert_permutation")
def _invert_permutation(xp, x, /):
    s = _shape(xp, x)
    if len(s) != 1 or xp.dtype(x).kind not in "iu":
        raise InvalidArgumentError("ivy.invert_permutation takes a 1-D integer array (a permutation of 0 ... n - 1)")
    n = s[0]
    if n and not bool(xp.all(xp.equal(xp.sort(xp.astype(x, _i64(xp))), xp.arange(n, dtype=_i64(xp),
                                                                                    device=_device(xp, x))))):
        raise InvalidArgumentError("ivy.invert_permutation: x is not a permutation of 0 ... n - 1")
    return xp.argsort(x)


# ------------------------------------------- ivy 1.0's experimental manipulation functions


@composition("trim_zeros")
def _trim_zeros(xp, a, /, *, trim="fb"):
    shp = _shape(xp, a)
    if len(shp) != 1:
        raise ShapeError(f"ivy.trim_zeros takes a 1-D array, got {len(shp)} dimensions")
    if not isinstance(trim, str):
        raise InvalidArgumentError(f"ivy.trim_zeros: trim must be a str, got {trim!r}")
    t = trim.lower()
    nz = xp.nonzero(a)[0]
    m = _shape(xp, nz)[0]
    if m == 0:
        return xp.getitem(a, slice(0, 0)) if ("f" in t or "b" in t) else a
    lo = int(xp.getitem(nz, 0)) if "f" in t else 0
    hi = int(xp.getitem(nz, m - 1)) + 1 if "b" in t else shp[0]
    return xp.getitem(a, slice(lo, hi))


@composition("fill_diagonal")
def _fill_diagonal(xp, a, v, /, *, wrap=False):
    shp = _shape(xp, a)
    if len(shp) < 2:
        raise ShapeError(f"ivy.fill_diagonal needs an array of at least 2 dimensions, got {len(shp)}")
    if len(shp) == 2:
        step = shp[1] + 1
        end = None if wrap else shp[1] * shp[1]
    else:
        if len(set(shp)) != 1:
            raise ShapeError(f"ivy.fill_diagonal: the dimensions must all be equal, got {shp}")
        step = 1 + sum(shp[0] ** k for k in range(1, len(shp)))
        end = None
    n = _prod(shp)
    dev = _device(xp, a)
    nd = xp.dtype_of(a)
    if isinstance(v, _SCALARS):
        vals = xp.asarray([v], device=dev)
    else:
        vals = xp.reshape(v, (-1,))
    m = _shape(xp, vals)[0]
    if m == 0 or n == 0:
        return xp.reshape(a, shp) if m else a
    vals = xp.astype(vals, nd)
    pos = xp.arange(n, dtype=_i64(xp), device=dev)
    on = xp.equal(xp.remainder(pos, step), 0)
    if end is not None:
        on = xp.logical_and(on, xp.less(pos, end))
    which = xp.remainder(xp.floor_divide(pos, step), m)
    flat = xp.where(on, xp.take(vals, which, axis=0), xp.reshape(a, (n,)))
    return xp.reshape(flat, shp)


@composition("unique_consecutive")
def _unique_consecutive(xp, x, /, *, axis=None):
    shp = _shape(xp, x)
    dev = _device(xp, x)
    if axis is None:
        flat = xp.reshape(x, (-1,))
        rows = flat
        n = _prod(shp)
        differs = None if n < 2 else xp.not_equal(xp.getitem(flat, slice(1, None)), xp.getitem(flat, slice(0, -1)))
    else:
        axis = _norm_axis(axis, len(shp), "unique_consecutive")
        rows = xp.moveaxis(x, axis, 0) if axis else x
        n = shp[axis]
        if n < 2:
            differs = None
        else:
            a = xp.reshape(xp.getitem(rows, slice(1, None)), (n - 1, -1))
            b = xp.reshape(xp.getitem(rows, slice(0, -1)), (n - 1, -1))
            differs = xp.any(xp.not_equal(a, b), axis=1)
    if n == 0:
        empty = xp.zeros((0,), dtype=_i64(xp), device=dev)
        return rows, xp.zeros(shp if axis is None else (0,), dtype=_i64(xp), device=dev), empty
    first = xp.ones((1,), dtype=xp.native_dtype(_dt.bool), device=dev)
    starts = first if differs is None else xp.concat([first, differs], axis=0)
    begin = xp.nonzero(starts)[0]  # (read back: the number of runs fixes the shapes)
    out = xp.take(rows, begin, axis=0)
    inverse = xp.subtract(xp.cumulative_sum(xp.astype(starts, _i64(xp))), 1)
    ends = xp.concat([xp.getitem(begin, slice(1, None)), xp.asarray([n], dtype=xp.dtype_of(begin), device=dev)], axis=0)
    counts = xp.astype(xp.subtract(ends, begin), _i64(xp))
    if axis is None:
        inverse = xp.reshape(inverse, shp)
    elif axis:
        out = xp.moveaxis(out, 0, axis)
    return manipulation.UniqueConsecutiveResult(out, inverse, counts)


@composition("choose")
def _choose(xp, arr, choices, /, *, mode=None):
    if mode not in (None, "raise", "wrap", "clip"):
        raise InvalidArgumentError(f"ivy.choose: mode must be 'raise', 'wrap' or 'clip', got {mode!r}")
    cs = _shape(xp, arr)
    if not cs:
        raise ShapeError("ivy.choose: the choices (arr) need a first axis, got a 0-d array")
    idx = _as_index(xp, choices, "choose")
    k = cs[0]
    if mode == "wrap":
        idx = xp.remainder(idx, k)
    elif mode == "clip":
        idx = xp.clip(idx, min=0, max=k - 1)
    elif _concrete_any(xp, xp.logical_or(xp.less(idx, 0), xp.greater_equal(idx, k))):
        raise IndexError(f"ivy.choose: an index is out of range for {k} choices")
    out_shape = broadcast_shapes_of(_shape(xp, idx), cs[1:])
    full = xp.broadcast_to(arr, (k,) + out_shape)
    idx = xp.broadcast_to(idx, out_shape)
    return xp.getitem(xp.take_along_axis(full, xp.expand_dims(idx, axis=0), axis=0), 0)


def broadcast_shapes_of(*shapes):
    return manipulation.broadcast_shapes(*shapes)


@composition("pad_sequence")
def _pad_sequence(xp, sequences, *, batch_first=False, padding_value=0):
    seqs = list(sequences)
    if not seqs:
        raise InvalidArgumentError("ivy.pad_sequence needs at least one array")
    shapes = [_shape(xp, s) for s in seqs]
    if any(not s for s in shapes) or len({s[1:] for s in shapes}) != 1:
        raise ShapeError(f"ivy.pad_sequence: the arrays must be (L_i, *rest) with one rest, got {shapes}")
    d = _dt.result_type(*[xp.dtype(s) for s in seqs])
    nd = xp.native_dtype(d)
    longest = max(s[0] for s in shapes)
    rest = shapes[0][1:]
    dev = _device(xp, seqs[0])
    rows = []
    for s, sh in zip(seqs, shapes):
        s = xp.astype(s, nd) if xp.dtype(s) is not d else s
        if sh[0] < longest:
            s = xp.concat([s, xp.full((longest - sh[0],) + rest, padding_value, dtype=nd, device=dev)], axis=0)
        rows.append(s)
    return xp.stack(rows, axis=0 if batch_first else 1)


@composition("concat_from_sequence")
def _concat_from_sequence(xp, input_sequence, /, *, new_axis=0, axis=0):
    seq = list(input_sequence)
    if new_axis not in (0, 1):
        raise InvalidArgumentError(f"ivy.concat_from_sequence: new_axis must be 0 or 1, got {new_axis!r}")
    return xp.stack(seq, axis=axis) if new_axis else xp.concat(seq, axis=axis)


@composition("binarizer")
def _binarizer(xp, x, /, *, threshold=0):
    d = xp.dtype(x)
    if d.kind == "c":
        raise UnsupportedDtypeError(f"ivy.binarizer does not support complex dtypes, got {d.name}")
    xc = xp.astype(x, xp.native_dtype(_dt.int64)) if d.kind == "b" else x
    return xp.astype(xp.greater(xc, threshold), xp.dtype_of(x))


def _gradient_axis(xp, f, ax, h, edge_order, n):
    """NumPy's ``gradient`` along ``ax`` of the float array ``f``: ``h`` a Python step or a 1-D
    native array of coordinates."""
    def sl(a, b):
        return (slice(None),) * ax + (slice(a, b),)

    f0, f1, f2 = xp.getitem(f, sl(0, n - 2)), xp.getitem(f, sl(1, n - 1)), xp.getitem(f, sl(2, n))
    nd = len(_shape(xp, f))

    def along(c):  # a 1-D coefficient array shaped to broadcast along ax
        return xp.reshape(c, (1,) * ax + (-1,) + (1,) * (nd - ax - 1))

    def at(a, i):
        return xp.getitem(a, sl(i, i + 1))

    if not isinstance(h, (int, float)):
        dx = xp.subtract(xp.getitem(h, slice(1, None)), xp.getitem(h, slice(0, -1)))
        d1, d2 = xp.getitem(dx, slice(0, -1)), xp.getitem(dx, slice(1, None))
        s = xp.add(d1, d2)
        a = xp.negative(xp.divide(d2, xp.multiply(d1, s)))
        b = xp.divide(xp.subtract(d2, d1), xp.multiply(d1, d2))
        c = xp.divide(d1, xp.multiply(d2, s))
        inner = xp.add(xp.add(xp.multiply(along(a), f0), xp.multiply(along(b), f1)), xp.multiply(along(c), f2))
        if edge_order == 1:
            first = xp.divide(xp.subtract(at(f, 1), at(f, 0)), xp.getitem(dx, 0))
            last = xp.divide(xp.subtract(at(f, n - 1), at(f, n - 2)), xp.getitem(dx, -1))
        else:
            e1, e2 = xp.getitem(dx, 0), xp.getitem(dx, 1)
            first = xp.add(xp.add(
                xp.multiply(at(f, 0), xp.negative(xp.divide(xp.add(xp.multiply(e1, 2.0), e2),
                                                            xp.multiply(e1, xp.add(e1, e2))))),
                xp.multiply(at(f, 1), xp.divide(xp.add(e1, e2), xp.multiply(e1, e2)))),
                xp.multiply(at(f, 2), xp.negative(xp.divide(e1, xp.multiply(e2, xp.add(e1, e2))))))
            e1, e2 = xp.getitem(dx, -2), xp.getitem(dx, -1)
            last = xp.add(xp.add(
                xp.multiply(at(f, n - 3), xp.divide(e2, xp.multiply(e1, xp.add(e1, e2)))),
                xp.multiply(at(f, n - 2), xp.negative(xp.divide(xp.add(e1, e2), xp.multiply(e1, e2))))),
                xp.multiply(at(f, n - 1), xp.divide(xp.add(xp.multiply(e2, 2.0), e1),
                                                    xp.multiply(e2, xp.add(e1, e2)))))
    else:
        inner = xp.divide(xp.subtract(f2, f0), 2.0 * h)
        if edge_order == 1:
            first = xp.divide(xp.subtract(at(f, 1), at(f, 0)), float(h))
            last = xp.divide(xp.subtract(at(f, n - 1), at(f, n - 2)), float(h))
        else:
            first = xp.divide(xp.add(xp.subtract(xp.multiply(at(f, 1), 2.0), xp.multiply(at(f, 0), 1.5)),
                                     xp.multiply(at(f, 2), -0.5)), float(h))
            last = xp.divide(xp.add(xp.subtract(xp.multiply(at(f, n - 1), 1.5), xp.multiply(at(f, n - 2), 2.0)),
                                    xp.multiply(at(f, n - 3), 0.5)), float(h))
    return xp.concat([first, inner, last], axis=ax)


@composition("gradient")
def _gradient(xp, x, /, *, spacing=1, edge_order=1, axis=None):
    if edge_order not in (1, 2):
        raise InvalidArgumentError(f"ivy.gradient: edge_order must be 1 or 2, got {edge_order!r}")
    shp = _shape(xp, x)
    d = xp.dtype(x)
    if d.kind == "c":
        raise UnsupportedDtypeError(f"ivy.gradient does not support complex dtypes, got {d.name}")
    f = x if d.kind == "f" else xp.astype(x, xp.native_dtype(_dt.float32))
    if axis is None:
        axes = list(range(len(shp)))
    elif isinstance(axis, int):
        axes = [_norm_axis(axis, len(shp), "gradient")]
    else:
        axes = [_norm_axis(a, len(shp), "gradient") for a in axis]
    if not axes:
        raise ShapeError("ivy.gradient needs an array of at least 1 dimension")
    if isinstance(spacing, (list, tuple)):
        steps = list(spacing)
        if len(steps) == 1:
            steps = steps * len(axes)
        if len(steps) != len(axes):
            raise InvalidArgumentError(
                f"ivy.gradient: {len(steps)} spacings for {len(axes)} axes (give one, or one per axis)")
    else:
        steps = [spacing] * len(axes)
    out = []
    for ax, h in zip(axes, steps):
        n = shp[ax]
        if n < edge_order + 1:
            raise ShapeError(f"ivy.gradient: axis {ax} has {n} elements; edge_order={edge_order} needs "
                             f"at least {edge_order + 1}")
        if isinstance(h, (int, float)) and not isinstance(h, bool):
            hh = h
        else:
            from .._array import Array

            h = h.data if isinstance(h, Array) else h  # (inside a list the dispatcher leaves ivy.Arrays)
            hh = xp.astype(xp.asarray(h, device=_device(xp, f)) if isinstance(h, (list, tuple)) else h,
                           xp.dtype_of(f))
            if _shape(xp, hh) == ():
                hh = float(hh)
            elif _shape(xp, hh) != (n,):
                raise ShapeError(f"ivy.gradient: the coordinates along axis {ax} must have {n} elements, "
                                 f"got shape {_shape(xp, hh)}")
        out.append(_gradient_axis(xp, f, ax, hh, edge_order, n))
    return out[0] if len(out) == 1 else out


def _call_ivy(fn, a, b):
    """``fn(a, b)`` of the user's function on ivy.Arrays of the native ``a``, ``b``; the native result."""
    from .._array import Array

    if not callable(fn):
        raise InvalidArgumentError(f"ivy: the function must be a callable (a, b) -> array, got {fn!r}")
    r = fn(Array(a), Array(b))
    return r.data if isinstance(r, Array) else r


@composition("associative_scan")
def _associative_scan(xp, x, fn, /, *, reverse=False, axis=0):
    shp = _shape(xp, x)
    axis = _norm_axis(axis, len(shp), "associative_scan")
    n = shp[axis]
    if reverse:
        x = xp.flip(x, axis=axis)
    k = 1
    while k < n:  # Hillis and Steele: element i combined with element i - k, k doubling
        head = (slice(None),) * axis + (slice(0, k),)
        a = xp.getitem(x, (slice(None),) * axis + (slice(0, n - k),))
        b = xp.getitem(x, (slice(None),) * axis + (slice(k, n),))
        r = _call_ivy(fn, a, b)
        x = xp.concat([xp.getitem(x, head), r], axis=axis)
        k *= 2
    return xp.flip(x, axis=axis) if reverse else x


@composition("reduce")
def _reduce(xp, operand, init_value, computation, /, *, axes=0, keepdims=False):
    shp = _shape(xp, operand)
    axs = (axes,) if isinstance(axes, int) else tuple(axes)
    axs = tuple(sorted({_norm_axis(a, len(shp), "reduce") for a in axs}))
    rest = [i for i in range(len(shp)) if i not in axs]
    x = xp.permute_dims(operand, tuple(rest) + axs) if axs else operand
    n = _prod(shp[a] for a in axs)
    kept = tuple(shp[i] for i in rest)
    x = xp.reshape(x, kept + (n,))
    dev = _device(xp, operand)
    init = xp.full(kept + (1,), init_value, dtype=xp.dtype_of(operand), device=dev)

    last = (slice(None),) * len(kept)
    while n > 1:  # pairwise, as a tree: halves combined element by element
        if n % 2:
            x = xp.concat([x, init], axis=-1)
            n += 1
        x = _call_ivy(computation, xp.getitem(x, last + (slice(0, n // 2),)), xp.getitem(x, last + (slice(n // 2, n),)))
        n //= 2
    r = init if n == 0 else _call_ivy(computation, init, x)
    r = xp.astype(r, xp.dtype_of(operand)) if xp.dtype(r) is not xp.dtype(operand) else r
    r = xp.reshape(r, kept)
    if keepdims:
        r = xp.reshape(r, tuple(1 if i in axs else s for i, s in enumerate(shp)))
    return r


@composition("as_strided")
def _as_strided(xp, x, shape, strides, /):
    try:
        shape = tuple(operator.index(s) for s in shape)
        strides = tuple(operator.index(s) for s in strides)
    except TypeError:
        raise InvalidArgumentError(
            f"ivy.as_strided: shape and strides must be sequences of ints, got {shape!r} and {strides!r}") from None
    if len(shape) != len(strides):
        raise InvalidArgumentError(f"ivy.as_strided: shape {shape} and strides {strides} differ in length")
    if any(s < 0 for s in shape):
        raise InvalidArgumentError(f"ivy.as_strided: shape must be >= 0, got {shape}")
    item = max(xp.dtype(x).bits // 8, 1)
    if any(s % item for s in strides):
        raise InvalidArgumentError(f"ivy.as_strided: strides {strides} must be multiples of the item size "
                                   f"({item} bytes for {xp.dtype(x).name})")
    steps = [s // item for s in strides]
    flat = xp.reshape(x, (-1,))
    size = _prod(xp.shape(x))
    if _prod(shape) == 0:
        return xp.reshape(xp.getitem(flat, slice(0, 0)), shape)
    lo = sum(min(0, (n - 1) * s) for n, s in zip(shape, steps))
    hi = sum(max(0, (n - 1) * s) for n, s in zip(shape, steps))
    if lo < 0 or hi >= size:
        raise InvalidArgumentError(
            f"ivy.as_strided: shape {shape} with strides {strides} reaches elements {lo} to {hi} of an array "
            f"of {size} (unsafe memory access)")
    dev = _device(xp, x)
    idx = None
    for ax, (n, s) in enumerate(zip(shape, steps)):
        part = xp.reshape(xp.multiply(xp.arange(n, dtype=_i64(xp), device=dev), s),
                          (1,) * ax + (n,) + (1,) * (len(shape) - ax - 1))
        idx = part if idx is None else xp.add(idx, part)
    if idx is None:  # a 0-d result: the first element
        return xp.reshape(xp.getitem(flat, slice(0, 1)), ())
    return xp.reshape(xp.take(flat, xp.reshape(idx, (-1,)), axis=0), shape)

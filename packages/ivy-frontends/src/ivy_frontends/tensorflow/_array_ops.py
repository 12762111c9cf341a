"""TF's top-level array functions: creation, shape manipulation, indexing/scatter/gather,
sorting, ``matmul``/``einsum``/``tensordot``, ``where``, ``one_hot``, clipping, ...

>>> import ivy_frontends.tensorflow as tf
>>> tf.concat([tf.zeros([1, 2]), tf.ones([1, 2])], axis=0).shape
TensorShape([2, 2])
>>> tf.gather_nd([[1, 2], [3, 4]], [[1, 0]])
<tf.Tensor: shape=(1,), dtype=int32, numpy=array([3], dtype=int32)>
"""

from __future__ import annotations

import builtins
import collections

import ivy

from . import _dtypes as D
from ._convert import _PY, binary, dtype_of, is_tensor_like, n, same, t, wrap
from ._tensor import Tensor, strided_slice_get
from ._tensor_shape import TensorShape
from .errors import FrontendTypeError, FrontendValueError, invalid, refuse

TopKV2 = collections.namedtuple("TopKV2", ["values", "indices"])
Unique = collections.namedtuple("Unique", ["y", "idx"])
UniqueWithCounts = collections.namedtuple("UniqueWithCounts", ["y", "idx", "count"])


def _nat(r):
    return r._data if isinstance(r, ivy.Array) else r


def _ints(v):
    """A shape/perm/axis list argument as Python ints."""
    if isinstance(v, TensorShape):
        return v.as_list()
    if isinstance(v, Tensor) or is_tensor_like(v):
        r = ivy.to_numpy(n(v)).tolist()
        return r if isinstance(r, list) else [r]
    if isinstance(v, (list, tuple)):
        return [int(n(e)) if not isinstance(e, int) else e for e in v]
    return [int(v)]


def _int(v):
    return v if v.__class__ is int else int(ivy.to_numpy(n(v)))


# ------------------------------------------------------------------ creation

def constant(value, dtype=None, shape=None, name="Const"):
    """A tensor of ``value`` (Python data: float32/int32/bool/complex128 by TF's rules), cast to
    ``dtype`` if given, broadcast/reshaped to ``shape`` if given."""
    if is_tensor_like(value) and dtype is not None:
        d = ivy.astype(n(value), D.to_ivy(dtype))
    else:
        try:
            d = t(value, dtype)
        except ivy.IvyError:
            if dtype is None or not isinstance(value, (float, list, tuple)):
                raise
            raise
    if shape is not None:
        shp = tuple(_ints(shape))
        size = 1
        for s in shp:
            size *= s
        cur = 1
        for s in d.shape:
            cur *= s
        if cur == 1 and size != 1:
            d = ivy.broadcast_to(ivy.reshape(d, ()), shp)
        elif cur == size:
            d = ivy.reshape(d, shp)
        else:
            raise FrontendTypeError(f"Eager execution of tf.constant with unsupported shape. Tensor {value!r} "
                                    f"(converted from {value!r}) has {cur} elements, but got `shape` {shp} with "
                                    f"{size} elements).")
    return wrap(d)


def convert_to_tensor(value, dtype=None, dtype_hint=None, name=None):
    """``value`` as a Tensor (``dtype``: required dtype; ``dtype_hint``: preferred when it fits)."""
    if dtype is None and dtype_hint is not None and not is_tensor_like(value):
        try:
            return wrap(t(value, dtype_hint))
        except ivy.IvyError:
            return wrap(t(value))
    return wrap(t(value, dtype))


def _shape_arg(shape):
    return tuple(_ints(shape))


def zeros(shape, dtype=D.float32, name=None, layout=None):
    return wrap(_nat(ivy.zeros(_shape_arg(shape), dtype=D.to_ivy(dtype))))


def ones(shape, dtype=D.float32, name=None, layout=None):
    return wrap(_nat(ivy.ones(_shape_arg(shape), dtype=D.to_ivy(dtype))))


def fill(dims, value, name=None, layout=None):
    v = t(value)
    if len(v.shape) != 0:
        raise invalid(f"value must be a scalar, got shape {list(v.shape)}")
    return wrap(ivy.broadcast_to(v, _shape_arg(dims)) if True else None)


def zeros_like(input, dtype=None, name=None, layout=None):  # noqa: A002
    d = n(input)
    return wrap(ivy.zeros_like(d) if dtype is None else ivy.zeros_like(d, dtype=D.to_ivy(dtype)))


def ones_like(input, dtype=None, name=None, layout=None):  # noqa: A002
    d = n(input)
    return wrap(ivy.ones_like(d) if dtype is None else ivy.ones_like(d, dtype=D.to_ivy(dtype)))


def range(start, limit=None, delta=1, dtype=None, name="range"):  # noqa: A001 - TF's name
    """``[start, limit)`` by ``delta``; dtype inferred from the arguments (the widest of them)."""
    if limit is None:
        start, limit = 0, start
    vals = [start, limit, delta]
    ds = []
    for v in vals:
        if is_tensor_like(v):
            ds.append(dtype_of(n(v)))
        else:
            from ._convert import _py_kind

            ds.append(_py_kind(v))
    order = [D.int32, D.int64, D.float32, D.float64]
    inferred = builtins.max(ds, key=lambda k: order.index(k) if k in order else 0)
    dt = D.as_dtype(dtype) if dtype is not None else inferred
    s, lim, dl = (float(ivy.to_numpy(n(v))) if is_tensor_like(v) else v for v in vals)
    if dl == 0:
        raise invalid("Requires delta != 0: 0")
    if (dl > 0 and s > lim) or (dl < 0 and s < lim):
        raise invalid(f"Requires start <= limit when delta > 0: {s}/{lim}")
    if dt._kind in "iu":
        s, lim, dl = builtins.int(s), lim, builtins.int(dl)
    import math

    size = builtins.max(0, math.ceil((lim - s) / dl))
    r = ivy.arange(size, dtype=ivy.float64 if dt._kind == "f" else ivy.int64)
    r = _nat(r)
    r = ivy.add(ivy.multiply(r, dl), s)
    return wrap(ivy.astype(r, dt._ivy))


def linspace(start, stop, num, name=None, axis=0):
    """``num`` evenly spaced values from ``start`` to ``stop`` (inclusive), along ``axis``."""
    a, b = binary(start, stop, "LinSpace")
    a = t(a) if a.__class__ in _PY else a
    b = t(b, dtype_of(a)) if b.__class__ in _PY else b
    dt = dtype_of(a)
    if dt._kind in "iu":  # TF casts integer endpoints to float64
        a, b, dt = ivy.astype(a, ivy.float64), ivy.astype(b, ivy.float64), D.float64
    elif dt._kind not in "f":
        raise invalid(f"Value for attr 'T' of {dt.name} is not in the list of allowed values for LinSpace")
    num = _int(num)
    return wrap(_nat(ivy.linspace(a, b, num, axis=axis, dtype=dt._ivy)))


def eye(num_rows, num_columns=None, batch_shape=None, dtype=D.float32, name=None):
    r = ivy.eye(_int(num_rows), None if num_columns is None else _int(num_columns),
                batch_shape=None if batch_shape is None else tuple(_ints(batch_shape)), dtype=D.to_ivy(dtype))
    return wrap(_nat(r))


def identity(input, name=None):  # noqa: A002
    from ._variable import Variable

    if isinstance(input, Variable):
        return wrap(input._data)
    return wrap(n(input))


def identity_n(input, name=None):  # noqa: A002
    return [identity(x) for x in input]


def guarantee_const(input, name=None):  # noqa: A002
    return identity(input)


def cast(x, dtype, name=None):
    """``x`` as ``dtype`` (complex to real keeps the real part, as TF does; float to int truncates)."""
    d = n(x)
    dt = D.as_dtype(dtype)
    src = dtype_of(d)
    if src is dt:
        return wrap(d)
    if src._kind == "c" and dt._kind != "c":
        d = ivy.real(d)
    return wrap(ivy.astype(d, dt._ivy))


def saturate_cast(value, dtype, name=None):
    """Cast, clamping to the target dtype's range first."""
    d = n(value)
    dt = D.as_dtype(dtype)
    src = dtype_of(d)
    if src._kind == "c" and dt._kind != "c":
        d = ivy.real(d)
        src = dtype_of(d)
    if dt._kind in "iu" and src._kind in "fiu":
        lo, hi = dt.min, dt.max
        if src._kind == "f":
            d = ivy.clip(d, float(lo), float(hi))
            d = ivy.where(ivy.isnan(d), ivy.zeros_like(d), d)
            big = ivy.greater_equal(d, float(hi))
            r = ivy.astype(d, dt._ivy)
            return wrap(ivy.where(big, ivy.full_like(r, hi), r))
        slo, shi = src.min, src.max
        d = ivy.clip(d, builtins.max(lo, slo), builtins.min(hi, shi))
    elif dt._kind == "f" and src._kind == "f" and dt._size < src._size:
        d = ivy.clip(d, -dt.max, dt.max)
    return wrap(ivy.astype(d, dt._ivy))


def complex(real, imag, name=None):  # noqa: A001
    a, b = binary(real, imag, "Complex")
    a = t(a) if a.__class__ in _PY else a
    b = t(b, dtype_of(a)) if b.__class__ in _PY else b
    dt = dtype_of(a)
    if dt not in (D.float32, D.float64):
        raise FrontendTypeError(f"real and imag have incorrect types: {dt.name} {dtype_of(b).name}")
    return wrap(ivy.complex(a, b))


# ------------------------------------------------------------------ shapes

def reshape(tensor, shape, name=None):
    d = n(tensor)
    shp = _shape_arg(shape)
    size = 1
    for v in d.shape:
        size *= v
    known = 1
    for v in shp:
        if v != -1:
            known *= v
    if shp.count(-1) > 1 or (shp.count(-1) == 0 and known != size) or (shp.count(-1) == 1 and (
            known == 0 or size % known)):
        raise invalid(f"Input to reshape is a tensor with {size} values, but the requested shape has {known}")
    return wrap(ivy.reshape(d, shp))


def transpose(a, perm=None, conjugate=False, name="transpose"):
    d = n(a)
    p = tuple(reversed(builtins.range(len(d.shape)))) if perm is None else tuple(_ints(perm))
    if sorted(q % builtins.max(len(d.shape), 1) for q in p) != list(builtins.range(len(d.shape))):
        raise invalid(f"transpose expects a vector of size {len(d.shape)}. But input(1) is a vector of size "
                      f"{len(p)}")
    r = ivy.permute_dims(d, p)
    if conjugate and dtype_of(d)._kind == "c":
        r = ivy.conj(r)
    return wrap(r)


def _axis(axis, ndim):
    a = _int(axis)
    if not -builtins.max(ndim, 1) <= a < builtins.max(ndim, 1):
        raise invalid(f"Expected axis in the range [{-ndim}, {ndim}), but got {a}")
    return a % ndim if ndim else 0


def concat(values, axis, name="concat"):
    if is_tensor_like(values):
        values = [values]
    ds = same(list(values), "ConcatV2")
    nd = len(ds[0].shape)
    if nd == 0:
        raise invalid("Can't concatenate scalars (use tf.stack instead)")
    return wrap(ivy.concat(ds, axis=_axis(axis, nd)) if len(ds) > 1 else ds[0])


def stack(values, axis=0, name="stack"):
    ds = same(list(values), "Pack")
    nd = len(ds[0].shape) + 1
    shapes = {tuple(d.shape) for d in ds}
    if len(shapes) > 1:
        raise invalid(f"Shapes of all inputs must match: {sorted(shapes)}")
    return wrap(ivy.stack(ds, axis=_axis(axis, nd)))


def parallel_stack(values, name="parallel_stack"):
    """Refused as in eager TF (graph mode only)."""
    from .errors import FrontendRuntimeError

    raise FrontendRuntimeError("tf.parallel_stack() is not compatible with eager execution.")


def unstack(value, num=None, axis=0, name="unstack"):
    d = n(value)
    if len(d.shape) == 0:
        raise FrontendValueError("Input shape axis 0 must equal 0 but is 0 (a scalar cannot be unstacked)")
    ax = _axis(axis, len(d.shape))
    if num is not None and num != d.shape[ax]:
        raise invalid(f"Input shape axis {ax} must equal {num}, got shape {list(d.shape)}")
    return [wrap(x) for x in ivy.unstack(d, axis=ax)]


def split(value, num_or_size_splits, axis=0, num=None, name="split"):
    d = n(value)
    ax = _axis(axis, len(d.shape))
    size = d.shape[ax]
    if isinstance(num_or_size_splits, int) or (is_tensor_like(num_or_size_splits) and len(
            n(num_or_size_splits).shape) == 0):
        k = _int(num_or_size_splits)
        if k <= 0 or size % k:
            raise invalid(f"Number of ways to split should evenly divide the split dimension, but got "
                          f"split_dim {ax} (size = {size}) and num_split {k}")
        sizes = [size // k] * k
    else:
        sizes = _ints(num_or_size_splits)
        if sizes.count(-1) == 1:
            sizes[sizes.index(-1)] = size - (builtins.sum(sizes) + 1)
        if builtins.sum(sizes) != size or any(s < 0 for s in sizes):
            raise invalid(f"Determined shape must either match input shape along split_dim exactly if fully "
                          f"specified, or be less than the size of the input along split_dim if not fully "
                          f"specified. Got: {builtins.sum(sizes)}")
    out, start = [], 0
    for s in sizes:
        key = (builtins.slice(None),) * ax + (builtins.slice(start, start + s),)
        out.append(wrap(strided_slice_get(d, key)))
        start += s
    return out


def tile(input, multiples, name=None):  # noqa: A002
    d = n(input)
    m = tuple(_ints(multiples))
    if len(m) != len(d.shape):
        raise invalid(f"Expected multiples argument to be a vector of length {len(d.shape)} but got length {len(m)}")
    if any(v < 0 for v in m):
        raise invalid(f"Expected multiples[i] >= 0, but got {m}")
    return wrap(ivy.tile(d, m) if d.shape != () else d)


def pad(tensor, paddings, mode="CONSTANT", constant_values=0, name=None):
    d = n(tensor)
    p = n(paddings)
    pw = [tuple(int(v) for v in row) for row in ivy.to_numpy(p).tolist()] if len(p.shape) == 2 else None
    if pw is None or len(pw) != len(d.shape):
        raise invalid(f"The first dimension of paddings must be the rank of inputs {list(p.shape)}, "
                      f"{list(d.shape)}")
    if any(a < 0 or b < 0 for a, b in pw):
        raise invalid("Paddings must be non-negative")
    m = mode.upper()
    if m == "CONSTANT":
        cv = n(constant_values) if is_tensor_like(constant_values) else constant_values
        cv = ivy.to_scalar(cv) if ivy.is_native_array(cv) else cv
        return wrap(ivy.pad(d, pw, mode="constant", constant_values=cv) if len(d.shape) else d)
    if m in ("REFLECT", "SYMMETRIC"):
        for (a, b), s in zip(pw, d.shape):
            lim = s - 1 if m == "REFLECT" else s
            if a > lim or b > lim:
                raise invalid(f"paddings must be no greater than the dimension size: {a}, {b} greater than {lim}")
        return wrap(ivy.pad(d, pw, mode=m.lower()))
    raise FrontendValueError(f"Value of argument `mode` expected to be one of \"CONSTANT\", \"REFLECT\", or "
                             f"\"SYMMETRIC\". Received `mode` = {mode}")


def squeeze(input, axis=None, name=None):  # noqa: A002
    d = n(input)
    if axis is None:
        ax = tuple(i for i, s in enumerate(d.shape) if s == 1)
    else:
        ax = tuple(_axis(a, len(d.shape)) for a in (_ints(axis)))
        for a in ax:
            if d.shape[a] != 1:
                raise invalid(f"Can not squeeze dim[{a}], expected a dimension of 1, got {d.shape[a]}")
    return wrap(ivy.squeeze(d, axis=ax) if ax else d)


def expand_dims(input, axis, name=None):  # noqa: A002
    d = n(input)
    return wrap(ivy.expand_dims(d, axis=_axis(axis, len(d.shape) + 1)))


def shape(input, out_type=None, name=None):  # noqa: A002
    d = n(input)
    dt = D.int32 if out_type is None else D.as_dtype(out_type)
    return wrap(ivy.native_array(list(d.shape), dtype=dt._ivy) if d.shape else
                _nat(ivy.zeros((0,), dtype=dt._ivy)))


def shape_n(input, out_type=D.int32, name=None):  # noqa: A002
    same(list(input), "ShapeN")
    return [shape(x, out_type) for x in input]


def size(input, out_type=None, name=None):  # noqa: A002
    d = n(input)
    s = 1
    for v in d.shape:
        s *= v
    return wrap(ivy.native_array(s, dtype=(D.int32 if out_type is None else D.as_dtype(out_type))._ivy))


def rank(input, name=None):  # noqa: A002
    return wrap(ivy.native_array(len(n(input).shape), dtype=ivy.int32))


def broadcast_to(input, shape, name=None):  # noqa: A002
    d = n(input)
    shp = _shape_arg(shape)
    try:
        ivy.broadcast_shapes(tuple(d.shape), shp)
    except Exception:
        raise invalid(f"Unable to broadcast tensor of shape {list(d.shape)} to tensor of shape {list(shp)}") from None
    if ivy.broadcast_shapes(tuple(d.shape), shp) != shp:
        raise invalid(f"Unable to broadcast tensor of shape {list(d.shape)} to tensor of shape {list(shp)}")
    return wrap(ivy.broadcast_to(d, shp))


def broadcast_static_shape(shape_x, shape_y):
    try:
        return TensorShape(ivy.broadcast_shapes(tuple(TensorShape(shape_x).as_list()),
                                                tuple(TensorShape(shape_y).as_list())))
    except Exception:
        raise FrontendValueError(f"Incompatible shapes for broadcasting. Two shapes are compatible if for each "
                                 f"dimension pair they are either equal or one of them is 1. Received: {shape_x} "
                                 f"and {shape_y}.") from None


def broadcast_dynamic_shape(shape_x, shape_y):
    a, b = n(shape_x), n(shape_y)
    try:
        r = ivy.broadcast_shapes(tuple(ivy.to_numpy(a).tolist()), tuple(ivy.to_numpy(b).tolist()))
    except Exception:
        raise invalid("Incompatible shapes") from None
    return wrap(ivy.native_array(list(r), dtype=ivy.dtype(a)) if r else _nat(ivy.zeros((0,), dtype=ivy.dtype(a))))


def ensure_shape(x, shape, name=None):
    xt = wrap(n(x))
    if not TensorShape(shape).is_compatible_with(xt.shape):
        raise invalid(f"Shape of tensor x {xt.shape} is not compatible with expected shape {TensorShape(shape)}.")
    return xt


def meshgrid(*args, **kwargs):
    indexing = kwargs.pop("indexing", "xy")
    kwargs.pop("name", None)
    if kwargs:
        raise FrontendTypeError(f"Invalid keywords: {list(kwargs)}")
    if indexing not in ("xy", "ij"):
        raise FrontendValueError("Argument `indexing` parameter must be either 'xy' or 'ij'")
    if not args:
        return []
    ds = same(list(args), "Meshgrid")
    ds = [ivy.reshape(d, (-1,)) for d in ds]
    return [wrap(x) for x in ivy.meshgrid(*ds, indexing=indexing)]


def repeat(input, repeats, axis=None, name=None):  # noqa: A002
    d = n(input)
    r = n(repeats) if is_tensor_like(repeats) or isinstance(repeats, (list, tuple)) else repeats
    if axis is None:
        d = ivy.reshape(d, (-1,))
        axis = 0
    return wrap(ivy.repeat(d, r, axis=_axis(axis, len(d.shape))))


def roll(input, shift, axis, name=None):  # noqa: A002
    d = n(input)
    s, a = _ints(shift), _ints(axis)
    if len(s) != len(a):
        raise invalid("shift and axis must have the same size")
    for ax in a:
        _axis(ax, len(d.shape))
    return wrap(ivy.roll(d, tuple(s), axis=tuple(a)))


def reverse(tensor, axis, name=None):
    d = n(tensor)
    ax = tuple(_axis(a, len(d.shape)) for a in _ints(axis))
    if len(set(ax)) != len(ax):
        raise invalid(f"axis {list(ax)} specified more than once.")
    return wrap(ivy.flip(d, axis=ax) if ax else d)


def reverse_sequence(input, seq_lengths, seq_axis=None, batch_axis=None, name=None):  # noqa: A002
    d = n(input)
    sa = 0 if seq_axis is None else _int(seq_axis)
    ba = 0 if batch_axis is None else _int(batch_axis)
    lens = [int(v) for v in ivy.to_numpy(n(seq_lengths)).tolist()]
    rows = ivy.unstack(d, axis=ba)
    sa2 = sa if sa < ba else sa - 1
    out = []
    for r, L in zip(rows, lens):
        if L > r.shape[sa2]:
            raise invalid(f"seq_lens(i) > input.dims(seq_dim): {L}")
        head = strided_slice_get(r, (builtins.slice(None),) * sa2 + (builtins.slice(0, L),))
        tail = strided_slice_get(r, (builtins.slice(None),) * sa2 + (builtins.slice(L, None),))
        out.append(ivy.concat([ivy.flip(head, axis=sa2), tail], axis=sa2))
    return wrap(ivy.stack(out, axis=ba))


def slice(input_, begin, size, name=None):  # noqa: A001 - TF's name
    d = n(input_)
    b, s = _ints(begin), _ints(size)
    key = []
    for i, (bb, ss) in enumerate(zip(b, s)):
        dim = d.shape[i]
        e = dim if ss == -1 else bb + ss
        if bb < 0 or e > dim or bb > dim:
            raise invalid(f"Expected begin[{i}] in [0, {dim}] and size[{i}] in [0, {dim - bb}], but got {bb} and "
                          f"{ss}")
        key.append(builtins.slice(bb, e))
    return wrap(strided_slice_get(d, tuple(key)))


def strided_slice(input_, begin, end, strides=None, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
                  shrink_axis_mask=0, var=None, name=None):
    d = n(input_)
    b, e = _ints(begin), _ints(end)
    st = [1] * len(b) if strides is None else _ints(strides)
    key = []
    for i, (bb, ee, ss) in enumerate(zip(b, e, st)):
        if ellipsis_mask & (1 << i):
            key.append(Ellipsis)
        elif new_axis_mask & (1 << i):
            key.append(None)
        elif shrink_axis_mask & (1 << i):
            key.append(bb)
        else:
            key.append(builtins.slice(None if begin_mask & (1 << i) else bb, None if end_mask & (1 << i) else ee,
                                      ss))
    return wrap(strided_slice_get(d, tuple(key)))


# ------------------------------------------------------------------ gather / scatter

def _index_check(idx, limit, what="indices"):
    """TF's eager check that every index is in ``[0, limit)``. Where the indices have no values
    (traced: ivy_tracer, ``jax.jit``, ``tf.function``) it is skipped, as TF's graph mode defers it."""
    if idx.shape and _size(idx):
        try:
            lo = int(ivy.min(idx))
            hi = int(ivy.max(idx))
        except (ivy.IvyError, TypeError):  # (a tracer's value read; JAX's ConcretizationTypeError)
            return
        if lo < 0 or hi >= limit:
            bad = lo if lo < 0 else hi
            raise invalid(f"{what}[...] = {bad} is not in [0, {limit})")


def _size(d):
    s = 1
    for v in d.shape:
        s *= v
    return s


def gather(params, indices, validate_indices=None, axis=None, batch_dims=0, name=None):
    p = n(params)
    i = n(indices)
    if dtype_of(i)._kind not in "iu":
        raise FrontendTypeError(f"Value passed to parameter 'indices' has DataType {dtype_of(i).name} not in list of "
                                "allowed values: int16, int32, int64")
    bd = _int(batch_dims)
    if bd < 0:
        bd += len(i.shape)
    ax = bd if axis is None else _axis(axis, len(p.shape))
    if len(p.shape) == 0:
        raise invalid("params must be at least 1 dimensional")
    _index_check(i, p.shape[ax])
    return wrap(ivy.gather(p, ivy.astype(i, ivy.int64), axis=ax, batch_dims=bd))


def gather_nd(params, indices, batch_dims=0, name=None, bad_indices_policy=""):
    p = n(params)
    i = n(indices)
    if dtype_of(i)._kind not in "iu":
        raise FrontendTypeError("Value passed to parameter 'indices' must be an integer tensor")
    bd = _int(batch_dims)
    k = i.shape[-1] if i.shape else 0
    if k > len(p.shape) - bd:
        raise invalid(f"index innermost dimension length must be <= params rank; saw: {k} vs. {len(p.shape)}")
    if _size(i):
        ii = ivy.astype(i, ivy.int64)
        lim = ivy.native_array(list(p.shape[bd:bd + k]), dtype=ivy.int64)
        if bool(ivy.any(ivy.logical_or(ivy.less(ii, 0), ivy.greater_equal(ii, lim)))):
            raise invalid(f"indices{list(i.shape)} does not index into param shape {list(p.shape)}")
    return wrap(ivy.gather_nd(p, ivy.astype(i, ivy.int64), batch_dims=bd))


def _policy(p):
    if p not in ("", "DEFAULT", "ERROR"):
        raise refuse("tf.tensor_scatter_nd_*", "bad_indices_policy", p, "out-of-range indices raise")


def _scatter(tensor, indices, updates, reduction, op):
    base = n(tensor)
    i = ivy.astype(n(indices), ivy.int64)
    u = same([wrap(base), updates], op)[1]
    k = i.shape[-1]
    want = tuple(i.shape[:-1]) + tuple(base.shape[k:])
    if tuple(u.shape) != want:
        raise invalid(f"Dimensions [0,{len(i.shape) - 1}) of indices[shape={list(i.shape)}] = must match dimensions "
                      f"of updates[shape={list(u.shape)}]")
    if _size(i):
        lim = ivy.native_array(list(base.shape[:k]), dtype=ivy.int64)
        if bool(ivy.any(ivy.logical_or(ivy.less(i, 0), ivy.greater_equal(i, lim)))):
            raise invalid(f"indices{list(i.shape)} does not index into shape {list(base.shape)}")
    if not _size(i):
        return wrap(base)
    return wrap(_nat(ivy.scatter_nd(i, u, tuple(base.shape), reduction=reduction, tensor=base)))


def tensor_scatter_nd_update(tensor, indices, updates, name=None):
    return _scatter(tensor, indices, updates, "replace", "TensorScatterUpdate")


def tensor_scatter_nd_add(tensor, indices, updates, bad_indices_policy="", name=None):
    _policy(bad_indices_policy)
    return _scatter(tensor, indices, updates, "sum", "TensorScatterAdd")


def tensor_scatter_nd_sub(tensor, indices, updates, bad_indices_policy="", name=None):
    _policy(bad_indices_policy)
    u = n(updates) if is_tensor_like(updates) else updates
    from ._math_ops import negative

    return _scatter(tensor, indices, negative(wrap(t(u)) if not ivy.is_native_array(u) else wrap(u)), "sum",
                    "TensorScatterSub")


def tensor_scatter_nd_max(tensor, indices, updates, bad_indices_policy="", name=None):
    _policy(bad_indices_policy)
    return _scatter(tensor, indices, updates, "max", "TensorScatterMax")


def tensor_scatter_nd_min(tensor, indices, updates, bad_indices_policy="", name=None):
    _policy(bad_indices_policy)
    return _scatter(tensor, indices, updates, "min", "TensorScatterMin")


def scatter_nd(indices, updates, shape, bad_indices_policy="", name=None):
    _policy(bad_indices_policy)
    u = n(updates)
    shp = _shape_arg(shape)
    base = _nat(ivy.zeros(shp, dtype=ivy.dtype(u)))
    return _scatter(wrap(base), indices, wrap(u), "sum", "ScatterNd")


def boolean_mask(tensor, mask, axis=None, name="boolean_mask"):
    d = n(tensor)
    m = n(mask)
    if dtype_of(m) is not D.bool:
        m = ivy.astype(m, ivy.bool)
    ax = 0 if axis is None else _int(axis)
    if len(m.shape) == 0:
        raise FrontendValueError("mask cannot be scalar.")
    k = len(m.shape)
    if tuple(d.shape[ax:ax + k]) != tuple(m.shape):
        raise FrontendValueError(f"Shapes {list(d.shape[ax:ax + k])} and {list(m.shape)} are incompatible")
    lead = tuple(d.shape[:ax])
    flat = ivy.reshape(d, lead + (-1,) + tuple(d.shape[ax + k:]))
    idx = ivy.reshape(_nat(ivy.nonzero(ivy.reshape(m, (-1,)), as_tuple=False)), (-1,))
    return wrap(ivy.gather(flat, idx, axis=ax))


def where(condition, x=None, y=None, name=None):
    c = n(condition)
    if x is None and y is None:
        idx = _nat(ivy.nonzero(c, as_tuple=False)) if len(c.shape) else _nat(ivy.zeros((int(bool(
            ivy.to_scalar(c))), 0), dtype=ivy.int64))
        return wrap(ivy.astype(idx, ivy.int64))
    if x is None or y is None:
        raise FrontendValueError("x and y must both be non-None or both be None.")
    if dtype_of(c) is not D.bool:
        raise invalid(f"cannot compute SelectV2 as input #0(zero-based) was expected to be a bool tensor but is a "
                      f"{dtype_of(c).name} tensor [Op:SelectV2]")
    a, b = binary(x, y, "SelectV2")
    a = t(a) if a.__class__ in _PY else a
    b = ivy.native_array(b, dtype=ivy.dtype(a)) if b.__class__ in _PY else b
    try:
        ivy.broadcast_shapes(tuple(c.shape), tuple(a.shape), tuple(b.shape))
    except Exception:
        raise invalid("condition, x and y must be broadcastable") from None
    return wrap(ivy.where(c, a, b))


def one_hot(indices, depth, on_value=None, off_value=None, axis=None, dtype=None, name=None):
    i = n(indices)
    ons = None if on_value is None else n(on_value) if is_tensor_like(on_value) else on_value
    offs = None if off_value is None else n(off_value) if is_tensor_like(off_value) else off_value
    if dtype is not None:
        dt = D.as_dtype(dtype)
    elif ons is not None and ivy.is_native_array(ons):
        dt = dtype_of(ons)
    elif offs is not None and ivy.is_native_array(offs):
        dt = dtype_of(offs)
    elif ons is not None:
        from ._convert import _py_kind

        dt = _py_kind(ons)
    elif offs is not None:
        from ._convert import _py_kind

        dt = _py_kind(offs)
    else:
        dt = D.float32
    on = 1 if ons is None else (ivy.to_scalar(ons) if ivy.is_native_array(ons) else ons)
    off = 0 if offs is None else (ivy.to_scalar(offs) if ivy.is_native_array(offs) else offs)
    depth = _int(depth)
    ax = -1 if axis is None else axis
    ii = ivy.astype(i, ivy.int64)
    hot = ivy.equal(ivy.expand_dims(ii, axis=-1), ivy.arange(depth, dtype=ivy.int64))
    r = ivy.where(hot, ivy.astype(ivy.full_like(hot, on, dtype=dt._ivy), dt._ivy) if depth else
                  _nat(ivy.zeros(tuple(hot.shape), dtype=dt._ivy)),
                  ivy.astype(ivy.full_like(hot, off, dtype=dt._ivy), dt._ivy) if depth else
                  _nat(ivy.zeros(tuple(hot.shape), dtype=dt._ivy)))
    if ax != -1:
        r = ivy.moveaxis(r, -1, ax)
    return wrap(r)


def sequence_mask(lengths, maxlen=None, dtype=D.bool, name=None):
    L = n(lengths)
    m = (int(ivy.max(L)) if _size(L) else 0) if maxlen is None else _int(maxlen)
    r = ivy.less(_nat(ivy.arange(m, dtype=ivy.int64)), ivy.expand_dims(ivy.astype(L, ivy.int64), axis=-1))
    return wrap(ivy.astype(r, D.to_ivy(dtype)))


def unravel_index(indices, dims, name=None):
    i = n(indices)
    dd = _ints(dims)
    if _size(i):
        tot = 1
        for v in dd:
            tot *= v
        if int(ivy.min(i)) < 0 or int(ivy.max(i)) >= tot:
            raise invalid(f"index is out of bound as with dims {dd}")
    outs = []
    rem = ivy.astype(i, ivy.int64)
    for dsz in reversed(dd):
        outs.append(ivy.remainder(rem, dsz))
        rem = ivy.floor_divide(rem, dsz)
    return wrap(ivy.astype(ivy.stack(list(reversed(outs))), ivy.dtype(i)))


# ------------------------------------------------------------------ linear algebra-ish

def matmul(a, b, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False, a_is_sparse=False,
           b_is_sparse=False, output_type=None, grad_a=False, grad_b=False, name=None):
    x, y = binary(a, b, "MatMul")
    if not (transpose_a or transpose_b or adjoint_a or adjoint_b or output_type is not None) and \
            x.__class__ is not float and y.__class__ is not float:
        xs, ys = x.shape, y.shape
        if len(xs) >= 2 and len(ys) >= 2 and xs[-1] == ys[-2] and dtype_of(x)._kind in "fc":
            return wrap(ivy.matmul(x, y))
    x = t(x) if x.__class__ in _PY else x
    y = t(y, dtype_of(x)) if y.__class__ in _PY else y
    dt = dtype_of(x)
    if dt._kind == "b" or dt in (D.int8, D.int16, D.uint8, D.uint16, D.uint32, D.uint64) and output_type is None:
        raise invalid(f"Value for attr 'T' of {dt.name} is not in the list of allowed values for MatMul")
    if len(x.shape) < 2 or len(y.shape) < 2:
        raise invalid(f"In[0] and In[1] ndims must be >= 2: {len(x.shape)}")
    if (transpose_a and adjoint_a) or (transpose_b and adjoint_b):
        raise FrontendValueError("Only one of transpose_a and adjoint_a can be True.")
    ka = x.shape[-2] if (transpose_a or adjoint_a) else x.shape[-1]
    kb = y.shape[-1] if (transpose_b or adjoint_b) else y.shape[-2]
    if ka != kb:
        raise invalid(f"Matrix size-incompatible: In[0]: {list(x.shape)}, In[1]: {list(y.shape)}")
    r = ivy.matmul(x, y, transpose_a=transpose_a, transpose_b=transpose_b, adjoint_a=adjoint_a, adjoint_b=adjoint_b)
    if output_type is not None:
        r = ivy.astype(r, D.to_ivy(output_type))
    return wrap(r)


def tensordot(a, b, axes, name=None):
    x, y = binary(a, b, "MatMul")
    x = t(x) if x.__class__ in _PY else x
    y = t(y, dtype_of(x)) if y.__class__ in _PY else y
    if isinstance(axes, int) or (is_tensor_like(axes) and len(n(axes).shape) == 0):
        ax = _int(axes)
        if ax < 0 or ax > len(x.shape) or ax > len(y.shape):
            raise FrontendValueError(f"'axes' must be at most {builtins.min(len(x.shape), len(y.shape))}, got {ax}")
    else:
        if is_tensor_like(axes):
            axes = ivy.to_numpy(n(axes)).tolist()
        a0, a1 = axes
        a0 = [a0] if isinstance(a0, int) else list(a0)
        a1 = [a1] if isinstance(a1, int) else list(a1)
        ax = (tuple(v % len(x.shape) for v in a0), tuple(v % len(y.shape) for v in a1))
        for i, j in zip(*ax):
            if x.shape[i] != y.shape[j]:
                raise invalid(f"Matrix size-incompatible: {list(x.shape)} vs {list(y.shape)}")
    return wrap(ivy.tensordot(x, y, axes=ax))


def einsum(equation, *inputs, **kwargs):
    kwargs.pop("name", None)
    kwargs.pop("optimize", None)
    if kwargs:
        raise FrontendTypeError(f"Invalid keyword arguments for this function: {', '.join(sorted(kwargs))}")
    ds = same(list(inputs), "Einsum") if inputs else []
    return wrap(ivy.einsum(equation, *ds))


def norm(tensor, ord="euclidean", axis=None, keepdims=None, name=None):  # noqa: A002
    d = n(tensor)
    if dtype_of(d)._kind not in "fc":
        raise FrontendTypeError(f"Value passed to parameter 'x' has DataType {dtype_of(d).name} not in list of "
                                "allowed values")
    ax = axis
    if isinstance(ax, (list, tuple)) and len(ax) == 1:
        ax = ax[0]
    k = bool(keepdims)
    a = ivy.abs(d)
    if isinstance(ax, (list, tuple)):  # a matrix norm
        ax = tuple(v % len(d.shape) for v in ax)
        if ord in ("euclidean", "fro"):
            r = ivy.sqrt(ivy.sum(ivy.square(a), axis=ax, keepdims=k))
        elif ord == 1:
            r = ivy.max(ivy.sum(a, axis=ax[0], keepdims=True), axis=ax[1], keepdims=True)
            r = r if k else ivy.squeeze(r, axis=ax)
        elif ord == float("inf"):
            r = ivy.max(ivy.sum(a, axis=ax[1], keepdims=True), axis=ax[0], keepdims=True)
            r = r if k else ivy.squeeze(r, axis=ax)
        else:
            raise FrontendValueError(f"'ord' must be a supported matrix norm in ['euclidean', 'fro', 1, 2, inf], got "
                                     f"{ord}")
        return wrap(r)
    axx = None if ax is None else ax % builtins.max(len(d.shape), 1)
    if ord in ("euclidean", 2, 2.0):
        r = ivy.sqrt(ivy.sum(ivy.square(a), axis=axx, keepdims=k))
    elif ord == 1:
        r = ivy.sum(a, axis=axx, keepdims=k)
    elif ord == float("inf"):
        r = ivy.max(a, axis=axx, keepdims=k)
    elif isinstance(ord, (int, float)) and ord > 0:
        r = ivy.pow(ivy.sum(ivy.pow(a, float(ord)), axis=axx, keepdims=k), 1.0 / ord)
    else:
        raise FrontendValueError(f"'ord' must be a supported vector norm, got {ord}")
    if k and ax is None:
        r = ivy.reshape(r, (1,) * len(d.shape))
    return wrap(ivy.astype(r, ivy.dtype(a)))


def clip_by_value(t, clip_value_min, clip_value_max, name=None):  # noqa: F811 - TF's parameter name
    d = n(t)
    lo = same([wrap(d), clip_value_min], "Maximum")[1]
    hi = same([wrap(d), clip_value_max], "Minimum")[1]
    try:
        shp = ivy.broadcast_shapes(tuple(d.shape), tuple(lo.shape), tuple(hi.shape))
    except Exception:
        raise invalid("clip_value_min and clip_value_max must be broadcastable to t") from None
    if shp != tuple(d.shape):
        raise invalid(f"Incompatible shapes: {list(d.shape)} vs. {list(shp)}")
    return wrap(ivy.minimum(ivy.maximum(d, lo), hi))


def clip_by_norm(t, clip_norm, axes=None, name=None):  # noqa: F811 - TF's parameter name
    d = n(t)
    c = same([wrap(d), clip_norm], "ClipByNorm")[1]
    ax = None if axes is None else tuple(_ints(axes))
    l2 = ivy.sqrt(ivy.sum(ivy.multiply(d, d), axis=ax, keepdims=True))
    safe = ivy.where(ivy.greater(l2, 0), l2, ivy.ones_like(l2))
    scale = ivy.where(ivy.greater(l2, c), ivy.divide(c, safe), ivy.ones_like(l2))
    return wrap(ivy.multiply(d, scale))


def clip_by_global_norm(t_list, clip_norm, use_norm=None, name=None):
    ds = [None if x is None else n(x) for x in t_list]
    if use_norm is None:
        tot = 0.0
        for d in ds:
            if d is not None:
                tot = ivy.add(tot, ivy.sum(ivy.multiply(ivy.astype(d, ivy.float32), ivy.astype(d, ivy.float32))))
        gn = ivy.sqrt(ivy.astype(ivy.native_array(tot) if isinstance(tot, float) else tot, ivy.float32))
    else:
        gn = ivy.astype(n(use_norm), ivy.float32)
    cn = float(ivy.to_scalar(n(clip_norm))) if is_tensor_like(clip_norm) else float(clip_norm)
    scale = ivy.multiply(cn, ivy.minimum(ivy.reciprocal(gn), 1.0 / cn))
    out = [None if d is None else wrap(ivy.multiply(d, ivy.astype(scale, ivy.dtype(d)))) for d in ds]
    return out, wrap(gn)


# ------------------------------------------------------------------ sorting / sets / search

def _direction(direction):
    if direction not in ("ASCENDING", "DESCENDING"):
        raise FrontendValueError(f"Argument `direction` should be one of {{'ASCENDING', 'DESCENDING'}}. Received: "
                                 f"direction={direction}")
    return direction == "DESCENDING"


def sort(values, axis=-1, direction="ASCENDING", name=None):
    d = n(values)
    desc = _direction(direction)
    if dtype_of(d)._kind not in "fiu":
        raise FrontendValueError(f"Sort: unsupported dtype {dtype_of(d).name}")
    if len(d.shape) == 0:
        raise FrontendValueError("sort: the input must have at least one dimension")
    return wrap(ivy.sort(d, axis=_axis(axis, len(d.shape)), descending=desc))


def argsort(values, axis=-1, direction="ASCENDING", stable=False, name=None):
    d = n(values)
    desc = _direction(direction)
    if len(d.shape) == 0:
        raise FrontendValueError("argsort: the input must have at least one dimension")
    ax = _axis(axis, len(d.shape))
    if desc:  # TF's stable descending order keeps equal elements in input order
        k = dtype_of(d)._kind
        if k in "f" or k == "i":
            r = ivy.argsort(ivy.negative(d), axis=ax, stable=True)
        else:
            r = ivy.argsort(d, axis=ax, descending=True, stable=True)
    else:
        r = ivy.argsort(d, axis=ax, stable=True)
    return wrap(ivy.astype(r, ivy.int32))


def unique(x, out_idx=D.int32, name=None):
    d = n(x)
    if len(d.shape) != 1:
        raise invalid(f"unique expects a 1D vector, got shape {list(d.shape)}")
    r = _unique(d)
    return Unique(wrap(r[0]), wrap(ivy.astype(r[1], D.to_ivy(out_idx))))


def _unique(d):
    """Unique values in order of first appearance, the inverse index, the counts."""
    size = d.shape[0]
    if size == 0:
        z = _nat(ivy.zeros((0,), dtype=ivy.int64))
        return d, z, z
    res = ivy.unique_all(d)
    vals, first, inv, counts = (_nat(res[0]), _nat(res[1]), _nat(res[2]), _nat(res[3]))
    order = ivy.argsort(first, stable=True)  # by first appearance, as TF's unique
    rank_of = ivy.argsort(order, stable=True)
    return (ivy.gather(vals, order, axis=0), ivy.gather(rank_of, ivy.reshape(ivy.astype(inv, ivy.int64), (-1,)),
                                                        axis=0), ivy.gather(counts, order, axis=0))


def unique_with_counts(x, out_idx=D.int32, name=None):
    d = n(x)
    if len(d.shape) != 1:
        raise invalid(f"unique expects a 1D vector, got shape {list(d.shape)}")
    y, idx, c = _unique(d)
    od = D.to_ivy(out_idx)
    return UniqueWithCounts(wrap(y), wrap(ivy.astype(idx, od)), wrap(ivy.astype(c, od)))


def searchsorted(sorted_sequence, values, side="left", out_type=D.int32, name=None):
    s, v = binary(sorted_sequence, values, "LowerBound")
    v = t(v, dtype_of(s)) if v.__class__ in _PY else v
    if side not in ("left", "right"):
        raise FrontendValueError(f"Argument `side` must be either 'right' or 'left'. Received: `side` = {side}.")
    if len(s.shape) != len(v.shape) or tuple(s.shape[:-1]) != tuple(v.shape[:-1]):
        raise invalid("Leading dims of sorted_sequence and values must match")
    if len(s.shape) == 1:
        r = ivy.searchsorted(s, v, side=side)
    else:
        lead = tuple(s.shape[:-1])
        s2 = ivy.reshape(s, (-1, s.shape[-1]))
        v2 = ivy.reshape(v, (-1, v.shape[-1]))
        rows = [ivy.searchsorted(a, b, side=side) for a, b in zip(ivy.unstack(s2, axis=0), ivy.unstack(v2, axis=0))]
        r = ivy.reshape(ivy.stack(rows) if rows else _nat(ivy.zeros((0, v.shape[-1]), dtype=ivy.int64)),
                        lead + (v.shape[-1],))
    return wrap(ivy.astype(r, D.to_ivy(out_type)))


def histogram_fixed_width_bins(values, value_range, nbins=100, dtype=D.int32, name=None):
    v = n(values)
    r = same([wrap(v), value_range], "HistogramFixedWidth")[1]
    lo, hi = r[0], r[1]
    nb = _int(nbins)
    if nb <= 0:
        raise invalid(f"nbins should be a positive number, but got '{nb}'")
    scaled = ivy.divide(ivy.subtract(ivy.astype(v, ivy.float64), ivy.astype(lo, ivy.float64)),
                        ivy.astype(ivy.subtract(hi, lo), ivy.float64))
    idx = ivy.astype(ivy.floor(ivy.multiply(scaled, nb)), ivy.int64)
    idx = ivy.clip(idx, 0, nb - 1)
    return wrap(ivy.astype(idx, D.to_ivy(dtype)))


def histogram_fixed_width(values, value_range, nbins=100, dtype=D.int32, name=None):
    b = histogram_fixed_width_bins(values, value_range, nbins, D.int64)._data
    nb = _int(nbins)
    flat = ivy.reshape(b, (-1,))
    hot = ivy.equal(ivy.expand_dims(flat, axis=0), ivy.expand_dims(_nat(ivy.arange(nb, dtype=ivy.int64)), axis=1))
    return wrap(ivy.astype(ivy.sum(ivy.astype(hot, ivy.int64), axis=1), D.to_ivy(dtype)))


def dynamic_partition(data, partitions, num_partitions, name=None):
    d = n(data)
    p = ivy.astype(n(partitions), ivy.int64)
    k = _int(num_partitions)
    if tuple(d.shape[:len(p.shape)]) != tuple(p.shape):
        raise invalid("data.shape must start with partitions.shape")
    flat_d = ivy.reshape(d, (-1,) + tuple(d.shape[len(p.shape):]))
    flat_p = ivy.reshape(p, (-1,))
    if _size(flat_p) and (int(ivy.min(flat_p)) < 0 or int(ivy.max(flat_p)) >= k):
        raise invalid(f"partitions must be in [0, {k})")
    out = []
    for i in builtins.range(k):
        idx = ivy.reshape(_nat(ivy.nonzero(ivy.equal(flat_p, i), as_tuple=False)), (-1,))
        out.append(wrap(ivy.gather(flat_d, idx, axis=0)))
    return out


def dynamic_stitch(indices, data, name=None):
    idxs = [ivy.reshape(ivy.astype(n(i), ivy.int64), (-1,)) for i in indices]
    ds = same(list(data), "DynamicStitch")
    inner = tuple(ds[0].shape[len(n(indices[0]).shape):])
    flat_i = ivy.concat(idxs, axis=0)
    flat_d = ivy.concat([ivy.reshape(d, (-1,) + inner) for d in ds], axis=0)
    size = int(ivy.max(flat_i)) + 1 if _size(flat_i) else 0
    base = _nat(ivy.zeros((size,) + inner, dtype=ivy.dtype(flat_d)))
    if not size:
        return wrap(base)
    return wrap(_nat(ivy.scatter_nd(ivy.expand_dims(flat_i, axis=-1), flat_d, (size,) + inner, reduction="replace",
                                    tensor=base)))


def bitcast(input, type, name=None):  # noqa: A002
    raise refuse("tf.bitcast", "type", type, "reinterpreting bytes is not an ivy operation")


# ------------------------------------------------------------------ misc

def is_tensor(x):
    from ._variable import Variable

    return isinstance(x, (Tensor, Variable))


def get_static_value(tensor, partial=False):
    if tensor is None:
        return None
    if is_tensor(tensor):
        return tensor.numpy()
    return None


def executing_eagerly():
    return True


def no_op(name=None):
    return None


def timestamp(name=None):
    import time

    return wrap(ivy.native_array(time.time(), dtype=ivy.float64))


# ------------------------------------------------------------------ control flow
# (through ivy.if_else / ivy.while_loop: eager where the condition has a value, one node of a
# trace where it is traced, tf.cond / jax.lax.while_loop under tf.function / jax.jit)


def _natives(x):
    """A nest of the frontend's tensors as one of native arrays (what ivy's control flow takes)."""
    if isinstance(x, Tensor):
        return x._data
    if isinstance(x, (list, tuple)):
        return type(x)(_natives(v) for v in x) if not hasattr(x, "_fields") else type(x)(*map(_natives, x))
    if isinstance(x, dict):
        return {k: _natives(v) for k, v in x.items()}
    return x


def _tensors(x):
    """The inverse of :func:`_natives`: native arrays (and ivy.Arrays) as the frontend's tensors."""
    if isinstance(x, ivy.Array):
        x = x._data
    if isinstance(x, (list, tuple)):
        return type(x)(_tensors(v) for v in x) if not hasattr(x, "_fields") else type(x)(*map(_tensors, x))
    if isinstance(x, dict):
        return {k: _tensors(v) for k, v in x.items()}
    if x is not None and not isinstance(x, (Tensor, builtins.bool, builtins.int, builtins.float, builtins.complex,
                                            builtins.str)) and ivy.is_native_array(x):
        return wrap(x)
    return x


def cond(pred, true_fn=None, false_fn=None, name=None):
    """``true_fn()`` if ``pred`` else ``false_fn()``: eagerly where ``pred`` has a value; where it is
    traced (an ivy_tracer trace, ``jax.jit``, ``tf.function``) both branches are traced and the
    choice stays in the graph (``ivy.if_else``)."""
    if true_fn is None or false_fn is None:
        raise FrontendTypeError("cond(): 'true_fn' and 'false_fn' arguments required")
    p = n(pred) if isinstance(pred, Tensor) else pred
    return _tensors(ivy.if_else(p, lambda: _natives(true_fn()), lambda: _natives(false_fn()), ()))


def case(pred_fn_pairs, default=None, exclusive=False, strict=False, name="case"):
    pairs = list(pred_fn_pairs.items() if isinstance(pred_fn_pairs, dict) else pred_fn_pairs)
    hits = [fn for p, fn in pairs if bool(p)]
    if exclusive and len(hits) > 1:
        raise invalid("Input error: exclusive=True and more than 1 conditions evaluated as True")
    if hits:
        return hits[0]()
    if default is None:
        return pairs[-1][1]()
    return default()


def switch_case(branch_index, branch_fns, default=None, name="switch_case"):
    fns = dict(branch_fns) if isinstance(branch_fns, dict) else dict(enumerate(branch_fns))
    i = _int(branch_index)
    if i in fns:
        return fns[i]()
    return (default or fns[builtins.max(fns)])()


def while_loop(cond, body, loop_vars, shape_invariants=None, parallel_iterations=10, back_prop=True,
               swap_memory=False, maximum_iterations=None, name=None):
    """``while cond(*loop_vars): loop_vars = body(*loop_vars)``: eagerly while the condition has
    a value; where it is traced, the loop is one node of the graph (``ivy.while_loop``)."""
    single = not isinstance(loop_vars, (list, tuple))
    v = [loop_vars] if single else list(loop_vars)
    if maximum_iterations is not None:
        i = 0
        while i < _int(maximum_iterations) and bool(cond(*v)):
            r = body(*v)
            v = [r] if single or not isinstance(r, (list, tuple)) else list(r)
            i += 1
    else:
        def step(*s):
            r = body(*_tensors(s))
            return tuple(_natives([r] if single or not isinstance(r, (list, tuple)) else list(r)))

        v = list(_tensors(ivy.while_loop(lambda *s: _natives(cond(*_tensors(s))), step, tuple(_natives(v)))))
    return v[0] if single else type(loop_vars)(v) if isinstance(loop_vars, tuple) else v


def map_fn(fn, elems, dtype=None, parallel_iterations=None, back_prop=True, swap_memory=False, infer_shape=True,
           name=None, fn_output_signature=None):
    """``stack([fn(e) for e in unstack(elems)])`` (nests of elems unstacked together)."""
    multi = isinstance(elems, (list, tuple))
    seqs = [unstack(e) for e in elems] if multi else [unstack(elems)]
    outs = [fn(type(elems)(vals) if multi else vals[0]) for vals in zip(*seqs)]
    if outs and isinstance(outs[0], (list, tuple)):
        return type(outs[0])(stack([o[i] for o in outs]) for i in builtins.range(len(outs[0])))
    return stack(outs)


def vectorized_map(fn, elems, fallback_to_while_loop=True, warn=True):
    return map_fn(fn, elems)


def foldl(fn, elems, initializer=None, parallel_iterations=10, back_prop=True, swap_memory=False, name=None):
    items = unstack(elems)
    acc = items.pop(0) if initializer is None else initializer
    for e in items:
        acc = fn(acc, e)
    return acc


def foldr(fn, elems, initializer=None, parallel_iterations=10, back_prop=True, swap_memory=False, name=None):
    items = unstack(elems)[::-1]
    acc = items.pop(0) if initializer is None else initializer
    for e in items:
        acc = fn(acc, e)
    return acc


def scan(fn, elems, initializer=None, parallel_iterations=10, back_prop=True, swap_memory=False, infer_shape=True,
         reverse=False, name=None):
    items = unstack(elems)
    if reverse:
        items = items[::-1]
    acc = items.pop(0) if initializer is None else initializer
    outs = [acc] if initializer is None else []
    for e in items:
        acc = fn(acc, e)
        outs.append(acc)
    if reverse:
        outs = outs[::-1]
    return stack(outs)


# ------------------------------------------------------------------ assertions (eager: checked now)

def _assert(ok, message, default):
    if not ok:
        raise invalid(f"{message + chr(10) if message else ''}{default}")


def assert_equal(x, y, message=None, summarize=None, name=None):
    """Raises ``InvalidArgumentError`` unless ``x == y`` everywhere (broadcast)."""
    a, b = binary(x, y, "Equal")
    _assert(bool(ivy.all(ivy.equal(a, b))), message, "Condition x == y did not hold element-wise.")


def assert_greater(x, y, message=None, summarize=None, name=None):
    a, b = binary(x, y, "Greater")
    _assert(bool(ivy.all(ivy.greater(a, b))), message, "Condition x > y did not hold element-wise.")


def assert_less(x, y, message=None, summarize=None, name=None):
    a, b = binary(x, y, "Less")
    _assert(bool(ivy.all(ivy.less(a, b))), message, "Condition x < y did not hold element-wise.")


def assert_rank(x, rank, message=None, name=None):
    r = len(n(x).shape)
    if r != _int(rank):
        raise FrontendValueError(f"{message + ' ' if message else ''}Tensor must have rank {_int(rank)}. Received "
                                 f"rank {r}, shape {list(n(x).shape)}")

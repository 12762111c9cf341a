"""Array creation on MXNet (``mx.np``), with ivy's defaults (float32 / int64).

MXNet makes float32 from Python ints and bools unless told otherwise, so every
call passes the dtype ivy wants. Complex values cannot be held: asking for them
raises ivy.UnsupportedDtypeError. ``linspace``/``arange`` are computed in
float64 and rounded once (as ivy does on every backend).
"""

from __future__ import annotations

import mxnet as mx
import numpy as onp

import ivy
from ivy import dtypes as _dt
from ivy.plugin import complex_into_real as _complex_into_real
from ivy.plugin import named_dtype as _named_dtype
from ivy.plugin import sequence_dtype as _sequence_dtype

from . import _host
from ._util import (
    BOOL,
    F32,
    F64,
    I64,
    INT_RANGE,
    IVY_OF,
    NATIVE_DTYPES,
    U8,
    _nd,
    check_int,
    dev,
    ints_fit,
    mnp,
    unsupported,
)
from ._util import CANON as IVY_CANON

_PY_DEFAULT = {bool: BOOL, int: I64, float: F32}
_PY_SAMPLE = {bool: True, int: 0, float: 0.0, complex: 0j}
_NDArray = mx.nd.NDArray


def _cpu(device):
    return mx.cpu() if device is None else device


def _leaf_dtype(v):
    return IVY_OF[v.dtype] if isinstance(v, _nd) else _named_dtype(onp.asarray(v))


def _infer_sequence_dtype(obj):
    """The dtype of a nested sequence by ivy's rules (Python scalars weak, 0-d arrays strong);
    complex values, which MXNet cannot hold, raise ivy's UnsupportedDtypeError."""
    d = _sequence_dtype(obj, _leaf_dtype)[0]
    if d is None:
        return F32
    n = NATIVE_DTYPES.get(d)
    if n is None:
        raise unsupported(d.name, "asarray")
    return n


def _host_seq(obj):
    """A nested sequence with mx arrays / ivy Arrays inside, as NumPy values."""
    if obj.__class__ is list or obj.__class__ is tuple:
        return [_host_seq(v) for v in obj]
    if obj.__class__ is ivy.Array:
        obj = obj.data
    if isinstance(obj, _nd):
        return obj.asnumpy()
    return obj


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    if isinstance(obj, _nd):
        r = obj
        if dtype is not None and r.dtype != dtype:
            if copy is False:
                raise ivy.InvalidArgumentError(
                    f"asarray: copy=False, but converting {r.dtype} to {dtype} needs a copy"
                )
            r = r.astype(dtype)
        elif copy:
            r = r.copy()
        if device is not None and r.ctx != device:
            r = r.as_in_ctx(device)
        return r
    if isinstance(obj, _NDArray):
        return asarray(obj.as_np_ndarray(), dtype=dtype, device=device, copy=copy)
    c = obj.__class__
    if copy is False:
        raise ivy.InvalidArgumentError(
            f"asarray: copy=False cannot be honoured for a {type(obj).__name__} on mxnet (it always copies)"
        )
    if c is complex and (dtype is None or dtype != BOOL):  # (a bool dtype takes its truth)
        raise unsupported("complex64", "asarray")
    if dtype is None:
        dtype = _PY_DEFAULT.get(c)
        if dtype is None:
            if c is list or c is tuple:
                dtype = _infer_sequence_dtype(obj)
                obj = _host_seq(obj)
            else:
                if c is bytes or c is bytearray:
                    obj = memoryview(obj)
                a = onp.asarray(obj)
                if a.dtype.kind not in "biuf":
                    if a.dtype.kind == "c":
                        raise unsupported(a.dtype.name, "asarray")
                    raise ivy.InvalidArgumentError(
                        f"asarray: cannot make an array of {type(obj).__name__} ({a.dtype})"
                    )
                if a.dtype not in IVY_OF:
                    raise unsupported(a.dtype.name, "asarray")
                return mnp.array(a, dtype=IVY_CANON[a.dtype], ctx=_cpu(device))
    elif c is list or c is tuple:
        obj = _host_seq(obj)
    if c is int or c is float:
        check_int(obj, dtype, "asarray")
    elif c is bytes or c is bytearray:
        obj = memoryview(obj)
    a = onp.asarray(obj)
    if a.dtype.kind == "O" and dtype.kind == "f":  # ints beyond int64: their float values (an
        a = onp.asarray(obj, dtype=onp.float64)  # OverflowError, ivy's, beyond float64's range)
    if (c is list or c is tuple) and not _fits(a, dtype):
        ints_fit(obj, dtype, "asarray")  # NumPy 1.23 casts 300 into int8 as 44
    if a.dtype.kind == "c" and dtype == BOOL:  # a bool dtype takes the values' truth, as NumPy's
        a = a != 0
    if a.dtype.kind not in "biuf":
        if a.dtype.kind == "c":  # complex values into a real dtype, which could hold none anyway
            raise _complex_into_real(dtype.name, "asarray")
        raise ivy.InvalidArgumentError(f"asarray: cannot make an array of {type(obj).__name__} ({a.dtype})")
    if a.dtype.kind == "f" and dtype.kind in "iu" and not onp.isfinite(a).all():
        raise ivy.InvalidArgumentError("asarray: NaN or infinity cannot become an integer")
    a = a.astype(dtype)
    return mnp.array(a, dtype=dtype, ctx=_cpu(device))


def _fits(a, d):
    """Whether every value of NumPy array ``a`` surely fits integer dtype ``d`` (always, for a ``d``
    that is not an integer dtype): ``a``'s own dtype is no wider, or its extremes fit."""
    r = INT_RANGE.get(d)
    if r is None:
        return True
    k = a.dtype.kind
    if k == "b":
        return True
    if k != "i" and k != "u":
        return False  # floats or ints beyond 64 bits (object): the Python ints are looked at
    if a.dtype.itemsize <= d.itemsize and (k == d.kind or k == "u" and a.dtype.itemsize < d.itemsize):
        return True
    return a.size == 0 or r[0] <= a.min() and a.max() <= r[1]


def _is_int(v):
    return v.__class__ is int or isinstance(v, onp.integer)


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    if step == 0:
        raise ivy.InvalidArgumentError("arange: step must not be 0")
    if dtype is None:
        if _is_int(start) and (stop is None or _is_int(stop)) and _is_int(step):
            dtype = I64
        else:
            dtype = F32
    if dtype.kind == "f":
        a = onp.arange(start, stop, step, dtype=F64).astype(dtype)
    else:
        a = onp.arange(start, stop, step, dtype=dtype)
    return mnp.array(a, dtype=dtype, ctx=_cpu(device))


def _shape(shape):
    return (shape,) if shape.__class__ is int else tuple(shape)


def empty(shape, *, dtype=None, device=None):
    return mnp.empty(_shape(shape), dtype=F32 if dtype is None else dtype, ctx=_cpu(device))


def empty_like(x, /, *, dtype=None, device=None):
    return mnp.empty(x.shape, dtype=x.dtype if dtype is None else dtype, ctx=x.ctx if device is None else device)


def eye(n_rows, n_cols=None, /, *, k=0, batch_shape=None, dtype=None, device=None):
    dtype = F32 if dtype is None else dtype
    if dtype == BOOL:
        r = mnp.eye(n_rows, n_cols, k=k, dtype=U8, ctx=_cpu(device)).astype(BOOL)
    else:
        r = mnp.eye(n_rows, n_cols, k=k, dtype=dtype, ctx=_cpu(device))
    if batch_shape is None:
        return r
    if batch_shape.__class__ is int:
        batch_shape = (batch_shape,)
    return _host.run(lambda v: onp.broadcast_to(v, (*batch_shape, *v.shape)).copy(), r)


def from_dlpack(x, /, *, device=None, copy=None):
    if isinstance(x, _nd):
        return x.copy() if copy else x
    try:
        r = mx.nd.from_dlpack(x.__dlpack__() if hasattr(x, "__dlpack__") else x).as_np_ndarray()
        if copy:  # the capsule shares the producer's memory
            r = r.copy()
    except Exception:  # noqa: BLE001 - anything with __array__ goes through the host
        a = onp.asarray(x)
        r = dev(a)
    if device is not None:
        r = r.as_in_ctx(device)
    return r


def _fill_dtype(fill_value):
    d = _PY_DEFAULT.get(fill_value.__class__)
    if d is not None:
        return d
    if fill_value.__class__ is complex:
        raise unsupported("complex64", "full")
    d = getattr(fill_value, "dtype", None)
    if d is not None:
        d = onp.dtype(d)
        if d not in IVY_OF:
            raise unsupported(d.name, "full")
        return d
    raise ivy.InvalidArgumentError(f"full: fill_value must be a bool, int or float, got {fill_value!r}")


def full(shape, fill_value, *, dtype=None, device=None):
    dtype = _fill_dtype(fill_value) if dtype is None else dtype
    if fill_value.__class__ is int:
        check_int(fill_value, dtype, "full")
    a = onp.full(_shape(shape), fill_value, dtype=dtype)
    return mnp.array(a, dtype=dtype, ctx=_cpu(device))


def full_like(x, /, fill_value, *, dtype=None, device=None):
    dtype = x.dtype if dtype is None else dtype
    if fill_value.__class__ is int:
        check_int(fill_value, dtype, "full_like")
    elif fill_value.__class__ is complex:
        raise unsupported("complex64", "full_like")
    a = onp.full(x.shape, fill_value, dtype=dtype)
    return mnp.array(a, dtype=dtype, ctx=x.ctx if device is None else device)


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=None):
    if start.__class__ is complex or stop.__class__ is complex:
        raise unsupported("complex64", "linspace")
    s_arr = isinstance(start, _nd)
    e_arr = isinstance(stop, _nd)
    if dtype is None:
        if not s_arr and not e_arr:
            dtype = F32
        else:
            s = IVY_OF[start.dtype] if s_arr else _PY_SAMPLE.get(start.__class__, start)
            e = IVY_OF[stop.dtype] if e_arr else _PY_SAMPLE.get(stop.__class__, stop)
            d = ivy.result_type(s, e)
            dtype = NATIVE_DTYPES[d if d.kind in "f" else _dt.default_float_dtype]
    work = F64 if dtype.kind in "fb" else dtype
    hs = start.asnumpy() if s_arr else start
    he = stop.asnumpy() if e_arr else stop
    if s_arr or e_arr:
        r = onp.linspace(hs, he, num, endpoint=endpoint, dtype=work, axis=-1 if axis is None else axis)
    else:
        r = onp.linspace(hs, he, num, endpoint=endpoint, dtype=work)
    r = r.astype(dtype)
    out = mnp.array(r, dtype=dtype, ctx=_cpu(device))
    if (s_arr or e_arr) and dtype.kind == "f" and _host.grads(start, stop):
        return _linspace_grad(out, start, stop, num, endpoint, axis)
    return out


def _linspace_grad(out, start, stop, num, endpoint, axis):
    """``out`` with the gradient of start + t (stop - start) (t the fractions along ``axis``)."""
    ax = (-1 if axis is None else axis) % out.ndim
    shp = out.shape[:ax] + out.shape[ax + 1:]
    t = onp.linspace(0.0, 1.0, num, endpoint=endpoint).reshape((num,) + (1,) * (out.ndim - 1 - ax))

    def spread(v):  # broadcast to the endpoints' shape, with the axis of the points inserted
        return mnp.expand_dims(mnp.broadcast_to(v.astype(out.dtype), shp), ax) if isinstance(v, _nd) else v

    return _host.tangent(out, (1.0 - t, spread(start)), (t, spread(stop)))


def meshgrid(*arrays, indexing="xy", sparse=False):
    if indexing != "xy" and indexing != "ij":
        raise ivy.InvalidArgumentError(f"meshgrid: indexing must be 'xy' or 'ij', not {indexing!r}")
    n = len(arrays)
    if n == 0:
        return ()
    shapes = [a.shape[0] if a.ndim else 1 for a in arrays]
    for a in arrays:
        if a.ndim > 1:
            raise ivy.ShapeError(f"meshgrid takes 1-d arrays, got shape {a.shape}")
    out = []  # (each grid keeps its array's dtype, as in NumPy)
    full_shape = list(shapes)
    if indexing == "xy" and n >= 2:
        full_shape[0], full_shape[1] = full_shape[1], full_shape[0]
    for i, a in enumerate(arrays):
        shp = [1] * n
        ax = i
        if indexing == "xy" and n >= 2 and i < 2:
            ax = 1 - i
        shp[ax] = shapes[i]
        r = a.reshape(tuple(shp))
        if not sparse:
            r = _host.run(lambda v: onp.broadcast_to(v, tuple(full_shape)).copy(), r)
        out.append(r)
    return tuple(out)


def ones(shape, *, dtype=None, device=None):
    return mnp.ones(_shape(shape), dtype=F32 if dtype is None else dtype, ctx=_cpu(device))


def ones_like(x, /, *, dtype=None, device=None):
    return mnp.ones(x.shape, dtype=x.dtype if dtype is None else dtype, ctx=x.ctx if device is None else device)


def _tri_mask(x, k, lower):
    n, m = x.shape[-2], x.shape[-1]
    i = onp.arange(n)[:, None]
    j = onp.arange(m)[None, :]
    keep = (j - i <= k) if lower else (j - i >= k)
    return mnp.array(keep, dtype=BOOL, ctx=x.ctx)


def tril(x, /, *, k=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"tril needs an array of at least 2 dimensions (..., M, N), got shape {x.shape}")
    if x.size == 0 or x.dtype == BOOL:
        return _host.run(lambda a: onp.tril(a, k), x)
    return mnp.where(_tri_mask(x, k, True), x, mnp.zeros((), dtype=x.dtype, ctx=x.ctx))


def triu(x, /, *, k=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"triu needs an array of at least 2 dimensions (..., M, N), got shape {x.shape}")
    if x.size == 0 or x.dtype == BOOL:
        return _host.run(lambda a: onp.triu(a, k), x)
    return mnp.where(_tri_mask(x, k, False), x, mnp.zeros((), dtype=x.dtype, ctx=x.ctx))


def zeros(shape, *, dtype=None, device=None):
    return mnp.zeros(_shape(shape), dtype=F32 if dtype is None else dtype, ctx=_cpu(device))


def zeros_like(x, /, *, dtype=None, device=None):
    return mnp.zeros(x.shape, dtype=x.dtype if dtype is None else dtype, ctx=x.ctx if device is None else device)

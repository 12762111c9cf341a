"""Array creation on NumPy, with ivy's defaults (float32 / int64 / complex64), not NumPy's."""

from __future__ import annotations

import numpy as np

import ivy
from ivy import dtypes as _dt
from ivy.plugin import holds_arrays as _holds_arrays
from ivy.plugin import sequence_dtype as _sequence_dtype

from .hooks import NATIVE_DTYPES

_nd = np.ndarray
_BOOL = np.dtype("bool")
_I64 = np.dtype("int64")
_F32 = np.dtype("float32")
_F64 = np.dtype("float64")
_C64 = np.dtype("complex64")
_C128 = np.dtype("complex128")
# dtype of a Python scalar by its exact class (np.float64 subclasses float: it is not here)
_PY_DEFAULT = {bool: _BOOL, int: _I64, float: _F32, complex: _C64}
_PY_SAMPLE = {bool: True, int: 0, float: 0.0, complex: 0j}


_IVY_OF = {v: k for k, v in NATIVE_DTYPES.items()}
_ivy_dtype = _IVY_OF.__getitem__
_native_dtype = NATIVE_DTYPES.__getitem__


def _is_int(v):
    return v.__class__ is int or isinstance(v, np.integer)


def _leaf_dtype(v):
    return _ivy_dtype(np.asarray(v).dtype)


def _infer_sequence_dtype(obj):
    """The dtype of a nested sequence by ivy's rules (Python scalars weak, 0-d arrays strong)."""
    d = _sequence_dtype(obj, _leaf_dtype)[0]
    return _F32 if d is None else _native_dtype(d)


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    c = obj.__class__
    if c is _nd:
        if copy is None:
            return obj if dtype is None or obj.dtype == dtype else obj.astype(dtype)
        return np.asarray(obj, dtype=dtype, copy=copy)
    if dtype is None:
        dtype = _PY_DEFAULT.get(c)
        if dtype is None and (c is list or c is tuple):
            classes = {v.__class__ for v in obj}
            if len(classes) == 1:  # the common case: a flat list of one kind of Python scalar
                dtype = _PY_DEFAULT.get(classes.pop())
            if dtype is None:
                dtype = _infer_sequence_dtype(obj)
    elif (c is list or c is tuple) and _holds_arrays(obj):
        obj = _cast_leaves(obj, dtype)
    if c is bytes or c is bytearray:
        obj = memoryview(obj)
    r = np.asarray(obj, dtype=dtype, copy=copy)
    if r.dtype.kind not in "biufc":
        raise ivy.InvalidArgumentError(f"asarray: cannot make an array of {type(obj).__name__} ({r.dtype})")
    return r


def _cast_leaves(obj, dtype):
    """A nested sequence with its arrays cast to ``dtype`` as by astype (asked for explicitly:
    NumPy refuses a 0-d int16 array of 300 for int8, where astype wraps; its Python ints must
    still fit ``dtype``, which NumPy checks)."""
    out = []
    for v in obj:
        c = v.__class__
        if c is list or c is tuple:
            out.append(_cast_leaves(v, dtype))
        elif c is ivy.Array:
            out.append(np.asarray(v.data).astype(dtype))
        elif c is _nd or isinstance(v, np.generic):
            out.append(v.astype(dtype))
        else:
            out.append(v)
    return out


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    if step == 0:
        raise ivy.InvalidArgumentError("arange: step must not be 0")
    if dtype is None:
        if _is_int(start) and (stop is None or _is_int(stop)) and _is_int(step):
            return np.arange(start, stop, step, dtype=_I64)
        dtype = _F32
    if dtype.kind == "f" and dtype != _F64:
        # compute in float64 and round once: float32 accumulation drifts
        return np.arange(start, stop, step, dtype=_F64).astype(dtype)
    return np.arange(start, stop, step, dtype=dtype)


def empty(shape, *, dtype=None, device=None):
    return np.empty(shape, dtype=_F32 if dtype is None else dtype)


def empty_like(x, /, *, dtype=None, device=None):
    return np.empty_like(x, dtype=dtype)


def eye(n_rows, n_cols=None, /, *, k=0, batch_shape=None, dtype=None, device=None):
    r = np.eye(n_rows, n_cols, k=k, dtype=_F32 if dtype is None else dtype)
    if batch_shape is None:
        return r
    if batch_shape.__class__ is int:
        batch_shape = (batch_shape,)
    return np.array(np.broadcast_to(r, (*batch_shape, *r.shape)))


def from_dlpack(x, /, *, device=None, copy=None):
    return np.from_dlpack(x, device=device, copy=copy)


def _fill_dtype(fill_value):
    d = _PY_DEFAULT.get(fill_value.__class__)
    if d is not None:
        return d
    d = getattr(fill_value, "dtype", None)
    if d is not None:
        return np.dtype(d) if isinstance(d, np.dtype) else np.asarray(fill_value).dtype
    raise ivy.InvalidArgumentError(f"full: fill_value must be a bool, int, float or complex, got {fill_value!r}")


def full(shape, fill_value, *, dtype=None, device=None):
    return np.full(shape, fill_value, dtype=_fill_dtype(fill_value) if dtype is None else dtype)


def full_like(x, /, fill_value, *, dtype=None, device=None):
    return np.full_like(x, fill_value, dtype=dtype)


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=None):
    if dtype is None:
        if start.__class__ in _PY_DEFAULT and stop.__class__ in _PY_DEFAULT:
            dtype = _C64 if (start.__class__ is complex or stop.__class__ is complex) else _F32
        else:
            s = start if start.__class__ is _nd else _PY_SAMPLE.get(start.__class__, start)
            e = stop if stop.__class__ is _nd else _PY_SAMPLE.get(stop.__class__, stop)
            d = ivy.result_type(s, e)
            dtype = _native_dtype(d if d.kind in "fc" else _dt.default_float_dtype)
    # compute in double precision, then round once to the result dtype (integers: floor, as NumPy)
    work = _C128 if dtype.kind == "c" else _F64 if dtype.kind in "fb" else dtype
    if start.__class__ is _nd or stop.__class__ is _nd:
        r = np.linspace(start, stop, num, endpoint=endpoint, dtype=work, axis=-1 if axis is None else axis)
    else:
        r = np.linspace(start, stop, num, endpoint=endpoint, dtype=work)
    return r.astype(dtype, copy=False)


def meshgrid(*arrays, indexing="xy", sparse=False):
    if indexing != "xy" and indexing != "ij":
        raise ivy.InvalidArgumentError(f"meshgrid: indexing must be 'xy' or 'ij', not {indexing!r}")
    return tuple(np.meshgrid(*arrays, indexing=indexing, sparse=sparse))


def ones(shape, *, dtype=None, device=None):
    return np.ones(shape, dtype=_F32 if dtype is None else dtype)


def ones_like(x, /, *, dtype=None, device=None):
    return np.ones_like(x, dtype=dtype)


def tril(x, /, *, k=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"tril needs an array of at least 2 dimensions (..., M, N), got shape {x.shape}")
    return np.tril(x, k)


def triu(x, /, *, k=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"triu needs an array of at least 2 dimensions (..., M, N), got shape {x.shape}")
    return np.triu(x, k)


def zeros(shape, *, dtype=None, device=None):
    return np.zeros(shape, dtype=_F32 if dtype is None else dtype)


def zeros_like(x, /, *, dtype=None, device=None):
    return np.zeros_like(x, dtype=dtype)


# ------------------------------------------------------------- ivy's superset


def _tri_check(name, n_rows, n_cols, k):
    for a, v in (("n_rows", n_rows), ("n_cols", n_cols), ("k", k)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise ivy.InvalidArgumentError(f"ivy.{name}: {a} must be an int, got {v!r}")
    if n_rows < 0 or n_cols < 0:
        raise ivy.InvalidArgumentError(f"ivy.{name}: sizes must be >= 0")


def triu_indices(n_rows, n_cols=None, k=0, /, *, device=None):
    n_cols = n_rows if n_cols is None else n_cols
    _tri_check("triu_indices", n_rows, n_cols, k)
    return tuple(a.astype(_I64, copy=False) for a in np.triu_indices(n_rows, k, n_cols))


def tril_indices(n_rows, n_cols=None, k=0, /, *, device=None):
    n_cols = n_rows if n_cols is None else n_cols
    _tri_check("tril_indices", n_rows, n_cols, k)
    return tuple(a.astype(_I64, copy=False) for a in np.tril_indices(n_rows, k, n_cols))

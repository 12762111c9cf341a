"""Array creation routines (NumPy's "Array creation" family): ``array``, ``zeros``, ``arange``,
``linspace``, ``eye``, ``meshgrid``, ``diag``, ``tri``, ``vander``, ...

NumPy's defaults hold on every backend: ``zeros(3)`` is float64, ``arange(3)`` int64,
``array([1, 2.5])`` float64 (ivy's own default float is float32). ``order`` is accepted where it
only concerns memory layout; ``like`` must be None.

>>> import ivy_frontends.numpy as np
>>> np.zeros(2), np.arange(3), np.linspace(0, 1, 3)
(array([0., 0.]), array([0, 1, 2]), array([0. , 0.5, 1. ]))
"""

from __future__ import annotations

import math

import ivy

from .._errors import FrontendTypeError, FrontendValueError, refuse
from .._views import backend_of
from . import _dtypes as D
from ._convert import asn, astype_native, check_int, dtype_of, int_arg, n, py_native, shape_arg
from .ndarray import _View, ndarray, wrap, wrap_r

_PY_DT = {bool: D._BOOL, int: D._I64, float: D._F64, complex: D._C128}


def _like(like, fn):
    if like is not None:
        raise refuse(fn, "like", type(like).__name__, "array-function dispatch is not supported")


def _device(device, fn):
    if device is not None and device != "cpu":
        raise FrontendValueError(f"{fn}: Device not understood. Only \"cpu\" is allowed, but received: {device}")


def _dt(dtype, default=D._F64):
    return default if dtype is None else D.as_dtype(dtype)


def _shape(shape):
    s = shape_arg(shape)
    for v in s:
        if v < 0:
            raise FrontendValueError("negative dimensions are not allowed")
    return s


# ------------------------------------------------------------------ from shape or value

def empty(shape, dtype=None, order="C", *, device=None, like=None):
    """A new array of ``shape`` (zero-filled: NumPy leaves it uninitialized), float64 by default."""
    return zeros(shape, dtype, order, device=device, like=like)


def zeros(shape, dtype=None, order="C", *, device=None, like=None):
    """A new array of ``shape`` filled with zeros, float64 by default.

    >>> import ivy_frontends.numpy as np
    >>> np.zeros((2, 1), dtype=int)
    array([[0],
           [0]])
    """
    _like(like, "zeros")
    _device(device, "zeros")
    return wrap(ivy.zeros(_shape(shape), dtype=_dt(dtype)._ivy)._data)


def ones(shape, dtype=None, order="C", *, device=None, like=None):
    """A new array of ``shape`` filled with ones, float64 by default."""
    _like(like, "ones")
    _device(device, "ones")
    return wrap(ivy.ones(_shape(shape), dtype=_dt(dtype)._ivy)._data)


def full(shape, fill_value, dtype=None, order="C", *, device=None, like=None):
    """A new array of ``shape`` filled with ``fill_value`` (its dtype unless ``dtype`` is given)."""
    _like(like, "full")
    _device(device, "full")
    s = _shape(shape)
    v = n(fill_value)
    if v.__class__ in _PY_DT:
        d = _PY_DT[v.__class__] if dtype is None else D.as_dtype(dtype)
        return wrap(ivy.broadcast_to(_py_value_native(v, d), s))
    d = dtype_of(v) if dtype is None else D.as_dtype(dtype)
    v = astype_native(v, d)
    return wrap(ivy.broadcast_to(v, s) if tuple(v.shape) != s else v) if len(v.shape) <= len(s) else \
        _bad_fill(v, s)


def _bad_fill(v, s):
    raise FrontendValueError(f"could not broadcast input array from shape {tuple(v.shape)} into shape {s}")


def _py_value_native(v, d):
    """Python number ``v`` as a 0-d native of ``d``, cast as NumPy's array creation casts it."""
    if v.__class__ is int and d._cat == 1:
        check_int(v, d)
    if v.__class__ is float and d._cat == 1:
        if not math.isfinite(v):
            raise FrontendValueError(f"cannot convert float {v} to integer")
        v = int(v)
    if v.__class__ is complex and d._cat < 3:
        v = D.cast_value(v, d)
    return py_native(v, d) if d._cat else ivy.asarray(bool(v), dtype=ivy.bool)._data


def _like_args(a, dtype, shape):
    x = asn(a)
    d = dtype_of(x) if dtype is None else D.as_dtype(dtype)
    s = tuple(int(v) for v in x.shape) if shape is None else _shape(shape)
    return x, d, s


def empty_like(prototype, /, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """A new array with the shape and dtype of ``prototype`` (zero-filled)."""
    return zeros_like(prototype, dtype, order, subok, shape, device=device)


def zeros_like(a, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """An array of zeros with the shape and dtype of ``a``."""
    _device(device, "zeros_like")
    x, d, s = _like_args(a, dtype, shape)
    return wrap(ivy.zeros(s, dtype=d._ivy)._data)


def ones_like(a, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """An array of ones with the shape and dtype of ``a``."""
    _device(device, "ones_like")
    x, d, s = _like_args(a, dtype, shape)
    return wrap(ivy.ones(s, dtype=d._ivy)._data)


def full_like(a, fill_value, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """An array of ``fill_value`` with the shape and dtype of ``a`` (the value cast to it)."""
    _device(device, "full_like")
    x, d, s = _like_args(a, dtype, shape)
    v = n(fill_value)
    if v.__class__ in _PY_DT:
        if v.__class__ is float and d._cat == 1 and math.isfinite(v):
            v = int(v)
        return wrap(ivy.broadcast_to(py_native(D.cast_value(v, d) if v.__class__ is not int or d._cat != 1
                                               else v, d), s))
    return wrap(ivy.broadcast_to(astype_native(v, d), s))


def eye(N, M=None, k=0, dtype=float, order="C", *, device=None, like=None):
    """A 2-D array with ones on the ``k``-th diagonal and zeros elsewhere."""
    _like(like, "eye")
    _device(device, "eye")
    N = int_arg(N)
    M = N if M is None else int_arg(M)
    if N < 0 or M < 0:
        raise FrontendValueError("negative dimensions are not allowed")
    return wrap(ivy.eye(N, M, k=int_arg(k), dtype=D.as_dtype(dtype)._ivy)._data)


def identity(n, dtype=None, *, like=None):
    """The ``n`` x ``n`` identity matrix."""
    return eye(n, dtype=float if dtype is None else dtype, like=like)


# ------------------------------------------------------------------ from data

def _scan(obj, depth, leaves, shapes):
    """Flatten nested lists: Python leaves and array leaves, and the shape seen at each depth."""
    c = obj.__class__
    if c is list or c is tuple:
        if len(shapes) <= depth:
            shapes.append(set())
        shapes[depth].add(len(obj))
        for o in obj:
            _scan(o, depth + 1, leaves, shapes)
        return
    leaves.append(obj)


def _py_dtype(leaves):
    """NumPy's dtype for Python numbers: bool < int64 (uint64 beyond it) < float64 < complex128."""
    cat = 0
    big = False
    neg = False
    for v in leaves:
        c = v.__class__
        if c is bool:
            continue
        if c is int:
            cat = max(cat, 1)
            if v > 9223372036854775807:
                big = True
                if v > 18446744073709551615:
                    raise OverflowError("Python int too large to convert to C long")
            elif v < 0:
                neg = True
                if v < -9223372036854775808:
                    raise OverflowError("Python int too large to convert to C long")
        elif c is float:
            cat = max(cat, 2)
        elif c is complex:
            cat = 3
        else:
            return None
    if cat == 1 and big:
        if neg:
            raise OverflowError("Python int too large to convert to C long")
        return D._U64
    return (D._BOOL, D._I64, D._F64, D._C128)[cat]


def _from_py(obj, leaves, dtype):
    """A native array of nested Python numbers ``obj`` (dtype: given, else NumPy's inference)."""
    inferred = _py_dtype(leaves)
    d = inferred if dtype is None else dtype
    if d._cat == 1 and inferred is not None and inferred._cat <= 1:
        lo, hi = D.int_range(d)
        for v in leaves:
            if v.__class__ is int and not lo <= v <= hi:
                raise ivy.ScalarOverflowError(f"Python integer {v} out of bounds for {d.name}")
    if inferred is d or (inferred._cat <= d._cat and not (inferred is D._U64 or d is D._U64) and d._cat > 0
                         and not (inferred._cat == 1 and d._cat == 2 and d is not D._F64)):
        try:
            return ivy.asarray(obj, dtype=d._ivy)._data
        except ivy.UnsupportedDtypeError:
            raise
        except ivy.IvyError as e:
            if isinstance(e, (ivy.ShapeError,)) or "inhomogeneous" in str(e):
                raise _inhomogeneous(obj) from None
            raise
    if inferred._cat == 2 and d._cat == 1:
        for v in leaves:
            if v.__class__ is float and not math.isfinite(v):
                raise FrontendValueError(f"cannot convert float {v} to integer")
    base = ivy.asarray(obj, dtype=inferred._ivy)._data
    return astype_native(base, d)


def _inhomogeneous(obj):
    return FrontendValueError(
        "setting an array element with a sequence. The requested array has an inhomogeneous shape")


def _foreign(x):
    """A real NumPy array/scalar, another framework's array, or an object with ``__array__``."""
    if ivy.is_native_array(x) or x.__class__ is ivy.Array:
        return n(x)
    import numpy as real_np

    a = real_np.asarray(x)
    if a.dtype.kind not in "biufc":
        raise ivy.UnsupportedDtypeError(
            f"data type {a.dtype.name!r} is not supported by ivy_frontends.numpy: ivy's arrays hold bool, (u)int8-64, "
            "float16/32/64 and complex64/128")
    if a.dtype.byteorder == ">":
        a = a.astype(a.dtype.newbyteorder("="))
    if a.dtype.name in ("float128", "complex256", "longdouble", "clongdouble"):
        raise ivy.UnsupportedDtypeError(f"data type {a.dtype.name!r} is not supported by ivy_frontends.numpy")
    return ivy.native_array(real_np.ascontiguousarray(a).reshape(a.shape))  # (ascontiguousarray makes 0-d 1-d)


def _to_native(obj, dtype):
    """The native array of any array-like ``obj`` (dtype ``dtype`` or NumPy's inference)."""
    c = obj.__class__
    if c is ndarray or c is _View:
        x = obj._data
        return x if dtype is None else astype_native(x, dtype)
    if c in _PY_DT:
        d = _PY_DT[c] if dtype is None else dtype
        if c is int and d._cat >= 1:
            if d._cat == 1:
                check_int(obj, d)
            elif d._cat == 0:
                pass
            return py_native(obj, d)
        if c is int and obj > 9223372036854775807 and dtype is None:
            return _from_py(obj, [obj], None)
        return _py_value_native(obj, d)
    if isinstance(obj, D.generic):
        x = ivy.asarray(obj._v, dtype=obj.__class__._dtype._ivy)._data
        return x if dtype is None else astype_native(x, dtype)
    if c is list or c is tuple:
        leaves, shapes = [], []
        _scan(obj, 0, leaves, shapes)
        if all(lv.__class__ in _PY_DT for lv in leaves):
            if not leaves:
                shape = tuple(next(iter(s)) for s in shapes)
                if any(len(s) > 1 for s in shapes):
                    raise _inhomogeneous(obj)
                return ivy.zeros(shape, dtype=(dtype or D._F64)._ivy)._data
            return _from_py(obj, leaves, dtype)
        return _from_mixed(obj, dtype)
    if isinstance(obj, (str, bytes)):
        raise ivy.UnsupportedDtypeError(
            f"string data ({obj!r}) is not supported by ivy_frontends.numpy: ivy's arrays hold numbers and bools")
    if obj is None:
        raise ivy.UnsupportedDtypeError("None (NumPy's object arrays) is not supported by ivy_frontends.numpy")
    if isinstance(obj, (bool, int, float, complex)):
        return _to_native(_PY_DT[[t for t in _PY_DT if isinstance(obj, t)][0]].type(obj)._v
                          if not isinstance(obj, bool) else bool(obj), dtype)
    if hasattr(obj, "__array__") or ivy.is_native_array(obj) or hasattr(obj, "__array_interface__") \
            or obj.__class__ is ivy.Array or hasattr(obj, "__dlpack__"):
        x = _foreign(obj)
        if backend_of(x) is not ivy.current_backend():
            import numpy as real_np

            x = ivy.native_array(real_np.asarray(ivy.to_numpy(x)))
        return x if dtype is None else astype_native(x, dtype)
    if hasattr(obj, "__iter__") and not isinstance(obj, dict):
        return _to_native(list(obj), dtype)
    raise ivy.UnsupportedDtypeError(
        f"cannot make an array of a {type(obj).__name__} (NumPy's object arrays are not supported by "
        "ivy_frontends.numpy)")


def _from_mixed(obj, dtype):
    """Nested lists holding arrays or NumPy scalars: each item an array, promoted, stacked."""
    from ._promotion import PROMOTION

    parts = [_to_native(o, None) for o in obj]
    shapes = {tuple(int(v) for v in p.shape) for p in parts}
    if len(shapes) > 1:
        raise _inhomogeneous(obj)
    if dtype is None:
        dt = PROMOTION.promote_all([dtype_of(p) for p in parts])
    else:
        dt = dtype
    parts = [astype_native(p, dt) for p in parts]
    if not parts:
        return ivy.zeros((0,), dtype=(dtype or D._F64)._ivy)._data
    return ivy.stack(parts, axis=0)


def array(object, dtype=None, *, copy=True, order="K", subok=False, ndmin=0, ndmax=0, like=None):  # noqa: A002 - NumPy's name
    """An array of ``object`` (nested sequences, arrays, scalars), with NumPy's dtype inference.

    >>> import ivy_frontends.numpy as np
    >>> np.array([1, 2.5]), np.array([[1, 2]], dtype=np.int8).dtype
    (array([1. , 2.5]), dtype('int8'))
    """
    _like(like, "array")
    d = None if dtype is None else D.as_dtype(dtype)
    x = _to_native(object, d)
    if copy is False and isinstance(object, ndarray) and (d is None or d is object.dtype):
        r = object
    elif copy is False and not (isinstance(object, ndarray) and (d is None or d is object.dtype)):
        raise FrontendValueError("Unable to avoid copy while creating an array as requested.")
    else:
        r = wrap(x)
    nd = len(x.shape)
    if ndmin and nd < ndmin:
        r = wrap(ivy.reshape(x, (1,) * (ndmin - nd) + tuple(x.shape)))
    if ndmax and nd > ndmax:
        raise refuse("array", "ndmax", ndmax, "object arrays are not supported")
    return r


def asarray(a, dtype=None, order=None, *, device=None, copy=None, like=None):
    """``a`` as an array: ``a`` itself when it already is one of that dtype, else a new array."""
    _like(like, "asarray")
    _device(device, "asarray")
    d = None if dtype is None else D.as_dtype(dtype)
    if isinstance(a, ndarray):
        if d is None or dtype_of(a._data) is d:
            return a if not copy else wrap(a._data)
        if copy is False:
            raise FrontendValueError("Unable to avoid copy while creating an array as requested.")
        return wrap(astype_native(a._data, d))
    if copy is False and not ivy.is_native_array(a):
        raise FrontendValueError("Unable to avoid copy while creating an array as requested.")
    return wrap(_to_native(a, d))


def asanyarray(a, dtype=None, order=None, *, device=None, copy=None, like=None):
    """``asarray`` (the frontend has no ndarray subclasses)."""
    return asarray(a, dtype, order, device=device, copy=copy, like=like)


def ascontiguousarray(a, dtype=None, *, like=None):
    """``a`` as an array of at least one dimension (frontend arrays are always contiguous)."""
    r = asarray(a, dtype, like=like)
    return r if r.ndim else wrap(ivy.reshape(r._data, (1,)))


def asfortranarray(a, dtype=None, *, like=None):
    """``a`` as an array of at least one dimension (the memory order is not kept)."""
    return ascontiguousarray(a, dtype, like=like)


def asarray_chkfinite(a, dtype=None, order=None):
    """``asarray``, raising ValueError if ``a`` holds an infinity or a NaN."""
    r = asarray(a, dtype, order)
    if r.dtype._cat >= 2 and not bool(ivy.all(ivy.isfinite(r._data))):
        raise FrontendValueError("array must not contain infs or NaNs")
    return r


def copy(a, order="K", subok=False):
    """A new array with the values of ``a``."""
    x = asn(a)
    return wrap(x) if not isinstance(a, ndarray) else wrap(a._data)


def require(a, dtype=None, requirements=None, *, like=None):
    """``a`` as an array of ``dtype`` meeting ``requirements`` (memory flags are always met)."""
    r = asarray(a, dtype, like=like)
    reqs = requirements or ()
    if isinstance(reqs, str):
        reqs = [reqs]
    if any(str(q).upper() in ("O", "OWNDATA", "E", "ENSUREARRAY") for q in reqs) and isinstance(r, _View):
        r = wrap(r._data)
    return r


def frombuffer(buffer, dtype=None, count=-1, offset=0, *, like=None):
    """An array of the bytes of ``buffer`` read as ``dtype`` (float64 by default)."""
    _like(like, "frombuffer")
    d = _dt(dtype)
    mv = memoryview(buffer).cast("B")
    data = bytes(mv[offset:])
    size = d.itemsize
    if count < 0:
        if len(data) % size:
            raise FrontendValueError("buffer size must be a multiple of element size")
        count = len(data) // size
    elif count * size > len(data):
        raise FrontendValueError("buffer is smaller than requested size")
    import numpy as real_np

    return wrap(ivy.native_array(real_np.frombuffer(data[: count * size], dtype=d.name).copy()))


def fromstring(string, dtype=float, count=-1, *, sep, like=None):
    """Numbers read from text ``string`` separated by ``sep`` (the binary mode is gone from NumPy)."""
    _like(like, "fromstring")
    if sep == "":
        raise FrontendValueError("The binary mode of fromstring is removed, use frombuffer instead")
    d = D.as_dtype(dtype)
    parts = [p for p in (string.split(sep) if sep.strip() else string.split()) if p.strip()]
    if count >= 0:
        parts = parts[:count]
    conv = int if d._cat <= 1 else (float if d._cat == 2 else complex)
    return array([conv(p) for p in parts], dtype=d)


def fromiter(iter, dtype, count=-1, *, like=None):  # noqa: A002 - NumPy's name
    """A 1-D array of the values of iterable ``iter``."""
    _like(like, "fromiter")
    vals = []
    for i, v in enumerate(iter):
        if count >= 0 and i >= count:
            break
        vals.append(v)
    if count >= 0 and len(vals) < count:
        raise FrontendValueError(f"iterator too short: Expected {count} but iterator had only {len(vals)} items.")
    return array(vals, dtype=dtype) if vals else zeros((0,), dtype=dtype)


def fromfunction(function, shape, *, dtype=float, like=None, **kwargs):
    """``function(*indices)`` over the index grids of ``shape``."""
    _like(like, "fromfunction")
    from ._indexing import indices

    args = indices(shape, dtype=dtype)
    return function(*args, **kwargs)


def from_dlpack(x, /, *, device=None, copy=None):
    """An array of a DLPack-exporting object (the backend's ``from_dlpack``)."""
    return wrap(ivy.from_dlpack(x)._data if hasattr(ivy.from_dlpack(x), "_data") else ivy.from_dlpack(x))


# ------------------------------------------------------------------ numerical ranges

def arange(start_or_stop, /, stop=None, step=1, *, dtype=None, device=None, like=None):
    """Evenly spaced values in ``[start, stop)`` with ``step`` (int64 for integers, float64 else).

    >>> import ivy_frontends.numpy as np
    >>> np.arange(1, 2, 0.25)
    array([1.  , 1.25, 1.5 , 1.75])
    """
    _like(like, "arange")
    _device(device, "arange")
    if stop is None:
        start, stop = 0, start_or_stop
    else:
        start = start_or_stop
    vals = [_scalar_value(v) for v in (start, stop, step)]
    if vals[2] == 0:
        raise ZeroDivisionError("division by zero")
    from ._promotion import result_type

    d = result_type(*[v if not isinstance(v, D.generic) else v for v in (start, stop, step)]) if dtype is None \
        else D.as_dtype(dtype)
    if dtype is None and d._cat < 1:
        d = D._I64
    s0, s1, st = vals
    if any(isinstance(v, complex) for v in vals):
        raise refuse("arange", "start/stop/step", "complex", "complex ranges are not supported")
    length = max(int(math.ceil((s1 - s0) / st)), 0)
    if d._cat == 2 or (d._cat == 1 and all(isinstance(v, int) for v in vals)):
        if d._cat == 1:
            r = ivy.arange(s0, s0 + length * st, st, dtype=d._ivy)._data if length else \
                ivy.zeros((0,), dtype=d._ivy)._data
            return wrap(r)
        i = ivy.arange(0, length, 1, dtype=ivy.float64)._data if length else ivy.zeros((0,), dtype=ivy.float64)._data
        r = ivy.add(ivy.multiply(i, float(st)), float(s0))
        return wrap(r if d is D._F64 else astype_native(r, d))
    # float bounds with an integer dtype: NumPy computes the first two values in the dtype and steps by them
    first = D.cast_value(s0, d)
    delta = D.cast_value(s0 + st, d) - first
    i = ivy.arange(0, length, 1, dtype=ivy.int64)._data if length else ivy.zeros((0,), dtype=ivy.int64)._data
    r = ivy.add(ivy.multiply(i, delta), first)
    return wrap(astype_native(r, d))


def _scalar_value(v):
    if isinstance(v, D.generic):
        return v._v
    if isinstance(v, ndarray):
        if v.ndim:
            raise FrontendTypeError("arange: start, stop and step must be scalars")
        return v.item()
    return v


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0, *, device=None):
    """``num`` evenly spaced values from ``start`` to ``stop`` (array bounds give one range per element).

    >>> import ivy_frontends.numpy as np
    >>> np.linspace(2.0, 3.0, num=5)
    array([2.  , 2.25, 2.5 , 2.75, 3.  ])
    """
    _device(device, "linspace")
    num = int_arg(num)
    if num < 0:
        raise FrontendValueError(f"Number of samples, {num}, must be non-negative.")
    from ._promotion import result_type

    a, b = asn(start), asn(stop)
    dt = result_type(start, stop, float(num))
    calc = D._C128 if dt._cat == 3 else D._F64
    a, b = astype_native(a, calc), astype_native(b, calc)
    div = (num - 1) if endpoint else num
    delta = ivy.subtract(b, a)
    shape_extra = tuple(delta.shape)
    y = ivy.arange(0, num, 1, dtype=ivy.float64)._data if num else ivy.zeros((0,), dtype=ivy.float64)._data
    y = ivy.reshape(y, (-1,) + (1,) * len(shape_extra))
    if calc._cat == 3:
        y = ivy.astype(y, calc._ivy)
    if div > 0:
        step = ivy.divide(delta, float(div))
        if bool(ivy.any(ivy.equal(step, 0))):
            y = ivy.multiply(ivy.divide(y, float(div)), delta)
        else:
            y = ivy.multiply(y, step)
    else:
        step = ivy.full_like(delta, math.nan)
        y = ivy.multiply(y, delta)
    y = ivy.add(y, a)
    if endpoint and num > 1:
        y = ivy.concat([ivy.current_backend().getitem(y, slice(0, num - 1)), ivy.reshape(b, (1,) + shape_extra)],
                       axis=0)
    if axis != 0:
        from ._errors import norm_axis

        ax = norm_axis(axis, len(y.shape))
        y = ivy.moveaxis(y, 0, ax)
    out_dt = dt if dtype is None else D.as_dtype(dtype)
    if out_dt._cat == 1 and calc._cat >= 2:
        y = ivy.floor(y)
    r = wrap(astype_native(y, out_dt))
    if retstep:
        return r, wrap_r(step) if len(step.shape) else wrap_r(step)
    return r


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    """``base ** linspace(start, stop, num)``."""
    y = linspace(start, stop, num=num, endpoint=endpoint, axis=axis)
    bb = asn(base)
    if len(bb.shape):
        from ._manipulation import expand_dims

        bb = asn(expand_dims(wrap(bb), axis))
    r = ivy.pow(bb if bb.__class__ is not float else bb, y._data) if len(getattr(bb, "shape", ())) else \
        ivy.pow(astype_native(bb, y.dtype), y._data)
    from ._promotion import result_type

    out_dt = result_type(y, base) if dtype is None else D.as_dtype(dtype)
    if dtype is not None and out_dt._cat == 1:
        r = ivy.floor(r)
    return wrap(astype_native(r, out_dt))


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    """Numbers spaced evenly on a log scale from ``start`` to ``stop`` (the ends exact)."""
    a, b = asn(start), asn(stop)
    from ._promotion import result_type

    dt = result_type(start, stop, float(num)) if dtype is None else D.as_dtype(dtype)
    if bool(ivy.any(ivy.equal(a, 0))) or bool(ivy.any(ivy.equal(b, 0))):
        raise FrontendValueError("Geometric sequence cannot include zero")
    calc = D._C128 if (dtype_of(a)._cat == 3 or dtype_of(b)._cat == 3) else D._F64
    a, b = astype_native(a, calc), astype_native(b, calc)
    if calc._cat == 3:
        la, lb = ivy.log(a), ivy.log(b)
        y = ivy.exp(linspace(wrap(la), wrap(lb), num=num, endpoint=endpoint)._data)
    else:
        flip = ivy.logical_and(ivy.less(a, 0), ivy.less(b, 0))
        sa = ivy.where(flip, ivy.negative(a), a)
        sb = ivy.where(flip, ivy.negative(b), b)
        y = ivy.pow(10.0, linspace(wrap(ivy.log10(sa)), wrap(ivy.log10(sb)), num=num, endpoint=endpoint)._data)
        y = ivy.where(flip, ivy.negative(y), y)
        a, b = ivy.where(flip, ivy.negative(sa), sa), ivy.where(flip, ivy.negative(sb), sb)
    if num > 0:
        extra = tuple(a.shape)
        be = ivy.current_backend()
        parts = [ivy.reshape(a, (1,) + extra)]
        if num > 2 or (num == 2 and not endpoint):
            parts.append(be.getitem(y, slice(1, num - 1 if endpoint else num)))
        if endpoint and num > 1:
            parts.append(ivy.reshape(b, (1,) + extra))
        y = ivy.concat(parts, axis=0) if len(parts) > 1 else parts[0]
    if axis != 0:
        from ._errors import norm_axis

        y = ivy.moveaxis(y, 0, norm_axis(axis, len(y.shape)))
    if dt._cat == 1:
        y = ivy.floor(y)
    return wrap(astype_native(y, dt))


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    """Coordinate matrices from coordinate vectors (``indexing`` 'xy' or 'ij')."""
    if indexing not in ("xy", "ij"):
        raise FrontendValueError("Valid values for `indexing` are 'xy' and 'ij'.")
    xs = [ivy.reshape(asn(x), (-1,)) for x in xi]
    nd = len(xs)
    if not nd:
        return ()
    shapes = [int(x.shape[0]) for x in xs]
    out = []
    for i, x in enumerate(xs):
        s = [1] * nd
        s[i] = shapes[i]
        if indexing == "xy" and nd > 1:
            if i == 0:
                s[0], s[1] = 1, shapes[0]
            elif i == 1:
                s[0], s[1] = shapes[1], 1
        out.append(ivy.reshape(x, tuple(s)))
    if not sparse:
        full_shape = list(shapes)
        if indexing == "xy" and nd > 1:
            full_shape[0], full_shape[1] = full_shape[1], full_shape[0]
        out = [ivy.broadcast_to(o, tuple(full_shape)) for o in out]
    return tuple(wrap(o) for o in out)


# ------------------------------------------------------------------ building matrices

def diag(v, k=0):
    """The ``k``-th diagonal of a 2-D array, or a 2-D array with 1-D ``v`` on it."""
    x = asn(v)
    if len(x.shape) == 1:
        return wrap(ivy.diagflat(x, offset=int_arg(k)))
    if len(x.shape) == 2:
        from ._indexing import diagonal

        return diagonal(wrap(x), offset=k).copy()
    raise FrontendValueError("Input must be 1- or 2-d.")


def diagflat(v, k=0):
    """A 2-D array with the flattened input on its ``k``-th diagonal."""
    return wrap(ivy.diagflat(ivy.reshape(asn(v), (-1,)), offset=int_arg(k)))


def tri(N, M=None, k=0, dtype=float, *, like=None):
    """Ones at and below the ``k``-th diagonal of an ``N`` x ``M`` array, zeros above."""
    _like(like, "tri")
    N = int_arg(N)
    M = N if M is None else int_arg(M)
    d = D.as_dtype(dtype)
    r = ivy.tril(ivy.ones((N, M), dtype=ivy.int64)._data, k=int_arg(k))
    return wrap(astype_native(r, d))


def tril(m, k=0):
    """A copy of ``m`` with the elements above the ``k``-th diagonal zeroed (the last two axes)."""
    x = asn(m)
    if len(x.shape) < 2:
        x = ivy.broadcast_to(x, (int(x.shape[0]) if len(x.shape) else 1,) * 2) if len(x.shape) == 1 else x
    return wrap(ivy.tril(x, k=int_arg(k)))


def triu(m, k=0):
    """A copy of ``m`` with the elements below the ``k``-th diagonal zeroed (the last two axes)."""
    x = asn(m)
    if len(x.shape) == 1:
        x = ivy.broadcast_to(x, (int(x.shape[0]),) * 2)
    return wrap(ivy.triu(x, k=int_arg(k)))


def vander(x, N=None, increasing=False):
    """The Vandermonde matrix of 1-D ``x``: columns ``x**(N-1), ..., x**0`` (or increasing)."""
    v = asn(x)
    if len(v.shape) != 1:
        raise FrontendValueError("x must be a one-dimensional array or sequence.")
    n_ = int(v.shape[0]) if N is None else int_arg(N)
    d = dtype_of(v)
    from ._promotion import PROMOTION

    d = PROMOTION.promote(d, D._I64)  # NumPy: promote_types(x.dtype, int)
    pw = ivy.arange(0, n_, 1, dtype=ivy.int64)._data if n_ else ivy.zeros((0,), dtype=ivy.int64)._data
    if not increasing:
        pw = ivy.flip(pw, axis=0)
    base = ivy.expand_dims(astype_native(v, d), axis=-1)
    if d._cat == 1:
        r = ivy.pow(base, ivy.astype(pw, d._ivy))
    else:
        r = ivy.pow(base, ivy.astype(pw, (d if d._cat == 2 else D._F64 if d is D._C128 else D._F32)._ivy))
        r = astype_native(r, d)
    return wrap(r)


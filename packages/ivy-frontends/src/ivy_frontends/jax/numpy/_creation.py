"""Array creation (``jnp.asarray``, ``zeros``, ``arange``, ``linspace``, ``eye``, ...), with JAX's
dtype rules: Python scalars make weak arrays, lists take their elements' join, 64-bit requests
give 32-bit arrays without x64.

>>> import ivy_frontends.jax.numpy as jnp
>>> jnp.asarray(1.0), jnp.arange(3), jnp.array([1, 2.5])
(Array(1., dtype=float32, weak_type=True), Array([0, 1, 2], dtype=int32), Array([1. , 2.5], dtype=float32))
"""

from __future__ import annotations

import math

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from ...numpy import _dtypes as ND
from .. import _dtypes as D
from .. import _promotion as P
from .._array import Array, wrap
from .._convert import _PY, const, copy_native, n, to_dtype

_of = D.of_native


def _leaves(x, out):
    if isinstance(x, (list, tuple)):
        for e in x:
            _leaves(e, out)
    else:
        out.append(x)
    return out


def _from_object(obj, d):
    """(native, weak) of ``obj`` as ``jnp.asarray`` makes it (``d``: a requested dtype or None)."""
    c = obj.__class__
    if c is Array:
        x, weak = obj._data, obj._weak
        if d is not None and d is not _of(x):
            return to_dtype(x, d), False
        return x, weak
    if c in _PY:
        if d is None:
            dt, weak = P.resolve(P.node_of(obj))
            return const(obj, dt), weak
        return const(obj, d), False
    if isinstance(obj, (list, tuple)):
        leaves = _leaves(obj, [])
        if any(isinstance(e, Array) or (not isinstance(e, (bool, int, float, complex)) and hasattr(e, "shape"))
               for e in leaves):
            if len(obj) == 0:
                return const(0.0, d or D.default_float())[None][:0], False
            parts = [_from_object(e, None)[0] for e in obj]
            nodes = [P.node_of(_strong_node(e)) for e in parts]
            dt = d or P.resolve(P.join_nodes(nodes))[0]
            return ivy.stack([to_dtype(p, dt) for p in parts]), False
        if d is None:
            if not leaves:
                dt = D.default_float()
            else:
                nodes = [D.BOOL if e.__class__ is bool else P.node_of(n(e)) if not isinstance(
                    e, (int, float, complex)) else P.node_of(_plain(e)) for e in leaves]
                dt = P.resolve(P.join_nodes(nodes))[0]
        else:
            dt = d
        _check_ints(leaves, dt)
        return _list_native(obj, dt), False
    x = n(obj)
    if x.__class__ in _PY:
        return _from_object(x, d)
    xd = _of(x)
    target = d if d is not None else D.canonical(xd)
    return to_dtype(x, target), False


def _strong_node(native):
    return native


def _plain(e):
    for t in (bool, int, float, complex):
        if isinstance(e, t):
            return t(e)
    return e


def _check_ints(leaves, dt):
    if dt._cat == 1:
        lo, hi = ND.int_range(dt)
        for e in leaves:
            if e.__class__ is int and not lo <= e <= hi:
                from .._convert import const as _c

                _c(e, dt)


def _list_native(obj, dt):
    if dt is D.BF16:
        return ivy.astype(ivy.asarray(_pyvals(obj, D.F32), dtype=ivy.float32)._data, ivy.bfloat16)
    vals = _pyvals(obj, dt)
    try:
        return ivy.asarray(vals, dtype=dt._ivy)._data
    except (ValueError, ivy.IvyError) as e:
        raise FrontendValueError(f"could not make an array of {obj!r}: {e}") from e


def _pyvals(obj, dt):
    c = dt._cat
    if isinstance(obj, (list, tuple)):
        return [_pyvals(e, dt) for e in obj]
    v = obj
    if not isinstance(v, (bool, int, float, complex)):
        v = Array(n(v)).item() if not isinstance(v, Array) else v.item()
    if c == 0:
        return bool(v)
    if c == 1:
        if isinstance(v, complex):
            v = v.real
        return int(v)
    if c == 2:
        return float(v.real) if isinstance(v, complex) else float(v)
    return complex(v)


def _device(device):
    return None


def asarray(a, dtype=None, order=None, *, copy=None, device=None, out_sharding=None):
    """``a`` as an Array (an Array of the requested dtype is returned as is)."""
    d = D.request(dtype)
    if a.__class__ is Array and (d is None or d is _of(a._data)):
        return a
    x, weak = _from_object(a, d)
    return wrap(x, weak)


def array(object, dtype=None, *args, copy=True, order="K", ndmin=0, device=None, out_sharding=None):  # noqa: A002
    """A new Array of ``object`` (nested lists take their elements' join; Python scalars are weak)."""
    d = D.request(dtype)
    x, weak = _from_object(object, d)
    nd = len(x.shape)
    if ndmin and nd < ndmin:
        x = ivy.reshape(x, (1,) * (ndmin - nd) + tuple(x.shape))
    return wrap(x, weak)


def _shape(shape):
    if isinstance(shape, int) or hasattr(shape, "__index__"):
        shape = (shape,)
    try:
        s = tuple(int(v.__index__()) for v in shape)
    except (TypeError, AttributeError):
        raise FrontendTypeError("Shapes must be 1D sequences of concrete values of integer type, "
                                f"got {shape}") from None
    if any(v < 0 for v in s):
        raise FrontendValueError(f"negative dimensions are not allowed, got {s}")
    return s


def _dt(dtype):
    return D.request(dtype) if dtype is not None else D.default_float()


def zeros(shape, dtype=None, *, device=None, out_sharding=None):
    d = _dt(dtype)
    return wrap(ivy.zeros(_shape(shape), dtype=d._ivy)._data)


def ones(shape, dtype=None, *, device=None, out_sharding=None):
    d = _dt(dtype)
    return wrap(ivy.ones(_shape(shape), dtype=d._ivy)._data)


def empty(shape, dtype=None, *, device=None, out_sharding=None):
    return zeros(shape, dtype)


def full(shape, fill_value, dtype=None, *, device=None, out_sharding=None):
    s = _shape(shape)
    v = asarray(fill_value, dtype)
    x = ivy.broadcast_to(v._data, s) if s != v.shape else v._data
    return wrap(copy_native(x) if x is v._data else x, v._weak and dtype is None)


def _like_shape(a, shape):
    if shape is not None:
        return _shape(shape)
    x = n(a)
    return () if x.__class__ in _PY else tuple(int(s) for s in x.shape)


def _like_dtype(a, dtype):
    if dtype is not None:
        return D.request(dtype), False
    x = n(a)
    if x.__class__ in _PY:
        return P.resolve(P.node_of(x))
    return _of(x), a._weak if a.__class__ is Array else False


def zeros_like(a, dtype=None, shape=None, *, device=None, out_sharding=None):
    d, w = _like_dtype(a, dtype)
    return wrap(ivy.zeros(_like_shape(a, shape), dtype=d._ivy)._data, w)


def ones_like(a, dtype=None, shape=None, *, device=None, out_sharding=None):
    d, w = _like_dtype(a, dtype)
    return wrap(ivy.ones(_like_shape(a, shape), dtype=d._ivy)._data, w)


def empty_like(prototype, dtype=None, shape=None, *, device=None):
    return zeros_like(prototype, dtype, shape)


def full_like(a, fill_value, dtype=None, shape=None, *, device=None, out_sharding=None):
    d, w = _like_dtype(a, dtype)
    v = to_dtype(n(fill_value), d) if not isinstance(fill_value, Array) else to_dtype(fill_value._data, d)
    return wrap(copy_native(ivy.broadcast_to(v, _like_shape(a, shape))), w)


def arange(start, stop=None, step=None, dtype=None, *, device=None, out_sharding=None):
    """``jnp.arange``: int32 for integer bounds, float32 for float ones (without x64)."""
    vals = [v for v in (start, stop, step) if v is not None]
    vals = [v.item() if isinstance(v, Array) else v for v in vals]
    if dtype is None:
        d = P.resolve(P.join_nodes([P.node_of(v) for v in vals]))[0]
        d = D.canonical(d)
    else:
        d = D.request(dtype)
    if stop is None:
        start, stop = 0, vals[0]
    else:
        start, stop = vals[0], vals[1]
    step = vals[2] if len(vals) > 2 else 1
    if step == 0:
        raise FrontendValueError("arange: step must not be zero")
    num = max(math.ceil((stop - start) / step), 0) if not isinstance(start + stop + step, complex) else 0
    if d._cat <= 1 and all(isinstance(v, int) for v in (start, stop, step)):
        x = ivy.arange(start, stop, step, dtype=D.canonical(D.I64)._ivy if d._cat == 0 else d._ivy)._data
        return wrap(to_dtype(x, d))
    x = ivy.add(ivy.multiply(ivy.arange(num, dtype=ivy.float64)._data, float(step)), float(start))
    return wrap(to_dtype(x, d))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0, *, device=None):
    from ._fallback import np_call

    d = D.request(dtype)
    if d is None:
        d = P.resolve(P.join_nodes([P.node_of(n(start)), P.node_of(n(stop)), D.default_float()]))[0]
    r = np_call("linspace", _f64(start), _f64(stop), num, endpoint, retstep, None, axis)
    if retstep:
        return wrap(to_dtype(r[0], d)), wrap(to_dtype(r[1], d))
    return wrap(to_dtype(_round_int(r, d), d))


def _round_int(x, d):
    if d._cat == 1:
        return ivy.floor(x)
    return x


def _f64(v):
    x = n(v)
    if x.__class__ in _PY:
        return x
    return ivy.astype(x, ivy.complex128 if _of(x)._cat == 3 else ivy.float64)


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    from ._fallback import np_call

    d = D.request(dtype)
    if d is None:
        d = P.resolve(P.join_nodes([P.node_of(n(start)), P.node_of(n(stop)), D.default_float()]))[0]
    r = np_call("logspace", _f64(start), _f64(stop), num, endpoint, _f64(base), None, axis)
    return wrap(to_dtype(_round_int(r, d), d))


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    from ._fallback import np_call

    d = D.request(dtype)
    if d is None:
        d = P.resolve(P.join_nodes([P.node_of(n(start)), P.node_of(n(stop)), D.default_float()]))[0]
    r = np_call("geomspace", _f64(start), _f64(stop), num, endpoint, None, axis)
    return wrap(to_dtype(_round_int(r, d), d))


def eye(N, M=None, k=0, dtype=None, *, device=None):  # noqa: N803 - JAX's names
    d = _dt(dtype)
    return wrap(ivy.eye(int(N), None if M is None else int(M), k=int(k), dtype=d._ivy)._data)


def identity(n, dtype=None):
    return eye(n, dtype=dtype)


def tri(N, M=None, k=0, dtype=None):  # noqa: N803
    d = _dt(dtype)
    M = N if M is None else M  # noqa: N806
    x = ivy.tril(ivy.ones((int(N), int(M)), dtype=ivy.bool)._data, k=int(k))
    return wrap(to_dtype(x, d))


def copy(a, order=None):
    a = asarray(a)
    return wrap(copy_native(a._data), a._weak)


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    from .._convert import arr

    if indexing not in ("xy", "ij"):
        raise FrontendValueError(f"Valid values for indexing are 'xy' and 'ij', got {indexing}")
    xs = [arr(x) for x in xi]
    if not xs:
        return []
    for x in xs:
        if len(x.shape) != 1:
            raise FrontendTypeError(f"Arguments to jax.numpy.meshgrid must be 1D, got shape {tuple(x.shape)}")
    shape = [int(x.shape[0]) for x in xs]
    if indexing == "xy" and len(xs) >= 2:
        shape[0], shape[1] = shape[1], shape[0]
    out = []
    for i, x in enumerate(xs):
        j = i
        if indexing == "xy" and len(xs) >= 2 and i < 2:
            j = 1 - i
        s = [1] * len(xs)
        s[j] = int(x.shape[0])
        r = ivy.reshape(x, tuple(s))
        if not sparse:
            r = ivy.broadcast_to(r, tuple(shape))
        out.append(wrap(r))
    return out


def indices(dimensions, dtype=None, sparse=False):
    d = D.request(dtype) or D.default_int()
    dims = tuple(int(v) for v in dimensions)
    out = []
    for i, s in enumerate(dims):
        shp = [1] * len(dims)
        shp[i] = s
        r = ivy.reshape(ivy.arange(s, dtype=d._ivy)._data, tuple(shp))
        out.append(r if sparse else ivy.broadcast_to(r, dims))
    if sparse:
        return tuple(wrap(r) for r in out)
    if not dims:
        return wrap(ivy.zeros((0,), dtype=d._ivy)._data)
    return wrap(ivy.stack(out))


def fromfunction(function, shape, *, dtype=float, **kwargs):
    grids = indices(shape, dtype=dtype)
    return function(*[wrap(g) for g in (ivy.unstack(grids._data, axis=0) if len(shape) else [])], **kwargs)


def frombuffer(buffer, dtype=float, count=-1, offset=0):
    import numpy

    d = D.to_dtype(dtype)
    h = numpy.frombuffer(buffer, dtype=d.name, count=count, offset=offset)
    return wrap(to_dtype(ivy.asarray(h.tolist(), dtype=d._ivy)._data, D.canonical(d)))


def from_dlpack(x, /, *, device=None, copy=None):
    return asarray(ivy.from_dlpack(x))


def _empty_check(x):
    return x

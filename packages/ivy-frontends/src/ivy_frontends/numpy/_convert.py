"""The conventions every NumPy frontend function follows: unwrap, promote, wrap.

- ``n(x)``: the native array of an array-like argument (an ``ndarray``, a NumPy scalar of the
  frontend, a native array, an ``ivy.Array``, a nested list, a real NumPy array); Python numbers
  pass through unchanged (they are NEP 50's weak scalars).
- ``asn(x)``: like ``n`` but a Python number becomes a 0-d native array of NumPy's dtype for it
  (``int`` int64, ``float`` float64, ``complex`` complex128, ``bool`` bool).
- ``cast(native, d)``: ``native`` as frontend dtype ``d`` (no copy when it already is).
- ``py_native(v, d)``: Python number ``v`` as a 0-d native array of dtype ``d`` (an int out of
  ``d``'s range raises NumPy's ``OverflowError``).
- ``wrap``/``wrap_r`` (from :mod:`.ndarray`): the result array, or a NumPy scalar for a 0-d
  result; ``ret(native, out)`` also writes ``out=``.
"""

from __future__ import annotations

import ivy

from .._errors import FrontendTypeError
from .._views import backend_of, to_current
from . import _dtypes as D
from .ndarray import _View, ndarray, wrap, wrap_r

_PY = (bool, int, float, complex)
_PY_DT = {bool: D._BOOL, int: D._I64, float: D._F64, complex: D._C128}
_Array = ivy.Array
dtype_of = D.dtype_of_native

__all__ = ["n", "asn", "cast", "py_native", "wrap", "wrap_r", "ret", "dtype_of", "is_py", "natives"]


def is_py(x):
    c = x.__class__
    return c is float or c is int or c is bool or c is complex


def n(x):
    """The native array of array-like ``x``; Python numbers unchanged."""
    c = x.__class__
    if c is ndarray or c is _View:
        return x._data
    if c is float or c is int or c is bool or c is complex:
        return x
    return _n_slow(x)


def _n_slow(x):
    if isinstance(x, ndarray):
        return x._data
    if isinstance(x, D.generic):
        return scalar_native(x)
    if x.__class__ is _Array:
        x = x._data
    if ivy.is_native_array(x):
        if backend_of(x) is not ivy.current_backend():
            return to_current(x)
        return x
    if isinstance(x, (list, tuple)):
        from ._creation import array

        return array(x)._data
    if isinstance(x, bool):
        return bool(x)
    if isinstance(x, int):
        return int(x)
    if isinstance(x, float):
        return float(x)
    if isinstance(x, complex):
        return complex(x)
    if x is None:
        raise FrontendTypeError("an array or a number is required, not None")
    if isinstance(x, (str, bytes)):
        raise ivy.UnsupportedDtypeError(
            f"string data ({x!r}) is not supported by ivy_frontends.numpy: ivy's arrays hold numbers and bools")
    if hasattr(x, "__array__") or hasattr(x, "__array_interface__") or hasattr(x, "dtype"):
        from ._creation import array

        return array(x)._data
    if isinstance(x, (set, frozenset)):
        raise ivy.UnsupportedDtypeError(
            "a set is not an array-like for NumPy (np.array({1, 2}) is a 0-d object array): pass a list")
    if hasattr(x, "__iter__") and not isinstance(x, dict):
        from ._creation import array

        return array(list(x))._data
    raise FrontendTypeError(f"expected an array-like or a number, got {type(x).__name__}")


def scalar_native(s):
    """A frontend NumPy scalar as a 0-d native array of its dtype."""
    d = s.__class__._dtype
    return ivy.asarray(s._v, dtype=d._ivy)._data


def asn(x):
    """The native array of array-like ``x``; Python numbers become 0-d arrays of NumPy's dtype for them."""
    c = x.__class__
    if c is ndarray or c is _View:
        return x._data
    r = n(x)
    if r.__class__ in _PY_DT:
        return py_native(r, _PY_DT[r.__class__])
    return r


def natives(xs):
    return [asn(x) for x in xs]


def check_int(v, d):
    """NumPy 2's ``OverflowError`` for a Python int integer dtype ``d`` cannot hold."""
    lo, hi = D.int_range(d)
    if not lo <= v <= hi:
        raise ivy.ScalarOverflowError(f"Python integer {v} out of bounds for {d.name}")
    return v


def py_native(v, d):
    """Python number ``v`` as a 0-d native array of frontend dtype ``d``."""
    c = v.__class__
    if c is int and d._cat == 1:
        check_int(v, d)
    elif c is int and d._cat >= 2 and abs(v) >= 2 ** 1024:
        raise ivy.ScalarOverflowError("int too large to convert to float")
    elif c is complex and d._cat < 3:
        v = v.real
    return ivy.asarray(v, dtype=d._ivy)._data


def cast(a, d):
    """Native ``a`` as frontend dtype ``d`` (no copy when it already is one)."""
    if dtype_of(a) is d:
        return a
    return astype_native(a, d)


def astype_native(a, d):
    """NumPy's unsafe cast of native ``a`` to ``d``: complex to real keeps the real part, float to
    bool is ``!= 0``."""
    ad = dtype_of(a)
    if ad is d:
        return a
    if ad._cat == 3 and d._cat < 3:
        if d._cat == 0:
            return ivy.logical_or(ivy.not_equal(ivy.real(a), 0), ivy.not_equal(ivy.imag(a), 0))
        a = ivy.real(a)
    elif d._cat == 0 and ad._cat > 0:
        return ivy.not_equal(a, 0)
    return ivy.astype(a, d._ivy)


def ret(r, out, scalar=True):
    """The result of native ``r``: a new array (a scalar if 0-d and ``scalar``), or ``out`` written."""
    if out is None:
        return wrap_r(r) if scalar else wrap(r)
    return write_out(out, r)


def write_out(out, r, casting="same_kind", what="output"):
    """Write native result ``r`` into ``out`` (an ndarray, or a 1-tuple of one): cast under
    ``casting``, broadcast to ``out``'s shape. Returns ``out``."""
    if out.__class__ is tuple:
        if len(out) != 1:
            from .._errors import FrontendValueError

            raise FrontendValueError("The 'out' tuple must have exactly one entry")
        out = out[0]
    if not isinstance(out, ndarray):
        raise FrontendTypeError("return arrays must be of ArrayType")
    od, rd = dtype_of(out._data), dtype_of(r)
    if od is not rd:
        from ._promotion import check_cast

        check_cast(rd, od, casting, what)
        r = astype_native(r, od)
    oshape = tuple(out._data.shape)
    if tuple(r.shape) != oshape:
        try:
            r = ivy.broadcast_to(r, oshape)
        except ivy.IvyError:
            from .._errors import FrontendValueError

            raise FrontendValueError(
                f"non-broadcastable output operand with shape {oshape} doesn't match the broadcast shape "
                f"{tuple(r.shape)}") from None
    out._set_all(r)
    return out


def shape_of(x):
    return tuple(int(s) for s in x.shape)


def int_arg(v, what="an integer"):
    """``v`` as a Python int (NumPy integers and 0-d integer arrays accepted)."""
    if v.__class__ is int:
        return v
    try:
        return v.__index__()
    except AttributeError:
        raise FrontendTypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer") from None


def shape_arg(shape):
    """A shape argument (an int or a sequence of ints) as a tuple of ints."""
    if shape.__class__ is tuple and all(s.__class__ is int for s in shape):
        return shape
    if isinstance(shape, (list, tuple)):
        return tuple(int_arg(s) for s in shape)
    if isinstance(shape, ndarray):
        return tuple(int(v) for v in shape.tolist()) if shape.ndim else (int(shape),)
    return (int_arg(shape),)

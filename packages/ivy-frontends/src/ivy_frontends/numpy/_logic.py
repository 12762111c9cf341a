"""Logic functions (NumPy's "Logic functions" family beyond the ufuncs): ``isclose``, ``allclose``,
``array_equal``, ``array_equiv``, ``iscomplex``/``isreal`` and their ``obj`` forms, ``isscalar``,
``isneginf``/``isposinf``, ``isfortran``. (``all``/``any`` live in ``_math``; ``logical_*``, ``isnan``
and the comparisons are ufuncs.)

>>> import ivy_frontends.numpy as np
>>> np.isclose([1e10, 1e-7], [1.00001e10, 1e-8]), np.allclose([1e10, 1e-8], [1.00001e10, 1e-9])
(array([ True, False]), True)
"""

from __future__ import annotations

import numbers

import ivy

from . import _dtypes as D
from ._convert import asn, astype_native, dtype_of, ret, shape_of
from .ndarray import ndarray, wrap_r

_PY = (bool, int, float, complex)


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Element-wise ``|a - b| <= atol + rtol * |b|`` (infinities equal to themselves)."""
    from ._promotion import PROMOTION

    x, y = asn(a), asn(b)
    dt = PROMOTION.promote(dtype_of(x), dtype_of(y))
    if dt._cat < 2:
        dt = D._F64
    x, y = astype_native(x, dt), astype_native(y, dt)
    fin = ivy.logical_and(ivy.isfinite(x), ivy.isfinite(y))
    close = ivy.less_equal(ivy.abs(ivy.subtract(x, y)), ivy.add(float(atol), ivy.multiply(float(rtol), ivy.abs(y))))
    r = ivy.where(fin, close, ivy.equal(x, y))
    if equal_nan:
        r = ivy.logical_or(r, ivy.logical_and(ivy.isnan(x), ivy.isnan(y)))
    return wrap_r(r)


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Whether ``isclose`` holds everywhere (a Python bool)."""
    return bool(ivy.all(asn(isclose(a, b, rtol, atol, equal_nan))))


def array_equal(a1, a2, equal_nan=False):
    """Whether two arrays have the same shape and elements (a Python bool)."""
    try:
        x, y = asn(a1), asn(a2)
    except Exception:  # noqa: BLE001 - NumPy: False for what cannot be an array
        return False
    if shape_of(x) != shape_of(y):
        return False
    eq = ivy.equal(x, y)
    if equal_nan and dtype_of(x)._cat >= 2 and dtype_of(y)._cat >= 2:
        eq = ivy.logical_or(eq, ivy.logical_and(ivy.isnan(x), ivy.isnan(y)))
    return bool(ivy.all(eq))


def array_equiv(a1, a2):
    """Whether two arrays are equal after broadcasting (a Python bool)."""
    try:
        x, y = asn(a1), asn(a2)
        shape = ivy.broadcast_shapes(shape_of(x), shape_of(y))
    except Exception:  # noqa: BLE001 - NumPy: False for shapes that do not broadcast
        return False
    return bool(ivy.all(ivy.equal(ivy.broadcast_to(x, shape), ivy.broadcast_to(y, shape))))


def iscomplex(x):
    """True where the element has a non-zero imaginary part."""
    v = asn(x)
    if dtype_of(v)._cat == 3:
        return wrap_r(ivy.not_equal(ivy.imag(v), 0))
    return wrap_r(ivy.zeros(shape_of(v), dtype=ivy.bool)._data)


def isreal(x):
    """True where the element has a zero imaginary part."""
    v = asn(x)
    if dtype_of(v)._cat == 3:
        return wrap_r(ivy.equal(ivy.imag(v), 0))
    return wrap_r(ivy.ones(shape_of(v), dtype=ivy.bool)._data)


def iscomplexobj(x):
    """Whether ``x`` has a complex dtype (or is a complex number)."""
    if isinstance(x, complex):
        return True
    dt = getattr(x, "dtype", None)
    if dt is not None:
        try:
            return D.as_dtype(dt)._cat == 3
        except Exception:  # noqa: BLE001
            return False
    return dtype_of(asn(x))._cat == 3


def isrealobj(x):
    return not iscomplexobj(x)


def isscalar(element):
    """Whether ``element`` is a scalar (a Python number, string or a NumPy scalar; not a 0-d array)."""
    if isinstance(element, (D.generic,) + _PY + (str, bytes, numbers.Number)):
        return True
    # a real NumPy scalar (not an array)
    return type(element).__module__ == "numpy" and type(element).__name__ != "ndarray" and \
        getattr(element, "ndim", None) == 0


def isneginf(x, out=None):
    """True where the element is negative infinity."""
    v = asn(x)
    if dtype_of(v)._cat == 3:
        from .._errors import FrontendTypeError

        raise FrontendTypeError("This operation is not supported for complex values because it would be ambiguous.")
    r = ivy.logical_and(ivy.isinf(v), ivy.less(v, 0)) if dtype_of(v)._cat >= 2 else \
        ivy.zeros(shape_of(v), dtype=ivy.bool)._data
    return ret(r, out)


def isposinf(x, out=None):
    """True where the element is positive infinity."""
    v = asn(x)
    if dtype_of(v)._cat == 3:
        from .._errors import FrontendTypeError

        raise FrontendTypeError("This operation is not supported for complex values because it would be ambiguous.")
    r = ivy.logical_and(ivy.isinf(v), ivy.greater(v, 0)) if dtype_of(v)._cat >= 2 else \
        ivy.zeros(shape_of(v), dtype=ivy.bool)._data
    return ret(r, out)


def isfortran(a):
    """Whether ``a`` is Fortran-ordered and not C-ordered (never: frontend arrays are C-ordered)."""
    if not isinstance(a, ndarray):
        from .._errors import FrontendTypeError

        raise FrontendTypeError("isfortran() argument must be an ndarray")
    return False


"""Mathematical functions that are not ufuncs (NumPy's "Mathematical functions" family): sums,
products and extrema (through the ufuncs' ``reduce``: ``sum`` is ``add.reduce``), their NaN-ignoring
forms, running sums, differences, gradients, rounding, ``clip``, ``convolve``, ``interp``, ...

NumPy's dtypes hold: ``sum``/``prod``/``cumsum`` of bools and integers narrower than 64 bits
accumulate in int64 (uint64 for unsigned), ``around`` keeps the dtype, ``angle`` of integers is
float64.

>>> import ivy_frontends.numpy as np
>>> np.sum([[0, 1], [0, 5]], axis=0), np.cumsum(np.array([1, 2, 3], dtype=np.int8)).dtype
(array([0, 6]), dtype('int64'))
"""

from __future__ import annotations

import builtins
import math

import ivy

from .._errors import FrontendTypeError, FrontendValueError
from . import _dtypes as D
from ._convert import asn, astype_native, dtype_of, int_arg, is_py, py_native, ret, shape_of
from ._dtypes import _NoValue
from ._errors import norm_axes, norm_axis
from ._ufuncs import UFUNCS
from .ndarray import _View, ndarray, wrap, wrap_r

_PY_DT = {bool: D._BOOL, int: D._I64, float: D._F64, complex: D._C128}
_add, _mul = UFUNCS["add"], UFUNCS["multiply"]
_maximum, _minimum = UFUNCS["maximum"], UFUNCS["minimum"]


def _kw(keepdims, initial, where):
    kw = {}
    if keepdims is not _NoValue:
        kw["keepdims"] = keepdims
    if initial is not _NoValue:
        kw["initial"] = initial
    if where is not _NoValue:
        kw["where"] = where
    return kw


_SUM_DT: dict = {}


def _sum_dtype(d):
    if d._cat <= 1 and d._bits < 64:
        return D._U64 if d.kind == "u" else D._I64
    return d


def sum(a, axis=None, dtype=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):  # noqa: A001 - NumPy's name
    """Sum of array elements over ``axis`` (bools and small integers summed in int64/uint64).

    >>> import ivy_frontends.numpy as np
    >>> np.sum([0.5, 1.5]), np.sum([[0, 1], [0, 5]], axis=1)
    (np.float64(2.0), array([1, 6]))
    """
    c = a.__class__
    if (c is ndarray or c is _View) and dtype is None and out is None and keepdims is _NoValue and \
            initial is _NoValue and where is _NoValue and (axis is None or axis.__class__ is int):
        x = a._data
        nd = x.dtype
        t = _SUM_DT.get(nd)
        if t is None:
            t = _SUM_DT[nd] = _sum_dtype(dtype_of(x))._ivy
        if axis is not None:
            axis = norm_axis(axis, len(x.shape))
        return wrap_r(ivy.sum(x, axis=axis, dtype=t))
    return _add.reduce(a, axis, dtype, out, **_kw(keepdims, initial, where))


def prod(a, axis=None, dtype=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    """Product of array elements over ``axis``."""
    return _mul.reduce(a, axis, dtype, out, **_kw(keepdims, initial, where))


def max(a, axis=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):  # noqa: A001 - NumPy's name
    """The maximum along ``axis`` (NaN propagates)."""
    return _maximum.reduce(a, axis, None, out, **_kw(keepdims, initial, where))


def min(a, axis=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):  # noqa: A001 - NumPy's name
    """The minimum along ``axis`` (NaN propagates)."""
    return _minimum.reduce(a, axis, None, out, **_kw(keepdims, initial, where))


amax = max
amin = min


def all(a, axis=None, out=None, keepdims=_NoValue, *, where=_NoValue):  # noqa: A001 - NumPy's name
    """Whether all elements along ``axis`` are true (non-zero)."""
    return UFUNCS["logical_and"].reduce(a, axis, None, out, **_kw(keepdims, _NoValue, where))


def any(a, axis=None, out=None, keepdims=_NoValue, *, where=_NoValue):  # noqa: A001 - NumPy's name
    """Whether any element along ``axis`` is true (non-zero)."""
    return UFUNCS["logical_or"].reduce(a, axis, None, out, **_kw(keepdims, _NoValue, where))


def ptp(a, axis=None, out=None, keepdims=_NoValue):
    """Range of values (maximum - minimum) along ``axis``."""
    kw = _kw(keepdims, _NoValue, _NoValue)
    mx = asn(_maximum.reduce(a, axis, None, None, **kw))
    mn = asn(_minimum.reduce(a, axis, None, None, **kw))
    return ret(ivy.subtract(mx, mn), out)


# ------------------------------------------------------------------ NaN-ignoring reductions

def _nan_fill(a, fill):
    x = asn(a)
    if dtype_of(x)._cat < 2:
        return x, None
    m = ivy.isnan(x)
    return ivy.where(m, ivy.full_like(x, fill), x), m


def nansum(a, axis=None, dtype=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    """Sum treating NaNs as zero."""
    x, _ = _nan_fill(a, 0)
    return sum(wrap(x), axis, dtype, out, keepdims, initial, where)


def nanprod(a, axis=None, dtype=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    """Product treating NaNs as one."""
    x, _ = _nan_fill(a, 1)
    return prod(wrap(x), axis, dtype, out, keepdims, initial, where)


def _nanext(a, axis, out, keepdims, initial, where, uf, fill):
    x = asn(a)
    if dtype_of(x)._cat < 2:
        return uf.reduce(wrap(x), axis, None, out, **_kw(keepdims, initial, where))
    m = ivy.isnan(x)
    filled = ivy.where(m, ivy.full_like(x, fill), x)
    kw = _kw(keepdims, initial, where)
    r = asn(uf.reduce(wrap(filled), axis, None, None, **kw))
    allnan = asn(UFUNCS["logical_and"].reduce(wrap(m), axis, None, None, **_kw(keepdims, _NoValue, where)))
    if initial is _NoValue:
        r = ivy.where(allnan, ivy.full_like(r, math.nan), r)
    return ret(r, out)


def nanmax(a, axis=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    """The maximum ignoring NaNs (NaN where all are NaN)."""
    return _nanext(a, axis, out, keepdims, initial, where, _maximum, -math.inf)


def nanmin(a, axis=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    """The minimum ignoring NaNs (NaN where all are NaN)."""
    return _nanext(a, axis, out, keepdims, initial, where, _minimum, math.inf)


# ------------------------------------------------------------------ running sums and products

def _cum(a, axis, dtype, out, fn, nan_fill=None):
    x = asn(a)
    if nan_fill is not None and dtype_of(x)._cat >= 2:
        x = ivy.where(ivy.isnan(x), ivy.full_like(x, nan_fill), x)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        ax = 0
    else:
        ax = norm_axis(axis, builtins.max(len(x.shape), 1))
        if not len(x.shape):
            x = ivy.reshape(x, (1,))
    d = dtype_of(x)
    t = _sum_dtype(d) if dtype is None else D.as_dtype(dtype)
    if int(x.shape[ax]) == 0:
        r = ivy.astype(x, t._ivy)
    else:
        r = fn(astype_native(x, t) if t._cat != d._cat or t is not d and t._cat >= 2 else x, axis=ax,
               dtype=t._ivy)
    return ret(astype_native(r, t), out, scalar=False)


def cumsum(a, axis=None, dtype=None, out=None):
    """Cumulative sum along ``axis`` (the flattened array for None)."""
    return _cum(a, axis, dtype, out, ivy.cumsum)


def cumprod(a, axis=None, dtype=None, out=None):
    """Cumulative product along ``axis`` (the flattened array for None)."""
    return _cum(a, axis, dtype, out, ivy.cumprod)


def nancumsum(a, axis=None, dtype=None, out=None):
    return _cum(a, axis, dtype, out, ivy.cumsum, 0)


def nancumprod(a, axis=None, dtype=None, out=None):
    return _cum(a, axis, dtype, out, ivy.cumprod, 1)


def _cumulative(x, axis, dtype, out, include_initial, fn, init):
    a = asn(x)
    if axis is None:
        if len(a.shape) > 1:
            raise FrontendValueError(
                "axis must be specified for multi-dimensional arrays; pass axis=... explicitly")
        if len(a.shape) == 0:
            raise FrontendValueError("Cannot apply cumulative functions to a 0-d array (axis must be given)")
        axis = 0
    ax = norm_axis(axis, len(a.shape))
    r = _cum(wrap(a), ax, dtype, None, fn)._data
    if include_initial:
        shp = list(shape_of(r))
        shp[ax] = 1
        r = ivy.concat([ivy.full(tuple(shp), init, dtype=dtype_of(r)._ivy)._data, r], axis=ax)
    return ret(r, out, scalar=False)


def cumulative_sum(x, /, *, axis=None, dtype=None, out=None, include_initial=False):
    """Cumulative sum (the Array API's: ``axis`` required beyond 1-D, optional leading 0)."""
    return _cumulative(x, axis, dtype, out, include_initial, ivy.cumsum, 0)


def cumulative_prod(x, /, *, axis=None, dtype=None, out=None, include_initial=False):
    return _cumulative(x, axis, dtype, out, include_initial, ivy.cumprod, 1)


# ------------------------------------------------------------------ differences

def diff(a, n=1, axis=-1, prepend=_NoValue, append=_NoValue):
    """The ``n``-th discrete difference along ``axis`` (bools: ``!=``)."""
    x = asn(a)
    if n == 0:
        return wrap(x)
    if n < 0:
        raise FrontendValueError("order must be non-negative but got " + repr(n))
    if len(x.shape) == 0:
        raise FrontendValueError("diff requires input that is at least one dimensional")
    ax = norm_axis(axis, len(x.shape))
    parts = []
    for v in (prepend, append):
        if v is _NoValue:
            parts.append(None)
            continue
        pv = asn(v)
        if len(pv.shape) == 0:
            s = list(shape_of(x))
            s[ax] = 1
            pv = ivy.broadcast_to(pv, tuple(s))
        parts.append(pv)
    if parts[0] is not None or parts[1] is not None:
        from ._manipulation import _promote_natives

        seq = ([parts[0]] if parts[0] is not None else []) + [x] + ([parts[1]] if parts[1] is not None else [])
        seq, _ = _promote_natives(seq)
        x = ivy.concat(seq, axis=ax)
    be = ivy.current_backend()
    for _ in range(n):
        m = int(x.shape[ax])
        hi = be.getitem(x, (slice(None),) * ax + (slice(1, None),))
        lo = be.getitem(x, (slice(None),) * ax + (slice(0, builtins.max(m - 1, 0)),))
        x = ivy.not_equal(hi, lo) if dtype_of(x) is D._BOOL else ivy.subtract(hi, lo)
    return wrap(x)


def ediff1d(ary, to_end=None, to_begin=None):
    """Differences between consecutive elements of the flattened array, with optional ends."""
    x = ivy.reshape(asn(ary), (-1,))
    d = dtype_of(x)
    be = ivy.current_backend()
    m = int(x.shape[0])
    r = ivy.subtract(be.getitem(x, slice(1, None)), be.getitem(x, slice(0, builtins.max(m - 1, 0)))) \
        if d is not D._BOOL else ivy.not_equal(be.getitem(x, slice(1, None)), be.getitem(x, slice(0, m - 1)))
    from ._promotion import can_cast

    parts = []
    for v, where in ((to_begin, "to_begin"), (to_end, "to_end")):
        if v is None:
            parts.append(None)
            continue
        pv = ivy.reshape(asn(v), (-1,))
        if not can_cast(dtype_of(pv), dtype_of(r), "same_kind"):
            raise FrontendTypeError(f"dtype of `{where}` must be compatible with input `ary` under the `same_kind` "
                                    "rule.")
        parts.append(astype_native(pv, dtype_of(r)))
    seq = [p for p in (parts[0], r, parts[1]) if p is not None]
    return wrap(ivy.concat(seq, axis=0) if len(seq) > 1 else r)


def gradient(f, *varargs, axis=None, edge_order=1):
    """The gradient by central differences inside and one-sided ones at the ends (one array per axis)."""
    x = asn(f)
    nd = len(x.shape)
    axes = norm_axes(axis, nd) if axis is not None else tuple(range(nd))
    if edge_order not in (1, 2):
        raise FrontendValueError("'edge_order' greater than 2 not supported")
    if len(varargs) == 0:
        spacing = [1.0] * len(axes)
    elif len(varargs) == 1 and not (isinstance(varargs[0], (list, tuple, ndarray)) and
                                    len(asn(varargs[0]).shape) and len(axes) == 1):
        spacing = [varargs[0]] * len(axes)
    elif len(varargs) == len(axes):
        spacing = list(varargs)
    else:
        raise FrontendTypeError("invalid number of arguments")
    d = dtype_of(x)
    wd = d if d._cat >= 2 else D._F64
    x = astype_native(x, wd)
    outs = []
    be = ivy.current_backend()
    for ax, sp in zip(axes, spacing):
        m = int(x.shape[ax])
        if m < edge_order + 1:
            raise FrontendValueError("Shape of array too small to calculate a numerical gradient, at least "
                                     "(edge_order + 1) elements are required.")
        s = asn(sp)

        def cut(i, j, ax=ax):
            return be.getitem(x, (slice(None),) * ax + (slice(i, j),))

        shape1 = [1] * nd
        shape1[ax] = -1
        if len(s.shape) == 0:
            h = float(ivy.to_list(s))
            mid = ivy.divide(ivy.subtract(cut(2, None), cut(0, m - 2)), 2.0 * h)
            if edge_order == 1:
                first = ivy.divide(ivy.subtract(cut(1, 2), cut(0, 1)), h)
                last = ivy.divide(ivy.subtract(cut(m - 1, m), cut(m - 2, m - 1)), h)
            else:
                first = ivy.divide(ivy.add(ivy.add(ivy.multiply(-1.5, cut(0, 1)), ivy.multiply(2.0, cut(1, 2))),
                                           ivy.multiply(-0.5, cut(2, 3))), h)
                last = ivy.divide(ivy.add(ivy.add(ivy.multiply(0.5, cut(m - 3, m - 2)),
                                                  ivy.multiply(-2.0, cut(m - 2, m - 1))),
                                          ivy.multiply(1.5, cut(m - 1, m))), h)
        else:
            if int(s.shape[0]) != m:
                raise FrontendValueError("when 1d, distances must match the length of the corresponding dimension")
            coords = astype_native(s, D._F64 if wd._cat < 3 else wd)
            dx = ivy.subtract(be.getitem(coords, slice(1, None)), be.getitem(coords, slice(0, m - 1)))
            dx1 = ivy.reshape(be.getitem(dx, slice(0, m - 2)), tuple(shape1))
            dx2 = ivy.reshape(be.getitem(dx, slice(1, None)), tuple(shape1))
            a_ = ivy.divide(ivy.negative(dx2), ivy.multiply(dx1, ivy.add(dx1, dx2)))
            b_ = ivy.divide(ivy.subtract(dx2, dx1), ivy.multiply(dx1, dx2))
            c_ = ivy.divide(dx1, ivy.multiply(dx2, ivy.add(dx1, dx2)))
            mid = ivy.add(ivy.add(ivy.multiply(a_, cut(0, m - 2)), ivy.multiply(b_, cut(1, m - 1))),
                          ivy.multiply(c_, cut(2, None)))
            dxs = ivy.to_list(dx)
            if edge_order == 1:
                first = ivy.divide(ivy.subtract(cut(1, 2), cut(0, 1)), dxs[0])
                last = ivy.divide(ivy.subtract(cut(m - 1, m), cut(m - 2, m - 1)), dxs[-1])
            else:
                d1, d2 = dxs[0], dxs[1]
                a0 = -(2.0 * d1 + d2) / (d1 * (d1 + d2))
                b0 = (d1 + d2) / (d1 * d2)
                c0 = -d1 / (d2 * (d1 + d2))
                first = ivy.add(ivy.add(ivy.multiply(a0, cut(0, 1)), ivy.multiply(b0, cut(1, 2))),
                                ivy.multiply(c0, cut(2, 3)))
                d1, d2 = dxs[-2], dxs[-1]
                a0 = d2 / (d1 * (d1 + d2))
                b0 = -(d2 + d1) / (d1 * d2)
                c0 = (2.0 * d2 + d1) / (d2 * (d1 + d2))
                last = ivy.add(ivy.add(ivy.multiply(a0, cut(m - 3, m - 2)), ivy.multiply(b0, cut(m - 2, m - 1))),
                               ivy.multiply(c0, cut(m - 1, m)))
        g = ivy.concat([astype_native(first, wd), astype_native(mid, wd), astype_native(last, wd)], axis=ax)
        outs.append(wrap(g))
    if len(outs) == 1:
        return outs[0]
    return tuple(outs)


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """The cross product of 3-element (or 2-element) vectors along the given axes."""
    from ._manipulation import moveaxis
    from ._promotion import PROMOTION

    if axis is not None:
        axisa = axisb = axisc = axis
    x, y = asn(a), asn(b)
    x = asn(moveaxis(wrap(x), axisa, -1))
    y = asn(moveaxis(wrap(y), axisb, -1))
    na, nb = int(x.shape[-1]), int(y.shape[-1])
    if na not in (2, 3) or nb not in (2, 3):
        raise FrontendValueError("incompatible dimensions for cross product\n(dimension must be 2 or 3)")
    dt = PROMOTION.promote(dtype_of(x), dtype_of(y))
    x, y = astype_native(x, dt), astype_native(y, dt)
    be = ivy.current_backend()

    def comp(v, i):
        return be.getitem(v, (Ellipsis, i))

    a0, a1 = comp(x, 0), comp(x, 1)
    b0, b1 = comp(y, 0), comp(y, 1)
    a2 = comp(x, 2) if na == 3 else None
    b2 = comp(y, 2) if nb == 3 else None
    if na == 2 and nb == 2:
        return wrap(ivy.subtract(ivy.multiply(a0, b1), ivy.multiply(a1, b0)))
    if a2 is None:
        c0 = ivy.multiply(a1, b2)
        c1 = ivy.negative(ivy.multiply(a0, b2)) if dt is not D._BOOL else ivy.multiply(a0, b2)
        c2 = ivy.subtract(ivy.multiply(a0, b1), ivy.multiply(a1, b0))
    elif b2 is None:
        c0 = ivy.negative(ivy.multiply(a2, b1))
        c1 = ivy.multiply(a2, b0)
        c2 = ivy.subtract(ivy.multiply(a0, b1), ivy.multiply(a1, b0))
    else:
        c0 = ivy.subtract(ivy.multiply(a1, b2), ivy.multiply(a2, b1))
        c1 = ivy.subtract(ivy.multiply(a2, b0), ivy.multiply(a0, b2))
        c2 = ivy.subtract(ivy.multiply(a0, b1), ivy.multiply(a1, b0))
    shape = ivy.broadcast_shapes(tuple(c0.shape), tuple(c1.shape), tuple(c2.shape))
    r = ivy.stack([ivy.broadcast_to(c, shape) for c in (c0, c1, c2)], axis=-1)
    return wrap(asn(moveaxis(wrap(r), -1, axisc)))


def trapezoid(y, x=None, dx=1.0, axis=-1):
    """Integral of ``y`` by the trapezoidal rule along ``axis`` (sample points ``x`` or spacing ``dx``)."""
    yv = asn(y)
    d = dtype_of(yv)
    if d._cat < 2:
        yv = astype_native(yv, D._F64)
    ax = norm_axis(axis, len(yv.shape))
    m = int(yv.shape[ax])
    be = ivy.current_backend()

    def cut(v, i, j, a=ax):
        return be.getitem(v, (slice(None),) * a + (slice(i, j),))

    if x is None:
        dv = dx if dx.__class__ in _PY_DT else asn(dx)
    else:
        xv = asn(x)
        if len(xv.shape) == 1:
            dvx = ivy.subtract(be.getitem(xv, slice(1, None)), be.getitem(xv, slice(0, builtins.max(m - 1, 0))))
            shp = [1] * len(yv.shape)
            shp[ax] = builtins.max(m - 1, 0)
            dv = ivy.reshape(dvx, tuple(shp))
        else:
            dv = ivy.subtract(cut(xv, 1, None), cut(xv, 0, builtins.max(m - 1, 0)))
    s = ivy.add(cut(yv, 1, None), cut(yv, 0, builtins.max(m - 1, 0)))
    r = ivy.sum(ivy.divide(ivy.multiply(s, dv), 2.0), axis=ax)
    return wrap_r(r)


# ------------------------------------------------------------------ rounding

def around(a, decimals=0, out=None):
    """Round to ``decimals`` decimals (half to even; integers with negative ``decimals`` too)."""
    x = asn(a)
    d = dtype_of(x)
    dec = int_arg(decimals)
    if d._cat <= 1:
        if dec >= 0 or d._cat == 0:
            r = x
        else:
            f = 10 ** (-dec)
            q = ivy.floor_divide(x, f)
            rem = ivy.subtract(x, ivy.multiply(q, f))
            half = f // 2
            up = ivy.logical_or(ivy.greater(rem, half),
                                ivy.logical_and(ivy.equal(rem, half), ivy.equal(ivy.remainder(q, 2), 1)))
            r = ivy.multiply(ivy.add(q, ivy.astype(up, d._ivy)), f)
    elif d._cat == 3:
        re = asn(around(wrap(ivy.real(x)), dec))
        im = asn(around(wrap(ivy.imag(x)), dec))
        r = ivy.add(astype_native(re, d), ivy.multiply(astype_native(im, d), 1j))
    elif dec == 0:
        r = ivy.round(x)
    elif dec > 0:
        f = 10.0 ** dec
        r = ivy.divide(ivy.round(ivy.multiply(x, f)), f)
    else:
        f = 10.0 ** (-dec)
        r = ivy.multiply(ivy.round(ivy.divide(x, f)), f)
    r = astype_native(r, d)
    return ret(r, out)


round = around  # noqa: A001 - NumPy's name


def fix(x, out=None):
    """Round towards zero (floats keep their dtype)."""
    v = asn(x)
    r = ivy.trunc(v) if dtype_of(v)._cat >= 2 else v
    return ret(r, out)


# ------------------------------------------------------------------ special functions

def i0(x):
    """The modified Bessel function of the first kind, order 0 (float64 for integers)."""
    v = asn(x)
    d = dtype_of(v)
    if d._cat == 3:
        raise FrontendTypeError("i0 not supported for complex values")
    v = astype_native(v, D._F64) if d._cat < 2 else v
    return wrap(ivy.i0(v))


def sinc(x):
    """The normalized sinc function ``sin(pi x) / (pi x)`` (1 at 0)."""
    v = asn(x)
    if dtype_of(v)._cat < 2:
        v = astype_native(v, D._F64)
    return wrap_r(ivy.sinc(v)) if len(v.shape) == 0 else wrap(ivy.sinc(v))


def angle(z, deg=False):
    """The angle of complex ``z`` (radians, or degrees)."""
    v = asn(z)
    d = dtype_of(v)
    if d._cat < 2:
        v = astype_native(v, D._F64)
    if dtype_of(v)._cat == 3:
        r = ivy.atan2(ivy.imag(v), ivy.real(v))
    else:
        r = ivy.atan2(ivy.zeros_like(v), v)
    if deg:
        r = ivy.multiply(r, 180.0 / math.pi)
    return wrap_r(r)


def real(val):
    """The real part (a view of a complex array; the array itself for a real one)."""
    if isinstance(val, (ndarray, D.generic)) or is_py(val):
        return val.real
    v = asn(val)
    return wrap_r(ivy.real(v) if dtype_of(v)._cat == 3 else v)


def imag(val):
    """The imaginary part (zeros for a real array)."""
    if isinstance(val, (ndarray, D.generic)) or is_py(val):
        return val.imag
    v = asn(val)
    return wrap_r(ivy.imag(v) if dtype_of(v)._cat == 3 else ivy.zeros_like(v))


def real_if_close(a, tol=100):
    """The real part if every imaginary part is within ``tol`` machine epsilons of zero."""
    x = asn(a)
    d = dtype_of(x)
    if d._cat != 3:
        return wrap(x)
    if tol > 1:
        tol = tol * (2.0 ** -23 if d is D._C64 else 2.0 ** -52)
    if bool(ivy.all(ivy.less(ivy.abs(ivy.imag(x)), tol))):
        return wrap(ivy.real(x))
    return wrap(x)


# ------------------------------------------------------------------ miscellaneous

def _conv_full(a, v):
    """Full 1-D convolution of natives ``a`` (length n) and ``v`` (length m)."""
    na, nv = int(a.shape[0]), int(v.shape[0])
    length = na + nv - 1
    k = ivy.reshape(ivy.arange(0, length, 1, dtype=ivy.int64)._data, (length, 1))
    j = ivy.reshape(ivy.arange(0, nv, 1, dtype=ivy.int64)._data, (1, nv))
    idx = ivy.subtract(k, j)
    valid = ivy.logical_and(ivy.greater_equal(idx, 0), ivy.less(idx, na))
    safe = ivy.where(valid, idx, ivy.zeros_like(idx))
    g = ivy.take(a, ivy.reshape(safe, (-1,)), axis=0)
    g = ivy.reshape(g, (length, nv))
    g = ivy.where(valid, g, ivy.zeros_like(g))
    if dtype_of(a) is D._BOOL:
        return ivy.any(ivy.logical_and(g, v), axis=1)
    return ivy.sum(ivy.multiply(g, v), axis=1, dtype=dtype_of(a)._ivy)


def convolve(a, v, mode="full"):
    """The discrete linear convolution of two 1-D sequences (``mode`` full, same or valid)."""
    from ._manipulation import _promote_natives

    x, y = ivy.reshape(asn(a), (-1,)), ivy.reshape(asn(v), (-1,))
    if int(x.shape[0]) == 0:
        raise FrontendValueError("a cannot be empty")
    if int(y.shape[0]) == 0:
        raise FrontendValueError("v cannot be empty")
    if int(y.shape[0]) > int(x.shape[0]):
        x, y = y, x
    (x, y), _ = _promote_natives([x, y])
    full = _conv_full(x, y)
    na, nv = int(x.shape[0]), int(y.shape[0])
    be = ivy.current_backend()
    if mode == "full":
        r = full
    elif mode == "same":
        start = (nv - 1) // 2
        r = be.getitem(full, slice(start, start + na))
    elif mode == "valid":
        r = be.getitem(full, slice(nv - 1, na))
    else:
        raise FrontendValueError(f"mode must be one of 'valid', 'same', or 'full' (got {mode!r})")
    return wrap(r)


def correlate(a, v, mode="valid"):
    """The cross-correlation of two 1-D sequences (``v`` conjugated, as NumPy)."""
    x, y = ivy.reshape(asn(a), (-1,)), ivy.reshape(asn(v), (-1,))
    yc = ivy.conj(y) if dtype_of(y)._cat == 3 else y
    swapped = int(y.shape[0]) > int(x.shape[0])
    r = convolve(wrap(x), wrap(ivy.flip(yc, axis=0)), mode)
    if swapped:
        r = wrap(ivy.flip(r._data, axis=0))
        if dtype_of(r._data)._cat == 3:
            r = wrap(ivy.conj(r._data))
    return r


def clip(a, a_min=_NoValue, a_max=_NoValue, out=None, *, min=_NoValue, max=_NoValue, **kwargs):  # noqa: A002 - NumPy's name
    """``a`` limited to ``[a_min, a_max]`` (NEP 50 promotion of the bounds)."""
    if min is not _NoValue:
        if a_min is not _NoValue:
            raise FrontendValueError("Passed more than one argument for the minimum: a_min and min")
        a_min = min
    if max is not _NoValue:
        if a_max is not _NoValue:
            raise FrontendValueError("Passed more than one argument for the maximum: a_max and max")
        a_max = max
    lo = None if a_min is _NoValue else a_min
    hi = None if a_max is _NoValue else a_max
    d = dtype_of(asn(a))
    if d._cat == 1:  # NumPy 2: a Python int bound outside the integer dtype's range clips by value
        rlo, rhi = D.int_range(d)
        lo = builtins.max(builtins.min(lo, rhi), rlo) if lo.__class__ is int else lo
        hi = builtins.max(builtins.min(hi, rhi), rlo) if hi.__class__ is int else hi
    r = a
    if lo is not None:
        r = UFUNCS["maximum"](r, lo, **kwargs) if out is None else UFUNCS["maximum"](r, lo, out=out, **kwargs)
    if hi is not None:
        r = UFUNCS["minimum"](r, hi, **kwargs) if out is None else UFUNCS["minimum"](r, hi, out=out, **kwargs)
    if lo is None and hi is None:
        r = UFUNCS["positive"](a) if dtype_of(asn(a)) is not D._BOOL else wrap_r(asn(a))
        if out is not None:
            from ._convert import write_out

            return write_out(out, asn(r))
    return r


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    """NaN replaced by ``nan``, infinities by the dtype's largest finite values (or ``posinf``/``neginf``)."""
    v = asn(x)
    d = dtype_of(v)
    if d._cat < 2:
        r = v
    elif d._cat == 3:
        re = asn(nan_to_num(wrap(ivy.real(v)), nan=nan, posinf=posinf, neginf=neginf))
        im = asn(nan_to_num(wrap(ivy.imag(v)), nan=nan, posinf=posinf, neginf=neginf))
        r = ivy.add(astype_native(re, d), ivy.multiply(astype_native(im, d), 1j))
    else:
        fi = D.finfo(d)
        shape = tuple(v.shape)

        def fill(val):  # a number or an array of replacements, as v's dtype and shape
            if is_py(val):
                return ivy.full_like(v, val)
            return ivy.broadcast_to(astype_native(asn(val), d), shape)

        pinf = float(fi.max) if posinf is None else posinf
        ninf = float(fi.min) if neginf is None else neginf
        r = ivy.where(ivy.isnan(v), fill(nan), v)
        r = ivy.where(ivy.logical_and(ivy.isinf(r), ivy.greater(r, 0)), fill(pinf), r)
        r = ivy.where(ivy.logical_and(ivy.isinf(r), ivy.less(r, 0)), fill(ninf), r)
    if not copy and isinstance(x, ndarray):
        x._set_all(astype_native(r, d))
        return x
    return wrap_r(r) if len(r.shape) == 0 else wrap(r)


def interp(x, xp, fp, left=None, right=None, period=None):
    """One-dimensional linear interpolation of ``(xp, fp)`` at ``x`` (``period`` for angles)."""
    xv = asn(x)
    xpv = ivy.reshape(asn(xp), (-1,))
    fpv = ivy.reshape(asn(fp), (-1,))
    if len(xpv.shape) != 1 or int(xpv.shape[0]) == 0:
        raise FrontendValueError("array of sample points is empty")
    if int(xpv.shape[0]) != int(fpv.shape[0]):
        raise FrontendValueError("fp and xp are not of the same length.")
    cplx = dtype_of(fpv)._cat == 3
    fd = D._C128 if cplx else D._F64
    xv = astype_native(xv, D._F64)
    xpv = astype_native(xpv, D._F64)
    fpv = astype_native(fpv, fd)
    if period is not None:
        if period == 0:
            raise FrontendValueError("period must be a non-zero value")
        p = abs(float(period))
        left = right = None
        xv = ivy.remainder(xv, p)
        xpv = ivy.remainder(xpv, p)
        order = ivy.argsort(xpv)
        xpv = ivy.take(xpv, order, axis=0)
        fpv = ivy.take(fpv, order, axis=0)
        be = ivy.current_backend()
        xpv = ivy.concat([ivy.subtract(be.getitem(xpv, slice(-1, None)), p), xpv,
                          ivy.add(be.getitem(xpv, slice(0, 1)), p)], axis=0)
        fpv = ivy.concat([be.getitem(fpv, slice(-1, None)), fpv, be.getitem(fpv, slice(0, 1))], axis=0)
    m = int(xpv.shape[0])
    j = ivy.searchsorted(xpv, xv, side="right")
    j = ivy.clip(j, 1, builtins.max(m - 1, 1))
    i0_ = ivy.subtract(j, 1)
    xl, xr = ivy.take(xpv, i0_, axis=0), ivy.take(xpv, ivy.minimum(j, m - 1), axis=0)
    fl, fr = ivy.take(fpv, i0_, axis=0), ivy.take(fpv, ivy.minimum(j, m - 1), axis=0)
    den = ivy.subtract(xr, xl)
    slope = ivy.divide(ivy.subtract(fr, fl), astype_native(den, fd)) if m > 1 else ivy.zeros_like(fl)
    r = ivy.add(fl, ivy.multiply(slope, astype_native(ivy.subtract(xv, xl), fd)))
    if m > 1:
        r = ivy.where(ivy.equal(den, 0), fl, r)
        r = ivy.where(ivy.equal(xv, xr), fr, r)
    be = ivy.current_backend()
    first, last = be.getitem(fpv, 0), be.getitem(fpv, -1)
    x0, x1 = be.getitem(xpv, 0), be.getitem(xpv, -1)
    lv = first if left is None else py_native(complex(left) if cplx else float(left), fd)
    rv = last if right is None else py_native(complex(right) if cplx else float(right), fd)
    r = ivy.where(ivy.less(xv, x0), ivy.broadcast_to(lv, tuple(r.shape)), r)
    r = ivy.where(ivy.greater(xv, x1), ivy.broadcast_to(rv, tuple(r.shape)), r)
    return wrap_r(r)


def unwrap(p, discont=None, axis=-1, *, period=2 * math.pi):
    """``p`` with jumps larger than ``discont`` (``period / 2``) replaced by their complement mod ``period``."""
    x = asn(p)
    d = dtype_of(x)
    integral = d._cat == 1 and isinstance(period, int)  # NumPy keeps an integer p with an integer period
    xf = astype_native(x, D._F64) if d._cat < 2 and not integral else x
    ax = norm_axis(axis, len(x.shape))
    dd = asn(diff(wrap(xf), axis=ax))
    discont = period / 2 if discont is None else discont
    interval_high = period / 2
    boundary_ambiguous = True
    if d._cat == 1 and isinstance(period, int) and period % 2 == 0:
        interval_high = period // 2
        boundary_ambiguous = True
    interval_low = -interval_high
    ddmod = ivy.add(ivy.remainder(ivy.subtract(dd, interval_low), period), interval_low)
    if boundary_ambiguous:
        ddmod = ivy.where(ivy.logical_and(ivy.equal(ddmod, interval_low), ivy.greater(dd, 0)),
                          ivy.full_like(ddmod, interval_high), ddmod)
    ph = ivy.subtract(ddmod, dd)
    ph = ivy.where(ivy.less(ivy.abs(dd), discont), ivy.zeros_like(ph), ph)
    csum = ivy.cumsum(ph, axis=ax)
    be = ivy.current_backend()
    head = be.getitem(xf, (slice(None),) * ax + (slice(0, 1),))
    tail = ivy.add(be.getitem(xf, (slice(None),) * ax + (slice(1, None),)), csum)
    return wrap(ivy.concat([head, astype_native(tail, dtype_of(head))], axis=ax))


def sort_complex(a):
    """``a`` sorted by real part, then imaginary part (complex result)."""
    x = asn(a)
    d = dtype_of(x)
    cd = d if d._cat == 3 else (D._C64 if d in (D._I8, D._U8, D._I16, D._U16) else D._C128)
    xc = astype_native(x, cd)
    order = ivy.lexsort([ivy.imag(xc), ivy.real(xc)], axis=-1)
    order = order._data if isinstance(order, ivy.Array) else order  # lexsort of a list: an ivy.Array
    return wrap(ivy.take_along_axis(xc, order, axis=-1))


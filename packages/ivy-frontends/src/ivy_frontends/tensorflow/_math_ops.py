"""``tf.math`` (and its top-level aliases): elementwise math, comparisons, reductions, cumulative
and segment ops, special functions, with TF's dtype rules (no mixing; each op's allowed dtypes;
``truediv`` of int32/int64 gives float64, of 8/16-bit ints float32; integer division by zero is
``InvalidArgumentError``). Operators of ``Tensor``/``Variable`` are bound here.

>>> import ivy_frontends.tensorflow as tf
>>> tf.math.truediv(tf.constant([1, 2]), tf.constant([2, 2])).dtype
tf.float64
>>> tf.math.reduce_sum([[1, 2], [3, 4]], axis=1, keepdims=True).shape
TensorShape([2, 1])
"""

from __future__ import annotations

import builtins
import math as _pymath

import ivy

from . import _dtypes as D
from ._convert import _PY, binary, dtype_of, n, same, t, to_tensor_like, wrap
from ._tensor import Tensor
from .errors import FrontendTypeError, invalid

_F, _C, _I, _U, _B = "f", "c", "i", "u", "b"
FLOAT, FC, NUM, REAL, SIGNED, INT = "f", "fc", "fciu", "fiu", "fci", "iu"


def _check(op, d, kinds):
    dt = dtype_of(d)
    if dt._kind not in kinds:
        raise invalid(f"Value for attr 'T' of {dt.name} is not in the list of allowed values for {op} "
                      f"[Op:{op}]")
    return dt


# ------------------------------------------------------------------ factories

def _unary(fn, op, kinds):
    def f(x, name=None):
        d = n(x)
        _check(op, d, kinds)
        return wrap(fn(d))

    f.__name__ = f.__qualname__ = op
    f.__doc__ = f"TF's ``{op}``: elementwise, dtypes kept (``tf.math``)."
    return f


def _binary(fn, op, kinds):
    def f(x, y, name=None):
        a, b = binary(x, y, op)
        _check(op, a if a.__class__ not in _PY else b, kinds)
        return wrap(fn(a, b))

    f.__name__ = f.__qualname__ = op
    f.__doc__ = f"TF's ``{op}``: both operands of one dtype (no mixing), broadcast."
    return f


def _both(a, b):
    """Natives for (a, b) from :func:`binary` (a Python number becomes a 0-d array of the other's dtype)."""
    if a.__class__ in _PY:
        a = ivy.native_array(a, dtype=ivy.dtype(b))
    if b.__class__ in _PY:
        b = ivy.native_array(b, dtype=ivy.dtype(a))
    return a, b


def _nz(op, b):
    if b.__class__ in _PY:
        if b == 0:
            raise invalid("Integer division by zero")
    elif dtype_of(b)._kind in "iu" and bool(ivy.any(ivy.equal(b, 0))):
        raise invalid("Integer division by zero")


# ------------------------------------------------------------------ unary
abs = _unary(ivy.abs, "abs", "fi")  # noqa: A001
negative = _unary(ivy.negative, "negative", "fci")
sign = _unary(ivy.sign, "sign", "fci")
square = _unary(ivy.square, "square", "fciu")
sqrt = _unary(ivy.sqrt, "sqrt", FC)
rsqrt = _unary(lambda d: ivy.reciprocal(ivy.sqrt(d)), "rsqrt", FC)
exp = _unary(ivy.exp, "exp", FC)
expm1 = _unary(ivy.expm1, "expm1", FC)
log = _unary(ivy.log, "log", FC)
log1p = _unary(ivy.log1p, "log1p", FC)
sin = _unary(ivy.sin, "sin", FC)
cos = _unary(ivy.cos, "cos", FC)
tan = _unary(ivy.tan, "tan", FC)
asin = _unary(ivy.asin, "asin", FC)
acos = _unary(ivy.acos, "acos", FC)
atan = _unary(ivy.atan, "atan", FC)
sinh = _unary(ivy.sinh, "sinh", FC)
cosh = _unary(ivy.cosh, "cosh", FC)
tanh = _unary(ivy.tanh, "tanh", FC)
asinh = _unary(ivy.asinh, "asinh", FC)
acosh = _unary(ivy.acosh, "acosh", FC)
atanh = _unary(ivy.atanh, "atanh", FC)
sigmoid = _unary(ivy.sigmoid, "sigmoid", FC)
reciprocal = _unary(ivy.reciprocal, "reciprocal", FC)
floor = _unary(ivy.floor, "floor", FLOAT)
ceil = _unary(ivy.ceil, "ceil", FLOAT)
rint = _unary(ivy.round, "rint", FLOAT)  # round half to even, as TF's Rint
erf = _unary(ivy.erf, "erf", FLOAT)
erfc = _unary(lambda d: ivy.subtract(1, ivy.erf(d)) if not hasattr(ivy, "erfc") else ivy.erfc(d), "erfc", FLOAT)
erfinv = _unary(ivy.erfinv, "erfinv", FLOAT)
lgamma = _unary(ivy.lgamma, "lgamma", FLOAT)
digamma = _unary(ivy.digamma, "digamma", FLOAT)
is_nan = _unary(ivy.isnan, "is_nan", FLOAT)
is_inf = _unary(ivy.isinf, "is_inf", FLOAT)
is_finite = _unary(ivy.isfinite, "is_finite", FLOAT)
logical_not = _unary(ivy.logical_not, "logical_not", "b")
_softsign = _unary(lambda d: ivy.divide(d, ivy.add(ivy.abs(d), 1)), "softsign", FLOAT)
bessel_i0 = _unary(ivy.i0, "bessel_i0", FLOAT)
bessel_i0e = _unary(lambda d: ivy.multiply(ivy.i0(d), ivy.exp(ivy.negative(ivy.abs(d)))), "bessel_i0e", FLOAT)
log_sigmoid = _unary(lambda d: ivy.negative(ivy.softplus(ivy.negative(d))), "log_sigmoid", FC)


def _ndtri(d):
    return ivy.multiply(ivy.erfinv(ivy.subtract(ivy.multiply(d, 2), 1)), _pymath.sqrt(2.0))


ndtri = _unary(_ndtri, "ndtri", FLOAT)
erfcinv = _unary(lambda d: ivy.erfinv(ivy.subtract(1, d)), "erfcinv", FLOAT)


def _i1(d):
    return ivy.bessel_i1(d) if hasattr(ivy, "bessel_i1") else _i1_series(d)


def _i1_series(d):
    # I1(x) = sum_k (x/2)^(2k+1) / (k! (k+1)!) for small |x|; asymptotic form for large |x|
    half = ivy.divide(d, 2)
    term = half
    total = half
    q = ivy.multiply(half, half)
    for k in range(1, 60):
        term = ivy.multiply(term, ivy.divide(q, float(k * (k + 1))))
        total = ivy.add(total, term)
    return total


bessel_i1 = _unary(_i1, "bessel_i1", FLOAT)
bessel_i1e = _unary(lambda d: ivy.multiply(_i1(d), ivy.exp(ivy.negative(ivy.abs(d)))), "bessel_i1e", FLOAT)


def round(x, name=None):  # noqa: A001 - TF's name
    """Round half to even (integers returned as they are)."""
    d = n(x)
    k = _check("round", d, "fciu")._kind
    return wrap(d if k in "iu" else ivy.round(d))


def softplus(features, name=None):
    """``log(exp(features) + 1)``."""
    d = n(features)
    _check("softplus", d, FLOAT)
    return wrap(ivy.softplus(d))


def conj(x, name=None):
    """Complex conjugate (real inputs returned as they are)."""
    d = n(x)
    return wrap(ivy.conj(d) if dtype_of(d)._kind == "c" else d)


def real(input, name=None):  # noqa: A002
    d = n(input)
    return wrap(ivy.real(d) if dtype_of(d)._kind == "c" else d)


def imag(input, name=None):  # noqa: A002
    d = n(input)
    return wrap(ivy.imag(d) if dtype_of(d)._kind == "c" else ivy.zeros_like(d))


def angle(input, name=None):  # noqa: A002
    d = n(input)
    if dtype_of(d)._kind == "c":
        return wrap(ivy.angle(d))
    _check("angle", d, FLOAT)
    return wrap(ivy.where(ivy.less(d, 0), ivy.astype(ivy.full_like(d, _pymath.pi), ivy.dtype(d)), ivy.zeros_like(d)))


def reciprocal_no_nan(x, name=None):
    d = n(x)
    _check("reciprocal_no_nan", d, FC)
    z = ivy.equal(d, 0)
    return wrap(ivy.where(z, ivy.zeros_like(d), ivy.reciprocal(ivy.where(z, ivy.ones_like(d), d))))


def invert_permutation(x, name=None):
    d = n(x)
    _check("InvertPermutation", d, "i")
    return wrap(ivy.astype(ivy.argsort(d), ivy.dtype(d)))


def lbeta(x, name=None):
    """``log|B(x)|`` over the last axis."""
    d = n(x)
    if dtype_of(d)._kind in "iu":
        d = ivy.astype(d, ivy.float32)
    return wrap(ivy.subtract(ivy.sum(ivy.lgamma(d), axis=-1), ivy.lgamma(ivy.sum(d, axis=-1))))


# ------------------------------------------------------------------ binary
add = _binary(ivy.add, "AddV2", NUM)
subtract = _binary(ivy.subtract, "Sub", NUM)
multiply = _binary(ivy.multiply, "Mul", NUM)
maximum = _binary(ivy.maximum, "Maximum", REAL)
minimum = _binary(ivy.minimum, "Minimum", REAL)
_atan2 = _binary(ivy.atan2, "Atan2", FLOAT)
squared_difference = _binary(lambda a, b: ivy.square(ivy.subtract(a, b)), "SquaredDifference", "fci")
_nextafter = _binary(ivy.nextafter, "NextAfter", FLOAT)
equal = _binary(ivy.equal, "Equal", "fciub")
not_equal = _binary(ivy.not_equal, "NotEqual", "fciub")
less = _binary(ivy.less, "Less", REAL)
less_equal = _binary(ivy.less_equal, "LessEqual", REAL)
greater = _binary(ivy.greater, "Greater", REAL)
greater_equal = _binary(ivy.greater_equal, "GreaterEqual", REAL)
logical_and = _binary(ivy.logical_and, "LogicalAnd", "b")
logical_or = _binary(ivy.logical_or, "LogicalOr", "b")
xlogy = _binary(ivy.xlogy, "Xlogy", FC)
_zeta = _binary(ivy.zeta, "Zeta", FLOAT)
_igamma = _binary(lambda a, x: ivy.igamma(a, x=x), "Igamma", FLOAT)
_igammac = _binary(lambda a, x: ivy.subtract(1, ivy.igamma(a, x=x)), "Igammac", FLOAT)
_polygamma_op = _binary(lambda a, x: ivy.polygamma(a, x) if hasattr(ivy, "polygamma") else _polygamma(a, x),
                    "Polygamma", FLOAT)


def _polygamma(a, x):
    # psi^(m)(x) = (-1)^(m+1) m! zeta(m+1, x) for m >= 1; digamma for m == 0
    m1 = ivy.add(a, 1)
    fact = ivy.exp(ivy.lgamma(m1))
    sgn = ivy.where(ivy.equal(ivy.remainder(a, 2), 0), ivy.full_like(a, -1.0), ivy.full_like(a, 1.0))
    pos = ivy.multiply(ivy.multiply(sgn, fact), ivy.zeta(m1, x))
    return ivy.where(ivy.equal(a, 0), ivy.digamma(x), pos)


def atan2(y, x, name=None):
    """The angle of ``(x, y)``, elementwise."""
    return _atan2(y, x)


def nextafter(x1, x2, name=None):
    return _nextafter(x1, x2)


def zeta(x, q, name=None):
    """Hurwitz zeta ``sum_k (k + q) ** -x``."""
    return _zeta(x, q)


def igamma(a, x, name=None):
    """The lower regularized incomplete gamma function ``P(a, x)``."""
    return _igamma(a, x)


def igammac(a, x, name=None):
    """The upper regularized incomplete gamma function ``Q(a, x)``."""
    return _igammac(a, x)


def polygamma(a, x, name=None):
    """The ``a``-th derivative of digamma at ``x``."""
    return _polygamma_op(a, x)


def softsign(features, name=None):
    """``features / (|features| + 1)``."""
    return _softsign(features)


def logical_xor(x, y, name="LogicalXor"):
    a, b = binary(x, y, "LogicalXor")
    _check("LogicalXor", a, "b")
    return wrap(ivy.logical_xor(a, b))


def _xdivy(a, b):
    z = ivy.equal(a, 0)
    return ivy.where(z, ivy.zeros_like(ivy.multiply(a, b)), ivy.divide(a, ivy.where(z, ivy.ones_like(b), b)))


xdivy = _binary(lambda a, b: _xdivy(*_both(a, b)), "Xdivy", FC)


def xlog1py(x, y, name=None):
    a, b = binary(x, y, "Xlog1py")
    _check("Xlog1py", a if a.__class__ not in _PY else b, FC)
    a, b = _both(a, b)
    z = ivy.equal(a, 0)
    return wrap(ivy.where(z, ivy.zeros_like(ivy.multiply(a, b)), ivy.multiply(a, ivy.log1p(b))))


def _truediv_dtype(dt):
    if dt._kind in "iu":
        return D.float32 if dt._size <= 2 else D.float64
    if dt._kind == "b":
        raise FrontendTypeError(f"Invalid dtype {dt!r} in __truediv__")
    return dt


def truediv(x, y, name=None):
    """``x / y``; integer operands are cast first (8/16-bit ints to float32, 32/64-bit to float64)."""
    a, b = binary(x, y, "RealDiv")
    dt = dtype_of(a if a.__class__ not in _PY else b)
    rd = _truediv_dtype(dt)
    if rd is not dt:
        a = ivy.astype(a, rd._ivy) if a.__class__ not in _PY else float(a)
        b = ivy.astype(b, rd._ivy) if b.__class__ not in _PY else float(b)
    return wrap(ivy.divide(a, b))


def divide(x, y, name=None):
    """``x / y`` (``truediv``)."""
    return truediv(x, y)


def realdiv(x, y, name=None):
    a, b = binary(x, y, "RealDiv")
    dt = _check("RealDiv", a if a.__class__ not in _PY else b, NUM)
    if dt._kind in "iu":
        _nz("RealDiv", b)
        return wrap(ivy.trunc_divide(a, b))
    return wrap(ivy.divide(a, b))


def floordiv(x, y, name=None):
    """Floor division (integers: rounds toward -inf; division by zero refused)."""
    a, b = binary(x, y, "FloorDiv")
    dt = _check("FloorDiv", a if a.__class__ not in _PY else b, REAL)
    if dt._kind in "iu":
        _nz("FloorDiv", b)
        return wrap(ivy.floor_divide(a, b))
    return wrap(ivy.floor(ivy.divide(a, b)))


def floormod(x, y, name=None):
    """The remainder of floor division (sign of ``y``)."""
    a, b = binary(x, y, "FloorMod")
    dt = _check("FloorMod", a if a.__class__ not in _PY else b, REAL)
    if dt._kind in "iu":
        _nz("FloorMod", b)
    return wrap(ivy.remainder(a, b))


mod = floormod


def truncatediv(x, y, name=None):
    a, b = binary(x, y, "TruncateDiv")
    dt = _check("TruncateDiv", a if a.__class__ not in _PY else b, REAL)
    if dt._kind in "iu":
        _nz("TruncateDiv", b)
        return wrap(ivy.trunc_divide(a, b))
    return wrap(ivy.trunc(ivy.divide(a, b)))


def truncatemod(x, y, name=None):
    a, b = binary(x, y, "TruncateMod")
    dt = _check("TruncateMod", a if a.__class__ not in _PY else b, REAL)
    if dt._kind in "iu":
        _nz("TruncateMod", b)
    return wrap(ivy.fmod(a, b))


def pow(x, y, name=None):  # noqa: A001 - TF's name
    """``x ** y`` (integers: negative exponents refused as TF does)."""
    a, b = binary(x, y, "Pow")
    dt = _check("Pow", a if a.__class__ not in _PY else b, "fci")
    if dt._kind == "i":
        neg = (b < 0) if b.__class__ in _PY else bool(ivy.any(ivy.less(b, 0)))
        if neg:
            raise invalid("Integers to negative integer powers are not allowed")
    return wrap(ivy.pow(a, b))


def divide_no_nan(x, y, name=None):
    """``x / y``, 0 where ``y`` is 0."""
    a, b = binary(x, y, "DivNoNan")
    dt = dtype_of(a if a.__class__ not in _PY else b)
    if dt._kind in "iu":
        rd = _truediv_dtype(dt)
        a = ivy.astype(t(a) if a.__class__ in _PY else a, rd._ivy)
        b = ivy.astype(t(b) if b.__class__ in _PY else b, rd._ivy)
    elif dt._kind not in "fc":
        raise invalid(f"Value for attr 'T' of {dt.name} is not in the list of allowed values for DivNoNan")
    a, b = _both(a, b)
    z = ivy.equal(b, 0)
    return wrap(ivy.where(z, ivy.zeros_like(ivy.multiply(a, b)), ivy.divide(a, ivy.where(z, ivy.ones_like(b), b))))


def multiply_no_nan(x, y, name=None):
    """``x * y``, 0 where ``y`` is 0 (even if ``x`` is nan or inf)."""
    a, b = binary(x, y, "MulNoNan")
    _check("MulNoNan", a if a.__class__ not in _PY else b, FC)
    a, b = _both(a, b)
    return wrap(ivy.where(ivy.equal(b, 0), ivy.zeros_like(ivy.multiply(a, b)), ivy.multiply(a, b)))


def scalar_mul(scalar, x, name=None):
    """``scalar * x`` (a 0-d scalar of ``x``'s dtype)."""
    s = n(scalar) if isinstance(scalar, Tensor) else scalar
    if ivy.is_native_array(s) and len(s.shape) != 0:
        from .errors import FrontendValueError

        raise FrontendValueError(f"Only scalar multiply works, got shape {tuple(s.shape)}")
    return multiply(x, s if not ivy.is_native_array(s) else wrap(s))


def betainc(a, b, x, name=None):
    """The regularized incomplete beta function (continued fraction, Lentz's method)."""
    aa, bb = binary(a, b, "Betainc")
    aa, xx = binary(wrap(aa) if aa.__class__ not in _PY else aa, x, "Betainc")
    bb = to_tensor_like(wrap(bb) if bb.__class__ not in _PY else bb, dtype_of(aa if aa.__class__ not in _PY else xx))
    aa, bb, xx = (t(v) if v.__class__ in _PY else v for v in (aa, bb, xx))
    _check("Betainc", aa, FLOAT)
    aa, bb, xx = ivy.broadcast_arrays(aa, bb, xx)
    return wrap(_betainc(aa, bb, xx))


def _betainc(a, b, x):
    swap = ivy.greater(x, ivy.divide(ivy.add(a, 1), ivy.add(ivy.add(a, b), 2)))
    a2, b2 = ivy.where(swap, b, a), ivy.where(swap, a, b)
    x2 = ivy.where(swap, ivy.subtract(1, x), x)
    tiny = 1e-30
    lbt = ivy.subtract(ivy.add(ivy.lgamma(ivy.add(a2, b2)), ivy.multiply(a2, ivy.log(x2))),
                       ivy.subtract(ivy.add(ivy.lgamma(a2), ivy.lgamma(b2)), ivy.multiply(b2, ivy.log1p(
                           ivy.negative(x2)))))
    front = ivy.divide(ivy.exp(lbt), a2)
    f, c, d = ivy.ones_like(x2), ivy.ones_like(x2), ivy.zeros_like(x2)
    for i in range(200):
        m = i // 2
        if i == 0:
            num = ivy.ones_like(x2)
        elif i % 2 == 0:
            num = ivy.divide(ivy.multiply(ivy.multiply(x2, m), ivy.subtract(b2, m)),
                             ivy.multiply(ivy.add(a2, 2 * m - 1), ivy.add(a2, 2 * m)))
        else:
            num = ivy.negative(ivy.divide(ivy.multiply(ivy.multiply(ivy.add(a2, m), ivy.add(ivy.add(a2, b2), m)), x2),
                                          ivy.multiply(ivy.add(a2, 2 * m), ivy.add(a2, 2 * m + 1))))
        d = ivy.add(1, ivy.multiply(num, d))
        d = ivy.where(ivy.less(ivy.abs(d), tiny), ivy.full_like(d, tiny), d)
        d = ivy.reciprocal(d)
        c = ivy.add(1, ivy.divide(num, c))
        c = ivy.where(ivy.less(ivy.abs(c), tiny), ivy.full_like(c, tiny), c)
        f = ivy.multiply(f, ivy.multiply(c, d))
    r = ivy.multiply(front, ivy.subtract(f, 1))
    r = ivy.where(swap, ivy.subtract(1, r), r)
    r = ivy.where(ivy.equal(x, 0), ivy.zeros_like(r), r)
    return ivy.where(ivy.equal(x, 1), ivy.ones_like(r), r)


# ------------------------------------------------------------------ n-ary
def add_n(inputs, name=None):
    """The elementwise sum of a list of tensors of one dtype and shape."""
    if isinstance(inputs, (Tensor,)) or ivy.is_native_array(inputs):
        inputs = [inputs]
    if not inputs:
        from .errors import FrontendValueError

        raise FrontendValueError("inputs must be an iterable of at least one Tensor/IndexedSlices with the same "
                                 "dtype and shape")
    ds = same(list(inputs), "AddN")
    shapes = {tuple(d.shape) for d in ds}
    if len(shapes) > 1:
        raise invalid(f"Shapes must be equal rank, but are {sorted(shapes)}")
    r = ds[0]
    for d in ds[1:]:
        r = ivy.add(r, d)
    return wrap(r if len(ds) > 1 else ivy.copy_array(r))


def accumulate_n(inputs, shape=None, tensor_dtype=None, name=None):
    return add_n(inputs)


def polyval(coeffs, x, name=None):
    """Horner's evaluation of ``coeffs[0] * x**(n-1) + ... + coeffs[n-1]``."""
    xd = n(x)
    if not isinstance(coeffs, (list, tuple)):
        from .errors import FrontendValueError

        raise FrontendValueError(f"Argument coeffs must be list type found {type(coeffs)}.")
    if not coeffs:
        return wrap(ivy.zeros_like(xd))
    r = to_tensor_like(coeffs[0], dtype_of(xd), "Polyval", 0)
    r = ivy.native_array(r, dtype=ivy.dtype(xd)) if r.__class__ in _PY else r
    for c in coeffs[1:]:
        cd = to_tensor_like(c, dtype_of(xd), "Polyval", 0)
        r = ivy.add(ivy.multiply(r, xd), cd)
    return wrap(ivy.broadcast_to(r, ivy.broadcast_shapes(tuple(ivy.shape(r)), tuple(xd.shape))))


# ------------------------------------------------------------------ reductions

def _axes(axis, ndim):
    if axis is None:
        return None
    if isinstance(axis, Tensor) or ivy.is_native_array(axis):
        axis = ivy.to_numpy(n(axis)).tolist()
    if isinstance(axis, (list, tuple)):
        ax = tuple(int(a) for a in axis)
    else:
        ax = (int(axis),)
    for a in ax:
        if not -builtins.max(ndim, 1) <= a < builtins.max(ndim, 1):
            raise invalid(f"Invalid reduction dimension ({a} for input with {ndim} dimension(s)")
    return tuple(a % ndim for a in ax) if ndim else ()


def _reduction(fn, op, kinds, empty=None):
    def f(input_tensor, axis=None, keepdims=False, name=None):
        d = n(input_tensor)
        dt = _check(op, d, kinds)
        nd = len(d.shape)
        if axis.__class__ is int and -nd <= axis < nd:  # the common case, checked inline
            return wrap(fn(d, (axis % nd,), bool(keepdims), dt))
        ax = _axes(axis, nd)
        if ax == () and len(d.shape) == 0:
            return wrap(fn(d, None, False, dt))
        return wrap(fn(d, ax, bool(keepdims), dt))

    f.__name__ = f.__qualname__ = op
    f.__doc__ = f"TF's ``{op}`` over ``axis`` (None: all), ``keepdims``."
    return f


def _rsum(d, ax, k, dt):
    if dt._kind in "fc":
        return ivy.sum(d, axis=ax, keepdims=k)
    return ivy.sum(d, axis=ax, keepdims=k, dtype=dt._ivy)  # TF keeps int32 sums int32


def _rprod(d, ax, k, dt):
    return ivy.prod(d, axis=ax, keepdims=k, dtype=dt._ivy)


def _rmean(d, ax, k, dt):
    if dt._kind in "iu":
        s = ivy.sum(d, axis=ax, keepdims=k, dtype=dt._ivy)
        cnt = _count(d, ax)
        if cnt == 0:
            return ivy.zeros_like(s)
        return ivy.astype(ivy.trunc_divide(s, cnt), dt._ivy)
    if _count(d, ax) == 0:
        return ivy.full_like(ivy.sum(d, axis=ax, keepdims=k), float("nan"))
    return ivy.mean(d, axis=ax, keepdims=k)


def _count(d, ax):
    shape = tuple(d.shape)
    c = 1
    for i in (range(len(shape)) if ax is None else ax):
        c *= shape[i]
    return c


def _extreme(which):
    def f(d, ax, k, dt):
        if _count(d, ax) == 0:
            if dt._kind == "b":
                fill = which != "max"
            elif dt._kind == "f":
                fill = float("-inf") if which == "max" else float("inf")
            else:
                fill = dt.min if which == "max" else dt.max
            shape = _reduced_shape(tuple(d.shape), ax, k)
            return ivy.full(shape, fill, dtype=dt._ivy)._data if isinstance(ivy.full(shape, fill, dtype=dt._ivy),
                                                                              ivy.Array) else ivy.full(shape, fill,
                                                                                                       dtype=dt._ivy)
        return (ivy.max if which == "max" else ivy.min)(d, axis=ax, keepdims=k)

    return f


def _reduced_shape(shape, ax, k):
    ax = range(len(shape)) if ax is None else ax
    if k:
        return tuple(1 if i in ax else s for i, s in enumerate(shape))
    return tuple(s for i, s in enumerate(shape) if i not in ax)


def _rall(d, ax, k, dt):
    return ivy.all(d, axis=ax, keepdims=k)


def _rany(d, ax, k, dt):
    return ivy.any(d, axis=ax, keepdims=k)


def _rlse(d, ax, k, dt):
    if _count(d, ax) == 0:
        return ivy.full_like(ivy.sum(d, axis=ax, keepdims=k), float("-inf"))
    m = ivy.stop_gradient(ivy.max(d, axis=ax, keepdims=True))
    m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
    r = ivy.add(ivy.log(ivy.sum(ivy.exp(ivy.subtract(d, m)), axis=ax, keepdims=True)), m)
    return r if k else ivy.squeeze(r, axis=tuple(range(len(d.shape))) if ax is None else ax)


def _rvar(d, ax, k, dt):
    if dt._kind == "c":
        mu = ivy.mean(d, axis=ax, keepdims=True)
        return ivy.mean(ivy.real(ivy.multiply(ivy.subtract(d, mu), ivy.conj(ivy.subtract(d, mu)))), axis=ax,
                        keepdims=k)
    return ivy.var(d, axis=ax, keepdims=k)


def _rstd(d, ax, k, dt):
    return ivy.sqrt(_rvar(d, ax, k, dt))


def _rnorm(d, ax, k, dt):
    if dt._kind in "iu":
        return ivy.astype(ivy.sqrt(ivy.astype(ivy.sum(ivy.multiply(d, d), axis=ax, keepdims=k), ivy.float64)),
                          dt._ivy)
    if dt._kind == "c":
        return ivy.astype(ivy.sqrt(ivy.sum(ivy.multiply(d, ivy.conj(d)), axis=ax, keepdims=k)), dt._ivy)
    return ivy.sqrt(ivy.sum(ivy.multiply(d, d), axis=ax, keepdims=k))


reduce_sum = _reduction(_rsum, "reduce_sum", NUM)
reduce_prod = _reduction(_rprod, "reduce_prod", NUM)
reduce_mean = _reduction(_rmean, "reduce_mean", NUM)
reduce_max = _reduction(_extreme("max"), "reduce_max", REAL)
reduce_min = _reduction(_extreme("min"), "reduce_min", REAL)
reduce_all = _reduction(_rall, "reduce_all", "b")
reduce_any = _reduction(_rany, "reduce_any", "b")
reduce_logsumexp = _reduction(_rlse, "reduce_logsumexp", FLOAT)
reduce_variance = _reduction(_rvar, "reduce_variance", FC)
reduce_std = _reduction(_rstd, "reduce_std", FC)
reduce_euclidean_norm = _reduction(_rnorm, "reduce_euclidean_norm", NUM)


def count_nonzero(input, axis=None, keepdims=None, dtype=D.int64, name=None):  # noqa: A002
    """The number of nonzero elements along ``axis``."""
    d = n(input)
    ax = _axes(axis, len(d.shape))
    nz = ivy.not_equal(d, ivy.zeros_like(d)) if dtype_of(d)._kind != "b" else d
    r = ivy.sum(ivy.astype(nz, ivy.int64), axis=ax, keepdims=bool(keepdims))
    return wrap(ivy.astype(r, D.to_ivy(dtype)))


def zero_fraction(value, name=None):
    d = n(value)
    nz = ivy.equal(d, ivy.zeros_like(d)) if dtype_of(d)._kind != "b" else ivy.logical_not(d)
    if _count(d, None) == 0:
        return wrap(ivy.native_array(float("nan"), dtype=ivy.float32))
    return wrap(ivy.mean(ivy.astype(nz, ivy.float32)))


def _argext(fn, op):
    def f(input, axis=None, output_type=D.int64, name=None):  # noqa: A002
        d = n(input)
        _check(op, d, REAL)
        ax = 0 if axis is None else int(n(axis)) if not isinstance(axis, int) else axis
        if len(d.shape) == 0:
            raise invalid(f"Expected dimension in the range [0, 0), but got {ax}")
        if d.shape[ax] == 0:
            raise invalid(f"Reduction axis {ax} is empty in shape {list(d.shape)}")
        return wrap(ivy.astype(fn(d, axis=ax), D.to_ivy(output_type)))

    f.__name__ = f.__qualname__ = op
    return f


argmax = _argext(ivy.argmax, "argmax")
argmin = _argext(ivy.argmin, "argmin")


def _cum(kind):
    def f(x, axis=0, exclusive=False, reverse=False, name=None):
        d = n(x)
        _check(f"Cum{kind}", d, "fciu" if kind != "logsumexp" else FLOAT)
        ax = int(n(axis)) if not isinstance(axis, int) else axis
        if not -builtins.max(len(d.shape), 1) <= ax < builtins.max(len(d.shape), 1):
            raise invalid(f"ax ({ax}) must be in range")
        if len(d.shape) == 0:
            raise invalid("cumulative op of a scalar")
        if kind == "sum":
            return wrap(ivy.cumsum(d, axis=ax, exclusive=bool(exclusive), reverse=bool(reverse), dtype=ivy.dtype(d)))
        if kind == "prod":
            return wrap(ivy.cumprod(d, axis=ax, exclusive=bool(exclusive), reverse=bool(reverse), dtype=ivy.dtype(d)))
        y = d if not reverse else ivy.flip(d, axis=ax)
        m = ivy.stop_gradient(ivy.max(y, axis=ax, keepdims=True)) if d.shape[ax] else ivy.zeros_like(y)
        m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
        r = ivy.add(ivy.log(ivy.cumsum(ivy.exp(ivy.subtract(y, m)), axis=ax, exclusive=bool(exclusive))), m)
        return wrap(r if not reverse else ivy.flip(r, axis=ax))

    f.__name__ = f.__qualname__ = "cumulative_logsumexp" if kind == "logsumexp" else f"cum{kind}"
    return f


cumsum = _cum("sum")
cumprod = _cum("prod")
cumulative_logsumexp = _cum("logsumexp")


# ------------------------------------------------------------------ segments

def _segment_ids(ids):
    s = n(ids)
    if dtype_of(s)._kind not in "iu":
        raise invalid("segment_ids must be an integer tensor")
    return s


def _num_segments(num_segments):
    return int(n(num_segments)) if not isinstance(num_segments, int) else num_segments


def _unsorted(reducer, op):
    def f(data, segment_ids, num_segments, name=None):
        d = n(data)
        s = _segment_ids(segment_ids)
        k = _num_segments(num_segments)
        return wrap(_segment(d, s, k, reducer, op))

    f.__name__ = f.__qualname__ = op
    return f


def _segment(d, s, k, reducer, op):
    """Reduce the rows of ``d`` (leading dims of ``s``'s shape) into ``k`` segments."""
    dt = dtype_of(d)
    sshape = tuple(s.shape)
    if tuple(d.shape[:len(sshape)]) != sshape:
        raise invalid(f"data.shape = {list(d.shape)} does not start with segment_ids.shape = {list(sshape)}")
    rows = 1
    for v in sshape:
        rows *= v
    inner = tuple(d.shape[len(sshape):])
    d2 = ivy.reshape(d, (rows,) + inner)
    s1 = ivy.astype(ivy.reshape(s, (rows,)), ivy.int64)
    if rows and bool(ivy.any(ivy.greater_equal(s1, k))):
        raise invalid(f"segment_ids must be < num_segments = {k}")
    valid = ivy.greater_equal(s1, 0)
    onehot = ivy.logical_and(ivy.equal(ivy.expand_dims(s1, axis=0),
                                       ivy.expand_dims(ivy.arange(k, dtype=ivy.int64), axis=1)),
                             ivy.expand_dims(valid, axis=0))  # [k, rows]
    mask = ivy.reshape(onehot, (k, rows) + (1,) * len(inner))
    x = ivy.expand_dims(d2, axis=0)  # [1, rows, inner]
    cnt = ivy.sum(ivy.astype(onehot, ivy.int64), axis=1)
    cntb = ivy.reshape(cnt, (k,) + (1,) * len(inner))
    if reducer in ("sum", "mean", "sqrt_n"):
        r = ivy.sum(ivy.where(mask, x, ivy.zeros_like(x)), axis=1, dtype=dt._ivy)
        if reducer == "mean" and op.startswith("unsorted"):  # TF divides with truediv: ints become floats
            rd = _truediv_dtype(dt)
            r = ivy.divide(ivy.astype(r, rd._ivy), ivy.astype(ivy.maximum(cntb, 1), rd._ivy))
        elif reducer == "mean":
            c = ivy.astype(ivy.maximum(cntb, 1), dt._ivy)
            r = ivy.divide(r, c) if dt._kind in "fc" else ivy.astype(ivy.trunc_divide(r, c), dt._ivy)
        elif reducer == "sqrt_n":
            if dt._kind not in "fc":
                raise invalid(f"unsorted_segment_sqrt_n: data must be floating, got {dt.name}")
            r = ivy.divide(r, ivy.sqrt(ivy.astype(ivy.maximum(cntb, 1), dt._ivy)))
        return r
    if reducer == "prod":
        return ivy.prod(ivy.where(mask, x, ivy.ones_like(x)), axis=1, dtype=dt._ivy)
    if dt._kind == "f":
        lo, hi = float("-inf"), float("inf")
    else:
        lo, hi = dt.min, dt.max
    if reducer == "max":
        fill = ivy.full_like(x, lo)
        r = ivy.max(ivy.where(mask, x, fill), axis=1) if rows else ivy.full((k,) + inner, lo, dtype=dt._ivy)
    else:
        fill = ivy.full_like(x, hi)
        r = ivy.min(ivy.where(mask, x, fill), axis=1) if rows else ivy.full((k,) + inner, hi, dtype=dt._ivy)
    return r._data if isinstance(r, ivy.Array) else r


unsorted_segment_sum = _unsorted("sum", "unsorted_segment_sum")
unsorted_segment_prod = _unsorted("prod", "unsorted_segment_prod")
unsorted_segment_max = _unsorted("max", "unsorted_segment_max")
unsorted_segment_min = _unsorted("min", "unsorted_segment_min")
unsorted_segment_mean = _unsorted("mean", "unsorted_segment_mean")
unsorted_segment_sqrt_n = _unsorted("sqrt_n", "unsorted_segment_sqrt_n")


def _sorted_segment(reducer, op):
    def f(data, segment_ids, name=None):
        d = n(data)
        s = _segment_ids(segment_ids)
        if len(s.shape) != 1:
            raise invalid("segment_ids should be a vector")
        vals = ivy.to_numpy(s).tolist()
        if any(b < a for a, b in zip(vals, vals[1:])) or any(v < 0 for v in vals):
            raise invalid("segment ids are not increasing")
        k = (vals[-1] + 1) if vals else 0
        r = _segment(d, s, k, reducer, op)
        if reducer in ("max", "min") and vals:  # empty segments are 0 in the sorted ops
            present = set(vals)
            if len(present) != k:
                keep = ivy.native_array([i in present for i in range(k)])
                keep = ivy.reshape(keep, (k,) + (1,) * (len(r.shape) - 1))
                r = ivy.where(keep, r, ivy.zeros_like(r))
        return wrap(r)

    f.__name__ = f.__qualname__ = op
    return f


segment_sum = _sorted_segment("sum", "segment_sum")
segment_prod = _sorted_segment("prod", "segment_prod")
segment_max = _sorted_segment("max", "segment_max")
segment_min = _sorted_segment("min", "segment_min")
segment_mean = _sorted_segment("mean", "segment_mean")


# ------------------------------------------------------------------ misc

def bincount(arr, weights=None, minlength=None, maxlength=None, dtype=D.int32, name=None, axis=None,
             binary_output=False):
    """Counts of each value of non-negative int ``arr`` (``weights`` summed instead when given)."""
    d = n(arr)
    if axis not in (None, 0, -1):
        from .errors import refuse

        raise refuse("tf.math.bincount", "axis", axis)
    if axis == -1 and len(d.shape) == 2:
        rows = [bincount(wrap(r), None if weights is None else wrap(w), minlength, maxlength, dtype,
                         binary_output=binary_output)._data
                for r, w in zip(ivy.unstack(d, axis=0), ivy.unstack(n(weights), axis=0) if weights is not None
                                else [None] * d.shape[0])]
        size = builtins.max([r.shape[0] for r in rows] + [0])
        rows = [ivy.pad(r, ((0, size - r.shape[0]),)) for r in rows]
        return wrap(ivy.stack(rows) if rows else ivy.zeros((0, 0), dtype=D.to_ivy(dtype)))
    flat = ivy.reshape(d, (-1,))
    if flat.shape[0] and bool(ivy.any(ivy.less(flat, 0))):
        raise invalid("Input arr must be non-negative!")
    size = int(ivy.max(flat)) + 1 if flat.shape[0] else 0
    if minlength is not None:
        size = builtins.max(size, int(minlength))
    if maxlength is not None:
        size = builtins.min(size, int(maxlength))
    idx = ivy.astype(flat, ivy.int64)
    onehot = ivy.equal(ivy.expand_dims(idx, axis=0), ivy.expand_dims(ivy.arange(size, dtype=ivy.int64), axis=1))
    if weights is not None:
        w = ivy.reshape(n(weights), (-1,))
        r = ivy.sum(ivy.where(onehot, ivy.expand_dims(w, axis=0), ivy.zeros_like(ivy.expand_dims(w, axis=0))), axis=1)
        if binary_output:
            r = ivy.astype(ivy.any(onehot, axis=1), ivy.dtype(w))
        return wrap(r)
    r = ivy.sum(ivy.astype(onehot, ivy.int64), axis=1)
    if binary_output:
        r = ivy.astype(ivy.greater(r, 0), ivy.int64)
    return wrap(ivy.astype(r, D.to_ivy(dtype)))


def l2_normalize(x, axis=None, epsilon=1e-12, name=None, dim=None):
    """``x / sqrt(max(sum(x**2, axis), epsilon))``."""
    d = n(x)
    ax = dim if axis is None else axis
    ax = _axes(ax, len(d.shape))
    sq = ivy.sum(ivy.square(ivy.abs(d)) if dtype_of(d)._kind == "c" else ivy.square(d), axis=ax, keepdims=True)
    inv = ivy.reciprocal(ivy.sqrt(ivy.maximum(sq, epsilon)))
    return wrap(ivy.multiply(d, ivy.astype(inv, ivy.dtype(d))))


def _softmax_axis(d, axis):
    return -1 if axis is None else int(axis)


def softmax(logits, axis=None, name=None):
    d = n(logits)
    _check("Softmax", d, FLOAT)
    if len(d.shape) == 0:
        raise invalid("logits must have >= 1 dimension")
    return wrap(ivy.softmax(d, axis=_softmax_axis(d, axis)))


def log_softmax(logits, axis=None, name=None):
    d = n(logits)
    _check("LogSoftmax", d, FLOAT)
    if len(d.shape) == 0:
        raise invalid("logits must have >= 1 dimension")
    return wrap(ivy.log_softmax(d, axis=_softmax_axis(d, axis)))


def top_k(input, k=1, sorted=True, index_type=D.int32, name=None):  # noqa: A002
    """The ``k`` largest entries of the last axis and their indices (ties: lower index first)."""
    from ._array_ops import TopKV2

    d = n(input)
    _check("TopKV2", d, REAL)
    k = int(n(k)) if not isinstance(k, int) else k
    if len(d.shape) == 0:
        raise invalid("input must be at least 1-D")
    if k < 0 or k > d.shape[-1]:
        raise invalid(f"input must have at least k columns. Had {d.shape[-1]}, needed {k}")
    idx = ivy.argsort(ivy.negative(d) if dtype_of(d)._kind != "u" else d, axis=-1, descending=dtype_of(d)._kind == "u",
                      stable=True) if dtype_of(d)._kind != "b" else ivy.argsort(d, axis=-1, descending=True)
    idx = idx[..., :k]
    vals = ivy.take_along_axis(d, idx, axis=-1)
    return TopKV2(wrap(vals), wrap(ivy.astype(idx, D.to_ivy(index_type))))


def in_top_k(targets, predictions, k, name=None):
    """Whether ``targets[i]`` is among the top ``k`` of ``predictions[i]`` (ties count as in)."""
    p = n(predictions)
    tg = ivy.astype(n(targets), ivy.int64)
    tv = ivy.take_along_axis(p, ivy.expand_dims(tg, axis=-1), axis=-1)
    greater_cnt = ivy.sum(ivy.astype(ivy.greater(p, tv), ivy.int64), axis=-1)
    ok = ivy.logical_and(ivy.less(greater_cnt, int(k)), ivy.isfinite(ivy.squeeze(tv, axis=-1)))
    return wrap(ok)


def is_non_decreasing(x, name=None):
    d = ivy.reshape(n(x), (-1,))
    if d.shape[0] < 2:
        return wrap(ivy.native_array(True))
    return wrap(ivy.all(ivy.less_equal(d[:-1], d[1:])))


def is_strictly_increasing(x, name=None):
    d = ivy.reshape(n(x), (-1,))
    if d.shape[0] < 2:
        return wrap(ivy.native_array(True))
    return wrap(ivy.all(ivy.less(d[:-1], d[1:])))


def confusion_matrix(labels, predictions, num_classes=None, weights=None, dtype=D.int32, name=None):
    lab = ivy.astype(n(labels), ivy.int64)
    pred = ivy.astype(n(predictions), ivy.int64)
    if num_classes is None:
        num_classes = int(ivy.max(ivy.maximum(lab, pred))) + 1 if lab.shape[0] else 0
    idx = ivy.stack([lab, pred], axis=-1)
    w = ivy.ones(tuple(lab.shape), dtype=D.to_ivy(dtype)) if weights is None else ivy.astype(n(weights),
                                                                                              D.to_ivy(dtype))
    w = w._data if isinstance(w, ivy.Array) else w
    r = ivy.scatter_nd(idx, w, (int(num_classes), int(num_classes)), reduction="sum")
    return wrap(r._data if isinstance(r, ivy.Array) else r)


# ------------------------------------------------------------------ operators

def _rev(fn):
    def r(self, other):
        return fn(other, self)

    return r


def _matmul(a, b):
    from ._array_ops import matmul

    return matmul(a, b)


def _and(a, b):
    x, y = binary(a, b, "LogicalAnd")
    k = dtype_of(x if x.__class__ not in _PY else y)._kind
    return wrap(ivy.logical_and(x, y) if k == "b" else ivy.bitwise_and(x, y))


def _or(a, b):
    x, y = binary(a, b, "LogicalOr")
    k = dtype_of(x if x.__class__ not in _PY else y)._kind
    return wrap(ivy.logical_or(x, y) if k == "b" else ivy.bitwise_or(x, y))


def _xor(a, b):
    x, y = binary(a, b, "LogicalXor")
    k = dtype_of(x if x.__class__ not in _PY else y)._kind
    return wrap(ivy.logical_xor(x, y) if k == "b" else ivy.bitwise_xor(x, y))


def _invert(a):
    d = n(a)
    k = dtype_of(d)._kind
    if k not in "biu":
        raise invalid(f"Value for attr 'T' of {dtype_of(d).name} is not in the list of allowed values for Invert")
    return wrap(ivy.logical_not(d) if k == "b" else ivy.bitwise_invert(d))


def _eq(a, b):
    if b is None:
        return False
    return equal(a, b)


def _ne(a, b):
    if b is None:
        return True
    return not_equal(a, b)


def _pos(a):
    return a if isinstance(a, Tensor) else wrap(n(a))


def bind_operators(cls):
    """Give ``cls`` (Tensor, Variable) TF's operators."""
    ops = {
        "__add__": add, "__sub__": subtract, "__mul__": multiply, "__truediv__": truediv,
        "__floordiv__": floordiv, "__mod__": floormod, "__pow__": pow, "__matmul__": _matmul,
        "__and__": _and, "__or__": _or, "__xor__": _xor,
        "__lt__": less, "__le__": less_equal, "__gt__": greater, "__ge__": greater_equal,
        "__eq__": _eq, "__ne__": _ne,
    }
    for k, fn in ops.items():
        setattr(cls, k, lambda self, other, fn=fn: fn(self, other))
        if k not in ("__lt__", "__le__", "__gt__", "__ge__", "__eq__", "__ne__"):
            setattr(cls, "__r" + k[2:], _rev(fn))
    cls.__neg__ = lambda self: negative(self)
    cls.__abs__ = lambda self: abs(self)
    cls.__invert__ = _invert
    cls.__pos__ = _pos


bind_operators(Tensor)

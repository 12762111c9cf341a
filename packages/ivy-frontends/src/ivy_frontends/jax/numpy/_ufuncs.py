"""Elementwise functions with JAX's dtype rules (promotion lattice, weak types, inexact results of
integer inputs in the default float dtype), computed by ivy on native arrays.

>>> import ivy_frontends.jax.numpy as jnp
>>> jnp.add(jnp.int8(1), jnp.uint8(2)).dtype, jnp.sin(jnp.arange(2)).dtype, jnp.add(1.0, 2)
(dtype('int16'), dtype('float32'), Array(3., dtype=float32, weak_type=True))
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendTypeError
from .. import _dtypes as D
from .._array import Array, wrap
from .._convert import _PY, n, promote, to_dtype, weak_of
from ._fallback import np_call

_of = D.of_native


def _one(x):
    """(native, weak) of one operand (a Python number becomes a weak 0-d array)."""
    if x.__class__ is Array:
        return x._data, x._weak
    from .._convert import arr

    v = n(x)
    if v.__class__ in _PY:
        return arr(v), v.__class__ is not bool
    from ._creation import asarray

    a = asarray(x)
    return a._data, a._weak


def _inexact(x):
    """(native of an inexact dtype, weak): integers and bools in the default float dtype."""
    a, w = _one(x)
    d = _of(a)
    if d._cat < 2:
        a = ivy.astype(a, D.to_inexact(d, w)._ivy)
    return a, w


def _int_only(name, a):
    return FrontendTypeError(f"{name} does not accept dtype {_of(a).name}. It accepts integer and bool types")


def _doc(name, what):
    return f"``jax.numpy.{name}``: {what} (elementwise)."


def unary(name, fn, kind="same", what=None):
    """A unary elementwise function: ``kind`` "same" (dtype kept), "inexact" (ints -> default float),
    "bool" (bool result), "int" (integers and bools only), "real" (complex refused)."""
    if kind == "inexact":
        def f(x, /):
            a, w = _inexact(x)
            return wrap(fn(a), w)
    elif kind == "bool":
        def f(x, /):
            a, w = _one(x)
            return wrap(fn(a), w)
    elif kind == "strong":
        def f(x, /):
            a, _ = _inexact(x)
            return wrap(fn(a))
    elif kind == "int":
        def f(x, /):
            a, w = _one(x)
            if _of(a)._cat > 1:
                raise _int_only(name, a)
            return wrap(fn(a), w)
    else:
        def f(x, /):
            if x.__class__ is Array:
                return wrap(fn(x._data), x._weak)
            a, w = _one(x)
            return wrap(fn(a), w)
    return _named(f, name, what)


def _named(f, name, what=None):
    from ._fallback import signature_of

    f.__name__ = f.__qualname__ = name
    f.__doc__ = _doc(name, what or name)
    sig = signature_of(name)
    if sig is not None:
        f.__signature__ = sig
    return f


def binary(name, fn, kind="promote", what=None):
    """A binary elementwise function: ``kind`` "promote" (JAX's join), "inexact" (join, then ints ->
    default float), "cmp" (join, bool result), "logical" (operands as bool), "int" (integers and
    bools only), "float" (real floating result)."""
    if kind == "promote":
        def f(x1, x2, /):
            if x1.__class__ is Array and x2.__class__ is Array:
                a, b = x1._data, x2._data
                if _of(a) is _of(b) and x1._weak is x2._weak:
                    return wrap(fn(a, b), x1._weak)
            a, b, w = promote(x1, x2)
            return wrap(fn(a, b), w)
    elif kind == "inexact":
        def f(x1, x2, /):
            a, b, w = promote(x1, x2)
            d = _of(a)
            if d._cat < 2:
                fd = D.to_inexact(d, w)._ivy
                a, b = ivy.astype(a, fd), ivy.astype(b, fd)
            return wrap(fn(a, b), w)
    elif kind == "cmp":
        def f(x1, x2, /):
            a, b, w = promote(x1, x2)
            return wrap(fn(a, b), w)
    elif kind == "logical":
        def f(x1, x2, /):
            a, b, _ = promote(x1, x2)  # weak only where both operands are
            return wrap(fn(to_dtype(a, D.BOOL), to_dtype(b, D.BOOL)), weak_of(x1) and weak_of(x2))
    elif kind == "int":
        def f(x1, x2, /):
            a, b, w = promote(x1, x2)
            if _of(a)._cat > 1:
                raise _int_only(name, a)
            return wrap(fn(a, b), w)
    else:
        raise ValueError(kind)
    return _named(f, name, what)


def _np(name):
    """The NumPy frontend's ``name`` on natives of one dtype, its result kept in that dtype."""
    def g(*xs):
        r = np_call(name, *xs)
        d = _of(xs[0]) if not isinstance(xs[0], (int, float, complex)) else None
        return r if d is None or _of(r) is d or _of(r) is D.BOOL else to_dtype(r, d)
    return g


def _bool_add(fn, alt):
    def g(a, b):
        if _of(a) is D.BOOL:
            return alt(a, b)
        return fn(a, b)
    return g


add = binary("add", _bool_add(ivy.add, ivy.logical_or))
subtract = binary("subtract", ivy.subtract)
multiply = binary("multiply", _bool_add(ivy.multiply, ivy.logical_and))
maximum = binary("maximum", _bool_add(ivy.maximum, ivy.logical_or))
minimum = binary("minimum", _bool_add(ivy.minimum, ivy.logical_and))


def _floor_divide(a, b):
    if _of(a) is D.BOOL:
        raise FrontendTypeError("floor_divide does not accept dtype bool")
    if _of(a)._cat == 3:
        raise FrontendTypeError("floor_divide does not support complex-valued inputs.")
    return _np("floor_divide")(a, b)


floor_divide = binary("floor_divide", _floor_divide)


def _remainder(a, b):
    if _of(a)._cat == 3:
        raise FrontendTypeError("remainder does not support complex-valued inputs.")
    return _np("remainder")(a, b)


remainder = binary("remainder", _remainder)
mod = remainder
fmod = binary("fmod", _np("fmod"))
divide = binary("divide", ivy.divide, "inexact")
true_divide = divide


def _power(a, b):
    d = _of(a)
    if d._cat == 1:
        return np_call("power", a, ivy.abs(b) if d.kind == "i" else b) if False else _int_power(a, b)
    if d is D.BOOL:
        return ivy.logical_or(a, ivy.logical_not(b))
    return ivy.pow(a, b)


def _int_power(a, b):
    # JAX: integer power by squaring; negative exponents give 0 (or +-1 for bases +-1)
    one = ivy.ones_like(a)
    bn = ivy.where(ivy.less(b, 0), ivy.zeros_like(b), b) if _of(b).kind == "i" else b
    r = np_call("power", a, bn)
    if _of(b).kind == "i":
        neg = ivy.less(b, 0)
        odd = ivy.equal(ivy.remainder(b, 2), 1) if False else ivy.not_equal(ivy.remainder(b, 2), 0)
        m1 = ivy.where(odd, ivy.negative(one) if _of(a).kind == "i" else one, one)
        special = ivy.where(ivy.equal(a, 1), one, ivy.where(ivy.equal(a, -1) if _of(a).kind == "i" else
                                                             ivy.zeros_like(neg), m1, ivy.zeros_like(a)))
        r = ivy.where(neg, special, r)
    return r


power = binary("power", _power)
pow = power  # noqa: A001 - JAX's name


def _float_power(x1, x2, /):
    a, b, w = promote(x1, x2)
    d = _of(a)
    t = D.to_inexact(d, w)
    if D.x64() and t._cat == 2:
        t = D.F64
    return wrap(ivy.pow(to_dtype(a, t), to_dtype(b, t)), w)


float_power = _named(_float_power, "float_power")
arctan2 = binary("arctan2", ivy.atan2, "inexact")
atan2 = arctan2
hypot = binary("hypot", ivy.hypot, "inexact")
logaddexp = binary("logaddexp", ivy.logaddexp, "inexact")
logaddexp2 = binary("logaddexp2", ivy.logaddexp2, "inexact")
copysign = binary("copysign", ivy.copysign, "inexact")
nextafter = binary("nextafter", ivy.nextafter, "inexact")
heaviside = binary("heaviside", _np("heaviside"), "inexact")
def _cplx_ge(a, b):
    ar, br = ivy.real(a), ivy.real(b)
    return ivy.logical_or(ivy.greater(ar, br), ivy.logical_and(ivy.equal(ar, br),
                                                               ivy.greater_equal(ivy.imag(a), ivy.imag(b))))


def _cnan(a):
    return ivy.logical_or(ivy.isnan(ivy.real(a)), ivy.isnan(ivy.imag(a)))


def _fmax(a, b):
    if _of(a)._cat < 3:
        return ivy.fmax(a, b) if _of(a)._cat > 0 else ivy.logical_or(a, b)
    return ivy.where(ivy.logical_or(_cnan(b), ivy.logical_and(ivy.logical_not(_cnan(a)), _cplx_ge(a, b))), a, b)


def _fmin(a, b):
    if _of(a)._cat < 3:
        return ivy.fmin(a, b) if _of(a)._cat > 0 else ivy.logical_and(a, b)
    return ivy.where(ivy.logical_or(_cnan(b), ivy.logical_and(ivy.logical_not(_cnan(a)), _cplx_ge(b, a))), a, b)


fmax = binary("fmax", _fmax)
fmin = binary("fmin", _fmin)
equal = binary("equal", ivy.equal, "cmp")
not_equal = binary("not_equal", ivy.not_equal, "cmp")
less = binary("less", ivy.less, "cmp")
less_equal = binary("less_equal", ivy.less_equal, "cmp")
greater = binary("greater", ivy.greater, "cmp")
greater_equal = binary("greater_equal", ivy.greater_equal, "cmp")
logical_and = binary("logical_and", ivy.logical_and, "logical")
logical_or = binary("logical_or", ivy.logical_or, "logical")
logical_xor = binary("logical_xor", ivy.logical_xor, "logical")
bitwise_and = binary("bitwise_and", ivy.bitwise_and, "int")
bitwise_or = binary("bitwise_or", ivy.bitwise_or, "int")
bitwise_xor = binary("bitwise_xor", ivy.bitwise_xor, "int")
left_shift = binary("left_shift", _np("left_shift"), "int")
right_shift = binary("right_shift", _np("right_shift"), "int")
bitwise_left_shift = left_shift
bitwise_right_shift = right_shift
gcd = binary("gcd", _np("gcd"), "int")
lcm = binary("lcm", _np("lcm"), "int")


def ldexp(x1, x2, /):
    a, _ = _inexact(x1)
    b = n(x2)
    return wrap(np_call("ldexp", a, b))


def divmod(x1, x2, /):  # noqa: A001 - JAX's name
    return floor_divide(x1, x2), remainder(x1, x2)


# ------------------------------------------------------------------ unary

def _neg(a):
    if _of(a) is D.BOOL:
        raise FrontendTypeError("negative does not accept dtype bool.")
    return ivy.negative(a)


negative = unary("negative", _neg)
positive = unary("positive", lambda a: a)


def _abs(a):
    d = _of(a)
    if d._cat == 3:
        return ivy.abs(a)
    if d.kind == "u" or d is D.BOOL:
        return a
    return ivy.abs(a)


def absolute(x, /):
    a, w = _one(x)
    return wrap(_abs(a), w)


abs = absolute  # noqa: A001 - JAX's name
fabs = unary("fabs", lambda a: ivy.abs(a), "inexact")


def _sign(a):
    d = _of(a)
    if d is D.BOOL:
        return a
    if d.kind == "u":
        return ivy.astype(ivy.not_equal(a, 0), d._ivy)
    if d._cat == 3:
        m = ivy.abs(a)
        return ivy.where(ivy.equal(m, 0), ivy.zeros_like(a), ivy.divide(a, ivy.astype(m, d._ivy)))
    return ivy.sign(a)


sign = unary("sign", _sign)


def _int_same(fn):
    def g(a):
        if _of(a)._cat < 2:
            return a
        return fn(a)
    return g


floor = unary("floor", _int_same(ivy.floor))
ceil = unary("ceil", _int_same(ivy.ceil))
trunc = unary("trunc", _int_same(ivy.trunc))
rint = unary("rint", lambda a: ivy.round(a), "inexact")
sqrt = unary("sqrt", ivy.sqrt, "inexact")
cbrt = unary("cbrt", _np("cbrt"), "inexact")
exp = unary("exp", ivy.exp, "inexact")
exp2 = unary("exp2", ivy.exp2, "inexact")
expm1 = unary("expm1", ivy.expm1, "inexact")
log = unary("log", ivy.log, "inexact")
log2 = unary("log2", ivy.log2, "strong")  # JAX divides by a strong log(2): not weak
log10 = unary("log10", ivy.log10, "strong")
log1p = unary("log1p", ivy.log1p, "inexact")
sin = unary("sin", ivy.sin, "inexact")
cos = unary("cos", ivy.cos, "inexact")
tan = unary("tan", ivy.tan, "inexact")
arcsin = unary("arcsin", ivy.asin, "inexact")
arccos = unary("arccos", ivy.acos, "inexact")
arctan = unary("arctan", ivy.atan, "inexact")
sinh = unary("sinh", ivy.sinh, "inexact")
cosh = unary("cosh", ivy.cosh, "inexact")
tanh = unary("tanh", ivy.tanh, "inexact")
arcsinh = unary("arcsinh", ivy.asinh, "inexact")
arccosh = unary("arccosh", ivy.acosh, "inexact")
arctanh = unary("arctanh", ivy.atanh, "inexact")
asin, acos, atan, asinh, acosh, atanh = arcsin, arccos, arctan, arcsinh, arccosh, arctanh
deg2rad = unary("deg2rad", ivy.deg2rad, "inexact")
rad2deg = unary("rad2deg", ivy.rad2deg, "inexact")
radians, degrees = deg2rad, rad2deg
sinc = unary("sinc", ivy.sinc, "inexact")
i0 = unary("i0", ivy.i0, "inexact")
spacing = unary("spacing", _np("spacing"), "inexact")


def _reciprocal(a):
    d = _of(a)
    if d._cat <= 1:
        return np_call("floor_divide", ivy.ones_like(a), a) if d._cat == 1 else a
    return ivy.reciprocal(a)


reciprocal = unary("reciprocal", _reciprocal)


def _square(a):
    if _of(a) is D.BOOL:
        return a
    return ivy.square(a)


square = unary("square", _square)
conjugate = unary("conjugate", lambda a: ivy.conj(a) if _of(a)._cat == 3 else a)
conj = conjugate


def _real(a):
    return ivy.real(a) if _of(a)._cat == 3 else a


def _imag(a):
    return ivy.imag(a) if _of(a)._cat == 3 else ivy.zeros_like(a)


def real(val, /):
    a, w = _one(val)
    return wrap(_real(a), w)


def imag(val, /):
    a, w = _one(val)
    return wrap(_imag(a), w)


def angle(z, deg=False):
    a, w = _one(z)
    d = _of(a)
    if d._cat < 2:
        a = ivy.astype(a, D.to_inexact(d, w)._ivy)
    r = ivy.angle(a) if d._cat == 3 else ivy.atan2(ivy.zeros_like(a), a)
    if deg:
        r = ivy.rad2deg(r)
    return wrap(r)


isfinite = unary("isfinite", lambda a: ivy.isfinite(a) if _of(a)._cat >= 2 else ivy.ones_like(a, dtype=ivy.bool),
                 "bool")
_isinf = unary("isinf", lambda a: ivy.isinf(a) if _of(a)._cat >= 2 else ivy.zeros_like(a, dtype=ivy.bool), "bool")
isnan = unary("isnan", lambda a: ivy.isnan(a) if _of(a)._cat >= 2 else ivy.zeros_like(a, dtype=ivy.bool), "bool")
_isposinf = unary("isposinf", lambda a: np_call("isposinf", a) if _of(a)._cat == 2 else (
    ivy.zeros_like(a, dtype=ivy.bool) if _of(a)._cat < 2 else _cplx_err("isposinf")), "bool")
_isneginf = unary("isneginf", lambda a: np_call("isneginf", a) if _of(a)._cat == 2 else (
    ivy.zeros_like(a, dtype=ivy.bool) if _of(a)._cat < 2 else _cplx_err("isneginf")), "bool")
_signbit = unary("signbit", lambda a: ivy.signbit(a) if _of(a)._cat >= 2 else (
    ivy.less(a, 0) if _of(a).kind == "i" else ivy.zeros_like(a, dtype=ivy.bool)), "bool")


def signbit(x, /):
    r = _signbit(x)
    r._weak = False
    return r
logical_not = unary("logical_not", lambda a: ivy.logical_not(to_dtype(a, D.BOOL)), "bool")


def _strong(f, name):
    def g(x, /):
        r = f(x)
        r._weak = False
        return r
    g.__name__ = g.__qualname__ = name
    g.__doc__ = f.__doc__
    return g


isinf = _strong(_isinf, "isinf")


def isposinf(x, /, out=None):
    if out is not None:
        raise FrontendTypeError("isposinf: out= is not supported (JAX arrays are immutable)")
    r = _isposinf(x)
    r._weak = False
    return r


def isneginf(x, /, out=None):
    if out is not None:
        raise FrontendTypeError("isneginf: out= is not supported (JAX arrays are immutable)")
    r = _isneginf(x)
    r._weak = False
    return r


def _cplx_err(name):
    raise FrontendTypeError(f"{name} does not support complex-valued inputs.")


def _invert(a):
    if _of(a) is D.BOOL:
        return ivy.logical_not(a)
    return ivy.bitwise_invert(a)


invert = unary("invert", _invert, "int")
bitwise_not = bitwise_invert = invert


def bitwise_count(x, /):
    a, _ = _one(x)
    d = _of(a)
    if d._cat > 1:
        raise _int_only("bitwise_count", a)
    v = ivy.abs(ivy.astype(a, ivy.int64)) if d.kind == "i" else ivy.astype(a, ivy.int64)
    count = ivy.zeros_like(v)
    for i in range(d.itemsize * 8):
        count = ivy.add(count, ivy.bitwise_and(ivy.bitwise_right_shift(v, i), 1))
    return wrap(to_dtype(count, D.U8))


def iscomplex(x):
    a, w = _one(x)
    if _of(a)._cat < 3:
        return wrap(ivy.zeros_like(a, dtype=ivy.bool), w)
    return wrap(ivy.not_equal(ivy.imag(a), 0), w)


def isreal(x):
    a, w = _one(x)
    if _of(a)._cat < 3:
        return wrap(ivy.ones_like(a, dtype=ivy.bool), w)
    return wrap(ivy.equal(ivy.imag(a), 0), w)


def frexp(x, /):
    a, _ = _inexact(x)
    m, e = np_call("frexp", a)
    return wrap(m), wrap(to_dtype(e, D.I32))


def modf(x, /, out=None):
    a, w = _inexact(x)
    f, i = np_call("modf", a)
    return wrap(f, w), wrap(i, w)


def round(a, decimals=0, out=None):  # noqa: A001 - JAX's name
    x, w = _one(a)
    d = _of(x)
    if d._cat <= 1:
        if decimals >= 0:
            return wrap(x, w)
        return wrap(to_dtype(np_call("round", x, decimals), d), w)
    return wrap(np_call("round", x, decimals), w)


around = round


def clip(arr=None, /, min=None, max=None):  # noqa: A002
    x, lo, hi = arr, min, max
    r = x if isinstance(x, Array) else Array(n(x))
    if lo is not None:
        r = maximum(r, lo)
    if hi is not None:
        r = minimum(r, hi)
    return r


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    a, w = _one(x)
    d = _of(a)
    if d._cat < 2:
        return wrap(a, w)
    return wrap(np_call("nan_to_num", a, True, nan, posinf, neginf), w)

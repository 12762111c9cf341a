"""Element-wise functions on JAX.

Same-dtype arrays take one ``jax.numpy`` call (jnp's compiled fast path costs less
than ``jax.lax``'s). JAX's promotion differs from ivy's (the standard's, with
NumPy's answers across kinds), fixed off the hot path:

- two arrays of different dtypes are cast to ``ivy.promote_types`` first (JAX
  gives ``int32 + float16`` float16 where ivy gives float64);
- a Python scalar stays weak (JAX treats it so), except that a Python float with
  an integer or bool array gives float32 and a Python complex complex64 (JAX's
  weak float becomes float64 with 64-bit types on);
- float-only functions compute integer and bool inputs in float32 (JAX picks the
  float by integer size: float64 for int64);
- integer ``floor_divide``/``remainder`` by zero give 0;
- the standard's special cases XLA misses (see the functions below).

No function branches on array values, so everything also runs under ``jax.jit``.
"""

from __future__ import annotations

import math

import jax.numpy as jnp
import numpy as np
from jax import lax

import ivy

from ._util import (
    AI,
    C64,
    C128,
    F32,
    F64,
    INEXACT,
    INTS,
    PY_SCALARS,
    WEAK,
    Array,
    as_array,
    promote,
    promote_float,
)

_where = jnp.where
_isnan = jnp.isnan
_isinf = jnp.isinf


# ------------------------------------------------------------------ factories


def _unary(jfn, name):
    """A function whose result dtype is its input's."""

    def f(x, /):
        if x.__class__ is AI:
            return jfn(x)
        return jfn(as_array(x))

    f.__name__ = f.__qualname__ = name
    return f


def _unary_float(jfn, name, complex_fn=None):
    """A float-only function: integer and bool inputs are computed in float32."""
    cf = jfn if complex_fn is None else complex_fn

    def f(x, /):
        if x.__class__ is not AI:
            x = as_array(x)
        d = x.dtype
        if d is F32 or d is F64:
            return jfn(x)
        if d is C64 or d is C128:
            return cf(x)
        if d in INEXACT:
            return jfn(x)
        return jfn(x.astype(F32))

    f.__name__ = f.__qualname__ = name
    return f


def _binary(jfn, name):
    """A function whose result dtype is the promoted dtype of its arguments."""

    def f(x1, x2, /):
        if x1.__class__ is AI:
            c2 = x2.__class__
            if c2 is AI:
                if x1.dtype is x2.dtype:
                    return jfn(x1, x2)
            elif c2 is int or c2 is float or c2 is complex or c2 is bool:
                if WEAK[x1.dtype, c2] is x1.dtype:
                    try:
                        return jfn(x1, x2)
                    except OverflowError:  # an int outside int64: promote makes it an array
                        pass
        x1, x2 = promote(x1, x2)
        r = jfn(x1, x2)
        d = x1.dtype if isinstance(x1, Array) else x2.dtype
        # (JAX's power gives int64 for a Python int base with a 0-d integer exponent)
        return r if r.dtype == d else r.astype(d)

    f.__name__ = f.__qualname__ = name
    return f


def _binary_float(jfn, name):
    """A float-only binary function: all-integer/bool inputs are computed in float32."""

    def f(x1, x2, /):
        if x1.__class__ is AI and x2.__class__ is AI:
            d = x1.dtype
            if d is x2.dtype and d in INEXACT:
                return jfn(x1, x2)
        x1, x2 = promote_float(x1, x2)
        return jfn(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


_IRANGE = {d: (int(np.iinfo(d).min), int(np.iinfo(d).max)) for d in INTS}
_I64 = np.dtype("int64")


def _compare_slow(jfn, x1, x2):
    c1 = x1.__class__
    c2 = x2.__class__
    # A Python int outside an integer array's range compares exactly (JAX would refuse it).
    if c2 is int and isinstance(x1, Array) and x1.dtype in _IRANGE:
        lo, hi = _IRANGE[x1.dtype]
        if not lo <= x2 <= hi:
            if -(2**63) <= x2 < 2**63 and x1.dtype != np.dtype("uint64"):
                return jfn(x1.astype(_I64), x2)
            return jfn(x1.astype(F64), float(x2))
    elif c1 is int and isinstance(x2, Array) and x2.dtype in _IRANGE:
        lo, hi = _IRANGE[x2.dtype]
        if not lo <= x1 <= hi:
            if -(2**63) <= x1 < 2**63 and x2.dtype != np.dtype("uint64"):
                return jfn(x1, x2.astype(_I64))
            return jfn(float(x1), x2.astype(F64))
    x1, x2 = promote(x1, x2)
    return jfn(x1, x2)


def _compare(jfn, name):
    """A comparison (bool result): arrays of one dtype, or an array and a weak scalar, go straight."""

    def f(x1, x2, /):
        if x1.__class__ is AI:
            c2 = x2.__class__
            if c2 is AI:
                if x1.dtype is x2.dtype:
                    return jfn(x1, x2)
            elif c2 is float or c2 is bool or c2 is complex:
                if WEAK[x1.dtype, c2] is x1.dtype:
                    return jfn(x1, x2)
        return _compare_slow(jfn, x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


# ------------------------------------------------------------------- unary

_abs = jnp.abs


def abs(x, /):
    if x.__class__ is not AI:
        x = as_array(x)
    d = x.dtype
    if d is C64 or d is C128:
        # |inf + NaN j| is inf (XLA gives NaN)
        return _where(_isinf(x.real) | _isinf(x.imag), jnp.inf, _abs(x)).astype(_REAL_OF[d])
    return _abs(x)


bitwise_invert = _unary(jnp.bitwise_not, "bitwise_invert")
ceil = _unary(jnp.ceil, "ceil")  # integers: unchanged
floor = _unary(jnp.floor, "floor")
trunc = _unary(jnp.trunc, "trunc")
negative = _unary(jnp.negative, "negative")
positive = _unary(jnp.positive, "positive")
square = _unary(jnp.square, "square")


def _sign(x):
    s = jnp.sign(x)  # complex: x / |x|; NaN: NaN
    return s + 0 if jnp.issubdtype(s.dtype, jnp.inexact) else s  # sign(-0.0) is +0, as the standard


sign = _unary(_sign, "sign")
isfinite = _unary(jnp.isfinite, "isfinite")
isinf = _unary(jnp.isinf, "isinf")
isnan = _unary(jnp.isnan, "isnan")
signbit = _unary(jnp.signbit, "signbit")
logical_not = _unary(jnp.logical_not, "logical_not")

# ---- the standard's complex special cases XLA misses (used for complex inputs only)

_REAL_OF = {C64: F32, C128: F64}
_cplx = lax.complex
_copysign = jnp.copysign
_INF = math.inf
_NAN = math.nan


def _sqrt_c(x):
    re = x.real
    im = x.imag
    r = jnp.sqrt(x)
    r = _where(_isinf(im), _cplx(jnp.full_like(re, _INF), im), r)  # sqrt(a + inf j) = inf + inf j
    nan_im = _isnan(im)
    r = _where((re == _INF) & nan_im, _cplx(re, im), r)  # sqrt(inf + NaN j) = inf + NaN j
    return _where((re == -_INF) & nan_im, _cplx(im, jnp.full_like(re, _INF)), r)  # NaN + inf j


def _expm1_c(x):
    re = x.real
    im = x.imag
    r = jnp.expm1(x)
    # b == 0: expm1(a) + 0j (``+ 0.0`` turns -0 into +0 and leaves every other value alone)
    r = _where(im == 0, _cplx(jnp.expm1(re) + 0.0, im), r)
    bad = _isinf(re) & ~jnp.isfinite(im)  # a = +-inf with b = +-inf or NaN
    r = _where(bad & (re < 0), _cplx(jnp.full_like(re, -1.0), jnp.zeros_like(re)), r)
    return _where(bad & (re > 0), _cplx(re, jnp.full_like(re, _NAN)), r)


def _log_c(x):
    re = x.real
    im = x.imag
    # an infinite part: inf + angle j (XLA gives NaN for a NaN other part)
    return _where(_isinf(re) | _isinf(im), _cplx(jnp.full_like(re, _INF), jnp.arctan2(im, re)), jnp.log(x))


def _log1p_c(x):
    return _where(_isinf(x.real) | _isinf(x.imag), _log_c(x + 1), jnp.log1p(x))


def _tanh_c(x):
    re = x.real
    im = x.imag
    # tanh(+-inf + bj) = +-1 + 0j (sign of b) for finite b
    m = _isinf(re) & jnp.isfinite(im)
    return _where(m, _cplx(_copysign(1.0, re), _copysign(0.0, im)), jnp.tanh(x))


def _asinh_c(x):
    re = x.real
    im = x.imag
    return _where(_isnan(re) & (im == 0), x, jnp.arcsinh(x))  # asinh(NaN + 0j) = NaN + 0j


def _atanh_c(x):
    re = x.real
    im = x.imag
    # a NaN imaginary part: +-0 + NaN j for a = +-0 or +-inf, NaN + NaN j otherwise
    keep = (re == 0) | _isinf(re)
    real = _where(keep, _copysign(0.0, re), _NAN)
    return _where(_isnan(im), _cplx(real.astype(re.dtype), im), jnp.arctanh(x))


acos = _unary_float(jnp.arccos, "acos")
acosh = _unary_float(jnp.arccosh, "acosh")
asin = _unary_float(jnp.arcsin, "asin")
asinh = _unary_float(jnp.arcsinh, "asinh", _asinh_c)
atan = _unary_float(jnp.arctan, "atan")
atanh = _unary_float(jnp.arctanh, "atanh", _atanh_c)
cos = _unary_float(jnp.cos, "cos")
cosh = _unary_float(jnp.cosh, "cosh")
exp = _unary_float(jnp.exp, "exp")
expm1 = _unary_float(jnp.expm1, "expm1", _expm1_c)
log = _unary_float(jnp.log, "log", _log_c)
log1p = _unary_float(jnp.log1p, "log1p", _log1p_c)
log2 = _unary_float(jnp.log2, "log2")
log10 = _unary_float(jnp.log10, "log10")
sin = _unary_float(jnp.sin, "sin")
sinh = _unary_float(jnp.sinh, "sinh")
sqrt = _unary_float(jnp.sqrt, "sqrt", _sqrt_c)
tan = _unary_float(jnp.tan, "tan")
tanh = _unary_float(jnp.tanh, "tanh", _tanh_c)
reciprocal = _unary_float(jnp.reciprocal, "reciprocal")


def round(x, /):
    """Half to even; integers and bools are already integer-valued."""
    if x.__class__ is not AI:
        x = as_array(x)
    if x.dtype in INEXACT:
        return jnp.round(x)
    return x


def conj(x, /):
    if x.__class__ is not AI:
        x = as_array(x)
    d = x.dtype
    if d is C64 or d is C128:
        return jnp.conj(x)
    return x  # the standard allows sharing memory


def real(x, /):
    if x.__class__ is not AI:
        x = as_array(x)
    d = x.dtype
    if d is C64 or d is C128:
        return jnp.real(x)
    return x


def imag(x, /):
    if x.__class__ is not AI:
        x = as_array(x)
    d = x.dtype
    if d is C64 or d is C128:
        return jnp.imag(x)
    return jnp.zeros_like(x)


# ------------------------------------------------------------------ binary

add = _binary(jnp.add, "add")
subtract = _binary(jnp.subtract, "subtract")
multiply = _binary(jnp.multiply, "multiply")
pow = _binary(jnp.power, "pow")
maximum = _binary(jnp.maximum, "maximum")  # NaN propagates
minimum = _binary(jnp.minimum, "minimum")
bitwise_and = _binary(jnp.bitwise_and, "bitwise_and")
bitwise_or = _binary(jnp.bitwise_or, "bitwise_or")
bitwise_xor = _binary(jnp.bitwise_xor, "bitwise_xor")
bitwise_left_shift = _binary(jnp.left_shift, "bitwise_left_shift")  # counts >= the bit width give 0
bitwise_right_shift = _binary(jnp.right_shift, "bitwise_right_shift")  # ... 0 or -1 (sign fill)

divide = _binary_float(jnp.true_divide, "divide")
atan2 = _binary_float(jnp.arctan2, "atan2")
hypot = _binary_float(jnp.hypot, "hypot")
logaddexp = _binary_float(jnp.logaddexp, "logaddexp")
copysign = _binary_float(jnp.copysign, "copysign")
nextafter = _binary_float(jnp.nextafter, "nextafter")

equal = _compare(jnp.equal, "equal")
not_equal = _compare(jnp.not_equal, "not_equal")
greater = _compare(jnp.greater, "greater")
greater_equal = _compare(jnp.greater_equal, "greater_equal")
less = _compare(jnp.less, "less")
less_equal = _compare(jnp.less_equal, "less_equal")
logical_and = _compare(jnp.logical_and, "logical_and")
logical_or = _compare(jnp.logical_or, "logical_or")
logical_xor = _compare(jnp.logical_xor, "logical_xor")


def _int_division(jfn, x1, x2):
    """Integer division with zero divisors giving 0 (XLA gives -1 or x1)."""
    zero = x2 == 0
    r = jfn(x1, _where(zero, 1, x2))
    return _where(zero, 0, r).astype(r.dtype)


def floor_divide(x1, x2, /):
    """Python's ``//`` except where exactly one operand is infinite: there the standard's
    limits (``inf // 2`` is inf, ``1 // -inf`` is -0)."""
    if x1.__class__ is not AI or x2.__class__ is not AI or x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2)
    d = x1.dtype if isinstance(x1, Array) else x2.dtype
    if d not in INEXACT:
        return _int_division(jnp.floor_divide, x1, x2)
    q = jnp.true_divide(x1, x2)
    r = jnp.floor_divide(x1, x2)
    r = _where(_isinf(x1) != _isinf(x2), q, r)
    return _where(r == 0, _copysign(0.0, q).astype(r.dtype), r)  # a zero has the quotient's sign


def remainder(x1, x2, /):
    if x1.__class__ is not AI or x2.__class__ is not AI or x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2)
    d = x1.dtype if isinstance(x1, Array) else x2.dtype
    if d not in INEXACT:
        return _int_division(jnp.remainder, x1, x2)
    r = jnp.remainder(x1, x2)
    return _where(r == 0, _copysign(jnp.zeros_like(r), x2), r)  # a zero has the divisor's sign


# -------------------------------------------------------------------- clip


def _int_bound(b, dt, lower):
    """A bound for an integer array: Python scalars clamped to its range, floats rounded inwards."""
    if b.__class__ in PY_SCALARS:
        if b != b:
            raise ivy.InvalidArgumentError("clip: a NaN bound cannot apply to an integer array")
        info = np.iinfo(dt)
        if b <= info.min:
            return int(info.min)
        if b >= info.max:
            return int(info.max)
        if b.__class__ is float:
            return math.ceil(b) if lower else math.floor(b)
        return int(b)
    if isinstance(b, Array) and b.dtype in INEXACT:
        return jnp.ceil(b) if lower else jnp.floor(b)
    return b


def clip(x, /, min=None, max=None):
    """``minimum(maximum(x, min), max)`` in ``x``'s dtype: where ``min > max`` the result is ``max``."""
    dt = x.dtype
    if min is None and max is None:
        return x
    if dt in INTS:
        if min is not None:
            min = _int_bound(min, dt, True)
        if max is not None:
            max = _int_bound(max, dt, False)
    r = x
    if min is not None:
        r = maximum(r, min)
    if max is not None:
        r = minimum(r, max)
    if r.dtype != dt:
        r = r.astype(dt)
    return r



# ------------------------------------------------------- Ivy's superset (issue 5)

import jax.scipy.special as _jss  # noqa: E402


def _real_float(x, name):
    if x.__class__ is not AI:
        x = as_array(x)
    d = x.dtype
    if d is C64 or d is C128:
        raise ivy.UnsupportedDtypeError(f"ivy.{name} does not support complex dtypes")
    return x if d in INEXACT else x.astype(F32)


def erf(x):
    return lax.erf(_real_float(x, "erf"))


def lgamma(x):
    x = _real_float(x, "lgamma")
    return _where(_isinf(x), jnp.abs(x), lax.lgamma(x))  # lgamma(-inf) = +inf


sinc = _unary_float(jnp.sinc, "sinc")
fmod = _binary(jnp.fmod, "fmod")


def xlogy(x, y, /):
    x, y = promote_float(x, y)
    r = _jss.xlogy(x, y)
    return _where(_isnan(y), y + x, r)  # NaN y gives NaN even where x == 0 (torch)


def lerp(input, end, weight):  # noqa: A002
    a, b = promote_float(input, end)
    if isinstance(weight, Array):
        d = jnp.promote_types(a.dtype, weight.dtype)
        a, b, w = a.astype(d), b.astype(d), weight.astype(d)
    else:
        w = jnp.asarray(float(weight), dtype=a.dtype)
    diff = b - a
    return _where(jnp.abs(w) < 0.5, a + w * diff, b - diff * (1.0 - w))

"""``jax.lax``'s element-wise primitives.

>>> import ivy_frontends.jax.lax as lax
>>> lax.div(-7, 2)           # integer division truncates toward zero (C), unlike jnp's floor
Array(-3, dtype=int32, weak_type=True)
"""

from __future__ import annotations

import enum
import math

import ivy

from ._base import SCALARS, FrontendTypeError, asarray_, binary, cat, n, same, unary, wrap

_NUM = SCALARS[1:]  # int, float, complex (before this module shadows ``complex``)


class RoundingMethod(enum.IntEnum):
    """``lax.round``'s rounding of halves."""

    AWAY_FROM_ZERO = 0
    TO_NEAREST_EVEN = 1


class AccuracyMode(enum.Enum):
    """Accepted for the transcendental ops' ``accuracy=`` (ivy picks the backend's kernel)."""

    HIGHEST = 1
    DEFAULT = 2


def _u(fn):
    def op(x):
        a, w = unary(x)
        return wrap(fn(a), weak=w)

    return op


def _ua(fn):
    def op(x, *, accuracy=None):
        a, w = unary(x)
        return wrap(fn(a), weak=w)

    return op


def _b(fn, name):
    def op(x, y):
        a, b = binary(name, x, y)
        return wrap(fn(a, b), weak=x.__class__ in _NUM and y.__class__ in _NUM)

    return op


def _arr(b, a):
    """``b`` as an array of ``a``'s dtype when it is a Python number (binary passes those through)."""
    return asarray_(b, dtype=ivy.dtype(a)) if b.__class__ in _NUM or b.__class__ is bool else b


def _is_complex(a):
    return cat(a) == 3


def _is_int(a):
    return cat(a) <= 1


def _nbits(a):
    return ivy.dtype_bits(ivy.dtype(a))


# -- arithmetic ------------------------------------------------------------------------------

add = _b(ivy.add, "add")
sub = _b(ivy.subtract, "sub")
atan2 = _b(ivy.atan2, "atan2")
_nextafter = _b(ivy.nextafter, "nextafter")


def nextafter(x1, x2):
    """The next representable value after ``x1`` toward ``x2``."""
    return _nextafter(x1, x2)


eq = _b(ivy.equal, "eq")
ne = _b(ivy.not_equal, "ne")
ge = _b(ivy.greater_equal, "ge")
gt = _b(ivy.greater, "gt")
le = _b(ivy.less_equal, "le")
lt = _b(ivy.less, "lt")


def mul(x, y, *, out_dtype=None):
    a, b = binary("mul", x, y)
    if out_dtype is not None:
        from ._base import dt

        d = dt(out_dtype)
        a, b = ivy.astype(a, d), ivy.astype(b, d)
    return wrap(ivy.multiply(a, b))


def _div(a, b):
    if _is_int(a):
        if cat(a) == 0:
            raise FrontendTypeError("lax.div does not accept dtype bool.")
        return ivy.astype(ivy.trunc_divide(a, b), ivy.dtype(a))
    return ivy.divide(a, b)


def _rem(a, b):
    if _is_complex(a):
        raise FrontendTypeError("lax.rem does not accept complex dtypes.")
    return ivy.fmod(a, b)


div = _b(_div, "div")
rem = _b(_rem, "rem")


def _pow(a, b):
    return ivy.pow(a, b)


def pow(x, y):  # noqa: A001 (lax.pow)
    """``x ** y``; ``y`` may be an integer array for a float/complex ``x`` (as JAX allows)."""
    if y.__class__ in _NUM and x.__class__ not in _NUM:
        a = n(x)
        return wrap(ivy.pow(a, asarray_(y, dtype=ivy.dtype(a))))
    a, b = n(x), n(y)
    if a.dtype != b.dtype:
        if not _is_int(b):
            raise FrontendTypeError("lax.pow requires the exponent to have the operand's dtype or an integer dtype.")
        b = ivy.astype(b, ivy.dtype(a))
    return wrap(ivy.pow(a, b), weak=x.__class__ in _NUM and y.__class__ in _NUM)


def integer_pow(x, y):
    """``x ** y`` for a Python integer ``y`` (repeated multiplication, any dtype)."""
    if not isinstance(y, int) or isinstance(y, bool):
        raise FrontendTypeError(f"lax.integer_pow: y must be a Python int, got {type(y).__name__}.")
    a, w = unary(x)
    if y == 0:
        return wrap(ivy.ones_like(a), weak=w)
    acc, base, e = None, a, -y if y < 0 else y
    while e:
        if e & 1:
            acc = base if acc is None else ivy.multiply(acc, base)
        e >>= 1
        if e:
            base = ivy.multiply(base, base)
    if y < 0:
        if _is_int(a):
            raise FrontendTypeError("lax.integer_pow: a negative exponent needs a float or complex operand.")
        acc = ivy.divide(ivy.ones_like(acc), acc)
    return wrap(acc, weak=w)


def _max(a, b):
    k = cat(a)
    if k == 2 or k == 1:
        return ivy.maximum(a, b)
    if k == 0:
        return ivy.logical_or(a, b)
    if k == 3:
        ra, rb = ivy.real(a), ivy.real(b)
        pick = ivy.logical_or(
            ivy.greater(ra, rb), ivy.logical_and(ivy.equal(ra, rb), ivy.greater_equal(ivy.imag(a), ivy.imag(b)))
        )
        return ivy.where(pick, a, b)
    return ivy.maximum(a, b)


def _min(a, b):
    k = cat(a)
    if k == 2 or k == 1:
        return ivy.minimum(a, b)
    if k == 0:
        return ivy.logical_and(a, b)
    if k == 3:
        ra, rb = ivy.real(a), ivy.real(b)
        pick = ivy.logical_or(
            ivy.less(ra, rb), ivy.logical_and(ivy.equal(ra, rb), ivy.less_equal(ivy.imag(a), ivy.imag(b)))
        )
        return ivy.where(pick, a, b)
    return ivy.minimum(a, b)


max = _b(_max, "max")  # noqa: A001
min = _b(_min, "min")  # noqa: A001


def _mulhi(a, b):
    b = _arr(b, a)
    d = ivy.dtype(a)
    bits = ivy.dtype_bits(d)
    if not _is_int(a) or bits > 32 or ivy.is_bool_dtype(d):
        raise FrontendTypeError(f"lax.mulhi takes 8-, 16- or 32-bit integers, got {d}.")
    a64, b64 = ivy.astype(a, ivy.int64), ivy.astype(b, ivy.int64)
    if ivy.is_uint_dtype(d) and bits == 32:
        # the 64-bit product does not fit int64: four 16-bit partial products
        m = 0xFFFF
        al, ah = ivy.bitwise_and(a64, m), ivy.bitwise_right_shift(a64, 16)
        bl, bh = ivy.bitwise_and(b64, m), ivy.bitwise_right_shift(b64, 16)
        t = ivy.multiply(al, bl)
        u = ivy.add(ivy.multiply(ah, bl), ivy.bitwise_right_shift(t, 16))
        w = ivy.add(ivy.multiply(al, bh), ivy.bitwise_and(u, m))
        hi = ivy.add(ivy.add(ivy.multiply(ah, bh), ivy.bitwise_right_shift(u, 16)), ivy.bitwise_right_shift(w, 16))
        return ivy.astype(hi, d)
    return ivy.astype(ivy.bitwise_right_shift(ivy.multiply(a64, b64), bits), d)


_mulhi_op = _b(_mulhi, "mulhi")


def mulhi(x, y, /):
    """The high half of the double-width integer product."""
    return _mulhi_op(x, y)


def complex(x, y):  # noqa: A001
    a, b = binary("complex", x, y)
    b = _arr(b, a)
    cd = ivy.complex128 if ivy.dtype(a) == ivy.float64 else ivy.complex64
    return wrap(ivy.add(ivy.astype(a, cd), ivy.multiply(ivy.astype(b, cd), asarray_(1j, dtype=cd))))


# -- unary ----------------------------------------------------------------------------------

neg = _u(ivy.negative)
floor = _u(ivy.floor)
ceil = _u(ivy.ceil)
is_finite = _u(ivy.isfinite)
exp = _ua(ivy.exp)
exp2 = _ua(ivy.exp2)
expm1 = _ua(ivy.expm1)
log = _ua(ivy.log)
log1p = _ua(ivy.log1p)
tanh = _ua(ivy.tanh)
sin = _ua(ivy.sin)
cos = _ua(ivy.cos)
tan = _ua(ivy.tan)
sqrt = _ua(ivy.sqrt)
asin = _u(ivy.asin)
acos = _u(ivy.acos)
atan = _u(ivy.atan)
asinh = _u(ivy.asinh)
acosh = _u(ivy.acosh)
atanh = _u(ivy.atanh)
sinh = _u(ivy.sinh)
cosh = _u(ivy.cosh)
abs = _u(ivy.abs)  # noqa: A001
square = _u(ivy.square)
real = _u(ivy.real)
imag = _u(ivy.imag)
lgamma = _u(ivy.lgamma)
digamma = _u(ivy.digamma)
erf = _u(ivy.erf)
erfc = _u(ivy.erfc)
erf_inv = _u(ivy.erfinv)
bitwise_not = _u(ivy.bitwise_invert)


def _sign(a):
    if _is_complex(a):
        m = ivy.abs(a)
        return ivy.where(
            ivy.equal(m, 0),
            ivy.zeros_like(a),
            ivy.divide(a, ivy.astype(ivy.where(ivy.equal(m, 0), ivy.ones_like(m), m), ivy.dtype(a))),
        )
    return ivy.sign(a)


sign = _u(_sign)


def _logistic(a):
    one = ivy.ones_like(a)
    return ivy.divide(one, ivy.add(one, ivy.exp(ivy.negative(a))))


logistic = _ua(_logistic)


def _rsqrt(a):
    return ivy.divide(ivy.ones_like(a), ivy.sqrt(a))


rsqrt = _ua(_rsqrt)


def _cbrt(a):
    m = ivy.pow(ivy.abs(a), asarray_(1.0 / 3.0, dtype=ivy.dtype(a)))
    return ivy.multiply(ivy.sign(a), m)


cbrt = _ua(_cbrt)


def _reciprocal(a):
    return ivy.divide(ivy.ones_like(a), a)


reciprocal = _u(_reciprocal)


def conj(x):
    a, w = unary(x)
    if not _is_complex(a):
        a = ivy.astype(a, ivy.complex128 if ivy.dtype(a) == ivy.float64 else ivy.complex64)
    return wrap(ivy.conj(a), weak=w)


def round(x, rounding_method=RoundingMethod.AWAY_FROM_ZERO):  # noqa: A001
    """``lax.round``: halves away from zero (default) or to the nearest even value."""
    a, w = unary(x)
    m = (
        RoundingMethod(int(rounding_method))
        if not isinstance(rounding_method, str)
        else RoundingMethod[rounding_method.upper()]
    )
    if m is RoundingMethod.TO_NEAREST_EVEN:
        return wrap(ivy.round(a), weak=w)
    t = ivy.trunc(a)
    half = ivy.greater_equal(ivy.abs(ivy.subtract(a, t)), asarray_(0.5, dtype=ivy.dtype(a)))
    return wrap(ivy.where(half, ivy.add(t, ivy.sign(a)), t), weak=w)


# -- bitwise ---------------------------------------------------------------------------------

bitwise_and = _b(ivy.bitwise_and, "bitwise_and")
bitwise_or = _b(ivy.bitwise_or, "bitwise_or")
bitwise_xor = _b(ivy.bitwise_xor, "bitwise_xor")


def _check_int(name, a):
    if not _is_int(a) or ivy.is_bool_dtype(ivy.dtype(a)):
        raise FrontendTypeError(f"lax.{name} does not accept dtype {ivy.dtype(a)}.")


def _popcount(a):
    _check_int("population_count", a)
    bits = _nbits(a)
    signed = not ivy.is_uint_dtype(ivy.dtype(a))
    one = ivy.ones_like(a)
    count = ivy.zeros_like(a)
    low = bits - 1 if signed else bits
    for k in range(low):
        count = ivy.add(count, ivy.bitwise_and(ivy.bitwise_right_shift(a, k), one))
    if signed:
        count = ivy.add(count, ivy.astype(ivy.less(a, 0), ivy.dtype(a)))
    return count


population_count = _u(_popcount)


def _clz(a):
    _check_int("clz", a)
    bits = _nbits(a)
    signed = not ivy.is_uint_dtype(ivy.dtype(a))
    length = ivy.zeros_like(a)
    top = bits - 1 if signed else bits
    for k in range(top):
        length = ivy.add(length, ivy.astype(ivy.not_equal(ivy.bitwise_right_shift(a, k), 0), ivy.dtype(a)))
    out = ivy.subtract(ivy.full_like(a, bits), length)
    if signed:
        out = ivy.where(ivy.less(a, 0), ivy.zeros_like(a), out)
    return out


clz = _u(_clz)


def _shift_amount(a, b):
    b = _arr(b, a)
    bits = _nbits(a)
    oob = ivy.logical_or(ivy.less(b, 0), ivy.greater_equal(b, bits))
    return ivy.where(oob, ivy.zeros_like(b), b), oob


def _shl(a, b):
    s, oob = _shift_amount(a, b)
    return ivy.where(oob, ivy.zeros_like(a), ivy.bitwise_left_shift(a, s))


def _shr_arith(a, b):
    s, oob = _shift_amount(a, b)
    fill = (
        ivy.where(ivy.less(a, 0), ivy.full_like(a, -1), ivy.zeros_like(a))
        if not ivy.is_uint_dtype(ivy.dtype(a))
        else ivy.zeros_like(a)
    )
    if ivy.is_uint_dtype(ivy.dtype(a)):
        # arithmetic shift of an unsigned value: the top bit is replicated
        bits = _nbits(a)
        top = ivy.not_equal(ivy.bitwise_right_shift(a, bits - 1), 0)
        logical = ivy.bitwise_right_shift(a, s)
        ones = ivy.bitwise_invert(ivy.zeros_like(a))
        mask = ivy.bitwise_invert(ivy.bitwise_right_shift(ones, s))
        filled = ivy.where(top, ivy.bitwise_or(logical, mask), logical)
        return ivy.where(oob, ivy.where(top, ones, ivy.zeros_like(a)), filled)
    return ivy.where(oob, fill, ivy.bitwise_right_shift(a, s))


def _shr_logical(a, b):
    s, oob = _shift_amount(a, b)
    if ivy.is_uint_dtype(ivy.dtype(a)):
        return ivy.where(oob, ivy.zeros_like(a), ivy.bitwise_right_shift(a, s))
    bits = _nbits(a)
    shifted = ivy.bitwise_right_shift(a, s)
    # clear the bits the arithmetic shift copied from the sign
    keep = ivy.bitwise_invert(ivy.bitwise_left_shift(ivy.full_like(a, -1), ivy.subtract(ivy.full_like(s, bits), s)))
    keep = ivy.where(ivy.equal(s, 0), ivy.full_like(a, -1), keep)
    return ivy.where(oob, ivy.zeros_like(a), ivy.bitwise_and(shifted, keep))


shift_left = _b(_shl, "shift_left")
shift_right_arithmetic = _b(_shr_arith, "shift_right_arithmetic")
shift_right_logical = _b(_shr_logical, "shift_right_logical")


# -- special functions -------------------------------------------------------------------------


def igamma(a, x):
    p, q = binary("igamma", a, x)
    q = _arr(q, p)
    return wrap(ivy.igamma(p, x=q))


def igammac(a, x):
    p, q = binary("igammac", a, x)
    q = _arr(q, p)
    return wrap(ivy.subtract(ivy.ones_like(q), ivy.igamma(p, x=q)))


def _i0e(a):
    ax = ivy.abs(a)
    return ivy.multiply(ivy.i0(a), ivy.exp(ivy.negative(ax)))


bessel_i0e = _u(_i0e)

# Abramowitz & Stegun 9.8.3 / 9.8.4 (|x| <= 3.75) and 9.8.7 / 9.8.8 (|x| >= 3.75): I1.
_I1_SMALL = (0.5, 0.87890594, 0.51498869, 0.15084934, 0.02658733, 0.00301532, 0.00032411)
_I1_LARGE = (
    0.39894228,
    -0.03988024,
    -0.00362018,
    0.00163801,
    -0.01031555,
    0.02282967,
    -0.02895312,
    0.01787654,
    -0.00420059,
)


def _poly(t, coefs):
    acc = ivy.full_like(t, coefs[-1])
    for c in coefs[-2::-1]:
        acc = ivy.add(ivy.multiply(acc, t), c)
    return acc


def _i1e(a):
    d = ivy.dtype(a)
    x = ivy.astype(a, ivy.float64) if d != ivy.float64 and ivy.dtype_bits(d) < 64 else a
    ax = ivy.abs(x)
    small_t = ivy.square(ivy.divide(ax, 3.75))
    small = ivy.multiply(ivy.multiply(ax, _poly(small_t, _I1_SMALL)), ivy.exp(ivy.negative(ax)))
    safe = ivy.where(ivy.less(ax, 3.75), ivy.full_like(ax, 3.75), ax)
    large = ivy.divide(_poly(ivy.divide(3.75, safe), _I1_LARGE), ivy.sqrt(safe))
    out = ivy.multiply(ivy.sign(x), ivy.where(ivy.less(ax, 3.75), small, large))
    return ivy.astype(out, d)


bessel_i1e = _u(_i1e)


def betainc(a, b, x):
    """Regularized incomplete beta function I_x(a, b) (Lentz's continued fraction)."""
    p, q, z = same("betainc", a, b, x)
    d = ivy.dtype(z)
    p, q, z = (ivy.astype(v, ivy.float64) for v in (p, q, z))
    p, q, z = ivy.broadcast_arrays(p, q, z)
    swap = ivy.greater(z, ivy.divide(ivy.add(p, 1.0), ivy.add(ivy.add(p, q), 2.0)))
    aa = ivy.where(swap, q, p)
    bb = ivy.where(swap, p, q)
    zz = ivy.where(swap, ivy.subtract(1.0, z), z)
    lbeta = ivy.subtract(ivy.add(ivy.lgamma(aa), ivy.lgamma(bb)), ivy.lgamma(ivy.add(aa, bb)))
    zs = ivy.clip(zz, 1e-300, 1.0 - 1e-16)
    front = ivy.exp(
        ivy.subtract(ivy.add(ivy.multiply(aa, ivy.log(zs)), ivy.multiply(bb, ivy.log1p(ivy.negative(zs)))), lbeta)
    )
    tiny = 1e-300
    f = ivy.ones_like(zz)
    c = ivy.ones_like(zz)
    dd = ivy.zeros_like(zz)
    for i in range(200):
        m = i // 2
        if i == 0:
            num = ivy.ones_like(zz)
        elif i % 2 == 0:
            num = ivy.divide(
                ivy.multiply(ivy.multiply(float(m), ivy.subtract(bb, float(m))), zz),
                ivy.multiply(ivy.add(aa, 2.0 * m - 1), ivy.add(aa, 2.0 * m)),
            )
        else:
            num = ivy.negative(
                ivy.divide(
                    ivy.multiply(ivy.multiply(ivy.add(aa, float(m)), ivy.add(ivy.add(aa, bb), float(m))), zz),
                    ivy.multiply(ivy.add(aa, 2.0 * m), ivy.add(aa, 2.0 * m + 1)),
                )
            )
        dd = ivy.add(1.0, ivy.multiply(num, dd))
        dd = ivy.where(ivy.less(ivy.abs(dd), tiny), ivy.full_like(dd, tiny), dd)
        dd = ivy.divide(1.0, dd)
        c = ivy.add(1.0, ivy.divide(num, c))
        c = ivy.where(ivy.less(ivy.abs(c), tiny), ivy.full_like(c, tiny), c)
        f = ivy.multiply(f, ivy.multiply(c, dd))
    cf = ivy.divide(ivy.multiply(front, ivy.subtract(f, 1.0)), aa)
    out = ivy.where(swap, ivy.subtract(1.0, cf), cf)
    out = ivy.where(ivy.less_equal(z, 0.0), ivy.zeros_like(out), out)
    out = ivy.where(ivy.greater_equal(z, 1.0), ivy.ones_like(out), out)
    bad = ivy.logical_or(
        ivy.logical_or(ivy.less_equal(p, 0.0), ivy.less_equal(q, 0.0)),
        ivy.logical_or(ivy.less(z, 0.0), ivy.greater(z, 1.0)),
    )
    out = ivy.where(bad, ivy.full_like(out, math.nan), out)
    return wrap(ivy.astype(out, d))


def polygamma(m, x):
    a, b = binary("polygamma", m, x)
    return wrap(ivy.polygamma(a, b)) if hasattr(ivy, "polygamma") else _refuse("polygamma")


def zeta(x, q):
    a, b = binary("zeta", x, q)
    if not hasattr(ivy, "zeta"):
        _refuse("zeta")
    return wrap(ivy.zeta(a, b))


def _refuse(name):
    from ..._errors import UnsupportedArgumentError

    raise UnsupportedArgumentError(f"lax.{name} has no ivy function to run on")


# -- selection, conversion -------------------------------------------------------------------


def clamp(min, x, max):  # noqa: A002 (lax's names)
    lo, a, hi = same("clamp", min, x, max)
    return wrap(ivy.minimum(ivy.maximum(a, lo), hi))


def select_n(which, *cases):
    """``cases[which]`` element-wise; ``which`` is bool (2 cases) or an integer array."""
    if not cases:
        raise FrontendValueError("select_n() must have at least one case")
    w = n(which)
    cs = same("select_n", *cases)
    if len(cs) == 1:
        return wrap(ivy.broadcast_to(cs[0], tuple(w.shape)) if tuple(w.shape) and not tuple(cs[0].shape) else cs[0])
    if ivy.is_bool_dtype(ivy.dtype(w)):
        if len(cs) != 2:
            raise FrontendTypeError("select_n with a boolean predicate takes exactly two cases.")
        return wrap(ivy.where(w, cs[1], cs[0]))
    out = cs[-1]
    for i in range(len(cs) - 2, -1, -1):
        out = ivy.where(ivy.equal(w, i), cs[i], out)
    return wrap(out)


def select(pred, on_true, on_false):
    return select_n(pred, on_false, on_true)


def convert_element_type(operand, new_dtype):
    from ._base import dt

    a, _ = unary(operand)
    d = dt(new_dtype)
    src = ivy.dtype(a)
    if ivy.is_complex_dtype(src) and not ivy.is_complex_dtype(d):
        a = ivy.real(a)
    if (ivy.is_int_dtype(d) or ivy.is_uint_dtype(d)) and not ivy.is_bool_dtype(d) and ivy.is_float_dtype(src):
        a = ivy.trunc(a)
    return wrap(ivy.astype(a, d))


def bitcast_convert_type(operand, new_dtype):
    from ..._errors import refuse

    raise refuse("lax.bitcast_convert_type", "new_dtype", new_dtype, "ivy has no bit-level reinterpretation of arrays")


def reduce_precision(operand, exponent_bits, mantissa_bits):
    from ..._errors import refuse

    raise refuse("lax.reduce_precision", "mantissa_bits", mantissa_bits, "ivy has no bit-level rounding")


from ._base import FrontendValueError  # noqa: E402

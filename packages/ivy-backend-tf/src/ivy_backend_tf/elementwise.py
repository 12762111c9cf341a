"""Element-wise functions on TensorFlow.

Same-dtype eager tensors take one ``tf.raw_ops`` call (the raw op skips the Python
layers of ``tf.add`` & co., so ivy's call is cheaper than ``tf.add`` itself). TensorFlow
never promotes, so everything else goes through ivy's promotion first:

- two tensors of different dtypes are cast to ``ivy.promote_types``; a Python scalar is
  weak (``int8_tensor + 1`` stays int8, ``int_tensor * 1.5`` is float32) and must fit an
  integer tensor's dtype (else ``ivy.ScalarOverflowError``; comparisons take any int by
  value: ``int8_tensor < 300`` is all True);
- float-only functions give float32 for integer and bool inputs;
- TensorFlow lacks kernels for some dtypes: unsigned ``abs``/``negative``/``sign``/``pow``,
  int8/int16 ``round``, bool arithmetic and ordering, complex ordering, half-precision
  ``nextafter``/``fmod``, ``floor``/``ceil`` of integers. These compute through a cast
  that is exact, or by definition (``abs`` of unsigned is the identity);
- integer ``floor_divide``/``remainder`` by zero give 0 (TensorFlow raises), as NumPy;
- float ``floor_divide``/``remainder`` follow Python's ``divmod`` (NumPy's), not
  ``floor(x / y)``; ``remainder`` zeros take the divisor's sign;
- shifts by a count outside ``[0, bits)`` give 0 (or -1 for negative right shifts), as NumPy;
- complex special cases TensorFlow misses: ``z ** 0 = 1``, ``expm1``/``tanh``/``tan`` at
  infinities, ``sign(0j) = 0``, the sign of a zero imaginary part in ``sqrt``/``log1p``
  (``sqrt(conj(x)) = conj(sqrt(x))``); ``isnan``/``isinf``/``isfinite`` look at both parts; complex ``maximum``/
  ``minimum``/ordering are lexicographic (NumPy's order);
- ``astype``-like casts of complex to bool test both parts (TensorFlow's cast drops the
  imaginary part).
"""

from __future__ import annotations

import math

import tensorflow as tf

import ivy
from ivy.plugin import int_comparison_outside
from ivy.plugin import truthy_scalars as _truthy_scalars

from ._util import (
    BF16,
    BITS,
    BOOL,
    C64,
    C128,
    ET,
    F16,
    F32,
    F64,
    FLOAT_BITS_INT,
    I8,
    I64,
    KIND,
    PY_SCALARS,
    RANGE,
    REAL_OF,
    U64,
    WEAK,
    OpError,
    R,
    cast,
    const,
    promote,
    scalar_class,
    scalar_tensor,
)

_Cast = R.Cast
_Select = R.SelectV2
_OpErr = OpError
_zeros_like = R.ZerosLike
_ones_like = R.OnesLike


def _c(v, d):
    """A 0-d constant of dtype ``d`` (signed zeros kept: see _util.const)."""
    return const(v, d)


def _half(d):
    return d is F16 or d is BF16


# ------------------------------------------------------------------ factories


def _unary(name, kernel, fast=None, fast_kinds="fi"):
    """A unary function: ``fast`` (a raw op) for dtypes of ``fast_kinds``, else ``kernel(x)``."""

    if fast is None:

        def f(x, /):
            return kernel(x)

    else:

        def f(x, /):
            if x.__class__ is ET:
                d = x.dtype
                if d is F32 or d is F64 or KIND[id(d)] in fast_kinds:
                    return fast(x=x)
            return kernel(x)

    f.__name__ = f.__qualname__ = name
    return f


def _as_float(x):
    """Integer/bool -> float32 (ivy's default float); floats and complex unchanged."""
    k = KIND[id(x.dtype)]
    if k in "biu":
        return _Cast(x=x, DstT=F32)
    return x


def _unary_float(name, rop, complex_fn=None, half_in_f32=False):
    """A float-only function: integer and bool inputs compute in float32."""

    def kernel(x):
        d = x.dtype
        k = KIND[id(d)]
        if k == "c":
            return rop(x=x) if complex_fn is None else complex_fn(x)
        if k == "f":
            if half_in_f32 and _half(d):
                return _Cast(x=rop(x=_Cast(x=x, DstT=F32)), DstT=d)
            return rop(x=x)
        return rop(x=_Cast(x=x, DstT=F32))

    def f(x, /):
        if x.__class__ is ET:
            d = x.dtype
            if d is F32 or d is F64:
                return rop(x=x)
        return kernel(x)

    f.__name__ = f.__qualname__ = name
    return f


def _binary(name, kernel, fast=None):
    """A binary function with ivy's promotion. ``fast``: the raw op for same-dtype eager tensors
    (and float tensors with a Python float or int); ``kernel(a, b)`` takes promoted tensors."""

    if fast is None:

        def f(x1, x2, /):
            x1, x2 = promote(x1, x2)
            return kernel(x1, x2)

    else:

        def f(x1, x2, /):
            if x1.__class__ is ET:
                c2 = x2.__class__
                if c2 is ET:
                    if x1.dtype is x2.dtype:
                        try:
                            return fast(x=x1, y=x2)
                        except _OpErr:
                            pass  # no kernel for the dtype, or a real error: the kernel reports it
                elif (c2 is float and x2) or c2 is int:  # (float zeros: see _util.const)
                    d = x1.dtype
                    if d is F32 or d is F64:
                        try:
                            return fast(x=x1, y=x2)
                        except ValueError:  # an int beyond float64's range: promote refuses it
                            pass
            x1, x2 = promote(x1, x2)
            return kernel(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


def _promote_float(x1, x2):
    """As promote, but integer/bool results as float32: a Python scalar with an integer tensor
    converts to float32 directly (so it need not fit the tensor's dtype)."""
    s1 = x1.__class__ in PY_SCALARS or not hasattr(x1, "dtype")
    s2 = x2.__class__ in PY_SCALARS or not hasattr(x2, "dtype")
    if s1 != s2:
        t, s = (x2, x1) if s1 else (x1, x2)
        d = WEAK[id(t.dtype), scalar_class(s)]
        if KIND[id(d)] in "biu":
            d = F32
        t = cast(t, d)
        s = scalar_tensor(s, d)
        return (s, t) if s1 else (t, s)
    x1, x2 = promote(x1, x2)
    if KIND[id(x1.dtype)] in "biu":
        x1 = _Cast(x=x1, DstT=F32)
        x2 = _Cast(x=x2, DstT=F32)
    return x1, x2


def _binary_float(name, kernel, fast=None):
    """A float-only binary function: all-integer/bool inputs compute in float32."""

    def f(x1, x2, /):
        if fast is not None and x1.__class__ is ET:
            c2 = x2.__class__
            d = x1.dtype
            if d is F32 or d is F64:
                if (c2 is ET and x2.dtype is d) or (c2 is float and x2) or c2 is int:
                    try:
                        return fast(x=x1, y=x2)
                    except ValueError:  # an int beyond float64's range: promote refuses it
                        pass
        x1, x2 = _promote_float(x1, x2)
        return kernel(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


# ------------------------------------------------------------------- unary


def _abs(x):
    k = KIND[id(x.dtype)]
    if k == "c":
        return R.ComplexAbs(x=x, Tout=REAL_OF[id(x.dtype)])
    if k == "u" or k == "b":
        return x
    return R.Abs(x=x)


abs = _unary("abs", _abs, R.Abs, "fi")


def _invert(x):
    if x.dtype is BOOL:
        return R.LogicalNot(x=x)
    return R.Invert(x=x)


bitwise_invert = _unary("bitwise_invert", _invert, R.Invert, "iu")


def _rounding(rop):
    def kernel(x):
        k = KIND[id(x.dtype)]
        if k in "biu":
            return x  # integers are already integer-valued
        if k == "c":
            raise ivy.UnsupportedDtypeError("rounding complex numbers is not defined; round ivy.real/ivy.imag")
        return rop(x=x)

    return kernel


ceil = _unary("ceil", _rounding(R.Ceil), R.Ceil, "f")
floor = _unary("floor", _rounding(R.Floor), R.Floor, "f")


def _trunc(x):
    k = KIND[id(x.dtype)]
    if k in "biu":
        return x
    if k == "c":
        raise ivy.UnsupportedDtypeError("trunc of complex numbers is not defined; truncate ivy.real/ivy.imag")
    return _Select(condition=R.Less(x=x, y=_zero(x.dtype)), t=R.Ceil(x=x), e=R.Floor(x=x))


trunc = _unary("trunc", _trunc)


def _round(x):
    k = KIND[id(x.dtype)]
    if k in "biu":
        return x
    if k == "c":
        return R.Complex(real=R.Round(x=R.Real(input=x, Tout=REAL_OF[id(x.dtype)])),
                         imag=R.Round(x=R.Imag(input=x, Tout=REAL_OF[id(x.dtype)])), Tout=x.dtype)
    return R.Round(x=x)  # half to even


round = _unary("round", _round, R.Round, "f")

_ZERO = {}


def _zero(d):
    z = _ZERO.get(id(d))
    if z is None:
        z = _ZERO[id(d)] = _c(False if d is BOOL else 0, d)
    return z


def _negative(x):
    k = KIND[id(x.dtype)]
    if k == "u":
        return R.Sub(x=_zero(x.dtype), y=x)  # wraps modulo 2**bits, as NumPy
    if k == "b":
        raise ivy.UnsupportedDtypeError("negative of a bool array is not defined; use ivy.logical_not")
    return R.Neg(x=x)


negative = _unary("negative", _negative, R.Neg, "fi")


def positive(x, /):
    return x  # tensors are immutable: x itself is as good as a copy


def _square(x):
    if x.dtype is BOOL:
        return x
    return R.Square(x=x)


square = _unary("square", _square, R.Square, "fiuc")


def _sign(x):
    d = x.dtype
    k = KIND[id(d)]
    if k == "u":
        return R.Minimum(x=x, y=_c(1, d))
    if k == "b":
        return x
    if k == "c":
        # x / |x|, and 0 for 0 (TensorFlow's complex sign, on x rescaled: it gives 0 for parts
        # of 2**1022 and more); NaN parts give NaN + NaN j
        r = R.Sign(x=_rescaled(x)[0])
        nan = tf.math.logical_or(R.IsNan(x=R.Real(input=x, Tout=REAL_OF[id(d)])),
                                 R.IsNan(x=R.Imag(input=x, Tout=REAL_OF[id(d)])))
        return _Select(condition=nan, t=_c(complex(math.nan, math.nan), d), e=r)
    return R.Sign(x=x)  # NaN stays NaN


sign = _unary("sign", _sign, R.Sign, "fi")


def _parts(x):
    rd = REAL_OF[id(x.dtype)]
    return R.Real(input=x, Tout=rd), R.Imag(input=x, Tout=rd)


def _isfinite(x):
    k = KIND[id(x.dtype)]
    if k == "c":
        a, b = _parts(x)
        return R.LogicalAnd(x=R.IsFinite(x=a), y=R.IsFinite(x=b))
    if k != "f":
        return R.Fill(dims=tf.shape(x), value=_c(True, BOOL))
    return R.IsFinite(x=x)


def _isinf(x):
    k = KIND[id(x.dtype)]
    if k == "c":
        a, b = _parts(x)
        return R.LogicalOr(x=R.IsInf(x=a), y=R.IsInf(x=b))
    if k != "f":
        return R.Fill(dims=tf.shape(x), value=_c(False, BOOL))
    return R.IsInf(x=x)


def _isnan(x):
    k = KIND[id(x.dtype)]
    if k == "c":
        a, b = _parts(x)
        return R.LogicalOr(x=R.IsNan(x=a), y=R.IsNan(x=b))
    if k != "f":
        return R.Fill(dims=tf.shape(x), value=_c(False, BOOL))
    return R.IsNan(x=x)


isfinite = _unary("isfinite", _isfinite, R.IsFinite, "f")
isinf = _unary("isinf", _isinf, R.IsInf, "f")
isnan = _unary("isnan", _isnan, R.IsNan, "f")


def _signbit(x):
    d = x.dtype
    k = KIND[id(d)]
    if k == "f":
        # the sign bit itself (NaNs and zeros included): reinterpret as a signed integer
        bits = R.Bitcast(input=x, type=FLOAT_BITS_INT[id(d)])
        return R.Less(x=bits, y=_zero(bits.dtype))
    if k == "i":
        return R.Less(x=x, y=_zero(d))
    if k == "c":
        raise ivy.UnsupportedDtypeError("signbit of complex numbers is not defined; use ivy.real first")
    return R.Fill(dims=tf.shape(x), value=_c(False, BOOL))


signbit = _unary("signbit", _signbit)


def _logical_not(x):
    if x.dtype is BOOL:
        return R.LogicalNot(x=x)
    return R.Equal(x=x, y=_zero(x.dtype))


logical_not = _unary("logical_not", _logical_not)

# float-only: integer and bool inputs compute in float32
acos = _unary_float("acos", R.Acos)
acosh = _unary_float("acosh", R.Acosh)
asin = _unary_float("asin", R.Asin)
asinh = _unary_float("asinh", R.Asinh)
atan = _unary_float("atan", R.Atan)
atanh = _unary_float("atanh", R.Atanh)
cos = _unary_float("cos", R.Cos)
cosh = _unary_float("cosh", R.Cosh)
exp = _unary_float("exp", R.Exp)


def _clog(x):
    """Complex log as log|z| + i arg(z): TensorFlow's complex Log returns NaN once |z|**2
    under- or overflows (|z| < 1e-154 or > 1e154 in complex128)."""
    rd = REAL_OF[id(x.dtype)]
    a, b = _parts(x)
    return R.Complex(real=R.Log(x=R.ComplexAbs(x=x, Tout=rd)), imag=R.Atan2(y=b, x=a), Tout=x.dtype)


def _clog1p(x):
    """Complex log1p: TensorFlow's, except where it is not finite (infinite parts, x = -1):
    there log(1 + x), exact at those points. The imaginary part, arg(1 + x), has the sign of
    imag(x) (log1p(conj(x)) = conj(log1p(x)); TensorFlow gives +0 for a - 0j)."""
    rd = REAL_OF[id(x.dtype)]
    r = R.Log1p(x=x)
    ra, rb = _parts(r)
    ok = R.LogicalAnd(x=R.IsFinite(x=ra), y=R.IsFinite(x=rb))
    a, b = _parts(x)
    alt_a, alt_b = _parts(_clog(R.Complex(real=R.AddV2(x=a, y=_c(1.0, rd)), imag=b, Tout=x.dtype)))
    ra = _Select(condition=ok, t=ra, e=alt_a)
    rb = _Select(condition=ok, t=rb, e=alt_b)
    return R.Complex(real=ra, imag=_copysign(rb, b), Tout=x.dtype)


# TensorFlow's complex sqrt and sign over- or underflow inside at the ends of the range
# (sqrt(2**1023 + 0j) = inf, sqrt(2**-1022 * 1j) = 0, sign(2**1022 + 2**1022j) = 0; float32
# from 2**127 and 2**-126). An element whose larger part lies outside [LO, HI] is computed on x
# times 4**n (up) or 4**-n (down), exact powers of two: (LO, HI, n) per real dtype.
_RESCALE = {id(F32): (2.0**-60, 2.0**60, 40), id(F64): (2.0**-500, 2.0**500, 300)}


def _rescaled(x):
    """``(x * s, s)`` with s = 4**n, 4**-n or 1 per element (see _RESCALE): x brought into the
    range where TensorFlow's complex kernels are exact, and the (real) scale."""
    a, b = _parts(x)
    rd = a.dtype
    lo, hi, n = _RESCALE[id(rd)]
    m = R.Maximum(x=R.Abs(x=a), y=R.Abs(x=b))
    s = _Select(condition=R.Less(x=m, y=_c(lo, rd)), t=_c(4.0**n, rd),
                e=_Select(condition=R.Greater(x=m, y=_c(hi, rd)), t=_c(4.0**-n, rd), e=_c(1.0, rd)))
    return R.Complex(real=R.Mul(x=a, y=s), imag=R.Mul(x=b, y=s), Tout=x.dtype), s


def _csqrt(x):
    """Complex sqrt with the imaginary part given imag(x)'s sign: sqrt(conj(x)) = conj(sqrt(x))
    (TensorFlow loses the sign in parts of the lower half-plane: sqrt(inf - 1j) = inf + 0j);
    computed on x rescaled (_rescaled) where TensorFlow's kernel would over- or underflow."""
    xs, s = _rescaled(x)
    undo = R.Reciprocal(x=R.Sqrt(x=s))  # exact: s is a power of 4
    ra, rb = _parts(R.Sqrt(x=xs))
    ra = R.Mul(x=ra, y=undo)
    rb = R.Mul(x=rb, y=undo)
    return R.Complex(real=ra, imag=_copysign(rb, R.Imag(input=x, Tout=ra.dtype)), Tout=x.dtype)


def _ctan(x):
    """tan with the standard's tan(a +- inf j) = +-0 +- 1j, the zero with a's sign (tan(x) is
    -1j * tanh(1j * x), and tanh(+-inf + bj) = +-1 + 0j with b's sign); TensorFlow's zero
    follows sin(2a)."""
    a, b = _parts(x)
    ra, rb = _parts(R.Tan(x=x))
    m = R.IsInf(x=b)
    ra = _Select(condition=m, t=_copysign(_zeros_like(x=a), a), e=ra)
    rb = _Select(condition=m, t=_copysign(_ones_like(x=b), b), e=rb)
    return R.Complex(real=ra, imag=rb, Tout=x.dtype)


log = _unary_float("log", R.Log, _clog)
sin = _unary_float("sin", R.Sin)
sinh = _unary_float("sinh", R.Sinh)
sqrt = _unary_float("sqrt", R.Sqrt, _csqrt)
tan = _unary_float("tan", R.Tan, _ctan)


def _creciprocal(x):
    return _complex_divide(_ones_like(x=x), x)  # as 1.0 / x (the standard)


_ONES = {}


def _reciprocal(x):
    """1 / x, correctly rounded as the standard requires: TensorFlow's float32 ``Reciprocal``
    (Eigen's vectorized estimate refined by Newton steps) was an ulp off for 28% of values, so
    float32 divides (float16 and float64 were right)."""
    if x.dtype is F32:
        one = _ONES.get(F32)
        if one is None:
            with tf.init_scope():  # an eager constant, also when first called inside tf.function
                one = _ONES[F32] = tf.constant(1.0, F32)
        return R.RealDiv(x=one, y=x)
    return R.Reciprocal(x=x)


reciprocal = _unary_float("reciprocal", _reciprocal, _creciprocal)

_LN2 = math.log(2.0)
_LN10 = math.log(10.0)


def _log_base(inv_ln):
    def rop(x):
        d = x.dtype
        if _half(d):
            return _Cast(x=R.Mul(x=R.Log(x=_Cast(x=x, DstT=F32)), y=_c(inv_ln, F32)), DstT=d)
        if d is C64 or d is C128:
            # scale both parts by the real factor (a complex product would turn inf * 0 into NaN)
            a, b = _parts(_clog(x))
            rd = REAL_OF[id(d)]
            return R.Complex(real=R.Mul(x=a, y=_c(inv_ln, rd)), imag=R.Mul(x=b, y=_c(inv_ln, rd)), Tout=d)
        return R.Mul(x=R.Log(x=x), y=_c(inv_ln, d))

    return rop


_log2 = _log_base(1.0 / _LN2)
_log10 = _log_base(1.0 / _LN10)


def _float_fn(name, fn):
    """A float-only function computed by ``fn(x)`` on a float/complex tensor."""

    def f(x, /):
        return fn(_as_float(x))

    f.__name__ = f.__qualname__ = name
    return f


log2 = _float_fn("log2", _log2)
log10 = _float_fn("log10", _log10)


def _expm1_complex(x):
    """expm1 with the standard's complex special cases, which TensorFlow's formula misses."""
    rd = REAL_OF[id(x.dtype)]
    a, b = _parts(x)
    r = R.Expm1(x=x)
    ra, rb = _parts(r)
    # exp(a) overflows (a = +inf included): exp(x) - 1 is exp(x) (TensorFlow's real part is
    # inf * (cos(b) - 1) + inf: NaN)
    big = R.IsInf(x=R.Exp(x=a))
    ea, eb = _parts(R.Exp(x=x))
    ra = _Select(condition=big, t=ea, e=ra)
    rb = _Select(condition=big, t=eb, e=rb)
    # b == 0: expm1(a) + 0j (a = -0 gives +0)
    z = R.Equal(x=b, y=_zero(rd))
    ra = _Select(condition=z, t=R.AddV2(x=R.Expm1(x=a), y=_zero(rd)), e=ra)
    rb = _Select(condition=z, t=b, e=rb)
    # a = +-inf with b = +-inf or NaN: -1 + 0j for -inf, inf + NaN j for +inf
    bad = R.LogicalAnd(x=R.IsInf(x=a), y=R.LogicalNot(x=R.IsFinite(x=b)))
    neg = R.LogicalAnd(x=bad, y=R.Less(x=a, y=_zero(rd)))
    pos = R.LogicalAnd(x=bad, y=R.Greater(x=a, y=_zero(rd)))
    ra = _Select(condition=neg, t=_c(-1.0, rd), e=_Select(condition=pos, t=_c(math.inf, rd), e=ra))
    rb = _Select(condition=neg, t=_zero(rd), e=_Select(condition=pos, t=_c(math.nan, rd), e=rb))
    return R.Complex(real=ra, imag=rb, Tout=x.dtype)


def _tanh_complex(x):
    """tanh with the standard's special case tanh(+-inf + bj) = +-1 + 0j (sign of b) for finite b."""
    rd = REAL_OF[id(x.dtype)]
    a, b = _parts(x)
    r = R.Tanh(x=x)
    ra, rb = _parts(r)
    m = R.LogicalAnd(x=R.IsInf(x=a), y=R.IsFinite(x=b))
    one = _Select(condition=R.Less(x=a, y=_zero(rd)), t=_c(-1.0, rd), e=_c(1.0, rd))
    zero = _Select(condition=_signbit(b), t=_c(-0.0, rd), e=_zero(rd))
    return R.Complex(real=_Select(condition=m, t=one, e=ra), imag=_Select(condition=m, t=zero, e=rb), Tout=x.dtype)


expm1 = _unary_float("expm1", R.Expm1, _expm1_complex)
log1p = _unary_float("log1p", R.Log1p, _clog1p)
tanh = _unary_float("tanh", R.Tanh, _tanh_complex)


def conj(x, /):
    d = x.dtype
    if d is C64 or d is C128:
        return R.Conj(input=x)
    return x


def real(x, /):
    d = x.dtype
    if d is C64 or d is C128:
        return R.Real(input=x, Tout=REAL_OF[id(d)])
    return x


def imag(x, /):
    d = x.dtype
    if d is C64 or d is C128:
        return R.Imag(input=x, Tout=REAL_OF[id(d)])
    return _zeros_like(x=x)


# ------------------------------------------------------------------ binary


def _add(a, b):
    if a.dtype is BOOL:
        return R.LogicalOr(x=a, y=b)
    return R.AddV2(x=a, y=b)


def _sub(a, b):
    if a.dtype is BOOL:
        raise ivy.UnsupportedDtypeError("subtract of bool arrays is not defined; use ivy.logical_xor")
    return R.Sub(x=a, y=b)


def _mul(a, b):
    if a.dtype is BOOL:
        return R.LogicalAnd(x=a, y=b)
    return R.Mul(x=a, y=b)


add = _binary("add", _add, R.AddV2)
subtract = _binary("subtract", _sub, R.Sub)
multiply = _binary("multiply", _mul, R.Mul)


def _pow(a, b):
    d = a.dtype
    k = KIND[id(d)]
    if k == "u":
        # no unsigned kernel: products modulo 2**64 are the same in int64 (two's complement),
        # and reducing them modulo 2**bits gives the unsigned result
        if d is U64:
            r = R.Pow(x=R.Bitcast(input=a, type=I64), y=R.Bitcast(input=b, type=I64))
            return R.Bitcast(input=r, type=U64)
        return _Cast(x=R.Pow(x=_Cast(x=a, DstT=I64), y=_Cast(x=b, DstT=I64)), DstT=d)
    if k == "b":
        return R.LogicalOr(x=a, y=R.LogicalNot(x=b))  # x ** y for bools: 1 unless 0 ** 1
    if k == "i" and BITS[id(d)] < 32:
        return _Cast(x=R.Pow(x=_Cast(x=a, DstT=I64), y=_Cast(x=b, DstT=I64)), DstT=d)
    r = R.Pow(x=a, y=b)
    if k == "c":
        return _Select(condition=R.Equal(x=b, y=_zero(d)), t=_ones_like(x=r), e=r)  # z ** 0 = 1
    return r


def pow(x1, x2, /):
    if x1.__class__ is ET:
        d = x1.dtype
        if d is F32 or d is F64:
            c2 = x2.__class__
            if (c2 is ET and x2.dtype is d) or c2 is float or c2 is int:
                return R.Pow(x=x1, y=x2)
    x1, x2 = promote(x1, x2)
    return _pow(x1, x2)


def _lex(op, strict):
    """An order comparison of complex tensors: by real part, then imaginary part (NumPy's order)."""

    def f(a, b):
        ra, ia = _parts(a)
        rb, ib = _parts(b)
        return R.LogicalOr(x=strict(x=ra, y=rb), y=R.LogicalAnd(x=R.Equal(x=ra, y=rb), y=op(x=ia, y=ib)))

    return f


_LEX_GE = _lex(R.GreaterEqual, R.Greater)
_LEX_LE = _lex(R.LessEqual, R.Less)


def _extreme(rop, lex, lop):
    def kernel(a, b):
        k = KIND[id(a.dtype)]
        if k == "b":
            return lop(x=a, y=b)
        if k == "c":
            r = _Select(condition=lex(a, b), t=a, e=b)
            na = _isnan(a)
            nb = _isnan(b)
            return _Select(condition=na, t=a, e=_Select(condition=nb, t=b, e=r))  # NaNs propagate
        return rop(x=a, y=b)  # NaN propagates

    return kernel


maximum = _binary("maximum", _extreme(R.Maximum, _LEX_GE, R.LogicalOr), R.Maximum)
minimum = _binary("minimum", _extreme(R.Minimum, _LEX_LE, R.LogicalAnd), R.Minimum)


def _bitwise(rop, lop, name):
    def kernel(a, b):
        k = KIND[id(a.dtype)]
        if k == "b":
            return lop(x=a, y=b)
        if k not in "iu":
            raise ivy.UnsupportedDtypeError(f"ivy.{name} needs integer or bool arrays, got {a.dtype.name}")
        return rop(x=a, y=b)

    return kernel


bitwise_and = _binary("bitwise_and", _bitwise(R.BitwiseAnd, R.LogicalAnd, "bitwise_and"), R.BitwiseAnd)
bitwise_or = _binary("bitwise_or", _bitwise(R.BitwiseOr, R.LogicalOr, "bitwise_or"), R.BitwiseOr)
bitwise_xor = _binary("bitwise_xor", _bitwise(R.BitwiseXor, R.NotEqual, "bitwise_xor"), R.BitwiseXor)


def _shift_check(a, name):
    if KIND[id(a.dtype)] not in "iu":
        raise ivy.UnsupportedDtypeError(f"ivy.{name} needs integer arrays, got {a.dtype.name}")


def _left_shift(a, b):
    _shift_check(a, "bitwise_left_shift")
    d = a.dtype
    bits = BITS[id(d)]
    out = R.LogicalOr(x=R.Less(x=b, y=_zero(d)), y=R.GreaterEqual(x=b, y=_c(bits, d)))
    r = R.LeftShift(x=a, y=_Select(condition=out, t=_zero(d), e=b))
    return _Select(condition=out, t=_zero(d), e=r)  # shifted out entirely: 0, as NumPy


def _right_shift(a, b):
    _shift_check(a, "bitwise_right_shift")
    d = a.dtype
    bits = BITS[id(d)]
    out = R.LogicalOr(x=R.Less(x=b, y=_zero(d)), y=R.GreaterEqual(x=b, y=_c(bits, d)))
    if KIND[id(d)] == "i":
        # shifted out entirely: the sign fill (0 or -1), as NumPy
        return R.RightShift(x=a, y=_Select(condition=out, t=_c(bits - 1, d), e=b))
    r = R.RightShift(x=a, y=_Select(condition=out, t=_zero(d), e=b))
    return _Select(condition=out, t=_zero(d), e=r)


bitwise_left_shift = _binary("bitwise_left_shift", _left_shift)
bitwise_right_shift = _binary("bitwise_right_shift", _right_shift)


# -------------------------------------------------------- float-only binary


def _complex_divide(a, b):
    """Smith's algorithm, as NumPy computes complex division (TensorFlow's formula overflows
    and gives nan+nanj where NumPy gives inf or 0: (1+1j) / 0, 0j / (inf+0j)); dividing by 0
    divides each part by +0. complex64 is computed in complex128: TensorFlow flushes subnormal
    intermediates to zero, which made ``1 / (1.1754944e-38 + 1.47399595e-36j)`` 6e-5 off."""
    if a.dtype is C64:
        return R.Cast(x=_smith(R.Cast(x=a, DstT=C128), R.Cast(x=b, DstT=C128)), DstT=C64)
    return _smith(a, b)


def _smith(a, b):
    fd = REAL_OF[id(a.dtype)]
    ar, ai = R.Real(input=a, Tout=fd), R.Imag(input=a, Tout=fd)
    br, bi = R.Real(input=b, Tout=fd), R.Imag(input=b, Tout=fd)
    abr, abi = R.Abs(x=br), R.Abs(x=bi)
    mul, add, sub, div = R.Mul, R.AddV2, R.Sub, R.RealDiv
    # |br| >= |bi|: the ratio bi / br; else br / bi (NaN goes to the second branch, as NumPy)
    first = R.GreaterEqual(x=abr, y=abi)
    big, small = _Select(condition=first, t=br, e=bi), _Select(condition=first, t=bi, e=br)
    rat = div(x=small, y=big)
    scl = div(x=_c(1, fd), y=add(x=big, y=mul(x=small, y=rat)))
    re = _Select(condition=first, t=add(x=ar, y=mul(x=ai, y=rat)), e=add(x=mul(x=ar, y=rat), y=ai))
    im = _Select(condition=first, t=sub(x=ai, y=mul(x=ar, y=rat)), e=sub(x=mul(x=ai, y=rat), y=ar))
    re, im = mul(x=re, y=scl), mul(x=im, y=scl)
    by_zero = R.LogicalAnd(x=R.Equal(x=abr, y=_zero(fd)), y=R.Equal(x=abi, y=_zero(fd)))
    re = _Select(condition=by_zero, t=div(x=ar, y=abr), e=re)
    im = _Select(condition=by_zero, t=div(x=ai, y=abr), e=im)
    return R.Complex(real=re, imag=im, Tout=a.dtype)


def _divide(a, b):
    k = KIND[id(a.dtype)]
    if k == "f":
        return R.RealDiv(x=a, y=b)
    if k == "c":
        return _complex_divide(a, b)
    return R.Div(x=a, y=b)


divide = _binary_float("divide", _divide, R.RealDiv)


def _atan2(a, b):
    if KIND[id(a.dtype)] == "c":
        raise ivy.plugin.complex_refused("atan2", a.dtype)
    return R.Atan2(y=a, x=b)


def _atan2_fast(x, y):
    return R.Atan2(y=x, x=y)


atan2 = _binary_float("atan2", _atan2, _atan2_fast)


def _nextafter(a, b):
    d = a.dtype
    if d is F32 or d is F64:
        return R.NextAfter(x1=a, x2=b)
    if KIND[id(d)] == "c":
        raise ivy.plugin.complex_refused("nextafter", d)
    # float16/bfloat16: step the bit pattern (sign-magnitude) by one towards b
    it = FLOAT_BITS_INT[id(d)]
    bits = R.Bitcast(input=a, type=it)
    zero_i = _zero(it)
    one_i = _c(1, it)
    is_zero = R.Equal(x=a, y=_zero(d))
    up = R.Greater(x=b, y=a)
    # away from zero when moving in the direction of a's sign
    away = R.Equal(x=up, y=R.GreaterEqual(x=bits, y=zero_i))
    stepped = _Select(condition=away, t=R.AddV2(x=bits, y=one_i), e=R.Sub(x=bits, y=one_i))
    # from a zero: the smallest subnormal with b's sign
    tiny = _Select(condition=up, t=one_i, e=R.BitwiseOr(x=one_i, y=_c(-(1 << (BITS[id(d)] - 1)), it)))
    r = R.Bitcast(input=_Select(condition=is_zero, t=tiny, e=stepped), type=d)
    r = _Select(condition=R.Equal(x=a, y=b), t=b, e=r)
    nan = R.LogicalOr(x=R.IsNan(x=a), y=R.IsNan(x=b))
    return _Select(condition=nan, t=R.AddV2(x=a, y=b), e=r)


def _nextafter_fast(x, y):
    return R.NextAfter(x1=x, x2=y)


nextafter = _binary_float("nextafter", _nextafter, _nextafter_fast)


def _copysign(a, b):
    d = a.dtype
    if KIND[id(d)] == "c":
        raise ivy.plugin.complex_refused("copysign", d)
    m = R.Abs(x=a)
    return _Select(condition=_signbit(b), t=R.Neg(x=m), e=m)


copysign = _binary_float("copysign", _copysign)


# -------------------------------------------------------------- comparisons


def _cmp_kernel(rop, name, lex=None):
    def kernel(a, b):
        k = KIND[id(a.dtype)]
        if k == "b" and lex is not None:
            return rop(x=_Cast(x=a, DstT=I8), y=_Cast(x=b, DstT=I8))
        if k == "c" and lex is not None:
            return lex(a, b)
        return rop(x=a, y=b)

    return kernel


def _compare(rop, name, lex=None):
    """A comparison: ivy's promotion of the operands, a bool result. A Python int outside an
    integer tensor's range (or a float with an integer tensor) compares exactly."""
    kernel = _cmp_kernel(rop, name, lex)

    def f(x1, x2, /):
        if x1.__class__ is ET:
            c2 = x2.__class__
            if c2 is ET:
                if x1.dtype is x2.dtype:
                    try:
                        return rop(x=x1, y=x2)
                    except _OpErr:
                        pass
            elif c2 is float:
                d = x1.dtype
                if d is F32 or d is F64:
                    return rop(x=x1, y=x2)
        return _compare_slow(name, kernel, x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


def _exact_scalar(name, kernel, t, s, tensor_first):
    """Compare tensor ``t`` with Python scalar ``s`` exactly, or None to use the promoted path."""
    d = t.dtype
    k = KIND[id(d)]
    if k == "i" or k == "u":
        c = scalar_class(s)
        if c is float:
            # an integer tensor with a Python float: compare in float64 (exact for 32-bit integers)
            if tensor_first:
                return kernel(_Cast(x=t, DstT=F64), _c(s, F64))
            return kernel(_c(s, F64), _Cast(x=t, DstT=F64))
        if c is not int:
            return None
        lo, hi = RANGE[id(d)]
    elif k == "b" and scalar_class(s) is int:
        lo, hi = 0, 1  # a bool tensor meets an int as int64, which holds its values
    else:
        return None
    if lo <= s <= hi:
        return None
    # an int outside the values of t: the same answer for every element (NumPy 2's, by value)
    if int_comparison_outside(name, s, lo, hi, not tensor_first):
        return R.Equal(x=t, y=t)  # all True (integers and bools: no NaN)
    return R.NotEqual(x=t, y=t)


def _compare_slow(name, kernel, x1, x2):
    s1 = x1.__class__ in PY_SCALARS or not hasattr(x1, "dtype")
    s2 = x2.__class__ in PY_SCALARS or not hasattr(x2, "dtype")
    if s2 and not s1:
        r = _exact_scalar(name, kernel, x1, x2, True)
        if r is not None:
            return r
    elif s1 and not s2:
        r = _exact_scalar(name, kernel, x2, x1, False)
        if r is not None:
            return r
    x1, x2 = promote(x1, x2)
    return kernel(x1, x2)


equal = _compare(R.Equal, "equal")
not_equal = _compare(R.NotEqual, "not_equal")
greater = _compare(R.Greater, "greater", _lex(R.Greater, R.Greater))
greater_equal = _compare(R.GreaterEqual, "greater_equal", _lex(R.GreaterEqual, R.Greater))
less = _compare(R.Less, "less", _lex(R.Less, R.Less))
less_equal = _compare(R.LessEqual, "less_equal", _lex(R.LessEqual, R.Less))


def _truthy(a):
    return a if a.dtype is BOOL else R.NotEqual(x=a, y=_zero(a.dtype))


def _logical(lop, name):
    def kernel(a, b):
        return lop(x=_truthy(a), y=_truthy(b))

    def f(x1, x2, /):
        if x1.__class__ is ET and x2.__class__ is ET and x1.dtype is BOOL and x2.dtype is BOOL:
            return lop(x=x1, y=x2)
        x1, x2 = promote(x1, x2)
        return kernel(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


logical_and = _truthy_scalars(_logical(R.LogicalAnd, "logical_and"))
logical_or = _truthy_scalars(_logical(R.LogicalOr, "logical_or"))
logical_xor = _truthy_scalars(_logical(R.NotEqual, "logical_xor"))


# ----------------------------------------------------- floor_divide, remainder


def _int_division(rop, a, b, eager):
    """Integer division with zero divisors giving 0 (TensorFlow raises)."""
    if eager:
        try:
            return rop(x=a, y=b)
        except (tf.errors.InvalidArgumentError, tf.errors.InternalError):  # (TruncateMod: the latter)
            pass
    d = a.dtype
    zero = R.Equal(x=b, y=_zero(d))
    r = rop(x=a, y=_Select(condition=zero, t=_c(1, d), e=b))
    return _Select(condition=zero, t=_zero(d), e=r)


def _fmod(a, b):
    d = a.dtype
    if _half(d):
        return _Cast(x=R.TruncateMod(x=_Cast(x=a, DstT=F32), y=_Cast(x=b, DstT=F32)), DstT=d)
    return R.TruncateMod(x=a, y=b)


def _float_divmod(a, b):
    """NumPy's (and Python's) divmod of floats: (floor quotient, remainder with b's sign)."""
    d = a.dtype
    z = _zero(d)
    mod = _fmod(a, b)
    div = R.RealDiv(x=R.Sub(x=a, y=mod), y=b)
    adjust = R.LogicalAnd(x=R.NotEqual(x=mod, y=z),
                          y=R.NotEqual(x=R.Less(x=b, y=z), y=R.Less(x=mod, y=z)))
    mod = _Select(condition=adjust, t=R.AddV2(x=mod, y=b), e=mod)
    div = _Select(condition=adjust, t=R.Sub(x=div, y=_c(1.0, d)), e=div)
    mod = _Select(condition=R.Equal(x=mod, y=z), t=_copysign(z, b), e=mod)  # zeros: b's sign
    fl = R.Floor(x=div)
    fl = _Select(condition=R.Greater(x=R.Sub(x=div, y=fl), y=_c(0.5, d)), t=R.AddV2(x=fl, y=_c(1.0, d)), e=fl)
    q = R.RealDiv(x=a, y=b)
    fl = _Select(condition=R.Equal(x=div, y=z), t=_copysign(z, q), e=fl)
    # b == 0: a / b; exactly one infinite operand: the standard's limits (a / b)
    special = R.LogicalOr(x=R.Equal(x=b, y=z), y=R.NotEqual(x=R.IsInf(x=a), y=R.IsInf(x=b)))
    fl = _Select(condition=special, t=q, e=fl)
    return fl, mod


def _floor_divide(a, b):
    k = KIND[id(a.dtype)]
    if k == "f":
        return _float_divmod(a, b)[0]
    if k == "b":
        raise ivy.UnsupportedDtypeError("floor_divide of bool arrays is not defined")
    if k == "c":
        raise ivy.UnsupportedDtypeError("floor_divide of complex numbers is not defined")
    return _int_division(R.FloorDiv, a, b, a.__class__ is ET and b.__class__ is ET)


def _remainder(a, b):
    k = KIND[id(a.dtype)]
    if k == "f":
        d = a.dtype
        z = _zero(d)
        m = _fmod(a, b)
        adjust = R.LogicalAnd(x=R.NotEqual(x=m, y=z), y=R.NotEqual(x=R.Less(x=b, y=z), y=R.Less(x=m, y=z)))
        m = _Select(condition=adjust, t=R.AddV2(x=m, y=b), e=m)
        return _Select(condition=R.Equal(x=m, y=z), t=_copysign(z, b), e=m)  # zeros take b's sign
    if k == "b":
        raise ivy.UnsupportedDtypeError("remainder of bool arrays is not defined")
    if k == "c":
        raise ivy.UnsupportedDtypeError("remainder of complex numbers is not defined")
    return _int_division(R.FloorMod, a, b, a.__class__ is ET and b.__class__ is ET)


floor_divide = _binary("floor_divide", _floor_divide)
remainder = _binary("remainder", _remainder)


# ------------------------------------------------------- Ivy's superset (issue 5)
# sinc and lerp: ivy-core's compositions (TensorFlow has neither).

from ivy.plugin import partial as _partial  # noqa: E402


def _real_float(x, name):
    k = KIND[id(x.dtype)]
    if k == "c":
        raise ivy.plugin.complex_refused(name, x.dtype)
    return x if k == "f" else _Cast(x=x, DstT=F32)


def erf(x):
    x = _real_float(x, "erf")
    # TensorFlow's float64 erf gives NaN at +-inf
    return tf.where(tf.math.is_inf(x), tf.math.sign(x), tf.math.erf(x))


def lgamma(x):
    x = _real_float(x, "lgamma")
    if x.dtype is BF16:  # no bfloat16 kernel: computed in float32
        return _Cast(x=tf.math.lgamma(_Cast(x=x, DstT=F32)), DstT=BF16)
    return tf.math.lgamma(x)


_TRUNCATEMOD = frozenset(id(d) for d in (F32, F64, tf.int32, I64))
_FMOD_CAST = frozenset(id(d) for d in (I8, tf.int16, tf.uint8, tf.uint16, tf.uint32))


@_partial(lambda x1, x2, /: getattr(x1, "dtype", None) is not U64 and getattr(x2, "dtype", None) is not U64)
def fmod(x1, x2, /):
    x1, x2 = promote(x1, x2)
    d = x1.dtype
    if id(d) in _TRUNCATEMOD:
        if KIND[id(d)] == "f":
            return tf.truncatemod(x1, x2)
        # integers: 0 where the divisor is 0, as floor_divide and remainder (TensorFlow raised)
        return _int_division(R.TruncateMod, x1, x2, tf.executing_eagerly())
    if id(d) in _FMOD_CAST:  # no kernel: int64 holds every value
        return _Cast(x=_int_division(R.TruncateMod, _Cast(x=x1, DstT=I64), _Cast(x=x2, DstT=I64),
                                     tf.executing_eagerly()), DstT=d)
    if d is F16 or d is BF16:  # no half kernel: float32 holds every value
        return _Cast(x=tf.truncatemod(_Cast(x=x1, DstT=F32), _Cast(x=x2, DstT=F32)), DstT=d)
    raise ivy.plugin.bool_refused("fmod") if d is BOOL else ivy.plugin.complex_refused("fmod", d)


def xlogy(x, y, /):
    x, y = _promote_float(x, y)
    r = tf.math.xlogy(x, y)
    return tf.where(tf.math.is_nan(y), y + x, r)  # NaN y gives NaN even where x == 0 (torch)

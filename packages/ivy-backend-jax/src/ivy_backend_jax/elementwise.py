"""Element-wise functions on JAX.

Same-dtype arrays take one ``jax.numpy`` call (jnp's compiled fast path costs less
than ``jax.lax``'s). JAX's promotion differs from ivy's (the standard's, with
NumPy's answers across kinds), fixed off the hot path:

- two arrays of different dtypes are cast to ``ivy.promote_types`` first (JAX
  gives ``int32 + float16`` float16 where ivy gives float64);
- a Python scalar stays weak (JAX treats it so), except that a Python float with
  an integer or bool array gives float32 and a Python complex complex64 (JAX's
  weak float becomes float64 with 64-bit types on);
- a Python int an integer array's dtype cannot hold is ``ivy.ScalarOverflowError`` (JAX
  wraps it: int8 ``[1] + 300`` gave 45); comparisons take its value (``int8_x < 300``);
- float-only functions compute integer and bool inputs in float32 (JAX picks the
  float by integer size: float64 for int64);
- integer ``floor_divide``/``remainder`` by zero give 0;
- the standard's special cases XLA misses (see the functions below), complex ones
  included: signed zeros on branch cuts, infinities and NaNs;
- complex ``divide`` (and ``reciprocal``, as ``1.0 / x``) use Smith's algorithm, as NumPy.

No function branches on array values, so everything also runs under ``jax.jit``.
"""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

import ivy
from ivy.plugin import bool_refused as _bool_refused
from ivy.plugin import clip_int_bound as _clip_int_bound
from ivy.plugin import complex_refused as _complex_refused
from ivy.plugin import int_comparison_outside as _int_comparison_outside
from ivy.plugin import negative_int_power as _negative_int_power

from ._util import (
    AI,
    BF16,
    BOOL,
    C64,
    C128,
    F16,
    F32,
    F64,
    INEXACT,
    INTS,
    IRANGE,
    PY_SCALARS,
    WEAK,
    Array,
    as_array,
    promote,
    promote_float,
)
from ._util import FLOATS as _FLOATS

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


def _unary_float(jfn, name, complex_fn=None, compile_complex=True):
    """A float-only function: integer and bool inputs are computed in float32.

    ``complex_fn`` (complex inputs only) is compiled as one XLA computation: run op by op,
    its few fix-ups would cost a dispatch each.
    """
    cf = jfn if complex_fn is None else jax.jit(complex_fn) if compile_complex else complex_fn

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


_NOT_DIRECT = object()


def _direct(jfn, x1, x2):
    """``jfn(x1, x2)`` where JAX's own promotion gives ivy's answer: two arrays of one dtype, or
    an array and a weak scalar that keeps its dtype (an int only within an integer array's range:
    JAX would wrap one outside; a bool array promotes). Else ``_NOT_DIRECT``."""
    if x1.__class__ is AI:
        c2 = x2.__class__
        if c2 is AI:
            if x1.dtype is x2.dtype:
                return jfn(x1, x2)
        elif c2 is int:
            d = x1.dtype
            r = IRANGE.get(d)
            if r[0] <= x2 <= r[1] if r is not None else d in INEXACT:
                try:
                    return jfn(x1, x2)
                except OverflowError:  # an int outside int64 (uint64's upper half): promote makes it an array
                    pass
        elif c2 is float or c2 is complex or c2 is bool:
            if WEAK[x1.dtype, c2] is x1.dtype:
                return jfn(x1, x2)
    return _NOT_DIRECT


def _binary(jfn, name):
    """A function whose result dtype is the promoted dtype of its arguments."""

    def f(x1, x2, /):
        r = _direct(jfn, x1, x2)
        if r is not _NOT_DIRECT:
            return r
        x1, x2 = promote(x1, x2, name)
        r = jfn(x1, x2)
        d = x1.dtype if isinstance(x1, Array) else x2.dtype
        # (JAX's power gives int64 for a Python int base with a 0-d integer exponent)
        return r if r.dtype == d else r.astype(d)

    f.__name__ = f.__qualname__ = name
    return f


def _binary_float(jfn, name, real=False):
    """A float-only binary function: all-integer/bool inputs are computed in float32; ``real``:
    complex inputs are refused (JAX computes ``atan2``, ``logaddexp`` of complex numbers)."""

    def f(x1, x2, /):
        if x1.__class__ is AI and x2.__class__ is AI:
            d = x1.dtype
            if d is x2.dtype and (d is F32 or d is F64 or not real and d in INEXACT):
                return jfn(x1, x2)
        x1, x2 = promote_float(x1, x2)
        if real:
            _refuse_complex(x1, x2, name)
        return jfn(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


def _refuse_complex(x1, x2, name):
    d = x1.dtype if isinstance(x1, Array) else x2.dtype
    if d is C64 or d is C128:
        raise _complex_refused(name, d)


def _is_bool(x):
    return x.__class__ is bool or getattr(x, "dtype", None) is BOOL


def _from_bools(f, name, refuse):
    """``f`` for two bool operands, which JAX computes in int32: ivy keeps bool (``pow``: the
    values stay in {0, 1}) or refuses them (``fmod``, the shifts)."""

    def g(x1, x2, /):
        if _is_bool(x1) and _is_bool(x2):
            if refuse:
                raise _bool_refused(name)
            return f(x1, x2).astype(BOOL)
        return f(x1, x2)

    g.__name__ = g.__qualname__ = name
    return g


_COMPARISONS = frozenset(("equal", "not_equal", "less", "less_equal", "greater", "greater_equal"))


def _int_outside(name, jfn, x, s, reflected):
    """``x <op> s`` (``s <op> x`` if ``reflected``) for a Python int ``s`` outside the range of
    ``x``'s integer dtype (a bool ``x`` meets it as int64), or None where it fits: comparisons
    are exact, as in NumPy 2 (``int8_x < 300`` is all True; JAX would wrap or refuse the int),
    a constant of ``x``'s shape; the logical functions take its truth value (it is nonzero)."""
    r = IRANGE.get(WEAK[x.dtype, int])
    if r is None or r[0] <= s <= r[1]:
        return None
    if name in _COMPARISONS:
        return jnp.full_like(x, _int_comparison_outside(name, s, r[0], r[1], reflected), dtype=BOOL)
    return jfn(True, x) if reflected else jfn(x, True)


def _compare_slow(jfn, name, x1, x2):
    if x2.__class__ is int and isinstance(x1, Array):
        r = _int_outside(name, jfn, x1, x2, False)
        if r is not None:
            return r
    elif x1.__class__ is int and isinstance(x2, Array):
        r = _int_outside(name, jfn, x2, x1, True)
        if r is not None:
            return r
    x1, x2 = promote(x1, x2, name)
    return jfn(x1, x2)


def _compare(jfn, name):
    """A comparison (bool result): arrays of one dtype, or an array and a weak scalar (an int
    in an integer array's range), go straight."""

    def f(x1, x2, /):
        r = _direct(jfn, x1, x2)
        if r is not _NOT_DIRECT:
            return r
        return _compare_slow(jfn, name, x1, x2)

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
_mul = jnp.multiply
square = _unary(lambda x: _mul(x, x), "square")  # jnp.square gives int32 for bool, multiply keeps bool


def _sign(x):
    if x.dtype is BOOL:  # sign maps {0, 1} to itself (jnp.sign refuses bool)
        return x
    s = jnp.sign(x)  # complex: x / |x|; NaN: NaN
    d = s.dtype
    if d is C64 or d is C128:
        # sign(+-0 +- 0j) is +0 + 0j; other zero parts keep their signs (x / |x|: sign(1 - 0j) = 1 - 0j)
        return _where(x == 0, jnp.zeros_like(s), s)
    return s + 0 if jnp.issubdtype(d, jnp.inexact) else s  # sign(-0.0) is +0, as the standard


sign = _unary(_sign, "sign")
isfinite = _unary(jnp.isfinite, "isfinite")
isinf = _unary(jnp.isinf, "isinf")
isnan = _unary(jnp.isnan, "isnan")
signbit = _unary(jnp.signbit, "signbit")
logical_not = _unary(jnp.logical_not, "logical_not")

# ---- the standard's complex special cases XLA misses (used for complex inputs only)
#
# The standard requires f(conj(x)) == conj(f(x)) of every function here, and f(-x) == -f(x)
# of sinh, tanh, asinh and atanh (cosh is even). XLA loses the sign of zero parts in places
# (sqrt(-1 - 0j) gives +1j: the wrong side of the branch cut), so the functions below compute
# on the upper half-plane (the first quadrant for odd and even functions), where a few special
# values need fixing, and give the rest by symmetry. sin, cos, tan, asin and atan are computed
# as the standard defines their special cases: sin(x) = -1j * sinh(1j * x), and so on.

_REAL_OF = {C64: F32, C128: F64}
_cplx = lax.complex
_copysign = jnp.copysign
_signbit = jnp.signbit
_isfinite = jnp.isfinite
_INF = math.inf
_NAN = math.nan
_HALF_PI = math.pi / 2


def _negated_where(m, v):
    return _where(m, -v, v)


def _odd(f, a, b):
    """(re, im) of f(a + bj) for f odd and conjugate-symmetric, from f on the first quadrant
    (``f(|a|, |b|)`` gives parts): each part changes sign with the matching input part."""
    rr, ri = f(jnp.abs(a), jnp.abs(b))
    return _negated_where(_signbit(a), rr), _negated_where(_signbit(b), ri)


def _upper(f, x):
    """f(x) for f conjugate-symmetric, from f on the upper half-plane (``f(a, |b|)`` gives parts)."""
    im = x.imag
    rr, ri = f(x.real, jnp.abs(im))
    return _cplx(rr, _negated_where(_signbit(im), ri))


def _rotated(f, x):
    """-1j * f(1j * x) for f giving parts (x * 1j is -b + aj, -1j * (c + dj) is d - cj)."""
    rr, ri = f(-x.imag, x.real)
    return _cplx(ri, -rr)


def _exp_c(x):
    re = x.real
    im = x.imag
    r = jnp.exp(x)
    rr = r.real
    ri = _where(im == 0, im, r.imag)  # exp(a +- 0j) = exp(a) +- 0j (XLA drops the sign)
    # a = +-inf with b = +-inf or NaN: +inf + NaN j, or 0 + 0j for -inf (XLA: NaN + NaN j)
    bad = _isinf(re) & ~_isfinite(im)
    pos = re > 0
    return _cplx(_where(bad, _where(pos, re, 0.0), rr), _where(bad, _where(pos, _NAN, 0.0), ri))


def _expm1_c(x):
    re = x.real
    im = x.imag
    r = jnp.expm1(x)
    # b == 0: expm1(a) + bj, with +0 for a = -0 (ivy's choice; XLA folds away a ``+ 0.0``)
    e = jnp.expm1(re)
    r = _where(im == 0, _cplx(_where(e == 0, 0.0, e), im), r)
    bad = _isinf(re) & ~_isfinite(im)  # a = +-inf with b = +-inf or NaN
    r = _where(bad & (re < 0), _cplx(jnp.full_like(re, -1.0), jnp.zeros_like(re)), r)
    return _where(bad & (re > 0), _cplx(re, jnp.full_like(re, _NAN)), r)


def _sinh_q(a, b):
    r = jnp.sinh(_cplx(a, b))
    # XLA's real part cancels for small a (sinh(1e-9 + 0.5j) is 3e-8 off, sinh(1e-20 + 0.5j) 0),
    # and its imaginary part underflows for parts near the smallest normal: for a below 1 the real
    # part is sinh(a) * cos(b), and (b below 1 too) the imaginary part cosh(a) * sin(b), from the
    # real functions
    small = (a < 1) & _isfinite(b)
    rr = _where(small & (a > 0), jnp.sinh(a) * jnp.cos(b), r.real)
    ri = _where(small & (b > 0) & (b < 1), jnp.cosh(a) * jnp.sin(b), r.imag)
    # a = +0 or +inf with b = inf or NaN: a + NaN j (XLA: NaN + NaN j)
    m = ((a == 0) | (a == _INF)) & ~_isfinite(b)
    return _where(m, a, rr), _where(m, _NAN, ri)


def _sinh_p(a, b):
    return _odd(_sinh_q, a, b)


def _cosh_p(a, b):
    flip = _signbit(a) != _signbit(b)  # cosh(-x) = cosh(x): the imaginary part follows a * b
    a = jnp.abs(a)
    b = jnp.abs(b)
    r = jnp.cosh(_cplx(a, b))
    # b = inf or NaN: NaN + 0j for a = +0, inf + NaN j for a = +inf (XLA: NaN + NaN j)
    m = ((a == 0) | (a == _INF)) & ~_isfinite(b)
    zero = a == 0
    rr = _where(m, _where(zero, _NAN, a), r.real)
    ri = _where(m, _where(zero, a, _NAN), r.imag)
    return rr, _negated_where(flip, ri)


def _tanh_q(a, b):
    r = jnp.tanh(_cplx(a, b))
    # a = +inf: 1 + 0j for every b (XLA: NaN for b = inf or NaN, the zero's sign from sin(2b))
    inf = a == _INF
    rr = _where(inf, 1.0, r.real)
    ri = _where(inf, 0.0, r.imag)
    # a = +0 with b = inf or NaN: +0 + NaN j (XLA: NaN + NaN j)
    m = (a == 0) & ~_isfinite(b)
    return _where(m, a, rr), _where(m, _NAN, ri)


def _tanh_p(a, b):
    return _odd(_tanh_q, a, b)


def _sinh_c(x):
    return _cplx(*_sinh_p(x.real, x.imag))


def _cosh_c(x):
    return _cplx(*_cosh_p(x.real, x.imag))


def _tanh_c(x):
    return _cplx(*_tanh_p(x.real, x.imag))


def _sin_c(x):
    return _rotated(_sinh_p, x)


def _cos_c(x):
    return _cplx(*_cosh_p(-x.imag, x.real))  # cos(x) = cosh(1j * x)


def _tan_c(x):
    return _rotated(_tanh_p, x)


def _sqrt_h(a, b):
    r = jnp.sqrt(_cplx(a, b))
    rr = r.real
    ri = r.imag
    inf_b = b == _INF  # sqrt(a + inf j) = inf + inf j, a NaN included
    rr = _where(inf_b, b, rr)
    ri = _where(inf_b, b, ri)
    nan_b = _isnan(b)  # sqrt(inf + NaN j) = inf + NaN j, sqrt(-inf + NaN j) = NaN + inf j
    rr = _where(nan_b & (a == _INF), a, rr)
    ri = _where(nan_b & (a == -_INF), _INF, ri)
    return rr, ri


_NARROW_FLOATS = (F16, BF16, F32)
# On a GPU (or TPU), XLA divides and takes square roots of float32 approximately (an ulp off for
# 28% and 18% of random values on an H100), and folds float32 -> float64 -> float32 conversions
# around an operation back into the float32 operation; float64's are correctly rounded there.
_ACCELERATOR = jax.default_backend() != "cpu"


def _in_float64(*xs):
    """``xs`` as float64, behind an optimization barrier where the default device is an
    accelerator, so that XLA computes in float64 and rounds once (see ``_ACCELERATOR``)."""
    xs = tuple(x.astype(F64) for x in xs)
    return lax.optimization_barrier(xs) if _ACCELERATOR else xs


@jax.jit
def _rounded_sqrt(x):
    """sqrt correctly rounded, as the standard requires: single and half precision in float64
    on an accelerator (``_in_float64``), rounded once; jnp.sqrt elsewhere (correctly rounded)."""
    if x.dtype in _NARROW_FLOATS and _ACCELERATOR:
        (w,) = _in_float64(x)
        return jnp.sqrt(w).astype(x.dtype)
    return jnp.sqrt(x)


def _sqrt_c(x):
    return _upper(_sqrt_h, x)


def _log_c(x):
    re = x.real
    im = x.imag
    # an infinite part: inf + angle j (XLA gives NaN for a NaN other part)
    return _where(_isinf(re) | _isinf(im), _cplx(jnp.full_like(re, _INF), jnp.arctan2(im, re)), jnp.log(x))


def _log1p_c(x):
    # log(1 + x) where a part is infinite, or where |1 + x| is tiny but not 0: XLA's log1p
    # squares it and underflows (log1p(-1 + 7.7e-298j) gave -inf, not -684.1 + pi/2 j; found by
    # a thorough run); 1 + a is exact there. (1 is added to the real part alone: ``x + 1``
    # would turn a -0 imaginary part into +0.)
    a = x.real
    b = x.imag
    r = jnp.log1p(x)
    wide = _isinf(a) | _isinf(b) | (_isinf(r.real) & ((a != -1.0) | (b != 0)))
    return _where(wide, _log_c(_cplx(a + 1.0, b)), r)


def _log_base_c(ln_base):
    def f(x):
        r = _log_c(x)
        return _cplx(r.real / ln_base, r.imag / ln_base)  # (a complex quotient would turn inf * 0 into NaN)

    return f


def _asinh_q(a, b):
    r = jnp.arcsinh(_cplx(a, b))
    # a = NaN: NaN + 0j for b = 0, inf + NaN j for b = inf, NaN + NaN j otherwise
    nan_a = _isnan(a)
    rr = _where(nan_a, _where(b == _INF, _INF, _NAN), r.real)
    ri = _where(nan_a, _where(b == 0, b, _NAN), r.imag)
    return rr, ri


def _asinh_p(a, b):
    return _odd(_asinh_q, a, b)


def _atanh_q(a, b):
    r = jnp.arctanh(_cplx(a, b))
    rr = r.real
    # near the branch point 1 XLA's real part overflows inside to inf (atanh(1 + 2**-600 j) has
    # real part 208.3): there it is log(|1 + x| / |1 - x|) / 2
    overflowed = _isinf(rr) & (b != 0) & _isfinite(a) & _isfinite(b)
    rr = _where(overflowed, 0.5 * (jnp.log(jnp.hypot(1 + a, b)) - jnp.log(jnp.hypot(1 - a, b))), rr)
    # b = NaN: +0 + NaN j for a = +0 or +inf, NaN + NaN j otherwise
    nan_b = _isnan(b)
    rr = _where(nan_b, _where((a == 0) | (a == _INF), 0.0, _NAN), rr)
    ri = _where(nan_b, _NAN, r.imag)
    # a = NaN: 0 + pi/2 j for b = inf, NaN + NaN j otherwise
    nan_a = _isnan(a)
    inf_b = b == _INF
    rr = _where(nan_a, _where(inf_b, 0.0, _NAN), rr)
    ri = _where(nan_a, _where(inf_b, _HALF_PI, _NAN), ri)
    return rr, ri


def _atanh_p(a, b):
    return _odd(_atanh_q, a, b)


def _acos_h(a, b):
    r = jnp.arccos(_cplx(a, b))
    rr = r.real
    ri = r.imag
    # b = NaN: pi/2 + NaN j for a = +-0, NaN - inf j for a = +-inf, NaN + NaN j otherwise
    nan_b = _isnan(b)
    rr = _where(nan_b, _where(a == 0, _HALF_PI, _NAN), rr)
    ri = _where(nan_b, _where(_isinf(a), -_INF, _NAN), ri)
    # a = NaN: NaN - inf j for b = inf, NaN + NaN j otherwise
    nan_a = _isnan(a)
    return _where(nan_a, _NAN, rr), _where(nan_a, _where(b == _INF, -_INF, _NAN), ri)


def _acosh_h(a, b):
    r = jnp.arccosh(_cplx(a, b))
    rr = r.real
    ri = r.imag
    # b = NaN: NaN + pi/2 j for a = +-0, inf + NaN j for a = +-inf, NaN + NaN j otherwise
    nan_b = _isnan(b)
    rr = _where(nan_b, _where(_isinf(a), _INF, _NAN), rr)
    ri = _where(nan_b, _where(a == 0, _HALF_PI, _NAN), ri)
    # a = NaN: inf + NaN j for b = inf, NaN + NaN j otherwise
    nan_a = _isnan(a)
    return _where(nan_a, _where(b == _INF, _INF, _NAN), rr), _where(nan_a, _NAN, ri)


def _asinh_c(x):
    return _cplx(*_asinh_p(x.real, x.imag))


def _atanh_c(x):
    return _cplx(*_atanh_p(x.real, x.imag))


def _asin_c(x):
    return _rotated(_asinh_p, x)


def _atan_c(x):
    return _rotated(_atanh_p, x)


def _acos_c(x):
    return _upper(_acos_h, x)


def _acosh_c(x):
    return _upper(_acosh_h, x)


# Real sinh, cosh, log1p and atanh written out, each within a few ulp on every float dtype: XLA's
# own were 496 ulp off (float64 sinh/cosh near overflow: exp(|x| - log 2) turns the rounding of
# |x| - log 2 into a relative error of |x| ulp), 24 ulp (float32 sinh/cosh) and 129 ulp (float64
# log1p/atanh for |x| < 0.5). test_float_functions_within_a_few_ulps. Their derivatives are
# JAX's own rules (custom_jvp): differentiating the formulas would give NaN at 0 (atanh, log1p:
# the gradient of |x| and of x / (u - 1)) and lose digits near 0 (log1p).


def _with_jvp(derivative):
    """Decorator: ``jax.custom_jvp`` of a real function with the tangent ``derivative(x) * t``."""

    def deco(fn):
        f = jax.custom_jvp(fn)
        f.defjvp(lambda primals, tangents: (f(primals[0]), derivative(primals[0]) * tangents[0]))
        return jax.jit(f)

    return deco


@_with_jvp(lambda x: _cosh_real(x))
def _sinh_real(x):
    """Beyond |x| = 1, (e^|x| - e^-|x|) / 2 from h = e^(|x|/2) as (h/2) h - 1/(2 h h), which
    overflows only where the result does; XLA's kernel below 1."""
    a = jnp.abs(x)
    h = jnp.exp(0.5 * a)
    return _where(a < 1, jnp.sinh(x), jnp.copysign((0.5 * h) * h - 0.5 / (h * h), x))


@_with_jvp(lambda x: _sinh_real(x))
def _cosh_real(x):
    """(e^|x| + e^-|x|) / 2 from h = e^(|x|/2), as in :func:`_sinh_real`."""
    h = jnp.exp(0.5 * jnp.abs(x))
    return (0.5 * h) * h + 0.5 / (h * h)


def _log1p_goldberg(x):
    """log1p(x) = log(u) x / (u - 1) with u = 1 + x rounded (Goldberg): the rounding of u
    cancels. u passes an optimization barrier: XLA rewrites (1 + x) - 1 into x."""
    u = lax.optimization_barrier(1 + x)
    r = jnp.log(u) * (x / (u - 1))
    return _where((u == 1) | (x == jnp.inf), x, r)


@_with_jvp(lambda x: 1 / (1 + x))
def _log1p_real(x):
    return _log1p_goldberg(x)


@_with_jvp(lambda x: 1 / ((1 + x) * (1 - x)))
def _atanh_real(x):
    """atanh(x) = log1p(2|x| / (1 - |x|)) / 2 with x's sign (1 - |x| is exact from 1/2 to 1)."""
    a = jnp.abs(x)
    return jnp.copysign(0.5 * _log1p_goldberg(2 * a / (1 - a)), x)


acos = _unary_float(jnp.arccos, "acos", _acos_c)
acosh = _unary_float(jnp.arccosh, "acosh", _acosh_c)
asin = _unary_float(jnp.arcsin, "asin", _asin_c)
asinh = _unary_float(jnp.arcsinh, "asinh", _asinh_c)
atan = _unary_float(jnp.arctan, "atan", _atan_c)
atanh = _unary_float(_atanh_real, "atanh", _atanh_c)
cos = _unary_float(jnp.cos, "cos", _cos_c)
cosh = _unary_float(_cosh_real, "cosh", _cosh_c)
exp = _unary_float(jnp.exp, "exp", _exp_c)
expm1 = _unary_float(jnp.expm1, "expm1", _expm1_c)
log = _unary_float(jnp.log, "log", _log_c)
log1p = _unary_float(_log1p_real, "log1p", _log1p_c)
log2 = _unary_float(jnp.log2, "log2", _log_base_c(math.log(2.0)))
log10 = _unary_float(jnp.log10, "log10", _log_base_c(math.log(10.0)))
sin = _unary_float(jnp.sin, "sin", _sin_c)
sinh = _unary_float(_sinh_real, "sinh", _sinh_c)
sqrt = _unary_float(_rounded_sqrt if _ACCELERATOR else jnp.sqrt, "sqrt", _sqrt_c)
tan = _unary_float(jnp.tan, "tan", _tan_c)
tanh = _unary_float(jnp.tanh, "tanh", _tanh_c)


def _reciprocal_c(x):
    # as 1.0 / x (the standard). Not compiled around the division: XLA would fold the constant
    # 1 + 0j into it, and its ``v + 0 -> v`` loses the sign of a -0 there.
    return _complex_divide(jnp.ones_like(x), x)


# correctly rounded, as the standard requires (1 / x, divided as ``divide`` does)
reciprocal = _unary_float(jax.jit(lambda x: _true_divide(jnp.ones((), x.dtype), x)), "reciprocal", _reciprocal_c,
                          compile_complex=False)


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


@jax.jit
def _complex_power_fixes(x1, x2, r):
    """``r = x1 ** x2`` (complex) where XLA's differs from exp(x2 log x1), as the standard defines
    it, and from NumPy: an exponent whose product with log(x1) is real gives a real power, so an
    overflow is inf + 0j (XLA multiplied inf by sin(0): inf + nan j for (2 + 0j) ** 128); and
    0 ** z is 0 where Re z > 0 (XLA gave NaN for z = 1 + 1j)."""
    lg = _log_c(jnp.asarray(x1, r.dtype))  # the standard's log (XLA's where x1 is finite)
    w = x2 * lg
    real_power = (w.imag == 0) & ~jnp.isnan(w.real) & jnp.isnan(r.imag)
    r = jnp.where(real_power, lax.complex(r.real, jnp.zeros_like(r.real)), r)
    zero = (x1 == 0) & (jnp.real(x2) > 0) & jnp.isfinite(jnp.imag(x2))
    r = jnp.where(zero, jnp.zeros_like(r), r)
    # A real exponent with a non-finite part anywhere: exp(x2 log x1) by the standard's exp and
    # log, the real factor applied to each part (XLA: (2 + 0j) ** -inf NaN, not 0; 1 ** NaN 1)
    e = jnp.real(x2)
    odd = (jnp.imag(x2) == 0) & (e != 0) & ~(jnp.isfinite(x1) & jnp.isfinite(e))  # x ** 0 stays 1
    return jnp.where(odd, _exp_c(lax.complex(e * lg.real, e * lg.imag).astype(r.dtype)), r)


@jax.jit
def _complex64_power(x1, x2):
    """complex64 ``x1 ** x2`` computed in complex128: XLA forms |x1| ** Re(x2) and
    exp(-Im(x2) arg(x1)) apart, and either can overflow float32 where their product does not
    ((-2) ** (-4 - 29j) gave inf - inf j; NumPy 7.2e37 - 2.2e38j)."""
    r = jnp.power(x1.astype(C128), x2.astype(C128))
    return _complex_power_fixes(x1, x2, r).astype(C64)


def _power(x1, x2):
    # One operand is an array of the result dtype, the other an array of it too or a scalar. A
    # Python int exponent keeps JAX's exact repeated multiplication.
    d = x1.dtype if hasattr(x1, "dtype") else x2.dtype
    if d is C64 and x2.__class__ is not int:
        return _complex64_power(x1, x2)
    if d in IRANGE:
        _refuse_negative_powers(x2)
    r = jnp.power(x1, x2)
    if r.dtype.kind == "c":
        return _complex_power_fixes(x1, x2, r)
    return r


def _refuse_negative_powers(x2):
    """An integer array to a negative integer power is refused, as NumPy does (JAX raised a
    TypeError for a Python int exponent, and truncated for an array one: 2 ** -1 gave 0). An
    array exponent is read back (one reduction); a traced one is left to JAX."""
    if x2.__class__ is int:
        if x2 < 0:
            raise _negative_int_power()
    elif x2.__class__ is AI and x2.dtype in IRANGE and bool(jnp.any(x2 < 0)):
        raise _negative_int_power()


pow = _from_bools(_binary(_power, "pow"), "pow", refuse=False)
maximum = _binary(jnp.maximum, "maximum")  # NaN propagates
minimum = _binary(jnp.minimum, "minimum")
bitwise_and = _binary(jnp.bitwise_and, "bitwise_and")
bitwise_or = _binary(jnp.bitwise_or, "bitwise_or")
bitwise_xor = _binary(jnp.bitwise_xor, "bitwise_xor")
# counts >= the bit width give 0, right shifts 0 or -1 (sign fill)
bitwise_left_shift = _from_bools(_binary(jnp.left_shift, "bitwise_left_shift"), "bitwise_left_shift", refuse=True)
bitwise_right_shift = _from_bools(_binary(jnp.right_shift, "bitwise_right_shift"), "bitwise_right_shift",
                                  refuse=True)

@jax.jit
def _true_divide(x1, x2):
    """``x1 / x2`` correctly rounded, as the standard requires of ``/``.

    - float32 and half precision divide in float64 and round once: float64's 53 bits hold twice
      theirs and two more, so even a float64 quotient an ulp off rounds right. XLA divided
      float32 up to an ulp off on a GPU (28% of random quotients; ``_in_float64``), and float16
      by a 0-d array on the CPU (half of them). The operands are rounded to their dtype first,
      as the standard converts a Python scalar.
    - A float64 divisor that is broadcast (a Python number, a 0-d array, an axis of 1) is
      written out whole behind an optimization barrier: XLA's CPU code divided by a broadcast
      divisor as a multiplication by its reciprocal, an ulp off for a third of quotients.
    - float64 divisors of magnitude 1 / tiny or more: XLA's CPU kernel multiplies by the
      reciprocal, which is subnormal there and flushed to 0 (float32 ``inf / 2**126`` gave NaN
      and ``2**109 / 2**126`` 0, found by a thorough run before float32 went through float64).
      Both operands are scaled by 1/4 there (exact, powers of two; only a subnormal x1 loses
      bits, whose quotient underflows anyway)."""
    d = jnp.result_type(x1, x2)
    if d in _NARROW_FLOATS:
        w1, w2 = _in_float64(jnp.asarray(x1, d), jnp.asarray(x2, d))
        return (w1 / w2).astype(d)
    if d == F64:
        shape = jnp.broadcast_shapes(jnp.shape(x1), jnp.shape(x2))
        if jnp.shape(x2) != shape:
            x2 = lax.optimization_barrier(jnp.broadcast_to(jnp.asarray(x2, d), shape))
    s = jnp.where(jnp.abs(x2) >= 1 / jnp.finfo(d).tiny, jnp.asarray(0.25, d), jnp.asarray(1, d))
    return (x1 * s) / (x2 * s)


@jax.jit
def _complex_divide(x1, x2):
    """Smith's algorithm, as NumPy divides complex numbers (XLA gives 0 for 0j / (inf + inf j),
    and NaN for (3e38 + 3e38j) / itself in complex64); dividing by 0 divides each part by +0.
    complex64 is computed in complex128: XLA flushes subnormal intermediates to zero, which made
    ``1 / (1.1754944e-38 + 1.47399595e-36j)`` 6e-5 off (found by a thorough run)."""
    if x1.dtype is C64:
        return _smith(x1.astype(C128), x2.astype(C128)).astype(C64)
    return _smith(x1, x2)


def _smith(x1, x2):
    ar = x1.real
    ai = x1.imag
    br = x2.real
    bi = x2.imag
    abr = jnp.abs(br)
    abi = jnp.abs(bi)
    # |br| >= |bi|: the ratio bi / br; else br / bi (NaN takes the second branch, as NumPy)
    first = abr >= abi
    big = _where(first, br, bi)
    small = _where(first, bi, br)
    rat = small / big
    scl = 1.0 / (big + small * rat)
    re = _where(first, ar + ai * rat, ar * rat + ai) * scl
    im = _where(first, ai - ar * rat, ai * rat - ar) * scl
    by_zero = (abr == 0) & (abi == 0)
    return _cplx(_where(by_zero, ar / abr, re), _where(by_zero, ai / abr, im))


def divide(x1, x2, /):
    if x1.__class__ is AI and x2.__class__ is AI:
        d = x1.dtype
        if d is x2.dtype:
            if d is F32 or d is F64:
                return _true_divide(x1, x2)
            if d is C64 or d is C128:
                return _complex_divide(x1, x2)
            if d in INEXACT:
                return _true_divide(x1, x2)
    x1, x2 = promote_float(x1, x2)
    d = x1.dtype if isinstance(x1, Array) else x2.dtype
    if d is C64 or d is C128:
        return _complex_divide(jnp.asarray(x1, dtype=d), jnp.asarray(x2, dtype=d))
    return _true_divide(x1, x2)


atan2 = _binary_float(jnp.arctan2, "atan2", real=True)
hypot = _binary_float(jnp.hypot, "hypot", real=True)
logaddexp = _binary_float(jnp.logaddexp, "logaddexp", real=True)
_SIGN_BIT = {np.dtype(f"float{n}"): (np.dtype(f"uint{n}"), 1 << (n - 1)) for n in (16, 32, 64)}
_SIGN_BIT[BF16] = _SIGN_BIT[np.dtype("float16")]


@jax.custom_jvp
def _copysign_exact(x1, x2):
    """x1's bits but the sign, x2's sign bit: exact for NaNs too. XLA's GPU code computes
    ``jnp.copysign`` as ``where(signbit(x2), -abs(x1), abs(x1))``, whose NaN sign PTX leaves
    open, and float16 through float32, whose conversion drops a NaN's sign."""
    u, m = _SIGN_BIT[x1.dtype]
    b = lax.bitcast_convert_type(x1, u) & ~np.array(m, u) | lax.bitcast_convert_type(x2, u) & np.array(m, u)
    return lax.bitcast_convert_type(b, x1.dtype)


@_copysign_exact.defjvp
def _copysign_jvp(primals, tangents):
    """d/dx1 is +-1 (-1 where the signs differ), d/dx2 is 0 (bit casts have no derivative)."""
    x1, x2 = primals
    t1 = tangents[0]
    return _copysign_exact(x1, x2), _where(_signbit(x1) != _signbit(x2), -t1, t1)


_copysign_bits = jax.jit(_copysign_exact)


def copysign(x1, x2, /):
    if x1.__class__ is not AI or x2.__class__ is not AI or x1.dtype is not x2.dtype or x1.dtype not in _FLOATS:
        x1, x2 = promote_float(x1, x2)
        d = x1.dtype if isinstance(x1, Array) else x2.dtype
        if d not in _FLOATS:
            raise _complex_refused("copysign", d)
        x1, x2 = (x if isinstance(x, Array) else np.asarray(x, d) for x in (x1, x2))  # a scalar's sign on the host
    return _copysign_bits(x1, x2)
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
        x1, x2 = promote(x1, x2, "floor_divide")
    d = x1.dtype if isinstance(x1, Array) else x2.dtype
    if d not in INEXACT:
        if d is BOOL:
            raise _bool_refused("floor_divide")
        return _int_division(jnp.floor_divide, x1, x2)
    # a Python float as the dtype rounds it: 1e39 is inf in float32, and the infinity test below
    # must see that (it gave -1 for -2 // 1e39, where -2 // inf is -0)
    if not isinstance(x1, Array):
        x1 = jnp.asarray(x1, d)
    if not isinstance(x2, Array):
        x2 = jnp.asarray(x2, d)
    q = jnp.true_divide(x1, x2)
    r = jnp.floor_divide(x1, x2)
    r = _where(_isinf(x1) != _isinf(x2), q, r)
    return _where(r == 0, _copysign(0.0, q).astype(r.dtype), r)  # a zero has the quotient's sign


def remainder(x1, x2, /):
    if x1.__class__ is not AI or x2.__class__ is not AI or x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2, "remainder")
    d = x1.dtype if isinstance(x1, Array) else x2.dtype
    if d not in INEXACT:
        if d is BOOL:
            raise _bool_refused("remainder")
        return _int_division(jnp.remainder, x1, x2)
    r = jnp.remainder(x1, x2)
    return _where(r == 0, _copysign(jnp.zeros_like(r), x2), r)  # a zero has the divisor's sign


# -------------------------------------------------------------------- clip


def _int_bound(b, dt, lower):
    """A bound for an integer array: Python scalars clamped to its range, floats rounded inwards."""
    if b.__class__ in PY_SCALARS:
        return _clip_int_bound(b, np.iinfo(dt), lower)
    if isinstance(b, Array) and b.dtype in INEXACT:
        return jnp.ceil(b) if lower else jnp.floor(b)
    return b


# a float array clipped by Python floats: one compiled call (two eager ops cost ~2x); the
# bounds are traced arguments (weakly typed, like eager jnp's), so new values do not recompile
_clip_both = jax.jit(lambda x, lo, hi: jnp.minimum(jnp.maximum(x, lo), hi))


def clip(x, /, min=None, max=None):
    """``minimum(maximum(x, min), max)`` in ``x``'s dtype: where ``min > max`` the result is ``max``."""
    dt = x.dtype
    if min is None and max is None:
        return x
    if min.__class__ is float and max.__class__ is float and x.__class__ is AI and dt in _FLOATS:
        return _clip_both(x, min, max)
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


@jax.jit
def _lgamma(x):
    """lgamma in float64 for single and half precision, rounded once: XLA's float32 lgamma was
    up to 31000 ulp off next to its zeros (x near 1 and 2; torch's kernel 15), float64's
    rounded is within half an ulp. lgamma(-inf) = +inf."""
    (w,) = _in_float64(x) if x.dtype in _NARROW_FLOATS else (x,)
    return _where(_isinf(w), jnp.abs(w), lax.lgamma(w)).astype(x.dtype)


def lgamma(x):
    return _lgamma(_real_float(x, "lgamma"))


@jax.jit
def _sinc(x):
    """sinc(+-inf) is NaN, as NumPy's and torch's sin(pi x) / (pi x) give it (XLA's GPU code gave 0)."""
    r = jnp.sinc(x)
    return r if x.dtype is C64 or x.dtype is C128 else _where(_isinf(x), _NAN, r)


sinc = _unary_float(_sinc, "sinc")
fmod = _from_bools(_binary(jnp.fmod, "fmod"), "fmod", refuse=True)


def xlogy(x, y, /):
    x, y = promote_float(x, y)
    _refuse_complex(x, y, "xlogy")  # torch's definition: real numbers
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


# ------------------------------------------------- ivy 1.0's special functions
# jax.scipy.special's, computed in float64 and rounded once (as ivy-core's compositions), with
# torch.special's values where scipy's differ: digamma(+-0) = -+inf, i0(+-inf) = inf.


@jax.jit
def _digamma(x):
    w = x.astype(F64)
    r = _where(w == 0, -1.0 / w, _jss.digamma(w))
    return r.astype(x.dtype)


def digamma(x, /):
    return _digamma(_real_float(x, "digamma"))


@jax.jit
def _erfinv(x):
    return _jss.erfinv(x.astype(F64)).astype(x.dtype)


def erfinv(x, /):
    return _erfinv(_real_float(x, "erfinv"))


@jax.jit
def _zeta(x, q):
    x, q = x.astype(F64), q.astype(F64)
    r = _jss.zeta(x, q)
    # torch's (Cephes') rules where scipy's differ: zeta(1, NaN) and zeta(NaN, -2) are inf
    r = _where((q <= 0) & (q == jnp.floor(q)) & ~(x < 1), jnp.inf, r)
    return _where(x == 1, jnp.inf, r)


def zeta(x, q, /):
    x, q = promote_float(x, q)
    _refuse_complex(x, q, "zeta")
    x, q = jnp.broadcast_arrays(x, q)
    return _zeta(x, q).astype(x.dtype)


@jax.jit
def _i0(x):
    w = x.astype(F64)
    return _where(_isinf(w), jnp.inf, _jss.i0(w)).astype(x.dtype)


def i0(x, /):
    return _i0(_real_float(x, "i0"))

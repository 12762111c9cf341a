"""torch's pointwise math ops (the "Pointwise Ops" of torch's docs).

Each function: unwrap (``_convert.n``/``fl``/``binary``), one ivy call on native arrays,
wrap (``ret``, which also writes ``out=``). torch's rules that differ from ivy's:
integer and bool inputs of float functions become the *default dtype* (not ivy's float32);
``div`` of integers is true division unless ``rounding_mode``; integer division and
remainder by zero raise (``ZeroDivisionError`` as a RuntimeError), as torch does; bool
``neg``/``sub``/``abs``/``floor`` raise torch's errors.

>>> import ivy_frontends.torch as torch
>>> torch.div(torch.tensor([5, -5]), 2, rounding_mode="floor")
tensor([ 2, -3])
"""

from __future__ import annotations

import builtins

import ivy

from .._errors import FrontendRuntimeError
from . import _dtypes as D
from ._convert import binary, cast, check_refused, dtype_of, fl, n, promoted, refuse_for, refused, ret, t, wrap
from ._promotion import CATEGORY
from ._refusals import TENSOR_OTHER
from .tensor import Tensor

__all__ = []  # filled by _export


def _export(*fns):
    for f in fns:
        __all__.append(f.__name__)
    return fns[0] if len(fns) == 1 else fns


def _name(f, name, doc):
    f.__name__ = f.__qualname__ = name
    f.__doc__ = doc
    __all__.append(name)
    return f


# ------------------------------------------------------------------ unary

def _float_unary(op, name, what):
    """A float function: integer and bool input become the default dtype."""
    refusing = refused(name)
    if refusing:
        def f(input, *, out=None):  # noqa: A002
            a = t(input)
            check_refused(name, refusing, a)
            return ret(op(fl(a)), out)
    else:
        def f(input, *, out=None):  # noqa: A002
            return ret(op(fl(input)), out)

    return _name(f, name, f"{what} of ``input`` (integers become the default dtype).")


def _same_unary(op, name, what, no_bool=None):
    """A function keeping the input's dtype; ``no_bool``: torch's message refusing bool input."""

    refusing = refused(name) or frozenset()

    def f(input, *, out=None):  # noqa: A002
        a = t(input)
        if no_bool is not None and dtype_of(a) is D.bool:
            raise FrontendRuntimeError(no_bool)
        if refusing:
            check_refused(name, refusing, a)
        return ret(op(a), out)

    return _name(f, name, f"{what} of ``input`` (same dtype).")


def _bool_unary(op, name, what):
    refusing = refused(name) or frozenset()

    def f(input, *, out=None):  # noqa: A002
        a = t(input)
        if refusing:
            check_refused(name, refusing, a)
        return ret(op(a), out)

    return _name(f, name, f"{what} of ``input`` (a bool tensor).")


sin = _float_unary(ivy.sin, "sin", "The sine")
cos = _float_unary(ivy.cos, "cos", "The cosine")
tan = _float_unary(ivy.tan, "tan", "The tangent")
asin = _float_unary(ivy.asin, "asin", "The arcsine")
acos = _float_unary(ivy.acos, "acos", "The arccosine")
atan = _float_unary(ivy.atan, "atan", "The arctangent")
sinh = _float_unary(ivy.sinh, "sinh", "The hyperbolic sine")
cosh = _float_unary(ivy.cosh, "cosh", "The hyperbolic cosine")
tanh = _float_unary(ivy.tanh, "tanh", "The hyperbolic tangent")
asinh = _float_unary(ivy.asinh, "asinh", "The inverse hyperbolic sine")
acosh = _float_unary(ivy.acosh, "acosh", "The inverse hyperbolic cosine")
atanh = _float_unary(ivy.atanh, "atanh", "The inverse hyperbolic tangent")
arcsin, arccos, arctan = asin, acos, atan
arcsinh, arccosh, arctanh = asinh, acosh, atanh
exp = _float_unary(ivy.exp, "exp", "e to the power")
exp2 = _float_unary(ivy.exp2, "exp2", "2 to the power")
expm1 = _float_unary(ivy.expm1, "expm1", "exp(x) - 1")
log = _float_unary(ivy.log, "log", "The natural logarithm")
log2 = _float_unary(ivy.log2, "log2", "The base-2 logarithm")
log10 = _float_unary(ivy.log10, "log10", "The base-10 logarithm")
log1p = _float_unary(ivy.log1p, "log1p", "log(1 + x)")
sqrt = _float_unary(ivy.sqrt, "sqrt", "The square root")
reciprocal = _float_unary(ivy.reciprocal, "reciprocal", "1 / x")
def _sigmoid(a):
    if dtype_of(a).is_complex:
        return ivy.divide(1.0, ivy.add(1.0, ivy.exp(ivy.negative(a))))
    return ivy.sigmoid(a)


sigmoid = _float_unary(_sigmoid, "sigmoid", "The logistic sigmoid")
erf = _float_unary(ivy.erf, "erf", "The error function")
erfc = _float_unary(ivy.erfc, "erfc", "The complementary error function")
erfinv = _float_unary(ivy.erfinv, "erfinv", "The inverse error function")
lgamma = _float_unary(ivy.lgamma, "lgamma", "log|gamma(x)|")
digamma = _float_unary(ivy.digamma, "digamma", "The digamma function")
i0 = _float_unary(ivy.i0, "i0", "The modified Bessel function of order 0")
sinc = _float_unary(ivy.sinc, "sinc", "sin(pi x) / (pi x)")
deg2rad = _float_unary(ivy.deg2rad, "deg2rad", "Degrees to radians")
rad2deg = _float_unary(ivy.rad2deg, "rad2deg", "Radians to degrees")


def rsqrt(input, *, out=None):  # noqa: A002
    """1 / sqrt(x) (integers become the default dtype)."""
    return ret(ivy.reciprocal(ivy.sqrt(fl(input))), out)


def angle(input, *, out=None):  # noqa: A002
    """The argument of complex values (0 or pi for real ones; integers become the default dtype)."""
    a = fl(input)
    if dtype_of(a).is_complex:
        return ret(ivy.angle(a), out)
    return ret(_real_angle(a), out)


def _real_angle(a):
    pi = ivy.multiply(ivy.ones_like(a), 3.141592653589793)
    r = ivy.where(ivy.less(a, 0), pi, ivy.zeros_like(a))
    return ivy.where(ivy.isnan(a), a, r)


_export(rsqrt, angle)

neg = _same_unary(ivy.negative, "neg", "Minus",
                  "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a "
                  "mask, use the `~` or `logical_not()` operator instead.")
negative = neg
abs = _same_unary(ivy.abs, "abs", "The absolute value", '"abs_cpu" not implemented for \'Bool\'')  # noqa: A001
absolute = abs
positive = _same_unary(ivy.positive, "positive", "+x",
                       "The `+` operator, on a bool tensor is not supported.")
floor = _same_unary(ivy.floor, "floor", "The floor", '"floor_vml_cpu" not implemented for \'Bool\'')
ceil = _same_unary(ivy.ceil, "ceil", "The ceiling", '"ceil_vml_cpu" not implemented for \'Bool\'')
trunc = _same_unary(ivy.trunc, "trunc", "The integer part", '"trunc_vml_cpu" not implemented for \'Bool\'')
fix = trunc
bitwise_not = _same_unary(ivy.bitwise_invert, "bitwise_not", "The bitwise (logical for bool) not")
conj_physical = _same_unary(ivy.conj, "conj_physical", "The complex conjugate")
logical_not = _bool_unary(ivy.logical_not, "logical_not", "not x")
isnan = _bool_unary(ivy.isnan, "isnan", "Whether each element is NaN")
isinf = _bool_unary(ivy.isinf, "isinf", "Whether each element is infinite")
isfinite = _bool_unary(ivy.isfinite, "isfinite", "Whether each element is finite")


def sign(input, *, out=None):  # noqa: A002
    """-1, 0 or 1 (bool stays bool); refuses complex input (use ``sgn``)."""
    a = t(input)
    if dtype_of(a).is_complex:
        raise FrontendRuntimeError("Unlike NumPy, torch.sign is not intended to support complex numbers. "
                                   "Please use torch.sgn instead.")
    return ret(ivy.sign(a), out)


def sgn(input, *, out=None):  # noqa: A002
    """x / |x| (0 at 0); the sign for real input."""
    a = t(input)
    if dtype_of(a).is_complex:
        m = ivy.abs(a)
        z = ivy.equal(m, 0)
        safe = ivy.astype(ivy.where(z, ivy.ones_like(m), m), dtype_of(a)._ivy)
        return ret(ivy.where(z, ivy.zeros_like(a), ivy.divide(a, safe)), out)
    return ret(ivy.sign(a), out)


def square(input, *, out=None):  # noqa: A002
    """x * x (bool becomes int64, as torch's ``pow(x, 2)``)."""
    a = t(input)
    if dtype_of(a) is D.bool:
        a = ivy.astype(a, ivy.int64)
    return ret(ivy.multiply(a, a), out)


def round(input, *, decimals=0, out=None):  # noqa: A001,A002
    """Round half to even, to ``decimals`` decimal places."""
    a = t(input)
    refuse_for("round", a)
    d = dtype_of(a)
    if d is D.bool:
        raise FrontendRuntimeError('"round_vml_cpu" not implemented for \'Bool\'')
    if decimals == 0 or not (d.is_floating_point or d.is_complex):
        if decimals != 0:
            raise FrontendRuntimeError("round_vml_cpu not implemented for integer inputs with decimals")
        return ret(ivy.round(a), out)
    s = 10.0 ** decimals
    if decimals > 0:
        return ret(ivy.divide(ivy.round(ivy.multiply(a, s)), s), out)
    s = 10.0 ** -decimals
    return ret(ivy.multiply(ivy.round(ivy.divide(a, s)), s), out)


def frac(input, *, out=None):  # noqa: A002
    """x - trunc(x) (floating input only)."""
    a = t(input)
    d = dtype_of(a)
    if not d.is_floating_point:
        raise FrontendRuntimeError(f'"frac_cpu" not implemented for \'{_cname(d)}\'')
    return ret(ivy.subtract(a, ivy.trunc(a)), out)


def _cname(d):
    from .tensor import _C_NAMES

    return _C_NAMES.get(d, str(d))


def signbit(input, *, out=None):  # noqa: A002
    """Whether the sign bit is set (-0.0 included)."""
    a = t(input)
    if dtype_of(a).is_complex:
        raise FrontendRuntimeError("signbit is not implemented for complex tensors.")
    if dtype_of(a) is D.bool:
        return ret(ivy.zeros_like(a), out)
    return ret(ivy.signbit(a), out)


def conj(input):  # noqa: A002
    """The complex conjugate (the input itself for real tensors, as torch's lazy conj view)."""
    a = t(input)
    if dtype_of(a).is_complex:
        return wrap(ivy.conj(a))
    return input if not isinstance(input, (int, float)) else wrap(a)


def resolve_conj(input):  # noqa: A002
    """``input`` (conjugation is never lazy in ivy_frontends)."""
    return input


def resolve_neg(input):  # noqa: A002
    """``input`` (negation is never lazy in ivy_frontends)."""
    return input


def is_conj(input):  # noqa: A002
    return False


def is_neg(input):  # noqa: A002
    return False


def nan_to_num(input, nan=0.0, posinf=None, neginf=None, *, out=None):  # noqa: A002
    """NaN -> ``nan``, +inf -> ``posinf`` (the dtype's max), -inf -> ``neginf`` (its min)."""
    a = t(input)
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        return ret(_copy(a), out)
    return ret(ivy.nan_to_num(a, nan=nan, posinf=posinf, neginf=neginf), out)


def _copy(a):
    r = ivy.asarray(a, copy=True)
    return r._data if r.__class__ is ivy.Array else r


def clone(input, *, memory_format=None):  # noqa: A002
    """A copy of ``input`` (with autograd history)."""
    return wrap(_copy(t(input)))


def logit(input, eps=None, *, out=None):  # noqa: A002
    """log(p / (1 - p)), with p clamped to [eps, 1 - eps] when ``eps`` is given."""
    a = fl(input)
    refuse_for("logit", a)
    if eps is not None:
        a = ivy.clip(a, eps, 1.0 - eps)
    return ret(ivy.log(ivy.divide(a, ivy.subtract(1, a))), out)


_export(sign, sgn, square, round, frac, signbit, conj, resolve_conj, resolve_neg, is_conj, is_neg, nan_to_num, clone,
        logit)


# ------------------------------------------------------------------ binary arithmetic

_NUMBERS = (int, float, bool, builtins.complex)


def _not_tensor(name, other):
    from .._errors import FrontendTypeError

    return FrontendTypeError(f"{name}(): argument 'other' (position 2) must be Tensor, not {type(other).__name__}")


def _alpha(b, alpha, a):
    """``other * alpha`` with torch's refusal of a float alpha for integer tensors."""
    d = dtype_of(a) if a.__class__ not in (int, float, bool, builtins.complex) else None
    if d is not None and not (d.is_floating_point or d.is_complex) and isinstance(alpha, float):
        raise FrontendRuntimeError("For integral input tensors, argument alpha must not be a floating point number.")
    if d is D.bool and not isinstance(alpha, bool):
        raise FrontendRuntimeError("Boolean alpha only supported for Boolean results.")
    if d is not None and not (d.is_floating_point or d.is_complex) and d is not D.bool:
        from ._convert import _scalar_for

        alpha = _scalar_for(int(alpha), d)
    if b.__class__ in (int, float, bool, builtins.complex):
        if d is D.bool:
            return b and alpha
        r = b * alpha
        if d is not None and r.__class__ is int and d is not D.bool:
            from ._convert import _scalar_for

            r = _scalar_for(r, d)
        return r
    if d is D.bool:
        return ivy.logical_and(b, alpha)
    return ivy.multiply(b, alpha)


def add(input, other, *, alpha=1, out=None):  # noqa: A002
    """``input + alpha * other``, torch's promotion.

    >>> import ivy_frontends.torch as torch
    >>> torch.add(torch.tensor([1, 2]), 2.5)
    tensor([3.5000, 4.5000])
    """
    a, b = binary(input, other)
    if alpha != 1:
        b = _alpha(b, alpha, a)
    return ret(ivy.add(a, b), out)


def sub(input, other, *, alpha=1, out=None):  # noqa: A002
    """``input - alpha * other`` (bool refused)."""
    for x in (input, other):
        if isinstance(x, bool) or (isinstance(x, Tensor) and x.dtype is D.bool):
            raise FrontendRuntimeError(
                "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a "
                "mask, use the `~` or `logical_not()` operator instead.")
    a, b = binary(input, other)
    if alpha != 1:
        b = _alpha(b, alpha, a)
    return ret(ivy.subtract(a, b), out)


subtract = sub


def rsub(input, other, *, alpha=1, out=None):  # noqa: A002
    """``other - alpha * input``."""
    if isinstance(other, bool):
        return sub(other, input)  # torch refuses a bool operand, as sub does
    return sub(other, input, alpha=alpha, out=out) if alpha == 1 else \
        ret(ivy.subtract(*_rsub(input, other, alpha)), out)


def _rsub(input, other, alpha):  # noqa: A002
    a, b = binary(input, other)
    return b, _alpha(a, alpha, b if b.__class__ not in (int, float, bool, builtins.complex) else a)


def mul(input, other, *, out=None):  # noqa: A002
    """``input * other`` (bool: and)."""
    a, b = binary(input, other)
    return ret(ivy.multiply(a, b), out)


multiply = mul


def _is_integral(x):
    if x.__class__ in (int, bool):
        return True
    if x.__class__ in (float, builtins.complex):
        return False
    d = dtype_of(x)
    return not (d.is_floating_point or d.is_complex)


def _check_int_zero(b):
    """torch raises for integer division by zero."""
    if b.__class__ in (int, bool):
        if b == 0:
            raise FrontendRuntimeError("ZeroDivisionError")
        return
    if builtins.bool(ivy.any(ivy.equal(b, 0))):
        raise FrontendRuntimeError("ZeroDivisionError")


def div(input, other, *, rounding_mode=None, out=None):  # noqa: A002
    """``input / other``: true division (integers become the default dtype), or rounded
    ``"trunc"`` / ``"floor"`` (integers stay integers)."""
    a, b = binary(input, other)
    if rounding_mode is None:
        if _is_integral(a) and _is_integral(b):
            fd = D.get_default_dtype()._ivy
            a = ivy.astype(a, fd) if a.__class__ not in (int, bool) else float(a)
            b = ivy.astype(b, fd) if b.__class__ not in (int, bool) else float(b)
            if a.__class__ is float and b.__class__ is float:
                a = ivy.native_array(a, dtype=fd)
        return ret(ivy.divide(a, b), out)
    if rounding_mode == "trunc":
        if _is_integral(a) and _is_integral(b):
            _check_int_zero(b)
            return ret(ivy.trunc_divide(a, b), out)
        return ret(ivy.trunc(ivy.divide(a, b)), out)
    if rounding_mode == "floor":
        refuse_for("floor_divide", a if a.__class__ not in (int, float, bool, builtins.complex) else b)
        if _is_integral(a) and _is_integral(b):
            _check_int_zero(b)
        return ret(ivy.floor_divide(a, b), out)
    raise FrontendRuntimeError(
        f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{rounding_mode}'")


divide = div


def true_divide(dividend, divisor, *, out=None):
    """``div`` without rounding."""
    return div(dividend, divisor, out=out)


def floor_divide(input, other, *, out=None):  # noqa: A002
    """``input // other`` rounded toward -inf."""
    return div(input, other, rounding_mode="floor", out=out)


def remainder(input, other, *, out=None):  # noqa: A002
    """Python's modulus (the sign of ``other``)."""
    a, b = binary(input, other)
    refuse_for("remainder", a if a.__class__ not in (int, float, bool, builtins.complex) else b)
    if _is_integral(a) and _is_integral(b):
        _check_int_zero(b)
    return ret(ivy.remainder(a, b), out)


def fmod(input, other, *, out=None):  # noqa: A002
    """C's fmod (the sign of ``input``)."""
    a, b = binary(input, other)
    refuse_for("fmod", a if a.__class__ not in (int, float, bool, builtins.complex) else b)
    if _is_integral(a) and _is_integral(b):
        _check_int_zero(b)
    return ret(ivy.fmod(a, b), out)


def pow(input, exponent, *, out=None):  # noqa: A001,A002
    """``input ** exponent``; an integer tensor to a negative Python int raises, as torch; negative
    integer tensor exponents give ``1 // base ** -e`` (0 unless the base is 1 or -1)."""
    a, b = binary(input, exponent)
    if b.__class__ not in _NUMBERS:
        refuse_for("pow", b)
    if _is_integral(a) and _is_integral(b):
        if exponent.__class__ is int and exponent < 0:  # (binary wrapped it into an unsigned range)
            raise FrontendRuntimeError("Integers to negative integer powers are not allowed.")
        if b.__class__ in (int, bool):
            if b < 0:
                raise FrontendRuntimeError("Integers to negative integer powers are not allowed.")
        if b.__class__ not in (int, bool):
            if a.__class__ in (int, bool):
                a = ivy.native_array(a, dtype=dtype_of(b)._ivy)
            neg = ivy.less(b, 0)
            if builtins.bool(ivy.any(neg)):
                r = ivy.pow(a, ivy.where(neg, ivy.zeros_like(b), b))
                one = ivy.equal(a, 1)
                mone = ivy.equal(a, -1)
                odd = ivy.equal(ivy.remainder(b, 2), 1)
                neg_r = ivy.where(one, ivy.ones_like(r), ivy.where(mone, ivy.where(odd, ivy.negative(
                    ivy.ones_like(r)), ivy.ones_like(r)), ivy.zeros_like(r)))
                return ret(ivy.where(neg, neg_r, r), out)
    r = ivy.pow(a, b)
    if a.__class__ not in _NUMBERS and not (b.__class__ in _NUMBERS and b == 0) and dtype_of(r).is_complex:
        r = _complex_zero_base(a, b, r)
    return ret(r, out)


_NAN = builtins.float("nan")
_AT_ZERO = (builtins.complex(_NAN, _NAN), builtins.complex(builtins.float("inf"), _NAN), 0j)  # y.real 0, < 0, > 0


def _complex_zero_base(a, b, r):
    """torch's complex ``0 ** y``: ``exp(y * log(0))`` as C99 evaluates it (0 where ``y.real > 0``,
    ``inf+nanj`` where it is < 0, ``nan+nanj`` where it is 0), not NumPy's 1; a Python 0 exponent
    gives 1 (torch's shortcut)."""
    zero = ivy.equal(a, 0)
    if not builtins.bool(ivy.any(zero)):
        return r
    if b.__class__ in _NUMBERS:
        yr = b.real
        at_zero = ivy.full_like(r, _AT_ZERO[0 if yr == 0 else 1 if yr < 0 else 2])
    else:
        yr = ivy.real(b) if dtype_of(b).is_complex else b
        at_zero = ivy.where(ivy.greater(yr, 0), ivy.zeros_like(r), ivy.where(
            ivy.less(yr, 0), ivy.full_like(r, _AT_ZERO[1]), ivy.full_like(r, _AT_ZERO[0])))
    return ivy.where(zero, at_zero, r)


def float_power(input, exponent, *, out=None):  # noqa: A002
    """``input ** exponent`` in double precision (complex128 for complex input)."""
    a, b = n(input), n(exponent)
    cplx = any((x.__class__ is builtins.complex) or (x.__class__ not in (int, float, bool) and dtype_of(x).is_complex)
               for x in (a, b))
    d = ivy.complex128 if cplx else ivy.float64
    a = ivy.astype(a, d) if a.__class__ not in (int, float, bool, builtins.complex) else a
    b = ivy.astype(b, d) if b.__class__ not in (int, float, bool, builtins.complex) else b
    if a.__class__ in (int, float, bool, builtins.complex):
        a = ivy.native_array(a, dtype=d)
    return ret(ivy.pow(a, b), out)


def _float_binary(op, name, what):
    refusing = refused(name) or frozenset()
    tensor_other = name in TENSOR_OTHER

    def f(input, other, *, out=None):  # noqa: A002
        if tensor_other and other.__class__ in _NUMBERS:
            raise _not_tensor(name, other)
        a, b = binary(input, other)
        if refusing:
            check_refused(name, refusing, a if a.__class__ not in (int, float, bool, builtins.complex) else b)
        if _is_integral(a) and _is_integral(b):
            fd = D.get_default_dtype()._ivy
            a = ivy.astype(t(a), fd)
            b = b if b.__class__ in (int, bool) else ivy.astype(b, fd)
        return ret(op(a, b), out)

    return _name(f, name, f"{what} (integers become the default dtype).")


atan2 = _float_binary(ivy.atan2, "atan2", "atan(input / other) in the right quadrant")
arctan2 = atan2
hypot = _float_binary(ivy.hypot, "hypot", "sqrt(input**2 + other**2)")
def _logaddexp(a, b):
    a, b = t(a), t(b)
    if dtype_of(a).is_complex or dtype_of(b).is_complex:
        # shifted by the operand of the larger real part: log(exp(m) (1 + exp(other - m)))
        first = ivy.greater_equal(ivy.real(a), ivy.real(b))
        m = ivy.where(first, a, b)
        o = ivy.where(first, b, a)
        return ivy.add(m, ivy.log1p(ivy.exp(ivy.subtract(o, m))))
    return ivy.logaddexp(a, b)


logaddexp = _float_binary(_logaddexp, "logaddexp", "log(exp(input) + exp(other))")
logaddexp2 = _float_binary(ivy.logaddexp2, "logaddexp2", "log2(2**input + 2**other)")
copysign = _float_binary(ivy.copysign, "copysign", "|input| with the sign of other")
nextafter = _float_binary(ivy.nextafter, "nextafter", "The next float after input toward other")


def xlogy(input, other, *, out=None):  # noqa: A002
    """``input * log(other)``, 0 where ``input`` is 0 (and ``other`` not NaN)."""
    a, b = binary(input, other)
    refuse_for("xlogy", a if a.__class__ not in (int, float, bool, builtins.complex) else b)
    if _is_integral(a) and _is_integral(b):
        fd = D.get_default_dtype()._ivy
        a = ivy.astype(t(a), fd)
        b = ivy.astype(t(b), fd)
    return ret(ivy.xlogy(t(a) if a.__class__ in (int, float, bool) else a, b), out)


def ldexp(input, other, *, out=None):  # noqa: A002
    """``input * 2 ** other``."""
    a = fl(input)
    b = t(other)
    r = ivy.multiply(a, ivy.pow(2.0, ivy.astype(b, dtype_of(a)._ivy)))
    return ret(r, out)


def _same_binary(op, name, what):
    refusing = refused(name) or frozenset()
    tensor_other = name in TENSOR_OTHER

    def f(input, other, *, out=None):  # noqa: A002
        if tensor_other and other.__class__ in _NUMBERS:
            raise _not_tensor(name, other)
        a, b = binary(input, other)
        if refusing:
            check_refused(name, refusing, a if a.__class__ not in (int, float, bool, builtins.complex) else b)
        return ret(op(a, b), out)

    return _name(f, name, what)


maximum = _same_binary(ivy.maximum, "maximum", "The elementwise maximum (NaN propagates).")
minimum = _same_binary(ivy.minimum, "minimum", "The elementwise minimum (NaN propagates).")
fmax = _same_binary(ivy.fmax, "fmax", "The elementwise maximum ignoring NaN.")
fmin = _same_binary(ivy.fmin, "fmin", "The elementwise minimum ignoring NaN.")
bitwise_and = _same_binary(ivy.bitwise_and, "bitwise_and", "Bitwise (logical for bool) and.")
bitwise_or = _same_binary(ivy.bitwise_or, "bitwise_or", "Bitwise (logical for bool) or.")
bitwise_xor = _same_binary(ivy.bitwise_xor, "bitwise_xor", "Bitwise (logical for bool) xor.")
gcd = _same_binary(ivy.gcd, "gcd", "The greatest common divisor.")
lcm = _same_binary(ivy.lcm, "lcm", "The least common multiple.")


def bitwise_left_shift(input, other, *, out=None):  # noqa: A002
    """``input << other``."""
    a, b = binary(input, other)
    return ret(ivy.bitwise_left_shift(a, b), out)


def bitwise_right_shift(input, other, *, out=None):  # noqa: A002
    """``input >> other`` (arithmetic for signed integers)."""
    a, b = binary(input, other)
    return ret(ivy.bitwise_right_shift(a, b), out)


def _compare(op, name, what):
    refusing = refused(name) or frozenset()

    def f(input, other, *, out=None):  # noqa: A002
        a, b = binary(input, other)
        if refusing:
            check_refused(name, refusing, a if a.__class__ not in (int, float, bool, builtins.complex) else b)
        return ret(op(a, b), out)

    return _name(f, name, what)


eq = _compare(ivy.equal, "eq", "input == other (bool).")
ne = _compare(ivy.not_equal, "ne", "input != other (bool).")
lt = _compare(ivy.less, "lt", "input < other (bool).")
le = _compare(ivy.less_equal, "le", "input <= other (bool).")
gt = _compare(ivy.greater, "gt", "input > other (bool).")
ge = _compare(ivy.greater_equal, "ge", "input >= other (bool).")
not_equal, less, less_equal, greater, greater_equal = ne, lt, le, gt, ge


def _logical(op, name, what):
    def f(input, other, *, out=None):  # noqa: A002
        if other.__class__ in _NUMBERS:
            raise _not_tensor(name, other)
        return ret(op(_truth(input), _truth(other)), out)

    return _name(f, name, what)


def _truth(x):
    a = t(x)
    if dtype_of(a) is D.bool:
        return a
    return ivy.not_equal(a, 0)


logical_and = _logical(ivy.logical_and, "logical_and", "Elementwise logical and (bool).")
logical_or = _logical(ivy.logical_or, "logical_or", "Elementwise logical or (bool).")
logical_xor = _logical(ivy.logical_xor, "logical_xor", "Elementwise logical xor (bool).")


def clamp(input, min=None, max=None, *, out=None):  # noqa: A001,A002
    """``input`` limited to [min, max] (tensor or number bounds; torch's promotion)."""
    if min is None and max is None:
        raise FrontendRuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    xs = [input] + [v for v in (min, max) if v is not None]
    ns, d = promoted(*xs)
    a = ns[0]
    lo = ns[1] if min is not None else None
    hi = ns[-1] if max is not None else None
    if lo is not None:
        a = ivy.where(ivy.less(a, lo), lo, a)
    if hi is not None:
        a = ivy.where(ivy.greater(a, hi), hi, a)
    if d.is_floating_point:
        nan = ivy.isnan(ns[0])
        for v in (lo, hi):
            if v is not None:
                nan = ivy.logical_or(nan, ivy.isnan(v))
        a = ivy.where(nan, ivy.multiply(ivy.ones_like(a), float("nan")), a)
    return ret(a, out)


clip = clamp


def clamp_min(input, min, *, out=None):  # noqa: A001,A002
    """``clamp(input, min=min)``."""
    return clamp(input, min, None, out=out)


def clamp_max(input, max, *, out=None):  # noqa: A001,A002
    """``clamp(input, max=max)``."""
    return clamp(input, None, max, out=out)


def lerp(input, end, weight, *, out=None):  # noqa: A002
    """``input + weight * (end - input)``."""
    a, b = binary(input, end)
    w = n(weight)
    return ret(ivy.add(a, ivy.multiply(w, ivy.subtract(b, a))), out)


def addcmul(input, tensor1, tensor2, *, value=1, out=None):  # noqa: A002
    """``input + value * tensor1 * tensor2``."""
    (a, b, c), d = promoted(input, tensor1, tensor2)
    p = ivy.multiply(b, c)
    if value != 1:
        p = ivy.multiply(p, value)
    return ret(ivy.add(a, p), out)


def addcdiv(input, tensor1, tensor2, *, value=1, out=None):  # noqa: A002
    """``input + value * tensor1 / tensor2`` (integer tensor1 and tensor2 refused, as torch)."""
    if _is_integral(n(tensor1)) and _is_integral(n(tensor2)):
        raise FrontendRuntimeError(
            "Integer division with addcdiv is no longer supported, and in a future release addcdiv will perform a "
            "true division of tensor1 and tensor2.")
    (a, b, c), d = promoted(input, tensor1, tensor2)
    q = ivy.divide(b, c)
    if value != 1:
        q = ivy.multiply(q, value)
    return ret(ivy.add(a, q), out)


def heaviside(input, values, *, out=None):  # noqa: A002
    """0 below zero, 1 above, ``values`` at zero (both one dtype, as torch requires)."""
    a, v = t(input), t(values)
    refuse_for("heaviside", a)
    if dtype_of(a) is not dtype_of(v):
        raise FrontendRuntimeError(
            f"heaviside is not yet implemented for tensors with different dtypes: {dtype_of(a)} and {dtype_of(v)}")
    r = ivy.where(ivy.equal(a, 0), v, ivy.astype(ivy.greater(a, 0), dtype_of(a)._ivy))
    return ret(ivy.astype(r, dtype_of(a)._ivy), out)


_export(add, subtract, sub, rsub, mul, multiply, div, divide, true_divide, floor_divide, remainder, fmod, pow,
        float_power, xlogy, ldexp, bitwise_left_shift, bitwise_right_shift, clamp, clip, clamp_min, clamp_max, lerp,
        addcmul, addcdiv, heaviside)
# every public function defined here, aliases included (arccos, negative, absolute, subtract, ...)
__all__ = sorted(n for n, v in globals().items()
                 if not n.startswith("_") and callable(v) and getattr(v, "__module__", None) == __name__)
del cast, CATEGORY

"""Element-wise functions on PyTorch.

Same-dtype tensors take one torch call. torch's promotion differs from ivy's
(the standard's, with NumPy's answers across kinds) in ways fixed off the hot
path:

- two tensors of different dtypes are cast to ``ivy.promote_types`` first
  (torch lets a 0-d tensor lose to a higher-dimensional one of the same kind,
  and promotes ``int16 + float16`` to float16 where ivy gives float32);
- a Python scalar is weak, as in torch, except that a complex scalar with a
  float16/bfloat16 tensor gives complex64 (torch: complex32);
- a Python int that the integer dtype it meets cannot hold (``int8 + 300``, ``uint8 - 1``;
  int64's range for a bool tensor) is ``ivy.ScalarOverflowError`` (torch wraps it); comparisons
  take its value (``int8 < 300`` is True, as in NumPy 2);
- float-only functions give float32 for integer and bool inputs (as torch does
  where it implements the integer loop; hypot, logaddexp and nextafter cast);
- integer ``floor_divide``/``remainder`` by zero give 0 (torch raises); float
  ``floor_divide`` with exactly one infinite operand gives the standard's limits;
  float ``remainder`` has the divisor's sign, zeros included;
- ``sign`` of NaN is NaN (torch: 0); ``conj`` is materialised (torch's lazy
  conjugate bit is invisible to NumPy and DLPack);
- complex ``add``/``subtract`` keep signed zeros; complex ``expm1``, ``tanh``, ``tan``,
  ``log1p``, ``acos`` and ``pow(z, 0)`` follow the standard's special cases;
- order comparisons and ``maximum``/``minimum`` of complex numbers use NumPy's
  lexicographic order (torch has none).
"""

from __future__ import annotations

import math
import sys

import torch

import ivy
from ivy.plugin import clip_int_bound as _clip_int_bound
from ivy.plugin import complex_refused as _complex_refused
from ivy.plugin import int_comparison_outside as _int_comparison_outside
from ivy.plugin import int_overflow as _int_overflow
from ivy.plugin import int_ranges as _int_ranges
from ivy.plugin import negative_int_power as _negative_int_power
from ivy.plugin import promotion_tables as _promotion_tables
from ivy.plugin import rounded_sqrt as _rounded_sqrt
from ivy.plugin import truthy_scalars as _truthy_scalars

from ._util import in_transform as _in_transform
from ._util import int64_or_float as _int64_or_float
from ._util import rounded_to as _rounded_to
from .hooks import NATIVE_DTYPES

_T = torch.Tensor
_is_compiling = torch.compiler.is_compiling
_F32 = torch.float32
_F64 = torch.float64
_F16 = torch.float16
_BF16 = torch.bfloat16
_C64 = torch.complex64
_C128 = torch.complex128
_BOOL = torch.bool
_FLOATS = frozenset((_F16, _BF16, _F32, _F64))
_COMPLEX = frozenset((torch.complex64, torch.complex128))
_INEXACT = _FLOATS | _COMPLEX
_INTS = frozenset((torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8))
_PY_SCALARS = (bool, int, float, complex)

# ivy.promote_types / ivy.result_type as dicts (see ivy.plugin.promotion_tables)
_PROMOTE, _WEAK, _PAIR_DEFAULT = _promotion_tables(NATIVE_DTYPES)
# The range a Python int must fit where it meets a tensor of each dtype: the integer dtype it
# becomes (ivy's promotion: the tensor's own, int64 for bool). No entry (floating, complex):
# any int. The scalar fast paths below inline the check, after a test that needs no lookup:
# 0 <= s <= 127 fits every integer dtype (the common case: float and integer tensors alike).
_IRANGE = _int_ranges(NATIVE_DTYPES)
_INT_RANGE = {n: _IRANGE[_WEAK[n, int]] for n in NATIVE_DTYPES.values() if _WEAK[n, int] in _IRANGE}
assert all(lo <= 0 and 127 <= hi for lo, hi in _INT_RANGE.values())
# The ints torch itself takes beside a floating or complex tensor (it refuses larger ones: "int
# too big to convert"; _promote makes those a 0-d tensor, their value rounded to the dtype)
_I64_RANGE = (-(2**63), 2**63 - 1)


def _check_int(s, d, name=None):
    """Raise ivy.ScalarOverflowError where the Python int ``s`` does not fit the integer dtype it
    becomes with a tensor (or in a creation function) of dtype ``d``; ``name`` names the function.
    torch wraps such ints (``int8 [1] + 300`` gave 45, ``full((2,), -1, dtype=uint8)`` 255) or
    refuses them with its own errors."""
    r = _INT_RANGE.get(d)
    if r is not None and not r[0] <= s <= r[1]:
        raise _int_overflow(s, _WEAK[d, int], name)


def _scalar_class(s):
    # The builtins themselves, not ``c``: under torch.compile a Python float's ``__class__`` is
    # not found as a dict key (_WEAK's), and a guard on ``c in`` a dict of classes fails on its own frame.
    c = s.__class__
    if c is float:
        return float
    if c is int:
        return int
    if c is bool:
        return bool
    if c is complex:
        return complex
    for k in (bool, int, float, complex):
        if isinstance(s, k):
            return k
    raise ivy.InvalidArgumentError(f"expected an array or a Python scalar, got {type(s).__name__}")


def _scalar_tensor(s, d, device, name=None):
    """A Python scalar as a 0-d tensor of dtype ``d``; an int ``d`` cannot hold is an error."""
    _check_int(s, d, name)  # ``d`` is _WEAK's: an integer ``d`` means ``s`` is an int or a bool
    return torch.tensor(s, dtype=d, device=device)


def _promote(x1, x2, name=None):
    """Both arguments as tensors of ivy's promoted dtype (Python scalars weak); ``name`` names
    the function in the error for an int outside an integer dtype."""
    t1 = isinstance(x1, _T)
    t2 = isinstance(x2, _T)
    if t1 and t2:
        d1 = x1.dtype
        d2 = x2.dtype
        if d1 is not d2:
            d = _PROMOTE[d1, d2]
            if d1 is not d:
                x1 = x1.to(d)
            if d2 is not d:
                x2 = x2.to(d)
        return x1, x2
    if t1:
        d = _WEAK[x1.dtype, _scalar_class(x2)]
        if x1.dtype is not d:
            x1 = x1.to(d)
        return x1, _scalar_tensor(x2, d, x1.device, name)
    if t2:
        d = _WEAK[x2.dtype, _scalar_class(x1)]
        if x2.dtype is not d:
            x2 = x2.to(d)
        return _scalar_tensor(x1, d, x2.device, name), x2
    d = _PAIR_DEFAULT[_scalar_class(x1), _scalar_class(x2)]
    return _scalar_tensor(x1, d, None, name), _scalar_tensor(x2, d, None, name)


def _promote_float(x1, x2):
    """As _promote, but integer/bool results as float32: a Python int with an integer
    tensor converts to float32 directly, so it need not fit the tensor's dtype."""
    t1 = isinstance(x1, _T)
    t2 = isinstance(x2, _T)
    if t1 != t2:
        t, s = (x1, x2) if t1 else (x2, x1)
        d = _WEAK[t.dtype, _scalar_class(s)]
        if d not in _INEXACT:
            d = _F32
        if t.dtype is not d:
            t = t.to(d)
        s = torch.tensor(s, dtype=d, device=t.device)
        return (t, s) if t1 else (s, t)
    x1, x2 = _promote(x1, x2)
    if x1.dtype not in _INEXACT:
        x1 = x1.to(_F32)
        x2 = x2.to(_F32)
    return x1, x2


# ------------------------------------------------------------------ factories


def _binary(tfn, name, scalars=True):
    """A function whose result dtype is the promoted dtype of its arguments.

    ``scalars``: torch takes a Python int/float/bool as the second argument and
    gives ivy's dtype for it (an int the dtype cannot hold goes to ``_promote``, which refuses it).
    """

    if scalars:

        def f(x1, x2, /):
            if x1.__class__ is _T:
                c2 = x2.__class__
                if c2 is _T:
                    if x1.dtype is x2.dtype:
                        return tfn(x1, x2)
                elif c2 is float or c2 is bool or c2 is int and (
                        0 <= x2 <= 127 or (r := _INT_RANGE.get(x1.dtype, _I64_RANGE))[0] <= x2 <= r[1]):
                    return tfn(x1, x2)
            x1, x2 = _promote(x1, x2, name)
            return tfn(x1, x2)

    else:

        def f(x1, x2, /):
            if x1.__class__ is _T and x2.__class__ is _T and x1.dtype is x2.dtype:
                return tfn(x1, x2)
            x1, x2 = _promote(x1, x2, name)
            return tfn(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


def _binary_float(tfn, name, int_loop=True, real=False):
    """A float-only function: integer and bool inputs compute in float32.

    ``int_loop``: torch itself computes integer inputs in float32 (else they are cast).
    ``real``: complex inputs are refused (torch computes ``logaddexp`` of complex numbers).
    """

    kinds = _FLOATS if real else _INEXACT

    def f(x1, x2, /):
        if x1.__class__ is _T and x2.__class__ is _T:
            d = x1.dtype
            if d is x2.dtype and (int_loop or d in kinds):
                return tfn(x1, x2)
        x1, x2 = _promote_float(x1, x2)
        if real and x1.dtype in _COMPLEX:
            raise _complex_refused(name, x1.dtype)
        return tfn(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


def _lexicographic(op):
    """An order comparison of complex tensors: by real part, then imaginary part (NumPy's order)."""

    def f(x1, x2):
        r1, r2 = x1.real, x2.real
        return torch.logical_or(torch.gt(r1, r2) if op in (torch.gt, torch.ge) else torch.lt(r1, r2),
                                torch.logical_and(torch.eq(r1, r2), op(x1.imag, x2.imag)))

    return f


def _compare_slow(tfn, name, x1, x2):
    # A Python int outside the range of the integer dtype it meets compares by value, as in
    # NumPy 2: the same answer for every element (torch would wrap the int, or refuse it).
    if isinstance(x1, _T):
        if isinstance(x2, int) and (r := _INT_RANGE.get(x1.dtype)) is not None and (
                a := _int_comparison_outside(name, x2, *r)) is not None:
            return torch.full_like(x1, a, dtype=_BOOL)
    elif isinstance(x1, int) and isinstance(x2, _T) and (r := _INT_RANGE.get(x2.dtype)) is not None and (
            a := _int_comparison_outside(name, x1, *r, reflected=True)) is not None:
        return torch.full_like(x2, a, dtype=_BOOL)
    x1, x2 = _promote(x1, x2, name)
    try:
        return tfn(x1, x2)
    except (RuntimeError, NotImplementedError):
        if x1.dtype is _C64 or x1.dtype is _C128:
            lex = _LEX.get(tfn)
            if lex is not None:
                return lex(x1, x2)
        raise


def _compare(tfn, name):
    """A comparison: torch compares tensors with Python floats and bools, and with ints the
    tensor's dtype can hold, as ivy promotes them."""

    def f(x1, x2, /):
        if x1.__class__ is _T:
            c2 = x2.__class__
            if c2 is _T:
                d = x1.dtype
                if d is x2.dtype and d is not _C64 and d is not _C128:
                    return tfn(x1, x2)
            elif c2 is float or c2 is bool or c2 is int and (
                    0 <= x2 <= 127 or (r := _INT_RANGE.get(x1.dtype, _I64_RANGE))[0] <= x2 <= r[1]):
                try:
                    return tfn(x1, x2)
                except (RuntimeError, NotImplementedError):  # a complex tensor in an order comparison
                    pass
        return _compare_slow(tfn, name, x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


_LEX = {t: _lexicographic(t) for t in (torch.gt, torch.ge, torch.lt, torch.le)}


# ------------------------------------------------------------------- unary

bitwise_invert = torch.bitwise_not
negative = torch.negative
_mul = torch.mul


def square(x, /):
    return _mul(x, x)  # bool stays bool (torch.square gives int64); faster than torch.square, a pow


def _keep_bool(tfn):
    """``tfn`` with bool input returned (a copy): torch has no bool kernel for ``abs``, ``ceil``,
    ``floor``, ``trunc``, which map {0, 1} to itself. Costs nothing until torch refuses."""

    def f(x, /):
        try:
            return tfn(x)
        except NotImplementedError:
            if x.dtype is _BOOL:
                return x.clone()
            raise

    f.__name__ = f.__qualname__ = tfn.__name__
    return f


abs = _keep_bool(torch.abs)
isfinite = torch.isfinite
isinf = torch.isinf
isnan = torch.isnan


def signbit(x, /):
    d = x.dtype
    if d is torch.float16 or d is torch.bfloat16:  # the sign bit itself: CUDA's half kernels read NaN's as 0
        return x.view(torch.int16) < 0
    return torch.signbit(x)


logical_not = torch.logical_not
ceil = _keep_bool(torch.ceil)  # integers: returned unchanged (a copy)
floor = _keep_bool(torch.floor)
trunc = _keep_bool(torch.trunc)

_isnan = torch.isnan
_where = torch.where

# float-only: torch computes integer and bool inputs in its default dtype, float32
asin = torch.asin
asinh = torch.asinh
exp = torch.exp
log = torch.log
log2 = torch.log2
log10 = torch.log10
sin = torch.sin


def _single_in_float64(kernel):
    """``kernel`` with float32 input (and integer or bool input, which it computes in float32)
    computed in float64 and rounded once: torch's float32 ``sinh`` and ``cosh`` overflowed to
    inf from |x| = 88.72, where e^|x| does, though the results reach float32's largest value
    only at 89.42."""

    def f(x, /):
        d = x.dtype
        if d is _F32 or d not in _INEXACT:
            return kernel(x.to(_F64)).to(_F32)
        return kernel(x)

    f.__name__ = f.__qualname__ = kernel.__name__
    return f


sinh = _single_in_float64(torch.sinh)

# Complex functions below fix what torch's complex kernels get wrong: the standard's special
# values its CPU formulas miss (``_complex_fixed``), and what only CUDA's kernels get wrong
# (``_cuda_fixed``: identities on the CPU kernels, which are right there).

_acosh = torch.acosh
_atan = torch.atan
_atanh = torch.atanh
_cos = torch.cos
_cosh = torch.cosh
_sqrt = torch.sqrt
_sin = torch.sin
_reciprocal = torch.reciprocal
_expm1 = torch.expm1
_log1p = torch.log1p
_acos = torch.acos
_tanh = torch.tanh
_tan = torch.tan
_copysign = torch.copysign
_complex = torch.complex
# |x| below which atanh(x) = x + x**3 / 3 + ... is x to the parts' precision (|x|**2 < eps / 2)
_LINEAR_BELOW = {_C64: 2.0 ** -13, _C128: 2.0 ** -28}


def _complex_fixed(kernel, name=None):
    """Decorator: the decorated function computes complex input (torch's ``kernel`` and its
    fixes); every other dtype goes to ``kernel`` itself."""

    def wrap(fix):
        def f(x, /):
            d = x.dtype
            if d is _C64 or d is _C128:
                return fix(x)
            return kernel(x)

        f.__name__ = f.__qualname__ = name or fix.__name__
        f.__doc__ = fix.__doc__
        return f

    return wrap


# Where torch sees no CUDA device, the CUDA fixes are left out: the function is torch's own
# kernel, and a real-valued call pays no Python wrapper (100-200 ns). FIXED_FOR_CUDA holds the
# fixed functions either way, for tests (tests/test_torch_off_cpu_paths.py emulates CUDA's
# kernels on the CPU).
_CUDA = torch.cuda.is_available()
FIXED_FOR_CUDA = {}


def _for_cuda(fixed, kernel):
    """``fixed`` where a CUDA device is present, else ``kernel``; ``fixed`` is kept in FIXED_FOR_CUDA."""
    FIXED_FOR_CUDA[fixed.__name__] = fixed
    return fixed if _CUDA else kernel


def _cuda_fixed(kernel):
    """Decorator: ``_complex_fixed(kernel)`` where a CUDA device is present, else ``kernel``."""
    return lambda fix: _for_cuda(_complex_fixed(kernel)(fix), kernel)


@_cuda_fixed(_acosh)
def acosh(x):
    """acosh(+-0 + NaN j) = NaN + pi/2 j (CUDA gave NaN + NaN j)."""
    return _where((x.real == 0) & _isnan(x.imag), _complex(x.imag, torch.full_like(x.imag, math.pi / 2)), _acosh(x))


def _linear_near_zero(kernel):
    """atan or atanh (``kernel``) giving x itself for tiny complex x (CUDA's complex64 kernels
    lost the parts below 1e-28: atanh(2.5e-29 + 0j) was 0)."""

    @_complex_fixed(kernel, kernel.__name__)
    def f(x):
        tiny = torch.maximum(x.real.abs(), x.imag.abs()) < _LINEAR_BELOW[x.dtype]
        return _where(tiny, x, kernel(x))

    return f


atan = _for_cuda(_linear_near_zero(_atan), _atan)
atanh = _for_cuda(_linear_near_zero(_atanh), _atanh)


def _with_zero_sign(r, sign):
    """r with each zero imaginary part given ``sign``'s sign where that is not NaN (CUDA's zeros
    there lost it; where ``sign`` is NaN, from a NaN part or the sine of an infinite one, the
    standard leaves it open)."""
    im = r.imag
    return _complex(r.real, _where((im == 0) & ~_isnan(sign), _copysign(im, sign), im))


def _sign_of(v):
    """+-1 with v's sign, zeros' included; NaN for NaN."""
    return _where(_isnan(v), v, _copysign(torch.ones_like(v), v))


@_cuda_fixed(_cosh)
def cosh(x):
    """The imaginary part sinh(a) sin(b) is zero with the sign of a * sin(b): cosh(-0 + 0j) is
    1 - 0j (CUDA gave 1 + 0j)."""
    return _with_zero_sign(_cosh(x), _sign_of(x.real) * _sin(x.imag))


cosh = _single_in_float64(cosh)  # (FIXED_FOR_CUDA keeps the complex fix under its name)


@_cuda_fixed(_cos)
def cos(x):
    """The imaginary part -sin(a) sinh(b) is zero with the sign of -sin(a) * b: cos(0 + 0j) is
    1 - 0j (CUDA gave 1 + 0j)."""
    return _with_zero_sign(_cos(x), -_sin(x.real) * _sign_of(x.imag))


def _outside_compile(fn):
    """``fn`` kept out of torch.compile's graphs where this module is imported inside a
    ``torch.compile`` trace: only possible once Dynamo is loaded, so it is not imported for this
    (``torch.compiler.disable`` imports ``torch._dynamo``: seconds at the backend's first use)."""
    if "torch._dynamo" in sys.modules:
        return torch.compiler.disable(fn)
    return fn


@_outside_compile
def _sqrt_is_rounded(kernel, dtype):
    """Whether ``kernel`` (a real square root) is correctly rounded, as the standard requires,
    on 1024 probes of ``dtype`` (float32 or float64). torch 2.13's CPU kernel was an ulp off for
    1.3% of float64 and 19% of float32 values. math.sqrt is correctly rounded, and so is its
    float64 result rounded to float32 (float64 holds twice float32's bits and two more)."""
    import struct

    xs = [(k + 0.5) * 0.7390851332151607 for k in range(1024)]
    if dtype is _F32:
        xs = [struct.unpack("f", struct.pack("f", v))[0] for v in xs]
        want = [struct.unpack("f", struct.pack("f", math.sqrt(v)))[0] for v in xs]
    else:
        want = [math.sqrt(v) for v in xs]
    return kernel(torch.tensor(xs, dtype=dtype)).tolist() == want


def _sqrt_through_complex(x):
    """float64 sqrt through torch's complex128 kernel, whose real roots (on the CPU) are the C
    library's correctly rounded ``sqrt``; zeros, negatives and NaN take the real kernel."""
    return _where(x > 0, _sqrt(x.to(_C128)).real, _sqrt(x))


def _float64_sqrt(x):
    """float64 sqrt correctly rounded from torch's kernel and the exact residual
    (``ivy.plugin.rounded_sqrt``): the fallback where neither kernel is (50 times slower)."""
    return _rounded_sqrt(torch, x, _sqrt)


def _sqrt_in_float64(x):
    """Single or half precision sqrt through torch's float64 kernel, rounded once: a float64
    root within an ulp still rounds to the correctly rounded one (no such root lies within 2**-50
    of a midpoint of float32 values, and float64's ulp is 2**-52)."""
    return _sqrt(x.to(_F64)).to(x.dtype)


def _first_rounded(dtype, *kernels):
    """The first of ``kernels`` the probes find correctly rounded for ``dtype``."""
    return next(k for k in kernels if _sqrt_is_rounded(k, dtype))


# torch's own kernels where the probes find them correctly rounded, else the cheapest that is
_SQRT64 = _first_rounded(_F64, _sqrt, _sqrt_through_complex, _float64_sqrt)
_SQRT32 = _first_rounded(_F32, _sqrt, _sqrt_in_float64, lambda x: _SQRT64(x.to(_F64)).to(x.dtype))


def rounded_sqrt(x):
    """Real sqrt correctly rounded (float64 by ``_SQRT64``, single and half precision by
    ``_SQRT32``, integers as float32; complex: torch's kernel)."""
    d = x.dtype
    if d is _F64:
        return _SQRT64(x)
    if d is _F32 or d is _F16 or d is _BF16:
        return _SQRT32(x)
    if d is _C64 or d is _C128:
        return _sqrt(x)
    return _SQRT32(x.to(_F32))


_sqrt_real = _sqrt if _SQRT64 is _sqrt and _SQRT32 is _sqrt else rounded_sqrt


@_cuda_fixed(_sqrt_real)
def sqrt(x):
    """CUDA's complex sqrt goes through polar form: next to the negative real axis its real part
    lost all precision and went negative (sqrt(-3 + 0j) had real part -7.6e-8, sqrt(-0 + 0j) was
    -0 + 0j). The principal root's real part is |b| / (2 |imag|) for a < 0, never negative."""
    r = _sqrt(x)
    b = x.imag
    im = r.imag
    re = _where((x.real < 0) & torch.isfinite(b) & (im != 0), b.abs() / (2 * im.abs()), r.real)
    return _complex(re.abs(), im)


@_cuda_fixed(_reciprocal)
def reciprocal(x):
    """1 / x, as the standard defines it (CUDA's complex reciprocal gave +0 + 0j for
    1 / (1 + inf j), where the division gives 0 - 0j)."""
    return torch.true_divide(torch.ones((), dtype=x.dtype, device=x.device), x)


_sign = torch.sign
_sgn = torch.sgn


def sign(x, /):
    d = x.dtype
    if d in _FLOATS:
        r = _sign(x)
        return _where(_isnan(x), x, r)  # torch gives 0 for NaN
    if d in _COMPLEX:
        return _sgn(x)
    return _sign(x)


@_complex_fixed(_expm1)
def expm1(x):
    """expm1 with the standard's complex special cases, which torch's formula misses."""
    r = _expm1(x)
    a = x.real
    b = x.imag
    # b == 0: expm1(a) + 0j (torch gives NaN imaginary parts for inf + 0j and NaN + 0j), and
    # a = -0 gives +0 (``+ 0.0`` turns -0 into +0 and leaves every other value alone).
    r = _where(b == 0, torch.complex(_expm1(a) + 0.0, b), r)
    # a = +-inf with b = +-inf or NaN: -1 + 0j for -inf, inf + NaN j for +inf.
    bad = torch.isinf(a) & ~torch.isfinite(b)
    r = _where(bad & (a < 0), torch.tensor(complex(-1.0, 0.0), dtype=x.dtype, device=x.device), r)
    return _where(bad & (a > 0), torch.complex(torch.full_like(a, math.inf), torch.full_like(a, math.nan)), r)


@_complex_fixed(_tanh)
def tanh(x):
    """tanh(+-inf + bj) = +-1 + 0j (the sign of b) for finite b (torch gives NaN parts), and
    tanh(+-0 + bj) = +-0 + tan(b) j, NaN for b = inf or NaN (CUDA gave NaN + NaN j)."""
    a = x.real
    b = x.imag
    r = _where(torch.isinf(a) & torch.isfinite(b),
               torch.complex(torch.copysign(torch.ones_like(a), a), torch.copysign(torch.zeros_like(b), b)),
               _tanh(x))
    return _where(a == 0, torch.complex(a, torch.tan(b)), r)


@_complex_fixed(_log1p)
def log1p(x):
    """An infinite part: log(1 + x) is exact (torch gives NaN + NaN j for NaN + inf j); 1 is
    added to the real part alone (``x + 1`` would turn a -0 imaginary part into +0)."""
    a = x.real
    b = x.imag
    return _where(torch.isinf(a) | torch.isinf(b), torch.log(torch.complex(a + 1, b)), _log1p(x))


@_complex_fixed(_acos)
def acos(x):
    """torch's real part is 0 near 1 for small imaginary parts (acos(1 + 1e-40j) has real part
    1e-20): for finite x off the real axis it is acos(x) = -+1j * acosh(x) (the sign of b), from
    torch's acosh, which holds there; and acos(a +- 0j) = acos(a) -+ 0j for -1 <= a <= 1
    (acos(conj(x)) = conj(acos(x)); torch gives +0j for both)."""
    r = _acos(x)
    b = x.imag
    h = torch.acosh(x)
    below = torch.signbit(b)
    via = torch.complex(_where(below, -h.imag, h.imag), _where(below, h.real, -h.real))
    r = _where((b != 0) & torch.isfinite(b) & torch.isfinite(x.real), via, r)
    return _where((b == 0) & (x.real.abs() <= 1), torch.complex(r.real, -b), r)


@_complex_fixed(_tan)
def tan(x):
    """tan(a +- inf j) = +-0 +- 1j, the zero with a's sign (the standard: tan(x) is
    -1j * tanh(1j * x), and tanh(+-inf + bj) = +-1 + 0j with b's sign; torch's zero follows
    sin(2a)); tan(a +- 0j) = tan(a) +- 0j, NaN for a = inf or NaN (CUDA gave NaN + NaN j)."""
    a = x.real
    b = x.imag
    r = _where(torch.isinf(b),
               torch.complex(torch.copysign(torch.zeros_like(a), a), torch.copysign(torch.ones_like(b), b)),
               _tan(x))
    return _where(b == 0, torch.complex(torch.tan(a), b), r)


def positive(x, /):
    return x.clone()  # a new array, as NumPy's (torch.positive returns x itself)


def round(x, /):
    d = x.dtype
    if d in _FLOATS:
        return torch.round(x)  # half to even
    if d in _COMPLEX:
        return torch.complex(torch.round(x.real), torch.round(x.imag))
    return x.clone()


def conj(x, /):
    if x.dtype in _COMPLEX:
        return torch.conj_physical(x)
    return x  # the standard allows sharing memory


def real(x, /):
    if x.dtype in _COMPLEX:
        return torch.real(x)
    return x


def imag(x, /):
    if x.dtype in _COMPLEX:
        return torch.imag(x)
    return torch.zeros_like(x)


# ------------------------------------------------------------------ binary

_view_as_real = torch.view_as_real
_view_as_complex = torch.view_as_complex


def _complex_exact(tfn):
    """``tfn`` on complex tensors computed on their real views: torch's ``add``/``sub``
    multiply the second operand by ``alpha`` = 1 + 0j, which turns -0 parts into +0."""

    def f(x1, x2):
        if x1.dtype is _C64 or x1.dtype is _C128:
            if x1.is_conj():
                x1 = x1.resolve_conj()
            if x2.is_conj():
                x2 = x2.resolve_conj()
            return _view_as_complex(tfn(_view_as_real(x1), _view_as_real(x2)))
        return tfn(x1, x2)

    return f


_add_c = _complex_exact(torch.add)
_sub_c = _complex_exact(torch.subtract)


def _binary_c(tfn, cfn, name):
    """_binary for add/subtract/pow: complex tensors take ``cfn``; what torch refuses on the
    fast path (a bool tensor minus an int) is promoted first."""

    def f(x1, x2, /):
        if x1.__class__ is _T:
            c2 = x2.__class__
            d = x1.dtype
            if d is not _C64 and d is not _C128:
                if c2 is _T:
                    if d is x2.dtype:
                        try:
                            return tfn(x1, x2)
                        except RuntimeError:
                            pass
                elif c2 is float or c2 is int and (
                        0 <= x2 <= 127 or (r := _INT_RANGE.get(d, _I64_RANGE))[0] <= x2 <= r[1]):
                    try:
                        return tfn(x1, x2)
                    except RuntimeError:
                        pass
        x1, x2 = _promote(x1, x2, name)
        return cfn(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


add = _binary_c(torch.add, _add_c, "add")
subtract = _binary_c(torch.subtract, _sub_c, "subtract")
def _pow(x1, x2):
    """torch.pow, where an integer tensor to a negative integer power is refused (torch truncated
    2 ** -1 to 0; NumPy refuses it): one comparison for a scalar exponent, a reduction (read
    back) for a tensor one, skipped inside torch.func transforms and torch.compile."""
    if x1.dtype in _INTS:
        if x2.__class__ is int:
            if x2 < 0:
                raise _negative_int_power()
        elif x2.__class__ is _T and x2.dtype in _INTS and not (_in_transform() or _is_compiling()) \
                and bool((x2 < 0).any()):
            raise _negative_int_power()
    return torch.pow(x1, x2)


def _pow_c(x1, x2):
    if x1.dtype is _BOOL:  # torch has no bool pow; a ** b is a or not b
        return torch.logical_or(x1, torch.logical_not(x2))
    r = _pow(x1, x2)
    if r.dtype is _C64 or r.dtype is _C128:
        return _where(x2 == 0, torch.ones_like(r), r)  # z ** 0 = 1 (torch: NaN for 0 ** 0j)
    return r


pow = _binary_c(_pow, _pow_c, "pow")
multiply = _binary(torch.multiply, "multiply")
def _extreme(tfn, pick, name):
    """maximum/minimum: complex tensors (torch refuses them) in NumPy's lexicographic order."""

    def f(x1, x2, /):
        if x1.__class__ is not _T or x2.__class__ is not _T or x1.dtype is not x2.dtype:
            x1, x2 = _promote(x1, x2, name)
        d = x1.dtype
        if d is _C64 or d is _C128:
            r = _where(pick(x1, x2), x1, x2)
            return _where(torch.isnan(x1), x1, _where(torch.isnan(x2), x2, r))  # NaNs propagate
        return tfn(x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


maximum = _extreme(torch.maximum, _LEX[torch.ge], "maximum")  # NaN propagates
minimum = _extreme(torch.minimum, _LEX[torch.le], "minimum")
bitwise_and = _binary(torch.bitwise_and, "bitwise_and")
bitwise_or = _binary(torch.bitwise_or, "bitwise_or")
bitwise_xor = _binary(torch.bitwise_xor, "bitwise_xor")
bitwise_left_shift = _binary(torch.bitwise_left_shift, "bitwise_left_shift")
bitwise_right_shift = _binary(torch.bitwise_right_shift, "bitwise_right_shift")

divide = _binary_float(torch.true_divide, "divide")
atan2 = _binary_float(torch.atan2, "atan2")


def _copysign_half(x1, x2):
    """copysign of float16/bfloat16 by their bits: x1's magnitude, x2's sign bit (NaN's too)."""
    return (x1.view(torch.int16) & 0x7FFF | x2.view(torch.int16) & -0x8000).view(x1.dtype)


def _copysign_bits(x1, x2):
    d = x1.dtype
    if (d is torch.float16 or d is torch.bfloat16) and x1.device.type != "cpu" and x2.__class__ is _T \
            and x2.dtype is d and not (x1.requires_grad or _in_transform()):
        # CUDA's half copysign reads a NaN's sign as +; the bits have no gradient, so a tensor
        # being differentiated takes torch's (right but for NaN signs)
        return _copysign_half(x1, x2)
    return torch.copysign(x1, x2)


copysign = _binary_float(_copysign_bits, "copysign")
hypot = _binary_float(torch.hypot, "hypot", int_loop=False)
logaddexp = _binary_float(torch.logaddexp, "logaddexp", int_loop=False, real=True)
nextafter = _binary_float(torch.nextafter, "nextafter", int_loop=False)

equal = _compare(torch.eq, "equal")
not_equal = _compare(torch.ne, "not_equal")
greater = _compare(torch.gt, "greater")
greater_equal = _compare(torch.ge, "greater_equal")
less = _compare(torch.lt, "less")
less_equal = _compare(torch.le, "less_equal")
logical_and = _truthy_scalars(_binary(torch.logical_and, "logical_and", scalars=False))
logical_or = _truthy_scalars(_binary(torch.logical_or, "logical_or", scalars=False))
logical_xor = _truthy_scalars(_binary(torch.logical_xor, "logical_xor", scalars=False))


def _int_division(tfn, x1, x2):
    """Integer division with zero divisors giving 0 (torch raises ZeroDivisionError)."""
    zero = x2 == 0
    r = tfn(x1, _where(zero, torch.ones_like(x2), x2))
    return _where(zero, torch.zeros_like(r), r)


def _intdiv(tfn, name):
    def f(x1, x2, /):
        if x1.__class__ is not _T or x2.__class__ is not _T or x1.dtype is not x2.dtype:
            x1, x2 = _promote(x1, x2, name)
        if x1.device.type != "cpu" and x1.dtype not in _INEXACT:  # CUDA divides by 0 without raising
            return _int_division(tfn, x1, x2)
        try:
            return tfn(x1, x2)
        except RuntimeError:
            if x1.dtype in _INEXACT:
                raise
            return _int_division(tfn, x1, x2)

    f.__name__ = f.__qualname__ = name
    return f


_floor_divide = torch.floor_divide
_isinf = torch.isinf


_NO = torch.zeros((), dtype=torch.bool)


def _differentiated(x1, x2):
    return (x1.__class__ is _T and x1.requires_grad) or (x2.__class__ is _T and x2.requires_grad) or _in_transform()


def _float_floor_divide(x1, x2):
    if _differentiated(x1, x2):
        # torch has no derivative of floor_divide ("not implemented" at backward time): the
        # quotient of the detached operands, joined to them through a never-taken branch so
        # that the gradient is 0, as JAX's and TensorFlow's (the function is piecewise constant)
        r = _floor_quotient(x1.detach() if x1.__class__ is _T else x1, x2.detach() if x2.__class__ is _T else x2)
        return _where(_NO.to(r.device), x1 * 0 + x2 * 0, r)
    return _floor_quotient(x1, x2)


def _floor_quotient(x1, x2):
    r = _floor_divide(x1, x2)
    if r.dtype in _FLOATS:
        # Python's // except where exactly one operand is infinite: there the standard's limits
        # (inf // 2 is inf, 1 // -inf is -0; torch, like Python, gives NaN and -1)
        return _where(_isinf(x1) != _isinf(x2), torch.true_divide(x1, x2), r)
    return r


floor_divide = _intdiv(_float_floor_divide, "floor_divide")
_remainder = torch.remainder
_fmod = torch.fmod
_nan_float = math.isnan


def _times_pow2(x, k):
    """x * 2**k for an integer tensor 0 <= k <= 2200, exact where finite (in two factors: 2**k
    itself may overflow where x * 2**k does not)."""
    h = k // 2
    return x * torch.exp2(h.to(_F64)) * torch.exp2((k - h).to(_F64))


def _wide(op, x1, x2):
    """``op`` (``torch.fmod`` or ``torch.remainder``) of float tensors, exact where the quotient
    x1 / x2 overflows. Single and half precision run in float64, where no quotient of theirs
    overflows; float64 first takes the remainder by two multiples x2 * 2**k of the divisor
    (exact), with k from the exponents so that no step's quotient exceeds 2**961."""
    d = x1.dtype
    if d is not _F64:
        return op(x1.to(_F64), x2.to(_F64)).to(d)
    with torch.no_grad():
        k1 = (torch.frexp(x1)[1] - torch.frexp(x2)[1] - 960).clamp(0, 2200)
        k2 = (k1 - 960).clamp(min=0)
    return op(_fmod(_fmod(x1, _times_pow2(x2, k1)), _times_pow2(x2, k2)), x2)


def _exact(op, x1, x2):
    """``op`` of float tensors with the CPU's vectorised kernels' NaN mended: where x1 / x2
    overflows (a float32 5 % 1.2e-38) they give NaN for an exact result (0 there; the scalar
    loop and CUDA are exact). Which lengths take the vector loop depends on the dtype and the
    machine's vector width (here float64 from 8 elements, float32 16, bfloat16 32), so every
    CPU result is checked: a NaN in it (one sum read back, ~2 us) sends the call to
    :func:`_wide`; a torch.func transform or the compiler, which cannot read values back, always
    takes it."""
    r = op(x1, x2)
    if r.device.type != "cpu":
        return r
    if _in_transform() or _is_compiling():
        return _wide(op, x1, x2)
    return _wide(op, x1, x2) if _nan_float(r.sum().item()) else r


def _float_remainder(x1, x2):
    if x1.dtype not in _FLOATS:
        return _remainder(x1, x2)
    return _copysign(_exact(_remainder, x1, x2), x2)  # Python's rule: the divisor's sign, zeros too


remainder = _intdiv(_float_remainder, "remainder")


# -------------------------------------------------------------------- clip


def _int_bound(b, dt, lower):
    """A bound for an integer tensor: Python scalars clamped to its range, floats rounded inwards."""
    if type(b) in _PY_SCALARS:
        return _clip_int_bound(b, torch.iinfo(dt), lower)
    if isinstance(b, _T) and b.dtype in _FLOATS:
        return torch.ceil(b) if lower else torch.floor(b)
    return b


def clip(x, /, min=None, max=None):
    """``minimum(maximum(x, min), max)`` in ``x``'s dtype: where ``min > max`` the result is ``max``."""
    dt = x.dtype
    if min is None and max is None:
        return x.clone()
    if dt in _FLOATS and (min is None or min.__class__ is float or min.__class__ is int) and (
            max is None or max.__class__ is float or max.__class__ is int):
        # the same as below for real bounds (NaN ones included), one call
        min, max = _int64_or_float(min), _int64_or_float(max)
        try:
            return torch.clamp(x, min, max)
        except RuntimeError:  # a bound beyond the dtype, which clamp refuses: rounded (to inf)
            return torch.clamp(x, _rounded_to(min, dt), _rounded_to(max, dt))
    if dt in _INTS:
        if min is not None:
            min = _int_bound(min, dt, True)
        if max is not None:
            max = _int_bound(max, dt, False)
    r = x
    if min is not None:
        r = torch.maximum(r, min if isinstance(min, _T) else torch.tensor(min, dtype=dt, device=x.device))
    if max is not None:
        r = torch.minimum(r, max if isinstance(max, _T) else torch.tensor(max, dtype=dt, device=x.device))
    if r.dtype is not dt:
        r = r.to(dt)
    return r


# ------------------------------------------------------- Ivy's superset (issue 5)


def _real_float(x, name):
    d = x.dtype
    if d in _COMPLEX:
        raise ivy.UnsupportedDtypeError(f"ivy.{name} does not support complex dtypes")
    return x if d in _FLOATS else x.to(_F32)


def erf(x):
    return torch.erf(_real_float(x, "erf"))


def lgamma(x):
    """Single and half precision in float64, rounded once: torch's float32 kernel was up to 1901
    ulp off next to lgamma's zeros between the negative poles (at -2.4575605 it gave
    -8.10666e-4 for -8.10667e-4)."""
    x = _real_float(x, "lgamma")
    return torch.lgamma(x) if x.dtype is _F64 else torch.lgamma(x.to(_F64)).to(x.dtype)


def sinc(x):
    return torch.sinc(x if x.dtype in _INEXACT else x.to(_F32))


def fmod(x1, x2, /):
    x1, x2 = _promote(x1, x2, "fmod")
    if x1.dtype is torch.bool:
        raise ivy.plugin.bool_refused("fmod")
    if x1.dtype in _COMPLEX:
        raise ivy.plugin.complex_refused("fmod", x1.dtype)
    # integers: 0 where the divisor is 0, as floor_divide and remainder (torch raised)
    return _exact(_fmod, x1, x2) if x1.dtype in _FLOATS else _int_fmod(x1, x2)


_int_fmod = _intdiv(torch.fmod, "fmod")


def xlogy(x, y, /):
    x, y = _promote_float(x, y)
    return torch.xlogy(x, y)


def lerp(input, end, weight):  # noqa: A002
    a, b = _promote_float(input, end)
    if isinstance(weight, _T):
        d = _PROMOTE[a.dtype, weight.dtype]
        if d not in _INEXACT:
            d = _F32
        a, b, weight = a.to(d), b.to(d), weight.to(d)
        a, b, weight = torch.broadcast_tensors(a, b, weight)
    else:
        weight = float(weight)
        a, b = torch.broadcast_tensors(a, b)
    return torch.lerp(a, b, weight)

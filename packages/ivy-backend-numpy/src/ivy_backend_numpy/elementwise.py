"""Element-wise functions on NumPy.

Most functions are one ufunc call. NumPy (>= 2, NEP 50) already promotes
arrays as the standard does and treats Python scalars weakly; ivy differs from
it in a few places, each fixed off the hot path:

- a Python ``float``/``complex`` with an integer or bool array gives ivy's
  default float32/complex64, not NumPy's float64/complex128;
- float-only functions (``sqrt``, ``divide``, ``atan2``, ...) on integer or
  bool inputs compute in float32 (NumPy picks float16/32/64 by integer size);
- ufuncs return NumPy scalars for 0-d inputs; ivy always returns arrays;
- integer ``floor_divide``/``remainder`` by zero gives 0 without a warning;
- the standard's special cases NumPy misses: ``floor_divide`` with one infinite
  operand, complex ``expm1``, ``tanh`` and ``tan`` at infinities, complex ``sign``
  with a NaN part.

Same-dtype array inputs take one ufunc call plus a class check or two.
"""

from __future__ import annotations

import math

import numpy as np

import ivy
from ivy.plugin import bool_refused as _bool_refused
from ivy.plugin import clip_int_bound as _clip_int_bound
from ivy.plugin import truthy_scalars as _truthy_scalars

_nd = np.ndarray
_asarray = np.asarray
# Hot paths test ``d is _F32 or d is _F64`` first: identity checks cost far less
# than reading ``d.kind`` or ``d.char``.
_F32 = np.dtype("float32")
_F64 = np.dtype("float64")
_C64 = np.dtype("complex64")
_I8 = np.dtype("int8")
_BOOL = np.dtype("bool")
_PY_SCALARS = (bool, int, float, complex)


def _to_array(x):
    """A Python scalar as a 0-d array of ivy's default dtype for it (arrays pass through)."""
    c = x.__class__
    if c is float:
        return _asarray(x, _F32)
    if c is complex:
        return _asarray(x, _C64)
    return _asarray(x)


def _scalar_target(x1, x2):
    """The dtype ivy wants where NumPy's weak promotion of a Python float/complex differs, else None."""
    c1 = x1.__class__
    c2 = x2.__class__
    if c2 is float or c2 is complex:
        s, a = c2, x1
    elif c1 is float or c1 is complex:
        s, a = c1, x2
    else:
        return None
    d = getattr(a, "dtype", None)
    if d is None:  # two Python scalars
        return _C64 if (c1 is complex or c2 is complex) else _F32
    if d.kind in "biu":
        return _C64 if s is complex else _F32
    return None


# ------------------------------------------------------------------ factories


def _unary(uf):
    def f(x, /):
        r = uf(x)
        return r if r.__class__ is _nd else _asarray(r)

    f.__name__ = uf.__name__
    return f


def _unary_float(uf, complex_fn=None):
    """A float-only function: integer and bool inputs are computed in float32."""
    cf = uf if complex_fn is None else complex_fn

    def f(x, /):
        try:
            d = x.dtype
        except AttributeError:  # a Python scalar
            x = _to_array(x)
            d = x.dtype
        if d is _F32 or d is _F64:
            r = uf(x)
        else:
            k = d.kind
            if k == "f":
                r = uf(x)
            elif k == "c":
                r = cf(x)
            else:
                r = uf(x, dtype=_F32)
        return r if r.__class__ is _nd else _asarray(r)

    f.__name__ = uf.__name__
    return f


def _binary_slow(uf, x1, x2):
    t = _scalar_target(x1, x2)
    r = uf(x1, x2) if t is None else uf(x1, x2, dtype=t)
    return r if r.__class__ is _nd else _asarray(r)


def _binary(uf):
    """A function whose result dtype is the promoted dtype of its arguments."""

    def f(x1, x2, /):
        if x1.__class__ is _nd:
            c2 = x2.__class__
            if c2 is _nd:
                r = uf(x1, x2)
            elif (c2 is float or c2 is complex) and x1.dtype.kind in "biu":
                r = uf(x1, x2, dtype=_F32 if c2 is float else _C64)
            else:
                r = uf(x1, x2)
            return r if r.__class__ is _nd else _asarray(r)
        return _binary_slow(uf, x1, x2)

    f.__name__ = uf.__name__
    return f


def _binary_float_slow(uf, x1, x2):
    t = _scalar_target(x1, x2)
    if t is None and np.result_type(x1, x2).kind in "biu":
        t = _F32
    r = uf(x1, x2) if t is None else uf(x1, x2, dtype=t)
    return r if r.__class__ is _nd else _asarray(r)


def _binary_float(uf):
    """A float-only binary function: all-integer/bool inputs are computed in float32."""

    def f(x1, x2, /):
        # A floating x1 array makes NumPy's answer ivy's (the other argument is an
        # array or a weak scalar); everything else takes the slow path.
        if x1.__class__ is _nd:
            d = x1.dtype
            if d is _F32 or d is _F64 or d.kind in "fc":
                r = uf(x1, x2)
                return r if r.__class__ is _nd else _asarray(r)
        return _binary_float_slow(uf, x1, x2)

    f.__name__ = uf.__name__
    return f


def _compare(uf):
    """A function with a bool result: NumPy's promotion of the operands is ivy's (no dtype to fix)."""

    def f(x1, x2, /):
        r = uf(x1, x2)
        return r if r.__class__ is _nd else _asarray(r)

    f.__name__ = uf.__name__
    return f


def _intdiv(uf):
    """floor_divide/remainder: integer division by zero gives 0, silently."""

    def f(x1, x2, /):
        if x1.__class__ is _nd:
            d = x1.dtype
            if d is _F32 or d is _F64 or d.kind in "fc":
                r = uf(x1, x2)
                return r if r.__class__ is _nd else _asarray(r)
        if x2.__class__ is _nd and x2.dtype.kind in "fc":
            return _binary_slow(uf, x1, x2)
        if _is_bool(x1) and _is_bool(x2):
            raise _bool_refused(uf.__name__)
        with np.errstate(divide="ignore", invalid="ignore"):
            return _binary_slow(uf, x1, x2)

    f.__name__ = uf.__name__
    return f


def _is_bool(x):
    return x.__class__ is bool or getattr(x, "dtype", None) is _BOOL


def _from_bools(f, name, refuse):
    """``f``'s ufunc computes two bool operands in int8: ivy keeps bool (``pow``: the values stay
    in {0, 1}) or refuses them (``fmod``, the shifts). One dtype identity check otherwise."""

    def g(x1, x2, /):
        r = f(x1, x2)
        if r.dtype is _I8 and _is_bool(x1) and _is_bool(x2):
            if refuse:
                raise _bool_refused(name)
            return r.astype(_BOOL)
        return r

    g.__name__ = name
    return g


# ------------------------------------------------------------------- unary

abs = _unary(np.absolute)
bitwise_invert = _unary(np.invert)
ceil = _unary(np.ceil)
floor = _unary(np.floor)
trunc = _unary(np.trunc)
negative = _unary(np.negative)


def _keep_bool(f):
    """``f`` with bool input returned (a copy): NumPy has no bool loop for ``positive`` and
    ``sign``, which map {0, 1} to itself. Costs nothing until NumPy refuses."""

    def g(x, /):
        try:
            return f(x)
        except TypeError:
            if _is_bool(x):
                return np.array(x)
            raise

    g.__name__ = f.__name__
    return g


positive = _keep_bool(_unary(np.positive))
_mul = np.multiply


def square(x, /):
    """``x * x``: NumPy's ``square`` has no bool loop (int8), ``multiply`` keeps bool."""
    r = _mul(x, x)
    return r if r.__class__ is _nd else _asarray(r)


_sign = _keep_bool(_unary(np.sign))  # complex: x / |x| (NumPy >= 2)


def sign(x, /):
    r = _sign(x)
    if r.dtype.kind == "c":
        # a NaN part gives NaN + NaN j (NumPy: +-1 for inf + NaN j)
        m = np.isnan(x)
        if m.any():
            r[m] = complex(math.nan, math.nan)
    return r


isfinite = _unary(np.isfinite)
isinf = _unary(np.isinf)
isnan = _unary(np.isnan)
signbit = _unary(np.signbit)  # integers too: x < 0
logical_not = _unary(np.logical_not)

acos = _unary_float(np.arccos)
acosh = _unary_float(np.arccosh)
asin = _unary_float(np.arcsin)
asinh = _unary_float(np.arcsinh)
atan = _unary_float(np.arctan)
atanh = _unary_float(np.arctanh)
cos = _unary_float(np.cos)
cosh = _unary_float(np.cosh)
exp = _unary_float(np.exp)


def _expm1_complex(x):
    """expm1 with the standard's complex special cases, which NumPy's formula misses."""
    x = _asarray(x)
    r = _asarray(np.expm1(x))
    a = x.real
    b = x.imag
    # b == 0: expm1(a) + 0j (NumPy gives NaN imaginary parts for inf + 0j and NaN + 0j),
    # and a = -0 gives +0 (``+ 0.0`` turns -0 into +0 and leaves every other value alone).
    z = b == 0
    if z.any():
        r.real[z] = np.expm1(a[z]) + 0.0
        r.imag[z] = b[z]
    # a = +-inf with b = +-inf or NaN: -1 + 0j for -inf, inf + NaN j for +inf.
    bad = np.isinf(a) & ~np.isfinite(b)
    if bad.any():
        neg = bad & (a < 0)
        r.real[neg] = -1.0
        r.imag[neg] = 0.0
        pos = bad & (a > 0)
        r.real[pos] = np.inf
        r.imag[pos] = np.nan
    return r


def _tanh_complex(x):
    """tanh with the standard's special case tanh(+-inf + bj) = +-1 + 0j (sign of b) for finite b."""
    x = _asarray(x)
    r = _asarray(np.tanh(x))
    a = x.real
    m = np.isinf(a) & np.isfinite(x.imag)
    if m.any():
        r.real[m] = np.copysign(1.0, a[m])
        r.imag[m] = np.copysign(0.0, x.imag[m])
    return r


def _tan_complex(x):
    """tan with the standard's tan(a +- inf j) = +-0 +- 1j, the zero with a's sign (tan(x) is
    -1j * tanh(1j * x) and tanh(+-inf + bj) = +-1 + 0j, the zero with b's sign); NumPy's zero
    follows sin(2a)."""
    x = _asarray(x)
    r = _asarray(np.tan(x))
    b = x.imag
    m = np.isinf(b)
    if m.any():
        r.real[m] = np.copysign(0.0, x.real[m])
        r.imag[m] = np.copysign(1.0, b[m])
    return r


expm1 = _unary_float(np.expm1, _expm1_complex)
log = _unary_float(np.log)
log1p = _unary_float(np.log1p)
log2 = _unary_float(np.log2)
log10 = _unary_float(np.log10)
sin = _unary_float(np.sin)
sinh = _unary_float(np.sinh)
sqrt = _unary_float(np.sqrt)
tan = _unary_float(np.tan, _tan_complex)
tanh = _unary_float(np.tanh, _tanh_complex)


def _reciprocal_complex(x):
    return np.divide(1.0, x)  # as 1.0 / x (the standard); np.reciprocal(0j) is nan + nan j, 1 / 0j inf + nan j


reciprocal = _unary_float(np.reciprocal, _reciprocal_complex)  # float32 for integers (NumPy's would stay integer)


def round(x, /):
    """Half to even; integers and bools are already integer-valued (NumPy's rint would make them float)."""
    d = x.dtype
    if d is _F32 or d is _F64 or d.kind in "fc":
        r = np.rint(x)
        return r if r.__class__ is _nd else _asarray(r)
    return np.array(x, copy=True)


def conj(x, /):
    if x.dtype.kind == "c":
        r = np.conjugate(x)
        return r if r.__class__ is _nd else _asarray(r)
    return x if x.__class__ is _nd else _asarray(x)  # the standard allows sharing memory


def real(x, /):
    r = x.real
    return r if r.__class__ is _nd else _asarray(r)


def imag(x, /):
    if x.dtype.kind == "c":
        r = x.imag
        return r if r.__class__ is _nd else _asarray(r)
    return np.zeros(np.shape(x), x.dtype)  # real input: zeros of its dtype (writable, unlike x.imag)


# ------------------------------------------------------------------ binary

add = _binary(np.add)
subtract = _binary(np.subtract)
multiply = _binary(np.multiply)
pow = _from_bools(_binary(np.power), "pow", refuse=False)
maximum = _binary(np.maximum)  # NaN propagates
minimum = _binary(np.minimum)
bitwise_and = _binary(np.bitwise_and)
bitwise_or = _binary(np.bitwise_or)
bitwise_xor = _binary(np.bitwise_xor)
# shifts >= the bit width (or negative) give 0, right shifts 0 or -1 (sign fill)
bitwise_left_shift = _from_bools(_binary(np.left_shift), "bitwise_left_shift", refuse=True)
bitwise_right_shift = _from_bools(_binary(np.right_shift), "bitwise_right_shift", refuse=True)

_floor_divide = _intdiv(np.floor_divide)


def floor_divide(x1, x2, /):
    """Python's ``//`` except where exactly one operand is infinite: there the standard's
    limits (``inf // 2`` is inf, ``1 // -inf`` is -0; NumPy gives NaN and -1)."""
    r = _floor_divide(x1, x2)
    if r.dtype.kind == "f":
        # a Python float as the dtype rounds it: 1e39 is inf in float32 (this gave -1 for
        # -2 // 1e39, where -2 // inf is -0)
        with np.errstate(over="ignore"):
            if x1.__class__ is float:
                x1 = r.dtype.type(x1)
            if x2.__class__ is float:
                x2 = r.dtype.type(x2)
        m = np.isinf(x1) != np.isinf(x2)
        if m.any():
            r = np.where(m, np.true_divide(x1, x2).astype(r.dtype, copy=False), r)
    return r


remainder = _intdiv(np.remainder)

divide = _binary_float(np.divide)
atan2 = _binary_float(np.arctan2)
hypot = _binary_float(np.hypot)
logaddexp = _binary_float(np.logaddexp)
copysign = _binary_float(np.copysign)
_nextafter = _binary_float(np.nextafter)
_F16 = np.dtype("float16")


def nextafter(x1, x2, /):
    r = _nextafter(x1, x2)
    if r.dtype is _F16:  # NumPy's float16 loop steps even when x1 == x2 (nextafter(-0, +0) must be +0)
        r = np.where(np.equal(x1, x2), np.asarray(x2, _F16), r)
        return r if r.__class__ is _nd else _asarray(r)
    return r


equal = _compare(np.equal)
not_equal = _compare(np.not_equal)
greater = _compare(np.greater)
greater_equal = _compare(np.greater_equal)
less = _compare(np.less)
less_equal = _compare(np.less_equal)
logical_and = _truthy_scalars(_compare(np.logical_and))
logical_or = _truthy_scalars(_compare(np.logical_or))
logical_xor = _truthy_scalars(_compare(np.logical_xor))


# -------------------------------------------------------------------- clip

def _int_bound(b, dt, lower):
    """A bound for an integer array: Python scalars clamped to its range, floats rounded inwards."""
    if b.__class__ in _PY_SCALARS:
        return _clip_int_bound(b, np.iinfo(dt), lower)
    if isinstance(b, (np.ndarray, np.generic)) and b.dtype.kind == "f":
        return np.ceil(b) if lower else np.floor(b)
    return b


def clip(x, /, min=None, max=None):
    """``minimum(maximum(x, min), max)`` in ``x``'s dtype: where ``min > max`` the result is ``max``."""
    dt = x.dtype
    r = x
    if dt.kind in "iu":
        if min is not None:
            min = _int_bound(min, dt, True)
        if max is not None:
            max = _int_bound(max, dt, False)
    if min is not None:
        r = np.maximum(r, min)
    if max is not None:
        r = np.minimum(r, max)
    if r is x:
        return np.array(x, copy=True)
    if r.dtype != dt:
        r = r.astype(dt)
    return r if r.__class__ is _nd else _asarray(r)


# ------------------------------------------------------- Ivy's superset (issue 5)
# lerp and xlogy: NumPy has no such functions; ivy-core's compositions run.


def _lgamma_scalar(v):
    try:
        return math.lgamma(v)
    except (ValueError, OverflowError):  # the poles 0, -1, -2, ... and huge arguments
        return math.inf


def _by_element(fn, name):
    """A real special function NumPy lacks, as the ``math`` module's (correctly rounded to
    float64, then to the input's float dtype; integers and bool give float32), one Python call
    per element: ~10 us for 128 elements and ~70 ns an element beyond, where ivy-core's
    series composition makes ~200 array operations (~500 us for 128 elements).

    >>> import numpy as np
    >>> erf(np.asarray([0.0, 0.5], np.float32))
    array([0.       , 0.5204999], dtype=float32)
    """

    def f(x):
        x = _asarray(x)
        d = x.dtype
        k = d.kind
        if k == "c":
            raise ivy.UnsupportedDtypeError(f"ivy.{name} does not support complex dtypes")
        flat = x.astype(_F64, copy=False).ravel().tolist()
        r = np.fromiter(map(fn, flat), dtype=_F64, count=len(flat)).reshape(x.shape)
        return r.astype(d if k == "f" else _F32, copy=False)

    f.__name__ = f.__qualname__ = name
    return f


erf = _by_element(math.erf, "erf")
lgamma = _by_element(_lgamma_scalar, "lgamma")

fmod = _from_bools(_binary(np.fmod), "fmod", refuse=True)


def sinc(x):
    d = x.dtype
    if d.kind in "biu" or d.itemsize == 2 and d.kind == "f":
        # NumPy's sinc computes float16 in float16 (its 1e-20 guard underflows): use float32.
        r = np.sinc(x.astype(_F32))
        return _asarray(r, dtype=_F32 if d.kind != "f" else d)
    return _asarray(np.sinc(x))

"""Element-wise functions of the Array API standard (2025.12).

Every function broadcasts its array arguments and follows the standard's type
promotion. Binary functions also take Python scalars, which are weak: they never
widen an array's dtype within its kind (``ivy.add(int8_array, 1)`` stays int8),
and a Python float with an integer or bool array gives float32, ivy's default
float. Float-only functions (``sqrt``, ``divide``, ``atan2``, ...) give float32
for integer and bool inputs. 0-d inputs give 0-d arrays. The standard's special
cases (NaN, infinities, signed zeros) hold on every backend.
"""

from __future__ import annotations

import math as _math

from .. import dtypes as _dt
from .._dispatch import api, composition
from ..plugin import clip_int_bound, complex_refused


@api
def abs(x: Array, /) -> Array:
    """Absolute value, element-wise; complex inputs give their magnitude (a real dtype).

    >>> ivy.abs(ivy.asarray([-1.5, 0.0, 2.0]))
    ivy.array([1.5, 0. , 2. ], dtype=float32, backend=numpy)
    """


@api
def acos(x: Array, /) -> Array:
    """Inverse cosine (radians), element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.acos(ivy.asarray([1.0, 0.0]))
    ivy.array([0.       , 1.5707964], dtype=float32, backend=numpy)
    """


@api
def acosh(x: Array, /) -> Array:
    """Inverse hyperbolic cosine, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.acosh(ivy.asarray([1.0, 2.0]))
    ivy.array([0.      , 1.316958], dtype=float32, backend=numpy)
    """


@api
def add(x1: Array | int | float | complex, x2: Array | int | float | complex, /, *,
        alpha: int | float | None = None) -> Array:
    """Sum ``x1 + x2``, element-wise (integer overflow wraps); ``alpha`` (Ivy 1.0's): ``x1 + alpha * x2``.

    >>> ivy.add(ivy.asarray([1, 2], dtype=ivy.int8), 1)
    ivy.array([2, 3], dtype=int8, backend=numpy)
    >>> ivy.add(ivy.asarray([1, 2]), 0.5)
    ivy.array([1.5, 2.5], dtype=float32, backend=numpy)
    >>> ivy.add(ivy.asarray([1, 2]), ivy.asarray([3, 4]), alpha=2)
    ivy.array([ 7, 10], dtype=int64, backend=numpy)
    """


@api
def asin(x: Array, /) -> Array:
    """Inverse sine (radians), element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.asin(ivy.asarray([0.0, 1.0]))
    ivy.array([0.       , 1.5707964], dtype=float32, backend=numpy)
    """


@api
def asinh(x: Array, /) -> Array:
    """Inverse hyperbolic sine, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.asinh(ivy.asarray([0.0, 1.0]))
    ivy.array([0.       , 0.8813736], dtype=float32, backend=numpy)
    """


@api
def atan(x: Array, /) -> Array:
    """Inverse tangent (radians), element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.atan(ivy.asarray([0.0, 1.0]))
    ivy.array([0.       , 0.7853982], dtype=float32, backend=numpy)
    """


@api
def atan2(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Quadrant-aware inverse tangent of ``x1 / x2`` (radians), element-wise.

    The sign of zero picks the quadrant: ``atan2(+0, -0)`` is pi, ``atan2(-0, +0)`` is -0.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.atan2(ivy.asarray([1.0, -1.0]), -1.0)
    ivy.array([ 2.3561945, -2.3561945], dtype=float32, backend=numpy)
    """


@api
def atanh(x: Array, /) -> Array:
    """Inverse hyperbolic tangent, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.atanh(ivy.asarray([0.0, 0.5]))
    ivy.array([0.        , 0.54930615], dtype=float32, backend=numpy)
    """


@api
def bitwise_and(x1: Array | int | bool, x2: Array | int | bool, /) -> Array:
    """Bitwise AND of integer or bool arrays, element-wise.

    >>> ivy.bitwise_and(ivy.asarray([12, 10]), 6)
    ivy.array([4, 2], dtype=int64, backend=numpy)
    """


@api
def bitwise_invert(x: Array, /) -> Array:
    """Bitwise NOT of an integer or bool array (``~x``), element-wise.

    >>> ivy.bitwise_invert(ivy.asarray([0, 5], dtype=ivy.uint8))
    ivy.array([255, 250], dtype=uint8, backend=numpy)
    """


@api
def bitwise_left_shift(x1: Array | int, x2: Array | int, /) -> Array:
    """Shift the bits of ``x1`` left by ``x2``, element-wise.

    Shift counts must be non-negative; counts of at least the bit width give 0 on NumPy (the standard leaves both
    unspecified).

    >>> ivy.bitwise_left_shift(ivy.asarray([1, 3], dtype=ivy.int8), 2)
    ivy.array([ 4, 12], dtype=int8, backend=numpy)
    """


@api
def bitwise_or(x1: Array | int | bool, x2: Array | int | bool, /) -> Array:
    """Bitwise OR of integer or bool arrays, element-wise.

    >>> ivy.bitwise_or(ivy.asarray([12, 10]), 1)
    ivy.array([13, 11], dtype=int64, backend=numpy)
    """


@api
def bitwise_right_shift(x1: Array | int, x2: Array | int, /) -> Array:
    """Arithmetic (sign-filling) right shift of ``x1`` by ``x2``, element-wise.

    It equals floor division by ``2**x2``. Shift counts must be non-negative.

    >>> ivy.bitwise_right_shift(ivy.asarray([-8, 8], dtype=ivy.int8), 2)
    ivy.array([-2,  2], dtype=int8, backend=numpy)
    """


@api
def bitwise_xor(x1: Array | int | bool, x2: Array | int | bool, /) -> Array:
    """Bitwise XOR of integer or bool arrays, element-wise.

    >>> ivy.bitwise_xor(ivy.asarray([True, False]), True)
    ivy.array([False,  True], dtype=bool, backend=numpy)
    """


@api
def ceil(x: Array, /) -> Array:
    """Round towards +infinity, element-wise; integer inputs are returned unchanged (same dtype).

    >>> ivy.ceil(ivy.asarray([-1.5, 0.2]))
    ivy.array([-1.,  1.], dtype=float32, backend=numpy)
    """


@api
def clip(x: Array, /, min: Array | int | float | None = None, max: Array | int | float | None = None) -> Array:
    """Clamp each element of ``x`` to ``[min, max]``; the result has ``x``'s dtype.

    ``None`` bounds are not applied. The result is ``minimum(maximum(x, min), max)``: where ``min > max`` it is
    ``max``. NaN in ``x``, ``min`` or ``max`` gives NaN.

    For an integer ``x``, Python-scalar bounds outside its range are clamped to the range and float bounds are
    rounded inwards (``ceil(min)``, ``floor(max)``).

    >>> ivy.clip(ivy.asarray([-2.0, 0.5, 3.0]), 0, 1)
    ivy.array([0. , 0.5, 1. ], dtype=float32, backend=numpy)
    >>> ivy.clip(ivy.asarray([1, 5, 9], dtype=ivy.int8), max=6)
    ivy.array([1, 5, 6], dtype=int8, backend=numpy)
    """


@api
def conj(x: Array, /) -> Array:
    """Complex conjugate, element-wise; real inputs are returned as they are (possibly sharing memory).

    >>> ivy.conj(ivy.asarray([1 + 2j]))
    ivy.array([1.-2.j], dtype=complex64, backend=numpy)
    """


@api
def copysign(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Magnitude of ``x1`` with the sign bit of ``x2``, element-wise (``-0`` and signed NaN count).

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.copysign(ivy.asarray([1.0, 2.0]), ivy.asarray([-0.0, 3.0]))
    ivy.array([-1.,  2.], dtype=float32, backend=numpy)
    """


@api
def cos(x: Array, /) -> Array:
    """Cosine (of radians), element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.cos(ivy.asarray([0.0]))
    ivy.array([1.], dtype=float32, backend=numpy)
    """


@api
def cosh(x: Array, /) -> Array:
    """Hyperbolic cosine, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.cosh(ivy.asarray([0.0]))
    ivy.array([1.], dtype=float32, backend=numpy)
    """


@api
def divide(x1: Array | int | float | complex, x2: Array | int | float | complex, /) -> Array:
    """True division ``x1 / x2``, element-wise.

    The result is floating: two integer (or bool) arrays give float32, ivy's default float. Division by zero follows
    IEEE 754 (``1/+0 = +inf``, ``1/-0 = -inf``, ``0/0 = NaN``).

    >>> ivy.divide(ivy.asarray([1, 3]), 2)
    ivy.array([0.5, 1.5], dtype=float32, backend=numpy)
    """


@api
def equal(x1: Array | int | float | complex | bool, x2: Array | int | float | complex | bool, /) -> Array:
    """Truth value of ``x1 == x2``, element-wise (bool result; NaN equals nothing).

    >>> ivy.equal(ivy.asarray([1.0, float('nan')]), 1.0)
    ivy.array([ True, False], dtype=bool, backend=numpy)
    """


@api
def exp(x: Array, /) -> Array:
    """Exponential ``e**x``, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.exp(ivy.asarray([0.0, 1.0]))
    ivy.array([1.      , 2.718282], dtype=float32, backend=numpy)
    """


@api
def expm1(x: Array, /) -> Array:
    """``exp(x) - 1``, accurate for small ``x``, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.expm1(ivy.asarray([0.0, 1e-10]))
    ivy.array([0.e+00, 1.e-10], dtype=float32, backend=numpy)
    """


@api
def floor(x: Array, /) -> Array:
    """Round towards -infinity, element-wise; integer inputs are returned unchanged (same dtype).

    >>> ivy.floor(ivy.asarray([-1.5, 0.2]))
    ivy.array([-2.,  0.], dtype=float32, backend=numpy)
    """


@api
def floor_divide(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Floor division ``x1 // x2``, element-wise.

    Floats follow the standard's special cases (``inf // 2`` is inf, ``1 // -inf`` is -0, where Python's
    ``//`` gives NaN and -1). Integer division by zero gives 0 (the standard leaves it unspecified).

    >>> ivy.floor_divide(ivy.asarray([7, -7]), 2)
    ivy.array([ 3, -4], dtype=int64, backend=numpy)
    """


@api
def greater(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Truth value of ``x1 > x2``, element-wise.

    >>> ivy.greater(ivy.asarray([1, 5]), 3)
    ivy.array([False,  True], dtype=bool, backend=numpy)
    """


@api
def greater_equal(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Truth value of ``x1 >= x2``, element-wise.

    >>> ivy.greater_equal(ivy.asarray([1, 5]), 5)
    ivy.array([False,  True], dtype=bool, backend=numpy)
    """


@api
def hypot(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """``sqrt(x1**2 + x2**2)`` without undue overflow or underflow, element-wise.

    An infinite argument gives +inf even if the other is NaN. Integer and bool inputs give float32 (ivy's default
    float).

    >>> ivy.hypot(ivy.asarray([3.0, 1e30]), ivy.asarray([4.0, 1e30]))
    ivy.array([5.0000000e+00, 1.4142135e+30], dtype=float32, backend=numpy)
    """


@api
def imag(x: Array, /) -> Array:
    """Imaginary part, element-wise; complex64 gives float32, complex128 float64.

    Real inputs give zeros of their own dtype (an ivy extension).

    >>> ivy.imag(ivy.asarray([1 + 2j]))
    ivy.array([2.], dtype=float32, backend=numpy)
    """


@api
def isfinite(x: Array, /) -> Array:
    """Whether each element is finite (not infinite, not NaN); bool result, integers included.

    >>> ivy.isfinite(ivy.asarray([1.0, float('inf'), float('nan')]))
    ivy.array([ True, False, False], dtype=bool, backend=numpy)
    """


@api
def isinf(x: Array, /) -> Array:
    """Whether each element is +inf or -inf; bool result, integers included.

    >>> ivy.isinf(ivy.asarray([1.0, float('-inf')]))
    ivy.array([False,  True], dtype=bool, backend=numpy)
    """


@api
def isnan(x: Array, /) -> Array:
    """Whether each element is NaN (either part for complex); bool result, integers included.

    >>> ivy.isnan(ivy.asarray([1.0, float('nan')]))
    ivy.array([False,  True], dtype=bool, backend=numpy)
    """


@api
def less(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Truth value of ``x1 < x2``, element-wise.

    >>> ivy.less(ivy.asarray([1, 5]), 3)
    ivy.array([ True, False], dtype=bool, backend=numpy)
    """


@api
def less_equal(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Truth value of ``x1 <= x2``, element-wise.

    >>> ivy.less_equal(ivy.asarray([1, 5]), 1)
    ivy.array([ True, False], dtype=bool, backend=numpy)
    """


@api
def log(x: Array, /) -> Array:
    """Natural logarithm, element-wise (``log(0)`` is -inf, negative inputs give NaN).

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.log(ivy.asarray([1.0, ivy.e]))
    ivy.array([0., 1.], dtype=float32, backend=numpy)
    """


@api
def log10(x: Array, /) -> Array:
    """Base-10 logarithm, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> [round(float(v), 5) for v in ivy.log10(ivy.asarray([1.0, 100.0]))]  # (the last bit varies by CPU)
    [0.0, 2.0]
    """


@api
def log1p(x: Array, /) -> Array:
    """``log(1 + x)``, accurate for small ``x``, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.log1p(ivy.asarray([0.0, 1e-10]))
    ivy.array([0.e+00, 1.e-10], dtype=float32, backend=numpy)
    """


@api
def log2(x: Array, /) -> Array:
    """Base-2 logarithm, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.log2(ivy.asarray([1.0, 8.0]))
    ivy.array([0., 3.], dtype=float32, backend=numpy)
    """


@api
def logaddexp(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """``log(exp(x1) + exp(x2))`` without overflow, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.logaddexp(ivy.asarray([0.0, 1000.0]), ivy.asarray([0.0, 1000.0]))
    ivy.array([6.9314718e-01, 1.0006932e+03], dtype=float32, backend=numpy)
    """


@api
def logical_and(x1: Array | bool, x2: Array | bool, /) -> Array:
    """Logical AND, element-wise (bool result).

    >>> ivy.logical_and(ivy.asarray([True, False]), True)
    ivy.array([ True, False], dtype=bool, backend=numpy)
    """


@api
def logical_not(x: Array, /) -> Array:
    """Logical NOT, element-wise (bool result).

    >>> ivy.logical_not(ivy.asarray([True, False]))
    ivy.array([False,  True], dtype=bool, backend=numpy)
    """


@api
def logical_or(x1: Array | bool, x2: Array | bool, /) -> Array:
    """Logical OR, element-wise (bool result).

    >>> ivy.logical_or(ivy.asarray([True, False]), False)
    ivy.array([ True, False], dtype=bool, backend=numpy)
    """


@api
def logical_xor(x1: Array | bool, x2: Array | bool, /) -> Array:
    """Logical XOR, element-wise (bool result).

    >>> ivy.logical_xor(ivy.asarray([True, False]), True)
    ivy.array([False,  True], dtype=bool, backend=numpy)
    """


@api
def maximum(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Element-wise maximum; NaN in either argument gives NaN.

    >>> ivy.maximum(ivy.asarray([1.0, float('nan')]), 0.5)
    ivy.array([ 1., nan], dtype=float32, backend=numpy)
    """


@api
def minimum(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Element-wise minimum; NaN in either argument gives NaN.

    >>> ivy.minimum(ivy.asarray([1.0, float('nan')]), 0.5)
    ivy.array([0.5, nan], dtype=float32, backend=numpy)
    """


@api
def multiply(x1: Array | int | float | complex, x2: Array | int | float | complex, /) -> Array:
    """Product ``x1 * x2``, element-wise (integer overflow wraps).

    >>> ivy.multiply(ivy.asarray([1, 2], dtype=ivy.int8), 3)
    ivy.array([3, 6], dtype=int8, backend=numpy)
    """


@api
def negative(x: Array, /) -> Array:
    """Numerical negative ``-x``, element-wise.

    >>> ivy.negative(ivy.asarray([1.0, -0.0]))
    ivy.array([-1.,  0.], dtype=float32, backend=numpy)
    """


@api
def nextafter(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """The next representable float after ``x1`` towards ``x2``, element-wise.

    ``x1 == x2`` gives ``x2`` (so ``nextafter(-0, +0)`` is +0). Integer and bool inputs give float32 (ivy's default
    float).

    >>> ivy.nextafter(ivy.asarray([1.0]), 2.0) - 1.0
    ivy.array([1.1920929e-07], dtype=float32, backend=numpy)
    """


@api
def not_equal(x1: Array | int | float | complex | bool, x2: Array | int | float | complex | bool, /) -> Array:
    """Truth value of ``x1 != x2``, element-wise (NaN differs from everything).

    >>> ivy.not_equal(ivy.asarray([1.0, float('nan')]), 1.0)
    ivy.array([False,  True], dtype=bool, backend=numpy)
    """


@api
def positive(x: Array, /) -> Array:
    """Numerical positive ``+x``, element-wise (a copy of ``x``).

    >>> ivy.positive(ivy.asarray([-1.0, 2.0]))
    ivy.array([-1.,  2.], dtype=float32, backend=numpy)
    """


@api
def pow(x1: Array | int | float | complex, x2: Array | int | float | complex, /) -> Array:
    """``x1`` raised to the power ``x2``, element-wise.

    ``pow(x, 0)`` is 1 even for NaN ``x``, and ``pow(1, y)`` is 1 even for NaN ``y``. Integers raised to negative
    integer powers are unspecified by the standard (backends may raise).

    >>> ivy.pow(ivy.asarray([2, 3]), 2)
    ivy.array([4, 9], dtype=int64, backend=numpy)
    >>> ivy.pow(ivy.asarray([float('nan')]), 0.0)
    ivy.array([1.], dtype=float32, backend=numpy)
    """


@api
def real(x: Array, /) -> Array:
    """Real part, element-wise; complex64 gives float32, complex128 float64, real inputs stay as they are.

    >>> ivy.real(ivy.asarray([1 + 2j]))
    ivy.array([1.], dtype=float32, backend=numpy)
    """


@api
def reciprocal(x: Array, /) -> Array:
    """``1 / x``, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.reciprocal(ivy.asarray([2.0, -4.0]))
    ivy.array([ 0.5 , -0.25], dtype=float32, backend=numpy)
    """


@api
def remainder(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Remainder of floor division (Python's ``%``: the sign of ``x2``), element-wise.

    Integer division by zero gives 0 (the standard leaves it unspecified).

    >>> ivy.remainder(ivy.asarray([7, -7]), 3)
    ivy.array([1, 2], dtype=int64, backend=numpy)
    """


@api
def round(x: Array, /) -> Array:
    """Round to the nearest integer-valued number, halves to even, element-wise.

    Integer inputs are returned unchanged; complex inputs round both parts.

    >>> ivy.round(ivy.asarray([0.5, 1.5, 2.5, -0.5]))
    ivy.array([ 0.,  2.,  2., -0.], dtype=float32, backend=numpy)
    """


@api
def sign(x: Array, /) -> Array:
    """Sign of each element: -1, 0 or +1; ``x / |x|`` for complex.

    ``sign(-0.0)`` and ``sign(+0.0)`` are 0, NaN gives NaN, and complex zero gives 0.

    >>> ivy.sign(ivy.asarray([-3.0, -0.0, 2.0]))
    ivy.array([-1.,  0.,  1.], dtype=float32, backend=numpy)
    """


@api
def signbit(x: Array, /) -> Array:
    """Whether the sign bit of each element is set (``-0`` and negative NaN included); bool result.

    Integer inputs give ``x < 0`` (an ivy extension).

    >>> ivy.signbit(ivy.asarray([-0.0, 0.0, -1.0]))
    ivy.array([ True, False,  True], dtype=bool, backend=numpy)
    """


@api
def sin(x: Array, /) -> Array:
    """Sine (of radians), element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.sin(ivy.asarray([0.0]))
    ivy.array([0.], dtype=float32, backend=numpy)
    """


@api
def sinh(x: Array, /) -> Array:
    """Hyperbolic sine, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.sinh(ivy.asarray([0.0]))
    ivy.array([0.], dtype=float32, backend=numpy)
    """


@api
def sqrt(x: Array, /) -> Array:
    """Principal square root, element-wise (negative reals give NaN).

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.sqrt(ivy.asarray([4, 9]))
    ivy.array([2., 3.], dtype=float32, backend=numpy)
    """


@api
def square(x: Array, /) -> Array:
    """``x * x``, element-wise (integer overflow wraps).

    >>> ivy.square(ivy.asarray([-3, 4], dtype=ivy.int16))
    ivy.array([ 9, 16], dtype=int16, backend=numpy)
    """


@api
def subtract(x1: Array | int | float | complex, x2: Array | int | float | complex, /, *,
             alpha: int | float | None = None) -> Array:
    """Difference ``x1 - x2``, element-wise; ``alpha`` (Ivy 1.0's): ``x1 - alpha * x2``.

    >>> ivy.subtract(ivy.asarray([1.0, 2.0]), ivy.asarray([[1.0], [2.0]]))
    ivy.array([[ 0.,  1.],
           [-1.,  0.]], dtype=float32, backend=numpy)
    """


@api
def tan(x: Array, /) -> Array:
    """Tangent (of radians), element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.tan(ivy.asarray([0.0]))
    ivy.array([0.], dtype=float32, backend=numpy)
    """


@api
def tanh(x: Array, /) -> Array:
    """Hyperbolic tangent, element-wise.

    Integer and bool inputs give float32 (ivy's default float).

    >>> ivy.tanh(ivy.asarray([0.0, float('inf')]))
    ivy.array([0., 1.], dtype=float32, backend=numpy)
    """


@api
def trunc(x: Array, /) -> Array:
    """Round towards zero, element-wise; integer inputs are returned unchanged (same dtype).

    >>> ivy.trunc(ivy.asarray([-1.5, 1.5]))
    ivy.array([-1.,  1.], dtype=float32, backend=numpy)
    """


# ------------------------------------------------------- Ivy's superset (issue 5)
# Compositions (every backend) live in ``_math_impl``; backends may implement these natively.


@api
def erf(x: Array) -> Array:
    """Gauss error function, element-wise (integer input gives float32).

    >>> ivy.erf(ivy.asarray([0.0, float("inf")]))
    ivy.array([0., 1.], dtype=float32, backend=numpy)
    """


@api
def lgamma(x: Array) -> Array:
    """Natural log of the absolute value of the gamma function (``+inf`` at the poles
    0, -1, -2, ...), element-wise; integer input gives float32.

    >>> ivy.lgamma(ivy.asarray([1.0, 3.0]))
    ivy.array([0.       , 0.6931472], dtype=float32, backend=numpy)
    """


@api
def sinc(x: Array) -> Array:
    """Normalized sinc ``sin(pi x) / (pi x)`` with ``sinc(0) = 1``; integer input gives float32.

    >>> ivy.sinc(ivy.asarray([0.0, 0.5]))
    ivy.array([1.        , 0.63661975], dtype=float32, backend=numpy)
    """


@api
def fmod(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """C's ``fmod``: the remainder of truncated division, with the sign of ``x1``
    (``remainder`` has the sign of ``x2``). ``fmod(x, 0)`` is NaN for floats; for integers
    it is unspecified (backends differ).

    >>> ivy.fmod(ivy.asarray([-3.0, 3.0]), 2.0)
    ivy.array([-1.,  1.], dtype=float32, backend=numpy)
    """


@api
def lerp(input: Array, end: Array | float, weight: Array | float) -> Array:  # noqa: A002
    """Linear interpolation ``input + weight * (end - input)`` (broadcast; integer inputs
    give float32).

    >>> ivy.lerp(ivy.asarray([0.0, 1.0]), ivy.asarray([10.0, 3.0]), 0.5)
    ivy.array([5., 2.], dtype=float32, backend=numpy)
    """


@api
def xlogy(x: Array | float, y: Array | float, /) -> Array:
    """``x * log(y)``, and 0 where ``x == 0`` unless ``y`` is NaN (torch's definition);
    integer inputs give float32.

    >>> ivy.xlogy(ivy.asarray([0.0, 2.0]), ivy.asarray([0.0, 1.0]))
    ivy.array([0., 0.], dtype=float32, backend=numpy)
    """


# ----------------------------------------- ivy 1.0's other elementwise functions
# Compositions in ``_math_impl``, against NumPy's definitions.


@api
def angle(z: Array, /, *, deg: bool = False) -> Array:
    """The argument of complex numbers, ``atan2(imag, real)`` (of a real number: 0, or pi for
    negatives); ``deg=True`` in degrees. Real floating dtype; integers give float32.

    >>> ivy.angle(ivy.asarray([1j, -1.0 + 0j]), deg=True)
    ivy.array([ 90., 180.], dtype=float32, backend=numpy)
    """


@api
def exp2(x: Array, /) -> Array:
    """``2 ** x``; integers give float32.

    >>> ivy.exp2(ivy.asarray([3.0, -1.0]))
    ivy.array([8. , 0.5], dtype=float32, backend=numpy)
    """


@api
def logaddexp2(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """``log2(2 ** x1 + 2 ** x2)`` without overflow; integers give float32.

    >>> ivy.logaddexp2(ivy.asarray([1.0]), ivy.asarray([1.0]))
    ivy.array([2.], dtype=float32, backend=numpy)
    """


@api
def fmin(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Element-wise minimum that ignores NaN: the other value where one is NaN (NaN where both are).

    >>> ivy.fmin(ivy.asarray([1.0, float("nan"), 3.0]), ivy.asarray([float("nan"), 2.0, 1.0]))
    ivy.array([1., 2., 1.], dtype=float32, backend=numpy)
    """


@api
def nan_to_num(x: Array, /, *, nan: int | float = 0.0, posinf: int | float | None = None,
               neginf: int | float | None = None) -> Array:
    """NaN replaced by ``nan``, infinities by ``posinf``/``neginf`` (default: the dtype's largest
    and smallest finite values); complex numbers part by part, integers unchanged. The result is
    a new array (Ivy's ``copy=False``, which writes into ``x``, is left out).

    >>> ivy.nan_to_num(ivy.asarray([float("nan"), float("inf"), 1.0]), posinf=9.0)
    ivy.array([0., 9., 1.], dtype=float32, backend=numpy)
    """


@api
def trapz(y: Array, /, *, x: Array | None = None, dx: float = 1.0, axis: int = -1) -> Array:
    """Integral of ``y`` along ``axis`` by the trapezoidal rule, at sample points ``x`` (1-D
    along ``axis``, or ``y``'s shape) or spaced ``dx`` apart; integers give float32.

    >>> ivy.trapz(ivy.asarray([1.0, 2.0, 3.0]), dx=0.5)
    ivy.array(2., dtype=float32, backend=numpy)
    """


@api
def deg2rad(x: Array, /) -> Array:
    """Degrees to radians; integers give float32.

    >>> ivy.deg2rad(ivy.asarray([180.0]))
    ivy.array([3.1415927], dtype=float32, backend=numpy)
    """


@api
def rad2deg(x: Array, /) -> Array:
    """Radians to degrees; integers give float32.

    >>> ivy.rad2deg(ivy.asarray([ivy.pi / 2]))
    ivy.array([90.], dtype=float32, backend=numpy)
    """


@api
def trunc_divide(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Division rounded towards zero (C's integer division; ``trunc(x1 / x2)`` for floats).

    >>> ivy.trunc_divide(ivy.asarray([-7, 7]), ivy.asarray([2, 2]))
    ivy.array([-3,  3], dtype=int64, backend=numpy)
    """


@api
def isreal(x: Array, /) -> Array:
    """Whether each element has no imaginary part (True everywhere for a real dtype).

    >>> ivy.isreal(ivy.asarray([1 + 0j, 1j]))
    ivy.array([ True, False], dtype=bool, backend=numpy)
    """


@api
def fmax(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """Element-wise maximum that ignores NaN (NaN where both are).

    >>> ivy.fmax(ivy.asarray([1.0, float("nan")]), ivy.asarray([float("nan"), 2.0]))
    ivy.array([1., 2.], dtype=float32, backend=numpy)
    """


@api
def isclose(a: Array, b: Array, /, *, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> Array:
    """``|a - b| <= atol + rtol * |b|`` element-wise (infinities equal to themselves; NaN equal
    to NaN with ``equal_nan``): NumPy's ``isclose``.

    >>> ivy.isclose(ivy.asarray([1.0, 1.1]), ivy.asarray([1.0 + 1e-9, 1.0]))
    ivy.array([ True, False], dtype=bool, backend=numpy)
    """


@api
def allclose(a: Array, b: Array, /, *, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> bool:
    """Whether every element pair is :func:`isclose` (a Python bool, as Ivy's).

    >>> ivy.allclose(ivy.asarray([1.0, 2.0]), ivy.asarray([1.0, 2.0 + 1e-9]))
    True
    """


@api
def fix(x: Array, /) -> Array:
    """Round towards zero (NumPy's ``fix``); integers give float32.

    >>> ivy.fix(ivy.asarray([-1.7, 1.7]))
    ivy.array([-1.,  1.], dtype=float32, backend=numpy)
    """


@api
def float_power(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """``x1 ** x2`` computed in float64 (complex128 for complex input), NumPy's ``float_power``.

    >>> ivy.float_power(ivy.asarray([2, 3]), 2)
    ivy.array([4., 9.], dtype=float64, backend=numpy)
    """


@api
def ldexp(x1: Array | int | float, x2: Array | int, /) -> Array:
    """``x1 * 2 ** x2`` for integer ``x2``, rounded once (integers ``x1`` give float32).

    >>> ivy.ldexp(ivy.asarray([1.5]), ivy.asarray([3]))
    ivy.array([12.], dtype=float32, backend=numpy)
    """


@api
def frexp(x: Array, /) -> tuple[Array, Array]:
    """``(mantissa, exponent)`` with ``x = mantissa * 2 ** exponent`` and ``0.5 <= |mantissa| < 1``
    (0 for 0; infinities and NaN keep their value with exponent 0); the exponent is int32.

    >>> [ivy.to_list(a) for a in ivy.frexp(ivy.asarray([8.0, -0.75]))]
    [[0.5, -0.75], [4, 0]]
    """


@api
def modf(x: Array, /) -> tuple[Array, Array]:
    """``(fractional part, integral part)``, both with ``x``'s sign (``inf`` gives ``(0, inf)``).

    >>> [ivy.to_list(a) for a in ivy.modf(ivy.asarray([-2.5, 3.25]))]
    [[-0.5, 0.25], [-2.0, 3.0]]
    """


@api
def erfc(x: Array, /) -> Array:
    """The complementary error function ``1 - erf(x)``, accurate where it is tiny (large ``x``).

    >>> ivy.erfc(ivy.asarray([0.0, 10.0], dtype=ivy.float64))
    ivy.array([1.00000000e+00, 2.08848758e-45], dtype=float64, backend=numpy)
    """


@api
def gcd(x1: Array | int, x2: Array | int, /) -> Array:
    """Greatest common divisor of ``|x1|`` and ``|x2|`` (integers only), NumPy's ``gcd``;
    ``gcd(0, 0)`` is 0.

    >>> ivy.gcd(ivy.asarray([12, -20, 0]), ivy.asarray([18, 8, 5]))
    ivy.array([6, 4, 5], dtype=int64, backend=numpy)
    """


@api
def lcm(x1: Array | int, x2: Array | int, /) -> Array:
    """Least common multiple of ``|x1|`` and ``|x2|`` (integers only), NumPy's ``lcm``; 0 if
    either is 0.

    >>> ivy.lcm(ivy.asarray([4, -6, 0]), ivy.asarray([6, 4, 5]))
    ivy.array([12, 12,  0], dtype=int64, backend=numpy)
    """


@api
def digamma(x: Array, /) -> Array:
    """The digamma function ``d/dx log(Gamma(x))`` (torch.special.digamma): ``-inf`` at 0,
    ``+inf`` at -0, NaN at the negative integers; integers give float32.

    >>> ivy.digamma(ivy.asarray([1.0, 0.5], dtype=ivy.float64))
    ivy.array([-0.57721566, -1.96351003], dtype=float64, backend=numpy)
    """


@api
def erfinv(x: Array, /) -> Array:
    """The inverse error function on ``[-1, 1]`` (``+-inf`` at ``+-1``, NaN outside);
    integers give float32.

    >>> ivy.erfinv(ivy.asarray([0.0, 0.5, -1.0], dtype=ivy.float64))
    ivy.array([0.        , 0.47693628,       -inf], dtype=float64, backend=numpy)
    """


@api
def zeta(x: Array | float, q: Array | float, /) -> Array:
    """The Hurwitz zeta function ``sum_k (k + q) ** -x`` (scipy's and torch.special's
    ``zeta``): ``inf`` for ``x == 1`` or a non-positive integer ``q``, NaN for ``x < 1`` and for
    a negative ``q`` with a non-integer ``x``.

    >>> ivy.zeta(ivy.asarray([2.0, 4.0], dtype=ivy.float64), ivy.asarray([1.0, 1.0], dtype=ivy.float64))
    ivy.array([1.64493407, 1.08232323], dtype=float64, backend=numpy)
    """


@api
def i0(x: Array, /) -> Array:
    """The modified Bessel function of the first kind of order 0 (NumPy's ``i0``);
    integers give float32.

    >>> ivy.i0(ivy.asarray([0.0, 1.0, -2.0], dtype=ivy.float64))
    ivy.array([1.        , 1.26606588, 2.2795853 ], dtype=float64, backend=numpy)
    """


# ---------------------------------------------------------------- compositions
# Used by backends that lack a function. They take native arrays (and Python
# scalars for binary functions) and call the backend ``xp``'s functions.

_SCALARS = (bool, int, float, complex)


def _common(xp, *xs, floating=False, real=None):
    """The arguments as native arrays of their promoted dtype (floating: ints/bools -> float32;
    ``real``: the function's name, which refuses complex arguments)."""
    arrays = [x for x in xs if not isinstance(x, _SCALARS)]
    d = _dt.result_type(*[x if isinstance(x, _SCALARS) else xp.dtype(x) for x in xs])
    if real is not None and d.kind == "c":
        raise complex_refused(real, d)
    if floating and d.kind in "biu":
        d = _dt.default_float_dtype
    nd = xp.native_dtype(d)
    dev = xp.native_device(xp.device_of(arrays[0])) if arrays else None
    out = [x if not isinstance(x, _SCALARS) and xp.dtype(x) is d else xp.asarray(x, dtype=nd, device=dev)
           for x in xs]
    return out, d


def _full(xp, like, value):
    """A 0-d native array of ``like``'s dtype and device holding ``value``."""
    return xp.asarray(value, dtype=xp.dtype_of(like), device=xp.native_device(xp.device_of(like)))


@composition("square")
def _square(xp, x, /):
    return xp.multiply(x, x)


@composition("positive")
def _positive(xp, x, /):
    return xp.asarray(x, copy=True)


@composition("reciprocal")
def _reciprocal(xp, x, /):
    return xp.divide(1.0, x)


@composition("signbit")
def _signbit(xp, x, /):
    (x,), d = _common(xp, x)
    if d.kind in "iu":
        return xp.less(x, 0)
    if d.kind == "b":
        return xp.logical_and(x, False)
    if xp._sources.get("copysign") == "native":
        return xp.less(xp.copysign(1.0, x), 0)
    # x < 0, or a zero whose reciprocal is -inf. (The sign bit of a NaN is not visible here.)
    return xp.logical_or(xp.less(x, 0), xp.logical_and(xp.equal(x, 0), xp.less(xp.divide(1.0, x), 0)))


@composition("copysign")
def _copysign(xp, x1, x2, /):
    (x1, x2), _ = _common(xp, x1, x2, floating=True, real="copysign")
    a = xp.abs(x1)
    return xp.where(xp.signbit(x2), xp.negative(a), a)


@composition("hypot")
def _hypot(xp, x1, x2, /):
    (x1, x2), _ = _common(xp, x1, x2, floating=True, real="hypot")
    a = xp.abs(x1)
    b = xp.abs(x2)
    big = xp.maximum(a, b)
    small = xp.minimum(a, b)
    q = xp.divide(small, big)
    r = xp.multiply(big, xp.sqrt(xp.add(1.0, xp.multiply(q, q))))
    r = xp.where(xp.equal(big, 0), big, r)  # hypot(0, 0) = 0, not 0/0
    inf = _full(xp, a, float("inf"))
    return xp.where(xp.logical_or(xp.isinf(a), xp.isinf(b)), inf, r)  # inf even with NaN


@composition("logaddexp")
def _logaddexp(xp, x1, x2, /):
    (x1, x2), _ = _common(xp, x1, x2, floating=True, real="logaddexp")
    big = xp.maximum(x1, x2)
    r = xp.add(big, xp.log1p(xp.exp(xp.negative(xp.abs(xp.subtract(x1, x2))))))
    # Equal arguments (both +inf or both -inf included): x + log(2).
    return xp.where(xp.equal(x1, x2), xp.add(x1, 0.6931471805599453), r)


@composition("expm1")
def _expm1(xp, x, /):
    (x,), d = _common(xp, x, floating=True)
    u = xp.exp(x)
    um1 = xp.subtract(u, 1.0)
    if d.kind == "c":
        return um1
    # Kahan: (u - 1) * x / log(u) cancels the rounding error of u.
    r = xp.multiply(um1, xp.divide(x, xp.log(u)))
    r = xp.where(xp.logical_or(xp.isinf(u), xp.equal(um1, -1.0)), um1, r)
    return xp.where(xp.equal(u, 1.0), x, r)


@composition("log1p")
def _log1p(xp, x, /):
    (x,), d = _common(xp, x, floating=True)
    if d.kind == "c":
        return xp.log(xp.add(x, complex(1.0, -0.0)))  # adding -0j keeps the sign of a zero imaginary part
    u = xp.add(x, 1.0)
    lu = xp.log(u)
    # Goldberg: log(u) * x / (u - 1) cancels the rounding error of u.
    r = xp.multiply(lu, xp.divide(x, xp.subtract(u, 1.0)))
    r = xp.where(xp.logical_or(xp.isinf(u), xp.equal(u, 0.0)), lu, r)
    return xp.where(xp.equal(u, 1.0), x, r)


@composition("nextafter")
def _nextafter(xp, x1, x2, /):
    (x1, x2), d = _common(xp, x1, x2, floating=True)
    fi = _dt.finfo(d)
    nmant = int(-_math.log2(fi.eps))
    emin = int(_math.log2(fi.smallest_normal))
    ax = xp.abs(x1)
    # e = floor(log2(|x1|)), corrected for rounding in log2, at least emin (zeros, subnormals).
    e = xp.floor(xp.log2(ax))
    e = xp.where(xp.greater(xp.pow(2.0, e), ax), xp.subtract(e, 1.0), e)
    e = xp.where(xp.less_equal(xp.pow(2.0, xp.add(e, 1.0)), ax), xp.add(e, 1.0), e)
    e = xp.maximum(e, float(emin))
    ulp = xp.pow(2.0, xp.subtract(e, float(nmant)))
    up = xp.greater(x2, x1)
    towards_zero = xp.not_equal(up, xp.greater(x1, 0))
    # Below a power of two the spacing halves (not below the smallest normal).
    at_pow2 = xp.logical_and(xp.equal(ax, xp.pow(2.0, e)), xp.greater(e, float(emin)))
    step = xp.where(xp.logical_and(towards_zero, at_pow2), xp.multiply(ulp, 0.5), ulp)
    r = xp.where(up, xp.add(x1, step), xp.subtract(x1, step))
    big = _full(xp, x1, fi.max)
    r = xp.where(xp.isinf(x1), xp.where(xp.greater(x1, 0), big, xp.negative(big)), r)
    r = xp.where(xp.equal(x1, x2), x2, r)
    return xp.where(xp.logical_or(xp.isnan(x1), xp.isnan(x2)), xp.add(x1, x2), r)


@composition("clip")
def _clip(xp, x, /, min=None, max=None):
    d = xp.dtype(x)
    if d.kind in "iu":
        info = _dt.iinfo(d)
        if isinstance(min, _SCALARS):
            min = clip_int_bound(min, info, True)
        if isinstance(max, _SCALARS):
            max = clip_int_bound(max, info, False)
    r = x
    if min is not None:
        r = xp.maximum(r, min)
    if max is not None:
        r = xp.minimum(r, max)
    if xp.dtype(r) is not d or r is x:
        r = xp.asarray(r, dtype=xp.native_dtype(d), copy=True)
    return r

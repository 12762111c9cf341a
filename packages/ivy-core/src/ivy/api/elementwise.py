"""Element-wise functions of the Array API standard.

Every function broadcasts its array arguments and follows the standard's type
promotion; binary functions also take Python scalars, which are weakly typed
(``ivy.add(int8_array, 1)`` stays int8).
"""

from __future__ import annotations

from .._dispatch import api


@api
def abs(x: Array, /) -> Array:
    """Absolute value, element-wise.

    >>> ivy.abs(x)  # doctest: +SKIP
    """


@api
def acos(x: Array, /) -> Array:
    """Inverse cosine, element-wise.

    >>> ivy.acos(x)  # doctest: +SKIP
    """


@api
def acosh(x: Array, /) -> Array:
    """Inverse hyperbolic cosine, element-wise.

    >>> ivy.acosh(x)  # doctest: +SKIP
    """


@api
def asin(x: Array, /) -> Array:
    """Inverse sine, element-wise.

    >>> ivy.asin(x)  # doctest: +SKIP
    """


@api
def asinh(x: Array, /) -> Array:
    """Inverse hyperbolic sine, element-wise.

    >>> ivy.asinh(x)  # doctest: +SKIP
    """


@api
def atan(x: Array, /) -> Array:
    """Inverse tangent, element-wise.

    >>> ivy.atan(x)  # doctest: +SKIP
    """


@api
def atan2(x1: Array | float, x2: Array | float, /) -> Array:
    """Quadrant-aware inverse tangent of ``x1 / x2``, element-wise.

    >>> ivy.atan2(x1, x2)  # doctest: +SKIP
    """


@api
def atanh(x: Array, /) -> Array:
    """Inverse hyperbolic tangent, element-wise.

    >>> ivy.atanh(x)  # doctest: +SKIP
    """


@api
def bitwise_and(x1: Array | int | bool, x2: Array | int | bool, /) -> Array:
    """Bitwise AND, element-wise.

    >>> ivy.bitwise_and(x1, x2)  # doctest: +SKIP
    """


@api
def bitwise_invert(x: Array, /) -> Array:
    """Bitwise NOT (integers and bool), element-wise.

    >>> ivy.bitwise_invert(x)  # doctest: +SKIP
    """


@api
def bitwise_left_shift(x1: Array | int, x2: Array | int, /) -> Array:
    """Shift bits left, element-wise.

    >>> ivy.bitwise_left_shift(x1, x2)  # doctest: +SKIP
    """


@api
def bitwise_or(x1: Array | int | bool, x2: Array | int | bool, /) -> Array:
    """Bitwise OR, element-wise.

    >>> ivy.bitwise_or(x1, x2)  # doctest: +SKIP
    """


@api
def bitwise_right_shift(x1: Array | int, x2: Array | int, /) -> Array:
    """Shift bits right, element-wise.

    >>> ivy.bitwise_right_shift(x1, x2)  # doctest: +SKIP
    """


@api
def bitwise_xor(x1: Array | int | bool, x2: Array | int | bool, /) -> Array:
    """Bitwise XOR, element-wise.

    >>> ivy.bitwise_xor(x1, x2)  # doctest: +SKIP
    """


@api
def ceil(x: Array, /) -> Array:
    """Round towards +infinity, element-wise.

    >>> ivy.ceil(x)  # doctest: +SKIP
    """


@api
def conj(x: Array, /) -> Array:
    """Complex conjugate, element-wise.

    >>> ivy.conj(x)  # doctest: +SKIP
    """


@api
def copysign(x1: Array | float, x2: Array | float, /) -> Array:
    """Magnitude of ``x1`` with the sign of ``x2``, element-wise.

    >>> ivy.copysign(x1, x2)  # doctest: +SKIP
    """


@api
def cos(x: Array, /) -> Array:
    """Cosine, element-wise.

    >>> ivy.cos(x)  # doctest: +SKIP
    """


@api
def cosh(x: Array, /) -> Array:
    """Hyperbolic cosine, element-wise.

    >>> ivy.cosh(x)  # doctest: +SKIP
    """


@api
def divide(x1: Array | complex, x2: Array | complex, /) -> Array:
    """True division (integer inputs give the default float dtype), element-wise.

    >>> ivy.divide(x1, x2)  # doctest: +SKIP
    """


@api
def equal(x1: Array | complex, x2: Array | complex, /) -> Array:
    """``x1 == x2``, element-wise.

    >>> ivy.equal(x1, x2)  # doctest: +SKIP
    """


@api
def exp(x: Array, /) -> Array:
    """Exponential, element-wise.

    >>> ivy.exp(x)  # doctest: +SKIP
    """


@api
def expm1(x: Array, /) -> Array:
    """``exp(x) - 1``, accurate near 0, element-wise.

    >>> ivy.expm1(x)  # doctest: +SKIP
    """


@api
def floor(x: Array, /) -> Array:
    """Round towards -infinity, element-wise.

    >>> ivy.floor(x)  # doctest: +SKIP
    """


@api
def floor_divide(x1: Array | float, x2: Array | float, /) -> Array:
    """Floor division, element-wise.

    >>> ivy.floor_divide(x1, x2)  # doctest: +SKIP
    """


@api
def greater(x1: Array | float, x2: Array | float, /) -> Array:
    """``x1 > x2``, element-wise.

    >>> ivy.greater(x1, x2)  # doctest: +SKIP
    """


@api
def greater_equal(x1: Array | float, x2: Array | float, /) -> Array:
    """``x1 >= x2``, element-wise.

    >>> ivy.greater_equal(x1, x2)  # doctest: +SKIP
    """


@api
def hypot(x1: Array | float, x2: Array | float, /) -> Array:
    """``sqrt(x1**2 + x2**2)`` without overflow, element-wise.

    >>> ivy.hypot(x1, x2)  # doctest: +SKIP
    """


@api
def imag(x: Array, /) -> Array:
    """Imaginary part of a complex array, element-wise.

    >>> ivy.imag(x)  # doctest: +SKIP
    """


@api
def isfinite(x: Array, /) -> Array:
    """Test for finite values, element-wise.

    >>> ivy.isfinite(x)  # doctest: +SKIP
    """


@api
def isinf(x: Array, /) -> Array:
    """Test for infinities, element-wise.

    >>> ivy.isinf(x)  # doctest: +SKIP
    """


@api
def isnan(x: Array, /) -> Array:
    """Test for NaN, element-wise.

    >>> ivy.isnan(x)  # doctest: +SKIP
    """


@api
def less(x1: Array | float, x2: Array | float, /) -> Array:
    """``x1 < x2``, element-wise.

    >>> ivy.less(x1, x2)  # doctest: +SKIP
    """


@api
def less_equal(x1: Array | float, x2: Array | float, /) -> Array:
    """``x1 <= x2``, element-wise.

    >>> ivy.less_equal(x1, x2)  # doctest: +SKIP
    """


@api
def log(x: Array, /) -> Array:
    """Natural logarithm, element-wise.

    >>> ivy.log(x)  # doctest: +SKIP
    """


@api
def log10(x: Array, /) -> Array:
    """Base-10 logarithm, element-wise.

    >>> ivy.log10(x)  # doctest: +SKIP
    """


@api
def log1p(x: Array, /) -> Array:
    """``log(1 + x)``, accurate near 0, element-wise.

    >>> ivy.log1p(x)  # doctest: +SKIP
    """


@api
def log2(x: Array, /) -> Array:
    """Base-2 logarithm, element-wise.

    >>> ivy.log2(x)  # doctest: +SKIP
    """


@api
def logaddexp(x1: Array | float, x2: Array | float, /) -> Array:
    """``log(exp(x1) + exp(x2))``, stable, element-wise.

    >>> ivy.logaddexp(x1, x2)  # doctest: +SKIP
    """


@api
def logical_and(x1: Array | bool, x2: Array | bool, /) -> Array:
    """Logical AND, element-wise.

    >>> ivy.logical_and(x1, x2)  # doctest: +SKIP
    """


@api
def logical_not(x: Array, /) -> Array:
    """Logical NOT, element-wise.

    >>> ivy.logical_not(x)  # doctest: +SKIP
    """


@api
def logical_or(x1: Array | bool, x2: Array | bool, /) -> Array:
    """Logical OR, element-wise.

    >>> ivy.logical_or(x1, x2)  # doctest: +SKIP
    """


@api
def logical_xor(x1: Array | bool, x2: Array | bool, /) -> Array:
    """Logical XOR, element-wise.

    >>> ivy.logical_xor(x1, x2)  # doctest: +SKIP
    """


@api
def maximum(x1: Array | float, x2: Array | float, /) -> Array:
    """Element-wise maximum (NaN propagates), element-wise.

    >>> ivy.maximum(x1, x2)  # doctest: +SKIP
    """


@api
def minimum(x1: Array | float, x2: Array | float, /) -> Array:
    """Element-wise minimum (NaN propagates), element-wise.

    >>> ivy.minimum(x1, x2)  # doctest: +SKIP
    """


@api
def negative(x: Array, /) -> Array:
    """Numerical negative, element-wise.

    >>> ivy.negative(x)  # doctest: +SKIP
    """


@api
def nextafter(x1: Array | float, x2: Array | float, /) -> Array:
    """Next representable float after ``x1`` towards ``x2``, element-wise.

    >>> ivy.nextafter(x1, x2)  # doctest: +SKIP
    """


@api
def not_equal(x1: Array | complex, x2: Array | complex, /) -> Array:
    """``x1 != x2``, element-wise.

    >>> ivy.not_equal(x1, x2)  # doctest: +SKIP
    """


@api
def positive(x: Array, /) -> Array:
    """Numerical positive (a copy), element-wise.

    >>> ivy.positive(x)  # doctest: +SKIP
    """


@api
def pow(x1: Array | complex, x2: Array | complex, /) -> Array:
    """``x1 ** x2``, element-wise.

    >>> ivy.pow(x1, x2)  # doctest: +SKIP
    """


@api
def real(x: Array, /) -> Array:
    """Real part, element-wise.

    >>> ivy.real(x)  # doctest: +SKIP
    """


@api
def reciprocal(x: Array, /) -> Array:
    """``1 / x``, element-wise.

    >>> ivy.reciprocal(x)  # doctest: +SKIP
    """


@api
def remainder(x1: Array | float, x2: Array | float, /) -> Array:
    """Remainder with the sign of the divisor (Python's ``%``), element-wise.

    >>> ivy.remainder(x1, x2)  # doctest: +SKIP
    """


@api
def round(x: Array, /) -> Array:
    """Round to the nearest integer, halves to even, element-wise.

    >>> ivy.round(x)  # doctest: +SKIP
    """


@api
def sign(x: Array, /) -> Array:
    """Sign (``x / |x|`` for complex), element-wise.

    >>> ivy.sign(x)  # doctest: +SKIP
    """


@api
def signbit(x: Array, /) -> Array:
    """Whether the sign bit is set, element-wise.

    >>> ivy.signbit(x)  # doctest: +SKIP
    """


@api
def sin(x: Array, /) -> Array:
    """Sine, element-wise.

    >>> ivy.sin(x)  # doctest: +SKIP
    """


@api
def sinh(x: Array, /) -> Array:
    """Hyperbolic sine, element-wise.

    >>> ivy.sinh(x)  # doctest: +SKIP
    """


@api
def sqrt(x: Array, /) -> Array:
    """Square root, element-wise.

    >>> ivy.sqrt(x)  # doctest: +SKIP
    """


@api
def square(x: Array, /) -> Array:
    """``x * x``, element-wise.

    >>> ivy.square(x)  # doctest: +SKIP
    """


@api
def tan(x: Array, /) -> Array:
    """Tangent, element-wise.

    >>> ivy.tan(x)  # doctest: +SKIP
    """


@api
def tanh(x: Array, /) -> Array:
    """Hyperbolic tangent, element-wise.

    >>> ivy.tanh(x)  # doctest: +SKIP
    """


@api
def trunc(x: Array, /) -> Array:
    """Round towards zero, element-wise.

    >>> ivy.trunc(x)  # doctest: +SKIP
    """


@api
def clip(x: Array, /, min: Array | float | None = None, max: Array | float | None = None) -> Array:  # noqa: A002
    """Clamp ``x`` to ``[min, max]``; either bound may be None, a scalar or an array.

    >>> ivy.clip(x, 0.0, 1.0)  # doctest: +SKIP
    """

@api
def add(x1: Array | complex, x2: Array | complex, /) -> Array:
    """Add ``x1`` and ``x2``, element-wise.

    >>> ivy.add(ivy.asarray([1, 2]), 3)
    ivy.array([4, 5], dtype=int64, backend=numpy)
    """


@api
def subtract(x1: Array | complex, x2: Array | complex, /) -> Array:
    """Subtract ``x2`` from ``x1``, element-wise.

    >>> ivy.subtract(ivy.asarray([3, 2]), 1)
    ivy.array([2, 1], dtype=int64, backend=numpy)
    """


@api
def multiply(x1: Array | complex, x2: Array | complex, /) -> Array:
    """Multiply, element-wise.

    >>> ivy.multiply(ivy.asarray([1.5]), 2)
    ivy.array([3.0], dtype=float32, backend=numpy)
    """

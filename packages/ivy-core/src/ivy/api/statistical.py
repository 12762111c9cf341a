"""Statistical functions of the standard: reductions and cumulative sums/products.

Dtype rules (the same on every backend):

- ``sum``/``prod``/``cumulative_sum``/``cumulative_prod`` with ``dtype=None``:
  floating and complex inputs keep their dtype; signed integers (and bool)
  accumulate in the default integer dtype int64; unsigned integers in uint64.
  With ``dtype=`` the input is cast to it first.
- ``mean``/``std``/``var`` of integer or bool input give the default float
  dtype float32 (accumulated in float64 first); ``std``/``var`` of complex
  input give the real dtype of the same precision.
- Reductions over zero elements: ``sum`` is 0, ``prod`` is 1, ``mean`` is NaN,
  ``std``/``var`` are NaN when ``M - correction <= 0``, and ``max``/``min``
  raise :class:`ivy.InvalidArgumentError` (a ``ValueError``).
- ``max``/``min`` of complex input raise :class:`ivy.UnsupportedDtypeError`
  (complex numbers have no order).
- ``cumulative_sum``/``cumulative_prod`` of a 0-d array raise ``ValueError``.
"""

from __future__ import annotations

from .._dispatch import api


@api
def cumulative_prod(x: Array, /, *, axis: int | None = None, dtype: Dtype | None = None, include_initial: bool = False) -> Array:  # noqa: E501
    """Cumulative product along ``axis`` (optional for 1-D input); ``include_initial``
    prepends the empty product 1.

    >>> ivy.cumulative_prod(ivy.asarray([1, 2, 3]), include_initial=True)
    ivy.array([1, 1, 2, 6], dtype=int64, backend=numpy)
    """


@api
def cumulative_sum(x: Array, /, *, axis: int | None = None, dtype: Dtype | None = None, include_initial: bool = False) -> Array:  # noqa: E501
    """Cumulative sum along ``axis`` (optional for 1-D input); ``include_initial``
    prepends the empty sum 0.

    >>> ivy.cumulative_sum(ivy.asarray([1, 2, 3]))
    ivy.array([1, 3, 6], dtype=int64, backend=numpy)
    """


@api
def max(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Array:
    """Largest value along ``axis`` (all axes by default); NaN propagates.

    >>> ivy.max(ivy.asarray([[1, 5], [3, 2]]), axis=0)
    ivy.array([3, 5], dtype=int64, backend=numpy)
    """


@api
def mean(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Array:
    """Arithmetic mean along ``axis``; integer input gives float32, an empty reduction NaN.

    >>> ivy.mean(ivy.asarray([1.0, 2.0, 6.0]))
    ivy.array(3., dtype=float32, backend=numpy)
    """


@api
def min(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Array:
    """Smallest value along ``axis`` (all axes by default); NaN propagates.

    >>> ivy.min(ivy.asarray([[1, 5], [3, 2]]), axis=1)
    ivy.array([1, 2], dtype=int64, backend=numpy)
    """


@api
def prod(x: Array, /, *, axis: int | tuple[int, ...] | None = None, dtype: Dtype | None = None, keepdims: bool = False) -> Array:  # noqa: E501
    """Product along ``axis``; small integer dtypes accumulate in int64 / uint64.

    >>> ivy.prod(ivy.asarray([1, 2, 3, 4], dtype=ivy.int8))
    ivy.array(24, dtype=int64, backend=numpy)
    """


@api
def std(x: Array, /, *, axis: int | tuple[int, ...] | None = None, correction: int | float = 0.0, keepdims: bool = False) -> Array:  # noqa: E501
    """Standard deviation along ``axis`` with divisor ``M - correction`` (NaN if that is <= 0).

    >>> ivy.std(ivy.asarray([1.0, 3.0]))
    ivy.array(1., dtype=float32, backend=numpy)
    """


@api
def sum(x: Array, /, *, axis: int | tuple[int, ...] | None = None, dtype: Dtype | None = None, keepdims: bool = False) -> Array:  # noqa: E501
    """Sum along ``axis``; small integer dtypes accumulate in int64 / uint64, bool in int64.

    >>> ivy.sum(ivy.asarray([True, True, False]))
    ivy.array(2, dtype=int64, backend=numpy)
    """


@api
def var(x: Array, /, *, axis: int | tuple[int, ...] | None = None, correction: int | float = 0.0, keepdims: bool = False) -> Array:  # noqa: E501
    """Variance along ``axis`` with divisor ``M - correction`` (NaN if that is <= 0).

    >>> ivy.var(ivy.asarray([1.0, 2.0, 3.0, 4.0]), correction=1)
    ivy.array(1.6666666, dtype=float32, backend=numpy)
    """

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
- ``cumulative_sum``/``cumulative_prod`` of a 0-d array raise ``ShapeError``.
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


# ------------------------------------------------------- Ivy's superset (issue 5)
# Compositions (every backend) live in ``_math_impl``; backends may implement these natively.


@api
def cumsum(x: Array, axis: int = 0, exclusive: bool = False, reverse: bool = False, *, dtype: Dtype | None = None) -> Array:  # noqa: E501
    """Cumulative sum along ``axis``; ``exclusive`` leaves each element out of its own sum
    (the first is 0), ``reverse`` sums from the end. Accumulation dtypes as ``sum``; a
    0-d array is treated as one element.

    >>> ivy.cumsum(ivy.asarray([1, 2, 3]), exclusive=True, reverse=True)
    ivy.array([5, 3, 0], dtype=int64, backend=numpy)
    """


@api
def cumprod(x: Array, /, *, axis: int = 0, exclusive: bool = False, reverse: bool = False, dtype: Dtype | None = None) -> Array:  # noqa: E501
    """Cumulative product along ``axis``; ``exclusive`` leaves each element out of its own
    product (the first is 1), ``reverse`` multiplies from the end.

    >>> ivy.cumprod(ivy.asarray([1, 2, 3]), exclusive=True)
    ivy.array([1, 1, 2], dtype=int64, backend=numpy)
    """


@api
def einsum(equation: str, *operands: Array) -> Array:
    """Einstein summation over ``operands`` (NumPy's subscripts, ``...`` for broadcast
    dimensions, implicit output when ``->`` is absent); operands are promoted first.

    >>> ivy.einsum("bij,bjk->bik", ivy.ones((2, 3, 4)), ivy.ones((2, 4, 5))).shape
    (2, 3, 5)
    """


@api
def logsumexp(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Array:
    """``log(sum(exp(x)))`` along ``axis``, computed stably; integer input gives float32,
    an empty reduction ``-inf``.

    >>> ivy.logsumexp(ivy.asarray([0.0, 0.0]))
    ivy.array(0.6931472, dtype=float32, backend=numpy)
    """


@api
def nansum(x: Array, /, *, axis: int | tuple[int, ...] | None = None, dtype: Dtype | None = None, keepdims: bool = False) -> Array:  # noqa: E501
    """Sum treating NaN as zero; dtypes as ``sum``.

    >>> ivy.nansum(ivy.asarray([1.0, float("nan"), 2.0]))
    ivy.array(3., dtype=float32, backend=numpy)
    """


@api
def nanmean(a: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False, dtype: Dtype | None = None) -> Array:  # noqa: E501
    """Mean of the non-NaN elements (NaN where there are none); integer input gives float32.

    >>> ivy.nanmean(ivy.asarray([1.0, float("nan"), 3.0]))
    ivy.array(2., dtype=float32, backend=numpy)
    """


@api
def median(input: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Array:  # noqa: A002
    """Median along ``axis`` (all axes by default), NumPy's definition: the mean of the two
    middle values for an even count; NaN propagates; integer input gives float32.

    >>> ivy.median(ivy.asarray([[10, 7, 4], [3, 2, 1]]))
    ivy.array(3.5, dtype=float32, backend=numpy)
    """


@api
def quantile(a: Array, q: Array | float, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False, interpolation: str = "linear") -> Array:  # noqa: E501
    """Quantiles ``q`` (in [0, 1]) of ``a`` along ``axis``; the result has ``q``'s
    dimensions first. ``interpolation``: "linear", "lower", "higher", "midpoint",
    "nearest" (as NumPy's ``method``; ties of "nearest" go to the even index). "linear"
    and "midpoint" give a float result (integer input: float32), the others keep ``a``'s
    dtype. NaN propagates.

    >>> ivy.quantile(ivy.asarray([1.0, 2.0, 3.0, 4.0]), 0.5)
    ivy.array(2.5, dtype=float32, backend=numpy)
    """


@api
def histogram(a: Array, /, *, bins: int | Array | None = None, axis: int | tuple[int, ...] | None = None, extend_lower_interval: bool = False, extend_upper_interval: bool = False, dtype: Dtype | None = None, range: tuple[float, float] | None = None, weights: Array | None = None, density: bool = False) -> tuple[Array, Array]:  # noqa: E501,A002
    """Histogram of ``a`` over the axes ``axis`` (all by default): ``(hist, bin_edges)``.

    ``bins`` is a count of equal bins (default 10) over ``range`` (default ``a``'s min and
    max; NumPy's rules) or an increasing array of edges. Bins are half-open but the last,
    which is closed; ``extend_lower_interval``/``extend_upper_interval`` count values below
    / above the edges in the first / last bin. ``hist`` has the bin axis first, then the
    axes not reduced; it counts in int64 (``weights``' dtype with weights, a float dtype
    with ``density``; ``dtype=`` casts it). Edges are floating (integer input: float32).

    >>> h, e = ivy.histogram(ivy.asarray([0.0, 1.0, 1.0, 2.0]), bins=2)
    >>> h
    ivy.array([1, 3], dtype=int64, backend=numpy)
    """


# ------------------------------------------------ ivy 1.0's experimental statistics
# NumPy's definitions; compositions in ``_math_impl``.


@api
def amax(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Array:
    """The maximum (NumPy's name for :func:`max`).

    >>> ivy.amax(ivy.asarray([[1, 5], [3, 2]]), axis=0)
    ivy.array([3, 5], dtype=int64, backend=numpy)
    """


@api
def amin(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Array:
    """The minimum (NumPy's name for :func:`min`).

    >>> ivy.amin(ivy.asarray([[1, 5], [3, 2]]), axis=1)
    ivy.array([1, 2], dtype=int64, backend=numpy)
    """


@api
def nanmin(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False, initial: int | float | None = None, where: Array | None = None) -> Array:  # noqa: E501
    """The minimum ignoring NaN (NaN where a reduction holds nothing else); ``initial`` joins
    every reduction, ``where`` (a bool array broadcast against ``x``) picks the elements read.

    >>> ivy.nanmin(ivy.asarray([3.0, float("nan"), 1.0]))
    ivy.array(1., dtype=float32, backend=numpy)
    """


@api
def nanprod(a: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False, dtype: Dtype | None = None, initial: int | float | None = None, where: Array | None = None) -> Array:  # noqa: E501
    """The product with NaN read as 1; ``initial`` multiplies in, ``where`` picks the elements read.

    >>> ivy.nanprod(ivy.asarray([2.0, float("nan"), 3.0]))
    ivy.array(6., dtype=float32, backend=numpy)
    """


@api
def cov(x1: Array, x2: Array | None = None, /, *, rowVar: bool = True, bias: bool = False, ddof: int | None = None, fweights: Array | None = None, aweights: Array | None = None, dtype: Dtype | None = None) -> Array:  # noqa: E501,N803
    """Covariance matrix of the variables in ``x1``'s rows (columns with ``rowVar=False``), with
    ``x2``'s appended: NumPy's ``cov``, frequency and analytic weights included.

    >>> ivy.cov(ivy.asarray([[0.0, 1.0, 2.0], [2.0, 1.0, 0.0]]))
    ivy.array([[ 1., -1.],
               [-1.,  1.]], dtype=float32, backend=numpy)
    """


@api
def corrcoef(x: Array, /, *, y: Array | None = None, rowvar: bool = True) -> Array:
    """Pearson correlation coefficients of the variables in ``x``'s rows (and ``y``'s): NumPy's ``corrcoef``.

    >>> ivy.corrcoef(ivy.asarray([[0.0, 1.0, 2.0], [2.0, 1.0, 0.0]]))
    ivy.array([[ 1., -1.],
               [-1.,  1.]], dtype=float32, backend=numpy)
    """


@api
def bincount(x: Array, /, *, weights: Array | None = None, minlength: int = 0) -> Array:
    """How often each value ``0 ... max(x)`` occurs in the non-negative integers ``x`` (summed
    ``weights`` instead of counts), at least ``minlength`` long. Reads ``max(x)`` back to size
    the result (not traceable by a compiler).

    >>> ivy.bincount(ivy.asarray([0, 1, 1, 3]))
    ivy.array([1, 2, 0, 1], dtype=int64, backend=numpy)
    """


@api
def cummax(x: Array, /, *, axis: int = 0, exclusive: bool = False, reverse: bool = False,
           dtype: Dtype | None = None) -> tuple[Array, Array]:
    """``(values, indices)``: the running maximum along ``axis`` and the int64 index of the
    element it comes from (torch.cummax: among equal values the latest; NaN propagates, from
    the latest NaN). ``dtype`` casts ``x`` first. As Ivy 1.0: ``exclusive`` scans ``x``
    shifted one place along ``axis`` with a 0 in front (the indices count in that shifted
    sequence); ``reverse`` scans from the end, the indices counting from the end.

    >>> [ivy.to_list(a) for a in ivy.cummax(ivy.asarray([1, 3, 2, 5]))]
    [[1, 3, 3, 5], [0, 1, 1, 3]]
    """


@api
def cummin(x: Array, /, *, axis: int = 0, exclusive: bool = False, reverse: bool = False,
           dtype: Dtype | None = None) -> tuple[Array, Array]:
    """``(values, indices)``: the running minimum along ``axis`` and where it comes from, as
    :func:`cummax` (torch.cummin).

    >>> [ivy.to_list(a) for a in ivy.cummin(ivy.asarray([3, 1, 2, 0]))]
    [[3, 1, 1, 0], [0, 1, 1, 3]]
    """


@api
def nanmedian(input: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False,  # noqa: A002
              overwrite_input: bool = False) -> Array:
    """The median over ``axis`` ignoring NaN (NumPy's ``nanmedian``): NaN where a slice has only
    NaN; integers give float32. ``overwrite_input`` is accepted and ignored (the input is never
    changed).

    >>> ivy.nanmedian(ivy.asarray([[1.0, float("nan"), 3.0], [4.0, 5.0, 9.0]]), axis=1)
    ivy.array([2., 5.], dtype=float32, backend=numpy)
    """


@api
def igamma(a: Array, /, *, x: Array | None = None) -> Array:
    """The regularized lower incomplete gamma function ``P(a, x)``
    (torch.special.gammainc): NaN for negative ``a`` or ``x``; ``P(0, x > 0)`` is 1.

    >>> ivy.igamma(ivy.asarray([1.0, 2.5], dtype=ivy.float64), x=ivy.asarray([1.0, 1.7], dtype=ivy.float64))
    ivy.array([0.63212056, 0.36143008], dtype=float64, backend=numpy)
    """


from . import _linalg_impl as _linalg_impl  # noqa: E402, F401 - ivy 1.0's top-level linear algebra names
from . import _math_impl as _math_impl  # noqa: E402, F401 - compositions of the superset math functions

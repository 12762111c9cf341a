"""Searching functions of the standard: ``argmax``, ``argmin``, ``count_nonzero``,
``nonzero``, ``searchsorted``, ``where``.

Indices are the default index dtype int64. Ordering functions (``argmax``,
``argmin``, ``searchsorted``) reject complex input with
:class:`ivy.UnsupportedDtypeError`; NaN sorts after every other value, as in
``ivy.sort``, so ``argmax`` finds the first NaN. Arguments beyond the standard
(``dtype``/``output_dtype``, ``select_last_index``, ``as_tuple``, ``size``,
``fill_value``, ``ret_dtype``) are ivy 1.0's; their defaults take the plain path.
"""

from __future__ import annotations

from .._dispatch import api
from ..dtypes import int64


@api
def argmax(x: Array, /, *, axis: int | None = None, keepdims: bool = False, dtype: Dtype | None = None, select_last_index: bool = False) -> Array:  # noqa: E501
    """Index of the largest value along ``axis`` (of the flattened array if None); the first
    occurrence, or the last with ``select_last_index``. ``dtype`` casts the indices.

    >>> ivy.argmax(ivy.asarray([3, 7, 7, 1]))
    ivy.array(1, dtype=int64, backend=numpy)
    """


@api
def argmin(x: Array, /, *, axis: int | None = None, keepdims: bool = False, output_dtype: Dtype | None = None, select_last_index: bool = False) -> Array:  # noqa: E501
    """Index of the smallest value along ``axis`` (of the flattened array if None); the first
    occurrence, or the last with ``select_last_index``. ``output_dtype`` casts the indices.

    >>> ivy.argmin(ivy.asarray([[3, 1], [0, 4]]), axis=1)
    ivy.array([1, 0], dtype=int64, backend=numpy)
    """


@api
def count_nonzero(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False, dtype: Dtype | None = None) -> Array:  # noqa: E501
    """Number of non-zero elements along ``axis`` (int64 unless ``dtype`` is given).

    >>> ivy.count_nonzero(ivy.asarray([[0, 1], [2, 3]]), axis=0)
    ivy.array([1, 2], dtype=int64, backend=numpy)
    """


@api
def nonzero(x: Array, /, *, as_tuple: bool = True, size: int | None = None, fill_value: int = 0) -> tuple[Array, ...] | Array:  # noqa: E501
    """Indices of the non-zero elements, one int64 array per axis, in row-major order.

    0-d input raises ``ValueError``. ``as_tuple=False`` gives one ``(n, x.ndim)`` array;
    ``size`` truncates or pads (with ``fill_value``) to exactly ``size`` indices.

    >>> ivy.nonzero(ivy.asarray([0, 3, 0, 5]))
    (ivy.array([1, 3], dtype=int64, backend=numpy),)
    """


@api
def searchsorted(x1: Array, x2: Array | int | float, /, *, side: str = "left", sorter: Array | None = None, ret_dtype: Dtype = int64) -> Array:  # noqa: E501
    """Indices at which the values ``x2`` (an array or a Python scalar) would be inserted
    into the 1-D ascending array ``x1`` (or ``x1[sorter]``) to keep it sorted.

    >>> ivy.searchsorted(ivy.asarray([1.0, 2.0, 3.0]), 2.5)
    ivy.array(2, dtype=int64, backend=numpy)
    """


@api
def where(condition: Array, x1: Array | bool | int | float | complex, x2: Array | bool | int | float | complex, /) -> Array:  # noqa: E501
    """Elements of ``x1`` where ``condition`` is true, else of ``x2``, broadcast together.

    ``x1``/``x2`` may be Python scalars, which are weak as in binary element-wise
    functions (``where(c, int8_array, 1)`` stays int8, ``where(c, int_array, 0.5)`` is float32).

    >>> ivy.where(ivy.asarray([True, False]), ivy.asarray([1, 2]), 0)
    ivy.array([1, 0], dtype=int64, backend=numpy)
    """


# ------------------------------------------------------------- ivy's superset


@api
def argwhere(x: Array, /) -> Array:
    """Indices (int64, shape ``(n, x.ndim)``) of the non-zero elements of ``x`` in row-major
    order (``torch.argwhere`` / ``numpy.argwhere``; a 0-d ``x`` gives shape ``(n, 0)``).

    >>> ivy.argwhere(ivy.asarray([[0, 3], [4, 0]]))
    ivy.array([[0, 1],
               [1, 0]], dtype=int64, backend=numpy)
    """


from . import _shape_impl as _shape_impl  # noqa: E402, F401 - compositions of the superset functions

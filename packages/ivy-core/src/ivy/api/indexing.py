"""Indexing functions of the standard. Negative indices count from the end (as in
the 2024.12+ standard); out-of-range indices raise ``IndexError`` on NumPy."""

from __future__ import annotations

from .._dispatch import api


@api
def take(x: Array, indices: Array, /, *, axis: int | None = None) -> Array:
    """Elements of ``x`` at the integer ``indices`` along ``axis``.

    ``axis=None`` indexes the flattened array (the standard requires an axis for
    arrays of more than one dimension; ivy, like NumPy, flattens).

    >>> ivy.take(ivy.asarray([10, 20, 30]), ivy.asarray([2, -3]))
    ivy.array([30, 10], dtype=int64, backend=numpy)
    """


@api
def take_along_axis(x: Array, indices: Array, /, *, axis: int = -1) -> Array:
    """Pick values of ``x`` along ``axis`` with ``indices`` (same rank as ``x``; the other
    axes broadcast).

    >>> y = ivy.take_along_axis(ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([[1], [0]]), axis=1)
    >>> y.shape, int(y[0, 0]), int(y[1, 0])
    ((2, 1), 2, 3)
    """

"""Sorting functions of the standard: ``argsort`` and ``sort``.

Both are stable by default, also when ``descending=True`` (equal elements keep
their original order). NaN sorts after every other value in ascending order and
before every other value in descending order. Complex input raises
:class:`ivy.UnsupportedDtypeError`; a 0-d array has no axis -1 and raises ``ValueError``.
"""

from __future__ import annotations

from .._dispatch import api


@api
def argsort(x: Array, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Array:
    """Indices (int64) that sort ``x`` along ``axis``.

    >>> ivy.argsort(ivy.asarray([3, 1, 2]), descending=True)
    ivy.array([0, 2, 1], dtype=int64, backend=numpy)
    """


@api
def sort(x: Array, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Array:
    """A sorted copy of ``x`` along ``axis``.

    >>> ivy.sort(ivy.asarray([3, 1, 2]))
    ivy.array([1, 2, 3], dtype=int64, backend=numpy)
    """

"""Sorting functions of the standard: ``argsort`` and ``sort``.

Both are stable by default, also when ``descending=True`` (equal elements keep
their original order). NaN sorts after every other value in ascending order and
before every other value in descending order. Complex input raises
:class:`ivy.UnsupportedDtypeError`; a 0-d array has no axis -1 and raises ``ValueError``.
"""

from __future__ import annotations

from typing import NamedTuple

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


# ------------------------------------------------------- Ivy's superset (issue 5)


class TopKResult(NamedTuple):
    """``top_k``'s result: the ``values`` and their int64 ``indices`` along the axis."""

    values: Array
    indices: Array


TopKResult.__name__ = "top_k"  # printed as Ivy 1.0 printed it: top_k(...)


@api
def top_k(x: Array, k: int, /, *, axis: int = -1, largest: bool = True, sorted: bool = True) -> TopKResult:  # noqa: A002
    """The ``k`` largest (``largest=False``: smallest) elements along ``axis`` and their
    indices, in order (largest first; smallest first), as torch.topk. NaN counts as larger
    than every number; equal elements come in index order (as ``tf.math.top_k``; torch.topk
    leaves it open). ``k`` larger than the axis raises ``ivy.InvalidArgumentError``.

    >>> ivy.top_k(ivy.asarray([1, 5, 3, 4]), 2).values
    ivy.array([5, 4], dtype=int64, backend=numpy)
    """


@api
def lexsort(keys: Array, /, *, axis: int = -1) -> Array:
    """The int64 indices that sort by several keys (NumPy's ``lexsort``): ``keys[-1]`` is the
    primary key, ``keys[-2]`` breaks its ties, and so on; each key is sorted along ``axis``
    (stable). A 1-D ``keys`` is one key.

    >>> ivy.lexsort(ivy.asarray([[1, 2, 3, 4], [1, 0, 1, 0]]))
    ivy.array([1, 3, 0, 2], dtype=int64, backend=numpy)
    """

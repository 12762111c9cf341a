"""Set functions of the standard: the ``unique_*`` family and ``isin``.

The ``unique_*`` functions flatten their input and return sorted unique values
(NaN last). As the standard asks, each NaN is distinct (its own value, count 1)
while ``-0.0`` and ``+0.0`` are one value. Index arrays are int64 and
``inverse_indices`` has the input's shape. Every backend returns the result
classes defined here.
"""

from __future__ import annotations

from typing import NamedTuple

from .._dispatch import api


class UniqueAllResult(NamedTuple):
    """Result of :func:`ivy.unique_all`."""

    values: Array
    indices: Array
    inverse_indices: Array
    counts: Array


UniqueAllResult.__name__ = "Results"  # printed as Ivy 1.0 printed it: Results(...)


class UniqueCountsResult(NamedTuple):
    """Result of :func:`ivy.unique_counts`."""

    values: Array
    counts: Array


UniqueCountsResult.__name__ = "Results"  # printed as Ivy 1.0 printed it: Results(...)


class UniqueInverseResult(NamedTuple):
    """Result of :func:`ivy.unique_inverse`."""

    values: Array
    inverse_indices: Array


UniqueInverseResult.__name__ = "Results"  # printed as Ivy 1.0 printed it: Results(...)


@api
def isin(x1: Array | int, x2: Array | int, /, *, invert: bool = False) -> Array:
    """Whether each element of ``x1`` equals some element of ``x2`` (NaN is in nothing);
    a bool array of ``x1``'s shape. ``invert=True`` negates the test.

    >>> ivy.isin(ivy.asarray([1, 2, 3]), ivy.asarray([3, 1]))
    ivy.array([ True, False,  True], dtype=bool, backend=numpy)
    """


@api
def unique_all(x: Array, /) -> UniqueAllResult:
    """Unique values, first-occurrence indices, inverse indices and counts.

    >>> ivy.unique_all(ivy.asarray([2, 1, 2])).counts
    ivy.array([1, 2], dtype=int64, backend=numpy)
    """


@api
def unique_counts(x: Array, /) -> UniqueCountsResult:
    """Unique values and how often each occurs.

    >>> ivy.unique_counts(ivy.asarray([2, 1, 2])).values
    ivy.array([1, 2], dtype=int64, backend=numpy)
    """


@api
def unique_inverse(x: Array, /) -> UniqueInverseResult:
    """Unique values and the indices into them that rebuild ``x`` (same shape as ``x``).

    >>> ivy.unique_inverse(ivy.asarray([[2, 1], [2, 2]])).inverse_indices
    ivy.array([[1, 0],
               [1, 1]], dtype=int64, backend=numpy)
    """


@api
def unique_values(x: Array, /) -> Array:
    """The unique values of ``x``, one-dimensional.

    >>> ivy.unique_values(ivy.asarray([3, 1, 3]))
    ivy.array([1, 3], dtype=int64, backend=numpy)
    """

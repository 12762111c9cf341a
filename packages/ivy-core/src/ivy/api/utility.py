"""Utility functions of the standard: ``all``, ``any``, ``diff``."""

from __future__ import annotations

from .._dispatch import api


@api
def all(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Array:
    """Whether every element along ``axis`` is truthy (NaN counts as true); a bool array.

    >>> y = ivy.all(ivy.asarray([[1, 0], [1, 1]]), axis=1)
    >>> y.dtype, bool(y[0]), bool(y[1])
    (ivy.bool, False, True)
    """


@api
def any(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Array:
    """Whether some element along ``axis`` is truthy (NaN counts as true); a bool array.

    >>> y = ivy.any(ivy.asarray([[1, 0], [0, 0]]), axis=1)
    >>> y.dtype, bool(y[0]), bool(y[1])
    (ivy.bool, True, False)
    """


@api
def diff(x: Array, /, *, axis: int = -1, n: int = 1, prepend: Array | None = None, append: Array | None = None) -> Array:  # noqa: E501
    """The ``n``-th forward difference along ``axis``, after joining ``prepend`` and ``append``
    to ``x`` along that axis. (For bool arrays the difference is ``!=``, as in NumPy.)

    >>> ivy.diff(ivy.asarray([1, 4, 9]), prepend=ivy.asarray([0]))
    ivy.array([1, 3, 5], dtype=int64, backend=numpy)
    """

"""Array creation functions of the standard. With no array argument they return
``ivy.Array`` on the set (or default) backend."""

from __future__ import annotations

from .._dispatch import api


@api(always_wrap=True)
def asarray(obj: Array | complex | NestedSequence | SupportsBufferProtocol, /, *, dtype: Dtype | None = None, device: Device | None = None, copy: bool | None = None) -> Array:  # noqa: E501
    """Convert ``obj`` to an ``ivy.Array``. Python floats default to float32, ints to int64.

    >>> ivy.asarray([1.0, 2.0]).dtype
    ivy.float32
    """


@api(always_wrap=True)
def zeros(shape: int | tuple[int, ...], *, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """An array of zeros (float32 by default).

    >>> ivy.zeros((2, 3)).shape
    (2, 3)
    """


@api(always_wrap=True)
def ones(shape: int | tuple[int, ...], *, dtype: Dtype | None = None, device: Device | None = None) -> Array:
    """An array of ones (float32 by default).

    >>> ivy.ones(3).dtype
    ivy.float32
    """

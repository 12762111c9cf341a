"""Manipulation functions of the standard (shape, axis order, joining, repeating).

``concat`` and ``stack`` promote their inputs' dtypes as :func:`ivy.result_type`
does. Functions that return views on some frameworks take ``copy`` (ivy): ``True``
always copies, ``None``/``False`` return a view where the framework can.
"""

from __future__ import annotations

from .._dispatch import api
from ..errors import InvalidArgumentError, ShapeError


@api
def broadcast_arrays(*arrays: Array) -> tuple[Array, ...]:
    """Broadcast the arrays against each other; returns a tuple.

    >>> [a.shape for a in ivy.broadcast_arrays(ivy.ones((2, 1)), ivy.ones(3))]
    [(2, 3), (2, 3)]
    """


def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]:
    """The shape that arrays of ``shapes`` broadcast to (no arrays, no backend needed).

    Raises ``ivy.ShapeError`` (a ``ValueError``) if the shapes do not broadcast.
    A ``None`` dimension (unknown size) stays ``None`` unless another shape fixes it.

    >>> ivy.broadcast_shapes((2, 1), (3,))
    (2, 3)
    """
    if not shapes:
        return ()
    ndim = 0
    for s in shapes:
        if not isinstance(s, tuple | list):
            raise InvalidArgumentError(f"broadcast_shapes takes shape tuples, got {s!r}")
        if len(s) > ndim:
            ndim = len(s)
    out = [1] * ndim
    for s in shapes:
        off = ndim - len(s)
        for i, d in enumerate(s):
            j = off + i
            o = out[j]
            if d == 1 or d == o:
                continue
            if o == 1:
                out[j] = d
            elif d is None:
                continue
            elif o is None:
                out[j] = d
            else:
                raise ShapeError(
                    f"shapes {', '.join(str(tuple(t)) for t in shapes)} do not broadcast: "
                    f"dimension {j} is {o} in one and {d} in another"
                )
    return tuple(out)


@api
def broadcast_to(x: Array, /, shape: tuple[int, ...]) -> Array:
    """``x`` broadcast to ``shape``.

    >>> ivy.broadcast_to(ivy.asarray([1, 2]), (3, 2)).shape
    (3, 2)
    """


@api
def concat(arrays: tuple[Array, ...] | list[Array], /, *, axis: int | None = 0) -> Array:
    """Join arrays along an existing axis (``axis=None``: flatten them first).

    >>> ivy.concat([ivy.zeros(2), ivy.ones(1)]).shape
    (3,)
    """


@api
def expand_dims(x: Array, /, axis: int | tuple[int, ...] = 0, *, copy: bool | None = None) -> Array:
    """Insert size-1 axes at ``axis`` (an int or, as in the 2025 standard and ivy, a tuple).

    >>> ivy.expand_dims(ivy.ones(3), axis=(0, -1)).shape
    (1, 3, 1)
    """


@api
def flip(x: Array, /, *, axis: int | tuple[int, ...] | None = None, copy: bool | None = None) -> Array:
    """Reverse the order of elements along ``axis`` (all axes when ``None``).

    >>> ivy.flip(ivy.asarray([1, 2, 3]))
    ivy.array([3, 2, 1], dtype=int64, backend=numpy)
    """


@api
def moveaxis(x: Array, source: int | tuple[int, ...], destination: int | tuple[int, ...], /) -> Array:
    """Move axes ``source`` to positions ``destination``; the other axes keep their order.

    >>> ivy.moveaxis(ivy.ones((2, 3, 4)), 0, -1).shape
    (3, 4, 2)
    """


@api
def permute_dims(x: Array, /, axes: tuple[int, ...], *, copy: bool | None = None) -> Array:
    """Permute the axes of ``x``.

    >>> ivy.permute_dims(ivy.ones((2, 3, 4)), (2, 0, 1)).shape
    (4, 2, 3)
    """


@api
def repeat(x: Array, repeats: int | Array, /, *, axis: int | None = None) -> Array:
    """Repeat each element ``repeats`` times (an int, or one count per element) along
    ``axis`` (of the flattened array when ``None``).

    >>> ivy.repeat(ivy.asarray([1, 2]), ivy.asarray([2, 1]))
    ivy.array([1, 1, 2], dtype=int64, backend=numpy)
    """


@api
def reshape(x: Array, /, shape: tuple[int, ...], *, copy: bool | None = None, order: str = "C", allowzero: bool = True) -> Array:  # noqa: E501
    """``x`` with a new shape (one dimension may be -1).

    ``copy=False`` raises ``ValueError`` if a copy would be needed. ``order`` (ivy): read
    and write elements in C or Fortran (``"F"``) index order. ``allowzero=False`` (ivy,
    ONNX's rule): a 0 in ``shape`` copies that dimension from ``x``.

    >>> ivy.reshape(ivy.arange(6), (2, -1)).shape
    (2, 3)
    """


@api
def roll(x: Array, /, shift: int | tuple[int, ...], *, axis: int | tuple[int, ...] | None = None) -> Array:
    """Roll elements along ``axis`` (of the flattened array when ``None``), wrapping around.

    >>> ivy.roll(ivy.asarray([1, 2, 3]), 1)
    ivy.array([3, 1, 2], dtype=int64, backend=numpy)
    """


@api
def squeeze(x: Array, /, axis: int | tuple[int, ...] | None = None, *, copy: bool | None = None) -> Array:
    """Remove size-1 axes ``axis`` (ivy: every size-1 axis when ``None``).

    Raises ``ivy.ShapeError`` (a ``ValueError``) if an axis named does not have size 1.

    >>> ivy.squeeze(ivy.ones((1, 3, 1)), axis=0).shape
    (3, 1)
    """


@api
def stack(arrays: tuple[Array, ...] | list[Array], /, *, axis: int = 0) -> Array:
    """Join arrays of one shape along a new axis.

    >>> ivy.stack([ivy.zeros(2), ivy.ones(2)], axis=1).shape
    (2, 2)
    """


@api
def tile(x: Array, repetitions: tuple[int, ...], /) -> Array:
    """``x`` repeated ``repetitions[i]`` times along axis ``i`` (missing leading entries are 1).

    >>> ivy.tile(ivy.asarray([1, 2]), (2,))
    ivy.array([1, 2, 1, 2], dtype=int64, backend=numpy)
    """


@api
def unstack(x: Array, /, *, axis: int = 0, keepdims: bool = False, copy: bool | None = None) -> tuple[Array, ...]:
    """Split ``x`` along ``axis`` into a tuple of arrays (``keepdims=True``, ivy: keep the
    axis with size 1).

    >>> [a.shape for a in ivy.unstack(ivy.ones((2, 3)), axis=1)]
    [(2,), (2,), (2,)]
    """

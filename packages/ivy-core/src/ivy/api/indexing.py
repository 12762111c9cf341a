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


# ------------------------------------------------------------- ivy's superset
# TensorFlow's semantics (tf.gather, tf.gather_nd, tf.tensor_scatter_nd_*), with
# negative indices counting from the end. Compositions (every backend) live in
# ``_shape_impl.py``.


@api
def gather(params: Array, indices: Array, /, *, axis: int = -1, batch_dims: int = 0) -> Array:
    """Slices of ``params`` along ``axis`` at ``indices`` (``tf.gather``): the result has shape
    ``params.shape[:axis] + indices.shape[batch_dims:] + params.shape[axis + 1:]``; the first
    ``batch_dims`` axes of ``params`` and ``indices`` are batch axes (equal sizes).

    >>> ivy.gather(ivy.asarray([[1, 2, 3], [4, 5, 6]]), ivy.asarray([2, 0]))
    ivy.array([[3, 1],
               [6, 4]], dtype=int64, backend=numpy)
    """


@api
def gather_nd(params: Array, indices: Array, /, *, batch_dims: int = 0) -> Array:
    """Slices of ``params`` at the index vectors in the last axis of ``indices``
    (``tf.gather_nd``): shape ``indices.shape[:-1] + params.shape[batch_dims + indices.shape[-1]:]``.

    >>> ivy.gather_nd(ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([[1, 0], [0, 1]]))
    ivy.array([3, 2], dtype=int64, backend=numpy)
    """


@api
def scatter_nd(indices: Array, updates: Array | bool | int | float | complex, /, shape: tuple[int, ...] | None = None, *, reduction: str = "sum", tensor: Array | None = None) -> Array:  # noqa: E501
    """Scatter ``updates`` into ``tensor`` (or zeros of ``shape``) at the index vectors in the
    last axis of ``indices`` (``tf.tensor_scatter_nd_*``): ``updates`` has shape
    ``indices.shape[:-1] + shape[indices.shape[-1]:]``. ``reduction`` combines a value with
    what is there and with duplicates: ``"sum"``, ``"min"``, ``"max"``, ``"mul"`` or
    ``"replace"`` (duplicates: one of them wins). Booleans: sum/max are ``or``, mul/min ``and``.
    The result has ``tensor``'s dtype (else ``updates``'s); out-of-range indices raise.

    >>> ivy.scatter_nd(ivy.asarray([[1], [1], [3]]), ivy.asarray([5, 6, 7]), (4,))
    ivy.array([ 0, 11,  0,  7], dtype=int64, backend=numpy)
    """


@api
def scatter_flat(indices: Array, updates: Array | bool | int | float | complex, /, *, size: int | None = None, reduction: str = "sum", tensor: Array | None = None) -> Array:  # noqa: E501
    """:func:`scatter_nd` into a 1-D array of ``size`` (or into the 1-D ``tensor``): each
    element of ``indices`` names a position for the update of the same place.

    >>> ivy.scatter_flat(ivy.asarray([0, 2, 2]), ivy.asarray([1, 2, 3]), size=4, reduction="max")
    ivy.array([1, 0, 3, 0], dtype=int64, backend=numpy)
    """


@api
def put_along_axis(arr: Array, indices: Array, values: Array | complex, axis: int, /, *, mode: str = "replace") -> Array:  # noqa: E501
    """A copy of ``arr`` with ``values`` written (``mode="replace"``) or combined (``"sum"``,
    ``"min"``, ``"max"``, ``"mul"``; ``torch.scatter_reduce`` with ``include_self=True``) at
    ``indices`` along ``axis`` (``numpy.put_along_axis``; ``indices`` has ``arr``'s rank and
    broadcasts on the other axes, ``values`` broadcasts to ``indices``). ``axis=None``
    works on the flattened array. Values take ``arr``'s dtype.

    >>> ivy.put_along_axis(ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([[1], [0]]), 9, 1)
    ivy.array([[1, 9],
               [9, 4]], dtype=int64, backend=numpy)
    """


@api
def unravel_index(indices: Array, shape: tuple[int, ...], /) -> tuple[Array, ...]:
    """The coordinates (one int64 array per axis of ``shape``) of flat C-order ``indices``
    (``torch.unravel_index``; negative indices count from the end).

    >>> [int(a) for a in ivy.unravel_index(ivy.asarray(5), (2, 3))]
    [1, 2]
    """


def inplace_update(x, val, /, *, ensure_in_backend: bool = False, keep_input_dtype: bool = False):
    """Make ``x`` hold ``val`` and return it (Ivy's ``inplace_update``).

    An ``ivy.Array`` ``x`` is updated in place where its framework can write into its
    buffer (NumPy, PyTorch) and otherwise rebound to the new value (JAX, TensorFlow), so
    every holder of that ``ivy.Array`` sees the update; ``x`` then has ``val``'s shape and
    dtype (``keep_input_dtype=True``: ``x``'s dtype). A native ``x`` is written into when its
    framework allows it (``val`` broadcast to ``x``'s shape and cast to its dtype); a JAX or
    TensorFlow tensor cannot be, and the function returns the new value (``tf.Variable`` is
    assigned). ``ensure_in_backend=True`` raises :class:`ivy.InvalidArgumentError` where the
    buffer cannot be written.

    >>> x = ivy.zeros(2)
    >>> y = ivy.inplace_update(x, ivy.asarray([1.0, 2.0]))
    >>> y is x, float(x[1])
    (True, 2.0)
    """
    from ._shape_impl import inplace_update as impl

    return impl(x, val, ensure_in_backend=ensure_in_backend, keep_input_dtype=keep_input_dtype)

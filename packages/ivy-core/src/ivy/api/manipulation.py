"""Manipulation functions of the standard (shape, axis order, joining, repeating).

``concat`` and ``stack`` promote their inputs' dtypes as :func:`ivy.result_type`
does. Functions that return views on some frameworks take ``copy`` (ivy): ``True``
always copies, ``None``/``False`` return a view where the framework can.
"""

from __future__ import annotations

from typing import NamedTuple

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
            if d.__class__ is not int and d is not None:
                if isinstance(d, bool) or not hasattr(type(d), "__index__"):
                    from .._argcheck import not_an_array

                    not_an_array("ivy.broadcast_shapes", "shapes", s, "shapes: tuples of ints (None for an unknown "
                                                                        "size)")
                d = d.__index__()
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


# ------------------------------------------------------------- ivy's superset
# Compositions (every backend) live in ``_shape_impl.py``.


@api
def split(x: Array, /, *, copy: bool | None = None, num_or_size_splits: int | Sequence[int] | Array | None = None, axis: int = 0, with_remainder: bool = False) -> list[Array]:  # noqa: E501
    """Split ``x`` along ``axis`` into ``num_or_size_splits`` equal parts (an int; ``None``:
    parts of size 1) or parts of the given sizes (a sequence summing to the axis length;
    one entry may be -1 for the rest). ``with_remainder``: an int that does not divide
    the axis gives a last, smaller part instead of an error.

    >>> [a.shape for a in ivy.split(ivy.ones((5, 2)), num_or_size_splits=[2, 3])]
    [(2, 2), (3, 2)]
    """


@api
def swapaxes(x: Array, axis0: int, axis1: int, /, *, copy: bool | None = None) -> Array:
    """``x`` with axes ``axis0`` and ``axis1`` interchanged.

    >>> ivy.swapaxes(ivy.ones((2, 3, 4)), 0, 2).shape
    (4, 3, 2)
    """


@api
def flatten(x: Array, /, *, copy: bool | None = None, start_dim: int = 0, end_dim: int = -1, order: str = "C") -> Array:  # noqa: E501
    """Merge axes ``start_dim`` to ``end_dim`` (inclusive) into one, in C (or ``"F"``) order;
    a 0-d array becomes shape ``(1,)`` (as ``torch.flatten``).

    >>> ivy.flatten(ivy.ones((2, 3, 4)), start_dim=1).shape
    (2, 12)
    """


@api
def pad(input: Array, pad_width: int | Sequence[int] | Sequence[Sequence[int]], /, *, mode: str = "constant", stat_length: int = 1, constant_values: complex = 0, end_values: complex = 0, reflect_type: str = "even") -> Array:  # noqa: E501, A002
    """Pad ``input`` as ``numpy.pad``: ``pad_width`` is ``((before, after),)`` per axis (or
    one pair / one int for every axis). ``mode``: ``"constant"`` (``constant_values``),
    ``"edge"``, ``"reflect"``, ``"symmetric"`` or ``"wrap"`` (any width, as NumPy: reflect
    and symmetric repeat the mirror, wrap repeats the array). ``reflect_type="odd"``
    (NumPy's) reflects through the edge value. ``stat_length``/``end_values`` are kept for
    Ivy's signature and ignored by these modes.

    >>> ivy.pad(ivy.asarray([1, 2, 3]), ((1, 2),), mode="reflect")
    ivy.array([2, 1, 2, 3, 2, 1], dtype=int64, backend=numpy)
    """


@api
def rot90(m: Array, /, *, copy: bool | None = None, k: int = 1, axes: tuple[int, int] = (0, 1)) -> Array:
    """Rotate ``m`` by 90 degrees ``k`` times in the plane of ``axes``, from the first axis
    towards the second (``torch.rot90`` / ``numpy.rot90``).

    >>> ivy.rot90(ivy.asarray([[1, 2], [3, 4]]))
    ivy.array([[2, 4],
               [1, 3]], dtype=int64, backend=numpy)
    """


# ----------------------------------------- ivy 1.0's experimental manipulation
# NumPy's definitions (torch's for ``expand`` and ``unflatten``); compositions in ``_shape_impl``.


@api
def atleast_1d(*arys: Array, copy: bool | None = None) -> Array | list[Array]:
    """Each array with at least one dimension (a 0-d one becomes shape ``(1,)``); one array
    in, one out, else a list.

    >>> ivy.atleast_1d(ivy.asarray(3.0)).shape
    (1,)
    """


@api
def atleast_2d(*arys: Array, copy: bool | None = None) -> Array | list[Array]:
    """Each array with at least two dimensions (``(n,)`` becomes ``(1, n)``).

    >>> [a.shape for a in ivy.atleast_2d(ivy.asarray(3.0), ivy.ones(4))]
    [(1, 1), (1, 4)]
    """


@api
def atleast_3d(*arys: Array, copy: bool | None = None) -> Array | list[Array]:
    """Each array with at least three dimensions (``(n,)`` becomes ``(1, n, 1)``, ``(m, n)``
    becomes ``(m, n, 1)``).

    >>> ivy.atleast_3d(ivy.ones((2, 3))).shape
    (2, 3, 1)
    """


@api
def hstack(arrays: Sequence[Array], /) -> Array:
    """Join along the second axis (the first for 1-D arrays).

    >>> ivy.hstack([ivy.ones((2, 1)), ivy.zeros((2, 2))]).shape
    (2, 3)
    """


@api
def vstack(arrays: Sequence[Array], /) -> Array:
    """Join along the first axis, 1-D arrays as rows.

    >>> ivy.vstack([ivy.ones(3), ivy.zeros(3)]).shape
    (2, 3)
    """


@api
def dstack(arrays: Sequence[Array], /) -> Array:
    """Join along the third axis (arrays made at least 3-D as :func:`atleast_3d`).

    >>> ivy.dstack([ivy.ones((2, 3)), ivy.zeros((2, 3))]).shape
    (2, 3, 2)
    """


@api
def column_stack(arrays: Sequence[Array], /) -> Array:
    """Join 1-D arrays as columns (2-D ones as they are) along the second axis.

    >>> ivy.column_stack([ivy.ones(3), ivy.zeros(3)]).shape
    (3, 2)
    """


@api
def hsplit(ary: Array, indices_or_sections: int | Sequence[int], /, *, copy: bool | None = None) -> list[Array]:
    """Split along the second axis (the first for 1-D arrays) into ``indices_or_sections``
    equal parts, or at the given indices (NumPy's ``split``).

    >>> [a.shape for a in ivy.hsplit(ivy.ones((2, 4)), [1])]
    [(2, 1), (2, 3)]
    """


@api
def vsplit(ary: Array, indices_or_sections: int | Sequence[int], /, *, copy: bool | None = None) -> list[Array]:
    """Split along the first axis of an array of at least two dimensions (as :func:`hsplit`).

    >>> [a.shape for a in ivy.vsplit(ivy.ones((4, 2)), 2)]
    [(2, 2), (2, 2)]
    """


@api
def dsplit(ary: Array, indices_or_sections: int | Sequence[int], /, *, copy: bool | None = None) -> list[Array]:
    """Split along the third axis of an array of at least three dimensions (as :func:`hsplit`).

    >>> [a.shape for a in ivy.dsplit(ivy.ones((1, 2, 4)), [3])]
    [(1, 2, 3), (1, 2, 1)]
    """


@api
def fliplr(m: Array, /, *, copy: bool | None = None) -> Array:
    """Reverse the second axis (of an array of at least two dimensions).

    >>> ivy.fliplr(ivy.asarray([[1, 2], [3, 4]]))
    ivy.array([[2, 1],
               [4, 3]], dtype=int64, backend=numpy)
    """


@api
def flipud(m: Array, /, *, copy: bool | None = None) -> Array:
    """Reverse the first axis.

    >>> ivy.flipud(ivy.asarray([1, 2, 3]))
    ivy.array([3, 2, 1], dtype=int64, backend=numpy)
    """


@api
def expand(x: Array, shape: Sequence[int], /, *, copy: bool | None = None) -> Array:
    """``x`` broadcast to ``shape`` (torch's ``expand``: -1 keeps that axis' size; new axes
    go in front).

    >>> ivy.expand(ivy.ones((3, 1)), (2, -1, 4)).shape
    (2, 3, 4)
    """


@api
def unflatten(x: Array, /, dim: int, shape: Sequence[int]) -> Array:
    """Axis ``dim`` of ``x`` split into the axes ``shape`` (one may be -1; torch's ``unflatten``).

    >>> ivy.unflatten(ivy.ones((2, 6)), 1, (3, -1)).shape
    (2, 3, 2)
    """


@api
def heaviside(x1: Array | int | float, x2: Array | int | float, /) -> Array:
    """The step function: 0 where ``x1 < 0``, ``x2`` where ``x1 == 0``, 1 where ``x1 > 0``
    (NaN stays NaN); integers give float32.

    >>> ivy.heaviside(ivy.asarray([-1.0, 0.0, 2.0]), 0.5)
    ivy.array([0. , 0.5, 1. ], dtype=float32, backend=numpy)
    """


@api
def constant_pad(x: Array, /, pad_width: Sequence[Sequence[int]], *, value: int | float = 0) -> Array:
    """``x`` padded with ``value``: ``pad_width`` holds ``(before, after)`` per axis (``ivy.pad``'s
    constant mode).

    >>> ivy.constant_pad(ivy.asarray([1, 2]), [(1, 2)], value=9)
    ivy.array([9, 1, 2, 9, 9], dtype=int64, backend=numpy)
    """


@api
def zero_pad(x: Array, /, pad_width: Sequence[Sequence[int]]) -> Array:
    """``x`` padded with zeros (``constant_pad`` with 0).

    >>> ivy.zero_pad(ivy.asarray([1.0]), [(1, 1)])
    ivy.array([0., 1., 0.], dtype=float32, backend=numpy)
    """


@api
def msort(a: Array, /) -> Array:
    """``a`` sorted along its first axis (NumPy's ``msort``).

    >>> ivy.msort(ivy.asarray([[3, 1], [2, 4]]))
    ivy.array([[2, 1],
               [3, 4]], dtype=int64, backend=numpy)
    """


@api
def invert_permutation(x: Array, /) -> Array:
    """The inverse of the permutation ``x`` of ``0 ... n - 1``: ``out[x[i]] = i``.

    >>> ivy.invert_permutation(ivy.asarray([2, 0, 1]))
    ivy.array([1, 2, 0], dtype=int64, backend=numpy)
    """


class UniqueConsecutiveResult(NamedTuple):
    """``unique_consecutive``'s result: the ``output`` values, each element's index into them
    (``inverse_indices``) and how many consecutive elements each stands for (``counts``)."""

    output: Array
    inverse_indices: Array
    counts: Array


@api
def trim_zeros(a: Array, /, *, trim: str = "fb") -> Array:
    """The 1-D ``a`` without its leading (``"f"`` in ``trim``) and trailing (``"b"``) zeros,
    NumPy's ``trim_zeros``. Reads the positions back (not traceable by a compiler).

    >>> ivy.trim_zeros(ivy.asarray([0, 0, 1, 0, 2, 0]))
    ivy.array([1, 0, 2], dtype=int64, backend=numpy)
    """


@api
def fill_diagonal(a: Array, v: Array | int | float, /, *, wrap: bool = False) -> Array:
    """A copy of ``a`` with its main diagonal set to ``v`` (NumPy's ``fill_diagonal``, which
    writes in place: ``v`` is flattened and repeated along the diagonal, cast to ``a``'s
    dtype; an array of more than 2 dimensions needs equal sides; ``wrap`` continues a tall
    matrix's diagonal below its first N + 1 rows).

    >>> ivy.fill_diagonal(ivy.zeros((3, 3), dtype=ivy.int32), ivy.asarray([1, 2]))
    ivy.array([[1, 0, 0],
               [0, 2, 0],
               [0, 0, 1]], dtype=int32, backend=numpy)
    """


@api
def unique_consecutive(x: Array, /, *, axis: int | None = None) -> UniqueConsecutiveResult:
    """Collapse runs of equal consecutive elements (``axis=None``: of the flattened ``x``) or of
    equal consecutive slices along ``axis``: ``(output, inverse_indices, counts)`` as
    torch.unique_consecutive (int64 indices and counts; NaN equals nothing). Reads the run
    boundaries back (not traceable by a compiler).

    >>> r = ivy.unique_consecutive(ivy.asarray([1, 1, 2, 2, 3, 1, 1]))
    >>> [ivy.to_list(a) for a in r]
    [[1, 2, 3, 1], [0, 0, 1, 1, 2, 3, 3], [2, 2, 1, 2]]
    """


@api
def choose(arr: Array, choices: Array, /, *, mode: str | None = None) -> Array:
    """Pick ``arr[choices[i], i]`` (Ivy 1.0's order: ``arr`` holds the choices along its first
    axis, ``choices`` the integer indices): NumPy's ``choose(choices, arr)``, the index array
    and each choice broadcast together. ``mode``: ``None``/``"raise"`` (an out-of-range index
    raises ``IndexError``), ``"wrap"`` or ``"clip"``.

    >>> ivy.choose(ivy.asarray([[0, 1, 2], [10, 11, 12]]), ivy.asarray([1, 0, 1]))
    ivy.array([10,  1, 12], dtype=int64, backend=numpy)
    """


@api
def pad_sequence(sequences: Sequence[Array], *, batch_first: bool = False, padding_value: int | float = 0) -> Array:
    """Stack arrays of shapes ``(L_i, *rest)`` into ``(max L_i, B, *rest)`` (``batch_first``:
    ``(B, max L_i, *rest)``), padding the shorter ones with ``padding_value``
    (torch.nn.utils.rnn.pad_sequence). The dtypes are promoted together.

    >>> ivy.pad_sequence([ivy.asarray([1, 2, 3]), ivy.asarray([4])], batch_first=True)
    ivy.array([[1, 2, 3],
               [4, 0, 0]], dtype=int64, backend=numpy)
    """


@api
def concat_from_sequence(input_sequence: Sequence[Array], /, *, new_axis: int = 0, axis: int = 0) -> Array:
    """Join the arrays along ``axis`` (ONNX's ConcatFromSequence): concatenated along an
    existing axis when ``new_axis`` is 0, stacked along a new one when it is 1.

    >>> ivy.concat_from_sequence([ivy.asarray([1, 2]), ivy.asarray([3, 4])], new_axis=1).shape
    (2, 2)
    """


@api
def binarizer(x: Array, /, *, threshold: float = 0) -> Array:
    """1 where ``x > threshold``, else 0, in ``x``'s dtype (scikit-learn's ``Binarizer``).

    >>> ivy.binarizer(ivy.asarray([-1.0, 0.0, 0.5, 2.0]), threshold=0.2)
    ivy.array([0., 0., 1., 1.], dtype=float32, backend=numpy)
    """


@api
def gradient(x: Array, /, *, spacing: int | float | Sequence[int | float] | Array = 1, edge_order: int = 1,
             axis: int | Sequence[int] | None = None) -> Array | list[Array]:
    """NumPy's ``gradient``: central differences inside, one-sided (``edge_order`` 1 or 2) at
    the ends, along ``axis`` (``None``: every axis; a list of results for more than one).
    ``spacing``: one scalar for every axis, or one per axis, each a scalar step or a 1-D array
    of coordinates. Integers give float32.

    >>> ivy.gradient(ivy.asarray([1.0, 2.0, 4.0, 7.0]))
    ivy.array([1. , 1.5, 2.5, 3. ], dtype=float32, backend=numpy)
    """


@api
def associative_scan(x: Array, fn: Callable, /, *, reverse: bool = False, axis: int = 0) -> Array:
    """The inclusive scan of ``x`` along ``axis`` with the associative ``fn(a, b)`` (``a`` the
    earlier part), as ``jax.lax.associative_scan``: ``log2(n)`` rounds of ``fn`` applied to
    whole slices. ``reverse`` scans from the end.

    >>> ivy.associative_scan(ivy.asarray([1, 2, 3, 4]), ivy.add)
    ivy.array([ 1,  3,  6, 10], dtype=int64, backend=numpy)
    """


@api
def reduce(operand: Array, init_value: int | float, computation: Callable, /, *, axes: int | Sequence[int] = 0,
           keepdims: bool = False) -> Array:
    """Reduce ``operand`` over ``axes`` with the associative ``computation(a, b)`` starting from
    ``init_value`` (``jax.lax.reduce``; the elements are combined pairwise, as a tree, so
    ``init_value`` should be ``computation``'s identity). The result keeps ``operand``'s dtype.

    >>> ivy.reduce(ivy.asarray([[1, 2], [3, 4]]), 0, ivy.add, axes=1)
    ivy.array([3, 7], dtype=int64, backend=numpy)
    """


@api
def as_strided(x: Array, shape: Sequence[int], strides: Sequence[int], /) -> Array:
    """A copy of the strided view ``numpy.lib.stride_tricks.as_strided(x, shape, strides)`` makes.

    ``x`` is read as its elements in row-major (C) order; ``strides`` are in bytes
    (multiples of the dtype's item size, which may be negative or 0), one per
    dimension of ``shape``. Element ``idx`` of the result is element
    ``sum(idx * strides) / itemsize`` of that order. A view reaching outside ``x``
    raises ``ivy.InvalidArgumentError`` (NumPy would read other memory).

    >>> x = ivy.asarray([1, 2, 3, 4, 5, 6])
    >>> ivy.as_strided(x, (4, 3), (8, 8))
    ivy.array([[1, 2, 3],
               [2, 3, 4],
               [3, 4, 5],
               [4, 5, 6]], dtype=int64, backend=numpy)
    """

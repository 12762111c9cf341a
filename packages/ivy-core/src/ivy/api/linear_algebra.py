"""Top-level linear algebra functions of the standard (``matmul``, ``tensordot``, ...)."""

from __future__ import annotations

from .._dispatch import api


@api
def matmul(x1: Array, x2: Array, /, *, transpose_a: bool = False, transpose_b: bool = False, adjoint_a: bool = False, adjoint_b: bool = False) -> Array:  # noqa: E501
    """Matrix product, batched over leading dimensions (the ``@`` operator's rules).

    0-d operands raise ``ValueError``. ivy 1.0's ``transpose_a``/``transpose_b``
    (swap the last two axes first) and ``adjoint_a``/``adjoint_b`` (conjugate
    transpose first) apply to operands with at least two dimensions.

    >>> ivy.matmul(ivy.ones((2, 3)), ivy.ones((3, 4))).shape
    (2, 4)
    """


@api
def matrix_transpose(x: Array, /) -> Array:
    """Transpose the last two axes (``ValueError`` for fewer than two).

    >>> ivy.matrix_transpose(ivy.ones((5, 2, 3))).shape
    (5, 3, 2)
    """


@api
def tensordot(x1: Array, x2: Array, /, *, axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Array:
    """Contract the last ``axes`` axes of ``x1`` with the first ``axes`` axes of ``x2``, or
    the axes listed in a pair of sequences (negative axes count from the end).

    >>> ivy.tensordot(ivy.ones((2, 3)), ivy.ones((3, 4)), axes=1).shape
    (2, 4)
    """


@api
def vecdot(x1: Array, x2: Array, /, *, axis: int = -1) -> Array:
    """Dot product of vectors along ``axis``, conjugating ``x1`` (broadcast over the rest).

    The vector axis is not broadcast: its size must match in ``x1`` and ``x2``. A
    non-negative ``axis`` counts in the broadcast shape.

    >>> ivy.vecdot(ivy.asarray([1.0, 2.0]), ivy.asarray([3.0, 4.0]))
    ivy.array(11., dtype=float32, backend=numpy)
    """

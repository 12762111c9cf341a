"""Top-level linear algebra functions of the standard (``matmul``, ``tensordot``, ...)."""

from __future__ import annotations

from .._dispatch import api


@api
def matmul(x1: Array, x2: Array, /) -> Array:
    """Matrix product, batched over leading dimensions (NumPy's ``matmul`` rules).

    >>> ivy.matmul(ivy.ones((2, 3)), ivy.ones((3, 4))).shape
    (2, 4)
    """


@api
def matrix_transpose(x: Array, /) -> Array:
    """Transpose the last two axes.

    >>> ivy.matrix_transpose(ivy.ones((5, 2, 3))).shape
    (5, 3, 2)
    """

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


# ------------------------------------------------------- Ivy's superset (issue 5)
# Compositions (every backend) live in ``_math_impl``; backends may implement these natively.


@api
def cholesky(x: Array, /, *, upper: bool = False) -> Array:
    """Cholesky factor of (batches of) Hermitian positive-definite matrices: lower
    ``L`` with ``x = L @ L^H``, or with ``upper=True`` ``U = L^H`` (as ``ivy.linalg.cholesky``).

    >>> ivy.cholesky(ivy.asarray([[4.0, 2.0], [2.0, 5.0]]), upper=True)
    ivy.array([[2., 1.],
               [0., 2.]], dtype=float32, backend=numpy)
    """


@api
def cross(x1: Array, x2: Array, /, *, axisa: int = -1, axisb: int = -1, axisc: int = -1, axis: int | None = None) -> Array:  # noqa: E501
    """Cross product of 3-vectors: along ``axisa`` of ``x1`` and ``axisb`` of ``x2``, the
    result's vectors along ``axisc``; ``axis`` sets all three (NumPy's ``cross``). The
    other dimensions broadcast.

    >>> ivy.cross(ivy.asarray([1.0, 0.0, 0.0]), ivy.asarray([0.0, 1.0, 0.0]))
    ivy.array([0., 0., 1.], dtype=float32, backend=numpy)
    """


@api
def kron(x1: Array, x2: Array, /) -> Array:
    """Kronecker product of ``x1`` and ``x2`` (NumPy's and torch's N-d definition: the shorter shape is padded
    with leading 1s, the result's shape is the product of the shapes).

    >>> ivy.kron(ivy.asarray([1, 2]), ivy.asarray([3, 4]))
    ivy.array([3, 4, 6, 8], dtype=int64, backend=numpy)
    """


@api
def matrix_exp(x: Array, /) -> Array:
    """Matrix exponential of (batches of) square matrices; integer input gives float32.

    >>> ivy.matrix_exp(ivy.zeros((2, 2)))
    ivy.array([[1., 0.],
               [0., 1.]], dtype=float32, backend=numpy)
    """


@api
def lstsq(x1: Array, x2: Array, /, *, rcond: float | None = None) -> Array:
    """Least-squares solution ``X`` minimizing ``||x1 @ X - x2||`` (the minimum-norm one
    when ``x1`` is rank-deficient; singular values below ``rcond`` times the largest are
    treated as 0, default ``eps * max(M, N)``). ``x1`` is (..., M, N); ``x2`` is (..., M, K),
    or (M,) for one vector. Integer input gives float32.

    >>> ivy.lstsq(ivy.asarray([[1.0, 0.0], [0.0, 2.0]]), ivy.asarray([1.0, 4.0]))
    ivy.array([1., 2.], dtype=float32, backend=numpy)
    """


@api
def vector_to_skew_symmetric_matrix(vector: Array, /) -> Array:
    """The skew-symmetric (cross-product) matrix ``[v]x`` of 3-vectors (..., 3) -> (..., 3, 3),
    so that ``[v]x @ w == cross(v, w)``.

    >>> ivy.vector_to_skew_symmetric_matrix(ivy.asarray([1.0, 2.0, 3.0]))[0]
    ivy.array([ 0., -3.,  2.], dtype=float32, backend=numpy)
    """

"""Top-level linear algebra functions: the standard's (``matmul``, ``tensordot``, ...), Ivy's
superset (``cholesky(upper=)``, ``cross`` with axes, ``kron``, ...) and ivy 1.0's top-level names
of the ``linalg`` functions (``det``, ``inv``, ``svd``, ...)."""

from __future__ import annotations

from typing import NamedTuple

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


# ------------------------------------- ivy 1.0's top-level names of linear algebra
# ``ivy.det``, ``ivy.inv``, ``ivy.svd``, ... as Ivy's published API has them (code written for
# Ivy calls these): the standard's ``ivy.linalg`` functions plus Ivy's arguments. Compositions in
# ``_linalg_impl`` (each one call of the backend's own ``linalg`` function where it covers the case).


class SVDValues(NamedTuple):
    """``ivy.svd(..., compute_uv=False)``'s result: the singular values ``S`` alone (as Ivy's)."""

    S: Array


@api
def det(x: Array, /) -> Array:
    """Determinant of (batches of) square matrices (``ivy.linalg.det``).

    >>> ivy.det(ivy.asarray([[2.0, 1.0], [1.0, 3.0]]))
    ivy.array(5., dtype=float32, backend=numpy)
    """


@api
def slogdet(x: Array, /) -> SlogdetResult:
    """Sign and log of the absolute determinant (``ivy.linalg.slogdet``).

    >>> [float(v) for v in ivy.slogdet(ivy.asarray([[-2.0, 0.0], [0.0, 1.0]]))]
    [-1.0, 0.6931471824645996]
    """


@api
def inv(x: Array, /, *, adjoint: bool = False) -> Array:
    """Inverse of (batches of) square matrices; with ``adjoint=True`` the inverse of the
    conjugate transpose.

    >>> ivy.inv(ivy.asarray([[2.0, 0.0], [1.0, 1.0]]), adjoint=True)
    ivy.array([[ 0.5, -0.5],
               [ 0. ,  1. ]], dtype=float32, backend=numpy)
    """


@api
def pinv(x: Array, /, *, rtol: float | Array | None = None) -> Array:
    """Moore-Penrose pseudo-inverse (``ivy.linalg.pinv``).

    >>> ivy.pinv(ivy.asarray([[2.0, 0.0], [0.0, 0.0]]))
    ivy.array([[0.5, 0. ],
               [0. , 0. ]], dtype=float32, backend=numpy)
    """


@api
def solve(x1: Array, x2: Array, /, *, adjoint: bool = False) -> Array:
    """Solve ``x1 @ out = x2`` (``ivy.linalg.solve``); with ``adjoint=True`` solve with the
    conjugate transpose of ``x1``.

    >>> ivy.solve(ivy.asarray([[2.0, 0.0], [1.0, 1.0]]), ivy.asarray([2.0, 3.0]), adjoint=True)
    ivy.array([-0.5,  3. ], dtype=float32, backend=numpy)
    """


@api
def matrix_power(x: Array, n: int, /) -> Array:
    """``x`` multiplied by itself ``n`` times (``n < 0``: of its inverse; ``n == 0``: identity).

    >>> ivy.matrix_power(ivy.asarray([[1.0, 1.0], [0.0, 1.0]]), 3)
    ivy.array([[1., 3.],
               [0., 1.]], dtype=float32, backend=numpy)
    """


@api
def matrix_rank(x: Array, /, *, atol: float | Array | None = None, rtol: float | Array | None = None,
                hermitian: bool = False) -> Array:
    """Number of singular values above ``max(atol, rtol * largest)`` (torch's rule: ``rtol``
    defaults to ``eps * max(M, N)``, or to 0 when only ``atol`` is given); ``hermitian=True``
    takes the absolute eigenvalues of the lower triangle instead. An int64 array.

    >>> ivy.matrix_rank(ivy.asarray([[1.0, 2.0], [2.0, 4.0]]))
    ivy.array(1, dtype=int64, backend=numpy)
    """


@api
def eigh(x: Array, /, *, UPLO: str = "L") -> EighResult:  # noqa: N803 - Ivy's name
    """Eigenvalues (ascending) and eigenvectors of the Hermitian matrices given by the lower
    (``UPLO="L"``) or upper (``"U"``) triangle of ``x``; the other triangle is not read.

    >>> [float(v) for v in ivy.eigh(ivy.asarray([[2.0, 9.0], [0.0, 1.0]]), UPLO="L").eigenvalues]
    [1.0, 2.0]
    """


@api
def eigvalsh(x: Array, /, *, UPLO: str = "L") -> Array:  # noqa: N803 - Ivy's name
    """Eigenvalues (ascending) of the Hermitian matrices given by one triangle of ``x`` (as :func:`eigh`).

    >>> ivy.eigvalsh(ivy.asarray([[2.0, 1.0], [0.0, 2.0]]), UPLO="U")
    ivy.array([1., 3.], dtype=float32, backend=numpy)
    """


@api
def qr(x: Array, /, *, mode: str = "reduced") -> QRResult:
    """QR decomposition, ``mode`` ``"reduced"`` or ``"complete"`` (``ivy.linalg.qr``).

    >>> [a.shape for a in ivy.qr(ivy.ones((4, 2)))]
    [(4, 2), (2, 2)]
    """


@api
def svd(x: Array, /, *, compute_uv: bool = True, full_matrices: bool = True) -> SVDResult | SVDValues:
    """Singular value decomposition ``(U, S, Vh)``; with ``compute_uv=False`` a one-field tuple
    ``(S,)`` of the singular values alone, as Ivy returns.

    >>> [a.shape for a in ivy.svd(ivy.ones((4, 2)), full_matrices=False)]
    [(4, 2), (2,), (2, 2)]
    >>> ivy.svd(ivy.asarray([[3.0, 0.0], [0.0, 4.0]]), compute_uv=False).S
    ivy.array([4., 3.], dtype=float32, backend=numpy)
    """


@api
def svdvals(x: Array, /) -> Array:
    """Singular values, descending (``ivy.linalg.svdvals``).

    >>> ivy.svdvals(ivy.asarray([[3.0, 0.0], [0.0, 4.0]]))
    ivy.array([4., 3.], dtype=float32, backend=numpy)
    """


@api
def matrix_norm(x: Array, /, *, ord: int | float | str = "fro", axis: tuple[int, int] = (-2, -1),
                keepdims: bool = False, dtype: Dtype | None = None) -> Array:
    """Matrix norm over the two axes ``axis`` (``ord`` as ``ivy.linalg.matrix_norm``); ``dtype``
    casts ``x`` first.

    >>> ivy.matrix_norm(ivy.ones((2, 3, 4)), axis=(0, 2))
    ivy.array([2.828427, 2.828427, 2.828427], dtype=float32, backend=numpy)
    """


@api
def vector_norm(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False,
                ord: int | float = 2, dtype: Dtype | None = None) -> Array:
    """Vector norm (``ivy.linalg.vector_norm``); ``dtype`` casts ``x`` first.

    >>> ivy.vector_norm(ivy.asarray([3, 4]), dtype=ivy.float64)
    ivy.array(5., dtype=float64, backend=numpy)
    """


@api
def diagonal(x: Array, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1) -> Array:
    """The diagonal at ``offset`` of the matrices spanned by ``axis1`` (rows) and ``axis2``
    (columns), as a last axis (NumPy's ``diagonal``).

    >>> ivy.diagonal(ivy.reshape(ivy.arange(8.0), (2, 2, 2)), axis1=0, axis2=2)
    ivy.array([[0., 5.],
               [2., 7.]], dtype=float32, backend=numpy)
    """


@api
def trace(x: Array, /, *, offset: int = 0, axis1: int = 0, axis2: int = 1) -> Array:
    """Sum of the diagonal at ``offset`` of the matrices spanned by ``axis1`` and ``axis2``
    (NumPy's and Ivy's default: the first two axes; ``ivy.linalg.trace`` takes the last two).

    >>> ivy.trace(ivy.reshape(ivy.arange(8.0), (2, 2, 2)))
    ivy.array([6., 8.], dtype=float32, backend=numpy)
    """


@api
def outer(x1: Array, x2: Array, /) -> Array:
    """Outer product of vectors, batched: (..., M) and (..., N) give (..., M, N).

    >>> ivy.outer(ivy.asarray([1.0, 2.0]), ivy.asarray([1.0, 0.0, -1.0]))
    ivy.array([[ 1.,  0., -1.],
               [ 2.,  0., -2.]], dtype=float32, backend=numpy)
    """


@api
def inner(x1: Array, x2: Array, /) -> Array:
    """Inner product over the last axes (NumPy's ``inner``): (..., K) and (..., K) give
    ``x1.shape[:-1] + x2.shape[:-1]``; a 0-d operand multiplies.

    >>> ivy.inner(ivy.asarray([[1.0, 2.0], [3.0, 4.0]]), ivy.asarray([1.0, 1.0]))
    ivy.array([3., 7.], dtype=float32, backend=numpy)
    """


@api
def diag(x: Array, /, *, k: int = 0) -> Array:
    """NumPy's ``diag``: a 1-D ``x`` as the ``k``-th diagonal of a square matrix, or the
    ``k``-th diagonal of a 2-D ``x``.

    >>> ivy.diag(ivy.asarray([1.0, 2.0]), k=1)
    ivy.array([[0., 1., 0.],
               [0., 0., 2.],
               [0., 0., 0.]], dtype=float32, backend=numpy)
    """


@api
def vander(x: Array, /, *, N: int | None = None, increasing: bool = False) -> Array:  # noqa: N803 - Ivy's name
    """Vandermonde matrices: the powers ``N - 1, ..., 0`` of each element of ``x`` (``0 ... N - 1``
    with ``increasing``), ``N`` defaulting to the last axis' size; batched over leading axes.
    ``x``'s dtype is kept (as torch's ``vander``; NumPy's widens to 64 bits); bool gives int64.

    >>> ivy.vander(ivy.asarray([1, 2, 3]))
    ivy.array([[1, 1, 1],
               [4, 2, 1],
               [9, 3, 1]], dtype=int64, backend=numpy)
    """


# ------------------------------------------- ivy 1.0's experimental linear algebra
# NumPy's definitions; compositions in ``_linalg_impl``.


@api
def eig(x: Array, /) -> EigResult:
    """Eigenvalues and eigenvectors of square matrices, complex (``ivy.linalg.eig``).

    >>> ivy.eig(ivy.asarray([[2.0, 0.0], [0.0, 3.0]])).eigenvalues
    ivy.array([2.+0.j, 3.+0.j], dtype=complex64, backend=numpy)
    """


@api
def eigvals(x: Array, /) -> Array:
    """Eigenvalues of square matrices, complex (``ivy.linalg.eigvals``).

    >>> ivy.eigvals(ivy.asarray([[0.0, -1.0], [1.0, 0.0]])).dtype
    ivy.complex64
    """


@api
def adjoint(x: Array, /) -> Array:
    """The conjugate transpose of the last two axes.

    >>> ivy.adjoint(ivy.asarray([[1j, 2.0]]))
    ivy.array([[0.-1.j],
               [2.-0.j]], dtype=complex64, backend=numpy)
    """


@api
def multi_dot(x: Sequence[Array], /) -> Array:
    """The product of a chain of matrices (the first may be a 1-D row, the last a 1-D column),
    NumPy's ``linalg.multi_dot``.

    >>> ivy.multi_dot([ivy.ones((2, 3)), ivy.ones((3, 4)), ivy.ones(4)])
    ivy.array([12., 12.], dtype=float32, backend=numpy)
    """


@api
def dot(a: Array, b: Array, /) -> Array:
    """NumPy's ``dot``: inner product of vectors, matrix product of matrices, and for N-d
    arrays a sum over ``a``'s last axis and ``b``'s second-to-last (last if 1-D); 0-d multiplies.

    >>> ivy.dot(ivy.asarray([1.0, 2.0]), ivy.asarray([3.0, 4.0]))
    ivy.array(11., dtype=float32, backend=numpy)
    """


@api
def solve_triangular(x1: Array, x2: Array, /, *, upper: bool = True, adjoint: bool = False, unit_diagonal: bool = False) -> Array:  # noqa: E501
    """Solve ``T @ out = x2`` for the triangle ``T`` of ``x1`` (upper or lower; the other is not
    read), with ``T``'s conjugate transpose (``adjoint``) or ones on its diagonal (``unit_diagonal``).

    >>> ivy.solve_triangular(ivy.asarray([[2.0, 1.0], [9.0, 1.0]]), ivy.asarray([[3.0], [1.0]]))
    ivy.array([[1.],
               [1.]], dtype=float32, backend=numpy)
    """


@api
def cond(x: Array, /, *, p: int | float | str | None = None) -> Array:
    """The condition number of square matrices in the norm ``p`` (None: the ratio of the
    largest to the smallest singular value), NumPy's ``linalg.cond``.

    >>> ivy.cond(ivy.asarray([[2.0, 0.0], [0.0, 0.5]]))
    ivy.array(4., dtype=float32, backend=numpy)
    """


@api
def batched_outer(tensors: Sequence[Array], /) -> Array:
    """The outer product of several batches of vectors: (B, n1), (B, n2), ... give (B, n1, n2, ...).

    >>> ivy.batched_outer([ivy.ones((2, 3)), ivy.ones((2, 4))]).shape
    (2, 3, 4)
    """

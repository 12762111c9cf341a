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


class LUResult(NamedTuple):
    """``lu_factor``'s result: ``LU`` (the unit lower factor below the diagonal, the upper one on
    and above it) and 1-based int32 ``pivots`` (row ``i`` was swapped with row ``pivots[i]``)."""

    LU: Array
    pivots: Array


@api
def diagflat(x: Array, /, *, offset: int = 0, padding_value: float = 0, align: str = "RIGHT_LEFT", num_rows: int = -1, num_cols: int = -1) -> Array:  # noqa: E501
    """A matrix with the flattened ``x`` on its ``offset``-th diagonal (NumPy's ``diagflat``) and
    ``padding_value`` elsewhere; ``num_rows``/``num_cols`` (-1: the smallest that holds the
    diagonal) as TensorFlow's ``matrix_diag``. ``align`` (TensorFlow's) only matters for several
    diagonals and is checked, not used.

    >>> ivy.diagflat(ivy.asarray([[1, 2]]), offset=1)
    ivy.array([[0, 1, 0],
               [0, 0, 2],
               [0, 0, 0]], dtype=int64, backend=numpy)
    """


@api
def kronecker(x: Sequence[Array], skip_matrix: int | None = None, reverse: bool = False) -> Array:
    """The Kronecker product of a list of matrices (tensorly's ``kronecker``): ``x[0] (x) x[1]
    (x) ...``, leaving out ``x[skip_matrix]``, in the reverse order with ``reverse``.

    >>> ivy.kronecker([ivy.eye(2), ivy.ones((1, 2))])
    ivy.array([[1., 1., 0., 0.],
               [0., 0., 1., 1.]], dtype=float32, backend=numpy)
    """


@api
def khatri_rao(x: Sequence[Array], weights: Array | None = None, skip_matrix: int | None = None, mask: Array | None = None) -> Array:  # noqa: E501
    """The column-wise Kronecker product of matrices with the same number of columns (tensorly's
    ``khatri_rao``): row ``i * J + j`` of the result is ``x[0][i] * x[1][j]`` (for two); the
    columns are scaled by ``weights``, the rows by ``mask``, ``x[skip_matrix]`` is left out.

    >>> ivy.khatri_rao([ivy.asarray([[1.0, 2.0]]), ivy.asarray([[1.0, 1.0], [3.0, 4.0]])])
    ivy.array([[1., 2.],
               [3., 8.]], dtype=float32, backend=numpy)
    """


@api
def lu_factor(A: Array, /, *, pivot: bool = True) -> LUResult:  # noqa: N803 - Ivy's name
    """The LU factorisation with partial pivoting of (batches of) square matrices, as
    ``torch.linalg.lu_factor``/LAPACK's ``getrf``: ``P A = L U`` packed in one matrix, with
    1-based pivots; ``pivot=False`` factors without row swaps (pivots ``1 ... n``).

    >>> lu, piv = ivy.lu_factor(ivy.asarray([[1.0, 2.0], [3.0, 4.0]]))
    >>> lu, piv
    (ivy.array([[3.        , 4.        ],
               [0.33333334, 0.6666666 ]], dtype=float32, backend=numpy), ivy.array([2, 2], dtype=int32, backend=numpy))
    """


@api
def lu_solve(lu: Array, p: Array, b: Array, /) -> Array:
    """Solve ``A X = b`` from ``A``'s :func:`lu_factor` (``lu``, ``p``), as
    ``torch.linalg.lu_solve``; ``b`` is (batches of) ``(n, k)`` matrices.

    >>> lu, piv = ivy.lu_factor(ivy.asarray([[1.0, 2.0], [3.0, 4.0]]))
    >>> ivy.lu_solve(lu, piv, ivy.asarray([[5.0], [11.0]]))
    ivy.array([[1.],
               [2.]], dtype=float32, backend=numpy)
    """


@api
def tensorsolve(x1: Array, x2: Array, /, *, axes: Sequence[int] | None = None) -> Array:
    """NumPy's ``linalg.tensorsolve``: the ``x`` with ``tensordot(x1, x, x.ndim) == x2``, ``x`` of
    shape ``x1.shape[x2.ndim:]``; ``axes`` are axes of ``x1`` moved to the end first.

    >>> ivy.tensorsolve(ivy.reshape(ivy.eye(4) * 2, (2, 2, 2, 2)), ivy.ones((2, 2)))
    ivy.array([[0.5, 0.5],
               [0.5, 0.5]], dtype=float32, backend=numpy)
    """


@api
def svd_flip(U: Array, V: Array, /, u_based_decision: bool = True) -> tuple[Array, Array]:  # noqa: N803
    """The signs of an SVD's singular vectors made deterministic (scikit-learn's/tensorly's
    ``svd_flip``): each column of ``U`` whose largest-magnitude entry is negative is negated, with
    the matching row of ``V``; with ``u_based_decision=False`` the rows of ``V`` decide.

    >>> u, v = ivy.svd_flip(ivy.asarray([[-3.0, 1.0], [1.0, 2.0]]), ivy.asarray([[1.0, 2.0], [3.0, 4.0]]))
    >>> u
    ivy.array([[ 3.,  1.],
               [-1.,  2.]], dtype=float32, backend=numpy)
    >>> v
    ivy.array([[-1., -2.],
               [ 3.,  4.]], dtype=float32, backend=numpy)
    """


@api
def truncated_svd(x: Array, /, compute_uv: bool = True, n_eigenvecs: int | None = None) -> SVDResult | Array:
    """The ``n_eigenvecs`` leading singular triplets of a matrix (all ``min(m, n)`` when None):
    ``(U, S, Vh)``, or ``S`` alone without ``compute_uv`` (tensorly's ``truncated_svd``).

    >>> ivy.truncated_svd(ivy.asarray([[3.0, 0.0], [0.0, 4.0]]), compute_uv=False, n_eigenvecs=1)
    ivy.array([4.], dtype=float32, backend=numpy)
    """


@api
def mode_dot(x: Array, /, matrix_or_vector: Array, mode: int, transpose: bool = False) -> Array:
    """The ``mode``-n product of a tensor with a matrix (``M @ unfold(x, mode)`` folded back, the
    mode's size becoming ``M.shape[0]``) or a vector (the mode contracted away); ``transpose``
    uses ``M``'s conjugate transpose (tensorly's ``mode_dot``).

    >>> ivy.mode_dot(ivy.ones((2, 3, 4)), ivy.ones((5, 3)), 1).shape
    (2, 5, 4)
    """


@api
def multi_mode_dot(x: Array, mat_or_vec_list: Sequence[Array], /, modes: Sequence[int] | None = None, skip: int | None = None, transpose: bool = False) -> Array:  # noqa: E501
    """:func:`mode_dot` with each matrix or vector of the list along its mode (``modes``, by
    default ``0, 1, ...``), in increasing mode order, leaving out the ``skip``-th (tensorly's).

    >>> ivy.multi_mode_dot(ivy.ones((2, 3, 4)), [ivy.ones((5, 2)), ivy.ones(4)], modes=[0, 2]).shape
    (5, 3)
    """


@api
def general_inner_product(a: Array, b: Array, n_modes: int | None = None, /) -> Array:
    """The inner product of ``a``'s last ``n_modes`` modes with ``b``'s first ones (all of both,
    which must have one shape, when None): tensorly's ``inner``.

    >>> ivy.general_inner_product(ivy.ones((2, 3)), ivy.ones((3, 4)), 1).shape
    (2, 4)
    """


@api
def higher_order_moment(x: Array, order: int, /) -> Array:
    """The ``order``-th moment tensor of the samples ``x`` (``(n_samples, n_features)``): the mean
    over samples of the ``order``-fold outer product of each with itself (tensorly's).

    >>> ivy.higher_order_moment(ivy.asarray([[1.0, 2.0], [3.0, 0.0]]), 2)
    ivy.array([[5., 1.],
               [1., 2.]], dtype=float32, backend=numpy)
    """


@api
def eigh_tridiagonal(alpha: Array, beta: Array, /, *, eigvals_only: bool = True, select: str = "a", select_range: Array | tuple[float, float] | Sequence[float] | None = None, tol: float | None = None) -> Array | tuple[Array, Array]:  # noqa: E501
    """Eigenvalues (ascending; and eigenvectors as columns unless ``eigvals_only``) of the
    Hermitian tridiagonal matrix with diagonal ``alpha`` and off-diagonal ``beta`` (TensorFlow's
    ``eigh_tridiagonal``): all (``select="a"``), those in ``(lo, hi]`` (``"v"``) or indices
    ``lo ... hi`` (``"i"``) of ``select_range``. ``tol`` is accepted (the result is exact to
    the dtype's precision).

    >>> ivy.eigh_tridiagonal(ivy.asarray([2.0, 2.0]), ivy.asarray([1.0]))
    ivy.array([1., 3.], dtype=float32, backend=numpy)
    """


# ivy 1.0's experimental tensor reshaping (tensorly's definitions); compositions in ``_linalg_impl``.


@api
def unfold(x: Array, /, mode: int = 0) -> Array:
    """The mode-``mode`` unfolding: ``mode`` moved first, the rest flattened (C order) into columns.

    >>> ivy.unfold(ivy.reshape(ivy.arange(8), (2, 2, 2)), 1)
    ivy.array([[0, 1, 4, 5],
               [2, 3, 6, 7]], dtype=int64, backend=numpy)
    """


@api
def fold(x: Array, /, mode: int, shape: Sequence[int]) -> Array:
    """The tensor of ``shape`` whose mode-``mode`` unfolding is ``x`` (:func:`unfold`'s inverse).

    >>> ivy.fold(ivy.unfold(ivy.reshape(ivy.arange(8), (2, 2, 2)), 1), 1, (2, 2, 2)).shape
    (2, 2, 2)
    """


@api
def partial_unfold(x: Array, /, mode: int = 0, skip_begin: int = 1, skip_end: int = 0, ravel_tensors: bool = False) -> Array:  # noqa: E501
    """:func:`unfold` of each sub-tensor past the first ``skip_begin`` (batch) modes and before the
    last ``skip_end`` (kept in order; tensorly lists them last to first); ``ravel_tensors``
    flattens each into a vector instead (tensorly's).

    >>> ivy.partial_unfold(ivy.ones((5, 2, 3, 4)), 1).shape
    (5, 3, 8)
    """


@api
def partial_fold(x: Array, /, mode: int, shape: Sequence[int], skip_begin: int = 1) -> Array:
    """:func:`partial_unfold`'s inverse: the tensor of ``shape`` (batch modes included).

    >>> ivy.partial_fold(ivy.ones((5, 3, 8)), 1, (5, 2, 3, 4)).shape
    (5, 2, 3, 4)
    """


@api
def partial_tensor_to_vec(x: Array, /, skip_begin: int = 1, skip_end: int = 0) -> Array:
    """Each sub-tensor past the first ``skip_begin`` modes (and before the last ``skip_end``)
    flattened to a vector (tensorly's).

    >>> ivy.partial_tensor_to_vec(ivy.ones((5, 2, 3))).shape
    (5, 6)
    """


@api
def partial_vec_to_tensor(x: Array, /, shape: Sequence[int], skip_begin: int = 1) -> Array:
    """:func:`partial_tensor_to_vec`'s inverse: the vectors reshaped to ``shape``.

    >>> ivy.partial_vec_to_tensor(ivy.ones((5, 6)), (5, 2, 3)).shape
    (5, 2, 3)
    """


@api
def matricize(x: Array, /, row_modes: Sequence[int], column_modes: Sequence[int] | None = None) -> Array:
    """The matrix whose rows index ``row_modes`` and columns ``column_modes`` (by default the
    other modes, in order) of ``x``, C order within each (tensorly's ``matricize``).

    >>> ivy.matricize(ivy.ones((2, 3, 4)), [1]).shape
    (3, 8)
    """


@api
def soft_thresholding(x: Array, /, threshold: float | Array) -> Array:
    """The soft-thresholding operator ``sign(x) * max(|x| - threshold, 0)``.

    >>> ivy.soft_thresholding(ivy.asarray([-3.0, 0.5, 2.0]), 1.0)
    ivy.array([-2.,  0.,  1.], dtype=float32, backend=numpy)
    """


@api
def tt_matrix_to_tensor(tt_matrix: Sequence[Array], /) -> Array:
    """The full tensor of a tensor-train matrix: cores ``(r_k, m_k, n_k, r_{k+1})`` (a list, or
    one stacked array when they share a shape) give shape ``(m_1, ..., m_d, n_1, ..., n_d)``
    (tensorly's ``tt_matrix_to_tensor``).

    >>> ivy.tt_matrix_to_tensor([ivy.ones((1, 2, 3, 2)), ivy.ones((2, 4, 5, 1))]).shape
    (2, 4, 3, 5)
    """

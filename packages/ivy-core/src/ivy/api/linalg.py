"""linalg functions: the standard's ``linalg`` extension, as ``ivy.linalg.<name>``.

All functions accept arbitrary leading batch dimensions. Floating-point-only
functions given integer or bool arrays compute in (and return) the default
float dtype, float32; float16 arrays are computed in float32 and returned as
float16 (complex results of float16 input are complex64).
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from .._dispatch import api, composition

__all__ = [
    "EigResult", "EighResult", "QRResult", "SVDResult", "SlogdetResult",
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr", "slogdet",
    "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm",
]


# ------------------------------------------------------------------ results


class EigResult(NamedTuple):
    """``eig``'s result: complex ``eigenvalues`` (..., M) and ``eigenvectors`` (..., M, M) as columns."""

    eigenvalues: Array
    eigenvectors: Array


EigResult.__name__ = "eig"  # printed as Ivy 1.0 printed it: eig(...)


class EighResult(NamedTuple):
    """``eigh``'s result: real ``eigenvalues`` (..., M) and ``eigenvectors`` (..., M, M) as columns."""

    eigenvalues: Array
    eigenvectors: Array


EighResult.__name__ = "eigh"  # printed as Ivy 1.0 printed it: eigh(...)


class QRResult(NamedTuple):
    """``qr``'s result: ``Q`` with orthonormal columns and upper-triangular ``R``."""

    Q: Array
    R: Array


QRResult.__name__ = "qr"  # printed as Ivy 1.0 printed it: qr(...)


class SlogdetResult(NamedTuple):
    """``slogdet``'s result: ``sign`` and natural log of the absolute determinant."""

    sign: Array
    logabsdet: Array


SlogdetResult.__name__ = "slogdet"  # printed as Ivy 1.0 printed it: slogdet(...)


class SVDResult(NamedTuple):
    """``svd``'s result: ``U``, singular values ``S`` (descending) and ``Vh``."""

    U: Array
    S: Array
    Vh: Array


SVDResult.__name__ = "svd"  # printed as Ivy 1.0 printed it: svd(...)


# ---------------------------------------------------------------- functions


@api
def cholesky(x: Array, /, *, upper: bool = False) -> Array:
    """Cholesky factor of symmetric/Hermitian positive-definite matrices.

    Lower-triangular ``L`` with ``x = L @ L^H``; with ``upper=True`` the
    upper-triangular ``U = L^H`` with ``x = U^H @ U``.

    >>> L = ivy.linalg.cholesky(ivy.asarray([[4.0, 2.0], [2.0, 5.0]]))
    >>> float(L[0, 0]), float(L[0, 1]), float(L[1, 0]), float(L[1, 1])
    (2.0, 0.0, 1.0, 2.0)
    """


@api
def cross(x1: Array, x2: Array, /, *, axis: int = -1) -> Array:
    """Cross product of 3-element vectors along ``axis`` (which must have size 3), broadcasting the rest.

    >>> z = ivy.linalg.cross(ivy.asarray([1.0, 0.0, 0.0]), ivy.asarray([0.0, 1.0, 0.0]))
    >>> [float(v) for v in z]
    [0.0, 0.0, 1.0]
    """


@api
def det(x: Array, /) -> Array:
    """Determinant of square matrices (shape (..., M, M) -> (...)).

    >>> float(ivy.linalg.det(ivy.asarray([[2.0, 0.0], [0.0, 3.0]])))
    6.0
    """


@api
def diagonal(x: Array, /, *, offset: int = 0) -> Array:
    """The ``offset``-th diagonal of the matrices in the last two axes.

    >>> [int(v) for v in ivy.linalg.diagonal(ivy.asarray([[1, 2], [3, 4]]))]
    [1, 4]
    """


@api
def eig(x: Array, /) -> EigResult:
    """Eigenvalues and right eigenvectors of real or complex square matrices.

    Both results are complex: complex64 for float32 input, complex128 for float64.

    >>> ivy.linalg.eig(ivy.asarray([[2.0, 0.0], [0.0, 3.0]])).eigenvalues.dtype
    ivy.complex64
    """


@api
def eigh(x: Array, /) -> EighResult:
    """Eigenvalues (real, ascending) and orthonormal eigenvectors of symmetric/Hermitian matrices.

    >>> [float(v) for v in ivy.linalg.eigh(ivy.asarray([[2.0, 0.0], [0.0, 1.0]])).eigenvalues]
    [1.0, 2.0]
    """


@api
def eigvals(x: Array, /) -> Array:
    """Eigenvalues (complex) of real or complex square matrices.

    >>> ivy.linalg.eigvals(ivy.asarray([[0.0, -1.0], [1.0, 0.0]])).shape
    (2,)
    """


@api
def eigvalsh(x: Array, /) -> Array:
    """Eigenvalues (real, ascending) of symmetric/Hermitian matrices.

    >>> [round(float(v), 4) for v in ivy.linalg.eigvalsh(ivy.asarray([[2.0, 1.0], [1.0, 2.0]]))]
    [1.0, 3.0]
    """


@api
def inv(x: Array, /) -> Array:
    """Inverse of square matrices.

    >>> float(ivy.linalg.inv(ivy.asarray([[2.0, 0.0], [0.0, 4.0]]))[1, 1])
    0.25
    """


@api
def matmul(x1: Array, x2: Array, /) -> Array:
    """Matrix product; the same as :func:`ivy.matmul`.

    >>> ivy.linalg.matmul(ivy.ones((2, 3)), ivy.ones((3, 4))).shape
    (2, 4)
    """


@api
def matrix_norm(x: Array, /, *, keepdims: bool = False, ord: int | float | Literal["fro", "nuc"] | None = "fro") -> Array:  # noqa: E501
    """Norm of the matrices in the last two axes.

    ``ord``: ``"fro"`` (Frobenius), ``"nuc"`` (nuclear), ``1``/``-1`` (max/min
    column abs sum), ``inf``/``-inf`` (max/min row abs sum), ``2``/``-2``
    (largest/smallest singular value). Complex input gives a real result.

    >>> float(ivy.linalg.matrix_norm(ivy.asarray([[3.0, 0.0], [0.0, 4.0]])))
    5.0
    """


@api
def matrix_power(x: Array, n: int, /) -> Array:
    """``x`` (square matrices) raised to the integer power ``n``; negative ``n`` inverts first, ``0`` gives identities.

    >>> float(ivy.linalg.matrix_power(ivy.asarray([[2.0, 0.0], [0.0, 3.0]]), 2)[1, 1])
    9.0
    """


@api
def matrix_rank(x: Array, /, *, rtol: float | Array | None = None) -> Array:
    """Rank of matrices: the number of singular values above ``rtol * largest singular value``.

    ``rtol`` defaults to ``max(M, N) * eps`` of the dtype; an array ``rtol``
    broadcasts against the batch shape. Returns the default integer dtype.

    >>> int(ivy.linalg.matrix_rank(ivy.asarray([[1.0, 2.0], [2.0, 4.0]])))
    1
    """


@api
def matrix_transpose(x: Array, /) -> Array:
    """Transpose of the last two axes; the same as :func:`ivy.matrix_transpose`.

    >>> ivy.linalg.matrix_transpose(ivy.ones((5, 2, 3))).shape
    (5, 3, 2)
    """


@api
def outer(x1: Array, x2: Array, /) -> Array:
    """Outer product of two 1-D arrays (shape (N,), (M,) -> (N, M)).

    >>> o = ivy.linalg.outer(ivy.asarray([1, 2]), ivy.asarray([1, 10, 100]))
    >>> o.shape, int(o[1, 2])
    ((2, 3), 200)
    """


@api
def pinv(x: Array, /, *, rtol: float | Array | None = None) -> Array:
    """Moore-Penrose pseudo-inverse; singular values at most ``rtol * largest`` count as zero.

    ``rtol`` defaults to ``max(M, N) * eps`` of the dtype.

    >>> ivy.linalg.pinv(ivy.ones((2, 3))).shape
    (3, 2)
    """


@api
def qr(x: Array, /, *, mode: Literal["reduced", "complete"] = "reduced") -> QRResult:
    """QR decomposition: ``x = Q @ R``, ``Q`` with orthonormal columns, ``R`` upper triangular.

    ``mode="reduced"`` gives ``Q`` (..., M, K) and ``R`` (..., K, N) with
    ``K = min(M, N)``; ``"complete"`` gives ``Q`` (..., M, M), ``R`` (..., M, N).

    >>> [a.shape for a in ivy.linalg.qr(ivy.ones((4, 2)))]
    [(4, 2), (2, 2)]
    """


@api
def slogdet(x: Array, /) -> SlogdetResult:
    """Sign and log of the absolute value of the determinant (``sign=0, logabsdet=-inf`` when singular).

    >>> float(ivy.linalg.slogdet(ivy.asarray([[-2.0, 0.0], [0.0, 1.0]])).sign)
    -1.0
    """


@api
def solve(x1: Array, x2: Array, /) -> Array:
    """Solve ``x1 @ out = x2`` for square ``x1``.

    ``x2`` is a vector only when it is 1-D (shape (M,)); otherwise it is a
    stack of (M, K) matrices whose batch shape broadcasts against ``x1``'s.

    >>> [float(v) for v in ivy.linalg.solve(ivy.asarray([[2.0, 0.0], [0.0, 4.0]]), ivy.asarray([2.0, 2.0]))]
    [1.0, 0.5]
    """


@api
def svd(x: Array, /, *, full_matrices: bool = True) -> SVDResult:
    """Singular value decomposition ``x = U @ diag(S) @ Vh`` (``S`` real, descending).

    With ``full_matrices=False``, ``U`` is (..., M, K) and ``Vh`` (..., K, N), ``K = min(M, N)``.

    >>> [a.shape for a in ivy.linalg.svd(ivy.ones((4, 2)), full_matrices=False)]
    [(4, 2), (2,), (2, 2)]
    """


@api
def svdvals(x: Array, /) -> Array:
    """Singular values (real, descending) of matrices.

    >>> [float(v) for v in ivy.linalg.svdvals(ivy.asarray([[3.0, 0.0], [0.0, 4.0]]))]
    [4.0, 3.0]
    """


@api
def tensordot(x1: Array, x2: Array, /, *, axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Array:
    """Tensor contraction over ``axes``; the same as :func:`ivy.tensordot`.

    >>> ivy.linalg.tensordot(ivy.ones((2, 3)), ivy.ones((3, 4)), axes=1).shape
    (2, 4)
    """


@api
def trace(x: Array, /, *, offset: int = 0, dtype: Dtype | None = None) -> Array:
    """Sum of the ``offset``-th diagonal of the matrices in the last two axes.

    The accumulation dtype follows :func:`ivy.sum`: integers narrower than
    int64 accumulate in int64 (unsigned in uint64), bool in int64; ``dtype``
    casts ``x`` first.

    >>> int(ivy.linalg.trace(ivy.asarray([[1, 2], [3, 4]])))
    5
    """


@api
def vecdot(x1: Array, x2: Array, /, *, axis: int = -1) -> Array:
    """Dot product of vectors along ``axis`` (conjugating ``x1``); the same as :func:`ivy.vecdot`.

    >>> float(ivy.linalg.vecdot(ivy.asarray([1.0, 2.0]), ivy.asarray([3.0, 4.0])))
    11.0
    """


@api
def vector_norm(x: Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False, ord: int | float = 2) -> Array:  # noqa: E501
    """Vector ``ord``-norm over ``axis`` (all axes when None, any number of axes in a tuple).

    ``ord``: any positive float, ``0`` (count of nonzeros), ``inf`` (max abs),
    ``-inf`` (min abs), negative floats. Over zero elements the norm is 0 for
    ``ord >= 0`` and inf for ``ord < 0``. Complex input gives a real result.

    >>> float(ivy.linalg.vector_norm(ivy.asarray([3.0, 4.0])))
    5.0
    """


# ----------------------------------------------- shared with the top level


@composition("linalg.matmul")
def _matmul(xp, x1, x2, /):
    return xp.matmul(x1, x2)


@composition("linalg.matrix_transpose")
def _matrix_transpose(xp, x, /):
    return xp.matrix_transpose(x)


@composition("linalg.tensordot")
def _tensordot(xp, x1, x2, /, *, axes=2):
    return xp.tensordot(x1, x2, axes=axes)


@composition("linalg.vecdot")
def _vecdot(xp, x1, x2, /, *, axis=-1):
    return xp.vecdot(x1, x2, axis=axis)


# the declarations' helpers are no part of the ivy.linalg namespace
del api, composition

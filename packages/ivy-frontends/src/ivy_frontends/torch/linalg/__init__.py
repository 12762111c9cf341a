"""``torch.linalg`` on ivy: norms, decompositions, solvers, inverses.

Results follow torch: ``(U, S, Vh)``, ``(sign, logabsdet)``, ``(LU, pivots)`` with 1-based int32
pivots, complex eigen decompositions from ``eig``, the ``*_ex`` variants' ``info`` (0 on
success; with ``check_errors=True`` a failure raises), integer inputs refused where torch
refuses them.

>>> import ivy_frontends.torch as torch
>>> torch.linalg.norm(torch.tensor([3.0, 4.0]))
tensor(5.)
"""

from __future__ import annotations

import builtins
import math

import ivy

from ..._errors import FrontendRuntimeError
from .. import _dtypes as D
from .. import return_types as RT
from .._convert import dtype_of, promoted, ret, ret_tuple, t, wrap
from .._convert import n as _n
from ..tensor import _dim

__all__ = [
    "norm", "vector_norm", "matrix_norm", "det", "slogdet", "cond", "matrix_rank", "cholesky", "cholesky_ex", "eig",
    "eigvals", "eigh", "eigvalsh", "svd", "svdvals", "qr", "lu", "lu_factor", "lu_factor_ex", "lu_solve", "inv",
    "inv_ex", "pinv", "solve", "solve_ex", "solve_triangular", "lstsq", "matrix_power", "matrix_exp", "cross",
    "vecdot", "multi_dot", "householder_product", "tensorinv", "tensorsolve", "vander", "diagonal", "matmul",
    "ldl_factor", "ldl_factor_ex", "ldl_solve",
]


def _nat(r):
    return r._data if r.__class__ is ivy.Array else r


def _float_in(A, fn):
    """Native ``A``, checked to be floating or complex (torch's linalg refuses integers)."""
    a = t(A)
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f"linalg.{fn}: Expected a floating point or complex tensor as input. Got {d}")
    return a


def _square(a, fn):
    if a.ndim < 2:
        raise FrontendRuntimeError(f"linalg.{fn}: The input tensor A must have at least 2 dimensions.")
    if int(a.shape[-1]) != int(a.shape[-2]):
        raise FrontendRuntimeError(f"linalg.{fn}: A must be batches of square matrices, but they are "
                                   f"{int(a.shape[-2])} by {int(a.shape[-1])} matrices")
    return a


def _real_dtype(d):
    return d.to_real() if d.is_complex else d


def _with_dtype(a, dtype):
    if dtype is None:
        return a
    return ivy.astype(a, D.to_ivy(dtype))


# ------------------------------------------------------------------ norms

def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None, out=None):  # noqa: A002
    """The vector ``ord``-norm over ``dim`` (all elements when None)."""
    a = _with_dtype(t(x), dtype)
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f"linalg.vector_norm: Expected a floating point or complex tensor as input. "
                                   f"Got {d}")
    if isinstance(dim, int):
        dim = (dim,)
    axis = None if dim is None else tuple(_dim(v, builtins.max(a.ndim, 1)) for v in dim)
    if a.ndim == 0:
        axis = None
    o = float(ord)
    if d in (D.float16, D.bfloat16):
        r = vector_norm(wrap(ivy.astype(a, ivy.float32)), ord, dim, keepdim)._data
        return ret(ivy.astype(r, d._ivy), out)
    if builtins.any(int(a.shape[i]) == 0 for i in (axis or range(a.ndim))) and o < 0:
        raise FrontendRuntimeError("linalg.vector_norm cannot compute the -inf norm on an empty tensor because the "
                                   "operation does not have an identity")
    m = ivy.abs(a)
    if o == math.inf:
        r = ivy.max(m, axis=axis, keepdims=keepdim) if _numel(a) else ivy.sum(m, axis=axis, keepdims=keepdim)
    elif o == -math.inf:
        r = ivy.min(m, axis=axis, keepdims=keepdim)
    elif o == 0:
        r = ivy.astype(ivy.sum(ivy.astype(ivy.not_equal(m, 0), ivy.float64), axis=axis, keepdims=keepdim),
                       dtype_of(m)._ivy)
    elif o == 1:
        r = ivy.sum(m, axis=axis, keepdims=keepdim)
    elif o == 2:
        r = ivy.sqrt(ivy.sum(ivy.multiply(m, m), axis=axis, keepdims=keepdim))
    else:
        r = ivy.pow(ivy.sum(ivy.pow(m, o), axis=axis, keepdims=keepdim), 1.0 / o)
    return ret(r, out)


def _numel(a):
    k = 1
    for s in a.shape:
        k *= int(s)
    return k


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None, out=None):  # noqa: A002,N803
    """The matrix ``ord``-norm ("fro", "nuc", inf, -inf, 1, -1, 2, -2) over the two ``dim``."""
    a = _with_dtype(t(A), dtype)
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f"linalg.matrix_norm: Expected a floating point or complex tensor as input. "
                                   f"Got {d}")
    if a.ndim < 2:
        raise FrontendRuntimeError(f"linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")  # noqa: F541
    d0, d1 = (_dim(v, a.ndim) for v in dim)
    if d0 == d1:
        raise FrontendRuntimeError("linalg.matrix_norm: dims must be different")
    m = ivy.moveaxis(a, (d0, d1), (-2, -1))
    if ord == "fro":
        r = ivy.sqrt(ivy.sum(ivy.real(ivy.multiply(m, ivy.conj(m))) if d.is_complex else ivy.multiply(m, m),
                             axis=(-2, -1)))
    elif ord == "nuc":
        r = ivy.sum(ivy.linalg.svdvals(m), axis=-1)
    elif ord in (2, -2):
        s = ivy.linalg.svdvals(m)
        r = ivy.max(s, axis=-1) if ord == 2 else ivy.min(s, axis=-1)
    elif ord in (1, -1, math.inf, -math.inf):
        ab = ivy.abs(m)
        ax = -2 if ord in (1, -1) else -1
        sums = ivy.sum(ab, axis=ax)
        r = ivy.max(sums, axis=-1) if ord in (1, math.inf) else ivy.min(sums, axis=-1)
    else:
        raise FrontendRuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")
    if keepdim:
        r = ivy.expand_dims(ivy.expand_dims(r, axis=-1), axis=-1)
        r = ivy.moveaxis(r, (-2, -1), (d0, d1)) if (d0, d1) != (a.ndim - 2, a.ndim - 1) else r
    return ret(r, out)


def norm(A, ord=None, dim=None, keepdim=False, *, out=None, dtype=None):  # noqa: A002,N803
    """``vector_norm`` or ``matrix_norm`` as torch chooses: a 2-tuple ``dim`` (or a 2-d input with
    ``ord`` and no ``dim``) is a matrix norm, else a vector norm."""
    a = t(A)
    if isinstance(dim, int):
        dim = (dim,)
    if dim is not None and len(dim) == 2:
        return matrix_norm(A, "fro" if ord is None else ord, dim, keepdim, dtype=dtype, out=out)
    if dim is None and ord is not None:
        if a.ndim == 2:
            return matrix_norm(A, ord, (-2, -1), keepdim, dtype=dtype, out=out)
        if a.ndim != 1:
            raise FrontendRuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. "
                                       f"Got {a.ndim}D.")
    if isinstance(ord, str):
        raise FrontendRuntimeError(f"linalg.norm: ord {ord!r} needs a 2-d input or two dims")
    return vector_norm(A, 2 if ord is None else ord, dim, keepdim, dtype=dtype, out=out)


def cond(A, p=None, *, out=None):  # noqa: N803
    """The condition number ``norm(A, p) * norm(inv(A), p)`` (2-norm: ratio of singular values)."""
    a = _float_in(A, "cond")
    if p is None or p in (2, -2):
        s = ivy.linalg.svdvals(a)
        hi, lo = ivy.max(s, axis=-1), ivy.min(s, axis=-1)
        r = ivy.divide(hi, lo) if p in (None, 2) else ivy.divide(lo, hi)
        return ret(r, out)
    _square(a, "cond")
    inv_a = ivy.linalg.inv(a)
    r = ivy.multiply(matrix_norm(wrap(a), p)._data, matrix_norm(wrap(inv_a), p)._data)
    return ret(r, out)


# ------------------------------------------------------------------ determinants, ranks

def det(A, *, out=None):  # noqa: N803
    """The determinant of (batches of) square matrices."""
    a = _square(_float_in(A, "det"), "det")
    return ret(ivy.linalg.det(a), out)


def slogdet(A, *, out=None):  # noqa: N803
    """``(sign, logabsdet)`` of the determinant."""
    a = _square(_float_in(A, "slogdet"), "slogdet")
    r = ivy.linalg.slogdet(a)
    return RT.linalg_slogdet(*ret_tuple((r[0], r[1]), out))


def matrix_rank(A, *, atol=None, rtol=None, hermitian=False, out=None, tol=None):  # noqa: N803
    """The number of singular values above ``max(atol, rtol * largest)`` (int64)."""
    a = _float_in(A, "matrix_rank")
    s = ivy.abs(ivy.linalg.eigvalsh(a)) if hermitian else ivy.linalg.svdvals(a)
    if tol is not None:
        atol, rtol = tol, 0.0
    smax = ivy.max(s, axis=-1, keepdims=True) if int(s.shape[-1]) else ivy.zeros_like(ivy.sum(s, axis=-1,
                                                                                              keepdims=True))
    rd = _real_dtype(dtype_of(a))
    eps = ivy.finfo(rd._ivy).eps
    if rtol is None:
        rtol_v = 0.0 if (atol is not None and not _is_zero(atol)) else eps * builtins.max(int(a.shape[-1]),
                                                                                           int(a.shape[-2]))
    else:
        rtol_v = _n(rtol)
    atol_v = 0.0 if atol is None else _n(atol)
    thr = ivy.maximum(ivy.multiply(rtol_v, smax), atol_v if atol_v.__class__ in (int, float) else
                      ivy.expand_dims(atol_v, axis=-1))
    r = ivy.sum(ivy.astype(ivy.greater(s, thr), ivy.int64), axis=-1)
    return ret(r, out)


def _is_zero(v):
    return (v == 0) if v.__class__ in (int, float) else False


# ------------------------------------------------------------------ decompositions

def cholesky(A, *, upper=False, out=None):  # noqa: N803
    """The Cholesky factor L (``A = L L^H``), or U with ``upper=True``."""
    a = _square(_float_in(A, "cholesky"), "cholesky")
    L, info = _cholesky(a)
    if builtins.bool(ivy.any(ivy.greater(info, 0))):
        k = int(ivy.to_numpy(ivy.max(info)))
        raise FrontendRuntimeError(f"linalg.cholesky: The factorization could not be completed because the input is "
                                   f"not positive-definite (the leading minor of order {k} is not positive-definite).")
    if upper:
        L = ivy.conj(ivy.matrix_transpose(L)) if dtype_of(L).is_complex else ivy.matrix_transpose(L)
    return ret(L, out)


def _cholesky(a):
    """L and torch's info (0, or the order of the first non-positive leading minor)."""
    L = ivy.linalg.cholesky(a)
    bad = ivy.logical_not(ivy.all(ivy.isfinite(ivy.real(L) if dtype_of(L).is_complex else L), axis=(-2, -1)))
    info = ivy.astype(bad, ivy.int32)
    if builtins.bool(ivy.any(bad)):
        # the order of the first failing leading minor: the first non-finite / non-positive pivot
        diag = ivy.real(ivy.diagonal(L, axis1=-2, axis2=-1)) if dtype_of(L).is_complex else \
            ivy.diagonal(L, axis1=-2, axis2=-1)
        okd = ivy.logical_and(ivy.isfinite(diag), ivy.greater(diag, 0))
        first = ivy.argmin(ivy.astype(okd, ivy.int32), axis=-1)
        info = ivy.where(bad, ivy.astype(ivy.add(first, 1), ivy.int32), ivy.zeros_like(info))
        L = ivy.where(ivy.expand_dims(ivy.expand_dims(bad, axis=-1), axis=-1), ivy.zeros_like(L), L)
    return L, info


def cholesky_ex(A, *, upper=False, check_errors=False, out=None):  # noqa: N803
    """``(L, info)``: info is 0 or the order of the leading minor that is not positive-definite."""
    a = _square(_float_in(A, "cholesky_ex"), "cholesky_ex")
    L, info = _cholesky(a)
    if check_errors and builtins.bool(ivy.any(ivy.greater(info, 0))):
        raise FrontendRuntimeError("linalg.cholesky_ex: The factorization could not be completed because the input "
                                   "is not positive-definite.")
    if upper:
        L = ivy.conj(ivy.matrix_transpose(L)) if dtype_of(L).is_complex else ivy.matrix_transpose(L)
    return RT.linalg_cholesky_ex(*ret_tuple((L, info), out))


def eig(A, *, out=None):  # noqa: N803
    """``(eigenvalues, eigenvectors)``, complex, of a square matrix."""
    a = _square(_float_in(A, "eig"), "eig")
    r = ivy.linalg.eig(a)
    cd = dtype_of(a).to_complex() if not dtype_of(a).is_complex else dtype_of(a)
    return RT.linalg_eig(*ret_tuple((ivy.astype(r[0], cd._ivy), ivy.astype(r[1], cd._ivy)), out))


def eigvals(A, *, out=None):  # noqa: N803
    """The (complex) eigenvalues of a square matrix."""
    a = _square(_float_in(A, "eigvals"), "eigvals")
    cd = dtype_of(a).to_complex() if not dtype_of(a).is_complex else dtype_of(a)
    return ret(ivy.astype(ivy.linalg.eigvals(a), cd._ivy), out)


def eigh(A, UPLO="L", *, out=None):  # noqa: N803
    """``(eigenvalues, eigenvectors)`` of a Hermitian matrix (read from the ``UPLO`` triangle), ascending."""
    a = _square(_float_in(A, "eigh"), "eigh")
    a = _hermitian_from(a, UPLO)
    r = ivy.linalg.eigh(a)
    return RT.linalg_eigh(*ret_tuple((r[0], r[1]), out))


def _hermitian_from(a, uplo):
    if uplo not in ("L", "U"):
        raise FrontendRuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {uplo}")
    tri = ivy.tril(a, k=-1) if uplo == "L" else ivy.triu(a, k=1)
    diag = ivy.real(ivy.diagonal(a, axis1=-2, axis2=-1)) if dtype_of(a).is_complex else \
        ivy.diagonal(a, axis1=-2, axis2=-1)
    tt = ivy.matrix_transpose(tri)
    if dtype_of(a).is_complex:
        tt = ivy.conj(tt)
        diag = ivy.astype(diag, dtype_of(a)._ivy)
    eye = ivy.eye(int(a.shape[-1]), dtype=dtype_of(a)._ivy)
    eye = _nat(eye)
    return ivy.add(ivy.add(tri, tt), ivy.multiply(ivy.expand_dims(diag, axis=-1), eye))


def eigvalsh(A, UPLO="L", *, out=None):  # noqa: N803
    """The eigenvalues of a Hermitian matrix, ascending."""
    a = _square(_float_in(A, "eigvalsh"), "eigvalsh")
    return ret(ivy.linalg.eigvalsh(_hermitian_from(a, UPLO)), out)


def svd(A, full_matrices=True, *, driver=None, out=None):  # noqa: N803
    """``(U, S, Vh)`` with ``A = U diag(S) Vh``, singular values descending."""
    a = _float_in(A, "svd")
    if a.ndim < 2:
        raise FrontendRuntimeError("linalg.svd: The input tensor A must have at least 2 dimensions.")
    r = ivy.linalg.svd(a, full_matrices=full_matrices)
    return RT.linalg_svd(*ret_tuple((r[0], r[1], r[2]), out))


def svdvals(A, *, driver=None, out=None):  # noqa: N803
    """The singular values, descending."""
    a = _float_in(A, "svdvals")
    if a.ndim < 2:
        raise FrontendRuntimeError("linalg.svdvals: The input tensor A must have at least 2 dimensions.")
    return ret(ivy.linalg.svdvals(a), out)


def qr(A, mode="reduced", *, out=None):  # noqa: N803
    """``(Q, R)`` (``mode``: "reduced", "complete", "r": Q empty)."""
    a = _float_in(A, "qr")
    if mode not in ("reduced", "complete", "r"):
        raise FrontendRuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), "
                                   "'r', or 'complete'")
    r = ivy.linalg.qr(a, mode="complete" if mode == "complete" else "reduced")
    q, rr = r[0], r[1]
    if mode == "r":
        q = _nat(ivy.zeros((0,), dtype=dtype_of(a)._ivy))
    return RT.linalg_qr(*ret_tuple((q, rr), out))


def _lu(a, pivot=True):
    """``(LU, pivots)`` of (batches of) m x n matrices: ivy's for square ones, else Gaussian
    elimination with partial pivoting (the row of the largest magnitude, the first on ties, as LAPACK)."""
    m, k = int(a.shape[-2]), int(a.shape[-1])
    if m == k and not dtype_of(a).is_complex:
        r = ivy.lu_factor(a, pivot=pivot)
        return r[0], r[1]
    from .._indexing import _bset

    batch = tuple(int(s) for s in a.shape[:-2])
    lu_ = a
    pivs = []
    rows = _nat(ivy.arange(m, dtype=ivy.int64))
    for j in range(builtins.min(m, k)):
        col = _bget(lu_, (Ellipsis, slice(j, None), j))
        if pivot:
            mag = ivy.add(ivy.abs(ivy.real(col)), ivy.abs(ivy.imag(col))) if dtype_of(col).is_complex else \
                ivy.abs(col)
            p = ivy.add(ivy.argmax(mag, axis=-1), j)
        else:
            p = _nat(ivy.full(batch, j, dtype=ivy.int64))
        p = ivy.astype(p, ivy.int64)
        pivs.append(ivy.add(p, 1))
        # swap rows j and p (a permutation of the row indices per batch)
        pe = ivy.expand_dims(p, axis=-1)
        perm = ivy.where(ivy.equal(rows, j), pe, ivy.where(ivy.equal(rows, pe), ivy.full_like(pe, j), rows))
        lu_ = ivy.take_along_axis(lu_, ivy.expand_dims(perm, axis=-1), axis=-2)
        piv = _bget(lu_, (Ellipsis, j, j))
        safe = ivy.where(ivy.equal(piv, 0), ivy.ones_like(piv), piv)
        below = _bget(lu_, (Ellipsis, slice(j + 1, None), j))
        lcol = ivy.where(ivy.expand_dims(ivy.equal(piv, 0), axis=-1), below,
                         ivy.divide(below, ivy.expand_dims(safe, axis=-1)))
        lu_ = _bset(_copy_n(lu_), (Ellipsis, slice(j + 1, None), j), lcol)
        urow = _bget(lu_, (Ellipsis, j, slice(j + 1, None)))
        trail = _bget(lu_, (Ellipsis, slice(j + 1, None), slice(j + 1, None)))
        trail = ivy.subtract(trail, ivy.multiply(ivy.expand_dims(lcol, axis=-1), ivy.expand_dims(urow, axis=-2)))
        lu_ = _bset(lu_, (Ellipsis, slice(j + 1, None), slice(j + 1, None)), trail)
    piv_all = ivy.astype(ivy.stack(pivs, axis=-1), ivy.int32) if pivs else \
        _nat(ivy.zeros(batch + (0,), dtype=ivy.int32))
    return lu_, piv_all


def _copy_n(d):
    r = ivy.asarray(d, copy=True)
    return r._data if r.__class__ is ivy.Array else r


def lu_factor(A, *, pivot=True, out=None):  # noqa: N803
    """``(LU, pivots)``: L (unit, below the diagonal) and U packed, 1-based int32 row pivots."""
    a = _float_in(A, "lu_factor")
    r = _lu(a, pivot)
    return RT.linalg_lu_factor(*ret_tuple((r[0], r[1]), out))


def lu_factor_ex(A, *, pivot=True, check_errors=False, out=None):  # noqa: N803
    """``(LU, pivots, info)``."""
    a = _float_in(A, "lu_factor_ex")
    r = _lu(a, pivot)
    info = ivy.zeros(tuple(int(s) for s in a.shape[:-2]), dtype=ivy.int32)
    return RT.linalg_lu_factor_ex(*ret_tuple((r[0], r[1], _nat(info)), out))


def _unpack(LU, pivots, unpack_data=True, unpack_pivots=True):  # noqa: N803
    m, k = int(LU.shape[-2]), int(LU.shape[-1])
    r = builtins.min(m, k)
    dt = dtype_of(LU)
    L = ivy.tril(LU, k=-1)
    L = _bget(L, (Ellipsis, slice(None), slice(0, r)))
    eye = _nat(ivy.eye(m, r, dtype=dt._ivy))
    L = ivy.add(L, eye)
    U = ivy.triu(_bget(LU, (Ellipsis, slice(0, r), slice(None))))
    # permutation from the row swaps
    piv = ivy.to_numpy(pivots).astype("int64") - 1
    import numpy as np

    batch = piv.shape[:-1]
    perm = np.broadcast_to(np.arange(m), batch + (m,)).copy()
    for idx in np.ndindex(*batch):
        p = perm[idx]
        for i, j in enumerate(piv[idx]):
            p[i], p[j] = p[j], p[i]
    P = np.zeros(batch + (m, m))
    for idx in np.ndindex(*batch):
        P[idx][perm[idx], np.arange(m)] = 1
    Pn = ivy.astype(ivy.native_array(P), dt._ivy)
    return Pn, L, U


def _bget(a, key):
    from .._indexing import _bget as g

    return g(a, key)


def lu(A, *, pivot=True, out=None):  # noqa: N803
    """``(P, L, U)`` with ``A = P L U``."""
    a = _float_in(A, "lu")
    r = _lu(a, pivot)
    P, L, U = _unpack(r[0], r[1])
    return RT.linalg_lu(*ret_tuple((P, L, U), out))


def lu_solve(LU, pivots, B, *, left=True, adjoint=False, out=None):  # noqa: N803
    """The solution X of ``A X = B`` (``X A = B`` with ``left=False``) from ``lu_factor``'s result."""
    lu_, piv, b = t(LU), t(pivots), t(B)
    P, L, U = _unpack(lu_, piv)
    A = ivy.matmul(P, ivy.matmul(L, U))
    return ret(_solve(A, b, left, adjoint), out)


def _solve(A, b, left=True, adjoint=False):  # noqa: N803
    if adjoint:
        A = ivy.conj(ivy.matrix_transpose(A)) if dtype_of(A).is_complex else ivy.matrix_transpose(A)
    if not left:
        At = ivy.matrix_transpose(A)
        bt = ivy.matrix_transpose(b)
        return ivy.matrix_transpose(ivy.linalg.solve(At, bt))
    return ivy.linalg.solve(A, b)


# ------------------------------------------------------------------ inverses and solvers

def inv(A, *, out=None):  # noqa: N803
    """The inverse of (batches of) square matrices (a singular one raises, as torch)."""
    a = _square(_float_in(A, "inv"), "inv")
    _check_singular(a, "inv")
    return ret(ivy.linalg.inv(a), out)


def _check_singular(a, fn):
    if not _numel(a):
        return
    d = ivy.linalg.det(a)
    if builtins.bool(ivy.any(ivy.equal(d, 0))):
        raise FrontendRuntimeError(f"linalg.{fn}: The diagonal element 1 is zero, the inversion could not be "
                                   "completed because the input matrix is singular.")


def inv_ex(A, *, check_errors=False, out=None):  # noqa: N803
    """``(inverse, info)``."""
    a = _square(_float_in(A, "inv_ex"), "inv_ex")
    if check_errors:
        _check_singular(a, "inv_ex")
    r = ivy.linalg.inv(a)
    info = _nat(ivy.zeros(tuple(int(s) for s in a.shape[:-2]), dtype=ivy.int32))
    return RT.linalg_inv_ex(*ret_tuple((r, info), out))


def pinv(A, *, atol=None, rtol=None, hermitian=False, out=None, rcond=None):  # noqa: N803
    """The Moore-Penrose pseudo-inverse (singular values below ``max(atol, rtol * largest)`` dropped)."""
    a = _float_in(A, "pinv")
    if rcond is not None:
        rtol = rcond
    if hermitian:
        return ret(_pinv_hermitian(a, atol, rtol), out)
    u, s, vh = ivy.linalg.svd(a, full_matrices=False)
    smax = ivy.max(s, axis=-1, keepdims=True) if int(s.shape[-1]) else s
    rd = _real_dtype(dtype_of(a))
    if rtol is None:
        rtol_v = 0.0 if (atol is not None and not _is_zero(atol)) else \
            ivy.finfo(rd._ivy).eps * builtins.max(int(a.shape[-1]), int(a.shape[-2]))
    else:
        rtol_v = _n(rtol)
    atol_v = 0.0 if atol is None else _n(atol)
    if atol_v.__class__ not in (int, float):
        atol_v = ivy.expand_dims(atol_v, axis=-1)
    if rtol_v.__class__ not in (int, float):
        rtol_v = ivy.expand_dims(rtol_v, axis=-1)
    thr = ivy.maximum(ivy.multiply(rtol_v, smax), atol_v)
    keep = ivy.greater(s, thr)
    sinv = ivy.where(keep, ivy.divide(1.0, ivy.where(keep, s, ivy.ones_like(s))), ivy.zeros_like(s))
    vt = ivy.conj(ivy.matrix_transpose(vh)) if dtype_of(a).is_complex else ivy.matrix_transpose(vh)
    ut = ivy.conj(ivy.matrix_transpose(u)) if dtype_of(a).is_complex else ivy.matrix_transpose(u)
    sinv = ivy.astype(sinv, dtype_of(a)._ivy)
    return ret(ivy.matmul(ivy.multiply(vt, ivy.expand_dims(sinv, axis=-2)), ut), out)


def _pinv_hermitian(a, atol, rtol):
    w, v = ivy.linalg.eigh(_hermitian_from(a, "L"))
    aw = ivy.abs(w)
    smax = ivy.max(aw, axis=-1, keepdims=True) if int(aw.shape[-1]) else aw
    rd = _real_dtype(dtype_of(a))
    if rtol is None:
        rtol_v = 0.0 if (atol is not None and not _is_zero(atol)) else \
            ivy.finfo(rd._ivy).eps * int(a.shape[-1])
    else:
        rtol_v = _n(rtol)
    atol_v = 0.0 if atol is None else _n(atol)
    if atol_v.__class__ not in (int, float):
        atol_v = ivy.expand_dims(atol_v, axis=-1)
    if rtol_v.__class__ not in (int, float):
        rtol_v = ivy.expand_dims(rtol_v, axis=-1)
    keep = ivy.greater(aw, ivy.maximum(ivy.multiply(rtol_v, smax), atol_v))
    winv = ivy.where(keep, ivy.divide(1.0, ivy.where(keep, w, ivy.ones_like(w))), ivy.zeros_like(w))
    vh = ivy.conj(ivy.matrix_transpose(v)) if dtype_of(a).is_complex else ivy.matrix_transpose(v)
    winv = ivy.astype(winv, dtype_of(a)._ivy)
    return ivy.matmul(ivy.multiply(v, ivy.expand_dims(winv, axis=-2)), vh)


def solve(A, B, *, left=True, out=None):  # noqa: N803
    """X with ``A X = B`` (``X A = B`` with ``left=False``); B may be a vector (or batch of vectors)."""
    (a, b), _ = promoted(A, B)
    _square(a, "solve")
    _check_singular(a, "solve")
    vec = b.ndim == 1 or (b.ndim == a.ndim - 1 and tuple(b.shape) == tuple(a.shape[:-1]))
    if vec:
        r = _solve(a, ivy.expand_dims(b, axis=-1), left)
        return ret(ivy.squeeze(r, axis=-1), out)
    return ret(_solve(a, b, left), out)


def solve_ex(A, B, *, left=True, check_errors=False, out=None):  # noqa: N803
    """``(result, info)``."""
    r = solve(A, B, left=left)
    a = t(A)
    info = _nat(ivy.zeros(tuple(int(s) for s in a.shape[:-2]), dtype=ivy.int32))
    return RT.linalg_solve_ex(*ret_tuple((r._data, info), out))


def solve_triangular(A, B, *, upper, left=True, unitriangular=False, out=None):  # noqa: N803
    """X with ``A X = B`` for triangular A (``X A = B`` with ``left=False``)."""
    (a, b), _ = promoted(A, B)
    if not left:
        at = ivy.matrix_transpose(a)
        bt = ivy.matrix_transpose(b)
        r = ivy.solve_triangular(at, bt, upper=not upper, unit_diagonal=unitriangular)
        return ret(ivy.matrix_transpose(r), out)
    return ret(ivy.solve_triangular(a, b, upper=upper, unit_diagonal=unitriangular), out)


def lstsq(A, B, rcond=None, *, driver=None):  # noqa: N803
    """``(solution, residuals, rank, singular_values)`` of min ||A X - B|| (torch's CPU default
    driver "gelsy": residuals empty, rank set, singular values empty)."""
    (a, b), d = promoted(A, B)
    vec = b.ndim == a.ndim - 1
    if vec:
        b = ivy.expand_dims(b, axis=-1)
    x = ivy.matmul(pinv(wrap(a), rtol=rcond)._data if rcond is not None else pinv(wrap(a))._data, b)
    drv = driver or "gelsy"
    m, k = int(a.shape[-2]), int(a.shape[-1])
    rank = matrix_rank(wrap(a))._data
    if drv in ("gelsd", "gelss"):
        sv = ivy.linalg.svdvals(a)
    else:
        sv = _nat(ivy.zeros((0,), dtype=_real_dtype(d)._ivy))
    if drv == "gels":
        rank = _nat(ivy.zeros((0,), dtype=ivy.int64))
    full = m > k and builtins.bool(ivy.all(ivy.equal(rank, k))) if drv != "gels" else m > k
    if full and drv != "gelsy":
        resid = ivy.subtract(ivy.matmul(a, x), b)
        res = ivy.sum(ivy.real(ivy.multiply(resid, ivy.conj(resid))), axis=-2)
    else:
        res = _nat(ivy.zeros((0,), dtype=_real_dtype(d)._ivy))
    if vec:
        x = ivy.squeeze(x, axis=-1)
    return RT.linalg_lstsq(wrap(x), wrap(res), wrap(rank), wrap(sv))


def matrix_power(A, n, *, out=None):  # noqa: N803
    """``A`` to the integer power ``n`` (negative: of the inverse)."""
    a = t(A)
    _square(a, "matrix_power")
    return ret(ivy.linalg.matrix_power(a, int(n)), out)


def matrix_exp(A):  # noqa: N803
    """The matrix exponential."""
    a = _square(_float_in(A, "matrix_exp"), "matrix_exp")
    return wrap(ivy.matrix_exp(a))


# ------------------------------------------------------------------ products

def cross(input, other, *, dim=-1, out=None):  # noqa: A002
    """The 3-vector cross product along ``dim`` (inputs broadcast)."""
    (a, b), _ = promoted(input, other)
    shape = ivy.broadcast_shapes(tuple(a.shape), tuple(b.shape))
    a, b = ivy.broadcast_to(a, shape), ivy.broadcast_to(b, shape)
    d = _dim(dim, len(shape))
    if shape[d] != 3:
        raise FrontendRuntimeError(f"linalg.cross: inputs dimension {dim} must have length 3. Got {shape[d]} and "
                                   f"{shape[d]}")
    return ret(ivy.linalg.cross(a, b, axis=d), out)


def vecdot(x, y, *, dim=-1, out=None):
    """``sum(conj(x) * y)`` along ``dim``."""
    (a, b), d = promoted(x, y)
    if d.is_complex:
        a = ivy.conj(a)
    return ret(ivy.sum(ivy.multiply(a, b), axis=dim), out)


def multi_dot(tensors, *, out=None):
    """The product of a chain of matrices (first and last may be vectors)."""
    if len(tensors) < 2:
        raise FrontendRuntimeError(f"multi_dot(): expected at least 2 tensors but got {len(tensors)}")
    ns, _ = promoted(*tensors)
    first_vec, last_vec = ns[0].ndim == 1, ns[-1].ndim == 1
    if first_vec:
        ns[0] = ivy.expand_dims(ns[0], axis=0)
    if last_vec:
        ns[-1] = ivy.expand_dims(ns[-1], axis=-1)
    r = ns[0]
    for m in ns[1:]:
        r = ivy.matmul(r, m)
    if first_vec:
        r = ivy.squeeze(r, axis=0)
    if last_vec:
        r = ivy.squeeze(r, axis=-1)
    return ret(r, out)


def matmul(input, other, *, out=None):  # noqa: A002
    """``torch.matmul``."""
    from .._blas_lapack import matmul as mm

    return mm(input, other, out=out)


def diagonal(A, *, offset=0, dim1=-2, dim2=-1):  # noqa: N803
    """The diagonals of the last two dims (a view)."""
    from .._indexing import diagonal as dg

    return dg(A, offset, dim1, dim2)


def householder_product(A, tau, *, out=None):  # noqa: N803
    """The first n columns of the product of Householder reflectors ``H_i = I - tau_i v_i v_i^H``."""
    a, tu = t(A), t(tau)
    m, k = int(a.shape[-2]), int(a.shape[-1])
    dt = dtype_of(a)
    q = ivy.eye(m, dtype=dt._ivy)
    q = _nat(q)
    batch = tuple(int(s) for s in a.shape[:-2])
    q = ivy.broadcast_to(q, batch + (m, m))
    nt = int(tu.shape[-1])
    for i in range(nt):
        v = _bget(a, (Ellipsis, slice(None), i))
        rows = _nat(ivy.arange(m, dtype=ivy.int64))
        v = ivy.where(ivy.less(rows, i), ivy.zeros_like(v), ivy.where(ivy.equal(rows, i), ivy.ones_like(v), v))
        ti = _bget(tu, (Ellipsis, i))
        vh = ivy.conj(v) if dt.is_complex else v
        h = ivy.subtract(_nat(ivy.eye(m, dtype=dt._ivy)),
                         ivy.multiply(ivy.expand_dims(ivy.expand_dims(ti, axis=-1), axis=-1),
                                      ivy.multiply(ivy.expand_dims(v, axis=-1), ivy.expand_dims(vh, axis=-2))))
        q = ivy.matmul(q, h)
    return ret(_bget(q, (Ellipsis, slice(None), slice(0, k))), out)


def tensorinv(A, ind=2, *, out=None):  # noqa: N803
    """The inverse of ``A`` seen as a matrix of its first ``ind`` dims by the rest."""
    a = _float_in(A, "tensorinv")
    shape = tuple(int(s) for s in a.shape)
    rows = 1
    for s in shape[:ind]:
        rows *= s
    cols = 1
    for s in shape[ind:]:
        cols *= s
    if rows != cols:
        raise FrontendRuntimeError("Expected self to satisfy the requirement prod(self.shape[ind:]) == "
                                   "prod(self.shape[:ind])")
    m = ivy.reshape(a, (rows, cols))
    _check_singular(m, "tensorinv")
    r = ivy.linalg.inv(m)
    return ret(ivy.reshape(r, shape[ind:] + shape[:ind]), out)


def tensorsolve(A, B, dims=None, *, out=None):  # noqa: N803
    """X with ``tensordot(A, X, X.ndim) = B``."""
    (a, b), _ = promoted(A, B)
    if dims is not None:
        nd = a.ndim
        dims = [_dim(v, nd) for v in dims]
        rest = [i for i in range(nd) if i not in dims]
        a = ivy.permute_dims(a, tuple(rest + dims))
    bshape = tuple(int(s) for s in b.shape)
    xshape = tuple(int(s) for s in a.shape[b.ndim:])
    rows = 1
    for s in bshape:
        rows *= s
    cols = 1
    for s in xshape:
        cols *= s
    m = ivy.reshape(a, (rows, cols))
    r = ivy.linalg.solve(m, ivy.reshape(b, (rows, 1)))
    return ret(ivy.reshape(r, xshape), out)


def vander(x, N=None):  # noqa: N803
    """Columns ``x**0, x**1, ..., x**(N-1)`` (increasing powers)."""
    a = t(x)
    if a.ndim == 0:
        a = ivy.reshape(a, (1,))
    k = int(a.shape[-1]) if N is None else int(N)
    if k < 1 and N is not None:
        raise FrontendRuntimeError("N must be greater than 1.")
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        a = ivy.astype(a, ivy.int64)
    pw = [ivy.ones_like(a)]
    for _ in range(1, k):
        pw.append(ivy.multiply(pw[-1], a))
    return wrap(ivy.stack(pw[:k], axis=-1)) if k else wrap(_nat(ivy.zeros(tuple(int(s) for s in a.shape) + (0,),
                                                                               dtype=dtype_of(a)._ivy)))


def ldl_factor_ex(A, *, hermitian=False, check_errors=False, out=None):  # noqa: N803
    """``(LD, pivots, info)`` of a symmetric (Hermitian) matrix, without pivoting (pivots 1..n):
    L unit lower triangular and D diagonal packed in LD."""
    a = _square(_float_in(A, "ldl_factor_ex"), "ldl_factor_ex")
    nn = int(a.shape[-1])
    dt = dtype_of(a)
    L = []
    D_ = []
    rows = [[_bget(a, (Ellipsis, i, j)) for j in range(nn)] for i in range(nn)]
    Lm = [[None] * nn for _ in range(nn)]
    for j in range(nn):
        s = rows[j][j]
        for k in range(j):
            lk = Lm[j][k]
            lkc = ivy.conj(lk) if (hermitian and dt.is_complex) else lk
            s = ivy.subtract(s, ivy.multiply(ivy.multiply(lk, lkc), D_[k]))
        D_.append(s)
        Lm[j][j] = s
        for i in range(j + 1, nn):
            v = rows[i][j]
            for k in range(j):
                ljc = ivy.conj(Lm[j][k]) if (hermitian and dt.is_complex) else Lm[j][k]
                v = ivy.subtract(v, ivy.multiply(ivy.multiply(Lm[i][k], ljc), D_[k]))
            Lm[i][j] = ivy.divide(v, s)
    zero = ivy.zeros_like(rows[0][0])
    LD = ivy.stack([ivy.stack([Lm[i][j] if j <= i else zero for j in range(nn)], axis=-1) for i in range(nn)],
                   axis=-2)
    batch = tuple(int(s) for s in a.shape[:-2])
    piv = ivy.broadcast_to(_nat(ivy.arange(1, nn + 1, dtype=ivy.int32)), batch + (nn,))
    info = _nat(ivy.zeros(batch, dtype=ivy.int32))
    del L
    return RT.linalg_ldl_factor_ex(*ret_tuple((LD, piv, info), out))


def ldl_factor(A, *, hermitian=False, out=None):  # noqa: N803
    """``(LD, pivots)`` (see :func:`ldl_factor_ex`)."""
    r = ldl_factor_ex(A, hermitian=hermitian)
    return RT.linalg_ldl_factor(*ret_tuple((r[0]._data, r[1]._data), out))


def ldl_solve(LD, pivots, B, *, hermitian=False, out=None):  # noqa: N803
    """X with ``A X = B`` from ``ldl_factor``'s result."""
    ld, b = t(LD), t(B)
    dt = dtype_of(ld)
    nn = int(ld.shape[-1])
    L = ivy.add(ivy.tril(ld, k=-1), _nat(ivy.eye(nn, dtype=dt._ivy)))
    d = ivy.diagonal(ld, axis1=-2, axis2=-1)
    Lt = ivy.matrix_transpose(L)
    if hermitian and dt.is_complex:
        Lt = ivy.conj(Lt)
    A = ivy.matmul(ivy.multiply(L, ivy.expand_dims(d, axis=-2)), Lt)
    return ret(ivy.linalg.solve(A, ivy.astype(b, dt._ivy)), out)

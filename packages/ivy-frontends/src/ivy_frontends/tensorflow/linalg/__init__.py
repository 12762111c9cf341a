"""``tf.linalg`` on ivy (TF's signatures and conventions: ``svd`` returns ``(s, u, v)`` with ``v``
not transposed, ``eig`` returns complex results, ``lu`` returns ``(lu, p)`` with the permutation
as indices, ``diag``/``diag_part``/``set_diag`` take ``k`` and ``align``).
``matmul``, ``einsum``, ``eye``, ``norm``, ``tensordot`` are the top-level ``tf`` functions.

>>> import ivy_frontends.tensorflow as tf
>>> s, u, v = tf.linalg.svd(tf.constant([[3.0, 0.0], [0.0, 2.0]]))
>>> s.numpy().tolist()
[3.0, 2.0]
"""

from __future__ import annotations

import math

import ivy

from ..._errors import FrontendValueError
from .. import _dtypes as D
from .._array_ops import einsum, eye, matmul, norm, tensordot
from ..nn._common import check_float, invalid, ivy_dtype, n, nat, pyval, wrap
from ..nn._normalization import l2_normalize

__all__ = ["adjoint", "band_part", "banded_triangular_solve", "cholesky", "cholesky_solve", "cross", "det", "diag",
           "diag_part", "eig", "eigh", "eigh_tridiagonal", "eigvals", "eigvalsh", "einsum", "expm", "eye",
           "global_norm", "inv", "l2_normalize", "logdet", "logm", "lstsq", "lu", "lu_matrix_inverse",
           "lu_reconstruct", "lu_solve", "matmul", "matrix_rank", "matrix_transpose", "matvec", "norm", "normalize",
           "pinv", "qr", "set_diag", "slogdet", "solve", "sqrtm", "svd", "tensor_diag", "tensor_diag_part",
           "tensordot", "trace", "triangular_solve", "tridiagonal_matmul", "tridiagonal_solve"]


def _sq(fn, a):
    """TF's check of a batch of square matrices."""
    if len(a.shape) < 2:
        raise invalid(f"{fn}: input must have rank >= 2, got shape {list(a.shape)}")
    if a.shape[-1] != a.shape[-2]:
        raise invalid(f"{fn}: input matrices must be square, got shape {list(a.shape)}")
    return a


def _fc(fn, a):
    return check_float(fn, a, complex_ok=True)


def _mT(a):
    return ivy.matrix_transpose(a)


def _mH(a):
    t = ivy.matrix_transpose(a)
    return ivy.conj(t) if ivy.is_complex_dtype(ivy.dtype(a)) else t


def adjoint(matrix, name=None):
    return wrap(_mH(n(matrix)))


def matrix_transpose(a, name="matrix_transpose", conjugate=False):
    x = n(a)
    if len(x.shape) < 2:
        raise FrontendValueError(f"Argument `a` should be a (batch) matrix with rank >= 2.  Received `a` = {x}")
    return wrap(_mH(x) if conjugate else _mT(x))


def matvec(a, b, transpose_a=False, adjoint_a=False, a_is_sparse=False, b_is_sparse=False, name=None):
    r = matmul(a, wrap(ivy.expand_dims(n(b), axis=-1)), transpose_a=transpose_a, adjoint_a=adjoint_a)
    return wrap(ivy.squeeze(r._data, axis=-1))


def trace(x, name=None):
    a = n(x)
    if len(a.shape) < 2:
        raise FrontendValueError(f"trace: x must have rank >= 2, got shape {list(a.shape)}")
    return wrap(ivy.astype(ivy.sum(ivy.diagonal(a, axis1=-2, axis2=-1), axis=-1), ivy.dtype(a)))


def det(input, name=None):  # noqa: A002
    a = _sq("MatrixDeterminant", _fc("MatrixDeterminant", n(input)))
    return wrap(ivy.det(a))


def slogdet(input, name=None):  # noqa: A002
    a = _sq("LogMatrixDeterminant", _fc("LogMatrixDeterminant", n(input)))
    r = ivy.slogdet(a)
    sign, lad = r[0], r[1]
    if ivy.is_complex_dtype(ivy.dtype(a)):
        lad = ivy.astype(lad, ivy.dtype(a))
    return wrap(sign), wrap(lad)


def logdet(matrix, name=None):
    """log(det(matrix)) of Hermitian positive definite matrices, by Cholesky (as TF)."""
    a = _sq("logdet", _fc("logdet", n(matrix)))
    ch = ivy.cholesky(a)
    d = ivy.diagonal(ch, axis1=-2, axis2=-1)
    r = ivy.multiply(2.0, ivy.sum(ivy.log(ivy.real(d) if ivy.is_complex_dtype(ivy.dtype(d)) else d), axis=-1))
    return wrap(ivy.astype(r, ivy.dtype(a)) if ivy.is_complex_dtype(ivy.dtype(a)) else r)


def inv(input, adjoint=False, name=None):  # noqa: A002
    a = _sq("MatrixInverse", _fc("MatrixInverse", n(input)))
    r = ivy.inv(a)
    return wrap(_mH(r) if adjoint else r)


def pinv(a, rcond=None, validate_args=False, name=None):
    x = check_float("pinv", n(a))
    if len(x.shape) < 2:
        raise FrontendValueError("pinv: a must have rank >= 2")
    m, k = x.shape[-2], x.shape[-1]
    if rcond is None:
        rcond = 10.0 * max(m, k) * float(ivy.finfo(ivy.dtype(x)).eps)
    # TF: singular values below rcond * max singular value are zero
    s_u_v = ivy.svd(x, full_matrices=False)
    u, s, vh = s_u_v[0], s_u_v[1], s_u_v[2]
    cutoff = ivy.multiply(rcond, ivy.max(s, axis=-1, keepdims=True)) if min(m, k) else s
    sinv = ivy.where(ivy.greater(s, cutoff), ivy.divide(1, ivy.where(ivy.greater(s, cutoff), s, ivy.ones_like(s))),
                     ivy.zeros_like(s))
    r = ivy.matmul(ivy.multiply(_mT(vh), ivy.expand_dims(sinv, axis=-2)), _mT(u))
    return wrap(r)


def solve(matrix, rhs, adjoint=False, name=None):
    a, b = _fc("MatrixSolve", n(matrix)), n(rhs)
    _sq("MatrixSolve", a)
    if ivy.dtype(a) != ivy.dtype(b):
        raise invalid(f"MatrixSolve: matrix and rhs must have one dtype, got {ivy.dtype(a)} and {ivy.dtype(b)}")
    if len(b.shape) < 2 or b.shape[-2] != a.shape[-1]:
        raise invalid(f"MatrixSolve: input matrix and right-hand side must have the same number of rows: "
                      f"{list(a.shape)} vs {list(b.shape)}")
    if adjoint:
        a = _mH(a)
    return wrap(ivy.solve(a, b))


def triangular_solve(matrix, rhs, lower=True, adjoint=False, name=None):
    a, b = _fc("MatrixTriangularSolve", n(matrix)), n(rhs)
    _sq("MatrixTriangularSolve", a)
    if ivy.dtype(a) != ivy.dtype(b):
        raise invalid("MatrixTriangularSolve: matrix and rhs must have one dtype")
    if len(b.shape) < 2 or b.shape[-2] != a.shape[-1]:
        raise invalid("MatrixTriangularSolve: input matrix and rhs must have the same number of rows")
    # TF reads only the triangle named by `lower`
    a = ivy.tril(a) if lower else ivy.triu(a)
    return wrap(ivy.solve_triangular(a, b, upper=not lower, adjoint=bool(adjoint)))


def banded_triangular_solve(bands, rhs, lower=True, adjoint=False, name=None):
    """TF's band storage: row ``i`` of ``bands`` holds diagonal ``i`` (lower: sub-diagonals,
    left-aligned... TF's layout: lower bands are right-padded, upper bands left-padded)."""
    bd, b = n(bands), n(rhs)
    kb, m = bd.shape[-2], bd.shape[-1]
    full = nat(ivy.zeros((*bd.shape[:-2], m, m), dtype=ivy.dtype(bd)))
    for d in range(kb):
        if lower:
            # bands[..., d, :] is the d-th subdiagonal, stored left-aligned in columns 0..m-d-1? TF:
            # lower: row `d` holds diagonal `-d`, with its elements at the *end* of the row (left padding)
            diag = bd[..., d, d:] if d else bd[..., 0, :]
            full = ivy.add(full, _diag_matrix(diag, -d, m, m))
        else:
            diag = bd[..., kb - 1 - d, :m - d] if d else bd[..., kb - 1, :]
            full = ivy.add(full, _diag_matrix(diag, d, m, m))
    return triangular_solve(wrap(full), wrap(b), lower=lower, adjoint=adjoint)


def cholesky(input, name=None):  # noqa: A002
    a = _sq("Cholesky", _fc("Cholesky", n(input)))
    return wrap(ivy.cholesky(a))


def cholesky_solve(chol, rhs, name=None):
    c, b = n(chol), n(rhs)
    y = ivy.solve_triangular(c, b, upper=False)
    return wrap(ivy.solve_triangular(c, y, upper=False, adjoint=True))


def qr(input, full_matrices=False, name=None):  # noqa: A002
    a = _fc("Qr", n(input))
    if len(a.shape) < 2:
        raise invalid("Qr: input must have rank >= 2")
    q, r = ivy.qr(a, mode="complete" if full_matrices else "reduced")
    from ..nn._misc import _namedtuple

    return _namedtuple("Qr", ("q", "r"))(wrap(q), wrap(r))


def svd(tensor, full_matrices=False, compute_uv=True, name=None):
    a = _fc("Svd", n(tensor))
    if len(a.shape) < 2:
        raise FrontendValueError("svd: tensor must have rank >= 2")
    if not compute_uv:
        return wrap(ivy.svd(a, compute_uv=False, full_matrices=bool(full_matrices))[0]
                    if isinstance(ivy.svd(a, compute_uv=False), tuple) else ivy.svd(a, compute_uv=False))
    r = ivy.svd(a, full_matrices=bool(full_matrices))
    u, s, vh = r[0], r[1], r[2]
    return wrap(s), wrap(u), wrap(_mH(vh))


def _cplx(d):
    return ivy.complex128 if d in (ivy.float64, ivy.complex128) else ivy.complex64


def eig(tensor, name=None):
    a = _sq("Eig", _fc("Eig", n(tensor)))
    cd = _cplx(ivy.dtype(a))
    e, v = ivy.eig(a)
    return wrap(ivy.astype(e, cd)), wrap(ivy.astype(v, cd))


def eigvals(tensor, name=None):
    a = _sq("Eig", _fc("Eig", n(tensor)))
    return wrap(ivy.astype(ivy.eigvals(a), _cplx(ivy.dtype(a))))


def eigh(tensor, name=None):
    a = _sq("SelfAdjointEigV2", _fc("SelfAdjointEigV2", n(tensor)))
    e, v = ivy.eigh(a)
    return wrap(e), wrap(v)


def eigvalsh(tensor, name=None):
    a = _sq("SelfAdjointEigV2", _fc("SelfAdjointEigV2", n(tensor)))
    return wrap(ivy.eigvalsh(a))


def eigh_tridiagonal(alpha, beta, eigvals_only=True, select="a", select_range=None, tol=None, name=None):
    """Eigenvalues (and vectors) of the Hermitian tridiagonal matrix with diagonal ``alpha`` and
    off-diagonal ``beta`` (``select='a'``, ``'v'`` (values in ``select_range``) or ``'i'``)."""
    a, b = n(alpha), n(beta)
    k = a.shape[0]
    m = ivy.add(ivy.add(_diag_matrix(a, 0, k, k), _diag_matrix(b, -1, k, k)),
                _diag_matrix(ivy.conj(b) if ivy.is_complex_dtype(ivy.dtype(b)) else b, 1, k, k))
    if eigvals_only:
        e = ivy.eigvalsh(m)
        v = None
    else:
        e, v = ivy.eigh(m)
    if select in ("v", "i"):
        lo, hi = select_range
        ev = ivy.to_numpy(e)
        keep = [j for j in range(k) if (lo < ev[j] <= hi if select == "v" else int(lo) <= j <= int(hi))]
        idx = nat(ivy.asarray(keep, dtype=ivy.int64))
        e = ivy.gather(e, idx, axis=0)
        if v is not None:
            v = ivy.gather(v, idx, axis=1)
    elif select != "a":
        raise FrontendValueError(f"eigh_tridiagonal: select must be 'a', 'v' or 'i', got {select!r}")
    return wrap(e) if eigvals_only else (wrap(e), wrap(v))


def expm(input, name=None):  # noqa: A002
    a = _sq("expm", _fc("expm", n(input)))
    return wrap(ivy.matrix_exp(a))


def logm(input, name=None):  # noqa: A002
    """The principal matrix logarithm (complex inputs, as TF), by eigendecomposition (diagonalizable
    matrices)."""
    a = n(input)
    if not ivy.is_complex_dtype(ivy.dtype(a)):
        raise invalid(f"MatrixLogarithm: Value for attr 'T' of {ivy.dtype(a)} is not in the list of allowed values: "
                      "complex64, complex128")
    _sq("MatrixLogarithm", a)
    e, v = ivy.eig(a)
    e, v = ivy.astype(e, ivy.dtype(a)), ivy.astype(v, ivy.dtype(a))
    r = ivy.matmul(ivy.multiply(v, ivy.expand_dims(ivy.log(e), axis=-2)), ivy.inv(v))
    return wrap(r)


def sqrtm(input, name=None):  # noqa: A002
    """The principal matrix square root, by eigendecomposition (diagonalizable matrices)."""
    a = _sq("MatrixSquareRoot", _fc("MatrixSquareRoot", n(input)))
    d = ivy.dtype(a)
    cd = _cplx(d)
    e, v = ivy.eig(a)
    e, v = ivy.astype(e, cd), ivy.astype(v, cd)
    r = ivy.matmul(ivy.multiply(v, ivy.expand_dims(ivy.sqrt(e), axis=-2)), ivy.inv(v))
    return wrap(r if ivy.is_complex_dtype(d) else ivy.astype(ivy.real(r), d))


def lstsq(matrix, rhs, l2_regularizer=0.0, fast=True, name=None):
    a, b = check_float("MatrixSolveLs", n(matrix), complex_ok=True), n(rhs)
    lam = float(n(l2_regularizer)) if not isinstance(l2_regularizer, (int, float)) else float(l2_regularizer)
    m, k = a.shape[-2], a.shape[-1]
    if lam == 0.0 and not fast:
        return wrap(ivy.lstsq(a, b))
    ah = _mH(a)
    if m >= k:  # (A^H A + l I) x = A^H b
        g = ivy.add(ivy.matmul(ah, a), ivy.multiply(lam, nat(ivy.eye(k, dtype=ivy.dtype(a)))))
        return wrap(ivy.solve(g, ivy.matmul(ah, b)))
    g = ivy.add(ivy.matmul(a, ah), ivy.multiply(lam, nat(ivy.eye(m, dtype=ivy.dtype(a)))))
    return wrap(ivy.matmul(ah, ivy.solve(g, b)))


def lu(input, output_idx_type=D.int32, name=None):  # noqa: A002
    """``(lu, p)``: the packed factors (unit lower L below the diagonal, U on and above) and the
    permutation as indices (``A[p] = L @ U``), as TF."""
    from ..nn._misc import _namedtuple

    a = _sq("Lu", _fc("Lu", n(input)))
    it = ivy.int32 if output_idx_type is None else ivy_dtype(output_idx_type)
    r = ivy.lu_factor(a)
    packed, piv = r[0], r[1]
    # 1-based LAPACK pivots (row i swapped with row piv[i] - 1, in order) -> the permutation
    k = a.shape[-1]
    piv = ivy.subtract(ivy.astype(piv, ivy.int64), 1)
    ar = nat(ivy.arange(k, dtype=ivy.int64))
    perm = ivy.broadcast_to(ar, tuple(a.shape[:-1]))
    for i in range(k):
        j = piv[..., i:i + 1]
        pi = perm[..., i:i + 1]
        pj = ivy.take_along_axis(perm, j, axis=-1)
        perm = ivy.where(ivy.equal(ar, i), pj, ivy.where(ivy.equal(ar, j), pi, perm))
    return _namedtuple("Lu", ("lu", "p"))(wrap(packed), wrap(ivy.astype(perm, it)))


def _lu_parts(lu_, perm):
    k = lu_.shape[-1]
    eye_ = nat(ivy.eye(k, dtype=ivy.dtype(lu_)))
    lower = ivy.add(ivy.tril(lu_, k=-1), eye_)
    upper = ivy.triu(lu_)
    return lower, upper, ivy.astype(perm, ivy.int64)


def lu_reconstruct(lower_upper, perm, validate_args=False, name=None):
    lower, upper, p = _lu_parts(n(lower_upper), n(perm))
    prod = ivy.matmul(lower, upper)
    inv_p = ivy.argsort(p, axis=-1)
    idx = ivy.broadcast_to(ivy.expand_dims(inv_p, axis=-1), prod.shape)
    return wrap(ivy.take_along_axis(prod, idx, axis=-2))


def lu_solve(lower_upper, perm, rhs, validate_args=False, name=None):
    lower, upper, p = _lu_parts(n(lower_upper), n(perm))
    b = n(rhs)
    pb = ivy.take_along_axis(b, ivy.broadcast_to(ivy.expand_dims(p, axis=-1), (*p.shape, b.shape[-1])), axis=-2)
    y = ivy.solve_triangular(lower, pb, upper=False, unit_diagonal=True)
    return wrap(ivy.solve_triangular(upper, y, upper=True))


def lu_matrix_inverse(lower_upper, perm, validate_args=False, name=None):
    lu_ = n(lower_upper)
    k = lu_.shape[-1]
    e = ivy.broadcast_to(nat(ivy.eye(k, dtype=ivy.dtype(lu_))), lu_.shape)
    return lu_solve(lower_upper, perm, wrap(e))


def matrix_rank(a, tol=None, validate_args=False, name=None):
    x = check_float("matrix_rank", n(a))
    s = ivy.svd(x, compute_uv=False)
    s = s[0] if isinstance(s, tuple) else s
    if tol is None:
        m, k = x.shape[-2], x.shape[-1]
        tol_ = ivy.multiply(ivy.max(s, axis=-1, keepdims=True), max(m, k) * float(ivy.finfo(ivy.dtype(x)).eps))
    else:
        tol_ = n(tol) if not isinstance(tol, (int, float)) else tol
    return wrap(ivy.astype(ivy.sum(ivy.astype(ivy.greater(s, tol_), ivy.int32), axis=-1), ivy.int32))


def normalize(tensor, ord="euclidean", axis=None, name=None):  # noqa: A002
    nrm = norm(tensor, ord=ord, axis=axis, keepdims=True)
    x = n(tensor)
    return wrap(ivy.divide(x, ivy.astype(nrm._data, ivy.dtype(x)))), nrm


def global_norm(t_list, name=None):
    if not isinstance(t_list, (list, tuple)):
        from ..errors import FrontendTypeError

        raise FrontendTypeError(f"`t_list` should be a sequence of tensors. Received {type(t_list)}.")
    parts = [n(t) for t in t_list if t is not None]
    if not parts:
        return wrap(nat(ivy.asarray(0.0, dtype=ivy.float32)))
    d = ivy.dtype(parts[0])
    total = None
    for p in parts:
        s = ivy.sum(ivy.square(ivy.astype(p, d)))
        total = s if total is None else ivy.add(total, s)
    return wrap(ivy.sqrt(total))


def cross(a, b, name=None):
    x, y = n(a), n(b)
    if ivy.dtype(x) != ivy.dtype(y):
        raise invalid("Cross: a and b must have one dtype")
    if tuple(x.shape) != tuple(y.shape) or not x.shape or x.shape[-1] != 3:
        raise invalid(f"Cross: a and b must have the same shape with last dimension 3, got {list(x.shape)} and "
                      f"{list(y.shape)}")
    return wrap(ivy.cross(x, y, axis=-1))


def band_part(input, num_lower, num_upper, name=None):  # noqa: A002
    a = n(input)
    if len(a.shape) < 2:
        raise FrontendValueError("band_part: input must be at least 2-D")
    lo, up = int(n(num_lower)), int(n(num_upper))
    m, k = a.shape[-2], a.shape[-1]
    if lo > m or up > k:
        raise invalid(f"MatrixBandPart: num_lower ({lo}) must be <= rows ({m}) and num_upper ({up}) <= cols ({k})")
    i = ivy.expand_dims(nat(ivy.arange(m, dtype=ivy.int64)), axis=-1)
    j = ivy.expand_dims(nat(ivy.arange(k, dtype=ivy.int64)), axis=0)
    keep = ivy.ones_like(ivy.subtract(i, j), dtype=ivy.bool)
    if lo >= 0:
        keep = ivy.logical_and(keep, ivy.less_equal(ivy.subtract(i, j), lo))
    if up >= 0:
        keep = ivy.logical_and(keep, ivy.less_equal(ivy.subtract(j, i), up))
    return wrap(ivy.where(keep, a, ivy.zeros_like(a)))


def _diag_matrix(d, k, rows, cols):
    """A ``rows x cols`` matrix (batched over ``d``'s leading dims) with ``d`` on diagonal ``k``."""
    L = d.shape[-1]
    if L == 0 or rows == 0 or cols == 0:
        return nat(ivy.zeros((*d.shape[:-1], rows, cols), dtype=ivy.dtype(d)))
    i = ivy.expand_dims(nat(ivy.arange(rows, dtype=ivy.int64)), axis=-1)
    j = ivy.expand_dims(nat(ivy.arange(cols, dtype=ivy.int64)), axis=0)
    on = ivy.equal(ivy.subtract(j, i), k)
    pos = ivy.clip(ivy.broadcast_to(i if k >= 0 else j, (rows, cols)), 0, L - 1)
    vals = ivy.reshape(ivy.take(d, ivy.reshape(pos, (-1,)), axis=-1), (*d.shape[:-1], rows, cols))
    return ivy.where(on, vals, ivy.zeros_like(vals))


def _align_offset(k, kmax, L, length, align):
    """TF's ``align``: where a diagonal shorter than the longest sits in its padded row."""
    first, second = align.split("_")
    a = first if k >= 0 else second
    return (L - length) if a == "RIGHT" else 0


def _diag_len(k, m, c):
    return min(m + min(k, 0), c - max(k, 0))


def diag(diagonal, name="diag", k=0, num_rows=-1, num_cols=-1, padding_value=0, align="RIGHT_LEFT"):
    d = n(diagonal)
    lo, hi = _k_pair(k)
    if lo > hi:
        raise invalid(f"MatrixDiag: lower_diag_index must not be greater than upper_diag_index, got k={k}")
    band = lo != hi
    if band and len(d.shape) < 2:
        raise invalid("MatrixDiag: diagonal must be at least 2-D for a band of diagonals")
    L = d.shape[-1]
    min_rows, min_cols = L - min(hi, 0), L + max(lo, 0)
    rows, cols = int(n(num_rows)), int(n(num_cols))
    if rows == -1 and cols == -1:
        rows = cols = max(min_rows, min_cols)
    elif rows == -1:
        rows = min_rows
    elif cols == -1:
        cols = min_cols
    if not band:
        full = _diag_matrix(d, lo, rows, cols)
    else:
        full = nat(ivy.zeros((*d.shape[:-2], rows, cols), dtype=ivy.dtype(d)))
        for idx in range(hi - lo + 1):
            kd = hi - idx
            length = _diag_len(kd, rows, cols)
            off = _align_offset(kd, hi, L, length, align)
            full = ivy.add(full, _diag_matrix(d[..., idx, off:off + length], kd, rows, cols))
    pv = n(padding_value)
    if not _is_zero(pv):
        on = _band_mask(rows, cols, range(lo, hi + 1))
        full = ivy.where(on, full, ivy.astype(ivy.add(ivy.zeros_like(full), pv), ivy.dtype(full)))
    return wrap(full)


def _is_zero(v):
    try:
        return float(v) == 0.0
    except (TypeError, ValueError):
        return False


def _band_mask(rows, cols, ks):
    i = ivy.expand_dims(nat(ivy.arange(rows, dtype=ivy.int64)), axis=-1)
    j = ivy.expand_dims(nat(ivy.arange(cols, dtype=ivy.int64)), axis=0)
    dk = ivy.subtract(j, i)
    m = None
    for k in ks:
        e = ivy.equal(dk, k)
        m = e if m is None else ivy.logical_or(m, e)
    return m


def _k_pair(k):
    if isinstance(k, (list, tuple)):
        v = [int(x) for x in k]
    else:
        v = pyval(k)
        v = [int(v)] if isinstance(v, (int, float)) else [int(x) for x in v]
    return v[0], v[-1]


def diag_part(input, name="diag_part", k=0, padding_value=0, align="RIGHT_LEFT"):  # noqa: A002
    a = n(input)
    if len(a.shape) < 2:
        raise FrontendValueError("diag_part: input must be at least 2-D")
    lo, hi = _k_pair(k)
    m, c = a.shape[-2], a.shape[-1]
    if lo == hi:
        return wrap(ivy.diagonal(a, offset=lo, axis1=-2, axis2=-1))
    L = max(_diag_len(kd, m, c) for kd in range(lo, hi + 1))
    rows = []
    pv = n(padding_value)
    for kd in range(hi, lo - 1, -1):
        dgl = ivy.diagonal(a, offset=kd, axis1=-2, axis2=-1)
        length = dgl.shape[-1]
        off = _align_offset(kd, hi, L, length, align)
        pad = [(0, 0)] * (len(dgl.shape) - 1) + [(off, L - length - off)]
        rows.append(ivy.pad(dgl, pad, constant_values=float(pv) if not ivy.is_complex_dtype(ivy.dtype(a)) else 0))
    return wrap(ivy.stack(rows, axis=-2))


def set_diag(input, diagonal, name="set_diag", k=0, align="RIGHT_LEFT"):  # noqa: A002
    a, d = n(input), n(diagonal)
    lo, hi = _k_pair(k)
    m, c = a.shape[-2], a.shape[-1]
    mask = _band_mask(m, c, range(lo, hi + 1))
    if lo == hi:
        new = _diag_matrix(d, lo, m, c)
    else:
        L = d.shape[-1]
        new = nat(ivy.zeros(a.shape, dtype=ivy.dtype(a)))
        for idx in range(hi - lo + 1):
            kd = hi - idx
            length = _diag_len(kd, m, c)
            off = _align_offset(kd, hi, L, length, align)
            new = ivy.add(new, _diag_matrix(d[..., idx, off:off + length], kd, m, c))
    return wrap(ivy.where(mask, ivy.astype(new, ivy.dtype(a)), a))


def tensor_diag(diagonal, name=None):
    d = n(diagonal)
    sh = tuple(d.shape)
    size = math.prod(sh)
    flat = ivy.reshape(d, (size,))
    m = _diag_matrix(flat, 0, size, size)
    return wrap(ivy.reshape(m, sh + sh))


def tensor_diag_part(input, name=None):  # noqa: A002
    a = n(input)
    r = len(a.shape)
    if r % 2:
        raise invalid(f"tensor_diag_part: the rank of the tensor should be even, got {r}")
    sh = tuple(a.shape[:r // 2])
    if tuple(a.shape[r // 2:]) != sh:
        raise invalid("tensor_diag_part: invalid shape, the first half and the second half must match")
    size = math.prod(sh)
    flat = ivy.reshape(a, (size, size))
    return wrap(ivy.reshape(ivy.diagonal(flat, axis1=0, axis2=1), sh))


def _tri_parts(diagonals, fmt, fn):
    d = n(diagonals)
    if fmt == "compact":
        sup, main, sub = d[..., 0, :], d[..., 1, :], d[..., 2, :]
    elif fmt == "sequence":
        sup, main, sub = (n(x) for x in diagonals)
    elif fmt == "matrix":
        main = ivy.diagonal(d, offset=0, axis1=-2, axis2=-1)
        k = d.shape[-1]
        sup = ivy.pad(ivy.diagonal(d, offset=1, axis1=-2, axis2=-1), [(0, 0)] * (len(d.shape) - 2) + [(0, 1)])
        sub = ivy.pad(ivy.diagonal(d, offset=-1, axis1=-2, axis2=-1), [(0, 0)] * (len(d.shape) - 2) + [(1, 0)])
        del k
    else:
        raise FrontendValueError(f"{fn}: unrecognized diagonals_format: {fmt}")
    return sup, main, sub


def _tri_matrix(sup, main, sub):
    k = main.shape[-1]
    return ivy.add(ivy.add(_diag_matrix(main, 0, k, k), _diag_matrix(sup[..., :k - 1], 1, k, k)),
                   _diag_matrix(sub[..., 1:], -1, k, k))


def tridiagonal_matmul(diagonals, rhs, diagonals_format="compact", name=None):
    sup, main, sub = _tri_parts(diagonals, diagonals_format, "tridiagonal_matmul")
    return wrap(ivy.matmul(_tri_matrix(sup, main, sub), n(rhs)))


def tridiagonal_solve(diagonals, rhs, diagonals_format="compact", transpose_rhs=False, conjugate_rhs=False, name=None,
                      partial_pivoting=True, perturb_singular=False):
    sup, main, sub = _tri_parts(diagonals, diagonals_format, "tridiagonal_solve")
    b = n(rhs)
    if transpose_rhs:
        b = _mT(b)
    if conjugate_rhs and ivy.is_complex_dtype(ivy.dtype(b)):
        b = ivy.conj(b)
    vec = len(b.shape) == len(main.shape)
    if vec:
        b = ivy.expand_dims(b, axis=-1)
    r = ivy.solve(_tri_matrix(sup, main, sub), b)
    if vec:
        r = ivy.squeeze(r, axis=-1)
    return wrap(r)

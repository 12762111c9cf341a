"""Compositions of ivy 1.0's top-level linear algebra names (``ivy.det``, ``ivy.inv``,
``ivy.svd``, ...): each is the backend's own ``linalg`` function (``xp.linalg_det``, ...) with
Ivy's extra arguments (``adjoint``, ``UPLO``, ``axis``, ``dtype``, ``compute_uv``) applied around it."""

from __future__ import annotations

from .. import dtypes as _dt
from .._dispatch import composition
from ..errors import InvalidArgumentError, ShapeError
from . import linalg as _linalg  # noqa: F401 - the stubs must be declared first
from . import linear_algebra as _la
from ._math_impl import _axis

_INT64 = _dt.int64


def _ndim(xp, x):
    return len(xp.shape(x))


def _dev(xp, x):
    return xp.native_device(xp.device_of(x))


def _ndt(xp, x):
    return xp.native_dtype(xp.dtype(x))


def _adjoint(xp, x):
    return xp.conj(xp.matrix_transpose(x)) if xp.dtype(x).kind == "c" else xp.matrix_transpose(x)


def _two_axes(xp, x, axis1, axis2, name):
    """``x`` with ``axis1`` and ``axis2`` moved last (in that order)."""
    nd = _ndim(xp, x)
    if nd < 2:
        raise ShapeError(f"ivy.{name} needs an array of at least 2 dimensions, got {nd}")
    a1, a2 = _axis(axis1, nd, name), _axis(axis2, nd, name)
    if a1 == a2:
        raise InvalidArgumentError(f"ivy.{name}: axis1 and axis2 are both axis {a1}")
    return xp.moveaxis(x, (a1, a2), (nd - 2, nd - 1)), a1, a2


def _hermitian_from(xp, x, uplo, name):
    """The Hermitian matrices that the lower (``"L"``) or upper (``"U"``) triangle of ``x``
    gives (the real part of the diagonal; the other triangle is not read), so every backend
    reads the same numbers (LAPACK reads one triangle, JAX averages both)."""
    if uplo not in ("L", "U"):
        raise InvalidArgumentError(f"ivy.{name}: UPLO must be 'L' or 'U', got {uplo!r}")
    if _ndim(xp, x) < 2:
        raise ShapeError(f"ivy.{name} needs (batches of) square matrices, got a {_ndim(xp, x)}-d array")
    tri = xp.tril(x, k=-1) if uplo == "L" else xp.triu(x, k=1)
    diag = xp.linalg_diagonal(x)
    if xp.dtype(x).kind == "c":
        diag = xp.astype(xp.real(diag), _ndt(xp, x))
    n = xp.shape(x)[-1]
    eye = xp.eye(n, dtype=_ndt(xp, x), device=_dev(xp, x))
    return xp.add(xp.add(tri, _adjoint(xp, tri)), xp.multiply(xp.expand_dims(diag, axis=-1), eye))


@composition("det")
def _det(xp, x, /):
    return xp.linalg_det(x)


@composition("slogdet")
def _slogdet(xp, x, /):
    return xp.linalg_slogdet(x)


@composition("inv")
def _inv(xp, x, /, *, adjoint=False):
    if adjoint and _ndim(xp, x) >= 2:
        x = _adjoint(xp, x)
    return xp.linalg_inv(x)


@composition("pinv")
def _pinv(xp, x, /, *, rtol=None):
    return xp.linalg_pinv(x, rtol=rtol)


@composition("solve")
def _solve(xp, x1, x2, /, *, adjoint=False):
    if adjoint and _ndim(xp, x1) >= 2:
        x1 = _adjoint(xp, x1)
    return xp.linalg_solve(x1, x2)


@composition("matrix_power")
def _matrix_power(xp, x, n, /):
    return xp.linalg_matrix_power(x, n)


@composition("matrix_rank")
def _matrix_rank(xp, x, /, *, atol=None, rtol=None, hermitian=False):
    shape = xp.shape(x)
    if len(shape) < 2:
        raise ShapeError(f"ivy.matrix_rank needs (batches of) matrices, got a {len(shape)}-d array")
    if hermitian:
        s = xp.abs(xp.linalg_eigvalsh(_hermitian_from(xp, x, "L", "matrix_rank")))
    else:
        s = xp.linalg_svdvals(x)
    k = xp.shape(s)[-1]
    if k == 0:
        return xp.zeros(shape[:-2], dtype=xp.native_dtype(_INT64), device=_dev(xp, x))
    smax = xp.max(s, axis=-1, keepdims=True)
    if rtol is None:
        # torch's rule: eps * max(M, N) unless only atol is given (then 0)
        rtol = 0.0 if atol is not None else _dt.finfo(xp.dtype(s)).eps * max(shape[-2], shape[-1])
    elif not isinstance(rtol, (int, float)):
        rtol = xp.expand_dims(rtol, axis=-1)
    tol = xp.multiply(smax, rtol)
    if atol is not None:
        tol = xp.maximum(tol, atol if isinstance(atol, (int, float)) else xp.expand_dims(atol, axis=-1))
    return xp.sum(xp.astype(xp.greater(s, tol), xp.native_dtype(_INT64)), axis=-1)


@composition("eigh")
def _eigh(xp, x, /, *, UPLO="L"):  # noqa: N803
    return xp.linalg_eigh(_hermitian_from(xp, x, UPLO, "eigh"))


@composition("eigvalsh")
def _eigvalsh(xp, x, /, *, UPLO="L"):  # noqa: N803
    return xp.linalg_eigvalsh(_hermitian_from(xp, x, UPLO, "eigvalsh"))


@composition("qr")
def _qr(xp, x, /, *, mode="reduced"):
    return xp.linalg_qr(x, mode=mode)


@composition("svd")
def _svd(xp, x, /, *, compute_uv=True, full_matrices=True):
    if not compute_uv:
        return _la.SVDValues(xp.linalg_svdvals(x))
    return xp.linalg_svd(x, full_matrices=full_matrices)


@composition("svdvals")
def _svdvals(xp, x, /):
    return xp.linalg_svdvals(x)


@composition("matrix_norm")
def _matrix_norm(xp, x, /, *, ord="fro", axis=(-2, -1), keepdims=False, dtype=None):  # noqa: A002
    if dtype is not None:
        x = xp.astype(x, dtype)
    a1, a2 = axis
    moved, a1, a2 = _two_axes(xp, x, a1, a2, "matrix_norm")
    r = xp.linalg_matrix_norm(moved, keepdims=keepdims, ord=ord)
    if keepdims:
        nd = _ndim(xp, r)
        r = xp.moveaxis(r, (nd - 2, nd - 1), (a1, a2))
    return r


@composition("vector_norm")
def _vector_norm(xp, x, /, *, axis=None, keepdims=False, ord=2, dtype=None):  # noqa: A002
    if dtype is not None:
        x = xp.astype(x, dtype)
    return xp.linalg_vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)


@composition("diagonal")
def _diagonal(xp, x, /, *, offset=0, axis1=-2, axis2=-1):
    moved, _, _ = _two_axes(xp, x, axis1, axis2, "diagonal")
    return xp.linalg_diagonal(moved, offset=offset)


@composition("trace")
def _trace(xp, x, /, *, offset=0, axis1=0, axis2=1):
    moved, _, _ = _two_axes(xp, x, axis1, axis2, "trace")
    return xp.linalg_trace(moved, offset=offset)


@composition("outer")
def _outer(xp, x1, x2, /):
    if not _ndim(xp, x1) or not _ndim(xp, x2):
        raise ShapeError("ivy.outer needs (batches of) vectors, got a 0-d array")
    return xp.multiply(xp.expand_dims(x1, axis=-1), xp.expand_dims(x2, axis=-2))


@composition("inner")
def _inner(xp, x1, x2, /):
    n1, n2 = _ndim(xp, x1), _ndim(xp, x2)
    if not n1 or not n2:
        return xp.multiply(x1, x2)
    return xp.tensordot(x1, x2, axes=((n1 - 1,), (n2 - 1,)))


@composition("diag")
def _diag(xp, x, /, *, k=0):
    nd = _ndim(xp, x)
    if nd == 2:
        return xp.linalg_diagonal(x, offset=k)
    if nd != 1:
        raise ShapeError(f"ivy.diag takes a 1-D or 2-D array, got {nd} dimensions")
    m = xp.shape(x)[0]
    n = m + abs(k)
    dev, nd_t = _dev(xp, x), _ndt(xp, x)
    pad = xp.zeros((abs(k),), dtype=nd_t, device=dev)
    v = xp.concat([x, pad] if k >= 0 else [pad, x])  # row i of the result holds v[i]
    idx = xp.arange(n, device=dev)
    on = xp.equal(xp.subtract(xp.expand_dims(idx, axis=0), xp.expand_dims(idx, axis=1)), k)
    return xp.where(on, xp.expand_dims(v, axis=-1), xp.zeros((), dtype=nd_t, device=dev))


@composition("vander")
def _vander(xp, x, /, *, N=None, increasing=False):  # noqa: N803
    nd = _ndim(xp, x)
    if nd < 1:
        raise ShapeError("ivy.vander needs (batches of) vectors, got a 0-d array")
    n = xp.shape(x)[-1] if N is None else int(N)
    if n < 0:
        raise InvalidArgumentError(f"ivy.vander: N must be >= 0, got {n}")
    p = xp.arange(n, device=_dev(xp, x))
    if not increasing:
        p = xp.flip(p)
    if xp.dtype(x).kind == "b":  # (NumPy's vander of bools is int64)
        x = xp.astype(x, xp.native_dtype(_INT64))
    return xp.pow(xp.expand_dims(x, axis=-1), xp.astype(p, _ndt(xp, x)))


# ------------------------------------------- ivy 1.0's experimental linear algebra


@composition("eig")
def _eig(xp, x, /):
    return xp.linalg_eig(x)


@composition("eigvals")
def _eigvals(xp, x, /):
    return xp.linalg_eigvals(x)


@composition("adjoint")
def _adjoint_fn(xp, x, /):
    if _ndim(xp, x) < 2:
        raise ShapeError(f"ivy.adjoint needs (batches of) matrices, got a {_ndim(xp, x)}-d array")
    return _adjoint(xp, x)


@composition("multi_dot")
def _multi_dot(xp, x, /):
    x = list(x)
    if len(x) < 2:
        raise InvalidArgumentError(f"ivy.multi_dot needs at least two arrays, got {len(x)}")
    for i, a in enumerate(x):
        nd = _ndim(xp, a)
        if not (nd == 2 or (nd == 1 and i in (0, len(x) - 1))):
            raise ShapeError(f"ivy.multi_dot: array {i} has {nd} dimensions (2, or 1 at either end)")
    r = x[0]
    for a in x[1:]:
        r = xp.matmul(r, a)
    return r


@composition("dot")
def _dot(xp, a, b, /):
    na, nb = _ndim(xp, a), _ndim(xp, b)
    if not na or not nb:
        return xp.multiply(a, b)
    return xp.tensordot(a, b, axes=((na - 1,), (0 if nb == 1 else nb - 2,)))


@composition("solve_triangular")
def _solve_triangular(xp, x1, x2, /, *, upper=True, adjoint=False, unit_diagonal=False):
    if _ndim(xp, x1) < 2:
        raise ShapeError(f"ivy.solve_triangular needs (batches of) square matrices, got a {_ndim(xp, x1)}-d array")
    t = xp.triu(x1) if upper else xp.tril(x1)
    if unit_diagonal:
        n = xp.shape(x1)[-1]
        eye = xp.eye(n, dtype=_ndt(xp, t), device=_dev(xp, t))
        t = xp.add(xp.multiply(t, xp.subtract(1, eye)), eye)
    if adjoint:
        t = _adjoint(xp, t)
    return xp.linalg_solve(t, x2)


@composition("cond")
def _cond(xp, x, /, *, p=None):
    if _ndim(xp, x) < 2:
        raise ShapeError(f"ivy.cond needs (batches of) matrices, got a {_ndim(xp, x)}-d array")
    if p is None or p == 2 or p == -2:
        s = xp.linalg_svdvals(x)
        hi, lo = xp.max(s, axis=-1), xp.min(s, axis=-1)
        return xp.divide(lo, hi) if p == -2 else xp.divide(hi, lo)
    return xp.multiply(xp.linalg_matrix_norm(x, ord=p), xp.linalg_matrix_norm(xp.linalg_inv(x), ord=p))


@composition("batched_outer")
def _batched_outer(xp, tensors, /):
    tensors = list(tensors)
    if not tensors:
        raise InvalidArgumentError("ivy.batched_outer needs at least one array")
    r = tensors[0]
    for t in tensors[1:]:
        if _ndim(xp, t) != 2 or _ndim(xp, tensors[0]) != 2:
            raise ShapeError("ivy.batched_outer takes (batch, n) arrays")
        nr = _ndim(xp, r)
        r = xp.multiply(xp.reshape(r, tuple(xp.shape(r)) + (1,)),
                        xp.reshape(t, (xp.shape(t)[0],) + (1,) * (nr - 1) + (xp.shape(t)[1],)))
    return r


# ------------------------------- ivy 1.0's experimental linear algebra: NumPy/torch/TF/tensorly's


def _row(xp, x, k):
    """``x[..., k, :]``."""
    return xp.getitem(x, (slice(None),) * (_ndim(xp, x) - 2) + (k, slice(None)))


def _col(xp, x, k):
    """``x[..., :, k]``."""
    return xp.getitem(x, (slice(None),) * (_ndim(xp, x) - 1) + (k,))


def _prod(vals):
    r = 1
    for v in vals:
        r *= int(v)
    return r


@composition("diagflat")
def _diagflat(xp, x, /, *, offset=0, padding_value=0, align="RIGHT_LEFT", num_rows=-1, num_cols=-1):
    if align not in ("RIGHT_LEFT", "LEFT_RIGHT", "LEFT_LEFT", "RIGHT_RIGHT"):
        raise InvalidArgumentError(f"ivy.diagflat: align must be one of RIGHT_LEFT, LEFT_RIGHT, LEFT_LEFT, "
                                   f"RIGHT_RIGHT; got {align!r}")
    v = xp.reshape(x, (-1,))
    n = xp.shape(v)[0]
    offset = int(offset)
    need_r, need_c = n + max(-offset, 0), n + max(offset, 0)
    if num_rows in (-1, None) and num_cols in (-1, None):  # square, as NumPy's diagflat
        rows = cols = n + abs(offset)
    else:
        rows = need_r if num_rows in (-1, None) else int(num_rows)
        cols = need_c if num_cols in (-1, None) else int(num_cols)
    if rows < need_r or cols < need_c:
        raise ShapeError(f"ivy.diagflat: a {rows}x{cols} matrix cannot hold {n} values on diagonal {offset}")
    dt = _ndt(xp, x)
    r = xp.reshape(xp.arange(rows, device=_dev(xp, x)), (rows, 1))
    c = xp.reshape(xp.arange(cols, device=_dev(xp, x)), (1, cols))
    on = xp.equal(xp.subtract(c, r), offset)
    idx = xp.broadcast_to(r if offset >= 0 else c, (rows, cols))  # the diagonal's k-th value at row k (col k)
    on = xp.logical_and(on, xp.less(idx, n))  # past the n values: padding
    if n == 0:
        return xp.full((rows, cols), padding_value, dtype=dt, device=_dev(xp, x))
    vals = xp.reshape(xp.take(v, xp.reshape(xp.clip(idx, 0, n - 1), (-1,)), axis=0), (rows, cols))
    return xp.where(on, vals, xp.full((rows, cols), padding_value, dtype=dt, device=_dev(xp, x)))


def _matrices(xp, x, name):
    x = list(x)
    if not x:
        raise InvalidArgumentError(f"ivy.{name} needs at least one matrix")
    for i, m in enumerate(x):
        if _ndim(xp, m) != 2:
            raise ShapeError(f"ivy.{name}: array {i} has {_ndim(xp, m)} dimensions, not 2")
    return x


@composition("kronecker")
def _kronecker(xp, x, skip_matrix=None, reverse=False):
    x = _matrices(xp, x, "kronecker")
    if skip_matrix is not None:
        x = [m for i, m in enumerate(x) if i != skip_matrix % len(x)]
        if not x:
            raise InvalidArgumentError("ivy.kronecker: no matrix is left after skip_matrix")
    if reverse:
        x = x[::-1]
    r = x[0]
    for m in x[1:]:
        r = xp.kron(r, m)
    return r


@composition("khatri_rao")
def _khatri_rao(xp, x, weights=None, skip_matrix=None, mask=None):
    x = _matrices(xp, x, "khatri_rao")
    if skip_matrix is not None:
        x = [m for i, m in enumerate(x) if i != skip_matrix % len(x)]
        if not x:
            raise InvalidArgumentError("ivy.khatri_rao: no matrix is left after skip_matrix")
    k = xp.shape(x[0])[1]
    if any(xp.shape(m)[1] != k for m in x):
        raise ShapeError(f"ivy.khatri_rao: the matrices must share their number of columns, got "
                         f"{[tuple(xp.shape(m)) for m in x]}")
    r = x[0] if weights is None else xp.multiply(x[0], weights)
    for m in x[1:]:
        r = xp.reshape(xp.multiply(xp.expand_dims(r, axis=1), xp.expand_dims(m, axis=0)), (-1, k))
    if mask is not None:
        r = xp.multiply(r, xp.reshape(mask, (-1, 1)))
    return r


def _square(xp, x, name):
    s = xp.shape(x)
    if len(s) < 2 or s[-1] != s[-2]:
        raise ShapeError(f"ivy.{name} needs (batches of) square matrices, got shape {tuple(s)}")
    return int(s[-1])


@composition("lu_factor")
def _lu_factor(xp, A, /, *, pivot=True):  # noqa: N803
    n = _square(xp, A, "lu_factor")
    nb = _ndim(xp, A) - 2
    batch = tuple(xp.shape(A)[:-2])
    (a,), _ = _common_float(xp, A)  # integers and bools factor in float32
    dev = _dev(xp, A)
    rows = xp.reshape(xp.arange(n, dtype=xp.native_dtype(_INT64), device=dev), (n, 1))
    cols = xp.reshape(rows, (1, n))
    complex_ = xp.dtype(A).kind == "c"
    pivots = []
    for k in range(n):
        col = _col(xp, a, k)
        if pivot:  # the first largest magnitude below the diagonal (|re| + |im| for complex, as LAPACK)
            mag = xp.add(xp.abs(xp.real(col)), xp.abs(xp.imag(col))) if complex_ else xp.abs(col)
            mag = xp.where(xp.less(xp.reshape(rows, (n,)), k), xp.full_like(mag, -1.0), mag)
            p = xp.argmax(mag, axis=-1)
            p = xp.astype(p, xp.native_dtype(_INT64))
            pe = xp.reshape(p, batch + (1, 1))
            rk = xp.expand_dims(_row(xp, a, k), axis=-2)
            rp = xp.take_along_axis(a, xp.broadcast_to(pe, batch + (1, n)), axis=-2)
            a = xp.where(xp.equal(rows, k), rp, xp.where(xp.equal(rows, pe), rk, a))
        else:
            p = xp.full(batch, k, dtype=xp.native_dtype(_INT64), device=dev)
        pivots.append(p)
        d = xp.expand_dims(xp.getitem(a, (slice(None),) * nb + (k, k)), axis=-1)
        below = xp.greater(rows, k)
        factors = xp.expand_dims(xp.divide(_col(xp, a, k), d), axis=-1)
        factors = xp.where(below, factors, xp.zeros_like(factors))
        upd = xp.subtract(a, xp.multiply(factors, xp.expand_dims(_row(xp, a, k), axis=-2)))
        a = xp.where(xp.logical_and(below, xp.greater(cols, k)), upd, a)
        a = xp.where(xp.logical_and(below, xp.equal(cols, k)), factors, a)
    i32 = xp.native_dtype(_dt.int32)
    piv = xp.add(xp.astype(xp.stack(pivots, axis=-1), i32), 1) if n else xp.zeros(batch + (0,), dtype=i32,
                                                                                    device=dev)
    return _la.LUResult(a, piv)


def _apply_pivots(xp, b, piv):
    """``P b``: the row swaps ``i <-> piv[i] - 1`` of ``lu_factor`` applied in order to ``b``'s rows."""
    n = xp.shape(b)[-2]
    batch = tuple(xp.shape(piv)[:-1])
    dev = _dev(xp, b)
    ar = xp.arange(n, dtype=xp.native_dtype(_INT64), device=dev)
    perm = xp.broadcast_to(ar, batch + (n,))
    p = xp.subtract(xp.astype(piv, xp.native_dtype(_INT64)), 1)
    for i in range(n):
        j = xp.getitem(p, (slice(None),) * len(batch) + (slice(i, i + 1),))  # (..., 1)
        vi = xp.getitem(perm, (slice(None),) * len(batch) + (slice(i, i + 1),))
        vj = xp.take_along_axis(perm, j, axis=-1)
        perm = xp.where(xp.equal(ar, i), vj, xp.where(xp.equal(ar, j), vi, perm))
    full = tuple(xp.shape(b)[:-2])
    k = xp.shape(b)[-1]
    idx = xp.broadcast_to(xp.expand_dims(perm, axis=-1), _broadcast(full, batch) + (n, k))
    return xp.take_along_axis(xp.broadcast_to(b, _broadcast(full, batch) + (n, k)), idx, axis=-2)


def _broadcast(s1, s2):
    from .manipulation import broadcast_shapes

    return tuple(broadcast_shapes(tuple(s1), tuple(s2)))


@composition("lu_solve")
def _lu_solve(xp, lu, p, b, /):
    n = _square(xp, lu, "lu_solve")
    if _ndim(xp, b) < 2 or xp.shape(b)[-2] != n:
        raise ShapeError(f"ivy.lu_solve: b must be (batches of) ({n}, k) matrices, got shape {tuple(xp.shape(b))}")
    if tuple(xp.shape(p)) != tuple(xp.shape(lu)[:-1]):
        raise ShapeError(f"ivy.lu_solve: pivots of shape {tuple(xp.shape(p))} do not match LU {tuple(xp.shape(lu))}")
    if xp.dtype(b).kind not in "fc":
        b = xp.astype(b, _ndt(xp, lu))
    pb = _apply_pivots(xp, b, p)
    y = xp.solve_triangular(lu, pb, upper=False, unit_diagonal=True)
    return xp.solve_triangular(lu, y, upper=True)


@composition("tensorsolve")
def _tensorsolve(xp, x1, x2, /, *, axes=None):
    nd = _ndim(xp, x1)
    if axes is not None:
        if isinstance(axes, int):
            axes = (axes,)
        ax = [_axis(a, nd, "tensorsolve") for a in axes]
        rest = [i for i in range(nd) if i not in ax]
        x1 = xp.permute_dims(x1, tuple(rest + ax))
    s1, s2 = tuple(xp.shape(x1)), tuple(xp.shape(x2))
    nb = len(s2)
    if s1[:nb] != s2:
        raise ShapeError(f"ivy.tensorsolve: x1's leading shape {s1[:nb]} must be x2's shape {s2}")
    out = s1[nb:]
    m, k = _prod(s2), _prod(out)
    if m != k:
        raise ShapeError(f"ivy.tensorsolve: prod(x1.shape[x2.ndim:]) = {k} must equal prod(x2.shape) = {m}")
    r = xp.linalg_solve(xp.reshape(x1, (m, k)), xp.reshape(x2, (m, 1)))
    return xp.reshape(r, out)


def _signs_of_largest(xp, x, axis):
    """The sign (+1 where 0) of each column's (``axis=-2``) or row's (``-1``) largest-magnitude entry."""
    i = xp.argmax(xp.abs(x), axis=axis, keepdims=True)
    v = xp.take_along_axis(x, i, axis=axis)
    s = xp.sign(xp.real(v)) if xp.dtype(x).kind == "c" else xp.sign(v)
    return xp.where(xp.equal(s, 0), xp.ones_like(s), s)


@composition("svd_flip")
def _svd_flip(xp, U, V, /, u_based_decision=True):  # noqa: N803
    if _ndim(xp, U) != 2 or _ndim(xp, V) != 2:
        raise ShapeError("ivy.svd_flip takes the matrices U and V of an SVD")
    if u_based_decision:
        s = _signs_of_largest(xp, U, -2)  # (1, k)
        k = xp.shape(s)[-1]
        sv = xp.reshape(s, (k, 1))
        return xp.multiply(U, xp.astype(s, _ndt(xp, U))), xp.concat(
            [xp.multiply(xp.getitem(V, (slice(0, k),)), xp.astype(sv, _ndt(xp, V))),
             xp.getitem(V, (slice(k, None),))], axis=0)
    s = _signs_of_largest(xp, V, -1)  # (k, 1)
    k = xp.shape(s)[0]
    su = xp.reshape(s, (1, k))
    return xp.concat([xp.multiply(xp.getitem(U, (slice(None), slice(0, k))), xp.astype(su, _ndt(xp, U))),
                      xp.getitem(U, (slice(None), slice(k, None)))], axis=1), xp.multiply(V, xp.astype(s, _ndt(xp, V)))


@composition("truncated_svd")
def _truncated_svd(xp, x, /, compute_uv=True, n_eigenvecs=None):
    if _ndim(xp, x) != 2:
        raise ShapeError(f"ivy.truncated_svd takes a matrix, got a {_ndim(xp, x)}-d array")
    m, n = xp.shape(x)
    k = min(m, n)
    if n_eigenvecs is None:
        n_eigenvecs = k
    if not 0 < int(n_eigenvecs) <= k:
        raise InvalidArgumentError(f"ivy.truncated_svd: n_eigenvecs must be in 1 ... {k}, got {n_eigenvecs}")
    r = int(n_eigenvecs)
    if not compute_uv:
        return xp.getitem(xp.linalg_svdvals(x), (slice(0, r),))
    u, s, vh = xp.linalg_svd(x, full_matrices=False)
    return _la_svd(u, s, vh, r, xp)


def _la_svd(u, s, vh, r, xp):
    from .linalg import SVDResult

    return SVDResult(xp.getitem(u, (slice(None), slice(0, r))), xp.getitem(s, (slice(0, r),)),
                     xp.getitem(vh, (slice(0, r),)))


@composition("mode_dot")
def _mode_dot(xp, x, /, matrix_or_vector, mode, transpose=False):
    nd = _ndim(xp, x)
    mode = _axis(mode, nd, "mode_dot")
    m = matrix_or_vector
    size = xp.shape(x)[mode]
    md = _ndim(xp, m)
    if md == 2:
        if transpose:
            m = _adjoint(xp, m)
        if xp.shape(m)[1] != size:
            raise ShapeError(f"ivy.mode_dot: a {tuple(xp.shape(m))} matrix cannot multiply mode {mode} of size {size}")
        r = xp.tensordot(m, x, axes=((1,), (mode,)))  # (J, rest...)
        return xp.moveaxis(r, 0, mode)
    if md == 1:
        if xp.shape(m)[0] != size:
            raise ShapeError(f"ivy.mode_dot: a vector of {xp.shape(m)[0]} cannot contract mode {mode} of size {size}")
        return xp.tensordot(x, m, axes=((mode,), (0,)))
    raise ShapeError(f"ivy.mode_dot takes a matrix or a vector, got a {md}-d array")


@composition("multi_mode_dot")
def _multi_mode_dot(xp, x, mat_or_vec_list, /, modes=None, skip=None, transpose=False):
    mats = list(mat_or_vec_list)
    modes = list(range(len(mats))) if modes is None else [int(m) for m in modes]
    if len(modes) != len(mats):
        raise InvalidArgumentError(f"ivy.multi_mode_dot: {len(mats)} matrices for {len(modes)} modes")
    nd = _ndim(xp, x)
    modes = [_axis(m, nd, "multi_mode_dot") for m in modes]
    order = sorted(range(len(mats)), key=lambda i: modes[i])
    res = x
    gone = 0
    for i, j in enumerate(order):
        if skip is not None and i == skip:
            continue
        res = _mode_dot(xp, res, mats[j], modes[j] - gone, transpose)
        if _ndim(xp, mats[j]) == 1:
            gone += 1
    return res


@composition("general_inner_product")
def _general_inner_product(xp, a, b, n_modes=None, /):
    sa, sb = tuple(xp.shape(a)), tuple(xp.shape(b))
    if n_modes is None:
        if sa != sb:
            raise ShapeError(f"ivy.general_inner_product: with n_modes=None the shapes must match, got {sa} and {sb}")
        return xp.sum(xp.multiply(a, b))
    n = int(n_modes)
    if not 0 <= n <= min(len(sa), len(sb)) or sa[len(sa) - n:] != sb[:n]:
        raise ShapeError(f"ivy.general_inner_product: the last {n} modes of {sa} must be the first of {sb}")
    return xp.tensordot(a, b, axes=n)


@composition("higher_order_moment")
def _higher_order_moment(xp, x, order, /):
    if _ndim(xp, x) != 2:
        raise ShapeError(f"ivy.higher_order_moment takes (n_samples, n_features), got a {_ndim(xp, x)}-d array")
    order = int(order)
    if order < 1:
        raise InvalidArgumentError(f"ivy.higher_order_moment: order must be >= 1, got {order}")
    s, f = xp.shape(x)
    r = x
    for _ in range(order - 1):
        nr = _ndim(xp, r)
        r = xp.multiply(xp.expand_dims(r, axis=-1), xp.reshape(x, (s,) + (1,) * (nr - 1) + (f,)))
    return xp.mean(r, axis=0)


@composition("eigh_tridiagonal")
def _eigh_tridiagonal(xp, alpha, beta, /, *, eigvals_only=True, select="a", select_range=None, tol=None):
    if _ndim(xp, alpha) != 1 or _ndim(xp, beta) != 1:
        raise ShapeError("ivy.eigh_tridiagonal: alpha and beta must be 1-D")
    n = xp.shape(alpha)[0]
    if xp.shape(beta)[0] != max(n - 1, 0):
        raise ShapeError(f"ivy.eigh_tridiagonal: beta must have n - 1 = {n - 1} values, got {xp.shape(beta)[0]}")
    if select not in ("a", "v", "i"):
        raise InvalidArgumentError(f"ivy.eigh_tridiagonal: select must be 'a', 'v' or 'i', got {select!r}")
    if select != "a" and select_range is None:
        raise InvalidArgumentError(f"ivy.eigh_tridiagonal: select={select!r} needs select_range")
    (a, b), d = _common_float(xp, alpha, beta)
    dev = _dev(xp, a)
    if n == 0:
        vals = xp.zeros((0,), dtype=xp.native_dtype(_real_of(d)), device=dev)
        return vals if eigvals_only else (vals, xp.zeros((0, 0), dtype=xp.native_dtype(d), device=dev))
    m = xp.multiply(xp.expand_dims(a, axis=-1), xp.eye(n, dtype=xp.native_dtype(d), device=dev))
    if n > 1:  # beta above the diagonal, its conjugate below
        bz = xp.concat([b, xp.zeros((1,), dtype=xp.native_dtype(d), device=dev)])
        sup = xp.multiply(xp.expand_dims(bz, axis=-1), xp.eye(n, n, k=1, dtype=xp.native_dtype(d), device=dev))
        m = xp.add(xp.add(m, sup), _adjoint(xp, sup))
    vals, vecs = xp.linalg_eigh(m)
    if select == "a":
        keep = None
    else:
        lo, hi = (float(v) for v in (xp.to_numpy(select_range).tolist() if not isinstance(select_range, (list, tuple))
                                     else select_range))
        host = xp.to_numpy(vals).tolist()
        if select == "v":
            keep = [i for i, v in enumerate(host) if lo < v <= hi]
        else:
            keep = list(range(max(int(lo), 0), min(int(hi), n - 1) + 1))
    if keep is not None:
        idx = xp.asarray(keep, dtype=xp.native_dtype(_INT64), device=dev)
        vals = xp.take(vals, idx, axis=0)
        vecs = xp.take(vecs, idx, axis=1)
    return vals if eigvals_only else (vals, vecs)


def _common_float(xp, *xs):
    d = _dt.result_type(*(xp.dtype(v) for v in xs))
    if d.kind not in "fc":
        d = _dt.float32
    return tuple(xp.astype(v, xp.native_dtype(d)) for v in xs), d


def _real_of(d):
    return {_dt.complex64: _dt.float32, _dt.complex128: _dt.float64}.get(d, d)


# ------------------------------------ ivy 1.0's experimental tensor reshaping (tensorly's)


@composition("unfold")
def _unfold(xp, x, /, mode=0):
    mode = _axis(mode, _ndim(xp, x), "unfold")
    s = tuple(xp.shape(x))
    return xp.reshape(xp.moveaxis(x, mode, 0), (s[mode], _prod(s[:mode] + s[mode + 1:])))


def _shape_arg(shape, name):
    try:
        return [int(s) for s in shape]
    except TypeError as e:
        raise InvalidArgumentError(f"ivy.{name}: shape must be a sequence of ints, got {shape!r}") from e


def _reshape_to(xp, x, shape, name):
    if _prod(xp.shape(x)) != _prod(shape):
        raise ShapeError(f"ivy.{name}: an array of shape {tuple(xp.shape(x))} cannot be folded to {tuple(shape)}")
    return xp.reshape(x, tuple(shape))


@composition("fold")
def _fold(xp, x, /, mode, shape):
    full = _shape_arg(shape, "fold")
    mode = _axis(mode, len(full), "fold")
    moved = [full[mode]] + full[:mode] + full[mode + 1:]
    return xp.moveaxis(_reshape_to(xp, x, moved, "fold"), 0, mode)


@composition("partial_unfold")
def _partial_unfold(xp, x, /, mode=0, skip_begin=1, skip_end=0, ravel_tensors=False):
    s = tuple(xp.shape(x))
    nd = len(s)
    m = mode + skip_begin
    if not skip_begin <= m < nd - skip_end or skip_begin < 0 or skip_end < 0:
        raise InvalidArgumentError(f"ivy.partial_unfold: mode {mode} past {skip_begin} skipped modes (and "
                                   f"{skip_end} at the end) is out of range for {nd} dimensions")
    new = [-1] if ravel_tensors else [s[m], -1]
    new = list(s[:skip_begin]) + new + list(s[nd - skip_end:])
    moved = xp.moveaxis(x, m, skip_begin)
    if _prod(s) == 0:  # -1 cannot be inferred from an empty array
        known = _prod(v for v in new if v != -1)
        rest = _prod(s) // known if known else 0
        new = [rest if v == -1 else v for v in new]
    return xp.reshape(moved, tuple(new))


@composition("partial_fold")
def _partial_fold(xp, x, /, mode, shape, skip_begin=1):
    full = _shape_arg(shape, "partial_fold")
    m = mode + skip_begin
    if not skip_begin <= m < len(full):
        raise InvalidArgumentError(f"ivy.partial_fold: mode {mode} past {skip_begin} skipped modes is out of "
                                   f"range for shape {tuple(full)}")
    moved = list(full)
    d = moved.pop(m)
    moved.insert(skip_begin, d)
    return xp.moveaxis(_reshape_to(xp, x, moved, "partial_fold"), skip_begin, m)


@composition("partial_tensor_to_vec")
def _partial_tensor_to_vec(xp, x, /, skip_begin=1, skip_end=0):
    return _partial_unfold(xp, x, 0, skip_begin, skip_end, True)


@composition("partial_vec_to_tensor")
def _partial_vec_to_tensor(xp, x, /, shape, skip_begin=1):
    return _partial_fold(xp, x, 0, shape, skip_begin)


@composition("matricize")
def _matricize(xp, x, /, row_modes, column_modes=None):
    s = tuple(xp.shape(x))
    nd = len(s)
    rows = [int(m) for m in row_modes]
    cols = [i for i in range(nd) if i not in rows] if column_modes is None else [int(m) for m in column_modes]
    if sorted(rows + cols) != list(range(nd)):
        raise InvalidArgumentError(f"ivy.matricize: row_modes {rows} and column_modes {cols} must together list "
                                   f"each of the {nd} modes once")
    return xp.reshape(xp.permute_dims(x, tuple(rows + cols)), (_prod(s[i] for i in rows), _prod(s[i] for i in cols)))


@composition("soft_thresholding")
def _soft_thresholding(xp, x, /, threshold):
    mag = xp.subtract(xp.abs(x), threshold)
    return xp.multiply(xp.sign(x), xp.maximum(mag, xp.zeros_like(mag)))


@composition("tt_matrix_to_tensor")
def _tt_matrix_to_tensor(xp, tt_matrix, /):
    cores = list(tt_matrix)
    if not cores:
        raise InvalidArgumentError("ivy.tt_matrix_to_tensor needs at least one core")
    for i, c in enumerate(cores):
        if _ndim(xp, c) != 4:
            raise ShapeError(f"ivy.tt_matrix_to_tensor: core {i} has {_ndim(xp, c)} dimensions, not 4 "
                             "(rank, rows, columns, rank)")
    ins = [xp.shape(c)[1] for c in cores]
    outs = [xp.shape(c)[2] for c in cores]
    r = cores[0]
    for i, c in enumerate(cores[1:], 1):
        if xp.shape(r)[-1] != xp.shape(c)[0]:
            raise ShapeError(f"ivy.tt_matrix_to_tensor: core {i}'s rank {xp.shape(c)[0]} does not match "
                             f"the previous core's {xp.shape(r)[-1]}")
        r = xp.tensordot(r, c, axes=((_ndim(xp, r) - 1,), (0,)))
    d = len(cores)
    inter = []
    for m, n in zip(ins, outs):
        inter += [m, n]
    r = xp.reshape(r, tuple(inter))
    return xp.permute_dims(r, tuple(range(0, 2 * d, 2)) + tuple(range(1, 2 * d, 2)))

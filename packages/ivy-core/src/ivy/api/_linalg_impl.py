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

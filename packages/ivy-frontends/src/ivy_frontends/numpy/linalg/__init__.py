"""``numpy.linalg`` on ivy: decompositions, inverses, solvers, norms and the Array API's linalg functions.

NumPy's rules: integer and bool input computes in float64, float32/complex64 stay in single
precision, float16 is refused (``TypeError``, as NumPy); stacks of matrices broadcast; results are
NumPy's named tuples (``EigResult``, ``EighResult``, ``QRResult``, ``SlogdetResult``,
``SVDResult``); a singular matrix (``inv``, ``solve``) or one that is not positive definite
(``cholesky``) raises :class:`LinAlgError` on every backend; ``eig`` of a real matrix gives real
results when every eigenvalue is real.

>>> import ivy_frontends.numpy as np
>>> np.linalg.inv([[1., 2.], [3., 4.]])
array([[-2. ,  1. ],
       [ 1.5, -0.5]])
"""

from __future__ import annotations

import builtins
import math
from typing import NamedTuple

import ivy

from ..._errors import FrontendTypeError, FrontendValueError, refuse
from .. import _dtypes as D
from .._convert import asn, astype_native, dtype_of, int_arg, ret, shape_of
from .._dtypes import _NoValue
from .._errors import LinAlgError, norm_axes, norm_axis
from ..ndarray import wrap, wrap_r

__all__ = ["LinAlgError", "cholesky", "cond", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh",
           "inv", "lstsq", "matmul", "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "multi_dot",
           "norm", "outer", "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "tensordot", "tensorinv",
           "tensorsolve", "trace", "vecdot", "vector_norm"]


class EigResult(NamedTuple):
    eigenvalues: object
    eigenvectors: object


class EighResult(NamedTuple):
    eigenvalues: object
    eigenvectors: object


class QRResult(NamedTuple):
    Q: object
    R: object


class SlogdetResult(NamedTuple):
    sign: object
    logabsdet: object


class SVDResult(NamedTuple):
    U: object
    S: object
    Vh: object


def _float(a, square=False, min_nd=2, fn="linalg"):
    """Native ``a`` in NumPy's linalg dtype (float64 for integers; float16 refused)."""
    x = asn(a)
    d = dtype_of(x)
    if d is D._F16 or d is D._BF16:
        raise FrontendTypeError(f"array type {d.name} is unsupported in linalg")
    if d._cat <= 1:
        x = astype_native(x, D._F64)
    nd = len(x.shape)
    if nd < min_nd:
        raise LinAlgError(f"{nd}-dimensional array given. Array must be at least two-dimensional")
    if square and int(x.shape[-1]) != int(x.shape[-2]):
        raise LinAlgError("Last 2 dimensions of the array must be square")
    return x


def _finite(x, what="Array must not contain infs or NaNs"):
    if dtype_of(x)._cat >= 2 and not bool(ivy.all(ivy.isfinite(x))):
        raise LinAlgError(what)


def _empty_square(x):
    return int(x.shape[-1]) == 0


def inv(a):
    """The inverse of each square matrix (LinAlgError if singular)."""
    x = _float(a, True)
    if _empty_square(x):
        return wrap(x)
    try:
        r = ivy.inv(x)
    except ivy.IvyError as e:
        raise LinAlgError("Singular matrix") from e
    if bool(ivy.all(ivy.isfinite(x))) and not bool(ivy.all(ivy.isfinite(r))):
        raise LinAlgError("Singular matrix")
    return wrap(r)


def solve(a, b):
    """The solution ``x`` of ``a @ x = b`` (``b`` a vector or a stack of matrices)."""
    x = _float(a, True)
    y = asn(b)
    from .._promotion import PROMOTION

    dt = PROMOTION.promote(dtype_of(x), dtype_of(y))
    dt = D._F64 if dt._cat <= 1 else dt
    x, y = astype_native(x, dt), astype_native(y, dt)
    vec = len(y.shape) == 1
    if vec:
        y2 = ivy.expand_dims(y, axis=-1)
    else:
        y2 = y
    if int(y2.shape[-2]) != int(x.shape[-1]):
        raise FrontendValueError(
            f"solve: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,m),(m,n)->(m,n) "
            f"(size {int(y2.shape[-2])} is different from {int(x.shape[-1])})")
    try:
        r = ivy.solve(x, y2)
    except ivy.IvyError as e:
        if isinstance(e, ivy.ShapeError):
            raise
        raise LinAlgError("Singular matrix") from e
    if bool(ivy.all(ivy.isfinite(x))) and bool(ivy.all(ivy.isfinite(y2))) and not bool(ivy.all(ivy.isfinite(r))):
        raise LinAlgError("Singular matrix")
    if vec:
        r = ivy.current_backend().getitem(r, (Ellipsis, 0))
    return wrap(r)


def det(a):
    """The determinant of each square matrix."""
    x = _float(a, True)
    if _empty_square(x):
        return wrap_r(ivy.ones(shape_of(x)[:-2], dtype=dtype_of(x)._ivy)._data)
    return wrap_r(ivy.det(x))


def slogdet(a):
    """``(sign, log|det|)`` of each square matrix."""
    x = _float(a, True)
    if _empty_square(x):
        s = ivy.ones(shape_of(x)[:-2], dtype=dtype_of(x)._ivy)._data
        rd = D._F32 if dtype_of(x) in (D._F32, D._C64) else D._F64
        return SlogdetResult(wrap_r(s), wrap_r(ivy.zeros(shape_of(x)[:-2], dtype=rd._ivy)._data))
    r = ivy.slogdet(x)
    sign, logdet = r
    if dtype_of(x)._cat == 2:
        sign = astype_native(sign, dtype_of(x))
    return SlogdetResult(wrap_r(sign), wrap_r(logdet))


def cholesky(a, /, *, upper=False):
    """The Cholesky factor (lower, or upper) of each Hermitian positive-definite matrix."""
    x = _float(a, True)
    if _empty_square(x):
        return wrap(x)
    try:
        r = ivy.cholesky(x, upper=upper)
    except ivy.IvyError as e:
        raise LinAlgError("Matrix is not positive definite") from e
    if not bool(ivy.all(ivy.isfinite(r))):
        raise LinAlgError("Matrix is not positive definite")
    return wrap(r)


def qr(a, mode="reduced"):
    """The QR decomposition (``mode`` 'reduced', 'complete' or 'r')."""
    x = _float(a)
    if mode == "raw":
        raise refuse("linalg.qr", "mode", mode, "LAPACK's Householder reflectors are not exposed")
    if mode not in ("reduced", "complete", "r"):
        raise FrontendValueError(f"Unrecognized mode '{mode}'")
    q, r = ivy.qr(x, mode="complete" if mode == "complete" else "reduced")
    if mode == "r":
        return wrap(r)
    return QRResult(wrap(q), wrap(r))


def _real_dt(d):
    return D._F32 if d in (D._F32, D._C64) else D._F64


def eig(a):
    """Eigenvalues and right eigenvectors of each square matrix (real when all eigenvalues are real)."""
    x = _float(a, True)
    _finite(x)
    d = dtype_of(x)
    w, v = ivy.eig(x)
    if d._cat == 2 and bool(ivy.all(ivy.equal(ivy.imag(w), 0))):
        w = astype_native(ivy.real(w), d)
        v = astype_native(ivy.real(v), d)
    else:
        cd = D._C64 if d in (D._F32, D._C64) else D._C128
        w, v = astype_native(w, cd), astype_native(v, cd)
    return EigResult(wrap(w), wrap(v))


def eigvals(a):
    """The eigenvalues of each square matrix (real when they all are)."""
    return eig(a).eigenvalues


def eigh(a, UPLO="L"):
    """Eigenvalues (ascending) and eigenvectors of each Hermitian matrix (``UPLO`` triangle read)."""
    if UPLO not in ("L", "U"):
        raise FrontendValueError("UPLO argument must be 'L' or 'U'")
    x = _float(a, True)
    w, v = ivy.eigh(x, UPLO=UPLO)
    return EighResult(wrap(astype_native(w, _real_dt(dtype_of(x)))), wrap(v))


def eigvalsh(a, UPLO="L"):
    if UPLO not in ("L", "U"):
        raise FrontendValueError("UPLO argument must be 'L' or 'U'")
    x = _float(a, True)
    return wrap(astype_native(ivy.eigvalsh(x, UPLO=UPLO), _real_dt(dtype_of(x))))


def svd(a, full_matrices=True, compute_uv=True, hermitian=False):
    """``U, S, Vh`` with ``a = U @ diag(S) @ Vh`` (singular values descending)."""
    x = _float(a)
    if not compute_uv:
        return wrap(astype_native(ivy.svdvals(x), _real_dt(dtype_of(x))))
    u, s, vh = ivy.svd(x, full_matrices=full_matrices, compute_uv=True)
    return SVDResult(wrap(u), wrap(astype_native(s, _real_dt(dtype_of(x)))), wrap(vh))


def svdvals(x, /):
    """The singular values of each matrix."""
    v = _float(x)
    return wrap(astype_native(ivy.svdvals(v), _real_dt(dtype_of(v))))


def _svals(x):
    return ivy.svdvals(x)


def matrix_rank(A, tol=None, hermitian=False, *, rtol=None):
    """The rank by SVD: singular values above ``tol`` (default ``S.max() * max(M, N) * eps``)."""
    x = asn(A)
    if len(x.shape) < 2:
        return int(bool(ivy.any(ivy.not_equal(x, 0))))  # NumPy: a Python int for a vector
    x = _float(x)
    s = _svals(x)
    m, n = int(x.shape[-2]), int(x.shape[-1])
    if tol is None:
        eps = float(D.finfo(_real_dt(dtype_of(x))).eps)
        r_ = builtins.max(m, n) * eps if rtol is None else float(rtol)
        t = ivy.multiply(ivy.max(s, axis=-1, keepdims=True), r_) if int(s.shape[-1]) else 0.0
    else:
        t = asn(tol)
        t = ivy.expand_dims(t, axis=-1) if len(getattr(t, "shape", ())) else t
    r = ivy.sum(ivy.astype(ivy.greater(s, t), ivy.int64), axis=-1)
    return wrap_r(r)


def pinv(a, rcond=None, hermitian=False, *, rtol=_NoValue):
    """The Moore-Penrose pseudo-inverse by SVD (singular values below ``rcond * S.max()`` dropped)."""
    x = _float(a)
    m, n = int(x.shape[-2]), int(x.shape[-1])
    if rcond is not None:
        if rtol is not _NoValue:
            raise FrontendValueError("`rtol` and `rcond` can't be both set.")
        cut = asn(rcond)
    elif rtol is _NoValue:
        cut = 1e-15
    elif rtol is None:
        cut = builtins.max(m, n) * float(D.finfo(_real_dt(dtype_of(x))).eps)
    else:
        cut = asn(rtol)
    if m == 0 or n == 0:
        return wrap(ivy.zeros(shape_of(x)[:-2] + (n, m), dtype=dtype_of(x)._ivy)._data)
    u, s, vh = ivy.svd(x, full_matrices=False, compute_uv=True)
    thr = ivy.multiply(ivy.max(s, axis=-1, keepdims=True), cut if not hasattr(cut, "shape") else
                       ivy.expand_dims(cut, axis=-1) if len(cut.shape) else cut)
    big = ivy.greater(s, thr)
    sinv = ivy.where(big, ivy.divide(1.0, ivy.where(big, s, ivy.ones_like(s))), ivy.zeros_like(s))
    sinv = astype_native(sinv, dtype_of(x))
    vt = ivy.matrix_transpose(ivy.conj(vh)) if dtype_of(x)._cat == 3 else ivy.matrix_transpose(vh)
    ut = ivy.matrix_transpose(ivy.conj(u)) if dtype_of(x)._cat == 3 else ivy.matrix_transpose(u)
    r = ivy.matmul(ivy.multiply(vt, ivy.expand_dims(sinv, axis=-2)), ut)
    return wrap(r)


def lstsq(a, b, rcond=None):
    """The least-squares solution of ``a @ x = b``: ``(x, residuals, rank, s)``."""
    x = _float(a)
    if len(x.shape) != 2:
        raise LinAlgError(f"{len(x.shape)}-dimensional array given. Array must be two-dimensional")
    y = asn(b)
    from .._promotion import PROMOTION

    dt = PROMOTION.promote(dtype_of(x), dtype_of(y))
    dt = D._F64 if dt._cat <= 1 else dt
    x, y = astype_native(x, dt), astype_native(y, dt)
    vec = len(y.shape) == 1
    y2 = ivy.expand_dims(y, axis=-1) if vec else y
    m, n = int(x.shape[0]), int(x.shape[1])
    if int(y2.shape[0]) != m:
        raise LinAlgError("Incompatible dimensions")
    eps = float(D.finfo(_real_dt(dt)).eps)
    rc = builtins.max(m, n) * eps if rcond is None else float(rcond)
    u, s, vh = ivy.svd(x, full_matrices=False, compute_uv=True)
    if int(s.shape[0]):
        thr = rc * float(ivy.to_list(ivy.max(s)))
    else:
        thr = 0.0
    big = ivy.greater(s, thr)
    rank = int(ivy.to_list(ivy.sum(ivy.astype(big, ivy.int64))))
    sinv = astype_native(ivy.where(big, ivy.divide(1.0, ivy.where(big, s, ivy.ones_like(s))), ivy.zeros_like(s)), dt)
    ut = ivy.matrix_transpose(ivy.conj(u) if dt._cat == 3 else u)
    vt = ivy.matrix_transpose(ivy.conj(vh) if dt._cat == 3 else vh)
    sol = ivy.matmul(vt, ivy.multiply(ivy.expand_dims(sinv, axis=-1), ivy.matmul(ut, y2)))
    if rank == n and m > n:
        res = ivy.subtract(ivy.matmul(x, sol), y2)
        sq = ivy.multiply(ivy.real(res), ivy.real(res))
        if dt._cat == 3:
            sq = ivy.add(sq, ivy.multiply(ivy.imag(res), ivy.imag(res)))
        resid = ivy.sum(sq, axis=0)
    else:
        resid = ivy.zeros((0,), dtype=_real_dt(dt)._ivy)._data
    if vec:
        sol = ivy.current_backend().getitem(sol, (Ellipsis, 0))
    return wrap(sol), wrap(astype_native(resid, _real_dt(dt))), wrap_r(ivy.asarray(rank, dtype=ivy.int32)._data), \
        wrap(astype_native(s, _real_dt(dt)))


def matrix_power(a, n):
    """``a`` raised to integer power ``n`` (the inverse for negative ``n``)."""
    x = asn(a)
    if len(x.shape) < 2:
        raise LinAlgError(f"{len(x.shape)}-dimensional array given. Array must be at least two-dimensional")
    if int(x.shape[-1]) != int(x.shape[-2]):
        raise LinAlgError("Last 2 dimensions of the array must be square")
    k = int_arg(n)
    if k < 0:
        x = inv(wrap(x))._data
        k = -k
    if k == 0:
        eye = ivy.eye(int(x.shape[-1]), dtype=dtype_of(x)._ivy)._data
        return wrap(ivy.broadcast_to(eye, shape_of(x)))
    result = None
    base = x
    while k:
        if k & 1:
            result = base if result is None else ivy.matmul(result, base)
        k >>= 1
        if k:
            base = ivy.matmul(base, base)
    return wrap(result)


def multi_dot(arrays, *, out=None):
    """The chained matrix product of the arrays (a 1-D first/last one as a row/column vector)."""
    xs = [asn(a) for a in arrays]
    if len(xs) < 2:
        raise FrontendValueError("Expecting at least two arrays.")
    first_1d = len(xs[0].shape) == 1
    last_1d = len(xs[-1].shape) == 1
    if first_1d:
        xs[0] = ivy.expand_dims(xs[0], axis=0)
    if last_1d:
        xs[-1] = ivy.expand_dims(xs[-1], axis=-1)
    from .._promotion import PROMOTION

    dt = PROMOTION.promote_all([dtype_of(x) for x in xs])
    xs = [astype_native(x, dt) for x in xs]
    r = xs[0]
    for x in xs[1:]:
        r = ivy.matmul(r, x)
    if first_1d and last_1d:
        r = ivy.reshape(r, ())
    elif first_1d:
        r = ivy.reshape(r, (-1,))
    elif last_1d:
        r = ivy.reshape(r, (-1,))
    return ret(r, out)


def norm(x, ord=None, axis=None, keepdims=False):  # noqa: A002 - NumPy's name
    """Matrix or vector norm (NumPy's ``ord`` values: None, 'fro', 'nuc', inf, -inf, 0, 1, -1, 2, -2, p)."""
    v = asn(x)
    d = dtype_of(v)
    if d._cat <= 1:
        v = astype_native(v, D._F64)
    nd = len(v.shape)
    if axis is None:
        if ord is None or (ord in ("f", "fro") and nd == 2) or (ord == 2 and nd == 1):
            flat = ivy.reshape(v, (-1,))
            r = _vnorm(flat, 2, (0,), False)
            if keepdims:
                r = ivy.reshape(r, (1,) * nd)
            return wrap_r(r)
        axes = tuple(range(nd))
    else:
        axes = norm_axes(axis if isinstance(axis, (tuple, list)) else (axis,), nd)
    if len(axes) == 1:
        if isinstance(ord, str):
            raise FrontendValueError(f"Invalid norm order '{ord}' for vectors")
        return wrap_r(_vnorm(v, 2 if ord is None else ord, axes, keepdims))
    if len(axes) == 2:
        return wrap_r(_mnorm(v, "fro" if ord is None else ord, axes, keepdims))
    raise FrontendValueError("Improper number of dimensions to norm.")


def _vnorm(v, ord, axes, keepdims):  # noqa: A002 - NumPy's name
    a = ivy.abs(v)
    if ord == math.inf:
        return ivy.max(a, axis=axes, keepdims=keepdims) if math.prod(int(v.shape[i]) for i in axes) else \
            ivy.zeros(_red_shape(v, axes, keepdims), dtype=dtype_of(a)._ivy)._data
    if ord == -math.inf:
        return ivy.min(a, axis=axes, keepdims=keepdims)
    if ord == 0:
        return astype_native(ivy.sum(ivy.astype(ivy.not_equal(v, 0), ivy.int64), axis=axes, keepdims=keepdims),
                             dtype_of(a))
    if ord == 1:
        return ivy.sum(a, axis=axes, keepdims=keepdims)
    if ord == 2:
        if dtype_of(v)._cat == 3:
            sq = ivy.add(ivy.square(ivy.real(v)), ivy.square(ivy.imag(v)))
        else:
            sq = ivy.multiply(v, v)
        return ivy.sqrt(ivy.sum(sq, axis=axes, keepdims=keepdims))
    p = float(ord)
    return ivy.pow(ivy.sum(ivy.pow(a, p), axis=axes, keepdims=keepdims), 1.0 / p)


def _red_shape(v, axes, keepdims):
    return tuple(1 if i in axes else int(s) for i, s in enumerate(v.shape) if keepdims or i not in axes)


def _mnorm(v, ord, axes, keepdims):  # noqa: A002 - NumPy's name
    r0, c0 = axes
    if r0 == c0:
        raise FrontendValueError("Duplicate axes given.")
    if ord in (2, -2, "nuc"):
        _float(v)  # an SVD: float16 refused as NumPy's linalg does
        moved = ivy.moveaxis(v, (r0, c0), (-2, -1))
        s = ivy.svdvals(moved)
        r = ivy.max(s, axis=-1) if ord == 2 else ivy.min(s, axis=-1) if ord == -2 else ivy.sum(s, axis=-1)
    elif ord in ("fro", "f"):
        if dtype_of(v)._cat == 3:
            sq = ivy.add(ivy.square(ivy.real(v)), ivy.square(ivy.imag(v)))
        else:
            sq = ivy.multiply(v, v)
        r = ivy.sqrt(ivy.sum(sq, axis=(r0, c0)))
    elif ord in (1, -1):
        s = ivy.sum(ivy.abs(v), axis=r0)
        c = c0 - 1 if c0 > r0 else c0
        r = ivy.max(s, axis=c) if ord == 1 else ivy.min(s, axis=c)
    elif ord in (math.inf, -math.inf):
        s = ivy.sum(ivy.abs(v), axis=c0)
        rr = r0 - 1 if r0 > c0 else r0
        r = ivy.max(s, axis=rr) if ord == math.inf else ivy.min(s, axis=rr)
    else:
        raise FrontendValueError("Invalid norm order for matrices.")
    if keepdims:
        shp = [1 if i in (r0, c0) else int(s) for i, s in enumerate(v.shape)]
        r = ivy.reshape(r, tuple(shp))
    return r


def matrix_norm(x, /, *, keepdims=False, ord="fro"):  # noqa: A002 - NumPy's name
    """The norm of each matrix in the last two axes."""
    return norm(x, ord=ord, axis=(-2, -1), keepdims=keepdims)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):  # noqa: A002 - NumPy's name
    """The vector norm over ``axis`` (all elements for None)."""
    v = asn(x)
    d = dtype_of(v)
    if d._cat <= 1:
        v = astype_native(v, D._F64)
    nd = len(v.shape)
    if axis is None:
        r = _vnorm(ivy.reshape(v, (-1,)), ord, (0,), False)
        if keepdims:
            r = ivy.reshape(r, (1,) * nd)
        return wrap_r(r)
    axes = norm_axes(axis if isinstance(axis, (tuple, list)) else (axis,), nd)
    return wrap_r(_vnorm(v, ord, axes, keepdims))


def cond(x, p=None):
    """The condition number (``p`` as in :func:`norm`; the SVD ratio by default)."""
    if 0 in tuple(asn(x).shape[-2:]):
        raise LinAlgError("cond is not defined on empty arrays")
    v = _float(x)
    if p is None or p in (2, -2):
        s = ivy.svdvals(v)
        r = ivy.divide(ivy.max(s, axis=-1), ivy.min(s, axis=-1)) if p != -2 else \
            ivy.divide(ivy.min(s, axis=-1), ivy.max(s, axis=-1))
        return wrap_r(r)
    n1 = asn(norm(wrap(v), p, axis=(-2, -1)))
    try:
        iv = ivy.inv(v)
    except ivy.IvyError:
        return wrap_r(ivy.full_like(n1, math.inf))
    n2 = asn(norm(wrap(iv), p, axis=(-2, -1)))
    r = ivy.multiply(n1, n2)
    r = ivy.where(ivy.isnan(r), ivy.full_like(r, math.inf), r)
    return wrap_r(r)


def matmul(x1, x2, /):
    from .._ufuncs import UFUNCS

    return UFUNCS["matmul"](x1, x2)


def vecdot(x1, x2, /, *, axis=-1):
    from .._ufuncs import UFUNCS

    return UFUNCS["vecdot"](x1, x2, axis=axis)


def outer(x1, x2, /):
    """The outer product of two 1-D arrays."""
    a, b = asn(x1), asn(x2)
    if len(a.shape) != 1 or len(b.shape) != 1:
        raise FrontendValueError(f"Input arrays must be one-dimensional, but they are {len(a.shape)}-dimensional and "
                                 f"{len(b.shape)}-dimensional.")
    from .._linalg import outer as _outer

    return _outer(wrap(a), wrap(b))


def cross(x1, x2, /, *, axis=-1):
    """The cross product of 3-element vectors along ``axis``."""
    a, b = asn(x1), asn(x2)
    if int(a.shape[axis]) != 3 or int(b.shape[axis]) != 3:
        raise FrontendValueError(f"Both input arrays must be (arrays of) 3-dimensional vectors, but they are "
                                 f"{int(a.shape[axis])} and {int(b.shape[axis])} dimensional instead.")
    from .._math import cross as _cross

    return _cross(wrap(a), wrap(b), axis=axis)


def diagonal(x, /, *, offset=0):
    from .._indexing import diagonal as _diagonal

    return _diagonal(x, offset=offset, axis1=-2, axis2=-1)


def trace(x, /, *, offset=0, dtype=None):
    from .._linalg import trace as _trace

    return _trace(x, offset=offset, axis1=-2, axis2=-1, dtype=dtype)


def matrix_transpose(x, /):
    from .._manipulation import matrix_transpose as _mt

    return _mt(x)


def tensordot(x1, x2, /, *, axes=2):
    from .._linalg import tensordot as _td

    return _td(x1, x2, axes)


def tensorinv(a, ind=2):
    """The inverse of a tensor with respect to ``tensordot(..., ind)``."""
    x = asn(a)
    if ind <= 0:
        raise FrontendValueError("Invalid ind argument.")
    old = shape_of(x)
    prod = math.prod(old[:ind])
    invshape = old[ind:] + old[:ind]
    if math.prod(old[ind:]) != prod:
        raise LinAlgError("Last 2 dimensions of the array must be square")
    ia = inv(wrap(ivy.reshape(x, (prod, -1))))._data
    return wrap(ivy.reshape(ia, invshape))


def tensorsolve(a, b, axes=None):
    """The solution ``x`` of ``tensordot(a, x, axes=x.ndim) = b``."""
    x = asn(a)
    y = asn(b)
    an = len(x.shape)
    if axes is not None:
        allaxes = list(range(an))
        for k in axes:
            allaxes.remove(norm_axis(k, an))
            allaxes.insert(an, norm_axis(k, an))
        x = ivy.permute_dims(x, tuple(allaxes))
    oldshape = shape_of(x)[len(y.shape):]
    prod = math.prod(oldshape)
    if math.prod(shape_of(x)) != prod * prod:
        raise LinAlgError("Input arrays must satisfy the requirement prod(a.shape[b.ndim:]) == "
                          "prod(a.shape[:b.ndim])")
    r = solve(wrap(ivy.reshape(x, (prod, prod))), wrap(ivy.reshape(y, (prod,))))._data
    return wrap(ivy.reshape(r, oldshape))

"""torch's BLAS and LAPACK ops: ``matmul``/``mm``/``bmm``/``mv``/``dot``, the ``add*`` fused
products, ``kron``, ``trace``, ``tensordot``, and the older decompositions of the ``torch``
namespace (``svd`` returning V, ``qr(some=)``, ``lu``, ``triangular_solve``, ...).

Products require operands of one dtype, as torch does (``expected m1 and m2 to have the same
dtype``); ``beta``/``alpha`` scale as torch's (``beta=0`` ignores NaNs of ``input``).

>>> import ivy_frontends.torch as torch
>>> torch.mm(torch.ones(2, 3), torch.ones(3, 4)).shape
torch.Size([2, 4])
"""

from __future__ import annotations

import builtins

import ivy

from .._errors import FrontendRuntimeError
from . import _dtypes as D
from . import linalg as _la
from . import return_types as RT
from ._convert import dtype_of, n, promoted, ret, ret_tuple, t, wrap

__all__ = ["matmul", "mm", "bmm", "mv", "dot", "vdot", "inner", "outer", "ger", "addmm", "addmv", "addr", "addbmm",
           "baddbmm", "chain_matmul", "kron", "trace", "tensordot", "cholesky", "cholesky_inverse", "cholesky_solve",
           "det", "logdet", "slogdet", "inverse", "pinverse", "matrix_power", "matrix_exp", "lu", "lu_solve",
           "lu_unpack", "qr", "svd", "svd_lowrank", "pca_lowrank", "geqrf", "ormqr", "orgqr", "triangular_solve"]


def _nat(r):
    return r._data if r.__class__ is ivy.Array else r


def _same(fn, *xs):
    ns = [t(x) for x in xs]
    d0 = dtype_of(ns[0])
    for v in ns[1:]:
        if dtype_of(v) is not d0:
            raise FrontendRuntimeError(f"{fn}: expected m1 and m2 to have the same dtype, but got: {d0} != "
                                       f"{dtype_of(v)}")
    return ns


_HALF = (D.float16, D.bfloat16)


def _mm(a, b):
    """``a @ b``; half precision accumulates in float32 and rounds once, as torch's CPU kernels."""
    d = dtype_of(a)
    if d in _HALF:
        return ivy.astype(ivy.matmul(ivy.astype(a, ivy.float32), ivy.astype(b, ivy.float32)), d._ivy)
    return ivy.matmul(a, b)


def _sum(x, axis=None, like=None):
    """A sum keeping the dtype (half precision accumulated in float32)."""
    d = dtype_of(x if like is None else like)
    if d in _HALF:
        return ivy.astype(ivy.sum(ivy.astype(x, ivy.float32), axis=axis), d._ivy)
    return ivy.sum(x, axis=axis, dtype=d._ivy)


def matmul(input, other, *, out=None):  # noqa: A002
    """The matrix product with numpy's broadcasting and 1-d rules."""
    a, b = _same("matmul", input, other)
    if a.ndim == 0 or b.ndim == 0:
        raise FrontendRuntimeError(f"both arguments to matmul need to be at least 1D, but they are {a.ndim}D and "
                                   f"{b.ndim}D")
    return ret(_mm(a, b), out)


def mm(input, mat2, out_dtype=None, *, out=None):  # noqa: A002
    """The product of two matrices."""
    a, b = _same("mm", input, mat2)
    if a.ndim != 2 or b.ndim != 2:
        raise FrontendRuntimeError(f"mm: expected 2D tensors, got {a.ndim}D and {b.ndim}D")
    if int(a.shape[1]) != int(b.shape[0]):
        raise FrontendRuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({int(a.shape[0])}x{int(a.shape[1])} "
                                   f"and {int(b.shape[0])}x{int(b.shape[1])})")
    r = _mm(a, b)
    return ret(r if out_dtype is None else ivy.astype(r, D.to_ivy(out_dtype)), out)


def bmm(input, mat2, out_dtype=None, *, out=None):  # noqa: A002
    """The batched product of (b, n, m) and (b, m, p) tensors."""
    a, b = _same("bmm", input, mat2)
    if a.ndim != 3 or b.ndim != 3:
        raise FrontendRuntimeError("batch1 must be a 3D tensor")
    r = _mm(a, b)
    return ret(r if out_dtype is None else ivy.astype(r, D.to_ivy(out_dtype)), out)


def mv(input, vec, *, out=None):  # noqa: A002
    """The product of a matrix and a vector."""
    a, b = _same("mv", input, vec)
    if a.ndim != 2 or b.ndim != 1:
        raise FrontendRuntimeError(f"vector + matrix @ vector expected, got {a.ndim}, {b.ndim}")
    return ret(_mm(a, b), out)


def dot(input, tensor, *, out=None):  # noqa: A002
    """The dot product of two 1-d tensors (no conjugation)."""
    a, b = _same("dot", input, tensor)
    if a.ndim != 1 or b.ndim != 1:
        raise FrontendRuntimeError(f"1D tensors expected, but got {a.ndim}D and {b.ndim}D tensors")
    return ret(_sum(ivy.multiply(a, b), like=a), out)


def vdot(input, other, *, out=None):  # noqa: A002
    """The dot product of two 1-d tensors, the first conjugated."""
    a, b = _same("vdot", input, other)
    if a.ndim != 1 or b.ndim != 1:
        raise FrontendRuntimeError(f"1D tensors expected, but got {a.ndim}D and {b.ndim}D tensors")
    if dtype_of(a).is_complex:
        a = ivy.conj(a)
    return ret(_sum(ivy.multiply(a, b), like=a), out)


def inner(input, other, *, out=None):  # noqa: A002
    """The sum of products over the last dimensions (scalars multiply)."""
    (a, b), _ = promoted(input, other)
    if a.ndim == 0 or b.ndim == 0:
        return ret(ivy.multiply(a, b), out)
    return ret(ivy.tensordot(a, b, axes=([a.ndim - 1], [b.ndim - 1])), out)


def outer(input, vec2, *, out=None):  # noqa: A002
    """The outer product of two vectors."""
    (a, b), _ = promoted(input, vec2)
    return ret(ivy.multiply(ivy.expand_dims(a, axis=-1), ivy.expand_dims(b, axis=0)), out)


ger = outer


def _scaled(x, s):
    if s == 1:
        return x
    if dtype_of(x) is D.bool:
        return ivy.logical_and(x, bool(s))
    return ivy.multiply(x, s)


def _addprod(fn, input, prod, beta, alpha, out):  # noqa: A002
    a = t(input)
    d = dtype_of(prod)
    if not (d.is_floating_point or d.is_complex):  # torch converts the scalars to the integer dtype
        beta, alpha = int(beta), int(alpha)
    p = _scaled(prod, alpha)
    if beta == 0:
        r = ivy.add(ivy.zeros_like(ivy.broadcast_to(ivy.astype(a, d._ivy), tuple(p.shape))), p)
    else:
        r = ivy.add(_scaled(ivy.astype(a, d._ivy), beta), p)
    return ret(r, out)


def addmm(input, mat1, mat2, out_dtype=None, *, beta=1, alpha=1, out=None):  # noqa: A002
    """``beta * input + alpha * (mat1 @ mat2)``."""
    a, b, c = _same("addmm", input, mat1, mat2)
    return _addprod("addmm", a, mm(wrap(b), wrap(c))._data, beta, alpha, out)


def addmv(input, mat, vec, *, beta=1, alpha=1, out=None):  # noqa: A002
    """``beta * input + alpha * (mat @ vec)``."""
    a, b, c = _same("addmv", input, mat, vec)
    return _addprod("addmv", a, mv(wrap(b), wrap(c))._data, beta, alpha, out)


def addr(input, vec1, vec2, *, beta=1, alpha=1, out=None):  # noqa: A002
    """``beta * input + alpha * outer(vec1, vec2)``."""
    a, b, c = _same("addr", input, vec1, vec2)
    return _addprod("addr", a, outer(wrap(b), wrap(c))._data, beta, alpha, out)


def addbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):  # noqa: A002
    """``beta * input + alpha * sum_b(batch1[b] @ batch2[b])``."""
    a, b, c = _same("addbmm", input, batch1, batch2)
    return _addprod("addbmm", a, _sum(_mm(b, c), axis=0), beta, alpha, out)


def baddbmm(input, batch1, batch2, out_dtype=None, *, beta=1, alpha=1, out=None):  # noqa: A002
    """``beta * input + alpha * (batch1 @ batch2)`` per batch."""
    a, b, c = _same("baddbmm", input, batch1, batch2)
    return _addprod("baddbmm", a, _mm(b, c), beta, alpha, out)


def chain_matmul(*matrices, out=None):
    """The product of the matrices, left to right."""
    return _la.multi_dot(list(matrices), out=out)


def kron(input, other, *, out=None):  # noqa: A002
    """The Kronecker product."""
    (a, b), _ = promoted(input, other)
    nd = builtins.max(a.ndim, b.ndim)
    a = ivy.reshape(a, (1,) * (nd - a.ndim) + tuple(int(s) for s in a.shape))
    b = ivy.reshape(b, (1,) * (nd - b.ndim) + tuple(int(s) for s in b.shape))
    sa, sb = tuple(int(s) for s in a.shape), tuple(int(s) for s in b.shape)
    ea = ivy.reshape(a, tuple(v for s in sa for v in (s, 1)))
    eb = ivy.reshape(b, tuple(v for s in sb for v in (1, s)))
    r = ivy.multiply(ea, eb)
    return ret(ivy.reshape(r, tuple(x * y for x, y in zip(sa, sb))), out)


def trace(input):  # noqa: A002
    """The sum of the main diagonal of a matrix (integers sum to int64)."""
    a = t(input)
    if a.ndim != 2:
        raise FrontendRuntimeError(f"trace: expected a matrix, but got tensor with dim {a.ndim}")
    d = dtype_of(a)
    s = ivy.diagonal(a, axis1=0, axis2=1)
    if not (d.is_floating_point or d.is_complex):
        s = ivy.astype(s, ivy.int64)
    return wrap(ivy.sum(s))


def tensordot(a, b, dims=2, out=None):
    """Contraction over the last ``dims`` dims of ``a`` and the first of ``b`` (or the listed dims)."""
    (x, y), _ = promoted(a, b)
    if isinstance(dims, int):
        if dims < 0:
            raise FrontendRuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        axes = dims
    elif hasattr(dims, "tolist"):
        dims = dims.tolist()
        axes = dims if isinstance(dims, int) else (list(dims[0]), list(dims[1]))
    else:
        d0, d1 = dims
        axes = ([d0] if isinstance(d0, int) else list(d0), [d1] if isinstance(d1, int) else list(d1))
    if not isinstance(axes, int):
        sx, sy = list(int(s) for s in x.shape), list(int(s) for s in y.shape)
        for i, j in zip(*axes):
            if sx[i] != sy[j] and 1 in (sx[i], sy[j]):  # torch broadcasts a contracted dim of size 1
                if sx[i] == 1:
                    sx[i] = sy[j]
                else:
                    sy[j] = sx[i]
        x, y = ivy.broadcast_to(x, tuple(sx)), ivy.broadcast_to(y, tuple(sy))
    return ret(ivy.tensordot(x, y, axes=axes), out)


# ------------------------------------------------------------------ decompositions (torch namespace)

def cholesky(input, upper=False, *, out=None):  # noqa: A002
    """``linalg.cholesky`` with ``upper``."""
    return _la.cholesky(input, upper=upper, out=out)


def cholesky_inverse(L, upper=False, *, out=None):  # noqa: N803
    """The inverse of ``A`` from its Cholesky factor."""
    L = t(L)
    Lh = ivy.conj(ivy.matrix_transpose(L)) if dtype_of(L).is_complex else ivy.matrix_transpose(L)
    A = ivy.matmul(Lh, L) if upper else ivy.matmul(L, Lh)
    return ret(ivy.linalg.inv(A), out)


def cholesky_solve(B, L, upper=False, *, out=None):  # noqa: N803
    """X with ``A X = B`` from A's Cholesky factor."""
    (b, lf), _ = promoted(B, L)
    Lh = ivy.conj(ivy.matrix_transpose(lf)) if dtype_of(lf).is_complex else ivy.matrix_transpose(lf)
    A = ivy.matmul(Lh, lf) if upper else ivy.matmul(lf, Lh)
    return ret(ivy.linalg.solve(A, b), out)


def det(input):  # noqa: A002
    """``linalg.det``."""
    return _la.det(input)


def logdet(input):  # noqa: A002
    """log(det): NaN for a negative determinant, -inf for zero."""
    a = t(input)
    r = ivy.linalg.slogdet(a)
    sign, la = r[0], r[1]
    if dtype_of(a).is_complex:
        return wrap(ivy.add(ivy.log(sign), ivy.astype(la, dtype_of(a)._ivy)))
    return wrap(ivy.where(ivy.less(sign, 0), ivy.multiply(ivy.ones_like(la), float("nan")), la))


def slogdet(input):  # noqa: A002
    """``(sign, logabsdet)``."""
    r = _la.slogdet(input)
    return RT.slogdet(r[0], r[1])


def inverse(input, *, out=None):  # noqa: A002
    """``linalg.inv``."""
    return _la.inv(input, out=out)


def pinverse(input, rcond=1e-15):  # noqa: A002
    """``linalg.pinv`` with relative cutoff ``rcond``."""
    return _la.pinv(input, rtol=rcond)


def matrix_power(input, n, *, out=None):  # noqa: A002
    """``linalg.matrix_power``."""
    return _la.matrix_power(input, n, out=out)


def matrix_exp(A):  # noqa: N803
    """``linalg.matrix_exp``."""
    return _la.matrix_exp(A)


def lu(A, pivot=True, get_infos=False, out=None):  # noqa: N803
    """``(LU, pivots)`` (and ``infos`` with ``get_infos``)."""
    r = _la.lu_factor_ex(A, pivot=pivot)
    if get_infos:
        return RT._lu_with_info(r[0], r[1], r[2])
    return r[0], r[1]


def lu_solve(b, LU_data, LU_pivots, *, out=None):  # noqa: N803
    """X with ``A X = b`` from ``lu``'s result."""
    return _la.lu_solve(LU_data, LU_pivots, b, out=out)


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True, *, out=None):  # noqa: N803
    """``(P, L, U)`` from ``lu``'s result."""
    lu_, piv = t(LU_data), t(LU_pivots)
    P, L, U = _la._unpack(lu_, piv)
    empty = _nat(ivy.zeros((0,), dtype=dtype_of(lu_)._ivy))
    if not unpack_data:
        L, U = empty, empty
    if not unpack_pivots:
        P = empty
    return RT.lu_unpack(*ret_tuple((P, L, U), out))


def qr(input, some=True, *, out=None):  # noqa: A002
    """``(Q, R)``: reduced when ``some``, complete otherwise."""
    r = _la.qr(input, "reduced" if some else "complete")
    return RT.qr(*ret_tuple((r[0]._data, r[1]._data), out))


def svd(input, some=True, compute_uv=True, *, out=None):  # noqa: A002
    """``(U, S, V)`` with ``A = U diag(S) V^H`` (V, not Vh; zeros when not ``compute_uv``)."""
    a = t(input)
    r = _la.svd(wrap(a), full_matrices=not some)
    U, S, Vh = r[0]._data, r[1]._data, r[2]._data
    V = ivy.conj(ivy.matrix_transpose(Vh)) if dtype_of(Vh).is_complex else ivy.matrix_transpose(Vh)
    if not compute_uv:
        m, k = int(a.shape[-2]), int(a.shape[-1])
        batch = tuple(int(s) for s in a.shape[:-2])
        U = _nat(ivy.zeros(batch + (m, m), dtype=dtype_of(a)._ivy))
        V = _nat(ivy.zeros(batch + (k, k), dtype=dtype_of(a)._ivy))
    return RT.svd(*ret_tuple((U, S, V), out))


def svd_lowrank(A, q=6, niter=2, M=None):  # noqa: N803
    """``(U, S, V)`` of the best rank-``q`` approximation (computed exactly here, by a full SVD)."""
    a = t(A)
    if M is not None:
        a = ivy.subtract(a, t(M))
    U, S, Vh = ivy.linalg.svd(a, full_matrices=False)
    k = builtins.min(q if q is not None else 6, int(S.shape[-1]))
    from ._indexing import _bget

    V = ivy.conj(ivy.matrix_transpose(Vh)) if dtype_of(Vh).is_complex else ivy.matrix_transpose(Vh)
    return (wrap(_bget(U, (Ellipsis, slice(None), slice(0, k)))), wrap(_bget(S, (Ellipsis, slice(0, k)))),
            wrap(_bget(V, (Ellipsis, slice(None), slice(0, k)))))


def pca_lowrank(A, q=None, center=True, niter=2):  # noqa: N803
    """``svd_lowrank`` of the (centered) data."""
    a = t(A)
    m, k = int(a.shape[-2]), int(a.shape[-1])
    q = builtins.min(6, m, k) if q is None else q
    if center:
        a = ivy.subtract(a, ivy.mean(a, axis=-2, keepdims=True))
    return svd_lowrank(wrap(a), q, niter)


def geqrf(input, *, out=None):  # noqa: A002
    """``(a, tau)``: R above the diagonal and the Householder vectors below it, LAPACK's packed QR."""
    a = t(input)
    m, k = int(a.shape[-2]), int(a.shape[-1])
    dt = dtype_of(a)
    from ._indexing import _bget, _bset

    r = a
    taus = []
    for j in range(builtins.min(m, k)):
        x = _bget(r, (Ellipsis, slice(j, None), j))
        alpha = _bget(x, (Ellipsis, 0))
        rest = _bget(x, (Ellipsis, slice(1, None)))
        xnorm = ivy.sqrt(ivy.sum(ivy.real(ivy.multiply(rest, ivy.conj(rest))) if dt.is_complex else
                                 ivy.multiply(rest, rest), axis=-1))
        ar = ivy.real(alpha) if dt.is_complex else alpha
        ai = ivy.imag(alpha) if dt.is_complex else None
        nrm = ivy.sqrt(ivy.add(ivy.add(ivy.multiply(ar, ar), ivy.multiply(ai, ai) if ai is not None else 0),
                               ivy.multiply(xnorm, xnorm)))
        beta = ivy.negative(ivy.multiply(ivy.where(ivy.less(ar, 0), -1.0, 1.0), nrm))
        trivial = ivy.logical_and(ivy.equal(xnorm, 0), ivy.equal(ai, 0) if ai is not None else True)
        safe_beta = ivy.where(trivial, ivy.ones_like(beta), beta)
        if dt.is_complex:
            tau = ivy.divide(ivy.subtract(ivy.astype(safe_beta, dt._ivy), alpha), ivy.astype(safe_beta, dt._ivy))
        else:
            tau = ivy.divide(ivy.subtract(safe_beta, alpha), safe_beta)
        denom = ivy.subtract(alpha, ivy.astype(safe_beta, dt._ivy) if dt.is_complex else safe_beta)
        denom = ivy.where(trivial, ivy.ones_like(denom), denom)
        v_rest = ivy.divide(rest, ivy.expand_dims(denom, axis=-1))
        tau = ivy.where(trivial, ivy.zeros_like(tau), tau)
        new_alpha = ivy.where(trivial, alpha, ivy.astype(beta, dt._ivy) if dt.is_complex else beta)
        v_rest = ivy.where(ivy.expand_dims(trivial, axis=-1), ivy.zeros_like(v_rest), v_rest)
        one = ivy.ones_like(ivy.expand_dims(alpha, axis=-1))
        v = ivy.concat([one, v_rest], axis=-1)
        # apply H = I - tau v v^H to the trailing columns
        trail = _bget(r, (Ellipsis, slice(j, None), slice(j + 1, None)))
        vh = ivy.conj(v) if dt.is_complex else v
        w = ivy.sum(ivy.multiply(ivy.expand_dims(vh, axis=-1), trail), axis=-2)
        tc = ivy.conj(tau) if dt.is_complex else tau
        outer_vw = ivy.multiply(ivy.expand_dims(v, axis=-1), ivy.expand_dims(w, axis=-2))
        trail = ivy.subtract(trail, ivy.multiply(ivy.expand_dims(ivy.expand_dims(tc, axis=-1), axis=-1), outer_vw))
        r = _bset(_copy(r), (Ellipsis, slice(j, None), slice(j + 1, None)), trail)
        r = _bset(r, (Ellipsis, j, j), new_alpha)
        r = _bset(r, (Ellipsis, slice(j + 1, None), j), v_rest)
        taus.append(tau)
    tau_all = ivy.stack(taus, axis=-1) if taus else _nat(ivy.zeros(tuple(int(s) for s in a.shape[:-2]) + (0,),
                                                                    dtype=dt._ivy))
    return RT.geqrf(*ret_tuple((r, tau_all), out))


def _copy(d):
    r = ivy.asarray(d, copy=True)
    return r._data if r.__class__ is ivy.Array else r


def orgqr(input, tau):  # noqa: A002
    """``linalg.householder_product``."""
    return _la.householder_product(input, tau)


def ormqr(input, tau, other, left=True, transpose=False, *, out=None):  # noqa: A002
    """``Q @ other`` (or ``other @ Q``, or with Q^H) for Q of ``geqrf``'s reflectors."""
    a, tu, c = t(input), t(tau), t(other)
    m = int(a.shape[-2])
    dt = dtype_of(a)
    from ._indexing import _bget

    k = int(tu.shape[-1])
    full = a
    if int(a.shape[-1]) < m:
        pad = ivy.zeros(tuple(int(s) for s in a.shape[:-1]) + (m - int(a.shape[-1]),), dtype=dt._ivy)
        full = ivy.concat([a, _nat(pad)], axis=-1)
    taus = tu
    if k < m:
        pt = ivy.zeros(tuple(int(s) for s in tu.shape[:-1]) + (m - k,), dtype=dt._ivy)
        taus = ivy.concat([tu, _nat(pt)], axis=-1)
    Q = _la.householder_product(wrap(_bget(full, (Ellipsis, slice(None), slice(0, m)))), wrap(taus))._data
    if transpose:
        Q = ivy.conj(ivy.matrix_transpose(Q)) if dt.is_complex else ivy.matrix_transpose(Q)
    return ret(ivy.matmul(Q, c) if left else ivy.matmul(c, Q), out)


def triangular_solve(b, A, upper=True, transpose=False, unitriangular=False, *, out=None):  # noqa: N803
    """``(solution, cloned_coefficient)`` of ``A X = b`` for triangular A (``transpose``: A^T X = b)."""
    (bb, a), _ = promoted(b, A)
    aa = a
    up = upper
    if transpose:
        aa = ivy.matrix_transpose(a)
        up = not upper
    tri = ivy.triu(aa) if up else ivy.tril(aa)
    if unitriangular:
        nn_ = int(a.shape[-1])
        eye = _nat(ivy.eye(nn_, dtype=dtype_of(a)._ivy))
        tri = ivy.add(ivy.multiply(tri, ivy.subtract(1, eye)), eye)
    sol = ivy.solve_triangular(tri, bb, upper=up, unit_diagonal=unitriangular)
    return RT.triangular_solve(*ret_tuple((sol, _copy(a)), out))


del n

"""``ivy.linalg`` on MXNet, computed on the host with NumPy's LAPACK and copied back.

MXNet's own ``mx.np.linalg`` covers only float32/float64 and mishandles size-0
and batched edge cases; results here follow ivy (float16 computed in float32 and
cast back, integers and bools in float32). While mx.autograd records (float32/float64
input), the host's value is kept and a gradient attached (``_host.with_grad``: a recorded
native computation of the same function, or ``_host.delta`` in the derivative with
host-computed factors): MXNet's own gradients of ``det``, ``inv``, ``slogdet``,
``cholesky`` are right; ``eigvalsh``/``eigh``, ``svdvals``, ``pinv`` use their
first-order perturbation formulas, ``qr`` (full rank) its own. ``svd``'s singular vectors
carry no gradient (``gradients.NO_GRADIENT``), nor does ``qr`` in complete mode of a matrix
with more rows than columns (its extra columns of Q are not unique; torch refuses it too).
``eig``/``eigvals`` return complex values, which MXNet cannot hold: they raise
ivy.UnsupportedDtypeError.
"""

from __future__ import annotations

import numpy as onp

import ivy
from ivy.api.linalg import EighResult, QRResult, SlogdetResult, SVDResult
from ivy.plugin import cross_axis as _cross_axis
from ivy.plugin import norm_of_nothing as _norm_of_nothing

from . import _host
from ._util import IVY_OF, NATIVE_DTYPES, mnp

_la = onp.linalg
_F16 = onp.dtype("float16")
_F32 = onp.dtype("float32")
_F64 = onp.dtype("float64")
_EPS = {_F32: float(onp.finfo(onp.float32).eps), _F64: float(onp.finfo(onp.float64).eps)}


def _in(x):
    """Host array in its compute dtype (float32 for everything but float32/float64)."""
    h = x.asnumpy()
    return h if h.dtype == _F32 or h.dtype == _F64 else h.astype(_F32)


def _out(r, x):
    """Back to mx, float16 input gives float16 output."""
    if x.dtype == _F16:
        if isinstance(r, tuple):
            r = r.__class__(*(v.astype(_F16) if v.dtype == _F32 else v for v in r))
        elif r.dtype == _F32:
            r = r.astype(_F16)
    with onp.errstate(all="ignore"):
        return _host.back(r)


def _rec(*xs):
    """Whether mx.autograd records and the arrays are float32/float64 (a gradient can be attached)."""
    return _host.grads(*xs) and all(x.dtype == _F32 or x.dtype == _F64 for x in xs)


def _mx(a, like):
    """A NumPy constant as an mx array of ``like``'s dtype."""
    return mnp.array(onp.asarray(a, dtype=like.dtype), dtype=like.dtype, ctx=like.ctx)


def _mT(a):
    return mnp.swapaxes(a, -1, -2)


def _check_square(x, name):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.{name} needs matrices (at least 2 dimensions), got shape {x.shape}")
    if x.shape[-1] != x.shape[-2]:
        raise ivy.ShapeError(f"ivy.linalg.{name} needs square matrices in the last two axes, got shape {x.shape}")


def _check_matrix(x, name):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.{name} needs matrices (at least 2 dimensions), got shape {x.shape}")


def cholesky(x, /, *, upper=False):
    _check_square(x, "cholesky")
    h = _in(x)
    r = _la.cholesky(h)
    if upper:
        r = onp.swapaxes(r, -1, -2).copy()
    if _rec(x):
        e = mnp.linalg.cholesky(x)
        return _host.with_grad(_out(r, x), _mT(e) if upper else e)
    return _out(r, x)


def cross(x1, x2, /, *, axis=-1):
    axis = _cross_axis(axis, x1.shape, x2.shape)
    d1, d2 = x1.dtype, x2.dtype
    if d1.kind == "b" or d2.kind == "b":
        raise ivy.UnsupportedDtypeError(f"ivy.linalg.cross needs numeric arrays, got {d1} and {d2}")
    d = NATIVE_DTYPES.get(ivy.result_type(IVY_OF[d1], IVY_OF[d2]))
    if d is None:
        raise ivy.UnsupportedDtypeError(f"ivy.linalg.cross: {d1} and {d2} promote to a dtype mxnet cannot hold")
    try:
        with onp.errstate(all="ignore"):
            r = onp.cross(x1.asnumpy().astype(d), x2.asnumpy().astype(d), axis=axis)
    except ValueError as e:
        raise ivy.ShapeError(f"ivy.linalg.cross: shapes {x1.shape} and {x2.shape} do not broadcast ({e})") from e
    r = _host.back(r.astype(d, copy=False))
    if d.kind == "f" and _host.grads(x1, x2):
        a, b = x1.astype(d), x2.astype(d)

        def roll(v, k):
            return mnp.take(v, mnp.array(onp.roll(onp.arange(3), -k), dtype="int64"), axis=axis)

        return _host.with_grad(r, roll(a, 1) * roll(b, 2) - roll(a, 2) * roll(b, 1))
    return r


def det(x, /):
    _check_square(x, "det")
    r = _out(onp.asarray(_la.det(_in(x))), x)
    return _host.with_grad(r, mnp.linalg.det(x)) if _rec(x) else r


def diagonal(x, /, *, offset=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.diagonal needs at least 2 dimensions, got shape {x.shape}")
    if _host.grads(x):
        return _host.select(onp.diagonal, x, offset=offset, axis1=-2, axis2=-1)
    return _host.back(onp.diagonal(x.asnumpy(), offset=offset, axis1=-2, axis2=-1).copy())


def eig(x, /):
    _check_square(x, "eig")
    raise ivy.UnsupportedDtypeError(
        "ivy.linalg.eig returns complex eigenvalues and eigenvectors, and backend 'mxnet' cannot hold "
        "complex64/complex128; use ivy.linalg.eigh for symmetric matrices"
    )


def eigvals(x, /):
    _check_square(x, "eigvals")
    raise ivy.UnsupportedDtypeError(
        "ivy.linalg.eigvals returns complex eigenvalues, and backend 'mxnet' cannot hold complex64/complex128; "
        "use ivy.linalg.eigvalsh for symmetric matrices"
    )


def eigh(x, /):
    _check_square(x, "eigh")
    w, v = _la.eigh(_in(x))
    if _rec(x):
        return EighResult(_eig_values(x, w, v), _eig_vectors(x, w, v))
    return _out(EighResult(w, v), x)


def _eig_values(x, w, v):
    """The host's eigenvalues ``w`` with the gradient of diag(V^T A V) (V the host's eigenvectors
    ``v``): d w_i = v_i^T dA v_i."""
    vm = _mx(v, x)
    return _host.with_grad(_mx(w, x), mnp.sum(vm * mnp.matmul(x, vm), axis=-2))


def _eig_vectors(x, w, v):
    """The host's eigenvectors ``v`` plus V (F * V^T dA V), F_ij = 1 / (w_j - w_i) off the
    diagonal: their first-order change (distinct eigenvalues)."""
    with onp.errstate(all="ignore"):
        f = 1.0 / (w[..., None, :] - w[..., :, None])
    n = w.shape[-1]
    f[..., onp.arange(n), onp.arange(n)] = 0
    f = onp.where(onp.isfinite(f), f, 0)
    vm = _mx(v, x)
    m = mnp.matmul(_mT(vm), mnp.matmul(_host.delta(x), vm))
    return vm + mnp.matmul(vm, _mx(f, x) * m)


def eigvalsh(x, /):
    _check_square(x, "eigvalsh")
    h = _in(x)
    if _rec(x):  # eigh for the vectors; eigvalsh's values, as without recording, bit for bit
        return _eig_values(x, _la.eigvalsh(h), _la.eigh(h)[1])
    return _out(_la.eigvalsh(h), x)


def inv(x, /):
    _check_square(x, "inv")
    r = _out(_la.inv(_in(x)), x)
    return _host.with_grad(r, mnp.linalg.inv(x)) if _rec(x) else r


_MATRIX_ORDS = frozenset(["fro", "nuc", 1, -1, 2, -2, onp.inf, -onp.inf])


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    _check_matrix(x, "matrix_norm")
    if ord is None:
        ord = "fro"
    elif ord not in _MATRIX_ORDS:
        raise ivy.InvalidArgumentError(
            f"ivy.linalg.matrix_norm: ord must be 'fro', 'nuc', 1, -1, 2, -2, inf or -inf, got {ord!r}"
        )
    h = _in(x)
    if h.size == 0:
        v = _norm_of_nothing(h.shape, ord)  # the largest (smallest) of no values: 0 (inf)
        if v is not None or ord in ("fro", "nuc"):  # (NumPy 1.23 raises for a max of nothing)
            shape = h.shape[:-2] + ((1, 1) if keepdims else ())
            return _out(onp.full(shape, v or 0.0, h.dtype), x)
    with onp.errstate(all="ignore"):
        r = _la.norm(h, ord=ord, axis=(-2, -1), keepdims=keepdims)
    out = _out(onp.asarray(r, dtype=h.dtype), x)
    if not _rec(x) or h.size == 0:
        return out
    if ord == "fro":
        e = mnp.sqrt(mnp.sum(x * x, axis=(-2, -1)))
    elif ord in ("nuc", 2, -2):
        s = _singular_values(x, h)
        e = mnp.sum(s, axis=-1) if ord == "nuc" else (s[..., 0] if ord == 2 else s[..., -1])
    else:
        e = mnp.sum(mnp.abs(x), axis=-2 if ord in (1, -1) else -1)
        e = mnp.max(e, axis=-1) if ord in (1, onp.inf) else mnp.min(e, axis=-1)
    return _host.with_grad(out, e.reshape(out.shape))


def _singular_values(x, h):
    """The singular values of ``x`` (descending) as diag(U^T A V) with the host's U, V: their
    gradient is u_i v_i^T (distinct values)."""
    u, _, vh = _la.svd(h, full_matrices=False)
    return mnp.sum(_mx(u, x) * mnp.matmul(x, _mT(_mx(vh, x))), axis=-2)


def matrix_power(x, n, /):
    _check_square(x, "matrix_power")
    r = _out(_la.matrix_power(_in(x), n), x)
    if n == 0 or not _rec(x):
        return r
    base = mnp.linalg.inv(x) if n < 0 else x
    e = None
    k = abs(n)
    while k:  # binary powering with recorded matmuls
        if k & 1:
            e = base if e is None else mnp.matmul(e, base)
        k >>= 1
        if k:
            base = mnp.matmul(base, base)
    return _host.with_grad(r, e)


def matrix_rank(x, /, *, rtol=None):
    _check_matrix(x, "matrix_rank")
    h = _in(x)
    s = _la.svd(h, compute_uv=False) if h.size else onp.zeros(h.shape[:-2] + (0,), h.dtype)
    if s.shape[-1] == 0:
        return _host.back(onp.zeros(s.shape[:-1], dtype=onp.int64))
    smax = s.max(axis=-1, keepdims=True)
    if rtol is None:
        tol = smax * (max(h.shape[-2:]) * _EPS[h.dtype])
    else:
        tol = smax * onp.asarray(_host.h(rtol))[..., None]
    return _host.back(onp.asarray(onp.count_nonzero(s > tol, axis=-1)).astype(onp.int64))


def outer(x1, x2, /):
    if x1.ndim != 1 or x2.ndim != 1:
        raise ivy.ShapeError(f"ivy.linalg.outer needs two 1-D arrays, got shapes {x1.shape} and {x2.shape}")
    d = NATIVE_DTYPES.get(ivy.result_type(IVY_OF[x1.dtype], IVY_OF[x2.dtype]))
    if d is None:
        raise ivy.UnsupportedDtypeError("ivy.linalg.outer: the dtypes promote to one mxnet cannot hold")
    with onp.errstate(all="ignore"):
        r = onp.multiply.outer(x1.asnumpy().astype(d), x2.asnumpy().astype(d))
    r = _host.back(r.astype(d, copy=False))
    if d.kind == "f" and _host.grads(x1, x2):
        return _host.with_grad(r, x1.astype(d).reshape((-1, 1)) * x2.astype(d).reshape((1, -1)))
    return r


def pinv(x, /, *, rtol=None):
    _check_matrix(x, "pinv")
    h = _in(x)
    if rtol is None:
        rtol = max(h.shape[-2:]) * _EPS[h.dtype]
    else:
        rtol = _host.h(rtol)
    if h.size == 0:
        return _out(onp.zeros(h.shape[:-2] + (h.shape[-1], h.shape[-2]), h.dtype), x)
    p = _la.pinv(h, rcond=rtol).astype(h.dtype, copy=False)
    if not _rec(x):
        return _out(p, x)
    # d pinv(A) at constant rank: -P dA P + P P^T dA^T (I - A P) + (I - P A) dA^T P^T P
    pm, pt = _mx(p, x), _mx(onp.swapaxes(p, -1, -2), x)
    left = _mx(onp.eye(h.shape[-2]) - h @ p, x)
    right = _mx(onp.eye(h.shape[-1]) - p @ h, x)
    da = _host.delta(x)
    dat = _mT(da)
    mm = mnp.matmul
    d = -mm(mm(pm, da), pm) + mm(mm(mm(pm, pt), dat), left) + mm(mm(right, dat), mm(pt, pm))
    return _out(p, x) + d


def qr(x, /, *, mode="reduced"):
    if mode != "reduced" and mode != "complete":
        raise ivy.InvalidArgumentError(f"ivy.linalg.qr: mode must be 'reduced' or 'complete', got {mode!r}")
    _check_matrix(x, "qr")
    h = _in(x)
    if h.ndim == 2:
        q, r = _la.qr(h, mode=mode)
    else:
        m, n = h.shape[-2:]
        k = min(m, n)
        qs = []
        rs = []
        b = 1
        for v in h.shape[:-2]:
            b *= v
        flat = h.reshape((b, m, n))
        for a in flat:
            q, r = _la.qr(a, mode=mode)
            qs.append(q)
            rs.append(r)
        qc = m if mode == "complete" else k
        q = onp.stack(qs).reshape(h.shape[:-2] + (m, qc)) if qs else onp.zeros(h.shape[:-2] + (m, qc), h.dtype)
        rr = onp.stack(rs).reshape(h.shape[:-2] + (qc, n)) if rs else onp.zeros(h.shape[:-2] + (qc, n), h.dtype)
        r = rr
    q, r = q.astype(h.dtype, copy=False), r.astype(h.dtype, copy=False)
    m, n = h.shape[-2:]
    if _rec(x) and h.size and (m < n or q.shape[-1] == n):  # not complete mode of a tall matrix
        return _qr_grad(x, q, r)
    return _out(QRResult(q, r), x)


def _qr_grad(x, q, r):
    """The host's Q, R plus their first-order change. For the square or tall part A1 = Q R1 (full
    column rank): C = Q^T dA1 R1^-1, W = tril(C, -1) - tril(C, -1)^T, dR1 = (C - W) R1,
    dQ = dA1 R1^-1 - Q (C - W); a wide matrix's other columns A2 = Q R2 add dR2 = dQ^T A2 + Q^T dA2."""
    k = q.shape[-1]
    r1 = r[..., :k]
    with onp.errstate(all="ignore"):
        ri = _la.inv(r1)
    qm, rm, rim = _mx(q, x), _mx(r, x), _mx(ri, x)
    da = _host.delta(x)
    da1 = da[..., :k] if r.shape[-1] > k else da
    mm = mnp.matmul
    c = mm(mm(_mT(qm), da1), rim)
    lo = c * _mx(onp.tril(onp.ones((k, k)), -1), x)
    cw = c - (lo - _mT(lo))
    dq = mm(da1, rim) - mm(qm, cw)
    dr = mm(cw, _mx(r1, x))
    if r.shape[-1] > k:
        dr = mnp.concatenate([dr, mm(_mT(dq), x.detach()[..., k:]) + mm(_mT(qm), da[..., k:])], axis=-1)
    return QRResult(qm + dq, rm + dr)


def slogdet(x, /):
    _check_square(x, "slogdet")
    h = _in(x)
    s, ld = _la.slogdet(h)
    r = _out(SlogdetResult(onp.asarray(s, dtype=h.dtype), onp.asarray(ld, dtype=h.dtype)), x)
    if _rec(x):
        return SlogdetResult(r.sign, _host.with_grad(r.logabsdet, mnp.linalg.slogdet(x)[1]))
    return r


def solve(x1, x2, /):
    _check_square(x1, "solve")
    h1, h2 = _in(x1), _in(x2)
    d = onp.result_type(h1.dtype, h2.dtype)
    h1 = h1.astype(d)
    h2 = h2.astype(d)
    try:
        vec = h2.ndim == 1
        b = h2[:, None] if vec else h2
        if b.ndim < 2 or b.shape[-2] != h1.shape[-1]:
            raise ValueError(f"x2's rows ({h2.shape}) do not match x1's size {h1.shape[-1]}")
        batch = onp.broadcast_shapes(h1.shape[:-2], b.shape[:-2])
        a = onp.broadcast_to(h1, batch + h1.shape[-2:])
        b = onp.broadcast_to(b, batch + b.shape[-2:])
        r = _la.solve(a, b)
        if vec:
            r = r[..., 0]
    except ValueError as e:
        raise ivy.ShapeError(
            f"ivy.linalg.solve: shapes {x1.shape} and {x2.shape} do not fit: x2 must be (M,) or (..., M, K) "
            f"for x1 (..., M, M) ({e})"
        ) from e
    if x1.dtype == _F16 and x2.dtype == _F16:
        r = r.astype(_F16)
    r = _host.back(r)
    if _rec(x1, x2):
        a, b = x1.astype(d), x2.astype(d)
        e = mnp.matmul(mnp.linalg.inv(a), b.reshape((-1, 1)) if vec else b)
        return _host.with_grad(r, e.reshape(r.shape) if vec else e)
    return r


def svd(x, /, *, full_matrices=True):
    _check_matrix(x, "svd")
    h = _in(x)
    u, s, vh = _la.svd(h, full_matrices=full_matrices)
    r = _out(SVDResult(u, s, vh), x)
    if _rec(x) and h.size:  # the singular values only (gradients.NO_GRADIENT)
        return SVDResult(r.U, _host.with_grad(r.S, _singular_values(x, h)), r.Vh)
    return r


def svdvals(x, /):
    _check_matrix(x, "svdvals")
    h = _in(x)
    if h.size == 0:
        return _out(onp.zeros(h.shape[:-2] + (min(h.shape[-2:]),), h.dtype), x)
    if _rec(x):
        return _host.with_grad(_out(_la.svd(h, compute_uv=False), x), _singular_values(x, h))
    return _out(_la.svd(h, compute_uv=False), x)


def trace(x, /, *, offset=0, dtype=None):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.trace needs at least 2 dimensions, got shape {x.shape}")
    h = x.asnumpy()
    if dtype is None and h.dtype.kind in "biu":
        dtype = onp.int64
    r = _host.back(onp.asarray(onp.trace(h, offset=offset, axis1=-2, axis2=-1, dtype=dtype)))
    if r.dtype == h.dtype and _rec(x):
        return _host.with_grad(r, mnp.trace(x, offset=offset, axis1=-2, axis2=-1))
    return r


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    h = _in(x)
    a = onp.abs(h)
    nd = h.ndim
    if axis is None:
        ax = tuple(range(nd))
    elif isinstance(axis, int):
        ax = (axis,)
    else:
        ax = tuple(axis)
    with onp.errstate(all="ignore"):
        if ord == onp.inf:
            r = onp.max(a, axis=ax, keepdims=keepdims, initial=0.0)
        elif ord == -onp.inf:
            r = onp.min(a, axis=ax, keepdims=keepdims, initial=onp.inf)
        elif ord == 0:
            r = onp.sum(a != 0, axis=ax, keepdims=keepdims).astype(h.dtype)
        elif ord == 1:
            r = onp.sum(a, axis=ax, keepdims=keepdims)
        elif ord == 2:
            r = onp.sqrt(onp.sum(a * a, axis=ax, keepdims=keepdims))
        else:
            r = onp.sum(a ** ord, axis=ax, keepdims=keepdims) ** (1.0 / ord)
    out = _out(onp.asarray(r, dtype=h.dtype), x)
    if ord == 0 or not _rec(x):
        return out
    ax = tuple(a % nd for a in ax)
    ab = mnp.abs(x)
    if ord == onp.inf or ord == -onp.inf:
        e = (mnp.max if ord > 0 else mnp.min)(ab, axis=ax)
    elif ord == 1:
        e = mnp.sum(ab, axis=ax)
    elif ord == 2:
        e = mnp.sqrt(mnp.sum(x * x, axis=ax))
    else:
        e = mnp.sum(ab ** ord, axis=ax) ** (1.0 / ord)
    return _host.with_grad(out, e.reshape(out.shape))

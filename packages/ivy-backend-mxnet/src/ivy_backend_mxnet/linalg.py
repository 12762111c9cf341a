"""``ivy.linalg`` on MXNet, computed on the host with NumPy's LAPACK and copied back.

MXNet's own ``mx.np.linalg`` covers only float32/float64 and mishandles size-0
and batched edge cases; results here follow ivy (float16 computed in float32 and
cast back, integers and bools in float32). Not tracked by mx.autograd.
``eig``/``eigvals`` return complex values, which MXNet cannot hold: they raise
ivy.UnsupportedDtypeError.
"""

from __future__ import annotations

import numpy as onp

import ivy
from ivy.api.linalg import EighResult, QRResult, SlogdetResult, SVDResult

from . import _host
from ._util import IVY_OF, NATIVE_DTYPES

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
    return _out(r, x)


def cross(x1, x2, /, *, axis=-1):
    n1, n2 = x1.ndim, x2.ndim
    if axis >= 0:
        axis -= n1 if n1 > n2 else n2
    if n1 == 0 or n2 == 0 or axis < -n1 or axis < -n2:
        raise ivy.AxisError(f"ivy.linalg.cross: axis {axis} is out of range for shapes {x1.shape} and {x2.shape}")
    if x1.shape[axis] != 3 or x2.shape[axis] != 3:
        raise ivy.ShapeError(f"ivy.linalg.cross needs size 3 along axis {axis}, got shapes {x1.shape} and {x2.shape}")
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
    return _host.back(r.astype(d, copy=False))


def det(x, /):
    _check_square(x, "det")
    return _out(onp.asarray(_la.det(_in(x))), x)


def diagonal(x, /, *, offset=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.diagonal needs at least 2 dimensions, got shape {x.shape}")
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
    return _out(EighResult(w, v), x)


def eigvalsh(x, /):
    _check_square(x, "eigvalsh")
    return _out(_la.eigvalsh(_in(x)), x)


def inv(x, /):
    _check_square(x, "inv")
    return _out(_la.inv(_in(x)), x)


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
        if ord in ("fro", "nuc", 1, onp.inf, 2):
            shape = h.shape[:-2] + ((1, 1) if keepdims else ())
            return _out(onp.zeros(shape, h.dtype), x)
    with onp.errstate(all="ignore"):
        r = _la.norm(h, ord=ord, axis=(-2, -1), keepdims=keepdims)
    return _out(onp.asarray(r, dtype=h.dtype), x)


def matrix_power(x, n, /):
    _check_square(x, "matrix_power")
    return _out(_la.matrix_power(_in(x), n), x)


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
    return _host.back(r.astype(d, copy=False))


def pinv(x, /, *, rtol=None):
    _check_matrix(x, "pinv")
    h = _in(x)
    if rtol is None:
        rtol = max(h.shape[-2:]) * _EPS[h.dtype]
    else:
        rtol = _host.h(rtol)
    if h.size == 0:
        return _out(onp.zeros(h.shape[:-2] + (h.shape[-1], h.shape[-2]), h.dtype), x)
    return _out(_la.pinv(h, rcond=rtol).astype(h.dtype, copy=False), x)


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
    return _out(QRResult(q.astype(h.dtype, copy=False), r.astype(h.dtype, copy=False)), x)


def slogdet(x, /):
    _check_square(x, "slogdet")
    h = _in(x)
    s, ld = _la.slogdet(h)
    return _out(SlogdetResult(onp.asarray(s, dtype=h.dtype), onp.asarray(ld, dtype=h.dtype)), x)


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
    return _host.back(r)


def svd(x, /, *, full_matrices=True):
    _check_matrix(x, "svd")
    h = _in(x)
    u, s, vh = _la.svd(h, full_matrices=full_matrices)
    return _out(SVDResult(u, s, vh), x)


def svdvals(x, /):
    _check_matrix(x, "svdvals")
    h = _in(x)
    if h.size == 0:
        return _out(onp.zeros(h.shape[:-2] + (min(h.shape[-2:]),), h.dtype), x)
    return _out(_la.svd(h, compute_uv=False), x)


def trace(x, /, *, offset=0, dtype=None):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.trace needs at least 2 dimensions, got shape {x.shape}")
    h = x.asnumpy()
    if dtype is None and h.dtype.kind in "biu":
        dtype = onp.int64
    return _host.back(onp.asarray(onp.trace(h, offset=offset, axis1=-2, axis2=-1, dtype=dtype)))


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
    return _out(onp.asarray(r, dtype=h.dtype), x)

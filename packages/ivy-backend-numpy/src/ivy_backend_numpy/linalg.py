"""``ivy.linalg`` on NumPy.

NumPy keeps float32/complex64 in linalg, but returns NumPy scalars for single
matrices and rejects float16: 0-d results are wrapped, float16 is computed in
float32 and cast back, integers and bools compute in float32 (ivy's default
float dtype). ``matmul``, ``matrix_transpose``, ``tensordot`` and ``vecdot``
are ivy-core compositions over the top-level functions.
"""

from __future__ import annotations

import numpy as np

import ivy
from ivy.api.linalg import EighResult, EigResult, QRResult, SlogdetResult, SVDResult
from ivy.plugin import cross_axis as _cross_axis
from ivy.plugin import norm_of_nothing as _norm_of_nothing

_nd = np.ndarray
_asarray = np.asarray
_la = np.linalg
_LinAlgError = np.linalg.LinAlgError
_vector_norm = np.linalg.vector_norm
_INF = np.inf
_NINF = -np.inf

_F16 = np.dtype("float16")
_F32 = np.dtype("float32")
_F64 = np.dtype("float64")
_C64 = np.dtype("complex64")
_C128 = np.dtype("complex128")
# dtypes a floating-point-only function computes in float32 (ints/bools: ivy's default float)
_UPCAST = {np.dtype(n): _F32 for n in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                                       "uint64", "float16")}
_TO_COMPLEX = {_F32: _C64, _F64: _C128}
_EPS = {_F32: float(np.finfo(np.float32).eps), _F64: float(np.finfo(np.float64).eps),
        _C64: float(np.finfo(np.float32).eps), _C128: float(np.finfo(np.float64).eps)}


def _arr(r):
    return r if r.__class__ is _nd else _asarray(r)


def _down16(r):
    """Cast float32 parts of a result back to float16 (complex stays complex64)."""
    if isinstance(r, tuple):
        return r.__class__(*(_down16(v) for v in r))
    return r.astype(_F16) if r.dtype == _F32 else r


def _via_f32(fn, x, *args, **kwargs):
    """Run the float-only ``fn`` on ``x`` cast to float32; float16 input gets float16 back."""
    r = fn(x.astype(_F32), *args, **kwargs)
    return _down16(r) if x.dtype == _F16 else r


def _check_square(x, name):
    """After a LinAlgError: raise ivy's ShapeError if the shape was the problem."""
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.{name} needs matrices (at least 2 dimensions), got shape {x.shape}") from None
    if x.shape[-1] != x.shape[-2]:
        raise ivy.ShapeError(
            f"ivy.linalg.{name} needs square matrices in the last two axes, got shape {x.shape}"
        ) from None


def _check_matrix(x, name):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.{name} needs matrices (at least 2 dimensions), got shape {x.shape}") from None


# --------------------------------------------------------------- functions


def cholesky(x, /, *, upper=False):
    if x.dtype in _UPCAST:
        return _via_f32(cholesky, x, upper=upper)
    try:
        return _la.cholesky(x, upper=upper)
    except _LinAlgError:
        _check_square(x, "cholesky")
        raise


def cross(x1, x2, /, *, axis=-1):
    axis = _cross_axis(axis, x1.shape, x2.shape)
    try:
        return _la.cross(x1, x2, axis=axis)
    except TypeError as e:
        raise ivy.UnsupportedDtypeError(
            f"ivy.linalg.cross needs numeric arrays, got {x1.dtype} and {x2.dtype}"
        ) from e
    except ValueError as e:
        raise ivy.ShapeError(f"ivy.linalg.cross: shapes {x1.shape} and {x2.shape} do not broadcast ({e})") from e


def det(x, /):
    if x.dtype in _UPCAST:
        return _via_f32(det, x)
    try:
        r = _la.det(x)
    except _LinAlgError:
        _check_square(x, "det")
        raise
    return r if r.__class__ is _nd else _asarray(r)


def diagonal(x, /, *, offset=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.diagonal needs at least 2 dimensions, got shape {x.shape}")
    return _la.diagonal(x, offset=offset)


def eig(x, /):
    if x.dtype in _UPCAST:
        x = x.astype(_F32)
    try:
        w, v = _la.eig(x)
    except _LinAlgError:
        _check_square(x, "eig")
        raise
    c = _TO_COMPLEX.get(w.dtype)
    if c is not None:
        w = w.astype(c)
    c = _TO_COMPLEX.get(v.dtype)
    if c is not None:
        v = v.astype(c)
    return EigResult(w, v)


def eigh(x, /):
    if x.dtype in _UPCAST:
        return _via_f32(eigh, x)
    try:
        w, v = _la.eigh(x)
    except _LinAlgError:
        _check_square(x, "eigh")
        raise
    return EighResult(w, v)


def eigvals(x, /):
    if x.dtype in _UPCAST:
        x = x.astype(_F32)
    try:
        w = _la.eigvals(x)
    except _LinAlgError:
        _check_square(x, "eigvals")
        raise
    c = _TO_COMPLEX.get(w.dtype)
    return w if c is None else w.astype(c)


def eigvalsh(x, /):
    if x.dtype in _UPCAST:
        return _via_f32(eigvalsh, x)
    try:
        return _la.eigvalsh(x)
    except _LinAlgError:
        _check_square(x, "eigvalsh")
        raise


def inv(x, /):
    if x.dtype in _UPCAST:
        return _via_f32(inv, x)
    try:
        return _la.inv(x)
    except _LinAlgError:
        _check_square(x, "inv")
        raise


_MATRIX_ORDS = frozenset(["fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf])


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    if x.dtype in _UPCAST:
        return _via_f32(matrix_norm, x, keepdims=keepdims, ord=ord)
    if x.ndim < 2:
        _check_matrix(x, "matrix_norm")
    if ord is None:
        ord = "fro"
    elif ord not in _MATRIX_ORDS:
        raise ivy.InvalidArgumentError(
            f"ivy.linalg.matrix_norm: ord must be 'fro', 'nuc', 1, -1, 2, -2, inf or -inf, got {ord!r}"
        )
    if x.size == 0:
        v = _norm_of_nothing(x.shape, ord)
        if v is not None:  # the largest (smallest) of no values: 0 (inf); NumPy raised for inf
            ord = "fro"
    else:
        v = None
    r = _la.matrix_norm(x, keepdims=keepdims, ord=ord)
    if v:
        r = r + v
    return r if r.__class__ is _nd else _asarray(r)


def matrix_power(x, n, /):
    if x.dtype in _UPCAST:
        return _via_f32(matrix_power, x, n)
    try:
        return _la.matrix_power(x, n)
    except _LinAlgError:
        _check_square(x, "matrix_power")
        raise


def matrix_rank(x, /, *, rtol=None):
    if x.dtype in _UPCAST:
        x = x.astype(_F32)
    if x.ndim < 2:
        _check_matrix(x, "matrix_rank")
    s = _la.svd(x, compute_uv=False)
    if s.shape[-1] == 0:
        return np.zeros(s.shape[:-1], dtype=np.int64)
    smax = s.max(axis=-1, keepdims=True)
    if rtol is None:
        tol = smax * (max(x.shape[-2:]) * _EPS[x.dtype])
    else:
        tol = smax * _asarray(rtol)[..., None]
    return _arr(np.count_nonzero(s > tol, axis=-1)).astype(np.int64, copy=False)


def outer(x1, x2, /):
    if x1.ndim != 1 or x2.ndim != 1:
        raise ivy.ShapeError(f"ivy.linalg.outer needs two 1-D arrays, got shapes {x1.shape} and {x2.shape}")
    return np.outer(x1, x2)


def pinv(x, /, *, rtol=None):
    if x.dtype in _UPCAST:
        return _via_f32(pinv, x, rtol=rtol)
    if x.ndim < 2:
        _check_matrix(x, "pinv")
    if rtol is None:
        rtol = max(x.shape[-2:]) * _EPS[x.dtype]
    return _la.pinv(x, rcond=rtol)


def qr(x, /, *, mode="reduced"):
    if x.dtype in _UPCAST:
        return _via_f32(qr, x, mode=mode)
    if mode != "reduced" and mode != "complete":
        raise ivy.InvalidArgumentError(f"ivy.linalg.qr: mode must be 'reduced' or 'complete', got {mode!r}")
    try:
        q, r = _la.qr(x, mode=mode)
    except _LinAlgError:
        _check_matrix(x, "qr")
        raise
    return QRResult(q, r)


def slogdet(x, /):
    if x.dtype in _UPCAST:
        return _via_f32(slogdet, x)
    try:
        s, ld = _la.slogdet(x)
    except _LinAlgError:
        _check_square(x, "slogdet")
        raise
    return SlogdetResult(s if s.__class__ is _nd else _asarray(s), ld if ld.__class__ is _nd else _asarray(ld))


def solve(x1, x2, /):
    d1, d2 = x1.dtype, x2.dtype
    if d1 in _UPCAST or d2 in _UPCAST:
        half = d1 == _F16 and d2 == _F16
        r = solve(x1.astype(_F32) if d1 in _UPCAST else x1, x2.astype(_F32) if d2 in _UPCAST else x2)
        return r.astype(_F16) if half else r
    try:
        return _la.solve(x1, x2)
    except _LinAlgError:
        _check_square(x1, "solve")
        raise
    except ValueError as e:
        raise ivy.ShapeError(
            f"ivy.linalg.solve: shapes {x1.shape} and {x2.shape} do not fit: x2 must be (M,) or (..., M, K) "
            f"for x1 (..., M, M) ({e})"
        ) from e


def svd(x, /, *, full_matrices=True):
    if x.dtype in _UPCAST:
        return _via_f32(svd, x, full_matrices=full_matrices)
    try:
        u, s, vh = _la.svd(x, full_matrices=full_matrices)
    except _LinAlgError:
        _check_matrix(x, "svd")
        raise
    return SVDResult(u, s, vh)


def svdvals(x, /):
    if x.dtype in _UPCAST:
        return _via_f32(svdvals, x)
    try:
        return _la.svd(x, compute_uv=False)
    except _LinAlgError:
        _check_matrix(x, "svdvals")
        raise


def trace(x, /, *, offset=0, dtype=None):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.trace needs at least 2 dimensions, got shape {x.shape}")
    r = _la.trace(x, offset=offset, dtype=dtype)
    return r if r.__class__ is _nd else _asarray(r)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    if x.dtype in _UPCAST:
        return _via_f32(vector_norm, x, axis=axis, keepdims=keepdims, ord=ord)
    if ord == 2:
        r = _vector_norm(x, axis=axis, keepdims=keepdims)
    elif ord == _INF:
        # max |x|; over zero elements it is 0 (some NumPy 2 releases raise)
        r = np.max(np.abs(x), axis=axis, keepdims=keepdims, initial=0.0)
    elif ord == _NINF:
        # min |x|; over zero elements it is +inf (NumPy raises)
        r = np.min(np.abs(x), axis=axis, keepdims=keepdims, initial=np.inf)
    elif ord < 0:
        with np.errstate(divide="ignore", over="ignore"):
            r = _vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
    else:
        r = _vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
    return r if r.__class__ is _nd else _asarray(r)

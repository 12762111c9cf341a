"""``ivy.linalg`` on JAX (``jax.numpy.linalg``).

JAX keeps float32/complex64 in linalg. Integers and bools compute in float32
(ivy's default float; JAX would pick float64), float16/bfloat16 compute in
float32 and are cast back (LAPACK has no half precision). Shapes are checked
before the call, so a non-square or 1-D input raises ``ivy.ShapeError``.
``matmul``, ``matrix_transpose``, ``tensordot`` and ``vecdot`` are the top-level
functions. Where NumPy raises ``LinAlgError`` for a singular matrix (``inv``,
``solve``, ``cholesky``), JAX returns NaNs/infs: ivy on JAX does the same (a
value check would force a device sync and cannot run under ``jax.jit``).
``eig``/``eigvals`` run on the CPU when the arrays live on a GPU (XLA has no
GPU kernel for the general eigenproblem).
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

import ivy
from ivy.api.linalg import EighResult, EigResult, QRResult, SlogdetResult, SVDResult
from ivy.plugin import cross_axis as _cross_axis
from ivy.plugin import norm_of_nothing as _norm_of_nothing

from ._util import BF16, C64, C128, F16, F32, F64, I64, INEXACT, INTS, U64, promote_arrays
from .linear_algebra import matmul, matrix_transpose, tensordot, vecdot  # noqa: F401 - linalg.* are these

_la = jnp.linalg
_INF = float("inf")
_HALF = frozenset((F16, BF16))
_EPS = {F32: float(np.finfo(np.float32).eps), F64: float(np.finfo(np.float64).eps),
        C64: float(np.finfo(np.float32).eps), C128: float(np.finfo(np.float64).eps)}
_TO_COMPLEX = {F32: C64, F64: C128, C64: C64, C128: C128}
_ACCUMULATOR = {d: (U64 if d.kind == "u" else I64) for d in INTS | {np.dtype("bool")}}


def _work(x):
    """``x`` in a dtype LAPACK takes: ints, bools and half precision as float32."""
    d = x.dtype
    if d in INEXACT and d not in _HALF:
        return x
    return x.astype(F32)


def _back(r, x):
    """A float32 result of a half-precision ``x`` cast back to ``x``'s dtype."""
    d = x.dtype
    if d in _HALF:
        if isinstance(r, tuple):
            return r.__class__(*(_back(v, x) for v in r))
        return r.astype(d) if r.dtype == F32 else r
    return r


def _check_matrix(x, name):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.{name} needs matrices (at least 2 dimensions), got shape {x.shape}")


def _check_square(x, name):
    _check_matrix(x, name)
    if x.shape[-1] != x.shape[-2]:
        raise ivy.ShapeError(f"ivy.linalg.{name} needs square matrices in the last two axes, got shape {x.shape}")


# --------------------------------------------------------------- functions


def cholesky(x, /, *, upper=False):
    _check_square(x, "cholesky")
    return _back(_la.cholesky(_work(x), upper=upper), x)


def cross(x1, x2, /, *, axis=-1):
    axis = _cross_axis(axis, x1.shape, x2.shape)
    if x1.dtype.kind == "b" or x2.dtype.kind == "b":
        raise ivy.UnsupportedDtypeError(f"ivy.linalg.cross needs numeric arrays, got {x1.dtype} and {x2.dtype}")
    if x1.dtype != x2.dtype:
        x1, x2 = promote_arrays(x1, x2)
    try:
        return _la.cross(x1, x2, axis=axis)
    except ValueError as e:
        raise ivy.ShapeError(f"ivy.linalg.cross: shapes {x1.shape} and {x2.shape} do not broadcast ({e})") from e


def det(x, /):
    _check_square(x, "det")
    return _back(_la.det(_work(x)), x)


def diagonal(x, /, *, offset=0):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.diagonal needs at least 2 dimensions, got shape {x.shape}")
    return _la.diagonal(x, offset=offset)


def _on_cpu(fn, x):
    """``fn(x)``, on the CPU if ``x``'s device has no kernel for it; results go back to ``x``'s device."""
    try:
        return fn(x)
    except NotImplementedError:
        dev = x.device
        cpu = jax.devices("cpu")[0]
        r = fn(jax.device_put(x, cpu))
        return jax.device_put(r, dev)


def _eig(x):
    w, v = _la.eig(x)
    return w, v


def eig(x, /):
    _check_square(x, "eig")
    xw = _work(x)
    w, v = _on_cpu(_eig, xw)
    c = _TO_COMPLEX[xw.dtype]
    return EigResult(w.astype(c) if w.dtype != c else w, v.astype(c) if v.dtype != c else v)


def eigh(x, /):
    _check_square(x, "eigh")
    w, v = _la.eigh(_work(x))
    return _back(EighResult(w, v), x)


def eigvals(x, /):
    _check_square(x, "eigvals")
    xw = _work(x)
    w = _on_cpu(_la.eigvals, xw)
    c = _TO_COMPLEX[xw.dtype]
    return w.astype(c) if w.dtype != c else w


def eigvalsh(x, /):
    _check_square(x, "eigvalsh")
    return _back(_la.eigvalsh(_work(x)), x)


def inv(x, /):
    _check_square(x, "inv")
    return _back(_la.inv(_work(x)), x)


_MATRIX_ORDS = frozenset(["fro", "nuc", 1, -1, 2, -2, _INF, -_INF])


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    _check_matrix(x, "matrix_norm")
    if ord is None:
        ord = "fro"
    elif ord not in _MATRIX_ORDS:
        raise ivy.InvalidArgumentError(
            f"ivy.linalg.matrix_norm: ord must be 'fro', 'nuc', 1, -1, 2, -2, inf or -inf, got {ord!r}"
        )
    if x.size == 0 and _norm_of_nothing(x.shape, ord):  # the smallest of no values: inf (JAX raised)
        return _back(_la.matrix_norm(_work(x), keepdims=keepdims) + jnp.inf, x)
    return _back(_la.matrix_norm(_work(x), keepdims=keepdims, ord=ord), x)


def matrix_power(x, n, /):
    _check_square(x, "matrix_power")
    return _back(_la.matrix_power(_work(x), n), x)


def matrix_rank(x, /, *, rtol=None):
    _check_matrix(x, "matrix_rank")
    xw = _work(x)
    s = _la.svdvals(xw)
    if s.shape[-1] == 0:
        return jnp.zeros(s.shape[:-1], dtype=I64)
    smax = jnp.max(s, axis=-1, keepdims=True)
    if rtol is None:
        tol = smax * (max(x.shape[-2:]) * _EPS[xw.dtype])
    else:
        tol = smax * jnp.asarray(rtol)[..., None]
    return jnp.count_nonzero(s > tol, axis=-1).astype(I64)


def outer(x1, x2, /):
    if x1.ndim != 1 or x2.ndim != 1:
        raise ivy.ShapeError(f"ivy.linalg.outer needs two 1-D arrays, got shapes {x1.shape} and {x2.shape}")
    if x1.dtype != x2.dtype:
        x1, x2 = promote_arrays(x1, x2)
    return _la.outer(x1, x2)


def pinv(x, /, *, rtol=None):
    _check_matrix(x, "pinv")
    xw = _work(x)
    if rtol is None:
        rtol = max(x.shape[-2:]) * _EPS[xw.dtype]
    if x.size == 0:  # (JAX's pinv takes the max of the singular values)
        return jnp.zeros(x.shape[:-2] + (x.shape[-1], x.shape[-2]), dtype=x.dtype if x.dtype in INEXACT else F32)
    return _back(_la.pinv(xw, rtol=rtol), x)


def qr(x, /, *, mode="reduced"):
    if mode != "reduced" and mode != "complete":
        raise ivy.InvalidArgumentError(f"ivy.linalg.qr: mode must be 'reduced' or 'complete', got {mode!r}")
    _check_matrix(x, "qr")
    q, r = _la.qr(_work(x), mode=mode)
    return _back(QRResult(q, r), x)


def slogdet(x, /):
    _check_square(x, "slogdet")
    s, ld = _la.slogdet(_work(x))
    return _back(SlogdetResult(s, ld), x)


def solve(x1, x2, /):
    _check_square(x1, "solve")
    d1, d2 = x1.dtype, x2.dtype
    half = d1 in _HALF and d2 in _HALF
    x1 = _work(x1)
    x2 = _work(x2)
    if x1.dtype != x2.dtype:
        x1, x2 = promote_arrays(x1, x2)
    n = x1.shape[-1]
    if x2.ndim == 1:
        ok = x2.shape[0] == n
    else:
        ok = x2.shape[-2] == n
        if ok:
            try:
                np.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
            except ValueError:
                ok = False
    if not ok:
        raise ivy.ShapeError(
            f"ivy.linalg.solve: shapes {x1.shape} and {x2.shape} do not fit: x2 must be (M,) or (..., M, K) "
            "for x1 (..., M, M)"
        )
    if x2.ndim == 1:
        r = _la.solve(x1, x2[:, None])[..., 0]
    else:
        b = jnp.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
        r = _la.solve(jnp.broadcast_to(x1, b + x1.shape[-2:]), jnp.broadcast_to(x2, b + x2.shape[-2:]))
    return r.astype(d1) if half else r


def svd(x, /, *, full_matrices=True):
    _check_matrix(x, "svd")
    u, s, vh = _la.svd(_work(x), full_matrices=full_matrices)
    return _back(SVDResult(u, s, vh), x)


def svdvals(x, /):
    _check_matrix(x, "svdvals")
    return _back(_la.svdvals(_work(x)), x)


def trace(x, /, *, offset=0, dtype=None):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.linalg.trace needs at least 2 dimensions, got shape {x.shape}")
    if dtype is None:
        dtype = _ACCUMULATOR.get(x.dtype)
    return _la.trace(x, offset=offset, dtype=dtype)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    xw = _work(x)
    if xw.size == 0 or _empty_axes(xw.shape, axis):
        # over zero elements: 0 for ord >= 0, inf for ord < 0 (JAX's max/min have no identity)
        r = jnp.sum(jnp.abs(xw), axis=axis, keepdims=keepdims)
        if ord < 0:
            r = jnp.full_like(r, _INF)
        return _back(r, x)
    return _back(_la.vector_norm(xw, axis=axis, keepdims=keepdims, ord=ord), x)


def _empty_axes(shape, axis):
    if axis is None:
        return False
    if isinstance(axis, int):
        return shape[axis] == 0
    return any(shape[a] == 0 for a in axis)


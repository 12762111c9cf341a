"""``ivy.linalg`` on TensorFlow.

TensorFlow's linalg kernels take float32/float64/complex inputs: integers and bools
compute in float32 (ivy's default float), float16/bfloat16 in float32 and are cast back
(complex results of half-precision input stay complex64). Shapes are checked up front
(``ivy.ShapeError`` naming "square" for non-square input); TensorFlow's runtime errors
become ivy errors. Singular input: ``det`` 0, ``slogdet`` (0, -inf), ``inv``/``solve``
raise ``ivy.InvalidArgumentError`` (TensorFlow's "not invertible"). ``matmul``,
``matrix_transpose``, ``tensordot`` and ``vecdot`` are ivy-core compositions over the
top-level functions.
"""

from __future__ import annotations

import math

import tensorflow as tf

import ivy
from ivy.api.linalg import EighResult, EigResult, QRResult, SlogdetResult, SVDResult
from ivy.plugin import cross_axis as _cross_axis
from ivy.plugin import norm_of_nothing as _norm_of_nothing

from ._util import (
    BF16,
    BOOL,
    C64,
    C128,
    F16,
    F32,
    F64,
    I64,
    KIND,
    PY_SCALARS,
    REAL_OF,
    R,
    axes_t,
    cast,
    normalize_axes,
    promote,
    work_dtype,
)
from .linear_algebra import _mm, _swap_last
from .statistical import _acc_dtype

_TO_COMPLEX = {id(F32): C64, id(F64): C128}
_EPS = {id(F32): 2.0**-23, id(F64): 2.0**-52, id(C64): 2.0**-23, id(C128): 2.0**-52}
_INF = math.inf


def _work(x):
    """(x as a dtype TensorFlow's linalg takes, the dtype to cast real results back to or None)."""
    d = x.dtype
    k = KIND[id(d)]
    if k in "fc":
        if d is F16 or d is BF16:
            return R.Cast(x=x, DstT=F32), d
        return x, None
    return R.Cast(x=x, DstT=F32), None


def _back(r, half):
    """Cast float32 parts of a result back to the half-precision input dtype."""
    if half is None:
        return r
    if isinstance(r, tuple):
        return r.__class__(*(_back(v, half) for v in r))
    return R.Cast(x=r, DstT=half) if r.dtype is F32 else r


def _check_matrix(x, name):
    if x.shape.rank < 2:
        raise ivy.ShapeError(
            f"ivy.linalg.{name} needs matrices (at least 2 dimensions), got shape {tuple(x.shape)}"
        )


def _check_square(x, name):
    _check_matrix(x, name)
    if x.shape[-1] != x.shape[-2]:
        raise ivy.ShapeError(
            f"ivy.linalg.{name} needs square matrices in the last two axes, got shape {tuple(x.shape)}"
        )


def _adjoint(x):
    x = _swap_last(x)
    return R.Conj(input=x) if KIND[id(x.dtype)] == "c" else x


def _empty(x):
    return x.shape.num_elements() == 0


def _real(v):
    """TensorFlow's Svd and SelfAdjointEig return real values in the complex input dtype."""
    if KIND[id(v.dtype)] == "c":
        return R.Real(input=v, Tout=REAL_OF[id(v.dtype)])
    return v


# --------------------------------------------------------------- functions


def cholesky(x, /, *, upper=False):
    _check_square(x, "cholesky")
    x, half = _work(x)
    if _empty(x):
        return _back(x, half)
    r = R.Cholesky(input=x)
    return _back(_adjoint(r) if upper else r, half)


def cross(x1, x2, /, *, axis=-1):
    axis = _cross_axis(axis, x1.shape, x2.shape)
    if KIND[id(x1.dtype)] == "b" or KIND[id(x2.dtype)] == "b":
        raise ivy.UnsupportedDtypeError(
            f"ivy.linalg.cross needs numeric arrays, got {x1.dtype.name} and {x2.dtype.name}"
        )
    x1, x2 = promote(x1, x2)
    try:
        shape = tf.broadcast_static_shape(x1.shape, x2.shape)
    except ValueError as e:
        raise ivy.ShapeError(
            f"ivy.linalg.cross: shapes {tuple(x1.shape)} and {tuple(x2.shape)} do not broadcast ({e})"
        ) from e
    x1 = tf.broadcast_to(x1, shape)
    x2 = tf.broadcast_to(x2, shape)
    a0, a1, a2 = tf.unstack(x1, axis=axis)
    b0, b1, b2 = tf.unstack(x2, axis=axis)
    c0 = R.Sub(x=R.Mul(x=a1, y=b2), y=R.Mul(x=a2, y=b1))
    c1 = R.Sub(x=R.Mul(x=a2, y=b0), y=R.Mul(x=a0, y=b2))
    c2 = R.Sub(x=R.Mul(x=a0, y=b1), y=R.Mul(x=a1, y=b0))
    return tf.stack([c0, c1, c2], axis=axis)


def det(x, /):
    _check_square(x, "det")
    x, half = _work(x)
    return _back(R.MatrixDeterminant(input=x), half)


def diagonal(x, /, *, offset=0):
    _check_matrix(x, "diagonal")
    m, n = x.shape[-2], x.shape[-1]
    length = min(m, n - offset) if offset >= 0 else min(m + offset, n)
    if length <= 0:
        return tf.zeros(list(x.shape[:-2]) + [0], x.dtype)
    zero = tf.zeros((), x.dtype)
    return R.MatrixDiagPartV3(input=x, k=offset, padding_value=zero, align="RIGHT_LEFT")


def eig(x, /):
    _check_square(x, "eig")
    x, _ = _work(x)
    c = _TO_COMPLEX.get(id(x.dtype), x.dtype)
    if _empty(x):
        return EigResult(tf.zeros(list(x.shape[:-1]), c), tf.zeros(list(x.shape), c))
    w, v = R.Eig(input=x, Tout=c, compute_v=True)
    return EigResult(w, v)


def eigh(x, /):
    _check_square(x, "eigh")
    x, half = _work(x)
    if _empty(x):
        return _back(EighResult(tf.zeros(list(x.shape[:-1]), REAL_OF.get(id(x.dtype), x.dtype)), x), half)
    w, v = R.SelfAdjointEigV2(input=x, compute_v=True)
    return _back(EighResult(_real(w), v), half)


def eigvals(x, /):
    _check_square(x, "eigvals")
    x, _ = _work(x)
    c = _TO_COMPLEX.get(id(x.dtype), x.dtype)
    if _empty(x):
        return tf.zeros(list(x.shape[:-1]), c)
    return R.Eig(input=x, Tout=c, compute_v=False)[0]


def eigvalsh(x, /):
    _check_square(x, "eigvalsh")
    x, half = _work(x)
    if _empty(x):
        return _back(tf.zeros(list(x.shape[:-1]), REAL_OF.get(id(x.dtype), x.dtype)), half)
    return _back(_real(R.SelfAdjointEigV2(input=x, compute_v=False)[0]), half)


def inv(x, /):
    _check_square(x, "inv")
    x, half = _work(x)
    if _empty(x):
        return _back(x, half)
    return _back(R.MatrixInverse(input=x, adjoint=False), half)


_MATRIX_ORDS = ("fro", "nuc", 1, -1, 2, -2, _INF, -_INF)


def _abs(x):
    if KIND[id(x.dtype)] == "c":
        return R.ComplexAbs(x=x, Tout=REAL_OF[id(x.dtype)])
    return R.Abs(x=x)


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    _check_matrix(x, "matrix_norm")
    if ord is None:
        ord = "fro"
    if not any(ord == o and type(ord) is type(o) or (ord == o and not isinstance(ord, str) and not isinstance(o, str))
               for o in _MATRIX_ORDS):
        raise ivy.InvalidArgumentError(
            f"ivy.linalg.matrix_norm: ord must be 'fro', 'nuc', 1, -1, 2, -2, inf or -inf, got {ord!r}"
        )
    x, half = _work(x)
    nd = x.shape.rank
    a = _abs(x)
    if x.shape.num_elements() == 0:
        v = _norm_of_nothing(x.shape, ord)
        if v is not None:  # the largest (smallest) of no values: 0 (inf); TensorFlow's Max gave -inf
            r = R.Sum(input=a, axis=axes_t([nd - 2, nd - 1]), keep_dims=keepdims)
            return _back(r + v if v else r, half)
    if ord == "fro":
        r = R.Sqrt(x=R.Sum(input=R.Square(x=a), axis=axes_t([nd - 2, nd - 1]), keep_dims=keepdims))
    elif ord == "nuc" or ord == 2 or ord == -2:
        s = svdvals(x)
        if ord == "nuc":
            r = R.Sum(input=s, axis=axes_t([-1]))
        elif ord == 2:
            r = R.Max(input=s, axis=axes_t([-1]))
        else:
            r = R.Min(input=s, axis=axes_t([-1]))
        if keepdims:
            r = r[..., None, None]
    else:
        # 1/-1: column sums (over rows); inf/-inf: row sums (over columns)
        sums = R.Sum(input=a, axis=axes_t([nd - 2 if abs(ord) == 1 else nd - 1]), keep_dims=True)
        red = R.Max if ord > 0 else R.Min
        r = red(input=sums, axis=[nd - 1 if abs(ord) == 1 else nd - 2], keep_dims=True)
        if not keepdims:
            r = R.Squeeze(input=r, axis=[nd - 2, nd - 1])
    return _back(r, half)


def matrix_power(x, n, /):
    _check_square(x, "matrix_power")
    x, half = _work(x)
    n = int(n)
    if n == 0:
        m = x.shape[-1]
        eye = tf.eye(m, dtype=x.dtype)
        return _back(tf.broadcast_to(eye, tf.shape(x)), half)
    if n < 0:
        x = inv(x)
        n = -n
    result = None
    base = x
    while n:
        if n & 1:
            result = base if result is None else _mm(result, base)
        n >>= 1
        if n:
            base = _mm(base, base)
    return _back(result, half)


def _svdvals(x):
    if x.shape[-1] == 0 or x.shape[-2] == 0:
        return tf.zeros(list(x.shape[:-2]) + [0], REAL_OF.get(id(x.dtype), x.dtype))
    s, _, _ = R.Svd(input=x, compute_uv=False, full_matrices=False)
    return _real(s)


def matrix_rank(x, /, *, rtol=None):
    _check_matrix(x, "matrix_rank")
    x, _ = _work(x)
    s = _svdvals(x)
    if s.shape[-1] == 0:
        return tf.zeros(list(s.shape[:-1]), I64)
    smax = R.Max(input=s, axis=axes_t([-1]), keep_dims=True)
    if rtol is None:
        tol = R.Mul(x=smax, y=tf.constant(max(x.shape[-2:]) * _EPS[id(x.dtype)], s.dtype))
    else:
        rt = tf.constant(float(rtol), s.dtype) if rtol.__class__ in PY_SCALARS else cast(rtol, s.dtype)
        tol = R.Mul(x=smax, y=rt[..., None])
    return R.Sum(input=R.Cast(x=R.Greater(x=s, y=tol), DstT=I64), axis=axes_t([-1]))


def outer(x1, x2, /):
    if x1.shape.rank != 1 or x2.shape.rank != 1:
        raise ivy.ShapeError(
            f"ivy.linalg.outer needs two 1-D arrays, got shapes {tuple(x1.shape)} and {tuple(x2.shape)}"
        )
    from .elementwise import multiply

    return multiply(x1[:, None], x2[None, :])


def pinv(x, /, *, rtol=None):
    _check_matrix(x, "pinv")
    x, half = _work(x)
    m, n = x.shape[-2], x.shape[-1]
    if m == 0 or n == 0:
        return _back(tf.zeros(list(x.shape[:-2]) + [n, m], x.dtype), half)
    s, u, v = R.Svd(input=x, compute_uv=True, full_matrices=False)
    s = _real(s)
    if rtol is None:
        rt = tf.constant(max(m, n) * _EPS[id(x.dtype)], s.dtype)
    elif rtol.__class__ in PY_SCALARS:
        rt = tf.constant(float(rtol), s.dtype)
    else:
        rt = cast(rtol, s.dtype)
    cutoff = R.Mul(x=rt[..., None], y=R.Max(input=s, axis=axes_t([-1]), keep_dims=True))
    big = R.Greater(x=s, y=cutoff)
    sinv = R.SelectV2(condition=big, t=R.Reciprocal(x=s), e=tf.zeros((), s.dtype))
    sinv = cast(sinv, x.dtype)
    # pinv = V diag(1/s) U^H
    r = _mm(R.Mul(x=v, y=sinv[..., None, :]), _adjoint(u))
    return _back(r, half)


def _pow2_scales(x):
    """Two powers of two per matrix whose product brings x's largest ``|entry|`` into [1, 2).

    Scaling by powers of two is exact; two factors so that each stays representable when
    the product would not (subnormal float32 entries need 2**149). A zero or non-finite
    matrix gets scale 1.
    """
    a = tf.cast(tf.reduce_max(tf.abs(x), axis=[-2, -1], keepdims=True), F64)
    e = tf.floor(tf.math.log(a) / math.log(2.0))
    e = tf.where(tf.math.is_finite(e), e, tf.zeros_like(e))
    e1 = tf.floor(e / 2)
    real = REAL_OF.get(id(x.dtype), x.dtype)
    return [tf.cast(tf.cast(tf.pow(tf.constant(2.0, k.dtype), -k), real), x.dtype) for k in (e1, e - e1)]


def qr(x, /, *, mode="reduced"):
    if mode != "reduced" and mode != "complete":
        raise ivy.InvalidArgumentError(f"ivy.linalg.qr: mode must be 'reduced' or 'complete', got {mode!r}")
    _check_matrix(x, "qr")
    x, half = _work(x)
    # TensorFlow's Householder reflections square the entries unscaled: float32 1e19 overflows
    # and 1e-25 underflows (LAPACK scales). Q is the same for x * 2**-e; R scales back exactly.
    s1, s2 = _pow2_scales(x)
    q, r = R.Qr(input=x * s1 * s2, full_matrices=mode == "complete")
    return _back(QRResult(q, r / s1 / s2), half)


def slogdet(x, /):
    _check_square(x, "slogdet")
    x, half = _work(x)
    s, ld = R.LogMatrixDeterminant(input=x)
    if KIND[id(ld.dtype)] == "c":
        ld = R.Real(input=ld, Tout=REAL_OF[id(ld.dtype)])
    # singular matrices: sign 0 and logabsdet -inf
    sing = R.IsInf(x=ld)
    s = R.SelectV2(condition=sing, t=tf.zeros((), s.dtype), e=s)
    return _back(SlogdetResult(s, ld), half)


def solve(x1, x2, /):
    _check_square(x1, "solve")
    half = x1.dtype if (x1.dtype is F16 or x1.dtype is BF16) and x2.dtype is x1.dtype else None
    x1, _ = _work(x1)
    x2, _ = _work(x2)
    x1, x2 = promote(x1, x2)
    m = x1.shape[-1]
    vector = x2.shape.rank == 1
    if vector:
        if x2.shape[0] != m:
            raise ivy.ShapeError(
                f"ivy.linalg.solve: shapes {tuple(x1.shape)} and {tuple(x2.shape)} do not fit: x2 must be (M,) "
                "or (..., M, K) for x1 (..., M, M)"
            )
        x2 = x2[:, None]
    elif x2.shape.rank < 2 or x2.shape[-2] != m:
        raise ivy.ShapeError(
            f"ivy.linalg.solve: shapes {tuple(x1.shape)} and {tuple(x2.shape)} do not fit: x2 must be (M,) "
            "or (..., M, K) for x1 (..., M, M)"
        )
    try:
        batch = tf.broadcast_static_shape(x1.shape[:-2], x2.shape[:-2])
    except ValueError as e:
        raise ivy.ShapeError(
            f"ivy.linalg.solve: batch shapes of {tuple(x1.shape)} and {tuple(x2.shape)} do not broadcast"
        ) from e
    a = tf.broadcast_to(x1, list(batch) + [m, m])
    b = tf.broadcast_to(x2, list(batch) + list(x2.shape[-2:]))
    if _empty(a) or _empty(b):
        r = tf.zeros(b.shape, b.dtype)
    else:
        r = R.MatrixSolve(matrix=a, rhs=b, adjoint=False)
    if vector:
        r = r[..., 0]
    return _back(r, half)


def svd(x, /, *, full_matrices=True):
    _check_matrix(x, "svd")
    x, half = _work(x)
    m, n = x.shape[-2], x.shape[-1]
    if m == 0 or n == 0:
        b = list(x.shape[:-2])
        k = min(m, n)
        um, vn = (m, n) if full_matrices else (k, k)
        eye_u = tf.broadcast_to(tf.eye(m, um, dtype=x.dtype), b + [m, um])
        eye_v = tf.broadcast_to(tf.eye(vn, n, dtype=x.dtype), b + [vn, n])
        return _back(SVDResult(eye_u, tf.zeros(b + [k], REAL_OF.get(id(x.dtype), x.dtype)), eye_v), half)
    s, u, v = R.Svd(input=x, compute_uv=True, full_matrices=full_matrices)
    return _back(SVDResult(u, _real(s), _adjoint(v)), half)


def svdvals(x, /):
    _check_matrix(x, "svdvals")
    x, half = _work(x)
    return _back(_svdvals(x), half)


def trace(x, /, *, offset=0, dtype=None):
    _check_matrix(x, "trace")
    d = _acc_dtype(x.dtype) if dtype is None else dtype
    if x.dtype is not d:
        if KIND[id(x.dtype)] == "c" and KIND[id(d)] != "c":
            raise ivy.DtypeError(f"ivy.linalg.trace: casting {x.dtype.name} to {d.name} would drop the imaginary part")
        x = R.Cast(x=x, DstT=d) if d is not BOOL else R.NotEqual(x=x, y=tf.zeros((), x.dtype))
    diag = diagonal(x, offset=offset)
    if d is BOOL:
        return R.Any(input=diag, axis=axes_t([-1]))
    w = work_dtype(d)
    if w is not d:
        return R.Cast(x=R.Sum(input=R.Cast(x=diag, DstT=w), axis=axes_t([-1])), DstT=d)
    return R.Sum(input=diag, axis=axes_t([-1]))


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    x, half = _work(x)
    nd = x.shape.rank
    axes = normalize_axes(axis, nd, "ivy.linalg.vector_norm")
    a = _abs(x)
    rd = a.dtype
    if ord == 2:
        r = R.Sqrt(x=R.Sum(input=R.Square(x=a), axis=axes_t(axes), keep_dims=keepdims))
    elif ord == 1:
        r = R.Sum(input=a, axis=axes_t(axes), keep_dims=keepdims)
    elif ord == _INF:
        # max |x|; over zero elements it is 0
        r = R.Max(input=a, axis=axes_t(axes), keep_dims=keepdims)
        r = R.Maximum(x=r, y=tf.zeros((), rd)) if _empty(a) else r
    elif ord == -_INF:
        # min |x|; over zero elements it is +inf
        r = R.Min(input=a, axis=axes_t(axes), keep_dims=keepdims)
    elif ord == 0:
        r = R.Sum(input=R.Cast(x=R.NotEqual(x=a, y=tf.zeros((), rd)), DstT=rd), axis=axes_t(axes), keep_dims=keepdims)
    else:
        p = tf.constant(float(ord), rd)
        s = R.Sum(input=R.Pow(x=a, y=p), axis=axes_t(axes), keep_dims=keepdims)
        r = R.Pow(x=s, y=R.Reciprocal(x=p))
    return _back(r, half)




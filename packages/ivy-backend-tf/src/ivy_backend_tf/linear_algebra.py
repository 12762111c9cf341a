"""Top-level linear algebra on TensorFlow.

``matmul`` is ``BatchMatMulV2`` (batch dimensions broadcast) with NumPy's rules for 1-D
operands; mixed dtypes are promoted first. TensorFlow has no matmul kernel for bool,
int8, uint8/16/32/64: those compute in int64 (products and sums modulo 2**64 reduce
exactly to the narrower dtype; uint64 reinterprets its bits) and bool as ``any(a & b)``.
"""

from __future__ import annotations

import math

import tensorflow as tf

import ivy
from ivy.api._math_impl import MAX_SQUARINGS as _MAX_SQUARINGS
from ivy.api._math_impl import PADE13_NORM as _PADE13_NORM
from ivy.plugin import tensordot_axes as _tensordot_axes

from ._util import BOOL, C64, C128, ET, F32, F64, I32, I64, KIND, U64, R, axes_t, promote, work_dtype

_BMM = R.BatchMatMulV2
_NO_KERNEL = frozenset(id(d) for d in (tf.int8, tf.uint8, tf.uint16, tf.uint32, tf.uint64, tf.int16))


def _mm(a, b, adj_a=False, adj_b=False):
    """Matrix product of same-dtype tensors of rank >= 2."""
    d = a.dtype
    if id(d) in _NO_KERNEL:
        if d is U64:
            r = _BMM(x=R.Bitcast(input=a, type=I64), y=R.Bitcast(input=b, type=I64), adj_x=adj_a, adj_y=adj_b)
            return R.Bitcast(input=r, type=U64)
        r = _BMM(x=R.Cast(x=a, DstT=I64), y=R.Cast(x=b, DstT=I64), adj_x=adj_a, adj_y=adj_b)
        return R.Cast(x=r, DstT=d)
    if d is BOOL:
        r = _BMM(x=R.Cast(x=a, DstT=I32), y=R.Cast(x=b, DstT=I32), adj_x=adj_a, adj_y=adj_b)
        return R.NotEqual(x=r, y=tf.constant(0, I32))
    return _BMM(x=a, y=b, adj_x=adj_a, adj_y=adj_b)


def _swap_last(x):
    nd = x.shape.rank
    perm = list(range(nd))
    perm[-1], perm[-2] = perm[-2], perm[-1]
    return R.Transpose(x=x, perm=axes_t(perm))  # a cached tensor: a list is converted on every call


def _matrix_side(x, transpose, adjoint, which):
    if x.shape.rank < 2:
        raise ivy.ShapeError(
            f"ivy.matmul: transpose_{which}/adjoint_{which} need a matrix (at least 2-d), got shape {tuple(x.shape)}"
        )
    x = _swap_last(x)  # transpose and adjoint together: the adjoint
    if adjoint and (x.dtype is C64 or x.dtype is C128):
        x = R.Conj(input=x)
    return x


def matmul(x1, x2, /, *, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False):
    if x1.__class__ is ET and x2.__class__ is ET and x1.dtype is x2.dtype:
        d = x1.dtype
        if (d is F32 or d is F64) and x1.shape.rank == 2 and x2.shape.rank == 2 and not (
                transpose_a or transpose_b or adjoint_a or adjoint_b):
            return R.MatMul(a=x1, b=x2)
    if transpose_a or adjoint_a:
        x1 = _matrix_side(x1, transpose_a, adjoint_a, "a")
    if transpose_b or adjoint_b:
        x2 = _matrix_side(x2, transpose_b, adjoint_b, "b")
    if x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2)
    n1 = x1.shape.rank
    n2 = x2.shape.rank
    if n1 == 0 or n2 == 0:
        raise ivy.ShapeError(f"ivy.matmul: 0-d operands are not allowed, got shapes {tuple(x1.shape)} and "
                             f"{tuple(x2.shape)}; use ivy.multiply")
    a = x1[None, :] if n1 == 1 else x1
    b = x2[:, None] if n2 == 1 else x2
    ka = a.shape[-1]
    kb = b.shape[-2]
    if ka is not None and kb is not None and ka != kb:
        raise ivy.ShapeError(
            f"ivy.matmul: shapes {tuple(x1.shape)} and {tuple(x2.shape)} do not fit: "
            f"the contracted dimensions are {ka} and {kb}"
        )
    r = _mm(a, b)
    if n1 == 1:
        r = R.Squeeze(input=r, axis=[-2])
    if n2 == 1:
        r = R.Squeeze(input=r, axis=[-1])
    return r


def matrix_transpose(x, /):
    if x.shape.rank < 2:
        raise ivy.ShapeError(f"ivy.matrix_transpose needs at least 2 dimensions, got shape {tuple(x.shape)}")
    return _swap_last(x)


def tensordot(x1, x2, /, *, axes=2):
    x1, x2 = promote(x1, x2)
    s1 = list(x1.shape)
    s2 = list(x2.shape)
    n1 = len(s1)
    n2 = len(s2)
    a1, a2 = _tensordot_axes(axes, s1, s2)
    free1 = [i for i in range(n1) if i not in a1]
    free2 = [j for j in range(n2) if j not in a2]
    k = 1
    for i in a1:
        k *= s1[i]
    m = 1
    for i in free1:
        m *= s1[i]
    n = 1
    for j in free2:
        n *= s2[j]
    p1 = free1 + a1
    p2 = a2 + free2
    # no transpose where the contracted axes are already x1's last and x2's first, in order
    a = R.Reshape(tensor=x1 if p1 == list(range(n1)) else R.Transpose(x=x1, perm=axes_t(p1)), shape=axes_t((m, k)))
    b = R.Reshape(tensor=x2 if p2 == list(range(n2)) else R.Transpose(x=x2, perm=axes_t(p2)), shape=axes_t((k, n)))
    r = _mm(a, b)
    return R.Reshape(tensor=r, shape=axes_t([s1[i] for i in free1] + [s2[j] for j in free2]))


def vecdot(x1, x2, /, *, axis=-1):
    x1, x2 = promote(x1, x2)
    n1 = x1.shape.rank
    n2 = x2.shape.rank
    n = n1 if n1 > n2 else n2
    if axis >= 0:
        axis -= n  # a non-negative axis counts in the broadcast shape
    if not -n <= axis < 0 or n1 == 0 or n2 == 0:
        raise ivy.AxisError(
            f"ivy.vecdot: axis out of range for shapes {tuple(x1.shape)} and {tuple(x2.shape)}"
        )
    if axis < -n1:
        x1 = tf.reshape(x1, [1] * (-axis - n1) + list(x1.shape))
    elif axis < -n2:
        x2 = tf.reshape(x2, [1] * (-axis - n2) + list(x2.shape))
    if x1.shape[axis] != x2.shape[axis]:
        raise ivy.ShapeError(
            f"ivy.vecdot: the vectors along axis {axis} differ in size ({x1.shape[axis]} and "
            f"{x2.shape[axis]}); the contracted axis is not broadcast"
        )
    d = x1.dtype
    k = KIND[id(d)]
    if k == "c":
        x1 = R.Conj(input=x1)
    if k == "b":
        return R.Any(input=R.LogicalAnd(x=x1, y=x2), axis=axes_t([axis]))
    w = work_dtype(d)
    if w is not d:  # half precision: exact products and a float32 sum, rounded once
        r = R.Sum(input=R.Mul(x=R.Cast(x=x1, DstT=w), y=R.Cast(x=x2, DstT=w)), axis=axes_t([axis]))
        return R.Cast(x=r, DstT=d)
    return R.Sum(input=R.Mul(x=x1, y=x2), axis=axes_t([axis]))





# ------------------------------------------------------- Ivy's superset (issue 5)
# cholesky, cross, kron, lstsq and vector_to_skew_symmetric_matrix: ivy-core's
# compositions over the native linalg functions.


def matrix_exp(x, /):
    shp = tuple(x.shape)
    if len(shp) < 2 or shp[-1] != shp[-2]:
        raise ivy.ShapeError(f"ivy.matrix_exp needs (batches of) square matrices, got shape {shp}")
    d = x.dtype
    k = KIND[id(d)]
    out = F32 if k in "biu" else d
    if 0 in shp:
        return tf.cast(x, out)
    # Single precision runs in double: TensorFlow's float32 Pade approximant with scaling and
    # squaring was 4e-4 off (exp of a matrix of norm 11: 82492 for 82458)
    work = C128 if d is C64 else d if d is F64 or d is C128 else F64
    return tf.cast(_expm_double(tf.cast(x, work)), out)




def _expm_double(a):
    """exp of (batches of) float64/complex128 matrices. ``tf.linalg.expm`` scales by
    ``2**floor(log2(norm / theta))``, which leaves norms up to 2 theta to its Pade approximant
    (2.8e-10 off at norm 10); this scales to norm <= theta first, so it squares nothing itself,
    and squares the result as many times (a ``while_loop``: differentiable, and traceable)."""
    norm = tf.reduce_max(tf.reduce_sum(tf.abs(a), axis=-2), axis=-1)
    s = tf.math.ceil(tf.math.log(norm / _PADE13_NORM) / math.log(2.0))
    s = tf.clip_by_value(tf.where(tf.math.is_finite(s), s, tf.zeros_like(s)), 0.0, _MAX_SQUARINGS)
    r = tf.linalg.expm(a * tf.cast(tf.pow(tf.constant(2.0, s.dtype), -s)[..., None, None], a.dtype))
    todo = s[..., None, None]
    last = tf.reduce_max(s)

    def square(i, r):
        return i + 1.0, tf.where(i < todo, tf.linalg.matmul(r, r), r)

    return tf.while_loop(lambda i, r: i < last, square, (tf.constant(0.0, s.dtype), r))[1]

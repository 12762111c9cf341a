"""Top-level linear algebra on JAX.

Operands of different dtypes are promoted as ``ivy.result_type`` does (JAX's own
promotion differs across kinds). Products run at ``Precision.HIGHEST``: on GPUs
JAX's default lets float32 products use TF32 (10-bit mantissas); ivy gives the
same float32 results on every backend (torch's default is full float32 too).
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax import lax

import ivy
from ivy.api._math_impl import MAX_SQUARINGS as _MAX_SQUARINGS
from ivy.api._math_impl import PADE13_NORM as _PADE13_NORM
from ivy.plugin import partial as _partial
from ivy.plugin import tensordot_axes as _tensordot_axes

from ._util import AI, BOOL, F16, F32, INTS, promote

_HIGHEST = lax.Precision.HIGHEST
_matmul = jnp.matmul
_BF16 = jnp.dtype("bfloat16")


def _half_in_float32(d):
    """The accumulator for products of dtype ``d``: float32 for half precision (XLA's GPU code
    accumulated float16 in float16: 7 x 10 - 5.39 x 14 gave 5.5 for 5.47), else ``d`` (None)."""
    return F32 if d == F16 or d == _BF16 else None


def _mm(x1, x2):
    acc = _half_in_float32(x1.dtype)
    r = jnp.matmul(x1, x2, precision=_HIGHEST, preferred_element_type=acc)
    return r if acc is None else r.astype(x1.dtype)


# the common call pre-bound and jitted: ~0.2 us less than jnp.matmul's own keyword handling
_matmul_highest = jax.jit(_mm)


def _matrix_side(x, adjoint, which):
    if x.ndim < 2:
        raise ivy.ShapeError(
            f"ivy.matmul: transpose_{which}/adjoint_{which} need a matrix (at least 2-d), got shape {x.shape}"
        )
    x = jnp.swapaxes(x, -1, -2)  # transpose and adjoint together: the adjoint
    return jnp.conj(x) if adjoint and jnp.iscomplexobj(x) else x


def matmul(x1, x2, /, *, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False):
    if x1.__class__ is AI and x2.__class__ is AI and not (transpose_a or adjoint_a or transpose_b or adjoint_b):
        d = x1.dtype
        if d is x2.dtype and d is not BOOL:  # arrays of one dtype: JAX checks the shapes itself
            try:
                return _matmul_highest(x1, x2)
            except (TypeError, ValueError):
                pass  # a 0-d operand or shapes that do not match: the checks below say which
    if transpose_a or adjoint_a:
        x1 = _matrix_side(x1, adjoint_a, "a")
    if transpose_b or adjoint_b:
        x2 = _matrix_side(x2, adjoint_b, "b")
    if x1.__class__ is not AI or x2.__class__ is not AI or x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2)
    if x1.ndim == 0 or x2.ndim == 0:
        raise ivy.ShapeError(
            f"ivy.matmul needs operands of at least 1 dimension, got shapes {x1.shape} and {x2.shape}"
        )
    if x1.dtype is BOOL:  # a bool product: any(x1 & x2) along the contracted axis, as NumPy
        return _matmul(x1.astype(F32), x2.astype(F32), precision=_HIGHEST) != 0
    return _mm(x1, x2)


def matrix_transpose(x, /):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.matrix_transpose needs at least 2 dimensions, got shape {x.shape}")
    return jnp.swapaxes(x, -1, -2)


def tensordot(x1, x2, /, *, axes=2):
    if x1.dtype != x2.dtype:
        x1, x2 = promote(x1, x2)
    axes = _tensordot_axes(axes, x1.shape, x2.shape)
    if x1.dtype is BOOL:
        return jnp.tensordot(x1.astype(F32), x2.astype(F32), axes=axes, precision=_HIGHEST) != 0
    acc = _half_in_float32(x1.dtype)
    r = jnp.tensordot(x1, x2, axes=axes, precision=_HIGHEST, preferred_element_type=acc)
    return r if acc is None else r.astype(x1.dtype)


def vecdot(x1, x2, /, *, axis=-1):
    if x1.dtype != x2.dtype:
        x1, x2 = promote(x1, x2)
    n1 = x1.ndim
    n2 = x2.ndim
    n = n1 if n1 > n2 else n2
    if axis >= 0:
        axis -= n  # a non-negative axis counts in the broadcast shape
    if not -n <= axis < 0 or n1 == 0 or n2 == 0:
        raise ivy.AxisError(f"ivy.vecdot: axis out of range for shapes {x1.shape} and {x2.shape}")
    # An axis that only the broadcast shape has: pad the operand with leading ones.
    if axis < -n1:
        x1 = jnp.reshape(x1, (1,) * (-axis - n1) + x1.shape)
    elif axis < -n2:
        x2 = jnp.reshape(x2, (1,) * (-axis - n2) + x2.shape)
    if x1.shape[axis] != x2.shape[axis]:
        raise ivy.ShapeError(
            f"ivy.vecdot: the vectors along axis {axis} differ in size ({x1.shape[axis]} and {x2.shape[axis]}); "
            "the contracted axis is not broadcast"
        )
    d = x1.dtype
    if d in INTS or d is BOOL:
        # integers multiply and sum in their dtype (wrapping), bools as any(x1 & x2)
        if d is BOOL:
            return jnp.any(x1 & x2, axis=axis)
        return jnp.sum(x1 * x2, axis=axis, dtype=d)
    if d is F16 or d is _BF16:  # accumulate half precision in float32
        return jnp.vecdot(x1.astype(F32), x2.astype(F32), axis=axis, precision=_HIGHEST).astype(d)
    return jnp.vecdot(x1, x2, axis=axis, precision=_HIGHEST)


# ------------------------------------------------------- Ivy's superset (issue 5)
# cholesky, cross, lstsq and vector_to_skew_symmetric_matrix: ivy-core's compositions
# over the native linalg functions.

import jax.scipy.linalg as _jsl  # noqa: E402


def kron(x1, x2, /):
    d = jnp.dtype(ivy.result_type(ivy.dtype_from_name(str(x1.dtype)), ivy.dtype_from_name(str(x2.dtype))).name)
    if d == jnp.bool_:  # jnp.kron refuses bool: the products of 0/1 in uint8 are the outer and
        return jnp.kron(x1.astype(jnp.uint8), x2.astype(jnp.uint8)).astype(bool)
    return jnp.kron(x1.astype(d), x2.astype(d))




@jax.jit
def _expm_double(a):
    """exp of (batches of) float64/complex128 matrices. ``jax.scipy.linalg.expm`` scales by
    ``2**floor(log2(norm / theta))``, which leaves norms up to 2 theta to its Pade approximant
    (2.8e-10 off at norm 10); this scales to norm <= theta first, so it squares nothing itself,
    and squares the result as many times (a scan of ``cond``s: reverse-differentiable)."""
    norm = jnp.max(jnp.sum(jnp.abs(a), axis=-2), axis=-1)
    s = jnp.ceil(jnp.log2(norm / _PADE13_NORM))
    s = jnp.clip(jnp.where(jnp.isfinite(s), s, 0.0), 0.0, _MAX_SQUARINGS)
    r = _jsl.expm(a * (2.0 ** -s)[..., None, None].astype(a.dtype))
    last = jnp.max(s)

    def square(i, r):
        return lax.cond(i < last,
                        lambda r: jnp.where((i < s)[..., None, None], jnp.matmul(r, r, precision=_HIGHEST), r),
                        lambda r: r, r)

    return lax.fori_loop(0, _MAX_SQUARINGS, square, r)


def matrix_exp(x, /):
    if x.ndim < 2 or x.shape[-1] != x.shape[-2]:
        raise ivy.ShapeError(f"ivy.matrix_exp needs (batches of) square matrices, got shape {x.shape}")
    d = x.dtype
    out = jnp.float32 if d.kind in "biu" else d
    if x.size == 0:
        return x.astype(out, copy=True)
    # Single and half precision run in double, as the other backends do (the float32 Pade
    # approximant was 4e-4 off: exp of a matrix of norm 11 gave 82492 for 82458)
    work = jnp.complex128 if d.kind == "c" else jnp.float64
    if d == work:
        return _expm_double(x)
    return _expm_double(x.astype(work)).astype(out)


def _lu_pivoted(A, /, *, pivot=True):  # noqa: N803
    return (pivot and A.ndim >= 2 and A.shape[-1] == A.shape[-2]
            and A.dtype.name in ("float32", "float64", "complex64", "complex128"))


@_partial(_lu_pivoted)
def lu_factor(A, /, *, pivot=True):  # noqa: N803 - (pivot=False: ivy-core's composition)
    lu, piv, _ = lax.linalg.lu(A)
    return ivy.linear_algebra.LUResult(lu, piv + 1)

"""Top-level linear algebra on NumPy."""

from __future__ import annotations

import numpy as np

import ivy
from ivy.plugin import tensordot_axes as _tensordot_axes

_nd = np.ndarray
_asarray = np.asarray
_matmul = np.matmul
_vecdot = np.vecdot


def _matrix_side(x, transpose, adjoint, which):
    if x.ndim < 2:
        raise ivy.ShapeError(
            f"ivy.matmul: transpose_{which}/adjoint_{which} need a matrix (at least 2-d), got shape {x.shape}"
        )
    x = np.swapaxes(x, -1, -2)  # transpose and adjoint together: the adjoint
    return np.conj(x) if adjoint else x


def matmul(x1, x2, /, *, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False):
    if transpose_a or adjoint_a:
        x1 = _matrix_side(x1, transpose_a, adjoint_a, "a")
    if transpose_b or adjoint_b:
        x2 = _matrix_side(x2, transpose_b, adjoint_b, "b")
    r = _matmul(x1, x2)
    return r if r.__class__ is _nd else _asarray(r)


def matrix_transpose(x, /):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.matrix_transpose needs at least 2 dimensions, got shape {x.shape}")
    return np.swapaxes(x, -1, -2)


def tensordot(x1, x2, /, *, axes=2):
    r = np.tensordot(x1, x2, axes=_tensordot_axes(axes, x1.shape, x2.shape))
    return r if r.__class__ is _nd else _asarray(r)


def vecdot(x1, x2, /, *, axis=-1):
    n1 = x1.ndim
    n2 = x2.ndim
    if -n1 <= axis < 0 and -n2 <= axis:  # the common case: NumPy checks the vector sizes
        try:
            r = _vecdot(x1, x2) if axis == -1 else _vecdot(x1, x2, axis=axis)
        except ValueError:
            if x1.shape[axis] == x2.shape[axis]:
                raise
            raise ivy.ShapeError(
                f"ivy.vecdot: the vectors along axis {axis} differ in size ({x1.shape[axis]} and "
                f"{x2.shape[axis]}); the contracted axis is not broadcast"
            ) from None
        return r if r.__class__ is _nd else _asarray(r)
    return _vecdot_general(x1, x2, axis)


def _vecdot_general(x1, x2, axis):
    n1 = x1.ndim
    n2 = x2.ndim
    n = n1 if n1 > n2 else n2
    if axis >= 0:
        axis -= n  # a non-negative axis counts in the broadcast shape
    if not -n <= axis < 0 or n1 == 0 or n2 == 0:
        raise ivy.AxisError(f"ivy.vecdot: axis out of range for shapes {x1.shape} and {x2.shape}")
    # An axis that only the broadcast shape has: pad the operand with leading ones
    # (then the vector sizes must both be 1).
    if axis < -n1:
        x1 = np.reshape(x1, (1,) * (-axis - n1) + x1.shape)
    elif axis < -n2:
        x2 = np.reshape(x2, (1,) * (-axis - n2) + x2.shape)
    if x1.shape[axis] != x2.shape[axis]:
        raise ivy.ShapeError(
            f"ivy.vecdot: the vectors along axis {axis} differ in size ({x1.shape[axis]} and {x2.shape[axis]}); "
            "the contracted axis is not broadcast"
        )
    r = _vecdot(x1, x2, axis=axis)
    return r if r.__class__ is _nd else _asarray(r)


# ------------------------------------------------------- Ivy's superset (issue 5)
# cholesky, cross, matrix_exp, lstsq and vector_to_skew_symmetric_matrix: ivy-core's
# compositions over the native linalg functions.


def kron(x1, x2, /):
    d = np.result_type(x1, x2) if x1.dtype == x2.dtype else np.dtype(
        ivy.result_type(ivy.dtype_from_name(x1.dtype.name), ivy.dtype_from_name(x2.dtype.name)).name)
    r = np.kron(x1.astype(d, copy=False), x2.astype(d, copy=False))
    return r if r.__class__ is _nd else _asarray(r)

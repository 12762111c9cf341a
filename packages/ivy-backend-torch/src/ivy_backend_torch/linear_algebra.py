"""Top-level linear algebra on PyTorch. Operands of different dtypes are promoted
as ivy.result_type does (torch's matmul refuses mixed dtypes); integer ``vecdot``
(torch's is float-only) multiplies and sums in the operands' dtype."""

from __future__ import annotations

import math

import torch

import ivy
from ivy.plugin import partial as _partial
from ivy.plugin import tensordot_axes as _tensordot_axes

from ._util import is_int_dtype
from .elementwise import _promote

_matmul = torch.matmul
_F16 = torch.float16
_BF16 = torch.bfloat16
_F32 = torch.float32
_BOOL = torch.bool
_INEXACT = frozenset((torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64, torch.complex128))


def _matrix_side(x, adjoint, which):
    if x.dim() < 2:
        raise ivy.ShapeError(
            f"ivy.matmul: transpose_{which}/adjoint_{which} need a matrix (at least 2-d), got shape {tuple(x.shape)}"
        )
    x = x.transpose(-1, -2)  # transpose and adjoint together: the adjoint
    return torch.conj_physical(x) if adjoint and x.is_complex() else x


def _int_matmul(x1, x2):
    """Integer matmul where torch has no kernel (CUDA's GEMMs are float-only): the products
    summed exactly, wrapping in the operands' dtype as the CPU kernel does."""
    a = x1.unsqueeze(0) if x1.dim() == 1 else x1
    b = x2.unsqueeze(-1) if x2.dim() == 1 else x2
    if a.shape[-1] != b.shape[-2]:
        raise ivy.ShapeError(f"ivy.matmul: shapes {tuple(x1.shape)} and {tuple(x2.shape)} do not align")
    r = (a.unsqueeze(-1) * b.unsqueeze(-3)).sum(-2, dtype=a.dtype)
    if x1.dim() == 1:
        r = r.squeeze(-2)
    return r.squeeze(-1) if x2.dim() == 1 else r


def matmul(x1, x2, /, *, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False):
    if transpose_a or adjoint_a:
        x1 = _matrix_side(x1, adjoint_a, "a")
    if transpose_b or adjoint_b:
        x2 = _matrix_side(x2, adjoint_b, "b")
    if x1.dtype is not x2.dtype:  # promote as ivy does (torch accepts some mixes, e.g. empty operands)
        x1, x2 = _promote(x1, x2)
    try:
        return _matmul(x1, x2)
    except RuntimeError:
        if x1.dtype is _BOOL and x1.dim() and x2.dim():  # torch has no bool matmul: any of the ands
            return _matmul(x1.to(_F32), x2.to(_F32)) > 0  # sums of 0/1 are > 0 exactly when one is 1
        if x1.device.type != "cpu" and is_int_dtype(x1.dtype) and x1.dim() and x2.dim():
            return _int_matmul(x1, x2)
        if x1.dim() == 0 or x2.dim() == 0:
            raise ivy.ShapeError(
                f"ivy.matmul needs operands of at least 1 dimension, got shapes {tuple(x1.shape)} and "
                f"{tuple(x2.shape)}"
            ) from None
        raise


def matrix_transpose(x, /):
    if x.dim() < 2:
        raise ivy.ShapeError(f"ivy.matrix_transpose needs at least 2 dimensions, got shape {tuple(x.shape)}")
    return x.transpose(-1, -2)


def tensordot(x1, x2, /, *, axes=2):
    if x1.dtype is not x2.dtype:
        x1, x2 = _promote(x1, x2)
    axes = _tensordot_axes(axes, x1.shape, x2.shape)  # also refuses what torch broadcasts: size-1 axes of integers
    if x1.dtype is _BOOL:  # torch has no bool tensordot: the boolean product, as matmul's
        return torch.tensordot(x1.to(_F32), x2.to(_F32), dims=axes) > 0
    if x1.device.type != "cpu" and is_int_dtype(x1.dtype):  # no integer GEMM off the CPU
        return _int_tensordot(x1, x2, axes)
    d = x1.dtype
    if d is torch.float16 or d is torch.bfloat16:
        # accumulated in float32, rounded once (torch's CPU tensordot rounded float16 products:
        # 12.5 * -11.125 + ... gave -14.0 for -14.0625; found by a thorough run)
        return torch.tensordot(x1.to(_F32), x2.to(_F32), dims=axes).to(d)
    return torch.tensordot(x1, x2, dims=axes)


def _int_tensordot(x1, x2, axes):
    """tensordot as one exact integer matmul of the operands folded into matrices; ``axes`` is
    ``(a1, a2)``, two lists of non-negative axes."""
    a1, a2 = axes
    f1 = [i for i in range(x1.dim()) if i not in a1]
    f2 = [i for i in range(x2.dim()) if i not in a2]
    k = math.prod(x1.shape[i] for i in a1)
    out1 = [x1.shape[i] for i in f1]
    out2 = [x2.shape[i] for i in f2]
    m1 = x1.permute(f1 + list(a1)).reshape(math.prod(out1), k)
    m2 = x2.permute(list(a2) + f2).reshape(k, math.prod(out2))
    return _int_matmul(m1, m2).reshape(out1 + out2)


def vecdot(x1, x2, /, *, axis=-1):
    if x1.dtype is not x2.dtype:
        x1, x2 = _promote(x1, x2)
    n1 = x1.dim()
    n2 = x2.dim()
    n = n1 if n1 > n2 else n2
    if axis >= 0:
        axis -= n  # a non-negative axis counts in the broadcast shape
    if not -n <= axis < 0 or n1 == 0 or n2 == 0:
        raise ivy.AxisError(
            f"ivy.vecdot: axis out of range for shapes {tuple(x1.shape)} and {tuple(x2.shape)}"
        )
    # An axis that only the broadcast shape has: pad the operand with leading ones.
    if axis < -n1:
        x1 = x1.reshape((1,) * (-axis - n1) + tuple(x1.shape))
    elif axis < -n2:
        x2 = x2.reshape((1,) * (-axis - n2) + tuple(x2.shape))
    if x1.shape[axis] != x2.shape[axis]:
        raise ivy.ShapeError(
            f"ivy.vecdot: the vectors along axis {axis} differ in size ({x1.shape[axis]} and {x2.shape[axis]}); "
            "the contracted axis is not broadcast"
        )
    d = x1.dtype
    if d is _F16 or d is _BF16:  # torch rounds each product to half precision; accumulate in float32
        return torch.linalg.vecdot(x1.to(_F32), x2.to(_F32), dim=axis).to(d)
    if d in _INEXACT:
        return torch.linalg.vecdot(x1, x2, dim=axis)
    return torch.sum(x1 * x2, axis, dtype=x1.dtype)


# ------------------------------------------------------- Ivy's superset (issue 5)
# cholesky, cross, lstsq and vector_to_skew_symmetric_matrix: ivy-core's compositions
# over the native linalg functions.


def kron(x1, x2, /):
    x1, x2 = _promote(x1, x2)
    return torch.kron(x1, x2)


def matrix_exp(x, /):
    if x.dim() < 2 or x.shape[-1] != x.shape[-2]:
        raise ivy.ShapeError(f"ivy.matrix_exp needs (batches of) square matrices, got shape {tuple(x.shape)}")
    d = x.dtype
    out = d if d.is_floating_point or d.is_complex else torch.float32
    if x.numel() == 0:
        return x.to(out, copy=True)
    if d is torch.float64 or d is torch.complex128:
        return torch.linalg.matrix_exp(x)
    # Single and half precision run in double, as on the other backends: torch's float32 kernel
    # was 4.8e-5 off (exp of [[0, 0], [0.34375, 0.5]] gave 0.445974 for 0.445996; found by a
    # thorough run)
    work = torch.complex128 if d.is_complex else torch.float64
    return torch.linalg.matrix_exp(x.to(work)).to(out)


def _lu_pivoted(A, /, *, pivot=True):  # noqa: N803
    return pivot and A.dim() >= 2 and A.shape[-1] == A.shape[-2] and A.dtype in _INEXACT - {_F16, _BF16}


@_partial(_lu_pivoted)
def lu_factor(A, /, *, pivot=True):  # noqa: N803 - (pivot=False: ivy-core's composition; torch's is CUDA-only)
    lu, piv = torch.linalg.lu_factor(A)
    return ivy.linear_algebra.LUResult(lu, piv)

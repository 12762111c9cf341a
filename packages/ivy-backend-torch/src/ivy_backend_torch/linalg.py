"""``ivy.linalg`` on PyTorch (``torch.linalg``).

torch's decompositions take float32/float64/complex only: integer and bool
inputs compute in float32 (ivy's default float); float16 and bfloat16 compute
in float32 and the real results are cast back. Shape mistakes (non-square
matrices, too few dimensions) raise ivy.ShapeError before torch sees them.
``solve`` treats ``x2`` as a vector only when it is 1-D (the standard), where
torch would also read a ``(..., M)`` stack as vectors.
"""

from __future__ import annotations

import math

import torch

import ivy
from ivy.api.linalg import EighResult, EigResult, QRResult, SlogdetResult, SVDResult
from ivy.plugin import cross_axis as _cross_axis
from ivy.plugin import norm_of_nothing as _norm_of_nothing

from ._util import in_transform
from .elementwise import _promote
from .linear_algebra import matmul as _matmul
from .linear_algebra import matrix_transpose as _matrix_transpose
from .linear_algebra import tensordot as _tensordot
from .linear_algebra import vecdot as _vecdot

_T = torch.Tensor
_la = torch.linalg
_F16 = torch.float16
_BF16 = torch.bfloat16
_F32 = torch.float32
_F64 = torch.float64
_C64 = torch.complex64
_C128 = torch.complex128
_BOOL = torch.bool
_I64 = torch.int64
_HALF = frozenset((_F16, _BF16))
_OK = frozenset((_F32, _F64, _C64, _C128))
_SMALL_INTS = frozenset((torch.int8, torch.int16, torch.int32, torch.uint8, _BOOL))
_REAL_OF = {_C64: _F32, _C128: _F64}


def _shape(x):
    return tuple(x.shape)


def _down(r, half):
    """Cast float32 parts of a result back to the half dtype ``half`` (complex stays complex64)."""
    if isinstance(r, tuple):
        return r.__class__(*(_down(v, half) for v in r))
    return r.to(half) if r.dtype is _F32 else r


def _via_f32(fn, x, *args, **kwargs):
    """Run the float-only ``fn`` on ``x`` cast to float32; half inputs get half results back."""
    d = x.dtype
    r = fn(x.to(_F32), *args, **kwargs)
    return _down(r, d) if d in _HALF else r


def _check_matrix(x, name):
    if x.dim() < 2:
        raise ivy.ShapeError(f"ivy.linalg.{name} needs matrices (at least 2 dimensions), got shape {_shape(x)}")


def _check_square(x, name):
    _check_matrix(x, name)
    if x.shape[-1] != x.shape[-2]:
        raise ivy.ShapeError(f"ivy.linalg.{name} needs square matrices in the last two axes, got shape {_shape(x)}")


# --------------------------------------------------------------- functions


def cholesky(x, /, *, upper=False):
    if x.dtype not in _OK:
        return _via_f32(cholesky, x, upper=upper)
    _check_square(x, "cholesky")
    # (upper by its truth value, as on NumPy; torch's argument parser refuses a non-bool)
    return _la.cholesky(x, upper=upper if upper.__class__ is bool else bool(upper))


def cross(x1, x2, /, *, axis=-1):
    n1, n2 = x1.dim(), x2.dim()
    axis = _cross_axis(axis, x1.shape, x2.shape)
    if x1.dtype is _BOOL or x2.dtype is _BOOL:
        raise ivy.UnsupportedDtypeError(f"ivy.linalg.cross needs numeric arrays, got {x1.dtype} and {x2.dtype}")
    if x1.dtype is not x2.dtype:
        x1, x2 = _promote(x1, x2)
    if n1 < n2:  # torch wants equal ranks
        x1 = x1.reshape((1,) * (n2 - n1) + _shape(x1))
    elif n2 < n1:
        x2 = x2.reshape((1,) * (n1 - n2) + _shape(x2))
    try:
        return _la.cross(x1, x2, dim=axis)
    except RuntimeError as e:
        raise ivy.ShapeError(f"ivy.linalg.cross: shapes {_shape(x1)} and {_shape(x2)} do not broadcast ({e})") from e


def det(x, /):
    if x.dtype not in _OK:
        return _via_f32(det, x)
    _check_square(x, "det")
    return _la.det(x)


def diagonal(x, /, *, offset=0):
    _check_matrix(x, "diagonal")
    return torch.diagonal(x, offset, -2, -1)


def eig(x, /):
    if x.dtype not in _OK:
        x = x.to(_F32)
    _check_square(x, "eig")
    w, v = _la.eig(x)
    return EigResult(w, v)


def eigh(x, /):
    if x.dtype not in _OK:
        return _via_f32(eigh, x)
    _check_square(x, "eigh")
    w, v = _la.eigh(x)
    return EighResult(w, v)


def eigvals(x, /):
    if x.dtype not in _OK:
        x = x.to(_F32)
    _check_square(x, "eigvals")
    return _la.eigvals(x)


def eigvalsh(x, /):
    if x.dtype not in _OK:
        return _via_f32(eigvalsh, x)
    _check_square(x, "eigvalsh")
    return _la.eigvalsh(x)


def inv(x, /):
    if x.dtype not in _OK:
        return _via_f32(inv, x)
    _check_square(x, "inv")
    return _la.inv(x)


_MATRIX_ORDS = frozenset(["fro", "nuc", 1, -1, 2, -2, math.inf, -math.inf])


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    if x.dtype not in _OK:
        return _via_f32(matrix_norm, x, keepdims=keepdims, ord=ord)
    _check_matrix(x, "matrix_norm")
    if ord is None:
        ord = "fro"
    elif ord not in _MATRIX_ORDS:
        raise ivy.InvalidArgumentError(
            f"ivy.linalg.matrix_norm: ord must be 'fro', 'nuc', 1, -1, 2, -2, inf or -inf, got {ord!r}"
        )
    if x.numel() == 0 and _norm_of_nothing(x.shape, ord):  # the smallest of no values: inf (torch raised)
        return _la.matrix_norm(x, keepdim=keepdims) + math.inf
    if ord == "fro" and x.shape[-1] * x.shape[-2] >= _SUMMED_FROM and _value_only(x):
        return _summed_norm(x, 2, (-2, -1), keepdims)  # (see vector_norm)
    return _la.matrix_norm(x, ord=ord, keepdim=keepdims)


def matrix_power(x, n, /):
    if x.dtype not in _OK:
        return _via_f32(matrix_power, x, n)
    _check_square(x, "matrix_power")
    return _la.matrix_power(x, n)


def matrix_rank(x, /, *, rtol=None):
    if x.dtype not in _OK:
        x = x.to(_F32)
    _check_matrix(x, "matrix_rank")
    if x.shape[-1] == 0 or x.shape[-2] == 0:
        return torch.zeros(x.shape[:-2], dtype=_I64, device=x.device)
    if rtol is None:
        return _la.matrix_rank(x)
    if isinstance(rtol, _T):
        rtol = rtol.to(_REAL_OF.get(x.dtype, x.dtype))
    return _la.matrix_rank(x, rtol=rtol)


def outer(x1, x2, /):
    if x1.dim() != 1 or x2.dim() != 1:
        raise ivy.ShapeError(f"ivy.linalg.outer needs two 1-D arrays, got shapes {_shape(x1)} and {_shape(x2)}")
    if x1.dtype is not x2.dtype:
        x1, x2 = _promote(x1, x2)
    return torch.outer(x1, x2)


def pinv(x, /, *, rtol=None):
    if x.dtype not in _OK:
        return _via_f32(pinv, x, rtol=rtol)
    _check_matrix(x, "pinv")
    if rtol is None:
        return _la.pinv(x)
    if isinstance(rtol, _T):
        rtol = rtol.to(_REAL_OF.get(x.dtype, x.dtype))
    return _la.pinv(x, rtol=rtol)


def qr(x, /, *, mode="reduced"):
    if mode != "reduced" and mode != "complete":
        raise ivy.InvalidArgumentError(f"ivy.linalg.qr: mode must be 'reduced' or 'complete', got {mode!r}")
    if x.dtype not in _OK:
        return _via_f32(qr, x, mode=mode)
    _check_matrix(x, "qr")
    q, r = _la.qr(x, mode=mode)
    return QRResult(q, r)


def slogdet(x, /):
    if x.dtype not in _OK:
        return _via_f32(slogdet, x)
    _check_square(x, "slogdet")
    s, ld = _la.slogdet(x)
    return SlogdetResult(s, ld)


def solve(x1, x2, /):
    if x1.dtype is not x2.dtype:
        x1, x2 = _promote(x1, x2)
    if x1.dtype not in _OK:
        d = x1.dtype
        r = solve(x1.to(_F32), x2.to(_F32))
        return r.to(d) if d in _HALF else r
    _check_square(x1, "solve")
    n = x1.shape[-1]
    if x2.dim() == 1:
        if x2.shape[0] != n:
            raise ivy.ShapeError(
                f"ivy.linalg.solve: x2 of shape {_shape(x2)} does not fit x1 of shape {_shape(x1)} (it needs {n} rows)"
            )
        # as an (M, 1) matrix of x1's rank: torch would read a (..., M) x2 as a stack of vectors
        return _la.solve(x1, x2.reshape(n, 1).expand(*x1.shape[:-2], n, 1)).squeeze(-1)
    if x2.shape[-2] != n:
        raise ivy.ShapeError(
            f"ivy.linalg.solve: shapes {_shape(x1)} and {_shape(x2)} do not fit: x2 must be (M,) or (..., M, K) "
            f"for x1 (..., M, M)"
        )
    batch = torch.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
    # equal ranks: torch reads x2 as a stack of matrices, never as a stack of vectors
    return _la.solve(x1.expand(*batch, n, n), x2.expand(*batch, *x2.shape[-2:]))


def svd(x, /, *, full_matrices=True):
    if x.dtype not in _OK:
        return _via_f32(svd, x, full_matrices=full_matrices)
    _check_matrix(x, "svd")
    u, s, vh = _la.svd(x, full_matrices=full_matrices)
    return SVDResult(u, s, vh)


def svdvals(x, /):
    if x.dtype not in _OK:
        return _via_f32(svdvals, x)
    _check_matrix(x, "svdvals")
    return _la.svdvals(x)


def trace(x, /, *, offset=0, dtype=None):
    _check_matrix(x, "trace")
    if dtype is None and x.dtype in _SMALL_INTS:
        dtype = _I64  # the sum's accumulator (torch has no uint64: uint8 too)
    return torch.sum(torch.diagonal(x, offset, -2, -1), -1, dtype=dtype)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    if x.dtype not in _OK:
        return _via_f32(vector_norm, x, axis=axis, keepdims=keepdims, ord=ord)
    nd = x.dim()
    if axis is None:
        axes = tuple(range(nd))
    elif axis.__class__ is int:
        axes = (axis % nd,) if -nd <= axis < nd else (axis,)
    else:
        axes = tuple(a % nd if -nd <= a < nd else a for a in axis)
    rd = _REAL_OF.get(x.dtype, x.dtype)
    if axes == () and nd:
        return (x != 0).to(rd) if ord == 0 else torch.abs(x)
    n = 1
    for a in axes:
        n *= x.shape[a]
    if n == 0:
        # over zero elements: 0 for ord >= 0, inf for ord < 0 (torch raises for +-inf)
        shape = [1 if i in axes else s for i, s in enumerate(x.shape) if keepdims or i not in axes]
        return torch.full(shape, math.inf if ord < 0 else 0.0, dtype=rd, device=x.device)
    if n >= _SUMMED_FROM and ord not in (0, math.inf, -math.inf) and _value_only(x):
        return _summed_norm(x, ord, axes, keepdims)
    if axis is None:
        r = _la.vector_norm(x, ord)
        return r.reshape((1,) * nd) if keepdims else r
    return _la.vector_norm(x, ord, dim=axis, keepdim=keepdims)


# From this many elements a norm, its value only (not while autograd records: torch's kernel
# keeps its derivative, 0 at 0), is summed by torch.sum's pairwise (cascade) summation: torch's
# CPU norm kernel accumulates in float32 lanes, 172 ulp off for 2**20 float32 values (400 for
# ord=1), which gradient clipping of a large model meets. Cost at 10^6 float32 values: +10%.
_SUMMED_FROM = 2**16


def _value_only(x):
    """Whether only ``x``'s norm value is wanted: no autograd recording it, no torch.compile
    trace or torch.func transform."""
    return not (x.requires_grad and torch.is_grad_enabled()) and not in_transform()


def _summed_norm(x, ord, axes, keepdims):  # noqa: A002 (the standard's name)
    """sum(|x|^ord)^(1/ord) over ``axes`` with torch.sum's summation (no scaling, as torch's
    own kernel and NumPy's ``norm``: squares beyond float32's range overflow there too)."""
    a = torch.abs(x) if x.is_complex() or ord != 2 else x
    if ord == 2:
        return torch.sqrt(torch.sum(a * a, dim=axes, keepdim=keepdims))
    if ord == 1:
        return torch.sum(a, dim=axes, keepdim=keepdims)
    return torch.sum(a ** ord, dim=axes, keepdim=keepdims) ** (1.0 / ord)


# the functions shared with the top level


def matmul(x1, x2, /):
    return _matmul(x1, x2)


def matrix_transpose(x, /):
    return _matrix_transpose(x)


def tensordot(x1, x2, /, *, axes=2):
    return _tensordot(x1, x2, axes=axes)


def vecdot(x1, x2, /, *, axis=-1):
    return _vecdot(x1, x2, axis=axis)

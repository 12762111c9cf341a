"""Top-level linear algebra on MXNet. ``matmul`` of float32/float64 arrays of one dtype is
native (``mx.np.matmul``, differentiable); other dtypes (MXNet has no integer matmul) and
size-0 operands are computed on the host."""

from __future__ import annotations

import numpy as onp
from mxnet.base import MXNetError

import ivy
from ivy.plugin import tensordot_axes as _tensordot_axes

from . import _host
from ._util import F32, F64, IVY_OF, NATIVE_DTYPES, _nd, code, mnp, native, op2

_F3264 = frozenset((F32, F64))
_matmul = op2("_npi_matmul")  # mx.np.matmul's operator, called directly


def _promote(x1, x2, name):
    d1, d2 = x1.dtype, x2.dtype
    if d1 == d2:
        return x1, x2, d1
    d = native(ivy.result_type(IVY_OF[d1], IVY_OF[d2]), name)
    return (x1 if d1 == d else x1.astype(d)), (x2 if d2 == d else x2.astype(d)), d


def matmul(x1, x2, /, *, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False):
    if not (transpose_a or adjoint_a or transpose_b or adjoint_b):
        c = code(x1)
        if c < 2 and c == code(x2):  # float32/float64 of one dtype: native, differentiable
            try:
                r = _matmul(x1, x2)
            except MXNetError:
                r = None  # bad shapes: the checks below raise ivy's error
            if r is not None:
                return r
    if transpose_a or adjoint_a:
        if x1.ndim < 2:
            raise ivy.ShapeError(f"ivy.matmul: transpose_a/adjoint_a need a matrix, got shape {x1.shape}")
        x1 = mnp.swapaxes(x1, -1, -2) if x1.size else _host.run(lambda a: onp.swapaxes(a, -1, -2), x1)
    if transpose_b or adjoint_b:
        if x2.ndim < 2:
            raise ivy.ShapeError(f"ivy.matmul: transpose_b/adjoint_b need a matrix, got shape {x2.shape}")
        x2 = mnp.swapaxes(x2, -1, -2) if x2.size else _host.run(lambda a: onp.swapaxes(a, -1, -2), x2)
    if x1.ndim == 0 or x2.ndim == 0:
        raise ivy.ShapeError("ivy.matmul does not take 0-d arrays")
    x1, x2, d = _promote(x1, x2, "matmul")
    if d in _F3264 and x1.size and x2.size:
        if x1.shape[-1] != x2.shape[0 if x2.ndim == 1 else -2]:
            raise ivy.ShapeError(f"ivy.matmul: shapes {x1.shape} and {x2.shape} do not match")
        if x1.ndim > 2 or x2.ndim > 2:
            try:
                onp.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
            except ValueError as e:
                raise ivy.ShapeError(f"ivy.matmul: batch shapes of {x1.shape} and {x2.shape} do not broadcast") from e
        r = mnp.matmul(x1, x2)
        if 0 not in r.shape:
            return r
    try:
        r = onp.matmul(x1.asnumpy(), x2.asnumpy())
    except ValueError as e:
        raise ivy.ShapeError(f"ivy.matmul: shapes {x1.shape} and {x2.shape} do not match ({e})") from None
    return _host.back(onp.asarray(r).astype(d, copy=False))


def matrix_transpose(x, /):
    if x.ndim < 2:
        raise ivy.ShapeError(f"ivy.matrix_transpose needs at least 2 dimensions, got shape {x.shape}")
    if x.size == 0 or x.dtype.kind == "b":
        return _host.run(lambda a: onp.swapaxes(a, -1, -2).copy(), x)
    return mnp.swapaxes(x, -1, -2)


def tensordot(x1, x2, /, *, axes=2):
    axes = _tensordot_axes(axes, x1.shape, x2.shape)
    x1, x2, d = _promote(x1, x2, "tensordot")
    if d in _F3264 and x1.size and x2.size:
        r = mnp.tensordot(x1, x2, axes=axes)
        if 0 not in r.shape and r.ndim:
            return r
    r = onp.tensordot(x1.asnumpy(), x2.asnumpy(), axes=axes)
    return _host.back(onp.asarray(r).astype(d, copy=False))


def vecdot(x1, x2, /, *, axis=-1):
    x1, x2, d = _promote(x1, x2, "vecdot")
    h1, h2 = x1.asnumpy(), x2.asnumpy()
    n1, n2 = h1.ndim, h2.ndim
    n = max(n1, n2)
    if axis >= 0:
        axis -= n
    if not -n <= axis < 0 or n1 == 0 or n2 == 0:
        raise ivy.AxisError(f"ivy.vecdot: axis out of range for shapes {h1.shape} and {h2.shape}")
    if axis < -n1:
        h1 = h1.reshape((1,) * (-axis - n1) + h1.shape)
    elif axis < -n2:
        h2 = h2.reshape((1,) * (-axis - n2) + h2.shape)
    if h1.shape[axis] != h2.shape[axis]:
        raise ivy.ShapeError(
            f"ivy.vecdot: the vectors along axis {axis} differ in size ({h1.shape[axis]} and {h2.shape[axis]}); "
            "the contracted axis is not broadcast"
        )
    try:
        h1b, h2b = onp.broadcast_arrays(h1, h2)
    except ValueError as e:
        raise ivy.ShapeError(f"ivy.vecdot: shapes {h1.shape} and {h2.shape} do not broadcast ({e})") from None
    if d.itemsize == 2:  # float16: exact products and a float32 sum, rounded once (as the other backends)
        h1b, h2b = h1b.astype(onp.float32), h2b.astype(onp.float32)
    with onp.errstate(all="ignore"):
        r = onp.sum(h1b * h2b, axis=axis, dtype=h1b.dtype if d.kind == "f" else d)
    r = _host.back(onp.asarray(r).astype(d, copy=False))
    if d.kind == "f" and _host.grads(x1, x2):
        return _host.with_grad(r, mnp.sum(x1.reshape(h1.shape) * x2.reshape(h2.shape), axis=axis))
    return r


_ = (NATIVE_DTYPES, _nd)

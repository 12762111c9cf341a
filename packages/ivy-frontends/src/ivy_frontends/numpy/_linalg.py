"""Products at the top level of the namespace (NumPy's "Linear algebra" family, outside
``numpy.linalg``): ``dot``, ``vdot``, ``inner``, ``outer``, ``tensordot``, ``einsum``,
``einsum_path``, ``kron``, ``trace``. (``matmul``, ``vecdot``, ``matvec``, ``vecmat`` are ufuncs.)
Operands are promoted with NumPy's rules first.

>>> import ivy_frontends.numpy as np
>>> np.dot([1, 2], [3, 4]), np.einsum('ij,j->i', np.eye(2), [1., 2.])
(np.int64(11), array([1., 2.]))
"""

from __future__ import annotations

import ivy

from .._errors import FrontendValueError
from . import _dtypes as D
from ._convert import asn, astype_native, dtype_of, ret, shape_of
from ._errors import norm_axis
from .ndarray import wrap, wrap_r


def _promote(*xs):
    from ._promotion import PROMOTION

    dt = PROMOTION.promote_all([dtype_of(x) for x in xs])
    return [astype_native(x, dt) for x in xs], dt


def _mm(a, b):
    return ivy.matmul(a, b)


def dot(a, b, out=None):
    """The dot product: ``multiply`` for scalars, ``matmul`` for 1-D/2-D, a sum over the last axis of
    ``a`` and the second-to-last of ``b`` otherwise."""
    (x, y), dt = _promote(asn(a), asn(b))
    nx, ny = len(x.shape), len(y.shape)
    if nx == 0 or ny == 0:
        r = ivy.logical_and(x, y) if dt is D._BOOL else ivy.multiply(x, y)
    elif nx <= 2 and ny <= 2:
        kx = int(x.shape[-1])
        ky = int(y.shape[0]) if ny == 1 else int(y.shape[-2])
        if kx != ky:
            raise FrontendValueError(f"shapes {shape_of(x)} and {shape_of(y)} not aligned: {kx} (dim {nx - 1}) != "
                                     f"{ky} (dim {0 if ny == 1 else ny - 2})")
        r = _mm(x, y)
    else:
        if ny == 1:
            r = ivy.tensordot(x, y, axes=([nx - 1], [0]))
        else:
            kx, ky = int(x.shape[-1]), int(y.shape[-2])
            if kx != ky:
                raise FrontendValueError(f"shapes {shape_of(x)} and {shape_of(y)} not aligned: {kx} (dim {nx - 1}) != "
                                         f"{ky} (dim {ny - 2})")
            r = ivy.tensordot(x, y, axes=([nx - 1], [ny - 2]))
    return ret(astype_native(r, dt), out)


def vdot(a, b, /):
    """The dot product of the flattened arrays, the first one conjugated."""
    x, y = ivy.reshape(asn(a), (-1,)), ivy.reshape(asn(b), (-1,))
    if int(x.shape[0]) != int(y.shape[0]):
        raise FrontendValueError("vectors have different lengths")
    (x, y), dt = _promote(x, y)
    if dt._cat == 3:
        x = ivy.conj(x)
    if dt is D._BOOL:
        return wrap_r(ivy.any(ivy.logical_and(x, y)))
    return wrap_r(ivy.sum(ivy.multiply(x, y), dtype=dt._ivy))


def inner(a, b, /):
    """The sum product over the last axes (no conjugation)."""
    (x, y), dt = _promote(asn(a), asn(b))
    if len(x.shape) == 0 or len(y.shape) == 0:
        return wrap_r(ivy.multiply(x, y))
    if int(x.shape[-1]) != int(y.shape[-1]):
        raise FrontendValueError(f"shapes {shape_of(x)} and {shape_of(y)} not aligned: {x.shape[-1]} (dim "
                                 f"{len(x.shape) - 1}) != {y.shape[-1]} (dim {len(y.shape) - 1})")
    r = ivy.tensordot(x, y, axes=([len(x.shape) - 1], [len(y.shape) - 1]))
    return wrap_r(astype_native(r, dt))


def outer(a, b, out=None):
    """The outer product of the flattened arrays."""
    (x, y), dt = _promote(ivy.reshape(asn(a), (-1,)), ivy.reshape(asn(b), (-1,)))
    r = ivy.multiply(ivy.expand_dims(x, axis=1), ivy.expand_dims(y, axis=0)) if dt is not D._BOOL else \
        ivy.logical_and(ivy.expand_dims(x, axis=1), ivy.expand_dims(y, axis=0))
    return ret(r, out)


def tensordot(a, b, axes=2):
    """Sum products over ``axes`` (an int N: the last N of ``a`` with the first N of ``b``; or two lists)."""
    (x, y), dt = _promote(asn(a), asn(b))
    if isinstance(axes, int) or isinstance(axes, D.integer):
        k = int(axes)
        ax_a = list(range(len(x.shape) - k, len(x.shape)))
        ax_b = list(range(k))
    else:
        ax_a, ax_b = axes
        ax_a = [ax_a] if isinstance(ax_a, int) else list(ax_a)
        ax_b = [ax_b] if isinstance(ax_b, int) else list(ax_b)
    if len(ax_a) != len(ax_b):
        raise FrontendValueError("shape-mismatch for sum")
    ax_a = [norm_axis(v, len(x.shape)) for v in ax_a]
    ax_b = [norm_axis(v, len(y.shape)) for v in ax_b]
    for i, j in zip(ax_a, ax_b):
        if int(x.shape[i]) != int(y.shape[j]):
            raise FrontendValueError("shape-mismatch for sum")
    r = ivy.tensordot(x, y, axes=(ax_a, ax_b))
    return wrap_r(astype_native(r, dt))


def _einsum_args(operands):
    """The subscripts string and the operands (NumPy's interleaved form converted)."""
    if isinstance(operands[0], str):
        return operands[0], list(operands[1:])
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    ops = list(operands)
    arrays, subs = [], []
    out_sub = None
    if len(ops) % 2 == 1:
        out_sub = ops[-1]
        ops = ops[:-1]

    def conv(s):
        return "".join("..." if v is Ellipsis else letters[int(v)] for v in s)

    for i in range(0, len(ops), 2):
        arrays.append(ops[i])
        subs.append(conv(ops[i + 1]))
    eq = ",".join(subs)
    if out_sub is not None:
        eq += "->" + conv(out_sub)
    return eq, arrays


def einsum(*operands, out=None, optimize=False, dtype=None, order="K", casting="safe"):
    """Einstein summation over the operands (``...`` and the interleaved form as NumPy)."""
    if not operands:
        raise FrontendValueError("No input operands")
    eq, arrays = _einsum_args(operands)
    xs = [asn(a) for a in arrays]
    xs, dt = _promote(*xs) if xs else ([], D._F64)
    if dtype is not None:
        from ._promotion import check_cast

        t = D.as_dtype(dtype)
        check_cast(dt, t, casting, "einsum operand")
        xs = [astype_native(x, t) for x in xs]
        dt = t
    eq = eq.replace(" ", "")
    if dt is D._BOOL:
        xs = [ivy.astype(x, ivy.int64) for x in xs]
        r = ivy.not_equal(ivy.einsum(eq, *xs), 0)
    else:
        r = ivy.einsum(eq, *xs)
    return ret(astype_native(r, dt), out)


def einsum_path(*operands, optimize="greedy", einsum_call=False):
    """The contraction order NumPy's ``einsum`` would take (here: left to right) and a report."""
    eq, arrays = _einsum_args(operands)
    n = len(arrays)
    path = ["einsum_path"] + [(0, 1)] * (n - 1) if n > 1 else ["einsum_path", (0,)]
    return path, f"  Complete contraction:  {eq}\n"


def kron(a, b):
    """The Kronecker product."""
    (x, y), dt = _promote(asn(a), asn(b))
    nd = max(len(x.shape), len(y.shape))
    x = ivy.reshape(x, (1,) * (nd - len(x.shape)) + shape_of(x))
    y = ivy.reshape(y, (1,) * (nd - len(y.shape)) + shape_of(y))
    if nd == 0:
        return wrap_r(ivy.multiply(x, y))
    # the outer product of the flattened operands (a 2-D broadcast: some backends broadcast only a few
    # dimensions), its axes then interleaved (x0, y0, x1, y1, ...) and merged pairwise
    sx, sy = shape_of(x), shape_of(y)
    xe, ye = ivy.reshape(x, (-1, 1)), ivy.reshape(y, (1, -1))
    r = ivy.multiply(xe, ye) if dt is not D._BOOL else ivy.logical_and(xe, ye)
    r = ivy.reshape(r, sx + sy)
    r = ivy.permute_dims(r, tuple(i for k in range(nd) for i in (k, nd + k)))
    return wrap(ivy.reshape(r, tuple(p * q for p, q in zip(sx, sy))))


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    """The sum along diagonals (over ``axis1`` and ``axis2``; small integers summed in int64)."""
    x = asn(a)
    if len(x.shape) < 2:
        raise FrontendValueError("diag requires an array of at least two dimensions")
    a1, a2 = norm_axis(axis1, len(x.shape)), norm_axis(axis2, len(x.shape))
    dg = ivy.diagonal(x, offset=int(offset), axis1=a1, axis2=a2)
    d = dtype_of(x)
    t = (D._U64 if d.kind == "u" else D._I64) if d._cat <= 1 and d._bits < 64 else d
    if dtype is not None:
        t = D.as_dtype(dtype)
    r = ivy.sum(astype_native(dg, t) if t._cat != 0 else dg, axis=-1, dtype=t._ivy)
    return ret(r, out)


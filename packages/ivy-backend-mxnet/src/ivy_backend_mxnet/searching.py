"""Searching functions on MXNet; computed on the host with NumPy (mx.np's argmax has no
``keepdims`` for all dtypes and ``nonzero``/``searchsorted`` have data-dependent shapes)."""

from __future__ import annotations

import numpy as onp

import ivy
from ivy.plugin import int_position_outside

from . import _host
from ._util import INT_RANGE, IVY_OF, NATIVE_DTYPES, SCALARS, Op, _nd, code, const, mnp, native
from ._util import shape as _shape

_where = Op("_npi_where")  # mx.np.where's operator for three arrays, called directly


def _arg_extreme(fn, name, x, axis, keepdims, dtype, select_last_index):
    h = x.asnumpy()
    if h.size == 0 and (axis is None or h.shape[axis] == 0):
        raise ivy.InvalidArgumentError(
            f"ivy.{name}: the search along axis {axis} of an array of shape {h.shape} has no elements"
        )
    if not select_last_index:
        r = fn(h, axis=axis, keepdims=keepdims)
    elif axis is None:
        flat = onp.ravel(h)[::-1]
        r = (flat.size - 1) - fn(flat)
        if keepdims:
            r = onp.reshape(r, (1,) * h.ndim)
    else:
        r = (h.shape[axis] - 1) - fn(onp.flip(h, axis), axis=axis, keepdims=keepdims)
    return _host.back(onp.asarray(r, dtype=onp.int64 if dtype is None else native(dtype, name)))


def argmax(x, /, *, axis=None, keepdims=False, dtype=None, select_last_index=False):
    return _arg_extreme(onp.argmax, "argmax", x, axis, keepdims, dtype, select_last_index)


def argmin(x, /, *, axis=None, keepdims=False, output_dtype=None, select_last_index=False):
    return _arg_extreme(onp.argmin, "argmin", x, axis, keepdims, output_dtype, select_last_index)


def count_nonzero(x, /, *, axis=None, keepdims=False, dtype=None):
    r = onp.count_nonzero(x.asnumpy(), axis=axis, keepdims=keepdims)
    return _host.back(onp.asarray(r, dtype=onp.int64 if dtype is None else dtype))


def nonzero(x, /, *, as_tuple=True, size=None, fill_value=0):
    if x.ndim == 0:
        raise ivy.ShapeError("ivy.nonzero needs an array with at least one dimension, got a 0-d array")
    r = onp.nonzero(x.asnumpy())
    r = tuple(i.astype(onp.int64) for i in r)
    if size is not None:
        n = r[0].shape[0]
        if n >= size:
            r = tuple(i[:size] for i in r)
        else:
            pad = onp.full(size - n, fill_value, dtype=onp.int64)
            r = tuple(onp.concatenate((i, pad)) for i in r)
    if not as_tuple:
        return _host.back(onp.stack(r, axis=-1))
    return _host.back(r)


def searchsorted(x1, x2, /, *, side="left", sorter=None, ret_dtype=ivy.int64):
    if x1.ndim != 1:
        raise ivy.ShapeError(f"ivy.searchsorted needs a 1-d x1, got shape {x1.shape}")
    if x2.__class__ is complex:
        raise ivy.UnsupportedDtypeError("ivy.searchsorted does not support complex values")
    if x2.__class__ is int:  # one outside x1's integer dtype: before or after every element
        p = int_position_outside(x2, INT_RANGE.get(x1.dtype), x1.shape[0])
        if p is not None:
            return _host.back(onp.asarray(p, dtype=native(ret_dtype, "searchsorted")))
    h1 = x1.asnumpy()
    h2 = x2.asnumpy() if isinstance(x2, _nd) else x2
    if isinstance(x2, _nd) and x2.dtype != x1.dtype:
        d = NATIVE_DTYPES[ivy.result_type(IVY_OF[x1.dtype], IVY_OF[x2.dtype])]
        h1 = h1.astype(d)
        h2 = h2.astype(d)
    r = onp.searchsorted(h1, h2, side=side, sorter=None if sorter is None else _host.h(sorter))
    return _host.back(onp.asarray(r, dtype=native(ret_dtype, "searchsorted")))


def where(condition, x1, x2, /):
    if x1.__class__ is _nd and x2.__class__ is _nd and condition.__class__ is _nd:
        c1 = code(x1)
        if c1 < 3 and c1 == code(x2) and code(condition) == 7:
            shp = _shape(x1)
            if 0 not in shp and len(shp) <= 5 and shp == _shape(x2) == _shape(condition):
                # float arrays of one shape: native, differentiable (MXNet's where takes 5 dimensions)
                return _where(condition, x1, x2)
    s1 = x1.__class__ in SCALARS
    s2 = x2.__class__ in SCALARS
    if s1 and s2:
        d = NATIVE_DTYPES[ivy.result_type(x1, x2)]
    elif s1:
        d = native(ivy.result_type(IVY_OF[x2.dtype], x1), "where")
    elif s2:
        d = native(ivy.result_type(IVY_OF[x1.dtype], x2), "where")
    else:
        d = native(ivy.result_type(IVY_OF[x1.dtype], IVY_OF[x2.dtype]), "where")
    if d.kind == "f" and _host.grads(x1, x2):  # the host picks, the values are gathered natively
        c = _host.h(condition)
        shp = onp.broadcast_shapes(onp.shape(c), () if s1 else x1.shape, () if s2 else x2.shape)
        return _host.pick(onp.where(onp.broadcast_to(c, shp), 0, 1), x1, x2, dtype=d)
    a = const(x1, d, "where").asnumpy() if s1 else onp.asarray(_host.h(x1), dtype=d)
    b = const(x2, d, "where").asnumpy() if s2 else onp.asarray(_host.h(x2), dtype=d)
    return _host.back(onp.where(_host.h(condition), a, b))


_ = mnp

"""``jax.lax.sort`` (several operands, ``num_keys``), ``sort_key_val`` and ``top_k``.

>>> import ivy_frontends.jax.lax as lax, ivy_frontends.jax.numpy as jnp
>>> lax.sort_key_val(jnp.array([3, 1, 2]), jnp.array([30., 10., 20.]))[1]
Array([10., 20., 30.], dtype=float32)
"""

from __future__ import annotations

import operator

import ivy

from ._base import FrontendTypeError, FrontendValueError, get_item, n, shape_of, wrap


def _key_order(k, axis):
    """A stable argsort of one key along ``axis``, NaNs last (as XLA's total order)."""
    d = ivy.dtype(k)
    if ivy.is_complex_dtype(d):
        # lexicographic on (real, imag): sort by imag, then stably by real
        i1 = ivy.argsort(ivy.imag(k), axis=axis, stable=True)
        re = ivy.take_along_axis(ivy.real(k), i1, axis=axis)
        i2 = ivy.argsort(re, axis=axis, stable=True)
        return ivy.take_along_axis(i1, i2, axis=axis)
    if ivy.is_bool_dtype(d):
        k = ivy.astype(k, ivy.int8)
    return ivy.argsort(k, axis=axis, stable=True)


def sort(operand, dimension=-1, is_stable=True, num_keys=1):
    """Sort along ``dimension``; with several operands the first ``num_keys`` are the keys
    (lexicographically) and every operand is permuted the same way."""
    single = not isinstance(operand, (tuple, list))
    ops = [n(operand)] if single else [n(o) for o in operand]
    if not ops:
        raise FrontendValueError("sort requires at least one operand")
    sh = shape_of(ops[0])
    for o in ops[1:]:
        if shape_of(o) != sh:
            raise FrontendTypeError(f"sort operands must have the same shape, got {[shape_of(o) for o in ops]}")
    num_keys = operator.index(num_keys)
    if not 1 <= num_keys <= len(ops):
        raise FrontendValueError(
            f"num_keys={num_keys} must be at least 1 and at most the number of operands {len(ops)}"
        )
    nd = len(sh)
    if nd == 0:
        return ops[0] if single else tuple(wrap(o) for o in ops)
    axis = dimension % nd
    if single:
        a = ops[0]
        if ivy.is_complex_dtype(ivy.dtype(a)) or ivy.is_bool_dtype(ivy.dtype(a)):
            idx = _key_order(a, axis)
            return wrap(ivy.take_along_axis(a, idx, axis=axis))
        return wrap(ivy.sort(a, axis=axis, stable=True))
    idx = None
    for k in reversed(ops[:num_keys]):
        kk = k if idx is None else ivy.take_along_axis(k, idx, axis=axis)
        order = _key_order(kk, axis)
        idx = order if idx is None else ivy.take_along_axis(idx, order, axis=axis)
    return tuple(wrap(ivy.take_along_axis(o, idx, axis=axis)) for o in ops)


def sort_key_val(keys, values, dimension=-1, is_stable=True):
    k, v = sort((keys, values), dimension, is_stable, num_keys=1)
    return k, v


def top_k(operand, k, *, axis=-1):
    """The ``k`` largest entries along ``axis`` (descending) and their int32 indices."""
    a = n(operand)
    k = operator.index(k)
    nd = len(a.shape)
    if nd == 0:
        raise FrontendTypeError("top_k operand must have >= 1 dimension, got ()")
    ax = axis % nd
    if k < 0 or k > a.shape[ax]:
        raise FrontendValueError(
            f"k argument to top_k must be nonnegative and at most the axis size {a.shape[ax]}, got {k}"
        )
    if ivy.is_bool_dtype(ivy.dtype(a)):
        order = ivy.argsort(ivy.astype(a, ivy.int8), axis=ax, descending=True, stable=True)
    else:
        # descending and stable: ties keep their order, NaN first (the largest in XLA's order)
        neg = (
            ivy.negative(a)
            if not ivy.is_uint_dtype(ivy.dtype(a))
            else ivy.subtract(ivy.full_like(a, int(ivy.iinfo(ivy.dtype(a)).max)), a)
        )
        if ivy.is_float_dtype(ivy.dtype(a)):
            neg = ivy.where(ivy.isnan(a), ivy.full_like(a, -float("inf")), neg)
            key = ivy.stack([ivy.astype(ivy.logical_not(ivy.isnan(a)), ivy.dtype(a)), neg], axis=0)
            order = n(sort((wrap(key[0]), wrap(key[1]), wrap(_iota_like(a, ax))), ax, True, num_keys=2)[2])
        else:
            order = ivy.argsort(neg, axis=ax, stable=True)
    idx = get_item(order, tuple([slice(None)] * ax + [slice(0, k)]))
    vals = ivy.take_along_axis(a, idx, axis=ax)
    return wrap(vals), wrap(ivy.astype(idx, ivy.int32))


def _iota_like(a, ax):
    r = ivy.arange(0, a.shape[ax], dtype=ivy.int64)
    r = r._data if r.__class__ is ivy.Array else r
    sh = [1] * len(a.shape)
    sh[ax] = a.shape[ax]
    return ivy.broadcast_to(ivy.reshape(r, tuple(sh)), shape_of(a))

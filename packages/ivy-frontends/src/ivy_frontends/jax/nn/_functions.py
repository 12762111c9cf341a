"""``jax.nn``'s activations, softmax family, ``one_hot``, ``standardize`` and
``dot_product_attention``, on ivy.

>>> import ivy_frontends.jax.numpy as jnp, ivy_frontends.jax.nn as nn
>>> nn.relu(jnp.array([-1.0, 2.0])), nn.one_hot(jnp.array([0, 2]), 3)
(Array([0., 2.], dtype=float32), Array([[1., 0., 0.],
       [0., 0., 1.]], dtype=float32))
"""

from __future__ import annotations

import math
import operator

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from .. import _dtypes as D
from .._convert import arr, weak_of, wrap
from ..lax._base import asarray_


def _fl(x):
    """Native of ``x`` as a floating dtype (integers and bools: JAX's default float)."""
    a = arr(x)
    d = ivy.dtype(a)
    if not (ivy.is_float_dtype(d) or ivy.is_complex_dtype(d)):
        a = ivy.astype(a, D.default_float()._ivy)
    return a


def _c(v, a):
    return asarray_(v, dtype=ivy.dtype(a))


def _out(r, x):
    return wrap(r, weak_of(x))


def relu(x):
    a = arr(x)
    return wrap(ivy.maximum(a, 0), weak_of(x))


def relu6(x):
    a = arr(x)
    return _out(ivy.minimum(ivy.maximum(a, _c(0, a)), _c(6, a)), x)


def identity(x):
    return _out(arr(x), x)


def sigmoid(x):
    a = _fl(x)
    return _out(ivy.sigmoid(a), x)


def log_sigmoid(x):
    a = _fl(x)
    return _out(ivy.negative(_softplus(ivy.negative(a))), x)


def _softplus(a):
    return ivy.logaddexp(a, ivy.zeros_like(a))


def softplus(x):
    return _out(_softplus(_fl(x)), x)


def sparse_plus(x):
    a = _fl(x)
    mid = ivy.divide(ivy.square(ivy.add(a, 1)), 4)
    return _out(ivy.where(ivy.less_equal(a, -1), ivy.zeros_like(a), ivy.where(ivy.greater_equal(a, 1), a, mid)), x)


def sparse_sigmoid(x):
    a = _fl(x)
    return _out(ivy.divide(ivy.clip(ivy.add(a, 1), 0, 2), 2), x)


def soft_sign(x):
    a = _fl(x)
    return _out(ivy.divide(a, ivy.add(ivy.abs(a), 1)), x)


def silu(x):
    a = _fl(x)
    return _out(ivy.multiply(a, ivy.sigmoid(a)), x)


swish = silu


def hard_sigmoid(x):
    a = _fl(x)
    return _out(ivy.divide(relu6(wrap(ivy.add(a, 3)))._data, 6), x)


def hard_silu(x):
    a = _fl(x)
    return _out(ivy.multiply(a, n_(hard_sigmoid(wrap(a)))), x)


hard_swish = hard_silu


def n_(x):
    return x._data


def hard_tanh(x):
    a = _fl(x)
    return _out(ivy.clip(a, -1, 1), x)


def tanh(x, /):
    return _out(ivy.tanh(_fl(x)), x)


def elu(x, alpha=1.0):
    a = _fl(x)
    safe = ivy.where(ivy.greater(a, 0), ivy.zeros_like(a), a)
    return _out(ivy.where(ivy.greater(a, 0), a, ivy.multiply(_c(alpha, a), ivy.expm1(safe))), x)


def celu(x, alpha=1.0):
    a = _fl(x)
    al = _c(alpha, a)
    return _out(
        ivy.add(
            ivy.maximum(a, ivy.zeros_like(a)),
            ivy.minimum(ivy.multiply(al, ivy.expm1(ivy.divide(a, al))), ivy.zeros_like(a)),
        ),
        x,
    )


def selu(x):
    alpha = 1.6732632423543772848170429916717
    scale = 1.0507009873554804934193349852946
    a = _fl(x)
    return _out(ivy.multiply(_c(scale, a), n_(elu(wrap(a), alpha))), x)


def leaky_relu(x, negative_slope=0.01):
    a = _fl(x)
    return _out(ivy.where(ivy.greater_equal(a, 0), a, ivy.multiply(_c(negative_slope, a), a)), x)


def gelu(x, approximate=True):
    """GELU; ``approximate=True`` (JAX's default) is the tanh form."""
    a = _fl(x)
    if approximate:
        c = math.sqrt(2 / math.pi)
        inner = ivy.multiply(_c(c, a), ivy.add(a, ivy.multiply(_c(0.044715, a), ivy.pow(a, 3))))
        return _out(ivy.multiply(ivy.multiply(_c(0.5, a), a), ivy.add(ivy.tanh(inner), 1)), x)
    return _out(ivy.multiply(ivy.multiply(_c(0.5, a), a), ivy.add(ivy.erf(ivy.divide(a, _c(math.sqrt(2), a))), 1)), x)


def glu(x, axis=-1):
    a = _fl(x)
    size = a.shape[axis]
    if size % 2:
        raise FrontendValueError("axis size must be divisible by 2")
    p, q = ivy.split(a, num_or_size_splits=2, axis=axis)
    return _out(ivy.multiply(p, ivy.sigmoid(q)), x)


def mish(x):
    a = _fl(x)
    return _out(ivy.multiply(a, ivy.tanh(_softplus(a))), x)


def squareplus(x, b=4):
    a = _fl(x)
    return _out(ivy.divide(ivy.add(a, ivy.sqrt(ivy.add(ivy.square(a), _c(b, a)))), 2), x)


def log1mexp(x):
    a = _fl(x)
    small = ivy.less(a, math.log(2))
    r = ivy.where(
        small, ivy.log(ivy.negative(ivy.expm1(ivy.negative(a)))), ivy.log1p(ivy.negative(ivy.exp(ivy.negative(a))))
    )
    return _out(r, x)


# -- softmax family --------------------------------------------------------------------------


def _axes(axis, nd):
    if axis is None:
        return tuple(range(nd))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    for a in axes:
        if not -nd <= a < nd:
            raise FrontendValueError(f"axis {a} is out of bounds for array of dimension {nd}")
    return tuple(a % nd for a in axes)


def _shifted(x, axis, where):
    """softmax's and log_softmax's common part: ``(a, axes, mask, a - stop_gradient(max))``, with
    masked-out entries at -inf; None as the shifted value for an empty reduced axis (``a`` is then
    returned as it is)."""
    a = _fl(x)
    ax = _axes(axis, len(a.shape))
    if any(a.shape[i] == 0 for i in ax):
        return a, ax, None, None
    w = None
    if where is not None:
        w = ivy.broadcast_to(arr(where), tuple(a.shape))
        a = ivy.where(w, a, ivy.full_like(a, -math.inf))
    m = ivy.max(a, axis=ax, keepdims=True) if ax else a
    m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
    return a, ax, w, ivy.subtract(a, ivy.stop_gradient(m))


def softmax(x, axis=-1, where=None):
    """``exp(x - max) / sum`` over ``axis``; ``where`` masks entries out (they get 0)."""
    a, ax, w, sh = _shifted(x, axis, where)
    if sh is None:
        return _out(a, x)
    e = ivy.exp(sh)
    if w is not None:
        e = ivy.where(w, e, ivy.zeros_like(e))
    s = ivy.sum(e, axis=ax, keepdims=True) if ax else e
    return _out(ivy.divide(e, s), x)


def log_softmax(x, axis=-1, where=None):
    a, ax, w, sh = _shifted(x, axis, where)
    if sh is None:
        return _out(a, x)
    lse = ivy.log(ivy.sum(ivy.exp(sh), axis=ax, keepdims=True)) if ax else ivy.zeros_like(sh)
    r = ivy.subtract(sh, lse)
    if w is not None:
        r = ivy.where(w, r, ivy.full_like(r, -math.inf))
    return _out(r, x)


def logsumexp(a, axis=None, b=None, keepdims=False, return_sign=False, where=None):
    """``log(sum(b * exp(a)))`` over ``axis``; ``return_sign`` gives the sign separately."""
    x = _fl(a)
    ax = _axes(axis, len(x.shape))
    if where is not None:
        x = ivy.where(ivy.broadcast_to(arr(where), tuple(x.shape)), x, ivy.full_like(x, -math.inf))
    if b is not None:
        bb = ivy.astype(arr(b), ivy.dtype(x))
        x, bb = ivy.broadcast_arrays(x, bb)
        ax = _axes(axis, len(x.shape))
    m = (
        ivy.max(x, axis=ax, keepdims=True)
        if ax and 0 not in x.shape
        else ivy.zeros_like(ivy.sum(x, axis=ax, keepdims=True))
    )
    m = ivy.stop_gradient(ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m)))
    e = ivy.exp(ivy.subtract(x, m))
    if b is not None:
        e = ivy.multiply(e, bb)
    s = ivy.sum(e, axis=ax, keepdims=True)
    sign = ivy.sign(s)
    r = ivy.add(ivy.log(ivy.abs(s) if return_sign else s), m)
    if not keepdims:
        r = ivy.squeeze(r, axis=ax) if ax else r
        sign = ivy.squeeze(sign, axis=ax) if ax else sign
    if return_sign:
        return wrap(r), wrap(sign)
    return wrap(r)


def logmeanexp(x, axis=None, where=None, keepdims=False):
    a = _fl(x)
    ax = _axes(axis, len(a.shape))
    cnt = (
        math.prod(a.shape[i] for i in ax)
        if where is None
        else ivy.sum(ivy.astype(ivy.broadcast_to(arr(where), tuple(a.shape)), ivy.dtype(a)), axis=ax, keepdims=keepdims)
    )
    lse = logsumexp(wrap(a), axis=axis, keepdims=keepdims, where=where)._data
    return wrap(ivy.subtract(lse, ivy.log(asarray_(cnt, dtype=ivy.dtype(a)) if isinstance(cnt, int) else cnt)))


def standardize(x, axis=-1, mean=None, variance=None, epsilon=1e-05, where=None, *, algorithm="fast"):
    """``(x - mean) / sqrt(variance + epsilon)`` over ``axis``."""
    a = _fl(x)
    ax = _axes(axis, len(a.shape))
    if where is not None:
        w = ivy.astype(ivy.broadcast_to(arr(where), tuple(a.shape)), ivy.dtype(a))
        cnt = ivy.sum(w, axis=ax, keepdims=True)
    if mean is None:
        mean_ = (
            ivy.mean(a, axis=ax, keepdims=True)
            if where is None
            else ivy.divide(ivy.sum(ivy.multiply(a, w), axis=ax, keepdims=True), cnt)
        )
    else:
        mean_ = arr(mean)
    if variance is None:
        if where is None:
            variance_ = (
                ivy.subtract(ivy.mean(ivy.square(a), axis=ax, keepdims=True), ivy.square(mean_))
                if algorithm == "fast"
                else ivy.mean(ivy.square(ivy.subtract(a, mean_)), axis=ax, keepdims=True)
            )
            variance_ = ivy.maximum(variance_, ivy.zeros_like(variance_))
        else:
            variance_ = ivy.divide(
                ivy.sum(ivy.multiply(ivy.square(ivy.subtract(a, mean_)), w), axis=ax, keepdims=True), cnt
            )
    else:
        variance_ = arr(variance)
    return wrap(ivy.multiply(ivy.subtract(a, mean_), ivy.reciprocal(ivy.sqrt(ivy.add(variance_, _c(epsilon, a))))))


def one_hot(x, num_classes, *, dtype=None, axis=-1):
    """``x[..., None] == arange(num_classes)`` as ``dtype`` (default float); out-of-range: zeros."""
    a = arr(x)
    num_classes = operator.index(num_classes)
    d = D.default_float()._ivy if dtype is None else D.request(dtype)._ivy
    if ivy.is_float_dtype(ivy.dtype(a)):
        pass
    nd = len(a.shape) + 1
    ax = axis % nd
    r = ivy.arange(0, num_classes, dtype=ivy.int64)
    r = r._data if r.__class__ is ivy.Array else r
    sh = [1] * nd
    sh[ax] = num_classes
    r = ivy.reshape(r, tuple(sh))
    ex = ivy.expand_dims(a, axis=ax)
    if not ivy.is_float_dtype(ivy.dtype(a)):
        ex = ivy.astype(ex, ivy.int64)
    else:
        r = ivy.astype(r, ivy.dtype(a))
    return wrap(ivy.astype(ivy.equal(ex, r), d))


def dot_product_attention(
    query,
    key,
    value,
    bias=None,
    mask=None,
    *,
    scale=None,
    is_causal=False,
    query_seq_lengths=None,
    key_value_seq_lengths=None,
    local_window_size=None,
    implementation=None,
    return_residual=False,
):
    """Scaled dot-product attention over ``(B, T, N, H)`` (or ``(T, N, H)``) arrays; ``mask`` is
    True where attending is allowed; grouped heads (fewer K/V heads) are repeated."""
    q, k, v = arr(query), arr(key), arr(value)
    if q.dtype != k.dtype or q.dtype != v.dtype:
        raise FrontendTypeError("query, key and value must have the same dtype")
    unbatched = len(q.shape) == 3
    if unbatched:
        q, k, v = (ivy.expand_dims(t, axis=0) for t in (q, k, v))
    if len(q.shape) != 4:
        raise FrontendValueError(f"query must have rank 3 or 4, got {len(q.shape)}")
    B, T, N, H = (int(s) for s in q.shape)
    S, K = int(k.shape[1]), int(k.shape[2])
    if N % K:
        raise FrontendValueError(f"The number of query heads {N} must be a multiple of the number of key heads {K}")
    if K != N:
        k = ivy.repeat(k, N // K, axis=2)
        v = ivy.repeat(v, N // K, axis=2)
    if local_window_size is not None:
        from ..._errors import refuse

        raise refuse("jax.nn.dot_product_attention", "local_window_size", local_window_size)
    sc = (1.0 / math.sqrt(H)) if scale is None else scale
    logits = ivy.multiply(ivy.einsum("btnh,bsnh->bnts", q, k), asarray_(sc, dtype=ivy.dtype(q)))
    lf = ivy.astype(logits, ivy.float32) if ivy.dtype_bits(ivy.dtype(logits)) < 32 else logits
    if bias is not None:
        bb = arr(bias)
        if unbatched and len(bb.shape) == 3:
            bb = ivy.expand_dims(bb, axis=0)
        lf = ivy.add(lf, ivy.astype(bb, ivy.dtype(lf)))
    allowed = None
    if mask is not None:
        mm = arr(mask)
        if unbatched and len(mm.shape) == 3:
            mm = ivy.expand_dims(mm, axis=0)
        allowed = ivy.broadcast_to(ivy.astype(mm, ivy.bool), (B, N, T, S))
    if is_causal:
        tri = ivy.less_equal(ivy.reshape(_ar(S), (1, S)), ivy.reshape(_ar(T), (T, 1)))
        tri = ivy.broadcast_to(tri, (B, N, T, S))
        allowed = tri if allowed is None else ivy.logical_and(allowed, tri)
    if query_seq_lengths is not None or key_value_seq_lengths is not None:
        qm = ivy.ones((B, T), dtype=ivy.bool)
        qm = qm._data if qm.__class__ is ivy.Array else qm
        km = ivy.ones((B, S), dtype=ivy.bool)
        km = km._data if km.__class__ is ivy.Array else km
        if query_seq_lengths is not None:
            qm = ivy.less(
                ivy.reshape(_ar(T), (1, T)), ivy.reshape(ivy.astype(arr(query_seq_lengths), ivy.int64), (B, 1))
            )
        if key_value_seq_lengths is not None:
            km = ivy.less(
                ivy.reshape(_ar(S), (1, S)), ivy.reshape(ivy.astype(arr(key_value_seq_lengths), ivy.int64), (B, 1))
            )
        both = ivy.logical_and(ivy.reshape(qm, (B, 1, T, 1)), ivy.reshape(km, (B, 1, 1, S)))
        allowed = both if allowed is None else ivy.logical_and(allowed, both)
    if allowed is not None:
        lf = ivy.where(allowed, lf, ivy.full_like(lf, float(ivy.finfo(ivy.dtype(lf)).min)))
    p = n_(softmax(wrap(lf), axis=-1))
    p = ivy.astype(p, ivy.dtype(q))
    out = ivy.einsum("bnts,bsnh->btnh", p, v)
    if unbatched:
        out = ivy.squeeze(out, axis=0)
    return wrap(out)


def _ar(k):
    r = ivy.arange(0, k, dtype=ivy.int64)
    return r._data if r.__class__ is ivy.Array else r

"""``tf.nn``'s statistics and normalizations: ``moments``, ``weighted_moments``,
``sufficient_statistics``, ``normalize_moments``, ``batch_normalization``,
``batch_norm_with_global_normalization``, ``l2_normalize``, ``local_response_normalization``
(``lrn``). float16/bfloat16 statistics are computed in float32 and cast back, as TF does.

>>> import ivy_frontends.tensorflow as tf
>>> m, v = tf.nn.moments(tf.constant([1.0, 2.0, 3.0, 4.0]), axes=[0])
>>> float(m), float(v)
(2.5, 1.25)
"""

from __future__ import annotations

import ivy

from ._common import HALF_F32, check_float, n, nat, pyval, wrap

__all__ = ["moments", "weighted_moments", "sufficient_statistics", "normalize_moments", "batch_normalization",
           "batch_norm_with_global_normalization", "l2_normalize", "local_response_normalization", "lrn"]

_HALF = (ivy.float16, ivy.bfloat16)


def _axes(axes, nd):
    if axes is None:
        return tuple(range(nd))
    if isinstance(axes, int):
        axes = [axes]
    ax = pyval(axes)
    if isinstance(ax, int):
        ax = [ax]
    return tuple(int(i) % max(nd, 1) for i in ax)


def moments(x, axes, shift=None, keepdims=False, name=None):
    a = n(x)
    d = ivy.dtype(a)
    if d in _HALF:
        a = ivy.astype(a, ivy.float32)
    ax = _axes(axes, len(a.shape))
    mean = ivy.mean(a, axis=ax, keepdims=True)
    var = ivy.mean(ivy.square(ivy.subtract(a, ivy.stop_gradient(mean))), axis=ax, keepdims=True)
    if not keepdims:
        mean = ivy.squeeze(mean, axis=ax) if ax else mean
        var = ivy.squeeze(var, axis=ax) if ax else var
    if d in _HALF:
        mean, var = ivy.astype(mean, d), ivy.astype(var, d)
    return wrap(mean), wrap(var)


def weighted_moments(x, axes, frequency_weights, keepdims=False, name=None):
    a, w = n(x), n(frequency_weights)
    d = ivy.dtype(a)
    if d in _HALF:
        a = ivy.astype(a, ivy.float32)
    w = ivy.astype(w, ivy.dtype(a)) if not isinstance(w, (int, float)) else w
    ax = _axes(axes, len(a.shape))
    wsum = ivy.sum(ivy.add(w, ivy.zeros_like(a)), axis=ax, keepdims=True)
    div = ivy.divide(1, wsum)
    mean = ivy.multiply(ivy.sum(ivy.multiply(w, a), axis=ax, keepdims=True), div)
    var = ivy.multiply(ivy.sum(ivy.multiply(w, ivy.square(ivy.subtract(a, mean))), axis=ax, keepdims=True), div)
    if not keepdims:
        mean = ivy.squeeze(mean, axis=ax) if ax else mean
        var = ivy.squeeze(var, axis=ax) if ax else var
    if d in _HALF:
        mean, var = ivy.astype(mean, d), ivy.astype(var, d)
    return wrap(mean), wrap(var)


def sufficient_statistics(x, axes, shift=None, keepdims=False, name=None):
    a = n(x)
    ax = _axes(axes, len(a.shape))
    count = 1
    for i in ax:
        count *= a.shape[i]
    cnt = nat(ivy.asarray(count, dtype=ivy.dtype(a)))
    if shift is not None:
        s = n(shift)
        m = ivy.sum(ivy.subtract(a, s), axis=ax, keepdims=keepdims)
        v = ivy.sum(ivy.square(ivy.subtract(a, s)), axis=ax, keepdims=keepdims)
        return wrap(cnt), wrap(m), wrap(v), wrap(s if hasattr(s, "shape") else nat(ivy.asarray(s, dtype=ivy.dtype(a))))
    m = ivy.sum(a, axis=ax, keepdims=keepdims)
    v = ivy.sum(ivy.square(a), axis=ax, keepdims=keepdims)
    return wrap(cnt), wrap(m), wrap(v), None


def normalize_moments(counts, mean_ss, variance_ss, shift, name=None):
    c, m, v = n(counts), n(mean_ss), n(variance_ss)
    div = ivy.divide(1, c) if hasattr(c, "shape") else 1.0 / c
    shifted = ivy.multiply(m, div)
    mean = ivy.add(shifted, n(shift)) if shift is not None else shifted
    var = ivy.subtract(ivy.multiply(v, div), ivy.square(shifted))
    return wrap(mean), wrap(var)


def batch_normalization(x, mean, variance, offset, scale, variance_epsilon, name=None):
    a, m, v = n(x), n(mean), n(variance)
    inv = ivy.divide(1, ivy.sqrt(ivy.add(v, variance_epsilon)))
    if scale is not None:
        inv = ivy.multiply(inv, n(scale))
    if offset is not None:
        sh = ivy.subtract(n(offset), ivy.multiply(m, inv))
    else:
        sh = ivy.negative(ivy.multiply(m, inv))
    return wrap(ivy.add(ivy.multiply(a, ivy.astype(inv, ivy.dtype(a))), ivy.astype(sh, ivy.dtype(a))))


def batch_norm_with_global_normalization(input, mean, variance, beta, gamma, variance_epsilon,  # noqa: A002
                                         scale_after_normalization, name=None):
    return batch_normalization(input, mean, variance, beta, gamma if scale_after_normalization else None,
                               variance_epsilon)


def l2_normalize(x, axis=None, epsilon=1e-12, name=None, dim=None):
    a = n(x)
    ax = axis if axis is not None else dim
    d = ivy.dtype(a)
    if ivy.is_complex_dtype(d):
        sq = ivy.add(ivy.square(ivy.real(a)), ivy.square(ivy.imag(a)))
    else:
        if not ivy.is_float_dtype(d):
            a = ivy.astype(a, ivy.float32)
        sq = ivy.square(a)
    if ax is not None and not isinstance(ax, int):
        ax = tuple(ax)
    ss = ivy.sum(sq, axis=ax, keepdims=True)
    inv = ivy.divide(1, ivy.sqrt(ivy.maximum(ss, float(epsilon))))
    if ivy.is_complex_dtype(d):
        inv = ivy.astype(inv, d)
    return wrap(ivy.multiply(a, inv))


def local_response_normalization(input, depth_radius=5, bias=1, alpha=1, beta=0.5, name=None):  # noqa: A002
    a = check_float("LRN", n(input), allowed=HALF_F32)
    if len(a.shape) != 4:
        from ._common import invalid

        raise invalid(f"LRN: input must be 4-dimensional, got shape {list(a.shape)}")
    r = int(depth_radius)
    sq = ivy.square(a)
    c = a.shape[-1]
    padded = ivy.pad(sq, ((0, 0), (0, 0), (0, 0), (r + 1, r)))
    cs = ivy.cumsum(padded, axis=3)
    s = ivy.subtract(cs[..., 2 * r + 1:2 * r + 1 + c], cs[..., 0:c])
    return wrap(ivy.divide(a, ivy.pow(ivy.add(ivy.multiply(s, alpha), bias), beta)))


lrn = local_response_normalization

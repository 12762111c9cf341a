"""Smoothing of images whose pixels carry weights or variances.

Both functions slide a ``kernel_dim x kernel_dim`` window over the image without padding ("VALID"),
so the result is ``[batch_shape,h-kernel_dim+1,w-kernel_dim+1,d]``.
"""

from __future__ import annotations

import math

import ivy

from . import _common as _c

__all__ = [
    "weighted_image_smooth",
    "smooth_image_fom_var_image",
]

MIN_DENOMINATOR = _c.MIN_DENOMINATOR


def _window_sum(x, kernel, nb):
    """Per-channel sums of ``x [BS,h,w,d]`` over each window weighted by ``kernel [k,k,d]``."""
    s = _c.shape_of(x)
    bs = s[:nb]
    flat = ivy.reshape(x, (_c.prod(bs),) + s[nb:])
    r = ivy.depthwise_conv2d(flat, kernel, 1, "VALID")
    return ivy.reshape(r, bs + _c.shape_of(r)[1:])


def _checked(fn, mean, other, oname, kernel_dim):
    ms, os_ = _c.shape_of(mean), _c.shape_of(other)
    _c.check_image(fn, "mean", ms, None, "[batch_shape,h,w,d]")
    if os_ != ms:
        _c.fail(fn, oname, os_, _c.fmt(ms) + " (mean's shape)")
    k = int(kernel_dim)
    if k < 1 or k > ms[-3] or k > ms[-2]:
        raise ivy.InvalidArgumentError(
            f"ivy_vision.{fn}: kernel_dim must lie in [1, min(h, w)] = [1, {min(ms[-3], ms[-2])}], got {kernel_dim}")
    return k, len(ms) - 3


def weighted_image_smooth(mean, weights, kernel_dim):
    """The weighted mean of each window, ``sum(w x) / sum(w)``, and the windows' mean weight
    ``sum(w) / kernel_dim^2``; ``mean`` and ``weights`` ``[batch_shape,h,w,d]``, results
    ``[batch_shape,h-kernel_dim+1,w-kernel_dim+1,d]``.

    >>> import numpy as np, ivy_vision
    >>> m = np.array([[1., 3.], [1., 3.]])[..., None]
    >>> w = np.array([[3., 1.], [3., 1.]])[..., None]
    >>> [a.ravel() for a in ivy_vision.weighted_image_smooth(m, w, 2)]
    [array([1.5]), array([2.])]
    """
    fn = "weighted_image_smooth"
    wr, (m, wt) = _c.prep(fn, mean, weights)
    k, nb = _checked(fn, m, wt, "weights", kernel_dim)
    ones = ivy.ones((k, k, _c.shape_of(m)[-1]), dtype=ivy.dtype(m), device=_c.cdev(m), backend=_c.backend_of(m))._data
    sum_w = _window_sum(wt, ones, nb)
    sum_wx = _window_sum(m * wt, ones, nb)
    return _c.ret(wr, (sum_wx / (sum_w + MIN_DENOMINATOR), sum_w / (k * k)))


def smooth_image_fom_var_image(mean, var, kernel_dim, kernel_scale, device=None):
    """Fuse each window's pixels as independent Gaussian measurements: a pixel at distance ``r``
    (pixels) from the window's centre counts with its variance inflated by ``1 + r * kernel_scale``.
    The mean is the inverse-variance weighted mean, the variance ``1 / sum(1 / var_inflated)``, then
    scaled by ``kernel_dim^4 / sum(1 + r * kernel_scale)`` so that fusing correlated neighbours does not
    become overconfident (the original's correction). ``mean`` and ``var`` ``[batch_shape,h,w,d]``,
    ``kernel_scale`` ``[d]`` (or a number); results ``[batch_shape,h-kernel_dim+1,w-kernel_dim+1,d]``.

    >>> import numpy as np, ivy_vision
    >>> m = np.array([[1., 3.], [1., 3.]])[..., None]
    >>> v = np.array([[1., 3.], [1., 3.]])[..., None]
    >>> float(ivy_vision.smooth_image_fom_var_image(m, v, 2, np.zeros(1))[0].ravel()[0])
    1.5
    """
    fn = "smooth_image_fom_var_image"
    wr, (m, v, ks) = _c.prep(fn, mean, var, kernel_scale)
    k, nb = _checked(fn, m, v, "var", kernel_dim)
    d = _c.shape_of(m)[-1]
    dt, dev, b = ivy.dtype(m), _c.cdev(m), _c.backend_of(m)
    c = math.floor(k / 2)
    r = ivy.asarray([[math.hypot(i - c, j - c) for j in range(k)] for i in range(k)], dtype=dt, device=dev,
                    backend=b)._data
    scale = ivy.asarray(ks, dtype=dt, device=dev, backend=b)._data
    # KH x KW x D
    kernel = 1 + ivy.expand_dims(r, axis=-1) * ivy.broadcast_to(scale, (d,))
    recip_kernel = 1 / kernel
    precision = _window_sum(1 / v, recip_kernel, nb)
    weighted = _window_sum(m / v, recip_kernel, nb)
    new_var = 1 / precision
    new_mean = weighted * new_var
    new_var = new_var * (k * k) ** 2 / ivy.sum(kernel, axis=(0, 1))
    return _c.ret(wr, (_c.on_device(new_mean, device), _c.on_device(new_var, device)))

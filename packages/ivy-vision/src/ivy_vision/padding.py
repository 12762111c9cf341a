"""Padding of omni-directional (equirectangular, 360 x 180 degree) images."""

from __future__ import annotations

import ivy

from . import _common as _c

__all__ = [
    "pad_omni_image",
]


def pad_omni_image(image, pad_size, image_dims=None):
    """Pad an equirectangular image ``[batch_shape,h,w,d]`` by ``pad_size`` pixels on every side
    with the pixels the sphere puts there: left and right wrap around (column ``-1`` is column
    ``w - 1``), and above the top row (below the bottom one) are the rows next to the pole, seen
    from the other side: flipped upside down and shifted by half the width. Result
    ``[batch_shape,h+2*pad_size,w+2*pad_size,d]``; ``pad_size`` at most ``h`` and ``w``. Exact for
    even ``w`` (for odd ``w`` the shift is ``w // 2`` columns).

    >>> import numpy as np, ivy_vision
    >>> img = np.arange(8.).reshape(2, 4, 1)
    >>> ivy_vision.pad_omni_image(img, 1)[..., 0]
    array([[1., 2., 3., 0., 1., 2.],
           [3., 0., 1., 2., 3., 0.],
           [7., 4., 5., 6., 7., 4.],
           [5., 6., 7., 4., 5., 6.]])
    """
    fn = "pad_omni_image"
    w, (x,) = _c.prep(fn, image)
    s = _c.shape_of(x)
    _c.check_image(fn, "image", s, None, "[batch_shape,h,w,d]")
    h, wd = (s[-3], s[-2]) if image_dims is None else _c.dims_list(fn, "image_dims", image_dims, 2)
    p = int(pad_size)
    if p < 0 or p > h or p > wd:
        raise ivy.InvalidArgumentError(
            f"ivy_vision.{fn}: pad_size must lie in [0, min(h, w)] = [0, {min(h, wd)}], got {pad_size}")
    if p == 0:
        return _c.ret(w, x)
    half = wd // 2
    # BS x PS x W x D: the rows beyond each pole, upside down, half a turn round
    top = ivy.flip(ivy.concat((x[..., 0:p, half:, :], x[..., 0:p, 0:half, :]), axis=-2), axis=-3)
    bottom = ivy.flip(ivy.concat((x[..., h - p:, half:, :], x[..., h - p:, 0:half, :]), axis=-2), axis=-3)
    tall = ivy.concat((top, x, bottom), axis=-3)
    # BS x H+2PS x W+2PS x D: left and right wrap around
    return _c.ret(w, ivy.concat((tall[..., wd - p:, :], tall, tall[..., 0:p, :]), axis=-2))

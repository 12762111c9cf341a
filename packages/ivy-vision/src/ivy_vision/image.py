"""Image helpers: bilinear resampling, gradients, crops, tiling several images into one, and a
lossless float <-> uint8 encoding.

Images are channels-last, ``[batch_shape,h,w,d]``. Pixel co-ordinates are ``(x, y)`` with ``x``
the column and ``y`` the row, pixel centres at integers.
"""

from __future__ import annotations

import math

import ivy

from . import _common as _c

__all__ = [
    "stack_images",
    "gradient_image",
    "float_img_to_uint8_img",
    "uint8_img_to_float_img",
    "random_crop",
    "bilinear_resample",
]


def stack_images(images, desired_aspect_ratio=(1, 1)):
    """Tile equally shaped images ``[batch_shape,h,w,d]`` into one image, in column-major order
    (down the first column, then the next), on a grid whose overall height:width comes as close
    as a grid can to ``desired_aspect_ratio`` ``(height, width)``; unused cells are zeros.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.stack_images([np.ones((2, 3, 1))] * 4, (1, 1)).shape
    (4, 6, 1)
    """
    fn = "stack_images"
    images = list(images)
    if not images:
        raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: give at least one image")
    w, imgs = _c.prep(fn, *images)
    s0 = _c.shape_of(imgs[0])
    _c.check_image(fn, "images[0]", s0, None, "[batch_shape,h,w,d]")
    for i, im in enumerate(imgs):
        if _c.shape_of(im) != s0:
            _c.fail(fn, f"images[{i}]", _c.shape_of(im), _c.fmt(s0) + " (the shape of images[0])")
    n = len(imgs)
    if n == 1:
        return _c.ret(w, imgs[0])
    h, wd = s0[-3], s0[-2]
    ah, aw = desired_aspect_ratio
    # rows / cols = (ah / aw) * (w / h), rows * cols ~ n
    rows = max(1, min(n, round(math.sqrt(n * (ah / aw) * (wd / max(h, 1))))))
    cols = math.ceil(n / rows)
    rows = math.ceil(n / cols)
    blank = ivy.zeros_like(imgs[0])
    columns = []
    for j in range(cols):
        cell = imgs[j * rows:(j + 1) * rows]
        cell = cell + [blank] * (rows - len(cell))
        columns.append(ivy.concat(cell, axis=-3))
    return _c.ret(w, ivy.concat(columns, axis=-2))


def gradient_image(x):
    """Forward-difference image gradients ``(dy, dx)``, each ``[batch_shape,h,w,d]`` like ``x``:
    ``dy[i, j] = x[i + 1, j] - x[i, j]`` (0 on the last row), ``dx[i, j] = x[i, j + 1] - x[i, j]``
    (0 on the last column).

    >>> import numpy as np, ivy_vision
    >>> dy, dx = ivy_vision.gradient_image(np.arange(6.).reshape(2, 3, 1))
    >>> dx[..., 0]
    array([[1., 1., 0.],
           [1., 1., 0.]])
    """
    w, (x,) = _c.prep("gradient_image", x)
    _c.check_image("gradient_image", "x", _c.shape_of(x), None, "[batch_shape,h,w,d]")
    dy = x[..., 1:, :, :] - x[..., :-1, :, :]
    dx = x[..., :, 1:, :] - x[..., :, :-1, :]
    dy = ivy.concat((dy, ivy.zeros_like(x[..., :1, :, :])), axis=-3)
    dx = ivy.concat((dx, ivy.zeros_like(x[..., :, :1, :])), axis=-2)
    return _c.ret(w, (dy, dx))


def float_img_to_uint8_img(x):
    """Encode a float32 image ``[batch_shape,h,w]`` as its bytes, ``[batch_shape,h,w,4]`` uint8
    (the machine's byte order), e.g. to store depth in a 4-channel PNG; lossless, not
    differentiable (it reads the values back to the host).

    >>> import numpy as np, ivy_vision
    >>> u = ivy_vision.float_img_to_uint8_img(np.full((2, 2), 1.5, np.float32))
    >>> u.shape, u.dtype, ivy_vision.uint8_img_to_float_img(u)[0, 0]
    ((2, 2, 4), dtype('uint8'), np.float32(1.5))
    """
    import numpy as np

    w, (x,) = _c.prep("float_img_to_uint8_img", x)
    a = np.ascontiguousarray(ivy.to_numpy(x), dtype=np.float32)
    u = a.view(np.uint8).reshape(a.shape + (4,))
    return _c.ret(w, ivy.asarray(u, device=_c.cdev(x), backend=_c.backend_of(x))._data)


def uint8_img_to_float_img(x):
    """Decode the uint8 image ``[batch_shape,h,w,4]`` written by :func:`float_img_to_uint8_img`
    back to float32 ``[batch_shape,h,w]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.uint8_img_to_float_img(np.array([0, 0, 192, 63], np.uint8))
    array(1.5, dtype=float32)
    """
    import numpy as np

    w, (x,) = _c.prep("uint8_img_to_float_img", x)
    _c.check_last("uint8_img_to_float_img", "x", _c.shape_of(x), (4,), "[batch_shape,h,w,4]")
    a = np.ascontiguousarray(ivy.to_numpy(x), dtype=np.uint8)
    f = a.view(np.float32).reshape(a.shape[:-1])
    return _c.ret(w, ivy.asarray(f, device=_c.cdev(x), backend=_c.backend_of(x))._data)


def random_crop(x, crop_size, batch_shape=None, image_dims=None, seed=None):
    """Crop each image of ``x`` ``[batch_shape,h,w,f]`` to ``crop_size`` ``(ch, cw)`` at a uniformly
    random offset of its own (crops larger than the image are clipped to it): ``[batch_shape,ch,cw,f]``.
    ``seed`` makes the offsets repeatable.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.random_crop(np.ones((3, 8, 8, 1)), (4, 5), seed=0).shape
    (3, 4, 5, 1)
    """
    fn = "random_crop"
    w, (x,) = _c.prep(fn, x)
    s = _c.shape_of(x)
    _c.check_image(fn, "x", s, None, "[batch_shape,h,w,f]")
    bs = tuple(s[:-3]) if batch_shape is None else tuple(_c.dims_list(fn, "batch_shape", batch_shape, None))
    h, wd = (s[-3], s[-2]) if image_dims is None else _c.dims_list(fn, "image_dims", image_dims, 2)
    ch, cw = _c.dims_list(fn, "crop_size", crop_size, 2)
    ch, cw = min(ch, h), min(cw, wd)
    nb = _c.prod(bs)
    b = _c.backend_of(x)
    dev = _c.cdev(x)
    # FBS x 1: each image's offsets
    key = None if seed is None else int(seed)
    oy = ivy.randint(0, h - ch + 1, shape=(nb, 1), device=dev, seed=key, backend=b)._data
    ox = ivy.randint(0, wd - cw + 1, shape=(nb, 1), device=dev, seed=None if key is None else key + 1, backend=b)._data
    rows = oy + ivy.arange(ch, device=dev, backend=b)._data                # FBS x CH
    cols = ox + ivy.arange(cw, device=dev, backend=b)._data                # FBS x CW
    flat = ivy.reshape(x, (nb, h, wd, s[-1]))
    out = ivy.take_along_axis(flat, ivy.reshape(rows, (nb, ch, 1, 1)), axis=1)
    out = ivy.take_along_axis(out, ivy.reshape(cols, (nb, 1, cw, 1)), axis=2)
    return _c.ret(w, ivy.reshape(out, bs + (ch, cw, s[-1])))


def _bilinear(x, warp, nb):
    """Bilinear samples of ``x [BS,h,w,d]`` at ``warp [BS,S...,2]`` (``nb`` batch dims), edges
    replicated: ``[BS,S...,d]``."""
    xs = _c.shape_of(x)
    ws = _c.shape_of(warp)
    bs, (h, wd, d) = xs[:nb], xs[nb:]
    sample = ws[nb:-1]
    nbatch = _c.prod(bs)
    ns = _c.prod(sample)
    data = ivy.reshape(x, (nbatch * h * wd, d))
    wf = ivy.reshape(warp, (nbatch, ns, 2))
    fl = ivy.floor(wf)
    frac = wf - fl
    fi = ivy.astype(fl, ivy.int64, copy=False)
    x0 = ivy.clip(fi[..., 0], 0, wd - 1)
    x1 = ivy.clip(fi[..., 0] + 1, 0, wd - 1)
    y0 = ivy.clip(fi[..., 1], 0, h - 1)
    y1 = ivy.clip(fi[..., 1] + 1, 0, h - 1)
    base = ivy.reshape(ivy.arange(nbatch, device=_c.cdev(x), backend=_c.backend_of(x))._data * (h * wd), (nbatch, 1))
    r0 = base + y0 * wd
    r1 = base + y1 * wd
    idx = ivy.reshape(ivy.stack((r0 + x0, r1 + x0, r0 + x1, r1 + x1), axis=0), (4 * nbatch * ns,))
    corners = ivy.reshape(ivy.take(data, idx, axis=0), (4, nbatch, ns, d))
    fx = frac[..., 0:1]
    fy = frac[..., 1:2]
    top = corners[0] + (corners[2] - corners[0]) * fx
    bottom = corners[1] + (corners[3] - corners[1]) * fx
    out = top + (bottom - top) * fy
    return ivy.reshape(out, bs + sample + (d,))


def bilinear_resample(x, warp):
    """Sample images ``x`` ``[batch_shape,h,w,d]`` bilinearly at the pixel co-ordinates ``warp``
    ``[batch_shape,num_samples,2]`` (or any sample shape, ``[batch_shape,...,2]``): ``(x, y)`` with
    ``x`` the column and ``y`` the row, pixel centres at integers. Beyond the image the border pixels
    repeat (OpenCV's ``remap`` with ``INTER_LINEAR`` and ``BORDER_REPLICATE``). Result
    ``[batch_shape,num_samples,d]``; differentiable in ``x`` and ``warp``.

    >>> import numpy as np, ivy_vision
    >>> img = np.arange(4.).reshape(1, 2, 2, 1)             # [[0, 1], [2, 3]]
    >>> ivy_vision.bilinear_resample(img, np.array([[[0.5, 0.5], [1., 0.]]]))[..., 0]
    array([[1.5, 1. ]])
    """
    fn = "bilinear_resample"
    w, (x, warp) = _c.prep(fn, x, warp)
    xs, ws = _c.shape_of(x), _c.shape_of(warp)
    _c.check_image(fn, "x", xs, None, "[batch_shape,h,w,d]")
    nb = len(xs) - 3
    if len(ws) < nb + 1 or ws[-1] != 2:
        _c.fail(fn, "warp", ws, f"[batch_shape,num_samples,2] with batch_shape {_c.fmt(xs[:nb])}")
    if tuple(ws[:nb]) != tuple(xs[:nb]):
        bsh = _c.broadcast_batch(fn, "x", xs[:nb], "warp", ws[:nb])
        x = ivy.broadcast_to(x, bsh + xs[nb:])
        warp = ivy.broadcast_to(warp, bsh + ws[nb:])
    return _c.ret(w, _bilinear(x, warp, nb))

"""``tf.image`` basics on ivy: ``resize`` (TF2's half-pixel sampling; bilinear, nearest, bicubic
(Keys, a = -0.5), area, lanczos3/5; ``antialias`` as TF's scale-and-translate kernels), flips and
rotations, crops and pads, color conversions and adjustments, ``convert_image_dtype``,
``per_image_standardization``, ``extract_patches``, ``total_variation``, ``image_gradients``,
``sobel_edges``. Images are ``[height, width, channels]`` or ``[batch, height, width, channels]``.

>>> import ivy_frontends.tensorflow as tf
>>> tf.image.resize(tf.ones([4, 4, 3]), [2, 2]).shape
TensorShape([2, 2, 3])
"""

from __future__ import annotations

import math

import ivy

from ..._errors import FrontendValueError, refuse
from ..nn._common import invalid, ivy_dtype, n, nat, pyval, wrap

__all__ = ["ResizeMethod", "resize", "flip_left_right", "flip_up_down", "rot90", "transpose", "rgb_to_grayscale",
           "grayscale_to_rgb", "rgb_to_hsv", "hsv_to_rgb", "adjust_brightness", "adjust_contrast",
           "adjust_saturation", "adjust_hue", "adjust_gamma", "central_crop", "crop_to_bounding_box",
           "pad_to_bounding_box", "resize_with_crop_or_pad", "per_image_standardization", "convert_image_dtype",
           "extract_patches", "total_variation", "image_gradients", "sobel_edges"]


class ResizeMethod:
    BILINEAR = "bilinear"
    NEAREST_NEIGHBOR = "nearest"
    BICUBIC = "bicubic"
    AREA = "area"
    LANCZOS3 = "lanczos3"
    LANCZOS5 = "lanczos5"
    GAUSSIAN = "gaussian"
    MITCHELLCUBIC = "mitchellcubic"


def _img(fn, x, ranks=(3, 4)):
    a = n(x)
    if len(a.shape) not in ranks:
        raise FrontendValueError(f"{fn}: 'image' (shape {list(a.shape)}) must have either 3 or 4 dimensions.")
    return a


def _batched(a):
    return (a, False) if len(a.shape) == 4 else (ivy.expand_dims(a, axis=0), True)


# ------------------------------------------------------------------ resize


def _keys(x, a=-0.5):
    x = abs(x)
    if x < 1:
        return ((a + 2) * x - (a + 3)) * x * x + 1
    if x < 2:
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a
    return 0.0


def _sinc(x):
    return 1.0 if x == 0 else math.sin(math.pi * x) / (math.pi * x)


_KERNELS = {"bilinear": (lambda x: max(0.0, 1 - abs(x)), 1.0), "bicubic": (_keys, 2.0),
            "lanczos3": (lambda x: _sinc(x) * _sinc(x / 3) if abs(x) < 3 else 0.0, 3.0),
            "lanczos5": (lambda x: _sinc(x) * _sinc(x / 5) if abs(x) < 5 else 0.0, 5.0)}


def _weights(method, n_in, n_out, antialias):
    """The ``n_out x n_in`` sampling matrix of one axis (Python lists)."""
    scale = n_in / n_out
    w = [[0.0] * n_in for _ in range(n_out)]
    if method == "nearest":
        for o in range(n_out):
            w[o][min(int(math.floor((o + 0.5) * scale)), n_in - 1)] = 1.0
        return w
    if method == "area":
        for o in range(n_out):
            lo, hi = o * scale, (o + 1) * scale
            for i in range(int(math.floor(lo)), min(int(math.ceil(hi)), n_in)):
                w[o][i] = (min(hi, i + 1) - max(lo, i)) / scale
        return w
    if method == "bilinear" and not antialias:
        for o in range(n_out):
            src = (o + 0.5) * scale - 0.5
            f = math.floor(src)
            lower, upper = max(f, 0), min(math.ceil(src), n_in - 1)
            lerp = src - f
            w[o][lower] += 1 - lerp
            w[o][upper] += lerp
        return w
    kern, radius = _KERNELS[method]
    ks = max(scale, 1.0) if antialias else 1.0
    for o in range(n_out):
        center = (o + 0.5) * scale
        lo = int(math.floor(center - radius * ks - 0.5))
        hi = int(math.ceil(center + radius * ks - 0.5))
        tot = 0.0
        for i in range(max(lo, 0), min(hi + 1, n_in)):
            v = kern((i + 0.5 - center) / ks)
            w[o][i] = v
            tot += v
        if tot != 0:
            w[o] = [v / tot for v in w[o]]
    return w


def resize(images, size, method="bilinear", preserve_aspect_ratio=False, antialias=False, name=None):
    a = _img("resize", images)
    b, single = _batched(a)
    method = getattr(method, "value", method)
    if method not in ("bilinear", "nearest", "bicubic", "area", "lanczos3", "lanczos5"):
        raise refuse("tf.image.resize", "method", method)
    sz = [int(v) for v in pyval(size)]
    if len(sz) != 2:
        raise FrontendValueError("'size' must be a 1-D Tensor of 2 elements: new_height, new_width")
    h, w_ = b.shape[1], b.shape[2]
    if preserve_aspect_ratio:
        scale = min(sz[0] / h, sz[1] / w_)
        sz = [max(int(round(h * scale)), 1), max(int(round(w_ * scale)), 1)]
    if sz[0] <= 0 or sz[1] <= 0:
        raise invalid(f"resize: output dimensions must be positive, got {sz}")
    d = ivy.dtype(b)
    if method == "nearest":
        idx_h = [r.index(1.0) for r in _weights("nearest", h, sz[0], False)]
        idx_w = [r.index(1.0) for r in _weights("nearest", w_, sz[1], False)]
        out = ivy.gather(b, nat(ivy.asarray(idx_h, dtype=ivy.int64)), axis=1)
        out = ivy.gather(out, nat(ivy.asarray(idx_w, dtype=ivy.int64)), axis=2)
    else:
        x = ivy.astype(b, ivy.float32) if d != ivy.float64 else b
        wd = ivy.dtype(x)
        wh = nat(ivy.asarray(_weights(method, h, sz[0], antialias), dtype=wd))
        ww = nat(ivy.asarray(_weights(method, w_, sz[1], antialias), dtype=wd))
        out = ivy.einsum("oh,bhwc->bowc", wh, x)
        out = ivy.einsum("pw,bowc->bopc", ww, out)
        out = ivy.astype(out, ivy.float32)
    return wrap(ivy.squeeze(out, axis=0) if single else out)


# ------------------------------------------------------------------ geometry


def flip_left_right(image):
    a = _img("flip_left_right", image)
    return wrap(ivy.flip(a, axis=len(a.shape) - 2))


def flip_up_down(image):
    a = _img("flip_up_down", image)
    return wrap(ivy.flip(a, axis=len(a.shape) - 3))


def rot90(image, k=1, name=None):
    a = _img("rot90", image)
    nd = len(a.shape)
    return wrap(ivy.rot90(a, k=int(pyval(k)) % 4, axes=(nd - 3, nd - 2)))


def transpose(image, name=None):
    a = _img("transpose", image)
    nd = len(a.shape)
    perm = (1, 0, 2) if nd == 3 else (0, 2, 1, 3)
    return wrap(ivy.permute_dims(a, perm))


def _hw(a):
    return a.shape[-3], a.shape[-2]


def crop_to_bounding_box(image, offset_height, offset_width, target_height, target_width):
    a = _img("crop_to_bounding_box", image)
    oh, ow, th, tw = (int(pyval(v)) for v in (offset_height, offset_width, target_height, target_width))
    h, w = _hw(a)
    if oh < 0 or ow < 0:
        raise FrontendValueError("offset_height and offset_width must be >= 0.")
    if th <= 0 or tw <= 0:
        raise FrontendValueError("target_height and target_width must be > 0.")
    if oh + th > h or ow + tw > w:
        raise FrontendValueError("height must be >= target + offset.")
    return wrap(a[..., oh:oh + th, ow:ow + tw, :])


def pad_to_bounding_box(image, offset_height, offset_width, target_height, target_width):
    a = _img("pad_to_bounding_box", image)
    oh, ow, th, tw = (int(pyval(v)) for v in (offset_height, offset_width, target_height, target_width))
    h, w = _hw(a)
    if oh < 0 or ow < 0:
        raise FrontendValueError("offset_height and offset_width must be >= 0")
    if th < h + oh or tw < w + ow:
        raise FrontendValueError("target_height/width must be >= offset + image height/width")
    pads = [(0, 0)] * (len(a.shape) - 3) + [(oh, th - h - oh), (ow, tw - w - ow), (0, 0)]
    return wrap(ivy.pad(a, pads))


def resize_with_crop_or_pad(image, target_height, target_width):
    a = _img("resize_with_crop_or_pad", image)
    th, tw = int(pyval(target_height)), int(pyval(target_width))
    if th <= 0 or tw <= 0:
        raise FrontendValueError("target_height and target_width must be > 0")
    h, w = _hw(a)
    ch, cw = max((h - th) // 2, 0), max((w - tw) // 2, 0)
    a = a[..., ch:ch + min(th, h), cw:cw + min(tw, w), :]
    ph, pw = max((th - h) // 2, 0), max((tw - w) // 2, 0)
    return pad_to_bounding_box(wrap(a), ph, pw, th, tw)


def central_crop(image, central_fraction):
    a = _img("central_crop", image)
    f = float(pyval(central_fraction))
    if f <= 0.0 or f > 1.0:
        raise FrontendValueError("central_fraction must be within (0, 1]")
    if f == 1.0:
        return wrap(a)
    h, w = _hw(a)
    sh, sw = int((h - h * f) / 2), int((w - w * f) / 2)
    return wrap(a[..., sh:h - sh, sw:w - sw, :])


# ------------------------------------------------------------------ dtype conversion


def _is_int(d):
    return ivy.is_int_dtype(d) or ivy.is_uint_dtype(d)


def _max(d):
    return int(ivy.iinfo(d).max)


def convert_image_dtype(image, dtype, saturate=False, name=None):
    a = n(image)
    src, dst = ivy.dtype(a), ivy_dtype(dtype)
    if not (_is_int(dst) or ivy.is_float_dtype(dst)):
        raise FrontendValueError(f"Image dtype must be a floating point or integer type, got {dtype!r}")
    if src == dst:
        return wrap(a)
    if _is_int(src) and _is_int(dst):
        smax, dmax = _max(src), _max(dst)
        if smax > dmax:
            scale = (smax + 1) // (dmax + 1)
            return wrap(ivy.astype(ivy.floor_divide(a, scale), dst))
        scale = (dmax + 1) // (smax + 1)
        return wrap(ivy.multiply(ivy.astype(a, dst), scale))
    if ivy.is_float_dtype(src) and ivy.is_float_dtype(dst):
        return wrap(ivy.astype(a, dst))
    if _is_int(src):  # int -> float
        return wrap(ivy.multiply(ivy.astype(a, dst), 1.0 / _max(src)))
    scale = _max(dst) + 0.5  # float -> int
    x = ivy.multiply(a, scale)
    if saturate:
        x = ivy.clip(x, float(ivy.iinfo(dst).min), float(ivy.iinfo(dst).max))
    return wrap(ivy.astype(x, dst))


def _to_float(a):
    """The image as float32 (TF adjusts in float32 whatever the dtype) and its dtype."""
    d = ivy.dtype(a)
    return convert_image_dtype(wrap(a), "float32")._data, d


def _back(x, d):
    if ivy.is_float_dtype(d):
        return wrap(ivy.astype(x, d))
    return convert_image_dtype(wrap(x), d, saturate=True)


# ------------------------------------------------------------------ color


_GRAY = (0.2989, 0.5870, 0.1140)


def rgb_to_grayscale(images, name=None):
    a = n(images)
    x, d = _to_float(a)
    w = nat(ivy.asarray(list(_GRAY), dtype=ivy.dtype(x)))
    g = ivy.sum(ivy.multiply(x, w), axis=-1, keepdims=True)
    return _back(g, d)


def grayscale_to_rgb(images, name=None):
    a = n(images)
    if not a.shape or a.shape[-1] != 1:
        raise FrontendValueError(f"grayscale_to_rgb: the last dimension must be 1, got shape {list(a.shape)}")
    return wrap(ivy.concat([a, a, a], axis=-1))


def _rgb_to_hsv(x):
    r, g, b = x[..., 0], x[..., 1], x[..., 2]
    mx = ivy.maximum(ivy.maximum(r, g), b)
    mn = ivy.minimum(ivy.minimum(r, g), b)
    rng = ivy.subtract(mx, mn)
    safe_mx = ivy.where(ivy.greater(mx, 0), mx, ivy.ones_like(mx))
    s = ivy.where(ivy.greater(mx, 0), ivy.divide(rng, safe_mx), ivy.zeros_like(mx))
    safe = ivy.where(ivy.greater(rng, 0), rng, ivy.ones_like(rng))
    hr = ivy.divide(ivy.subtract(g, b), safe)
    hg = ivy.add(ivy.divide(ivy.subtract(b, r), safe), 2.0)
    hb = ivy.add(ivy.divide(ivy.subtract(r, g), safe), 4.0)
    h = ivy.where(ivy.equal(mx, r), hr, ivy.where(ivy.equal(mx, g), hg, hb))
    h = ivy.where(ivy.greater(rng, 0), h, ivy.zeros_like(h))
    h = ivy.divide(h, 6.0)
    h = ivy.where(ivy.less(h, 0), ivy.add(h, 1.0), h)
    return ivy.stack([h, s, mx], axis=-1)


def _hsv_to_rgb(x):
    h, s, v = x[..., 0], x[..., 1], x[..., 2]
    dh = ivy.multiply(h, 6.0)
    r = ivy.clip(ivy.subtract(ivy.abs(ivy.subtract(dh, 3.0)), 1.0), 0.0, 1.0)
    g = ivy.clip(ivy.subtract(2.0, ivy.abs(ivy.subtract(dh, 2.0))), 0.0, 1.0)
    b = ivy.clip(ivy.subtract(2.0, ivy.abs(ivy.subtract(dh, 4.0))), 0.0, 1.0)
    rgb = ivy.stack([r, g, b], axis=-1)
    one_minus_s = ivy.expand_dims(ivy.subtract(1.0, s), axis=-1)
    return ivy.multiply(ivy.add(ivy.multiply(rgb, ivy.expand_dims(s, axis=-1)), one_minus_s),
                        ivy.expand_dims(v, axis=-1))


def _color_in(fn, images):
    a = n(images)
    if not ivy.is_float_dtype(ivy.dtype(a)):
        raise invalid(f"{fn}: Value for attr 'T' of {ivy.dtype(a)} is not in the list of allowed values: half, "
                      "bfloat16, float, double")
    if not a.shape or a.shape[-1] != 3:
        raise invalid(f"{fn}: input must have 3 channels but input only has {a.shape[-1] if a.shape else 0}")
    return a


def rgb_to_hsv(images, name=None):
    return wrap(_rgb_to_hsv(_color_in("RGBToHSV", images)))


def hsv_to_rgb(images, name=None):
    return wrap(_hsv_to_rgb(_color_in("HSVToRGB", images)))


def adjust_brightness(image, delta):
    x, d = _to_float(n(image))
    return _back(ivy.add(x, ivy.astype(n(delta), ivy.dtype(x))), d)


def adjust_contrast(images, contrast_factor):
    x, d = _to_float(n(images))
    m = ivy.mean(x, axis=(-3, -2), keepdims=True)
    f = ivy.astype(n(contrast_factor), ivy.dtype(x))
    return _back(ivy.add(ivy.multiply(ivy.subtract(x, m), f), m), d)


def adjust_saturation(image, saturation_factor, name=None):
    x, d = _to_float(n(image))
    hsv = _rgb_to_hsv(ivy.astype(x, ivy.float32))
    s = ivy.clip(ivy.multiply(hsv[..., 1], float(pyval(saturation_factor))), 0.0, 1.0)
    out = _hsv_to_rgb(ivy.stack([hsv[..., 0], s, hsv[..., 2]], axis=-1))
    return _back(ivy.astype(out, ivy.dtype(x)), d)


def adjust_hue(image, delta, name=None):
    x, d = _to_float(n(image))
    hsv = _rgb_to_hsv(ivy.astype(x, ivy.float32))
    h = ivy.remainder(ivy.add(hsv[..., 0], float(pyval(delta))), 1.0)
    out = _hsv_to_rgb(ivy.stack([h, hsv[..., 1], hsv[..., 2]], axis=-1))
    return _back(ivy.astype(out, ivy.dtype(x)), d)


def adjust_gamma(image, gamma=1, gain=1):
    a = n(image)
    g = float(pyval(gamma))
    if g < 0:
        raise FrontendValueError("Gamma should be a non-negative real number.")
    x, d = _to_float(a)
    return _back(ivy.multiply(ivy.pow(x, g), float(pyval(gain))), d)


def per_image_standardization(image):
    a = _img("per_image_standardization", image)
    x = ivy.astype(a, ivy.float32)
    ax = (-3, -2, -1)
    num = a.shape[-1] * a.shape[-2] * a.shape[-3]
    m = ivy.mean(x, axis=ax, keepdims=True)
    sd = ivy.sqrt(ivy.mean(ivy.square(ivy.subtract(x, m)), axis=ax, keepdims=True))
    adj = ivy.maximum(sd, 1.0 / math.sqrt(num)) if num else sd
    return wrap(ivy.divide(ivy.subtract(x, m), adj))


# ------------------------------------------------------------------ patches, gradients


def extract_patches(images, sizes, strides, rates, padding, name=None):
    a = n(images)
    if len(a.shape) != 4:
        raise FrontendValueError("extract_patches: images must be 4-D [batch, rows, cols, depth]")
    ks, st, rt = (pyval(v) for v in (sizes, strides, rates))
    kh, kw = int(ks[1]), int(ks[2])
    sh, sw = int(st[1]), int(st[2])
    rh, rw = int(rt[1]), int(rt[2])
    p = str(padding).upper()
    b, h, w, c = a.shape
    eh, ew = (kh - 1) * rh + 1, (kw - 1) * rw + 1
    if p == "SAME":
        oh, ow = -(-h // sh), -(-w // sw)
        ph, pw = max((oh - 1) * sh + eh - h, 0), max((ow - 1) * sw + ew - w, 0)
        a = ivy.pad(a, ((0, 0), (ph // 2, ph - ph // 2), (pw // 2, pw - pw // 2), (0, 0)))
    elif p == "VALID":
        oh, ow = max((h - eh) // sh + 1, 0), max((w - ew) // sw + 1, 0)
    else:
        raise FrontendValueError(f"extract_patches: padding must be 'SAME' or 'VALID', got {padding!r}")
    parts = []
    for i in range(kh):
        for j in range(kw):
            y0, x0 = i * rh, j * rw
            parts.append(a[:, y0:y0 + (oh - 1) * sh + 1:sh, x0:x0 + (ow - 1) * sw + 1:sw, :])
    r = ivy.stack(parts, axis=3)
    return wrap(ivy.reshape(r, (b, oh, ow, kh * kw * c)))


def total_variation(images, name=None):
    a = _img("total_variation", images)
    dy = ivy.abs(ivy.subtract(a[..., 1:, :, :], a[..., :-1, :, :]))
    dx = ivy.abs(ivy.subtract(a[..., :, 1:, :], a[..., :, :-1, :]))
    ax = (-3, -2, -1)
    return wrap(ivy.add(ivy.sum(dy, axis=ax), ivy.sum(dx, axis=ax)))


def image_gradients(image):
    a = n(image)
    if len(a.shape) != 4:
        raise FrontendValueError(f"image_gradients expects a 4D tensor [batch_size, h, w, d], not {list(a.shape)}.")
    b, h, w, c = a.shape
    dy = ivy.subtract(a[:, 1:, :, :], a[:, :-1, :, :])
    dx = ivy.subtract(a[:, :, 1:, :], a[:, :, :-1, :])
    dy = ivy.concat([dy, nat(ivy.zeros((b, 1, w, c), dtype=ivy.dtype(a)))], axis=1)
    dx = ivy.concat([dx, nat(ivy.zeros((b, h, 1, c), dtype=ivy.dtype(a)))], axis=2)
    return wrap(dy), wrap(dx)


def sobel_edges(image):
    a = n(image)
    if len(a.shape) != 4:
        raise FrontendValueError("sobel_edges: image must be 4-D")
    x = a if ivy.is_float_dtype(ivy.dtype(a)) else ivy.astype(a, ivy.float32)
    p = ivy.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)), mode="reflect")
    h, w = a.shape[1], a.shape[2]
    ky = ((-1, -2, -1), (0, 0, 0), (1, 2, 1))
    outs = []
    for k in (ky, tuple(zip(*ky))):
        acc = None
        for i in range(3):
            for j in range(3):
                if k[i][j]:
                    t = ivy.multiply(p[:, i:i + h, j:j + w, :], float(k[i][j]))
                    acc = t if acc is None else ivy.add(acc, t)
        outs.append(acc)
    return wrap(ivy.stack(outs, axis=-1))

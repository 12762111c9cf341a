"""torch.nn.functional's vision functions: ``pad``, ``interpolate``/``upsample*``, ``grid_sample``,
``affine_grid``, ``pixel_shuffle``/``pixel_unshuffle``, ``channel_shuffle``, ``unfold``/``fold``.

``interpolate`` checks its arguments as torch does and calls ``ivy.interpolate`` (which follows
torch's modes and coordinate mappings); ``grid_sample`` calls the frontend's
``torch.grid_sampler`` (which calls ``ivy.grid_sample``). ``unfold`` gathers the sliding blocks;
``fold`` sums them back with one-hot selection matrices (its exact adjoint).

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> F.pad(torch.tensor([[1, 2]]), (1, 1)).tolist()
[[0, 1, 2, 0]]
"""

from __future__ import annotations

import math

import ivy

from ...tensor import Tensor
from ._util import D, arange_like, bget, check_float, dtype_of, rt_error, shape_of, t, tup, value_error, wrap

__all__ = ["pad", "interpolate", "upsample", "upsample_nearest", "upsample_bilinear", "grid_sample",
           "affine_grid", "pixel_shuffle", "pixel_unshuffle", "channel_shuffle", "native_channel_shuffle",
           "unfold", "fold"]

_PAD_MODE = {"constant": "constant", "reflect": "reflect", "replicate": "edge", "circular": "wrap"}


def pad(input, pad, mode="constant", value=None):  # noqa: A002
    """Pad (or, with negative amounts, crop) the last ``len(pad) // 2`` dimensions; ``pad`` lists
    (left, right) of the last dimension first."""
    a = t(input)
    pads = [int(v) for v in (pad.tolist() if isinstance(pad, Tensor) else pad)]
    if len(pads) % 2:
        raise rt_error("Padding length must be divisible by 2")
    k = len(pads) // 2
    if k > a.ndim:
        raise rt_error("Padding length should be less than or equal to two times the input dimension but got "
                       f"padding length {len(pads)} and input of dimension {a.ndim}")
    if mode not in _PAD_MODE:
        raise rt_error(f"Unrecognised padding mode {mode}")
    if mode != "constant":
        if value is not None and value != 0:
            raise rt_error(f"Padding mode \"{mode}\" doesn't take in value argument")
        if a.ndim not in (k + 1, k + 2) or k > 3:
            raise rt_error(f"Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now; got "
                           f"{a.ndim}D input with padding of {len(pads)} values")
    sizes = shape_of(a)
    width = [(0, 0)] * a.ndim
    crops = [None] * a.ndim
    for i in range(k):
        ax = a.ndim - 1 - i
        lo, hi = pads[2 * i], pads[2 * i + 1]
        n_ = sizes[ax]
        if mode == "reflect" and (lo >= n_ or hi >= n_):
            raise rt_error(f"Argument #4: Padding size should be less than the corresponding input dimension, but "
                           f"got: padding ({lo}, {hi}) at dimension {ax} of input {list(sizes)}")
        if mode == "circular" and (lo > n_ or hi > n_):
            raise rt_error("Padding value causes wrapping around more than once.")
        if mode == "replicate" and n_ == 0 and (lo > 0 or hi > 0):
            raise rt_error("padding of an empty dimension in replicate mode")
        if n_ + lo + hi < 0 or (mode != "constant" and n_ + lo + hi <= 0 and n_ > 0):
            raise rt_error(f"The input size {n_}, plus negative padding {lo} and {hi} resulted in a negative "
                           f"output size, which is invalid. Check dimension {ax} of your input.")
        width[ax] = (max(lo, 0), max(hi, 0))
        if lo < 0 or hi < 0:
            crops[ax] = (max(-lo, 0), max(-hi, 0))
    if mode == "replicate":
        for i in range(k):
            ax = a.ndim - 1 - i
            lo, hi = pads[2 * i], pads[2 * i + 1]
            if lo or hi:
                n_ = int(a.shape[ax])
                idx = [min(max(j - lo, 0), n_ - 1) for j in range(n_ + lo + hi)]
                ia = ivy.asarray(idx, dtype=ivy.int64, device=ivy.dev(a))
                a = ivy.gather(a, ia._data if ia.__class__ is ivy.Array else ia, axis=ax)
        return wrap(a)
    if any(c is not None for c in crops):
        key = tuple(slice(None) if c is None else slice(c[0], sizes[i] - c[1]) for i, c in enumerate(crops))
        a = bget(a, key)
    if any(w != (0, 0) for w in width):
        if mode == "constant":
            v = 0 if value is None else value
            d = dtype_of(a)
            if not (d.is_floating_point or d.is_complex):
                v = int(v) if d is not D.bool else bool(v)
            a = ivy.pad(a, width, mode="constant", constant_values=v)
        else:
            a = ivy.pad(a, width, mode=_PAD_MODE[mode])
    return wrap(a)


# ------------------------------------------------------------------ interpolation

_LINEAR_DIMS = {"linear": 1, "bilinear": 2, "trilinear": 3, "bicubic": 2}
_IVY_MODE = {"nearest": "nearest", "nearest-exact": "nearest_exact", "linear": "linear", "bilinear": "linear",
             "trilinear": "linear", "bicubic": "bicubic", "area": "area"}


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,  # noqa: A002
                recompute_scale_factor=None, antialias=False):
    """Resize the spatial dimensions of ``(N, C, *spatial)`` input to ``size`` or by ``scale_factor``
    (modes nearest, nearest-exact, linear, bilinear, bicubic, trilinear, area)."""
    a = t(input)
    if mode in ("nearest", "area", "nearest-exact"):
        if align_corners is not None:
            raise value_error("align_corners option can only be set with the interpolating modes: linear | "
                              "bilinear | bicubic | trilinear")
    else:
        if align_corners is None:
            align_corners = False
    dim = a.ndim - 2
    if dim < 1:
        raise rt_error(f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {a.ndim}D) for the modes: "
                       f"nearest | linear | bilinear | bicubic | trilinear | area | nearest-exact (got {mode})")
    if size is not None and scale_factor is not None:
        raise value_error("only one of size or scale_factor should be defined")
    scales = None
    if size is not None:
        if isinstance(size, (list, tuple)):
            if len(size) != dim:
                raise value_error(f"Input and output must have the same number of spatial dimensions, but got input "
                                  f"with spatial dimensions of {list(shape_of(a)[2:])} and output size of {size}. "
                                  "Please provide input tensor in (N, C, d1, d2, ...,dK) format and output size in "
                                  "(o1, o2, ...,oK) format.")
            out = [int(v) for v in size]
        else:
            out = [int(size)] * dim
    elif scale_factor is not None:
        if isinstance(scale_factor, (list, tuple)):
            if len(scale_factor) != dim:
                raise value_error(f"Input and scale_factor must have the same number of spatial dimensions, but got "
                                  f"input with spatial dimensions of {list(shape_of(a)[2:])} and scale_factor of "
                                  f"shape {scale_factor}. Please provide input tensor in (N, C, d1, d2, ...,dK) "
                                  "format and scale_factor in (s1, s2, ...,sK) format.")
            scales = [float(v) for v in scale_factor]
        else:
            scales = [float(scale_factor)] * dim
        out = None
    else:
        raise value_error("either size or scale_factor should be defined")
    if recompute_scale_factor and size is not None:
        raise value_error("recompute_scale_factor is not meaningful with an explicit size.")
    if mode == "area" and out is None:
        recompute_scale_factor = True
    if recompute_scale_factor and scales is not None:
        out = [int(math.floor(float(s) * f)) for s, f in zip(shape_of(a)[2:], scales)]
        scales = None
    if out is None:
        out = [int(math.floor(float(s) * f)) for s, f in zip(shape_of(a)[2:], scales)]
    if mode not in _IVY_MODE:
        if mode == "lanczos":
            raise rt_error("interpolate: mode='lanczos' is not supported by ivy_frontends")
        raise rt_error(f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {a.ndim}D) for the modes: "
                       f"nearest | linear | bilinear | bicubic | trilinear | area | nearest-exact (got {mode})")
    need = _LINEAR_DIMS.get(mode)
    if need is not None and need != dim:
        got = {1: "3D", 2: "4D", 3: "5D"}.get(dim, f"{a.ndim}D")
        raise rt_error(f"Got {got} input, but {mode} mode needs {need + 2}D input")
    if antialias and not (mode in ("bilinear", "bicubic") and a.ndim == 4):
        raise value_error("Anti-alias option is restricted to bilinear, bicubic, and lanczos modes and requires a "
                          "4-D tensor as input")
    d = dtype_of(a)
    if mode == "area":  # torch's adaptive average pool (which takes an empty output)
        from .pooling import adaptive_avg_pool1d, adaptive_avg_pool2d, adaptive_avg_pool3d

        f = (adaptive_avg_pool1d, adaptive_avg_pool2d, adaptive_avg_pool3d)[dim - 1]
        return f(wrap(a), out)
    if any(o <= 0 for o in out) or any(int(s) == 0 for s in shape_of(a)[2:]):
        raise rt_error(f"Input and output sizes should be greater than 0, but got input {list(shape_of(a)[2:])} "
                       f"output {out}")
    if d is D.uint8 and mode in ("bilinear", "bicubic"):
        # torch's uint8 kernels: computed in float, rounded half up and clamped to [0, 255]
        r = ivy.interpolate(ivy.astype(a, ivy.float32), tuple(out) if scales is None else None,
                            mode=_IVY_MODE[mode], scale_factor=None if scales is None else tuple(scales),
                            recompute_scale_factor=recompute_scale_factor, align_corners=align_corners,
                            antialias=antialias)
        return wrap(ivy.astype(ivy.clip(ivy.floor(ivy.add(r, 0.5)), 0, 255), ivy.uint8))
    if mode not in ("nearest", "nearest-exact"):
        check_float(a, "upsample_" + mode)
    r = ivy.interpolate(a, tuple(out) if scales is None else None, mode=_IVY_MODE[mode],
                        scale_factor=None if scales is None else tuple(scales),
                        recompute_scale_factor=recompute_scale_factor,
                        align_corners=align_corners if mode not in ("nearest", "nearest-exact") else None,
                        antialias=antialias)
    if dtype_of(r) is not d:
        r = ivy.astype(r, d._ivy)
    return wrap(r)


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):  # noqa: A002
    """Deprecated alias of :func:`interpolate`."""
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):  # noqa: A002
    """Nearest-neighbour upsampling (deprecated alias of ``interpolate(..., mode="nearest")``)."""
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):  # noqa: A002
    """Bilinear upsampling with ``align_corners=True`` (deprecated alias)."""
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


# ------------------------------------------------------------------ sampling grids

_GS_MODE = {"bilinear": 0, "nearest": 1, "bicubic": 2}
_GS_PAD = {"zeros": 0, "border": 1, "reflection": 2}


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):  # noqa: A002
    """Sample ``input`` ``(N, C, H, W)`` (or 5-D) at the normalized ``grid`` locations ``(N, H', W', 2)``."""
    from ... import grid_sampler

    if mode not in _GS_MODE:
        raise value_error(f"nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', but "
                          f"got: '{mode}'")
    if padding_mode not in _GS_PAD:
        raise value_error(f"nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "
                          f"'reflection', but got: '{padding_mode}'")
    return grid_sampler(input, grid, _GS_MODE[mode], _GS_PAD[padding_mode], bool(align_corners))


def _linspace(steps, align, like):
    """torch's ``linspace_from_neg_one``: the normalized coordinates of ``steps`` pixels."""
    if steps <= 1:
        r = ivy.zeros((max(steps, 1),), dtype=dtype_of(like)._ivy, device=ivy.dev(like))
        return r._data if r.__class__ is ivy.Array else r
    r = ivy.linspace(-1.0, 1.0, steps, dtype=dtype_of(like)._ivy, device=ivy.dev(like))
    r = r._data if r.__class__ is ivy.Array else r
    if not align:
        r = ivy.multiply(r, (steps - 1) / steps)
    return r


def affine_grid(theta, size, align_corners=None):
    """The sampling grid ``(N, H, W, 2)`` (or ``(N, D, H, W, 3)``) of the affine maps ``theta``
    ``(N, 2, 3)`` (``(N, 3, 4)``) for an output of ``size``."""
    th = t(theta)
    check_float(th, "affine_grid")
    size = [int(v) for v in size]
    align = bool(align_corners)
    if len(size) == 4:
        nb, _, h, w = size
        if th.ndim != 3 or shape_of(th)[1:] != (2, 3) or int(th.shape[0]) != nb:
            raise value_error(f"Expected a batch of 2D affine matrices of shape Nx2x3 for size {size}. Got "
                              f"{list(shape_of(th))}.")
        xs, ys = _linspace(w, align, th), _linspace(h, align, th)
        gx = ivy.broadcast_to(ivy.reshape(xs, (1, -1)), (h, w))
        gy = ivy.broadcast_to(ivy.reshape(ys, (-1, 1)), (h, w))
        base = ivy.stack([gx, gy, ivy.ones_like(gx)], axis=-1)  # (H, W, 3)
        g = ivy.einsum("hwk,njk->nhwj", base, th)
        return wrap(g)
    if len(size) == 5:
        nb, _, dd, h, w = size
        if th.ndim != 3 or shape_of(th)[1:] != (3, 4) or int(th.shape[0]) != nb:
            raise value_error(f"Expected a batch of 3D affine matrices of shape Nx3x4 for size {size}. Got "
                              f"{list(shape_of(th))}.")
        xs, ys, zs = _linspace(w, align, th), _linspace(h, align, th), _linspace(dd, align, th)
        gx = ivy.broadcast_to(ivy.reshape(xs, (1, 1, -1)), (dd, h, w))
        gy = ivy.broadcast_to(ivy.reshape(ys, (1, -1, 1)), (dd, h, w))
        gz = ivy.broadcast_to(ivy.reshape(zs, (-1, 1, 1)), (dd, h, w))
        base = ivy.stack([gx, gy, gz, ivy.ones_like(gx)], axis=-1)
        return wrap(ivy.einsum("dhwk,njk->ndhwj", base, th))
    raise NotImplementedError(f"affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
                              f"respectively. Got size {size}.")


# ------------------------------------------------------------------ shuffles

def pixel_shuffle(input, upscale_factor):  # noqa: A002
    """``(*, C r**2, H, W)`` -> ``(*, C, H r, W r)``."""
    a = t(input)
    r = int(upscale_factor)
    if a.ndim < 3:
        raise rt_error(f"pixel_shuffle expects input to have at least 3 dimensions, but got input with {a.ndim} "
                       "dimension(s)")
    if r <= 0:
        raise rt_error(f"pixel_shuffle expects a positive upscale_factor, but got {r}")
    *lead, c, h, w = shape_of(a)
    if c % (r * r):
        raise rt_error(f"pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of "
                       f"upscale_factor, but input.size(-3)={c} is not divisible by {r * r}")
    oc = c // (r * r)
    nl = len(lead)
    x = ivy.reshape(a, tuple(lead) + (oc, r, r, h, w))
    perm = tuple(range(nl)) + (nl, nl + 3, nl + 1, nl + 4, nl + 2)
    x = ivy.permute_dims(x, perm)
    return wrap(ivy.reshape(x, tuple(lead) + (oc, h * r, w * r)))


def pixel_unshuffle(input, downscale_factor):  # noqa: A002
    """``(*, C, H r, W r)`` -> ``(*, C r**2, H, W)``."""
    a = t(input)
    r = int(downscale_factor)
    if a.ndim < 3:
        raise rt_error(f"pixel_unshuffle expects input to have at least 3 dimensions, but got input with {a.ndim} "
                       "dimension(s)")
    if r <= 0:
        raise rt_error(f"pixel_unshuffle expects a positive downscale_factor, but got {r}")
    *lead, c, h, w = shape_of(a)
    if h % r or w % r:
        raise rt_error(f"pixel_unshuffle expects height and width to be divisible by downscale_factor, but got "
                       f"height={h}, width={w}, downscale_factor={r}")
    nl = len(lead)
    x = ivy.reshape(a, tuple(lead) + (c, h // r, r, w // r, r))
    perm = tuple(range(nl)) + (nl, nl + 2, nl + 4, nl + 1, nl + 3)
    x = ivy.permute_dims(x, perm)
    return wrap(ivy.reshape(x, tuple(lead) + (c * r * r, h // r, w // r)))


def channel_shuffle(input, groups):  # noqa: A002
    """Interleave the channels (dim 1) of ``input`` from ``groups`` groups."""
    a = t(input)
    g = int(groups)
    if a.ndim <= 2:
        raise rt_error(f"channel_shuffle expects input to have at least 3 dimensions, but got input with {a.ndim} "
                       "dimension(s)")
    if g <= 0:
        raise rt_error(f"Number of groups to divide channels in must be positive. Value of groups:{g}")
    s = shape_of(a)
    c = s[1]
    if c % g:
        raise rt_error(f"Number of channels must be divisible by groups. Got {c} channels and {g} groups.")
    x = ivy.reshape(a, (s[0], g, c // g) + s[2:])
    x = ivy.permute_dims(x, (0, 2, 1) + tuple(range(3, len(s) + 1)))
    return wrap(ivy.reshape(x, s))


native_channel_shuffle = channel_shuffle


# ------------------------------------------------------------------ unfold / fold (im2col / col2im)

def _block_index(size, k, d, p, s):
    """(O, k) input positions (in the padded input) of the sliding blocks along one axis."""
    o = (size + 2 * p - d * (k - 1) - 1) // s + 1
    return o, [[i * s + j * d for j in range(k)] for i in range(o)]


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):  # noqa: A002
    """Sliding ``kernel_size`` blocks of ``(N, C, H, W)`` input as columns: ``(N, C * kh * kw, L)``."""
    a = t(input)
    if a.ndim not in (3, 4):
        raise NotImplementedError(f"Input Error: Only 3D or 4D input Tensors are supported (got {a.ndim}D)")
    batched = a.ndim == 4
    x = a if batched else ivy.expand_dims(a, axis=0)
    kh, kw = tup(kernel_size, 2, "kernel_size")
    dh, dw = tup(dilation, 2, "dilation")
    ph, pw = tup(padding, 2, "padding")
    sh, sw = tup(stride, 2, "stride")
    if min(kh, kw) <= 0 or min(dh, dw) <= 0 or min(sh, sw) <= 0 or min(ph, pw) < 0:
        raise rt_error("unfold: kernel_size, dilation and stride must be positive and padding non-negative")
    nb, c, h, w = shape_of(x)
    oh, ih = _block_index(h, kh, dh, ph, sh)
    ow, iw = _block_index(w, kw, dw, pw, sw)
    if oh <= 0 or ow <= 0:
        raise rt_error(f"Given input with spatial size ({h}, {w}), kernel_size=({kh}, {kw}), dilation=({dh}, {dw}), "
                       f"padding=({ph}, {pw}), calculated shape of the array of sliding blocks as ({oh}, {ow}), but "
                       "its components must be at least one.")
    if ph or pw:
        x = ivy.pad(x, [(0, 0), (0, 0), (ph, ph), (pw, pw)])
    dev = ivy.dev(x)
    iha = ivy.asarray(ih, dtype=ivy.int64, device=dev)
    iwa = ivy.asarray(iw, dtype=ivy.int64, device=dev)
    iha = iha._data if iha.__class__ is ivy.Array else iha
    iwa = iwa._data if iwa.__class__ is ivy.Array else iwa
    g = ivy.gather(x, iha, axis=2)  # (N, C, oh, kh, Wp)
    g = ivy.gather(g, iwa, axis=4)  # (N, C, oh, kh, ow, kw)
    g = ivy.permute_dims(g, (0, 1, 3, 5, 2, 4))  # (N, C, kh, kw, oh, ow)
    r = ivy.reshape(g, (nb, c * kh * kw, oh * ow))
    return wrap(r if batched else ivy.squeeze(r, axis=0))


def _select(size_p, o, k, d, s, like):
    """One-hot (size_p, o, k): 1 where padded position h is block o's element j."""
    pos = ivy.reshape(arange_like(size_p, like), (-1, 1, 1))
    want = ivy.add(ivy.reshape(ivy.multiply(arange_like(o, like), s), (1, -1, 1)),
                   ivy.reshape(ivy.multiply(arange_like(k, like), d), (1, 1, -1)))
    return ivy.astype(ivy.equal(pos, want), dtype_of(like)._ivy)


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):  # noqa: A002
    """The adjoint of :func:`unfold`: columns ``(N, C * kh * kw, L)`` summed back into ``(N, C, H, W)``."""
    a = t(input)
    if a.ndim not in (2, 3):
        raise NotImplementedError(f"Input Error: Only unbatched (2D) or batched (3D) input Tensors are supported "
                                  f"(got {a.ndim}D)")
    batched = a.ndim == 3
    x = a if batched else ivy.expand_dims(a, axis=0)
    h, w = tup(output_size, 2, "output_size")
    kh, kw = tup(kernel_size, 2, "kernel_size")
    dh, dw = tup(dilation, 2, "dilation")
    ph, pw = tup(padding, 2, "padding")
    sh, sw = tup(stride, 2, "stride")
    nb, ck, ln = shape_of(x)
    if ck % (kh * kw):
        raise rt_error(f"Expected size of input's dimension 1 to be divisible by the product of kernel_size, but got "
                       f"input.size(1)={ck} and kernel_size=({kh}, {kw})")
    c = ck // (kh * kw)
    oh = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    ow = (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    if oh * ow != ln:
        raise rt_error(f"Given output_size=({h}, {w}), kernel_size=({kh}, {kw}), dilation=({dh}, {dw}), "
                       f"padding=({ph}, {pw}), stride=({sh}, {sw}), expected size of input's dimension 2 to match "
                       f"the calculated number of sliding blocks {oh} * {ow} = {oh * ow}, but got input.size(2)={ln}.")
    check_float(x, "col2im")
    cols = ivy.reshape(x, (nb, c, kh, kw, oh, ow))
    sel_h = _select(h + 2 * ph, oh, kh, dh, sh, x)  # (Hp, oh, kh)
    sel_w = _select(w + 2 * pw, ow, kw, dw, sw, x)  # (Wp, ow, kw)
    y = ivy.einsum("ncijab,hai->ncjhb", cols, sel_h)
    y = ivy.einsum("ncjhb,wbj->nchw", y, sel_w)
    if ph or pw:
        y = bget(y, (slice(None), slice(None), slice(ph, ph + h), slice(pw, pw + w)))
    return wrap(y if batched else ivy.squeeze(y, axis=0))

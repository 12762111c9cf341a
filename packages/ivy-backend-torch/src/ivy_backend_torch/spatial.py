"""Spatial functions on PyTorch: torch.nn.functional's conv*/conv_transpose*, pools, interpolate,
grid_sample.

Shapes, paddings and output sizes come from ivy-core's shared argument handling
(``ivy.api._spatial_impl``), so they agree with the composition; torch computes.
Asymmetric padding (TensorFlow's SAME, explicit pairs) is applied with ``F.pad``
first; input dilation is zero insertion. Integer max pooling, the TensorFlow-defined
interpolation modes and the cases torch lacks go to ivy-core's composition.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

import ivy
from ivy.api import _spatial_impl as S
from ivy.plugin import partial

from .hooks import NATIVE_DTYPES

_IVY_OF = {v: k for k, v in NATIVE_DTYPES.items()}
_FL = frozenset((torch.float32, torch.float64, torch.float16, torch.bfloat16))
_F3264 = frozenset((torch.float32, torch.float64))
_CONV = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}
_CONVT = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}
_MAXP = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}
_AVGP = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}
_F32 = torch.float32


def _prep(x, w, fn):
    """x and w in the dtype the convolution computes in."""
    dx, dw = x.dtype, w.dtype
    if dx is dw and dx in _FL:
        return x, w, dx
    ix, iw = _IVY_OF[dx], _IVY_OF[dw]
    if ix.kind == "c" or iw.kind == "c":
        raise ivy.UnsupportedDtypeError(f"ivy.{fn}: complex input is not supported")
    d = NATIVE_DTYPES[S.result_float(ix, iw)]
    return x.to(d), w.to(d), d


def _to_cf(x, s):
    """(*batch, ...) -> (N, C, *spatial)."""
    nb = len(s.batch)
    if nb != 1:
        x = x.reshape((-1,) + tuple(x.shape[nb:]))
    return x.permute(s.perm_cf) if s.cl else x


def _from_cf(y, s):
    if s.cl:
        y = y.permute(s.perm_cl)
    if len(s.batch) != 1:
        y = y.reshape(tuple(s.batch) + tuple(y.shape[1:]))
    return y


def _pad_list(pads, extra=None):
    """(low, high) pairs (first axis first) as F.pad's list (last axis first)."""
    out = []
    for i in range(len(pads) - 1, -1, -1):
        lo, hi = pads[i][0], pads[i][1]
        out += [lo, hi + (extra[i] if extra else 0)]
    return out


def _dilate(x, xdil, n):
    if all(d == 1 for d in xdil):
        return x
    shp = list(x.shape)
    new = shp[:2] + [(s - 1) * d + 1 if s else 0 for s, d in zip(shp[2:], xdil)]
    y = x.new_zeros(new)
    y[(slice(None), slice(None)) + tuple(slice(None, None, d) for d in xdil)] = x
    return y


def _conv(x, w, n, strides, padding, data_format, filter_format, groups, x_dilations, dilations, bias, fn):
    s = S.conv_spec(tuple(x.shape), tuple(w.shape), n, strides, padding, data_format, filter_format, groups,
                    x_dilations, dilations, fn)
    if bias is not None:
        S.check_bias(bias.shape, s, fn)
    x, w, d = _prep(x, w, fn)
    x = _to_cf(x, s)
    if s.xdil != (1,) * n:
        x = _dilate(x, s.xdil, n)
    if s.fcl:
        w = w.permute(s.wperm)
    if bias is not None and bias.dtype is not d:
        bias = bias.to(d)
    pad = s.sym
    if pad is None:
        x = F.pad(x, _pad_list(s.pads))
        pad = 0
    return _from_cf(_CONV[n](x, w, bias, s.strides, pad, s.dil, groups), s)


def conv1d(x, filters, strides, padding, /, *, data_format="NWC", filter_format="channel_last", x_dilations=1,
           dilations=1, bias=None):
    return _conv(x, filters, 1, strides, padding, data_format, filter_format, 1, x_dilations, dilations, bias,
                 "conv1d")


_FAST_PADS = {"VALID": 0, "SAME": "SAME"}


def _same_symmetric(filters, strides, dilations):
    """SAME's padding as torch's symmetric (h, w) pads, at stride 1 with odd effective kernels
    (None otherwise: the general path pads the odd pixel at the end)."""
    if filters.ndim != 4 or not (strides == 1 or strides.__class__ is not int and tuple(strides) == (1, 1)):
        return None
    dh, dw = (dilations, dilations) if dilations.__class__ is int else dilations
    th = (filters.shape[2] - 1) * dh
    tw = (filters.shape[3] - 1) * dw
    return (th // 2, tw // 2) if th % 2 == 0 and tw % 2 == 0 else None


def conv2d(x, filters, strides, padding, /, *, data_format="NHWC", filter_format="channel_last", x_dilations=1,
           dilations=1, bias=None):
    # Fast path: torch's own layout, symmetric or VALID padding (SAME at stride 1 is symmetric
    # when both effective kernel sizes are odd), one float dtype.
    if data_format == "NCHW" and filter_format == "channel_first" and x_dilations == 1 and x.ndim == 4 \
            and (strides.__class__ is int or len(strides) == 2) \
            and (dilations.__class__ is int or len(dilations) == 2):
        pad = padding if padding.__class__ is int else _FAST_PADS.get(padding) if padding.__class__ is str else None
        if pad == "SAME":
            pad = _same_symmetric(filters, strides, dilations)
        d = x.dtype
        if pad is not None and d is filters.dtype and d in _FL and (bias is None or bias.dtype is d):
            return F.conv2d(x, filters, bias, strides, pad, dilations)
    return _conv(x, filters, 2, strides, padding, data_format, filter_format, 1, x_dilations, dilations, bias,
                 "conv2d")


def conv3d(x, filters, strides, padding, /, *, data_format="NDHWC", filter_format="channel_last", x_dilations=1,
           dilations=1, bias=None):
    return _conv(x, filters, 3, strides, padding, data_format, filter_format, 1, x_dilations, dilations, bias,
                 "conv3d")


def conv_general_dilated(x, filters, strides, padding, /, *, dims=2, data_format="channel_last",
                         filter_format="channel_last", feature_group_count=1, x_dilations=1, dilations=1, bias=None):
    if dims not in (1, 2, 3):
        raise ivy.InvalidArgumentError(f"ivy.conv_general_dilated: dims must be 1, 2 or 3, got {dims!r}")
    return _conv(x, filters, dims, strides, padding, data_format, filter_format, feature_group_count, x_dilations,
                 dilations, bias, "conv_general_dilated")


def depthwise_conv2d(x, filters, strides, padding, /, *, data_format="NHWC", dilations=1):
    cl = S.is_channel_last(data_format, 2, "depthwise_conv2d")
    if x.dim() < 3:
        raise ivy.ShapeError(
            f"ivy.depthwise_conv2d: input needs at least 3 dimensions, got shape {tuple(x.shape)}")
    c = x.shape[-1] if cl else x.shape[-3]
    if filters.dim() not in (3, 4) or filters.shape[2] != c:
        raise ivy.ShapeError(f"ivy.depthwise_conv2d: filters must be (fh, fw, {c}) or (fh, fw, {c}, multiplier), "
                             f"got shape {tuple(filters.shape)}")
    w = filters.reshape(tuple(filters.shape[:2]) + (1, -1))
    return _conv(x, w, 2, strides, padding, data_format, "channel_last", c, 1, dilations, None, "depthwise_conv2d")


def _convt(x, w, n, strides, padding, output_shape, data_format, filter_format, groups, dilations, bias, fn):
    s = S.conv_transpose_spec(tuple(x.shape), tuple(w.shape), n, strides, padding, output_shape, data_format,
                              filter_format, groups, dilations, fn)
    if bias is not None:
        S.check_bias(bias.shape, s, fn)
    x, w, d = _prep(x, w, fn)
    x = _to_cf(x, s)
    if s.fcl:
        w = w.permute(s.wperm)
    if bias is not None and bias.dtype is not d:
        bias = bias.to(d)
    if 0 in s.out:  # torch refuses an empty result ("Output size is too small"; found by a thorough run)
        return _from_cf(x.new_zeros((x.shape[0], s.cout) + s.out), s)
    ok = all(lo >= 0 and hi >= 0 and 0 <= lo - hi < max(st, dl)
             for (lo, hi), st, dl in zip(s.pads, s.strides, s.dil))
    if ok:
        y = _CONVT[n](x, w, bias, s.strides, tuple(lo for lo, _ in s.pads), tuple(lo - hi for lo, hi in s.pads),
                      groups, s.dil)
    else:
        y = _CONVT[n](x, w, None, s.strides, 0, 0, groups, s.dil)
        y = F.pad(y, [-v for v in _pad_list(s.pads)])
        if bias is not None:
            y = y + bias.reshape((-1,) + (1,) * n)
    return _from_cf(y, s)


def conv1d_transpose(x, filters, strides, padding, /, *, output_shape=None, filter_format="channel_last",
                     data_format="NWC", dilations=1, bias=None):
    return _convt(x, filters, 1, strides, padding, output_shape, data_format, filter_format, 1, dilations, bias,
                  "conv1d_transpose")


def conv2d_transpose(x, filters, strides, padding, /, *, output_shape=None, filter_format="channel_last",
                     data_format="NHWC", dilations=1, bias=None):
    return _convt(x, filters, 2, strides, padding, output_shape, data_format, filter_format, 1, dilations, bias,
                  "conv2d_transpose")


def conv3d_transpose(x, filters, strides, padding, /, *, output_shape=None, filter_format="channel_last",
                     data_format="NDHWC", dilations=1, bias=None):
    return _convt(x, filters, 3, strides, padding, output_shape, data_format, filter_format, 1, dilations, bias,
                  "conv3d_transpose")


def conv_general_transpose(x, filters, strides, padding, /, *, dims=2, output_shape=None,
                           filter_format="channel_last", data_format="channel_last", dilations=1,
                           feature_group_count=1, bias=None):
    if dims not in (1, 2, 3):
        raise ivy.InvalidArgumentError(f"ivy.conv_general_transpose: dims must be 1, 2 or 3, got {dims!r}")
    return _convt(x, filters, dims, strides, padding, output_shape, data_format, filter_format, feature_group_count,
                  dilations, bias, "conv_general_transpose")


# ------------------------------------------------------------------ pooling


class _PoolShape:
    __slots__ = ("batch", "cl", "perm_cf", "perm_cl")  # what _to_cf/_from_cf read


def _pool_prep(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, fn):
    batch, spatial, c, cl, k, st, dil, pads, out = S.pool_spec(tuple(x.shape), n, kernel, strides, padding, dilation,
                                                               ceil_mode, data_format, fn)
    ps = _PoolShape()
    ps.batch, ps.cl = batch, cl
    ps.perm_cf = (0, n + 1) + tuple(range(1, n + 1))
    ps.perm_cl = (0,) + tuple(range(2, n + 2)) + (1,)
    return _to_cf(x, ps), ps, spatial, k, st, dil, pads, out


def _float_input(x, *a, **k):
    return x.dtype in _FL


def _max_pool(x, n, kernel, strides, padding, data_format, dilation, ceil_mode, fn):
    x, ps, spatial, k, st, dil, pads, out = _pool_prep(x, n, kernel, strides, padding, dilation, ceil_mode,
                                                       data_format, fn)
    if all(lo == hi and not ex and 2 * lo <= ka for (lo, hi, ex), ka in zip(pads, k)):
        y = _MAXP[n](x, k, st, tuple(p[0] for p in pads), dil)
    else:
        x = F.pad(x, _pad_list(pads, [p[2] for p in pads]), value=-math.inf)
        y = _MAXP[n](x, k, st, 0, dil)
    return _from_cf(y, ps)


@partial(_float_input)
def max_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, 1, kernel, strides, padding, data_format, dilation, ceil_mode, "max_pool1d")


@partial(_float_input)
def max_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, 2, kernel, strides, padding, data_format, dilation, ceil_mode, "max_pool2d")


@partial(_float_input)
def max_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, 3, kernel, strides, padding, data_format, dilation, ceil_mode, "max_pool3d")


def _avg_pool(x, n, kernel, strides, padding, data_format, count_include_pad, ceil_mode, divisor, fn):
    if x.dtype not in _FL:
        if _IVY_OF[x.dtype].kind == "c":
            raise ivy.UnsupportedDtypeError(f"ivy.{fn}: complex input is not supported")
        x = x.to(_F32)
    x, ps, spatial, k, st, dil, pads, out = _pool_prep(x, n, kernel, strides, padding, 1, ceil_mode, data_format, fn)
    if ps.cl and x.device.type != "cpu" and any(p[0] or p[1] for p in pads):
        # CUDA's avg_pool backward gives wrong gradients for channels-last strides with padding
        # (pytorch#188344), which the layout permute makes: pool a contiguous copy there
        x = x.contiguous()
    if all(lo == hi and 2 * lo <= ka for (lo, hi, _e), ka in zip(pads, k)) and (n > 1 or not divisor):
        args = (x, k, st, tuple(p[0] for p in pads), ceil_mode, count_include_pad)
        y = _AVGP[n](*args) if n == 1 else _AVGP[n](*args, divisor_override=divisor or None)
    else:
        x = F.pad(x, _pad_list(pads, [p[2] for p in pads]))
        y = _AVGP[n](x, k, st, 0, False, True)
        kk = math.prod(k)
        if divisor:
            y = y * (kk / divisor)
        else:
            for ax, cnt in enumerate(S.avg_counts(spatial, k, st, pads, out, count_include_pad)):
                shape = [1] * (n + 2)
                shape[ax + 2] = len(cnt)
                y = y * torch.tensor([k[ax] / c if c else math.inf for c in cnt],
                                     dtype=y.dtype, device=y.device).reshape(shape)
    return _from_cf(y, ps)


def avg_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", count_include_pad=False, ceil_mode=False,
               division_override=None):
    return _avg_pool(x, 1, kernel, strides, padding, data_format, count_include_pad, ceil_mode, division_override,
                     "avg_pool1d")


def avg_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", count_include_pad=False, ceil_mode=False,
               divisor_override=None):
    return _avg_pool(x, 2, kernel, strides, padding, data_format, count_include_pad, ceil_mode, divisor_override,
                     "avg_pool2d")


def avg_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", count_include_pad=False, ceil_mode=False,
               divisor_override=None):
    return _avg_pool(x, 3, kernel, strides, padding, data_format, count_include_pad, ceil_mode, divisor_override,
                     "avg_pool3d")


def _adaptive_ok(input, output_size, *a, **k):  # noqa: A002
    # (an output size of 0: torch gives an empty result, ivy-core's composition refuses it)
    sizes = (output_size,) if isinstance(output_size, int) else output_size
    return input.dtype in _F3264 and input.numel() > 0 and all(s is None or s >= 1 for s in sizes)


@partial(_adaptive_ok)
def adaptive_avg_pool1d(input, output_size, /):  # noqa: A002 - Ivy's name
    shp = tuple(input.shape)
    if len(shp) < 2:
        raise ivy.ShapeError(f"ivy.adaptive_avg_pool1d: input needs at least 2 dimensions, got shape {shp}")
    y = F.adaptive_avg_pool1d(input.reshape((-1,) + shp[-2:]), output_size)
    return y.reshape(shp[:-1] + tuple(y.shape[-1:]))


@partial(_adaptive_ok)
def adaptive_avg_pool2d(input, output_size, /, *, data_format="NHWC"):  # noqa: A002 - Ivy's name
    cl = S.is_channel_last(data_format, 2, "adaptive_avg_pool2d")
    x = input
    if x.dim() < 3:
        raise ivy.ShapeError(f"ivy.adaptive_avg_pool2d: input needs at least 3 dimensions, got shape {tuple(x.shape)}")
    if cl:
        x = x.movedim(-1, -3)
    shp = tuple(x.shape)
    y = F.adaptive_avg_pool2d(x.reshape((-1,) + shp[-3:]), output_size)
    y = y.reshape(shp[:-2] + tuple(y.shape[-2:]))
    return y.movedim(-3, -1) if cl else y


# ------------------------------------------------------------------ interpolation

_TORCH_NAME = {"nearest": "nearest", "nearest_exact": "nearest-exact", "nearest-exact": "nearest-exact",
               "area": "area"}
_LINEAR = ("linear", "bilinear", "trilinear", "nd")
_LIN_NAME = {1: "linear", 2: "bilinear", 3: "trilinear"}


def _n_spatial(x, size, scale_factor):
    if isinstance(size, (list, tuple)):
        return len(size)
    if isinstance(scale_factor, (list, tuple)):
        return len(scale_factor)
    return x.dim() - 2


def _interp_native(x, size, /, *, mode="linear", scale_factor=None, recompute_scale_factor=None, align_corners=None,
                   antialias=False):
    if x.dtype not in _F3264:
        return False
    n = _n_spatial(x, size, scale_factor)
    if n < 1 or n > 3:
        return False
    if mode in _LINEAR:
        return not antialias or n == 2
    if mode == "bicubic":
        return n == 2
    return mode in _TORCH_NAME and not antialias


@partial(_interp_native)
def interpolate(x, size, /, *, mode="linear", scale_factor=None, recompute_scale_factor=None, align_corners=None,
                antialias=False):
    mode, n, spatial, out, _scales = S.interp_spec(tuple(x.shape), size, mode, scale_factor, recompute_scale_factor,
                                                   align_corners, antialias)
    shp = tuple(x.shape)
    xb = x.reshape((-1, 1) + spatial)
    if mode in _LINEAR:
        tm = _LIN_NAME[n]
    else:
        tm = _TORCH_NAME.get(mode, mode)
    kw = {"align_corners": align_corners} if tm in ("linear", "bilinear", "trilinear", "bicubic") else {}
    if size is not None:
        y = F.interpolate(xb, size=out, mode=tm, antialias=antialias, **kw)
    else:
        sf = tuple(float(v) for v in scale_factor) if isinstance(scale_factor, (list, tuple)) else float(scale_factor)
        y = F.interpolate(xb, scale_factor=sf, mode=tm, recompute_scale_factor=recompute_scale_factor,
                          antialias=antialias, **kw)
    return y.reshape(shp[:-n] + tuple(y.shape[2:]))


# ------------------------------------------------------------------ grid sampling


def _grid_native(x, grid, /, *, mode="bilinear", padding_mode="zeros", align_corners=False):
    return x.dtype in _F3264 and grid.dtype is x.dtype


@partial(_grid_native)
def grid_sample(x, grid, /, *, mode="bilinear", padding_mode="zeros", align_corners=False):
    S.grid_sample_spec(tuple(x.shape), tuple(grid.shape), mode, padding_mode)
    return F.grid_sample(x, grid, mode=mode, padding_mode=padding_mode, align_corners=bool(align_corners))

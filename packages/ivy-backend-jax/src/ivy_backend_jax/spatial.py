"""Spatial functions on JAX: lax.conv_general_dilated, lax.reduce_window, jax.image.resize.

Shapes, paddings and output sizes come from ivy-core's shared argument handling
(``ivy.api._spatial_impl``) so they agree with the composition. Transposed
convolutions are stride-1 convolutions of the stride-dilated input with the
flipped kernel (lax's ``lhs_dilation``). ``interpolate`` uses ``jax.image.resize``
for the modes it defines exactly (multilinear without align_corners, lanczos3,
lanczos5, Keys cubic) and ivy-core's composition for the rest; adaptive pooling
is the composition.
"""

from __future__ import annotations

import functools
import itertools
import math

import jax
import jax.image
import jax.numpy as jnp
import numpy as np
from jax import lax

import ivy
from ivy.api import _spatial_impl as S
from ivy.plugin import partial

from .hooks import NATIVE_DTYPES

_IVY_OF = {v: k for k, v in NATIVE_DTYPES.items()}
_F32 = NATIVE_DTYPES[ivy.float32]
_SP = {1: "W", 2: "HW", 3: "DHW"}


def _ivy(d):
    return _IVY_OF[jnp.dtype(d)]


def _dtype(x, w, fn):
    """The dtype the convolution computes in."""
    ix, iw = _ivy(x.dtype), _ivy(w.dtype)
    if ix.kind == "c" or iw.kind == "c":
        raise ivy.UnsupportedDtypeError(f"ivy.{fn}: complex input is not supported")
    return NATIVE_DTYPES[S.result_float(ix, iw)]


def _prep(x, w, fn):
    d = _dtype(x, w, fn)
    return x.astype(d), w.astype(d), d


def _flat(x, s):
    return x.reshape((-1,) + tuple(x.shape[len(s.batch):]))


def _unflat(y, s):
    return y.reshape(tuple(s.batch) + tuple(y.shape[1:]))


def _add_bias(y, bias, s, d):
    if bias is None:
        return y
    b = bias.astype(d)
    return y + (b if s.cl else b.reshape((-1,) + (1,) * s.n))


def _dn(s, filter_cl):
    sp = _SP[s.n]
    lhs = "N" + sp + "C" if s.cl else "NC" + sp
    rhs = sp + "IO" if filter_cl else "OI" + sp
    return (lhs, rhs, lhs)


# A depthwise convolution (one group per input channel) as a sum of shifted, strided slices times
# the kernel's taps, up to this many taps: XLA's CPU grouped convolution is 30-100x slower than
# that sum for such filters (a 1x5 depthwise blur of 8x3x64x68: 14 ms against 0.1 ms; 3x3 over
# 8x256x28x28: 51 ms against 0.5 ms), and the sum fuses into one loop.
DEPTHWISE_MAX_TAPS = 64


def _depthwise(s, groups):
    """Whether the convolution ``s`` takes the shifted-sum route (see DEPTHWISE_MAX_TAPS)."""
    return (groups > 1 and groups == s.cin and math.prod(s.k) <= DEPTHWISE_MAX_TAPS and all(o > 0 for o in s.out)
            and all(v == 1 for v in s.xdil) and all(lo >= 0 and hi >= 0 for lo, hi in s.pads))


def _depthwise_sum(x, w, s):
    """The depthwise convolution ``s`` of ``x`` ((B, C, *sp) or (B, *sp, C)) as a sum over the
    kernel's taps of a strided slice of the padded input times the tap's weights."""
    if not s.cl:
        x = jnp.moveaxis(x, 1, -1)
    if any(lo or hi for lo, hi in s.pads):
        x = jnp.pad(x, [(0, 0)] + [tuple(p) for p in s.pads] + [(0, 0)])
    k = tuple(s.k)
    wk = w.reshape(k + (s.cout,)) if s.fcl else jnp.moveaxis(w.reshape((s.cout,) + k), 0, -1)
    if s.cout != s.cin:  # (a channel multiplier: output channel o reads input channel o // multiplier)
        x = jnp.repeat(x, s.cout // s.cin, axis=-1)
    acc = None
    for tap in itertools.product(*(range(kk) for kk in k)):
        idx = tuple(slice(t * dl, t * dl + (o - 1) * st + 1, st) for t, dl, o, st in zip(tap, s.dil, s.out, s.strides))
        term = x[(slice(None),) + idx] * wk[tap]
        acc = term if acc is None else acc + term
    return acc if s.cl else jnp.moveaxis(acc, -1, 1)


@functools.partial(jax.jit, static_argnums=(3, 4, 5))
def _conv_jit(x, w, bias, s, groups, d):
    """The cast, reshapes, convolution and bias as one XLA computation: one dispatch (eagerly
    they were six). ``s`` (a cached ConvSpec) and ``d`` are static."""
    xf, wd = _flat(x.astype(d), s), w.astype(d)
    if _depthwise(s, groups):
        y = _depthwise_sum(xf, wd, s)
    else:
        y = lax.conv_general_dilated(xf, wd, s.strides, s.pads, lhs_dilation=s.xdil, rhs_dilation=s.dil,
                                     dimension_numbers=_dn(s, s.fcl), feature_group_count=groups)
    return _unflat(_add_bias(y, bias, s, d), s)


def _conv(x, w, n, strides, padding, data_format, filter_format, groups, x_dilations, dilations, bias, fn):
    s = S.conv_spec(tuple(x.shape), tuple(w.shape), n, strides, padding, data_format, filter_format, groups,
                    x_dilations, dilations, fn)
    if bias is not None:
        S.check_bias(bias.shape, s, fn)
    return _conv_jit(x, w, bias, s, groups, _dtype(x, w, fn))


def conv1d(x, filters, strides, padding, /, *, data_format="NWC", filter_format="channel_last", x_dilations=1,
           dilations=1, bias=None):
    return _conv(x, filters, 1, strides, padding, data_format, filter_format, 1, x_dilations, dilations, bias,
                 "conv1d")


def conv2d(x, filters, strides, padding, /, *, data_format="NHWC", filter_format="channel_last", x_dilations=1,
           dilations=1, bias=None):
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
    if x.ndim < 3:
        raise ivy.ShapeError(f"ivy.depthwise_conv2d: input needs at least 3 dimensions, got shape {x.shape}")
    c = x.shape[-1] if cl else x.shape[-3]
    if filters.ndim not in (3, 4) or filters.shape[2] != c:
        raise ivy.ShapeError(f"ivy.depthwise_conv2d: filters must be (fh, fw, {c}) or (fh, fw, {c}, multiplier), "
                             f"got shape {filters.shape}")
    w = filters.reshape(tuple(filters.shape[:2]) + (1, -1))
    return _conv(x, w, 2, strides, padding, data_format, "channel_last", c, 1, dilations, None, "depthwise_conv2d")


def _convt(x, w, n, strides, padding, output_shape, data_format, filter_format, groups, dilations, bias, fn):
    s = S.conv_transpose_spec(tuple(x.shape), tuple(w.shape), n, strides, padding, output_shape, data_format,
                              filter_format, groups, dilations, fn)
    if bias is not None:
        S.check_bias(bias.shape, s, fn)
    x, w, d = _prep(x, w, fn)
    # (I, O/g, *k) -> (*k, I/g, O), flipped: the equivalent forward conv's filters
    if s.fcl:
        w = jnp.transpose(w, (n + 1, n) + tuple(range(n)))
    cin, cout_g, k = w.shape[0], w.shape[1], w.shape[2:]
    g = groups
    w = w.reshape((g, cin // g, cout_g) + tuple(k))
    w = jnp.transpose(w, tuple(range(3, 3 + n)) + (1, 0, 2)).reshape(tuple(k) + (cin // g, g * cout_g))
    w = jnp.flip(w, tuple(range(n)))
    pads = S.transpose_as_conv_pads(s)
    y = lax.conv_general_dilated(_flat(x, s), w, (1,) * n, [(max(lo, 0), max(hi, 0)) for lo, hi in pads],
                                 lhs_dilation=s.strides, rhs_dilation=s.dil, dimension_numbers=_dn(s, True),
                                 feature_group_count=groups)
    if any(lo < 0 or hi < 0 for lo, hi in pads):
        off = 1 if s.cl else 2
        key = [slice(None)] * y.ndim
        for ax, (lo, hi) in enumerate(pads):
            key[ax + off] = slice(max(-lo, 0), y.shape[ax + off] - max(-hi, 0))
        y = y[tuple(key)]
    return _unflat(_add_bias(y, bias, s, d), s)


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


def _window(n, cl, nb, vals, fill=1):
    """Per-axis tuple over (*batch, spatial..., C) / (*batch, C, spatial...)."""
    lead = (fill,) * (nb + (0 if cl else 1))
    return lead + tuple(vals) + ((fill,) if cl else ())


def _pool(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, kind, fn, count_include_pad=False,
          divisor=None):
    batch, spatial, c, cl, k, st, dil, pads, out = S.pool_spec(tuple(x.shape), n, kernel, strides, padding,
                                                               dilation, ceil_mode, data_format, fn)
    d = _ivy(x.dtype)
    if d.kind == "c":
        raise ivy.UnsupportedDtypeError(f"ivy.{fn}: complex input is not supported")
    nb = len(batch)
    pad_cfg = list(_window(n, cl, nb, [(lo, hi + ex) for lo, hi, ex in pads], (0, 0)))
    if kind == "max":
        if d.kind == "f":
            init = -jnp.inf
        elif d.kind == "b":
            init = False
        else:
            init = ivy.iinfo(d).min
        # (a host constant: under jax.jit a jnp one is traced, JAX then misses the max monoid and
        # its generic reduce_window has no reverse-mode gradient)
        return lax.reduce_window(x, np.array(init, x.dtype), lax.max, _window(n, cl, nb, k),
                                 _window(n, cl, nb, st), pad_cfg, window_dilation=_window(n, cl, nb, dil))
    if d.kind in "biu":
        x = x.astype(_F32)
    y = lax.reduce_window(x, np.array(0, x.dtype), lax.add, _window(n, cl, nb, k), _window(n, cl, nb, st),
                          pad_cfg)
    if divisor:
        return y / divisor
    for ax, cnt in enumerate(S.avg_counts(spatial, k, st, pads, out, count_include_pad)):
        shape = [1] * y.ndim
        shape[nb + ax + (0 if cl else 1)] = len(cnt)
        y = y / jnp.asarray(cnt, y.dtype).reshape(shape)
    return y


def _max_covered(x, n, kernel, strides, padding, dilation, ceil_mode, data_format):
    """Undilated windows: JAX has no gradient (VJP) of a dilated max ``reduce_window``; the
    composition's strided slices have one."""
    return dilation == 1 or (dilation.__class__ in (tuple, list) and all(d == 1 for d in dilation))


def _max_native(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, fn):
    return _pool(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, "max", fn)


max_pool1d, max_pool2d, max_pool3d = S.max_pool_functions(_max_native, _max_covered)


def avg_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", count_include_pad=False, ceil_mode=False,
               division_override=None):
    return _pool(x, 1, kernel, strides, padding, 1, ceil_mode, data_format, "avg", "avg_pool1d", count_include_pad,
                 division_override)


def avg_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", count_include_pad=False, ceil_mode=False,
               divisor_override=None):
    return _pool(x, 2, kernel, strides, padding, 1, ceil_mode, data_format, "avg", "avg_pool2d", count_include_pad,
                 divisor_override)


def avg_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", count_include_pad=False, ceil_mode=False,
               divisor_override=None):
    return _pool(x, 3, kernel, strides, padding, 1, ceil_mode, data_format, "avg", "avg_pool3d", count_include_pad,
                 divisor_override)


# ------------------------------------------------------------------ interpolation

_JAX_METHOD = {"linear": "linear", "bilinear": "linear", "trilinear": "linear", "nd": "linear",
               "lanczos3": "lanczos3", "lanczos5": "lanczos5", "tf_bicubic": "cubic", "bicubic_tensorflow": "cubic"}


def _interp_native(x, size, /, *, mode="linear", scale_factor=None, recompute_scale_factor=None, align_corners=None,
                   antialias=False):
    m = _JAX_METHOD.get(mode)
    if m is None or _ivy(x.dtype).kind not in "f":
        return False
    if m == "linear":
        return not align_corners and not antialias and (scale_factor is None or bool(recompute_scale_factor))
    return True


@partial(_interp_native)
def interpolate(x, size, /, *, mode="linear", scale_factor=None, recompute_scale_factor=None, align_corners=None,
                antialias=False):
    mode, n, spatial, out, _ = S.interp_spec(tuple(x.shape), size, mode, scale_factor, recompute_scale_factor,
                                             align_corners, antialias)
    if any(s == 0 for s in x.shape):
        return jnp.zeros(tuple(x.shape[:-n]) + out, x.dtype)
    return jax.image.resize(x, tuple(x.shape[:-n]) + out, _JAX_METHOD[mode], antialias=bool(antialias))




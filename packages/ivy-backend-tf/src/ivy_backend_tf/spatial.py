"""Spatial functions on TensorFlow: tf.nn.convolution / conv_transpose / depthwise_conv2d / pool,
tf.image.resize.

Shapes, paddings and output sizes come from ivy-core's shared argument handling
(``ivy.api._spatial_impl``) so they agree with the composition. TensorFlow's CPU
kernels take channel-last input only, so channel-first input is transposed;
paddings that are TensorFlow's "SAME" are passed as that word, others are applied
with ``tf.pad`` and the op runs "VALID". What TensorFlow's
kernels refuse goes to ivy-core's composition: grouped convolutions (other than
depthwise), input dilation, strides and dilations > 1 together, dilated transposed
convolutions, pooling strides larger than the window, and the interpolation modes
tf.image.resize does not define (or computes in float32 only: it is used for
float32 input with two spatial axes).
"""

from __future__ import annotations

import math

import tensorflow as tf

import ivy
from ivy.api import _spatial_impl as S
from ivy.plugin import partial

from ._util import axes_t as _axes_t
from ._util import pad_constant as _pad_constant
from .hooks import NATIVE_DTYPES

_IVY_OF = {v: k for k, v in NATIVE_DTYPES.items()}
_F32 = tf.float32
_Conv2D = tf.raw_ops.Conv2D
_Sum = tf.raw_ops.Sum
_All = tf.raw_ops.All
_IsFinite = tf.raw_ops.IsFinite


def _prep(x, w, fn):
    ix, iw = _IVY_OF[x.dtype], _IVY_OF[w.dtype]
    if ix.kind == "c" or iw.kind == "c":
        raise ivy.UnsupportedDtypeError(f"ivy.{fn}: complex input is not supported")
    d = NATIVE_DTYPES[S.result_float(ix, iw)]
    if x.dtype is not d:  # dtypes are interned: identity, not DType.__eq__
        x = tf.cast(x, d)
    if w.dtype is not d:
        w = tf.cast(w, d)
    return x, w, d


def _to_cl(x, s):
    """(*batch, ...) -> (N, *spatial, C)."""
    nb = len(s.batch)
    if nb != 1:
        x = tf.reshape(x, [-1] + list(x.shape[nb:]))
    if not s.cl:
        x = tf.transpose(x, [0] + list(range(2, s.n + 2)) + [1])
    return x


def _from_cl(y, s):
    if not s.cl:
        y = tf.transpose(y, [0, s.n + 1] + list(range(1, s.n + 1)))
    if len(s.batch) == 1:
        return y
    return tf.reshape(y, list(s.batch) + list(y.shape[1:]))


def _pad(x, pads, value=0):
    if all(lo == 0 and hi == 0 for lo, hi in pads):
        return x
    return _pad_constant(x, [[0, 0]] + [list(p) for p in pads] + [[0, 0]], value)


def _padded(x, s):
    """(x, padding word) for a convolution: TensorFlow pads itself when the paddings are its
    "SAME" (1.5x faster than ``tf.pad`` then "VALID" for a 64x32x32x3 batch)."""
    if s.same:
        return x, "SAME"
    return _pad(x, s.pads), "VALID"


def _ones(v):
    return v == 1 if v.__class__ is int else all(a == 1 for a in v)


def _nonempty(x):
    """TensorFlow's kernels mishandle empty batches (wrong shapes): those go to the composition."""
    return x.shape.num_elements() != 0


def _conv_ok(x, filters, strides, padding, /, *, feature_group_count=1, x_dilations=1, dilations=1, **kw):
    return _nonempty(x) and feature_group_count == 1 and _ones(x_dilations) and (_ones(strides) or _ones(dilations))


def _conv(x, w, n, strides, padding, data_format, filter_format, x_dilations, dilations, bias, fn, groups=1):
    s = S.conv_spec(tuple(x.shape), tuple(w.shape), n, strides, padding, data_format, filter_format, groups,
                    x_dilations, dilations, fn)
    if bias is not None:
        S.check_bias(tuple(bias.shape), s, fn)
    x, w, d = _prep(x, w, fn)
    if not s.fcl:
        w = tf.transpose(w, list(range(2, n + 2)) + [1, 0])
    x, mode = _padded(_to_cl(x, s), s)
    if n == 2 and _ones(s.dil) and s.strides[0] == 1 and s.strides[1] > 1 and x.shape[-1] == 1:
        # TensorFlow's CPU Conv2D of one input channel with a row stride of 1 and a larger column
        # stride gives wrong values (an input of 2x2, a 1x2 filter, strides (1, 2): zeros and
        # uninitialized memory; found by a thorough run): computed with rows and columns swapped
        y = _Conv2D(input=tf.transpose(x, (0, 2, 1, 3)), filter=tf.transpose(w, (1, 0, 2, 3)),
                    strides=(1, s.strides[1], 1, 1), padding=mode, dilations=(1, 1, 1, 1))
        y = tf.transpose(y, (0, 2, 1, 3))
    elif n == 2 and _ones(s.dil):  # the raw kernel: tf.nn.convolution's Python layers cost ~40 us a call
        y = _Conv2D(input=x, filter=w, strides=(1, *s.strides, 1), padding=mode, dilations=(1, 1, 1, 1))
    else:
        # Dilated 2-D: TensorFlow's CPU Conv2DBackpropInput refuses dilations, tf.nn.convolution's
        # space-to-batch form has a gradient. The explicit layout: Conv3D's gradient reads the
        # data_format attribute, which is None in eager mode when it was not passed
        y = tf.nn.convolution(x, w, s.strides, mode, dilations=s.dil, data_format=S.LAYOUT_CL[n])
    if bias is not None:
        y = y + tf.cast(bias, d)
    return _from_cl(y, s)


@partial(_conv_ok)
def conv1d(x, filters, strides, padding, /, *, data_format="NWC", filter_format="channel_last", x_dilations=1,
           dilations=1, bias=None):
    return _conv(x, filters, 1, strides, padding, data_format, filter_format, x_dilations, dilations, bias, "conv1d")


@partial(_conv_ok)
def conv2d(x, filters, strides, padding, /, *, data_format="NHWC", filter_format="channel_last", x_dilations=1,
           dilations=1, bias=None):
    return _conv(x, filters, 2, strides, padding, data_format, filter_format, x_dilations, dilations, bias, "conv2d")


@partial(_conv_ok)
def conv3d(x, filters, strides, padding, /, *, data_format="NDHWC", filter_format="channel_last", x_dilations=1,
           dilations=1, bias=None):
    return _conv(x, filters, 3, strides, padding, data_format, filter_format, x_dilations, dilations, bias, "conv3d")


@partial(lambda x, f, s, p, /, *, dims=2, **kw: dims in (1, 2, 3) and _conv_ok(x, f, s, p, **kw))
def conv_general_dilated(x, filters, strides, padding, /, *, dims=2, data_format="channel_last",
                         filter_format="channel_last", feature_group_count=1, x_dilations=1, dilations=1, bias=None):
    return _conv(x, filters, dims, strides, padding, data_format, filter_format, x_dilations, dilations, bias,
                 "conv_general_dilated", feature_group_count)


def _equal(v):
    return v.__class__ is int or len(set(v)) == 1


# (DepthwiseConv2dNative takes only equal row and column strides: the others are composed)
@partial(lambda x, f, strides, p, /, *, dilations=1, **kw: _nonempty(x) and (_ones(strides) or _ones(dilations))
         and _equal(strides))
def depthwise_conv2d(x, filters, strides, padding, /, *, data_format="NHWC", dilations=1):
    cl = S.is_channel_last(data_format, 2, "depthwise_conv2d")
    if x.shape.rank < 3:
        raise ivy.ShapeError(f"ivy.depthwise_conv2d: input needs at least 3 dimensions, got shape {x.shape}")
    c = x.shape[-1] if cl else x.shape[-3]
    if filters.shape.rank not in (3, 4) or filters.shape[2] != c:
        raise ivy.ShapeError(f"ivy.depthwise_conv2d: filters must be (fh, fw, {c}) or (fh, fw, {c}, multiplier), "
                             f"got shape {filters.shape}")
    w4 = filters if filters.shape.rank == 4 else filters[..., None]
    s = S.conv_spec(tuple(x.shape), tuple(w4.shape[:2]) + (1, c * w4.shape[3]), 2, strides, padding, data_format,
                    "channel_last", c, 1, dilations, "depthwise_conv2d")
    x, w4, _d = _prep(x, w4, "depthwise_conv2d")
    x, mode = _padded(_to_cl(x, s), s)
    y = tf.nn.depthwise_conv2d(x, w4, (1,) + s.strides + (1,), mode, dilations=s.dil)
    return _from_cl(y, s)


def _convt_ok(x, filters, strides, padding, /, *, dims=None, feature_group_count=1, dilations=1, **kw):
    return _nonempty(x) and feature_group_count == 1 and _ones(dilations) and dims in (None, 1, 2, 3)


def _convt(x, w, n, strides, padding, output_shape, data_format, filter_format, dilations, bias, fn, groups=1):
    s = S.conv_transpose_spec(tuple(x.shape), tuple(w.shape), n, strides, padding, output_shape, data_format,
                              filter_format, groups, dilations, fn)
    if bias is not None:
        S.check_bias(tuple(bias.shape), s, fn)
    x, w, d = _prep(x, w, fn)
    if not s.fcl:  # (I, O, *k) -> (*k, O, I)
        w = tf.transpose(w, list(range(2, n + 2)) + [1, 0])
    x = _to_cl(x, s)
    full = [(i - 1) * st + k for i, st, k in zip(s.spatial, s.strides, s.keff)]
    y = tf.nn.conv_transpose(x, w, [tf.shape(x)[0]] + full + [s.cout], s.strides, "VALID")
    key = [slice(None)] + [slice(max(lo, 0), f - max(hi, 0)) for (lo, hi), f in zip(s.pads, full)] + [slice(None)]
    y = y[tuple(key)]
    if any(hi < 0 for _, hi in s.pads):
        y = _pad(y, [(0, max(-hi, 0)) for _, hi in s.pads])
    if bias is not None:
        y = y + tf.cast(bias, d)
    return _from_cl(y, s)


@partial(_convt_ok)
def conv1d_transpose(x, filters, strides, padding, /, *, output_shape=None, filter_format="channel_last",
                     data_format="NWC", dilations=1, bias=None):
    return _convt(x, filters, 1, strides, padding, output_shape, data_format, filter_format, dilations, bias,
                  "conv1d_transpose")


@partial(_convt_ok)
def conv2d_transpose(x, filters, strides, padding, /, *, output_shape=None, filter_format="channel_last",
                     data_format="NHWC", dilations=1, bias=None):
    return _convt(x, filters, 2, strides, padding, output_shape, data_format, filter_format, dilations, bias,
                  "conv2d_transpose")


@partial(_convt_ok)
def conv3d_transpose(x, filters, strides, padding, /, *, output_shape=None, filter_format="channel_last",
                     data_format="NDHWC", dilations=1, bias=None):
    return _convt(x, filters, 3, strides, padding, output_shape, data_format, filter_format, dilations, bias,
                  "conv3d_transpose")


@partial(_convt_ok)
def conv_general_transpose(x, filters, strides, padding, /, *, dims=2, output_shape=None,
                           filter_format="channel_last", data_format="channel_last", dilations=1,
                           feature_group_count=1, bias=None):
    return _convt(x, filters, dims, strides, padding, output_shape, data_format, filter_format, dilations, bias,
                  "conv_general_transpose", feature_group_count)


# ------------------------------------------------------------------ pooling


def _pool_ok(x, kernel, strides, padding, /, *, dilation=1, **kw):
    if _IVY_OF[x.dtype].kind != "f" or not _nonempty(x):
        return False
    try:
        n = x.shape.rank - 2 if kernel.__class__ is int else len(kernel)
        k = S.ntuple(kernel, n, "kernel", "pool")
        st = S.ntuple(strides, n, "strides", "pool")
    except ivy.IvyError:
        return False  # the composition raises the error
    if n == 3 and x.dtype not in _POOL3D_DTYPES:
        return False
    return all(a <= b for a, b in zip(st, k)) and (_ones(st) or _ones(dilation))


# TensorFlow's 3-D pooling kernels (MaxPool3D, AvgPool3D and their gradients) have no float64 or float16
_POOL3D_DTYPES = (tf.float32, tf.bfloat16)


def _pool(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, kind, fn, count_include_pad=False,
          divisor=None):
    batch, spatial, c, cl, k, st, dil, pads, out = S.pool_spec(tuple(x.shape), n, kernel, strides, padding,
                                                               dilation, ceil_mode, data_format, fn)

    class _S:
        pass

    s = _S()
    s.batch, s.cl, s.n = batch, cl, n
    x = _to_cl(x, s)
    full = [(lo, hi + ex) for lo, hi, ex in pads]
    if kind == "max":
        xp = _pad(x, full, -math.inf)
        if _ones(dil):  # tf.nn.max_pool: the MaxPool kernel without tf.nn.pool's dilation handling (~15% faster)
            y = tf.nn.max_pool(xp, k, st, "VALID", data_format=S.LAYOUT_CL[n])  # (see _conv: the layout)
        else:
            y = tf.nn.pool(xp, k, "MAX", st, "VALID", dilations=dil)
        return _from_cl(y, s)
    y = tf.nn.pool(_pad(x, full), k, "AVG", st, "VALID")
    kk = math.prod(k)
    if divisor:
        y = y * (kk / divisor)
    else:
        for ax, cnt in enumerate(S.avg_counts(spatial, k, st, pads, out, count_include_pad)):
            shape = [1] * (n + 2)
            shape[ax + 1] = len(cnt)
            y = y * tf.reshape(tf.constant([k[ax] / v if v else math.inf for v in cnt], y.dtype), shape)
    return _from_cl(y, s)


def _misses_specials(x):
    """Whether TensorFlow's max pooling of ``x`` may be wrong: its kernel skips NaN, and gives the
    lowest finite float for a window of -inf only; so any NaN or infinity in ``x`` sends the call
    to the composition. Eagerly one raw sum of ``x`` (finite: done; else ``IsFinite``, since a
    sum also overflows), a bool; while tracing a bool tensor for ``tf.cond``."""
    axes = _axes_t(range(x.shape.rank))
    if tf.executing_eagerly():
        if math.isfinite(_Sum(input=x, axis=axes).numpy()):
            return False
        return not _All(input=_IsFinite(x=x), axis=axes).numpy()
    return tf.logical_not(_All(input=_IsFinite(x=x), axis=axes))


def _max_covered(x, n, kernel, strides, padding, dilation, ceil_mode, data_format):
    if not _pool_ok(x, kernel, strides, padding, dilation=dilation):
        return False
    if _ones(dilation):
        return True
    # A dilated window can hold padding (-inf) only, where TensorFlow's kernel gives the lowest
    # finite float and torch -inf (kernel 2, dilation 2, padding 1 over one value): padded and
    # dilated max pooling is composed
    try:
        pads = S.pool_spec(tuple(x.shape), n, kernel, strides, padding, dilation, ceil_mode, data_format,
                           "max_pool")[7]
    except ivy.IvyError:
        return False
    return all(lo == 0 and hi + ex == 0 for lo, hi, ex in pads)


def _max_native(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, fn):
    return _pool(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, "max", fn)


def _max_guard(x, native, composed):
    """NaN propagates and -inf stays -inf in the composition, as in torch."""
    bad = _misses_specials(x)
    if bad.__class__ is bool:
        return composed() if bad else native()
    return tf.cond(bad, composed, native)


max_pool1d, max_pool2d, max_pool3d = S.max_pool_functions(_max_native, _max_covered, _max_guard)


@partial(_pool_ok)
def avg_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", count_include_pad=False, ceil_mode=False,
               division_override=None):
    return _pool(x, 1, kernel, strides, padding, 1, ceil_mode, data_format, "avg", "avg_pool1d", count_include_pad,
                 division_override)


@partial(_pool_ok)
def avg_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", count_include_pad=False, ceil_mode=False,
               divisor_override=None):
    return _pool(x, 2, kernel, strides, padding, 1, ceil_mode, data_format, "avg", "avg_pool2d", count_include_pad,
                 divisor_override)


@partial(_pool_ok)
def avg_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", count_include_pad=False, ceil_mode=False,
               divisor_override=None):
    return _pool(x, 3, kernel, strides, padding, 1, ceil_mode, data_format, "avg", "avg_pool3d", count_include_pad,
                 divisor_override)


# ------------------------------------------------------------------ interpolation

_TF_METHOD = {"bilinear": "bilinear", "linear": "bilinear", "nd": "bilinear", "tf_area": "area",
              "tf_bicubic": "bicubic", "bicubic_tensorflow": "bicubic", "lanczos3": "lanczos3",
              "lanczos5": "lanczos5", "gaussian": "gaussian", "mitchellcubic": "mitchellcubic"}


def _interp_ok(x, size, /, *, mode="linear", scale_factor=None, recompute_scale_factor=None, align_corners=None,
               antialias=False):
    m = _TF_METHOD.get(mode)
    if m is None or x.dtype != _F32 or scale_factor is not None or not isinstance(size, (list, tuple)) \
            or len(size) != 2 or x.shape.rank < 3:
        return False
    if m == "bilinear":
        return not align_corners and not antialias
    if m == "bicubic":  # without antialias TF's bicubic is not the scale-and-translate kernel
        return bool(antialias)
    return not (m == "area" and antialias)


@partial(_interp_ok)
def interpolate(x, size, /, *, mode="linear", scale_factor=None, recompute_scale_factor=None, align_corners=None,
                antialias=False):
    mode, n, spatial, out, _ = S.interp_spec(tuple(x.shape), size, mode, scale_factor, recompute_scale_factor,
                                             align_corners, antialias)
    lead = list(x.shape[:-2])
    if any(v == 0 for v in x.shape):
        return tf.zeros(lead + list(out), x.dtype)
    y = tf.image.resize(tf.reshape(x, [-1] + list(spatial) + [1]), out, method=_TF_METHOD[mode],
                        antialias=bool(antialias))
    return tf.reshape(tf.cast(y, x.dtype), lead + list(out))

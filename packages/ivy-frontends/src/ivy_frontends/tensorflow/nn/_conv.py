"""``tf.nn``'s convolutions: ``conv1d/2d/3d``, ``convolution``, the transposed convolutions,
``depthwise_conv2d``, ``separable_conv2d``, ``atrous_conv2d(_transpose)`` and ``bias_add``.

Filters are TF's: ``[spatial..., in_channels / groups, out_channels]`` (transposed:
``[spatial..., out_channels, in_channels]``) whatever the data format; padding is ``'SAME'``,
``'VALID'`` or explicit pairs for every dimension. All of them are one
``ivy.conv_general_dilated`` call (a transposed convolution is the convolution of the
stride-dilated input with the flipped filter).

>>> import ivy_frontends.tensorflow as tf
>>> x = tf.ones([1, 4, 4, 1]); w = tf.ones([3, 3, 1, 2])
>>> tf.nn.conv2d(x, w, 1, "VALID").shape
TensorShape([1, 2, 2, 2])
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendValueError
from ._common import channels_first, check_float, invalid, n, pyval, spatial_padding, tuple_arg, wrap
from ._common import tf_dtype_of as dtype_of

__all__ = ["conv1d", "conv2d", "conv3d", "convolution", "conv_transpose", "conv1d_transpose",
           "conv2d_transpose", "conv3d_transpose", "depthwise_conv2d", "separable_conv2d", "atrous_conv2d",
           "atrous_conv2d_transpose", "bias_add", "depthwise_conv2d_backprop_input",
           "depthwise_conv2d_backprop_filter"]

_DEFAULT_FORMAT = {1: "NWC", 2: "NHWC", 3: "NDHWC"}


def _conv(fn, x, w, k, strides, padding, data_format, dilations, groups_ok=True):
    a, f = n(x), n(w)
    check_float(fn, a, complex_ok=False) if not _int_ok(a) else None
    cf = channels_first(data_format, k)
    if len(a.shape) < k + 2:
        raise FrontendValueError(f"{fn}: input must be of rank at least {k + 2}, got shape {list(a.shape)}")
    if len(f.shape) != k + 2:
        raise FrontendValueError(f"{fn}: filters must be of rank {k + 2}, got shape {list(f.shape)}")
    st = tuple_arg(strides, k, "strides", channels_last=not cf)
    dl = tuple_arg(dilations, k, "dilations", channels_last=not cf)
    pad = spatial_padding(padding, k, cf, fn)
    batch = a.shape[:-(k + 1)]
    if len(batch) != 1:  # TF folds extra leading batch dimensions
        a = ivy.reshape(a, (-1, *a.shape[len(batch):]))
    cin = a.shape[1] if cf else a.shape[-1]
    fin = f.shape[-2]
    if fin == 0 or cin % fin:
        raise invalid(f"{fn}: input depth ({cin}) must be evenly divisible by filter depth ({fin})")
    g = cin // fin
    if g > 1 and not groups_ok:
        raise invalid(f"{fn}: input depth must be equal to filter depth: {cin} vs {fin}")
    if f.shape[-1] % g:
        raise invalid(f"{fn}: the number of output channels ({f.shape[-1]}) must be a multiple of the groups ({g})")
    if max(st) > 1 and max(dl) > 1:
        raise invalid(f"{fn}: strides > 1 together with dilations > 1 is not supported")
    r = ivy.conv_general_dilated(a, f, st, pad, dims=k, data_format="channel_first" if cf else "channel_last",
                                 filter_format="channel_last", feature_group_count=g, dilations=dl)
    if len(batch) != 1:
        r = ivy.reshape(r, (*batch, *r.shape[1:]))
    return r


def _int_ok(a):
    return ivy.dtype(a) == ivy.int32


def conv1d(input, filters, stride, padding, data_format="NWC", dilations=None, name=None):  # noqa: A002
    return wrap(_conv("conv1d", input, filters, 1, stride, padding, data_format, dilations))


def conv2d(input, filters, strides, padding, data_format="NHWC", dilations=None, name=None):  # noqa: A002
    return wrap(_conv("Conv2D", input, filters, 2, strides, padding, data_format, dilations))


def conv3d(input, filters, strides, padding, data_format="NDHWC", dilations=None, name=None):  # noqa: A002
    return wrap(_conv("Conv3D", input, filters, 3, strides, padding, data_format, dilations, groups_ok=False))


def convolution(input, filters, strides=None, padding="VALID", data_format=None, dilations=None, name=None):  # noqa: A002
    k = len(n(filters).shape) - 2
    if k not in (1, 2, 3):
        raise FrontendValueError(f"convolution: filters must be of rank 3, 4 or 5, got {k + 2}")
    return wrap(_conv("convolution", input, filters, k, strides, padding, data_format, dilations))


def _transpose(fn, x, w, output_shape, k, strides, padding, data_format, dilations):
    a, f = n(x), n(w)
    check_float(fn, a)
    cf = channels_first(data_format, k)
    st = tuple_arg(strides, k, "strides", channels_last=not cf)
    dl = tuple_arg(dilations, k, "dilations", channels_last=not cf)
    pad = spatial_padding(padding, k, cf, fn)
    os_ = [int(v) for v in pyval(output_shape)]
    if len(os_) != k + 2:
        raise FrontendValueError(f"{fn}: output_shape must have {k + 2} elements, got {os_}")
    out_sp = os_[2:] if cf else os_[1:-1]
    cout = os_[1] if cf else os_[-1]
    in_sp = a.shape[2:] if cf else a.shape[1:-1]
    cin = a.shape[1] if cf else a.shape[-1]
    if f.shape[-1] != cin:
        raise invalid(f"{fn}: input depth ({cin}) must match the filter's last dimension ({f.shape[-1]})")
    if f.shape[-2] != cout:
        raise invalid(f"{fn}: output depth ({cout}) must match the filter's third dimension ({f.shape[-2]})")
    pads = _transpose_pads(fn, f.shape[:k], out_sp, in_sp, st, dl, pad, os_)
    ff = ivy.flip(f, axis=tuple(range(k)))
    ff = ivy.permute_dims(ff, (*range(k), k + 1, k))
    return _dilated_conv(a, ff, pads, st, dl, k, cf, 1)


def _transpose_pads(fn, fsp, out_sp, in_sp, st, dl, pad, os_):
    """The padding of the stride-dilated input that makes a transposed convolution's output
    ``out_sp`` (negative: cropped)."""
    pads = []
    for i in range(len(fsp)):
        kd = (fsp[i] - 1) * dl[i] + 1
        o, s = out_sp[i], st[i]
        if pad == "SAME":
            lo = max((-(-o // s) - 1) * s + kd - o, 0) // 2
            need = -(-o // s)
        elif pad == "VALID":
            lo = 0
            need = (o - kd) // s + 1
        else:
            lo = pad[i][0]
            need = (o + pad[i][0] + pad[i][1] - kd) // s + 1
        if need != in_sp[i]:
            raise invalid(f"{fn}: output_shape {os_} does not fit the input's spatial size {list(in_sp)}")
        left = kd - 1 - lo
        right = o + kd - 2 - (in_sp[i] - 1) * s - left
        pads.append((left, right))
    return pads


def _dilated_conv(a, ff, pads, st, dl, k, cf, groups):
    neg = any(p < 0 for q in pads for p in q)
    cpad = [(max(lo, 0), max(hi, 0)) for lo, hi in pads] if neg else pads
    r = ivy.conv_general_dilated(a, ff, 1, cpad, dims=k, data_format="channel_first" if cf else "channel_last",
                                 filter_format="channel_last", x_dilations=st, dilations=dl,
                                 feature_group_count=groups)
    if neg:  # crop what a negative padding would have removed
        off = 2 if cf else 1
        idx = [slice(None)] * len(r.shape)
        for i, (lo, hi) in enumerate(pads):
            idx[off + i] = slice(-lo if lo < 0 else 0, r.shape[off + i] + hi if hi < 0 else None)
        r = r[tuple(idx)]
    return r


def conv1d_transpose(input, filters, output_shape, strides, padding="SAME", data_format="NWC",  # noqa: A002
                     dilations=None, name=None):
    return wrap(_transpose("conv1d_transpose", input, filters, output_shape, 1, strides, padding, data_format,
                           dilations))


def conv2d_transpose(input, filters, output_shape, strides, padding="SAME", data_format="NHWC",  # noqa: A002
                     dilations=None, name=None):
    return wrap(_transpose("conv2d_transpose", input, filters, output_shape, 2, strides, padding, data_format,
                           dilations))


def conv3d_transpose(input, filters, output_shape, strides, padding="SAME", data_format="NDHWC",  # noqa: A002
                     dilations=None, name=None):
    return wrap(_transpose("conv3d_transpose", input, filters, output_shape, 3, strides, padding, data_format,
                           dilations))


def conv_transpose(input, filters, output_shape, strides, padding="SAME", data_format=None,  # noqa: A002
                   dilations=None, name=None):
    k = len(n(filters).shape) - 2
    if k not in (1, 2, 3):
        raise FrontendValueError(f"conv_transpose: filters must be of rank 3, 4 or 5, got {k + 2}")
    df = data_format or _DEFAULT_FORMAT[k]
    return wrap(_transpose("conv_transpose", input, filters, output_shape, k, strides, padding, df, dilations))


def atrous_conv2d(value, filters, rate, padding, name=None):
    return wrap(_conv("atrous_conv2d", value, filters, 2, 1, padding, "NHWC", rate))


def atrous_conv2d_transpose(value, filters, output_shape, rate, padding, name=None):
    return wrap(_transpose("atrous_conv2d_transpose", value, filters, output_shape, 2, 1, padding, "NHWC", rate))


def _depthwise(fn, a, f, strides, padding, data_format, dilations):
    check_float(fn, a)
    cf = channels_first(data_format, 2)
    if len(f.shape) != 4:
        raise FrontendValueError(f"{fn}: filter must be of rank 4, got shape {list(f.shape)}")
    cin = a.shape[1] if cf else a.shape[-1]
    if f.shape[2] != cin:
        raise invalid(f"{fn}: input depth ({cin}) must equal the filter's in_channels ({f.shape[2]})")
    st = tuple_arg(strides, 2, "strides", channels_last=not cf)
    dl = tuple_arg(dilations, 2, "dilations", channels_last=not cf)
    pad = spatial_padding(padding, 2, cf, fn)
    ff = ivy.reshape(f, (f.shape[0], f.shape[1], 1, f.shape[2] * f.shape[3]))
    if max(st) > 1 and max(dl) > 1:
        raise invalid(f"{fn}: strides > 1 together with dilations > 1 is not supported")
    return ivy.conv_general_dilated(a, ff, st, pad, dims=2, data_format="channel_first" if cf else "channel_last",
                                    filter_format="channel_last", feature_group_count=cin, dilations=dl)


def depthwise_conv2d(input, filter, strides, padding, data_format=None, dilations=None, name=None):  # noqa: A002
    return wrap(_depthwise("depthwise_conv2d", n(input), n(filter), strides, padding, data_format, dilations))


def separable_conv2d(input, depthwise_filter, pointwise_filter, strides, padding, data_format=None,  # noqa: A002
                     dilations=None, name=None):
    d = _depthwise("separable_conv2d", n(input), n(depthwise_filter), strides, padding, data_format, dilations)
    cf = channels_first(data_format, 2)
    return wrap(ivy.conv_general_dilated(d, n(pointwise_filter), 1, "VALID", dims=2,
                                         data_format="channel_first" if cf else "channel_last",
                                         filter_format="channel_last"))


def _sizes(v):
    v = n(v)
    return [int(i) for i in pyval(v)]


def depthwise_conv2d_backprop_input(input_sizes, filter, out_backprop, strides, padding,  # noqa: A002
                                    data_format="NHWC", dilations=[1, 1, 1, 1], name=None):  # noqa: B006
    """The gradient of ``depthwise_conv2d`` with respect to its input: the transposed grouped
    convolution of ``out_backprop`` with the flipped filter."""
    fn = "depthwise_conv2d_backprop_input"
    f, g = n(filter), n(out_backprop)
    check_float(fn, g)
    cf = channels_first(data_format, 2)
    shape = _sizes(input_sizes)
    st = tuple_arg(strides, 2, "strides", channels_last=not cf)
    dl = tuple_arg(dilations, 2, "dilations", channels_last=not cf)
    pad = spatial_padding(padding, 2, cf, fn)
    out_sp = shape[2:] if cf else shape[1:-1]
    in_sp = g.shape[2:] if cf else g.shape[1:-1]
    pads = _transpose_pads(fn, f.shape[:2], out_sp, in_sp, st, dl, pad, shape)
    ff = ivy.permute_dims(ivy.flip(f, axis=(0, 1)), (0, 1, 3, 2))  # [fh, fw, mult, in]
    return wrap(_dilated_conv(g, ff, pads, st, dl, 2, cf, f.shape[2]))


def depthwise_conv2d_backprop_filter(input, filter_sizes, out_backprop, strides, padding,  # noqa: A002
                                     data_format="NHWC", dilations=[1, 1, 1, 1], name=None):  # noqa: B006
    """The gradient of ``depthwise_conv2d`` with respect to its filter: for each filter tap, the
    sum over batch and positions of the shifted input times ``out_backprop``."""
    fn = "depthwise_conv2d_backprop_filter"
    a, g = n(input), n(out_backprop)
    check_float(fn, a)
    cf = channels_first(data_format, 2)
    if cf:
        a, g = ivy.permute_dims(a, (0, 2, 3, 1)), ivy.permute_dims(g, (0, 2, 3, 1))
    fh, fw, cin, mult = _sizes(filter_sizes)
    st = tuple_arg(strides, 2, "strides", channels_last=not cf)
    dl = tuple_arg(dilations, 2, "dilations", channels_last=not cf)
    pad = spatial_padding(padding, 2, False, fn)
    b, h, w, _ = a.shape
    oh, ow = g.shape[1], g.shape[2]
    kh, kw = (fh - 1) * dl[0] + 1, (fw - 1) * dl[1] + 1
    if pad == "SAME":
        ph, pw = max((oh - 1) * st[0] + kh - h, 0), max((ow - 1) * st[1] + kw - w, 0)
        pads = ((ph // 2, ph - ph // 2), (pw // 2, pw - pw // 2))
    elif pad == "VALID":
        pads = ((0, 0), (0, 0))
    else:
        pads = tuple(pad)
    ap = ivy.pad(a, ((0, 0), *pads, (0, 0)))
    g5 = ivy.reshape(g, (b, oh, ow, cin, mult))
    taps = []
    for p in range(fh):
        for q in range(fw):
            y0, x0 = p * dl[0], q * dl[1]
            part = ap[:, y0:y0 + (oh - 1) * st[0] + 1:st[0], x0:x0 + (ow - 1) * st[1] + 1:st[1], :]
            taps.append(ivy.einsum("byxi,byxim->im", part, g5))
    return wrap(ivy.reshape(ivy.stack(taps, axis=0), (fh, fw, cin, mult)))


def bias_add(value, bias, data_format=None, name=None):
    a, b = n(value), n(bias)
    if len(b.shape) != 1:
        raise FrontendValueError(f"bias_add: bias must be 1-D, got shape {list(b.shape)}")
    if dtype_of(a) is not dtype_of(b):
        raise invalid(f"bias_add: value and bias must have one dtype, got {ivy.dtype(a)} and {ivy.dtype(b)}")
    if len(a.shape) < 2:
        raise FrontendValueError(f"bias_add: value must be at least 2-D, got shape {list(a.shape)}")
    if data_format is not None and channels_first(data_format, 0):
        c = a.shape[1]
        if b.shape[0] != c:
            raise invalid(f"bias_add: must provide as many biases as the channel dimension: {b.shape[0]} vs {c}")
        b = ivy.reshape(b, (c,) + (1,) * (len(a.shape) - 2))
    elif b.shape[0] != a.shape[-1]:
        raise invalid(f"bias_add: must provide as many biases as the last dimension: {b.shape[0]} vs {a.shape[-1]}")
    return wrap(ivy.add(a, b))

"""``tf.nn``'s pooling: ``max_pool1d/2d/3d``, ``avg_pool1d/2d/3d``, ``max_pool``, ``avg_pool``,
``pool`` and ``max_pool_with_argmax``. ``'SAME'`` average pooling divides by the number of
elements inside the input, as TF does; dilated pooling (``pool``) is an ``ivy.reduce_window``.

>>> import ivy_frontends.tensorflow as tf
>>> tf.nn.max_pool2d(tf.reshape(tf.range(16.0), [1, 4, 4, 1]), 2, 2, "VALID").shape
TensorShape([1, 2, 2, 1])
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendValueError
from .. import _dtypes as D
from ._common import HALF_F32, channels_first, check_float, n, nat, spatial_padding, tuple_arg, wrap

__all__ = ["max_pool1d", "max_pool2d", "max_pool3d", "max_pool", "avg_pool1d", "avg_pool2d", "avg_pool3d",
           "avg_pool", "pool", "max_pool_with_argmax"]

_IVY = {("max", 1): ivy.max_pool1d, ("max", 2): ivy.max_pool2d, ("max", 3): ivy.max_pool3d,
        ("avg", 1): ivy.avg_pool1d, ("avg", 2): ivy.avg_pool2d, ("avg", 3): ivy.avg_pool3d}
_FMT = {(1, False): "NWC", (1, True): "NCW", (2, False): "NHWC", (2, True): "NCHW", (3, False): "NDHWC",
        (3, True): "NCDHW"}


def _pool(kind, fn, x, k, ksize, strides, padding, data_format, dilations=None):
    a = n(x)
    if kind == "avg":
        check_float(fn, a, allowed=HALF_F32 if k == 3 else None)
    elif k == 3:
        check_float(fn, a, allowed=HALF_F32)
    if len(a.shape) != k + 2:
        raise FrontendValueError(f"{fn}: input must be of rank {k + 2}, got shape {list(a.shape)}")
    cf = channels_first(data_format, k)
    ks = tuple_arg(ksize, k, "ksize", channels_last=not cf)
    st = tuple_arg(strides, k, "strides", channels_last=not cf)
    dl = tuple_arg(dilations, k, "dilations", channels_last=not cf)
    pad = spatial_padding(padding, k, cf, fn)
    if max(dl) > 1 or not isinstance(pad, str):
        return _window(kind, a, k, ks, st, pad, cf, dl)
    return _IVY[(kind, k)](a, ks, st, pad, data_format=_FMT[(k, cf)])


def _window(kind, a, k, ks, st, pad, cf, dl):
    """Pooling by ``ivy.reduce_window`` (dilations, explicit padding)."""
    if cf:
        a = ivy.moveaxis(a, 1, -1)
    win = (1, *ks, 1)
    strides = (1, *st, 1)
    dil = (1, *dl, 1)
    if isinstance(pad, str):
        p = pad
    else:
        p = [(0, 0), *pad, (0, 0)]
    if kind == "max":
        d = ivy.dtype(a)
        low = float("-inf") if ivy.is_float_dtype(d) else int(ivy.iinfo(d).min)
        r = ivy.reduce_window(a, low, ivy.maximum, win, window_strides=strides, padding=p, window_dilation=dil)
    else:
        s = ivy.reduce_window(a, 0, ivy.add, win, window_strides=strides, padding=p, window_dilation=dil)
        ones = nat(ivy.ones((1, *a.shape[1:-1], 1), dtype=ivy.dtype(a)))
        c = ivy.reduce_window(ones, 0, ivy.add, win, window_strides=strides, padding=p, window_dilation=dil)
        r = ivy.divide(s, c)
    if cf:
        r = ivy.moveaxis(r, -1, 1)
    return r


def max_pool1d(input, ksize, strides, padding, data_format="NWC", name=None):  # noqa: A002
    return wrap(_pool("max", "max_pool1d", input, 1, ksize, strides, padding, data_format))


def max_pool2d(input, ksize, strides, padding, data_format="NHWC", name=None):  # noqa: A002
    return wrap(_pool("max", "max_pool2d", input, 2, ksize, strides, padding, data_format))


def max_pool3d(input, ksize, strides, padding, data_format="NDHWC", name=None):  # noqa: A002
    return wrap(_pool("max", "max_pool3d", input, 3, ksize, strides, padding, data_format))


def avg_pool1d(input, ksize, strides, padding, data_format="NWC", name=None):  # noqa: A002
    return wrap(_pool("avg", "avg_pool1d", input, 1, ksize, strides, padding, data_format))


def avg_pool2d(input, ksize, strides, padding, data_format="NHWC", name=None):  # noqa: A002
    return wrap(_pool("avg", "avg_pool2d", input, 2, ksize, strides, padding, data_format))


def avg_pool3d(input, ksize, strides, padding, data_format="NDHWC", name=None):  # noqa: A002
    return wrap(_pool("avg", "avg_pool3d", input, 3, ksize, strides, padding, data_format))


def _rank_k(x, fn):
    k = len(n(x).shape) - 2
    if k not in (1, 2, 3):
        raise FrontendValueError(f"{fn}: input must be of rank 3, 4 or 5, got {k + 2}")
    return k


def max_pool(input, ksize, strides, padding, data_format=None, name=None):  # noqa: A002
    k = _rank_k(input, "max_pool")
    return wrap(_pool("max", "max_pool", input, k, ksize, strides, padding, data_format))


def avg_pool(input, ksize, strides, padding, data_format=None, name=None):  # noqa: A002
    k = _rank_k(input, "avg_pool")
    return wrap(_pool("avg", "avg_pool", input, k, ksize, strides, padding, data_format))


def pool(input, window_shape, pooling_type, strides=None, padding="VALID", data_format=None,  # noqa: A002
         dilations=None, name=None):
    k = len(window_shape)
    if len(n(input).shape) != k + 2:
        raise FrontendValueError(f"pool: input must be of rank {k + 2} for a window of {k} dimensions")
    kind = {"MAX": "max", "AVG": "avg"}.get(str(pooling_type).upper())
    if kind is None:
        raise FrontendValueError(f"pool: pooling_type must be 'MAX' or 'AVG', got {pooling_type!r}")
    dl = tuple_arg(dilations, k, "dilations")
    st = tuple_arg(strides, k, "strides")
    if max(dl) > 1 and max(st) > 1:
        raise FrontendValueError("pool: strides > 1 not supported in conjunction with dilation_rate > 1")
    if max(dl) > 1 and str(padding).upper() == "SAME":
        raise FrontendValueError("pooling with 'SAME' padding is not implemented for `dilation_rate` > 1. "
                                 f"Received: padding={padding} and dilation_rate={list(dl)}")
    return wrap(_pool(kind, "pool", input, k, tuple(window_shape), st, padding, data_format, dl))


def max_pool_with_argmax(input, ksize, strides, padding, data_format="NHWC", output_dtype=D.int64,  # noqa: A002
                         include_batch_in_index=False, name=None):
    """``(output, argmax)``: the argmax as the flat index ``((b * H + y) * W + x) * C + c`` (the
    batch term only with ``include_batch_in_index``), as TF's."""
    from ._misc import _namedtuple

    a = n(input)
    if data_format != "NHWC":
        raise FrontendValueError("max_pool_with_argmax: only data_format='NHWC' is supported (as in TF)")
    if len(a.shape) != 4:
        raise FrontendValueError(f"max_pool_with_argmax: input must be 4-D, got {list(a.shape)}")
    ks = tuple_arg(ksize, 2, "ksize")
    st = tuple_arg(strides, 2, "strides")
    pad = spatial_padding(padding, 2, False, "max_pool_with_argmax")
    b, h, w, c = a.shape
    idx = nat(ivy.arange(h * w * c, dtype=ivy.int64))
    idx = ivy.reshape(idx, (1, h, w, c))
    if include_batch_in_index:
        idx = ivy.add(idx, ivy.reshape(ivy.multiply(nat(ivy.arange(b, dtype=ivy.int64)), h * w * c), (b, 1, 1, 1)))
    else:
        idx = ivy.broadcast_to(idx, (b, h, w, c))
    # patches of values and indices: [b, oh, ow, kh*kw, c]
    low = float("-inf") if ivy.is_float_dtype(ivy.dtype(a)) else int(ivy.iinfo(ivy.dtype(a)).min)
    pv = _patches(a, ks, st, pad, low)
    pi = _patches(idx, ks, st, pad, -1)
    am = ivy.argmax(pv, axis=3, keepdims=True)
    out = ivy.squeeze(ivy.take_along_axis(pv, am, axis=3), axis=3)
    arg = ivy.squeeze(ivy.take_along_axis(pi, am, axis=3), axis=3)
    od = D.to_ivy(output_dtype) if output_dtype is not None else ivy.int64
    res = _namedtuple("MaxPoolWithArgmax", ("output", "argmax"))
    return res(wrap(out), wrap(ivy.astype(arg, od)))


def _patches(a, ks, st, pad, fill):
    b, h, w, c = a.shape
    if pad == "SAME":
        oh, ow = -(-h // st[0]), -(-w // st[1])
        ph = max((oh - 1) * st[0] + ks[0] - h, 0)
        pw = max((ow - 1) * st[1] + ks[1] - w, 0)
        a = ivy.pad(a, ((0, 0), (ph // 2, ph - ph // 2), (pw // 2, pw - pw // 2), (0, 0)), constant_values=fill)
    else:
        oh, ow = (h - ks[0]) // st[0] + 1, (w - ks[1]) // st[1] + 1
    parts = []
    for i in range(ks[0]):
        for j in range(ks[1]):
            parts.append(a[:, i:i + (oh - 1) * st[0] + 1:st[0], j:j + (ow - 1) * st[1] + 1:st[1], :])
    return ivy.stack(parts, axis=3)

"""``tf.nn``'s other array functions: ``dropout``, ``embedding_lookup``, ``top_k``, ``in_top_k``,
``approx_max_k``/``approx_min_k`` (exact on CPU, as TF's), ``space_to_depth``/``depth_to_space``,
``space_to_batch``, ``zero_fraction``, ``dilation2d``/``erosion2d``.

>>> import ivy_frontends.tensorflow as tf
>>> tf.nn.top_k(tf.constant([1.0, 3.0, 2.0]), k=2).indices.numpy().tolist()
[1, 2]
"""

from __future__ import annotations

import collections

import ivy

from ..._errors import FrontendValueError
from .. import _dtypes as D
from ._common import channels_first, check_float, invalid, ivy_dtype, n, nat, pyval, spatial_padding, tuple_arg, wrap

__all__ = ["dropout", "embedding_lookup", "top_k", "in_top_k", "approx_max_k", "approx_min_k", "space_to_depth",
           "depth_to_space", "space_to_batch", "zero_fraction", "dilation2d", "erosion2d"]

_NT = {}


def _namedtuple(name, fields):
    k = (name, fields)
    if k not in _NT:
        _NT[k] = collections.namedtuple(name, fields)
    return _NT[k]


def dropout(x, rate, noise_shape=None, seed=None, name=None):
    from ..random import _draw

    a = n(x)
    check_float("dropout", a)
    r = n(rate)
    rv = float(r) if not hasattr(r, "shape") or len(r.shape) == 0 else None
    if rv is not None and not 0 <= rv < 1:
        raise FrontendValueError(f"`rate` must be a scalar tensor or a float in the range [0, 1). Received: rate={rv}")
    if rv == 0:
        return wrap(a)
    shape = tuple(a.shape) if noise_shape is None else tuple(
        a.shape[i] if v is None else int(v) for i, v in enumerate(pyval(noise_shape)))
    u = _draw("uniform", shape, ivy.dtype(a), seed)
    keep = ivy.greater_equal(u, ivy.astype(r, ivy.dtype(a)) if hasattr(r, "shape") else r)
    scale = ivy.divide(1, ivy.subtract(1, ivy.astype(r, ivy.dtype(a)) if hasattr(r, "shape") else r))
    return wrap(ivy.where(keep, ivy.multiply(a, scale), ivy.zeros_like(a)))


def embedding_lookup(params, ids, max_norm=None, name=None):
    if isinstance(params, (list, tuple)):
        if not params:
            raise FrontendValueError("Need at least one param")
        p = n(params[0]) if len(params) == 1 else ivy.concat([n(q) for q in params], axis=0)
    else:
        p = n(params)
    i = n(ids)
    if not ivy.is_int_dtype(ivy.dtype(i)):
        raise invalid(f"embedding_lookup: ids must be integers, got {ivy.dtype(i)}")
    rows = p.shape[0]
    if i.size if isinstance(getattr(i, "size", None), int) else True:
        if bool(ivy.any(ivy.logical_or(ivy.less(i, 0), ivy.greater_equal(i, rows)))):
            raise invalid(f"indices is out of range [0, {rows})")
    r = ivy.gather(p, i, axis=0)
    if max_norm is not None:
        ax = tuple(range(len(i.shape), len(r.shape)))
        norm = ivy.sqrt(ivy.sum(ivy.square(r), axis=ax, keepdims=True)) if ax else ivy.abs(r)
        scale = ivy.where(ivy.greater(norm, max_norm), ivy.divide(max_norm, norm), ivy.ones_like(norm))
        r = ivy.multiply(r, scale)
    return wrap(r)


def _top_k(a, k, largest, index_dtype):
    if len(a.shape) == 0:
        raise invalid("input must be at least 1-D")
    k = int(n(k)) if not isinstance(k, int) else k
    if k < 0:
        raise invalid(f"Need k >= 0, got {k}")
    if a.shape[-1] < k:
        raise invalid(f"input must have at least k columns. Had {a.shape[-1]}, needed {k}")
    src = a if largest else ivy.negative(a)
    if ivy.dtype(a) == ivy.bool:
        raise FrontendValueError("top_k does not support bool inputs")
    idx = ivy.argsort(src, axis=-1, descending=True, stable=True)[..., :k]
    vals = ivy.take_along_axis(a, idx, axis=-1)
    return wrap(vals), wrap(ivy.astype(idx, index_dtype))


def top_k(input, k=1, sorted=True, index_type=D.int32, name=None):  # noqa: A002
    it = ivy.int32 if index_type is None else ivy_dtype(index_type)
    v, i = _top_k(n(input), k, True, it)
    return _namedtuple("TopKV2", ("values", "indices"))(v, i)


def approx_max_k(operand, k, reduction_dimension=-1, recall_target=0.95, reduction_input_size_override=-1,
                 aggregate_to_topk=True, name=None):
    a = n(operand)
    a = ivy.moveaxis(a, reduction_dimension, -1)
    v, i = _top_k(a, k, True, ivy.int32)
    return wrap(ivy.moveaxis(v._data, -1, reduction_dimension)), wrap(ivy.moveaxis(i._data, -1, reduction_dimension))


def approx_min_k(operand, k, reduction_dimension=-1, recall_target=0.95, reduction_input_size_override=-1,
                 aggregate_to_topk=True, name=None):
    a = n(operand)
    a = ivy.moveaxis(a, reduction_dimension, -1)
    v, i = _top_k(a, k, False, ivy.int32)
    return wrap(ivy.moveaxis(v._data, -1, reduction_dimension)), wrap(ivy.moveaxis(i._data, -1, reduction_dimension))


def in_top_k(targets, predictions, k, name=None):
    t, p = n(targets), n(predictions)
    if len(p.shape) != 2:
        raise invalid(f"predictions must be 2-dimensional, got {list(p.shape)}")
    if len(t.shape) != 1 or t.shape[0] != p.shape[0]:
        raise invalid("First dimension of predictions must match length of targets")
    c = p.shape[1]
    ti = ivy.astype(t, ivy.int64)
    ok = ivy.logical_and(ivy.greater_equal(ti, 0), ivy.less(ti, c))
    safe = ivy.where(ok, ti, ivy.zeros_like(ti))
    tv = ivy.take_along_axis(p, ivy.expand_dims(safe, axis=-1), axis=-1)
    higher = ivy.sum(ivy.astype(ivy.greater(p, tv), ivy.int64), axis=-1)
    fin = ivy.squeeze(ivy.isfinite(tv), axis=-1)
    kk = int(n(k)) if not isinstance(k, int) else k
    return wrap(ivy.logical_and(ivy.logical_and(ok, fin), ivy.less(higher, kk)))


def _block(block_size, fn):
    bs = int(n(block_size)) if not isinstance(block_size, int) else block_size
    if bs < 2:
        raise FrontendValueError(f"{fn}: block_size must be at least 2, got {bs}")
    return bs


def space_to_depth(input, block_size, data_format="NHWC", name=None):  # noqa: A002
    a = n(input)
    bs = _block(block_size, "SpaceToDepth")
    cf = channels_first(data_format, 2)
    if len(a.shape) != 4:
        raise invalid(f"SpaceToDepth: input rank should be 4 instead of {len(a.shape)}")
    if cf:
        a = ivy.permute_dims(a, (0, 2, 3, 1))
    b, h, w, c = a.shape
    if h % bs or w % bs:
        raise invalid(f"Image width {w} and height {h} should be divisible by block_size: {bs}")
    r = ivy.reshape(a, (b, h // bs, bs, w // bs, bs, c))
    r = ivy.permute_dims(r, (0, 1, 3, 2, 4, 5))
    r = ivy.reshape(r, (b, h // bs, w // bs, bs * bs * c))
    if cf:
        r = ivy.permute_dims(r, (0, 3, 1, 2))
    return wrap(r)


def depth_to_space(input, block_size, data_format="NHWC", name=None):  # noqa: A002
    a = n(input)
    bs = _block(block_size, "DepthToSpace")
    cf = channels_first(data_format, 2)
    if len(a.shape) != 4:
        raise invalid(f"DepthToSpace: input rank should be 4 instead of {len(a.shape)}")
    if cf:
        a = ivy.permute_dims(a, (0, 2, 3, 1))
    b, h, w, c = a.shape
    if c % (bs * bs):
        raise invalid(f"Input depth dimension {c} should be divisible by: {bs * bs}")
    c2 = c // (bs * bs)
    r = ivy.reshape(a, (b, h, w, bs, bs, c2))
    r = ivy.permute_dims(r, (0, 1, 3, 2, 4, 5))
    r = ivy.reshape(r, (b, h * bs, w * bs, c2))
    if cf:
        r = ivy.permute_dims(r, (0, 3, 1, 2))
    return wrap(r)


def space_to_batch(input, block_shape, paddings, name=None):  # noqa: A002
    a = n(input)
    bsh = [int(v) for v in pyval(block_shape)]
    pads = [[int(u) for u in q] for q in pyval(paddings)]
    m = len(bsh)
    if len(pads) != m:
        raise invalid("space_to_batch: paddings must have one pair per block dimension")
    nd = len(a.shape)
    full = [(0, 0)] + [tuple(q) for q in pads] + [(0, 0)] * (nd - 1 - m)
    p = ivy.pad(a, full)
    b = p.shape[0]
    sp = p.shape[1:1 + m]
    rest = p.shape[1 + m:]
    for i in range(m):
        if sp[i] % bsh[i]:
            raise invalid(f"padded_shape[{i}]={sp[i]} is not divisible by block_shape[{i}]={bsh[i]}")
    shp = [b]
    for i in range(m):
        shp += [sp[i] // bsh[i], bsh[i]]
    r = ivy.reshape(p, (*shp, *rest))
    perm = [2 + 2 * i for i in range(m)] + [0] + [1 + 2 * i for i in range(m)] + list(range(1 + 2 * m, len(r.shape)))
    r = ivy.permute_dims(r, tuple(perm))
    prod = 1
    for v in bsh:
        prod *= v
    r = ivy.reshape(r, (b * prod, *[sp[i] // bsh[i] for i in range(m)], *rest))
    return wrap(r)


def zero_fraction(value, name=None):
    a = n(value)
    z = ivy.equal(a, ivy.zeros_like(a))
    if a.size == 0 if isinstance(getattr(a, "size", None), int) else False:
        return wrap(nat(ivy.asarray(float("nan"), dtype=ivy.float32)))
    return wrap(ivy.astype(ivy.mean(ivy.astype(z, ivy.float32)), ivy.float32))


def _morph(fn, x, filters, strides, padding, data_format, dilations, sign):
    a, f = n(x), n(filters)
    check_float(fn, a)
    if data_format != "NHWC":
        raise FrontendValueError(f"{fn}: data_format must be 'NHWC'")
    if len(a.shape) != 4 or len(f.shape) != 3:
        raise invalid(f"{fn}: input must be 4-D and filters 3-D")
    st = tuple_arg(strides, 2, "strides")
    dl = tuple_arg(dilations, 2, "dilations")
    pad = spatial_padding(padding, 2, False, fn)
    b, h, w, c = a.shape
    fh, fw = f.shape[0], f.shape[1]
    kh, kw = (fh - 1) * dl[0] + 1, (fw - 1) * dl[1] + 1
    fill = float("-inf")
    if pad == "SAME":
        oh, ow = -(-h // st[0]), -(-w // st[1])
        ph, pw = max((oh - 1) * st[0] + kh - h, 0), max((ow - 1) * st[1] + kw - w, 0)
        a = a if sign > 0 else ivy.negative(a)
        a = ivy.pad(a, ((0, 0), (ph // 2, ph - ph // 2), (pw // 2, pw - pw // 2), (0, 0)), constant_values=fill)
    else:
        oh, ow = (h - kh) // st[0] + 1, (w - kw) // st[1] + 1
        a = a if sign > 0 else ivy.negative(a)
    ff = f if sign > 0 else ivy.flip(f, axis=(0, 1))
    best = None
    for i in range(fh):
        for j in range(fw):
            y0, x0 = i * dl[0], j * dl[1]
            part = a[:, y0:y0 + (oh - 1) * st[0] + 1:st[0], x0:x0 + (ow - 1) * st[1] + 1:st[1], :]
            v = ivy.add(part, ff[i, j])
            best = v if best is None else ivy.maximum(best, v)
    return best if sign > 0 else ivy.negative(best)


def dilation2d(input, filters, strides, padding, data_format, dilations, name=None):  # noqa: A002
    return wrap(_morph("dilation2d", input, filters, strides, padding, data_format, dilations, 1))


def erosion2d(value, filters, strides, padding, data_format, dilations, name=None):
    return wrap(_morph("erosion2d", value, filters, strides, padding, data_format, dilations, -1))

"""Argument handling and compositions of the spatial family (ivy.api.spatial).

The helpers here are plain Python (no arrays): they turn Ivy's arguments
(strides, ``"SAME"``/``"VALID"``/explicit padding, data and filter formats,
dilations, groups) into one normalized description that the compositions below
and the backends' native implementations share, so every backend computes the
same shapes and paddings.

Compositions work channel-last on ``(N, *spatial, C)`` arrays with only the
standard's functions: convolutions gather the kernel taps with strided slices,
stack them and do one (batched) ``matmul``; pooling reduces the strided slices
with ``maximum``/``add``; interpolation applies one (out, in) weight matrix per
spatial axis (every mode is separable), or ``take`` for the nearest modes;
``grid_sample`` gathers the taps around each grid point with ``take_along_axis``.
"""

from __future__ import annotations

import itertools
import math
import struct

from .. import dtypes as _dt
from .._dispatch import composition
from ..errors import InvalidArgumentError, ShapeError, UnsupportedDtypeError
from ..plugin import with_fallback
from ._shape_impl import _device  # the native device of an array: a composition's constants go there

# ------------------------------------------------------------------ arguments


def ntuple(v, n, name, fn, *, channel_last=True, minimum=1):
    """``v`` (an int or a sequence of 1, n or n+2 ints) as a tuple of n ints >= minimum."""
    if v.__class__ is int:
        t = (v,) * n
    else:
        try:
            t = tuple(int(a) for a in v)
        except TypeError:
            raise InvalidArgumentError(
                f"ivy.{fn}: {name} must be an int or a sequence of ints, got {v!r}") from None
        if len(t) == 1:
            t = t * n
        elif len(t) == n + 2 and n:
            t = t[1:-1] if channel_last else t[2:]
        elif len(t) != n:
            raise InvalidArgumentError(f"ivy.{fn}: {name} needs 1 or {n} values, got {v!r}")
    for a in t:
        if a < minimum:
            raise InvalidArgumentError(f"ivy.{fn}: {name} must be >= {minimum}, got {v!r}")
    return t


def is_channel_last(data_format, n, fn):
    """True for "NWC"/"NHWC"/"NDHWC"/"channel_last", False for the channel-first names."""
    if data_format in ("channel_last", "NWC", "NHWC", "NDHWC"):
        return True
    if data_format in ("channel_first", "NCW", "NCHW", "NCDHW"):
        return False
    raise InvalidArgumentError(
        f"ivy.{fn}: data_format must be 'channel_last'/'channel_first' (or 'NWC', 'NHWC', 'NDHWC', "
        f"'NCW', 'NCHW', 'NCDHW'), got {data_format!r}"
    )


def filter_channel_last(filter_format, fn):
    if filter_format == "channel_last":
        return True
    if filter_format == "channel_first":
        return False
    raise InvalidArgumentError(
        f"ivy.{fn}: filter_format must be 'channel_last' or 'channel_first', got {filter_format!r}")


def norm_padding(padding, n, fn, *, allow_negative=False):
    """``"SAME"``/``"VALID"`` (upper-cased), or a list of n (low, high) int pairs."""
    if isinstance(padding, str):
        p = padding.upper()
        if p in ("SAME", "VALID"):
            return p
        raise InvalidArgumentError(
            f"ivy.{fn}: padding must be 'SAME', 'VALID', an int or (low, high) pairs, got {padding!r}")
    if padding.__class__ is int:
        pairs = [(padding, padding)] * n
    else:
        try:
            items = list(padding)
        except TypeError:
            raise InvalidArgumentError(f"ivy.{fn}: bad padding {padding!r}") from None
        if all(isinstance(p, int) for p in items):
            if len(items) == 1:
                pairs = [(items[0], items[0])] * n
            elif len(items) == n:
                pairs = [(p, p) for p in items]
            else:
                raise InvalidArgumentError(f"ivy.{fn}: padding needs 1 or {n} ints, got {padding!r}")
        else:
            try:
                pairs = [(int(a), int(b)) for a, b in items]
            except (TypeError, ValueError):
                raise InvalidArgumentError(
                    f"ivy.{fn}: padding pairs must be (low, high) ints, got {padding!r}") from None
            if len(pairs) != n:
                raise InvalidArgumentError(f"ivy.{fn}: padding needs {n} (low, high) pairs, got {padding!r}")
    if not allow_negative:
        for lo, hi in pairs:
            if lo < 0 or hi < 0:
                raise InvalidArgumentError(f"ivy.{fn}: padding must be >= 0, got {padding!r}")
    return pairs


def same_pads(sizes, keff, strides):
    """TensorFlow's SAME padding: output ceil(size / stride), the odd pixel at the end."""
    out = []
    for size, k, s in zip(sizes, keff, strides):
        total = max((-(-size // s) - 1) * s + k - size, 0)
        out.append((total // 2, total - total // 2))
    return out


def split_x(xshape, n, channel_last, fn):
    """(batch_shape, spatial, channels) of an input with any number of leading batch dims."""
    if len(xshape) < n + 1:
        raise ShapeError(
            f"ivy.{fn}: input needs at least {n + 1} dimensions ({n} spatial and channels), got shape {xshape}")
    if channel_last:
        return tuple(xshape[: -n - 1]), tuple(xshape[-n - 1:-1]), xshape[-1]
    return tuple(xshape[: -n - 1]), tuple(xshape[-n:]), xshape[-n - 1]


def result_float(d1, d2=None):
    """The dtype a convolution computes in: promoted, integers and bool to float32."""
    d = d1 if d2 is None or d2 == d1 else _dt.promote_types(d1, d2)
    if d.kind in "biu":
        return _dt.default_float_dtype
    return d


class ConvSpec:
    """A normalized (transposed) convolution: sizes, strides, paddings, dilations."""

    __slots__ = ("n", "cl", "batch", "spatial", "cin", "cout", "k", "strides", "pads", "xdil", "dil", "groups",
                 "out", "fcl", "keff", "sym", "perm_cf", "perm_cl", "wperm", "same")

    def _finish(self):
        """Derived values the backends use on their hot path."""
        n = self.n
        self.sym = tuple(lo for lo, _ in self.pads) if all(lo == hi for lo, hi in self.pads) else None
        self.perm_cf = (0, n + 1) + tuple(range(1, n + 1))  # (N, *sp, C) -> (N, C, *sp)
        self.perm_cl = (0,) + tuple(range(2, n + 2)) + (1,)  # (N, C, *sp) -> (N, *sp, C)
        self.wperm = (n + 1, n) + tuple(range(n))  # (*k, a, b) -> (b, a, *k)
        return self

    def __repr__(self):
        return f"ConvSpec({', '.join(f'{a}={getattr(self, a)!r}' for a in self.__slots__)})"


_SPEC_CACHE: dict = {}


def _cached(make):
    """Memoize a spec builder on its (hashable) arguments: the hot path of a layer called
    again and again with the same shapes is one dict lookup."""

    def cached(*args):
        try:
            return _SPEC_CACHE[(make, args)]
        except KeyError:
            pass
        except TypeError:  # an unhashable argument (a list of pairs): no caching
            return make(*args)
        r = make(*args)
        if len(_SPEC_CACHE) > 4096:
            _SPEC_CACHE.clear()
        _SPEC_CACHE[(make, args)] = r
        return r

    cached.__wrapped__ = make
    cached.__doc__ = make.__doc__
    return cached


@_cached
def conv_spec(xshape, wshape, n, strides, padding, data_format, filter_format, groups, x_dilations, dilations,
              fn):
    """Describe ``conv(x, w)``: the output spatial sizes and explicit (low, high) paddings."""
    cl = is_channel_last(data_format, n, fn)
    fcl = filter_channel_last(filter_format, fn)
    s = ConvSpec()
    s.n, s.cl, s.fcl = n, cl, fcl
    s.batch, s.spatial, s.cin = split_x(tuple(xshape), n, cl, fn)
    wshape = tuple(wshape)
    if len(wshape) != n + 2:
        raise ShapeError(f"ivy.{fn}: filters need {n + 2} dimensions, got shape {wshape}")
    if fcl:
        s.k, cin_g, s.cout = wshape[:n], wshape[n], wshape[n + 1]
    else:
        s.cout, cin_g, s.k = wshape[0], wshape[1], wshape[2:]
    if groups.__class__ is not int or groups < 1:
        raise InvalidArgumentError(f"ivy.{fn}: feature_group_count must be an int >= 1, got {groups!r}")
    s.groups = groups
    if cin_g * groups != s.cin:
        raise ShapeError(f"ivy.{fn}: input has {s.cin} channels but filters take {cin_g} per group x {groups} groups "
                         f"(filter shape {wshape}, filter_format={filter_format!r})")
    if s.cout % groups:
        raise ShapeError(f"ivy.{fn}: {s.cout} output channels are not divisible by {groups} groups")
    s.strides = ntuple(strides, n, "strides", fn, channel_last=cl)
    s.xdil = ntuple(x_dilations, n, "x_dilations", fn, channel_last=cl)
    s.dil = ntuple(dilations, n, "dilations", fn, channel_last=cl)
    s.keff = tuple((k - 1) * d + 1 for k, d in zip(s.k, s.dil))
    din = tuple((i - 1) * xd + 1 if i else 0 for i, xd in zip(s.spatial, s.xdil))
    pad = norm_padding(padding, n, fn)
    same = same_pads(din, s.keff, s.strides)
    if pad == "VALID":
        pad = [(0, 0)] * n
    elif pad == "SAME":
        pad = same
    s.pads = pad
    # the paddings are TensorFlow's (and XLA's) "SAME" for this input: a backend may pass the word
    s.same = list(pad) == same
    out = []
    for i, (lo, hi), k, st in zip(din, pad, s.keff, s.strides):
        if i + lo + hi < k:
            raise ShapeError(f"ivy.{fn}: the (padded) input {s.spatial} is smaller than the dilated kernel "
                             f"{s.keff} (padding {pad})")
        out.append((i + lo + hi - k) // st + 1)
    s.out = tuple(out)
    return s._finish()


def _full_output_shape(output_shape, n, cl, fn):
    try:
        os_ = tuple(int(v) for v in output_shape)
    except TypeError:
        raise InvalidArgumentError(f"ivy.{fn}: output_shape must be a sequence of ints, got {output_shape!r}") from None
    if len(os_) == n:
        return os_
    if len(os_) >= n + 2:
        return os_[-n - 1:-1] if cl else os_[-n:]
    raise InvalidArgumentError(
        f"ivy.{fn}: output_shape needs the {n} spatial sizes (or a full shape), got {output_shape!r}")


@_cached
def conv_transpose_spec(xshape, wshape, n, strides, padding, output_shape, data_format, filter_format, groups,
                        dilations, fn):
    """Describe ``conv_transpose(x, w)``: ``out`` and ``crop`` = (low, high) cut from the full result.

    The full result of a transposed convolution has ``(in - 1) * stride + dilated_kernel``
    elements per axis; ``crop`` says how many to drop at each end (a negative ``high``
    appends zeros). Filters: channel_last ``(*k, out/groups, in)``, channel_first
    ``(in, out/groups, *k)`` (torch's layout).
    """
    cl = is_channel_last(data_format, n, fn)
    fcl = filter_channel_last(filter_format, fn)
    s = ConvSpec()
    s.n, s.cl, s.fcl, s.xdil = n, cl, fcl, (1,) * n
    s.batch, s.spatial, s.cin = split_x(tuple(xshape), n, cl, fn)
    wshape = tuple(wshape)
    if len(wshape) != n + 2:
        raise ShapeError(f"ivy.{fn}: filters need {n + 2} dimensions, got shape {wshape}")
    if fcl:
        s.k, cout_g, win = wshape[:n], wshape[n], wshape[n + 1]
    else:
        win, cout_g, s.k = wshape[0], wshape[1], wshape[2:]
    if groups.__class__ is not int or groups < 1:
        raise InvalidArgumentError(f"ivy.{fn}: feature_group_count must be an int >= 1, got {groups!r}")
    s.groups = groups
    if win != s.cin:
        raise ShapeError(f"ivy.{fn}: input has {s.cin} channels but the filters (shape {wshape}, "
                         f"filter_format={filter_format!r}) take {win}")
    if s.cin % groups:
        raise ShapeError(f"ivy.{fn}: {s.cin} input channels are not divisible by {groups} groups")
    s.cout = cout_g * groups
    s.strides = ntuple(strides, n, "strides", fn, channel_last=cl)
    s.dil = ntuple(dilations, n, "dilations", fn, channel_last=cl)
    s.keff = tuple((k - 1) * d + 1 for k, d in zip(s.k, s.dil))
    pad = norm_padding(padding, n, fn)
    full = tuple((i - 1) * st + k for i, st, k in zip(s.spatial, s.strides, s.keff))
    want = None if output_shape is None else _full_output_shape(output_shape, n, cl, fn)
    crops = []
    outs = []
    for ax in range(n):
        i, st, k, f = s.spatial[ax], s.strides[ax], s.keff[ax], full[ax]
        if pad == "VALID":
            o = i * st + max(k - st, 0) if want is None else want[ax]
            if want is not None and (o < k or (o - k) // st + 1 != i):
                raise ShapeError(f"ivy.{fn}: output_shape {output_shape} cannot come from input {s.spatial} with "
                                 f"VALID padding, stride {s.strides} and kernel {s.keff}")
            lo = 0
        elif pad == "SAME":
            o = i * st if want is None else want[ax]
            if want is not None and -(-o // st) != i:
                raise ShapeError(f"ivy.{fn}: output_shape {output_shape} cannot come from input {s.spatial} with "
                                 f"SAME padding and stride {s.strides}")
            lo = max((-(-o // st) - 1) * st + k - o, 0) // 2
        else:
            lo, hi = pad[ax]
            o = f - lo - hi if want is None else want[ax]
        if o < 0:
            raise ShapeError(f"ivy.{fn}: padding {padding!r} leaves a negative output size")
        crops.append((lo, f - lo - o))
        outs.append(o)
    s.pads = crops
    s.out = tuple(outs)
    return s._finish()


@_cached
def pool_spec(xshape, n, kernel, strides, padding, dilation, ceil_mode, data_format, fn):
    """Normalized pooling: (batch, spatial, C, channel_last, k, strides, dil, pads, out).

    ``pads`` include the extra high padding ``ceil_mode`` needs (windows that start
    inside the input or the low padding, as torch does).
    """
    cl = is_channel_last(data_format, n, fn)
    batch, spatial, c = split_x(tuple(xshape), n, cl, fn)
    k = ntuple(kernel, n, "kernel", fn, channel_last=cl)
    st = ntuple(strides, n, "strides", fn, channel_last=cl)
    dil = ntuple(dilation, n, "dilation", fn, channel_last=cl)
    keff = tuple((a - 1) * d + 1 for a, d in zip(k, dil))
    pad = norm_padding(padding, n, fn)
    if pad == "VALID":
        pad = [(0, 0)] * n
    elif pad == "SAME":
        pad = same_pads(spatial, keff, st)
    out = []
    pads = []
    for size, (lo, hi), ke, s_ in zip(spatial, pad, keff, st):
        span = size + lo + hi - ke
        if span < 0:
            raise ShapeError(f"ivy.{fn}: the (padded) input {spatial} is smaller than the window {keff}")
        if ceil_mode:
            o = -(-span // s_) + 1
            if (o - 1) * s_ >= size + lo:
                o -= 1
        else:
            o = span // s_ + 1
        out.append(o)
        pads.append((lo, hi, max((o - 1) * s_ + ke - (size + lo + hi), 0)))
    return batch, spatial, c, cl, k, st, dil, pads, tuple(out)


def avg_counts(spatial, k, st, pads, out, count_include_pad):
    """Per axis, the divisor of each output position (torch's rule), as lists of ints."""
    res = []
    for size, ka, s_, (lo, hi, _extra), o in zip(spatial, k, st, pads, out):
        cnt = []
        for j in range(o):
            start = j * s_ - lo
            end = min(start + ka, size + hi)
            if count_include_pad:
                cnt.append(end - start)
            else:
                cnt.append(min(end, size) - max(start, 0))
        res.append(cnt)
    return res


# -------------------------------------------------------------- interpolation

_TORCH_MODES = ("linear", "bilinear", "trilinear", "nd", "nearest", "nearest_exact", "area", "bicubic")
_TF_MODES = ("tf_area", "tf_bicubic", "bicubic_tensorflow", "lanczos3", "lanczos5", "gaussian", "mitchellcubic")
INTERP_MODES = _TORCH_MODES + _TF_MODES


def _f32(v):
    return struct.unpack("f", struct.pack("f", v))[0]


def interp_spec(xshape, size, mode, scale_factor, recompute_scale_factor, align_corners, antialias, fn="interpolate"):
    """(n, out_sizes, scales) for interpolate. ``scales[i]`` is torch's coordinate scale
    (input/output, or 1/scale_factor), None where the sizes decide."""
    if mode == "nearest-exact":
        mode = "nearest_exact"
    if mode not in INTERP_MODES:
        raise InvalidArgumentError(f"ivy.{fn}: mode must be one of {', '.join(INTERP_MODES)}; got {mode!r}")
    if isinstance(size, (list, tuple)):
        n = len(size)
    elif isinstance(scale_factor, (list, tuple)):
        n = len(scale_factor)
    else:
        n = len(xshape) - 2
    if n < 1 or len(xshape) < n + 1:
        raise ShapeError(f"ivy.{fn}: input of shape {tuple(xshape)} has no spatial dimensions to resize "
                         "(the layout is (*batch, channels, *spatial))")
    spatial = tuple(xshape[-n:])
    if (size is None) == (scale_factor is None):
        raise InvalidArgumentError(f"ivy.{fn}: give exactly one of size and scale_factor")
    if size is not None:
        out = ntuple(size, n, "size", fn, minimum=1)
        scales = (None,) * n
    else:
        sf = (scale_factor,) * n if not isinstance(scale_factor, (list, tuple)) else tuple(scale_factor)
        if len(sf) != n or any(not (v > 0) for v in sf):
            raise InvalidArgumentError(f"ivy.{fn}: scale_factor must be {n} positive numbers, got {scale_factor!r}")
        out = tuple(int(math.floor(i * float(v))) for i, v in zip(spatial, sf))
        if any(o < 1 for o in out):
            raise ShapeError(f"ivy.{fn}: scale_factor {scale_factor!r} gives an empty output for input {spatial}")
        scales = (None,) * n if recompute_scale_factor else tuple(1.0 / float(v) for v in sf)
    if align_corners and mode not in ("linear", "bilinear", "trilinear", "nd", "bicubic"):
        raise InvalidArgumentError(
            f"ivy.{fn}: align_corners only applies to the linear and bicubic modes, not {mode!r}")
    if antialias and mode not in ("linear", "bilinear", "trilinear", "nd", "bicubic") + _TF_MODES:
        raise InvalidArgumentError(f"ivy.{fn}: antialias does not apply to mode {mode!r}")
    if antialias and align_corners:
        raise InvalidArgumentError(f"ivy.{fn}: antialias with align_corners is not supported")
    return mode, n, spatial, out, scales


def _torch_scale(i, o, scale, align_corners):
    if align_corners:
        return (i - 1) / (o - 1) if o > 1 else 0.0
    return scale if scale is not None else i / o


def _cubic(x, a):
    x = abs(x)
    if x <= 1.0:
        return ((a + 2.0) * x - (a + 3.0)) * x * x + 1.0
    if x < 2.0:
        return ((a * x - 5.0 * a) * x + 8.0 * a) * x - 4.0 * a
    return 0.0


def _sinc(x):
    if x == 0.0:
        return 1.0
    return math.sin(math.pi * x) / (math.pi * x)


def _lanczos(r):
    return lambda x: _sinc(x) * _sinc(x / r) if abs(x) < r else 0.0


def _mitchell(x):
    x = abs(x)
    if x >= 2.0:
        return 0.0
    if x >= 1.0:
        return (((-7.0 / 18.0) * x + 2.0) * x - 10.0 / 3.0) * x + 16.0 / 9.0
    return (((7.0 / 6.0) * x - 2.0) * x) * x + 8.0 / 9.0


def _gaussian(x):
    x = abs(x)
    if x >= 1.5:
        return 0.0
    sigma = 0.5
    return math.exp(-x * x / (2.0 * sigma * sigma))


_TF_KERNELS = {
    "lanczos3": (_lanczos(3.0), 3.0),
    "lanczos5": (_lanczos(5.0), 5.0),
    "gaussian": (_gaussian, 1.5),
    "mitchellcubic": (_mitchell, 2.0),
    "tf_bicubic": (lambda x: _cubic(x, -0.5), 2.0),
    "bicubic_tensorflow": (lambda x: _cubic(x, -0.5), 2.0),
}


def _scale_translate_matrix(i, o, kernel, radius, antialias):
    """TensorFlow's ScaleAndTranslate weights (also jax.image.resize's), (o, i) nested lists."""
    scale = o / i
    inv = 1.0 / scale
    kscale = max(inv, 1.0) if antialias else 1.0
    rows = []
    for j in range(o):
        c = (j + 0.5) * inv - 0.5
        row = [0.0] * i
        if -0.5 <= c <= i - 0.5:
            lo = max(int(math.floor(c - radius * kscale)), 0)
            hi = min(int(math.ceil(c + radius * kscale)), i - 1)
            tot = 0.0
            for x in range(lo, hi + 1):
                w = kernel(abs(c - x) / kscale)
                row[x] = w
                tot += w
            if abs(tot) > 1000.0 * 1.1920929e-07:
                row = [w / tot for w in row]
            else:
                row = [0.0] * i
        rows.append(row)
    return rows


def interp_matrix(mode, i, o, scale, align_corners, antialias):
    """The (o, i) weight matrix of one axis as nested lists (None for the nearest modes)."""
    if mode in ("linear", "bilinear", "trilinear", "nd", "bicubic") and antialias:
        sc = scale if scale is not None else i / o
        size = 2.0 if mode != "bicubic" else 4.0
        filt = (lambda x: max(0.0, 1.0 - abs(x))) if mode != "bicubic" else (lambda x: _cubic(x, -0.5))
        support = size / 2.0 * sc if sc >= 1.0 else size / 2.0
        invscale = 1.0 / sc if sc >= 1.0 else 1.0
        rows = []
        for j in range(o):
            center = sc * (j + 0.5)
            xmin = max(int(center - support + 0.5), 0)
            xmax = min(int(center + support + 0.5), i)
            ws = [filt((x - center + 0.5) * invscale) for x in range(xmin, xmax)]
            tot = sum(ws)
            row = [0.0] * i
            for x, w in zip(range(xmin, xmax), ws):
                row[x] = w / tot if tot else 0.0
            rows.append(row)
        return rows
    if mode in ("linear", "bilinear", "trilinear", "nd"):
        sc = _torch_scale(i, o, scale, align_corners)
        rows = []
        for j in range(o):
            src = j * sc if align_corners else max((j + 0.5) * sc - 0.5, 0.0)
            i0 = min(int(math.floor(src)), i - 1)
            i1 = min(i0 + 1, i - 1)
            lam = src - i0
            row = [0.0] * i
            row[i0] += 1.0 - lam
            row[i1] += lam
            rows.append(row)
        return rows
    if mode == "bicubic":
        sc = _torch_scale(i, o, scale, align_corners)
        rows = []
        for j in range(o):
            src = j * sc if align_corners else (j + 0.5) * sc - 0.5
            f = math.floor(src)
            t = src - f
            row = [0.0] * i
            for m in range(-1, 3):
                row[min(max(int(f) + m, 0), i - 1)] += _cubic(t - m, -0.75)
            rows.append(row)
        return rows
    if mode == "area":  # torch: adaptive average pooling
        rows = []
        for j in range(o):
            a = (j * i) // o
            b = -(-((j + 1) * i) // o)
            row = [0.0] * i
            for x in range(a, b):
                row[x] = 1.0 / (b - a)
            rows.append(row)
        return rows
    if mode == "tf_area":  # TensorFlow's resize_area: exact overlap of [j, j+1) * scale
        sc = i / o
        rows = []
        for j in range(o):
            a, b = j * sc, (j + 1) * sc
            row = [0.0] * i
            for x in range(int(math.floor(a)), min(int(math.ceil(b)), i)):
                row[x] = (min(b, x + 1) - max(a, x)) / sc
            rows.append(row)
        return rows
    kern, radius = _TF_KERNELS[mode]
    return _scale_translate_matrix(i, o, kern, radius, antialias)


def nearest_index(mode, i, o, scale):
    """Source indices of torch's 'nearest' (float32 arithmetic, as torch) or 'nearest_exact'."""
    if o == i and scale is None:
        return list(range(o))
    sc = _f32(scale) if scale is not None else _f32(_f32(float(i)) / o)
    if mode == "nearest":
        return [min(int(math.floor(_f32(j * sc))), i - 1) for j in range(o)]
    return [min(int(math.floor(_f32(_f32(j + 0.5) * sc))), i - 1) for j in range(o)]


# --------------------------------------------------------------- compositions


def _shape(xp, x):
    return tuple(xp.shape(x))


def _float_of(xp, x, what, fn):
    d = xp.dtype(x)
    if d.kind == "c":
        raise UnsupportedDtypeError(f"ivy.{fn}: complex {what} is not supported")
    return d


def _to_cl(xp, x, n, cl):
    """(*batch, *spatial, C) or (*batch, C, *spatial) -> (N, *spatial, C); returns (y, batch)."""
    shp = _shape(xp, x)
    nd = len(shp)
    if not cl:
        b = nd - n - 1
        x = xp.permute_dims(x, tuple(range(b)) + tuple(range(b + 1, nd)) + (b,))
        shp = _shape(xp, x)
    batch = shp[: nd - n - 1]
    return xp.reshape(x, (math.prod(batch),) + shp[nd - n - 1:]), batch


def _from_cl(xp, y, batch, n, cl):
    shp = _shape(xp, y)
    y = xp.reshape(y, tuple(batch) + shp[1:])
    if not cl:
        b = len(batch)
        y = xp.permute_dims(y, tuple(range(b)) + (b + n,) + tuple(range(b, b + n)))
    return y


def _pad_axis(xp, x, axis, lo, hi, value=0):
    """Pad (or crop, for negative widths) axis ``axis`` with a constant."""
    shp = _shape(xp, x)
    nd = len(shp)
    if lo < 0 or hi < 0:
        start, stop = max(-lo, 0), shp[axis] - max(-hi, 0)
        key = (slice(None),) * axis + (slice(start, max(stop, start)),) + (slice(None),) * (nd - axis - 1)
        x = xp.getitem(x, key)
        lo, hi = max(lo, 0), max(hi, 0)
        shp = _shape(xp, x)
    if not lo and not hi:
        return x
    parts = []
    dt = xp.dtype_of(x)
    dev = _device(xp, x)
    for w in (lo, hi):
        if w:
            s = list(shp)
            s[axis] = w
            parts.append(xp.full(tuple(s), value, dtype=dt, device=dev))
        else:
            parts.append(None)
    seq = [p for p in (parts[0], x, parts[1]) if p is not None]
    return xp.concat(seq, axis=axis)


def _dilate_axis(xp, x, axis, d):
    """Insert d-1 zeros between the elements along ``axis``."""
    if d == 1:
        return x
    shp = _shape(xp, x)
    if shp[axis] == 0:
        return x
    z = xp.zeros_like(x)
    y = xp.stack([x] + [z] * (d - 1), axis=axis + 1)
    s = list(shp)
    s[axis] = shp[axis] * d
    y = xp.reshape(y, tuple(s))
    key = (slice(None),) * axis + (slice(0, (shp[axis] - 1) * d + 1),)
    return xp.getitem(y, key)


def _windows(xp, x, k, dil, st, out):
    """For x of shape (N, *spatial, C): the strided slices of every kernel tap (a list)."""
    n = len(k)
    res = []
    for tap in itertools.product(*[range(a) for a in k]):
        key = [slice(None)]
        for ax in range(n):
            start = tap[ax] * dil[ax]
            key.append(slice(start, start + (out[ax] - 1) * st[ax] + 1, st[ax]))
        res.append(xp.getitem(x, tuple(key)))
    return res


def conv_core(xp, x, w, strides, pads, xdil, dil, groups):
    """x: (N, *spatial, C) and w: (*k, C/groups, O), same dtype; pads may be negative (crops)."""
    n = len(strides)
    for ax in range(n):
        x = _dilate_axis(xp, x, ax + 1, xdil[ax])
    for ax in range(n):
        x = _pad_axis(xp, x, ax + 1, pads[ax][0], pads[ax][1])
    wshape = _shape(xp, w)
    k = wshape[:n]
    cin_g, cout = wshape[n], wshape[n + 1]
    shp = _shape(xp, x)
    out = tuple((shp[ax + 1] - ((k[ax] - 1) * dil[ax] + 1)) // strides[ax] + 1 for ax in range(n))
    K = math.prod(k)
    if groups == 1:
        return _conv_dense(xp, x, xp.reshape(w, (K * cin_g, cout)), k, dil, strides, out)
    if cin_g == 1 and cout == groups:  # depthwise: a weighted sum of the taps, no matmul
        w2 = xp.reshape(w, (K, cout))
        acc = None
        for i, tap in enumerate(_windows(xp, x, k, dil, strides, out)):
            t = xp.multiply(tap, xp.getitem(w2, i))
            acc = t if acc is None else xp.add(acc, t)
        return acc
    cout_g = cout // groups
    parts = []
    lead = (slice(None),) * (n + 1)
    for g in range(groups):
        xg = xp.getitem(x, lead + (slice(g * cin_g, (g + 1) * cin_g),))
        wg = xp.getitem(w, lead[:n] + (slice(None), slice(g * cout_g, (g + 1) * cout_g)))
        parts.append(_conv_dense(xp, xg, xp.reshape(wg, (K * cin_g, cout_g)), k, dil, strides, out))
    return xp.concat(parts, axis=-1)


def _conv_dense(xp, x, w2, k, dil, strides, out):
    """Ungrouped conv of padded x (N, *spatial, C) with w2 (K*C, O): im2col and a matmul."""
    shp = _shape(xp, x)
    N, C = shp[0], shp[-1]
    K = math.prod(k)
    P = math.prod(out)
    taps = _windows(xp, x, k, dil, strides, out)
    cols = taps[0] if K == 1 else xp.stack(taps, axis=-2)  # (N, *out, K, C)
    # One GEMM per batch element: a single (N*P, K*C) GEMM sends some BLAS builds into
    # slow multi-threaded paths.
    y = xp.matmul(xp.reshape(cols, (N, P, K * C)), w2)
    return xp.reshape(y, (N,) + tuple(out) + (_shape(xp, w2)[1],))


def _filters_cl(xp, w, n, fcl):
    """Conv filters in channel_last layout (*k, I/g, O)."""
    if fcl:
        return w
    return xp.permute_dims(w, tuple(range(2, n + 2)) + (1, 0))


def check_bias(bshape, s, fn):
    """Raise ShapeError unless a convolution's bias has shape ``(c_out,)``: one value per output
    channel, as torch requires and Ivy documents (a broadcastable bias is refused on every backend
    alike)."""
    if bshape != (s.cout,):
        raise ShapeError(f"ivy.{fn}: bias needs shape ({s.cout},), one value per output channel, "
                         f"got {tuple(bshape)}")


def _add_bias(xp, y, bias, dt):
    if bias is None:
        return y
    b = bias
    if xp.dtype(b) != dt:
        b = xp.astype(b, xp.native_dtype(dt))
    return xp.add(y, b)


def conv_composed(xp, x, filters, s, bias, fn):
    if bias is not None:  # before any work
        check_bias(_shape(xp, bias), s, fn)
    dt = result_float(_float_of(xp, x, "input", fn), _float_of(xp, filters, "filters", fn))
    nd = xp.native_dtype(dt)
    if xp.dtype(x) != dt:
        x = xp.astype(x, nd)
    if xp.dtype(filters) != dt:
        filters = xp.astype(filters, nd)
    xc, batch = _to_cl(xp, x, s.n, s.cl)
    w = _filters_cl(xp, filters, s.n, s.fcl)
    y = conv_core(xp, xc, w, s.strides, s.pads, s.xdil, s.dil, s.groups)
    y = _add_bias(xp, y, bias, dt)
    return _from_cl(xp, y, batch, s.n, s.cl)


def transpose_filters_cl(xp, w, s):
    """Transposed-conv filters -> the equivalent forward conv's channel_last filters
    (*k, I/g, O), flipped in space."""
    n = s.n
    if s.fcl:  # (*k, O/g, I)
        w = xp.permute_dims(w, (n + 1, n) + tuple(range(n)))  # (I, O/g, *k)
    shp = _shape(xp, w)
    g = s.groups
    cin, cout_g, k = shp[0], shp[1], shp[2:]
    w = xp.reshape(w, (g, cin // g, cout_g) + tuple(k))
    w = xp.permute_dims(w, tuple(range(3, 3 + n)) + (1, 0, 2))  # (*k, I/g, g, O/g)
    w = xp.reshape(w, tuple(k) + (cin // g, g * cout_g))
    return xp.flip(w, axis=tuple(range(n)))


def transpose_as_conv_pads(s):
    """Paddings of the stride-1 conv (on the stride-dilated input) equal to ``s``."""
    return [(k - 1 - lo, k - 1 - hi) for k, (lo, hi) in zip(s.keff, s.pads)]


def conv_transpose_composed(xp, x, filters, s, bias, fn):
    if bias is not None:  # before any work
        check_bias(_shape(xp, bias), s, fn)
    dt = result_float(_float_of(xp, x, "input", fn), _float_of(xp, filters, "filters", fn))
    nd = xp.native_dtype(dt)
    if xp.dtype(x) != dt:
        x = xp.astype(x, nd)
    if xp.dtype(filters) != dt:
        filters = xp.astype(filters, nd)
    xc, batch = _to_cl(xp, x, s.n, s.cl)
    w = transpose_filters_cl(xp, filters, s)
    y = conv_core(xp, xc, w, (1,) * s.n, transpose_as_conv_pads(s), s.strides, s.dil, s.groups)
    y = _add_bias(xp, y, bias, dt)
    return _from_cl(xp, y, batch, s.n, s.cl)


def _pool_pad_value(dt, kind):
    if kind == "max":
        if dt.kind == "f":
            return -math.inf
        if dt.kind == "b":
            return False
        return _dt.iinfo(dt).min
    return 0


def pool_composed(xp, x, n, kernel, strides, padding, dilation, ceil_mode, data_format, kind, fn,
                  count_include_pad=False, divisor_override=None):
    batch_, spatial, c, cl, k, st, dil, pads, out = pool_spec(
        _shape(xp, x), n, kernel, strides, padding, dilation, ceil_mode, data_format, fn)
    d = _float_of(xp, x, "input", fn)
    if kind == "avg" and d.kind in "biu":
        x = xp.astype(x, xp.native_dtype(_dt.default_float_dtype))
        d = _dt.default_float_dtype
    xc, batch = _to_cl(xp, x, n, cl)
    val = _pool_pad_value(d, kind)
    for ax in range(n):
        lo, hi, extra = pads[ax]
        xc = _pad_axis(xp, xc, ax + 1, lo, hi + extra, val)
    taps = _windows(xp, xc, k, dil, st, out)
    acc = taps[0]
    op = xp.maximum if kind == "max" else xp.add
    for t in taps[1:]:
        acc = op(acc, t)
    if kind == "avg":
        if divisor_override:
            acc = xp.divide(acc, float(divisor_override))
        else:
            counts = avg_counts(spatial, k, st, pads, out, count_include_pad)
            div = None
            dev = _device(xp, acc)
            for ax, cnt in enumerate(counts):
                shape = [1] * (n + 2)
                shape[ax + 1] = len(cnt)
                a = xp.reshape(xp.asarray([float(v) for v in cnt], dtype=xp.native_dtype(d), device=dev), tuple(shape))
                div = a if div is None else xp.multiply(div, a)
            acc = xp.divide(acc, div)
    return _from_cl(xp, acc, batch, n, cl)


def _apply_matrix(xp, x, axis, rows, dt):
    """Contract axis ``axis`` of x with the (o, i) matrix ``rows``."""
    dev = _device(xp, x)
    m = xp.asarray(rows, dtype=xp.native_dtype(dt), device=dev) if rows and rows[0] else None
    nd = len(_shape(xp, x))
    perm = tuple(a for a in range(nd) if a != axis) + (axis,)
    y = xp.permute_dims(x, perm)
    shp = _shape(xp, y)
    if m is None or shp[-1] == 0:
        o = len(rows)
        y = xp.zeros(shp[:-1] + (o,), dtype=xp.native_dtype(dt), device=dev)
    else:
        y = xp.matmul(y, xp.permute_dims(m, (1, 0)))
    inv = [0] * nd
    for i, p in enumerate(perm):
        inv[p] = i
    return xp.permute_dims(y, tuple(inv))


def interpolate_composed(xp, x, size, mode, scale_factor, recompute_scale_factor, align_corners, antialias):
    shp = _shape(xp, x)
    mode, n, spatial, out, scales = interp_spec(shp, size, mode, scale_factor, recompute_scale_factor,
                                                align_corners, antialias)
    d = _float_of(xp, x, "input", "interpolate")
    nd = len(shp)
    if mode in ("nearest", "nearest_exact"):
        for ax in range(n):
            a = nd - n + ax
            idx = nearest_index(mode, spatial[ax], out[ax], scales[ax])
            if idx != list(range(spatial[ax])):
                x = xp.take(x, xp.asarray(idx, dtype=xp.native_dtype(_dt.int64), device=_device(xp, x)), axis=a)
        return x
    if d.kind in "biu":
        x = xp.astype(x, xp.native_dtype(_dt.default_float_dtype))
        d = _dt.default_float_dtype
    for ax in range(n):
        a = nd - n + ax
        if out[ax] == spatial[ax] and scales[ax] in (None, 1.0) and mode not in ("bicubic",) and not antialias:
            continue
        rows = interp_matrix(mode, spatial[ax], out[ax], scales[ax], align_corners, antialias)
        x = _apply_matrix(xp, x, a, rows, d)
    return x


def _adaptive_sizes(xp, x, output_size, n, channel_last, fn):
    """The input's shape, its ``n`` spatial axes and the output size along each (``output_size``:
    an int, or ``n`` ints or None for "as the input"), checked, for the adaptive pools."""
    shp = _shape(xp, x)
    if len(shp) < n + 1:
        raise ShapeError(f"ivy.{fn}: input needs at least {n + 1} dimensions (channels and {n} spatial), "
                         f"got shape {shp}")
    nd = len(shp)
    axes = tuple(range(nd - n - 1, nd - 1)) if channel_last else tuple(range(nd - n, nd))
    if isinstance(output_size, int) and output_size.__class__ is not bool:
        osz = (output_size,) * n
    else:
        try:
            osz = tuple(output_size)
        except TypeError:
            raise InvalidArgumentError(f"ivy.{fn}: output_size must be an int or {n} sizes, got {output_size!r}") \
                from None
        if len(osz) != n:
            raise InvalidArgumentError(f"ivy.{fn}: output_size needs {n} sizes, got {output_size!r}")
        osz = tuple(shp[a] if o is None else o for a, o in zip(axes, osz))
    for o in osz:
        if o.__class__ is not int or o < 1:
            raise InvalidArgumentError(f"ivy.{fn}: output sizes must be ints >= 1, got {output_size!r}")
    for a in axes:
        if shp[a] == 0:
            raise ShapeError(f"ivy.{fn}: cannot pool an empty spatial axis (input shape {shp})")
    return shp, axes, osz


def adaptive_avg_composed(xp, x, output_size, n, channel_last, fn):
    shp, axes, osz = _adaptive_sizes(xp, x, output_size, n, channel_last, fn)
    d = _float_of(xp, x, "input", fn)
    if d.kind in "biu":
        x = xp.astype(x, xp.native_dtype(_dt.default_float_dtype))
        d = _dt.default_float_dtype
    for a, o in zip(axes, osz):
        if o != shp[a]:
            x = _apply_matrix(xp, x, a, interp_matrix("area", shp[a], o, None, False, False), d)
    return x


# The channel-last layout of each rank (the default data_format of the nn functions)
LAYOUT_CL = {1: "NWC", 2: "NHWC", 3: "NDHWC"}


def max_pool_functions(pool, covers, guard=None):
    """A backend's ``max_pool1d``, ``max_pool2d``, ``max_pool3d`` over its native pooling.

    ``pool(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, fn)`` serves the
    calls ``covers(x, n, kernel, strides, padding, dilation, ceil_mode, data_format)`` accepts;
    the others go to ivy-core's composition. ``guard(x, native, composed)``, when given, picks
    one of the two thunks at run time (for values the native kernel gets wrong, such as NaN).
    Each function is marked ``with_fallback``: it receives the composition, no wrapper frame.

    >>> mp1, mp2, mp3 = max_pool_functions(lambda x, n, *a: x, lambda x, n, *a: True)
    >>> mp2.__name__, mp2.__ivy_with_fallback__
    ('max_pool2d', True)
    """
    def make(n):
        name = f"max_pool{n}d"

        def max_pool(composition, x, kernel, strides, padding, /, *, data_format=LAYOUT_CL[n], dilation=1,
                     ceil_mode=False):
            def composed():
                return composition(x, kernel, strides, padding, data_format=data_format, dilation=dilation,
                                   ceil_mode=ceil_mode)

            if not covers(x, n, kernel, strides, padding, dilation, ceil_mode, data_format):
                return composed()
            if guard is None:
                return pool(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, name)
            return guard(x, lambda: pool(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, name),
                         composed)

        max_pool.__name__ = max_pool.__qualname__ = name
        return with_fallback(max_pool)

    return make(1), make(2), make(3)


# ------------------------------------------------------------------ grid sampling

GRID_MODES = ("bilinear", "nearest", "bicubic")
GRID_PADDINGS = ("zeros", "border", "reflection")


def grid_sample_spec(xshape, gshape, mode, padding_mode, fn="grid_sample"):
    """The number of spatial dims (2 or 3) of ``grid_sample``'s input, its arguments checked
    as torch checks them (an ``ivy.InvalidArgumentError`` or ``ivy.ShapeError`` for each)."""
    if mode not in GRID_MODES:
        raise InvalidArgumentError(f"ivy.{fn}: mode must be one of {', '.join(GRID_MODES)}; got {mode!r}")
    if padding_mode not in GRID_PADDINGS:
        raise InvalidArgumentError(
            f"ivy.{fn}: padding_mode must be one of {', '.join(GRID_PADDINGS)}; got {padding_mode!r}")
    xshape, gshape = tuple(xshape), tuple(gshape)
    nd = len(xshape) - 2
    if nd not in (2, 3) or len(gshape) != len(xshape):
        raise ShapeError(f"ivy.{fn}: expected a 4-D input with a 4-D grid or a 5-D input with a 5-D grid, got "
                         f"input of shape {xshape} and grid of shape {gshape}")
    if gshape[-1] != nd:
        raise ShapeError(f"ivy.{fn}: the grid's last axis must have size {nd} (the coordinates (x, y"
                         f"{', z' if nd == 3 else ''})), got grid of shape {gshape}")
    if gshape[0] != xshape[0]:
        raise ShapeError(f"ivy.{fn}: input and grid need the same batch size, got input of shape {xshape} and "
                         f"grid of shape {gshape}")
    if any(s == 0 for s in xshape[2:]):
        raise ShapeError(f"ivy.{fn}: the input's spatial axes must not be empty, got input of shape {xshape}")
    if mode == "bicubic" and nd != 2:
        raise InvalidArgumentError(f"ivy.{fn}: bicubic interpolation only supports 4-D input, got input of shape "
                                   f"{xshape}")
    return nd


def _grid_unnormalize(xp, g, size, align_corners):
    """Grid coordinates in [-1, 1] to pixel coordinates along an axis of ``size`` pixels."""
    if align_corners:
        return xp.multiply(xp.divide(xp.add(g, 1.0), 2.0), float(size - 1))
    return xp.divide(xp.subtract(xp.multiply(xp.add(g, 1.0), float(size)), 1.0), 2.0)


def _grid_reflect(xp, c, lo, hi):
    """``c`` reflected into [lo, hi] (the period is twice the span)."""
    if hi == lo:
        return xp.zeros_like(c)
    span = hi - lo
    y = xp.abs(xp.subtract(c, lo))
    flips = xp.floor(xp.divide(y, span))
    extra = xp.subtract(y, xp.multiply(flips, span))
    even = xp.equal(xp.remainder(flips, 2.0), 0.0)
    return xp.where(even, xp.add(extra, lo), xp.subtract(hi, extra))


def _grid_pad(xp, c, size, padding_mode, align_corners):
    """Pixel coordinates moved inside the input as ``padding_mode`` says ("zeros" leaves them)."""
    if padding_mode == "border":
        return xp.clip(c, 0.0, float(size - 1))
    if padding_mode == "reflection":
        c = _grid_reflect(xp, c, 0.0, float(size - 1)) if align_corners else \
            _grid_reflect(xp, c, -0.5, size - 0.5)
        return xp.clip(c, 0.0, float(size - 1))
    return c


def _grid_taps(xp, flat, idx, sizes):
    """``flat`` (N, prod(sizes), C) at the integer coordinates ``idx`` (each (N, P)): (N, P, C),
    0 at the coordinates outside the input."""
    lin = ok = None
    stride = 1
    for ix, s in zip(reversed(idx), reversed(sizes)):
        inside = xp.logical_and(xp.greater_equal(ix, 0), xp.less(ix, s))
        ok = inside if ok is None else xp.logical_and(ok, inside)
        term = xp.multiply(xp.clip(ix, 0, s - 1), stride)
        lin = term if lin is None else xp.add(lin, term)
        stride *= s
    n, p = _shape(xp, lin)
    ch = _shape(xp, flat)[-1]
    # (rows of the batch-flattened input: one row gather, not an element gather of (N, P, C)
    # broadcast indices, which NumPy runs ~5x slower)
    first = xp.multiply(xp.arange(n, dtype=xp.native_dtype(xp.dtype(lin)), device=_device(xp, lin)), stride)
    rows = xp.reshape(xp.add(lin, xp.reshape(first, (n, 1))), (n * p,))
    v = xp.reshape(xp.take(xp.reshape(flat, (n * stride, ch)), rows, axis=0), (n, p, ch))
    return xp.where(xp.reshape(ok, (n, p, 1)), v, xp.zeros_like(v))


def _cubic_weights(xp, t, a=-0.75):
    """Cubic convolution weights (torch's, A = -0.75) of the taps at -1, 0, 1, 2 for fraction ``t``."""
    def near(v):
        return xp.add(xp.multiply(xp.subtract(xp.multiply(v, a + 2), a + 3), xp.multiply(v, v)), 1.0)

    def far(v):
        return xp.subtract(xp.multiply(xp.add(xp.multiply(xp.subtract(xp.multiply(v, a), 5 * a), v), 8 * a), v),
                           4 * a)

    return [far(xp.add(t, 1.0)), near(t), near(xp.subtract(1.0, t)), far(xp.subtract(2.0, t))]


def grid_sample_composed(xp, x, grid, mode, padding_mode, align_corners):
    xs, gs = _shape(xp, x), _shape(xp, grid)
    nd = grid_sample_spec(xs, gs, mode, padding_mode)
    d = _float_of(xp, x, "input", "grid_sample")
    _float_of(xp, grid, "grid", "grid_sample")
    if d.kind in "biu":
        d = _dt.default_float_dtype
        x = xp.astype(x, xp.native_dtype(d))
    if xp.dtype(grid) != d:
        grid = xp.astype(grid, xp.native_dtype(d))
    n, ch, sizes, out = xs[0], xs[1], xs[2:], gs[1:-1]
    p = math.prod(out)
    g = xp.reshape(grid, (n, p, nd))
    # the grid's last axis is (x, y[, z]): reversed, the order of the spatial axes
    coords = [_grid_unnormalize(xp, xp.getitem(g, (slice(None), slice(None), nd - 1 - k)), sizes[k], align_corners)
              for k in range(nd)]
    flat = xp.permute_dims(xp.reshape(x, (n, ch, math.prod(sizes))), (0, 2, 1))  # (N, prod(sizes), C)
    i64 = xp.native_dtype(_dt.int64)
    if mode == "nearest":  # rounds half to even, as torch
        idx = [xp.astype(xp.round(_grid_pad(xp, c, s, padding_mode, align_corners)), i64)
               for c, s in zip(coords, sizes)]
        r = _grid_taps(xp, flat, idx, sizes)
    elif mode == "bilinear":
        cs = [_grid_pad(xp, c, s, padding_mode, align_corners) for c, s in zip(coords, sizes)]
        lo = [xp.floor(c) for c in cs]
        fr = [xp.subtract(c, f) for c, f in zip(cs, lo)]
        lo = [xp.astype(f, i64) for f in lo]
        r = None
        for corner in itertools.product((0, 1), repeat=nd):
            w = None
            for f, o in zip(fr, corner):
                wk = f if o else xp.subtract(1.0, f)
                w = wk if w is None else xp.multiply(w, wk)
            idx = [xp.add(f, o) if o else f for f, o in zip(lo, corner)]
            v = xp.multiply(_grid_taps(xp, flat, idx, sizes), xp.reshape(w, (n, p, 1)))
            r = v if r is None else xp.add(r, v)
    else:  # bicubic (2-D): the taps are padded one by one, as torch pads them
        lo = [xp.floor(c) for c in coords]
        wy, wx = (_cubic_weights(xp, xp.subtract(c, f)) for c, f in zip(coords, lo))
        rows = [xp.astype(_grid_pad(xp, xp.add(lo[0], float(i - 1)), sizes[0], padding_mode, align_corners), i64)
              for i in range(4)]
        cols = [xp.astype(_grid_pad(xp, xp.add(lo[1], float(j - 1)), sizes[1], padding_mode, align_corners), i64)
               for j in range(4)]
        r = None
        for i in range(4):
            for j in range(4):
                v = xp.multiply(_grid_taps(xp, flat, [rows[i], cols[j]], sizes),
                                xp.reshape(xp.multiply(wy[i], wx[j]), (n, p, 1)))
                r = v if r is None else xp.add(r, v)
    return xp.reshape(xp.permute_dims(r, (0, 2, 1)), (n, ch) + tuple(out))


def register():
    """Register the compositions (called by ivy.api.spatial once its stubs exist)."""

    def conv_n(n, name, default_df):
        @composition(name)
        def conv_nd(xp, x, filters, strides, padding, /, *, data_format=default_df, filter_format="channel_last",
                    x_dilations=1, dilations=1, bias=None):
            s = conv_spec(_shape(xp, x), _shape(xp, filters), n, strides, padding, data_format, filter_format, 1,
                          x_dilations, dilations, name)
            return conv_composed(xp, x, filters, s, bias, name)

        return conv_nd

    conv_n(1, "conv1d", "NWC")
    conv_n(2, "conv2d", "NHWC")
    conv_n(3, "conv3d", "NDHWC")

    def convt_n(n, name, default_df):
        @composition(name)
        def conv_t(xp, x, filters, strides, padding, /, *, output_shape=None, filter_format="channel_last",
                   data_format=default_df, dilations=1, bias=None):
            s = conv_transpose_spec(_shape(xp, x), _shape(xp, filters), n, strides, padding, output_shape,
                                    data_format, filter_format, 1, dilations, name)
            return conv_transpose_composed(xp, x, filters, s, bias, name)

        return conv_t

    convt_n(1, "conv1d_transpose", "NWC")
    convt_n(2, "conv2d_transpose", "NHWC")
    convt_n(3, "conv3d_transpose", "NDHWC")

    @composition("conv_general_dilated")
    def conv_general_dilated(xp, x, filters, strides, padding, /, *, dims=2, data_format="channel_last",
                             filter_format="channel_last", feature_group_count=1, x_dilations=1, dilations=1,
                             bias=None):
        s = conv_spec(_shape(xp, x), _shape(xp, filters), dims, strides, padding, data_format, filter_format,
                      feature_group_count, x_dilations, dilations, "conv_general_dilated")
        return conv_composed(xp, x, filters, s, bias, "conv_general_dilated")

    @composition("conv_general_transpose")
    def conv_general_transpose(xp, x, filters, strides, padding, /, *, dims=2, output_shape=None,
                               filter_format="channel_last", data_format="channel_last", dilations=1,
                               feature_group_count=1, bias=None):
        s = conv_transpose_spec(_shape(xp, x), _shape(xp, filters), dims, strides, padding, output_shape,
                                data_format, filter_format, feature_group_count, dilations, "conv_general_transpose")
        return conv_transpose_composed(xp, x, filters, s, bias, "conv_general_transpose")

    @composition("depthwise_conv2d")
    def depthwise_conv2d(xp, x, filters, strides, padding, /, *, data_format="NHWC", dilations=1):
        w, groups = depthwise_filters(xp, x, filters, data_format)
        s = conv_spec(_shape(xp, x), _shape(xp, w), 2, strides, padding, data_format, "channel_last", groups, 1,
                      dilations, "depthwise_conv2d")
        return conv_composed(xp, x, w, s, None, "depthwise_conv2d")

    def max_n(n, name, default_df):
        @composition(name)
        def max_pool(xp, x, kernel, strides, padding, /, *, data_format=default_df, dilation=1, ceil_mode=False):
            return pool_composed(xp, x, n, kernel, strides, padding, dilation, ceil_mode, data_format, "max", name)

        return max_pool

    max_n(1, "max_pool1d", "NWC")
    max_n(2, "max_pool2d", "NHWC")
    max_n(3, "max_pool3d", "NDHWC")

    @composition("avg_pool1d")
    def avg_pool1d(xp, x, kernel, strides, padding, /, *, data_format="NWC", count_include_pad=False,
                   ceil_mode=False, division_override=None):
        return pool_composed(xp, x, 1, kernel, strides, padding, 1, ceil_mode, data_format, "avg", "avg_pool1d",
                             count_include_pad, division_override)

    def avg_n(n, name, default_df):
        @composition(name)
        def avg_pool(xp, x, kernel, strides, padding, /, *, data_format=default_df, count_include_pad=False,
                     ceil_mode=False, divisor_override=None):
            return pool_composed(xp, x, n, kernel, strides, padding, 1, ceil_mode, data_format, "avg", name,
                                 count_include_pad, divisor_override)

        return avg_pool

    avg_n(2, "avg_pool2d", "NHWC")
    avg_n(3, "avg_pool3d", "NDHWC")

    @composition("adaptive_avg_pool1d")
    def adaptive_avg_pool1d(xp, input, output_size, /):  # noqa: A002 - Ivy's name
        return adaptive_avg_composed(xp, input, output_size, 1, False, "adaptive_avg_pool1d")

    @composition("adaptive_avg_pool2d")
    def adaptive_avg_pool2d(xp, input, output_size, /, *, data_format="NHWC"):  # noqa: A002 - Ivy's name
        cl = is_channel_last(data_format, 2, "adaptive_avg_pool2d")
        return adaptive_avg_composed(xp, input, output_size, 2, cl, "adaptive_avg_pool2d")

    @composition("interpolate")
    def interpolate(xp, x, size, /, *, mode="linear", scale_factor=None, recompute_scale_factor=None,
                    align_corners=None, antialias=False):
        return interpolate_composed(xp, x, size, mode, scale_factor, recompute_scale_factor, align_corners,
                                    antialias)

    @composition("grid_sample")
    def grid_sample(xp, x, grid, /, *, mode="bilinear", padding_mode="zeros", align_corners=False):
        return grid_sample_composed(xp, x, grid, mode, padding_mode, align_corners)


def depthwise_filters(xp, x, filters, data_format):
    """Depthwise filters (*k, C) or (*k, C, multiplier) -> grouped conv filters (*k, 1, C*mult)."""
    shp = _shape(xp, filters)
    cl = is_channel_last(data_format, 2, "depthwise_conv2d")
    xs = _shape(xp, x)
    if len(xs) < 3:
        raise ShapeError(f"ivy.depthwise_conv2d: input needs at least 3 dimensions, got shape {xs}")
    c = xs[-1] if cl else xs[-3]
    if len(shp) == 3:
        w = xp.reshape(filters, shp[:2] + (1, shp[2]))
    elif len(shp) == 4:
        w = xp.reshape(filters, shp[:2] + (1, shp[2] * shp[3]))
    else:
        raise ShapeError(f"ivy.depthwise_conv2d: filters must be (fh, fw, channels) or (fh, fw, channels, "
                         f"multiplier), got shape {shp}")
    if shp[2] != c:
        raise ShapeError(f"ivy.depthwise_conv2d: filters are for {shp[2]} channels, the input has {c}")
    return w, c


# ------------------------------------------------- ivy 1.0's further spatial functions


def _per_axis(v, nd, name, fn, minimum=1):
    """``v`` (an int, or one int per axis) as a tuple of ``nd`` ints >= minimum."""
    if isinstance(v, int) and v.__class__ is not bool:
        t = (v,) * nd
    else:
        try:
            t = tuple(int(a) for a in v)
        except TypeError:
            raise InvalidArgumentError(f"ivy.{fn}: {name} must be an int or a sequence of ints, got {v!r}") from None
        if len(t) == 1:
            t = t * nd
        if len(t) != nd:
            raise InvalidArgumentError(f"ivy.{fn}: {name} needs {nd} values (one per axis), got {v!r}")
    if any(a < minimum for a in t):
        raise InvalidArgumentError(f"ivy.{fn}: {name} must be >= {minimum}, got {v!r}")
    return t


def adaptive_max_composed(xp, x, output_size, n, fn):
    shp, axes, osz = _adaptive_sizes(xp, x, output_size, n, False, fn)
    d = _float_of(xp, x, "input", fn)
    if d.kind == "b":
        raise UnsupportedDtypeError(f"ivy.{fn}: bool input is not supported (pool a numeric dtype)")
    for a, o in zip(axes, osz):
        size = shp[a]
        if o == size:
            continue
        parts = []
        for i in range(o):
            lo, hi = (i * size) // o, -((-(i + 1) * size) // o)
            key = (slice(None),) * a + (slice(lo, hi),)
            parts.append(xp.max(xp.getitem(x, key), axis=a, keepdims=True))
        x = xp.concat(parts, axis=a)
    return x


def max_unpool1d_composed(xp, x, indices, kernel_size, strides, padding, data_format):
    fn = "max_unpool1d"
    k = _per_axis(kernel_size, 1, "kernel_size", fn)[0]
    s = k if strides is None else _per_axis(strides, 1, "strides", fn)[0]
    p = _per_axis(padding, 1, "padding", fn, minimum=0)[0]
    if data_format not in ("NCW", "NWC"):
        raise InvalidArgumentError(f"ivy.{fn}: data_format must be 'NCW' or 'NWC', got {data_format!r}")
    shp = _shape(xp, x)
    if len(shp) < 2:
        raise ShapeError(f"ivy.{fn}: input needs at least 2 dimensions (channels and width), got shape {shp}")
    if _shape(xp, indices) != shp:
        raise ShapeError(f"ivy.{fn}: indices must have the input's shape {shp}, got {_shape(xp, indices)}")
    if xp.dtype(indices).kind not in "iu":
        raise InvalidArgumentError(f"ivy.{fn}: indices must be integers, got {xp.dtype(indices)}")
    _float_of(xp, x, "input", fn)
    if data_format == "NWC":
        x, indices = xp.moveaxis(x, -1, -2), xp.moveaxis(indices, -1, -2)
    w = _shape(xp, x)[-1]
    length = (w - 1) * s - 2 * p + k
    if length < 0:
        raise InvalidArgumentError(f"ivy.{fn}: the output width (w - 1) * strides - 2 * padding + kernel_size "
                                   f"is negative ({length})")
    i64 = xp.native_dtype(_dt.int64)
    pos = xp.arange(length, dtype=i64, device=_device(xp, x))
    match = xp.equal(xp.expand_dims(xp.astype(indices, i64), axis=-1), pos)  # (..., w, length)
    hit = xp.any(match, axis=-2)
    if w == 0:
        first = xp.zeros(_shape(xp, hit), dtype=i64, device=_device(xp, x))
        val = xp.zeros(_shape(xp, hit), dtype=xp.dtype_of(x), device=_device(xp, x))
    else:
        first = xp.argmax(xp.astype(match, xp.native_dtype(_dt.int32)), axis=-2)  # the first input sent there
        val = xp.take_along_axis(x, xp.astype(first, i64), axis=-1)
    y = xp.where(hit, val, xp.zeros_like(val))
    return xp.moveaxis(y, -1, -2) if data_format == "NWC" else y


def interp_composed(b, x, xp_, fp, left, right, period):
    fn = "interp"
    d = _dt.result_type(b.dtype(x), b.dtype(xp_), b.dtype(fp))
    if d.kind == "c":
        raise UnsupportedDtypeError("ivy.interp: complex input is not supported")
    if d.kind != "f":
        d = _dt.default_float_dtype
    nd = b.native_dtype(d)
    x, xp_, fp = (a if b.dtype(a) is d else b.astype(a, nd) for a in (x, xp_, fp))
    if len(_shape(b, xp_)) != 1 or _shape(b, xp_) != _shape(b, fp):
        raise ShapeError(f"ivy.{fn}: xp and fp must be 1-D of the same length, got shapes {_shape(b, xp_)} "
                         f"and {_shape(b, fp)}")
    m = _shape(b, xp_)[0]
    if m == 0:
        raise ShapeError(f"ivy.{fn}: xp and fp must not be empty")
    dev = _device(b, x)
    shape = _shape(b, x)
    x = b.reshape(x, (-1,))  # 1-D indices for take (the standard's take takes no others)
    return b.reshape(_interp_flat(b, x, xp_, fp, left, right, period, m, nd, dev), shape)


def _interp_flat(b, x, xp_, fp, left, right, period, m, nd, dev):
    fn = "interp"

    def const(v):
        return b.asarray(float(v), dtype=nd, device=dev)

    if period is not None:
        period = abs(float(period))
        if period == 0:
            raise InvalidArgumentError(f"ivy.{fn}: period must not be 0")
        x = b.remainder(x, const(period))
        xp_ = b.remainder(xp_, const(period))
        order = b.argsort(xp_)
        xp_, fp = b.take(xp_, order, axis=0), b.take(fp, order, axis=0)
        xp_ = b.concat([b.subtract(xp_[-1:], const(period)), xp_, b.add(xp_[:1], const(period))], axis=0)
        fp = b.concat([fp[-1:], fp, fp[:1]], axis=0)
        m += 2
        left = right = None
    first, last = fp[0], fp[m - 1]
    if m == 1:
        y = b.add(b.multiply(x, const(0.0)), first)
    else:
        i64 = b.native_dtype(_dt.int64)
        j = b.clip(b.subtract(b.astype(b.searchsorted(xp_, x, side="right"), i64), b.asarray(1, dtype=i64,
                   device=dev)), min=0, max=m - 2)
        x0, f0 = b.take(xp_, j, axis=0), b.take(fp, j, axis=0)
        x1, f1 = b.take(xp_, b.add(j, b.asarray(1, dtype=i64, device=dev)), axis=0), \
            b.take(fp, b.add(j, b.asarray(1, dtype=i64, device=dev)), axis=0)
        slope = b.divide(b.subtract(f1, f0), b.subtract(x1, x0))
        y = b.add(b.multiply(slope, b.subtract(x, x0)), f0)
        y = b.where(b.equal(x, xp_[m - 1]), last, y)
    y = b.where(b.less(x, xp_[0]), first if left is None else const(left), y)
    return b.where(b.greater(x, xp_[m - 1]), last if right is None else const(right), y)


def _fill_dilate(xp, x, axis, d, value):
    """Insert d-1 ``value`` holes between the elements along ``axis``."""
    shp = _shape(xp, x)
    if d == 1 or shp[axis] == 0:
        return x
    fill = xp.full(shp, value, dtype=xp.dtype_of(x), device=_device(xp, x))
    y = xp.stack([x] + [fill] * (d - 1), axis=axis + 1)
    s = list(shp)
    s[axis] = shp[axis] * d
    y = xp.reshape(y, tuple(s))
    return xp.getitem(y, (slice(None),) * axis + (slice(0, (shp[axis] - 1) * d + 1),))


def reduce_window_composed(xp, operand, init_value, computation, window_dimensions, window_strides, padding,
                           base_dilation, window_dilation):
    fn = "reduce_window"
    if not callable(computation):
        raise InvalidArgumentError(f"ivy.{fn}: computation must be a callable (a, b) -> array, got {computation!r}")
    x = operand
    nd = len(_shape(xp, x))
    win = _per_axis(window_dimensions, nd, "window_dimensions", fn)
    st = _per_axis(window_strides, nd, "window_strides", fn)
    bd = _per_axis(base_dilation, nd, "base_dilation", fn)
    wd = _per_axis(window_dilation, nd, "window_dilation", fn)
    for ax in range(nd):
        x = _fill_dilate(xp, x, ax, bd[ax], init_value)
    size = _shape(xp, x)
    weff = [(w - 1) * r + 1 for w, r in zip(win, wd)]
    if isinstance(padding, str):
        if padding.upper() == "VALID":
            pads = [(0, 0)] * nd
        elif padding.upper() == "SAME":
            pads = []
            for n_, w, s_ in zip(size, weff, st):
                total = max((-(-n_ // s_) - 1) * s_ + w - n_, 0)
                pads.append((total // 2, total - total // 2))
        else:
            raise InvalidArgumentError(f"ivy.{fn}: padding must be 'SAME', 'VALID' or (low, high) pairs, "
                                       f"got {padding!r}")
    else:
        try:
            pads = [(int(lo), int(hi)) for lo, hi in padding]
        except (TypeError, ValueError):
            raise InvalidArgumentError(f"ivy.{fn}: padding must be 'SAME', 'VALID' or (low, high) pairs, "
                                       f"got {padding!r}") from None
        if len(pads) != nd:
            raise InvalidArgumentError(f"ivy.{fn}: padding needs {nd} (low, high) pairs, got {padding!r}")
    for ax, (lo, hi) in enumerate(pads):
        x = _pad_axis(xp, x, ax, lo, hi, init_value)
    size = _shape(xp, x)
    out = tuple((n_ - w) // s_ + 1 if n_ >= w else 0 for n_, w, s_ in zip(size, weff, st))
    from .._array import Array

    acc = xp.full(out, init_value, dtype=xp.dtype_of(operand), device=_device(xp, operand))
    for tap in itertools.product(*[range(w) for w in win]):
        key = tuple(slice(t * r, t * r + (o - 1) * s_ + 1, s_) if o else slice(0, 0)
                    for t, r, o, s_ in zip(tap, wd, out, st))
        r = computation(Array(acc), Array(xp.getitem(x, key)))
        acc = r.data if isinstance(r, Array) else r
    return acc


def pool_any(xp, x, window_shape, pool_type, strides, padding, data_format, dilations, ceil_mode):
    fn = "pool"
    if isinstance(window_shape, int) and window_shape.__class__ is not bool:
        n = len(_shape(xp, x)) - 2
        window_shape = (window_shape,) * max(n, 0)
    else:
        window_shape = tuple(window_shape)
        n = len(window_shape)
    if n not in (1, 2, 3):
        raise InvalidArgumentError(f"ivy.{fn}: pools 1, 2 or 3 spatial axes, got window_shape {window_shape!r}")
    df = LAYOUT_CL[n] if data_format is None else data_format
    strides = 1 if strides is None else strides
    dilations = 1 if dilations is None else dilations
    kind = str(pool_type).upper()
    if kind == "MAX":
        return getattr(xp, f"max_pool{n}d")(x, window_shape, strides, padding, data_format=df, dilation=dilations,
                                            ceil_mode=ceil_mode)
    if kind == "AVG":
        if any(d != 1 for d in _per_axis(dilations, n, "dilations", fn)):
            raise InvalidArgumentError(f"ivy.{fn}: 'AVG' pooling takes no dilations, got {dilations!r}")
        return getattr(xp, f"avg_pool{n}d")(x, window_shape, strides, padding, data_format=df,
                                            count_include_pad=False, ceil_mode=ceil_mode)
    raise InvalidArgumentError(f"ivy.{fn}: pool_type must be 'MAX' or 'AVG', got {pool_type!r}")


def register_ivy_names():
    """Register the compositions of ivy 1.0's further spatial functions (called by ivy.api.spatial)."""

    @composition("adaptive_max_pool2d")
    def adaptive_max_pool2d(xp, input, output_size):  # noqa: A002 - Ivy's name
        return adaptive_max_composed(xp, input, output_size, 2, "adaptive_max_pool2d")

    @composition("adaptive_max_pool3d")
    def adaptive_max_pool3d(xp, input, output_size):  # noqa: A002 - Ivy's name
        return adaptive_max_composed(xp, input, output_size, 3, "adaptive_max_pool3d")

    @composition("max_unpool1d")
    def max_unpool1d(xp, input, indices, kernel_size, /, *, strides=None, padding=0, data_format="NCW"):  # noqa: A002
        return max_unpool1d_composed(xp, input, indices, kernel_size, strides, padding, data_format)

    @composition("pool")
    def pool(xp, x, window_shape, pool_type, /, *, strides=None, padding="VALID", data_format=None, dilations=None,
             ceil_mode=False):
        return pool_any(xp, x, window_shape, pool_type, strides, padding, data_format, dilations, ceil_mode)

    @composition("conv")
    def conv(xp, x, filters, strides, padding, /, *, transpose=False, dims=2, output_shape=None,
             data_format="channel_last", filter_format="channel_last", feature_group_count=1, x_dilations=1,
             dilations=1, bias=None):
        if transpose:
            if any(d != 1 for d in _per_axis(x_dilations, dims, "x_dilations", "conv")):
                raise InvalidArgumentError("ivy.conv: a transposed convolution takes no x_dilations")
            return xp.conv_general_transpose(x, filters, strides, padding, dims=dims, output_shape=output_shape,
                                             filter_format=filter_format, data_format=data_format,
                                             dilations=dilations, feature_group_count=feature_group_count, bias=bias)
        return xp.conv_general_dilated(x, filters, strides, padding, dims=dims, data_format=data_format,
                                       filter_format=filter_format, feature_group_count=feature_group_count,
                                       x_dilations=x_dilations, dilations=dilations, bias=bias)

    @composition("reduce_window")
    def reduce_window(xp, operand, init_value, computation, window_dimensions, /, *, window_strides=1,
                      padding="VALID", base_dilation=1, window_dilation=1):
        return reduce_window_composed(xp, operand, init_value, computation, window_dimensions, window_strides,
                                      padding, base_dilation, window_dilation)

    @composition("interp")
    def interp(b, x, xp, fp, left=None, right=None, period=None):
        return interp_composed(b, x, xp, fp, left, right, period)

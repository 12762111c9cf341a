"""Spatial functions on MXNet: ``npx.convolution``, ``npx.deconvolution`` and ``npx.pooling``
where they cover ivy's call; the rest is ivy-core's composition.

Shapes, paddings and output sizes come from ivy-core's shared argument handling
(``ivy.api._spatial_impl``), so they agree with the composition; MXNet computes. MXNet's CPU
convolutions take channels-first input (``NCW``/``NCHW``/``NCDHW``) and ``(out, in/groups,
*k)`` filters, so ivy's channels-last default is transposed there and back. MXNet pads
symmetrically: asymmetric padding (TensorFlow's SAME, explicit ``(low, high)`` pairs) is
applied with ``mx.np.pad`` first. Everything native here is differentiable by ``mx.autograd``.

Left to the composition (the ``partial`` predicates below):

- float16 (MXNet 1.9 has no CPU float16 convolution);
- 3-D and dilated transposed convolutions (MXNet's 3-D deconvolution exists only in oneDNN,
  for some shapes and without dilation; its dilated deconvolutions disagree with torch's);
- size-0 input or filters (MXNet's operators fail on them);
- input dilation (``x_dilations``), and a bias that is not one value per output channel;
- transposed convolutions whose crop is not MXNet's ``pad``/``adj`` (``adj < stride``);
- max pooling of integer input, pooling with dilation, asymmetric padding, a padding over
  half the window, or a ``ceil_mode`` window count that differs from MXNet's ``"full"``
  convention (torch drops a last window that starts in the padding; MXNet keeps it);
- max pooling of input holding NaN or an infinity (MXNet's kernel skips NaN, and gives the lowest
  finite float for a window of -inf only; see ``_max_guard``).
"""

from __future__ import annotations

import math

import mxnet as mx

import ivy
from ivy.api import _spatial_impl as S
from ivy.plugin import partial, with_fallback

from ._host import recording as _recording
from ._util import F32 as _F32
from ._util import IVY_OF as _IVY_OF
from ._util import NATIVE_DTYPES as _NATIVE
from ._util import Op as _Op
from ._util import _nd
from ._util import all_finite as _all_finite
from ._util import code as _code
from ._util import mnp as _mnp
from ._util import shape as _shape

_convolution = _Op("_npx_convolution")  # npx's operators, called directly
_deconvolution = _Op("_npx_deconvolution")
_pooling = _Op("_npx_pooling")
_LAYOUT = {1: "NCW", 2: "NCHW", 3: "NCDHW"}


def _ones(v):
    """Whether an int-or-sequence argument is all ones."""
    if v.__class__ is int:
        return v == 1
    try:
        return all(a == 1 for a in v)
    except TypeError:
        return False


def _no_zero(shape):
    return 0 not in shape


def _prep(x, w, cx, cw):
    """x and w (dtype codes ``cx``, ``cw``) in the float dtype the convolution computes in
    (float32 or float64)."""
    if cx == cw and cx < 2:
        return x, w
    d = _NATIVE[S.result_float(_IVY_OF[x.dtype], _IVY_OF[w.dtype])]
    return x.astype(d, copy=False), w.astype(d, copy=False)


_nd_transpose = mx.nd.transpose


def _transpose(a, perm):
    """``a.transpose(perm)``. Up to 4 dimensions through MXNet's legacy ``Transpose`` kernel (on a
    shallow ``as_nd_ndarray`` view; differentiable like the rest): mx.np's own transpose is up to
    8 times slower there (3 ms against 0.4 ms for a (64, 16, 32, 32) float32 array)."""
    if len(perm) <= 4:
        return _nd_transpose(a.as_nd_ndarray(), axes=perm).as_np_ndarray()
    return a.transpose(perm)


def _to_cf(x, s):
    """(*batch, ...) -> (N, C, *spatial)."""
    nb = len(s.batch)
    if nb != 1:
        x = x.reshape((-1,) + tuple(x.shape[nb:]))
    return _transpose(x, s.perm_cf) if s.cl else x


def _from_cf(y, s):
    if s.cl:
        y = _transpose(y, s.perm_cl)
    if len(s.batch) != 1:
        y = y.reshape(tuple(s.batch) + tuple(y.shape[1:]))
    return y


# ------------------------------------------------------------------ convolutions


def _native(x, w, bias, x_dilations, filter_format, n, transpose, groups):
    """``(x's shape, w's shape, x's dtype code, w's dtype code)`` when MXNet computes this
    convolution (native arrays computing in float32/float64, no size-0 operand, no input
    dilation, a bias of one value per output channel or none), else None. Each property is
    read once: MXNet's cost 1-2 us apiece."""
    if not (isinstance(x, _nd) and isinstance(w, _nd)) or not _ones(x_dilations):
        return None
    cx, cw = _code(x), _code(w)
    if cx == 2 or cw == 2:  # float16
        return None
    xs, ws = _shape(x), _shape(w)
    if 0 in xs or 0 in ws:
        return None
    if bias is not None and not (isinstance(bias, _nd) and _code(bias) != 2
                                 and _bias_ok(bias, ws, filter_format, n, transpose, groups)):
        return None
    return xs, ws, cx, cw


def _bias_ok(bias, ws, filter_format, n, transpose, groups):
    """Whether MXNet takes ``bias`` (not None) for filters of shape ``ws``: one value per output
    channel."""
    if len(ws) != n + 2:
        return False
    if transpose:
        cout = (ws[n] if filter_format == "channel_last" else ws[1]) * groups
    else:
        cout = ws[n + 1] if filter_format == "channel_last" else ws[0]
    return _shape(bias) == (cout,)


def _op_kwargs(s, pad, groups):
    """MXNet's (de)convolution parameters, only those that differ from its defaults: each one
    passed is a string conversion of 5-7 us. Its default layout is channels-first (NCW, NCHW,
    NCDHW), the one used here."""
    kw = {"kernel": s.k, "num_filter": s.cout}
    if any(v != 1 for v in s.strides):
        kw["stride"] = s.strides
    if any(v != 1 for v in s.dil):
        kw["dilate"] = s.dil
    if any(pad):
        kw["pad"] = pad
    if groups != 1:
        kw["num_group"] = groups
    return kw


def _conv(x, w, nat, n, strides, padding, data_format, filter_format, groups, dilations, bias, fn):
    xs, ws, cx, cw = nat
    s = S.conv_spec(xs, ws, n, strides, padding, data_format, filter_format, groups, 1, dilations, fn)
    x, w = _prep(x, w, cx, cw)
    x = _to_cf(x, s)
    if s.fcl:
        w = _transpose(w, s.wperm)
    b = None if bias is None else (bias if bias.dtype == x.dtype else bias.astype(x.dtype))
    pad = s.sym
    if pad is None:
        x = _mnp.pad(x, ((0, 0), (0, 0)) + tuple(tuple(p) for p in s.pads), mode="constant")
        pad = (0,) * n
    kw = _op_kwargs(s, pad, groups)
    if b is None:
        kw["no_bias"] = True  # MXNet's convolution defaults to a bias
    return _from_cf(_convolution(x, w, **kw) if b is None else _convolution(x, w, b, **kw), s)


def _conv_nd(n, name):
    """``conv1d``/``conv2d``/``conv3d``: MXNet's convolution where it takes the call."""

    def conv(composition, x, filters, strides, padding, /, *, data_format=S.LAYOUT_CL[n],
             filter_format="channel_last", x_dilations=1, dilations=1, bias=None):
        nat = _native(x, filters, bias, x_dilations, filter_format, n, False, 1)
        if nat is None:
            return composition(x, filters, strides, padding, data_format=data_format, filter_format=filter_format,
                               x_dilations=x_dilations, dilations=dilations, bias=bias)
        return _conv(x, filters, nat, n, strides, padding, data_format, filter_format, 1, dilations, bias, name)

    conv.__name__ = conv.__qualname__ = name
    return with_fallback(conv)


conv1d = _conv_nd(1, "conv1d")
conv2d = _conv_nd(2, "conv2d")
conv3d = _conv_nd(3, "conv3d")


@with_fallback
def conv_general_dilated(composition, x, filters, strides, padding, /, *, dims=2, data_format="channel_last",
                         filter_format="channel_last", feature_group_count=1, x_dilations=1, dilations=1, bias=None):
    nat = None
    if dims in (1, 2, 3):
        nat = _native(x, filters, bias, x_dilations, filter_format, dims, False, feature_group_count)
    if nat is None:
        return composition(x, filters, strides, padding, dims=dims, data_format=data_format,
                           filter_format=filter_format, feature_group_count=feature_group_count,
                           x_dilations=x_dilations, dilations=dilations, bias=bias)
    return _conv(x, filters, nat, dims, strides, padding, data_format, filter_format, feature_group_count,
                 dilations, bias, "conv_general_dilated")


@with_fallback
def depthwise_conv2d(composition, x, filters, strides, padding, /, *, data_format="NHWC", dilations=1):
    nat = _native(x, filters, None, 1, "channel_last", 2, False, 1)
    if nat is None or len(nat[1]) not in (3, 4):
        return composition(x, filters, strides, padding, data_format=data_format, dilations=dilations)
    cl = S.is_channel_last(data_format, 2, "depthwise_conv2d")
    xs, fs, cx, cw = nat
    if len(xs) < 3:
        raise ivy.ShapeError(f"ivy.depthwise_conv2d: input needs at least 3 dimensions, got shape {xs}")
    c = xs[-1] if cl else xs[-3]
    if fs[2] != c:
        raise ivy.ShapeError(f"ivy.depthwise_conv2d: filters must be (fh, fw, {c}) or (fh, fw, {c}, multiplier), "
                             f"got shape {fs}")
    ws = tuple(fs[:2]) + (1, math.prod(fs[2:]))
    return _conv(x, filters.reshape(ws), (xs, ws, cx, cw), 2, strides, padding, data_format, "channel_last", c,
                 dilations, None, "depthwise_conv2d")


# ------------------------------------------------------------------ transposed convolutions


def _convt_spec(x, w, n, strides, padding, output_shape, data_format, filter_format, groups, dilations, bias):
    """``(spec, x's dtype code, w's dtype code)`` when MXNet's deconvolution computes this
    transposed convolution, else None."""
    if n == 3 or not _ones(dilations):
        return None
    nat = _native(x, w, bias, 1, filter_format, n, True, groups)
    if nat is None:
        return None
    xs, ws, cx, cw = nat
    try:
        s = S.conv_transpose_spec(xs, ws, n, strides, padding, output_shape, data_format, filter_format, groups,
                                  dilations, "conv_transpose")
    except Exception:  # noqa: BLE001 - bad arguments: the composition raises ivy's error
        return None
    # MXNet crops the full result by `pad` at both ends and appends `adj` (< stride) at the end
    if all(lo >= 0 and hi >= 0 and 0 <= lo - hi < st for (lo, hi), st in zip(s.pads, s.strides)) \
            and _no_zero(s.out) and not ((cx == 0 or cw == 0) and _recording()):
        return s, cx, cw
    # (while mx.autograd records, float32 goes to the composition: the backward of MXNet's oneDNN
    # deconvolution fails, "could not execute a primitive", for a weight computed in the graph,
    # which ivy's layout transpose always makes it)
    return None


def _convt(x, w, nat, groups, bias):
    s, cx, cw = nat
    x, w = _prep(x, w, cx, cw)
    x = _to_cf(x, s)
    if s.fcl:
        w = _transpose(w, s.wperm)
    b = None if bias is None else (bias if bias.dtype == x.dtype else bias.astype(x.dtype))
    kw = _op_kwargs(s, tuple(lo for lo, _ in s.pads), groups)
    adj = tuple(lo - hi for lo, hi in s.pads)
    if any(adj):
        kw["adj"] = adj
    if b is not None:
        kw["no_bias"] = False  # MXNet's deconvolution defaults to no bias
    return _from_cf(_deconvolution(x, w, **kw) if b is None else _deconvolution(x, w, b, **kw), s)


def _conv_transpose_nd(n, name):
    """``conv1d_transpose``/``conv2d_transpose``: MXNet's deconvolution where it takes the call."""

    def conv_transpose(composition, x, filters, strides, padding, /, *, output_shape=None,
                       filter_format="channel_last", data_format=S.LAYOUT_CL[n], dilations=1, bias=None):
        nat = _convt_spec(x, filters, n, strides, padding, output_shape, data_format, filter_format, 1, dilations,
                          bias)
        if nat is None:
            return composition(x, filters, strides, padding, output_shape=output_shape, filter_format=filter_format,
                               data_format=data_format, dilations=dilations, bias=bias)
        return _convt(x, filters, nat, 1, bias)

    conv_transpose.__name__ = conv_transpose.__qualname__ = name
    return with_fallback(conv_transpose)


conv1d_transpose = _conv_transpose_nd(1, "conv1d_transpose")
conv2d_transpose = _conv_transpose_nd(2, "conv2d_transpose")


@with_fallback
def conv_general_transpose(composition, x, filters, strides, padding, /, *, dims=2, output_shape=None,
                           filter_format="channel_last", data_format="channel_last", dilations=1,
                           feature_group_count=1, bias=None):
    nat = None
    if dims in (1, 2):
        nat = _convt_spec(x, filters, dims, strides, padding, output_shape, data_format, filter_format,
                          feature_group_count, dilations, bias)
    if nat is None:
        return composition(x, filters, strides, padding, dims=dims, output_shape=output_shape,
                           filter_format=filter_format, data_format=data_format, dilations=dilations,
                           feature_group_count=feature_group_count, bias=bias)
    return _convt(x, filters, nat, feature_group_count, bias)


# ------------------------------------------------------------------ pooling


def _pool_conv(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, fn):
    """MXNet's pooling_convention for this call, or None when MXNet's windows differ from ivy's."""
    if not isinstance(x, _nd) or not _ones(dilation) or not _no_zero(x.shape):
        return None
    try:
        _b, spatial, _c, _cl, k, st, _dil, pads, out = S.pool_spec(tuple(x.shape), n, kernel, strides, padding,
                                                                   dilation, ceil_mode, data_format, fn)
    except Exception:  # noqa: BLE001 - bad arguments: the composition raises ivy's error
        return None
    if not all(lo == hi and 2 * lo <= ka for (lo, hi, _e), ka in zip(pads, k)):
        return None
    if not any(e for _lo, _hi, e in pads):
        return "valid"
    # MXNet's "full": ceil((size + 2 pad - k) / stride) + 1 windows per axis
    full = tuple(-(-(i + 2 * lo - ka) // s_) + 1 for i, (lo, _h, _e), ka, s_ in zip(spatial, pads, k, st))
    return "full" if full == tuple(out) else None


class _PoolShape:
    __slots__ = ("batch", "cl", "perm_cf", "perm_cl")  # what _to_cf/_from_cf read


def _pool(x, n, kind, kernel, strides, padding, data_format, ceil_mode, fn, count_include_pad=True, divisor=None):
    batch, _sp, _c, cl, k, st, _dil, pads, _out = S.pool_spec(tuple(x.shape), n, kernel, strides, padding, 1,
                                                               ceil_mode, data_format, fn)
    convention = "full" if any(e for _lo, _hi, e in pads) else "valid"
    ps = _PoolShape()
    ps.batch, ps.cl = batch, False  # MXNet pools channels-last input on the CPU too: no transposes
    nb = len(batch)
    if nb != 1:
        x = x.reshape((-1,) + tuple(x.shape[nb:]))
    y = _pooling(x, kernel=k, stride=st, pad=tuple(p[0] for p in pads), pool_type=kind,
                 pooling_convention=convention, count_include_pad=count_include_pad,
                 layout=(S.LAYOUT_CL if cl else _LAYOUT)[n])
    if divisor:
        y = y / float(divisor)
    return _from_cf(y, ps)


def _max_covered(x, n, kernel, strides, padding, dilation, ceil_mode, data_format):
    return _code(x) < 3 and _pool_conv(x, n, kernel, strides, padding, dilation, ceil_mode, data_format,
                                       "max_pool") is not None


def _max_native(x, n, kernel, strides, padding, dilation, ceil_mode, data_format, fn):
    return _pool(x, n, "max", kernel, strides, padding, data_format, ceil_mode, fn)


def _max_guard(x, native, composed):
    """MXNet's max pooling kernel skips NaN, and gives the lowest finite float for a window of -inf
    only; so any NaN or infinity in ``x`` sends the call to the composition (one BLAS dot product
    of ``x``'s host view, ``_util.all_finite``), where NaN propagates and -inf stays -inf."""
    return native() if _all_finite(x, math.prod(x.shape), _code(x)) else composed()


max_pool1d, max_pool2d, max_pool3d = S.max_pool_functions(_max_native, _max_covered, _max_guard)


def _avg(x, n, kernel, strides, padding, data_format, count_include_pad, ceil_mode, divisor, fn):
    if _code(x) > 2:  # integers and bool average in float32
        x = x.astype(_F32)
    if divisor:
        return _pool(x, n, "sum", kernel, strides, padding, data_format, ceil_mode, fn, True, divisor)
    return _pool(x, n, "avg", kernel, strides, padding, data_format, ceil_mode, fn, bool(count_include_pad))


def _avg_pred(n):
    def pred(x, kernel, strides, padding, /, *, data_format=S.LAYOUT_CL[n], count_include_pad=False,
             ceil_mode=False, divisor_override=None, division_override=None):
        return _pool_conv(x, n, kernel, strides, padding, 1, ceil_mode, data_format, "avg_pool") is not None

    return pred


@partial(_avg_pred(1))
def avg_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", count_include_pad=False, ceil_mode=False,
               division_override=None):
    return _avg(x, 1, kernel, strides, padding, data_format, count_include_pad, ceil_mode, division_override,
                "avg_pool1d")


@partial(_avg_pred(2))
def avg_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", count_include_pad=False, ceil_mode=False,
               divisor_override=None):
    return _avg(x, 2, kernel, strides, padding, data_format, count_include_pad, ceil_mode, divisor_override,
                "avg_pool2d")


@partial(_avg_pred(3))
def avg_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", count_include_pad=False, ceil_mode=False,
               divisor_override=None):
    return _avg(x, 3, kernel, strides, padding, data_format, count_include_pad, ceil_mode, divisor_override,
                "avg_pool3d")

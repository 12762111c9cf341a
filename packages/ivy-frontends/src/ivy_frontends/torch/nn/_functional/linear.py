"""torch.nn.functional's linear maps and convolutions: ``linear``, ``bilinear``, ``conv1d/2d/3d``,
``conv_transpose1d/2d/3d``, ``conv_tbc``.

Convolutions call ivy's in torch's layouts (``data_format="channel_first"``, filters
``(out, in/groups, *k)``, transposed ``(in, out/groups, *k)``), so on the torch backend they reach
``torch.nn.functional.conv*`` directly. ``padding`` is torch's: an int, one per dimension,
``"valid"`` or ``"same"`` (the odd padding pixel at the end, as torch pads it).

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> F.conv1d(torch.ones(1, 1, 4), torch.ones(1, 1, 2)).tolist()
[[[2.0, 2.0, 2.0]]]
"""

from __future__ import annotations

import ivy

from ..._convert import promoted
from ...tensor import Tensor
from ._util import D, dtype_of, rt_error, shape_of, t, tup, wrap

__all__ = ["linear", "bilinear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
           "conv_transpose3d", "conv_tbc"]

_FLOATS = frozenset((D.float32, D.float64, D.float16, D.bfloat16))


def _same_dtype(a, b, what="mat1 and mat2"):
    if a.dtype is b.dtype or a.dtype == b.dtype:
        return
    raise rt_error(f"{what} must have the same dtype, but got {dtype_of(a)} and {dtype_of(b)}")


def linear(input, weight, bias=None):  # noqa: A002
    """``input @ weight.T + bias``."""
    a = input._data if isinstance(input, Tensor) else t(input)
    w = weight._data if isinstance(weight, Tensor) else t(weight)
    b = None if bias is None else (bias._data if isinstance(bias, Tensor) else t(bias))
    if a.dtype is not w.dtype and a.dtype != w.dtype:
        _same_dtype(a, w)
    d = dtype_of(a)
    if d not in _FLOATS:
        return wrap(_int_linear(a, w, b, d))
    if w.ndim == 1:
        r = ivy.matmul(a, w)
        return wrap(r if b is None else ivy.add(r, b))
    if w.ndim != 2 or a.ndim == 0:
        raise rt_error(f"linear: expected a 2-D weight and an input with at least 1 dimension, got weight "
                       f"{list(shape_of(w))} and input {list(shape_of(a))}")
    if int(a.shape[-1]) != int(w.shape[1]):
        raise rt_error(f"mat1 and mat2 shapes cannot be multiplied ({_rows(a)}x{int(a.shape[-1])} and "
                       f"{int(w.shape[1])}x{int(w.shape[0])})")
    return wrap(ivy.linear(a, w, bias=b))


def _rows(a):
    r = 1
    for s in a.shape[:-1]:
        r *= int(s)
    return r


def _int_linear(a, w, b, d):
    """Integer and complex linear maps (ivy.linear is float-only): a matmul."""
    r = ivy.matmul(a, ivy.matrix_transpose(w) if w.ndim == 2 else w)
    return r if b is None else ivy.add(r, b)


def bilinear(input1, input2, weight, bias=None):
    """``y[..., o] = x1[..., i] W[o, i, j] x2[..., j] + b[o]``."""
    (a, b_, w), d = promoted(input1, input2, weight)
    if w.ndim != 3:
        raise rt_error(f"bilinear(): weight must be 3-D, got {w.ndim}-D")
    if int(a.shape[-1]) != int(w.shape[1]) or int(b_.shape[-1]) != int(w.shape[2]):
        raise rt_error(f"bilinear(): input sizes {int(a.shape[-1])}, {int(b_.shape[-1])} do not match weight "
                       f"{list(shape_of(w))}")
    if shape_of(a)[:-1] != shape_of(b_)[:-1]:
        raise rt_error(f"bilinear(): input batch dimensions do not match: got {list(shape_of(a)[:-1])} and "
                       f"{list(shape_of(b_)[:-1])}")
    if d in _HALF:
        r = ivy.astype(ivy.einsum("...i,oij,...j->...o", ivy.astype(a, ivy.float32), ivy.astype(w, ivy.float32),
                                  ivy.astype(b_, ivy.float32)), d._ivy)
    else:
        r = ivy.einsum("...i,oij,...j->...o", a, w, b_)
    if bias is not None:
        r = ivy.add(r, t(bias))
    return wrap(r)


# ------------------------------------------------------------------ convolutions

def _conv_padding(padding, k, kernel, dilation, stride, fn):
    """torch's ``padding`` as ivy's: an int, "VALID", or (low, high) pairs."""
    if isinstance(padding, str):
        if padding == "valid":
            return 0
        if padding == "same":
            if any(s != 1 for s in stride):
                raise rt_error("padding='same' is not supported for strided convolutions")
            pads = []
            for kk, dd in zip(kernel, dilation):
                total = dd * (kk - 1)
                pads.append((total // 2, total - total // 2))
            if all(lo == hi for lo, hi in pads):
                p = [lo for lo, _ in pads]
                return p[0] if len(set(p)) == 1 else [(v, v) for v in p]
            return pads
        raise rt_error(f"Invalid padding string: '{padding}'")
    p = tup(padding, k, "padding")
    if any(v < 0 for v in p):
        raise rt_error("negative padding is not supported")
    return p[0] if len(set(p)) == 1 else [(v, v) for v in p]


def _conv_prep(input, weight, bias, k, fn):  # noqa: A002
    a, w = t(input), t(weight)
    b = None if bias is None else t(bias)
    if a.ndim not in (k + 1, k + 2):
        raise rt_error(f"Expected {k + 1}D (unbatched) or {k + 2}D (batched) input to {fn}, but got input of size: "
                       f"{list(shape_of(a))}")
    if w.ndim != k + 2:
        raise rt_error(f"weight should have at least three dimensions; expected {k + 2}-D weight for {fn}, got "
                       f"{list(shape_of(w))}")
    if a.dtype is not w.dtype and a.dtype != w.dtype:
        raise rt_error(f"Input type ({dtype_of(a)}) and weight type ({dtype_of(w)}) should be the same")
    if b is not None and b.dtype is not a.dtype and b.dtype != a.dtype:
        raise rt_error(f"Input type ({dtype_of(a)}) and bias type ({dtype_of(b)}) should be the same")
    d = dtype_of(a)
    if d is D.bool:
        raise rt_error(f'"{fn}" not implemented for \'Bool\'')
    return a, w, b


def _int_conv(run, a, w, b):
    """An integer convolution (torch has them on CPU): computed in float64, exact below 2**53."""
    d = dtype_of(a)
    f64 = ivy.float64
    r = run(ivy.astype(a, f64), ivy.astype(w, f64), None if b is None else ivy.astype(b, f64))
    return ivy.astype(ivy.round(r), d._ivy)


def _complex_conv(f, a, w, b, k):
    """A complex convolution from four real ones: (ar + i ai) * (wr + i wi); ``f(x, w)`` is the real one."""
    ar, ai, wr, wi = ivy.real(a), ivy.imag(a), ivy.real(w), ivy.imag(w)
    r = ivy.complex(ivy.subtract(f(ar, wr), f(ai, wi)), ivy.add(f(ar, wi), f(ai, wr)))
    if b is not None:
        shape = [1] * r.ndim
        shape[r.ndim - k - 1] = -1
        r = ivy.add(r, ivy.reshape(b, tuple(shape)))
    return r


_HALF = frozenset((D.float16, D.bfloat16))


def _in_float32(f, a, w, b):
    """``f(a, w, b)`` of half-precision operands computed in float32 and rounded back (torch's CPU kernels
    accumulate half-precision convolutions in float32)."""
    d = dtype_of(a)
    f32 = ivy.float32
    r = f(ivy.astype(a, f32), ivy.astype(w, f32), None if b is None else ivy.astype(b, f32))
    return ivy.astype(r, d._ivy)


def _conv(input, weight, bias, stride, padding, dilation, groups, k, fn):  # noqa: A002
    a, w, b = _conv_prep(input, weight, bias, k, fn)
    if dtype_of(a) in _HALF:
        return wrap(_in_float32(lambda x, ww, bb: _conv(wrap(x), wrap(ww), None if bb is None else wrap(bb), stride,
                                                        padding, dilation, groups, k, fn)._data, a, w, b))
    stride = tup(stride, k, "stride")
    dilation = tup(dilation, k, "dilation")
    kernel = shape_of(w)[2:]
    if groups <= 0:
        raise rt_error("non-positive groups is not supported")
    cin = int(a.shape[-k - 1])
    if cin != int(w.shape[1]) * groups:
        raise rt_error(f"Given groups={groups}, weight of size {list(shape_of(w))}, expected input"
                       f"{list(shape_of(a))} to have {int(w.shape[1]) * groups} channels, but got {cin} channels "
                       f"instead")
    if int(w.shape[0]) % groups:
        raise rt_error(f"Given groups={groups}, expected weight to be divisible by {groups} at dimension 0, but got "
                       f"weight of size {list(shape_of(w))} instead")
    pad = _conv_padding(padding, k, kernel, dilation, stride, fn)
    st = stride[0] if len(set(stride)) == 1 else stride
    dl = dilation[0] if len(set(dilation)) == 1 else dilation
    if not dtype_of(a).is_floating_point and not dtype_of(a).is_complex:
        def run(x, ww, bb):
            return ivy.conv_general_dilated(x, ww, st, pad, dims=k, data_format="channel_first",
                                            filter_format="channel_first", feature_group_count=groups, dilations=dl,
                                            bias=bb)

        return wrap(_int_conv(run, a, w, b))
    if dtype_of(a).is_complex:
        def f(x, ww):
            return ivy.conv_general_dilated(x, ww, st, pad, dims=k, data_format="channel_first",
                                            filter_format="channel_first", feature_group_count=groups, dilations=dl)

        return wrap(_complex_conv(f, a, w, b, k))
    if groups == 1:
        if k == 2:
            return wrap(ivy.conv2d(a, w, st, pad, data_format="NCHW", filter_format="channel_first", dilations=dl,
                                   bias=b))
        if k == 1:
            return wrap(ivy.conv1d(a, w, st, pad, data_format="NCW", filter_format="channel_first", dilations=dl,
                                   bias=b))
        return wrap(ivy.conv3d(a, w, st, pad, data_format="NCDHW", filter_format="channel_first", dilations=dl,
                               bias=b))
    return wrap(ivy.conv_general_dilated(a, w, st, pad, dims=k, data_format="channel_first",
                                         filter_format="channel_first", feature_group_count=groups, dilations=dl,
                                         bias=b))


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):  # noqa: A002
    """1-D convolution of ``input`` ``(N, C_in, L)`` with ``weight`` ``(C_out, C_in / groups, k)``."""
    return _conv(input, weight, bias, stride, padding, dilation, groups, 1, "conv1d")


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):  # noqa: A002
    """2-D convolution of ``input`` ``(N, C_in, H, W)`` with ``weight`` ``(C_out, C_in / groups, kH, kW)``."""
    if isinstance(input, Tensor) and isinstance(weight, Tensor) and (bias is None or isinstance(bias, Tensor)) \
            and groups == 1 and padding.__class__ is int and stride.__class__ is int \
            and dilation.__class__ is int and input._data.ndim == 4:
        a, w = input._data, weight._data
        b = None if bias is None else bias._data
        if a.dtype is w.dtype and dtype_of(a) in _FLOATS and (b is None or b.dtype is a.dtype) and w.ndim == 4 \
                and int(a.shape[1]) == int(w.shape[1]):
            return wrap(ivy.conv2d(a, w, stride, padding, data_format="NCHW", filter_format="channel_first",
                                   dilations=dilation, bias=b))
    return _conv(input, weight, bias, stride, padding, dilation, groups, 2, "conv2d")


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):  # noqa: A002
    """3-D convolution of ``input`` ``(N, C_in, D, H, W)`` with ``weight`` ``(C_out, C_in / groups, kD, kH, kW)``."""
    return _conv(input, weight, bias, stride, padding, dilation, groups, 3, "conv3d")


def _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, k, fn):  # noqa: A002
    a, w, b = _conv_prep(input, weight, bias, k, fn)
    if dtype_of(a) in _HALF:
        return wrap(_in_float32(lambda x, ww, bb: _conv_transpose(
            wrap(x), wrap(ww), None if bb is None else wrap(bb), stride, padding, output_padding, groups, dilation, k,
            fn)._data, a, w, b))
    stride = tup(stride, k, "stride")
    dilation = tup(dilation, k, "dilation")
    pad = tup(padding, k, "padding")
    opad = tup(output_padding, k, "output_padding")
    kernel = shape_of(w)[2:]
    cin = int(a.shape[-k - 1])
    if cin != int(w.shape[0]):
        raise rt_error(f"Given transposed=1, weight of size {list(shape_of(w))}, expected input {list(shape_of(a))} "
                       f"to have {int(w.shape[0])} channels, but got {cin} channels instead")
    if cin % groups:
        raise rt_error(f"Given groups={groups}, expected input channels to be divisible by groups")
    for o, s, dd in zip(opad, stride, dilation):
        if o >= s and o >= dd:
            raise rt_error("output padding must be smaller than either stride or dilation, but got output_padding "
                           f"{list(opad)}, stride {list(stride)}, dilation {list(dilation)}")
    spatial = shape_of(a)[-k:]
    out = [(i - 1) * s - 2 * p + dd * (kk - 1) + o + 1
           for i, s, p, dd, kk, o in zip(spatial, stride, pad, dilation, kernel, opad)]
    if any(v <= 0 for v in out):
        raise rt_error(f"{fn}: the output size {out} is too small")
    pairs = [(p, max(p - o, 0)) for p, o in zip(pad, opad)]
    extra = [max(o - p, 0) for p, o in zip(pad, opad)]  # rows past the full result: no input reaches them
    inner = [v - e for v, e in zip(out, extra)]

    def f(x, ww, bb=None):
        r = ivy.conv_general_transpose(x, ww, stride, pairs, dims=k, output_shape=inner,
                                       filter_format="channel_first", data_format="channel_first",
                                       dilations=dilation, feature_group_count=groups, bias=bb)
        if any(extra):
            r = ivy.pad(r, [(0, 0)] * (r.ndim - k) + [(0, e) for e in extra])
        return r

    d = dtype_of(a)
    if d.is_complex:
        return wrap(_complex_conv(f, a, w, b, k))
    if not d.is_floating_point:
        return wrap(_int_conv(lambda x, ww, bb: _bias_after(f(x, ww), bb, k), a, w, b))
    if any(extra) and b is not None:
        return wrap(_bias_after(f(a, w), b, k))
    return wrap(f(a, w, b))


def _bias_after(r, b, k):
    if b is None:
        return r
    shape = [1] * r.ndim
    shape[r.ndim - k - 1] = -1
    return ivy.add(r, ivy.reshape(b, tuple(shape)))


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):  # noqa: A002
    """The transpose (gradient) of :func:`conv1d`; ``weight`` ``(C_in, C_out / groups, k)``."""
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 1,
                           "conv_transpose1d")


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):  # noqa: A002
    """The transpose (gradient) of :func:`conv2d`; ``weight`` ``(C_in, C_out / groups, kH, kW)``."""
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 2,
                           "conv_transpose2d")


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):  # noqa: A002
    """The transpose (gradient) of :func:`conv3d`; ``weight`` ``(C_in, C_out / groups, kD, kH, kW)``."""
    return _conv_transpose(input, weight, bias, stride, padding, output_padding, groups, dilation, 3,
                           "conv_transpose3d")


def conv_tbc(input, weight, bias, pad=0):  # noqa: A002
    """1-D convolution of time-batch-channel ``input`` ``(T, N, C_in)`` with ``weight`` ``(k, C_in, C_out)``."""
    a, w, b = t(input), t(weight), t(bias)
    x = ivy.permute_dims(a, (1, 2, 0))  # (N, C, T)
    wf = ivy.permute_dims(w, (2, 1, 0))  # (C_out, C_in, k)
    r = ivy.conv1d(x, wf, 1, int(pad), data_format="NCW", filter_format="channel_first", bias=b)
    return wrap(ivy.permute_dims(r, (2, 0, 1)))


"""``tf.raw_ops``: TF's primitive operations, keyword-only as TF has them
(``tf.raw_ops.AddV2(x=a, y=b)``), each an alias of the frontend function that implements it.

>>> import ivy_frontends.tensorflow as tf
>>> tf.raw_ops.AddV2(x=tf.constant(1.0), y=tf.constant(2.0))
<tf.Tensor: shape=(), dtype=float32, numpy=3.0>
"""

from __future__ import annotations

import ast
import inspect
import re

import ivy

from . import _array_ops as _A
from . import _dtypes as _D
from . import _math_ops as _M
from . import nn as _nn
from .errors import FrontendTypeError

_P = inspect.Parameter


def _op(name, spec, call):
    params = []
    for p in re.split(r",(?![^\[]*\])", spec):  # (commas outside list defaults)
        p = p.strip()
        if not p:
            continue
        if "=" in p:
            k, v = p.split("=", 1)
            dv = getattr(_D, v[3:]) if v.startswith("tf.") else ast.literal_eval(v)
            params.append(_P(k, _P.POSITIONAL_OR_KEYWORD, default=dv))
        else:
            params.append(_P(p, _P.POSITIONAL_OR_KEYWORD))
    params.append(_P("name", _P.POSITIONAL_OR_KEYWORD, default=None))
    sig = inspect.Signature(params)
    keys = [p.name for p in params]

    def f(*args, **kwargs):
        if args:
            raise FrontendTypeError(f"{name} only takes keyword args (possible keys: {keys}). Please pass these args "
                                    "as kwargs instead.")
        try:
            b = sig.bind(**kwargs)
        except TypeError as e:
            raise FrontendTypeError(f"{name}: {e}") from None
        b.apply_defaults()
        a = dict(b.arguments)
        a.pop("name")
        return call(**a)

    f.__name__ = f.__qualname__ = name
    f.__signature__ = sig
    f.__doc__ = f"``tf.raw_ops.{name}`` (keyword arguments only)."
    globals()[name] = f
    return f


_UNARY_X = {
    "Abs": _M.abs, "Neg": _M.negative, "Sign": _M.sign, "Square": _M.square, "Sqrt": _M.sqrt, "Rsqrt": _M.rsqrt,
    "Exp": _M.exp, "Expm1": _M.expm1, "Log": _M.log, "Log1p": _M.log1p, "Sin": _M.sin, "Cos": _M.cos, "Tan": _M.tan,
    "Asin": _M.asin, "Acos": _M.acos, "Atan": _M.atan, "Sinh": _M.sinh, "Cosh": _M.cosh, "Tanh": _M.tanh,
    "Asinh": _M.asinh, "Acosh": _M.acosh, "Atanh": _M.atanh, "Sigmoid": _M.sigmoid, "Reciprocal": _M.reciprocal,
    "Inv": _M.reciprocal, "Floor": _M.floor, "Ceil": _M.ceil, "Rint": _M.rint, "Round": _M.round, "Erf": _M.erf,
    "Erfc": _M.erfc, "Erfinv": _M.erfinv, "Lgamma": _M.lgamma, "Digamma": _M.digamma, "IsNan": _M.is_nan,
    "IsInf": _M.is_inf, "IsFinite": _M.is_finite, "LogicalNot": _M.logical_not, "Ndtri": _M.ndtri,
    "BesselI0": _M.bessel_i0, "BesselI0e": _M.bessel_i0e, "BesselI1": _M.bessel_i1, "BesselI1e": _M.bessel_i1e,
    "InvertPermutation": _M.invert_permutation, "ZerosLike": _A.zeros_like, "OnesLike": _A.ones_like,
}
for _n, _f in _UNARY_X.items():
    _op(_n, "x", lambda x, _f=_f: _f(x))
for _n, _f in {"Softsign": _M.softsign, "Softplus": _M.softplus}.items():
    _op(_n, "features", lambda features, _f=_f: _f(features))
for _n, _f in {"Real": _M.real, "Imag": _M.imag, "Angle": _M.angle}.items():
    _op(_n, "input, Tout=tf.float32", lambda input, Tout, _f=_f: _f(input))  # noqa: A006, N803
for _n, _f in {"Conj": _M.conj, "Identity": _A.identity, "Rank": _A.rank}.items():
    _op(_n, "input", lambda input, _f=_f: _f(input))  # noqa: A006

_BINARY_XY = {
    "AddV2": _M.add, "Add": _M.add, "Sub": _M.subtract, "Mul": _M.multiply, "RealDiv": _M.realdiv,
    "FloorDiv": _M.floordiv, "FloorMod": _M.floormod, "Mod": _M.truncatemod, "TruncateDiv": _M.truncatediv,
    "TruncateMod": _M.truncatemod, "Pow": _M.pow, "Maximum": _M.maximum, "Minimum": _M.minimum,
    "SquaredDifference": _M.squared_difference, "Less": _M.less, "LessEqual": _M.less_equal, "Greater": _M.greater,
    "GreaterEqual": _M.greater_equal, "LogicalAnd": _M.logical_and, "LogicalOr": _M.logical_or, "Xlogy": _M.xlogy,
    "Xdivy": _M.xdivy, "Xlog1py": _M.xlog1py, "DivNoNan": _M.divide_no_nan, "MulNoNan": _M.multiply_no_nan,
}
for _n, _f in _BINARY_XY.items():
    _op(_n, "x, y", lambda x, y, _f=_f: _f(x, y))
for _n, _f in {"Equal": _M.equal, "NotEqual": _M.not_equal}.items():
    _op(_n, "x, y, incompatible_shape_error=True", lambda x, y, incompatible_shape_error, _f=_f: _f(x, y))
_op("Atan2", "y, x", lambda y, x: _M.atan2(y, x))
_op("Igamma", "a, x", lambda a, x: _M.igamma(a, x))
_op("Igammac", "a, x", lambda a, x: _M.igammac(a, x))
_op("Polygamma", "a, x", lambda a, x: _M.polygamma(a, x))
_op("Zeta", "x, q", lambda x, q: _M.zeta(x, q))
_op("NextAfter", "x1, x2", lambda x1, x2: _M.nextafter(x1, x2))
_op("Betainc", "a, b, x", lambda a, b, x: _M.betainc(a, b, x))

for _n, _f in {"Sum": _M.reduce_sum, "Prod": _M.reduce_prod, "Max": _M.reduce_max, "Min": _M.reduce_min,
               "Mean": _M.reduce_mean, "All": _M.reduce_all, "Any": _M.reduce_any,
               "EuclideanNorm": _M.reduce_euclidean_norm}.items():
    _op(_n, "input, axis, keep_dims=False", lambda input, axis, keep_dims, _f=_f: _f(input, axis, keep_dims))  # noqa: A006
_op("ArgMax", "input, dimension, output_type=tf.int64", lambda input, dimension, output_type: _M.argmax(  # noqa: A006
    input, dimension, output_type))
_op("ArgMin", "input, dimension, output_type=tf.int64", lambda input, dimension, output_type: _M.argmin(  # noqa: A006
    input, dimension, output_type))
for _n, _f in {"Cumsum": _M.cumsum, "Cumprod": _M.cumprod, "CumulativeLogsumexp": _M.cumulative_logsumexp}.items():
    _op(_n, "x, axis, exclusive=False, reverse=False",
        lambda x, axis, exclusive, reverse, _f=_f: _f(x, axis, exclusive, reverse))
for _n, _f in {"UnsortedSegmentSum": _M.unsorted_segment_sum, "UnsortedSegmentProd": _M.unsorted_segment_prod,
               "UnsortedSegmentMax": _M.unsorted_segment_max, "UnsortedSegmentMin": _M.unsorted_segment_min}.items():
    _op(_n, "data, segment_ids, num_segments", lambda data, segment_ids, num_segments, _f=_f: _f(
        data, segment_ids, num_segments))
for _n, _f in {"SegmentSum": _M.segment_sum, "SegmentProd": _M.segment_prod, "SegmentMax": _M.segment_max,
               "SegmentMin": _M.segment_min, "SegmentMean": _M.segment_mean}.items():
    _op(_n, "data, segment_ids", lambda data, segment_ids, _f=_f: _f(data, segment_ids))
_op("AddN", "inputs", lambda inputs: _M.add_n(inputs))
_op("Softmax", "logits", lambda logits: _M.softmax(logits))
_op("LogSoftmax", "logits", lambda logits: _M.log_softmax(logits))
_op("TopKV2", "input, k, sorted=True, index_type=tf.int32", lambda input, k, sorted, index_type: _M.top_k(  # noqa: A006
    input, k, sorted, index_type))
_op("InTopKV2", "predictions, targets, k", lambda predictions, targets, k: _M.in_top_k(targets, predictions, k))

_op("Reshape", "tensor, shape", lambda tensor, shape: _A.reshape(tensor, shape))
_op("Transpose", "x, perm", lambda x, perm: _A.transpose(x, perm))
_op("ConjugateTranspose", "x, perm", lambda x, perm: _A.transpose(x, perm, conjugate=True))
_op("ConcatV2", "values, axis", lambda values, axis: _A.concat(values, axis))
_op("Pack", "values, axis=0", lambda values, axis: _A.stack(values, axis))
_op("Unpack", "value, num, axis=0", lambda value, num, axis: _A.unstack(value, num, axis))
_op("Tile", "input, multiples", lambda input, multiples: _A.tile(input, multiples))  # noqa: A006
_op("ExpandDims", "input, axis", lambda input, axis: _A.expand_dims(input, axis))  # noqa: A006
_op("Squeeze", "input, axis=[]", lambda input, axis: _A.squeeze(input, axis or None))  # noqa: A006
_op("Shape", "input, out_type=tf.int32", lambda input, out_type: _A.shape(input, out_type))  # noqa: A006
_op("Size", "input, out_type=tf.int32", lambda input, out_type: _A.size(input, out_type))  # noqa: A006
_op("Cast", "x, DstT, Truncate=False", lambda x, DstT, Truncate: _A.cast(x, DstT))  # noqa: N803
_op("Fill", "dims, value", lambda dims, value: _A.fill(dims, value))
_op("Range", "start, limit, delta", lambda start, limit, delta: _A.range(start, limit, delta))
_op("LinSpace", "start, stop, num", lambda start, stop, num: _A.linspace(start, stop, num))
_op("BroadcastTo", "input, shape", lambda input, shape: _A.broadcast_to(input, shape))  # noqa: A006
_op("GatherV2", "params, indices, axis, batch_dims=0", lambda params, indices, axis, batch_dims: _A.gather(
    params, indices, axis=axis, batch_dims=batch_dims))
_op("GatherNd", "params, indices, bad_indices_policy=''", lambda params, indices, bad_indices_policy: _A.gather_nd(
    params, indices))
_op("ScatterNd", "indices, updates, shape, bad_indices_policy=''",
    lambda indices, updates, shape, bad_indices_policy: _A.scatter_nd(indices, updates, shape))
for _n, _f in {"TensorScatterUpdate": _A.tensor_scatter_nd_update, "TensorScatterAdd": _A.tensor_scatter_nd_add,
               "TensorScatterSub": _A.tensor_scatter_nd_sub, "TensorScatterMax": _A.tensor_scatter_nd_max,
               "TensorScatterMin": _A.tensor_scatter_nd_min}.items():
    _op(_n, "tensor, indices, updates, bad_indices_policy=''",
        lambda tensor, indices, updates, bad_indices_policy, _f=_f: _f(tensor, indices, updates))
_op("SelectV2", "condition, t, e", lambda condition, t, e: _A.where(condition, t, e))
_op("Where", "condition", lambda condition: _A.where(condition))
_op("ReverseV2", "tensor, axis", lambda tensor, axis: _A.reverse(tensor, axis))
_op("MatMul", "a, b, transpose_a=False, transpose_b=False, grad_a=False, grad_b=False",
    lambda a, b, transpose_a, transpose_b, grad_a, grad_b: _A.matmul(a, b, transpose_a, transpose_b))
_op("BatchMatMulV2", "x, y, adj_x=False, adj_y=False, grad_x=False, grad_y=False",
    lambda x, y, adj_x, adj_y, grad_x, grad_y: _A.matmul(x, y, adjoint_a=adj_x, adjoint_b=adj_y))
_op("Einsum", "inputs, equation", lambda inputs, equation: _A.einsum(equation, *inputs))
_op("OneHot", "indices, depth, on_value, off_value, axis=-1",
    lambda indices, depth, on_value, off_value, axis: _A.one_hot(indices, depth, on_value, off_value, axis))
_op("ClipByValue", "t, clip_value_min, clip_value_max",
    lambda t, clip_value_min, clip_value_max: _A.clip_by_value(t, clip_value_min, clip_value_max))
_op("Unique", "x, out_idx=tf.int32", lambda x, out_idx: _A.unique(x, out_idx))
_op("UniqueWithCounts", "x, out_idx=tf.int32", lambda x, out_idx: _A.unique_with_counts(x, out_idx))
_op("Pad", "input, paddings", lambda input, paddings: _A.pad(input, paddings))  # noqa: A006
_op("PadV2", "input, paddings, constant_values", lambda input, paddings, constant_values: _A.pad(  # noqa: A006
    input, paddings, constant_values=constant_values))
_op("MirrorPad", "input, paddings, mode", lambda input, paddings, mode: _A.pad(input, paddings, mode))  # noqa: A006
_op("Roll", "input, shift, axis", lambda input, shift, axis: _A.roll(input, shift, axis))  # noqa: A006
_op("Slice", "input, begin, size", lambda input, begin, size: _A.slice(input, begin, size))  # noqa: A006
_op("StridedSlice", "input, begin, end, strides, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, "
    "shrink_axis_mask=0", lambda input, begin, end, strides, **m: _A.strided_slice(input, begin, end, strides, **m))  # noqa: A006
_op("Complex", "real, imag, Tout=tf.complex64", lambda real, imag, Tout: _A.complex(real, imag))  # noqa: N803
_op("LowerBound", "sorted_inputs, values, out_type=tf.int32",
    lambda sorted_inputs, values, out_type: _A.searchsorted(sorted_inputs, values, "left", out_type))
_op("UpperBound", "sorted_inputs, values, out_type=tf.int32",
    lambda sorted_inputs, values, out_type: _A.searchsorted(sorted_inputs, values, "right", out_type))
_op("StopGradient", "input", lambda input: __import__(  # noqa: A006
    "ivy_frontends.tensorflow._gradient_tape", fromlist=["stop_gradient"]).stop_gradient(input))

# ------------------------------------------------------------------ neural-network ops (what Keras layers run)
for _n, _f in {"Relu": _nn.relu, "Relu6": _nn.relu6, "Elu": _nn.elu, "Selu": _nn.selu}.items():
    _op(_n, "features", lambda features, _f=_f: _f(features))
_op("LeakyRelu", "features, alpha=0.2", lambda features, alpha: _nn.leaky_relu(features, alpha))
_op("BiasAdd", "value, bias, data_format='NHWC'", lambda value, bias, data_format: _nn.bias_add(
    value, bias, data_format))
_op("BiasAddV1", "value, bias", lambda value, bias: _nn.bias_add(value, bias))


def _explicit(padding, explicit_paddings):
    """A raw op's ``padding`` (``"SAME"``, ``"VALID"``, or ``"EXPLICIT"`` with a flat list of
    before/after pairs per dimension) as ``tf.nn``'s padding argument."""
    if padding == "EXPLICIT":
        p = list(explicit_paddings)
        return [p[i:i + 2] for i in range(0, len(p), 2)]
    return padding


_op("Conv2D", "input, filter, strides, padding, use_cudnn_on_gpu=True, explicit_paddings=[], data_format='NHWC', "
    "dilations=[1, 1, 1, 1]", lambda input, filter, strides, padding, use_cudnn_on_gpu, explicit_paddings,  # noqa: A006
    data_format, dilations: _nn.conv2d(input, filter, strides, _explicit(padding, explicit_paddings), data_format,
                                       dilations))
_op("Conv3D", "input, filter, strides, padding, data_format='NDHWC', dilations=[1, 1, 1, 1, 1]",
    lambda input, filter, strides, padding, data_format, dilations: _nn.conv3d(  # noqa: A006
        input, filter, strides, padding, data_format, dilations))
_op("DepthwiseConv2dNative", "input, filter, strides, padding, explicit_paddings=[], data_format='NHWC', "
    "dilations=[1, 1, 1, 1]", lambda input, filter, strides, padding, explicit_paddings, data_format,  # noqa: A006
    dilations: _nn.depthwise_conv2d(input, filter, strides, _explicit(padding, explicit_paddings), data_format,
                                    dilations[1:3] if data_format == "NHWC" else dilations[2:]))
_op("MaxPool", "input, ksize, strides, padding, explicit_paddings=[], data_format='NHWC'",
    lambda input, ksize, strides, padding, explicit_paddings, data_format: _nn.max_pool2d(  # noqa: A006
        input, ksize, strides, _explicit(padding, explicit_paddings), data_format))
_op("MaxPoolV2", "input, ksize, strides, padding, data_format='NHWC'",
    lambda input, ksize, strides, padding, data_format: _nn.max_pool2d(  # noqa: A006
        input, _ints(ksize), _ints(strides), padding, data_format))
_op("AvgPool", "value, ksize, strides, padding, data_format='NHWC'",
    lambda value, ksize, strides, padding, data_format: _nn.avg_pool2d(value, ksize, strides, padding, data_format))
_op("MaxPool3D", "input, ksize, strides, padding, data_format='NDHWC'",
    lambda input, ksize, strides, padding, data_format: _nn.max_pool3d(  # noqa: A006
        input, ksize, strides, padding, data_format))
_op("AvgPool3D", "input, ksize, strides, padding, data_format='NDHWC'",
    lambda input, ksize, strides, padding, data_format: _nn.avg_pool3d(  # noqa: A006
        input, ksize, strides, padding, data_format))


def _ints(v):
    from ._convert import n

    return [int(i) for i in ivy.to_numpy(n(v)).reshape(-1)] if not isinstance(v, (list, tuple)) else list(v)


def _fused_batch_norm(x, scale, offset, mean, variance, epsilon, exponential_avg_factor, data_format, is_training):
    """``FusedBatchNormV3``: ``(y, batch_mean, batch_variance, reserve_space_1, reserve_space_2,
    reserve_space_3)`` (V1 and V2: the first five). Training normalizes by the batch's statistics
    and returns the running ones moved by ``exponential_avg_factor`` (the variance unbiased, as
    TF's kernel); inference uses ``mean`` and ``variance``. The reserve spaces (TF's gradient
    kernel's scratch) hold the batch mean, the batch's biased variance and an empty array."""
    from ._convert import n
    from ._tensor import wrap

    a = n(x)
    dt = ivy.dtype(a)
    a32 = ivy.astype(a, ivy.float32) if dt != ivy.float32 else a
    cf = data_format in ("NCHW", "NCDHW")
    axes = (0,) + tuple(range(2, len(a.shape))) if cf else tuple(range(len(a.shape) - 1))
    shape = [1] * len(a.shape)
    shape[1 if cf else -1] = -1

    def b(v):
        return ivy.reshape(v, shape)

    s, o, m, v = (n(t) for t in (scale, offset, mean, variance))
    if is_training:
        bm = ivy.mean(a32, axis=axes)
        bv = ivy.mean(ivy.square(ivy.subtract(a32, b(bm))), axis=axes)
        count = 1
        for i in axes:
            count *= int(a.shape[i])
        unbiased = ivy.multiply(bv, count / max(count - 1, 1))
        f = float(exponential_avg_factor)
        if f != 1.0:
            run_m = ivy.add(ivy.multiply(m, 1.0 - f), ivy.multiply(bm, f))
            run_v = ivy.add(ivy.multiply(v, 1.0 - f), ivy.multiply(unbiased, f))
        else:
            run_m, run_v = bm, unbiased
        use_m, use_v = bm, bv
    else:
        use_m, use_v = m, v
        run_m, run_v = m, v
        bm, bv = m, v
    inv = ivy.multiply(ivy.divide(1.0, ivy.sqrt(ivy.add(use_v, float(epsilon)))), s)
    y = ivy.add(ivy.multiply(ivy.subtract(a32, b(use_m)), b(inv)), b(o))
    if dt != ivy.float32:
        y = ivy.astype(y, dt)
    empty = ivy.zeros((0,), dtype=ivy.float32)
    return tuple(wrap(t) for t in (y, run_m, run_v, bm, bv, empty))


for _n, _k in (("FusedBatchNormV3", 6), ("FusedBatchNormV2", 5), ("FusedBatchNorm", 5)):
    _op(_n, "x, scale, offset, mean, variance, epsilon=0.0001, exponential_avg_factor=1, data_format='NHWC', "
        "is_training=True", lambda _k=_k, **kw: _fused_batch_norm(**kw)[:_k])

del _n, _f

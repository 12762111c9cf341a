"""``tf.raw_ops``: TF's primitive operations, keyword-only as TF has them
(``tf.raw_ops.AddV2(x=a, y=b)``), each an alias of the frontend function that implements it.

>>> import ivy_frontends.tensorflow as tf
>>> tf.raw_ops.AddV2(x=tf.constant(1.0), y=tf.constant(2.0))
<tf.Tensor: shape=(), dtype=float32, numpy=3.0>
"""

from __future__ import annotations

import ast
import inspect

from . import _array_ops as A
from . import _math_ops as M
from .errors import FrontendTypeError

_P = inspect.Parameter


def _op(name, spec, call):
    params = []
    for p in spec.split(","):
        p = p.strip()
        if not p:
            continue
        if "=" in p:
            k, v = p.split("=", 1)
            params.append(_P(k, _P.POSITIONAL_OR_KEYWORD, default=ast.literal_eval(v)))
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
    "Abs": M.abs, "Neg": M.negative, "Sign": M.sign, "Square": M.square, "Sqrt": M.sqrt, "Rsqrt": M.rsqrt,
    "Exp": M.exp, "Expm1": M.expm1, "Log": M.log, "Log1p": M.log1p, "Sin": M.sin, "Cos": M.cos, "Tan": M.tan,
    "Asin": M.asin, "Acos": M.acos, "Atan": M.atan, "Sinh": M.sinh, "Cosh": M.cosh, "Tanh": M.tanh,
    "Asinh": M.asinh, "Acosh": M.acosh, "Atanh": M.atanh, "Sigmoid": M.sigmoid, "Reciprocal": M.reciprocal,
    "Inv": M.reciprocal, "Floor": M.floor, "Ceil": M.ceil, "Rint": M.rint, "Round": M.round, "Erf": M.erf,
    "Erfc": M.erfc, "Erfinv": M.erfinv, "Lgamma": M.lgamma, "Digamma": M.digamma, "IsNan": M.is_nan,
    "IsInf": M.is_inf, "IsFinite": M.is_finite, "LogicalNot": M.logical_not, "Ndtri": M.ndtri,
    "BesselI0": M.bessel_i0, "BesselI0e": M.bessel_i0e, "BesselI1": M.bessel_i1, "BesselI1e": M.bessel_i1e,
    "InvertPermutation": M.invert_permutation, "ZerosLike": A.zeros_like, "OnesLike": A.ones_like,
}
for _n, _f in _UNARY_X.items():
    _op(_n, "x", lambda x, _f=_f: _f(x))
for _n, _f in {"Softsign": M.softsign, "Softplus": M.softplus}.items():
    _op(_n, "features", lambda features, _f=_f: _f(features))
for _n, _f in {"Conj": M.conj, "Real": M.real, "Imag": M.imag, "Angle": M.angle, "Identity": A.identity,
               "Rank": A.rank}.items():
    _op(_n, "input", lambda input, _f=_f: _f(input))  # noqa: A006

_BINARY_XY = {
    "AddV2": M.add, "Add": M.add, "Sub": M.subtract, "Mul": M.multiply, "RealDiv": M.realdiv,
    "FloorDiv": M.floordiv, "FloorMod": M.floormod, "Mod": M.truncatemod, "TruncateDiv": M.truncatediv,
    "TruncateMod": M.truncatemod, "Pow": M.pow, "Maximum": M.maximum, "Minimum": M.minimum,
    "SquaredDifference": M.squared_difference, "Less": M.less, "LessEqual": M.less_equal, "Greater": M.greater,
    "GreaterEqual": M.greater_equal, "LogicalAnd": M.logical_and, "LogicalOr": M.logical_or, "Xlogy": M.xlogy,
    "Xdivy": M.xdivy, "Xlog1py": M.xlog1py, "DivNoNan": M.divide_no_nan, "MulNoNan": M.multiply_no_nan,
}
for _n, _f in _BINARY_XY.items():
    _op(_n, "x, y", lambda x, y, _f=_f: _f(x, y))
for _n, _f in {"Equal": M.equal, "NotEqual": M.not_equal}.items():
    _op(_n, "x, y, incompatible_shape_error=True", lambda x, y, incompatible_shape_error, _f=_f: _f(x, y))
_op("Atan2", "y, x", lambda y, x: M.atan2(y, x))
_op("Igamma", "a, x", lambda a, x: M.igamma(a, x))
_op("Igammac", "a, x", lambda a, x: M.igammac(a, x))
_op("Polygamma", "a, x", lambda a, x: M.polygamma(a, x))
_op("Zeta", "x, q", lambda x, q: M.zeta(x, q))
_op("NextAfter", "x1, x2", lambda x1, x2: M.nextafter(x1, x2))
_op("Betainc", "a, b, x", lambda a, b, x: M.betainc(a, b, x))

for _n, _f in {"Sum": M.reduce_sum, "Prod": M.reduce_prod, "Max": M.reduce_max, "Min": M.reduce_min,
               "Mean": M.reduce_mean, "All": M.reduce_all, "Any": M.reduce_any,
               "EuclideanNorm": M.reduce_euclidean_norm}.items():
    _op(_n, "input, axis, keep_dims=False", lambda input, axis, keep_dims, _f=_f: _f(input, axis, keep_dims))  # noqa: A006
_op("ArgMax", "input, dimension, output_type=9", lambda input, dimension, output_type: M.argmax(  # noqa: A006
    input, dimension, output_type))
_op("ArgMin", "input, dimension, output_type=9", lambda input, dimension, output_type: M.argmin(  # noqa: A006
    input, dimension, output_type))
for _n, _f in {"Cumsum": M.cumsum, "Cumprod": M.cumprod, "CumulativeLogsumexp": M.cumulative_logsumexp}.items():
    _op(_n, "x, axis, exclusive=False, reverse=False",
        lambda x, axis, exclusive, reverse, _f=_f: _f(x, axis, exclusive, reverse))
for _n, _f in {"UnsortedSegmentSum": M.unsorted_segment_sum, "UnsortedSegmentProd": M.unsorted_segment_prod,
               "UnsortedSegmentMax": M.unsorted_segment_max, "UnsortedSegmentMin": M.unsorted_segment_min}.items():
    _op(_n, "data, segment_ids, num_segments", lambda data, segment_ids, num_segments, _f=_f: _f(
        data, segment_ids, num_segments))
for _n, _f in {"SegmentSum": M.segment_sum, "SegmentProd": M.segment_prod, "SegmentMax": M.segment_max,
               "SegmentMin": M.segment_min, "SegmentMean": M.segment_mean}.items():
    _op(_n, "data, segment_ids", lambda data, segment_ids, _f=_f: _f(data, segment_ids))
_op("AddN", "inputs", lambda inputs: M.add_n(inputs))
_op("Softmax", "logits", lambda logits: M.softmax(logits))
_op("LogSoftmax", "logits", lambda logits: M.log_softmax(logits))
_op("TopKV2", "input, k, sorted=True, index_type=3", lambda input, k, sorted, index_type: M.top_k(  # noqa: A006
    input, k, sorted, index_type))
_op("InTopKV2", "predictions, targets, k", lambda predictions, targets, k: M.in_top_k(targets, predictions, k))

_op("Reshape", "tensor, shape", lambda tensor, shape: A.reshape(tensor, shape))
_op("Transpose", "x, perm", lambda x, perm: A.transpose(x, perm))
_op("ConjugateTranspose", "x, perm", lambda x, perm: A.transpose(x, perm, conjugate=True))
_op("ConcatV2", "values, axis", lambda values, axis: A.concat(values, axis))
_op("Pack", "values, axis=0", lambda values, axis: A.stack(values, axis))
_op("Unpack", "value, num, axis=0", lambda value, num, axis: A.unstack(value, num, axis))
_op("Tile", "input, multiples", lambda input, multiples: A.tile(input, multiples))  # noqa: A006
_op("ExpandDims", "input, axis", lambda input, axis: A.expand_dims(input, axis))  # noqa: A006
_op("Squeeze", "input, squeeze_dims=[]", lambda input, squeeze_dims: A.squeeze(  # noqa: A006
    input, squeeze_dims or None))
_op("Shape", "input, out_type=3", lambda input, out_type: A.shape(input, out_type))  # noqa: A006
_op("Size", "input, out_type=3", lambda input, out_type: A.size(input, out_type))  # noqa: A006
_op("Cast", "x, DstT, Truncate=False", lambda x, DstT, Truncate: A.cast(x, DstT))  # noqa: N803
_op("Fill", "dims, value", lambda dims, value: A.fill(dims, value))
_op("Range", "start, limit, delta", lambda start, limit, delta: A.range(start, limit, delta))
_op("LinSpace", "start, stop, num", lambda start, stop, num: A.linspace(start, stop, num))
_op("BroadcastTo", "input, shape", lambda input, shape: A.broadcast_to(input, shape))  # noqa: A006
_op("GatherV2", "params, indices, axis, batch_dims=0", lambda params, indices, axis, batch_dims: A.gather(
    params, indices, axis=axis, batch_dims=batch_dims))
_op("GatherNd", "params, indices, bad_indices_policy=''", lambda params, indices, bad_indices_policy: A.gather_nd(
    params, indices))
_op("ScatterNd", "indices, updates, shape, bad_indices_policy=''",
    lambda indices, updates, shape, bad_indices_policy: A.scatter_nd(indices, updates, shape))
for _n, _f in {"TensorScatterUpdate": A.tensor_scatter_nd_update, "TensorScatterAdd": A.tensor_scatter_nd_add,
               "TensorScatterSub": A.tensor_scatter_nd_sub, "TensorScatterMax": A.tensor_scatter_nd_max,
               "TensorScatterMin": A.tensor_scatter_nd_min}.items():
    _op(_n, "tensor, indices, updates", lambda tensor, indices, updates, _f=_f: _f(tensor, indices, updates))
_op("SelectV2", "condition, t, e", lambda condition, t, e: A.where(condition, t, e))
_op("Where", "condition", lambda condition: A.where(condition))
_op("ReverseV2", "tensor, axis", lambda tensor, axis: A.reverse(tensor, axis))
_op("MatMul", "a, b, transpose_a=False, transpose_b=False, grad_a=False, grad_b=False",
    lambda a, b, transpose_a, transpose_b, grad_a, grad_b: A.matmul(a, b, transpose_a, transpose_b))
_op("BatchMatMulV2", "x, y, adj_x=False, adj_y=False, grad_x=False, grad_y=False",
    lambda x, y, adj_x, adj_y, grad_x, grad_y: A.matmul(x, y, adjoint_a=adj_x, adjoint_b=adj_y))
_op("Einsum", "inputs, equation", lambda inputs, equation: A.einsum(equation, *inputs))
_op("OneHot", "indices, depth, on_value, off_value, axis=-1",
    lambda indices, depth, on_value, off_value, axis: A.one_hot(indices, depth, on_value, off_value, axis))
_op("ClipByValue", "t, clip_value_min, clip_value_max",
    lambda t, clip_value_min, clip_value_max: A.clip_by_value(t, clip_value_min, clip_value_max))
_op("Unique", "x, out_idx=3", lambda x, out_idx: A.unique(x, out_idx))
_op("UniqueWithCounts", "x, out_idx=3", lambda x, out_idx: A.unique_with_counts(x, out_idx))
_op("Pad", "input, paddings", lambda input, paddings: A.pad(input, paddings))  # noqa: A006
_op("PadV2", "input, paddings, constant_values", lambda input, paddings, constant_values: A.pad(  # noqa: A006
    input, paddings, constant_values=constant_values))
_op("MirrorPad", "input, paddings, mode", lambda input, paddings, mode: A.pad(input, paddings, mode))  # noqa: A006
_op("Roll", "input, shift, axis", lambda input, shift, axis: A.roll(input, shift, axis))  # noqa: A006
_op("Slice", "input, begin, size", lambda input, begin, size: A.slice(input, begin, size))  # noqa: A006
_op("StridedSlice", "input, begin, end, strides, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, "
    "shrink_axis_mask=0", lambda input, begin, end, strides, **m: A.strided_slice(input, begin, end, strides, **m))  # noqa: A006
_op("Complex", "real, imag, Tout=8", lambda real, imag, Tout: A.complex(real, imag))  # noqa: N803
_op("LowerBound", "sorted_inputs, values, out_type=3",
    lambda sorted_inputs, values, out_type: A.searchsorted(sorted_inputs, values, "left", out_type))
_op("UpperBound", "sorted_inputs, values, out_type=3",
    lambda sorted_inputs, values, out_type: A.searchsorted(sorted_inputs, values, "right", out_type))
_op("StopGradient", "input", lambda input: __import__(  # noqa: A006
    "ivy_frontends.tensorflow._gradient_tape", fromlist=["stop_gradient"]).stop_gradient(input))

del _n, _f

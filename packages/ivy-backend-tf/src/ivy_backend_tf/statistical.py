"""Statistical functions on TensorFlow, with ivy's dtype rules (the same as NumPy's):

- ``sum``/``prod``/``cumulative_*`` accumulate bool and signed integers in int64, unsigned
  integers in uint64 (TensorFlow keeps the input dtype, and has no bool kernels);
- ``mean``/``var``/``std`` of integers and bools compute in float64 and return float32;
  float16/bfloat16 compute in float32 and are cast back; ``var``/``std`` of complex input
  are real;
- ``max``/``min`` over zero elements raise ``ivy.InvalidArgumentError`` (TensorFlow
  returns -inf/+inf or the dtype's limits); NaN propagates;
- empty ``mean``, and ``var``/``std`` with ``M - correction <= 0``, are NaN.
"""

from __future__ import annotations

import math

import tensorflow as tf

import ivy
from ivy.plugin import ROW_BY_ROW_FROM as _PLUGIN_ROW_BY_ROW_FROM
from ivy.plugin import complex_unordered as _complex_unordered
from ivy.plugin import cumulative_axis as _cumulative_axis
from ivy.plugin import sums_row_by_row as _sums_row_by_row

from ._util import (
    BF16,
    BOOL,
    C64,
    C128,
    F16,
    F32,
    F64,
    I64,
    KIND,
    REAL_OF,
    U64,
    R,
    axes_t,
    cast,
    normalize_axes,
    normalize_axis,
    pad_constant,
    work_dtype,
)

_Sum = R.Sum
_Prod = R.Prod


def _acc_dtype(d):
    """The accumulation dtype of sum/prod for input dtype ``d`` (ivy: int64/uint64 for integers)."""
    k = KIND[id(d)]
    if k == "b" or k == "i":
        return I64
    if k == "u":
        return U64
    return d


# TensorFlow's CPU kernel adds a leading axis in blocks: its error grows slowly (5 ulp over
# 1000 rows, 11 over 10^4 narrow ones) until tall arrays (23853 ulp over 2**18 rows of 3), and a
# double accumulator costs 2.4-10x there, so it takes over from this many values on.
_SUM_IN_DOUBLE_FROM = 2**14


def _row_by_row(x, axes, d):
    """The dtype a sum over ``axes`` of ``x`` (accumulated in ``d``) adds in: double for single
    precision where TensorFlow's CPU kernel adds a long leading axis a row at a time
    (``ivy.plugin.sums_row_by_row``: the column sums of 2**18 float32 values were 1.8e-3 off,
    their variance 0.4 off), else ``work_dtype(d)``."""
    if d is F32 or d is C64:
        shp = x.shape.as_list()
        if None not in shp and _sums_row_by_row(shp, axes, _SUM_IN_DOUBLE_FROM):
            return F64 if d is F32 else C128
    return work_dtype(d)


def _reduce(op, x, axis, dtype, keepdims, name):
    axes = _axes(x, axis, name)
    d = _acc_dtype(x.dtype) if dtype is None else dtype
    if d is BOOL:  # an explicit bool accumulator: logical or / and
        # (NotEqual for complex input: a cast to bool reads only the real part)
        b = R.NotEqual(x=x, y=tf.zeros((), x.dtype)) if KIND[id(x.dtype)] == "c" else cast(x, BOOL)
        r = (R.Any if op is _Sum else R.All)(input=b, axis=axes_t(axes), keep_dims=keepdims)
        return r
    if KIND[id(x.dtype)] == "c" and KIND[id(d)] != "c":
        raise ivy.DtypeError(f"ivy.{name}: casting {x.dtype.name} to {d.name} would drop the imaginary part")
    w = _row_by_row(x, axes, d) if op is _Sum else work_dtype(d)
    if x.dtype is not w:
        x = R.Cast(x=x, DstT=w)
    r = op(input=x, axis=axes_t(axes), keep_dims=keepdims)
    return r if w is d else R.Cast(x=r, DstT=d)


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    if axis is None and dtype is None and not keepdims:
        d = x.dtype
        if d is F32 or d is F64:
            return _Sum(input=x, axis=axes_t(range(x.shape.rank)))
    return _reduce(_Sum, x, axis, dtype, keepdims, "sum")


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    return _reduce(_Prod, x, axis, dtype, keepdims, "prod")


def _axes(x, axis, name):
    nd = x.shape.rank
    if axis is None:
        return list(range(nd))
    if axis.__class__ is int:
        return [normalize_axis(axis, nd, name)]
    return normalize_axes(axis, nd, name)


def _count(x, axes):
    n = 1
    shp = x.shape
    for a in axes:
        n *= shp[a]
    return n


def _extremum(name, op, bool_op, x, axis, keepdims):
    k = KIND[id(x.dtype)]
    if k == "c":
        raise _complex_unordered(name, x.dtype.name, "reduce")
    axes = _axes(x, axis, f"ivy.{name}")
    if _count(x, axes) == 0:
        raise ivy.InvalidArgumentError(
            f"ivy.{name}: the reduction over axis {axis} of an array of shape {tuple(x.shape)} has no "
            f"elements, and an empty {name} has no value; check the array is not empty along the axis"
        )
    if k == "b":
        return bool_op(input=x, axis=axes_t(axes), keep_dims=keepdims)
    return op(input=x, axis=axes_t(axes), keep_dims=keepdims)  # NaN propagates


def max(x, /, *, axis=None, keepdims=False):
    return _extremum("max", R.Max, R.Any, x, axis, keepdims)


def min(x, /, *, axis=None, keepdims=False):
    return _extremum("min", R.Min, R.All, x, axis, keepdims)


def _nan_result(x, axes, keepdims, d):
    shp = [1 if i in axes else s for i, s in enumerate(x.shape)] if keepdims else \
        [s for i, s in enumerate(x.shape) if i not in axes]
    v = complex(math.nan, math.nan) if KIND[id(d)] == "c" else math.nan
    return tf.fill(shp, tf.constant(v, d))


def mean(x, /, *, axis=None, keepdims=False):
    d = x.dtype
    axes = _axes(x, axis, "ivy.mean")
    k = KIND[id(d)]
    out = d if k in "fc" else F32
    if _count(x, axes) == 0:
        return _nan_result(x, axes, keepdims, out)
    work = _row_by_row(x, axes, d)
    if work is d and (d is F32 or d is F64 or d is C64 or d is C128):
        return R.Mean(input=x, axis=axes_t(axes), keep_dims=keepdims)
    if k not in "fc":
        work = F64
    return R.Cast(x=R.Mean(input=R.Cast(x=x, DstT=work), axis=axes_t(axes), keep_dims=keepdims), DstT=out)


def _variance(x, axis, correction, keepdims, root, name):
    d = x.dtype
    k = KIND[id(d)]
    axes = _axes(x, axis, f"ivy.{name}")
    if k == "c":
        out = REAL_OF[id(d)]
        work = _row_by_row(x, axes, d)
    elif k == "f":
        out = d
        work = _row_by_row(x, axes, d)
    else:
        out = F32
        work = F64
    n = _count(x, axes)
    if n - correction <= 0:
        return _nan_result(x, axes, keepdims, out)
    xw = cast(x, work)
    m = R.Mean(input=xw, axis=axes_t(axes), keep_dims=True)
    dev = R.Sub(x=xw, y=m)
    if k == "c":
        rd = REAL_OF[id(work)]
        sq = R.AddV2(x=R.Square(x=R.Real(input=dev, Tout=rd)), y=R.Square(x=R.Imag(input=dev, Tout=rd)))
        wd = rd
    else:
        sq = R.Square(x=dev)
        wd = work
    r = R.RealDiv(x=R.Sum(input=sq, axis=axes_t(axes), keep_dims=keepdims), y=tf.constant(float(n - correction), wd))
    if root:
        r = R.Sqrt(x=r)
    return cast(r, out)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, False, "var")


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, True, "std")


def _cumulative(op, identity, name, x, axis, dtype, include_initial):
    nd = x.shape.rank
    ax = _cumulative_axis(name, nd, axis)
    d = _acc_dtype(x.dtype) if dtype is None else dtype
    if x.dtype is not d:
        if KIND[id(x.dtype)] == "c" and KIND[id(d)] != "c":
            raise ivy.DtypeError(f"ivy.{name}: casting {x.dtype.name} to {d.name} would drop the imaginary part")
        x = R.Cast(x=x, DstT=d)
    if d is F16 or d is BF16:  # accumulated in float32, then rounded (a float16 running sum stalls)
        return cast(_cumulative(op, identity, name, R.Cast(x=x, DstT=F32), ax, None, include_initial), d)
    if (d is F32 or d is C64) and identity == 0 and (x.shape[ax] or 0) >= _PLUGIN_ROW_BY_ROW_FROM:
        # a running sum in double, each prefix rounded once (a float32 one: 98 ulp off after 2**17)
        wide = F64 if d is F32 else C128
        return cast(_cumulative(op, identity, name, R.Cast(x=x, DstT=wide), ax, None, include_initial), d)
    if d is BOOL:  # an explicit bool accumulator: running or / and
        r = R.Cast(x=op(x=R.Cast(x=x, DstT=I64), axis=ax), DstT=BOOL)
    else:
        r = op(x=x, axis=ax)
    if identity == 1 and KIND[id(d)] == "c" and x.shape[ax]:
        # The first product is x[0] itself (TensorFlow multiplies it by 1: 1 * (0+infj) is nan+infj).
        r = tf.concat([x[(slice(None),) * ax + (slice(0, 1),)], r[(slice(None),) * ax + (slice(1, None),)]], ax)
    if not include_initial:
        return r
    pads = [[0, 0]] * nd
    pads[ax] = [1, 0]
    return pad_constant(r, pads, identity)


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(R.Cumsum, 0, "cumulative_sum", x, axis, dtype, include_initial)


_Select = R.SelectV2

try:  # whether a GradientTape is recording (~60 ns)
    from tensorflow.python.eager.record import could_possibly_record as _recording
except ImportError:  # another layout of TensorFlow's internals: always the zero-safe gradient
    def _recording():
        return True


def _cumprod_grad(x, g, ax):
    """The gradient of an inclusive cumulative product along ``ax``, right where x holds zeros
    (TensorFlow's own divides by x: the gradient of cumprod([0, 2]) summed was [0, 0], not
    [3, 0]). Before the first zero of a slice: reverse_cumsum(g * y) / x; at it: the sum over
    the rest of g times the products without that zero; after it: 0 (conjugates for complex)."""
    zero = R.Equal(x=x, y=tf.zeros((), x.dtype))
    nz = R.Cumsum(x=R.Cast(x=zero, DstT=tf.int32), axis=ax)
    before = R.Equal(x=nz, y=0)
    first = R.LogicalAnd(x=zero, y=R.Equal(x=nz, y=1))
    one = tf.ones_like(x)
    none = tf.zeros_like(x)
    y = tf.math.conj(R.Cumprod(x=x, axis=ax))
    grad_before = R.Cumsum(x=g * y, axis=ax, reverse=True) / tf.math.conj(_Select(condition=before, t=x, e=one))
    rest = tf.math.conj(R.Cumprod(x=_Select(condition=first, t=one, e=x), axis=ax))
    at_first = tf.reduce_sum(_Select(condition=R.GreaterEqual(x=nz, y=1), t=g * rest, e=none), axis=ax, keepdims=True)
    return _Select(condition=before, t=grad_before, e=_Select(condition=first, t=at_first + none, e=none))


def _cumprod(x, axis, exclusive=False, reverse=False):
    """``R.Cumprod`` whose gradient is right where x holds zeros (``_cumprod_grad``): taken
    while a GradientTape records, or inside ``tf.function`` (whose graph may be differentiated
    later); otherwise TensorFlow's op alone (the custom gradient costs ~30 us a call)."""
    if tf.executing_eagerly() and not _recording():
        return R.Cumprod(x=x, axis=axis, exclusive=exclusive, reverse=reverse)

    @tf.custom_gradient
    def f(x):
        def grad(g):
            xs, gs = x, g
            if reverse:
                xs, gs = tf.reverse(xs, [axis]), tf.reverse(gs, [axis])
            if exclusive:  # the inclusive product of [1, x0, ..., x(n-2)]: x(n-1) takes no part
                n = tf.shape(xs)[axis]
                xs = tf.concat([tf.ones_like(tf.gather(xs, [0], axis=axis)), tf.gather(xs, tf.range(n - 1), axis=axis)],
                               axis)
                gx = _cumprod_grad(xs, gs, axis)
                gx = tf.concat([tf.gather(gx, tf.range(1, n), axis=axis), tf.zeros_like(tf.gather(gx, [0], axis=axis))],
                               axis)
            else:
                gx = _cumprod_grad(xs, gs, axis)
            return tf.reverse(gx, [axis]) if reverse else gx

        return R.Cumprod(x=x, axis=axis, exclusive=exclusive, reverse=reverse), grad

    return f(x)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(_cumprod, 1, "cumulative_prod", x, axis, dtype, include_initial)


# ------------------------------------------------------- Ivy's superset (issue 5)
# median, quantile and histogram: ivy-core's compositions.


def _cum_ext(op, name, x, axis, exclusive, reverse, dtype):
    nd = x.shape.rank
    if nd == 0:
        normalize_axis(axis, 1, f"ivy.{name}")
        return tf.reshape(_cum_ext(op, name, tf.reshape(x, [1]), 0, exclusive, reverse, dtype), [])
    ax = normalize_axis(axis, nd, f"ivy.{name}")
    d = _acc_dtype(x.dtype) if dtype is None else dtype
    if x.dtype is not d:
        if KIND[id(x.dtype)] == "c" and KIND[id(d)] != "c":
            raise ivy.DtypeError(f"ivy.{name}: casting {x.dtype.name} to {d.name} would drop the imaginary part")
        x = R.Cast(x=x, DstT=d)
    if d is F16 or d is BF16:  # accumulated in float32, then rounded (a float16 running sum stalls)
        return cast(_cum_ext(op, name, R.Cast(x=x, DstT=F32), axis, exclusive, reverse, None), d)
    if d is BOOL:
        return R.Cast(x=op(x=R.Cast(x=x, DstT=I64), axis=ax, exclusive=bool(exclusive), reverse=bool(reverse)),
                      DstT=BOOL)
    return op(x=x, axis=ax, exclusive=bool(exclusive), reverse=bool(reverse))


def cumsum(x, axis=0, exclusive=False, reverse=False, *, dtype=None):
    return _cum_ext(R.Cumsum, "cumsum", x, axis, exclusive, reverse, dtype)


def cumprod(x, /, *, axis=0, exclusive=False, reverse=False, dtype=None):
    return _cum_ext(_cumprod, "cumprod", x, axis, exclusive, reverse, dtype)


def logsumexp(x, /, *, axis=None, keepdims=False):
    k = KIND[id(x.dtype)]
    if k == "c":
        raise ivy.UnsupportedDtypeError("ivy.logsumexp does not support complex dtypes")
    if k in "biu":
        x = R.Cast(x=x, DstT=F32)
    if axis is not None:
        axis = normalize_axes(axis, x.shape.rank, "ivy.logsumexp")
        if not axis:
            return tf.identity(x)
        axis = list(axis)
    return tf.reduce_logsumexp(x, axis=axis, keepdims=keepdims)


def einsum(equation, *operands):
    d = ivy.result_type(*[ivy.dtype_from_name(o.dtype.name) for o in operands])
    nd = getattr(tf, d.name)
    k = d.kind
    acc = work_dtype(nd) if k in "fc" or d.name in ("int32", "int64") else I64
    ops = [o if o.dtype is acc else R.Cast(x=o, DstT=acc) for o in operands]
    if "..." in equation and "->" not in equation:
        # tf.einsum cannot infer the output with an ellipsis: spell out NumPy's implicit one, the
        # broadcast dimensions then the labels named once, in alphabetical order
        labels = equation.replace("...", "").replace(",", "").replace(" ", "")
        equation += "->..." + "".join(sorted(c for c in set(labels) if labels.count(c) == 1))
    try:
        r = tf.einsum(equation, *ops)
    except (ValueError, TypeError, tf.errors.InvalidArgumentError) as e:
        from ivy.api._math_impl import parse_einsum

        parse_einsum(equation, [tuple(o.shape) for o in ops])
        raise ivy.ShapeError(f"ivy.einsum: {e}") from e
    return r if r.dtype is nd else R.Cast(x=r, DstT=nd)


def nansum(x, /, *, axis=None, dtype=None, keepdims=False):
    k = KIND[id(x.dtype)]
    if k == "f":
        x = tf.where(tf.math.is_nan(x), tf.zeros((), x.dtype), x)
    elif k == "c":
        x = tf.where(tf.math.is_nan(tf.math.real(x)) | tf.math.is_nan(tf.math.imag(x)), tf.zeros((), x.dtype), x)
    return sum(x, axis=axis, dtype=dtype, keepdims=keepdims)

"""Statistical functions on JAX.

``sum``/``prod`` already accumulate signed integers and bool in int64 and
unsigned integers in uint64 (with 64-bit types on), as ivy specifies; the
cumulative functions use ``jnp.cumulative_sum``/``cumulative_prod``, which do
too. ``mean``/``var``/``std`` of integer or bool input accumulate in float64
and give float32 (JAX computes them in float32). Reductions over zero elements
and ``M - correction <= 0`` follow the standard (checked on the static shape).
"""

from __future__ import annotations

import functools
import math

import jax
import jax.numpy as jnp
from jax import lax

import ivy
from ivy.plugin import complex_unordered as _complex_unordered
from ivy.plugin import cumulative_axis as _cumulative_axis

from ._util import BOOL, C64, C128, F32, F64, I64, INEXACT, INTS, REAL_OF, U64, AxisError, normalize_axes

# the accumulator of integer and bool input with dtype=None (others keep their dtype)
_ACCUMULATOR = {d: (U64 if d.kind == "u" else I64) for d in INTS | {BOOL}}
_sum = jnp.sum
_prod = jnp.prod
_max = jnp.max
_min = jnp.min


def _axis(axis, nd, fn):
    """``axis`` as JAX takes it: None, an int, or a tuple of non-negative ints (validated)."""
    if axis is None:
        return None
    if axis.__class__ is int:
        if not -nd <= axis < nd:
            raise AxisError(f"ivy.{fn}: axis {axis} is out of range for an array of {nd} dimensions")
        return axis
    return normalize_axes(axis, nd, f"ivy.{fn}")


def _count(shape, axis):
    """How many elements each reduction over ``axis`` (normalized) sees."""
    if axis is None:
        return math.prod(shape)
    if axis.__class__ is int:
        return shape[axis]
    return math.prod(shape[a] for a in axis)


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    if axis is not None and axis.__class__ is not int:
        axis = normalize_axes(axis, x.ndim, "ivy.sum")
    if dtype is not None:
        # jnp.sum would accumulate a small integer dtype in int64 again: pass dtype= through.
        return _sum(x.astype(dtype) if x.dtype != dtype else x, axis=axis, keepdims=keepdims, dtype=dtype)
    return _sum(x, axis=axis, keepdims=keepdims)


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    if axis is not None and axis.__class__ is not int:
        axis = normalize_axes(axis, x.ndim, "ivy.prod")
    if dtype is not None:
        # jnp.prod would accumulate a small integer dtype in int64 again: pass dtype= through.
        return _prod(x.astype(dtype) if x.dtype != dtype else x, axis=axis, keepdims=keepdims, dtype=dtype)
    return _prod(x, axis=axis, keepdims=keepdims)


def _extremum(name, fn, x, axis, keepdims):
    d = x.dtype
    if d is C64 or d is C128:
        raise _complex_unordered(name, d, "reduce")
    axis = _axis(axis, x.ndim, name)
    if x.size == 0 and _count(x.shape, axis) == 0:
        raise ivy.InvalidArgumentError(
            f"ivy.{name}: the reduction over axis {axis} of an array of shape {x.shape} has no "
            f"elements, and an empty {name} has no value; check the array is not empty along the axis"
        )
    return fn(x, axis=axis, keepdims=keepdims)


def max(x, /, *, axis=None, keepdims=False):
    return _extremum("max", _max, x, axis, keepdims)


def min(x, /, *, axis=None, keepdims=False):
    return _extremum("min", _min, x, axis, keepdims)


def mean(x, /, *, axis=None, keepdims=False):
    if axis is not None and (axis.__class__ is not int or not -x.ndim <= axis < x.ndim):
        axis = normalize_axes(axis, x.ndim, "ivy.mean")  # (jnp.mean's own check fails with a bare IndexError)
    if x.dtype in INEXACT:
        return jnp.mean(x, axis=axis, keepdims=keepdims)  # an empty mean is NaN (NaN + NaN j)
    # Integers and bool: accumulate in float64, return ivy's default float dtype.
    return jnp.mean(x.astype(F64), axis=axis, keepdims=keepdims).astype(F32)


@functools.partial(jax.jit, static_argnums=(1, 2, 3))
def _var_two_pass(x, axis, correction, keepdims):
    """``jnp.var`` of the deviations from the mean: XLA's float32 mean of 400 equal 2.147e7 is
    2 ulp off, which made their variance 1936 (NumPy: 0); the variance of ``x - mean`` takes a
    second, exact-enough mean of the deviations, so the first mean's error cancels."""
    return jnp.var(x - jnp.mean(x, axis=axis, keepdims=True), axis=axis, ddof=correction, keepdims=keepdims)


def _variance(x, axis, correction, keepdims, root, name):
    d = x.dtype
    axis = _axis(axis, x.ndim, name)
    if d in INEXACT:
        work = F32 if d.itemsize == 2 else None  # float16/bfloat16 in float32 (float16's squares overflow past 256)
        out = REAL_OF.get(d, d)
    elif d.kind in "iub":
        work = F64
        out = F32
    else:
        raise ivy.UnsupportedDtypeError(f"ivy.{name} needs a numeric array, got dtype {d}")
    n = _count(x.shape, axis)
    if n - correction <= 0:
        # The standard asks for NaN when M - correction <= 0.
        shape = _sum(jnp.zeros(x.shape, dtype=F32), axis=axis, keepdims=keepdims).shape
        return jnp.full(shape, math.nan, dtype=out)
    if work is not None:
        x = x.astype(work)
    r = _var_two_pass(x, axis, correction, keepdims)
    if root:
        r = jnp.sqrt(r)
    return r if r.dtype == out else r.astype(out)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, False, "var")


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, True, "std")


def _cumulative(fn, name, x, axis, dtype, include_initial):
    nd = x.ndim
    axis = _cumulative_axis(name, nd, axis)
    if dtype is None:
        dtype = _ACCUMULATOR.get(x.dtype)
    if dtype is not None and x.dtype != dtype:
        x = x.astype(dtype)
    if x.dtype.itemsize == 2 and x.dtype in INEXACT:  # float16/bfloat16: accumulated in float32, rounded
        return _cumulative(fn, name, x.astype(F32), axis, None, include_initial).astype(x.dtype)
    # dtype= too: JAX accumulates small integers in int64 unless told the dtype
    if include_initial:
        r = fn(x, axis=axis, dtype=x.dtype, include_initial=True)
    else:  # jnp.cumsum/cumprod are compiled once per shape; jnp.cumulative_* run eagerly (2-3x)
        r = _COMPILED[fn](x, axis=axis, dtype=x.dtype)
    if fn is jnp.cumulative_prod and x.dtype in (C64, C128) and x.shape[axis]:
        # The first product is x[0] itself (JAX multiplies it by 1: 1 * (0+infj) is nan+infj).
        ax = axis % nd
        first = (slice(None),) * ax + (1 if include_initial else 0,)
        r = r.at[first].set(x[(slice(None),) * ax + (0,)])
    return r


_COMPILED = {jnp.cumulative_sum: jnp.cumsum, jnp.cumulative_prod: jnp.cumprod}


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(jnp.cumulative_sum, "cumulative_sum", x, axis, dtype, include_initial)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(jnp.cumulative_prod, "cumulative_prod", x, axis, dtype, include_initial)


# ------------------------------------------------------- Ivy's superset (issue 5)
# cumsum/cumprod (exclusive, reverse), median, quantile, top_k and histogram: ivy-core's
# compositions (jnp.median/jnp.quantile differ from NumPy for empty input, 0-d keepdims,
# q of rank > 1 and "nearest" ties).

import jax.nn as _jnn  # noqa: E402


def _ivy_dtype(d):
    return ivy.dtype_from_name(str(d))


def logsumexp(x, /, *, axis=None, keepdims=False):
    d = x.dtype
    if d is C64 or d is C128:
        raise ivy.UnsupportedDtypeError("ivy.logsumexp does not support complex dtypes")
    if d not in INEXACT:
        x = x.astype(F32)
    if axis is not None:
        axis = normalize_axes(axis, x.ndim, "logsumexp")
        if not axis:
            return jnp.array(x, copy=True)
    return _jnn.logsumexp(x, axis=axis, keepdims=keepdims)


def einsum(equation, *operands):
    d = jnp.dtype(ivy.result_type(*[_ivy_dtype(o.dtype) for o in operands]).name)
    ops = [o if o.dtype == d else o.astype(d) for o in operands]
    # products at full precision (float32 not in TF32 on a GPU), half precision accumulated in
    # float32 and rounded once (XLA's GPU code accumulated float16 in float16)
    half = d == jnp.float16 or d == jnp.bfloat16
    try:
        r = jnp.einsum(equation, *[o.astype(jnp.float32) for o in ops] if half else ops,
                       precision=lax.Precision.HIGHEST)
    except (ValueError, TypeError) as e:
        from ivy.api._math_impl import parse_einsum

        parse_einsum(equation, [o.shape for o in ops])
        raise ivy.ShapeError(f"ivy.einsum: {e}") from e
    return r if r.dtype == d else r.astype(d)


def nansum(x, /, *, axis=None, dtype=None, keepdims=False):
    if x.dtype in INEXACT or x.dtype is C64 or x.dtype is C128:
        x = jnp.where(jnp.isnan(x), jnp.zeros((), x.dtype), x)
    return sum(x, axis=axis, dtype=dtype, keepdims=keepdims)


def nanmean(a, /, *, axis=None, keepdims=False, dtype=None):
    if dtype is not None:
        a = a.astype(dtype)
    if a.dtype not in INEXACT and a.dtype is not C64 and a.dtype is not C128:
        return mean(a, axis=axis, keepdims=keepdims)
    if axis is not None:
        axis = normalize_axes(axis, a.ndim, "nanmean")
        if not axis:
            return jnp.array(a, copy=True)
    if a.dtype.itemsize == 2:  # float16/bfloat16: jnp.nanmean sums in half precision; float32, rounded
        return jnp.nanmean(a.astype(F32), axis=axis, keepdims=keepdims).astype(a.dtype)
    return jnp.nanmean(a, axis=axis, keepdims=keepdims)


# ------------------------------------------------- ivy 1.0's igamma


@jax.jit
def _igamma(a, x):
    import jax.scipy.special as jss

    a, x = a.astype(F64), x.astype(F64)
    r = jss.gammainc(jnp.where(jnp.isfinite(a) & (a > 0), a, 1.0), jnp.where(jnp.isfinite(x) & (x > 0), x, 1.0))
    nan = jnp.nan
    r = jnp.where(jnp.isnan(a) | jnp.isnan(x), nan, r)
    # the special cases in torch's (Cephes') order, the first that holds deciding
    r = jnp.where(jnp.isinf(x), 1.0, r)
    r = jnp.where(jnp.isinf(a), jnp.where(jnp.isinf(x), nan, 0.0), r)
    r = jnp.where(x == 0, 0.0, r)
    r = jnp.where(a == 0, jnp.where(x > 0, 1.0, nan), r)
    return jnp.where((x < 0) | (a < 0), nan, r)


def igamma(a, /, *, x=None):
    from .elementwise import _refuse_complex, promote_float

    if x is None:
        raise ivy.InvalidArgumentError("ivy.igamma needs x")
    a, x = promote_float(a, x)
    _refuse_complex(a, x, "igamma")
    a, x = jnp.broadcast_arrays(a, x)
    return _igamma(a, x).astype(a.dtype)

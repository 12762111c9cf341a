"""Statistical functions on MXNet.

``sum``/``prod``/``mean``/``max``/``min`` of floating arrays are native ``mx.np``
reductions (differentiable); integer and bool inputs, ``dtype=`` and the standard's
empty-input answers go through the host with NumPy (ivy accumulates small integers
and bool in int64, MXNet in their own dtype). ``var``/``std`` of floats are native.
"""

from __future__ import annotations

import math

import numpy as onp

import ivy
from ivy.plugin import ROW_BY_ROW_FROM as _ROW_BY_ROW_FROM
from ivy.plugin import cumulative_axis as _cumulative_axis
from ivy.plugin import sums_row_by_row as _sums_row_by_row

from . import _host
from ._util import F16, F32, F64, FLOATS, I64, Op, code, has_nan, mnp, normalize_axes, op1, read_scalar
from ._util import on_host as _READ_BACK
from ._util import shape as _shape

_F3264 = frozenset((F32, F64))
# mx.np's reductions' operators, called directly (_util.Op)
_SUM = Op("_np_sum")
_PROD = Op("_np_prod")
_MEAN = Op("_npi_mean")
_MAX = Op("_np_max")
_MIN = Op("_np_min")
_TENSORDOT = Op("_npi_tensordot")
_WHERE3 = Op("_npi_where")
_ISNAN = op1("_npi_isnan")


def _empty_reduction(x, name, axis):
    return ivy.InvalidArgumentError(
        f"ivy.{name}: the reduction over axis {axis} of an array of shape {x.shape} has no "
        f"elements, and an empty {name} has no value; check the array is not empty along the axis"
    )


def _ax(axis, x, name):
    if axis is None:
        return None
    return normalize_axes(axis, x.ndim, name)


def _native_float(fn, x, axis, keepdims, name):
    """``(fn(x, axis, keepdims), x's dtype code)`` on MXNet for a non-empty float32/float64 ``x``
    reduced over at least one axis, else None (the host's case). ``fn`` is an ``Op``, called with
    the arguments that differ from MXNet's defaults."""
    c = code(x)
    if c > 1:
        return None
    shp = _shape(x)
    if 0 in shp:
        return None
    if axis is None:
        return (fn(x, keepdims=True) if keepdims else fn(x)), c
    ax = normalize_axes(axis, len(shp), name)
    if ax == ():
        return None
    return (fn(x, axis=ax, keepdims=True) if keepdims else fn(x, axis=ax)), c


def _nan_in(r, c, scalar):
    """Whether the float result ``r`` (dtype code ``c``) holds a NaN: a 0-d ``r`` is read with
    one C copy, a larger one through its host view (``has_nan``)."""
    if scalar:
        v = read_scalar(r, c)
        return v != v
    return has_nan(r, math.prod(_shape(r)), c)


def _acc_dtype(d):
    if d.kind in "iub":
        return onp.dtype("int64")
    return d


def _ones(shape, x):
    """A cached ``mx.np.ones(shape)`` of ``x``'s dtype and device (the plain sums' weights)."""
    key = (shape, code(x), str(x.ctx))
    o = _ONES.get(key)
    if o is None:
        if len(_ONES) >= 64:
            _ONES.clear()
        o = _ONES[key] = mnp.ones(shape, dtype=x.dtype, ctx=x.ctx)
    return o


_ONES: dict = {}


def _ieee_where_nan(r, x, axis, keepdims, scale=None):
    """``r`` (a compensated sum of float ``x``), with its NaNs replaced on the device by the plain
    sum: a dot product with ones, whose infinities and NaNs are IEEE arithmetic's (``inf + 1`` is
    inf, ``inf - inf`` NaN, an overflow inf). Nothing is read back (see :func:`sum`). ``scale``
    divides the plain sum (``mean``)."""
    shp = _shape(x)
    ax = tuple(range(len(shp))) if axis is None else normalize_axes(axis, len(shp), "sum")
    p = _TENSORDOT(x, _ones(tuple(shp[a] for a in ax), x), a_axes_summed=ax, b_axes_summed=tuple(range(len(ax))))
    if scale is not None:
        p = p / scale
    if keepdims:
        p = p.reshape(tuple(1 if i in ax else s for i, s in enumerate(shp)))
    if r.ndim > 5:  # MXNet's where broadcasts at most 5 dimensions: r and p have one shape
        return _WHERE3(_ISNAN(r.reshape(-1)), p.reshape(-1), r.reshape(-1)).reshape(r.shape)
    return _WHERE3(_ISNAN(r), p, r)


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    if dtype is None or dtype == x.dtype:
        rc = _native_float(_SUM, x, axis, keepdims, "sum")
        # mx.np.sum's compensated (Kahan) summation turns an infinity, or an overflow part-way,
        # into NaN. In host memory the result is read: with a synchronous engine (ivy's default) it
        # is already computed (one C copy of a 0-d result, a host view of a larger one, ~1 us), and
        # with the threaded engine the read waits for the sum, which costs less than the three
        # operators of the correction below (~27 us each to push, measured); a NaN in it means such
        # an input, summed again on the host. On another device, where a read is a device sync and
        # a copy, its NaNs are replaced by the plain sum's on the device, and nothing is read.
        if rc is not None:
            if not _READ_BACK(x):
                return _ieee_where_nan(rc[0], x, axis, keepdims)
            if not _nan_in(*rc, axis is None and not keepdims):
                return rc[0]
            if _host.grads(x):  # mx.autograd records x: the device's correction (a host sum has no gradient)
                return _ieee_where_nan(rc[0], x, axis, keepdims)
    ax = _ax(axis, x, "sum")
    h = x.asnumpy()
    r = onp.sum(h, axis=ax, dtype=_acc_dtype(h.dtype) if dtype is None else dtype, keepdims=keepdims)
    return _host.back(r)


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    if dtype is None or dtype == x.dtype:
        rc = _native_float(_PROD, x, axis, keepdims, "prod")
        if rc is not None:
            return rc[0]
    ax = _ax(axis, x, "prod")
    h = x.asnumpy()
    r = onp.prod(h, axis=ax, dtype=_acc_dtype(h.dtype) if dtype is None else dtype, keepdims=keepdims)
    return _host.back(r)


def _extremum(name, npfn, mxfn, x, axis, keepdims):
    shp = _shape(x)  # read once: MXNet's size, ndim and shape properties each read it again
    ax = None if axis is None else normalize_axes(axis, len(shp), name)
    h_size = math.prod(shp)
    if h_size == 0 and (ax is None or any(shp[a] == 0 for a in ax)):
        raise _empty_reduction(x, name, axis)
    c = code(x)
    if c < 3 and h_size and ax != ():  # float16/32/64
        # mx.np max/min do not propagate NaN on every path: a NaN goes to the host
        if has_nan(x, h_size, c):
            return _host.back(npfn(x.asnumpy(), axis=ax, keepdims=keepdims))
        # one axis as an int (MXNet's tuple path costs ~30 us more), keepdims only when set
        a = ax[0] if ax is not None and len(ax) == 1 else ax
        if keepdims:
            return mxfn(x, axis=a, keepdims=True)
        return mxfn(x) if a is None else mxfn(x, axis=a)
    return _host.back(npfn(x.asnumpy(), axis=ax, keepdims=keepdims))


def max(x, /, *, axis=None, keepdims=False):
    return _extremum("max", onp.max, _MAX, x, axis, keepdims)


def min(x, /, *, axis=None, keepdims=False):
    return _extremum("min", onp.min, _MIN, x, axis, keepdims)


def _nan_result(x, ax, keepdims, dtype):
    shape = onp.sum(onp.zeros(x.shape, onp.int8), axis=ax, keepdims=keepdims).shape
    return _host.back(onp.full(shape, math.nan, dtype=dtype))


def mean(x, /, *, axis=None, keepdims=False):
    rc = _native_float(_MEAN, x, axis, keepdims, "mean")
    # mx.np.mean sums as mx.np.sum does (see sum): a NaN may be an infinity's or an overflow's
    if rc is not None:
        if not _READ_BACK(x) or (_host.grads(x) and _nan_in(*rc, axis is None and not keepdims)):  # (see sum)
            shp = _shape(x)
            n = _count(shp, None if axis is None else normalize_axes(axis, len(shp), "mean"))
            return _ieee_where_nan(rc[0], x, axis, keepdims, float(n))
        if not _nan_in(*rc, axis is None and not keepdims):
            return rc[0]
    ax = _ax(axis, x, "mean")
    d = x.dtype
    if x.size == 0:
        return _nan_result(x, ax, keepdims, d if d in FLOATS else F32)
    if d in _F3264 and ax == ():
        return x.copy()
    if d in FLOATS:
        acc = F64 if _sums_row_by_row(x.shape, ax) else F32 if d == F16 else d
        return _host.back(onp.asarray(onp.mean(x.asnumpy(), axis=ax, dtype=acc, keepdims=keepdims), dtype=d))
    r = onp.mean(x.asnumpy(), axis=ax, dtype=F64, keepdims=keepdims)
    return _host.back(onp.asarray(r, dtype=F32))


def _count(shape, ax):
    if ax is None:
        n = 1
        for s in shape:
            n *= s
        return n
    n = 1
    for a in ax:
        n *= shape[a]
    return n


def _variance(x, axis, correction, keepdims, root, name):
    ax = _ax(axis, x, name)
    d = x.dtype
    n = _count(x.shape, ax)
    out = d if d in FLOATS else F32
    if n - correction <= 0:
        return _nan_result(x, ax, keepdims, out)
    h = x.asnumpy()
    # integers in float64, float16 in float32 (its squares overflow past 256), float32 in float64
    # where NumPy would add a row at a time (ivy.plugin.sums_row_by_row: 0.4 off for the column
    # variances of 2**18 values near 100)
    acc = F64 if d not in FLOATS or _sums_row_by_row(h.shape, ax) else F32 if h.dtype.itemsize == 2 else None
    r = onp.var(h, axis=ax, dtype=acc, ddof=correction, keepdims=keepdims)
    if root:
        r = onp.sqrt(r)
    r = _host.back(onp.asarray(r, dtype=out))
    if _host.grads(x):  # with the gradient of mean((x - mean)^2) (mx.np.var's own is zero)
        c = x - mnp.mean(x, axis=ax, keepdims=True)
        e = mnp.sum(c * c, axis=ax, keepdims=keepdims) / (n - correction)
        return _host.with_grad(r, mnp.sqrt(e) if root else e)
    return r


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, False, "var")


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _variance(x, axis, correction, keepdims, True, "std")


def _cumulative(fn, identity, name, x, axis, dtype, include_initial):
    nd = x.ndim
    axis = _cumulative_axis(name, nd, axis)
    h = x.asnumpy()
    acc = _acc_dtype(h.dtype) if dtype is None else onp.dtype(dtype)
    if acc == F16:  # accumulated in float32, then rounded (a float16 running sum stalls)
        r = fn(h, axis=axis, dtype=F32).astype(F16)
    elif acc == F32 and identity == 0 and nd and h.shape[axis] >= _ROW_BY_ROW_FROM:
        r = fn(h, axis=axis, dtype=F64).astype(F32)  # (a float32 running sum: 98 ulp off after 2**17)
    else:
        r = fn(h, axis=axis, dtype=acc)
    if include_initial:
        shape = list(r.shape)
        shape[axis] = 1
        r = onp.concatenate((onp.full(shape, identity, dtype=r.dtype), r), axis=axis)
    out = _host.back(r)
    if out.dtype == x.dtype and _host.grads(x):  # with the gradient of the scan in mx.np
        e = mnp.cumsum(x, axis=axis) if identity == 0 else _scan_prod(x, axis)
        if include_initial:
            e = mnp.concatenate([mnp.full(tuple(shape), identity, dtype=x.dtype, ctx=x.ctx), e], axis=axis)
        return _host.with_grad(out, e)
    return out


def _scan_prod(x, axis):
    """Cumulative product along ``axis`` by log2(n) shifted multiplications (Hillis-Steele): only
    multiplication, slicing and concatenation, so mx.autograd differentiates it, zeros included."""
    n = x.shape[axis]
    lead = (slice(None),) * axis
    s = 1
    while s < n:
        shape = list(x.shape)
        shape[axis] = s
        ones = mnp.ones(tuple(shape), dtype=x.dtype, ctx=x.ctx)
        x = x * mnp.concatenate([ones, x[lead + (slice(0, n - s),)]], axis=axis)
        s *= 2
    return x


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(onp.cumsum, 0, "cumulative_sum", x, axis, dtype, include_initial)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(onp.cumprod, 1, "cumulative_prod", x, axis, dtype, include_initial)


_ = I64


"""Statistics (NumPy's "Statistics" family): averages and variances (with their NaN-ignoring forms),
order statistics, correlations and histograms.

NumPy's dtypes: integer and bool input gives float64; float16 is accumulated in float32 and
returned as float16; ``var``/``std`` of complex input are real.

>>> import ivy_frontends.numpy as np
>>> np.mean([[1, 2], [3, 4]], axis=0), np.median([3, 1, 2]), np.percentile([1, 2, 3, 4], 50)
(array([2., 3.]), np.float64(2.0), np.float64(2.5))
"""

from __future__ import annotations

import builtins
import math

import ivy

from .._errors import FrontendTypeError, FrontendValueError, refuse
from . import _dtypes as D
from ._convert import asn, astype_native, dtype_of, int_arg, is_py, ret, shape_of
from ._dtypes import _NoValue
from ._errors import norm_axes
from .ndarray import wrap, wrap_r


def _axes(axis, nd):
    return norm_axes(axis, nd) if axis is not None else tuple(range(nd))


def _count(x, axes):
    c = 1
    for a in axes:
        c *= int(x.shape[a])
    return c


def _calc_dtype(d, dtype):
    """(computation dtype, result dtype) of a mean-like reduction."""
    if dtype is not None:
        t = D.as_dtype(dtype)
        return (D._F32 if t is D._F16 else t), t
    if d._cat <= 1:
        return D._F64, D._F64
    if d is D._F16:
        return D._F32, D._F16
    return d, d


def _keep(keepdims):
    return False if keepdims is _NoValue else bool(keepdims)


def mean(a, axis=None, dtype=None, out=None, keepdims=_NoValue, *, where=_NoValue):
    """The arithmetic mean along ``axis`` (float64 for integers).

    >>> import ivy_frontends.numpy as np
    >>> np.mean(np.array([1, 2, 3, 4], dtype=np.int8))
    np.float64(2.5)
    """
    x = asn(a)
    nd = len(x.shape)
    axes = _axes(axis, nd)
    kd = _keep(keepdims)
    cd, rd = _calc_dtype(dtype_of(x), dtype)
    xc = astype_native(x, cd)
    if where is not _NoValue and where is not True:
        m = astype_native(asn(where), D._BOOL)
        shape = ivy.broadcast_shapes(shape_of(xc), shape_of(m))
        m = ivy.broadcast_to(m, shape)
        xc = ivy.where(m, ivy.broadcast_to(xc, shape), ivy.zeros(shape, dtype=cd._ivy)._data)
        cnt = ivy.sum(ivy.astype(m, ivy.int64), axis=axes, keepdims=kd)
        s = ivy.sum(xc, axis=axes, keepdims=kd, dtype=cd._ivy)
        r = ivy.divide(s, astype_native(cnt, cd if cd._cat >= 2 else D._F64))
    else:
        if _count(x, axes) == 0:
            s = ivy.sum(xc, axis=axes, keepdims=kd, dtype=cd._ivy)
            r = ivy.divide(s, ivy.zeros_like(s))
        else:
            r = ivy.mean(xc, axis=axes, keepdims=kd)
    return ret(astype_native(r, rd), out)


def _var(x, axes, dtype, ddof, kd, where, mean_, correction):
    if correction is not _NoValue:
        if ddof != 0:
            raise FrontendValueError("ddof and correction can't be provided simultaneously.")
        ddof = correction
    cd, rd = _calc_dtype(dtype_of(x), dtype)
    xc = astype_native(x, cd)
    if where is not _NoValue and where is not True:
        m = astype_native(asn(where), D._BOOL)
        shape = ivy.broadcast_shapes(shape_of(xc), shape_of(m))
        m = ivy.broadcast_to(m, shape)
        xc = ivy.broadcast_to(xc, shape)
        cnt = ivy.astype(ivy.sum(ivy.astype(m, ivy.int64), axis=axes, keepdims=True), ivy.float64)
        mu = ivy.divide(ivy.sum(ivy.where(m, xc, ivy.zeros_like(xc)), axis=axes, keepdims=True),
                        astype_native(cnt, cd))
    else:
        m = None
        cnt = float(_count(x, axes))
        mu = ivy.mean(xc, axis=axes, keepdims=True) if cnt else ivy.sum(xc, axis=axes, keepdims=True)
    if mean_ is not _NoValue:
        mu = astype_native(asn(mean_), cd)
    dev = ivy.subtract(xc, mu)
    sq = ivy.multiply(ivy.real(dev), ivy.real(dev))
    if dtype_of(dev)._cat == 3:
        sq = ivy.add(sq, ivy.multiply(ivy.imag(dev), ivy.imag(dev)))
    if m is not None:
        sq = ivy.where(m, sq, ivy.zeros_like(sq))
    s = ivy.sum(sq, axis=axes, keepdims=kd)
    if m is not None:
        c = cnt if kd else ivy.reshape(cnt, shape_of(s))
        den = ivy.maximum(ivy.subtract(c, float(ddof)), 0.0)
        r = ivy.divide(s, astype_native(den, dtype_of(s)))
    else:
        den = builtins.max(cnt - ddof, 0)
        r = ivy.divide(s, float(den)) if den else ivy.divide(s, ivy.zeros_like(s))
    rd_real = D._F32 if rd is D._C64 else D._F64 if rd is D._C128 else rd
    return astype_native(r, rd_real)


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue, mean=_NoValue,
        correction=_NoValue):
    """The variance along ``axis`` (``ddof`` / ``correction`` degrees of freedom removed)."""
    x = asn(a)
    return ret(_var(x, _axes(axis, len(x.shape)), dtype, ddof, _keep(keepdims), where, mean, correction), out)


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue, mean=_NoValue,
        correction=_NoValue):
    """The standard deviation along ``axis``."""
    x = asn(a)
    v = _var(x, _axes(axis, len(x.shape)), dtype, ddof, _keep(keepdims), where, mean, correction)
    return ret(ivy.sqrt(v), out)


def _nanmask(a):
    x = asn(a)
    if dtype_of(x)._cat < 2:
        return x, None
    return x, ivy.logical_not(ivy.isnan(x))


def nanmean(a, axis=None, dtype=None, out=None, keepdims=_NoValue, *, where=_NoValue):
    """The mean ignoring NaNs (NaN where all are NaN)."""
    x, ok = _nanmask(a)
    if ok is None:
        return mean(wrap(x), axis, dtype, out, keepdims, where=where)
    if where is not _NoValue and where is not True:
        ok = ivy.logical_and(ok, astype_native(asn(where), D._BOOL))
    return mean(wrap(ivy.where(ok, x, ivy.zeros_like(x))), axis, dtype, out, keepdims, where=wrap(ok))


def nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue, mean=_NoValue,
           correction=_NoValue):
    """The variance ignoring NaNs."""
    x, ok = _nanmask(a)
    if ok is None:
        return var(wrap(x), axis, dtype, out, ddof, keepdims, where=where, mean=mean, correction=correction)
    if where is not _NoValue and where is not True:
        ok = ivy.logical_and(ok, astype_native(asn(where), D._BOOL))
    return var(wrap(ivy.where(ok, x, ivy.zeros_like(x))), axis, dtype, out, ddof, keepdims, where=wrap(ok),
               mean=mean, correction=correction)


def nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue, mean=_NoValue,
           correction=_NoValue):
    """The standard deviation ignoring NaNs."""
    v = nanvar(a, axis, dtype, None, ddof, keepdims, where=where, mean=mean, correction=correction)
    return ret(ivy.sqrt(asn(v)), out)


def average(a, axis=None, weights=None, returned=False, *, keepdims=_NoValue):
    """The (weighted) average along ``axis``; with ``returned``, also the sum of the weights."""
    x = asn(a)
    kd = _keep(keepdims)
    if weights is None:
        r = mean(wrap(x), axis, keepdims=kd)
        if returned:
            axes = _axes(axis, len(x.shape))
            cnt = float(_count(x, axes))
            rr = asn(r)
            return r, wrap_r(ivy.full(shape_of(rr), cnt, dtype=dtype_of(rr)._ivy)._data)
        return r
    w = asn(weights)
    from ._promotion import PROMOTION

    dt = PROMOTION.promote(dtype_of(x), dtype_of(w))
    dt = dt if dt._cat >= 2 else D._F64
    x, w = astype_native(x, dt), astype_native(w, dt)
    nd = len(x.shape)
    if shape_of(w) != shape_of(x):
        if axis is None:
            raise FrontendTypeError("Axis must be specified when shapes of a and weights differ.")
        axes = norm_axes(axis, nd)
        if len(w.shape) != len(axes) or tuple(int(x.shape[ax]) for ax in axes) != shape_of(w):
            raise FrontendValueError("Shape of weights must be consistent with shape of a along specified axis.")
        shp = [1] * nd
        for i, ax in enumerate(axes):
            shp[ax] = int(w.shape[i])
        w = ivy.broadcast_to(ivy.reshape(w, tuple(shp)), shape_of(x))
    axes = _axes(axis, nd)
    scl = ivy.sum(w, axis=axes, keepdims=kd)
    if bool(ivy.any(ivy.equal(scl, 0))):
        from ._errors import FrontendZeroDivisionError

        raise FrontendZeroDivisionError("Weights sum to zero, can't be normalized")
    avg = ivy.divide(ivy.sum(ivy.multiply(x, w), axis=axes, keepdims=kd), scl)
    if returned:
        return wrap_r(avg), wrap_r(ivy.broadcast_to(scl, shape_of(avg)))
    return wrap_r(avg)


# ------------------------------------------------------------------ order statistics

_METHODS = {"linear": "linear", "lower": "lower", "higher": "higher", "midpoint": "midpoint", "nearest": "nearest"}


def _quantile(x, q, axes, method, keepdims, nan_ok=False):
    """Quantiles ``q`` (in [0, 1]) of native ``x`` over ``axes`` with NumPy's methods."""
    d = dtype_of(x)
    if d._cat == 3:
        raise FrontendTypeError("a must be an array of real numbers")
    qv = asn(q)
    qd = dtype_of(qv)
    cd = D._F64 if d._cat <= 1 else d
    if qd._cat == 2 and d._cat <= 2 and not is_py(q):  # a Python float q is weak (NEP 50)
        from ._promotion import PROMOTION

        cd = PROMOTION.promote(cd, qd) if d._cat >= 2 else D._F64
    qf = astype_native(qv, D._F64)
    if bool(ivy.any(ivy.logical_or(ivy.less(qf, 0), ivy.greater(qf, 1)))):
        raise FrontendValueError("Quantiles must be in the range [0, 1]")
    nd = len(x.shape)
    # move the reduced axes last and merge them
    keep_axes = [i for i in range(nd) if i not in axes]
    xt = ivy.permute_dims(x, tuple(keep_axes) + tuple(axes)) if nd else x
    lead = tuple(int(x.shape[i]) for i in keep_axes)
    n = _count(x, axes)
    xt = ivy.reshape(xt, lead + (n,))
    xs = astype_native(ivy.sort(xt, axis=-1), cd)
    if nan_ok:
        valid = ivy.sum(ivy.astype(ivy.logical_not(ivy.isnan(xs)), ivy.int64), axis=-1, keepdims=True)
    else:
        valid = None
    qflat = ivy.reshape(qf, (-1,))
    nq = int(qflat.shape[0])
    if n == 0:
        r = ivy.full(lead + (nq,), math.nan, dtype=cd._ivy)._data
    else:
        cnt = ivy.astype(valid, ivy.float64) if valid is not None else float(n)
        pos = ivy.multiply(qflat, ivy.subtract(cnt, 1.0)) if valid is not None else ivy.multiply(qflat, n - 1.0)
        lo = ivy.floor(pos)
        hi = ivy.ceil(pos)
        frac = ivy.subtract(pos, lo)
        if method == "lower":
            idx_lo = idx_hi = lo
        elif method == "higher":
            idx_lo = idx_hi = hi
        elif method == "nearest":
            near = ivy.round(pos)
            idx_lo = idx_hi = near
        else:
            idx_lo, idx_hi = lo, hi
        maxi = ivy.subtract(cnt, 1.0) if valid is not None else float(n - 1)
        idx_lo = ivy.astype(ivy.clip(idx_lo, 0.0, maxi) if valid is None else ivy.maximum(
            ivy.minimum(idx_lo, maxi), 0.0), ivy.int64)
        idx_hi = ivy.astype(ivy.clip(idx_hi, 0.0, maxi) if valid is None else ivy.maximum(
            ivy.minimum(idx_hi, maxi), 0.0), ivy.int64)
        bshape = lead + (nq,)
        if len(idx_lo.shape) == 1:
            idx_lo = ivy.broadcast_to(idx_lo, bshape)
            idx_hi = ivy.broadcast_to(idx_hi, bshape)
            frac = ivy.broadcast_to(frac, bshape)
        vlo = ivy.take_along_axis(xs, idx_lo, axis=-1)
        vhi = ivy.take_along_axis(xs, idx_hi, axis=-1)
        if method == "midpoint":
            r = ivy.divide(ivy.add(vlo, vhi), 2.0)
            r = ivy.where(ivy.equal(idx_lo, idx_hi), vlo, r)
        elif method == "linear":
            fr = astype_native(frac, cd)
            diff_ = ivy.subtract(vhi, vlo)
            r = ivy.add(vlo, ivy.multiply(diff_, fr))
            # NumPy's lerp: from the upper value where the fraction is at least 1/2
            r2 = ivy.subtract(vhi, ivy.multiply(diff_, ivy.subtract(1.0, fr)))
            r = ivy.where(ivy.greater_equal(fr, 0.5), r2, r)
            r = ivy.where(ivy.equal(vlo, vhi), vlo, r)
        else:
            r = vlo
        if valid is not None:
            r = ivy.where(ivy.equal(ivy.broadcast_to(valid, bshape), 0), ivy.full_like(r, math.nan), r)
        elif d._cat >= 2:
            has_nan = ivy.any(ivy.isnan(xt), axis=-1, keepdims=True)
            r = ivy.where(ivy.broadcast_to(has_nan, bshape), ivy.full_like(r, math.nan), r)
    # r: lead + (nq,) -> q.shape + lead (keepdims: ones at the reduced axes)
    r = ivy.moveaxis(r, -1, 0) if len(r.shape) > 1 else r
    r = ivy.reshape(r, shape_of(qv) + lead)
    if keepdims:
        full = []
        it = iter(lead)
        for i in range(nd):
            full.append(1 if i in axes else next(it))
        r = ivy.reshape(r, shape_of(qv) + tuple(full))
    if method in ("lower", "higher", "nearest") and d._cat <= 1:
        r = astype_native(r, d)
    return r


def _method(method, interpolation):
    if interpolation is not None:
        method = interpolation
    if method not in _METHODS:
        raise refuse("quantile", "method", method, "supported: linear, lower, higher, midpoint, nearest")
    return method


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None,
             interpolation=None):
    """The ``q``-th quantiles of ``a`` along ``axis``."""
    if weights is not None:
        raise refuse("quantile", "weights", "<array>")
    x = asn(a)
    axes = _axes(axis, len(x.shape))
    r = ret(_quantile(x, q, axes, _method(method, interpolation), keepdims), out)
    _overwrite(a, overwrite_input, axis)
    return r


def _overwrite(a, overwrite_input, axis):
    """``overwrite_input=True``: NumPy may reorder the input (it partitions it); the frontend sorts it."""
    from .ndarray import ndarray

    if overwrite_input and isinstance(a, ndarray) and a.ndim and a.flags.writeable:
        if axis is None:
            flat = ivy.sort(ivy.reshape(a._data, (-1,)), axis=0)
            a[...] = wrap(ivy.reshape(flat, tuple(a.shape)))
        elif isinstance(axis, int):
            a[...] = wrap(ivy.sort(a._data, axis=axis))


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None,
               interpolation=None):
    """The ``q``-th percentiles of ``a`` along ``axis``."""
    if weights is not None:
        raise refuse("percentile", "weights", "<array>")
    if is_py(q):
        qf = q / 100
        if not 0 <= qf <= 1:
            raise FrontendValueError("Percentiles must be in the range [0, 100]")
    else:
        qv = asn(q)
        qf = ivy.divide(astype_native(qv, D._F64 if dtype_of(qv)._cat < 2 else dtype_of(qv)), 100.0)
        if bool(ivy.any(ivy.logical_or(ivy.less(qf, 0), ivy.greater(qf, 1)))):
            raise FrontendValueError("Percentiles must be in the range [0, 100]")
        qf = wrap(qf)
    x = asn(a)
    axes = _axes(axis, len(x.shape))
    r = ret(_quantile(x, qf, axes, _method(method, interpolation), keepdims), out)
    _overwrite(a, overwrite_input, axis)
    return r


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    """The median along ``axis``."""
    x = asn(a)
    axes = _axes(axis, len(x.shape))
    r = ret(_quantile(x, 0.5, axes, "midpoint", keepdims), out)
    _overwrite(a, overwrite_input, axis)
    return r


def nanquantile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=_NoValue, *,
                weights=None, interpolation=None):
    if weights is not None:
        raise refuse("nanquantile", "weights", "<array>")
    x = asn(a)
    axes = _axes(axis, len(x.shape))
    return ret(_quantile(x, q, axes, _method(method, interpolation), _keep(keepdims), nan_ok=dtype_of(x)._cat >= 2),
               out)


def nanpercentile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=_NoValue, *,
                  weights=None, interpolation=None):
    qf = q / 100 if is_py(q) else wrap(ivy.divide(astype_native(asn(q), D._F64), 100.0))
    return nanquantile(a, qf, axis, out, overwrite_input, method, keepdims, weights=weights,
                       interpolation=interpolation)


def nanmedian(a, axis=None, out=None, overwrite_input=False, keepdims=_NoValue):
    x = asn(a)
    axes = _axes(axis, len(x.shape))
    return ret(_quantile(x, 0.5, axes, "midpoint", _keep(keepdims), nan_ok=dtype_of(x)._cat >= 2), out)


# ------------------------------------------------------------------ correlating

def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, *, dtype=None):
    """The covariance matrix of the variables in the rows (``rowvar``) or columns of ``m``."""
    x = asn(m)
    if len(x.shape) > 2:
        raise FrontendValueError("m has more than 2 dimensions")
    from ._promotion import PROMOTION

    dt = PROMOTION.promote(dtype_of(x), D._F64) if dtype is None else D.as_dtype(dtype)
    if y is not None:
        yv = asn(y)
        dt = PROMOTION.promote(dt, dtype_of(yv)) if dtype is None else dt
    x = astype_native(x, dt)
    x = ivy.reshape(x, (1, -1)) if len(x.shape) < 2 else x
    if not rowvar and int(x.shape[0]) != 1:
        x = ivy.permute_dims(x, (1, 0))
    if y is not None:
        yv = astype_native(asn(y), dt)
        yv = ivy.reshape(yv, (1, -1)) if len(yv.shape) < 2 else yv
        if not rowvar and int(yv.shape[0]) != 1:
            yv = ivy.permute_dims(yv, (1, 0))
        x = ivy.concat([x, yv], axis=0)
    if ddof is None:
        ddof = 0 if bias else 1
    nobs = int(x.shape[1])
    w = None
    if fweights is not None:
        w = astype_native(asn(fweights), D._F64)
    if aweights is not None:
        aw = astype_native(asn(aweights), D._F64)
        w = aw if w is None else ivy.multiply(w, aw)
    if w is None:
        avg = ivy.mean(x, axis=1, keepdims=True)
        fact = float(nobs - ddof)
        xc = ivy.subtract(x, avg)
        xt = ivy.conj(xc) if dt._cat == 3 else xc
        c = ivy.divide(ivy.matmul(xc, ivy.permute_dims(xt, (1, 0))), fact if fact > 0 else 0.0)
    else:
        w_sum = ivy.sum(w)
        avg = ivy.divide(ivy.sum(ivy.multiply(x, w), axis=1, keepdims=True), w_sum)
        if ddof == 0:
            fact = w_sum
        elif aweights is None:
            fact = ivy.subtract(w_sum, float(ddof))
        else:
            aw = astype_native(asn(aweights), D._F64)
            fact = ivy.subtract(w_sum, ivy.divide(ivy.multiply(float(ddof), ivy.sum(ivy.multiply(w, aw))), w_sum))
        xc = ivy.subtract(x, avg)
        xw = ivy.multiply(xc, w)
        xt = ivy.conj(xc) if dt._cat == 3 else xc
        c = ivy.divide(ivy.matmul(xw, ivy.permute_dims(xt, (1, 0))), astype_native(fact, dt))
    if int(c.shape[0]) == 1:
        c = ivy.reshape(c, ())
    return wrap(c)


def corrcoef(x, y=None, rowvar=True, *, dtype=None):
    """Pearson product-moment correlation coefficients (clipped to [-1, 1])."""
    c = asn(cov(x, y, rowvar, dtype=dtype))
    if len(c.shape) == 0:
        return wrap_r(ivy.divide(c, c))
    dg = ivy.diagonal(c)
    sd = ivy.sqrt(ivy.real(dg)) if dtype_of(dg)._cat == 3 else ivy.sqrt(dg)
    c = ivy.divide(c, ivy.expand_dims(sd, axis=1))
    c = ivy.divide(c, ivy.expand_dims(sd, axis=0))
    if dtype_of(c)._cat == 3:
        re = ivy.clip(ivy.real(c), -1.0, 1.0)
        im = ivy.clip(ivy.imag(c), -1.0, 1.0)
        c = ivy.add(astype_native(re, dtype_of(c)), ivy.multiply(astype_native(im, dtype_of(c)), 1j))
    else:
        c = ivy.clip(c, -1.0, 1.0)
    return wrap(c)


# ------------------------------------------------------------------ histograms

def _bin_edges(x, bins, range_, weights):
    if isinstance(bins, str):
        raise refuse("histogram", "bins", bins, "pass a count or the edges")
    b = asn(bins) if not isinstance(bins, int) else None
    if b is not None and len(b.shape) == 1:
        edges = astype_native(b, dtype_of(b) if dtype_of(b)._cat >= 2 else dtype_of(b))
        be = ivy.current_backend()
        if int(edges.shape[0]) > 1 and bool(ivy.any(ivy.less(ivy.subtract(be.getitem(edges, slice(1, None)),
                                                                          be.getitem(edges, slice(0, -1))), 0))):
            raise FrontendValueError("`bins` must increase monotonically, when an array")
        return edges, None
    nb = int_arg(bins)
    if nb < 1:
        raise FrontendValueError("`bins` must be positive, when an integer")
    if range_ is not None:
        lo, hi = float(range_[0]), float(range_[1])
        if lo > hi:
            raise FrontendValueError("max must be larger than min in range parameter.")
        if not (math.isfinite(lo) and math.isfinite(hi)):
            raise FrontendValueError(f"supplied range of [{lo}, {hi}] is not finite")
    elif int(math.prod(x.shape)) == 0:
        lo, hi = 0.0, 1.0
    else:
        lo = float(ivy.to_list(ivy.min(x)))
        hi = float(ivy.to_list(ivy.max(x)))
        if not (math.isfinite(lo) and math.isfinite(hi)):
            raise FrontendValueError(f"autodetected range of [{lo}, {hi}] is not finite")
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    d = dtype_of(x)
    ed = d if d._cat == 2 else D._F64
    edges = linspace_native(lo, hi, nb + 1, ed)
    return edges, (lo, hi, nb)


def linspace_native(lo, hi, num, d):
    from ._creation import linspace

    return asn(linspace(lo, hi, num, dtype=d))


def histogram_bin_edges(a, bins=10, range=None, weights=None):  # noqa: A002 - NumPy's name
    x = ivy.reshape(asn(a), (-1,))
    return wrap(_bin_edges(x, bins, range, weights)[0])


def _hist_counts(x, edges, weights, uniform):
    nb = int(edges.shape[0]) - 1
    be = ivy.current_backend()
    if uniform is not None:
        lo, hi, _ = uniform
        xf = astype_native(x, dtype_of(edges))
        keep = ivy.logical_and(ivy.greater_equal(xf, lo), ivy.less_equal(xf, hi))
        idx = ivy.astype(ivy.floor(ivy.multiply(ivy.subtract(astype_native(xf, D._F64), lo), nb / (hi - lo))),
                         ivy.int64)
        idx = ivy.where(ivy.equal(idx, nb), ivy.full_like(idx, nb - 1), idx)
        # correct floating rounding against the actual edges
        e_lo = ivy.take(edges, ivy.clip(idx, 0, nb - 1), axis=0)
        e_hi = ivy.take(edges, ivy.clip(ivy.add(idx, 1), 0, nb), axis=0)
        idx = ivy.where(ivy.less(xf, e_lo), ivy.subtract(idx, 1), idx)
        idx = ivy.where(ivy.logical_and(ivy.greater_equal(xf, e_hi), ivy.not_equal(idx, nb - 1)),
                        ivy.add(idx, 1), idx)
    else:
        from ._promotion import PROMOTION

        cd = PROMOTION.promote(dtype_of(x), dtype_of(edges))  # compare in the common dtype (int edges, float x)
        xc, ec = astype_native(x, cd), astype_native(edges, cd)
        idx = ivy.subtract(ivy.searchsorted(ec, xc, side="right"), 1)
        last = be.getitem(ec, -1)
        idx = ivy.where(ivy.equal(xc, last), ivy.full_like(idx, nb - 1), idx)
        keep = ivy.logical_and(ivy.greater_equal(idx, 0), ivy.less(idx, nb))
    idx = ivy.where(keep, idx, ivy.zeros_like(idx))
    if weights is None:
        w = ivy.astype(keep, ivy.int64)
    else:
        wv = ivy.reshape(asn(weights), (-1,))
        w = ivy.where(keep, wv, ivy.zeros_like(wv))
    return ivy.scatter_flat(ivy.astype(idx, ivy.int64), w, size=nb, reduction="sum")


def histogram(a, bins=10, range=None, density=None, weights=None):  # noqa: A002 - NumPy's name
    """The histogram of ``a``: ``(counts, bin_edges)`` (the last bin closed)."""
    x = ivy.reshape(asn(a), (-1,))
    if weights is not None and shape_of(asn(weights)) != shape_of(asn(a)):
        raise FrontendValueError("weights should have the same shape as a.")
    edges, uniform = _bin_edges(x, bins, range, weights)
    counts = _hist_counts(x, edges, weights, uniform)
    if density:
        be = ivy.current_backend()
        widths = ivy.subtract(be.getitem(edges, slice(1, None)), be.getitem(edges, slice(0, -1)))
        cf = astype_native(counts, D._F64)
        counts = ivy.divide(ivy.divide(cf, astype_native(widths, D._F64)), ivy.sum(cf))
    return wrap(counts), wrap(edges)


def histogramdd(sample, bins=10, range=None, density=None, weights=None):  # noqa: A002 - NumPy's name
    """The multidimensional histogram of ``sample`` (N points in D dimensions)."""
    s = asn(sample) if not isinstance(sample, (list, tuple)) else None
    if s is None:
        cols = [ivy.reshape(asn(v), (-1,)) for v in sample]
        s = ivy.stack(cols, axis=1)
    if len(s.shape) == 1:
        s = ivy.reshape(s, (-1, 1))
    npts, nd = int(s.shape[0]), int(s.shape[1])
    be = ivy.current_backend()
    bins_l = bins if isinstance(bins, (list, tuple)) else [bins] * nd
    range_l = range if range is not None else [None] * nd
    edges, idxs, nbs = [], [], []
    for i in builtins.range(nd):
        col = be.getitem(s, (slice(None), i))
        b = bins_l[i]
        e, uni = _bin_edges(col, b, range_l[i], None)
        e = astype_native(e, D._F64)
        nb = int(e.shape[0]) - 1
        idx = ivy.subtract(ivy.searchsorted(e, astype_native(col, D._F64), side="right"), 1)
        idx = ivy.where(ivy.equal(astype_native(col, D._F64), be.getitem(e, -1)), ivy.full_like(idx, nb - 1), idx)
        edges.append(e)
        idxs.append(idx)
        nbs.append(nb)
    keep = None
    flat = None
    for idx, nb in zip(idxs, nbs):
        ok = ivy.logical_and(ivy.greater_equal(idx, 0), ivy.less(idx, nb))
        keep = ok if keep is None else ivy.logical_and(keep, ok)
        flat = idx if flat is None else ivy.add(ivy.multiply(flat, nb), idx)
    flat = ivy.where(keep, flat, ivy.zeros_like(flat))
    w = ivy.astype(keep, ivy.float64) if weights is None else \
        ivy.where(keep, astype_native(ivy.reshape(asn(weights), (-1,)), D._F64), ivy.zeros(
            (npts,), dtype=ivy.float64)._data)
    total = math.prod(nbs)
    h = ivy.scatter_flat(ivy.astype(flat, ivy.int64), w, size=total, reduction="sum")
    h = ivy.reshape(h, tuple(nbs))
    if density:
        h = ivy.divide(h, ivy.sum(h))
        for i, e in enumerate(edges):
            shp = [1] * nd
            shp[i] = nbs[i]
            wd = ivy.subtract(be.getitem(e, slice(1, None)), be.getitem(e, slice(0, -1)))
            h = ivy.divide(h, ivy.reshape(wd, tuple(shp)))
    return wrap(h), [wrap(e) for e in edges]


def histogram2d(x, y, bins=10, range=None, density=None, weights=None):  # noqa: A002 - NumPy's name
    """The 2-D histogram of points ``(x, y)``: ``(H, xedges, yedges)``."""
    if isinstance(bins, (list, tuple)) and len(bins) != 2:
        bins = [bins, bins]
    h, e = histogramdd([x, y], bins, range, density, weights)
    return h, e[0], e[1]


def bincount(x, /, weights=None, minlength=0):
    """The number of occurrences of each non-negative integer of 1-D ``x`` (weighted sums)."""
    v = asn(x)
    if len(v.shape) != 1:
        raise FrontendValueError("object too deep for desired array" if len(v.shape) > 1 else
                                 "object of too small depth for desired array")
    if dtype_of(v)._cat != 1 and not (dtype_of(v)._cat == 0):
        raise FrontendTypeError("Cannot cast array data from dtype('float64') to dtype('int64') according to the rule "
                                "'safe'")
    v = ivy.astype(v, ivy.int64)
    n_ = int(v.shape[0])
    if n_ and int(ivy.to_list(ivy.min(v))) < 0:
        raise FrontendValueError("'list' argument must have no negative elements")
    if minlength is None or int_arg(minlength) < 0:
        raise FrontendValueError("'minlength' must not be negative")
    size = builtins.max(int(ivy.to_list(ivy.max(v))) + 1 if n_ else 0, int_arg(minlength))
    if weights is None:
        w = ivy.ones((n_,), dtype=ivy.int64)._data
    else:
        w = astype_native(asn(weights), D._F64)
    if size == 0:
        return wrap(ivy.zeros((0,), dtype=(ivy.int64 if weights is None else ivy.float64))._data)
    return wrap(ivy.scatter_flat(v, w, size=size, reduction="sum"))


def digitize(x, bins, right=False):
    """The index of the bin each value of ``x`` falls in (``bins`` increasing or decreasing)."""
    xv = asn(x)
    b = asn(bins)
    if len(b.shape) != 1:
        raise FrontendValueError("bins must be one-dimensional")
    if dtype_of(xv)._cat == 3:
        raise FrontendTypeError("x may not be complex")
    be = ivy.current_backend()
    nb = int(b.shape[0])
    inc = True
    if nb > 1:
        d_ = ivy.subtract(be.getitem(b, slice(1, None)), be.getitem(b, slice(0, -1)))
        if bool(ivy.all(ivy.greater_equal(d_, 0))):
            inc = True
        elif bool(ivy.all(ivy.less_equal(d_, 0))):
            inc = False
        else:
            raise FrontendValueError("bins must be monotonically increasing or decreasing")
    from ._promotion import PROMOTION

    dt = PROMOTION.promote(dtype_of(xv), dtype_of(b))
    xv, b = astype_native(xv, dt), astype_native(b, dt)
    side = "left" if right else "right"
    if inc:
        r = ivy.searchsorted(b, xv, side=side)
    else:
        rb = ivy.flip(b, axis=0)
        r = ivy.subtract(nb, ivy.searchsorted(rb, xv, side="right" if right else "left"))
    return wrap_r(ivy.astype(r, ivy.int64))

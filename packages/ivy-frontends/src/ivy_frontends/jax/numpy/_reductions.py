"""Reductions and cumulative functions with JAX's dtypes: ``sum``/``prod``/``cumsum`` of bools and
narrow integers accumulate in the default int (uint for unsigned; ``promote_integers=True``),
``mean``/``var``/``std`` of integers are in the default float, ``argmax`` is the default int,
weak inputs give weak results.

>>> import ivy_frontends.jax.numpy as jnp
>>> x = jnp.arange(4.0)
>>> jnp.sum(jnp.ones(3, jnp.int8)).dtype, jnp.mean(jnp.arange(4)), jnp.max(x, where=x < 2, initial=-1)
(dtype('int32'), Array(1.5, dtype=float32), Array(1., dtype=float32))
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendValueError
from .. import _dtypes as D
from .._array import Array, wrap
from .._convert import n, to_dtype
from ._fallback import np_call
from ._ufuncs import _one

_of = D.of_native

__all__ = ["sum", "prod", "mean", "max", "min", "amax", "amin", "all", "any", "argmax", "argmin", "var", "std",
           "cumsum", "cumprod", "nansum", "nanprod", "nanmean", "nanmax", "nanmin", "nanstd", "nanvar",
           "nanargmax", "nanargmin", "median", "nanmedian", "ptp", "average", "count_nonzero",
           "cumulative_sum", "cumulative_prod", "nancumsum", "nancumprod", "quantile", "percentile",
           "nanquantile", "nanpercentile", "product", "cumproduct"]


def _axis(axis):
    if axis is None or axis.__class__ is int:
        return axis
    if isinstance(axis, (tuple, list)):
        return tuple(int(a) for a in axis)
    return int(axis)


def _sum_dtype(d, promote_integers=True):
    if d is D.BOOL:
        return D.default_int()
    if promote_integers and d._cat == 1:
        if d.kind == "u":
            return D.default_uint() if d.itemsize < D.default_uint().itemsize else d
        return D.default_int() if d.itemsize < D.default_int().itemsize else d
    return d


def _inexact_dtype(d):
    return D.to_inexact(d)


def _w(x):
    return None if x is None else n(x)


def _check_out(out, fn):
    if out is not None:
        raise FrontendValueError(f"The 'out' argument to jnp.{fn} is not supported.")


def sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None, promote_integers=True):  # noqa: A001
    if a.__class__ is Array and dtype is None and initial is None and where is None and out is None:
        x = a._data
        d = _of(x)
        t = _sum_dtype(d, promote_integers) if d._cat <= 1 else d
        if t is not d:
            x = ivy.astype(x, t._ivy)
        return wrap(ivy.sum(x, axis=_axis(axis), keepdims=keepdims, dtype=t._ivy))
    _check_out(out, "sum")
    return _reduce("sum", a, axis, dtype, keepdims, initial, where, lambda d: _sum_dtype(d, promote_integers))


def prod(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None, promote_integers=True):
    _check_out(out, "prod")
    return _reduce("prod", a, axis, dtype, keepdims, initial, where, lambda d: _sum_dtype(d, promote_integers))


def _reduce(name, a, axis, dtype, keepdims, initial, where, rule, pass_dtype=True, extra=None):
    x, w = _one(a)
    d = _of(x)
    t = D.request(dtype) if dtype is not None else rule(d)
    if t is not d and t._cat >= d._cat:
        x = to_dtype(x, t)
    kw = {"axis": _axis(axis), "keepdims": keepdims}
    if pass_dtype:
        kw["dtype"] = t._ivy
    if initial is not None:
        kw["initial"] = n(initial)
    if where is not None:
        kw["where"] = n(where)
    if extra:
        kw.update(extra)
    r = np_call(name, x, **kw)
    return wrap(to_dtype(r, D.canonical(t)))


def _same(d):
    return d


def max(a, axis=None, out=None, keepdims=False, initial=None, where=None):  # noqa: A001
    _check_out(out, "max")
    if where is not None and initial is None and _size0(a, axis, where):
        raise FrontendValueError("reduction operation max requires initial when where is given and empty")
    return _reduce("max", a, axis, None, keepdims, initial, where, _same, False)


def min(a, axis=None, out=None, keepdims=False, initial=None, where=None):  # noqa: A001
    _check_out(out, "min")
    return _reduce("min", a, axis, None, keepdims, initial, where, _same, False)


def _size0(a, axis, where):
    return False


amax, amin = max, min


def all(a, axis=None, out=None, keepdims=False, *, where=None):  # noqa: A001
    return _reduce("all", a, axis, None, keepdims, None, where, lambda d: D.BOOL, False)


def any(a, axis=None, out=None, keepdims=False, *, where=None):  # noqa: A001
    return _reduce("any", a, axis, None, keepdims, None, where, lambda d: D.BOOL, False)


def _bool_result(name):
    return name


def mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=None):
    _check_out(out, "mean")
    return _reduce("mean", a, axis, dtype, keepdims, None, where, _inexact_dtype)


def _var_like(name, a, axis, dtype, out, ddof, keepdims, where, mean, correction):
    _check_out(out, name)
    if correction is not None:
        ddof = correction
    x, w = _one(a)
    d = _of(x)
    t = D.request(dtype) if dtype is not None else _inexact_dtype(d)
    x = to_dtype(x, t if t._cat >= d._cat else _inexact_dtype(d))
    kw = {"axis": _axis(axis), "keepdims": keepdims, "ddof": ddof}
    if where is not None:
        kw["where"] = n(where)
    if mean is not None:
        kw["mean"] = n(mean)
    r = np_call(name, x, **kw)
    rt = t if t._cat < 3 else (D.F64 if t is D.C128 else D.F32)
    return wrap(to_dtype(r, D.canonical(rt)))


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None, correction=None):
    return _var_like("var", a, axis, dtype, out, ddof, keepdims, where, mean, correction)


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None, correction=None):
    return _var_like("std", a, axis, dtype, out, ddof, keepdims, where, mean, correction)


def nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None, mean=None):
    return _var_like("nanvar", a, axis, dtype, out, ddof, keepdims, where, mean, None)


def nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None, mean=None):
    return _var_like("nanstd", a, axis, dtype, out, ddof, keepdims, where, mean, None)


def _arg(name, a, axis, keepdims):
    x, _ = _one(a)
    if int(ivy.prod(ivy.asarray(tuple(x.shape) or (1,)))) == 0 if False else 0 in tuple(int(s) for s in x.shape):
        raise FrontendValueError(f"attempt to get {name} of an empty sequence")
    r = np_call(name, x, axis=None if axis is None else int(axis), keepdims=bool(keepdims))
    return wrap(to_dtype(r, D.default_int()))


def argmax(a, axis=None, out=None, keepdims=None):
    return _arg("argmax", a, axis, keepdims)


def argmin(a, axis=None, out=None, keepdims=None):
    return _arg("argmin", a, axis, keepdims)


def nanargmax(a, axis=None, out=None, keepdims=None):
    return _arg("nanargmax", a, axis, keepdims)


def nanargmin(a, axis=None, out=None, keepdims=None):
    return _arg("nanargmin", a, axis, keepdims)


def _cum_dtype(d):
    return D.default_int() if d is D.BOOL else d  # JAX's cumsum/cumprod keep narrow integers


def _cum(name, a, axis, dtype, rule=None):
    x, w = _one(a)
    d = _of(x)
    t = D.request(dtype) if dtype is not None else (rule or _cum_dtype)(d)
    x = to_dtype(x, t)
    r = np_call(name, x, axis=None if axis is None else int(axis), dtype=t._ivy)
    return wrap(to_dtype(r, t), w)


def cumsum(a, axis=None, dtype=None, out=None):
    return _cum("cumsum", a, axis, dtype)


def cumprod(a, axis=None, dtype=None, out=None):
    return _cum("cumprod", a, axis, dtype)


def nancumsum(a, axis=None, dtype=None, out=None):
    return _cum("nancumsum", a, axis, dtype)


def nancumprod(a, axis=None, dtype=None, out=None):
    return _cum("nancumprod", a, axis, dtype)


cumproduct = cumprod
product = prod


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(cumsum, x, axis, dtype, include_initial, 0)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(cumprod, x, axis, dtype, include_initial, 1)


def _cumulative(fn, x, axis, dtype, include_initial, init):
    a, w = _one(x)
    if axis is None:
        if len(a.shape) > 1:
            raise FrontendValueError("axis must be specified for arrays with more than one dimension")
        axis = 0
    r = fn(wrap(a, w), axis, dtype)
    if include_initial:
        s = list(r.shape)
        s[axis] = 1
        first = ivy.full(tuple(s), init, dtype=r.dtype._ivy)._data
        r = wrap(ivy.concat([first, r._data], axis=axis), r._weak)
    return r


def nansum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    return _reduce("nansum", a, axis, dtype, keepdims, initial, where, _sum_dtype)


def nanprod(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    return _reduce("nanprod", a, axis, dtype, keepdims, initial, where, _sum_dtype)


def nanmean(a, axis=None, dtype=None, out=None, keepdims=False, where=None):
    return _reduce("nanmean", a, axis, dtype, keepdims, None, where, _inexact_dtype)


def nanmax(a, axis=None, out=None, keepdims=False, initial=None, where=None):
    return _reduce("nanmax", a, axis, None, keepdims, initial, where, _same, False)


def nanmin(a, axis=None, out=None, keepdims=False, initial=None, where=None):
    return _reduce("nanmin", a, axis, None, keepdims, initial, where, _same, False)


def ptp(a, axis=None, out=None, keepdims=False):
    return _reduce("ptp", a, axis, None, keepdims, None, None, _same, False)


def count_nonzero(a, axis=None, keepdims=False):
    x, _ = _one(a)
    r = np_call("count_nonzero", x, axis=_axis(axis), keepdims=keepdims)
    return wrap(to_dtype(n(r) if not hasattr(r, "shape") else r, D.default_int()))


def _stat(name, a, axis, keepdims, *args, **kw):
    x, w = _one(a)
    d = _inexact_dtype(_of(x))
    x = to_dtype(x, d)
    r = np_call(name, x, *args, axis=_axis(axis), keepdims=keepdims, **kw)
    return wrap(to_dtype(r, d))


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    return _stat("median", a, axis, keepdims)


def nanmedian(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    return _stat("nanmedian", a, axis, keepdims)


def _q(name, a, q, axis, method, keepdims, weights):
    x, w = _one(a)
    qq = n(q)
    d = _inexact_dtype(_of(x))
    x = to_dtype(x, d)
    qn = qq if qq.__class__ in (int, float) else to_dtype(qq, d)
    kw = {"axis": _axis(axis), "keepdims": keepdims, "method": method}
    if weights is not None:
        kw["weights"] = n(weights)
    r = np_call(name, x, qn, **kw)
    return wrap(to_dtype(r, d))


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None):
    return _q("quantile", a, q, axis, method, keepdims, weights)


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None,
               out_sharding=None):
    return _q("percentile", a, q, axis, method, keepdims, weights)


def nanquantile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None):
    return _q("nanquantile", a, q, axis, method, keepdims, weights)


def nanpercentile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None):
    return _q("nanpercentile", a, q, axis, method, keepdims, weights)


def average(a, axis=None, weights=None, returned=False, keepdims=False):
    x, w = _one(a)
    if weights is None:
        r = mean(wrap(x, w), axis, keepdims=keepdims)
        if returned:
            cnt = x.size if axis is None else None
            s = Array(ivy.full(tuple(r.shape), float(cnt or _count(x, axis)), dtype=r.dtype._ivy)._data)
            return r, s
        return r
    from .._convert import promote

    xa, wa, ww = promote(x, weights)
    d = _inexact_dtype(_of(xa))
    xa, wa = to_dtype(xa, d), to_dtype(wa, d)
    r = np_call("average", xa, axis=_axis(axis), weights=wa, returned=returned, keepdims=keepdims)
    if returned:
        return wrap(to_dtype(r[0], d)), wrap(to_dtype(r[1], d))
    return wrap(to_dtype(r, d))


def _count(x, axis):
    import math

    shape = tuple(int(s) for s in x.shape)
    ax = (axis,) if isinstance(axis, int) else axis
    return math.prod(shape[a] for a in ax)

"""torch's reduction ops: ``sum``, ``mean``, ``prod``, ``max``/``min`` (with ``dim``: values and
indices), ``amax``/``amin``, ``argmax``/``argmin``, ``all``/``any``, ``std``/``var``,
``logsumexp``, ``median``, ``mode``, ``nansum``/``nanmean``, ``count_nonzero``, ...

torch's spellings: ``dim`` (an int, a tuple or None) and ``keepdim``; integer and bool sums
and products are int64; ``mean`` refuses integers; ``max(dim=...)`` returns
``torch.return_types.max(values, indices)``.

>>> import ivy_frontends.torch as torch
>>> torch.sum(torch.tensor([[1, 2], [3, 4]], dtype=torch.int8), dim=0).dtype
torch.int64
"""

from __future__ import annotations

import builtins

import ivy

from .._errors import FrontendIndexError, FrontendRuntimeError
from . import _dtypes as D
from . import return_types as RT
from ._convert import dtype_of, fl, n, refuse_for, ret, ret_tuple, t, wrap
from .tensor import _C_NAMES, Tensor, _dim

__all__ = ["sum", "mean", "prod", "max", "min", "amax", "amin", "aminmax", "argmax", "argmin", "all", "any", "std",
           "var", "std_mean", "var_mean", "logsumexp", "nansum", "nanmean", "median", "nanmedian", "mode"]


def _axes(dim, ndim):
    """torch's ``dim`` (int, sequence or None) as an ivy ``axis`` (None for all; () of a 0-d tensor)."""
    if dim is None:
        return None
    if isinstance(dim, (list, tuple)):
        if len(dim) == 0:
            return None
        r = tuple(_dim(d, ndim) for d in dim)
        if len(set(r)) != len(r):
            raise FrontendRuntimeError(f"dim {r[0]} appears multiple times in the list of dims")
        return r if ndim else None
    return _dim(dim, ndim) if ndim else None


def _sum_dtype(d, dtype):
    if dtype is not None:
        return D.from_any(dtype)
    if d is D.bool or (not d.is_floating_point and not d.is_complex):
        return D.int64
    return d


def sum(input, dim=None, keepdim=False, *, dtype=None, out=None):  # noqa: A001,A002
    """The sum over ``dim`` (all elements by default); integers and bools sum to int64."""
    a = t(input)
    d = dtype_of(a)
    rd = _sum_dtype(d, dtype)
    if rd is not d:
        a = ivy.astype(a, rd._ivy)
    return ret(ivy.sum(a, axis=_axes(dim, a.ndim), keepdims=keepdim), out)


def nansum(input, dim=None, keepdim=False, *, dtype=None, out=None):  # noqa: A002
    """The sum with NaNs counted as zero."""
    a = t(input)
    refuse_for("nansum", a)
    d = dtype_of(a)
    rd = _sum_dtype(d, dtype)
    if rd is not d:
        a = ivy.astype(a, rd._ivy)
    if rd.is_floating_point or rd.is_complex:
        a = ivy.where(ivy.isnan(a), ivy.zeros_like(a), a)
    return ret(ivy.sum(a, axis=_axes(dim, a.ndim), keepdims=keepdim), out)


def prod(input, dim=None, keepdim=False, *, dtype=None, out=None):  # noqa: A002
    """The product over ``dim`` (one dim, or all); integers and bools multiply to int64."""
    a = t(input)
    d = dtype_of(a)
    rd = _sum_dtype(d, dtype)
    if rd is not d:
        a = ivy.astype(a, rd._ivy)
    if isinstance(dim, (list, tuple)):
        raise FrontendRuntimeError("prod(): argument 'dim' must be int, not tuple")
    return ret(ivy.prod(a, axis=_axes(dim, a.ndim), keepdims=keepdim), out)


def _float_check(d, fn, dtype):
    if dtype is None and not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(
            f"{fn}(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. "
            f"Got: {_C_NAMES.get(d, d)}")


def mean(input, dim=None, keepdim=False, *, dtype=None, out=None):  # noqa: A002
    """The mean over ``dim`` (floating and complex input, or ``dtype``)."""
    a = t(input)
    d = dtype_of(a)
    _float_check(d, "mean", dtype)
    if dtype is not None:
        a = ivy.astype(a, D.to_ivy(dtype))
    return ret(ivy.mean(a, axis=_axes(dim, a.ndim), keepdims=keepdim), out)


def nanmean(input, dim=None, keepdim=False, *, dtype=None, out=None):  # noqa: A002
    """The mean of the non-NaN elements."""
    a = t(input)
    refuse_for("nanmean", a)
    d = dtype_of(a)
    _float_check(d, "nanmean", dtype)
    if dtype is not None:
        a = ivy.astype(a, D.to_ivy(dtype))
    return ret(ivy.nanmean(a, axis=_axes(dim, a.ndim), keepdims=keepdim), out)


def _check_nonempty(a, axis, fn):
    shape = tuple(int(s) for s in a.shape)
    if axis is None:
        if 0 in shape:
            raise FrontendIndexError(
                f"{fn}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim "
                "with the 'dim' argument.")
    else:
        for ax in (axis if isinstance(axis, tuple) else (axis,)):
            if shape[ax] == 0:
                raise FrontendIndexError(
                    f"{fn}(): Expected reduction dim {ax} to have non-zero size.")


def _minmax(input, dim, keepdim, other, out, is_max):  # noqa: A002
    fn = "max" if is_max else "min"
    if other is not None or (isinstance(dim, Tensor)):
        from ._pointwise import maximum, minimum

        o = other if other is not None else dim
        return (maximum if is_max else minimum)(input, o, out=out)
    a = t(input)
    refuse_for(fn, a)
    if dim is None:
        if keepdim:
            raise FrontendRuntimeError(f"{fn}() received an invalid combination of arguments: keepdim without dim")
        if builtins.any(int(s) == 0 for s in a.shape):
            raise FrontendRuntimeError(
                f"{fn}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim "
                "with the 'dim' argument.")
        if dtype_of(a).is_complex:
            raise FrontendRuntimeError(f"{fn}(): does not support complex input")
        r = _nan_reduce(a, None, False, is_max)
        return ret(r, out)
    ax = _dim(dim, a.ndim)
    if a.ndim and int(a.shape[ax]) == 0:
        raise FrontendIndexError(f"{fn}(): Expected reduction dim {ax} to have non-zero size.")
    if a.ndim == 0:
        vals, idx = a, ivy.zeros_like(a, dtype=ivy.int64)
        idx = idx._data if idx.__class__ is ivy.Array else idx
    else:
        vals = _nan_reduce(a, ax, keepdim, is_max)
        idx = _arg(a, ax, keepdim, is_max)
    cls = RT.max if is_max else RT.min
    return cls(*ret_tuple((vals, idx), out))


def _nan_reduce(a, axis, keepdims, is_max):
    """torch's max/min: NaN wins."""
    r = (ivy.max if is_max else ivy.min)(a, axis=axis, keepdims=keepdims)
    d = dtype_of(a)
    if d.is_floating_point:
        nan = ivy.any(ivy.isnan(a), axis=axis, keepdims=keepdims)
        r = ivy.where(nan, ivy.multiply(ivy.ones_like(r), float("nan")), r)
    return r


def _arg(a, axis, keepdims, is_max):
    """The first index of the max/min (NaN counts as the extreme, as torch)."""
    d = dtype_of(a)
    if d is D.bool:
        a = ivy.astype(a, ivy.int8)
    if d.is_floating_point:
        nan = ivy.isnan(a)
        if builtins.bool(ivy.any(nan)):
            a = ivy.where(nan, ivy.full_like(a, float("inf") if is_max else float("-inf")), a)
            idx = (ivy.argmax if is_max else ivy.argmin)(a, axis=axis, keepdims=keepdims)
            first_nan = ivy.argmax(ivy.astype(nan, ivy.int8), axis=axis, keepdims=keepdims)
            has = ivy.any(nan, axis=axis, keepdims=keepdims)
            return ivy.astype(ivy.where(has, first_nan, idx), ivy.int64)
    return ivy.astype((ivy.argmax if is_max else ivy.argmin)(a, axis=axis, keepdims=keepdims), ivy.int64)


def max(input, dim=None, keepdim=False, *, out=None, other=None):  # noqa: A001,A002
    """The largest element; with ``dim``, ``(values, indices)`` along it; ``max(input, other)``
    is ``maximum``."""
    return _minmax(input, dim, keepdim, other, out, True)


def min(input, dim=None, keepdim=False, *, out=None, other=None):  # noqa: A001,A002
    """The smallest element; with ``dim``, ``(values, indices)`` along it; ``min(input, other)``
    is ``minimum``."""
    return _minmax(input, dim, keepdim, other, out, False)


def amax(input, dim=None, keepdim=False, *, out=None):  # noqa: A002
    """The largest elements over ``dim`` (all when empty); NaN propagates."""
    a = t(input)
    refuse_for("amax", a)
    ax = _axes(dim, a.ndim)
    _check_nonempty(a, ax, "amax")
    return ret(_nan_reduce(a, ax, keepdim, True), out)


def amin(input, dim=None, keepdim=False, *, out=None):  # noqa: A002
    """The smallest elements over ``dim`` (all when empty); NaN propagates."""
    a = t(input)
    refuse_for("amin", a)
    ax = _axes(dim, a.ndim)
    _check_nonempty(a, ax, "amin")
    return ret(_nan_reduce(a, ax, keepdim, False), out)


def aminmax(input, *, dim=None, keepdim=False, out=None):  # noqa: A002
    """``(amin, amax)`` over ``dim`` (all elements when None)."""
    a = t(input)
    refuse_for("aminmax", a)
    ax = None if dim is None else _dim(dim, a.ndim) if a.ndim else None
    _check_nonempty(a, ax, "aminmax")
    return RT.aminmax(*ret_tuple((_nan_reduce(a, ax, keepdim, False), _nan_reduce(a, ax, keepdim, True)), out))


def argmax(input, dim=None, keepdim=False, *, out=None):  # noqa: A002
    """The index of the largest element (of the flattened input unless ``dim``)."""
    return _argfn(input, dim, keepdim, out, True)


def argmin(input, dim=None, keepdim=False, *, out=None):  # noqa: A002
    """The index of the smallest element (of the flattened input unless ``dim``)."""
    return _argfn(input, dim, keepdim, out, False)


def _argfn(input, dim, keepdim, out, is_max):  # noqa: A002
    a = t(input)
    refuse_for("argmax" if is_max else "argmin", a)
    fn = "argmax" if is_max else "argmin"
    if dim is None:
        if builtins.any(int(s) == 0 for s in a.shape):
            raise FrontendRuntimeError(f"{fn}(): Expected reduction dim to be specified for input.numel() == 0.")
        r = _arg(ivy.reshape(a, (-1,)), 0, False, is_max)
        if keepdim:
            r = ivy.reshape(r, (1,) * a.ndim)
        return ret(r, out)
    if a.ndim == 0:
        _dim(dim, 0)
        r = ivy.zeros((), dtype=ivy.int64)
        return ret(r._data if r.__class__ is ivy.Array else r, out)
    ax = _dim(dim, a.ndim)
    if int(a.shape[ax]) == 0:
        raise FrontendIndexError(f"{fn}(): Expected reduction dim {ax} to have non-zero size.")
    return ret(_arg(a, ax, keepdim, is_max), out)


def _bool_reduce(op, input, dim, keepdim, out):  # noqa: A002
    a = t(input)
    d = dtype_of(a)
    r = op(ivy.not_equal(a, 0) if d is not D.bool else a, axis=_axes(dim, a.ndim), keepdims=keepdim)
    if d is D.uint8:
        r = ivy.astype(r, ivy.uint8)
    return ret(r, out)


def all(input, dim=None, keepdim=False, *, out=None):  # noqa: A001,A002
    """Whether all elements (along ``dim``) are nonzero (uint8 input gives uint8, as torch)."""
    return _bool_reduce(ivy.all, input, dim, keepdim, out)


def any(input, dim=None, keepdim=False, *, out=None):  # noqa: A001,A002
    """Whether any element (along ``dim``) is nonzero (uint8 input gives uint8, as torch)."""
    return _bool_reduce(ivy.any, input, dim, keepdim, out)


def _legacy(fn, args, unbiased, keepdim):
    """torch's older positional forms ``fn(input, dim, unbiased, keepdim)``."""
    if len(args) > 2:
        raise FrontendRuntimeError(f"{fn}() takes at most 4 positional arguments ({2 + len(args)} given)")
    if args:
        unbiased = args[0]
    if len(args) == 2:
        keepdim = args[1]
    return unbiased, keepdim


def _var_native(input, dim, unbiased, keepdim, correction, fn):  # noqa: A002
    a = t(input)
    d = dtype_of(a)
    if not (d.is_floating_point or d.is_complex):
        raise FrontendRuntimeError(f"{fn}(): input dtype should be either floating point or complex. Got "
                                   f"{_C_NAMES.get(d, d)} instead.")
    if isinstance(dim, bool):  # std(input, unbiased)
        unbiased, dim = dim, None
    if correction is None:
        correction = 1
    c = correction if unbiased is None else (1 if unbiased else 0)
    ax = _axes(dim, a.ndim)
    m = ivy.mean(a, axis=ax, keepdims=True)
    dev = ivy.subtract(a, m)
    sq = ivy.real(ivy.multiply(dev, ivy.conj(dev))) if d.is_complex else ivy.multiply(dev, dev)
    s = ivy.sum(sq, axis=ax, keepdims=keepdim)
    shape = tuple(int(v) for v in a.shape)
    cnt = 1
    for v in (range(len(shape)) if ax is None else (ax if isinstance(ax, tuple) else (ax,))):
        cnt *= shape[v]
    denom = builtins.max(cnt - c, 0)
    var_ = ivy.divide(s, float(denom))
    mean_ = ivy.mean(a, axis=ax, keepdims=keepdim)
    return var_, mean_


def var(input, dim=None, *args, correction=1, keepdim=False, out=None, unbiased=None):  # noqa: A002
    """The variance over ``dim`` with Bessel's ``correction`` (``unbiased`` and the positional
    ``var(input, dim, unbiased, keepdim)`` of older torch are accepted too)."""
    unbiased, keepdim = _legacy("var", args, unbiased, keepdim)
    v, _ = _var_native(input, dim, unbiased, keepdim, correction, "var")
    return ret(v, out)


def std(input, dim=None, *args, correction=1, keepdim=False, out=None, unbiased=None):  # noqa: A002
    """The standard deviation over ``dim`` with Bessel's ``correction``."""
    unbiased, keepdim = _legacy("std", args, unbiased, keepdim)
    v, _ = _var_native(input, dim, unbiased, keepdim, correction, "std")
    return ret(ivy.sqrt(v), out)


def var_mean(input, dim=None, *args, correction=1, keepdim=False, out=None, unbiased=None):  # noqa: A002
    """``(var, mean)`` over ``dim``."""
    unbiased, keepdim = _legacy("var_mean", args, unbiased, keepdim)
    v, m = _var_native(input, dim, unbiased, keepdim, correction, "var_mean")
    return ret_tuple((v, m), out)


def std_mean(input, dim=None, *args, correction=1, keepdim=False, out=None, unbiased=None):  # noqa: A002
    """``(std, mean)`` over ``dim``."""
    unbiased, keepdim = _legacy("std_mean", args, unbiased, keepdim)
    v, m = _var_native(input, dim, unbiased, keepdim, correction, "std_mean")
    return ret_tuple((ivy.sqrt(v), m), out)


def logsumexp(input, dim=None, keepdim=False, *, out=None):  # noqa: A002
    """log(sum(exp(input))) over ``dim``, computed stably (integers become the default dtype)."""
    a = fl(input)
    ax = _axes(dim, a.ndim)
    if a.ndim == 0:
        if dtype_of(a).is_complex:  # log(exp(z)): the imaginary part on the principal branch
            im = ivy.imag(a)
            return ret(ivy.complex(ivy.real(a), ivy.atan2(ivy.sin(im), ivy.cos(im))), out)
        return ret(a, out)
    if not builtins.all(int(s) for s in a.shape):
        return ret(ivy.log(ivy.sum(ivy.exp(a), axis=ax, keepdims=keepdim)), out)
    if dtype_of(a).is_complex:  # shifted by the largest real part (the imaginary part stays principal)
        m = ivy.astype(ivy.max(ivy.real(a), axis=ax, keepdims=True), dtype_of(a)._ivy)
    else:
        m = ivy.max(a, axis=ax, keepdims=True)
    m = ivy.where(ivy.isinf(m), ivy.zeros_like(m), m)
    r = ivy.add(ivy.log(ivy.sum(ivy.exp(ivy.subtract(a, m)), axis=ax, keepdims=True)), m)
    if not keepdim:
        r = ivy.squeeze(r, axis=ax if ax is not None else tuple(range(a.ndim)))
    return ret(r, out)


def _median(input, dim, keepdim, out, ignore_nan, cls):  # noqa: A002
    a = t(input)
    refuse_for("nanmedian" if ignore_nan else "median", a)
    if dim is None:
        flat = ivy.reshape(a, (-1,))
        k = int(flat.shape[0])
        if k == 0:
            r = ivy.full((), float("nan"), dtype=dtype_of(a)._ivy)
            return ret(r._data if r.__class__ is ivy.Array else r, out)
        vals, idx = _median_along(flat, 0, ignore_nan)
        return ret(vals, out)
    if a.ndim == 0:
        _dim(dim, 0)
        z = ivy.zeros((), dtype=ivy.int64)
        return cls(*ret_tuple((a, z._data if z.__class__ is ivy.Array else z), out))
    ax = _dim(dim, a.ndim)
    if int(a.shape[ax]) == 0:
        raise FrontendIndexError(f"median(): Expected reduction dim {ax} to have non-zero size.")
    vals, idx = _median_along(a, ax, ignore_nan)
    if keepdim:
        vals, idx = ivy.expand_dims(vals, axis=ax), ivy.expand_dims(idx, axis=ax)
    return cls(*ret_tuple((vals, idx), out))


def _median_along(a, ax, ignore_nan):
    """The lower median along ``ax`` and its index (torch: NaN wins unless ``ignore_nan``)."""
    d = dtype_of(a)
    order = ivy.argsort(a, axis=ax, stable=True)
    srt = ivy.take_along_axis(a, order, axis=ax)
    size = int(a.shape[ax])
    if d.is_floating_point:
        nan = ivy.isnan(a)
        cnt = ivy.sum(ivy.astype(ivy.logical_not(nan), ivy.int64), axis=ax, keepdims=True)
        if ignore_nan:
            pos = ivy.floor_divide(ivy.subtract(ivy.maximum(cnt, 1), 1), 2)
        else:
            anynan = ivy.less(cnt, size)
            pos = ivy.where(anynan, ivy.full_like(cnt, size - 1), ivy.full_like(cnt, (size - 1) // 2))
    else:
        shape = list(int(s) for s in a.shape)
        shape[ax] = 1
        pos = ivy.full(tuple(shape), (size - 1) // 2, dtype=ivy.int64)
        pos = pos._data if pos.__class__ is ivy.Array else pos
    pos = ivy.astype(pos, ivy.int64)
    vals = ivy.squeeze(ivy.take_along_axis(srt, pos, axis=ax), axis=ax)
    idx = ivy.squeeze(ivy.take_along_axis(order, pos, axis=ax), axis=ax)
    return vals, ivy.astype(idx, ivy.int64)


def median(input, dim=None, keepdim=False, *, out=None):  # noqa: A002
    """The lower median (of all elements, or ``(values, indices)`` along ``dim``); NaN wins."""
    return _median(input, dim, keepdim, out, False, RT.median)


def nanmedian(input, dim=None, keepdim=False, *, out=None):  # noqa: A002
    """The lower median ignoring NaNs."""
    return _median(input, dim, keepdim, out, True, RT.nanmedian)


def mode(input, dim=-1, keepdim=False, *, out=None):  # noqa: A002
    """``(values, indices)``: the most frequent value along ``dim`` (the smallest on ties) and an index of it."""
    a = t(input)
    refuse_for("mode", a)
    if a.ndim == 0:
        z = ivy.zeros((), dtype=ivy.int64)
        return RT.mode(*ret_tuple((a, z._data if z.__class__ is ivy.Array else z), out))
    ax = _dim(dim, a.ndim)
    moved = ivy.moveaxis(a, ax, -1)
    size = int(moved.shape[-1])
    if size == 0:
        raise FrontendIndexError(f"mode(): Expected reduction dim {ax} to have non-zero size.")
    srt = ivy.sort(moved, axis=-1)
    # how often each sorted value occurs; the mode is the smallest value of the largest count
    counts = ivy.sum(ivy.astype(ivy.equal(ivy.expand_dims(srt, axis=-1), ivy.expand_dims(srt, axis=-2)), ivy.int64),
                     axis=-1)
    best = ivy.argmax(counts, axis=-1, keepdims=True)
    v = ivy.take_along_axis(srt, best, axis=-1)
    pos = ivy.arange(size, dtype=ivy.int64)
    pos = pos._data if pos.__class__ is ivy.Array else pos
    hit = ivy.equal(moved, v)
    i = ivy.max(ivy.where(hit, ivy.broadcast_to(pos, tuple(int(s) for s in moved.shape)), -1), axis=-1)
    v = ivy.squeeze(v, axis=-1)
    if keepdim:
        v, i = ivy.expand_dims(v, axis=ax), ivy.expand_dims(i, axis=ax)
    return RT.mode(*ret_tuple((v, ivy.astype(i, ivy.int64)), out))


def _slice_last(a, start, stop):
    key = (Ellipsis, slice(start, stop))
    from ._indexing import _bget

    return _bget(a, key)


del n, wrap

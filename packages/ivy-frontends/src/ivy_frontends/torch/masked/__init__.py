"""``torch.masked``: reductions and normalizations over the elements where ``mask`` is True.

Masked-out elements take the reduction's identity (0 for sums, 1 for products, -inf/+inf for
max/min), so a slice with no element left gives the identity (``mean``, ``median``, ``var``:
NaN; ``softmax``: NaN), as torch's masked ops do. The ``MaskedTensor`` class is not
provided; pass ``mask=``.

>>> import ivy_frontends.torch as torch
>>> x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
>>> torch.masked.sum(x, 1, mask=torch.tensor([[True, False], [False, False]]))
tensor([1., 0.])
"""

from __future__ import annotations

import builtins

import ivy

from ..._errors import FrontendRuntimeError
from .. import _dtypes as D
from .._convert import dtype_of, t, wrap
from ..tensor import _dim

__all__ = ["sum", "prod", "amax", "amin", "argmax", "argmin", "cumsum", "cumprod", "log_softmax", "logaddexp",
           "logsumexp", "mean", "median", "norm", "normalize", "softmax", "softmin", "std", "var"]


def _prep(input, mask, dtype):  # noqa: A002
    a = t(input)
    if dtype is not None:
        a = ivy.astype(a, D.to_ivy(dtype))
    shape = tuple(int(s) for s in a.shape)
    if mask is None:
        m = ivy.ones_like(a, dtype=ivy.bool)
    else:
        m = t(mask)
        if dtype_of(m) is not D.bool:
            m = ivy.not_equal(m, 0)
        m = ivy.broadcast_to(m, shape)
    return a, m


def _axes(dim, nd):
    if dim is None:
        return None
    if isinstance(dim, int):
        dim = (dim,)
    if len(dim) == 0:
        return None
    return tuple(_dim(d, builtins.max(nd, 1)) for d in dim) if nd else None


def _fill(a, m, value):
    return ivy.where(m, a, ivy.astype(ivy.full_like(a, value), dtype_of(a)._ivy))


def _extreme(d, hi):
    if d.is_floating_point:
        return float("inf") if hi else float("-inf")
    if d is D.bool:
        return hi
    info = ivy.iinfo(d._ivy)
    return info.max if hi else info.min


def _result_sum_dtype(a):
    d = dtype_of(a)
    if d is D.bool or not (d.is_floating_point or d.is_complex):
        return ivy.astype(a, ivy.int64)
    return a


def sum(input, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A001,A002
    """The sum of the masked-in elements over ``dim``."""
    a, m = _prep(input, mask, dtype)
    a = _result_sum_dtype(a)
    return wrap(ivy.sum(_fill(a, m, 0), axis=_axes(dim, a.ndim), keepdims=bool(keepdim)))


def prod(input, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The product of the masked-in elements over ``dim``."""
    a, m = _prep(input, mask, dtype)
    a = _result_sum_dtype(a)
    ax = _axes(dim, a.ndim)
    r = _fill(a, m, 1)
    if ax is not None and len(ax) > 1:
        for x in sorted(ax, reverse=True):
            r = ivy.prod(r, axis=x, keepdims=bool(keepdim))
        return wrap(r)
    return wrap(ivy.prod(r, axis=ax, keepdims=bool(keepdim)))


def amax(input, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The largest masked-in element over ``dim`` (-inf / the dtype's minimum where none)."""
    a, m = _prep(input, mask, dtype)
    return wrap(ivy.max(_fill(a, m, _extreme(dtype_of(a), False)), axis=_axes(dim, a.ndim), keepdims=bool(keepdim)))


def amin(input, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The smallest masked-in element over ``dim``."""
    a, m = _prep(input, mask, dtype)
    return wrap(ivy.min(_fill(a, m, _extreme(dtype_of(a), True)), axis=_axes(dim, a.ndim), keepdims=bool(keepdim)))


def _argext(input, dim, keepdim, dtype, mask, hi):  # noqa: A002
    a, m = _prep(input, mask, dtype)
    f = _fill(a, m, _extreme(dtype_of(a), not hi))
    if dim is None:
        r = (ivy.argmax if hi else ivy.argmin)(ivy.reshape(f, (-1,)))
    else:
        d = _dim(dim, builtins.max(a.ndim, 1))
        r = (ivy.argmax if hi else ivy.argmin)(f, axis=d, keepdims=bool(keepdim)) if a.ndim else \
            ivy.zeros((), dtype=ivy.int64)
        r = r._data if r.__class__ is ivy.Array else r
    return wrap(ivy.astype(r, dtype_of(a)._ivy))


def argmax(input, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The index of the largest masked-in element (in the input's dtype, as torch.masked)."""
    return _argext(input, dim, keepdim, dtype, mask, True)


def argmin(input, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The index of the smallest masked-in element."""
    return _argext(input, dim, keepdim, dtype, mask, False)


def cumsum(input, dim, *, dtype=None, mask=None):  # noqa: A002
    """Running sums of the masked-in elements (masked-out ones count as 0)."""
    a, m = _prep(input, mask, dtype)
    r = _fill(a, m, 0)
    if a.ndim == 0:
        return wrap(r)
    return wrap(ivy.cumulative_sum(r, axis=_dim(dim, a.ndim), dtype=dtype_of(r)._ivy))


def cumprod(input, dim, *, dtype=None, mask=None):  # noqa: A002
    """Running products of the masked-in elements (masked-out ones count as 1)."""
    a, m = _prep(input, mask, dtype)
    r = _fill(a, m, 1)
    if a.ndim == 0:
        return wrap(r)
    return wrap(ivy.cumulative_prod(r, axis=_dim(dim, a.ndim), dtype=dtype_of(r)._ivy))


def _count(m, ax, keepdim):
    return ivy.sum(ivy.astype(m, ivy.int64), axis=ax, keepdims=keepdim)


def mean(input, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The mean of the masked-in elements (NaN where none)."""
    a, m = _prep(input, mask, dtype)
    ax = _axes(dim, a.ndim)
    s = ivy.sum(_fill(a, m, 0), axis=ax, keepdims=bool(keepdim))
    c = _count(m, ax, bool(keepdim))
    return wrap(ivy.divide(s, ivy.astype(c, dtype_of(s)._ivy)))


def median(input, dim=-1, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The lower median of the masked-in elements along ``dim`` (NaN where none)."""
    a, m = _prep(input, mask, dtype)
    if not dtype_of(a).is_floating_point:
        raise FrontendRuntimeError("masked median only supports floating point inputs")
    if a.ndim == 0:
        return wrap(ivy.where(m, a, ivy.multiply(ivy.ones_like(a), float("nan"))))
    d = _dim(dim, a.ndim)
    f = ivy.where(m, a, ivy.multiply(ivy.ones_like(a), float("nan")))
    from .._reduction import nanmedian

    r = nanmedian(wrap(f), d, bool(keepdim))
    return r.values


def logsumexp(input, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """log(sum(exp)) of the masked-in elements (-inf where none; integer input: computed in float64 and
    truncated back, as torch)."""
    a, m = _prep(input, mask, dtype)
    d0 = dtype_of(a)
    if not (d0.is_floating_point or d0.is_complex):
        r = logsumexp(wrap(ivy.astype(a, ivy.float64)), dim, keepdim=keepdim, mask=wrap(m))
        return wrap(ivy.astype(r._data, d0._ivy))
    ax = _axes(dim, a.ndim)
    f = _fill(a, m, float("-inf"))
    if d0.is_complex:
        mx = ivy.astype(ivy.max(ivy.real(f), axis=ax, keepdims=True), d0._ivy)
    else:
        mx = ivy.max(f, axis=ax, keepdims=True)
    mx = ivy.where(ivy.isfinite(mx), mx, ivy.zeros_like(mx))
    r = ivy.add(ivy.log(ivy.sum(ivy.exp(ivy.subtract(f, mx)), axis=ax, keepdims=True)), mx)
    if not keepdim:
        r = ivy.squeeze(r, axis=ax if ax is not None else tuple(range(a.ndim))) if a.ndim else r
    return wrap(r)


def logaddexp(input, other, *, dtype=None, input_mask=None, other_mask=None):  # noqa: A002
    """log(exp(input) + exp(other)) with each side's masked-out elements taken as -inf."""
    a, ma = _prep(input, input_mask, dtype)
    b, mb = _prep(other, other_mask, dtype)
    fa = _fill(a, ma, float("-inf"))
    fb = _fill(b, mb, float("-inf"))
    return wrap(ivy.logaddexp(fa, fb))


def _var(input, dim, unbiased, correction, keepdim, dtype, mask):  # noqa: A002
    a, m = _prep(input, mask, dtype)
    if not (dtype_of(a).is_floating_point or dtype_of(a).is_complex):
        a = ivy.astype(a, D.get_default_dtype()._ivy)
    ax = _axes(dim, a.ndim)
    c = 1 if (correction is None and unbiased in (None, True)) else (0 if correction is None else correction)
    if unbiased is False and correction is None:
        c = 0
    cnt = _count(m, ax, True)
    s = ivy.sum(_fill(a, m, 0), axis=ax, keepdims=True)
    mu = ivy.divide(s, ivy.astype(cnt, dtype_of(s)._ivy))
    dev = ivy.subtract(a, mu)
    sq = ivy.real(ivy.multiply(dev, ivy.conj(dev))) if dtype_of(a).is_complex else ivy.multiply(dev, dev)
    ss = ivy.sum(_fill(sq, m, 0), axis=ax, keepdims=bool(keepdim))
    cnt2 = _count(m, ax, bool(keepdim))
    den = ivy.maximum(ivy.subtract(cnt2, c), 0)
    return ivy.divide(ss, ivy.astype(den, dtype_of(ss)._ivy))


def _like_input(r, input, dtype):  # noqa: A002
    """torch's masked var/std of complex input keep the complex dtype (a zero imaginary part)."""
    d = dtype_of(t(input)) if dtype is None else D.from_any(dtype)
    return ivy.astype(r, d._ivy) if d.is_complex else r


def var(input, dim=None, unbiased=None, *, correction=None, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The variance of the masked-in elements (Bessel's correction unless ``unbiased=False``)."""
    return wrap(_like_input(_var(input, dim, unbiased, correction, keepdim, dtype, mask), input, dtype))


def std(input, dim=None, unbiased=None, *, correction=None, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The standard deviation of the masked-in elements."""
    return wrap(_like_input(ivy.sqrt(_var(input, dim, unbiased, correction, keepdim, dtype, mask)), input, dtype))


def norm(input, ord=2.0, dim=None, *, keepdim=False, dtype=None, mask=None):  # noqa: A002
    """The vector ``ord``-norm of the masked-in elements."""
    a, m = _prep(input, mask, dtype)
    ax = _axes(dim, a.ndim)
    ab = ivy.abs(a)
    o = float(ord)
    if o == float("inf"):
        return wrap(ivy.max(_fill(ab, m, 0), axis=ax, keepdims=bool(keepdim)))
    if o == float("-inf"):
        return wrap(ivy.min(_fill(ab, m, float("inf")), axis=ax, keepdims=bool(keepdim)))
    if o == 0:
        nz = ivy.logical_and(m, ivy.not_equal(ab, 0))
        return wrap(ivy.astype(ivy.sum(ivy.astype(nz, ivy.int64), axis=ax, keepdims=bool(keepdim)), dtype_of(ab)._ivy))
    s = ivy.sum(_fill(ivy.pow(ab, o), m, 0), axis=ax, keepdims=bool(keepdim))
    return wrap(ivy.pow(s, 1.0 / o))


def normalize(input, ord, dim, *, eps=1e-12, dtype=None, mask=None):  # noqa: A002
    """``input`` divided by its masked ``ord``-norm along ``dim`` (masked-out elements become 0)."""
    a, m = _prep(input, mask, dtype)
    nrm = norm(wrap(a), ord, dim, keepdim=True, mask=wrap(m))._data
    r = ivy.divide(a, ivy.maximum(nrm, eps))
    return wrap(_fill(r, m, 0))


def softmax(input, dim, *, dtype=None, mask=None):  # noqa: A002
    """softmax over the masked-in elements of ``dim`` (masked-out: 0; none left: NaN)."""
    a, m = _prep(input, mask, dtype)
    d = _dim(dim, builtins.max(a.ndim, 1))
    f = _fill(a, m, float("-inf"))
    mx = ivy.max(f, axis=d, keepdims=True) if a.ndim else f
    e = ivy.exp(ivy.subtract(f, mx))
    return wrap(ivy.divide(e, ivy.sum(e, axis=d, keepdims=True) if a.ndim else e))


def log_softmax(input, dim, *, dtype=None, mask=None):  # noqa: A002
    """log of the masked softmax."""
    a, m = _prep(input, mask, dtype)
    d = _dim(dim, builtins.max(a.ndim, 1))
    f = _fill(a, m, float("-inf"))
    mx = ivy.max(f, axis=d, keepdims=True) if a.ndim else f
    sh = ivy.subtract(f, mx)
    return wrap(ivy.subtract(sh, ivy.log(ivy.sum(ivy.exp(sh), axis=d, keepdims=True) if a.ndim else ivy.exp(sh))))


def softmin(input, dim, *, dtype=None, mask=None):  # noqa: A002
    """The masked softmax of ``-input``."""
    a, _ = _prep(input, None, dtype)
    return softmax(wrap(ivy.negative(a)), dim, mask=mask)

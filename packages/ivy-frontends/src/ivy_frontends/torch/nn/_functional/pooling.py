"""torch.nn.functional's pooling: max/avg/lp pools, adaptive pools, max-unpool, fractional max pool.

Plain max and average pools call ivy's (``ivy.max_pool2d(..., data_format="NCHW")``: torch's own
kernels on the torch backend). Where ivy has no function (max pools that return indices,
adaptive max pools, 3-d adaptive average pools, fractional max pools) the pool is composed from
one *window gather* per spatial axis: the windows of an axis are gathered as a ``(out, k)`` block
of indices (positions outside the input masked), reduced, and the axes are reduced one after
the other (a max or a mean over a box of windows is separable). Indices are torch's: the flat
position in each ``(N, C)`` plane of the input.

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> F.max_pool1d(torch.tensor([[[1.0, 3.0, 2.0, 5.0]]]), 2, return_indices=True)[1].tolist()
[[[1, 3]]]
"""

from __future__ import annotations

import math

import ivy

from ..._random import _key
from ...tensor import Tensor
from ._util import D, arange_like, check_float, dtype_of, rt_error, shape_of, t, tup, wrap

__all__ = [
    "avg_pool1d", "avg_pool2d", "avg_pool3d", "max_pool1d", "max_pool2d", "max_pool3d", "max_pool1d_with_indices",
    "max_pool2d_with_indices", "max_pool3d_with_indices", "adaptive_avg_pool1d", "adaptive_avg_pool2d",
    "adaptive_avg_pool3d", "adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d",
    "adaptive_max_pool1d_with_indices", "adaptive_max_pool2d_with_indices", "adaptive_max_pool3d_with_indices",
    "lp_pool1d", "lp_pool2d", "lp_pool3d", "max_unpool1d", "max_unpool2d", "max_unpool3d", "fractional_max_pool2d",
    "fractional_max_pool3d", "fractional_max_pool2d_with_indices", "fractional_max_pool3d_with_indices",
]

_FMT = {1: "NCW", 2: "NCHW", 3: "NCDHW"}


def _check_input(a, k, fn):
    if a.ndim not in (k + 1, k + 2):
        raise rt_error(f"{fn}: Expected {k + 1}D or {k + 2}D input, but got input of size {list(shape_of(a))}")
    if any(int(s) == 0 for s in shape_of(a)[-k:]) or (a.ndim == k + 2 and int(a.shape[1]) == 0):
        raise rt_error(f"{fn}: Expected input's non-batch dimensions to have positive length, but input has a shape "
                       f"of {list(shape_of(a))}")


def _pool_out(size, k, s, p, d, ceil):
    """torch's pooling output size of one axis."""
    num = size + 2 * p - d * (k - 1) - 1
    o = (-(-num // s) if ceil else num // s) + 1
    if ceil and (o - 1) * s >= size + p:
        o -= 1
    return o


def _pool_args(a, kernel_size, stride, padding, dilation, ceil_mode, k, fn):
    kernel = tup(kernel_size, k, "kernel_size")
    st = kernel if stride is None or (isinstance(stride, (list, tuple)) and len(stride) == 0) else tup(stride, k,
                                                                                                     "stride")
    pad = tup(padding, k, "padding")
    dil = tup(dilation, k, "dilation")
    if any(v <= 0 for v in kernel):
        raise rt_error(f"{fn}: kernel_size must be greater than zero, but got {list(kernel)}")
    if any(v <= 0 for v in st):
        raise rt_error(f"{fn}: stride must be greater than zero, but got {list(st)}")
    if any(v <= 0 for v in dil):
        raise rt_error(f"{fn}: dilation must be greater than zero, but got {list(dil)}")
    for kk, p, dd in zip(kernel, pad, dil):
        if p < 0 or p > (dd * (kk - 1) + 1) // 2 and p > kk // 2:
            raise rt_error(f"pad should be at most half of effective kernel size, but got pad={p}, "
                           f"kernel_size={kk} and dilation={dd}")
    sizes = shape_of(a)[-k:]
    outs = [_pool_out(n_, kk, s, p, dd, ceil_mode) for n_, kk, s, p, dd in zip(sizes, kernel, st, pad, dil)]
    if any(o <= 0 for o in outs):
        raise rt_error(f"{fn}: Given input size: {list(shape_of(a)[-k - 1:])}. Calculated output size: "
                       f"{[int(a.shape[-k - 1])] + outs}. Output size is too small")
    return kernel, st, pad, dil, outs


def _lowest(d):
    if d.is_floating_point:
        return -math.inf
    if d is D.bool:
        return False
    return int(ivy.iinfo(d._ivy).min)


def _gather_windows(x, ax, idx, valid, fill):
    """``x`` gathered along axis ``ax`` at the ``(O, K)`` indices ``idx`` (clamped), invalid ones ``fill``."""
    g = ivy.gather(x, idx, axis=ax)
    if valid is None:
        return g
    shape = [1] * g.ndim
    shape[ax], shape[ax + 1] = int(idx.shape[0]), int(idx.shape[1])
    return ivy.where(ivy.reshape(valid, tuple(shape)), g, ivy.full_like(g, fill) if fill is not None else g)


def _window_index(size, starts, lengths, dil, like):
    """(O, K) indices ``starts[o] + j * dil`` for ``j < lengths[o]`` (K = max length), clamped, and their mask."""
    kmax = max(lengths)
    idx, valid = [], []
    for s, ln in zip(starts, lengths):
        row = [s + j * dil for j in range(kmax)]
        idx.append([min(max(v, 0), size - 1) for v in row])
        valid.append([j < ln and 0 <= v < size for j, v in zip(range(kmax), row)])
    dev = ivy.dev(like)
    ia = ivy.asarray(idx, dtype=ivy.int64, device=dev)
    va = ivy.asarray(valid, dtype=ivy.bool, device=dev)
    ia = ia._data if ia.__class__ is ivy.Array else ia
    va = va._data if va.__class__ is ivy.Array else va
    all_valid = all(all(r) for r in valid)
    return ia, (None if all_valid else va)


def _max_axis(v, pos, ax, starts, lengths, dil):
    """Max of ``v`` over windows along ``ax``; ``pos`` (a list of index arrays of earlier axes) follows the argmax.

    Returns the values, the updated ``pos`` (gathered along ``ax``), and this axis' index of the maximum."""
    size = int(v.shape[ax])
    idx, valid = _window_index(size, starts, lengths, dil, v)
    d = dtype_of(v)
    g = _gather_windows(v, ax, idx, valid, _lowest(d))
    nan = ivy.isnan(g) if d.is_floating_point else None
    if nan is not None:
        # torch's kernels let NaN win: make NaN the largest value for argmax
        big = ivy.where(nan, ivy.full_like(g, math.inf), g)
        k = ivy.argmax(big, axis=ax + 1, keepdims=True)
    else:
        k = ivy.argmax(g, axis=ax + 1, keepdims=True)
    vals = ivy.squeeze(ivy.take_along_axis(g, k, axis=ax + 1), axis=ax + 1)
    k = ivy.squeeze(k, axis=ax + 1)
    new_pos = [ivy.squeeze(ivy.take_along_axis(ivy.gather(p, idx, axis=ax), ivy.expand_dims(k, axis=ax + 1),
                                               axis=ax + 1), axis=ax + 1) for p in pos]
    # this axis' absolute index: idx[o, k]
    o = int(idx.shape[0])
    shape = [1] * k.ndim
    shape[ax] = o
    oi = ivy.broadcast_to(ivy.reshape(arange_like(o, v), tuple(shape)), tuple(int(s) for s in k.shape))
    flat = ivy.add(ivy.multiply(oi, int(idx.shape[1])), k)
    here = ivy.take(ivy.reshape(idx, (-1,)), flat)
    return vals, new_pos, here


def _separable_max(a, k, windows, want_indices):
    """Max over box windows of the last ``k`` axes of ``a``: ``windows[i] = (starts, lengths, dil)``."""
    v = a
    pos = []
    for i in range(k - 1, -1, -1):
        ax = a.ndim - k + i
        starts, lengths, dil = windows[i]
        v, pos, here = _max_axis(v, pos, ax, starts, lengths, dil)
        pos = [here] + pos if want_indices else []
    if not want_indices:
        return v, None
    sizes = shape_of(a)[-k:]
    flat = pos[0]
    for i in range(1, k):
        flat = ivy.add(ivy.multiply(flat, sizes[i]), pos[i])
    return v, flat


def _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, k, fn):  # noqa: A002
    a = t(input)
    _check_input(a, k, fn)
    d = dtype_of(a)
    if d.is_complex:
        raise rt_error(f'"{fn}" not implemented for \'{d}\'')
    kernel, st, pad, dil, outs = _pool_args(a, kernel_size, stride, padding, dilation, ceil_mode, k, fn)
    if not return_indices and d.is_floating_point:
        f = (ivy.max_pool1d, ivy.max_pool2d, ivy.max_pool3d)[k - 1]
        pk = kernel[0] if len(set(kernel)) == 1 else kernel
        ps = st[0] if len(set(st)) == 1 else st
        pp = pad[0] if len(set(pad)) == 1 else [(p, p) for p in pad]
        pd = dil[0] if len(set(dil)) == 1 else dil
        return wrap(f(a, pk, ps, pp, data_format=_FMT[k], dilation=pd, ceil_mode=ceil_mode))
    windows = []
    for kk, s, p, dd, o in zip(kernel, st, pad, dil, outs):
        windows.append(([i * s - p for i in range(o)], [kk] * o, dd))
    v, idx = _separable_max(a, k, windows, return_indices)
    if return_indices:
        return wrap(v), wrap(idx)
    return wrap(v)


def max_pool1d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
                            return_indices=False):
    """:func:`max_pool1d` returning ``(values, indices)``."""
    return _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, True, 1, "max_pool1d")


def max_pool2d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
                            return_indices=False):
    """:func:`max_pool2d` returning ``(values, indices)``."""
    return _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, True, 2, "max_pool2d")


def max_pool3d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,  # noqa: A002
                            return_indices=False):
    """:func:`max_pool3d` returning ``(values, indices)``."""
    return _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, True, 3, "max_pool3d")


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):  # noqa: A002
    """1-D max pooling of ``(N, C, L)`` input (``return_indices``: also the flat positions of the maxima)."""
    return _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 1, "max_pool1d")


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):  # noqa: A002
    """2-D max pooling of ``(N, C, H, W)`` input (``return_indices``: also the flat positions of the maxima)."""
    return _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 2, "max_pool2d")


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):  # noqa: A002
    """3-D max pooling of ``(N, C, D, H, W)`` input (``return_indices``: also the flat positions of the maxima)."""
    return _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 3, "max_pool3d")


# ------------------------------------------------------------------ average pools

def _avg_pool(input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, k, fn):  # noqa: A002
    a = t(input)
    _check_input(a, k, fn)
    d = dtype_of(a)
    if not d.is_floating_point:
        if d is D.bool or d.is_complex:
            raise rt_error(f'"{fn}" not implemented for \'{d}\'')
    kernel, st, pad, _, _ = _pool_args(a, kernel_size, stride, padding, 1, ceil_mode, k, fn)
    if divisor_override is not None and divisor_override == 0:
        raise rt_error("divisor must be not zero")
    f = (ivy.avg_pool1d, ivy.avg_pool2d, ivy.avg_pool3d)[k - 1]
    pk = kernel[0] if len(set(kernel)) == 1 else kernel
    ps = st[0] if len(set(st)) == 1 else st
    pp = pad[0] if len(set(pad)) == 1 else [(p, p) for p in pad]
    if k == 1:
        r = f(a, pk, ps, pp, data_format="NCW", count_include_pad=count_include_pad, ceil_mode=ceil_mode)
    else:
        r = f(a, pk, ps, pp, data_format=_FMT[k], count_include_pad=count_include_pad, ceil_mode=ceil_mode,
              divisor_override=divisor_override)
    if not d.is_floating_point:
        r = ivy.astype(ivy.trunc(r), d._ivy)  # torch divides integer window sums with truncation
    return wrap(r)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):  # noqa: A002
    """1-D average pooling of ``(N, C, L)`` input."""
    return _avg_pool(input, kernel_size, stride, padding, ceil_mode, count_include_pad, None, 1, "avg_pool1d")


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,  # noqa: A002
               divisor_override=None):
    """2-D average pooling of ``(N, C, H, W)`` input."""
    return _avg_pool(input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, 2,
                     "avg_pool2d")


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,  # noqa: A002
               divisor_override=None):
    """3-D average pooling of ``(N, C, D, H, W)`` input."""
    return _avg_pool(input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, 3,
                     "avg_pool3d")


# ------------------------------------------------------------------ adaptive pools

def _adaptive_sizes(a, output_size, k, fn):
    if isinstance(output_size, int) or output_size is None:
        outs = [output_size] * k
    else:
        outs = list(output_size)
        if len(outs) == 1:
            outs = outs * k
        if len(outs) != k:
            raise rt_error(f"{fn}: output_size must be {k} ints, got {output_size}")
    sizes = shape_of(a)[-k:]
    outs = [s if o is None else int(o) for s, o in zip(sizes, outs)]
    if any(o < 0 for o in outs):
        raise rt_error(f"{fn}: elements of output_size must be greater than or equal to 0 but received {outs}")
    return sizes, outs


def _adaptive_windows(size, out):
    starts = [(i * size) // out for i in range(out)]
    ends = [-((-(i + 1) * size) // out) for i in range(out)]
    return starts, [e - s for s, e in zip(starts, ends)]


def _check_adaptive_input(a, k, fn):
    if a.ndim not in (k + 1, k + 2):
        raise rt_error(f"{fn}(): Expected {k + 1}D or {k + 2}D tensor, but got {list(shape_of(a))}")
    for i in range(1, a.ndim):
        if int(a.shape[i]) == 0:
            raise rt_error(f"{fn}(): Expected input to have non-zero size for non-batch dimensions, but input has "
                           f"sizes {list(shape_of(a))} with dimension {i} being empty")


def _adaptive_avg(input, output_size, k, fn):  # noqa: A002
    a = t(input)
    _check_adaptive_input(a, k, fn)
    d = check_float(a, fn)
    sizes, outs = _adaptive_sizes(a, output_size, k, fn)
    if 0 in outs:
        return wrap(_empty_like(a, shape_of(a)[:-k] + tuple(outs)))
    if k == 2 and not d.is_complex:
        return wrap(ivy.adaptive_avg_pool2d(a, tuple(outs), data_format="NCHW"))
    if k == 1 and not d.is_complex:
        return wrap(ivy.adaptive_avg_pool1d(a, outs[0]))
    v = a
    for i in range(k - 1, -1, -1):
        ax = a.ndim - k + i
        starts, lengths = _adaptive_windows(sizes[i], outs[i])
        idx, valid = _window_index(sizes[i], starts, lengths, 1, v)
        g = _gather_windows(v, ax, idx, valid, 0)
        cnt = ivy.asarray(lengths, dtype=d.to_real()._ivy if d.is_complex else d._ivy, device=ivy.dev(a))
        cnt = cnt._data if cnt.__class__ is ivy.Array else cnt
        shape = [1] * (g.ndim - 1)
        shape[ax] = outs[i]
        v = ivy.divide(ivy.sum(g, axis=ax + 1), ivy.reshape(cnt, tuple(shape)))
    return wrap(v)


def _empty_like(a, shape):
    r = ivy.zeros(shape, dtype=dtype_of(a)._ivy, device=ivy.dev(a))
    return r._data if r.__class__ is ivy.Array else r


def _adaptive_max(input, output_size, return_indices, k, fn):  # noqa: A002
    a = t(input)
    _check_adaptive_input(a, k, fn)
    d = dtype_of(a)
    if not d.is_floating_point:
        raise rt_error(f'"{fn}" not implemented for \'{d}\'')
    sizes, outs = _adaptive_sizes(a, output_size, k, fn)
    if 0 in outs:
        shape = shape_of(a)[:-k] + tuple(outs)
        e = _empty_like(a, shape)
        return (wrap(e), wrap(ivy.astype(e, ivy.int64))) if return_indices else wrap(e)
    windows = []
    for s, o in zip(sizes, outs):
        starts, lengths = _adaptive_windows(s, o)
        windows.append((starts, lengths, 1))
    v, idx = _separable_max(a, k, windows, return_indices)
    return (wrap(v), wrap(idx)) if return_indices else wrap(v)


def adaptive_avg_pool1d(input, output_size):  # noqa: A002
    """Average pooling of ``(N, C, L)`` input to ``output_size`` (torch's windows)."""
    return _adaptive_avg(input, output_size, 1, "adaptive_avg_pool1d")


def adaptive_avg_pool2d(input, output_size):  # noqa: A002
    """Average pooling of ``(N, C, H, W)`` input to ``output_size`` (an int, a pair, None keeps a size)."""
    return _adaptive_avg(input, output_size, 2, "adaptive_avg_pool2d")


def adaptive_avg_pool3d(input, output_size):  # noqa: A002
    """Average pooling of ``(N, C, D, H, W)`` input to ``output_size``."""
    return _adaptive_avg(input, output_size, 3, "adaptive_avg_pool3d")


def adaptive_max_pool1d_with_indices(input, output_size, return_indices=False):  # noqa: A002
    return _adaptive_max(input, output_size, True, 1, "adaptive_max_pool1d")


def adaptive_max_pool2d_with_indices(input, output_size, return_indices=False):  # noqa: A002
    return _adaptive_max(input, output_size, True, 2, "adaptive_max_pool2d")


def adaptive_max_pool3d_with_indices(input, output_size, return_indices=False):  # noqa: A002
    return _adaptive_max(input, output_size, True, 3, "adaptive_max_pool3d")


def adaptive_max_pool1d(input, output_size, return_indices=False):  # noqa: A002
    """Max pooling of ``(N, C, L)`` input to ``output_size`` (``return_indices``: also the argmax positions)."""
    return _adaptive_max(input, output_size, return_indices, 1, "adaptive_max_pool1d")


def adaptive_max_pool2d(input, output_size, return_indices=False):  # noqa: A002
    """Max pooling of ``(N, C, H, W)`` input to ``output_size``."""
    return _adaptive_max(input, output_size, return_indices, 2, "adaptive_max_pool2d")


def adaptive_max_pool3d(input, output_size, return_indices=False):  # noqa: A002
    """Max pooling of ``(N, C, D, H, W)`` input to ``output_size``."""
    return _adaptive_max(input, output_size, return_indices, 3, "adaptive_max_pool3d")


# ------------------------------------------------------------------ power-average pools

def _lp_pool(input, norm_type, kernel_size, stride, ceil_mode, k, fn):  # noqa: A002
    a = t(input)
    kernel = tup(kernel_size, k, "kernel_size")
    p = float(norm_type)
    avg = (avg_pool1d, avg_pool2d, avg_pool3d)[k - 1]
    x = wrap(ivy.pow(a, p)) if p != 1 else wrap(a)
    out = avg(x, kernel, stride, 0, ceil_mode)._data
    area = 1
    for v in kernel:
        area *= v
    out = ivy.multiply(ivy.multiply(ivy.sign(out), ivy.relu(ivy.abs(out))), area)
    return wrap(ivy.pow(out, 1.0 / p))


def lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):  # noqa: A002
    """Power-average pooling: ``(sum over the window of x**p) ** (1/p)``."""
    return _lp_pool(input, norm_type, kernel_size, stride, ceil_mode, 1, "lp_pool1d")


def lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):  # noqa: A002
    """2-D power-average pooling."""
    return _lp_pool(input, norm_type, kernel_size, stride, ceil_mode, 2, "lp_pool2d")


def lp_pool3d(input, norm_type, kernel_size, stride=None, ceil_mode=False):  # noqa: A002
    """3-D power-average pooling."""
    return _lp_pool(input, norm_type, kernel_size, stride, ceil_mode, 3, "lp_pool3d")


# ------------------------------------------------------------------ max unpool

def _max_unpool(input, indices, kernel_size, stride, padding, output_size, k, fn):  # noqa: A002
    a, idx = t(input), t(indices)
    kernel = tup(kernel_size, k, "kernel_size")
    st = kernel if stride is None else tup(stride, k, "stride")
    pad = tup(padding, k, "padding")
    if dtype_of(idx) is not D.int64:
        raise rt_error(f"elements in indices should be type int64 but got: {dtype_of(idx)}")
    if shape_of(a) != shape_of(idx):
        raise rt_error(f"Expected shape of indices to be same as that of the input tensor ({list(shape_of(a))}) but "
                       f"got indices tensor with shape: {list(shape_of(idx))}")
    sizes = shape_of(a)[-k:]
    default = [(s - 1) * ss - 2 * p + kk for s, ss, p, kk in zip(sizes, st, pad, kernel)]
    if output_size is None:
        outs = default
    else:
        outs = [int(v) for v in (output_size.tolist() if isinstance(output_size, Tensor) else output_size)]
        if len(outs) == k + 2 or len(outs) == k + 1:
            outs = outs[-k:]
        if len(outs) != k:
            raise rt_error(f"output_size should be a sequence containing {k} or {k + 2} elements, but it has a "
                           f"length of '{len(outs)}'")
        for o, dflt, ss in zip(outs, default, st):
            if not dflt - ss < o < dflt + ss:
                raise rt_error(f"invalid output_size {outs} (dim {o} must be between {dflt - ss} and {dflt + ss})")
    lead = shape_of(a)[:-k]
    plane = 1
    for o in outs:
        plane *= o
    n_in = 1
    for s in sizes:
        n_in *= s
    x = ivy.reshape(a, lead + (n_in,))
    ii = ivy.reshape(idx, lead + (n_in,))
    if n_in and plane:
        lo, hi = ivy.min(ii), ivy.max(ii)
        if int(lo) < 0 or int(hi) >= plane:
            bad = int(hi) if int(hi) >= plane else int(lo)
            raise rt_error(f"Found an invalid max index: {bad} (output volumes are of size "
                           f"{'x'.join(str(o) for o in outs)}")
    base = ivy.zeros(lead + (plane,), dtype=dtype_of(a)._ivy, device=ivy.dev(a))
    base = base._data if base.__class__ is ivy.Array else base
    if n_in:
        base = ivy.put_along_axis(base, ii, x, -1, mode="replace")
    return wrap(ivy.reshape(base, lead + tuple(outs)))


def max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):  # noqa: A002
    """The partial inverse of :func:`max_pool1d`: values put back at their indices, zeros elsewhere."""
    return _max_unpool(input, indices, kernel_size, stride, padding, output_size, 1, "max_unpool1d")


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):  # noqa: A002
    """The partial inverse of :func:`max_pool2d`."""
    return _max_unpool(input, indices, kernel_size, stride, padding, output_size, 2, "max_unpool2d")


def max_unpool3d(input, indices, kernel_size, stride=None, padding=0, output_size=None):  # noqa: A002
    """The partial inverse of :func:`max_pool3d`."""
    return _max_unpool(input, indices, kernel_size, stride, padding, output_size, 3, "max_unpool3d")


# ------------------------------------------------------------------ fractional max pool

def _intervals(u, size, pool, out):
    """torch's pseudo-random window starts of one axis for sample ``u`` in [0, 1)."""
    seq = [0] * out
    if out > 1:
        alpha = (size - pool) / (out - 1)
        for i in range(out - 1):
            seq[i] = int((i + u) * alpha) - int(u * alpha)
    if out > 0:
        seq[out - 1] = size - pool
    return seq


def _fractional(input, kernel_size, output_size, output_ratio, return_indices, _random_samples, k, fn):  # noqa: A002
    a = t(input)
    _check_input(a, k, fn)
    d = dtype_of(a)
    if not d.is_floating_point:
        raise rt_error(f'"{fn}" not implemented for \'{d}\'')
    kernel = tup(kernel_size, k, "kernel_size")
    sizes = shape_of(a)[-k:]
    if output_size is None:
        if output_ratio is None:
            raise rt_error(f"{fn} requires specifying either an output_size or an output_ratio")
        ratio = (output_ratio,) * k if isinstance(output_ratio, (int, float)) else tuple(output_ratio)
        outs = [int(s * r) for s, r in zip(sizes, ratio)]
    else:
        outs = list(tup(output_size, k, "output_size"))
    for s, kk, o in zip(sizes, kernel, outs):
        if o + kk - 1 > s:
            raise rt_error(f"{fn}(): pool window of size {kk} and output size {o} are too large for input size {s}")
    batched = a.ndim == k + 2
    x = a if batched else ivy.expand_dims(a, axis=0)
    nb, c = int(x.shape[0]), int(x.shape[1])
    if _random_samples is None:
        u = ivy.random_uniform(low=0.0, high=1.0, shape=(nb, c, k), dtype=ivy.float64, device=ivy.dev(a),
                               seed=_key(None))
        u = u._data if u.__class__ is ivy.Array else u
    else:
        u = t(_random_samples)
    us = ivy.to_numpy(u).tolist()
    # one plane at a time: windows differ per (batch, channel)
    planes_v, planes_i = [], []
    flat = ivy.reshape(x, (nb * c,) + sizes)
    from ._util import bget

    for b in range(nb):
        for ch in range(c):
            p = bget(flat, b * c + ch)
            windows = []
            for ax in range(k):
                starts = _intervals(us[b][ch][k - 1 - ax], sizes[ax], kernel[ax], outs[ax])
                windows.append((starts, [kernel[ax]] * outs[ax], 1))
            v, idx = _separable_max(p, k, windows, True)
            planes_v.append(v)
            planes_i.append(idx)
    v = ivy.reshape(ivy.stack(planes_v), (nb, c) + tuple(outs))
    i = ivy.reshape(ivy.stack(planes_i), (nb, c) + tuple(outs))
    if not batched:
        v, i = ivy.squeeze(v, axis=0), ivy.squeeze(i, axis=0)
    return (wrap(v), wrap(i)) if return_indices else wrap(v)


def fractional_max_pool2d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,  # noqa: A002
                          _random_samples=None):
    """Fractional max pooling (Graham): pseudo-random window starts per (N, C) plane."""
    return _fractional(input, kernel_size, output_size, output_ratio, return_indices, _random_samples, 2,
                       "fractional_max_pool2d")


def fractional_max_pool3d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,  # noqa: A002
                          _random_samples=None):
    """3-D fractional max pooling."""
    return _fractional(input, kernel_size, output_size, output_ratio, return_indices, _random_samples, 3,
                       "fractional_max_pool3d")


def fractional_max_pool2d_with_indices(input, kernel_size, output_size=None, output_ratio=None,  # noqa: A002
                                       return_indices=False, _random_samples=None):
    return _fractional(input, kernel_size, output_size, output_ratio, True, _random_samples, 2,
                       "fractional_max_pool2d")


def fractional_max_pool3d_with_indices(input, kernel_size, output_size=None, output_ratio=None,  # noqa: A002
                                       return_indices=False, _random_samples=None):
    return _fractional(input, kernel_size, output_size, output_ratio, True, _random_samples, 3,
                       "fractional_max_pool3d")

"""torch's grid samplers (``torch.grid_sampler``, ``grid_sampler_2d``, ``grid_sampler_3d``): the
kernels of ``torch.nn.functional.grid_sample`` (the nn frontend calls them).

``interpolation_mode``: 0 bilinear (trilinear in 3-d), 1 nearest (round half to even), 2 bicubic
(2-d; cubic convolution with A = -0.75); ``padding_mode``: 0 zeros, 1 border, 2 reflection;
``align_corners`` as torch. Grid coordinates are (x, y[, z]) in [-1, 1].

>>> import ivy_frontends.torch as torch
>>> x = torch.arange(4.0).view(1, 1, 2, 2)
>>> torch.grid_sampler_2d(x, torch.zeros(1, 1, 1, 2), 0, 0, False)
tensor([[[[1.5000]]]])
"""

from __future__ import annotations

import itertools

import ivy

from .._errors import FrontendRuntimeError
from ._convert import dtype_of, t, wrap

__all__ = ["grid_sampler", "grid_sampler_2d", "grid_sampler_3d"]


def _unnormalize(g, size, align):
    if align:
        return ivy.multiply(ivy.divide(ivy.add(g, 1.0), 2.0), float(size - 1))
    return ivy.divide(ivy.subtract(ivy.multiply(ivy.add(g, 1.0), float(size)), 1.0), 2.0)


def _reflect(x, lo, hi):
    """``x`` reflected into [lo, hi] (twice the span is the period)."""
    if hi == lo:
        return ivy.zeros_like(x)
    span = hi - lo
    y = ivy.abs(ivy.subtract(x, lo))
    flips = ivy.floor(ivy.divide(y, span))
    extra = ivy.subtract(y, ivy.multiply(flips, span))
    even = ivy.equal(ivy.remainder(flips, 2.0), 0)
    return ivy.where(even, ivy.add(extra, lo), ivy.subtract(hi, extra))


def _pad_coord(x, size, padding, align):
    if padding == 1:
        return ivy.clip(x, 0.0, float(size - 1))
    if padding == 2:
        x = _reflect(x, 0.0, float(size - 1)) if align else _reflect(x, -0.5, size - 0.5)
        return ivy.clip(x, 0.0, float(size - 1))
    return x


def _gather(flat, idx_list, sizes, valid):
    """``flat`` (N, C, prod(sizes)) at integer coordinates ``idx_list`` (each (N, P)); 0 where not ``valid``."""
    lin = None
    stride = 1
    for ix, s in zip(reversed(idx_list), reversed(sizes)):
        c = ivy.clip(ix, 0, s - 1)
        lin = ivy.multiply(c, stride) if lin is None else ivy.add(lin, ivy.multiply(c, stride))
        stride *= s
    n, ch = int(flat.shape[0]), int(flat.shape[1])
    idx = ivy.broadcast_to(ivy.expand_dims(ivy.astype(lin, ivy.int64), axis=1), (n, ch, int(lin.shape[-1])))
    v = ivy.take_along_axis(flat, idx, axis=-1)
    return ivy.where(ivy.expand_dims(valid, axis=1), v, ivy.zeros_like(v))


def _in_bounds(idx_list, sizes):
    ok = None
    for ix, s in zip(idx_list, sizes):
        b = ivy.logical_and(ivy.greater_equal(ix, 0), ivy.less(ix, s))
        ok = b if ok is None else ivy.logical_and(ok, b)
    return ok


def _cubic(d, A=-0.75):  # noqa: N803
    """The cubic convolution weights of the 4 taps at offsets -1, 0, 1, 2 for fractional part ``d``."""
    def w_near(x):
        return ivy.add(ivy.multiply(ivy.subtract(ivy.multiply(A + 2, x), A + 3), ivy.multiply(x, x)), 1.0)

    def w_far(x):
        return ivy.subtract(ivy.multiply(ivy.add(ivy.multiply(ivy.subtract(ivy.multiply(A, x), 5 * A), x), 8 * A),
                                         x), 4 * A)

    return [w_far(ivy.add(d, 1.0)), w_near(d), w_near(ivy.subtract(1.0, d)), w_far(ivy.subtract(2.0, d))]


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):  # noqa: A002
    """Values of ``input`` (N, C, *spatial) at the normalized coordinates ``grid`` (N, *out, ndim)."""
    a, g = t(input), t(grid)
    nd = a.ndim - 2
    if nd not in (2, 3) or g.ndim != a.ndim or int(g.shape[-1]) != nd:
        raise FrontendRuntimeError(f"grid_sampler(): expected 4D or 5D input and grid with same number of "
                                   f"dimensions, but got input with sizes {list(a.shape)} and grid with sizes "
                                   f"{list(g.shape)}")
    if interpolation_mode == 2 and nd != 2:
        raise FrontendRuntimeError("grid_sampler(): bicubic interpolation only supports 4D input")
    n, ch = int(a.shape[0]), int(a.shape[1])
    sizes = [int(s) for s in a.shape[2:]]  # (D,) H, W
    out_shape = tuple(int(s) for s in g.shape[1:-1])
    gd = g if dtype_of(g) is dtype_of(a) else ivy.astype(g, dtype_of(a)._ivy)
    gf = ivy.reshape(gd, (n, -1, nd))
    # grid's last axis is (x, y[, z]): reversed to the order of the spatial dims
    coords = []
    for k in range(nd):
        gk = ivy.take(gf, ivy.native_array([nd - 1 - k], dtype=ivy.int64), axis=-1)
        gk = ivy.reshape(gk, (n, -1))
        coords.append(_unnormalize(gk, sizes[k], align_corners))
    flat = ivy.reshape(a, (n, ch, -1))
    if interpolation_mode == 1:
        cs = [_pad_coord(c, s, padding_mode, align_corners) for c, s in zip(coords, sizes)]
        idx = [ivy.astype(ivy.round(c), ivy.int64) for c in cs]
        r = _gather(flat, idx, sizes, _in_bounds(idx, sizes))
    elif interpolation_mode == 0:
        cs = [_pad_coord(c, s, padding_mode, align_corners) for c, s in zip(coords, sizes)]
        lo = [ivy.floor(c) for c in cs]
        fr = [ivy.subtract(c, f) for c, f in zip(cs, lo)]
        r = None
        for corner in itertools.product((0, 1), repeat=nd):
            idx = [ivy.astype(ivy.add(f, float(o)), ivy.int64) for f, o in zip(lo, corner)]
            w = None
            for f, o in zip(fr, corner):
                wk = f if o else ivy.subtract(1.0, f)
                w = wk if w is None else ivy.multiply(w, wk)
            v = ivy.multiply(_gather(flat, idx, sizes, _in_bounds(idx, sizes)), ivy.expand_dims(w, axis=1))
            r = v if r is None else ivy.add(r, v)
    elif interpolation_mode == 2:
        lo = [ivy.floor(c) for c in coords]
        fr = [ivy.subtract(c, f) for c, f in zip(coords, lo)]
        wy, wx = _cubic(fr[0]), _cubic(fr[1])
        r = None
        for i in range(4):
            for j in range(4):
                yi = ivy.add(lo[0], float(i - 1))
                xj = ivy.add(lo[1], float(j - 1))
                yi = _pad_coord(yi, sizes[0], padding_mode, align_corners)
                xj = _pad_coord(xj, sizes[1], padding_mode, align_corners)
                idx = [ivy.astype(yi, ivy.int64), ivy.astype(xj, ivy.int64)]
                v = _gather(flat, idx, sizes, _in_bounds(idx, sizes))
                v = ivy.multiply(v, ivy.expand_dims(ivy.multiply(wy[i], wx[j]), axis=1))
                r = v if r is None else ivy.add(r, v)
    else:
        raise FrontendRuntimeError(f"grid_sampler(): unknown interpolation mode {interpolation_mode}")
    return wrap(ivy.reshape(ivy.astype(r, dtype_of(a)._ivy), (n, ch) + out_shape))


def grid_sampler_2d(input, grid, interpolation_mode, padding_mode, align_corners):  # noqa: A002
    """``grid_sampler`` of a 4-d input."""
    return grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners)


def grid_sampler_3d(input, grid, interpolation_mode, padding_mode, align_corners):  # noqa: A002
    """``grid_sampler`` of a 5-d input."""
    return grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners)

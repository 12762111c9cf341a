"""Quantization of reprojected (non-integer) pixel co-ordinates with features to an image grid."""

from __future__ import annotations

import ivy

from . import _common as _c
from . import single_view_geometry as _svg

__all__ = [
    "quantize_to_image",
]

MIN_DENOMINATOR = _c.MIN_DENOMINATOR


def _var(v, like_shape, ref, fn, name):
    """A variance given as a number or an array, as an array broadcast to ``like_shape``."""
    if isinstance(v, (int, float)):
        return ivy.full(like_shape, float(v), dtype=ivy.dtype(ref), device=_c.cdev(ref),
                        backend=_c.backend_of(ref))._data
    s = _c.shape_of(v)
    if s != tuple(like_shape):
        try:
            return ivy.broadcast_to(v, tuple(like_shape))
        except ivy.IvyError:
            _c.fail(fn, name, s, _c.fmt(like_shape))
    return v


def quantize_to_image(pixel_coords, final_image_dims, feat=None, feat_prior=None, with_db=False,
                      pixel_coords_var=1e-3, feat_var=1e-3, pixel_coords_prior_var=1e12, feat_prior_var=1e12,
                      var_threshold=(1e-3, 1e12), uniform_pixel_coords=None, batch_shape=None, device=None):
    """Quantize points with pixel co-ordinates ``(x, y)`` ``[batch_shape,num_points,2]`` (``x`` the column)
    and ``d`` features ``[batch_shape,num_points,d]`` (depth first when ``with_db``) onto a
    ``final_image_dims`` ``(h, w)`` grid: each point goes to the pixel its rounded co-ordinates name.

    Without ``with_db``, the points landing on one pixel are fused by inverse variance (each of the
    ``2 + d`` values with its own variance ``pixel_coords_var``/``feat_var``, numbers or
    ``[batch_shape,num_points,2|d]``): mean ``sum(x / v) / sum(1 / v)`` and variance ``n / sum(1 / v)``
    for ``n`` points (not ``1 / sum(1 / v)``: the points are not independent measurements), at least
    ``var_threshold[0]``. With ``with_db`` (a depth buffer) the pixel takes the values and variances of
    its nearest point (smallest depth, the first feature; ties: the first point).

    Points off the grid, or with a variance of at least ``var_threshold[1]``, are dropped. Empty pixels
    hold the prior: their own pixel co-ordinates with ``feat_prior`` (a number or
    ``[batch_shape,h,w,d]``, 0 when None), variances ``pixel_coords_prior_var`` and ``feat_prior_var``.
    ``var_threshold`` is ``(low, high)`` or ``[batch_shape,2+d,2]``.

    Returns the means ``[batch_shape,h,w,2+d]``, the variances ``[batch_shape,h,w,2+d]`` and the number
    of points per pixel ``[batch_shape,h,w,1]``. Shapes are static: it runs compiled, and the means are
    differentiable in ``pixel_coords`` (their values) and ``feat``.

    >>> import numpy as np, ivy_vision
    >>> pc = np.array([[0.2, 0.1], [1.1, 0.9], [0.9, 1.2]])
    >>> depth = np.array([[1.], [3.], [2.]])
    >>> mean, var, n = ivy_vision.quantize_to_image(pc, (2, 2), depth, with_db=True)
    >>> mean[..., 2], n[..., 0]
    (array([[1., 0.],
           [0., 2.]]), array([[1., 0.],
           [0., 2.]]))
    """
    fn = "quantize_to_image"
    w, (pc, ft, fp, pcv, fv, pcpv, fpv, vt, upc) = _c.prep(
        fn, pixel_coords, feat, feat_prior, pixel_coords_var, feat_var, pixel_coords_prior_var, feat_prior_var,
        var_threshold, uniform_pixel_coords)
    ps = _c.shape_of(pc)
    if len(ps) < 2 or ps[-1] != 2:
        _c.fail(fn, "pixel_coords", ps, "[batch_shape,num_points,2]")
    bs = _c.batch_of(fn, "pixel_coords", ps, 2, batch_shape, "[batch_shape,num_points,2]")
    n = ps[-2]
    h, wd = _c.dims_list(fn, "final_image_dims", final_image_dims, 2)
    dt, dev, b = ivy.dtype(pc), _c.cdev(pc), _c.backend_of(pc)
    if ft is None:
        ft = ivy.zeros(bs + (n, 0), dtype=dt, device=dev, backend=b)._data
    fs = _c.shape_of(ft)
    if len(fs) < 2 or tuple(fs[:-1]) != bs + (n,):
        _c.fail(fn, "feat", fs, f"{_c.fmt(bs + (n,))[:-1]},d]")
    d = fs[-1]
    if with_db and d < 1:
        raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: with_db needs a depth feature (feat[..., 0])")
    c = 2 + d

    # BS x N x C values and variances
    vals = ivy.concat((pc, ivy.astype(ft, dt, copy=False)), axis=-1)
    var = ivy.concat((_var(pcv, bs + (n, 2), pc, fn, "pixel_coords_var"), _var(fv, bs + (n, d), pc, fn, "feat_var")),
                     axis=-1)
    # BS x H x W x C prior
    if upc is None:
        upc = _svg._uniform(b, dt, dev, h, wd, False, False)
    upc = ivy.broadcast_to(upc[..., 0:2], bs + (h, wd, 2))
    fp = 0.0 if fp is None else fp
    prior = ivy.concat((upc, _var(fp, bs + (h, wd, d), pc, fn, "feat_prior")), axis=-1)
    prior_var = ivy.concat((_var(pcpv, bs + (h, wd, 2), pc, fn, "pixel_coords_prior_var"),
                            _var(fpv, bs + (h, wd, d), pc, fn, "feat_prior_var")), axis=-1)
    if isinstance(vt, (tuple, list)):
        low, high = float(vt[0]), float(vt[1])
    else:
        vts = _c.shape_of(vt)
        if vts[-2:] != (c, 2):
            _c.fail(fn, "var_threshold", vts, f"(low, high) or [batch_shape,{c},2]")
        low = ivy.expand_dims(vt[..., 0], axis=-2)
        high = ivy.expand_dims(vt[..., 1], axis=-2)

    # BS x N: each point's pixel, or the spare bin h*w when dropped
    q = ivy.astype(ivy.round(pc), ivy.int64, copy=False)
    qx, qy = q[..., 0], q[..., 1]
    inside = ivy.logical_and(ivy.logical_and(qx >= 0, qx < wd), ivy.logical_and(qy >= 0, qy < h))
    valid = ivy.logical_and(inside, ivy.all(var < high, axis=-1))
    npix = h * wd
    nbatch = _c.prod(bs)
    pix = ivy.where(valid, qy * wd + qx, npix)
    offsets = ivy.reshape(ivy.arange(nbatch, device=dev, backend=b)._data * (npix + 1), bs + (1,))
    bins = ivy.reshape(pix + offsets, (nbatch * n,))
    size = nbatch * (npix + 1)

    def scatter(v, k, red="sum"):
        r = ivy.scatter_nd(ivy.reshape(bins, (nbatch * n, 1)), ivy.reshape(v, (nbatch * n, k)), (size, k),
                           reduction=red)
        return ivy.reshape(r, bs + (npix + 1, k))[..., 0:npix, :]

    if with_db:
        depth = vals[..., 2]
        big = ivy.finfo(dt).max
        # the nearest depth of each bin, then the first point reaching it
        nearest = ivy.scatter_nd(ivy.reshape(bins, (nbatch * n, 1)), ivy.reshape(ivy.where(valid, depth, big),
                                                                                 (nbatch * n,)),
                                 (size,), reduction="min", tensor=ivy.full((size,), big, dtype=dt, device=dev,
                                                                           backend=b)._data)
        is_near = ivy.logical_and(valid, ivy.reshape(ivy.take(nearest, bins, axis=0), bs + (n,)) == depth)
        order = ivy.reshape(ivy.arange(nbatch * n, device=dev, backend=b)._data, bs + (n,))
        first = ivy.scatter_nd(ivy.reshape(bins, (nbatch * n, 1)),
                               ivy.reshape(ivy.where(is_near, order, nbatch * n), (nbatch * n,)), (size,),
                               reduction="min", tensor=ivy.full((size,), nbatch * n, dtype=ivy.int64, device=dev,
                                                                backend=b)._data)
        chosen = ivy.logical_and(is_near, ivy.reshape(ivy.take(first, bins, axis=0), bs + (n,)) == order)
        pick = ivy.astype(ivy.expand_dims(chosen, axis=-1), dt)
        summed = scatter(ivy.concat((vals * pick, var * pick, ivy.astype(ivy.expand_dims(valid, -1), dt)), axis=-1),
                         2 * c + 1)
        count = summed[..., 2 * c:]
        mean = summed[..., 0:c]
        new_var = ivy.maximum(summed[..., c:2 * c], low)
    else:
        vmask = ivy.astype(ivy.expand_dims(valid, axis=-1), dt)
        prec = vmask / var
        summed = scatter(ivy.concat((vals * prec, prec, vmask), axis=-1), 2 * c + 1)
        count = summed[..., 2 * c:]
        total_prec = summed[..., c:2 * c]
        fused_var = 1 / (total_prec + MIN_DENOMINATOR)
        mean = summed[..., 0:c] * fused_var
        new_var = ivy.maximum(fused_var * count, low)
    empty = count == 0
    img = bs + (h, wd)
    mean = ivy.where(ivy.reshape(empty, img + (1,)), prior, ivy.reshape(mean, img + (c,)))
    new_var = ivy.where(ivy.reshape(empty, img + (1,)), prior_var, ivy.reshape(new_var, img + (c,)))
    out = (mean, new_var, ivy.reshape(count, img + (1,)))
    if device is not None:
        out = tuple(_c.on_device(o, device) for o in out)
    return _c.ret(w, out)

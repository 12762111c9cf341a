"""Voxel grids from point clouds."""

from __future__ import annotations

import ivy

from . import _common as _c

__all__ = [
    "coords_to_voxel_grid",
]


def _as_list(fn, name, v, n):
    """A Python sequence of ``n`` numbers as floats, or None where ``v`` is an array."""
    if isinstance(v, (list, tuple)):
        if len(v) != n:
            raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: {name} must hold {n} numbers, got {v!r}")
        return [float(a) for a in v]
    return None


def coords_to_voxel_grid(coords, voxel_shape_spec, mode="DIMS", coord_bounds=None, features=None, batch_shape=None,
                         device=None):
    """Voxelize point clouds: each voxel holds the mean of the points falling in it, the mean of their
    features, and their count.

    ``coords`` ``[batch_shape,num_points,4]`` (homogeneous; or ``3``) in metres; ``voxel_shape_spec``
    the number of voxels along ``x, y, z`` (``mode="DIMS"``) or their sizes in metres
    (``mode="RES"``), ``[3]`` or ``[batch_shape,3]``; ``coord_bounds`` ``(x_min, y_min, z_min, x_max,
    y_max, z_max)``, ``[6]`` or ``[batch_shape,6]``: points outside (or on) the bounds are dropped
    (when None, each cloud's own bounding box holds every point); ``features``
    ``[batch_shape,num_points,f]`` are averaged per voxel like the co-ordinates.

    Returns the grid ``[batch_shape,x,y,z,3+f+1]`` (mean co-ordinates, mean features, count; empty
    voxels are zeros), the voxel counts ``[batch_shape,3]`` (int32), the voxel sizes
    ``[batch_shape,3]`` and the grids' lower corners ``[batch_shape,3]``. The voxel of a point is
    ``floor((p - lower) / size)``, clipped into the grid. With ``"RES"`` or a batch of different
    counts, the grid takes the largest counts and smaller grids fill its low corner.

    ``mode="DIMS"`` with ``voxel_shape_spec`` given as Python numbers has a static output shape: it
    runs under ``jax.jit``, ``tf.function`` and ``torch.compile``, and is differentiable in ``coords``
    and ``features`` (through the means; the voxel a point falls in is piecewise constant). Array
    specs and ``"RES"`` read the grid size back to the host.

    >>> import numpy as np, ivy_vision
    >>> pts = np.array([[0.1, 0.1, 0.1], [0.2, 0.1, 0.1], [0.9, 0.9, 0.9]])
    >>> grid, dims, res, lower = ivy_vision.coords_to_voxel_grid(pts, [2, 2, 2], coord_bounds=[0, 0, 0, 1, 1, 1])
    >>> grid.shape, grid[0, 0, 0].round(6), grid[1, 1, 1, 3]
    ((2, 2, 2, 4), array([0.15, 0.1 , 0.1 , 2.  ]), np.float64(1.0))
    """
    fn = "coords_to_voxel_grid"
    w, (x, spec, bounds, feats) = _c.prep(fn, coords, voxel_shape_spec, coord_bounds, features)
    xs = _c.shape_of(x)
    if len(xs) < 2 or xs[-1] not in (3, 4):
        _c.fail(fn, "coords", xs, "[batch_shape,num_points,4]")
    bs = _c.batch_of(fn, "coords", xs, 2, batch_shape, "[batch_shape,num_points,4]")
    nb = len(bs)
    npts = xs[-2]
    if mode not in ("DIMS", "RES"):
        raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: mode must be 'DIMS' or 'RES', got {mode!r}")
    pts = x[..., 0:3]
    dt = ivy.dtype(pts)
    dev = _c.cdev(pts)
    b = _c.backend_of(pts)

    def const(v, n, name):
        a = ivy.asarray(v, dtype=dt, device=dev, backend=b)._data
        s = _c.shape_of(a)
        if s == (n,):
            return ivy.reshape(a, (1,) * nb + (1, n))
        if len(s) < 1 or s[-1] != n:
            _c.fail(fn, name, s, f"[{n}] or [batch_shape,{n}]")
        _c.broadcast_batch(fn, "coords", bs, name, s[:-1])
        return ivy.expand_dims(a, axis=-2)

    # BS x 1 x 3: the grids' corners
    if bounds is not None:
        bnd = const(bounds, 6, "coord_bounds")
        lower, upper = bnd[..., 0:3], bnd[..., 3:6]
        valid = ivy.all(ivy.logical_and(pts > lower, pts < upper), axis=-1)
    else:
        lower = ivy.min(pts, axis=-2, keepdims=True) if npts else ivy.zeros_like(pts[..., 0:1, :])
        upper = ivy.max(pts, axis=-2, keepdims=True) if npts else ivy.ones_like(pts[..., 0:1, :])
        valid = None
    extent = upper - lower

    static = _as_list(fn, "voxel_shape_spec", spec, 3) if mode == "DIMS" else None
    if static is not None:
        counts = [int(v) for v in static]
        if min(counts) < 1:
            raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: voxel counts must be >= 1, got {voxel_shape_spec!r}")
        size = extent / ivy.asarray(static, dtype=dt, device=dev, backend=b)._data
        top = ivy.asarray([c - 1 for c in counts], dtype=ivy.int64, device=dev, backend=b)._data
        dims = ivy.asarray(counts, dtype=ivy.int32, device=dev, backend=b)._data
        grid_dims = counts
    else:
        sp = const(spec, 3, "voxel_shape_spec")
        if mode == "DIMS":
            dims_f = ivy.round(sp)
        else:
            dims_f = ivy.maximum(ivy.ceil(extent / sp), 1.0)
        size = extent / dims_f
        top = ivy.astype(dims_f, ivy.int64, copy=False) - 1
        dims = ivy.astype(dims_f, ivy.int32, copy=False)
        flat_dims = ivy.reshape(ivy.broadcast_to(dims, _c.shape_of(size)), (-1, 3))
        grid_dims = [int(v) for v in ivy.to_list(ivy.max(flat_dims, axis=0))] if _c.prod(bs) else [1, 1, 1]
    gx, gy, gz = grid_dims
    nvox = gx * gy * gz

    # BS x N x 3: each point's voxel, clipped into the grid
    idx = ivy.clip(ivy.astype(ivy.floor((pts - lower) / size), ivy.int64, copy=False), 0, top)
    flat = (idx[..., 0] * gy + idx[..., 1]) * gz + idx[..., 2]
    if valid is not None:
        flat = ivy.where(valid, flat, nvox)          # dropped points go to a spare voxel
    nbatch = _c.prod(bs)
    offsets = ivy.reshape(ivy.arange(nbatch, device=dev, backend=b)._data * (nvox + 1), bs + (1,))
    flat = ivy.reshape(flat + offsets, (nbatch * npts, 1))

    values = [pts]
    nf = 0
    if feats is not None:
        fs = _c.shape_of(feats)
        if len(fs) < 2 or fs[-2] != npts:
            _c.fail(fn, "features", fs, f"[batch_shape,{npts},f]")
        _c.broadcast_batch(fn, "coords", bs, "features", fs[:-2])
        nf = fs[-1]
        if fs[:-2] != bs:
            feats = ivy.broadcast_to(feats, bs + fs[-2:])
        values.append(ivy.astype(feats, dt) if ivy.dtype(feats) != dt else feats)
    values.append(ivy.ones_like(pts[..., 0:1]))
    vals = ivy.reshape(ivy.concat(values, axis=-1), (nbatch * npts, 4 + nf))
    summed = ivy.scatter_nd(flat, vals, (nbatch * (nvox + 1), 4 + nf), reduction="sum")
    summed = ivy.reshape(summed, bs + (nvox + 1, 4 + nf))[..., 0:nvox, :]
    count = summed[..., -1:]
    means = summed[..., :-1] / ivy.maximum(count, 1.0)
    grid = ivy.reshape(ivy.concat((means, count), axis=-1), bs + (gx, gy, gz, 4 + nf))
    per_batch = bs + (3,)
    dims = dims if static is not None else dims[..., 0, :]
    out = (grid, ivy.broadcast_to(dims, per_batch), ivy.broadcast_to(size[..., 0, :], per_batch),
           ivy.broadcast_to(lower[..., 0, :], per_batch))
    if device is not None:
        out = tuple(_c.on_device(o, device) for o in out)
    return _c.ret(w, out)

"""Triangle meshes of images, and rasterization of image-space triangles.

An image of ``h x w`` vertices (row-major, vertex ``i = row * w + col``) is meshed by two triangles
per square of four neighbouring pixels: ``(i, i + 1, i + w)`` and ``(i + w + 1, i + 1, i + w)``, all
the first kind of every square first, then all the second kind (row-major order).
"""

from __future__ import annotations

import ivy

from . import _common as _c

__all__ = [
    "rasterize_triangles",
    "create_trimesh_indices_for_image",
    "coord_image_to_trimesh",
]


def rasterize_triangles(pixel_coords_triangles, image_dims, batch_shape=None, device=None):
    """Which pixels the triangles cover: ``[batch_shape,h,w,1]`` booleans, True at the pixels
    ``(x, y)`` (``x`` the column, integer pixel centres) inside or on the edge of at least one of the
    triangles ``[batch_shape,num_triangles,3,2]`` (vertices' pixel co-ordinates; a third co-ordinate per
    vertex, e.g. depth, is ignored), of either winding. Degenerate (zero-area) triangles cover nothing.
    Memory grows with ``h * w * num_triangles``.

    >>> import numpy as np, ivy_vision
    >>> tri = np.array([[[0., 0.], [3., 0.], [0., 3.]]])
    >>> ivy_vision.rasterize_triangles(tri, (4, 4))[..., 0].astype(int)
    array([[1, 1, 1, 1],
           [1, 1, 1, 0],
           [1, 1, 0, 0],
           [1, 0, 0, 0]])
    """
    fn = "rasterize_triangles"
    w, (t,) = _c.prep(fn, pixel_coords_triangles)
    ts = _c.shape_of(t)
    if len(ts) < 3 or ts[-2] != 3 or ts[-1] not in (2, 3):
        _c.fail(fn, "pixel_coords_triangles", ts, "[batch_shape,num_triangles,3,3]")
    bs = _c.batch_of(fn, "pixel_coords_triangles", ts, 3, batch_shape, "[batch_shape,num_triangles,3,3]")
    h, wd = _c.dims_list(fn, "image_dims", image_dims, 2)
    dt, dev, b = _c.float_dtype_of(t), _c.cdev(t), _c.backend_of(t)
    t = ivy.astype(t, dt) if ivy.dtype(t) != dt else t
    xs = ivy.reshape(ivy.arange(wd, dtype=dt, device=dev, backend=b)._data, (1, wd, 1))
    ys = ivy.reshape(ivy.arange(h, dtype=dt, device=dev, backend=b)._data, (h, 1, 1))
    # BS x 1 x 1 x T: vertex co-ordinates
    v = [[ivy.expand_dims(ivy.expand_dims(t[..., i, j], axis=-2), axis=-2) for j in range(2)] for i in range(3)]

    def edge(a, c):
        (ax, ay), (cx, cy) = v[a], v[c]
        return (xs - ax) * (cy - ay) - (ys - ay) * (cx - ax)

    e0, e1, e2 = edge(0, 1), edge(1, 2), edge(2, 0)
    (x0, y0), (x1, y1), (x2, y2) = v
    area = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0)
    pos = ivy.logical_and(ivy.logical_and(e0 >= 0, e1 >= 0), e2 >= 0)
    neg = ivy.logical_and(ivy.logical_and(e0 <= 0, e1 <= 0), e2 <= 0)
    inside = ivy.logical_and(ivy.logical_or(pos, neg), area != 0)
    covered = ivy.any(inside, axis=-1, keepdims=True)
    covered = ivy.broadcast_to(covered, bs + (h, wd, 1))
    return _c.ret(w, _c.on_device(covered, device))


def _trimesh_indices(b, dev, h, w):
    """``[2*(h-1)*(w-1),3]`` int64 triangle indices (native)."""
    cols = ivy.reshape(ivy.arange(max(w - 1, 0), device=dev, backend=b)._data, (1, -1))
    rows = ivy.reshape(ivy.arange(max(h - 1, 0), device=dev, backend=b)._data * w, (-1, 1))
    i = ivy.reshape(rows + cols, (-1, 1))
    t0 = ivy.concat((i, i + 1, i + w), axis=-1)
    t1 = ivy.concat((i + w + 1, i + 1, i + w), axis=-1)
    return ivy.concat((t0, t1), axis=0)


def create_trimesh_indices_for_image(batch_shape, image_dims, device=None):
    """The triangle indices ``[batch_shape,2*(h-1)*(w-1),3]`` (int64) meshing an image of ``image_dims``
    ``(h, w)`` vertices (see the module's docs for the order). A creation function: an ``ivy.Array``
    on the current backend.

    >>> import ivy_vision
    >>> ivy_vision.create_trimesh_indices_for_image([], (2, 3))
    ivy.array([[0, 1, 3],
               [1, 2, 4],
               [4, 1, 3],
               [5, 2, 4]], dtype=int64, backend=numpy)
    """
    fn = "create_trimesh_indices_for_image"
    bs = tuple(_c.dims_list(fn, "batch_shape", batch_shape, None))
    h, w = _c.dims_list(fn, "image_dims", image_dims, 2)
    t = _trimesh_indices(ivy.current_backend(), device, h, w)
    if bs:
        t = ivy.broadcast_to(t, bs + _c.shape_of(t))
    return ivy.Array(t)


def coord_image_to_trimesh(coord_img, validity_mask=None, batch_shape=None, image_dims=None, device=None):
    """A triangle mesh of a co-ordinate image ``[batch_shape,h,w,3]``: its vertices
    ``[batch_shape,h*w,3]`` and triangle indices ``[batch_shape,2*(h-1)*(w-1),3]`` (int64). With a
    ``validity_mask`` ``[batch_shape,h,w,1]``, only triangles whose three vertices are valid are kept:
    ``[n,3]`` for an unbatched image, and for a batch a list (nested per batch dimension) of each
    image's ``[n_i,3]`` (the counts differ); this reads the mask back to the host.

    >>> import numpy as np, ivy_vision
    >>> pts = np.random.rand(2, 2, 3)
    >>> mask = np.array([[True, True], [True, False]])[..., None]
    >>> v, tris = ivy_vision.coord_image_to_trimesh(pts, mask)
    >>> v.shape, tris
    ((4, 3), array([[0, 1, 2]]))
    """
    fn = "coord_image_to_trimesh"
    w, (x, m) = _c.prep(fn, coord_img, validity_mask)
    s = _c.shape_of(x)
    _c.check_image(fn, "coord_img", s, (3,), "[batch_shape,h,w,3]")
    bs = _c.batch_of(fn, "coord_img", s, 3, batch_shape, "[batch_shape,h,w,3]")
    h, wd = s[-3], s[-2]
    if image_dims is not None and tuple(int(d) for d in image_dims) != (h, wd):
        _c.fail(fn, "coord_img", s, f"[batch_shape,{image_dims[0]},{image_dims[1]},3]")
    dev = _c.cdev(x) if device is None else device
    b = _c.backend_of(x)
    vertices = _c.on_device(ivy.reshape(x, bs + (h * wd, 3)), device)
    tris = _trimesh_indices(b, dev, h, wd)
    if m is None:
        if bs:
            tris = ivy.broadcast_to(tris, bs + _c.shape_of(tris))
        return _c.ret(w, (vertices, tris))
    ms = _c.shape_of(m)
    if tuple(ms) != bs + (h, wd, 1):
        _c.fail(fn, "validity_mask", ms, _c.fmt(bs + (h, wd, 1)))
    flat = ivy.reshape(ivy.astype(m, ivy.bool), (_c.prod(bs), h * wd))
    # BS x T: every vertex of the triangle valid
    vt = ivy.reshape(ivy.take(flat, ivy.reshape(tris, (-1,)), axis=1), (_c.prod(bs), -1, 3))
    ok = ivy.all(vt, axis=-1)
    kept = []
    for i in range(_c.prod(bs)):
        kept.append(_c.on_device(ivy.take(tris, ivy.reshape(ivy.argwhere(ok[i]), (-1,)), axis=0), device))
    if not bs:
        return _c.ret(w, (vertices, kept[0]))

    def nest(items, shape):
        if len(shape) == 1:
            return list(items)
        step = _c.prod(shape[1:])
        return [nest(items[j * step:(j + 1) * step], shape[1:]) for j in range(shape[0])]

    return _c.ret(w, (vertices, nest(kept, bs)))

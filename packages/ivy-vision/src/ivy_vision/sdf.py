"""Signed distance functions of primitive shapes (Inigo Quilez's formulas): negative inside, zero on
the surface, positive outside; a set of shapes gives the minimum over its members.

Cuboids are placed by ``cuboid_ext_mats``, 3x4 world-to-cuboid transforms ``[R | t]`` (a world
point ``x`` is ``R x + t`` in the cuboid's frame, whose origin is the cuboid's centre), and sized
by ``cuboid_dims``, the full side lengths along the cuboid's x, y and z axes.
"""

from __future__ import annotations

import ivy

from . import _common as _c

__all__ = [
    "sphere_signed_distances",
    "cuboid_signed_distances",
]


def _safe_norm(sq):
    """``sqrt(sq)`` whose gradient at ``sq == 0`` is 0 rather than NaN."""
    pos = sq > 0
    return ivy.where(pos, ivy.sqrt(ivy.where(pos, sq, 1.0)), 0.0)


def sphere_signed_distances(sphere_positions, sphere_radii, query_positions):
    """Signed distances of query points from the closest of a set of spheres.

    ``sphere_positions`` ``[batch_shape,num_spheres,3]``, ``sphere_radii``
    ``[batch_shape,num_spheres,1]``, ``query_positions`` ``[batch_shape,num_points,3]``;
    result ``[batch_shape,num_points,1]``: ``min_s(|q - c_s| - r_s)``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.sphere_signed_distances(np.zeros((1, 3)), np.ones((1, 1)), np.array([[0., 0, 3]]))
    array([[2.]])
    """
    fn = "sphere_signed_distances"
    w, (c, r, q) = _c.prep(fn, sphere_positions, sphere_radii, query_positions)
    cs, rs, qs = _c.shape_of(c), _c.shape_of(r), _c.shape_of(q)
    if len(cs) < 2 or cs[-1] != 3:
        _c.fail(fn, "sphere_positions", cs, "[batch_shape,num_spheres,3]")
    if len(rs) < 2 or rs[-1] != 1 or rs[-2] != cs[-2]:
        _c.fail(fn, "sphere_radii", rs, f"[batch_shape,{cs[-2]},1]")
    if len(qs) < 2 or qs[-1] != 3:
        _c.fail(fn, "query_positions", qs, "[batch_shape,num_points,3]")
    _c.broadcast_batch(fn, "sphere_positions", cs[:-2], "query_positions", qs[:-2])
    # BS x NS x NP
    diff = ivy.expand_dims(q, axis=-3) - ivy.expand_dims(c, axis=-2)
    d = _safe_norm(ivy.sum(diff * diff, axis=-1)) - r
    # BS x NP x 1
    return _c.ret(w, ivy.expand_dims(ivy.min(d, axis=-2), axis=-1))


def cuboid_signed_distances(cuboid_ext_mats, cuboid_dims, query_positions, batch_shape=None):
    """Signed distances of query points from the closest of a set of cuboids.

    ``cuboid_ext_mats`` ``[batch_shape,num_cuboids,3,4]`` (world-to-cuboid ``[R | t]``),
    ``cuboid_dims`` ``[batch_shape,num_cuboids,3]`` (full side lengths), ``query_positions``
    ``[batch_shape,num_points,3]``; result ``[batch_shape,num_points,1]``: with ``p = R q + t``
    and ``d = |p| - dims / 2``, ``|max(d, 0)| + min(max(d_x, d_y, d_z), 0)``.

    >>> import numpy as np, ivy_vision
    >>> E = np.eye(4)[None, :3]                              # one unit cube at the origin
    >>> ivy_vision.cuboid_signed_distances(E, np.ones((1, 3)), np.array([[0., 0, 2], [0, 0, 0]]))
    array([[ 1.5],
           [-0.5]])
    """
    fn = "cuboid_signed_distances"
    w, (e, dims, q) = _c.prep(fn, cuboid_ext_mats, cuboid_dims, query_positions)
    es, ds, qs = _c.shape_of(e), _c.shape_of(dims), _c.shape_of(q)
    if len(es) < 3 or es[-2:] != (3, 4):
        _c.fail(fn, "cuboid_ext_mats", es, "[batch_shape,num_cuboids,3,4]")
    if len(ds) < 2 or ds[-1] != 3 or ds[-2] != es[-3]:
        _c.fail(fn, "cuboid_dims", ds, f"[batch_shape,{es[-3]},3]")
    if len(qs) < 2 or qs[-1] != 3:
        _c.fail(fn, "query_positions", qs, "[batch_shape,num_points,3]")
    if batch_shape is not None and tuple(batch_shape) != es[:-3]:
        _c.fail(fn, "cuboid_ext_mats", es, f"{_c.fmt(tuple(batch_shape) + ('num_cuboids', 3, 4))}")
    _c.broadcast_batch(fn, "cuboid_ext_mats", es[:-3], "query_positions", qs[:-2])
    # BS x NC x NP x 3: the query points in each cuboid's frame
    rot_t = ivy.matrix_transpose(e[..., 0:3])
    p = ivy.matmul(ivy.expand_dims(q, axis=-3), rot_t) + e[..., None, :, 3]
    d = ivy.abs(p) - ivy.expand_dims(dims, axis=-2) * 0.5
    outside = ivy.clip(d, 0.0)
    inside = ivy.clip(ivy.max(d, axis=-1), None, 0.0)
    # min over cuboids of |outside| + inside: a point inside a cuboid has outside = 0 there, and one
    # outside every cuboid has inside = 0 for all, so the minimum is min(inside) + sqrt(min(|outside|^2)),
    # one square root a point instead of one a point and cuboid
    sq = ivy.min(ivy.sum(outside * outside, axis=-1), axis=-2)
    sdf = ivy.min(inside, axis=-2) + _safe_norm(sq)
    # BS x NP x 1
    return _c.ret(w, ivy.expand_dims(sdf, axis=-1))

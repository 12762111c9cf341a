"""Two-view geometry: moving co-ordinates between two cameras, the fundamental matrix, triangulation.

Conventions as in :mod:`ivy_vision.single_view_geometry`. Pairs of cameras are stacked on an axis
of size 2 after the batch dimensions: ``full_mats`` ``[batch_shape,2,3,4]``, ``camera_centers``
``[batch_shape,2,3,1]``, pixel co-ordinates ``[batch_shape,2,image_shape,3]``.
"""

from __future__ import annotations

import ivy
import ivy_mech

from . import _common as _c
from . import projective_geometry as _pg
from . import single_view_geometry as _svg

__all__ = [
    "ds_pixel_to_ds_pixel_coords",
    "cam_to_cam_coords",
    "sphere_to_sphere_coords",
    "angular_pixel_to_angular_pixel_coords",
    "get_fundamental_matrix",
    "closest_mutual_points_along_two_skew_rays",
    "triangulate_depth",
]

MIN_DENOMINATOR = _c.MIN_DENOMINATOR


def ds_pixel_to_ds_pixel_coords(ds_pixel_coords1, cam1to2_full_mat, batch_shape=None, image_shape=None,
                                device=None):
    """Depth-scaled pixel co-ordinates in camera 2 ``[batch_shape,image_shape,3]`` of depth-scaled
    pixel co-ordinates in camera 1 ``[batch_shape,image_shape,3]``, given the camera-1-to-2 full
    matrices ``K2 E_12 [K1^-1 | 0; 0 1]`` ``[batch_shape,3,4]`` (acting on ``(x d, y d, d, 1)``).

    >>> import numpy as np, ivy_vision
    >>> shift = np.array([[1., 0, 0, 2], [0, 1, 0, 0], [0, 0, 1, 0]])   # x moves by 2 / d
    >>> ivy_vision.ds_pixel_to_ds_pixel_coords(np.array([[2., 4., 2.]]), shift)
    array([[4., 4., 2.]])
    """
    fn = "ds_pixel_to_ds_pixel_coords"
    w, (x, p) = _c.prep(fn, ds_pixel_coords1, cam1to2_full_mat)
    _c.check_mat(fn, "cam1to2_full_mat", _c.shape_of(p), 3, 4, "[batch_shape,3,4]")
    _c.check_last(fn, "ds_pixel_coords1", _c.shape_of(x), (3,), "[batch_shape,image_shape,3]")
    r = _pg._apply(fn, x, "ds_pixel_coords1", p, "cam1to2_full_mat", batch_shape, image_shape)
    return _c.ret(w, _c.on_device(r, device))


def cam_to_cam_coords(cam_coords1, cam1to2_ext_mat, batch_shape=None, image_shape=None, device=None):
    """Homogeneous camera-2 points ``[batch_shape,image_shape,4]`` of camera-1 points
    ``[batch_shape,image_shape,4]`` (or ``3``), given the camera-1-to-2 extrinsics ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> E12 = np.array([[1., 0, 0, -1], [0, 1, 0, 0], [0, 0, 1, 0]])
    >>> ivy_vision.cam_to_cam_coords(np.array([[1., 2., 3., 1.]]), E12)
    array([[0., 2., 3., 1.]])
    """
    fn = "cam_to_cam_coords"
    w, (x, e) = _c.prep(fn, cam_coords1, cam1to2_ext_mat)
    _c.check_mat(fn, "cam1to2_ext_mat", _c.shape_of(e), 3, 4, "[batch_shape,3,4]")
    r = _pg._apply(fn, x, "cam_coords1", e, "cam1to2_ext_mat", batch_shape, image_shape)
    return _c.ret(w, _c.on_device(ivy_mech.make_coordinates_homogeneous(r), device))


def sphere_to_sphere_coords(sphere_coords1, cam1to2_ext_mat, batch_shape=None, image_shape=None):
    """Ego-sphere co-ordinates in camera 2 ``[batch_shape,image_shape,3]`` of those in camera 1,
    given the camera-1-to-2 extrinsics ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> E12 = np.array([[1., 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 1]])     # camera 2 one unit behind
    >>> ivy_vision.sphere_to_sphere_coords(np.array([[0., np.pi / 2, 2.]]), E12).round(6)
    array([[0.      , 1.570796, 3.      ]])
    """
    fn = "sphere_to_sphere_coords"
    w, (s, e) = _c.prep(fn, sphere_coords1, cam1to2_ext_mat)
    _c.check_mat(fn, "cam1to2_ext_mat", _c.shape_of(e), 3, 4, "[batch_shape,3,4]")
    _c.check_last(fn, "sphere_coords1", _c.shape_of(s), (3,), "[batch_shape,image_shape,3]")
    cam1 = _svg._sphere_to_cam(s, True)
    cam2 = _pg._apply(fn, cam1, "sphere_coords1", e, "cam1to2_ext_mat", batch_shape, image_shape)
    return _c.ret(w, _svg._cam_to_sphere(cam2, True))


def angular_pixel_to_angular_pixel_coords(angular_pixel_coords1, cam1to2_ext_mat, pixels_per_degree,
                                          batch_shape=None, image_shape=None):
    """Angular pixel co-ordinates in camera 2 ``[batch_shape,image_shape,3]`` of those in camera 1,
    given the camera-1-to-2 extrinsics ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> E12 = np.array([[1., 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 1]])
    >>> ivy_vision.angular_pixel_to_angular_pixel_coords(np.array([[180., 90., 2.]]), E12, 1.).round(4)
    array([[180.,  90.,   3.]])
    """
    fn = "angular_pixel_to_angular_pixel_coords"
    w, (a, e) = _c.prep(fn, angular_pixel_coords1, cam1to2_ext_mat)
    s1 = _svg.angular_pixel_to_sphere_coords(a, pixels_per_degree)
    s2 = sphere_to_sphere_coords(s1, e, batch_shape, image_shape)
    return _c.ret(w, _svg.sphere_to_angular_pixel_coords(s2, pixels_per_degree))


def get_fundamental_matrix(full_mat1, full_mat2, camera_center1=None, pinv_full_mat1=None, batch_shape=None,
                           device=None):
    """The fundamental matrix ``F = [e2]_x P2 P1^+`` ``[batch_shape,3,3]`` of two cameras with full
    matrices ``P1``, ``P2`` ``[batch_shape,3,4]`` (Hartley & Zisserman, eq. 9.1), ``e2 = P2 C1`` the
    epipole in image 2: corresponding pixels satisfy ``x2^T F x1 = 0``. The centre of camera 1
    ``[batch_shape,3,1]`` and the pseudo-inverse of ``P1`` ``[batch_shape,4,3]`` are computed when None.

    >>> import numpy as np, ivy_vision
    >>> P1 = np.eye(4)[:3]
    >>> P2 = np.array([[1., 0, 0, -1], [0, 1, 0, 0], [0, 0, 1, 0]])     # camera 2 one unit to the right
    >>> F = ivy_vision.get_fundamental_matrix(P1, P2)
    >>> x1, x2 = np.array([0.5, 0.2, 1.]), np.array([0.5 - 1 / 2, 0.2, 1.])   # a point at depth 2
    >>> abs(float(x2 @ F @ x1)) < 1e-12
    True
    """
    fn = "get_fundamental_matrix"
    w, (p1, p2, c1, pinv1) = _c.prep(fn, full_mat1, full_mat2, camera_center1, pinv_full_mat1)
    s1, s2 = _c.shape_of(p1), _c.shape_of(p2)
    _c.check_mat(fn, "full_mat1", s1, 3, 4, "[batch_shape,3,4]")
    _c.check_mat(fn, "full_mat2", s2, 3, 4, "[batch_shape,3,4]")
    _c.batch_of(fn, "full_mat1", s1, 2, batch_shape, "[batch_shape,3,4]")
    bs = _c.broadcast_batch(fn, "full_mat1", s1[:-2], "full_mat2", s2[:-2])
    if c1 is None:
        c1 = ivy.inv(ivy_mech.make_transformation_homogeneous(p1))[..., 0:3, 3:4]
    elif _c.shape_of(c1)[-2:] != (3, 1):
        _c.fail(fn, "camera_center1", _c.shape_of(c1), "[batch_shape,3,1]")
    if pinv1 is None:
        pinv1 = _pg.projection_matrix_pseudo_inverse(p1)
    else:
        _c.check_mat(fn, "pinv_full_mat1", _c.shape_of(pinv1), 4, 3, "[batch_shape,4,3]")
    # BS x 3: e2 = P2 [C1; 1]
    e2 = ivy.matmul(p2[..., 0:3], c1)[..., 0] + p2[..., 3]
    f = ivy.matmul(ivy.vector_to_skew_symmetric_matrix(e2), ivy.matmul(p2, pinv1))
    if _c.shape_of(f)[:-2] != bs:
        f = ivy.broadcast_to(f, bs + (3, 3))
    return _c.ret(w, _c.on_device(f, device))


def _closest_points(c, v, nb):
    """``c [BS,2,3,1]``, unit or not ray directions ``v [BS,2,IS,3]``: the points ``[BS,2,IS,3]``
    on each ray closest to the other ray."""
    vs = _c.shape_of(v)
    img_nd = len(vs) - nb - 2
    cs = _c.shape_of(c)
    c0 = ivy.reshape(c[..., 0, :, 0], cs[:-3] + (1,) * img_nd + (3,))
    c1 = ivy.reshape(c[..., 1, :, 0], cs[:-3] + (1,) * img_nd + (3,))
    d0 = v[(slice(None),) * nb + (0,)]
    d1 = v[(slice(None),) * nb + (1,)]
    n = ivy.cross(d0, d1)
    n0 = ivy.cross(d0, n)
    n1 = ivy.cross(d1, n)
    # t0 = ((c1 - c0) . n1) / (d0 . n1), t1 = ((c0 - c1) . n0) / (d1 . n0)
    t0 = ivy.sum((c1 - c0) * n1, axis=-1, keepdims=True) / (ivy.sum(d0 * n1, axis=-1, keepdims=True) + MIN_DENOMINATOR)
    t1 = ivy.sum((c0 - c1) * n0, axis=-1, keepdims=True) / (ivy.sum(d1 * n0, axis=-1, keepdims=True) + MIN_DENOMINATOR)
    return ivy.stack((c0 + t0 * d0, c1 + t1 * d1), axis=nb)


def closest_mutual_points_along_two_skew_rays(camera_centers, world_ray_vectors, batch_shape=None,
                                              image_shape=None, device=None):
    """For each pair of rays ``C_i + t v_i`` (one per camera and pixel), the point on each ray closest
    to the other: ``[batch_shape,2,image_shape,4]`` (homogeneous), from ``camera_centers``
    ``[batch_shape,2,3,1]`` and ``world_ray_vectors`` ``[batch_shape,2,image_shape,3]``. Two rays
    through one point give that point twice.

    >>> import numpy as np, ivy_vision
    >>> C = np.array([[[0.], [0.], [0.]], [[1.], [0.], [0.]]])
    >>> v = np.array([[[0., 0., 1.]], [[-1., 0., 1.]]]) / [[[1.]], [[np.sqrt(2)]]]
    >>> ivy_vision.closest_mutual_points_along_two_skew_rays(C, v).round(6)[:, 0] + 0.0
    array([[0., 0., 1., 1.],
           [0., 0., 1., 1.]])
    """
    fn = "closest_mutual_points_along_two_skew_rays"
    w, (c, v) = _c.prep(fn, camera_centers, world_ray_vectors)
    cs, vs = _c.shape_of(c), _c.shape_of(v)
    if len(cs) < 3 or cs[-3:] != (2, 3, 1):
        _c.fail(fn, "camera_centers", cs, "[batch_shape,2,3,1]")
    bs = _c.batch_of(fn, "camera_centers", cs, 3, batch_shape, "[batch_shape,2,3,1]")
    nb = len(bs)
    if len(vs) < nb + 2 or vs[-1] != 3 or vs[nb] != 2 or tuple(vs[:nb]) != bs:
        _c.fail(fn, "world_ray_vectors", vs, f"{_c.fmt(bs + (2,))[:-1]},image_shape,3]")
    if image_shape is not None and tuple(image_shape) != tuple(vs[nb + 1:-1]):
        _c.fail(fn, "world_ray_vectors", vs, f"{_c.fmt(bs + (2,) + tuple(image_shape) + (3,))}")
    pts = _closest_points(c, v, nb)
    return _c.ret(w, _c.on_device(ivy_mech.make_coordinates_homogeneous(pts), device))


def _triangulate_cmp(x, full_mats, inv_full_mats, camera_centers, nb):
    ray_x = x / (x[..., 2:3] + MIN_DENOMINATOR)
    # BS x 2 x IS x 3: the world points at depth 1 along each pixel's ray, minus the centres
    world = _pg._affine(ray_x, inv_full_mats, nb + 1)
    img_nd = len(_c.shape_of(x)) - nb - 2
    cs = _c.shape_of(camera_centers)
    centres = ivy.reshape(camera_centers, cs[:-2] + (1,) * img_nd + (3,))
    v = world - centres
    v = v / (ivy.sqrt(ivy.sum(v * v, axis=-1, keepdims=True)) + MIN_DENOMINATOR)
    # the point of camera 1's ray closest to camera 2's ray
    return _closest_points(camera_centers, v, nb)[(slice(None),) * nb + (0,)]


def _triangulate_dlt(x, full_mats, nb):
    xs = _c.shape_of(x)
    img = xs[nb + 1:-1]
    npix = _c.prod(img)
    bs = xs[:nb]
    xn = x / (x[..., 2:3] + MIN_DENOMINATOR)
    # BS x 2 x P x 1
    xn = ivy.reshape(xn, bs + (2, npix, 3))
    u, v = xn[..., 0:1], xn[..., 1:2]
    # BS x 2 x 1 x 4 rows of each P
    p = ivy.expand_dims(full_mats, axis=-3)
    rows_u = u * p[..., 2, :] - p[..., 0, :]
    rows_v = v * p[..., 2, :] - p[..., 1, :]
    # BS x P x 4 x 4
    a = ivy.stack((rows_u[(slice(None),) * nb + (0,)], rows_v[(slice(None),) * nb + (0,)],
                   rows_u[(slice(None),) * nb + (1,)], rows_v[(slice(None),) * nb + (1,)]), axis=-2)
    xh = ivy.svd(a, full_matrices=True)[2][..., -1, :]
    xw = xh[..., 0:3] / xh[..., 3:4]
    return ivy.reshape(xw, bs + img + (3,))


def triangulate_depth(ds_pixel_coords, full_mats, inv_full_mats=None, camera_centers=None, method="cmp",
                      batch_shape=None, image_shape=None):
    """Triangulate corresponding pixels of two cameras: the depth-scaled pixel co-ordinates in
    camera 1 ``[batch_shape,image_shape,3]`` of the world points seen at pixels ``(x, y, 1)`` (or
    depth-scaled ones) ``ds_pixel_coords`` ``[batch_shape,2,image_shape,3]`` by the cameras with
    full matrices ``full_mats`` ``[batch_shape,2,3,4]``.

    ``method``: ``"cmp"`` (closest mutual points: the point of camera 1's ray closest to camera 2's
    ray, so the pixel in camera 1 is kept exactly; needs ``inv_full_mats`` ``[batch_shape,2,3,4]``
    and ``camera_centers`` ``[batch_shape,2,3,1]``, computed from ``full_mats`` when None) or ``"dlt"`` (the homogeneous
    linear method of Hartley & Zisserman section 12.2, as OpenCV's ``triangulatePoints``).

    >>> import numpy as np, ivy_vision
    >>> P = np.stack([np.eye(4)[:3], np.array([[1., 0, 0, -1], [0, 1, 0, 0], [0, 0, 1, 0]])])
    >>> X = np.array([0.5, 0.2, 2., 1.])                     # a world point at depth 2
    >>> px = (P @ X) / (P @ X)[:, 2:]
    >>> ivy_vision.triangulate_depth(px[:, None], P, method="dlt").round(6)
    array([[0.5, 0.2, 2. ]])
    """
    fn = "triangulate_depth"
    w, (x, p, ip, cc) = _c.prep(fn, ds_pixel_coords, full_mats, inv_full_mats, camera_centers)
    ps = _c.shape_of(p)
    if len(ps) < 3 or ps[-3:] != (2, 3, 4):
        _c.fail(fn, "full_mats", ps, "[batch_shape,2,3,4]")
    bs = _c.batch_of(fn, "full_mats", ps, 3, batch_shape, "[batch_shape,2,3,4]")
    nb = len(bs)
    xs = _c.shape_of(x)
    if len(xs) < nb + 2 or xs[-1] != 3 or xs[nb] != 2 or tuple(xs[:nb]) != bs:
        _c.fail(fn, "ds_pixel_coords", xs, f"{_c.fmt(bs + (2,))[:-1]},image_shape,3]")
    if image_shape is not None and tuple(image_shape) != tuple(xs[nb + 1:-1]):
        _c.fail(fn, "ds_pixel_coords", xs, f"{_c.fmt(bs + (2,) + tuple(image_shape) + (3,))}")
    if method == "cmp":
        if ip is None:
            ip = ivy.inv(ivy_mech.make_transformation_homogeneous(p))[..., 0:3, :]
        else:
            _c.check_mat(fn, "inv_full_mats", _c.shape_of(ip), 3, 4, "[batch_shape,2,3,4]")
        if cc is None:
            cc = ip[..., 3:4]
        elif _c.shape_of(cc)[-3:] != (2, 3, 1):
            _c.fail(fn, "camera_centers", _c.shape_of(cc), "[batch_shape,2,3,1]")
        world = _triangulate_cmp(x, p, ip, cc, nb)
    elif method == "dlt":
        world = _triangulate_dlt(x, p, nb)
    else:
        raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: method must be 'cmp' or 'dlt', got {method!r}")
    p1 = p[(slice(None),) * nb + (0,)]
    return _c.ret(w, _pg._affine(world, p1, nb))

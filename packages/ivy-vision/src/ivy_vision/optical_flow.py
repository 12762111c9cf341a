"""Optical flow: from depth and camera motion, to depth by triangulation, epipolar projection, cost
volumes, and scene-flow velocities of moving objects.

Flow is ``[batch_shape,h,w,2]`` in pixels, ``(dx, dy)``: the pixel ``(x, y)`` of frame 1 moves to
``(x + dx, y + dy)`` in frame 2. Other conventions as in :mod:`ivy_vision.single_view_geometry`.
"""

from __future__ import annotations

import ivy
import ivy_mech

from . import _common as _c
from . import image as _img
from . import projective_geometry as _pg
from . import single_view_geometry as _svg
from . import two_view_geometry as _tvg

__all__ = [
    "depth_from_flow_and_cam_mats",
    "flow_from_depth_and_cam_mats",
    "project_flow_to_epipolar_line",
    "pixel_cost_volume",
    "velocity_from_flow_cam_coords_and_cam_mats",
    "project_cam_coords_with_object_transformations",
    "velocity_from_cam_coords_id_image_and_object_trans",
    "flow_from_cam_coords_id_image_and_object_trans",
]

MIN_DENOMINATOR = _c.MIN_DENOMINATOR


def _flow_shapes(fn, flow, batch_shape, image_dims):
    s = _c.shape_of(flow)
    _c.check_image(fn, "flow", s, (2,), "[batch_shape,h,w,2]")
    bs = _c.batch_of(fn, "flow", s, 3, batch_shape, "[batch_shape,h,w,2]")
    hw = tuple(s[-3:-1])
    if image_dims is not None and tuple(int(d) for d in image_dims) != hw:
        _c.fail(fn, "flow", s, f"[batch_shape,{image_dims[0]},{image_dims[1]},2]")
    return bs, hw


def depth_from_flow_and_cam_mats(flow, full_mats, inv_full_mats=None, camera_centers=None, uniform_pixel_coords=None,
                                 triangulation_method="cmp", batch_shape=None, image_dims=None, device=None):
    """Depth in frame 1 ``[batch_shape,h,w,1]`` by triangulating each pixel with the pixel its flow
    ``[batch_shape,h,w,2]`` leads to in frame 2, given the full matrices of both frames
    ``[batch_shape,2,3,4]`` (see :func:`ivy_vision.triangulate_depth` for the methods and the optional
    ``inv_full_mats`` ``[batch_shape,2,3,4]`` and ``camera_centers`` ``[batch_shape,2,3,1]``).

    >>> import numpy as np, ivy_vision
    >>> P = np.stack([np.eye(4)[:3], np.array([[1., 0, 0, -1], [0, 1, 0, 0], [0, 0, 1, 0]])])
    >>> flow = np.full((2, 2, 2), [-0.5, 0.])                # 1 / depth of the baseline 1: depth 2
    >>> ivy_vision.depth_from_flow_and_cam_mats(flow, P)[..., 0].round(6)
    array([[2., 2.],
           [2., 2.]])
    """
    fn = "depth_from_flow_and_cam_mats"
    w, (f, p, ip, cc, u) = _c.prep(fn, flow, full_mats, inv_full_mats, camera_centers, uniform_pixel_coords)
    bs, hw = _flow_shapes(fn, f, batch_shape, image_dims)
    u = _svg._upc(fn, f, u, hw)
    moved = u + ivy.concat((f, ivy.zeros_like(f[..., 0:1])), axis=-1)
    nb = len(bs)
    if _c.shape_of(u)[:nb] != bs:
        u = ivy.broadcast_to(u, bs + _c.shape_of(u)[-3:])
    pix = ivy.stack((u, moved), axis=nb)
    d = _tvg.triangulate_depth(pix, p, ip, cc, triangulation_method, bs, hw)[..., 2:3]
    return _c.ret(w, _c.on_device(d, device))


def flow_from_depth_and_cam_mats(pixel_coords1, cam1to2_full_mat, batch_shape=None, image_shape=None):
    """Optical flow ``[batch_shape,image_shape,2]`` of the depth-scaled pixel co-ordinates of frame 1
    ``[batch_shape,image_shape,3]`` under the camera-1-to-2 full matrices ``[batch_shape,3,4]`` (see
    :func:`ivy_vision.ds_pixel_to_ds_pixel_coords`).

    >>> import numpy as np, ivy_vision
    >>> shift = np.array([[1., 0, 0, -1], [0, 1, 0, 0], [0, 0, 1, 0]])
    >>> ivy_vision.flow_from_depth_and_cam_mats(np.array([[1., 0.4, 2.]]), shift)
    array([[-0.5,  0. ]])
    """
    fn = "flow_from_depth_and_cam_mats"
    w, (x, p) = _c.prep(fn, pixel_coords1, cam1to2_full_mat)
    x2 = _tvg.ds_pixel_to_ds_pixel_coords(x, p, batch_shape, image_shape)
    px2 = x2[..., 0:2] / (x2[..., 2:3] + MIN_DENOMINATOR)
    px1 = x[..., 0:2] / (x[..., 2:3] + MIN_DENOMINATOR)
    return _c.ret(w, px2 - px1)


def project_flow_to_epipolar_line(flow, fund_mat, uniform_pixel_coords=None, batch_shape=None, image_dims=None,
                                  device=None):
    """The flow ``[batch_shape,h,w,2]`` changed so each pixel's end point is its closest point on
    the epipolar line ``F x1`` in frame 2 (``fund_mat`` ``F`` ``[batch_shape,3,3]``).

    >>> import numpy as np, ivy_vision
    >>> F = np.array([[0., 0, 0], [0, 0, -1], [0, 1, 0]])     # a sideways baseline: rows stay rows
    >>> ivy_vision.project_flow_to_epipolar_line(np.full((1, 2, 2), [3., 0.7]), F)[0, 1]
    array([3., 0.])
    """
    fn = "project_flow_to_epipolar_line"
    w, (f, fm, u) = _c.prep(fn, flow, fund_mat, uniform_pixel_coords)
    bs, hw = _flow_shapes(fn, f, batch_shape, image_dims)
    _c.check_mat(fn, "fund_mat", _c.shape_of(fm), 3, 3, "[batch_shape,3,3]")
    _c.broadcast_batch(fn, "flow", bs, "fund_mat", _c.shape_of(fm)[:-2])
    u = _svg._upc(fn, f, u, hw)
    lines = _pg._transform(ivy.broadcast_to(u, bs + hw + (3,)) if _c.shape_of(u)[:-3] != bs else u, fm, len(bs))
    a, b, c = lines[..., 0:1], lines[..., 1:2], lines[..., 2:3]
    end = u[..., 0:2] + f
    x0, y0 = end[..., 0:1], end[..., 1:2]
    # the foot of the perpendicular from (x0, y0) to a x + b y + c = 0
    den = a * a + b * b
    ok = den > 0                                 # no line at the epipole itself: the flow is kept
    dist = ivy.where(ok, (a * x0 + b * y0 + c) / ivy.where(ok, den, 1.0), 0.0)
    projected = ivy.concat((x0 - a * dist, y0 - b * dist), axis=-1)
    return _c.ret(w, _c.on_device(projected - u[..., 0:2], device))


def pixel_cost_volume(image1, image2, search_range, batch_shape=None):
    """FlowNet's correlation cost volume: for each pixel of ``image1`` ``[batch_shape,h,w,d]`` and each
    displacement ``(dy, dx)`` in ``[-search_range, search_range]^2``, the mean over channels of
    ``image1[y, x] * image2[y + dy, x + dx]`` (zeros beyond ``image2``), in the order ``dy`` major,
    ``dx`` minor: ``[batch_shape,h,w,(2*search_range+1)^2]``.

    >>> import numpy as np, ivy_vision
    >>> img = np.ones((3, 3, 1))
    >>> ivy_vision.pixel_cost_volume(img, img, 1)[0, 0]          # the corner sees 4 of 9 neighbours
    array([0., 0., 0., 0., 1., 1., 0., 1., 1.])
    """
    fn = "pixel_cost_volume"
    w, (x1, x2) = _c.prep(fn, image1, image2)
    s1, s2 = _c.shape_of(x1), _c.shape_of(x2)
    _c.check_image(fn, "image1", s1, None, "[batch_shape,h,w,d]")
    if s2 != s1:
        _c.fail(fn, "image2", s2, _c.fmt(s1) + " (image1's shape)")
    _c.batch_of(fn, "image1", s1, 3, batch_shape, "[batch_shape,h,w,d]")
    r = int(search_range)
    if r < 0:
        raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: search_range must be >= 0, got {search_range}")
    h, wd = s1[-3], s1[-2]
    pad = [(0, 0)] * (len(s1) - 3) + [(r, r), (r, r), (0, 0)]
    padded = ivy.zero_pad(x2, pad)
    costs = []
    for y in range(2 * r + 1):
        for x in range(2 * r + 1):
            costs.append(ivy.mean(x1 * padded[..., y:y + h, x:x + wd, :], axis=-1))
    return _c.ret(w, ivy.stack(costs, axis=-1))


def velocity_from_flow_cam_coords_and_cam_mats(flow_t_to_tm1, cam_coords_t, cam_coords_tm1, cam_tm1_to_t_ext_mat,
                                               delta_t, uniform_pixel_coords=None, batch_shape=None,
                                               image_dims=None, device=None):
    """Scene-flow velocities ``[batch_shape,h,w,3]`` in camera ``t``'s frame, and their validity mask
    ``[batch_shape,h,w,1]``: each pixel's camera-frame point at ``t`` ``[batch_shape,h,w,4]`` minus
    the point at ``t - 1`` it came from (``cam_coords_tm1`` ``[batch_shape,h,w,4]`` sampled bilinearly
    where the flow from ``t`` to ``t - 1`` ``[batch_shape,h,w,2]`` leads, moved into camera ``t``'s frame
    by ``cam_tm1_to_t_ext_mat`` ``[batch_shape,3,4]``), over ``delta_t`` ``[batch_shape,1]``. Pixels
    whose flow leaves the image are invalid and get zero velocity.

    >>> import numpy as np, ivy_vision
    >>> pts = np.concatenate([np.ones((2, 2, 3)), np.ones((2, 2, 1))], -1)
    >>> E = np.array([[1., 0, 0, 0.5], [0, 1, 0, 0], [0, 0, 1, 0]])    # the camera moved by -0.5 in x
    >>> v, ok = ivy_vision.velocity_from_flow_cam_coords_and_cam_mats(
    ...     np.zeros((2, 2, 2)), pts, pts, E, np.array([0.5]))
    >>> v[0, 0], bool(ok.all())
    (array([-1.,  0.,  0.]), True)
    """
    fn = "velocity_from_flow_cam_coords_and_cam_mats"
    w, (f, ct, ctm1, e, dt, u) = _c.prep(fn, flow_t_to_tm1, cam_coords_t, cam_coords_tm1, cam_tm1_to_t_ext_mat,
                                         delta_t, uniform_pixel_coords)
    bs, hw = _flow_shapes(fn, f, batch_shape, image_dims)
    nb = len(bs)
    for name, x in (("cam_coords_t", ct), ("cam_coords_tm1", ctm1)):
        s = _c.shape_of(x)
        if len(s) < 3 or tuple(s[-3:-1]) != hw or s[-1] not in (3, 4):
            _c.fail(fn, name, s, f"[batch_shape,{hw[0]},{hw[1]},4]")
    _c.check_mat(fn, "cam_tm1_to_t_ext_mat", _c.shape_of(e), 3, 4, "[batch_shape,3,4]")
    u = _svg._upc(fn, f, u, hw)
    warp = u[..., 0:2] + f
    ctm1 = ctm1[..., 0:3]
    if _c.shape_of(ctm1)[:nb] != bs:
        ctm1 = ivy.broadcast_to(ctm1, bs + _c.shape_of(ctm1)[-3:])
    if _c.shape_of(warp)[:nb] != bs:
        warp = ivy.broadcast_to(warp, bs + _c.shape_of(warp)[-3:])
    sampled = _img._bilinear(ctm1, warp, nb)
    projected = _pg._affine(sampled, e, nb)
    dt = ivy.reshape(dt, _c.shape_of(dt)[:-1] + (1, 1, 1)) if _c.shape_of(dt) else dt
    vel = (ct[..., 0:3] - projected) / dt
    wx, wy = warp[..., 0:1], warp[..., 1:2]
    valid = ivy.logical_and(ivy.logical_and(wx >= 0, wx <= hw[1] - 1), ivy.logical_and(wy >= 0, wy <= hw[0] - 1))
    vel = ivy.where(valid, vel, ivy.zeros_like(vel))
    return _c.ret(w, (_c.on_device(vel, device), _c.on_device(valid, device)))


def project_cam_coords_with_object_transformations(cam_coords_1, id_image, obj_ids, obj_trans, cam_1_to_2_ext_mat,
                                                   batch_shape=None, image_shape=None):
    """Move camera-1 points ``[batch_shape,image_shape,4]`` into camera 2's frame, each pixel on an
    object of ``obj_ids`` ``[batch_shape,num_obj,1]`` (``id_image`` ``[batch_shape,image_shape,1]`` holds
    each pixel's id) first moved by its object's transformation ``obj_trans``
    ``[batch_shape,num_obj,3,4]`` (in camera 1's frame), then by the camera motion
    ``cam_1_to_2_ext_mat`` ``[batch_shape,3,4]``. Returns the points ``[batch_shape,image_shape,4]`` and
    the mask of pixels on a listed object ``[batch_shape,image_shape,1]``.

    >>> import numpy as np, ivy_vision
    >>> pts = np.array([[0., 0., 2., 1.], [1., 0., 2., 1.]])
    >>> ids = np.array([[1.], [0.]])
    >>> T = np.array([[[1., 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 1]]])   # object 1 moves 1 forward
    >>> p2, moving = ivy_vision.project_cam_coords_with_object_transformations(
    ...     pts, ids, np.array([[1.]]), T, np.eye(4)[:3])
    >>> p2, moving[:, 0]
    (array([[0., 0., 3., 1.],
           [1., 0., 2., 1.]]), array([ True, False]))
    """
    fn = "project_cam_coords_with_object_transformations"
    w, (c1, ids, oids, ot, e) = _c.prep(fn, cam_coords_1, id_image, obj_ids, obj_trans, cam_1_to_2_ext_mat)
    es = _c.shape_of(e)
    _c.check_mat(fn, "cam_1_to_2_ext_mat", es, 3, 4, "[batch_shape,3,4]")
    nb = len(es) - 2 if batch_shape is None else len(batch_shape)
    cs = _c.shape_of(c1)
    _c.check_last(fn, "cam_coords_1", cs, (3, 4), "[batch_shape,image_shape,4]")
    img = tuple(cs[nb:-1]) if image_shape is None else tuple(image_shape)
    ots = _c.shape_of(ot)
    if len(ots) < 3 or ots[-2:] != (3, 4):
        _c.fail(fn, "obj_trans", ots, "[batch_shape,num_obj,3,4]")
    n_obj = ots[-3]
    if _c.shape_of(oids)[-2:] != (n_obj, 1):
        _c.fail(fn, "obj_ids", _c.shape_of(oids), f"[batch_shape,{n_obj},1]")
    if tuple(_c.shape_of(ids)[-len(img) - 1:]) != img + (1,):
        _c.fail(fn, "id_image", _c.shape_of(ids), f"{_c.fmt(('batch_shape',) + img + (1,))}")
    pts, moving = _project_with_objects(c1[..., 0:3], ids, oids, ot, e, nb, img)
    return _c.ret(w, (ivy_mech.make_coordinates_homogeneous(pts), moving))


def _project_with_objects(c1, ids, oids, ot, e, nb, img):
    """(camera-2 points ``[BS,IS,3]``, moving mask ``[BS,IS,1]``)."""
    img_nd = len(img)
    n_obj = _c.shape_of(ot)[-3]
    # BS x IS x NO: which object each pixel is on
    ob = _c.shape_of(oids)[:-2]
    hit = ids == ivy.reshape(oids, ob + (1,) * img_nd + (n_obj,))
    moving = ivy.any(hit, axis=-1, keepdims=True)
    # BS x NO x P x 3: every pixel moved by every object
    cb = _c.shape_of(c1)[:nb]
    flat = ivy.reshape(c1, cb + (1, _c.prod(img), 3))
    by_obj = ivy.matmul(flat, ivy.matrix_transpose(ot[..., 0:3])) + ot[..., None, :, 3]
    by_obj = ivy.swapaxes(by_obj, -3, -2)
    by_obj = ivy.reshape(by_obj, _c.shape_of(by_obj)[:-3] + img + (n_obj, 3))
    weights = ivy.astype(hit, ivy.dtype(c1))
    moved = ivy.sum(by_obj * ivy.expand_dims(weights, axis=-1), axis=-2)
    pts = ivy.where(moving, moved, c1)
    return _pg._affine(pts, e, nb), moving


def velocity_from_cam_coords_id_image_and_object_trans(cam_coords_t, id_image, obj_ids, obj_trans, delta_t,
                                                       batch_shape=None, image_shape=None, device=None):
    """Velocities ``[batch_shape,image_shape,3]`` of the pixels on moving objects: ``(X_t - T X_t) /
    delta_t`` with ``T`` the pixel's object transformation ``obj_trans`` ``[batch_shape,num_obj,3,4]``
    taking its points at ``t`` to where they were at ``t - 1``; zero off the objects. ``cam_coords_t``
    ``[batch_shape,image_shape,4]``, ``id_image`` ``[batch_shape,image_shape,1]``, ``obj_ids``
    ``[batch_shape,num_obj,1]``, ``delta_t`` ``[batch_shape,1]``.

    >>> import numpy as np, ivy_vision
    >>> T = np.array([[[1., 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1]]])  # it was 1 closer a step ago
    >>> ivy_vision.velocity_from_cam_coords_id_image_and_object_trans(
    ...     np.array([[0., 0., 2., 1.]]), np.array([[7.]]), np.array([[7.]]), T, np.array([0.5]))
    array([[0., 0., 2.]])
    """
    fn = "velocity_from_cam_coords_id_image_and_object_trans"
    w, (c, ids, oids, ot, dt) = _c.prep(fn, cam_coords_t, id_image, obj_ids, obj_trans, delta_t)
    ds = _c.shape_of(dt)
    nb = len(ds) - 1 if batch_shape is None else len(batch_shape)
    cs = _c.shape_of(c)
    _c.check_last(fn, "cam_coords_t", cs, (3, 4), "[batch_shape,image_shape,4]")
    img = tuple(cs[nb:-1]) if image_shape is None else tuple(image_shape)
    ots = _c.shape_of(ot)
    if len(ots) < 3 or ots[-2:] != (3, 4):
        _c.fail(fn, "obj_trans", ots, "[batch_shape,num_obj,3,4]")
    eye = ivy.eye(3, 4, dtype=ivy.dtype(c), device=_c.cdev(c), backend=_c.backend_of(c))._data
    moved, moving = _project_with_objects(c[..., 0:3], ids, oids, ot, eye, nb, img)
    dt = ivy.reshape(dt, ds[:-1] + (1,) * len(img) + (1,)) if ds else dt
    vel = (c[..., 0:3] - moved) / dt
    return _c.ret(w, _c.on_device(ivy.where(moving, vel, ivy.zeros_like(vel)), device))


def flow_from_cam_coords_id_image_and_object_trans(cam_coords_f1, id_image, obj_ids, obj_trans, calib_mat,
                                                   cam_1_to_2_ext_mat, batch_shape=None, image_shape=None):
    """Optical flow ``[batch_shape,image_shape,2]`` of camera-1 points ``[batch_shape,image_shape,4]``
    under the camera motion ``cam_1_to_2_ext_mat`` ``[batch_shape,3,4]`` and, for the pixels on objects
    of ``obj_ids``, their objects' motions ``obj_trans`` ``[batch_shape,num_obj,3,4]`` (see
    :func:`project_cam_coords_with_object_transformations`), both cameras with calibration
    ``calib_mat`` ``[batch_shape,3,3]``.

    >>> import numpy as np, ivy_vision
    >>> T = np.array([[[1., 0, 0, 1], [0, 1, 0, 0], [0, 0, 1, 0]]])   # the object moves 1 right
    >>> ivy_vision.flow_from_cam_coords_id_image_and_object_trans(
    ...     np.array([[0., 0., 2., 1.]]), np.array([[1.]]), np.array([[1.]]), T, np.eye(3), np.eye(4)[:3])
    array([[0.5, 0. ]])
    """
    fn = "flow_from_cam_coords_id_image_and_object_trans"
    w, (c1, ids, oids, ot, k, e) = _c.prep(fn, cam_coords_f1, id_image, obj_ids, obj_trans, calib_mat,
                                           cam_1_to_2_ext_mat)
    _c.check_mat(fn, "calib_mat", _c.shape_of(k), 3, 3, "[batch_shape,3,3]")
    c2, _moving = project_cam_coords_with_object_transformations(c1, ids, oids, ot, e, batch_shape, image_shape)
    nb = len(_c.shape_of(e)) - 2 if batch_shape is None else len(batch_shape)
    x1 = _pg._transform(c1[..., 0:3], k, nb)
    x2 = _pg._transform(c2[..., 0:3], k, nb)
    px1 = x1[..., 0:2] / (x1[..., 2:3] + MIN_DENOMINATOR)
    px2 = x2[..., 0:2] / (x2[..., 2:3] + MIN_DENOMINATOR)
    return _c.ret(w, px2 - px1)

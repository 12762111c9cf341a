"""Single-view geometry: the pinhole camera (Hartley & Zisserman, chapter 6) and ego-sphere co-ordinates.

Conventions (all functions):

- Pixel co-ordinates ``(x, y)``: ``x`` the column (rightwards), ``y`` the row (downwards), origin
  at the top-left pixel's centre. Homogeneous pixel co-ordinates are ``(x, y, 1)``; *depth
  scaled* ones ``(x d, y d, d)`` with ``d`` the depth (the camera-frame ``z``), so
  ``K X_cam = ds_pixel``.
- The camera frame is OpenCV's: ``x`` right, ``y`` down, ``z`` forward (the optical axis).
- Calibration ``K = [[fx, 0, px], [0, fy, py], [0, 0, 1]]`` with positive focal lengths in pixels.
- Extrinsic matrices ``E = [R | t]`` (``[batch_shape,3,4]``) map world to camera:
  ``X_cam = R X_world + t = R (X_world - C)`` with ``C`` the camera centre. The full matrix is
  ``P = K E`` (world to depth-scaled pixels). ``inv_*`` matrices are the top 3 rows of the inverse of
  the matrix made homogeneous (``[batch_shape,3,4]``): ``inv_ext_mat`` maps camera to world and its
  last column is the camera centre.
- World and camera co-ordinates are homogeneous, ``[..., 4]`` with a last 1; functions taking them
  also take the 3 co-ordinates alone.
- Ego-sphere co-ordinates are ``[phi, theta, r]`` (ivy_mech's polar co-ordinates) of the camera
  frame reordered to ``(z, x, y)`` when ``forward_facing_z`` (the default): ``phi = atan2(x, z)``
  (0 straight ahead, positive to the right), ``theta = acos(y / r)`` (from the downward axis,
  pi/2 on the horizon). Angular pixel co-ordinates are ``((180 - phi_deg) mod 360, theta_deg, r)``
  with the angles scaled by ``pixels_per_degree``.
- Shapes: ``[batch_shape,h,w,c]`` for images, ``[batch_shape,image_shape,c]`` where any number of
  image dimensions works. ``batch_shape``, ``image_shape``/``image_dims`` are inferred when None;
  batch shapes of the arguments broadcast.
"""

from __future__ import annotations

import math

import ivy
import ivy_mech

from . import _common as _c
from . import image as _img
from . import projective_geometry as _pg
from .containers import CameraGeometry, Extrinsics, Intrinsics

__all__ = [
    "create_uniform_pixel_coords_image",
    "persp_angles_to_focal_lengths",
    "focal_lengths_to_persp_angles",
    "focal_lengths_and_pp_offsets_to_calib_mat",
    "rot_mat_and_cam_center_to_ext_mat",
    "depth_to_ds_pixel_coords",
    "depth_to_radial_depth",
    "ds_pixel_coords_to_radial_depth",
    "cam_to_ds_pixel_coords",
    "cam_coords_to_depth",
    "ds_pixel_to_cam_coords",
    "depth_to_cam_coords",
    "world_to_cam_coords",
    "cam_to_world_coords",
    "world_to_ds_pixel_coords",
    "world_coords_to_depth",
    "ds_pixel_to_world_coords",
    "depth_to_world_coords",
    "pixel_coords_to_world_ray_vectors",
    "sphere_coords_to_world_ray_vectors",
    "bilinearly_interpolate_image",
    "inv_ext_mat_to_camera_center",
    "calib_and_ext_to_full_mat",
    "cam_to_sphere_coords",
    "ds_pixel_to_sphere_coords",
    "angular_pixel_to_sphere_coords",
    "sphere_to_cam_coords",
    "sphere_to_ds_pixel_coords",
    "sphere_to_angular_pixel_coords",
    "persp_angles_and_pp_offsets_to_intrinsics_object",
    "focal_lengths_and_pp_offsets_to_intrinsics_object",
    "calib_mat_to_intrinsics_object",
    "ext_mat_and_intrinsics_to_cam_geometry_object",
    "inv_ext_mat_and_intrinsics_to_cam_geometry_object",
]

MIN_DENOMINATOR = _c.MIN_DENOMINATOR


# ------------------------------------------------------------------ pixel grids


def _uniform(b, dtype, device, h, w, normalized, homogeneous):
    """``[h,w,2|3]`` pixel co-ordinates (native, backend ``b``)."""
    xs = ivy.arange(w, dtype=dtype, device=device, backend=b)._data
    ys = ivy.arange(h, dtype=dtype, device=device, backend=b)._data
    if normalized:
        xs = xs / float(w)
        ys = ys / float(h)
    pc = ivy.stack((ivy.broadcast_to(ivy.reshape(xs, (1, w)), (h, w)),
                    ivy.broadcast_to(ivy.reshape(ys, (h, 1)), (h, w))), axis=-1)
    if homogeneous:
        pc = ivy_mech.make_coordinates_homogeneous(pc)
    return pc


def _uniform_like(ref, h, w):
    """Homogeneous ``[h,w,3]`` pixel co-ordinates in ``ref``'s framework, float dtype and device."""
    return _uniform(_c.backend_of(ref), _c.float_dtype_of(ref), _c.cdev(ref), h, w, False, True)


def create_uniform_pixel_coords_image(image_dims, batch_shape=None, normalized=False, homogeneous=True,
                                      device=None, *, dtype=None):
    """The image of pixel co-ordinates ``(x, y, 1)`` (``x`` the column, ``y`` the row), as floats:
    ``[batch_shape,h,w,3]`` (``[...,2]`` without ``homogeneous``). ``normalized`` divides ``x`` by
    ``w`` and ``y`` by ``h`` (values in ``[0, 1)``). A creation function: it returns an
    ``ivy.Array`` on the current backend (``dtype`` default float32).

    >>> import ivy, ivy_vision
    >>> ivy_vision.create_uniform_pixel_coords_image((2, 3))[1, 2]
    ivy.array([2., 1., 1.], dtype=float32, backend=numpy)
    """
    fn = "create_uniform_pixel_coords_image"
    h, w = _c.dims_list(fn, "image_dims", image_dims, 2)
    bs = () if batch_shape is None else tuple(_c.dims_list(fn, "batch_shape", batch_shape, None))
    b = ivy.current_backend()
    dtype = ivy.default_float_dtype() if dtype is None else dtype
    pc = _uniform(b, dtype, device, h, w, normalized, homogeneous)
    if bs:
        pc = ivy.broadcast_to(pc, bs + _c.shape_of(pc))
    return ivy.Array(pc)


# ------------------------------------------------------------------ intrinsics


def _image_dims_array(ref, image_dims, fn):
    """``[w, h]`` (x then y) in ``ref``'s framework and dtype."""
    h, w = _c.dims_list(fn, "image_dims", image_dims, 2)
    return ivy.asarray([float(w), float(h)], dtype=ivy.dtype(ref), device=_c.cdev(ref),
                       backend=_c.backend_of(ref))._data


def persp_angles_to_focal_lengths(persp_angles, image_dims, device=None):
    """Focal lengths ``(fx, fy)`` in pixels from the full fields of view ``(theta_x, theta_y)`` in
    radians: ``fx = w / (2 tan(theta_x / 2))``, ``fy = h / (2 tan(theta_y / 2))``.
    ``persp_angles`` ``[batch_shape,2]``, ``image_dims`` ``(h, w)``; result ``[batch_shape,2]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.persp_angles_to_focal_lengths(np.array([np.pi / 2, np.pi / 2]), (480, 640))
    array([320., 240.])
    """
    fn = "persp_angles_to_focal_lengths"
    w, (a,) = _c.prep(fn, persp_angles)
    _c.check_last(fn, "persp_angles", _c.shape_of(a), (2,), "[batch_shape,2]")
    return _c.ret(w, _c.on_device(_image_dims_array(a, image_dims, fn) / (2 * ivy.tan(a / 2)), device))


def focal_lengths_to_persp_angles(focal_lengths, image_dims, device=None):
    """Full fields of view ``(theta_x, theta_y)`` in radians from focal lengths ``(fx, fy)`` in
    pixels: ``theta_x = 2 atan(w / (2 fx))``. ``focal_lengths`` ``[batch_shape,2]``, ``image_dims``
    ``(h, w)``; result ``[batch_shape,2]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.focal_lengths_to_persp_angles(np.array([320., 240.]), (480, 640)) * 180 / np.pi
    array([90., 90.])
    """
    fn = "focal_lengths_to_persp_angles"
    w, (f,) = _c.prep(fn, focal_lengths)
    _c.check_last(fn, "focal_lengths", _c.shape_of(f), (2,), "[batch_shape,2]")
    return _c.ret(w, _c.on_device(2 * ivy.atan(_image_dims_array(f, image_dims, fn) / (2 * f)), device))


def focal_lengths_and_pp_offsets_to_calib_mat(focal_lengths, pp_offsets, batch_shape=None, device=None):
    """Calibration matrices ``K = [[fx, 0, px], [0, fy, py], [0, 0, 1]]`` ``[batch_shape,3,3]`` from
    focal lengths ``(fx, fy)`` and principal points ``(px, py)`` (pixels), each ``[batch_shape,2]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.focal_lengths_and_pp_offsets_to_calib_mat(np.array([500., 400.]), np.array([320., 240.]))
    array([[500.,   0., 320.],
           [  0., 400., 240.],
           [  0.,   0.,   1.]])
    """
    fn = "focal_lengths_and_pp_offsets_to_calib_mat"
    w, (f, p) = _c.prep(fn, focal_lengths, pp_offsets)
    fs, ps = _c.shape_of(f), _c.shape_of(p)
    _c.batch_of(fn, "focal_lengths", fs, 1, batch_shape, "[batch_shape,2]")
    _c.check_last(fn, "focal_lengths", fs, (2,), "[batch_shape,2]")
    _c.check_last(fn, "pp_offsets", ps, (2,), "[batch_shape,2]")
    bs = _c.broadcast_batch(fn, "focal_lengths", fs[:-1], "pp_offsets", ps[:-1])
    if fs[:-1] != bs:
        f = ivy.broadcast_to(f, bs + (2,))
    if ps[:-1] != bs:
        p = ivy.broadcast_to(p, bs + (2,))
    fx, fy = f[..., 0], f[..., 1]
    zero = ivy.zeros_like(fx)
    one = ivy.ones_like(fx)
    k = ivy.stack((fx, zero, p[..., 0], zero, fy, p[..., 1], zero, zero, one), axis=-1)
    return _c.ret(w, _c.on_device(ivy.reshape(k, bs + (3, 3)), device))


def rot_mat_and_cam_center_to_ext_mat(rotation_mat, camera_center, batch_shape=None):
    """Extrinsic matrices ``E = R [I | -C] = [R | -R C]`` ``[batch_shape,3,4]`` from camera
    orientations ``R`` (world to camera, ``[batch_shape,3,3]``) and camera centres ``C`` in the world
    (``[batch_shape,3,1]``, or ``[batch_shape,3]``).

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.rot_mat_and_cam_center_to_ext_mat(np.eye(3), np.array([[1.], [2.], [3.]]))[:, 3]
    array([-1., -2., -3.])
    """
    fn = "rot_mat_and_cam_center_to_ext_mat"
    w, (r, c) = _c.prep(fn, rotation_mat, camera_center)
    rs, cs = _c.shape_of(r), _c.shape_of(c)
    _c.check_mat(fn, "rotation_mat", rs, 3, 3, "[batch_shape,3,3]")
    _c.batch_of(fn, "rotation_mat", rs, 2, batch_shape, "[batch_shape,3,3]")
    if len(cs) >= 2 and cs[-2:] == (3, 1):
        col = c
    elif cs and cs[-1] == 3:
        col = ivy.expand_dims(c, axis=-1)
    else:
        _c.fail(fn, "camera_center", cs, "[batch_shape,3,1] or [batch_shape,3]")
    bs = _c.broadcast_batch(fn, "rotation_mat", rs[:-2], "camera_center", _c.shape_of(col)[:-2])
    if rs[:-2] != bs:
        r = ivy.broadcast_to(r, bs + (3, 3))
    return _c.ret(w, ivy.concat((r, -ivy.matmul(r, col)), axis=-1))


# ------------------------------------------------------------------ depth and pixels


def _image_shapes(fn, name, x, channels, expected, batch_shape, image_dims):
    """(batch shape, (h, w)) of an image argument, checked."""
    s = _c.shape_of(x)
    _c.check_image(fn, name, s, channels, expected)
    bs = _c.batch_of(fn, name, s, 3, batch_shape, expected)
    hw = tuple(s[-3:-1])
    if image_dims is not None and tuple(int(d) for d in image_dims) != hw:
        _c.fail(fn, name, s, expected + f" with image_dims {_c.fmt(tuple(image_dims))}")
    return bs, hw


def _upc(fn, depth, upc, hw):
    """Given uniform pixel co-ordinates, checked, or made like ``depth``."""
    if upc is None:
        return _uniform_like(depth, *hw)
    us = _c.shape_of(upc)
    if len(us) < 3 or tuple(us[-3:-1]) != hw or us[-1] not in (2, 3):
        _c.fail(fn, "uniform_pixel_coords", us, f"[batch_shape,{hw[0]},{hw[1]},3]")
    if us[-1] == 2:
        upc = ivy_mech.make_coordinates_homogeneous(upc)
    return upc


def _ds_from_depth(fn, depth, upc, batch_shape, image_dims):
    bs, hw = _image_shapes(fn, "depth", depth, (1,), "[batch_shape,h,w,1]", batch_shape, image_dims)
    return _upc(fn, depth, upc, hw) * depth, bs


def depth_to_ds_pixel_coords(depth, uniform_pixel_coords=None, batch_shape=None, image_dims=None):
    """Depth-scaled homogeneous pixel co-ordinates ``(x d, y d, d)`` ``[batch_shape,h,w,3]`` from a
    depth image ``d`` ``[batch_shape,h,w,1]`` (``uniform_pixel_coords`` ``[batch_shape,h,w,3]`` is
    made when None).

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.depth_to_ds_pixel_coords(np.full((2, 3, 1), 2.))[1, 2]
    array([4., 2., 2.])
    """
    fn = "depth_to_ds_pixel_coords"
    w, (d, u) = _c.prep(fn, depth, uniform_pixel_coords)
    return _c.ret(w, _ds_from_depth(fn, d, u, batch_shape, image_dims)[0])


def depth_to_radial_depth(depth, inv_calib_mat, uniform_pix_coords=None, batch_shape=None, image_dims=None):
    """Radial depth (the distance from the camera centre) ``[batch_shape,h,w,1]`` from a depth image
    (the ``z`` distance) ``[batch_shape,h,w,1]``, given ``K^-1`` ``[batch_shape,3,3]``.

    >>> import numpy as np, ivy_vision
    >>> K_inv = np.linalg.inv(np.array([[1., 0, 0], [0, 1, 0], [0, 0, 1]]))
    >>> round(float(ivy_vision.depth_to_radial_depth(np.ones((2, 2, 1)), K_inv)[1, 1, 0]) ** 2, 6)
    3.0
    """
    fn = "depth_to_radial_depth"
    w, (d, k, u) = _c.prep(fn, depth, inv_calib_mat, uniform_pix_coords)
    ds, bs = _ds_from_depth(fn, d, u, None, image_dims)
    return _c.ret(w, _radial(fn, ds, "depth", k, len(bs)))


def _radial(fn, ds, dname, k, nb):
    _c.check_mat(fn, "inv_calib_mat", _c.shape_of(k), 3, 3, "[batch_shape,3,3]")
    cam = _pg._apply(fn, ds, dname, k, "inv_calib_mat", _c.shape_of(ds)[:nb], None, False)
    return ivy.sqrt(ivy.sum(cam * cam, axis=-1, keepdims=True))


def ds_pixel_coords_to_radial_depth(ds_pixel_coords, inv_calib_mat, batch_shape=None, image_shape=None):
    """Radial depth ``[batch_shape,image_shape,1]`` of depth-scaled pixel co-ordinates
    ``[batch_shape,image_shape,3]``, given ``K^-1`` ``[batch_shape,3,3]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.ds_pixel_coords_to_radial_depth(np.array([[3., 4., 1.]]), np.eye(3)) ** 2
    array([[26.]])
    """
    fn = "ds_pixel_coords_to_radial_depth"
    w, (x, k) = _c.prep(fn, ds_pixel_coords, inv_calib_mat)
    _c.check_mat(fn, "inv_calib_mat", _c.shape_of(k), 3, 3, "[batch_shape,3,3]")
    cam = _pg._apply(fn, x, "ds_pixel_coords", k, "inv_calib_mat", batch_shape, image_shape, False)
    return _c.ret(w, ivy.sqrt(ivy.sum(cam * cam, axis=-1, keepdims=True)))


def cam_to_ds_pixel_coords(coords_wrt_cam, calib_mat, batch_shape=None, image_shape=None):
    """Depth-scaled pixel co-ordinates ``K X`` ``[batch_shape,image_shape,3]`` of camera-frame points
    ``[batch_shape,image_shape,4]`` (or ``3``), given ``K`` ``[batch_shape,3,3]``.

    >>> import numpy as np, ivy_vision
    >>> K = np.array([[100., 0, 50], [0, 100, 40], [0, 0, 1]])
    >>> ivy_vision.cam_to_ds_pixel_coords(np.array([[1., 0., 2., 1.]]), K)
    array([[200.,  80.,   2.]])
    """
    fn = "cam_to_ds_pixel_coords"
    w, (x, k) = _c.prep(fn, coords_wrt_cam, calib_mat)
    _c.check_mat(fn, "calib_mat", _c.shape_of(k), 3, 3, "[batch_shape,3,3]")
    _c.check_last(fn, "coords_wrt_cam", _c.shape_of(x), (3, 4), "[batch_shape,image_shape,4]")
    return _c.ret(w, _pg._apply(fn, x[..., 0:3], "coords_wrt_cam", k, "calib_mat", batch_shape, image_shape, False))


def cam_coords_to_depth(coords_wrt_cam, calib_mat, batch_shape=None, image_shape=None):
    """Depth (the last of ``K X``, the ``z`` co-ordinate for a calibration matrix whose last row is
    ``[0, 0, 1]``) ``[batch_shape,image_shape,1]`` of camera-frame points ``[batch_shape,image_shape,4]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.cam_coords_to_depth(np.array([[1., 0., 2., 1.]]), np.eye(3))
    array([[2.]])
    """
    return cam_to_ds_pixel_coords(coords_wrt_cam, calib_mat, batch_shape, image_shape)[..., 2:3]


def ds_pixel_to_cam_coords(ds_pixel_coords, inv_calib_mat, batch_shape=None, image_shape=None, device=None):
    """Homogeneous camera-frame points ``K^-1 x`` ``[batch_shape,image_shape,4]`` of depth-scaled
    pixel co-ordinates ``x`` ``[batch_shape,image_shape,3]``, given ``K^-1`` ``[batch_shape,3,3]``.

    >>> import numpy as np, ivy_vision
    >>> K = np.array([[100., 0, 50], [0, 100, 40], [0, 0, 1]])
    >>> ivy_vision.ds_pixel_to_cam_coords(np.array([[200., 80., 2.]]), np.linalg.inv(K))
    array([[1., 0., 2., 1.]])
    """
    fn = "ds_pixel_to_cam_coords"
    w, (x, k) = _c.prep(fn, ds_pixel_coords, inv_calib_mat)
    _c.check_mat(fn, "inv_calib_mat", _c.shape_of(k), 3, 3, "[batch_shape,3,3]")
    cam = _pg._apply(fn, x, "ds_pixel_coords", k, "inv_calib_mat", batch_shape, image_shape, False)
    return _c.ret(w, _c.on_device(ivy_mech.make_coordinates_homogeneous(cam), device))


def depth_to_cam_coords(depth, inv_calib_mat, uniform_pixel_coords=None, batch_shape=None, image_dims=None,
                        device=None):
    """Homogeneous camera-frame points ``[batch_shape,h,w,4]`` of a depth image
    ``[batch_shape,h,w,1]``, given ``K^-1`` ``[batch_shape,3,3]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.depth_to_cam_coords(np.full((2, 3, 1), 2.), np.eye(3))[1, 2]
    array([4., 2., 2., 1.])
    """
    fn = "depth_to_cam_coords"
    w, (d, k, u) = _c.prep(fn, depth, inv_calib_mat, uniform_pixel_coords)
    ds, bs = _ds_from_depth(fn, d, u, batch_shape, image_dims)
    _c.check_mat(fn, "inv_calib_mat", _c.shape_of(k), 3, 3, "[batch_shape,3,3]")
    cam = _pg._apply(fn, ds, "depth", k, "inv_calib_mat", _c.shape_of(ds)[:len(bs)], None, False)
    return _c.ret(w, _c.on_device(ivy_mech.make_coordinates_homogeneous(cam), device))


def world_to_cam_coords(coords_wrt_world, ext_mat, batch_shape=None, image_shape=None, device=None):
    """Homogeneous camera-frame points ``E X`` ``[batch_shape,image_shape,4]`` of world points
    ``[batch_shape,image_shape,4]`` (or ``3``), given the extrinsic matrices ``E`` ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> E = np.array([[1., 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 5]])
    >>> ivy_vision.world_to_cam_coords(np.array([[1., 2., 3., 1.]]), E)
    array([[1., 2., 8., 1.]])
    """
    fn = "world_to_cam_coords"
    w, (x, e) = _c.prep(fn, coords_wrt_world, ext_mat)
    _c.check_mat(fn, "ext_mat", _c.shape_of(e), 3, 4, "[batch_shape,3,4]")
    cam = _pg._apply(fn, x, "coords_wrt_world", e, "ext_mat", batch_shape, image_shape)
    return _c.ret(w, _c.on_device(ivy_mech.make_coordinates_homogeneous(cam), device))


def cam_to_world_coords(coords_wrt_cam, inv_ext_mat, batch_shape=None, image_shape=None, device=None):
    """Homogeneous world points ``E^-1 X`` ``[batch_shape,image_shape,4]`` of camera-frame points
    ``[batch_shape,image_shape,4]`` (or ``3``), given ``inv_ext_mat`` ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> E_inv = np.array([[1., 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -5]])
    >>> ivy_vision.cam_to_world_coords(np.array([[1., 2., 8., 1.]]), E_inv)
    array([[1., 2., 3., 1.]])
    """
    fn = "cam_to_world_coords"
    w, (x, e) = _c.prep(fn, coords_wrt_cam, inv_ext_mat)
    _c.check_mat(fn, "inv_ext_mat", _c.shape_of(e), 3, 4, "[batch_shape,3,4]")
    world = _pg._apply(fn, x, "coords_wrt_cam", e, "inv_ext_mat", batch_shape, image_shape)
    return _c.ret(w, _c.on_device(ivy_mech.make_coordinates_homogeneous(world), device))


def world_to_ds_pixel_coords(coords_wrt_world, full_mat, batch_shape=None, image_shape=None):
    """Depth-scaled pixel co-ordinates ``P X`` ``[batch_shape,image_shape,3]`` of world points
    ``[batch_shape,image_shape,4]`` (or ``3``), given the full matrices ``P = K E`` ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> P = np.array([[100., 0, 50, 0], [0, 100, 40, 0], [0, 0, 1, 0]])
    >>> ivy_vision.world_to_ds_pixel_coords(np.array([[1., 0., 2., 1.]]), P)
    array([[200.,  80.,   2.]])
    """
    fn = "world_to_ds_pixel_coords"
    w, (x, p) = _c.prep(fn, coords_wrt_world, full_mat)
    _c.check_mat(fn, "full_mat", _c.shape_of(p), 3, 4, "[batch_shape,3,4]")
    return _c.ret(w, _pg._apply(fn, x, "coords_wrt_world", p, "full_mat", batch_shape, image_shape))


def world_coords_to_depth(coords_wrt_world, full_mat, batch_shape=None, image_shape=None):
    """Depth (the last of ``P X``) ``[batch_shape,image_shape,1]`` of world points
    ``[batch_shape,image_shape,4]``, given ``P`` ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> P = np.array([[100., 0, 50, 0], [0, 100, 40, 0], [0, 0, 1, 0]])
    >>> ivy_vision.world_coords_to_depth(np.array([[1., 0., 2., 1.]]), P)
    array([[2.]])
    """
    return world_to_ds_pixel_coords(coords_wrt_world, full_mat, batch_shape, image_shape)[..., 2:3]


def ds_pixel_to_world_coords(ds_pixel_coords, inv_full_mat, batch_shape=None, image_shape=None):
    """Homogeneous world points ``[batch_shape,image_shape,4]`` of depth-scaled pixel co-ordinates
    ``[batch_shape,image_shape,3]``, given ``inv_full_mat`` ``[batch_shape,3,4]`` (the top rows of the
    inverse of ``P`` made homogeneous).

    >>> import numpy as np, ivy_vision
    >>> P = np.array([[100., 0, 50, 0], [0, 100, 40, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
    >>> ivy_vision.ds_pixel_to_world_coords(np.array([[200., 80., 2.]]), np.linalg.inv(P)[:3])
    array([[1., 0., 2., 1.]])
    """
    fn = "ds_pixel_to_world_coords"
    w, (x, p) = _c.prep(fn, ds_pixel_coords, inv_full_mat)
    _c.check_mat(fn, "inv_full_mat", _c.shape_of(p), 3, 4, "[batch_shape,3,4]")
    _c.check_last(fn, "ds_pixel_coords", _c.shape_of(x), (3,), "[batch_shape,image_shape,3]")
    world = _pg._apply(fn, x, "ds_pixel_coords", p, "inv_full_mat", batch_shape, image_shape)
    return _c.ret(w, ivy_mech.make_coordinates_homogeneous(world))


def depth_to_world_coords(depth, inv_full_mat, uniform_pixel_coords=None, batch_shape=None, image_dims=None):
    """Homogeneous world points ``[batch_shape,h,w,4]`` of a depth image ``[batch_shape,h,w,1]``, given
    ``inv_full_mat`` ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> P = np.array([[100., 0, 1, 0], [0, 100, 1, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
    >>> ivy_vision.depth_to_world_coords(np.full((2, 2, 1), 2.), np.linalg.inv(P)[:3])[1, 1]
    array([0., 0., 2., 1.])
    """
    fn = "depth_to_world_coords"
    w, (d, p, u) = _c.prep(fn, depth, inv_full_mat, uniform_pixel_coords)
    ds, bs = _ds_from_depth(fn, d, u, batch_shape, image_dims)
    _c.check_mat(fn, "inv_full_mat", _c.shape_of(p), 3, 4, "[batch_shape,3,4]")
    world = _pg._apply(fn, ds, "depth", p, "inv_full_mat", _c.shape_of(ds)[:len(bs)], None)
    return _c.ret(w, ivy_mech.make_coordinates_homogeneous(world))


def _unit(v):
    return v / (ivy.sqrt(ivy.sum(v * v, axis=-1, keepdims=True)) + MIN_DENOMINATOR)


def pixel_coords_to_world_ray_vectors(inv_full_mat, pixel_coords=None, camera_center=None, batch_shape=None,
                                      image_shape=None):
    """Unit world-frame directions ``[batch_shape,image_shape,3]`` of the rays from the camera centre
    through pixels ``(x, y, 1)`` ``[batch_shape,image_shape,3]`` (every pixel of an image of
    ``image_shape`` when None), given ``inv_full_mat`` ``[batch_shape,3,4]``; the camera centres
    ``[batch_shape,3,1]`` are its last column when None.

    >>> import numpy as np, ivy_vision
    >>> P = np.eye(4)                                        # K = I, camera at the origin
    >>> ivy_vision.pixel_coords_to_world_ray_vectors(P[:3], np.array([[0., 0., 1.]]))
    array([[0., 0., 1.]])
    """
    fn = "pixel_coords_to_world_ray_vectors"
    w, (p, x, cc) = _c.prep(fn, inv_full_mat, pixel_coords, camera_center)
    ps = _c.shape_of(p)
    _c.check_mat(fn, "inv_full_mat", ps, 3, 4, "[batch_shape,3,4]")
    if x is None:
        if image_shape is None:
            raise ivy.InvalidArgumentError(f"ivy_vision.{fn}: give pixel_coords or image_shape")
        h, wd = _c.dims_list(fn, "image_shape", image_shape, 2)
        x = _uniform_like(p, h, wd)
        nb = 0
    else:
        nb = len(ps) - 2 if batch_shape is None else len(batch_shape)
        if image_shape is not None:
            nb = len(_c.shape_of(x)) - 1 - len(image_shape)
    _c.check_last(fn, "pixel_coords", _c.shape_of(x), (3,), "[batch_shape,image_shape,3]")
    if cc is None:
        cc = p[..., 3:4]
    cs = _c.shape_of(cc)
    if len(cs) < 2 or cs[-2:] != (3, 1):
        _c.fail(fn, "camera_center", cs, "[batch_shape,3,1]")
    world = _pg._apply(fn, x, "pixel_coords", p, "inv_full_mat", _c.shape_of(x)[:nb], None)
    img_nd = len(_c.shape_of(world)) - 1 - max(nb, len(ps) - 2)
    centre = ivy.reshape(cc, cs[:-2] + (1,) * img_nd + (3,))
    return _c.ret(w, _unit(world - centre))


def sphere_coords_to_world_ray_vectors(sphere_coords, inv_rotation_mat, batch_shape=None, image_shape=None):
    """Unit world-frame ray directions ``[batch_shape,image_shape,3]`` of ego-sphere co-ordinates
    ``[batch_shape,image_shape,3]``, given the camera-to-world rotations ``[batch_shape,3,3]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.sphere_coords_to_world_ray_vectors(np.array([[0., np.pi / 2, 1.]]), np.eye(3)).round(6) + 0.0
    array([[0., 0., 1.]])
    """
    fn = "sphere_coords_to_world_ray_vectors"
    w, (s, r) = _c.prep(fn, sphere_coords, inv_rotation_mat)
    _c.check_mat(fn, "inv_rotation_mat", _c.shape_of(r), 3, 3, "[batch_shape,3,3]")
    _c.check_last(fn, "sphere_coords", _c.shape_of(s), (3,), "[batch_shape,image_shape,3]")
    cam = _sphere_to_cam(s, True)
    v = _pg._apply(fn, cam, "sphere_coords", r, "inv_rotation_mat", batch_shape, image_shape, False)
    return _c.ret(w, _unit(v))


def bilinearly_interpolate_image(image, sampling_pixel_coords, batch_shape=None, image_dims=None):
    """Sample ``image`` ``[batch_shape,h,w,d]`` bilinearly at pixel co-ordinates ``(x, y)``
    ``[batch_shape,h',w',2]`` (any sample shape works): ``[batch_shape,h',w',d]``. Border pixels
    repeat beyond the image (:func:`ivy_vision.bilinear_resample`).

    >>> import numpy as np, ivy_vision
    >>> img = np.arange(4.).reshape(2, 2, 1)
    >>> ivy_vision.bilinearly_interpolate_image(img, np.full((1, 1, 2), 0.5))
    array([[[1.5]]])
    """
    fn = "bilinearly_interpolate_image"
    w, (x, c) = _c.prep(fn, image, sampling_pixel_coords)
    bs, _hw = _image_shapes(fn, "image", x, None, "[batch_shape,h,w,d]", batch_shape, image_dims)
    cs = _c.shape_of(c)
    if len(cs) < len(bs) + 1 or cs[-1] != 2:
        _c.fail(fn, "sampling_pixel_coords", cs, "[batch_shape,h,w,2]")
    if tuple(cs[:len(bs)]) != bs:
        bsh = _c.broadcast_batch(fn, "image", bs, "sampling_pixel_coords", cs[:len(bs)])
        x = ivy.broadcast_to(x, bsh + _c.shape_of(x)[len(bs):])
        c = ivy.broadcast_to(c, bsh + cs[len(bs):])
    return _c.ret(w, _img._bilinear(x, c, len(bs)))


def inv_ext_mat_to_camera_center(inv_ext_mat):
    """Camera centres ``[batch_shape,3,1]``: the last column of the camera-to-world matrices
    ``inv_ext_mat`` ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.inv_ext_mat_to_camera_center(np.array([[1., 0, 0, 4], [0, 1, 0, 5], [0, 0, 1, 6]]))[:, 0]
    array([4., 5., 6.])
    """
    w, (e,) = _c.prep("inv_ext_mat_to_camera_center", inv_ext_mat)
    _c.check_mat("inv_ext_mat_to_camera_center", "inv_ext_mat", _c.shape_of(e), 3, 4, "[batch_shape,3,4]")
    return _c.ret(w, e[..., 3:4])


def calib_and_ext_to_full_mat(calib_mat, ext_mat):
    """Full projection matrices ``P = K E`` ``[batch_shape,3,4]`` from calibration matrices ``K``
    ``[batch_shape,3,3]`` and extrinsic matrices ``E`` ``[batch_shape,3,4]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.calib_and_ext_to_full_mat(2 * np.eye(3), np.eye(4)[:3]).diagonal()
    array([2., 2., 2.])
    """
    fn = "calib_and_ext_to_full_mat"
    w, (k, e) = _c.prep(fn, calib_mat, ext_mat)
    ks, es = _c.shape_of(k), _c.shape_of(e)
    _c.check_mat(fn, "calib_mat", ks, 3, 3, "[batch_shape,3,3]")
    _c.check_mat(fn, "ext_mat", es, 3, 4, "[batch_shape,3,4]")
    _c.broadcast_batch(fn, "calib_mat", ks[:-2], "ext_mat", es[:-2])
    return _c.ret(w, ivy.matmul(k, e))


# ------------------------------------------------------------------ ego-sphere


def _cam_to_sphere(cam, forward_facing_z):
    if forward_facing_z:
        cam = ivy.concat((cam[..., 2:3], cam[..., 0:1], cam[..., 1:2]), axis=-1)
    else:
        cam = cam[..., 0:3]
    return ivy_mech.cartesian_to_polar_coords(cam)


def _sphere_to_cam(sphere, forward_facing_z):
    cam = ivy_mech.polar_to_cartesian_coords(sphere)
    if forward_facing_z:
        cam = ivy.concat((cam[..., 1:2], cam[..., 2:3], cam[..., 0:1]), axis=-1)
    return cam


def cam_to_sphere_coords(cam_coords, forward_facing_z=True):
    """Ego-sphere co-ordinates ``[phi, theta, r]`` ``[batch_shape,3]`` of camera-frame points
    ``[batch_shape,4]`` (or ``3``; any leading shape). With ``forward_facing_z`` the polar
    co-ordinates are taken of ``(z, x, y)``: ``phi = atan2(x, z)``, ``theta = acos(y / r)``;
    without it, of ``(x, y, z)``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.cam_to_sphere_coords(np.array([0., 0., 2., 1.])).round(4)
    array([0.    , 1.5708, 2.    ])
    """
    w, (c,) = _c.prep("cam_to_sphere_coords", cam_coords)
    _c.check_last("cam_to_sphere_coords", "cam_coords", _c.shape_of(c), (3, 4), "[batch_shape,4]")
    return _c.ret(w, _cam_to_sphere(c, forward_facing_z))


def ds_pixel_to_sphere_coords(ds_pixel_coords, inv_calib_mat, batch_shape=None, image_shape=None):
    """Ego-sphere co-ordinates ``[batch_shape,image_shape,3]`` of depth-scaled pixel co-ordinates
    ``[batch_shape,image_shape,3]``, given ``K^-1`` ``[batch_shape,3,3]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.ds_pixel_to_sphere_coords(np.array([[0., 0., 2.]]), np.eye(3)).round(4)
    array([[0.    , 1.5708, 2.    ]])
    """
    fn = "ds_pixel_to_sphere_coords"
    w, (x, k) = _c.prep(fn, ds_pixel_coords, inv_calib_mat)
    _c.check_mat(fn, "inv_calib_mat", _c.shape_of(k), 3, 3, "[batch_shape,3,3]")
    cam = _pg._apply(fn, x, "ds_pixel_coords", k, "inv_calib_mat", batch_shape, image_shape, False)
    return _c.ret(w, _cam_to_sphere(cam, True))


def angular_pixel_to_sphere_coords(angular_pixel_coords, pixels_per_degree):
    """Ego-sphere co-ordinates ``[batch_shape,3]`` of angular pixel co-ordinates ``(u, v, r)``
    ``[batch_shape,3]``: ``phi = 180 - (u / ppd mod 360)`` and ``theta = v / ppd`` degrees, in
    radians; ``r`` unchanged.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.angular_pixel_to_sphere_coords(np.array([180., 90., 2.]), 1.).round(4)
    array([0.    , 1.5708, 2.    ])
    """
    w, (a,) = _c.prep("angular_pixel_to_sphere_coords", angular_pixel_coords)
    _c.check_last("angular_pixel_to_sphere_coords", "angular_pixel_coords", _c.shape_of(a), (3,),
                  "[batch_shape,3]")
    phi = 180.0 - ivy.remainder(a[..., 0:1] / pixels_per_degree, 360.0)
    theta = a[..., 1:2] / pixels_per_degree
    rad = math.pi / 180.0
    return _c.ret(w, ivy.concat((phi * rad, theta * rad, a[..., 2:3]), axis=-1))


def sphere_to_cam_coords(sphere_coords, forward_facing_z=True, batch_shape=None, device=None):
    """Homogeneous camera-frame points ``[batch_shape,4]`` of ego-sphere co-ordinates
    ``[batch_shape,3]`` (the inverse of :func:`cam_to_sphere_coords`).

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.sphere_to_cam_coords(np.array([0., np.pi / 2, 2.])).round(6)
    array([0., 0., 2., 1.])
    """
    fn = "sphere_to_cam_coords"
    w, (s,) = _c.prep(fn, sphere_coords)
    ss = _c.shape_of(s)
    _c.check_last(fn, "sphere_coords", ss, (3,), "[batch_shape,3]")
    _c.batch_of(fn, "sphere_coords", ss, 1, batch_shape, "[batch_shape,3]")
    return _c.ret(w, _c.on_device(ivy_mech.make_coordinates_homogeneous(_sphere_to_cam(s, forward_facing_z)), device))


def sphere_to_ds_pixel_coords(sphere_coords, calib_mat, batch_shape=None, image_shape=None):
    """Depth-scaled pixel co-ordinates ``[batch_shape,image_shape,3]`` of ego-sphere co-ordinates
    ``[batch_shape,image_shape,3]``, given ``K`` ``[batch_shape,3,3]``.

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.sphere_to_ds_pixel_coords(np.array([[0., np.pi / 2, 2.]]), np.eye(3)).round(6)
    array([[0., 0., 2.]])
    """
    fn = "sphere_to_ds_pixel_coords"
    w, (s, k) = _c.prep(fn, sphere_coords, calib_mat)
    _c.check_mat(fn, "calib_mat", _c.shape_of(k), 3, 3, "[batch_shape,3,3]")
    _c.check_last(fn, "sphere_coords", _c.shape_of(s), (3,), "[batch_shape,image_shape,3]")
    cam = _sphere_to_cam(s, True)
    return _c.ret(w, _pg._apply(fn, cam, "sphere_coords", k, "calib_mat", batch_shape, image_shape, False))


def sphere_to_angular_pixel_coords(sphere_coords, pixels_per_degree):
    """Angular pixel co-ordinates ``((180 - phi_deg) mod 360, theta_deg, r)``, the angles times
    ``pixels_per_degree``, ``[batch_shape,3]``, of ego-sphere co-ordinates ``[batch_shape,3]``
    (``theta`` in ``[0, 180]`` degrees: the bottom row is straight up, not wrapped to the top).

    >>> import numpy as np, ivy_vision
    >>> ivy_vision.sphere_to_angular_pixel_coords(np.array([0., np.pi / 2, 2.]), 1.)
    array([180.,  90.,   2.])
    """
    w, (s,) = _c.prep("sphere_to_angular_pixel_coords", sphere_coords)
    _c.check_last("sphere_to_angular_pixel_coords", "sphere_coords", _c.shape_of(s), (3,), "[batch_shape,3]")
    deg = 180.0 / math.pi
    u = ivy.remainder(180.0 - s[..., 0:1] * deg, 360.0) * pixels_per_degree
    v = s[..., 1:2] * (deg * pixels_per_degree)
    return _c.ret(w, ivy.concat((u, v, s[..., 2:3]), axis=-1))


# ------------------------------------------------------------------ camera objects


def persp_angles_and_pp_offsets_to_intrinsics_object(persp_angles, pp_offsets, image_dims, batch_shape=None):
    """An :class:`~ivy_vision.Intrinsics` from fields of view ``[batch_shape,2]`` (radians),
    principal points ``[batch_shape,2]`` and ``image_dims`` ``(h, w)``.

    >>> import numpy as np, ivy_vision
    >>> i = ivy_vision.persp_angles_and_pp_offsets_to_intrinsics_object(
    ...     np.array([np.pi / 2, np.pi / 2]), np.array([320., 240.]), (480, 640))
    >>> i.focal_lengths
    array([320., 240.])
    """
    w, (a, p) = _c.prep("persp_angles_and_pp_offsets_to_intrinsics_object", persp_angles, pp_offsets)
    f = persp_angles_to_focal_lengths(a, image_dims)
    k = focal_lengths_and_pp_offsets_to_calib_mat(f, p, batch_shape)
    return _intrinsics(w, f, a, _broadcast_like(p, f), k)


def _broadcast_like(x, ref):
    return x if _c.shape_of(x) == _c.shape_of(ref) else ivy.broadcast_to(x, _c.shape_of(ref))


def _intrinsics(w, f, a, p, k):
    c = Intrinsics(f, a, p, k, ivy.inv(k))
    return c.cont_map(lambda x, kc: ivy.Array(x)) if w else c


def focal_lengths_and_pp_offsets_to_intrinsics_object(focal_lengths, pp_offsets, image_dims, batch_shape=None):
    """An :class:`~ivy_vision.Intrinsics` from focal lengths and principal points (``[batch_shape,2]``
    each, pixels) and ``image_dims`` ``(h, w)``.

    >>> import numpy as np, ivy_vision
    >>> i = ivy_vision.focal_lengths_and_pp_offsets_to_intrinsics_object(
    ...     np.array([320., 240.]), np.array([320., 240.]), (480, 640))
    >>> (i.persp_angles * 180 / np.pi).round(4)
    array([90., 90.])
    """
    w, (f, p) = _c.prep("focal_lengths_and_pp_offsets_to_intrinsics_object", focal_lengths, pp_offsets)
    a = focal_lengths_to_persp_angles(f, image_dims)
    k = focal_lengths_and_pp_offsets_to_calib_mat(f, p, batch_shape)
    return _intrinsics(w, _broadcast_like(f, k[..., 0, 0:2]), _broadcast_like(a, k[..., 0, 0:2]),
                       _broadcast_like(p, k[..., 0, 0:2]), k)


def calib_mat_to_intrinsics_object(calib_mat, image_dims, batch_shape=None):
    """An :class:`~ivy_vision.Intrinsics` from calibration matrices ``[batch_shape,3,3]`` and
    ``image_dims`` ``(h, w)``.

    >>> import numpy as np, ivy_vision
    >>> K = np.array([[320., 0, 320], [0, 240, 240], [0, 0, 1]])
    >>> ivy_vision.calib_mat_to_intrinsics_object(K, (480, 640)).pp_offsets
    array([320., 240.])
    """
    fn = "calib_mat_to_intrinsics_object"
    w, (k,) = _c.prep(fn, calib_mat)
    ks = _c.shape_of(k)
    _c.check_mat(fn, "calib_mat", ks, 3, 3, "[batch_shape,3,3]")
    _c.batch_of(fn, "calib_mat", ks, 2, batch_shape, "[batch_shape,3,3]")
    f = ivy.stack((k[..., 0, 0], k[..., 1, 1]), axis=-1)
    p = ivy.stack((k[..., 0, 2], k[..., 1, 2]), axis=-1)
    a = focal_lengths_to_persp_angles(f, image_dims)
    return _intrinsics(w, f, a, p, k)


def _homogeneous(m):
    """``[batch_shape,3,4]`` matrices made ``[batch_shape,4,4]`` (ivy_mech)."""
    return ivy_mech.make_transformation_homogeneous(m)


def _cam_geometry(w, ext_mat, inv_ext_mat, intrinsics, device):
    ext_h = _homogeneous(ext_mat)
    inv_ext_h = _homogeneous(inv_ext_mat)
    calib = intrinsics.calib_mats
    calib = calib._data if type(calib) is ivy.Array else calib
    full = ivy.matmul(calib, ext_mat)
    full_h = _homogeneous(full)
    inv_full_h = ivy.inv(full_h)
    extrinsics = Extrinsics(inv_ext_mat[..., 3:4], ext_mat[..., 0:3], inv_ext_mat[..., 0:3], ext_h, inv_ext_h)
    if w:
        extrinsics = extrinsics.cont_map(lambda x, kc: ivy.Array(x))
        full_h, inv_full_h = ivy.Array(full_h), ivy.Array(inv_full_h)
    geom = CameraGeometry(intrinsics, extrinsics, full_h, inv_full_h)
    return geom if device is None else geom.cont_map(lambda x, kc: ivy.to_device(x, device))


def ext_mat_and_intrinsics_to_cam_geometry_object(ext_mat, intrinsics, batch_shape=None, device=None):
    """A :class:`~ivy_vision.CameraGeometry` from extrinsic matrices ``[batch_shape,3,4]`` and an
    :class:`~ivy_vision.Intrinsics`.

    >>> import numpy as np, ivy_vision
    >>> i = ivy_vision.calib_mat_to_intrinsics_object(np.eye(3), (2, 2))
    >>> g = ivy_vision.ext_mat_and_intrinsics_to_cam_geometry_object(np.eye(4)[:3], i)
    >>> g.full_mats_homo.shape
    (4, 4)
    """
    fn = "ext_mat_and_intrinsics_to_cam_geometry_object"
    w, (e,) = _c.prep(fn, ext_mat)
    es = _c.shape_of(e)
    _c.check_mat(fn, "ext_mat", es, 3, 4, "[batch_shape,3,4]")
    _c.batch_of(fn, "ext_mat", es, 2, batch_shape, "[batch_shape,3,4]")
    inv_e = _pg.projection_matrix_inverse(e)
    return _cam_geometry(w, e, inv_e, intrinsics, device)


def inv_ext_mat_and_intrinsics_to_cam_geometry_object(inv_ext_mat, intrinsics, batch_shape=None, device=None):
    """A :class:`~ivy_vision.CameraGeometry` from camera-to-world matrices ``[batch_shape,3,4]`` and
    an :class:`~ivy_vision.Intrinsics`.

    >>> import numpy as np, ivy_vision
    >>> i = ivy_vision.calib_mat_to_intrinsics_object(np.eye(3), (2, 2))
    >>> E_inv = np.array([[1., 0, 0, 1], [0, 1, 0, 2], [0, 0, 1, 3]])
    >>> g = ivy_vision.inv_ext_mat_and_intrinsics_to_cam_geometry_object(E_inv, i)
    >>> g.extrinsics.cam_centers[:, 0]
    array([1., 2., 3.])
    """
    fn = "inv_ext_mat_and_intrinsics_to_cam_geometry_object"
    w, (ie,) = _c.prep(fn, inv_ext_mat)
    es = _c.shape_of(ie)
    _c.check_mat(fn, "inv_ext_mat", es, 3, 4, "[batch_shape,3,4]")
    _c.batch_of(fn, "inv_ext_mat", es, 2, batch_shape, "[batch_shape,3,4]")
    e = _pg.projection_matrix_inverse(ie)
    return _cam_geometry(w, e, ie, intrinsics, device)

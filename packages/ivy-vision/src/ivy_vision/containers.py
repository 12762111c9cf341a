"""Containers of camera and scene geometry: ``ivy.Container`` subclasses with fixed keys.

They are ``ivy.Container`` s, so every Container method works on them (``c.to_numpy()``,
``c.cont_map(...)``, ``c[0]``-style slicing through ``cont_map``, save/load) and they pass through
``ivy.compile``, ``jax.jit`` and ``ivy.execute_with_gradients`` as nests.
"""

from __future__ import annotations

import ivy

from . import sdf as _sdf

__all__ = [
    "PrimitiveScene",
    "Intrinsics",
    "Extrinsics",
    "CameraGeometry",
]


def _from_dict(self, first, rest, config):
    """Containers rebuild their subclasses from a dict (``cls(d, **config)``): accept that call."""
    if isinstance(first, dict) and all(r is None for r in rest):
        ivy.Container.__init__(self, first, **config)
        return True
    return False


def _eye(n, batch_shape, dtype, device):
    return ivy.eye(n, batch_shape=tuple(batch_shape) or None, dtype=dtype, device=device)


class PrimitiveScene(ivy.Container):
    """A scene of spheres and cuboids, with its signed distance function.

    Keys: ``sphere_positions`` ``[batch_shape,num_spheres,3]``, ``sphere_radii``
    ``[batch_shape,num_spheres,1]``, ``cuboid_ext_mats`` ``[batch_shape,num_cuboids,3,4]``
    (world-to-cuboid ``[R | t]``) and ``cuboid_dims`` ``[batch_shape,num_cuboids,3]`` (full side
    lengths); either kind may be None.

    >>> import numpy as np, ivy_vision
    >>> scene = ivy_vision.PrimitiveScene(np.zeros((1, 3)), np.ones((1, 1)))
    >>> scene.sdf(np.array([[0., 0., 3.]]))
    array([[2.]])
    """

    def __init__(self, sphere_positions=None, sphere_radii=None, cuboid_ext_mats=None, cuboid_dims=None,
                 **config):
        if _from_dict(self, sphere_positions, (sphere_radii, cuboid_ext_mats, cuboid_dims), config):
            return
        super().__init__(dict(sphere_positions=sphere_positions, sphere_radii=sphere_radii,
                              cuboid_ext_mats=cuboid_ext_mats, cuboid_dims=cuboid_dims), **config)

    @staticmethod
    def as_identity(batch_shape, *, dtype=None, device=None):
        """One unit sphere at the origin and one unit cube at the origin, for each of ``batch_shape``:
        positions ``[batch_shape,1,3]`` zeros, radii ``[batch_shape,1,1]`` ones, cuboid matrices
        ``[batch_shape,1,3,4]`` identities, dims ``[batch_shape,1,3]`` ones (``ivy.Array`` s).

        >>> import ivy_vision
        >>> ivy_vision.PrimitiveScene.as_identity([2]).cuboid_ext_mats.shape
        (2, 1, 3, 4)
        """
        bs = list(batch_shape) + [1]
        return PrimitiveScene(ivy.zeros(bs + [3], dtype=dtype, device=device),
                              ivy.ones(bs + [1], dtype=dtype, device=device),
                              _eye(4, bs, dtype, device)[..., 0:3, :],
                              ivy.ones(bs + [3], dtype=dtype, device=device))

    def sdf(self, query_positions):
        """Signed distances ``[batch_shape,num_points,1]`` of ``query_positions``
        ``[batch_shape,num_points,3]`` from the scene: the minimum over its spheres and cuboids."""
        parts = []
        if self.get("sphere_positions") is not None:
            parts.append(_sdf.sphere_signed_distances(self["sphere_positions"], self["sphere_radii"],
                                                      query_positions))
        if self.get("cuboid_ext_mats") is not None:
            parts.append(_sdf.cuboid_signed_distances(self["cuboid_ext_mats"], self["cuboid_dims"],
                                                      query_positions))
        if not parts:
            raise ivy.InvalidArgumentError("ivy_vision.PrimitiveScene.sdf: the scene holds no spheres and no cuboids")
        if len(parts) == 1:
            return parts[0]
        return ivy.minimum(parts[0], parts[1])


class Intrinsics(ivy.Container):
    """A camera's intrinsics: ``focal_lengths`` ``[batch_shape,2]`` (pixels), ``persp_angles``
    ``[batch_shape,2]`` (full fields of view, radians), ``pp_offsets`` ``[batch_shape,2]`` (the
    principal point, pixels), ``calib_mats`` ``[batch_shape,3,3]`` and ``inv_calib_mats``
    ``[batch_shape,3,3]``. Build one with :func:`ivy_vision.calib_mat_to_intrinsics_object` and friends.

    >>> import ivy_vision
    >>> ivy_vision.Intrinsics.as_identity([2]).calib_mats.shape
    (2, 3, 3)
    """

    def __init__(self, focal_lengths, persp_angles=None, pp_offsets=None, calib_mats=None, inv_calib_mats=None,
                 **config):
        if _from_dict(self, focal_lengths, (persp_angles, pp_offsets, calib_mats, inv_calib_mats), config):
            return
        super().__init__(dict(focal_lengths=focal_lengths, persp_angles=persp_angles, pp_offsets=pp_offsets,
                              calib_mats=calib_mats, inv_calib_mats=inv_calib_mats), **config)

    @staticmethod
    def as_identity(batch_shape, *, dtype=None, device=None):
        """Identity calibration: focal lengths and angles ones, principal points zeros, ``K = K^-1 = I``."""
        bs = list(batch_shape)
        return Intrinsics(ivy.ones(bs + [2], dtype=dtype, device=device),
                          ivy.ones(bs + [2], dtype=dtype, device=device),
                          ivy.zeros(bs + [2], dtype=dtype, device=device),
                          _eye(3, bs, dtype, device), _eye(3, bs, dtype, device))


class Extrinsics(ivy.Container):
    """A camera's pose: ``cam_centers`` ``[batch_shape,3,1]`` (world), ``Rs`` ``[batch_shape,3,3]``
    (world-to-camera rotations), ``inv_Rs`` ``[batch_shape,3,3]``, ``ext_mats_homo``
    ``[batch_shape,4,4]`` (world to camera) and ``inv_ext_mats_homo`` ``[batch_shape,4,4]``.

    >>> import ivy_vision
    >>> ivy_vision.Extrinsics.as_identity([]).ext_mats_homo.shape
    (4, 4)
    """

    def __init__(self, cam_centers, Rs=None, inv_Rs=None, ext_mats_homo=None, inv_ext_mats_homo=None,  # noqa: N803
                 **config):
        if _from_dict(self, cam_centers, (Rs, inv_Rs, ext_mats_homo, inv_ext_mats_homo), config):
            return
        super().__init__(dict(cam_centers=cam_centers, Rs=Rs, inv_Rs=inv_Rs, ext_mats_homo=ext_mats_homo,
                              inv_ext_mats_homo=inv_ext_mats_homo), **config)

    @staticmethod
    def as_identity(batch_shape, *, dtype=None, device=None):
        """The camera at the world origin, looking along the world's ``z``."""
        bs = list(batch_shape)
        return Extrinsics(ivy.zeros(bs + [3, 1], dtype=dtype, device=device), _eye(3, bs, dtype, device),
                          _eye(3, bs, dtype, device), _eye(4, bs, dtype, device), _eye(4, bs, dtype, device))


class CameraGeometry(ivy.Container):
    """A camera: ``intrinsics`` (:class:`Intrinsics`), ``extrinsics`` (:class:`Extrinsics`),
    ``full_mats_homo`` ``[batch_shape,4,4]`` (``K E`` made homogeneous: world to depth-scaled pixels)
    and ``inv_full_mats_homo`` ``[batch_shape,4,4]``. Build one with
    :func:`ivy_vision.ext_mat_and_intrinsics_to_cam_geometry_object`.

    >>> import ivy_vision
    >>> ivy_vision.CameraGeometry.as_identity([3]).inv_full_mats_homo.shape
    (3, 4, 4)
    """

    def __init__(self, intrinsics, extrinsics=None, full_mats_homo=None, inv_full_mats_homo=None, **config):
        if (isinstance(intrinsics, dict) and not isinstance(intrinsics, Intrinsics)
                and _from_dict(self, intrinsics, (extrinsics, full_mats_homo, inv_full_mats_homo), config)):
            return
        super().__init__(dict(intrinsics=intrinsics, extrinsics=extrinsics, full_mats_homo=full_mats_homo,
                              inv_full_mats_homo=inv_full_mats_homo), **config)

    @staticmethod
    def as_identity(batch_shape, *, dtype=None, device=None):
        """Identity intrinsics and extrinsics, identity full matrices."""
        bs = list(batch_shape)
        return CameraGeometry(Intrinsics.as_identity(bs, dtype=dtype, device=device),
                              Extrinsics.as_identity(bs, dtype=dtype, device=device),
                              _eye(4, bs, dtype, device), _eye(4, bs, dtype, device))


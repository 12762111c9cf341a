"""A rigid mobile robot (a drone, a mobile base) as a set of points fixed in its body frame.

Convention: a pose is the robot's *inverse extrinsic* matrix ``[R | t]`` (3x4, body to world:
a body point ``p`` is at ``R p + t`` in the world), as ``ivy_mech``'s matrix poses
(``ivy_mech.rot_vec_pose_to_mat_pose`` makes one from ``[x, y, z, rx, ry, rz]``).
"""

from __future__ import annotations

import ivy

from ._constants import ConstantCache, float_dtype, native

__all__ = ["RigidMobile"]


def _is_array(x):
    return ivy.is_native_array(x) or isinstance(x, ivy.Array)


def _float_rows(x, name, shape_text):
    """``x`` (an array of any backend or nested sequences) as a list of rows of Python floats."""
    try:
        rows = ivy.to_list(x) if _is_array(x) else [[float(v) for v in row] for row in x]
    except (TypeError, ValueError) as e:
        raise ivy.InvalidArgumentError(
            f"{name} must be an array or nested sequences of numbers {shape_text}: {e}") from e
    return rows


# poses' signature (class, dtype, shape) -> (dtype computed in, cast?, homogeneous?) once checked
_PLANS: dict = {}
_MAX_PLANS = 256


def _plan(inv_ext_mats, batch_shape, m):
    """The checks of ``sample_body``'s arguments; ``(dtype, cast, homogeneous)`` for the poses ``m``."""
    if not _is_array(inv_ext_mats):
        raise ivy.InvalidArgumentError(
            f"RigidMobile.sample_body: inv_ext_mats must be an array [batch_shape, 3, 4], "
            f"got {type(inv_ext_mats).__name__}")
    shape = tuple(inv_ext_mats.shape)
    if len(shape) < 2 or shape[-1] != 4 or shape[-2] not in (3, 4):
        raise ivy.ShapeError(
            f"RigidMobile.sample_body: inv_ext_mats must have shape [batch_shape, 3, 4], got {shape}")
    if batch_shape is not None and tuple(batch_shape) != shape[:-2]:
        raise ivy.ShapeError(
            f"RigidMobile.sample_body: batch_shape {tuple(batch_shape)} does not match inv_ext_mats "
            f"[batch_shape, 3, 4] of shape {shape}")
    dtype = float_dtype(m)
    return dtype, ivy.dtype(m) != dtype, shape[-2] == 4


class RigidMobile:
    """A rigid mobile robot, sampled at body points fixed in its frame.

    Parameters
    ----------
    rel_body_points
        The body points in the robot's own frame *[num_body_points, 3]* (an array of any backend or
        nested sequences; kept as constants, so one robot serves every backend).

    Examples
    --------
    >>> import ivy
    >>> from ivy_robot import RigidMobile
    >>> drone = RigidMobile(ivy.asarray([[0.0, 0.0, 0.0], [0.15, 0.0, 0.0]]))
    >>> pose = ivy.asarray([[1.0, 0.0, 0.0, 2.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 1.0]])
    >>> [[round(v, 4) for v in p] for p in ivy.to_list(drone.sample_body(pose))]
    [[2.0, 0.0, 1.0], [2.15, 0.0, 1.0]]
    """

    def __init__(self, rel_body_points):
        shape = tuple(rel_body_points.shape) if _is_array(rel_body_points) else None
        rows = _float_rows(rel_body_points, "RigidMobile: rel_body_points", "[num_body_points, 3]")
        if shape is None:
            shape = (len(rows), *({len(r) for r in rows} if rows else {3}))
        if len(shape) != 2 or shape[1] != 3 or shape[0] < 1:
            raise ivy.ShapeError(
                f"RigidMobile: rel_body_points must have shape [num_body_points >= 1, 3], got {shape}")
        self._num_body_points = shape[0]
        # 4 x NBP: the homogeneous body points, one per column
        homo = [[float(p[i]) for p in rows] for i in range(3)] + [[1.0] * shape[0]]
        self._consts = ConstantCache(points=homo)

    @property
    def num_body_points(self):
        """The number of body points."""
        return self._num_body_points

    def sample_body(self, inv_ext_mats, batch_shape=None):
        """The body points in the world frame for the given poses.

        Parameters
        ----------
        inv_ext_mats
            Inverse extrinsic matrices (body to world) *[batch_shape, 3, 4]*; a ``[..., 4, 4]``
            homogeneous matrix is accepted too (its last row is not read).
        batch_shape
            Shape of batch. Inferred from inputs if None; if given it must equal
            ``inv_ext_mats.shape[:-2]``.

        Returns
        -------
        ret
            The body points in the world frame *[batch_shape, num_body_points, 3]*.
        """
        m, wrap = native(inv_ext_mats)
        try:  # the checks and the dtype run once per signature (class, dtype, shape) of the poses
            sig = (m.__class__, m.dtype, tuple(m.shape))
            plan = _PLANS.get(sig) if batch_shape is None else None
        except (AttributeError, TypeError):  # not an array: the checks say so
            sig = plan = None
        if plan is None:
            plan = _plan(inv_ext_mats, batch_shape, m)
            if sig is not None and batch_shape is None:
                if len(_PLANS) >= _MAX_PLANS:
                    _PLANS.clear()
                _PLANS[sig] = plan
        dtype, cast, homogeneous = plan
        if cast:
            m = ivy.astype(m, dtype)
        if homogeneous:
            m = m[..., :3, :]
        points = self._consts.like(m, dtype)["points"]
        # BS x 3 x NBP -> BS x NBP x 3
        out = ivy.swapaxes(ivy.matmul(m, points), -1, -2)
        return ivy.Array(out) if wrap else out

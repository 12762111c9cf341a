"""Conversions to matrix poses.

A matrix pose is ``[R | t]`` (``[batch_shape, 3, 4]``): ``p' = R p + t`` maps a point from the
body frame to the world frame (``t`` is the body's position, ``R``'s columns its axes).
Quaternion poses are ``[x, y, z, qi, qj, qk, qr]``, Euler poses ``[x, y, z, e0, e1, e2]``
(extrinsic ``R = R_c(e2) @ R_b(e1) @ R_a(e0)`` for convention ``"abc"``), rotation vector poses
``[x, y, z, rx, ry, rz]`` and axis-angle poses ``[x, y, z, ex, ey, ez, angle]``.
"""

from __future__ import annotations

import ivy

from .. import _base
from ..orientation import quaternion as _quaternion
from ..orientation import rotation_matrix as _rot_mat

__all__ = [
    "axis_angle_pose_to_mat_pose",
    "euler_pose_to_mat_pose",
    "quaternion_pose_to_mat_pose",
    "rot_vec_pose_to_mat_pose",
]


def _with_translation(rot_entries, tx, ty, tz, batch):
    e = rot_entries
    return _base.matrix([*e[0:3], tx, *e[3:6], ty, *e[6:9], tz], batch, 3, 4)


def quaternion_pose_to_mat_pose(quat_pose):
    """Convert quaternion poses ``[x, y, z, qi, qj, qk, qr]`` to matrix poses ``[R | t]``.

    Parameters
    ----------
    quat_pose
        Quaternion pose *[batch_shape,7]*

    Returns
    -------
    ret
        Matrix pose *[batch_shape,3,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.quaternion_pose_to_mat_pose(np.array([1.0, 2.0, 3.0, 0.0, 0.0, 0.0, 1.0]))
    array([[1., 0., 0., 1.],
           [0., 1., 0., 2.],
           [0., 0., 1., 3.]])
    """
    x, w = _base.vec(quat_pose, "quat_pose", 7, "[batch_shape, 7] ([x, y, z, qi, qj, qk, qr])")
    tx, ty, tz, qx, qy, qz, qw = ivy.unstack(x, axis=-1)
    e = _rot_mat._quaternion_entries(qx, qy, qz, qw)
    return _base.out(_with_translation(e, tx, ty, tz, tuple(x.shape[:-1])), w)


def euler_pose_to_mat_pose(euler_pose, convention="zyx", batch_shape=None):
    """Convert Euler poses ``[x, y, z, e0, e1, e2]`` to matrix poses ``[R | t]`` (extrinsic
    ``R = R_c(e2) @ R_b(e1) @ R_a(e0)`` for convention ``"abc"``, SciPy's ``from_euler``).

    Parameters
    ----------
    euler_pose
        Euler angle pose *[batch_shape,6]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')
    batch_shape
        Shape of batch. Inferred from inputs if None; if given, it must be the input's.

    Returns
    -------
    ret
        Matrix pose *[batch_shape,3,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.euler_pose_to_mat_pose(np.array([1.0, 2.0, 3.0, np.pi, 0.0, 0.0]), "zyx").round(4) + 0.0
    array([[-1.,  0.,  0.,  1.],
           [ 0., -1.,  0.,  2.],
           [ 0.,  0.,  1.,  3.]])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(euler_pose, "euler_pose", 6, "[batch_shape, 6] ([x, y, z, e0, e1, e2])")
    batch = tuple(x.shape[:-1])
    _base.check_batch_shape(batch_shape, batch, "euler_pose")
    tx, ty, tz = ivy.unstack(x[..., 0:3], axis=-1)
    e = _rot_mat._euler_entries(x[..., 3:6], spec)
    return _base.out(_with_translation(e, tx, ty, tz, batch), w)


def rot_vec_pose_to_mat_pose(rot_vec_pose):
    """Convert rotation vector poses ``[x, y, z, rx, ry, rz]`` (``r = angle * axis``) to matrix
    poses ``[R | t]`` (Rodrigues' formula, finite gradients at the identity).

    Parameters
    ----------
    rot_vec_pose
        Rotation vector pose *[batch_shape,6]*

    Returns
    -------
    ret
        Matrix pose *[batch_shape,3,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.rot_vec_pose_to_mat_pose(np.array([1.0, 0.0, 0.0, 0.0, 0.0, np.pi])).round(4) + 0.0
    array([[-1.,  0.,  0.,  1.],
           [ 0., -1.,  0.,  0.],
           [ 0.,  0.,  1.,  0.]])
    """
    x, w = _base.vec(rot_vec_pose, "rot_vec_pose", 6, "[batch_shape, 6] ([x, y, z, rx, ry, rz])")
    batch = tuple(x.shape[:-1])
    if _rot_mat.few_ops(batch):
        return _base.out(ivy.concat([_rot_mat._rot_vec_mat_few_ops(x[..., 3:6], batch), x[..., 0:3, None]], axis=-1), w)
    tx, ty, tz, rx, ry, rz = ivy.unstack(x, axis=-1)
    e = _rot_mat._rot_vec_entries(rx, ry, rz)
    return _base.out(_with_translation(e, tx, ty, tz, batch), w)


def axis_angle_pose_to_mat_pose(axis_angle_pose):
    """Convert axis-angle poses ``[x, y, z, ex, ey, ez, angle]`` to matrix poses ``[R | t]``.

    Parameters
    ----------
    axis_angle_pose
        Axis-angle pose *[batch_shape,7]*

    Returns
    -------
    ret
        Matrix pose *[batch_shape,3,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.axis_angle_pose_to_mat_pose(np.array([0.0, 0.0, 5.0, 1.0, 0.0, 0.0, np.pi])).round(4) + 0.0
    array([[ 1.,  0.,  0.,  0.],
           [ 0., -1.,  0.,  0.],
           [ 0.,  0., -1.,  5.]])
    """
    x, w = _base.vec(axis_angle_pose, "axis_angle_pose", 7, "[batch_shape, 7] ([x, y, z, ex, ey, ez, angle])")
    tx, ty, tz = ivy.unstack(x[..., 0:3], axis=-1)
    e = _rot_mat._quaternion_entries(*ivy.unstack(_quaternion._from_axis_angle(x[..., 3:7]), axis=-1))
    return _base.out(_with_translation(e, tx, ty, tz, tuple(x.shape[:-1])), w)

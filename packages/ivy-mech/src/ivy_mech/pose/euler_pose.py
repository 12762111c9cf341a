"""Conversions to Euler poses.

An Euler pose is ``[x, y, z, e0, e1, e2]``: the body's position and its orientation as Euler
angles of a convention ``"abc"`` (extrinsic ``R = R_c(e2) @ R_b(e1) @ R_a(e0)``, SciPy's
``from_euler("abc")``; ranges and gimbal lock as :func:`ivy_mech.rot_mat_to_euler`). Matrix
poses are ``[R | t]`` (``[batch_shape, 3, 4]``, or homogeneous ``[batch_shape, 4, 4]``),
quaternion poses ``[x, y, z, qi, qj, qk, qr]``, axis-angle poses ``[x, y, z, ex, ey, ez, angle]``.
"""

from __future__ import annotations

import ivy

from .. import _base
from ..orientation import euler_angles as _euler
from ..orientation import quaternion as _quaternion

__all__ = ["axis_angle_pose_to_euler_pose", "mat_pose_to_euler_pose", "quaternion_pose_to_euler_pose"]

_MAT_POSE = "[batch_shape, 3, 4] ([R | t]; or a homogeneous [batch_shape, 4, 4])"


def mat_pose_to_euler_pose(matrix, convention="zyx"):
    """Convert matrix poses ``[R | t]`` to Euler poses ``[x, y, z, e0, e1, e2]``.

    Parameters
    ----------
    matrix
        Matrix pose *[batch_shape,3,4]* (or homogeneous *[batch_shape,4,4]*)
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')

    Returns
    -------
    ret
        Euler pose *[batch_shape,6]*

    >>> import numpy as np, ivy_mech
    >>> m = ivy_mech.euler_pose_to_mat_pose(np.array([1.0, 2.0, 3.0, 0.1, 0.2, 0.3]))
    >>> ivy_mech.mat_pose_to_euler_pose(m).round(6)
    array([1. , 2. , 3. , 0.1, 0.2, 0.3])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.mat(matrix, "matrix", (3, 4), 4, _MAT_POSE)
    e = _base.entries(x)
    qx, qy, qz, qw = ivy.unstack(_quaternion._from_rot_entries(e, False), axis=-1)
    angles = _euler._from_quaternion_components(qx, qy, qz, qw, spec)
    return _base.out(ivy.stack([e[0][3], e[1][3], e[2][3], *angles], axis=-1), w)


def quaternion_pose_to_euler_pose(quaternion_pose, convention="zyx"):
    """Convert quaternion poses ``[x, y, z, qi, qj, qk, qr]`` to Euler poses.

    Parameters
    ----------
    quaternion_pose
        Quaternion pose *[batch_shape,7]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')

    Returns
    -------
    ret
        Euler pose *[batch_shape,6]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.quaternion_pose_to_euler_pose(np.array([1.0, 2.0, 3.0, 0.0, 0.0, 1.0, 0.0]), "xyz").round(4)
    array([1.    , 2.    , 3.    , 0.    , 0.    , 3.1416])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(quaternion_pose, "quaternion_pose", 7, "[batch_shape, 7] ([x, y, z, qi, qj, qk, qr])")
    tx, ty, tz, qx, qy, qz, qw = ivy.unstack(x, axis=-1)
    angles = _euler._from_quaternion_components(qx, qy, qz, qw, spec)
    return _base.out(ivy.stack([tx, ty, tz, *angles], axis=-1), w)


def axis_angle_pose_to_euler_pose(axis_angle_pose, convention="zyx"):
    """Convert axis-angle poses ``[x, y, z, ex, ey, ez, angle]`` to Euler poses.

    Parameters
    ----------
    axis_angle_pose
        Axis-angle pose *[batch_shape,7]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')

    Returns
    -------
    ret
        Euler pose *[batch_shape,6]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.axis_angle_pose_to_euler_pose(np.array([1.0, 2.0, 3.0, 0.0, 1.0, 0.0, 0.5]), "zyx").round(4) + 0.0
    array([1. , 2. , 3. , 0. , 0.5, 0. ])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(axis_angle_pose, "axis_angle_pose", 7, "[batch_shape, 7] ([x, y, z, ex, ey, ez, angle])")
    tx, ty, tz = ivy.unstack(x[..., 0:3], axis=-1)
    angles = _euler._from_quaternion_components(*ivy.unstack(_quaternion._from_axis_angle(x[..., 3:7]), axis=-1), spec)
    return _base.out(ivy.stack([tx, ty, tz, *angles], axis=-1), w)

"""Conversions to axis-angle and rotation vector poses.

An axis-angle pose is ``[x, y, z, ex, ey, ez, angle]`` (unit axis, angle in [0, pi]; the
identity is ``[0, 0, 0, 0]``), a rotation vector pose ``[x, y, z, rx, ry, rz]`` with
``r = angle * axis`` (SciPy's ``as_rotvec``). Matrix poses are ``[R | t]``
(``[batch_shape, 3, 4]``, or homogeneous ``[batch_shape, 4, 4]``), quaternion poses
``[x, y, z, qi, qj, qk, qr]``, Euler poses ``[x, y, z, e0, e1, e2]`` (extrinsic, SciPy's
``from_euler``).
"""

from __future__ import annotations

import ivy

from .. import _base
from ..orientation import axis_angle as _axis_angle
from ..orientation import quaternion as _quaternion

__all__ = ["euler_pose_to_axis_angle_pose", "mat_pose_to_rot_vec_pose", "quaternion_pose_to_rot_vec_pose"]


def euler_pose_to_axis_angle_pose(euler_pose, convention="zyx", batch_shape=None, device=None):
    """Convert Euler poses ``[x, y, z, e0, e1, e2]`` (extrinsic ``R = R_c(e2) @ R_b(e1) @
    R_a(e0)`` for convention ``"abc"``) to axis-angle poses ``[x, y, z, ex, ey, ez, angle]``.

    Parameters
    ----------
    euler_pose
        Euler angle pose *[batch_shape,6]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')
    batch_shape
        Shape of batch. Inferred from inputs if None; if given, it must be the input's.
    device
        Device of the result; the input's if None.

    Returns
    -------
    ret
        Axis-angle pose *[batch_shape,7]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.euler_pose_to_axis_angle_pose(np.array([1.0, 2.0, 3.0, 0.5, 0.0, 0.0]), "zyx").round(4)
    array([1. , 2. , 3. , 0. , 0. , 1. , 0.5])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(euler_pose, "euler_pose", 6, "[batch_shape, 6] ([x, y, z, e0, e1, e2])")
    _base.check_batch_shape(batch_shape, x.shape[:-1], "euler_pose")
    aa = _axis_angle._to_axis_angle(_quaternion._from_euler(x[..., 3:6], spec))
    return _base.out(_base.on_device(ivy.concat([x[..., 0:3], aa], axis=-1), device), w)


def mat_pose_to_rot_vec_pose(matrix):
    """Convert matrix poses ``[R | t]`` to rotation vector poses ``[x, y, z, rx, ry, rz]``.

    Parameters
    ----------
    matrix
        Matrix pose *[batch_shape,3,4]* (or homogeneous *[batch_shape,4,4]*)

    Returns
    -------
    ret
        Rotation vector pose *[batch_shape,6]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.mat_pose_to_rot_vec_pose(np.array([[1.0, 0, 0, 4], [0, -1, 0, 5], [0, 0, -1, 6]])).round(4)
    array([4.    , 5.    , 6.    , 3.1416, 0.    , 0.    ])
    """
    x, w = _base.mat(matrix, "matrix", (3, 4), 4, "[batch_shape, 3, 4] ([R | t]; or a homogeneous [batch_shape, 4, 4])")
    e = _base.entries(x)
    rv = _axis_angle._to_rotation_vector(_quaternion._from_rot_entries(e, False))
    return _base.out(ivy.concat([ivy.stack([e[0][3], e[1][3], e[2][3]], axis=-1), rv], axis=-1), w)


def quaternion_pose_to_rot_vec_pose(quat_pose):
    """Convert quaternion poses ``[x, y, z, qi, qj, qk, qr]`` to rotation vector poses
    ``[x, y, z, rx, ry, rz]`` (norm of ``r`` in [0, pi]; finite gradients at the identity).

    Parameters
    ----------
    quat_pose
        Quaternion pose *[batch_shape,7]*

    Returns
    -------
    ret
        Rotation vector pose *[batch_shape,6]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.quaternion_pose_to_rot_vec_pose(np.array([1.0, 2.0, 3.0, 0.0, 0.0, -0.6, -0.8])).round(4) + 0.0
    array([1.   , 2.   , 3.   , 0.   , 0.   , 1.287])
    """
    x, w = _base.vec(quat_pose, "quat_pose", 7, "[batch_shape, 7] ([x, y, z, qi, qj, qk, qr])")
    return _base.out(ivy.concat([x[..., 0:3], _axis_angle._to_rotation_vector(x[..., 3:7])], axis=-1), w)

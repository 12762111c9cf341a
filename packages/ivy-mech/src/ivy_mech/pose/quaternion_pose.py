"""Conversions to quaternion poses, and their integration with a velocity.

A quaternion pose is ``[x, y, z, qi, qj, qk, qr]``: the body's position and its orientation as
a scalar-last quaternion (returned with ``qr >= 0``). Matrix poses are ``[R | t]``
(``[batch_shape, 3, 4]``, or ``[batch_shape, 4, 4]`` homogeneous, whose last row is ignored),
Euler poses ``[x, y, z, e0, e1, e2]`` (extrinsic, SciPy's ``from_euler``), axis-angle poses
``[x, y, z, ex, ey, ez, angle]``.
"""

from __future__ import annotations

import ivy

from .. import _base
from ..orientation import quaternion as _quaternion

__all__ = [
    "axis_angle_pose_to_quaternion_pose",
    "euler_pose_to_quaternion_pose",
    "increment_quaternion_pose_with_velocity",
    "mat_pose_to_quaternion_pose",
]

_MAT_POSE = "[batch_shape, 3, 4] ([R | t]; or a homogeneous [batch_shape, 4, 4])"


def axis_angle_pose_to_quaternion_pose(axis_angle_pose):
    """Convert axis-angle poses ``[x, y, z, ex, ey, ez, angle]`` to quaternion poses.

    Parameters
    ----------
    axis_angle_pose
        Axis-angle pose *[batch_shape,7]*

    Returns
    -------
    ret
        Quaternion pose *[batch_shape,7]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.axis_angle_pose_to_quaternion_pose(np.array([1.0, 2.0, 3.0, 0.0, 0.0, 1.0, np.pi])).round(4)
    array([1., 2., 3., 0., 0., 1., 0.])
    """
    x, w = _base.vec(axis_angle_pose, "axis_angle_pose", 7, "[batch_shape, 7] ([x, y, z, ex, ey, ez, angle])")
    return _base.out(ivy.concat([x[..., 0:3], _quaternion._from_axis_angle(x[..., 3:7])], axis=-1), w)


def mat_pose_to_quaternion_pose(matrix):
    """Convert matrix poses ``[R | t]`` to quaternion poses (Shepperd's method, ``qr >= 0``).

    Parameters
    ----------
    matrix
        Matrix pose *[batch_shape,3,4]* (or homogeneous *[batch_shape,4,4]*)

    Returns
    -------
    ret
        Quaternion pose *[batch_shape,7]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.mat_pose_to_quaternion_pose(np.array([[1.0, 0, 0, 4], [0, -1, 0, 5], [0, 0, -1, 6]]))
    array([4., 5., 6., 1., 0., 0., 0.])
    """
    x, w = _base.mat(matrix, "matrix", (3, 4), 4, _MAT_POSE)
    e = _base.entries(x)
    q = _quaternion._from_rot_entries(e)
    return _base.out(ivy.concat([ivy.stack([e[0][3], e[1][3], e[2][3]], axis=-1), q], axis=-1), w)


def euler_pose_to_quaternion_pose(euler_pose, convention="zyx", batch_shape=None):
    """Convert Euler poses ``[x, y, z, e0, e1, e2]`` (extrinsic ``R = R_c(e2) @ R_b(e1) @
    R_a(e0)`` for convention ``"abc"``) to quaternion poses.

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
        Quaternion pose *[batch_shape,7]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.euler_pose_to_quaternion_pose(np.array([1.0, 2.0, 3.0, 0.0, 0.0, np.pi]), "xyz").round(4)
    array([1., 2., 3., 0., 0., 1., 0.])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(euler_pose, "euler_pose", 6, "[batch_shape, 6] ([x, y, z, e0, e1, e2])")
    _base.check_batch_shape(batch_shape, x.shape[:-1], "euler_pose")
    return _base.out(ivy.concat([x[..., 0:3], _quaternion._from_euler(x[..., 3:6], spec)], axis=-1), w)


def increment_quaternion_pose_with_velocity(quat_pose, quat_vel, delta_t):
    """Step quaternion poses forward by ``delta_t`` seconds under a velocity ``quat_vel``.

    ``quat_vel = [vx, vy, vz, qi, qj, qk, qr]`` is a linear velocity and the rotation turned
    in one second, as a quaternion. The new position is ``p + v delta_t``; the new
    orientation ``q (x) r``, the Hamilton product of the pose's quaternion with ``r``, the
    velocity's rotation with its angle scaled by ``delta_t`` (a rotation in the body frame).

    Parameters
    ----------
    quat_pose
        Quaternion pose. *[batch_shape,7]*
    quat_vel
        Quaternion velocity. *[batch_shape,7]*
    delta_t
        Time step in seconds: a number or an array *[batch_shape,1]*.

    Returns
    -------
    ret
        Incremented quaternion pose *[batch_shape,7]*

    >>> import numpy as np, ivy_mech
    >>> pose = np.array([0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0])
    >>> vel = np.concatenate([[1.0, 0.0, 0.0], ivy_mech.axis_angle_to_quaternion(np.array([0.0, 0.0, 1.0, 0.2]))])
    >>> ivy_mech.quaternion_pose_to_rot_vec_pose(ivy_mech.increment_quaternion_pose_with_velocity(pose, vel, 0.5))
    array([0.5, 0. , 0. , 0. , 0. , 0.1])
    """
    p, wp = _base.vec(quat_pose, "quat_pose", 7, "[batch_shape, 7] ([x, y, z, qi, qj, qk, qr])")
    v, wv = _base.vec(quat_vel, "quat_vel", 7, "[batch_shape, 7] ([vx, vy, vz, qi, qj, qk, qr])")
    p, v = _base.common(p, v, "quat_pose", "quat_vel")
    _base.broadcast_batch(p, v, "quat_pose", "quat_vel")
    wrapped = wp or wv
    if isinstance(delta_t, (int, float)):
        delta_t = float(delta_t)
    else:
        delta_t, wd = _base.native(delta_t, "delta_t")
        p, delta_t = _base.common(p, delta_t, "quat_pose", "delta_t")
        v, delta_t = _base.common(v, delta_t, "quat_vel", "delta_t")
        wrapped = wrapped or wd
    r = _quaternion._scale_angle(v[..., 3:7], delta_t)
    new_q = _quaternion._hamilton(p[..., 3:7], r)
    return _base.out(ivy.concat([p[..., 0:3] + v[..., 0:3] * delta_t, new_q], axis=-1), wrapped)

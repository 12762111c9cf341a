"""Conversions to axis-angle, polar axis-angle and rotation vectors.

Axis-angle is ``[ex, ey, ez, angle]`` with a unit axis and ``angle`` in [0, pi] (the
quaternion with ``qr >= 0`` gives it; the identity is ``[0, 0, 0, 0]``); polar axis-angle is
``[theta, phi, angle]`` with ``theta`` the axis' angle from +z and ``phi`` its azimuth from +x;
a rotation vector is ``angle * axis`` (SciPy's ``as_rotvec``), of norm at most pi. Quaternions
are scalar-last ``[qi, qj, qk, qr]`` and need not be unit (their direction is used), rotation
matrices act as ``v' = R v``. Shapes take any leading batch dimensions.
"""

from __future__ import annotations

import math

import ivy

from .. import _base
from .._base import SMALL_ANGLE_SQ, canonical, safe_sqrt, series
from . import quaternion as _quaternion

__all__ = [
    "euler_to_axis_angle",
    "get_random_axis_angle",
    "quaternion_to_axis_angle",
    "quaternion_to_polar_axis_angle",
    "quaternion_to_rotation_vector",
    "rot_mat_to_axis_angle",
]

_QUAT = "[batch_shape, 4] (a scalar-last quaternion [qi, qj, qk, qr])"


# ----------------------------------------------------------------- kernels (native arrays)


def _to_axis_angle(quaternion):
    q = canonical(quaternion)
    v, w = q[..., 0:3], q[..., 3:4]
    s2 = ivy.sum(v * v, axis=-1, keepdims=True)
    zero = s2 == 0
    s = safe_sqrt(s2, zero)  # |v|, or 1 at the identity (where v / s is then the zero axis)
    angle = 2.0 * ivy.atan2(ivy.where(zero, 0.0, s), w)
    return ivy.concat([v / s, angle], axis=-1)


def _to_rotation_vector(quaternion):
    q = canonical(quaternion)
    v, w = q[..., 0:3], q[..., 3:4]
    s2 = ivy.sum(v * v, axis=-1, keepdims=True)
    small = s2 < SMALL_ANGLE_SQ * (w * w)
    # angle / |v| = 2 atan2(|v|, w) / |v|; near the identity 2 atan(x) / (x w) with x = |v| / w
    ws = ivy.where(small, w, 1.0)
    s = safe_sqrt(s2, small)
    f = ivy.where(
        small,
        series(s2 / (ws * ws), [2.0, -2.0 / 3.0, 2.0 / 5.0, -2.0 / 7.0]) / ws,
        2.0 * ivy.atan2(s, w) / s,
    )
    return v * f


def _to_polar_axis_angle(quaternion):
    ax, ay, az, angle = ivy.unstack(_to_axis_angle(quaternion), axis=-1)
    return ivy.stack([ivy.atan2(ivy.hypot(ax, ay), az), ivy.atan2(ay, ax), angle], axis=-1)


# ----------------------------------------------------------------- public functions


def rot_mat_to_axis_angle(rot_mat, device=None):
    """Convert rotation matrices to axis-angle ``[ex, ey, ez, angle]`` (angle in [0, pi]).

    Through the quaternion (Shepperd's method), so rotations by pi are exact.

    Parameters
    ----------
    rot_mat
        Rotation matrix *[batch_shape,3,3]*
    device
        Device of the result; the input's if None.

    Returns
    -------
    ret
        Rotation axis unit vector and angle *[batch_shape,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.rot_mat_to_axis_angle(np.diag([-1.0, 1.0, -1.0]))  # pi about y
    array([0.        , 1.        , 0.        , 3.14159265])
    """
    x, w = _base.mat(rot_mat, "rot_mat", 3, 3, "[batch_shape, 3, 3]")
    return _base.out(_base.on_device(_to_axis_angle(_quaternion._from_rot_mat(x, False)), device), w)


def euler_to_axis_angle(euler_angles, convention="zyx", batch_shape=None, device=None):
    """Convert Euler angles (extrinsic ``R = R_c(e2) @ R_b(e1) @ R_a(e0)`` for convention
    ``"abc"``, SciPy's ``from_euler("abc", e)``) to axis-angle ``[ex, ey, ez, angle]``.

    Parameters
    ----------
    euler_angles
        Input euler angles *[batch_shape,3]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')
    batch_shape
        Shape of batch. Inferred from inputs if None; if given, it must be the input's.
    device
        Device of the result; the input's if None.

    Returns
    -------
    ret
        Rotation axis unit vector and angle *[batch_shape,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.euler_to_axis_angle(np.array([0.0, 0.0, 0.5]), "xyz").round(4)  # 0.5 about z
    array([0. , 0. , 1. , 0.5])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(euler_angles, "euler_angles", 3, "[batch_shape, 3] ([e0, e1, e2])")
    _base.check_batch_shape(batch_shape, x.shape[:-1], "euler_angles")
    return _base.out(_base.on_device(_to_axis_angle(_quaternion._from_euler(x, spec)), device), w)


def quaternion_to_axis_angle(quaternion, device=None):
    """Convert quaternions to axis-angle ``[ex, ey, ez, angle]``.

    ``angle = 2 atan2(|v|, qr)`` in [0, pi] and ``e = v / |v|``, for the sign of ``q`` with
    ``qr >= 0`` (so negative-scalar quaternions give the same rotation, and ``|v|`` near 0 or
    ``qr`` near 0 lose no accuracy); the identity gives ``[0, 0, 0, 0]``.

    Parameters
    ----------
    quaternion
        Input quaternion *[batch_shape,4]*
    device
        Device of the result; the input's if None.

    Returns
    -------
    ret
        Rotation axis unit vector and angle *[batch_shape,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.quaternion_to_axis_angle(np.array([0.0, 0.0, -0.6, -0.8])).round(4) + 0.0  # = [0, 0, 0.6, 0.8]
    array([0.   , 0.   , 1.   , 1.287])
    """
    x, w = _base.vec(quaternion, "quaternion", 4, _QUAT)
    return _base.out(_base.on_device(_to_axis_angle(x), device), w)


def quaternion_to_polar_axis_angle(quaternion, device=None):
    """Convert quaternions to polar axis-angle ``[theta, phi, angle]``: the axis' angle from +z
    (``atan2(hypot(ex, ey), ez)``, in [0, pi]), its azimuth ``atan2(ey, ex)`` and the rotation
    angle in [0, pi]. The identity gives ``[0, 0, 0]``.

    Parameters
    ----------
    quaternion
        Input quaternion *[batch_shape,4]*
    device
        Device of the result; the input's if None.

    Returns
    -------
    ret
        Polar axis angle representation *[batch_shape,3]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.quaternion_to_polar_axis_angle(np.array([0.7071068, 0.0, 0.0, 0.7071068])).round(4)
    array([1.5708, 0.    , 1.5708])
    """
    x, w = _base.vec(quaternion, "quaternion", 4, _QUAT)
    return _base.out(_base.on_device(_to_polar_axis_angle(x), device), w)


def quaternion_to_rotation_vector(quaternion, device=None):
    """Convert quaternions to rotation vectors ``angle * axis`` (SciPy's ``as_rotvec``), norm
    in [0, pi]; a Taylor series near the identity keeps values and gradients finite there.

    Parameters
    ----------
    quaternion
        Input quaternion *[batch_shape,4]*
    device
        Device of the result; the input's if None.

    Returns
    -------
    ret
        Rotation vector *[batch_shape,3]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.quaternion_to_rotation_vector(np.array([0.0, 0.0, 1.0, 0.0])).round(4)  # pi about z
    array([0.    , 0.    , 3.1416])
    """
    x, w = _base.vec(quaternion, "quaternion", 4, _QUAT)
    return _base.out(_base.on_device(_to_rotation_vector(x), device), w)


def get_random_axis_angle(batch_shape=None, *, dtype=None, device=None, seed=None):
    """Generate random axis-angles: axes uniform on the sphere, angles uniform in [0, pi]
    (those of :func:`ivy_mech.get_random_quaternion`).

    Parameters
    ----------
    batch_shape
        Shape of batch. ``[]`` (one axis-angle of shape [4]) if None.
    dtype, device, seed
        Keyword-only: those of :func:`ivy.random_uniform`.

    Returns
    -------
    ret
        Random rotation axis unit vector and angle *[batch_shape,4]*, an ``ivy.Array``

    >>> import ivy_mech
    >>> ivy_mech.get_random_axis_angle((2, 3)).shape
    (2, 3, 4)
    """
    return ivy.Array(_to_axis_angle(_quaternion._random(math.pi, batch_shape, dtype, device, seed)))

"""Conversions to Euler angles.

Euler angles ``e = [e0, e1, e2]`` with convention ``"abc"`` (one of
:data:`VALID_EULER_CONVENTIONS`, default ``"zyx"``) are the extrinsic rotation
``R = R_c(e2) @ R_b(e1) @ R_a(e0)``: ``e0`` about the fixed axis ``a`` first, then ``e1`` about
``b``, then ``e2`` about ``c`` (SciPy's ``Rotation.from_euler("abc", e)`` with lower-case axes;
the same matrix as the intrinsic rotation ``"CBA"`` by ``[e2, e1, e0]``). Proper Euler
conventions (``a == c``) have ``e1`` in [0, pi], Tait-Bryan ones in [-pi/2, pi/2]; ``e0`` and
``e2`` are in [-pi, pi], the ranges of SciPy's ``as_euler``. In gimbal lock (``e1`` within 1e-7
of the ends of its range, where only ``e0 +- e2`` is defined) ``e2`` is 0, as SciPy sets it.

Angles are extracted from the quaternion with half-angle ``atan2`` formulas (each angle from
two well-conditioned numbers, no ``asin``/``acos``), so every convention is exact up to rounding
everywhere, gimbal lock included; a rotation matrix goes to its quaternion first by Shepperd's
method.
"""

from __future__ import annotations

import math

import ivy

from .. import _base
from .._base import VALID_EULER_CONVENTIONS, wrap_angle
from . import quaternion as _quaternion

__all__ = [
    "GIMBAL_TOL",
    "VALID_EULER_CONVENTIONS",
    "axis_angle_to_euler",
    "get_random_euler",
    "quaternion_to_euler",
    "rot_mat_to_euler",
]

GIMBAL_TOL = 1e-7  # e1 this close (radians) to the ends of its range is gimbal lock (SciPy's threshold)
_PI = math.pi


def _from_quaternion_components(qx, qy, qz, qw, spec):
    """``[e0, e1, e2]`` of the quaternion ``[qx, qy, qz, qw]`` (any norm, either sign).

    In the base frame of a proper convention ``aba`` (see ``_base._make_spec``) the quaternion is
    ``[cb sin(a+c), sb cos(c-a), sb sin(c-a), cb cos(a+c)]`` in half angles, so ``a + c``, ``c - a``
    and ``b`` each come from one ``atan2``. A Tait-Bryan convention ``abc`` is the proper ``cbc``
    after right-multiplying by the rotation of pi/2 about ``b`` (``R_a(t) = M R_c(+-t) M^T``):
    the middle angle is then ``e1 + pi/2`` and the first ``+-e0``.
    """
    proper, i, j, k, s = spec
    v = (qx, qy, qz)
    if proper:
        x, y, w = v[i], v[j], qw
        z = v[k] if s > 0 else -v[k]
    else:
        vi, vj, vk = v[i], v[j], v[k]
        if s > 0:
            x, z = vk + vi, vk - vi
        else:
            x, z = vk - vi, vk + vi
        y, w = vj + qw, qw - vj
    hp = ivy.atan2(x, w)  # (e0 + e2) / 2
    hm = ivy.atan2(z, y)  # (e2 - e0) / 2
    e1 = 2.0 * ivy.atan2(_base.sqrt(y * y + z * z), _base.sqrt(x * x + w * w))  # quaternion-sized values: no overflow
    at0 = e1 <= GIMBAL_TOL
    at_pi = e1 >= _PI - GIMBAL_TOL
    e0 = ivy.where(at0, 2.0 * hp, ivy.where(at_pi, -2.0 * hm, hp - hm))
    e2 = ivy.where(ivy.logical_or(at0, at_pi), 0.0, hp + hm)
    if not proper:
        e1 = e1 - _PI / 2
        if s < 0:
            e0 = -e0
    return [wrap_angle(e0), e1, wrap_angle(e2)]


def _from_quaternion(q, spec):
    return ivy.stack(_from_quaternion_components(*ivy.unstack(q, axis=-1), spec), axis=-1)


def rot_mat_to_euler(rot_mat, convention="zyx"):
    """Convert rotation matrices to Euler angles ``[e0, e1, e2]`` of ``convention`` (extrinsic:
    ``R = R_c(e2) @ R_b(e1) @ R_a(e0)`` for ``"abc"``; SciPy's
    ``Rotation.from_matrix(R).as_euler("abc")``).

    Parameters
    ----------
    rot_mat
        Rotation matrix *[batch_shape,3,3]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')

    Returns
    -------
    ret
        Euler angles *[batch_shape,3]*: ``e1`` in [-pi/2, pi/2] (Tait-Bryan) or [0, pi] (proper),
        ``e0``, ``e2`` in [-pi, pi], ``e2 = 0`` in gimbal lock

    >>> import numpy as np, ivy_mech
    >>> R = ivy_mech.euler_to_rot_mat(np.array([0.1, 0.2, 0.3]), "xyz")
    >>> ivy_mech.rot_mat_to_euler(R, "xyz").round(6)
    array([0.1, 0.2, 0.3])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.mat(rot_mat, "rot_mat", 3, 3, "[batch_shape, 3, 3]")
    return _base.out(_from_quaternion(_quaternion._from_rot_mat(x, False), spec), w)


def quaternion_to_euler(quaternion, convention="zyx"):
    """Convert quaternions ``[qi, qj, qk, qr]`` (any norm, either sign) to Euler angles of
    ``convention`` (extrinsic, SciPy's ``Rotation.from_quat(q).as_euler("abc")``).

    Parameters
    ----------
    quaternion
        Input quaternion *[batch_shape,4]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')

    Returns
    -------
    ret
        Euler angles *[batch_shape,3]* (ranges as :func:`rot_mat_to_euler`)

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.quaternion_to_euler(np.array([0.0, 0.0, 0.7071068, 0.7071068]), "zyx").round(4) + 0.0
    array([1.5708, 0.    , 0.    ])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(quaternion, "quaternion", 4, "[batch_shape, 4] (a scalar-last quaternion [qi, qj, qk, qr])")
    return _base.out(_from_quaternion(x, spec), w)


def axis_angle_to_euler(axis_angle, convention="zyx"):
    """Convert axis-angle ``[ex, ey, ez, angle]`` to Euler angles of ``convention``.

    Parameters
    ----------
    axis_angle
        Input axis_angle *[batch_shape,4]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')

    Returns
    -------
    ret
        Euler angles *[batch_shape,3]* (ranges as :func:`rot_mat_to_euler`)

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.axis_angle_to_euler(np.array([1.0, 0.0, 0.0, 0.5]), "xyz").round(4) + 0.0
    array([0.5, 0. , 0. ])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(axis_angle, "axis_angle", 4, "[batch_shape, 4] ([ex, ey, ez, angle])")
    return _base.out(_from_quaternion(_quaternion._from_axis_angle(x), spec), w)


def get_random_euler(batch_shape=None, *, dtype=None, device=None, seed=None):
    """Generate random Euler angles, each uniform in [0, 2 pi).

    Parameters
    ----------
    batch_shape
        Shape of batch. ``[]`` (one triple of shape [3]) if None.
    dtype, device, seed
        Keyword-only: those of :func:`ivy.random_uniform`.

    Returns
    -------
    ret
        Random euler *[batch_shape,3]*, an ``ivy.Array``

    >>> import ivy_mech
    >>> ivy_mech.get_random_euler((2,)).shape
    (2, 3)
    """
    shape = (*([] if batch_shape is None else batch_shape), 3)
    return ivy.random_uniform(low=0.0, high=2.0 * _PI, shape=shape, dtype=dtype, device=device, seed=seed)

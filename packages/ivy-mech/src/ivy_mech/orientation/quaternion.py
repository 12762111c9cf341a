"""Conversions to quaternions, and quaternion operations.

Conventions (the whole package's): quaternions are scalar-last, ``q = [qi, qj, qk, qr]``
(SciPy's ``Rotation.as_quat()`` order), and a unit quaternion rotates vectors by
``v' = q v q^-1`` (active rotations of vectors in a fixed frame, as a rotation matrix
``v' = R v``). ``q`` and ``-q`` are the same rotation: every conversion that returns a
quaternion returns the one with ``qr >= 0``. Axis-angle is ``[ex, ey, ez, angle]`` with a unit
axis, polar axis-angle ``[theta, phi, angle]`` with ``theta`` the axis' angle from +z and
``phi`` its azimuth from +x, a rotation vector is ``axis * angle``, Euler angles follow
:mod:`ivy_mech.orientation.euler_angles`. Shapes are ``[batch_shape, 4]`` with any (or no)
leading batch dimensions.
"""

from __future__ import annotations

import math

import ivy

from .. import _base
from .._base import SMALL_ANGLE_SQ, canonical, safe_sqrt, series

__all__ = [
    "MIN_DENOMINATOR",
    "axis_angle_to_quaternion",
    "euler_to_quaternion",
    "get_random_quaternion",
    "hamilton_product",
    "inverse_quaternion",
    "polar_axis_angle_to_quaternion",
    "rot_mat_to_quaternion",
    "rotation_vector_to_quaternion",
    "scale_quaternion_rotation_angle",
]

MIN_DENOMINATOR = 1e-12  # the original's constant, kept for users who import it; not used here

_QUAT = "[batch_shape, 4] (a scalar-last quaternion [qi, qj, qk, qr])"


# ----------------------------------------------------------------- kernels (native arrays)


def _from_axis_angle(axis_angle):
    half = axis_angle[..., 3:4] * 0.5
    return canonical(ivy.concat([axis_angle[..., 0:3] * ivy.sin(half), ivy.cos(half)], axis=-1))


def _from_rot_entries(e, normalize=True):
    """Shepperd's method: of the four ways to read ``q`` off ``R`` (through ``4 qr^2 = 1 + tr R``,
    ``4 qi^2 = 1 + R00 - R11 - R22``, ...), the one whose square is largest, so that the
    division is by at least 1/2 the norm. ``normalize=False`` returns that candidate unscaled
    (``4 q_m q``, any sign), for callers that need only ratios."""
    (r00, r01, r02), (r10, r11, r12), (r20, r21, r22) = e[0][:3], e[1][:3], e[2][:3]
    t0 = 1.0 + r00 + r11 + r22  # 4 qr^2
    t1 = 1.0 + r00 - r11 - r22  # 4 qi^2
    t2 = 1.0 - r00 + r11 - r22  # 4 qj^2
    t3 = 1.0 - r00 - r11 + r22  # 4 qk^2
    a, b, c = r21 - r12, r02 - r20, r10 - r01
    d, f, g = r01 + r10, r02 + r20, r12 + r21
    c0 = ivy.stack([a, b, c, t0], axis=-1)  # 4 qr q
    c1 = ivy.stack([t1, d, f, a], axis=-1)  # 4 qi q
    c2 = ivy.stack([d, t2, g, b], axis=-1)  # 4 qj q
    c3 = ivy.stack([f, g, t3, c], axis=-1)  # 4 qk q
    # the conditions as [..., 1] (expand_dims: MXNet refuses x[..., None] for 0-d x)
    pick1 = ivy.expand_dims(t1 > t0, axis=-1)
    pick3 = ivy.expand_dims(t3 > t2, axis=-1)
    pick23 = ivy.expand_dims(ivy.maximum(t2, t3) > ivy.maximum(t0, t1), axis=-1)
    q = ivy.where(pick23, ivy.where(pick3, c3, c2), ivy.where(pick1, c1, c0))
    if not normalize:
        return q
    return canonical(q / _base.sqrt(ivy.sum(q * q, axis=-1, keepdims=True)))


def _from_rot_mat(rot_mat, normalize=True):
    return _from_rot_entries(_base.entries(rot_mat), normalize)


def _from_rotation_vector(rot_vector):
    t2 = ivy.sum(rot_vector * rot_vector, axis=-1, keepdims=True)
    small = t2 < SMALL_ANGLE_SQ
    t = safe_sqrt(t2, small)
    half = t * 0.5
    # sin(t/2) / t and cos(t/2), as series near 0 (finite values and gradients at the identity)
    k = ivy.where(small, series(t2, [0.5, -1.0 / 48.0, 1.0 / 3840.0]), ivy.sin(half) / t)
    c = ivy.where(small, series(t2, [1.0, -0.125, 1.0 / 384.0]), ivy.cos(half))
    return canonical(ivy.concat([rot_vector * k, c], axis=-1))


def _from_euler(euler_angles, spec):
    proper, i, j, k, s = spec
    half = euler_angles * 0.5
    sa, sb, sc = ivy.unstack(ivy.sin(half), axis=-1)
    ca, cb, cc = ivy.unstack(ivy.cos(half), axis=-1)
    v = [None, None, None]
    if proper:
        # base case xyx: q = [cb sin(a + c), sb cos(c - a), sb sin(c - a), cb cos(a + c)] (half angles)
        cacc, sasc, sacc, casc = ca * cc, sa * sc, sa * cc, ca * sc
        v[i] = cb * (sacc + casc)
        v[j] = sb * (cacc + sasc)
        v[k] = sb * (casc - sacc) if s > 0 else sb * (sacc - casc)
        w = cb * (cacc - sasc)
    else:
        # base case xyz (R = Rz(c) Ry(b) Rx(a)); an odd convention negates the third angle
        cacb, sasb, sacb, casb = ca * cb, sa * sb, sa * cb, ca * sb
        if s > 0:
            v[i] = sacb * cc - casb * sc
            v[j] = casb * cc + sacb * sc
            v[k] = cacb * sc - sasb * cc
            w = cacb * cc + sasb * sc
        else:
            v[i] = sacb * cc + casb * sc
            v[j] = casb * cc - sacb * sc
            v[k] = cacb * sc + sasb * cc
            w = cacb * cc - sasb * sc
    return canonical(ivy.stack([v[0], v[1], v[2], w], axis=-1))


def _hamilton(q1, q2):
    x1, y1, z1, w1 = ivy.unstack(q1, axis=-1)
    x2, y2, z2, w2 = ivy.unstack(q2, axis=-1)
    return ivy.stack(
        [
            w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
            w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
            w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2,
            w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2,
        ],
        axis=-1,
    )


def _scale_angle(quaternion, scale):
    from . import axis_angle

    return _from_rotation_vector(axis_angle._to_rotation_vector(quaternion) * scale)


def _random(max_rot_ang, batch_shape, dtype, device, seed):
    """Axes uniform on the sphere, angles uniform in [-max_rot_ang, max_rot_ang] (one draw)."""
    shape = (*([] if batch_shape is None else batch_shape), 3)
    u = ivy.random_uniform(low=0.0, high=1.0, shape=shape, dtype=dtype, device=device, seed=seed).data
    z = u[..., 0:1] * 2.0 - 1.0
    phi = u[..., 1:2] * (2.0 * math.pi)
    angle = (u[..., 2:3] * 2.0 - 1.0) * max_rot_ang
    rho = _base.sqrt(ivy.maximum(1.0 - z * z, 0.0))
    axis = ivy.concat([rho * ivy.cos(phi), rho * ivy.sin(phi), z], axis=-1)
    return _from_axis_angle(ivy.concat([axis, angle], axis=-1))


# ----------------------------------------------------------------- representation conversions


def axis_angle_to_quaternion(axis_angle):
    """Convert axis-angle ``[ex, ey, ez, angle]`` (unit axis, angle in radians) to a quaternion.

    ``q = [e sin(angle / 2), cos(angle / 2)]``, with the sign that makes ``qr >= 0``. The axis
    is used as given (pass a unit vector); the zero axis gives the identity.

    Parameters
    ----------
    axis_angle
        Axis to rotate about and angle to rotate *[batch_shape,4]*

    Returns
    -------
    ret
        Quaternion *[batch_shape,4]*, scalar-last, ``qr >= 0``

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.axis_angle_to_quaternion(np.array([0.0, 0.0, 1.0, np.pi / 2])).round(4)
    array([0.    , 0.    , 0.7071, 0.7071])
    """
    x, w = _base.vec(axis_angle, "axis_angle", 4, "[batch_shape, 4] ([ex, ey, ez, angle])")
    return _base.out(_from_axis_angle(x), w)


def polar_axis_angle_to_quaternion(polar_axis_angle):
    """Convert polar axis-angle ``[theta, phi, angle]`` to a quaternion.

    The axis is ``[sin(theta) cos(phi), sin(theta) sin(phi), cos(theta)]`` (``theta`` from +z,
    ``phi`` the azimuth from +x); ``qr >= 0``.

    Parameters
    ----------
    polar_axis_angle
        Polar axis angle representation *[batch_shape,3]*

    Returns
    -------
    ret
        Quaternion *[batch_shape,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.polar_axis_angle_to_quaternion(np.array([0.0, 0.0, np.pi])).round(4)
    array([0., 0., 1., 0.])
    """
    x, w = _base.vec(polar_axis_angle, "polar_axis_angle", 3, "[batch_shape, 3] ([theta, phi, angle])")
    st, sp = ivy.unstack(ivy.sin(x[..., 0:2]), axis=-1)
    ct, cp = ivy.unstack(ivy.cos(x[..., 0:2]), axis=-1)
    axis = ivy.stack([st * cp, st * sp, ct], axis=-1)
    return _base.out(_from_axis_angle(ivy.concat([axis, x[..., 2:3]], axis=-1)), w)


def rot_mat_to_quaternion(rot_mat):
    """Convert rotation matrices ``R`` (``v' = R v``) to quaternions, by Shepperd's method.

    Of the four ways to read the quaternion off ``R``, each row picks the best conditioned (the
    largest of ``|qi|, |qj|, |qk|, |qr|`` is the divisor), so that rotations by pi are as
    exact as the identity. The result is normalised (the nearest rotation's quaternion for a
    slightly non-orthogonal ``R``) with ``qr >= 0``.

    Parameters
    ----------
    rot_mat
        Rotation matrix *[batch_shape,3,3]*

    Returns
    -------
    ret
        Quaternion *[batch_shape,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.rot_mat_to_quaternion(np.diag([1.0, -1.0, -1.0]))  # pi about x
    array([1., 0., 0., 0.])
    """
    x, w = _base.mat(rot_mat, "rot_mat", 3, 3, "[batch_shape, 3, 3]")
    return _base.out(_from_rot_mat(x), w)


def rotation_vector_to_quaternion(rot_vector):
    """Convert rotation vectors ``angle * axis`` to quaternions (``qr >= 0``).

    ``q = [v sin(|v| / 2) / |v|, cos(|v| / 2)]``; near the zero vector a Taylor series, so the
    identity has finite gradients.

    Parameters
    ----------
    rot_vector
        Rotation vector *[batch_shape,3]*

    Returns
    -------
    ret
        Quaternion *[batch_shape,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.rotation_vector_to_quaternion(np.array([0.0, np.pi / 2, 0.0])).round(4)
    array([0.    , 0.7071, 0.    , 0.7071])
    """
    x, w = _base.vec(rot_vector, "rot_vector", 3, "[batch_shape, 3] (angle * axis)")
    return _base.out(_from_rotation_vector(x), w)


def euler_to_quaternion(euler_angles, convention="zyx", batch_shape=None):
    """Convert Euler angles to quaternions (``qr >= 0``).

    ``euler_angles = [e0, e1, e2]`` with convention ``"abc"`` is the extrinsic rotation
    ``R = R_c(e2) @ R_b(e1) @ R_a(e0)`` (first about the fixed axis ``a``), SciPy's
    ``Rotation.from_euler("abc", [e0, e1, e2])``; any of
    :data:`ivy_mech.VALID_EULER_CONVENTIONS`. Computed in closed form from the half angles.

    Parameters
    ----------
    euler_angles
        Euler angles *[batch_shape,3]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')
    batch_shape
        Shape of batch. Inferred from inputs if None; if given, it must be the input's.

    Returns
    -------
    ret
        Quaternion *[batch_shape,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.euler_to_quaternion(np.array([np.pi / 2, 0.0, 0.0]), "zyx").round(4)  # 90 deg about z
    array([0.    , 0.    , 0.7071, 0.7071])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(euler_angles, "euler_angles", 3, "[batch_shape, 3] ([e0, e1, e2])")
    _base.check_batch_shape(batch_shape, x.shape[:-1], "euler_angles")
    return _base.out(_from_euler(x, spec), w)


# ----------------------------------------------------------------- quaternion operations


def inverse_quaternion(quaternion):
    """Compute inverse quaternions ``q^-1 = conj(q) / |q|^2`` (the conjugate for unit ``q``).

    Parameters
    ----------
    quaternion
        Quaternion *[batch_shape,4]*

    Returns
    -------
    ret
        Inverse quaternion *[batch_shape,4]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.inverse_quaternion(np.array([[0.0, 0.0, 0.6, 0.8], [0.0, 2.0, 0.0, 0.0]]))
    array([[-0. , -0. , -0.6,  0.8],
           [-0. , -0.5, -0. ,  0. ]])
    """
    x, w = _base.vec(quaternion, "quaternion", 4, _QUAT)
    conj = ivy.concat([-x[..., 0:3], x[..., 3:4]], axis=-1)
    return _base.out(conj / ivy.sum(x * x, axis=-1, keepdims=True), w)


def get_random_quaternion(max_rot_ang=math.pi, batch_shape=None, *, dtype=None, device=None, seed=None):
    """Generate random unit quaternions: axes uniform on the sphere, rotation angles uniform in
    ``[-max_rot_ang, max_rot_ang]``, returned with ``qr >= 0``.

    (For rotations uniform over all of SO(3) use :func:`ivy_mech.get_random_rot_mat`.)

    Parameters
    ----------
    max_rot_ang
        Absolute value of maximum rotation angle for quaternion. Default value of :math:`π`.
    batch_shape
        Shape of batch. ``[]`` (a single quaternion of shape [4]) if None.
    dtype, device, seed
        Keyword-only: those of :func:`ivy.random_uniform` (default float dtype, default device,
        a fresh draw).

    Returns
    -------
    ret
        Random quaternion *[batch_shape,4]*, an ``ivy.Array``

    >>> import ivy_mech
    >>> ivy_mech.get_random_quaternion(0.1, batch_shape=(5,)).shape
    (5, 4)
    """
    return ivy.Array(_random(max_rot_ang, batch_shape, dtype, device, seed))


def scale_quaternion_rotation_angle(quaternion, scale):
    """Scale the rotation angle of quaternions: the rotation about the same axis by
    ``scale * angle`` (``angle`` in [0, pi], as the quaternion with ``qr >= 0`` gives it).

    Parameters
    ----------
    quaternion
        Quaternion *[batch_shape,4]*
    scale
        Value to scale by the rotation angle by: a number or an array *[batch_shape,1]*.
        Can be negative to change rotation direction.

    Returns
    -------
    ret
        Quaternion with rotation angle scaled *[batch_shape,4]*, ``qr >= 0``

    >>> import numpy as np, ivy_mech
    >>> q = ivy_mech.axis_angle_to_quaternion(np.array([0.0, 0.0, 1.0, 0.5]))
    >>> ivy_mech.quaternion_to_axis_angle(ivy_mech.scale_quaternion_rotation_angle(q, 3.0)).round(4)
    array([0. , 0. , 1. , 1.5])
    """
    x, w = _base.vec(quaternion, "quaternion", 4, _QUAT)
    if isinstance(scale, (int, float)):
        scale = float(scale)
    else:
        scale, ws = _base.native(scale, "scale")
        x, scale = _base.common(x, scale, "quaternion", "scale")
        w = w or ws
    return _base.out(_scale_angle(x, scale), w)


def hamilton_product(quaternion1, quaternion2):
    """Compute the Hamilton products ``q1 q2`` (the rotation ``q2`` followed by ``q1``:
    ``R(q1 q2) = R(q1) @ R(q2)``). Batch shapes broadcast.

    Parameters
    ----------
    quaternion1
        Quaternion 1 *[batch_shape,4]*
    quaternion2
        Quaternion 2 *[batch_shape,4]*

    Returns
    -------
    ret
        New quaternion after product *[batch_shape,4]* (not sign-normalised: this is the
        algebra's product)

    >>> import numpy as np, ivy_mech
    >>> i, j = np.array([1.0, 0.0, 0.0, 0.0]), np.array([0.0, 1.0, 0.0, 0.0])
    >>> ivy_mech.hamilton_product(i, j)  # i j = k
    array([0., 0., 1., 0.])
    """
    a, wa = _base.vec(quaternion1, "quaternion1", 4, _QUAT)
    b, wb = _base.vec(quaternion2, "quaternion2", 4, _QUAT)
    a, b = _base.common(a, b, "quaternion1", "quaternion2")
    _base.broadcast_batch(a, b, "quaternion1", "quaternion2")
    return _base.out(_hamilton(a, b), wa or wb)

"""Conversions to rotation matrices.

A rotation matrix ``R`` (``[batch_shape, 3, 3]``) rotates column vectors actively,
``v' = R v``; its columns are the rotated frame's axes in the fixed frame (SciPy's
``as_matrix()``). Quaternions are scalar-last ``[qi, qj, qk, qr]``, Euler angles extrinsic
``R = R_c(e2) @ R_b(e1) @ R_a(e0)`` for convention ``"abc"`` (SciPy's lower-case
``from_euler``), rotation vectors ``angle * axis``, axis-angle ``[ex, ey, ez, angle]``.
"""

from __future__ import annotations

import ivy

from .. import _base
from .._base import SMALL_ANGLE_SQ, safe_sqrt, series
from . import quaternion as _quaternion

__all__ = [
    "axis_angle_to_rot_mat",
    "euler_to_rot_mat",
    "get_random_rot_mat",
    "quaternion_to_rot_mat",
    "rot_vec_to_rot_mat",
    "target_facing_rotation_matrix",
]


# ----------------------------------------------------------------- kernels: row-major entries


def _quaternion_entries(x, y, z, w):
    """The 9 entries of ``R(q)`` for ``q = [x, y, z, w]`` (normalised here: any non-zero ``q``)."""
    s = 2.0 / (x * x + y * y + z * z + w * w)
    xs, ys, zs = x * s, y * s, z * s
    wx, wy, wz = w * xs, w * ys, w * zs
    xx, xy, xz = x * xs, x * ys, x * zs
    yy, yz, zz = y * ys, y * zs, z * zs
    return [
        1.0 - (yy + zz), xy - wz, xz + wy,
        xy + wz, 1.0 - (xx + zz), yz - wx,
        xz - wy, yz + wx, 1.0 - (xx + yy),
    ]


def _rot_vec_entries(x, y, z):
    """Rodrigues' formula ``R = I + A K + B K^2`` (``K`` the cross-product matrix of ``v``),
    ``A = sin(t) / t``, ``B = 2 sin^2(t / 2) / t^2`` (``t = |v|``), as series near ``t = 0``."""
    t2 = x * x + y * y + z * z
    small = t2 < SMALL_ANGLE_SQ
    t = safe_sqrt(t2, small)
    sh = ivy.sin(t * 0.5)
    a = ivy.where(small, series(t2, [1.0, -1.0 / 6.0, 1.0 / 120.0, -1.0 / 5040.0]), ivy.sin(t) / t)
    b = ivy.where(small, series(t2, [0.5, -1.0 / 24.0, 1.0 / 720.0, -1.0 / 40320.0]), 2.0 * sh * sh / (t * t))
    bx, by, bz = b * x, b * y, b * z
    ax, ay, az = a * x, a * y, a * z
    bxy, bxz, byz = bx * y, bx * z, by * z
    bxx, byy, bzz = bx * x, by * y, bz * z
    return [
        1.0 - (byy + bzz), bxy - az, bxz + ay,
        bxy + az, 1.0 - (bxx + bzz), byz - ax,
        bxz - ay, byz + ax, 1.0 - (bxx + byy),
    ]


# [c, a x, a y, a z] @ _ROT_VEC_LINEAR = the row-major entries of c I + a K (K: v's cross-product matrix)
_ROT_VEC_LINEAR = [
    [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0],
    [0.0, 0.0, 0.0, 0.0, 0.0, -1.0, 0.0, 1.0, 0.0],
    [0.0, 0.0, 1.0, 0.0, 0.0, 0.0, -1.0, 0.0, 0.0],
    [0.0, -1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
]
_ROT_VEC_CONSTS = {"one": 1.0, "sq_scale": [1.0, 0.25], "scale": [1.0, 0.5], "linear": _ROT_VEC_LINEAR}
_SINC = [1.0, -1.0 / 6.0, 1.0 / 120.0, -1.0 / 5040.0]  # sin(t) / t in powers of t^2
# Batches of up to this many rotation vectors take _rot_vec_mat_few_ops (measured on one CPU
# thread, float32: 0.71x the time of _rot_vec_entries at 100 vectors on NumPy, 0.79x on torch;
# level at ~300 on NumPy and ~1000 on torch, 1.5-3x slower beyond).
FEW_OPS_MAX = 256


def few_ops(batch):
    """Whether rotation vectors of batch shape ``batch`` (all dimensions known) are few enough
    for :func:`_rot_vec_mat_few_ops`."""
    n = 1
    for d in batch:
        if d is None:
            return False
        n *= d
    return n <= FEW_OPS_MAX


def _rot_vec_mat_few_ops(v, batch):
    """Rodrigues' formula ``R = cos(t) I + A K + B v v^T`` (``t = |v|``, ``K`` the cross-product
    matrix of ``v``, ``A = sin(t) / t``, ``B = (1 - cos(t)) / t^2 = sinc(t / 2)^2 / 2``) for
    rotation vectors ``v [..., 3]`` of known batch shape ``batch``: matrices ``[..., 3, 3]``.

    ``sinc(t)`` and ``sinc(t / 2)`` side by side (a trailing axis of 2), as series near
    ``t = 0``; ``c I + A K`` one product with a constant 0/1 matrix (exact: one non-zero term per
    entry). ~25 array operations against ~55 of :func:`_rot_vec_entries`: faster where each
    operation's fixed cost dominates (small batches), slower on large ones (see FEW_OPS_MAX).
    """
    k = _base.constants(v, "rot_vec", _ROT_VEC_CONSTS)
    t2 = ivy.sum(v * v, axis=-1, keepdims=True)
    small = t2 < SMALL_ANGLE_SQ
    t = _base.sqrt(ivy.where(small, k["one"], t2)) * k["scale"]  # [t, t / 2] (1 where small)
    s = ivy.where(small, series(t2 * k["sq_scale"], _SINC), ivy.sin(t) / t)  # [sinc(t), sinc(t / 2)]
    h = s[..., 1:2]
    b = (0.5 * h) * h
    lin = ivy.matmul(ivy.concat([1.0 - b * t2, s[..., 0:1] * v], axis=-1), k["linear"])  # [..., 9]
    return ivy.reshape(lin, (*batch, 3, 3)) + (b * v)[..., :, None] * v[..., None, :]


def _euler_entries(euler_angles, spec):
    """The 9 entries of ``R_c(e2) @ R_b(e1) @ R_a(e0)``: the base case's closed form (``xyx`` or
    ``xyz``) placed by the convention's signed permutation of axes."""
    proper, i, j, k, s = spec
    sa, sb, sc = ivy.unstack(ivy.sin(euler_angles), axis=-1)
    ca, cb, cc = ivy.unstack(ivy.cos(euler_angles), axis=-1)
    if proper:
        # base case xyx: R = Rx(c) Ry(b) Rx(a)
        cbsc, cbcc = cb * sc, cb * cc
        base = [
            cb, sa * sb, ca * sb,
            sb * sc, ca * cc - sa * cbsc, -(sa * cc) - ca * cbsc,
            -(sb * cc), ca * sc + sa * cbcc, ca * cbcc - sa * sc,
        ]
    else:
        # base case xyz: R = Rz(c) Ry(b) Rx(a); an odd convention runs it with -c
        if s < 0:
            sc = -sc
        sasb, casb = sa * sb, ca * sb
        base = [
            cb * cc, sasb * cc - ca * sc, casb * cc + sa * sc,
            cb * sc, sasb * sc + ca * cc, casb * sc - sa * cc,
            -sb, sa * cb, ca * cb,
        ]
    axes = (i, j, k)
    out = [None] * 9
    for r in range(3):
        for c in range(3):
            e = base[3 * r + c]
            if s < 0 and (r == 2) != (c == 2):  # the base frame's third axis is -e_k
                e = -e
            out[3 * axes[r] + axes[c]] = e
    return out


def _from_quaternion(q):
    return _base.matrix(_quaternion_entries(*ivy.unstack(q, axis=-1)), tuple(q.shape[:-1]))


# ----------------------------------------------------------------- public functions


def rot_vec_to_rot_mat(rot_vec):
    """Convert rotation vectors ``angle * axis`` to rotation matrices (Rodrigues' formula).

    Near the zero vector the ``sin(t) / t`` factors are Taylor series: the identity has finite
    values and gradients.

    Parameters
    ----------
    rot_vec
        Rotation vector *[batch_shape,3]*

    Returns
    -------
    ret
        Rotation matrix *[batch_shape,3,3]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.rot_vec_to_rot_mat(np.array([0.0, 0.0, np.pi / 2])).round(4) + 0.0
    array([[ 0., -1.,  0.],
           [ 1.,  0.,  0.],
           [ 0.,  0.,  1.]])
    """
    x, w = _base.vec(rot_vec, "rot_vec", 3, "[batch_shape, 3] (angle * axis)")
    batch = tuple(x.shape[:-1])
    if few_ops(batch):
        return _base.out(_rot_vec_mat_few_ops(x, batch), w)
    return _base.out(_base.matrix(_rot_vec_entries(*ivy.unstack(x, axis=-1)), batch), w)


def quaternion_to_rot_mat(quaternion):
    """Convert quaternions ``[qi, qj, qk, qr]`` to rotation matrices.

    The quaternion is normalised (any non-zero ``q`` gives a rotation matrix); ``q`` and
    ``-q`` give the same matrix.

    Parameters
    ----------
    quaternion
        Quaternion *[batch_shape,4]*

    Returns
    -------
    ret
        Rotation matrix *[batch_shape,3,3]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.quaternion_to_rot_mat(np.array([1.0, 0.0, 0.0, 0.0]))  # pi about x
    array([[ 1.,  0.,  0.],
           [ 0., -1.,  0.],
           [ 0.,  0., -1.]])
    """
    x, w = _base.vec(quaternion, "quaternion", 4, "[batch_shape, 4] (a scalar-last quaternion [qi, qj, qk, qr])")
    return _base.out(_from_quaternion(x), w)


def euler_to_rot_mat(euler_angles, convention="zyx", batch_shape=None, device=None):
    """Convert Euler angles to rotation matrices.

    ``euler_angles = [e0, e1, e2]`` with convention ``"abc"`` gives the extrinsic rotation
    ``R = R_c(e2) @ R_b(e1) @ R_a(e0)``: first ``e0`` about the fixed axis ``a``, then ``e1``
    about ``b``, then ``e2`` about ``c`` (SciPy's ``Rotation.from_euler("abc", e)``, lower
    case). Any of :data:`ivy_mech.VALID_EULER_CONVENTIONS`; closed form.

    Parameters
    ----------
    euler_angles
        Euler angles *[batch_shape,3]*
    convention
        The axes for euler rotation, in order of L.H.S. matrix multiplication. (Default value = 'zyx')
    batch_shape
        Shape of batch. Inferred from inputs if None; if given, it must be the input's.
    device
        Device of the result; the input's if None.

    Returns
    -------
    ret
        Rotation matrix *[batch_shape,3,3]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.euler_to_rot_mat(np.array([np.pi / 2, 0.0, 0.0]), "xyz").round(4) + 0.0  # 90 deg about x
    array([[ 1.,  0.,  0.],
           [ 0.,  0., -1.],
           [ 0.,  1.,  0.]])
    """
    spec = _base.euler_spec(convention)
    x, w = _base.vec(euler_angles, "euler_angles", 3, "[batch_shape, 3] ([e0, e1, e2])")
    batch = tuple(x.shape[:-1])
    _base.check_batch_shape(batch_shape, batch, "euler_angles")
    return _base.out(_base.on_device(_base.matrix(_euler_entries(x, spec), batch), device), w)


def target_facing_rotation_matrix(body_pos, target_pos, batch_shape=None, device=None):
    """The rotation matrix of a body at ``body_pos`` whose +z axis faces ``target_pos``, with
    world +z as up: its columns are the body's axes in the world frame, ``z = (target - body)
    / |target - body|``, ``x = up x z / |up x z|`` (horizontal), ``y = z x x``. Useful for
    orienting cameras. Where the target is straight above or below the body (``up x z = 0``),
    ``x`` is world +x. Batch shapes broadcast.

    Parameters
    ----------
    body_pos
        Cartesian position of body *[batch_shape,3]*
    target_pos
        Cartesian position of target *[batch_shape,3]*
    batch_shape
        Shape of batch. Inferred from inputs if None; if given, it must be theirs.
    device
        Device of the result; the inputs' if None.

    Returns
    -------
    ret
        Rotation matrix, which faces body towards target *[batch_shape,3,3]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.target_facing_rotation_matrix(np.zeros(3), np.array([0.0, 2.0, 0.0])).round(4) + 0.0
    array([[-1.,  0.,  0.],
           [ 0.,  0.,  1.],
           [ 0.,  1.,  0.]])
    """
    b, wb = _base.vec(body_pos, "body_pos", 3, "[batch_shape, 3]")
    t, wt = _base.vec(target_pos, "target_pos", 3, "[batch_shape, 3]")
    b, t = _base.common(b, t, "body_pos", "target_pos")
    batch = _base.broadcast_batch(b, t, "body_pos", "target_pos")
    _base.check_batch_shape(batch_shape, batch, "body_pos and target_pos")
    d = t - b
    zx, zy, zz = ivy.unstack(d / _base.sqrt(ivy.sum(d * d, axis=-1, keepdims=True)), axis=-1)
    n2 = zx * zx + zy * zy
    flat = n2 < 1e-30  # target straight above or below: up x z vanishes
    n = safe_sqrt(n2, flat)
    xx = ivy.where(flat, 1.0, -zy / n)
    xy = ivy.where(flat, 0.0, zx / n)
    # y = z x x, with x = [xx, xy, 0]
    yx, yy, yz = -zz * xy, zz * xx, zx * xy - zy * xx
    e = [xx, yx, zx, xy, yy, zy, xy * 0.0, yz, zz]
    return _base.out(_base.on_device(_base.matrix(e, batch), device), wb or wt)


def axis_angle_to_rot_mat(axis_angle):
    """Convert axis-angle ``[ex, ey, ez, angle]`` to rotation matrices (through the quaternion:
    the zero axis gives the identity).

    Parameters
    ----------
    axis_angle
        Axis-angle *[batch_shape,4]*

    Returns
    -------
    ret
        Rotation matrix *[batch_shape,3,3]*

    >>> import numpy as np, ivy_mech
    >>> ivy_mech.axis_angle_to_rot_mat(np.array([0.0, 1.0, 0.0, np.pi])).round(4) + 0.0  # pi about y
    array([[-1.,  0.,  0.],
           [ 0.,  1.,  0.],
           [ 0.,  0., -1.]])
    """
    x, w = _base.vec(axis_angle, "axis_angle", 4, "[batch_shape, 4] ([ex, ey, ez, angle])")
    return _base.out(_from_quaternion(_quaternion._from_axis_angle(x)), w)


def get_random_rot_mat(batch_shape=None, *, dtype=None, device=None, seed=None):
    """Generate rotation matrices uniformly distributed over SO(3) (the Haar measure, as
    SciPy's ``Rotation.random``): the matrices of normalised Gaussian 4-vectors.

    Parameters
    ----------
    batch_shape
        Shape of batch. ``[]`` (one matrix of shape [3, 3]) if None.
    dtype, device, seed
        Keyword-only: those of :func:`ivy.random_normal`.

    Returns
    -------
    ret
        Random rotation matrix *[batch_shape,3,3]*, an ``ivy.Array``

    >>> import ivy_mech
    >>> ivy_mech.get_random_rot_mat((4,)).shape
    (4, 3, 3)
    """
    shape = (*([] if batch_shape is None else batch_shape), 4)
    q = ivy.random_normal(shape=shape, dtype=dtype, device=device, seed=seed).data
    return ivy.Array(_from_quaternion(q))

"""Gradients on the autodiff backends (torch, jax, tensorflow, mxnet's first order) against
central finite differences, and finite gradients at the identity and at rotations by pi."""

from __future__ import annotations

import numpy as np
import pytest
from _mech_helpers import N, has_autodiff, native, np_of, random_quaternions
from scipy.spatial.transform import Rotation

import ivy
import ivy_mech

pytestmark = pytest.mark.skipif(not has_autodiff(), reason="the backend under test has no autodiff (numpy)")

RNG = np.random.default_rng(20)
ROTS = Rotation.from_quat(random_quaternions(N, seed=21, negative=False))


def _data(kind):
    """Generic points (away from each function's singular set) of each argument kind (the same
    on every call)."""
    rng = np.random.default_rng(28)
    return {
        "quat": random_quaternions(N, seed=22),
        "rot_mat": ROTS.as_matrix(),
        "mat_pose": np.concatenate([ROTS.as_matrix(), rng.normal(size=(N, 3, 1))], -1),
        "rot_vec": ROTS.as_rotvec(),
        "axis_angle": np.concatenate([ROTS.as_rotvec() / np.linalg.norm(ROTS.as_rotvec(), axis=-1, keepdims=True),
                                      np.linalg.norm(ROTS.as_rotvec(), axis=-1, keepdims=True)], -1),
        "euler_tb": ROTS.as_euler("zyx"),
        "euler_proper": ROTS.as_euler("xzx"),
        "vec3": rng.normal(size=(N, 3)) + [0.0, 0.0, 3.0],
        "pose7": np.concatenate([rng.normal(size=(N, 3)), random_quaternions(N, seed=23)], -1),
    }[kind]


# (function, argument kind, further arguments): every kernel of the package, directly or in a pose
CASES = [
    ("quaternion_to_rot_mat", "quat", ()),
    ("rot_mat_to_quaternion", "rot_mat", ()),
    ("rotation_vector_to_quaternion", "rot_vec", ()),
    ("quaternion_to_rotation_vector", "quat", ()),
    ("rot_vec_to_rot_mat", "rot_vec", ()),
    ("axis_angle_to_quaternion", "axis_angle", ()),
    ("quaternion_to_axis_angle", "quat", ()),
    ("quaternion_to_polar_axis_angle", "quat", ()),
    ("euler_to_rot_mat", "euler_tb", ("zyx",)),
    ("euler_to_quaternion", "euler_proper", ("xzx",)),
    ("quaternion_to_euler", "quat", ("zyx",)),
    ("rot_mat_to_euler", "rot_mat", ("xzx",)),
    ("scale_quaternion_rotation_angle", "quat", (0.3,)),
    ("inverse_quaternion", "quat", ()),
    ("cartesian_to_polar_coords", "vec3", ()),
    ("polar_to_cartesian_coords", "vec3", ()),
    ("mat_pose_to_euler_pose", "mat_pose", ("yxz",)),
    ("quaternion_pose_to_mat_pose", "pose7", ()),
]


def _loss_and_grad(f, x, w):
    val, g = ivy.execute_with_gradients(lambda x: ivy.sum(f(x) * w), x)
    return float(np_of(val)), np_of(g)


def _check(f, x, h=1e-6, rtol=1e-6):
    out = np_of(f(native(x)))
    w = native(RNG.normal(size=out.shape))
    d = RNG.normal(size=x.shape)
    _, g = _loss_and_grad(f, native(x), w)
    assert np.isfinite(g).all()
    plus = float(np.sum(np_of(f(native(x + h * d))) * np_of(w)))
    minus = float(np.sum(np_of(f(native(x - h * d))) * np_of(w)))
    fd = (plus - minus) / (2 * h)
    np.testing.assert_allclose(np.sum(g * d), fd, rtol=rtol, atol=rtol)


@pytest.mark.parametrize("name, kind, extra", CASES, ids=[c[0] for c in CASES])
def test_gradients_match_finite_differences(name, kind, extra):
    fn = getattr(ivy_mech, name)
    _check(lambda x: fn(x, *extra), _data(kind))


def test_two_argument_gradients():
    q1, q2 = random_quaternions(N, seed=24), random_quaternions(N, seed=25)
    _check(lambda x: ivy_mech.hamilton_product(x, native(q2)), q1)
    _check(lambda x: ivy_mech.hamilton_product(native(q1), x), q2)
    body = RNG.normal(size=(N, 3))
    _check(lambda x: ivy_mech.target_facing_rotation_matrix(native(body), x), body + RNG.normal(size=(N, 3)))
    vel = np.concatenate([RNG.normal(size=(N, 3)), random_quaternions(N, seed=26)], -1)
    _check(lambda x: ivy_mech.increment_quaternion_pose_with_velocity(x, native(vel), 0.1), _data("pose7"))
    _check(lambda x: ivy_mech.increment_quaternion_pose_with_velocity(native(_data("pose7")), x, 0.1), vel)


def _special_rows():
    """``N`` unit quaternions: the identity (both signs) and next to it, rotations by pi
    (qr = 0), then random ones."""
    q = random_quaternions(N, seed=27)
    q[0:4] = [[0, 0, 0, 1], [0, 0, 0, -1], [1e-9, 0, 0, 1], [0, 0, 3e-6, 1]]
    q[4:8] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0.6, 0, 0.8, 0]]
    return q / np.linalg.norm(q, axis=-1, keepdims=True)


def test_gradients_are_finite_at_the_identity_and_at_pi():
    q = _special_rows()
    rv = Rotation.from_quat(q).as_rotvec()
    rv[0:2] = 0.0
    m = Rotation.from_quat(q).as_matrix()
    m[0:2] = np.eye(3)
    q_tb = q.copy()
    q_tb[4:8] = random_quaternions(4, seed=29)  # Tait-Bryan Euler angles: the identity is no gimbal lock
    cases = [
        (ivy_mech.quaternion_to_rot_mat, q),
        (ivy_mech.rot_mat_to_quaternion, m),
        (ivy_mech.rotation_vector_to_quaternion, rv),
        (ivy_mech.rot_vec_to_rot_mat, rv),
        (ivy_mech.quaternion_to_rotation_vector, q),
        (lambda x: ivy_mech.scale_quaternion_rotation_angle(x, 0.5), q),
        (lambda x: ivy_mech.quaternion_to_euler(x, "xyz"), q_tb),
        (lambda x: ivy_mech.euler_to_rot_mat(x, "zxz"), np.zeros((N, 3))),
    ]
    for f, x in cases:
        out = np_of(f(native(x)))
        _, g = _loss_and_grad(f, native(x), native(np.ones(out.shape)))
        assert np.isfinite(g).all(), f"non-finite gradient of {getattr(f, '__name__', f)}"


def test_gradients_match_finite_differences_at_the_identity_and_at_pi():
    """Right at the identity and next to it (all N rows: the special ones first, then random
    rotations with qr > 0, so that no row's sign convention flips within the step)."""
    q = random_quaternions(N, seed=32, negative=False)
    q[0:4] = [[0, 0, 0, 1], [0, 0, 0, 1], [1e-9, 0, 0, 1], [0, 0, 3e-6, 1]]
    q /= np.linalg.norm(q, axis=-1, keepdims=True)
    rv = Rotation.from_quat(q).as_rotvec()
    rv[0:4] = [[0, 0, 0], [1e-9, 0, 0], [0, 2e-3, 0], [0, 0, 2e-2]]
    m = Rotation.from_quat(q).as_matrix()
    m[0] = np.eye(3)
    m_pi = Rotation.from_quat(_special_rows()).as_matrix()
    for f, x in [
        (ivy_mech.quaternion_to_rotation_vector, q),
        (ivy_mech.rotation_vector_to_quaternion, rv),
        (ivy_mech.rot_vec_to_rot_mat, rv),
        (ivy_mech.rot_mat_to_quaternion, m),
        # at pi the sign convention (qr >= 0) flips q across qr = 0; the rotation it gives is smooth
        (lambda x: ivy_mech.quaternion_to_rot_mat(ivy_mech.rot_mat_to_quaternion(x)), m_pi),
    ]:
        _check(f, x, h=1e-7)


def test_rot_vec_gradients_are_finite_at_the_identity_in_large_batches():
    """A batch above the size switch takes the one-operation-per-entry formulation: its
    gradients are finite at the zero vector too."""
    from ivy_mech.orientation.rotation_matrix import FEW_OPS_MAX

    rv = np.random.default_rng(41).normal(size=(FEW_OPS_MAX + 1, 3))
    rv[0:2] = 0.0
    _, g = _loss_and_grad(ivy_mech.rot_vec_to_rot_mat, native(rv), native(np.ones((FEW_OPS_MAX + 1, 3, 3))))
    assert np.isfinite(g).all() and np.abs(g).max() > 0

"""Every pose conversion against SciPy's ``Rotation`` and the translation it must carry."""

from __future__ import annotations

import numpy as np
import pytest
from _mech_helpers import (
    DTYPES,
    TOL,
    N,
    assert_angles_close,
    assert_close,
    assert_quat_close,
    axis_angle_of,
    native,
    np_of,
    rot,
    sample_quaternions,
)
from scipy.spatial.transform import Rotation

import ivy_mech

pytestmark = pytest.mark.filterwarnings("ignore:Gimbal lock detected")

Q = sample_quaternions(seed=3)
T = np.random.default_rng(4).normal(size=(N, 3)) * 5
W_NONZERO = np.abs(Q[:, 3]) > 1e-6
CONVS = ["zyx", "xzx", "yxz"]  # the default, an odd proper and an odd Tait-Bryan convention


def _mat_pose(r, t):
    return np.concatenate([r.as_matrix(), t[:, :, None]], axis=-1)


def _r(dtype):
    q = np.asarray(Q, dtype=dtype).astype(np.float64)
    t = np.asarray(T, dtype=dtype).astype(np.float64)
    return q, t, rot(q)


@pytest.mark.parametrize("dtype", DTYPES)
def test_to_mat_pose(dtype):
    q, t, r = _r(dtype)
    expected = _mat_pose(r, t)
    assert_close(ivy_mech.quaternion_pose_to_mat_pose(native(np.concatenate([t, q], -1), dtype)), expected, dtype,
                 factor=4)
    rv = np.asarray(r.as_rotvec(), dtype=dtype).astype(np.float64)
    assert_close(ivy_mech.rot_vec_pose_to_mat_pose(native(np.concatenate([t, rv], -1), dtype)),
                 _mat_pose(Rotation.from_rotvec(rv), t), dtype, factor=4)
    aa = np.asarray(axis_angle_of(q), dtype=dtype).astype(np.float64)
    assert_close(ivy_mech.axis_angle_pose_to_mat_pose(native(np.concatenate([t, aa], -1), dtype)), expected, dtype,
                 factor=8)
    for conv in CONVS:
        e = np.asarray(r.as_euler(conv), dtype=dtype).astype(np.float64)
        got = ivy_mech.euler_pose_to_mat_pose(native(np.concatenate([t, e], -1), dtype), conv)
        assert_close(got, _mat_pose(Rotation.from_euler(conv, e), t), dtype, factor=4)


@pytest.mark.parametrize("dtype", DTYPES)
def test_to_quaternion_pose(dtype):
    q, t, r = _r(dtype)
    m = np.asarray(_mat_pose(r, t), dtype=dtype).astype(np.float64)
    for mat in (m, np.concatenate([m, np.tile([[[0.0, 0.0, 0.0, 1.0]]], (N, 1, 1))], axis=-2)):  # 3x4 and 4x4
        got = np_of(ivy_mech.mat_pose_to_quaternion_pose(native(mat, dtype)))
        assert_close(got[:, :3], t, dtype)
        assert_quat_close(got[:, 3:], Rotation.from_matrix(m[..., :3]).as_quat(), dtype, factor=2)
        assert (got[:, 6] >= 0).all()
    aa = np.asarray(axis_angle_of(q), dtype=dtype).astype(np.float64)
    got = np_of(ivy_mech.axis_angle_pose_to_quaternion_pose(native(np.concatenate([t, aa], -1), dtype)))
    assert_close(got[:, :3], t, dtype)
    assert_quat_close(got[:, 3:], q, dtype, factor=4)
    for conv in CONVS:
        e = np.asarray(r.as_euler(conv), dtype=dtype).astype(np.float64)
        got = np_of(ivy_mech.euler_pose_to_quaternion_pose(native(np.concatenate([t, e], -1), dtype), conv))
        assert_close(got[:, :3], t, dtype)
        assert_quat_close(got[:, 3:], Rotation.from_euler(conv, e).as_quat(), dtype, factor=2)
        assert (got[:, 6] >= 0).all()


@pytest.mark.parametrize("dtype", DTYPES)
def test_to_euler_pose(dtype):
    q, t, r = _r(dtype)
    m = np.asarray(_mat_pose(r, t), dtype=dtype).astype(np.float64)
    aa = np.asarray(axis_angle_of(q), dtype=dtype).astype(np.float64)
    for conv in CONVS:
        cases = [
            (ivy_mech.mat_pose_to_euler_pose(native(m, dtype), conv), Rotation.from_matrix(m[..., :3])),
            (ivy_mech.quaternion_pose_to_euler_pose(native(np.concatenate([t, q], -1), dtype), conv), r),
            (ivy_mech.axis_angle_pose_to_euler_pose(native(np.concatenate([t, aa], -1), dtype), conv), r),
        ]
        for got, ref in cases:
            got = np_of(got)
            assert_close(got[:, :3], t, dtype)
            exp = ref.as_euler(conv)
            lo, hi = (0.0, np.pi) if conv[0] == conv[2] else (-np.pi / 2, np.pi / 2)
            free = (np.abs(exp[:, 1] - lo) > 1e-3) & (np.abs(exp[:, 1] - hi) > 1e-3)
            assert_angles_close(got[free, 3:], exp[free], dtype, factor=8)
            back, want = Rotation.from_euler(conv, got[:, 3:]).as_matrix(), ref.as_matrix()
            assert_close(back[free], want[free], dtype, factor=8)
            # in gimbal lock (1e-7 rad threshold) e2 = 0 moves the rotation by up to that much
            np.testing.assert_allclose(back[~free], want[~free], atol=max(8 * TOL[dtype], 5e-7))


@pytest.mark.parametrize("dtype", DTYPES)
def test_to_rot_vec_and_axis_angle_pose(dtype):
    q, t, r = _r(dtype)
    m = np.asarray(_mat_pose(r, t), dtype=dtype).astype(np.float64)
    for got, ref in [
        (ivy_mech.mat_pose_to_rot_vec_pose(native(m, dtype)), Rotation.from_matrix(m[..., :3])),
        (ivy_mech.quaternion_pose_to_rot_vec_pose(native(np.concatenate([t, q], -1), dtype)), r),
    ]:
        got = np_of(got)
        assert_close(got[:, :3], t, dtype)
        assert_close(got[W_NONZERO, 3:], ref.as_rotvec()[W_NONZERO], dtype, factor=4)
        assert_close(Rotation.from_rotvec(got[:, 3:]).as_matrix(), ref.as_matrix(), dtype, factor=8)
    for conv in CONVS:
        e = np.asarray(r.as_euler(conv), dtype=dtype).astype(np.float64)
        got = np_of(ivy_mech.euler_pose_to_axis_angle_pose(native(np.concatenate([t, e], -1), dtype), conv))
        assert_close(got[:, :3], t, dtype)
        assert_close(Rotation.from_rotvec(got[:, 3:6] * got[:, 6:]).as_matrix(),
                     Rotation.from_euler(conv, e).as_matrix(), dtype, factor=8)


@pytest.mark.parametrize("dtype", DTYPES)
def test_increment_quaternion_pose_with_velocity(dtype):
    q, t, r = _r(dtype)
    rng = np.random.default_rng(5)
    vel = np.concatenate([rng.normal(size=(N, 3)), sample_quaternions(seed=6)], -1)
    vel = np.asarray(vel, dtype=dtype).astype(np.float64)
    pose = np.concatenate([t, q], -1)
    for dt in (0.1, np.asarray(rng.uniform(0, 2, size=(N, 1)), dtype=dtype).astype(np.float64)):
        dt_arg = dt if isinstance(dt, float) else native(dt, dtype)
        got = np_of(ivy_mech.increment_quaternion_pose_with_velocity(native(pose, dtype), native(vel, dtype), dt_arg))
        assert_close(got[:, :3], t + vel[:, :3] * dt, dtype, factor=4)
        # the body-frame rotation turned in dt: q * exp(dt * log(q_vel)); a velocity rotating by
        # exactly pi a second (q_vel's scalar 0) has no one direction, either is right
        step = Rotation.from_rotvec(rot(vel[:, 3:]).as_rotvec() * dt)
        back = Rotation.from_rotvec(-rot(vel[:, 3:]).as_rotvec() * dt)
        one = np.abs(vel[:, 6]) > 1e-6
        assert_quat_close(got[one, 3:], (r * step).as_quat()[one], dtype, factor=8)
        for row in np.nonzero(~one)[0]:
            g, a, b = got[row, 3:], (r[row] * step[row]).as_quat(), (r[row] * back[row]).as_quat()
            assert min(np.abs(g - a).max(), np.abs(g + a).max(), np.abs(g - b).max(), np.abs(g + b).max()) < 1e-4


@pytest.mark.parametrize("dtype", DTYPES)
def test_rot_vec_to_matrices_above_the_batch_size_switch(dtype):
    """Rotation vectors become matrices by one of two formulations, chosen by the number of
    vectors: few operations up to FEW_OPS_MAX (every other test here, N = 64 rows), one per
    matrix entry above it. The latter against SciPy, with the zero vector, vectors next to it (the
    series branch) and beyond pi. (One batch shape: JAX compiles each operation per shape.)"""
    from ivy_mech.orientation.rotation_matrix import FEW_OPS_MAX

    rng = np.random.default_rng(40)
    rows = FEW_OPS_MAX + 1
    rv = rng.normal(size=(rows, 3)) * 1.5
    rv[0], rv[1], rv[2] = 0.0, [1e-9, 0.0, -2e-9], [0.0, 3e-3, 0.0]
    rv = np.asarray(rv, dtype=dtype).astype(np.float64)
    t = np.asarray(rng.normal(size=(rows, 3)) * 5, dtype=dtype).astype(np.float64)
    ref = Rotation.from_rotvec(rv)
    assert_close(ivy_mech.rot_vec_to_rot_mat(native(rv, dtype)), ref.as_matrix(), dtype, factor=4)
    assert_close(ivy_mech.rot_vec_pose_to_mat_pose(native(np.concatenate([t, rv], -1), dtype)),
                 _mat_pose(ref, t), dtype, factor=4)

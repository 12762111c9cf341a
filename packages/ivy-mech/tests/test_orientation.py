"""Every rotation conversion against SciPy's ``Rotation`` (all 12 Euler conventions), on random
rotations and on the cases that break naive formulas: the identity, rotations by pi about 26
axes, tiny angles, negative-scalar quaternions. Quaternions compare up to sign; every returned
quaternion must also have ``qr >= 0``."""

from __future__ import annotations

import numpy as np
import pytest
from _mech_helpers import (
    CONVENTIONS,
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

# SciPy warns at gimbal lock, which these tests visit on purpose
pytestmark = pytest.mark.filterwarnings("ignore:Gimbal lock detected")

Q = sample_quaternions()
W_NONZERO = np.abs(Q[:, 3]) > 1e-6  # rows whose rotation vector / axis has one sign


def _rounded(a, dtype):
    """The input as the dtype holds it (float64 again), so that the reference sees it too."""
    return np.asarray(a, dtype=dtype).astype(np.float64)


def _assert_canonical(q):
    assert (np_of(q)[..., 3] >= 0).all(), "a returned quaternion has a negative scalar part"


@pytest.mark.parametrize("dtype", DTYPES)
def test_quaternion_to_rot_mat(dtype):
    q = _rounded(Q, dtype)
    r = ivy_mech.quaternion_to_rot_mat(native(q, dtype))
    assert_close(r, rot(q).as_matrix(), dtype)
    # any non-zero quaternion, as SciPy normalises it
    assert_close(ivy_mech.quaternion_to_rot_mat(native(q * 3.0, dtype)), rot(q).as_matrix(), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_rot_mat_to_quaternion(dtype):
    m = _rounded(rot(Q).as_matrix(), dtype)
    r = ivy_mech.rot_mat_to_quaternion(native(m, dtype))
    assert_quat_close(r, Rotation.from_matrix(m).as_quat(), dtype)
    _assert_canonical(r)


@pytest.mark.parametrize("dtype", DTYPES)
def test_rotation_vector_conversions(dtype):
    rv = _rounded(rot(Q).as_rotvec(), dtype)
    ref = Rotation.from_rotvec(rv)
    q = ivy_mech.rotation_vector_to_quaternion(native(rv, dtype))
    assert_quat_close(q, ref.as_quat(), dtype)
    _assert_canonical(q)
    assert_close(ivy_mech.rot_vec_to_rot_mat(native(rv, dtype)), ref.as_matrix(), dtype)
    # beyond pi: the same rotation
    assert_close(ivy_mech.rot_vec_to_rot_mat(native(rv * 3.0, dtype)), Rotation.from_rotvec(rv * 3.0).as_matrix(),
                 dtype, factor=4)
    q = _rounded(Q, dtype)
    back = np_of(ivy_mech.quaternion_to_rotation_vector(native(q, dtype)))
    assert_close(back[W_NONZERO], rot(q[W_NONZERO]).as_rotvec(), dtype)
    # rotations by pi: either direction of the axis, norm pi
    assert_close(Rotation.from_rotvec(back).as_matrix(), rot(q).as_matrix(), dtype, factor=4)
    assert (np.linalg.norm(back, axis=-1) <= np.pi + 1e-6).all()


@pytest.mark.parametrize("dtype", DTYPES)
def test_axis_angle_conversions(dtype):
    q = _rounded(Q, dtype)
    aa_ref = axis_angle_of(q)
    aa = np_of(ivy_mech.quaternion_to_axis_angle(native(q, dtype)))
    assert_close(aa[W_NONZERO], aa_ref[W_NONZERO], dtype, factor=2)
    m = ivy_mech.axis_angle_to_rot_mat(native(aa, dtype))
    assert_close(m, rot(q).as_matrix(), dtype, factor=4)
    m_in = _rounded(rot(q).as_matrix(), dtype)
    aa2 = np_of(ivy_mech.rot_mat_to_axis_angle(native(m_in, dtype)))
    assert_close(aa2[W_NONZERO], axis_angle_of(Rotation.from_matrix(m_in).as_quat())[W_NONZERO], dtype, factor=2)
    assert (aa2[:, 3] >= 0).all() and (aa2[:, 3] <= np.pi + 1e-6).all()
    # axis-angle in [0, pi] -> quaternion -> back, and the identity's [0, 0, 0, 0]
    aa_in = _rounded(aa_ref, dtype)
    qq = ivy_mech.axis_angle_to_quaternion(native(aa_in, dtype))
    assert_quat_close(qq, q, dtype, factor=2)
    _assert_canonical(qq)
    assert_close(ivy_mech.quaternion_to_axis_angle(native([0.0, 0.0, 0.0, -1.0], dtype)), [0, 0, 0, 0], dtype)
    # angles beyond pi give the quaternion with qr >= 0
    big = aa_in.copy()
    big[:, 3] = 2 * np.pi - big[:, 3]
    big[:, :3] *= -1
    qb = ivy_mech.axis_angle_to_quaternion(native(big, dtype))
    _assert_canonical(qb)
    assert_quat_close(qb, q, dtype, factor=8)


@pytest.mark.parametrize("dtype", DTYPES)
def test_polar_axis_angle_conversions(dtype):
    q = _rounded(Q, dtype)
    aa = axis_angle_of(q)
    theta, phi = np.arccos(np.clip(aa[:, 2], -1, 1)), np.arctan2(aa[:, 1], aa[:, 0])
    paa = np.stack([theta, phi, aa[:, 3]], -1)
    got = np_of(ivy_mech.quaternion_to_polar_axis_angle(native(q, dtype)))
    defined = W_NONZERO & (np.hypot(aa[:, 0], aa[:, 1]) > 1e-3)  # an axis with one sign, off the poles
    assert_close(got[defined], paa[defined], dtype, factor=50)
    qq = ivy_mech.polar_axis_angle_to_quaternion(native(paa, dtype))
    assert_quat_close(qq, q, dtype, factor=4)
    _assert_canonical(qq)
    # and back from what it returned: the same rotation everywhere
    assert_quat_close(ivy_mech.polar_axis_angle_to_quaternion(native(got, dtype)), q, dtype, factor=50)


def _gimbal_free(e, conv):
    """Rows whose middle angle is away from gimbal lock (there only e0 +- e2 is defined)."""
    lo, hi = (0.0, np.pi) if conv[0] == conv[2] else (-np.pi / 2, np.pi / 2)
    return (np.abs(e[:, 1] - lo) > 1e-3) & (np.abs(e[:, 1] - hi) > 1e-3)


@pytest.mark.parametrize("conv", CONVENTIONS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_euler_to_rotations(conv, dtype):
    e = rot(Q).as_euler(conv)
    e[-3:] = [[0.3, 0.0, -0.2], [np.pi, np.pi / 2, -np.pi], [-3.0, -np.pi / 2, 3.0]]
    e = _rounded(e, dtype)
    ref = Rotation.from_euler(conv, e)
    x = native(e, dtype)
    assert_close(ivy_mech.euler_to_rot_mat(x, conv), ref.as_matrix(), dtype, factor=2)
    q = ivy_mech.euler_to_quaternion(x, conv)
    assert_quat_close(q, ref.as_quat(), dtype, factor=2)
    _assert_canonical(q)
    aa = np_of(ivy_mech.euler_to_axis_angle(x, conv))
    assert_close(Rotation.from_rotvec(aa[:, :3] * aa[:, 3:]).as_matrix(), ref.as_matrix(), dtype, factor=8)


@pytest.mark.parametrize("conv", CONVENTIONS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_rotations_to_euler(conv, dtype):
    q = _rounded(Q, dtype)
    ref_rot = rot(q)
    m = _rounded(ref_rot.as_matrix(), dtype)
    cases = {
        "quaternion": (ivy_mech.quaternion_to_euler(native(q, dtype), conv), ref_rot),
        "rot_mat": (ivy_mech.rot_mat_to_euler(native(m, dtype), conv), Rotation.from_matrix(m)),
        "axis_angle": (ivy_mech.axis_angle_to_euler(native(axis_angle_of(q), dtype), conv), ref_rot),
    }
    for name, (got, ref) in cases.items():
        got = np_of(got)
        exp = ref.as_euler(conv)
        free = _gimbal_free(exp, conv)
        assert_angles_close(got[free], exp[free], dtype, factor=4)
        # everywhere the angles give back the rotation, in SciPy's ranges; within the gimbal lock
        # threshold (1e-7 rad) setting e2 = 0 moves the rotation by up to that much
        back, want = Rotation.from_euler(conv, got).as_matrix(), ref.as_matrix()
        assert_close(back[free], want[free], dtype, factor=8, msg=name)
        np.testing.assert_allclose(back[~free], want[~free], atol=max(8 * TOL[dtype], 5e-7), err_msg=name)
        assert (np.abs(got[:, [0, 2]]) <= np.pi + 1e-6).all()
        lo, hi = (0.0, np.pi) if conv[0] == conv[2] else (-np.pi / 2, np.pi / 2)
        assert ((got[:, 1] >= lo - 1e-6) & (got[:, 1] <= hi + 1e-6)).all(), name


@pytest.mark.parametrize("conv", CONVENTIONS)
def test_euler_gimbal_lock_sets_the_third_angle_to_zero(conv):
    """SciPy's rule: in gimbal lock e2 = 0 and e0 carries the whole free rotation."""
    b = [0.0, np.pi] if conv[0] == conv[2] else [-np.pi / 2, np.pi / 2]
    e = np.tile([[0.4, b[0], 0.3], [-1.2, b[1], 0.5], [2.0, b[1], -2.5], [0.1, b[0], -0.1]], (N // 4, 1))
    m = Rotation.from_euler(conv, e).as_matrix()
    got = np_of(ivy_mech.rot_mat_to_euler(native(m), conv))
    assert_close(got[:, 2], np.zeros(N), "float64", factor=1e3)
    assert_close(Rotation.from_euler(conv, got).as_matrix(), m, "float64", factor=1e3)
    assert_angles_close(got, Rotation.from_matrix(m).as_euler(conv), "float64", factor=1e3)


@pytest.mark.parametrize("dtype", DTYPES)
def test_quaternion_operations(dtype):
    rng = np.random.default_rng(1)
    q1 = _rounded(rng.normal(size=(N, 4)), dtype)
    q2 = _rounded(rng.normal(size=(N, 4)), dtype)

    def as_complex(q):  # a + bi + cj + dk -> [[a + bi, c + di], [-c + di, a - bi]]: products match
        a, b, c, d = q[..., 3], q[..., 0], q[..., 1], q[..., 2]
        return np.stack([np.stack([a + 1j * b, c + 1j * d], -1), np.stack([-c + 1j * d, a - 1j * b], -1)], -2)

    def from_complex(m):
        return np.stack([m[..., 0, 0].imag, m[..., 0, 1].real, m[..., 0, 1].imag, m[..., 0, 0].real], -1)

    hp = ivy_mech.hamilton_product(native(q1, dtype), native(q2, dtype))
    assert_close(hp, from_complex(as_complex(q1) @ as_complex(q2)), dtype, factor=4)
    # broadcasting batch shapes, and the rotation of a product is the product of rotations
    hp_b = ivy_mech.hamilton_product(native(q1[:, None], dtype), native(q2[None, :3], dtype))
    assert_close(hp_b, from_complex(as_complex(q1[:, None]) @ as_complex(q2[None, :3])), dtype, factor=4)
    assert_close(ivy_mech.quaternion_to_rot_mat(hp), rot(q1).as_matrix() @ rot(q2).as_matrix(), dtype, factor=4)
    # inverse of unit and non-unit quaternions, any batch shape
    batched = q1.reshape(2, N // 2, 4)
    inv = ivy_mech.inverse_quaternion(native(batched, dtype))
    assert_close(inv, from_complex(np.linalg.inv(as_complex(batched))), dtype, factor=4)
    # scaling the rotation angle
    qs = _rounded(Q, dtype)
    for s in (0.5, -1.5, 2.0):
        got = ivy_mech.scale_quaternion_rotation_angle(native(qs, dtype), s)
        _assert_canonical(got)
        exp = Rotation.from_rotvec(rot(qs).as_rotvec() * s).as_quat()
        assert_quat_close(np_of(got)[W_NONZERO], exp[W_NONZERO], dtype, factor=8)
    scale = _rounded(np.linspace(-2, 2, len(qs))[:, None], dtype)
    got = ivy_mech.scale_quaternion_rotation_angle(native(qs, dtype), native(scale, dtype))
    exp = Rotation.from_rotvec(rot(qs).as_rotvec() * scale).as_quat()
    assert_quat_close(np_of(got)[W_NONZERO], exp[W_NONZERO], dtype, factor=8)


@pytest.mark.parametrize("dtype", DTYPES)
def test_target_facing_rotation_matrix(dtype):
    rng = np.random.default_rng(2)
    body = _rounded(rng.normal(size=(N, 3)), dtype)
    target = _rounded(rng.normal(size=(N, 3)), dtype)
    target[0] = body[0] + [0.0, 0.0, 2.0]  # straight above
    target[1] = body[1] - [0.0, 0.0, 0.5]  # straight below
    m = np_of(ivy_mech.target_facing_rotation_matrix(native(body, dtype), native(target, dtype)))
    z = (target - body) / np.linalg.norm(target - body, axis=-1, keepdims=True)
    assert_close(m[..., 2], z, dtype, factor=4)  # +z faces the target
    assert_close(np.swapaxes(m, -1, -2) @ m, np.broadcast_to(np.eye(3), m.shape), dtype, factor=4)
    assert_close(np.linalg.det(m), np.ones(N), dtype, factor=4)
    x_ref = np.cross([0.0, 0.0, 1.0], z[2:])
    assert_close(m[2:, :, 0], x_ref / np.linalg.norm(x_ref, axis=-1, keepdims=True), dtype, factor=4)
    assert_close(m[:2, :, 0], [[1.0, 0, 0], [1.0, 0, 0]], dtype)
    # a batch of bodies facing one target (broadcast)
    one = ivy_mech.target_facing_rotation_matrix(native(body, dtype), native(target[3], dtype))
    assert np_of(one).shape == (N, 3, 3)

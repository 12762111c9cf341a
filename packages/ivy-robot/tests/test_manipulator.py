"""Manipulator kinematics against the Robotics Toolbox for Python (Corke's ``roboticstoolbox``:
``rtb.models.DH.Panda()``, modified DH from Franka's table, and ``rtb.models.DH.Mico()``, standard
DH from Kinova's), against Franka's published flange pose, and gradients against finite
differences.

The comparisons run against NumPy products of elementary transforms written out here from the
published tables, which ``test_written_out_references_equal_roboticstoolbox`` checks against
roboticstoolbox itself, once, in the numpy backend's run: importing roboticstoolbox costs ~6 s of
CPU (CI's budget), and it cannot be installed beside the MXNet venv's NumPy 1.23.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
from ivy_robot import Manipulator, MicoManipulator, PandaManipulator

from ._helpers import backend_name, finite_difference_check, has_autodiff, native, to_numpy

rtb = None
if backend_name() == "numpy":
    try:
        import roboticstoolbox as rtb
    except ImportError:  # the MXNet venv (NumPy 1.23)
        rtb = None

PI = math.pi
# Franka's published modified DH table (a_{i-1}, d_i, alpha_{i-1}) of joints 1-7, the flange's d
# on joint 7 (frankaemika.github.io/docs/control_parameters.html)
PANDA_MDH = [(0, 0.333, 0), (0, 0, -PI / 2), (0, 0.316, PI / 2), (0.0825, 0, PI / 2),
             (-0.0825, 0.384, -PI / 2), (0, 0, PI / 2), (0.088, 0.107, PI / 2)]
# Kinova Mico, standard DH (d, a, alpha) and the DH angle as a function of the joint angle q
_AA = PI / 6
_K = math.sin(_AA) / math.sin(2 * _AA)
MICO_DH = [(0.2755, 0, PI / 2), (0, 0.29, PI), (-0.007, 0, PI / 2), (-(0.1233 + _K * 0.0741), 0, 2 * _AA),
           (-(2 * _K * 0.0741), 0, 2 * _AA), (-(_K * 0.0741 + 0.16), 0, PI)]
MICO_THETA = (lambda q: -q, lambda q: q - PI / 2, lambda q: q + PI / 2, lambda q: q, lambda q: q - PI,
              lambda q: q + PI / 2)


def _rz(t):
    c, s = math.cos(t), math.sin(t)
    return np.array([[c, -s, 0, 0], [s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1.0]])


def _rx(t):
    c, s = math.cos(t), math.sin(t)
    return np.array([[1, 0, 0, 0], [0, c, -s, 0], [0, s, c, 0], [0, 0, 0, 1.0]])


def _tr(x=0.0, z=0.0):
    m = np.eye(4)
    m[0, 3], m[2, 3] = x, z
    return m


def panda_frames_reference(q):
    """Franka's frames 0-7 for joint angles q [7]: Craig's RotX(alpha) TransX(a) RotZ(q) TransZ(d)."""
    frames = [np.eye(4)]
    for (a, d, alpha), qi in zip(PANDA_MDH, q):
        frames.append(frames[-1] @ _rx(alpha) @ _tr(x=a) @ _rz(qi) @ _tr(z=d))
    return np.stack(frames)


def mico_frames_reference(q):
    """Kinova Mico frames 0-6: the standard RotZ(theta) TransZ(d) TransX(a) RotX(alpha)."""
    frames = [np.eye(4)]
    for (d, a, alpha), th, qi in zip(MICO_DH, MICO_THETA, q):
        frames.append(frames[-1] @ _rz(th(qi)) @ _tr(z=d) @ _tr(x=a) @ _rx(alpha))
    return np.stack(frames)


def _batch_reference(fn, q):
    flat = q.reshape(-1, q.shape[-1])
    return np.stack([fn(qi) for qi in flat]).reshape(q.shape[:-1] + (-1, 4, 4))


RNG = np.random.default_rng(0)
Q_PANDA = RNG.uniform(-2.5, 2.5, (2, 3, 7))
Q_MICO = RNG.uniform(-3, 3, (2, 3, 6))


@pytest.mark.skipif(rtb is None, reason="checked once, in the numpy backend's run with roboticstoolbox-python "
                                        "installed (it needs NumPy >= 2; the MXNet venv has 1.23)")
def test_written_out_references_equal_roboticstoolbox():
    """The written-out references agree with roboticstoolbox's Panda (modified DH, every frame) and
    Mico (standard DH, every frame) at random joint angles. roboticstoolbox's Mico offsets joint 6 by
    +100 degrees (from Kinova's "DH Parameters of Mico" v1.0.8), ivy_robot by +90 (Kinova's Jaco2
    6DOF guide, as the original ivy_robot): it is handed q6 - 10 degrees."""
    panda, mico = rtb.models.DH.Panda(), rtb.models.DH.Mico()
    for q in Q_PANDA.reshape(-1, 7):
        expected = np.stack([f.A for f in panda.fkine_all(q)])
        np.testing.assert_allclose(panda_frames_reference(q), expected, atol=1e-12)
    for q in Q_MICO.reshape(-1, 6):
        shifted = q.copy()
        shifted[5] -= math.radians(10)
        expected = np.stack([f.A for f in mico.fkine_all(shifted)])
        np.testing.assert_allclose(mico_frames_reference(q), expected, atol=1e-12)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_panda_flange_matches_reference(dtype):
    """The last frame is Franka's flange frame (rtb's frame 7); standard frame i is Franka's frame i
    times RotX(alpha_i) TransX(a_i) (the next row's a and alpha), as the class docstring says."""
    out = PandaManipulator().compute_link_matrices(native(Q_PANDA, dtype), 7)
    assert ivy.is_native_array(out) and tuple(out.shape) == (2, 3, 8, 4, 4)
    ref = _batch_reference(panda_frames_reference, Q_PANDA)
    moved = ref.copy()
    for i in range(1, 7):
        a, _, alpha = PANDA_MDH[i]
        moved[..., i, :, :] = ref[..., i, :, :] @ _rx(alpha) @ _tr(x=a)
    tol = 1e-5 if dtype == "float32" else 1e-12
    np.testing.assert_allclose(to_numpy(out), moved, atol=tol)


def test_modified_convention_gives_frankas_frames():
    rows = PANDA_MDH
    arm = Manipulator([r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows], [1.0] * 7, [0.0] * 7,
                      dh_convention="modified")
    out = to_numpy(arm.compute_link_matrices(native(Q_PANDA), 7))
    np.testing.assert_allclose(out, _batch_reference(panda_frames_reference, Q_PANDA), atol=1e-12)
    # link_num < num_joints: the first frames only
    np.testing.assert_allclose(to_numpy(arm.compute_link_matrices(native(Q_PANDA), 3)), out[..., :4, :, :], atol=1e-12)


def test_panda_published_poses():
    """Franka's zero pose: flange at (0.088, 0, 0.926) m, pointing down (x along base x)."""
    m = to_numpy(PandaManipulator().compute_link_matrices(native(np.zeros(7)), 7))[-1]
    np.testing.assert_allclose(m[:3, 3], [0.088, 0.0, 0.926], atol=1e-12)
    np.testing.assert_allclose(m[:3, :3], np.diag([1.0, -1.0, -1.0]), atol=1e-12)


def test_mico_matches_reference():
    out = to_numpy(MicoManipulator().compute_link_matrices(native(Q_MICO), 6))
    np.testing.assert_allclose(out, _batch_reference(mico_frames_reference, Q_MICO), atol=1e-12)


def test_link_poses_are_rotation_vector_poses():
    """compute_link_poses = [position, SciPy's rotation vector of the frame's rotation]."""
    out = to_numpy(MicoManipulator().compute_link_poses(native(Q_MICO), 6))
    ref = _batch_reference(mico_frames_reference, Q_MICO)
    assert out.shape == (2, 3, 7, 6)
    np.testing.assert_allclose(out[..., :3], ref[..., :3, 3], atol=1e-10)
    rotvec = Rotation.from_matrix(ref[..., :3, :3].reshape(-1, 3, 3)).as_rotvec().reshape(2, 3, 7, 3)
    np.testing.assert_allclose(out[..., 3:], rotvec, atol=1e-7)


def _sample_reference(origins, counts):
    """The original's sampling: np.linspace over each link, the end dropped where the next starts."""
    pts = []
    for i, n in enumerate(counts):
        seg = np.linspace(origins[i], origins[i + 1], n)
        pts.append(seg if (i == len(counts) - 1 or n == 1) else seg[:-1])
    return np.concatenate(pts)


def test_sample_links_in_world_frame():
    base = np.array([[0.0, -1.0, 0.0, 0.5], [1.0, 0.0, 0.0, -0.2], [0.0, 0.0, 1.0, 0.7]])
    mico = MicoManipulator(native(base))
    lengths = [math.hypot(a, d) for d, a, _ in MICO_DH]
    counts = [math.ceil(length * 25) for length in lengths]
    out = to_numpy(mico.sample_links(native(Q_MICO)))
    ref = _batch_reference(mico_frames_reference, Q_MICO)
    for idx in np.ndindex(2, 3):
        expected = _sample_reference(ref[idx][:, :3, 3], counts) @ base[:, :3].T + base[:, 3]
        np.testing.assert_allclose(out[idx], expected, atol=1e-12)
    # fewer links, another density
    out3 = to_numpy(mico.sample_links(native(Q_MICO[0, 0]), link_num=3, samples_per_metre=40))
    counts3 = [math.ceil(length * 40) for length in lengths[:3]]
    expected3 = _sample_reference(ref[0, 0][:4, :3, 3], counts3) @ base[:, :3].T + base[:, 3]
    np.testing.assert_allclose(out3, expected3, atol=1e-12)


def test_ivy_array_in_ivy_array_out_and_batch_shape():
    q = ivy.asarray(Q_PANDA.astype("float32"))
    for out in (PandaManipulator().compute_link_matrices(q, 7, batch_shape=(2, 3)),
                PandaManipulator().compute_link_poses(q, 7), PandaManipulator().sample_links(q)):
        assert isinstance(out, ivy.Array) and out.dtype == ivy.float32
    assert tuple(PandaManipulator().sample_links(native(np.zeros(7))).shape) == (32, 3)


def test_bad_input():
    panda = PandaManipulator()
    with pytest.raises(ivy.ShapeError, match=r"joint_angles.*\[batch_shape, num_joints=7\]"):
        panda.compute_link_matrices(native(np.zeros((2, 6))), 7)
    with pytest.raises(ivy.ShapeError, match="batch_shape"):
        panda.sample_links(native(np.zeros((2, 7))), batch_shape=(3,))
    for link_num in (0, 8, 2.0, None):
        with pytest.raises(ivy.InvalidArgumentError, match="link_num"):
            panda.compute_link_matrices(native(np.zeros(7)), link_num)
    with pytest.raises(ivy.InvalidArgumentError, match="samples_per_metre"):
        panda.sample_links(native(np.zeros(7)), samples_per_metre=0)
    with pytest.raises(ivy.ShapeError, match="d_s"):
        Manipulator([0.0, 1.0], [0.0], [0.0, 0.0], [1.0, 1.0], [0.0, 0.0])
    with pytest.raises(ivy.ShapeError, match="base_inv_ext_mat"):
        PandaManipulator(native(np.eye(3)))
    with pytest.raises(ivy.InvalidArgumentError, match="dh_convention"):
        Manipulator([1.0], [0.0], [0.0], [1.0], [0.0], dh_convention="craig")


@pytest.mark.skipif(not has_autodiff(), reason="the numpy backend has no autodiff")
def test_gradients_match_finite_differences():
    rows = PANDA_MDH
    modified = Manipulator([r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows], [1.0] * 7,
                           [0.0] * 7, dh_convention="modified")
    mico = MicoManipulator(native(np.array([[1.0, 0, 0, 0.3], [0, 1, 0, 0], [0, 0, 1, 0.1]])))
    finite_difference_check(lambda q: modified.compute_link_matrices(q, 7), Q_PANDA[0])
    finite_difference_check(lambda q: mico.sample_links(q), Q_MICO[0])


@pytest.mark.skipif(backend_name() not in ("jax", "tensorflow"),
                    reason="jax.jit and tf.function here; numpy and mxnet have no compiler, and torch.compile "
                           "of this takes ~40 s on CI's 2 cores (benchmarks/robot_bench.py runs it)")
def test_compiles_to_the_same_values():
    panda = PandaManipulator()
    q = native(Q_PANDA[0].astype("float32"))
    fn = ivy.compile(lambda q: panda.sample_links(q), q)
    np.testing.assert_allclose(to_numpy(fn(q)), to_numpy(panda.sample_links(q)), atol=1e-6)

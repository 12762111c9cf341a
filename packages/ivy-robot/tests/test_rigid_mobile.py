"""RigidMobile.sample_body against SciPy's rotations: body point p is at R p + t in the world."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
from ivy_robot import RigidMobile

from ._helpers import finite_difference_check, has_autodiff, native, to_numpy

BODY = np.array([[0.0, 0.0, 0.0], [-0.15, 0.0, -0.15], [-0.15, 0.0, 0.15], [0.15, 0.0, -0.15], [0.15, 0.0, 0.15]])


def _poses(rng, batch):
    rot = Rotation.random(int(np.prod(batch, dtype=int)), random_state=rng).as_matrix().reshape(*batch, 3, 3)
    return np.concatenate([rot, rng.uniform(-2, 2, (*batch, 3, 1))], axis=-1)


@pytest.mark.parametrize("batch", [(), (4,), (2, 3)])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_sample_body_matches_scipy(batch, dtype):
    rng = np.random.default_rng(len(batch))
    mats = _poses(rng, batch)
    drone = RigidMobile(native(BODY))
    out = drone.sample_body(native(mats, dtype))
    assert ivy.is_native_array(out) and tuple(out.shape) == (*batch, 5, 3)
    rot = Rotation.from_matrix(mats[..., :3].reshape(-1, 3, 3))
    expected = np.stack([r.apply(BODY) for r in rot]).reshape(*batch, 5, 3) + mats[..., None, :, 3]
    tol = 1e-6 if dtype == "float32" else 1e-12
    np.testing.assert_allclose(to_numpy(out), expected, atol=tol)
    assert to_numpy(out).dtype == np.dtype(dtype)
    # a homogeneous [4, 4] pose gives the same; body points given as a list give the same
    homo = np.concatenate([mats, np.broadcast_to([0.0, 0, 0, 1], (*batch, 1, 4))], axis=-2)
    np.testing.assert_allclose(to_numpy(RigidMobile(BODY.tolist()).sample_body(native(homo, dtype))),
                               to_numpy(out), atol=tol)


def test_ivy_array_in_ivy_array_out():
    drone = RigidMobile(ivy.asarray(BODY))
    out = drone.sample_body(ivy.asarray(_poses(np.random.default_rng(0), (4,)).astype("float32")), batch_shape=[4])
    assert isinstance(out, ivy.Array) and out.shape == (4, 5, 3) and drone.num_body_points == 5


def test_bad_input():
    with pytest.raises(ivy.ShapeError, match=r"rel_body_points.*\[num_body_points >= 1, 3\]"):
        RigidMobile(native(np.zeros((5, 2))))
    drone = RigidMobile(native(BODY))
    with pytest.raises(ivy.ShapeError, match=r"inv_ext_mats.*\[batch_shape, 3, 4\]"):
        drone.sample_body(native(np.zeros((2, 3, 3))))
    with pytest.raises(ivy.ShapeError, match="batch_shape"):
        drone.sample_body(native(np.zeros((2, 3, 4))), batch_shape=(3,))


@pytest.mark.skipif(not has_autodiff(), reason="the numpy backend has no autodiff")
def test_gradients_match_finite_differences():
    drone = RigidMobile(native(BODY))
    finite_difference_check(lambda m: drone.sample_body(m), _poses(np.random.default_rng(1), (4,)))

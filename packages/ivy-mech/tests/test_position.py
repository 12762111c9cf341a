"""Coordinate conversions and homogeneous coordinates against closed forms."""

from __future__ import annotations

import numpy as np
import pytest
from _mech_helpers import DTYPES, N, assert_close, native, np_of

import ivy
import ivy_mech


def _cartesian(dtype):
    c = np.random.default_rng(7).normal(size=(N, 3)) * 3
    c[0] = 0.0  # the origin
    c[1] = [0.0, 0.0, 2.0]  # the poles
    c[2] = [0.0, 0.0, -0.5]
    c[3] = [-1.0, 0.0, 0.0]  # phi = pi
    return np.asarray(c, dtype=dtype).astype(np.float64)


@pytest.mark.parametrize("dtype", DTYPES)
def test_cartesian_to_polar_coords(dtype):
    c = _cartesian(dtype)
    got = np_of(ivy_mech.cartesian_to_polar_coords(native(c, dtype)))
    r = np.linalg.norm(c, axis=-1)
    theta = np.arccos(np.divide(c[:, 2], r, out=np.ones_like(r), where=r > 0))
    assert_close(got, np.stack([np.arctan2(c[:, 1], c[:, 0]), theta, r], -1), dtype, factor=4)
    assert_close(got[0], [0.0, 0.0, 0.0], dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_polar_to_cartesian_coords(dtype):
    rng = np.random.default_rng(8)
    p = np.stack([rng.uniform(-np.pi, np.pi, N), rng.uniform(0, np.pi, N), rng.uniform(0, 5, N)], -1)
    p = np.asarray(p, dtype=dtype).astype(np.float64)
    got = np_of(ivy_mech.polar_to_cartesian_coords(native(p, dtype)))
    phi, theta, r = p.T
    exp = np.stack([r * np.sin(theta) * np.cos(phi), r * np.sin(theta) * np.sin(phi), r * np.cos(theta)], -1)
    assert_close(got, exp, dtype, factor=4)
    # and back: the polar angles of the point (phi, theta, r are unique for r > 0, 0 < theta < pi)
    assert_close(ivy_mech.cartesian_to_polar_coords(native(got, dtype)), p, dtype, factor=50)


@pytest.mark.parametrize("dtype", DTYPES)
def test_make_coordinates_homogeneous(dtype):
    c = _cartesian(dtype).reshape(2, N // 2, 3)
    got = ivy_mech.make_coordinates_homogeneous(native(c, dtype))
    assert_close(got, np.concatenate([c, np.ones((2, N // 2, 1))], -1), dtype)
    assert_close(ivy_mech.make_coordinates_homogeneous(native(c[0, 0, :2], dtype)), [c[0, 0, 0], c[0, 0, 1], 1.0],
                 dtype)
    assert ivy_mech.make_coordinates_homogeneous(native(c, dtype), batch_shape=[2, N // 2]).shape == (2, N // 2, 4)


@pytest.mark.parametrize("dtype", DTYPES)
def test_make_transformation_homogeneous(dtype):
    m = np.asarray(np.random.default_rng(9).normal(size=(N, 3, 4)), dtype=dtype).astype(np.float64)
    got = np_of(ivy_mech.make_transformation_homogeneous(native(m, dtype)))
    assert_close(got, np.concatenate([m, np.tile([[[0.0, 0.0, 0.0, 1.0]]], (N, 1, 1))], -2), dtype)
    # T [p, 1] = [R p + t, 1]
    p = np.random.default_rng(10).normal(size=(N, 3))
    assert_close(np.einsum("nij,nj->ni", got, np.concatenate([p, np.ones((N, 1))], -1)),
                 np.concatenate([np.einsum("nij,nj->ni", m[..., :3], p) + m[..., 3], np.ones((N, 1))], -1), dtype,
                 factor=10)
    # 2-d affine transformations (2x3) too
    got2 = ivy_mech.make_transformation_homogeneous(native(m[:, :2, :3], dtype))
    assert_close(got2, np.concatenate([m[:, :2, :3], np.tile([[[0.0, 0.0, 1.0]]], (N, 1, 1))], -2), dtype)
    assert isinstance(ivy_mech.make_transformation_homogeneous(ivy.asarray(m[:1])), ivy.Array)

"""Shared test data and comparisons for ivy-mech's tests.

Rotations are drawn with NumPy (fixed seeds) and the expected values come from SciPy's
``scipy.spatial.transform.Rotation`` or closed forms, never from ivy_mech itself.
"""

from __future__ import annotations

import itertools

import numpy as np
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing.helpers import backend_name, has_autodiff, to_numpy  # noqa: F401

CONVENTIONS = ["xyx", "yzy", "zxz", "xzx", "yxy", "zyz", "xyz", "yzx", "zxy", "xzy", "yxz", "zyx"]
DTYPES = ["float32", "float64"]
TOL = {"float32": 2e-5, "float64": 1e-10}


def native(a, dtype="float64"):
    """A NumPy array as a native array of the backend under test, in ``dtype``."""
    return ivy.asarray(np.asarray(a, dtype=dtype), dtype=ivy.dtype_from_name(dtype)).data


def np_of(x):
    return np.array(to_numpy(x), dtype=np.float64)  # a writable copy (SciPy refuses read-only views)


def special_quaternions():
    """Unit quaternions that break naive formulas: the identity (both signs), rotations by pi
    about the 26 axes of a cube's faces, edges and corners, rotations by pi/2, tiny rotations
    and quaternions with a negative scalar part."""
    axes = np.array([a for a in itertools.product([-1, 0, 1], repeat=3) if any(a)], dtype=np.float64)
    axes /= np.linalg.norm(axes, axis=-1, keepdims=True)
    qs = [[0, 0, 0, 1.0], [0, 0, 0, -1.0]]
    qs += [list(a) + [0.0] for a in axes]  # pi
    qs += [list(a * np.sin(np.pi / 4)) + [np.cos(np.pi / 4)] for a in axes[::3]]  # pi / 2
    qs += [list(a * np.sin(t / 2)) + [np.cos(t / 2)] for a, t in zip(axes[::5], [1e-9, 1e-5, 1e-3, 0.02, 3.14159])]
    return np.array(qs)


def random_quaternions(n, seed=0, negative=True):
    """``n`` unit quaternions uniform over SO(3) (normalised Gaussians), half with ``qr < 0``."""
    q = np.random.default_rng(seed).normal(size=(n, 4))
    q /= np.linalg.norm(q, axis=-1, keepdims=True)
    q[:, 3] = np.abs(q[:, 3]) * np.where(np.arange(n) % 2 == 0, -1.0, 1.0) if negative else np.abs(q[:, 3])
    return q


N = 64  # rows of every batched test input: JAX compiles each operation once per shape


def sample_quaternions(seed=0):
    """``N`` unit quaternions: the special ones, then random ones."""
    special = special_quaternions()
    return np.concatenate([special, random_quaternions(N - len(special), seed)])


def assert_close(result, expected, dtype, factor=1.0, msg=""):
    tol = TOL[dtype] * factor
    np.testing.assert_allclose(np_of(result), expected, rtol=tol, atol=tol, err_msg=msg)


def assert_quat_close(result, expected, dtype, factor=1.0):
    """Quaternions equal up to sign, row by row."""
    r = np_of(result).reshape(-1, 4)
    e = np.asarray(expected, dtype=np.float64).reshape(-1, 4)
    err = np.minimum(np.abs(r - e).max(-1), np.abs(r + e).max(-1))
    tol = TOL[dtype] * factor
    assert (err <= tol).all(), f"quaternions differ by {err.max():.3g} > {tol} (rows {np.nonzero(err > tol)[0][:8]})"


def assert_angles_close(result, expected, dtype, factor=1.0):
    """Angles equal modulo 2 pi."""
    d = np.angle(np.exp(1j * (np_of(result) - np.asarray(expected))))
    tol = TOL[dtype] * factor
    assert np.abs(d).max(initial=0.0) <= tol, f"angles differ by {np.abs(d).max():.3g} > {tol}"


def scipy_quat(q):
    """SciPy's quaternions, canonical (``qr >= 0``)."""
    q = np.asarray(q, dtype=np.float64)
    return np.where(q[..., 3:4] < 0, -q, q)


def rot(q):
    return Rotation.from_quat(np.asarray(q, dtype=np.float64).reshape(-1, 4))


def axis_angle_of(q):
    """Ground truth axis-angle ``[e, angle]`` from SciPy's rotation vector (angle in [0, pi])."""
    rv = rot(q).as_rotvec()
    ang = np.linalg.norm(rv, axis=-1, keepdims=True)
    axis = np.divide(rv, ang, out=np.zeros_like(rv), where=ang > 0)
    return np.concatenate([axis, ang], axis=-1)

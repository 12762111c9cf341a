"""The original ivy_mech's public API (applied-libs-api.md): every function in its module with
its parameters in order and its defaults, re-exported at ``ivy_mech.*``; the constants users
import; no framework imported by ``import ivy_mech``; the docstrings' examples run."""

from __future__ import annotations

import doctest
import importlib
import inspect
import math
import pkgutil
import subprocess
import sys

import pytest
from _mech_helpers import backend_name

import ivy_mech

# module -> function -> the original's parameters, in order
ORIGINAL = {
    "orientation.axis_angle": {
        "rot_mat_to_axis_angle": ["rot_mat", "device"],
        "euler_to_axis_angle": ["euler_angles", "convention", "batch_shape", "device"],
        "quaternion_to_axis_angle": ["quaternion", "device"],
        "quaternion_to_polar_axis_angle": ["quaternion", "device"],
        "quaternion_to_rotation_vector": ["quaternion", "device"],
        "get_random_axis_angle": ["batch_shape"],
    },
    "orientation.euler_angles": {
        "rot_mat_to_euler": ["rot_mat", "convention"],
        "quaternion_to_euler": ["quaternion", "convention"],
        "axis_angle_to_euler": ["axis_angle", "convention"],
        "get_random_euler": ["batch_shape"],
    },
    "orientation.quaternion": {
        "axis_angle_to_quaternion": ["axis_angle"],
        "polar_axis_angle_to_quaternion": ["polar_axis_angle"],
        "rot_mat_to_quaternion": ["rot_mat"],
        "rotation_vector_to_quaternion": ["rot_vector"],
        "euler_to_quaternion": ["euler_angles", "convention", "batch_shape"],
        "inverse_quaternion": ["quaternion"],
        "get_random_quaternion": ["max_rot_ang", "batch_shape"],
        "scale_quaternion_rotation_angle": ["quaternion", "scale"],
        "hamilton_product": ["quaternion1", "quaternion2"],
    },
    "orientation.rotation_matrix": {
        "rot_vec_to_rot_mat": ["rot_vec"],
        "quaternion_to_rot_mat": ["quaternion"],
        "euler_to_rot_mat": ["euler_angles", "convention", "batch_shape", "device"],
        "target_facing_rotation_matrix": ["body_pos", "target_pos", "batch_shape", "device"],
        "axis_angle_to_rot_mat": ["axis_angle"],
        "get_random_rot_mat": ["batch_shape"],
    },
    "pose.axis_angle_pose": {
        "euler_pose_to_axis_angle_pose": ["euler_pose", "convention", "batch_shape", "device"],
        "mat_pose_to_rot_vec_pose": ["matrix"],
        "quaternion_pose_to_rot_vec_pose": ["quat_pose"],
    },
    "pose.euler_pose": {
        "mat_pose_to_euler_pose": ["matrix", "convention"],
        "quaternion_pose_to_euler_pose": ["quaternion_pose", "convention"],
        "axis_angle_pose_to_euler_pose": ["axis_angle_pose", "convention"],
    },
    "pose.matrix_pose": {
        "quaternion_pose_to_mat_pose": ["quat_pose"],
        "euler_pose_to_mat_pose": ["euler_pose", "convention", "batch_shape"],
        "rot_vec_pose_to_mat_pose": ["rot_vec_pose"],
        "axis_angle_pose_to_mat_pose": ["axis_angle_pose"],
    },
    "pose.quaternion_pose": {
        "axis_angle_pose_to_quaternion_pose": ["axis_angle_pose"],
        "mat_pose_to_quaternion_pose": ["matrix"],
        "euler_pose_to_quaternion_pose": ["euler_pose", "convention", "batch_shape"],
        "increment_quaternion_pose_with_velocity": ["quat_pose", "quat_vel", "delta_t"],
    },
    "position.coordinate_conversions": {
        "polar_to_cartesian_coords": ["polar_coords"],
        "cartesian_to_polar_coords": ["cartesian_coords"],
    },
    "position.transformations": {
        "make_coordinates_homogeneous": ["coords", "batch_shape"],
        "make_transformation_homogeneous": ["matrices", "batch_shape", "device"],
    },
}
DEFAULTS = {"convention": "zyx", "batch_shape": None, "device": None, "max_rot_ang": math.pi}
ALL = [(mod, name, params) for mod, fns in ORIGINAL.items() for name, params in fns.items()]


@pytest.mark.parametrize("mod, name, params", ALL, ids=[a[1] for a in ALL])
def test_the_originals_signatures(mod, name, params):
    fn = getattr(importlib.import_module(f"ivy_mech.{mod}"), name)
    assert getattr(ivy_mech, name) is fn, f"ivy_mech.{name} is not ivy_mech.{mod}.{name}"
    sig = list(inspect.signature(fn).parameters.values())
    assert [p.name for p in sig[: len(params)]] == params
    for p in sig[: len(params)]:
        assert p.kind is p.POSITIONAL_OR_KEYWORD
        if p.name in DEFAULTS:
            assert p.default == DEFAULTS[p.name], f"{name}({p.name}=...) default"
    assert all(p.kind is p.KEYWORD_ONLY for p in sig[len(params):]), f"{name}: extra parameters must be keyword-only"
    assert fn.__doc__ and ">>>" in fn.__doc__, f"{name} has no example"


def test_no_other_public_functions():
    """Every public function of the package is one of the original's (no half-documented extras)."""
    expected = {name for _, name, _ in ALL}
    found = {n for n in ivy_mech.__all__ if inspect.isfunction(getattr(ivy_mech, n))}
    assert found == expected


def test_constants():
    assert ivy_mech.VALID_EULER_CONVENTIONS == [
        "xyx", "yzy", "zxz", "xzx", "yxy", "zyz", "xyz", "yzx", "zxy", "xzy", "yxz", "zyx"
    ]
    assert ivy_mech.orientation.euler_angles.VALID_EULER_CONVENTIONS is ivy_mech.VALID_EULER_CONVENTIONS
    assert isinstance(ivy_mech.__version__, str)
    for sub in ("orientation", "pose", "position"):
        assert inspect.ismodule(getattr(ivy_mech, sub))


def test_import_imports_no_framework():
    code = (
        "import sys, ivy_mech\n"
        "bad = [m for m in ('numpy', 'torch', 'jax', 'tensorflow', 'mxnet') if m in sys.modules]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.skipif(backend_name() != "numpy", reason="the docstrings' examples are NumPy's: the numpy backend's run")
def test_docstring_examples():
    failed = 0
    for info in pkgutil.walk_packages(ivy_mech.__path__, "ivy_mech."):
        module = importlib.import_module(info.name)
        failed += doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE).failed
    failed += doctest.testmod(ivy_mech).failed
    assert failed == 0

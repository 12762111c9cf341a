"""What every function promises on every backend: any leading batch dimensions (none, empty,
several), float32 and float64 kept, native arrays in give the same framework's arrays out,
ivy.Array in gives ivy.Array out, NumPy arrays mix with the backend's, Python lists and integer
arrays are accepted, and bad input is an ivy error that names the argument and the shape it
expected."""

from __future__ import annotations

import functools
import math

import numpy as np
import pytest
from _mech_helpers import DTYPES, TOL, N, backend_name, native, np_of, sample_quaternions
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation

import ivy
import ivy_mech

# name -> (trailing shapes of its array arguments, further arguments, trailing shape of its result)
FUNCS = {
    "rot_mat_to_axis_angle": ([(3, 3)], (), (4,)),
    "euler_to_axis_angle": ([(3,)], ("yzy",), (4,)),
    "quaternion_to_axis_angle": ([(4,)], (), (4,)),
    "quaternion_to_polar_axis_angle": ([(4,)], (), (3,)),
    "quaternion_to_rotation_vector": ([(4,)], (), (3,)),
    "rot_mat_to_euler": ([(3, 3)], (), (3,)),
    "quaternion_to_euler": ([(4,)], ("xzy",), (3,)),
    "axis_angle_to_euler": ([(4,)], (), (3,)),
    "axis_angle_to_quaternion": ([(4,)], (), (4,)),
    "polar_axis_angle_to_quaternion": ([(3,)], (), (4,)),
    "rot_mat_to_quaternion": ([(3, 3)], (), (4,)),
    "rotation_vector_to_quaternion": ([(3,)], (), (4,)),
    "euler_to_quaternion": ([(3,)], (), (4,)),
    "inverse_quaternion": ([(4,)], (), (4,)),
    "scale_quaternion_rotation_angle": ([(4,)], (0.7,), (4,)),
    "hamilton_product": ([(4,), (4,)], (), (4,)),
    "rot_vec_to_rot_mat": ([(3,)], (), (3, 3)),
    "quaternion_to_rot_mat": ([(4,)], (), (3, 3)),
    "euler_to_rot_mat": ([(3,)], ("zxz",), (3, 3)),
    "target_facing_rotation_matrix": ([(3,), (3,)], (), (3, 3)),
    "axis_angle_to_rot_mat": ([(4,)], (), (3, 3)),
    "euler_pose_to_axis_angle_pose": ([(6,)], (), (7,)),
    "mat_pose_to_rot_vec_pose": ([(3, 4)], (), (6,)),
    "quaternion_pose_to_rot_vec_pose": ([(7,)], (), (6,)),
    "mat_pose_to_euler_pose": ([(3, 4)], (), (6,)),
    "quaternion_pose_to_euler_pose": ([(7,)], (), (6,)),
    "axis_angle_pose_to_euler_pose": ([(7,)], (), (6,)),
    "quaternion_pose_to_mat_pose": ([(7,)], (), (3, 4)),
    "euler_pose_to_mat_pose": ([(6,)], (), (3, 4)),
    "rot_vec_pose_to_mat_pose": ([(6,)], (), (3, 4)),
    "axis_angle_pose_to_mat_pose": ([(7,)], (), (3, 4)),
    "axis_angle_pose_to_quaternion_pose": ([(7,)], (), (7,)),
    "mat_pose_to_quaternion_pose": ([(3, 4)], (), (7,)),
    "euler_pose_to_quaternion_pose": ([(6,)], (), (7,)),
    "increment_quaternion_pose_with_velocity": ([(7,), (7,)], (0.1,), (7,)),
    "polar_to_cartesian_coords": ([(3,)], (), (3,)),
    "cartesian_to_polar_coords": ([(3,)], (), (3,)),
    "make_coordinates_homogeneous": ([(3,)], (), (4,)),
    "make_transformation_homogeneous": ([(3, 4)], (), (4, 4)),
}
NAMES = sorted(FUNCS)
# JAX compiles each operation once per shape and dtype (~1 s a function for a new shape): there
# every function runs with no batch dimension and with an empty batch, and hypothesis draws from
# those; the other backends add a 0-length batch and several batch dimensions, in both dtypes.
JAX = backend_name() == "jax"
SHAPES = [((), "float64"), ((2, 0), "float64")] if JAX else [
    ((), "float32"), ((0,), "float64"), ((2, 0), "float32"), ((1, 3), "float64")
]


@functools.cache
def _pool(tail, seed):
    """``N`` rows of data for an argument of trailing shape ``tail``: rotations where the argument
    is one (matrices and matrix poses are proper rotations), Gaussian numbers elsewhere."""
    rng = np.random.default_rng(seed)
    if tail in ((3, 3), (3, 4)):
        r = Rotation.from_quat(sample_quaternions(seed)).as_matrix()
        return np.concatenate([r, rng.normal(size=(N, 3, 1))], -1)[..., : tail[1]]
    if tail == (4,):
        return sample_quaternions(seed)
    return rng.normal(size=(N, *tail))


def _call(name, args):
    return getattr(ivy_mech, name)(*args, *FUNCS[name][1])


@functools.cache
def _expected(name, dtype):
    """The function on all ``N`` rows (the rows any batch shape's result must reproduce)."""
    tails = FUNCS[name][0]
    return np_of(_call(name, [native(_pool(t, i), dtype) for i, t in enumerate(tails)]))


def _check_batch(name, batch, dtype):
    tails, _, out_tail = FUNCS[name]
    n = math.prod(batch)
    args = [native(_pool(t, i)[:n].reshape(*batch, *t), dtype) for i, t in enumerate(tails)]
    r = _call(name, args)
    assert type(r) is type(args[0]), f"{name}: {type(args[0]).__name__} in, {type(r).__name__} out"
    assert tuple(r.shape) == (*batch, *out_tail), f"{name}: shape {tuple(r.shape)} for batch {batch}"
    assert ivy.dtype(r).name == dtype, f"{name}: {dtype} in, {ivy.dtype(r).name} out"
    exp = _expected(name, dtype)[:n]
    np.testing.assert_allclose(np_of(r).reshape(exp.shape), exp, rtol=TOL[dtype], atol=TOL[dtype], err_msg=name)


@pytest.mark.parametrize("name", NAMES)
def test_every_function_takes_any_batch_shape(name):
    """No batch dimension, empty batches and several batch dimensions, in both float dtypes."""
    for batch, dtype in SHAPES:
        _check_batch(name, batch, dtype)


def _fewer_on_jax(test):
    """JAX compiles every operation for every new shape: 10 examples in the ci profile (100 in
    thorough), the batch shapes drawn from SHAPES."""
    if not JAX:
        return test
    return settings(max_examples=10 if settings.default.max_examples <= 25 else 100)(test)


@_fewer_on_jax
@given(
    name=st.sampled_from(NAMES),
    batch_dtype=st.sampled_from(SHAPES) if JAX else st.tuples(
        st.lists(st.integers(0, 4), max_size=3).map(tuple), st.sampled_from(DTYPES)
    ),
)
def test_batch_shapes_and_dtypes(name, batch_dtype):
    _check_batch(name, *batch_dtype)


@pytest.mark.parametrize("name", NAMES)
def test_ivy_arrays_in_give_ivy_arrays_out(name):
    tails = FUNCS[name][0]
    args = [ivy.asarray(_pool(t, i)) for i, t in enumerate(tails)]
    r = _call(name, args)
    assert isinstance(r, ivy.Array)
    np.testing.assert_allclose(np_of(r), _expected(name, "float64"), rtol=1e-12, atol=1e-12)
    if len(args) > 1:  # an ivy.Array beside a native array
        r = _call(name, [args[0], args[1].data])
        assert isinstance(r, ivy.Array)


def test_python_lists_and_integer_arrays():
    r = ivy_mech.quaternion_to_rot_mat([0, 0, 0, 1])
    assert isinstance(r, ivy.Array) and r.dtype == ivy.default_float_dtype()
    np.testing.assert_allclose(np_of(r), np.eye(3))
    ints = ivy.asarray(np.array([[0, 0, 1, 0]]), dtype=ivy.int64).data
    r = ivy_mech.quaternion_to_rot_mat(ints)
    assert type(r) is type(ints) and ivy.dtype(r) == ivy.default_float_dtype()
    np.testing.assert_allclose(np_of(r), [np.diag([-1.0, -1.0, 1.0])])


@pytest.mark.parametrize("dtype", DTYPES)
def test_numpy_arrays_mix_with_the_backends(dtype):
    """A NumPy argument beside a native one becomes the backend's, in the other's dtype."""
    q = native(_pool((4,), 0), dtype)
    other = np.asarray(_pool((4,), 1))  # float64 NumPy
    # on the numpy backend both are the backend's arrays: float32 and float64 promote
    dtype_out = "float64" if backend_name() == "numpy" else dtype
    for r in (ivy_mech.hamilton_product(q, other), ivy_mech.hamilton_product(other, q)):
        assert type(r) is type(q) and ivy.dtype(r).name == dtype_out
    exp = np_of(ivy_mech.hamilton_product(q, native(other, dtype)))
    np.testing.assert_allclose(np_of(ivy_mech.hamilton_product(q, other)), exp, rtol=TOL[dtype], atol=TOL[dtype])
    body, target = native(_pool((3,), 0), dtype), np.asarray(_pool((3,), 1))
    assert type(ivy_mech.target_facing_rotation_matrix(body, target)) is type(body)
    pose = native(_pool((7,), 0), dtype)
    dt = np.full((N, 1), 0.1)
    r = ivy_mech.increment_quaternion_pose_with_velocity(pose, np.asarray(_pool((7,), 1)), dt)
    assert type(r) is type(pose) and ivy.dtype(r).name == dtype_out
    r = ivy_mech.scale_quaternion_rotation_angle(q, np.full((N, 1), 0.5))
    assert type(r) is type(q) and ivy.dtype(r).name == dtype_out
    r = ivy_mech.scale_quaternion_rotation_angle(q, np.float64(0.5))  # a NumPy scalar is a number
    assert type(r) is type(q) and ivy.dtype(r).name == dtype


def test_float64_and_float32_arguments_promote():
    a, b = native(_pool((4,), 0), "float32"), native(_pool((4,), 1), "float64")
    assert ivy.dtype(ivy_mech.hamilton_product(a, b)) == ivy.float64


@pytest.mark.parametrize("name", [n for n in NAMES if n != "make_coordinates_homogeneous"])  # any d
def test_wrong_trailing_shape_is_a_shape_error(name):
    tails = FUNCS[name][0]
    args = [native(_pool(t, i)) for i, t in enumerate(tails)]
    bad = list(args)
    bad[0] = native(np.zeros((2, *tails[0][:-1], tails[0][-1] + 1)))
    with pytest.raises(ivy.ShapeError, match=r"must have shape \[batch_shape, "):
        _call(name, bad)
    with pytest.raises(ivy.ShapeError):
        _call(name, [native(np.zeros(())), *args[1:]])  # 0-d


@pytest.mark.parametrize("name", [n for n in NAMES if len(FUNCS[n][0]) == 2])
def test_batch_shapes_that_do_not_broadcast_are_a_shape_error(name):
    tails = FUNCS[name][0]
    a, b = (native(_pool(t, i)) for i, t in enumerate(tails))
    with pytest.raises(ivy.ShapeError, match="do not broadcast"):
        _call(name, [a, b[:3]])


def test_errors_name_the_mistake():
    e = native(_pool((3,), 0))
    for bad in ("abc", "xyzx", None, "xxy"):
        with pytest.raises(ivy.InvalidArgumentError, match="convention must be one of"):
            ivy_mech.euler_to_rot_mat(e, bad)
    with pytest.raises(ivy.InvalidArgumentError, match="intrinsic 'ZYX' is the extrinsic 'xyz'"):
        ivy_mech.quaternion_to_euler(native(_pool((4,), 0)), "ZYX")
    with pytest.raises(ivy.ShapeError, match=r"batch_shape \(3,\) does not match the batch shape \(64,\)"):
        ivy_mech.euler_to_quaternion(e, "zyx", [3])
    with pytest.raises(ivy.ShapeError, match="batch_shape"):
        ivy_mech.make_transformation_homogeneous(native(_pool((3, 4), 0)), batch_shape=(N, 1))
    with pytest.raises(ivy.ShapeError, match=r"quaternion must have shape \[batch_shape, 4\].*got shape \(64, 3\)"):
        ivy_mech.quaternion_to_rot_mat(e)
    with pytest.raises(ivy.InvalidArgumentError, match="rot_mat must be an array"):
        ivy_mech.rot_mat_to_quaternion("not an array")
    if ivy.complex64 in ivy.get_backend(backend_name()).load().supported_dtypes():
        with pytest.raises(ivy.DtypeError, match="real floating-point"):
            ivy_mech.quaternion_to_rot_mat(ivy.asarray([0, 0, 0, 1j]).data)
    # every error above is an IvyError, and also the built-in error code may catch
    assert issubclass(ivy.ShapeError, (ivy.IvyError, ValueError))


def test_device_keyword():
    q = native(_pool((4,), 0))
    dev = ivy.dev(q)
    r = ivy_mech.quaternion_to_axis_angle(q, device=dev)
    assert type(r) is type(q) and ivy.dev(r) == dev
    assert ivy.dev(ivy_mech.make_transformation_homogeneous(native(_pool((3, 4), 0)), device=dev)) == dev


# ----------------------------------------------------------------- random generators


# JAX: batches of N (the tests' one shape), drawn repeatedly, instead of new shapes
RANDOM_BATCH = (N,) if JAX else (2, 3)
DRAWS = 16 if JAX else 1
BIG = (N,) if JAX else (N, N)


def _draw(fn, *args, seed, **kwargs):
    """``DRAWS`` draws of ``BIG`` batches, flattened (float64, consecutive seeds)."""
    out = [np_of(fn(*args, BIG, dtype=ivy.float64, seed=seed + i, **kwargs)) for i in range(DRAWS)]
    return np.concatenate([o.reshape(-1, *o.shape[len(BIG):]) for o in out])


def test_random_generators_shapes_dtypes_and_seeds():
    for fn, tail in [
        (ivy_mech.get_random_quaternion, (4,)),
        (ivy_mech.get_random_axis_angle, (4,)),
        (ivy_mech.get_random_rot_mat, (3, 3)),
        (ivy_mech.get_random_euler, (3,)),
    ]:
        assert fn().shape == tail
        r = fn(batch_shape=RANDOM_BATCH, dtype=ivy.float64, seed=3)
        assert isinstance(r, ivy.Array) and r.shape == (*RANDOM_BATCH, *tail) and r.dtype == ivy.float64
        np.testing.assert_array_equal(np_of(r), np_of(fn(batch_shape=RANDOM_BATCH, dtype=ivy.float64, seed=3)))
    assert ivy_mech.get_random_quaternion(0.5, [0]).shape == (0, 4)


def test_random_rotations_are_uniform():
    """Haar-uniform rotation matrices: the cosine of the angle between a fixed vector and its
    image is uniform on [-1, 1], and the rotation angle has the CDF (t - sin t) / pi."""
    from scipy import stats

    m = _draw(ivy_mech.get_random_rot_mat, seed=11)
    np.testing.assert_allclose(m @ np.swapaxes(m, -1, -2), np.broadcast_to(np.eye(3), m.shape), atol=1e-12)
    np.testing.assert_allclose(np.linalg.det(m), 1.0, atol=1e-12)
    assert stats.kstest(m[:, 2, 2], stats.uniform(-1, 2).cdf).pvalue > 1e-3
    angle = np.linalg.norm(Rotation.from_matrix(m).as_rotvec(), axis=-1)
    assert stats.kstest(angle, lambda t: (t - np.sin(t)) / np.pi).pvalue > 1e-3


def test_random_quaternions_axes_and_angles():
    """Axes uniform on the sphere (each coordinate uniform on [-1, 1]), angles uniform in
    [-max_rot_ang, max_rot_ang] (folded into [0, max_rot_ang] by the sign convention)."""
    from scipy import stats

    q = _draw(ivy_mech.get_random_quaternion, 0.8, seed=12)
    np.testing.assert_allclose(np.linalg.norm(q, axis=-1), 1.0, atol=1e-12)
    assert (q[:, 3] >= 0).all()
    rv = Rotation.from_quat(q).as_rotvec()
    angle = np.linalg.norm(rv, axis=-1)
    assert angle.max() <= 0.8 + 1e-12
    assert stats.kstest(angle, stats.uniform(0, 0.8).cdf).pvalue > 1e-3
    assert stats.kstest((rv / angle[:, None])[:, 0], stats.uniform(-1, 2).cdf).pvalue > 1e-3
    aa = np_of(ivy_mech.get_random_axis_angle((N,), dtype=ivy.float64, seed=13))
    np.testing.assert_allclose(np.linalg.norm(aa[:, :3], axis=-1), 1.0, atol=1e-12)
    assert ((aa[:, 3] >= 0) & (aa[:, 3] <= np.pi)).all()
    e = np_of(ivy_mech.get_random_euler((N,), dtype=ivy.float64, seed=14))
    assert ((e >= 0) & (e < 2 * np.pi)).all()

"""What every ivy_vision function promises on every backend: native in -> native out, ivy.Array in ->
ivy.Array out, NumPy arrays accepted beside the backend's, float32/float64 kept, empty batches, and
IvyErrors naming the argument and the shape expected. Ground truth: the numpy backend's own result
for the same inputs is checked against OpenCV/NumPy in the other modules; here every backend must
give the same values as plain NumPy computations of the same formulas."""

import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from vision_helpers import DTYPES, B, assert_close, batches_and_dtypes, native, rng, to_numpy

import ivy
import ivy_vision as iv


def _cases(r, dtype):
    """(name, function, numpy arguments): one call of each kind of function."""
    depth = r.uniform(1, 2, (2, 3, 4, 1)).astype(dtype)
    inv_p = np.concatenate([np.eye(3), r.normal(size=(3, 1))], -1)[None].repeat(2, 0).astype(dtype)
    e = np.concatenate([np.eye(3)[None].repeat(2, 0), r.normal(size=(2, 3, 1))], -1)[:, None].astype(dtype)
    return [
        ("depth_to_world_coords", iv.depth_to_world_coords, (depth, inv_p)),
        ("cuboid_signed_distances", iv.cuboid_signed_distances, (e, np.ones((2, 1, 3), dtype),
                                                                 r.normal(size=(2, 5, 3)).astype(dtype))),
        ("bilinear_resample", iv.bilinear_resample, (r.normal(size=(2, 4, 5, 3)).astype(dtype),
                                                     r.uniform(0, 4, (2, 6, 2)).astype(dtype))),
        ("transform", iv.transform, (r.normal(size=(2, 3, 4, 3)).astype(dtype),
                                     r.normal(size=(2, 2, 3)).astype(dtype))),
    ]


def _first(out):
    return out[0] if isinstance(out, tuple) else out


@pytest.mark.parametrize("dtype", DTYPES)
def test_native_in_native_out_and_dtype_kept(dtype):
    for name, fn, args in _cases(rng(1), dtype):
        out = fn(*[native(a) for a in args])
        ref = fn(*args) if B != "numpy" else out
        assert type(out) is type(native(args[0])), name
        assert to_numpy(out).dtype == np.dtype(dtype), name
        assert_close(out, to_numpy(ref), rtol=1e-5 if dtype == "float32" else 1e-12,
                     atol=1e-5 if dtype == "float32" else 1e-12)


def test_ivy_array_in_ivy_array_out():
    for name, fn, args in _cases(rng(2), "float32"):
        out = fn(*[ivy.asarray(a) for a in args])
        assert isinstance(out, ivy.Array), name
        assert_close(out, to_numpy(fn(*[native(a) for a in args])))
    v = iv.coords_to_voxel_grid(ivy.asarray(rng(3).normal(size=(10, 3))), [2, 2, 2])
    assert all(isinstance(o, ivy.Array) for o in v)


def test_numpy_arrays_are_accepted_beside_the_backends():
    for name, fn, args in _cases(rng(4), "float32"):
        mixed = [native(args[0])] + list(args[1:])   # the rest stay NumPy arrays
        out = fn(*mixed)
        assert type(out) is type(native(args[0])), name
        assert_close(out, to_numpy(fn(*[native(a) for a in args])))
        # under the backend set for the session, all-NumPy input gives the backend's arrays
        out = fn(*args)
        assert type(out) is type(native(args[0])), name


def test_arrays_of_two_frameworks_are_refused():
    other = "jax"
    if B != "torch" or other not in ivy.backends():
        pytest.skip("checked in the torch run against JAX arrays (importing a second framework costs seconds)")
    a = native(np.ones((2, 3, 3)))
    b = ivy.to_backend(np.ones((2, 3, 3)), other)
    with pytest.raises(ivy.MixedFrameworksError):
        iv.transform(a, b)


@given(batches_and_dtypes(((), (3,), (0,), (2, 1))))
def test_batch_shapes_and_empty_batches(case):
    bs, dtype = case
    r = rng(5)
    depth = r.uniform(1, 2, bs + (2, 3, 1))
    inv_k = np.linalg.inv(np.array([[2.0, 0, 1], [0, 3, 1], [0, 0, 1]]))
    cam = iv.depth_to_cam_coords(native(depth, dtype), native(np.broadcast_to(inv_k, bs + (3, 3)), dtype))
    col, row = np.meshgrid(np.arange(3.0), np.arange(2.0))
    pix = np.stack([col, row, np.ones_like(col)], -1) * depth
    expected = np.concatenate([pix @ inv_k.T, np.ones(bs + (2, 3, 1))], -1)
    assert_close(cam, expected, rtol=1e-5 if dtype == "float32" else 1e-12, atol=1e-5 if dtype == "float32" else 1e-12,
                 dtype=dtype)
    q = r.normal(size=bs + (4, 3))
    sdf = iv.sphere_signed_distances(native(np.zeros(bs + (1, 3)), dtype), native(np.ones(bs + (1, 1)), dtype),
                                     native(q, dtype))
    assert_close(sdf, np.linalg.norm(q, axis=-1, keepdims=True) - 1, rtol=1e-5 if dtype == "float32" else 1e-12,
                 atol=1e-5 if dtype == "float32" else 1e-12, dtype=dtype)


def _raises(match, fn, *args, **kw):
    with pytest.raises(ivy.IvyError, match=match) as e:
        fn(*args, **kw)
    return e


def test_bad_input_raises_an_ivy_error_naming_argument_and_shape():
    e = _raises(r"depth must have shape \[batch_shape,h,w,1\], got \[2,3,4,2\]", iv.depth_to_world_coords,
                native(np.ones((2, 3, 4, 2))), native(np.ones((2, 3, 4))))
    assert isinstance(e.value, ivy.ShapeError)
    _raises(r"inv_full_mat must have shape \[batch_shape,3,4\]", iv.depth_to_world_coords,
            native(np.ones((2, 3, 4, 1))), native(np.ones((2, 3, 3))))
    _raises(r"batch shapes of depth \[2\] and inv_full_mat \[3\]", iv.depth_to_world_coords,
            native(np.ones((2, 3, 4, 1))), native(np.ones((3, 3, 4))))
    _raises(r"x must have shape \[batch_shape,h,w,d\], got \[4,5\]", iv.bilinear_resample,
            native(np.ones((4, 5))), native(np.ones((3, 2))))
    _raises(r"warp must have shape \[batch_shape,num_samples,2\]", iv.bilinear_resample,
            native(np.ones((1, 4, 5, 3))), native(np.ones((1, 3, 3))))
    _raises(r"query_positions must have shape \[batch_shape,num_points,3\]", iv.cuboid_signed_distances,
            native(np.ones((1, 3, 4))), native(np.ones((1, 3))), native(np.ones((5, 2))))
    _raises(r"cuboid_dims must have shape \[batch_shape,1,3\]", iv.cuboid_signed_distances,
            native(np.ones((1, 3, 4))), native(np.ones((2, 3))), native(np.ones((5, 3))))
    _raises(r"coords must have shape \[batch_shape,num_points,4\]", iv.coords_to_voxel_grid,
            native(np.ones((5, 2))), [2, 2, 2])
    _raises(r"full_mats must have shape \[batch_shape,2,3,4\]", iv.triangulate_depth,
            native(np.ones((2, 3, 3))), native(np.ones((3, 3, 4))))
    _raises(r"method must be 'cmp' or 'dlt'", iv.triangulate_depth, native(np.ones((2, 3, 3))),
            native(np.ones((2, 3, 4))), method="svd")
    _raises(r"flow must have shape \[batch_shape,h,w,2\]", iv.depth_from_flow_and_cam_mats,
            native(np.ones((4, 5, 3))), native(np.ones((2, 3, 4))))
    _raises(r"image must have shape \[batch_shape,h,w,d\]", iv.pad_omni_image, native(np.ones((4, 5))), 1)
    _raises(r"image_dims must hold 2 ints", iv.persp_angles_to_focal_lengths, native(np.ones(2)), (1, 2, 3))


def test_import_imports_no_framework():
    if B != "numpy":
        pytest.skip("checked once, in the numpy run (a subprocess; the backend does not matter)")
    code = ("import sys, ivy_vision; bad = [m for m in ('numpy', 'torch', 'jax', 'tensorflow', 'mxnet', 'cv2') "
            "if m in sys.modules]; assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True)

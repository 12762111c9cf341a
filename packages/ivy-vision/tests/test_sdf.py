"""Signed distances against closed forms written in the test: |p - c| - r for spheres, and for boxes
the distance to the clamped point outside and minus the distance to the nearest face inside."""

import numpy as np
from hypothesis import given
from vision_helpers import assert_close, batches_and_dtypes, native, rng, rot, run, to_numpy

import ivy_vision as iv


def _box_sdf(p, half):
    """Signed distance of local points p [..., 3] from the box [-half, half] (closed form)."""
    clamped = np.clip(p, -half, half)
    outside = np.linalg.norm(p - clamped, axis=-1)
    inside = np.min(half - np.abs(p), axis=-1)
    is_in = np.all(np.abs(p) <= half, axis=-1)
    return np.where(is_in, -inside, outside)


@given(batches_and_dtypes(((), (2,), (0,))))
def test_sphere_signed_distances(case):
    bs, dtype = case
    r = rng(1)
    c = r.normal(size=bs + (3, 3))
    rad = r.uniform(0.2, 1, bs + (3, 1))
    q = r.normal(scale=2, size=bs + (50, 3))
    out = run(iv.sphere_signed_distances, native(c, dtype), native(rad, dtype), native(q, dtype))
    d = np.linalg.norm(q[..., None, :, :] - c[..., :, None, :], axis=-1) - rad
    assert_close(out, d.min(-2)[..., None], dtype=dtype, rtol=1e-5 if dtype == "float32" else None,
                 atol=1e-5 if dtype == "float32" else None)


@given(batches_and_dtypes(((), (2,), (0,))))
def test_cuboid_signed_distances(case):
    bs, dtype = case
    r = rng(2)
    R = rot(r, bs + (4,))
    centre = r.normal(size=bs + (4, 3))
    dims = r.uniform(0.3, 2, bs + (4, 3))
    # world-to-cuboid [R | t] with the cuboid's centre at the origin of its frame
    E = np.concatenate([R, -np.einsum("...ij,...j->...i", R, centre)[..., None]], -1)
    q = np.concatenate([r.normal(scale=2, size=bs + (60, 3)), centre[..., :1, :] + 0.1], -2)  # some inside
    out = run(iv.cuboid_signed_distances, native(E, dtype), native(dims, dtype), native(q, dtype))
    local = np.einsum("...cij,...pj->...cpi", R, q) + E[..., None, :, 3]
    d = _box_sdf(local, dims[..., None, :] / 2)
    assert_close(out, d.min(-2)[..., None], dtype=dtype, rtol=1e-5 if dtype == "float32" else None,
                 atol=1e-5 if dtype == "float32" else None)
    if not bs:
        assert (to_numpy(out) < 0).any()


def test_primitive_scene_is_the_minimum_over_its_shapes():
    r = rng(3)
    c, rad = r.normal(size=(2, 3)), r.uniform(0.2, 1, (2, 1))
    E = np.concatenate([np.eye(3)[None].repeat(3, 0), r.normal(size=(3, 3, 1))], -1)
    dims = r.uniform(0.5, 1, (3, 3))
    q = r.normal(size=(20, 3))
    scene = iv.PrimitiveScene(native(c), native(rad), native(E), native(dims))
    s = run(iv.sphere_signed_distances, native(c), native(rad), native(q))
    b = run(iv.cuboid_signed_distances, native(E), native(dims), native(q))
    assert_close(run(lambda *a: iv.PrimitiveScene(*a[:4]).sdf(a[4]), native(c), native(rad), native(E), native(dims),
                     native(q)), np.minimum(to_numpy(s), to_numpy(b)))
    assert_close(scene.sdf(native(q)), np.minimum(to_numpy(s), to_numpy(b)))
    only = iv.PrimitiveScene(cuboid_ext_mats=native(E), cuboid_dims=native(dims))
    assert_close(only.sdf(native(q)), to_numpy(b))
    ident = iv.PrimitiveScene.as_identity([2])
    assert_close(ident.sdf(np.zeros((2, 1, 3))), np.full((2, 1, 1), -1.0))

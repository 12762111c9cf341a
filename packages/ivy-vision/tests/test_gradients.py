"""Gradients through ivy_vision (ivy.execute_with_gradients on torch, jax, tensorflow; first order on
mxnet) against central finite differences of the same functions in float64, along random directions,
at inputs away from each function's kinks (voxel and pixel boundaries, box edges)."""

import numpy as np
import pytest
from vision_helpers import B, compiled, has_autodiff, native, rng, run, to_numpy

import ivy
import ivy_vision as iv

pytestmark = pytest.mark.skipif(not has_autodiff(), reason=f"{B} has no autodiff (ivy.AutodiffError by design)")


def _check(fn, inputs, seed=0, eps=1e-6, rtol=1e-5):
    """d/dt sum(w * fn(x + t d)) at t = 0 by autodiff and by central differences, for each input."""
    r = rng(seed)
    out0 = to_numpy(run(fn, *[native(a) for a in inputs]))
    w = r.normal(size=out0.shape)

    def loss(*xs):
        return ivy.sum(ivy.asarray(fn(*xs)) * ivy.asarray(native(w)))

    def lossv(xs):
        return loss(*[xs[f"x{i}"] for i in range(len(inputs))])

    def grads_of(*arrays):
        return ivy.execute_with_gradients(lossv, {f"x{i}": a for i, a in enumerate(arrays)})[1]

    grads = run(grads_of, *[native(a) for a in inputs])
    f = compiled(fn)
    for i, a in enumerate(inputs):
        d = r.normal(size=a.shape)
        g = to_numpy(grads[f"x{i}"])
        analytic = np.sum(g * d)
        plus = [x if j != i else x + eps * d for j, x in enumerate(inputs)]
        minus = [x if j != i else x - eps * d for j, x in enumerate(inputs)]
        fd = (np.sum(to_numpy(f(*[native(p) for p in plus])) * w)
              - np.sum(to_numpy(f(*[native(m) for m in minus])) * w)) / (2 * eps)
        np.testing.assert_allclose(analytic, fd, rtol=rtol, atol=1e-6, err_msg=f"input {i}")


def test_depth_to_world_coords_gradients():
    r = rng(1)
    inv_p = np.concatenate([np.eye(3) + 0.1 * r.normal(size=(3, 3)), r.normal(size=(3, 1))], -1)[None]
    _check(iv.depth_to_world_coords, [r.uniform(1, 2, (1, 3, 4, 1)), inv_p])


def test_signed_distance_gradients():
    r = rng(2)
    e = np.concatenate([np.eye(3)[None].repeat(2, 0), r.normal(size=(2, 3, 1))], -1)
    q = r.normal(scale=2, size=(7, 3))
    _check(lambda q, e: iv.cuboid_signed_distances(e, ivy.asarray(native(np.ones((2, 3)))), q), [q, e])
    _check(lambda q, c: iv.sphere_signed_distances(c, ivy.asarray(native(np.full((2, 1), 0.5))), q),
           [q, r.normal(size=(2, 3))])


def test_bilinear_resample_gradients():
    r = rng(3)
    warp = np.floor(r.uniform(0, 4, (1, 6, 2))) + r.uniform(0.2, 0.8, (1, 6, 2))
    _check(iv.bilinear_resample, [r.normal(size=(1, 5, 6, 2)), warp])


def test_voxel_grid_gradients():
    r = rng(4)
    # points well inside their voxels of the [0, 4]^3 grid of unit voxels
    pts = np.floor(r.uniform(0, 4, (30, 3))) + r.uniform(0.3, 0.7, (30, 3))
    feats = r.normal(size=(30, 2))

    def grid(p, f):
        return iv.coords_to_voxel_grid(p, [4, 4, 4], coord_bounds=[0.0, 0, 0, 4, 4, 4], features=f)[0]

    _check(grid, [pts, feats])


def test_rendering_and_triangulation_gradients():
    r = rng(5)
    sigma, delta = r.uniform(0.1, 2, (3, 6)), r.uniform(0.1, 0.5, (3, 6))
    _check(lambda s, f: iv.render_rays_via_termination_probabilities(iv.ray_termination_probabilities(s, delta), f),
           [sigma, r.normal(size=(3, 6, 2))])
    P = np.stack([np.eye(4)[:3], np.array([[1.0, 0, 0.2, -1], [0, 1, 0, 0.1], [0, 0, 1, 0.2]])])
    px = np.concatenate([r.uniform(-0.3, 0.3, (2, 5, 2)), np.ones((2, 5, 1))], -1)
    _check(lambda x: iv.triangulate_depth(x, native(P), method="cmp"), [px])

"""Implicit rendering against closed forms: NeRF's quadrature written in NumPy, the bins of
stratified sampling, a wall of known depth, and gathering the sampled pixels."""

import numpy as np
import pytest
from vision_helpers import B, assert_close, native, rng, run, to_numpy

import ivy
import ivy_vision as iv


def test_downsampled_dims():
    assert iv.downsampled_image_dims_from_desired_num_pixels((480, 640), 1200) == ([30, 40], 1200)
    dims, n = iv.downsampled_image_dims_from_desired_num_pixels((100, 300), 1000, maximum=True)
    assert n == dims[0] * dims[1] <= 1000 and dims == [18, 54]


def test_termination_probabilities_follow_the_quadrature():
    r = rng(1)
    sigma = r.uniform(0, 2, (3, 7))
    delta = r.uniform(0.1, 0.5, (3, 7))
    occ = iv.sampled_volume_density_to_occupancy_probability(native(sigma), native(delta))
    alpha = 1 - np.exp(-sigma * delta)
    assert_close(occ, alpha)
    w = iv.ray_termination_probabilities(native(sigma), native(delta))
    trans = np.cumprod(np.concatenate([np.ones((3, 1)), 1 - alpha[:, :-1]], -1), -1)
    assert_close(w, alpha * trans)
    feats = r.normal(size=(3, 7, 2))
    wn = to_numpy(w)
    mean, var = iv.render_rays_via_termination_probabilities(w, native(feats), True)
    em = np.sum(wn[..., None] * feats, -2)
    assert_close(mean, em)
    assert_close(var, np.sum(wn[..., None] * (feats - em[:, None]) ** 2, -2))


def test_stratified_samples_fall_one_in_each_bin():
    starts = np.array([[0.0, 1.0], [2.0, -1.0]])
    ends = starts + np.array([[4.0, 2.0], [1.0, 8.0]])
    s = to_numpy(iv.stratified_sample(native(starts), native(ends), 4, seed=7))
    assert s.shape == (2, 2, 4)
    edges = starts[..., None] + (ends - starts)[..., None] * np.arange(5) / 4
    assert ((s >= edges[..., :-1]) & (s < edges[..., 1:])).all()
    # repeatable with a seed, and spread within the bins
    np.testing.assert_array_equal(to_numpy(iv.stratified_sample(native(starts), native(ends), 4, seed=7)), s)
    many = to_numpy(iv.stratified_sample(native(np.zeros(2000)), native(np.ones(2000)), 2, seed=1))
    assert abs(many[:, 0].mean() - 0.25) < 0.02 and abs(many[:, 1].mean() - 0.75) < 0.02


def test_rendering_a_wall_gives_its_depth_and_colour():
    def wall(pts, feats, t, v=None):
        dist = pts[..., 2]
        dens = ivy.where(dist > 2.0, 1e4, 0.0)
        col = ivy.ones_like(pts) * 0.25
        return col, dens

    o = np.zeros((2, 3))
    d = np.broadcast_to([0.0, 0.0, 1.0], (2, 4, 3))
    near, far = np.full((2, 4), 1.0), np.full((2, 4), 3.0)
    rgb, rgb_var, depth, depth_var = run(iv.render_implicit_features_and_depth, wall, native(o), native(d),
                                         native(near), native(far), 128, render_variance=True, seed=0)
    assert_close(rgb, np.full((2, 4, 3), 0.25), rtol=1e-3, atol=1e-3)
    assert to_numpy(depth).shape == (2, 4, 1)
    np.testing.assert_allclose(to_numpy(depth), 2.0, atol=3 / 128)
    assert (to_numpy(depth_var) < 1e-2).all() and (to_numpy(rgb_var) < 1e-3).all()
    # only the depth
    (depth2,) = run(iv.render_implicit_features_and_depth, wall, native(o), native(d), native(near), native(far), 16,
                    render_feats=False, seed=0)
    assert to_numpy(depth2).shape == (2, 4, 1)


def test_sampled_pixel_coords_and_sample_images():
    pc = to_numpy(iv.create_sampled_pixel_coords_image((6, 9), (2, 3), [2], randomize=False))
    assert pc.shape == (2, 2, 3, 2)
    np.testing.assert_array_equal(pc[0, :, :, 0], [[1, 4, 7], [1, 4, 7]])
    np.testing.assert_array_equal(pc[0, :, :, 1], [[1, 1, 1], [4, 4, 4]])
    rnd = to_numpy(iv.create_sampled_pixel_coords_image((6, 9), (2, 3), [5], seed=3))
    # each sample stays in its 3x3 cell, integer valued
    assert (rnd == np.round(rnd)).all()
    assert (np.abs(rnd - pc[:1]) <= 1.5).all()
    r = rng(2)
    a, b = r.normal(size=(2, 6, 8, 3)), r.normal(size=(2, 6, 8, 1))
    sa, sb = run(iv.sample_images, [native(a), native(b)], 12, seed=5)
    sa, sb = to_numpy(sa), to_numpy(sb)
    assert sa.shape == (2, 12, 3) and sb.shape == (2, 12, 1)
    # the same pixels of both images
    for i in range(2):
        for j in range(12):
            y, x = np.argwhere(a[i, ..., 0] == sa[i, j, 0])[0]
            np.testing.assert_array_equal(b[i, y, x], sb[i, j])


def test_bad_shapes():
    with pytest.raises(ivy.ShapeError, match="features"):
        iv.render_rays_via_termination_probabilities(native(np.ones((3, 4))), native(np.ones((3, 5, 2))))
    _ = B

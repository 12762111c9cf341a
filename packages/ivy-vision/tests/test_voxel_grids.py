"""Voxel grids against a loop over the points (NumPy, np.add.at), written from the definition."""

import numpy as np
import pytest
from hypothesis import given
from vision_helpers import assert_close, batches_and_dtypes, native, rng, run, to_numpy

import ivy_vision as iv


def _reference(pts, feats, dims, lower, upper, strict):
    dims = np.asarray(dims)
    size = (upper - lower) / dims
    out = np.zeros(tuple(dims) + (3 + feats.shape[-1] + 1,))
    for p, f in zip(pts, feats):
        if strict and not ((p > lower) & (p < upper)).all():
            continue
        i = np.clip(np.floor((p - lower) / size).astype(int), 0, dims - 1)
        out[tuple(i)] += np.concatenate([p, f, [1.0]])
    n = out[..., -1:]
    out[..., :-1] /= np.maximum(n, 1)
    return out, size


@given(batches_and_dtypes(((), (2,), (0,))))
def test_voxel_grid_with_bounds(case):
    bs, dtype = case
    r = rng(1)
    pts = r.uniform(-1.2, 1.2, bs + (200, 3))
    feats = r.normal(size=bs + (200, 2))
    hom = np.concatenate([pts, np.ones(bs + (200, 1))], -1)
    bounds = [-1.0, -1, -1, 1, 1, 1]
    grid, dims, size, lower = run(iv.coords_to_voxel_grid, native(hom, dtype), [4, 3, 5], coord_bounds=bounds,
                                  features=native(feats, dtype))
    g = to_numpy(grid)
    assert g.shape == bs + (4, 3, 5, 6) and g.dtype == np.dtype(dtype)
    np.testing.assert_array_equal(to_numpy(dims), np.broadcast_to([4, 3, 5], bs + (3,)))
    for i in np.ndindex(*bs):
        ref, rsize = _reference(pts[i], feats[i], [4, 3, 5], np.full(3, -1.0), np.ones(3), True)
        assert_close(g[i], ref, rtol=1e-5 if dtype == "float32" else None, atol=1e-5 if dtype == "float32" else None)
        assert_close(to_numpy(size)[i], rsize)
        assert_close(to_numpy(lower)[i], np.full(3, -1.0))


def test_voxel_grid_from_the_points_bounding_box_and_by_resolution():
    r = rng(2)
    pts = r.uniform(0, 2, (100, 3))
    grid, dims, size, lower = run(iv.coords_to_voxel_grid, native(pts), [5, 5, 5])
    ref, _ = _reference(pts, np.zeros((100, 0)), [5, 5, 5], pts.min(0), pts.max(0), False)
    assert_close(grid, ref)
    assert to_numpy(grid)[..., -1].sum() == 100
    grid, dims, size, lower = iv.coords_to_voxel_grid(native(pts), [0.5, 0.5, 0.5], mode="RES")
    counts = np.ceil((pts.max(0) - pts.min(0)) / 0.5).astype(int)
    np.testing.assert_array_equal(to_numpy(dims), counts)
    ref, _ = _reference(pts, np.zeros((100, 0)), counts, pts.min(0), pts.max(0), False)
    assert_close(grid, ref)
    # array spec, batched: the grid takes the largest counts
    spec = np.array([[2, 2, 2], [3, 1, 2]])
    grid, dims, *_ = iv.coords_to_voxel_grid(native(np.stack([pts, pts])), native(spec))
    assert to_numpy(grid).shape == (2, 3, 2, 2, 4)
    ref, _ = _reference(pts, np.zeros((100, 0)), [3, 1, 2], pts.min(0), pts.max(0), False)
    assert_close(to_numpy(grid)[1, :3, :1, :2], ref)


def test_bad_mode():
    import ivy

    with pytest.raises(ivy.InvalidArgumentError, match="mode"):
        iv.coords_to_voxel_grid(native(np.zeros((3, 3))), [1, 1, 1], mode="SIZE")

"""Meshes against index loops, and rasterization against barycentric co-ordinates (NumPy)."""

import numpy as np
from vision_helpers import native, rng, to_numpy

import ivy
import ivy_vision as iv


def test_trimesh_indices_match_a_loop():
    h, w = 3, 4
    t = iv.create_trimesh_indices_for_image([2], (h, w))
    assert isinstance(t, ivy.Array)
    t = to_numpy(t)
    first, second = [], []
    for y in range(h - 1):
        for x in range(w - 1):
            i = y * w + x
            first.append([i, i + 1, i + w])
            second.append([i + w + 1, i + 1, i + w])
    np.testing.assert_array_equal(t, np.broadcast_to(np.array(first + second), (2, 12, 3)))


def test_coord_image_to_trimesh_keeps_valid_triangles():
    r = rng(1)
    img = r.normal(size=(3, 4, 3))
    v, t = iv.coord_image_to_trimesh(native(img))
    np.testing.assert_array_equal(to_numpy(v), img.reshape(12, 3))
    mask = r.uniform(size=(3, 4, 1)) > 0.3
    v, kept = iv.coord_image_to_trimesh(native(img), native(mask))
    all_t = to_numpy(t)
    ok = mask.reshape(-1)[all_t].all(-1)
    np.testing.assert_array_equal(to_numpy(kept), all_t[ok])
    # batched: one array per image
    masks = np.stack([mask, ~mask])
    _, per = iv.coord_image_to_trimesh(native(np.stack([img, img])), native(masks))
    assert len(per) == 2
    np.testing.assert_array_equal(to_numpy(per[1]), all_t[(~mask).reshape(-1)[all_t].all(-1)])


def test_rasterize_triangles_matches_barycentric_coordinates():
    r = rng(2)
    h, w = 12, 15
    tris = r.uniform(-2, 16, (2, 3, 3, 2))
    out = to_numpy(iv.rasterize_triangles(native(tris), (h, w)))
    assert out.shape == (2, h, w, 1) and out.dtype == bool
    col, row = np.meshgrid(np.arange(w, dtype=float), np.arange(h, dtype=float))
    p = np.stack([col, row], -1)
    for b in range(2):
        covered = np.zeros((h, w), bool)
        for a, bb, c in tris[b]:
            m = np.stack([bb - a, c - a], -1)
            lam = np.linalg.solve(m, (p - a)[..., None])[..., 0]
            l0 = 1 - lam.sum(-1)
            covered |= (lam[..., 0] >= -1e-9) & (lam[..., 1] >= -1e-9) & (l0 >= -1e-9)
        np.testing.assert_array_equal(out[b, ..., 0], covered)

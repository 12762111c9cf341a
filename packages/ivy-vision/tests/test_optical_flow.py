"""Optical flow against the NumPy pinhole model, loops written from FlowNet's definition, and
closed forms (perpendicular feet, rigid motions)."""

import numpy as np
import pytest
from vision_helpers import assert_close, camera, native, rng, run, to_numpy

import ivy_vision as iv


def _hom(a):
    return np.concatenate([a, np.ones(a.shape[:-1] + (1,))], -1)


def _grid(h, w):
    col, row = np.meshgrid(np.arange(w, dtype=float), np.arange(h, dtype=float))
    return np.stack([col, row, np.ones_like(col)], -1)


@pytest.mark.parametrize("method", ["cmp", "dlt"])
def test_depth_from_flow_recovers_the_depth(method):
    r = rng(1)
    K, R, t, C = camera(r, (2,), 6, 8)
    E = np.concatenate([R, t[..., None]], -1)
    P = K @ E
    depth = r.uniform(3, 5, (6, 8, 1))
    pix = _grid(6, 8)
    cam1 = np.einsum("ij,hwj->hwi", np.linalg.inv(K[0]), pix * depth)
    world = np.einsum("ji,hwj->hwi", R[0], cam1 - t[0])
    p2 = np.einsum("ij,hwj->hwi", P[1], _hom(world))
    flow = p2[..., :2] / p2[..., 2:] - pix[..., :2]
    d = run(iv.depth_from_flow_and_cam_mats, native(flow), native(P), triangulation_method=method)
    assert_close(d, depth, rtol=1e-6, atol=1e-6)


def test_epipolar_projection_is_the_foot_of_the_perpendicular():
    r = rng(2)
    F = r.normal(size=(2, 3, 3))
    flow = r.normal(scale=3, size=(2, 4, 5, 2))
    out = to_numpy(iv.project_flow_to_epipolar_line(native(flow), native(F)))
    pix = _grid(4, 5)
    for b in range(2):
        lines = np.einsum("ij,hwj->hwi", F[b], pix)
        end = pix[..., :2] + out[b]
        # the new end point lies on the line ...
        np.testing.assert_allclose(np.sum(lines[..., :2] * end, -1) + lines[..., 2], 0, atol=1e-8)
        # ... and the change is along the line's normal
        moved = out[b] - flow[b]
        np.testing.assert_allclose(moved[..., 0] * lines[..., 1] - moved[..., 1] * lines[..., 0], 0, atol=1e-8)


def test_pixel_cost_volume_matches_a_loop():
    r = rng(3)
    a, b = r.normal(size=(2, 5, 6, 3)), r.normal(size=(2, 5, 6, 3))
    sr = 2
    out = to_numpy(run(iv.pixel_cost_volume, native(a), native(b), sr))
    assert out.shape == (2, 5, 6, 25)
    expected = np.zeros_like(out)
    k = 0
    for dy in range(-sr, sr + 1):
        for dx in range(-sr, sr + 1):
            for y in range(5):
                for x in range(6):
                    if 0 <= y + dy < 5 and 0 <= x + dx < 6:
                        expected[:, y, x, k] = np.mean(a[:, y, x] * b[:, y + dy, x + dx], -1)
            k += 1
    assert_close(out, expected)


def test_velocity_from_flow_of_a_static_scene_is_zero_and_of_a_moving_camera_is_its_motion():
    r = rng(4)
    h, w = 5, 6
    cam_tm1 = _hom(r.uniform(1, 2, (h, w, 3)))
    # the camera moves: points in frame t are E @ points in frame t-1, at the same pixels (zero flow)
    e = np.array([[1.0, 0, 0, 0.2], [0, 1, 0, -0.1], [0, 0, 1, 0.3]])
    cam_t = _hom(np.einsum("ij,hwj->hwi", e, cam_tm1))
    vel, ok = iv.velocity_from_flow_cam_coords_and_cam_mats(native(np.zeros((h, w, 2))), native(cam_t),
                                                            native(cam_tm1), native(e), native(np.array([0.5])))
    assert_close(vel, np.zeros((h, w, 3)), atol=1e-9)
    assert to_numpy(ok).all()
    # flow leaving the image: invalid, zero velocity; elsewhere (x_t - E x_tm1(sampled)) / dt
    flow = np.zeros((h, w, 2))
    flow[0, 0] = [-1.5, 0]
    flow[1, 1] = [0.5, 0.25]
    vel, ok = iv.velocity_from_flow_cam_coords_and_cam_mats(native(flow), native(cam_t), native(cam_tm1),
                                                            native(np.eye(4)[:3]), native(np.array([0.5])))
    ok = to_numpy(ok)
    assert not ok[0, 0, 0] and ok[1:].all()
    c = cam_tm1[..., :3]
    sampled = (c[1, 1] * 0.5 * 0.75 + c[1, 2] * 0.5 * 0.75 + c[2, 1] * 0.5 * 0.25 + c[2, 2] * 0.5 * 0.25)
    assert_close(to_numpy(vel)[1, 1], (cam_t[1, 1, :3] - sampled) / 0.5)
    assert_close(to_numpy(vel)[0, 0], np.zeros(3))


def test_object_motions():
    r = rng(5)
    h, w = 3, 4
    pts = _hom(r.uniform(1, 2, (2, h, w, 3)))
    ids = r.integers(0, 3, (2, h, w, 1)).astype(float)
    obj_ids = np.array([[[1.0], [2.0]]] * 2)
    T = np.stack([np.eye(4)[:3]] * 2)[None].repeat(2, 0)
    T[:, 0, :, 3] = [0.1, 0.2, 0.3]            # object 1 translates
    T[:, 1, :3, :3] = camera(r, (), 4, 4)[1]  # object 2 rotates
    E = np.concatenate([camera(r, (2,), 4, 4)[1], r.normal(size=(2, 3, 1))], -1)
    out, moving = run(iv.project_cam_coords_with_object_transformations, native(pts), native(ids), native(obj_ids),
                      native(T), native(E))
    expected = np.zeros((2, h, w, 3))
    for b in range(2):
        for y in range(h):
            for x in range(w):
                p = pts[b, y, x]
                k = int(ids[b, y, x, 0])
                q = T[b, k - 1] @ p if k in (1, 2) else p[:3]
                expected[b, y, x] = E[b] @ _hom(q)
    assert_close(out, _hom(expected))
    assert_close(to_numpy(moving).astype(float), (ids > 0).astype(float))
    K = camera(r, (2,), 4, 4)[0]
    flow = run(iv.flow_from_cam_coords_id_image_and_object_trans, native(pts), native(ids), native(obj_ids),
               native(T), native(K), native(E))
    p1 = np.einsum("bij,bhwj->bhwi", K, pts[..., :3])
    p2 = np.einsum("bij,bhwj->bhwi", K, expected)
    assert_close(flow, p2[..., :2] / p2[..., 2:] - p1[..., :2] / p1[..., 2:], rtol=1e-7, atol=1e-7)
    vel = run(iv.velocity_from_cam_coords_id_image_and_object_trans, native(pts), native(ids), native(obj_ids),
              native(T), native(np.array([[0.5], [0.25]])))
    ev = np.zeros((2, h, w, 3))
    for b in range(2):
        for y in range(h):
            for x in range(w):
                k = int(ids[b, y, x, 0])
                if k:
                    ev[b, y, x] = (pts[b, y, x, :3] - T[b, k - 1] @ pts[b, y, x]) / [0.5, 0.25][b]
    assert_close(vel, ev)

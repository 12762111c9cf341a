"""Two-view geometry against OpenCV (findFundamentalMat, triangulatePoints), the epipolar constraint,
least-squares closest points between rays, and the NumPy pinhole model."""

import cv2
import numpy as np
import pytest
from vision_helpers import assert_close, camera, native, project, rng, to_numpy

import ivy_vision as iv


def _two_cameras(seed, n=()):
    r = rng(seed)
    K, R, t, C = camera(r, tuple(n) + (2,))
    P = K @ np.concatenate([R, t[..., None]], -1)
    return r, K, R, t, C, P


def _inv_homo(m):
    h = np.concatenate([m, np.broadcast_to([0.0, 0, 0, 1], m.shape[:-2] + (1, 4))], -2)
    return np.linalg.inv(h)[..., :3, :]


def test_fundamental_matrix_matches_opencv_and_the_epipolar_constraint():
    r, K, R, t, C, P = _two_cameras(1)
    X = r.uniform(-1, 1, (40, 3))
    x1, _ = project(K[0], R[0], t[0], X)
    x2, _ = project(K[1], R[1], t[1], X)
    F = to_numpy(iv.get_fundamental_matrix(native(P[0]), native(P[1])))
    h1 = np.concatenate([x1, np.ones((40, 1))], -1)
    h2 = np.concatenate([x2, np.ones((40, 1))], -1)
    # x2^T F x1 = 0, relative to the sizes of the lines
    lines = h1 @ F.T
    res = np.abs(np.sum(h2 * lines, -1)) / np.linalg.norm(lines[:, :2], axis=-1)
    assert res.max() < 1e-6
    F_cv, _ = cv2.findFundamentalMat(x1, x2, cv2.FM_8POINT)
    Fn = F / np.linalg.norm(F)
    Fc = F_cv / np.linalg.norm(F_cv)
    np.testing.assert_allclose(Fn * np.sign(np.sum(Fn * Fc)), Fc, atol=1e-5)
    # given centre and pseudo-inverse give the same; batched
    rep = lambda a: native(a[None].repeat(3, 0))  # noqa: E731
    Fb = iv.get_fundamental_matrix(rep(P[0]), rep(P[1]), rep(C[0, :, None]), rep(np.linalg.pinv(P[0])))
    assert_close(Fb, np.broadcast_to(F, (3, 3, 3)), rtol=1e-6, atol=1e-9 * np.abs(F).max())


@pytest.mark.parametrize("method", ["dlt", "cmp"])
def test_triangulation_matches_opencv(method):
    r, K, R, t, C, P = _two_cameras(2)
    X = r.uniform(-1, 1, (4, 5, 3))
    x1, d1 = project(K[0], R[0], t[0], X.reshape(20, 3))
    x2, _ = project(K[1], R[1], t[1], X.reshape(20, 3))
    px = np.stack([x1, x2]).reshape(2, 4, 5, 2)
    pix = np.concatenate([px, np.ones((2, 4, 5, 1))], -1)
    kw = {} if method == "dlt" else {"inv_full_mats": native(_inv_homo(P)), "camera_centers": native(C[..., None])}
    ds = to_numpy(iv.triangulate_depth(native(pix), native(P), method=method, **kw))
    assert ds.shape == (4, 5, 3)
    # exact correspondences: the points themselves
    assert_close(ds[..., 2].reshape(20), d1, rtol=1e-6, atol=1e-6)
    assert_close((ds[..., :2] / ds[..., 2:]).reshape(20, 2), x1, rtol=1e-6, atol=1e-6)
    # with noise: OpenCV's DLT (same linear system); cmp keeps the pixel of camera 1
    noisy = px + r.normal(scale=0.5, size=px.shape)
    Xcv = cv2.triangulatePoints(P[0], P[1], noisy[0].reshape(20, 2).T, noisy[1].reshape(20, 2).T)
    Xcv = (Xcv[:3] / Xcv[3]).T
    pix_n = np.concatenate([noisy, np.ones((2, 4, 5, 1))], -1)
    ds_n = to_numpy(iv.triangulate_depth(native(pix_n), native(P), method=method))
    if method == "dlt":
        _, dcv = project(K[0], R[0], t[0], Xcv)
        pcv, _ = project(K[0], R[0], t[0], Xcv)
        assert_close(ds_n[..., 2].reshape(20), dcv, rtol=1e-6, atol=1e-6)
        assert_close((ds_n[..., :2] / ds_n[..., 2:]).reshape(20, 2), pcv, rtol=1e-6, atol=1e-5)
    else:
        assert_close((ds_n[..., :2] / ds_n[..., 2:]).reshape(20, 2), noisy[0].reshape(20, 2), rtol=1e-6, atol=1e-6)


def test_closest_mutual_points_solve_the_least_squares_problem():
    r = rng(3)
    c = r.normal(size=(2, 2, 3, 1))
    v = r.normal(size=(2, 2, 6, 3))
    out = to_numpy(iv.closest_mutual_points_along_two_skew_rays(native(c), native(v)))
    assert out.shape == (2, 2, 6, 4)
    for b in range(2):
        for i in range(6):
            d0, d1 = v[b, 0, i], v[b, 1, i]
            c0, c1 = c[b, 0, :, 0], c[b, 1, :, 0]
            (t0, t1), *_ = np.linalg.lstsq(np.stack([d0, -d1], 1), c1 - c0, rcond=None)
            np.testing.assert_allclose(out[b, 0, i, :3], c0 + t0 * d0, atol=1e-8)
            np.testing.assert_allclose(out[b, 1, i, :3], c1 + t1 * d1, atol=1e-8)


def test_moving_coordinates_between_cameras():
    r, K, R, t, C, P = _two_cameras(4)
    E = np.concatenate([R, t[..., None]], -1)
    E1_inv = _inv_homo(E[0])
    E12 = E[1] @ np.concatenate([E1_inv, [[0.0, 0, 0, 1]]], 0)
    X = r.uniform(-1, 1, (3, 4, 3))
    cam1 = np.einsum("ij,hwj->hwi", R[0], X) + t[0]
    cam2 = np.einsum("ij,hwj->hwi", R[1], X) + t[1]
    hom = lambda a: np.concatenate([a, np.ones(a.shape[:-1] + (1,))], -1)  # noqa: E731
    assert_close(iv.cam_to_cam_coords(native(hom(cam1)), native(E12)), hom(cam2))
    # depth-scaled pixels: the 1-to-2 full matrix K2 E12 [K1^-1 0; 0 1]
    P12 = K[1] @ E12 @ np.block([[np.linalg.inv(K[0]), np.zeros((3, 1))], [np.zeros((1, 3)), np.ones((1, 1))]])
    ds1 = np.einsum("ij,hwj->hwi", K[0], cam1)
    ds2 = np.einsum("ij,hwj->hwi", K[1], cam2)
    assert_close(iv.ds_pixel_to_ds_pixel_coords(native(ds1), native(P12)), ds2)
    flow = iv.flow_from_depth_and_cam_mats(native(ds1), native(P12))
    assert_close(flow, ds2[..., :2] / ds2[..., 2:] - ds1[..., :2] / ds1[..., 2:])
    s1 = iv.cam_to_sphere_coords(native(cam1))
    s2 = iv.sphere_to_sphere_coords(s1, native(E12))
    assert_close(s2, to_numpy(iv.cam_to_sphere_coords(native(cam2))))
    a1 = iv.sphere_to_angular_pixel_coords(s1, 3.0)
    a2 = iv.angular_pixel_to_angular_pixel_coords(a1, native(E12), 3.0)
    assert_close(a2, to_numpy(iv.sphere_to_angular_pixel_coords(s2, 3.0)), rtol=1e-7, atol=1e-7)

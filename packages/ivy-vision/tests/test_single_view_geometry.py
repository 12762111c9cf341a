"""Single-view geometry against OpenCV's camera model (cv2.projectPoints, cv2.Rodrigues) and a NumPy
pinhole model written in the test from the textbook equations."""

import cv2
import numpy as np
from hypothesis import given
from vision_helpers import assert_close, batches_and_dtypes, camera, native, project, rng, run, to_numpy

import ivy
import ivy_vision as iv

# few distinct shapes (JAX compiles each op once per shape)
BATCHES = [(), (2,), (0,), (1, 2)]


def _homo(x):
    return np.concatenate([x, np.ones(x.shape[:-1] + (1,))], -1)


def _inv_homo(m):
    h = np.concatenate([m, np.broadcast_to([0.0, 0, 0, 1], m.shape[:-2] + (1, 4))], -2)
    return np.linalg.inv(h)[..., :3, :]


def test_uniform_pixel_coords_are_column_row_one():
    pc = iv.create_uniform_pixel_coords_image((3, 4), [2])
    assert isinstance(pc, ivy.Array) and pc.shape == (2, 3, 4, 3) and pc.dtype == ivy.float32
    col, row = np.meshgrid(np.arange(4.0), np.arange(3.0))
    expected = np.stack([col, row, np.ones_like(col)], -1)
    assert_close(pc, np.broadcast_to(expected, (2, 3, 4, 3)))
    n = iv.create_uniform_pixel_coords_image((3, 4), normalized=True, homogeneous=False, dtype=ivy.float64)
    assert_close(n, np.stack([col / 4, row / 3], -1), dtype="float64")


def test_projection_matches_opencv_project_points():
    r = rng(1)
    K, R, t, C = camera(r)
    X = r.uniform(-1, 1, (30, 3))
    px_cv, _ = cv2.projectPoints(X, cv2.Rodrigues(R)[0], t, K, None)
    E = iv.rot_mat_and_cam_center_to_ext_mat(native(R), native(C[:, None]))
    assert_close(E, np.concatenate([R, t[:, None]], -1))
    P = iv.calib_and_ext_to_full_mat(native(K), E)
    ds = to_numpy(iv.world_to_ds_pixel_coords(native(_homo(X)), P))
    assert_close(ds[:, :2] / ds[:, 2:], px_cv[:, 0], rtol=1e-7, atol=1e-6)
    # the 3 co-ordinates alone give the same
    assert_close(iv.world_to_ds_pixel_coords(native(X), P), ds)
    depth = iv.world_coords_to_depth(native(_homo(X)), P)
    assert_close(depth, (X @ R.T + t)[:, 2:])


@given(batches_and_dtypes())
def test_depth_to_world_and_back_match_the_pinhole_model(case):
    bs, dtype = case
    r = rng(len(bs))
    h, w = 6, 8
    K, R, t, C = camera(r, bs, h, w)
    depth = r.uniform(1, 3, bs + (h, w, 1))
    P = K @ np.concatenate([R, t[..., None]], -1)
    inv_P = _inv_homo(P)
    world = run(iv.depth_to_world_coords, native(depth, dtype), native(inv_P, dtype))
    assert to_numpy(world).dtype == np.dtype(dtype)
    # ground truth: back-project each pixel (x = column, y = row) with K^-1, then to the world
    col, row = np.meshgrid(np.arange(w), np.arange(h))
    pix = np.stack([col, row, np.ones_like(col)], -1).astype(float)
    cam = np.einsum("...ij,...hwj->...hwi", np.linalg.inv(K), pix * depth)
    wld = np.einsum("...ji,...hwj->...hwi", R, cam - t[..., None, None, :])
    tol = 1e-4 if dtype == "float32" else 1e-8
    assert_close(world, _homo(wld), rtol=tol, atol=tol)
    # and projected again
    pxs, dep = project(K, R, t, wld.reshape(bs + (h * w, 3)))
    ds = to_numpy(run(iv.world_to_ds_pixel_coords, world, native(P, dtype)))
    assert_close(ds[..., 2].reshape(bs + (h * w,)), dep, rtol=1e-4, atol=1e-4)
    assert_close((ds[..., :2] / ds[..., 2:]).reshape(bs + (h * w, 2)), pxs, rtol=1e-4, atol=1e-3)


def test_camera_frame_round_trips():
    r = rng(2)
    K, R, t, C = camera(r, (3,))
    E = np.concatenate([R, t[..., None]], -1)
    Xw = _homo(r.uniform(-1, 1, (3, 5, 7, 3)))
    cam = iv.world_to_cam_coords(native(Xw), native(E))
    assert_close(cam, _homo(np.einsum("bij,bhwj->bhwi", R, Xw[..., :3]) + t[:, None, None]))
    back = iv.cam_to_world_coords(cam, native(_inv_homo(E)))
    assert_close(back, Xw)
    ds = iv.cam_to_ds_pixel_coords(cam, native(K))
    assert_close(ds, np.einsum("bij,bhwj->bhwi", K, to_numpy(cam)[..., :3]))
    assert_close(iv.cam_coords_to_depth(cam, native(K)), to_numpy(cam)[..., 2:3])
    assert_close(iv.ds_pixel_to_cam_coords(ds, native(np.linalg.inv(K))), cam)
    radial = iv.ds_pixel_coords_to_radial_depth(ds, native(np.linalg.inv(K)))
    assert_close(radial, np.linalg.norm(to_numpy(cam)[..., :3], axis=-1, keepdims=True))
    assert_close(iv.ds_pixel_to_world_coords(ds, native(_inv_homo(K @ E))), Xw, rtol=1e-6, atol=1e-6)


def test_depth_functions_and_radial_depth():
    r = rng(3)
    K, R, t, C = camera(r, (2,))
    depth = r.uniform(1, 2, (2, 4, 5, 1))
    ds = iv.depth_to_ds_pixel_coords(native(depth))
    col, row = np.meshgrid(np.arange(5.0), np.arange(4.0))
    assert_close(ds, np.stack([col, row, np.ones_like(col)], -1) * depth)
    Kinv = np.linalg.inv(K)
    cam = iv.depth_to_cam_coords(native(depth), native(Kinv))
    expected = np.einsum("bij,bhwj->bhwi", Kinv, to_numpy(ds))
    assert_close(cam, _homo(expected))
    assert_close(iv.depth_to_radial_depth(native(depth), native(Kinv)), np.linalg.norm(expected, axis=-1)[..., None])


def test_intrinsics_conversions():
    a = np.array([[np.pi / 2, np.pi / 3], [1.0, 0.5]])
    f = iv.persp_angles_to_focal_lengths(native(a), (480, 640))
    assert_close(f, np.array([640.0, 480.0]) / (2 * np.tan(a / 2)))
    assert_close(iv.focal_lengths_to_persp_angles(f, (480, 640)), a)
    p = np.array([[320.0, 240.0], [300.0, 200.0]])
    K = iv.focal_lengths_and_pp_offsets_to_calib_mat(f, native(p))
    fk = to_numpy(f)
    assert_close(K[1], [[fk[1, 0], 0, 300], [0, fk[1, 1], 200], [0, 0, 1]])
    intr = iv.calib_mat_to_intrinsics_object(K, (480, 640))
    assert isinstance(intr, iv.Intrinsics)
    assert_close(intr.focal_lengths, fk)
    assert_close(intr.pp_offsets, p)
    assert_close(intr.persp_angles, a)
    assert_close(intr.inv_calib_mats, np.linalg.inv(to_numpy(K)))
    i2 = iv.persp_angles_and_pp_offsets_to_intrinsics_object(native(a), native(p), (480, 640))
    i3 = iv.focal_lengths_and_pp_offsets_to_intrinsics_object(f, native(p), (480, 640))
    for k in ("focal_lengths", "persp_angles", "pp_offsets", "calib_mats", "inv_calib_mats"):
        assert_close(i2[k], to_numpy(intr[k]))
        assert_close(i3[k], to_numpy(intr[k]))


def test_camera_geometry_objects():
    r = rng(4)
    K, R, t, C = camera(r, (2,))
    E = np.concatenate([R, t[..., None]], -1)
    intr = iv.calib_mat_to_intrinsics_object(native(K), (48, 64))
    g = iv.ext_mat_and_intrinsics_to_cam_geometry_object(native(E), intr)
    assert isinstance(g, iv.CameraGeometry) and isinstance(g.extrinsics, iv.Extrinsics)
    assert_close(g.extrinsics.cam_centers, C[..., None])
    assert_close(g.extrinsics.Rs, R)
    assert_close(g.extrinsics.inv_Rs, np.swapaxes(R, -1, -2))
    full = np.concatenate([K @ E, np.broadcast_to([[0.0, 0, 0, 1]], (2, 1, 4))], -2)
    assert_close(g.full_mats_homo, full)
    assert_close(g.inv_full_mats_homo, np.linalg.inv(full), rtol=1e-6, atol=1e-6)
    assert_close(g.extrinsics.inv_ext_mats_homo, np.linalg.inv(to_numpy(g.extrinsics.ext_mats_homo)))
    g2 = iv.inv_ext_mat_and_intrinsics_to_cam_geometry_object(native(_inv_homo(E)), intr)
    assert_close(g2.full_mats_homo, full, rtol=1e-6, atol=1e-6)
    assert_close(iv.inv_ext_mat_to_camera_center(native(_inv_homo(E))), C[..., None])


def test_ray_vectors_point_from_the_centre_through_the_pixel():
    r = rng(5)
    K, R, t, C = camera(r, (2,))
    P = K @ np.concatenate([R, t[..., None]], -1)
    px = np.concatenate([r.uniform(0, 64, (2, 3, 4, 2)), np.ones((2, 3, 4, 1))], -1)
    rays = to_numpy(iv.pixel_coords_to_world_ray_vectors(native(_inv_homo(P)), native(px)))
    assert_close(np.linalg.norm(rays, axis=-1), np.ones((2, 3, 4)))
    # a point along each ray projects back to its pixel
    pts = C[:, None, None] + 2.5 * rays
    pr, depth = project(K, R, t, pts.reshape(2, 12, 3))
    assert_close(pr, px[..., :2].reshape(2, 12, 2), rtol=1e-6, atol=1e-6)
    assert (depth > 0).all()
    # every pixel of an image when pixel_coords is None
    full = iv.pixel_coords_to_world_ray_vectors(native(_inv_homo(P)), image_shape=(3, 4))
    assert to_numpy(full).shape == (2, 3, 4, 3)
    # sphere co-ordinates: the same rays from the camera frame's angles
    cam = np.einsum("bij,bhwj->bhwi", np.linalg.inv(K), px)
    sph = iv.cam_to_sphere_coords(native(cam))
    rays2 = iv.sphere_coords_to_world_ray_vectors(sph, native(np.swapaxes(R, -1, -2)))
    assert_close(rays2, rays, rtol=1e-6, atol=1e-6)


def test_ego_sphere_conventions():
    # phi = atan2(x, z) (0 ahead, +pi/2 to the right), theta = acos(y / r) (pi/2 on the horizon)
    cam = np.array([[0.0, 0, 2], [3.0, 0, 0], [0, -1.0, 0], [1.0, 2.0, 2.0]])
    sph = to_numpy(iv.cam_to_sphere_coords(native(cam)))
    r = np.linalg.norm(cam, axis=-1)
    expected = np.stack([np.arctan2(cam[:, 0], cam[:, 2]), np.arccos(cam[:, 1] / r), r], -1)
    assert_close(sph, expected)
    assert_close(iv.sphere_to_cam_coords(native(sph)), _homo(cam))
    # without forward_facing_z: ivy_mech's polar co-ordinates of (x, y, z)
    s2 = iv.cam_to_sphere_coords(native(cam), forward_facing_z=False)
    assert_close(s2, np.stack([np.arctan2(cam[:, 1], cam[:, 0]), np.arccos(cam[:, 2] / r), r], -1))
    assert_close(iv.sphere_to_cam_coords(s2, forward_facing_z=False), _homo(cam))
    # angular pixels
    ap = to_numpy(iv.sphere_to_angular_pixel_coords(native(expected), 2.0))
    deg = np.degrees(expected[:, :2])
    assert_close(ap, np.stack([(180 - deg[:, 0]) % 360 * 2, deg[:, 1] * 2, r], -1))
    assert_close(iv.angular_pixel_to_sphere_coords(native(ap), 2.0), expected)
    K = np.array([[50.0, 0, 32], [0, 50, 24], [0, 0, 1]])
    ds = K @ cam[3]
    assert_close(iv.sphere_to_ds_pixel_coords(native(expected[3:]), native(K)), ds[None])
    assert_close(iv.ds_pixel_to_sphere_coords(native(ds[None]), native(np.linalg.inv(K))), expected[3:])


def test_bilinearly_interpolate_image_matches_cv2_remap():
    r = rng(6)
    img = r.uniform(0, 1, (2, 9, 11, 3)).astype(np.float32)
    coords = r.uniform(-2, 12, (2, 5, 7, 2)).astype(np.float32)
    out = to_numpy(iv.bilinearly_interpolate_image(native(img), native(coords)))
    for b in range(2):
        ref = cv2.remap(img[b], coords[b, ..., 0], coords[b, ..., 1], cv2.INTER_LINEAR,
                        borderMode=cv2.BORDER_REPLICATE)
        # OpenCV's remap weights are fixed point (1/32 of a pixel)
        np.testing.assert_allclose(out[b], ref, atol=1 / 32)

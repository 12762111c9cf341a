"""Image helpers against OpenCV (cv2.remap), NumPy differences, byte views and slicing."""

import cv2
import numpy as np
from hypothesis import given
from vision_helpers import assert_close, batches_and_dtypes, native, rng, run, to_numpy

import ivy
import ivy_vision as iv


@given(batches_and_dtypes(((), (2,), (0,))))
def test_bilinear_resample_matches_cv2_remap(case):
    bs, dtype = case
    r = rng(1)
    img = r.uniform(0, 1, bs + (7, 9, 2)).astype(dtype)
    warp = r.uniform(-2, 10, bs + (13, 2)).astype(dtype)
    out = to_numpy(run(iv.bilinear_resample, native(img), native(warp)))
    assert out.shape == bs + (13, 2) and out.dtype == np.dtype(dtype)
    for i in np.ndindex(*bs):
        ref = cv2.remap(img[i].astype(np.float32), warp[i][None, :, 0].astype(np.float32),
                        warp[i][None, :, 1].astype(np.float32), cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
        np.testing.assert_allclose(out[i], ref[0], atol=1 / 32)   # OpenCV's weights are 1/32 steps


def test_bilinear_resample_is_exact_against_the_formula():
    r = rng(2)
    img = r.normal(size=(5, 6, 3))
    warp = np.stack([r.uniform(0, 4.99, 8), r.uniform(0, 3.99, 8)], -1)   # (x < w - 1, y < h - 1)
    out = to_numpy(iv.bilinear_resample(native(img[None]), native(warp[None])))[0]
    x, y = warp[:, 0], warp[:, 1]
    x0, y0 = np.floor(x).astype(int), np.floor(y).astype(int)
    fx, fy = (x - x0)[:, None], (y - y0)[:, None]
    ref = (img[y0, x0] * (1 - fx) * (1 - fy) + img[y0, x0 + 1] * fx * (1 - fy) + img[y0 + 1, x0] * (1 - fx) * fy
           + img[y0 + 1, x0 + 1] * fx * fy)
    assert_close(out, ref)


def test_gradient_image_is_forward_differences():
    x = rng(3).normal(size=(2, 4, 5, 3))
    dy, dx = iv.gradient_image(native(x))
    ey = np.zeros_like(x)
    ey[:, :-1] = np.diff(x, axis=1)
    ex = np.zeros_like(x)
    ex[:, :, :-1] = np.diff(x, axis=2)
    assert_close(dy, ey)
    assert_close(dx, ex)


def test_float_uint8_encoding_is_the_float32_bytes():
    x = rng(4).normal(size=(2, 3, 4)).astype(np.float32)
    u = iv.float_img_to_uint8_img(native(x))
    assert to_numpy(u).dtype == np.uint8 and to_numpy(u).shape == (2, 3, 4, 4)
    np.testing.assert_array_equal(to_numpy(u), x.view(np.uint8).reshape(2, 3, 4, 4))
    back = iv.uint8_img_to_float_img(u)
    np.testing.assert_array_equal(to_numpy(back), x)


def test_random_crop_takes_a_window_of_each_image():
    x = np.arange(2 * 3 * 6 * 7 * 2, dtype=float).reshape(2, 3, 6, 7, 2)
    c = to_numpy(iv.random_crop(native(x), (4, 5), seed=3))
    assert c.shape == (2, 3, 4, 5, 2)
    for i in np.ndindex(2, 3):
        y0, x0 = np.argwhere(x[i][..., 0] == c[i][0, 0, 0])[0]
        np.testing.assert_array_equal(c[i], x[i][y0:y0 + 4, x0:x0 + 5])
    # a crop larger than the image is clipped to it
    assert to_numpy(iv.random_crop(native(x), (9, 9), seed=0)).shape == (2, 3, 6, 7, 2)
    np.testing.assert_array_equal(to_numpy(iv.random_crop(native(x), (4, 5), seed=3)), c)


def test_stack_images_tiles_column_major():
    imgs = [np.full((2, 3, 1), float(i)) for i in range(5)]
    out = to_numpy(iv.stack_images([native(a) for a in imgs], (1, 1)))
    # 5 images of 2x3 for a square: 3 rows (height 6) by 2 columns (width 6), the last cell blank
    assert out.shape == (6, 6, 1)
    expected = np.zeros((6, 6, 1))
    for i in range(5):
        col, row = divmod(i, 3)
        expected[row * 2:(row + 1) * 2, col * 3:(col + 1) * 3] = i
    assert_close(out, expected)
    assert to_numpy(iv.stack_images([native(a) for a in imgs], (1, 5))).shape == (2, 15, 1)
    assert to_numpy(iv.stack_images([native(a) for a in imgs], (5, 1))).shape == (10, 3, 1)


def test_ivy_array_in_ivy_array_out():
    x = ivy.asarray(rng(5).normal(size=(4, 5, 3)))
    dy, dx = iv.gradient_image(x)
    assert isinstance(dy, ivy.Array) and isinstance(dx, ivy.Array)

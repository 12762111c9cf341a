"""Omni-directional padding against index arithmetic on the sphere; smoothing against window loops."""

import numpy as np
import pytest
from vision_helpers import assert_close, native, rng, to_numpy

import ivy
import ivy_vision as iv


def test_pad_omni_image_wraps_round_the_sphere():
    r = rng(1)
    img = r.normal(size=(2, 6, 8, 3))
    p = 2
    out = to_numpy(iv.pad_omni_image(native(img), p))
    assert out.shape == (2, 10, 12, 3)
    h, w = 6, 8
    for y in range(-p, h + p):
        for x in range(-p, w + p):
            yy, xx = y, x
            if yy < 0:                 # over the top pole: the mirrored row, half a turn round
                yy, xx = -1 - yy, xx + w // 2
            elif yy >= h:
                yy, xx = 2 * h - 1 - yy, xx + w // 2
            np.testing.assert_array_equal(out[:, y + p, x + p], img[:, yy, xx % w])
    assert_close(iv.pad_omni_image(native(img), 0), img)
    with pytest.raises(ivy.InvalidArgumentError, match="pad_size"):
        iv.pad_omni_image(native(img), 7)


def test_weighted_image_smooth_matches_a_loop():
    r = rng(2)
    m, wt = r.normal(size=(2, 5, 6, 2)), r.uniform(0.1, 1, (2, 5, 6, 2))
    k = 3
    mean, weights = iv.weighted_image_smooth(native(m), native(wt), k)
    em = np.zeros((2, 3, 4, 2))
    ew = np.zeros((2, 3, 4, 2))
    for y in range(3):
        for x in range(4):
            ws = wt[:, y:y + k, x:x + k]
            em[:, y, x] = np.sum(ws * m[:, y:y + k, x:x + k], (1, 2)) / np.sum(ws, (1, 2))
            ew[:, y, x] = np.sum(ws, (1, 2)) / k ** 2
    assert_close(mean, em)
    assert_close(weights, ew)


def test_smooth_from_variance_is_inverse_variance_fusion():
    r = rng(3)
    m, v = r.normal(size=(4, 5, 2)), r.uniform(0.1, 1, (4, 5, 2))
    k, scale = 3, np.array([0.5, 2.0])
    mean, var = iv.smooth_image_fom_var_image(native(m), native(v), k, native(scale))
    dist = np.hypot(*np.meshgrid(np.arange(k) - 1.0, np.arange(k) - 1.0))
    inflate = 1 + dist[..., None] * scale
    em, ev = np.zeros((2, 3, 2)), np.zeros((2, 3, 2))
    for y in range(2):
        for x in range(3):
            vv = v[y:y + k, x:x + k] * inflate
            prec = np.sum(1 / vv, (0, 1))
            em[y, x] = np.sum(m[y:y + k, x:x + k] / vv, (0, 1)) / prec
            ev[y, x] = k ** 4 / np.sum(inflate, (0, 1)) / prec
    assert_close(mean, em)
    assert_close(var, ev)

"""Quantization against loops over the points (NumPy) written from the definitions: inverse-variance
fusion per pixel, or the nearest point with a depth buffer."""

import numpy as np
import pytest
from vision_helpers import assert_close, native, rng, run, to_numpy

import ivy_vision as iv


def _reference(pc, feat, var, h, w, with_db, prior, prior_var, low=1e-3, high=1e12):
    c = 2 + feat.shape[-1]
    mean = prior.copy()
    out_var = prior_var.copy()
    count = np.zeros((h, w, 1))
    vals = np.concatenate([pc, feat], -1)
    groups = {}
    for i, p in enumerate(pc):
        x, y = np.round(p).astype(int)
        if 0 <= x < w and 0 <= y < h and (var[i] < high).all():
            groups.setdefault((y, x), []).append(i)
    for (y, x), idx in groups.items():
        count[y, x] = len(idx)
        if with_db:
            best = min(idx, key=lambda i: (vals[i, 2], i))
            mean[y, x] = vals[best]
            out_var[y, x] = np.maximum(var[best], low)
        else:
            prec = np.sum(1 / var[idx], 0)
            mean[y, x] = np.sum(vals[idx] / var[idx], 0) / prec
            out_var[y, x] = np.maximum(len(idx) / prec, low)
    assert mean.shape[-1] == c
    return mean, out_var, count


@pytest.mark.parametrize("with_db", [False, True])
def test_quantize_to_image_matches_a_loop(with_db):
    r = rng(1)
    h, w, n = 4, 5, 60
    pc = r.uniform(-1, 5.5, (n, 2))
    feat = np.concatenate([r.uniform(1, 3, (n, 1)), r.normal(size=(n, 2))], -1)
    pc_var = r.uniform(0.01, 0.1, (n, 2))
    feat_var = r.uniform(0.01, 0.1, (n, 3))
    mean, var, count = run(iv.quantize_to_image, native(pc), (h, w), native(feat), 0.5, with_db, native(pc_var),
                           native(feat_var), 1e10, 1e11)
    col, row = np.meshgrid(np.arange(w, dtype=float), np.arange(h, dtype=float))
    prior = np.concatenate([np.stack([col, row], -1), np.full((h, w, 3), 0.5)], -1)
    prior_var = np.concatenate([np.full((h, w, 2), 1e10), np.full((h, w, 3), 1e11)], -1)
    rm, rv, rc = _reference(pc, feat, np.concatenate([pc_var, feat_var], -1), h, w, with_db, prior, prior_var)
    assert_close(count, rc)
    assert_close(mean, rm)
    assert_close(var, rv, rtol=1e-9)


def test_quantize_batched_with_numbers_as_variances():
    r = rng(2)
    pc = r.uniform(0, 3, (2, 10, 2))
    feat = r.uniform(1, 2, (2, 10, 1))
    mean, var, count = run(iv.quantize_to_image, native(pc), (3, 3), native(feat), with_db=True)
    assert to_numpy(mean).shape == (2, 3, 3, 3) and to_numpy(count).shape == (2, 3, 3, 1)
    for b in range(2):
        col, row = np.meshgrid(np.arange(3.0), np.arange(3.0))
        prior = np.concatenate([np.stack([col, row], -1), np.zeros((3, 3, 1))], -1)
        rm, rv, rc = _reference(pc[b], feat[b], np.full((10, 3), 1e-3), 3, 3, True, prior, np.full((3, 3, 3), 1e12))
        assert_close(to_numpy(mean)[b], rm)
        assert_close(to_numpy(count)[b], rc)
        assert_close(to_numpy(var)[b], rv)

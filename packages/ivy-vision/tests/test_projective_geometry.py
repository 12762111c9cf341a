"""Projective geometry against NumPy's linear algebra (einsum, pinv, inv, svd)."""

import numpy as np
import pytest
from hypothesis import given
from vision_helpers import assert_close, batches_and_dtypes, native, rng, to_numpy

import ivy_vision as iv


@given(batches_and_dtypes((((), (4, 5)), ((2,), (3, 4)), ((0,), (2, 2)), ((2, 1), (7,)))))
def test_transform_is_a_matrix_product_per_pixel(case):
    (bs, img), dtype = case
    r = rng(1)
    x = r.normal(size=bs + img + (4,))
    m = r.normal(size=bs + (3, 4))
    out = iv.transform(native(x, dtype), native(m, dtype))
    assert to_numpy(out).dtype == np.dtype(dtype)
    expected = np.einsum("...ij,...j->...i", m.reshape(bs + (1,) * len(img) + (3, 4)), x)
    assert_close(out, expected, rtol=1e-4 if dtype == "float32" else 1e-10, atol=1e-4 if dtype == "float32" else 1e-10)


def test_transform_broadcasts_one_matrix_over_a_batch():
    r = rng(2)
    x = r.normal(size=(3, 4, 5, 2))
    m = r.normal(size=(2, 2))
    assert_close(iv.transform(native(x), native(m), batch_shape=[]), x @ m.T)


def test_pseudo_inverse_and_inverse():
    r = rng(3)
    p = r.normal(size=(2, 3, 3, 4))
    assert_close(iv.projection_matrix_pseudo_inverse(native(p)), np.linalg.pinv(p), rtol=1e-8, atol=1e-8)
    e = np.concatenate([r.normal(size=(2, 3, 3)), r.normal(size=(2, 3, 1))], -1)
    homo = np.concatenate([e, np.broadcast_to([[0.0, 0, 0, 1]], (2, 1, 4))], -2)
    assert_close(iv.projection_matrix_inverse(native(e)), np.linalg.inv(homo)[:, :3], rtol=1e-8, atol=1e-8)


@pytest.mark.parametrize("rows", [3, 4, 6])
def test_homogeneous_dlt_finds_the_null_space(rows):
    r = rng(rows)
    x_true = r.normal(size=(5, 4))
    x_true /= np.linalg.norm(x_true, axis=-1, keepdims=True)
    # rows orthogonal to x_true (rank 3): A x = 0 has the one solution x_true, up to sign
    a = r.normal(size=(5, rows, 4))
    a = a - (a @ x_true[..., None]) * x_true[:, None, :]
    x = to_numpy(iv.solve_homogeneous_dlt(native(a)))
    assert x.shape == (5, 4)
    np.testing.assert_allclose(np.abs(np.sum(x * x_true, -1)), 1.0, rtol=1e-8)
    np.testing.assert_allclose(np.linalg.norm(np.einsum("bij,bj->bi", a, x), axis=-1), 0.0, atol=1e-8)

"""Set functions against array-api-strict, and their defining properties checked directly."""

from __future__ import annotations

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy
from ivy.api.set import UniqueAllResult, UniqueCountsResult, UniqueInverseResult

from . import strategies as sti
from .helpers import assert_same, lacking, to_ivy, to_numpy, to_strict


@st.composite
def set_input(draw):
    d = draw(sti.dtypes(standard=False))
    x = draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=3, max_side=4)))
    if x.size and draw(st.booleans()):
        # Repeat a few values so that there are duplicates (and repeated NaNs / signed zeros).
        pool = list(x.ravel()[:3]) + ([np.nan, 0.0, -0.0] if x.dtype.kind in "fc" else [])
        x = draw(hnp.arrays(x.dtype, x.shape, elements=st.sampled_from(pool)))
    return x


def _strict_or_none(x):
    return None if x.dtype == np.float16 else to_strict(x)


def _same_as_strict(res, ref, x):
    """``res`` (a unique_* result) against array-api-strict's. Which NaN of the values an input
    NaN maps to (``inverse_indices``), and which input NaN a NaN value comes from (``indices``),
    are the sort's accident: NumPy sorts with an unstable sort above 16 elements (18 NaNs came
    back as values 9, 17, 16, ...), so those entries are left to ``_check_properties``."""
    nan_x = np.isnan(x) if x.dtype.kind in "fc" else np.zeros(x.shape, bool)
    for name in res._fields:
        r, e = getattr(res, name), getattr(ref, name)
        if name == "inverse_indices" and nan_x.any():
            np.testing.assert_array_equal(to_numpy(r)[~nan_x], to_numpy(e)[~nan_x], err_msg=name)
        elif name == "indices" and nan_x.any():
            keep = ~np.isnan(to_numpy(res.values))
            np.testing.assert_array_equal(to_numpy(r)[keep], to_numpy(e)[keep], err_msg=name)
        else:
            assert_same(r, e, msg=name)


@given(x=set_input())
def test_unique_all(x):
    res = ivy.unique_all(to_ivy(x))
    assert type(res) is UniqueAllResult
    assert res._fields == ("values", "indices", "inverse_indices", "counts")
    s = _strict_or_none(x)
    if s is not None:
        _same_as_strict(res, xp.unique_all(s), x)
    _check_properties(x, res.values, res.indices, res.inverse_indices, res.counts)


@given(x=set_input())
def test_unique_counts(x):
    res = ivy.unique_counts(to_ivy(x))
    assert type(res) is UniqueCountsResult
    s = _strict_or_none(x)
    if s is not None:
        _same_as_strict(res, xp.unique_counts(s), x)
    _check_properties(x, res.values, None, None, res.counts)


@given(x=set_input())
def test_unique_inverse(x):
    res = ivy.unique_inverse(to_ivy(x))
    assert type(res) is UniqueInverseResult
    s = _strict_or_none(x)
    if s is not None:
        _same_as_strict(res, xp.unique_inverse(s), x)
    _check_properties(x, res.values, None, res.inverse_indices, None)


@given(x=set_input())
def test_unique_values(x):
    res = ivy.unique_values(to_ivy(x))
    s = _strict_or_none(x)
    if s is not None:
        assert_same(res, xp.unique_values(s))
    _check_properties(x, res, None, None, None)


def test_unique_complex_nans_in_numpys_order():
    """Complex values with a NaN part: each distinct, kept as they are, and after the others in
    NumPy's order (R + nan j by the real part, nan + R j by the imaginary part, nan + nan j in input
    order). TensorFlow sorted them by the real part among the others, and jnp.unique turned each
    into nan + 0j in input order."""
    if lacking(ivy.complex64):
        pytest.skip("the backend holds no complex64")
    n = np.nan
    x = np.array([1, complex(0, n), complex(n, 1), complex(n, n), complex(2, n), 0, complex(n, -1),
                  complex(-1, n), -0.0, complex(n, n), 1j], np.complex64)
    values, index, inverse, counts = np.unique(x, return_index=True, return_inverse=True, return_counts=True,
                                               equal_nan=False)
    res = ivy.unique_all(to_ivy(x))
    v = to_numpy(res.values)
    for part in ("real", "imag"):
        np.testing.assert_array_equal(getattr(v, part), getattr(values, part), err_msg=f"values, {part} parts")
    assert to_numpy(res.inverse_indices).tolist() == inverse.reshape(x.shape).tolist()
    assert to_numpy(res.counts).tolist() == counts.tolist()
    assert to_numpy(res.indices).tolist() == index.tolist()


def _check_properties(x, values, indices, inverse, counts):
    """The standard's requirements, checked on their own (NaNs distinct, signed zeros one)."""
    v = to_numpy(values)
    flat = x.ravel()
    assert v.ndim == 1 and v.dtype == x.dtype
    nan = np.isnan(flat) if x.dtype.kind in "fc" else np.zeros(flat.shape, bool)
    assert (np.isnan(v).sum() if x.dtype.kind in "fc" else 0) == nan.sum()
    finite = [a for a, isn in zip(flat.tolist(), nan.tolist()) if not isn]
    assert len(v) == len(set(finite)) + int(nan.sum())  # -0.0 == 0.0 in a Python set
    if indices is not None:
        i = to_numpy(indices)
        assert i.dtype == np.int64 and i.shape == v.shape
        for k, val in zip(i.tolist(), v.tolist()):
            if val == val:  # not NaN: the first occurrence of that value
                assert flat[k] == val and not (flat[:k] == val).any()
    if inverse is not None:
        inv = to_numpy(inverse)
        assert inv.dtype == np.int64 and inv.shape == x.shape
        rebuilt = v[inv] if v.size else np.zeros(x.shape, x.dtype)
        np.testing.assert_array_equal(rebuilt, x)  # equal as values: NaN matches NaN, -0.0 matches 0.0
        nan_inv = inv.ravel()[nan]
        assert len(set(nan_inv.tolist())) == nan_inv.size, "each NaN is a value of its own"
    if counts is not None:
        c = to_numpy(counts)
        assert c.dtype == np.int64 and c.shape == v.shape
        assert c.sum() == x.size
        for val, n in zip(v.tolist(), c.tolist()):
            assert n == (1 if val != val else int((flat == val).sum()))


# --------------------------------------------------------------------------- isin


@st.composite
def isin_input(draw):
    d = draw(sti.dtypes(standard=False))
    x1 = draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=3, max_side=4)))
    x2 = draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=2, max_side=4)))
    if x1.size and x2.size and draw(st.booleans()):
        x2 = draw(hnp.arrays(x2.dtype, x2.shape, elements=st.sampled_from(list(x1.ravel()) + list(x2.ravel()))))
    return x1, x2, draw(st.booleans())


def _isin_expected(x1, x2):
    # Equality as ``ivy.equal`` defines it: NaN equals nothing, -0.0 equals 0.0.
    x2 = np.asarray(x2).ravel()
    return (np.asarray(x1)[..., None] == x2).any(axis=-1)


@given(data=isin_input())
def test_isin(data):
    x1, x2, invert = data
    res = ivy.isin(to_ivy(x1), to_ivy(x2), invert=invert)
    exp = _isin_expected(x1, x2)
    assert_same(res, ~exp if invert else exp)
    if x1.dtype.kind in "iu" and not invert:
        assert_same(res, xp.isin(to_strict(x1), to_strict(x2)))


@given(x=sti.arrays(kind="integral", shape=sti.shapes(max_dims=2)), v=st.integers(-5, 5))
def test_isin_scalars(x, v):
    assert_same(ivy.isin(v, to_ivy(x)), np.asarray(bool((x == v).any())))
    assert_same(ivy.isin(to_ivy(x), v), x == v)


def test_unique_nan_and_signed_zero():
    x = ivy.asarray([np.nan, 0.0, -0.0, np.nan, 1.0])
    r = ivy.unique_counts(x)
    v = to_numpy(r.values)
    assert v.shape == (4,) and np.isnan(v).sum() == 2
    assert_same(r.counts, np.asarray([2, 1, 1, 1]))


@pytest.mark.parametrize("fn", [ivy.unique_all, ivy.unique_inverse])
def test_unique_0d(fn):
    r = fn(ivy.asarray(3))
    assert r.values.shape == (1,)
    assert r.inverse_indices.shape == ()

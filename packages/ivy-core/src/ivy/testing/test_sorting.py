"""Sorting functions against array-api-strict, and stability checked directly."""

from __future__ import annotations

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import assert_same, supported_dtypes, to_ivy, to_numpy, to_strict


@st.composite
def sort_input(draw, *, few_values=False):
    d = draw(sti.dtypes(("real floating", "integral"), standard=False))
    x = draw(sti.arrays(dtype=d, shape=sti.shapes(min_dims=1, max_dims=3)))
    if few_values:
        # Many ties (and for floats -0.0/+0.0 and NaN), so that stability shows.
        pool = [0, 1, 2] if d.kind in "iu" else [0.0, -0.0, 1.0, np.nan, -np.inf]
        x = np.asarray(draw(st.lists(st.sampled_from(pool), min_size=x.size, max_size=x.size)),
                       dtype=x.dtype).reshape(x.shape)
    axis = draw(st.integers(-x.ndim, x.ndim - 1))
    return x, axis, draw(st.booleans())


@pytest.mark.parametrize("name", ["sort", "argsort"])
@given(data=sort_input() | sort_input(few_values=True))
def test_sort_argsort_stable(name, data):
    x, axis, descending = data
    res = getattr(ivy, name)(to_ivy(x), axis=axis, descending=descending)
    if x.dtype == np.float16:
        # array-api-strict has no float16; sort float32 copies (the same order) instead.
        exp = getattr(xp, name)(to_strict(x.astype(np.float32)), axis=axis, descending=descending)
        exp = to_numpy(exp).astype(np.float16 if name == "sort" else np.int64)
    else:
        exp = getattr(xp, name)(to_strict(x), axis=axis, descending=descending)
    assert_same(res, exp, msg=f"{name}(axis={axis}, descending={descending})")
    if name == "sort":
        # Signed zeros keep their order too: a stable sort moves -0.0 and +0.0 as equals.
        # (array-api-strict's descending sort flips an ascending one, which reverses them,
        # so the reference is x taken at array-api-strict's stable argsort.)
        ref = x.astype(np.float32) if x.dtype == np.float16 else x
        order = to_numpy(xp.argsort(to_strict(ref), axis=axis, descending=descending))
        assert (np.signbit(to_numpy(res)) == np.signbit(np.take_along_axis(x, order, axis=axis))).all()


@given(data=sort_input(few_values=True))
def test_argsort_stability_property(data):
    # Checked without a reference: along the axis, sorted values are monotonic and equal
    # values keep increasing original indices, also for descending=True.
    x, axis, descending = data
    idx = to_numpy(ivy.argsort(to_ivy(x), axis=axis, descending=descending))
    assert idx.dtype == np.int64
    assert idx.shape == x.shape
    if x.size == 0:
        return
    v = np.moveaxis(x, axis, -1).reshape(-1, x.shape[axis])
    i = np.moveaxis(idx, axis, -1).reshape(-1, x.shape[axis])
    for row, irow in zip(v, i):
        assert sorted(irow.tolist()) == list(range(len(row)))
        s = row[irow]
        key = np.where(np.isnan(s), np.inf, s) if s.dtype.kind == "f" else s
        nan = np.isnan(s) if s.dtype.kind == "f" else np.zeros(len(s), bool)
        for k in range(len(s) - 1):
            a, b = s[k], s[k + 1]
            if nan[k] or nan[k + 1]:
                # NaN last ascending, first descending.
                assert nan[k] if descending else nan[k + 1]
                if nan[k] and nan[k + 1]:
                    assert irow[k] < irow[k + 1]
                continue
            assert (a >= b) if descending else (a <= b)
            if key[k] == key[k + 1]:
                assert irow[k] < irow[k + 1]


@pytest.mark.parametrize("name", ["sort", "argsort"])
@given(data=sort_input())
def test_unstable_sort_gives_sorted_values(name, data):
    x, axis, descending = data
    res = to_numpy(getattr(ivy, name)(to_ivy(x), axis=axis, descending=descending, stable=False))
    vals = np.take_along_axis(x, res, axis=axis) if name == "argsort" else res
    exp = np.sort(x, axis=axis)
    if descending:
        exp = np.flip(exp, axis=axis)  # NaN (last ascending) comes first
    assert_same(vals, exp.astype(x.dtype), check_dtype=False)


def test_sort_errors_and_bool():
    for fn in (ivy.sort, ivy.argsort):
        with pytest.raises(ValueError):
            fn(ivy.asarray(1.0))  # 0-d has no axis -1
        with pytest.raises(ValueError):
            fn(ivy.ones((2, 3)), axis=2)
        for d in supported_dtypes("complex floating"):
            with pytest.raises(ivy.UnsupportedDtypeError):
                fn(ivy.ones((2,), dtype=d))
    b = ivy.asarray([True, False, True])
    assert_same(ivy.sort(b), np.asarray([False, True, True]))
    assert_same(ivy.argsort(b, descending=True), np.asarray([0, 2, 1]))

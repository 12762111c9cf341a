"""Utility functions (all, any, diff) against array-api-strict and NumPy (float16, bool diff)."""

from __future__ import annotations

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import assert_same, backend, to_ivy, to_native, to_strict


def _is_native(r):
    """A native array of the backend's own array class (on NumPy: an ndarray, never a scalar)."""
    return type(r) is type(to_native(np.zeros((), dtype="float32"))) and ivy._dispatch.backend_of(r) is backend()


def _axis(ndim):
    if ndim == 0:
        return st.none() | st.just(())
    ints = st.integers(-ndim, ndim - 1)
    return st.none() | ints | st.lists(st.integers(0, ndim - 1), max_size=ndim, unique=True).map(tuple)


@pytest.mark.parametrize("fn", ["all", "any"])
@given(x=sti.arrays(), data=st.data())
def test_all_any(fn, x, data):
    axis = data.draw(_axis(x.ndim))
    keepdims = data.draw(st.booleans())
    expected = getattr(xp, fn)(to_strict(x), axis=axis, keepdims=keepdims)
    r = getattr(ivy, fn)(to_native(x), axis=axis, keepdims=keepdims)
    assert _is_native(r)  # a 0-d result is an array too, not a scalar
    assert_same(r, expected)
    assert_same(getattr(ivy, fn)(to_ivy(x), axis=axis, keepdims=keepdims), expected)


@pytest.mark.parametrize("fn", ["all", "any"])
@given(x=sti.dtypes("real floating", standard=False).flatmap(lambda d: sti.arrays(dtype=d)))
def test_all_any_float16(fn, x):
    assert_same(getattr(ivy, fn)(to_ivy(x)), np.asarray(getattr(np, fn)(x)))


def test_all_any_nan_is_true():
    x = ivy.asarray([float("nan"), 1.0])
    assert bool(ivy.all(x)) and bool(ivy.any(ivy.asarray([float("nan")])))


@st.composite
def diff_case(draw, kind="numeric", standard=True):
    d = draw(sti.dtypes(kind, standard=standard))
    # small values: unsigned differences wrap and large float differences overflow alike
    # everywhere, but keep the comparison about diff itself
    if d.kind == "c":
        el = st.complex_numbers(max_magnitude=15, allow_nan=False, allow_infinity=False)
    else:
        el = sti.elements_for(d, allow_nan=False, allow_infinity=False,
                              **({} if d.kind == "b" else {"min_value": 0 if d.kind == "u" else -15, "max_value": 15}))
    x = draw(sti.arrays(dtype=d, shape=sti.shapes(min_dims=1, max_dims=3), elements=el))
    axis = draw(st.integers(-x.ndim, x.ndim - 1))
    n = draw(st.integers(0, 3))
    extra = {}
    for name in ("prepend", "append"):
        if draw(st.booleans()):
            s = list(x.shape)
            s[axis] = draw(st.integers(0, 2))
            extra[name] = draw(sti.arrays(dtype=d, shape=tuple(s), elements=el))
    return x, axis, n, extra


@given(diff_case())
def test_diff(case):
    x, axis, n, extra = case
    expected = xp.diff(to_strict(x), axis=axis, n=n, **{k: to_strict(v) for k, v in extra.items()})
    r = ivy.diff(to_native(x), axis=axis, n=n, **{k: to_native(v) for k, v in extra.items()})
    assert _is_native(r)
    assert_same(r, expected)
    assert_same(ivy.diff(to_ivy(x), axis=axis, n=n, **{k: to_ivy(v) for k, v in extra.items()}), expected)


@given(diff_case(kind="real floating", standard=False))
def test_diff_float16(case):
    x, axis, n, extra = case
    r = ivy.diff(to_ivy(x), axis=axis, n=n, **{k: to_ivy(v) for k, v in extra.items()})
    assert_same(r, np.diff(x, axis=axis, n=n, **extra))


@given(diff_case(kind="bool"))
def test_diff_bool(case):
    """Not in the standard (strict refuses bool); ivy follows NumPy: the difference is ``!=``."""
    x, axis, n, extra = case
    r = ivy.diff(to_ivy(x), axis=axis, n=n, **{k: to_ivy(v) for k, v in extra.items()})
    assert_same(r, np.diff(x, axis=axis, n=n, **extra))


def test_diff_0d_raises():
    with pytest.raises(ValueError):
        ivy.diff(ivy.asarray(1.0))



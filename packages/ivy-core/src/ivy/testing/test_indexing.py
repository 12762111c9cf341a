"""Indexing functions against array-api-strict (standard dtypes) and NumPy (float16, ivy extras)."""

from __future__ import annotations

import itertools
import math

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import assert_same, backend, to_ivy, to_native, to_numpy, to_strict


def _is_native(r):
    """A native array of the backend's own array class (on NumPy: an ndarray, never a scalar)."""
    return type(r) is type(to_native(np.zeros((), dtype="float32"))) and ivy._dispatch.backend_of(r) is backend()


@st.composite
def take_case(draw, standard=True):
    """x (at least 1-D), an axis (None only for 1-D x) and 1-D indices in [-n, n)."""
    d = draw(sti.dtypes(standard=standard) if standard else sti.dtypes("real floating", standard=False))
    x = draw(sti.arrays(dtype=d, shape=sti.shapes(min_dims=1, max_dims=3)))
    axis = draw(st.integers(-x.ndim, x.ndim - 1) | (st.none() if x.ndim == 1 else st.nothing()))
    n = x.shape[0 if axis is None else axis]
    idt = draw(sti.dtypes("signed integer"))
    lo = -n if n else 0
    k = draw(st.integers(0, 5)) if n else 0
    idx = draw(sti.arrays(dtype=idt, shape=(k,), elements=st.integers(lo, max(n - 1, 0))))
    return x, idx, axis


@given(take_case())
def test_take(case):
    x, idx, axis = case
    expected = xp.take(to_strict(x), to_strict(idx), axis=axis)
    r = ivy.take(to_native(x), to_native(idx), axis=axis)
    assert _is_native(r)
    assert_same(r, expected)
    assert_same(ivy.take(to_ivy(x), to_ivy(idx), axis=axis), expected)


@given(take_case(standard=False))
def test_take_float16(case):
    x, idx, axis = case
    assert_same(ivy.take(to_ivy(x), to_ivy(idx), axis=axis), np.take(x, idx, axis=axis))


@given(sti.arrays(shape=sti.shapes(min_dims=2, max_dims=3, min_side=1)), st.data())
def test_take_axis_none_flattens(x, data):
    """ivy extension (NumPy's rule): axis=None on an n-D array indexes the flattened array."""
    idx = data.draw(sti.arrays(dtype=ivy.int64, shape=(3,), elements=st.integers(-x.size, x.size - 1)))
    assert_same(ivy.take(to_ivy(x), to_ivy(idx)), xp.take(xp.reshape(to_strict(x), (-1,)), to_strict(idx)))


@given(sti.dtypes("unsigned integer"))
def test_take_unsigned_indices(d):
    x = ivy.asarray([10, 20, 30])
    assert_same(ivy.take(x, ivy.asarray([2, 0, 1], dtype=d)), np.asarray([30, 10, 20]))
    assert_same(ivy.take_along_axis(x, ivy.asarray([1, 1], dtype=d)), np.asarray([20, 20]))


def test_take_out_of_range_raises():
    with pytest.raises(IndexError):
        ivy.take(ivy.asarray([1, 2, 3]), ivy.asarray([3]))


@pytest.mark.parametrize("key", [[3], [-4], [0, 3], [-1, -4]], ids=str)
@pytest.mark.parametrize("where", ["alone", "second axis", "after ellipsis"])
def test_integer_array_index_out_of_range_raises(key, where):
    """``x[idx]`` and ``x[idx] = v`` with an integer array index outside [-n, n): IndexError,
    as NumPy (JAX clamped the index in ``x[idx]`` and dropped the update in ``x[idx] = v``)."""
    x = to_ivy(np.arange(9, dtype=np.float32).reshape(3, 3))
    idx = ivy.asarray(key)
    k = {"alone": idx, "second axis": (slice(None), idx), "after ellipsis": (Ellipsis, idx)}[where]
    with pytest.raises(IndexError):
        x[k]
    with pytest.raises(IndexError):
        x[k] = 1.0
    np.testing.assert_array_equal(to_numpy(x), np.arange(9).reshape(3, 3))


@st.composite
def take_along_case(draw):
    d = draw(sti.dtypes())
    x = draw(sti.arrays(dtype=d, shape=sti.shapes(min_dims=1, max_dims=3)))
    axis = draw(st.integers(-x.ndim, x.ndim - 1))
    n = x.shape[axis]
    ishape = list(x.shape)
    ishape[axis] = draw(st.integers(0, 4)) if n else 0
    # the other dimensions broadcast: 1 is allowed where x has any size
    ishape = [s if i % x.ndim == axis % x.ndim or not draw(st.booleans()) else 1 for i, s in enumerate(ishape)]
    idx = draw(sti.arrays(dtype=draw(sti.dtypes("signed integer")), shape=tuple(ishape),
                          elements=st.integers(-n if n else 0, max(n - 1, 0))))
    return x, idx, axis


@given(take_along_case())
def test_take_along_axis(case):
    x, idx, axis = case
    expected = xp.take_along_axis(to_strict(x), to_strict(idx), axis=axis)
    r = ivy.take_along_axis(to_native(x), to_native(idx), axis=axis)
    assert _is_native(r)
    assert_same(r, expected)
    assert_same(ivy.take_along_axis(to_ivy(x), to_ivy(idx), axis=axis), expected)


def test_take_along_axis_default_axis_is_last():
    x = ivy.asarray([[1, 2, 3], [4, 5, 6]])
    assert_same(ivy.take_along_axis(x, ivy.asarray([[2], [-3]])), np.asarray([[3], [4]]))


@pytest.mark.parametrize("d", [ivy.float32, ivy.bool])
def test_non_integer_indices_raise(d):
    x = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(ivy.DtypeError):
        ivy.take(x, ivy.asarray([1], dtype=d), axis=0)
    with pytest.raises(ivy.DtypeError):
        ivy.take_along_axis(x, ivy.asarray([[1]], dtype=d), axis=0)


@pytest.mark.parametrize("key", [1.0, (0, 1.5), (Ellipsis, Ellipsis), (0, Ellipsis, Ellipsis)],
                         ids=["float", "float_in_tuple", "two_ellipses", "two_ellipses_after_int"])
def test_invalid_keys_are_index_errors(key):
    """A float key and a key with two ellipses are IndexError in ``x[key]`` and ``x[key] = v``,
    as NumPy says (JAX raised TypeError for the float; torch took ``x[..., ...]`` as ``x[...]``)."""
    x = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(IndexError):
        x[key]
    with pytest.raises(IndexError):
        x[key] = 0.0


_EMPTY_MASKS = [ms for k in (1, 2) for ms in itertools.product(range(3), repeat=k) if 0 in ms]


@pytest.mark.parametrize("xs", [(3, 2), (1, 2), (2, 1), (0, 2), (3,), (2, 1, 2)], ids=str)
def test_empty_masks_as_numpy(xs):
    """An empty boolean mask indexes (and assigns) as in NumPy: each mask axis is 0 or the
    size of the axis it stands against, else IndexError (array-api-tests found tf raising
    on the first; torch accepted the second)."""
    a = np.arange(math.prod(xs), dtype=np.float32).reshape(xs)
    for ms in _EMPTY_MASKS:
        m = np.zeros(ms, dtype=bool)
        for key in (m, (..., m), (None, m, ...)):
            parts = key if isinstance(key, tuple) else (key,)
            tk = tuple(to_ivy(k) if isinstance(k, np.ndarray) else k for k in parts)
            try:
                want = a[key]
            except IndexError:
                with pytest.raises(IndexError):
                    to_ivy(a)[tk]
                continue
            assert_same(to_ivy(a)[tk], want)
            x = to_ivy(a)
            x[tk] = 5.0
            assert_same(x, a)


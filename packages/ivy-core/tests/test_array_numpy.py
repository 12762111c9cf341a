"""``ivy.Array`` on the numpy backend: memory sharing, in-place writes, NumPy interop.

The backend-agnostic behaviour is in ``ivy.testing.test_array_object``; these
are the promises that only hold on a mutable framework (ARCHITECTURE.md §4).
"""

from __future__ import annotations

import operator

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

INPLACE = [operator.iadd, operator.isub, operator.imul, operator.ipow, operator.ifloordiv, operator.imod,
           operator.iand, operator.ior, operator.ixor, operator.ilshift, operator.irshift]


def test_wraps_without_copy():
    a = np.arange(3.0, dtype=np.float32)
    x = ivy.Array(a)
    assert x.data is a and x.to_native() is a
    assert np.shares_memory(np.asarray(x), a)
    assert ivy.asarray(a).data is a  # asarray of a same-dtype ndarray does not copy


@pytest.mark.parametrize("op", INPLACE, ids=lambda f: f.__name__)
def test_inplace_writes_into_the_same_buffer(op):
    base = np.arange(1, 7, dtype=np.int32).reshape(2, 3)
    x = ivy.asarray(base)
    view = base[1]  # a NumPy view of the same memory
    ivy_view = x[1]  # and an ivy one
    before = x.data
    expected = op(base.copy(), np.int32(2))
    r = op(x, 2)
    assert r is x and x.data is before  # same ivy.Array, same ndarray
    np.testing.assert_array_equal(base, expected)  # written through
    np.testing.assert_array_equal(view, expected[1])
    np.testing.assert_array_equal(np.asarray(ivy_view), expected[1])


def test_inplace_float_ops_share_memory():
    a = np.ones((2, 2), dtype=np.float64)
    x = ivy.asarray(a)
    x /= 4.0
    x @= ivy.asarray(np.eye(2))
    assert x.data is a and np.all(a == 0.25)


def test_inplace_on_read_only_rebinds():
    a = np.broadcast_to(np.float32(1), (3,))  # read-only
    x = ivy.asarray(a)
    x += 1
    np.testing.assert_array_equal(np.asarray(x), np.full(3, 2, np.float32))
    assert a[0] == 1 and x.data is not a


def test_failed_inplace_leaves_the_buffer_alone():
    a = np.arange(3, dtype=np.int64)
    x = ivy.asarray(a)
    with pytest.raises(ivy.DtypeError):
        x += 0.5
    np.testing.assert_array_equal(a, [0, 1, 2])


def test_setitem_writes_into_the_same_buffer():
    a = np.zeros((2, 3), dtype=np.float32)
    x = ivy.asarray(a)
    row = x[0]
    x[0, 1:] = 5.0
    x[ivy.asarray(np.array([[False] * 3, [True, False, True]]))] = -1.0
    assert x.data is a
    np.testing.assert_array_equal(a, [[0, 5, 5], [-1, 0, -1]])
    np.testing.assert_array_equal(np.asarray(row), [0, 5, 5])  # basic indexing gives views, as in NumPy


def test_numpy_operands_on_either_side():
    a = np.arange(3, dtype=np.float32)
    x = ivy.asarray(a)
    for r in (a + x, x + a, a * x, a @ x, a == x, a < x, a ** x, a - x):
        assert isinstance(r, ivy.Array), type(r)
    np.testing.assert_array_equal(np.asarray(a - x), np.zeros(3, np.float32))


def test_numpy_functions_see_an_array():
    x = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
    assert np.sum(np.asarray(x)) == 10.0
    assert np.array(x, copy=True) is not x.data
    assert np.asarray(x).dtype == np.float32
    assert np.asarray(x, dtype=np.float64).dtype == np.float64
    c = x.__array__(copy=True)
    c[0, 0] = 100
    assert float(x[0, 0]) == 1.0
    with pytest.raises(ValueError, match="copy"):
        x.__array__(dtype=np.float64, copy=False)


def test_dlpack_shares_memory():
    a = np.arange(4, dtype=np.int16)
    x = ivy.asarray(a)
    d = np.from_dlpack(x)
    assert np.shares_memory(d, a)
    assert x.__dlpack_device__() == a.__dlpack_device__()


def test_repr_exact():
    assert repr(ivy.asarray([1, 2], dtype=ivy.int32)) == "ivy.array([1, 2], dtype=int32, backend=numpy)"
    assert repr(ivy.asarray(True)) == "ivy.array(True, dtype=bool, backend=numpy)"
    assert repr(ivy.zeros((2, 0))) == "ivy.array([], shape=(2, 0), dtype=float32, backend=numpy)"
    r = repr(ivy.zeros(10_000))
    assert "..." in r and len(r) < 200  # summarised, like NumPy


def test_0d_results_are_arrays_not_numpy_scalars():
    x = ivy.asarray([1.0, 2.0])
    for r in (x[0], x[0] + 1, -x[0], x[0] == 1.0, x @ x):
        assert isinstance(r, ivy.Array) and type(r.data) is np.ndarray and r.shape == ()


@given(hnp.arrays(np.int32, hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4),
                  elements=st.integers(-50, 50)))
def test_inplace_matches_numpy(a):
    x = ivy.asarray(a.copy())
    x += 3
    x *= 2
    x -= a
    expected = (a + 3) * 2 - a
    np.testing.assert_array_equal(np.asarray(x), expected)
    assert x.dtype is ivy.int32

"""Searching functions against array-api-strict (NumPy for float16 and ivy's extras)."""

from __future__ import annotations

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import (
    assert_same,
    expect_unsupported,
    lacking,
    np_dtype,
    result_lacking,
    supported_dtypes,
    to_ivy,
    to_native,
    to_numpy,
    to_strict,
)

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")


def _f16(x):
    return x.dtype == np.float16


# ------------------------------------------------------------------ argmax / argmin


@st.composite
def arg_input(draw, **elem_kwargs):
    d = draw(sti.dtypes(("real floating", "integral"), standard=False))
    x = draw(sti.arrays(dtype=d, shape=sti.shapes(min_side=1), **elem_kwargs))
    return x, draw(sti.axes(x.ndim, allow_tuple=False)), draw(st.booleans())


@pytest.mark.parametrize("name", ["argmax", "argmin"])
@given(data=arg_input())
def test_argmax_argmin(name, data):
    x, axis, keepdims = data
    res = getattr(ivy, name)(to_ivy(x), axis=axis, keepdims=keepdims)
    if _f16(x):
        exp = np.asarray(getattr(np, name)(x, axis=axis, keepdims=keepdims))
    else:
        exp = getattr(xp, name)(to_strict(x), axis=axis, keepdims=keepdims)
    assert_same(res, exp, msg=f"{name}(axis={axis}, keepdims={keepdims})")


def _last_index_of(v, best):
    return np.flatnonzero(v == best(v))[-1]


@pytest.mark.parametrize("name", ["argmax", "argmin"])
@given(data=arg_input(allow_nan=False))
def test_argmax_argmin_select_last_index(name, data):
    # ivy 1.0's select_last_index: the last occurrence of the extreme value.
    x, axis, keepdims = data
    best = np.max if name == "argmax" else np.min
    res = getattr(ivy, name)(to_ivy(x), axis=axis, keepdims=keepdims, select_last_index=True)
    if axis is None:
        exp = np.asarray(_last_index_of(x.ravel(), best))
        if keepdims:
            exp = exp.reshape((1,) * x.ndim)
    else:
        exp = np.apply_along_axis(lambda v: _last_index_of(v, best), axis, x)
        if keepdims:
            exp = np.expand_dims(exp, axis)
    assert_same(res, exp.astype(np.int64))


@pytest.mark.parametrize("name", ["argmax", "argmin"])
@pytest.mark.parametrize("last", [False, True])
def test_argmax_argmin_at_the_finite_ends(name, last):
    """A slice whose extreme is the lowest finite value (argmax; the highest for argmin) after
    infinities of the other sign: TensorFlow's kernels start from that value with a strict
    comparison and gave index 0 (argmax([-inf, -3.4e38]) was 0; found by a thorough run)."""
    sign = -1 if name == "argmax" else 1
    for d in supported_dtypes("real floating", standard=False):
        nd = np_dtype(d)
        if nd.kind != "f":
            continue  # bfloat16: NumPy has no such dtype to build the reference with
        end = np.finfo(nd).min if name == "argmax" else np.finfo(nd).max
        inf = sign * np.inf
        x = np.array([[inf, end, end], [end, inf, end], [inf, inf, end], [inf, inf, inf], [end, 0, inf]], nd)
        for axis in (None, 0, 1):
            got = getattr(ivy, name)(to_ivy(x), axis=axis, select_last_index=last)
            v = x if not last else np.flip(x, axis=axis)
            want = np.asarray(getattr(np, name)(v, axis=axis))
            if last:
                want = (x.size if axis is None else x.shape[axis]) - 1 - want
            assert_same(got, want.astype(np.int64), msg=f"{name}{' last' if last else ''} axis={axis} [{d}]")


def test_argmax_argmin_errors_and_dtype():
    x = ivy.asarray([[3, 9, 9], [1, 0, 0]])
    assert_same(ivy.argmax(x, axis=1, dtype=ivy.int32), np.asarray([1, 0], dtype=np.int32))
    assert_same(ivy.argmin(x, axis=1, output_dtype=ivy.int32), np.asarray([0, 1], dtype=np.int32))
    assert_same(ivy.argmin(x, axis=1, select_last_index=True), np.asarray([0, 2]))
    for fn in (ivy.argmax, ivy.argmin):
        with pytest.raises(ValueError):
            fn(ivy.zeros((0,)))
        with pytest.raises(ValueError):
            fn(ivy.zeros((2, 0)), axis=1)
        assert fn(ivy.zeros((0, 2)), axis=1).shape == (0,)
        for d in supported_dtypes("complex floating"):
            with pytest.raises(ivy.UnsupportedDtypeError):
                fn(ivy.ones((2,), dtype=d))


# ------------------------------------------------------------------- count_nonzero


@given(data=st.data())
def test_count_nonzero(data):
    x = data.draw(sti.arrays())
    axis = data.draw(sti.axes(x.ndim))
    keepdims = data.draw(st.booleans())
    res = ivy.count_nonzero(to_ivy(x), axis=axis, keepdims=keepdims)
    assert_same(res, xp.count_nonzero(to_strict(x), axis=axis, keepdims=keepdims))


def test_count_nonzero_complex_and_dtype():
    zs = np.array([0j, 1j, 1 + 0j, complex(0, -0.0)], dtype=np.complex64)
    if lacking(ivy.complex64):
        with expect_unsupported(ivy.complex64):
            ivy.asarray(zs)
    else:
        assert_same(ivy.count_nonzero(ivy.asarray(zs)), np.asarray(2))
    assert_same(ivy.count_nonzero(ivy.asarray([[0, 2], [3, 4]]), axis=0, dtype=ivy.int32),
                np.asarray([1, 2], dtype=np.int32))


# ------------------------------------------------------------------------- nonzero


@given(x=sti.arrays(shape=sti.shapes(min_dims=1)))
def test_nonzero(x):
    res = ivy.nonzero(to_ivy(x))
    exp = xp.nonzero(to_strict(x))
    assert isinstance(res, tuple) and len(res) == x.ndim
    assert_same(res, exp)


@given(x=sti.arrays(shape=sti.shapes(min_dims=1)), size=st.integers(0, 8), fill=st.integers(-3, 3))
def test_nonzero_extras(x, size, fill):
    # ivy 1.0's as_tuple=False: one (n, ndim) array; size/fill_value: cut or pad to size.
    idx = np.stack([np.asarray(i) for i in np.unravel_index(np.flatnonzero(x), x.shape)], axis=-1)
    assert_same(ivy.nonzero(to_ivy(x), as_tuple=False), idx.astype(np.int64).reshape(-1, x.ndim))
    padded = np.full((size, x.ndim), fill, dtype=np.int64)
    n = min(size, idx.shape[0])
    padded[:n] = idx[:n]
    res = ivy.nonzero(to_ivy(x), size=size, fill_value=fill)
    assert_same(res, tuple(padded[:, k] for k in range(x.ndim)))


def test_nonzero_0d_raises():
    with pytest.raises(ValueError):
        ivy.nonzero(ivy.asarray(1.0))


# -------------------------------------------------------------------- searchsorted


@st.composite
def searchsorted_input(draw):
    d = draw(sti.dtypes(("real floating", "integral"), standard=False))
    x1 = np.sort(draw(sti.arrays(dtype=d, shape=st.integers(0, 6).map(lambda n: (n,)))))
    x2 = draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=2)))
    if x1.size and draw(st.booleans()):
        # Values taken from x1 hit the ties 'side' decides.
        x2 = draw(hnp.arrays(x1.dtype, x2.shape, elements=st.sampled_from(list(x1))))
    return x1, x2, draw(st.sampled_from(["left", "right"]))


@given(data=searchsorted_input())
def test_searchsorted(data):
    x1, x2, side = data
    res = ivy.searchsorted(to_ivy(x1), to_ivy(x2), side=side)
    if _f16(x1):
        exp = np.asarray(np.searchsorted(x1, x2, side=side))
    else:
        exp = xp.searchsorted(to_strict(x1), to_strict(x2), side=side)
    assert_same(res, exp)


@given(data=st.data())
def test_searchsorted_sorter_and_scalar(data):
    d = data.draw(sti.dtypes(("real floating", "integral")))
    x1 = data.draw(sti.arrays(dtype=d, shape=st.integers(0, 6).map(lambda n: (n,))))
    sorter = np.argsort(x1, kind="stable")
    side = data.draw(st.sampled_from(["left", "right"]))
    if d.kind == "f":
        v = data.draw(st.floats(allow_nan=False, width=d.bits))
    else:
        info = ivy.iinfo(d)
        v = data.draw(st.integers(info.min, info.max))
    res = ivy.searchsorted(to_ivy(x1), v, side=side, sorter=to_ivy(sorter))
    exp = xp.searchsorted(to_strict(x1), v, side=side, sorter=to_strict(sorter))
    assert_same(res, exp)
    assert res.shape == ()


def test_searchsorted_extras_and_errors():
    x1 = ivy.asarray([1, 3, 5])
    assert_same(ivy.searchsorted(x1, 4.5), np.asarray(2))  # a float scalar into an int array
    assert_same(ivy.searchsorted(x1, ivy.asarray([3]), ret_dtype=ivy.int32), np.asarray([1], dtype=np.int32))
    with pytest.raises(ValueError):
        ivy.searchsorted(ivy.ones((2, 2)), 1.0)


# --------------------------------------------------------------------------- where


def _promotable(d):
    """Standard dtypes that promote with ``d`` under the standard's rules."""
    out = []
    for e in supported_dtypes():
        try:
            xp.result_type(getattr(xp, d.name), getattr(xp, e.name))
        except TypeError:
            continue
        out.append(e)
    return out


@given(data=st.data())
def test_where(data):
    d1 = data.draw(sti.dtypes())
    d2 = data.draw(st.sampled_from(_promotable(d1)))
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=3, min_dims=0, max_dims=3, max_side=3))
    c, s1, s2 = shapes.input_shapes
    cond = data.draw(sti.arrays(dtype=ivy.bool, shape=c))
    x1 = data.draw(sti.arrays(dtype=d1, shape=s1))
    x2 = data.draw(sti.arrays(dtype=d2, shape=s2))
    expected = xp.where(to_strict(cond), to_strict(x1), to_strict(x2))
    if result_lacking(expected):  # int8 with uint8 promotes to int16, which the backend may lack
        with expect_unsupported(*result_lacking(expected)):
            ivy.where(to_ivy(cond), to_ivy(x1), to_ivy(x2))
        return
    res = ivy.where(to_ivy(cond), to_ivy(x1), to_ivy(x2))
    assert_same(res, expected)


def _scalar_of_kind(draw, d):
    if d.kind == "b":
        return draw(st.booleans())
    if d.kind in "iu":
        info = ivy.iinfo(d)
        return draw(st.integers(info.min, info.max))
    if d.kind == "f":
        return draw(st.floats(width=d.bits, allow_subnormal=False))
    return complex(draw(st.floats(width=d.bits // 2)), draw(st.floats(width=d.bits // 2)))


@given(data=st.data())
def test_where_scalar_same_kind(data):
    d = data.draw(sti.dtypes())
    x = data.draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=3)))
    cond = data.draw(sti.arrays(dtype=ivy.bool, shape=st.just(x.shape[1:])))
    s = _scalar_of_kind(data.draw, d)
    first = data.draw(st.booleans())
    args = (to_ivy(x), s) if first else (s, to_ivy(x))
    sargs = (to_strict(x), s) if first else (s, to_strict(x))
    assert_same(ivy.where(to_ivy(cond), *args), xp.where(to_strict(cond), *sargs))


@given(data=st.data())
def test_where_scalar_cross_kind(data):
    # The standard leaves these open; ivy promotes like its binary element-wise functions:
    # a float scalar with an integer/bool array gives float32, a complex scalar complex64,
    # an int scalar with a bool array int64.
    d = data.draw(sti.dtypes(("bool", "integral")))
    x = data.draw(sti.arrays(dtype=d, shape=sti.shapes(max_dims=2)))
    cond = data.draw(sti.arrays(dtype=ivy.bool, shape=st.just(x.shape)))
    choices = ["float", "complex"] + (["int"] if d.kind == "b" else [])
    kind = data.draw(st.sampled_from(choices))
    if kind == "float":
        s, out = data.draw(st.floats(-1e6, 1e6, width=32)), np.float32
    elif kind == "complex":
        s, out = complex(data.draw(st.floats(-10, 10, width=32)), 1.5), np.complex64
    else:
        s, out = data.draw(st.integers(-100, 100)), np.int64
    if lacking(out.__name__):  # a complex scalar on a backend without complex64: reported
        with expect_unsupported(out.__name__):
            ivy.where(to_ivy(cond), to_ivy(x), s)
        with expect_unsupported(out.__name__):
            ivy.where(to_ivy(cond), s, to_ivy(x))
        return
    res = ivy.where(to_ivy(cond), to_ivy(x), s)
    assert_same(res, np.where(cond, x.astype(out), np.asarray(s, dtype=out)))
    res = ivy.where(to_ivy(cond), s, to_ivy(x))
    assert_same(res, np.where(cond, np.asarray(s, dtype=out), x.astype(out)))


def test_where_two_scalars_and_overflow():
    assert_same(ivy.where(ivy.asarray([True, False]), 1, 2.5), np.asarray([1.0, 2.5], dtype=np.float32))
    with pytest.raises(ivy.ScalarOverflowError):
        ivy.where(ivy.asarray([True]), ivy.asarray([1], dtype=ivy.int8), 1000)


# ------------------------------------------------------------------ native arrays


@pytest.mark.parametrize("name", ["argmax", "argmin", "count_nonzero"])
@given(x=sti.arrays(kind="real floating", shape=sti.shapes(min_side=1)))
def test_native_in_native_out(name, x):
    n = to_native(x)
    r = getattr(ivy, name)(n)
    assert type(r) is type(n)
    assert tuple(r.shape) == ()
    assert np_dtype(ivy.asarray(r).dtype) == np.int64
    assert to_numpy(r) == to_numpy(getattr(ivy, name)(to_ivy(x)))

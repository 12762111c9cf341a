"""ivy 1.0's integer and scan functions: ``gcd``, ``lcm`` (against NumPy), ``cummax``,
``cummin`` (against torch, which defines them), ``nanmedian`` and ``lexsort`` (against NumPy)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import assert_same, backend_name, np_dtype, supported_dtypes, to_ivy

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)

shapes = hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4)


def _dtype(kinds):
    return st.sampled_from([np_dtype(d) for d in supported_dtypes(kinds)])


def _small_ints(d):
    return st.integers(0 if d.kind == "u" else -11, 11)  # |lcm| <= 110 fits every integer dtype


# ------------------------------------------------------------------ gcd, lcm


@_few
@given(data=st.data())
def test_gcd_lcm(data):
    d = data.draw(_dtype("integral"))
    shape = data.draw(shapes)
    a = data.draw(hnp.arrays(d, shape, elements=_small_ints(d)))
    b = data.draw(hnp.arrays(d, data.draw(st.sampled_from([shape, (), shape[-1:]])), elements=_small_ints(d)))
    assert_same(ivy.gcd(to_ivy(a), to_ivy(b)), np.gcd(a, b))
    assert_same(ivy.lcm(to_ivy(a), to_ivy(b)), np.lcm(a, b))


def test_gcd_large_int64():
    fib = [1, 1]
    while len(fib) < 90:
        fib.append(fib[-1] + fib[-2])
    a = np.array(fib[1:] + [2**62, 0, 0], dtype=np.int64)  # consecutive Fibonacci numbers: Euclid's worst case
    b = np.array(fib[:-1] + [3 * 2**40, 7, 0], dtype=np.int64)
    assert_same(ivy.gcd(to_ivy(a), to_ivy(b)), np.gcd(a, b))
    assert_same(ivy.lcm(to_ivy(a[:40]), to_ivy(b[:40])), np.lcm(a[:40], b[:40]))


def test_gcd_python_int_and_errors():
    assert_same(ivy.gcd(to_ivy(np.array([12, 9], dtype=np.int32)), 6), np.array([6, 3], dtype=np.int32))
    with pytest.raises(ivy.UnsupportedDtypeError):
        ivy.gcd(ivy.asarray([1.0]), ivy.asarray([2.0]))
    with pytest.raises(ivy.UnsupportedDtypeError):
        ivy.lcm(ivy.asarray([1.5]), 2)


# ------------------------------------------------------------ cummax, cummin


def _torch_scan(x, axis, exclusive, reverse, largest):
    """Ivy 1.0's definition from torch.cummax/cummin: exclusive scans x shifted one place with
    a 0 in front; reverse scans the flipped array and flips the result back."""
    torch = pytest.importorskip("torch", reason="torch.cummax is the reference")
    x = np.flip(x, axis) if reverse else x
    if exclusive and x.shape[axis]:
        zero = np.zeros(x.shape[:axis] + (1,) + x.shape[axis + 1:], x.dtype)
        x = np.concatenate([zero, np.take(x, range(x.shape[axis] - 1), axis=axis)], axis=axis)
    held = x.astype(np.int64) if x.dtype.kind == "u" or x.dtype == np.int16 else x  # (torch's int types)
    fn = torch.cummax if largest else torch.cummin
    v, i = fn(torch.from_numpy(held.copy()), axis)
    v, i = v.numpy().astype(x.dtype), i.numpy()
    if reverse:
        v, i = np.flip(v, axis), np.flip(i, axis)
    return v, i


@_few
@given(data=st.data())
def test_cummax_cummin(data):
    d = data.draw(_dtype(("integral", "real floating", "bool")))
    elements = st.sampled_from([0.0, 1.0, -2.0, np.nan, 3.5]) | st.floats(-9, 9, width=32) if d.kind == "f" \
        else st.booleans() if d.kind == "b" else st.integers(0 if d.kind == "u" else -3, 3)  # few values: ties
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=5), elements=elements))
    axis = data.draw(st.integers(-x.ndim, x.ndim - 1))
    exclusive, reverse = data.draw(st.booleans()), data.draw(st.booleans())
    for fn, largest in ((ivy.cummax, True), (ivy.cummin, False)):
        v, i = fn(to_ivy(x), axis=axis, exclusive=exclusive, reverse=reverse)
        ev, ei = _torch_scan(x, axis % x.ndim, exclusive, reverse, largest)
        msg = f"{fn.__name__} axis={axis} exclusive={exclusive} reverse={reverse}"
        assert_same(v, ev, msg=msg)
        assert_same(i, ei, msg=msg)


def test_cummax_ivy_examples_and_dtype():
    v, i = ivy.cummax(ivy.asarray([-47, -14, -67, 15, -23, -45]), axis=0, reverse=True)
    assert ivy.to_list(v) == [15, 15, 15, 15, -23, -45] and ivy.to_list(i) == [2, 2, 2, 2, 1, 0]
    v, i = ivy.cummax(ivy.asarray([[-36, 83, -81], [23, 29, 63]]), axis=1, exclusive=True)
    assert ivy.to_list(v) == [[0, 0, 83], [0, 23, 29]] and ivy.to_list(i) == [[0, 0, 2], [0, 1, 2]]
    v, i = ivy.cummin(ivy.asarray(2.5), dtype=ivy.float64)
    assert_same(v, np.array(2.5)) and assert_same(i, np.array(0))
    with pytest.raises(ivy.AxisError):
        ivy.cummax(ivy.asarray([1, 2]), axis=1)


# ------------------------------------------------------------------ nanmedian


@_few
@given(data=st.data())
def test_nanmedian(data):
    d = data.draw(_dtype(("integral", "real floating")))
    elements = st.sampled_from([np.nan, 1.0, -2.5]) | st.floats(-1e3, 1e3, width=32) if d.kind == "f" \
        else st.integers(0, 100)
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=0, max_dims=3, min_side=1, max_side=4), elements=elements))
    axis = data.draw(st.none() | st.integers(-max(x.ndim, 1), max(x.ndim, 1) - 1) if x.ndim else st.none())
    keepdims = data.draw(st.booleans())
    want = np.nanmedian(x, axis=axis, keepdims=keepdims)
    want = np.asarray(want).astype(d if d.kind == "f" else np.float32)
    assert_same(ivy.nanmedian(to_ivy(x), axis=axis, keepdims=keepdims), want, msg=f"axis={axis}")


def test_nanmedian_tuple_axis():
    x = np.array([[[1.0, np.nan], [3.0, 8.0]], [[np.nan, np.nan], [2.0, 5.0]]], dtype=np.float32)
    assert_same(ivy.nanmedian(to_ivy(x), axis=(0, 2)), np.nanmedian(x, axis=(0, 2)))


# -------------------------------------------------------------------- lexsort


@_few
@given(data=st.data())
def test_lexsort(data):
    d = data.draw(_dtype(("integral", "real floating", "bool")))
    k = data.draw(st.integers(1, 3))
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=2, min_side=0, max_side=6))
    elements = st.booleans() if d.kind == "b" else st.integers(0, 3)  # small values: ties
    keys = data.draw(hnp.arrays(d, (k,) + shape, elements=elements))
    axis = data.draw(st.integers(-len(shape), len(shape) - 1))
    assert_same(ivy.lexsort(to_ivy(keys), axis=axis), np.lexsort(keys, axis=axis).astype(np.int64))


def test_lexsort_one_key_and_errors():
    assert_same(ivy.lexsort(ivy.asarray([3, 1, 2])), np.array([1, 2, 0], dtype=np.int64))
    with pytest.raises(ivy.ShapeError):
        ivy.lexsort(ivy.asarray(1))


# ------------------------------------------------------------- norms (torch's definitions)


def _float_dtype():
    return st.sampled_from([np_dtype(d) for d in supported_dtypes("real floating")])


def _torch_normalize(x, p, axis):
    torch = pytest.importorskip("torch", reason="torch.nn.functional.normalize is the reference")
    if x.size == 0:
        return x.copy()
    t = torch.from_numpy(x.astype(np.float64))
    if axis is None or x.ndim == 0:
        return torch.nn.functional.normalize(t.reshape(-1), p=p, dim=0).reshape(x.shape).numpy().astype(x.dtype)
    return torch.nn.functional.normalize(t, p=p, dim=axis).numpy().astype(x.dtype)


@_few
@given(data=st.data())
def test_lp_normalize(data):
    d = data.draw(_float_dtype())
    x = data.draw(hnp.arrays(d, shapes, elements=st.floats(-100, 100, width=32, allow_subnormal=False)))
    axis = data.draw(st.none() | st.integers(-x.ndim, x.ndim - 1)) if x.ndim else None
    p = data.draw(st.sampled_from([1, 2, 3, 0.5, float("inf")]))
    msg = f"p={p} axis={axis}"
    assert_same(ivy.lp_normalize(to_ivy(x), p=p, axis=axis), _torch_normalize(x, p, axis), msg=msg)
    if p == 1:
        assert_same(ivy.l1_normalize(to_ivy(x), axis=axis), _torch_normalize(x, 1, axis), msg=msg)
    if p == 2:
        assert_same(ivy.l2_normalize(to_ivy(x), axis=axis), _torch_normalize(x, 2, axis), msg=msg)


def test_l1_normalize_tuple_axis_and_ints():
    x = np.arange(24, dtype=np.float32).reshape(2, 3, 4) - 10
    want = x / np.abs(x).sum(axis=(0, 2), keepdims=True)
    assert_same(ivy.l1_normalize(to_ivy(x), axis=(0, 2)), want)
    assert_same(ivy.l2_normalize(ivy.asarray([3, 4])), np.array([0.6, 0.8], np.float32))


@_few
@given(data=st.data())
def test_local_response_norm(data):
    torch = pytest.importorskip("torch", reason="torch.nn.functional.local_response_norm is the reference")
    d = data.draw(_float_dtype())
    shape = data.draw(hnp.array_shapes(min_dims=3, max_dims=4, min_side=1, max_side=5))
    x = data.draw(hnp.arrays(d, shape, elements=st.floats(-10, 10, width=32, allow_subnormal=False)))
    size = data.draw(st.integers(1, 6))
    alpha, beta, bias = data.draw(st.sampled_from([(1.0, 0.5, 1.0), (1e-4, 0.75, 2.0), (0.5, 1.0, 0.5)]))
    average = data.draw(st.booleans())
    fmt = data.draw(st.sampled_from(["NHWC", "NCHW"]))
    nchw = x if fmt == "NCHW" else np.moveaxis(x, -1, 1)
    want = torch.nn.functional.local_response_norm(torch.from_numpy(nchw.astype(np.float64)), size,
                                                   alpha=alpha if average else alpha * size, beta=beta, k=bias)
    want = want.numpy().astype(d)
    want = want if fmt == "NCHW" else np.moveaxis(want, 1, -1)
    got = ivy.local_response_norm(to_ivy(x), size, bias=bias, alpha=alpha, beta=beta, average=average, data_format=fmt)
    assert_same(got, want, msg=f"size={size} average={average} {fmt}")


def test_local_response_norm_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.local_response_norm(ivy.ones((2, 3)), 2)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.local_response_norm(ivy.ones((1, 2, 3)), 2, data_format="NCW")

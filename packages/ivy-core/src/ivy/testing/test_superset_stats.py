"""Ivy's superset reductions and selection: nansum, nanmean, median, quantile, histogram
against NumPy (which defines them), top_k against torch.topk.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import backend_name, np_dtype, supported_dtypes, to_ivy, to_numpy, unsigned_accumulator

torch = pytest.importorskip("torch", reason="torch is the reference for top_k")

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # NumPy's all-NaN / empty warnings

# JAX compiles every new shape (and these compositions run many ops): fewer examples there
# keep the file's run short; the other backends run the profile's count.
_few = settings(max_examples=min(8, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _check(res, exp, *, rtol=None, atol=None, msg=""):
    exp = np.asarray(exp)
    assert res.dtype.name == exp.dtype.name, f"{msg}: dtype {res.dtype.name} != {exp.dtype.name}"
    r = to_numpy(res)
    assert r.shape == exp.shape, f"{msg}: shape {r.shape} != {exp.shape}"
    if exp.dtype.kind in "biu":
        np.testing.assert_array_equal(r, exp, err_msg=msg)
        return
    if rtol is None:
        rtol = {2: 2e-3, 4: 2e-5, 8: 1e-12, 16: 1e-5}[exp.dtype.itemsize]
    np.testing.assert_allclose(r, exp, rtol=rtol, atol=rtol if atol is None else atol, equal_nan=True,
                               err_msg=msg)


def _real_dtypes():
    return st.sampled_from(supported_dtypes(("real floating", "integral")))


@st.composite
def reduction_input(draw, *, nan=True, dtypes=None):
    d = draw(dtypes if dtypes is not None else _real_dtypes())
    if d.kind in "iu":
        el = st.integers(0 if d.kind == "u" else -100, 100)
    else:
        el = st.floats(-1e3, 1e3, width=np_dtype(d).itemsize * 8, allow_subnormal=False)
        if nan:
            el = st.one_of(el, st.just(float("nan")))
    x = draw(hnp.arrays(np_dtype(d), sti.shapes(max_dims=3), elements=el))
    axis = draw(sti.axes(x.ndim))
    return x, axis, draw(st.booleans())


def _np_axis(axis):
    return None if axis is None else (tuple(axis) if isinstance(axis, tuple) else axis)


# ------------------------------------------------------------------ nansum/nanmean


@_few
@given(data=reduction_input())
def test_nansum(data):
    x, axis, keepdims = data
    res = ivy.nansum(to_ivy(x), axis=axis, keepdims=keepdims)
    exp = np.nansum(x, axis=_np_axis(axis), keepdims=keepdims)
    if x.dtype.kind == "u":
        exp = exp.astype(unsigned_accumulator().name)
    elif x.dtype.kind in "ib":
        exp = exp.astype(np.int64)
    _check(res, exp, msg=f"nansum(axis={axis})")


def test_nansum_dtype():
    r = ivy.nansum(ivy.asarray([1.5, float("nan")]), dtype=ivy.float64)
    assert r.dtype == ivy.float64 and float(r) == 1.5


@_few
@given(data=reduction_input())
def test_nanmean(data):
    x, axis, keepdims = data
    res = ivy.nanmean(to_ivy(x), axis=axis, keepdims=keepdims)
    exp = np.nanmean(x.astype(np.float64) if x.dtype.kind in "iu" else x, axis=_np_axis(axis), keepdims=keepdims)
    exp = np.asarray(exp).astype(np.float32 if x.dtype.kind in "iu" else x.dtype)
    rtol = 5e-3 if x.dtype == np.float16 else None
    _check(res, exp, rtol=rtol, msg=f"nanmean(axis={axis})")


def test_nanmean_all_nan_and_dtype():
    r = ivy.nanmean(ivy.asarray([[float("nan"), 1.0], [float("nan"), float("nan")]]), axis=1)
    out = to_numpy(r)
    assert out[0] == 1.0 and np.isnan(out[1])
    assert ivy.nanmean(ivy.asarray([1, 2]), dtype=ivy.float64).dtype == ivy.float64


# ------------------------------------------------------------------ median/quantile


@_few
@given(data=reduction_input(nan=True))
def test_median(data):
    x, axis, keepdims = data
    if x.size == 0 and axis == ():
        axis = None  # NumPy's median fails to reshape an empty array for axis=()
    res = ivy.median(to_ivy(x), axis=axis, keepdims=keepdims)
    src = x.astype(np.float64) if x.dtype.kind in "iu" else x
    if x.size == 0:
        # NaN (an empty median), in the result's shape: NumPy's median cannot reshape an empty
        # array whose kept axes are empty too ((0, 0, 0) over axes (0, 1))
        exp = np.full(np.sum(src, axis=_np_axis(axis), keepdims=keepdims).shape, np.nan, src.dtype)
    else:
        exp = np.asarray(np.median(src, axis=_np_axis(axis), keepdims=keepdims))
    exp = exp.astype(np.float32 if x.dtype.kind in "iu" else x.dtype)
    _check(res, exp, msg=f"median(axis={axis})")


METHODS = ["linear", "lower", "higher", "midpoint", "nearest"]


@pytest.mark.parametrize("method", METHODS)
@_few
@given(data=reduction_input(nan=True), q=st.one_of(st.floats(0, 1, allow_subnormal=False), hnp.arrays(
    np.float64, hnp.array_shapes(min_dims=0, max_dims=2, max_side=3),
    elements=st.floats(0, 1, allow_subnormal=False))))  # (XLA and TensorFlow flush subnormal q to 0)
def test_quantile(method, data, q):
    x, axis, keepdims = data
    if x.size == 0 and axis == ():
        axis = None  # NumPy's quantile fails to reshape an empty array for axis=()
    n = x.size if axis is None else int(np.prod([x.shape[a] for a in ((axis,) if isinstance(axis, int) else axis)]))
    keeps = method in ("lower", "higher", "nearest")
    if n == 0:
        if keeps and x.dtype.kind in "iu":
            with pytest.raises(ValueError):
                ivy.quantile(to_ivy(x), q if isinstance(q, float) else to_ivy(q), axis=axis, interpolation=method)
        return
    res = ivy.quantile(to_ivy(x), q if isinstance(q, float) else to_ivy(q), axis=axis, keepdims=keepdims,
                       interpolation=method)
    src = x.astype(np.float64) if x.dtype.kind in "iu" and not keeps else x
    if x.size == 0:
        # Nothing to compute, but NumPy's quantile cannot reshape an empty array when some
        # reduced axes remain: the expected result is empty, of shape q.shape + kept axes.
        axes = range(x.ndim) if axis is None else [a % x.ndim for a in ((axis,) if isinstance(axis, int) else axis)]
        kept = tuple(1 if i in axes else d for i, d in enumerate(x.shape) if keepdims or i not in axes)
        exp = np.zeros(np.shape(q) + kept, src.dtype)
    else:
        exp = np.asarray(np.quantile(src, q, axis=_np_axis(axis), keepdims=keepdims, method=method))
    if keeps:
        exp = exp.astype(x.dtype)
    else:
        exp = exp.astype(np.float32 if x.dtype.kind in "iu" else x.dtype)
    _check(res, exp, msg=f"quantile(q={q}, axis={axis}, {method})")


def test_quantile_errors():
    x = ivy.asarray([1.0, 2.0])
    with pytest.raises(ValueError):
        ivy.quantile(x, 1.5)
    with pytest.raises(ValueError):
        ivy.quantile(x, 0.5, interpolation="cubic")
    with pytest.raises(ivy.UnsupportedDtypeError):
        ivy.median(ivy.asarray([1j, 2j]))


# ------------------------------------------------------------------------ top_k


@st.composite
def topk_input(draw):
    d = draw(st.sampled_from([t for t in supported_dtypes(("real floating", "signed integer"))
                              if t.name in ("float32", "float64", "int32", "int64")]))
    shape = draw(sti.shapes(min_dims=1, max_dims=3))
    n = int(np.prod(shape))
    # distinct values, so the indices are unique too (torch leaves the order of ties open)
    vals = draw(st.permutations(range(n)))
    x = (np.asarray(vals, dtype=np.int64).reshape(shape) - n // 2).astype(np_dtype(d))
    axis = draw(st.integers(-len(shape), len(shape) - 1))
    k = draw(st.integers(0, shape[axis]))
    return x, k, axis, draw(st.booleans())


@_few
@given(data=topk_input())
def test_top_k(data):
    x, k, axis, largest = data
    res = ivy.top_k(to_ivy(x), k, axis=axis, largest=largest)
    exp = torch.topk(torch.from_numpy(x.copy()), k, dim=axis, largest=largest, sorted=True)
    _check(res.values, exp.values.numpy(), msg="top_k values")
    _check(res.indices, exp.indices.numpy(), msg="top_k indices")
    assert isinstance(res, tuple) and res[0] is res.values


@_few
@given(data=st.data())
def test_top_k_breaks_ties_by_index(data):
    """Equal elements come in index order, as a stable sort gives them (torch.topk leaves their
    order open; ivy's torch backend sorts stably when the result holds a tie)."""
    d = data.draw(st.sampled_from(["bool", "int32", "float32"]))
    shape = data.draw(sti.shapes(min_dims=1, max_dims=2, min_side=1))
    axis = data.draw(st.integers(-len(shape), len(shape) - 1))
    x = np.asarray(data.draw(st.lists(st.integers(0, 2), min_size=int(np.prod(shape)),
                                      max_size=int(np.prod(shape))))).reshape(shape).astype(d)
    if d == "float32" and x.size and data.draw(st.booleans()):
        x.flat[0] = np.nan  # NaN counts as larger than every number
    k = data.draw(st.integers(0, shape[axis]))
    largest = data.draw(st.booleans())
    key = np.where(np.isnan(x), 3.0, x) if d == "float32" else x.astype(np.int64)  # (values are 0..2)
    order = np.argsort(-key if largest else key, axis=axis, kind="stable")
    idx = np.take(order, np.arange(k), axis=axis)
    res = ivy.top_k(to_ivy(x), k, axis=axis, largest=largest)
    _check(res.indices, idx.astype(np.int64), msg="top_k indices")
    _check(res.values, np.take_along_axis(x, idx, axis=axis), msg="top_k values")


def test_top_k_nan_and_errors():
    x = ivy.asarray([1.0, float("nan"), 3.0])
    v, i = ivy.top_k(x, 2)
    tv, ti = torch.topk(torch.tensor([1.0, float("nan"), 3.0]), 2)
    assert np.isnan(to_numpy(v)[0]) and to_numpy(v)[1] == 3.0 and to_numpy(i).tolist() == ti.tolist()
    v, i = ivy.top_k(x, 2, largest=False)
    assert to_numpy(v).tolist() == [1.0, 3.0]
    with pytest.raises(ValueError):
        ivy.top_k(x, 4)
    with pytest.raises(ValueError):
        ivy.top_k(ivy.asarray(1.0), 1)


# --------------------------------------------------------------------- histogram


@st.composite
def hist_input(draw):
    d = draw(st.sampled_from([t for t in supported_dtypes("real floating") if t.name in ("float32", "float64")]))
    x = draw(hnp.arrays(np_dtype(d), sti.shapes(min_dims=1, max_dims=2, max_side=6),
                        elements=st.integers(-20, 20).map(lambda i: i / 4)))
    kind = draw(st.sampled_from(["count", "range", "edges"]))
    if kind == "count":
        bins, rng = draw(st.integers(1, 6)), None
    elif kind == "range":
        lo = draw(st.integers(-8, 4)) / 2
        bins, rng = draw(st.integers(1, 6)), (lo, lo + draw(st.integers(1, 8)) / 2)
    else:
        e = sorted(set(draw(st.lists(st.integers(-24, 24), min_size=2, max_size=6, unique=True))))
        bins, rng = np.asarray(e, dtype=np_dtype(d)) / 4, None
    weights = draw(st.none() | hnp.arrays(np_dtype(d), x.shape, elements=st.integers(0, 4).map(float)))
    return x, bins, rng, weights, draw(st.booleans())


@_few
@given(data=hist_input())
def test_histogram(data):
    x, bins, rng, weights, density = data
    if density and (weights is not None and weights.sum() == 0 or weights is None and x.size == 0):
        density = False  # 0/0 everywhere
    h, e = ivy.histogram(to_ivy(x), bins=bins if isinstance(bins, int) else to_ivy(bins), range=rng,
                         weights=None if weights is None else to_ivy(weights), density=density)
    eh, ee = np.histogram(x, bins=bins, range=rng, weights=weights, density=density)
    if not density and weights is None:
        eh = eh.astype(np.int64)
    else:
        eh = eh.astype(x.dtype)
    _check(e, ee.astype(x.dtype), msg="histogram edges")
    _check(h, eh, rtol=1e-4 if x.dtype == np.float32 else 1e-10, msg=f"histogram(bins={bins}, range={rng})")


def test_histogram_edges_as_numpy():
    """Found by a thorough run: torch's float32 linspace put 1.5e-8 where NumPy's edge is 0, so a
    0 fell into the bin below. ivy makes NumPy's edges (lo + i * step in float64) on every backend."""
    for x, bins in (([0.0], 6), ([0.0, 0.25, -0.1], 10), ([1.0, 2.0, 3.0, 4.0, 5.0], 7)):
        a = np.asarray(x, np.float32)
        h, e = ivy.histogram(to_ivy(a), bins=bins)
        eh, ee = np.histogram(a, bins=bins)
        # (NumPy 1.x computes these edges in float64, NumPy 2 in float32: an ulp apart)
        np.testing.assert_allclose(to_numpy(e), ee.astype(np.float32), rtol=0, atol=2.4e-7 * np.abs(ee).max())
        np.testing.assert_array_equal(to_numpy(h), eh)


@_few
@given(x=hnp.arrays(np.float64, hnp.array_shapes(min_dims=2, max_dims=3, max_side=4),
                    elements=st.integers(0, 12).map(lambda i: i / 3)),
       lower=st.booleans(), upper=st.booleans())
def test_histogram_axis_and_extend(x, lower, upper):
    edges = np.array([1.0, 2.0, 3.0])
    axis = 0
    h, e = ivy.histogram(to_ivy(x), bins=to_ivy(edges), axis=axis, extend_lower_interval=lower,
                         extend_upper_interval=upper)
    # Reference per slice: each column's values, clipped into the edges where extended
    # (tfp.stats.histogram's extend_lower_interval / extend_upper_interval).
    cols = np.moveaxis(x, axis, -1).reshape(-1, x.shape[axis])
    exp = []
    for c in cols:
        c = c.copy()
        if lower:
            c[c < edges[0]] = edges[0]
        if upper:
            c[c > edges[-1]] = edges[-1]
        exp.append(np.histogram(c, bins=edges)[0])
    exp = np.asarray(exp, dtype=np.int64).T.reshape((2,) + np.moveaxis(x, axis, -1).shape[:-1])
    _check(h, exp, msg=f"histogram(axis={axis}, lower={lower}, upper={upper})")


def test_histogram_dtype_and_errors():
    h, e = ivy.histogram(ivy.asarray([1, 2, 2, 3]), bins=3, dtype=ivy.float64)
    assert h.dtype == ivy.float64 and e.dtype == ivy.float32
    assert to_numpy(h).tolist() == [1.0, 2.0, 1.0]
    with pytest.raises(ValueError):
        ivy.histogram(ivy.asarray([1.0, float("nan")]))  # the autodetected range is not finite
    with pytest.raises(ValueError):
        ivy.histogram(ivy.asarray([1.0]), bins=0)

"""ivy 1.0's experimental creation: the windows against torch's, ``eye_like``/``trilu``/
``indices``/``polyval`` against NumPy, the unsorted segment reductions against a loop written from
TensorFlow's documented definitions."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import assert_same, backend_name, np_dtype, supported_dtypes, to_ivy

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

_few = settings(max_examples=10) if backend_name() == "jax" else (lambda f: f)


def _floats():
    return st.sampled_from([d for d in supported_dtypes("real floating")])


@_few
@given(n=st.integers(0, 12), periodic=st.booleans(), d=_floats(), beta=st.sampled_from([0.0, 5.0, 12.0]))
def test_windows_against_torch(n, periodic, d, beta):
    torch = pytest.importorskip("torch", reason="torch defines the windows")
    f64 = torch.float64
    nd = np_dtype(d)
    cases = {
        "hann_window": (lambda: ivy.hann_window(n, periodic=periodic, dtype=d),
                        torch.hann_window(n, periodic=periodic, dtype=f64)),
        "hamming_window": (lambda: ivy.hamming_window(n, periodic=periodic, alpha=0.5, beta=0.4, dtype=d),
                           torch.hamming_window(n, periodic=periodic, alpha=0.5, beta=0.4, dtype=f64)),
        "blackman_window": (lambda: ivy.blackman_window(n, periodic=periodic, dtype=d),
                            torch.blackman_window(n, periodic=periodic, dtype=f64)),
        "kaiser_window": (lambda: ivy.kaiser_window(n, periodic, beta, dtype=d),
                          torch.kaiser_window(n, periodic=periodic, beta=beta, dtype=f64)),
    }
    for name, (fn, ref) in cases.items():
        assert_same(fn(), ref.numpy().astype(nd), atol=1e-6 if nd.itemsize <= 4 else 1e-12, msg=name)
    assert ivy.hann_window(4).dtype == ivy.float32


def test_window_length_must_not_be_negative():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.hann_window(-1)


@_few
@given(data=st.data())
def test_eye_like_trilu(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes(("real floating", "signed integer"))]))
    s = data.draw(hnp.array_shapes(min_dims=2, max_dims=3, min_side=0, max_side=4))
    x = data.draw(hnp.arrays(d, s, elements=st.integers(-5, 5)))
    k = data.draw(st.integers(-3, 3))
    assert_same(ivy.eye_like(to_ivy(x), k=k), np.eye(s[0], s[-1], k, dtype=d))
    assert_same(ivy.eye_like(to_ivy(x), k=k, dtype=ivy.float32), np.eye(s[0], s[-1], k, dtype=np.float32))
    assert_same(ivy.trilu(to_ivy(x), k=k), np.triu(x, k))
    assert_same(ivy.trilu(to_ivy(x), k=k, upper=False), np.tril(x, k))


@given(dims=st.lists(st.integers(0, 3), max_size=3), sparse=st.booleans())
def test_indices(dims, sparse):
    exp = np.indices(dims, sparse=sparse)
    res = ivy.indices(dims, sparse=sparse)
    if sparse:
        assert isinstance(res, tuple) and len(res) == len(exp)
        for r, e in zip(res, exp):
            assert_same(r, e.astype(np.int64))
    else:
        assert_same(res, exp.astype(np.int64))
    if dims and ivy.int32 in supported_dtypes():
        assert ivy.indices(dims, dtype=ivy.int32).dtype == ivy.int32


@_few
@given(data=st.data())
def test_polyval(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes(("real floating", "signed integer"))
                                   if t.name in ("float32", "float64", "int64")]))
    c = data.draw(hnp.arrays(d, st.integers(0, 5), elements=st.integers(-3, 3)))
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=3),
                             elements=st.integers(-3, 3)))
    assert_same(ivy.polyval(to_ivy(c), to_ivy(x)), np.asarray(np.polyval(c, x), dtype=np.result_type(c, x)))


def _segment_reference(data, ids, n, how):
    d = data.dtype
    out = []
    for s in range(n):
        rows = data[ids == s]
        if how == "sum":
            out.append(rows.sum(axis=0, dtype=d))
        elif how == "mean":
            out.append((rows.sum(axis=0) / max(len(rows), 1)).astype(d))
        else:
            big = np.finfo(d).max if d.kind == "f" else np.iinfo(d).max
            out.append(rows.min(axis=0) if len(rows) else np.full(data.shape[1:], big, d))
    return np.stack(out) if out else np.zeros((0,) + data.shape[1:], d)


@_few
@given(data=st.data())
def test_unsorted_segment_reductions(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes(("real floating", "signed integer"))
                                   if t.name in ("float32", "float64", "int32", "int64")]))
    rows = data.draw(st.integers(1, 6))
    x = data.draw(hnp.arrays(d, (rows,) + tuple(data.draw(st.lists(st.integers(1, 3), max_size=2))),
                             elements=st.integers(-9, 9)))
    n = data.draw(st.integers(0, 4))
    ids = data.draw(hnp.arrays(np.int64, (rows,), elements=st.integers(-1, 4)))
    for how in ("sum", "min", "mean"):
        if how == "mean" and d.kind != "f":
            continue
        res = getattr(ivy, f"unsorted_segment_{how}")(to_ivy(x), to_ivy(ids), n)
        assert_same(res, _segment_reference(x, ids, n, how), msg=how)


def test_unsorted_segment_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.unsorted_segment_sum(ivy.ones(3), ivy.asarray([0, 1]), 2)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.unsorted_segment_sum(ivy.ones(2), ivy.asarray([0.0, 1.0]), 2)

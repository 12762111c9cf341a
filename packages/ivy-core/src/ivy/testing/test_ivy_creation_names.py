"""ivy 1.0's experimental creation: the windows against torch's, ``eye_like``/``trilu``/
``indices``/``polyval`` against NumPy, the unsorted segment reductions against a loop written from
TensorFlow's documented definitions."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import assert_same, backend_name, np_dtype, supported_dtypes, to_ivy, to_numpy

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


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


# ------------------------------------------- TensorFlow's vorbis/KBD windows and mel matrix


def _i0_ref(x):
    """I0 by its power series sum_k (x / 2)^(2k) / (k!)^2."""
    return float(sum((x / 2) ** (2 * k) / math.factorial(k) ** 2 for k in range(80)))


@_few
@given(n=st.integers(0, 16), d=_floats(), beta=st.sampled_from([0.0, 3.0, 12.0]))
def test_vorbis_and_kbd_windows(n, d, beta):
    nd = np_dtype(d)
    exp = np.asarray([np.sin(np.pi / 2 * np.sin(np.pi * (i + 0.5) / n) ** 2) for i in range(n)], np.float64)
    assert_same(ivy.vorbis_window(n, dtype=d), exp.astype(nd), rtol=1e-6 if nd == np.float32 else 1e-12)
    # KBD (TensorFlow): a symmetric Kaiser window of n // 2 + 1 points, its normalised running
    # sums' square roots, then mirrored: 2 * (n // 2) points
    h = n // 2
    kaiser = [_i0_ref(beta * np.sqrt(max(0.0, 1 - (2 * i / h - 1) ** 2))) / _i0_ref(beta) if h else 1.0
              for i in range(h + 1)]
    c = np.cumsum(kaiser)
    half = np.sqrt(c[:h] / c[h]) if h else np.zeros(0)
    exp = np.concatenate([half, half[::-1]])
    got = ivy.kaiser_bessel_derived_window(n, beta, dtype=d)
    small = nd.itemsize <= 4
    assert_same(got, exp.astype(nd), rtol=1e-5 if small else 1e-11, atol=1e-7 if small else 1e-14)
    assert ivy.vorbis_window(n).dtype == ivy.float32


def test_vorbis_window_values_and_errors():
    # power complementary: w[n]^2 + w[n + N/2]^2 = 1
    w = to_numpy(ivy.vorbis_window(8))
    np.testing.assert_allclose(w[:4] ** 2 + w[4:] ** 2, 1.0, rtol=1e-6)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.vorbis_window(-1)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.kaiser_bessel_derived_window(4, dtype=ivy.int32)


def _mel_ref(mels, bins, rate, lo, hi):
    """TensorFlow's documented construction, one weight at a time."""
    def mel(f):
        return 1127.0 * np.log1p(f / 700.0)

    edges = np.linspace(mel(lo), mel(hi), mels + 2)
    out = np.zeros((bins, mels))
    freqs = np.linspace(0.0, rate / 2, bins)
    for i in range(1, bins):
        m = mel(freqs[i])
        for j in range(mels):
            left, center, right = edges[j], edges[j + 1], edges[j + 2]
            out[i, j] = max(0.0, min((m - left) / (center - left), (right - m) / (right - center)))
    return out.astype(np.float32)


@_few
@given(mels=st.integers(1, 12), bins=st.integers(2, 40), rate=st.sampled_from([8000, 16000, 22050]),
       lo=st.sampled_from([0.0, 20.0, 125.0]), hi=st.sampled_from([1000.0, 3000.0, 3900.0]))
def test_mel_weight_matrix(mels, bins, rate, lo, hi):
    assert_same(ivy.mel_weight_matrix(mels, bins, rate, lo, hi), _mel_ref(mels, bins, rate, lo, hi), rtol=1e-5,
                atol=1e-6)


def test_mel_weight_matrix_defaults_and_errors():
    assert_same(ivy.mel_weight_matrix(3, 10, 8000), _mel_ref(3, 10, 8000, 0.0, 3000.0), rtol=1e-5, atol=1e-6)
    for args in [(0, 10, 8000), (3, 10, 8000, 100.0, 50.0), (3, 10, 8000, 0.0, 5000.0), (3, 10, 8000, -1.0, 100.0)]:
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.mel_weight_matrix(*args)


# ------------------------------------------------------------------ ndindex / ndenumerate


@given(shape=st.lists(st.integers(0, 3), max_size=4).map(tuple))
def test_ndindex_and_ndenumerate(shape):
    assert list(ivy.ndindex(shape)) == list(np.ndindex(shape))
    x = np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape)
    got = list(ivy.ndenumerate(to_ivy(x)))
    assert [i for i, _ in got] == [i for i, _ in np.ndenumerate(x)]
    assert [int(v) for _, v in got] == [int(v) for _, v in np.ndenumerate(x)]


def test_ndindex_ndenumerate_forms_and_errors():
    assert list(ivy.ndindex(3)) == [(0,), (1,), (2,)]
    assert list(ivy.ndindex(())) == [()]
    assert list(ivy.ndenumerate([[1, 2], [3, [4, 5]]])) == [((0, 0), 1), ((0, 1), 2), ((1, 0), 3), ((1, 1, 0), 4),
                                                            ((1, 1, 1), 5)]
    assert list(ivy.ndenumerate(ivy.asarray(7))) == [((), 7)]
    with pytest.raises(ivy.InvalidArgumentError):
        list(ivy.ndindex((2, -1)))

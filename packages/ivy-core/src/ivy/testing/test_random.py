"""Random numbers: distributions (moments, ranges), reproducibility (same seed or key, same
numbers; different seeds, different numbers), shapes, dtypes, errors."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from .helpers import backend_name, supported_dtypes, to_ivy, to_numpy

N = 20000  # samples for the moment tests: 5-sigma bounds below

# JAX compiles every operation for every new shape: fewer examples there keep the file fast.
_jax_few = settings(max_examples=min(6, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _floats():
    return [d for d in (ivy.float32, ivy.float64) if d in supported_dtypes()]


@pytest.mark.parametrize("dtype", _floats())
def test_uniform_moments_and_range(dtype):
    x = to_numpy(ivy.random_uniform(low=-2.0, high=3.0, shape=(N,), dtype=dtype, seed=1))
    assert x.dtype == np.dtype(dtype.name)
    assert x.min() >= -2.0 and x.max() < 3.0
    sd = 5.0 / math.sqrt(12)
    assert abs(x.mean() - 0.5) < 5 * sd / math.sqrt(N)
    assert abs(x.std() - sd) < 0.05 * sd


@pytest.mark.parametrize("dtype", _floats())
def test_normal_moments(dtype):
    x = to_numpy(ivy.random_normal(mean=1.5, std=2.0, shape=(N,), dtype=dtype, seed=2))
    assert x.dtype == np.dtype(dtype.name)
    assert abs(x.mean() - 1.5) < 5 * 2.0 / math.sqrt(N)
    assert abs(x.std() - 2.0) < 0.05 * 2.0
    # about 68% within one std
    assert abs(np.mean(np.abs(x - 1.5) < 2.0) - 0.6827) < 0.02


def test_randint_range_and_frequencies():
    x = to_numpy(ivy.randint(-3, 4, shape=(N,), seed=3))
    assert x.dtype == np.int64
    assert x.min() == -3 and x.max() == 3
    counts = np.bincount(x + 3, minlength=7) / N
    assert np.all(np.abs(counts - 1 / 7) < 5 * math.sqrt((1 / 7) * (6 / 7) / N))


def test_randint_array_bounds():
    low = ivy.asarray([0, 10, 100])
    high = ivy.asarray([1, 12, 200])
    x = to_numpy(ivy.randint(low, high, shape=(500, 3), seed=4))
    assert x.shape == (500, 3)
    assert np.all(x[:, 0] == 0)
    assert set(np.unique(x[:, 1])) == {10, 11}
    assert x[:, 2].min() >= 100 and x[:, 2].max() < 200


def test_uniform_array_bounds_broadcast():
    low = ivy.asarray([0.0, 10.0])
    x = to_numpy(ivy.random_uniform(low=low, high=ivy.asarray([1.0, 20.0]), shape=(1000, 2), seed=5))
    assert x.shape == (1000, 2)
    assert x[:, 0].max() < 1.0 and x[:, 1].min() >= 10.0
    assert to_numpy(ivy.random_uniform(low=low, high=30.0, seed=6)).shape == (2,)
    with pytest.raises(ivy.ShapeError):
        ivy.random_uniform(low=low, shape=(3,))


@pytest.mark.parametrize("fn", ["random_uniform", "random_normal", "randint"])
@_jax_few
@given(seed=st.integers(0, 2**62), shape=st.lists(st.integers(0, 3), max_size=3).map(tuple))
def test_same_seed_same_numbers(fn, seed, shape):
    args = (0, 9) if fn == "randint" else ()
    a = to_numpy(getattr(ivy, fn)(*args, shape=shape, seed=seed))
    b = to_numpy(getattr(ivy, fn)(*args, shape=shape, seed=seed))
    assert a.shape == shape
    np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("fn", ["random_uniform", "random_normal"])
def test_different_seeds_different_numbers(fn):
    a = to_numpy(getattr(ivy, fn)(shape=(50,), seed=0))
    b = to_numpy(getattr(ivy, fn)(shape=(50,), seed=1))
    assert not np.array_equal(a, b)


def test_stateful_seed_reproduces_and_advances():
    ivy.seed(seed_value=10)
    a = to_numpy(ivy.random_uniform(shape=(8,)))
    a2 = to_numpy(ivy.random_uniform(shape=(8,)))
    ivy.seed(seed_value=10)
    b = to_numpy(ivy.random_uniform(shape=(8,)))
    b2 = to_numpy(ivy.random_uniform(shape=(8,)))
    np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(a2, b2)
    assert not np.array_equal(a, a2)  # the state advances
    ivy.seed(seed_value=11)
    assert not np.array_equal(a, to_numpy(ivy.random_uniform(shape=(8,))))


def test_seed_argument_does_not_touch_the_state():
    ivy.seed(seed_value=12)
    a = to_numpy(ivy.random_uniform(shape=(4,)))
    ivy.seed(seed_value=12)
    ivy.random_uniform(shape=(4,), seed=99)
    b = to_numpy(ivy.random_uniform(shape=(4,)))
    np.testing.assert_array_equal(a, b)


def test_keys():
    k = ivy.random.key(0)
    assert k == ivy.random.key(0) and k != ivy.random.key(1)
    k1, k2 = ivy.random.split(k)
    assert len({k, k1, k2}) == 3
    assert ivy.random.split(k) == (k1, k2)
    assert k.split(3)[:2] == (k1, k2)
    assert k.fold_in(1) == k.fold_in(1) != k.fold_in(2)
    a = to_numpy(ivy.random_normal(shape=(6,), seed=k1))
    np.testing.assert_array_equal(a, to_numpy(ivy.random_normal(shape=(6,), seed=k1)))
    assert not np.array_equal(a, to_numpy(ivy.random_normal(shape=(6,), seed=k2)))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.random.key(1.5)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.random_uniform(shape=(2,), seed="a")


def test_multinomial_frequencies():
    probs = ivy.asarray([[0.1, 0.0, 0.6, 0.3], [0.25, 0.25, 0.25, 0.25]])
    x = to_numpy(ivy.multinomial(4, 5000, batch_size=2, probs=probs, seed=7))
    assert x.shape == (2, 5000) and x.dtype == np.int64
    f0 = np.bincount(x[0], minlength=4) / 5000
    assert f0[1] == 0
    np.testing.assert_allclose(f0, [0.1, 0.0, 0.6, 0.3], atol=0.03)
    np.testing.assert_allclose(np.bincount(x[1], minlength=4) / 5000, [0.25] * 4, atol=0.03)


def test_multinomial_without_replacement():
    x = to_numpy(ivy.multinomial(6, 6, batch_size=3, replace=False, seed=8))
    for row in x:
        assert sorted(row) == list(range(6))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.multinomial(3, 4, replace=False)
    a = to_numpy(ivy.multinomial(10, 4, batch_size=2, seed=9))
    np.testing.assert_array_equal(a, to_numpy(ivy.multinomial(10, 4, batch_size=2, seed=9)))


def test_multinomial_of_no_samples_is_empty():
    """(torch.multinomial refuses to draw 0 samples; the others return an empty batch)"""
    for probs in (None, ivy.ones((2, 3)) / 3):
        r = ivy.multinomial(3, 0, batch_size=2, probs=probs, seed=1)
        assert r.shape == (2, 0) and r.dtype == ivy.int64


@_jax_few
@given(shape=st.lists(st.integers(1, 4), min_size=1, max_size=3).map(tuple), data=st.data())
def test_shuffle_is_a_permutation(shape, data):
    axis = data.draw(st.integers(-len(shape), len(shape) - 1))
    x = np.arange(int(np.prod(shape))).reshape(shape)
    r = to_numpy(ivy.shuffle(to_ivy(x), axis, seed=data.draw(st.integers(0, 1000))))
    assert r.shape == x.shape
    moved = np.moveaxis(r, axis, 0)
    orig = np.moveaxis(x, axis, 0)
    rows = sorted(tuple(v.ravel()) for v in moved)
    assert rows == sorted(tuple(v.ravel()) for v in orig)


def test_shuffle_reproducible():
    x = ivy.arange(20)
    a = to_numpy(ivy.shuffle(x, seed=3))
    np.testing.assert_array_equal(a, to_numpy(ivy.shuffle(x, seed=3)))
    assert not np.array_equal(a, np.arange(20))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.shuffle(x, 1)


def test_dtype_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.random_uniform(shape=(2,), dtype=ivy.int32)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.randint(0, 5, shape=(2,), dtype=ivy.float32)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.randint(5, 5, shape=(2,))


def test_creation_returns_ivy_arrays_on_the_backend():
    r = ivy.random_uniform(shape=(2,))
    assert isinstance(r, ivy.Array) and r.backend.name == ivy.get_backend(backend_name()).name
    assert ivy.randint(0, 4, shape=()).shape == ()


@pytest.mark.parametrize("low, high, dtype, error", [
    (0, 300, "uint8", ivy.ScalarOverflowError),  # drew 255 and 191 on NumPy, 44 and 39 on torch
    (-1, 3, "uint8", ivy.ScalarOverflowError),
    (0, 2**63 + 1, None, ivy.ScalarOverflowError),
    (5, 5, None, ivy.InvalidArgumentError),
    (5, 2, "int8", ivy.InvalidArgumentError),
], ids=str)
def test_randint_bounds_must_fit(low, high, dtype, error):
    """Python int bounds: high must exceed low, and every value of [low, high) must fit the dtype
    (int64 when not given), as NumPy's ``integers`` requires; each backend wrapped or clipped
    its own way."""
    d = None if dtype is None else ivy.dtype_from_name(dtype)
    if d is not None and d not in supported_dtypes("integral"):
        pytest.skip(f"the backend holds no {dtype}")
    with pytest.raises(error):
        ivy.randint(low, high, shape=(4,), dtype=d, seed=0)


@pytest.mark.parametrize("low, high", [(2**63 - 3, 2**63), (-(2**63), -(2**63) + 2), (-(2**62), 2**62 + 5),
                                       (0, 256)], ids=str)
def test_randint_values_near_the_int64_limits(low, high):
    """Bounds near the ends of int64 (TensorFlow computed low + u * span in float64 and gave
    garbage for ``randint(2**63 - 3, 2**63)``; torch and JAX refused 2**63 as high)."""
    r = [int(v) for v in to_numpy(ivy.randint(low, high, shape=(200,), seed=3)).tolist()]
    assert all(low <= v < high for v in r), (low, high, min(r), max(r))
    if high - low <= 3:
        assert len(set(r)) == high - low  # 200 draws show every value of a span of 2 or 3


def _ints_drawn(low, high, shape, dtype=None, seed=7):
    x = to_numpy(ivy.randint(low, high, shape=shape, dtype=dtype, seed=seed))
    if dtype is not None:
        assert x.dtype == np.dtype(dtype.name)
    return x


@pytest.mark.parametrize("dtype", supported_dtypes("integral"), ids=str)
def test_randint_over_the_whole_range_of_every_integer_dtype(dtype):
    """``[iinfo.min, iinfo.max + 1)``: every value in range, both halves reached, the low bits
    random (TensorFlow drew wide spans through float64, so beyond 2**53 its values were
    multiples of a power of two), and every value of an 8-bit dtype seen (NumPy drew in int64
    first and could not draw uint64 beyond 2**63; JAX and TensorFlow refused it)."""
    info = ivy.iinfo(dtype)
    lo, hi = int(info.min), int(info.max) + 1
    r = [int(v) for v in _ints_drawn(lo, hi, (4000,), dtype).tolist()]
    assert all(lo <= v < hi for v in r)
    mid = (lo + hi) // 2
    assert any(v < mid for v in r) and any(v >= mid for v in r)
    if info.bits == 8:
        assert len(set(r)) == 256
    else:
        assert len({v % 1024 for v in r}) > 900  # about 1003 expected


@pytest.mark.parametrize("dtype", supported_dtypes("integral"), ids=str)
def test_randint_at_both_ends_of_every_integer_dtype(dtype):
    """The three smallest and the three largest values of each dtype, as Python int bounds
    (``high`` = ``iinfo.max + 1`` is no value of the dtype) and as arrays of the dtype."""
    info = ivy.iinfo(dtype)
    for lo in (int(info.min), int(info.max) - 2):
        r = {int(v) for v in _ints_drawn(lo, lo + 3, (200,), dtype).tolist()}
        assert r == {lo, lo + 1, lo + 2}
    low = ivy.asarray([int(info.min), int(info.max) - 3], dtype=dtype)
    high = ivy.asarray([int(info.min) + 3, int(info.max)], dtype=dtype)
    x = _ints_drawn(low, high, (200, 2), dtype)
    for j in range(2):
        lo = int(to_numpy(low)[j])
        assert {int(v) for v in x[:, j].tolist()} == {lo, lo + 1, lo + 2}


@pytest.mark.parametrize("low, high", [(0, 2**60), (-(2**62), 2**62 + 5), (2**53 + 1, 2**62)], ids=str)
def test_randint_low_bits_vary_over_wide_spans(low, high):
    """Spans beyond 2**53, as Python ints and as int64 arrays (torch and TensorFlow computed
    array bounds' draws as ``low + u * span`` in float64: values beyond 2**53 lost their low bits,
    and could leave the range)."""
    for lo, hi in ((low, high), (ivy.asarray([low], dtype=ivy.int64), ivy.asarray([high], dtype=ivy.int64))):
        r = [int(v) for v in _ints_drawn(lo, hi, (4000, 1) if not isinstance(lo, int) else (4000,)).ravel()]
        assert all(low <= v < high for v in r)
        assert len({v % 1024 for v in r}) > 900


@pytest.mark.parametrize("low, high", [(0, 3 * 2**61), (-(2**63), 2**62)], ids=str)
def test_randint_is_uniform_over_wide_spans(low, high):
    """Spans of 3 * 2**61 and 3 * 2**62: a random word modulo the span (torch's, JAX's and
    TensorFlow's own integer draws) puts 0.376 and 0.5 of the values in the first third.
    Python int bounds and int64 arrays."""
    third = low + (high - low) // 3
    for lo, hi, shape in ((low, high, (4000,)), (ivy.asarray([low]), ivy.asarray([high]), (4000, 1))):
        r = [int(v) for v in _ints_drawn(lo, hi, shape).ravel()]
        assert all(low <= v < high for v in r)
        assert abs(sum(v < third for v in r) / len(r) - 1 / 3) < 0.03  # sd 0.0075


def test_randint_array_bounds_beyond_float64_precision():
    low = ivy.asarray([2**62, -(2**62) - 3, -(2**63)], dtype=ivy.int64)
    high = ivy.asarray([2**62 + 3, -(2**62), -(2**63) + 2], dtype=ivy.int64)
    x = _ints_drawn(low, high, (300, 3))
    lows = [int(v) for v in to_numpy(low).tolist()]
    highs = [int(v) for v in to_numpy(high).tolist()]
    for j in range(3):
        assert {int(v) for v in x[:, j].tolist()} == set(range(lows[j], highs[j]))


def test_randint_vmaps_over_array_bounds():
    """``vmap`` of randint over traced bounds (JAX's eager rule read a traced span)."""
    base = ivy.asarray([0, 10, 2**62])
    r = to_numpy(ivy.vmap(lambda lo: ivy.randint(lo, lo + 5, shape=(3,), seed=2))(base))
    assert r.shape == (3, 3)
    for row, lo in zip(r.tolist(), [0, 10, 2**62]):
        assert all(lo <= int(v) < lo + 5 for v in row)


@pytest.mark.parametrize("low, high, dtype", [
    ([0, 250], [10, 300], "uint8"),  # drew 19, 5, 39, 26: each backend wrapped
    ([0, -5], [10, 2], "uint8"),
    ([0, 2**40], [10, 2**40 + 5], "int32"),  # NumPy wrapped, torch and TensorFlow saturated
    ([3, 4], [4, 4], "int64"),
], ids=str)
def test_randint_array_bounds_must_fit(low, high, dtype):
    """Array bounds as Python int bounds: ``high > low`` everywhere, and every value of each
    ``[low, high)`` in the dtype, else ``InvalidArgumentError`` (NumPy's ``integers`` refuses)."""
    d = ivy.dtype_from_name(dtype)
    if d not in supported_dtypes("integral"):
        pytest.skip(f"the backend holds no {dtype}")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.randint(ivy.asarray(low, dtype=ivy.int64), ivy.asarray(high, dtype=ivy.int64), dtype=d, seed=0)


@pytest.mark.parametrize("probs, replace", [
    ([[0.0, 0.0, 0.0]], True), ([[1.0, -1.0, 1.0]], True), ([[1.0, float("nan"), 1.0]], True),
    ([[1.0, 0.0, 0.0]], False), ([[0.5, 0.5, 0.0], [0.0, 0.0, 1.0]], False),
], ids=str)
def test_multinomial_refuses_probabilities_it_cannot_draw_from(probs, replace):
    """All-zero, negative or NaN rows, or fewer nonzero entries than samples without
    replacement: ivy.InvalidArgumentError, as NumPy and torch refuse them (JAX and TensorFlow
    drew from them; torch drew zero-probability entries without replacement)."""
    p = to_ivy(np.asarray(probs, dtype=np.float32))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.multinomial(3, 2, batch_size=len(probs), probs=p, replace=replace, seed=0)

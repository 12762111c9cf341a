"""The argument rules ``ivy.plugin`` shares with backend authors, tested on their own (the
conformance suite tests them again through every backend)."""

from __future__ import annotations

import doctest

import numpy as np
import pytest

import ivy
import ivy.plugin as P


def test_docstring_examples():
    failed, attempted = doctest.testmod(P)
    assert attempted > 20 and failed == 0


def test_tensordot_axes():
    assert P.tensordot_axes(0, (2,), (3,)) == ([], [])
    assert P.tensordot_axes(np.int64(2), (4, 2, 3), (2, 3)) == ([1, 2], [0, 1])
    assert P.tensordot_axes((1, 0), (2, 3), (3, 4)) == ([1], [0])  # one axis each, as NumPy takes it
    with pytest.raises(ivy.InvalidArgumentError):
        P.tensordot_axes(-1, (2,), (2,))
    with pytest.raises(ivy.InvalidArgumentError):
        P.tensordot_axes(3, (2, 2), (2, 2, 2))
    with pytest.raises(ivy.AxisError):
        P.tensordot_axes(([2], [0]), (2, 3), (3,))
    with pytest.raises(ivy.InvalidArgumentError, match="repeated"):
        P.tensordot_axes(([0, -2], [0, 1]), (2, 2), (2, 2))
    with pytest.raises(ivy.InvalidArgumentError, match="as many"):
        P.tensordot_axes(([0, 1], [0]), (2, 2), (2, 2))
    with pytest.raises(ivy.ShapeError):
        P.tensordot_axes(1, (2, 1), (3, 2))  # size 1 does not broadcast against 3


def test_normalize_axes():
    assert P.normalize_axes(np.int32(-1), 2, "f") == (1,)
    assert P.normalize_axes([2, -3], 3, "f") == (2, 0)
    with pytest.raises(ivy.AxisError, match="ivy.sum: axis 3"):
        P.normalize_axes(3, 3, "ivy.sum")
    with pytest.raises(ivy.InvalidArgumentError, match="repeated"):
        P.normalize_axes((0, -2), 2, "f")


def test_cumulative_axis():
    assert P.cumulative_axis("cumulative_sum", 1, None) == 0
    assert P.cumulative_axis("cumulative_sum", 2, -1) == 1
    with pytest.raises(ivy.ShapeError):
        P.cumulative_axis("cumulative_sum", 0, None)
    with pytest.raises(ivy.InvalidArgumentError, match="needs axis="):
        P.cumulative_axis("cumulative_sum", 2, None)
    with pytest.raises(ivy.AxisError):
        P.cumulative_axis("cumulative_sum", 2, 2)


def test_fft_freq_args():
    assert P.fft_freq_args("fftfreq", 4, 0.1, None) is None
    P.fft_freq_args("fftfreq", 4, 1.0, np.dtype("float64"))
    P.fft_freq_args("fftfreq", 4, 1.0, ivy.bfloat16)
    for n, d, dtype in ((0, 1.0, None), (2.5, 1.0, None), (4, 0.0, None), (4, 1.0, ivy.int32),
                        (4, 1.0, np.dtype("complex64"))):
        with pytest.raises(ivy.InvalidArgumentError):
            P.fft_freq_args("fftfreq", n, d, dtype)


def test_sequence_dtype():
    f = P.named_dtype
    assert P.sequence_dtype([], f) == (None, False)
    assert P.sequence_dtype([[True], [False]], f) == (ivy.bool, False)
    assert P.sequence_dtype([1, 2.5j], f) == (ivy.complex64, False)
    assert P.sequence_dtype([np.float64(1.0), 2], f) == (ivy.float64, True)  # NumPy scalars are strong
    assert P.sequence_dtype([np.uint8(1), 300], f) == (ivy.uint8, True)  # Python ints are weak
    with pytest.raises(ivy.InvalidArgumentError, match="no ivy dtype"):
        P.sequence_dtype([1, "a"], f)
    with pytest.raises(KeyError):
        P.named_dtype(object())


def test_holds_arrays_agrees_with_sequence_dtype():
    a = ivy.asarray(1.0, backend="numpy")
    cases = ([], [[]], [1, 2.5], [[True], (3j, 4)], [np.float32(1), 2], [[1, 2], [3, a]],
             ([[[1]]], [[[np.int8(2)]]]), [np.bool_(True)])
    for obj in cases:
        assert P.holds_arrays(obj) is P.sequence_dtype(obj, P.named_dtype)[1], obj


def test_clip_int_bound_and_scalar_class():
    info = ivy.iinfo(ivy.uint8)
    assert [P.clip_int_bound(b, info, lower) for b, lower in ((-5, True), (300, False), (2.5, True), (2.5, False),
                                                             (True, True))] == [0, 255, 3, 2, 1]
    with pytest.raises(ivy.InvalidArgumentError):
        P.clip_int_bound(float("nan"), info, True)
    assert [P.scalar_class(v) for v in (False, 3, np.float64(1), 1j)] == [bool, int, float, complex]
    with pytest.raises(ivy.InvalidArgumentError):
        P.scalar_class("3")


def test_promotion_tables_agree_with_result_type():
    names = {d: d.name for d in ivy.all_dtypes}
    promote, weak, pair = P.promotion_tables(names, key=str.upper)
    for a in ivy.all_dtypes:
        for b in ivy.all_dtypes:
            assert promote[a.name.upper(), b.name.upper()] == ivy.promote_types(a, b).name
        for c, s in ((bool, True), (int, 1), (float, 1.0), (complex, 1j)):
            assert weak[a.name.upper(), c] == ivy.result_type(a, s).name
    assert pair[bool, complex] == "complex64"


def test_complex_unordered():
    e = P.complex_unordered("argmax", None, "search")
    assert isinstance(e, ivy.UnsupportedDtypeError) and "search the real part" in str(e)


def _sqrt_test_values():
    """float64 values over the whole exponent range, their edges, and values next to powers of
    four (where a root lies next to a midpoint of float64 values: the largest float64's root
    rounded up by a first-order correction)."""
    rng = np.random.default_rng(11)
    x = rng.uniform(0, 1000, 60000) * 2.0 ** rng.integers(-1074, 1015, 60000)
    fours = 4.0 ** rng.integers(-537, 512, 2000)
    edges = [0.0, -0.0, -1.0, np.inf, -np.inf, np.nan, 5e-324, 2.0 ** -1022, np.finfo(np.float64).max]
    with np.errstate(over="ignore"):
        return np.concatenate([x, np.nextafter(fours, 0), np.nextafter(fours, np.inf), edges])


def test_rounded_sqrt_corrects_a_kernel_an_ulp_off():
    """``rounded_sqrt`` turns a square root an ulp off (up or down, at random) into the
    correctly rounded one NumPy gives, over the whole float64 range; zeros keep their signs, and
    negatives and NaN stay NaN."""
    x = _sqrt_test_values()
    rng = np.random.default_rng(12)
    with np.errstate(invalid="ignore"):
        exact = np.sqrt(x)
        off = rng.choice([-np.inf, np.inf], x.shape)

        def kernel(v):  # (zeros, infinities and NaN as they are)
            r = np.sqrt(v)
            return np.where((v > 0) & (v < np.inf), np.nextafter(r, np.where(v == x, off, np.inf)), r)

        got = P.rounded_sqrt(np, x, kernel)
    assert (kernel(x) != exact).sum() > 30000  # the kernel is off for the finite positive values
    np.testing.assert_array_equal(got, exact)
    assert np.signbit(got[x == 0]).tolist() == np.signbit(x[x == 0]).tolist()

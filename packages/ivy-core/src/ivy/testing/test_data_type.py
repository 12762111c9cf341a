"""Data type functions against array-api-strict (standard dtypes) and NumPy (float16).

``can_cast`` and ``result_type`` across kinds (int with float, bool with numbers)
are left open by the standard; ivy gives NumPy's answers there, so those pairs
are checked against NumPy.
"""

from __future__ import annotations

import itertools

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import (
    assert_same,
    expect_unsupported,
    lacking,
    np_dtype,
    supported_dtypes,
    to_ivy,
    to_native,
    to_strict,
)

STANDARD = [d for d in ivy.all_dtypes if d not in (ivy.float16, ivy.bfloat16)]
KINDS = ["bool", "signed integer", "unsigned integer", "integral", "real floating", "complex floating", "numeric"]


def _xdt(d):
    return getattr(xp, d.name)


def _name(xd):
    return str(xd).rpartition(".")[2]


def _strict_result_type(*args):
    """array-api-strict's answer, or None where it leaves promotion undefined."""
    try:
        return _name(xp.result_type(*args))
    except TypeError:
        return None


# ---------------------------------------------------------------- astype


def _cast_elements(src, dst):
    """Values whose cast from ``src`` to ``dst`` the standard defines (no overflow, no NaN)."""
    lo = 0 if ivy.isdtype(dst, ("unsigned integer", "bool")) or ivy.isdtype(src, "unsigned integer") else -100
    return sti.elements_for(src, allow_nan=False, allow_infinity=False,
                            min_value=None if src.kind in "bc" else lo,
                            max_value=None if src.kind in "bc" else 100)


@st.composite
def cast_case(draw, standard=True):
    src = draw(sti.dtypes(standard=standard))
    dst = draw(sti.dtypes(standard=standard))
    if src.kind == "c" and dst.kind != "c":
        dst = src
    if src.kind == "c":
        el = st.complex_numbers(max_magnitude=100, allow_nan=False, allow_infinity=False).map(
            lambda z: complex(np.asarray(z, dtype=np_dtype(src))))
    else:
        el = _cast_elements(src, dst)
    a = draw(sti.arrays(dtype=src, elements=el))
    return a, dst


@given(cast_case(), st.booleans())
def test_astype(case, copy):
    a, d = case
    r = ivy.astype(to_native(a), d, copy=copy)
    assert_same(r, xp.astype(to_strict(a), _xdt(d), copy=copy))
    assert isinstance(ivy.astype(to_ivy(a), d), ivy.Array)


@given(cast_case(standard=False))
def test_astype_float16(case):
    a, d = case
    assert_same(ivy.astype(to_ivy(a), d), a.astype(np_dtype(d)))


@given(sti.arrays())
def test_astype_copy_false_same_dtype_returns_input(a):
    x = to_ivy(a)
    r = ivy.astype(x, x.dtype, copy=False)
    assert r.data is x.data
    r = ivy.astype(x, x.dtype, device=x.device)
    assert_same(r, a)


@pytest.mark.parametrize("src", [ivy.complex64, ivy.complex128])
@pytest.mark.parametrize("dst", [ivy.float32, ivy.float64, ivy.int64, ivy.bool])
def test_astype_complex_to_real_raises(src, dst):
    # the standard: casting complex to real "should not be permitted" (a TypeError, as in array-api-strict)
    if lacking(src):
        with expect_unsupported(src):  # the backend cannot make the input
            ivy.asarray([1 + 2j], dtype=src)
        return
    with pytest.raises(ivy.DtypeError):
        ivy.astype(ivy.asarray([1 + 2j], dtype=src), dst)


# ---------------------------------------------------------------- can_cast / result_type


@pytest.mark.parametrize(("a", "b"), list(itertools.product(STANDARD, STANDARD)), ids=str)
def test_can_cast_and_result_type(a, b):
    expected = _strict_result_type(_xdt(a), _xdt(b))
    if expected is not None:
        assert ivy.result_type(a, b).name == expected
        assert ivy.can_cast(a, b) == xp.can_cast(_xdt(a), _xdt(b))
    else:  # across kinds: NumPy's answers
        assert ivy.result_type(a, b).name == np.result_type(np_dtype(a), np_dtype(b)).name
        assert ivy.can_cast(a, b) == np.can_cast(np_dtype(a), np_dtype(b), "safe")


def test_can_cast_and_result_type_float16():
    f16 = [d for d in supported_dtypes(standard=False) if d is ivy.float16]
    for a, b in itertools.product(f16, supported_dtypes(standard=False)):
        for x, y in ((a, b), (b, a)):
            assert ivy.result_type(x, y).name == np.result_type(np_dtype(x), np_dtype(y)).name, (x, y)
            assert ivy.can_cast(x, y) == np.can_cast(np_dtype(x), np_dtype(y), "safe"), (x, y)


@given(sti.arrays(), sti.dtypes())
def test_can_cast_array(a, d):
    assert ivy.can_cast(to_ivy(a), d) == ivy.can_cast(ivy.dtype_from_name(a.dtype.name), d)
    assert ivy.can_cast(to_native(a), d) == ivy.can_cast(ivy.dtype_from_name(a.dtype.name), d)


@given(st.lists(st.tuples(sti.dtypes(), st.booleans()), min_size=1, max_size=4))
def test_result_type_arrays_and_dtypes(items):
    """Any mix of arrays and dtypes, compared with strict wherever it defines the answer."""
    args = [to_ivy(np.zeros(1, dtype=np_dtype(d))) if as_array else d for d, as_array in items]
    sargs = [xp.zeros(1, dtype=_xdt(d)) if as_array else _xdt(d) for d, as_array in items]
    expected = _strict_result_type(*sargs)
    got = ivy.result_type(*args)
    if expected is not None:
        assert got.name == expected
    else:
        assert got.name == np.result_type(*[np_dtype(d) for d, _ in items]).name
    # a native array counts like an ivy.Array
    assert ivy.result_type(*[a.data if isinstance(a, ivy.Array) else a for a in args]) is got


@given(st.lists(sti.dtypes(standard=False), min_size=2, max_size=5), st.randoms(use_true_random=False))
def test_result_type_ignores_argument_order(ds, rnd):
    """Promotion across kinds is not associative pairwise; ivy's answer (NumPy's) still
    does not depend on the order of the arguments."""
    got = ivy.result_type(*ds)
    rnd.shuffle(ds)
    assert ivy.result_type(*ds) is got
    assert got.name == np.result_type(*[np_dtype(d) for d in ds]).name


def test_result_type_bfloat16():
    """bfloat16 (ivy extra): 8-bit integers fit it exactly, wider ones need float32 (as int16
    with float16 in NumPy); with float16 it gives float32."""
    for d in ivy.all_dtypes:
        for args in ((ivy.bfloat16, d), (d, ivy.bfloat16)):
            got = ivy.result_type(*args)
            if d in (ivy.bool, ivy.int8, ivy.uint8, ivy.bfloat16):
                assert got is ivy.bfloat16, d
            elif d.kind == "c":
                assert got is d
            elif d is ivy.float64 or d.bits >= 32 and d.kind in "iu":
                assert got is ivy.float64, d
            else:
                assert got is ivy.float32, d
    assert ivy.result_type(ivy.int8, ivy.float16, ivy.bfloat16) is ivy.float32


@pytest.mark.parametrize("d", STANDARD, ids=str)
@pytest.mark.parametrize("scalar", [True, 3, -2.5, 1 + 1j])
def test_result_type_python_scalars(d, scalar):
    """Python scalars are weak: they keep the array's dtype within its kind."""
    try:
        expected = _name(xp.result_type(_xdt(d), scalar))
    except TypeError:
        # strict rejects the mix (e.g. an int array with a float scalar); ivy takes the
        # scalar's kind at its default dtype, keeping the array's precision for floats
        kind = {bool: "b", int: "i", float: "f", complex: "c"}[type(scalar)]
        if kind == "b" or (kind == "i" and d.kind in "iufc"):
            expected = d.name
        elif kind == "i":
            expected = "int64"
        elif kind == "f":
            expected = d.name if d.kind in "fc" else "float32"
        else:
            expected = {"float32": "complex64", "float64": "complex128"}.get(d.name, d.name if d.kind == "c"
                                                                              else "complex64")
    assert ivy.result_type(d, scalar).name == expected
    assert ivy.result_type(scalar, d).name == expected


def test_result_type_numpy_scalars_are_strong():
    # np.float64 subclasses Python float, but it is a (0-d) array with a dtype
    assert ivy.result_type(ivy.float32, np.float64(1.0)) is ivy.float64
    assert ivy.result_type(ivy.complex64, np.complex128(1.0)) is ivy.complex128
    assert ivy.result_type(ivy.float32, 1.0) is ivy.float32


def test_result_type_needs_an_argument():
    with pytest.raises(ivy.IvyError):
        ivy.result_type()


# ---------------------------------------------------------------- finfo / iinfo


@pytest.mark.parametrize("d", [d for d in STANDARD if d.kind in "fc"], ids=str)
def test_finfo(d):
    f, e = ivy.finfo(d), xp.finfo(_xdt(d))
    for field in ("bits", "eps", "max", "min", "smallest_normal"):
        assert getattr(f, field) == getattr(e, field), field
        assert type(getattr(f, field)) is type(getattr(e, field)), field
    assert f.dtype.name == _name(e.dtype)
    if lacking(d):  # an array of a dtype the backend lacks cannot be made
        with expect_unsupported(d):
            ivy.zeros(1, dtype=d)
        return
    assert ivy.finfo(ivy.zeros(1, dtype=d)) == f  # an array works too


def test_finfo_float16_bfloat16():
    n = np.finfo(np.float16)
    f = ivy.finfo(ivy.float16)
    assert (f.bits, f.eps, f.max, f.min, f.smallest_normal) == (
        16, float(n.eps), float(n.max), float(n.min), float(n.smallest_normal))
    # bfloat16: 8 exponent bits (bias 127) and 7 mantissa bits
    b = ivy.finfo(ivy.bfloat16)
    assert (b.bits, b.eps, b.max, b.smallest_normal) == (16, 2.0**-7, (2 - 2.0**-7) * 2.0**127, 2.0**-126)
    assert b.min == -b.max and b.dtype is ivy.bfloat16


@pytest.mark.parametrize("d", [d for d in STANDARD if d.kind in "iu"], ids=str)
def test_iinfo(d):
    i, e = ivy.iinfo(d), xp.iinfo(_xdt(d))
    assert (i.bits, i.max, i.min) == (e.bits, e.max, e.min)
    assert i.dtype is d
    if lacking(d):  # an array of a dtype the backend lacks cannot be made
        with expect_unsupported(d):
            ivy.zeros(1, dtype=d)
        return
    assert ivy.iinfo(ivy.zeros(1, dtype=d)) == i


@pytest.mark.parametrize("d", [ivy.bool, ivy.int8, ivy.uint64, ivy.float32, ivy.complex64], ids=str)
def test_finfo_iinfo_wrong_kind(d):
    with pytest.raises(ValueError):
        (ivy.iinfo if d.kind in "fcb" else ivy.finfo)(d)


# ---------------------------------------------------------------- isdtype


@pytest.mark.parametrize("d", STANDARD, ids=str)
def test_isdtype(d):
    for kind in KINDS:
        assert ivy.isdtype(d, kind) == xp.isdtype(_xdt(d), kind), kind
    for other in STANDARD:
        assert ivy.isdtype(d, other) == xp.isdtype(_xdt(d), _xdt(other))
    for pair in itertools.combinations(KINDS + [ivy.int8, ivy.float64], 2):
        spair = tuple(_xdt(k) if isinstance(k, ivy.Dtype) else k for k in pair)
        assert ivy.isdtype(d, pair) == xp.isdtype(_xdt(d), spair), pair
    assert ivy.isdtype(dtype=d, kind="numeric") == xp.isdtype(_xdt(d), "numeric")  # not positional-only


def test_isdtype_extras_and_errors():
    assert ivy.isdtype(ivy.float16, "real floating") and ivy.isdtype(ivy.bfloat16, "real floating")
    assert not ivy.isdtype(ivy.bfloat16, ivy.float16)
    with pytest.raises(ValueError):
        ivy.isdtype(ivy.float32, "floating")



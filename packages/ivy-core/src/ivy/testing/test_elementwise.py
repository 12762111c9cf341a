"""Element-wise functions: against array-api-strict for the standard's dtypes, against
NumPy for float16 and ivy's extensions (integer inputs to float-only functions, a
Python float with an integer array, promotion across kinds), the standard's special
cases (NaN, infinities, signed zeros) from its text, and ivy-core's compositions.
"""

from __future__ import annotations

import math
import warnings

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import (
    assert_same,
    backend,
    backend_name,
    default_rtol,
    dtype_name,
    expect_unsupported,
    impls,
    lacking,
    np_dtype,
    run_impl,
    supported_dtypes,
    to_ivy,
    to_numpy,
    to_strict,
)

# The NumPy references warn on NaN/inf/0 inputs just as NumPy-based backends do.
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

FLOAT = ("real floating", "complex floating")
REAL = ("integral", "real floating")
NUMERIC = "numeric"
INT_BOOL = ("integral", "bool")

# name -> the dtype kinds the standard accepts
UNARY = {
    "abs": NUMERIC, "acos": FLOAT, "acosh": FLOAT, "asin": FLOAT, "asinh": FLOAT, "atan": FLOAT,
    "atanh": FLOAT, "bitwise_invert": INT_BOOL, "ceil": REAL, "conj": NUMERIC, "cos": FLOAT,
    "cosh": FLOAT, "exp": FLOAT, "expm1": FLOAT, "floor": REAL, "imag": "complex floating",
    "isfinite": NUMERIC, "isinf": NUMERIC, "isnan": NUMERIC, "log": FLOAT, "log10": FLOAT,
    "log1p": FLOAT, "log2": FLOAT, "logical_not": "bool", "negative": NUMERIC, "positive": NUMERIC,
    "real": NUMERIC, "reciprocal": FLOAT, "round": NUMERIC, "sign": NUMERIC, "signbit": "real floating",
    "sin": FLOAT, "sinh": FLOAT, "sqrt": FLOAT, "square": NUMERIC, "tan": FLOAT, "tanh": FLOAT,
    "trunc": REAL,
}
BINARY = {
    "add": NUMERIC, "atan2": "real floating", "bitwise_and": INT_BOOL, "bitwise_left_shift": "integral",
    "bitwise_or": INT_BOOL, "bitwise_right_shift": "integral", "bitwise_xor": INT_BOOL,
    "copysign": "real floating", "divide": FLOAT, "equal": None, "floor_divide": REAL, "greater": REAL,
    "greater_equal": REAL, "hypot": "real floating", "less": REAL, "less_equal": REAL,
    "logaddexp": "real floating", "logical_and": "bool", "logical_or": "bool", "logical_xor": "bool",
    "maximum": REAL, "minimum": REAL, "multiply": NUMERIC, "nextafter": "real floating", "not_equal": None,
    "pow": NUMERIC, "remainder": REAL, "subtract": NUMERIC,
}
FLOAT_ONLY = {n for n, k in {**UNARY, **BINARY}.items() if k in (FLOAT, "real floating")} - {"signbit"}
BOOL_RESULT = {"equal", "not_equal", "greater", "greater_equal", "less", "less_equal", "logical_and",
               "logical_or", "logical_xor", "logical_not", "isfinite", "isinf", "isnan", "signbit"}
COMPLEX_SCALARS = {"add", "subtract", "multiply", "divide", "pow", "equal", "not_equal"}
TRIG = {"sin", "cos", "tan"}  # huge arguments: argument reduction differs between libraries

_NP = {
    "acos": "arccos", "acosh": "arccosh", "asin": "arcsin", "asinh": "arcsinh", "atan": "arctan",
    "atan2": "arctan2", "atanh": "arctanh", "bitwise_invert": "invert", "bitwise_left_shift": "left_shift",
    "bitwise_right_shift": "right_shift", "pow": "power",
}


def _np_floor_divide_standard(x1, x2):
    """NumPy's ``//`` with the standard's limits where exactly one operand is infinite."""
    r = np.asarray(np.floor_divide(x1, x2))
    if r.dtype.kind == "f":
        one_inf = np.isinf(x1) != np.isinf(x2)
        r = np.where(one_inf, np.true_divide(x1, x2), r).astype(r.dtype)
    return r


def np_ref(name):
    """NumPy's function for ``name`` (fed inputs already cast to the expected dtype)."""
    if name == "floor_divide":
        return _np_floor_divide_standard
    return getattr(np, _NP.get(name, name))


def dtypes_of(kinds, *, standard=True):
    if kinds is None:
        return supported_dtypes(standard=standard)
    return supported_dtypes(kinds, standard=standard)


def expected_dtype(name, *args):
    """ivy's result dtype: standard promotion, Python scalars weak, float-only -> float32 for integers."""
    if name in BOOL_RESULT:
        return ivy.bool
    r = ivy.result_type(*args)
    if name in FLOAT_ONLY and r.kind in "biu":
        r = ivy.float32
    return r


# --------------------------------------------------------------- strategies

_SPECIALS = [math.nan, math.inf, -math.inf, 0.0, -0.0]


def float_elements(d, *, bounded=False):
    nd = np_dtype(d)
    if bounded:
        return st.one_of(st.floats(-1e4, 1e4, width=nd.itemsize * 8), st.sampled_from(_SPECIALS))
    return sti.elements_for(d)


def complex_elements(d):
    # Finite, normal and small enough that exp/sinh/cosh do not overflow complex64: the
    # standard's complex special cases are tested one by one below instead.
    return st.complex_numbers(max_magnitude=40, allow_nan=False, allow_infinity=False, allow_subnormal=False,
                              width=np_dtype(d).itemsize * 8)


def elements(d, name=None, role=None):
    """Element strategy for dtype ``d`` as argument ``role`` (0, 1) of ``name``.

    Integer arguments avoid what the standard leaves unspecified: negative integer
    powers, shift counts outside [0, bits), integer division by zero (and MIN // -1).
    """
    nd = np_dtype(d)
    if d.kind == "f":
        return float_elements(d, bounded=name in TRIG)
    if d.kind == "c":
        return complex_elements(d)
    if d.kind in "iu":
        info = np.iinfo(nd)
        if name == "pow" and role == 1:
            return st.integers(0, 8)
        if name in ("bitwise_left_shift", "bitwise_right_shift") and role == 1:
            return st.integers(0, info.bits - 1)
        if name in ("floor_divide", "remainder"):
            if role == 1:
                return st.integers(int(info.min), int(info.max)).filter(lambda v: v != 0)
            return st.integers(int(info.min) + (d.kind == "i"), int(info.max))
        return st.integers(int(info.min), int(info.max))
    return st.booleans()


def array_of(d, shape, name=None, role=None):
    return hnp.arrays(np_dtype(d), shape, elements=elements(d, name, role))


@st.composite
def pair_of(draw, d1, d2, name):
    s1, s2 = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, max_side=4)).input_shapes
    return draw(array_of(d1, s1, name, 0)), draw(array_of(d2, s2, name, 1))


def scalar_of(kind, d, name, role):
    """A Python scalar of ``kind`` for an array of dtype ``d``, as argument ``role``."""
    if kind is bool:
        return st.booleans()
    if kind is int:
        if d.kind in "iu":
            return elements(d, name, role)
        if name == "pow" and role == 1:
            return st.integers(-3, 3)
        return st.integers(-1000, 1000)
    if kind is float:
        # With an integer array ivy computes in float32: draw floats that float32 holds, so
        # that comparisons (computed in float64 by some libraries) agree.
        # No value below the computing dtype's smallest normal but 0: XLA flushes subnormals,
        # and a value that rounds to 0 in the array's dtype (7e-222 in float32) is an exponent
        # of 0 to NumPy's reference but not to torch, which keeps the Python float's double value.
        tiny = ivy.finfo(ivy.float32 if d.kind in "biu" else d).smallest_normal
        return st.one_of(st.floats(-1e3, 1e3, width=32 if d.kind in "biu" else 64).filter(
            lambda v: v == 0 or abs(v) >= tiny), st.sampled_from(_SPECIALS))
    # Parts as the floats above, for complex64's float32 (1.4e-45 is normal as a Python float,
    # but subnormal in complex64: XLA flushed it, and (1.4e-45 + 11.7j) / 0 was nan + inf j).
    tiny = ivy.finfo(ivy.float32).smallest_normal
    part = st.floats(-40, 40).filter(lambda v: v == 0 or abs(v) >= tiny)
    return st.builds(complex, part, part).filter(lambda c: abs(c) <= 40)


def scalar_kinds(name, d):
    """Which Python scalar types go with an array of dtype ``d`` in ``name``."""
    if d.kind == "b":
        return [bool] if name.startswith(("logical_", "bitwise_")) or name in ("equal", "not_equal") else []
    if name.startswith("logical_"):
        return []
    if name.startswith("bitwise_"):
        return [int]
    kinds = [int, float]
    if name in COMPLEX_SCALARS:
        kinds.append(complex)
    if name in BOOL_RESULT:
        # Cross-kind comparisons are unspecified: compare a float only with arrays it holds exactly.
        if d.kind in "iu" and d.bits > 16:
            kinds.remove(float)
        if d.kind in "iuf":
            kinds = [k for k in kinds if k is not complex]
    if d.kind == "c" and name not in COMPLEX_SCALARS:
        return []
    return kinds


# ------------------------------------------------------------------- checks


def _check_kind_unsupported(kinds):
    """The backend holds no dtype of ``kinds``: making an input of each one is reported."""
    missing = [d for d in ivy.all_dtypes if d is not ivy.bfloat16 and ivy.isdtype(d, kinds)]
    assert missing and lacking(*missing) == missing, f"backend {backend_name()} holds some of {missing}"
    for d in missing:
        with expect_unsupported(d):
            ivy.zeros((1,), dtype=d)


def call(name, *args):
    return getattr(ivy, name)(*[to_ivy(a) for a in args])


def np_expected(name, args, r):
    """NumPy's result with every argument cast to ivy's expected dtype ``r`` first.

    Comparisons compute in the promoted dtype of their arguments and return bool.
    """
    if name in BOOL_RESULT:
        work = ivy.result_type(*[a if isinstance(a, (bool, int, float, complex)) else
                                 ivy.dtype_from_name(np.asarray(a).dtype.name) for a in args])
    else:
        work = r
    cast = [np.asarray(a, dtype=np_dtype(work)) for a in args]
    return np.asarray(np_ref(name)(*cast))


def tol(d):
    return {"float16": 2e-3}.get(d.name if hasattr(d, "name") else str(d))


# ------------------------------------------------- the standard, same dtype


@pytest.mark.parametrize("name", sorted(UNARY))
@given(data=st.data())
def test_unary(name, data):
    if not dtypes_of(UNARY[name]):  # imag on a backend without complex dtypes
        _check_kind_unsupported(UNARY[name])
        return
    d = data.draw(st.sampled_from(dtypes_of(UNARY[name])), label="dtype")
    a = data.draw(array_of(d, sti.shapes(max_dims=3, max_side=4), name), label="x")
    assert_same(call(name, a), getattr(xp, name)(to_strict(a)), msg=name)


@pytest.mark.parametrize("name", sorted(BINARY))
@given(data=st.data())
def test_binary(name, data):
    d = data.draw(st.sampled_from(dtypes_of(BINARY[name])), label="dtype")
    a, b = data.draw(pair_of(d, d, name), label="x1, x2")
    if name == "floor_divide":  # array-api-strict follows Python's // where the standard does not
        expected = xp.asarray(_np_floor_divide_standard(a, b))
    else:
        expected = getattr(xp, name)(to_strict(a), to_strict(b))
    res = call(name, a, b)
    if name == "pow" and d.kind == "c":  # (35j) ** 25 overflows: 0 + inf j in NumPy, -9.8e22 + inf j by exp-log
        _assert_complex_pow(res, expected, a, b, f"{name} {d}")
        return
    assert_same(res, expected, msg=name)


# ------------------------------------------------- promotion across dtypes


@pytest.mark.parametrize("name", sorted(BINARY))
@given(data=st.data())
def test_binary_mixed_dtypes(name, data):
    """Two drawn dtypes: the result dtype is ivy.result_type's (float32 for float-only on integers)."""
    kinds = BINARY[name]
    if name in FLOAT_ONLY:  # ivy extension: integers and bools too
        kinds = (*((kinds,) if isinstance(kinds, str) else kinds), "integral", "bool")
    ds = dtypes_of(kinds)
    d1 = data.draw(st.sampled_from(ds), label="dtype1")
    d2 = data.draw(st.sampled_from(ds), label="dtype2")
    r = expected_dtype(name, d1, d2)
    promoted = ivy.result_type(d1, d2)
    # The promoted dtype must be one the function takes (int64 with uint64 gives float64).
    assume(kinds is None or ivy.isdtype(promoted, kinds) or name in FLOAT_ONLY)
    if name in BOOL_RESULT:
        assume({d1, d2} != {ivy.int64, ivy.uint64})  # unspecified: NumPy compares those exactly
    a, b = data.draw(pair_of(d1, d2, name), label="x1, x2")
    if name in ("floor_divide", "remainder") and promoted.kind in "iu":
        b = np.where(b == 0, 1, b).astype(b.dtype)  # integer division by zero is unspecified
    missing = lacking(promoted, r)
    if missing:  # int8 with uint8 promotes to int16, which the backend may lack: reported
        with expect_unsupported(*missing):
            call(name, a, b)
        return
    res = call(name, a, b)
    assert dtype_name(res) == r.name, f"{name}({d1}, {d2}): {dtype_name(res)} != {r}"
    exp = np_expected(name, (a, b), r)
    if name == "pow" and r.kind == "c":
        _assert_complex_pow(res, exp, a, b, f"{name}({d1}, {d2})")
        return
    assert_same(res, exp, rtol=tol(r), msg=f"{name}({d1}, {d2})")


@pytest.mark.parametrize("name", sorted(BINARY))
@given(data=st.data())
def test_binary_python_scalar(name, data):
    """Python scalars are weak: int8 array + 1 is int8; an int array + 1.5 is float32."""
    d = data.draw(st.sampled_from(dtypes_of(BINARY[name], standard=False)), label="dtype")
    kinds = scalar_kinds(name, d)
    assume(kinds)
    kind = data.draw(st.sampled_from(kinds), label="scalar type")
    first = data.draw(st.booleans(), label="scalar first")
    role = 0 if first else 1
    s = data.draw(scalar_of(kind, d, name, role), label="scalar")
    a = data.draw(array_of(d, sti.shapes(max_dims=3, max_side=4), name, 1 - role), label="array")
    if name in ("floor_divide", "remainder") and not first and s == 0:
        s = 1
    if name in ("floor_divide", "remainder") and first and d.kind in "iu" and kind is not float:
        a = np.where(a == 0, 1, a).astype(a.dtype)
    if name == "pow" and first and kind is int and d.kind in "iu":
        a = np.asarray(np.abs(a) % 9, dtype=a.dtype)  # (NumPy 1.x: a 0-d int8 % 9 is an int64 scalar)
    args = (s, a) if first else (a, s)
    r = expected_dtype(name, d, s)
    if lacking(r):  # a complex scalar with a real array: the backend lacks the complex result
        with expect_unsupported(r):
            call(name, *args)
        return
    res = call(name, *args)
    kinds_of_args = tuple(type(v).__name__ for v in args)
    assert dtype_name(res) == r.name, f"{name}{kinds_of_args} with {d}: {dtype_name(res)} != {r}"
    if kind is complex and name == "pow":
        return  # complex pow of a real array: values differ in the last bits between formulas
    exp = np_expected(name, args, r)
    if name == "pow" and d.kind == "c":
        _assert_complex_pow(res, exp, *args, f"{name} {d} {kind.__name__}")
        return
    assert_same(res, exp, rtol=tol(r), msg=f"{name} {d} {kind.__name__}")


@pytest.mark.parametrize("name", ["add", "subtract", "multiply", "divide", "remainder"])
def test_arithmetic_is_correctly_rounded(name):
    """``+``, ``-``, ``*``, ``/``, ``%`` of real floating-point operands are correctly rounded (the
    standard's Accuracy section), also with a Python scalar and with 0-d arrays: CUDA divides by a
    CPU scalar as a multiplication by its reciprocal, up to 1 ulp off. The scalars are exact in
    every float dtype, so rounding them to the array's dtype first (the standard's rule) is moot."""
    rng = np.random.default_rng(7)
    for d in supported_dtypes("real floating", standard=False):
        nd = np_dtype(d)
        a = rng.uniform(-100, 100, 2048).astype(nd)
        b = rng.uniform(0.5, 100, 2048).astype(nd)
        cases = [(a, b), (a, b[:1].reshape(())), (b[:1].reshape(()), a)]
        cases += [(a, s) for s in (3.0, 7.0, 11.0, 1.75, 0.375, 3)] + [(s, b) for s in (3.0, 7.0, 11)]
        for x1, x2 in cases:
            args = [to_ivy(v) if isinstance(v, np.ndarray) else v for v in (x1, x2)]
            exp = getattr(np, name)(x1, x2)  # correctly rounded (half precision: via float32, once)
            shapes = tuple(np.shape(v) if isinstance(v, np.ndarray) else type(v).__name__ for v in (x1, x2))
            _assert_identical(getattr(ivy, name)(*args), exp, f"{name} {d} {shapes}")


@pytest.mark.parametrize("name", ["reciprocal", "sqrt"])
def test_reciprocal_and_sqrt_are_correctly_rounded(name):
    """``reciprocal`` and ``sqrt`` of real floating-point arrays are correctly rounded, as the
    standard's Accuracy section requires (XLA divided float32 up to an ulp off on a GPU)."""
    rng = np.random.default_rng(8)
    for d in supported_dtypes("real floating", standard=False):
        a = rng.uniform(0.01, 1000, 2048).astype(np_dtype(d))
        for x in (a, a[:1].reshape(())):
            _assert_identical(getattr(ivy, name)(to_ivy(x)), getattr(np, name)(x), f"{name} {d} {x.shape}")


# Each function's domain for the accuracy test below, with Python's ``math`` (the C library's,
# within an ulp of the exact value) as the float64 reference.
_ULP_DOMAINS = {
    "exp": (math.exp, -700.0, 700.0), "expm1": (math.expm1, -700.0, 700.0), "log": (math.log, 1e-300, 1e300),
    "log1p": (math.log1p, -0.9999999, 1e10), "log2": (math.log2, 1e-300, 1e300), "log10": (math.log10, 1e-300, 1e300),
    "sin": (math.sin, -100.0, 100.0), "cos": (math.cos, -100.0, 100.0), "tan": (math.tan, -100.0, 100.0),
    "asin": (math.asin, -1.0, 1.0), "acos": (math.acos, -1.0, 1.0), "atan": (math.atan, -1e5, 1e5),
    "sinh": (math.sinh, -700.0, 700.0), "cosh": (math.cosh, -700.0, 700.0), "tanh": (math.tanh, -20.0, 20.0),
    "asinh": (math.asinh, -1e10, 1e10), "acosh": (math.acosh, 1.0, 1e10),
    "atanh": (math.atanh, -0.99999999, 0.99999999),
    "erf": (math.erf, -6.0, 6.0), "lgamma": (math.lgamma, -30.0, 30.0),
}
_ULP_BOUND = 8


def _ulp_inputs(lo, hi, d, rng):
    """4000 values spread evenly over ``[lo, hi]`` and 4000 spread over its magnitudes."""
    even = rng.uniform(lo, hi, 4000)
    big = max(abs(lo), abs(hi))
    mags = np.exp(rng.uniform(-30.0, math.log(big), 8000)) * rng.choice([-1.0, 1.0], 8000)
    x = np.concatenate([even, mags[(mags >= lo) & (mags <= hi)][:4000]]).astype(d)
    return x[(x >= lo) & (x <= hi)]


@pytest.mark.parametrize("name", sorted(_ULP_DOMAINS))
def test_float_functions_within_a_few_ulps(name):
    """float32 and float64 results within 8 ulp of the exact value over each function's domain
    (the standard leaves these functions' accuracy to the implementation; NumPy's are within 3).
    JAX's float64 ``sinh``/``cosh`` were 496 ulp off near overflow (XLA's ``exp(|x| - log 2)``)
    and its float32 ones 24, its float64 ``log1p``/``atanh`` 129 ulp off for |x| < 0.5;
    torch's float32 ``lgamma`` 1901 ulp next to its zeros between the negative poles. float64
    ``lgamma`` is left out: every framework's kernel is thousands of ulp off right next to its
    zeros (1e-16 absolute), which only NumPy's, through Python's ``math``, is not."""
    ref_fn, lo, hi = _ULP_DOMAINS[name]
    rng = np.random.default_rng(sum(map(ord, name)))
    for d in supported_dtypes("real floating"):
        if d.name not in ("float32", "float64") or name == "lgamma" and d.name == "float64":
            continue
        nd = np.dtype(d.name)
        x = _ulp_inputs(max(lo, float(np.finfo(nd).min) / 4), min(hi, float(np.finfo(nd).max) / 4), nd, rng)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            exact = np.array([_math_or_inf(ref_fn, float(v)) for v in x])
            expected = exact.astype(nd)  # rounded once
            res = to_numpy(getattr(ivy, name)(to_ivy(x))).astype(np.float64)
        over = np.isinf(expected) & ~np.isnan(exact)
        assert np.array_equal(res[over], expected[over]), f"{name} {d}: overflow at {x[over & (res != expected)][:3]}"
        # (subnormal results left out: XLA's CPU code flushes them; NaN: outside the domain)
        keep = ~over & (np.abs(expected) >= np.finfo(nd).tiny) & ~np.isnan(exact)
        ulps = np.abs(res[keep] - exact[keep]) / np.spacing(np.abs(expected[keep]).astype(nd)).astype(np.float64)
        worst = int(np.argmax(ulps)) if ulps.size else 0
        assert ulps.size == 0 or ulps[worst] <= _ULP_BOUND, (
            f"{name} {d}: {ulps[worst]:.0f} ulp off at x = {x[keep][worst]!r} "
            f"(got {res[keep][worst]!r}, exact {exact[keep][worst]!r})")


def _math_or_inf(fn, v):
    try:
        return fn(v)
    except OverflowError:
        return math.copysign(math.inf, v) if fn is not math.cosh else math.inf
    except ValueError:  # outside the domain (once rounded to the dtype), or lgamma's poles
        return math.nan


def _assert_identical(res, exp, msg):
    """``res`` (an ivy array) has ``exp``'s dtype, shape and values, bit for bit but NaN."""
    r = to_numpy(res)
    assert r.dtype == exp.dtype and r.shape == exp.shape, f"{msg}: {r.dtype}{r.shape} != {exp.dtype}{exp.shape}"
    np.testing.assert_array_equal(r, exp, err_msg=msg)


def _assert_complex_pow(res, exp, x1, x2, msg):
    """Complex ``pow`` against its reference, overflow as in :func:`_complex_pow_overflow`, to a
    tolerance that grows with |x2 log x1|: exp(x2 log x1) multiplies the rounding error of the
    log by x2 and turns it into a relative error of the result, so two libraries computing in
    complex64 may differ by ~eps |x2 log x1| (NumPy's complex64 ``(-524) ** (-1 - 27j)`` is
    1.5e-5 from the exact value, which JAX, computing in complex128, gives)."""
    x1 = np.asarray(x1, dtype=np.complex128)
    x2 = np.asarray(x2, dtype=np.complex128)
    finite = np.isfinite(x1) & np.isfinite(x2)
    res, exp = _complex_pow_overflow(res, exp, finite, msg)
    with np.errstate(all="ignore"):
        cond = np.abs(x2) * (np.abs(np.log(np.abs(x1))) + np.pi)
    cond = np.where(finite & (x1 != 0), cond, 0)  # (0 ** x2 has no log: the special cases)
    rtol = default_rtol(res.dtype) + 4 * np.finfo(res.dtype).eps * float(np.max(cond, initial=0))
    assert_same(res, exp, rtol=rtol, msg=msg)


def _complex_pow_overflow(res, exp, finite_operands, msg):
    """Complex overflow of pow is implementation-defined in its parts: ``(1e-254j) ** -2`` is
    inf + nan j in NumPy, -inf + 0j elsewhere, and ``(22j) ** 230`` -inf - 6e294j in NumPy
    (a rounded angle), -inf - inf j through exp(x2 log x1). Where the reference overflows from
    finite operands, the result must overflow too; those elements are then left out, as are
    those with a non-finite operand: the standard defines complex pow only as exp(x2 log x1),
    and libraries differ there (``inf ** (-1 + 0j)`` is NaN in NumPy, 0 in torch).
    ``test_complex_pow_special_values`` checks the cases they agree on."""
    rn, en = to_numpy(res), np.asarray(to_numpy(exp))
    over = ~np.isfinite(en) & finite_operands
    assert (~np.isfinite(rn[over])).all(), f"{msg}: finite result where the reference overflows"
    skip = over | ~finite_operands
    return np.where(skip, 0, rn), np.where(skip, 0, en)


@pytest.mark.parametrize("x1, x2, expected", [
    (2 + 0j, 128.0, complex(np.inf, 0)),  # overflow of a real power: no NaN imaginary part
    (2 + 0j, 200 + 0j, complex(np.inf, 0)),
    (0j, 1 + 1j, 0j),  # 0 ** z is 0 where Re z > 0
    (0j, 2 - 3j, 0j),
    (2 + 0j, -np.inf, 0j),  # exp(-inf log 2) = 0
    (1 + 0j, np.nan, complex(np.nan, np.nan)),  # exp(NaN log 1)
    (complex(np.nan, 0), 0j, 1 + 0j),  # x ** 0 is 1
    (3 + 4j, 2.0, -7 + 24j),
    # |x1| ** Re(x2) and exp(-Im(x2) arg(x1)) are 1/16 and 1.6e38 * 16: finite in complex64
    (-2 + 0j, -4 - 29j, complex(np.power(np.complex128(-2), np.complex128(-4 - 29j)))),
])
def test_complex_pow_special_values(x1, x2, expected):
    """Complex pow where every library agrees (JAX's XLA pow gave inf + nan j, NaN, NaN and 1 in
    the first, third, fifth and sixth cases, and inf - inf j in the last; found by thorough
    runs)."""
    if lacking(ivy.complex64):
        with expect_unsupported(ivy.complex64):
            ivy.asarray(np.array(x1, np.complex64))
        return
    a = ivy.asarray(np.array(x1, np.complex64))
    b = ivy.asarray(np.array(x2, np.complex64 if isinstance(x2, complex) else np.float32))
    for r in (ivy.pow(a, b), ivy.pow(a, x2)):
        v = complex(to_numpy(r))
        for part in ("real", "imag"):
            got, want = getattr(v, part), getattr(expected, part)
            assert got == want or (np.isnan(got) and np.isnan(want)) or abs(got - want) <= 1e-5 * abs(want), (
                f"pow({x1}, {x2}) = {v}, expected {expected}")


@pytest.mark.parametrize("v", [1.1754944e-38 + 1.47399595e-36j, 1.47399595e-36 - 1.1754944e-38j,
                               3e-38 + 2e-36j])
def test_complex_division_with_subnormal_intermediates(v):
    """complex64 division whose intermediates are subnormal (a part near the smallest normal):
    within an ulp or so of the complex128 result. JAX and TensorFlow flush subnormals to zero,
    and ``1 / (1.1754944e-38 + 1.47399595e-36j)`` was 6e-5 off (found by a thorough run)."""
    if lacking(ivy.complex64):
        pytest.skip("the backend has no complex dtypes")
    a = np.full((4, 2), v, dtype=np.complex64)  # (several elements: XLA's vector loop flushed them)
    x = to_ivy(a)
    x128 = a.astype(np.complex128)
    n = np.full((4, 2), 2 + 1j, dtype=np.complex64)
    for got, want in ((ivy.reciprocal(x), 1 / x128), (ivy.divide(to_ivy(n), x), n.astype(np.complex128) / x128)):
        np.testing.assert_allclose(to_numpy(got), want.astype(np.complex64), rtol=1e-6)


@pytest.mark.parametrize("v", [1e39, -1e39, 1e10, -1e10, 1e300])
def test_floor_divide_by_a_python_float_the_dtype_rounds_to_infinity(v):
    """A Python float is the value the array's dtype rounds it to: 1e39 is inf in float32, so
    ``-2 // 1e39`` is the standard's ``-2 // inf``, -0 (NumPy and JAX gave -1: their infinity
    test saw the float64 value)."""
    for dt in supported_dtypes("real floating", standard=False):
        a = np.asarray([1.0, -2.0, 3.5, -0.5, 0.0], dtype=dt.name)
        with np.errstate(over="ignore"):
            b = np.full(a.shape, v).astype(dt.name)  # v as the dtype rounds it
        x = to_ivy(a)
        assert_same(ivy.floor_divide(x, v), _np_floor_divide_standard(a, b), msg=f"{dt} // {v}")
        assert_same(ivy.floor_divide(v, x[:4]), _np_floor_divide_standard(b[:4], a[:4]), msg=f"{v} // {dt}")


@pytest.mark.parametrize("d", [d.name for d in supported_dtypes("signed integer")])
def test_integers_to_negative_powers_are_refused(d):
    """An integer array to a negative integer power has no integer value: InvalidArgumentError,
    as NumPy's ValueError, for a Python int exponent, an array exponent holding a negative value
    and a Python int base (torch truncated 2 ** -1 to 0, MXNet gave 1, JAX raised a TypeError
    for a Python int exponent and truncated an array one)."""
    dt = getattr(ivy, d)
    a = to_ivy(np.asarray([1, 2, 3], dtype=d))
    e = to_ivy(np.asarray([0, -1, 2], dtype=d))
    for make in (lambda: ivy.pow(a, -1), lambda: a ** -2, lambda: ivy.pow(a, e), lambda: ivy.pow(2, e),
                 lambda: ivy.pow(a.data, e.data)):
        with pytest.raises(ivy.InvalidArgumentError):
            make()
    ok = to_ivy(np.asarray([0, 1, 2], dtype=d))
    assert_same(ivy.pow(a, ok), np.power(np.asarray([1, 2, 3], dtype=d), np.asarray([0, 1, 2], dtype=d)))
    assert_same(ivy.pow(a, 0), np.ones(3, dtype=d))
    assert ivy.pow(a, ok).dtype is dt


@pytest.mark.parametrize("expr,expected", [
    ("ivy.add(ivy.asarray([1, 2], dtype=ivy.int8), 1)", ivy.int8),
    ("ivy.add(1, ivy.asarray([1, 2], dtype=ivy.uint16))", ivy.uint16),
    ("ivy.multiply(ivy.asarray([1, 2], dtype=ivy.int16), 1.5)", ivy.float32),
    ("ivy.add(ivy.asarray([1, 2], dtype=ivy.int64), 1.5)", ivy.float32),
    ("ivy.add(ivy.asarray([1, 2], dtype=ivy.int32), 1j)", ivy.complex64),
    ("ivy.add(ivy.asarray([1.0], dtype=ivy.float64), 1)", ivy.float64),
    ("ivy.add(ivy.asarray([1.0], dtype=ivy.float32), 1j)", ivy.complex64),
    ("ivy.add(ivy.asarray([1.0], dtype=ivy.float64), 1j)", ivy.complex128),
    ("ivy.divide(ivy.asarray([1, 2], dtype=ivy.int64), ivy.asarray([3, 4], dtype=ivy.int64))", ivy.float32),
    ("ivy.divide(ivy.asarray([1, 2], dtype=ivy.int8), 2)", ivy.float32),
    ("ivy.sqrt(ivy.asarray([4, 9], dtype=ivy.int64))", ivy.float32),
    ("ivy.sqrt(ivy.asarray([True]))", ivy.float32),
    ("ivy.add(ivy.asarray([1], dtype=ivy.int64), ivy.asarray([1], dtype=ivy.uint64))", ivy.float64),
    ("ivy.add(ivy.asarray([1], dtype=ivy.int8), ivy.asarray([1], dtype=ivy.uint8))", ivy.int16),
    ("ivy.bitwise_and(ivy.asarray([True]), True)", ivy.bool),
    ("ivy.greater(ivy.asarray([1], dtype=ivy.int8), 0)", ivy.bool),
    ("ivy.abs(ivy.asarray([1 + 1j], dtype=ivy.complex128))", ivy.float64),
    ("ivy.real(ivy.asarray([1 + 1j], dtype=ivy.complex64))", ivy.float32),
])
def test_result_dtype_examples(expr, expected):
    held = set(supported_dtypes(standard=False))
    lacking = [d for d in ivy.all_dtypes if (f"ivy.{d.name})" in expr or d is expected) and d not in held]
    if lacking:
        with pytest.raises(ivy.UnsupportedDtypeError):  # the backend cannot make the inputs
            eval(expr, {"ivy": ivy})  # noqa: S307 - fixed expressions above
        return
    assert eval(expr, {"ivy": ivy}).dtype == expected  # noqa: S307 - fixed expressions above


# ------------------------------------------------- float16 and integer inputs


def _takes_real_floats(name):
    kinds = {**UNARY, **BINARY}[name]
    return kinds is None or ivy.isdtype(ivy.float32, kinds)


@pytest.mark.parametrize("name", sorted(n for n in {**UNARY, **BINARY} if _takes_real_floats(n)))
@given(data=st.data())
def test_float16(name, data):
    """float16 (outside the standard) against NumPy."""
    if ivy.float16 not in backend().supported_dtypes():
        pytest.skip(f"backend {backend().name} has no float16")
    d = ivy.float16
    if name in UNARY:
        args = (data.draw(array_of(d, sti.shapes(max_dims=3, max_side=4), name), label="x"),)
    else:
        args = data.draw(pair_of(d, d, name), label="x1, x2")
    r = ivy.bool if name in BOOL_RESULT else d
    res = call(name, *args)
    assert dtype_name(res) == r.name
    assert_same(res, np.asarray(np_ref(name)(*args)), rtol=2e-3, msg=name)


@pytest.mark.parametrize("name", sorted(n for n in FLOAT_ONLY if n in UNARY))
@given(data=st.data())
def test_unary_float_only_on_integers(name, data):
    """Integer and bool inputs to float-only functions give float32 (ivy's default float)."""
    d = data.draw(st.sampled_from(dtypes_of(INT_BOOL)), label="dtype")
    a = data.draw(array_of(d, sti.shapes(max_dims=3, max_side=4), name), label="x")
    res = call(name, a)
    assert dtype_name(res) == "float32", f"{name}({d}) gave {dtype_name(res)}"
    assert_same(res, np_ref(name)(a.astype(np.float32)), msg=name)


@pytest.mark.parametrize("name", ["isfinite", "isinf", "isnan", "signbit", "real", "conj", "imag"])
@given(data=st.data())
def test_real_valued_extensions(name, data):
    """Tests and parts of integer/real arrays: bool tests; real/conj give x; imag gives zeros."""
    kinds = ("integral", "real floating")
    d = data.draw(st.sampled_from(dtypes_of(kinds, standard=False)), label="dtype")
    a = data.draw(array_of(d, sti.shapes(max_dims=3, max_side=4)), label="x")
    res = call(name, a)
    expected = {
        "isfinite": np.isfinite(a), "isinf": np.isinf(a), "isnan": np.isnan(a), "signbit": np.signbit(a),
        "real": a, "conj": a, "imag": np.zeros_like(a),
    }[name]
    assert_same(res, np.asarray(expected), msg=name)


# ------------------------------------------------------------------- clip


@st.composite
def clip_args(draw):
    d = draw(st.sampled_from(dtypes_of(REAL)))
    x = draw(array_of(d, sti.shapes(max_dims=3, max_side=4)))
    bounds = []
    for _ in range(2):
        how = draw(st.sampled_from(["none", "scalar", "array"]))
        if how == "none":
            bounds.append(None)
        elif how == "scalar":
            v = draw(elements(d) if d.kind == "f" else st.integers(*map(int, (np.iinfo(np_dtype(d)).min,
                                                                               np.iinfo(np_dtype(d)).max))))
            bounds.append(float(v) if d.kind == "f" else int(v))
        else:
            # a shape that broadcasts to x's (trailing dims of x, some of them 1)
            tail = x.shape[draw(st.integers(0, x.ndim)):]
            shp = tuple(draw(st.sampled_from([1, n])) for n in tail)
            bounds.append(draw(array_of(d, shp)))
    return x, bounds[0], bounds[1]


@given(clip_args())
def test_clip(args):
    x, lo, hi = args
    assume(not (lo is not None and hi is not None and np.any(np.asarray(lo) > np.asarray(hi))))
    res = ivy.clip(to_ivy(x), to_ivy(lo) if lo is not None else None, max=to_ivy(hi) if hi is not None else None)
    expected = xp.clip(to_strict(x), to_strict(lo) if lo is not None else None,
                       max=to_strict(hi) if hi is not None else None)
    assert_same(res, expected)


def test_clip_ivy_choices():
    x = ivy.asarray([1.0, 5.0, float("nan")])
    assert to_numpy(ivy.clip(x, 3.0, 2.0)).tolist()[:2] == [2.0, 2.0]  # min > max: max wins
    assert np.isnan(to_numpy(ivy.clip(x, float("nan"), 2.0))).all()
    assert np.isnan(to_numpy(ivy.clip(x, 0.0, float("nan")))).all()
    assert np.array_equal(to_numpy(ivy.clip(x)), to_numpy(x), equal_nan=True)
    i8 = ivy.asarray([-100, 1, 100], dtype=ivy.int8)
    r = ivy.clip(i8, 0.5, 2.5)  # float bounds round inwards for integer arrays
    assert r.dtype == ivy.int8 and to_numpy(r).tolist() == [1, 1, 2]
    r = ivy.clip(i8, -1000, 1000)  # bounds beyond the dtype's range clamp to it
    assert r.dtype == ivy.int8 and to_numpy(r).tolist() == [-100, 1, 100]
    r = ivy.clip(ivy.asarray([0.5, 2.0], dtype=ivy.float32), ivy.asarray(1.0, dtype=ivy.float64))
    assert r.dtype == ivy.float32 and to_numpy(r).tolist() == [1.0, 2.0]


# ------------------------------------------------------------- 0-d results


def _native_0d(d, value):
    return to_ivy(np.asarray(value, dtype=np_dtype(d))).data


@pytest.mark.parametrize("name", sorted({**UNARY, **BINARY, "clip": None}))
def test_0d_inputs_give_native_0d_arrays(name):
    """Native 0-d arrays in, a native 0-d array out (never a framework scalar)."""
    kinds = {**UNARY, **BINARY}.get(name, REAL)
    if not dtypes_of(kinds):  # imag on a backend without complex dtypes
        _check_kind_unsupported(kinds)
        return
    d = dtypes_of(kinds)[-1]
    v = {"b": True, "c": 1 + 1j}.get(d.kind, 1)
    x = _native_0d(d, v)
    fn = getattr(ivy, name)
    r = fn(x) if name in UNARY or name == "clip" else fn(x, x)
    assert type(r) is type(x), f"{name}: {type(r).__name__} from {type(x).__name__}"
    assert tuple(backend().shape(r)) == ()
    r = fn(to_ivy(np.asarray(v, dtype=np_dtype(d))), *([] if name in UNARY or name == "clip" else [x]))
    assert isinstance(r, ivy.Array) and r.shape == () and type(r.data) is type(x)


# ------------------------------------------------ unspecified but no crash


def test_integer_division_by_zero_is_quiet():
    a = ivy.asarray([7, -7, 0], dtype=ivy.int32)
    z = ivy.asarray([0, 0, 0], dtype=ivy.int32)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for name in ("floor_divide", "remainder"):
            r = getattr(ivy, name)(a, z)
            assert r.dtype == ivy.int32 and r.shape == (3,)
            assert to_numpy(r).tolist() == [0, 0, 0]
            assert getattr(ivy, name)(a, 0).dtype == ivy.int32


@pytest.mark.parametrize("name", ["bitwise_left_shift", "bitwise_right_shift"])
def test_shift_counts_out_of_range_do_not_crash(name):
    for d in dtypes_of("integral"):
        bits = ivy.iinfo(d).bits
        x = to_ivy(np.asarray([1, 5, 100], dtype=np_dtype(d)))
        counts = [bits, bits + 3, 2 * bits] + ([-1] if d.kind == "i" else [])
        for c in counts:
            r = getattr(ivy, name)(x, to_ivy(np.asarray(c, dtype=np_dtype(d))))
            assert r.dtype == d and r.shape == (3,)


def test_integer_overflow_wraps():
    a = ivy.asarray([127, -128], dtype=ivy.int8)
    assert to_numpy(ivy.add(a, 1)).tolist() == [-128, -127]
    assert to_numpy(ivy.multiply(ivy.asarray([200], dtype=ivy.uint8), 2)).tolist() == [144]
    assert to_numpy(ivy.square(ivy.asarray([16], dtype=ivy.int8))).tolist() == [0]


# ---------------------------------------------------- special cases (real)

NAN, INF, NINF, PZ, NZ = math.nan, math.inf, -math.inf, 0.0, -0.0
NEG_NAN = -math.nan  # a NaN with its sign bit set
PI = math.pi


class _Zero:
    """Zero of either sign (the standard leaves the sign unspecified)."""

    def __repr__(self):
        return "±0"


class _SignedNaN:
    def __init__(self, negative):
        self.negative = negative

    def __repr__(self):
        return "-NaN" if self.negative else "+NaN"


class _EitherSign:
    """``±value``: the standard leaves the sign unspecified."""

    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return f"±{self.value!r}"


ZERO = _Zero()
NAN_SIGN0, NAN_SIGN1 = _SignedNaN(False), _SignedNaN(True)

U = [  # (function, x, result) from the standard's "Special cases" sections
    ("abs", NAN, NAN), ("abs", NZ, PZ), ("abs", NINF, INF),
    ("acos", NAN, NAN), ("acos", 1.5, NAN), ("acos", -1.5, NAN), ("acos", 1.0, PZ),
    ("acosh", NAN, NAN), ("acosh", 0.5, NAN), ("acosh", 1.0, PZ), ("acosh", INF, INF),
    ("asin", NAN, NAN), ("asin", 1.5, NAN), ("asin", -1.5, NAN), ("asin", PZ, PZ), ("asin", NZ, NZ),
    ("asinh", NAN, NAN), ("asinh", PZ, PZ), ("asinh", NZ, NZ), ("asinh", INF, INF), ("asinh", NINF, NINF),
    ("atan", NAN, NAN), ("atan", PZ, PZ), ("atan", NZ, NZ), ("atan", INF, PI / 2), ("atan", NINF, -PI / 2),
    ("atanh", NAN, NAN), ("atanh", -1.5, NAN), ("atanh", 1.5, NAN), ("atanh", -1.0, NINF), ("atanh", 1.0, INF),
    ("atanh", PZ, PZ), ("atanh", NZ, NZ),
    ("cos", NAN, NAN), ("cos", PZ, 1.0), ("cos", NZ, 1.0), ("cos", INF, NAN), ("cos", NINF, NAN),
    ("cosh", NAN, NAN), ("cosh", PZ, 1.0), ("cosh", NZ, 1.0), ("cosh", INF, INF), ("cosh", NINF, INF),
    ("exp", NAN, NAN), ("exp", PZ, 1.0), ("exp", NZ, 1.0), ("exp", INF, INF), ("exp", NINF, PZ),
    ("expm1", NAN, NAN), ("expm1", PZ, PZ), ("expm1", NZ, NZ), ("expm1", INF, INF), ("expm1", NINF, -1.0),
    ("log", NAN, NAN), ("log", -1.0, NAN), ("log", PZ, NINF), ("log", NZ, NINF), ("log", 1.0, PZ), ("log", INF, INF),
    ("log2", NAN, NAN), ("log2", -1.0, NAN), ("log2", PZ, NINF), ("log2", NZ, NINF), ("log2", 1.0, PZ),
    ("log2", INF, INF),
    ("log10", NAN, NAN), ("log10", -1.0, NAN), ("log10", PZ, NINF), ("log10", NZ, NINF), ("log10", 1.0, PZ),
    ("log10", INF, INF),
    ("log1p", NAN, NAN), ("log1p", -2.0, NAN), ("log1p", -1.0, NINF), ("log1p", NZ, NZ), ("log1p", PZ, PZ),
    ("log1p", INF, INF),
    ("sin", NAN, NAN), ("sin", PZ, PZ), ("sin", NZ, NZ), ("sin", INF, NAN), ("sin", NINF, NAN),
    ("sinh", NAN, NAN), ("sinh", PZ, PZ), ("sinh", NZ, NZ), ("sinh", INF, INF), ("sinh", NINF, NINF),
    ("sqrt", NAN, NAN), ("sqrt", -1.0, NAN), ("sqrt", PZ, PZ), ("sqrt", NZ, NZ), ("sqrt", INF, INF),
    ("tan", NAN, NAN), ("tan", PZ, PZ), ("tan", NZ, NZ), ("tan", INF, NAN), ("tan", NINF, NAN),
    ("tanh", NAN, NAN), ("tanh", PZ, PZ), ("tanh", NZ, NZ), ("tanh", INF, 1.0), ("tanh", NINF, -1.0),
    ("sign", -2.5, -1.0), ("sign", NZ, ZERO), ("sign", PZ, ZERO), ("sign", 2.5, 1.0), ("sign", NAN, NAN),
    ("signbit", PZ, False), ("signbit", NZ, True), ("signbit", INF, False), ("signbit", NINF, True),
    ("signbit", 2.5, False), ("signbit", -2.5, True), ("signbit", NAN, False), ("signbit", NEG_NAN, True),
    ("reciprocal", PZ, INF), ("reciprocal", NZ, NINF), ("reciprocal", INF, PZ), ("reciprocal", NINF, NZ),
    ("reciprocal", NAN, NAN), ("reciprocal", -4.0, -0.25),
    ("square", NAN, NAN), ("square", NZ, PZ), ("square", NINF, INF), ("square", -3.0, 9.0),
    ("negative", PZ, NZ), ("negative", NZ, PZ), ("negative", INF, NINF), ("positive", NZ, NZ),
    ("isfinite", INF, False), ("isfinite", NINF, False), ("isfinite", NAN, False), ("isfinite", 1.0, True),
    ("isinf", INF, True), ("isinf", NINF, True), ("isinf", NAN, False), ("isinf", 1.0, False),
    ("isnan", NAN, True), ("isnan", INF, False), ("isnan", 1.0, False),
    # rounding: integer-valued inputs stay, zeros keep their sign, halves go to even
    *[(f, v, v) for f in ("ceil", "floor", "trunc", "round") for v in (INF, NINF, PZ, NZ, NAN, 3.0, -2.0)],
    ("round", 0.5, PZ), ("round", 1.5, 2.0), ("round", 2.5, 2.0), ("round", -0.5, NZ), ("round", -1.5, -2.0),
    ("round", -2.5, -2.0), ("round", 2.4, 2.0), ("round", 2.6, 3.0),
    ("ceil", 0.5, 1.0), ("ceil", -0.5, NZ), ("floor", -0.5, -1.0), ("floor", 0.5, PZ),
    ("trunc", -1.5, -1.0), ("trunc", 1.5, 1.0),
]

B = [  # (function, x1, x2, result)
    ("add", NAN, 1.0, NAN), ("add", 1.0, NAN, NAN), ("add", INF, NINF, NAN), ("add", NINF, INF, NAN),
    ("add", INF, INF, INF), ("add", NINF, NINF, NINF), ("add", INF, 1.0, INF), ("add", NINF, 1.0, NINF),
    ("add", 1.0, INF, INF), ("add", 1.0, NINF, NINF), ("add", NZ, NZ, NZ), ("add", NZ, PZ, PZ),
    ("add", PZ, NZ, PZ), ("add", PZ, PZ, PZ), ("add", NZ, 2.5, 2.5), ("add", 2.5, NZ, 2.5), ("add", 2.5, -2.5, PZ),
    ("subtract", NZ, PZ, NZ), ("subtract", PZ, PZ, PZ), ("subtract", INF, INF, NAN), ("subtract", NAN, 1.0, NAN),
    ("subtract", 2.5, 2.5, PZ),
    ("multiply", NAN, 1.0, NAN), ("multiply", INF, PZ, NAN), ("multiply", NZ, NINF, NAN),
    ("multiply", INF, NINF, NINF), ("multiply", NINF, NINF, INF), ("multiply", INF, -2.0, NINF),
    ("multiply", -2.0, NINF, INF), ("multiply", PZ, -2.0, NZ), ("multiply", NZ, NZ, PZ),
    ("divide", NAN, 1.0, NAN), ("divide", 1.0, NAN, NAN), ("divide", INF, NINF, NAN), ("divide", PZ, NZ, NAN),
    ("divide", PZ, 2.0, PZ), ("divide", NZ, 2.0, NZ), ("divide", PZ, -2.0, NZ), ("divide", NZ, -2.0, PZ),
    ("divide", 2.0, PZ, INF), ("divide", 2.0, NZ, NINF), ("divide", -2.0, PZ, NINF), ("divide", -2.0, NZ, INF),
    ("divide", INF, 2.0, INF), ("divide", INF, -2.0, NINF), ("divide", NINF, 2.0, NINF), ("divide", NINF, -2.0, INF),
    ("divide", 2.0, INF, PZ), ("divide", 2.0, NINF, NZ), ("divide", -2.0, INF, NZ), ("divide", -2.0, NINF, PZ),
    ("floor_divide", NAN, 1.0, NAN), ("floor_divide", 1.0, NAN, NAN), ("floor_divide", INF, NINF, NAN),
    ("floor_divide", PZ, NZ, NAN), ("floor_divide", PZ, 2.0, PZ), ("floor_divide", NZ, 2.0, NZ),
    ("floor_divide", PZ, -2.0, NZ), ("floor_divide", NZ, -2.0, PZ), ("floor_divide", 2.0, PZ, INF),
    ("floor_divide", 2.0, NZ, NINF), ("floor_divide", -2.0, PZ, NINF), ("floor_divide", -2.0, NZ, INF),
    ("floor_divide", 2.0, INF, PZ), ("floor_divide", -2.0, NINF, PZ), ("floor_divide", 7.0, -2.0, -4.0),
    # the standard's limits where exactly one operand is infinite (Python's // differs)
    ("floor_divide", INF, 2.0, INF), ("floor_divide", INF, -2.0, NINF), ("floor_divide", NINF, 2.0, NINF),
    ("floor_divide", NINF, -2.0, INF), ("floor_divide", 2.0, NINF, NZ), ("floor_divide", -2.0, INF, NZ),
    ("remainder", NAN, 1.0, NAN), ("remainder", 1.0, NAN, NAN), ("remainder", INF, INF, NAN),
    ("remainder", PZ, NZ, NAN), ("remainder", PZ, 2.0, PZ), ("remainder", NZ, 2.0, PZ), ("remainder", PZ, -2.0, NZ),
    ("remainder", NZ, -2.0, NZ), ("remainder", 2.0, PZ, NAN), ("remainder", 2.0, NZ, NAN),
    ("remainder", -2.0, PZ, NAN), ("remainder", -2.0, NZ, NAN), ("remainder", INF, 2.0, NAN),
    ("remainder", INF, -2.0, NAN), ("remainder", NINF, 2.0, NAN), ("remainder", NINF, -2.0, NAN),
    ("remainder", 2.0, INF, 2.0), ("remainder", 2.0, NINF, NINF), ("remainder", -2.0, INF, INF),
    ("remainder", -2.0, NINF, -2.0), ("remainder", 5.5, 2.0, 1.5), ("remainder", -5.5, 2.0, 0.5),
    ("remainder", 5.5, -2.0, -0.5),
    ("pow", 2.0, NAN, NAN), ("pow", NAN, PZ, 1.0), ("pow", NAN, NZ, 1.0), ("pow", NAN, 2.0, NAN),
    ("pow", 2.5, INF, INF), ("pow", -2.5, INF, INF), ("pow", 2.5, NINF, PZ), ("pow", -1.0, INF, 1.0),
    ("pow", 1.0, NINF, 1.0), ("pow", -1.0, NINF, 1.0), ("pow", 1.0, NAN, 1.0), ("pow", 1.0, -3.0, 1.0),
    ("pow", 0.5, INF, PZ), ("pow", 0.5, NINF, INF), ("pow", -0.5, NINF, INF), ("pow", INF, 2.0, INF),
    ("pow", INF, -2.0, PZ), ("pow", NINF, 3.0, NINF), ("pow", NINF, 2.0, INF), ("pow", NINF, 2.5, INF),
    ("pow", NINF, -3.0, NZ), ("pow", NINF, -2.0, PZ), ("pow", PZ, 2.0, PZ), ("pow", PZ, -2.0, INF),
    ("pow", NZ, 3.0, NZ), ("pow", NZ, 2.0, PZ), ("pow", NZ, -3.0, NINF), ("pow", NZ, -2.0, INF),
    ("pow", -2.0, 0.5, NAN), ("pow", -2.0, 3.0, -8.0),
    ("atan2", NAN, 1.0, NAN), ("atan2", 1.0, NAN, NAN), ("atan2", 2.0, PZ, PI / 2), ("atan2", 2.0, NZ, PI / 2),
    ("atan2", PZ, 2.0, PZ), ("atan2", PZ, PZ, PZ), ("atan2", PZ, NZ, PI), ("atan2", PZ, -2.0, PI),
    ("atan2", NZ, 2.0, NZ), ("atan2", NZ, PZ, NZ), ("atan2", NZ, NZ, -PI), ("atan2", NZ, -2.0, -PI),
    ("atan2", -2.0, PZ, -PI / 2), ("atan2", -2.0, NZ, -PI / 2), ("atan2", 2.0, INF, PZ), ("atan2", 2.0, NINF, PI),
    ("atan2", -2.0, INF, NZ), ("atan2", -2.0, NINF, -PI), ("atan2", INF, 2.0, PI / 2), ("atan2", NINF, 2.0, -PI / 2),
    ("atan2", INF, INF, PI / 4), ("atan2", INF, NINF, 3 * PI / 4), ("atan2", NINF, INF, -PI / 4),
    ("atan2", NINF, NINF, -3 * PI / 4),
    ("copysign", 2.0, -3.0, -2.0), ("copysign", 2.0, NZ, -2.0), ("copysign", -2.0, PZ, 2.0),
    ("copysign", -2.0, 3.0, 2.0), ("copysign", 2.0, NEG_NAN, -2.0), ("copysign", -2.0, NAN, 2.0),
    ("copysign", NAN, -3.0, NAN_SIGN1), ("copysign", NAN, NZ, NAN_SIGN1), ("copysign", NEG_NAN, PZ, NAN_SIGN0),
    ("copysign", NEG_NAN, 3.0, NAN_SIGN0), ("copysign", NAN, NEG_NAN, NAN_SIGN1), ("copysign", NEG_NAN, NAN, NAN_SIGN0),
    ("copysign", INF, -1.0, NINF), ("copysign", PZ, -1.0, NZ),
    ("hypot", INF, NAN, INF), ("hypot", NINF, 2.0, INF), ("hypot", NAN, NINF, INF), ("hypot", 2.0, INF, INF),
    ("hypot", PZ, -3.0, 3.0), ("hypot", NZ, 3.0, 3.0), ("hypot", -3.0, NZ, 3.0), ("hypot", 2.0, NAN, NAN),
    ("hypot", NAN, 2.0, NAN), ("hypot", NAN, NAN, NAN), ("hypot", PZ, NZ, PZ), ("hypot", 3.0, -4.0, 5.0),
    ("logaddexp", NAN, 1.0, NAN), ("logaddexp", 1.0, NAN, NAN), ("logaddexp", NAN, INF, NAN),
    ("logaddexp", INF, 1.0, INF), ("logaddexp", 1.0, INF, INF), ("logaddexp", INF, NINF, INF),
    ("logaddexp", INF, INF, INF), ("logaddexp", NINF, NINF, NINF), ("logaddexp", NINF, 1.0, 1.0),
    ("logaddexp", PZ, PZ, math.log(2.0)),
    ("maximum", NAN, 1.0, NAN), ("maximum", 1.0, NAN, NAN), ("maximum", NAN, NAN, NAN), ("maximum", NINF, 1.0, 1.0),
    ("minimum", NAN, 1.0, NAN), ("minimum", 1.0, NAN, NAN), ("minimum", NAN, NAN, NAN), ("minimum", INF, 1.0, 1.0),
    ("nextafter", NAN, 1.0, NAN), ("nextafter", 1.0, NAN, NAN), ("nextafter", NZ, PZ, PZ), ("nextafter", PZ, NZ, NZ),
    ("nextafter", 2.0, 2.0, 2.0),
    ("equal", NAN, NAN, False), ("equal", NAN, 1.0, False), ("equal", INF, INF, True), ("equal", NINF, NINF, True),
    ("equal", NZ, PZ, True), ("equal", PZ, NZ, True), ("equal", 1.0, 1.0, True), ("equal", 1.0, 2.0, False),
    ("equal", INF, NINF, False),
    ("not_equal", NAN, NAN, True), ("not_equal", NAN, 1.0, True), ("not_equal", INF, NINF, True),
    ("not_equal", NINF, INF, True), ("not_equal", NZ, PZ, False), ("not_equal", 1.0, 2.0, True),
    ("not_equal", INF, INF, False),
    *[(f, NAN, 1.0, False) for f in ("greater", "greater_equal", "less", "less_equal")],
    *[(f, 1.0, NAN, False) for f in ("greater", "greater_equal", "less", "less_equal")],
    ("greater_equal", NZ, PZ, True), ("less_equal", PZ, NZ, True), ("less", NZ, PZ, False),
    ("greater", INF, 1e4, True), ("less", NINF, -1e4, True),
]


def _float_dtypes():
    return dtypes_of("real floating", standard=False)


def check_value(got, expected, d, msg):
    """``got`` (a Python number) against a special-case result."""
    if isinstance(expected, bool):
        assert got is expected or got == expected, msg
        assert isinstance(got, bool), f"{msg}: not a bool ({type(got).__name__})"
    elif isinstance(expected, _SignedNaN):
        assert math.isnan(got) and (math.copysign(1.0, got) < 0) == expected.negative, msg
    elif expected is ZERO:
        assert got == 0, msg
    elif isinstance(expected, _EitherSign):
        assert math.isclose(abs(got), expected.value, rel_tol=1e-6), msg
    elif math.isnan(expected):
        assert math.isnan(got), msg
    elif expected == 0 or math.isinf(expected):
        assert got == expected and math.copysign(1.0, got) == math.copysign(1.0, expected), msg
    else:
        rel = 2e-3 if d == ivy.float16 else 1e-6
        assert math.isclose(got, expected, rel_tol=rel), msg


def _cases(table, arity):
    for case in table:
        for impl in impls(case[0]):
            yield pytest.param(impl, *case, id=f"{impl}-{case[0]}{case[1:arity + 1]}")


@pytest.mark.parametrize("impl,name,x,expected", list(_cases(U, 1)))
def test_special_cases_unary(impl, name, x, expected):
    for d in _float_dtypes():
        a = to_ivy(np.asarray(x, dtype=np_dtype(d)))
        r = run_impl(impl, name, a)
        assert r.shape == ()
        check_value(to_numpy(r).item(), expected, d, f"{name}({x!r}) [{d}, {impl}]: got {to_numpy(r).item()!r}")


@pytest.mark.parametrize("impl,name,x1,x2,expected", list(_cases(B, 2)))
def test_special_cases_binary(impl, name, x1, x2, expected):
    blind = []  # dtypes whose NaN signs the composition cannot see (below)
    for d in _float_dtypes():
        if impl == "composition" and isinstance(expected, _SignedNaN) and not _sign_ops_keep_nan_signs(d):
            blind.append(str(d))
            continue
        a = to_ivy(np.asarray(x1, dtype=np_dtype(d)))
        b = to_ivy(np.asarray(x2, dtype=np_dtype(d)))
        r = run_impl(impl, name, a, b)
        got = to_numpy(r).item()
        check_value(got, expected, d, f"{name}({x1!r}, {x2!r}) [{d}, {impl}]: got {got!r}")
        if name not in BOOL_RESULT and impl == "ivy":  # a Python-float operand behaves the same
            got2 = to_numpy(run_impl(impl, name, a, x2)).item()
            check_value(got2, expected, d, f"{name}({x1!r}, float {x2!r}) [{d}]: got {got2!r}")
    if blind:
        pytest.skip(f"ivy-core's {name} composition takes a NaN's sign from the backend's abs and negative, "
                    f"which do not keep it for {', '.join(blind)} on this device (the standard leaves their "
                    f"NaN signs open; CUDA's do not keep them); the case of the native {name} checks the sign")


def _sign_ops_keep_nan_signs(d):
    """Whether the backend's ``negative(abs(x))`` and ``abs(x)`` keep NaN sign bits exactly for ``d``."""
    nan, neg_nan = (to_ivy(np.asarray(v, dtype=np_dtype(d))) for v in (NAN, NEG_NAN))
    return bool(to_numpy(ivy.signbit(ivy.negative(ivy.abs(nan))))) and not bool(to_numpy(ivy.signbit(ivy.abs(neg_nan))))


@pytest.mark.parametrize("impl", impls("clip"))
def test_special_cases_clip(impl):
    for d in _float_dtypes():
        def arr(v, d=d):
            return to_ivy(np.asarray(v, dtype=np_dtype(d)))
        assert math.isnan(to_numpy(run_impl(impl, "clip", arr(NAN), arr(0.0), arr(1.0))).item())
        assert math.isnan(to_numpy(run_impl(impl, "clip", arr(0.5), arr(NAN), arr(1.0))).item())
        assert math.isnan(to_numpy(run_impl(impl, "clip", arr(0.5), arr(0.0), arr(NAN))).item())
        assert to_numpy(run_impl(impl, "clip", arr(5.0), arr(3.0), arr(2.0))).item() == 2.0


# ------------------------------------------------- special cases (complex)

C = [  # (function, (re, im), (re, im)); ZERO: either sign; NAN components are NaN of any sign
    ("abs", (INF, NAN), INF), ("abs", (NAN, NINF), INF), ("abs", (PZ, -3.0), 3.0), ("abs", (-3.0, NZ), 3.0),
    ("abs", (NAN, 1.0), NAN), ("abs", (1.0, NAN), NAN),
    ("sqrt", (PZ, PZ), (PZ, PZ)), ("sqrt", (NZ, PZ), (PZ, PZ)), ("sqrt", (1.0, INF), (INF, INF)),
    ("sqrt", (NAN, INF), (INF, INF)), ("sqrt", (1.0, NAN), (NAN, NAN)), ("sqrt", (NINF, 1.0), (PZ, INF)),
    ("sqrt", (INF, 1.0), (INF, PZ)), ("sqrt", (INF, NAN), (INF, NAN)), ("sqrt", (NAN, 1.0), (NAN, NAN)),
    ("exp", (PZ, PZ), (1.0, PZ)), ("exp", (NZ, PZ), (1.0, PZ)), ("exp", (1.0, INF), (NAN, NAN)),
    ("exp", (1.0, NAN), (NAN, NAN)), ("exp", (INF, PZ), (INF, PZ)), ("exp", (NINF, 1.0), (PZ, PZ)),
    ("exp", (NAN, PZ), (NAN, PZ)), ("exp", (NAN, 1.0), (NAN, NAN)),
    # ivy picks +0 for the real part, which the standard leaves unsigned ("0 + 0j")
    ("expm1", (PZ, PZ), (PZ, PZ)), ("expm1", (NZ, PZ), (PZ, PZ)),
    ("expm1", (INF, PZ), (INF, PZ)), ("expm1", (NAN, PZ), (NAN, PZ)),
    ("expm1", (1.0, INF), (NAN, NAN)), ("expm1", (NINF, 1.0), (-1.0, ZERO)),
    ("expm1", (NINF, INF), (-1.0, ZERO)), ("expm1", (NINF, NAN), (-1.0, ZERO)),
    ("expm1", (INF, INF), (INF, NAN)), ("expm1", (INF, NAN), (INF, NAN)),
    ("log", (NZ, PZ), (NINF, PI)), ("log", (PZ, PZ), (NINF, PZ)), ("log", (1.0, INF), (INF, PI / 2)),
    ("log", (1.0, NAN), (NAN, NAN)), ("log", (NINF, 1.0), (INF, PI)), ("log", (INF, 1.0), (INF, PZ)),
    ("log", (NINF, INF), (INF, 3 * PI / 4)), ("log", (INF, INF), (INF, PI / 4)), ("log", (INF, NAN), (INF, NAN)),
    ("log", (NAN, INF), (INF, NAN)), ("log", (NAN, NAN), (NAN, NAN)),
    ("log1p", (-1.0, PZ), (NINF, PZ)), ("log1p", (1.0, INF), (INF, PI / 2)), ("log1p", (INF, 1.0), (INF, PZ)),
    ("log1p", (NINF, 1.0), (INF, PI)), ("log1p", (NAN, INF), (INF, NAN)),
    ("sinh", (PZ, PZ), (PZ, PZ)), ("sinh", (INF, PZ), (INF, PZ)), ("sinh", (NAN, PZ), (NAN, PZ)),
    ("cosh", (PZ, PZ), (1.0, PZ)), ("cosh", (INF, PZ), (INF, PZ)), ("cosh", (NAN, 1.0), (NAN, NAN)),
    ("tanh", (PZ, PZ), (PZ, PZ)), ("tanh", (INF, 1.0), (1.0, PZ)), ("tanh", (NAN, PZ), (NAN, PZ)),
    ("tanh", (NAN, 1.0), (NAN, NAN)), ("tanh", (INF, 2.0), (1.0, PZ)), ("tanh", (INF, -2.0), (1.0, NZ)),
    ("tanh", (NINF, 2.0), (-1.0, PZ)),
    ("acos", (PZ, PZ), (PI / 2, NZ)), ("acos", (1.0, INF), (PI / 2, NINF)), ("acos", (INF, 1.0), (PZ, NINF)),
    ("acos", (NINF, 1.0), (PI, NINF)), ("acos", (NAN, INF), (NAN, NINF)),
    ("acosh", (PZ, PZ), (PZ, PI / 2)), ("acosh", (1.0, INF), (INF, PI / 2)), ("acosh", (INF, 1.0), (INF, PZ)),
    ("acosh", (NINF, 1.0), (INF, PI)), ("acosh", (NAN, INF), (INF, NAN)),
    ("asinh", (PZ, PZ), (PZ, PZ)), ("asinh", (1.0, INF), (INF, PI / 2)), ("asinh", (INF, 1.0), (INF, PZ)),
    ("asinh", (NAN, PZ), (NAN, PZ)), ("asinh", (INF, INF), (INF, PI / 4)),
    ("atanh", (PZ, PZ), (PZ, PZ)), ("atanh", (PZ, NAN), (PZ, NAN)), ("atanh", (1.0, PZ), (INF, PZ)),
    ("atanh", (1.0, INF), (PZ, PI / 2)), ("atanh", (INF, 1.0), (PZ, PI / 2)), ("atanh", (INF, INF), (PZ, PI / 2)),
    ("atanh", (INF, NAN), (PZ, NAN)),
    # ivy picks +0 + 0j for the standard's "0 + 0j", as +0 for real sign(-0)
    ("sign", (PZ, PZ), (PZ, PZ)), ("sign", (NZ, NZ), (PZ, PZ)), ("sign", (NZ, PZ), (PZ, PZ)),
    ("sign", (PZ, NZ), (PZ, PZ)), ("sign", (NAN, PZ), (NAN, NAN)),
    ("sign", (1.0, NAN), (NAN, NAN)), ("sign", (3.0, -4.0), (0.6, -0.8)),
    ("isnan", (NAN, 1.0), True), ("isnan", (1.0, NAN), True), ("isnan", (INF, 1.0), False),
    ("isinf", (INF, NAN), True), ("isinf", (NAN, NINF), True), ("isinf", (NAN, 1.0), False),
    ("isfinite", (1.0, INF), False), ("isfinite", (NAN, 1.0), False), ("isfinite", (1.0, -2.0), True),
    ("conj", (1.0, PZ), (1.0, NZ)), ("conj", (NAN, 2.0), (NAN, -2.0)),
    ("real", (NZ, NAN), NZ), ("imag", (NAN, NZ), NZ),
]

# The standard's lists of complex special cases, transcribed: (a = real(x), b = imag(x), result).
# a and b are a value or a class of numbers the text names ("a finite number", ...); a result is
# (re, im), or a function of (a, b) for "r * cis(b)". Where several lines apply, the first counts.
# The lines describe the upper half-plane (the first quadrant for odd and even functions); the
# symmetries the standard requires give the rest: f(conj(x)) == conj(f(x)), and f(-x) == -f(x)
# (odd) or f(-x) == f(x) (even). They are checked at every point of _VALUES x _VALUES they cover.
_VALUES = (PZ, NZ, 1.0, -1.0, 2.5, -2.5, 1e30, -1e30, INF, NINF, NAN)


def _zero(v):  # "either +0 or -0"
    return v == 0


def _finite(v):  # "a finite number"
    return math.isfinite(v)


def _nonzero_finite(v):  # "a nonzero finite number"
    return math.isfinite(v) and v != 0


def _positive(v):  # "a positive (i.e., greater than 0) finite number"
    return math.isfinite(v) and v > 0


def _infinite(v):  # "either +infinity or -infinity"
    return math.isinf(v)


def _nonzero(v):  # "not equal to 0"
    return v != 0


def _anything(v):  # "any value (including NaN)"
    return True


_NN = (NAN, NAN)
_PM_INF = _EitherSign(INF)


def _cis(r, minus=0.0):
    """``r * cis(b) - minus``, where cis(v) is cos(v) + sin(v)*1j (r is +0 or +infinity).

    Not checked for a huge b: the signs of cos(b) and sin(b) then depend on how the
    dtype rounds b.
    """
    return lambda a, b: None if abs(b) > 1e3 else (r * math.cos(b) - minus, r * math.sin(b))


_SPEC = {  # name -> (symmetries, lines in the standard's order)
    "exp": ({"conj"}, [
        (_zero, PZ, (1.0, PZ)), (_finite, INF, _NN), (_finite, NAN, _NN), (INF, PZ, (INF, PZ)),
        (NINF, _finite, _cis(PZ)), (INF, _nonzero_finite, _cis(INF)), (NINF, INF, (ZERO, ZERO)),
        (INF, INF, (_PM_INF, NAN)), (NINF, NAN, (ZERO, ZERO)), (INF, NAN, (_PM_INF, NAN)),
        (NAN, PZ, (NAN, PZ)), (NAN, _nonzero, _NN), (NAN, NAN, _NN),
    ]),
    "expm1": ({"conj"}, [
        (_zero, PZ, (ZERO, PZ)), (_finite, INF, _NN), (_finite, NAN, _NN), (INF, PZ, (INF, PZ)),
        (NINF, _finite, _cis(PZ, 1.0)), (INF, _nonzero_finite, _cis(INF, 1.0)), (NINF, INF, (-1.0, ZERO)),
        (INF, INF, (_PM_INF, NAN)), (NINF, NAN, (-1.0, ZERO)), (INF, NAN, (_PM_INF, NAN)),
        (NAN, PZ, (NAN, PZ)), (NAN, _nonzero, _NN), (NAN, NAN, _NN),
    ]),
    "log": ({"conj"}, [
        (NZ, PZ, (NINF, PI)), (PZ, PZ, (NINF, PZ)), (_finite, INF, (INF, PI / 2)), (_finite, NAN, _NN),
        (NINF, _positive, (INF, PI)), (INF, _positive, (INF, PZ)), (NINF, INF, (INF, 3 * PI / 4)),
        (INF, INF, (INF, PI / 4)), (_infinite, NAN, (INF, NAN)), (NAN, _finite, _NN), (NAN, INF, (INF, NAN)),
        (NAN, NAN, _NN),
    ]),
    "log1p": ({"conj"}, [
        (-1.0, PZ, (NINF, PZ)), (_finite, INF, (INF, PI / 2)), (_finite, NAN, _NN), (NINF, _positive, (INF, PI)),
        (INF, _positive, (INF, PZ)), (NINF, INF, (INF, 3 * PI / 4)), (INF, INF, (INF, PI / 4)),
        (_infinite, NAN, (INF, NAN)), (NAN, _finite, _NN), (NAN, INF, (INF, NAN)), (NAN, NAN, _NN),
    ]),
    "sqrt": ({"conj"}, [
        (_zero, PZ, (PZ, PZ)), (_anything, INF, (INF, INF)), (_finite, NAN, _NN), (NINF, _positive, (PZ, INF)),
        (INF, _positive, (INF, PZ)), (NINF, NAN, (NAN, _PM_INF)), (INF, NAN, (INF, NAN)), (NAN, _anything, _NN),
    ]),
    "sinh": ({"conj", "odd"}, [
        (PZ, PZ, (PZ, PZ)), (PZ, INF, (ZERO, NAN)), (PZ, NAN, (ZERO, NAN)), (_positive, INF, _NN),
        (_positive, NAN, _NN), (INF, PZ, (INF, PZ)), (INF, _positive, _cis(INF)), (INF, INF, (_PM_INF, NAN)),
        (INF, NAN, (_PM_INF, NAN)), (NAN, PZ, (NAN, PZ)), (NAN, _nonzero_finite, _NN), (NAN, NAN, _NN),
    ]),
    "cosh": ({"conj", "even"}, [
        (PZ, PZ, (1.0, PZ)), (PZ, INF, (NAN, ZERO)), (PZ, NAN, (NAN, ZERO)), (_nonzero_finite, INF, _NN),
        (_nonzero_finite, NAN, _NN), (INF, PZ, (INF, PZ)), (INF, _nonzero_finite, _cis(INF)),
        (INF, INF, (_PM_INF, NAN)), (INF, NAN, (INF, NAN)), (NAN, _zero, (NAN, ZERO)),
        (NAN, _nonzero_finite, _NN), (NAN, NAN, _NN),
    ]),
    "tanh": ({"conj", "odd"}, [
        (PZ, PZ, (PZ, PZ)), (_nonzero_finite, INF, _NN), (PZ, INF, (PZ, NAN)), (_nonzero_finite, NAN, _NN),
        (PZ, NAN, (PZ, NAN)), (INF, _positive, (1.0, PZ)), (INF, INF, (1.0, ZERO)), (INF, NAN, (1.0, ZERO)),
        (NAN, PZ, (NAN, PZ)), (NAN, _nonzero, _NN), (NAN, NAN, _NN),
    ]),
    "acos": ({"conj"}, [
        (_zero, PZ, (PI / 2, NZ)), (_zero, NAN, (PI / 2, NAN)), (_finite, INF, (PI / 2, NINF)),
        (_nonzero_finite, NAN, _NN), (NINF, _positive, (PI, NINF)), (INF, _positive, (PZ, NINF)),
        (NINF, INF, (3 * PI / 4, NINF)), (INF, INF, (PI / 4, NINF)), (_infinite, NAN, (NAN, _PM_INF)),
        (NAN, _finite, _NN), (NAN, INF, (NAN, NINF)), (NAN, NAN, _NN),
    ]),
    "acosh": ({"conj"}, [
        (_zero, PZ, (PZ, PI / 2)), (_finite, INF, (INF, PI / 2)), (_nonzero_finite, NAN, _NN),
        (PZ, NAN, (NAN, _EitherSign(PI / 2))), (NINF, _positive, (INF, PI)), (INF, _positive, (INF, PZ)),
        (NINF, INF, (INF, 3 * PI / 4)), (INF, INF, (INF, PI / 4)), (_infinite, NAN, (INF, NAN)),
        (NAN, _finite, _NN), (NAN, INF, (INF, NAN)), (NAN, NAN, _NN),
    ]),
    "asinh": ({"conj", "odd"}, [
        (PZ, PZ, (PZ, PZ)), (_positive, INF, (INF, PI / 2)), (_finite, NAN, _NN), (INF, _positive, (INF, PZ)),
        (INF, INF, (INF, PI / 4)), (NAN, PZ, (NAN, PZ)), (NAN, _nonzero_finite, _NN), (NAN, INF, (_PM_INF, NAN)),
        (NAN, NAN, _NN),
    ]),
    "atanh": ({"conj", "odd"}, [
        (PZ, PZ, (PZ, PZ)), (PZ, NAN, (PZ, NAN)), (1.0, PZ, (INF, PZ)), (_positive, INF, (PZ, PI / 2)),
        (_nonzero_finite, NAN, _NN), (INF, _positive, (PZ, PI / 2)), (INF, INF, (PZ, PI / 2)),
        (INF, NAN, (PZ, NAN)), (NAN, _finite, _NN), (NAN, INF, (ZERO, PI / 2)), (NAN, NAN, _NN),
    ]),
    "abs": (set(), [
        (_infinite, _anything, INF), (_anything, _infinite, INF), (_zero, _anything, lambda a, b: abs(b)),
        (_anything, _zero, lambda a, b: abs(a)), (NAN, _finite, NAN), (_finite, NAN, NAN), (NAN, NAN, NAN),
    ]),
    # the rest "according to the rules of complex number division": x / |x| divides each part
    # by the real |x| (a zero part keeps its sign); infinite parts are left to the implementation
    "sign": (set(), [
        (_zero, _zero, (ZERO, ZERO)), (NAN, _anything, _NN), (_anything, NAN, _NN),
        (_zero, _nonzero_finite, lambda a, b: (a / abs(b), b / abs(b))),
        (_nonzero_finite, _zero, lambda a, b: (a / abs(a), b / abs(a))),
    ]),
}
# "as if implemented as" a hyperbolic function: x*1j is -b + aj, and -1j*(c + dj) is d - cj
_VIA_HYPERBOLIC = {"sin": ("sinh", True), "cos": ("cosh", False), "tan": ("tanh", True),
                   "asin": ("asinh", True), "atan": ("atanh", True)}
# "using the standard change of base formula": log(x) / log(base)
_VIA_LOG = {"log2": math.log(2.0), "log10": math.log(10.0)}


def _key(v):
    return "nan" if math.isnan(v) else (v, math.copysign(1.0, v))


def _negated(v):
    return v if isinstance(v, (_Zero, _EitherSign)) else -v


def _scaled(v, s):
    if isinstance(v, _EitherSign):
        return _EitherSign(v.value / s)
    return v if v is ZERO else v / s


def _matches(c, v):
    return c(v) if callable(c) else _key(c) == _key(v)


def _standard_result(name, a, b):
    """The standard's result for ``name(a + bj)``, or None where it lists none."""
    if name in _VIA_HYPERBOLIC:
        hyp, rotate_back = _VIA_HYPERBOLIC[name]
        r = _standard_result(hyp, -b, a)
        return None if r is None else (r[1], _negated(r[0])) if rotate_back else r
    if name in _VIA_LOG:
        r = _standard_result("log", a, b)
        return None if r is None else tuple(_scaled(v, _VIA_LOG[name]) for v in r)
    symmetries, lines = _SPEC[name]
    # the lines describe the upper half-plane (the first quadrant): elsewhere the symmetries
    # decide (sqrt(NaN - infinity j) is conj(sqrt(NaN + infinity j)), not "a is NaN, b any value")
    if "conj" in symmetries and math.copysign(1.0, b) < 0 and not math.isnan(b):
        r = _standard_result(name, a, -b)
        return None if r is None else (r[0], _negated(r[1]))
    if symmetries & {"odd", "even"} and math.copysign(1.0, a) < 0 and not math.isnan(a):
        r = _standard_result(name, -a, -b)
        if r is None or "even" in symmetries:
            return r
        return _negated(r[0]), _negated(r[1])
    for ca, cb, res in lines:
        if _matches(ca, a) and _matches(cb, b):
            return res(a, b) if callable(res) else res
    return None


def _standard_rows():
    rows = []
    for name in (*_SPEC, *_VIA_HYPERBOLIC, *_VIA_LOG):
        for a in _VALUES:
            for b in _VALUES:
                r = _standard_result(name, a, b)
                if r is not None:
                    rows.append((name, (a, b), r))
    return rows


C_STANDARD = _standard_rows()


def _by_name(rows):
    out = {}
    for name, z, expected in rows:
        out.setdefault(name, []).append((z, expected))
    return out


_C_BY_NAME = _by_name(C + C_STANDARD)


@pytest.mark.parametrize("name", sorted(_C_BY_NAME))
def test_special_cases_complex(name):
    """Every complex special case the standard lists (and those its symmetries give) at once."""
    rows = _C_BY_NAME[name]
    bad = []
    for d in dtypes_of("complex floating"):
        x = np.asarray([complex(*z) for z, _ in rows], dtype=np_dtype(d))
        got = to_numpy(getattr(ivy, name)(to_ivy(x))).tolist()
        rd = ivy.float32 if d == ivy.complex64 else ivy.float64
        for (z, expected), g in zip(rows, got):
            msg = f"{name}{z} [{d}]: got {g!r}, expected {expected!r}"
            try:
                if isinstance(expected, tuple):
                    check_value(g.real, expected[0], rd, msg)
                    check_value(g.imag, expected[1], rd, msg)
                else:
                    check_value(g, expected, d, msg)
            except AssertionError:
                bad.append(msg)
    assert not bad, f"{len(bad)} wrong:\n" + "\n".join(bad)


# Branch cuts: on a cut the sign of a zero part picks the side, so f(conj(x)) == conj(f(x)) (and
# f(-x) == -f(x) for the odd ones) holds there too. NumPy (C99) is the reference.
_CUT_FUNCTIONS = ("sqrt", "log", "log1p", "asin", "acos", "acosh", "atanh", "atan", "asinh")
_ODD = {"asin", "asinh", "atan", "atanh"}


def _cut_points():
    pts = []
    for v in (NINF, -3.0, -1.5, -1.0, -0.5, PZ, 0.5, 1.0, 1.5, 3.0, INF):
        for z in (PZ, NZ):
            pts += [complex(v, z), complex(z, v)]  # on the real axis, on the imaginary axis
    return pts


def _same_component(got, ref, rtol):
    if math.isnan(ref) or math.isnan(got):
        return math.isnan(ref) and math.isnan(got)
    if ref == 0 or got == 0 or math.isinf(ref):
        return got == ref and math.copysign(1.0, got) == math.copysign(1.0, ref)
    return math.isclose(got, ref, rel_tol=rtol)


@pytest.mark.parametrize("name", _CUT_FUNCTIONS)
def test_complex_branch_cuts_and_symmetry(name):
    pts = _cut_points()
    bad = []
    for d in dtypes_of("complex floating"):
        nd = np_dtype(d)
        rtol = 1e-5 if d == ivy.complex64 else 1e-12
        x = np.asarray(pts, dtype=nd)
        ref = np_ref(name)(x)
        got = {}
        for label, inp in (("x", x), ("conj(x)", np.conj(x)), ("-x", -x)):
            got[label] = np.asarray(to_numpy(getattr(ivy, name)(to_ivy(inp))))
        want = {"x": ref, "conj(x)": np.conj(got["x"])}  # NumPy, then the standard's symmetries
        if name in _ODD:
            want["-x"] = -got["x"]
        for label, w in want.items():
            for z, g, r in zip(pts, got[label].tolist(), w.tolist()):
                if label == "x" and name == "log1p" and z == 0 and g.real == 0:
                    # NumPy computes log(1 + x), which drops the sign of a -0 real part; the
                    # standard lists no log1p(+-0 +- 0j), so the real zero may have either sign
                    g = complex(math.copysign(0.0, r.real), g.imag)
                if not (_same_component(g.real, r.real, rtol) and _same_component(g.imag, r.imag, rtol)):
                    bad.append(f"{name}({label}) at x = {z!r} [{d}]: got {g!r}, expected {r!r}")
    assert not bad, f"{len(bad)} wrong:\n" + "\n".join(bad)


# Complex functions whose NumPy reference holds at every magnitude (NumPy's log1p computes
# log(1 + x), which loses small parts).
_MAGNITUDE_FUNCTIONS = sorted(n for n, k in UNARY.items() if k in (FLOAT, NUMERIC) and n not in
                              ("log1p", "round", "isfinite", "isinf", "isnan", "real", "imag", "conj",
                               "positive", "negative"))


def _magnitude_points(fi):
    """Complex numbers with normal parts (or 0 or +-1) from the smallest normal magnitude to the
    largest power of two of the parts' float type (``fi``, its finfo): where kernels over- or
    underflow inside (|x|**2 of 2**600 is inf)."""
    exps = sorted({*range(fi.minexp + 1, fi.maxexp, max(1, (fi.maxexp - fi.minexp) // 24)),
                   fi.minexp + 1, fi.minexp + 2, -fi.nmant - 1, -fi.nmant // 2, fi.maxexp - 2, fi.maxexp - 1})
    pts = []
    for e in exps:
        v = 2.0 ** e
        pts += [complex(0, v), complex(v, 0), complex(v, v), complex(-v, v), complex(v, -0.75 * v),
                complex(1, v), complex(v, 1), complex(-1, -v)]
    return pts


@pytest.mark.parametrize("name", _MAGNITUDE_FUNCTIONS)
def test_complex_extreme_magnitudes(name):
    """Complex inputs from the smallest normal magnitude to the largest: a finite result wherever
    NumPy's is finite, within 1e-3 of its magnitude (a kernel that squares a part overflows at
    2**512 and underflows at 2**-537: TensorFlow's sqrt(2**1023) was inf, its sign(2**1022 +
    2**1022j) 0, JAX's atanh(1 + 2**-600j) inf, and sin(1e-20j) through sinh 0). Thorough
    precision is the other tests' business: this looks for overflow and underflow only, and
    skips subnormal results (the standard does not require them; XLA flushes them to zero)."""
    bad = []
    for d in dtypes_of("complex floating"):
        nd = np_dtype(d)
        fi = np.finfo(np.empty(0, nd).real.dtype)
        pts = _magnitude_points(fi)
        x = np.asarray(pts, dtype=nd)
        with np.errstate(all="ignore"):
            ref = np.asarray(np_ref(name)(x))
            # complex64's values in complex128: a result whose exact value is subnormal in
            # complex64 may be flushed or kept (NumPy's complex64 1 / (2**127 + 2**127 j) is 0, a
            # GPU's 2**-128 - 2**-128 j)
            wide = np.asarray(np_ref(name)(x.astype(np.complex128))) if nd == np.complex64 else ref
        fn = getattr(ivy, name)
        whole = np.asarray(to_numpy(fn(to_ivy(x)))).tolist()
        # one by one too: kernels take other paths for short arrays (TensorFlow's sign of
        # 2**1022 + 2**1022j was 0 alone, right in a longer array)
        single = [complex(to_numpy(fn(to_ivy(x[i])))) for i in range(len(pts))]
        tiny = float(fi.tiny)
        for z, w, g1, r, e in zip(pts, whole, single, ref.tolist(), wide.tolist()):
            r = complex(r)
            if not (math.isfinite(r.real) and math.isfinite(r.imag)):
                continue  # the standard's special cases are tested above
            if any(0 < abs(p) < tiny for p in (r.real, r.imag, e.real, e.imag)):
                continue  # a subnormal result: XLA and TensorFlow flush those to zero
            for how, g in (("", complex(w)), (" alone", g1)):
                if not (math.isfinite(g.real) and math.isfinite(g.imag)) or abs(g - r) > 1e-3 * abs(r):
                    bad.append(f"{name}({z!r}){how} [{d}]: got {g!r}, NumPy {r!r}")
    assert not bad, f"{len(bad)} wrong:\n" + "\n".join(bad[:40])


def _close_component(got, ref, scale, rtol):
    """A part of a complex result: NaN, infinities and zeros (signs included) as ``ref``, others
    within ``rtol * scale`` (a part that is 0 in ``ref`` may be a rounding error away from it)."""
    if math.isnan(ref) or math.isnan(got):
        return math.isnan(ref) and math.isnan(got)
    if math.isinf(ref) or math.isinf(got):
        return got == ref
    if ref == 0 and got == 0:
        return math.copysign(1.0, got) == math.copysign(1.0, ref)
    return abs(got - ref) <= rtol * scale


def test_complex_divide_special_values():
    """Complex division with parts +-0, +-inf and NaN. The standard leaves most of these to the
    implementation; ivy gives NumPy's answers (Smith's algorithm: 0j / (inf + inf j) is NaN + NaN j,
    (1 + 1j) / 0 is inf + inf j) on every backend. reciprocal(x) is 1.0 / x (the standard)."""
    vals = (PZ, NZ, 1.0, -1.0, 2.5, -2.5, INF, NINF, NAN)
    zs = [complex(a, b) for a in vals for b in vals]
    bad = []
    for d in dtypes_of("complex floating"):
        nd = np_dtype(d)
        rtol = 1e-6 if d == ivy.complex64 else 1e-14
        x1 = np.asarray([z for z in zs for _ in zs], dtype=nd)
        x2 = np.asarray(zs * len(zs), dtype=nd)
        y = np.asarray(zs, dtype=nd)
        cases = [("divide", (x1, x2), x1 / x2), ("reciprocal", (y,), np.divide(nd.type(1), y))]
        for name, args, ref in cases:
            got = np.asarray(to_numpy(getattr(ivy, name)(*[to_ivy(a) for a in args])))
            for i, (g, r) in enumerate(zip(got.tolist(), ref.tolist())):
                scale = abs(r) if math.isfinite(abs(r)) else 0.0
                ok = _close_component(g.real, r.real, scale, rtol) and _close_component(g.imag, r.imag, scale, rtol)
                if not ok:
                    shown = " / ".join(repr(complex(a[i])) for a in args)
                    bad.append(f"{name}({shown}) [{d}]: got {g!r}, NumPy {r!r}")
    assert not bad, f"{len(bad)} wrong:\n" + "\n".join(bad[:50])


def test_complex_binary_special_cases():
    for d in dtypes_of("complex floating"):
        def c(re, im, d=d):
            return to_ivy(np.asarray(complex(re, im), dtype=np_dtype(d)))
        got = to_numpy(ivy.add(c(NZ, PZ), c(NZ, NZ))).item()  # the standard's own example
        assert got == 0 and math.copysign(1, got.real) < 0 and math.copysign(1, got.imag) > 0
        for name in ("multiply", "divide"):
            got = to_numpy(getattr(ivy, name)(c(NAN, NAN), c(NAN, NAN))).item()
            assert math.isnan(got.real) and math.isnan(got.imag)
        assert not to_numpy(ivy.equal(c(NAN, 0.0), c(NAN, 0.0))).item()
        assert to_numpy(ivy.not_equal(c(1.0, NAN), c(1.0, NAN))).item()
        assert to_numpy(ivy.equal(c(NZ, 2.0), c(PZ, 2.0))).item()


# ---------------------------------------------------------- compositions

# The standard functions only: the superset ones (erf, fmod, ...) are tested in test_superset_math.py.
COMPOSED = sorted(q for q, s in ivy._dispatch.REGISTRY.items()
                  if s.family == "elementwise" and s.composition and hasattr(xp, q))


@pytest.mark.parametrize("name", COMPOSED)
@given(data=st.data())
def test_composition(name, data):
    """ivy-core's composition (what a backend lacking ``name`` runs) matches the reference."""
    kinds = {**UNARY, **BINARY}.get(name, REAL)
    d = data.draw(st.sampled_from(dtypes_of(kinds)), label="dtype")
    if name in UNARY or name == "clip":
        args = [data.draw(array_of(d, sti.shapes(max_dims=3, max_side=4), name), label="x")]
        if name == "clip":
            lo = np.asarray(data.draw(elements(d), label="min")).item()
            hi = np.asarray(data.draw(elements(d), label="max")).item()
            assume(not lo > hi)
            args += [lo, hi]
    else:
        args = list(data.draw(pair_of(d, d, name), label="x1, x2"))
    res = run_impl("composition", name, *[to_ivy(a) if isinstance(a, np.ndarray) else a for a in args])
    ref = getattr(xp, name)(*[to_strict(a) if isinstance(a, np.ndarray) else a for a in args])
    rtol = {"float32": 1e-4, "complex64": 1e-4}.get(d.name)
    assert_same(res, ref, rtol=rtol, msg=f"composition of {name}")


@pytest.mark.parametrize("name", sorted(n for n in COMPOSED if n in FLOAT_ONLY))
@given(data=st.data())
def test_composition_on_integers_and_scalars(name, data):
    d = data.draw(st.sampled_from(dtypes_of(INT_BOOL)), label="dtype")
    a = data.draw(array_of(d, sti.shapes(max_dims=2, max_side=3), name), label="x")
    args = [a] if name in UNARY else [a, data.draw(st.floats(-100, 100), label="scalar")]
    res = run_impl("composition", name, *[to_ivy(v) if isinstance(v, np.ndarray) else v for v in args])
    assert dtype_name(res) == "float32"
    assert_same(res, np_expected(name, args, ivy.float32), rtol=1e-4, msg=f"composition of {name}")


def test_sign_of_negative_zero_is_positive_zero():
    """The standard: sign(-0) is +0 (assert_same does not tell the zeros apart; found by
    array-api-tests on jax)."""
    r = to_numpy(ivy.sign(ivy.asarray([-0.0, 0.0, -2.0, 3.0])))
    assert r.tolist() == [0.0, 0.0, -1.0, 1.0] and not np.signbit(r[:2]).any()


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_remainder_and_fmod_of_an_overflowing_quotient(dtype):
    """Found by a thorough run: torch's vectorised remainder and fmod (float32 from 16 elements,
    float64 from 8) gave NaN where x1 / x2 overflows (float32 5 % 1.2e-38), though the exact
    result is 0; NumPy's is exact. Every backend must agree with NumPy there, sign rules
    included, at every length."""
    d = getattr(ivy, dtype)
    if lacking(d):
        pytest.skip(f"backend {backend_name()} has no {dtype}")
    fi = np.finfo(dtype)
    big = np.array([fi.max / 4, -fi.max / 4, 5.0, -5.0, 3.0e10, -7.0] * 4, dtype=dtype)
    tiny = np.array([fi.smallest_normal, fi.smallest_normal, fi.smallest_normal, -fi.smallest_normal,
                     fi.smallest_normal * 3, 1.0e-30] * 4, dtype=dtype)
    for name, ref in (("remainder", np.remainder), ("fmod", np.fmod)):
        for n in (24, 12, 8, 1):
            assert_same(getattr(ivy, name)(to_ivy(big[:n]), to_ivy(tiny[:n])), ref(big[:n], tiny[:n]),
                        msg=f"{name} of {n}")


def test_divide_by_a_huge_divisor():
    """A divisor of magnitude 1 / tiny or more (2**126 in float32): XLA's CPU kernel multiplied by
    its reciprocal, which flushed to 0 (inf / 2**126 gave NaN, 2**109 / 2**126 gave 0; found by
    a thorough run on JAX)."""
    for d in supported_dtypes("real floating", standard=False):
        nd = np_dtype(d)
        fi = np.finfo(nd)
        t = nd.type(1 / fi.tiny)
        x = np.asarray([np.inf, -np.inf, 0.0, fi.max, t, 2 * t, t / 2**17], dtype=nd)
        for y in (t, -t, fi.max):
            with np.errstate(all="ignore"):
                expected = np.divide(x, np.asarray(y, dtype=nd))
            assert_same(ivy.divide(to_ivy(x), to_ivy(np.asarray(y, dtype=nd))), expected, msg=f"{d} / {y}")


def test_complex_log1p_next_to_minus_one():
    """``log1p(-1 + b j)`` for a tiny b is ``log(b) + pi/2 j``: XLA's log1p squared |1 + x| and
    underflowed to -inf (found by a thorough JAX run)."""
    if not dtypes_of("complex floating"):
        pytest.skip(f"{backend_name()} has no complex dtypes")
    for d in dtypes_of("complex floating"):
        b = 1e-30 if d == ivy.complex64 else 7.74e-298
        r = complex(to_numpy(ivy.log1p(to_ivy(np.asarray([complex(-1.0, b)], dtype=np_dtype(d)))))[0])
        np.testing.assert_allclose([r.real, r.imag], [math.log(b), math.pi / 2], rtol=1e-6)

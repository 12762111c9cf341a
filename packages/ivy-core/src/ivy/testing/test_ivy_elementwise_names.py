"""ivy 1.0's other elementwise functions (``angle``, ``exp2``, ``logaddexp2``, ``fmin``,
``nan_to_num``, ``trapz``, ``deg2rad``, ``rad2deg``, ``trunc_divide``, ``isreal``) against NumPy,
which defines them."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import assert_same, backend_name, np_dtype, supported_dtypes, to_ivy, to_numpy

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)

shapes = hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4)


def _dtype(kinds):
    return st.sampled_from([np_dtype(d) for d in supported_dtypes(kinds)])


_np_trapz = getattr(np, "trapezoid", None) or np.trapz  # (NumPy < 2, in MXNet's venv, has trapz only)


def _float_of(d):
    """ivy's result dtype of a float function: floats keep theirs, integers and bool give float32."""
    return d if d.kind == "f" else np.dtype("float32")


def _special(d):
    """Elements with NaN and infinities for floats, small values for integers. No subnormal
    floats: TensorFlow's and XLA's CPU kernels read and write them as 0, which the standard
    leaves to the implementation."""
    if d.kind == "b":
        return st.booleans()
    if d.kind in "iu":
        lo = 0 if d.kind == "u" else -50
        return st.integers(lo, 50)
    return st.sampled_from([0.0, -0.0, 1.5, -2.25, 100.0, np.nan, np.inf, -np.inf]) | \
        st.floats(-60, 60, width=32, allow_subnormal=False)


@_few
@given(data=st.data())
def test_angle(data):
    d = data.draw(_dtype(("real floating", "complex floating", "integral")))
    z = data.draw(hnp.arrays(d, shapes, elements=_special(np.dtype("float32")) if d.kind == "c" else _special(d)))
    deg = data.draw(st.booleans())
    want = np.dtype("float32") if d.kind in "iu" else (np.zeros((), d).real.dtype)
    wide = z.astype(np.complex128 if d.kind == "c" else np.float64)  # (NumPy's angle of int8 is float16)
    assert_same(ivy.angle(to_ivy(z), deg=deg), np.angle(wide, deg=deg).astype(want), msg=f"deg={deg}")


@_few
@given(data=st.data())
def test_exp2_deg2rad_rad2deg(data):
    d = data.draw(_dtype(("real floating", "integral")))
    x = data.draw(hnp.arrays(d, shapes, elements=_special(d)))
    w = _float_of(d)
    assert_same(ivy.exp2(to_ivy(x)), np.exp2(x.astype(np.float64)).astype(w), msg="exp2")
    assert_same(ivy.deg2rad(to_ivy(x)), np.deg2rad(x.astype(w)), msg="deg2rad")
    assert_same(ivy.rad2deg(to_ivy(x)), np.rad2deg(x.astype(w)), msg="rad2deg")


@_few
@given(data=st.data())
def test_logaddexp2_and_fmin(data):
    d = data.draw(_dtype(("real floating", "signed integer")))
    s = data.draw(shapes)
    a = data.draw(hnp.arrays(d, s, elements=_special(d)))
    b = data.draw(hnp.arrays(d, s, elements=_special(d)))
    w = _float_of(d)
    assert_same(ivy.logaddexp2(to_ivy(a), to_ivy(b)), np.logaddexp2(a.astype(np.float64), b.astype(np.float64))
                .astype(w), msg="logaddexp2")
    assert_same(ivy.fmin(to_ivy(a), to_ivy(b)), np.fmin(a, b), msg="fmin")
    assert_same(ivy.fmin(to_ivy(a), 3), np.fmin(a, np.asarray(3, d)), msg="fmin with a Python scalar")


@_few
@given(data=st.data())
def test_nan_to_num(data):
    d = data.draw(_dtype(("real floating", "complex floating", "integral", "bool")))
    el = _special(np.dtype("float32")) if d.kind == "c" else _special(d)
    x = data.draw(hnp.arrays(d, shapes, elements=el))
    nan = data.draw(st.sampled_from([0.0, -1.0, 7.5]))
    posinf = data.draw(st.none() | st.just(99.0))
    neginf = data.draw(st.none() | st.just(-99.0))
    assert_same(ivy.nan_to_num(to_ivy(x), nan=nan, posinf=posinf, neginf=neginf),
                np.nan_to_num(x, nan=nan, posinf=posinf, neginf=neginf), msg=f"{nan} {posinf} {neginf}")


@_few
@given(data=st.data())
def test_trapz(data):
    d = data.draw(_dtype(("real floating", "signed integer")))
    s = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=0, max_side=4))
    y = data.draw(hnp.arrays(d, s, elements=st.integers(-9, 9)))
    ax = data.draw(st.integers(-len(s), len(s) - 1))
    w = _float_of(d)
    form = data.draw(st.sampled_from(["dx", "x1d", "xfull"]))
    if form == "dx":
        dx = data.draw(st.sampled_from([1.0, 0.5, 2.0]))
        res, exp = ivy.trapz(to_ivy(y), dx=dx, axis=ax), _np_trapz(y.astype(w), dx=dx, axis=ax)
    elif form == "x1d":
        x = np.cumsum(data.draw(hnp.arrays(w, (s[ax],), elements=st.integers(0, 4).map(float))))
        res, exp = ivy.trapz(to_ivy(y), x=to_ivy(x), axis=ax), _np_trapz(y.astype(w), x=x, axis=ax)
    else:
        x = data.draw(hnp.arrays(w, s, elements=st.integers(-4, 4).map(float)))
        res, exp = ivy.trapz(to_ivy(y), x=to_ivy(x), axis=ax), _np_trapz(y.astype(w), x=x, axis=ax)
    assert_same(res, np.asarray(exp, w), msg=form)


def test_trapz_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.trapz(ivy.asarray(1.0))
    with pytest.raises(ivy.ShapeError):
        ivy.trapz(ivy.ones(3), x=ivy.ones(4))


@_few
@given(data=st.data())
def test_trunc_divide(data):
    d = data.draw(_dtype(("real floating", "integral")))
    s = data.draw(shapes)
    a = data.draw(hnp.arrays(d, s, elements=_special(d)))
    nonzero = _special(d).filter(lambda v: v != 0) if d.kind in "iu" else _special(d)
    b = data.draw(hnp.arrays(d, s, elements=nonzero))
    if d.kind == "f":
        exp = np.trunc(np.divide(a, b))
    else:  # C's division, exactly: the quotient of the magnitudes, with the sign put back
        q = np.abs(a.astype(np.int64)) // np.abs(b.astype(np.int64))
        exp = (np.sign(a.astype(np.int64)) * np.sign(b.astype(np.int64)) * q).astype(d)
    assert_same(ivy.trunc_divide(to_ivy(a), to_ivy(b)), exp)


def test_trunc_divide_refuses_bool():
    if ivy.bool not in supported_dtypes():
        pytest.skip("no bool")
    with pytest.raises(ivy.UnsupportedDtypeError):
        ivy.trunc_divide(ivy.asarray([True]), ivy.asarray([True]))


@given(data=st.data())
def test_isreal(data):
    d = data.draw(_dtype(("real floating", "complex floating", "integral", "bool")))
    el = _special(np.dtype("float32")) if d.kind == "c" else _special(d)
    x = data.draw(hnp.arrays(d, shapes, elements=el))
    if d.kind == "c":
        x = x * np.asarray(data.draw(st.sampled_from([1, 1j, 1 + 1j])), d)
    r = ivy.isreal(to_ivy(x))
    assert r.dtype == ivy.bool
    np.testing.assert_array_equal(to_numpy(r), np.isreal(x))


@_few
@given(data=st.data())
def test_fmax_isclose_allclose(data):
    d = data.draw(_dtype(("real floating", "signed integer")))
    s = data.draw(shapes)
    a = data.draw(hnp.arrays(d, s, elements=_special(d)))
    b = data.draw(hnp.arrays(d, s, elements=_special(d)))
    assert_same(ivy.fmax(to_ivy(a), to_ivy(b)), np.fmax(a, b), msg="fmax")
    rtol, atol = data.draw(st.sampled_from([(1e-5, 1e-8), (0.1, 0.0), (0.0, 1.0)]))
    nan = data.draw(st.booleans())
    exp = np.isclose(a, b, rtol=rtol, atol=atol, equal_nan=nan)
    r = ivy.isclose(to_ivy(a), to_ivy(b), rtol=rtol, atol=atol, equal_nan=nan)
    assert r.dtype == ivy.bool
    np.testing.assert_array_equal(to_numpy(r), exp)
    assert ivy.allclose(to_ivy(a), to_ivy(b), rtol=rtol, atol=atol, equal_nan=nan) is bool(exp.all())


@_few
@given(data=st.data())
def test_fix_modf_frexp(data):
    d = data.draw(_dtype(("real floating",)))
    # no subnormal inputs: TensorFlow's CPU kernels read them as 0 (fix/modf/frexp of 3.9e-43 gave
    # 0), which the standard leaves to the implementation; normal values down to 1.2e-38 are drawn
    x = data.draw(hnp.arrays(d, shapes, elements=_special(d) | st.floats(width=32, allow_subnormal=False)))
    assert_same(ivy.fix(to_ivy(x)), np.fix(x), msg="fix")
    frac, whole = ivy.modf(to_ivy(x))
    ef, ew = np.modf(x)
    assert_same(frac, ef, msg="modf fractional")
    assert_same(whole, ew, msg="modf integral")
    np.testing.assert_array_equal(np.signbit(to_numpy(frac)), np.signbit(ef))
    m, e = ivy.frexp(to_ivy(x))
    em, ee = np.frexp(x)
    assert_same(m, em, msg="frexp mantissa")
    assert e.dtype == ivy.int32
    np.testing.assert_array_equal(to_numpy(e), ee)


@_few
@given(data=st.data())
def test_float_power_and_ldexp(data):
    d = data.draw(_dtype(("real floating", "signed integer")))
    if ivy.float64 not in supported_dtypes():
        pytest.skip("float_power computes in float64, which the backend lacks")
    s = data.draw(shapes)
    a = data.draw(hnp.arrays(d, s, elements=st.integers(-4, 4)))
    b = data.draw(hnp.arrays(d, s, elements=st.integers(0, 3)))
    assert_same(ivy.float_power(to_ivy(a), to_ivy(b)), np.float_power(a, b), msg="float_power")
    e = data.draw(hnp.arrays(np.int32, s, elements=st.integers(-130, 130)))
    w = _float_of(d)
    xs = a.astype(w) * w.type(1.375)
    r = ivy.ldexp(to_ivy(xs), to_ivy(e))
    assert_same(r, _flushed_as_result(np.ldexp(xs, e), to_numpy(r)), msg="ldexp")


def _flushed_as_result(exp, res):
    """``exp`` with its subnormal values replaced by 0 where ``res`` has 0 there: XLA (JAX) and
    TensorFlow's CPU kernels flush subnormal results, which the standard leaves to them."""
    tiny = np.finfo(exp.dtype).tiny
    flushed = (np.abs(exp) < tiny) & (exp != 0) & (res == 0)
    return np.where(flushed, np.zeros_like(exp), exp)


def test_ldexp_is_rounded_once_and_takes_integer_exponents():
    # 1.5 * 2**-149 is subnormal in float32: 2**-149 alone is representable, the product rounds once
    r = ivy.ldexp(ivy.asarray([1.5, 3.0], dtype=ivy.float32), ivy.asarray([-149, 127], dtype=ivy.int32))
    exp = np.ldexp(np.float32([1.5, 3.0]), np.int32([-149, 127]))
    np.testing.assert_array_equal(to_numpy(r), _flushed_as_result(exp, to_numpy(r)))
    with pytest.raises(ivy.UnsupportedDtypeError):
        ivy.ldexp(ivy.asarray([1.0]), ivy.asarray([1.5]))


@_few
@given(data=st.data())
def test_erfc(data):
    import math

    d = data.draw(_dtype(("real floating",)))
    el = st.floats(-6, 27, width=32, allow_subnormal=False) | st.sampled_from([np.inf, -np.inf, np.nan])
    x = data.draw(hnp.arrays(d, shapes, elements=el))
    exp = np.vectorize(lambda v: math.erfc(v) if not np.isnan(v) else np.nan, otypes=[np.float64])(
        x.astype(np.float64)).astype(d) if x.size else x.copy()
    # relative accuracy where erfc is tiny (erfc(26) is 5.7e-296): the point of a separate erfc;
    # a subnormal result (erfc(27), or float32's from 9.2) may be flushed to 0 (TensorFlow, XLA)
    r = ivy.erfc(to_ivy(x))
    assert_same(r, _flushed_as_result(exp, to_numpy(r)), rtol=1e-5 if d == np.float32 else 1e-12, atol=0.0)

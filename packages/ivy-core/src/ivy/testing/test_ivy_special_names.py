"""ivy 1.0's special functions ``digamma``, ``erfinv``, ``zeta`` (Hurwitz's), ``i0`` and
``igamma`` (the regularized lower incomplete gamma function) against torch.special, the
reference (torch is installed beside every backend's tests)."""

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

shapes = hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=5)


def _torch():
    return pytest.importorskip("torch", reason="torch.special is the reference")


def _reference(name, *xs):
    """torch.special's ``name`` of the NumPy arrays ``xs``, computed in float64."""
    torch = _torch()
    return getattr(torch.special, name)(*[torch.from_numpy(np.asarray(x, np.float64)) for x in xs]).numpy()


def _tol(d):
    return dict(rtol=1e-9, atol=1e-12) if d == np.float64 else dict(rtol=2e-6, atol=1e-6)


def _check(result, want, d, msg=""):
    out_d = d if d.kind == "f" else np.dtype("float32")
    with np.errstate(over="ignore"):
        assert_same(result, want.astype(out_d), msg=msg, **_tol(out_d))


def _floats(lo, hi, specials=()):
    exact = [float(np.float32(v)) for v in specials]  # (what float32 holds: drawn as either dtype)
    return st.sampled_from(exact) | st.floats(lo, hi, width=32, allow_subnormal=False)


def _dtype():
    return st.sampled_from([np_dtype(d) for d in supported_dtypes(("real floating", "integral"))
                            if d not in (ivy.uint64,)])


def _draw(data, d, lo, hi, specials=(), shape=None):
    elements = st.integers(max(int(lo), 0) if d.kind == "u" else int(lo), int(hi)) if d.kind in "iu" \
        else _floats(lo, hi, specials)
    return data.draw(hnp.arrays(d, shape if shape is not None else data.draw(shapes), elements=elements))


@_few
@given(data=st.data())
def test_digamma(data):
    d = data.draw(_dtype())
    x = _draw(data, d, -30, 30, (0.0, -0.0, -1.0, -3.0, 1.0, 1.4616321, 0.5, -2.5, np.inf, -np.inf, np.nan, 1e-20))
    _check(ivy.digamma(to_ivy(x)), _reference("digamma", x), d)


@_few
@given(data=st.data())
def test_erfinv(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes("real floating")]))
    x = _draw(data, d, -1, 1, (0.0, -0.0, 1.0, -1.0, 1.5, -2.0, 0.999999, -0.9999, 1e-10, np.nan))
    _check(ivy.erfinv(to_ivy(x)), _reference("erfinv", x), d)


def test_erfinv_near_one_float64():
    if ivy.float64 not in supported_dtypes("real floating"):
        pytest.skip(f"{backend_name()} holds no float64")
    y = np.concatenate([1 - 10.0 ** -np.arange(1.0, 16.0), -(1 - 10.0 ** -np.arange(1.0, 16.0))])
    _check(ivy.erfinv(to_ivy(y)), _reference("erfinv", y), np.dtype("float64"))


@_few
@given(data=st.data())
def test_zeta(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes("real floating")]))
    shape = data.draw(shapes)
    x = _draw(data, d, 1, 20, (1.0, 0.5, 2.0, 3.0, 2.5, 1.5, np.nan), shape=shape)
    q = _draw(data, d, -4, 20, (1.0, 0.0, -1.0, -1.5, 0.25, 100.0, np.nan), shape=shape)
    want = _reference("zeta", x, q)
    if d == np.float32:  # (near a pole the float32 inputs' rounding dominates: compare loosely)
        _check(ivy.zeta(to_ivy(x), to_ivy(q)), want, d) if not np.any(np.abs(q - np.round(q)) < 0.05) else None
        return
    _check(ivy.zeta(to_ivy(x), to_ivy(q)), want, d)


def test_zeta_known_values_and_scalars():
    assert_same(ivy.zeta(ivy.asarray([2.0, 4.0]), 1.0), np.array([np.pi**2 / 6, np.pi**4 / 90], np.float32))
    with pytest.raises(ivy.UnsupportedDtypeError):
        ivy.zeta(ivy.asarray([2 + 0j]), ivy.asarray([1 + 0j]))


@_few
@given(data=st.data())
def test_i0(data):
    d = data.draw(_dtype())
    x = _draw(data, d, -80, 80, (0.0, -0.0, 19.99, 20.0, 20.01, -20.0, np.inf, -np.inf, np.nan))
    _check(ivy.i0(to_ivy(x)), _reference("i0", x), d)


def test_i0_large_float64():
    if ivy.float64 not in supported_dtypes("real floating"):
        pytest.skip(f"{backend_name()} holds no float64")
    x = np.array([100.0, -250.0, 500.0, 700.0])
    _check(ivy.i0(to_ivy(x)), _reference("i0", x), np.dtype("float64"))


@_few
@given(data=st.data())
def test_igamma(data):
    d = data.draw(st.sampled_from([np_dtype(t) for t in supported_dtypes("real floating")]))
    shape = data.draw(shapes)
    a = _draw(data, d, 0, 30, (0.0, 0.5, 1.0, 2.5, -1.0, np.nan, np.inf, 1e-3), shape=shape)
    x = _draw(data, d, 0, 40, (0.0, 1.0, 1.7, 3.5, -1.0, np.inf, np.nan, 1e-5), shape=shape)
    tol = dict(rtol=1e-7, atol=1e-12) if d == np.float64 else _tol(d)
    assert_same(ivy.igamma(to_ivy(a), x=to_ivy(x)), _reference("gammainc", a, x).astype(d), **tol)


def test_special_refuse_complex():
    if ivy.complex64 not in supported_dtypes():
        pytest.skip(f"{backend_name()} holds no complex dtype")
    z = ivy.asarray([1 + 1j])
    for fn in (ivy.digamma, ivy.erfinv, ivy.i0):
        with pytest.raises(ivy.UnsupportedDtypeError):
            fn(z)

"""Statistical functions against array-api-strict (NumPy for float16 and ivy's own choices)."""

from __future__ import annotations

import math
import warnings

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import (
    assert_same,
    default_rtol,
    expect_unsupported,
    expected_accumulation,
    lacking,
    np_dtype,
    supported_dtypes,
    to_ivy,
    to_native,
    to_numpy,
    to_strict,
    unsigned_accumulator,
)

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # NumPy's overflow/invalid warnings


@st.composite
def reduction_input(draw, kind, *, standard=True, allow_tuple=True, **elem_kwargs):
    d = draw(sti.dtypes(kind, standard=standard))
    x = draw(sti.arrays(dtype=d, **elem_kwargs))
    return x, draw(sti.axes(x.ndim, allow_tuple=allow_tuple)), draw(st.booleans())


def _count(shape, axis):
    if axis is None:
        return math.prod(shape)
    if isinstance(axis, int):
        axis = (axis,)
    return math.prod(shape[a] for a in axis)


def _sdt(d):
    """array-api-strict's dtype for an ivy dtype."""
    return getattr(xp, d.name)


def _is_f16(x):
    return x.dtype == np.float16


# ------------------------------------------------------------------- sum / prod


@st.composite
def sum_prod_input(draw):
    x, axis, keepdims = draw(reduction_input("numeric"))
    xd = ivy.dtype_from_name(x.dtype.name)
    dtype = draw(st.none() | st.sampled_from([d for d in supported_dtypes("numeric") if ivy.can_cast(xd, d)]))
    return x, axis, keepdims, dtype


def _order_independent(name, x, axis):
    """Whether a float sum/product of ``x`` cannot overflow or underflow part-way in some order
    of evaluation and not in another (the standard leaves the order to the implementation:
    ``0 * big * big`` is 0 left to right and NaN as ``0 * (big * big)``: CUDA's float32 product
    of four 2**32 and a 0 was NaN, NumPy's 0). Infinities and NaNs give the same result in any
    order unless the finite elements over- or underflow on the way, so only those count (an
    infinity elsewhere in ``x`` let that case through)."""
    if x.dtype.kind not in "fc":
        return True
    fin = np.finfo(x.dtype)
    with np.errstate(all="ignore"):
        m = np.where(np.isfinite(x), np.abs(x), 0).astype(np.float64)
        if name == "sum":
            return bool(np.all(np.sum(m, axis=axis) < float(fin.max) / 2))
        lm = np.log2(np.where(m == 0, 1.0, m))
        up = np.sum(np.maximum(lm, 0), axis=axis)
        down = np.sum(np.minimum(lm, 0), axis=axis)
    return bool(np.all(up < np.log2(float(fin.max)) - 1) and np.all(down > np.log2(float(fin.tiny)) + 1))


@pytest.mark.parametrize("name", ["sum", "prod"])
@given(data=sum_prod_input())
def test_sum_prod(name, data):
    x, axis, keepdims, dtype = data
    assume(_order_independent(name, x, axis))
    res = getattr(ivy, name)(to_ivy(x), axis=axis, keepdims=keepdims, dtype=dtype)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        exp = getattr(xp, name)(to_strict(x), axis=axis, keepdims=keepdims,
                                dtype=None if dtype is None else _sdt(dtype))
    exp = expected_accumulation(x, exp, dtype)
    assert_same(res, exp, msg=f"{name}(axis={axis}, keepdims={keepdims}, dtype={dtype})",
                atol=_sum_order_slack(x, axis, res) if name == "sum" else None, complex_products=name == "prod")


def _sum_order_slack(x, axis, res):
    """The absolute error a float sum may carry from its order of additions, which the standard
    leaves to the implementation: (n - 1) ulp of the sum of the terms' magnitudes, or the default
    tolerance where that is smaller. Found on TensorFlow: int64 values near 2**63 summed with
    ``dtype=float64`` cancel to -5.11e12, 512 away from NumPy's order."""
    r = to_numpy(res)
    if r.dtype.kind not in "fc" or x.size == 0:
        return None
    default = default_rtol(r.dtype)
    with np.errstate(all="ignore"):
        mags = np.sum(np.abs(x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)), axis=axis)
    n = x.size // max(r.size, 1)
    bound = max(n - 1, 1) * float(np.finfo(r.dtype).eps) * float(np.max(mags))
    return max(default, bound) if np.isfinite(bound) else default


@pytest.mark.parametrize("name", ["sum", "prod"])
@given(x=sti.arrays(kind="integral"))
def test_sum_prod_dtype_of_the_input_is_kept(name, x):
    # dtype= equal to a small integer input's dtype: no accumulation in int64 behind it (jnp.sum did).
    d = ivy.dtype_from_name(x.dtype.name)
    res = getattr(ivy, name)(to_ivy(x), dtype=d)
    with np.errstate(all="ignore"):
        exp = np.asarray(getattr(np, name)(x, dtype=x.dtype))
    assert_same(res, exp)


@pytest.mark.parametrize("name", ["sum", "prod"])
@given(x=sti.arrays(kind="numeric"))
def test_sum_prod_default_dtype(name, x):
    # The standard's accumulator: same float dtype; int64 for signed ints and bool; uint64 for unsigned
    # (int64 on a backend without uint64).
    k = x.dtype.kind
    want = {"b": "int64", "i": "int64", "u": unsigned_accumulator().name}.get(k, x.dtype.name)
    res = getattr(ivy, name)(to_ivy(x))
    assert res.dtype.name == want
    assert res.shape == ()


@given(x=sti.arrays(kind="bool"))
def test_sum_bool_counts_true(x):
    assert_same(ivy.sum(to_ivy(x)), np.asarray(np.count_nonzero(x), dtype=np.int64))


@pytest.mark.parametrize("name", ["sum", "prod"])
@given(data=reduction_input("real floating", standard=False))
def test_sum_prod_float16(name, data):
    x, axis, keepdims = data
    assume(_order_independent(name, x, axis))
    res = getattr(ivy, name)(to_ivy(x), axis=axis, keepdims=keepdims)
    with np.errstate(all="ignore"):
        exp = np.asarray(getattr(np, name)(x, axis=axis, keepdims=keepdims))
    assert_same(res, exp)


_NON_FINITE_ROWS = [[1.0, math.inf, 2.0], [-math.inf, 3.0, 4.0], [math.inf, -math.inf, 1.0],
                    [math.nan, 1.0, 2.0], [1.0, 2.0, 3.0], [-math.inf, -math.inf, 5.0]]


@pytest.mark.parametrize("name", ["sum", "prod", "mean"])
@pytest.mark.parametrize("axis, keepdims", [(None, False), (None, True), (1, False), (0, True), ((0, 1), False)])
def test_sum_prod_mean_of_infinities_and_nan(name, axis, keepdims):
    # Rows holding +-inf and NaN, as whole arrays and row by row: a compensated summation
    # (MXNet's) turns inf + 3 into NaN, where the standard's IEEE answer is inf.
    rows = np.array(_NON_FINITE_ROWS)
    for d in supported_dtypes("real floating", standard=True):
        x = rows.astype(np_dtype(d))
        res = getattr(ivy, name)(to_ivy(x), axis=axis, keepdims=keepdims)
        with np.errstate(all="ignore"):
            exp = np.asarray(getattr(np, name)(x, axis=axis, keepdims=keepdims))
        assert_same(res, exp, msg=f"{name}({d}, axis={axis}, keepdims={keepdims})")
        for row in x:  # one row alone: a 0-d result
            with np.errstate(all="ignore"):
                assert_same(getattr(ivy, name)(to_ivy(row)), np.asarray(getattr(np, name)(row)), msg=f"{name}({row})")


def test_sum_overflow_part_way_is_infinite():
    # A float32 sum that passes the largest float32 on the way: IEEE gives inf, not NaN.
    x = np.array([3e38, 3e38, 1.0], dtype=np.float32)
    assert_same(ivy.sum(to_ivy(x)), np.asarray(np.float32(np.inf)))


@pytest.mark.parametrize("name, empty", [("sum", 0), ("prod", 1)])
def test_sum_prod_empty(name, empty):
    for d in supported_dtypes("numeric"):
        r = getattr(ivy, name)(ivy.zeros((0, 3), dtype=d))
        assert r.shape == ()
        assert to_numpy(r) == empty


# -------------------------------------------------------------------- max / min


@pytest.mark.parametrize("layout", ["rows", "columns", "middle", "transposed"])
def test_float32_reductions_over_many_values_are_accurate(layout):
    """sum, mean, var, std, nansum and nanmean over 2**18 float32 values near 100, within 8 ulp
    of the exact value, whichever axis holds them: NumPy's and TensorFlow's CPU sums over a
    leading axis accumulated row by row in float32 (1.8e-3 off: 30420 ulp), which made ``var``
    0.4 off (the mean's error squared); NumPy's pairwise sum covers the contiguous axis only.
    MXNet's ``var`` too (its sums were right)."""
    rng = np.random.default_rng(5)
    base = (rng.uniform(0.0, 1.0, (2**18, 3)) + 100.0).astype(np.float32)
    shape, axis, cols = {"rows": ((3, 2**18), 1, base.T.copy()), "columns": ((2**18, 3), 0, base),
                         "middle": ((1, 2**18, 3), 1, base[None]), "transposed": ((3, 2**18), 1, base.T)}[layout]
    x = to_ivy(np.ascontiguousarray(cols) if layout != "transposed" else cols)
    exact = base.astype(np.float64)
    sums = np.array([math.fsum(exact[:, j]) for j in range(3)])
    means = sums / 2**18
    variances = np.array([math.fsum((exact[:, j] - means[j]) ** 2) / 2**18 for j in range(3)])
    want = {"sum": sums, "mean": means, "var": variances, "std": np.sqrt(variances), "nansum": sums,
            "nanmean": means}
    for name, w in want.items():
        got = to_numpy(getattr(ivy, name)(x, axis=axis)).reshape(-1).astype(np.float64)
        ulps = np.abs(got - w) / np.spacing(np.abs(w).astype(np.float32)).astype(np.float64)
        assert ulps.max() <= 8, f"{name} over {layout} ({shape}): {ulps.max():.0f} ulp off ({got} for {w})"


@pytest.mark.parametrize("axis", [0, 1])
def test_cumulative_sum_of_many_float32_values_is_accurate(axis):
    """Prefix sums of 2**17 float32 values within 8 ulp of the exact ones (float64, rounded once):
    NumPy's, TensorFlow's and MXNet's running sums added in float32, 98 ulp off at the end (torch
    and JAX were within 1)."""
    rng = np.random.default_rng(6)
    v = rng.uniform(0.0, 1.0, (2**17, 2)).astype(np.float32)
    x = v if axis == 0 else np.ascontiguousarray(v.T)
    exact = np.cumsum(x.astype(np.float64), axis=axis)
    got = to_numpy(ivy.cumulative_sum(to_ivy(x), axis=axis)).astype(np.float64)
    ulps = np.abs(got - exact) / np.spacing(exact.astype(np.float32)).astype(np.float64)
    assert ulps.max() <= 8, f"{ulps.max():.0f} ulp off"


@pytest.mark.parametrize("name", ["max", "min"])
@given(data=reduction_input(("real floating", "integral"), standard=False, allow_tuple=True))
def test_max_min(name, data):
    x, axis, keepdims = data
    if _count(x.shape, axis) == 0:
        with pytest.raises(ValueError):
            getattr(ivy, name)(to_ivy(x), axis=axis, keepdims=keepdims)
        return
    res = getattr(ivy, name)(to_ivy(x), axis=axis, keepdims=keepdims)
    if _is_f16(x):
        exp = np.asarray(getattr(np, name)(x, axis=axis, keepdims=keepdims))
    else:
        exp = getattr(xp, name)(to_strict(x), axis=axis, keepdims=keepdims)
    assert_same(res, exp)


@pytest.mark.parametrize("name", ["max", "min"])
def test_max_min_bool_nan_and_errors(name):
    fn = getattr(ivy, name)
    b = ivy.asarray([True, False, True])
    assert_same(fn(b), np.asarray(name == "max"))
    # NaN propagates.
    r = fn(ivy.asarray([1.0, float("nan"), -2.0]))
    assert math.isnan(float(r))
    # An empty reduction raises a clear ValueError (also an ivy error).
    with pytest.raises(ivy.InvalidArgumentError):
        fn(ivy.zeros((0,)))
    with pytest.raises(ValueError):
        fn(ivy.zeros((2, 0)), axis=1)
    assert fn(ivy.zeros((0, 2)), axis=1).shape == (0,)
    for d in supported_dtypes("complex floating"):
        with pytest.raises(ivy.UnsupportedDtypeError):
            fn(ivy.ones((2,), dtype=d))


# ------------------------------------------------------------------------- mean


@given(data=reduction_input(("real floating", "complex floating"), standard=False))
def test_mean(data):
    x, axis, keepdims = data
    res = ivy.mean(to_ivy(x), axis=axis, keepdims=keepdims)
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        if _is_f16(x):
            exp = np.asarray(np.mean(x, axis=axis, keepdims=keepdims))
        else:
            exp = xp.mean(to_strict(x), axis=axis, keepdims=keepdims)
    if _count(x.shape, axis) == 0:
        # The standard's empty mean: NaN (NaN + NaN j for complex).
        e = to_numpy(exp)
        exp = np.full(e.shape, complex(math.nan, math.nan) if e.dtype.kind == "c" else math.nan, dtype=e.dtype)
        r = to_numpy(res)
        assert np.isnan(r.real).all()
        if r.dtype.kind == "c":
            assert np.isnan(r.imag).all()
    assert_same(res, exp, complex_products=True)  # a complex mean is a quotient: sum / N


@given(data=reduction_input(("integral", "bool")))
def test_mean_integer_gives_float32(data):
    # ivy's choice: integer/bool input gives the default float dtype float32 (the standard
    # leaves non-float input open); the mean is accumulated in float64 first.
    x, axis, keepdims = data
    res = ivy.mean(to_ivy(x), axis=axis, keepdims=keepdims)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        exp = np.asarray(np.mean(x.astype(np.float64), axis=axis, keepdims=keepdims)).astype(np.float32)
    assert_same(res, exp)


# ----------------------------------------------------------------------- std / var


@st.composite
def var_input(draw, kind, standard=True):
    x, axis, keepdims = draw(reduction_input(kind, standard=standard))
    correction = draw(st.sampled_from([0, 0.0, 1, 1.5, 2]))
    return x, axis, keepdims, correction


def _var_expected(x, axis, keepdims, correction, name, ref):
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)
        exp = ref()
    if _count(x.shape, axis) - correction <= 0:
        # The standard: NaN when M - correction <= 0 (NumPy gives inf or NaN with a warning).
        e = to_numpy(exp)
        exp = np.full(e.shape, math.nan, dtype=e.dtype)
    return exp


@pytest.mark.parametrize("name", ["std", "var"])
@given(data=var_input("real floating", standard=False))
def test_std_var(name, data):
    x, axis, keepdims, correction = data
    res = getattr(ivy, name)(to_ivy(x), axis=axis, keepdims=keepdims, correction=correction)
    if _is_f16(x):
        # computed in float64, then rounded (NumPy's float16 squares overflow past 256: the std of
        # [-274, 274] is inf there)
        ref = lambda: np.asarray(getattr(np, name)(x.astype(np.float64), axis=axis, keepdims=keepdims,
                                                   ddof=correction)).astype(np.float16)
    else:
        ref = lambda: getattr(xp, name)(to_strict(x), axis=axis, keepdims=keepdims, correction=correction)
    exp = _var_expected(x, axis, keepdims, correction, name, ref)
    # Rounding in the mean leaves an error relative to the data's magnitude, not to the result's
    # (the spread of three equal large values is 0 exactly, or a few ulps of the values).
    finite = np.abs(x[np.isfinite(x)]).astype(np.float64)
    err = 16 * float(np.finfo(x.dtype).eps) * float(finite.max(initial=0.0))
    # Where the square of that rounding error overflows the dtype, the reference's squared
    # deviations may overflow too: NumPy's var of three equal 2.47e194 is inf, JAX's exactly 0
    assume(err * err < float(np.finfo(x.dtype).max))
    if name == "var":
        err = err * err + 2 * err * math.sqrt(float(np.nanmax(np.abs(to_numpy(exp)), initial=0.0)))
    rtol = default_rtol(x.dtype)
    assert_same(res, exp, rtol=rtol, atol=max(err, rtol), msg=f"{name}(axis={axis}, correction={correction})")


@pytest.mark.parametrize("name", ["std", "var"])
@given(data=var_input(("integral", "bool")))
def test_std_var_integer_gives_float32(name, data):
    x, axis, keepdims, correction = data
    res = getattr(ivy, name)(to_ivy(x), axis=axis, keepdims=keepdims, correction=correction)
    ref = lambda: np.asarray(
        getattr(np, name)(x.astype(np.float64), axis=axis, keepdims=keepdims, ddof=correction)
    ).astype(np.float32)
    assert_same(res, _var_expected(x, axis, keepdims, correction, name, ref))


@pytest.mark.parametrize("name", ["std", "var"])
def test_std_var_complex_gives_real(name):
    z = np.array([1 + 1j, -1 - 1j, 2j], dtype=np.complex64)
    if lacking(ivy.complex64):
        with expect_unsupported(ivy.complex64):
            to_ivy(z)
        return
    res = getattr(ivy, name)(to_ivy(z))
    d = z - z.mean()
    v = np.mean((d * d.conj()).real.astype(np.float64))
    assert_same(res, np.asarray(math.sqrt(v) if name == "std" else v, dtype=np.float32))


# ------------------------------------------------------ cumulative_sum / cumulative_prod


@st.composite
def cumulative_input(draw):
    d = draw(sti.dtypes("numeric"))
    x = draw(sti.arrays(dtype=d, shape=sti.shapes(min_dims=1, max_dims=3)))
    if x.ndim == 1:
        axis = draw(st.sampled_from([None, 0, -1]))
    else:
        axis = draw(st.integers(-x.ndim, x.ndim - 1))
    xd = ivy.dtype_from_name(x.dtype.name)
    dtype = draw(st.none() | st.sampled_from([d for d in supported_dtypes("numeric") if ivy.can_cast(xd, d)]))
    return x, axis, dtype, draw(st.booleans())


@pytest.mark.parametrize("name", ["cumulative_sum", "cumulative_prod"])
@given(data=cumulative_input())
def test_cumulative(name, data):
    x, axis, dtype, include_initial = data
    # a scan's grouping is the implementation's (JAX's and CUDA's are parallel), and so is the
    # complex product's formula (CUDA fuses a * c - b * d: -inf where NumPy's inf - inf is NaN)
    assume(_order_independent(name.removeprefix("cumulative_"), x, axis))
    res = getattr(ivy, name)(to_ivy(x), axis=axis, dtype=dtype, include_initial=include_initial)
    exp = getattr(xp, name)(to_strict(x), axis=axis, dtype=None if dtype is None else _sdt(dtype))
    exp = expected_accumulation(x, exp, dtype)
    msg = f"{name}(axis={axis}, dtype={dtype}, include_initial={include_initial})"
    if include_initial:
        # The identity first, then the plain cumulative result (array-api-strict multiplies
        # the identity in, which changes complex infinities: 1 * (0+infj) is nan+infj).
        ax = 0 if axis is None else axis % x.ndim
        lead = (slice(None),) * ax
        assert res.shape[ax] == x.shape[ax] + 1, msg
        first = to_numpy(res)[lead + (slice(0, 1),)]
        assert (first == (0 if name == "cumulative_sum" else 1)).all(), msg
        res = res[lead + (slice(1, None),)]
    assert_same(res, exp, msg=msg, complex_products=name == "cumulative_prod")


@pytest.mark.parametrize("name", ["cumulative_sum", "cumulative_prod"])
def test_cumulative_errors(name):
    fn = getattr(ivy, name)
    with pytest.raises(ivy.InvalidArgumentError, match="needs axis="):
        fn(ivy.ones((2, 3)))  # axis is required for more than one dimension
    for axis in (None, 0):
        with pytest.raises(ivy.ShapeError):
            fn(ivy.asarray(1.0), axis=axis)  # 0-d: ivy's choice is an error
    for axis in (2, -3):
        with pytest.raises(ivy.AxisError):
            fn(ivy.ones((2, 3)), axis=axis)


# ---------------------------------------------------------------- native arrays


@pytest.mark.parametrize("name", ["sum", "prod", "max", "min", "mean", "std", "var"])
@given(x=sti.arrays(kind="real floating", shape=sti.shapes(min_side=1)))
def test_native_in_native_out(name, x):
    # A reduction to 0-d returns the backend's native array type (never a NumPy scalar).
    n = to_native(x)
    r = getattr(ivy, name)(n)
    assert type(r) is type(n)
    assert tuple(r.shape) == ()
    assert ivy.asarray(r).dtype == ivy.asarray(n).dtype

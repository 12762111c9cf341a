"""ivy 1.0's experimental random draws (``gamma``, ``beta``, ``poisson``, ``dirichlet``,
``bernoulli``): each distribution checked on a large sample against its exact moments, exact
CDF/PMF values (closed forms: Gamma of integer shape, Beta(2, 1), the Poisson PMF) and support;
dtypes, shapes (0-d, empty, broadcast parameters), reproducibility for a seed, and errors. The
backend's native sampler and ivy-core's composition are both run where they differ."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from .helpers import backend_name, impls, run_impl, supported_dtypes, to_ivy, to_numpy

N = 20000  # samples: the bounds below are 5 standard errors

_few = settings(max_examples=min(6, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _floats():
    return [d for d in (ivy.float32, ivy.float64) if d in supported_dtypes()]


def _mean_ok(x, mean, var, what):
    se = math.sqrt(var / len(x))
    assert abs(x.mean() - mean) < 5 * se + 1e-6, f"{what}: mean {x.mean()} != {mean}"


def _var_ok(x, var, kurt_excess, what):
    """The sample variance within 5 standard errors: sd(s^2) ~ var * sqrt((kurtosis - 1) / n)."""
    tol = 5 * var * math.sqrt((kurt_excess + 2) / len(x))
    assert abs(x.var() - var) < tol, f"{what}: variance {x.var()} != {var}"


def _prob_ok(hits, p, what):
    f = float(np.mean(hits))
    assert abs(f - p) < 5 * math.sqrt(p * (1 - p) / len(hits)) + 1e-9, f"{what}: frequency {f} != {p}"


# ------------------------------------------------------------------------ gamma


@pytest.mark.parametrize("impl", impls("gamma"))
@pytest.mark.parametrize("alpha", [0.3, 1.0, 2.5, 9.0])
def test_gamma_moments(impl, alpha):
    rate = 2.0
    x = to_numpy(run_impl(impl, "gamma", alpha, rate, shape=(N,), seed=1)).astype(np.float64)
    assert x.dtype == np.float64 and x.shape == (N,)
    assert x.min() >= 0
    _mean_ok(x, alpha / rate, alpha / rate**2, f"gamma({alpha})")
    _var_ok(x, alpha / rate**2, 6 / alpha, f"gamma({alpha})")


@pytest.mark.parametrize("impl", impls("gamma"))
@pytest.mark.parametrize("alpha", [1, 2, 3])
def test_gamma_cdf_of_integer_shapes(impl, alpha):
    """P(X > t) = exp(-b t) sum_{k < alpha} (b t)^k / k! (the Erlang distribution)."""
    rate = 0.5
    x = to_numpy(run_impl(impl, "gamma", float(alpha), rate, shape=(N,), seed=2))
    for t in (0.5, 2.0, 6.0, 12.0):
        bt = rate * t
        surv = math.exp(-bt) * sum(bt**k / math.factorial(k) for k in range(alpha))
        _prob_ok(x > t, surv, f"gamma({alpha}) survival at {t}")


@pytest.mark.parametrize("dtype", _floats())
def test_gamma_dtypes_and_array_parameters(dtype):
    alpha = to_ivy(np.asarray([0.5, 4.0, 20.0], dtype=dtype.name))
    x = ivy.gamma(alpha, 1.0, shape=(4000, 3), seed=3)
    assert x.dtype == dtype and x.shape == (4000, 3)
    m = to_numpy(x).astype(np.float64).mean(axis=0)
    for j, a in enumerate((0.5, 4.0, 20.0)):
        assert abs(m[j] - a) < 5 * math.sqrt(a / 4000), (j, m[j])
    assert ivy.gamma(2.0, 1.0, seed=0, dtype=dtype).shape == ()
    assert ivy.gamma(2.0, 1.0, shape=(0, 2), seed=0, dtype=dtype).shape == (0, 2)


def test_gamma_of_non_positive_parameters_is_nan():
    x = to_numpy(ivy.gamma(ivy.asarray([-1.0, 0.0, 1.0, 1.0]), ivy.asarray([1.0, 1.0, 0.0, 2.0]), seed=4))
    assert np.isnan(x[:3]).all() and x[3] >= 0


# ------------------------------------------------------------------------- beta


@pytest.mark.parametrize("impl", impls("beta"))
@pytest.mark.parametrize(("a", "b"), [(0.5, 0.5), (2.0, 3.0), (1.0, 1.0), (10.0, 1.5)])
def test_beta_moments(impl, a, b):
    x = to_numpy(run_impl(impl, "beta", a, b, shape=(N,), seed=5)).astype(np.float64)
    assert x.min() >= 0 and x.max() <= 1
    s = a + b
    var = a * b / (s * s * (s + 1))
    _mean_ok(x, a / s, var, f"beta({a}, {b})")
    kurt = 6 * ((a - b) ** 2 * (s + 1) - a * b * (s + 2)) / (a * b * (s + 2) * (s + 3))
    _var_ok(x, var, kurt, f"beta({a}, {b})")


@pytest.mark.parametrize("impl", impls("beta"))
def test_beta_cdf(impl):
    """Beta(2, 1) has CDF x^2."""
    x = to_numpy(run_impl(impl, "beta", 2.0, 1.0, shape=(N,), seed=6))
    for t in (0.2, 0.5, 0.9):
        _prob_ok(x <= t, t * t, f"beta(2, 1) cdf at {t}")


def test_beta_shapes_and_dtypes():
    for d in _floats():
        x = ivy.beta(ivy.asarray([1.0, 2.0], dtype=d), 3.0, shape=(5, 2), seed=7)
        assert x.dtype == d and x.shape == (5, 2)
    assert ivy.beta(1.0, 1.0, seed=0).shape == ()
    assert np.isnan(to_numpy(ivy.beta(-1.0, 1.0, shape=(2,), seed=0))).all()


# ---------------------------------------------------------------------- poisson


@pytest.mark.parametrize("impl", impls("poisson"))
@pytest.mark.parametrize("lam", [0.2, 3.0, 9.99, 10.0, 40.0, 1000.0])
def test_poisson_moments_and_support(impl, lam):
    x = to_numpy(run_impl(impl, "poisson", lam, shape=(N,), seed=8)).astype(np.float64)
    assert x.min() >= 0 and np.all(x == np.round(x))
    _mean_ok(x, lam, lam, f"poisson({lam})")
    _var_ok(x, lam, 1 / lam, f"poisson({lam})")


@pytest.mark.parametrize("impl", impls("poisson"))
@pytest.mark.parametrize("lam", [3.0, 25.0])
def test_poisson_pmf(impl, lam):
    x = to_numpy(run_impl(impl, "poisson", lam, shape=(N,), seed=9))
    for k in range(int(lam) - 2, int(lam) + 3):
        pmf = math.exp(k * math.log(lam) - lam - math.lgamma(k + 1))
        _prob_ok(x == k, pmf, f"poisson({lam}) pmf at {k}")


def test_poisson_dtypes_fill_value_and_array_rates():
    assert ivy.poisson(2.0, shape=(3,), seed=0).dtype == ivy.float32
    assert ivy.poisson(2.0, shape=(3,), seed=0, dtype=ivy.int64).dtype == ivy.int64
    for d in _floats():
        assert ivy.poisson(ivy.asarray([1.0], dtype=d), seed=0).dtype == d
    lam = ivy.asarray([[1.0, -2.0, 50.0]])
    x = to_numpy(ivy.poisson(lam, shape=(3000, 3), seed=10, fill_value=-7))
    assert x.shape == (3000, 3)
    assert np.all(x[:, 1] == -7)
    assert abs(x[:, 0].mean() - 1.0) < 5 * math.sqrt(1 / 3000)
    assert abs(x[:, 2].mean() - 50.0) < 5 * math.sqrt(50 / 3000)
    assert ivy.poisson(3.0, shape=(0,), seed=0).shape == (0,)
    assert np.isnan(to_numpy(ivy.poisson(ivy.asarray([float("nan")]), seed=0))).all()


# -------------------------------------------------------------------- dirichlet


@pytest.mark.parametrize("impl", impls("dirichlet"))
@pytest.mark.parametrize("alpha", [[1.0, 2.0, 3.0], [0.3, 0.3], [5.0, 0.5, 1.0, 2.0]])
def test_dirichlet_moments(impl, alpha):
    n = N // 2
    x = to_numpy(run_impl(impl, "dirichlet", alpha, size=(n,), seed=11)).astype(np.float64)
    assert x.shape == (n, len(alpha))
    assert x.min() >= 0
    np.testing.assert_allclose(x.sum(axis=-1), 1.0, atol=1e-5)
    a0 = sum(alpha)
    for i, a in enumerate(alpha):
        var = a * (a0 - a) / (a0 * a0 * (a0 + 1))
        _mean_ok(x[:, i], a / a0, var, f"dirichlet{alpha}[{i}]")


def test_dirichlet_shapes_dtypes_and_errors():
    assert ivy.dirichlet([1.0, 2.0], seed=0).shape == (2,)
    assert ivy.dirichlet([1.0, 2.0], seed=0).dtype == ivy.float32
    assert ivy.dirichlet([1.0, 2.0], size=(2, 3), seed=0).shape == (2, 3, 2)
    assert ivy.dirichlet([1.0, 2.0], size=4, seed=0).shape == (4, 2)
    for d in _floats():
        assert ivy.dirichlet(ivy.asarray([1.0, 1.0], dtype=d), seed=0).dtype == d
        assert ivy.dirichlet([1.0, 1.0], seed=0, dtype=d).dtype == d
    with pytest.raises(ivy.ShapeError):
        ivy.dirichlet(ivy.ones((2, 2)), seed=0)


# -------------------------------------------------------------------- bernoulli


@pytest.mark.parametrize("impl", impls("bernoulli"))
@pytest.mark.parametrize("p", [0.0, 0.05, 0.5, 0.9, 1.0])
def test_bernoulli_frequencies(impl, p):
    x = to_numpy(run_impl(impl, "bernoulli", p, shape=(N,), seed=12))
    assert x.dtype == np.float32
    assert set(np.unique(x)) <= {0.0, 1.0}
    _prob_ok(x == 1, p, f"bernoulli({p})")


def test_bernoulli_logits_arrays_and_errors():
    logits = ivy.asarray([-2.0, 0.0, 3.0])
    x = to_numpy(ivy.bernoulli(None, logits=logits, shape=(N, 3), seed=13))
    for j, v in enumerate((-2.0, 0.0, 3.0)):
        _prob_ok(x[:, j] == 1, 1 / (1 + math.exp(-v)), f"bernoulli(logits={v})")
    x = to_numpy(ivy.bernoulli(None, logits=1.0, shape=(N,), seed=14))
    _prob_ok(x == 1, 1 / (1 + math.exp(-1.0)), "bernoulli(logits=1.0)")
    probs = ivy.asarray([0.0, 1.0])
    np.testing.assert_array_equal(to_numpy(ivy.bernoulli(probs, shape=(3, 2), seed=0)), [[0, 1]] * 3)
    for d in _floats():
        assert ivy.bernoulli(0.5, shape=(2,), dtype=d, seed=0).dtype == d
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.bernoulli(0.5, logits=0.0)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.bernoulli(None)


# ------------------------------------------------------------- all of them


def _draw(fn, shape, seed, dtype=None):
    kw = {} if dtype is None else {"dtype": dtype}
    if fn == "gamma":
        return ivy.gamma(1.5, 2.0, shape=shape, seed=seed, **kw)
    if fn == "beta":
        return ivy.beta(1.5, 2.0, shape=shape, seed=seed, **kw)
    if fn == "poisson":
        return ivy.poisson(4.0, shape=shape, seed=seed, **kw)
    if fn == "bernoulli":
        return ivy.bernoulli(0.5, shape=shape, seed=seed, **kw)
    return ivy.dirichlet([1.0, 2.0], size=shape, seed=seed, **kw)


_FNS = ["gamma", "beta", "poisson", "bernoulli", "dirichlet"]


@pytest.mark.parametrize("fn", _FNS)
@_few
@given(seed=st.integers(0, 2**62), shape=st.lists(st.integers(0, 3), max_size=3).map(tuple),
       dtype=st.sampled_from(_floats()))
def test_same_seed_same_numbers(fn, seed, shape, dtype):
    a = _draw(fn, shape, seed, dtype)
    want = shape + ((2,) if fn == "dirichlet" else ())
    assert a.shape == want and a.dtype == dtype
    np.testing.assert_array_equal(to_numpy(a), to_numpy(_draw(fn, shape, seed, dtype)))
    k = ivy.random.key(seed)
    np.testing.assert_array_equal(to_numpy(_draw(fn, shape, k, dtype)), to_numpy(_draw(fn, shape, k, dtype)))


@pytest.mark.parametrize("fn", _FNS)
def test_different_seeds_and_the_state(fn):
    a = to_numpy(_draw(fn, (64,), 1))
    assert not np.array_equal(a, to_numpy(_draw(fn, (64,), 2)))
    ivy.seed(seed_value=21)
    s1 = to_numpy(_draw(fn, (64,), None))
    s2 = to_numpy(_draw(fn, (64,), None))
    assert not np.array_equal(s1, s2)  # the state advances
    ivy.seed(seed_value=21)
    np.testing.assert_array_equal(s1, to_numpy(_draw(fn, (64,), None)))


@pytest.mark.parametrize("fn", ["gamma", "beta", "poisson", "bernoulli"])
def test_errors(fn):
    with pytest.raises(ivy.ShapeError):  # the shape must hold the parameters' broadcast shape
        getattr(ivy, fn)(*([ivy.ones((3,)) * 0.5] * (2 if fn in ("gamma", "beta") else 1)), shape=(2,), seed=0)
    if fn != "poisson":
        with pytest.raises(ivy.InvalidArgumentError):
            getattr(ivy, fn)(*([0.5] * (2 if fn in ("gamma", "beta") else 1)), shape=(2,), dtype=ivy.int32, seed=0)


def test_results_are_ivy_arrays_on_the_backend():
    for fn in _FNS:
        x = _draw(fn, (2,), 0)
        assert isinstance(x, ivy.Array)
        assert x.backend.name == backend_name()

"""``numpy.random`` of ``ivy_frontends.numpy``: the ``Generator`` API and the legacy functions against
the real NumPy by what can be compared when the bit streams differ (ivy's random keys are not NumPy's
generators): the result types, dtypes and shapes, argument checks (NumPy's errors), reproducible
seeding, and every distribution by statistics against SciPy (a Kolmogorov-Smirnov test for the
continuous ones, the mean and variance within 5 standard errors for the discrete ones).
"""

from __future__ import annotations

import math

import npcheck as C
import numpy as real
import numpy_doctest_driver as drv
import pytest
from scipy import stats

from ivy.testing.helpers import backend_name

NS = 400 if C.LEAN else 2000

# name: (args, scipy distribution of one draw or None, discrete?)
CONT = {
    "random": ((), stats.uniform()), "standard_normal": ((), stats.norm()), "normal": ((1.0, 2.0), stats.norm(1, 2)),
    "uniform": ((-1.0, 3.0), stats.uniform(-1, 4)), "standard_exponential": ((), stats.expon()),
    "exponential": ((2.0,), stats.expon(scale=2)), "standard_gamma": ((2.5,), stats.gamma(2.5)),
    "gamma": ((2.0, 3.0), stats.gamma(2, scale=3)), "beta": ((2.0, 5.0), stats.beta(2, 5)),
    "chisquare": ((3.0,), stats.chi2(3)), "f": ((5.0, 7.0), stats.f(5, 7)),
    "noncentral_chisquare": ((3.0, 2.0), stats.ncx2(3, 2)), "noncentral_f": ((5.0, 7.0, 2.0), stats.ncf(5, 7, 2)),
    "standard_t": ((4.0,), stats.t(4)), "standard_cauchy": ((), stats.cauchy()),
    "lognormal": ((0.5, 0.7), stats.lognorm(0.7, scale=math.exp(0.5))), "laplace": ((1.0, 2.0), stats.laplace(1, 2)),
    "logistic": ((1.0, 2.0), stats.logistic(1, 2)), "gumbel": ((1.0, 2.0), stats.gumbel_r(1, 2)),
    "pareto": ((3.0,), stats.lomax(3)), "power": ((3.0,), stats.powerlaw(3)), "rayleigh": ((2.0,), stats.rayleigh(
        scale=2)), "weibull": ((1.5,), stats.weibull_min(1.5)), "triangular": ((0.0, 1.0, 3.0), stats.triang(
            1 / 3, 0, 3)), "vonmises": ((0.5, 2.0), stats.vonmises(2.0, loc=0.5)), "wald": ((1.0, 2.0), stats.invgauss(
                0.5, scale=2)),
}
DISC = {
    "poisson": ((3.0,), stats.poisson(3)), "binomial": ((10, 0.3), stats.binom(10, 0.3)),
    "negative_binomial": ((5, 0.4), stats.nbinom(5, 0.4)), "geometric": ((0.3,), stats.geom(0.3)),
    "hypergeometric": ((7, 5, 6), stats.hypergeom(12, 7, 6)), "logseries": ((0.6,), stats.logser(0.6)),
    "zipf": ((3.0,), stats.zipf(3)), "integers": ((2, 9), stats.randint(2, 9)),
}


# A CI slice runs the distributions it is given by spread; the numpy run and the full matrix run the rest.
numpy_run = pytest.mark.skipif(C.SLICE, reason="a CI slice runs its share of the distributions; the numpy run has it")


def fnp():
    return C.fnp()


def _runs_here(name):
    return backend_name() in drv.spread("random:" + name, thin=2)


def _params(table):
    return [pytest.param(n, marks=() if _runs_here(n) else pytest.mark.skip(reason="spread: another backend runs it"))
            for n in sorted(table)]


@pytest.mark.parametrize("name", _params(CONT))
def test_continuous_distribution_matches_scipy(name):
    args, dist = CONT[name]
    x = C.to_real(getattr(fnp().random.default_rng(12345), name)(*args, size=NS))
    want = getattr(real.random.default_rng(0), name)(*args, size=3)
    assert x.dtype == want.dtype and x.shape == (NS,)
    p = stats.kstest(x, dist.cdf).pvalue
    assert p > 1e-4, f"{name}: KS p-value {p:.2e} (mean {x.mean():.3f}, scipy {dist.mean():.3f})"


@pytest.mark.parametrize("name", _params(DISC))
def test_discrete_distribution_matches_scipy(name):
    args, dist = DISC[name]
    x = C.to_real(getattr(fnp().random.default_rng(12345), name)(*args, size=NS))
    want = getattr(real.random.default_rng(0), name)(*args, size=3)
    assert x.dtype == want.dtype and x.shape == (NS,)
    m, v = dist.mean(), dist.var()
    assert abs(x.mean() - m) < 5 * math.sqrt(v / NS), f"{name}: mean {x.mean():.3f}, scipy {m:.3f}"
    assert x.min() >= dist.support()[0] and x.max() <= dist.support()[1]
    if name not in ("zipf", "logseries"):  # heavy tails: the variance estimate itself is noisy
        assert abs(x.var() - v) < 0.25 * v + 0.05, f"{name}: variance {x.var():.3f}, scipy {v:.3f}"


@numpy_run
@pytest.mark.parametrize("name", sorted(CONT) + sorted(DISC))
@pytest.mark.parametrize("size", [None, (), 3, (2, 0), (2, 3)])
def test_generator_result_types_and_shapes_are_numpys(name, size):
    if not _runs_here(name):
        pytest.skip("spread: another backend runs it")
    args = (CONT.get(name) or DISC[name])[0]

    def draw(m):
        return getattr(m.random.default_rng(1), name)(*args, size=size)

    want = draw(real)
    got = C.to_real(draw(fnp()))
    assert type(got) is type(want) and getattr(got, "dtype", None) == getattr(want, "dtype", None)
    assert real.shape(got) == real.shape(want)


BAD = [("normal", (0.0, -1.0)), ("exponential", (-1.0,)), ("uniform", (0.0, math.inf)), ("poisson", (-1.0,)),
       ("binomial", (-1, 0.5)), ("binomial", (5, 1.5)), ("beta", (0.0, 1.0)), ("integers", (5, 2)),
       ("gamma", (-1.0,)), ("geometric", (0.0,)), ("choice", ([],)), ("choice", (3, 5, False)),
       ("choice", (3, None, True, [0.5, 0.6, -0.1])), ("multinomial", (10, [0.7, 0.5, 0.2])),
       ("multinomial", (10, [1.0, 2.0])),
       ("dirichlet", ([1.0, -1.0],)), ("hypergeometric", (2, 3, 10)), ("standard_t", (0.0,)),
       ("triangular", (1.0, 0.0, 2.0)), ("zipf", (1.0,)), ("logseries", (1.5,))]


@numpy_run
@pytest.mark.parametrize("case", range(len(BAD)))
def test_generator_argument_checks_raise_as_numpy(case):
    name, args = BAD[case]
    C.check(lambda: getattr(real.random.default_rng(0), name)(*args),
            lambda: getattr(fnp().random.default_rng(0), name)(*args))


@numpy_run
def test_seeding_is_reproducible_and_seeds_differ():
    f = fnp()
    a = C.to_real(f.random.default_rng(42).normal(size=20))
    b = C.to_real(f.random.default_rng(42).normal(size=20))
    c = C.to_real(f.random.default_rng(43).normal(size=20))
    assert real.array_equal(a, b) and not real.array_equal(a, c)
    g = f.random.default_rng(7)
    first, second = C.to_real(g.random(5)), C.to_real(g.random(5))
    assert not real.array_equal(first, second)  # the generator advances
    f.random.seed(3)
    x = C.to_real(f.random.rand(4))
    f.random.seed(3)
    assert real.array_equal(x, C.to_real(f.random.rand(4)))


@numpy_run
def test_choice_permutation_shuffle_permuted():
    f = fnp()
    g = f.random.default_rng(0)
    x = f.arange(10)
    p = C.to_real(g.permutation(x))
    assert sorted(p.tolist()) == list(range(10))
    y = f.arange(12).reshape(3, 4)
    g.shuffle(y)  # along axis 0, in place
    assert sorted(C.to_real(y).ravel().tolist()) == list(range(12))
    assert all(sorted(r) == r and (r[0] % 4 == 0) for r in C.to_real(y).tolist())
    q = C.to_real(g.permuted(y, axis=1))
    assert [sorted(r) for r in q.tolist()] == [sorted(r) for r in C.to_real(y).tolist()]
    c = C.to_real(g.choice(5, size=5, replace=False))
    assert sorted(c.tolist()) == list(range(5))
    w = C.to_real(g.choice(3, size=NS, p=[0.2, 0.0, 0.8]))
    assert 1 not in w and abs((w == 2).mean() - 0.8) < 0.05
    assert C.to_real(g.multinomial(20, [0.2, 0.3, 0.5], size=4)).sum(axis=1).tolist() == [20] * 4
    d = C.to_real(g.dirichlet([1.0, 2.0, 3.0], size=NS))
    assert real.allclose(d.sum(axis=1), 1) and real.allclose(d.mean(axis=0), [1 / 6, 2 / 6, 3 / 6], atol=0.03)
    mv = C.to_real(g.multivariate_normal([1.0, -1.0], [[1.0, 0.5], [0.5, 2.0]], size=NS))
    assert real.allclose(real.cov(mv.T), [[1.0, 0.5], [0.5, 2.0]], atol=0.35)


LEGACY = {"rand": (2, 3), "randn": (2, 3), "random_sample": ((2, 3),), "random": ((2, 3),), "ranf": ((4,),),
          "sample": ((4,),), "randint": (0, 5, (2, 3)), "random_integers": (1, 6, (4,)), "normal": (0.0, 1.0, 5),
          "uniform": (0.0, 1.0, (2,)), "poisson": (2.0, 3), "binomial": (5, 0.5, 3), "choice": (5, 3),
          "permutation": (5,), "standard_normal": ((3,),), "exponential": (1.0, 3), "beta": (1.0, 2.0, 3)}


@numpy_run
@pytest.mark.parametrize("name", sorted(LEGACY))
def test_legacy_functions_types_and_shapes_are_numpys(name):
    args = LEGACY[name]
    want = getattr(real.random, name)(*args)
    got = C.to_real(getattr(fnp().random, name)(*args))
    assert type(got) is type(want) and got.dtype == want.dtype and got.shape == want.shape
    for scalar_call in (() if name in ("permutation", "choice", "rand", "randn") else (args[:-1],)):
        w, g = getattr(real.random, name)(*scalar_call), C.to_real(getattr(fnp().random, name)(*scalar_call))
        assert type(g) is type(w), (name, type(g), type(w))


@numpy_run
def test_legacy_statistics():
    f = fnp()
    f.random.seed(11)
    assert stats.kstest(C.to_real(f.random.randn(NS)), "norm").pvalue > 1e-4
    assert stats.kstest(C.to_real(f.random.rand(NS)), "uniform").pvalue > 1e-4
    r = C.to_real(f.random.randint(0, 4, size=NS))
    assert set(r.tolist()) == {0, 1, 2, 3}
    rs = f.random.RandomState(5)
    assert C.to_real(rs.normal(size=(2, 2))).shape == (2, 2)

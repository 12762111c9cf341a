"""``ivy_frontends.jax.random`` against the real ``jax.random`` and SciPy: the same shapes and
dtypes as JAX for every distribution, JAX's argument checks, reproducibility per key, and the
right distribution (Kolmogorov-Smirnov tests against SciPy's CDFs, moments, supports)."""

from __future__ import annotations

import inspect
import os

import numpy as np
import pytest
import scipy.stats as st
from lax_spread import only_on_spread

import ivy

SLICE = bool(os.environ.get("IVY_FRONTENDS_SLICE")) and os.environ.get("IVY_OPINFO", "ci") != "full"
N = 4000


def R():
    import ivy_frontends.jax.random as random

    return random


def host(x):
    return np.asarray(ivy.to_numpy(x._data))


# (name, positional args after key, kwargs)
SHAPE_CASES = [
    ("uniform", ((2, 3),), {}),
    ("uniform", ((4,), "float16", -1.0, 2.0), {}),
    ("normal", ((2, 3),), {}),
    ("normal", ((3,), "complex64"), {}),
    ("bernoulli", (0.3, (5,)), {}),
    ("bernoulli", (np.array([0.1, 0.9]),), {}),
    ("randint", ((2, 2), 0, 10), {}),
    ("randint", ((3,), -5, 5, "int8"), {}),
    ("gumbel", ((3,),), {}),
    ("truncated_normal", (-1.0, 2.0, (4,)), {}),
    ("beta", (2.0, 3.0, (3,)), {}),
    ("gamma", (np.array([1.0, 2.5]),), {}),
    ("exponential", ((2,),), {}),
    ("laplace", ((2,),), {}),
    ("logistic", ((2,),), {}),
    ("cauchy", ((2,),), {}),
    ("poisson", (3.0, (4,)), {}),
    ("dirichlet", (np.array([1.0, 2.0, 3.0]), (2,)), {}),
    ("multivariate_normal", (np.zeros(3, np.float32), np.eye(3, dtype=np.float32), (5,)), {}),
    ("ball", (3,), {"shape": (4,)}),
    ("orthogonal", (3,), {"shape": (2,)}),
    ("permutation", (5,), {}),
    ("permutation", (np.arange(6.0).reshape(3, 2),), {"axis": 1}),
    ("choice", (5, (3,)), {"replace": False}),
    ("choice", (np.arange(4.0), (2, 2)), {"p": np.array([0.1, 0.2, 0.3, 0.4])}),
    ("categorical", (np.zeros((2, 4)),), {}),
    ("categorical", (np.zeros((2, 4)),), {"shape": (3, 2)}),
    ("t", (3.0, (2,)), {}),
    ("chisquare", (2.0, (2,)), {}),
    ("f", (2.0, 3.0, (2,)), {}),
    ("rademacher", ((3,),), {}),
    ("maxwell", ((3,),), {}),
    ("rayleigh", (1.0, (2,)), {}),
    ("pareto", (2.0, (2,)), {}),
    ("lognormal", (0.5, (2,)), {}),
    ("weibull_min", (1.0, 2.0, (2,)), {}),
    ("triangular", (0.0, 0.3, 1.0, (2,)), {}),
    ("wald", (1.0, (2,)), {}),
    ("geometric", (0.3, (3,)), {}),
    ("loggamma", (2.0, (2,)), {}),
    ("generalized_normal", (1.5, (2,)), {}),
    ("uniform", ((0,),), {}),
    ("normal", ((),), {}),
    ("binomial", (5.0, 0.3, (4,)), {}),
]


def _conv(v, jnp):
    if isinstance(v, np.ndarray):
        return jnp.asarray(v)
    if v in ("float16", "complex64", "int8"):
        return np.dtype(v)
    return v


@pytest.mark.parametrize(
    ("name", "args", "kwargs"), SHAPE_CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(SHAPE_CASES)]
)
def test_shape_and_dtype_match_jax(name, args, kwargs):
    only_on_spread(f"random.shape.{name}.{args!r}")
    import jax

    import ivy_frontends.jax.numpy as jnp

    with jax.enable_x64(False):  # traced, not compiled: JAX's shape and dtype
        fn = getattr(jax.random, name)
        want = jax.eval_shape(lambda k: fn(k, *[_conv(a, np) for a in args], **kwargs), jax.random.PRNGKey(0))
    got = getattr(R(), name)(
        R().PRNGKey(0), *[_conv(a, jnp) for a in args], **{k: _conv(v, jnp) for k, v in kwargs.items()}
    )
    assert got.shape == want.shape, (got.shape, want.shape)
    assert got.dtype.name == str(want.dtype), (got.dtype, want.dtype)


def test_keys_split_fold_in():
    import jax

    r = R()
    k = r.PRNGKey(42)
    assert np.array_equal(host(k), np.asarray(jax.random.PRNGKey(42)))  # [0, 42], as JAX's threefry
    assert r.split(k).shape == (2, 2) and r.split(k, 3).shape == (3, 2) and r.split(k, (2, 3)).shape == (2, 3, 2)
    a, b = r.split(k)
    assert not np.array_equal(host(a), host(b))
    assert not np.array_equal(host(r.fold_in(k, 1)), host(r.fold_in(k, 2)))
    tk = r.key(42)
    assert tk.shape == () and r.key_data(tk).shape == (2,)
    assert r.split(tk, 4).shape == (4,) and r.key_data(r.split(tk, 4)).shape == (4, 2)
    assert np.array_equal(host(r.key_data(r.wrap_key_data(r.key_data(tk)))), host(r.key_data(tk)))
    with pytest.raises(ivy.IvyError):
        r.split(r.split(k))  # a batch of keys needs vmap in JAX too
    with pytest.raises(ivy.IvyError):
        r.uniform(jax.numpy.zeros(3), (2,))


def test_draws_are_reproducible_per_key():
    only_on_spread("random.test_draws_are_reproducible_per_key")
    r = R()
    k1, k2 = r.split(r.PRNGKey(0))
    for name, args in [
        ("uniform", ((50,),)),
        ("normal", ((50,),)),
        ("gamma", (2.0, (50,))),
        ("randint", ((50,), 0, 100)),
    ]:
        f = getattr(r, name)
        x, y, z = host(f(k1, *args)), host(f(k1, *args)), host(f(k2, *args))
        assert np.array_equal(x, y), name
        assert not np.array_equal(x, z), name


def test_argument_checks_are_jaxs():
    only_on_spread("random.test_argument_checks_are_jaxs")
    r = R()
    k = r.PRNGKey(0)
    with pytest.raises(ValueError, match="float dtype"):
        r.uniform(k, (2,), np.int32)
    with pytest.raises(ValueError, match="int dtype"):
        r.randint(k, (2,), 0, 5, np.float32)
    with pytest.raises(TypeError):
        r.normal(k, 3)
    with pytest.raises(ValueError, match="larger sample"):
        r.choice(k, 3, (5,), replace=False)
    assert all(isinstance(e, ivy.IvyError) for e in [_err(lambda: r.uniform(k, (2,), np.int32))])


def _err(f):
    try:
        f()
    except Exception as e:  # noqa: BLE001
        return e
    return None


# (name, args, scipy frozen distribution) for KS tests
KS = [
    ("uniform", ((N,), None, -1.0, 3.0), st.uniform(-1.0, 4.0)),
    ("normal", ((N,),), st.norm()),
    ("truncated_normal", (-0.5, 1.5, (N,)), st.truncnorm(-0.5, 1.5)),
    ("gumbel", ((N,),), st.gumbel_r()),
    ("exponential", ((N,),), st.expon()),
    ("laplace", ((N,),), st.laplace()),
    ("logistic", ((N,),), st.logistic()),
    ("cauchy", ((N,),), st.cauchy()),
    ("beta", (2.0, 5.0, (N,)), st.beta(2.0, 5.0)),
    ("gamma", (0.7, (N,)), st.gamma(0.7)),
    ("gamma", (4.0, (N,)), st.gamma(4.0)),
    ("t", (3.0, (N,)), st.t(3.0)),
    ("chisquare", (4.0, (N,)), st.chi2(4.0)),
    ("f", (5.0, 8.0, (N,)), st.f(5.0, 8.0)),
    ("maxwell", ((N,),), st.maxwell()),
    ("rayleigh", (2.0, (N,)), st.rayleigh(scale=2.0)),
    ("pareto", (3.0, (N,)), st.pareto(3.0)),
    ("lognormal", (0.5, (N,)), st.lognorm(0.5)),
    ("weibull_min", (1.5, 2.0, (N,)), st.weibull_min(2.0, scale=1.5)),
    ("triangular", (0.0, 0.3, 1.0, (N,)), st.triang(0.3, 0.0, 1.0)),
    ("wald", (1.0, (N,)), st.invgauss(1.0)),
    ("generalized_normal", (1.5, (N,)), st.gennorm(1.5)),
]


@pytest.mark.parametrize(("name", "args", "dist"), KS, ids=[f"{c[0]}-{i}" for i, c in enumerate(KS)])
def test_distribution_passes_ks_test(name, args, dist):
    """Kolmogorov-Smirnov against SciPy's CDF at p > 1e-3 (fixed keys: deterministic)."""
    only_on_spread(f"random.ks.{name}.{args!r}")
    x = host(getattr(R(), name)(R().PRNGKey(7), *args)).astype(np.float64)
    assert np.isfinite(x).all()
    p = st.kstest(x, dist.cdf).pvalue
    assert p > 1e-3, (name, p)


def test_discrete_distributions():
    only_on_spread("random.test_discrete_distributions")
    r = R()
    k = r.PRNGKey(3)
    b = host(r.bernoulli(k, 0.3, (N,)))
    assert b.dtype == bool and abs(b.mean() - 0.3) < 4 * np.sqrt(0.21 / N)
    ri = host(r.randint(k, (N,), -3, 5))
    assert ri.min() == -3 and ri.max() == 4
    assert st.chisquare(np.bincount(ri + 3, minlength=8)).pvalue > 1e-3
    po = host(r.poisson(k, 3.5, (N,)))
    assert abs(po.mean() - 3.5) < 4 * np.sqrt(3.5 / N) and abs(po.var() - 3.5) < 0.5
    ge = host(r.geometric(k, 0.25, (N,)))
    assert ge.min() >= 1 and abs(ge.mean() - 4.0) < 4 * np.sqrt(12.0 / N)
    bi = host(r.binomial(k, 10.0, 0.3, (N,)))
    assert abs(bi.mean() - 3.0) < 4 * np.sqrt(2.1 / N)
    rd = host(r.rademacher(k, (N,)))
    assert set(np.unique(rd)) == {-1, 1} and abs(rd.mean()) < 4 / np.sqrt(N)
    logits = np.log(np.array([0.1, 0.2, 0.7], np.float32))
    import ivy_frontends.jax.numpy as jnp

    c = host(r.categorical(k, jnp.asarray(logits), shape=(N,)))
    assert st.chisquare(np.bincount(c, minlength=3), N * np.array([0.1, 0.2, 0.7])).pvalue > 1e-3
    ch = host(r.choice(k, 4, (N,), p=jnp.asarray(np.array([0.4, 0.3, 0.2, 0.1], np.float32))))
    assert st.chisquare(np.bincount(ch, minlength=4), N * np.array([0.4, 0.3, 0.2, 0.1])).pvalue > 1e-3
    no_rep = host(r.choice(k, 10, (10,), replace=False))
    assert sorted(no_rep) == list(range(10))
    perm = host(r.permutation(k, jnp.asarray(np.arange(8))))
    assert sorted(perm) == list(range(8))


def test_multivariate_distributions():
    only_on_spread("random.test_multivariate_distributions", ("torch", "tensorflow"))  # slow on JAX (compiles)
    r = R()
    import ivy_frontends.jax.numpy as jnp

    k = r.PRNGKey(5)
    cov = np.array([[2.0, 0.5], [0.5, 1.0]], np.float32)
    mu = np.array([1.0, -1.0], np.float32)
    for method in ("cholesky", "eigh", "svd"):
        x = host(r.multivariate_normal(k, jnp.asarray(mu), jnp.asarray(cov), (N,), method=method))
        np.testing.assert_allclose(x.mean(0), mu, atol=0.1)
        np.testing.assert_allclose(np.cov(x.T), cov, atol=0.15)
    alpha = np.array([1.0, 2.0, 3.0], np.float32)
    d = host(r.dirichlet(k, jnp.asarray(alpha), (N,)))
    np.testing.assert_allclose(d.sum(-1), 1.0, atol=1e-5)
    assert st.kstest(d[:, 2], st.beta(3.0, 3.0).cdf).pvalue > 1e-3
    b = host(r.ball(k, 3, shape=(N,)))
    radius = np.linalg.norm(b, axis=-1)
    assert radius.max() <= 1.0 + 1e-6 and st.kstest(radius, lambda t: np.clip(t, 0, 1) ** 3).pvalue > 1e-3
    q = host(r.orthogonal(k, 4, (3,)))
    np.testing.assert_allclose(np.swapaxes(q, -1, -2) @ q, np.broadcast_to(np.eye(4), (3, 4, 4)), atol=1e-5)


def test_random_signatures_are_jaxs():
    import jax.random as real

    bad = []
    skip = {"key_dtype", "wrap_key_data", "key_impl", "clone", "shuffle"}
    for name in dir(real):
        obj = getattr(real, name)
        if name.startswith("_") or not callable(obj) or inspect.isclass(obj) or name in skip:
            continue
        f = getattr(R(), name, None)
        if f is None:
            bad.append(f"missing {name}")
            continue
        want = [(p.name, p.kind) for p in inspect.signature(obj).parameters.values()]
        got = [(p.name, p.kind) for p in inspect.signature(f).parameters.values()]
        if got != want:
            bad.append(f"{name}: {got} != {want}")
    assert not bad, bad

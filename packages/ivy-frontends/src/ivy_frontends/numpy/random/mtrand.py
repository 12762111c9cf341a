"""NumPy's legacy random API: ``RandomState`` and the module functions (``np.random.seed``, ``rand``,
``randn``, ``randint``, ``normal``, ``choice``, ``shuffle``, ``permutation``, ...), which draw from one
global ``RandomState``. Distributions as :class:`~._generator.Generator`'s (by distribution, not
NumPy's bits); ``seed(s)`` makes them reproducible on a backend.

>>> import ivy_frontends.numpy as np
>>> np.random.seed(0)
>>> a = np.random.rand(3)
>>> np.random.seed(0)
>>> bool((np.random.rand(3) == a).all()), np.random.randint(5, size=2).dtype
(True, dtype('int64'))
"""

from __future__ import annotations

from ..._errors import FrontendValueError
from .. import _dtypes as D
from ..ndarray import ndarray
from ._generator import MT19937, Generator


class RandomState:
    """The legacy random number generator (NumPy's ``RandomState``)."""

    def __init__(self, seed=None):
        self._gen = Generator(MT19937(seed if seed is None or isinstance(seed, (list, tuple)) else int(seed)))

    def __repr__(self):
        return "RandomState(MT19937)"

    def seed(self, seed=None):
        """Reseed (None: from the operating system's entropy)."""
        if seed is not None and not isinstance(seed, (list, tuple, ndarray)) and int(seed) < 0:
            raise FrontendValueError("Seed must be between 0 and 2**32 - 1")
        if isinstance(seed, ndarray):
            seed = seed.tolist()
        self._gen = Generator(MT19937(seed if seed is None or isinstance(seed, (list, tuple)) else int(seed)))

    def get_state(self, legacy=True):
        st = self._gen.bit_generator.state
        return ("MT19937", st["state"]["seed"], st["state"]["count"], 0, 0.0) if legacy else st

    def set_state(self, state):
        if isinstance(state, dict):
            self._gen.bit_generator.state = state
        else:
            self._gen.bit_generator.state = {"state": {"seed": int(state[1]), "count": int(state[2])}}

    # ------------------------------------------------------------------ the legacy-only functions
    def rand(self, *args):
        """Uniform floats in [0, 1) of shape ``args``."""
        return self._gen.random(args if args else None)

    def randn(self, *args):
        """Standard normal floats of shape ``args``."""
        return self._gen.standard_normal(args if args else None)

    def random_sample(self, size=None):
        return self._gen.random(size)

    def random(self, size=None):
        return self._gen.random(size)

    def ranf(self, size=None):
        return self._gen.random(size)

    def sample(self, size=None):
        return self._gen.random(size)

    def randint(self, low, high=None, size=None, dtype=int):
        """Integers uniform in [low, high) (``dtype`` int64 by default)."""
        r = self._gen.integers(low, high, size, dtype=D.as_dtype(dtype))
        if size is None and not isinstance(r, ndarray) and D.as_dtype(dtype) is D._I64 and dtype is int:
            return int(r)
        return r

    def random_integers(self, low, high=None, size=None):
        if high is None:
            low, high = 1, low
        r = self.randint(low, int(high) + 1 if not isinstance(high, ndarray) else high + 1, size)
        return D.int64(r) if size is None and isinstance(r, int) else r  # NumPy: np.int64 for one draw

    def tomaxint(self, size=None):
        return self.randint(0, 2 ** 63 - 1, size)

    def standard_normal(self, size=None):
        return self._gen.standard_normal(size)

    def standard_exponential(self, size=None):
        return self._gen.standard_exponential(size)

    def standard_gamma(self, shape, size=None):
        return self._gen.standard_gamma(shape, size)

    def choice(self, a, size=None, replace=True, p=None):
        return self._gen.choice(a, size, replace, p)

    def shuffle(self, x):
        return self._gen.shuffle(x)

    def permutation(self, x):
        return self._gen.permutation(x)

    def bytes(self, length):
        return self._gen.bytes(length)

    def multivariate_normal(self, mean, cov, size=None, check_valid="warn", tol=1e-8):
        return self._gen.multivariate_normal(mean, cov, size, check_valid, tol)

    def binomial(self, n, p, size=None):
        return self._gen.binomial(n, p, size)

    def negative_binomial(self, n, p, size=None):
        return self._gen.negative_binomial(n, p, size)

    def poisson(self, lam=1.0, size=None):
        return self._gen.poisson(lam, size)

    def geometric(self, p, size=None):
        return self._gen.geometric(p, size)

    def hypergeometric(self, ngood, nbad, nsample, size=None):
        return self._gen.hypergeometric(ngood, nbad, nsample, size)

    def logseries(self, p, size=None):
        return self._gen.logseries(p, size)

    def zipf(self, a, size=None):
        return self._gen.zipf(a, size)

    def multinomial(self, n, pvals, size=None):
        return self._gen.multinomial(n, pvals, size)

    def dirichlet(self, alpha, size=None):
        return self._gen.dirichlet(alpha, size)


def _delegate(name, params):
    def method(self, *args, **kwargs):
        return getattr(self._gen, name)(*args, **kwargs)

    method.__name__ = name
    method.__doc__ = f"Draws from NumPy's ``{name}`` distribution ({params})."
    return method


for _name, _params in (("beta", "a, b"), ("chisquare", "df"), ("exponential", "scale"), ("f", "dfnum, dfden"),
                       ("gamma", "shape, scale"), ("gumbel", "loc, scale"), ("laplace", "loc, scale"),
                       ("logistic", "loc, scale"), ("lognormal", "mean, sigma"),
                       ("noncentral_chisquare", "df, nonc"), ("noncentral_f", "dfnum, dfden, nonc"),
                       ("normal", "loc, scale"), ("pareto", "a"), ("power", "a"), ("rayleigh", "scale"),
                       ("standard_cauchy", ""), ("standard_t", "df"), ("triangular", "left, mode, right"),
                       ("uniform", "low, high"), ("vonmises", "mu, kappa"), ("wald", "mean, scale"),
                       ("weibull", "a")):
    _m = _delegate(_name, _params)
    setattr(RandomState, _name, _m)


# ------------------------------------------------------------------ the global state
_rand = RandomState()


def seed(seed=None):
    """Reseed the global RandomState."""
    _rand.seed(seed)


def get_state(legacy=True):
    return _rand.get_state(legacy)


def set_state(state):
    _rand.set_state(state)


def get_bit_generator():
    return _rand._gen.bit_generator


def set_bit_generator(bitgen):
    _rand._gen = Generator(bitgen)


_FUNCS = ("beta", "binomial", "bytes", "chisquare", "choice", "dirichlet", "exponential", "f", "gamma", "geometric",
          "gumbel", "hypergeometric", "laplace", "logistic", "lognormal", "logseries", "multinomial",
          "multivariate_normal", "negative_binomial", "noncentral_chisquare", "noncentral_f", "normal", "pareto",
          "permutation", "poisson", "power", "rand", "randint", "randn", "random", "random_integers",
          "random_sample", "ranf", "rayleigh", "sample", "shuffle", "standard_cauchy", "standard_exponential",
          "standard_gamma", "standard_normal", "standard_t", "tomaxint", "triangular", "uniform", "vonmises", "wald",
          "weibull", "zipf")


def _module_func(name):
    def f(*args, **kwargs):
        return getattr(_rand, name)(*args, **kwargs)

    f.__name__ = f.__qualname__ = name
    f.__doc__ = getattr(RandomState, name).__doc__
    return f


globals().update({_n: _module_func(_n) for _n in _FUNCS})

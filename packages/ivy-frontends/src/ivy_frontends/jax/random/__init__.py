"""``jax.random`` on ivy: keys (``PRNGKey``/``key``, ``split``, ``fold_in``, ``key_data``) and
the distributions with JAX's signatures, shapes and dtypes.

By distribution, not by bits: a key gives the same draws every time on a given backend, and the
draws follow the named distribution (tested with KS tests against SciPy), but they are not the
numbers JAX's Threefry generator gives.

>>> import ivy_frontends.jax.random as random
>>> key = random.PRNGKey(0)
>>> key, sub = random.split(key)
>>> random.uniform(sub, (3,)).shape
(3,)
"""

from ._distributions import (
    ball,
    bernoulli,
    beta,
    binomial,
    bits,
    categorical,
    cauchy,
    chisquare,
    choice,
    dirichlet,
    double_sided_maxwell,
    exponential,
    f,
    gamma,
    generalized_normal,
    geometric,
    gumbel,
    laplace,
    loggamma,
    logistic,
    lognormal,
    maxwell,
    multinomial,
    multivariate_normal,
    normal,
    orthogonal,
    pareto,
    permutation,
    poisson,
    rademacher,
    randint,
    rayleigh,
    t,
    triangular,
    truncated_normal,
    uniform,
    wald,
    weibull_min,
)
from ._keys import PRNGKey, PRNGKeyArray, clone, fold_in, key, key_data, key_impl, split, wrap_key_data

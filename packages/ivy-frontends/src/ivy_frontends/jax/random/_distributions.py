"""``jax.random``'s distributions: JAX's signatures, shapes, dtypes and argument checks; each
draw is reproducible for a key (on a given backend) and has the right distribution.

>>> import ivy_frontends.jax.random as random
>>> k1, k2 = random.split(random.PRNGKey(0))
>>> random.normal(k1, (2, 3)).shape, random.randint(k2, (4,), 0, 10).dtype
((2, 3), dtype('int32'))
"""

from __future__ import annotations

import math
import operator

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from .. import _dtypes as D
from .._convert import arr, n, wrap
from ..lax._base import asarray_
from ._keys import seed_of, sub_seeds


def _nat(x):
    return x._data if x.__class__ is ivy.Array else x


def _shape(shape, name="shape"):
    if shape is None:
        return None
    if isinstance(shape, int):
        raise FrontendTypeError(f"{name} must be a sequence of integers, got {shape!r}")
    try:
        return tuple(operator.index(s) for s in shape)
    except TypeError:
        raise FrontendTypeError(f"{name} must be a sequence of integers, got {shape!r}") from None


def _float_dtype(dtype, name):
    d = D.default_float() if dtype is None else D.request(dtype)
    if d._cat != 2:
        raise FrontendValueError(f"dtype argument to `{name}` must be a float dtype, got {d.name}")
    return d._ivy


def _int_dtype(dtype, name):
    d = D.default_int() if dtype is None else D.request(dtype)
    if d._cat != 1:
        raise FrontendValueError(f"dtype argument to `{name}` must be an int dtype, got {d.name}")
    return d._ivy


def _u(seed, shape, d=ivy.float64, low=0.0, high=1.0):
    """Uniform [low, high) of ``shape`` (computed in float64, then cast)."""
    return _nat(ivy.random_uniform(low=low, high=high, shape=tuple(shape), dtype=d, seed=seed))


def _open_u(seed, shape):
    """Uniform in (0, 1) as float64."""
    u = _u(seed, shape)
    return ivy.maximum(u, asarray_(2.0**-60, dtype=ivy.float64))


def _normal(seed, shape):
    return _nat(ivy.random_normal(mean=0.0, std=1.0, shape=tuple(shape), dtype=ivy.float64, seed=seed))


def _bshape(shape, *params):
    """``shape`` or, when None, the broadcast shape of the parameters (checked compatible)."""
    pshape = ivy.broadcast_shapes(*[tuple(p.shape) for p in params]) if params else ()
    if shape is None:
        return tuple(pshape)
    try:
        if tuple(ivy.broadcast_shapes(tuple(shape), tuple(pshape))) != tuple(shape):
            raise ValueError
    except (ValueError, ivy.IvyError):
        raise FrontendValueError(
            f"Incompatible shapes for broadcasting: shape={shape} and parameter shape={tuple(pshape)}"
        ) from None
    return tuple(shape)


def _p(x):
    return ivy.astype(arr(x), ivy.float64)


def _out(x, d):
    return wrap(ivy.astype(x, d))


def uniform(key, shape=(), dtype=None, minval=0.0, maxval=1.0, *, out_sharding=None):
    """Uniform on ``[minval, maxval)``."""
    shape = _shape(shape)
    d = _float_dtype(dtype, "uniform")
    lo, hi = _p(minval), _p(maxval)
    shape = _bshape(shape, lo, hi)
    u = _u(seed_of(key, "uniform"), shape)
    r = ivy.add(lo, ivy.multiply(u, ivy.subtract(hi, lo)))
    r = ivy.astype(r, d)
    # float rounding must not reach maxval
    hi_d = ivy.astype(ivy.broadcast_to(hi, shape), d)
    below = _nextbelow(hi_d)
    return wrap(
        ivy.where(ivy.greater_equal(r, hi_d), ivy.maximum(below, ivy.astype(ivy.broadcast_to(lo, shape), d)), r)
    )


def _nextbelow(x):
    return ivy.nextafter(x, ivy.full_like(x, -math.inf))


def normal(key, shape=(), dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = D.default_float()._ivy if dtype is None else D.request(dtype)._ivy
    if ivy.is_complex_dtype(d):
        s1, s2 = sub_seeds(key, "normal", 2)
        re = ivy.multiply(_normal(s1, shape), math.sqrt(0.5))
        im = ivy.multiply(_normal(s2, shape), math.sqrt(0.5))
        c = ivy.add(ivy.astype(re, d), ivy.multiply(ivy.astype(im, d), asarray_(1j, dtype=d)))
        return wrap(c)
    d = _float_dtype(dtype, "normal")
    return _out(_normal(seed_of(key, "normal"), shape), d)


def bernoulli(key, p=0.5, shape=None, mode="low", *, out_sharding=None):
    """True with probability ``p``."""
    shape = _shape(shape)
    pp = _p(p)
    shape = _bshape(shape, pp)
    return wrap(ivy.less(_u(seed_of(key, "bernoulli"), shape), pp))


def randint(key, shape, minval, maxval, dtype=None, *, out_sharding=None):
    """Integers uniform on ``[minval, maxval)`` (``minval`` where ``maxval <= minval``)."""
    shape = _shape(shape)
    d = _int_dtype(dtype, "randint")
    info = ivy.iinfo(d)
    lo = ivy.clip(ivy.astype(arr(minval), ivy.float64), float(info.min), float(info.max))
    hi = ivy.clip(ivy.astype(arr(maxval), ivy.float64), float(info.min), float(info.max) + 1)
    shape = _bshape(shape, lo, hi)
    lo_i, hi_i = ivy.floor(lo), ivy.floor(hi)
    span = ivy.maximum(ivy.subtract(hi_i, lo_i), ivy.zeros_like(hi_i))
    u = _u(seed_of(key, "randint"), shape)
    r = ivy.add(
        lo_i, ivy.minimum(ivy.floor(ivy.multiply(u, span)), ivy.maximum(ivy.subtract(span, 1), ivy.zeros_like(span)))
    )
    r = ivy.where(ivy.less_equal(span, 0), ivy.broadcast_to(lo_i, shape), r)
    return _out(r, d)


def _gumbel(seed, shape):
    return ivy.negative(ivy.log(ivy.negative(ivy.log(_open_u(seed, shape)))))


def gumbel(key, shape=(), dtype=None, mode=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "gumbel")
    return _out(_gumbel(seed_of(key, "gumbel"), shape), d)


def exponential(key, shape=(), dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "exponential")
    return _out(ivy.negative(ivy.log1p(ivy.negative(_u(seed_of(key, "exponential"), shape)))), d)


def laplace(key, shape=(), dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "laplace")
    u = ivy.subtract(ivy.multiply(_open_u(seed_of(key, "laplace"), shape), 2.0), 1.0)
    return _out(ivy.multiply(ivy.negative(ivy.sign(u)), ivy.log1p(ivy.negative(ivy.abs(u)))), d)


def logistic(key, shape=(), dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "logistic")
    u = _open_u(seed_of(key, "logistic"), shape)
    return _out(ivy.subtract(ivy.log(u), ivy.log1p(ivy.negative(u))), d)


def cauchy(key, shape=(), dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "cauchy")
    u = _open_u(seed_of(key, "cauchy"), shape)
    return _out(ivy.tan(ivy.multiply(ivy.subtract(u, 0.5), math.pi)), d)


def truncated_normal(key, lower, upper, shape=None, dtype=None, *, out_sharding=None):
    """Normal restricted to ``(lower, upper)`` (inverse CDF)."""
    shape = _shape(shape)
    d = _float_dtype(dtype, "truncated_normal")
    lo, hi = _p(lower), _p(upper)
    shape = _bshape(shape, lo, hi)
    r2 = math.sqrt(2.0)
    a = ivy.erf(ivy.divide(lo, r2))
    b = ivy.erf(ivy.divide(hi, r2))
    u = _u(seed_of(key, "truncated_normal"), shape)
    x = ivy.multiply(ivy.erfinv(ivy.add(a, ivy.multiply(u, ivy.subtract(b, a)))), r2)
    x = ivy.astype(x, d)
    lo_d, hi_d = ivy.astype(ivy.broadcast_to(lo, shape), d), ivy.astype(ivy.broadcast_to(hi, shape), d)
    lo_n = ivy.nextafter(lo_d, ivy.full_like(lo_d, math.inf))
    hi_n = ivy.nextafter(hi_d, ivy.full_like(hi_d, -math.inf))
    return wrap(ivy.minimum(ivy.maximum(x, lo_n), hi_n))


def _gamma(seed, a, shape):
    """Gamma(a, 1) draws in float64 (ivy's Marsaglia-Tsang on the backend's generator)."""
    a = ivy.broadcast_to(a, shape)
    return ivy.astype(_nat(ivy.gamma(a, 1.0, shape=tuple(shape), dtype=ivy.float64, seed=seed)), ivy.float64)


def gamma(key, a, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "gamma")
    aa = _p(a)
    shape = _bshape(shape, aa)
    return _out(_gamma(seed_of(key, "gamma"), aa, shape), d)


def loggamma(key, a, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "loggamma")
    aa = _p(a)
    shape = _bshape(shape, aa)
    return _out(ivy.log(_gamma(seed_of(key, "loggamma"), aa, shape)), d)


def beta(key, a, b, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "beta")
    aa, bb = _p(a), _p(b)
    shape = _bshape(shape, aa, bb)
    s1, s2 = sub_seeds(key, "beta", 2)
    x, y = _gamma(s1, aa, shape), _gamma(s2, bb, shape)
    return _out(ivy.divide(x, ivy.add(x, y)), d)


def chisquare(key, df, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "chisquare")
    dd = _p(df)
    shape = _bshape(shape, dd)
    return _out(ivy.multiply(_gamma(seed_of(key, "chisquare"), ivy.divide(dd, 2.0), shape), 2.0), d)


def f(key, dfnum, dfden, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "f")
    n1, n2 = _p(dfnum), _p(dfden)
    shape = _bshape(shape, n1, n2)
    s1, s2 = sub_seeds(key, "f", 2)
    c1 = ivy.multiply(_gamma(s1, ivy.divide(n1, 2.0), shape), 2.0)
    c2 = ivy.multiply(_gamma(s2, ivy.divide(n2, 2.0), shape), 2.0)
    return _out(ivy.divide(ivy.divide(c1, n1), ivy.divide(c2, n2)), d)


def t(key, df, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "t")
    dd = _p(df)
    shape = _bshape(shape, dd)
    s1, s2 = sub_seeds(key, "t", 2)
    z = _normal(s1, shape)
    c = ivy.multiply(_gamma(s2, ivy.divide(dd, 2.0), shape), 2.0)
    return _out(ivy.multiply(z, ivy.sqrt(ivy.divide(dd, c))), d)


def dirichlet(key, alpha, shape=None, dtype=None, *, out_sharding=None):
    """Dirichlet draws of shape ``shape + alpha.shape[-1:]``."""
    shape = _shape(shape)
    d = _float_dtype(dtype, "dirichlet")
    al = _p(alpha)
    if len(al.shape) < 1:
        raise FrontendValueError(
            f"The concentration parameter alpha must be at least 1-dimensional, got {len(al.shape)}"
        )
    k = int(al.shape[-1])
    batch = _bshape(shape, wrap_shape(al.shape[:-1]))
    g = _gamma(seed_of(key, "dirichlet"), al, batch + (k,))
    return _out(ivy.divide(g, ivy.sum(g, axis=-1, keepdims=True)), d)


class wrap_shape:  # noqa: N801  (a stand-in with .shape for _bshape)
    def __init__(self, shape):
        self.shape = tuple(int(s) for s in shape)


def poisson(key, lam, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _int_dtype(dtype, "poisson")
    lm = _p(lam)
    shape = _bshape(shape, lm)
    r = _nat(ivy.poisson(ivy.broadcast_to(lm, shape), shape=shape, dtype=ivy.float64, seed=seed_of(key, "poisson")))
    r = ivy.where(ivy.less(ivy.broadcast_to(lm, shape), 0), ivy.full_like(r, -1.0), r)
    return _out(r, d)


def geometric(key, p, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _int_dtype(dtype, "geometric")
    pp = _p(p)
    shape = _bshape(shape, pp)
    u = _open_u(seed_of(key, "geometric"), shape)
    return _out(ivy.add(ivy.floor(ivy.divide(ivy.log1p(ivy.negative(u)), ivy.log1p(ivy.negative(pp)))), 1.0), d)


def rademacher(key, shape=(), dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _int_dtype(dtype, "rademacher")
    b = ivy.less(_u(seed_of(key, "rademacher"), shape), 0.5)
    return _out(ivy.subtract(ivy.multiply(ivy.astype(b, ivy.float64), 2.0), 1.0), d)


def maxwell(key, shape=(), dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "maxwell")
    z = _normal(seed_of(key, "maxwell"), tuple(shape) + (3,))
    return _out(ivy.sqrt(ivy.sum(ivy.square(z), axis=-1)), d)


def double_sided_maxwell(key, loc, scale, shape=(), dtype=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "double_sided_maxwell")
    s1, s2 = sub_seeds(key, "double_sided_maxwell", 2)
    m = ivy.sqrt(ivy.sum(ivy.square(_normal(s1, tuple(shape) + (3,))), axis=-1))
    sign = ivy.subtract(ivy.multiply(ivy.astype(ivy.less(_u(s2, shape), 0.5), ivy.float64), 2.0), 1.0)
    return _out(ivy.add(_p(loc), ivy.multiply(ivy.multiply(m, sign), _p(scale))), d)


def rayleigh(key, scale, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "rayleigh")
    sc = _p(scale)
    shape = _bshape(shape, sc)
    u = _open_u(seed_of(key, "rayleigh"), shape)
    return _out(ivy.multiply(sc, ivy.sqrt(ivy.multiply(ivy.log(u), -2.0))), d)


def pareto(key, b, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "pareto")
    bb = _p(b)
    shape = _bshape(shape, bb)
    e = ivy.negative(ivy.log1p(ivy.negative(_u(seed_of(key, "pareto"), shape))))
    return _out(ivy.exp(ivy.divide(e, bb)), d)


def lognormal(key, sigma=1.0, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "lognormal")
    sg = _p(sigma)
    shape = _bshape(shape, sg)
    return _out(ivy.exp(ivy.multiply(_normal(seed_of(key, "lognormal"), shape), sg)), d)


def weibull_min(key, scale, concentration, shape=(), dtype=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "weibull_min")
    u = _open_u(seed_of(key, "weibull_min"), shape)
    return _out(
        ivy.multiply(_p(scale), ivy.pow(ivy.negative(ivy.log1p(ivy.negative(u))), ivy.divide(1.0, _p(concentration)))),
        d,
    )


def triangular(key, left, mode, right, shape=None, dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "triangular")
    a, c, b = _p(left), _p(mode), _p(right)
    shape = _bshape(shape, a, c, b)
    u = _u(seed_of(key, "triangular"), shape)
    fc = ivy.divide(ivy.subtract(c, a), ivy.subtract(b, a))
    lo = ivy.add(a, ivy.sqrt(ivy.multiply(u, ivy.multiply(ivy.subtract(b, a), ivy.subtract(c, a)))))
    hi = ivy.subtract(
        b, ivy.sqrt(ivy.multiply(ivy.subtract(1.0, u), ivy.multiply(ivy.subtract(b, a), ivy.subtract(b, c))))
    )
    return _out(ivy.where(ivy.less(u, fc), lo, hi), d)


def wald(key, mean, shape=None, dtype=None, *, out_sharding=None):
    """Inverse Gaussian with ``mean`` and shape 1 (Michael, Schucany and Haas)."""
    shape = _shape(shape)
    d = _float_dtype(dtype, "wald")
    mu = _p(mean)
    shape = _bshape(shape, mu)
    s1, s2 = sub_seeds(key, "wald", 2)
    y = ivy.square(_normal(s1, shape))
    x = ivy.add(
        mu,
        ivy.subtract(
            ivy.divide(ivy.multiply(ivy.square(mu), y), 2.0),
            ivy.divide(
                ivy.multiply(
                    mu, ivy.sqrt(ivy.add(ivy.multiply(ivy.multiply(mu, y), 4.0), ivy.square(ivy.multiply(mu, y))))
                ),
                2.0,
            ),
        ),
    )
    u = _u(s2, shape)
    return _out(ivy.where(ivy.less_equal(u, ivy.divide(mu, ivy.add(mu, x))), x, ivy.divide(ivy.square(mu), x)), d)


def generalized_normal(key, p, shape=(), dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    d = _float_dtype(dtype, "generalized_normal")
    s1, s2 = sub_seeds(key, "generalized_normal", 2)
    g = _gamma(s1, asarray_(1.0 / p, dtype=ivy.float64), shape)
    sign = ivy.subtract(ivy.multiply(ivy.astype(ivy.less(_u(s2, shape), 0.5), ivy.float64), 2.0), 1.0)
    return _out(ivy.multiply(sign, ivy.pow(g, 1.0 / p)), d)


def ball(key, d, p=2, shape=(), dtype=None, *, out_sharding=None):
    """Uniform in the unit ``p``-norm ball of dimension ``d``."""
    shape = _shape(shape)
    dt_ = _float_dtype(dtype, "ball")
    d = operator.index(d)
    s1, s2 = sub_seeds(key, "ball", 2)
    g = _nat(generalized_normal_seeded(s1, p, tuple(shape) + (d,)))
    e = ivy.negative(ivy.log1p(ivy.negative(_u(s2, shape))))
    norm = ivy.pow(ivy.add(ivy.sum(ivy.pow(ivy.abs(g), float(p)), axis=-1), e), 1.0 / p)
    return _out(ivy.divide(g, ivy.expand_dims(norm, axis=-1)), dt_)


def generalized_normal_seeded(seed, p, shape):
    g = _gamma(seed, asarray_(1.0 / p, dtype=ivy.float64), shape)
    sign = ivy.subtract(ivy.multiply(ivy.astype(ivy.less(_u(seed + 1, shape), 0.5), ivy.float64), 2.0), 1.0)
    return ivy.multiply(sign, ivy.pow(g, 1.0 / p))


def multivariate_normal(key, mean, cov, shape=None, dtype=None, method="cholesky", *, out_sharding=None):
    """``mean + L @ z`` with ``L`` from ``cov`` (``method`` cholesky, eigh or svd)."""
    if method not in ("svd", "eigh", "cholesky"):
        raise FrontendValueError("method must be one of {'svd', 'eigh', 'cholesky'}")
    d = _float_dtype(dtype, "multivariate_normal")
    mu, c = _p(mean), _p(cov)
    if len(mu.shape) < 1 or len(c.shape) < 2:
        raise FrontendValueError("multivariate_normal requires mean.ndim >= 1 and cov.ndim >= 2")
    k = int(mu.shape[-1])
    if tuple(c.shape[-2:]) != (k, k):
        raise FrontendValueError(
            f"multivariate_normal requires cov.shape == (..., n, n) for n={k}, but got cov.shape == {tuple(c.shape)}."
        )
    shape = _shape(shape)
    if shape is None:
        shape = tuple(ivy.broadcast_shapes(tuple(mu.shape[:-1]), tuple(c.shape[:-2])))
    if method == "cholesky":
        L = ivy.cholesky(c, upper=False)
    elif method == "eigh":
        w, v = ivy.eigh(c)
        L = ivy.multiply(v, ivy.expand_dims(ivy.sqrt(ivy.maximum(w, ivy.zeros_like(w))), axis=-2))
    else:
        u, s, _ = ivy.svd(c)
        L = ivy.multiply(u, ivy.expand_dims(ivy.sqrt(s), axis=-2))
    z = _normal(seed_of(key, "multivariate_normal"), tuple(shape) + (k,))
    return _out(ivy.add(mu, ivy.squeeze(ivy.matmul(L, ivy.expand_dims(z, axis=-1)), axis=-1)), d)


def orthogonal(key, n, shape=(), dtype=None, m=None, *, out_sharding=None):
    """Haar-random matrices with orthonormal columns (``n x m``, ``m`` default ``n``)."""
    shape = _shape(shape)
    d = _float_dtype(dtype, "orthogonal")
    n_, m_ = operator.index(n), (operator.index(n) if m is None else operator.index(m))
    z = _normal(seed_of(key, "orthogonal"), tuple(shape) + (builtins_max(n_, m_), builtins_min(n_, m_)))
    q, r = ivy.qr(z)
    diag = ivy.diagonal(r, axis1=-2, axis2=-1)
    q = ivy.multiply(q, ivy.expand_dims(ivy.sign(diag), axis=-2))
    if n_ < m_:
        q = ivy.matrix_transpose(q)
    return _out(q, d)


def builtins_max(a, b):
    return a if a > b else b


def builtins_min(a, b):
    return a if a < b else b


def bits(key, shape=(), dtype=None, *, out_sharding=None):
    shape = _shape(shape)
    dd = D.default_uint() if dtype is None else D.request(dtype)
    if dd.kind != "u":
        raise FrontendValueError(f"dtype argument to `bits` must be an unsigned int dtype, got {dd.name}")
    nb = dd.itemsize * 8
    s1, s2 = sub_seeds(key, "bits", 2)
    if nb <= 16:
        v = ivy.floor(ivy.multiply(_u(s1, shape), float(1 << nb)))
        return wrap(ivy.astype(ivy.astype(v, ivy.int64), dd._ivy))
    lo = ivy.astype(ivy.floor(ivy.multiply(_u(s1, shape), 65536.0)), ivy.int64)
    hi = ivy.astype(ivy.floor(ivy.multiply(_u(s2, shape), 65536.0)), ivy.int64)
    v = ivy.add(ivy.multiply(hi, 65536), lo)
    return wrap(ivy.astype(v, dd._ivy))


# -- sampling from arrays ---------------------------------------------------------------------


def _ar(k):
    return _nat(ivy.arange(0, k, dtype=ivy.int64))


def permutation(key, x, axis=0, independent=False, *, out_sharding=None):
    """A random permutation of ``range(x)`` (an int) or of ``x`` along ``axis``."""
    xn = n(x)
    if xn.__class__ is int:
        if xn < 0:
            raise FrontendValueError("x must be non-negative")
        order = ivy.argsort(_u(seed_of(key, "permutation"), (xn,)))
        return wrap(ivy.astype(order, D.default_int()._ivy))
    a = arr(x)
    if not len(a.shape):
        raise FrontendTypeError("x must be an integer or at least 1-dimensional")
    ax = axis % len(a.shape)
    if independent:
        order = ivy.argsort(_u(seed_of(key, "permutation"), tuple(a.shape)), axis=ax)
        return wrap(ivy.take_along_axis(a, order, ax))
    order = ivy.argsort(_u(seed_of(key, "permutation"), (int(a.shape[ax]),)))
    return wrap(ivy.gather(a, order, axis=ax))


def choice(key, a, shape=(), replace=True, p=None, axis=0, mode=None):
    """Samples of ``range(a)`` (an int) or of ``a`` along ``axis``, with or without replacement,
    uniformly or with probabilities ``p``."""
    shape = _shape(shape)
    an = n(a)
    if an.__class__ is int:
        if an < 0:
            raise FrontendValueError("a must be non-negative")
        N, arr_a = an, None
    else:
        arr_a = arr(a)
        if not len(arr_a.shape):
            raise FrontendValueError("a must be an integer or at least one-dimensional")
        N = int(arr_a.shape[axis % len(arr_a.shape)])
    total = math.prod(shape)
    if N == 0 and total > 0:
        raise FrontendValueError("a must be greater than 0 unless no samples are taken")
    if not replace and total > N:
        raise FrontendValueError("Cannot take a larger sample than population when 'replace=False'")
    s = seed_of(key, "choice")
    if p is None:
        if replace:
            idx = ivy.minimum(ivy.floor(ivy.multiply(_u(s, (total,)), float(N))), float(max(N - 1, 0)))
            idx = ivy.astype(idx, ivy.int64)
        else:
            idx = ivy.get_item(ivy.argsort(_u(s, (N,))), (slice(0, total),))
    else:
        pp = _p(p)
        if tuple(pp.shape) != (N,):
            raise FrontendValueError(f"p must be None or match the shape of a, got {tuple(pp.shape)}")
        if replace:
            cdf = ivy.cumsum(pp, 0)
            cdf = ivy.divide(cdf, ivy.get_item(cdf, (-1,)))
            u = _u(s, (total,))
            idx = ivy.minimum(ivy.searchsorted(cdf, u, side="right"), asarray_(N - 1, dtype=ivy.int64))
            idx = ivy.astype(idx, ivy.int64)
        else:
            g = ivy.add(ivy.log(pp), _gumbel(s, (N,)))
            idx = ivy.get_item(ivy.argsort(g, descending=True), (slice(0, total),))
    if arr_a is None:
        return wrap(ivy.astype(ivy.reshape(idx, shape), D.default_int()._ivy))
    ax = axis % len(arr_a.shape)
    taken = ivy.gather(arr_a, idx, axis=ax)
    sh = tuple(arr_a.shape[:ax]) + tuple(shape) + tuple(arr_a.shape[ax + 1 :])
    return wrap(ivy.reshape(taken, tuple(int(v) for v in sh)))


def categorical(key, logits, axis=-1, shape=None, replace=True, mode=None, *, out_sharding=None):
    """Class indices drawn with probabilities ``softmax(logits, axis)`` (Gumbel-max)."""
    lg = _p(logits)
    nd = len(lg.shape)
    if nd == 0:
        raise FrontendValueError("logits must be at least 1-dimensional")
    ax = axis % nd
    K = int(lg.shape[ax])
    batch = tuple(int(s) for i, s in enumerate(lg.shape) if i != ax)
    shape = _shape(shape)
    if shape is None:
        shape = batch
    elif tuple(ivy.broadcast_shapes(shape, batch)) != tuple(shape):
        raise FrontendValueError(f"Shape {shape} is not broadcast-compatible with batch shape {batch}")
    moved = ivy.moveaxis(lg, ax, -1)
    if not replace:
        from ..._errors import refuse

        raise refuse("jax.random.categorical", "replace", replace)
    g = _gumbel(seed_of(key, "categorical"), tuple(shape) + (K,))
    idx = ivy.argmax(ivy.add(moved, g), axis=-1)
    return wrap(ivy.astype(idx, D.default_int()._ivy))


def binomial(key, n, p, shape=None, dtype=None):
    """Binomial counts (the sum of Bernoulli trials: ``n`` must be concrete and moderate)."""
    shape = _shape(shape)
    d = _float_dtype(dtype, "binomial")
    nn, pp = _p(n), _p(p)
    shape = _bshape(shape, nn, pp)
    nmax = int(ivy.to_scalar(ivy.max(nn))) if math.prod(tuple(nn.shape)) else 0
    u = _u(seed_of(key, "binomial"), tuple(shape) + (max(nmax, 1),))
    trials = ivy.less(
        ivy.reshape(_ar(max(nmax, 1)), (1,) * len(shape) + (-1,)),
        ivy.expand_dims(ivy.astype(ivy.broadcast_to(nn, shape), ivy.int64), axis=-1),
    )
    hits = ivy.logical_and(ivy.less(u, ivy.expand_dims(ivy.broadcast_to(pp, shape), axis=-1)), trials)
    return _out(ivy.sum(ivy.astype(hits, ivy.float64), axis=-1), d)


def multinomial(key, n, p, *, shape=None, dtype=None, unroll=1):
    """Counts of ``n`` draws from categories with probabilities ``p`` (last axis)."""
    d = _float_dtype(dtype, "multinomial")
    pp = _p(p)
    K = int(pp.shape[-1])
    shape = _shape(shape)
    nn = _p(n)
    if shape is None:
        shape = tuple(ivy.broadcast_shapes(tuple(nn.shape), tuple(pp.shape[:-1])))
    nmax = int(ivy.to_scalar(ivy.max(nn)))
    cdf = ivy.cumsum(pp, -1)
    cdf = ivy.divide(cdf, ivy.get_item(cdf, (Ellipsis, slice(-1, None))))
    u = _u(seed_of(key, "multinomial"), tuple(shape) + (max(nmax, 1),))
    cdf_b = ivy.broadcast_to(cdf, tuple(shape) + (K,))
    cats = ivy.sum(
        ivy.astype(ivy.greater_equal(ivy.expand_dims(u, axis=-1), ivy.expand_dims(cdf_b, axis=-2)), ivy.int64), axis=-1
    )
    cats = ivy.minimum(cats, asarray_(K - 1, dtype=ivy.int64))
    valid = ivy.less(
        ivy.reshape(_ar(max(nmax, 1)), (1,) * len(shape) + (-1,)),
        ivy.expand_dims(ivy.astype(ivy.broadcast_to(nn, shape), ivy.int64), axis=-1),
    )
    onehot = ivy.equal(ivy.expand_dims(cats, axis=-1), ivy.reshape(_ar(K), (1,) * (len(shape) + 1) + (K,)))
    counts = ivy.sum(ivy.astype(ivy.logical_and(onehot, ivy.expand_dims(valid, axis=-1)), ivy.float64), axis=-2)
    return _out(counts, d)

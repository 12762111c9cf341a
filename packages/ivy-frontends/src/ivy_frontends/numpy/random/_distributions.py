"""The distributions of ``numpy.random``, drawn with ivy's random functions from a stream of keys.

Each draw takes a fresh key from its :class:`Stream` (an ivy random key folded with a counter), so a
seeded generator repeats its numbers on the same backend; the numbers are not NumPy's (NumPy's bit
streams are not reproduced): distributions, not bits. Uniform, normal, integer, gamma, beta,
Poisson and Dirichlet draws are ivy's; the rest are the textbook transformations of those (inverse
CDFs, ratios, mixtures, rejection loops run until every element is accepted, Devroye's recursive
beta splitting for large binomial counts), checked against the exact moments and CDFs in the tests.
"""

from __future__ import annotations

import math
import os

import ivy

from ..._errors import FrontendValueError
from ..._random_state import backend_random_state, on_backend_state  # noqa: F401 - (re-exported)
from .. import _dtypes as D
from .._convert import asn, astype_native, shape_of


def _nat(r):
    return r._data if r.__class__ is ivy.Array else r


class Stream:
    """A source of ivy random keys: a base key folded with a running counter."""

    __slots__ = ("seed", "key", "count")

    def __init__(self, seed=None):
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "little") & ((1 << 63) - 1)
        self.seed = int(seed) & ((1 << 63) - 1)
        self.key = ivy.random.key(self.seed)
        self.count = 0

    def next(self):
        if on_backend_state():
            return None  # (ivy's draw uses the backend's own random state: see _random_state)
        self.count += 1
        return self.key.fold_in(self.count)


def shape_of_size(size):
    if size is None:
        return None
    if isinstance(size, (list, tuple)):
        return tuple(int(s) for s in size)
    try:
        return (int(size.__index__()),)
    except AttributeError:
        return tuple(int(s) for s in size)


def out_shape(size, *params):
    """The broadcast shape of the parameters, or ``size`` (which they must broadcast to)."""
    pshape = ivy.broadcast_shapes(*[shape_of(p) for p in params]) if params else ()
    s = shape_of_size(size)
    if s is None:
        return tuple(pshape)
    try:
        b = ivy.broadcast_shapes(tuple(pshape), s)
    except ivy.IvyError:
        b = None
    if b != s:
        raise FrontendValueError(f"shape mismatch: objects cannot be broadcast to a single shape: size {s} and "
                                 f"parameters of shape {tuple(pshape)}")
    return s


def f64(p):
    """Parameter ``p`` as a float64 native."""
    return astype_native(asn(p), D._F64)


def uniform(st, low, high, shape, dtype=D._F64):
    lo = low if low.__class__ in (int, float) else astype_native(asn(low), dtype)
    hi = high if high.__class__ in (int, float) else astype_native(asn(high), dtype)
    if lo.__class__ in (int, float) and hi.__class__ in (int, float):
        return _nat(ivy.random_uniform(low=float(lo), high=float(hi), shape=shape, dtype=dtype._ivy, seed=st.next()))
    u = _nat(ivy.random_uniform(low=0.0, high=1.0, shape=shape, dtype=dtype._ivy, seed=st.next()))
    lo = lo if lo.__class__ not in (int, float) else ivy.full((), float(lo), dtype=dtype._ivy)._data
    hi = hi if hi.__class__ not in (int, float) else ivy.full((), float(hi), dtype=dtype._ivy)._data
    return ivy.add(lo, ivy.multiply(u, ivy.subtract(hi, lo)))


def std_uniform(st, shape, dtype=D._F64):
    """Uniform draws in (0, 1) (zero excluded, for the logarithms of the inverse CDFs)."""
    u = _nat(ivy.random_uniform(low=0.0, high=1.0, shape=shape, dtype=dtype._ivy, seed=st.next()))
    tiny = float(D.finfo(dtype).tiny)
    return ivy.maximum(u, tiny)


def std_normal(st, shape, dtype=D._F64):
    return _nat(ivy.random_normal(mean=0.0, std=1.0, shape=shape, dtype=dtype._ivy, seed=st.next()))


def std_exponential(st, shape, dtype=D._F64):
    return ivy.negative(ivy.log(std_uniform(st, shape, dtype)))


def std_gamma(st, k, shape, dtype=D._F64):
    kk = astype_native(asn(k), dtype)
    kk = ivy.broadcast_to(kk, shape)
    g = _nat(ivy.gamma(kk, ivy.ones_like(kk), shape=shape, dtype=dtype._ivy, seed=st.next()))
    return ivy.where(ivy.equal(kk, 0), ivy.zeros_like(g), g)


def chisquare(st, df, shape):
    return ivy.multiply(std_gamma(st, ivy.divide(f64(df), 2.0), shape), 2.0)


def beta(st, a, b, shape):
    ga = std_gamma(st, f64(a), shape)
    gb = std_gamma(st, f64(b), shape)
    return ivy.divide(ga, ivy.add(ga, gb))


def poisson(st, lam, shape):
    lv = ivy.broadcast_to(f64(lam), shape)
    r = _nat(ivy.poisson(lv, shape=shape, dtype=ivy.float64, seed=st.next()))
    return ivy.astype(ivy.round(r), ivy.int64)


def binomial(st, n, p, shape):
    """Binomial draws: Devroye's beta splitting halves large counts, then a sum of Bernoulli draws."""
    nn = ivy.broadcast_to(astype_native(asn(n), D._I64), shape)
    pp = ivy.broadcast_to(f64(p), shape)
    flip = ivy.greater(pp, 0.5)
    pp = ivy.where(flip, ivy.subtract(1.0, pp), pp)
    acc = ivy.zeros(shape, dtype=ivy.int64)._data
    small = 512
    for _ in range(64):
        if not int(math.prod(shape)) or int(ivy.to_list(ivy.max(nn))) <= small:
            break
        big = ivy.greater(nn, small)
        i = ivy.floor_divide(ivy.add(nn, 1), 2)
        ia = ivy.where(big, astype_native(i, D._F64), ivy.ones(shape, dtype=ivy.float64)._data)
        ib = ivy.where(big, astype_native(ivy.subtract(ivy.add(nn, 1), i), D._F64),
                       ivy.ones(shape, dtype=ivy.float64)._data)
        y = beta(st, ia, ib, shape)
        lower = ivy.greater_equal(y, pp)
        # y >= p: X ~ Bin(i - 1, p / y); else X = i + Bin(n - i, (p - y) / (1 - y))
        n_low = ivy.subtract(i, 1)
        p_low = ivy.divide(pp, ivy.where(ivy.equal(y, 0), ivy.ones_like(y), y))
        n_high = ivy.subtract(nn, i)
        p_high = ivy.divide(ivy.subtract(pp, y), ivy.subtract(1.0, ivy.where(ivy.equal(y, 1), ivy.zeros_like(y), y)))
        acc = ivy.where(ivy.logical_and(big, ivy.logical_not(lower)), ivy.add(acc, i), acc)
        nn = ivy.where(big, ivy.where(lower, n_low, n_high), nn)
        pp = ivy.where(big, ivy.clip(ivy.where(lower, p_low, p_high), 0.0, 1.0), pp)
    m = int(ivy.to_list(ivy.max(nn))) if int(math.prod(shape)) else 0
    if m > 0:
        u = _nat(ivy.random_uniform(low=0.0, high=1.0, shape=tuple(shape) + (m,), dtype=ivy.float64, seed=st.next()))
        idx = ivy.arange(0, m, 1, dtype=ivy.int64)._data
        hit = ivy.logical_and(ivy.less(u, ivy.expand_dims(pp, axis=-1)), ivy.less(idx, ivy.expand_dims(nn, axis=-1)))
        acc = ivy.add(acc, ivy.sum(ivy.astype(hit, ivy.int64), axis=-1))
    total = ivy.broadcast_to(astype_native(asn(n), D._I64), shape)
    return ivy.where(flip, ivy.subtract(total, acc), acc)


def geometric(st, p, shape):
    pp = ivy.broadcast_to(f64(p), shape)
    u = std_uniform(st, shape)
    r = ivy.ceil(ivy.divide(ivy.log(u), ivy.log1p(ivy.negative(pp))))
    r = ivy.where(ivy.equal(pp, 1.0), ivy.ones_like(r), ivy.maximum(r, 1.0))
    return ivy.astype(r, ivy.int64)


def negative_binomial(st, n, p, shape):
    pp = f64(p)
    g = std_gamma(st, f64(n), shape)
    lam = ivy.multiply(g, ivy.divide(ivy.subtract(1.0, pp), pp))
    return poisson(st, lam, shape)


def hypergeometric(st, ngood, nbad, nsample, shape):
    """Draws without replacement, one at a time (vectorized over the elements)."""
    g = ivy.broadcast_to(astype_native(asn(ngood), D._I64), shape)
    b = ivy.broadcast_to(astype_native(asn(nbad), D._I64), shape)
    s = ivy.broadcast_to(astype_native(asn(nsample), D._I64), shape)
    m = int(ivy.to_list(ivy.max(s))) if int(math.prod(shape)) else 0
    got = ivy.zeros(shape, dtype=ivy.int64)._data
    for k in range(m):
        active = ivy.greater(s, k)
        tot = ivy.add(g, b)
        pg = ivy.divide(astype_native(g, D._F64), ivy.maximum(astype_native(tot, D._F64), 1.0))
        u = std_uniform(st, shape)
        pick = ivy.logical_and(active, ivy.less(u, pg))
        pi = ivy.astype(pick, ivy.int64)
        got = ivy.add(got, pi)
        g = ivy.subtract(g, pi)
        b = ivy.subtract(b, ivy.astype(ivy.logical_and(active, ivy.logical_not(pick)), ivy.int64))
    return got


def logseries(st, p, shape):
    """Kemp's algorithm."""
    pp = ivy.broadcast_to(f64(p), shape)
    r = ivy.log1p(ivy.negative(pp))
    v = std_uniform(st, shape)
    u = std_uniform(st, shape)
    q = ivy.negative(ivy.expm1(ivy.multiply(r, u)))
    res = ivy.floor(ivy.add(1.0, ivy.divide(ivy.log(v), ivy.log(q))))
    res = ivy.where(ivy.greater(v, q), ivy.ones_like(res), res)
    res = ivy.where(ivy.logical_and(ivy.greater(v, ivy.multiply(q, q)), ivy.less_equal(v, q)),
                    ivy.full_like(res, 2.0), res)
    res = ivy.where(ivy.greater_equal(v, pp), ivy.ones_like(res), res)
    res = ivy.maximum(res, 1.0)
    return ivy.astype(res, ivy.int64)


def vonmises(st, mu, kappa, shape):
    """Best and Fisher's rejection algorithm, repeated until every element is accepted."""
    k = ivy.broadcast_to(f64(kappa), shape)
    m = ivy.broadcast_to(f64(mu), shape)
    tiny = ivy.less(k, 1e-8)
    ks = ivy.where(tiny, ivy.ones_like(k), k)
    r = ivy.add(1.0, ivy.sqrt(ivy.add(1.0, ivy.multiply(4.0, ivy.multiply(ks, ks)))))
    rho = ivy.divide(ivy.subtract(r, ivy.sqrt(ivy.multiply(2.0, r))), ivy.multiply(2.0, ks))
    s = ivy.divide(ivy.add(1.0, ivy.multiply(rho, rho)), ivy.multiply(2.0, rho))
    w = ivy.zeros(shape, dtype=ivy.float64)._data
    done = ivy.zeros(shape, dtype=ivy.bool)._data
    for _ in range(200):
        if not int(math.prod(shape)) or bool(ivy.all(done)):
            break
        u1 = std_uniform(st, shape)
        z = ivy.cos(ivy.multiply(math.pi, u1))
        ww = ivy.divide(ivy.add(1.0, ivy.multiply(s, z)), ivy.add(s, z))
        y = ivy.multiply(ks, ivy.subtract(s, ww))
        u2 = std_uniform(st, shape)
        acc = ivy.logical_or(ivy.greater(ivy.subtract(ivy.multiply(y, ivy.subtract(2.0, y)), u2), 0),
                             ivy.greater_equal(ivy.add(ivy.log(ivy.divide(y, u2)), 1.0), y))
        new = ivy.logical_and(acc, ivy.logical_not(done))
        w = ivy.where(new, ww, w)
        done = ivy.logical_or(done, acc)
    u3 = std_uniform(st, shape)
    sign = ivy.where(ivy.greater(u3, 0.5), ivy.ones_like(w), ivy.negative(ivy.ones_like(w)))
    theta = ivy.multiply(sign, ivy.acos(ivy.clip(w, -1.0, 1.0)))
    theta = ivy.where(tiny, ivy.multiply(math.pi, ivy.subtract(ivy.multiply(2.0, std_uniform(st, shape)), 1.0)),
                      theta)
    res = ivy.add(theta, m)
    return ivy.subtract(ivy.remainder(ivy.add(res, math.pi), 2 * math.pi), math.pi)


def zipf(st, a, shape):
    """NumPy's rejection algorithm for the Zipf distribution."""
    av = ivy.broadcast_to(f64(a), shape)
    am1 = ivy.subtract(av, 1.0)
    b = ivy.pow(2.0, am1)
    out = ivy.zeros(shape, dtype=ivy.float64)._data
    done = ivy.zeros(shape, dtype=ivy.bool)._data
    for _ in range(500):
        if not int(math.prod(shape)) or bool(ivy.all(done)):
            break
        u = ivy.subtract(1.0, std_uniform(st, shape))
        v = std_uniform(st, shape)
        x = ivy.floor(ivy.pow(u, ivy.divide(-1.0, am1)))
        x = ivy.where(ivy.less(x, 1.0), ivy.ones_like(x), x)
        t = ivy.pow(ivy.add(1.0, ivy.divide(1.0, x)), am1)
        ok = ivy.less_equal(ivy.divide(ivy.multiply(ivy.multiply(v, x), ivy.subtract(t, 1.0)), ivy.subtract(b, 1.0)),
                            ivy.divide(t, b))
        ok = ivy.logical_and(ok, ivy.less(x, 9.2e18))
        new = ivy.logical_and(ok, ivy.logical_not(done))
        out = ivy.where(new, x, out)
        done = ivy.logical_or(done, ok)
    return ivy.astype(out, ivy.int64)


def multivariate_normal(st, mean, cov, shape_lead):
    mv = f64(mean)
    cv = f64(cov)
    n = int(mv.shape[-1]) if len(mv.shape) else 1
    u, s, vh = ivy.svd(cv, full_matrices=False, compute_uv=True)
    z = std_normal(st, tuple(shape_lead) + (n,))
    # x = mean + z @ (sqrt(s)[:, None] * Vh): cov(x) = Vh^T S Vh = cov for a symmetric PSD cov
    fac = ivy.multiply(ivy.expand_dims(ivy.sqrt(ivy.maximum(s, 0.0)), axis=-1), vh)
    return ivy.add(mv, ivy.matmul(z, fac))


def multinomial(st, n, pvals, shape_lead):
    """Counts of ``n`` categorical draws with probabilities ``pvals`` (the last one takes the rest)."""
    pv = f64(pvals)
    k = int(pv.shape[-1])
    cum = ivy.cumsum(pv, axis=-1)
    nmax = int(ivy.to_list(ivy.max(astype_native(asn(n), D._I64))))
    lead = tuple(shape_lead)
    counts = ivy.zeros(lead + (k,), dtype=ivy.int64)._data
    if nmax <= 0:
        return counts
    u = std_uniform(st, lead + (nmax,))
    # the category of each draw: how many cumulative probabilities are at or below it (the last absorbs
    # rounding); pvals of more dimensions broadcast against the leading shape
    cum_b = ivy.expand_dims(cum, axis=-2)
    cat = ivy.sum(ivy.astype(ivy.greater_equal(ivy.expand_dims(u, axis=-1), cum_b), ivy.int64), axis=-1)
    cat = ivy.minimum(cat, k - 1)
    draws = ivy.arange(0, nmax, 1, dtype=ivy.int64)._data
    nv = astype_native(asn(n), D._I64)
    valid = ivy.less(draws, ivy.expand_dims(nv, axis=-1)) if len(nv.shape) else ivy.less(draws, nv)
    valid = ivy.broadcast_to(valid, shape_of(cat))
    onehot = ivy.astype(ivy.equal(ivy.expand_dims(cat, axis=-1), ivy.arange(0, k, 1, dtype=ivy.int64)._data),
                        ivy.int64)
    onehot = ivy.multiply(onehot, ivy.expand_dims(ivy.astype(valid, ivy.int64), axis=-1))
    return ivy.add(counts, ivy.sum(onehot, axis=-2))

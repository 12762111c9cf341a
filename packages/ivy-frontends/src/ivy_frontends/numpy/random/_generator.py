"""``numpy.random.Generator`` and ``default_rng`` (and NumPy's bit generator classes, which here only
carry a seed): every distribution of NumPy's Generator API, by distribution (see
:mod:`._distributions`). With ``size=None`` and scalar parameters a draw is a Python ``float`` or
``int`` (``integers`` gives a NumPy scalar), as NumPy's.

>>> import ivy_frontends.numpy as np
>>> rng = np.random.default_rng(42)
>>> x = rng.normal(size=(2, 3))
>>> x.shape, x.dtype, rng.integers(0, 10, size=4).dtype
((2, 3), dtype('float64'), dtype('int64'))
"""

from __future__ import annotations

import math

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from .. import _dtypes as D
from .._convert import asn, astype_native, int_arg, is_py, shape_of
from .._errors import norm_axis
from ..ndarray import ndarray, wrap, wrap_r
from . import _distributions as dist
from ._distributions import Stream, out_shape, shape_of_size


def _scalar_params(*ps):
    for p in ps:
        if not (is_py(p) or isinstance(p, D.generic) or (isinstance(p, ndarray) and p.ndim == 0)):
            return False
    return True


def _finish(native, size, params, kind="f"):
    """Python number for ``size=None`` with scalar parameters, else an array."""
    if size is None and _scalar_params(*params):
        v = ivy.to_list(ivy.reshape(native, ()))
        return float(v) if kind == "f" else int(v)
    return wrap(native)


def _check(cond, msg):
    if cond:
        raise FrontendValueError(msg)


def _any(native_bool):
    return bool(ivy.any(native_bool))


class SeedSequence:
    """NumPy's seed sequence: here the entropy, spawned children fold in their index."""

    def __init__(self, entropy=None, *, spawn_key=(), pool_size=4, n_children_spawned=0):
        if entropy is None:
            import os

            entropy = int.from_bytes(os.urandom(8), "little")
        if isinstance(entropy, (list, tuple)):
            v = 0
            for e in entropy:
                v = (v * 1000003 + int(e)) & ((1 << 63) - 1)
            entropy = v
        self.entropy = int(entropy)
        self.spawn_key = tuple(spawn_key)
        self.pool_size = pool_size
        self.n_children_spawned = n_children_spawned

    def _seed(self):
        v = self.entropy
        for k in self.spawn_key:
            v = (v * 6364136223846793005 + 1442695040888963407 + int(k)) & ((1 << 63) - 1)
        return v

    def spawn(self, n_children):
        out = [SeedSequence(self.entropy, spawn_key=self.spawn_key + (self.n_children_spawned + i,))
               for i in range(n_children)]
        self.n_children_spawned += n_children
        return out

    def generate_state(self, n_words, dtype=None):
        st = Stream(self._seed())
        d = D._U32 if dtype is None else D.as_dtype(dtype)
        hi = D.int_range(d)[1]
        r = ivy.randint(0, min(hi, (1 << 62)), shape=(n_words,), dtype=ivy.int64, seed=st.next())
        return wrap(astype_native(dist._nat(r), d))


class BitGenerator:
    """A seed holder standing for NumPy's bit generators (``PCG64(42)``); the bits are ivy's."""

    def __init__(self, seed=None):
        if isinstance(seed, SeedSequence):
            self.seed_seq = seed
        else:
            self.seed_seq = SeedSequence(None if seed is None else (int(seed) if not isinstance(seed, (list, tuple))
                                                                    else seed))
        self._stream = Stream(self.seed_seq._seed())

    @property
    def state(self):
        return {"bit_generator": type(self).__name__, "state": {"seed": self._stream.seed, "count": self._stream.count}}

    @state.setter
    def state(self, value):
        s = value["state"]
        self._stream = Stream(s["seed"])
        self._stream.count = s["count"]

    def spawn(self, n_children):
        return [type(self)(s) for s in self.seed_seq.spawn(n_children)]

    def jumped(self, jumps=1):
        return type(self)(SeedSequence(self.seed_seq._seed() + 7919 * int(jumps)))

    def random_raw(self, size=None, output=True):
        s = (1,) if size is None else shape_of_size(size)
        r = ivy.randint(0, 1 << 62, shape=s, dtype=ivy.int64, seed=self._stream.next())
        v = wrap(astype_native(dist._nat(r), D._U64))
        return v[0] if size is None else v


class PCG64(BitGenerator):
    pass


class PCG64DXSM(BitGenerator):
    pass


class MT19937(BitGenerator):
    pass


class Philox(BitGenerator):
    pass


class SFC64(BitGenerator):
    pass


class Generator:
    """NumPy's random number generator API (draws by distribution, from ivy's random functions)."""

    def __init__(self, bit_generator):
        if not isinstance(bit_generator, BitGenerator):
            raise FrontendTypeError("Generator expects a BitGenerator (np.random.PCG64(seed), ...)")
        self._bit_generator = bit_generator

    @property
    def _st(self):
        return self._bit_generator._stream

    @property
    def bit_generator(self):
        return self._bit_generator

    def __repr__(self):
        return f"Generator({type(self._bit_generator).__name__})"

    def spawn(self, n_children):
        return [Generator(b) for b in self._bit_generator.spawn(n_children)]

    # ------------------------------------------------------------------ basic draws
    def random(self, size=None, dtype=D.float64, out=None):
        """Floats uniform in [0, 1)."""
        d = D.as_dtype(dtype)
        if d not in (D._F32, D._F64):
            raise FrontendTypeError(f"Unsupported dtype {d!r} for random")
        s = shape_of_size(size) if out is None else out.shape
        r = dist.uniform(self._st, 0.0, 1.0, s or (), d)
        return self._out(r, size, out, d)

    def _out(self, r, size, out, d, params=()):
        if out is not None:
            from .._convert import write_out

            return write_out(out, r)
        if size is None and not params:
            v = ivy.to_list(ivy.reshape(r, ()))
            return float(v) if d is D._F64 else wrap_r(ivy.reshape(r, ()))
        return wrap(r)

    def integers(self, low, high=None, size=None, dtype=D.int64, endpoint=False):
        """Integers uniform in [low, high) (or [low, high] with ``endpoint``)."""
        if high is None:
            low, high = 0, low
        d = D.as_dtype(dtype)
        if d._cat > 1:
            raise FrontendTypeError(f"Unsupported dtype {d!r} for integers")
        lo, hi = asn(low), asn(high)
        if endpoint:
            hi = ivy.add(astype_native(hi, D._I64), 1)
        s = out_shape(size, lo, hi)
        lo_v, hi_v = ivy.to_list(lo) if not len(lo.shape) else None, ivy.to_list(hi) if not len(hi.shape) else None
        if lo_v is not None and hi_v is not None and hi_v <= lo_v:
            raise FrontendValueError("low >= high" if not endpoint else "low > high")
        if d is D._BOOL:
            r = ivy.astype(dist._nat(ivy.randint(lo_v, hi_v, shape=s, dtype=ivy.int64, seed=self._st.next())),
                           ivy.bool)
        elif lo_v is not None and hi_v is not None:
            r = dist._nat(ivy.randint(int(lo_v), int(hi_v), shape=s, dtype=d._ivy, seed=self._st.next()))
        else:
            lo64 = ivy.broadcast_to(astype_native(lo, D._I64), s)
            hi64 = ivy.broadcast_to(astype_native(hi, D._I64), s)
            if _any(ivy.less_equal(hi64, lo64)):
                raise FrontendValueError("low >= high")
            r = astype_native(dist._nat(ivy.randint(lo64, hi64, shape=s, dtype=ivy.int64, seed=self._st.next())), d)
        if size is None and not len(lo.shape) and not len(hi.shape):
            return wrap_r(ivy.reshape(r, ()))
        return wrap(r)

    def standard_normal(self, size=None, dtype=D.float64, out=None):
        d = D.as_dtype(dtype)
        if d not in (D._F32, D._F64):
            raise FrontendTypeError(f"Unsupported dtype {d!r} for standard_normal")
        s = shape_of_size(size) if out is None else out.shape
        return self._out(dist.std_normal(self._st, s or (), d), size, out, d)

    def normal(self, loc=0.0, scale=1.0, size=None):
        """Normal draws with mean ``loc`` and standard deviation ``scale``."""
        lv, sv = dist.f64(loc), dist.f64(scale)
        _check(_any(ivy.less(sv, 0)), "scale < 0")
        s = out_shape(size, lv, sv)
        r = ivy.add(lv, ivy.multiply(sv, dist.std_normal(self._st, s)))
        return _finish(r, size, (loc, scale))

    def uniform(self, low=0.0, high=1.0, size=None):
        """Uniform draws in [low, high)."""
        lv, hv = dist.f64(low), dist.f64(high)
        s = out_shape(size, lv, hv)
        u = dist.uniform(self._st, 0.0, 1.0, s)
        span = ivy.subtract(hv, lv)
        if _any(ivy.isinf(span)):
            raise ivy.ScalarOverflowError("high - low range exceeds valid bounds")
        r = ivy.add(lv, ivy.multiply(u, span))
        return _finish(r, size, (low, high))

    def standard_exponential(self, size=None, dtype=D.float64, method="zig", out=None):
        d = D.as_dtype(dtype)
        s = shape_of_size(size) if out is None else out.shape
        return self._out(dist.std_exponential(self._st, s or (), d), size, out, d)

    def exponential(self, scale=1.0, size=None):
        sv = dist.f64(scale)
        _check(_any(ivy.less(sv, 0)), "scale < 0")
        s = out_shape(size, sv)
        return _finish(ivy.multiply(sv, dist.std_exponential(self._st, s)), size, (scale,))

    def standard_gamma(self, shape, size=None, dtype=D.float64, out=None):
        kv = dist.f64(shape)
        _check(_any(ivy.less(kv, 0)), "shape < 0")
        s = out_shape(size, kv) if out is None else out.shape
        r = astype_native(dist.std_gamma(self._st, kv, s), D.as_dtype(dtype))
        if out is not None:
            from .._convert import write_out

            return write_out(out, r)
        return _finish(r, size, (shape,))

    def gamma(self, shape, scale=1.0, size=None):
        kv, sv = dist.f64(shape), dist.f64(scale)
        _check(_any(ivy.less(kv, 0)), "shape < 0")
        _check(_any(ivy.less(sv, 0)), "scale < 0")
        s = out_shape(size, kv, sv)
        return _finish(ivy.multiply(sv, dist.std_gamma(self._st, kv, s)), size, (shape, scale))

    def beta(self, a, b, size=None):
        av, bv = dist.f64(a), dist.f64(b)
        _check(_any(ivy.less_equal(av, 0)), "a <= 0")
        _check(_any(ivy.less_equal(bv, 0)), "b <= 0")
        s = out_shape(size, av, bv)
        return _finish(dist.beta(self._st, av, bv, s), size, (a, b))

    def chisquare(self, df, size=None):
        dv = dist.f64(df)
        _check(_any(ivy.less_equal(dv, 0)), "df <= 0")
        s = out_shape(size, dv)
        return _finish(dist.chisquare(self._st, dv, s), size, (df,))

    def f(self, dfnum, dfden, size=None):
        a, b = dist.f64(dfnum), dist.f64(dfden)
        _check(_any(ivy.less_equal(a, 0)), "dfnum <= 0")
        _check(_any(ivy.less_equal(b, 0)), "dfden <= 0")
        s = out_shape(size, a, b)
        num = ivy.divide(dist.chisquare(self._st, a, s), a)
        den = ivy.divide(dist.chisquare(self._st, b, s), b)
        return _finish(ivy.divide(num, den), size, (dfnum, dfden))

    def noncentral_chisquare(self, df, nonc, size=None):
        dv, nv = dist.f64(df), dist.f64(nonc)
        _check(_any(ivy.less_equal(dv, 0)), "df <= 0")
        _check(_any(ivy.less(nv, 0)), "nonc < 0")
        s = out_shape(size, dv, nv)
        return _finish(self._ncchisq(dv, nv, s), size, (df, nonc))

    def _ncchisq(self, dv, nv, s):
        k = dist.poisson(self._st, ivy.divide(nv, 2.0), s)
        return dist.chisquare(self._st, ivy.add(dv, ivy.multiply(2.0, astype_native(k, D._F64))), s)

    def noncentral_f(self, dfnum, dfden, nonc, size=None):
        a, b, nv = dist.f64(dfnum), dist.f64(dfden), dist.f64(nonc)
        s = out_shape(size, a, b, nv)
        num = ivy.divide(self._ncchisq(a, nv, s), a)
        den = ivy.divide(dist.chisquare(self._st, b, s), b)
        return _finish(ivy.divide(num, den), size, (dfnum, dfden, nonc))

    def standard_t(self, df, size=None):
        dv = dist.f64(df)
        _check(_any(ivy.less_equal(dv, 0)), "df <= 0")
        s = out_shape(size, dv)
        z = dist.std_normal(self._st, s)
        c = dist.chisquare(self._st, dv, s)
        return _finish(ivy.divide(z, ivy.sqrt(ivy.divide(c, dv))), size, (df,))

    def standard_cauchy(self, size=None):
        s = shape_of_size(size) or ()
        r = ivy.divide(dist.std_normal(self._st, s), dist.std_normal(self._st, s))
        return _finish(r, size, ())

    def lognormal(self, mean=0.0, sigma=1.0, size=None):
        mv, sv = dist.f64(mean), dist.f64(sigma)
        _check(_any(ivy.less(sv, 0)), "sigma < 0")
        s = out_shape(size, mv, sv)
        return _finish(ivy.exp(ivy.add(mv, ivy.multiply(sv, dist.std_normal(self._st, s)))), size, (mean, sigma))

    def laplace(self, loc=0.0, scale=1.0, size=None):
        lv, sv = dist.f64(loc), dist.f64(scale)
        _check(_any(ivy.less(sv, 0)), "scale < 0")
        s = out_shape(size, lv, sv)
        u = ivy.subtract(dist.std_uniform(self._st, s), 0.5)
        r = ivy.subtract(lv, ivy.multiply(ivy.multiply(sv, ivy.sign(u)),
                                          ivy.log1p(ivy.negative(ivy.multiply(2.0, ivy.abs(u))))))
        return _finish(r, size, (loc, scale))

    def logistic(self, loc=0.0, scale=1.0, size=None):
        lv, sv = dist.f64(loc), dist.f64(scale)
        _check(_any(ivy.less(sv, 0)), "scale < 0")
        s = out_shape(size, lv, sv)
        u = dist.std_uniform(self._st, s)
        return _finish(ivy.add(lv, ivy.multiply(sv, ivy.log(ivy.divide(u, ivy.subtract(1.0, u))))), size,
                       (loc, scale))

    def gumbel(self, loc=0.0, scale=1.0, size=None):
        lv, sv = dist.f64(loc), dist.f64(scale)
        _check(_any(ivy.less(sv, 0)), "scale < 0")
        s = out_shape(size, lv, sv)
        u = dist.std_uniform(self._st, s)
        return _finish(ivy.subtract(lv, ivy.multiply(sv, ivy.log(ivy.negative(ivy.log(u))))), size, (loc, scale))

    def pareto(self, a, size=None):
        av = dist.f64(a)
        _check(_any(ivy.less_equal(av, 0)), "a <= 0")
        s = out_shape(size, av)
        return _finish(ivy.expm1(ivy.divide(dist.std_exponential(self._st, s), av)), size, (a,))

    def power(self, a, size=None):
        av = dist.f64(a)
        _check(_any(ivy.less_equal(av, 0)), "a <= 0")
        s = out_shape(size, av)
        r = ivy.pow(ivy.negative(ivy.expm1(ivy.negative(dist.std_exponential(self._st, s)))), ivy.divide(1.0, av))
        return _finish(r, size, (a,))

    def rayleigh(self, scale=1.0, size=None):
        sv = dist.f64(scale)
        _check(_any(ivy.less(sv, 0)), "scale < 0")
        s = out_shape(size, sv)
        return _finish(ivy.multiply(sv, ivy.sqrt(ivy.multiply(2.0, dist.std_exponential(self._st, s)))), size,
                       (scale,))

    def weibull(self, a, size=None):
        av = dist.f64(a)
        _check(_any(ivy.less(av, 0)), "a < 0")
        s = out_shape(size, av)
        e = dist.std_exponential(self._st, s)
        r = ivy.where(ivy.equal(av, 0), ivy.zeros_like(e), ivy.pow(e, ivy.divide(1.0, ivy.where(
            ivy.equal(av, 0), ivy.ones_like(av), av))))
        return _finish(r, size, (a,))

    def triangular(self, left, mode, right, size=None):
        lv, mv, rv = dist.f64(left), dist.f64(mode), dist.f64(right)
        _check(_any(ivy.greater(lv, mv)), "left > mode")
        _check(_any(ivy.greater(mv, rv)), "mode > right")
        _check(_any(ivy.equal(lv, rv)), "left == right")
        s = out_shape(size, lv, mv, rv)
        u = dist.std_uniform(self._st, s)
        base = ivy.subtract(rv, lv)
        left_base = ivy.subtract(mv, lv)
        right_base = ivy.subtract(rv, mv)
        ratio = ivy.divide(left_base, base)
        lo = ivy.add(lv, ivy.sqrt(ivy.multiply(ivy.multiply(u, left_base), base)))
        hi = ivy.subtract(rv, ivy.sqrt(ivy.multiply(ivy.multiply(ivy.subtract(1.0, u), right_base), base)))
        return _finish(ivy.where(ivy.less_equal(u, ratio), lo, hi), size, (left, mode, right))

    def vonmises(self, mu, kappa, size=None):
        mv, kv = dist.f64(mu), dist.f64(kappa)
        _check(_any(ivy.less(kv, 0)), "kappa < 0")
        s = out_shape(size, mv, kv)
        return _finish(dist.vonmises(self._st, mv, kv, s), size, (mu, kappa))

    def wald(self, mean, scale, size=None):
        mv, sv = dist.f64(mean), dist.f64(scale)
        _check(_any(ivy.less_equal(mv, 0)), "mean <= 0")
        _check(_any(ivy.less_equal(sv, 0)), "scale <= 0")
        s = out_shape(size, mv, sv)
        y = ivy.square(dist.std_normal(self._st, s))
        my = ivy.multiply(mv, y)
        x = ivy.add(mv, ivy.multiply(ivy.divide(mv, ivy.multiply(2.0, sv)),
                                     ivy.subtract(my, ivy.sqrt(ivy.add(ivy.multiply(4.0, ivy.multiply(sv, my)),
                                                                       ivy.square(my))))))
        u = dist.std_uniform(self._st, s)
        r = ivy.where(ivy.less_equal(u, ivy.divide(mv, ivy.add(mv, x))), x, ivy.divide(ivy.square(mv), x))
        return _finish(r, size, (mean, scale))

    # ------------------------------------------------------------------ discrete
    def poisson(self, lam=1.0, size=None):
        lv = dist.f64(lam)
        _check(_any(ivy.less(lv, 0)), "lam < 0")
        _check(_any(ivy.greater(lv, 9.223372006484771e18)), "lam value too large")
        s = out_shape(size, lv)
        return _finish(dist.poisson(self._st, lv, s), size, (lam,), "i")

    def binomial(self, n, p, size=None):
        nv, pv = asn(n), dist.f64(p)
        _check(_any(ivy.less(nv, 0)), "n < 0")
        _check(_any(ivy.logical_or(ivy.less(pv, 0), ivy.greater(pv, 1))), "p < 0, p > 1 or p is NaN")
        s = out_shape(size, nv, pv)
        return _finish(dist.binomial(self._st, nv, pv, s), size, (n, p), "i")

    def negative_binomial(self, n, p, size=None):
        nv, pv = dist.f64(n), dist.f64(p)
        _check(_any(ivy.less_equal(nv, 0)), "n <= 0")
        _check(_any(ivy.logical_or(ivy.less_equal(pv, 0), ivy.greater(pv, 1))), "p <= 0, p > 1 or p contains NaNs")
        s = out_shape(size, nv, pv)
        return _finish(dist.negative_binomial(self._st, nv, pv, s), size, (n, p), "i")

    def geometric(self, p, size=None):
        pv = dist.f64(p)
        _check(_any(ivy.logical_or(ivy.less_equal(pv, 0), ivy.greater(pv, 1))), "p <= 0, p > 1 or p contains NaNs")
        s = out_shape(size, pv)
        return _finish(dist.geometric(self._st, pv, s), size, (p,), "i")

    def hypergeometric(self, ngood, nbad, nsample, size=None):
        g, b, n = asn(ngood), asn(nbad), asn(nsample)
        _check(_any(ivy.less(g, 0)), "ngood < 0")
        _check(_any(ivy.less(b, 0)), "nbad < 0")
        _check(_any(ivy.less(n, 0)), "nsample < 0")
        _check(_any(ivy.greater(n, ivy.add(g, b))), "ngood + nbad < nsample")
        s = out_shape(size, g, b, n)
        return _finish(dist.hypergeometric(self._st, g, b, n, s), size, (ngood, nbad, nsample), "i")

    def logseries(self, p, size=None):
        pv = dist.f64(p)
        _check(_any(ivy.logical_or(ivy.less(pv, 0), ivy.greater_equal(pv, 1))), "p < 0, p >= 1 or p is NaN")
        s = out_shape(size, pv)
        return _finish(dist.logseries(self._st, pv, s), size, (p,), "i")

    def zipf(self, a, size=None):
        av = dist.f64(a)
        _check(_any(ivy.less_equal(av, 1)), "a <= 1.0")
        s = out_shape(size, av)
        return _finish(dist.zipf(self._st, av, s), size, (a,), "i")

    def multinomial(self, n, pvals, size=None):
        pv = dist.f64(pvals)
        if len(pv.shape) < 1:
            raise FrontendValueError("pvals must have at least 1 dimension")
        _check(_any(ivy.logical_or(ivy.logical_or(ivy.less(pv, 0), ivy.greater(pv, 1)), ivy.isnan(pv))),
               "pvals < 0, pvals > 1 or pvals contains NaNs")
        head = ivy.sum(ivy.current_backend().getitem(pv, (Ellipsis, slice(0, -1))), axis=-1)
        _check(_any(ivy.greater(head, 1.0 + 1e-12)), "sum(pvals[:-1]) > 1.0")
        lead = shape_of_size(size) or ivy.broadcast_shapes(shape_of(asn(n)), tuple(pv.shape[:-1]))
        return wrap(dist.multinomial(self._st, n, pv, lead))

    def multivariate_hypergeometric(self, colors, nsample, size=None, method="marginals"):
        cv = astype_native(asn(colors), D._I64)
        k = int(cv.shape[0])
        lead = shape_of_size(size) or ()
        remaining = ivy.broadcast_to(cv, lead + (k,))
        total_left = ivy.sum(remaining, axis=-1)
        need = ivy.full(lead, int(nsample), dtype=ivy.int64)._data
        out = []
        be = ivy.current_backend()
        for i in range(k - 1):
            ci = be.getitem(remaining, (Ellipsis, i))
            rest = ivy.subtract(total_left, ci)
            got = dist.hypergeometric(self._st, ci, rest, need, lead)
            out.append(got)
            need = ivy.subtract(need, got)
            total_left = rest
        out.append(need)
        return wrap(ivy.stack(out, axis=-1))

    def dirichlet(self, alpha, size=None):
        av = dist.f64(alpha)
        _check(_any(ivy.less(av, 0)), "alpha < 0")
        lead = shape_of_size(size) or ()
        g = dist.std_gamma(self._st, ivy.broadcast_to(av, lead + shape_of(av)), lead + shape_of(av))
        return wrap(ivy.divide(g, ivy.sum(g, axis=-1, keepdims=True)))

    def multivariate_normal(self, mean, cov, size=None, check_valid="warn", tol=1e-8, *, method="svd"):
        mv, cv = dist.f64(mean), dist.f64(cov)
        if len(mv.shape) != 1 or len(cv.shape) != 2 or int(cv.shape[0]) != int(mv.shape[0]) or \
                int(cv.shape[1]) != int(mv.shape[0]):
            raise FrontendValueError("mean and cov must have same length")
        lead = shape_of_size(size) or ()
        return wrap(dist.multivariate_normal(self._st, mv, cv, lead))

    # ------------------------------------------------------------------ sampling and permutations
    def choice(self, a, size=None, replace=True, p=None, axis=0, shuffle=True):
        """Random samples from ``a`` (an int n: ``arange(n)``), with or without replacement, weights ``p``."""
        if is_py(a) or isinstance(a, D.generic):
            n = int_arg(a)
            _check(n <= 0 and (size is None or math.prod(shape_of_size(size)) > 0), "a must be a positive integer "
                   "unless no samples are taken")
            pop = None
        else:
            pop = a if isinstance(a, ndarray) else wrap(asn(a))
            if pop.ndim == 0:
                raise FrontendValueError("a must be a sequence or an integer, not a 0-d array")
            ax = norm_axis(axis, pop.ndim)
            n = pop.shape[ax]
            _check(n == 0 and (size is None or math.prod(shape_of_size(size)) > 0),
                   "a cannot be empty unless no samples are taken")
        s = shape_of_size(size)
        m = 1 if s is None else math.prod(s)
        if p is not None:
            pv = dist.f64(p)
            if len(pv.shape) != 1 or int(pv.shape[0]) != n:
                raise FrontendValueError("p must be 1-dimensional and of the same size as a")
            _check(_any(ivy.less(pv, 0)), "probabilities are not non-negative")
            _check(abs(float(ivy.to_list(ivy.sum(pv))) - 1.0) > 1e-8, "probabilities do not sum to 1")
        if replace:
            if p is None:
                idx = dist._nat(ivy.randint(0, n, shape=(m,), dtype=ivy.int64, seed=self._st.next()))
            else:
                cum = ivy.cumsum(pv, axis=0)
                u = dist.uniform(self._st, 0.0, 1.0, (m,))
                idx = ivy.minimum(ivy.searchsorted(ivy.divide(cum, ivy.current_backend().getitem(cum, -1)), u,
                                                   side="right"), n - 1)
        else:
            _check(m > n, "Cannot take a larger sample than population when replace is False")
            if p is None:
                keys = dist.uniform(self._st, 0.0, 1.0, (n,))
            else:
                # Gumbel-top-k: the same law as drawing one at a time without replacement
                g = ivy.negative(ivy.log(ivy.negative(ivy.log(dist.std_uniform(self._st, (n,))))))
                keys = ivy.negative(ivy.add(ivy.log(pv), g))
                _check(int(ivy.to_list(ivy.sum(ivy.astype(ivy.greater(pv, 0), ivy.int64)))) < m,
                       "Fewer non-zero entries in p than size")
            order = ivy.argsort(keys, axis=0)
            idx = ivy.current_backend().getitem(order, slice(0, m))
        idx = ivy.astype(idx, ivy.int64)
        if pop is None:
            r = idx
            if s is None:
                return int(ivy.to_list(ivy.reshape(r, ())))
            return wrap(ivy.reshape(r, s))
        ax = norm_axis(axis, pop.ndim)
        taken = ivy.take(pop._data, idx, axis=ax)
        if s is None:
            return pop[(slice(None),) * ax + (int(ivy.to_list(ivy.reshape(idx, ()))),)]
        shp = shape_of(pop._data)
        taken = ivy.reshape(taken, shp[:ax] + s + shp[ax + 1:])
        return wrap(taken)

    def permutation(self, x, axis=0):
        """A permuted range (an int) or a shuffled copy along ``axis``."""
        if is_py(x) or isinstance(x, D.generic):
            n = int_arg(x)
            keys = dist.uniform(self._st, 0.0, 1.0, (n,))
            return wrap(ivy.astype(ivy.argsort(keys, axis=0), ivy.int64))
        v = asn(x)
        if not len(v.shape):
            raise FrontendTypeError("x must be an integer or at least 1-dimensional")
        ax = norm_axis(axis, len(v.shape))
        n = int(v.shape[ax])
        keys = dist.uniform(self._st, 0.0, 1.0, (n,))
        return wrap(ivy.take(v, ivy.argsort(keys, axis=0), axis=ax))

    def shuffle(self, x, axis=0):
        """Shuffle ``x`` in place along ``axis``."""
        if not isinstance(x, ndarray):
            if isinstance(x, list):
                perm = ivy.to_list(ivy.argsort(dist.uniform(self._st, 0.0, 1.0, (len(x),)), axis=0))
                x[:] = [x[i] for i in perm]
                return None
            raise FrontendTypeError("shuffle: x must be an ndarray or a mutable sequence")
        x._set_all(self.permutation(x, axis)._data)
        return None

    def permuted(self, x, *, axis=None, out=None):
        """A copy of ``x`` with each slice along ``axis`` shuffled independently (the flat array for None)."""
        v = asn(x)
        if axis is None:
            flat = ivy.reshape(v, (-1,))
            keys = dist.uniform(self._st, 0.0, 1.0, shape_of(flat))
            r = ivy.reshape(ivy.take(flat, ivy.argsort(keys, axis=0), axis=0), shape_of(v))
        else:
            ax = norm_axis(axis, len(v.shape))
            keys = dist.uniform(self._st, 0.0, 1.0, shape_of(v))
            r = ivy.take_along_axis(v, ivy.argsort(keys, axis=ax), axis=ax)
        if out is not None:
            from .._convert import write_out

            return write_out(out, r)
        return wrap(r)

    def bytes(self, length):
        r = dist._nat(ivy.randint(0, 256, shape=(int(length),), dtype=ivy.int64, seed=self._st.next()))
        return bytes(int(v) for v in ivy.to_list(r))


def default_rng(seed=None):
    """A new :class:`Generator` (seeded by an int, a sequence, a SeedSequence, a bit generator or a Generator)."""
    if isinstance(seed, Generator):
        return seed
    if isinstance(seed, BitGenerator):
        return Generator(seed)
    if isinstance(seed, ndarray):
        seed = seed.tolist()
    if isinstance(seed, (int, D.integer)) and int(seed) < 0:
        raise FrontendValueError("expected non-negative integer")
    return Generator(PCG64(seed if not isinstance(seed, D.integer) else int(seed)))


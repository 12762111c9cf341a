"""``torch.special`` on ivy.

Aliases of ivy's functions where ivy has them (``erf``, ``i0``, ``zeta``, ``digamma``, ...); the
rest are computed here in double precision from their series and asymptotic expansions (Bessel
functions: the power series below a crossover, Hankel's expansions above it; the classical
orthogonal polynomials by their three-term recurrences) and rounded to the input's dtype.
Integer inputs become the default dtype.

>>> import ivy_frontends.torch as torch
>>> torch.special.ndtr(torch.tensor([0.0]))
tensor([0.5000])
"""

from __future__ import annotations  # noqa: I001

import builtins
import math

import ivy

from ..._errors import FrontendRuntimeError
from .. import _dtypes as D
from .._convert import dtype_of, fl, n, promoted, ret, t, wrap
from .._pointwise import erf, erfc, erfinv, exp2, expm1, i0, log1p, logit, sinc, xlogy
from .._pointwise import round as round  # noqa: A004, PLC0414
from .._pointwise import sigmoid as expit
from .._reduction import logsumexp
from .._other import log_softmax as _log_softmax
from .._other import softmax as _softmax

__all__ = [
    "airy_ai", "bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1", "chebyshev_polynomial_t",
    "chebyshev_polynomial_u", "chebyshev_polynomial_v", "chebyshev_polynomial_w", "digamma", "entr", "erf", "erfc",
    "erfcx", "erfinv", "exp2", "expit", "expm1", "gammainc", "gammaincc", "gammaln", "hermite_polynomial_h",
    "hermite_polynomial_he", "i0", "i0e", "i1", "i1e", "laguerre_polynomial_l", "legendre_polynomial_p", "log1p",
    "log_ndtr", "log_softmax", "logit", "logsumexp", "modified_bessel_i0", "modified_bessel_i1",
    "modified_bessel_k0", "modified_bessel_k1", "multigammaln", "ndtr", "ndtri", "polygamma", "psi", "round",
    "scaled_modified_bessel_k0", "scaled_modified_bessel_k1", "shifted_chebyshev_polynomial_t",
    "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v", "shifted_chebyshev_polynomial_w", "sinc",
    "softmax", "spherical_bessel_j0", "xlog1py", "xlogy", "zeta",
]

_EULER = 0.5772156649015329


def _f64(x):
    """(float64 native of ``x``, the result dtype: the input's floating dtype or the default)."""
    a = fl(x)
    d = dtype_of(a)
    return ivy.astype(a, ivy.float64), d


def _out(r, d, out):
    return ret(ivy.astype(r, d._ivy), out)


def _where(c, a, b):
    return ivy.where(c, a, b)


def _poly_series(x2, terms):
    """sum_k terms(k) for the power series in ``x2`` (terms: list of (coef))."""
    r = ivy.zeros_like(x2)
    p = ivy.ones_like(x2)
    for c in terms:
        r = ivy.add(r, ivy.multiply(p, c))
        p = ivy.multiply(p, x2)
    return r


# ------------------------------------------------------------------ Bessel functions of the first and second kind

_NSER = 60


def _j_series(x, nu):
    """J_nu(x) (nu = 0, 1) by its power series (float64)."""
    h = ivy.divide(x, 2.0)
    h2 = ivy.multiply(h, h)
    term = ivy.ones_like(x) if nu == 0 else h
    s = term
    for k in range(1, _NSER):
        term = ivy.multiply(term, ivy.divide(ivy.negative(h2), float(k * (k + nu))))
        s = ivy.add(s, term)
    return s


def _hankel(x, nu, terms=12):
    """(P, Q) of Hankel's asymptotic expansion for J_nu, Y_nu (nu = 0, 1)."""
    mu = 4.0 * nu * nu
    p = ivy.ones_like(x)
    q = ivy.zeros_like(x)
    term = 1.0
    inv8x = ivy.divide(1.0, ivy.multiply(x, 8.0))
    tk = ivy.ones_like(x)
    for k in range(1, 2 * terms):
        term = term * (mu - (2 * k - 1) ** 2) / k
        tk = ivy.multiply(tk, inv8x)
        v = ivy.multiply(tk, term)
        if k % 2 == 1:
            q = ivy.add(q, ivy.multiply(v, (-1.0) ** ((k - 1) // 2)))
        else:
            p = ivy.add(p, ivy.multiply(v, (-1.0) ** (k // 2)))
    return p, q


def _jy_large(x, nu, kind):
    p, q = _hankel(x, nu)
    chi = ivy.subtract(x, (nu / 2.0 + 0.25) * math.pi)
    amp = ivy.sqrt(ivy.divide(2.0 / math.pi, x))
    if kind == "j":
        return ivy.multiply(amp, ivy.subtract(ivy.multiply(p, ivy.cos(chi)), ivy.multiply(q, ivy.sin(chi))))
    return ivy.multiply(amp, ivy.add(ivy.multiply(p, ivy.sin(chi)), ivy.multiply(q, ivy.cos(chi))))


_CROSS = 12.0


def _j(x, nu):
    ax = ivy.abs(x)
    small = ivy.less(ax, _CROSS)
    xs = ivy.where(small, ax, ivy.zeros_like(ax))
    xl = ivy.where(small, ivy.full_like(ax, _CROSS), ax)
    r = ivy.where(small, _j_series(xs, nu), _jy_large(xl, nu, "j"))
    if nu == 1:
        r = ivy.where(ivy.less(x, 0), ivy.negative(r), r)
    return r


def _y_series(x, nu):
    """Y_nu(x) for x > 0 (nu = 0, 1) by its series with the harmonic numbers."""
    h = ivy.divide(x, 2.0)
    h2 = ivy.multiply(h, h)
    lg = ivy.add(ivy.log(h), _EULER)
    if nu == 0:
        s = ivy.zeros_like(x)
        term = ivy.ones_like(x)
        hk = 0.0
        for k in range(1, _NSER):
            hk += 1.0 / k
            term = ivy.multiply(term, ivy.divide(ivy.negative(h2), float(k * k)))
            s = ivy.add(s, ivy.multiply(term, -hk))
        return ivy.multiply(2.0 / math.pi, ivy.add(ivy.multiply(lg, _j_series(x, 0)), s))
    # Y1 = (2/pi)(ln(x/2) J1 - 1/x) - (1/pi) sum_k (-1)^k (H_k + H_{k+1} - 2 gamma... ) form
    s = ivy.zeros_like(x)
    term = h  # (x/2)^(2k+1) / (k! (k+1)!) with sign
    hk, hk1 = 0.0, 1.0
    for k in range(0, _NSER):
        if k > 0:
            term = ivy.multiply(term, ivy.divide(ivy.negative(h2), float(k * (k + 1))))
            hk += 1.0 / k
            hk1 += 1.0 / (k + 1)
        s = ivy.add(s, ivy.multiply(term, hk + hk1))
    return ivy.subtract(ivy.multiply(2.0 / math.pi, ivy.subtract(ivy.multiply(lg, _j_series(x, 1)),
                                                                  ivy.divide(1.0, x))),
                        ivy.multiply(1.0 / math.pi, ivy.subtract(s, ivy.multiply(h, 0.0))))


def _y(x, nu):
    pos = ivy.greater(x, 0)
    xx = ivy.where(pos, x, ivy.ones_like(x))
    small = ivy.less(xx, _CROSS)
    xs = ivy.where(small, xx, ivy.ones_like(xx))
    xl = ivy.where(small, ivy.full_like(xx, _CROSS), xx)
    r = ivy.where(small, _y_series(xs, nu), _jy_large(xl, nu, "y"))
    r = ivy.where(ivy.equal(x, 0), ivy.full_like(r, float("-inf")), r)
    r = ivy.where(ivy.less(x, 0), ivy.full_like(r, float("nan")), r)
    r = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.greater(x, 0)), ivy.zeros_like(r), r)
    return ivy.where(ivy.isnan(x), x, r)


def _finite_guard(x, r, at_inf=0.0):
    r = ivy.where(ivy.isinf(x), ivy.full_like(r, at_inf), r)
    return ivy.where(ivy.isnan(x), x, r)


def bessel_j0(input, *, out=None):  # noqa: A002
    """The Bessel function of the first kind of order 0."""
    x, d = _f64(input)
    xx = ivy.where(ivy.isfinite(x), x, ivy.zeros_like(x))
    return _out(_finite_guard(x, _j(xx, 0)), d, out)


def bessel_j1(input, *, out=None):  # noqa: A002
    """The Bessel function of the first kind of order 1."""
    x, d = _f64(input)
    xx = ivy.where(ivy.isfinite(x), x, ivy.zeros_like(x))
    return _out(_finite_guard(x, _j(xx, 1)), d, out)


def bessel_y0(input, *, out=None):  # noqa: A002
    """The Bessel function of the second kind of order 0 (-inf at 0, NaN below)."""
    x, d = _f64(input)
    return _out(_y(x, 0), d, out)


def bessel_y1(input, *, out=None):  # noqa: A002
    """The Bessel function of the second kind of order 1."""
    x, d = _f64(input)
    return _out(_y(x, 1), d, out)


def spherical_bessel_j0(input, *, out=None):  # noqa: A002
    """sin(x) / x (1 at 0)."""
    x, d = _f64(input)
    small = ivy.less(ivy.abs(x), 1e-4)
    xs = ivy.where(small, ivy.ones_like(x), x)
    x2 = ivy.multiply(x, x)
    r = ivy.where(small, ivy.subtract(1.0, ivy.divide(x2, 6.0)), ivy.divide(ivy.sin(xs), xs))
    return _out(_finite_guard(x, r), d, out)


# ------------------------------------------------------------------ modified Bessel functions

def _i_series(x, nu):
    h = ivy.divide(x, 2.0)
    h2 = ivy.multiply(h, h)
    term = ivy.ones_like(x) if nu == 0 else h
    s = term
    for k in range(1, 120):
        term = ivy.multiply(term, ivy.divide(h2, float(k * (k + nu))))
        s = ivy.add(s, term)
    return s


def _i_scaled_large(x, nu, terms=20):
    """I_nu(x) e^-x for large x (asymptotic)."""
    mu = 4.0 * nu * nu
    s = ivy.ones_like(x)
    term = 1.0
    tk = ivy.ones_like(x)
    inv8x = ivy.divide(1.0, ivy.multiply(x, 8.0))
    for k in range(1, terms):
        term = term * -(mu - (2 * k - 1) ** 2) / k
        tk = ivy.multiply(tk, inv8x)
        s = ivy.add(s, ivy.multiply(tk, term))
    return ivy.divide(s, ivy.sqrt(ivy.multiply(x, 2 * math.pi)))


def _i_scaled(x, nu):
    """I_nu(|x|) e^-|x| (sign of x applied for nu = 1)."""
    ax = ivy.abs(x)
    big = ivy.greater(ax, 30.0)
    xs = ivy.where(big, ivy.ones_like(ax), ax)
    xl = ivy.where(big, ax, ivy.full_like(ax, 30.0))
    r = ivy.where(big, _i_scaled_large(xl, nu), ivy.multiply(_i_series(xs, nu), ivy.exp(ivy.negative(xs))))
    if nu == 1:
        r = ivy.where(ivy.less(x, 0), ivy.negative(r), r)
    return r


def modified_bessel_i0(input, *, out=None):  # noqa: A002
    """The modified Bessel function of the first kind of order 0."""
    x, d = _f64(input)
    return _out(ivy.i0(x), d, out)


def modified_bessel_i1(input, *, out=None):  # noqa: A002
    """The modified Bessel function of the first kind of order 1."""
    x, d = _f64(input)
    ax = ivy.abs(x)
    r = ivy.multiply(_i_scaled(ivy.where(ivy.isfinite(x), x, ivy.zeros_like(x)), 1), ivy.exp(ax))
    r = ivy.where(ivy.isinf(x), x, r)
    return _out(ivy.where(ivy.isnan(x), x, r), d, out)


i1 = modified_bessel_i1


def i0e(input, *, out=None):  # noqa: A002
    """I0(x) e^-|x|."""
    x, d = _f64(input)
    r = _i_scaled(ivy.where(ivy.isfinite(x), x, ivy.zeros_like(x)), 0)
    return _out(_finite_guard(x, r), d, out)


def i1e(input, *, out=None):  # noqa: A002
    """I1(x) e^-|x|."""
    x, d = _f64(input)
    r = _i_scaled(ivy.where(ivy.isfinite(x), x, ivy.zeros_like(x)), 1)
    return _out(_finite_guard(x, r), d, out)


def _k_series(x, nu):
    """K_nu(x) e^x for 0 < x <= 10 by the series with harmonic numbers (nu = 0, 1)."""
    h = ivy.divide(x, 2.0)
    h2 = ivy.multiply(h, h)
    lg = ivy.add(ivy.log(h), _EULER)
    if nu == 0:
        s = ivy.zeros_like(x)
        term = ivy.ones_like(x)
        hk = 0.0
        for k in range(1, 80):
            hk += 1.0 / k
            term = ivy.multiply(term, ivy.divide(h2, float(k * k)))
            s = ivy.add(s, ivy.multiply(term, hk))
        r = ivy.add(ivy.negative(ivy.multiply(lg, _i_series(x, 0))), s)
    else:
        s = ivy.zeros_like(x)
        term = h
        hk, hk1 = 0.0, 1.0
        for k in range(0, 80):
            if k > 0:
                term = ivy.multiply(term, ivy.divide(h2, float(k * (k + 1))))
                hk += 1.0 / k
                hk1 += 1.0 / (k + 1)
            s = ivy.add(s, ivy.multiply(term, hk + hk1))
        r = ivy.subtract(ivy.add(ivy.divide(1.0, x), ivy.multiply(lg, _i_series(x, 1))), ivy.multiply(s, 0.5))
    return ivy.multiply(r, ivy.exp(x))


def _k_large(x, nu, terms=30):
    """K_nu(x) e^x for large x (asymptotic, stopped at its smallest term)."""
    mu = 4.0 * nu * nu
    s = ivy.ones_like(x)
    term = 1.0
    tk = ivy.ones_like(x)
    inv8x = ivy.divide(1.0, ivy.multiply(x, 8.0))
    for k in range(1, terms):
        term = term * (mu - (2 * k - 1) ** 2) / k
        tk = ivy.multiply(tk, inv8x)
        s = ivy.add(s, ivy.multiply(tk, term))
    return ivy.multiply(ivy.sqrt(ivy.divide(math.pi / 2, x)), s)


def _k_scaled(x, nu):
    pos = ivy.greater(x, 0)
    xx = ivy.where(pos, x, ivy.ones_like(x))
    big = ivy.greater(xx, 10.0)
    xs = ivy.where(big, ivy.ones_like(xx), xx)
    xl = ivy.where(big, xx, ivy.full_like(xx, 10.0))
    r = ivy.where(big, _k_large(xl, nu), _k_series(xs, nu))
    r = ivy.where(ivy.equal(x, 0), ivy.full_like(r, float("inf")), r)
    r = ivy.where(ivy.less(x, 0), ivy.full_like(r, float("nan")), r)
    r = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.greater(x, 0)), ivy.zeros_like(r), r)
    return ivy.where(ivy.isnan(x), x, r)


def modified_bessel_k0(input, *, out=None):  # noqa: A002
    """The modified Bessel function of the second kind of order 0."""
    x, d = _f64(input)
    r = ivy.multiply(_k_scaled(x, 0), ivy.exp(ivy.negative(ivy.where(ivy.greater(x, 0), x, ivy.zeros_like(x)))))
    return _out(r, d, out)


def modified_bessel_k1(input, *, out=None):  # noqa: A002
    """The modified Bessel function of the second kind of order 1."""
    x, d = _f64(input)
    r = ivy.multiply(_k_scaled(x, 1), ivy.exp(ivy.negative(ivy.where(ivy.greater(x, 0), x, ivy.zeros_like(x)))))
    return _out(r, d, out)


def scaled_modified_bessel_k0(input, *, out=None):  # noqa: A002
    """K0(x) e^x."""
    x, d = _f64(input)
    return _out(_k_scaled(x, 0), d, out)


def scaled_modified_bessel_k1(input, *, out=None):  # noqa: A002
    """K1(x) e^x."""
    x, d = _f64(input)
    return _out(_k_scaled(x, 1), d, out)


# ------------------------------------------------------------------ Airy

def airy_ai(input, *, out=None):  # noqa: A002
    """The Airy function Ai (power series for |x| <= 5, asymptotic expansions beyond)."""
    x, d = _f64(input)
    c1 = 0.355028053887817239260
    c2 = 0.258819403792806798405
    small = ivy.less_equal(ivy.abs(x), 5.0)
    xs = ivy.where(small, x, ivy.zeros_like(x))
    x3 = ivy.multiply(ivy.multiply(xs, xs), xs)
    f = ivy.ones_like(xs)
    g = xs
    tf = ivy.ones_like(xs)
    tg = xs
    for k in range(1, 60):
        tf = ivy.multiply(tf, ivy.divide(x3, float((3 * k - 1) * (3 * k))))
        tg = ivy.multiply(tg, ivy.divide(x3, float((3 * k) * (3 * k + 1))))
        f = ivy.add(f, tf)
        g = ivy.add(g, tg)
    series = ivy.subtract(ivy.multiply(c1, f), ivy.multiply(c2, g))
    # asymptotics
    ax = ivy.where(small, ivy.full_like(x, 6.0), ivy.abs(x))
    zeta = ivy.multiply(2.0 / 3.0, ivy.multiply(ax, ivy.sqrt(ax)))
    u = [1.0]
    for k in range(1, 25):
        u.append(u[-1] * (6 * k - 5) * (6 * k - 3) * (6 * k - 1) / ((2 * k - 1) * 216 * k))
    pos_s = ivy.zeros_like(ax)
    zk = ivy.ones_like(ax)
    for k, uk in enumerate(u):
        pos_s = ivy.add(pos_s, ivy.multiply(zk, uk * (-1.0) ** k))
        zk = ivy.divide(zk, zeta)
        if k >= 12:
            break
    pos = ivy.divide(ivy.multiply(ivy.exp(ivy.negative(zeta)), pos_s),
                     ivy.multiply(2 * math.sqrt(math.pi), ivy.sqrt(ivy.sqrt(ax))))
    p_s = ivy.zeros_like(ax)
    q_s = ivy.zeros_like(ax)
    zk = ivy.ones_like(ax)
    for k, uk in enumerate(u[:24]):
        if k % 2 == 0:
            p_s = ivy.add(p_s, ivy.multiply(zk, uk * (-1.0) ** (k // 2)))
        else:
            q_s = ivy.add(q_s, ivy.multiply(zk, uk * (-1.0) ** ((k - 1) // 2)))
        zk = ivy.divide(zk, zeta)
    th = ivy.add(zeta, math.pi / 4)
    neg = ivy.divide(ivy.add(ivy.multiply(ivy.sin(th), p_s), ivy.multiply(ivy.negative(ivy.cos(th)), q_s)),
                     ivy.multiply(math.sqrt(math.pi), ivy.sqrt(ivy.sqrt(ax))))
    r = ivy.where(small, series, ivy.where(ivy.greater(x, 0), pos, neg))
    r = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.greater(x, 0)), ivy.zeros_like(r), r)
    r = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.less(x, 0)), ivy.zeros_like(r), r)
    return _out(ivy.where(ivy.isnan(x), x, r), d, out)


# ------------------------------------------------------------------ error function family

def ndtr(input, *, out=None):  # noqa: A002
    """The standard normal CDF."""
    x, d = _f64(input)
    return _out(ivy.multiply(0.5, ivy.erfc(ivy.divide(ivy.negative(x), math.sqrt(2.0)))), d, out)


def _erfcx64(x):
    """exp(x^2) erfc(x) in float64 (continued fraction for x > 3, direct below)."""
    big = ivy.greater(x, 3.0)
    xs = ivy.where(big, ivy.zeros_like(x), x)
    xb = ivy.where(big, x, ivy.full_like(x, 3.0))
    direct = ivy.multiply(ivy.exp(ivy.multiply(xs, xs)), ivy.erfc(xs))
    # Laplace continued fraction: erfc(x) e^{x^2} = (1/sqrt(pi)) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...))))
    f = xb
    for k in range(60, 0, -1):
        f = ivy.add(xb, ivy.divide(k / 2.0, f))
    cf = ivy.divide(1.0 / math.sqrt(math.pi), f)
    return ivy.where(big, cf, direct)


def erfcx(input, *, out=None):  # noqa: A002
    """exp(x^2) erfc(x), the scaled complementary error function."""
    x, d = _f64(input)
    r = _erfcx64(ivy.where(ivy.isfinite(x), x, ivy.zeros_like(x)))
    r = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.greater(x, 0)), ivy.zeros_like(r), r)
    r = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.less(x, 0)), ivy.full_like(r, float("inf")), r)
    return _out(ivy.where(ivy.isnan(x), x, r), d, out)


def log_ndtr(input, *, out=None):  # noqa: A002
    """log of the standard normal CDF (accurate far in the lower tail)."""
    x, d = _f64(input)
    z = ivy.divide(ivy.negative(x), math.sqrt(2.0))
    low = ivy.less(x, -5.0)
    zl = ivy.where(low, z, ivy.zeros_like(z))
    tail = ivy.subtract(ivy.log(ivy.multiply(0.5, _erfcx64(zl))), ivy.multiply(zl, zl))
    mid = ivy.log(ivy.multiply(0.5, ivy.erfc(ivy.where(low, ivy.zeros_like(z), z))))
    hi = ivy.greater(x, 5.0)
    upper = ivy.negative(ivy.multiply(0.5, ivy.erfc(ivy.divide(ivy.where(hi, x, ivy.zeros_like(x)),
                                                               math.sqrt(2.0)))))
    r = ivy.where(low, tail, ivy.where(hi, ivy.log1p(upper), mid))
    r = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.less(x, 0)), ivy.full_like(r, float("-inf")), r)
    return _out(ivy.where(ivy.isnan(x), x, r), d, out)


def ndtri(input, *, out=None):  # noqa: A002
    """The inverse of the standard normal CDF (Newton-refined in double precision)."""
    p, d = _f64(input)
    inside = ivy.logical_and(ivy.greater(p, 0), ivy.less(p, 1))
    pp = ivy.where(inside, p, ivy.full_like(p, 0.5))
    x = ivy.multiply(math.sqrt(2.0), ivy.erfinv(ivy.subtract(ivy.multiply(2.0, pp), 1.0)))
    x = ivy.where(ivy.isfinite(x), x, ivy.zeros_like(x))
    for _ in range(3):
        cdf = ivy.multiply(0.5, ivy.erfc(ivy.divide(ivy.negative(x), math.sqrt(2.0))))
        pdf = ivy.multiply(1.0 / math.sqrt(2 * math.pi), ivy.exp(ivy.multiply(-0.5, ivy.multiply(x, x))))
        step = ivy.divide(ivy.subtract(cdf, pp), ivy.where(ivy.greater(pdf, 0), pdf, ivy.ones_like(pdf)))
        x = ivy.subtract(x, ivy.where(ivy.greater(pdf, 0), step, ivy.zeros_like(step)))
    r = ivy.where(inside, x, ivy.full_like(x, float("nan")))
    r = ivy.where(ivy.equal(p, 0), ivy.full_like(r, float("-inf")), r)
    r = ivy.where(ivy.equal(p, 1), ivy.full_like(r, float("inf")), r)
    return _out(r, d, out)


def entr(input, *, out=None):  # noqa: A002
    """-x log x (0 at 0, -inf for negative x)."""
    a = fl(input)
    pos = ivy.greater(a, 0)
    r = ivy.negative(ivy.multiply(a, ivy.log(ivy.where(pos, a, ivy.ones_like(a)))))
    r = ivy.where(ivy.equal(a, 0), ivy.zeros_like(r), r)
    r = ivy.where(ivy.less(a, 0), ivy.full_like(r, float("-inf")), r)
    return ret(ivy.where(ivy.isnan(a), a, r), out)


def xlog1py(input, other, *, out=None):  # noqa: A002
    """``input * log1p(other)``, 0 where ``input`` is 0 (and ``other`` not NaN)."""
    (a, b), dd = promoted(input, other)
    if not (dd.is_floating_point or dd.is_complex):
        a = ivy.astype(a, D.get_default_dtype()._ivy)
        b = ivy.astype(b, D.get_default_dtype()._ivy)
    r = ivy.multiply(a, ivy.log1p(b))
    r = ivy.where(ivy.logical_and(ivy.equal(a, 0), ivy.logical_not(ivy.isnan(b))), ivy.zeros_like(r), r)
    return ret(r, out)


# ------------------------------------------------------------------ gamma family

def gammaln(input, *, out=None):  # noqa: A002
    """log|gamma(x)|."""
    return ret(ivy.lgamma(fl(input)), out)


def digamma(input, *, out=None):  # noqa: A002
    """The digamma function (-inf at 0, NaN at negative integers, as torch)."""
    a = fl(input)
    r = ivy.digamma(a)
    at_zero = ivy.where(ivy.signbit(a), ivy.full_like(r, float("inf")), ivy.full_like(r, float("-inf")))
    r = ivy.where(ivy.equal(a, 0), at_zero, r)
    return ret(r, out)


psi = digamma


def polygamma(n, input, *, out=None):  # noqa: A002
    """The ``n``-th derivative of digamma: ``(-1)^(n+1) n! zeta(n + 1, x)``."""
    if n < 0:
        raise FrontendRuntimeError("polygamma(n, x) does not support negative n.")
    if n == 0:
        return digamma(input, out=out)
    x, d = _f64(input)
    r = ivy.multiply((-1.0) ** (n + 1) * math.factorial(n), _hurwitz(ivy.full_like(x, float(n + 1)), x))
    return _out(r, d, out)


def _hurwitz(s, q):
    """The Hurwitz zeta function of float64 ``s`` and ``q``; for negative ``q`` (and integer ``s``)
    by the recurrence ``zeta(s, q) = zeta(s, q + M) + sum_{k<M} (q + k)^-s``."""
    shape = ivy.broadcast_shapes(tuple(int(v) for v in s.shape), tuple(int(v) for v in q.shape))
    s, q = ivy.broadcast_to(s, shape), ivy.broadcast_to(q, shape)
    neg = ivy.less(q, 0)
    if not builtins.any(int(v) == 0 for v in shape) and builtins.bool(ivy.any(neg)):
        m = int(math.ceil(-float(ivy.to_numpy(ivy.min(q))))) + 1
        qs = ivy.where(neg, ivy.add(q, float(m)), q)
        r = ivy.zeta(s, qs)
        for k in range(m):
            r = ivy.add(r, ivy.where(neg, ivy.pow(ivy.add(q, float(k)), ivy.negative(s)), ivy.zeros_like(r)))
        r = ivy.where(ivy.logical_and(neg, ivy.not_equal(s, ivy.floor(s))), ivy.full_like(r, float("nan")), r)
        return ivy.where(ivy.logical_and(neg, ivy.equal(q, ivy.floor(q))), ivy.full_like(r, float("inf")), r)
    return ivy.zeta(s, q)


def multigammaln(input, p, *, out=None):  # noqa: A002
    """The multivariate log-gamma function of dimension ``p``."""
    from .._other import mvlgamma

    return mvlgamma(input, p, out=out)


def gammainc(input, other, *, out=None):  # noqa: A002
    """The regularized lower incomplete gamma function P(a, x)."""
    (a, x), dd = promoted(input, other)
    if not dd.is_floating_point:
        raise FrontendRuntimeError(f'"igamma_cpu" not implemented for \'{dd}\'')
    a64, x64 = ivy.astype(a, ivy.float64), ivy.astype(x, ivy.float64)
    r = _igamma(a64, x64, lower=True)
    return ret(ivy.astype(r, dd._ivy), out)


def gammaincc(input, other, *, out=None):  # noqa: A002
    """The regularized upper incomplete gamma function Q(a, x) = 1 - P(a, x)."""
    (a, x), dd = promoted(input, other)
    if not dd.is_floating_point:
        raise FrontendRuntimeError(f'"igammac_cpu" not implemented for \'{dd}\'')
    a64, x64 = ivy.astype(a, ivy.float64), ivy.astype(x, ivy.float64)
    r = _igamma(a64, x64, lower=False)
    return ret(ivy.astype(r, dd._ivy), out)


def _igamma(a, x, lower):
    """P(a, x) (``lower``) or Q(a, x): the series where x < a + 1, Legendre's continued fraction else."""
    shape = ivy.broadcast_shapes(tuple(int(s) for s in a.shape), tuple(int(s) for s in x.shape))
    a = ivy.broadcast_to(a, shape)
    x = ivy.broadcast_to(x, shape)
    ok = ivy.logical_and(ivy.greater(a, 0), ivy.greater(x, 0))
    aa = ivy.where(ok, a, ivy.ones_like(a))
    xx = ivy.where(ok, x, ivy.ones_like(x))
    lga = ivy.lgamma(aa)
    pre = ivy.exp(ivy.subtract(ivy.subtract(ivy.multiply(aa, ivy.log(xx)), xx), lga))
    use_series = ivy.less(xx, ivy.add(aa, 1.0))
    # series for P
    ap = aa
    term = ivy.divide(1.0, aa)
    s = term
    for _ in range(300):
        ap = ivy.add(ap, 1.0)
        term = ivy.multiply(term, ivy.divide(xx, ap))
        s = ivy.add(s, term)
    p_series = ivy.multiply(s, pre)
    # continued fraction for Q (modified Lentz)
    tiny = 1e-300
    b = ivy.add(ivy.subtract(xx, aa), 1.0)
    c = ivy.full_like(xx, 1.0 / tiny)
    dcur = ivy.divide(1.0, b)
    h = dcur
    for i in range(1, 300):
        an = ivy.multiply(-float(i), ivy.subtract(float(i), aa))
        b = ivy.add(b, 2.0)
        dcur = ivy.add(ivy.multiply(an, dcur), b)
        dcur = ivy.where(ivy.less(ivy.abs(dcur), tiny), ivy.full_like(dcur, tiny), dcur)
        c = ivy.add(b, ivy.divide(an, c))
        c = ivy.where(ivy.less(ivy.abs(c), tiny), ivy.full_like(c, tiny), c)
        dcur = ivy.divide(1.0, dcur)
        h = ivy.multiply(h, ivy.multiply(dcur, c))
    q_cf = ivy.multiply(pre, h)
    p = ivy.where(use_series, p_series, ivy.subtract(1.0, q_cf))
    q = ivy.where(use_series, ivy.subtract(1.0, p_series), q_cf)
    r = p if lower else q
    # edges: x == 0 -> P = 0; a == 0 -> P = 1 (x > 0); x = inf -> P = 1
    zx = ivy.equal(x, 0)
    za = ivy.logical_and(ivy.equal(a, 0), ivy.greater(x, 0))
    r = ivy.where(zx, ivy.full_like(r, 0.0 if lower else 1.0), r)
    r = ivy.where(za, ivy.full_like(r, 1.0 if lower else 0.0), r)
    r = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.greater(x, 0)), ivy.full_like(r, 1.0 if lower else 0.0), r)
    bad = ivy.logical_or(ivy.less(a, 0), ivy.less(x, 0))
    bad = ivy.logical_or(bad, ivy.logical_or(ivy.isnan(a), ivy.isnan(x)))
    bad = ivy.logical_or(bad, ivy.logical_and(ivy.equal(a, 0), ivy.equal(x, 0)))
    return ivy.where(bad, ivy.full_like(r, float("nan")), r)


def zeta(input, other, *, out=None):  # noqa: A002
    """The Hurwitz zeta function zeta(x, q)."""
    (a, b), dd = promoted(input, other)
    if not dd.is_floating_point:
        dd = D.get_default_dtype()
    s64, q64 = ivy.astype(a, ivy.float64), ivy.astype(b, ivy.float64)
    r = _hurwitz(s64, q64)
    # torch's (Cephes') rules: s == 1 is a pole, s < 1 outside the domain, q a non-positive integer a pole,
    # q < 0 with a non-integer s NaN
    r = ivy.where(ivy.less(s64, 1.0), ivy.full_like(r, float("nan")), r)
    r = ivy.where(ivy.equal(s64, 1.0), ivy.full_like(r, float("inf")), r)
    return ret(ivy.astype(r, dd._ivy), out)


# ------------------------------------------------------------------ orthogonal polynomials

def _poly(fn_name, x, n_, p0, p1, step):
    """``P_n(x)`` by the recurrence ``P_{k+1} = step(k, x, P_k, P_{k-1})`` with ``P_0 = p0``, ``P_1 = p1``."""
    (xx, nn), dd = promoted(x, n_)
    if not dd.is_floating_point:
        dd = D.get_default_dtype()
    xf = ivy.astype(xx, ivy.float64)
    nf = ivy.trunc(ivy.astype(nn, ivy.float64))
    shape = ivy.broadcast_shapes(tuple(int(s) for s in xf.shape), tuple(int(s) for s in nf.shape))
    xf = ivy.broadcast_to(xf, shape)
    nf = ivy.broadcast_to(nf, shape)
    if any(int(s) == 0 for s in shape):
        return wrap(ivy.astype(xf, dd._ivy))
    k_max = builtins.max(int(ivy.to_numpy(ivy.max(nf))), 0)
    prev = p0(xf)
    cur = p1(xf)
    r = ivy.where(ivy.equal(nf, 0), prev, ivy.zeros_like(xf))
    r = ivy.where(ivy.equal(nf, 1), cur, r)
    for k in range(1, k_max):
        nxt = step(k, xf, cur, prev)
        prev, cur = cur, nxt
        r = ivy.where(ivy.equal(nf, k + 1), cur, r)
    r = ivy.where(ivy.less(nf, 0), ivy.zeros_like(r), r)
    return wrap(ivy.astype(r, dd._ivy))


def _one(x):
    return ivy.ones_like(x)


def chebyshev_polynomial_t(input, n, *, out=None):  # noqa: A002
    """Chebyshev polynomials of the first kind T_n(x)."""
    return _outw(_poly("t", input, n, _one, lambda x: x, lambda k, x, c, p: ivy.subtract(ivy.multiply(
        ivy.multiply(2.0, x), c), p)), out)


def chebyshev_polynomial_u(input, n, *, out=None):  # noqa: A002
    """Chebyshev polynomials of the second kind U_n(x)."""
    return _outw(_poly("u", input, n, _one, lambda x: ivy.multiply(2.0, x), lambda k, x, c, p: ivy.subtract(
        ivy.multiply(ivy.multiply(2.0, x), c), p)), out)


def chebyshev_polynomial_v(input, n, *, out=None):  # noqa: A002
    """Chebyshev polynomials of the third kind V_n(x)."""
    return _outw(_poly("v", input, n, _one, lambda x: ivy.subtract(ivy.multiply(2.0, x), 1.0),
                       lambda k, x, c, p: ivy.subtract(ivy.multiply(ivy.multiply(2.0, x), c), p)), out)


def chebyshev_polynomial_w(input, n, *, out=None):  # noqa: A002
    """Chebyshev polynomials of the fourth kind W_n(x)."""
    return _outw(_poly("w", input, n, _one, lambda x: ivy.add(ivy.multiply(2.0, x), 1.0),
                       lambda k, x, c, p: ivy.subtract(ivy.multiply(ivy.multiply(2.0, x), c), p)), out)


def _shifted(fn):
    def f(input, n, *, out=None):  # noqa: A002
        x = t(input)
        d = dtype_of(x)
        if not d.is_floating_point:
            d = D.get_default_dtype()
        xs = ivy.subtract(ivy.multiply(2.0, ivy.astype(x, ivy.float64)), 1.0)
        r = fn(wrap(ivy.astype(xs, d._ivy)), n)
        return _outw(r, out)

    return f


shifted_chebyshev_polynomial_t = _shifted(chebyshev_polynomial_t)
shifted_chebyshev_polynomial_u = _shifted(chebyshev_polynomial_u)
shifted_chebyshev_polynomial_v = _shifted(chebyshev_polynomial_v)
shifted_chebyshev_polynomial_w = _shifted(chebyshev_polynomial_w)
for _f, _nm in ((shifted_chebyshev_polynomial_t, "t"), (shifted_chebyshev_polynomial_u, "u"),
                (shifted_chebyshev_polynomial_v, "v"), (shifted_chebyshev_polynomial_w, "w")):
    _f.__name__ = _f.__qualname__ = f"shifted_chebyshev_polynomial_{_nm}"
    _f.__doc__ = f"The shifted Chebyshev polynomial {_nm.upper()}*_n(x) = {_nm.upper()}_n(2x - 1)."


def hermite_polynomial_h(input, n, *, out=None):  # noqa: A002
    """Physicists' Hermite polynomials H_n(x)."""
    return _outw(_poly("h", input, n, _one, lambda x: ivy.multiply(2.0, x), lambda k, x, c, p: ivy.subtract(
        ivy.multiply(ivy.multiply(2.0, x), c), ivy.multiply(2.0 * k, p))), out)


def hermite_polynomial_he(input, n, *, out=None):  # noqa: A002
    """Probabilists' Hermite polynomials He_n(x)."""
    return _outw(_poly("he", input, n, _one, lambda x: x, lambda k, x, c, p: ivy.subtract(
        ivy.multiply(x, c), ivy.multiply(float(k), p))), out)


def laguerre_polynomial_l(input, n, *, out=None):  # noqa: A002
    """Laguerre polynomials L_n(x)."""
    return _outw(_poly("l", input, n, _one, lambda x: ivy.subtract(1.0, x), lambda k, x, c, p: ivy.divide(
        ivy.subtract(ivy.multiply(ivy.subtract(2.0 * k + 1, x), c), ivy.multiply(float(k), p)), float(k + 1))), out)


def legendre_polynomial_p(input, n, *, out=None):  # noqa: A002
    """Legendre polynomials P_n(x)."""
    return _outw(_poly("p", input, n, _one, lambda x: x, lambda k, x, c, p: ivy.divide(
        ivy.subtract(ivy.multiply(ivy.multiply(2.0 * k + 1, x), c), ivy.multiply(float(k), p)), float(k + 1))), out)


def _outw(r, out):
    return r if out is None else ret(r._data, out)


def softmax(input, dim, *, dtype=None):  # noqa: A002
    """``torch.softmax``."""
    return _softmax(input, dim, dtype=dtype)


def log_softmax(input, dim, *, dtype=None):  # noqa: A002
    """``torch.log_softmax``."""
    return _log_softmax(input, dim, dtype=dtype)


del n

"""Polynomials (NumPy's legacy ``poly1d`` family): ``poly``, ``roots``, ``polyval``, ``polyfit``,
``polyadd``, ``polysub``, ``polymul``, ``polydiv``, ``polyder``, ``polyint`` and ``poly1d``.
Coefficients are highest power first, as NumPy's.

>>> import ivy_frontends.numpy as np
>>> np.polyval([3, 0, 1], 5), np.roots([1, -3, 2])
(np.int64(76), array([2., 1.]))
"""

from __future__ import annotations

import ivy

from .._errors import FrontendValueError
from . import _dtypes as D
from ._convert import asn, astype_native, dtype_of, int_arg
from .ndarray import ndarray, wrap, wrap_r


def _1d(p):
    if isinstance(p, poly1d):
        return p.coeffs._data
    x = asn(p)
    if len(x.shape) == 0:
        x = ivy.reshape(x, (1,))
    return x


def _trim(x):
    """Leading zeros removed (one zero kept)."""
    vals = ivy.to_list(ivy.not_equal(x, 0))
    k = 0
    while k < len(vals) - 1 and not vals[k]:
        k += 1
    return ivy.current_backend().getitem(x, slice(k, None))


def _promote(a, b):
    from ._promotion import PROMOTION

    dt = PROMOTION.promote(dtype_of(a), dtype_of(b))
    return astype_native(a, dt), astype_native(b, dt)


def _ret(x, like):
    if any(isinstance(v, poly1d) for v in like):
        return poly1d(wrap(x))
    return wrap(x)


def polyval(p, x):
    """The polynomial with coefficients ``p`` at ``x`` (Horner's scheme)."""
    c = _1d(p)
    xv = asn(x) if not isinstance(x, poly1d) else None
    if xv is None:  # composition: p(x) for a polynomial x
        y = poly1d([0])
        for pv in ivy.to_list(c):
            y = y * x + pv
        return y
    from ._promotion import PROMOTION

    dt = PROMOTION.promote(dtype_of(c), dtype_of(xv))
    c, xv = astype_native(c, dt), astype_native(xv, dt)
    be = ivy.current_backend()
    y = ivy.zeros_like(xv)
    for i in range(int(c.shape[0])):
        y = ivy.add(ivy.multiply(y, xv), be.getitem(c, i))
    return wrap_r(y)


def poly(seq_of_zeros):
    """The coefficients of the monic polynomial with the given roots (a square matrix: its eigenvalues)."""
    z = asn(seq_of_zeros)
    if len(z.shape) == 2 and int(z.shape[0]) == int(z.shape[1]) and int(z.shape[0]):
        from .linalg import eigvals

        z = eigvals(wrap(z))._data
    elif len(z.shape) != 1:
        if len(z.shape) == 0:
            z = ivy.reshape(z, (1,))
        else:
            raise FrontendValueError("input must be 1d or non-empty square 2d array.")
    dt = dtype_of(z)
    if dt._cat <= 1:
        z = astype_native(z, D._F64)
    a = ivy.ones((1,), dtype=dtype_of(z)._ivy)._data
    be = ivy.current_backend()
    for i in range(int(z.shape[0])):
        r = be.getitem(z, i)
        shifted = ivy.concat([a, ivy.zeros((1,), dtype=dtype_of(a)._ivy)._data], axis=0)
        lag = ivy.concat([ivy.zeros((1,), dtype=dtype_of(a)._ivy)._data, ivy.multiply(a, r)], axis=0)
        a = ivy.subtract(shifted, lag)
    if dtype_of(a)._cat == 3:
        # conjugate pairs of roots give real coefficients
        zs = ivy.to_list(z)
        pos = sorted(v for v in zs if v.imag > 0)
        neg = sorted(v.conjugate() for v in zs if v.imag < 0)
        if len(pos) == len(neg) and all(abs(p_ - q) < 1e-12 * max(1.0, abs(p_)) for p_, q in zip(pos, neg)):
            a = ivy.real(a)
    return wrap(a)


def roots(p):
    """The roots of the polynomial (the eigenvalues of its companion matrix)."""
    c = _1d(p)
    if len(c.shape) != 1:
        raise FrontendValueError("Input must be a rank-1 array.")
    vals = ivy.to_list(ivy.not_equal(c, 0))
    nz = [i for i, v in enumerate(vals) if v]
    if not nz:
        return wrap(ivy.zeros((0,), dtype=ivy.float64)._data)
    trailing = len(vals) - nz[-1] - 1
    be = ivy.current_backend()
    c = be.getitem(c, slice(nz[0], nz[-1] + 1))
    if dtype_of(c)._cat <= 1:
        c = astype_native(c, D._F64)
    n = int(c.shape[0])
    if n > 1:
        lead = be.getitem(c, 0)
        row = ivy.negative(ivy.divide(be.getitem(c, slice(1, None)), lead))
        eye = ivy.eye(n - 2, n - 1, dtype=dtype_of(c)._ivy)._data if n > 2 else \
            ivy.zeros((0, n - 1), dtype=dtype_of(c)._ivy)._data
        comp = ivy.concat([ivy.reshape(row, (1, n - 1)), eye], axis=0)
        from .linalg import eigvals

        r = eigvals(wrap(comp))._data
    else:
        r = ivy.zeros((0,), dtype=dtype_of(c)._ivy)._data
    if trailing:
        r = ivy.concat([r, ivy.zeros((trailing,), dtype=dtype_of(r)._ivy)._data], axis=0)
    return wrap(r)


def polyadd(a1, a2):
    a, b = _promote(_1d(a1), _1d(a2))
    na, nb = int(a.shape[0]), int(b.shape[0])
    if na < nb:
        a = ivy.concat([ivy.zeros((nb - na,), dtype=dtype_of(a)._ivy)._data, a], axis=0)
    elif nb < na:
        b = ivy.concat([ivy.zeros((na - nb,), dtype=dtype_of(b)._ivy)._data, b], axis=0)
    return _ret(ivy.add(a, b), (a1, a2))


def polysub(a1, a2):
    a, b = _promote(_1d(a1), _1d(a2))
    na, nb = int(a.shape[0]), int(b.shape[0])
    if na < nb:
        a = ivy.concat([ivy.zeros((nb - na,), dtype=dtype_of(a)._ivy)._data, a], axis=0)
    elif nb < na:
        b = ivy.concat([ivy.zeros((na - nb,), dtype=dtype_of(b)._ivy)._data, b], axis=0)
    return _ret(ivy.subtract(a, b), (a1, a2))


def polymul(a1, a2):
    from ._math import convolve

    a, b = _promote(_1d(a1), _1d(a2))
    return _ret(convolve(wrap(a), wrap(b))._data, (a1, a2))


def polydiv(u, v):
    """Quotient and remainder of polynomial division."""
    a = _1d(u)
    b = _1d(v)
    dt = D._F64 if dtype_of(a)._cat <= 2 and dtype_of(b)._cat <= 2 else D._C128
    uu = [complex(x) if dt._cat == 3 else float(x) for x in ivy.to_list(a)]
    vv = [complex(x) if dt._cat == 3 else float(x) for x in ivy.to_list(b)]
    w = vv[0]
    m, n = len(uu) - 1, len(vv) - 1
    scale = 1.0 / w
    q = [0.0] * max(m - n + 1, 1)
    r = list(uu)
    for k in range(0, m - n + 1):
        d = scale * r[k]
        q[k] = d
        for j in range(n + 1):
            r[k + j] -= d * vv[j]
    while len(r) > 1 and abs(r[0]) <= 1e-8:  # NumPy: allclose(r[0], 0, rtol=1e-14)
        r.pop(0)
    rem = r
    qa = ivy.asarray(q, dtype=dt._ivy)._data
    ra = ivy.asarray(rem, dtype=dt._ivy)._data
    if isinstance(u, poly1d) or isinstance(v, poly1d):
        return poly1d(wrap(qa)), poly1d(wrap(ra))
    return wrap(qa), wrap(ra)


def polyder(p, m=1):
    """The ``m``-th derivative of the polynomial."""
    m = int_arg(m)
    if m < 0:
        raise FrontendValueError("Order of derivative must be positive (see polyint)")
    c = _1d(p)
    for _ in range(m):
        n = int(c.shape[0]) - 1
        if n <= 0:
            c = ivy.zeros((1,), dtype=dtype_of(c)._ivy)._data
            break
        pw = ivy.arange(n, 0, -1, dtype=ivy.int64)._data
        c = ivy.multiply(ivy.current_backend().getitem(c, slice(0, n)), astype_native(pw, dtype_of(c)) if
                         dtype_of(c)._cat >= 1 else pw)
    return _ret(c, (p,))


def polyint(p, m=1, k=None):
    """The ``m``-th antiderivative (integration constants ``k``, zero by default)."""
    m = int_arg(m)
    if m < 0:
        raise FrontendValueError("Order of integral must be positive (see polyder)")
    ks = [0.0] * m if k is None else (list(k) if isinstance(k, (list, tuple)) else [k] * m)
    c = astype_native(_1d(p), D._F64) if dtype_of(_1d(p))._cat <= 2 else _1d(p)
    for i in range(m):
        n = int(c.shape[0])
        div = ivy.arange(n, 0, -1, dtype=ivy.float64)._data
        c = ivy.concat([ivy.divide(c, div), ivy.asarray([ks[i]], dtype=dtype_of(c)._ivy)._data], axis=0)
    return _ret(c, (p,))


def polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False):
    """The least-squares polynomial fit of degree ``deg`` (coefficients highest power first)."""
    from .linalg import lstsq

    xv = astype_native(asn(x), D._F64)
    yv = asn(y)
    yv = astype_native(yv, D._F64 if dtype_of(yv)._cat <= 2 else D._C128)
    deg = int_arg(deg)
    if deg < 0:
        raise FrontendValueError("expected deg >= 0")
    if len(xv.shape) != 1:
        raise FrontendTypeError_("expected 1D vector for x")
    if int(xv.shape[0]) == 0:
        raise FrontendTypeError_("expected non-empty vector for x")
    if int(yv.shape[0]) != int(xv.shape[0]):
        raise FrontendTypeError_("expected x and y to have same length")
    pw = ivy.arange(deg, -1, -1, dtype=ivy.float64)._data
    lhs = ivy.pow(ivy.expand_dims(xv, axis=-1), pw)
    rhs = yv
    if w is not None:
        wv = astype_native(asn(w), D._F64)
        lhs = ivy.multiply(lhs, ivy.expand_dims(wv, axis=-1))
        rhs = ivy.multiply(rhs, wv if len(yv.shape) == 1 else ivy.expand_dims(wv, axis=-1))
    scale = ivy.sqrt(ivy.sum(ivy.multiply(lhs, lhs), axis=0))
    scale = ivy.where(ivy.equal(scale, 0), ivy.ones_like(scale), scale)
    lhs = ivy.divide(lhs, scale)
    rc = len(ivy.to_list(xv)) * 2.220446049250313e-16 if rcond is None else rcond
    c, resids, rank, s = lstsq(wrap(lhs), wrap(rhs), rc)
    cv = c._data
    cv = ivy.divide(cv, scale if len(cv.shape) == 1 else ivy.expand_dims(scale, axis=-1))
    if full:
        return wrap(cv), resids, rank, s, rc
    if cov:
        raise refuse_("polyfit", "cov", cov)
    return wrap(cv)


def FrontendTypeError_(msg):  # noqa: N802 - a constructor-like helper
    from .._errors import FrontendTypeError

    return FrontendTypeError(msg)


def refuse_(fn, arg, v):
    from .._errors import refuse

    return refuse(fn, arg, v)


class poly1d:
    """A one-dimensional polynomial (coefficients highest power first; ``r=True``: from roots)."""

    __hash__ = None

    def __init__(self, c_or_r, r=False, variable=None):
        if isinstance(c_or_r, poly1d):
            self.coeffs = c_or_r.coeffs
            self._variable = c_or_r._variable if variable is None else variable
            return
        if r:
            c_or_r = poly(c_or_r)
        c = asn(c_or_r)
        if len(c.shape) > 1:
            raise FrontendValueError("Polynomial must be 1d only.")
        if len(c.shape) == 0:
            c = ivy.reshape(c, (1,))
        c = _trim(c) if int(c.shape[0]) else ivy.zeros((1,), dtype=dtype_of(c)._ivy)._data
        self.coeffs = wrap(c)
        self._variable = variable or "x"

    @property
    def variable(self):
        return self._variable

    @property
    def order(self):
        return int(self.coeffs.shape[0]) - 1

    o = order

    @property
    def roots(self):
        return roots(self.coeffs)

    r = roots

    @property
    def coef(self):
        return self.coeffs

    c = coefficients = coef

    def __array__(self, dtype=None, copy=None):
        return self.coeffs.__array__(dtype)

    def __len__(self):
        return self.order

    def __call__(self, val):
        return polyval(self.coeffs, val)

    def __repr__(self):
        vals = repr(self.coeffs)[6:-1]
        return f"poly1d({vals})"

    def __str__(self):
        """NumPy's two-line layout: powers on the line above their variable (``   2\n1 x + 2 x + 3``)."""
        def num(q):
            t = f"{q:.4g}"
            return t[:-5] if t.endswith(".0000") else t

        coeffs = self.coeffs.tolist()
        while len(coeffs) > 1 and coeffs[0] == 0:
            coeffs.pop(0)
        n, var = len(coeffs) - 1, self._variable
        top, bottom = "", ""
        for k, c in enumerate(coeffs):
            c = complex(c)
            if c.imag == 0:
                cs = num(c.real)
            elif c.real == 0:
                cs = f"{num(c.imag)}j"
            else:
                cs = f"({num(c.real)} + {num(c.imag)}j)"
            pw = n - k
            if cs == "0" and (pw > 0 or k > 0):
                continue
            term, power = (cs, "") if pw == 0 else (f"{cs} {var}", "" if pw == 1 else str(pw))
            if bottom:
                sep = " - " if term.startswith("-") else " + "
                term = term[1:] if term.startswith("-") else term
                bottom += sep
            bottom += term
            if power:
                top = top.ljust(len(bottom)) + power
                bottom = bottom.ljust(len(top) - 1)
        return (top.rstrip() or " ") + "\n" + (bottom.rstrip() or "0")

    def __neg__(self):
        return poly1d(-self.coeffs)

    def __pos__(self):
        return self

    def __add__(self, other):
        return poly1d(polyadd(self.coeffs, _coef(other)))

    __radd__ = __add__

    def __sub__(self, other):
        return poly1d(polysub(self.coeffs, _coef(other)))

    def __rsub__(self, other):
        return poly1d(polysub(_coef(other), self.coeffs))

    def __mul__(self, other):
        if isinstance(other, (int, float, complex)):
            return poly1d(self.coeffs * other)
        return poly1d(polymul(self.coeffs, _coef(other)))

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, (int, float, complex)):
            return poly1d(self.coeffs / other)
        return polydiv(self, poly1d(other))

    def __pow__(self, k):
        k = int_arg(k)
        if k < 0:
            raise FrontendValueError("Power to non-negative integers only.")
        r = poly1d([1])
        for _ in range(k):
            r = r * self
        return r

    def __eq__(self, other):
        if not isinstance(other, poly1d):
            return NotImplemented
        from ._scalars import False_

        return (self.coeffs == other.coeffs).all() if self.coeffs.shape == other.coeffs.shape else False_

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __getitem__(self, val):
        ind = self.order - val
        if val > self.order or val < 0:
            return self.coeffs.dtype.type(0)
        return self.coeffs[ind]

    def __iter__(self):
        return iter(self.coeffs)

    def deriv(self, m=1):
        return poly1d(polyder(self.coeffs, m))

    def integ(self, m=1, k=0):
        return poly1d(polyint(self.coeffs, m, k))


def _coef(x):
    if isinstance(x, poly1d):
        return x.coeffs
    return x if isinstance(x, ndarray) else wrap(_1d(x))




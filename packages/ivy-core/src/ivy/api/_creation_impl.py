"""Compositions of ivy 1.0's experimental random draws (``gamma``, ``beta``, ``dirichlet``,
``poisson``, ``bernoulli``) and creation functions (windows, ``mel_weight_matrix``), over the
standard functions of a backend. Backends with a native sampler define their own (same
distribution, their own stream of numbers).

The random ones draw from the backend's ``random_uniform``/``random_normal``, so they follow its
generator: with ``seed=`` each draw gets its own key (``Key(seed).fold_in(i)``), and the same
seed gives the same numbers on the same backend."""

from __future__ import annotations

import math as _math
from builtins import complex as builtins_complex

from .. import dtypes as _dt
from .._dispatch import composition
from ..errors import DtypeError, InvalidArgumentError, ShapeError, UnsupportedDtypeError
from ..plugin import bernoulli_parameter as _bernoulli_parameter
from . import creation as _creation  # noqa: F401 - the stubs must be declared first
from . import random as _random
from ._shape_impl import _device

# ------------------------------------------------ random draws


class _Keys:
    """The seeds of one call's successive draws: None (the backend's state) or distinct keys."""

    def __init__(self, seed):
        self.base = None if seed is None else _random.Key(_random.seed_int(seed))
        self.n = 0

    def __call__(self):
        if self.base is None:
            return None
        self.n += 1
        return self.base.fold_in(self.n)


def _work(xp):
    """The dtype samplers compute in: float64 where the backend has it."""
    return xp.native_dtype(_dt.float64 if _dt.float64 in xp._ndt else _dt.float32)


def _any(xp, b):
    return bool(xp.to_numpy(xp.any(b)))


def _full(xp, v, shape, w, dev):
    """``v`` (a Python number or a native array) as a ``w`` array broadcast to ``shape``."""
    if isinstance(v, (int, float)):
        return xp.full(shape, float(v), dtype=w, device=dev)
    return xp.broadcast_to(xp.astype(v, w), shape)


def _std_gamma(xp, a, keys, dev):
    """Gamma(a, 1) samples for positive ``a`` (a work-dtype array): Marsaglia and Tsang's
    squeeze-and-reject method on ``a + 1`` where ``a < 1``, scaled by ``U ** (1 / a)`` there."""
    shape, w = tuple(xp.shape(a)), xp.dtype_of(a)
    boost = xp.less(a, 1.0)
    d = xp.subtract(xp.where(boost, xp.add(a, 1.0), a), 1.0 / 3.0)
    c = xp.divide(1.0, xp.sqrt(xp.multiply(d, 9.0)))
    out = xp.zeros(shape, dtype=w, device=dev)
    todo = xp.ones(shape, dtype=xp.native_dtype(_dt.bool), device=dev)
    while True:
        x = xp.random_normal(shape=shape, dtype=w, device=dev, seed=keys())
        u = xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys())
        v = xp.add(xp.multiply(c, x), 1.0)
        v = xp.multiply(xp.multiply(v, v), v)
        pos = xp.greater(v, 0.0)
        logv = xp.log(xp.where(pos, v, xp.ones_like(v)))
        bound = xp.add(xp.multiply(xp.multiply(x, x), 0.5), xp.multiply(d, xp.add(xp.subtract(1.0, v), logv)))
        ok = xp.logical_and(pos, xp.less(xp.log(u), bound))
        out = xp.where(xp.logical_and(todo, ok), xp.multiply(d, v), out)
        todo = xp.logical_and(todo, xp.logical_not(ok))
        if not _any(xp, todo):
            break
    u = xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys())
    return xp.where(boost, xp.multiply(out, xp.exp(xp.divide(xp.log(u), a))), out)


def _positive(xp, v):
    """``(valid, v with 1 where not valid)``: valid where ``v > 0`` (NaN is not)."""
    valid = xp.greater(v, 0.0)
    return valid, xp.where(valid, v, xp.ones_like(v))


def _nan_where_not(xp, valid, x):
    return xp.where(valid, x, xp.full_like(x, float("nan")))


def _setup(xp, shape, device, dtype, *params):
    shape = _random._broadcast_shape(xp, _random._shape(shape), *params)
    d = _random._float_dtype(xp, dtype, *params)
    dev = _random._param_device(xp, device, *params)
    return shape, d, dev


@composition("gamma")
def _gamma(xp, alpha, beta, /, *, shape=None, device=None, dtype=None, seed=None):
    shape, d, dev = _setup(xp, shape, device, dtype, alpha, beta)
    w = _work(xp)
    va, a = _positive(xp, _full(xp, alpha, shape, w, dev))
    vb, b = _positive(xp, _full(xp, beta, shape, w, dev))
    g = xp.divide(_std_gamma(xp, a, _Keys(seed), dev), b)
    return xp.astype(_nan_where_not(xp, xp.logical_and(va, vb), g), xp.native_dtype(d))


@composition("beta")
def _beta(xp, a, b, /, *, shape=None, device=None, dtype=None, seed=None):
    shape, d, dev = _setup(xp, shape, device, dtype, a, b)
    w = _work(xp)
    va, a = _positive(xp, _full(xp, a, shape, w, dev))
    vb, b = _positive(xp, _full(xp, b, shape, w, dev))
    keys = _Keys(seed)
    x = _std_gamma(xp, a, keys, dev)
    y = _std_gamma(xp, b, keys, dev)
    r = xp.divide(x, xp.add(x, y))
    return xp.astype(_nan_where_not(xp, xp.logical_and(va, vb), r), xp.native_dtype(d))


@composition("dirichlet")
def _dirichlet(xp, alpha, /, *, size=None, dtype=None, seed=None):
    w = _work(xp)
    d = _random._float_dtype(xp, dtype, *(() if isinstance(alpha, (list, tuple)) else (alpha,)))
    if isinstance(alpha, (list, tuple)):
        alpha = xp.asarray([float(v) for v in alpha], dtype=w)
    elif isinstance(alpha, (int, float)):
        raise ShapeError("ivy.dirichlet: alpha must be a sequence of k concentrations, got a scalar")
    if len(xp.shape(alpha)) != 1:
        raise ShapeError(f"ivy.dirichlet: alpha must be 1-D (k concentrations), got shape {tuple(xp.shape(alpha))}")
    size = () if size is None else _random._shape(size)
    shape = size + tuple(xp.shape(alpha))
    dev = _device(xp, alpha)
    valid, a = _positive(xp, _full(xp, alpha, shape, w, dev))
    g = _std_gamma(xp, a, _Keys(seed), dev)
    r = xp.divide(g, xp.sum(g, axis=-1, keepdims=True))
    r = _nan_where_not(xp, xp.all(valid, axis=-1, keepdims=True), r)
    return xp.astype(r, xp.native_dtype(d))


# Hormann's PTRS constants (transformed rejection with squeeze, lam >= 10)
_PTRS_FROM = 10.0


def _poisson_small(xp, lam, keys, dev):
    """Knuth's method: the number of uniforms whose running product stays above ``exp(-lam)``."""
    shape, w = tuple(xp.shape(lam)), xp.dtype_of(lam)
    limit = xp.exp(xp.negative(lam))
    prod = xp.ones(shape, dtype=w, device=dev)
    count = xp.zeros(shape, dtype=w, device=dev)
    while True:
        prod = xp.multiply(prod, xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys()))
        more = xp.greater(prod, limit)
        if not _any(xp, more):
            return count
        count = xp.add(count, xp.astype(more, w))


def _poisson_ptrs(xp, lam, keys, dev):
    """Hormann's transformed rejection with squeeze (PTRS), for ``lam >= 10``."""
    shape, w = tuple(xp.shape(lam)), xp.dtype_of(lam)
    slam = xp.sqrt(lam)
    loglam = xp.log(lam)
    b = xp.add(xp.multiply(slam, 2.53), 0.931)
    a = xp.add(xp.multiply(b, 0.02483), -0.059)
    inv_alpha = xp.add(xp.divide(1.1328, xp.subtract(b, 3.4)), 1.1239)
    vr = xp.subtract(0.9277, xp.divide(3.6224, xp.subtract(b, 2.0)))
    out = xp.zeros(shape, dtype=w, device=dev)
    todo = xp.ones(shape, dtype=xp.native_dtype(_dt.bool), device=dev)
    while True:
        u = xp.subtract(xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys()), 0.5)
        v = xp.random_uniform(shape=shape, dtype=w, device=dev, seed=keys())
        us = xp.subtract(0.5, xp.abs(u))
        us = xp.maximum(us, 1e-300 if w == xp.native_dtype(_dt.float64) else 1e-30)
        k = xp.floor(xp.add(xp.multiply(xp.add(xp.divide(xp.multiply(a, 2.0), us), b), u), xp.add(lam, 0.43)))
        quick = xp.logical_and(xp.greater_equal(us, 0.07), xp.less_equal(v, vr))
        bad = xp.logical_or(xp.less(k, 0.0), xp.logical_and(xp.less(us, 0.013), xp.greater(v, us)))
        kk = xp.maximum(k, 0.0)
        lhs = xp.subtract(xp.add(xp.log(xp.maximum(v, 1e-300 if w == xp.native_dtype(_dt.float64) else 1e-30)),
                                 xp.log(inv_alpha)),
                          xp.log(xp.add(xp.divide(a, xp.multiply(us, us)), b)))
        rhs = xp.subtract(xp.subtract(xp.multiply(kk, loglam), lam), xp.lgamma(xp.add(kk, 1.0)))
        ok = xp.logical_or(quick, xp.logical_and(xp.logical_not(bad), xp.less_equal(lhs, rhs)))
        out = xp.where(xp.logical_and(todo, ok), k, out)
        todo = xp.logical_and(todo, xp.logical_not(ok))
        if not _any(xp, todo):
            return out


@composition("poisson")
def _poisson(xp, lam, *, shape=None, device=None, dtype=None, seed=None, fill_value=0):
    shape = _random._broadcast_shape(xp, _random._shape(shape), lam)
    d = _poisson_dtype(xp, dtype, lam)
    dev = _random._param_device(xp, device, lam)
    w = _work(xp)
    lam = _full(xp, lam, shape, w, dev)
    finite = xp.isfinite(lam)
    neg = xp.less(lam, 0.0)
    safe = xp.where(xp.logical_and(finite, xp.logical_not(neg)), lam, xp.zeros_like(lam))
    small = xp.less(safe, _PTRS_FROM)
    keys = _Keys(seed)
    r = _poisson_small(xp, xp.where(small, safe, xp.zeros_like(safe)), keys, dev)
    if not bool(xp.to_numpy(xp.all(small))):
        big = _poisson_ptrs(xp, xp.where(small, xp.full_like(safe, _PTRS_FROM), safe), keys, dev)
        r = xp.where(small, r, big)
    r = xp.where(finite, r, xp.full_like(r, float("nan")))
    r = xp.where(neg, xp.full_like(r, float(fill_value)), r)
    return xp.astype(r, xp.native_dtype(d))


def _poisson_dtype(xp, dtype, lam):
    """Poisson counts: any real dtype given (whole numbers), else float32 or ``lam``'s float dtype."""
    if dtype is not None:
        d = xp.ivy_dtype(dtype)
        if d.kind not in "iuf":
            raise InvalidArgumentError(f"ivy.poisson: dtype must be a real numeric dtype; got {d.name}")
        return d
    return _random._float_dtype(xp, None, lam)


@composition("bernoulli")
def _bernoulli(xp, probs, *, logits=None, shape=None, device=None, dtype=None, seed=None):
    param = _bernoulli_parameter(probs, logits)
    p = probs
    if p is None:
        p = logits if isinstance(logits, (int, float)) else xp.sigmoid(xp.astype(logits, _work(xp)))
        if isinstance(logits, (int, float)):
            p = 1.0 / (1.0 + _math.exp(-logits)) if logits > -700 else 0.0
    shape, d, dev = _setup(xp, shape, device, dtype, param)
    w = _work(xp)
    u = xp.random_uniform(shape=shape, dtype=w, device=dev, seed=_Keys(seed)())
    hit = xp.less(u, p if isinstance(p, (int, float)) else xp.astype(p, w))
    return xp.astype(hit, xp.native_dtype(d))


# ------------------------------------------------ TensorFlow's windows and mel matrix


def _out_float(xp, dtype, name):
    if dtype is None:
        return xp.native_dtype(_dt.float32)
    if xp.ivy_dtype(dtype).kind != "f":
        raise InvalidArgumentError(f"ivy.{name}: dtype must be a real floating dtype, got {xp.ivy_dtype(dtype).name}")
    return dtype


def _length(n, name):
    n = int(n)
    if n < 0:
        raise InvalidArgumentError(f"ivy.{name}: the window length must be >= 0, got {n}")
    return n


@composition("vorbis_window")
def _vorbis_window(xp, window_length, *, dtype=None):
    n = _length(window_length, "vorbis_window")
    out = _out_float(xp, dtype, "vorbis_window")
    w = _work(xp)
    from ..device import set_native_device

    i = xp.add(xp.arange(n, dtype=w, device=set_native_device(xp)), 0.5)
    s = xp.sin(xp.multiply(i, _math.pi / max(n, 1)))
    return xp.astype(xp.sin(xp.multiply(xp.multiply(s, s), _math.pi / 2)), out)


@composition("kaiser_bessel_derived_window")
def _kaiser_bessel_derived_window(xp, window_length, beta=12.0, *, dtype=None):
    n = _length(window_length, "kaiser_bessel_derived_window")
    out = _out_float(xp, dtype, "kaiser_bessel_derived_window")
    w = _work(xp)
    half = n // 2
    if half == 0:
        from ..device import set_native_device

        return xp.zeros((0,), dtype=out, device=set_native_device(xp))
    k = xp.kaiser_window(half + 1, False, float(beta), dtype=w)
    c = xp.cumsum(k, axis=0)
    total = xp.getitem(c, (slice(half, half + 1),))
    h = xp.sqrt(xp.divide(xp.getitem(c, (slice(0, half),)), total))
    return xp.astype(xp.concat([h, xp.flip(h, axis=0)]), out)


def _hz_to_mel(f):
    return 1127.0 * _math.log1p(f / 700.0)


@composition("mel_weight_matrix")
def _mel_weight_matrix(xp, num_mel_bins, dft_length, sample_rate, lower_edge_hertz=0.0, upper_edge_hertz=3000.0):
    bins, mels, rate = int(dft_length), int(num_mel_bins), float(sample_rate)
    lo, hi = float(lower_edge_hertz), float(upper_edge_hertz)
    if mels <= 0 or bins <= 0 or rate <= 0:
        raise InvalidArgumentError(f"ivy.mel_weight_matrix: num_mel_bins ({mels}), dft_length ({bins}) and "
                                   f"sample_rate ({rate}) must be positive")
    if not 0.0 <= lo < hi <= rate / 2:
        raise InvalidArgumentError(f"ivy.mel_weight_matrix: the edges must satisfy 0 <= lower ({lo}) < upper "
                                   f"({hi}) <= sample_rate / 2 ({rate / 2})")
    w = _work(xp)
    # the spectrogram bins' frequencies 0 ... nyquist, in mel (the DC bin, row 0, stays zero)
    step = (rate / 2) / (bins - 1) if bins > 1 else 0.0
    f = xp.multiply(xp.arange(1, bins, dtype=w), step)
    spec = xp.expand_dims(xp.multiply(xp.log1p(xp.divide(f, 700.0)), 1127.0), axis=-1)  # (bins - 1, 1)
    m_lo, m_hi = _hz_to_mel(lo), _hz_to_mel(hi)
    edges = [m_lo + (m_hi - m_lo) * j / (mels + 1) for j in range(mels + 2)]
    left = xp.asarray([edges[:mels]], dtype=w)
    center = xp.asarray([edges[1:mels + 1]], dtype=w)
    right = xp.asarray([edges[2:]], dtype=w)
    up = xp.divide(xp.subtract(spec, left), xp.subtract(center, left))
    down = xp.divide(xp.subtract(right, spec), xp.subtract(right, center))
    weights = xp.maximum(xp.minimum(up, down), xp.zeros_like(up))
    weights = xp.concat([xp.zeros((1, mels), dtype=w), weights], axis=0)
    return xp.astype(weights, xp.native_dtype(_dt.float32))


# ------------------------------------------------ NumPy's ndindex / ndenumerate (generators)


def _index_shape(shape):
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    try:
        shape = tuple(int(s) for s in shape)
    except TypeError as e:
        raise InvalidArgumentError(f"ivy.ndindex: shape must be an int or a sequence of ints, got {shape!r}") from e
    if any(s < 0 for s in shape):
        raise InvalidArgumentError(f"ivy.ndindex: negative dimensions in {shape}")
    return shape


def _indices_of(shape):
    idx = [0] * len(shape)
    if any(s == 0 for s in shape):
        return
    while True:
        yield tuple(idx)
        for ax in range(len(shape) - 1, -1, -1):
            idx[ax] += 1
            if idx[ax] < shape[ax]:
                break
            idx[ax] = 0
        else:
            return


@composition("ndindex")
def _ndindex(xp, shape):
    return _indices_of(_index_shape(shape))


def _walk(seq, prefix):
    for i, v in enumerate(seq):
        if isinstance(v, (list, tuple)):
            yield from _walk(v, prefix + (i,))
        else:
            yield prefix + (i,), v


@composition("ndenumerate")
def _ndenumerate(xp, input):  # noqa: A002 - Ivy's name
    if isinstance(input, (list, tuple)):
        return _walk(input, ())
    host = xp.to_numpy(input)
    return ((i, host[i]) for i in _indices_of(tuple(host.shape)))


# ------------------------------------------------ frombuffer


@composition("frombuffer")
def _frombuffer(xp, buffer, dtype=None, count=-1, offset=0):
    import numpy as np

    d = _dt.float64 if dtype is None else xp.ivy_dtype(dtype)
    count = -1 if count is None else count
    offset = 0 if offset is None else offset
    for what, v in (("count", count), ("offset", offset)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise InvalidArgumentError(f"ivy.frombuffer: {what} must be an int, got {v!r}")
    if offset < 0:
        raise InvalidArgumentError(f"ivy.frombuffer: offset must be >= 0, got {offset}")
    try:
        view = memoryview(buffer)
    except TypeError as e:
        raise InvalidArgumentError(f"ivy.frombuffer: {type(buffer).__name__} has no buffer interface") from e
    nbytes = view.nbytes
    width = max(d.bits // 8, 1)
    if offset > nbytes:
        raise InvalidArgumentError(f"ivy.frombuffer: offset {offset} is past the buffer's {nbytes} bytes")
    if count < 0:
        if (nbytes - offset) % width:
            raise InvalidArgumentError(
                f"ivy.frombuffer: the {nbytes - offset} bytes after offset {offset} are not a multiple of "
                f"{d.name}'s {width} bytes"
            )
        count = (nbytes - offset) // width
    elif offset + count * width > nbytes:
        raise InvalidArgumentError(
            f"ivy.frombuffer: {count} {d.name} items from offset {offset} need {offset + count * width} bytes, "
            f"the buffer has {nbytes}"
        )
    if d not in xp._ndt:
        raise UnsupportedDtypeError(f"ivy.frombuffer: backend {xp.name!r} has no {d.name}")
    from ..device import set_native_device

    dev = set_native_device(xp)  # (as for zeros: no device argument here)
    raw = np.frombuffer(view.cast("B"), dtype=np.uint8, count=count * width, offset=offset)
    if d.name == "bfloat16":  # (NumPy has none: the upper half of a float32, widened exactly)
        f32 = (raw.view(np.uint16).astype(np.uint32) << 16).view(np.float32)
        return xp.astype(xp.asarray(f32, device=dev), xp.native_dtype(d))
    a = raw.view(np.dtype(d.name)).copy()
    return xp.asarray(a, dtype=xp.native_dtype(d), device=dev)


# ------------------------------------------------ complex


@composition("complex")
def _complex(xp, real, imag):
    dr, di = xp.dtype(real), xp.dtype(imag)
    for what, d in (("real", dr), ("imag", di)):
        if d.kind != "f":
            raise DtypeError(f"ivy.complex: {what} must be a real floating array, got {d.name}")
    wide = _dt.promote_types(dr, di) is _dt.float64
    c = xp.native_dtype(_dt.complex128 if wide else _dt.complex64, "complex")  # (UnsupportedDtypeError)
    f = xp.native_dtype(_dt.float64 if wide else _dt.float32)
    re, im = xp.broadcast_arrays(xp.astype(real, f), xp.astype(imag, f))
    rc = xp.astype(re, c)
    finite = xp.isfinite(im)
    # b * 1j is exactly (+-0, b) for a finite b; an infinite or NaN b would give a NaN real part
    # there (inf * 0), so those take (0, b) from a complex scalar, added part by part.
    z = xp.add(rc, xp.multiply(xp.astype(xp.where(finite, im, xp.zeros_like(im)), c), 1j))
    if not bool(xp.to_numpy(xp.all(finite))):
        inf = float("inf")
        for v, mask in ((inf, xp.equal(im, inf)), (-inf, xp.equal(im, -inf)), (float("nan"), xp.isnan(im))):
            z = xp.where(mask, xp.add(rc, builtins_complex(0.0, v)), z)
    return z

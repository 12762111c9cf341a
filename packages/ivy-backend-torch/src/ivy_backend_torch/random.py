"""Random numbers on PyTorch: a ``torch.Generator`` per device is the backend's state,
all reset by ``seed``; a ``seed=`` argument draws from a fresh generator made from it."""

from __future__ import annotations

import torch

import ivy
from ivy.api.random import seed_int
from ivy.plugin import RANDINT_MODULO_SPAN as _RANDINT_MODULO_SPAN
from ivy.plugin import bernoulli_parameter as _bernoulli_parameter
from ivy.plugin import multinomial_probs as _multinomial_probs
from ivy.plugin import randint_bounds as _randint_bounds

from ._util import in_transform, is_int_dtype

_GENS: dict = {}
_SEED = [None]
_CPU = torch.device("cpu")


def _gen(seed, device):
    dev = _CPU if device is None else torch.device(device)
    if seed is not None:
        return torch.Generator(dev).manual_seed(seed_int(seed)), dev
    g = _GENS.get(dev)
    if g is None:
        g = torch.Generator(dev)
        if _SEED[0] is None:
            g.seed()
        else:
            g.manual_seed(_SEED[0])
        _GENS[dev] = g
    return g, dev


def _shape(shape, *params):
    ps = [tuple(p.shape) for p in params if isinstance(p, torch.Tensor)]
    out = tuple(torch.broadcast_shapes(*ps)) if ps else ()
    if shape is None:
        return out
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if tuple(torch.broadcast_shapes(shape, out)) != shape:
        raise ivy.ShapeError(f"ivy random: shape {shape} does not hold the parameters' broadcast shape {out}")
    return shape


def _fdtype(dtype, *params):
    if dtype is not None:
        if not dtype.is_floating_point:
            raise ivy.InvalidArgumentError(f"ivy random: dtype must be a real floating dtype; got {dtype}")
        return dtype
    ds = [p.dtype for p in params if isinstance(p, torch.Tensor) and p.dtype.is_floating_point]
    d = ds[0] if ds else torch.float32
    for e in ds[1:]:
        d = torch.promote_types(d, e)
    return d


def _device(device, *params):
    if device is not None:
        return device
    for p in params:
        if isinstance(p, torch.Tensor):
            return p.device
    return None


def random_uniform(*, low=0.0, high=1.0, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = _fdtype(dtype, low, high)
    g, dev = _gen(seed, _device(device, low, high))
    u = torch.rand(shape, generator=g, dtype=torch.float64, device=dev)
    return (u * (high - low) + low).to(d)


def random_normal(*, mean=0.0, std=1.0, shape=None, dtype=None, seed=None, device=None):
    shape = _shape(shape, mean, std)
    d = _fdtype(dtype, mean, std)
    g, dev = _gen(seed, _device(device, mean, std))
    z = torch.randn(shape, generator=g, dtype=torch.float64, device=dev)
    return (z * std + mean).to(d)


_I64 = torch.int64
_MIN = -(2**63)
_M = 2**63 - 1  # torch.randint(0, _M) draws 63 random bits (all but the top value)


def _words(g, shape, dev):
    """Uniform 64-bit words as int64 (two's complement), from two 32-bit draws."""
    hi = torch.randint(-(2**31), 2**31, shape, generator=g, device=dev, dtype=_I64)
    return (hi << 32) | torch.randint(0, 2**32, shape, generator=g, device=dev, dtype=_I64)


def _offsets(g, shape, dev, span, exact, wrapped):
    """Offsets in ``[0, span)`` for an int64 tensor ``span`` broadcast to ``shape``, where a
    span of 2**63 or more (``wrapped`` says one may occur) has wrapped to ``<= 0`` and stands
    for ``span + 2**64``. A draw ``w`` below ``_M`` gives ``w % span``; with ``exact`` (the
    caller's rule: spans beyond ``ivy.plugin.RANDINT_MODULO_SPAN``, eager), draws that would
    favour the low offsets (``w - w % span > _M - span``) are drawn again, and a wrapped span
    takes a 64-bit word once it lies below the span. Each try succeeds with chance > 1/2.
    torch's own ``randint`` takes the modulo: 0.376 of its draws below 2**61 from a span of
    3 * 2**61, for 1/3."""
    s = span.clamp(min=1)
    w = torch.randint(0, _M, shape, generator=g, device=dev, dtype=_I64)
    k = torch.remainder(w, s)
    if not exact:
        return k
    limit = _M - s
    todo = (span <= 0) | (w - k > limit)
    span_u = span ^ _MIN  # unsigned order as signed: x < y unsigned iff x ^ MIN < y ^ MIN
    while bool(todo.any()):
        w = torch.randint(0, _M, shape, generator=g, device=dev, dtype=_I64)
        r = torch.remainder(w, s)
        ok = todo & (span > 0) & (w - r <= limit)
        k = torch.where(ok, r, k)
        if wrapped:
            v = _words(g, shape, dev)
            ok_wide = todo & (span <= 0) & ((v ^ _MIN) < span_u)
            k = torch.where(ok_wide, v, k)
            ok = ok | ok_wide
        todo = todo & ~ok
    return k


def randint(low, high, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = _I64 if dtype is None else dtype
    if not is_int_dtype(d):
        raise ivy.InvalidArgumentError(f"ivy.randint: dtype must be an integer dtype; got {d}")
    g, dev = _gen(seed, _device(device, low, high))
    if isinstance(low, int) and isinstance(high, int):  # (high > low and both in d: checked by ivy-core's dispatch)
        low, high = int(low), int(high)
        span = high - low
        if span == 2**64:  # the whole of int64
            return _words(g, shape, dev).to(d)
        if span > _RANDINT_MODULO_SPAN and not in_transform():
            lo = torch.tensor(low, dtype=_I64, device=dev)
            sp = torch.tensor(span if span <= _M else span - 2**64, dtype=_I64, device=dev)
            return (lo + _offsets(g, shape, dev, sp, True, span > _M)).to(d)
        if high == 2**63:  # high itself is no int64: draw from [low - 1, high - 1)
            return (torch.randint(low - 1, high - 1, shape, generator=g, device=dev, dtype=_I64) + 1).to(d)
        return torch.randint(low, high, shape, generator=g, device=dev, dtype=_I64).to(d)
    lo, hi = torch.as_tensor(low, device=dev), torch.as_tensor(high, device=dev)
    widest = 2**64
    traced = in_transform()
    if not traced:  # values to check
        ints = not (lo.is_floating_point() or hi.is_floating_point()) and lo.numel() and hi.numel()
        lo_min, hi_max = (int(lo.min()), int(hi.max())) if ints else (None, None)
        _randint_bounds(bool(torch.any(hi <= lo)), lo_min, hi_max, d)
        if ints:
            widest = hi_max - lo_min
    lo, hi = lo.to(_I64), hi.to(_I64)  # (float bounds truncated, as NumPy's integers takes them)
    exact = widest > _RANDINT_MODULO_SPAN and not traced
    return (lo + _offsets(g, shape, dev, hi - lo, exact, widest > _M)).to(d)


def _check_probs(p, num_samples, replace):
    """ivy.plugin.multinomial_probs's rule, tested on p's device and read back once: without
    replacement torch draws zero-probability entries, and CUDA's kernel meets probabilities it
    cannot draw from with a device-side assert, which poisons the process's CUDA context."""
    ok = (torch.isfinite(p) & (p >= 0)).all() & (p.sum(-1) > 0).all()
    if not replace:
        ok &= ((p > 0).sum(-1) >= num_samples).all()
    if not ok:
        _multinomial_probs(p.cpu().tolist(), num_samples, replace)  # raises, naming the rule


def multinomial(population_size, num_samples, /, *, batch_size=1, probs=None, replace=True, device=None, seed=None):
    if not replace and num_samples > population_size:
        raise ivy.InvalidArgumentError(
            f"ivy.multinomial: cannot draw {num_samples} samples without replacement from {population_size}")
    g, dev = _gen(seed, _device(device, probs))
    if probs is None:
        p = torch.ones((batch_size, population_size), dtype=torch.float64, device=dev)
    else:
        p = probs.to(torch.float64).reshape(-1, population_size)
        if not in_transform() and (not replace or not p.is_cpu):
            _check_probs(p.detach(), num_samples, replace)
    if num_samples == 0:  # torch.multinomial refuses to draw nothing
        return torch.zeros((p.shape[0], 0), dtype=torch.int64, device=dev)
    return torch.multinomial(p, num_samples, replacement=replace, generator=g)


def shuffle(x, axis=0, /, *, seed=None):
    if axis is None:
        x = x.reshape(-1)
        axis = 0
    if x.dim() == 0:
        return x.clone()
    if not -x.dim() <= axis < x.dim():
        raise ivy.AxisError(f"ivy.shuffle: axis {axis} is out of range for an array of {x.dim()} dimensions")
    g, dev = _gen(seed, x.device)
    perm = torch.randperm(x.shape[axis], generator=g, device=dev)
    return x.index_select(axis, perm)


def seed(*, seed_value=0):
    _SEED[0] = seed_int(seed_value)
    _GENS.clear()


# ivy 1.0's experimental draws: torch's samplers (``_standard_gamma``, ``_sample_dirichlet``,
# ``poisson``), in float64; parameters outside a distribution's domain give NaN.

_F64 = torch.float64


def _params(shape, dev, *params):
    return tuple(torch.as_tensor(p, dtype=_F64, device=dev).broadcast_to(shape) for p in params)


def _positive(v):
    ok = v > 0
    return ok, torch.where(ok, v, torch.ones_like(v))


def _std_gamma(a, g):
    return torch._standard_gamma(a.contiguous(), generator=g)


def gamma(alpha, beta, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, alpha, beta)
    d = _fdtype(dtype, alpha, beta)
    g, dev = _gen(seed, _device(device, alpha, beta))
    (oa, a), (ob, b) = (_positive(v) for v in _params(shape, dev, alpha, beta))
    r = _std_gamma(a, g) / b
    return torch.where(oa & ob, r, torch.full_like(r, float("nan"))).to(d)


def beta(a, b, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, a, b)
    d = _fdtype(dtype, a, b)
    g, dev = _gen(seed, _device(device, a, b))
    (oa, a), (ob, b) = (_positive(v) for v in _params(shape, dev, a, b))
    x, y = _std_gamma(a, g), _std_gamma(b, g)
    r = x / (x + y)
    return torch.where(oa & ob, r, torch.full_like(r, float("nan"))).to(d)


def poisson(lam, *, shape=None, device=None, dtype=None, seed=None, fill_value=0):
    shape = _shape(shape, lam)
    if dtype is not None and (dtype.is_complex or dtype is torch.bool):
        raise ivy.InvalidArgumentError(f"ivy.poisson: dtype must be a real numeric dtype; got {dtype}")
    d = _fdtype(None, lam) if dtype is None else dtype
    g, dev = _gen(seed, _device(device, lam))
    (lam,) = _params(shape, dev, lam)
    finite, neg = torch.isfinite(lam), lam < 0
    k = torch.poisson(torch.where(finite & ~neg, lam, torch.zeros_like(lam)).contiguous(), generator=g)
    k = torch.where(finite, k, torch.full_like(k, float("nan")))
    r = torch.where(neg, torch.full_like(k, float(fill_value)), k)
    return r.to(d)


def dirichlet(alpha, /, *, size=None, dtype=None, seed=None):
    d = _fdtype(dtype, *(() if isinstance(alpha, (list, tuple)) else (alpha,)))
    if isinstance(alpha, (int, float)):
        raise ivy.ShapeError("ivy.dirichlet: alpha must be a sequence of k concentrations, got a scalar")
    dev = alpha.device if isinstance(alpha, torch.Tensor) else None
    alpha = torch.as_tensor(alpha, dtype=_F64, device=dev)
    if alpha.dim() != 1:
        raise ivy.ShapeError(f"ivy.dirichlet: alpha must be 1-D (k concentrations), got shape {tuple(alpha.shape)}")
    size = () if size is None else ((size,) if isinstance(size, int) else tuple(size))
    g, dev = _gen(seed, alpha.device)
    ok, a = _positive(alpha)
    a = a.broadcast_to(size + tuple(alpha.shape))
    if a.numel() == 0:
        return torch.zeros(a.shape, dtype=d, device=dev)
    r = torch._sample_dirichlet(a.contiguous(), generator=g)
    return torch.where(ok.all(), r, torch.full_like(r, float("nan"))).to(d)


def bernoulli(probs, *, logits=None, shape=None, device=None, dtype=None, seed=None):
    param = _bernoulli_parameter(probs, logits)
    shape = _shape(shape, param)
    d = _fdtype(dtype, param)
    g, dev = _gen(seed, _device(device, param))
    p = torch.as_tensor(param, dtype=_F64, device=dev)
    if probs is None:
        p = torch.sigmoid(p)
    u = torch.rand(shape, generator=g, dtype=_F64, device=dev)
    return (u < p).to(d)

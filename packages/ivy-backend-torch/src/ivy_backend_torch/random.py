"""Random numbers on PyTorch: a ``torch.Generator`` per device is the backend's state,
all reset by ``seed``; a ``seed=`` argument draws from a fresh generator made from it."""

from __future__ import annotations

import torch

import ivy
from ivy.api.random import seed_int
from ivy.plugin import multinomial_probs as _multinomial_probs

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


def randint(low, high, /, *, shape=None, device=None, dtype=None, seed=None):
    shape = _shape(shape, low, high)
    d = torch.int64 if dtype is None else dtype
    if not is_int_dtype(d):
        raise ivy.InvalidArgumentError(f"ivy.randint: dtype must be an integer dtype; got {d}")
    g, dev = _gen(seed, _device(device, low, high))
    if isinstance(low, int) and isinstance(high, int):  # (high > low: checked by ivy-core's dispatch)
        if high == 2**63 and low > -(2**63):  # high itself is no int64: draw from [low - 1, high - 1)
            return (torch.randint(low - 1, high - 1, shape, generator=g, device=dev, dtype=torch.int64) + 1).to(d)
        return torch.randint(low, high, shape, generator=g, device=dev, dtype=torch.int64).to(d)
    if bool(torch.any(torch.as_tensor(high) <= torch.as_tensor(low))):
        raise ivy.InvalidArgumentError("ivy.randint: high must be greater than low")
    u = torch.rand(shape, generator=g, dtype=torch.float64, device=dev)
    lo = torch.as_tensor(low, dtype=torch.float64, device=dev)
    hi = torch.as_tensor(high, dtype=torch.float64, device=dev)
    return torch.minimum(torch.floor(lo + u * (hi - lo)), hi - 1).to(d)


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

"""``jax.nn.initializers``: initializer factories returning ``init(key, shape, dtype)``.

>>> import ivy_frontends.jax.random as random
>>> from ivy_frontends.jax.nn import initializers
>>> initializers.glorot_uniform()(random.PRNGKey(0), (3, 4)).shape
(3, 4)
"""

from __future__ import annotations

import math
import operator

import ivy

from ..._errors import FrontendValueError
from .. import _dtypes as D
from .. import random as _random
from .._convert import arr, wrap


def _shape(shape):
    return tuple(operator.index(s) for s in shape)


def _dtype(dtype, default):
    return default if dtype is None else dtype


class Initializer:
    """The type of an initializer: ``init(key, shape, dtype=None) -> Array``."""

    def __call__(self, key, shape, dtype=None):  # pragma: no cover - protocol only
        raise NotImplementedError


def zeros(key, shape, dtype=None, out_sharding=None):
    d = (D.default_float() if dtype is None else D.request(dtype))._ivy
    z = ivy.zeros(_shape(shape), dtype=d)
    return wrap(z._data if z.__class__ is ivy.Array else z)


def ones(key, shape, dtype=None, out_sharding=None):
    d = (D.default_float() if dtype is None else D.request(dtype))._ivy
    z = ivy.ones(_shape(shape), dtype=d)
    return wrap(z._data if z.__class__ is ivy.Array else z)


def constant(value, dtype=None):
    def init(key, shape, dtype=dtype):
        d = (D.default_float() if dtype is None else D.request(dtype))._ivy
        return wrap(ivy.broadcast_to(ivy.astype(arr(value), d), _shape(shape)))

    return init


def uniform(scale=1e-2, dtype=None):
    """Uniform on ``[0, scale)``."""

    def init(key, shape, dtype=dtype):
        return _random.uniform(key, _shape(shape), dtype, 0.0, scale)

    return init


def normal(stddev=1e-2, dtype=None):
    def init(key, shape, dtype=dtype):
        return wrap(ivy.multiply(_random.normal(key, _shape(shape), dtype)._data, stddev))

    return init


def truncated_normal(stddev=1e-2, dtype=None, lower=-2.0, upper=2.0):
    def init(key, shape, dtype=dtype):
        return wrap(ivy.multiply(_random.truncated_normal(key, lower, upper, _shape(shape), dtype)._data, stddev))

    return init


def _fans(shape, in_axis, out_axis, batch_axis):
    nd = len(shape)
    if nd < 2:
        raise FrontendValueError(
            f"Can't compute input and output sizes of a {nd}-dimensional weights tensor. Must be at least 2D."
        )

    def norm(ax):
        ax = (ax,) if isinstance(ax, int) else tuple(ax)
        return tuple(a % nd for a in ax)

    ia, oa, ba = norm(in_axis), norm(out_axis), norm(batch_axis)
    fan_in = math.prod(shape[i] for i in ia)
    fan_out = math.prod(shape[i] for i in oa)
    receptive = math.prod(s for i, s in enumerate(shape) if i not in ia + oa + ba)
    return fan_in * receptive, fan_out * receptive


def variance_scaling(scale, mode, distribution, in_axis=-2, out_axis=-1, batch_axis=(), dtype=None):
    """Draws with variance ``scale / fan`` (``fan_in``, ``fan_out``, ``fan_avg``, ``fan_geo_avg``)
    from a ``truncated_normal``, ``normal`` or ``uniform`` distribution."""
    if mode not in ("fan_in", "fan_out", "fan_avg", "fan_geo_avg"):
        raise FrontendValueError(f"invalid mode for variance scaling initializer: {mode}")
    if distribution not in ("truncated_normal", "normal", "uniform"):
        raise FrontendValueError(f"invalid distribution for variance scaling initializer: {distribution}")

    def init(key, shape, dtype=dtype):
        shape = _shape(shape)
        fi, fo = _fans(shape, in_axis, out_axis, batch_axis)
        denom = {"fan_in": fi, "fan_out": fo, "fan_avg": (fi + fo) / 2, "fan_geo_avg": math.sqrt(fi * fo)}[mode]
        variance = scale / denom
        if distribution == "truncated_normal":
            # the standard deviation of a standard normal truncated to (-2, 2)
            std = math.sqrt(variance) / 0.87962566103423978
            r = _random.truncated_normal(key, -2.0, 2.0, shape, dtype)._data
            return wrap(ivy.multiply(r, std))
        if distribution == "normal":
            return wrap(ivy.multiply(_random.normal(key, shape, dtype)._data, math.sqrt(variance)))
        lim = math.sqrt(3 * variance)
        return _random.uniform(key, shape, dtype, -lim, lim)

    return init


def glorot_uniform(in_axis=-2, out_axis=-1, batch_axis=(), dtype=None):
    return variance_scaling(1.0, "fan_avg", "uniform", in_axis, out_axis, batch_axis, dtype)


def glorot_normal(in_axis=-2, out_axis=-1, batch_axis=(), dtype=None):
    return variance_scaling(1.0, "fan_avg", "truncated_normal", in_axis, out_axis, batch_axis, dtype)


def lecun_uniform(in_axis=-2, out_axis=-1, batch_axis=(), dtype=None):
    return variance_scaling(1.0, "fan_in", "uniform", in_axis, out_axis, batch_axis, dtype)


def lecun_normal(in_axis=-2, out_axis=-1, batch_axis=(), dtype=None):
    return variance_scaling(1.0, "fan_in", "truncated_normal", in_axis, out_axis, batch_axis, dtype)


def he_uniform(in_axis=-2, out_axis=-1, batch_axis=(), dtype=None):
    return variance_scaling(2.0, "fan_in", "uniform", in_axis, out_axis, batch_axis, dtype)


def he_normal(in_axis=-2, out_axis=-1, batch_axis=(), dtype=None):
    return variance_scaling(2.0, "fan_in", "truncated_normal", in_axis, out_axis, batch_axis, dtype)


xavier_uniform = glorot_uniform
xavier_normal = glorot_normal
kaiming_uniform = he_uniform
kaiming_normal = he_normal


def orthogonal(scale=1.0, column_axis=-1, dtype=None):
    """Orthogonal matrices (the other axes flattened into rows), times ``scale``."""

    def init(key, shape, dtype=dtype):
        shape = _shape(shape)
        if len(shape) < 2:
            raise FrontendValueError("orthogonal initializer requires at least a 2D shape")
        ca = column_axis % len(shape)
        ncols = shape[ca]
        nrows = math.prod(shape) // ncols if ncols else 0
        q = _random.orthogonal(key, builtins_max(nrows, ncols), (), dtype)._data
        q = (
            ivy.get_item(q, (slice(0, nrows), slice(0, ncols)))
            if nrows >= ncols
            else ivy.get_item(q, (slice(0, nrows), slice(0, ncols)))
        )
        other = tuple(s for i, s in enumerate(shape) if i != ca)
        q = ivy.reshape(q, other + (ncols,))
        q = ivy.moveaxis(q, -1, ca)
        return wrap(ivy.multiply(q, scale))

    return init


def builtins_max(a, b):
    return a if a > b else b


def delta_orthogonal(scale=1.0, column_axis=-1, dtype=None):
    """Delta-orthogonal kernels for convolutions (an orthogonal matrix at the spatial center)."""

    def init(key, shape, dtype=dtype):
        shape = _shape(shape)
        if len(shape) not in (3, 4, 5):
            raise FrontendValueError("Delta orthogonal initializer requires a 3D, 4D or 5D shape.")
        if shape[-1] < shape[-2]:
            raise FrontendValueError("`fan_in` must be less or equal than `fan_out`. ")
        ortho = orthogonal(scale, column_axis, dtype)(key, shape[-2:], dtype)._data
        k = math.prod(shape[:-2])
        center = k // 2 if all(s % 2 for s in shape[:-2]) else None
        mids = [s // 2 for s in shape[:-2]]
        flat_center = 0
        for m, s in zip(mids, shape[:-2]):
            flat_center = flat_center * s + m
        _ = center
        z = ivy.zeros((k,) + shape[-2:], dtype=ivy.dtype(ortho))
        z = z._data if z.__class__ is ivy.Array else z
        z = ivy.concat(
            [
                ivy.get_item(z, (slice(0, flat_center),)),
                ivy.expand_dims(ortho, axis=0),
                ivy.get_item(z, (slice(flat_center + 1, k),)),
            ],
            axis=0,
        )
        return wrap(ivy.reshape(z, shape))

    return init

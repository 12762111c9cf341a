"""Normalization on JAX: ``layer_norm`` as one jitted function (ivy-core's formula, so the
values are the composition's), one dispatch instead of the composition's eight eager ops.
Batch/instance/group norm are ivy-core's compositions."""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp

from ivy.api._nn_impl import norm_axes
from ivy.plugin import partial

from ._util import FLOATS

AI = jax.Array  # tracers too: the jitted function nests inside jit, grad and vmap

_NUM = (int, float)


@functools.partial(jax.jit, static_argnames=("axes", "eps", "new_std"))
def _layer_norm(x, scale, offset, axes, eps, new_std):
    mean = jnp.mean(x, axis=axes, keepdims=True)
    c = x - mean
    y = c / jnp.sqrt(jnp.mean(c * c, axis=axes, keepdims=True) + eps)
    if scale is not None:
        y = y * scale.astype(y.dtype)
    if offset is not None:
        y = y + offset.astype(y.dtype)
    return y if new_std == 1 else y * new_std


def _covered(x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-05, new_std=1.0):
    """A float array, Python-number eps/new_std (static under jit), array or absent affine terms."""
    return isinstance(x, AI) and x.dtype in FLOATS and eps.__class__ in _NUM and new_std.__class__ in _NUM \
        and all(p is None or isinstance(p, AI) and p.dtype in FLOATS for p in (scale, offset))


@partial(_covered)
def layer_norm(x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-05, new_std=1.0):
    return _layer_norm(x, scale, offset, norm_axes(normalized_idxs, x.ndim, "layer_norm"), eps, new_std)

"""Layer functions on JAX: ``linear`` with a 2-d weight as one jitted ``dot_general`` (the
weight's last axis contracted, no transpose) plus the bias: one dispatch where the composition
makes three eager ones. Batched weights and the other layers are ivy-core's compositions."""

from __future__ import annotations

import jax
from jax import lax

from ivy.plugin import partial

from ._util import FLOATS

AI = jax.Array  # tracers too: the jitted function nests inside jit, grad and vmap


@jax.jit
def _linear(x, weight, bias):
    y = lax.dot_general(x, weight, (((x.ndim - 1,), (1,)), ((), ())))
    return y if bias is None else y + bias


def _covered(x, weight, /, *, bias=None):
    """One float dtype, a 2-d weight matching x's last axis, an optional 1-d bias."""
    if not (isinstance(x, AI) and isinstance(weight, AI)):
        return False
    d = x.dtype
    return d in FLOATS and weight.dtype == d and weight.ndim == 2 and x.ndim >= 1 and x.shape[-1] == weight.shape[1] \
        and (bias is None or isinstance(bias, AI) and bias.dtype == d and bias.ndim <= 1)


@partial(_covered)
def linear(x, weight, /, *, bias=None):
    return _linear(x, weight, bias)

"""Layer functions on JAX: ``linear`` with a 2-d weight is ivy-core's composition compiled as
one computation (one dispatch where it makes three eager ones; XLA folds the transpose into
the dot). Batched weights and the other layers are ivy-core's compositions, run eagerly."""

from __future__ import annotations

import jax

from ivy.plugin import partial

from ._util import FLOATS, jit_composition

AI = jax.Array  # tracers too: the jitted function nests inside jit, grad and vmap

_linear = jit_composition("linear")


def _covered(x, weight, /, *, bias=None):
    """One float dtype, a 2-d weight matching x's last axis, an optional 1-d bias."""
    if not (isinstance(x, AI) and isinstance(weight, AI)):
        return False
    d = x.dtype
    return d in FLOATS and weight.dtype == d and weight.ndim == 2 and x.ndim >= 1 and x.shape[-1] == weight.shape[1] \
        and (bias is None or isinstance(bias, AI) and bias.dtype == d and bias.ndim <= 1)


@partial(_covered)
def linear(x, weight, /, *, bias=None):
    return _linear(x, weight, bias=bias)

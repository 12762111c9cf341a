"""Normalization on JAX: ``layer_norm`` is ivy-core's composition compiled as one computation
(one dispatch instead of its eight eager ops, the same values). Batch/instance/group norm are
ivy-core's compositions, run eagerly."""

from __future__ import annotations

import jax

from ivy.api._nn_impl import norm_axes
from ivy.plugin import partial

from ._util import FLOATS, jit_composition

AI = jax.Array  # tracers too: the jitted function nests inside jit, grad and vmap

_NUM = (int, float)
# the normalized axes (a tuple), eps and new_std are static: they shape the computation
_layer_norm = jit_composition("layer_norm", static_argnums=(1,), static_argnames=("eps", "new_std"))


def _covered(x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-05, new_std=1.0):
    """A float array, Python-number eps/new_std (static under jit), array or absent affine terms."""
    return isinstance(x, AI) and x.dtype in FLOATS and eps.__class__ in _NUM and new_std.__class__ in _NUM \
        and all(p is None or isinstance(p, AI) and p.dtype in FLOATS for p in (scale, offset))


@partial(_covered)
def layer_norm(x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-05, new_std=1.0):
    axes = norm_axes(normalized_idxs, x.ndim, "layer_norm")
    return _layer_norm(x, axes, scale=scale, offset=offset, eps=eps, new_std=new_std)

"""``jax.nn`` on ivy: activations, softmax family, ``one_hot``, ``standardize``,
``dot_product_attention`` and ``jax.nn.initializers``.

>>> import ivy_frontends.jax.numpy as jnp, ivy_frontends.jax.nn as nn
>>> nn.softmax(jnp.array([0.0, 0.0]))
Array([0.5, 0.5], dtype=float32)
"""

from . import initializers
from ._functions import (
    celu,
    dot_product_attention,
    elu,
    gelu,
    glu,
    hard_sigmoid,
    hard_silu,
    hard_swish,
    hard_tanh,
    identity,
    leaky_relu,
    log1mexp,
    log_sigmoid,
    log_softmax,
    logmeanexp,
    logsumexp,
    mish,
    one_hot,
    relu,
    relu6,
    selu,
    sigmoid,
    silu,
    soft_sign,
    softmax,
    softplus,
    sparse_plus,
    sparse_sigmoid,
    squareplus,
    standardize,
    swish,
    tanh,
)

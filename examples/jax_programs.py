"""Plain JAX programs: nothing here knows about ivy.

``examples/jax_on_tensorflow.py`` executes this file twice, once with ``import jax`` being JAX and
once with it being ``ivy_frontends.jax`` on the TensorFlow backend (or numpy, torch, jax), and
compares what the programs return.
"""

import jax
import jax.numpy as jnp
from jax import lax


def mlp_training(x, y, w1, w2, steps=20, lr=0.1):
    """A two-layer network trained by gradient descent: ``jax.grad`` of the loss, ``lax.scan`` over steps."""

    def loss(params):
        a, b = params
        h = jax.nn.gelu(x @ a)
        return jnp.mean((jax.nn.log_softmax(h @ b) * y).sum(-1) * -1.0)

    def step(params, _):
        grads = jax.grad(loss)(params)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, loss(params)

    params, losses = lax.scan(step, (w1, w2), None, length=steps)
    return params, losses


def newton_sqrt(v, iters=8):
    """Square roots by Newton's method in ``lax.fori_loop``; ``lax.while_loop`` counts halvings."""
    r = lax.fori_loop(0, iters, lambda i, r: 0.5 * (r + v / r), jnp.ones_like(v))

    def halvings(carry):
        n, x = carry
        return n + 1, x / 2

    n, _ = lax.while_loop(lambda c: jnp.max(c[1]) > 1.0, halvings, (0, v))
    return r, n


def conv_features(images, kernels):
    """``lax.conv_general_dilated`` (NHWC, SAME padding, stride 2), a ReLU, a max pool by
    ``lax.reduce_window`` and a global mean."""
    y = lax.conv_general_dilated(images, kernels, window_strides=(2, 2), padding="SAME",
                                 dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y)
    y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    return y, y.mean(axis=(1, 2))


def attention(q, k, v):
    """Scaled dot-product attention with a causal mask, ``jnp.einsum`` and ``jnp.where``."""
    t = q.shape[-2]
    scores = jnp.einsum("bqd,bkd->bqk", q, k) / jnp.sqrt(q.shape[-1])
    mask = jnp.tril(jnp.ones((t, t), dtype=bool))
    weights = jax.nn.softmax(jnp.where(mask, scores, -1e9), axis=-1)
    return jnp.einsum("bqk,bkd->bqd", weights, v)


def functional_updates(x):
    """Immutable arrays: ``.at[]`` updates, ``jnp.cumsum``, ``jnp.sort``, ``lax.dynamic_slice``."""
    y = x.at[0].set(-1.0).at[1:3].add(10.0)
    z = lax.dynamic_update_slice(y, jnp.zeros(2), (4,))
    return z, jnp.cumsum(z), jnp.sort(z)[::-1], lax.dynamic_slice(z, (2,), (3,))


def vmapped_distance(points, centres):
    """``jax.vmap`` of a per-point function: each point's nearest centre and its distance."""

    def nearest(p):
        d = jnp.linalg.norm(centres - p, axis=-1)
        return jnp.argmin(d), jnp.min(d)

    return jax.vmap(nearest)(points)

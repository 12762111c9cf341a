"""JAX's basic indexing through ivy: at most a lax.rev, one lax.slice and one lax.reshape,
against JAX's own ``x[key]``, eagerly, under jit and under grad."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from ivy_backend_jax import hooks

import ivy

X = jnp.arange(24.0).reshape(2, 3, 4)
KEYS = [0, -1, slice(1, None), slice(None, None, -1), (Ellipsis, 2), (None, 1, slice(None, None, -2)),
        (slice(0, 2**40), Ellipsis, None, -2), (1, slice(2, 0, -1), slice(None, None, 3)), (), (Ellipsis,)]


@pytest.mark.parametrize("key", KEYS, ids=repr)
def test_matches_jax_eagerly_and_under_jit(key):
    np.testing.assert_array_equal(hooks.getitem(X, key), X[key])
    np.testing.assert_array_equal(jax.jit(lambda z: hooks.getitem(z, key))(X), X[key])


def test_the_graph_holds_rev_slice_reshape_only():
    jaxpr = jax.make_jaxpr(lambda z: hooks.getitem(z, (1, slice(None, None, -2), None)))(X)
    assert [e.primitive.name for e in jaxpr.jaxpr.eqns] == ["rev", "slice", "reshape"]


def test_gradient_through_a_negative_step():
    g = jax.grad(lambda z: jnp.sum(ivy.asarray(z)[:, ::-2].data ** 2))(X)
    expected = np.zeros(X.shape)
    expected[:, ::-2] = 2 * np.asarray(X)[:, ::-2]
    np.testing.assert_array_equal(g, expected)


def test_errors_as_numpy():
    with pytest.raises(IndexError, match="out of bounds"):
        hooks.getitem(X, (0, 3))
    with pytest.raises(IndexError, match="too many indices"):
        hooks.getitem(X, (0, 0, 0, 0))
    with pytest.raises(IndexError, match="single ellipsis"):
        hooks.getitem(X, (Ellipsis, 0, Ellipsis))
    with pytest.raises(ValueError, match="step cannot be zero"):
        hooks.getitem(X, slice(None, None, 0))


def test_many_indices_are_range_checked_on_the_device():
    """From 4096 indices ``take``/``scatter_nd`` read back only their minimum and maximum (a host
    copy of 307k indices took longer than the scatter); the results and errors are unchanged."""
    r = np.random.default_rng(0)
    n = 9000
    idx = r.integers(-50, 50, n)
    vals = r.normal(size=(n, 2))
    expected = np.zeros((50, 2))
    np.add.at(expected, idx % 50, vals)
    out = ivy.scatter_nd(jnp.asarray(idx)[:, None], jnp.asarray(vals), (50, 2))
    np.testing.assert_allclose(np.asarray(out), expected, rtol=1e-12)
    np.testing.assert_array_equal(np.asarray(ivy.take(jnp.arange(50), jnp.asarray(idx))), idx % 50)
    bad = jnp.asarray(np.append(idx, 50))
    with pytest.raises(IndexError):
        ivy.scatter_nd(bad[:, None], jnp.ones(n + 1), (50,))
    with pytest.raises(IndexError):
        ivy.take(jnp.arange(50), jnp.asarray(np.append(idx, -51)))
    # under jit nothing is read back
    jitted = jax.jit(lambda i, v: ivy.scatter_nd(i[:, None], v, (50, 2)))
    np.testing.assert_allclose(np.asarray(jitted(jnp.asarray(idx), jnp.asarray(vals))), expected, rtol=1e-12)

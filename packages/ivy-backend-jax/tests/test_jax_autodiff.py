"""ivy's autodiff and compile on JAX, against JAX's own: jax.grad/jax.hessian to second order,
ivy.Array as a pytree node (JAX transformations take and return it), ivy transforms inside
JAX's and the other way round, and JAX's tracing errors passing through ivy unchanged."""

from __future__ import annotations

import jax

# The backend turns 64-bit types on when it loads; the float64 constants below are made at
# import time, before that, so switch it on here first (else JAX silently makes them float32).
jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

import ivy  # noqa: E402


@pytest.fixture(autouse=True)
def _no_backend_set():
    ivy.unset_backend()
    yield
    ivy.unset_backend()


def f_ivy(x, w):
    return ivy.sum(ivy.sin(ivy.matmul(x, w)) * ivy.exp(w[0] * 0.1))


def f_jax(x, w):
    return jnp.sum(jnp.sin(x @ w) * jnp.exp(w[0] * 0.1))


X = jnp.asarray([[0.5, -1.0], [2.0, 0.25], [0.0, 1.0]], dtype=jnp.float64)
W = jnp.asarray([[0.3, -0.2, 1.0], [0.7, 0.1, -0.5]], dtype=jnp.float64)


def test_gradients_match_jax_to_second_order():
    gx, gw = ivy.grad(f_ivy, argnums=(0, 1))(X, W)
    jx, jw = jax.grad(f_jax, argnums=(0, 1))(X, W)
    np.testing.assert_allclose(gx, jx, rtol=1e-12)
    np.testing.assert_allclose(gw, jw, rtol=1e-12)
    H = ivy.jac(ivy.grad(lambda w: f_ivy(X, w)))(W)
    np.testing.assert_allclose(H, jax.hessian(lambda w: f_jax(X, w))(W), rtol=1e-12, atol=1e-12)
    h2 = ivy.grad(lambda w: ivy.sum(ivy.grad(f_ivy, argnums=1)(X, w)))(W)
    np.testing.assert_allclose(h2, jax.grad(lambda w: jnp.sum(jax.grad(f_jax, argnums=1)(X, w)))(W), rtol=1e-12)


def test_ivy_array_is_a_pytree_node():
    x = ivy.Array(X)
    leaves, treedef = jax.tree_util.tree_flatten({"x": x})
    assert len(leaves) == 1 and leaves[0] is X
    back = jax.tree_util.tree_unflatten(treedef, leaves)
    assert isinstance(back["x"], ivy.Array)
    out = jax.jit(lambda a: ivy.sin(a) * 2)(x)
    assert isinstance(out, ivy.Array)
    np.testing.assert_allclose(out.data, np.sin(X) * 2)
    g = jax.grad(lambda a: ivy.sum(a * a).data)(x)
    assert isinstance(g, ivy.Array)
    np.testing.assert_allclose(g.data, 2 * X)


def test_ivy_transforms_inside_jax_transforms():
    per = jax.vmap(ivy.grad(lambda x: ivy.sum(ivy.sin(x))))(X)
    np.testing.assert_allclose(per, np.cos(X))
    jitted = jax.jit(lambda w: ivy.execute_with_gradients(lambda v: f_ivy(X, v), w)[1])
    np.testing.assert_allclose(jitted(W), jax.grad(f_jax, argnums=1)(X, W), rtol=1e-12)
    compiled = ivy.compile(lambda w: ivy.grad(lambda v: f_ivy(X, v))(w), W)
    np.testing.assert_allclose(compiled(W), jax.grad(f_jax, argnums=1)(X, W), rtol=1e-12)


def test_ivy_compile_is_jax_jit():
    fc = ivy.compile(f_ivy, X, W)
    np.testing.assert_allclose(fc(X, W), f_jax(X, W), rtol=1e-12)
    lowered = jax.jit(f_ivy).lower(X, W).as_text()
    assert "sine" in lowered and "dot" in lowered  # ivy's dispatch left nothing but JAX ops


def test_jax_tracing_errors_pass_through_unchanged():
    with pytest.raises(jax.errors.ConcretizationTypeError):
        jax.jit(lambda a: ivy.zeros(int(ivy.sum(a))))(X)
    with pytest.raises(jax.errors.TracerBoolConversionError):
        jax.jit(lambda a: ivy.sin(a) if ivy.sum(a) > 0 else a)(X)


def test_variables():
    assert ivy.is_variable(ivy.variable(X)) and not ivy.is_variable(X, exclusive=True)
    np.testing.assert_allclose(ivy.stop_gradient(X), X)
    g = jax.grad(lambda a: jnp.sum(ivy.stop_gradient(a) * a))(X)
    np.testing.assert_allclose(g, X)


@pytest.mark.parametrize("pool", ["max_pool2d", "avg_pool2d"])
def test_pooling_gradient_under_jit(pool):
    """jax.jit(jax.grad(...)) of ivy's pooling equals JAX's own reduce_window gradient (a traced
    init value made JAX's generic reduce_window, which has no reverse-mode rule)."""
    from jax import lax

    x = jnp.arange(32.0, dtype=jnp.float32).reshape(1, 2, 4, 4) % 7

    def f(v):
        return ivy.sum(getattr(ivy, pool)(v, 2, 2, 0, data_format="NCHW") ** 2)

    def ref(v):
        if pool == "max_pool2d":
            y = lax.reduce_window(v, -np.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
        else:
            y = lax.reduce_window(v, 0.0, lax.add, (1, 1, 2, 2), (1, 1, 2, 2), "VALID") / 4
        return jnp.sum(y ** 2)

    np.testing.assert_allclose(np.asarray(jax.jit(jax.grad(f))(x)), np.asarray(jax.grad(ref)(x)), rtol=1e-6)

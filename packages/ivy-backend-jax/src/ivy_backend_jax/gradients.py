"""Autodiff and vmap for ivy on JAX: ``jax.vjp``, ``jax.jacrev``, ``jax.vmap``.

JAX differentiates functions, not tensors: a variable is just the array, and
``is_variable(x, exclusive=True)`` is False. Everything composes with JAX's
own transformations (an ivy function inside ``jax.jit``/``jax.grad`` and the
other way round), and nests to any order. Importing this module registers
``ivy.Array`` and ``ivy.Container`` as pytree nodes, so JAX's transformations
take and return them directly.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp

import ivy

AUTODIFF = True


def _register_array_pytree():
    try:
        jax.tree_util.register_pytree_node(
            ivy.Array, lambda a: ((a._data,), None), lambda aux, children: ivy.Array(children[0])
        )
    except ValueError:  # registered already (the module was imported again)
        pass
    ivy._tree.register_jax()  # ivy.Container (and any other registered nest class) too


_register_array_pytree()


def variable(x):
    return x


def is_variable(x, exclusive=False):
    return not exclusive and isinstance(x, jax.Array)


def variable_data(x):
    return x


def stop_gradient(x, preserve_type=True):
    return jax.lax.stop_gradient(x)


def value_and_grads(f, xs, *, retain_grads=False):
    def g(*vs):
        ys, aux = f(list(vs))
        return tuple(ys), tuple(aux)

    ys, pullback, aux = jax.vjp(g, *xs, has_aux=True)
    grads = []
    for k in range(len(ys)):
        cot = tuple(jnp.ones_like(y) if i == k else jnp.zeros_like(y) for i, y in enumerate(ys))
        grads.append(list(pullback(cot)))
    return list(ys), list(aux), grads


def jacobian(f, xs):
    def g(*vs):
        return tuple(f(list(vs)))

    J = jax.jacrev(g, argnums=tuple(range(len(xs))))(*xs)
    return [list(row) for row in J]


def vmap(f, in_axes, out_axes):
    return jax.vmap(f, in_axes=tuple(in_axes), out_axes=out_axes)


# ----------------------------------------------- vjp, jvp and custom gradients (ivy 1.0's)


def requires_gradient(x):
    return jnp.issubdtype(x.dtype, jnp.inexact)


def vjp(f, xs):
    def g(*vs):
        ys, aux = f(list(vs))
        return tuple(ys), tuple(aux)

    ys, pull, aux = jax.vjp(g, *xs, has_aux=True)
    return list(ys), list(aux), lambda cots: list(pull(tuple(cots)))


def jvp(f, xs, ts):
    def g(*vs):
        ys, aux = f(list(vs))
        return tuple(ys), tuple(aux)

    ys, touts, aux = jax.jvp(g, tuple(xs), tuple(ts), has_aux=True)
    return list(ys), list(aux), list(touts)


def custom_gradient(fwd, bwd):
    """``x -> fwd(x)`` whose gradient is ``bwd(x, fwd(x), upstream)`` (``jax.custom_vjp``)."""
    f = jax.custom_vjp(fwd)

    def f_fwd(x):
        r = fwd(x)
        return r, (x, r)

    def f_bwd(res, up):
        return (bwd(res[0], res[1], up),)

    f.defvjp(f_fwd, f_bwd)
    return f

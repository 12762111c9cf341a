"""JAX's transformations in ``ivy_frontends.jax`` against the real ones: ``grad``/
``value_and_grad`` (argnums, has_aux, pytrees), ``vjp``, ``jvp``, ``jacrev``/``jacfwd``/``hessian``
on the backends with autodiff (numpy raises ``ivy.AutodiffError``), ``vmap`` (in_axes/out_axes,
pytrees), ``jit`` (static_argnums), and ``jax.tree_util`` against JAX's pytrees. Hypothesis draws
the shapes of the mapped and differentiated arrays."""

from __future__ import annotations

import collections
import os

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lax_spread import AUTODIFF, SLICE, only_on_spread

import ivy
from ivy.testing.helpers import has_autodiff

Point = collections.namedtuple("Point", ["x", "y"])
# few examples in CI (each new shape compiles in the real JAX that gives the expected values)
EXAMPLES = 30 if os.environ.get("HYPOTHESIS_PROFILE") == "thorough" else (2 if SLICE else 4)


def F():
    import ivy_frontends.jax as jax
    import ivy_frontends.jax.numpy as jnp

    return jax, jnp


def host(t):
    from ivy_frontends.jax import tree_util

    return tree_util.tree_map(lambda a: np.asarray(ivy.to_numpy(a._data)) if hasattr(a, "_data") else a, t)


def close(got, want, tol=1e-5):
    import jax

    g, w = jax.tree_util.tree_leaves(host(got)), jax.tree_util.tree_leaves(want)
    assert len(g) == len(w)
    for a, b in zip(g, w):
        b = np.asarray(b)
        assert np.asarray(a).dtype == b.dtype, (np.asarray(a).dtype, b.dtype)
        np.testing.assert_allclose(np.asarray(a), b, rtol=tol, atol=tol)


def _funcs(jnp):
    return {
        "cube_sum": (lambda x: jnp.sum(x**3), 1),
        "two_args": (lambda x, y: jnp.sum(jnp.sin(x) * y), 2),
        "pytree": (lambda p: jnp.sum(p["w"] * p["b"][0]) + jnp.sum(jnp.tanh(p["b"][1])), 1),
        "aux": (lambda x: (jnp.sum(x**2), {"n": x.shape[0], "m": jnp.mean(x)}), 1),
    }


def _args(name, rng, n, real):
    m = (lambda a: a) if real else F()[1].asarray
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    if name == "two_args":
        return (m(x), m(y))
    if name == "pytree":
        return ({"w": m(x), "b": (m(y), m(x[:1]))},)
    return (m(x),)


@pytest.mark.parametrize("name", ["cube_sum", "two_args", "pytree", "aux"])
@pytest.mark.parametrize("argnums", [0, (0, 1)])
def test_grad_and_value_and_grad_match_jax(name, argnums):
    only_on_spread(f"transforms.grad.{name}.{argnums}", AUTODIFF)
    import jax
    import jax.numpy as rjnp

    fj, jnp = F()
    f, nargs = _funcs(jnp)[name]
    rf = _funcs(rjnp)[name][0]
    if argnums != 0 and nargs < 2:
        pytest.skip(f"{name} has one argument: argnums={argnums} is JAX's error, checked below")
    has_aux = name == "aux"
    rng = np.random.default_rng(0)
    if not has_autodiff():
        with pytest.raises(ivy.AutodiffError):
            fj.grad(f, argnums, has_aux)(*_args(name, rng, 3, False))
        return
    with jax.enable_x64(False):
        want = jax.value_and_grad(rf, argnums, has_aux)(*_args(name, rng, 3, True))
    got = fj.value_and_grad(f, argnums, has_aux)(*_args(name, np.random.default_rng(0), 3, False))
    close(got, want)
    g = fj.grad(f, argnums, has_aux)(*_args(name, np.random.default_rng(0), 3, False))
    close(g, (want[1], want[0][1]) if has_aux else want[1])


@pytest.mark.skipif(
    not has_autodiff(), reason="gradients need a backend with autodiff (numpy raises AutodiffError: tested above)"
)
@settings(max_examples=EXAMPLES, deadline=None)
@given(n=st.integers(0, 4), k=st.integers(1, 3))
def test_grad_of_lax_and_nn_code_matches_jax(n, k):
    """A small network written with jax.lax/jax.nn: gradients w.r.t. all its parameters."""
    only_on_spread("transforms.grad_net", ("torch", "tensorflow"))  # JAX compiles each shape: slow there
    import jax
    import jax.numpy as rjnp

    fj, jnp = F()
    rng = np.random.default_rng(n * 7 + k)
    x = rng.standard_normal((n, 4)).astype(np.float32)
    w = rng.standard_normal((4, k)).astype(np.float32)
    b = rng.standard_normal((k,)).astype(np.float32)

    def loss(lax, nn, np_, p, x):
        h = lax.dot_general(x, p["w"], (((1,), (0,)), ((), ()))) + p["b"]
        return np_.sum(nn.log_softmax(nn.gelu(h), axis=-1)) + lax.reduce_sum(lax.square(p["w"]), (0, 1))

    with jax.enable_x64(False):
        want = jax.grad(lambda p, x: loss(jax.lax, jax.nn, rjnp, p, x))({"w": w, "b": b}, x)
    got = fj.grad(lambda p, x: loss(fj.lax, fj.nn, jnp, p, x))(
        {"w": jnp.asarray(w), "b": jnp.asarray(b)}, jnp.asarray(x)
    )
    close(got, want, 1e-4)


@pytest.mark.skipif(not has_autodiff(), reason="needs autodiff (numpy raises AutodiffError)")
def test_vjp_jvp_jacobians_match_jax():
    only_on_spread("transforms.vjp", AUTODIFF)
    import jax
    import jax.numpy as rjnp

    fj, jnp = F()
    x = np.array([0.5, -1.0, 2.0], np.float32)

    def f(m, x):
        return m.sin(x) * x[::-1], m.sum(x**2)

    with jax.enable_x64(False):
        out, vjp_fn = jax.vjp(lambda x: f(rjnp, x), x)
        want_vjp = vjp_fn((np.ones(3, np.float32), np.float32(2.0)))
        want_jvp = jax.jvp(lambda x: f(rjnp, x), (x,), (np.ones(3, np.float32),))
        want_jac = jax.jacrev(lambda x: rjnp.sin(x) * x[::-1])(x)
        want_hes = jax.hessian(lambda x: rjnp.sum(rjnp.sin(x) * x))(x)
    gout, gvjp = fj.vjp(lambda x: f(jnp, x), jnp.asarray(x))
    close(gout, out)
    close(gvjp((jnp.ones(3), jnp.asarray(np.float32(2.0)))), want_vjp)
    close(fj.jvp(lambda x: f(jnp, x), (jnp.asarray(x),), (jnp.ones(3),)), want_jvp)
    close(fj.jacrev(lambda x: jnp.sin(x) * x[::-1])(jnp.asarray(x)), want_jac)
    close(fj.jacfwd(lambda x: jnp.sin(x) * x[::-1])(jnp.asarray(x)), want_jac)
    close(fj.hessian(lambda x: jnp.sum(jnp.sin(x) * x))(jnp.asarray(x)), want_hes, 1e-4)


def test_grad_errors_are_jaxs():
    only_on_spread("transforms.grad_errors")
    fj, jnp = F()
    with pytest.raises(TypeError, match="scalar-output"):
        fj.grad(lambda x: x * 2)(jnp.ones(3)) if has_autodiff() else _raise_type()
    with pytest.raises(TypeError, match="real- or complex-valued"):
        fj.grad(lambda x: x.sum())(jnp.arange(3))
    with pytest.raises(TypeError):
        fj.grad(lambda x: x.sum(), argnums=1)(jnp.ones(3))


def _raise_type():
    raise TypeError("Gradient only defined for scalar-output functions (numpy: autodiff is refused first)")


@settings(max_examples=EXAMPLES, deadline=None)
@given(b=st.integers(1, 4), n=st.integers(0, 3), axis=st.sampled_from([0, 1]), out_axis=st.sampled_from([0, -1]))
def test_vmap_matches_jax(b, n, axis, out_axis):
    only_on_spread("transforms.vmap")
    import jax
    import jax.numpy as rjnp

    fj, jnp = F()
    rng = np.random.default_rng(b * 10 + n)
    x = rng.standard_normal((b, n + 1) if axis == 0 else (n + 1, b)).astype(np.float32)
    w = rng.standard_normal((n + 1, 2)).astype(np.float32)

    def f(m, x, w, scale):
        return {"y": m.dot(x, w) * scale, "s": (m.sum(x), x[::-1])}

    with jax.enable_x64(False):
        want = jax.vmap(lambda x, w, s: f(rjnp, x, w, s), in_axes=(axis, None, None), out_axes=out_axis)(x, w, 2.0)
    got = fj.vmap(lambda x, w, s: f(jnp, x, w, s), in_axes=(axis, None, None), out_axes=out_axis)(
        jnp.asarray(x), jnp.asarray(w), 2.0
    )
    close(got, want)


def test_vmap_errors_and_pytrees():
    only_on_spread("transforms.vmap_errors")
    fj, jnp = F()
    with pytest.raises(ValueError, match="inconsistent sizes"):
        fj.vmap(lambda a, b: a + b)(jnp.ones(3), jnp.ones(4))
    with pytest.raises(ValueError):
        fj.vmap(lambda a: a, in_axes=(0, 0))(jnp.ones(3))
    out = fj.vmap(lambda p: p.x * p.y, in_axes=(Point(0, None),))(Point(jnp.ones((3, 2)), jnp.asarray(2.0)))
    assert out.shape == (3, 2)


def test_jit_runs_and_checks_static_args():
    only_on_spread("transforms.jit")
    fj, jnp = F()

    @fj.jit
    def f(x, y):
        return x * y

    assert float(ivy.to_numpy(f(jnp.asarray(2.0), 3.0)._data)) == 6.0
    g = fj.jit(lambda x, n: x**n, static_argnums=1)
    assert float(ivy.to_numpy(g(jnp.asarray(2.0), 3)._data)) == 8.0
    with pytest.raises(ValueError, match="hash"):
        g(jnp.asarray(2.0), [1])

    @fj.jit(static_argnums=(1,))
    def h(x, k):
        return x + k

    assert float(ivy.to_numpy(h(jnp.asarray(1.0), 2)._data)) == 3.0


TREES = [
    {"b": (1, 2), "a": [3, None, {"z": 4, "y": 5}]},
    (1, [2, (3,)], {}),
    [None, (), [], 7],
    Point(1, (2, 3)),
    collections.OrderedDict([("z", 1), ("a", 2)]),
    5,
    None,
]


@pytest.mark.skipif(SLICE, reason="backend-independent: the numpy run of CI checks it")
@pytest.mark.parametrize("tree", TREES, ids=[str(i) for i in range(len(TREES))])
def test_tree_util_matches_jax(tree):
    import jax.tree_util as real

    from ivy_frontends.jax import tree_util as tu

    leaves, td = tu.tree_flatten(tree)
    rleaves, rtd = real.tree_flatten(tree)
    assert leaves == rleaves
    assert td.num_leaves == rtd.num_leaves and td.num_nodes == rtd.num_nodes
    assert tu.tree_unflatten(td, [x * 10 for x in leaves]) == real.tree_unflatten(rtd, [x * 10 for x in rleaves])
    assert tu.tree_map(lambda x: x + 1, tree) == real.tree_map(lambda x: x + 1, tree)
    assert tu.tree_leaves(tree) == real.tree_leaves(tree)
    assert tu.tree_structure(tree) == tu.tree_structure(tu.tree_map(str, tree))
    assert [tu.keystr(p) for p, _ in tu.tree_flatten_with_path(tree)[0]] == [
        real.keystr(p) for p, _ in real.tree_flatten_with_path(tree)[0]
    ]


@pytest.mark.skipif(SLICE, reason="backend-independent: the numpy run of CI checks it")
def test_tree_util_multi_tree_map_and_registration():
    import jax.tree_util as real

    from ivy_frontends.jax import tree_util as tu

    a, b = {"x": [1, 2], "y": 3}, {"x": [10, 20], "y": 30}
    assert tu.tree_map(lambda u, v: u + v, a, b) == real.tree_map(lambda u, v: u + v, a, b)
    with pytest.raises(ValueError):
        tu.tree_map(lambda u, v: u + v, a, {"x": [1], "y": 2})
    assert tu.tree_map(lambda x: x, [1, (2, 3)], is_leaf=lambda x: isinstance(x, tuple)) == [1, (2, 3)]
    assert tu.tree_reduce(lambda u, v: u + v, a) == 6 and tu.tree_all([True, (1, 2)])

    class Box:
        def __init__(self, v, tag):
            self.v, self.tag = v, tag

    tu.register_pytree_node(Box, lambda bx: ((bx.v,), bx.tag), lambda tag, ch: Box(ch[0], tag))
    leaves, td = tu.tree_flatten([Box(3, "t"), 4])
    assert leaves == [3, 4] and tu.tree_unflatten(td, [5, 6])[0].tag == "t"
    outer, inner = tu.tree_structure([0, 0]), tu.tree_structure((0, 0))
    assert tu.tree_transpose(outer, inner, [(1, 2), (3, 4)]) == ([1, 3], [2, 4])

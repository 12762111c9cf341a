"""Tracing JAX code (``jax.make_jaxpr``): a function of a params pytree, closed-over weights as
named parameters, ``lax.scan`` / ``while_loop`` / ``cond`` as nodes with sub-graphs, explicit
random keys, reads of values, re-executable source and ``jax.jit``. The ground truth is JAX
itself. Run in the jax session only."""

from __future__ import annotations

import numpy as np
import pytest
from _helpers import only_on

import ivy
import ivy_tracer
from ivy_tracer import TraceError

pytestmark = only_on("jax")
jax = pytest.importorskip("jax") if __import__("_helpers").BACKEND == "jax" else None
jnp = jax.numpy if jax else None


def _params(seed=0):
    k = jax.random.split(jax.random.PRNGKey(seed), 4)
    return {"fc1": {"w": jax.random.normal(k[0], (4, 8)) * 0.3, "b": jnp.zeros(8)},
            "fc2": {"w": jax.random.normal(k[1], (8, 2)) * 0.3, "b": jax.random.normal(k[2], (2,))}}


def apply(params, x):
    h = jax.nn.relu(x @ params["fc1"]["w"] + params["fc1"]["b"])
    return jax.nn.log_softmax(h @ params["fc2"]["w"] + params["fc2"]["b"])


def test_a_function_of_a_params_pytree():
    p, x = _params(), jnp.ones((3, 4))
    g = ivy_tracer.trace(apply, p, x)
    assert {n.target for n in g.inputs} >= {"params_fc1_w", "x"}
    for s in (1, 2):
        p2, x2 = _params(s), jax.random.normal(jax.random.PRNGKey(s), (3, 4))
        np.testing.assert_allclose(g(p2, x2), apply(p2, x2), rtol=1e-5, atol=1e-6)
    ns = {}
    exec(g.source(), ns)
    np.testing.assert_allclose(ns["apply"](p, x, **g.bound_values()), apply(p, x), rtol=1e-5, atol=1e-6)
    # a call with another shape traces again (a jaxpr holds its shapes)
    np.testing.assert_allclose(g(p, jnp.ones((5, 4))), apply(p, jnp.ones((5, 4))), rtol=1e-5)


def test_closed_over_weights_are_named_parameters():
    p = _params()

    def model(x):
        return apply(p, x)

    g = ivy_tracer.trace(model, jnp.ones((2, 4)))
    assert sorted(n.target for n in g.parameters) == ["p.fc1.b", "p.fc1.w", "p.fc2.b", "p.fc2.w"]
    np.testing.assert_allclose(g(jnp.ones((2, 4)) * 3), model(jnp.ones((2, 4)) * 3), rtol=1e-5)


def test_lax_control_flow_stays_nodes_with_subgraphs():
    w = jnp.asarray([0.5, -1.0, 2.0])

    def f(x):
        c, ys = jax.lax.scan(lambda c, a: (c + a * w[0], c * a), 0.0, x)
        i, s = jax.lax.while_loop(lambda s: s[0] < 4, lambda s: (s[0] + 1, s[1] * 1.5), (0, x))
        z = jax.lax.cond(x.sum() > 0, lambda a: a * 2, lambda a: -a, x)
        return c, ys, s, z

    x = jnp.asarray([1.0, 2.0, 3.0])
    g = ivy_tracer.trace(f, x)
    names = [n.format_target() for n in g.calls]
    assert {"jax.lax.scan", "jax.lax.while_loop", "jax.lax.switch"} <= set(names)
    src = g.source()
    assert "jax.lax.scan(scan_body" in src and "jax.lax.while_loop(while_cond, while_body" in src
    for x2 in (x, -x, x * 0.1):
        for a, b in zip(g(x2), f(x2)):
            np.testing.assert_allclose(a, b, rtol=1e-6)
    # compiled: the loops stay loops of the compiled code
    c = g.compile()
    for a, b in zip(c(-x), f(-x)):
        np.testing.assert_allclose(a, b, rtol=1e-6)


def test_random_keys_are_inputs_and_draws_are_nodes():
    def f(key, x):
        k1, k2 = jax.random.split(key)
        return x + jax.random.normal(k1, x.shape), jax.random.uniform(k2, (4000,))

    g = ivy_tracer.trace(f, jax.random.PRNGKey(0), jnp.zeros(3))
    assert any(n.meta.get("random") for n in g.calls)
    a = g(jax.random.PRNGKey(1), jnp.zeros(3))
    b = g(jax.random.PRNGKey(2), jnp.zeros(3))
    np.testing.assert_allclose(a[0], f(jax.random.PRNGKey(1), jnp.zeros(3))[0], rtol=1e-6)
    assert not np.allclose(a[0], b[0])
    u = np.asarray(b[1])
    assert abs(u.mean() - 0.5) < 0.03 and u.min() >= 0 and u.max() < 1
    # never folded (a key closed over is a constant: its draws still are not)
    key = jax.random.PRNGKey(3)
    h = ivy_tracer.trace(lambda x: x + jax.random.normal(key, (3,)), jnp.zeros(3)).fold_constants()
    assert any(n.meta.get("random") for n in h.calls)


@pytest.mark.parametrize("how", ["bool", "float", "item", "int"])
def test_reading_values_is_a_trace_error_naming_the_line(how):
    fns = {"bool": lambda x: x if x.sum() > 0 else -x, "float": lambda x: x * float(x.max()),
           "item": lambda x: x * x.max().item(), "int": lambda x: x[: int(x.argmax())]}
    with pytest.raises(TraceError, match=r"test_capture_jax\.py:\d+") as e:
        ivy_tracer.trace(fns[how], jnp.ones(4))
    assert f'"{how}": lambda x' in str(e.value)


def test_ivy_code_on_jax_arrays_traced_as_jax():
    x = jnp.linspace(-1.0, 1.0, 6).reshape(2, 3)
    g = ivy_tracer.trace(lambda x: ivy.softplus(x) * 2, x, source="jax")
    assert g.framework == "jax"
    np.testing.assert_allclose(g(x + 1), ivy.softplus(x + 1) * 2, rtol=1e-6)


def test_compile_is_jax_jit_of_the_source():
    p, x = _params(), jnp.ones((3, 4))
    c = ivy_tracer.compile(apply, p, x)
    np.testing.assert_allclose(c(p, x * 2), apply(p, x * 2), rtol=1e-5, atol=1e-6)
    assert "jax.lax.dot_general" in c.source

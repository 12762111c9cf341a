"""Transpiling JAX code and flax.linen modules (``ivy_tracer.transpile``) to the target named by
the session's backend (IVY_TEST_BACKEND: numpy, torch, jax, tensorflow): each target is tested
once, in its backend's session.

Ground truth: real JAX and flax. For each case (a flax MLP with gelu/relu, a flax CNN with
conv/avg and max pooling, ``flax.linen.dot_product_attention`` as a function, a plain JAX
``apply(params, x)`` of a params pytree with dot/tanh/softmax/indexing/reshape): the transpiled
object's outputs on fresh inputs equal JAX's, its trainable weights are the flax params with
equal values and names, gradients of a loss with respect to them equal ``jax.grad``'s
(autodiff targets), one SGD step lowers the loss as JAX's step does, and the emitted code of a
non-JAX target names no jax function.
"""

from __future__ import annotations

import numpy as np
import pytest
from _helpers import BACKEND, loss_and_grads, sgd_step, tonp

import ivy
import ivy_tracer

jax = pytest.importorskip("jax")
nn = pytest.importorskip("flax.linen")
pytest.importorskip("ivy_frontends")
pytestmark = pytest.mark.skipif(BACKEND not in ("numpy", "torch", "jax", "tensorflow"),
                                reason="transpile targets: numpy, torch, jax, tensorflow")

jnp = jax.numpy
TARGET = BACKEND
RTOL, ATOL = 1e-4, 1e-5
F32 = np.float32


# ---------------------------------------------------------------- the sources (real flax / JAX)


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(16)(x))
        x = nn.relu(nn.Dense(16)(x))
        return nn.Dense(3)(x)


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.BatchNorm(use_running_average=True)(nn.Conv(4, (3, 3), padding="SAME")(x)))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = nn.Conv(6, (3, 3), padding="VALID")(x)
        x = nn.avg_pool(x, (2, 2), strides=(1, 1))
        return nn.Dense(5)(x.reshape((x.shape[0], -1)))


def apply(params, x):
    """A plain JAX MLP of a params pytree, with indexing, reshape and softmax."""
    h = jnp.tanh(jnp.dot(x, params["w1"]) + params["b1"])
    h = h[:, 1:].reshape(x.shape[0], -1)
    return jax.nn.softmax(h @ params["w2"], axis=-1) * params["scale"][0]


def attention(q, k, v):
    return nn.dot_product_attention(q, k, v)


def rand(rng, *shape):
    return rng.standard_normal(shape).astype(F32)


def init(model, rng, *args):
    """Random variables of ``model``'s shapes (``jax.eval_shape`` of its init: JAX's random
    initializers would compile; the values only need to be random)."""
    shapes = jax.eval_shape(lambda key: model.init(key, *args), jax.random.PRNGKey(0))
    return {c: jax.tree_util.tree_map(  # (statistics positive: a variance)
        lambda s, c=c: jnp.asarray(rand(rng, *s.shape) * 0.5 if c == "params" else
                                   rng.uniform(0.5, 1.5, s.shape).astype(F32)), tree) for c, tree in shapes.items()}


# ---------------------------------------------------------------- target-side helpers


def to_target(a, grad=False):
    a = np.asarray(a)
    if TARGET == "torch":
        import torch

        return torch.tensor(a, requires_grad=grad)
    if TARGET == "jax":
        return jnp.asarray(a)
    if TARGET == "tensorflow":
        import tensorflow as tf

        return tf.convert_to_tensor(a)
    return a.copy()


def flat(tree, prefix=""):
    """A nested dict as ``{dotted path: NumPy}``."""
    out = {}
    for k, v in tree.items():
        name = f"{prefix}{k}"
        out.update(flat(v, name + ".") if isinstance(v, dict) else {name: np.asarray(v)})
    return out


def weights(m):
    """The transpiled module's trainable weights as ``{source name: NumPy}``."""
    if TARGET == "torch":
        return {n: tonp(p) for n, p in m.named_parameters()}
    if TARGET == "tensorflow":
        return {n: tonp(v) for n, v in m.weights_by_name.items() if v.trainable}
    return {n: tonp(v) for n, v in m.params.items()}


def buffers(m):
    """The transpiled module's other weights (flax's non-params collections)."""
    if TARGET == "torch":
        return {n: tonp(b) for n, b in m.named_buffers()}
    if TARGET == "tensorflow":
        return {n: tonp(v) for n, v in m.weights_by_name.items() if not v.trainable}
    return {n: tonp(v) for n, v in m.state.items()}


def check_source_is_native(src):
    assert src is not None
    if TARGET != "jax":
        assert "jax" not in src and "flax" not in src, src


# ---------------------------------------------------------------- the cases


def _check_flax(model, shape, seed=0):
    rng = np.random.default_rng(seed)
    x = rand(rng, *shape)
    variables = init(model, rng, x)
    fwd = jax.jit(model.apply)
    m = ivy_tracer.transpile(model.bind(variables), target=TARGET, args=(x,))
    check_source_is_native(m.source)
    src = flat(variables["params"])
    got = weights(m)
    assert set(got) == set(src)
    for n in src:
        np.testing.assert_array_equal(got[n], src[n], err_msg=n)
    stats = {f"{c}.{k}": v for c in variables if c != "params" for k, v in flat(variables[c]).items()}
    bufs = buffers(m)
    assert set(bufs) == set(stats)
    for n in stats:
        np.testing.assert_array_equal(bufs[n], stats[n], err_msg=n)
    x2 = rand(rng, *shape)
    want = np.asarray(fwd(variables, x2))
    assert np.isfinite(want).all()  # (assert_allclose takes NaN == NaN)
    np.testing.assert_allclose(tonp(m(to_target(x2))), want, rtol=RTOL, atol=ATOL)
    if TARGET == "numpy":
        return m
    x3 = rand(rng, *shape)

    @jax.jit
    def jloss(p):
        return (model.apply({**variables, "params": p}, x3) ** 2).sum()

    lj, gj = jax.jit(jax.value_and_grad(jloss))(variables["params"])
    lm, gm = loss_and_grads(m, to_target(x3))
    np.testing.assert_allclose(lm, float(lj), rtol=RTOL)
    gjf = flat(gj)
    assert set(gm) == set(gjf)
    for n in gjf:
        np.testing.assert_allclose(gm[n], gjf[n], rtol=RTOL, atol=ATOL, err_msg=n)
    lr = 0.05 * float(lj) / sum(float((g ** 2).sum()) for g in gjf.values())  # (a first-order 5% decrease)
    p2 = jax.tree_util.tree_map(lambda p, g: p - lr * g, variables["params"], gj)
    sgd_step(m, gm, lr)
    lj2 = float(jloss(p2))
    lm2, _ = loss_and_grads(m, to_target(x3))
    assert lj2 < float(lj) and lm2 < lm
    np.testing.assert_allclose(lm2, lj2, rtol=RTOL)
    return m


def test_flax_mlp():
    m = _check_flax(MLP(), (5, 6))
    if TARGET == "jax":  # (the emitted code jits)
        x = jnp.asarray(rand(np.random.default_rng(3), 5, 6))
        np.testing.assert_allclose(np.asarray(jax.jit(m.apply)(m.params, x)), np.asarray(m(x)), rtol=RTOL, atol=ATOL)


def test_flax_cnn_conv_and_pooling():
    _check_flax(CNN(), (2, 8, 8, 3))


def test_flax_batchnorm_in_training_moves_its_statistics():
    class BN(nn.Module):
        @nn.compact
        def __call__(self, x, train):
            return nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(nn.Dense(4)(x)))

    model = BN()
    rng = np.random.default_rng(11)
    x = rand(rng, 6, 3)
    variables = init(model, rng, x, False)
    m = ivy_tracer.transpile(model.bind(variables), target=TARGET, args=(x,), kwargs={"train": True})
    fwd = jax.jit(lambda v, xx, train: model.apply(v, xx, train, mutable=["batch_stats"]), static_argnums=2)
    before = flat(variables["batch_stats"])["BatchNorm_0.var"]
    for train in (True, False, True):
        want, upd = fwd(variables, x, train)
        if train:
            variables = {**variables, **upd}
        np.testing.assert_allclose(tonp(m(to_target(x), train=train)), np.asarray(want), rtol=RTOL, atol=ATOL)
        bufs = buffers(m)
        for k, ref in flat(variables["batch_stats"]).items():
            np.testing.assert_allclose(bufs[f"batch_stats.{k}"], ref, rtol=RTOL, atol=ATOL, err_msg=k)
    assert not np.allclose(flat(variables["batch_stats"])["BatchNorm_0.var"], before)  # (they moved)


def test_unbound_flax_module_with_its_variables():
    model = MLP()
    x = rand(np.random.default_rng(4), 2, 6)
    variables = init(model, np.random.default_rng(9), x)
    m = ivy_tracer.transpile(model, target=TARGET, args=(variables, x))
    np.testing.assert_allclose(tonp(m(to_target(x))), np.asarray(model.apply(variables, x)), rtol=RTOL, atol=ATOL)
    text = ivy_tracer.transpile(model, target=TARGET, args=(variables, x), output="source")
    assert "def forward(Dense_" in text


def test_params_pytree_function():
    rng = np.random.default_rng(1)
    params = {"w1": rand(rng, 6, 5), "b1": rand(rng, 5), "w2": rand(rng, 4, 3), "scale": rand(rng, 2)}
    x = rand(rng, 2, 6)
    f = ivy_tracer.transpile(apply, target=TARGET, args=(params, x))
    assert callable(f)
    text = ivy_tracer.transpile(apply, target=TARGET, args=(params, x), output="source")  # (its dict unsorted)
    assert "def apply(params_b1, params_scale, params_w1, params_w2, x)" in text
    check_source_is_native(f.transpiled.source)
    x2 = rand(rng, 2, 6)
    tp = {k: to_target(v, grad=True) for k, v in params.items()}
    got = f(tp, to_target(x2))
    want = jax.jit(apply)(params, x2)
    np.testing.assert_allclose(tonp(got), np.asarray(want), rtol=RTOL, atol=ATOL)
    gj = jax.jit(jax.grad(lambda p: (apply(p, x2) ** 2).sum()))(params)
    if TARGET == "torch":
        (f(tp, to_target(x2)) ** 2).sum().backward()
        gm = {k: tonp(v.grad) for k, v in tp.items()}
    elif TARGET == "jax":
        gm = jax.jit(jax.grad(lambda p: (f(p, to_target(x2)) ** 2).sum()))(tp)  # (as the torch source's test)
    elif TARGET == "tensorflow":
        import tensorflow as tf

        tv = {k: tf.Variable(v) for k, v in params.items()}
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(f(tv, to_target(x2)) ** 2)
        gm = dict(zip(tv, tape.gradient(loss, list(tv.values()))))
    else:
        return
    for k in params:
        np.testing.assert_allclose(tonp(gm[k]), np.asarray(gj[k]), rtol=RTOL, atol=ATOL, err_msg=k)


def test_dot_product_attention_function():
    rng = np.random.default_rng(2)
    q, k, v = (jnp.asarray(rand(rng, 2, 5, 2, 4)) for _ in range(3))
    f = ivy_tracer.transpile(attention, target=TARGET, args=(q, k, v))  # (jax arrays: a jax source)
    check_source_is_native(f.transpiled.source)
    q2, k2, v2 = (rand(rng, 2, 5, 2, 4) for _ in range(3))
    got = f(to_target(q2), to_target(k2), to_target(v2))
    np.testing.assert_allclose(tonp(got), np.asarray(jax.jit(attention)(q2, k2, v2)), rtol=RTOL, atol=ATOL)


def test_fori_while_and_cond():
    def f(x):
        y = jax.lax.fori_loop(0, 3, lambda i, c: c * 2.0 + 1.0, x)
        z = jax.lax.while_loop(lambda s: s[0] < 4, lambda s: (s[0] + 1, s[1] * 1.5), (0, y))
        return jax.lax.cond(True, lambda a: a + 1.0, lambda a: a - 1.0, z[1])

    x = jnp.arange(3.0, dtype=jnp.float32)
    g = ivy_tracer.transpile(f, target=TARGET, args=(x,))
    check_source_is_native(g.transpiled.source)
    np.testing.assert_allclose(tonp(g(to_target(np.asarray(x)))), np.asarray(jax.jit(f)(x)), rtol=RTOL)


def test_closed_over_arrays_become_parameters_and_scan_runs():
    w = jnp.asarray(rand(np.random.default_rng(5), 3, 3))

    def f(x):
        def step(c, xi):
            c = jnp.tanh(c @ w + xi)
            return c, c.sum()
        return jax.lax.scan(step, jnp.zeros(3, jnp.float32), x)

    x = rand(np.random.default_rng(6), 4, 3)
    m = ivy_tracer.transpile(f, target=TARGET, args=(x,))
    assert list(weights(m)) == ["w"]
    got = m(to_target(x))
    want = jax.jit(f)(x)
    for g, e in zip(got, want):
        np.testing.assert_allclose(tonp(g), np.asarray(e), rtol=RTOL, atol=ATOL)


def test_unsupported_op_is_named():
    def f(x):
        return jax.lax.cumlogsumexp(jnp.sin(x), axis=0) * 2.0

    def g(x):
        return jax.lax.fft(x.astype(jnp.complex64), jax.lax.FftType.FFT, (4,)).real

    x = rand(np.random.default_rng(7), 4)
    missing = ivy_tracer.unsupported(g, (x,))
    assert [op for op, _ in missing] == ["jax.lax.fft"]
    assert "test_transpile_jax.py" in missing[0][1]
    with pytest.raises(ivy_tracer.TranspileError, match="jax.lax.fft") as e:
        ivy_tracer.transpile(g, target=TARGET, args=(x,))
    assert isinstance(e.value, ivy.IvyError)
    assert e.value.op == "jax.lax.fft"
    assert "test_transpile_jax.py" in str(e.value)
    assert ivy_tracer.unsupported(f, (x,)) == []


def test_dropout_in_training_is_a_clear_error():
    class Drop(nn.Module):
        @nn.compact
        def __call__(self, x, train):
            return nn.Dropout(0.5, deterministic=not train)(nn.Dense(3)(x))

    model = Drop()
    x = rand(np.random.default_rng(8), 2, 4)
    variables = init(model, np.random.default_rng(10), x, False)
    b = model.bind(variables, rngs={"dropout": jax.random.PRNGKey(1)})
    m = ivy_tracer.transpile(b, target=TARGET, args=(x,), kwargs={"train": False})
    np.testing.assert_allclose(tonp(m(to_target(x), train=False)), np.asarray(model.apply(variables, x, False)),
                               rtol=RTOL, atol=ATOL)
    with pytest.raises(ivy_tracer.TranspileError, match="random") as e:
        m(to_target(x), train=True)
    assert "deterministic" in str(e.value)


def data_dependent_control(x):
    """A ``lax.while_loop`` whose trip count and a ``lax.cond`` whose branch depend on the data."""
    def body(c):
        i, y = c
        return i + 1, y * 1.5 + 0.25

    _, y = jax.lax.while_loop(lambda c: (c[0] < 8) & (jnp.sum(jnp.abs(c[1])) < 40.0), body, (0, x))
    return jax.lax.cond(jnp.sum(y) > 0, lambda v: jax.nn.relu(v) * 2.0, lambda v: v - 1.0, y)


def test_data_dependent_while_loop_and_cond_stay_control_flow():
    """The loop and both branches are in the emitted code (the frontend's lax control flow on
    ivy.while_loop / ivy.if_else), so inputs with other trip counts and the other branch give
    JAX's results too."""
    x = np.ones((2, 3), np.float32)
    f = ivy_tracer.transpile(data_dependent_control, target=TARGET, args=(jnp.asarray(x),))
    for sample in (x, -x, 0.1 * x):  # (trip counts 4, 4 and 8; both branches)
        got = tonp(f(ivy.asarray(sample, backend=TARGET)._data))
        np.testing.assert_allclose(got, np.asarray(data_dependent_control(jnp.asarray(sample))), rtol=1e-5, atol=1e-6)

"""``graph.compile()`` and ``ivy.compile``'s route through ivy-tracer on the session's backend:
the compiled module is the native graph compiled, and keeps ivy.compile's documented semantics
(current variables after optimizer steps, train/eval, random draws following ivy.seed, BatchNorm's
statistics, calls it cannot serve handed to ivy-core's route). The ground truth is the eager
module. (ivy-core's own ``ivy.testing.test_compile`` runs with ivy-tracer installed too.)"""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from _helpers import BACKEND, tonp

import ivy
import ivy_tracer

COMPILES = BACKEND in ("torch", "jax", "tensorflow")
needs_compiler = pytest.mark.skipif(not COMPILES, reason=f"{BACKEND} has no compiler")
X = np.random.default_rng(0).standard_normal((4, 3)).astype(np.float32)


def _mlp():
    ivy.seed(seed_value=0)
    return ivy.Sequential(ivy.Linear(3, 8), ivy.ReLU(), ivy.Linear(8, 2))


def _quiet(fn, *a, **k):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*a, **k)


@needs_compiler
def test_ivy_compile_of_a_module_is_its_traced_native_graph_compiled():
    m = _mlp()
    f = _quiet(ivy.compile, lambda x: m(x))
    x = ivy.asarray(X)
    for a in (x, x.data):  # ivy.Array and native: each keeps its type
        out = f(a)
        assert type(out) is type(a)
        np.testing.assert_allclose(tonp(out), tonp(m(x)), rtol=1e-5, atol=1e-6)
    entries = list(f.traced.entries.values())
    assert len(entries) == 2 and all(entries), entries  # (one for ivy.Array calls, one for native ones)
    for e in entries:  # the compiled code calls the backend's functions, no ivy dispatcher
        assert not [n for n in e.graph.calls if getattr(n.target, "__module__", "") in ("ivy", "ivy.linalg")]
    # after optimizer steps the compiled function uses the new variables
    opt = ivy.SGD(0.1)
    for _ in range(2):
        _, grads = ivy.execute_with_gradients(lambda v: ivy.sum(m(x, v=v) ** 2), m.v)
        m.v = opt.step(m.v, grads)
        np.testing.assert_allclose(tonp(f(x)), tonp(m(x)), rtol=1e-5, atol=1e-6)


@needs_compiler
def test_train_and_eval_and_batch_norm_statistics_as_ivy_compile_documents():
    bn = ivy.BatchNorm1D(3)
    twin = ivy.BatchNorm1D(3)
    f = _quiet(ivy.compile, lambda a: bn(a))
    x = ivy.asarray(X)
    f(x)
    twin(x)  # (a training call: ivy-core's route serves it; its documented statistics follow)
    bn.eval()
    twin.v, twin.buffers = bn.v, bn.buffers
    twin.eval()
    np.testing.assert_allclose(tonp(f(x)), tonp(twin(x)), rtol=1e-5, atol=1e-6)
    # statistics changed by eager training calls are read by the compiled eval calls
    bn.train()
    bn(x * 2.0 + 1.0)
    bn.eval()
    twin.buffers = bn.buffers
    np.testing.assert_allclose(tonp(f(x)), tonp(twin(x)), rtol=1e-5, atol=1e-6)


@needs_compiler
def test_training_calls_update_batch_norm_statistics_as_eager_calls():
    """BatchNorm keeps its running statistics in ``v`` (as Ivy 1.0): compiled training calls go
    ivy-core's documented route (a traced graph replayed them unchanged from the second call):
    torch.compile updates them as eager calls do; under jax.jit and tf.function they have no
    value and are left unchanged (see ivy-core's test_compile)."""
    bn, twin = ivy.BatchNorm1D(3), ivy.BatchNorm1D(3)
    initial = {k: tonp(bn.buffers[k]) for k in ("running_mean", "running_var")}
    f = _quiet(ivy.compile, lambda a: bn(a))
    x = ivy.asarray(X)
    for _ in range(3):
        np.testing.assert_allclose(tonp(f(x)), tonp(twin(x)), rtol=1e-5, atol=1e-6)
        for k, start in initial.items():
            want = tonp(twin.buffers[k]) if BACKEND == "torch" else start
            np.testing.assert_allclose(tonp(bn.buffers[k]), want, rtol=1e-5, atol=1e-6)


@needs_compiler
def test_random_draws_keep_ivy_cores_route_and_follow_the_seed():
    class Noisy(ivy.Module):
        def _forward(self, x):
            return x + ivy.random_normal(shape=x.shape)

    m = Noisy()
    f = _quiet(ivy.compile, m)
    x = ivy.zeros((200,))
    a, b = tonp(f(x)), tonp(f(x))
    assert not np.array_equal(a, b)
    ivy.seed(seed_value=5)
    c = tonp(f(x))
    ivy.seed(seed_value=5)
    np.testing.assert_array_equal(c, tonp(f(x)))


@needs_compiler
def test_graph_compile_matches_the_graph():
    m = _mlp()
    x = ivy.asarray(X)
    g = ivy_tracer.trace(m, x)
    c = g.compile()
    np.testing.assert_allclose(tonp(c(x)), tonp(m(x)), rtol=1e-5, atol=1e-6)
    x2 = ivy.asarray(X * 3)
    np.testing.assert_allclose(tonp(c(x2)), tonp(m(x2)), rtol=1e-5, atol=1e-6)


@pytest.mark.skipif(COMPILES, reason="backends without a compiler only")
def test_no_compiler_warns_and_runs_the_graph():
    g = ivy_tracer.trace(lambda x: ivy.exp(x) * 2.0, ivy.asarray(X))
    with pytest.warns(RuntimeWarning, match="no compiler"):
        c = g.compile()
    np.testing.assert_allclose(tonp(c(ivy.asarray(X))), np.exp(X) * 2, rtol=1e-5)

"""Transpiling NumPy code (``ivy_tracer.transpile(fn, source="numpy")``) to the target named by the
session's backend (IVY_TEST_BACKEND: numpy, torch, jax, tensorflow): each target is tested once,
in its backend's session.

Ground truth: real NumPy (the source function run on the same inputs), and for gradients the
hand-written NumPy gradient of the same loss. Cases: an MLP forward on closed-over weights
(``@``/``np.dot``, ``np.maximum``, ``np.tanh``, an ``np.exp`` softmax with ``keepdims``,
``np.mean``), a closed-over-weights model trained one SGD step in the target, array functions
(indexing, reshape, concatenate, where, sums over axes, ``np.linalg.norm``, ``np.add.reduce``,
in-place writes) returning a dict and a tuple, integer and float dtypes under NumPy 2's
promotion, detection of the source, lazy transpiling, and the errors.
"""

from __future__ import annotations

import numpy as np
import pytest
from _helpers import BACKEND, to_target, tonp

import ivy
import ivy_tracer

pytest.importorskip("ivy_frontends")
pytestmark = pytest.mark.skipif(BACKEND not in ("numpy", "torch", "jax", "tensorflow"),
                                reason="transpile targets: numpy, torch, jax, tensorflow")

TARGET = BACKEND
RTOL, ATOL = 1e-5, 1e-6

# ---------------------------------------------------------------- the sources (plain NumPy)

_rng = np.random.default_rng(0)
W1 = (_rng.standard_normal((6, 16)) / 3).astype(np.float32)
b1 = np.full(16, 0.1, np.float32)
LAYERS = {"W2": (_rng.standard_normal((16, 4)) / 3).astype(np.float32), "b2": np.zeros(4, np.float32)}


def mlp(x):
    h = np.maximum(x @ W1 + b1, 0)
    h = np.tanh(np.dot(h, LAYERS["W2"]) + LAYERS["b2"])
    e = np.exp(h - h.max(axis=-1, keepdims=True))
    p = e / np.sum(e, axis=-1, keepdims=True)
    return np.mean(p, axis=0)


def make_regressor(seed):
    """A two-layer tanh network closing over its weights (a NumPy model), and its NumPy gradient."""
    r = np.random.default_rng(seed)
    w = {"A": (r.standard_normal((5, 8)) / 2).astype(np.float32), "a": np.zeros(8, np.float32),
         "B": (r.standard_normal((8, 2)) / 2).astype(np.float32), "b": np.full(2, 0.5, np.float32)}

    def net(x):
        return np.tanh(x @ w["A"] + w["a"]) @ w["B"] + w["b"]

    def loss_and_grads(x, y):  # (hand-written backward pass of mean((net(x) - y) ** 2))
        h = np.tanh(x @ w["A"] + w["a"])
        d = 2 * (h @ w["B"] + w["b"] - y) / y.size
        dh = d @ w["B"].T * (1 - h * h)
        grads = {"w.A": x.T @ dh, "w.a": dh.sum(0), "w.B": h.T @ d, "w.b": d.sum(0)}
        return float(np.mean((net(x) - y) ** 2)), grads

    return net, w, loss_and_grads


def array_fn(x, y):
    x = x.copy()
    x += 1
    x[0] = 5.0
    z = np.concatenate([x, y], axis=0).reshape(-1, 2)
    s = np.add.reduce(z, axis=0)
    return ({"where": np.where(z > 0, z, 0.0).sum(axis=1), "norm": np.linalg.norm(z, axis=1), "reduce": s},
            x[1:, ::2], z.T[:, [0, 3]])


# ---------------------------------------------------------------- target-side helpers


def params_of(m):
    """The transpiled model's trainable weights as ``{source name: NumPy}``."""
    if TARGET == "torch":
        return {n: tonp(p) for n, p in m.named_parameters()}
    if TARGET == "tensorflow":
        return {n: tonp(v) for n, v in m.weights_by_name.items() if v.trainable}
    return {n: tonp(v) for n, v in m.params.items()}


def check_native(src):
    """The emitted code computes with the target: no NumPy function (JAX's dtypes are NumPy's)."""
    import re

    assert src is not None
    if TARGET == "torch":
        assert "numpy" not in src, src
    elif TARGET != "numpy":
        assert set(re.findall(r"\bnp\.(\w+)", src)) <= {"dtype"}, src
        assert not re.findall(r"(?<!jax\.)\bnumpy\.\w", src), src  # (jax.numpy's literals are JAX's)


def check_tree(got, want, rtol=RTOL, atol=ATOL):
    from ivy import _tree

    lg, tg = _tree.flatten(got)
    lw, tw = _tree.flatten(want)
    assert tg == tw, (tg, tw)
    for g, w in zip(lg, lw):
        assert tonp(g).dtype == w.dtype, (tonp(g).dtype, w.dtype)
        np.testing.assert_allclose(tonp(g), w, rtol=rtol, atol=atol)


# ---------------------------------------------------------------- the cases


def test_mlp_forward_closed_over_weights_are_parameters():
    x = _rng.standard_normal((5, 6)).astype(np.float32)
    m = ivy_tracer.transpile(mlp, target=TARGET, args=(x,))
    check_native(m.source)
    got = params_of(m)
    want = {"W1": W1, "b1": b1, "LAYERS.W2": LAYERS["W2"], "LAYERS.b2": LAYERS["b2"]}
    assert set(got) == set(want)
    for n, v in want.items():
        np.testing.assert_array_equal(got[n], v, err_msg=n)
    if TARGET == "torch":
        import torch

        assert isinstance(m, torch.nn.Module) and len(list(m.parameters())) == 4
    elif TARGET == "tensorflow":
        assert len(m.trainable_variables) == 4
    x2 = _rng.standard_normal((5, 6)).astype(np.float32)
    check_tree(m(to_target(x2)), mlp(x2))
    if TARGET == "jax":  # (the target's compiler takes the emitted code)
        import jax

        check_tree(jax.jit(m.apply)(m.params, to_target(x2)), mlp(x2))
    elif TARGET == "tensorflow":
        import tensorflow as tf

        check_tree(tf.function(lambda v: m(v), autograph=False)(to_target(x2)), mlp(x2))


def _loss_and_grads(m, x, y, square=lambda d: d ** 2, summed=False):
    """``(loss, {name: grad})`` of ``mean((m(x) - y) ** 2)`` (``sum`` with ``summed``) computed in
    the target."""
    if TARGET == "torch":
        m.zero_grad()
        loss = square(m(x) - y)
        loss = loss.sum() if summed else loss.mean()
        loss.backward()
        return float(loss.detach()), {n: tonp(p.grad) for n, p in m.named_parameters()}
    if TARGET == "jax":
        import jax

        def f(p, xx, yy):
            d = square(m.apply(p, xx) - yy)
            return d.sum() if summed else d.mean()

        loss, g = jax.jit(jax.value_and_grad(f))(m.params, x, y)  # (one compilation, not one per op)
        return float(loss), {n: np.asarray(v) for n, v in g.items()}
    if TARGET == "tensorflow":
        import tensorflow as tf

        names = [n for n, v in m.weights_by_name.items() if v.trainable]
        with tf.GradientTape() as tape:
            d = square(m(x) - y)
            loss = tf.reduce_sum(d) if summed else tf.reduce_mean(d)
        gs = tape.gradient(loss, [m.weights_by_name[n] for n in names])
        return float(loss), {n: tonp(g) for n, g in zip(names, gs)}
    d = square(m(x) - y)
    return float(np.sum(d) if summed else np.mean(d)), None  # (NumPy: no autodiff; the step takes NumPy's gradient)


def _sgd_step(m, grads, lr):
    if TARGET == "torch":
        import torch

        with torch.no_grad():
            for n, p in m.named_parameters():
                p -= lr * torch.from_numpy(grads[n])
    elif TARGET == "tensorflow":
        for n, g in grads.items():
            m.weights_by_name[n].assign_sub(lr * g)
    else:
        m.params = {n: v - lr * to_target(grads[n]) for n, v in m.params.items()}


def test_model_gradients_and_one_sgd_step():
    net, w, np_loss_and_grads = make_regressor(1)
    x = _rng.standard_normal((7, 5)).astype(np.float32)
    y = _rng.standard_normal((7, 2)).astype(np.float32)
    m = ivy_tracer.transpile(net, target=TARGET, args=(x,))
    assert set(params_of(m)) == {"w.A", "w.a", "w.B", "w.b"}
    lt, gt = np_loss_and_grads(x, y)
    lm, gm = _loss_and_grads(m, to_target(x), to_target(y))
    np.testing.assert_allclose(lm, lt, rtol=1e-5)
    if gm is not None:
        assert set(gm) == set(gt)
        for n in gt:
            np.testing.assert_allclose(gm[n], gt[n], rtol=1e-4, atol=1e-6, err_msg=n)
    lr = 0.1
    _sgd_step(m, gm if gm is not None else gt, lr)
    for k in w:  # (the same step on the NumPy source's weights)
        w[k] = w[k] - np.float32(lr) * gt["w." + k]
    lt2, _ = np_loss_and_grads(x, y)
    lm2, _ = _loss_and_grads(m, to_target(x), to_target(y))
    assert lt2 < lt and lm2 < lm
    np.testing.assert_allclose(lm2, lt2, rtol=1e-5)


LOG_S = np.array([0.1, -0.3, 0.2], np.float32)
V = (_rng.standard_normal((5, 2)) / 2).astype(np.float32)
ROWS = np.array([4, 0, 2])


def gated(x):
    return (x * np.exp(LOG_S)) @ V[ROWS]  # (np.exp and V[ROWS] on the weights alone)


def test_operations_on_weights_alone_keep_their_gradient():
    x = _rng.standard_normal((4, 3)).astype(np.float32)
    m = ivy_tracer.transpile(gated, target=TARGET, args=(x,))
    assert set(params_of(m)) == {"LOG_S", "V"}
    if TARGET == "torch":
        assert {n for n, _ in m.named_buffers()} == {"ROWS"}  # (an integer array: state, not trained)
    elif TARGET == "tensorflow":
        assert {n for n, v in m.weights_by_name.items() if not v.trainable} == {"ROWS"}
    else:
        assert set(m.state) == {"ROWS"}
    x2 = _rng.standard_normal((4, 3)).astype(np.float32)
    check_tree(m(to_target(x2)), gated(x2))
    s, vr = np.exp(LOG_S), V[ROWS]  # d sum(out): hand-written
    want = {"LOG_S": s * x2.sum(0) * vr.sum(1), "V": np.zeros_like(V)}
    np.add.at(want["V"], ROWS, np.outer(s * x2.sum(0), np.ones(2, np.float32)))
    got = _loss_and_grads(m, to_target(x2), 0.0, lambda d: d, summed=True)[1]
    if got is not None:
        for n in want:
            np.testing.assert_allclose(got[n], want[n], rtol=1e-5, atol=1e-6, err_msg=n)


class NumpyLinear:
    """A NumPy model written as a class: its attributes are the weights."""

    def __init__(self, seed):
        r = np.random.default_rng(seed)
        self.w = r.standard_normal((3, 4)).astype(np.float32)
        self._b = np.full(3, 0.25, np.float32)

    def __call__(self, x):
        return np.tanh(x @ self.w.T + self._b)  # (self.w.T: an operation on a weight alone)


def test_callable_object_model():
    lin = NumpyLinear(2)
    x = _rng.standard_normal((2, 4)).astype(np.float32)
    m = ivy_tracer.transpile(lin, target=TARGET, args=(x,))
    got = params_of(m)
    assert set(got) == {"w", "b"}
    np.testing.assert_array_equal(got["w"], lin.w)
    check_tree(m(to_target(x)), lin(x))
    assert type(lin.w) is np.ndarray  # (the traced views were put back)
    r = np.tanh(x @ lin.w.T + lin._b)  # d sum(out) / dw, db: hand-written
    d = 1 - r * r
    grads = _loss_and_grads(m, to_target(x), 0.0, lambda v: v, summed=True)[1]
    if grads is not None:
        np.testing.assert_allclose(grads["w"], d.T @ x, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(grads["b"], d.sum(0), rtol=1e-5, atol=1e-6)


class _Slots:
    __slots__ = ("w",)


_HIDDEN = _Slots()
_HIDDEN.w = np.ones(3)


def test_float_array_computed_outside_the_trace_is_an_error():
    def f(x):
        return x * (_HIDDEN.w * 2)  # (a weight where the tracer does not look: computed as a constant)

    with pytest.raises(ivy_tracer.TranspileError, match="constant") as e:
        ivy_tracer.transpile(f, target=TARGET, args=(np.ones(3),))
    assert "test_transpile_numpy.py" in str(e.value)


def test_writing_into_a_weight_is_an_error_and_leaves_it_as_it_was():
    w = np.ones((3, 2))

    def f(x):
        w[0] = 5.0  # (a model's weights change by training only)
        return x @ w

    with pytest.raises(ivy_tracer.TranspileError, match="writes into one of its weights") as e:
        ivy_tracer.transpile(f, target=TARGET, args=(np.ones((2, 3)),))
    assert "test_transpile_numpy.py" in e.value.line
    np.testing.assert_array_equal(w, np.ones((3, 2)))
    assert type(w) is np.ndarray and w.flags.writeable


def test_array_functions_indexing_inplace_dict_and_tuple_outputs():
    a = _rng.standard_normal((2, 4)).astype(np.float32)
    b = _rng.standard_normal((2, 4)).astype(np.float32)
    f = ivy_tracer.transpile(array_fn, target=TARGET, args=(a, b))
    assert callable(f) and not hasattr(f, "params") and not hasattr(f, "parameters")
    check_native(f.transpiled.source)
    a2 = _rng.standard_normal((2, 4)).astype(np.float32)
    b2 = _rng.standard_normal((2, 4)).astype(np.float32)
    ta = to_target(a2)
    check_tree(f(ta, to_target(b2)), array_fn(a2, b2))
    np.testing.assert_array_equal(tonp(ta), a2)  # (the copy was written, not the argument)


def inplace_on_inputs(x, idx):
    v = x[1:]  # (a view: sees the writes below)
    x += 1.5
    x[0] *= 2
    np.multiply(x, 3, out=x)
    np.add.at(x, idx, 1.0)
    return v.sum(axis=0), x


def test_inplace_writes_on_inputs_are_functional():
    x = _rng.standard_normal((3, 4))
    idx = np.array([0, 0, 2])
    f = ivy_tracer.transpile(inplace_on_inputs, target=TARGET, args=(x.copy(), idx))
    x2 = _rng.standard_normal((3, 4))
    tx = to_target(x2)
    got = f(tx, to_target(idx))
    check_tree(got, inplace_on_inputs(x2.copy(), idx), rtol=1e-12, atol=1e-12)
    np.testing.assert_array_equal(tonp(tx), x2)  # (the caller's array is not modified)


def dtypes_fn(f32, i32, i64):
    return (f32 * 2.5, f32 + np.float64(1.0), i32 + 1, i32 + i64, i32 * 0.5, i64 // 3, i64 % 3,
            np.sum(i32, axis=0), (f32 > 0).astype(np.int8), f32.astype(np.float64).mean(), i32 / i32)


def test_integer_and_float_dtypes_follow_numpy2_promotion():
    f32 = _rng.standard_normal((2, 3)).astype(np.float32)
    i32 = np.arange(1, 7, dtype=np.int32).reshape(2, 3)
    i64 = np.array([[-7, 5, 9]], dtype=np.int64)
    f = ivy_tracer.transpile(dtypes_fn, target=TARGET, args=(f32, i32, i64))
    check_tree(f(to_target(f32), to_target(i32), to_target(i64)), dtypes_fn(f32, i32, i64), rtol=1e-6)


def test_source_is_detected_from_numpy_arrays_and_names():
    from ivy_tracer.transpile import _detect

    x = np.ones((2, 3), np.float32)
    assert _detect(lambda v: v, (x,), None) == "numpy"
    assert _detect(mlp, None, None) == "numpy"
    f = ivy_tracer.transpile(lambda v: np.tanh(v).sum(axis=1), source="np", target=TARGET, args=(x,))
    check_tree(f(to_target(x)), np.tanh(x).sum(axis=1))


def test_lazy_transpile_caches_per_signature_and_knows_the_parameters():
    m = ivy_tracer.transpile(mlp, target=TARGET)
    assert set(params_of(m)) == {"W1", "b1", "LAYERS.W2", "LAYERS.b2"}
    for n in (3, 3, 4):
        x = _rng.standard_normal((n, 6)).astype(np.float32)
        check_tree(m(to_target(x)), mlp(x))
    assert len(m.sources) == 2
    # the first call inside the target's compiler (abstract inputs: the trace reads no value)
    x = _rng.standard_normal((2, 6)).astype(np.float32)
    m = ivy_tracer.transpile(mlp, target=TARGET)
    if TARGET == "jax":
        import jax

        check_tree(jax.jit(m.apply)(m.params, to_target(x)), mlp(x))
    elif TARGET == "tensorflow":
        import tensorflow as tf

        check_tree(tf.function(lambda v: m(v), autograph=False)(to_target(x)), mlp(x))


def test_unsupported_op_is_named():
    def f(d):
        return np.busday_count(d, d + 7)  # (NumPy's calendar: no array framework has it)

    d = np.array(["2024-01-01", "2024-03-04"], dtype="datetime64[D]")
    missing = ivy_tracer.unsupported(f, (d,))
    assert [op for op, _ in missing] == ["numpy.busday_count"]
    assert "test_transpile_numpy.py" in missing[0][1]
    with pytest.raises(ivy_tracer.TranspileError, match="numpy.busday_count") as e:
        ivy_tracer.transpile(f, target=TARGET, args=(d,))
    assert isinstance(e.value, ivy.IvyError) and e.value.op == "numpy.busday_count"


def test_random_draws_stay_random():
    """``np.random.normal`` in the source draws new numbers at every call of the result, with
    NumPy's distribution (the draws are by distribution, not NumPy's bits)."""
    def noisy(x):
        return x + np.random.normal(size=x.shape) * 0.1  # (NumPy's global generator: new numbers each call)

    x = np.zeros(4000, np.float32)
    assert ivy_tracer.unsupported(noisy, (x,)) == []
    f = ivy_tracer.transpile(noisy, target=TARGET, args=(x,))
    a, b = tonp(f(to_target(x))), tonp(f(to_target(x)))
    assert (a != b).any()
    for d in (a, b):
        assert abs(d.mean()) < 0.01 and abs(d.std() - 0.1) < 0.01


def test_value_dependent_control_flow_is_a_transpile_error():
    def f(x):
        return x * 2 if x.sum() > 0 else -x

    with pytest.raises(ivy_tracer.TranspileError, match="test_transpile_numpy.py"):
        ivy_tracer.transpile(f, target=TARGET, args=(np.ones(3),))


def test_output_source_file_runs_with_the_weights(tmp_path):
    x = _rng.standard_normal((5, 6)).astype(np.float32)
    path = tmp_path / "mlp_transpiled.py"
    text = ivy_tracer.transpile(mlp, target=TARGET, args=(x,), output="source", path=path)
    assert path.read_text() == text
    imports = {ln.split()[1] for ln in text.splitlines() if ln.startswith("import ")}
    assert imports <= {TARGET, "numpy", "operator"}, imports
    ns = {}
    exec(compile(text, str(path), "exec"), ns)  # noqa: S102 - the file just written
    weights = {"W1": W1, "b1": b1, "LAYERS_W2": LAYERS["W2"], "LAYERS_b2": LAYERS["b2"]}
    out, state = ns["forward"](**{k: to_target(v) for k, v in weights.items()}, x=to_target(x))
    assert state == {}
    check_tree(out, mlp(x))

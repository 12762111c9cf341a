"""What the model tests share: the target (the session's backend), torch tensors as the
target's arrays, results as NumPy, calls of the transpiled code with torch forbidden, and the
target's gradients of a loss of a transpiled module's outputs."""

from __future__ import annotations

import os
import pathlib
import sys

import numpy as np
import pytest

from ivy.testing.helpers import backend_name

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tests"))
from _helpers import sgd_step, to_target, tonp  # noqa: E402,F401 - the transpile tests' shared helpers

torch = pytest.importorskip("torch")
pytest.importorskip("ivy_frontends")

TARGET = backend_name()
TARGETS = ("numpy", "torch", "jax", "tensorflow")
# the tolerances: float32 to 1e-4 relative, torch to torch within 1e-5
RTOL = 1e-5 if TARGET == "torch" else 1e-4
ATOL = 1e-6 if TARGET == "torch" else 1e-5
only_targets = pytest.mark.skipif(TARGET not in TARGETS, reason=f"transpile targets: {', '.join(TARGETS)}")
# CI's spread (IVY_TRANSPILE_SPREAD, set by `nox -s transpile_models` unless `-- --full`): the
# k-th small case runs on two of the four targets (numpy and jax, or torch and tensorflow, by
# turns); the models on all
SPREAD = bool(os.environ.get("IVY_TRANSPILE_SPREAD"))


def skip_unless_spread_here(index, name):
    """Skip the ``index``-th case ``name`` on this target where CI's spread gives it to two others."""
    if not SPREAD or TARGET not in TARGETS:
        return
    i = index % len(TARGETS)
    mine = (TARGETS[i], TARGETS[(i + 2) % len(TARGETS)])
    if TARGET not in mine:
        pytest.skip(f"CI spread: {name} runs on {' and '.join(mine)} (nox -s transpile_models -- --full: all)")


class NoTorch(torch.overrides.TorchFunctionMode):
    """Every torch function, method or factory called while it is active raises."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        raise AssertionError(f"the transpiled code called torch: {func}")


def run(f, *xs, **kw):
    """Call the transpiled object (JAX/TensorFlow/NumPy targets: with torch forbidden)."""
    if TARGET == "torch":
        return f(*xs, **kw)
    with NoTorch():
        return f(*xs, **kw)


def check_native(src):
    """The emitted code names no torch (nor transformers/kornia) on the other targets."""
    assert src
    if TARGET != "torch":
        for word in ("torch", "transformers", "kornia"):
            assert word not in src, word


def input_grad(f, x, rest=()):
    """The target's gradient of ``sum(f(x, *rest) ** 2)`` with respect to ``x`` (a target array)."""
    if TARGET == "torch":
        x = x.clone().requires_grad_(True)
        (f(x, *rest) ** 2).sum().backward()
        return tonp(x.grad)
    if TARGET == "jax":
        import jax

        return np.asarray(jax.jit(jax.grad(lambda v: (f(v, *rest) ** 2).sum()))(x))  # (one compilation)
    import tensorflow as tf

    with tf.GradientTape() as tape:
        tape.watch(x)
        loss = tf.reduce_sum(f(x, *rest) ** 2)
    return tape.gradient(loss, x).numpy()


def module_weights(m):
    """The transpiled module's trainable weights as ``{source name: NumPy}``."""
    if TARGET == "torch":
        return {n: tonp(p) for n, p in m.named_parameters()}
    if TARGET == "tensorflow":
        return {n: v.numpy() for n, v in m.weights_by_name.items() if v.trainable}
    return {n: np.asarray(v) for n, v in m.params.items()}


_JITTED = {}


def module_loss_and_grads(m, loss_of, args, kwargs):
    """``(loss, {name: grad})`` of ``loss_of(outputs)`` for the transpiled module's weights."""
    if TARGET == "torch":
        m.zero_grad()
        loss = loss_of(m(*args, **kwargs))
        loss.backward()
        return float(loss.detach()), {n: tonp(p.grad) for n, p in m.named_parameters()}
    if TARGET == "jax":
        import jax

        key = (id(m), loss_of)
        vg = _JITTED.get(key)
        if vg is None:  # (one compilation per model, not one per op nor per call)
            vg = _JITTED[key] = jax.jit(jax.value_and_grad(lambda p, a, k: loss_of(m.apply(p, *a, **k))))
        loss, g = vg(m.params, list(args), dict(kwargs))
        return float(loss), {n: np.asarray(v) for n, v in g.items()}
    import tensorflow as tf

    names = [n for n, v in m.weights_by_name.items() if v.trainable]
    with tf.GradientTape() as tape:
        loss = loss_of(m(*args, **kwargs))
    gs = tape.gradient(loss, [m.weights_by_name[n] for n in names])
    return float(loss), {n: tf.convert_to_tensor(g).numpy() for n, g in zip(names, gs)}


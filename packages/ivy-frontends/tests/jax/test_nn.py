"""``ivy_frontends.jax.nn`` against the real ``jax.nn``: every function on float32 inputs of a
few shapes (0-d and empty included) and its keyword variants; the initializers by shape, dtype
and variance; signatures equal to JAX's."""

from __future__ import annotations

import inspect
import os

import numpy as np
import pytest
from lax_driver import _jax_x32
from lax_spread import only_on_spread

import ivy

SLICE = bool(os.environ.get("IVY_FRONTENDS_SLICE")) and os.environ.get("IVY_OPINFO", "ci") != "full"

# (name, kwargs, input kind)
CASES = [
    ("relu", {}, "f"),
    ("relu", {}, "i"),
    ("relu6", {}, "f"),
    ("sigmoid", {}, "f"),
    ("log_sigmoid", {}, "f"),
    ("softplus", {}, "f"),
    ("sparse_plus", {}, "f"),
    ("sparse_sigmoid", {}, "f"),
    ("soft_sign", {}, "f"),
    ("silu", {}, "f"),
    ("swish", {}, "f"),
    ("hard_sigmoid", {}, "f"),
    ("hard_silu", {}, "f"),
    ("hard_swish", {}, "f"),
    ("hard_tanh", {}, "f"),
    ("tanh", {}, "f"),
    ("identity", {}, "f"),
    ("elu", {}, "f"),
    ("elu", {"alpha": 0.5}, "f"),
    ("celu", {"alpha": 2.0}, "f"),
    ("selu", {}, "f"),
    ("leaky_relu", {}, "f"),
    ("leaky_relu", {"negative_slope": 0.2}, "f"),
    ("gelu", {}, "f"),
    ("gelu", {"approximate": False}, "f"),
    ("glu", {}, "even"),
    ("glu", {"axis": 0}, "even0"),
    ("mish", {}, "f"),
    ("squareplus", {}, "f"),
    ("squareplus", {"b": 1.0}, "f"),
    ("log1mexp", {}, "pos"),
    ("softmax", {}, "f"),
    ("softmax", {"axis": 0}, "f"),
    ("softmax", {"where": "mask"}, "f"),
    ("log_softmax", {}, "f"),
    ("log_softmax", {"axis": (0, 1)}, "f"),
    ("log_softmax", {"where": "mask"}, "f"),
    ("logsumexp", {}, "f"),
    ("logsumexp", {"axis": 1, "keepdims": True}, "f"),
    ("logsumexp", {"b": "b"}, "f"),
    ("logsumexp", {"b": "b", "return_sign": True, "axis": 0}, "f"),
    ("logmeanexp", {"axis": 1}, "f"),
    ("standardize", {}, "f"),
    ("standardize", {"axis": 0, "epsilon": 1e-3}, "f"),
    ("one_hot", {"num_classes": 4}, "cls"),
    ("one_hot", {"num_classes": 3, "axis": 0, "dtype": "int32"}, "cls"),
]
SHAPES = [(2, 6), (), (0,)]


def _inputs(kind, shape, rng):
    if kind == "i":
        return rng.integers(-5, 5, size=shape).astype(np.int32)
    if kind == "pos":
        return (rng.random(shape) * 3 + 0.05).astype(np.float32)
    if kind == "cls":
        return rng.integers(-1, 5, size=shape).astype(np.int32)
    return (rng.standard_normal(shape) * 3).astype(np.float32)


def _compare(got, want, tol=2e-5):
    from lax_driver import compare

    msg = compare(got, want, tol, "nn")
    assert msg is None, msg


@pytest.mark.parametrize(("name", "kwargs", "kind"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_nn_function_matches_jax(name, kwargs, kind):
    import jax.nn as real

    import ivy_frontends.jax.nn as nn
    import ivy_frontends.jax.numpy as jnp

    only_on_spread(f"nn.{name}.{kwargs!r}.{kind}")
    rng = np.random.default_rng(0)
    shapes = SHAPES[:1] if SLICE else SHAPES
    for shape in shapes:
        if kind in ("even", "even0"):
            shape = (4, 6)
        if len(shape) < 2 and (
            kwargs.get("axis") in (0, (0, 1)) or "where" in kwargs or "b" in kwargs or name == "logmeanexp"
        ):
            continue
        x = _inputs(kind, shape, rng)
        kw = dict(kwargs)
        if kw.get("where") == "mask":
            kw["where"] = rng.random(shape) < 0.7
        if kw.get("b") == "b":
            kw["b"] = rng.standard_normal(shape).astype(np.float32)
        if "dtype" in kw:
            kw["dtype"] = np.dtype(kw["dtype"])
        fkw = {k: (jnp.asarray(v) if isinstance(v, np.ndarray) else v) for k, v in kw.items()}
        try:
            want = getattr(real, name)(x, **kw)
        except (IndexError, ValueError, TypeError):  # JAX refuses these inputs: so must the frontend
            with pytest.raises(ivy.IvyError):
                getattr(nn, name)(jnp.asarray(x), **fkw)
            continue
        got = getattr(nn, name)(jnp.asarray(x), **fkw)
        _compare(got, want)


@pytest.mark.parametrize("causal", [False, True])
def test_dot_product_attention_matches_jax(causal):
    only_on_spread(f"nn.attention.{causal}")
    import jax.nn as real

    import ivy_frontends.jax.nn as nn
    import ivy_frontends.jax.numpy as jnp

    rng = np.random.default_rng(1)
    q = rng.standard_normal((2, 3, 4, 8)).astype(np.float32)
    k = rng.standard_normal((2, 5, 2, 8)).astype(np.float32)
    v = rng.standard_normal((2, 5, 2, 8)).astype(np.float32)
    mask = rng.random((2, 4, 3, 5)) < 0.8
    bias = rng.standard_normal((2, 4, 3, 5)).astype(np.float32)
    if causal:
        with _jax_x32():
            want = real.dot_product_attention(q, k, v, is_causal=True, key_value_seq_lengths=np.array([5, 3], np.int32))
        got = nn.dot_product_attention(
            jnp.asarray(q),
            jnp.asarray(k),
            jnp.asarray(v),
            is_causal=True,
            key_value_seq_lengths=jnp.asarray(np.array([5, 3], np.int32)),
        )
    else:
        want = real.dot_product_attention(q, k, v, bias=bias, mask=mask, scale=0.3)
        got = nn.dot_product_attention(
            *(jnp.asarray(t) for t in (q, k, v)), bias=jnp.asarray(bias), mask=jnp.asarray(mask), scale=0.3
        )
    _compare(got, want, 1e-4)


INITS = [
    ("glorot_uniform", {}),
    ("glorot_normal", {}),
    ("he_uniform", {}),
    ("he_normal", {}),
    ("lecun_normal", {}),
    ("lecun_uniform", {}),
    ("normal", {"stddev": 0.5}),
    ("uniform", {"scale": 2.0}),
    ("truncated_normal", {"stddev": 0.5}),
    ("orthogonal", {}),
    ("variance_scaling", {"scale": 3.0, "mode": "fan_out", "distribution": "normal"}),
    ("variance_scaling", {"scale": 1.0, "mode": "fan_geo_avg", "distribution": "uniform"}),
]


@pytest.mark.parametrize(("name", "kwargs"), INITS, ids=[f"{n}-{i}" for i, (n, _) in enumerate(INITS)])
def test_initializer_shape_dtype_and_variance_match_jax(name, kwargs):
    """Same shape and dtype as JAX's initializer; the sample variance agrees with JAX's sample's
    (both from 64 x 128 draws, 15% apart at most: the standard error is ~2%)."""
    only_on_spread(f"nn.init.{name}.{kwargs!r}")
    import jax
    import jax.nn.initializers as real

    import ivy_frontends.jax.random as random
    from ivy_frontends.jax.nn import initializers

    shape = (64, 128)
    want = np.asarray(getattr(real, name)(**kwargs)(jax.random.PRNGKey(0), shape))
    got = getattr(initializers, name)(**kwargs)(random.PRNGKey(0), shape)
    g = np.asarray(ivy.to_numpy(got._data))
    assert g.shape == want.shape and g.dtype == want.dtype
    assert abs(g.var() / want.var() - 1) < 0.15, (g.var(), want.var())
    assert abs(g.mean() - want.mean()) < 0.1 * np.sqrt(want.var()) + 1e-3
    if name == "orthogonal":
        np.testing.assert_allclose(g @ g.T, np.eye(64), atol=1e-4)


def test_constant_zeros_ones():
    import ivy_frontends.jax.random as random
    from ivy_frontends.jax.nn import initializers

    k = random.PRNGKey(0)
    assert initializers.zeros(k, (2, 3)).shape == (2, 3)
    assert float(ivy.to_numpy(initializers.ones(k, (2,), "float32")._data).sum()) == 2.0
    c = initializers.constant(3.0)(k, (2, 2))
    assert c.dtype.name == "float32" and float(ivy.to_numpy(c._data).sum()) == 12.0


def test_nn_signatures_are_jaxs():
    import jax.nn as real
    import jax.nn.initializers as real_init

    import ivy_frontends.jax.nn as nn
    from ivy_frontends.jax.nn import initializers

    bad = []
    for mod, ref in ((nn, real), (initializers, real_init)):
        for name in dir(ref):
            if name.startswith("_") or not callable(getattr(ref, name)) or inspect.isclass(getattr(ref, name)):
                continue
            if name in ("get_scaled_dot_general_config", "scaled_dot_general", "scaled_matmul", "initializers"):
                continue  # block-scaled matmuls for GPUs (cuDNN): not provided
            f = getattr(mod, name, None)
            if f is None:
                bad.append(f"missing {name}")
                continue
            want = [(p.name, p.kind) for p in inspect.signature(getattr(ref, name)).parameters.values()]
            got = [(p.name, p.kind) for p in inspect.signature(f).parameters.values()]
            if got != want:
                bad.append(f"{name}: {got} != {want}")
    assert not bad, bad

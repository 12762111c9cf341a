"""Transpiling between frameworks with ``ivy_tracer.transpile``: code of one framework becomes
native, trainable code of another.

1. A PyTorch GPT (``examples/torch_models.py``) turned into JAX and trained with optax: the same
   Adam steps as ``torch.optim.Adam`` on the torch model, and the two loss curves agree.
2. A JAX function of a params pytree turned into a torch function and trained with
   ``torch.optim.SGD`` on a dict of torch tensors, against the same steps in JAX.
3. The emitted source of a small model (``output="source"``: a file importing only JAX).
4. ``--table``: every source x target pair on an MLP written in the source framework (the
   transpile time: tracing, conversion and the first call; the largest output difference).

    python examples/transpile.py            # parts 1-3
    python examples/transpile.py --table    # and the pair table

Needs: ivy-core, the backend plugins, ivy-tracer[transpile] (ivy-frontends), torch, jax, optax,
tensorflow (for the table).
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

import numpy as np

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def torch_gpt_to_jax_with_optax(steps=8, lr=3e-3):
    """Part 1: the torch GPT as a JAX model, trained with optax; torch's own Adam as the reference."""
    import jax
    import jax.numpy as jnp
    import optax
    import torch
    import torch_models

    import ivy_tracer

    torch.manual_seed(0)
    cfg = {"vocab_size": 64, "block_size": 16, "n_layer": 2, "n_head": 2, "n_embd": 32}
    model = torch_models.GPT(**cfg).eval()
    tokens = torch.randint(0, cfg["vocab_size"], (4, 16))
    targets = torch.randint(0, cfg["vocab_size"], (4, 16))

    t0 = time.perf_counter()
    jm = ivy_tracer.transpile(model, target="jax", args=(tokens,))
    took = time.perf_counter() - t0
    x, y = jnp.asarray(tokens.numpy()), jnp.asarray(targets.numpy())
    diff = float(np.abs(np.asarray(jm(x)) - model(tokens).detach().numpy()).max())
    print(f"1. torch GPT ({sum(p.numel() for p in model.parameters())} parameters) -> JAX in {took:.2f} s; "
          f"max |jax - torch| = {diff:.1e}")

    def loss_fn(params, x, y):
        logits = jm.apply(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    opt = optax.adam(lr)
    params, state = jm.params, opt.init(jm.params)

    @jax.jit
    def step(params, state, x, y):
        loss, g = jax.value_and_grad(loss_fn)(params, x, y)
        updates, state = opt.update(g, state, params)
        return optax.apply_updates(params, updates), state, loss

    topt = torch.optim.Adam(model.parameters(), lr=lr)
    rows = []
    for _ in range(steps):
        params, state, jl = step(params, state, x, y)
        topt.zero_grad()
        tl = torch.nn.functional.cross_entropy(model(tokens).flatten(0, 1), targets.flatten())
        tl.backward()
        topt.step()
        rows.append((float(jl), tl.item()))
    print("   step | optax on the transpiled model | torch.optim.Adam on the torch model")
    for i, (jl, tl) in enumerate(rows):
        print(f"   {i:4d} | {jl:29.5f} | {tl:.5f}")
    assert rows[-1][0] < rows[0][0] and abs(rows[-1][0] - rows[-1][1]) < 1e-3 * abs(rows[-1][1]) + 1e-4
    return rows


def jax_function_to_torch(steps=5, lr=0.1):
    """Part 2: a JAX function of a params pytree as a torch function, trained with torch.optim."""
    import jax
    import jax.numpy as jnp
    import torch

    import ivy_tracer

    def mlp(params, x):
        h = jnp.tanh(x @ params["w1"] + params["b1"])
        return jax.nn.log_softmax(h @ params["w2"] + params["b2"], axis=-1)

    rng = np.random.default_rng(0)
    init = {"w1": rng.normal(size=(5, 16)) * 0.5, "b1": np.zeros(16), "w2": rng.normal(size=(16, 3)) * 0.5,
            "b2": np.zeros(3)}
    init = {k: v.astype(np.float32) for k, v in init.items()}
    x = rng.normal(size=(32, 5)).astype(np.float32)
    labels = rng.integers(0, 3, size=32)

    t0 = time.perf_counter()
    tf_ = ivy_tracer.transpile(mlp, target="torch", args=({k: jnp.asarray(v) for k, v in init.items()},
                                                           jnp.asarray(x)))
    took = time.perf_counter() - t0
    tp = {k: torch.tensor(v, requires_grad=True) for k, v in init.items()}
    opt = torch.optim.SGD(tp.values(), lr=lr)
    jp = {k: jnp.asarray(v) for k, v in init.items()}

    def jloss(p):
        return -jnp.take_along_axis(mlp(p, jnp.asarray(x)), jnp.asarray(labels)[:, None], axis=1).mean()

    rows = []
    for _ in range(steps):
        opt.zero_grad()
        tl = torch.nn.functional.nll_loss(tf_(tp, torch.from_numpy(x)), torch.from_numpy(labels))
        tl.backward()
        opt.step()
        jl, g = jax.value_and_grad(jloss)(jp)
        jp = {k: v - lr * g[k] for k, v in jp.items()}
        rows.append((tl.item(), float(jl)))
    print(f"2. JAX function -> torch in {took:.2f} s; torch.optim.SGD on it vs the same steps in JAX:")
    for i, (tl, jl) in enumerate(rows):
        print(f"   {i:4d} | torch {tl:.5f} | jax {jl:.5f}")
    assert rows[-1][0] < rows[0][0] and abs(rows[-1][0] - rows[-1][1]) < 1e-4 * abs(rows[-1][1]) + 1e-5
    return rows


def emitted_source():
    """Part 3: the JAX file of a small torch model."""
    import torch

    import ivy_tracer

    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 2)).eval()
    text = ivy_tracer.transpile(model, target="jax", args=(torch.ones(3, 4),), output="source")
    print("3. transpile(torch MLP, target='jax', output='source'):\n")
    print(text)
    return text


# ---------------------------------------------------------------- 4. the pair table


def _mlp_weights():
    rng = np.random.default_rng(1)
    return [(rng.normal(size=(8, 16)) * 0.3).astype(np.float32), np.zeros(16, np.float32),
            (rng.normal(size=(16, 4)) * 0.3).astype(np.float32), np.full(4, 0.1, np.float32)]


def _source_mlp(source):
    """``(object, example input, reference output)``: the same MLP written in ``source``."""
    w1, b1, w2, b2 = _mlp_weights()
    x = np.random.default_rng(2).normal(size=(5, 8)).astype(np.float32)
    want = np.tanh(x @ w1 + b1) @ w2 + b2
    if source == "torch":
        import torch

        m = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 4)).eval()
        with torch.no_grad():
            for p, v in zip(m.parameters(), (w1.T, b1, w2.T, b2)):
                p.copy_(torch.from_numpy(np.ascontiguousarray(v)))
        return m, torch.from_numpy(x), want
    if source == "jax":
        import jax.numpy as jnp

        ws = [jnp.asarray(v) for v in (w1, b1, w2, b2)]

        def mlp(x):
            return jnp.tanh(x @ ws[0] + ws[1]) @ ws[2] + ws[3]

        return mlp, jnp.asarray(x), want
    if source == "tensorflow":
        import keras

        m = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="tanh"), keras.layers.Dense(4)])
        m.set_weights([w1, b1, w2, b2])
        import tensorflow as tf

        return m, tf.convert_to_tensor(x), want

    def mlp(x):
        return np.tanh(x @ w1 + b1) @ w2 + b2

    return mlp, x, want


def pair_table(sources=("torch", "jax", "tensorflow", "numpy"), targets=("torch", "jax", "tensorflow", "numpy")):
    import importlib

    import ivy
    import ivy_tracer

    for m in ("torch", "jax.numpy", "tensorflow", "keras", "ivy_frontends.torch", "ivy_frontends.jax",
              "ivy_frontends.tensorflow", "ivy_frontends.numpy"):
        importlib.import_module(m)  # (the frameworks' and frontends' imports are not transpile time)
    for t in targets:
        ivy.get_backend(t)
    print("| source | target | transpile + first call (s) | max abs diff |")
    print("|---|---|---:|---:|")
    rows = []
    for s in sources:
        obj, x, want = _source_mlp(s)
        for t in targets:
            t0 = time.perf_counter()
            out = ivy_tracer.transpile(obj, target=t, args=(x,))
            got = out(ivy.asarray(np.asarray(x), backend=t)._data)
            took = time.perf_counter() - t0
            diff = float(np.abs(np.asarray(ivy.to_numpy(got)) - want).max())
            rows.append((s, t, took, diff))
            print(f"| {s} | {t} | {took:.2f} | {diff:.1e} |", flush=True)
            assert diff < 1e-4, (s, t, diff)
    return rows


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--table", action="store_true", help="also every source x target pair on an MLP")
    a = p.parse_args(argv)
    torch_gpt_to_jax_with_optax()
    jax_function_to_torch()
    emitted_source()
    if a.table:
        pair_table()


if __name__ == "__main__":
    main()

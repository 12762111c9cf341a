"""Benchmark of ``ivy_tracer.transpile`` (issue #46): transpile time and the transpiled model's
speed against the same network written by hand in the target framework.

Method:

- **transpile time**: ``transpile(model, target=..., args=...)`` plus its first call, for a fresh
  torch model each time (the source is traced in eval and train mode for a module), best of
  ``--repeat`` in one process after one untimed transpile that imports the frontend and warms
  the target; ``cold`` is that first, untimed-in-the-best one (imports included).
- **runtime**: a 3-layer MLP (64x512 -> 512 -> 512 -> 10, ReLU) transpiled from torch, called
  eagerly (and under ``jax.jit`` / ``tf.function`` where the target has a compiler), against the
  same network hand-written in the target with the same weights (``torch.nn.functional.linear``,
  ``jnp.dot``, ``tf.matmul``, ``np.dot``). Median of ``--repeat`` timings of ``--number`` calls,
  old and new interleaved. Ratio = transpiled / native (1.0 = as fast).

Run: ``python benchmarks/transpile_bench.py [--targets torch,jax,tensorflow,numpy]``; ``main()``
prints the tables.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np


def _mlp(torch):
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(512, 512), torch.nn.ReLU(), torch.nn.Linear(512, 512),
                               torch.nn.ReLU(), torch.nn.Linear(512, 10)).eval()


def _cnn(torch):
    torch.manual_seed(0)
    return torch.nn.Sequential(
        torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.BatchNorm2d(8), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
        torch.nn.Conv2d(8, 16, 3, padding=1), torch.nn.ReLU(), torch.nn.Flatten(),
        torch.nn.Linear(16 * 8 * 8, 10)).eval()


def _to(target, a):
    if target == "torch":
        import torch

        return torch.from_numpy(np.array(a))
    if target == "jax":
        import jax.numpy as jnp

        return jnp.asarray(a)
    if target == "tensorflow":
        import tensorflow as tf

        return tf.convert_to_tensor(a)
    return np.array(a)


def _block(target, y):
    if target == "jax":
        y.block_until_ready()
    elif target == "tensorflow":
        y.numpy()
    return y


def transpile_times(targets, repeat):
    import torch

    import ivy_tracer

    rows = []
    for target in targets:
        for name, make, shape in (("MLP", _mlp, (64, 512)), ("CNN", _cnn, (8, 3, 16, 16))):
            x = torch.randn(*shape)
            t0 = time.perf_counter()
            m = ivy_tracer.transpile(make(torch), target=target, args=(x,))
            _block(target, m(_to(target, x.numpy())))
            cold = time.perf_counter() - t0
            best = float("inf")
            for _ in range(repeat):
                model = make(torch)
                t0 = time.perf_counter()
                m = ivy_tracer.transpile(model, target=target, args=(x,))
                _block(target, m(_to(target, x.numpy())))
                best = min(best, time.perf_counter() - t0)
            rows.append((name, target, f"{cold:.2f}", f"{best:.3f}", "2.0", "ok" if best <= 2.0 else "OVER"))
    return rows


def _native_mlp(target, ws):
    """The MLP hand-written in ``target`` with weights ``ws`` (NumPy (out, in) / (out,) pairs)."""
    if target == "torch":
        import torch
        import torch.nn.functional as F  # noqa: N812

        p = [(torch.from_numpy(w), torch.from_numpy(b)) for w, b in ws]

        def f(x):
            with torch.no_grad():
                h = torch.relu(F.linear(x, *p[0]))
                h = torch.relu(F.linear(h, *p[1]))
                return F.linear(h, *p[2])

        return f, None
    if target == "jax":
        import jax
        import jax.numpy as jnp

        p = [(jnp.asarray(w.T), jnp.asarray(b)) for w, b in ws]

        def f(x):
            h = jnp.maximum(jnp.dot(x, p[0][0]) + p[0][1], 0)
            h = jnp.maximum(jnp.dot(h, p[1][0]) + p[1][1], 0)
            return jnp.dot(h, p[2][0]) + p[2][1]

        return f, jax.jit(f)
    if target == "tensorflow":
        import tensorflow as tf

        p = [(tf.constant(w.T), tf.constant(b)) for w, b in ws]

        def f(x):
            h = tf.nn.relu(tf.matmul(x, p[0][0]) + p[0][1])
            h = tf.nn.relu(tf.matmul(h, p[1][0]) + p[1][1])
            return tf.matmul(h, p[2][0]) + p[2][1]

        return f, tf.function(f)
    p = [(w.T.copy(), b) for w, b in ws]

    def f(x):
        h = np.maximum(np.dot(x, p[0][0]) + p[0][1], 0)
        h = np.maximum(np.dot(h, p[1][0]) + p[1][1], 0)
        return np.dot(h, p[2][0]) + p[2][1]

    return f, None


def _transpiled_jit(target, m):
    """The transpiled module under the target's compiler (None where it has none)."""
    if target == "jax":
        import jax

        fn = jax.jit(m.apply)
        return lambda x: fn(m.params, x)
    if target == "tensorflow":
        import tensorflow as tf

        return tf.function(lambda x: m(x), autograph=False)
    return None


def _time(f, x, target, number):
    t0 = time.perf_counter()
    for _ in range(number):
        y = f(x)
    _block(target, y)
    return (time.perf_counter() - t0) / number * 1e6


def runtimes(targets, repeat, number):
    import torch

    import ivy_tracer

    rows = []
    model = _mlp(torch)
    ws = [(model[i].weight.detach().numpy().copy(), model[i].bias.detach().numpy().copy()) for i in (0, 2, 4)]
    xn = np.random.default_rng(0).standard_normal((64, 512)).astype(np.float32)
    for target in targets:
        m = ivy_tracer.transpile(model, target=target, args=(torch.from_numpy(xn),))
        x = _to(target, xn)
        native, native_jit = _native_mlp(target, ws)
        if target == "torch":
            def tr(x, m=m):
                with torch.no_grad():
                    return m(x)
        else:
            tr = m
        np.testing.assert_allclose(np.asarray(tr(x)), np.asarray(native(x)), rtol=1e-4, atol=1e-4)
        pairs = [("eager", tr, native)]
        tj = _transpiled_jit(target, m)
        if tj is not None:
            pairs.append(("jit", tj, native_jit))
            pairs.append(("jit vs native eager", tj, native))
        for label, a, b in pairs:
            _time(a, x, target, 3)
            _time(b, x, target, 3)
            ta, tb = [], []
            for _ in range(repeat):
                ta.append(_time(a, x, target, number))
                tb.append(_time(b, x, target, number))
            ma, mb = statistics.median(ta), statistics.median(tb)
            budget = 3.0 if label == "eager" else 1.0
            rows.append((target, label, f"{mb:.1f}", f"{ma:.1f}", f"{ma / mb:.2f}", f"{budget:.1f}",
                         "ok" if ma / mb <= budget else "OVER"))
    return rows


def _table(head, rows):
    widths = [max(len(str(r[i])) for r in [head] + rows) for i in range(len(head))]
    out = ["| " + " | ".join(str(c).ljust(w) for c, w in zip(head, widths)) + " |",
           "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    out += ["| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |" for r in rows]
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="torch,jax,tensorflow,numpy")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--number", type=int, default=20)
    ap.add_argument("--only", choices=("transpile", "runtime"), default=None)
    a = ap.parse_args(argv)
    targets = a.targets.split(",")
    if a.only in (None, "transpile"):
        print("Transpile time (torch source; conversion + first call, seconds):\n")
        print(_table(("model", "target", "cold s", "warm s", "budget s", ""), transpile_times(targets, a.repeat)))
        print()
    if a.only in (None, "runtime"):
        print("Transpiled MLP vs the network hand-written in the target (us per call, 64x512 -> 512 -> 512 -> 10):\n")
        print(_table(("target", "mode", "native us", "transpiled us", "ratio", "budget", ""),
                     runtimes(targets, a.repeat, a.number)))


if __name__ == "__main__":
    main()

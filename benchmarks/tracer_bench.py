"""ivy-tracer's speed (``python benchmarks/tracer_bench.py``; ``main()`` prints the tables).

1. Trace time: ``ivy_tracer.trace`` of a 3-layer MLP (ivy code on each backend, a torch.nn
   module) and of a stack of 12 transformer blocks (an ivy module on torch and on NumPy, and
   ``torch.nn.TransformerEncoder``). Budgets: MLP under 20 ms, transformer stack under 1 s.
   Best of ``--trace-repeat`` traces after a first one (which imports and fills caches).
2. Replay: a traced graph of ivy code (the bench's ivy MLP, ``benchmarks/bench.py``'s module
   case: Linear 512, ReLU, Linear 10) called on new inputs, against the same network written by
   hand in the framework (``bench.py``'s native lines), eager, on every backend. Budgets (ARCHITECTURE
   section 6): within 1% at the realistic size (64x512), within 1 us a call at the tiny one (1x8).
   Eager ivy (the module called directly) is shown beside it: the graph drops its dispatch.
3. Compiled module: ``ivy.compile`` of the ivy MLP against the framework's compiler on the native
   network (``bench.py``'s ``compiled module`` rows), with ivy-tracer installed (the traced native
   graph compiled) and without it (``IVY_COMPILE_PLUGINS=0``: ivy-core's route). Budget: the
   added time at the tiny size within 0.1% of the realistic native call.
4. Dispatch when no trace runs: eager ``ivy.add`` of two 8-element NumPy arrays in a fresh process
   that never imports ivy-tracer and in one that imports it and runs a trace first (the hook is
   removed when the trace ends), alternating processes, best of each; ``np.add`` beside them.
   Budget: the same time (ivy-core's dispatch stays free when no trace runs).

Timings interleave the sides of a row and keep each side's best of ``--repeat`` short samples
(``bench.py``'s method), with one BLAS/OpenMP thread.

    python benchmarks/tracer_bench.py [--backends numpy torch jax tensorflow] [--repeat 35] [--markdown]
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bench import (  # noqa: E402 - bench.py's own networks, so the rows measure the same thing
    _best_interleaved,
    _compiled_case,
    _ivy_mlp,
    _layer_inputs,
    _native_mlp,
    _time,
)

import ivy  # noqa: E402
import ivy_tracer  # noqa: E402

BACKENDS = ("numpy", "torch", "jax", "tensorflow")
TRACE_BUDGET_MLP_S = 0.020
TRACE_BUDGET_TRANSFORMER_S = 1.0


# ------------------------------------------------------------------ workloads


def _native(bname, a):
    if bname == "torch":
        import torch

        return torch.from_numpy(a)
    if bname == "jax":
        import jax.numpy as jnp

        return jnp.asarray(a)
    if bname == "tensorflow":
        import tensorflow as tf

        return tf.constant(a)
    return a


def ivy_mlp3(bname, width=256, rng=None):
    """A 3-layer ivy MLP (Linear, ReLU, Linear, ReLU, Linear) on ``bname``."""
    import numpy as np

    rng = rng or np.random.default_rng(0)
    m = ivy.Sequential(ivy.Linear(width, width), ivy.ReLU(), ivy.Linear(width, width), ivy.ReLU(),
                       ivy.Linear(width, 10))
    v = {}
    for i, (o, n) in zip((0, 2, 4), ((width, width), (width, width), (10, width))):
        v[f"v{i}"] = {"w": ivy.asarray((rng.standard_normal((o, n)) * 0.05).astype("float32"), backend=bname),
                      "b": ivy.asarray(np.zeros(o, "float32"), backend=bname)}
    m.v = ivy.Container({"submodules": v})
    return m


class Block(ivy.Module):
    """A pre-norm transformer block in ivy: multi-head self-attention and a GELU MLP."""

    def __init__(self, d, heads, backend):
        self.d, self.heads = d, heads
        self.ln1 = ivy.LayerNorm([d], backend=backend)
        self.ln2 = ivy.LayerNorm([d], backend=backend)
        self.qkv = ivy.Linear(d, 3 * d, backend=backend)
        self.proj = ivy.Linear(d, d, backend=backend)
        self.fc1 = ivy.Linear(d, 4 * d, backend=backend)
        self.fc2 = ivy.Linear(4 * d, d, backend=backend)
        super().__init__(backend=backend)

    def _forward(self, x):
        b, t, d = x.shape
        h = self.heads
        q, k, v = ivy.split(self.qkv(self.ln1(x)), num_or_size_splits=3, axis=-1)
        q, k, v = (ivy.permute_dims(ivy.reshape(a, (b, t, h, d // h)), (0, 2, 1, 3)) for a in (q, k, v))
        att = ivy.softmax(ivy.matmul(q, ivy.matrix_transpose(k)) / (d // h) ** 0.5, axis=-1)
        y = ivy.reshape(ivy.permute_dims(ivy.matmul(att, v), (0, 2, 1, 3)), (b, t, d))
        x = x + self.proj(y)
        return x + self.fc2(ivy.gelu(self.fc1(self.ln2(x))))


def ivy_transformer(bname, layers=12, d=64, heads=4):
    return ivy.Sequential(*[Block(d, heads, bname) for _ in range(layers)])


# ------------------------------------------------------------------ 1. trace time


def _best_trace(fn, args, repeat):
    ivy_tracer.trace(fn, *args)  # (first: imports, caches)
    best = float("inf")
    n_calls = 0
    for _ in range(repeat):
        t0 = time.perf_counter()
        g = ivy_tracer.trace(fn, *args)
        best = min(best, time.perf_counter() - t0)
        n_calls = len(g.calls)
    return best, n_calls


def run_trace(backends, repeat):
    import numpy as np

    rows = []
    rng = np.random.default_rng(0)
    for bname in backends:
        m = ivy_mlp3(bname)
        x = ivy.asarray(rng.standard_normal((8, 256)).astype("float32"), backend=bname)
        t, n = _best_trace(m, (x,), repeat)
        rows.append(("ivy", bname, "3-layer MLP", n, t, TRACE_BUDGET_MLP_S))
    for bname in backends:
        if bname not in ("torch", "numpy"):
            continue  # (the ivy transformer's trace cost is the backend's eager cost: two suffice)
        tr = ivy_transformer(bname)
        x = ivy.asarray(rng.standard_normal((2, 16, 64)).astype("float32"), backend=bname)
        t, n = _best_trace(tr, (x,), max(2, repeat // 4))
        rows.append(("ivy", bname, "12 transformer blocks", n, t, TRACE_BUDGET_TRANSFORMER_S))
    if "torch" in backends:
        import torch

        torch.manual_seed(0)
        mlp = torch.nn.Sequential(torch.nn.Linear(256, 256), torch.nn.ReLU(), torch.nn.Linear(256, 256),
                                  torch.nn.ReLU(), torch.nn.Linear(256, 10)).eval()
        t, n = _best_trace(mlp, (torch.randn(8, 256),), repeat)
        rows.append(("torch", "torch", "3-layer MLP (nn.Sequential)", n, t, TRACE_BUDGET_MLP_S))
        layer = torch.nn.TransformerEncoderLayer(64, 4, 256, dropout=0.0, batch_first=True)
        enc = torch.nn.TransformerEncoder(layer, 12, enable_nested_tensor=False).eval()
        t, n = _best_trace(enc, (torch.randn(2, 16, 64),), max(2, repeat // 4))
        rows.append(("torch", "torch", "12 transformer blocks (nn.TransformerEncoder)", n, t,
                     TRACE_BUDGET_TRANSFORMER_S))
    if "jax" in backends:
        import jax

        ws = [jax.numpy.asarray(rng.standard_normal(s).astype("float32")) for s in ((256, 256), (256, 256), (256, 10))]

        def jmlp(params, x):
            for w in params[:-1]:
                x = jax.nn.relu(x @ w)
            return x @ params[-1]

        t, n = _best_trace(jmlp, (ws, jax.numpy.ones((8, 256))), repeat)
        rows.append(("jax", "jax", "3-layer MLP (params pytree)", n, t, TRACE_BUDGET_MLP_S))
    if "tensorflow" in backends:
        import keras
        import tensorflow as tf

        km = keras.Sequential([keras.Input((256,)), keras.layers.Dense(256, activation="relu"),
                               keras.layers.Dense(256, activation="relu"), keras.layers.Dense(10)])
        t, n = _best_trace(km, (tf.ones((8, 256)),), repeat)
        rows.append(("tensorflow", "tensorflow", "3-layer MLP (keras.Sequential)", n, t, TRACE_BUDGET_MLP_S))
    return rows


# ------------------------------------------------------------------ 2. replay


def _replay_case(bname, tiny):
    d = _layer_inputs(tiny)
    t = {k: _native(bname, v) for k, v in d.items()}
    nat = _native_mlp(bname, t) if bname != "numpy" else None
    if bname == "numpy":
        import numpy as np

        nat = lambda x: np.maximum(x @ t["w"].T + t["b"], 0) @ t["w2"].T + t["b2"]  # noqa: E731 - bench.py's line
    mlp = _ivy_mlp(bname, d)
    g = ivy_tracer.trace(mlp, t["x"])
    fin = (lambda f: f)
    if bname == "jax":
        import jax

        fin = lambda f: (lambda x: jax.block_until_ready(f(x)))  # noqa: E731
    return fin(nat), fin(g), fin(mlp), (t["x"],)


def run_replay(backends, repeat):
    rows = []
    for bname in backends:
        times = []
        for tiny in (False, True):
            nat, g, mlp, args = _replay_case(bname, tiny)
            fns = [(nat, args), (g, args), (mlp, args)]
            for f, a in fns:
                f(*a)
                f(*a)
            number = max(3, int(0.02 / max(_time(nat, args, 1), 1e-6)))
            times.append(_best_interleaved(fns, number, repeat))
        (tn, tg, te), (sn, sg, se) = times
        rows.append((bname, tn, tg, te, sn, sg, se))
    return rows


# ------------------------------------------------------------------ 3. compiled module


def _old_route(fn):
    """``fn`` built with ivy-core's own route (ivy-tracer's turned off while it is made)."""
    old = os.environ.get("IVY_COMPILE_PLUGINS")
    os.environ["IVY_COMPILE_PLUGINS"] = "0"
    try:
        return fn()
    finally:
        if old is None:
            del os.environ["IVY_COMPILE_PLUGINS"]
        else:
            os.environ["IVY_COMPILE_PLUGINS"] = old


def run_compiled(backends, repeat):
    rows = []
    for bname in backends:
        if bname in ("numpy", "mxnet"):
            continue
        times = []
        for tiny in (False, True):
            native, traced, nargs, iargs = _compiled_case(bname, tiny)
            _, old, _, _ = _old_route(lambda tiny=tiny, bname=bname: _compiled_case(bname, tiny))
            fns = [(native, nargs), (traced, nargs), (old, nargs)]
            for f, a in fns:
                for _ in range(3):
                    f(*a)
            number = max(3, int(0.02 / max(_time(native, nargs, 1), 1e-6)))
            times.append(_best_interleaved(fns, number, repeat))
        (tn, tt, to), (sn, st, so) = times
        rows.append((bname, tn, tt, to, sn, st, so))
    return rows


_DISPATCH_CHILD = """
import os, sys, timeit
os.environ.setdefault("OMP_NUM_THREADS", "1")
import numpy as np
import ivy
a, b = np.ones(8, np.float32), np.full(8, 2.0, np.float32)
ivy.add(a, b)
if sys.argv[1] == "traced":
    import ivy_tracer
    ivy_tracer.trace(lambda x, y: ivy.multiply(ivy.add(x, y), 2.0), a, b)
    assert ivy.get_dispatch_hook() is None
n = 20000
t_ivy = min(timeit.repeat(lambda: ivy.add(a, b), number=n, repeat=7)) / n
t_np = min(timeit.repeat(lambda: np.add(a, b), number=n, repeat=7)) / n
print(t_ivy, t_np)
"""


def run_dispatch(processes):
    """(best eager ivy.add without ivy-tracer, best after a trace, best np.add), in seconds."""
    import subprocess

    best = {"plain": float("inf"), "traced": float("inf"), "native": float("inf")}
    for _ in range(processes):
        for mode in ("plain", "traced"):
            out = subprocess.run([sys.executable, "-c", _DISPATCH_CHILD, mode], capture_output=True, text=True,
                                 check=True).stdout.split()
            best[mode] = min(best[mode], float(out[0]))
            best["native"] = min(best["native"], float(out[1]))
    return best["plain"], best["traced"], best["native"]


# ------------------------------------------------------------------ output


def _table(head, rows, markdown, widths):
    if markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
        for r in rows:
            print("| " + " | ".join(r) + " |")
    else:
        print("".join(c.ljust(w) for c, w in zip(head, widths)))
        for r in rows:
            print("".join(c.ljust(w) for c, w in zip(r, widths)))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--backends", nargs="*", default=None)
    p.add_argument("--repeat", type=int, default=35)
    p.add_argument("--trace-repeat", type=int, default=5)
    p.add_argument("--dispatch-processes", type=int, default=5)
    p.add_argument("--markdown", action="store_true")
    p.add_argument("--only", choices=("trace", "replay", "compiled", "dispatch"), default=None)
    args = p.parse_args(argv)
    installed = ivy.backends()
    backends = [b for b in (args.backends or BACKENDS) if b in installed]
    print(f"# ivy-tracer {ivy_tracer.__version__}, ivy {ivy.__version__}, Python {platform.python_version()}, "
          f"{platform.machine()}")
    for b in backends:
        print(f"# {b} {ivy.get_backend(b).load().version()}")
    md = args.markdown
    if args.only in (None, "trace"):
        print("\ntrace time (best of several traces):")
        rows = [(src, b, w, str(n), f"{t * 1e3:.1f}", f"{budget * 1e3:.0f}", "ok" if t <= budget else "OVER")
                for src, b, w, n, t, budget in run_trace(backends, args.trace_repeat)]
        _table(["source", "backend", "workload", "calls", "trace ms", "budget ms", ""], rows, md,
               (12, 12, 48, 7, 10, 11, 5))
    if args.only in (None, "replay"):
        print("\nreplay of a traced ivy graph vs the same network written in the framework (eager):")
        rows = []
        for b, tn, tg, te, sn, sg, se in run_replay(backends, args.repeat):
            pct = 100 * (tg / tn - 1)
            rows.append((b, f"{tn * 1e6:.1f}", f"{tg * 1e6:.1f}", f"{pct:+.2f}%", "ok" if pct <= 1 else "OVER",
                         f"{te * 1e6:.1f}", f"{sn * 1e6:.2f}", f"{sg * 1e6:.2f}", f"{(sg - sn) * 1e6:+.2f}",
                         "ok" if sg - sn <= 1e-6 else "OVER", f"{se * 1e6:.2f}"))
        _table(["backend", "native us", "graph us", "graph vs native", "1%", "eager ivy us", "tiny native",
                "tiny graph", "tiny added us", "1 us", "tiny eager ivy"], rows, md,
               (12, 11, 10, 17, 6, 14, 13, 12, 15, 6, 14))
        print("(realistic: 64x512 -> 512 -> 10; tiny: 1x8 -> 8 -> 10)")
    if args.only in (None, "compiled"):
        print("\ncompiled module: ivy.compile of the ivy MLP vs the framework's compiler on the native network:")
        rows = []
        for b, tn, tt, _to, sn, st, so in run_compiled(backends, args.repeat):
            add_t, add_o = st - sn, so - sn
            rows.append((b, f"{tn * 1e6:.1f}", f"{tt * 1e6:.1f}", f"{(tt - tn) * 1e6:+.1f}", f"{add_t * 1e6:+.2f}",
                         f"{100 * add_t / tn:+.3f}%", "ok" if add_t <= 0.001 * tn else "OVER",
                         f"{add_o * 1e6:+.2f}", f"{100 * add_o / tn:+.3f}%"))
        _table(["backend", "native us", "ivy.compile us", "added", "added at tiny us", "as % of native", "0.1%",
                "ivy-core route tiny us", "as %"], rows, md, (12, 11, 16, 9, 18, 16, 6, 24, 10))
        print("(added at tiny size: ivy.compile - native on 1x8 inputs, divided by the realistic (64x512) native "
              "call, bench.py's measure; 'ivy-core route': IVY_COMPILE_PLUGINS=0, as before ivy-tracer)")
    if args.only in (None, "dispatch") and "numpy" in installed:
        print("\ndispatch when no trace runs: eager ivy.add of two float32[8] NumPy arrays:")
        plain, traced, native = run_dispatch(args.dispatch_processes)
        _table(["without ivy-tracer us", "after a trace us", "difference", "np.add us"],
               [(f"{plain * 1e6:.3f}", f"{traced * 1e6:.3f}", f"{100 * (traced / plain - 1):+.1f}%",
                 f"{native * 1e6:.3f}")], md, (23, 18, 12, 10))
        print(f"(best of {args.dispatch_processes} fresh processes each, alternating)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Train one fully connected ivy.Module on every installed autodiff backend (``nox -s demo``).

The model is written once with ``ivy.Module``. Its initial weights are drawn
once with NumPy and loaded on each backend, then it is trained with a pure-ivy
loop (``ivy.execute_with_gradients`` + ``ivy.Adam``) on torch, JAX and
TensorFlow and MXNet (whichever are installed; NumPy has no autodiff), and once
more as a native ``torch.nn.Module`` from ``to_native()`` with
``torch.optim.Adam``. The loss curves agree across backends to float32 tolerance.

MXNet needs NumPy < 1.24, so it lives in a venv of its own: ``--save F`` writes
this run's curves to F, and a run in the other venv with ``--compare F`` adds
them to its table (``nox -s demo`` does both).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time

# A model this small runs fastest on one thread per framework (and many threads fight on
# a busy machine); set before any framework is imported. Override from the environment.
for _var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "TF_NUM_INTRAOP_THREADS", "TF_NUM_INTEROP_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np  # noqa: E402

import ivy  # noqa: E402

SIZES = (4, 32, 32, 1)
STEPS = 60
LR = 0.01
EVERY = 10
RTOL = 1e-3


class FC(ivy.Module):
    """A fully connected network: Linear layers with tanh in between."""

    def __init__(self, sizes, **kwargs):
        self.layers = [ivy.Linear(a, b) for a, b in zip(sizes[:-1], sizes[1:])]
        super().__init__(**kwargs)

    def _forward(self, x):
        for layer in self.layers[:-1]:
            x = ivy.tanh(layer(x))
        return self.layers[-1](x)


def make_data(rng, n=128):
    x = rng.uniform(-2, 2, (n, SIZES[0])).astype(np.float32)
    y = (np.sin(x[:, :1] * 1.5) + 0.5 * x[:, 1:2] * x[:, 2:3] - 0.3 * x[:, 3:4]).astype(np.float32)
    return x, y


def initial_weights(rng):
    """Glorot-uniform weights and zero biases, drawn with NumPy, as ivy arrays keyed like FC's ``v``."""
    v = {}
    for i, (a, b) in enumerate(zip(SIZES[:-1], SIZES[1:])):
        lim = np.sqrt(6 / (a + b))
        w = rng.uniform(-lim, lim, (b, a)).astype(np.float32)
        v[f"v{i}"] = {"w": ivy.asarray(w), "b": ivy.asarray(np.zeros(b, np.float32))}
    return {"layers": v}


def mse(pred, y):
    return ivy.mean((pred - y) ** 2)


def train_ivy(backend, weights_path, x, y):
    with ivy.using_backend(backend):
        model = FC(SIZES)
        model.load_weights(weights_path)  # the same initial weights everywhere
        xs, ys = ivy.asarray(x), ivy.asarray(y)
        opt = ivy.Adam(lr=LR, epsilon=1e-8)
        losses = []
        for _ in range(STEPS):
            loss, grads = ivy.execute_with_gradients(lambda v: mse(model(xs, v=v), ys), model.v)
            model.v = opt.step(model.v, grads)
            losses.append(float(loss))
        return losses


def train_torch_native(weights_path, x, y):
    import torch

    with ivy.using_backend("torch"):
        model = FC(SIZES)
        model.load_weights(weights_path)
    net = model.to_native()  # a torch.nn.Module
    opt = torch.optim.Adam(net.parameters(), lr=LR, eps=1e-8)
    xt, yt = torch.from_numpy(x), torch.from_numpy(y)
    losses = []
    for _ in range(STEPS):
        opt.zero_grad()
        loss = torch.mean((net(xt) - yt) ** 2)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--save", metavar="F", help="write this run's loss curves to F (JSON)")
    p.add_argument("--compare", metavar="F", help="add the curves saved in F (by another venv's run)")
    args = p.parse_args(argv)
    start = time.perf_counter()
    rng = np.random.default_rng(0)
    x, y = make_data(rng)
    installed = ivy.backends()
    autodiff = [b for b in ("torch", "jax", "tensorflow", "mxnet") if b in installed]
    print(f"ivy {ivy.__version__}; installed backends: {', '.join(installed)}")
    print(f"model: FC{SIZES} (tanh), Adam lr={LR}, {STEPS} full-batch steps on {len(x)} samples")
    if not autodiff:
        print("no installed backend has autodiff (pip install ivy-backend-torch / -jax / -tf / -mxnet)")
        return 1

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "init.npz")
        with ivy.using_backend("numpy" if "numpy" in installed else autodiff[0]):
            model = FC(SIZES)
            model.v = ivy.Container(initial_weights(rng))
            model.save_weights(path)

        curves = {}
        for b in autodiff:
            t0 = time.perf_counter()
            curves[b] = train_ivy(b, path, x, y)
            print(f"  trained on {b:<10} (ivy.execute_with_gradients + ivy.Adam)  {time.perf_counter() - t0:5.1f}s")
        if "torch" in installed:
            t0 = time.perf_counter()
            curves["torch.nn"] = train_torch_native(path, x, y)
            print(f"  trained torch.nn.Module from to_native() with torch.optim.Adam  {time.perf_counter() - t0:5.1f}s")

    if args.save:
        with open(args.save, "w") as f:
            json.dump(curves, f)
    if args.compare and os.path.exists(args.compare):
        with open(args.compare) as f:
            saved = json.load(f)
        print(f"  read the curves of {', '.join(saved)} from {args.compare} (another venv's run)")
        curves = {**saved, **curves}
    names = list(curves)
    print("\nloss per step:")
    print("  step  " + "".join(f"{n:>13}" for n in names))
    for s in list(range(0, STEPS, EVERY)) + [STEPS - 1]:
        print(f"  {s:>4}  " + "".join(f"{curves[n][s]:>13.6f}" for n in names))
    ref = np.asarray(curves[names[0]])
    worst = max(float(np.max(np.abs(np.asarray(c) - ref) / np.abs(ref))) for c in curves.values())
    ok = worst <= RTOL
    print(f"\nlargest relative difference between backends: {worst:.2e} "
          f"({'agree' if ok else 'DISAGREE'} to float32 tolerance {RTOL:g})")
    print(f"loss {ref[0]:.4f} -> {ref[-1]:.4f}; total {time.perf_counter() - start:.1f}s")
    return 0 if ok and ref[-1] < ref[0] else 1


if __name__ == "__main__":
    sys.exit(main())

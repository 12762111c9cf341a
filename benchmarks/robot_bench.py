"""ivy-robot's workload bench: the drone demo's cost and its gradient, ivy against hand-written native code.

The workload is ``examples/drone_motion_planning.py``'s cost: a spline path (polyharmonic,
order 3) through 4 anchor poses sampled at 100 points, rotation vector poses to matrices
(Rodrigues), 5 drone body points placed along the path, their signed distances to 4 cuboids, and
``length + 10 * (-mean signed distance)``. ivy runs the demo's own function (ivy_robot,
ivy_mech, ivy_vision); the native version is the same mathematics written directly in each
framework (NumPy forward only; torch, JAX, TensorFlow forward and gradient with their own
autodiff), eager and compiled (torch.compile, jax.jit, tf.function; ivy through ``ivy.compile``).

    python benchmarks/robot_bench.py [--backends torch,jax] [--no-torch-compile] [--repeat 7] [--clock cpu]

prints one table: median time per call of each, and ivy / native - 1 (the budget: within 1%
eager, 0% compiled, ARCHITECTURE.md section 6). ``--clock cpu`` times with the process's CPU
time (``time.process_time``) instead of the wall clock: steadier on a machine shared with other
jobs (the frameworks run on one thread here, so CPU time is the work done).
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import os
import statistics
import sys
import time
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "TF_NUM_INTRAOP_THREADS", "TF_NUM_INTEROP_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np  # noqa: E402

import ivy  # noqa: E402

DEMO = Path(__file__).resolve().parents[1] / "examples" / "drone_motion_planning.py"


def _demo():
    spec = importlib.util.spec_from_file_location("drone_motion_planning", DEMO)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ------------------------------------------------------------------ the native versions


class Ops:
    """The few functions whose names differ between the frameworks; the rest is operators."""

    def __init__(self, name):
        self.name = name
        if name in ("numpy", "jax"):
            xp = np if name == "numpy" else __import__("jax.numpy", fromlist=["numpy"])
            self.xp = xp
            self.cat, self.stack, self.solve = xp.concatenate, xp.stack, xp.linalg.solve
            self.sqrt, self.sin, self.cos, self.abs = xp.sqrt, xp.sin, xp.cos, xp.abs
            self.maximum, self.minimum = xp.maximum, xp.minimum
            self.sum = lambda x, axis=None: xp.sum(x, axis=axis)
            self.amax = lambda x, axis: xp.max(x, axis=axis)
            self.amin = lambda x, axis: xp.min(x, axis=axis)
            self.mean = xp.mean
            self.ones_like, self.zeros = xp.ones_like, lambda shape: xp.zeros(shape, xp.float32)
            self.swap = lambda x: xp.swapaxes(x, -1, -2)
            self.asarray = lambda v: xp.asarray(np.asarray(v, np.float32))
            self.scalar = lambda x: float(x)
        elif name == "torch":
            import torch

            self.cat = lambda xs, axis: torch.cat(xs, dim=axis)
            self.stack = lambda xs, axis: torch.stack(xs, dim=axis)
            self.solve, self.sqrt, self.sin, self.cos, self.abs = (torch.linalg.solve, torch.sqrt, torch.sin,
                                                                   torch.cos, torch.abs)
            self.maximum = lambda x, y: torch.clamp(x, min=y) if isinstance(y, float) else torch.maximum(x, y)
            self.minimum = lambda x, y: torch.clamp(x, max=y) if isinstance(y, float) else torch.minimum(x, y)
            self.sum = lambda x, axis=None: torch.sum(x) if axis is None else torch.sum(x, dim=axis)
            self.amax = lambda x, axis: torch.amax(x, dim=axis)
            self.amin = lambda x, axis: torch.amin(x, dim=axis)
            self.mean = torch.mean
            self.ones_like, self.zeros = torch.ones_like, lambda shape: torch.zeros(shape)
            self.swap = lambda x: x.transpose(-1, -2)
            self.asarray = lambda v: torch.tensor(np.asarray(v, np.float32))
            self.scalar = lambda x: float(x)
        else:
            import tensorflow as tf

            self.cat = lambda xs, axis: tf.concat(xs, axis)
            self.stack = lambda xs, axis: tf.stack(xs, axis)
            self.solve, self.sqrt, self.sin, self.cos, self.abs = (tf.linalg.solve, tf.sqrt, tf.sin, tf.cos, tf.abs)
            self.maximum, self.minimum = tf.maximum, tf.minimum
            self.sum = lambda x, axis=None: tf.reduce_sum(x, axis=axis)
            self.amax = lambda x, axis: tf.reduce_max(x, axis=axis)
            self.amin = lambda x, axis: tf.reduce_min(x, axis=axis)
            self.mean = tf.reduce_mean
            self.ones_like, self.zeros = tf.ones_like, lambda shape: tf.zeros(shape)
            self.swap = lambda x: tf.linalg.matrix_transpose(x)
            self.asarray = lambda v: tf.constant(np.asarray(v, np.float32))
            self.scalar = lambda x: float(x)


def native_cost(o, anchors, k):
    """The demo's cost written directly in one framework (``o``); ``k``: its constants."""
    # spline (as sample_spline_path: the system from the anchor points on every call):
    # [[A, B], [B^T, 0]] [w; v] = [f; 0], A = |c_i - c_j|^3, B = [c, 1]
    c, t = k["anchor_points"], k["query_points"]
    ones = o.ones_like(c)
    b = o.cat([c, ones], 1)
    a = o.maximum((c - o.swap(c)) ** 2, 1.1754944e-38) ** 1.5
    lhs = o.cat([o.cat([a, b], 1), o.cat([o.swap(b), k["zeros22"]], 1)], 0)
    vals = o.cat([k["start"], anchors, k["goal"]], 0)  # 4 x 6
    rhs = o.cat([vals, k["zeros26"]], 0)
    wv = o.solve(lhs, rhs)
    kernel = o.maximum((t - o.swap(c)) ** 2, 1.1754944e-38) ** 1.5
    poses = o.cat([kernel, t, o.ones_like(t)], 1) @ wv  # 100 x 6
    # rotation vectors to matrices (Rodrigues)
    pos, rv = poses[:, :3], poses[:, 3:]
    angle = o.sqrt(o.sum(rv * rv, 1))[:, None]
    axis = rv / angle
    x, y, z = axis[:, 0:1], axis[:, 1:2], axis[:, 2:3]
    s, c = o.sin(angle), o.cos(angle)
    t = 1.0 - c
    rot = o.stack([o.cat([c + t * x * x, t * x * y - s * z, t * x * z + s * y], 1),
                   o.cat([t * x * y + s * z, c + t * y * y, t * y * z - s * x], 1),
                   o.cat([t * x * z - s * y, t * y * z + s * x, c + t * z * z], 1)], 1)  # 100 x 3 x 3
    # body points: R p + t, NBP x NS x 3
    body = o.swap(rot @ k["body_t"])  # 100 x 5 x 3
    body = o.swap(o.swap(body + pos[:, None, :]))
    steps = body[1:] - body[:-1]
    length = o.sum(o.sqrt(o.maximum(o.sum(steps * steps, 2), 1e-12)))
    # signed distances to the cuboids: p = R q + t in each cuboid's frame
    q = o.cat([body[:, i] for i in range(5)], 0)  # 500 x 3 (the demo's order: body point major)
    local = (k["cuboid_rot"] @ o.swap(q)[None]) + k["cuboid_trans"]  # C x 3 x 500
    d = o.abs(local) - k["half_dims"]
    outside = o.sqrt(o.sum(o.maximum(d, 0.0) ** 2, 1))
    inside = o.minimum(o.amax(d, 1), 0.0)
    sdf = o.amin(outside + inside, 0)
    return length + 10.0 * -o.mean(sdf)


def native_constants(o, demo):
    """The cost's constants in framework ``o`` (made once, as hand-written code would)."""
    c = np.linspace(0.0, 1.0, demo.NUM_ANCHORS + 2)[:, None]
    t = np.linspace(0.0, 1.0, demo.NUM_SAMPLES)[:, None]
    ext = np.asarray(demo.cuboid_ext_mats())
    dims = np.asarray([d for _, d, _ in demo.FURNITURE.values()])
    return {
        "start": o.asarray([demo.START]), "goal": o.asarray([demo.GOAL]), "zeros26": o.asarray(np.zeros((2, 6))),
        "zeros22": o.asarray(np.zeros((2, 2))), "anchor_points": o.asarray(c), "query_points": o.asarray(t),
        "body_t": o.asarray(np.asarray(demo.BODY_POINTS).T),
        "cuboid_rot": o.asarray(ext[:, :, :3]), "cuboid_trans": o.asarray(ext[:, :, 3:]),
        "half_dims": o.asarray(dims[:, :, None] / 2),
    }


def native_value_and_grad(o, fn):
    """``anchors -> (cost, d cost / d anchors)`` with the framework's own autodiff."""
    if o.name == "torch":
        import torch

        def vg(a):
            a = a.detach().requires_grad_(True)
            v = fn(a)
            (g,) = torch.autograd.grad(v, a)
            return v.detach(), g
        return vg
    if o.name == "jax":
        import jax

        return jax.value_and_grad(fn)
    import tensorflow as tf

    def vg(a):
        with tf.GradientTape() as tape:
            tape.watch(a)
            v = fn(a)
        return v, tape.gradient(v, a)
    return vg


def native_compile(o, fn):
    if o.name == "torch":
        import torch

        return torch.compile(fn)
    if o.name == "jax":
        import jax

        return jax.jit(fn)
    import tensorflow as tf

    return tf.function(fn)


# ------------------------------------------------------------------ timing


def _sync(x):
    """Wait for the result (JAX dispatches asynchronously)."""
    x = x[0] if isinstance(x, tuple) else x
    if hasattr(x, "block_until_ready"):
        x.block_until_ready()
    return x


def timed(fn, arg, repeat, min_time=0.2, clock=time.perf_counter):
    """Median over ``repeat`` rounds of the time per call (each round runs >= ``min_time`` s)."""
    _sync(fn(arg))
    n = 1
    while True:
        t0 = clock()
        for _ in range(n):
            _sync(fn(arg))
        dt = clock() - t0
        if dt >= min_time / 4:
            break
        n *= 2
    n = max(1, int(n * min_time / max(dt, 1e-9)))
    rounds = []
    for _ in range(repeat):
        t0 = clock()
        for _ in range(n):
            _sync(fn(arg))
        rounds.append((clock() - t0) / n)
    return statistics.median(rounds)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--backends", default="numpy,torch,jax,tensorflow")
    p.add_argument("--repeat", type=int, default=7)
    p.add_argument("--no-torch-compile", action="store_true", help="skip torch.compile (minutes on 2 cores)")
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="wall: time.perf_counter; cpu: time.process_time (steadier on a shared machine)")
    args = p.parse_args(argv)
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    demo = _demo()
    installed = ivy.backends()
    rows = []
    for name in [b for b in args.backends.split(",") if b in installed]:
        o = Ops(name)
        k = native_constants(o, demo)
        problem = demo.Problem(name)
        anchors = problem.initial
        native_fn = lambda a, o=o, k=k: native_cost(o, a, k)  # noqa: E731
        ivy_fn = lambda a, problem=problem: problem.cost(a)[0]  # noqa: E731
        # correctness first: the two costs agree
        ref = o.scalar(native_fn(anchors))
        got = float(ivy.to_scalar(ivy_fn(anchors)))
        assert math.isclose(ref, got, rel_tol=1e-4), (name, ref, got)
        cases = [("cost", native_fn, ivy_fn)]
        if name != "numpy":
            def ivy_vg(a, problem=problem):
                return ivy.execute_with_gradients(lambda x: problem.cost(x)[0], a)
            cases.append(("cost + gradient", native_value_and_grad(o, native_fn), ivy_vg))
        for label, nat, iv in cases:
            modes = [("eager", nat, iv)]
            if name != "numpy" and not (name == "torch" and args.no_torch_compile):
                modes.append(("compiled", native_compile(o, nat), ivy.compile(iv, anchors)))
            for mode, n_fn, i_fn in modes:
                t_native = timed(n_fn, anchors, args.repeat, clock=clock)
                t_ivy = timed(i_fn, anchors, args.repeat, clock=clock)
                rows.append((name, label, mode, t_native, t_ivy))
                print(f"  {name:<11} {label:<16} {mode:<9} native {t_native * 1e6:9.1f} us   ivy {t_ivy * 1e6:9.1f} us"
                      f"   {100 * (t_ivy / t_native - 1):+6.1f}%", flush=True)
    print("\n| backend | workload | mode | native (us) | ivy (us) | ivy / native - 1 |")
    print("|---|---|---|---:|---:|---:|")
    for name, label, mode, tn, ti in rows:
        print(f"| {name} | {label} | {mode} | {tn * 1e6:.1f} | {ti * 1e6:.1f} | {100 * (ti / tn - 1):+.1f}% |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

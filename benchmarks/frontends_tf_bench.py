"""ivy_frontends.tensorflow timing: a frontend call vs the ivy call it makes vs real TensorFlow.

    python benchmarks/frontends_tf_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

For each backend and op: the frontend call on frontend tensors (``tf_fe.add(x, y)``), the ivy call it
makes on the backend's native arrays (``ivy.add(a, b)``), and real TF (eager, CPU) on tensors of the
same values, best of several repeats, in microseconds; ``+fe`` is the frontend's added cost (budget:
<= 1 us, ARCHITECTURE.md section 6). Small arrays, so the overheads show.
"""

from __future__ import annotations

import argparse
import timeit

import numpy as np


def _best(fn, number):
    fn()
    return min(timeit.repeat(fn, number=number, repeat=5)) / number * 1e6


def ops(fe, ivy, real, n):
    """(name, frontend call, ivy call, real TF call) over fresh inputs."""
    rng = np.random.default_rng(0)
    a_np = rng.standard_normal((n, n)).astype(np.float32)
    b_np = rng.standard_normal((n, n)).astype(np.float32)
    x, y = fe.constant(a_np), fe.constant(b_np)
    xa, ya = x._data, y._data
    tx, ty = real.constant(a_np), real.constant(b_np)
    return [
        ("add(x, y)", lambda: fe.add(x, y), lambda: ivy.add(xa, ya), lambda: real.add(tx, ty)),
        ("x + y", lambda: x + y, lambda: ivy.add(xa, ya), lambda: tx + ty),
        ("x * 2.5", lambda: x * 2.5, lambda: ivy.multiply(xa, 2.5), lambda: tx * 2.5),
        ("sin(x)", lambda: fe.sin(x), lambda: ivy.sin(xa), lambda: real.sin(tx)),
        ("reduce_sum(x,1)", lambda: fe.reduce_sum(x, 1), lambda: ivy.sum(xa, axis=1, keepdims=False),
         lambda: real.reduce_sum(tx, 1)),
        ("matmul(x, y)", lambda: fe.matmul(x, y), lambda: ivy.matmul(xa, ya), lambda: real.matmul(tx, ty)),
        ("x[0]", lambda: x[0], lambda: ivy.get_item(xa, 0), lambda: tx[0]),
    ]


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--backends", default="numpy,torch,jax,tensorflow")
    p.add_argument("--size", type=int, default=8)
    p.add_argument("--number", type=int, default=2000)
    a = p.parse_args(argv)
    import tensorflow as real  # noqa: I001

    import ivy
    import ivy_frontends.tensorflow as fe

    installed = set(ivy.backends())
    print(f"ivy_frontends.tensorflow vs ivy vs real TF (eager, CPU), {a.size}x{a.size} float32, microseconds per call")
    print(f"{'backend':<11}{'op':<17}{'frontend':>10}{'ivy':>10}{'tf':>10}{'+fe':>8}")
    for b in a.backends.split(","):
        if b not in installed:
            print(f"{b:<11}(not installed)")
            continue
        with ivy.using_backend(b):
            for name, f_fe, f_ivy, f_native in ops(fe, ivy, real, a.size):
                t_fe, t_ivy, t_nat = (_best(f, a.number) for f in (f_fe, f_ivy, f_native))
                print(f"{b:<11}{name:<17}{t_fe:>10.2f}{t_ivy:>10.2f}{t_nat:>10.2f}{t_fe - t_ivy:>+8.2f}")


if __name__ == "__main__":
    main()

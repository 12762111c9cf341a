"""ivy_frontends.numpy timing: a frontend call vs the ivy call it makes vs the real NumPy.

    python benchmarks/frontends_numpy_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

For each backend and op: the frontend call on frontend arrays (``fnp.add(x, y)``), the ivy call it
makes on the backend's native arrays (``ivy.add(a, b)``), and the real NumPy on arrays of the same
values, best of several repeats, in microseconds; ``+fe`` is the frontend's added cost (budget:
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
    """(name, frontend call, ivy call, real NumPy call) builders over fresh inputs."""
    rng = np.random.default_rng(0)
    a_np = rng.standard_normal((n, n)).astype(np.float32)
    b_np = rng.standard_normal((n, n)).astype(np.float32)
    x, y = fe.asarray(a_np), fe.asarray(b_np)
    xa, ya = x._data, y._data
    return [
        ("add(x, y)", lambda: fe.add(x, y), lambda: ivy.add(xa, ya), lambda: real.add(a_np, b_np)),
        ("x + y", lambda: x + y, lambda: ivy.add(xa, ya), lambda: a_np + b_np),
        ("x * 2.5", lambda: x * 2.5, lambda: ivy.multiply(xa, 2.5), lambda: a_np * 2.5),
        ("sin(x)", lambda: fe.sin(x), lambda: ivy.sin(xa), lambda: real.sin(a_np)),
        ("sum(x, 1)", lambda: fe.sum(x, 1), lambda: ivy.sum(xa, axis=1), lambda: real.sum(a_np, 1)),
        ("matmul(x, y)", lambda: fe.matmul(x, y), lambda: ivy.matmul(xa, ya), lambda: real.matmul(a_np, b_np)),
        ("reshape(-1)", lambda: x.reshape(-1), lambda: ivy.reshape(xa, (-1,)), lambda: a_np.reshape(-1)),
        ("x[0]", lambda: x[0], lambda: ivy.get_item(xa, 0), lambda: a_np[0]),
        ("where(x>0,x,y)", lambda: fe.where(x > 0, x, y), lambda: ivy.where(ivy.greater(xa, 0), xa, ya),
         lambda: real.where(a_np > 0, a_np, b_np)),
    ]


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--backends", default="numpy,torch,jax,tensorflow")
    p.add_argument("--size", type=int, default=8)
    p.add_argument("--number", type=int, default=2000)
    a = p.parse_args(argv)
    import ivy
    import ivy_frontends.numpy as fe

    installed = set(ivy.backends())
    print(f"ivy_frontends.numpy vs ivy vs real NumPy, {a.size}x{a.size} float32, microseconds per call")
    print(f"{'backend':<11}{'op':<16}{'frontend':>10}{'ivy':>10}{'numpy':>10}{'+fe':>8}")
    for b in a.backends.split(","):
        if b not in installed:
            print(f"{b:<11}(not installed)")
            continue
        with ivy.using_backend(b):
            for name, f_fe, f_ivy, f_native in ops(fe, ivy, np, a.size):
                t_fe, t_ivy, t_nat = (_best(f, a.number) for f in (f_fe, f_ivy, f_native))
                print(f"{b:<11}{name:<16}{t_fe:>10.2f}{t_ivy:>10.2f}{t_nat:>10.2f}{t_fe - t_ivy:>+8.2f}")


if __name__ == "__main__":
    main()

"""ivy_frontends.torch timing: a frontend call vs the ivy call it makes vs native torch.

    python benchmarks/frontends_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

For each backend and op: the frontend call on frontend tensors (``torch_fe.add(x, y)``), the ivy call
it makes on the backend's native arrays (``ivy.add(a, b)``), and real torch on CPU tensors of the same
values (``torch.add(tx, ty)``), best of several repeats, in microseconds; ``+fe`` is the frontend's
added cost (budget: <= 1 us, ARCHITECTURE.md section 6). Small arrays, so the overheads show.
``MODEL_ROWS`` is where the nn frontend adds its model rows.
"""

from __future__ import annotations

import argparse
import timeit

import numpy as np


def _best(fn, number):
    fn()
    return min(timeit.repeat(fn, number=number, repeat=5)) / number * 1e6


def ops(fe, ivy, real, n):
    """(name, frontend call, ivy call, native torch call) builders over fresh inputs."""
    rng = np.random.default_rng(0)
    a_np = rng.standard_normal((n, n)).astype(np.float32)
    b_np = rng.standard_normal((n, n)).astype(np.float32)
    x, y = fe.tensor(a_np), fe.tensor(b_np)
    xa, ya = x._data, y._data
    tx, ty = real.from_numpy(a_np), real.from_numpy(b_np)
    xi = fe.tensor(a_np.astype(np.int64))
    xia = xi._data
    txi = real.from_numpy(a_np.astype(np.int64))
    return [
        ("add(x, y)", lambda: fe.add(x, y), lambda: ivy.add(xa, ya), lambda: real.add(tx, ty)),
        ("x + 2.5", lambda: x + 2.5, lambda: ivy.add(xa, 2.5), lambda: tx + 2.5),
        ("mul(x, y)", lambda: fe.mul(x, y), lambda: ivy.multiply(xa, ya), lambda: real.mul(tx, ty)),
        ("sin(x)", lambda: fe.sin(x), lambda: ivy.sin(xa), lambda: real.sin(tx)),
        ("sum(x, 1)", lambda: fe.sum(x, 1), lambda: ivy.sum(xa, axis=1), lambda: real.sum(tx, 1)),
        ("matmul(x, y)", lambda: fe.matmul(x, y), lambda: ivy.matmul(xa, ya), lambda: real.matmul(tx, ty)),
        ("exp(int x)", lambda: fe.exp(xi), lambda: ivy.exp(ivy.astype(xia, ivy.float32)),
         lambda: real.exp(txi)),
        ("x.view(-1)", lambda: x.view(-1), lambda: ivy.reshape(xa, (-1,)), lambda: tx.view(-1)),
        ("x[0]", lambda: x[0], lambda: ivy.get_item(xa, 0), lambda: tx[0]),
    ]


# The nn frontend appends (name, frontend, ivy, native) row builders here: fn(fe, ivy, real, n) -> list.
MODEL_ROWS = []


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--backends", default="numpy,torch,jax,tensorflow")
    p.add_argument("--size", type=int, default=8)
    p.add_argument("--number", type=int, default=2000)
    a = p.parse_args(argv)
    import torch as real  # noqa: I001

    import ivy
    import ivy_frontends.torch as fe

    installed = set(ivy.backends())
    print(f"ivy_frontends.torch vs ivy vs native torch (CPU), {a.size}x{a.size} float32, microseconds per call")
    print(f"{'backend':<11}{'op':<14}{'frontend':>10}{'ivy':>10}{'torch':>10}{'+fe':>8}")
    for b in a.backends.split(","):
        if b not in installed:
            print(f"{b:<11}(not installed)")
            continue
        with ivy.using_backend(b):
            rows = ops(fe, ivy, real, a.size)
            for builder in MODEL_ROWS:
                rows += builder(fe, ivy, real, a.size)
            for name, f_fe, f_ivy, f_native in rows:
                t_fe, t_ivy, t_nat = (_best(f, a.number) for f in (f_fe, f_ivy, f_native))
                print(f"{b:<11}{name:<14}{t_fe:>10.2f}{t_ivy:>10.2f}{t_nat:>10.2f}{t_fe - t_ivy:>+8.2f}")


if __name__ == "__main__":
    main()

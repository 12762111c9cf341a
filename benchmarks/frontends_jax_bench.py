"""ivy_frontends.jax timing: a ``jax.numpy`` frontend call vs the ivy call it makes vs real JAX.

    python benchmarks/frontends_jax_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

For each backend and op: the frontend call on frontend Arrays (``jnp_fe.add(x, y)``), the ivy call it
makes on the backend's native arrays (``ivy.add(a, b)``), and real ``jax.numpy`` on CPU arrays of the
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
    """(name, frontend call, ivy call, real JAX call) over fresh inputs."""
    rng = np.random.default_rng(0)
    a_np = rng.standard_normal((n, n)).astype(np.float32)
    b_np = rng.standard_normal((n, n)).astype(np.float32)
    x, y = fe.asarray(ivy.native_array(a_np)), fe.asarray(ivy.native_array(b_np))
    xa, ya = x._data, y._data
    jx, jy = real.asarray(a_np), real.asarray(b_np)
    getitem = ivy.current_backend().getitem
    return [
        ("add(x, y)", lambda: fe.add(x, y), lambda: ivy.add(xa, ya), lambda: real.add(jx, jy)),
        ("x + y", lambda: x + y, lambda: ivy.add(xa, ya), lambda: jx + jy),
        ("sum(x)", lambda: fe.sum(x), lambda: ivy.sum(xa, axis=None, keepdims=False, dtype=ivy.float32),
         lambda: real.sum(jx)),
        ("matmul(x, y)", lambda: fe.matmul(x, y), lambda: ivy.matmul(xa, ya), lambda: real.matmul(jx, jy)),
        ("x[0]", lambda: x[0], lambda: getitem(xa, 0), lambda: jx[0]),
        ("sin(x)", lambda: fe.sin(x), lambda: ivy.sin(xa), lambda: real.sin(jx)),
    ]


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--backends", default="numpy,torch,jax,tensorflow")
    p.add_argument("--size", type=int, default=8)
    p.add_argument("--number", type=int, default=2000)
    a = p.parse_args(argv)
    import jax.numpy as real  # noqa: I001

    import ivy
    import ivy_frontends.jax.numpy as fe

    installed = set(ivy.backends())
    print(f"ivy_frontends.jax.numpy vs ivy vs real jax.numpy (CPU), {a.size}x{a.size} float32, "
          "microseconds per call")
    print(f"{'backend':<11}{'op':<14}{'frontend':>10}{'ivy':>10}{'jax':>10}{'+fe':>8}")
    for b in a.backends.split(","):
        if b not in installed:
            print(f"{b:<11}(not installed)")
            continue
        with ivy.using_backend(b):
            for name, f_fe, f_ivy, f_native in ops(fe, ivy, real, a.size):
                t_fe, t_ivy, t_nat = (_best(f, a.number) for f in (f_fe, f_ivy, f_native))
                print(f"{b:<11}{name:<14}{t_fe:>10.2f}{t_ivy:>10.2f}{t_nat:>10.2f}{t_fe - t_ivy:>+8.2f}")


if __name__ == "__main__":
    main()

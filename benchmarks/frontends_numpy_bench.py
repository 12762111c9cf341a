"""ivy_frontends.numpy timing: a frontend call vs the ivy call it makes vs the real NumPy.

    python benchmarks/frontends_numpy_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

For each backend and op: the frontend call on frontend arrays (``fnp.add(x, y)``), the ivy call it
makes on the backend's native arrays (``ivy.add(a, b)``), and the real NumPy on arrays of the same
values, best of several repeats, in microseconds; ``+fe`` is the frontend's added cost (budget:
<= 1 us, ARCHITECTURE.md section 6). Small arrays, so the overheads show.
"""

from __future__ import annotations

import numpy as np
from _frontend_timing import parse_args, run


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
    a = parse_args(argv)
    import ivy
    import ivy_frontends.numpy as fe

    run("ivy_frontends.numpy vs ivy vs real NumPy", "numpy", lambda: ops(fe, ivy, np, a.size), a)


if __name__ == "__main__":
    main()

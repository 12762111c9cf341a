"""ivy_frontends.tensorflow timing: a frontend call vs the ivy call it makes vs real TensorFlow.

    python benchmarks/frontends_tf_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

For each backend and op: the frontend call on frontend tensors (``tf_fe.add(x, y)``), the ivy call it
makes on the backend's native arrays (``ivy.add(a, b)``), and real TF (eager, CPU) on tensors of the
same values, best of several repeats, in microseconds; ``+fe`` is the frontend's added cost (budget:
<= 1 us, ARCHITECTURE.md section 6). Small arrays, so the overheads show.
"""

from __future__ import annotations

import numpy as np
from _frontend_timing import parse_args, run


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
    a = parse_args(argv)
    import tensorflow as real  # noqa: I001

    import ivy
    import ivy_frontends.tensorflow as fe

    run("ivy_frontends.tensorflow vs ivy vs real TF (eager, CPU)", "tf", lambda: ops(fe, ivy, real, a.size), a)


if __name__ == "__main__":
    main()

"""ivy_frontends.torch timing: a frontend call vs the ivy call it makes vs native torch.

    python benchmarks/frontends_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

For each backend and op: the frontend call on frontend tensors (``torch_fe.add(x, y)``), the ivy call
it makes on the backend's native arrays (``ivy.add(a, b)``), and real torch on CPU tensors of the same
values (``torch.add(tx, ty)``), best of several repeats, in microseconds; ``+fe`` is the frontend's
added cost (budget: <= 1 us, ARCHITECTURE.md section 6). Small arrays, so the overheads show.
``MODEL_ROWS`` is where the nn frontend adds its model rows.
"""

from __future__ import annotations

import numpy as np
from _frontend_timing import parse_args, run


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
    a = parse_args(argv)
    import torch as real  # noqa: I001

    import ivy
    import ivy_frontends.torch as fe

    def rows():
        out = ops(fe, ivy, real, a.size)
        for builder in MODEL_ROWS:
            out += builder(fe, ivy, real, a.size)
        return out

    run("ivy_frontends.torch vs ivy vs native torch (CPU)", "torch", rows, a)


if __name__ == "__main__":
    main()

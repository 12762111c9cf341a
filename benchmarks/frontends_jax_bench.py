"""ivy_frontends.jax timing: a ``jax.numpy`` frontend call vs the ivy call it makes vs real JAX.

    python benchmarks/frontends_jax_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

For each backend and op: the frontend call on frontend Arrays (``jnp_fe.add(x, y)``), the ivy call it
makes on the backend's native arrays (``ivy.add(a, b)``), and real ``jax.numpy`` on CPU arrays of the
same values, best of several repeats, in microseconds; ``+fe`` is the frontend's added cost (budget:
<= 1 us, ARCHITECTURE.md section 6). Small arrays, so the overheads show.
"""

from __future__ import annotations

import numpy as np
from _frontend_timing import parse_args, run


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
    a = parse_args(argv)
    import jax.numpy as real  # noqa: I001

    import ivy
    import ivy_frontends.jax.numpy as fe

    run("ivy_frontends.jax.numpy vs ivy vs real jax.numpy (CPU)", "jax", lambda: ops(fe, ivy, real, a.size), a)


if __name__ == "__main__":
    main()

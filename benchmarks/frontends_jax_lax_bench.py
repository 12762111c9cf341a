"""ivy_frontends.jax.lax / jax.nn timing: a frontend call vs the ivy call it makes vs real JAX.

    python benchmarks/frontends_jax_lax_bench.py [--backends numpy,torch,jax,tensorflow] [--size 8]

For each backend and op: the frontend call on frontend Arrays (``lax.add(x, y)``), the ivy call it
makes on the backend's native arrays (``ivy.add(a, b)``), and real ``jax.lax`` on CPU arrays of the
same values (eager dispatch), best of several repeats, in microseconds; ``+fe`` is the frontend's
added cost (budget: <= 1 us, ARCHITECTURE.md section 6). Small arrays, so the overheads show.
"""

from __future__ import annotations

import numpy as np
from _frontend_timing import parse_args, run


def ops(lax, nn, ivy, rlax, rnn, jnp_fe, rjnp, n):
    """(name, frontend call, ivy call, real JAX call) over fresh inputs."""
    rng = np.random.default_rng(0)
    a_np = rng.standard_normal((n, n)).astype(np.float32)
    b_np = rng.standard_normal((n, n)).astype(np.float32)
    x, y = jnp_fe.asarray(a_np), jnp_fe.asarray(b_np)
    xa, ya = x._data, y._data
    rx, ry = rjnp.asarray(a_np), rjnp.asarray(b_np)
    dn = (((1,), (0,)), ((), ()))
    return [
        ("add(x, y)", lambda: lax.add(x, y), lambda: ivy.add(xa, ya), lambda: rlax.add(rx, ry)),
        ("mul(x, 2.0)", lambda: lax.mul(x, 2.0), lambda: ivy.multiply(xa, 2.0), lambda: rlax.mul(rx, 2.0)),
        ("sin(x)", lambda: lax.sin(x), lambda: ivy.sin(xa), lambda: rlax.sin(rx)),
        ("exp(x)", lambda: lax.exp(x), lambda: ivy.exp(xa), lambda: rlax.exp(rx)),
        ("max(x, y)", lambda: lax.max(x, y), lambda: ivy.maximum(xa, ya), lambda: rlax.max(rx, ry)),
        ("lt(x, y)", lambda: lax.lt(x, y), lambda: ivy.less(xa, ya), lambda: rlax.lt(rx, ry)),
        (
            "dot_general",
            lambda: lax.dot_general(x, y, dn),
            lambda: ivy.einsum("ab,bc->ac", xa, ya),
            lambda: rlax.dot_general(rx, ry, dn),
        ),
        (
            "reduce_sum",
            lambda: lax.reduce_sum(x, (1,)),
            lambda: ivy.sum(xa, axis=(1,), dtype=ivy.float32),
            lambda: rlax.reduce_sum(rx, (1,)),
        ),
        (
            "transpose",
            lambda: lax.transpose(x, (1, 0)),
            lambda: ivy.permute_dims(xa, (1, 0)),
            lambda: rlax.transpose(rx, (1, 0)),
        ),
        ("nn.relu(x)", lambda: nn.relu(x), lambda: ivy.maximum(xa, ivy.zeros_like(xa)), lambda: rnn.relu(rx)),
    ]


def main(argv=None):
    a = parse_args(argv)
    import jax  # noqa: I001
    import jax.lax as rlax
    import jax.nn as rnn
    import jax.numpy as rjnp

    import ivy
    import ivy_frontends.jax.lax as lax
    import ivy_frontends.jax.nn as nn
    import ivy_frontends.jax.numpy as jnp_fe

    run("ivy_frontends.jax.lax vs ivy vs real jax.lax (CPU, eager)", "jax",
        lambda: ops(lax, nn, ivy, rlax, rnn, jnp_fe, rjnp, a.size), a, context=lambda: jax.enable_x64(False))


if __name__ == "__main__":
    main()

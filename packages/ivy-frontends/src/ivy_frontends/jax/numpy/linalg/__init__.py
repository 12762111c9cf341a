"""``jax.numpy.linalg`` on ivy: NumPy's linear algebra (computed by ``ivy_frontends.numpy.linalg``)
with JAX's dtypes (integer inputs in the default float; 32-bit results without x64).

>>> import ivy_frontends.jax.numpy as jnp
>>> jnp.linalg.det(jnp.eye(2) * 2), jnp.linalg.norm(jnp.array([3, 4]))
(Array(4., dtype=float32), Array(5., dtype=float32))
"""

from __future__ import annotations

from .._fallback import via_np

_INEXACT = ("cholesky cond det eig eigh eigvals eigvalsh inv lstsq matrix_norm matrix_power matrix_rank "
            "pinv qr slogdet solve svd svdvals tensorinv tensorsolve norm vector_norm multi_dot").split()
_PROMOTE = "cross diagonal matmul matrix_transpose outer tensordot trace vecdot".split()
_N = {"solve": 2, "lstsq": 2, "tensorsolve": 2, "cross": 2, "matmul": 2, "outer": 2, "tensordot": 2,
      "vecdot": 2}
__all__ = _INEXACT + _PROMOTE

for _n in _INEXACT:
    globals()[_n] = via_np("linalg." + _n, "inexact", _N.get(_n, 1), jname="linalg." + _n)
for _n in _PROMOTE:
    globals()[_n] = via_np("linalg." + _n, "promote", _N.get(_n, 1), jname="linalg." + _n)


def matrix_power(a, n):
    from .. import matmul
    from .._fallback import canon_out, np_call, prep

    (x,), _ = prep([a], "promote")
    return canon_out(np_call("linalg.matrix_power", x, n))


def multi_dot(arrays, *, precision=None):
    from .._fallback import canon_out, np_call, prep

    ns, _ = prep(list(arrays), "promote")
    return canon_out(np_call("linalg.multi_dot", ns))

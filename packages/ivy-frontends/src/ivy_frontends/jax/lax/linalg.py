"""``jax.lax.linalg``: the decompositions and triangular solve (batched over leading axes).

>>> import ivy_frontends.jax.numpy as jnp
>>> from ivy_frontends.jax.lax import linalg
>>> linalg.cholesky(jnp.array([[4.0, 2.0], [2.0, 3.0]]))
Array([[2.       , 0.       ],
       [1.       , 1.4142135]], dtype=float32)
"""

from __future__ import annotations

import ivy

from ._base import n, wrap


def cholesky(x, *, symmetrize_input=True):
    a = n(x)
    if symmetrize_input:
        a = ivy.divide(ivy.add(a, ivy.conj(ivy.matrix_transpose(a))), 2)
    return wrap(ivy.cholesky(a, upper=False))


def qr(x, *, pivoting=False, full_matrices=True, use_magma=None):
    if pivoting:
        from ..._errors import refuse

        raise refuse("lax.linalg.qr", "pivoting", pivoting)
    q, r = ivy.qr(n(x), mode="complete" if full_matrices else "reduced")
    return wrap(q), wrap(r)


def eigh(x, *, lower=True, symmetrize_input=True, sort_eigenvalues=True, subset_by_index=None):
    """``(v, w)``: eigenvectors (columns) and ascending eigenvalues, as JAX's order."""
    a = n(x)
    if symmetrize_input:
        a = ivy.divide(ivy.add(a, ivy.conj(ivy.matrix_transpose(a))), 2)
    w, v = ivy.eigh(a, UPLO="L" if lower else "U")
    return wrap(v), wrap(w)


def svd(x, *, full_matrices=True, compute_uv=True, subset_by_index=None, algorithm=None):
    a = n(x)
    if not compute_uv:
        r = ivy.svd(a, compute_uv=False, full_matrices=full_matrices)
        return wrap(r[0] if isinstance(r, tuple) else r)
    u, s, vh = ivy.svd(a, compute_uv=True, full_matrices=full_matrices)
    return wrap(u), wrap(s), wrap(vh)


def triangular_solve(a, b, *, left_side=False, lower=False, transpose_a=False, conjugate_a=False, unit_diagonal=False):
    """Solve ``op(a) @ x = b`` (``left_side``) or ``x @ op(a) = b`` with triangular ``a``."""
    A, B = n(a), n(b)
    if conjugate_a and not transpose_a:
        A = ivy.conj(A)
    upper = not lower
    adjoint = False
    if transpose_a:
        A = ivy.matrix_transpose(A)
        if conjugate_a:
            A = ivy.conj(A)
        upper = not upper
    if left_side:
        return wrap(ivy.solve_triangular(A, B, upper=upper, adjoint=adjoint, unit_diagonal=unit_diagonal))
    # x @ A = B  <=>  A^T @ x^T = B^T
    xt = ivy.solve_triangular(
        ivy.matrix_transpose(A), ivy.matrix_transpose(B), upper=not upper, unit_diagonal=unit_diagonal
    )
    return wrap(ivy.matrix_transpose(xt))

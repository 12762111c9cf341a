"""torch.nn.functional's distances: ``cosine_similarity``, ``pairwise_distance``, ``pdist``.

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> F.pairwise_distance(torch.tensor([[0.0, 0.0]]), torch.tensor([[3.0, 4.0]]), eps=0.0).tolist()
[5.0]
"""

from __future__ import annotations

import math

import ivy

from ..._convert import promoted
from ...tensor import _dim
from ._util import D, check_float, dtype_of, rt_error, shape_of, t, wrap

__all__ = ["cosine_similarity", "pairwise_distance", "pdist"]


def _pnorm(x, p, axis, keepdims=False):
    """The ``p``-norm of native ``x`` along ``axis`` (torch's: p=0 counts nonzeros, inf/-inf max/min |x|)."""
    if p == 0:
        return ivy.sum(ivy.astype(ivy.not_equal(x, 0), dtype_of(x)._ivy), axis=axis, keepdims=keepdims)
    if p == math.inf:
        return ivy.max(ivy.abs(x), axis=axis, keepdims=keepdims)
    if p == -math.inf:
        return ivy.min(ivy.abs(x), axis=axis, keepdims=keepdims)
    return ivy.vector_norm(x, axis=axis, keepdims=keepdims, ord=float(p))


def cosine_similarity(x1, x2, dim=1, eps=1e-08):
    """``sum(x1 * x2) / (max(||x1||, eps) * max(||x2||, eps))`` along ``dim`` (inputs broadcast)."""
    (a, b), d = promoted(x1, x2)
    if not d.is_floating_point:
        a, b = ivy.astype(a, D.get_default_dtype()._ivy), ivy.astype(b, D.get_default_dtype()._ivy)
    if shape_of(a) != shape_of(b):
        try:
            a, b = ivy.broadcast_arrays(a, b)
        except Exception as e:  # noqa: BLE001 - torch's message for shapes that do not broadcast
            raise rt_error(f"The size of tensor a ({list(shape_of(a))}) must match the size of tensor b "
                           f"({list(shape_of(b))})") from e
    nd = max(a.ndim, 1)
    ax = _dim(dim, nd)
    if a.ndim == 0:
        a, b = ivy.reshape(a, (1,)), ivy.reshape(b, (1,))
        n1 = ivy.maximum(ivy.abs(a), eps)
        n2 = ivy.maximum(ivy.abs(b), eps)
        return wrap(ivy.reshape(ivy.multiply(ivy.divide(a, n1), ivy.divide(b, n2)), ()))
    n1 = ivy.maximum(ivy.vector_norm(a, axis=ax, keepdims=True), eps)
    n2 = ivy.maximum(ivy.vector_norm(b, axis=ax, keepdims=True), eps)
    return wrap(ivy.sum(ivy.multiply(ivy.divide(a, n1), ivy.divide(b, n2)), axis=ax))


def pairwise_distance(x1, x2, p=2.0, eps=1e-06, keepdim=False):
    """``||x1 - x2 + eps||_p`` along the last dimension."""
    (a, b), d = promoted(x1, x2)
    diff = ivy.subtract(a, b)  # in the inputs' dtype (unsigned integers wrap, as in torch)
    if not (d.is_floating_point or d.is_complex):
        d = D.get_default_dtype()
        diff = ivy.astype(diff, d._ivy)
    diff = ivy.add(diff, eps)
    nd = max(a.ndim, b.ndim)
    if nd == 0:
        return wrap(ivy.abs(diff) if p != 0 else ivy.astype(ivy.not_equal(diff, 0), d._ivy))
    return wrap(_pnorm(diff, p, nd - 1, keepdim))


def pdist(input, p=2):  # noqa: A002
    """The ``p``-norm distances between the rows of ``input`` ``(N, M)``, for each pair i < j (N(N-1)/2 values)."""
    a = t(input)
    check_float(a, "pdist")
    if a.ndim != 2:
        raise rt_error(f"pdist only supports 2D tensors, got: {a.ndim}D")
    if p < 0:
        raise rt_error("pdist only supports non-negative p values")
    nr = int(a.shape[0])
    if nr < 2:
        r = ivy.zeros((0,), dtype=dtype_of(a)._ivy, device=ivy.dev(a))
        return wrap(r._data if r.__class__ is ivy.Array else r)
    ii, jj = [], []
    for i in range(nr):
        for j in range(i + 1, nr):
            ii.append(i)
            jj.append(j)
    dev = ivy.dev(a)
    ia = ivy.asarray(ii, dtype=ivy.int64, device=dev)
    ja = ivy.asarray(jj, dtype=ivy.int64, device=dev)
    ia = ia._data if ia.__class__ is ivy.Array else ia
    ja = ja._data if ja.__class__ is ivy.Array else ja
    diff = ivy.subtract(ivy.gather(a, ia, axis=0), ivy.gather(a, ja, axis=0))
    return wrap(_pnorm(diff, p, 1))

"""torch.nn.functional's lookups: ``embedding``, ``embedding_bag``, ``one_hot``.

``padding_idx`` rows get no gradient and ``scale_grad_by_freq`` divides each row's gradient by
its count in the batch, as in torch (a gradient-only rescaling: ``sg(x) + (x - sg(x)) * s``,
done only while gradients are recorded). ``max_norm`` renormalizes the looked-up rows of
``weight`` in place, as torch does. ``sparse=True`` (sparse gradients) gives the same values
with dense gradients.

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> F.one_hot(torch.tensor([0, 2]), 3).tolist()
[[1, 0, 0], [0, 0, 1]]
"""

from __future__ import annotations

import math

import ivy

from ...._errors import UnsupportedArgumentError
from ... import _autograd
from ...tensor import Tensor
from ._util import (
    D,
    arange_like,
    check_float,
    checks_values,
    dtype_of,
    grad_scaled,
    needs_grad,
    rt_error,
    sg,
    shape_of,
    t,
    value_error,
    wrap,
)

__all__ = ["embedding", "embedding_bag", "one_hot"]


def _check_indices(idx, fn):
    d = dtype_of(idx)
    if d not in (D.int64, D.int32):
        raise rt_error(f"Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, "
                       f"Int; but got {d} instead (while checking arguments for {fn})")


def _renorm(weight, idx, max_norm, norm_type):
    """torch's embedding_renorm_: rows of ``weight`` used by ``idx`` with norm > max_norm scaled down, in place."""
    w = weight._data
    nrows = int(w.shape[0])
    used = sorted({int(v) for v in ivy.to_numpy(idx).reshape(-1).tolist()})
    if not used:
        return
    ui = ivy.asarray(used, dtype=ivy.int64, device=ivy.dev(w))
    ui = ui._data if ui.__class__ is ivy.Array else ui
    rows = ivy.gather(w, ui, axis=0)
    if norm_type == math.inf:
        nrm = ivy.max(ivy.abs(rows), axis=1, keepdims=True)
    else:
        nrm = ivy.vector_norm(rows, axis=1, keepdims=True, ord=float(norm_type))
    scale = ivy.where(ivy.greater(nrm, max_norm), ivy.divide(max_norm, ivy.add(nrm, 1e-7)), ivy.ones_like(nrm))
    factor = ivy.ones((nrows, 1), dtype=dtype_of(w)._ivy, device=ivy.dev(w))
    factor = factor._data if factor.__class__ is ivy.Array else factor
    factor = ivy.put_along_axis(factor, ivy.reshape(ui, (-1, 1)), scale, 0, mode="replace")
    was = _autograd._GRAD_ENABLED[0]
    _autograd.set_grad_enabled_flag(False)
    try:
        new = ivy.multiply(sg(w), factor)
        ex = weight._ex
        if ex is not None and ex.requires_grad and ex.leaf_native is not None:
            weight.data = wrap(new)
        else:
            weight._inplace(new)
    finally:
        _autograd.set_grad_enabled_flag(was)


def _freq_scale(idx, like):
    """Per index: 1 / (its count in ``idx``), shaped as ``idx`` + (1,)."""
    flat = ivy.reshape(idx, (-1,))
    counts = ivy.sum(ivy.astype(ivy.equal(ivy.expand_dims(flat, axis=1), ivy.expand_dims(flat, axis=0)),
                                dtype_of(like)._ivy), axis=1)
    return ivy.reshape(ivy.reciprocal(counts), shape_of(idx) + (1,))


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False,  # noqa: A002
              sparse=False):
    """The rows of ``weight`` at the indices ``input``: shape ``input.shape + (embedding_dim,)``."""
    idx = input._data if isinstance(input, Tensor) else t(input)
    w = weight._data if isinstance(weight, Tensor) else t(weight)
    _check_indices(idx, "embedding")
    if w.ndim != 2:
        raise rt_error("'weight' must be 2-D")
    nrows = int(w.shape[0])
    if padding_idx is not None:
        if padding_idx > 0 and padding_idx >= nrows:
            raise rt_error("Padding_idx must be within num_embeddings")
        if padding_idx < 0:
            if padding_idx < -nrows:
                raise rt_error("Padding_idx must be within num_embeddings")
            padding_idx += nrows
    if max_norm is not None:
        if not isinstance(weight, Tensor):
            raise rt_error("embedding: max_norm needs weight as a Tensor (it is renormalized in place)")
        _renorm(weight, idx, max_norm, norm_type)
        w = weight._data
    n = 1
    for s in idx.shape:
        n *= int(s)
    if n and checks_values(idx):  # (a compiler's tracer has no values to check)
        lo, hi = int(ivy.min(idx)), int(ivy.max(idx))
        if lo < 0 or hi >= nrows:
            raise rt_error(f"index {hi if hi >= nrows else lo} is out of bounds for dimension 0 with size {nrows}")
    out = ivy.embedding(w, idx)
    if (padding_idx is not None or scale_grad_by_freq) and needs_grad(w):
        scale = None
        if scale_grad_by_freq:
            scale = _freq_scale(idx, w)
        if padding_idx is not None:
            keep = ivy.astype(ivy.expand_dims(ivy.not_equal(idx, padding_idx), axis=-1), dtype_of(w)._ivy)
            scale = keep if scale is None else ivy.multiply(scale, keep)
        out = grad_scaled(out, scale)
    return wrap(out)


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False,  # noqa: A002
                  mode="mean", sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """Sums, means or maxima of bags of ``weight`` rows: ``input`` ``(B, L)`` (one bag per row) or 1-D
    with ``offsets`` (bag starts); ``padding_idx`` entries are left out of their bag."""
    idx = t(input)
    w = t(weight)
    _check_indices(idx, "embedding_bag")
    d = check_float(w, "embedding_bag")
    if mode not in ("sum", "mean", "max"):
        raise value_error(f"mode has to be one of sum, mean or max, but got {mode}")
    if per_sample_weights is not None and mode != "sum":
        raise UnsupportedArgumentError(f"embedding_bag: per_sample_weights was not None. per_sample_weights is only "
                                  f"supported for mode='sum' (got mode='{mode}'). Please open a feature request on "
                                  "GitHub.")
    nrows = int(w.shape[0])
    if padding_idx is not None:
        if not -nrows <= padding_idx < nrows:
            raise value_error("padding_idx must be within number of embeddings")
        if padding_idx < 0:
            padding_idx += nrows
    psw = None if per_sample_weights is None else t(per_sample_weights)
    if idx.ndim == 2:
        if offsets is not None:
            raise value_error(f"if input is 2D, then offsets has to be None, as input is treated is a mini-batch of "
                             f"fixed length sequences. However, found offsets of type {type(offsets)}")
        nb, ln = int(idx.shape[0]), int(idx.shape[1])
        starts = [i * ln for i in range(nb)]
        total = nb * ln
        flat = ivy.reshape(idx, (-1,))
        if psw is not None:
            psw = ivy.reshape(psw, (-1,))
    elif idx.ndim == 1:
        if offsets is None:
            raise value_error("offsets has to be a 1D Tensor but got None")
        off = [int(v) for v in ivy.to_numpy(t(offsets)).reshape(-1).tolist()]
        total = int(idx.shape[0])
        if include_last_offset:
            starts = off[:-1]
        else:
            starts = off
        nb = len(starts)
        flat = idx
    else:
        raise value_error(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {idx.ndim}")
    if max_norm is not None:
        _renorm(weight, flat, max_norm, norm_type)
        w = weight._data
    ends = starts[1:] + [total]
    if include_last_offset and idx.ndim == 1:
        ends = off[1:]
    bag = []
    for b, (s, e) in enumerate(zip(starts, ends)):
        bag += [b] * max(e - s, 0)
    bag += [-1] * (total - len(bag))
    dev = ivy.dev(w)
    bag_a = ivy.asarray(bag[:total], dtype=ivy.int64, device=dev)
    bag_a = bag_a._data if bag_a.__class__ is ivy.Array else bag_a
    dim = int(w.shape[1])
    if total == 0 or nb == 0:
        z = ivy.zeros((nb, dim), dtype=d._ivy, device=dev)
        return wrap(z._data if z.__class__ is ivy.Array else z)
    rows = ivy.gather(w, flat, axis=0)  # (n, D)
    if scale_grad_by_freq and needs_grad(w):
        rows = grad_scaled(rows, ivy.reshape(_freq_scale(flat, w), (-1, 1)))
    member = ivy.equal(ivy.reshape(arange_like(nb, w), (-1, 1)), ivy.reshape(bag_a, (1, -1)))  # (B, n)
    if padding_idx is not None:
        member = ivy.logical_and(member, ivy.reshape(ivy.not_equal(flat, padding_idx), (1, -1)))
    if mode == "max":
        big = ivy.where(ivy.expand_dims(member, axis=-1), ivy.expand_dims(rows, axis=0),
                        ivy.full_like(ivy.expand_dims(rows, axis=0), -math.inf))
        r = ivy.max(big, axis=1)
        any_ = ivy.any(member, axis=1, keepdims=True)
        return wrap(ivy.where(any_, r, ivy.zeros_like(r)))
    m = ivy.astype(member, d._ivy)
    if psw is not None:
        m = ivy.multiply(m, ivy.reshape(psw, (1, -1)))
    r = ivy.matmul(m, rows)
    if mode == "mean":
        cnt = ivy.sum(ivy.astype(member, d._ivy), axis=1, keepdims=True)
        r = ivy.divide(r, ivy.maximum(cnt, 1))
    return wrap(r)


def one_hot(tensor, num_classes=-1):
    """int64 one-hot encoding of the int64 ``tensor`` (``num_classes=-1``: max + 1)."""
    a = t(tensor)
    if dtype_of(a) is not D.int64:
        raise rt_error("one_hot is only applicable to index tensor of type LongTensor.")
    n = 1
    for s in a.shape:
        n *= int(s)
    if num_classes == -1:
        if n == 0:
            raise rt_error("Can not infer total number of classes from empty tensor.")
        num_classes = int(ivy.max(a)) + 1
    if n and checks_values(a):
        if int(ivy.min(a)) < 0:
            raise rt_error("Class values must be non-negative.")
        if int(ivy.max(a)) >= num_classes:
            raise rt_error("Class values must be smaller than num_classes.")
    eq = ivy.equal(ivy.expand_dims(a, axis=-1), ivy.reshape(arange_like(num_classes, a), (1,) * a.ndim + (-1,)))
    return wrap(ivy.astype(eq, ivy.int64))

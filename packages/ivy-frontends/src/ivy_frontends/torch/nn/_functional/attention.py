"""torch.nn.functional's attention: ``scaled_dot_product_attention`` and
``multi_head_attention_forward`` (the computation of ``nn.MultiheadAttention``).

``scaled_dot_product_attention`` calls ``ivy.scaled_dot_product_attention`` (torch's own kernel
on the torch backend): a boolean ``attn_mask`` is True where a query may attend, a float mask is
added to the scores; ``enable_gqa`` repeats key/value heads. ``multi_head_attention_forward``
follows torch's steps (in-projections, ``bias_k``/``bias_v``, ``add_zero_attn``, key padding and
attention masks, where a boolean True means *not allowed*, averaged or per-head weights).

>>> import ivy_frontends.torch as torch
>>> import ivy_frontends.torch.nn.functional as F
>>> q = torch.ones(1, 2, 4)
>>> F.scaled_dot_product_attention(q, q, q).shape
torch.Size([1, 2, 4])
"""

from __future__ import annotations

import math

import ivy

from ..._random import _key
from ...tensor import Tensor
from ._util import D, check_float, dtype_of, rt_error, shape_of, t, wrap

__all__ = ["scaled_dot_product_attention", "multi_head_attention_forward"]


def _nat(x):
    return None if x is None else (x._data if isinstance(x, Tensor) else t(x))


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
                                 enable_gqa=False):
    """softmax(Q K^T * scale + mask) V over the last two dimensions (``(..., L, E)`` queries)."""
    q, k, v = _nat(query), _nat(key), _nat(value)
    d = check_float(q, "scaled_dot_product_attention")
    if not (dtype_of(k) is d and dtype_of(v) is d):
        raise rt_error(f"Expected query, key, and value to have the same dtype, but got query.dtype: {d} key.dtype: "
                       f"{dtype_of(k)} and value.dtype: {dtype_of(v)} instead.")
    m = _nat(attn_mask)
    if is_causal and m is not None:
        raise rt_error("_scaled_dot_product_attention: Explicit attn_mask should not be set when is_causal=True")
    if m is not None and dtype_of(m) is not D.bool and dtype_of(m) is not d:
        raise rt_error(f"Expected attn_mask dtype to be bool or float or to match query dtype, but got attn_mask.dtype:"
                       f" {dtype_of(m)} and  query.dtype: {d} instead.")
    if enable_gqa and q.ndim >= 3:
        hq, hk = int(q.shape[-3]), int(k.shape[-3])
        if hk != hq:
            if hq % hk:
                raise rt_error(f"Number of heads in key and value must divide the number of heads in query: {hq} "
                               f"query heads, {hk} key heads")
            k = ivy.repeat(k, hq // hk, axis=k.ndim - 3)
            v = ivy.repeat(v, hq // hk, axis=v.ndim - 3)
    if int(q.shape[-1]) != int(k.shape[-1]):
        raise rt_error(f"query and key must have the same embedding size, got {int(q.shape[-1])} and "
                       f"{int(k.shape[-1])}")
    if dropout_p > 0:
        return wrap(ivy.scaled_dot_product_attention(q, k, v, scale=scale, mask=m, dropout_p=float(dropout_p),
                                                     is_causal=bool(is_causal), training=True, seed=_key(None)))
    return wrap(ivy.scaled_dot_product_attention(q, k, v, scale=scale, mask=m, is_causal=bool(is_causal)))


def _canonical_mask(m, name, target):
    """A float (additive) mask: boolean True (not allowed) -> -inf."""
    if m is None:
        return None
    dm = dtype_of(m)
    if dm is D.bool:
        z = ivy.zeros(shape_of(m), dtype=dtype_of(target)._ivy, device=ivy.dev(target))
        z = z._data if z.__class__ is ivy.Array else z
        return ivy.where(m, ivy.full_like(z, -math.inf), z)
    if not dm.is_floating_point:
        raise rt_error(f"only bool and floating types of {name} are supported")
    return m


def _lin(x, w, b):
    r = ivy.matmul(x, ivy.matrix_transpose(w))
    return r if b is None else ivy.add(r, b)


def _zeros_col(x, axis):
    s = list(shape_of(x))
    s[axis] = 1
    z = ivy.zeros(tuple(s), dtype=dtype_of(x)._ivy, device=ivy.dev(x))
    return z._data if z.__class__ is ivy.Array else z


def multi_head_attention_forward(query, key, value, embed_dim_to_check, num_heads, in_proj_weight, in_proj_bias,
                                 bias_k, bias_v, add_zero_attn, dropout_p, out_proj_weight, out_proj_bias,
                                 training=True, key_padding_mask=None, need_weights=True, attn_mask=None,
                                 use_separate_proj_weight=False, q_proj_weight=None, k_proj_weight=None,
                                 v_proj_weight=None, static_k=None, static_v=None, average_attn_weights=True,
                                 is_causal=False):
    """Multi-head attention of ``(L, N, E)`` (or unbatched ``(L, E)``) queries; returns
    ``(attn_output, attn_weights or None)``."""
    q_in, k_in, v_in = _nat(query), _nat(key), _nat(value)
    check_float(q_in, "multi_head_attention_forward")
    batched = q_in.ndim == 3
    kpm = _nat(key_padding_mask)
    am = _nat(attn_mask)
    if not batched:
        q_in, k_in, v_in = (ivy.expand_dims(x, axis=1) for x in (q_in, k_in, v_in))
        if kpm is not None:
            kpm = ivy.expand_dims(kpm, axis=0)
    tgt_len, bsz, embed_dim = shape_of(q_in)
    src_len = int(k_in.shape[0])
    if embed_dim != embed_dim_to_check:
        raise rt_error(f"was expecting embedding dimension of {embed_dim_to_check}, but got {embed_dim}")
    head_dim = embed_dim // num_heads
    if head_dim * num_heads != embed_dim:
        raise rt_error(f"embed_dim {embed_dim} not divisible by num_heads {num_heads}")
    kpm = _canonical_mask(kpm, "key_padding_mask", q_in)
    if is_causal and am is None:
        raise rt_error("Need attn_mask if specifying the is_causal hint. You may use the Transformer module method "
                       "`generate_square_subsequent_mask` to create this mask.")
    if is_causal and kpm is None and not need_weights:
        am = None
    else:
        am = _canonical_mask(am, "attn_mask", q_in)
        if kpm is not None:
            is_causal = False
    # in-projection
    if not use_separate_proj_weight:
        w = _nat(in_proj_weight)
        b = _nat(in_proj_bias)
        wq, wk, wv = ivy.split(w, num_or_size_splits=3, axis=0)
        if b is not None:
            bq, bk, bv = ivy.split(b, num_or_size_splits=3, axis=0)
        else:
            bq = bk = bv = None
    else:
        wq, wk, wv = _nat(q_proj_weight), _nat(k_proj_weight), _nat(v_proj_weight)
        b = _nat(in_proj_bias)
        if b is not None:
            bq, bk, bv = ivy.split(b, num_or_size_splits=[embed_dim, embed_dim, embed_dim], axis=0) \
                if int(b.shape[0]) == 3 * embed_dim else (b, None, None)
        else:
            bq = bk = bv = None
    q = _lin(q_in, wq, bq)
    k = _lin(k_in, wk, bk)
    v = _lin(v_in, wv, bv)
    if am is not None:
        if am.ndim == 2:
            if shape_of(am) != (tgt_len, src_len):
                raise rt_error(f"The shape of the 2D attn_mask is {list(shape_of(am))}, but should be "
                               f"{(tgt_len, src_len)}.")
            am = ivy.expand_dims(am, axis=0)
        elif am.ndim == 3:
            if shape_of(am) != (bsz * num_heads, tgt_len, src_len):
                raise rt_error(f"The shape of the 3D attn_mask is {list(shape_of(am))}, but should be "
                               f"{(bsz * num_heads, tgt_len, src_len)}.")
        else:
            raise rt_error(f"attn_mask's dimension {am.ndim} is not supported")
    bk_, bv_ = _nat(bias_k), _nat(bias_v)
    if bk_ is not None and bv_ is not None:
        k = ivy.concat([k, ivy.broadcast_to(ivy.reshape(bk_, (1, 1, embed_dim)), (1, bsz, embed_dim))], axis=0)
        v = ivy.concat([v, ivy.broadcast_to(ivy.reshape(bv_, (1, 1, embed_dim)), (1, bsz, embed_dim))], axis=0)
        if am is not None:
            am = ivy.concat([am, _zeros_col(am, -1)], axis=-1)
        if kpm is not None:
            kpm = ivy.concat([kpm, _zeros_col(kpm, -1)], axis=-1)
    # (L, N, E) -> (N * H, L, hd)
    q = ivy.permute_dims(ivy.reshape(q, (tgt_len, bsz * num_heads, head_dim)), (1, 0, 2))
    sk, sv = _nat(static_k), _nat(static_v)
    if sk is None:
        k = ivy.permute_dims(ivy.reshape(k, (int(k.shape[0]), bsz * num_heads, head_dim)), (1, 0, 2))
    else:
        k = sk
    if sv is None:
        v = ivy.permute_dims(ivy.reshape(v, (int(v.shape[0]), bsz * num_heads, head_dim)), (1, 0, 2))
    else:
        v = sv
    if add_zero_attn:
        k = ivy.concat([k, _zeros_col(k, 1)], axis=1)
        v = ivy.concat([v, _zeros_col(v, 1)], axis=1)
        if am is not None:
            am = ivy.concat([am, _zeros_col(am, -1)], axis=-1)
        if kpm is not None:
            kpm = ivy.concat([kpm, _zeros_col(kpm, -1)], axis=-1)
    src_len = int(k.shape[1])
    if kpm is not None:
        if shape_of(kpm) != (bsz, src_len):
            raise rt_error(f"expecting key_padding_mask shape of {(bsz, src_len)}, but got {list(shape_of(kpm))}")
        kp = ivy.reshape(ivy.broadcast_to(ivy.reshape(kpm, (bsz, 1, 1, src_len)), (bsz, num_heads, 1, src_len)),
                         (bsz * num_heads, 1, src_len))
        am = kp if am is None else ivy.add(am, kp)
    if not training:
        dropout_p = 0.0
    if need_weights:
        qs = ivy.multiply(q, math.sqrt(1.0 / head_dim))
        scores = ivy.matmul(qs, ivy.matrix_transpose(k))
        if am is not None:
            scores = ivy.add(scores, am)
        wts = ivy.softmax(scores, axis=-1)
        if dropout_p > 0.0:
            wts = ivy.dropout(wts, float(dropout_p), training=True, seed=_key(None))
        out = ivy.matmul(wts, v)  # (N * H, L, hd)
        out = ivy.reshape(ivy.permute_dims(out, (1, 0, 2)), (tgt_len * bsz, embed_dim))
        out = _lin(out, _nat(out_proj_weight), _nat(out_proj_bias))
        out = ivy.reshape(out, (tgt_len, bsz, embed_dim))
        wts = ivy.reshape(wts, (bsz, num_heads, tgt_len, src_len))
        if average_attn_weights:
            wts = ivy.mean(wts, axis=1)
        if not batched:
            out = ivy.squeeze(out, axis=1)
            wts = ivy.squeeze(wts, axis=0)
        return wrap(out), wrap(wts)
    if am is not None:
        if int(am.shape[0]) == 1 and am.ndim == 3:
            am = ivy.expand_dims(am, axis=0)
        else:
            am = ivy.reshape(am, (bsz, num_heads, -1, src_len))
    q = ivy.reshape(q, (bsz, num_heads, tgt_len, head_dim))
    k = ivy.reshape(k, (bsz, num_heads, src_len, head_dim))
    v = ivy.reshape(v, (bsz, num_heads, src_len, head_dim))
    if dropout_p > 0:
        out = ivy.scaled_dot_product_attention(q, k, v, mask=am, dropout_p=float(dropout_p),
                                               is_causal=bool(is_causal), training=True, seed=_key(None))
    else:
        out = ivy.scaled_dot_product_attention(q, k, v, mask=am, is_causal=bool(is_causal))
    out = ivy.reshape(ivy.permute_dims(out, (2, 0, 1, 3)), (bsz * tgt_len, embed_dim))
    out = _lin(out, _nat(out_proj_weight), _nat(out_proj_bias))
    out = ivy.reshape(out, (tgt_len, bsz, embed_dim))
    if not batched:
        out = ivy.squeeze(out, axis=1)
    return wrap(out), None

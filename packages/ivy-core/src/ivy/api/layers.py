"""Layer functions (Ivy's superset): linear, dropout (1d/2d/3d), embedding,
scaled_dot_product_attention, multi_head_attention, lstm_update, lstm.

Rules (the same on every backend):

- Integer and bool inputs to these float functions give float32; complex raises.
- ``linear(x, weight, bias=)``: ``x @ weight^T + bias`` with ``weight`` ``(*OB, out, in)``
  and ``x`` ``(*OB, *IB, in)``: leading "outer batch" dimensions of ``weight`` match
  those of ``x`` (a batch of weight matrices).
- Dropout draws its mask from the backend's generator (``ivy.seed``), or from ``seed=``
  (an int or an ``ivy.random.Key``) without touching the state. ``dropout`` zeroes
  elements with probability ``prob`` and (``scale=True``) multiplies the rest by
  ``1 / (1 - prob)``; ``noise_shape`` shares the mask over dimensions of size 1.
  ``dropout1d/2d/3d`` zero whole channels per sample (channels last by default:
  ``"NWC"``, ``"NHWC"``, ``"NDHWC"``; the batch dimension may be absent). With
  ``training=False`` (or ``prob == 0``) the input comes back unchanged.
- Attention masks: a boolean mask is True where a query may attend to a key; a float
  mask is added to the scores. ``key_padding_mask`` (``multi_head_attention``) is
  True for keys to ignore (torch's convention). A query with no key to attend gives NaN
  (as torch).
- ``lstm_update`` returns ``(hidden_states, (h_T, c_T))`` with gates ordered
  input, forget, cell, output (torch's order), ``kernel`` ``(in, 4 * hidden)``,
  ``recurrent_kernel`` ``(hidden, 4 * hidden)``. ``lstm`` takes torch's flat weight
  list (``weight_ih, weight_hh, bias_ih, bias_hh`` per layer and direction) and returns
  ``(output, h_n, c_n)``.
"""

from __future__ import annotations

import itertools
import math

from .. import dtypes as _dt
from .._dispatch import api, composition
from ..errors import InvalidArgumentError
from ..plugin import integers_required as _integers_required
from . import _nn_impl as _nn


@api
def linear(x: Array, weight: Array, /, *, bias: Array | None = None) -> Array:
    """Linear map ``x @ weight^T + bias`` (``weight`` is ``(out, in)``, or a batch of them).

    >>> ivy.linear(ivy.asarray([1.0, 2.0]), ivy.asarray([[1.0, 1.0]]), bias=ivy.asarray([0.5]))
    ivy.array([3.5], dtype=float32, backend=numpy)
    """


@api
def dropout(x: Array, prob: float, /, *, scale: bool = True, dtype: Dtype | None = None, training: bool = True, seed: int | Key | None = None, noise_shape: tuple[int | None, ...] | None = None) -> Array:  # noqa: E501
    """Zero elements with probability ``prob`` and scale the rest by ``1 / (1 - prob)``.

    >>> ivy.dropout(ivy.ones((2, 2)), 0.0)
    ivy.array([[1., 1.],
           [1., 1.]], dtype=float32, backend=numpy)
    """


@api
def dropout1d(x: Array, prob: float, /, *, training: bool = True, data_format: str = "NWC", seed: int | Key | None = None) -> Array:  # noqa: E501
    """Zero whole channels of ``(N, W, C)`` (or ``(W, C)``) input with probability ``prob``.

    >>> ivy.dropout1d(ivy.ones((1, 3, 2)), 0.5, training=False).shape
    (1, 3, 2)
    """


@api
def dropout2d(x: Array, prob: float, /, *, training: bool = True, data_format: str = "NHWC", seed: int | Key | None = None) -> Array:  # noqa: E501
    """Zero whole channels of ``(N, H, W, C)`` (or ``(H, W, C)``) input with probability ``prob``.

    >>> ivy.dropout2d(ivy.ones((1, 2, 2, 3)), 0.5, seed=0).shape
    (1, 2, 2, 3)
    """


@api
def dropout3d(x: Array, prob: float, /, *, training: bool = True, data_format: str = "NDHWC", seed: int | Key | None = None) -> Array:  # noqa: E501
    """Zero whole channels of ``(N, D, H, W, C)`` (or ``(D, H, W, C)``) input with probability ``prob``.

    >>> ivy.dropout3d(ivy.ones((1, 1, 2, 2, 3)), 0.5, seed=0).shape
    (1, 1, 2, 2, 3)
    """


@api
def embedding(weights: Array, indices: Array, /, *, max_norm: float | None = None) -> Array:
    """Rows of ``weights`` at integer ``indices``; rows longer than ``max_norm`` are rescaled to it.

    >>> ivy.embedding(ivy.asarray([[0.0, 1.0], [2.0, 3.0]]), ivy.asarray([1, 0]))
    ivy.array([[2., 3.],
           [0., 1.]], dtype=float32, backend=numpy)
    """


@api
def scaled_dot_product_attention(query: Array, key: Array, value: Array, /, *, scale: float | None = None, mask: Array | None = None, dropout_p: float = 0.0, is_causal: bool = False, training: bool = False, seed: int | Key | None = None) -> Array:  # noqa: E501
    """``softmax(query @ key^T * scale + mask) @ value`` (``scale`` defaults to ``1/sqrt(d)``).
    A query whose every key is masked gets zeros, as in torch.

    >>> q = ivy.ones((1, 2, 4))
    >>> ivy.scaled_dot_product_attention(q, q, q).shape
    (1, 2, 4)
    """


@api
def multi_head_attention(query: Array, /, *, key: Array | None = None, value: Array | None = None, batch_first: bool = True, num_heads: int = 8, scale: float | None = None, attention_mask: Array | None = None, in_proj_weights: Array | None = None, q_proj_weights: Array | None = None, k_proj_weights: Array | None = None, v_proj_weights: Array | None = None, out_proj_weights: Array | None = None, in_proj_bias: Array | None = None, out_proj_bias: Array | None = None, is_causal: bool = False, key_padding_mask: Array | None = None, bias_k: Array | None = None, bias_v: Array | None = None, static_k: Array | None = None, static_v: Array | None = None, add_zero_attn: bool = False, return_attention_weights: bool = False, average_attention_weights: bool = True, dropout: float = 0.0, training: bool = False, seed: int | Key | None = None) -> Array | tuple[Array, Array]:  # noqa: E501
    """Multi-head attention (torch's ``multi_head_attention_forward`` with ivy's mask convention).

    >>> x = ivy.ones((1, 3, 4))
    >>> w = ivy.eye(12, 4)
    >>> ivy.multi_head_attention(x, num_heads=2, in_proj_weights=w, out_proj_weights=ivy.eye(4)).shape
    (1, 3, 4)
    """


@api
def lstm_update(x: Array, init_h: Array, init_c: Array, kernel: Array, recurrent_kernel: Array, /, *, bias: Array | None = None, recurrent_bias: Array | None = None, time_major: bool = False) -> tuple[Array, tuple[Array, Array]]:  # noqa: E501
    """One LSTM layer over a sequence ``x`` ``(*batch, T, in)``; returns ``(h_seq, (h_T, c_T))``.

    >>> h = ivy.zeros((1, 2))
    >>> seq, (hT, cT) = ivy.lstm_update(ivy.ones((1, 3, 1)), h, h, ivy.ones((1, 8)), ivy.ones((2, 8)))
    >>> seq.shape
    (1, 3, 2)
    """


@api
def lstm(input: Array, initial_states: tuple[Array, ...], all_weights: tuple[Array, ...], num_layers: int, dropout: float, train: bool, bidirectional: bool, batch_first: bool = False, batch_sizes: tuple[int, ...] | None = None, weights_transposed: bool = False, has_ih_bias: bool = True, has_hh_bias: bool = True, *, seed: int | Key | None = None) -> tuple[Array, Array, Array]:  # noqa: E501, A002
    """A multi-layer (bidirectional) LSTM with torch's flat weights; returns ``(output, h_n, c_n)``.

    >>> h = ivy.zeros((1, 1, 2))
    >>> w = [ivy.ones((8, 1)), ivy.ones((8, 2)), ivy.zeros(8), ivy.zeros(8)]
    >>> out, hn, cn = ivy.lstm(ivy.ones((3, 1, 1)), (h, h), w, 1, 0.0, False, False)
    >>> out.shape
    (3, 1, 2)
    """


# ---------------------------------------------------------------- compositions


def _like(xp, a, x):
    if a is None:
        return None
    return a if xp.dtype_of(a) == xp.dtype_of(x) else xp.astype(a, xp.dtype_of(x))


def _promote_float(xp, *arrays, fn):
    ds = [xp.dtype(a) for a in arrays if a is not None]
    d = _dt.result_type(*ds)
    if d.kind == "c":
        raise _nn.UnsupportedDtypeError(f"ivy.{fn} is defined for real numbers; got complex input")
    if d.kind != "f":
        d = _dt.float32
    nd = xp.native_dtype(d)
    return [None if a is None else (a if xp.dtype(a) is d else xp.astype(a, nd)) for a in arrays]


@composition("linear")
def _linear(xp, x, weight, /, *, bias=None):
    x, weight, bias = _promote_float(xp, x, weight, bias, fn="linear")
    ws = xp.shape(weight)
    xs = xp.shape(x)
    if len(ws) < 2:
        raise _nn.shape_error("linear", f"weight must be (out, in) or a batch of them; got shape {ws}")
    if not xs or xs[-1] != ws[-1]:
        raise _nn.shape_error("linear", f"x's last dimension must be in_features={ws[-1]}; got shape {xs}")
    outer = ws[:-2]
    inner = len(xs) - 1 - len(outer)
    if inner < 0 or tuple(xs[:len(outer)]) != tuple(outer):
        raise _nn.shape_error("linear", f"x {xs} must start with weight's batch dimensions {tuple(outer)}")
    wt = xp.matrix_transpose(weight)  # (*OB, in, out)
    if outer:
        wt = xp.reshape(wt, (*outer, *([1] * max(inner - 1, 0)), ws[-1], ws[-2]))
        if inner == 0:
            y = xp.reshape(xp.matmul(xp.expand_dims(x, axis=-2), wt), (*outer, ws[-2]))
        else:
            y = xp.matmul(x, wt)
    else:
        y = xp.matmul(x, wt)
    if bias is not None:
        bs = xp.shape(bias)
        if outer and len(bs) > 1:
            bias = xp.reshape(bias, (*outer, *([1] * inner), ws[-2]))
        y = xp.add(y, bias)
    return y


def _uniform(xp, shape, seed, like):
    # the backend's generator (stateful, or from seed) through its random_uniform
    return xp.random_uniform(shape=shape, seed=seed, dtype=xp.dtype_of(like),
                             device=xp.native_device(xp.device_of(like)))


def _check_prob(prob, fn):
    """``prob`` as a Python float in [0, 1] (a 0-d array is read once), else InvalidArgumentError."""
    try:
        p = float(prob)
    except (TypeError, ValueError):
        raise InvalidArgumentError(f"ivy.{fn}: prob must be a number in [0, 1]; got {prob!r}") from None
    if not 0.0 <= p <= 1.0:
        raise InvalidArgumentError(f"ivy.{fn}: prob must be in [0, 1]; got {prob}")
    return p


@composition("dropout")
def _dropout(xp, x, prob, /, *, scale=True, dtype=None, training=True, seed=None, noise_shape=None):
    prob = _check_prob(prob, "dropout")
    x = _nn.floating(xp, x, "dropout")
    if dtype is not None:
        x = xp.astype(x, dtype)
    if not training or prob == 0:
        return x if dtype is not None else xp.asarray(x, copy=True)
    shp = xp.shape(x)
    if noise_shape is None:
        ns = shp
    else:
        ns = tuple(shp[i] if v is None else v for i, v in enumerate(noise_shape))
        if len(ns) != len(shp) or any(n not in (1, s) for n, s in zip(ns, shp)):
            raise _nn.shape_error("dropout", f"noise_shape {tuple(noise_shape)} does not broadcast to {shp}")
    keep = xp.greater_equal(_uniform(xp, ns, seed, x), prob)
    y = xp.where(keep, x, xp.zeros_like(x))
    if scale:
        y = xp.multiply(y, 1.0 / (1.0 - prob)) if prob < 1 else xp.zeros_like(x)
    return y


def _channel_dropout(xp, x, prob, training, data_format, seed, nsp, fn, formats):
    prob = _check_prob(prob, fn)
    if data_format not in formats:
        raise InvalidArgumentError(f"ivy.{fn}: data_format must be one of {formats}; got {data_format!r}")
    x = _nn.floating(xp, x, fn)
    shp = xp.shape(x)
    if len(shp) not in (nsp + 1, nsp + 2):
        raise _nn.shape_error(fn, f"expected {nsp + 1}-D or {nsp + 2}-D input; got shape {shp}")
    if not training or prob == 0:
        return xp.asarray(x, copy=True)
    if data_format == formats[0]:  # channels last
        ns = (*shp[:-1 - nsp], *([1] * nsp), shp[-1])
    else:
        ns = (*shp[:len(shp) - nsp], *([1] * nsp))
    return _dropout(xp, x, prob, seed=seed, noise_shape=ns)


@composition("dropout1d")
def _dropout1d(xp, x, prob, /, *, training=True, data_format="NWC", seed=None):
    return _channel_dropout(xp, x, prob, training, data_format, seed, 1, "dropout1d", ("NWC", "NCW"))


@composition("dropout2d")
def _dropout2d(xp, x, prob, /, *, training=True, data_format="NHWC", seed=None):
    return _channel_dropout(xp, x, prob, training, data_format, seed, 2, "dropout2d", ("NHWC", "NCHW"))


@composition("dropout3d")
def _dropout3d(xp, x, prob, /, *, training=True, data_format="NDHWC", seed=None):
    return _channel_dropout(xp, x, prob, training, data_format, seed, 3, "dropout3d", ("NDHWC", "NCDHW"))


@composition("embedding")
def _embedding(xp, weights, indices, /, *, max_norm=None):
    if xp.dtype(indices).kind not in "iu":
        raise _integers_required("embedding", xp.dtype(indices))
    if len(xp.shape(weights)) != 2:
        raise _nn.shape_error("embedding", f"weights must be (num_embeddings, dim); got {xp.shape(weights)}")
    emb = xp.take(weights, xp.reshape(indices, (-1,)), axis=0)
    emb = xp.reshape(emb, (*xp.shape(indices), xp.shape(weights)[1]))
    if max_norm is not None:
        emb = _nn.floating(xp, emb, "embedding")
        n = xp.sqrt(xp.sum(xp.multiply(emb, emb), axis=-1, keepdims=True))
        factor = xp.divide(max_norm, xp.add(n, 1e-7))  # torch's renormalization
        emb = xp.where(xp.greater(n, max_norm), xp.multiply(emb, factor), emb)
    return emb


def _neg_inf(xp, like):
    return _nn.full_like(xp, like, float("-inf"))


def _safe_softmax(xp, s):
    """Softmax over the last axis, with zero weights for a row whose scores are all -inf (every
    key masked), as torch's ``scaled_dot_product_attention`` gives (a plain softmax gives NaN).
    Such rows are softmaxed as zeros first, so that no NaN reaches the gradient either."""
    full = xp.all(xp.equal(s, _neg_inf(xp, s)), axis=-1, keepdims=True)
    zero = _nn.full_like(xp, s, 0.0)
    return xp.where(full, zero, xp.softmax(xp.where(full, zero, s), axis=-1))


def _attend(xp, q, k, v, scale, mask, dropout_p, is_causal, training, seed, safe=False):
    """Core attention on (..., L, E) x (..., S, E) x (..., S, Ev); returns (out, weights).
    ``safe``: a fully masked row has zero weights (:func:`_safe_softmax`), not NaN."""
    d = xp.shape(q)[-1]
    sc = (1.0 / math.sqrt(d) if d else 1.0) if scale is None else scale
    s = xp.multiply(xp.matmul(q, xp.matrix_transpose(k)), sc)
    L, S = xp.shape(s)[-2], xp.shape(s)[-1]
    if is_causal:
        dev = xp.native_device(xp.device_of(s))
        i = xp.reshape(xp.arange(L, device=dev), (L, 1))
        j = xp.reshape(xp.arange(S, device=dev), (1, S))
        s = xp.where(xp.greater_equal(i, j), s, _neg_inf(xp, s))
    if mask is not None:
        if xp.dtype(mask).kind == "b":
            s = xp.where(mask, s, _neg_inf(xp, s))
        else:
            s = xp.add(s, _like(xp, mask, s))
    w = _safe_softmax(xp, s) if safe else xp.softmax(s, axis=-1)
    if training and dropout_p > 0:
        w = _dropout(xp, w, dropout_p, seed=seed)
    return xp.matmul(w, v), w


@composition("scaled_dot_product_attention")
def _sdpa(xp, query, key, value, /, *, scale=None, mask=None, dropout_p=0.0, is_causal=False, training=False,
          seed=None):
    query, key, value = _promote_float(xp, query, key, value, fn="scaled_dot_product_attention")
    qs, ks, vs = xp.shape(query), xp.shape(key), xp.shape(value)
    if len(qs) < 2 or len(ks) < 2 or len(vs) < 2 or qs[-1] != ks[-1] or ks[-2] != vs[-2]:
        raise _nn.shape_error("scaled_dot_product_attention",
                              f"query (..., L, E), key (..., S, E), value (..., S, Ev) expected; got {qs}, {ks}, {vs}")
    # a query whose every key is masked attends to nothing: zeros, as torch (its
    # multi_head_attention_forward, and so ivy's multi_head_attention, gives NaN there)
    return _attend(xp, query, key, value, scale, mask, dropout_p, is_causal, training, seed, safe=True)[0]


def _proj(xp, x, w, b):
    y = xp.matmul(x, xp.matrix_transpose(w))
    return y if b is None else xp.add(y, b)


@composition("multi_head_attention")
def _mha(xp, query, /, *, key=None, value=None, batch_first=True, num_heads=8, scale=None, attention_mask=None,
         in_proj_weights=None, q_proj_weights=None, k_proj_weights=None, v_proj_weights=None, out_proj_weights=None,
         in_proj_bias=None, out_proj_bias=None, is_causal=False, key_padding_mask=None, bias_k=None, bias_v=None,
         static_k=None, static_v=None, add_zero_attn=False, return_attention_weights=False,
         average_attention_weights=True, dropout=0.0, training=False, seed=None):
    fn = "multi_head_attention"
    key = query if key is None else key
    value = key if value is None else value
    query, key, value = _promote_float(xp, query, key, value, fn=fn)
    qs = xp.shape(query)
    unbatched = len(qs) == 2
    if unbatched:
        query, key, value = (xp.expand_dims(t, axis=0) for t in (query, key, value))
        if key_padding_mask is not None:
            key_padding_mask = xp.expand_dims(key_padding_mask, axis=0)
    elif len(qs) != 3:
        raise _nn.shape_error(fn, f"query must be (L, E) or batched (N, L, E) / (L, N, E); got {qs}")
    elif not batch_first:
        query, key, value = (xp.permute_dims(t, (1, 0, 2)) for t in (query, key, value))
    n, L, E = xp.shape(query)
    if E % num_heads:
        raise _nn.shape_error(fn, f"embedding dimension {E} is not divisible by num_heads={num_heads}")
    hd = E // num_heads
    like = query
    cast = (lambda a: _like(xp, a, like))
    if in_proj_weights is not None:
        w = cast(in_proj_weights)
        wq, wk, wv = (xp.take(w, xp.arange(i * E, (i + 1) * E, device=xp.native_device(xp.device_of(w))), axis=0)
                      for i in range(3))
    else:
        wq, wk, wv = cast(q_proj_weights), cast(k_proj_weights), cast(v_proj_weights)
    bq = bk = bv = None
    if in_proj_bias is not None:
        b = cast(in_proj_bias)
        dev = xp.native_device(xp.device_of(b))
        bq, bk, bv = (xp.take(b, xp.arange(i * E, (i + 1) * E, device=dev), axis=0) for i in range(3))
    q = query if wq is None else _proj(xp, query, wq, bq)
    k = key if wk is None else _proj(xp, key, wk, bk)
    v = value if wv is None else _proj(xp, value, wv, bv)
    mask = attention_mask
    if mask is not None and xp.dtype(mask).kind != "b":
        mask = cast(mask)
    if bias_k is not None and bias_v is not None:
        k = xp.concat([k, xp.broadcast_to(xp.reshape(cast(bias_k), (1, 1, E)), (n, 1, E))], axis=1)
        v = xp.concat([v, xp.broadcast_to(xp.reshape(cast(bias_v), (1, 1, E)), (n, 1, E))], axis=1)
        mask = _pad_mask(xp, mask)
        key_padding_mask = _pad_mask(xp, key_padding_mask, ignore=True)

    def heads(t):  # (n, S, E) -> (n, H, S, hd)
        s_ = xp.shape(t)[1]
        return xp.permute_dims(xp.reshape(t, (n, s_, num_heads, hd)), (0, 2, 1, 3))

    q = heads(q)
    k = heads(k) if static_k is None else xp.reshape(cast(static_k), (n, num_heads, -1, hd))
    v = heads(v) if static_v is None else xp.reshape(cast(static_v), (n, num_heads, -1, hd))
    if add_zero_attn:
        k = xp.concat([k, xp.zeros_like(k[..., :1, :])], axis=2)
        v = xp.concat([v, xp.zeros_like(v[..., :1, :])], axis=2)
        mask = _pad_mask(xp, mask)
        key_padding_mask = _pad_mask(xp, key_padding_mask, ignore=True)
    S = xp.shape(k)[2]
    if mask is not None:
        ms = xp.shape(mask)
        if len(ms) == 3:  # (n * H, L, S)
            mask = xp.reshape(mask, (n, num_heads, L, S))
    if key_padding_mask is not None:
        kp = xp.reshape(key_padding_mask, (n, 1, 1, S))
        if xp.dtype(kp).kind == "b":
            kp_add = xp.where(kp, _neg_inf(xp, q), xp.zeros_like(q[..., :1, :1]))
        else:
            kp_add = cast(kp)
        if mask is None:
            mask = kp_add
        elif xp.dtype(mask).kind == "b":
            mask = xp.where(mask, xp.zeros_like(q[..., :1, :1]), _neg_inf(xp, q))
            mask = xp.add(mask, kp_add)
        else:
            mask = xp.add(mask, kp_add)
    out, w = _attend(xp, q, k, v, scale, mask, dropout, is_causal, training, seed)
    out = xp.reshape(xp.permute_dims(out, (0, 2, 1, 3)), (n, L, E))
    if out_proj_weights is not None:
        out = _proj(xp, out, cast(out_proj_weights), _like(xp, out_proj_bias, like))
    elif out_proj_bias is not None:
        out = xp.add(out, cast(out_proj_bias))
    if not batch_first and not unbatched:
        out = xp.permute_dims(out, (1, 0, 2))
    if unbatched:
        out = xp.reshape(out, xp.shape(out)[1:])
    if not return_attention_weights:
        return out
    if average_attention_weights:
        w = xp.mean(w, axis=1)
    if unbatched:
        w = xp.reshape(w, xp.shape(w)[1:])
    return out, w


def _pad_mask(xp, m, ignore=False):
    """A mask with one more key column that takes part (True / 0; False for a mask of keys to ignore)."""
    if m is None:
        return None
    shp = xp.shape(m)
    pad_shape = (*shp[:-1], 1)
    dev = xp.native_device(xp.device_of(m))
    if xp.dtype(m).kind == "b" and not ignore:
        pad = xp.ones(pad_shape, dtype=xp.dtype_of(m), device=dev)
    else:
        pad = xp.zeros(pad_shape, dtype=xp.dtype_of(m), device=dev)
    return xp.concat([m, pad], axis=-1)


@composition("lstm_update")
def _lstm_update(xp, x, init_h, init_c, kernel, recurrent_kernel, /, *, bias=None, recurrent_bias=None,
                 time_major=False):
    x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias = _promote_float(
        xp, x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias, fn="lstm_update")
    if time_major:
        x = _time_to_axis(xp, x)
    xs = xp.shape(x)
    if len(xs) < 2:
        raise _nn.shape_error("lstm_update", f"x must be (*batch, T, in); got {xs}")
    T = xs[-2]
    hid = xp.shape(recurrent_kernel)[0]
    xw = xp.matmul(x, kernel)
    if bias is not None:
        xw = xp.add(xw, bias)
    h, c = init_h, init_c
    hs = []
    for t in range(T):
        g = xp.add(xw[..., t, :], xp.matmul(h, recurrent_kernel))
        if recurrent_bias is not None:
            g = xp.add(g, recurrent_bias)
        i, f, gg, o = (g[..., k * hid:(k + 1) * hid] for k in range(4))
        c = xp.add(xp.multiply(xp.sigmoid(f), c), xp.multiply(xp.sigmoid(i), xp.tanh(gg)))
        h = xp.multiply(xp.sigmoid(o), xp.tanh(c))
        hs.append(h)
    if hs:
        seq = xp.stack(hs, axis=-2)
    else:
        seq = xp.zeros((*xs[:-2], 0, hid), dtype=xp.dtype_of(x), device=xp.native_device(xp.device_of(x)))
    if time_major:
        seq = _axis_to_time(xp, seq)
    return seq, (h, c)


def _time_to_axis(xp, x):
    nd = len(xp.shape(x))
    return xp.permute_dims(x, (*range(1, nd - 1), 0, nd - 1))


def _axis_to_time(xp, x):
    nd = len(xp.shape(x))
    return xp.permute_dims(x, (nd - 2, *range(0, nd - 2), nd - 1))


@composition("lstm")
def _lstm(xp, input, initial_states, all_weights, num_layers, dropout, train, bidirectional, batch_first=False,  # noqa: A002
          batch_sizes=None, weights_transposed=False, has_ih_bias=True, has_hh_bias=True, *, seed=None):
    if batch_sizes is not None:
        raise InvalidArgumentError("ivy.lstm: packed sequences (batch_sizes) are not supported; pad the batch")
    h0, c0 = initial_states
    x = input
    unbatched = len(xp.shape(x)) == 2
    if unbatched:
        x = xp.expand_dims(x, axis=1)
        h0, c0 = xp.expand_dims(h0, axis=1), xp.expand_dims(c0, axis=1)
    elif batch_first:
        x = xp.permute_dims(x, (1, 0, 2))
    x = xp.permute_dims(x, (1, 0, 2))  # (N, T, in) for lstm_update
    dirs = 2 if bidirectional else 1
    per = 2 + int(bool(has_ih_bias)) + int(bool(has_hh_bias))
    ws = list(all_weights)
    if len(ws) != num_layers * dirs * per:
        raise _nn.shape_error("lstm", f"expected {num_layers * dirs * per} weights; got {len(ws)}")
    hn, cn = [], []
    for layer in range(num_layers):
        outs = []
        for d in range(dirs):
            k = (layer * dirs + d) * per
            w_ih, w_hh = ws[k], ws[k + 1]
            j = k + 2
            b_ih = ws[j] if has_ih_bias else None
            j += int(bool(has_ih_bias))
            b_hh = ws[j] if has_hh_bias else None
            if not weights_transposed:
                w_ih, w_hh = xp.matrix_transpose(w_ih), xp.matrix_transpose(w_hh)
            idx = layer * dirs + d
            h_init, c_init = h0[idx, ...], c0[idx, ...]
            xin = xp.flip(x, axis=1) if d == 1 else x
            seq, (h, c) = _lstm_update(xp, xin, h_init, c_init, w_ih, w_hh, bias=b_ih, recurrent_bias=b_hh)
            if d == 1:
                seq = xp.flip(seq, axis=1)
            outs.append(seq)
            hn.append(h)
            cn.append(c)
        x = outs[0] if dirs == 1 else xp.concat(outs, axis=-1)
        if train and dropout > 0 and layer < num_layers - 1:
            x = _dropout(xp, x, dropout, seed=None if seed is None else _layer_seed(seed, layer))
    out = xp.permute_dims(x, (1, 0, 2))  # (T, N, H*dirs)
    if batch_first and not unbatched:
        out = xp.permute_dims(out, (1, 0, 2))
    h_n, c_n = xp.stack(hn, axis=0), xp.stack(cn, axis=0)
    if unbatched:
        out = xp.reshape(out, (xp.shape(out)[0], xp.shape(out)[2]))
        h_n = xp.reshape(h_n, (xp.shape(h_n)[0], xp.shape(h_n)[2]))
        c_n = xp.reshape(c_n, (xp.shape(c_n)[0], xp.shape(c_n)[2]))
    return out, h_n, c_n


def _layer_seed(seed, layer):
    from .random import Key

    return Key(int(seed)).fold_in(layer)


# ------------------------------------------------- ivy 1.0's top-level Fourier transforms
#
# Ivy 1.0 keeps these in its experimental layers: ``ivy.fft(x, dim)``, ``ivy.ifft``,
# ``ivy.fft2``, ``ivy.ifftn``, ``ivy.rfft``, ``ivy.rfftn``, ``ivy.dft`` (compositions of the
# standard's ``ivy.fft.*`` functions), ``ivy.dct``/``ivy.idct`` (a cosine-matrix product,
# as ``scipy.fft.dct``) and ``ivy.stft`` (``tf.signal.stft``'s framing, Ivy's default of no
# window). ``ivy.fft`` is both the namespace module and, called, this ``fft`` (api/fft.py).

_FFT_NORMS = ("backward", "ortho", "forward")


@api
def fft(x: Array, dim: int, /, *, norm: str = "backward", n: int | None = None) -> Array:
    """One-dimensional discrete Fourier transform of ``x`` along ``dim`` (Ivy 1.0's ``ivy.fft``).

    ``ivy.fft`` is also the namespace of the standard's functions (``ivy.fft.fft(x, axis=)``);
    called, it is this function. ``n`` crops or zero-pads ``dim`` to ``n`` points first.

    >>> X = ivy.fft(ivy.asarray([1.0, 1.0, 1.0, 1.0]), 0)
    >>> X.dtype, [complex(v) for v in X]
    (ivy.complex64, [(4+0j), 0j, 0j, 0j])
    """


@api
def ifft(x: Array, dim: int, *, norm: str = "backward", n: int | None = None) -> Array:
    """One-dimensional inverse discrete Fourier transform of ``x`` along ``dim``.

    >>> [complex(v) for v in ivy.ifft(ivy.asarray([4.0, 0.0, 0.0, 0.0]), 0)]
    [(1+0j), (1+0j), (1+0j), (1+0j)]
    """


@api
def fft2(x: Array, *, s: Sequence[int] | None = None, dim: Sequence[int] = (-2, -1), norm: str = "backward") -> Array:  # noqa: E501
    """Two-dimensional discrete Fourier transform over ``dim`` (the last two axes by default).

    ``s[i]`` crops or zero-pads axis ``dim[i]``.

    >>> X = ivy.fft2(ivy.ones((2, 3)))
    >>> X.shape, complex(X[0, 0]), complex(X[1, 2])
    ((2, 3), (6+0j), 0j)
    """


@api
def ifftn(x: Array, s: int | Sequence[int] | None = None, axes: int | Sequence[int] | None = None, *, norm: str = "backward") -> Array:  # noqa: E501
    """N-dimensional inverse discrete Fourier transform over ``axes`` (NumPy's ``ifftn``).

    Without ``axes``: the last ``len(s)`` axes, or all axes when ``s`` is also None.

    >>> x = ivy.ifftn(ivy.asarray([[4.0, 0.0], [0.0, 0.0]]))
    >>> [[complex(v) for v in row] for row in x]
    [[(1+0j), (1+0j)], [(1+0j), (1+0j)]]
    """


@api
def rfft(x: Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Discrete Fourier transform of a real signal: its ``n // 2 + 1`` non-negative frequencies.

    >>> [complex(v) for v in ivy.rfft(ivy.asarray([1.0, 2.0, 3.0, 4.0]))]
    [(10+0j), (-2+2j), (-2+0j)]
    """


@api
def rfftn(x: Array, s: Sequence[int] | None = None, axes: Sequence[int] | None = None, *, norm: str | None = None) -> Array:  # noqa: E501
    """N-dimensional discrete Fourier transform of a real signal (NumPy's ``rfftn``).

    The last transformed axis keeps ``s[-1] // 2 + 1`` frequencies; ``norm=None`` is
    ``"backward"``.

    >>> ivy.rfftn(ivy.ones((2, 4))).shape
    (2, 3)
    """


@api
def dft(x: Array, /, *, axis: int = 1, inverse: bool = False, onesided: bool = False, dft_length: int | None = None, norm: str = "backward") -> Array:  # noqa: E501
    """Discrete Fourier transform (``inverse=True``: its inverse) of ``x`` along ``axis``.

    ``dft_length`` crops or zero-pads ``axis`` first; ``onesided=True`` keeps the first
    ``length // 2 + 1`` frequencies. The result is complex (Ivy's ``dft``: ``fft`` or
    ``ifft``; the ``[..., 2]`` real/imaginary layout of ONNX's DFT is not used).

    >>> X = ivy.dft(ivy.asarray([[1.0, 2.0, 3.0, 4.0]]), onesided=True)
    >>> [complex(v) for v in X[0]]
    [(10+0j), (-2+2j), (-2+0j)]
    """


@api(half_in_float32=True)
def dct(x: Array, /, *, type: int = 2, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array:  # noqa: E501
    """Discrete cosine transform of ``type`` 1, 2, 3 or 4 along ``axis`` (as ``scipy.fft.dct``).

    ``n`` crops or zero-pads ``axis`` first; ``norm="ortho"`` makes the transform
    orthonormal. Real input (integers and bool compute in float32); complex raises.

    >>> [round(float(v), 4) for v in ivy.dct(ivy.asarray([1.0, 2.0, 3.0, 4.0]))]
    [20.0, -6.3086, 0.0, -0.4483]
    """


@api(half_in_float32=True)
def idct(x: Array, /, *, type: int = 2, n: int | None = None, axis: int = -1, norm: str | None = None) -> Array:  # noqa: E501
    """Inverse discrete cosine transform: the DCT of the inverse type (2 <-> 3; 1 and 4 their own).

    As ``tf.signal.idct`` (and Ivy's examples): with ``norm="ortho"`` it inverts
    ``dct(x, type=type, norm="ortho")``; with ``norm=None`` it is unscaled, so
    ``idct(dct(x))`` is ``x`` times ``2 * N`` (types 2-4) or ``2 * (N - 1)`` (type 1).

    >>> x = ivy.asarray([1.0, 2.0, 3.0, 4.0])
    >>> [round(float(v), 4) for v in ivy.idct(ivy.dct(x, norm="ortho"), norm="ortho")]
    [1.0, 2.0, 3.0, 4.0]
    """


@api
def stft(signals: Array, frame_length: int, frame_step: int, /, *, fft_length: int | None = None, window_fn: Callable | None = None, pad_end: bool = False, name: str | None = None) -> Array:  # noqa: E501
    """Short-time Fourier transform of real ``signals`` (``[..., samples]``), as ``tf.signal.stft``.

    Frames of ``frame_length`` samples start every ``frame_step`` samples (``pad_end``:
    zero-pad the end so that every start inside the signal gives a frame); each frame is
    multiplied by ``window_fn(frame_length, dtype=...)`` (None: no window, Ivy's default)
    and transformed by ``rfft`` with ``fft_length`` points (default: the smallest power of
    2 >= ``frame_length``). Returns ``[..., frames, fft_length // 2 + 1]`` complex values.
    ``name`` is ignored.

    >>> X = ivy.stft(ivy.asarray([1.0, 1.0, 1.0, 1.0, 1.0]), 4, 1)
    >>> X.shape, complex(X[0, 0]), complex(X[1, 2])
    ((2, 3), (4+0j), 0j)
    """


def _check_fft_norm(norm, fn, allow_none=False):
    if norm is None and allow_none:
        return "backward"
    if norm not in _FFT_NORMS:
        raise InvalidArgumentError(f"ivy.{fn}: norm must be 'backward', 'ortho' or 'forward', got {norm!r}")
    return norm


def _check_dim(dim, fn, name="dim"):
    if dim.__class__ is bool or not isinstance(dim, int):
        raise InvalidArgumentError(f"ivy.{fn}: {name} must be an int, got {dim!r}")
    return dim


def _int_seq(v, fn, name):
    if v is None:
        return None
    if isinstance(v, int) and v.__class__ is not bool:
        return (v,)
    try:
        return tuple(_check_dim(a, fn, name) for a in v)
    except TypeError:
        raise InvalidArgumentError(f"ivy.{fn}: {name} must be an int or a sequence of ints, got {v!r}") from None


@composition("fft")
def _fft_top(xp, x, dim, /, *, norm="backward", n=None):
    return xp.fft_fft(x, n=n, axis=_check_dim(dim, "fft"), norm=_check_fft_norm(norm, "fft"))


@composition("ifft")
def _ifft_top(xp, x, dim, *, norm="backward", n=None):
    return xp.fft_ifft(x, n=n, axis=_check_dim(dim, "ifft"), norm=_check_fft_norm(norm, "ifft"))


@composition("fft2")
def _fft2(xp, x, *, s=None, dim=(-2, -1), norm="backward"):
    dim = _int_seq(dim, "fft2", "dim")
    s = _int_seq(s, "fft2", "s")
    if len(dim) != 2 or (s is not None and len(s) != 2):
        raise InvalidArgumentError(f"ivy.fft2 transforms two axes: dim and s need 2 values, got {dim} and {s}")
    return xp.fft_fftn(x, s=s, axes=dim, norm=_check_fft_norm(norm, "fft2"))


@composition("ifftn")
def _ifftn_top(xp, x, s=None, axes=None, *, norm="backward"):
    return xp.fft_ifftn(x, s=_int_seq(s, "ifftn", "s"), axes=_int_seq(axes, "ifftn", "axes"),
                        norm=_check_fft_norm(norm, "ifftn"))


@composition("rfft")
def _rfft_top(xp, x, /, *, n=None, axis=-1, norm="backward"):
    return xp.fft_rfft(x, n=n, axis=_check_dim(axis, "rfft", "axis"), norm=_check_fft_norm(norm, "rfft"))


@composition("rfftn")
def _rfftn_top(xp, x, s=None, axes=None, *, norm=None):
    return xp.fft_rfftn(x, s=_int_seq(s, "rfftn", "s"), axes=_int_seq(axes, "rfftn", "axes"),
                        norm=_check_fft_norm(norm, "rfftn", allow_none=True))


@composition("dft")
def _dft(xp, x, /, *, axis=1, inverse=False, onesided=False, dft_length=None, norm="backward"):
    axis = _check_dim(axis, "dft", "axis")
    norm = _check_fft_norm(norm, "dft")
    if onesided and xp.dtype(x).kind == "c":
        raise InvalidArgumentError("ivy.dft: onesided output needs real input (complex input has no symmetry)")
    y = (xp.fft_ifft if inverse else xp.fft_fft)(x, n=dft_length, axis=axis, norm=norm)
    if onesided:
        ax = axis % len(xp.shape(y))
        keep = xp.shape(y)[ax] // 2 + 1
        y = xp.getitem(y, (slice(None),) * ax + (slice(0, keep),) + (slice(None),) * (len(xp.shape(y)) - ax - 1))
    return y


def _real_float(xp, x, fn):
    d = xp.dtype(x)
    if d.kind == "c":
        raise _nn.UnsupportedDtypeError(f"ivy.{fn} is defined for real input; got {d}")
    if d.kind != "f":
        x = xp.astype(x, xp.native_dtype(_dt.float32))
    return x


def _fit_last(xp, x, n, fn):
    """``x`` cropped or zero-padded to ``n`` along its last axis."""
    m = xp.shape(x)[-1]
    if n < m:
        return xp.getitem(x, (Ellipsis, slice(0, n)))
    if n > m:
        pad = xp.zeros((*xp.shape(x)[:-1], n - m), dtype=xp.dtype_of(x), device=xp.native_device(xp.device_of(x)))
        return xp.concat([x, pad], axis=-1)
    return x


def _cosine_matrix(xp, n, kind, ortho, like):
    """The (n, n) matrix ``M`` of the DCT of ``kind``: ``y[k] = sum_n M[k, n] x[n]`` (scipy's definitions)."""
    i64 = xp.native_dtype(_dt.int64)
    dev = xp.native_device(xp.device_of(like))
    r = xp.arange(n, dtype=i64, device=dev)
    # the cosine's argument as an exact integer multiple m of pi / period (reduced modulo 2 * period)
    if kind == 1:
        a, b, period = r, r, n - 1
    elif kind == 2:
        a, b, period = r, 2 * r + 1, 2 * n
    elif kind == 3:
        a, b, period = 2 * r + 1, r, 2 * n
    else:
        a, b, period = 2 * r + 1, 2 * r + 1, 4 * n
    m = xp.remainder(xp.multiply(xp.reshape(a, (n, 1)), xp.reshape(b, (1, n))), 2 * period)
    fd = xp.dtype_of(like)
    c = xp.cos(xp.multiply(xp.astype(m, fd), xp.asarray(math.pi / period, dtype=fd, device=dev)))
    # column weights (the transform's 1/2/2 factors) and row weights (ortho scaling)
    if kind == 1:
        cols = [1.0] + [2.0] * (n - 2) + [1.0]
        rows = [1.0] * n
        if ortho:
            e = 1 / math.sqrt(2)
            f = math.sqrt(2 / (n - 1))
            cols = [f * e] + [f] * (n - 2) + [f * e]
            rows = [e] + [1.0] * (n - 2) + [e]
    elif kind == 2:
        cols = [2.0] * n
        rows = [math.sqrt(1 / (4 * n))] + [math.sqrt(1 / (2 * n))] * (n - 1) if ortho else [1.0] * n
    elif kind == 3:
        cols = [1 / math.sqrt(n)] + [math.sqrt(2 / n)] * (n - 1) if ortho else [1.0] + [2.0] * (n - 1)
        rows = [1.0] * n
    else:
        cols = [math.sqrt(2 / n) if ortho else 2.0] * n
        rows = [1.0] * n
    w = xp.multiply(xp.reshape(xp.asarray(rows, dtype=fd, device=dev), (n, 1)),
                    xp.reshape(xp.asarray(cols, dtype=fd, device=dev), (1, n)))
    return xp.multiply(c, w)


def _dct_any(xp, x, type, n, axis, norm, fn, inverse):
    if type.__class__ is bool or type not in (1, 2, 3, 4):
        raise InvalidArgumentError(f"ivy.{fn}: type must be 1, 2, 3 or 4, got {type!r}")
    if norm not in (None, "ortho"):
        raise InvalidArgumentError(f"ivy.{fn}: norm must be None or 'ortho', got {norm!r}")
    x = _real_float(xp, x, fn)
    nd = len(xp.shape(x))
    if nd == 0:
        raise _nn.shape_error(fn, "x must have at least one dimension")
    axis = _check_dim(axis, fn, "axis")
    if not -nd <= axis < nd:
        from ..errors import AxisError

        raise AxisError(f"ivy.{fn}: axis {axis} is out of bounds for an array of dimension {nd}")
    axis %= nd
    if n is not None and (n.__class__ is bool or not isinstance(n, int) or n < 1):
        raise InvalidArgumentError(f"ivy.{fn}: n must be a positive int or None, got {n!r}")
    x = xp.moveaxis(x, axis, -1) if axis != nd - 1 else x
    if n is not None:
        x = _fit_last(xp, x, n, fn)
    length = xp.shape(x)[-1]
    kind = {1: 1, 2: 3, 3: 2, 4: 4}[type] if inverse else type
    if length < (2 if kind == 1 else 1):
        raise InvalidArgumentError(
            f"ivy.{fn}: the transform needs at least {2 if kind == 1 else 1} points along axis, got {length}")
    mat = _cosine_matrix(xp, length, kind, norm == "ortho", x)
    y = xp.matmul(x, xp.matrix_transpose(mat))
    return xp.moveaxis(y, -1, axis) if axis != nd - 1 else y


@composition("dct")
def _dct(xp, x, /, *, type=2, n=None, axis=-1, norm=None):  # noqa: A002 - Ivy's name
    return _dct_any(xp, x, type, n, axis, norm, "dct", False)


@composition("idct")
def _idct(xp, x, /, *, type=2, n=None, axis=-1, norm=None):  # noqa: A002 - Ivy's name
    return _dct_any(xp, x, type, n, axis, norm, "idct", True)


def _positive_int(v, fn, name):
    if v.__class__ is bool or not isinstance(v, int) or v < 1:
        raise InvalidArgumentError(f"ivy.{fn}: {name} must be a positive int, got {v!r}")
    return v


@composition("stft")
def _stft(xp, signals, frame_length, frame_step, /, *, fft_length=None, window_fn=None, pad_end=False, name=None):
    length = _positive_int(frame_length, "stft", "frame_length")
    step = _positive_int(frame_step, "stft", "frame_step")
    if fft_length is None:
        fft_length = 1 << (length - 1).bit_length()
    fft_length = _positive_int(fft_length, "stft", "fft_length")
    x = _real_float(xp, signals, "stft")
    if xp.dtype(x).bits < 32:  # float16/bfloat16: the transform computes in float32 (as ivy.fft.rfft)
        x = xp.astype(x, xp.native_dtype(_dt.float32))
    shape = xp.shape(x)
    if not shape:
        raise _nn.shape_error("stft", "signals must have at least one dimension (samples)")
    samples = shape[-1]
    if pad_end:
        frames = -(-samples // step)
        need = (frames - 1) * step + length if frames else 0
        if need > samples:
            x = _fit_last(xp, x, need, "stft")
    else:
        frames = max(0, 1 + (samples - length) // step)
    dev = xp.native_device(xp.device_of(x))
    idx = xp.asarray([f * step + j for f in range(frames) for j in range(length)],
                     dtype=xp.native_dtype(_dt.int64), device=dev)
    fr = xp.reshape(xp.take(x, idx, axis=-1), (*shape[:-1], frames, length))
    if window_fn is not None:
        from .._array import Array as _Array

        w = window_fn(length, dtype=xp.dtype(x))
        w = w.data if isinstance(w, _Array) else w
        w = xp.asarray(w, dtype=xp.dtype_of(x), device=dev)
        fr = xp.multiply(fr, w)
    return xp.fft_rfft(fr, n=fft_length, axis=-1, norm="backward")


# ------------------------------------------------- ivy 1.0's nms and rnn


@api
def nms(boxes: Array, scores: Array | None = None, iou_threshold: float = 0.5, max_output_size: int | None = None, score_threshold: float = float("-inf")) -> Array:  # noqa: E501
    """Greedy non-maximum suppression (``torchvision.ops.nms``) of ``(n, 4)`` boxes ``(x1, y1, x2, y2)``.

    Boxes are taken by decreasing score (equal scores: lower index first; no ``scores``:
    index order); a box is dropped when its IoU with an already kept box exceeds
    ``iou_threshold``. Only boxes with ``score > score_threshold`` take part. Returns the
    kept boxes' int64 indices, by decreasing score, at most ``max_output_size`` of them.
    The result's size depends on the values: the boxes are read on the host (IoU in float64).

    >>> b = ivy.asarray([[0.0, 0.0, 2.0, 2.0], [0.0, 0.0, 2.0, 1.9], [3.0, 3.0, 4.0, 4.0]])
    >>> [int(i) for i in ivy.nms(b, ivy.asarray([0.5, 0.9, 0.7]))]
    [1, 2]
    """


@api
def rnn(step_function: Callable, inputs: Array, initial_states: Sequence[Array], /, *, go_backwards: bool = False, mask: Array | None = None, constants: Sequence | None = None, unroll: bool = False, input_length: int | Array | None = None, time_major: bool = False, zero_output_for_mask: bool = False, return_all_outputs: bool = True) -> tuple[Array, Array, list[Array]]:  # noqa: E501
    """Run ``step_function`` over the time axis of ``inputs`` (Keras's ``backend.rnn``).

    ``step_function(x_t, states + constants)`` returns ``(output_t, new_states)``;
    ``inputs`` is ``(batch, time, ...)`` (``time_major``: ``(time, batch, ...)``). Where
    ``mask`` (``(batch, time)`` or ``(batch, time, 1)``, true for steps to use; or, without
    a mask, ``input_length`` as per-sample lengths) is false, the states keep their previous
    values and the output repeats the previous output (``zero_output_for_mask``: zeros).
    ``go_backwards`` runs (and returns) the sequence reversed. Returns ``(last_output,
    outputs, new_states)``; ``outputs`` holds every step, or (``return_all_outputs=False``)
    only the last one, with a time axis of 1. ``unroll`` is accepted and has no effect.

    >>> step = lambda x, states: (x + states[0], [x + states[0]])
    >>> last, outs, states = ivy.rnn(step, ivy.ones((1, 3, 1)), [ivy.zeros((1, 1))])
    >>> [float(v) for v in outs[0, :, 0]], float(last[0, 0])
    ([1.0, 2.0, 3.0], 3.0)
    """


@composition("nms")
def _nms(xp, boxes, scores=None, iou_threshold=0.5, max_output_size=None, score_threshold=float("-inf")):
    import numpy as np

    shp = xp.shape(boxes)
    if len(shp) != 2 or shp[1] != 4:
        raise _nn.shape_error("nms", f"boxes must be (n, 4), got shape {shp}")
    if xp.dtype(boxes).kind == "c" or (scores is not None and xp.dtype(scores).kind == "c"):
        raise _nn.UnsupportedDtypeError("ivy.nms: complex boxes or scores are not supported")
    if scores is not None and tuple(xp.shape(scores)) != (shp[0],):
        raise _nn.shape_error("nms", f"scores must be ({shp[0]},), got shape {xp.shape(scores)}")
    if max_output_size is not None and (max_output_size.__class__ is bool or not isinstance(max_output_size, int)
                                        or max_output_size < 0):
        raise InvalidArgumentError(f"ivy.nms: max_output_size must be a non-negative int or None, "
                                   f"got {max_output_size!r}")
    b = np.asarray(xp.to_numpy(boxes), dtype=np.float64).reshape(-1, 4)
    s = None if scores is None else np.asarray(xp.to_numpy(scores), dtype=np.float64).reshape(-1)
    cand = np.arange(shp[0])
    if s is not None:
        cand = cand[s > score_threshold]
        cand = cand[np.argsort(-s[cand], kind="stable")]
    area = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    keep = []
    alive = np.ones(len(cand), dtype=bool)
    for pos, i in enumerate(cand):
        if not alive[pos]:
            continue
        keep.append(int(i))
        if max_output_size is not None and len(keep) >= max_output_size:
            break
        rest = cand[pos + 1:]
        w = np.clip(np.minimum(b[i, 2], b[rest, 2]) - np.maximum(b[i, 0], b[rest, 0]), 0, None)
        h = np.clip(np.minimum(b[i, 3], b[rest, 3]) - np.maximum(b[i, 1], b[rest, 1]), 0, None)
        inter = w * h
        with np.errstate(divide="ignore", invalid="ignore"):
            iou = inter / (area[i] + area[rest] - inter)
        alive[pos + 1:] &= ~(iou > iou_threshold)
    if max_output_size is not None:
        keep = keep[:max_output_size]
    return xp.asarray(keep, dtype=xp.native_dtype(_dt.int64), device=xp.native_device(xp.device_of(boxes)))


@composition("rnn")
def _rnn(xp, step_function, inputs, initial_states, /, *, go_backwards=False, mask=None, constants=None,
         unroll=False, input_length=None, time_major=False, zero_output_for_mask=False, return_all_outputs=True):
    from .._array import Array as _Array

    def wrap(a):
        return _Array(a) if a is not None and not isinstance(a, _Array) else a

    def unwrap(a):
        return a.data if isinstance(a, _Array) else a

    if not callable(step_function):
        raise InvalidArgumentError(f"ivy.rnn: step_function must be callable, got {step_function!r}")
    shp = xp.shape(inputs)
    if len(shp) < 2:
        raise _nn.shape_error("rnn", f"inputs must be (batch, time, ...) or (time, batch, ...), got shape {shp}")
    x = inputs if time_major else xp.permute_dims(inputs, (1, 0, *range(2, len(shp))))
    steps, batch = xp.shape(x)[0], xp.shape(x)[1]
    if steps == 0:
        raise _nn.shape_error("rnn", "inputs have no time steps")
    if mask is None and input_length is not None and not isinstance(input_length, int):
        pos = xp.arange(steps, dtype=xp.native_dtype(_dt.int64), device=xp.native_device(xp.device_of(x)))
        lengths = xp.astype(xp.reshape(input_length, (batch, 1)), xp.native_dtype(_dt.int64))
        mask = xp.less(xp.reshape(pos, (1, steps)), lengths)  # (batch, time)
        if time_major:
            mask = xp.permute_dims(mask, (1, 0))  # as a time-major mask argument would be
    if mask is not None:
        ms = xp.shape(mask)
        if len(ms) == 3 and ms[2] == 1:
            mask = xp.reshape(mask, ms[:2])
        if len(xp.shape(mask)) != 2:
            raise _nn.shape_error("rnn", f"mask must be (batch, time) or (batch, time, 1), got shape {ms}")
        if time_major:
            mask = xp.permute_dims(mask, (1, 0))
        if tuple(xp.shape(mask)) != (batch, steps):
            raise _nn.shape_error("rnn", f"mask {ms} does not match {batch} samples of {steps} steps")
        if xp.dtype(mask).kind != "b":
            mask = xp.not_equal(mask, xp.zeros_like(mask))
    states = [unwrap(s) for s in initial_states]
    consts = [unwrap(c) for c in (constants or [])]

    def keep(m, new, old):
        m = xp.reshape(m, (batch,) + (1,) * (len(xp.shape(new)) - 1))
        return xp.where(m, new, old)

    order = range(steps - 1, -1, -1) if go_backwards else range(steps)
    outs = []
    prev = None
    for t in order:
        xt = wrap(xp.getitem(x, (t, Ellipsis)))
        out, new_states = step_function(xt, [wrap(s) for s in states] + [wrap(c) for c in consts])
        out = unwrap(out)
        new_states = [unwrap(s) for s in new_states]
        if len(new_states) != len(states):
            raise InvalidArgumentError(f"ivy.rnn: step_function returned {len(new_states)} states, "
                                       f"expected {len(states)}")
        if mask is not None:
            m = mask[:, t]
            if prev is None:
                prev = xp.zeros_like(out)
            out = keep(m, out, xp.zeros_like(out) if zero_output_for_mask else prev)
            new_states = [keep(m, n, o) for n, o in zip(new_states, states)]
        states, prev = new_states, out
        if return_all_outputs:
            outs.append(out)
    outputs = xp.stack(outs if return_all_outputs else [prev], axis=0)
    if not time_major:
        outputs = xp.permute_dims(outputs, (1, 0, *range(2, len(xp.shape(outputs)))))
    return prev, outputs, list(states)


# ------------------------- ivy 1.0's roi_align, sliding_window and interpolation helpers


@api
def roi_align(input: Array, boxes: Array | list[Array], output_size: int | Sequence[int], spatial_scale: float = 1.0, sampling_ratio: int = -1, aligned: bool = False) -> Array:  # noqa: A002,E501 - Ivy's names
    """RoI Align (``torchvision.ops.roi_align``): ``(K, C, PH, PW)`` features of ``K`` boxes.

    ``input`` is ``(N, C, H, W)``; ``boxes`` a ``(K, 5)`` array of rows
    ``(batch_index, x1, y1, x2, y2)`` or a list of ``(L_i, 4)`` arrays, one per
    image. Each box (scaled by ``spatial_scale``, shifted by -0.5 when
    ``aligned``; at least 1 x 1 when not ``aligned``) is split into ``PH x PW``
    bins, and each bin is the mean of bilinear samples on a regular
    ``sampling_ratio x sampling_ratio`` grid (``sampling_ratio <= 0``: ``ceil(bin
    size)`` per axis and box, which reads the boxes on the host). Samples more
    than one pixel outside the image are 0; the others are clamped to its edge.

    >>> x = ivy.reshape(ivy.arange(16.0), (1, 1, 4, 4))
    >>> ivy.roi_align(x, ivy.asarray([[0.0, 0.0, 0.0, 2.0, 2.0]]), 1, sampling_ratio=1)
    ivy.array([[[[5.]]]], dtype=float32, backend=numpy)
    """


@api
def sliding_window(input: Array, kernel_size: int | Sequence[int], /, *, stride: int | Sequence[int] = 1, dilation: int | Sequence[int] = 1, padding: str | int | Sequence = "VALID") -> Array:  # noqa: A002,E501 - Ivy's names
    """Every window of ``kernel_size`` over the last dimensions, flattened: ``(*lead, *out, prod(kernel))``.

    An int ``kernel_size`` slides a square window over the last two dimensions (the
    last one of a 1-d input); a sequence slides over as many last dimensions.
    ``stride`` and ``dilation`` (the step between a window's elements) are ints or
    one per windowed dimension; ``padding`` is ``"VALID"``, ``"SAME"`` (zeros,
    TensorFlow's split: output ``ceil(size / stride)``), an int or ``(low, high)``
    pairs. Window elements are in row-major order (``torch.nn.functional.unfold``'s
    order); other leading dimensions are kept.

    >>> x = ivy.asarray([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
    >>> ivy.sliding_window(x, (2, 2))[0]
    ivy.array([[1, 2, 5, 6],
               [2, 3, 6, 7],
               [3, 4, 7, 8]], dtype=int64, backend=numpy)
    """


@api
def area_interpolate(x: Array, dims: int, size: Sequence[int], scale: Sequence[float]) -> Array:
    """Ivy's area resampling helper: the last ``dims`` axes of ``x`` to ``size``.

    Output element ``j`` of an axis is the mean of the input over
    ``[floor(j * scale), ceil((j + 1) * scale))`` (clipped to the input), ``scale``
    being input size / output size per axis as ``ivy.interpolate(mode="area")`` uses
    (torch's adaptive average). Integer input gives float32.

    >>> ivy.area_interpolate(ivy.asarray([[[1.0, 2.0, 3.0, 4.0]]]), 1, [2], [2.0])
    ivy.array([[[1.5, 3.5]]], dtype=float32, backend=numpy)
    """


@api
def nearest_interpolate(x: Array, dims: int, size: Sequence[int], scale: Sequence[float], exact: bool) -> Array:
    """Ivy's nearest-neighbour resampling helper: the last ``dims`` axes of ``x`` to ``size``.

    Output element ``j`` of an axis takes input ``floor(j * scale)`` (``exact``:
    ``floor((j + 0.5) * scale)``, torch's ``"nearest-exact"``), at most the last
    index; ``scale`` is input size / output size per axis. The dtype is kept.

    >>> ivy.nearest_interpolate(ivy.asarray([[[1, 2, 3]]]), 1, [6], [0.5], False)
    ivy.array([[[1, 1, 2, 2, 3, 3]]], dtype=int64, backend=numpy)
    """


def get_interpolate_kernel(mode):
    """Ivy's resampling kernel for ``mode``, as a function of an array of distances.

    ``"tf_bicubic"``: Keys' cubic with ``a = -0.5`` (TensorFlow's bicubic);
    ``"lanczos3"`` / ``"lanczos5"``: ``sinc(x) * sinc(x / r)`` for ``|x| < r``, else 0;
    any other mode: the triangle ``max(0, 1 - |x|)`` (linear). The kernels are
    even functions; the result has the argument's type.

    >>> k = ivy.get_interpolate_kernel("linear")
    >>> k(ivy.asarray([-0.5, 0.0, 2.0]))
    ivy.array([0.5, 1. , 0. ], dtype=float32, backend=numpy)
    """
    if not isinstance(mode, str):
        from .._argcheck import not_an_array

        not_an_array("ivy.get_interpolate_kernel", "mode", mode, "a mode name such as 'linear' or 'lanczos3'")
    if mode == "tf_bicubic":
        return _kernel_fn(_bicubic_kernel)
    if mode in ("lanczos3", "lanczos5"):
        r = 3 if mode == "lanczos3" else 5
        return _kernel_fn(lambda ivy, a: _lanczos_kernel(ivy, a, r))
    return _kernel_fn(lambda ivy, a: ivy.maximum(1.0 - ivy.abs(a), 0.0))


def _kernel_fn(body):
    def kernel(x):
        import ivy

        wrapped = isinstance(x, ivy.Array)
        a = x if wrapped else ivy.asarray(x)
        if not ivy.is_float_dtype(a.dtype):
            a = ivy.astype(a, ivy.default_float_dtype())
        out = body(ivy, a)
        return out if wrapped or not ivy.is_native_array(x) else out.data

    return kernel


def _bicubic_kernel(ivy, x):
    a = ivy.abs(x)
    near = ((1.5 * a - 2.5) * a) * a + 1.0
    far = ((-0.5 * a + 2.5) * a - 4.0) * a + 2.0
    return ivy.where(a < 1.0, near, ivy.where(a < 2.0, far, ivy.zeros_like(a)))


def _lanczos_kernel(ivy, x, r):
    a = ivy.abs(x)
    zero = a == 0
    safe = ivy.where(zero, ivy.ones_like(a), a)
    v = r * ivy.sin(math.pi * safe) * ivy.sin(math.pi * safe / r) / (math.pi * math.pi * safe * safe)
    return ivy.where(zero, ivy.ones_like(a), ivy.where(a < r, v, ivy.zeros_like(a)))


def generate_einsum_equation(dim):
    """The einsum equation Ivy's kernel interpolation applies: ``x`` ``(N, C, *in)`` contracted with
    one ``(in_d, out_d)`` weight matrix per spatial axis; ``dim=2`` gives ``"abcd,ce,df->abef"``.

    >>> ivy.generate_einsum_equation(1)
    'abc,cd->abd'
    """
    if dim.__class__ is bool or not isinstance(dim, int) or not 0 <= dim <= 12:
        raise InvalidArgumentError(f"ivy.generate_einsum_equation: dim must be an int from 0 to 12, got {dim!r}")
    letters = "abcdefghijklmnopqrstuvwxyz"
    ins = letters[: dim + 2]
    outs = [letters[2 + i] + letters[2 + dim + i] for i in range(dim)]
    return ",".join([ins, *outs]) + "->" + ins[:2] + "".join(o[1] for o in outs)


def _sp():
    from . import _spatial_impl

    return _spatial_impl


def _pos_int(v, fn, name):
    if v.__class__ is bool or not isinstance(v, int) or v < 1:
        raise InvalidArgumentError(f"ivy.{fn}: {name} must be a positive int, got {v!r}")
    return v


def _roi_boxes(xp, boxes, dt, dev):
    """Boxes as a (K, 5) native array of dtype ``dt``: a (K, 5) array, or a list of (L_i, 4) arrays."""
    from .._array import Array as _Array

    if isinstance(boxes, (list, tuple)):
        parts = []
        for i, b in enumerate(boxes):
            b = b.data if isinstance(b, _Array) else b
            bs = tuple(xp.shape(b))
            if len(bs) != 2 or bs[1] != 4:
                raise _nn.shape_error("roi_align", f"each image's boxes must be (L, 4), got shape {bs}")
            b = xp.astype(b, dt)
            parts.append(xp.concat([xp.full((bs[0], 1), float(i), dtype=dt, device=dev), b], axis=1))
        if not parts:
            return xp.zeros((0, 5), dtype=dt, device=dev)
        return xp.concat(parts, axis=0)
    bs = tuple(xp.shape(boxes))
    if len(bs) != 2 or bs[1] != 5:
        raise _nn.shape_error("roi_align", f"boxes must be (K, 5) rows (batch_index, x1, y1, x2, y2) or a list "
                                           f"of (L, 4) arrays, got shape {bs}")
    if xp.dtype(boxes).kind == "c":
        raise _nn.UnsupportedDtypeError("ivy.roi_align: complex boxes are not supported")
    return xp.astype(boxes, dt)


def _roi_axis_weights(xp, start, bins, size, pooled, grid, gmax, mask_grid):
    """The (K, pooled, size) bilinear sampling matrix of one axis, summed over its grid samples.

    ``start``, ``bins``, ``grid`` are (K,) (``grid`` float, the samples per bin); sample
    ``i < grid`` of bin ``p`` is at ``start + p * bin + (i + 0.5) * bin / grid``.
    """
    dt = xp.dtype_of(start)
    dev = _sp()._device(xp, start)
    p = xp.reshape(xp.arange(pooled, dtype=dt, device=dev), (1, pooled, 1))
    i = xp.reshape(xp.arange(gmax, dtype=dt, device=dev), (1, 1, gmax))
    k3 = (-1, 1, 1)
    g = xp.reshape(grid, k3)
    pos = xp.add(xp.add(xp.reshape(start, k3), xp.multiply(p, xp.reshape(bins, k3))),
                 xp.multiply(xp.add(i, 0.5), xp.divide(xp.reshape(bins, k3), xp.maximum(g, xp.ones_like(g)))))
    valid = xp.logical_and(xp.greater_equal(pos, -1.0), xp.less_equal(pos, float(size)))
    if mask_grid:
        valid = xp.logical_and(valid, xp.less(i, g))
    c = xp.maximum(pos, xp.zeros_like(pos))
    lo = xp.floor(c)
    top = xp.greater_equal(lo, float(size - 1))
    last = xp.full_like(lo, float(size - 1))
    lo_i = xp.where(top, last, lo)
    hi_i = xp.where(top, last, xp.add(lo, 1.0))
    frac = xp.where(top, xp.zeros_like(c), xp.subtract(c, lo))
    zero = xp.zeros_like(frac)
    w_lo = xp.where(valid, xp.subtract(1.0, frac), zero)
    w_hi = xp.where(valid, frac, zero)
    cells = xp.reshape(xp.arange(size, dtype=dt, device=dev), (1, 1, 1, size))
    one = xp.ones((), dtype=dt, device=dev)
    zero0 = xp.zeros((), dtype=dt, device=dev)
    m = xp.add(xp.multiply(xp.where(xp.equal(xp.expand_dims(lo_i, axis=-1), cells), one, zero0),
                           xp.expand_dims(w_lo, axis=-1)),
               xp.multiply(xp.where(xp.equal(xp.expand_dims(hi_i, axis=-1), cells), one, zero0),
                           xp.expand_dims(w_hi, axis=-1)))
    return xp.sum(m, axis=2)  # (K, pooled, size)


@composition("roi_align")
def _roi_align(xp, input, boxes, output_size, spatial_scale=1.0, sampling_ratio=-1, aligned=False):  # noqa: A002
    x = _nn.floating(xp, input, "roi_align")
    shp = tuple(xp.shape(x))
    if len(shp) != 4:
        raise _nn.shape_error("roi_align", f"input must be (N, C, H, W), got shape {shp}")
    if isinstance(output_size, int) and output_size.__class__ is not bool:
        ph = pw = _pos_int(output_size, "roi_align", "output_size")
    else:
        try:
            ph, pw = (_pos_int(v, "roi_align", "output_size") for v in output_size)
        except (TypeError, ValueError):
            raise InvalidArgumentError(f"ivy.roi_align: output_size must be an int or (height, width), "
                                       f"got {output_size!r}") from None
    if sampling_ratio.__class__ is bool or not isinstance(sampling_ratio, int):
        raise InvalidArgumentError(f"ivy.roi_align: sampling_ratio must be an int, got {sampling_ratio!r}")
    n, c, h, w = shp
    out_dt = xp.dtype_of(x)
    dt = out_dt if xp.dtype(x).bits >= 32 else xp.native_dtype(_dt.float32)
    dev = _sp()._device(xp, x)
    rois = _roi_boxes(xp, boxes, dt, dev)
    k = tuple(xp.shape(rois))[0]
    off = 0.5 if aligned else 0.0

    def col(j):
        return xp.subtract(xp.multiply(xp.getitem(rois, (slice(None), j)), float(spatial_scale)), off)

    x1, y1, x2, y2 = col(1), col(2), col(3), col(4)
    rw, rh = xp.subtract(x2, x1), xp.subtract(y2, y1)
    if not aligned:
        rw, rh = xp.maximum(rw, xp.ones_like(rw)), xp.maximum(rh, xp.ones_like(rh))
    bh, bw = xp.divide(rh, float(ph)), xp.divide(rw, float(pw))
    if sampling_ratio > 0:
        gh = gw = xp.full((k,), float(sampling_ratio), dtype=dt, device=dev)
        gmax_h = gmax_w = sampling_ratio
    else:
        import numpy as np

        gh, gw = xp.ceil(bh), xp.ceil(bw)
        gmax_h = max(int(np.max(xp.to_numpy(gh))), 1) if k else 1
        gmax_w = max(int(np.max(xp.to_numpy(gw))), 1) if k else 1
    adaptive = sampling_ratio <= 0
    wy = _roi_axis_weights(xp, y1, bh, h, ph, gh, gmax_h, adaptive)  # (K, PH, H)
    wx = _roi_axis_weights(xp, x1, bw, w, pw, gw, gmax_w, adaptive)  # (K, PW, W)
    count = xp.maximum(xp.multiply(gh, gw), xp.ones_like(gh))
    wy = xp.divide(wy, xp.reshape(count, (-1, 1, 1)))
    idx = xp.astype(xp.getitem(rois, (slice(None), 0)), xp.native_dtype(_dt.int64))
    if k and n == 0:
        raise _nn.shape_error("roi_align", "boxes refer to images, but input has none")
    feats = xp.astype(xp.take(x, idx, axis=0), dt) if k else xp.zeros((0, c, h, w), dtype=dt, device=dev)
    t = xp.matmul(xp.expand_dims(wy, axis=1), feats)  # (K, C, PH, W)
    out = xp.matmul(t, xp.expand_dims(xp.permute_dims(wx, (0, 2, 1)), axis=1))  # (K, C, PH, PW)
    return xp.astype(out, out_dt) if dt != out_dt else out


@composition("sliding_window")
def _sliding_window(xp, input, kernel_size, /, *, stride=1, dilation=1, padding="VALID"):  # noqa: A002
    sp = _sp()
    shp = tuple(xp.shape(input))
    if isinstance(kernel_size, int) and kernel_size.__class__ is not bool:
        nwin = min(2, len(shp))
    else:
        try:
            nwin = len(kernel_size)
        except TypeError:
            raise InvalidArgumentError(f"ivy.sliding_window: kernel_size must be an int or a sequence of ints, "
                                       f"got {kernel_size!r}") from None
    if nwin == 0 or nwin > len(shp):
        raise _nn.shape_error("sliding_window", f"a {nwin}-d window does not fit an input of shape {shp}")
    k = sp.ntuple(kernel_size, nwin, "kernel_size", "sliding_window")
    st = sp.ntuple(stride, nwin, "stride", "sliding_window")
    dil = sp.ntuple(dilation, nwin, "dilation", "sliding_window")
    lead = len(shp) - nwin
    sizes = shp[lead:]
    keff = [(a - 1) * d + 1 for a, d in zip(k, dil)]
    pad = sp.norm_padding(padding, nwin, "sliding_window")
    if pad == "VALID":
        pad = [(0, 0)] * nwin
    elif pad == "SAME":
        pad = sp.same_pads(sizes, keff, st)
    x = input
    for ax, (lo, hi) in enumerate(pad):
        x = sp._pad_axis(xp, x, lead + ax, lo, hi)
    padded = tuple(xp.shape(x))[lead:]
    out = [max(0, (s - e) // t + 1) for s, e, t in zip(padded, keff, st)]
    taps = []
    for tap in itertools.product(*[range(a) for a in k]):
        key = [slice(None)] * lead
        for ax in range(nwin):
            start = tap[ax] * dil[ax]
            key.append(slice(start, start + (out[ax] - 1) * st[ax] + 1 if out[ax] else start, st[ax]))
        taps.append(xp.getitem(x, tuple(key)))
    return xp.stack(taps, axis=-1)


def _resample_args(xp, x, dims, size, scale, fn):
    shp = tuple(xp.shape(x))
    if dims.__class__ is bool or not isinstance(dims, int) or not 0 < dims <= len(shp):
        raise InvalidArgumentError(f"ivy.{fn}: dims must be an int from 1 to x.ndim ({len(shp)}), got {dims!r}")
    try:
        size = [int(s) for s in size]
        scale = [float(s) for s in scale]
    except TypeError:
        raise InvalidArgumentError(f"ivy.{fn}: size and scale must be sequences with one value per axis") from None
    if len(size) != dims or len(scale) != dims:
        raise InvalidArgumentError(f"ivy.{fn}: size and scale need {dims} values each, got {size} and {scale}")
    if any(s < 0 for s in size) or any(not (s > 0) for s in scale):
        raise InvalidArgumentError(f"ivy.{fn}: sizes must be >= 0 and scales > 0, got {size} and {scale}")
    return shp, size, scale


@composition("area_interpolate")
def _area_interpolate(xp, x, dims, size, scale):
    shp, size, scale = _resample_args(xp, x, dims, size, scale, "area_interpolate")
    x = _nn.floating(xp, x, "area_interpolate")
    d = xp.dtype(x)
    nd = len(shp)
    for ax in range(dims):
        i, o, s = shp[nd - dims + ax], size[ax], scale[ax]
        rows = []
        for j in range(o):
            a = min(int(math.floor(j * s)), i)
            b = min(int(math.ceil((j + 1) * s)), i)
            row = [0.0] * i
            for t in range(a, b):
                row[t] = 1.0 / (b - a)
            rows.append(row)
        x = _sp()._apply_matrix(xp, x, nd - dims + ax, rows, d)
    return x


@composition("nearest_interpolate")
def _nearest_interpolate(xp, x, dims, size, scale, exact):
    shp, size, scale = _resample_args(xp, x, dims, size, scale, "nearest_interpolate")
    nd = len(shp)
    off = 0.5 if exact else 0.0
    for ax in range(dims):
        i, o, s = shp[nd - dims + ax], size[ax], scale[ax]
        if o and not i:
            raise _nn.shape_error("nearest_interpolate", f"axis {nd - dims + ax} is empty; there is no nearest "
                                                         "element to take")
        idx = [min(int(math.floor((j + off) * s)), i - 1) for j in range(o)]
        x = xp.take(x, xp.asarray(idx, dtype=xp.native_dtype(_dt.int64), device=_sp()._device(xp, x)),
                    axis=nd - dims + ax)
    return x

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

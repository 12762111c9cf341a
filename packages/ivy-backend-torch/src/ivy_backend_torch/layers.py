"""Layer functions on PyTorch: torch.nn.functional.linear / embedding /
scaled_dot_product_attention and torch.lstm where they cover ivy's call; the rest (batched
weights, max_norm, dropout drawn from ivy's generator, ...) is ivy-core's composition."""

from __future__ import annotations

import torch
import torch.nn.functional as F

from ivy.plugin import partial, with_fallback

from ._util import HIGHER_ORDER, check_index_range, in_transform, is_int_dtype

_FLOATS = (torch.float32, torch.float64, torch.float16, torch.bfloat16)
_T = torch.Tensor


def _float_pair(*ts):
    """The tensors in their promoted float dtype (float32 for integers); ``.to`` only where needed
    (it costs ~1.5 us even when the dtype already matches)."""
    d = None
    for t in ts:
        if t is not None:
            d = t.dtype if d is None or d is t.dtype else torch.promote_types(d, t.dtype)
    if d not in _FLOATS:
        d = torch.float32
    return [t if t is None or t.dtype is d else t.to(d) for t in ts]


def _is_real(*ts):
    return all(t is None or (isinstance(t, torch.Tensor) and not t.dtype.is_complex) for t in ts)


_linear = F.linear


@with_fallback
def linear(composition, x, weight, /, *, bias=None):
    # F.linear covers real tensors with a 2-d weight and a bias of at most 1 dimension. Plain
    # tensors are told by their class (a subclass, nn.Parameter, takes the path below); of the
    # dtypes only x's is read (each attribute read costs ~60 ns): F.linear refuses operands of
    # different dtypes, which are then promoted below.
    if x.__class__ is _T and weight.__class__ is _T and (bias is None or bias.__class__ is _T) \
            and weight.ndim == 2 and (bias is None or bias.ndim <= 1) and x.dtype in _FLOATS:
        try:
            return _linear(x, weight, bias)
        except RuntimeError:
            pass
    return _linear_promoted(composition, x, weight, bias)


def _linear_promoted(composition, x, weight, bias):
    """linear's other cases: tensor subclasses, other dtypes (promoted to a float dtype, complex
    to the composition), shapes F.linear refuses (the composition raises ivy's ShapeError)."""
    if isinstance(x, _T) and isinstance(weight, _T) and (bias is None or isinstance(bias, _T)) \
            and weight.ndim == 2 and (bias is None or bias.ndim <= 1) and _is_real(x, weight, bias):
        x, weight, bias = _float_pair(x, weight, bias)
        try:
            return _linear(x, weight, bias)
        except RuntimeError:
            pass
    return composition(x, weight, bias=bias)


@partial(lambda weights, indices, /, *, max_norm=None: max_norm is None and isinstance(indices, torch.Tensor)
         and isinstance(weights, torch.Tensor) and weights.dim() == 2
         and is_int_dtype(indices.dtype))
def embedding(weights, indices, /, *, max_norm=None):
    if weights.device.type != "cpu":
        check_index_range(indices, weights.shape[0], "ivy.embedding", negative=False)
    return F.embedding(indices.to(torch.int64), weights)


def _sdpa_covered(query, key, value, /, *, scale=None, mask=None, dropout_p=0.0, is_causal=False, training=False,
                  seed=None):
    return (not (training and dropout_p > 0)) and _is_real(query, key, value, mask) \
        and all(isinstance(t, torch.Tensor) and t.dim() >= 2 for t in (query, key, value)) \
        and query.shape[-1] == key.shape[-1] and key.shape[-2] == value.shape[-2] \
        and query.shape[-1] > 0 and not (is_causal and mask is not None)


@partial(_sdpa_covered)
def scaled_dot_product_attention(query, key, value, /, *, scale=None, mask=None, dropout_p=0.0, is_causal=False,
                                 training=False, seed=None):
    query, key, value = _float_pair(query, key, value)
    if mask is not None and mask.dtype is not torch.bool:
        mask = mask.to(query.dtype)
    return F.scaled_dot_product_attention(query, key, value, attn_mask=mask, dropout_p=0.0, is_causal=is_causal,
                                          scale=scale)


def _lstm_covered(input, initial_states, all_weights, num_layers, dropout, train, bidirectional,  # noqa: A002
                  batch_first=False, batch_sizes=None, weights_transposed=False, has_ih_bias=True, has_hh_bias=True,
                  *, seed=None):
    return batch_sizes is None and not weights_transposed and bool(has_ih_bias) == bool(has_hh_bias) \
        and not (train and dropout > 0) and input.dim() == 3 and input.dtype in _FLOATS \
        and all(w.dtype == input.dtype for w in all_weights) \
        and all(s.dtype == input.dtype for s in initial_states) \
        and not in_transform()  # torch.func.vmap has no batching rule for aten::lstm


@partial(_lstm_covered)
def lstm(input, initial_states, all_weights, num_layers, dropout, train, bidirectional, batch_first=False,  # noqa: A002
         batch_sizes=None, weights_transposed=False, has_ih_bias=True, has_hh_bias=True, *, seed=None):
    args = (input, tuple(initial_states), list(all_weights), bool(has_ih_bias), num_layers, float(dropout),
            bool(train), bool(bidirectional), bool(batch_first))
    if input.device.type != "cpu":
        if not train:  # cuDNN's LSTM has no backward for an inference-mode call; without dropout a
            # training-mode call computes the same values (train only switches dropout on)
            args = args[:5] + (0.0, True) + args[7:]
        if HIGHER_ORDER.n:  # nor a double backward: the native kernels then
            with torch.backends.cudnn.flags(enabled=False):
                return torch.lstm(*args)
    out, h, c = torch.lstm(*args)
    return out, h, c

"""``keras.layers.MultiHeadAttention`` (Keras 3's weights: ``query``/``key``/``value`` kernels
``[dim, heads, key_dim]`` with biases ``[heads, key_dim]``, ``attention_output`` kernel
``[heads, value_dim, out_dim]``; scores ``[batch, heads, T, S]``; masks with Keras's large
negative number before the softmax)."""

from __future__ import annotations

import math

import ivy

from ...._errors import refuse
from ...nn._common import n, wrap
from .. import initializers
from ._base import Layer

__all__ = ["MultiHeadAttention"]


class _EinsumDense(Layer):
    def __init__(self, eq, kshape, bshape, kernel_initializer, bias_initializer, name):
        super().__init__(name=name)
        self.eq, self.kshape, self.bshape = eq, kshape, bshape
        self.ki, self.bi = kernel_initializer, bias_initializer

    def build(self, input_shape=None):
        self.kernel = self.add_weight(shape=self.kshape, initializer=self.ki, name="kernel")
        self.bias = self.add_weight(shape=self.bshape, initializer=self.bi, name="bias") if self.bshape else None
        self.built = True

    def call(self, x):
        r = ivy.einsum(self.eq, n(x), self.kernel._data)
        if self.bias is not None:
            r = ivy.add(r, self.bias._data)
        return r


class MultiHeadAttention(Layer):
    def __init__(self, num_heads, key_dim, value_dim=None, dropout=0.0, use_bias=True, output_shape=None,
                 attention_axes=None, sliding_window=None, flash_attention=None, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, use_gate=False, seed=None, **kwargs):
        super().__init__(activity_regularizer=activity_regularizer, **kwargs)
        for k, v in (("kernel_regularizer", kernel_regularizer), ("bias_regularizer", bias_regularizer),
                     ("kernel_constraint", kernel_constraint), ("bias_constraint", bias_constraint),
                     ("sliding_window", sliding_window), ("output_shape", output_shape)):
            if v is not None:
                raise refuse("keras.layers.MultiHeadAttention", k, v)
        if attention_axes is not None and tuple(attention_axes if not isinstance(attention_axes, int)
                                                else (attention_axes,)) not in ((1,), (-2,)):
            raise refuse("keras.layers.MultiHeadAttention", "attention_axes", attention_axes)
        if use_gate:
            raise refuse("keras.layers.MultiHeadAttention", "use_gate", use_gate)
        self.num_heads, self.key_dim = int(num_heads), int(key_dim)
        self.value_dim = int(value_dim) if value_dim else self.key_dim
        self.dropout, self.use_bias, self.seed = float(dropout), use_bias, seed
        self.attention_axes, self.flash_attention = attention_axes, flash_attention
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.bias_initializer = initializers.get(bias_initializer)

    def _build_from(self, shape, args, kwargs):
        q = shape
        v = tuple(n(args[1] if len(args) > 1 else kwargs["value"]).shape)
        k = args[2] if len(args) > 2 else kwargs.get("key")
        k = tuple(n(k).shape) if k is not None else v
        self.build(q, v, k)

    def build(self, query_shape, value_shape, key_shape=None):
        key_shape = key_shape or value_shape
        h, kd, vd = self.num_heads, self.key_dim, self.value_dim
        ki, bi = self.kernel_initializer, self.bias_initializer
        b = self.use_bias
        self._query_dense = _EinsumDense("abc,cde->abde", (query_shape[-1], h, kd), (h, kd) if b else None, ki, bi,
                                         "query")
        self._key_dense = _EinsumDense("abc,cde->abde", (key_shape[-1], h, kd), (h, kd) if b else None, ki, bi, "key")
        self._value_dense = _EinsumDense("abc,cde->abde", (value_shape[-1], h, vd), (h, vd) if b else None, ki, bi,
                                         "value")
        self._output_dense = _EinsumDense("abcd,cde->abe", (h, vd, query_shape[-1]),
                                          (query_shape[-1],) if b else None, ki, bi, "attention_output")
        for d in (self._query_dense, self._key_dense, self._value_dense, self._output_dense):
            d.build()
        self.built = True

    def call(self, query, value, key=None, query_mask=None, value_mask=None, key_mask=None, attention_mask=None,
             return_attention_scores=False, training=None, use_causal_mask=False):
        for k_, v_ in (("query_mask", query_mask), ("value_mask", value_mask), ("key_mask", key_mask)):
            if v_ is not None:
                raise refuse("keras.layers.MultiHeadAttention.call", k_, "a mask")
        key = value if key is None else key
        q = self._query_dense.call(query)
        k = self._key_dense.call(key)
        v = self._value_dense.call(value)
        q = ivy.multiply(q, 1.0 / math.sqrt(float(self.key_dim)))
        scores = ivy.einsum("aecd,abcd->acbe", k, q)  # [B, H, T, S]
        mask = None
        if attention_mask is not None:
            mask = ivy.astype(n(attention_mask), ivy.bool)
        if use_causal_mask:
            t, s = scores.shape[-2], scores.shape[-1]
            causal = ivy.tril(ivy.ones((t, s), dtype=ivy.bool))
            causal = causal._data if causal.__class__ is ivy.Array else causal
            mask = causal if mask is None else ivy.logical_and(mask, causal)
        if mask is not None:
            m = ivy.expand_dims(mask, axis=-3) if len(mask.shape) >= 3 else mask
            big = -1e9 if ivy.dtype(scores) != ivy.float16 else -3e4
            scores = ivy.add(scores, ivy.multiply(ivy.subtract(1.0, ivy.astype(m, ivy.dtype(scores))), big))
        probs = ivy.softmax(scores, axis=-1)
        if training and self.dropout > 0:
            from ...nn import dropout

            probs = dropout(wrap(probs), self.dropout, seed=self.seed)._data
        out = ivy.einsum("acbe,aecd->abcd", probs, v)
        out = self._output_dense.call(out)
        if return_attention_scores:
            return wrap(out), wrap(probs)
        return wrap(out)

    def get_config(self):
        return {**super().get_config(), "num_heads": self.num_heads, "key_dim": self.key_dim,
                "value_dim": self.value_dim, "dropout": self.dropout, "use_bias": self.use_bias, "use_gate": False,
                "output_shape": None, "attention_axes": self.attention_axes, "sliding_window": None,
                "kernel_initializer": initializers.serialize(self.kernel_initializer),
                "bias_initializer": initializers.serialize(self.bias_initializer), "kernel_regularizer": None,
                "bias_regularizer": None, "activity_regularizer": None, "kernel_constraint": None,
                "bias_constraint": None, "seed": self.seed}

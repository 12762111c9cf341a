"""Layers as ``ivy.Module`` subclasses, over ivy's functional API.

Class names, constructor arguments, variable names (``v.w``, ``v.b``, ...)
and shapes follow Ivy's published ``ivy/stateful/layers.py``, so weights
saved by Ivy code load unchanged:

- ``Linear``: ``w`` of shape ``(out, in)`` (``torch.nn.Linear``'s), ``b`` ``(out,)``.
- ``ConvND``: ``w`` of shape ``filter_shape + (in, out)``; ``ConvNDTranspose``:
  ``filter_shape + (out, in)`` (what ``ivy.convNd_transpose`` takes); ``b`` broadcast to the
  output (``(1, ..., 1, out)`` channel-last, ``(1, out, 1, ...)`` channel-first).
- ``DepthwiseConv2D``: ``w`` of shape ``filter_shape + (channels,)``.
- ``Embedding``: ``w`` ``(num_embeddings, embedding_dim)``.
- ``LSTM``: ``input/layer_i/w`` ``(in, 4 * out)`` and ``recurrent/layer_i/w``
  ``(out, 4 * out)``, gates in the order i, f, g, o (``torch.nn.LSTM``'s
  ``weight_ih_l{i}.T``); ivy adds ``with_bias=False``: when True,
  ``input/layer_i/b`` and ``recurrent/layer_i/b`` of shape ``(4 * out,)``.
- ``MultiHeadAttention``: ``in_proj_weights`` ``(3 * inner, embed)`` (or
  ``q/k/v_proj_weights``), ``out_proj_weights`` ``(embed, inner)``, biases
  ``in_proj_bias``/``out_proj_bias`` (``torch.nn.MultiheadAttention``'s layout).

ivy extends: ``input_channels=None`` (Linear, convolutions) reads the size
from the first input (the module then builds on its first call), and integer
``filter_shape``/``filter_size``, ``strides``, ``dilations`` work for every
rank.

>>> import ivy
>>> layer = ivy.Linear(3, 2)
>>> layer(ivy.ones((4, 3))).shape
(4, 2)
"""

from __future__ import annotations

import ivy  # the package (its functions are looked up at call time)

from ..errors import InvalidArgumentError
from . import _nest
from ._inline import inline_forward
from .initializers import GlorotUniform, Zeros
from .module import Module, native_leaf, variables_of

__all__ = [
    "Linear", "Dropout", "MultiHeadAttention", "Conv1D", "Conv1DTranspose", "Conv2D", "Conv2DTranspose",
    "DepthwiseConv2D", "Conv3D", "Conv3DTranspose", "LSTM", "MaxPool1D", "MaxPool2D", "MaxPool3D", "AvgPool1D",
    "AvgPool2D", "AvgPool3D", "AdaptiveAvgPool1d", "AdaptiveAvgPool2d", "Embedding", "Identity",
]


# Initializers are stateless: one shared default instance each (Ivy's defaults).
_GLOROT = GlorotUniform()
_ZEROS = Zeros()


def _tuple(x, n, what):
    if isinstance(x, int):
        return (x,) * n
    t = tuple(int(s) for s in x)
    if len(t) != n:
        raise InvalidArgumentError(f"{what} must be an int or a sequence of {n} ints, got {x!r}")
    return t


def _lazy(input_channels, build_mode):
    """The build mode: on the first call when the input size is to be read from the input."""
    return "on_call" if input_channels is None else build_mode


# ------------------------------------------------------------------ Linear


class Linear(Module):
    """Fully connected layer: ``x @ w.T + b`` over the last axis (any leading batch dims).

    >>> ivy.Linear(4, 3)(ivy.ones((2, 5, 4))).shape
    (2, 5, 3)
    """

    def __init__(self, input_channels, output_channels, /, *, weight_initializer=_GLOROT,
                 bias_initializer=_ZEROS, with_bias=True, device=None, v=None, dtype=None, build_mode="on_init",
                 backend=None):
        self._input_channels = input_channels
        self._output_channels = output_channels
        self._w_init = weight_initializer
        self._b_init = bias_initializer
        self._with_bias = with_bias
        Module.__init__(self, device=device, v=v, dtype=dtype, build_mode=_lazy(input_channels, build_mode),
                        backend=backend)

    def _build(self, *args, **kwargs):
        if self._input_channels is None:
            if not args:
                raise InvalidArgumentError("Linear(None, ...): the input size is read from the first input")
            self._input_channels = int(args[0].shape[-1])
        return True

    def _create_variables(self, device=None, dtype=None):
        o, i = self._output_channels, self._input_channels
        v = {"w": self._w_init.create_variables((o, i), device, o, i, dtype=dtype)}
        if self._with_bias:
            v["b"] = self._b_init.create_variables((o,), device, o, i, dtype=dtype)
        return v

    # variables_of(self) spelled out (Linear is the commonest layer, and a call costs ~0.1 us);
    # then a Container's own dict lookup (its __getitem__ also parses key chains), spelled out:
    # torch.compile traces dict.__getitem__ but not a module-level alias of it (a graph break).
    # Written once as statements: a Sequential pastes them into its chain (see _inline.py).
    _forward = inline_forward("""
s = _SYNCED_BY[0]
v = self._vd if s is not None and self._vd_of is s and not _MOVED[0] else self._v
w = dict.__getitem__(v, "w")
b = dict.__getitem__(v, "b") if self._with_bias else None
if w.__class__ is _Array: w = w._data
if b.__class__ is _Array: b = b._data
x = _ivy.linear(x, w, bias=b)
""", "Linear")

    def _extra_repr(self):
        return f"in_features={self._input_channels}, out_features={self._output_channels}, with_bias={self._with_bias}"


# ----------------------------------------------------------------- Dropout


class Dropout(Module):
    """Zeroes each element with probability ``prob`` in training mode (scaled by ``1 / (1 - prob)``).

    >>> d = ivy.Dropout(0.5).eval()
    >>> d(ivy.ones(3))
    ivy.array([1., 1., 1.], dtype=float32, backend=numpy)
    """

    def __init__(self, prob, scale: bool = True, dtype=None, training: bool = True):
        if not 0 <= prob < 1:
            raise InvalidArgumentError(f"Dropout: prob must be in [0, 1), got {prob!r}")
        self._prob = prob
        self._scale = scale
        Module.__init__(self, device=None, v=None, dtype=dtype, training=training)

    def _forward(self, inputs, dtype=None):
        if not self.training or self._prob == 0:
            return inputs
        return ivy.dropout(inputs, self._prob, scale=self._scale, training=True, dtype=dtype)

    def _extra_repr(self):
        return f"prob={self._prob}" + ("" if self._scale else ", scale=False")


# -------------------------------------------------------------- Attention


class MultiHeadAttention(Module):
    """Multi-head attention (``ivy.multi_head_attention`` with learned projections).

    >>> mha = ivy.MultiHeadAttention(8, num_heads=2)
    >>> mha(ivy.ones((1, 3, 8))).shape
    (1, 3, 8)
    """

    def __init__(self, embed_dim=None, /, *, key_dim=None, value_dim=None, num_heads=8, head_dim=None,
                 dropout_rate=0.0, use_proj_bias=True, attention_axes=None, scale=None, device=None, v=None,
                 build_mode="on_init", dtype=None, training=True, backend=None):
        if embed_dim is None and not (num_heads and head_dim):
            raise InvalidArgumentError("MultiHeadAttention: give embed_dim, or num_heads and head_dim")
        self._inner_dim = num_heads * head_dim if num_heads and head_dim else embed_dim
        self._embed_dim = embed_dim if embed_dim else num_heads * head_dim
        self._key_dim = key_dim if key_dim else self._embed_dim
        self._value_dim = value_dim if value_dim else self._embed_dim
        self._num_heads = num_heads if num_heads else embed_dim // head_dim
        self._head_dim = head_dim if head_dim else self._inner_dim // self._num_heads
        if self._num_heads * self._head_dim != self._inner_dim:
            raise InvalidArgumentError(
                f"MultiHeadAttention: embed_dim {self._inner_dim} is not divisible by num_heads {self._num_heads}"
            )
        self._dropout_rate = dropout_rate
        self._use_proj_bias = use_proj_bias
        self._attention_axes = attention_axes
        self._scale = scale if scale is not None else self._head_dim**-0.5
        self._qkv_same_embed_dim = self._key_dim == self._embed_dim and self._value_dim == self._embed_dim
        Module.__init__(self, device=device, v=v, build_mode=build_mode, with_partial_v=True, dtype=dtype,
                        training=training, backend=backend)

    def _create_variables(self, device=None, dtype=None):
        g = GlorotUniform()
        e, inner = self._embed_dim, self._inner_dim
        v = {"out_proj_weights": g.create_variables((e, inner), device, e, inner, dtype=dtype)}
        if self._qkv_same_embed_dim:
            v["in_proj_weights"] = g.create_variables((inner * 3, e), device, inner * 3, e, dtype=dtype)
        else:
            v["q_proj_weights"] = g.create_variables((inner, e), device, inner, e, dtype=dtype)
            v["k_proj_weights"] = g.create_variables((inner, self._key_dim), device, inner, self._key_dim,
                                                     dtype=dtype)
            v["v_proj_weights"] = g.create_variables((inner, self._value_dim), device, inner, self._value_dim,
                                                     dtype=dtype)
        if self._use_proj_bias:
            v["in_proj_bias"] = Zeros().create_variables((inner * 3,), device, dtype=dtype)
            v["out_proj_bias"] = Zeros().create_variables((e,), device, dtype=dtype)
        return v

    def _forward(self, query, key=None, value=None, /, *, attention_mask=None, is_causal=False,
                 return_attention_weights=False, average_attention_weights=True):
        same = self._qkv_same_embed_dim
        v = variables_of(self)
        get = dict.__getitem__
        return ivy.multi_head_attention(
            query, key=key, value=value, num_heads=self._num_heads, scale=self._scale,
            attention_mask=attention_mask,
            in_proj_weights=get(v, "in_proj_weights") if same else None,
            q_proj_weights=None if same else get(v, "q_proj_weights"),
            k_proj_weights=None if same else get(v, "k_proj_weights"),
            v_proj_weights=None if same else get(v, "v_proj_weights"),
            out_proj_weights=get(v, "out_proj_weights"),
            in_proj_bias=get(v, "in_proj_bias") if self._use_proj_bias else None,
            out_proj_bias=get(v, "out_proj_bias") if self._use_proj_bias else None,
            is_causal=is_causal, return_attention_weights=return_attention_weights,
            average_attention_weights=average_attention_weights,
            dropout=self._dropout_rate, training=self.training,
        )

    def _extra_repr(self):
        return f"embed_dim={self._embed_dim}, num_heads={self._num_heads}, head_dim={self._head_dim}"


# ------------------------------------------------------------ Convolutions

_FORMATS = {1: ("NWC", "NCW"), 2: ("NHWC", "NCHW"), 3: ("NDHWC", "NCDHW")}


class _Conv(Module):
    _rank = 2
    _transpose = False
    _fn = "conv2d"

    def _setup(self, input_channels, output_channels, filter_shape, strides, padding, weight_initializer,
               bias_initializer, with_bias, output_shape, data_format, dilations, device, v, dtype, build_mode,
               backend):
        n = self._rank
        if data_format not in _FORMATS[n]:
            raise InvalidArgumentError(
                f"{type(self).__name__}: data_format must be one of {list(_FORMATS[n])}, got {data_format!r}"
            )
        self._input_channels = input_channels
        self._output_channels = output_channels
        self._filter_shape = _tuple(filter_shape, n, f"{type(self).__name__}: filter_shape")
        self._strides = strides
        self._padding = padding
        self._w_init = weight_initializer
        self._b_init = bias_initializer
        self._with_bias = with_bias
        self._output_shape = output_shape
        self._data_format = data_format
        self._dilations = dilations
        self._channel_last = data_format == _FORMATS[n][0]
        Module.__init__(self, device=device, v=v, dtype=dtype, build_mode=_lazy(input_channels, build_mode),
                        backend=backend)

    def _build(self, *args, **kwargs):
        if self._input_channels is None:
            if not args:
                raise InvalidArgumentError(f"{type(self).__name__}(None, ...): the input size is read from the input")
            shape = args[0].shape
            self._input_channels = int(shape[-1] if self._channel_last else shape[-self._rank - 1])
        return True

    def _b_shape(self):
        o = self._output_channels
        ones = (1,) * self._rank
        return (1,) + ones + (o,) if self._channel_last else (1, o) + ones

    def _create_variables(self, device=None, dtype=None):
        i, o = self._input_channels, self._output_channels
        w_shape = self._filter_shape + ((o, i) if self._transpose else (i, o))
        v = {"w": self._w_init.create_variables(w_shape, device, o, i, dtype=dtype)}
        if self._with_bias:
            v["b"] = self._b_init.create_variables(self._b_shape(), device, o, i, dtype=dtype)
        return v

    def _forward(self, inputs):
        kw = {"data_format": self._data_format, "dilations": self._dilations}
        if self._transpose:
            kw["output_shape"] = self._output_shape
        v = variables_of(self)
        out = getattr(ivy, self._fn)(inputs, native_leaf(v, "w"), self._strides, self._padding, **kw)
        return ivy.add(out, native_leaf(v, "b")) if self._with_bias else out

    def _extra_repr(self):
        return (f"{self._input_channels}, {self._output_channels}, filter_shape={self._filter_shape}, "
                f"strides={self._strides}, padding={self._padding!r}, data_format={self._data_format!r}")


def _conv_class(name, rank, transpose, doc):
    fmt = _FORMATS[rank][0]

    def __init__(self, input_channels, output_channels, filter_shape, strides, padding, /, *,
                 weight_initializer=_GLOROT, bias_initializer=_ZEROS, with_bias=True, output_shape=None,
                 data_format=fmt, dilations=1, device=None, v=None, dtype=None, build_mode="on_init", backend=None):
        self._setup(input_channels, output_channels, filter_shape, strides, padding, weight_initializer,
                    bias_initializer, with_bias, output_shape, data_format, dilations, device, v, dtype, build_mode,
                    backend)

    if not transpose:
        def __init__(self, input_channels, output_channels, filter_shape, strides, padding, /, *,  # noqa: F811
                     weight_initializer=_GLOROT, bias_initializer=_ZEROS, with_bias=True, data_format=fmt,
                     dilations=1, device=None, v=None, dtype=None, build_mode="on_init", backend=None):
            self._setup(input_channels, output_channels, filter_shape, strides, padding, weight_initializer,
                        bias_initializer, with_bias, None, data_format, dilations, device, v, dtype, build_mode,
                        backend)

    fn = f"conv{rank}d" + ("_transpose" if transpose else "")
    return type(name, (_Conv,), {"__init__": __init__, "_rank": rank, "_transpose": transpose, "_fn": fn,
                                 "__doc__": doc, "__module__": __name__, "__qualname__": name})


Conv1D = _conv_class("Conv1D", 1, False, """1D convolution (``ivy.conv1d``), input ``[batch, w, in]`` (``"NWC"``).

    ``Conv1D(input_channels, output_channels, filter_size, strides, padding, *, weight_initializer,
    bias_initializer, with_bias, data_format="NWC", dilations=1, device, v, dtype)``.

    >>> ivy.Conv1D(2, 3, 3, 1, "SAME")(ivy.ones((1, 5, 2))).shape
    (1, 5, 3)
    """)
Conv1DTranspose = _conv_class("Conv1DTranspose", 1, True, """Transposed 1D convolution (``ivy.conv1d_transpose``).

    >>> ivy.Conv1DTranspose(2, 3, 3, 2, "SAME")(ivy.ones((1, 5, 2))).shape
    (1, 10, 3)
    """)
Conv2D = _conv_class("Conv2D", 2, False, """2D convolution (``ivy.conv2d``), input ``[batch, h, w, in]`` (``"NHWC"``).

    >>> ivy.Conv2D(3, 4, [3, 3], 1, "SAME")(ivy.ones((1, 6, 6, 3))).shape
    (1, 6, 6, 4)
    """)
Conv2DTranspose = _conv_class("Conv2DTranspose", 2, True, """Transposed 2D convolution (``ivy.conv2d_transpose``).

    >>> ivy.Conv2DTranspose(3, 4, [3, 3], 2, "SAME")(ivy.ones((1, 4, 4, 3))).shape
    (1, 8, 8, 4)
    """)
Conv3D = _conv_class("Conv3D", 3, False, """3D convolution (``ivy.conv3d``), input ``[batch, d, h, w, in]``.

    >>> ivy.Conv3D(1, 2, [2, 2, 2], 1, "VALID")(ivy.ones((1, 3, 3, 3, 1))).shape
    (1, 2, 2, 2, 2)
    """)
Conv3DTranspose = _conv_class("Conv3DTranspose", 3, True, """Transposed 3D convolution (``ivy.conv3d_transpose``).

    >>> ivy.Conv3DTranspose(1, 2, [2, 2, 2], 1, "VALID")(ivy.ones((1, 3, 3, 3, 1))).shape
    (1, 4, 4, 4, 2)
    """)


class DepthwiseConv2D(Module):
    """Depthwise 2D convolution (``ivy.depthwise_conv2d``): one filter per input channel.

    >>> ivy.DepthwiseConv2D(3, [3, 3], 1, "SAME")(ivy.ones((1, 5, 5, 3))).shape
    (1, 5, 5, 3)
    """

    def __init__(self, num_channels, filter_shape, strides, padding, /, *, weight_initializer=_GLOROT,
                 bias_initializer=_ZEROS, with_bias=True, data_format="NHWC", dilations=1, device=None, v=None,
                 dtype=None, backend=None):
        if data_format not in _FORMATS[2]:
            raise InvalidArgumentError(f"DepthwiseConv2D: data_format must be 'NHWC' or 'NCHW', got {data_format!r}")
        self._num_channels = num_channels
        self._filter_shape = _tuple(filter_shape, 2, "DepthwiseConv2D: filter_shape")
        self._strides = strides
        self._padding = padding
        self._w_init = weight_initializer
        self._b_init = bias_initializer
        self._with_bias = with_bias
        self._data_format = data_format
        self._dilations = dilations
        Module.__init__(self, device=device, v=v, dtype=dtype, backend=backend)

    def _create_variables(self, device=None, dtype=None):
        c = self._num_channels
        v = {"w": self._w_init.create_variables(self._filter_shape + (c,), device, c, c, dtype=dtype)}
        if self._with_bias:
            shape = (1, 1, 1, c) if self._data_format == "NHWC" else (1, c, 1, 1)
            v["b"] = self._b_init.create_variables(shape, device, c, c, dtype=dtype)
        return v

    def _forward(self, inputs):
        v = variables_of(self)
        out = ivy.depthwise_conv2d(inputs, native_leaf(v, "w"), self._strides, self._padding,
                                   data_format=self._data_format, dilations=self._dilations)
        return ivy.add(out, native_leaf(v, "b")) if self._with_bias else out


# -------------------------------------------------------------------- LSTM


class LSTM(Module):
    """Stacked LSTM (``ivy.lstm_update`` per layer), input ``[batch..., time, in]``.

    Returns ``outputs`` (``[batch..., time, out]``, or the last step if
    ``return_sequence=False``) and, if ``return_state``, ``(h_list, c_list)``:
    each layer's final hidden and cell state ``[batch..., out]``.

    >>> lstm = ivy.LSTM(3, 4)
    >>> y, (h, c) = lstm(ivy.ones((2, 5, 3)))
    >>> y.shape, h[0].shape
    ((2, 5, 4), (2, 4))
    """

    def __init__(self, input_channels, output_channels, /, *, weight_initializer=_GLOROT, num_layers=1,
                 return_sequence=True, return_state=True, with_bias=False, device=None, v=None, dtype=None,
                 backend=None):
        self._input_channels = input_channels
        self._output_channels = output_channels
        self._w_init = weight_initializer
        self._num_layers = num_layers
        self._return_sequence = return_sequence
        self._return_state = return_state
        self._with_bias = with_bias
        Module.__init__(self, device=device, v=v, dtype=dtype, backend=backend)

    def get_initial_state(self, batch_shape, dtype=None):
        """Zero hidden and cell states: ``([h] * num_layers, [c] * num_layers)``, each ``batch_shape + (out,)``."""
        shape = tuple(batch_shape) + (self._output_channels,)
        ref = self.v.recurrent.layer_0.w
        b = _nest.backend_of(ref)
        kw = {"dtype": dtype if dtype is not None else b.dtype(_nest.native(ref)), "device": ivy.dev(ref),
              "backend": b.name}
        return ([ivy.zeros(shape, **kw) for _ in range(self._num_layers)],
                [ivy.zeros(shape, **kw) for _ in range(self._num_layers)])

    def _create_variables(self, device=None, dtype=None):
        i0, o = self._input_channels, self._output_channels
        inp, rec = {}, {}
        for i in range(self._num_layers):
            fan_in = i0 if i == 0 else o
            inp[f"layer_{i}"] = {"w": self._w_init.create_variables((fan_in, 4 * o), device, o, i0, dtype=dtype)}
            rec[f"layer_{i}"] = {"w": self._w_init.create_variables((o, 4 * o), device, o, i0, dtype=dtype)}
            if self._with_bias:
                inp[f"layer_{i}"]["b"] = Zeros().create_variables((4 * o,), device, dtype=dtype)
                rec[f"layer_{i}"]["b"] = Zeros().create_variables((4 * o,), device, dtype=dtype)
        return {"input": inp, "recurrent": rec}

    def _forward(self, inputs, initial_state=None):
        if initial_state is None:
            initial_state = self.get_initial_state(inputs.shape[:-2], dtype=inputs.dtype)
        h_list, c_list = [], []
        h_t = inputs
        get = dict.__getitem__
        v = variables_of(self)
        for i in range(self._num_layers):
            iv = get(get(v, "input"), f"layer_{i}")
            rv = get(get(v, "recurrent"), f"layer_{i}")
            kw = {}
            if self._with_bias:
                kw = {"bias": get(iv, "b"), "recurrent_bias": get(rv, "b")}
            h_t, state = ivy.lstm_update(h_t, initial_state[0][i], initial_state[1][i], get(iv, "w"), get(rv, "w"),
                                         **kw)
            c_n = state[1] if isinstance(state, (tuple, list)) else state
            h_list.append(h_t[..., -1, :])
            c_list.append(c_n)
        if not self._return_sequence:
            h_t = h_t[..., -1, :]
        if not self._return_state:
            return h_t
        return h_t, (h_list, c_list)

    def _extra_repr(self):
        return f"{self._input_channels}, {self._output_channels}, num_layers={self._num_layers}"


# ----------------------------------------------------------------- Pooling


class _Pool(Module):
    _fn = "max_pool2d"
    _default_format = "NHWC"

    def __init__(self, kernel_size, stride, padding, /, *, data_format=None, device=None, v=None, dtype=None,
                 **kwargs):
        self._kernel_size = kernel_size
        self._stride = stride
        self._padding = padding
        self._data_format = data_format if data_format is not None else self._default_format
        self._pool_kwargs = kwargs
        Module.__init__(self, device=device, dtype=dtype)

    def _forward(self, x):
        return getattr(ivy, self._fn)(x, self._kernel_size, self._stride, self._padding,
                                      data_format=self._data_format, **self._pool_kwargs)

    def _extra_repr(self):
        return f"kernel_size={self._kernel_size}, stride={self._stride}, padding={self._padding!r}"


class MaxPool1D(_Pool):
    """1D max pooling (``ivy.max_pool1d``), input ``"NWC"`` (default) or ``"NCW"``.

    >>> ivy.MaxPool1D(2, 2, "VALID")(ivy.ones((1, 4, 3))).shape
    (1, 2, 3)
    """

    _fn = "max_pool1d"
    _default_format = "NWC"

    def __init__(self, kernel_size, stride, padding, /, *, data_format="NWC", device=None, v=None, dtype=None):
        super().__init__(kernel_size, stride, padding, data_format=data_format, device=device, dtype=dtype)


class MaxPool2D(_Pool):
    """2D max pooling (``ivy.max_pool2d``), input ``"NHWC"`` (default) or ``"NCHW"``.

    >>> ivy.MaxPool2D(2, 2, "VALID")(ivy.ones((1, 4, 4, 3))).shape
    (1, 2, 2, 3)
    """

    _fn = "max_pool2d"

    def __init__(self, kernel_size, stride, padding, /, *, data_format="NHWC", device=None, v=None, dtype=None):
        super().__init__(kernel_size, stride, padding, data_format=data_format, device=device, dtype=dtype)


class MaxPool3D(_Pool):
    """3D max pooling (``ivy.max_pool3d``), input ``"NDHWC"`` (default) or ``"NCDHW"``.

    >>> ivy.MaxPool3D(2, 2, "VALID")(ivy.ones((1, 4, 4, 4, 3))).shape
    (1, 2, 2, 2, 3)
    """

    _fn = "max_pool3d"
    _default_format = "NDHWC"

    def __init__(self, kernel_size, stride, padding, /, *, data_format="NDHWC", device=None, dtype=None):
        super().__init__(kernel_size, stride, padding, data_format=data_format, device=device, dtype=dtype)


class AvgPool1D(_Pool):
    """1D average pooling (``ivy.avg_pool1d``).

    >>> ivy.AvgPool1D(2, 2, "VALID")(ivy.asarray([[[1.0], [3.0], [5.0], [7.0]]]))
    ivy.array([[[2.], [6.]]], dtype=float32, backend=numpy)
    """

    _fn = "avg_pool1d"
    _default_format = "NWC"

    def __init__(self, kernel_size, stride, padding, /, *, data_format="NWC"):
        super().__init__(kernel_size, stride, padding, data_format=data_format)


class AvgPool2D(_Pool):
    """2D average pooling (``ivy.avg_pool2d``).

    >>> ivy.AvgPool2D(2, 2, "VALID")(ivy.ones((1, 4, 4, 3))).shape
    (1, 2, 2, 3)
    """

    _fn = "avg_pool2d"

    def __init__(self, kernel_size, stride, padding, /, *, data_format="NHWC", device=None, v=None, dtype=None):
        super().__init__(kernel_size, stride, padding, data_format=data_format, device=device, dtype=dtype)


class AvgPool3D(_Pool):
    """3D average pooling (``ivy.avg_pool3d``), with ``count_include_pad``, ``ceil_mode``, ``divisor_override``.

    >>> ivy.AvgPool3D(2, 2, "VALID")(ivy.ones((1, 4, 4, 4, 3))).shape
    (1, 2, 2, 2, 3)
    """

    _fn = "avg_pool3d"
    _default_format = "NDHWC"

    def __init__(self, kernel_size, strides, padding, /, *, data_format="NDHWC", count_include_pad=False,
                 ceil_mode=False, divisor_override=None):
        kw = {}
        if count_include_pad:
            kw["count_include_pad"] = True
        if ceil_mode:
            kw["ceil_mode"] = True
        if divisor_override is not None:
            kw["divisor_override"] = divisor_override
        super().__init__(kernel_size, strides, padding, data_format=data_format, **kw)


class AdaptiveAvgPool2d(Module):
    """Adaptive 2D average pooling to ``output_size`` (``ivy.adaptive_avg_pool2d``)."""

    def __init__(self, output_size, /, *, data_format="NHWC", device=None, dtype=None):
        self._output_size = output_size
        self._data_format = data_format
        Module.__init__(self, device=device, dtype=dtype)

    def _forward(self, x):
        return ivy.adaptive_avg_pool2d(x, self._output_size, data_format=self._data_format)


class AdaptiveAvgPool1d(Module):
    """Adaptive 1D average pooling to ``output_size`` (``ivy.adaptive_avg_pool1d``), input ``[batch, C, L]``."""

    def __init__(self, output_size, device=None, dtype=None):
        self._output_size = output_size
        Module.__init__(self, device=device, dtype=dtype)

    def _forward(self, x):
        return ivy.adaptive_avg_pool1d(x, self._output_size)


# --------------------------------------------------------------- Embedding


class Embedding(Module):
    """Lookup table: ``w[indices]``, zeros at ``padding_idx``, rows renormalized to ``max_norm``.

    >>> emb = ivy.Embedding(10, 4)
    >>> emb(ivy.asarray([[1, 2], [3, 9]])).shape
    (2, 2, 4)
    """

    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx=None, max_norm=None, /, *,
                 weight_initializer=_GLOROT, device=None, v=None, dtype=None, backend=None):
        self._num_embeddings = num_embeddings
        self._embedding_dim = embedding_dim
        self._padding_idx = padding_idx
        self._max_norm = max_norm
        self._weight_initializer = weight_initializer
        Module.__init__(self, device=device, v=v, dtype=dtype, backend=backend)

    def _create_variables(self, device=None, dtype=None):
        n, d = self._num_embeddings, self._embedding_dim
        return {"w": self._weight_initializer.create_variables((n, d), device, d, n, dtype=dtype)}

    def _forward(self, indices):
        emb = ivy.embedding(native_leaf(variables_of(self), "w"), indices, max_norm=self._max_norm)
        if self._padding_idx is not None:
            mask = ivy.expand_dims(indices == self._padding_idx, axis=-1)
            emb = ivy.where(mask, ivy.zeros_like(emb), emb)
        return emb

    def _extra_repr(self):
        return f"num_embeddings={self._num_embeddings}, embedding_dim={self._embedding_dim}"


class Identity(Module):
    """Returns its input unchanged."""

    def __init__(self):
        Module.__init__(self)

    def _forward(self, x):
        return x


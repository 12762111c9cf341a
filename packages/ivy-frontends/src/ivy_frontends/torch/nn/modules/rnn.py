"""torch.nn's recurrent layers: ``RNN`` (tanh / relu), ``LSTM`` (with ``proj_size``), ``GRU`` (multi-layer,
bidirectional, ``batch_first``, dropout between layers, unbatched input) and their cells ``RNNCell``,
``LSTMCell``, ``GRUCell``. Parameter names, shapes, gate orders (LSTM i, f, g, o; GRU r, z, n) and
initialization (uniform in ``±1/sqrt(hidden_size)``) are torch's, so a torch ``state_dict`` loads.

The input projection of a whole sequence is one matmul; the recurrence is a Python loop over time
steps of ivy calls (so it is differentiable on every autodiff backend and unrolled under a compiler).

>>> import ivy_frontends.torch as torch
>>> lstm = torch.nn.LSTM(4, 8, num_layers=2, batch_first=True)
>>> out, (h, c) = lstm(torch.zeros(3, 5, 4))
>>> out.shape, h.shape
(torch.Size([3, 5, 8]), torch.Size([2, 3, 8]))
"""

from __future__ import annotations

import math

import ivy

from ...._errors import FrontendRuntimeError, FrontendValueError
from ... import _creation
from ..._convert import t
from ..._random import _key
from ...tensor import wrap
from .. import init
from .._functional._util import bget, shape_of
from ..parameter import Parameter
from .module import Module

__all__ = ["RNNBase", "RNN", "LSTM", "GRU", "RNNCellBase", "RNNCell", "LSTMCell", "GRUCell"]

_GATES = {"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}


def _lin(x, w, b):
    r = ivy.matmul(x, ivy.matrix_transpose(w))
    return r if b is None else ivy.add(r, b)


def _nat(x):
    return None if x is None else x._data


def _cell_step(mode, xw, h, c, w_hh, b_hh, w_hr):
    """One time step: ``xw`` is the input's projection (with its bias) ``(N, G)``."""
    hw = _lin(h, w_hh, b_hh)
    if mode == "LSTM":
        gi, gf, gg, go = ivy.split(ivy.add(xw, hw), num_or_size_splits=4, axis=-1)
        c = ivy.add(ivy.multiply(ivy.sigmoid(gf), c), ivy.multiply(ivy.sigmoid(gi), ivy.tanh(gg)))
        h = ivy.multiply(ivy.sigmoid(go), ivy.tanh(c))
        if w_hr is not None:
            h = ivy.matmul(h, ivy.matrix_transpose(w_hr))
        return h, c
    if mode == "GRU":
        xr, xz, xn = ivy.split(xw, num_or_size_splits=3, axis=-1)
        hr, hz, hn = ivy.split(hw, num_or_size_splits=3, axis=-1)
        r = ivy.sigmoid(ivy.add(xr, hr))
        z = ivy.sigmoid(ivy.add(xz, hz))
        nn_ = ivy.tanh(ivy.add(xn, ivy.multiply(r, hn)))
        return ivy.add(ivy.multiply(ivy.subtract(1, z), nn_), ivy.multiply(z, h)), None
    pre = ivy.add(xw, hw)
    return (ivy.tanh(pre) if mode == "RNN_TANH" else ivy.relu(pre)), None


def _run_direction(mode, x, h, c, w_ih, w_hh, b_ih, b_hh, w_hr, reverse):
    """One layer in one direction over ``x`` ``(L, N, H_in)``; returns ``(outputs (L, N, H_out), h, c)``."""
    steps = int(x.shape[0])
    xw = _lin(x, w_ih, b_ih)  # (L, N, G): the input projection of every step at once
    outs = [None] * steps
    order = range(steps - 1, -1, -1) if reverse else range(steps)
    for i in order:
        h, c = _cell_step(mode, bget(xw, i), h, c, w_hh, b_hh, w_hr)
        outs[i] = h
    return ivy.stack(outs, axis=0), h, c


class RNNBase(Module):
    """Common base of RNN, LSTM and GRU: torch's parameters and the multi-layer, bidirectional recurrence."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, proj_size=0, device=None, dtype=None):
        super().__init__()
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        num_directions = 2 if bidirectional else 1
        if not isinstance(dropout, (int, float)) or not 0 <= dropout <= 1 or isinstance(dropout, bool):
            raise FrontendValueError("dropout should be a number in range [0, 1] representing the probability of an "
                                     "element being zeroed")
        if not isinstance(hidden_size, int) or hidden_size <= 0:
            raise FrontendValueError("hidden_size must be a positive integer")
        if num_layers <= 0:
            raise FrontendValueError("num_layers must be greater than or equal to 1")
        if proj_size < 0:
            raise FrontendValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise FrontendValueError("proj_size has to be smaller than hidden_size")
        if mode not in _GATES:
            raise FrontendValueError(f"Unrecognized RNN mode: {mode}")
        if proj_size and mode != "LSTM":
            raise FrontendValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        gate_size = _GATES[mode] * hidden_size
        fk = {"device": device, "dtype": dtype}
        self._flat_weights_names = []
        self._all_weights = []
        for layer in range(num_layers):
            for direction in range(num_directions):
                real_hidden = proj_size if proj_size > 0 else hidden_size
                layer_input = input_size if layer == 0 else real_hidden * num_directions
                params = [Parameter(_creation.empty((gate_size, layer_input), **fk)),
                          Parameter(_creation.empty((gate_size, real_hidden), **fk))]
                names = ["weight_ih_l{}{}", "weight_hh_l{}{}"]
                if bias:
                    params += [Parameter(_creation.empty(gate_size, **fk)), Parameter(_creation.empty(gate_size,
                                                                                                      **fk))]
                    names += ["bias_ih_l{}{}", "bias_hh_l{}{}"]
                if proj_size > 0:
                    params.append(Parameter(_creation.empty((proj_size, hidden_size), **fk)))
                    names.append("weight_hr_l{}{}")
                suffix = "_reverse" if direction == 1 else ""
                names = [n_.format(layer, suffix) for n_ in names]
                for name, p in zip(names, params):
                    setattr(self, name, p)
                self._flat_weights_names.extend(names)
                self._all_weights.append(names)
        self.reset_parameters()

    @property
    def _flat_weights(self):
        return [getattr(self, n_) for n_ in self._flat_weights_names]

    @property
    def all_weights(self):
        return [[getattr(self, w) for w in weights] for weights in self._all_weights]

    def flatten_parameters(self):
        """A no-op (cuDNN's weight packing)."""

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for w in self.parameters():
            init.uniform_(w, -stdv, stdv)

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.proj_size != 0:
            s += f", proj_size={self.proj_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout != 0:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s

    def _weights(self, layer, direction):
        suffix = "_reverse" if direction == 1 else ""
        g = self.__dict__["_parameters"]
        w_ih = g[f"weight_ih_l{layer}{suffix}"]._data
        w_hh = g[f"weight_hh_l{layer}{suffix}"]._data
        b_ih = _nat(g.get(f"bias_ih_l{layer}{suffix}"))
        b_hh = _nat(g.get(f"bias_hh_l{layer}{suffix}"))
        w_hr = _nat(g.get(f"weight_hr_l{layer}{suffix}"))
        return w_ih, w_hh, b_ih, b_hh, w_hr

    def _run(self, x, h0, c0):
        """The stacked recurrence on natives: ``x`` ``(L, N, H_in)``, ``h0``/``c0`` ``(D * layers, N, H)``."""
        nd = 2 if self.bidirectional else 1
        hs, cs = [], []
        inp = x
        for layer in range(self.num_layers):
            outs = []
            for direction in range(nd):
                k = layer * nd + direction
                h = bget(h0, k)
                c = None if c0 is None else bget(c0, k)
                o, h, c = _run_direction(self.mode, inp, h, c, *self._weights(layer, direction), direction == 1)
                outs.append(o)
                hs.append(h)
                cs.append(c)
            inp = outs[0] if nd == 1 else ivy.concat(outs, axis=-1)
            if self.dropout and self.training and layer < self.num_layers - 1:
                inp = ivy.dropout(inp, self.dropout, training=True, seed=_key(None))
        return inp, ivy.stack(hs, axis=0), (None if c0 is None else ivy.stack(cs, axis=0))

    def _prepare(self, input, hx):  # noqa: A002
        x = t(input)
        if x.ndim not in (2, 3):
            raise FrontendValueError(f"{type(self).__name__}: Expected input to be 2D or 3D, got {x.ndim}D instead")
        batched = x.ndim == 3
        if not batched:
            x = ivy.expand_dims(x, axis=1)
        elif self.batch_first:
            x = ivy.permute_dims(x, (1, 0, 2))
        if int(x.shape[-1]) != self.input_size:
            raise FrontendRuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, got "
                                       f"{int(x.shape[-1])}")
        return x, batched

    def _initial(self, x, hx, batched, size):
        nd = 2 if self.bidirectional else 1
        n_ = int(x.shape[1])
        if hx is None:
            z = ivy.zeros((self.num_layers * nd, n_, size), dtype=_ivy_dtype(x),
                          device=ivy.dev(x))
            return z._data if z.__class__ is ivy.Array else z
        h = t(hx)
        if not batched:
            if h.ndim != 2:
                raise FrontendRuntimeError(f"For unbatched 2-D input, hx should also be 2-D but got {h.ndim}-D tensor")
            h = ivy.expand_dims(h, axis=1)
        elif h.ndim != 3:
            raise FrontendRuntimeError(f"For batched 3-D input, hx should also be 3-D but got {h.ndim}-D tensor")
        want = (self.num_layers * nd, n_, size)
        if shape_of(h) != want:
            raise FrontendRuntimeError(f"Expected hidden size {want}, got {list(shape_of(h))}")
        return h

    def _finish(self, out, batched):
        if not batched:
            return ivy.squeeze(out, axis=1)
        if self.batch_first:
            return ivy.permute_dims(out, (1, 0, 2))
        return out


def _ivy_dtype(x):
    from ..._convert import dtype_of

    return dtype_of(x)._ivy


class RNN(RNNBase):
    """Elman RNN: ``h_t = tanh(W_ih x_t + b_ih + W_hh h_{t-1} + b_hh)`` (or relu)."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise FrontendValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        if len(args) > 3:
            self.nonlinearity = args[3]
            args = args[:3] + args[4:]
        else:
            self.nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if self.nonlinearity == "tanh":
            mode = "RNN_TANH"
        elif self.nonlinearity == "relu":
            mode = "RNN_RELU"
        else:
            raise FrontendValueError(f"Unknown nonlinearity '{self.nonlinearity}'. Select from 'tanh' or 'relu'.")
        super().__init__(mode, *args, **kwargs)

    def forward(self, input, hx=None):  # noqa: A002
        x, batched = self._prepare(input, hx)
        h0 = self._initial(x, hx, batched, self.hidden_size)
        out, hn, _ = self._run(x, h0, None)
        return wrap(self._finish(out, batched)), wrap(hn if batched else ivy.squeeze(hn, axis=1))


class LSTM(RNNBase):
    """Long short-term memory (``proj_size``: projected hidden states, as torch)."""

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

    def forward(self, input, hx=None):  # noqa: A002
        x, batched = self._prepare(input, hx)
        real = self.proj_size if self.proj_size > 0 else self.hidden_size
        if hx is None:
            h0 = self._initial(x, None, batched, real)
            c0 = self._initial(x, None, batched, self.hidden_size)
        else:
            if not isinstance(hx, (tuple, list)) or len(hx) != 2:
                raise FrontendRuntimeError("LSTM expects hx to be a tuple (h_0, c_0)")
            h0 = self._initial(x, hx[0], batched, real)
            c0 = self._initial(x, hx[1], batched, self.hidden_size)
        out, hn, cn = self._run(x, h0, c0)
        if not batched:
            hn, cn = ivy.squeeze(hn, axis=1), ivy.squeeze(cn, axis=1)
        return wrap(self._finish(out, batched)), (wrap(hn), wrap(cn))


class GRU(RNNBase):
    """Gated recurrent unit."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise FrontendValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)

    def forward(self, input, hx=None):  # noqa: A002
        x, batched = self._prepare(input, hx)
        h0 = self._initial(x, hx, batched, self.hidden_size)
        out, hn, _ = self._run(x, h0, None)
        return wrap(self._finish(out, batched)), wrap(hn if batched else ivy.squeeze(hn, axis=1))


# ------------------------------------------------------------------ cells

class RNNCellBase(Module):
    """Common base of the cells: ``weight_ih`` ``(G, input_size)``, ``weight_hh`` ``(G, hidden_size)``, biases."""

    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        fk = {"device": device, "dtype": dtype}
        self.weight_ih = Parameter(_creation.empty((num_chunks * hidden_size, input_size), **fk))
        self.weight_hh = Parameter(_creation.empty((num_chunks * hidden_size, hidden_size), **fk))
        if bias:
            self.bias_ih = Parameter(_creation.empty(num_chunks * hidden_size, **fk))
            self.bias_hh = Parameter(_creation.empty(num_chunks * hidden_size, **fk))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if "bias" in self.__dict__ and self.bias is not True:
            s += f", bias={self.bias}"
        if "nonlinearity" in self.__dict__ and self.nonlinearity != "tanh":
            s += f", nonlinearity={self.nonlinearity}"
        return s

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for w in self.parameters():
            init.uniform_(w, -stdv, stdv)

    def _step(self, mode, input, hx, cx=None):  # noqa: A002
        x = t(input)
        if x.ndim not in (1, 2):
            raise FrontendValueError(f"{type(self).__name__}: Expected input to be 1D or 2D, got {x.ndim}D instead")
        batched = x.ndim == 2
        if not batched:
            x = ivy.expand_dims(x, axis=0)

        def state(v):
            if v is None:
                z = ivy.zeros((int(x.shape[0]), self.hidden_size), dtype=_ivy_dtype(x), device=ivy.dev(x))
                return z._data if z.__class__ is ivy.Array else z
            s = t(v)
            return s if batched else ivy.expand_dims(s, axis=0)

        h, c = state(hx), (state(cx) if mode == "LSTM" else None)
        xw = _lin(x, self.weight_ih._data, _nat(self.bias_ih))
        h, c = _cell_step(mode, xw, h, c, self.weight_hh._data, _nat(self.bias_hh), None)
        if not batched:
            h = ivy.squeeze(h, axis=0)
            c = None if c is None else ivy.squeeze(c, axis=0)
        return h, c


class RNNCell(RNNCellBase):
    """One step of an Elman RNN."""

    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=1, device=device, dtype=dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):  # noqa: A002
        mode = {"tanh": "RNN_TANH", "relu": "RNN_RELU"}.get(self.nonlinearity)
        if mode is None:
            raise FrontendRuntimeError(f"Unknown nonlinearity: {self.nonlinearity}")
        h, _ = self._step(mode, input, hx)
        return wrap(h)


class LSTMCell(RNNCellBase):
    """One step of an LSTM: returns ``(h', c')``."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=4, device=device, dtype=dtype)

    def forward(self, input, hx=None):  # noqa: A002
        h0, c0 = (None, None) if hx is None else hx
        h, c = self._step("LSTM", input, h0, c0)
        return wrap(h), wrap(c)


class GRUCell(RNNCellBase):
    """One step of a GRU."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=3, device=device, dtype=dtype)

    def forward(self, input, hx=None):  # noqa: A002
        h, _ = self._step("GRU", input, hx)
        return wrap(h)


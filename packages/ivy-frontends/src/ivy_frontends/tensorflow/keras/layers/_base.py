"""``keras.layers.Layer``: ``build`` on first call (from the first input's shape), weights as
``tf.Variable``s (``weights`` / ``trainable_weights`` / ``non_trainable_weights``, sublayers'
after the layer's own, as Keras 3), ``get_weights`` / ``set_weights`` (frontend tensors out;
NumPy arrays, natives or tensors in), ``get_config`` / ``from_config``, floating inputs cast to
the layer's dtype (Keras's autocast)."""

from __future__ import annotations

import itertools

import ivy

from ...._errors import FrontendTypeError, FrontendValueError
from ... import _dtypes as D
from ..._tensor import Tensor
from ..._variable import Variable
from ...nn._common import n, wrap
from .. import initializers

__all__ = ["Layer", "InputSpec"]

_UID = itertools.count()
_NAMES = {}


def _snake(name):
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i and (not name[i - 1].isupper() or (i + 1 < len(name) and name[i + 1].islower())):
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


def _unique(base):
    k = _NAMES.get(base, 0)
    _NAMES[base] = k + 1
    return base if k == 0 else f"{base}_{k}"


class InputSpec:
    def __init__(self, dtype=None, shape=None, ndim=None, max_ndim=None, min_ndim=None, axes=None,
                 allow_last_axis_squeeze=False, name=None, optional=False):
        self.dtype, self.shape, self.ndim, self.max_ndim, self.min_ndim = dtype, shape, ndim, max_ndim, min_ndim
        self.axes, self.name, self.optional = axes or {}, name, optional


class Layer:
    """The base class of the frontend's Keras layers (Keras 3's ``Layer`` API)."""

    def __init__(self, *, activity_regularizer=None, trainable=True, dtype=None, autocast=True, name=None,
                 **kwargs):
        kwargs.pop("input_shape", None)
        kwargs.pop("input_dim", None)
        kwargs.pop("batch_input_shape", None)
        if kwargs:
            raise FrontendTypeError(f"Unrecognized keyword arguments passed to {type(self).__name__}: {kwargs}")
        object.__setattr__(self, "_layers", [])
        self._trainable_variables = []
        self._non_trainable_variables = []
        self.built = False
        self._trainable = bool(trainable)
        if isinstance(dtype, dict):  # a serialized DTypePolicy
            dtype = dtype.get("config", {}).get("name")
        self._dtype = D.as_dtype(getattr(dtype, "name", None) or dtype or "float32")
        self.autocast = autocast
        self.name = name or _unique(_snake(type(self).__name__))
        self.activity_regularizer = activity_regularizer
        self.supports_masking = False
        self.input_spec = None

    # -------------------------------------------------------------- tracking
    def __setattr__(self, key, value):
        if isinstance(value, Layer) and key != "_layers":
            layers = self.__dict__.get("_layers")
            if layers is not None and value not in layers:
                layers.append(value)
        elif isinstance(value, (list, tuple)) and value and all(isinstance(v, Layer) for v in value):
            layers = self.__dict__.get("_layers")
            if layers is not None:
                layers.extend(v for v in value if v not in layers)
        object.__setattr__(self, key, value)

    @property
    def dtype(self):
        return self._dtype.name

    @property
    def compute_dtype(self):
        return self._dtype.name

    @property
    def variable_dtype(self):
        return self._dtype.name

    @property
    def trainable(self):
        return self._trainable

    @trainable.setter
    def trainable(self, value):
        self._trainable = bool(value)
        for layer in self._layers:
            layer.trainable = value

    # -------------------------------------------------------------- weights
    def add_weight(self, shape=None, initializer=None, dtype=None, trainable=True, autocast=True, regularizer=None,
                   constraint=None, aggregation="none", overwrite_with_gradient=False, name=None):
        shape = tuple(int(s) for s in (shape or ()))
        dtype = dtype or self._dtype
        if initializer is None:
            initializer = "glorot_uniform" if D.as_dtype(dtype).is_floating else "zeros"
        init = initializers.get(initializer)
        value = init(shape, dtype=D.as_dtype(dtype))
        v = Variable(value, trainable=trainable, name=name, dtype=dtype)
        (self._trainable_variables if trainable else self._non_trainable_variables).append(v)
        return v

    def _own(self):
        return self._trainable_variables + self._non_trainable_variables

    @property
    def weights(self):
        out = list(self._own())
        for layer in self._layers:
            out.extend(w for w in layer.weights if not any(w is o for o in out))
        return out

    variables = weights

    @property
    def trainable_weights(self):
        if not self._trainable:
            return []
        out = list(self._trainable_variables)
        for layer in self._layers:
            out.extend(layer.trainable_weights)
        return out

    trainable_variables = trainable_weights

    @property
    def non_trainable_weights(self):
        if not self._trainable:
            return self.weights
        out = list(self._non_trainable_variables)
        for layer in self._layers:
            out.extend(layer.non_trainable_weights)
        return out

    non_trainable_variables = non_trainable_weights

    def get_weights(self):
        """The weights' values as frontend tensors (Keras returns NumPy arrays: ``np.asarray`` them)."""
        return [wrap(w._data) for w in self.weights]

    def set_weights(self, weights):
        """Set the weights from arrays (NumPy arrays, natives, tensors), in ``weights``' order."""
        ws = self.weights
        if len(ws) != len(weights):
            raise FrontendValueError(f"You called `set_weights(weights)` on layer '{self.name}' with a weight list of "
                                     f"length {len(weights)}, but the layer was expecting {len(ws)} weights.")
        for v, w in zip(ws, weights):
            a = n(w)
            if tuple(a.shape) != tuple(v._data.shape):
                raise FrontendValueError(f"Layer {self.name} weight shape {tuple(v._data.shape)} is not compatible "
                                         f"with provided weight shape {tuple(a.shape)}.")
            if ivy.dtype(a) != ivy.dtype(v._data):
                a = ivy.astype(a, ivy.dtype(v._data))
            v.assign(wrap(a))

    def count_params(self):
        total = 0
        for w in self.weights:
            c = 1
            for s in w._data.shape:
                c *= s
            total += c
        return total

    # -------------------------------------------------------------- calling
    def build(self, input_shape=None):
        self.built = True

    def call(self, inputs, *args, **kwargs):
        return inputs

    def _cast_in(self, x):
        if x is None or isinstance(x, (list, tuple, dict)) or isinstance(x, (bool, int, float)):
            return x
        a = n(x)
        k = D.dtype_of(a)
        if self.autocast and k._kind == "f" and k is not self._dtype:
            return wrap(ivy.astype(a, self._dtype._ivy))
        return x if x.__class__ is Tensor else wrap(a)

    def __call__(self, *args, **kwargs):
        if args:
            first = args[0]
            args = (self._cast_in(first) if not isinstance(first, (list, tuple)) else
                    type(first)(self._cast_in(v) for v in first),) + tuple(args[1:])
        elif "inputs" in kwargs:
            kwargs["inputs"] = self._cast_in(kwargs["inputs"])
        if not self.built:
            first = args[0] if args else next(iter(kwargs.values()))
            shape = ([tuple(n(v).shape) for v in first] if isinstance(first, (list, tuple))
                     else tuple(n(first).shape))
            self._build_from(shape, args, kwargs)
            self.built = True
        return self.call(*args, **kwargs)

    def _build_from(self, shape, args, kwargs):
        self.build(shape)

    def compute_output_shape(self, input_shape):
        raise NotImplementedError(f"{type(self).__name__}.compute_output_shape")

    # -------------------------------------------------------------- config
    def get_config(self):
        return {"name": self.name, "trainable": self.trainable,
                "dtype": {"module": "keras", "class_name": "DTypePolicy", "config": {"name": self.dtype},
                          "registered_name": None}}

    @classmethod
    def from_config(cls, config):
        return cls(**config)

    def __repr__(self):
        return f"<{type(self).__name__} name={self.name}, built={self.built}>"

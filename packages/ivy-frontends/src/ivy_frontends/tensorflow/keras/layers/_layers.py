"""The common Keras 3 layers: ``Dense``, ``Conv1D/2D/3D``, ``BatchNormalization``,
``LayerNormalization``, ``Embedding``, ``Dropout``, ``Flatten``, ``Reshape``, ``Activation``,
``ReLU``, ``Softmax``, ``MaxPooling1D/2D/3D``, ``AveragePooling1D/2D/3D``,
``GlobalAveragePooling1D/2D/3D``, ``GlobalMaxPooling1D/2D/3D`` (Keras's weights, shapes and
formulas; calls are ivy calls on the weights' natives, so ``GradientTape`` sees them).

>>> import ivy_frontends.tensorflow as tf
>>> d = tf.keras.layers.Dense(4)
>>> d(tf.ones([2, 3])).shape, [w.shape for w in d.weights]
(TensorShape([2, 4]), [TensorShape([3, 4]), TensorShape([4])])
"""

from __future__ import annotations

import math

import ivy

from ...._errors import FrontendValueError, refuse
from ...nn._common import n, nat, wrap
from ...nn._conv import _conv
from ...nn._pool import _pool
from .. import activations, initializers
from ._base import Layer

__all__ = ["Dense", "Conv1D", "Conv2D", "Conv3D", "BatchNormalization", "LayerNormalization", "Embedding", "Dropout",
           "Flatten", "Reshape", "Activation", "ReLU", "Softmax", "MaxPooling1D", "MaxPooling2D", "MaxPooling3D",
           "AveragePooling1D", "AveragePooling2D", "AveragePooling3D", "GlobalAveragePooling1D",
           "GlobalAveragePooling2D", "GlobalAveragePooling3D", "GlobalMaxPooling1D", "GlobalMaxPooling2D",
           "GlobalMaxPooling3D"]


def _no(layer, **kw):
    for k, v in kw.items():
        if v is not None:
            raise refuse(f"keras.layers.{type(layer).__name__}", k, v)


def _tuple(v, k, name):
    if isinstance(v, int):
        return (v,) * k
    v = tuple(int(x) for x in v)
    if len(v) != k:
        raise FrontendValueError(f"The `{name}` argument must be a tuple of {k} integers. Received {name}={v}")
    return v


def _fmt(data_format):
    df = data_format or "channels_last"
    if df not in ("channels_last", "channels_first"):
        raise FrontendValueError(f"The `data_format` argument must be one of {{'channels_first', 'channels_last'}}. "
                                 f"Received: data_format={data_format}")
    return df


def _ser(init):
    return initializers.serialize(init)


class Dense(Layer):
    def __init__(self, units, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, lora_rank=None, lora_alpha=None,
                 quantization_config=None, **kwargs):
        super().__init__(activity_regularizer=activity_regularizer, **kwargs)
        _no(self, kernel_regularizer=kernel_regularizer, bias_regularizer=bias_regularizer,
            kernel_constraint=kernel_constraint, bias_constraint=bias_constraint, lora_rank=lora_rank,
            quantization_config=quantization_config)
        self.units = int(units)
        self.activation = activations.get(activation)
        self.use_bias = use_bias
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.bias_initializer = initializers.get(bias_initializer)

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(input_shape[-1], self.units), initializer=self.kernel_initializer,
                                      name="kernel")
        self.bias = self.add_weight(shape=(self.units,), initializer=self.bias_initializer,
                                    name="bias") if self.use_bias else None
        self.built = True

    def call(self, inputs, training=None):
        x = ivy.matmul(n(inputs), self.kernel._data)
        if self.bias is not None:
            x = ivy.add(x, self.bias._data)
        return wrap(x) if self.activation is activations.linear else self.activation(wrap(x))

    def compute_output_shape(self, input_shape):
        return (*input_shape[:-1], self.units)

    def get_config(self):
        return {**super().get_config(), "units": self.units, "activation": activations.serialize(self.activation),
                "use_bias": self.use_bias, "kernel_initializer": _ser(self.kernel_initializer),
                "bias_initializer": _ser(self.bias_initializer), "kernel_regularizer": None,
                "bias_regularizer": None, "kernel_constraint": None, "bias_constraint": None,
                "quantization_config": None}


class _Conv(Layer):
    rank = 2

    def __init__(self, filters, kernel_size, strides=1, padding="valid", data_format=None, dilation_rate=1, groups=1,
                 activation=None, use_bias=True, kernel_initializer="glorot_uniform", bias_initializer="zeros",
                 kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None, kernel_constraint=None,
                 bias_constraint=None, **kwargs):
        super().__init__(activity_regularizer=activity_regularizer, **kwargs)
        _no(self, kernel_regularizer=kernel_regularizer, bias_regularizer=bias_regularizer,
            kernel_constraint=kernel_constraint, bias_constraint=bias_constraint)
        k = self.rank
        self.filters = int(filters)
        self.kernel_size = _tuple(kernel_size, k, "kernel_size")
        self.strides = _tuple(strides, k, "strides")
        self.padding = str(padding).lower()
        if self.padding not in ("valid", "same") + (("causal",) if k == 1 else ()):
            raise FrontendValueError(f"Invalid padding: {padding}")
        self.data_format = _fmt(data_format)
        self.dilation_rate = _tuple(dilation_rate, k, "dilation_rate")
        self.groups = int(groups)
        if self.filters % self.groups:
            raise FrontendValueError(f"The number of filters must be evenly divisible by the number of groups. "
                                     f"Received: groups={groups}, filters={filters}.")
        self.activation = activations.get(activation)
        self.use_bias = use_bias
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.bias_initializer = initializers.get(bias_initializer)

    def build(self, input_shape):
        cin = input_shape[1] if self.data_format == "channels_first" else input_shape[-1]
        if cin % self.groups:
            raise FrontendValueError(f"The number of input channels must be evenly divisible by the number of groups. "
                                     f"Received groups={self.groups}, but the input has {cin} channels")
        self.kernel = self.add_weight(shape=(*self.kernel_size, cin // self.groups, self.filters),
                                      initializer=self.kernel_initializer, name="kernel")
        self.bias = self.add_weight(shape=(self.filters,), initializer=self.bias_initializer,
                                    name="bias") if self.use_bias else None
        self.built = True

    def call(self, inputs):
        k = self.rank
        a = n(inputs)
        cf = self.data_format == "channels_first"
        pad = self.padding.upper()
        if pad == "CAUSAL":
            left = self.dilation_rate[0] * (self.kernel_size[0] - 1)
            a = ivy.pad(a, [(0, 0), (0, 0), (left, 0)] if cf else [(0, 0), (left, 0), (0, 0)])
            pad = "VALID"
        fmt = {1: "NCW", 2: "NCHW", 3: "NCDHW"}[k] if cf else {1: "NWC", 2: "NHWC", 3: "NDHWC"}[k]
        x = _conv(type(self).__name__, wrap(a), self.kernel, k, self.strides, pad, fmt, self.dilation_rate)
        if self.bias is not None:
            b = self.bias._data
            x = ivy.add(x, ivy.reshape(b, (-1,) + (1,) * k) if cf else b)
        return self.activation(wrap(x))

    def get_config(self):
        return {**super().get_config(), "filters": self.filters, "kernel_size": self.kernel_size,
                "strides": self.strides, "padding": self.padding, "data_format": self.data_format,
                "dilation_rate": self.dilation_rate, "groups": self.groups,
                "activation": activations.serialize(self.activation), "use_bias": self.use_bias,
                "kernel_initializer": _ser(self.kernel_initializer), "bias_initializer": _ser(self.bias_initializer),
                "kernel_regularizer": None, "bias_regularizer": None, "activity_regularizer": None,
                "kernel_constraint": None, "bias_constraint": None}


class Conv1D(_Conv):
    rank = 1


class Conv2D(_Conv):
    rank = 2

    def __init__(self, filters, kernel_size, strides=(1, 1), padding="valid", data_format=None, dilation_rate=(1, 1),
                 groups=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, **kwargs):
        super().__init__(filters, kernel_size, strides, padding, data_format, dilation_rate, groups, activation,
                         use_bias, kernel_initializer, bias_initializer, kernel_regularizer, bias_regularizer,
                         activity_regularizer, kernel_constraint, bias_constraint, **kwargs)


class Conv3D(_Conv):
    rank = 3

    def __init__(self, filters, kernel_size, strides=(1, 1, 1), padding="valid", data_format=None,
                 dilation_rate=(1, 1, 1), groups=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, **kwargs):
        super().__init__(filters, kernel_size, strides, padding, data_format, dilation_rate, groups, activation,
                         use_bias, kernel_initializer, bias_initializer, kernel_regularizer, bias_regularizer,
                         activity_regularizer, kernel_constraint, bias_constraint, **kwargs)


def _axes_of(axis, nd):
    ax = [axis] if isinstance(axis, int) else list(axis)
    return sorted(a % nd for a in ax)


class BatchNormalization(Layer):
    def __init__(self, axis=-1, momentum=0.99, epsilon=0.001, center=True, scale=True, beta_initializer="zeros",
                 gamma_initializer="ones", moving_mean_initializer="zeros", moving_variance_initializer="ones",
                 beta_regularizer=None, gamma_regularizer=None, beta_constraint=None, gamma_constraint=None,
                 renorm=False, renorm_clipping=None, renorm_momentum=0.99, synchronized=False, **kwargs):
        super().__init__(**kwargs)
        _no(self, beta_regularizer=beta_regularizer, gamma_regularizer=gamma_regularizer,
            beta_constraint=beta_constraint, gamma_constraint=gamma_constraint, renorm_clipping=renorm_clipping)
        if renorm:
            raise refuse("keras.layers.BatchNormalization", "renorm", renorm)
        self.axis, self.momentum, self.epsilon = axis, float(momentum), float(epsilon)
        self.center, self.scale, self.synchronized = center, scale, synchronized
        self.beta_initializer = initializers.get(beta_initializer)
        self.gamma_initializer = initializers.get(gamma_initializer)
        self.moving_mean_initializer = initializers.get(moving_mean_initializer)
        self.moving_variance_initializer = initializers.get(moving_variance_initializer)
        self.supports_masking = True

    def build(self, input_shape):
        nd = len(input_shape)
        self._ax = _axes_of(self.axis, nd)
        shape = tuple(input_shape[a] for a in self._ax)
        self.gamma = self.add_weight(shape=shape, initializer=self.gamma_initializer, name="gamma") \
            if self.scale else None
        self.beta = self.add_weight(shape=shape, initializer=self.beta_initializer, name="beta") \
            if self.center else None
        self.moving_mean = self.add_weight(shape=shape, initializer=self.moving_mean_initializer,
                                           name="moving_mean", trainable=False)
        self.moving_variance = self.add_weight(shape=shape, initializer=self.moving_variance_initializer,
                                               name="moving_variance", trainable=False)
        self.built = True

    def _bshape(self, v, nd):
        shp = [1] * nd
        for a in self._ax:
            shp[a] = -1 if len(self._ax) == 1 else v.shape[self._ax.index(a)]
        return ivy.reshape(v, tuple(shp))

    def call(self, inputs, training=None, mask=None):
        if mask is not None:
            raise refuse("keras.layers.BatchNormalization.call", "mask", "a mask")
        a = n(inputs)
        nd = len(a.shape)
        d = ivy.dtype(a)
        x = ivy.astype(a, ivy.float32) if d in (ivy.float16, ivy.bfloat16) else a
        if training and self.trainable:
            red = tuple(i for i in range(nd) if i not in self._ax)
            mean = ivy.mean(x, axis=red, keepdims=True)
            var = ivy.mean(ivy.square(ivy.subtract(x, mean)), axis=red, keepdims=True)
            m_ = ivy.reshape(mean, tuple(self.moving_mean._data.shape))
            v_ = ivy.reshape(var, tuple(self.moving_variance._data.shape))
            mom = self.momentum
            self.moving_mean.assign(wrap(ivy.add(ivy.multiply(self.moving_mean._data, mom),
                                                 ivy.multiply(ivy.stop_gradient(m_), 1 - mom))))
            self.moving_variance.assign(wrap(ivy.add(ivy.multiply(self.moving_variance._data, mom),
                                                     ivy.multiply(ivy.stop_gradient(v_), 1 - mom))))
        else:
            mean = self._bshape(self.moving_mean._data, nd)
            var = self._bshape(self.moving_variance._data, nd)
        inv = ivy.divide(1.0, ivy.sqrt(ivy.add(var, self.epsilon)))
        if self.gamma is not None:
            inv = ivy.multiply(inv, self._bshape(self.gamma._data, nd))
        out = ivy.multiply(ivy.subtract(x, mean), inv)
        if self.beta is not None:
            out = ivy.add(out, self._bshape(self.beta._data, nd))
        return wrap(ivy.astype(out, d) if out is not a and ivy.dtype(out) != d else out)

    def get_config(self):
        return {**super().get_config(), "axis": self.axis, "momentum": self.momentum, "epsilon": self.epsilon,
                "center": self.center, "scale": self.scale, "beta_initializer": _ser(self.beta_initializer),
                "gamma_initializer": _ser(self.gamma_initializer),
                "moving_mean_initializer": _ser(self.moving_mean_initializer),
                "moving_variance_initializer": _ser(self.moving_variance_initializer), "beta_regularizer": None,
                "gamma_regularizer": None, "beta_constraint": None, "gamma_constraint": None,
                "synchronized": self.synchronized, "renorm": False, "renorm_clipping": None, "renorm_momentum": 0.99}


class LayerNormalization(Layer):
    def __init__(self, axis=-1, epsilon=0.001, center=True, scale=True, beta_initializer="zeros",
                 gamma_initializer="ones", beta_regularizer=None, gamma_regularizer=None, beta_constraint=None,
                 gamma_constraint=None, **kwargs):
        rms = kwargs.pop("rms_scaling", False)
        super().__init__(**kwargs)
        _no(self, beta_regularizer=beta_regularizer, gamma_regularizer=gamma_regularizer,
            beta_constraint=beta_constraint, gamma_constraint=gamma_constraint)
        if rms:
            raise refuse("keras.layers.LayerNormalization", "rms_scaling", rms)
        self.axis, self.epsilon, self.center, self.scale = axis, float(epsilon), center, scale
        self.beta_initializer = initializers.get(beta_initializer)
        self.gamma_initializer = initializers.get(gamma_initializer)
        self.supports_masking = True

    def build(self, input_shape):
        self._ax = _axes_of(self.axis, len(input_shape))
        shape = tuple(input_shape[a] for a in self._ax)
        self.gamma = self.add_weight(shape=shape, initializer=self.gamma_initializer, name="gamma") \
            if self.scale else None
        self.beta = self.add_weight(shape=shape, initializer=self.beta_initializer, name="beta") \
            if self.center else None
        self.built = True

    def call(self, inputs):
        a = n(inputs)
        nd = len(a.shape)
        d = ivy.dtype(a)
        x = ivy.astype(a, ivy.float32) if d in (ivy.float16, ivy.bfloat16) else a
        ax = tuple(self._ax)
        mean = ivy.mean(x, axis=ax, keepdims=True)
        var = ivy.mean(ivy.square(ivy.subtract(x, mean)), axis=ax, keepdims=True)
        inv = ivy.divide(1.0, ivy.sqrt(ivy.add(var, self.epsilon)))
        shp = [1] * nd
        for a_ in self._ax:
            shp[a_] = x.shape[a_]
        if self.gamma is not None:
            inv = ivy.multiply(inv, ivy.reshape(self.gamma._data, tuple(shp)))
        out = ivy.multiply(ivy.subtract(x, mean), inv)
        if self.beta is not None:
            out = ivy.add(out, ivy.reshape(self.beta._data, tuple(shp)))
        return wrap(ivy.astype(out, d) if ivy.dtype(out) != d else out)

    def get_config(self):
        return {**super().get_config(), "axis": self.axis, "epsilon": self.epsilon, "center": self.center,
                "scale": self.scale, "rms_scaling": False, "beta_initializer": _ser(self.beta_initializer),
                "gamma_initializer": _ser(self.gamma_initializer), "beta_regularizer": None,
                "gamma_regularizer": None, "beta_constraint": None, "gamma_constraint": None}


class Embedding(Layer):
    def __init__(self, input_dim, output_dim, embeddings_initializer="uniform", embeddings_regularizer=None,
                 embeddings_constraint=None, mask_zero=False, weights=None, lora_rank=None, lora_alpha=None,
                 quantization_config=None, **kwargs):
        super().__init__(**kwargs)
        _no(self, embeddings_regularizer=embeddings_regularizer, embeddings_constraint=embeddings_constraint,
            lora_rank=lora_rank, quantization_config=quantization_config)
        self.input_dim, self.output_dim = int(input_dim), int(output_dim)
        self.embeddings_initializer = initializers.get(embeddings_initializer)
        self.mask_zero = mask_zero
        self.autocast = False
        if weights is not None:
            self.build()
            self.set_weights(weights if isinstance(weights, (list, tuple)) else [weights])
            self.built = True

    def build(self, input_shape=None):
        self.embeddings = self.add_weight(shape=(self.input_dim, self.output_dim),
                                          initializer=self.embeddings_initializer, name="embeddings")
        self.built = True

    def call(self, inputs):
        i = n(inputs)
        if not ivy.is_int_dtype(ivy.dtype(i)):
            i = ivy.astype(i, ivy.int32)
        return wrap(ivy.gather(self.embeddings._data, i, axis=0))

    def compute_mask(self, inputs, mask=None):
        if not self.mask_zero:
            return None
        return wrap(ivy.not_equal(n(inputs), 0))

    def get_config(self):
        return {**super().get_config(), "input_dim": self.input_dim, "output_dim": self.output_dim,
                "embeddings_initializer": _ser(self.embeddings_initializer), "embeddings_regularizer": None,
                "activity_regularizer": None, "embeddings_constraint": None, "mask_zero": self.mask_zero}


class Dropout(Layer):
    def __init__(self, rate, noise_shape=None, seed=None, **kwargs):
        super().__init__(**kwargs)
        if not 0 <= rate <= 1:
            raise FrontendValueError(f"Invalid value received for argument `rate`. Expected a float value between 0 "
                                     f"and 1. Received: rate={rate}")
        self.rate, self.noise_shape, self.seed = rate, noise_shape, seed
        self.supports_masking = True

    def call(self, inputs, training=False):
        if not training or self.rate == 0:
            return wrap(n(inputs))
        from ...nn import dropout

        return dropout(inputs, self.rate, noise_shape=self.noise_shape, seed=self.seed)

    def get_config(self):
        return {**super().get_config(), "rate": self.rate, "seed": self.seed, "noise_shape": self.noise_shape}


class Flatten(Layer):
    def __init__(self, data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = _fmt(data_format)

    def call(self, inputs):
        a = n(inputs)
        if self.data_format == "channels_first" and len(a.shape) > 2:
            a = ivy.permute_dims(a, (0, *range(2, len(a.shape)), 1))
        return wrap(ivy.reshape(a, (a.shape[0], math.prod(a.shape[1:]))))

    def get_config(self):
        return {**super().get_config(), "data_format": self.data_format}


class Reshape(Layer):
    def __init__(self, target_shape, **kwargs):
        super().__init__(**kwargs)
        self.target_shape = tuple(target_shape)

    def call(self, inputs):
        a = n(inputs)
        return wrap(ivy.reshape(a, (a.shape[0], *self.target_shape)))

    def get_config(self):
        return {**super().get_config(), "target_shape": self.target_shape}


class Activation(Layer):
    def __init__(self, activation, **kwargs):
        super().__init__(**kwargs)
        self.activation = activations.get(activation)
        self.supports_masking = True

    def call(self, inputs):
        return self.activation(inputs)

    def get_config(self):
        return {**super().get_config(), "activation": activations.serialize(self.activation)}


class ReLU(Layer):
    def __init__(self, max_value=None, negative_slope=0.0, threshold=0.0, **kwargs):
        super().__init__(**kwargs)
        if max_value is not None and max_value < 0:
            raise FrontendValueError(f"max_value of a ReLU layer cannot be a negative value. Received: {max_value}")
        self.max_value, self.negative_slope, self.threshold = max_value, negative_slope, threshold
        self.supports_masking = True

    def call(self, inputs):
        return activations.relu(inputs, negative_slope=self.negative_slope, max_value=self.max_value,
                                threshold=self.threshold)

    def get_config(self):
        return {**super().get_config(), "max_value": self.max_value, "negative_slope": self.negative_slope,
                "threshold": self.threshold}


class Softmax(Layer):
    def __init__(self, axis=-1, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis
        self.supports_masking = True

    def call(self, inputs, mask=None):
        a = n(inputs)
        if mask is not None:
            m = ivy.astype(n(mask), ivy.dtype(a))
            a = ivy.add(a, ivy.multiply(ivy.subtract(1.0, m), -1e9 if ivy.dtype(a) != ivy.float16 else -3e4))
        ax = self.axis if isinstance(self.axis, int) else tuple(self.axis)
        if isinstance(ax, int):
            return wrap(ivy.softmax(a, axis=ax))
        return wrap(ivy.exp(ivy.subtract(a, ivy.logsumexp(a, axis=ax, keepdims=True))))

    def get_config(self):
        return {**super().get_config(), "axis": self.axis}


class _Pool(Layer):
    rank, kind = 2, "max"

    def __init__(self, pool_size=2, strides=None, padding="valid", data_format=None, name=None, **kwargs):
        super().__init__(name=name, **kwargs)
        k = self.rank
        self.pool_size = _tuple(pool_size, k, "pool_size")
        self.strides = _tuple(strides, k, "strides") if strides is not None else self.pool_size
        self.padding = str(padding).lower()
        if self.padding not in ("valid", "same"):
            raise FrontendValueError(f"Invalid padding: {padding}")
        self.data_format = _fmt(data_format)

    def call(self, inputs):
        k = self.rank
        cf = self.data_format == "channels_first"
        fmt = {1: "NCW", 2: "NCHW", 3: "NCDHW"}[k] if cf else {1: "NWC", 2: "NHWC", 3: "NDHWC"}[k]
        return wrap(_pool(self.kind, type(self).__name__, inputs, k, self.pool_size, self.strides,
                          self.padding.upper(), fmt))

    def get_config(self):
        return {**super().get_config(), "pool_size": self.pool_size, "padding": self.padding,
                "strides": self.strides, "data_format": self.data_format}


def _pool_cls(name, rank, kind, default):
    def __init__(self, pool_size=default, strides=None, padding="valid", data_format=None, name=None, **kwargs):
        _Pool.__init__(self, pool_size, strides, padding, data_format, name, **kwargs)

    return type(name, (_Pool,), {"rank": rank, "kind": kind, "__init__": __init__,
                                 "__doc__": f"``keras.layers.{name}``.", "__module__": __name__})


MaxPooling1D = _pool_cls("MaxPooling1D", 1, "max", 2)
MaxPooling2D = _pool_cls("MaxPooling2D", 2, "max", (2, 2))
MaxPooling3D = _pool_cls("MaxPooling3D", 3, "max", (2, 2, 2))
AveragePooling1D = _pool_cls("AveragePooling1D", 1, "avg", 2)
AveragePooling2D = _pool_cls("AveragePooling2D", 2, "avg", (2, 2))
AveragePooling3D = _pool_cls("AveragePooling3D", 3, "avg", (2, 2, 2))


class _GlobalPool(Layer):
    rank, kind = 2, "avg"

    def __init__(self, data_format=None, keepdims=False, **kwargs):
        super().__init__(**kwargs)
        self.data_format = _fmt(data_format)
        self.keepdims = keepdims

    def call(self, inputs):
        a = n(inputs)
        k = self.rank
        ax = tuple(range(2, 2 + k)) if self.data_format == "channels_first" else tuple(range(1, 1 + k))
        f = ivy.mean if self.kind == "avg" else ivy.max
        return wrap(f(a, axis=ax, keepdims=self.keepdims))

    def get_config(self):
        return {**super().get_config(), "data_format": self.data_format, "keepdims": self.keepdims}


def _gpool_cls(name, rank, kind):
    return type(name, (_GlobalPool,), {"rank": rank, "kind": kind, "__doc__": f"``keras.layers.{name}``.",
                                       "__module__": __name__})


GlobalAveragePooling1D = _gpool_cls("GlobalAveragePooling1D", 1, "avg")
GlobalAveragePooling2D = _gpool_cls("GlobalAveragePooling2D", 2, "avg")
GlobalAveragePooling3D = _gpool_cls("GlobalAveragePooling3D", 3, "avg")
GlobalMaxPooling1D = _gpool_cls("GlobalMaxPooling1D", 1, "max")
GlobalMaxPooling2D = _gpool_cls("GlobalMaxPooling2D", 2, "max")
GlobalMaxPooling3D = _gpool_cls("GlobalMaxPooling3D", 3, "max")

_ = nat  # re-exported helper of the package

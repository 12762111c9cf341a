"""``keras.initializers`` the layers use (by distribution: draws come from ``tf.random``):
``Zeros``, ``Ones``, ``Constant``, ``RandomUniform``, ``RandomNormal``, ``TruncatedNormal``,
``GlorotUniform``/``GlorotNormal``, ``HeUniform``/``HeNormal``, ``LecunUniform``/``LecunNormal``,
``Orthogonal``-free; ``get(identifier)`` reads Keras's names.

>>> from ivy_frontends.tensorflow.keras import initializers
>>> initializers.get("zeros")((2,)).numpy().tolist()
[0.0, 0.0]
"""

from __future__ import annotations

import math

import ivy

from ..._errors import FrontendValueError
from ..nn._common import ivy_dtype, nat, wrap

__all__ = ["Initializer", "Zeros", "Ones", "Constant", "RandomUniform", "RandomNormal", "TruncatedNormal",
           "VarianceScaling", "GlorotUniform", "GlorotNormal", "HeUniform", "HeNormal", "LecunUniform",
           "LecunNormal", "get", "serialize"]


def _fans(shape):
    if len(shape) == 0:
        return 1, 1
    if len(shape) == 1:
        return shape[0], shape[0]
    rf = math.prod(shape[:-2]) if len(shape) > 2 else 1
    return shape[-2] * rf, shape[-1] * rf


class Initializer:
    def __call__(self, shape, dtype=None):
        raise NotImplementedError

    def get_config(self):
        return {}

    @classmethod
    def from_config(cls, config):
        return cls(**config)


class Zeros(Initializer):
    def __call__(self, shape, dtype=None):
        return wrap(nat(ivy.zeros(tuple(shape), dtype=ivy_dtype(dtype or "float32"))))


class Ones(Initializer):
    def __call__(self, shape, dtype=None):
        return wrap(nat(ivy.ones(tuple(shape), dtype=ivy_dtype(dtype or "float32"))))


class Constant(Initializer):
    def __init__(self, value=0.0):
        self.value = value

    def __call__(self, shape, dtype=None):
        return wrap(nat(ivy.full(tuple(shape), float(self.value), dtype=ivy_dtype(dtype or "float32"))))

    def get_config(self):
        return {"value": self.value}


class RandomUniform(Initializer):
    def __init__(self, minval=-0.05, maxval=0.05, seed=None):
        self.minval, self.maxval, self.seed = minval, maxval, seed

    def __call__(self, shape, dtype=None):
        from .. import random

        return random.uniform(tuple(shape), self.minval, self.maxval, dtype=dtype or "float32", seed=self.seed)

    def get_config(self):
        return {"minval": self.minval, "maxval": self.maxval, "seed": self.seed}


class RandomNormal(Initializer):
    def __init__(self, mean=0.0, stddev=0.05, seed=None):
        self.mean, self.stddev, self.seed = mean, stddev, seed

    def __call__(self, shape, dtype=None):
        from .. import random

        return random.normal(tuple(shape), self.mean, self.stddev, dtype=dtype or "float32", seed=self.seed)

    def get_config(self):
        return {"mean": self.mean, "stddev": self.stddev, "seed": self.seed}


class TruncatedNormal(RandomNormal):
    def __call__(self, shape, dtype=None):
        from .. import random

        return random.truncated_normal(tuple(shape), self.mean, self.stddev, dtype=dtype or "float32",
                                       seed=self.seed)


class VarianceScaling(Initializer):
    def __init__(self, scale=1.0, mode="fan_in", distribution="truncated_normal", seed=None):
        if mode not in ("fan_in", "fan_out", "fan_avg"):
            raise FrontendValueError(f"Invalid `mode` argument: {mode}")
        if distribution not in ("truncated_normal", "untruncated_normal", "uniform"):
            raise FrontendValueError(f"Invalid `distribution` argument: {distribution}")
        self.scale, self.mode, self.distribution, self.seed = scale, mode, distribution, seed

    def __call__(self, shape, dtype=None):
        from .. import random

        fi, fo = _fans(tuple(shape))
        denom = {"fan_in": fi, "fan_out": fo, "fan_avg": (fi + fo) / 2.0}[self.mode]
        s = self.scale / max(1.0, denom)
        d = dtype or "float32"
        if self.distribution == "uniform":
            lim = math.sqrt(3.0 * s)
            return random.uniform(tuple(shape), -lim, lim, dtype=d, seed=self.seed)
        if self.distribution == "untruncated_normal":
            return random.normal(tuple(shape), 0.0, math.sqrt(s), dtype=d, seed=self.seed)
        return random.truncated_normal(tuple(shape), 0.0, math.sqrt(s) / 0.87962566103423978, dtype=d,
                                       seed=self.seed)

    def get_config(self):
        return {"scale": self.scale, "mode": self.mode, "distribution": self.distribution, "seed": self.seed}


def _vs(name, scale, mode, dist):
    def __init__(self, seed=None):
        VarianceScaling.__init__(self, scale, mode, dist, seed)

    def get_config(self):
        return {"seed": self.seed}

    return type(name, (VarianceScaling,), {"__init__": __init__, "get_config": get_config,
                                           "__doc__": f"``keras.initializers.{name}``."})


GlorotUniform = _vs("GlorotUniform", 1.0, "fan_avg", "uniform")
GlorotNormal = _vs("GlorotNormal", 1.0, "fan_avg", "truncated_normal")
HeUniform = _vs("HeUniform", 2.0, "fan_in", "uniform")
HeNormal = _vs("HeNormal", 2.0, "fan_in", "truncated_normal")
LecunUniform = _vs("LecunUniform", 1.0, "fan_in", "uniform")
LecunNormal = _vs("LecunNormal", 1.0, "fan_in", "truncated_normal")

_BY_NAME = {"zeros": Zeros, "ones": Ones, "constant": Constant, "uniform": RandomUniform,
            "random_uniform": RandomUniform, "normal": RandomNormal, "random_normal": RandomNormal,
            "truncated_normal": TruncatedNormal, "glorot_uniform": GlorotUniform, "glorot_normal": GlorotNormal,
            "he_uniform": HeUniform, "he_normal": HeNormal, "lecun_uniform": LecunUniform,
            "lecun_normal": LecunNormal, "variance_scaling": VarianceScaling}
for _c in (Zeros, Ones, Constant, RandomUniform, RandomNormal, TruncatedNormal, VarianceScaling, GlorotUniform,
           GlorotNormal, HeUniform, HeNormal, LecunUniform, LecunNormal):
    _BY_NAME[_c.__name__] = _c


def get(identifier):
    """An initializer from a name (``"glorot_uniform"``), a config dict, an instance or a callable."""
    if identifier is None:
        return None
    if isinstance(identifier, Initializer) or callable(identifier) and not isinstance(identifier, type):
        return identifier
    if isinstance(identifier, type) and issubclass(identifier, Initializer):
        return identifier()
    if isinstance(identifier, dict):
        return _BY_NAME[identifier["class_name"]](**identifier.get("config", {}))
    if isinstance(identifier, str) and identifier in _BY_NAME:
        return _BY_NAME[identifier]()
    raise FrontendValueError(f"Could not interpret initializer identifier: {identifier!r}")


def serialize(initializer):
    """Keras's serialized form of an initializer (the dict ``get_config`` of a layer holds)."""
    if initializer is None:
        return None
    return {"module": "keras.initializers", "class_name": type(initializer).__name__,
            "config": initializer.get_config(), "registered_name": None}

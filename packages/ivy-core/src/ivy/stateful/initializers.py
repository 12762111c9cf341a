"""Initializers: how a layer's variables get their first values.

Names, arguments and the ``create_variables(var_shape, device, fan_out=None,
fan_in=None, dtype=None)`` method follow Ivy's published API. ivy adds a
``backend=`` keyword (the backend the variables are created on; default: the
set backend, else the default one).

Variables are plain arrays (``ivy.Array``), never framework variables: ivy's
stateful API is functional, gradients are taken with
:func:`ivy.execute_with_gradients` on the module's ``v`` Container.

>>> import ivy
>>> w = ivy.GlorotUniform().create_variables((3, 2), None, 3, 2)
>>> w.shape
(3, 2)
"""

from __future__ import annotations

import math

from ..errors import InvalidArgumentError

__all__ = [
    "Initializer", "Constant", "Zeros", "Ones", "Uniform", "GlorotUniform", "FirstLayerSiren", "Siren",
    "KaimingNormal", "RandomNormal",
]

_FAN_MODES = ("fan_in", "fan_out", "fan_sum", "fan_avg")


def _shape(var_shape):
    if isinstance(var_shape, int):
        return (var_shape,)
    return tuple(int(s) for s in var_shape)


def _fan(mode, fan_out, fan_in, who):
    if mode == "fan_in":
        if fan_in is None:
            raise InvalidArgumentError(f"{who}: fan_in (the input channels) must be given for fan_mode='fan_in'")
        return fan_in
    if mode == "fan_out":
        if fan_out is None:
            raise InvalidArgumentError(f"{who}: fan_out (the output channels) must be given for fan_mode='fan_out'")
        return fan_out
    if fan_in is None or fan_out is None:
        raise InvalidArgumentError(f"{who}: fan_in and fan_out must both be given for fan_mode={mode!r}")
    return fan_in + fan_out if mode == "fan_sum" else (fan_in + fan_out) / 2


def _check_mode(mode, who):
    if mode not in _FAN_MODES:
        raise InvalidArgumentError(f"{who}: fan_mode must be one of {list(_FAN_MODES)}, got {mode!r}")


class Initializer:
    """Base class: ``create_variables`` returns the array of a new variable."""

    def __new__(cls, *args, **kwargs):
        # the constructor's arguments, as JSON: a module given this initializer can be saved with
        # them (ivy._persist) and constructed again by Module.load
        from .._persist import record

        self = super().__new__(cls)
        self.__dict__["_ivy_init"] = record(cls, args, kwargs)
        return self

    def create_variables(self, var_shape, device=None, fan_out=None, fan_in=None, dtype=None, *, backend=None):
        raise NotImplementedError

    def __repr__(self):
        return f"ivy.{type(self).__name__}()"


class Constant(Initializer):
    """Every value ``constant``.

    >>> ivy.Constant(0.5).create_variables((2,), None)
    ivy.array([0.5, 0.5], dtype=float32, backend=numpy)
    """

    def __init__(self, constant: float):
        self._constant = constant

    def create_variables(self, var_shape, device=None, fan_out=None, fan_in=None, dtype=None, *, backend=None):
        import ivy

        return ivy.full(_shape(var_shape), self._constant, dtype=dtype, device=device, backend=backend)

    def __repr__(self):
        return f"ivy.Constant({self._constant!r})"


class Zeros(Constant):
    """Every value ``0.0``."""

    def __init__(self):
        super().__init__(0.0)

    def __repr__(self):
        return "ivy.Zeros()"


class Ones(Constant):
    """Every value ``1.0``."""

    def __init__(self):
        super().__init__(1.0)

    def __repr__(self):
        return "ivy.Ones()"


class Uniform(Initializer):
    """Uniform on ``[-wlim, wlim]`` with ``wlim = gain * (numerator / fan) ** power``.

    ``fan_mode``: ``"fan_in"``, ``"fan_out"``, ``"fan_sum"`` (in + out) or
    ``"fan_avg"`` (their mean).

    >>> ivy.Uniform(6, "fan_sum", 0.5, 1).create_variables((4, 4), None, 4, 4).shape
    (4, 4)
    """

    def __init__(self, numerator, fan_mode, power, gain):
        _check_mode(fan_mode, type(self).__name__)
        self._numerator = numerator
        self._fan_mode = fan_mode
        self._power = power
        self._gain = gain

    def limit(self, fan_out=None, fan_in=None):
        """The bound ``wlim`` for these fans."""
        fan = _fan(self._fan_mode, fan_out, fan_in, f"ivy.{type(self).__name__}")
        return ((self._numerator / fan) ** self._power) * self._gain

    def create_variables(self, var_shape, device=None, fan_out=None, fan_in=None, dtype=None, *, backend=None):
        import ivy

        wlim = self.limit(fan_out, fan_in)
        return ivy.random_uniform(low=-wlim, high=wlim, shape=_shape(var_shape), device=device, dtype=dtype,
                                  backend=backend)


class GlorotUniform(Uniform):
    """Glorot (Xavier) uniform: ``limit = sqrt(6 / (fan_in + fan_out))``."""

    def __init__(self):
        super().__init__(numerator=6, fan_mode="fan_sum", power=0.5, gain=1)

    def __repr__(self):
        return "ivy.GlorotUniform()"


class FirstLayerSiren(Uniform):
    """SIREN's first layer: ``limit = 1 / fan_in``."""

    def __init__(self):
        super().__init__(numerator=1, fan_mode="fan_in", power=1, gain=1)

    def __repr__(self):
        return "ivy.FirstLayerSiren()"


class Siren(Uniform):
    """SIREN's hidden layers: ``limit = sqrt(6 / fan_in) / w0``."""

    def __init__(self, w0=30):
        self._w0 = w0
        super().__init__(numerator=6, fan_mode="fan_in", power=0.5, gain=1 / w0)

    def __repr__(self):
        return f"ivy.Siren(w0={self._w0!r})"


class KaimingNormal(Initializer):
    """Kaiming (He) normal: mean ``mean``, std ``sqrt(2 / ((1 + negative_slope**2) * fan))``.

    >>> ivy.KaimingNormal().create_variables((8, 4), None, 8, 4).shape
    (8, 4)
    """

    def __init__(self, mean=0, fan_mode="fan_in"):
        _check_mode(fan_mode, "KaimingNormal")
        self._mean = mean
        self._fan_mode = fan_mode

    def std(self, fan_out=None, fan_in=None, negative_slope=0.0):
        fan = _fan(self._fan_mode, fan_out, fan_in, "ivy.KaimingNormal")
        return math.sqrt(2 / ((1 + negative_slope**2) * fan))

    def create_variables(self, var_shape, device=None, fan_out=None, fan_in=None, negative_slope=0.0, dtype=None, *,
                         backend=None):
        import ivy

        std = self.std(fan_out, fan_in, negative_slope)
        return ivy.random_normal(mean=self._mean, std=std, shape=_shape(var_shape), device=device, dtype=dtype,
                                 backend=backend)

    def __repr__(self):
        return f"ivy.KaimingNormal(mean={self._mean!r}, fan_mode={self._fan_mode!r})"


class RandomNormal(Initializer):
    """Normal with mean ``mean`` and standard deviation ``stddev`` (``seed`` for reproducibility)."""

    def __init__(self, mean=0.0, stddev=0.05, seed=None):
        self._mean = mean
        self._stddev = stddev
        self._seed = seed

    def create_variables(self, var_shape=None, device=None, fan_out=None, fan_in=None, dtype=None, *, backend=None):
        import ivy

        kw = {} if self._seed is None else {"seed": self._seed}
        return ivy.random_normal(mean=self._mean, std=self._stddev, shape=_shape(var_shape), device=device,
                                 dtype=dtype, backend=backend, **kw)

"""Ivy 1.0's small classes of its top-level namespace: ``Device``, ``Shape``, ``NativeShape``,
and the current backend's native classes and dtypes by name (``ivy.NativeArray``,
``ivy.NativeDtype``, ``ivy.NativeDevice``, ``ivy.native_float32``, ...; read from the backend
set now, else the default one, each time they are looked up).

>>> ivy.Shape(2, 3), ivy.Shape((2, 3)) == (2, 3)
(ivy.Shape(2, 3), True)
>>> ivy.Device("cpu") == "cpu"
True
"""

from __future__ import annotations

import math

from . import _dispatch as _d
from . import dtypes as _dt
from .errors import InvalidArgumentError

__all__ = ["Device", "Shape", "NativeShape"]


class Device(str):
    """A device string (``"cpu"``, ``"gpu:0"``, ``"tpu:1"``), Ivy 1.0's ``ivy.Device``: a ``str``
    usable wherever ivy takes a device.

    >>> ivy.Device("gpu:1")
    'gpu:1'
    """

    def __new__(cls, dev_str):
        if isinstance(dev_str, Device):
            return dev_str
        if not isinstance(dev_str, str):
            from .device import as_ivy_dev

            dev_str = as_ivy_dev(dev_str)
        name, _, index = dev_str.partition(":")
        if name not in ("cpu", "gpu", "tpu") or (index and not index.isdigit()):
            raise InvalidArgumentError(f"ivy.Device: {dev_str!r} is not a device; write 'cpu', 'gpu:0' or 'tpu:0'")
        return str.__new__(cls, dev_str)


class Shape(tuple):
    """An array's shape, Ivy 1.0's ``ivy.Shape``: a tuple of sizes, built from sizes or a sequence
    (``ivy.Shape(2, 3)``, ``ivy.Shape((2, 3))``, ``ivy.Shape(x.shape)``); ``None`` is an unknown size.

    >>> s = ivy.Shape((2, 3))
    >>> s.rank, s.numel(), s.as_list(), s[1:]
    (2, 6, [2, 3], ivy.Shape(3))
    """

    def __new__(cls, *shape):
        if len(shape) == 1 and not isinstance(shape[0], int):
            shape = () if shape[0] is None else shape[0]
        try:
            sizes = tuple(None if s is None else int(s) for s in shape)
        except (TypeError, ValueError):
            raise InvalidArgumentError(f"ivy.Shape takes sizes (ints or None), got {shape!r}") from None
        return tuple.__new__(cls, sizes)

    def __repr__(self):
        return f"ivy.Shape({', '.join(map(repr, self))})"

    __str__ = __repr__

    def __getitem__(self, key):
        r = tuple.__getitem__(self, key)
        return Shape(r) if isinstance(key, slice) else r

    def __add__(self, other):
        return Shape(tuple(self) + tuple(other))

    def __radd__(self, other):
        return Shape(tuple(other) + tuple(self))

    @property
    def rank(self):
        """The number of dimensions."""
        return len(self)

    def as_list(self):
        """The sizes as a list."""
        return list(self)

    def numel(self):
        """The number of elements (None if a size is unknown)."""
        if None in self:
            return None
        return math.prod(self)

    def is_fully_defined(self):
        """Whether every size is known."""
        return None not in self

    def assert_has_rank(self, rank):
        """Raise :class:`ivy.ShapeError` unless the shape has ``rank`` dimensions."""
        if len(self) != rank:
            from .errors import ShapeError

            raise ShapeError(f"shape {self} has rank {len(self)}, not {rank}")


# The native shape class: every backend's shapes are tuples (torch.Size subclasses tuple).
NativeShape = tuple


def _current():
    b = _d._state.backend
    return (b if b is not None else _d.default_backend()).load()


def native_name(name):
    """``ivy.NativeArray`` / ``NativeDtype`` / ``NativeDevice`` / ``native_<dtype>``: the current
    backend's class or native dtype; None for other names."""
    if name.startswith("native_") and name[7:] in _dt._BY_NAME:
        return _current().native_dtype(_dt._BY_NAME[name[7:]])
    if name == "NativeArray":
        b = _current()
        return type(b.zeros((), dtype=b.native_dtype(_dt.float32)))
    if name == "NativeDtype":
        return type(_current().native_dtype(_dt.float32))
    if name == "NativeDevice":
        return type(_current().native_device("cpu"))
    return None

"""TensorFlow's dtypes: ``tf.DType`` objects (``tf.float32``, ...) and ``tf.dtypes.as_dtype``.

Each DType stands for one ivy dtype (``_ivy``); TF's dtypes ivy cannot hold (``string``,
quantized types, ``resource``, ``variant``) exist as names and raise ``ivy.UnsupportedDtypeError``
when a tensor of them is asked for.

>>> import ivy_frontends.tensorflow as tf
>>> tf.float32, tf.float32.is_floating, tf.int32.max, tf.as_dtype("float64") is tf.float64
(tf.float32, True, 2147483647, True)
"""

from __future__ import annotations

import ivy

from .._dtype_map import DtypeMap
from .errors import FrontendTypeError

__all__ = ["DType", "as_dtype"]

_FMAX = {"float16": 65504.0, "bfloat16": 3.3895313892515355e38, "float32": 3.4028234663852886e38,
         "float64": 1.7976931348623157e308}


class DType:
    """A TensorFlow dtype (singletons: compare with ``==`` or ``is``; ``== "float32"`` works too)."""

    __slots__ = ("_name", "_ivy", "_enum", "_kind", "_size", "__weakref__")

    def __init__(self, name, idt, enum, kind, size):
        self._name, self._ivy, self._enum, self._kind, self._size = name, idt, enum, kind, size

    name = property(lambda self: self._name)
    as_datatype_enum = property(lambda self: self._enum)
    size = property(lambda self: self._size)
    is_floating = property(lambda self: self._kind == "f")
    is_integer = property(lambda self: self._kind in "iu" and not self.is_quantized)
    is_unsigned = property(lambda self: self._kind == "u")
    is_complex = property(lambda self: self._kind == "c")
    is_bool = property(lambda self: self._kind == "b")
    is_quantized = property(lambda self: self._name.startswith(("qint", "quint")))
    is_numeric = property(lambda self: self._kind in "iufc")
    base_dtype = property(lambda self: self)
    real_dtype = property(lambda self: _REAL.get(self, self))

    @property
    def as_numpy_dtype(self):
        """The NumPy scalar type (NumPy must be installed)."""
        import numpy

        return {"bfloat16": numpy.float32}.get(self._name, None) or getattr(numpy, self._name)

    @property
    def min(self):
        """The lowest value of this dtype."""
        return -_FMAX[self._name] if self._kind == "f" else self._limits()[0]

    @property
    def max(self):
        """The highest value of this dtype."""
        return _FMAX[self._name] if self._kind == "f" else self._limits()[1]

    @property
    def limits(self):
        return (self.min, self.max)

    def _limits(self):
        if self._kind not in "iu":
            raise FrontendTypeError(f"Cannot find minimum value of {self!r}.")
        bits = self._size * 8
        return (0, 2**bits - 1) if self._kind == "u" else (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1)

    def is_compatible_with(self, other):
        return self is as_dtype(other)

    def __eq__(self, other):
        if other is self:
            return True
        if other is None:
            return False
        try:
            return as_dtype(other) is self
        except (TypeError, ivy.IvyError):
            return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return self._enum

    def __repr__(self):
        return f"tf.{self._name}"

    def __reduce__(self):
        return (as_dtype, (self._name,))


def _mk(name, idt, enum, kind, size):
    return DType(name, idt, enum, kind, size)


float16 = _mk("float16", ivy.float16, 19, "f", 2)
bfloat16 = _mk("bfloat16", ivy.bfloat16, 14, "f", 2)
float32 = _mk("float32", ivy.float32, 1, "f", 4)
float64 = _mk("float64", ivy.float64, 2, "f", 8)
int8 = _mk("int8", ivy.int8, 6, "i", 1)
int16 = _mk("int16", ivy.int16, 5, "i", 2)
int32 = _mk("int32", ivy.int32, 3, "i", 4)
int64 = _mk("int64", ivy.int64, 9, "i", 8)
uint8 = _mk("uint8", ivy.uint8, 4, "u", 1)
uint16 = _mk("uint16", ivy.uint16, 17, "u", 2)
uint32 = _mk("uint32", ivy.uint32, 22, "u", 4)
uint64 = _mk("uint64", ivy.uint64, 23, "u", 8)
bool = _mk("bool", ivy.bool, 10, "b", 1)  # noqa: A001 - TF's name
complex64 = _mk("complex64", ivy.complex64, 8, "c", 8)
complex128 = _mk("complex128", ivy.complex128, 18, "c", 16)
string = _mk("string", None, 7, "s", 8)
qint8 = _mk("qint8", None, 11, "i", 1)
quint8 = _mk("quint8", None, 12, "u", 1)
qint16 = _mk("qint16", None, 15, "i", 2)
quint16 = _mk("quint16", None, 16, "u", 2)
qint32 = _mk("qint32", None, 13, "i", 4)
resource = _mk("resource", None, 20, "r", 8)
variant = _mk("variant", None, 21, "v", 8)
half, double = float16, float64

ALL = (float16, bfloat16, float32, float64, int8, int16, int32, int64, uint8, uint16, uint32, uint64, bool,
       complex64, complex128, string, qint8, quint8, qint16, quint16, qint32, resource, variant)
SUPPORTED = tuple(d for d in ALL if d._ivy is not None)
_BY_NAME = {d._name: d for d in ALL}
_BY_NAME.update(half=float16, double=float64, float=float32)
_BY_ENUM = {d._enum: d for d in ALL}
_REAL = {complex64: float32, complex128: float64}


def _unsupported(d):
    return ivy.UnsupportedDtypeError(f"ivy_frontends.tensorflow: ivy has no dtype {d}")


MAP = DtypeMap([(d, d._ivy) for d in SUPPORTED], _unsupported)
BY_IVY = MAP.by_ivy
dtype_of = MAP.of_native_array


def as_dtype(type_value):
    """The ``tf.DType`` of ``type_value``: a DType, a name (``"float32"``), a datatype enum, a
    Python type (``float`` -> float32, ``int`` -> int32, as TF's ``as_dtype``), an ivy dtype, a
    NumPy dtype or a native framework dtype.

    >>> import ivy_frontends.tensorflow as tf
    >>> tf.as_dtype("int64")
    tf.int64
    """
    c = type_value.__class__
    if c is DType:
        return type_value
    if c is str:
        d = _BY_NAME.get(type_value[3:] if type_value.startswith("tf.") else type_value)
        if d is not None:
            return d
    elif c is int:
        d = _BY_ENUM.get(type_value)
        if d is not None:
            return d
    else:
        import builtins

        py = {builtins.float: float32, builtins.int: int32, builtins.bool: bool, builtins.complex: complex128,
              builtins.str: string, builtins.bytes: string}
        if type_value in py:
            return py[type_value]
        if isinstance(type_value, ivy.Dtype):
            return BY_IVY[type_value]
        nm = getattr(type_value, "name", None) or getattr(type_value, "__name__", None)
        if isinstance(nm, str) and nm in _BY_NAME:  # numpy/torch/jax/tf dtype objects and scalar types
            return _BY_NAME[nm]
        try:  # a native dtype of some backend
            return BY_IVY[ivy.as_ivy_dtype(type_value)]
        except Exception:
            pass
    raise FrontendTypeError(f"Cannot convert the argument `type_value`: {type_value!r} to a TensorFlow DType.")


def to_ivy(d):
    """The ivy dtype of TF dtype-like ``d`` (None stays None)."""
    if d is None:
        return None
    if d.__class__ is not DType:
        d = as_dtype(d)
    if d._ivy is None:
        raise _unsupported(d)
    return d._ivy

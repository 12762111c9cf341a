"""NumPy's dtype objects and scalar types: ``np.dtype('float32')``, ``np.float32(1.5)``, ``np.int64``.

- :class:`dtype` has one canonical instance per dtype ivy holds (bool, the signed and unsigned
  integers of 8 to 64 bits, float16/32/64, complex64/128), with NumPy's attributes (``name``,
  ``kind``, ``char``, ``num``, ``itemsize``, ``str``, ``type``, ...). ``np.dtype(x)`` takes what
  NumPy takes: a dtype, a scalar type, a Python type (``float`` is float64), a name or type code
  (``'f4'``, ``'<i8'``, ``'d'``, ``'complex'``), a real NumPy dtype or an ivy dtype.
- The scalar types form NumPy's hierarchy (``generic`` > ``number`` > ``integer`` >
  ``signedinteger`` > ``int8`` ...; ``float64`` is also a Python ``float`` and ``complex128`` a
  Python ``complex``, as in NumPy). A scalar holds its value as a Python number rounded to its
  dtype; 0-d results of the frontend's functions are scalars, as NumPy's are. Their arithmetic,
  methods and printing are bound in :mod:`._scalars`.
- Types ivy cannot hold (``longdouble``, ``object_``, ``str_``, ``datetime64``, ...) exist as
  names; making a scalar or an array of them raises ``ivy.UnsupportedDtypeError``.

>>> import ivy_frontends.numpy as np
>>> np.dtype('f4'), np.dtype(float).itemsize, np.float32(1.5) + 1
(dtype('float32'), 8, np.float32(2.5))
"""

from __future__ import annotations

import math
import struct

import ivy

from .._dtype_map import DtypeMap
from .._errors import FrontendTypeError

_new = object.__new__


class _NoValueType:
    """NumPy's ``<no value>`` default (an argument the caller did not pass)."""

    __slots__ = ()
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = _new(cls)
        return cls._instance

    def __repr__(self):
        return "<no value>"

    def __reduce__(self):
        return (_NoValueType, ())


_NoValue = _NoValueType()


# ------------------------------------------------------------------ scalar type hierarchy

class generic:
    """Base class of NumPy's scalar types (abstract: ``np.generic(1)`` raises)."""

    __slots__ = ()
    _dtype = None  # the concrete types' dtype

    def __new__(cls, *args, **kwargs):
        if cls._dtype is None:
            raise FrontendTypeError(f"cannot create 'numpy.{cls.__name__}' instances")
        from . import _scalars

        return _scalars.construct(cls, *args, **kwargs)


class number(generic):
    """Abstract base of the numeric scalar types."""

    __slots__ = ()


class integer(number):
    """Abstract base of the integer scalar types."""

    __slots__ = ()

    def is_integer(self):
        return True


class signedinteger(integer):
    __slots__ = ()


class unsignedinteger(integer):
    __slots__ = ()


class inexact(number):
    """Abstract base of the floating and complex scalar types."""

    __slots__ = ()


class floating(inexact):
    __slots__ = ()


class complexfloating(inexact):
    __slots__ = ()


class flexible(generic):
    __slots__ = ()


class character(flexible):
    __slots__ = ()


def _scalar_class(name, base, pybase=None):
    bases = (base,) if pybase is None else (base, pybase)
    ns = {"__slots__": () if pybase is not None else ("_v",), "__module__": "numpy",
          "__qualname__": name, "__doc__": f"NumPy's ``{name}`` scalar type."}
    return type(name, bases, ns)


bool_ = _scalar_class("bool", generic)
int8 = _scalar_class("int8", signedinteger)
int16 = _scalar_class("int16", signedinteger)
int32 = _scalar_class("int32", signedinteger)
int64 = _scalar_class("int64", signedinteger)
uint8 = _scalar_class("uint8", unsignedinteger)
uint16 = _scalar_class("uint16", unsignedinteger)
uint32 = _scalar_class("uint32", unsignedinteger)
uint64 = _scalar_class("uint64", unsignedinteger)
float16 = _scalar_class("float16", floating)
float32 = _scalar_class("float32", floating)
float64 = _scalar_class("float64", floating, float)
complex64 = _scalar_class("complex64", complexfloating)
complex128 = _scalar_class("complex128", complexfloating, complex)


def _unsupported_class(name, base):
    def __new__(cls, *args, **kwargs):
        raise ivy.UnsupportedDtypeError(
            f"numpy.{name} is not supported by ivy_frontends.numpy: ivy's arrays hold bool, (u)int8-64, "
            "float16/32/64 and complex64/128")

    return type(name, (base,), {"__slots__": (), "__module__": "numpy", "__new__": __new__,
                                "__doc__": f"NumPy's ``{name}`` (not supported: no ivy dtype holds it)."})


longdouble = _unsupported_class("longdouble", floating)
clongdouble = _unsupported_class("clongdouble", complexfloating)
object_ = _unsupported_class("object_", generic)
str_ = _unsupported_class("str_", character)
bytes_ = _unsupported_class("bytes_", character)
void = _unsupported_class("void", flexible)
datetime64 = _unsupported_class("datetime64", generic)
timedelta64 = _unsupported_class("timedelta64", signedinteger)

# ------------------------------------------------------------------ dtype


class dtype:
    """NumPy's data type object; ``np.dtype(x)`` returns the canonical instance for ``x``."""

    __slots__ = ("_ivy", "name", "kind", "char", "num", "itemsize", "type", "str", "_cat", "_bits", "__weakref__")

    def __new__(cls, dtype, align=False, copy=False, metadata=None):
        if metadata:
            raise FrontendTypeError("dtype metadata is not supported by ivy_frontends.numpy")
        return as_dtype(dtype)

    def __reduce__(self):
        return (dtype, (self.name,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __repr__(self):
        return f"dtype('{self.name}')"

    def __str__(self):
        return self.name

    def __hash__(self):
        return hash(("ivy_frontends.numpy.dtype", self.name))

    def __eq__(self, other):
        if other.__class__ is dtype:
            return self is other
        if other is None:
            return False
        try:
            return as_dtype(other) is self
        except Exception:  # noqa: BLE001 - NumPy's ``==`` is False for what is not a dtype
            return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        from ._promotion import can_cast

        o = as_dtype(other)
        return self is not o and can_cast(self, o, "safe")

    def __le__(self, other):
        from ._promotion import can_cast

        return can_cast(self, as_dtype(other), "safe")

    def __gt__(self, other):
        return as_dtype(other) < self

    def __ge__(self, other):
        return as_dtype(other) <= self

    def __len__(self):
        return 0

    byteorder = property(lambda self: "|" if self.itemsize == 1 or self.kind == "b" else "=")
    alignment = property(lambda self: self.itemsize // 2 if self.kind == "c" else self.itemsize)
    descr = property(lambda self: [("", self.str)])
    base = property(lambda self: self)
    shape = ()
    ndim = 0
    subdtype = None
    names = None
    fields = None
    metadata = None
    hasobject = False
    flags = 0
    isbuiltin = 1
    isnative = True
    isalignedstruct = False
    char_ = None

    def newbyteorder(self, new_order="S"):
        if new_order in ("=", "|", "N", "native", "<", "little", "L"):
            return self
        raise ivy.UnsupportedDtypeError("non-native byte orders are not supported by ivy_frontends.numpy")


def _make_dtype(name, idt, kind, char, num, itemsize, stype, cat):
    d = _new(dtype)
    d._ivy = idt
    d.name = name
    d.kind = kind
    d.char = char
    d.num = num
    d.itemsize = itemsize
    d.type = stype
    d.str = ("|" if itemsize == 1 or kind == "b" else "<") + ("b" if kind == "b" else kind) + str(itemsize)
    d._cat = cat
    d._bits = itemsize * 8
    stype._dtype = d
    return d


_BOOL = _make_dtype("bool", ivy.bool, "b", "?", 0, 1, bool_, 0)
_I8 = _make_dtype("int8", ivy.int8, "i", "b", 1, 1, int8, 1)
_U8 = _make_dtype("uint8", ivy.uint8, "u", "B", 2, 1, uint8, 1)
_I16 = _make_dtype("int16", ivy.int16, "i", "h", 3, 2, int16, 1)
_U16 = _make_dtype("uint16", ivy.uint16, "u", "H", 4, 2, uint16, 1)
_I32 = _make_dtype("int32", ivy.int32, "i", "i", 5, 4, int32, 1)
_U32 = _make_dtype("uint32", ivy.uint32, "u", "I", 6, 4, uint32, 1)
_I64 = _make_dtype("int64", ivy.int64, "i", "l", 7, 8, int64, 1)
_U64 = _make_dtype("uint64", ivy.uint64, "u", "L", 8, 8, uint64, 1)
_F16 = _make_dtype("float16", ivy.float16, "f", "e", 23, 2, float16, 2)
_F32 = _make_dtype("float32", ivy.float32, "f", "f", 11, 4, float32, 2)
_F64 = _make_dtype("float64", ivy.float64, "f", "d", 12, 8, float64, 2)
_C64 = _make_dtype("complex64", ivy.complex64, "c", "F", 14, 8, complex64, 3)
_C128 = _make_dtype("complex128", ivy.complex128, "c", "D", 15, 16, complex128, 3)


class _BF16Type(floating):
    """bfloat16, which NumPy lacks: only for arrays a backend (torch, JAX, TensorFlow) holds in it."""

    __slots__ = ("_v",)
    __module__ = "ml_dtypes"


_BF16 = _make_dtype("bfloat16", ivy.bfloat16, "V", "E", 256, 2, _BF16Type, 2)
_BF16.str = "<V2"

ALL = (_BOOL, _I8, _U8, _I16, _U16, _I32, _U32, _I64, _U64, _F16, _F32, _F64, _C64, _C128)
NUMERIC = ALL[1:]
BY_NAME = {d.name: d for d in ALL}
BY_IVY = {d._ivy: d for d in ALL + (_BF16,)}
MAP = DtypeMap([(d, d._ivy) for d in ALL + (_BF16,)], ivy.UnsupportedDtypeError)
dtype_of_native = MAP.of_native_array

# the type codes and spellings NumPy accepts (x86-64 Linux: long is 64 bits)
_ALIASES = {
    "?": _BOOL, "b1": _BOOL, "bool": _BOOL, "bool_": _BOOL, "bool8": _BOOL,
    "b": _I8, "i1": _I8, "int8": _I8, "byte": _I8,
    "B": _U8, "u1": _U8, "uint8": _U8, "ubyte": _U8,
    "h": _I16, "i2": _I16, "int16": _I16, "short": _I16,
    "H": _U16, "u2": _U16, "uint16": _U16, "ushort": _U16,
    "i": _I32, "i4": _I32, "int32": _I32, "intc": _I32,
    "I": _U32, "u4": _U32, "uint32": _U32, "uintc": _U32,
    "l": _I64, "q": _I64, "p": _I64, "n": _I64, "i8": _I64, "int64": _I64, "int": _I64, "int_": _I64,
    "intp": _I64, "long": _I64, "longlong": _I64,
    "L": _U64, "Q": _U64, "P": _U64, "N": _U64, "u8": _U64, "uint64": _U64, "uint": _U64, "uintp": _U64,
    "ulong": _U64, "ulonglong": _U64,
    "e": _F16, "f2": _F16, "float16": _F16, "half": _F16,
    "f": _F32, "f4": _F32, "float32": _F32, "single": _F32,
    "d": _F64, "f8": _F64, "float64": _F64, "float": _F64, "double": _F64,
    "F": _C64, "c8": _C64, "complex64": _C64, "csingle": _C64,
    "D": _C128, "c16": _C128, "complex128": _C128, "complex": _C128, "cdouble": _C128,
}
_UNSUPPORTED_CODES = {
    "g": "longdouble", "f16": "longdouble", "float128": "longdouble", "longdouble": "longdouble",
    "G": "clongdouble", "c32": "clongdouble", "complex256": "clongdouble", "clongdouble": "clongdouble",
    "O": "object", "object": "object", "object_": "object", "U": "str", "str": "str", "S": "bytes",
    "bytes": "bytes", "a": "bytes", "V": "void", "void": "void", "M": "datetime64", "m": "timedelta64",
    "datetime64": "datetime64", "timedelta64": "timedelta64", "T": "StringDType",
}
_PY_TYPES = {bool: _BOOL, int: _I64, float: _F64, complex: _C128}


def _unsupported(what):
    return ivy.UnsupportedDtypeError(
        f"data type {what!r} is not supported by ivy_frontends.numpy: ivy's arrays hold bool, (u)int8-64, "
        "float16/32/64 and complex64/128")


def as_dtype(x):
    """The frontend dtype of anything NumPy accepts as a dtype (None is float64, as NumPy)."""
    c = x.__class__
    if c is dtype:
        return x
    if x is None:
        return _F64
    if c is type:
        if issubclass(x, generic):
            d = x._dtype
            if d is None:
                if x in (longdouble, clongdouble, object_, str_, bytes_, void, datetime64, timedelta64):
                    raise _unsupported(x.__name__)
                return _ABSTRACT_DEFAULT.get(x) or _abstract_error(x)
            return d
        d = _PY_TYPES.get(x)
        if d is not None:
            return d
        if x is str or x is bytes or x is object:
            raise _unsupported(x.__name__)
    if c is str:
        d = _ALIASES.get(x)
        if d is not None:
            return d
        return _parse_str(x)
    if isinstance(x, ivy.Dtype):
        return BY_IVY[x]
    # a real NumPy dtype or scalar type, a torch/jax/tf dtype, an array's dtype attribute
    if isinstance(x, type):
        mod = x.__module__.split(".")[0]
        if mod == "numpy":
            return as_dtype(x.__name__ if x.__name__ != "bool" else "bool")
        if mod == "ml_dtypes" and x.__name__ == "bfloat16":
            return _BF16
    dt = getattr(x, "dtype", None)
    if dt is not None and not isinstance(x, type):
        if isinstance(dt, dtype):
            return dt
        return as_dtype(dt)
    name = getattr(x, "name", None)
    if isinstance(name, str):
        if name == "bfloat16":
            return _BF16
        try:
            return as_dtype(name)
        except Exception:  # noqa: BLE001 - reported below
            pass
    try:
        return BY_IVY[ivy.as_ivy_dtype(x)]
    except Exception:  # noqa: BLE001 - reported below
        pass
    raise FrontendTypeError(f"Cannot interpret '{x!r}' as a data type")


def _parse_str(s):
    t = s.strip()
    if t and t[0] in "<>=|!":
        order, t = t[0], t[1:]
        d = _ALIASES.get(t)
        if d is not None:
            if order in (">", "!") and d.itemsize > 1:
                raise ivy.UnsupportedDtypeError(
                    f"big-endian dtype {s!r} is not supported by ivy_frontends.numpy (native byte order only)")
            return d
    if t in _UNSUPPORTED_CODES or (t and t[0] in "UVSaOMm" and (len(t) == 1 or t[1:2].isdigit() or t[1:2] == "[")):
        raise _unsupported(s)
    if "," in t or t.startswith("("):
        raise ivy.UnsupportedDtypeError(f"structured dtype {s!r} is not supported by ivy_frontends.numpy")
    raise FrontendTypeError(f"data type {s!r} not understood")


def _abstract_error(x):
    raise FrontendTypeError(f"Converting 'np.{x.__name__}' to a dtype is not allowed: name a concrete type")


# np.dtype(np.floating) etc. were deprecated; the abstract types NumPy still maps
_ABSTRACT_DEFAULT = {}

# ------------------------------------------------------------------ values


def round_float(v, d):
    """Python float ``v`` rounded to float dtype ``d`` (round to nearest even; inf beyond its range)."""
    if d is _F64 or v != v:
        return float(v)
    if d is _F32:
        if abs(v) >= 3.4028235677973366e38:  # (2 - 2**-24) * 2**127: rounds to inf
            return math.copysign(math.inf, v)
        return struct.unpack("f", struct.pack("f", v))[0]
    if d is _F16:
        if abs(v) >= 65520.0:
            return math.copysign(math.inf, v)
        return struct.unpack("e", struct.pack("e", v))[0]
    if d is _BF16:
        if math.isinf(v):
            return v
        b = struct.unpack("I", struct.pack("f", round_float(v, _F32)))[0]
        b = (b + 0x7FFF + ((b >> 16) & 1)) & 0xFFFF0000
        return struct.unpack("f", struct.pack("I", b))[0]
    return float(v)


def wrap_int(v, d):
    """Python int ``v`` wrapped into integer dtype ``d`` (C's conversion)."""
    bits = d._bits
    if d.kind == "u":
        return v % (1 << bits)
    lo = 1 << (bits - 1)
    return (v + lo) % (1 << bits) - lo


def int_range(d):
    bits = d._bits
    if d.kind == "u":
        return 0, (1 << bits) - 1
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


def cast_value(v, d):
    """Python number ``v`` converted to dtype ``d`` as NumPy's ``astype`` (unsafe) casts it."""
    k = d.kind
    if k == "b":
        return bool(v)
    if k == "c":
        v = complex(v)
        if d is _C64:
            return complex(round_float(v.real, _F32), round_float(v.imag, _F32))
        return v
    if v.__class__ is complex:
        v = v.real
    if k == "f" or k == "V":
        return round_float(float(v), d)
    if isinstance(v, float):
        if not math.isfinite(v):
            return int_range(d)[0] if d.kind == "i" else 0
        v = int(v)
    return wrap_int(int(v), d)


class finfo:
    """Machine limits of a floating dtype (a complex dtype gives its real part's)."""

    _cache: dict = {}

    def __new__(cls, dtype):
        d = as_dtype(dtype if not isinstance(dtype, (float, complex)) or isinstance(dtype, generic)
                     else type(dtype))
        if d.kind == "c":
            d = _F32 if d is _C64 else _F64
        if d.kind != "f":
            raise FrontendValueError_(f"data type {d.type!r} not inexact")
        r = cls._cache.get(d.name)
        if r is None:
            r = cls._cache[d.name] = _new(cls)
            r._fill(d)
        return r

    def _fill(self, d):
        p = {"float16": (10, 5, 3), "float32": (23, 8, 6), "float64": (52, 11, 15), "bfloat16": (7, 8, 2)}[d.name]
        nmant, nexp, precision = p
        maxexp = 1 << (nexp - 1)
        minexp = 2 - maxexp
        t = d.type
        self.dtype = d
        self.bits = d._bits
        self.nmant, self.nexp, self.precision = nmant, nexp, precision
        self.iexp = nexp
        self.maxexp, self.minexp = maxexp, minexp
        self.machep, self.negep = -nmant, -nmant - 1
        mk = (lambda v: t(v)) if d is not _BF16 else float
        self.eps = mk(2.0 ** -nmant)
        self.epsneg = mk(2.0 ** (-nmant - 1))
        self.max = mk((2 - 2.0 ** -nmant) * 2.0 ** (maxexp - 1))
        self.min = mk(-float(self.max))
        self.tiny = self.smallest_normal = mk(2.0 ** minexp)
        self.smallest_subnormal = mk(2.0 ** (minexp - nmant))
        self.resolution = mk(10.0 ** -precision)

    def __repr__(self):
        from ._scalars import scalar_str

        return (f"finfo(resolution={scalar_str(self.resolution)}, min={scalar_str(self.min)}, "
                f"max={scalar_str(self.max)}, dtype={self.dtype.name})")


class iinfo:
    """Machine limits of an integer dtype (``min``, ``max`` Python ints, ``bits``, ``kind``)."""

    def __init__(self, int_type):
        d = as_dtype(int_type if not isinstance(int_type, int) or isinstance(int_type, generic)
                     else type(int_type))
        if d.kind not in "iu":
            raise FrontendValueError_(f"Invalid integer data type {d.kind!r}.")
        self.dtype = d
        self.kind = d.kind
        self.bits = d._bits
        self.min, self.max = int_range(d)

    def __repr__(self):
        return f"iinfo(min={self.min}, max={self.max}, dtype={self.dtype.name})"

    def __str__(self):
        return (f"Machine parameters for {self.dtype.name}\n{'-' * 61}\nmin = {self.min}\nmax = {self.max}\n"
                f"{'-' * 61}\n")


def FrontendValueError_(msg):  # noqa: N802 - a constructor-like helper
    from .._errors import FrontendValueError

    return FrontendValueError(msg)


def type_of_scalar(x):
    """The dtype NumPy gives scalar ``x`` (a frontend scalar, a Python number, a NumPy scalar)."""
    c = x.__class__
    d = _PY_TYPES.get(c)
    if d is not None:
        return d
    d = getattr(c, "_dtype", None)
    if d is not None:
        return d
    return as_dtype(getattr(x, "dtype", c))

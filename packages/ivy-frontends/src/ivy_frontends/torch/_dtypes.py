"""torch's dtypes (``torch.float32``, its aliases ``torch.float``, ...) and the default dtype.

Each ``dtype`` stands for one ivy dtype. torch's dtypes that ivy has no dtype for
(``complex32``, the float8, quantized and sub-byte types) exist as names and raise
``ivy.UnsupportedDtypeError`` when a tensor of them is asked for.

>>> import ivy_frontends.torch as torch
>>> torch.float32, torch.float is torch.float32, torch.int64.itemsize
(torch.float32, True, 8)
"""

from __future__ import annotations

import ivy

from .._dtype_map import DtypeMap


class dtype:  # noqa: N801 - torch's name
    """A torch dtype. Compare with ``==`` or ``is``: they are singletons."""

    __slots__ = ("_name", "_ivy", "is_floating_point", "is_complex", "is_signed", "itemsize", "_abbr")

    def __init__(self, name, idt, floating, complex_, signed, itemsize, abbr):
        self._name = name
        self._ivy = idt
        self.is_floating_point = floating
        self.is_complex = complex_
        self.is_signed = signed
        self.itemsize = itemsize
        self._abbr = abbr

    @property
    def abbr(self):
        return self._abbr

    def __repr__(self):
        return f"torch.{self._name}"

    __str__ = __repr__

    def __reduce__(self):
        return (_by_name, (self._name,))

    def to_complex(self):
        """The complex dtype of this float dtype's precision (``float32`` -> ``complex64``)."""
        try:
            return _TO_COMPLEX[self]
        except KeyError:
            raise _errors().FrontendRuntimeError(f"Unknown Complex ScalarType for {self}") from None

    def to_real(self):
        """The real dtype of this complex dtype's precision (``complex64`` -> ``float32``)."""
        return _TO_REAL.get(self, self)


def _errors():
    from .. import _errors

    return _errors


def _mk(name, idt, kind, itemsize, abbr):
    return dtype(name, idt, kind == "f", kind == "c", kind in "ifc", itemsize, abbr)


bool = _mk("bool", ivy.bool, "b", 1, "b8")  # noqa: A001 - torch's name
uint8 = _mk("uint8", ivy.uint8, "u", 1, "u8")
int8 = _mk("int8", ivy.int8, "i", 1, "i8")
int16 = _mk("int16", ivy.int16, "i", 2, "i16")
int32 = _mk("int32", ivy.int32, "i", 4, "i32")
int64 = _mk("int64", ivy.int64, "i", 8, "i64")
uint16 = _mk("uint16", ivy.uint16, "u", 2, "u16")
uint32 = _mk("uint32", ivy.uint32, "u", 4, "u32")
uint64 = _mk("uint64", ivy.uint64, "u", 8, "u64")
float16 = _mk("float16", ivy.float16, "f", 2, "f16")
bfloat16 = _mk("bfloat16", ivy.bfloat16, "f", 2, "bf16")
float32 = _mk("float32", ivy.float32, "f", 4, "f32")
float64 = _mk("float64", ivy.float64, "f", 8, "f64")
complex32 = _mk("complex32", None, "c", 4, "c32")
complex64 = _mk("complex64", ivy.complex64, "c", 8, "c64")
complex128 = _mk("complex128", ivy.complex128, "c", 16, "c128")

# torch's aliases: the same objects under their C names.
half, float, double = float16, float32, float64  # noqa: A001
short, int, long = int16, int32, int64  # noqa: A001
cfloat, cdouble, chalf = complex64, complex128, complex32

# torch's dtypes ivy cannot hold: names only.
float8_e4m3fn = _mk("float8_e4m3fn", None, "f", 1, "f8e4m3fn")
float8_e4m3fnuz = _mk("float8_e4m3fnuz", None, "f", 1, "f8e4m3fnuz")
float8_e5m2 = _mk("float8_e5m2", None, "f", 1, "f8e5m2")
float8_e5m2fnuz = _mk("float8_e5m2fnuz", None, "f", 1, "f8e5m2fnuz")
float8_e8m0fnu = _mk("float8_e8m0fnu", None, "f", 1, "f8e8m0fnu")
qint8 = _mk("qint8", None, "i", 1, "qi8")
quint8 = _mk("quint8", None, "u", 1, "qu8")
qint32 = _mk("qint32", None, "i", 4, "qi32")
quint4x2 = _mk("quint4x2", None, "u", 1, "qu4x2")
quint2x4 = _mk("quint2x4", None, "u", 1, "qu2x4")

ALL = (bool, uint8, int8, int16, int32, int64, uint16, uint32, uint64, float16, bfloat16, float32, float64,
       complex32, complex64, complex128, float8_e4m3fn, float8_e4m3fnuz, float8_e5m2, float8_e5m2fnuz,
       float8_e8m0fnu, qint8, quint8, qint32, quint4x2, quint2x4)
SUPPORTED = tuple(d for d in ALL if d._ivy is not None)
_BY_NAME = {d._name: d for d in ALL}
_TO_COMPLEX = {float16: complex32, bfloat16: complex64, float32: complex64, float64: complex128,
               complex32: complex32, complex64: complex64, complex128: complex128}
_TO_REAL = {complex32: float16, complex64: float32, complex128: float64}


def _by_name(name):
    return _BY_NAME[name]


def _unsupported(idt_or_name):
    return ivy.UnsupportedDtypeError(f"ivy_frontends.torch: ivy has no dtype {idt_or_name}")


MAP = DtypeMap([(d, d._ivy) for d in SUPPORTED], _unsupported)
BY_IVY = MAP.by_ivy


def to_ivy(d):
    """The ivy dtype of torch dtype ``d`` (a Python type ``float``/``int``/``bool``/``complex``
    is read as torch reads it); None stays None."""
    if d is None:
        return None
    try:
        idt = d._ivy
    except AttributeError:
        return to_ivy(from_any(d))
    if idt is None:
        raise _unsupported(d)
    return idt


def from_any(d):
    """A torch dtype for ``d``: a torch dtype, a Python type, an ivy dtype or a dtype name."""
    if d.__class__ is dtype:
        return d
    import builtins

    if d is builtins.float:
        return get_default_dtype()
    if d is builtins.int:
        return int64
    if d is builtins.bool:
        return bool
    if d is builtins.complex:
        return default_complex_dtype()
    if isinstance(d, ivy.Dtype):
        return BY_IVY[d]
    if isinstance(d, str):
        name = d[6:] if d.startswith("torch.") else d
        if name in _BY_NAME:
            return _BY_NAME[name]
    raise _errors().FrontendTypeError(f"{d!r} is not a torch dtype (torch.float32, torch.int64, ...)")


# ------------------------------------------------------------------ the default dtype

_DEFAULT = [float32]


def get_default_dtype():
    """torch's default floating dtype (``float32`` unless :func:`set_default_dtype` changed it).

    >>> import ivy_frontends.torch as torch
    >>> torch.get_default_dtype()
    torch.float32
    """
    return _DEFAULT[0]


def set_default_dtype(d):
    """Set the default floating dtype: the dtype of Python floats in tensors and of
    floating results of integer inputs (``torch.sin(int_tensor)``)."""
    d = from_any(d)
    if not d.is_floating_point:
        raise _errors().FrontendTypeError("only floating-point types are supported as the default type")
    if d._ivy is None:
        raise _unsupported(d)
    _DEFAULT[0] = d


def default_complex_dtype():
    """The complex dtype of Python complex numbers: complex128 under a float64 default, else complex64."""
    return complex128 if _DEFAULT[0] is float64 else complex64


def is_floating_point(input):  # noqa: A002 - torch's name
    """Whether ``input``'s dtype is a floating dtype."""
    return input.dtype.is_floating_point


def is_complex(input):  # noqa: A002
    """Whether ``input``'s dtype is complex."""
    return input.dtype.is_complex

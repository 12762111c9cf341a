"""JAX's dtypes: NumPy's dtype objects (``ivy_frontends.numpy``'s), JAX's scalar types and the x64 flag.

``Array.dtype`` is a dtype object of :mod:`ivy_frontends.numpy` (JAX's dtypes ARE NumPy's:
``dtype('float32')``), plus ``bfloat16``. ``jnp.float32`` is a scalar type as in JAX:
``jnp.float32(1.5)`` makes a 0-d ``Array``, ``jnp.float32.dtype`` is the dtype.

Without ``jax_enable_x64`` (the default, as in JAX) 64-bit requests give 32-bit results
(:func:`canonical`) and the default int/float/complex dtypes are int32/float32/complex64.

>>> import ivy_frontends.jax.numpy as jnp
>>> jnp.float32(1.5), jnp.dtype("float64"), jnp.canonicalize_dtype(jnp.float64)
(Array(1.5, dtype=float32), dtype('float64'), dtype('float32'))
"""

from __future__ import annotations

import ivy

from .._errors import FrontendTypeError
from ..numpy import _dtypes as ND

_X64 = [False]  # jax_enable_x64, set by config.update

BOOL, I8, I16, I32, I64 = ND._BOOL, ND._I8, ND._I16, ND._I32, ND._I64
U8, U16, U32, U64 = ND._U8, ND._U16, ND._U32, ND._U64
BF16, F16, F32, F64, C64, C128 = ND._BF16, ND._F16, ND._F32, ND._F64, ND._C64, ND._C128
ALL = (BOOL, I8, I16, I32, I64, U8, U16, U32, U64, BF16, F16, F32, F64, C64, C128)
dtype = ND.dtype
of_native = ND.dtype_of_native  # native array -> dtype object (one dict lookup)

_TO32 = {I64: I32, U64: U32, F64: F32, C128: C64}


def x64():
    return _X64[0]


def canonical(d):
    """``d`` as JAX holds it: 64-bit dtypes become 32-bit ones without x64."""
    if _X64[0]:
        return d
    return _TO32.get(d, d)


def default_int():
    return I64 if _X64[0] else I32


def default_uint():
    return U64 if _X64[0] else U32


def default_float():
    return F64 if _X64[0] else F32


def default_complex():
    return C128 if _X64[0] else C64


def to_inexact(d, weak=False):
    """JAX's inexact dtype for an operation on ``d`` (``sin(int8)``): floats and complexes stay;
    bools and integers of up to 32 bits give float32, 64-bit integers float64 (canonicalized), a
    weak integer the default float."""
    if d._cat >= 2:
        return d
    if weak:
        return default_float()
    return F32 if d.itemsize <= 4 else canonical(F64)


def default_of_cat(cat):
    return BOOL if cat == 0 else (I64, F64, C128)[cat - 1] if _X64[0] else (I32, F32, C64)[cat - 1]


class _ScalarMeta(type):
    """The metaclass of JAX's scalar types: ``jnp.float32(x)`` is ``jnp.asarray(x, float32)``."""

    def __call__(cls, x=0):
        from .numpy._creation import asarray

        return asarray(x, dtype=cls.dtype)

    def __eq__(cls, other):
        return cls is other or (isinstance(other, type) and getattr(other, "__name__", None) == cls.__name__
                                and other.__module__.split(".")[0] == "numpy") or (
            other.__class__ is dtype and other is cls.dtype)

    def __ne__(cls, other):
        return not cls.__eq__(other)

    def __hash__(cls):
        return hash(cls.dtype.type)

    def __repr__(cls):
        return f"<class 'jax.numpy.{cls.__name__}'>"

    def __instancecheck__(cls, x):
        d = getattr(x, "dtype", None)
        return d is not None and isinstance(d, dtype) and d is cls.dtype


def _scalar_type(name, d):
    return _ScalarMeta(name, (object,), {"dtype": d, "__module__": "jax.numpy",
                                         "__doc__": f"JAX's ``{name}`` scalar type."})


bool_ = _scalar_type("bool", BOOL)
int8 = _scalar_type("int8", I8)
int16 = _scalar_type("int16", I16)
int32 = _scalar_type("int32", I32)
int64 = _scalar_type("int64", I64)
uint8 = _scalar_type("uint8", U8)
uint16 = _scalar_type("uint16", U16)
uint32 = _scalar_type("uint32", U32)
uint64 = _scalar_type("uint64", U64)
bfloat16 = _scalar_type("bfloat16", BF16)
float16 = _scalar_type("float16", F16)
float32 = _scalar_type("float32", F32)
float64 = _scalar_type("float64", F64)
complex64 = _scalar_type("complex64", C64)
complex128 = _scalar_type("complex128", C128)
SCALAR_TYPES = {d: t for d, t in zip(ALL, (bool_, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
                                            bfloat16, float16, float32, float64, complex64, complex128))}


class _DefaultScalarMeta(_ScalarMeta):
    """``jnp.int_``/``float_``/``complex_``: the default dtype of a kind (by the x64 flag)."""

    @property
    def dtype(cls):
        return cls._default()

    def __hash__(cls):
        return hash(cls.__name__)


def _default_type(name, fn):
    return _DefaultScalarMeta(name, (object,), {"_default": staticmethod(fn), "__module__": "jax.numpy"})


int_ = _default_type("int_", default_int)
uint = _default_type("uint", default_uint)
float_ = _default_type("float_", default_float)
complex_ = _default_type("complex_", default_complex)


def to_dtype(x):
    """The dtype object of anything JAX takes as a dtype (not canonicalized); None stays None."""
    if x is None:
        return None
    c = x.__class__
    if c is dtype:
        return x
    if c is _ScalarMeta:
        return x.dtype
    if c is _DefaultScalarMeta:
        return x.dtype
    if x is int:
        return default_int()
    if x is float:
        return default_float()
    if x is complex:
        return default_complex()
    if x is bool:
        return BOOL
    if c is str:
        if x in ("int", "float", "complex"):
            return default_of_cat({"int": 1, "float": 2, "complex": 3}[x])
        if x == "bfloat16":
            return BF16
    try:
        return ND.as_dtype(x)
    except (TypeError, ValueError, ivy.IvyError) as e:
        raise FrontendTypeError(f"Cannot interpret '{x!r}' as a data type") from e


def request(x):
    """A dtype argument as JAX applies it: converted, then canonicalized (x64 off: 32-bit)."""
    if x is None:
        return None
    return canonical(to_dtype(x))


def canonicalize_dtype(x, allow_extended_dtype=False):
    return canonical(to_dtype(x))


def issubdtype(arg1, arg2):
    """``jnp.issubdtype``: NumPy's, with JAX's dtypes and scalar types (bfloat16 is floating)."""
    kinds = {"number": "biufc", "integer": "iu", "signedinteger": "i", "unsignedinteger": "u",
             "inexact": "fc", "floating": "f", "complexfloating": "c", "generic": "biufc", "bool": "b"}
    a = to_dtype(arg1)
    name = getattr(arg2, "__name__", None)
    if isinstance(arg2, type) and arg2.__class__ not in (_ScalarMeta, _DefaultScalarMeta) and name in kinds:
        k = "f" if a is BF16 else a.kind
        return k in kinds[name]
    return a is to_dtype(arg2)


def isdtype(dtype, kind):
    """The Array API's ``isdtype``."""
    d = to_dtype(dtype)
    if isinstance(kind, tuple):
        return any(isdtype(d, k) for k in kind)
    if isinstance(kind, str):
        k = "f" if d is BF16 else d.kind
        table = {"bool": "b", "signed integer": "i", "unsigned integer": "u", "integral": "iu",
                 "real floating": "f", "complex floating": "c", "numeric": "iufc"}
        if kind not in table:
            raise FrontendValueError_(f"Unrecognized {kind=}")
        return k in table[kind]
    return d is to_dtype(kind)


def FrontendValueError_(msg):  # noqa: N802
    from .._errors import FrontendValueError

    return FrontendValueError(msg)


finfo = ND.finfo
iinfo = ND.iinfo

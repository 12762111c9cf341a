"""Ivy's dtypes: framework-independent singletons, promotion, ``finfo``/``iinfo``.

Every backend maps these objects to its native dtypes; user code only ever
sees these.

>>> import ivy
>>> ivy.result_type(ivy.int8, ivy.uint8)
ivy.int16
>>> ivy.isdtype(ivy.float32, "real floating")
True
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import InvalidArgumentError, IvyError

__all__ = [
    "Dtype", "IntDtype", "UintDtype", "FloatDtype", "ComplexDtype",
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
    "uint64", "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
    "all_dtypes", "dtype_from_name", "promote_types", "result_type", "can_cast",
    "isdtype", "finfo", "iinfo", "default_float_dtype", "default_int_dtype",
    "default_complex_dtype", "finfo_object", "iinfo_object",
]

_builtin_bool = bool


class Dtype:
    """An ivy dtype. Compare with ``==`` or ``is``; they are singletons.

    ``Dtype("uint8")`` is the dtype of that name (Ivy 1.0's spelling; also a native dtype or an
    ivy dtype), and so are the kinds' classes of Ivy 1.0, which the dtypes are instances of:
    ``IntDtype("int32")``, ``UintDtype``, ``FloatDtype``, ``ComplexDtype`` (each refuses the
    names of other kinds).

    >>> ivy.float32.bits, ivy.float32.kind
    (32, 'f')
    >>> ivy.Dtype("uint8") is ivy.uint8, isinstance(ivy.int32, ivy.IntDtype)
    (True, True)
    """

    __slots__ = ("name", "kind", "bits", "__weakref__")

    def __new__(cls, name, kind: str | None = None, bits: int | None = None):
        if kind is None:
            d = _dtype_named(name)
            if not isinstance(d, cls):
                kinds = {"IntDtype": "a signed integer", "UintDtype": "an unsigned integer",
                         "FloatDtype": "a real floating", "ComplexDtype": "a complex floating"}
                what = kinds.get(cls.__name__, "this kind of")
                raise InvalidArgumentError(f"ivy.{cls.__name__}({name!r}): {d.name} is not {what} dtype")
            return d
        self = object.__new__(cls)
        self.name = name
        self.kind = kind  # 'b' bool, 'i' signed, 'u' unsigned, 'f' real float, 'c' complex
        self.bits = bits
        return self

    def __repr__(self) -> str:
        return f"ivy.{self.name}"

    __str__ = __repr__

    def __reduce__(self):
        return (dtype_from_name, (self.name,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class IntDtype(Dtype):
    """The signed integer dtypes (Ivy 1.0's class): ``ivy.IntDtype("int32") is ivy.int32``."""

    __slots__ = ()


class UintDtype(Dtype):
    """The unsigned integer dtypes (Ivy 1.0's class): ``ivy.UintDtype("uint8") is ivy.uint8``."""

    __slots__ = ()


class FloatDtype(Dtype):
    """The real floating dtypes (Ivy 1.0's class): ``ivy.FloatDtype("float64") is ivy.float64``."""

    __slots__ = ()


class ComplexDtype(Dtype):
    """The complex dtypes (Ivy 1.0's class): ``ivy.ComplexDtype("complex64") is ivy.complex64``."""

    __slots__ = ()


def _dtype_named(d):
    """The ivy dtype of a name, an ivy dtype or a native dtype (``Dtype(x)`` with one argument)."""
    if isinstance(d, Dtype):
        return d
    if isinstance(d, str):
        return dtype_from_name(d)
    from .dtype_helpers import as_ivy_dtype

    return as_ivy_dtype(d)


bool = Dtype("bool", "b", 8)  # noqa: A001 - the standard's name
int8 = IntDtype("int8", "i", 8)
int16 = IntDtype("int16", "i", 16)
int32 = IntDtype("int32", "i", 32)
int64 = IntDtype("int64", "i", 64)
uint8 = UintDtype("uint8", "u", 8)
uint16 = UintDtype("uint16", "u", 16)
uint32 = UintDtype("uint32", "u", 32)
uint64 = UintDtype("uint64", "u", 64)
float16 = FloatDtype("float16", "f", 16)
bfloat16 = FloatDtype("bfloat16", "f", 16)
float32 = FloatDtype("float32", "f", 32)
float64 = FloatDtype("float64", "f", 64)
complex64 = ComplexDtype("complex64", "c", 64)
complex128 = ComplexDtype("complex128", "c", 128)

all_dtypes = (
    bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
    float16, bfloat16, float32, float64, complex64, complex128,
)
_BY_NAME = {d.name: d for d in all_dtypes}

default_float_dtype = float32
default_int_dtype = int64
default_complex_dtype = complex64


def dtype_from_name(name: str) -> Dtype:
    """Return the ivy dtype called ``name``.

    >>> ivy.dtype_from_name("uint8")
    ivy.uint8
    """
    try:
        return _BY_NAME[name]
    except (KeyError, TypeError):
        if not isinstance(name, str):
            from .errors import ArgumentTypeError

            raise ArgumentTypeError(f"ivy.dtype_from_name: name must be a dtype name such as 'float32', got "
                                    f"{type(name).__name__}") from None
        raise InvalidArgumentError(
            f"unknown dtype name {name!r}; ivy's dtypes are {', '.join(_BY_NAME)}"
        ) from None


# ---------------------------------------------------------------- promotion

_SIGNED = (int8, int16, int32, int64)
_UNSIGNED = (uint8, uint16, uint32, uint64)
_FLOATS = (float16, float32, float64)
_COMPLEX_OF = {float16: complex64, bfloat16: complex64, float32: complex64, float64: complex128}
# The smallest float that holds every value of an integer dtype exactly enough
# (the rule NumPy uses for mixed integer/float promotion).
_FLOAT_FOR_INT = {8: float16, 16: float32, 32: float64, 64: float64}


def _float_rank(d: Dtype) -> int:
    return {float16: 0, bfloat16: 0, float32: 1, float64: 2}[d]


def _promote_floats(a: Dtype, b: Dtype) -> Dtype:
    if a is b:
        return a
    if {a, b} == {float16, bfloat16}:
        return float32
    return a if _float_rank(a) > _float_rank(b) else b


def _promote_ints(a: Dtype, b: Dtype) -> Dtype:
    if a is b or b.kind == "b":
        return a
    if a.kind == "b":
        return b
    if a.kind == b.kind:
        return a if a.bits >= b.bits else b
    s, u = (a, b) if a.kind == "i" else (b, a)
    if s.bits > u.bits:
        return s
    if u.bits < 64:
        return {8: int16, 16: int32, 32: int64}[u.bits]
    return float64  # uint64 with a signed int: NumPy's answer, ivy's choice


def _float_for_int(d: Dtype, real) -> Dtype:
    """The smallest float holding every value of integer dtype ``d``, preferring ``real``."""
    if d.bits == 8 and real is bfloat16:
        return bfloat16  # 8-bit integers fit bfloat16's 8-bit significand exactly
    return _FLOAT_FOR_INT[d.bits]


def _promote_all(dtypes) -> Dtype:
    """Promote any number of dtypes; the answer does not depend on their order.

    Within a kind this is the standard's lattice. Across kinds (NumPy's answers) each
    integer dtype maps to the smallest float that holds it exactly, so that
    ``(int8, uint16, float32)`` gives float32 whatever the order, as in NumPy.
    """
    ints = None
    real = None
    cplx = False
    for d in dtypes:
        k = d.kind
        if k == "f":
            real = d if real is None else _promote_floats(real, d)
        elif k == "c":
            cplx = True
            r = float32 if d is complex64 else float64
            real = r if real is None else _promote_floats(real, r)
        elif k in "iu":
            ints = d if ints is None else _promote_ints(ints, d)
            if ints.kind == "f":  # uint64 with a signed int
                real = float64
                ints = None
        elif ints is None:  # bool
            ints = d
    if real is None:
        return ints
    for d in dtypes:
        if d.kind in "iu":
            real = _promote_floats(real, _float_for_int(d, real))
    return _COMPLEX_OF[real] if cplx else real


def _promote_pair(a: Dtype, b: Dtype) -> Dtype:
    return _promote_all((a, b))


_PROMOTION = {(a, b): _promote_pair(a, b) for a in all_dtypes for b in all_dtypes}
_PRECISE = _PROMOTION
# Ivy 1.0's non-precise table (ivy.set_precise_mode(False)): an integer or bool dtype meeting a
# floating or complex one gives that one (int32 + float16 -> float16, not float64).
_NON_PRECISE = {(a, b): (b if a.kind in "biu" and b.kind in "fc" else a if b.kind in "biu" and a.kind in "fc"
                         else r) for (a, b), r in _PRECISE.items()}


def set_precise_promotion(precise):
    """Promote with ivy's precise table (True, the default) or Ivy 1.0's non-precise one."""
    global _PROMOTION
    _PROMOTION = _PRECISE if precise else _NON_PRECISE


def promote_types(a: Dtype, b: Dtype) -> Dtype:
    """The dtype two dtypes promote to (the standard's table, NumPy's answers across kinds).

    >>> ivy.promote_types(ivy.int32, ivy.float32)
    ivy.float64
    """
    try:
        return _PROMOTION[(a, b)]
    except (KeyError, TypeError):
        pass
    try:  # dtype names (Ivy 1.0's dtypes are strings) or native dtypes
        return _PROMOTION[(_dtype_of_any(a), _dtype_of_any(b))]
    except (KeyError, TypeError, IvyError):
        pass
    for name, d in (("a", a), ("b", b)):
        if not isinstance(d, Dtype):
            from .errors import ArgumentTypeError

            raise ArgumentTypeError(f"ivy.promote_types: {name} must be an ivy dtype (ivy.float32) or a dtype name, "
                                    f"got {type(d).__name__}")
    raise InvalidArgumentError(f"ivy.promote_types: {a.name} and {b.name} have no common dtype")


def _weak_scalar_dtype(scalar, dt: Dtype) -> Dtype:
    """Promote a dtype with a Python scalar the standard's way (the scalar is weak)."""
    if isinstance(scalar, _builtin_bool):
        return dt
    if isinstance(scalar, int):
        return dt if dt.kind != "b" else default_int_dtype
    if isinstance(scalar, float):
        return dt if dt.kind in "fc" else default_float_dtype
    if isinstance(scalar, complex):
        if dt.kind == "c":
            return dt
        if dt.kind == "f":
            return _COMPLEX_OF[dt]
        return default_complex_dtype
    raise InvalidArgumentError(f"result_type got {type(scalar).__name__}, not an array, dtype or Python scalar")


def _scalar_default(scalar) -> Dtype:
    if isinstance(scalar, _builtin_bool):
        return bool
    if isinstance(scalar, int):
        return default_int_dtype
    if isinstance(scalar, float):
        return default_float_dtype
    return default_complex_dtype


_PY_SCALARS = (_builtin_bool, int, float, complex)


def result_type(*arrays_and_dtypes) -> Dtype:
    """The dtype that results from applying promotion to the arguments.

    Python scalars are weak: they never widen an array's dtype within its kind.

    >>> ivy.result_type(ivy.float32, 1.0)
    ivy.float32
    """
    if not arrays_and_dtypes:
        raise InvalidArgumentError("result_type needs at least one array or dtype")
    strong = []
    scalars = []
    for a in arrays_and_dtypes:
        if isinstance(a, Dtype):
            d = a
        elif type(a) in _PY_SCALARS or (
            isinstance(a, (_builtin_bool, int, float, complex)) and not hasattr(a, "dtype")
        ):
            # Python scalars are weak; NumPy's float64/complex128 scalars subclass float/complex
            # but are arrays with a dtype, so they count as strong.
            scalars.append(a)
            continue
        else:
            from ._dispatch import dtype_of  # local: avoids an import cycle

            d = dtype_of(a)
        strong.append(d)
    if len(strong) == 1:
        out = strong[0]
    elif len(strong) == 2:
        out = _PROMOTION[(strong[0], strong[1])]
    elif strong:
        out = _promote_all(strong)
    else:
        out = None
    if out is None:
        out = _scalar_default(scalars[0])
        scalars = scalars[1:]
    for s in scalars:
        out = _weak_scalar_dtype(s, out)
    return out


def can_cast(from_, to: Dtype, /) -> _builtin_bool:
    """Whether ``from_`` (a dtype or array) casts to ``to`` under promotion rules.

    >>> ivy.can_cast(ivy.int8, ivy.int16), ivy.can_cast(ivy.float64, ivy.float32)
    (True, False)
    """
    if not isinstance(from_, Dtype):
        from ._dispatch import dtype_of

        from_ = dtype_of(from_)
    if not isinstance(to, Dtype):
        if not isinstance(to, (str, type)) and hasattr(to, "shape"):
            raise InvalidArgumentError(f"can_cast: 'to' must be an ivy dtype, got {to!r}")
        to = _dtype_of_any(to)  # a dtype name (Ivy 1.0's dtypes are strings) or a native dtype
    return _PROMOTION[(from_, to)] is to


_KINDS = {
    "bool": ("b",),
    "signed integer": ("i",),
    "unsigned integer": ("u",),
    "integral": ("i", "u"),
    "real floating": ("f",),
    "complex floating": ("c",),
    "numeric": ("i", "u", "f", "c"),
}


def isdtype(dtype: Dtype, kind) -> _builtin_bool:
    """Whether ``dtype`` is of ``kind`` (a dtype, a kind name, or a tuple of those).

    >>> ivy.isdtype(ivy.uint8, ("signed integer", "unsigned integer"))
    True
    """
    if not isinstance(dtype, Dtype):
        raise InvalidArgumentError(f"isdtype: expected an ivy dtype, got {dtype!r}")
    if isinstance(kind, tuple):
        return any(isdtype(dtype, k) for k in kind)
    if isinstance(kind, Dtype):
        return dtype is kind
    if isinstance(kind, str):
        try:
            return dtype.kind in _KINDS[kind]
        except KeyError:
            raise InvalidArgumentError(
                f"isdtype: unknown kind {kind!r}; kinds are {', '.join(_KINDS)}"
            ) from None
    raise InvalidArgumentError(f"isdtype: kind must be a dtype, a str or a tuple, got {kind!r}")


class finfo_object(NamedTuple):
    """Machine limits of a floating-point dtype (``ivy.finfo``)."""

    bits: int
    eps: float
    max: float
    min: float
    smallest_normal: float
    dtype: Dtype
    _one_value = True  # a Container leaf as a whole (ivy.finfo of a Container of dtypes)

    @property
    def precision(self) -> int:
        """The decimal digits the dtype holds (NumPy's ``finfo.precision``)."""
        import math

        return int(-math.log10(self.eps))

    @property
    def resolution(self) -> float:
        """``10 ** -precision`` (NumPy's ``finfo.resolution``)."""
        return float(f"1e-{self.precision}")

    @property
    def tiny(self) -> float:
        """``smallest_normal`` (NumPy's older name)."""
        return self.smallest_normal

    def __repr__(self):
        # NumPy's (and Ivy 1.0's) form
        return f"finfo(resolution={self.resolution}, min={self.min!r}, max={self.max!r}, dtype={self.dtype.name})"


class iinfo_object(NamedTuple):
    """Machine limits of an integer dtype (``ivy.iinfo``)."""

    bits: int
    max: int
    min: int
    dtype: Dtype
    _one_value = True  # a Container leaf as a whole (ivy.iinfo of a Container of dtypes)

    def __repr__(self):
        # NumPy's (and Ivy 1.0's) form
        return f"iinfo(min={self.min}, max={self.max}, dtype={self.dtype.name})"


_FINFO = {
    float16: (16, 2.0**-10, 65504.0, 2.0**-14),
    bfloat16: (16, 2.0**-7, 3.3895313892515355e38, 2.0**-126),
    float32: (32, 2.0**-23, 3.4028234663852886e38, 2.0**-126),
    float64: (64, 2.0**-52, 1.7976931348623157e308, 2.0**-1022),
}


def finfo(type, /) -> finfo_object:  # noqa: A002 - the standard's name
    """Limits of a real or complex floating dtype (complex gives its real part's).

    >>> ivy.finfo(ivy.float32).eps
    1.1920928955078125e-07
    """
    d = type if isinstance(type, Dtype) else _dtype_of_any(type)
    if d.kind == "c":
        d = float32 if d is complex64 else float64
    if d.kind != "f":
        raise InvalidArgumentError(f"finfo needs a floating-point dtype, got {d!r}; use ivy.iinfo for integers")
    bits, eps, mx, tiny = _FINFO[d]
    return finfo_object(bits, eps, mx, -mx, tiny, d)


def iinfo(type, /) -> iinfo_object:  # noqa: A002 - the standard's name
    """Limits of an integer dtype.

    >>> ivy.iinfo(ivy.int8).min
    -128
    """
    d = type if isinstance(type, Dtype) else _dtype_of_any(type)
    if d.kind == "i":
        return iinfo_object(d.bits, 2 ** (d.bits - 1) - 1, -(2 ** (d.bits - 1)), d)
    if d.kind == "u":
        return iinfo_object(d.bits, 2**d.bits - 1, 0, d)
    raise InvalidArgumentError(f"iinfo needs an integer dtype, got {d!r}; use ivy.finfo for floats")


def _dtype_of_any(x) -> Dtype:
    from ._dispatch import dtype_of

    return dtype_of(x)

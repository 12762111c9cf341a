"""ivy 1.0's dtype helpers (``ivy/functional/ivy/data_type.py`` of Ivy's published API): the
dtype of an array, conversions between ivy, native and Python dtypes, kind tests that take a
dtype, a dtype name, an array or a Python value, ivy's default dtypes, and promotion of two
inputs. ivy's defaults are fixed: float32, int64, complex64 (Ivy's ``set_default_*_dtype``
setters are not provided).

>>> import ivy
>>> ivy.is_float_dtype(ivy.asarray([1.0])), ivy.default_int_dtype(input=[1, 2])
(True, ivy.int64)
"""

from __future__ import annotations

import builtins as _b

from . import _dispatch as _d
from . import dtypes as _dt
from .errors import InvalidArgumentError

__all__ = [
    "dtype", "as_ivy_dtype", "as_native_dtype", "is_native_dtype", "is_float_dtype", "is_int_dtype",
    "is_uint_dtype", "is_bool_dtype", "is_complex_dtype", "check_float", "dtype_bits", "is_hashable_dtype",
    "default_float_dtype", "default_int_dtype", "default_complex_dtype", "default_dtype", "infer_default_dtype",
    "valid_dtype", "invalid_dtype", "type_promote_arrays", "promote_types_of_inputs",
]

_PY = {_b.bool: _dt.bool, _b.int: _dt.default_int_dtype, _b.float: _dt.default_float_dtype,
       _b.complex: _dt.default_complex_dtype}


def _backend(backend=None):
    import ivy

    if backend is not None:
        return ivy.get_backend(backend) if isinstance(backend, str) else backend
    return ivy.current_backend().load()


def dtype(x, *, as_native: bool = False):
    """The dtype of an array (``ivy.Array`` or native): an ivy dtype, or the framework's with
    ``as_native=True``.

    >>> ivy.dtype(ivy.ones(2, dtype=ivy.int8))
    ivy.int8
    """
    d = _d.dtype_of(x)
    return _d.backend_of(x).load().native_dtype(d) if as_native else d


def as_ivy_dtype(dtype_in, /):
    """``dtype_in`` (an ivy dtype, its name, a native dtype of any installed backend, or the
    Python type ``bool``/``int``/``float``/``complex``) as an ivy dtype.

    >>> ivy.as_ivy_dtype("float16"), ivy.as_ivy_dtype(float)
    (ivy.float16, ivy.float32)
    """
    if isinstance(dtype_in, _dt.Dtype):
        return dtype_in
    if isinstance(dtype_in, type) and dtype_in in _PY:
        return _PY[dtype_in]
    if isinstance(dtype_in, str):
        return _dt.dtype_from_name(dtype_in)
    if isinstance(dtype_in, type):  # np.float32, np.bool_
        name = dtype_in.__name__
    else:  # np.dtype, torch.float32 ("torch.float32"), tf.float32, jnp dtypes
        name = getattr(dtype_in, "name", None) or str(dtype_in).rpartition(".")[2]
    try:
        return _dt.dtype_from_name(str(name).rstrip("_"))
    except Exception:
        raise InvalidArgumentError(f"ivy.as_ivy_dtype: {dtype_in!r} is not a dtype ivy knows") from None


def as_native_dtype(dtype_in, /, *, backend=None):
    """``dtype_in`` (anything :func:`as_ivy_dtype` takes) as the current (or ``backend``'s) native dtype.

    >>> ivy.as_native_dtype("int32")
    dtype('int32')
    """
    return _backend(backend).native_dtype(as_ivy_dtype(dtype_in))


def is_native_dtype(dtype_in, /, *, backend=None) -> bool:
    """Whether ``dtype_in`` is a native dtype of the current (or ``backend``'s) framework.

    >>> import numpy as np
    >>> ivy.is_native_dtype(np.dtype("float32")), ivy.is_native_dtype(ivy.float32)
    (True, False)
    """
    if isinstance(dtype_in, (_dt.Dtype, str, type)):
        return False
    b = _backend(backend)
    try:
        return b.native_dtype(as_ivy_dtype(dtype_in)) == dtype_in
    except Exception:
        return False


def _dtypes_in(x):
    """The ivy dtypes ``x`` stands for: a dtype, a dtype name, an array, a Python scalar, or
    every one of those in a nest of lists and tuples (None stands for nothing)."""
    if isinstance(x, (list, tuple)):
        for v in x:
            yield from _dtypes_in(v)
    elif x is None:
        return
    elif isinstance(x, (_b.bool, _b.int, _b.float, _b.complex)):
        yield _PY[type(x)]
    elif _d.backend_of(x) is not None:
        yield _d.dtype_of(x)
    else:
        yield as_ivy_dtype(x)


def _is_kind(x, test):
    """Whether ``x`` (or any element of a nest) stands for a dtype that passes ``test``."""
    return any(test(d) for d in _dtypes_in(x))


def is_float_dtype(dtype_in, /) -> bool:
    """Whether ``dtype_in`` (a dtype, a dtype name, an array, a Python number, or a nest of them)
    is a real floating type.

    >>> ivy.is_float_dtype("bfloat16"), ivy.is_float_dtype([1, 2.5]), ivy.is_float_dtype(3)
    (True, True, False)
    """
    return _is_kind(dtype_in, lambda d: d.kind == "f")


def is_int_dtype(dtype_in, /) -> bool:
    """Whether ``dtype_in`` is an integer type, signed or unsigned (as :func:`is_float_dtype` reads it).

    >>> ivy.is_int_dtype(ivy.uint8), ivy.is_int_dtype(True)
    (True, False)
    """
    return _is_kind(dtype_in, lambda d: d.kind in "iu")


def is_uint_dtype(dtype_in, /) -> bool:
    """Whether ``dtype_in`` is an unsigned integer type.

    >>> ivy.is_uint_dtype("uint16"), ivy.is_uint_dtype(ivy.int16)
    (True, False)
    """
    return _is_kind(dtype_in, lambda d: d.kind == "u")


def is_bool_dtype(dtype_in, /) -> bool:
    """Whether ``dtype_in`` is bool.

    >>> ivy.is_bool_dtype(ivy.asarray([True])), ivy.is_bool_dtype(1)
    (True, False)
    """
    return _is_kind(dtype_in, lambda d: d.kind == "b")


def is_complex_dtype(dtype_in, /) -> bool:
    """Whether ``dtype_in`` is a complex type.

    >>> ivy.is_complex_dtype(1j), ivy.is_complex_dtype("complex128")
    (True, True)
    """
    return _is_kind(dtype_in, lambda d: d.kind == "c")


def check_float(x) -> bool:
    """Whether ``x`` is a Python float or an array of a real floating dtype.

    >>> ivy.check_float(1.0), ivy.check_float(ivy.asarray([1]))
    (True, False)
    """
    if isinstance(x, float):
        return True
    return _d.backend_of(x) is not None and _d.dtype_of(x).kind == "f"


def dtype_bits(dtype_in, /) -> int:
    """The number of bits of a dtype (bool: 1; complex64: 64).

    >>> ivy.dtype_bits("bfloat16"), ivy.dtype_bits(ivy.bool)
    (16, 1)
    """
    d = as_ivy_dtype(dtype_in)
    return 1 if d.kind == "b" else d.bits


def is_hashable_dtype(dtype_in, /) -> bool:
    """Whether ``dtype_in`` can be hashed (every dtype object can; a list of them cannot).

    >>> ivy.is_hashable_dtype(ivy.float32)
    True
    """
    try:
        hash(dtype_in)
        return True
    except TypeError:
        return False


def _default(kind_test, fallback, input, given, as_native):  # noqa: A002 - Ivy's name
    if given is not None:
        d = as_ivy_dtype(given)
    elif input is not None and _d.backend_of(input) is not None and kind_test(_d.dtype_of(input)):
        d = _d.dtype_of(input)
    else:
        d = fallback
    return _backend().native_dtype(d) if as_native else d


def default_float_dtype(*, input=None, float_dtype=None, as_native: bool = False):  # noqa: A002 - Ivy's name
    """``float_dtype`` if given, else the dtype of a float array ``input``, else ivy's default
    float dtype, float32 (``as_native``: the current backend's native dtype).

    >>> ivy.default_float_dtype(), ivy.default_float_dtype(input=ivy.ones(1, dtype=ivy.float64))
    (ivy.float32, ivy.float64)
    """
    return _default(lambda d: d.kind == "f", _dt.default_float_dtype, input, float_dtype, as_native)


def default_int_dtype(*, input=None, int_dtype=None, as_native: bool = False):  # noqa: A002 - Ivy's name
    """``int_dtype`` if given, else the dtype of an integer array ``input``, else int64.

    >>> ivy.default_int_dtype(input=ivy.asarray([1], dtype=ivy.int8))
    ivy.int8
    """
    return _default(lambda d: d.kind in "iu", _dt.default_int_dtype, input, int_dtype, as_native)


def default_complex_dtype(*, input=None, complex_dtype=None, as_native: bool = False):  # noqa: A002
    """``complex_dtype`` if given, else the dtype of a complex array ``input``, else complex64.

    >>> ivy.default_complex_dtype()
    ivy.complex64
    """
    return _default(lambda d: d.kind == "c", _dt.default_complex_dtype, input, complex_dtype, as_native)


def default_dtype(*, dtype=None, item=None, as_native: bool = False):
    """``dtype`` if given, else the dtype ``item`` (an array, a Python value or a nest of them)
    implies (an array's own; a nest holding a float: float32; ints: int64; bools: bool; a
    complex: complex64), else float32.

    >>> ivy.default_dtype(item=[1, 2]), ivy.default_dtype(item=[1, 2.0]), ivy.default_dtype()
    (ivy.int64, ivy.float32, ivy.float32)
    """
    if dtype is not None:
        d = as_ivy_dtype(dtype)
    elif item is None:
        d = _dt.default_float_dtype
    elif _d.backend_of(item) is not None:
        d = _d.dtype_of(item)
    elif is_complex_dtype(item):
        d = _dt.default_complex_dtype
    elif is_float_dtype(item):
        d = _dt.default_float_dtype
    elif is_int_dtype(item):
        d = _dt.default_int_dtype
    elif is_bool_dtype(item):
        d = _dt.bool
    else:
        d = _dt.default_float_dtype
    return _backend().native_dtype(d) if as_native else d


def infer_default_dtype(dtype, as_native: bool = False):
    """The default dtype of ``dtype``'s kind (float32, int64, complex64; bool stays bool).

    >>> ivy.infer_default_dtype(ivy.float64), ivy.infer_default_dtype("uint8")
    (ivy.float32, ivy.int64)
    """
    d = as_ivy_dtype(dtype)
    out = {"f": _dt.default_float_dtype, "i": _dt.default_int_dtype, "u": _dt.default_int_dtype,
           "c": _dt.default_complex_dtype, "b": _dt.bool}[d.kind]
    return _backend().native_dtype(out) if as_native else out


def valid_dtype(dtype_in, /, *, backend=None) -> bool:
    """Whether the current (or ``backend``'s) framework holds ``dtype_in`` (None: True, as Ivy's).

    >>> ivy.valid_dtype("float64")
    True
    """
    if dtype_in is None:
        return True
    try:
        return as_ivy_dtype(dtype_in) in _backend(backend).supported_dtypes()
    except InvalidArgumentError:
        return False


def invalid_dtype(dtype_in, /, *, backend=None) -> bool:
    """``not valid_dtype(dtype_in)`` (None: False, as Ivy's).

    >>> ivy.invalid_dtype("float64")
    False
    """
    if dtype_in is None:
        return False
    return not valid_dtype(dtype_in, backend=backend)


def type_promote_arrays(x1, x2, /):
    """Both arrays cast to their promoted dtype (``ivy.result_type``).

    >>> [a.dtype for a in ivy.type_promote_arrays(ivy.ones(1, dtype=ivy.int8), ivy.ones(1, dtype=ivy.int16))]
    [ivy.int16, ivy.int16]
    """
    import ivy

    d = ivy.result_type(x1, x2)
    return tuple(x if _d.dtype_of(x) == d else ivy.astype(x, d) for x in (x1, x2))


def promote_types_of_inputs(x1, x2, /, *, array_api_promotion: bool = False):
    """``x1`` and ``x2`` (arrays, Python scalars or nested lists) as arrays of one dtype: a
    Python scalar takes the other array's dtype where it fits its kind (the standard's rule),
    lists become arrays first. ``array_api_promotion`` is accepted for Ivy's signature (ivy
    always promotes by the standard's table).

    >>> [a.dtype for a in ivy.promote_types_of_inputs(ivy.ones(1, dtype=ivy.float16), 2)]
    [ivy.float16, ivy.float16]
    """
    import ivy

    def is_array(x):
        return _d.backend_of(x) is not None

    ref = x1 if is_array(x1) else x2 if is_array(x2) else None
    kw = {} if ref is None else {"device": ivy.dev(ref), "backend": _d.backend_of(ref)}
    x1, x2 = (ivy.asarray(x, **kw) if isinstance(x, (list, tuple)) else x for x in (x1, x2))
    if not is_array(x1) and not is_array(x2):
        x1, x2 = ivy.asarray(x1), ivy.asarray(x2)
    d = ivy.result_type(x1, x2)  # (a Python scalar is weak: the array's dtype where it fits)

    def cast(x):
        if is_array(x):
            return x if _d.dtype_of(x) == d else ivy.astype(x, d)
        return ivy.asarray(x, dtype=d, **kw)

    return cast(x1), cast(x2)

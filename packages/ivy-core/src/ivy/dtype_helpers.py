"""ivy 1.0's dtype helpers (``ivy/functional/ivy/data_type.py`` of Ivy's published API): the
dtype of an array, conversions between ivy, native and Python dtypes, kind tests that take a
dtype, a dtype name, an array or a Python value, ivy's default dtypes and their setters, the
dtypes a backend's function supports, and promotion of two inputs.

Default dtypes. ivy's defaults are float32, int64, complex64 (and uint32 for
:func:`default_uint_dtype`, Ivy's). ``set_default_float_dtype(d)`` (and the int, uint, complex
and general ``set_default_dtype`` setters) push ``d`` on a stack (``ivy.default_float_dtype_stack``
...), ``unset_*`` pops it (nothing happens on an empty stack). The top of a kind's stack is that
kind's default; else the top of the general stack if it is of that kind (``set_default_dtype``
sets the default of its dtype's kind, as Ivy's); else ivy's. The defaults are per process (not
per thread), as ``ivy.set_default_device``'s.

A float, int or complex default applies wherever ivy would have used its own: the creation
functions given no ``dtype`` (``zeros``, ``ones``, ``empty``, ``eye``, ``one_hot``, the windows,
``fft.fftfreq``, and the random draws of Python-number parameters: the float default;
``indices``, ``randint``: the int default; ``full``, ``arange``, ``linspace``, ``logspace`` and
``asarray`` by the kind of their Python values: ``asarray([1, 2])`` int, ``asarray([1.5])``
float, ``asarray([1j])`` complex, bools stay bool), on every backend. An array argument keeps
deciding the dtype (``asarray`` of an array, ``random_uniform(low=x)``), and an int that does not
fit a set int default takes ivy's int64 instead (as Ivy 1.0 widens). Promotion with Python scalars
(``x + 1.0``) is the standard's and does not change. A default the backend cannot hold
(``bfloat16`` on NumPy) raises :class:`ivy.UnsupportedDtypeError` where it is used; the setters
check only that it is a dtype of their kind (:class:`ivy.InvalidArgumentError`). With no default
set, creation functions do no extra work (one global ``is None`` test).

>>> import ivy
>>> ivy.is_float_dtype(ivy.asarray([1.0])), ivy.default_int_dtype(input=[1, 2])
(True, ivy.int64)
"""

from __future__ import annotations

import builtins as _b

from . import _dispatch as _d
from . import dtypes as _dt
from ._threadstate import StackGroup
from .errors import InvalidArgumentError, UnsupportedDtypeError

__all__ = [
    "dtype", "as_ivy_dtype", "as_native_dtype", "is_native_dtype", "is_float_dtype", "is_int_dtype",
    "is_uint_dtype", "is_bool_dtype", "is_complex_dtype", "check_float", "dtype_bits", "is_hashable_dtype",
    "default_float_dtype", "default_int_dtype", "default_complex_dtype", "default_dtype", "infer_default_dtype",
    "valid_dtype", "invalid_dtype", "type_promote_arrays", "promote_types_of_inputs",
    "default_uint_dtype", "set_default_dtype", "unset_default_dtype", "set_default_float_dtype",
    "unset_default_float_dtype", "set_default_int_dtype", "unset_default_int_dtype",
    "set_default_uint_dtype", "unset_default_uint_dtype", "set_default_complex_dtype",
    "unset_default_complex_dtype", "default_dtype_stack", "default_float_dtype_stack",
    "default_int_dtype_stack", "default_uint_dtype_stack", "default_complex_dtype_stack",
    "closest_valid_dtype", "function_supported_dtypes", "function_unsupported_dtypes",
]

# Ivy's default-dtype stacks: set_default_*_dtype pushes, unset_* pops. Each thread that sets one
# has its own copy of the five, starting from the main thread's (ivy._threadstate).
_GROUP = StackGroup(("", "f", "i", "u", "c"), on_change=lambda: _publish())
default_dtype_stack = _GROUP.stack("")
default_float_dtype_stack = _GROUP.stack("f")
default_int_dtype_stack = _GROUP.stack("i")
default_uint_dtype_stack = _GROUP.stack("u")
default_complex_dtype_stack = _GROUP.stack("c")
_STACKS = {"f": default_float_dtype_stack, "i": default_int_dtype_stack, "u": default_uint_dtype_stack,
           "c": default_complex_dtype_stack}
_IVY_DEFAULTS = {"f": _dt.default_float_dtype, "i": _dt.default_int_dtype, "u": _dt.uint32,
                 "c": _dt.default_complex_dtype}

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
        return _kind_default(_PY[dtype_in].kind) if dtype_in is not _b.bool else _dt.bool
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
    if isinstance(dtype_in, (_dt.Dtype, str, list, dict, set)) or dtype_in in _PY:  # (lists: unhashable)
        return False
    b = _backend(backend)
    if isinstance(dtype_in, type) and dtype_in.__module__.partition(".")[0] not in b.spec.array_modules:
        return False  # a class, unless the framework's own scalar type (NumPy's np.int32 is a dtype there)
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


def _kind_default(kind):
    """The default dtype of a kind ("f", "i", "u", "c"): the top of its stack, else the general
    stack's top where of that kind, else ivy's (this thread's stacks)."""
    view = _GROUP.view()
    stack = view[kind]
    if stack:
        return stack[-1]
    general = view[""]
    if general and general[-1].kind == kind:
        return general[-1]
    return _IVY_DEFAULTS[kind]


def _default(kind_test, kind, input, given, as_native):  # noqa: A002 - Ivy's name
    if given is not None:
        d = as_ivy_dtype(given)
    elif input is not None and _d.backend_of(input) is not None and kind_test(_d.dtype_of(input)):
        d = _d.dtype_of(input)
    else:
        d = _kind_default(kind)
        if input.__class__ is int and kind in "iu":
            # a Python int the default cannot hold: the widest of the kind (Ivy 1.0's inference)
            info = _dt.iinfo(d)
            if not info.min <= input <= info.max:
                d = _dt.uint64 if kind == "u" else _dt.int64
    return _backend().native_dtype(d) if as_native else d


def default_float_dtype(*, input=None, float_dtype=None, as_native: bool = False):  # noqa: A002 - Ivy's name
    """``float_dtype`` if given, else the dtype of a float array ``input``, else the default float
    dtype: float32 unless :func:`set_default_float_dtype` set another (``as_native``: the current
    backend's native dtype).

    >>> ivy.default_float_dtype(), ivy.default_float_dtype(input=ivy.ones(1, dtype=ivy.float64))
    (ivy.float32, ivy.float64)
    """
    return _default(lambda d: d.kind == "f", "f", input, float_dtype, as_native)


def default_int_dtype(*, input=None, int_dtype=None, as_native: bool = False):  # noqa: A002 - Ivy's name
    """``int_dtype`` if given, else the dtype of an integer array ``input``, else the default int
    dtype: int64 unless :func:`set_default_int_dtype` set another.

    >>> ivy.default_int_dtype(input=ivy.asarray([1], dtype=ivy.int8))
    ivy.int8
    """
    return _default(lambda d: d.kind in "iu", "i", input, int_dtype, as_native)


def default_uint_dtype(*, input=None, uint_dtype=None, as_native: bool = False):  # noqa: A002 - Ivy's name
    """``uint_dtype`` if given, else the dtype of an unsigned array ``input``, else the default
    unsigned dtype: uint32 (Ivy's) unless :func:`set_default_uint_dtype` set another. No creation
    function defaults to an unsigned dtype.

    >>> ivy.default_uint_dtype(), ivy.default_uint_dtype(input=ivy.asarray([1], dtype=ivy.uint8))
    (ivy.uint32, ivy.uint8)
    >>> ivy.default_uint_dtype(input=2**40)  # a Python int the default cannot hold
    ivy.uint64
    """
    return _default(lambda d: d.kind == "u", "u", input, uint_dtype, as_native)


def default_complex_dtype(*, input=None, complex_dtype=None, as_native: bool = False):  # noqa: A002
    """``complex_dtype`` if given, else the dtype of a complex array ``input``, else the default
    complex dtype: complex64 unless :func:`set_default_complex_dtype` set another.

    >>> ivy.default_complex_dtype()
    ivy.complex64
    """
    return _default(lambda d: d.kind == "c", "c", input, complex_dtype, as_native)


def default_dtype(*, dtype=None, item=None, as_native: bool = False):
    """``dtype`` if given, else the dtype ``item`` (an array, a Python value or a nest of them)
    implies (an array's own; a nest holding a complex: the default complex dtype; a float: the
    default float dtype; ints: the default int dtype; bools: bool), else the top of
    :func:`set_default_dtype`'s stack, else the default float dtype (float32).

    >>> ivy.default_dtype(item=[1, 2]), ivy.default_dtype(item=[1, 2.0]), ivy.default_dtype()
    (ivy.int64, ivy.float32, ivy.float32)
    """
    if dtype is not None:
        d = as_ivy_dtype(dtype)
    elif item is None:
        d = default_dtype_stack[-1] if default_dtype_stack else _kind_default("f")
    elif _d.backend_of(item) is not None:
        d = _d.dtype_of(item)
    elif is_complex_dtype(item):
        d = _kind_default("c")
    elif is_float_dtype(item):
        d = _kind_default("f")
    elif is_int_dtype(item):
        d = _kind_default("i")
    elif is_bool_dtype(item):
        d = _dt.bool
    else:
        d = default_dtype_stack[-1] if default_dtype_stack else _kind_default("f")
    return _backend().native_dtype(d) if as_native else d


def infer_default_dtype(dtype, as_native: bool = False):
    """The default dtype of ``dtype``'s kind (float32, int64, complex64 unless set otherwise;
    bool stays bool). An unsigned dtype gives the default unsigned dtype where one is set
    (:func:`set_default_uint_dtype`, or :func:`set_default_dtype` with an unsigned dtype), else
    the default int dtype.

    >>> ivy.infer_default_dtype(ivy.float64), ivy.infer_default_dtype("uint8")
    (ivy.float32, ivy.int64)
    """
    d = as_ivy_dtype(dtype)
    k = d.kind
    if k == "u" and not (default_uint_dtype_stack or default_dtype_stack and default_dtype_stack[-1].kind == "u"):
        k = "i"
    out = _dt.bool if k == "b" else _kind_default(k)
    return _backend().native_dtype(out) if as_native else out


# ------------------------------------------------------------------ setting the defaults


def _publish():
    """Tell the dispatchers whether a float, int or complex default is set (``_DT``; None keeps
    their common path free of any work for it)."""
    _d._GLOBALS["_DT"] = _apply_default_dtype if _GROUP.active() else None


def _push(stack, dtype_in, kinds, what, fn):
    try:
        d = as_ivy_dtype(dtype_in)
    except InvalidArgumentError as e:
        raise type(e)(f"ivy.{fn}: {dtype_in!r} is not a dtype; pass an ivy dtype (ivy.float64) or its name") from e
    if d.kind not in kinds:
        raise InvalidArgumentError(f"ivy.{fn}: {d.name} is not {what} dtype")
    stack.append(d)
    _publish()


def _pop(stack):
    if stack:
        stack.pop()
    _publish()


def set_default_dtype(dtype, /):
    """Push ``dtype`` (any dtype) as the general default: :func:`default_dtype` returns it, and it
    is the default of its kind where that kind's own stack is empty (``float64``: the float
    default; ``int32``: the int default).

    >>> ivy.set_default_dtype("float64"); ivy.default_dtype_stack, ivy.zeros(1).dtype
    ([ivy.float64], ivy.float64)
    >>> ivy.unset_default_dtype(); ivy.zeros(1).dtype
    ivy.float32
    """
    _push(default_dtype_stack, dtype, "biufc", "a", "set_default_dtype")


def unset_default_dtype():
    """Pop the last :func:`set_default_dtype` (nothing happens when none is set).

    >>> ivy.unset_default_dtype(); ivy.default_dtype_stack
    []
    """
    _pop(default_dtype_stack)


def set_default_float_dtype(float_dtype, /):
    """Push ``float_dtype`` as the default float dtype (of ``ivy.zeros(3)``, ``ivy.asarray([1.5])``,
    ``ivy.arange(0.5, 3)``, ``ivy.random_uniform()``, ...); :class:`ivy.InvalidArgumentError` for a
    dtype that is not a real float.

    >>> ivy.set_default_float_dtype("float64"); ivy.ones(2).dtype, ivy.asarray([1.5]).dtype
    (ivy.float64, ivy.float64)
    >>> ivy.unset_default_float_dtype(); ivy.default_float_dtype()
    ivy.float32
    """
    _push(default_float_dtype_stack, float_dtype, "f", "a real floating", "set_default_float_dtype")


def unset_default_float_dtype():
    """Pop the last :func:`set_default_float_dtype` (nothing happens when none is set).

    >>> ivy.unset_default_float_dtype(); ivy.default_float_dtype_stack
    []
    """
    _pop(default_float_dtype_stack)


def set_default_int_dtype(int_dtype, /):
    """Push ``int_dtype`` (an integer dtype) as the default int dtype (of ``ivy.asarray([1, 2])``,
    ``ivy.arange(3)``, ``ivy.full(2, 7)``, ``ivy.randint``, ``ivy.indices``).

    >>> ivy.set_default_int_dtype("int32"); ivy.arange(3).dtype
    ivy.int32
    >>> ivy.unset_default_int_dtype(); ivy.arange(3).dtype
    ivy.int64
    """
    _push(default_int_dtype_stack, int_dtype, "iu", "an integer", "set_default_int_dtype")


def unset_default_int_dtype():
    """Pop the last :func:`set_default_int_dtype` (nothing happens when none is set).

    >>> ivy.unset_default_int_dtype(); ivy.default_int_dtype()
    ivy.int64
    """
    _pop(default_int_dtype_stack)


def set_default_uint_dtype(uint_dtype, /):
    """Push ``uint_dtype`` (an unsigned dtype) as the default unsigned dtype
    (:func:`default_uint_dtype`, :func:`infer_default_dtype` of an unsigned dtype).

    >>> ivy.set_default_uint_dtype("uint8"); ivy.default_uint_dtype()
    ivy.uint8
    >>> ivy.unset_default_uint_dtype(); ivy.default_uint_dtype()
    ivy.uint32
    """
    _push(default_uint_dtype_stack, uint_dtype, "u", "an unsigned integer", "set_default_uint_dtype")


def unset_default_uint_dtype():
    """Pop the last :func:`set_default_uint_dtype` (nothing happens when none is set).

    >>> ivy.unset_default_uint_dtype(); ivy.default_uint_dtype_stack
    []
    """
    _pop(default_uint_dtype_stack)


def set_default_complex_dtype(complex_dtype, /):
    """Push ``complex_dtype`` as the default complex dtype (of ``ivy.asarray([1j])``,
    ``ivy.full(2, 1j)``, ``ivy.linspace(0j, 1, 3)``).

    >>> ivy.set_default_complex_dtype("complex128"); ivy.asarray([1j]).dtype
    ivy.complex128
    >>> ivy.unset_default_complex_dtype(); ivy.default_complex_dtype()
    ivy.complex64
    """
    _push(default_complex_dtype_stack, complex_dtype, "c", "a complex", "set_default_complex_dtype")


def unset_default_complex_dtype():
    """Pop the last :func:`set_default_complex_dtype` (nothing happens when none is set).

    >>> ivy.unset_default_complex_dtype(); ivy.default_complex_dtype_stack
    []
    """
    _pop(default_complex_dtype_stack)


# How a function of ``_dispatch.DTYPE_DEFAULTED`` called without ``dtype`` picks its default
# while one is set: the names of its value parameters and the rule on their Python values.
# "f"/"i": that kind's default unless an argument is an array (or array-like: its own dtype
# decides); "values": the kind of the Python numbers given ("asarray": an empty nest is float).
_FLOAT = ("f", ())
_DEFAULT_RULES = {
    **{q: _FLOAT for q in ("zeros", "ones", "empty", "eye", "one_hot", "blackman_window", "hamming_window",
                           "hann_window", "kaiser_window", "kaiser_bessel_derived_window", "vorbis_window",
                           "fft.fftfreq", "fft.rfftfreq")},
    "indices": ("i", ()),
    "random_uniform": ("f", ("low", "high")), "random_normal": ("f", ("mean", "std")),
    "poisson": ("f", ("lam",)), "gamma": ("f", ("alpha", "beta")), "beta": ("f", ("a", "b")),
    "dirichlet": ("f", ("alpha",)), "bernoulli": ("f", ("probs", "logits")),
    "randint": ("i", ("low", "high")),
    "full": ("values", ("fill_value",)), "arange": ("values", ("start", "stop", "step")),
    "linspace": ("fc", ("start", "stop")), "logspace": ("fc", ("start", "stop", "base")),
    "asarray": ("values", ("obj",)),
}
_PY_KINDS = {_b.bool: "b", _b.int: "i", _b.float: "f", _b.complex: "c"}


def _python_leaves(x, out):
    """Collect the Python numbers of ``x`` (a number, None or a nest of lists/tuples of them) in
    ``out``; False if ``x`` holds anything else (an array, a NumPy scalar, a buffer)."""
    t = type(x)
    if t in _PY_KINDS:
        out.append(x)
        return True
    if x is None:
        return True
    if t is list or t is tuple:
        return all(_python_leaves(v, out) for v in x)
    return False


def _apply_default_dtype(b, qual, args):
    """The native dtype a call of ``qual`` (given no dtype; ``args``: its arguments) takes under
    the defaults set now, on backend ``b``; None where its arguments decide."""
    rule, names = _DEFAULT_RULES[qual]
    leaves = []
    for n in names:
        if not _python_leaves(args[n], leaves):
            return None
    kinds = {_PY_KINDS[type(v)] for v in leaves}
    if rule == "fc":
        kind = "c" if "c" in kinds else "f"
    elif rule != "values":
        kind = rule
    elif "c" in kinds:
        kind = "c"
    elif "f" in kinds or not leaves:  # asarray([]) is float
        kind = "f"
    elif "i" in kinds:
        kind = "i"
    else:  # bools, or arange's True: the backend's own answer
        return None
    d = _kind_default(kind)
    if kind == "i" and leaves and d is not _dt.int64:
        info = _dt.iinfo(d)
        if not all(info.min <= v <= info.max for v in leaves):
            return None  # ints the set default cannot hold: ivy's int64 (Ivy 1.0 widens too)
    return b.native_dtype(d, qual)


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


def closest_valid_dtype(type, /, *, backend=None):  # noqa: A002 - Ivy's name
    """``type`` itself where the current (or ``backend``'s) framework holds it, else the closest
    dtype of its kind the framework holds: the narrowest that holds all its values, else the widest
    narrower one (``float64`` -> ``float32`` on a backend without float64, ``bfloat16`` ->
    ``float32`` on NumPy, ``uint32`` -> ``uint8`` on torch). None: :func:`default_dtype`. A kind
    the framework has no dtype of raises :class:`ivy.UnsupportedDtypeError`.

    >>> ivy.closest_valid_dtype("float16"), ivy.closest_valid_dtype("bfloat16")
    (ivy.float16, ivy.float32)
    """
    if type is None:
        return default_dtype()
    d = as_ivy_dtype(type)
    held = _backend(backend).supported_dtypes()
    if d in held:
        return d
    same = sorted((h for h in held if h.kind == d.kind), key=lambda h: h.bits)
    wider = [h for h in same if _dt.can_cast(d, h)]
    if wider:
        return wider[0]
    narrower = [h for h in same if h.bits <= d.bits]
    if narrower:
        return narrower[-1]
    raise UnsupportedDtypeError(f"ivy.closest_valid_dtype: backend {_backend(backend).name!r} holds no dtype of "
                                f"{d.name}'s kind (it holds {', '.join(h.name for h in held)})")


def _function_dtypes(fn, complement, caller):
    import ivy

    if isinstance(fn, str):
        qual = fn
    else:
        qual = next((q for q, spec in _d.REGISTRY.items() if spec.dispatcher is fn), None)
    if qual not in _d.REGISTRY:
        raise InvalidArgumentError(f"ivy.{caller}: {fn!r} is not an ivy API function (pass ivy.<name> or its name)")
    b = ivy.current_backend().load()
    held = b.supported_dtypes()
    source = b._sources.get(qual, "missing")
    bad = getattr(b._native_fns.get(qual), "__ivy_unsupported_dtypes__", None) or ()

    def out(dtypes):
        dtypes = set(dtypes)
        return tuple(d for d in _dt.all_dtypes if (d not in dtypes) == complement)

    if source == "missing":
        return out(())
    native = out(d for d in held if d not in bad)
    if source == "partial":
        return {"compositional": out(held), "primary": native}
    return native


def function_supported_dtypes(fn, recurse: bool = True):
    """The dtypes the current backend's ``fn`` (an ivy function or its name) takes: those the
    backend holds, less those its native function is marked unable to take; a dict
    ``{"compositional": ..., "primary": ...}`` for a function native only for some arguments (as
    Ivy's "partial mixed" functions); ``()`` for a function the backend lacks. ``recurse`` is
    accepted for Ivy's signature: ivy-core's compositions take every dtype the backend holds.

    >>> ivy.float64 in ivy.function_supported_dtypes(ivy.acosh)
    True
    """
    return _function_dtypes(fn, False, "function_supported_dtypes")


def function_unsupported_dtypes(fn, recurse: bool = True):
    """The dtypes ivy knows that :func:`function_supported_dtypes` leaves out for ``fn`` on the
    current backend (a dict for a function native only for some arguments).

    >>> ivy.function_unsupported_dtypes(ivy.add)  # the numpy backend takes every dtype but bfloat16
    (ivy.bfloat16,)
    """
    return _function_dtypes(fn, True, "function_unsupported_dtypes")


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

"""ivy 1.0's general helpers (``ivy/functional/ivy/general.py`` of Ivy's published API), for
arrays of any backend: type tests, conversions to NumPy and Python, comparisons, shapes,
numerically stable division and powers, norm clipping, Fourier encoding, ``exists``/``default``
and in-place increments. Plain functions on top of the dispatched API (they work on native
arrays and ``ivy.Array``\\ s alike and return the same kind they are given).

>>> import ivy
>>> ivy.to_list(ivy.stable_divide(ivy.asarray([1.0]), 0.0, min_denominator=0.5))
[2.0]
"""

from __future__ import annotations

import math as _math
import os as _os

from . import _dispatch as _d
from ._argcheck import guarded
from ._dispatch import with_out as _with_out
from .errors import InvalidArgumentError

__all__ = [
    "is_native_array", "is_ivy_array", "is_array", "is_ivy_container", "array_equal", "all_equal", "to_numpy",
    "to_scalar", "to_list", "isscalar", "exists", "default", "shape", "get_num_dims", "size", "itemsize",
    "stable_divide", "stable_pow", "set_min_denominator", "unset_min_denominator",
    "set_min_base", "unset_min_base", "clip_vector_norm", "clip_matrix_norm", "fourier_encode", "value_is_nan",
    "has_nans", "get_item", "set_item", "inplace_increment", "inplace_decrement", "current_backend_str",
    "native_array", "copy_array", "try_else_none", "arg_names", "match_kwargs", "to_ivy_shape", "to_native_shape",
    "strides", "container_types",
    # modes (a stack each; the value is ivy.<name>)
    "set_array_mode", "unset_array_mode", "set_nestable_mode", "unset_nestable_mode", "set_precise_mode",
    "unset_precise_mode", "set_exception_trace_mode", "unset_exception_trace_mode",
    "set_show_func_wrapper_trace_mode", "unset_show_func_wrapper_trace_mode", "set_inplace_mode",
    "unset_inplace_mode", "set_shape_array_mode", "unset_shape_array_mode", "set_queue_timeout",
    "unset_queue_timeout", "set_tmp_dir", "unset_tmp_dir",
    "array_mode", "nestable_mode", "precise_mode", "exception_trace_mode", "show_func_wrapper_trace_mode",
    "inplace_mode", "shape_array_mode", "queue_timeout", "tmp_dir", "soft_device_mode",
    "arg_info", "cache_fn", "multiprocessing", "is_ivy_nested_array", "get_all_arrays_in_memory",
    "num_arrays_in_memory", "print_all_arrays_in_memory", "get_referrers_recursive", "inplace_arrays_supported",
    "inplace_variables_supported", "supports_inplace_updates", "assert_supports_inplace",
    "check_scalar", "optional_get_element", "to_dlpack", "save", "load", "function_supported_devices_and_dtypes",
    "function_unsupported_devices_and_dtypes",
]

min_denominator = 1e-12  # ivy.min_denominator (set_min_denominator changes it)
min_base = 1e-5  # ivy.min_base
_MIN = {"denominator": [min_denominator], "base": [min_base]}


def _ivy():
    import ivy

    return ivy


# ------------------------------------------------------------------ types


def is_native_array(x, /, *, exclusive: bool = False) -> bool:
    """Whether ``x`` is an array of an installed backend's framework (not an ``ivy.Array``);
    ``exclusive=True`` also excludes variables (``ivy.is_variable(x, exclusive=True)``).

    >>> import numpy as np
    >>> ivy.is_native_array(np.ones(2)), ivy.is_native_array(ivy.ones(2))
    (True, False)
    """
    if x.__class__ is _d._Array:
        return False
    b = _d._TYPES[type(x)]  # the framework by the class's module, which also holds non-arrays
    if b is None or not b.is_native_array(x):  # (torch.Size, tf.TensorShape, NumPy's dtypes)
        return False
    return not (exclusive and _ivy().is_variable(x, exclusive=True))


def is_ivy_array(x, /, *, exclusive: bool = False) -> bool:
    """Whether ``x`` is an ``ivy.Array`` (``exclusive=True``: one that wraps no variable).

    >>> ivy.is_ivy_array(ivy.ones(2))
    True
    """
    return x.__class__ is _d._Array and is_native_array(x._data, exclusive=exclusive)


def is_array(x, /, *, exclusive: bool = False) -> bool:
    """Whether ``x`` is an ``ivy.Array`` or a native array.

    >>> ivy.is_array([1.0])
    False
    """
    return is_ivy_array(x, exclusive=exclusive) or is_native_array(x, exclusive=exclusive)


def is_ivy_container(x, /) -> bool:
    """Whether ``x`` is an ``ivy.Container``.

    >>> ivy.is_ivy_container(ivy.Container(a=ivy.ones(1)))
    True
    """
    return isinstance(x, _ivy().Container)


# ------------------------------------------------------------ conversions


def to_numpy(x, /, *, copy: bool = True):
    """``x`` (an ``ivy.Array`` or a native array of any backend, a variable too) as a NumPy
    array; ``copy=False`` shares memory where the framework can.

    >>> ivy.to_numpy(ivy.asarray([1, 2]))
    array([1, 2])
    """
    import numpy as np

    n = x._data if x.__class__ is _d._Array else x
    b = _d._TYPES[type(n)]
    if b is None:
        raise InvalidArgumentError(f"ivy.to_numpy takes an array, got {type(x).__name__}")
    b = b.load()
    gm = getattr(b, "gradients", None)
    if gm is not None and hasattr(gm, "variable_data"):
        n = gm.variable_data(n)
    a = np.asarray(b.to_numpy(n))
    return a.copy() if copy else a


def to_scalar(x, /):
    """The Python number a one-element array holds.

    >>> ivy.to_scalar(ivy.asarray([3]))
    3
    """
    a = to_numpy(x, copy=False)
    if a.size != 1:
        raise InvalidArgumentError(f"ivy.to_scalar takes a one-element array, got shape {a.shape}")
    return a.reshape(()).item()


def to_list(x, /):
    """The array as nested Python lists of Python numbers.

    >>> ivy.to_list(ivy.asarray([[1, 2], [3, 4]]))
    [[1, 2], [3, 4]]
    """
    return to_numpy(x, copy=False).tolist()


def isscalar(x, /) -> bool:
    """Whether ``x`` is a Python (or NumPy) scalar: a number, bool or string, not an array.

    >>> ivy.isscalar(3.0), ivy.isscalar(ivy.asarray(3.0))
    (True, False)
    """
    if isinstance(x, (bool, int, float, complex, str, bytes)):
        return True
    if type(x).__module__ == "numpy":  # a NumPy scalar (np.float32(1)) is one, as in NumPy
        import numpy as np

        return bool(np.isscalar(x))
    return False


def exists(x, /) -> bool:
    """Whether ``x`` is not None.

    >>> ivy.exists(0), ivy.exists(None)
    (True, False)
    """
    return x is not None


def default(x, /, default_val, *, catch_exceptions: bool = False, rev: bool = False, with_callable: bool = False):
    """``x`` unless it is None, else ``default_val`` (``rev=True``: ``default_val`` unless it is
    None). ``with_callable``: both are functions of no argument, called (only the one chosen);
    ``catch_exceptions``: ``x()`` raising counts as None.

    >>> ivy.default(None, 3), ivy.default(2, 3), ivy.default(lambda: 1 / 0, lambda: 5, catch_exceptions=True)
    (3, 2, 5)
    """
    with_callable = catch_exceptions or with_callable
    if rev:
        x, default_val = default_val, x
    if with_callable:
        try:
            value = x() if callable(x) else x
        except Exception:
            if not catch_exceptions:
                raise
            value = None
        if value is not None:
            return value
        return default_val() if callable(default_val) else default_val
    return x if x is not None else default_val


# ---------------------------------------------------------- comparisons


@guarded(x0="Array | complex", x1="Array | complex")
def array_equal(x0, x1, /) -> bool:
    """Whether two arrays have the same shape and equal elements (NaN is unequal to itself).

    >>> ivy.array_equal(ivy.asarray([1, 2]), ivy.asarray([1.0, 2.0]))
    True
    """
    ivy = _ivy()
    if shape(x0) != shape(x1):
        return False
    return bool(ivy.all(ivy.equal(x0, x1)))


def _equal(a, b):
    if is_array(a) and is_array(b):
        return array_equal(a, b)
    if is_array(a) or is_array(b):
        return False
    return a == b


def all_equal(*xs, equality_matrix: bool = False):
    """Whether every one of ``xs`` equals the others (arrays by :func:`array_equal`, anything
    else by ``==``); ``equality_matrix=True`` gives the matrix of pairwise answers as a bool array.

    >>> ivy.all_equal(ivy.ones(2), ivy.ones(2), ivy.zeros(2))
    False
    """
    if equality_matrix:
        import numpy as np

        n = len(xs)
        m = np.ones((n, n), bool)
        for i in range(n):
            for j in range(i + 1, n):
                m[i, j] = m[j, i] = _equal(xs[i], xs[j])
        return _ivy().asarray(m)
    return all(_equal(xs[0], x) for x in xs[1:])


def value_is_nan(x, /, *, include_infs: bool = True) -> bool:
    """Whether the scalar (or one-element array) ``x`` is NaN (or infinite, with ``include_infs``).

    >>> ivy.value_is_nan(float("inf")), ivy.value_is_nan(float("inf"), include_infs=False)
    (True, False)
    """
    v = to_scalar(x) if is_array(x) else x
    if v != v:
        return True
    return include_infs and v in (float("inf"), float("-inf"))


def has_nans(x, /, *, include_infs: bool = True) -> bool:
    """Whether the array holds a NaN (or an infinity, with ``include_infs``).

    >>> ivy.has_nans(ivy.asarray([1.0, float("nan")]))
    True
    """
    ivy = _ivy()
    if not ivy.isdtype(_d.dtype_of(x), ("real floating", "complex floating")):
        return False
    bad = ivy.logical_not(ivy.isfinite(x)) if include_infs else ivy.isnan(x)
    return bool(ivy.any(bad))


# ---------------------------------------------------------------- shapes


@guarded(x="Array", as_array="bool")
def shape(x, /, *, as_array: bool = False):
    """The shape as a tuple of ints (``as_array=True``, or :func:`set_shape_array_mode` on: an
    int64 array on ``x``'s backend).

    >>> ivy.shape(ivy.ones((2, 3)))
    (2, 3)
    """
    s = tuple(int(d) for d in x.shape)
    if as_array or shape_array_mode:
        ivy = _ivy()
        return ivy.asarray(s, dtype=ivy.int64, backend=_d.backend_of(x))
    return s


@guarded(x="Array", as_array="bool")
def get_num_dims(x, /, *, as_array: bool = False):
    """The number of dimensions (``as_array=True``: a 0-d int64 array).

    >>> ivy.get_num_dims(ivy.ones((2, 3)))
    2
    """
    n = len(x.shape)
    if as_array or shape_array_mode:
        ivy = _ivy()
        return ivy.asarray(n, dtype=ivy.int64, backend=_d.backend_of(x))
    return n


@guarded(x="Array")
def size(x, /) -> int:
    """The number of elements.

    >>> ivy.size(ivy.ones((2, 3)))
    6
    """
    return _math.prod(shape(x))


def itemsize(x, /) -> int:
    """The size of one element in bytes.

    >>> ivy.itemsize(ivy.ones(2, dtype=ivy.float64))
    8
    """
    d = _d.dtype_of(x)
    return max(d.bits // 8, 1)  # (bool: one byte)


# ------------------------------------------------------- stable arithmetic


def _set(name, val):
    import sys

    what = f"ivy.set_min_{name}"
    try:
        if isinstance(val, (bool, str, complex)):
            raise TypeError
        f = float(val)
    except (TypeError, ValueError):
        from ._argcheck import not_an_array

        not_an_array(what, "val", val, "a real number")
    if not 0 <= f < _math.inf:
        raise InvalidArgumentError(f"{what}: val must be a finite number >= 0, got {val!r}")
    _MIN[name].append(f)
    setattr(sys.modules["ivy"], "min_" + name, _MIN[name][-1])


def _unset(name):
    import sys

    if len(_MIN[name]) > 1:
        _MIN[name].pop()
    setattr(sys.modules["ivy"], "min_" + name, _MIN[name][-1])


def set_min_denominator(val) -> None:
    """Set ``ivy.min_denominator``, the value :func:`stable_divide` adds to denominators
    (1e-12 unless set), until :func:`unset_min_denominator`.

    >>> ivy.set_min_denominator(1e-6); ivy.min_denominator
    1e-06
    >>> ivy.unset_min_denominator(); ivy.min_denominator
    1e-12
    """
    _set("denominator", val)


def unset_min_denominator() -> None:
    """Go back to the previous ``ivy.min_denominator``."""
    _unset("denominator")


def set_min_base(val) -> None:
    """Set ``ivy.min_base``, the value :func:`stable_pow` adds to bases (1e-5 unless set),
    until :func:`unset_min_base`.

    >>> ivy.set_min_base(0.5); ivy.min_base
    0.5
    >>> ivy.unset_min_base(); ivy.min_base
    1e-05
    """
    _set("base", val)


def unset_min_base() -> None:
    """Go back to the previous ``ivy.min_base``."""
    _unset("base")


@guarded(numerator="Array | complex", denominator="Array | complex", min_denominator="Array | float | None")
def stable_divide(numerator, denominator, /, *, min_denominator=None):
    """``numerator / (denominator + min_denominator)``: no division by zero.

    >>> ivy.stable_divide(ivy.asarray([1.0, 2.0]), ivy.asarray([0.5, 0.0]), min_denominator=0.5)
    ivy.array([1., 4.], dtype=float32, backend=numpy)
    """
    ivy = _ivy()
    eps = ivy.min_denominator if min_denominator is None else min_denominator
    return ivy.divide(numerator, ivy.add(denominator, eps) if is_array(denominator) else denominator + eps)


@guarded(base="Array | complex", exponent="Array | complex", min_base="Array | float | None")
def stable_pow(base, exponent, /, *, min_base=None):
    """``(base + min_base) ** exponent``: no zero base raised to a negative power.

    >>> ivy.stable_pow(ivy.asarray([0.0, 1.0]), 2.0, min_base=1.0)
    ivy.array([1., 4.], dtype=float32, backend=numpy)
    """
    ivy = _ivy()
    eps = ivy.min_base if min_base is None else min_base
    return ivy.pow(ivy.add(base, eps) if is_array(base) else base + eps, exponent)


# ------------------------------------------------------------ norm clipping


@guarded(x="Array", max_norm="Array | float", p="float")
@_with_out
def clip_vector_norm(x, max_norm, /, *, p: float = 2.0):
    """``x`` scaled down to a ``p``-norm (over all its elements) of at most ``max_norm``.

    >>> ivy.clip_vector_norm(ivy.asarray([3.0, 4.0]), 1.0)
    ivy.array([0.6, 0.8], dtype=float32, backend=numpy)
    """
    ivy = _ivy()
    norm = ivy.linalg.vector_norm(x, ord=p)
    ratio = ivy.minimum(stable_divide(max_norm, norm), 1.0)
    return ivy.multiply(x, ivy.astype(ratio, _d.dtype_of(x)))


@guarded(x="Array", max_norm="Array | float", p="float")
@_with_out
def clip_matrix_norm(x, max_norm, /, *, p: float = 2.0):
    """Each matrix (the last two axes) scaled down to a ``p``-norm of at most ``max_norm``
    (``p`` as ``ivy.linalg.matrix_norm``'s ``ord``: 2 is the largest singular value).

    >>> ivy.clip_matrix_norm(ivy.asarray([[3.0, 0.0], [0.0, 0.5]]), 1.5)
    ivy.array([[1.5 , 0.  ],
               [0.  , 0.25]], dtype=float32, backend=numpy)
    """
    ivy = _ivy()
    norms = ivy.linalg.matrix_norm(x, ord=p, keepdims=True)
    ratios = ivy.minimum(stable_divide(max_norm, norms), 1.0)
    return ivy.multiply(x, ivy.astype(ratios, _d.dtype_of(x)))


# --------------------------------------------------------- Fourier encoding


def fourier_encode(x, max_freq, /, *, num_bands: int = 4, linear: bool = False, concat: bool = True,
                   flatten: bool = False):
    """Sines and cosines of ``x * scale * pi`` for ``num_bands`` scales from 1 to
    ``max_freq / 2`` (evenly spaced with ``linear``, else evenly in log), a new last axis of
    bands: ``concat=True`` gives ``[x, sin..., cos...]`` along it (``(..., d, 1 + 2 num_bands)``),
    else the pair ``(sin, cos)``; ``flatten=True`` merges the last two axes (with ``x`` itself
    in front when concatenated: ``(batch, d + 2 d num_bands)`` for a 2-D ``x``).

    >>> ivy.fourier_encode(ivy.asarray([0.5]), 4.0, num_bands=2).shape
    (1, 5)
    """
    ivy = _ivy()
    b = _d.backend_of(x)
    dt = _d.dtype_of(x)
    top = ivy.asarray(max_freq, dtype=dt, backend=b) / 2
    if linear:
        scales = ivy.linspace(ivy.asarray(1.0, dtype=dt, backend=b), top, num_bands, axis=-1)
    else:
        scales = ivy.logspace(ivy.asarray(0.0, dtype=dt, backend=b), ivy.log10(top), num_bands, axis=-1)
    xe = ivy.expand_dims(x, axis=-1)
    arg = ivy.multiply(ivy.multiply(xe, ivy.astype(scales, dt)), _math.pi)
    sin, cos = ivy.sin(arg), ivy.cos(arg)
    if flatten:
        lead = tuple(x.shape[:1]) if len(x.shape) > 1 else ()
        sin = ivy.reshape(sin, lead + (-1,))
        cos = ivy.reshape(cos, lead + (-1,))
        if concat:
            return ivy.concat([ivy.reshape(x, lead + (-1,)), sin, cos], axis=-1)
        return sin, cos
    if concat:
        return ivy.concat([xe, sin, cos], axis=-1)
    return sin, cos


# ----------------------------------------------------------- item access


@guarded(x="Array")
def get_item(x, /, query, *, copy: bool | None = None):
    """``x[query]`` (``copy=True``: a copy, never a view).

    >>> ivy.get_item(ivy.arange(4), ivy.asarray([True, False, True, False]))
    ivy.array([0, 2], dtype=int64, backend=numpy)
    """
    r = x[query]
    if copy:
        ivy = _ivy()
        r = ivy.asarray(r, copy=True)
    return r


@guarded(x="Array")
def set_item(x, query, val, /, *, copy: bool = False):
    """``x`` with ``x[query] = val`` (``copy=True``: on a copy, ``x`` untouched). A native
    JAX or TensorFlow array, which cannot be written, is always copied.

    >>> x = ivy.zeros(3)
    >>> y = ivy.set_item(x, slice(1, None), 5.0, copy=True)
    >>> ivy.to_list(y), ivy.to_list(x)
    ([0.0, 5.0, 5.0], [0.0, 0.0, 0.0])
    """
    ivy = _ivy()
    wrapped = x.__class__ is _d._Array
    a = ivy.asarray(x, copy=True) if copy else x
    if a.__class__ is not _d._Array:
        a = ivy.Array(a)
    a[query] = val
    return a if wrapped else a.data


@guarded(x="Array", val="Array | complex")
def inplace_increment(x, val):
    """``x += val`` in place where ``x``'s framework allows it (see ``ivy.inplace_update``).

    >>> x = ivy.ones(2)
    >>> _ = ivy.inplace_increment(x, 1.0); ivy.to_list(x)
    [2.0, 2.0]
    """
    ivy = _ivy()
    return ivy.inplace_update(x, ivy.add(x, val), keep_input_dtype=True)


@guarded(x="Array", val="Array | complex")
def inplace_decrement(x, val):
    """``x -= val`` in place where ``x``'s framework allows it (see ``ivy.inplace_update``).

    >>> x = ivy.ones(2)
    >>> _ = ivy.inplace_decrement(x, 1.0); ivy.to_list(x)
    [0.0, 0.0]
    """
    ivy = _ivy()
    return ivy.inplace_update(x, ivy.subtract(x, val), keep_input_dtype=True)


def current_backend_str() -> str:
    """The name of the backend a call with no arrays would use now.

    >>> ivy.current_backend_str()
    'numpy'
    """
    return _ivy().current_backend().name


def native_array(x, /, *, dtype=None, device=None):
    """``x`` (an array, nested lists or a scalar) as a native array of the current backend
    (an ``ivy.Array``'s own), with ``dtype``/``device`` if given.

    >>> import numpy as np
    >>> isinstance(ivy.native_array([1.0, 2.0]), np.ndarray)
    True
    """
    a = _ivy().asarray(x, dtype=dtype, device=device)
    return a._data if a.__class__ is _d._Array else a


@_with_out
def copy_array(x, /, *, to_ivy_array: bool = True):
    """A copy of ``x``, as an ``ivy.Array`` (``to_ivy_array=False``: native).

    >>> x = ivy.ones(2)
    >>> y = ivy.copy_array(x); y[0] = 5.0; ivy.to_list(x)
    [1.0, 1.0]
    """
    a = _ivy().asarray(x, copy=True)
    if to_ivy_array:
        return a if a.__class__ is _d._Array else _d._Array(a)
    return a._data if a.__class__ is _d._Array else a


# ------------------------------------------------------------- functions


def try_else_none(fn, *args, **kwargs):
    """``fn`` itself if ``fn(*args, **kwargs)`` runs without raising, else None (the result of
    the call is dropped).

    >>> ivy.try_else_none(ivy.add, ivy.ones(2), ivy.ones(2)).__name__
    'add'
    >>> print(ivy.try_else_none(ivy.add, ivy.ones(2), "text"))
    None
    """
    try:
        fn(*args, **kwargs)
    except Exception:  # noqa: BLE001 - any failure means "no"
        return None
    return fn


@guarded(receiver="Callable")
def arg_names(receiver):
    """The names of the parameters of a function, or of a class's constructor (``self`` left out),
    in order.

    >>> ivy.arg_names(ivy.linear)
    ['x', 'weight', 'bias', 'out']

    (A dispatched function's ``backend=``, ivy's own addition, is left out, as Ivy 1.0 listed them.)
    """
    import inspect

    names = list(inspect.signature(receiver).parameters)
    if hasattr(receiver, "__ivy_source__") and names and names[-1] == "backend":
        names.pop()
    return names


@guarded(kwargs="dict", receivers="Sequence[Callable]")
def match_kwargs(kwargs, *receivers, allow_duplicates: bool = False):
    """``kwargs`` split among ``receivers`` (functions or classes): for each, a dict of the
    entries whose names are its parameters. An entry goes to the first receiver taking it
    only, unless ``allow_duplicates``; entries no receiver takes are dropped. With one
    receiver, its dict (not a list of one).

    >>> ivy.match_kwargs({"bias": 1, "axis": 0, "other": 2}, ivy.linear, ivy.concat)
    [{'bias': 1}, {'axis': 0}]
    >>> ivy.match_kwargs({"backend": "numpy", "bias": 1}, ivy.concat, ivy.linear, allow_duplicates=True)
    [{'backend': 'numpy'}, {'backend': 'numpy', 'bias': 1}]
    """
    import inspect

    left = dict(kwargs)
    out = []
    for r in receivers:
        names = set(inspect.signature(r).parameters)
        pool = kwargs if allow_duplicates else left
        found = {k: v for k, v in pool.items() if k in names}
        if not allow_duplicates:
            for k in found:
                del left[k]
        out.append(found)
    return out[0] if len(out) == 1 else out


# ---------------------------------------------------------------- shapes (2)


def _shape_tuple(shape):
    """A shape given as an int, a sequence of ints, an integer array or a framework's shape
    object, as a tuple of Python ints."""
    if isinstance(shape, bool):
        raise InvalidArgumentError("a shape is made of ints, got a bool")
    if isinstance(shape, int):
        return (shape,)
    if not isinstance(shape, (tuple, list)) and is_array(shape) and hasattr(shape, "dtype"):
        ivy = _ivy()
        if not ivy.isdtype(_d.dtype_of(shape), "integral"):
            raise InvalidArgumentError(f"an array shape holds ints, got {_d.dtype_of(shape).name}")
        out = to_numpy(shape).tolist()
        return tuple(out) if isinstance(out, list) else (out,)
    try:
        dims = list(shape)
    except TypeError:
        raise InvalidArgumentError(f"a shape is an int, a sequence of ints or an int array, got "
                                   f"{type(shape).__name__}") from None
    out = []
    for d in dims:
        if is_array(d):
            d = to_scalar(d)
        if hasattr(d, "__index__") and not isinstance(d, bool):
            out.append(int(d.__index__()))
        elif d is None:  # (TensorFlow's unknown dimension)
            out.append(None)
        else:
            raise InvalidArgumentError(f"a shape is made of ints, got {d!r}")
    return tuple(out)


def to_ivy_shape(shape):
    """``shape`` (a framework's shape object such as ``torch.Size`` or ``tf.TensorShape``, a
    list, an int or an int array) as ivy's shape: a tuple of Python ints, what ``x.shape`` is
    for an ``ivy.Array``.

    >>> ivy.to_ivy_shape([2, 3]), ivy.to_ivy_shape(4), ivy.to_ivy_shape(ivy.asarray([5, 1]))
    ((2, 3), (4,), (5, 1))
    """
    return _shape_tuple(shape)


def to_native_shape(shape):
    """``shape`` (as :func:`to_ivy_shape` takes it) in the current backend's form:
    ``torch.Size`` on torch, ``tf.TensorShape`` on TensorFlow, a tuple of ints elsewhere.

    >>> ivy.to_native_shape([2, 3])
    (2, 3)
    """
    t = _shape_tuple(shape)
    name = current_backend_str()
    if name == "torch":
        import torch

        return torch.Size(t)
    if name == "tensorflow":
        import tensorflow as tf

        return tf.TensorShape(t)
    return t


def strides(x, /):
    """The strides of ``x`` in bytes, as NumPy counts them: a NumPy array's (or a torch tensor's)
    own, which a view may have; for frameworks that do not show their memory layout (JAX,
    TensorFlow, MXNet), those of the row-major layout their arrays have.

    >>> ivy.strides(ivy.ones((2, 3), dtype=ivy.int32))
    (12, 4)
    """
    n = x._data if x.__class__ is _d._Array else x
    b = _d._TYPES[type(n)]
    if b is None:
        raise InvalidArgumentError(f"ivy.strides takes an array, got {type(x).__name__}")
    item = itemsize(x)
    mod = type(n).__module__.partition(".")[0]
    if mod == "numpy":
        return tuple(int(s) for s in n.strides)
    if mod == "torch" and hasattr(n, "stride"):
        return tuple(int(s) * item for s in n.stride())
    import numpy as np

    return tuple(int(s) for s in np.empty(shape(x), f"V{item}").strides)  # (NumPy's row-major rule)


def container_types():
    """The classes, besides ``dict``, ``list`` and ``tuple``, that ivy's nest functions
    (autodiff, ``vmap``, ``compile``) look into as nests: ``ivy.Container`` and any class
    registered with ``ivy._tree.register_node``.

    >>> ivy.Container in ivy.container_types()
    True
    """
    from . import _tree

    return list(_tree._NODES)


# ------------------------------------------------------------------ modes
# Ivy 1.0's global modes, each a stack (``set_*`` pushes, ``unset_*`` pops back to the previous
# value) published as ``ivy.<name>``. The dispatchers read none of them (no per-call cost): a
# mode ivy honours is read only by the helpers it concerns (``shape_array_mode`` by
# :func:`shape`), a stored value (``queue_timeout``, ``tmp_dir``) is only kept, and a mode whose
# other values would need every dispatcher to change accepts only the value that matches ivy's
# fixed behaviour and refuses the others with InvalidArgumentError saying why.

array_mode = True  # ivy.array_mode: ivy.Array in, ivy.Array out (False: native arrays out)
nestable_mode = True  # functions map over ivy.Container arguments (False: they do not)
precise_mode = True  # the precise promotion table: int32 + float16 -> float64 (False: float16)
exception_trace_mode = "full"  # Ivy's traceback mode (a stored value: ivy shows Python's full tracebacks)
show_func_wrapper_trace_mode = True  # (a stored value: tracebacks show the dispatcher frames)
inplace_mode = "lenient"  # ivy.inplace_update rebinds where it cannot write (fixed)
shape_array_mode = False  # ivy.shape / ivy.get_num_dims return tuples and ints unless set
queue_timeout = 15.0  # seconds (a stored value)
tmp_dir = "/tmp"  # a stored value
soft_device_mode = False  # inputs are not moved to the default device (fixed; see ivy.device)

_MODE_DEFAULTS = {
    "array_mode": True, "nestable_mode": True, "precise_mode": True, "exception_trace_mode": "full",
    "show_func_wrapper_trace_mode": True, "inplace_mode": "lenient", "shape_array_mode": False,
    "queue_timeout": 15.0, "tmp_dir": "/tmp", "soft_device_mode": False,
}
_MODE_STACKS = {k: [] for k in _MODE_DEFAULTS}

_FIXED_WHY = {
    "inplace_mode": "ivy.inplace_update rebinds where the framework cannot write in place; pass "
                    "ensure_in_backend=True to a call to have it raise instead",
    "soft_device_mode": "ivy does not move inputs to the default device before an operation; move them "
                        "with ivy.to_device",
}


def _publish_mode(name):
    import sys

    st = _MODE_STACKS[name]
    v = st[-1] if st else _MODE_DEFAULTS[name]
    globals()[name] = v
    mod = sys.modules.get("ivy")
    if mod is not None:
        setattr(mod, name, v)


def _push_mode(name, value):
    _MODE_STACKS[name].append(value)
    _publish_mode(name)


def _pop_mode(name):
    if _MODE_STACKS[name]:
        _MODE_STACKS[name].pop()
    _publish_mode(name)


def _check_bool(what, mode):
    if mode.__class__ is not bool:
        raise InvalidArgumentError(f"ivy.{what}: mode must be True or False, got {mode!r}")


def _check_fixed(name, mode, choices=None):
    """``mode`` must be ivy's fixed value of mode ``name`` (after the type check)."""
    what = "set_" + name
    if choices is None:
        _check_bool(what, mode)
    elif not isinstance(mode, str) or mode not in choices:
        raise InvalidArgumentError(f"ivy.{what}: mode must be one of {list(choices)}, got {mode!r}")
    fixed = _MODE_DEFAULTS[name]
    if mode != fixed:
        raise InvalidArgumentError(f"ivy.{what}({mode!r}) is not supported: {_FIXED_WHY[name]}; only {fixed!r} is")
    _push_mode(name, mode)


def _apply_array_mode():
    from . import _dispatch

    _dispatch.set_native_out(not _current("array_mode"))


def _current(name):
    st = _MODE_STACKS[name]
    return st[-1] if st else _MODE_DEFAULTS[name]


def set_array_mode(mode: bool) -> None:
    """Ivy's array mode (``ivy.array_mode``): True (the default), an ``ivy.Array`` in gives an
    ``ivy.Array`` out; False, every function returns native arrays, for ``ivy.Array`` input too
    (each dispatcher's code is swapped for a variant without the wrapping, so neither mode costs
    the other anything per call; switching takes a moment the first time).

    >>> ivy.set_array_mode(False); type(ivy.abs(ivy.asarray([-1.0]))).__name__
    'ndarray'
    >>> ivy.unset_array_mode(); type(ivy.abs(ivy.asarray([-1.0]))).__name__
    'Array'
    """
    _check_bool("set_array_mode", mode)
    _push_mode("array_mode", mode)
    _apply_array_mode()


def unset_array_mode() -> None:
    """Go back to the previous array mode (True)."""
    _pop_mode("array_mode")
    _apply_array_mode()


def _apply_nestable_mode():
    from . import _dispatch

    _dispatch.set_container_mapping(_current("nestable_mode"))


def set_nestable_mode(mode: bool) -> None:
    """Ivy's nestable mode (``ivy.nestable_mode``): True (the default), functions map over
    ``ivy.Container`` arguments leaf by leaf (``ivy.abs(c)``); False, they take a Container as
    any other object (the Container's methods, ``c.abs()``, still map).

    >>> ivy.set_nestable_mode(False); ivy.nestable_mode
    False
    >>> ivy.unset_nestable_mode(); ivy.nestable_mode
    True
    """
    _check_bool("set_nestable_mode", mode)
    _push_mode("nestable_mode", mode)
    _apply_nestable_mode()


def unset_nestable_mode() -> None:
    """Go back to the previous nestable mode (True)."""
    _pop_mode("nestable_mode")
    _apply_nestable_mode()


def _apply_precise_mode():
    from . import _dispatch, dtypes

    precise = _current("precise_mode")
    dtypes.set_precise_promotion(precise)
    _dispatch.set_modes(imprecise=not precise)


def set_precise_mode(mode: bool) -> None:
    """Ivy's precise mode (``ivy.precise_mode``): True (the default), promotion loses no precision
    (int32 + float16 is float64, as NumPy's); False, Ivy 1.0's non-precise table: an integer or bool
    array meeting a floating one takes its dtype (int32 + float16 is float16), in
    ``ivy.promote_types``/``result_type``/``can_cast`` and the element-wise functions of two arrays
    (each dispatcher's code is swapped for a variant, so the default mode pays nothing for it).

    >>> ivy.set_precise_mode(False); ivy.promote_types(ivy.int32, ivy.float16)
    ivy.float16
    >>> ivy.unset_precise_mode(); ivy.promote_types(ivy.int32, ivy.float16)
    ivy.float64
    """
    _check_bool("set_precise_mode", mode)
    _push_mode("precise_mode", mode)
    _apply_precise_mode()


def unset_precise_mode() -> None:
    """Go back to the previous precise mode (True)."""
    _pop_mode("precise_mode")
    _apply_precise_mode()


def set_exception_trace_mode(mode) -> None:
    """Ivy's exception trace mode (``"ivy"``, ``"full"``, ``"frontend"`` or ``"none"``), kept in
    ``ivy.exception_trace_mode`` until :func:`unset_exception_trace_mode`. It names how much of a
    traceback Ivy 1.0 showed; ivy's tracebacks are Python's own, whole, in every mode.

    >>> ivy.set_exception_trace_mode("ivy"); ivy.exception_trace_mode
    'ivy'
    >>> ivy.unset_exception_trace_mode()
    """
    choices = ("ivy", "full", "frontend", "none")
    if not isinstance(mode, str) or mode not in choices:
        raise InvalidArgumentError(f"ivy.set_exception_trace_mode: mode must be one of {list(choices)}, got {mode!r}")
    _push_mode("exception_trace_mode", mode)


def unset_exception_trace_mode() -> None:
    """Go back to the previous exception trace mode (``"full"``)."""
    _pop_mode("exception_trace_mode")


def set_show_func_wrapper_trace_mode(mode: bool) -> None:
    """Ivy's mode showing the function wrappers' frames in tracebacks, kept in
    ``ivy.show_func_wrapper_trace_mode`` until :func:`unset_show_func_wrapper_trace_mode`. It names
    what Ivy 1.0's tracebacks showed; ivy's are Python's own (its dispatcher frames included).

    >>> ivy.set_show_func_wrapper_trace_mode(False); ivy.show_func_wrapper_trace_mode
    False
    >>> ivy.unset_show_func_wrapper_trace_mode()
    """
    _check_bool("set_show_func_wrapper_trace_mode", mode)
    _push_mode("show_func_wrapper_trace_mode", mode)


def unset_show_func_wrapper_trace_mode() -> None:
    """Go back to the previous wrapper-trace mode (True)."""
    _pop_mode("show_func_wrapper_trace_mode")


def set_inplace_mode(mode: str = "lenient") -> None:
    """Ivy's in-place mode, ``"lenient"`` or ``"strict"`` (raise where the backend cannot update in
    place). ivy is lenient (``ivy.inplace_mode``); ``"strict"`` raises InvalidArgumentError (pass
    ``ensure_in_backend=True`` to :func:`ivy.inplace_update` for the strict check on one call).

    >>> ivy.set_inplace_mode("lenient"); ivy.inplace_mode
    'lenient'
    >>> ivy.unset_inplace_mode()
    """
    _check_fixed("inplace_mode", mode, ("lenient", "strict"))


def unset_inplace_mode() -> None:
    """Go back to the previous in-place mode (``"lenient"``)."""
    _pop_mode("inplace_mode")


def set_shape_array_mode(mode: bool) -> None:
    """Make :func:`shape` and :func:`get_num_dims` return int64 arrays (True) or a tuple and an int
    (False, the default) until :func:`unset_shape_array_mode` (``ivy.shape_array_mode``).

    >>> ivy.set_shape_array_mode(True); ivy.shape(ivy.ones((2, 3)))
    ivy.array([2, 3], dtype=int64, backend=numpy)
    >>> ivy.unset_shape_array_mode(); ivy.shape(ivy.ones((2, 3)))
    (2, 3)
    """
    _check_bool("set_shape_array_mode", mode)
    _push_mode("shape_array_mode", mode)


def unset_shape_array_mode() -> None:
    """Go back to the previous shape-array mode (False)."""
    _pop_mode("shape_array_mode")


def set_queue_timeout(timeout: float):
    """Set ``ivy.queue_timeout``, the seconds to wait for data from a queue (15.0 unless set),
    until :func:`unset_queue_timeout`. A number >= 0.

    >>> ivy.set_queue_timeout(10); ivy.queue_timeout
    10
    >>> ivy.unset_queue_timeout(); ivy.queue_timeout
    15.0
    """
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout >= 0:
        raise InvalidArgumentError(f"ivy.set_queue_timeout: timeout must be a number of seconds >= 0, got {timeout!r}")
    _push_mode("queue_timeout", timeout)


def unset_queue_timeout() -> None:
    """Go back to the previous queue timeout (15.0)."""
    _pop_mode("queue_timeout")


def set_tmp_dir(tmp_dr: str) -> None:
    """Set ``ivy.tmp_dir``, the directory for temporary files (``"/tmp"`` unless set), until
    :func:`unset_tmp_dir`.

    >>> ivy.set_tmp_dir("/my_tmp"); ivy.tmp_dir
    '/my_tmp'
    >>> ivy.unset_tmp_dir(); ivy.tmp_dir
    '/tmp'
    """
    import os

    if not isinstance(tmp_dr, (str, os.PathLike)):
        raise InvalidArgumentError(f"ivy.set_tmp_dir: expected a path, got {type(tmp_dr).__name__}")
    _push_mode("tmp_dir", os.fspath(tmp_dr))


def unset_tmp_dir() -> None:
    """Go back to the previous temporary directory (``"/tmp"``)."""
    _pop_mode("tmp_dir")


# ---------------------------------------------------------- introspection


def arg_info(fn, *, name: str | None = None, idx: int | None = None):
    """The position and ``inspect.Parameter`` of one parameter of ``fn``, given by ``name`` or by
    ``idx`` (exactly one): ``{"idx": ..., "param": ...}``.

    >>> ivy.arg_info(ivy.matmul, name="x2")["idx"]
    1
    """
    import inspect

    if (name is None) == (idx is None):
        raise InvalidArgumentError("ivy.arg_info: give exactly one of name or idx")
    params = inspect.signature(fn).parameters
    names = list(params)
    if name is not None:
        if name not in params:
            raise InvalidArgumentError(f"ivy.arg_info: {getattr(fn, '__name__', fn)!r} has no parameter {name!r}")
        return {"idx": names.index(name), "param": params[name]}
    if isinstance(idx, bool) or not isinstance(idx, int) or not -len(names) <= idx < len(names):
        raise InvalidArgumentError(
            f"ivy.arg_info: idx {idx!r} is not a parameter position of a {len(names)}-parameter function"
        )
    return {"idx": idx, "param": params[names[idx]]}


_FN_CACHE: dict = {}  # Ivy's FN_CACHE: per cached function, its results by arguments


def cache_fn(func):
    """``func`` wrapped to remember its results: a call with the same arguments (equal and of the
    same types) returns the stored result. Calls with an array or an unhashable argument (a list,
    a dict) are not cached: they run ``func`` each time.

    >>> calls = []
    >>> def f(a, *, b=1): calls.append(a); return a + b
    >>> g = ivy.cache_fn(f)
    >>> g(3, b=2), g(3, b=2), len(calls)
    (5, 5, 1)
    """
    import functools

    if not callable(func):
        raise InvalidArgumentError(f"ivy.cache_fn: expected a function, got {type(func).__name__}")
    cache = _FN_CACHE.setdefault(func, {})
    types = _d._TYPES

    @functools.wraps(func)
    def cached_fn(*args, **kwargs):
        try:
            key = (tuple((a.__class__, a) for a in args),
                   tuple(sorted((k, v.__class__, v) for k, v in kwargs.items())))
            hash(key)
        except Exception:  # noqa: BLE001 - unhashable (MXNet's arrays raise NotImplementedError)
            return func(*args, **kwargs)
        if any(a.__class__ is _d._Array or types[a.__class__] is not None for a in args) or any(
            v.__class__ is _d._Array or types[v.__class__] is not None for v in kwargs.values()
        ):
            return func(*args, **kwargs)  # (torch tensors hash by identity; their values can change)
        try:
            return cache[key]
        except KeyError:
            ret = cache[key] = func(*args, **kwargs)
            return ret

    return cached_fn


def multiprocessing(context: str | None = None):
    """The current backend's multiprocessing module (``torch.multiprocessing`` on torch, Python's
    ``multiprocessing`` elsewhere), or its context ``context`` (``"fork"``, ``"spawn"``,
    ``"forkserver"``).

    >>> ivy.multiprocessing().cpu_count() >= 1
    True
    """
    if current_backend_str() == "torch":
        import torch.multiprocessing as mp
    else:
        import multiprocessing as mp
    if context is None:
        return mp
    if context not in mp.get_all_start_methods():
        raise InvalidArgumentError(
            f"ivy.multiprocessing: context must be one of {mp.get_all_start_methods()} here, got {context!r}"
        )
    return mp.get_context(context)


def is_ivy_nested_array(x, /) -> bool:
    """Whether ``x`` is an Ivy nested (ragged) array; ivy has none, so always False.

    >>> ivy.is_ivy_nested_array(ivy.ones(2))
    False
    """
    return False


# ------------------------------------------------------ arrays in memory


def get_all_arrays_in_memory():
    """Every live ``ivy.Array``, and every live native array that Python's garbage collector tracks
    and no live ``ivy.Array`` wraps (torch, JAX, TensorFlow and MXNet arrays are tracked; NumPy's
    are not, so only their ``ivy.Array``\\ s are found).

    >>> x = ivy.ones(2)
    >>> any(a is x for a in ivy.get_all_arrays_in_memory())
    True
    """
    import gc
    import warnings

    arr = _d._Array
    types = _d._TYPES
    wrapped, found, natives = set(), [], []
    with warnings.catch_warnings():  # (isinstance on deprecated framework objects warns)
        warnings.simplefilter("ignore")
        for obj in gc.get_objects():
            cls = type(obj)
            if cls is arr:
                try:
                    data = obj._data
                except AttributeError:  # one whose making a backend error cut short (a traceback holds it)
                    continue
                found.append(obj)
                wrapped.add(id(data))
            else:
                try:
                    b = types[cls]
                except Exception:  # noqa: BLE001 - objects whose class has no plain __module__
                    continue
                if b is not None and b.is_native_array(obj):
                    natives.append(obj)
    return found + [n for n in natives if id(n) not in wrapped]


def num_arrays_in_memory() -> int:
    """How many arrays :func:`get_all_arrays_in_memory` finds.

    >>> ivy.num_arrays_in_memory() >= 0
    True
    """
    return len(get_all_arrays_in_memory())


def print_all_arrays_in_memory():
    """Print the type and shape of every array :func:`get_all_arrays_in_memory` finds."""
    for a in get_all_arrays_in_memory():
        shape = a.shape
        try:
            shape = tuple(shape)
        except (TypeError, ValueError):  # a symbolic tensor of unknown rank (a tf.function's): as it is
            pass
        print(type(a), shape)


def get_referrers_recursive(item, *, depth: int = 0, max_depth: int | None = None, seen_set: set | None = None,
                            local_set: set | None = None):
    """The objects that refer to ``item`` (Python's ``gc.get_referrers``), and theirs, to
    ``max_depth`` levels (None: no limit): an ``ivy.Container`` with ``repr`` (``str(item)``
    without spaces) and, per referrer, its ``id`` as key and a container of the same form
    (``"tracked"`` for a referrer met before; its repr string at the depth limit). Frames and this
    function's own lists are left out.

    >>> holder = [[1, 2]]
    >>> c = ivy.get_referrers_recursive(holder[0], max_depth=1)
    >>> c["repr"], c[str(id(holder))]["repr"]
    ('[1,2]', '[[1,2]]')
    """
    import gc
    import types

    from .container import Container

    seen_set = set() if seen_set is None else seen_set
    local_set = set() if local_set is None else local_set
    out = {"repr": str(item).replace(" ", "")}
    referrers = [r for r in gc.get_referrers(item) if not isinstance(r, types.FrameType)]
    local_set.add(id(referrers))
    local_set.add(id(out))
    for ref in referrers:
        rid = id(ref)
        if rid in local_set or hasattr(ref, "cell_contents"):
            continue
        seen = rid in seen_set
        seen_set.add(rid)
        if seen:
            out[str(rid)] = "tracked"
        elif max_depth is None or depth < max_depth:
            out[str(rid)] = get_referrers_recursive(ref, depth=depth + 1, max_depth=max_depth, seen_set=seen_set,
                                                    local_set=local_set)
        else:
            out[str(rid)] = str(ref).replace(" ", "")
    return Container(out)


# ------------------------------------------------------------- in place


def _current_backend():
    b = _d._state.backend
    return (b if b is not None else _d.default_backend()).load()


_INPLACE: dict = {}  # (backend name, "arrays" | "variables") -> bool


def _probe_inplace(b, variables):
    key = (b.name, "variables" if variables else "arrays")
    if key not in _INPLACE:
        ok = False
        try:
            x = b.asarray([0.0])
            if variables:
                x = _ivy().variable(x)
                if not _ivy().is_variable(x):
                    raise TypeError("no variables")
            new = b.inplace_update(x, b.asarray([1.0]))
            ok = new is x and float(b.to_numpy(x)[0]) == 1.0
        except Exception:  # noqa: BLE001 - any refusal means "not supported"
            ok = False
        _INPLACE[key] = ok
    return _INPLACE[key]


def inplace_arrays_supported() -> bool:
    """Whether :func:`ivy.inplace_update` writes into a native array of the current backend in
    place (NumPy, torch, MXNet: True; JAX, TensorFlow: False), found by trying it once.

    >>> ivy.inplace_arrays_supported()
    True
    """
    return _probe_inplace(_current_backend(), False)


def inplace_variables_supported() -> bool:
    """Whether :func:`ivy.inplace_update` writes into a variable (:func:`ivy.variable`) of the
    current backend in place (a ``tf.Variable`` is assigned: True; a torch leaf that requires grad
    and a JAX array are rebound instead: False; False on backends without variables), found by
    trying it once.

    >>> ivy.inplace_variables_supported()  # NumPy has no variables
    False
    """
    return _probe_inplace(_current_backend(), True)


def supports_inplace_updates(x, /) -> bool:
    """Whether ``x``'s own buffer can be updated in place by its backend: a variable as
    :func:`inplace_variables_supported`, an array as :func:`inplace_arrays_supported` (asked of
    ``x``'s backend).

    >>> ivy.supports_inplace_updates(ivy.ones(2))
    True
    """
    n = x._data if x.__class__ is _d._Array else x
    b = _d._TYPES[type(n)]
    if b is None or not b.load().is_native_array(n):
        raise InvalidArgumentError(
            f"ivy.supports_inplace_updates: x must be an array or a variable, got {type(x).__name__}"
        )
    b = b.load()
    return _probe_inplace(b, bool(_ivy().is_variable(n, backend=b.name)))


def assert_supports_inplace(x, /) -> bool:
    """True if :func:`supports_inplace_updates` says so for ``x``, else raise InvalidArgumentError.

    >>> ivy.assert_supports_inplace(ivy.ones(2))
    True
    """
    if not supports_inplace_updates(x):
        n = x._data if x.__class__ is _d._Array else x
        raise InvalidArgumentError(
            f"ivy.assert_supports_inplace: backend {_d._TYPES[type(n)].name!r} cannot update this "
            f"{type(n).__name__} in place"
        )
    return True


# ------------------------------------------------------ small utilities


def check_scalar(x, force_integer, force_positive) -> bool:
    """Whether ``x`` is a scalar (:func:`isscalar`), an integer one if ``force_integer`` (bools
    are not), and >= 0 if ``force_positive`` (Ivy's experimental ``check_scalar``).

    >>> ivy.check_scalar(3, True, True), ivy.check_scalar(-1.5, False, True)
    (True, False)
    """
    if not isscalar(x):
        return False
    if force_integer:
        import numbers

        if isinstance(x, bool) or not isinstance(x, numbers.Integral) or type(x).__name__ == "bool_":
            return False
    if force_positive:
        try:
            return bool(x >= 0)
        except TypeError:
            return False
    return True


def optional_get_element(x=None, /, *, out=None):
    """``x`` itself (ONNX's ``OptionalGetElement``); an empty optional (None) raises
    InvalidArgumentError. With ``out``, ``x`` is written into ``out``, which is returned.

    >>> ivy.optional_get_element(ivy.asarray([1.0]))
    ivy.array([1.], dtype=float32, backend=numpy)
    """
    if x is None:
        raise InvalidArgumentError("ivy.optional_get_element: the optional input has no value (None)")
    if out is not None:
        return _ivy().inplace_update(out, x)
    return x


def to_dlpack(x, /, *, out=None):
    """``x`` as a DLPack capsule (``x.__dlpack__()``, through the backend where the framework's
    arrays lack the method), for any framework's ``from_dlpack``; it may share ``x``'s memory.

    >>> import numpy as np
    >>> type(ivy.to_dlpack(ivy.asarray([1.0]))).__name__
    'PyCapsule'
    """
    if out is not None:
        raise InvalidArgumentError("ivy.to_dlpack: out is not supported (the result is a capsule, not an array)")
    n = x._data if x.__class__ is _d._Array else x
    b = _d._TYPES[type(n)]
    if b is None or not b.is_native_array(n):
        raise InvalidArgumentError(f"ivy.to_dlpack: expected an array, got {type(x).__name__}")
    return _d._Array(n).__dlpack__()


def _kind(type, what):  # noqa: A002 - Ivy's argument name
    t = str(type).lower()
    if t not in ("module", "container"):
        raise InvalidArgumentError(f"ivy.{what}: type must be 'module' or 'container', got {type!r}")
    return t


def save(item, filepath, format=None):  # noqa: A002 - Ivy's names
    """Save an ``ivy.Container`` (:meth:`ivy.Container.cont_save`) or an ``ivy.Module``
    (:meth:`ivy.Module.save`: its variables and how to construct it) to ``filepath``: safetensors,
    or npz for a ``.npz`` path or ``format="npz"``. Both load without running code from the file.

    >>> import os, tempfile
    >>> p = os.path.join(tempfile.mkdtemp(), "c.safetensors")
    >>> ivy.save(ivy.Container(a=ivy.ones(2)), p)
    >>> ivy.load(p, type="container")["a"]
    ivy.array([1., 1.], dtype=float32, backend=numpy)
    """
    from .container import Container

    if isinstance(item, Container):
        item.cont_save(filepath, format)
        return
    from .stateful.module import Module

    if isinstance(item, Module):
        item.save(filepath, format=format)
        return
    from ._argcheck import not_an_array

    not_an_array("ivy.save", "item", item, "an ivy.Container or an ivy.Module")


def load(filepath, format=None, type="module", *, allow_pickle=False):  # noqa: A002 - Ivy's names
    """Load what :func:`save` wrote: an ``ivy.Module`` (``type="module"``, Ivy's default:
    :meth:`ivy.Module.load`) or an ``ivy.Container`` (``type="container"``:
    :meth:`ivy.Container.cont_load`). No code from the file runs: a pickled file (Ivy 1.0's) is an
    :class:`ivy.PickleRefusedError` unless ``allow_pickle=True`` says the file is trusted.

    >>> import os, tempfile
    >>> p = os.path.join(tempfile.mkdtemp(), "c.npz")
    >>> ivy.save(ivy.Container(b=ivy.zeros(1)), p)
    >>> ivy.load(p, type="container")["b"]
    ivy.array([0.], dtype=float32, backend=numpy)
    """
    from .container import Container

    if not isinstance(filepath, (str, bytes, _os.PathLike)) and not hasattr(filepath, "read"):
        from ._argcheck import not_an_array

        not_an_array("ivy.load", "filepath", filepath, "a path (a str or os.PathLike) or a binary file")
    if _kind(type, "load") == "container":
        return Container.cont_load(filepath, format, allow_pickle=allow_pickle)
    from .stateful.module import Module

    return Module.load(filepath, format=format, allow_pickle=allow_pickle)


# ------------------------------------------------ devices and dtypes of a function


def _fn_dtype_names(fn, recurse):
    """The names of the dtypes ``fn`` takes on the current backend (``ivy.function_supported_dtypes``;
    a dict of them for a function native only for some arguments)."""
    f = getattr(_ivy(), "function_supported_dtypes", None)
    if f is not None:
        got = f(fn, recurse=recurse)
    else:  # (the backend's dtypes less those its native function is marked unable to take)
        b = _current_backend()
        native = b._native_fns.get(getattr(fn, "__name__", None))
        bad = set(getattr(native, "__ivy_unsupported_dtypes__", ()))
        got = tuple(d for d in b.supported_dtypes() if d not in bad)

    def names(ds):
        return tuple(d if isinstance(d, str) else d.name for d in ds)

    return {k: names(v) for k, v in got.items()} if isinstance(got, dict) else names(got)


def _devices_and_dtypes(fn, recurse, unsupported):
    from .device import _DEVICE_KINDS, function_supported_devices

    have = function_supported_devices(fn, recurse)
    every = tuple(d.name for d in _d._dt.all_dtypes)

    def per_device(ok):
        if not unsupported:
            return {k: ok for k in have}
        out = {k: tuple(n for n in every if n not in ok) for k in have}
        out.update({k: every for k in _DEVICE_KINDS if k not in have})
        return out

    got = _fn_dtype_names(fn, recurse)
    return {k: per_device(v) for k, v in got.items()} if isinstance(got, dict) else per_device(got)


def function_supported_devices_and_dtypes(fn, recurse: bool = True) -> dict:
    """Per kind of device the current backend has (:func:`ivy.function_supported_devices`), the
    names of the dtypes ``fn`` takes there (:func:`ivy.function_supported_dtypes`); for a function
    native only for some arguments, ``{"compositional": {...}, "primary": {...}}`` as in Ivy.

    >>> "float32" in ivy.function_supported_devices_and_dtypes(ivy.add)["cpu"]
    True
    """
    return _devices_and_dtypes(fn, recurse, False)


def function_unsupported_devices_and_dtypes(fn, recurse: bool = True) -> dict:
    """Per kind of device (``"cpu"``, ``"gpu"``, ``"tpu"`` and the backend's own), the names of the
    dtypes ``fn`` does not take there: all of ivy's dtypes on a kind the backend lacks (a nested
    dict as :func:`function_supported_devices_and_dtypes` for a partly native function).

    >>> len(ivy.function_unsupported_devices_and_dtypes(ivy.add)["tpu"]) == len(ivy.all_dtypes)
    True
    """
    return _devices_and_dtypes(fn, recurse, True)

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

from . import _dispatch as _d
from .errors import InvalidArgumentError

__all__ = [
    "is_native_array", "is_ivy_array", "is_array", "is_ivy_container", "array_equal", "all_equal", "to_numpy",
    "to_scalar", "to_list", "isscalar", "exists", "default", "shape", "get_num_dims", "size", "itemsize",
    "stable_divide", "stable_pow", "set_min_denominator", "unset_min_denominator",
    "set_min_base", "unset_min_base", "clip_vector_norm", "clip_matrix_norm", "fourier_encode", "value_is_nan",
    "has_nans", "get_item", "set_item", "inplace_increment", "inplace_decrement", "current_backend_str",
    "native_array", "copy_array", "try_else_none", "arg_names", "match_kwargs", "to_ivy_shape", "to_native_shape",
    "strides", "container_types",
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


def shape(x, /, *, as_array: bool = False):
    """The shape as a tuple of ints (``as_array=True``: an int64 array on ``x``'s backend).

    >>> ivy.shape(ivy.ones((2, 3)))
    (2, 3)
    """
    s = tuple(int(d) for d in x.shape)
    if as_array:
        ivy = _ivy()
        return ivy.asarray(s, dtype=ivy.int64, backend=_d.backend_of(x))
    return s


def get_num_dims(x, /, *, as_array: bool = False):
    """The number of dimensions (``as_array=True``: a 0-d int64 array).

    >>> ivy.get_num_dims(ivy.ones((2, 3)))
    2
    """
    n = len(x.shape)
    if as_array:
        ivy = _ivy()
        return ivy.asarray(n, dtype=ivy.int64, backend=_d.backend_of(x))
    return n


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

    _MIN[name].append(float(val))
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


def stable_divide(numerator, denominator, /, *, min_denominator=None):
    """``numerator / (denominator + min_denominator)``: no division by zero.

    >>> ivy.stable_divide(ivy.asarray([1.0, 2.0]), ivy.asarray([0.5, 0.0]), min_denominator=0.5)
    ivy.array([1., 4.], dtype=float32, backend=numpy)
    """
    ivy = _ivy()
    eps = ivy.min_denominator if min_denominator is None else min_denominator
    return ivy.divide(numerator, ivy.add(denominator, eps) if is_array(denominator) else denominator + eps)


def stable_pow(base, exponent, /, *, min_base=None):
    """``(base + min_base) ** exponent``: no zero base raised to a negative power.

    >>> ivy.stable_pow(ivy.asarray([0.0, 1.0]), 2.0, min_base=1.0)
    ivy.array([1., 4.], dtype=float32, backend=numpy)
    """
    ivy = _ivy()
    eps = ivy.min_base if min_base is None else min_base
    return ivy.pow(ivy.add(base, eps) if is_array(base) else base + eps, exponent)


# ------------------------------------------------------------ norm clipping


def clip_vector_norm(x, max_norm, /, *, p: float = 2.0):
    """``x`` scaled down to a ``p``-norm (over all its elements) of at most ``max_norm``.

    >>> ivy.clip_vector_norm(ivy.asarray([3.0, 4.0]), 1.0)
    ivy.array([0.6, 0.8], dtype=float32, backend=numpy)
    """
    ivy = _ivy()
    norm = ivy.linalg.vector_norm(x, ord=p)
    ratio = ivy.minimum(stable_divide(max_norm, norm), 1.0)
    return ivy.multiply(x, ivy.astype(ratio, _d.dtype_of(x)))


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


def inplace_increment(x, val):
    """``x += val`` in place where ``x``'s framework allows it (see ``ivy.inplace_update``).

    >>> x = ivy.ones(2)
    >>> _ = ivy.inplace_increment(x, 1.0); ivy.to_list(x)
    [2.0, 2.0]
    """
    ivy = _ivy()
    return ivy.inplace_update(x, ivy.add(x, val), keep_input_dtype=True)


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


def arg_names(receiver):
    """The names of the parameters of a function, or of a class's constructor (``self`` left out),
    in order.

    >>> ivy.arg_names(ivy.linear)
    ['x', 'weight', 'bias', 'backend']
    """
    import inspect

    return list(inspect.signature(receiver).parameters)


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
    left = dict(kwargs)
    out = []
    for r in receivers:
        names = set(arg_names(r))
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

"""The conventions every JAX frontend function follows: unwrap, promote, call ivy, wrap.

- ``n(x)``: the native array of an array-like argument (an :class:`Array`, a native array of the
  current backend, an ``ivy.Array``, a NumPy-frontend ndarray, a nested list, a real NumPy
  array); Python numbers pass through unchanged.
- ``arr(x)``: like ``n`` but a Python number becomes a 0-d native array of JAX's dtype for it
  (``int`` the default int, ``float`` the default float: int32/float32 without x64).
- ``weak_of(x)``: whether operand ``x`` is weakly typed (a Python number, or a weak Array).
- ``promote(*xs)``: JAX's promotion of several operands: ``(*natives, weak)``, each native cast
  to the result dtype (Python numbers become 0-d arrays of it), ``weak`` the result's weak flag.
  Two Arrays of one dtype and weakness cost two comparisons.
- ``to_dtype(native, d)``: native ``a`` as dtype object ``d`` (no copy when it already is).
- ``const(v, d)``: Python number ``v`` as a 0-d native array of dtype ``d``.
- ``wrap(native, weak=False)`` (from :mod:`._array`) makes the result.

Example (a binary elementwise function)::

    def add(x1, x2, /):
        a, b, weak = promote(x1, x2)
        return wrap(ivy.add(a, b), weak)
"""

from __future__ import annotations

import ivy

from .._errors import FrontendError, FrontendTypeError
from .._views import backend_of, to_current
from . import _dtypes as D
from . import _promotion as P
from ._array import Array, wrap

_Array = ivy.Array
_of_native = D.of_native
_PY = (bool, int, float, complex)

__all__ = ["n", "arr", "wrap", "promote", "weak_of", "to_dtype", "const", "dtype_of", "Array", "is_py"]


def dtype_of(native):
    return _of_native(native)


def is_py(x):
    c = x.__class__
    return c is float or c is int or c is bool or c is complex


def n(x):
    """The native array of array-like ``x``; Python numbers unchanged."""
    c = x.__class__
    if c is Array:
        return x._data
    if c is float or c is int or c is bool or c is complex:
        return x
    return _n_slow(x)


def _n_slow(x):
    if isinstance(x, Array):
        return x._data
    if x.__class__ is _Array:
        x = x._data
    if ivy.is_native_array(x):
        if backend_of(x) is not ivy.current_backend():
            return to_current(x)
        return x
    for t in _PY:  # a subclass of a Python number (an IntEnum): the plain number
        if isinstance(x, t) and not hasattr(x, "dtype"):
            return t(x)
    d = getattr(x, "_data", None)
    if d is not None and ivy.is_native_array(d):  # an ndarray of ivy_frontends.numpy
        return d
    if x is None:
        raise FrontendTypeError("None is not a valid JAX array argument")
    from .numpy._creation import asarray

    if x.__class__.__module__ in ("numpy", "ml_dtypes") and getattr(x, "shape", None) == ():
        import numpy as real_np  # a NumPy scalar (ml_dtypes' bfloat16 too): as the 0-d array asarray takes

        x = real_np.asarray(x)
    if x.__class__.__module__ == "numpy" and not ivy.is_native_array(x):
        return ivy.asarray(x)._data  # NumPy is no installed ivy backend (MXNet's venv): asarray would recurse
    return asarray(x)._data


def arr(x):
    """The native array of ``x``; a Python number becomes a 0-d array of JAX's (weak) dtype for it."""
    c = x.__class__
    if c is Array:
        return x._data
    r = n(x)
    if r.__class__ in _PY:
        return const(r, P.resolve(P.node_of(r))[0])
    return r


def weak_of(x):
    c = x.__class__
    if c is Array:
        return x._weak
    return c is int or c is float or c is complex


def const(v, d):
    """Python number ``v`` as a 0-d native array of dtype object ``d`` (JAX's overflow check for ints)."""
    if v.__class__ is int:
        lo, hi = D.ND.int_range(D.default_int())
        if not lo <= v <= hi:
            raise PythonIntOverflowError(
                f"Python int {v} too large to convert to {D.default_int().name} (JAX's weak int)")
        if d._cat == 1:
            lo, hi = D.ND.int_range(d)
            if not lo <= v <= hi:  # JAX wraps a weak int into the operand's integer type
                v = (v - lo) % (hi - lo + 1) + lo
    elif v.__class__ is complex and d._cat < 3:
        v = v.real
    return ivy.asarray(v, dtype=d._ivy)._data


class PythonIntOverflowError(FrontendError, OverflowError):
    """A Python int outside JAX's default integer type."""


def to_dtype(a, d):
    """Native ``a`` as dtype object ``d`` (complex to real keeps the real part, as JAX's astype)."""
    if a.__class__ in _PY:
        return const(a, d)
    ad = _of_native(a)
    if ad is d:
        return a
    if ad._cat == 3 and d._cat < 3:
        if d._cat == 0:
            return ivy.logical_or(ivy.not_equal(ivy.real(a), 0), ivy.not_equal(ivy.imag(a), 0))
        a = ivy.real(a)
    elif d._cat == 0:
        return ivy.not_equal(a, 0)
    return ivy.astype(a, d._ivy)


def copy_native(x):
    """A copy of native ``x`` (native out: ``ivy.copy_array`` returns an ``ivy.Array``)."""
    r = ivy.copy_array(x)
    return r._data if r.__class__ is _Array else r


def promote(*xs):
    """JAX's promotion of operands ``xs``: ``(*natives cast to the result dtype, weak)``."""
    if len(xs) == 2:
        x, y = xs
        if x.__class__ is Array and y.__class__ is Array:
            a, b = x._data, y._data
            if _of_native(a) is _of_native(b) and x._weak is y._weak:
                return a, b, x._weak
    ns = [n(x) for x in xs]
    nodes = [P.node_of(x if x.__class__ is Array else v) for x, v in zip(xs, ns)]
    d, weak = P.resolve(P.join_nodes(nodes))
    return (*[to_dtype(v, d) for v in ns], weak)


def promote_dtype(*xs):
    """(natives, dtype, weak): like :func:`promote` but returns the list and the dtype."""
    r = promote(*xs)
    ns, weak = list(r[:-1]), r[-1]
    d = _of_native(ns[0]) if ns else D.default_float()
    return ns, d, weak

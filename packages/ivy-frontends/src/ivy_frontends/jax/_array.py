"""``jax.Array``: the frontend's array class, and ``wrap``.

An :class:`Array` has two slots: ``_data``, one **native array of the current ivy backend**
(a ``numpy.ndarray``, ``torch.Tensor``, ``jax.Array``, ``tf.Tensor``), and ``_weak``, JAX's
weak-type flag (True for arrays made from Python scalars and for results whose operands were all
weak: they give way to the other operand's dtype in promotion). Arrays are immutable, as JAX's:
``x[0] = 1`` raises ``TypeError`` (an ``ivy.IvyError`` too); use ``x.at[0].set(1)``.

How to use it in a frontend function (``ivy_frontends.jax.lax``, ``nn``, ``random`` do the same)::

    from ivy_frontends.jax._array import Array, wrap
    from ivy_frontends.jax._convert import n, promote

    def my_op(x, y):
        a, b, weak = promote(x, y)        # natives cast to JAX's result dtype (+ the weak flag)
        return wrap(ivy.add(a, b), weak)  # ivy on natives, one wrap

- ``wrap(native, weak=False)``: an Array around a native array (no copy).
- ``Array(native)`` wraps too; ``jnp.asarray``/``jnp.array`` convert anything.
- Operators, ``__getitem__`` (JAX's clamping gather), ``.at[idx].set/add/multiply/divide/power/
  min/max/apply/get`` (out-of-bounds updates dropped) and the methods (``x.sum()`` is
  ``jnp.sum(x)``) are bound by :mod:`ivy_frontends.jax.numpy` when it is imported (it always is,
  by ``import ivy_frontends.jax``).

>>> import ivy_frontends.jax.numpy as jnp
>>> x = jnp.arange(3.0)
>>> x, x.at[1].set(7.0), x[5]
(Array([0., 1., 2.], dtype=float32), Array([0., 7., 2.], dtype=float32), Array(2., dtype=float32))
"""

from __future__ import annotations

import math

import ivy

from .._errors import FrontendError, FrontendTypeError
from . import _dtypes as D

_new = object.__new__
_of_native = D.of_native


class ImmutableArrayError(FrontendError, TypeError):
    """Item assignment into a JAX array (arrays are immutable: use ``x.at[idx].set(y)``)."""


class Array:
    """``jax.Array``: an immutable array holding a native array of the current ivy backend."""

    __slots__ = ("_data", "_weak", "__weakref__")
    __array_priority__ = 100

    def __init__(self, data, weak_type=False):
        from ._convert import n

        self._data = n(data) if data.__class__ is not Array else data._data
        if self._data.__class__ in (int, float, bool, complex):
            from .numpy._creation import asarray

            a = asarray(self._data)
            self._data, weak_type = a._data, a._weak
        self._weak = bool(weak_type)

    # ------------------------------------------------------------------ attributes
    @property
    def dtype(self):
        return _of_native(self._data)

    @property
    def shape(self):
        return tuple(int(s) for s in self._data.shape)

    @property
    def ndim(self):
        return len(self._data.shape)

    @property
    def size(self):
        return math.prod(int(s) for s in self._data.shape)

    @property
    def itemsize(self):
        return self.dtype.itemsize

    @property
    def nbytes(self):
        return self.size * self.dtype.itemsize

    @property
    def weak_type(self):
        return self._weak

    @property
    def T(self):  # noqa: N802 - JAX's name
        from .numpy import transpose

        return transpose(self)

    @property
    def mT(self):  # noqa: N802 - JAX's name
        from .numpy import matrix_transpose

        return matrix_transpose(self)

    @property
    def real(self):
        from .numpy import real

        return real(self)

    @property
    def imag(self):
        from .numpy import imag

        return imag(self)

    @property
    def flat(self):
        from .numpy import ravel

        return iter(ravel(self))

    @property
    def at(self):
        from .numpy._indexing import _IndexUpdateHelper

        return _IndexUpdateHelper(self)

    @property
    def sharding(self):
        return None

    @property
    def device(self):
        return ivy.dev(self._data)

    def devices(self):
        return {ivy.dev(self._data)}

    def block_until_ready(self):
        return self

    def copy(self):
        from ._convert import copy_native

        return wrap(copy_native(self._data), self._weak)

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        return (_rebuild, (self.tolist(), self.dtype.name, self._weak))

    # ------------------------------------------------------------------ Python protocol
    def item(self, *args):
        if args:
            from .numpy import ravel

            a = self[args] if len(args) > 1 else ravel(self)[args[0]]
            return a.item()
        if self.size != 1:
            from .._errors import FrontendValueError

            raise FrontendValueError("can only convert an array of size 1 to a Python scalar")
        d = self._data
        if self.dtype is D.BF16:
            d = ivy.astype(d, ivy.float32)
        v = ivy.to_scalar(ivy.reshape(d, ()))
        return _py(v, self.dtype)

    def tolist(self):
        d = self._data
        dt = self.dtype
        if dt is D.BF16:
            d = ivy.astype(d, ivy.float32)
        v = ivy.to_list(d)
        return _py_nested(v, dt)

    def __float__(self):
        self._check_scalar("float")
        return float(self.item())

    def __int__(self):
        self._check_scalar("int")
        return int(self.item())

    def __complex__(self):
        self._check_scalar("complex")
        return complex(self.item())

    def __index__(self):
        if self.dtype._cat != 1 and self.dtype._cat != 0:
            raise FrontendTypeError("only integer scalar arrays can be converted to a scalar index")
        self._check_scalar("int")
        return int(self.item())

    def __bool__(self):
        if self.size != 1:
            from .._errors import FrontendValueError

            raise FrontendValueError(
                "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")
        return bool(self.item())

    def _check_scalar(self, what):
        if self.size != 1:
            raise FrontendTypeError(f"only length-1 arrays can be converted to Python scalars ({what})")

    def __len__(self):
        s = self._data.shape
        if len(s) == 0:
            raise FrontendTypeError("len() of unsized object")
        return int(s[0])

    def __iter__(self):
        if len(self._data.shape) == 0:
            raise FrontendTypeError("iteration over a 0-d array")
        for i in range(int(self._data.shape[0])):
            yield self[i]

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def __contains__(self, v):
        from .numpy import any as _any
        from .numpy import equal

        return bool(_any(equal(self, v)))

    __hash__ = None

    def __setitem__(self, key, value):
        raise ImmutableArrayError(
            "JAX arrays are immutable and do not support in-place item assignment. Instead of x[idx] = y, "
            "use x = x.at[idx].set(y) or another .at[] method: "
            "https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ndarray.at.html")

    def __delitem__(self, key):
        raise ImmutableArrayError("JAX arrays are immutable and do not support item deletion")

    def __format__(self, spec):
        if self.ndim == 0 and spec:
            return format(self.item(), spec)
        return str(self) if not spec else format(str(self), spec)

    def __repr__(self):
        from ._printing import array_repr

        return array_repr(self)

    def __str__(self):
        from ._printing import array_str

        return array_str(self)

    def __dlpack__(self, *args, **kwargs):
        return self._data.__dlpack__(*args, **kwargs)

    def __array_namespace__(self, *, api_version=None):
        from . import numpy

        return numpy


def wrap(native, weak=False):
    """An :class:`Array` around native array ``native`` (no copy); ``weak``: JAX's weak type."""
    a = _new(Array)
    a._data = native
    a._weak = weak
    return a


def _rebuild(values, dtype_name, weak):
    from .numpy._creation import asarray

    return wrap(asarray(values, dtype=dtype_name)._data, weak)


def _py(v, d):
    c = d._cat
    if c == 0:
        return bool(v)
    if c == 1:
        return int(v)
    if c == 2:
        return float(v)
    return complex(v)


def _py_nested(v, d):
    if isinstance(v, list):
        return [_py_nested(e, d) for e in v]
    return _py(v, d)

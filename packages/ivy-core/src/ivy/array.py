"""``ivy.Array``: one native array behind the Array API's array object.

>>> import ivy
>>> x = ivy.asarray([1.0, 2.0, 3.0])
>>> (x * 2 + 1).dtype
ivy.float32
>>> x[1:].shape
(2,)
"""

from __future__ import annotations

import operator

from . import _dispatch as _d
from .api import elementwise as _ew
from .api import linear_algebra as _la
from .dtypes import Dtype
from .errors import InvalidArgumentError, ShapeError

__all__ = ["Array"]

_TYPES = _d._TYPES


def _binary(fn, reflected=False):
    if reflected:

        def op(self, other):
            return fn(other, self)

    else:

        def op(self, other):
            return fn(self, other)

    return op


def _inplace(fn):
    def iop(self, other):
        r = fn(self, other)
        return self._update_inplace(r._data, fn.__name__)

    return iop


class Array:
    """A native array of any backend, with the standard's array API on top.

    Construct with :func:`ivy.asarray`; ``Array(native)`` wraps without copying.
    """

    __slots__ = ("_data", "__weakref__")
    # Make NumPy defer to our reflected operators instead of broadcasting over us.
    __array_ufunc__ = None
    __array_priority__ = 1000

    def __init__(self, data):
        self._data = data

    # ----------------------------------------------------------- attributes
    @property
    def data(self):
        """The native array (no copy)."""
        return self._data

    def to_native(self):
        """The native array (no copy)."""
        return self._data

    @property
    def backend(self):
        """The :class:`ivy.Backend` that owns the native array."""
        return _TYPES[self._data.__class__].load()

    @property
    def dtype(self) -> Dtype:
        return _TYPES[self._data.__class__].load().dtype(self._data)

    @property
    def device(self):
        return _TYPES[self._data.__class__].load().device_of(self._data)

    @property
    def shape(self) -> tuple:
        return _TYPES[self._data.__class__].load().shape(self._data)

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def size(self):
        n = 1
        for s in self.shape:
            if s is None:
                return None
            n *= s
        return n

    @property
    def T(self):
        if self.ndim != 2:
            raise ShapeError(f".T needs a 2-D array, this one is {self.ndim}-D; use .mT or ivy.permute_dims")
        return _la.matrix_transpose(self)

    @property
    def mT(self):
        return _la.matrix_transpose(self)

    # ----------------------------------------------------------- protocols
    def __array_namespace__(self, *, api_version=None):
        if api_version is not None and api_version not in _SUPPORTED_VERSIONS:
            raise InvalidArgumentError(
                f"api_version {api_version!r} is not supported; ivy implements {', '.join(_SUPPORTED_VERSIONS)}"
            )
        import ivy

        return ivy

    def to_device(self, device, /, *, stream=None):
        b = _TYPES[self._data.__class__].load()
        return Array(b.to_device(self._data, b.native_device(device)))

    def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
        kwargs = {}
        if stream is not None:
            kwargs["stream"] = stream
        if max_version is not None:
            kwargs["max_version"] = max_version
        if dl_device is not None:
            kwargs["dl_device"] = dl_device
        if copy is not None:
            kwargs["copy"] = copy
        return self._data.__dlpack__(**kwargs)

    def __dlpack_device__(self):
        return self._data.__dlpack_device__()

    def __array__(self, dtype=None, copy=None):

        a = _TYPES[self._data.__class__].load().to_numpy(self._data)
        if dtype is not None and a.dtype != dtype:
            return a.astype(dtype)
        if copy:
            return a.copy()
        return a

    def __repr__(self):
        b = _TYPES[self._data.__class__]
        try:
            vals = repr(b.load().to_numpy(self._data).tolist())
        except Exception:  # noqa: BLE001 - repr must not fail
            vals = repr(self._data)
        return f"ivy.array({vals}, dtype={self.dtype.name}, backend={b.name})"

    def __str__(self):
        try:
            return str(self.backend.to_numpy(self._data))
        except Exception:  # noqa: BLE001
            return str(self._data)

    # Conversions to Python scalars
    def __bool__(self):
        return bool(self._data)

    def __int__(self):
        return int(self._data)

    def __float__(self):
        return float(self._data)

    def __complex__(self):
        return complex(self._data)

    def __index__(self):
        return operator.index(self._data)

    def __len__(self):
        s = self.shape
        if not s:
            raise TypeError("len() of a 0-d ivy.Array")
        return s[0]

    def __iter__(self):
        s = self.shape
        if not s:
            raise TypeError("iteration over a 0-d ivy.Array")
        for i in range(s[0]):
            yield self[i]

    # ------------------------------------------------------------- indexing
    def __getitem__(self, key, /):
        d = self._data
        return Array(_TYPES[d.__class__].load().getitem(d, _d._unwrap_key(key)))

    def __setitem__(self, key, value, /):
        d = self._data
        if value.__class__ is Array:
            value = value._data
        self._data = _TYPES[d.__class__].load().setitem(d, _d._unwrap_key(key), value)

    def _update_inplace(self, new, opname):
        b = _TYPES[self._data.__class__]
        old_dtype = b.dtype(self._data)
        new_dtype = b.dtype(new)
        if new_dtype is not old_dtype:
            raise InvalidArgumentError(
                f"in-place {opname} would change dtype {old_dtype.name} to {new_dtype.name}; "
                "use the out-of-place operator"
            )
        if b.shape(new) != b.shape(self._data):
            raise ShapeError(
                f"in-place {opname} would change shape {b.shape(self._data)} to {b.shape(new)}"
            )
        self._data = b.inplace_update(self._data, new)
        return self

    # ------------------------------------------------------------ operators
    __add__ = _binary(_ew.add)
    __radd__ = _binary(_ew.add, True)
    __iadd__ = _inplace(_ew.add)
    __sub__ = _binary(_ew.subtract)
    __rsub__ = _binary(_ew.subtract, True)
    __isub__ = _inplace(_ew.subtract)
    __mul__ = _binary(_ew.multiply)
    __rmul__ = _binary(_ew.multiply, True)
    __imul__ = _inplace(_ew.multiply)
    __truediv__ = _binary(_ew.divide)
    __rtruediv__ = _binary(_ew.divide, True)
    __itruediv__ = _inplace(_ew.divide)
    __floordiv__ = _binary(_ew.floor_divide)
    __rfloordiv__ = _binary(_ew.floor_divide, True)
    __ifloordiv__ = _inplace(_ew.floor_divide)
    __mod__ = _binary(_ew.remainder)
    __rmod__ = _binary(_ew.remainder, True)
    __imod__ = _inplace(_ew.remainder)
    __pow__ = _binary(_ew.pow)
    __rpow__ = _binary(_ew.pow, True)
    __ipow__ = _inplace(_ew.pow)
    __matmul__ = _binary(_la.matmul)
    __rmatmul__ = _binary(_la.matmul, True)
    __imatmul__ = _inplace(_la.matmul)
    __and__ = _binary(_ew.bitwise_and)
    __rand__ = _binary(_ew.bitwise_and, True)
    __iand__ = _inplace(_ew.bitwise_and)
    __or__ = _binary(_ew.bitwise_or)
    __ror__ = _binary(_ew.bitwise_or, True)
    __ior__ = _inplace(_ew.bitwise_or)
    __xor__ = _binary(_ew.bitwise_xor)
    __rxor__ = _binary(_ew.bitwise_xor, True)
    __ixor__ = _inplace(_ew.bitwise_xor)
    __lshift__ = _binary(_ew.bitwise_left_shift)
    __rlshift__ = _binary(_ew.bitwise_left_shift, True)
    __ilshift__ = _inplace(_ew.bitwise_left_shift)
    __rshift__ = _binary(_ew.bitwise_right_shift)
    __rrshift__ = _binary(_ew.bitwise_right_shift, True)
    __irshift__ = _inplace(_ew.bitwise_right_shift)
    __eq__ = _binary(_ew.equal)  # type: ignore[assignment]
    __ne__ = _binary(_ew.not_equal)  # type: ignore[assignment]
    __lt__ = _binary(_ew.less)
    __le__ = _binary(_ew.less_equal)
    __gt__ = _binary(_ew.greater)
    __ge__ = _binary(_ew.greater_equal)
    __hash__ = None  # type: ignore[assignment]  # == is elementwise

    def __neg__(self):
        return _ew.negative(self)

    def __pos__(self):
        return _ew.positive(self)

    def __abs__(self):
        return _ew.abs(self)

    def __invert__(self):
        return _ew.bitwise_invert(self)

    # ------------------------------------------------------ pickling / copy
    def __reduce__(self):
        return (_rebuild, (self.backend.name, self.backend.to_numpy(self._data)))


def _rebuild(backend_name, values):
    import ivy

    return ivy.asarray(values, backend=backend_name)


_SUPPORTED_VERSIONS = ("2021.12", "2022.12", "2023.12", "2024.12", "2025.12")

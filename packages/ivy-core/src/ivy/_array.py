"""``ivy.Array``: one native array behind the Array API's array object.

Every operator goes through ivy's dispatch, so it has the standard's type
promotion and the same result on every backend; any call with an
``ivy.Array`` argument returns an ``ivy.Array``.

>>> import ivy
>>> x = ivy.asarray([1.0, 2.0, 3.0])
>>> (x * 2 + 1).dtype
ivy.float32
>>> x[1:].shape
(2,)

Decisions where the standard leaves room (the same on every backend):

- ``bool()``, ``int()``, ``float()``, ``complex()`` take any array with exactly
  one element (the standard requires 0-d; NumPy, PyTorch and JAX take size 1);
  ``int()``/``float()`` of a complex array raise :class:`ivy.DtypeError`.
  ``__index__`` takes only 0-d integer arrays.
- In-place operators (``x += y``) keep ``x``'s dtype and shape: a result of
  another dtype raises :class:`ivy.DtypeError`, of another shape
  :class:`ivy.ShapeError`. On mutable frameworks (NumPy, PyTorch) they write
  into ``x``'s buffer, so views of ``x`` see the change; on immutable ones
  (JAX, TensorFlow) ``x`` is rebound to the new array.
- ``x[key] = value`` follows the same dtype rule (``value`` must promote to
  ``x``'s dtype: an int array takes Python ints and bools, not floats), goes
  through the backend's ``setitem`` hook (a functional update on immutable
  frameworks) and accepts nested lists as values.
- Indexing takes what the standard specifies plus NumPy's usual extras
  (fewer indices than dimensions, out-of-range slice bounds, integer arrays
  anywhere in the key, lists as index arrays) on every backend.
- Operands that are neither arrays nor Python scalars make operators return
  ``NotImplemented`` (so ``x == None`` is ``False`` and ``x + "a"`` a
  ``TypeError``).
"""

from __future__ import annotations

import operator

from . import _dispatch as _d
from .api import elementwise as _ew
from .api import linear_algebra as _la
from .dtypes import Dtype, iinfo, int64, promote_types, result_type
from .errors import DtypeError, FunctionMissingError, InvalidArgumentError, IvyError, MixedFrameworksError, ShapeError
from .plugin import int_overflow

__all__ = ["Array"]

_TYPES = _d._TYPES
# A tuple, not a frozenset: torch.compile (TorchDynamo, torch 2.13) evaluates
# ``(3).__class__ in frozenset_of_types`` as False, so inside compiled code the operators
# below returned NotImplemented for Python scalars; tuple membership it gets right.
_SCALARS = (bool, int, float, complex)
_KIND_SCALAR = {"b": False, "i": 0, "u": 0, "f": 0.0, "c": 0j}


def _int_leaves(value, lo, hi):
    """``(first Python int of value outside [lo, hi] or None, whether every leaf is an int or
    a bool)`` for a Python int or a nested list or tuple of Python scalars."""
    c = value.__class__
    if c is int:
        return (None if lo <= value <= hi else value), True
    if c is list or c is tuple:
        every = True
        for v in value:
            bad, all_int = _int_leaves(v, lo, hi)
            if bad is not None:
                return bad, False
            every = every and all_int
        return None, every
    return None, c is bool


def _check_ints(value, dt):
    """``x[key] = value`` for an integer ``x``: every Python int of ``value`` fits ``dt`` (the
    frameworks wrapped 300 into an int8 array as 44), else ivy's ScalarOverflowError. Returns
    whether every leaf is an int or a bool (the value is then made in ``dt`` directly)."""
    info = iinfo(dt)
    bad, all_int = _int_leaves(value, info.min, info.max)
    if bad is not None:
        raise int_overflow(bad, dt, "Array.__setitem__")
    return all_int


_INDEX_DTYPE = int64


def _binary(fn, reflected=False):
    if reflected:

        def op(self, other, /):
            c = other.__class__
            if c is not Array and c not in _SCALARS and _TYPES[c] is None:
                return NotImplemented
            return fn(other, self)

    else:

        def op(self, other, /):
            c = other.__class__
            if c is not Array and c not in _SCALARS and _TYPES[c] is None:
                return NotImplemented
            return fn(self, other)

    return op


def _inplace(fn, symbol):
    def iop(self, other, /):
        c = other.__class__
        if c is not Array and c not in _SCALARS and _TYPES[c] is None:
            return NotImplemented
        return self._update_inplace(fn(self, other)._data, symbol)

    return iop


def _list_index(key, b, x):
    """A list in an index is an integer (or boolean) index array, as in NumPy, on every backend,
    made on the device of the indexed array ``x``."""
    dev = b.native_device(b.device_of(x))
    if not key:
        return b.asarray(key, dtype=b.native_dtype(_INDEX_DTYPE), device=dev)
    return b.asarray([k._data if k.__class__ is Array else k for k in key], device=dev)


def _native_key(key, b, x):
    """Unwrap ivy.Arrays in an index and turn lists into index arrays of backend ``b``."""
    if key.__class__ is list:
        return _list_index(key, b, x)
    return tuple(k._data if k.__class__ is Array else (_list_index(k, b, x) if k.__class__ is list else k)
                 for k in key)


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
        """The ivy dtype (``ivy.float32``), never the framework's."""
        d = self._data
        return _TYPES[type(d)].dtype(d)

    @property
    def device(self):
        """The ivy device (``"cpu"``, ``"gpu:0"``), usable as ``device=`` and in :meth:`to_device`."""
        d = self._data
        return _TYPES[type(d)].device_of(d)

    @property
    def shape(self) -> tuple:
        d = self._data
        return tuple(_TYPES[type(d)].shape(d))

    @property
    def ndim(self) -> int:
        d = self._data
        return len(_TYPES[type(d)].shape(d))

    @property
    def size(self):
        """The number of elements (``None`` if a dimension is unknown)."""
        n = 1
        for s in self.shape:
            if s is None:
                return None
            n *= s
        return n

    @property
    def T(self):
        """The transpose of a 2-D array (use :attr:`mT` for stacks of matrices)."""
        n = self.ndim
        if n != 2:
            raise ShapeError(f".T needs a 2-D array, this one is {n}-D; use .mT or ivy.permute_dims")
        return _la.matrix_transpose(self)

    @property
    def mT(self):
        """The transpose of the last two axes (``ndim >= 2``)."""
        n = self.ndim
        if n < 2:
            raise ShapeError(f".mT needs at least 2 dimensions, this array is {n}-D")
        return _la.matrix_transpose(self)

    # ----------------------------------------------------------- protocols
    def __array_namespace__(self, /, *, api_version=None):
        if api_version is not None and api_version not in _SUPPORTED_VERSIONS:
            raise InvalidArgumentError(
                f"api_version {api_version!r} is not supported; ivy implements {', '.join(_SUPPORTED_VERSIONS)}"
            )
        import ivy

        return ivy

    def to_device(self, device, /, *, stream=None):
        """The array on ``device`` (an ivy device or the backend's own); ``stream`` is ignored."""
        b = _TYPES[self._data.__class__].load()
        return Array(b.to_device(self._data, b.native_device(device)))

    def __dlpack__(self, /, *, stream=None, max_version=None, dl_device=None, copy=None):
        kwargs = {}
        if stream is not None:
            kwargs["stream"] = stream
        if max_version is not None:
            kwargs["max_version"] = max_version
        if dl_device is not None:
            kwargs["dl_device"] = dl_device
        if copy is not None:
            kwargs["copy"] = copy
        if max_version is not None and tuple(max_version) < (1, 0):
            # a consumer of DLPack 0.x only: the legacy capsule, which every producer can make (JAX
            # refused (0, 0) with "does not support any version below (0, 5)")
            del kwargs["max_version"]
        d = self._data
        # a backend's hook, where it has one, does what the framework's own __dlpack__ cannot
        # (TensorFlow's refuses copy=True and dl_device)
        hook = getattr(_TYPES[d.__class__].load().hooks, "to_dlpack", None)
        try:
            if hook is not None:
                return hook(d, **kwargs)
            if hasattr(d.__class__, "__dlpack__"):
                return d.__dlpack__(**kwargs)
            return self._dlpack_hook("to_dlpack")(d, **kwargs)
        except (BufferError, IvyError):
            raise
        except Exception as e:  # noqa: BLE001 - the standard's error for a device the producer cannot handle
            if dl_device is None or tuple(dl_device) == tuple(self.__dlpack_device__()):
                raise
            raise BufferError(f"__dlpack__: cannot export to DLPack device {tuple(dl_device)} ({e})") from e

    def __dlpack_device__(self, /):
        d = self._data
        if hasattr(d.__class__, "__dlpack_device__"):
            return d.__dlpack_device__()
        return self._dlpack_hook("dlpack_device")(d)

    def _dlpack_hook(self, name):
        """The backend's ``hooks.<name>`` for a framework whose arrays lack the DLPack
        methods; FunctionMissingError when the backend has no such hook."""
        b = _TYPES[self._data.__class__].load()
        fn = getattr(b.hooks, name, None)
        if fn is None:
            raise FunctionMissingError(
                f"backend {b.name!r} cannot export arrays through DLPack (its arrays have no "
                f"__dlpack__ and its hooks no {name}); convert with numpy.asarray(x) instead"
            )
        return fn

    def __array__(self, dtype=None, copy=None):
        """NumPy interop: ``numpy.asarray(x)`` (shares memory on the numpy backend)."""
        a = _TYPES[self._data.__class__].load().to_numpy(self._data)
        if dtype is not None and a.dtype != dtype:
            if copy is False:
                raise ValueError(f"converting {a.dtype} to {dtype} needs a copy, and copy=False was given")
            return a.astype(dtype)
        if copy:
            return a.copy()
        return a

    def __repr__(self):
        b = _TYPES[self._data.__class__]
        try:
            import numpy

            a = b.load().to_numpy(self._data)
            vals = numpy.array2string(a, separator=", ", prefix="ivy.array(", threshold=1000)
            if a.size == 0 and a.shape != (0,):
                vals += f", shape={a.shape}"
        except Exception:  # noqa: BLE001 - repr must not fail
            vals = repr(self._data)
        try:
            dt = self.dtype.name
        except Exception:  # noqa: BLE001
            dt = "?"
        return f"ivy.array({vals}, dtype={dt}, backend={b.name if b is not None else '?'})"

    def __str__(self):
        """Ivy 1.0's ``print(x)``: ``ivy.array([1., 2.])``, the values as NumPy shows them."""
        try:
            import numpy

            a = numpy.asarray(_TYPES[self._data.__class__].load().to_numpy(self._data))
            vals = numpy.array2string(a, separator=", ", prefix="ivy.array(")
            if a.size == 0 and a.shape != (0,):
                vals += f", shape={a.shape}"
            return f"ivy.array({vals})"
        except Exception:  # noqa: BLE001 - str must not fail
            return str(self._data)

    def __format__(self, spec):
        if not spec:
            return str(self)
        return format(self.backend.to_numpy(self._data), spec)

    # ------------------------------------------------ Python scalar conversion
    def _one_element(self, what):
        """(backend, 0-d native array) of a one-element array; ShapeError otherwise."""
        d = self._data
        b = _TYPES[type(d)]
        shp = b.shape(d)
        if len(shp):
            n = 1
            for s in shp:
                n *= s
            if n != 1:
                raise ShapeError(
                    f"{what}() of an ivy.Array needs exactly one element, this one has shape {tuple(shp)}"
                    + ("; use ivy.any or ivy.all" if what == "bool" else "")
                )
            d = b.getitem(d, (0,) * len(shp))
        return b, d

    def __bool__(self):
        return bool(self._one_element("bool")[1])

    def __int__(self):
        b, d = self._one_element("int")
        if b.dtype(d).kind == "c":
            raise DtypeError("int() of a complex array; take ivy.real or ivy.abs first")
        return int(d)

    def __float__(self):
        b, d = self._one_element("float")
        if b.dtype(d).kind == "c":
            raise DtypeError("float() of a complex array; take ivy.real or ivy.abs first")
        return float(d)

    def __complex__(self):
        return complex(self._one_element("complex")[1])

    def __index__(self):
        d = self._data
        b = _TYPES[type(d)]
        dt = b.dtype(d)
        shp = b.shape(d)
        if dt.kind not in "iu" or len(shp):
            raise DtypeError(
                f"only 0-d integer arrays can be used as an index, not a {len(shp)}-d {dt.name} array"
            )
        if hasattr(d.__class__, "__index__"):
            return operator.index(d)
        return int(b.load().to_numpy(d))  # frameworks whose arrays lack __index__ (MXNet)

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
        b = _TYPES[type(d)]
        c = key.__class__
        if c is Array:
            key = key._data
        elif c is tuple or c is list:
            key = _native_key(key, b, d)
        return Array(b.getitem(d, key))

    def __setitem__(self, key, value, /):
        d = self._data
        b = _TYPES[type(d)]
        dt = b.dtype(d)
        c = value.__class__
        if c is Array:
            value = value._data
            c = value.__class__
        if c in _SCALARS:
            vdt = result_type(dt, value)
            if c is int and dt.kind in "iu":
                _check_ints(value, dt)
        else:
            vb = _TYPES[c]
            if vb is None:
                # A nested sequence of Python scalars: weak, like a Python scalar of its kind.
                dev = b.native_device(b.device_of(d))
                if dt.kind in "iu" and _check_ints(value, dt):  # ints (that fit) into an int array
                    value = b.asarray(value, dtype=b.native_dtype(dt), device=dev)
                    vdt = dt
                else:
                    value = b.asarray(value, device=dev)
                    vdt = result_type(dt, _KIND_SCALAR[b.dtype(value).kind])
                    if vdt is dt:
                        value = b.asarray(value, dtype=b.native_dtype(dt))
            elif vb is not b:
                raise MixedFrameworksError(
                    f"x[key] = value: x is a {b.name} array and value a {vb.name} array; "
                    f"convert value first with ivy.to_backend(value, {b.name!r})"
                )
            else:
                vdt = promote_types(dt, b.dtype(value))
        if vdt is not dt:
            raise DtypeError(
                f"x[key] = value would change x's dtype {dt.name} to {vdt.name}; "
                f"cast the value first (ivy.astype(value, ivy.{dt.name}))"
            )
        c = key.__class__
        if c is Array:
            key = key._data
        elif c is tuple or c is list:
            key = _native_key(key, b, d)
        self._data = b.setitem(d, key, value)

    def _update_inplace(self, new, symbol):
        d = self._data
        b = _TYPES[type(d)]
        old_dtype = b.dtype(d)
        new_dtype = b.dtype(new)
        if new_dtype is not old_dtype:
            raise DtypeError(
                f"x {symbol} y would change x's dtype {old_dtype.name} to {new_dtype.name}; "
                f"write x = x {symbol[:-1]} y instead"
            )
        old_shape, new_shape = b.shape(d), b.shape(new)
        if tuple(new_shape) != tuple(old_shape):
            raise ShapeError(
                f"x {symbol} y would change x's shape {tuple(old_shape)} to {tuple(new_shape)}; "
                f"write x = x {symbol[:-1]} y instead"
            )
        self._data = b.inplace_update(d, new)
        return self

    # ------------------------------------------------------------ operators
    __add__ = _binary(_ew.add)
    __radd__ = _binary(_ew.add, True)
    __iadd__ = _inplace(_ew.add, "+=")
    __sub__ = _binary(_ew.subtract)
    __rsub__ = _binary(_ew.subtract, True)
    __isub__ = _inplace(_ew.subtract, "-=")
    __mul__ = _binary(_ew.multiply)
    __rmul__ = _binary(_ew.multiply, True)
    __imul__ = _inplace(_ew.multiply, "*=")
    __truediv__ = _binary(_ew.divide)
    __rtruediv__ = _binary(_ew.divide, True)
    __itruediv__ = _inplace(_ew.divide, "/=")
    __floordiv__ = _binary(_ew.floor_divide)
    __rfloordiv__ = _binary(_ew.floor_divide, True)
    __ifloordiv__ = _inplace(_ew.floor_divide, "//=")
    __mod__ = _binary(_ew.remainder)
    __rmod__ = _binary(_ew.remainder, True)
    __imod__ = _inplace(_ew.remainder, "%=")
    __pow__ = _binary(_ew.pow)
    __rpow__ = _binary(_ew.pow, True)
    __ipow__ = _inplace(_ew.pow, "**=")
    __matmul__ = _binary(_la.matmul)
    __rmatmul__ = _binary(_la.matmul, True)
    __imatmul__ = _inplace(_la.matmul, "@=")
    __and__ = _binary(_ew.bitwise_and)
    __rand__ = _binary(_ew.bitwise_and, True)
    __iand__ = _inplace(_ew.bitwise_and, "&=")
    __or__ = _binary(_ew.bitwise_or)
    __ror__ = _binary(_ew.bitwise_or, True)
    __ior__ = _inplace(_ew.bitwise_or, "|=")
    __xor__ = _binary(_ew.bitwise_xor)
    __rxor__ = _binary(_ew.bitwise_xor, True)
    __ixor__ = _inplace(_ew.bitwise_xor, "^=")
    __lshift__ = _binary(_ew.bitwise_left_shift)
    __rlshift__ = _binary(_ew.bitwise_left_shift, True)
    __ilshift__ = _inplace(_ew.bitwise_left_shift, "<<=")
    __rshift__ = _binary(_ew.bitwise_right_shift)
    __rrshift__ = _binary(_ew.bitwise_right_shift, True)
    __irshift__ = _inplace(_ew.bitwise_right_shift, ">>=")
    __eq__ = _binary(_ew.equal)  # type: ignore[assignment]
    __ne__ = _binary(_ew.not_equal)  # type: ignore[assignment]
    __lt__ = _binary(_ew.less)
    __le__ = _binary(_ew.less_equal)
    __gt__ = _binary(_ew.greater)
    __ge__ = _binary(_ew.greater_equal)
    __hash__ = None  # type: ignore[assignment]  # == is elementwise

    def __neg__(self, /):
        return _ew.negative(self)

    def __pos__(self, /):
        return _ew.positive(self)

    def __abs__(self, /):
        return _ew.abs(self)

    def __invert__(self, /):
        return _ew.bitwise_invert(self)

    # ------------------------------------------------------ pickling / copy
    def __reduce__(self):
        return (_rebuild, (self.backend.name, self.backend.to_numpy(self._data)))


def _rebuild(backend_name, values):
    import ivy

    return ivy.asarray(values, backend=backend_name)


_SUPPORTED_VERSIONS = ("2021.12", "2022.12", "2023.12", "2024.12", "2025.12")

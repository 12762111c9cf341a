"""``numpy.ndarray``: one native array of the current ivy backend, with NumPy's API on top.

An ``ndarray`` has two slots: ``_data`` (the native array: a ``numpy.ndarray``, ``torch.Tensor``,
``jax.Array``, ``tf.Tensor`` or ``mx.np.ndarray``) and ``_ex`` (None, or the rarely needed extra
state: the version counter of an array that has views, the read-only flag). Functions read
``x._data``, call ivy on native arrays and wrap the native result (:func:`wrap`, or
:func:`wrap_r`, which returns a NumPy scalar for a 0-d result as NumPy's functions do).

Views (``a[1:]``, ``a.T``, ``a.reshape(...)``, ``a.ravel()``, ``a.real``, ``np.split`` pieces,
...) are instances of a subclass whose ``_data`` is computed from their base and written back to
it (:mod:`ivy_frontends._views`), so ``a[0, :] = 7`` through a view changes the base on every
backend, JAX and TensorFlow included. ``diagonal`` and ``broadcast_to`` give read-only views, as
NumPy's.

>>> import ivy_frontends.numpy as np
>>> a = np.zeros((2, 3))
>>> row = a[0]
>>> row += 1
>>> a.sum()
np.float64(3.0)
"""

from __future__ import annotations

import threading

import ivy

from .. import _views
from .._errors import FrontendTypeError, FrontendValueError
from . import _dtypes as D

_new = object.__new__
_dtype_of_native = D.dtype_of_native


class _Extra:
    """An array's rarely used state: the version counter of a base that has views, read-only flag."""

    __slots__ = ("versions", "readonly", "__weakref__")

    def __init__(self):
        self.versions = _views.Versions()
        self.readonly = False


class ndarray:
    """numpy.ndarray on ivy. ``np.ndarray(shape, dtype=float)`` makes an array of that shape
    (zeros: NumPy leaves it uninitialized); use ``np.array``/``np.asarray`` to make one of data."""

    __slots__ = ("_data", "_ex", "__weakref__")
    __array_priority__ = 1000
    __hash__ = None

    def __new__(cls, shape, dtype=float, buffer=None, offset=0, strides=None, order=None):
        if buffer is not None or strides is not None:
            from .._errors import refuse

            raise refuse("ndarray", "buffer" if buffer is not None else "strides", "<given>",
                         "ivy arrays own their memory: use np.frombuffer or np.array")
        from ._creation import zeros

        return zeros(shape, dtype=dtype)

    # ------------------------------------------------------------------ attributes
    @property
    def shape(self):
        """The shape, a tuple of ints (settable: reshapes in place without copying)."""
        return tuple(self._data.shape)

    @shape.setter
    def shape(self, value):
        from ._manipulation import _reshape_native

        if isinstance(self, _View):
            from ._errors import ShapeAttributeError

            raise ShapeAttributeError(
                "Incompatible shape for in-place modification. Use `.reshape()` to make a copy with the desired "
                "shape. (ivy_frontends.numpy: setting .shape of a view is not supported)")
        self._assign(_reshape_native(self._data, value))

    @property
    def dtype(self):
        """The dtype (``dtype('float64')``)."""
        return _dtype_of_native(self._data)

    @dtype.setter
    def dtype(self, value):
        from .._errors import refuse

        raise refuse("ndarray.dtype", "dtype", value, "reinterpreting memory is not supported: use .astype")

    @property
    def ndim(self):
        return len(self._data.shape)

    @property
    def size(self):
        n = 1
        for s in self._data.shape:
            n *= int(s)
        return n

    @property
    def itemsize(self):
        return _dtype_of_native(self._data).itemsize

    @property
    def nbytes(self):
        return self.itemsize * self.size

    @property
    def strides(self):
        """The strides (bytes) of a C-contiguous array of this shape (ivy keeps no strides)."""
        st, acc = [], self.itemsize
        for v in reversed(self.shape):
            st.append(acc)
            acc *= max(v, 1)
        return tuple(reversed(st))

    @property
    def base(self):
        """The array a view's data comes from (None for an array that owns its data)."""
        return None

    @property
    def flags(self):
        return _Flags(self)

    @property
    def device(self):
        return "cpu"

    def to_device(self, device, /, *, stream=None):
        if device != "cpu":
            raise FrontendValueError(f"Unsupported device {device!r}. Supported devices: 'cpu'")
        return self

    @property
    def data(self):
        return memoryview(self.__array__()).cast("B")

    @property
    def ctypes(self):
        from .._errors import refuse

        raise refuse("ndarray", "ctypes", None, "ivy arrays have no C pointer")

    # ------------------------------------------------------------------ conversions
    def __array__(self, dtype=None, copy=None):
        a = ivy.to_numpy(self._data)
        if self._data.__class__.__module__ == "numpy" and copy is not False:
            a = a.copy()
        return a if dtype is None else a.astype(dtype)

    def __dlpack__(self, *args, **kwargs):
        return self._data.__dlpack__(*args, **kwargs)

    def __dlpack_device__(self):
        return self._data.__dlpack_device__()

    def __array_namespace__(self, *, api_version=None):
        import ivy_frontends.numpy as np

        return np

    def __len__(self):
        s = self._data.shape
        if not len(s):
            raise FrontendTypeError("len() of unsized object")
        return int(s[0])

    def __iter__(self):
        s = self._data.shape
        if not len(s):
            raise FrontendTypeError("iteration over a 0-d array")
        if len(s) == 1:  # the scalars, from one transfer of the values (not one backend call per element)
            from ._scalars import make

            cls = _dtype_of_native(self._data).type
            return iter([make(cls, v) for v in ivy.to_list(self._data)])
        return (self[i] for i in range(int(s[0])))

    def __bool__(self):
        n = self.size
        if n != 1:
            raise FrontendValueError(
                "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()"
                if n else "The truth value of an empty array is ambiguous. Use `array.size > 0` to check that "
                "an array is not empty.")
        return bool(_item(self._data))

    def __int__(self):
        return int(self._only_item("int"))

    def __float__(self):
        v = self._only_item("float")
        return float(v.real) if v.__class__ is complex else float(v)

    def __complex__(self):
        return complex(self._only_item("complex"))

    def __index__(self):
        if self.ndim or self.dtype.kind not in "iub":
            raise FrontendTypeError("only integer scalar arrays can be converted to a scalar index")
        return int(_item(self._data))

    def _only_item(self, what):
        if self.size != 1 or self.ndim:
            if self.size != 1:
                raise FrontendTypeError("only length-1 arrays can be converted to Python scalars")
            if self.ndim:  # NumPy 2.x: deprecated but allowed for size-1 arrays
                pass
        return _item(self._data)

    def __repr__(self):
        from ._printing import array_repr

        return array_repr(self)

    def __str__(self):
        from ._printing import array_str

        return array_str(self)

    def __format__(self, spec):
        if self.ndim == 0:
            return format(self[()], spec)
        if spec:
            raise FrontendTypeError("unsupported format string passed to numpy.ndarray.__format__")
        return str(self)

    def __reduce__(self):
        return (_rebuild, (self.__array__(), self.dtype.name))

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        r = self.copy()
        memo[id(self)] = r
        return r

    # ------------------------------------------------------------------ writing
    def _assign(self, new):
        """Make native ``new`` (this array's dtype and shape) its value; views see the change."""
        self._data = new
        ex = self._ex
        if ex is not None:
            ex.versions.version += 1

    def _check_writeable(self):
        if isinstance(self, _View):
            root = self._root
            if root._ex is not None and root._ex.readonly:
                raise FrontendValueError("assignment destination is read-only")
            for s in self._chain:
                if s.overlap or s.what in _READONLY_STEPS:
                    raise FrontendValueError("assignment destination is read-only")
        elif self._ex is not None and self._ex.readonly:
            raise FrontendValueError("assignment destination is read-only")

    def _set_all(self, new):
        """Overwrite every element with native ``new`` (already this array's dtype and shape)."""
        self._check_writeable()
        if isinstance(self, _View):
            self._data = new
        else:
            self._assign(new)

    def _view(self, fwd, arg=None, inv=None, contiguous=False, overlap=False, what="view"):
        """A view of this array: ``fwd(native, arg) -> native``; see :mod:`ivy_frontends._views`."""
        return make_view(self, _views.Step(fwd, arg, inv, contiguous, overlap, what))


_READONLY_STEPS = frozenset({"diagonal", "broadcast_to", "readonly"})


class _Flags:
    """``ndarray.flags``: NumPy's memory flags as the frontend keeps them (always C-contiguous)."""

    __slots__ = ("_a",)

    def __init__(self, a):
        self._a = a

    @property
    def writeable(self):
        try:
            self._a._check_writeable()
        except FrontendValueError:
            return False
        return True

    @writeable.setter
    def writeable(self, v):
        self._a.setflags(write=v)

    c_contiguous = property(lambda self: True)
    contiguous = c_contiguous
    f_contiguous = property(lambda self: self._a.ndim <= 1 or sum(s > 1 for s in self._a.shape) <= 1)
    fortran = f_contiguous
    owndata = property(lambda self: not isinstance(self._a, _View))
    aligned = True
    writebackifcopy = False
    fnc = property(lambda self: self.f_contiguous and not self.c_contiguous)
    forc = True
    behaved = True
    carray = property(lambda self: self.writeable)
    farray = property(lambda self: self.f_contiguous and not self.c_contiguous)
    _NAMES = {"C_CONTIGUOUS": "c_contiguous", "C": "c_contiguous", "CONTIGUOUS": "c_contiguous",
              "F_CONTIGUOUS": "f_contiguous", "F": "f_contiguous", "FORTRAN": "f_contiguous",
              "OWNDATA": "owndata", "O": "owndata", "WRITEABLE": "writeable", "W": "writeable",
              "ALIGNED": "aligned", "A": "aligned", "WRITEBACKIFCOPY": "writebackifcopy", "X": "writebackifcopy"}

    def __getitem__(self, k):
        return getattr(self, self._NAMES[k.upper()])

    def __setitem__(self, k, v):
        if self._NAMES[k.upper()] != "writeable":
            raise FrontendValueError(f"cannot set flag {k}")
        self.writeable = v

    def __repr__(self):
        names = ["C_CONTIGUOUS", "F_CONTIGUOUS", "OWNDATA", "WRITEABLE", "ALIGNED", "WRITEBACKIFCOPY"]
        return "\n".join(f"  {n} : {self[n]}" for n in names) + "\n"


def _rebuild(array, dtype_name):
    from ._creation import array as _array

    return _array(array, dtype=dtype_name)


def _item(native):
    """The value of a one-element native array as a Python number."""
    try:
        return native.item()
    except AttributeError:
        return ivy.to_numpy(native).item()


_View = _views.make_view_class(ndarray)
_View.base = property(lambda self: self._root)
_set_data_slot = ndarray.__dict__["_data"].__set__
ARRAY_CLASSES = (ndarray, _View)


def make_view(base, step):
    """A view of ``base`` through one more ``step``."""
    if base.__class__ is _View:
        root, chain = base._root, base._chain + (step,)
    else:
        root, chain = base, (step,)
    d = step.fwd(base._data, step.arg)
    ex = root._ex
    if ex is None:
        ex = root._ex = _Extra()
    v = _new(_View)
    v._ex = None
    v._root = root
    v._chain = chain
    _set_data_slot(v, d)
    v._seen = ex.versions.version
    return v


def wrap(native):
    """A new ndarray holding ``native`` (no copy)."""
    t = _new(ndarray)
    t._data = native
    t._ex = None
    return t


_scalar_of_native = None  # _scalars.from_native, set when the package is imported


class _Keep0d(threading.local):
    on = False


# Set while another frontend computes through this one (``ivy_frontends.jax.numpy``'s fallbacks):
# 0-d results stay arrays, whose native keeps the autodiff trace a NumPy scalar's Python value drops.
KEEP_0D = _Keep0d()


def wrap_r(native):
    """``wrap(native)``, but a NumPy scalar for a 0-d result (NumPy's functions return scalars)."""
    if len(native.shape) or KEEP_0D.on:
        t = _new(ndarray)
        t._data = native
        t._ex = None
        return t
    return _scalar_of_native(native)

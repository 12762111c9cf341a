"""``ndarray``'s methods, properties and operators, bound onto the class when the package is imported.

Most methods are the namespace functions themselves (``ndarray.sum is np.sum``); those with a
different calling convention (``reshape(2, 3)``, ``transpose(1, 0)``, ``item``, ``astype``, ``view``)
and the in-place ones (``sort``, ``partition``, ``fill``, ``resize``, ``put``, ``setflags``) are
written here. Operators are the ufuncs (``a + b`` is ``np.add(a, b)``, ``a += b`` is
``np.add(a, b, out=a)``, which refuses a result that may not be cast to ``a``'s dtype, as NumPy).
Real NumPy's ufuncs and functions called on frontend arrays are routed to the frontend's
(``__array_ufunc__``/``__array_function__``).
"""

from __future__ import annotations

import ivy

from .._errors import FrontendTypeError, FrontendValueError, refuse
from . import _dtypes as D
from ._convert import astype_native, dtype_of, int_arg, shape_arg, wrap
from .ndarray import _Extra, _View, ndarray

_PY = (bool, int, float, complex)
_TYPE = type


def _is_operand(b):
    return (b.__class__ in _PY or isinstance(b, (ndarray, D.generic, list, tuple)) or ivy.is_native_array(b)
            or hasattr(b, "__array__") or b.__class__ is ivy.Array)


def _bin(uf):
    def op(a, b):
        if not _is_operand(b):
            return NotImplemented
        return uf(a, b)

    return op


def _rbin(uf):
    def op(a, b):
        if not _is_operand(b):
            return NotImplemented
        return uf(b, a)

    return op


def _ibin(uf):
    def op(a, b):
        if not _is_operand(b):
            return NotImplemented
        return uf(a, b, out=(a,))

    return op


def _cmp(uf, default):
    def op(a, b):
        if not _is_operand(b):
            from ._creation import full

            return full(a.shape, default, dtype=bool)
        return uf(a, b)

    return op


# ------------------------------------------------------------------ methods with their own conventions

def _shape_varargs(args):
    if len(args) == 1:
        return args[0]
    return tuple(args)


def reshape(self, *shape, order="C", copy=None):
    """``a.reshape(2, 3)`` or ``a.reshape((2, 3))``."""
    from ._manipulation import reshape as _reshape

    if not shape:
        raise FrontendTypeError("reshape() takes exactly 1 argument (0 given)")
    return _reshape(self, _shape_varargs(shape), order=order, copy=copy)


def transpose(self, *axes):
    """``a.transpose()``, ``a.transpose(1, 0)`` or ``a.transpose((1, 0))``."""
    from ._manipulation import transpose as _transpose

    if not axes or (len(axes) == 1 and axes[0] is None):
        return _transpose(self)
    return _transpose(self, axes[0] if len(axes) == 1 and isinstance(axes[0], (tuple, list)) else axes)


def astype(self, dtype, order="K", casting="unsafe", subok=True, copy=True):
    """A copy cast to ``dtype`` (``casting`` checked; ``copy=False`` returns ``self`` when nothing changes)."""
    d = D.as_dtype(dtype)
    sd = dtype_of(self._data)
    if casting == "same_value":  # NumPy 2.4: any cast, but every value must survive it
        r = astype_native(self._data, d)
        back = astype_native(r, sd)
        same = ivy.logical_or(ivy.equal(back, self._data), ivy.logical_and(ivy.isnan(back), ivy.isnan(self._data))) \
            if sd._cat >= 2 else ivy.equal(back, self._data)
        if not bool(ivy.all(same)):
            raise FrontendValueError(f"could not cast 'same_value' {sd.name} to {d.name}")
        return wrap(r)
    if casting != "unsafe":
        from ._promotion import check_cast

        check_cast(sd, d, casting, "array data")
    if sd is d and not copy:
        return self
    return wrap(astype_native(self._data, d))


def view(self, dtype=None, type=None):  # noqa: A002 - NumPy's name
    """A view of the same data (another dtype's bits are not supported)."""
    if type is not None and type is not ndarray:
        raise refuse("ndarray.view", "type", type, "the frontend has no ndarray subclasses")
    if dtype is not None:
        if isinstance(dtype, _TYPE) and issubclass(dtype, ndarray):
            return view(self)
        d = D.as_dtype(dtype)
        if d is not dtype_of(self._data):
            raise refuse("ndarray.view", "dtype", d.name, "reinterpreting the bytes as another dtype is not supported: "
                                                        "use .astype to convert values")
    from ._manipulation import _identity_fwd, _identity_inv

    return self._view(_identity_fwd, None, _identity_inv, what="view")


def item(self, *args):
    """The element as a Python number: ``a.item()`` (one element), ``a.item(k)`` (flat index) or
    ``a.item(i, j)``."""
    x = self._data
    if not args:
        if self.size != 1:
            raise FrontendValueError("can only convert an array of size 1 to a Python scalar")
        return ivy.to_list(ivy.reshape(x, ()))
    if len(args) == 1 and isinstance(args[0], tuple):
        args = args[0]
    be = ivy.current_backend()
    if len(args) == 1:
        k = int_arg(args[0])
        n = self.size
        if not -n <= k < n:
            from .._errors import FrontendIndexError

            raise FrontendIndexError("index " + str(k) + " is out of bounds for size " + str(n))
        return ivy.to_list(be.getitem(ivy.reshape(x, (-1,)), k))
    return ivy.to_list(be.getitem(x, tuple(int_arg(a) for a in args)))


def tolist(self):
    """The values as (nested) Python lists of Python numbers."""
    x = self._data
    if dtype_of(x) is D._BF16:
        x = ivy.astype(x, ivy.float32)
    return ivy.to_list(x)


def tobytes(self, order="C"):
    a = self.__array__()
    return a.tobytes(order)


def tofile(self, fid, sep="", format="%s"):  # noqa: A002 - NumPy's name
    self.__array__().tofile(fid, sep, format)


def dump(self, file):
    import pickle

    if isinstance(file, str):
        with open(file, "wb") as f:
            pickle.dump(self, f, protocol=2)
    else:
        pickle.dump(self, file, protocol=2)


def dumps(self):
    import pickle

    return pickle.dumps(self, protocol=2)


def copy(self, order="C"):
    """A new array with the same values."""
    return wrap(self._data)


def fill(self, value):
    """Every element set to ``value`` (cast to the array's dtype), in place."""
    from ._indexing import fit_value

    v = fit_value(value, dtype_of(self._data))
    self._set_all(ivy.broadcast_to(v, self.shape))


def resize(self, *new_shape, refcheck=True):
    """Change shape and size in place, filling new elements with zeros."""
    if isinstance(self, _View):
        raise FrontendValueError("cannot resize this array: it does not own its data")
    if not new_shape or (len(new_shape) == 1 and new_shape[0] is None):
        return None
    s = shape_arg(new_shape[0] if len(new_shape) == 1 else new_shape)
    import math

    total = math.prod(s)
    x = ivy.reshape(self._data, (-1,))
    n = int(x.shape[0])
    if total <= n:
        flat = ivy.current_backend().getitem(x, slice(0, total))
    else:
        flat = ivy.concat([x, ivy.zeros((total - n,), dtype=dtype_of(x)._ivy)._data], axis=0)
    self._assign(ivy.reshape(flat, s))
    return None


def sort(self, axis=-1, kind=None, order=None, *, stable=None):
    """Sort in place along ``axis``."""
    from ._sorting import sort as _sort

    self._check_writeable()
    self._set_all(_sort(self, axis, kind, order)._data)


def partition(self, kth, axis=-1, kind="introselect", order=None):
    """Partition in place (here: a full sort)."""
    from ._sorting import partition as _partition

    self._check_writeable()
    self._set_all(_partition(self, kth, axis, kind, order)._data)


def put(self, indices, values, mode="raise"):
    from ._indexing import put as _put

    return _put(self, indices, values, mode)


def setflags(self, write=None, align=None, uic=None):
    """Set ``WRITEABLE`` (a base's flag; a view may only be made read-only)."""
    if write is None:
        return None
    if write:
        if isinstance(self, _View):
            raise FrontendValueError("cannot set WRITEABLE flag to True of this array")
        if self._ex is not None:
            self._ex.readonly = False
        return None
    if isinstance(self, _View):
        raise refuse("ndarray.setflags", "write", write, "make the base array read-only instead")
    if self._ex is None:
        self._ex = _Extra()
    self._ex.readonly = True
    return None


def byteswap(self, inplace=False):
    raise refuse("ndarray.byteswap", "inplace", inplace, "ivy arrays hold native byte order only")


def getfield(self, dtype, offset=0):
    raise refuse("ndarray.getfield", "dtype", dtype, "reinterpreting bytes is not supported")


def setfield(self, val, dtype, offset=0):
    raise refuse("ndarray.setfield", "dtype", dtype, "reinterpreting bytes is not supported")


def dot(self, b, out=None):
    from ._linalg import dot as _dot

    return _dot(self, b, out)


def nonzero(self):
    from ._indexing import nonzero as _nonzero

    return _nonzero(self)


def clip(self, min=None, max=None, out=None, **kwargs):  # noqa: A002 - NumPy's name
    from ._math import clip as _clip

    return _clip(self, min, max, out, **kwargs)


def squeeze(self, axis=None):
    from ._manipulation import squeeze as _squeeze

    return _squeeze(self, axis)


def ravel(self, order="C"):
    from ._manipulation import ravel as _ravel

    return _ravel(self, order)


def flatten(self, order="C"):
    from ._manipulation import flatten as _flatten

    return _flatten(self, order)


def swapaxes(self, axis1, axis2):
    from ._manipulation import swapaxes as _swapaxes

    return _swapaxes(self, axis1, axis2)


def round(self, decimals=0, out=None):  # noqa: A001 - NumPy's name
    from ._math import around

    return around(self, decimals, out)


def conj(self):
    from ._ufuncs import UFUNCS

    return UFUNCS["conjugate"](self)


# ------------------------------------------------------------------ properties

def _T(self):
    from ._manipulation import transpose as _transpose

    return _transpose(self)


def _mT(self):
    from ._manipulation import matrix_transpose

    return matrix_transpose(self)


def _real_fwd(d, arg):
    return ivy.real(d)


def _real_inv(parent, new, arg):
    return ivy.add(astype_native(new, dtype_of(parent)), ivy.multiply(astype_native(ivy.imag(parent),
                                                                                     dtype_of(parent)), 1j))


def _imag_fwd(d, arg):
    return ivy.imag(d)


def _imag_inv(parent, new, arg):
    return ivy.add(astype_native(ivy.real(parent), dtype_of(parent)),
                   ivy.multiply(astype_native(new, dtype_of(parent)), 1j))


def _identity_fwd(d, arg):
    return d


def _identity_inv(parent, new, arg):
    return new


def _zeros_fwd(d, arg):
    return ivy.zeros_like(d)


def _get_real(self):
    if dtype_of(self._data)._cat == 3:
        return self._view(_real_fwd, None, _real_inv, what="real")
    return self._view(_identity_fwd, None, _identity_inv, what="real")


def _set_real(self, value):
    self.real[...] = value


def _get_imag(self):
    if dtype_of(self._data)._cat == 3:
        return self._view(_imag_fwd, None, _imag_inv, what="imag")
    return self._view(_zeros_fwd, None, None, what="readonly")


def _set_imag(self, value):
    if dtype_of(self._data)._cat != 3:
        raise FrontendTypeError("array does not have imaginary part to set")
    self.imag[...] = value


def _get_flat(self):
    from ._indexing import flatiter

    return flatiter(self)


def _set_flat(self, value):
    self.flat[...] = value


def _array_ufunc(self, uf, method, *inputs, **kwargs):
    from ._ufuncs import UFUNCS

    fe = UFUNCS.get(getattr(uf, "__name__", ""))
    if fe is None:
        return NotImplemented
    if "out" in kwargs and kwargs["out"] is not None:
        out = kwargs["out"]
        if isinstance(out, tuple) and not all(isinstance(o, ndarray) for o in out if o is not None):
            return NotImplemented
    return getattr(fe, method)(*inputs, **kwargs)


def _array_function(self, func, types, args, kwargs):
    import ivy_frontends.numpy as ns

    mod = getattr(func, "__module__", "") or ""
    target = ns
    for part in mod.split(".")[1:]:
        if part in ("linalg", "fft", "random"):
            target = getattr(ns, part)
    fe = getattr(target, func.__name__, None)
    if fe is None or not callable(fe):
        return NotImplemented
    return fe(*args, **kwargs)


def bind(ns):
    """Attach the methods and operators (``ns``: the ``ivy_frontends.numpy`` namespace)."""
    from . import _indexing, _math, _sorting, _statistics
    from ._ufuncs import UFUNCS as U

    A = ndarray
    A.__getitem__ = _indexing.getitem
    A.__setitem__ = _indexing.setitem
    simple = {
        "all": _math.all, "any": _math.any, "max": _math.max, "min": _math.min, "sum": _math.sum,
        "prod": _math.prod, "cumsum": _math.cumsum, "cumprod": _math.cumprod, "mean": _statistics.mean,
        "std": _statistics.std, "var": _statistics.var, "argmax": _sorting.argmax, "argmin": _sorting.argmin,
        "argsort": _sorting.argsort, "argpartition": _sorting.argpartition, "searchsorted": _sorting.searchsorted,
        "take": _indexing.take, "choose": _indexing.choose, "compress": lambda self, condition, axis=None,
        out=None: _indexing.compress(condition, self, axis, out), "diagonal": _indexing.diagonal,
        "repeat": ns.repeat, "trace": ns.trace,
    }
    for name, f in simple.items():
        setattr(A, name, f)
    for name in ("reshape", "transpose", "astype", "view", "item", "tolist", "tobytes", "tofile", "dump", "dumps",
                 "copy", "fill", "resize", "sort", "partition", "put", "setflags", "byteswap", "getfield",
                 "setfield", "dot", "nonzero", "clip", "squeeze", "ravel", "flatten", "swapaxes", "round", "conj"):
        setattr(A, name, globals()[name])
    A.conjugate = conj
    A.T = property(_T)
    A.mT = property(_mT)
    A.real = property(_get_real, _set_real)
    A.imag = property(_get_imag, _set_imag)
    A.flat = property(_get_flat, _set_flat)
    A.__array_ufunc__ = _array_ufunc
    A.__array_function__ = _array_function
    ops = {"add": "add", "sub": "subtract", "mul": "multiply", "truediv": "true_divide", "floordiv": "floor_divide",
           "mod": "remainder", "pow": "power", "and": "bitwise_and", "or": "bitwise_or", "xor": "bitwise_xor",
           "lshift": "left_shift", "rshift": "right_shift", "matmul": "matmul"}
    for dunder, uname in ops.items():
        uf = U[uname]
        setattr(A, f"__{dunder}__", _bin(uf))
        setattr(A, f"__r{dunder}__", _rbin(uf))
        setattr(A, f"__i{dunder}__", _ibin(uf))
    A.__divmod__ = _bin(U["divmod"])
    A.__rdivmod__ = _rbin(U["divmod"])
    A.__pow__ = _pow(U["power"])
    for dunder, uname, default in (("eq", "equal", False), ("ne", "not_equal", True), ("lt", "less", None),
                                   ("le", "less_equal", None), ("gt", "greater", None), ("ge", "greater_equal", None)):
        setattr(A, f"__{dunder}__", _cmp(U[uname], default) if default is not None else _bin(U[uname]))
    A.__neg__ = lambda self: U["negative"](self)
    A.__pos__ = lambda self: U["positive"](self)
    A.__abs__ = lambda self: U["absolute"](self)
    A.__invert__ = lambda self: U["invert"](self)
    A.__contains__ = lambda self, v: bool(ns.any(self == v))
    A.__round__ = lambda self, ndigits=None: round(self, 0 if ndigits is None else ndigits)


def _pow(uf):
    def op(a, b, mod=None):
        if mod is not None:
            raise refuse("ndarray.__pow__", "mod", mod, "use np.power and np.remainder")
        if not _is_operand(b):
            return NotImplemented
        return uf(a, b)

    return op


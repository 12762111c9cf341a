"""NumPy scalars: construction, conversion from 0-d results, arithmetic and methods.

A scalar holds its value as a Python number rounded to its dtype (``float64`` and ``complex128``
are Python ``float``/``complex`` subclasses and hold it there). Its arithmetic goes through the
frontend's ufuncs (a scalar is a *strong* operand: ``np.float32(1) + 1.5`` is float32), its
array methods through a 0-d array of the current backend. ``repr`` is NumPy 2's
(``np.float32(1.5)``, ``np.True_``), printed by NumPy itself where it is installed.

>>> import ivy_frontends.numpy as np
>>> np.int8(100) + np.int8(100), np.float32(1.5) * 2, np.bool(0)
(np.int8(-56), np.float32(3.0), np.False_)
"""

from __future__ import annotations

import math

import ivy

from .._errors import FrontendTypeError, FrontendValueError
from . import _dtypes as D
from ._dtypes import generic

_new = object.__new__
_dtype_of_native = D.dtype_of_native


# ------------------------------------------------------------------ making scalars

def _make_plain(cls, v):
    o = _new(cls)
    o._v = v
    return o


def _make_float64(cls, v):
    return float.__new__(cls, v)


def _make_complex128(cls, v):
    return complex.__new__(cls, v)


True_ = _new(D.bool_)
True_._v = True
False_ = _new(D.bool_)
False_._v = False


def _make_bool(cls, v):
    return True_ if v else False_


_MAKERS = {D.float64: _make_float64, D.complex128: _make_complex128, D.bool_: _make_bool}
D.float64._v = property(float.__float__)
D.complex128._v = property(complex.__complex__)


def make(cls, v):
    """A scalar of type ``cls`` with value ``v`` (already rounded to its dtype)."""
    return _MAKERS.get(cls, _make_plain)(cls, v)


def from_native(native):
    """The NumPy scalar of a 0-d native array."""
    d = _dtype_of_native(native)
    try:
        v = native.item()
    except AttributeError:
        v = ivy.to_numpy(native).item()
    t = d.type
    if t is D.float64:
        return float.__new__(t, v)
    if t is D.bool_:
        return True_ if v else False_
    if t is D.complex128:
        return complex.__new__(t, v)
    o = _new(t)
    o._v = v
    return o


def from_value(v, d):
    """The scalar of dtype ``d`` for Python number ``v`` cast to it."""
    return make(d.type, D.cast_value(v, d))


def construct(cls, *args, **kwargs):
    """``np.float32(x)`` etc.: a scalar, or an array of that dtype for array-like ``x``."""
    d = cls._dtype
    if kwargs or len(args) > 1:
        raise FrontendTypeError(f"{cls.__name__}() takes at most 1 argument")
    if not args:
        return make(cls, D.cast_value(0, d))
    x = args[0]
    c = x.__class__
    if c is int or c is bool:
        if d._cat == 1:
            from ._convert import check_int

            check_int(int(x), d)
        return make(cls, D.cast_value(x, d))
    if c is float:
        if d._cat == 1 and not math.isfinite(x):
            raise FrontendValueError(f"cannot convert float {x} to integer")
        return make(cls, D.cast_value(x, d))
    if c is complex:
        if d._cat < 3:
            raise FrontendTypeError(f"{cls.__name__}() argument must be a string or a real number, not 'complex'")
        return make(cls, D.cast_value(x, d))
    if c is str or c is bytes:
        s = x.decode() if c is bytes else x
        if d._cat == 0:
            return make(cls, bool(s))
        if d._cat == 1:
            return construct(cls, int(s))
        if d._cat == 2:
            return make(cls, D.cast_value(float(s), d))
        return make(cls, D.cast_value(complex(s.replace(" ", "")), d))
    if isinstance(x, generic):
        return make(cls, D.cast_value(x._v, d))
    from ._creation import asarray

    a = asarray(x)
    r = a.astype(d)
    if r.ndim == 0:
        return from_native(r._data)
    return r


# ------------------------------------------------------------------ printing

def _real_numpy():
    try:
        import numpy
    except ImportError:  # pragma: no cover - printing without NumPy
        return None
    return numpy


def _np_scalar(s):
    np_ = _real_numpy()
    if np_ is None or s.__class__ is D._BF16Type:
        return None
    return np_.dtype(s.__class__._dtype.name).type(s._v)


def scalar_repr(s):
    r = _np_scalar(s)
    if r is not None:
        return repr(r)
    if s.__class__ is D.bool_:
        return "np.True_" if s._v else "np.False_"
    return f"np.{s.__class__.__name__}({s._v!r})"


def scalar_str(s):
    r = _np_scalar(s)
    if r is not None:
        return str(r)
    return str(s._v)


# ------------------------------------------------------------------ behaviour

def _arr(s):
    """A 0-d frontend array holding scalar ``s``."""
    from ._convert import scalar_native
    from .ndarray import wrap

    return wrap(scalar_native(s))


def _to_scalar(r):
    from .ndarray import ndarray

    if isinstance(r, ndarray) and r.ndim == 0:
        return from_native(r._data)
    return r


def _method(name):
    def method(self, *args, **kwargs):
        return getattr(_arr(self), name)(*args, **kwargs)

    method.__name__ = name
    return method


def _method_scalar(name):
    def method(self, *args, **kwargs):
        return _to_scalar(getattr(_arr(self), name)(*args, **kwargs))

    method.__name__ = name
    return method


_ARRAY_METHODS = ("all", "any", "argmax", "argmin", "argsort", "choose", "clip", "compress", "cumprod",
                  "cumsum", "diagonal", "dot", "flatten", "max", "mean", "min", "nonzero", "prod", "ravel",
                  "repeat", "reshape", "resize", "searchsorted", "squeeze", "std", "sum", "swapaxes", "take",
                  "trace", "transpose", "var", "tobytes", "tofile", "dump", "dumps", "view", "byteswap", "put",
                  "sort", "fill", "setflags", "to_device", "argpartition", "partition", "getfield", "setfield")
_SCALAR_METHODS = ("astype", "round", "conj", "conjugate", "copy")


def _hash(self):
    return hash(self._v)


def _index(self):
    if self.__class__._dtype._cat != 1:
        raise FrontendTypeError(f"'{self.__class__.__name__}' object cannot be interpreted as an integer")
    return self._v


def _getitem(self, key):
    if key == ():
        return self
    if key is Ellipsis:
        return _arr(self)
    return _arr(self)[key]


def _round(self, ndigits=None):
    if ndigits is None:
        v = self._v
        if self.__class__._dtype._cat == 3:
            raise FrontendTypeError("type complex doesn't define __round__ method")
        return round(v)
    from ._math import around

    return around(self, ndigits)


def _cmp(uf):
    def op(a, b):
        if not _operand(b):
            return NotImplemented
        return uf(a, b)

    return op


def _operand(b):
    from .ndarray import ndarray

    return (b.__class__ in (int, float, bool, complex) or isinstance(b, (generic, ndarray, list, tuple))
            or ivy.is_native_array(b) or hasattr(b, "__array__"))


def _bin(uf):
    def op(a, b):
        if not _operand(b):
            return NotImplemented
        return uf(a, b)

    return op


def _rbin(uf):
    def op(a, b):
        if not _operand(b):
            return NotImplemented
        return uf(b, a)

    return op


_FAST = {"add": lambda x, y: x + y, "sub": lambda x, y: x - y, "mul": lambda x, y: x * y}
_WEAK = {int: D._I64, float: D._F64, bool: D._BOOL}


def _fast_dtype(a, b):
    """The result dtype of scalar ``a`` with scalar or Python number ``b`` (NEP 50), or None for the slow path."""
    from ._promotion import PROMOTION

    da = a.__class__._dtype
    cb = b.__class__
    if cb in _WEAK:
        d = PROMOTION.result_type([da], [_WEAK[cb]])
        if cb is int and d._cat == 1:
            lo, hi = D.int_range(d)
            if not lo <= b <= hi:
                return None  # NumPy's OverflowError: the ufunc raises it
    elif isinstance(b, generic):
        d = PROMOTION.promote(da, cb._dtype)
    else:
        return None
    return d if 0 <= d._cat <= 2 and d.kind != "V" else None


def _fast_bin(uf, pyop, name, reflected):
    """Scalar add/subtract/multiply computed on the host: the exact result rounded (floats) or wrapped
    (ints) to NumPy's result dtype, as NumPy's scalar loops give it (no backend call per scalar)."""
    def op(a, b):
        d = _fast_dtype(a, b) if b.__class__ in _WEAK or isinstance(b, generic) else None
        if d is None or (name == "sub" and d._cat == 0):
            if not _operand(b):
                return NotImplemented
            return uf(b, a) if reflected else uf(a, b)
        x, y = a._v, (b._v if isinstance(b, generic) else b)
        if d._cat == 2:
            x, y = float(x), float(y)
        v = pyop(y, x) if reflected else pyop(x, y)
        return make(d.type, D.cast_value(v, d))

    return op


def bind(ns):
    """Give the scalar types their arithmetic (ufuncs of namespace ``ns``) and array methods."""
    g = generic
    for name in _ARRAY_METHODS:
        setattr(g, name, _method(name))
    for name in _SCALAR_METHODS:
        setattr(g, name, _method_scalar(name))
    ops = {"add": "add", "sub": "subtract", "mul": "multiply", "truediv": "true_divide",
           "floordiv": "floor_divide", "mod": "remainder", "pow": "power", "and": "bitwise_and",
           "or": "bitwise_or", "xor": "bitwise_xor", "lshift": "left_shift", "rshift": "right_shift",
           "matmul": "matmul", "divmod": "divmod"}
    for dunder, uname in ops.items():
        uf = getattr(ns, uname)
        if dunder in _FAST:
            setattr(g, f"__{dunder}__", _fast_bin(uf, _FAST[dunder], dunder, False))
            setattr(g, f"__r{dunder}__", _fast_bin(uf, _FAST[dunder], dunder, True))
            continue
        setattr(g, f"__{dunder}__", _bin(uf))
        setattr(g, f"__r{dunder}__", _rbin(uf))
    for dunder, uname in {"eq": "equal", "ne": "not_equal", "lt": "less", "le": "less_equal", "gt": "greater",
                          "ge": "greater_equal"}.items():
        setattr(g, f"__{dunder}__", _cmp(getattr(ns, uname)))
    g.__neg__ = lambda self: ns.negative(self)
    g.__pos__ = lambda self: ns.positive(self)
    g.__abs__ = lambda self: ns.absolute(self)
    g.__invert__ = lambda self: ns.invert(self)
    g.__hash__ = _hash
    g.__bool__ = lambda self: bool(self._v)
    g.__int__ = lambda self: int(self._v.real if self._v.__class__ is complex else self._v)
    g.__float__ = lambda self: float(self._v.real if self._v.__class__ is complex else self._v)
    g.__complex__ = lambda self: complex(self._v)
    g.__index__ = _index
    g.__round__ = _round
    g.__trunc__ = lambda self: math.trunc(self._v)
    g.__floor__ = lambda self: math.floor(self._v)
    g.__ceil__ = lambda self: math.ceil(self._v)
    g.__repr__ = scalar_repr
    g.__str__ = scalar_str
    g.__format__ = lambda self, spec: format(self._v, spec) if spec else scalar_str(self)
    g.__getitem__ = _getitem
    g.__reduce__ = lambda self: (from_value, (self._v, self.__class__._dtype))
    g.__copy__ = lambda self: self
    g.__deepcopy__ = lambda self, memo: self
    g.__array__ = lambda self, dtype=None, copy=None: _arr(self).__array__(dtype)
    g.__array_priority__ = -1000000.0
    g.__array_namespace__ = lambda self, *, api_version=None: ns
    g.item = lambda self, *args: self._v
    g.tolist = lambda self: self._v
    g.dtype = property(lambda self: self.__class__._dtype)
    g.shape = ()
    g.ndim = 0
    g.size = 1
    g.strides = ()
    g.base = None
    g.itemsize = property(lambda self: self.__class__._dtype.itemsize)
    g.nbytes = property(lambda self: self.__class__._dtype.itemsize)
    g.T = property(lambda self: self)
    g.mT = property(lambda self: _arr(self).mT)
    g.real = property(lambda self: from_value(self._v.real, _real_dtype(self.__class__._dtype)))
    g.imag = property(lambda self: from_value(self._v.imag if self._v.__class__ is complex else 0,
                                              _real_dtype(self.__class__._dtype)))
    g.flat = property(lambda self: _arr(self).flat)
    g.flags = property(lambda self: _arr(self).flags)
    g.device = "cpu"
    g.data = property(lambda self: _arr(self).data)
    for cls in (D.floating,):
        cls.is_integer = lambda self: float(self._v).is_integer()
        cls.as_integer_ratio = lambda self: float(self._v).as_integer_ratio()
    D.integer.bit_count = lambda self: bin(self._v).count("1")
    for cls in (D.float64, D.complex128):
        # keep the numeric protocol of the Python base class for the hash (NumPy's equals Python's)
        cls.__hash__ = _hash


def _real_dtype(d):
    if d is D._C64:
        return D._F32
    if d is D._C128:
        return D._F64
    return d

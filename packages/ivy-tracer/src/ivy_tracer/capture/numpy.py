"""Capturing NumPy code: the inputs become :class:`TracedArray` s, an ``ndarray`` subclass whose
``__array_ufunc__`` and ``__array_function__`` (NumPy's own interception of its functions),
operators, methods, indexing and attribute reads record what they do; NumPy's creation and
``numpy.random`` functions are wrapped for the trace (they take no array to intercept).

- ufuncs (``np.add``) and their methods (``np.add.reduce``), functions (``np.concatenate``),
  methods (``x.sum()``), operators (``x + y``, ``x[i]``) become call nodes; ``out=``, ``x += 1``,
  ``x[i] = v`` and the in-place methods (``x.sort()``) are marked ``mutates``;
- ``x.shape``, ``len(x)``, ``x.ndim``, ``x.dtype`` are guards; ``bool(x)``, ``float(x)``,
  ``x.item()``, ``x.tolist()`` raise :class:`~ivy_tracer.TraceError` (or are guards with
  ``guards=True``);
- numpy scalars a traced operation returns come back as 0-d traced arrays;
- ``x.__class__`` is ``np.ndarray`` (``type(x)`` is :class:`TracedArray`), so code that tells plain
  arrays by their class (ivy's NumPy backend) runs as it does for them: inside an ivy call the
  NumPy operations it makes are recorded as the call's lowering.
"""

from __future__ import annotations

import operator

import numpy as np

from ..targets import SETITEM, Attr, Method, UfuncMethod
from .recorder import current, internal

__all__ = ["TracedArray", "NumpyCapture", "wrap_input"]

_base_view = np.ndarray.view
_asarray = np.asarray  # (the function itself: a trace wraps numpy.asarray)
_shape_get = np.ndarray.shape.__get__
_dtype_get = np.ndarray.dtype.__get__


def _raw(x):
    return _base_view(x, np.ndarray) if type(x) is TracedArray else x


def _unwrap(a):
    c = type(a)  # (not a.__class__: a TracedArray says it is an ndarray)
    if c is TracedArray:
        return _base_view(a, np.ndarray)
    if c is tuple:
        return tuple(_unwrap(x) for x in a)
    if c is list:
        return [_unwrap(x) for x in a]
    if c is dict:
        return {k: _unwrap(v) for k, v in a.items()}
    return a


def _sink():
    rec = current()
    return rec.sink() if rec is not None else None


def _wrap(sink, r):
    """``r`` (a result) with its arrays as traced arrays mapped to the nodes of the plain ones."""
    c = type(r)
    if c is np.ndarray or isinstance(r, np.generic):
        t = _base_view(r if c is np.ndarray else _asarray(r), TracedArray)
        n = sink.lookup(r)
        if n is not None:
            sink.register(t, n)
        return t
    if c is tuple or c is list:
        return c(_wrap(sink, x) for x in r)
    return r


def _record(sink, target, args, kwargs, raw, meta=None):
    node = sink.record(target, args, kwargs, raw, meta=meta)
    if isinstance(raw, np.generic):  # a numpy scalar: recorded as the 0-d array it becomes
        sink.register(raw, node)
    return node, _wrap(sink, raw)


_INPLACE_METHODS = frozenset({"sort", "fill", "put", "partition", "resize", "itemset", "setfield", "byteswap"})
_VALUE_METHODS = {"item": ".item()", "tolist": ".tolist()", "tobytes": ".tobytes()", "tofile": ".tofile()",
                  "dump": ".dump()", "dumps": ".dumps()", "__reduce__": "pickling", "__reduce_ex__": "pickling",
                  "__bool__": "bool()", "__float__": "float()", "__int__": "int()", "__index__": "index",
                  "__complex__": "complex()", "__contains__": "`in`", "__buffer__": "the buffer protocol",
                  "__dlpack__": "DLPack export"}
_META_METHODS = frozenset({"__repr__", "__str__", "__format__", "__sizeof__", "__array_finalize__", "__array_wrap__",
                           "__array_prepare__", "__array_priority__", "__class_getitem__", "__init_subclass__",
                           "__dlpack_device__", "__array_namespace__", "__getstate__", "__setstate__", "view",
                           "setflags", "__array_interface__", "__array_struct__"})


class TracedArray(np.ndarray):
    """An ``ndarray`` whose operations a trace records (see the module docstring)."""

    __array_priority__ = 1000.0

    @property
    def __class__(self):
        """``np.ndarray``: code that tells plain arrays by ``x.__class__ is np.ndarray`` (ivy's NumPy
        backend's fast paths) takes the path it takes for the array this one stands for (``type(x)``
        is still TracedArray)."""
        return np.ndarray

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        sink = _sink()
        out = kwargs.get("out")
        with internal():
            raw = getattr(ufunc, method)(*_unwrap(inputs), **_unwrap(kwargs))
        if sink is None:
            if out is not None:
                return out[0] if isinstance(out, tuple) and len(out) == 1 else out
            return raw
        target = ufunc if method == "__call__" else UfuncMethod(ufunc, method)
        meta = {"mutates": True} if out is not None or method == "at" else None
        if out is not None:
            outs = out if isinstance(out, tuple) else (out,)
            node = sink.record(target, inputs, kwargs, None, meta=meta)
            for o in outs:
                sink.register(o, node)
            return outs[0] if len(outs) == 1 else outs
        if method == "at":
            node = sink.record(target, inputs, kwargs, None, meta=meta)
            sink.register(inputs[0], node)
            return None
        return _record(sink, target, inputs, kwargs, raw)[1]

    def __array_function__(self, func, types, args, kwargs):
        sink = _sink()
        with internal():
            raw = func(*_unwrap(args), **_unwrap(kwargs))
        if sink is None:
            return raw
        name = func.__name__
        out = kwargs.get("out")
        meta = {}
        if out is not None:
            meta["mutates"] = True
        if func.__module__.startswith("numpy.random"):
            meta["random"] = True
        node, wrapped = _record(sink, func, args, kwargs, raw, meta)
        if out is not None:
            sink.register(out, node)
            return out
        if name in ("copyto", "place", "put", "putmask", "put_along_axis", "fill_diagonal", "shuffle"):
            node.meta["mutates"] = True
            sink.register(args[0], node)
        return wrapped

    # -- reads of the array's description: guards
    @property
    def shape(self):
        v = _shape_get(self)
        sink = _sink()
        if sink is not None:
            sink.guard(self, "tuple({}.shape)", v)
        return v

    @shape.setter
    def shape(self, value):
        from ..errors import TraceError

        raise TraceError("assigning x.shape while tracing: use x = x.reshape(...)")

    @property
    def ndim(self):
        v = np.ndarray.ndim.__get__(self)
        sink = _sink()
        if sink is not None:
            sink.guard(self, "{}.ndim", v)
        return v

    @property
    def size(self):
        v = np.ndarray.size.__get__(self)
        sink = _sink()
        if sink is not None:
            sink.guard(self, "tuple({}.shape)", _shape_get(self))
        return v

    @property
    def dtype(self):
        v = _dtype_get(self)
        sink = _sink()
        if sink is not None:
            sink.guard(self, "{}.dtype", v)
        return v

    @property
    def T(self):  # noqa: N802 - NumPy's name
        raw = np.ndarray.T.__get__(_raw(self))
        sink = _sink()
        if sink is None:
            return raw
        return _record(sink, Attr("T"), (self,), {}, raw)[1]

    @property
    def mT(self):  # noqa: N802 - NumPy's name
        raw = np.ndarray.mT.__get__(_raw(self))
        sink = _sink()
        if sink is None:
            return raw
        return _record(sink, Attr("mT"), (self,), {}, raw)[1]

    @property
    def real(self):
        raw = np.ndarray.real.__get__(_raw(self))
        sink = _sink()
        if sink is None:
            return raw
        return _record(sink, Attr("real"), (self,), {}, raw)[1]

    @property
    def imag(self):
        raw = np.ndarray.imag.__get__(_raw(self))
        sink = _sink()
        if sink is None:
            return raw
        return _record(sink, Attr("imag"), (self,), {}, raw)[1]

    def __len__(self):
        n = len(_raw(self))
        sink = _sink()
        if sink is not None:
            sink.guard(self, "len({})", n)
        return n

    def __iter__(self):
        sink = _sink()
        raw = _raw(self)
        if sink is None:
            return iter(raw)
        n = len(raw)
        sink.guard(self, "len({})", n)
        return iter([self[i] for i in range(n)])

    def __getitem__(self, key):
        raw = _raw(self)[_unwrap(key)]
        sink = _sink()
        if sink is None:
            return raw
        return _record(sink, operator.getitem, (self, key), {}, raw)[1]

    def __setitem__(self, key, value):
        _raw(self)[_unwrap(key)] = _unwrap(value)
        sink = _sink()
        if sink is not None:
            node = sink.record(SETITEM, (self, key, value), {}, None, meta={"mutates": True})
            sink.register(self, node)

    def __array__(self, dtype=None, copy=None):
        raw = _raw(self)
        return raw if dtype is None else raw.astype(dtype)


def _value_read(name, what):
    base = getattr(np.ndarray, name)

    def read(self, *args, **kwargs):
        sink = _sink()
        if sink is None or sink.kind == "lowering":
            return base(_raw(self), *_unwrap(args), **_unwrap(kwargs))
        return sink.value_read(self, what, lambda: base(_raw(self), *_unwrap(args), **_unwrap(kwargs)))

    read.__name__ = name
    return read


def _operator(name, target, swap=False, inplace=False):
    base = getattr(np.ndarray, name)

    def op(self, *args):
        with internal():
            raw = base(_raw(self), *_unwrap(args))
        sink = _sink()
        if sink is None:
            return self if inplace else raw
        if raw is NotImplemented:
            return raw
        a = (args[0], self) if swap else (self, *args)
        if inplace:
            node = sink.record(target, a, {}, None, meta={"mutates": True})
            sink.register(self, node)
            return self
        return _record(sink, target, a, {}, raw)[1]

    op.__name__ = name
    return op


def _method(name):
    base = getattr(np.ndarray, name)

    def m(self, *args, **kwargs):
        with internal():
            raw = base(_raw(self), *_unwrap(args), **_unwrap(kwargs))
        sink = _sink()
        if sink is None:
            return raw
        name_ = "copy" if name in ("__copy__", "__deepcopy__") else name
        if name_ != name:
            args, kwargs = (), {}
        if raw is None or name in _INPLACE_METHODS and kwargs.get("inplace", True) is not False:
            node = sink.record(Method(name_, np.ndarray, mutates=True), (self, *args), kwargs, None,
                               meta={"mutates": True})
            sink.register(self, node)
            return raw
        return _record(sink, Method(name_, np.ndarray, mutates=False), (self, *args), kwargs, raw)[1]

    m.__name__ = name
    return m


def _install():
    from .operators import _DUNDER, _IDUNDER, _RDUNDER

    for name, target in _DUNDER.items():
        if name not in ("__getitem__",) and hasattr(np.ndarray, name):
            setattr(TracedArray, name, _operator(name, target))
    for name, target in _RDUNDER.items():
        if hasattr(np.ndarray, name):
            setattr(TracedArray, name, _operator(name, target, swap=True))
    for name, target in _IDUNDER.items():
        if hasattr(np.ndarray, name):
            setattr(TracedArray, name, _operator(name, target, inplace=True))
    for name, what in _VALUE_METHODS.items():
        if hasattr(np.ndarray, name):
            setattr(TracedArray, name, _value_read(name, what))
    taken = set(vars(TracedArray))
    for name in dir(np.ndarray):
        if name in taken or name in _META_METHODS or name.startswith("_") and name not in ("__copy__", "__deepcopy__"):
            continue
        attr = getattr(np.ndarray, name)
        if callable(attr) and not isinstance(attr, type):
            setattr(TracedArray, name, _method(name))


def wrap_input(x):
    """``x`` (an ndarray or numpy scalar) as a traced array sharing its memory."""
    return _base_view(x if isinstance(x, np.ndarray) else _asarray(x), TracedArray)


# NumPy's functions that take no array to intercept: wrapped for the trace.
_CREATION = ("zeros", "ones", "empty", "full", "arange", "linspace", "logspace", "geomspace", "eye", "identity",
             "array", "asarray", "asanyarray", "ascontiguousarray", "asfortranarray", "frombuffer", "fromfunction",
             "fromiter", "tri", "indices", "zeros_like", "ones_like", "empty_like", "full_like", "copy")


def _creation(name, fn, random=False):
    def created(*args, **kwargs):
        sink = _sink()
        if sink is None:
            return fn(*args, **kwargs)
        with internal():
            raw = fn(*_unwrap(args), **_unwrap(kwargs))
        if not isinstance(raw, (np.ndarray, np.generic)):
            if raw is None:
                return raw
            if isinstance(raw, (float, int, complex, bool)) and not random:
                return raw
        meta = {"random": True} if random else None
        return _record(sink, fn, args, kwargs, raw, meta)[1]

    created.__name__ = name
    created.__wrapped__ = fn
    created.__ivy_tracer__ = True
    return created


class NumpyCapture:
    """NumPy's creation and ``numpy.random`` functions wrapped for the trace (a context manager)."""

    def __enter__(self):
        self.saved = []
        for name in _CREATION:
            fn = getattr(np, name, None)
            if fn is not None and not getattr(fn, "__ivy_tracer__", False):
                self.saved.append((np, name, fn))
                setattr(np, name, _creation(name, fn))
        for name in dir(np.random):
            fn = getattr(np.random, name)
            if name.startswith("_") or isinstance(fn, type) or not callable(fn) or getattr(fn, "__ivy_tracer__", False):
                continue
            if name in ("seed", "get_state", "set_state", "default_rng", "get_bit_generator", "set_bit_generator"):
                continue
            self.saved.append((np.random, name, fn))
            setattr(np.random, name, _creation(name, fn, random=True))
        return self

    def __exit__(self, *exc):
        for mod, name, fn in reversed(self.saved):
            setattr(mod, name, fn)


def _register_type():
    """ivy dispatches a TracedArray to the numpy backend (ivy learns backends by module name)."""
    from ivy import _dispatch

    try:
        b = _dispatch.get_backend("numpy")
    except Exception:  # noqa: BLE001 - no numpy backend installed: ivy calls refuse it
        return
    _dispatch._TYPES[TracedArray] = b
    _dispatch._invalidate_tables()


_install()
_register_type()

"""Helpers shared by the family modules (not API functions).

MXNet's ``mx.np`` needs NumPy shape semantics (0-d and size-0 arrays) switched on:
this module does so process-wide when the backend loads (``npx.set_np()`` plus
the global flag, so other threads get it too). Its default dtype stays float32.
"""

from __future__ import annotations

import ctypes
import os
import sys

import numpy as onp

import ivy
from ivy.plugin import (
    first_int_outside,
    float_int,
    int_comparison_outside,
    int_overflow,
    int_ranges,
    scalar_class,
)
from ivy.plugin import normalize_axes as normalize_axes  # for the backend's modules

if "mxnet" not in sys.modules:
    # When ivy is the first to import MXNet, it runs operators synchronously (NaiveEngine) unless
    # MXNET_ENGINE_TYPE says otherwise: MXNet's threaded engine reports an operator's failure
    # (a shape it cannot broadcast, a dtype a kernel lacks) only when a later call reads the
    # result, where ivy can neither turn it into its own error nor fall back.
    os.environ.setdefault("MXNET_ENGINE_TYPE", "NaiveEngine")

import mxnet as mx  # noqa: E402

mx.npx.set_np()
try:  # 2 = global on (every thread), 1 = this thread only
    mx.base._LIB.MXSetIsNumpyShape(ctypes.c_int(2), ctypes.byref(ctypes.c_int()))
except Exception:  # noqa: BLE001 - the thread-local setting above still holds
    pass

mnp = mx.np
_nd = mnp.ndarray

NATIVE_DTYPES = {
    ivy.bool: onp.dtype("bool"),
    ivy.int8: onp.dtype("int8"),
    ivy.int32: onp.dtype("int32"),
    ivy.int64: onp.dtype("int64"),
    ivy.uint8: onp.dtype("uint8"),
    ivy.float16: onp.dtype("float16"),
    ivy.float32: onp.dtype("float32"),
    ivy.float64: onp.dtype("float64"),
}
IVY_OF = {v: k for k, v in NATIVE_DTYPES.items()}
# any NumPy dtype equal to a held one (np.dtype("q") == int64) -> the canonical dtype object
CANON = {v: v for v in NATIVE_DTYPES.values()}

BOOL = onp.dtype("bool")
I8 = onp.dtype("int8")
I32 = onp.dtype("int32")
I64 = onp.dtype("int64")
U8 = onp.dtype("uint8")
F16 = onp.dtype("float16")
F32 = onp.dtype("float32")
F64 = onp.dtype("float64")
FLOATS = frozenset((F16, F32, F64))
INTS = frozenset((I8, I32, I64, U8))
SCALARS = (bool, int, float, complex)
_SAMPLE = {bool: True, int: 0, float: 0.0, complex: 0j}


_get_code = mx.base._LIB.MXNDArrayGetDType
_cint = ctypes.c_int
_byref = ctypes.byref


def code(x):
    """MXNet's dtype code of ``x`` (float32 0, float64 1, float16 2, uint8 3, int32 4, int8 5,
    int64 6, bool 7): one C call, where ``x.dtype`` costs several times more."""
    c = _cint()
    _get_code(x.handle, _byref(c))
    return c.value


if mx.ndarray.ndarray._int64_enabled():  # MXNet built with large-tensor support
    _get_shape = mx.base._LIB.MXNDArrayGetShapeEx64
    _DIMS = ctypes.POINTER(ctypes.c_int64)
else:
    _get_shape = mx.base._LIB.MXNDArrayGetShapeEx
    _DIMS = ctypes.POINTER(ctypes.c_int)


def shape(x):
    """``x.shape`` of an mx.np array with one C call (~1.2 us, where the property costs ~1.7).

    >>> shape(mnp.ones((2, 3)))
    (2, 3)
    """
    n = _cint()
    p = _DIMS()
    _get_shape(x.handle, _byref(n), _byref(p))
    return tuple(p[:n.value])


# ------------------------------------------------------------------ direct operator calls
# The generated ``mx.np``/``mx.npx`` wrappers end in ``MXImperativeInvokeEx`` after rebuilding
# their argument lists, checking every input's class and converting every parameter to a C
# string on each call: ~2.5-4 us of a tiny operator's 5-10 us here (MXNet 1.9's pip wheel has
# no Cython wrappers). ``Op``, ``op1`` and ``op2`` make that C call directly. The operator, its
# checks and errors (``MXNetError``) and ``mx.autograd``'s recording are MXNet's own.

_op_handle = mx.base._LIB.NNGetOpHandle
_invoke = mx.base._LIB.MXImperativeInvokeEx
_HANDLES = tuple(mx.base.NDArrayHandle * n for n in range(9))
_OUT_HANDLES = ctypes.POINTER(mx.base.NDArrayHandle)
_OUT_STYPES = ctypes.POINTER(ctypes.c_int)
_NDArrayHandle = mx.base.NDArrayHandle
_check_call = mx.base.check_call
_str_array = mx.base.c_str_array
_MAX_PARAM_SETS = 256  # distinct parameter sets kept per operator (shapes make them vary)


def _handle_of(name):
    h = ctypes.c_void_p()
    _check_call(_op_handle(ctypes.c_char_p(name.encode()), _byref(h)))
    return h


def _c_params(key):
    return len(key), _str_array([k for k, _ in key]), _str_array([str(v) for _, v in key])


class Op:
    """MXNet operator ``name`` (its registered name: ``"FullyConnected"``, ``"_npi_add"``)
    called on ``mx.np`` arrays (at most 8) with the operator's parameters as keywords, whose C
    strings are kept per distinct set of parameters. One output is returned as an array,
    several as a list.

    >>> Op("FullyConnected")(mnp.ones((1, 2)), mnp.ones((3, 2)), num_hidden=3, no_bias=True)
    array([[2., 2., 2.]])
    """

    __slots__ = ("name", "_handle", "_params")

    def __init__(self, name):
        self.name = name
        self._handle = _handle_of(name)
        self._params = {}

    def __call__(self, *arrays, **params):
        key = tuple(params.items())
        try:
            c = self._params.get(key)
            if c is None:
                if len(self._params) >= _MAX_PARAM_SETS:
                    self._params.clear()
                c = self._params[key] = _c_params(key)
        except TypeError:  # an unhashable parameter value (a list): converted on each call
            c = _c_params(key)
        n_out = _cint(0)
        out = _OUT_HANDLES()
        stypes = _OUT_STYPES()
        rc = _invoke(self._handle, len(arrays), _HANDLES[len(arrays)](*[a.handle for a in arrays]),
                     _byref(n_out), _byref(out), c[0], c[1], c[2], _byref(stypes))
        if rc:
            _check_call(rc)
        if n_out.value == 1:
            return _nd(_NDArrayHandle(out[0]))
        return [_nd(_NDArrayHandle(out[i])) for i in range(n_out.value)]


def op1(name):
    """Parameterless one-input MXNet operator ``name`` as a function of an ``mx.np`` array.

    >>> op1("_npi_exp")(mnp.zeros(2))
    array([1., 1.])
    """
    h = _handle_of(name)

    def f(x):
        n_out = _cint(0)
        out = _OUT_HANDLES()
        stypes = _OUT_STYPES()
        rc = _invoke(h, 1, _byref(x.handle), _byref(n_out), _byref(out), 0, None, None, _byref(stypes))
        if rc:
            _check_call(rc)
        return _nd(_NDArrayHandle(out[0]))

    f.__name__ = f.__qualname__ = name
    return f


_H2 = _HANDLES[2]


def op2(name):
    """Parameterless two-input MXNet operator ``name`` as a function of two ``mx.np`` arrays.

    >>> op2("_npi_add")(mnp.ones(2), mnp.ones(2))
    array([2., 2.])
    """
    h = _handle_of(name)

    def f(x1, x2):
        n_out = _cint(0)
        out = _OUT_HANDLES()
        stypes = _OUT_STYPES()
        rc = _invoke(h, 2, _H2(x1.handle, x2.handle), _byref(n_out), _byref(out), 0, None, None,
                     _byref(stypes))
        if rc:
            _check_call(rc)
        return _nd(_NDArrayHandle(out[0]))

    f.__name__ = f.__qualname__ = name
    return f


_copy_out = mx.base._LIB.MXNDArraySyncCopyToCPU
_C_FLOAT = {0: ctypes.c_float, 1: ctypes.c_double}
_ONE = ctypes.c_size_t(1)


def read_scalar(r, c=None):
    """The value of a 0-d float32/float64 mx array (dtype code ``c`` if known) as a Python float,
    copied out with one C call (``asnumpy`` costs ~10 us)."""
    v = _C_FLOAT[code(r) if c is None else c]()
    _copy_out(r.handle, _byref(v), _ONE)
    return v.value


_get_ctx = mx.base._LIB.MXNDArrayGetContext
_get_data = mx.base._LIB.MXNDArrayGetData
_wait_to_read = mx.base._LIB.MXNDArrayWaitToRead
_CPU_DEVICES = frozenset((1, 3, 5))  # cpu, cpu_pinned, cpu_shared
_C_ELEM = {0: ctypes.c_float, 1: ctypes.c_double, 2: ctypes.c_uint16}
_NP_FLOAT = {0: F32, 1: F64, 2: F16}


def on_host(x):
    """Whether mx array ``x`` lives in host memory (a CPU context): one C call."""
    dev, dev_id = _cint(), _cint()
    _get_ctx(x.handle, _byref(dev), _byref(dev_id))
    return dev.value in _CPU_DEVICES


def host_view(x, n, c=0):
    """A NumPy view, without a copy, of the ``n`` values of float32 (``c`` 0), float64 (1) or
    float16 (2) mx array ``x`` (non-empty) once pending writes to it are done, or None when
    ``x`` is not in host memory. Valid only while ``x`` is alive and unchanged.

    >>> a = mnp.array([1.0, 2.0])  # kept alive: the view reads its memory
    >>> host_view(a, 2)
    array([1., 2.], dtype=float32)
    """
    dev, dev_id = _cint(), _cint()
    _get_ctx(x.handle, _byref(dev), _byref(dev_id))
    if dev.value not in _CPU_DEVICES:
        return None
    _wait_to_read(x.handle)
    p = ctypes.c_void_p()
    _get_data(x.handle, _byref(p))  # oneDNN-laid-out data is reordered to row-major first
    return onp.frombuffer((_C_ELEM[c] * n).from_address(p.value), dtype=_NP_FLOAT[c])


def view_has_nan(v):
    """Whether the NumPy float array ``v`` (1-d) holds a NaN: for float32/float64 one BLAS dot
    product of ``v`` with itself (~3.5 us for 64000 float32), exact since a sum of squares is
    NaN only from a NaN (an overflow gives +inf)."""
    if v.dtype is F16:  # NumPy has no BLAS for float16
        return bool(onp.isnan(v).any())
    s = v.dot(v)  # not matmul, which warns on overflow
    return s != s


def all_finite(x, n, c=0):
    """Whether float mx array ``x`` of ``n`` (> 0) values, dtype code ``c``, holds no NaN and no
    infinity. From its host view: one BLAS dot product (float32/float64; a sum of squares that
    overflows reads as not finite, which errs on the safe side), ``isfinite`` for float16; on
    another device ``mnp.isfinite(x).all()``."""
    v = host_view(x, n, c)
    if v is None:
        return bool(mnp.isfinite(x).all())
    if v.dtype is F16:
        return bool(onp.isfinite(v).all())
    s = v.dot(v)
    return bool(s < onp.inf)


def has_nan(x, n, c=0):
    """Whether float mx array ``x`` of ``n`` (> 0) values, dtype code ``c`` (float32 0, float64 1,
    float16 2), holds a NaN: ``view_has_nan`` of its host view, or ``isnan(x).any()`` (~500 us
    on 64000 float32 in host memory) on another device.

    >>> has_nan(mnp.array([1.0, float("nan")]), 2)
    True
    """
    v = host_view(x, n, c)
    if v is None:
        return bool(mnp.isnan(x).any())
    return view_has_nan(v)


def unsupported(name, what):
    return ivy.UnsupportedDtypeError(f"backend 'mxnet' cannot hold dtype {name} (in {what})")


def _promote_entry(a, b):
    try:
        d = ivy.promote_types(a, b)
    except ivy.IvyError:
        return None
    return d


PROMOTE = {}
for _ia, _a in NATIVE_DTYPES.items():
    for _ib, _b in NATIVE_DTYPES.items():
        PROMOTE[_a, _b] = _promote_entry(_ia, _ib)
WEAK = {}
for _ia, _a in NATIVE_DTYPES.items():
    for _c, _s in _SAMPLE.items():
        try:
            WEAK[_a, _c] = ivy.result_type(_ia, _s)
        except ivy.IvyError:
            WEAK[_a, _c] = None


def native(d, what="?"):
    """The native dtype of an ivy dtype (raises UnsupportedDtypeError for one mxnet lacks)."""
    n = NATIVE_DTYPES.get(d)
    if n is None:
        if isinstance(d, ivy.Dtype):
            raise unsupported(d.name, what)
        if d is None:
            raise ivy.DtypeError(f"{what}: no dtype")
        return onp.dtype(d)
    return n


# {native integer dtype: (min, max)}: one lookup tells whether a Python int fits (no entry: not
# an integer dtype, nothing to check)
INT_RANGE = int_ranges(NATIVE_DTYPES)


def check_int(s, d, name=None):
    """Python int ``s`` (or a float's truncation, see ``ivy.plugin.float_int``) fits native dtype
    ``d``, else ivy's ScalarOverflowError (MXNet and NumPy 1.23 wrap 300 into int8 as 44). Any
    ``d`` that is not an integer dtype takes it.

    >>> check_int(127, I8), check_int(300, F32)
    (None, None)
    >>> check_int(300, I8, "add")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ivy.errors.ScalarOverflowError: ivy.add: the Python int 300 does not fit the dtype int8 (range -128 to 127)...
    """
    r = INT_RANGE.get(d)
    if r is not None:
        if s.__class__ is float:
            float_int(s, d, name)  # its truncation; NaN and the infinities fit no integer dtype
        elif not r[0] <= s <= r[1]:
            raise int_overflow(s, d, name)


def const(s, d, name=None):
    """A Python scalar as a 0-d mx array of native dtype ``d`` (``name``: the function, for errors)."""
    c = s.__class__
    if c is int or c is float:
        check_int(s, d, name)
    elif c is complex:
        raise unsupported("complex64", "a complex Python scalar")
    elif d.kind in "iu" and c is not bool:  # a float or int subclass (np.float64, an IntEnum)
        check_int(float(s) if isinstance(s, float) else int(s), d, name)
    return mnp.array(onp.asarray(s, dtype=d), dtype=d)


def int_comparison(name, x1, x2):
    """Comparison ``name`` of an mx array and a Python int outside the range of the integer dtype
    it meets (a bool array meets it as int64): a bool array of the array's shape, all of it the
    answer by value (as NumPy 2: ``int8_x < 300`` is all True). None when there is no such int."""
    if isinstance(x1, _nd) and isinstance(x2, int):
        x, s, reflected = x1, x2, False
    elif isinstance(x2, _nd) and isinstance(x1, int):
        x, s, reflected = x2, x1, True
    else:
        return None
    r = INT_RANGE.get(NATIVE_DTYPES.get(WEAK[x.dtype, int]))
    v = None if r is None else int_comparison_outside(name, int(s), r[0], r[1], reflected)
    if v is None:
        return None
    return (mnp.ones if v else mnp.zeros)(x.shape, dtype=BOOL, ctx=x.ctx)


def ints_fit(obj, d, name=None):
    """Every Python int in the nested list or tuple ``obj`` fits native dtype ``d``, else ivy's
    ScalarOverflowError (other leaves, arrays among them, are not looked at)."""
    r = INT_RANGE.get(d)
    if r is not None:
        bad = first_int_outside(obj, r[0], r[1])
        if bad is not None:
            raise int_overflow(bad, d, name)


def promote(x1, x2, what="?"):
    """Both arguments as mx arrays of ivy's promoted dtype (Python scalars weak)."""
    t1 = x1.__class__ is _nd or isinstance(x1, _nd)
    t2 = x2.__class__ is _nd or isinstance(x2, _nd)
    if t1 and t2:
        d1 = x1.dtype
        d2 = x2.dtype
        if d1 != d2:
            i = PROMOTE[d1, d2]
            d = NATIVE_DTYPES.get(i)
            if d is None:
                raise ivy.UnsupportedDtypeError(
                    f"ivy.{what}: {d1} and {d2} promote to {i.name if i else 'no dtype'}, "
                    "which backend 'mxnet' cannot hold"
                )
            if d1 != d:
                x1 = x1.astype(d)
            if d2 != d:
                x2 = x2.astype(d)
        return x1, x2
    if t1:
        i = WEAK[x1.dtype, scalar_class(x2)]
        d = native(i, what)
        if x1.dtype != d:
            x1 = x1.astype(d)
        return x1, const(x2, d, what)
    if t2:
        i = WEAK[x2.dtype, scalar_class(x1)]
        d = native(i, what)
        if x2.dtype != d:
            x2 = x2.astype(d)
        return const(x1, d, what), x2
    d = native(ivy.result_type(x1, x2), what)
    return const(x1, d, what), const(x2, d, what)


def host(x):
    """An mx array as a NumPy array (other values unchanged)."""
    if isinstance(x, _nd):
        return x.asnumpy()
    return x


def dev(a, dtype=None):
    """A NumPy array (or scalar) as an mx array of its dtype (or ``dtype``)."""
    a = onp.asarray(a) if dtype is None else onp.asarray(a, dtype=dtype)
    if a.dtype not in IVY_OF:
        raise ivy.UnsupportedDtypeError(f"backend 'mxnet' cannot hold dtype {a.dtype}")
    return mnp.array(a, dtype=CANON[a.dtype])


AxisError = ivy.AxisError  # an axis out of range (ivy-core's error, a ValueError and an IndexError)

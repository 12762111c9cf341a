"""Helpers shared by the family modules (not API functions).

MXNet's ``mx.np`` needs NumPy shape semantics (0-d and size-0 arrays) switched on:
this module does so process-wide when the backend loads (``npx.set_np()`` plus
the global flag, so other threads get it too). Its default dtype stays float32.
"""

from __future__ import annotations

import ctypes
import math
import os
import sys

import numpy as onp

import ivy

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
_ag = mx.autograd
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


_copy_out = mx.base._LIB.MXNDArraySyncCopyToCPU
_C_FLOAT = {0: ctypes.c_float, 1: ctypes.c_double}
_ONE = ctypes.c_size_t(1)


def read_scalar(r):
    """The value of a 0-d float32/float64 mx array as a Python float, copied out with one C call
    (``asnumpy`` costs ~10 us)."""
    v = _C_FLOAT[code(r)]()
    _copy_out(r.handle, _byref(v), _ONE)
    return v.value


_NP_FLOAT = {0: onp.float32, 1: onp.float64}


def host_values(r, n, c=0):
    """The ``n`` values of float32 (``c`` 0) or float64 (``c`` 1) mx array ``r`` as a NumPy
    array, copied out with one C call into a ctypes buffer (``asnumpy`` costs ~7 us more)."""
    buf = (_C_FLOAT[c] * n)()
    _copy_out(r.handle, buf, ctypes.c_size_t(n))
    return onp.frombuffer(buf, dtype=_NP_FLOAT[c])


_ONES = {}


def ones_col(k, c=0):
    """A cached (k, 1) column of ones, float32 (``c`` 0) or float64 (``c`` 1): a matrix product
    with it sums rows in one GEMV, where mx.np's reductions cost several times more."""
    o = _ONES.get((k, c))
    if o is None:
        if len(_ONES) > 64:
            _ONES.clear()
        o = _ONES[k, c] = mnp.ones((k, 1), dtype=_NP_FLOAT[c])
    return o


def row_sums(x, shp, c=0):
    """The sums of the rows (last axis) of float32 (``c`` 0) or float64 (``c`` 1) ``x`` of shape
    ``shp`` (at least 1-d), on the host: one GEMV against a cached column of ones and one C
    copy, outside autograd's record. A row holding a NaN, or both infinities, sums to NaN."""
    k = shp[-1]
    n = math.prod(shp[:-1])
    if _ag.is_recording():  # keep the check out of the graph (pausing costs ~5 us otherwise)
        with _ag.pause():
            return host_values(mnp.matmul(x, ones_col(k, c)), n, c)
    return host_values(mnp.matmul(x, ones_col(k, c)), n, c)


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


def scalar_class(s):
    c = s.__class__
    if c in _SAMPLE:
        return c
    for k in (bool, int, float, complex):
        if isinstance(s, k):
            return k
    raise ivy.InvalidArgumentError(f"expected an array or a Python scalar, got {type(s).__name__}")


def const(s, d):
    """A Python scalar as a 0-d mx array of native dtype ``d``."""
    if s.__class__ is complex:
        raise unsupported("complex64", "a complex Python scalar")
    if d.kind in "iub" and s.__class__ is not bool:
        if s.__class__ is float:
            if s != s or s in (float("inf"), float("-inf")):
                raise ivy.InvalidArgumentError(f"the Python scalar {s!r} does not fit dtype {d}")
        info = onp.iinfo(d) if d.kind != "b" else None
        if info is not None and not info.min <= s <= info.max:
            raise ivy.InvalidArgumentError(f"the Python scalar {s!r} does not fit the array's dtype {d}")
    return mnp.array(onp.asarray(s, dtype=d), dtype=d)


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
        return x1, const(x2, d)
    if t2:
        i = WEAK[x2.dtype, scalar_class(x1)]
        d = native(i, what)
        if x2.dtype != d:
            x2 = x2.astype(d)
        return const(x1, d), x2
    d = native(ivy.result_type(x1, x2), what)
    return const(x1, d), const(x2, d)


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


class AxisError(ivy.InvalidArgumentError, IndexError):
    """An axis out of range: a ValueError and an IndexError, like NumPy's AxisError."""


def normalize_axes(axis, nd, fn):
    if axis.__class__ is int:
        axis = (axis,)
    out = []
    for a in axis:
        if not -nd <= a < nd:
            raise AxisError(f"{fn}: axis {a} is out of range for an array of {nd} dimensions")
        out.append(a % nd)
    if len(set(out)) != len(out):
        raise ivy.InvalidArgumentError(f"{fn}: repeated axis in {tuple(axis)}")
    return tuple(out)

"""Helpers shared by the family modules (not API functions): dtype tables, ivy's
promotion on TensorFlow tensors, axis checks and TensorFlow error translation.

TensorFlow ``DType`` objects are interned singletons, but their ``__hash__`` and
``__eq__`` run Python code (0.2-0.4 us); the tables here are keyed by ``id(dtype)``
(a dict lookup on an int, ~40 ns) and hot paths compare dtypes with ``is``.
"""

from __future__ import annotations

import math

import numpy as np
import tensorflow as tf

import ivy
from ivy.plugin import first_int_outside as _first_int_outside
from ivy.plugin import float_int as _float_int
from ivy.plugin import int_overflow as _int_overflow
from ivy.plugin import int_ranges as _int_ranges
from ivy.plugin import normalize_axes as _normalize_axes
from ivy.plugin import promotion_tables as _promotion_tables
from ivy.plugin import scalar_class

from .hooks import NATIVE_DTYPES

R = tf.raw_ops
ET = type(tf.constant(0))  # EagerTensor: the class every eager result has
TENSOR = tf.Tensor
VARIABLE = tf.Variable

BOOL = tf.bool
I8 = tf.int8
I16 = tf.int16
I32 = tf.int32
I64 = tf.int64
U8 = tf.uint8
U16 = tf.uint16
U32 = tf.uint32
U64 = tf.uint64
F16 = tf.float16
BF16 = tf.bfloat16
F32 = tf.float32
F64 = tf.float64
C64 = tf.complex64
C128 = tf.complex128

IVY = {id(v): k for k, v in NATIVE_DTYPES.items()}  # id(native) -> ivy dtype
KIND = {id(v): k.kind for k, v in NATIVE_DTYPES.items()}  # id(native) -> 'b' 'i' 'u' 'f' 'c'
BITS = {id(v): k.bits for k, v in NATIVE_DTYPES.items()}
# complex -> its real part's dtype; real -> itself
REAL_OF = {id(C64): F32, id(C128): F64}
# the float dtype a float-only function computes an integer/bool input in (ivy: float32)
# and the dtype it computes a half-precision input in (float32, cast back after)
# integer dtypes -> (min, max): the Python ints they hold (no entry: not an integer dtype)
RANGE = _int_ranges(NATIVE_DTYPES, key=id)
# float dtypes -> (lowest, highest) finite value
FINITE_RANGE = {id(d): (float(d.min), float(d.max)) for d in (F16, BF16, F32, F64)}
# integer dtypes -> the signed dtype of the same width (for bit-exact reinterpretation)
SIGNED_OF = {id(U8): I8, id(U16): I16, id(U32): I32, id(U64): I64, id(I8): I8, id(I16): I16, id(I32): I32,
             id(I64): I64}
# float dtypes -> the signed integer dtype of their width (their bits, for sign and order)
FLOAT_BITS_INT = {id(F16): I16, id(BF16): I16, id(F32): I32, id(F64): I64}

PY_SCALARS = (bool, int, float, complex)
SAMPLE = {bool: True, int: 0, float: 0.0, complex: 0j}
PY_DEFAULT = {bool: BOOL, int: I64, float: F32, complex: C64}

# ivy.promote_types / ivy.result_type as dicts (see ivy.plugin.promotion_tables)
PROMOTE, WEAK, PAIR_DEFAULT = _promotion_tables(NATIVE_DTYPES, key=id)

_cast = R.Cast
_tf_constant = tf.constant


def work_dtype(d):
    """The dtype a reduction over ``d`` accumulates in: float32 for float16/bfloat16 (whose running
    sums stall and whose products round before they cancel; the result rounds back), else ``d``."""
    return F32 if d is F16 or d is BF16 else d


def const(v, d):
    """A 0-d tensor of dtype ``d`` holding the Python scalar ``v``.

    TensorFlow caches scalar constants by Python value, and ``-0.0 == 0.0``: asking for
    ``tf.constant(0.0)`` after ``tf.constant(-0.0)`` returns the cached ``-0.0`` (and the
    other way round). Float and complex zeros are therefore built from NumPy.
    """
    c = v.__class__
    if c is not int and c is not bool and (v == 0 or v != v) and KIND[id(d)] in "fc":
        # zeros (by sign) and NaN: built from NumPy (NaN misses TensorFlow's cache, as NaN != NaN)
        # and, eagerly, cached here (building one costs ~50 us)
        z = complex(v)  # the signs too: repr shows neither a NaN's nor (for complex) every zero's
        key = (id(d), repr(v), math.copysign(1.0, z.real), math.copysign(1.0, z.imag))
        t = _SPECIAL.get(key)
        if t is None:
            t = _cast(x=_tf_constant(np.asarray(v, np.complex128 if isinstance(v, complex) else np.float64)), DstT=d)
            if _eager():
                if len(_SPECIAL) >= 256:
                    _SPECIAL.clear()
                _SPECIAL[key] = t
        return t
    return _tf_constant(v, dtype=d)


_SPECIAL = {}  # (id(dtype), repr(value), signs) -> eager tensor of a float/complex zero or NaN



def is_tensor(x):
    return isinstance(x, (TENSOR, VARIABLE))


def ivy_dtype(d):
    return IVY[id(d)]


def kind(d):
    return KIND[id(d)]


def cast(x, d):
    """``x`` as dtype ``d`` (no op when it already is)."""
    if x.dtype is d:
        return x
    return _cast(x=x, DstT=d)


def fit_int(s, d, name=None):
    """The Python int (or float) ``s``, checked against the dtype ``d`` it is to become a value
    of: ivy's ``ScalarOverflowError`` where ``d`` is an integer dtype that cannot hold it (or the
    float's truncation, see ``ivy.plugin.float_int``; TensorFlow wraps 300 into int8 as 44 without
    a word). Any value passes for other dtypes."""
    r = RANGE.get(id(d))
    if r is not None:
        if s.__class__ is float:
            _float_int(s, d, name)
        elif not r[0] <= s <= r[1]:
            raise _int_overflow(s, d, name)
    return s


def fit_ints(obj, d, name):
    """As :func:`fit_int` for every Python int and float of ``obj`` (a scalar or a nested list or
    tuple, which may hold other scalars and arrays). One walk over the leaves, ~20 ns each."""
    c = obj.__class__
    if c is int or c is float:
        fit_int(obj, d, name)
    elif (c is list or c is tuple) and id(d) in RANGE:
        bad = _first_int_outside(obj, *RANGE[id(d)])
        if bad is not None:
            raise _int_overflow(bad, d, name)


def py_value(s, d):
    """A Python scalar as a value TensorFlow converts to dtype ``d`` (bools and ints adapted;
    an int that an integer ``d`` cannot hold raises ivy's ``ScalarOverflowError``)."""
    k = KIND[id(d)]
    if k == "f" or k == "c":
        if s.__class__ is complex or isinstance(s, complex):
            return s
        return float(s)
    if k == "b":
        return bool(s)
    if s.__class__ is not int:
        if isinstance(s, float):
            return _float_int(float(s), d)
        s = int(s)
    lo, hi = RANGE[id(d)]
    if not lo <= s <= hi:
        raise _int_overflow(s, d)
    return s


def scalar_tensor(s, d):
    """A Python scalar as a 0-d tensor of dtype ``d``."""
    return const(py_value(s, d), d)


def promote(x1, x2):
    """Both arguments as tensors of ivy's promoted dtype (Python scalars weak)."""
    s1 = x1.__class__ in PY_SCALARS or not hasattr(x1, "dtype")
    s2 = x2.__class__ in PY_SCALARS or not hasattr(x2, "dtype")
    if not s1 and not s2:
        d1 = x1.dtype
        d2 = x2.dtype
        if d1 is not d2:
            d = PROMOTE[id(d1), id(d2)]
            if d1 is not d:
                x1 = _cast(x=x1, DstT=d)
            if d2 is not d:
                x2 = _cast(x=x2, DstT=d)
        return x1, x2
    if not s1:
        d = WEAK[id(x1.dtype), scalar_class(x2)]
        if x1.dtype is not d:
            x1 = _cast(x=x1, DstT=d)
        return x1, scalar_tensor(x2, d)
    if not s2:
        d = WEAK[id(x2.dtype), scalar_class(x1)]
        if x2.dtype is not d:
            x2 = _cast(x=x2, DstT=d)
        return scalar_tensor(x1, d), x2
    d = PAIR_DEFAULT[scalar_class(x1), scalar_class(x2)]
    return scalar_tensor(x1, d), scalar_tensor(x2, d)


def promote_all(arrays):
    """A list of tensors cast to their ivy result dtype."""
    if not arrays:
        return [], None
    d = arrays[0].dtype
    same = True
    for a in arrays:
        if a.dtype is not d:
            same = False
            break
    if same:
        return list(arrays), d
    d = NATIVE_DTYPES[ivy.result_type(*[IVY[id(a.dtype)] for a in arrays])]
    return [cast(a, d) for a in arrays], d


def as_tensor(x):
    """A Python scalar as a 0-d tensor of ivy's default dtype for it (tensors pass through)."""
    if x.__class__ in PY_SCALARS or not hasattr(x, "dtype"):
        c = scalar_class(x)
        return const(x, PY_DEFAULT[c])
    return x


def shape_of(x):
    """The static shape as a tuple (None for unknown dimensions)."""
    return tuple(x.shape)


def ndim(x):
    return x.shape.rank


AxisError = ivy.AxisError  # an axis out of range (ivy-core's error, a ValueError and an IndexError)


def normalize_axis(axis, nd, fn):
    if not -nd <= axis < nd:
        raise AxisError(f"{fn}: axis {axis} is out of range for an array of {nd} dimensions")
    return axis % nd if axis < 0 else axis


_AXES = {}
_AXES_MAX = 4096
_eager = tf.executing_eagerly


def _int_tensor(store, value, ints):
    """``value`` (an int or a tuple of ints; ``ints`` its ints) as an int32 tensor kept in
    ``store`` (at most ``_AXES_MAX`` entries); ints beyond int32 give an uncached int64 tensor."""
    t = store.get(value)
    if t is None:
        if any(not -2**31 <= v < 2**31 for v in ints):
            return tf.constant(value, dtype=tf.int64)
        if len(store) >= _AXES_MAX:
            store.clear()
        t = store[value] = tf.constant(value, dtype=tf.int32)
    return t


def pad_constant(x, paddings, value):
    """``tf.pad`` of ``x`` with the Python scalar ``value``. While tracing, a non-zero ``value`` is
    set by a ``where`` over the padded region of a zero pad: ``tf.vectorized_map`` (``ivy.vmap``)
    converts ``PadV2`` dropping its constant, so max pooling padded with -inf got zeros."""
    if value == 0 or _eager():
        return tf.pad(x, paddings, constant_values=tf.constant(value, x.dtype))
    inside = tf.pad(tf.ones_like(x, dtype=tf.bool), paddings)
    return tf.where(inside, tf.pad(x, paddings), tf.constant(value, x.dtype))


def axes_t(axes):
    """``axes`` (a list of ints: axes, a shape) as a cached int32 tensor: a raw op converts a
    Python list on every call, which costs ~100 us where a reduction or a reshape itself takes
    ~30 us. While tracing (tf.function), the list itself: a graph constant, which XLA needs.
    Ints beyond int32 are not cached (an int64 tensor each call)."""
    if not _eager():
        return list(axes)
    k = tuple(axes)
    return _int_tensor(_AXES, k, k)


_SCALARS = {}


def scalar_t(v):
    """The int ``v`` as a cached 0-d int32 tensor (an axis, a count) for a raw op, which
    otherwise converts a Python int on every call (~20 us); while tracing, ``v`` itself."""
    if not _eager():
        return v
    return _int_tensor(_SCALARS, v, (v,))


def shape_t(x):
    """The shape of ``x`` as an int tensor for a raw op: cached when static (``axes_t``), else
    computed in the graph."""
    shp = x.shape
    if shp.is_fully_defined():
        return axes_t(shp.as_list())
    return R.Shape(input=x, out_type=I64)


def flatten(x):
    """``x`` as a 1-d tensor (one raw Reshape: ``tf.reshape(x, [-1])`` converts the list, ~200 us)."""
    return R.Reshape(tensor=x, shape=axes_t((-1,)))


def select(x, mask):
    """The entries of ``x`` where the boolean ``mask`` (the leading dimensions' shape) is true:
    ``tf.boolean_mask`` as two raw ops (``tf.boolean_mask`` itself costs ~2 ms eagerly)."""
    return R.GatherNd(params=x, indices=R.Where(condition=mask))


def normalize_axes(axis, nd, fn):
    """``axis`` (None, an int or a sequence) as a list of non-negative ints; raises AxisError."""
    return list(range(nd)) if axis is None else list(_normalize_axes(axis, nd, fn))


# ---------------------------------------------------------------- errors

_OpError = tf.errors.OpError
_SHAPE_WORDS = ("shape", "dimension", "broadcast", "size", "rank", "incompatible")


def translate(e, fn):
    """An ivy error for a TensorFlow ``OpError`` raised inside ivy.``fn``."""
    msg = getattr(e, "message", None) or str(e)
    low = msg.lower()
    if isinstance(e, tf.errors.NotFoundError) or "no registered kernel" in low or "could not find device" in low \
            or "not in the list of allowed values" in low or "data type is not supported" in low:  # a dtype refused
        return ivy.UnsupportedDtypeError(f"ivy.{fn}: TensorFlow has no kernel for these dtypes ({msg.strip()})")
    if "out of bound" in low or "not in [" in low or "out of range" in low:
        return IndexError(f"ivy.{fn}: index out of range ({msg.strip()})")
    if any(w in low for w in _SHAPE_WORDS):
        return ivy.ShapeError(f"ivy.{fn} (backend 'tensorflow'): {msg.strip()}")
    return ivy.InvalidArgumentError(f"ivy.{fn} (backend 'tensorflow'): {msg.strip()}")


OpError = _OpError


# ---------------------------------------------------------------- ordering

_MAG_MASK = {16: 0x7FFF, 32: 0x7FFFFFFF, 64: 0x7FFFFFFFFFFFFFFF}


def order_keys(x):
    """Keys whose integer order is ivy's sort order of ``x``: for floats
    -inf < ... < -0 == +0 < ... < +inf < NaN (every NaN equal), from the bit patterns;
    integers are their own keys, bools int8."""
    d = x.dtype
    k = KIND[id(d)]
    if k == "b":
        return _cast(x=x, DstT=I8)
    if k != "f":
        return x
    x = R.AddV2(x=x, y=const(0, d))  # -0 -> +0
    x = R.SelectV2(condition=R.IsNan(x=x), t=const(float("nan"), d), e=x)  # one (positive) NaN
    it = FLOAT_BITS_INT[id(d)]
    b = R.Bitcast(input=x, type=it)
    mask = _tf_constant(_MAG_MASK[BITS[id(d)] if d is not BF16 else 16], dtype=it)
    # negative floats: flip the magnitude bits, so that larger magnitudes order first
    return R.SelectV2(condition=R.Less(x=b, y=_tf_constant(0, dtype=it)), t=R.BitwiseXor(x=b, y=mask), e=b)

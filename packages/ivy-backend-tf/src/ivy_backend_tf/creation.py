"""Array creation on TensorFlow, with ivy's defaults (float32 / int64 / complex64), not
TensorFlow's (``tf.constant(1.0)`` is float32 but ``tf.constant(2**40)`` int64, lists of
mixed scalars pick by value, and ``tf.range`` with floats follows the bound's dtype).

- ``device=`` places the result with ``tf.device``; without it TensorFlow's placement
  applies (the first GPU when there is one).
- TensorFlow tensors are immutable, so ``asarray(x, copy=False)`` of a tensor of the
  right dtype returns ``x``; ``copy=True`` returns a new tensor (``tf.identity``). Python
  sequences and NumPy arrays are always copied (``copy=False`` raises ``ValueError``).
- ``arange``/``linspace`` compute in float64 (complex128) and round once to the result
  dtype, as the NumPy backend does; integer ``linspace`` floors.
"""

from __future__ import annotations

import contextlib
import ctypes
import math

import numpy as np
import tensorflow as tf

import ivy
from ivy.plugin import complex_into_real as _complex_into_real
from ivy.plugin import holds_arrays as _has_arrays
from ivy.plugin import int_overflow as _int_overflow
from ivy.plugin import named_dtype as _named_dtype
from ivy.plugin import scan_int_leaves as _scan_int_leaves
from ivy.plugin import sequence_dtype as _sequence_dtype

from ._util import (
    BOOL,
    C64,
    C128,
    ET,
    F32,
    F64,
    I64,
    IVY,
    KIND,
    NATIVE_DTYPES,
    PY_DEFAULT,
    RANGE,
    SAMPLE,
    U64,
    R,
    axes_t,
    cast,
    const,
    fit_int,
    fit_ints,
    is_tensor,
    normalize_axis,
)
from ._util import scalar_t as _scalar_t

_const = tf.constant
_Fill = R.Fill
_NATIVE = (tf.Tensor, tf.Variable)
_BY_NP = {np.dtype(k.name): v for k, v in NATIVE_DTYPES.items() if k is not ivy.bfloat16}


def _device_scope(device):
    return contextlib.nullcontext() if device is None else tf.device(device)


def _leaf_dtype(v):
    # (another framework's tensor, a torch one, has a dtype NumPy names once converted)
    return IVY[id(v.dtype)] if isinstance(v, _NATIVE) else _named_dtype(np.asarray(v))


def _infer_sequence_dtype(obj):
    """The dtype of a nested sequence by ivy's rules (Python scalars weak, 0-d arrays strong),
    and whether it holds arrays."""
    d, has_arrays = _sequence_dtype(obj, _leaf_dtype)
    return (F32 if d is None else NATIVE_DTYPES[d]), has_arrays


def _to_numpy_nested(obj, np_dtype=None):
    """The nested sequence with its arrays as NumPy arrays (cast to ``np_dtype`` as by astype,
    if given: NumPy refuses a 0-d int16 array of 300 for int8, where astype wraps)."""
    c = obj.__class__
    if c is list or c is tuple:
        return [_to_numpy_nested(v, np_dtype) for v in obj]
    if c is ivy.Array:
        obj = obj.data
    if isinstance(obj, _NATIVE):
        if obj.dtype is tf.bfloat16:
            obj = tf.cast(obj, F32)
        obj = obj.numpy()
    if np_dtype is not None and isinstance(obj, (np.ndarray, np.generic)):
        return obj.astype(np_dtype)
    return obj


# the integer dtypes TensorFlow converts a Python int into by wrapping it (300 into int8 as 44);
# into int64 and uint64 it refuses one outside the dtype (ValueError, or uint64's SystemError)
_WRAPS = frozenset(id(d) for d in (tf.int8, tf.int16, tf.int32, tf.uint8, tf.uint16, tf.uint32))


def _from_python(obj, dtype, name="asarray", checked=False):
    """A Python scalar or (flat or nested) sequence of Python scalars as a tensor of ``dtype``;
    a Python int (or float) that an integer ``dtype`` cannot hold raises ivy's ScalarOverflowError
    (``checked``: the sequence's were checked already)."""
    c = obj.__class__
    if c is int or c is float:
        fit_int(obj, dtype, name)
    elif id(dtype) in _WRAPS and not checked:
        fit_ints(obj, dtype, name)
    try:
        if c in PY_DEFAULT:
            return const(obj, dtype)  # signed zeros kept (TensorFlow's scalar cache merges them)
        return _const(obj, dtype=dtype)
    except (TypeError, ValueError, SystemError):
        fit_ints(obj, dtype, name)  # an int64/uint64 refusal: say which int did not fit
    # values TensorFlow refuses to convert directly (a float into an integer dtype, an int into
    # bool, a complex into a real dtype): NumPy's conversion rules, then a cast
    k = KIND[id(dtype)]
    if k in "iu":
        fit_ints(obj, dtype, name)  # the floats of a list into int64/uint64 (unchecked above)
    try:
        a = np.asarray(obj)
        if a.dtype.kind == "O" and k in "fc":  # ints beyond int64: their float values (an
            # OverflowError, ivy's ScalarOverflowError, beyond float64's range)
            a = np.asarray(obj, dtype=np.complex128 if k == "c" else np.float64)
    except (TypeError, ValueError) as e:
        raise ivy.InvalidArgumentError(f"asarray: cannot make an array of {type(obj).__name__} ({e})") from None
    if a.dtype.kind not in "biufc":
        raise ivy.InvalidArgumentError(f"asarray: cannot make an array of {type(obj).__name__} ({a.dtype})")
    if a.dtype.kind == "c" and k not in "cb":  # (a bool dtype takes their truth, as NumPy's)
        raise _complex_into_real(dtype.name, name)
    if k == "b":
        return _const(a != 0)
    return R.Cast(x=_const(a), DstT=dtype)


def _from_numpy(a, dtype, copy):
    if copy is False:
        raise ValueError(f"asarray: copy=False, but a {type(a).__name__} must be copied into a TensorFlow tensor")
    if a.dtype.kind not in "biufc":
        raise ivy.InvalidArgumentError(f"asarray: cannot make an array of dtype {a.dtype}")
    if not a.dtype.isnative:
        a = a.astype(a.dtype.newbyteorder("="))
    nd = _BY_NP.get(a.dtype)
    if nd is None and a.dtype.name != "bfloat16":
        raise ivy.UnsupportedDtypeError(f"backend 'tensorflow' cannot hold dtype {a.dtype} (in asarray)")
    r = _const(a)
    if dtype is not None and r.dtype is not dtype:
        if KIND[id(r.dtype)] == "c" and KIND[id(dtype)] != "c":
            raise ivy.DtypeError(f"asarray: complex values cannot be held by dtype {dtype.name}")
        r = R.Cast(x=r, DstT=dtype)
    return r


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    c = obj.__class__
    if c is ET or isinstance(obj, _NATIVE):
        if isinstance(obj, tf.Variable):
            obj = tf.convert_to_tensor(obj)
        same_dev = device is None or tf.DeviceSpec.from_string(obj.device or "/CPU:0").device_type == \
            tf.DeviceSpec.from_string(device).device_type
        if dtype is not None and obj.dtype is not dtype:
            if copy is False:
                raise ValueError(f"asarray: copy=False, but converting {obj.dtype.name} to {dtype.name} needs a copy")
            if KIND[id(obj.dtype)] == "c" and KIND[id(dtype)] != "c":
                raise ivy.DtypeError(f"asarray: casting {obj.dtype.name} to {dtype.name} would drop the imaginary part")
            with _device_scope(device):
                return R.Cast(x=obj, DstT=dtype)
        if copy or not same_dev:
            if copy is False:
                raise ValueError("asarray: copy=False, but moving the tensor to another device needs a copy")
            with _device_scope(device):
                return tf.identity(obj)
        return obj
    d = PY_DEFAULT.get(c)
    if d is not None:  # a Python scalar
        if copy is False:
            raise ValueError("asarray: copy=False, but a Python scalar must be copied into an array")
        with _device_scope(device):
            return _from_python(obj, d if dtype is None else dtype)
    if c is list or c is tuple:
        if copy is False:
            raise ValueError("asarray: copy=False, but a Python sequence must be copied into an array")
        has_arrays, work, checked = False, None, False
        if dtype is None:
            classes = {v.__class__ for v in obj}
            if len(classes) == 1:  # the common case: a flat list of one kind of Python scalar
                dtype = PY_DEFAULT.get(classes.pop())
            if dtype is None:
                dtype, has_arrays = _infer_sequence_dtype(obj)
                work = dtype
        elif id(dtype) in _WRAPS:
            # one walk finds the arrays and checks every int and float (TensorFlow wraps them)
            bad, has_arrays = _scan_int_leaves(obj, *RANGE[id(dtype)])
            if bad is not None:
                raise _int_overflow(bad, dtype, "asarray")
            checked = True
            if has_arrays:
                work, has_arrays = _infer_sequence_dtype(obj)
        elif _has_arrays(obj):
            work, has_arrays = _infer_sequence_dtype(obj)
        with _device_scope(device):
            if has_arrays:
                # NumPy is told the dtype asked for, else the sequence's own (``work``): left to
                # itself it promotes a uint64 array beside a Python int to float64 (2**53 + 1 came
                # back as 2**53). Arrays are cast as by astype; the Python ints must fit that dtype
                # (asarray([int8_array, 300], dtype=int16) is fine, asarray([f32_array, 300],
                # dtype=int8) is not). Complex arrays into a real dtype: refused by _from_numpy.
                if dtype is not work and (KIND[id(work)] != "c" or KIND[id(dtype)] == "c"):
                    work = dtype
                fit_ints(obj, work, "asarray")
                nd = np.float32 if work is tf.bfloat16 else np.dtype(work.name)
                try:
                    a = np.asarray(_to_numpy_nested(obj, nd if work is dtype else None), dtype=nd)
                except ValueError as e:
                    raise ivy.ShapeError(f"asarray: the nested sequence is ragged ({e})") from None
                return _from_numpy(a, dtype, None)
            try:
                return _from_python(obj, dtype, checked=checked)
            except ValueError as e:
                if isinstance(e, ivy.IvyError):
                    raise
                raise ivy.ShapeError(f"asarray: cannot make an array of this sequence ({e})") from None
    if isinstance(obj, (np.ndarray, np.generic)):
        with _device_scope(device):
            return _from_numpy(np.asarray(obj), dtype, copy)
    if c is bytes or c is bytearray or c is memoryview or (
        not hasattr(obj, "__array__") and not hasattr(obj, "__dlpack__") and _is_buffer(obj)
    ):
        a = np.asarray(memoryview(obj))
        with _device_scope(device):
            return _from_numpy(a, dtype, copy)
    if hasattr(obj, "__dlpack__"):
        return asarray(from_dlpack(obj), dtype=dtype, device=device, copy=None if copy is False else copy)
    if hasattr(obj, "__array__"):
        with _device_scope(device):
            return _from_numpy(np.asarray(obj), dtype, copy)
    if copy is False:
        raise ValueError(f"asarray: copy=False, but a {type(obj).__name__} must be copied into an array")
    raise ivy.InvalidArgumentError(f"asarray: cannot make an array of {type(obj).__name__}")


def _is_buffer(obj):
    try:
        memoryview(obj)
    except TypeError:
        return False
    return True


_ALIGN = 64  # TensorFlow's CPU kernels need buffers aligned to EIGEN_MAX_ALIGN_BYTES (64 with AVX-512)


def _capsule_host_address(cap):
    """The data address of a DLPack capsule (legacy or versioned) of host memory, read without
    consuming it; None for another device or a capsule that is not (or no longer) a tensor's."""
    api = ctypes.pythonapi
    api.PyCapsule_GetName.restype = ctypes.c_char_p
    api.PyCapsule_GetName.argtypes = [ctypes.py_object]
    api.PyCapsule_GetPointer.restype = ctypes.c_void_p
    api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    try:
        name = api.PyCapsule_GetName(cap)
    except (TypeError, ValueError):
        return None
    if name not in (b"dltensor", b"dltensor_versioned"):
        return None
    p = api.PyCapsule_GetPointer(cap, name)
    t = p + (32 if name == b"dltensor_versioned" else 0)  # DLManagedTensorVersioned: version, ctx, deleter, flags
    # DLTensor: data (8 bytes), device {int32 type, int32 id}, ndim, dtype, shape, strides, byte_offset at 40
    if ctypes.c_int32.from_address(t + 8).value != 1:  # kDLCPU
        return None
    return (ctypes.c_void_p.from_address(t).value or 0) + ctypes.c_uint64.from_address(t + 40).value


class _Capsule:
    """A DLPack capsule as an object with the protocol's methods (for ``np.from_dlpack``)."""

    def __init__(self, cap):
        self.cap = cap

    def __dlpack__(self, **kwargs):
        return self.cap

    def __dlpack_device__(self):
        return (1, 0)


def from_dlpack(x, /, *, device=None, copy=None):
    if isinstance(x, _NATIVE):
        return asarray(x, device=device, copy=copy)
    if not hasattr(x, "__dlpack__"):  # a capsule
        addr = _capsule_host_address(x)
        if addr is None or not (addr % _ALIGN or copy):
            return tf.experimental.dlpack.from_dlpack(x)
        x = _Capsule(x)  # unaligned (TensorFlow's kernels abort on it) or to copy: read by NumPy, copied below
    dev = x.__dlpack_device__() if hasattr(x, "__dlpack_device__") else (1, 0)
    if int(dev[0]) == 1:  # kDLCPU
        # A host buffer TensorFlow may only share when it is aligned (its kernels CHECK-fail on
        # unaligned memory, killing the process): others are copied (tf.constant aligns).
        if isinstance(x, np.ndarray):
            a = x
        else:
            try:
                a = np.from_dlpack(x)
            except BufferError:  # e.g. a read-only buffer under the legacy DLPack protocol
                if not hasattr(x, "__array__"):
                    raise
                a = np.asarray(x)
        if copy or a.ctypes.data % _ALIGN or not a.flags.c_contiguous or not a.flags.writeable:
            if copy is False:  # the standard's error where a copy would be needed
                raise BufferError("from_dlpack: copy=False, but TensorFlow can share only an aligned, contiguous, "
                                  "writeable host buffer, and this one would have to be copied")
            with _device_scope(device):
                return _from_numpy(a, None, None)
        r = tf.experimental.dlpack.from_dlpack(a.__dlpack__())
    else:
        r = tf.experimental.dlpack.from_dlpack(x.__dlpack__())
    if copy or device is not None:
        r = asarray(r, device=device, copy=copy)
    return r


# ---------------------------------------------------------------- filled arrays


def _shape(shape):
    if shape.__class__ is int:
        return [shape]
    return [int(s) for s in shape]


def _zero(dtype):
    return _const(0, dtype=dtype) if dtype is not BOOL else _const(False)


def _fill(shape, value, device):
    shp = _shape(shape)
    for s in shp:
        if s < 0:
            raise ivy.InvalidArgumentError(f"negative dimensions are not allowed, got shape {tuple(shp)}")
    if device is None:
        return _Fill(dims=shp, value=value)
    with tf.device(device):
        return _Fill(dims=shp, value=value)


_ZERO = {}
_ONE = {}


def _zero_of(d):
    v = _ZERO.get(id(d))
    if v is None:
        v = _ZERO[id(d)] = _from_python(0, d)
    return v


def _one_of(d):
    v = _ONE.get(id(d))
    if v is None:
        v = _ONE[id(d)] = _from_python(1, d)
    return v


def empty(shape, *, dtype=None, device=None):
    return _fill(shape, _zero_of(F32 if dtype is None else dtype), device)


def zeros(shape, *, dtype=None, device=None):
    return _fill(shape, _zero_of(F32 if dtype is None else dtype), device)


def ones(shape, *, dtype=None, device=None):
    return _fill(shape, _one_of(F32 if dtype is None else dtype), device)


def _like_shape(x):
    s = x.shape
    return list(s) if s.is_fully_defined() else tf.shape(x)


def empty_like(x, /, *, dtype=None, device=None):
    return zeros_like(x, dtype=dtype, device=device)


def zeros_like(x, /, *, dtype=None, device=None):
    if device is None and (dtype is None or dtype is x.dtype):
        return R.ZerosLike(x=x)
    with _device_scope(device):
        return _Fill(dims=_like_shape(x), value=_zero_of(x.dtype if dtype is None else dtype))


def ones_like(x, /, *, dtype=None, device=None):
    if device is None and (dtype is None or dtype is x.dtype):
        return R.OnesLike(x=x)
    with _device_scope(device):
        return _Fill(dims=_like_shape(x), value=_one_of(x.dtype if dtype is None else dtype))


def _fill_dtype(fill_value):
    d = PY_DEFAULT.get(fill_value.__class__)
    if d is not None:
        return d
    if isinstance(fill_value, _NATIVE):
        return fill_value.dtype
    for c in (bool, int, float, complex):
        if isinstance(fill_value, c):
            return PY_DEFAULT[c]
    if hasattr(fill_value, "dtype"):
        return _BY_NP[np.dtype(fill_value.dtype)]
    raise ivy.InvalidArgumentError(f"full: fill_value must be a bool, int, float or complex, got {fill_value!r}")


def _fill_value(v, dtype, name="full"):
    if isinstance(v, _NATIVE):
        if v.shape.rank:
            raise ivy.ShapeError(f"full: fill_value must be a scalar, got shape {tuple(v.shape)}")
        if v.dtype is dtype:
            return v
        if KIND[id(v.dtype)] == "c" and KIND[id(dtype)] != "c":
            raise ivy.DtypeError(f"full: a complex fill value cannot be held by dtype {dtype.name}")
        return R.Cast(x=v, DstT=dtype) if dtype is not BOOL else R.NotEqual(x=v, y=_zero_of(v.dtype))
    if isinstance(v, (np.ndarray, np.generic)):
        v = v.item()
    if v.__class__ not in PY_DEFAULT and not isinstance(v, (bool, int, float, complex)):
        raise ivy.InvalidArgumentError(f"full: fill_value must be a bool, int, float or complex, got {v!r}")
    if v.__class__ is not int and isinstance(v, int) and not isinstance(v, bool):
        v = int(v)  # an int subclass: checked (and converted) as the int it is
    return _from_python(v, dtype, name)


def full(shape, fill_value, *, dtype=None, device=None):
    if dtype is None:
        dtype = _fill_dtype(fill_value)
    with _device_scope(device):
        return _fill(shape, _fill_value(fill_value, dtype), None)


def full_like(x, /, fill_value, *, dtype=None, device=None):
    d = x.dtype if dtype is None else dtype
    with _device_scope(device):
        return _Fill(dims=_like_shape(x), value=_fill_value(fill_value, d, "full_like"))


# ---------------------------------------------------------------- ranges


def _is_int(v):
    return v.__class__ is int or isinstance(v, (int, np.integer)) and not isinstance(v, bool)


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    if step == 0:
        raise ivy.InvalidArgumentError("arange: step must not be 0")
    if stop is None:
        start, stop = 0, start
    ints = _is_int(start) and _is_int(stop) and _is_int(step)
    if dtype is None:
        dtype = I64 if ints else F32
    k = KIND[id(dtype)]
    with _device_scope(device):
        if ints and k in "iu":
            n = len(range(start, stop, step))
            if n == 0:  # (bounds beyond int64 too)
                return R.Fill(dims=tf.constant([0], I64), value=tf.constant(0, dtype))
            if dtype is U64 and (stop > 2**63 - 1 or start > 2**63 - 1):
                r = tf.constant(np.arange(start, stop, step, dtype=np.uint64))
            elif not -(2**63) <= start + n * step <= 2**63 - 1 or not -(2**63) <= step <= 2**63 - 1:
                # the values fit int64 (ivy-core checked) but the limit after them does not
                return _progression(n, start, step, dtype)
            else:
                r = R.Range(start=tf.constant(start, I64), limit=tf.constant(start + n * step, I64),
                            delta=tf.constant(step, I64))
            return cast(r, dtype)
        if ints:
            n = len(range(start, stop, step))
        else:
            n = math.ceil((stop - start) / step)
            n = n if n > 0 else 0
        if k in "iu" and not ints:
            # NumPy's rule for float bounds: the first value and the step between the first two
            # values, each truncated (dtype(start + step) - dtype(start))
            first = int(start)
            return _progression(n, first, int(start + step) - first, dtype)
        # compute in float64 (values start + i * step) and round once to the result dtype
        i = R.Range(start=tf.constant(0, I64), limit=tf.constant(n, I64), delta=tf.constant(1, I64))
        r = R.AddV2(x=R.Mul(x=R.Cast(x=i, DstT=F64), y=tf.constant(float(step), F64)),
                    y=tf.constant(float(start), F64))
        if k == "c":
            return R.Complex(real=r, imag=tf.zeros_like(r), Tout=C128) if dtype is C128 else \
                R.Cast(x=R.Complex(real=r, imag=tf.zeros_like(r), Tout=C128), DstT=dtype)
        if k == "b":
            return R.NotEqual(x=r, y=tf.constant(0.0, F64))
        return cast(r, dtype)


def _progression(n, first, step, dtype):
    """``first + i * step`` for ``i < n`` in the integer ``dtype``, whose values ivy-core has
    checked to fit: computed in int64 modulo 2**64 (it wraps in between; ``step`` may lie beyond
    int64), then cast."""
    i = R.Range(start=tf.constant(0, I64), limit=tf.constant(n, I64), delta=tf.constant(1, I64))
    step = (step + 2**63) % 2**64 - 2**63
    return cast(R.AddV2(x=R.Mul(x=i, y=tf.constant(step, I64)), y=tf.constant(first, I64)), dtype)


def _bound_dtype(v):
    c = v.__class__
    if c in SAMPLE:
        return SAMPLE[c]
    return IVY[id(v.dtype)]


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=None):
    arrays = is_tensor(start) or is_tensor(stop)
    if dtype is None:
        if not arrays:
            dtype = C64 if (start.__class__ is complex or stop.__class__ is complex) else F32
        else:
            d = ivy.result_type(_bound_dtype(start), _bound_dtype(stop))
            dtype = NATIVE_DTYPES[d if d.kind in "fc" else ivy.float32]
    if num < 0:
        raise ivy.InvalidArgumentError(f"linspace: num must be non-negative, got {num}")
    k = KIND[id(dtype)]
    cplx = k == "c" or start.__class__ is complex or stop.__class__ is complex or (
        is_tensor(start) and KIND[id(start.dtype)] == "c") or (is_tensor(stop) and KIND[id(stop.dtype)] == "c")
    work = C128 if cplx else F64
    with _device_scope(device):
        s = R.Cast(x=start, DstT=work) if is_tensor(start) else tf.constant(start, work)
        e = R.Cast(x=stop, DstT=work) if is_tensor(stop) else tf.constant(stop, work)
        if arrays:
            s, e = tf.broadcast_to(s, tf.broadcast_dynamic_shape(tf.shape(s), tf.shape(e))), \
                tf.broadcast_to(e, tf.broadcast_dynamic_shape(tf.shape(s), tf.shape(e)))
        s = s[..., None]
        e = e[..., None]
        div = (num - 1) if endpoint else num
        t = R.Cast(x=R.Range(start=tf.constant(0, I64), limit=tf.constant(num, I64), delta=tf.constant(1, I64)),
                   DstT=work)
        delta = e - s
        if div > 0:
            step = delta / tf.constant(div, work)
            r = t * step + s
        else:
            r = t * delta + s
        if endpoint and num > 1:
            r = tf.concat([r[..., :-1], e], axis=-1)
        if arrays and axis is not None:
            nd = r.shape.rank
            ax = normalize_axis(axis, nd, "linspace")
            if ax != nd - 1:
                perm = list(range(nd - 1))
                perm.insert(ax, nd - 1)
                r = tf.transpose(r, perm)
        if k in "iu":
            r = R.Floor(x=tf.math.real(r) if cplx else r)
        elif k != "c" and cplx:
            r = tf.math.real(r)
        if k == "b":
            return R.NotEqual(x=r, y=tf.zeros((), r.dtype))
        return cast(r, dtype)


def eye(n_rows, n_cols=None, /, *, k=0, batch_shape=None, dtype=None, device=None):
    if n_cols is None:
        n_cols = n_rows
    dtype = F32 if dtype is None else dtype
    with _device_scope(device):
        # raw ops on cached scalars (tf.range and slicing convert Python ints anew each call)
        zero, one = _scalar_t(0), _scalar_t(1)
        i = R.ExpandDims(input=R.Range(start=zero, limit=_scalar_t(n_rows), delta=one), axis=one)
        j = R.ExpandDims(input=R.Range(start=zero, limit=_scalar_t(n_cols), delta=one), axis=zero)
        if i.dtype is not j.dtype:  # one size beyond int32
            i, j = R.Cast(x=i, DstT=I64), R.Cast(x=j, DstT=I64)
        k = max(min(k, n_cols), -n_rows)  # past the matrix all diagonals are empty; fits the index dtype
        mask = R.Equal(x=R.Sub(x=j, y=i), y=tf.constant(k, i.dtype))
        r = mask if dtype is BOOL else R.Cast(x=mask, DstT=dtype)
        if batch_shape is None:
            return r
        if batch_shape.__class__ is int:
            batch_shape = (batch_shape,)
        return R.BroadcastTo(input=r, shape=axes_t((*batch_shape, n_rows, n_cols)))


def meshgrid(*arrays, indexing="xy", sparse=False):
    if indexing != "xy" and indexing != "ij":
        raise ivy.InvalidArgumentError(f"meshgrid: indexing must be 'xy' or 'ij', not {indexing!r}")
    n = len(arrays)
    if n == 0:
        return ()
    arrays = [tf.reshape(a, [-1]) for a in arrays]  # each keeps its dtype, as in NumPy
    shape = [a.shape[0] for a in arrays]
    order = list(range(n))
    if indexing == "xy" and n > 1:
        order[0], order[1] = 1, 0
        shape[0], shape[1] = shape[1], shape[0]
    out = []
    for i, a in enumerate(arrays):
        s = [1] * n
        s[order[i]] = a.shape[0]
        v = tf.reshape(a, s)
        out.append(v if sparse else tf.broadcast_to(v, shape))
    return tuple(out)


def _tri_mask(x, k, lower):
    shp = tf.shape(x, out_type=I64)
    i = tf.range(shp[-2], dtype=I64)[:, None]
    j = tf.range(shp[-1], dtype=I64)[None, :]
    d = R.Sub(x=j, y=i)
    return R.LessEqual(x=d, y=tf.constant(k, I64)) if lower else R.GreaterEqual(x=d, y=tf.constant(k, I64))


def tril(x, /, *, k=0):
    if x.shape.rank < 2:
        raise ivy.ShapeError(f"tril needs an array of at least 2 dimensions (..., M, N), got shape {tuple(x.shape)}")
    if k == 0:
        return R.MatrixBandPart(input=x, num_lower=_scalar_t(-1), num_upper=_scalar_t(0))
    return R.SelectV2(condition=_tri_mask(x, k, True), t=x, e=R.ZerosLike(x=x))


def triu(x, /, *, k=0):
    if x.shape.rank < 2:
        raise ivy.ShapeError(f"triu needs an array of at least 2 dimensions (..., M, N), got shape {tuple(x.shape)}")
    if k == 0:
        return R.MatrixBandPart(input=x, num_lower=_scalar_t(0), num_upper=_scalar_t(-1))
    return R.SelectV2(condition=_tri_mask(x, k, False), t=x, e=R.ZerosLike(x=x))


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions


class _Xp:
    @staticmethod
    def shape(x):
        return tuple(x.shape)

    @staticmethod
    def ivy_dtype(d):
        return IVY[id(d)]


_XP = _Xp()


def one_hot(indices, depth, /, *, on_value=None, off_value=None, axis=None, dtype=None, device=None):
    if KIND[id(indices.dtype)] not in "iu":
        raise ivy.plugin.integers_required("one_hot", indices.dtype)
    nd, ax, d, on, off = _si.one_hot_args(_XP, indices, depth, axis, on_value, off_value, dtype)
    nt = NATIVE_DTYPES[d]
    if indices.dtype not in (tf.uint8, tf.int32, tf.int64):
        indices = tf.cast(indices, tf.int64)
    with _device_scope(device):
        return tf.one_hot(indices, depth, on_value=tf.constant(on, nt), off_value=tf.constant(off, nt),
                          axis=-1 if ax == nd - 1 else ax, dtype=nt)

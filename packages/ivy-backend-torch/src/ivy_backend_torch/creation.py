"""Array creation on PyTorch, with ivy's defaults (float32 / int64 / complex64) passed
explicitly (torch's own defaults follow ``torch.set_default_dtype``)."""

from __future__ import annotations

import math

import torch

import ivy
from ivy.plugin import first_int_outside as _first_int_outside
from ivy.plugin import float_int as _float_int
from ivy.plugin import holds_arrays as _has_arrays
from ivy.plugin import int_overflow as _int_overflow
from ivy.plugin import named_dtype as _named_dtype
from ivy.plugin import scan_int_leaves as _scan_int_leaves
from ivy.plugin import sequence_dtype as _sequence_dtype

from ._util import int64_or_float as _int64_or_float
from .elementwise import _INT_RANGE, _check_int
from .hooks import NATIVE_DTYPES

_T = torch.Tensor
_BOOL = torch.bool
_I64 = torch.int64
_U8 = torch.uint8
_F32 = torch.float32
_F64 = torch.float64
_C64 = torch.complex64
_C128 = torch.complex128
_IVY = {v: k for k, v in NATIVE_DTYPES.items()}
_empty = torch.empty
_ones = torch.ones
_zeros = torch.zeros
_empty_like = torch.empty_like
_ones_like = torch.ones_like
_zeros_like = torch.zeros_like
_tensor = torch.tensor
_FLOATS = frozenset((torch.float16, torch.bfloat16, _F32, _F64))
_COMPLEX = frozenset((_C64, _C128))
_INTS = frozenset((torch.int8, torch.int16, torch.int32, _I64, torch.uint8))
# dtype of a Python scalar by its exact class
_PY_DEFAULT = {bool: _BOOL, int: _I64, float: _F32, complex: _C64}
_PY_SAMPLE = {bool: True, int: 0, float: 0.0, complex: 0j}
# struct format codes of the buffer protocol -> torch dtypes
_BUFFER_DTYPES = {
    "?": _BOOL, "b": torch.int8, "B": torch.uint8, "h": torch.int16, "i": torch.int32, "q": _I64,
    "e": torch.float16, "f": _F32, "d": _F64, "Zf": _C64, "Zd": _C128,
}
_BUFFER_DTYPES["l"] = _I64 if torch.iinfo(torch.int64).bits == 8 * __import__("struct").calcsize("l") else torch.int32
_BUFFER_DTYPES["n"] = _BUFFER_DTYPES["l"]


def _check_dtype(r, fn):
    if r.dtype not in _IVY:
        raise ivy.UnsupportedDtypeError(
            f"backend 'torch' cannot hold dtype {str(r.dtype).replace('torch.', '')} (in {fn}); "
            f"it holds {', '.join(d.name for d in NATIVE_DTYPES)}"
        )
    return r


def _leaf_dtype(v):
    return _IVY[v.dtype] if isinstance(v, _T) else _named_dtype(v)


def _infer_sequence_dtype(obj):
    """The dtype of a nested sequence by ivy's rules (Python scalars weak, 0-d arrays strong),
    and whether it holds arrays."""
    d, has_arrays = _sequence_dtype(obj, _leaf_dtype)
    return (_F32 if d is None else NATIVE_DTYPES[d]), has_arrays


def _check_ints(obj, dtype, name):
    """:func:`_check_int` for each Python int of a nested sequence (a walk: only where torch
    refused the sequence, or for uint8, into which torch wraps -255..-1 silently)."""
    bad = _first_int_outside(obj, *_INT_RANGE[dtype])
    if bad is not None:
        _check_int(bad, dtype, name)


def _truncated(obj):
    """A nested sequence of Python scalars with its floats truncated toward zero."""
    c = obj.__class__
    if c is list or c is tuple:
        return [_truncated(v) for v in obj]
    return int(obj) if c is float else obj


def _nested(obj, dtype, device):
    """A nested sequence holding arrays as one tensor (stacked level by level)."""
    c = obj.__class__
    if c is list or c is tuple:
        if not obj:
            return torch.empty((0,), dtype=dtype, device=device)
        parts = [_nested(v, dtype, device) for v in obj]
        try:
            return torch.stack(parts)
        except RuntimeError as e:
            raise ivy.ShapeError(f"asarray: the nested sequence is ragged ({e})") from None
    if c is ivy.Array:
        obj = obj.data
    if isinstance(obj, _T):
        return obj.to(dtype=dtype, device=device)
    if c is int:
        _check_int(obj, dtype, "asarray")
    return torch.as_tensor(obj, dtype=dtype, device=device)


def _from_buffer(obj, dtype, device, copy):
    mv = memoryview(obj)
    bdt = _BUFFER_DTYPES.get(mv.format.lstrip("@=<"))
    if bdt is None:
        raise ivy.InvalidArgumentError(f"asarray: buffer format {mv.format!r} has no ivy dtype")
    if copy is False and (mv.readonly or (dtype is not None and dtype is not bdt) or device not in (None, "cpu")):
        raise ValueError("asarray: copy=False, but this buffer cannot be shared without a copy")
    if mv.nbytes == 0:
        r = torch.empty(mv.shape, dtype=bdt)
    elif copy is False or not mv.readonly:
        r = torch.frombuffer(mv.cast("B"), dtype=bdt).reshape(mv.shape)
        if copy:
            r = r.clone()
    else:
        r = torch.frombuffer(bytearray(mv.cast("B")), dtype=bdt).reshape(mv.shape)
    if dtype is not None or device is not None:
        r = r.to(dtype=dtype, device=device)
    return r


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    c = obj.__class__
    if c is _T or isinstance(obj, _T):
        if obj.dtype not in _IVY:
            _check_dtype(obj, "asarray")
        if copy is None:
            if (dtype is None or obj.dtype is dtype) and (device is None or obj.device == device):
                return obj
            return obj.to(dtype=dtype, device=device)
        if copy:
            return obj.to(dtype=dtype, device=device, copy=True)
        if (dtype is not None and obj.dtype is not dtype) or (device is not None and obj.device != device):
            raise ValueError(f"asarray: copy=False, but converting {obj.dtype} on {obj.device} needs a copy")
        return obj
    d = _PY_DEFAULT.get(c)
    if d is not None:  # a Python scalar
        if copy is False:
            raise ValueError("asarray: copy=False, but a Python scalar must be copied into an array")
        if c is int:
            _check_int(obj, d if dtype is None else dtype, "asarray")
        elif c is float and dtype in _INT_RANGE:  # truncated (torch refused -128.5 for int8)
            obj = _float_int(obj, dtype, "asarray")
        if device is None:
            return _tensor(obj, dtype=d if dtype is None else dtype)
        return _tensor(obj, dtype=d if dtype is None else dtype, device=device)
    if c is list or c is tuple:
        if copy is False:
            raise ValueError("asarray: copy=False, but a Python sequence must be copied into an array")
        has_arrays = False
        if dtype is None:
            classes = {v.__class__ for v in obj}
            if len(classes) == 1:  # the common case: a flat list of one kind of Python scalar
                dtype = _PY_DEFAULT.get(classes.pop())
            if dtype is None:
                dtype, has_arrays = _infer_sequence_dtype(obj)
        elif dtype in _INT_RANGE:
            # every int and float checked in the walk that looks for arrays: torch wraps -1 into
            # uint8 and a float of 2**63 or more into int64 without a word
            bad, has_arrays = _scan_int_leaves(obj, *_INT_RANGE[dtype])
            if bad is not None:
                raise _int_overflow(bad, dtype, "asarray")
        else:
            has_arrays = _has_arrays(obj)
        if has_arrays:
            return _nested(obj, dtype, device)
        try:
            if device is None:
                return _tensor(obj, dtype=dtype)
            return _tensor(obj, dtype=dtype, device=device)
        except (TypeError, ValueError, RuntimeError) as e:
            if dtype in _INT_RANGE:  # "value cannot be converted to type int8 without overflow"
                _check_ints(obj, dtype, "asarray")
                # (no arrays here: those went to _nested) floats whose truncation fits (-128.5 for int8)
                return _tensor(_truncated(obj), dtype=dtype, device=device)
            if isinstance(e, TypeError) and "complex" in str(e):
                raise  # a complex into a real dtype: ivy's dispatch reports it as a DtypeError
            raise ivy.InvalidArgumentError(f"asarray: cannot make an array of this sequence ({e})") from None
    if c is bytes or c is bytearray or c is memoryview or (
        not hasattr(obj, "__array__") and not hasattr(obj, "__dlpack__") and _is_buffer(obj)
    ):
        return _check_dtype(_from_buffer(obj, dtype, device, copy), "asarray")
    # NumPy arrays and scalars, and anything else torch converts (DLPack, __array__)
    if hasattr(obj, "__array__") and hasattr(obj, "dtype") and hasattr(obj, "shape"):
        return _check_dtype(_from_numpy_like(obj, dtype, device, copy), "asarray")
    if hasattr(obj, "__dlpack__"):
        r = torch.from_dlpack(obj)
        return _check_dtype(asarray(r, dtype=dtype, device=device, copy=copy), "asarray")
    if copy is False:
        raise ValueError(f"asarray: copy=False, but a {type(obj).__name__} must be copied into an array")
    try:
        r = torch.as_tensor(obj, dtype=dtype, device=device)
    except (TypeError, ValueError, RuntimeError) as e:
        raise ivy.InvalidArgumentError(f"asarray: cannot make an array of {type(obj).__name__} ({e})") from None
    return _check_dtype(r, "asarray")


def _is_buffer(obj):
    try:
        memoryview(obj)
    except TypeError:
        return False
    return True


def _from_numpy_like(obj, dtype, device, copy):
    """A NumPy array or scalar (or an array-like with ``__array__``) as a tensor."""
    try:
        r = torch.as_tensor(obj) if copy is False or getattr(getattr(obj, "flags", None), "writeable", False) \
            else None
    except (TypeError, ValueError, RuntimeError):  # negative strides, byte order, a dtype torch lacks
        r = None
    if r is None:
        if copy is False:
            raise ValueError(f"asarray: copy=False, but this {type(obj).__name__} cannot be shared without a copy")
        import numpy as np

        a = np.array(obj, copy=True, order="C")
        if not a.dtype.isnative:
            a = a.astype(a.dtype.newbyteorder("="))
        try:
            r = torch.from_numpy(a)
        except TypeError as e:
            raise ivy.UnsupportedDtypeError(f"backend 'torch' cannot hold dtype {a.dtype} (in asarray)") from e
        copy = None  # already a copy
    if copy is False:
        if (dtype is not None and r.dtype is not dtype) or (device is not None and r.device != device):
            raise ValueError(f"asarray: copy=False, but converting {r.dtype} to {dtype} on {device} needs a copy")
        return r
    if copy:
        return r.to(dtype=dtype, device=device, copy=True)
    if dtype is not None or device is not None:
        r = r.to(dtype=dtype, device=device)
    return r


def _arange_len(start, stop, step):
    if start.__class__ is int and stop.__class__ is int and step.__class__ is int:
        return len(range(start, stop, step))
    n = math.ceil((stop - start) / step)
    return n if n > 0 else 0


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    if step == 0:
        raise ivy.InvalidArgumentError("arange: step must not be 0")
    if stop is None:
        start, stop = 0, start
    n = _arange_len(start, stop, step)
    if dtype is None:
        ints = start.__class__ is int and stop.__class__ is int and step.__class__ is int
        dtype = _I64 if ints else _F32
    if n == 0:
        return torch.empty((0,), dtype=dtype, device=device)
    if dtype in _FLOATS and dtype is not _F64:
        # compute in float64 and round once: float32 accumulation drifts
        return torch.arange(start, start + n * step, step, dtype=_F64, device=device)[:n].to(dtype)
    if dtype in _INTS and not (start.__class__ is int and stop.__class__ is int and step.__class__ is int):
        # NumPy's rule for float bounds: the first value and the step between the first two
        # values, each truncated (torch truncated the step itself: arange(2.0, 0, -0.5) gave 2s)
        first = int(start)
        return _progression(n, first, int(start + step) - first, dtype, device)
    if dtype in _INTS and max(abs(start), abs(stop)) + abs(step) >= 2**62:
        # torch refuses bounds whose next value would leave int64 ("invalid size, possible
        # overflow?")
        return _progression(n, int(start), int(step), dtype, device)
    return torch.arange(start, stop, step, dtype=dtype, device=device)


def _progression(n, first, step, dtype, device):
    """``first + i * step`` for ``i < n`` in the integer ``dtype``, whose values ivy-core has
    checked to fit: computed in int64 modulo 2**64 (it wraps in between; ``step`` may lie beyond
    int64), then cast."""
    step = (step + 2**63) % 2**64 - 2**63
    r = torch.arange(n, dtype=_I64, device=device).mul_(step).add_(first)
    return r if dtype is _I64 else r.to(dtype)


def empty(shape, *, dtype=None, device=None):
    if device is None:  # passing device=None costs torch's argument parser 0.1 us
        return _empty(shape, dtype=_F32 if dtype is None else dtype)
    return _empty(shape, dtype=_F32 if dtype is None else dtype, device=device)


def empty_like(x, /, *, dtype=None, device=None):
    if device is None:
        return _empty_like(x) if dtype is None else _empty_like(x, dtype=dtype)
    return _empty_like(x, dtype=dtype, device=device)


def eye(n_rows, n_cols=None, /, *, k=0, batch_shape=None, dtype=None, device=None):
    if n_cols is None:
        n_cols = n_rows
    dtype = _F32 if dtype is None else dtype
    if k == 0:
        r = torch.eye(n_rows, n_cols, dtype=dtype, device=device)
    else:
        r = torch.zeros((n_rows, n_cols), dtype=dtype, device=device)
        if -n_rows < k < n_cols:  # a diagonal outside the matrix: all zeros (k may be any int)
            r.diagonal(k).fill_(1)
    if batch_shape is None:
        return r
    if batch_shape.__class__ is int:
        batch_shape = (batch_shape,)
    return r.expand(*batch_shape, n_rows, n_cols).clone()


def from_dlpack(x, /, *, device=None, copy=None):
    if isinstance(x, _T):
        return asarray(x, device=device, copy=copy)
    try:
        r = torch.from_dlpack(x, device=device, copy=copy)
    except TypeError:  # an older torch without device/copy, or a producer without them
        r = asarray(torch.from_dlpack(x), device=device, copy=copy)
    return _check_dtype(r, "from_dlpack")


def _fill_dtype(fill_value):
    d = _PY_DEFAULT.get(fill_value.__class__)
    if d is not None:
        return d
    if isinstance(fill_value, _T):
        return fill_value.dtype
    for c in (bool, int, float, complex):
        if isinstance(fill_value, c):
            return _PY_DEFAULT[c]
    raise ivy.InvalidArgumentError(f"full: fill_value must be a bool, int, float or complex, got {fill_value!r}")


def full(shape, fill_value, *, dtype=None, device=None):
    if dtype is None:
        dtype = _fill_dtype(fill_value)
    if isinstance(fill_value, _T):
        fill_value = fill_value.item()
    elif fill_value.__class__ is int:
        _check_int(fill_value, dtype, "full")
        fill_value = _int64_or_float(fill_value)  # (beyond int64 only a float dtype is left)
    shape = shape if shape.__class__ is not int else (shape,)
    try:
        return torch.full(shape, fill_value, dtype=dtype, device=device)
    except RuntimeError:
        wide = _wide_float(fill_value, dtype)
        if wide is None:
            raise
        return torch.full(shape, fill_value, dtype=wide, device=device).to(dtype)


def full_like(x, /, fill_value, *, dtype=None, device=None):
    if isinstance(fill_value, _T):
        fill_value = fill_value.item()
    elif fill_value.__class__ is int:
        _check_int(fill_value, x.dtype if dtype is None else dtype, "full_like")
        fill_value = _int64_or_float(fill_value)
    try:
        return torch.full_like(x, fill_value, dtype=dtype, device=device)
    except RuntimeError:
        d = x.dtype if dtype is None else dtype
        wide = _wide_float(fill_value, d)
        if wide is None:
            raise
        return torch.full_like(x, fill_value, dtype=wide, device=device).to(d)


def _wide_float(v, dtype):
    """float64 (complex128) for a Python number fill beyond a narrower floating ``dtype``, which
    torch refuses ("cannot be converted to type float without overflow"; on CUDA also an int,
    2**20 into float16): made there and rounded, the value becomes the dtype's infinity, as in
    NumPy. None otherwise."""
    if dtype.is_complex and isinstance(v, (int, float, complex)):
        return _C128
    if dtype.is_floating_point and isinstance(v, (int, float)):
        return _F64
    return None


def _bound_dtype(v):
    c = v.__class__
    if c in _PY_SAMPLE:
        return _PY_SAMPLE[c]
    return _IVY[v.dtype]


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=None):
    arrays = isinstance(start, _T) or isinstance(stop, _T)
    if dtype is None:
        if not arrays:
            dtype = _C64 if (start.__class__ is complex or stop.__class__ is complex) else _F32
        else:
            d = ivy.result_type(_bound_dtype(start), _bound_dtype(stop))
            dtype = NATIVE_DTYPES[d if d.kind in "fc" else ivy.float32]
    # compute in double precision, then round once to the result dtype (integers: floor, as NumPy)
    work = _C128 if dtype in _COMPLEX or start.__class__ is complex or stop.__class__ is complex else _F64
    if device is None and arrays:
        device = start.device if isinstance(start, _T) else stop.device
    div = (num - 1) if endpoint else num
    if not arrays and dtype not in _INTS:
        # one kernel; torch fills the second half backwards from stop, which can put a value
        # 1 ulp (of the float64 work dtype) from NumPy's before it is rounded to ``dtype``
        if endpoint:
            r = torch.linspace(start, stop, num, dtype=work, device=device)
        else:
            r = torch.linspace(start, stop, num + 1, dtype=work, device=device)[:num]
    else:
        # NumPy's formula, start + i * step: for an integer dtype the values are floored, and
        # 1 ulp below an integer is the integer below it
        s = torch.as_tensor(start, dtype=work, device=device)
        e = torch.as_tensor(stop, dtype=work, device=device)
        if arrays:
            s, e = torch.broadcast_tensors(s, e)
        s = s[..., None]
        delta = e[..., None] - s
        t = torch.arange(num, dtype=work, device=device)
        if div > 0:
            # divided by a tensor on the device: CUDA divides by a CPU scalar as a multiplication
            # by its reciprocal, 1 ulp off (linspace(0, 50, 6, endpoint=False, int8) had 24 for 25)
            div = torch.full((), div, dtype=work, device=device)
            step = delta / div
            # a step that underflows to 0: the fractions times delta, as NumPy does
            r = torch.where(step == 0, t / div * delta, t * step) + s
        else:
            r = t * delta + s
        if endpoint and num > 1:
            r[..., -1] = e
        if axis is not None and axis != -1 and axis != r.dim() - 1:
            r = torch.movedim(r, -1, axis)
    if dtype in _INTS:
        r = torch.floor(r.real if r.dtype is _C128 else r)
    elif dtype not in _COMPLEX and r.dtype is _C128:
        r = r.real
    return r.to(dtype)


def meshgrid(*arrays, indexing="xy", sparse=False):
    if indexing != "xy" and indexing != "ij":
        raise ivy.InvalidArgumentError(f"meshgrid: indexing must be 'xy' or 'ij', not {indexing!r}")
    n = len(arrays)
    if n == 0:
        return ()
    if not sparse and all(a.dim() == 1 for a in arrays):
        try:  # one torch call (views), then copies: ivy's meshgrid arrays own their memory
            return tuple(v.clone() for v in torch.meshgrid(*arrays, indexing=indexing))
        except RuntimeError:  # mixed dtypes or devices: the general path below
            pass
    arrays = [a.reshape(-1) for a in arrays]
    shape = [a.shape[0] for a in arrays]
    order = list(range(n))
    if indexing == "xy" and n > 1:
        order[0], order[1] = 1, 0
        shape[0], shape[1] = shape[1], shape[0]
    out = []
    for i, a in enumerate(arrays):
        s = [1] * n
        s[order[i]] = a.shape[0]
        v = a.reshape(s)
        out.append(v if sparse else v.expand(shape).clone())
    return tuple(out)


def ones(shape, *, dtype=None, device=None):
    if device is None:  # passing device=None costs torch's argument parser 0.1 us
        return _ones(shape, dtype=_F32 if dtype is None else dtype)
    return _ones(shape, dtype=_F32 if dtype is None else dtype, device=device)


def ones_like(x, /, *, dtype=None, device=None):
    if device is None:
        return _ones_like(x) if dtype is None else _ones_like(x, dtype=dtype)
    return _ones_like(x, dtype=dtype, device=device)


def tril(x, /, *, k=0):
    if x.dim() < 2:
        raise ivy.ShapeError(f"tril needs an array of at least 2 dimensions (..., M, N), got shape {tuple(x.shape)}")
    return torch.tril(x, k)


def triu(x, /, *, k=0):
    if x.dim() < 2:
        raise ivy.ShapeError(f"triu needs an array of at least 2 dimensions (..., M, N), got shape {tuple(x.shape)}")
    return torch.triu(x, k)


def zeros(shape, *, dtype=None, device=None):
    if device is None:  # passing device=None costs torch's argument parser 0.1 us
        return _zeros(shape, dtype=_F32 if dtype is None else dtype)
    return _zeros(shape, dtype=_F32 if dtype is None else dtype, device=device)


def zeros_like(x, /, *, dtype=None, device=None):
    if device is None:
        return _zeros_like(x) if dtype is None else _zeros_like(x, dtype=dtype)
    return _zeros_like(x, dtype=dtype, device=device)


# ------------------------------------------------------------- ivy's superset


def _tri_check(name, n_rows, n_cols, k):
    for a, v in (("n_rows", n_rows), ("n_cols", n_cols), ("k", k)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise ivy.InvalidArgumentError(f"ivy.{name}: {a} must be an int, got {v!r}")
    if n_rows < 0 or n_cols < 0:
        raise ivy.InvalidArgumentError(f"ivy.{name}: sizes must be >= 0")


def triu_indices(n_rows, n_cols=None, k=0, /, *, device=None):
    n_cols = n_rows if n_cols is None else n_cols
    _tri_check("triu_indices", n_rows, n_cols, k)
    return tuple(torch.triu_indices(n_rows, n_cols, k, device=device))


def tril_indices(n_rows, n_cols=None, k=0, /, *, device=None):
    n_cols = n_rows if n_cols is None else n_cols
    _tri_check("tril_indices", n_rows, n_cols, k)
    return tuple(torch.tril_indices(n_rows, n_cols, k, device=device))

"""The conventions every TF frontend function follows: unwrap, convert as TF converts, wrap.

- ``n(x)``: the native array of a ``Tensor``/``Variable``/native/``ivy.Array``; other values are
  converted by ``tf.convert_to_tensor``'s rules (:func:`t`).
- ``t(x, dtype=None)``: ``tf.convert_to_tensor(x, dtype)`` as a native: Python floats become
  float32, ints int32 (int64 when out of int32's range), complex complex128; NumPy arrays keep
  their dtype; with ``dtype`` a Python value takes it when TF allows (an int into a float dtype,
  not a float into an int dtype: ``TypeError``), ints wrapping as TF's do.
- ``to_tensor_like(x, dtype)``: ``x`` converted for an operation whose other operand has TF dtype
  ``dtype`` (Python scalars and array-likes take it; a tensor of another dtype is TF's
  ``InvalidArgumentError``).
- ``binary(x, y)``: both operands as natives of one dtype, TF's refusal of mixed dtypes
  (``InvalidArgumentError``); a Python number next to a tensor may come back as the number
  (ivy takes it weakly: the tensor's dtype).
"""

from __future__ import annotations

import ivy

from . import _dtypes as D
from ._tensor import Tensor, wrap
from .errors import FrontendTypeError, InvalidArgumentError, invalid

__all__ = ["n", "t", "to_tensor_like", "binary", "same", "wrap", "dtype_of", "is_tensor_like", "cast"]

_Array = ivy.Array
dtype_of = D.dtype_of
_PY = (bool, int, float, complex)
_I32 = (-(2**31), 2**31 - 1)
_VAR = []  # the Variable class, set by _variable (Variables have _data too)


def n(x):
    """The native array of tensor-like ``x`` (converted by TF's rules when it is not a tensor)."""
    c = x.__class__
    if c is Tensor:
        return x._data
    return _n_slow(x)


def _n_slow(x):
    if isinstance(x, Tensor) or (_VAR and isinstance(x, _VAR[0])):
        return x._data
    if x.__class__ is _Array:
        return x._data
    return t(x)


def is_tensor_like(x):
    """Whether ``x`` is a frontend Tensor/Variable, native array or ivy.Array."""
    return isinstance(x, (Tensor, _Array)) or (_VAR and isinstance(x, _VAR[0])) or ivy.is_native_array(x)


def _py_kind(v):
    """The TF default dtype of nested Python data ``v`` (bool/int/float/complex scalars, lists)."""
    c = v.__class__
    if c is bool:
        return D.bool
    if c is int:
        return D.int32 if _I32[0] <= v <= _I32[1] else D.int64
    if c is float:
        return D.float32
    if c is complex:
        return D.complex128
    if c in (list, tuple):
        kinds = [_py_kind(e) for e in v]
        if not kinds:
            return D.float32
        order = (D.bool, D.int32, D.int64, D.float32, D.float64, D.complex64, D.complex128)
        best = max(kinds, key=lambda k: order.index(k) if k in order else 9)
        if D.bool in kinds and best is not D.bool:
            raise FrontendTypeError(f"Can't convert Python sequence with mixed types to Tensor: {v!r}")
        return best
    if isinstance(v, Tensor) or (_VAR and isinstance(v, _VAR[0])):
        return v.dtype
    if ivy.is_native_array(v) or hasattr(v, "dtype"):
        return D.as_dtype(v.dtype)
    if isinstance(v, (int, float, complex)):
        return _py_kind(v.__class__(v) if not isinstance(v, bool) else bool(v))
    raise FrontendTypeError(f"Attempt to convert a value ({v!r}) with an unsupported type ({type(v)!r}) to a Tensor.")


def _fits(kind, d):
    """Whether a Python value of default dtype ``kind`` may take dtype ``d`` (TF's conversion)."""
    if kind is d:
        return True
    if kind is D.bool:
        return d is D.bool
    if kind in (D.int32, D.int64):
        return d._kind in "iufc"
    if kind in (D.float32, D.float64):
        return d._kind in "fc"
    return d._kind == "c"


def _wrap_int(v, d):
    if d._kind not in "iu":
        return v
    bits = d._size * 8
    v &= (1 << bits) - 1
    if d._kind == "i" and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def _wrap_ints(v, d):
    if v.__class__ is int:
        return _wrap_int(v, d)
    if v.__class__ in (list, tuple):
        return [_wrap_ints(e, d) for e in v]
    if isinstance(v, (Tensor, _Array)) or (_VAR and isinstance(v, _VAR[0])) or ivy.is_native_array(v):
        return ivy.to_numpy(n(v)).tolist()
    return v


def t(x, dtype=None):
    """``tf.convert_to_tensor(x, dtype)`` as a native array of the current backend."""
    c = x.__class__
    if c is Tensor or (_VAR and isinstance(x, _VAR[0])) or c is _Array:
        d = x._data
        if dtype is not None and dtype_of(d) is not D.as_dtype(dtype):
            raise invalid(f"Tensor conversion requested dtype {D.as_dtype(dtype).name} for Tensor with dtype "
                          f"{dtype_of(d).name}: {x!r}")
        return d
    if ivy.is_native_array(x):
        from .._views import backend_of

        if backend_of(x) is not ivy.current_backend():
            x = ivy.native_array(ivy.to_numpy(x))
        if dtype is not None:
            want = D.as_dtype(dtype)
            if dtype_of(x) is not want:
                raise invalid(f"Tensor conversion requested dtype {want.name} for Tensor with dtype "
                              f"{dtype_of(x).name}")
        return x
    if c in _PY or c in (list, tuple):
        kind = _py_kind(x)
        want = kind if dtype is None else D.as_dtype(dtype)
        if not _fits(kind, want):
            raise FrontendTypeError(f"Cannot convert {x!r} to EagerTensor of dtype {want.name}")
        if kind in (D.int32, D.int64) and want._kind in "iu":
            x = _wrap_ints(x, want)
        return ivy.native_array(_listify(x), dtype=D.to_ivy(want))
    if hasattr(x, "__array__") or hasattr(x, "dtype"):  # NumPy arrays and scalars, other frameworks' arrays
        import numpy

        a = numpy.asarray(x)
        if a.dtype.kind in "OUS":
            raise FrontendTypeError(f"ivy_frontends.tensorflow: string/object tensors are not supported: {x!r}")
        if dtype is not None:
            a = a.astype(D.as_dtype(dtype).as_numpy_dtype)
        return ivy.native_array(a)
    if x is None:
        raise FrontendValueError_("Attempt to convert a value (None) with an unsupported type (<class 'NoneType'>) "
                                  "to a Tensor.")
    raise FrontendTypeError(f"Attempt to convert a value ({x!r}) with an unsupported type ({type(x)!r}) to a "
                            "Tensor.")


def FrontendValueError_(msg):  # noqa: N802 - a factory
    from .errors import FrontendValueError

    return FrontendValueError(msg)


def _listify(x):
    if x.__class__ in (list, tuple):
        return [_listify(e) for e in x]
    if isinstance(x, (Tensor, _Array)) or (_VAR and isinstance(x, _VAR[0])) or ivy.is_native_array(x):
        return ivy.to_numpy(n(x)).tolist()
    return x


def to_tensor_like(x, dtype, op="AddV2", i=1):
    """``x`` as a native of TF dtype ``dtype`` for operation ``op`` (input #``i``): Python scalars
    and lists take it where TF allows, NumPy arrays of the same kind are cast; otherwise TF's
    ``InvalidArgumentError``. A Python number that needs no wrapping comes back as it is."""
    c = x.__class__
    if c is Tensor or (_VAR and isinstance(x, _VAR[0])) or c is _Array or ivy.is_native_array(x):
        d = n(x)
        dd = dtype_of(d)
        if dd is not dtype:
            if c is not Tensor and not isinstance(x, Tensor) and not (_VAR and isinstance(x, _VAR[0])) and \
                    dd._kind == dtype._kind:
                return ivy.astype(d, dtype._ivy)
            raise mismatch(op, i, dtype, dd)
        return d
    if c in _PY:
        kind = _py_kind(x)
        if not _fits(kind, dtype):
            raise mismatch(op, i, dtype, kind)
        if c is int and dtype._kind in "iu":
            lo, hi = dtype.limits
            if not lo <= x <= hi:
                return ivy.native_array(_wrap_int(x, dtype), dtype=dtype._ivy)
        if c is float and dtype._kind == "f" and dtype._size < 8 and x == x and abs(x) > dtype.max * 2:
            return ivy.native_array(x, dtype=dtype._ivy)
        return x
    if c in (list, tuple):
        kind = _py_kind(x)
        if not _fits(kind, dtype):
            raise mismatch(op, i, dtype, kind)
        return t(x, dtype)
    # NumPy arrays/scalars: cast to the other operand's dtype when the kind agrees
    d = t(x)
    dd = dtype_of(d)
    if dd is not dtype:
        if dd._kind == dtype._kind or (dd._kind in "iu" and dtype._kind in "iu"):
            return ivy.astype(d, dtype._ivy)
        raise mismatch(op, i, dtype, dd)
    return d


def _kind_word(d):
    return {"f": "float", "i": "int", "u": "uint", "b": "bool", "c": "complex"}.get(d._kind, d._name)


def mismatch(op, i, want, got):
    """TF's ``InvalidArgumentError`` for operand #``i`` of ``op`` having dtype ``got`` instead of ``want``."""
    w = {"float32": "float", "float64": "double", "complex64": "complex64"}.get(want._name, want._name)
    g = {"float32": "float", "float64": "double"}.get(got._name, got._name)
    return InvalidArgumentError(None, None, f"cannot compute {op} as input #{i}(zero-based) was expected to be a "
                                            f"{w} tensor but is a {g} tensor [Op:{op}]")


def binary(x, y, op="AddV2"):
    """Natives (or a Python number that the other operand's dtype takes) of one TF dtype, or TF's
    ``InvalidArgumentError``. At least one operand is converted by :func:`t` when neither is a tensor."""
    cx, cy = x.__class__, y.__class__
    if cx is Tensor:
        if cy is Tensor:
            a, b = x._data, y._data
            da, db = dtype_of(a), dtype_of(b)
            if da is not db:
                raise mismatch(op, 1, da, db)
            return a, b
        if cy is float:  # the common scalar case: a float into a float tensor, in range
            a = x._data
            da = dtype_of(a)
            if da._kind == "f" and (da._size == 8 or -65504.0 <= y <= 65504.0):
                return a, y
    if is_tensor_like(x) and not (cx in _PY and not is_tensor_like(y)):
        a = n(x)
        return a, to_tensor_like(y, dtype_of(a), op, 1)
    if is_tensor_like(y):
        b = n(y)
        return to_tensor_like(x, dtype_of(b), op, 0), b
    a = t(x)
    return a, to_tensor_like(y, dtype_of(a), op, 1)


def same(xs, op="Pack"):
    """Natives of a list of tensor-likes, all of the first tensor's dtype (TF's refusal otherwise)."""
    first = next((v for v in xs if is_tensor_like(v)), None)
    if first is None:
        kinds = [_py_kind(v) for v in xs]
        d0 = max(kinds, key=lambda k: (k._kind == "c", k._kind == "f", k is D.int64)) if kinds else D.float32
        return [t(v, d0) for v in xs]
    d0 = dtype_of(n(first))
    out = []
    for i, v in enumerate(xs):
        r = to_tensor_like(v, d0, op, i)
        out.append(ivy.native_array(r, dtype=d0._ivy) if r.__class__ in _PY else r)
    return out


def cast(a, d):
    """Native ``a`` cast to TF dtype ``d`` (no copy when it already is)."""
    if dtype_of(a) is d:
        return a
    return ivy.astype(a, d._ivy)

"""Helpers shared by ``tf.nn``, ``tf.linalg``, ``tf.signal``, ``tf.random``, ``tf.image`` and
``tf.keras``: argument checks in TensorFlow's words, on top of the tensor conventions of
:mod:`ivy_frontends.tensorflow._convert` (``n(x)``: the native array; ``wrap(native)``: the
``tf.Tensor``)."""

from __future__ import annotations

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from .. import _dtypes as D
from .._convert import n
from .._tensor import wrap

__all__ = ["n", "wrap", "nat", "floating", "check_float", "dt", "tf_dtype", "HALF_F32", "ivy_dtype", "tf_dtype_of",
           "pyval", "tuple_arg", "spatial_padding", "channels_first", "invalid", "InvalidArgumentError"]

from ..errors import InvalidArgumentError, invalid


def nat(r):
    """The native array of an ivy result (creation functions return ``ivy.Array``)."""
    return r._data if r.__class__ is ivy.Array else r


def dt(a):
    """The ivy dtype of native ``a``."""
    return ivy.dtype(a)


def floating(a):
    d = ivy.dtype(a)
    return ivy.is_float_dtype(d)


HALF_F32 = (ivy.float16, ivy.bfloat16, ivy.float32)


def check_float(fn, a, complex_ok=False, allowed=None):
    """TF kernels registered for floats only (or for the ``allowed`` ivy dtypes) refuse other dtypes
    (one cached dtype lookup when the dtype is fine)."""
    k = D.dtype_of(a)
    if allowed is None:
        if k._kind == "f" or (complex_ok and k._kind == "c"):
            return a
    elif k._ivy in allowed:
        return a
    if allowed is not None:
        raise invalid(f"{fn}: Value for attr 'T' of {k.name} is not in the list of allowed values: "
                      f"{', '.join(str(x) for x in allowed)}")
    raise FrontendTypeError(f"{fn}: Value for attr 'T' of {k.name} is not in the list of allowed values "
                            "(floating dtypes)")


def ivy_dtype(d):
    """The ivy dtype of a TF dtype argument (a ``tf.DType``, a name, a Python type); None stays None."""
    return D.to_ivy(d)


def tf_dtype(d):
    """The ``tf.DType`` of a dtype-like (an ivy dtype, a name, ...)."""
    return D.as_dtype(d)


def tf_dtype_of(a):
    """The ``tf.DType`` of native array ``a``."""
    return D.dtype_of(a)


def pyval(v):
    """The Python value (a number or nested lists) of a tensor-like argument: a shape, axes, ``k``."""
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, (list, tuple)):
        return [pyval(x) for x in v]
    if hasattr(v, "as_list"):  # a TensorShape
        return v.as_list()
    return ivy.to_numpy(n(v)).tolist()


def tuple_arg(v, k, name, nd_total=None, channels_last=True):
    """TF's ``strides``/``ksize``/``dilations``: an int, a list of length 1, ``k``, or ``k + 2``
    (then batch and channel entries must be 1); returns the ``k`` spatial values."""
    if v is None:
        return (1,) * k
    if isinstance(v, int):
        return (v,) * k
    v = pyval(v)
    if isinstance(v, int):
        return (v,) * k
    v = [int(i) for i in v]
    if len(v) == 1:
        return (v[0],) * k
    if len(v) == k:
        return tuple(v)
    if len(v) == k + 2:
        sp = v[1:-1] if channels_last else v[2:]
        other = (v[0], v[-1]) if channels_last else (v[0], v[1])
        if other != (1, 1):
            raise invalid(f"{name}: the batch and depth dimensions of {name} must be 1, got {v}")
        return tuple(sp)
    raise FrontendValueError(f"{name} should be of length 1, {k} or {k + 2}. Received: {name}={v} of length {len(v)}")


def channels_first(data_format, k):
    if data_format is None:
        return False
    if isinstance(data_format, bytes):
        data_format = data_format.decode()
    if data_format.startswith("NC"):
        return True
    if data_format.startswith("N") and data_format.endswith("C"):
        return False
    raise FrontendValueError(f"data_format must be one of 'N...C' or 'NC...', got {data_format!r}")


def spatial_padding(padding, k, cf, fn="conv"):
    """TF's padding: 'SAME', 'VALID', or explicit pairs (for all ``k + 2`` dims, batch and channel
    pairs zero) -> ivy's padding (a string or the ``k`` spatial pairs)."""
    if isinstance(padding, bytes):
        padding = padding.decode()
    if isinstance(padding, str):
        p = padding.upper()
        if p not in ("SAME", "VALID"):
            raise FrontendValueError(f"{fn}: padding must be 'SAME', 'VALID' or a list of pairs, got {padding!r}")
        return p
    pads = [list(map(int, q)) for q in padding]
    if len(pads) != k + 2:
        raise FrontendValueError(f"{fn}: explicit padding must have {k + 2} pairs, got {len(pads)}")
    other = [pads[0], pads[1]] if cf else [pads[0], pads[-1]]
    if any(x != [0, 0] for x in other):
        raise FrontendValueError(f"{fn}: explicit padding of the batch and depth dimensions must be 0")
    sp = pads[2:] if cf else pads[1:-1]
    return [tuple(q) for q in sp]

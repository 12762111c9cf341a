"""What ivy-core needs from NumPy beyond the API functions: dtypes, devices, indexing."""

from __future__ import annotations

import numpy as np

import ivy

NATIVE_DTYPES = {
    ivy.bool: np.dtype("bool"),
    ivy.int8: np.dtype("int8"),
    ivy.int16: np.dtype("int16"),
    ivy.int32: np.dtype("int32"),
    ivy.int64: np.dtype("int64"),
    ivy.uint8: np.dtype("uint8"),
    ivy.uint16: np.dtype("uint16"),
    ivy.uint32: np.dtype("uint32"),
    ivy.uint64: np.dtype("uint64"),
    ivy.float16: np.dtype("float16"),
    ivy.float32: np.dtype("float32"),
    ivy.float64: np.dtype("float64"),
    ivy.complex64: np.dtype("complex64"),
    ivy.complex128: np.dtype("complex128"),
}  # no bfloat16: NumPy has none


def dtype_of(x):
    return x.dtype


def is_native_array(x):
    return isinstance(x, (np.ndarray, np.generic))


def shape(x):
    return x.shape


def getitem(x, key):
    r = x[key]
    return r if r.__class__ is np.ndarray else np.asarray(r)


def setitem(x, key, value):
    if not isinstance(x, np.ndarray) or not x.flags.writeable:
        x = np.array(x)
    x[key] = value
    return x


def inplace_update(x, value):
    if isinstance(x, np.ndarray) and x.flags.writeable:
        x[...] = value
        return x
    return np.asarray(value)


def device_of(x):
    return "cpu"


def native_device(device):
    if device not in ("cpu", None) and str(device) != "cpu":
        raise ivy.InvalidArgumentError(f"the numpy backend has only the 'cpu' device, not {device!r}")
    return "cpu"


def devices():
    return ["cpu"]


def default_device():
    return "cpu"


def to_device(x, device):
    return x


def to_numpy(x):
    return np.asarray(x)


def version():
    return np.__version__

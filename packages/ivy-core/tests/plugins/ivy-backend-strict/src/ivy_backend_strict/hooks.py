"""What ivy-core needs from array_api_strict beyond the API functions.

array_api_strict allows only the indexing the standard specifies; ivy allows
NumPy's (an implicit trailing ellipsis, clipped slices, integer arrays with
slices, ...). Keys array_api_strict refuses are applied through NumPy on the
host and the result handed back on the array's device.
"""

from __future__ import annotations

import array_api_strict as xp
import numpy as np

import ivy

NATIVE_DTYPES = {
    getattr(ivy, name): getattr(xp, name)
    for name in (
        "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
        "float32", "float64", "complex64", "complex128",
    )
}  # no float16 / bfloat16: array_api_strict has neither

_Array = type(xp.asarray(0))
_CPU = xp.Device("CPU_DEVICE")
# ivy device names -> array_api_strict's (the others mimic devices missing dtypes; not offered)
_DEVICES = {"cpu": _CPU, "device1": xp.Device("device1"), "device2": xp.Device("device2")}
_NAMES = {v: k for k, v in _DEVICES.items()}


def dtype_of(x):
    return x.dtype


def is_native_array(x):
    return isinstance(x, _Array)


def shape(x):
    return x.shape


def _host(x):
    """A NumPy view (CPU) or copy (other devices) of ``x``."""
    if x.device != _CPU:
        x = x.to_device(_CPU)
    return np.asarray(x)


def _host_key(key):
    if isinstance(key, _Array):
        return _host(key)
    if isinstance(key, tuple):
        return tuple(_host(k) if isinstance(k, _Array) else k for k in key)
    return key


def _on(v, device):
    """``v`` (an array of the key or the value) on ``device``: an index or value array on another
    device (a CPU index for an array on "device1") is moved to x's, as torch takes a CPU index
    for a GPU tensor; array_api_strict would refuse to mix them."""
    return v.to_device(device) if isinstance(v, _Array) and v.device != device else v


def _key_on(key, device):
    if isinstance(key, tuple):
        return tuple(_on(k, device) for k in key)
    return _on(key, device)


def getitem(x, key):
    key = _key_on(key, x.device)
    try:
        return x[key]
    except IndexError:
        # Refused by array_api_strict's index validation (or really out of range:
        # NumPy raises the IndexError then).
        pass
    return xp.asarray(np.asarray(_host(x)[_host_key(key)]), device=x.device)


def setitem(x, key, value):
    key = _key_on(key, x.device)
    if isinstance(value, (bool, int, float, complex)):
        value = xp.asarray(value, dtype=x.dtype, device=x.device)
    elif isinstance(value, _Array):
        value = _on(value, x.device)
        if value.dtype != x.dtype:
            value = xp.astype(value, x.dtype)
    # array_api_strict's __setitem__ hands a tuple key's arrays to NumPy as they are, which
    # fails for arrays off the CPU: such keys go through the host below.
    off_cpu_arrays = x.device != _CPU and isinstance(key, tuple) and any(isinstance(k, _Array) for k in key)
    if not off_cpu_arrays:
        try:
            x[key] = value
            return x
        except IndexError:
            pass
    out = np.array(_host(x), copy=True)
    out[_host_key(key)] = _host(value) if isinstance(value, _Array) else value
    return xp.asarray(out, device=x.device)


def inplace_update(x, value):
    try:
        x[...] = value
        return x
    except (TypeError, ValueError):
        return value


def device_of(x):
    d = x.device
    return _NAMES.get(d) or repr(d)


def native_device(device):
    if isinstance(device, xp.Device):
        return device
    d = _DEVICES.get(str(device))
    if d is None:
        raise ivy.InvalidArgumentError(
            f"the strict backend has the devices {', '.join(_DEVICES)}, not {device!r}"
        )
    return d


def devices():
    return list(_DEVICES)


def default_device():
    return "cpu"


def to_device(x, device):
    return x.to_device(device)


def to_numpy(x):
    return _host(x)


def version():
    return xp.__version__

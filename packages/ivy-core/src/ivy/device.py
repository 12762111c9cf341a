"""Devices: which exist, which is the default, where an array lives, moving it.

Devices are ivy strings on every backend: ``"cpu"``, ``"gpu:0"``, ``"tpu:0"``
(each backend's ``native_device`` hook also takes its own device objects and
names, such as ``torch.device("cuda:0")`` or ``"cuda:0"``). Names follow Ivy's
published API (``dev``, ``as_ivy_dev``, ``as_native_dev``, ``default_device``,
``set_default_device``, ``to_device``, ``gpu_is_available``, ``num_gpus`` ...);
``devices`` lists a backend's devices (as ``__array_namespace_info__().devices()``).

>>> import ivy
>>> ivy.default_device()
'cpu'
>>> ivy.dev(ivy.asarray([1.0]))
'cpu'

``set_default_device`` applies to functions that create arrays from nothing
(``zeros``, ``arange``, ``asarray`` of Python data, ...) on every backend;
functions given an array (``zeros_like``, ``asarray`` of an array) keep that
array's device, as the standard says. The default is process-wide (not per
thread), a stack as in Ivy: ``unset_default_device`` restores the previous one.
"""

from __future__ import annotations

import os

from . import _dispatch as _d
from .errors import InvalidArgumentError

__all__ = [
    "dev", "as_ivy_dev", "as_native_dev", "default_device", "set_default_device", "unset_default_device",
    "DefaultDevice", "to_device", "devices", "gpu_is_available", "num_gpus", "tpu_is_available",
    "num_cpu_cores",
]

_default_device_stack: list = []


def _backend(backend):
    if backend is not None:
        return _d.get_backend(backend).load()
    b = _d._state.backend
    return (b if b is not None else _d.default_backend()).load()


def _array_backend(x, what):
    n = x._data if x.__class__ is _d._Array else x
    b = _d._TYPES[type(n)]
    if b is None:
        raise InvalidArgumentError(f"ivy.{what}: expected an array, got {type(x).__name__}")
    return b.load(), n


def _not_an_array(device, what):
    """Refuse an array where a device is expected (the backends read one as a device name, a
    truth value or a dict key, and failed in as many ways)."""
    owner = _d._TYPES[type(device)]  # (a framework's device class is owned by its backend too)
    if device.__class__ is _d._Array or owner is not None and owner.load().is_native_array(device):
        raise InvalidArgumentError(f"ivy.{what}: expected a device, got an array; ivy.dev(x) is an array's device")


def dev(x, /, *, as_native=False):
    """The device ``x`` lives on: an ivy device string, or the native device with ``as_native=True``.

    >>> ivy.dev(ivy.zeros(2))
    'cpu'
    """
    b, n = _array_backend(x, "dev")
    d = b.device_of(n)
    return b.native_device(d) if as_native else d


def as_ivy_dev(device, /, *, backend=None):
    """``device`` (an ivy string or the backend's own device object or name) as an ivy device string;
    ``None`` is the default device, an array an InvalidArgumentError.

    >>> ivy.as_ivy_dev("cpu")
    'cpu'
    """
    if isinstance(device, str) and device == "cpu":
        return "cpu"
    if device is None:  # the default device
        return default_device(backend=backend)
    _not_an_array(device, "as_ivy_dev")
    b = _backend(backend)
    native = b.native_device(device)
    return b.device_of(b.asarray(0, device=native))


def as_native_dev(device, /, *, backend=None):
    """``device`` as the backend's native device object (a ``torch.device``, a JAX ``Device`` ...);
    ``None`` is the default device, an array an InvalidArgumentError.

    >>> ivy.as_native_dev("cpu", backend="numpy")
    'cpu'
    """
    if device is None:  # the default device
        return default_device(as_native=True, backend=backend)
    if device.__class__ is not str:
        _not_an_array(device, "as_native_dev")
    return _backend(backend).native_device(device)


def default_device(device=None, /, *, item=None, as_native=None, backend=None):
    """The device arrays are created on when none is given.

    As in Ivy: ``device`` given -> that device (converted if ``as_native`` is
    True or False); ``item`` an array -> its device; else the device set by
    :func:`set_default_device`, else the backend's default (``"cpu"`` unless
    the framework is configured otherwise).

    >>> ivy.default_device()
    'cpu'
    """
    if device is not None:
        if as_native is True:
            return as_native_dev(device, backend=backend)
        if as_native is False:
            return as_ivy_dev(device, backend=backend)
        return device
    if item is not None and (item.__class__ is _d._Array or _d._TYPES[type(item)] is not None):
        return dev(item, as_native=bool(as_native))
    if _default_device_stack:
        d = _default_device_stack[-1]
        if as_native:
            return as_native_dev(d, backend=backend)
        return d if isinstance(d, str) else as_ivy_dev(d, backend=backend)
    b = _backend(backend)
    d = b.default_device()
    return b.native_device(d) if as_native else d


def _publish():
    _d._GLOBALS["_DD"] = _default_device_stack[-1] if _default_device_stack else None


def set_default_device(device, /):
    """Make ``device`` the default for creation functions (pushes on Ivy's default-device stack).

    >>> ivy.set_default_device("cpu"); ivy.unset_default_device()
    """
    if device is None:
        raise InvalidArgumentError("ivy.set_default_device: pass a device such as 'cpu' or 'gpu:0'")
    _default_device_stack.append(device)
    _publish()


def unset_default_device():
    """Drop the last :func:`set_default_device` (back to the previous default).

    >>> ivy.unset_default_device()
    """
    if _default_device_stack:
        _default_device_stack.pop()
    _publish()


class DefaultDevice:
    """``with ivy.DefaultDevice("cpu"): ...`` sets the default device inside the block.

    >>> with ivy.DefaultDevice("cpu"):
    ...     ivy.zeros(2).device
    'cpu'
    """

    def __init__(self, device, /):
        self._dev = device

    def __enter__(self):
        set_default_device(self._dev)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        unset_default_device()
        return False


def to_device(x, device, /, *, stream=None):
    """``x`` on ``device`` (a copy unless it is there already); native in, native out.

    >>> ivy.to_device(ivy.ones(2), "cpu").device
    'cpu'
    """
    b, n = _array_backend(x, "to_device")
    out = b.to_device(n, b.native_device(device))
    return _d._Array(out) if x.__class__ is _d._Array else out


def devices(*, backend=None):
    """The devices of the current (or named) backend, as ivy strings: ``["cpu", "gpu:0", ...]``.

    >>> ivy.devices()
    ['cpu']
    """
    return list(_backend(backend).devices())


def gpu_is_available(*, backend=None):
    """Whether the backend sees a GPU.

    >>> ivy.gpu_is_available(backend="numpy")
    False
    """
    return any(d.startswith("gpu") for d in devices(backend=backend))


def num_gpus(*, backend=None):
    """How many GPUs the backend sees.

    >>> ivy.num_gpus(backend="numpy")
    0
    """
    return sum(1 for d in devices(backend=backend) if d.startswith("gpu"))


def tpu_is_available(*, backend=None):
    """Whether the backend sees a TPU.

    >>> ivy.tpu_is_available(backend="numpy")
    False
    """
    return any(d.startswith("tpu") for d in devices(backend=backend))


def num_cpu_cores(*, logical=True):
    """The number of CPU cores: logical (hyper-threads counted) or physical.

    >>> ivy.num_cpu_cores() >= 1
    True
    """
    n = os.cpu_count() or 1
    if logical:
        return n
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as fh:
            cores = set()
            phys = core = None
            for line in fh:
                if line.startswith("physical id"):
                    phys = line.split(":", 1)[1].strip()
                elif line.startswith("core id"):
                    core = line.split(":", 1)[1].strip()
                elif not line.strip():
                    if core is not None:
                        cores.add((phys, core))
                    phys = core = None
            if core is not None:
                cores.add((phys, core))
        return len(cores) or n
    except OSError:
        return n

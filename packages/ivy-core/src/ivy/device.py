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
import re

from . import _dispatch as _d
from ._argcheck import guarded
from ._dispatch import with_out as _with_out
from ._threadstate import StackGroup
from .errors import InvalidArgumentError

__all__ = [
    "dev", "as_ivy_dev", "as_native_dev", "default_device", "set_default_device", "unset_default_device",
    "DefaultDevice", "to_device", "devices", "gpu_is_available", "num_gpus", "tpu_is_available",
    "num_cpu_cores", "set_soft_device_mode", "unset_soft_device_mode", "handle_soft_device_variable",
    "get_all_ivy_arrays_on_dev", "num_ivy_arrays_on_dev", "print_all_ivy_arrays_on_dev", "clear_cached_mem_on_dev",
    "total_mem_on_dev", "used_mem_on_dev", "percent_used_mem_on_dev", "dev_util", "split_factor", "split_factors",
    "set_split_factor", "split_func_call", "function_supported_devices", "function_unsupported_devices",
]

# set_default_device's stack: each thread that sets one has its own copy, starting from the main
# thread's (ivy._threadstate)
_GROUP = StackGroup(("device",), on_change=lambda: _publish())
_default_device_stack = _GROUP.stack("device")


def _current_device():
    """The device set for this thread (by it, or by the main thread), else None."""
    st = _GROUP.view()["device"]
    return st[-1] if st else None


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


def set_native_device(xp):
    """The native device of :func:`set_default_device`'s device on the backend ``xp``, or None
    where none is set: for compositions that create arrays with no ``device`` argument to take
    (windows, ``frombuffer``), as the dispatchers do for ``zeros``."""
    return xp.native_device(_default_device_stack[-1]) if _default_device_stack else None


def _publish():
    # the dispatchers' flag: while no thread has a default device they pay nothing for it; then
    # they ask this thread's (None where it has none)
    _d._GLOBALS["_DD"] = _current_device if _GROUP.active() else None


_DEVICE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(:[0-9]+)?")


def _check_device(device, what):
    """``device`` must be a device name (``"cpu"``, ``"gpu:0"``, a backend's own such as
    ``"device1"``) or a framework's device object; anything else would make every later
    creation call fail."""
    if isinstance(device, str):
        if _DEVICE_NAME.fullmatch(device):
            return
        raise InvalidArgumentError(f"ivy.{what}: {device!r} is not a device name; pass one such as 'cpu' or 'gpu:0'")
    from . import _argcheck

    if device is None or not _argcheck._is_native_thing(device) or _argcheck.is_array(device):
        _argcheck.not_an_array(f"ivy.{what}", "device", device, "a device ('cpu', 'gpu:0' or a native device)")


def set_default_device(device, /):
    """Make ``device`` the default for creation functions (pushes on Ivy's default-device stack).

    >>> ivy.set_default_device("cpu"); ivy.unset_default_device()
    """
    _check_device(device, "set_default_device")
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
        _check_device(device, "DefaultDevice")
        self._dev = device

    def __enter__(self):
        set_default_device(self._dev)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        unset_default_device()
        return False


@_with_out
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


# ------------------------------------------------------------ soft device mode


def set_soft_device_mode(mode: bool) -> None:
    """Ivy's soft device mode: move inputs to the default device before each operation. ivy's
    dispatchers do not (that would cost every call), so only False is accepted
    (``ivy.soft_device_mode``); True raises InvalidArgumentError. :func:`handle_soft_device_variable`
    does the move for one call.

    >>> ivy.set_soft_device_mode(False); ivy.soft_device_mode
    False
    >>> ivy.unset_soft_device_mode()
    """
    from .general import _check_fixed

    _check_fixed("soft_device_mode", mode)


def unset_soft_device_mode() -> None:
    """Go back to the previous soft device mode (False)."""
    from .general import _pop_mode

    _pop_mode("soft_device_mode")


@guarded(fn="Callable")
def handle_soft_device_variable(*args, fn, **kwargs):
    """``fn(*args, **kwargs)`` with every array in ``args`` and ``kwargs`` (nests too) moved to the
    default device first (what Ivy's soft device mode does to each call).

    >>> float(ivy.handle_soft_device_variable(ivy.ones(2), ivy.ones(2), fn=ivy.vecdot))
    2.0
    """
    from . import _tree

    target = default_device()

    def move(v):
        if v.__class__ is _d._Array or (_d._TYPES[type(v)] is not None and _d._TYPES[type(v)].is_native_array(v)):
            b, n = _array_backend(v, "handle_soft_device_variable")
            if b.device_of(n) != as_ivy_dev(target, backend=b.name):
                return to_device(v, target)
        return v

    args, kwargs = _tree.map_leaves(move, (list(args), dict(kwargs)))
    return fn(*args, **kwargs)


# ------------------------------------------------------------ arrays on a device


def _ivy_dev(device, what):
    if device is None:
        raise InvalidArgumentError(f"ivy.{what}: pass a device such as 'cpu' or 'gpu:0'")
    if isinstance(device, str):
        d = device.strip().lower()
        return "gpu:0" if d == "gpu" else d
    _not_an_array(device, what)
    return as_ivy_dev(device)


def get_all_ivy_arrays_on_dev(device, /):
    """Every live ``ivy.Array`` on ``device`` (found through Python's garbage collector), as an
    ``ivy.Container`` keyed by ``str(id(array))``.

    >>> x = ivy.ones(2)
    >>> str(id(x)) in ivy.get_all_ivy_arrays_on_dev("cpu")
    True
    """
    import gc

    from .container import Container

    device = _ivy_dev(device, "get_all_ivy_arrays_on_dev")
    arr, types = _d._Array, _d._TYPES
    found = {}
    for obj in gc.get_objects():
        if type(obj) is arr:
            data = getattr(obj, "_data", arr)  # (unset in one whose making a backend error cut short)
            b = None if data is arr else types[type(data)]
            if b is not None and b.load().device_of(data) == device:
                found[str(id(obj))] = obj
    return Container(found)


def num_ivy_arrays_on_dev(device, /) -> int:
    """How many live ``ivy.Array``\\ s are on ``device``.

    >>> ivy.num_ivy_arrays_on_dev("cpu") >= 0
    True
    """
    return len(get_all_ivy_arrays_on_dev(device))


def print_all_ivy_arrays_on_dev(*, device=None, attr_only: bool = True) -> None:
    """Print each live ``ivy.Array`` on ``device`` (the default device if None): its shape and dtype
    (``attr_only``) or the array."""
    for a in get_all_ivy_arrays_on_dev(default_device() if device is None else device).values():
        print((tuple(a.shape), a.dtype) if attr_only else a)


# ------------------------------------------------------------ memory and use


def _gpu_index(device):
    try:
        return int(device.split(":", 1)[1])
    except (IndexError, ValueError):
        raise InvalidArgumentError(f"invalid device {device!r}: expected 'cpu' or 'gpu:<index>'") from None


def _check_dev(device, what):
    d = _ivy_dev(device, what)
    if d != "cpu" and not d.startswith("gpu:"):
        raise InvalidArgumentError(f"ivy.{what}: memory and use are known for 'cpu' and 'gpu:<index>', not {d!r}")
    if d.startswith("gpu:"):
        _gpu_index(d)
    return d


def _meminfo():
    """``/proc/meminfo``'s MemTotal and MemAvailable in bytes (Linux); else total from sysconf."""
    vals = {}
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                k, _, rest = line.partition(":")
                if k in ("MemTotal", "MemAvailable", "MemFree"):
                    vals[k] = int(rest.split()[0]) * 1024
    except OSError:
        pass
    if "MemTotal" not in vals:
        try:
            vals["MemTotal"] = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
        except (ValueError, OSError, AttributeError):
            raise InvalidArgumentError(
                "the CPU's memory is unknown on this system (no /proc/meminfo, no sysconf)"
            ) from None
    return vals


def _rss():
    try:
        with open("/proc/self/statm", encoding="ascii") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # (peak, in kB on Linux)


def _torch_cuda(device, what):
    import sys

    torch = sys.modules.get("torch")
    if torch is None or not torch.cuda.is_available():
        raise InvalidArgumentError(
            f"ivy.{what}({device!r}): GPU memory is read through torch.cuda; torch is not loaded or sees no GPU"
        )
    i = _gpu_index(device)
    if i >= torch.cuda.device_count():
        raise InvalidArgumentError(f"ivy.{what}: torch sees {torch.cuda.device_count()} GPUs, not {device!r}")
    return torch, i


def clear_cached_mem_on_dev(device, /) -> None:
    """Free the memory the framework caches on ``device`` (torch's CUDA caching allocator:
    ``torch.cuda.empty_cache``); the CPU and the other frameworks keep no such cache here.

    >>> ivy.clear_cached_mem_on_dev("cpu")
    """
    d = _check_dev(device, "clear_cached_mem_on_dev")
    if d.startswith("gpu:"):
        import sys

        torch = sys.modules.get("torch")
        if torch is not None and torch.cuda.is_available() and torch.cuda.is_initialized():
            with torch.cuda.device(_gpu_index(d)):
                torch.cuda.empty_cache()


def total_mem_on_dev(device, /) -> float:
    """The memory of ``device`` in GB (1e9 bytes): the RAM for ``"cpu"`` (``/proc/meminfo``), a
    GPU's through torch (``torch.cuda.mem_get_info``).

    >>> ivy.total_mem_on_dev("cpu") > 0
    True
    """
    d = _check_dev(device, "total_mem_on_dev")
    if d == "cpu":
        return _meminfo()["MemTotal"] / 1e9
    torch, i = _torch_cuda(d, "total_mem_on_dev")
    return torch.cuda.mem_get_info(i)[1] / 1e9


def used_mem_on_dev(device, /, *, process_specific: bool = False) -> float:
    """The memory in use on ``device`` in GB: for ``"cpu"`` MemTotal - MemAvailable (this process's
    resident set with ``process_specific``); for a GPU total - free (this process's torch
    allocator's reserved memory with ``process_specific``).

    >>> 0 < ivy.used_mem_on_dev("cpu") <= ivy.total_mem_on_dev("cpu")
    True
    """
    d = _check_dev(device, "used_mem_on_dev")
    if d == "cpu":
        if process_specific:
            return _rss() / 1e9
        m = _meminfo()
        return (m["MemTotal"] - m.get("MemAvailable", m.get("MemFree", 0))) / 1e9
    torch, i = _torch_cuda(d, "used_mem_on_dev")
    if process_specific:
        return torch.cuda.memory_reserved(i) / 1e9
    free, total = torch.cuda.mem_get_info(i)
    return (total - free) / 1e9


def percent_used_mem_on_dev(device, /, *, process_specific: bool = False) -> float:
    """:func:`used_mem_on_dev` as a percentage of :func:`total_mem_on_dev`.

    >>> 0 < ivy.percent_used_mem_on_dev("cpu") <= 100
    True
    """
    return 100.0 * used_mem_on_dev(device, process_specific=process_specific) / total_mem_on_dev(device)


def _cpu_times():
    with open("/proc/stat", encoding="ascii") as fh:
        vals = [int(v) for v in fh.readline().split()[1:]]
    idle = vals[3] + (vals[4] if len(vals) > 4 else 0)  # idle + iowait
    return sum(vals[:8]), idle  # (guest time is already in user)


def dev_util(device, /) -> float:
    """The current use of ``device`` in percent: for ``"cpu"`` the busy share of all cores over
    0.1 s (``/proc/stat``); for a GPU torch's ``torch.cuda.utilization`` (needs NVML).

    >>> 0.0 <= ivy.dev_util("cpu") <= 100.0
    True
    """
    import time

    d = _check_dev(device, "dev_util")
    if d == "cpu":
        try:
            t0, i0 = _cpu_times()
            time.sleep(0.1)
            t1, i1 = _cpu_times()
        except (OSError, ValueError, IndexError):
            raise InvalidArgumentError("ivy.dev_util: the CPU's use is read from /proc/stat, absent here") from None
        dt = t1 - t0
        return 0.0 if dt <= 0 else 100.0 * (dt - (i1 - i0)) / dt
    torch, i = _torch_cuda(d, "dev_util")
    try:
        return float(torch.cuda.utilization(i))
    except Exception as e:  # noqa: BLE001 - pynvml missing or NVML refusing
        raise InvalidArgumentError(f"ivy.dev_util({d!r}): torch.cuda.utilization failed ({e})") from e


# ------------------------------------------------------------ splitting calls

split_factors: dict = {}  # Ivy's ivy.split_factors: device -> factor
_max_chunk_sizes: dict = {}


def split_factor(device=None, /) -> float:
    """The split factor of ``device`` (the default device if None): 0.0 unless set with
    :func:`set_split_factor`. :func:`split_func_call` makes chunks of
    ``1 + round((max_chunk_size - 1) * factor)``.

    >>> ivy.split_factor()
    0.0
    """
    d = default_device() if device is None else device
    return split_factors.setdefault(d if isinstance(d, str) else as_ivy_dev(d), 0.0)


def set_split_factor(factor: float, /, *, device=None) -> None:
    """Set the split factor of ``device`` (the default device if None), a number >= 0 (as Ivy;
    above 1 the chunks exceed ``max_chunk_size``).

    >>> ivy.set_split_factor(0.5); ivy.split_factor()
    0.5
    >>> ivy.set_split_factor(0.0)
    """
    if isinstance(factor, bool) or not isinstance(factor, (int, float)) or not 0 <= factor < float("inf"):
        raise InvalidArgumentError(f"ivy.set_split_factor: factor must be a finite number >= 0, got {factor!r}")
    d = default_device() if device is None else device
    split_factors[d if isinstance(d, str) else as_ivy_dev(d)] = float(factor)


def split_func_call(func, inputs, mode, /, *, max_chunk_size=None, chunk_size=None, input_axes=0, output_axes=None,
                    stop_gradients=False, device=None):
    """``func(*inputs)`` computed in chunks: each input is split along its ``input_axes`` entry
    into chunks of ``chunk_size`` (else ``1 + round((max_chunk_size - 1) * split_factor(device))``,
    ``max_chunk_size`` defaulting to the largest split-axis length seen for these shapes), ``func``
    is called on each chunk, and the results are joined by ``mode``: ``"concat"`` (along
    ``output_axes``, default the first input axis), ``"sum"`` or ``"mean"`` (the mean of the
    chunks' results). A tuple result is joined item by item; ``stop_gradients`` stops the
    gradient of each chunk's result.

    >>> x = ivy.arange(6.0)
    >>> ivy.split_func_call(lambda a: a * 2, [x], "concat", chunk_size=4)
    ivy.array([ 0.,  2.,  4.,  6.,  8., 10.], dtype=float32, backend=numpy)
    """
    import math

    import ivy

    if mode not in ("concat", "mean", "sum"):
        raise InvalidArgumentError(f"ivy.split_func_call: mode must be 'concat', 'mean' or 'sum', got {mode!r}")
    inputs = list(inputs)
    if not inputs:
        raise InvalidArgumentError("ivy.split_func_call: inputs is empty")
    n_in = len(inputs)
    axes = [input_axes] * n_in if isinstance(input_axes, int) else list(input_axes)
    if len(axes) != n_in:
        raise InvalidArgumentError(f"ivy.split_func_call: {len(axes)} input_axes for {n_in} inputs")
    shapes = [tuple(x.shape) for x in inputs]
    axes = [a + len(s) if a < 0 else a for a, s in zip(axes, shapes)]
    for a, s in zip(axes, shapes):
        if not 0 <= a < len(s):
            raise InvalidArgumentError(f"ivy.split_func_call: axis {a} is out of range for an input of shape {s}")
    dim = shapes[0][axes[0]]
    if any(s[a] != dim for a, s in zip(axes, shapes)):
        raise InvalidArgumentError(
            f"ivy.split_func_call: the inputs' split axes differ in length ({[s[a] for a, s in zip(axes, shapes)]})"
        )
    if chunk_size is None:
        if max_chunk_size is None:
            key = tuple(shapes)
            max_chunk_size = max(_max_chunk_sizes.get(key, 0), dim)
            _max_chunk_sizes[key] = max_chunk_size
        chunk_size = 1 + int(round((max_chunk_size - 1) * split_factor(default_device(device))))
    if isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1:
        raise InvalidArgumentError(f"ivy.split_func_call: chunk_size must be an int >= 1, got {chunk_size!r}")
    if chunk_size >= dim:
        return func(*inputs)
    starts = range(0, dim, chunk_size)
    post = ivy.stop_gradient if stop_gradients else (lambda r: r)

    def piece(x, a, s):
        return x[(slice(None),) * a + (slice(s, s + chunk_size),)]

    rets = []
    for s in starts:
        r = func(*[piece(x, a, s) for x, a in zip(inputs, axes)])
        rets.append(tuple(post(v) for v in r) if isinstance(r, tuple) else (post(r),))
    n_out = len(rets[0])
    if mode == "concat":
        outs = [output_axes] * n_out if output_axes is None or isinstance(output_axes, int) else list(output_axes)
        outs = [axes[0] if o is None else o for o in outs]
        joined = [ivy.concat([r[i] for r in rets], axis=outs[i]) for i in range(n_out)]
    else:
        joined = []
        for i in range(n_out):
            acc = rets[0][i]
            for r in rets[1:]:
                acc = acc + r[i]
            joined.append(acc / math.ceil(dim / chunk_size) if mode == "mean" else acc)
    return joined[0] if n_out == 1 else (joined if mode == "concat" else tuple(joined))


# ------------------------------------------------------------ supported devices

_DEVICE_KINDS = ("cpu", "gpu", "tpu")


def _kinds(backend=None):
    out = []
    for d in devices(backend=backend):
        k = d.split(":", 1)[0]
        if k not in out:
            out.append(k)
    return tuple(out)


def function_supported_devices(fn, recurse: bool = True):
    """The kinds of device (``"cpu"``, ``"gpu"``, ``"tpu"``; a backend's own names where it has
    others) the current backend runs ``fn`` on here: those it has devices of. ivy's functions
    run on every device of their backend, so this is the same for every function (``recurse``
    changes nothing).

    >>> ivy.function_supported_devices(ivy.ones)
    ('cpu',)
    """
    if not callable(fn):
        raise InvalidArgumentError(f"ivy.function_supported_devices: expected a function, got {type(fn).__name__}")
    return _kinds()


def function_unsupported_devices(fn, recurse: bool = True):
    """The kinds among ``"cpu"``, ``"gpu"``, ``"tpu"`` that :func:`function_supported_devices`
    leaves out.

    >>> ivy.function_unsupported_devices(ivy.ones)
    ('gpu', 'tpu')
    """
    have = function_supported_devices(fn, recurse)
    return tuple(k for k in _DEVICE_KINDS if k not in have)

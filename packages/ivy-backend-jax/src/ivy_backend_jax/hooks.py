"""What ivy-core needs from JAX beyond the API functions: dtypes, devices, indexing.

- 64-bit types: ivy's default int is int64 and it has float64/complex128 on every
  backend, so importing this module (the first use of the jax backend) turns on
  JAX's process-wide ``jax_enable_x64`` flag.
- Dtypes: all of ivy's, bfloat16 included (NumPy arrays of it use ``ml_dtypes``).
- Devices: ivy strings "cpu" and "gpu:N" (``jax.devices("gpu")[N]``), "tpu:N";
  ``native_device`` also takes JAX ``Device`` objects and "cuda:N".
- Indexing: JAX arrays are immutable, so ``setitem`` returns ``x.at[key].set(value)``
  (a new array) and ``inplace_update`` returns the new value. JAX clamps
  out-of-range Python integer indices; ivy raises ``IndexError`` as NumPy does.
"""

from __future__ import annotations

import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402 - after the x64 switch
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

import ivy  # noqa: E402

_Array = jax.Array
_AI = type(jnp.zeros(()))  # a JAX array that holds values (jax.Array is also a tracer's class)

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
    ivy.bfloat16: np.dtype(jnp.bfloat16),
    ivy.float32: np.dtype("float32"),
    ivy.float64: np.dtype("float64"),
    ivy.complex64: np.dtype("complex64"),
    ivy.complex128: np.dtype("complex128"),
}


def dtype_of(x):
    return x.dtype


def is_native_array(x):
    return isinstance(x, _Array)


def shape(x):
    return tuple(x.shape)


# ---------------------------------------------------------------- indexing

_INT_TYPES = (int, np.integer)


def _consumed(k):
    """How many dimensions of x the key entry ``k`` indexes."""
    if k is None or k is Ellipsis or k.__class__ is bool:
        return 0
    d = getattr(k, "dtype", None)
    if d is not None and d == np.bool_:
        return np.ndim(k)
    return 1


def _check_ints(x, key):
    """IndexError for integer indices out of range: Python and NumPy ints, and integer arrays
    that hold values (not traced ones, whose values only exist under ``jax.jit``; one read back
    to the host each, as ``take`` does). JAX would clamp them in ``x[key]`` and drop the
    update in ``x.at[key].set``."""
    shp = x.shape
    if key.__class__ is not tuple:
        key = (key,)
    nd = len(shp)
    used = 0
    for k in key:
        used += _consumed(k)
    if used > nd:
        raise IndexError(f"too many indices: the array is {nd}-dimensional, but {used} were indexed")
    dim = 0
    for k in key:
        if k is Ellipsis:
            dim += nd - used
            continue
        if isinstance(k, _INT_TYPES) and k.__class__ is not bool:
            n = shp[dim]
            if not -n <= k < n:
                raise IndexError(f"index {int(k)} is out of bounds for axis {dim} with size {n}")
        elif (k.__class__ is _AI or k.__class__ is np.ndarray) and k.dtype.kind in "iu" and k.size:
            n = shp[dim]
            a = np.asarray(k)
            lo, hi = a.min(), a.max()
            if lo < -n or hi >= n:
                bad = int(lo) if lo < -n else int(hi)
                raise IndexError(f"index {bad} is out of bounds for axis {dim} with size {n}")
        dim += _consumed(k)


def _fix_part(k):
    c = k.__class__
    if c is float or c is complex or c is str:  # (JAX raised TypeError)
        raise IndexError(f"only integers, slices, ellipsis, None and integer or boolean arrays are valid indices, "
                         f"not {c.__name__}")
    if c is list:
        return jnp.asarray(k)
    if isinstance(k, np.ndarray) or isinstance(k, _Array):
        if k.dtype.kind not in "biu":
            raise IndexError(f"arrays used as indices must be of integer or boolean dtype, not {k.dtype}")
    return k


def _plain(k):
    """Whether ``k`` is a key entry the lax path takes: a Python int, None, Ellipsis, or a slice
    with Python-int (or no) bounds."""
    c = k.__class__
    if c is int or k is None or k is Ellipsis:
        return True
    return c is slice and (k.start is None or k.start.__class__ is int) and (
        k.stop is None or k.stop.__class__ is int) and (k.step is None or k.step.__class__ is int)


def _basic(x, key):
    """``x[key]`` for a tuple of plain entries (see ``_plain``) as at most three lax calls: a
    reversal of the negative-step dimensions, one slice, one reshape (integers drop their
    dimension, None adds one). JAX's own ``x[key]`` costs 2-4 times more eagerly."""
    shp = x.shape
    nd = len(shp)
    used = 0
    ellipses = 0
    for k in key:
        if k is Ellipsis:
            ellipses += 1
        elif k is not None:
            used += 1
    if used > nd:
        raise IndexError(f"too many indices: the array is {nd}-dimensional, but {used} were indexed")
    if ellipses > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    starts = [0] * nd
    limits = list(shp)
    strides = [1] * nd
    rev = []
    out = []
    dim = 0
    for k in key:
        if k is None:
            out.append(1)
        elif k is Ellipsis:
            out.extend(shp[dim:dim + nd - used])
            dim += nd - used
        elif k.__class__ is int:
            n = shp[dim]
            if not -n <= k < n:
                raise IndexError(f"index {k} is out of bounds for axis {dim} with size {n}")
            starts[dim] = k + n if k < 0 else k
            limits[dim] = starts[dim] + 1
            dim += 1
        else:
            n = shp[dim]
            a, b, step = k.indices(n)  # ValueError for a zero step, as NumPy
            m = len(range(a, b, step))
            if step < 0:
                rev.append(dim)
                a = n - 1 - a
                step = -step
            starts[dim] = a
            limits[dim] = a + (m - 1) * step + 1 if m else a
            strides[dim] = step
            out.append(m)
            dim += 1
    out.extend(shp[dim:])
    if rev:
        x = lax.rev(x, tuple(rev))
    if starts != [0] * nd or limits != list(shp) or strides != [1] * nd:
        # (strides given even where all are 1: lax.slice's own default path costs twice as much)
        x = lax.slice(x, tuple(starts), tuple(limits), tuple(strides))
    out = tuple(out)
    return x if out == x.shape else lax.reshape(x, out)


def getitem(x, key):
    c = key.__class__
    if c is int or c is slice:
        if _plain(key):
            return _basic(x, (key,))
        return x[key]
    if c is tuple and all([_plain(k) for k in key]):
        return _basic(x, key)
    if c is tuple:
        key = tuple([_fix_part(k) for k in key])
    else:
        key = _fix_part(key)
    _check_ints(x, key)
    return x[key]


def setitem(x, key, value):
    c = key.__class__
    if c is tuple:
        key = tuple([_fix_part(k) for k in key])
    elif c is not int and c is not slice:
        key = _fix_part(key)
    _check_ints(x, key)
    if value.__class__ is list:
        value = jnp.asarray(value, dtype=x.dtype)
    return x.at[key].set(value)


def inplace_update(x, value):
    return value  # JAX arrays are immutable: the Array holder takes the new one


# ----------------------------------------------------------------- devices

_IVY_OF_DEVICE: dict = {}  # jax Device -> ivy device string
_NATIVE_OF_DEVICE: dict = {}  # ivy device string -> jax Device


def _ivy_device(d):
    s = _IVY_OF_DEVICE.get(d)
    if s is None:
        p = d.platform
        if p == "cpu":
            s = "cpu" if d is jax.devices("cpu")[0] else f"cpu:{jax.devices('cpu').index(d)}"
        else:
            if p in ("cuda", "rocm"):
                p = "gpu"
            s = f"{p}:{jax.devices(d.platform).index(d)}"
        _IVY_OF_DEVICE[d] = s
    return s


def device_of(x):
    try:
        d = x.device
    except Exception:  # noqa: BLE001 - a tracer has no concrete device
        return default_device()
    if d.__class__ is not jax.Device and not isinstance(d, jax.Device):  # a sharding over several devices
        d = next(iter(x.devices()))
    return _ivy_device(d)


def native_device(device):
    if device is None:
        return None
    try:
        d = _NATIVE_OF_DEVICE.get(device)
    except TypeError:  # unhashable (a list): no device; refused below
        d = None
    if d is not None:
        return d
    if isinstance(device, jax.Device):
        return device
    if isinstance(device, str):
        name, _, idx = device.partition(":")
        name = name.lower()
        if name == "cuda":
            name = "gpu"
        try:
            i = int(idx) if idx else 0
            devs = jax.devices(name)
            d = devs[i]
        except (RuntimeError, ValueError, IndexError) as e:
            raise ivy.InvalidArgumentError(
                f"device {device!r} is not available to JAX; devices here: {', '.join(devices())} "
                "(use 'cpu' or 'gpu:N')"
            ) from e
        _NATIVE_OF_DEVICE[device] = d
        return d
    raise ivy.InvalidArgumentError(f"not a device: {device!r}; use 'cpu' or 'gpu:N'")


def devices():
    out = []
    for d in jax.devices("cpu")[:1]:
        out.append(_ivy_device(d))
    for platform in ("gpu", "tpu"):
        try:
            out += [_ivy_device(d) for d in jax.devices(platform)]
        except RuntimeError:
            pass
    return out


def default_device():
    d = jax.config.jax_default_device
    if d is None:
        d = jax.devices()[0]
    elif isinstance(d, str):
        d = jax.devices(d)[0]
    return _ivy_device(d)


def to_device(x, device):
    if device is None:
        return x
    try:
        if x.device == device:
            return x
    except Exception:  # noqa: BLE001 - a tracer: device_put still applies
        pass
    return jax.device_put(x, device)


# ------------------------------------------------------------------ numpy


def to_numpy(x):
    return np.asarray(x)  # bfloat16 stays ml_dtypes.bfloat16


def version():
    return jax.__version__


def is_abstract(x):
    """Whether ``x`` is a tracer of a JAX transformation (jax.jit, jax.grad, vmap): no value now."""
    return isinstance(x, jax.core.Tracer)


def translate_error(e, qual):
    """JAX calls a mismatch of matmul's batch dimensions "Incompatible types" (shapes are part of
    its array types): an ivy.ShapeError, as on every other backend. None for anything else."""
    if isinstance(e, (TypeError, ValueError)) and "incompatible types for matmul" in str(e).lower():
        return ivy.ShapeError(f"ivy.{qual} (backend 'jax'): {e}")
    return None

"""What ivy-core needs from MXNet beyond the API functions: dtypes, devices, indexing.

- Native arrays are ``mxnet.numpy.ndarray`` (``mx.np``); legacy ``mx.nd.NDArray``
  inputs to ``ivy.asarray`` are converted with ``as_np_ndarray()``.
- Dtypes: MXNet holds bool, int8, int32, int64, uint8, float16, float32, float64.
  It has no int16, uint16, uint32, uint64, complex64, complex128 or bfloat16
  (bfloat16 exists only inside oneDNN kernels): those are absent from
  NATIVE_DTYPES, so asking for them raises ivy.UnsupportedDtypeError.
- Devices: "cpu" and "gpu:N" (``mx.gpu(N)``).
"""

from __future__ import annotations

import ctypes

import numpy as onp

import ivy
from ivy.plugin import int_slice

# NATIVE_DTYPES and shape (one C call, cheaper than the property) are required hooks
from . import _host
from ._util import NATIVE_DTYPES, _nd, code, mnp, mx, shape  # noqa: F401

_I64 = onp.dtype("int64")
_BOOL = onp.dtype("bool")
_slice_rows = mx.base._LIB.MXNDArraySlice  # what mx.np's x[start:stop] calls (recorded by autograd)
_uint = ctypes.c_uint


def dtype_of(x):
    return x.dtype


def is_native_array(x):
    return isinstance(x, _nd)


def _fix_part(k):
    c = k.__class__
    if c is _nd:
        d = k.dtype
        if d.kind == "f":
            raise IndexError(f"arrays used as indices must be of integer or boolean dtype, not {d}")
        if d.kind in "iu" and d != _I64:
            return k.astype(_I64)
        return k
    if c is slice:
        return int_slice(k)  # bounds given as 0-d arrays: their integers
    if c is list:
        return mnp.array(onp.asarray(k), dtype=onp.asarray(k).dtype) if k else k
    if c is onp.ndarray:
        return mnp.array(k, dtype=k.dtype)
    if c is not int and c is not bool and k is not None and k is not Ellipsis and c is not slice \
            and hasattr(k, "__index__"):
        return k.__index__()
    return k


def _fix_key(key):
    if key.__class__ is tuple:
        return tuple(_fix_part(k) for k in key)
    return _fix_part(key)


def _has_bool_mask(key):
    ks = key if key.__class__ is tuple else (key,)
    for k in ks:
        if k.__class__ is _nd and k.dtype == _BOOL:
            return True
        if k is True or k is False:
            return True
    return False


def _host_getitem(x, key):
    """Indexing MXNet gets wrong or refuses (boolean masks mixed with other parts): on the host."""
    ks = key if key.__class__ is tuple else (key,)
    hk = tuple(k.asnumpy() if k.__class__ is _nd else k for k in ks)
    hk = hk if key.__class__ is tuple else hk[0]
    if _host.grads(x):  # positions on the host, values gathered natively (differentiable)
        return _host.gather(x, _host.positions(x)[hk])
    r = onp.asarray(x.asnumpy()[hk])
    return mnp.array(r, dtype=r.dtype)


def _basic(key):
    """Whether ``key`` is basic indexing (ints, slices, None, Ellipsis) that mx.np handles natively."""
    ks = key if key.__class__ is tuple else (key,)
    for k in ks:
        c = k.__class__
        if c is not int and c is not slice and k is not None and k is not Ellipsis:
            return False
        if c is slice and k.step is not None and k.step < 0:
            return False
    return True


def getitem(x, key):
    if key.__class__ is slice and key.step is None:
        shp = shape(x)
        if shp and code(x) != 7:
            n = shp[0]
            start, stop, _ = key.indices(n)
            if stop > start and n and 0 not in shp:  # rows start:stop, a view (one C call)
                h = mx.base.NDArrayHandle()
                mx.base.check_call(_slice_rows(x.handle, _uint(start), _uint(stop), ctypes.byref(h)))
                return _nd(h, writable=x.writable)
    key = _fix_key(key)
    if x.ndim == 0 and x.dtype != _BOOL:
        ks = key if key.__class__ is tuple else (key,)
        if all(k is None or k is Ellipsis for k in ks):
            return x.reshape((1,) * sum(1 for k in ks if k is None))  # differentiable
    if x.size == 0 or x.ndim == 0 or x.ndim > 8 or x.dtype == _BOOL or not _basic(key):
        # boolean masks, integer arrays, negative steps, bool and size-0 arrays, and arrays of more
        # than 8 dimensions ("ndim=9 too large" in MXNet's slice): on the host (mx.np crashes on
        # several of these)
        return _host_getitem(x, key)
    ks = key if key.__class__ is tuple else (key,)
    nd = x.ndim
    i = 0
    for k in ks:
        if k is Ellipsis:
            i = nd - sum(1 for q in ks if q is not None and q is not Ellipsis) + i
            continue
        if k is None:
            continue
        if k.__class__ is int:
            if i >= nd or not -x.shape[i] <= k < x.shape[i]:
                raise IndexError(f"index {k} is out of bounds for axis {i} with size {x.shape[i] if i < nd else 0}")
        i += 1
    if i > nd:
        raise IndexError(f"too many indices for an array of {nd} dimensions")
    # Integer entries become length-1 slices plus a reshape: mx.np's integer indexing
    # (NDArray._at) is not recorded by mx.autograd, slicing is.
    consumed = sum(1 for q in ks if q is not None and q is not Ellipsis)
    sk = []
    drop = []
    pos = 0
    for k in ks:
        if k.__class__ is int:
            drop.append(pos)
            sk.append(slice(k, k + 1 if k != -1 else None))
            pos += 1
        elif k is Ellipsis:
            pos += nd - consumed
            sk.append(k)
        else:
            sk.append(k)
            pos += 1
    r = x[tuple(sk)]
    if not isinstance(r, _nd):
        r = mnp.array(r, dtype=x.dtype)
    if 0 in r.shape:
        return _host_getitem(x, key)
    if drop:
        r = r.reshape(tuple(s for i, s in enumerate(r.shape) if i not in drop))
    return r


def setitem(x, key, value):
    key = _fix_key(key)
    if isinstance(value, _nd) and value.dtype != x.dtype:
        value = value.astype(x.dtype)
    ks = key if key.__class__ is tuple else (key,)
    hk = tuple(k.asnumpy() if k.__class__ is _nd else k for k in ks)
    hk = hk if key.__class__ is tuple else hk[0]
    if _host.grads(x, value):
        return _setitem_recorded(x, hk, value)
    h = x.asnumpy().copy()
    h[hk] = value.asnumpy() if isinstance(value, _nd) else value
    if x.size:
        x[() if x.ndim == 0 else ...] = mnp.array(h, dtype=x.dtype)
    return x


def _setitem_recorded(x, hk, value):
    """A new array: ``x`` with ``value`` written at ``hk``, gathered natively from both (mx.autograd
    cannot write into an array of its graph, and a host copy would carry no gradient)."""
    v = value if isinstance(value, _nd) else mnp.array(onp.asarray(value, dtype=x.dtype), dtype=x.dtype)
    pos = _host.positions(x)
    pos[hk] = x.size + _host.positions(v)
    src = mnp.concatenate([x.reshape(-1), v.reshape(-1)]) if v.size else x.reshape(-1)
    return _host.gather(src, pos)


def inplace_update(x, value):
    if _host.recording() and isinstance(value, _nd):
        # under mx.autograd a write into x (which may be in the graph) is refused or loses the
        # gradient: the new value is returned (ivy rebinds an ivy.Array to it)
        return value.astype(x.dtype) if value.dtype != x.dtype else value
    if isinstance(value, _nd):
        if value.dtype != x.dtype:
            value = value.astype(x.dtype)
        if value.shape != x.shape:
            return value
    if x.size:
        x[() if x.ndim == 0 else ...] = value
    return x


def device_of(x):
    c = x.ctx
    if c.device_type == "gpu":
        return f"gpu:{c.device_id}"
    return "cpu"


def native_device(device):
    if isinstance(device, mx.Context):
        return device
    s = str(device)
    if s in ("cpu", "cpu:0"):
        return mx.cpu()
    if s.startswith(("gpu", "cuda")):
        _, _, i = s.partition(":")
        n = int(i or 0)
        if n >= mx.context.num_gpus():
            raise ivy.InvalidArgumentError(f"device {device!r} is not available; devices: {devices()}")
        return mx.gpu(n)
    raise ivy.InvalidArgumentError(f"the mxnet backend has no device {device!r}; devices: {devices()}")


def devices():
    return ["cpu"] + [f"gpu:{i}" for i in range(mx.context.num_gpus())]


def default_device():
    c = mx.context.current_context()
    return f"gpu:{c.device_id}" if c.device_type == "gpu" else "cpu"


def to_device(x, device):
    if x.ctx == device:
        return x
    return x.as_in_ctx(device)


def to_numpy(x):
    return x.asnumpy()


# DLPack: mx.np.ndarray has no __dlpack__/__dlpack_device__, but MXNet exports a
# (legacy, unversioned) "dltensor" capsule; ivy.Array's DLPack methods use these hooks.
_DL_DEVICE = {"cpu": 1, "gpu": 2, "cpu_pinned": 3}  # kDLCPU, kDLCUDA, kDLCUDAHost


def dlpack_device(x):
    c = x.ctx
    return (_DL_DEVICE[c.device_type], c.device_id if c.device_type == "gpu" else 0)


def to_dlpack(x, *, stream=None, max_version=None, dl_device=None, copy=None):
    """A DLPack capsule of ``x`` (shares its memory unless ``copy=True`` or another
    ``dl_device`` is asked for). MXNet waits for pending writes to ``x`` before
    exporting, so ``stream`` needs no synchronisation here."""
    if dl_device is not None and tuple(dl_device) != dlpack_device(x):
        if copy is False:
            raise BufferError(f"the array is on DLPack device {dlpack_device(x)}, not {tuple(dl_device)}, "
                              "and copy=False forbids moving it")
        if tuple(dl_device) != (1, 0):
            raise BufferError(f"MXNet can only export to the host (DLPack device (1, 0)), not {tuple(dl_device)}")
        x = x.as_in_ctx(mx.cpu())
    elif copy:
        x = x.copy()
    return x.to_dlpack_for_read()


def version():
    return mx.__version__


def translate_error(e, qual):
    """MXNet raises MXNetError (a RuntimeError) for every refused argument, from a parameter
    parser (``N`` given an array) to an operator's checks: an ivy.InvalidArgumentError (ivy-core
    has already named shape and dtype complaints), as is NumPy's LinAlgError (a singular matrix).
    None for anything else."""
    if isinstance(e, mx.base.MXNetError):
        return ivy.InvalidArgumentError(f"ivy.{qual} (backend 'mxnet'): {e}")
    if isinstance(e, onp.linalg.LinAlgError):  # ivy.linalg runs NumPy 1.x's LAPACK: not a ValueError there
        return ivy.InvalidArgumentError(f"ivy.{qual} (backend 'mxnet'): {e}")
    return None

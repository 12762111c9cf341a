"""What ivy-core needs from TensorFlow beyond the API functions: dtypes, devices, indexing.

- Dtypes: all 15 of ivy's (TensorFlow holds every standard dtype and bfloat16).
  Where TensorFlow lacks a kernel for a dtype (unsigned ``abs``/``pow``, int8
  ``matmul``, ...) the family modules cast to a dtype that has one where that is
  exact.
- Native arrays: ``tf.Tensor`` (eager and symbolic) and ``tf.Variable``.
- Devices: ivy strings "cpu", "gpu:N" <-> TensorFlow's "/CPU:0", "/GPU:N".
  ``native_device`` also takes TensorFlow device strings ("/GPU:0", "GPU:0").
- Indexing: what NumPy takes. Basic keys (ints, slices with any step, None,
  Ellipsis) go to TensorFlow's strided slice; integer and boolean index arrays
  (and lists) follow NumPy's advanced-indexing rules through ``gather_nd``.
  Tensors are immutable: ``setitem`` returns a new tensor (a scatter over the
  flat positions the key selects), ``inplace_update`` returns the new value
  (a ``tf.Variable`` is assigned in place).
- ``tf.convert_to_tensor(ivy.Array)`` (and so TensorFlow functions and operators given an
  ``ivy.Array``) takes the wrapped tensor itself: no copy through the host, and it works inside
  ``tf.function``, where ``__array__`` cannot read a symbolic tensor. An ``ivy.Array`` of another
  backend converts through NumPy.
"""

from __future__ import annotations

import math

import numpy as np
import tensorflow as tf

import ivy
from ivy.plugin import int_slice

from . import _highrank as _hr

NATIVE_DTYPES = {
    ivy.bool: tf.bool,
    ivy.int8: tf.int8,
    ivy.int16: tf.int16,
    ivy.int32: tf.int32,
    ivy.int64: tf.int64,
    ivy.uint8: tf.uint8,
    ivy.uint16: tf.uint16,
    ivy.uint32: tf.uint32,
    ivy.uint64: tf.uint64,
    ivy.float16: tf.float16,
    ivy.bfloat16: tf.bfloat16,
    ivy.float32: tf.float32,
    ivy.float64: tf.float64,
    ivy.complex64: tf.complex64,
    ivy.complex128: tf.complex128,
}

_R = tf.raw_ops
_ET = type(tf.constant(0))
_T = tf.Tensor
_V = tf.Variable
_NATIVE = (tf.Tensor, tf.Variable)
_I64 = tf.int64
_BOOL = tf.bool
_INDEX_KINDS = {id(d): k.kind for k, d in NATIVE_DTYPES.items()}


def _ivy_array_to_tensor(value, dtype=None, name=None, as_ref=False):
    """TensorFlow's conversion of an ``ivy.Array``: its tensor, with TensorFlow's own rules for a
    requested ``dtype`` (registered below)."""
    data = value._data
    if not isinstance(data, _NATIVE):
        data = np.asarray(value)
    return tf.convert_to_tensor(data, dtype=dtype, name=name)


tf.register_tensor_conversion_function(ivy.Array, _ivy_array_to_tensor)


def dtype_of(x):
    return x.dtype


def is_native_array(x):
    return isinstance(x, _NATIVE)


def shape(x):
    return tuple(x.shape)


# ---------------------------------------------------------------- indexing


def _is_index_array(k):
    return isinstance(k, _NATIVE) or isinstance(k, np.ndarray) or k.__class__ is list


def _as_index_tensor(k):
    """An index array (tensor, NumPy array, list) as an int64 or bool tensor."""
    if k.__class__ is list or isinstance(k, np.ndarray):
        a = np.asarray(k)
        if a.size == 0 and a.dtype.kind == "f":
            a = a.astype(np.int64)
        k = tf.constant(a)
    if isinstance(k, _V):
        k = tf.convert_to_tensor(k)
    kd = _INDEX_KINDS.get(id(k.dtype))
    if kd == "b":
        return k
    if kd not in ("i", "u"):
        raise IndexError(f"arrays used as indices must be of integer or boolean dtype, not {k.dtype.name}")
    return k if k.dtype is _I64 else _R.Cast(x=k, DstT=_I64)


def _is_basic(key):
    for k in key:
        c = k.__class__
        if c is int or c is slice or k is None or k is Ellipsis:
            continue
        if c is bool:
            return False
        if isinstance(k, _NATIVE) or isinstance(k, np.ndarray) or c is list:
            if isinstance(k, _NATIVE) and k.shape.rank == 0 and _INDEX_KINDS.get(id(k.dtype)) in ("i", "u"):
                continue
            return False
        if hasattr(k, "__index__"):
            continue
        raise IndexError(
            f"only integers, slices, ellipsis, None and integer or boolean arrays are valid indices, not {k!r}"
        )
    return True


def _basic_key(x, key):
    """Check integer indices against the shape (TensorFlow's error is not an IndexError)."""
    shp = x.shape
    nd = shp.rank
    n_used = 0
    for k in key:
        if k is not None and k is not Ellipsis:
            n_used += 1
    if nd is not None and n_used > nd:
        raise IndexError(f"too many indices for an array of {nd} dimensions: {n_used} were indexed")
    if sum(1 for k in key if k is Ellipsis) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    out = []
    dim = 0
    for k in key:
        if k is Ellipsis:
            dim += nd - n_used if nd is not None else 0
            out.append(k)
            continue
        if k is None:
            out.append(k)
            continue
        c = k.__class__
        if c is slice:
            k = int_slice(k)  # bounds given as 0-d arrays: their integers
        elif c is not int:
            if isinstance(k, _NATIVE):
                k = int(k) if isinstance(k, _ET) else k
            else:
                k = k.__index__()
            c = k.__class__
        if c is int and nd is not None:
            n = shp[dim]
            if n is not None and not -n <= k < n:
                raise IndexError(f"index {k} is out of bounds for axis {dim} with size {n}")
        out.append(k)
        dim += 1
    return tuple(out)


_SPECS = {}  # (begin, end, strides) of an eager strided slice -> the three as int tensors
_SPECS_MAX = 4096
_eager = tf.executing_eagerly
_INT32_MAX = 2**31 - 1


def _strided_slice(x, key):
    """``x[key]`` for a checked basic key (ints, int-bounded slices, None, Ellipsis), eagerly, as
    one StridedSlice. TensorFlow's own ``x[key]`` converts the bounds to new tensors on every
    call (~200 us on a small CPU, where the slice takes ~25 us); eagerly, the tensors of each
    distinct set of bounds are made once and kept."""
    begin = []
    end = []
    strides = []
    begin_mask = end_mask = ellipsis_mask = new_axis_mask = shrink_mask = 0
    bit = 1
    for k in key:
        if k.__class__ is slice:
            if k.start is None:
                begin_mask |= bit
                begin.append(0)
            else:
                begin.append(k.start)
            if k.stop is None:
                end_mask |= bit
                end.append(0)
            else:
                end.append(k.stop)
            strides.append(1 if k.step is None else k.step)
        elif k is None or k is Ellipsis:
            if k is None:
                new_axis_mask |= bit
            else:
                ellipsis_mask |= bit
            begin.append(0)
            end.append(0)
            strides.append(1)
        elif k.__class__ is not int:  # a 0-d tf.Variable
            return x[key]
        else:  # an int: its one element, the dimension dropped (the end is not read)
            begin.append(k)
            end.append(k + 1)
            strides.append(1)
            shrink_mask |= bit
        bit <<= 1
    spec = (tuple(begin), tuple(end), tuple(strides))
    t = _SPECS.get(spec)
    if t is None:
        if len(_SPECS) >= _SPECS_MAX:
            _SPECS.clear()
        wide = any(not -_INT32_MAX - 1 <= v <= _INT32_MAX for part in spec for v in part)
        d = _I64 if wide else tf.int32
        t = _SPECS[spec] = tuple(tf.constant(part, dtype=d) for part in spec)
    return _R.StridedSlice(input=x, begin=t[0], end=t[1], strides=t[2], begin_mask=begin_mask, end_mask=end_mask,
                           ellipsis_mask=ellipsis_mask, new_axis_mask=new_axis_mask, shrink_axis_mask=shrink_mask)


def getitem(x, key):
    c = key.__class__
    if c is int or c is slice:
        key = (key,)
    elif c is not tuple:
        key = (key,)
    if _is_basic(key):
        if not key:
            return x
        key = _basic_key(x, key)
        if _hr.too_many(x):  # (StridedSlice handles 8 dimensions)
            return _hr.basic_getitem(x, key)
        return _strided_slice(x, key) if _eager() else x[key]
    return _advanced(x, key)


def _expand_key(x, key):
    """Split ``key`` into per-entry records; bool arrays become integer arrays (their nonzero)."""
    nd = x.shape.rank
    used = 0
    for k in key:
        if k is None or k is Ellipsis or k is True or k is False:
            continue
        if _is_index_array(k):
            t = _as_index_tensor(k)
            used += t.shape.rank if t.dtype is _BOOL else 1
        else:
            used += 1
    if used > nd:
        raise IndexError(f"too many indices for an array of {nd} dimensions: {used} were indexed")
    entries = []  # ("basic", key_part) | ("adv", [index tensors], n_dims) | ("new",) | ("ell", n)
    seen_ell = False
    for k in key:
        if k is Ellipsis:
            if seen_ell:
                raise IndexError("an index can only have a single ellipsis ('...')")
            seen_ell = True
            entries.append(("ell", nd - used))
        elif k is None:
            entries.append(("new",))
        elif k is True or k is False:
            # a 0-d boolean index: a new axis of length 1 (True) or 0 (False)
            entries.append(("bool0", bool(k)))
        elif _is_index_array(k):
            t = _as_index_tensor(k)
            if t.dtype is _BOOL:
                r = t.shape.rank
                if r == 0:
                    entries.append(("bool0", t))
                    continue
                idx = _hr.nonzero_indices(t) if r > _hr.MAX_DIMS else _R.Where(condition=t)  # (n, r) int64
                entries.append(("adv", [idx[:, i] for i in range(r)], r, t.shape))
            else:
                entries.append(("adv", [t], 1, None))
        else:
            c = k.__class__
            if c is not slice and c is not int:
                k = int(k) if isinstance(k, _NATIVE) else k.__index__()
                c = int
            if c is int:
                entries.append(("adv", [tf.constant(k, dtype=_I64)], 1, None))
            else:
                entries.append(("basic", k))
    if not seen_ell:
        entries.append(("ell", nd - used))
    return entries


def _advanced(x, key):
    """NumPy's advanced indexing: basic slicing first, then one gather over the indexed axes."""
    entries = _expand_key(x, key)
    shp = x.shape
    basic = []  # the key of the basic slicing step (advanced entries keep their axes whole)
    adv_axes = []  # axis of the sliced array for each advanced index tensor
    adv_idx = []  # (index tensor, axis size, axis of x)
    adv_positions = []  # entry positions of the advanced entries
    empty_axes = []  # new axes of a False 0-d boolean index (length 0)
    xdim = 0
    ydim = 0
    for pos, e in enumerate(entries):
        t = e[0]
        if t == "ell":
            if e[1]:
                basic.append(Ellipsis)
            xdim += e[1]
            ydim += e[1]
        elif t == "new":
            basic.append(None)
            ydim += 1
        elif t == "bool0":
            basic.append(None)
            if not bool(e[1]):
                empty_axes.append(ydim)
            ydim += 1
        elif t == "basic":
            basic.append(e[1])
            xdim += 1
            ydim += 1
        else:
            _, idxs, r, mshape = e
            if mshape is not None:
                for i in range(r):
                    n = shp[xdim + i]
                    m = mshape[i]
                    # NumPy lets an empty mask axis stand against an axis of any size.
                    if n is not None and m is not None and n != m and m != 0:
                        raise IndexError(
                            f"boolean index did not match indexed array along axis {xdim + i}; "
                            f"size of axis is {n} but size of corresponding boolean axis is {m}"
                        )
            for i in range(r):
                basic.append(slice(None))
                adv_axes.append(ydim)
                adv_idx.append((idxs[i], shp[xdim], xdim))
                xdim += 1
                ydim += 1
            adv_positions.append(pos)
    y = getitem(x, tuple(basic)) if basic else x
    for d in empty_axes:
        y = tf.gather(y, tf.zeros((0,), _I64), axis=d)
    if not adv_idx:
        return y
    idxs = []
    for idx, n, xd in adv_idx:
        nn = tf.shape(x, out_type=_I64)[xd] if n is None else tf.constant(n, _I64)
        idxs.append(_R.SelectV2(condition=idx < 0, t=idx + nn, e=idx))
    return _gather(y, adv_axes, idxs, adv_positions)


def _gather(y, adv_axes, idxs, adv_positions):
    try:
        bshape = idxs[0].shape
        for i in idxs[1:]:
            bshape = tf.broadcast_static_shape(bshape, i.shape)
    except ValueError as e:
        raise IndexError(f"shape mismatch: indexing arrays could not be broadcast together ({e})") from None
    idxs = [tf.broadcast_to(i, bshape) for i in idxs]
    nd = y.shape.rank
    rest = [a for a in range(nd) if a not in adv_axes]
    perm = list(adv_axes) + rest
    if perm != list(range(nd)):
        y = tf.transpose(y, perm)
    stacked = tf.stack(idxs, axis=-1)
    k = len(idxs)
    if y.shape.num_elements() == 0 and y.shape[:k].num_elements():
        # GatherNd refuses any gather from empty params, even of empty slices at valid indices
        # (x[mask] of a (1, 0) array by a leading mask [True]): bounds checked here, zeros made
        sizes = tf.constant(y.shape[:k].as_list(), _I64)
        # (checked eagerly; while tracing the result is the empty array, as a GPU gather's)
        if tf.executing_eagerly() and not bool(tf.reduce_all((stacked >= 0) & (stacked < sizes))):
            raise IndexError(f"index out of bounds for axes of sizes {y.shape[:k].as_list()}")
        r = tf.zeros(bshape.concatenate(y.shape[k:]), y.dtype)
    elif k > _hr.MAX_GATHER_ND:  # (GatherNd takes 7 index columns): one flat index over the k axes
        sizes = y.shape[:k].as_list()
        if tf.executing_eagerly() and not bool(tf.reduce_all((stacked >= 0) & (stacked < sizes))):
            raise IndexError(f"index out of bounds for axes of sizes {sizes}")
        strides = [math.prod(sizes[i + 1:]) for i in range(k)]
        flat = tf.reduce_sum(stacked * tf.constant(strides, _I64), axis=-1)
        r = tf.gather(tf.reshape(y, [-1] + y.shape[k:].as_list()), flat, axis=0)
    else:
        try:
            r = _R.GatherNd(params=y, indices=stacked)
        except tf.errors.InvalidArgumentError as e:
            raise IndexError(f"index out of bounds ({e.message})") from None
    # contiguous advanced entries: their dimensions replace them in place; otherwise they go first
    contiguous = all(b - a == 1 for a, b in zip(adv_positions, adv_positions[1:]))
    nb = len(bshape)
    out_before = adv_axes[0]
    if contiguous and out_before and nb:
        rr = r.shape.rank
        order = list(range(nb, nb + out_before)) + list(range(nb)) + list(range(nb + out_before, rr))
        r = tf.transpose(r, order)
    return r


def setitem(x, key, value):
    if isinstance(x, _V):
        x = tf.convert_to_tensor(x)
    d = x.dtype
    c = key.__class__
    # a boolean mask of x's shape: one select
    if (c is _ET or isinstance(key, _T)) and key.dtype is _BOOL and key.shape == x.shape:
        v = _value_tensor(value, d)
        if v.shape.rank == 0 or v.shape == x.shape:
            if _hr.too_many(x):
                return _hr.select(key, v, x)
            return _R.SelectV2(condition=key, t=v, e=x)
    if c is int or c is slice:
        key = (key,)
    elif c is not tuple:
        key = (key,)
    n = x.shape.num_elements()
    if n is None:
        flat_pos = tf.reshape(tf.range(tf.size(x, out_type=_I64), dtype=_I64), tf.shape(x))
    else:
        flat_pos = tf.reshape(tf.range(n, dtype=_I64), x.shape)
    pos = getitem(flat_pos, key)
    v = _value_tensor(value, d)
    try:
        v = tf.broadcast_to(v, tf.shape(pos))
    except (ValueError, tf.errors.InvalidArgumentError) as e:
        raise ivy.ShapeError(
            f"x[key] = value: value of shape {tuple(v.shape)} does not broadcast to the selection's shape "
            f"{tuple(pos.shape)}"
        ) from e
    flat = tf.reshape(x, [-1])
    r = scatter_update(flat, tf.reshape(pos, [-1, 1]), tf.reshape(v, [-1]))
    return tf.reshape(r, tf.shape(x)) if n is None else tf.reshape(r, x.shape)


def scatter_update(tensor, indices, updates):
    """``tf.tensor_scatter_nd_update``, with int32 indices while tracing when ``tensor``'s
    dimensions fit: ``tf.vectorized_map`` (``ivy.vmap``) converts it by concatenating its int32
    loop indices with ``indices``, which fails for int64 ones."""
    if not tf.executing_eagerly() and indices.dtype != tf.int32 and all(
            s is not None and s < 2**31 for s in tensor.shape):
        indices = tf.cast(indices, tf.int32)
    return tf.tensor_scatter_nd_update(tensor, indices, updates)


def _value_tensor(value, d):
    if isinstance(value, _NATIVE):
        return value if value.dtype is d else _R.Cast(x=value, DstT=d)
    if isinstance(value, np.ndarray):
        return tf.constant(value.astype(d.as_numpy_dtype) if d is not tf.bfloat16 else value, dtype=d)
    if value.__class__ is bool or value.__class__ is int or value.__class__ is float or value.__class__ is complex:
        try:
            return tf.constant(value, dtype=d)
        except (TypeError, ValueError):
            return _R.Cast(x=tf.constant(value), DstT=d)
    return tf.constant(value, dtype=d)


def inplace_update(x, value):
    if isinstance(x, _V):
        x.assign(value)
        return x
    return value


# ----------------------------------------------------------------- devices

_IVY_DEVICE = {}  # TensorFlow device string -> ivy device string
_NATIVE_DEVICE = {"cpu": "/CPU:0"}


def _ivy_device(s):
    d = _IVY_DEVICE.get(s)
    if d is not None:
        return d
    if not s:
        return default_device()
    name = s.rpartition("device:")[2] if "device:" in s else s.lstrip("/")
    typ, _, idx = name.partition(":")
    typ = typ.lower()
    idx = idx or "0"
    d = "cpu" if typ == "cpu" else f"{typ}:{idx}"
    _IVY_DEVICE[s] = d
    return d


def device_of(x):
    return _ivy_device(x.device)


_DL_CPU, _DL_CUDA = 1, 2  # DLPack's device types


def _dl_device(x):
    """``x.__dlpack_device__()`` of a tensor: (kDLCPU, 0) or (kDLCUDA, its GPU's index)."""
    spec = tf.DeviceSpec.from_string(x.device or "/CPU:0")
    return (_DL_CUDA, spec.device_index or 0) if (spec.device_type or "CPU").upper() == "GPU" else (_DL_CPU, 0)


def to_dlpack(x, *, stream=None, max_version=None, dl_device=None, copy=None):
    """``x.__dlpack__(...)`` as the standard has it, where TensorFlow's own refuses ``copy=True`` and
    ``dl_device`` (RuntimeError): the move (to ``dl_device``) or the copy is made first, then that
    tensor is exported. ``copy=False`` with a move needed, a device TensorFlow cannot place on, or a
    stream for a host array are the standard's ``BufferError``. The capsule is DLPack's legacy one,
    whatever ``max_version`` (the consumer checks the version, as the standard requires)."""
    del max_version
    if isinstance(x, _V):
        x = tf.convert_to_tensor(x)
    here = _dl_device(x)
    copied = False
    if dl_device is not None:
        want = (int(dl_device[0]), int(dl_device[1]))
        if want != here:
            if copy is False:
                raise BufferError(f"__dlpack__: the array is on DLPack device {here}, not {want}, and copy=False "
                                  "forbids the move")
            if want[0] == _DL_CPU:
                dev = "/CPU:0"
            elif want[0] == _DL_CUDA:
                dev = f"/GPU:{want[1]}"
                if f"gpu:{want[1]}" not in devices():
                    raise BufferError(f"__dlpack__: TensorFlow has no GPU {want[1]} here")
            else:
                raise BufferError(f"__dlpack__: TensorFlow cannot place an array on DLPack device {want}")
            with tf.device(dev):
                x = _R.DeepCopy(x=x)
            here, copied = want, True
    if stream is not None and here[0] == _DL_CPU:
        raise BufferError("__dlpack__: stream must be None for an array in host memory")
    if copy and not copied:
        x = _R.DeepCopy(x=x)  # (tf.identity would share the buffer)
    return tf.experimental.dlpack.to_dlpack(x)


def dlpack_device(x):
    return _dl_device(x)


def native_device(device):
    if device is None:
        return None
    try:
        d = _NATIVE_DEVICE.get(device)
    except TypeError:  # unhashable (a list): no device; refused below
        d = None
    if d is not None:
        return d
    if isinstance(device, str):
        s = device.strip()
        if "device:" in s:
            s = s.rpartition("device:")[2]
        s = s.lstrip("/")
        typ, _, idx = s.partition(":")
        typ = typ.lower()
        if typ == "cuda":
            typ = "gpu"
        if typ not in ("cpu", "gpu", "tpu") or (idx and not idx.isdigit()):
            raise ivy.InvalidArgumentError(
                f"unknown device {device!r} for the tensorflow backend; use 'cpu' or 'gpu:N' "
                f"(devices here: {', '.join(devices())})"
            )
        idx = idx or "0"
        ivy_name = "cpu" if typ == "cpu" else f"{typ}:{idx}"
        if ivy_name not in devices():
            raise ivy.InvalidArgumentError(
                f"device {device!r} is not available to TensorFlow; devices here: {', '.join(devices())}"
            )
        d = f"/{typ.upper()}:{idx}"
        _NATIVE_DEVICE[device] = d
        return d
    if isinstance(device, int):
        return native_device(f"gpu:{device}")
    raise ivy.InvalidArgumentError(f"not a device: {device!r}; use 'cpu' or 'gpu:N'")


_DEVICES = []


def devices():
    if not _DEVICES:
        out = ["cpu"]
        for typ in ("GPU", "TPU"):
            for i, _ in enumerate(tf.config.list_logical_devices(typ)):
                out.append(f"{typ.lower()}:{i}")
        _DEVICES.extend(out)
    return list(_DEVICES)


def default_device():
    ds = devices()
    return "gpu:0" if "gpu:0" in ds else "cpu"


def to_device(x, device):
    if device is None:
        return x
    if _ivy_device(x.device) == _ivy_device(device):
        return x
    with tf.device(device):
        return tf.identity(x)


# ------------------------------------------------------------------ numpy


def to_numpy(x):
    if x.dtype is tf.bfloat16:
        x = tf.cast(x, tf.float32)  # NumPy has no bfloat16
    return np.asarray(x.numpy())


def version():
    return tf.__version__


_EAGER_TENSOR = type(tf.constant(0.0))


def is_abstract(x):
    """Whether ``x`` is a symbolic tensor of a graph being built (tf.function): no value now."""
    return isinstance(x, tf.Tensor) and not isinstance(x, _EAGER_TENSOR)


def translate_error(e, qual):
    """An ivy error for a TensorFlow ``OpError`` raised inside ivy.``qual`` (see
    ``_util.translate``); None for any other exception, which ivy-core handles itself."""
    if not isinstance(e, tf.errors.OpError):
        return None
    from ._util import translate  # here: _util imports this module

    return translate(e, qual)

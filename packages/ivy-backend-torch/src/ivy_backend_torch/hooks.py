"""What ivy-core needs from PyTorch beyond the API functions: dtypes, devices, indexing.

- Dtypes: ivy's standard dtypes that torch computes with, plus bfloat16. torch's
  uint16/uint32/uint64 are storage-only (no arithmetic, comparisons, reductions
  on CPU), so they are left out: asking for them raises ivy.UnsupportedDtypeError.
- Devices: ivy strings "cpu", "gpu:N" (CUDA device N), "mps:0"; ``native_device``
  also takes "cuda", "cuda:N", ints and torch.device objects.
- Indexing: what NumPy takes, which torch mostly takes too; negative slice
  steps (torch refuses them) are rewritten as flips, and integer index tensors
  of other dtypes become int64 (torch reads uint8 index tensors as masks).
"""

from __future__ import annotations

import torch

import ivy

from ._util import check_index_range

_T = torch.Tensor

NATIVE_DTYPES = {
    ivy.bool: torch.bool,
    ivy.int8: torch.int8,
    ivy.int16: torch.int16,
    ivy.int32: torch.int32,
    ivy.int64: torch.int64,
    ivy.uint8: torch.uint8,
    ivy.float16: torch.float16,
    ivy.bfloat16: torch.bfloat16,
    ivy.float32: torch.float32,
    ivy.float64: torch.float64,
    ivy.complex64: torch.complex64,
    ivy.complex128: torch.complex128,
}  # no uint16/uint32/uint64: torch only stores them (most operators are not implemented)

_I64 = torch.int64
_BOOL = torch.bool
_INDEX_OK = (torch.int64, torch.bool)


def dtype_of(x):
    return x.dtype


def is_native_array(x):
    return isinstance(x, _T)


def shape(x):
    return tuple(x.shape)


# ---------------------------------------------------------------- indexing


def _index_part(k):
    """One part of a key as torch takes it (None when it needs no change)."""
    c = k.__class__
    if c is _T or isinstance(k, _T):
        if k.dtype not in _INDEX_OK:
            if k.dtype.is_floating_point or k.dtype.is_complex:
                raise IndexError(f"arrays used as indices must be of integer or boolean dtype, not {k.dtype}")
            return k.to(_I64)
        return None
    if c is slice:
        if k.step is not None and k.step < 0:
            return k
        return None
    if c is list:
        return torch.as_tensor(k) if k and not any(isinstance(v, _T) for v in k) else None
    if c is not int and c is not bool and k is not None and k is not Ellipsis and hasattr(k, "__index__") \
            and not hasattr(k, "shape"):
        return k.__index__()
    if hasattr(k, "__array__"):  # a NumPy array or scalar
        t = torch.as_tensor(k)
        f = _index_part(t)
        return t if f is None else f
    return None


def _consumed(k):
    """How many dimensions of x the key entry ``k`` indexes."""
    if k is None or k is Ellipsis or k is True or k is False:
        return 0
    if isinstance(k, _T) and k.dtype is _BOOL:
        return k.dim()
    return 1


def _neg_steps(x, key):
    """Rewrite negative-step slices as positive ones on a flipped ``x``: (x, key)."""
    n_consuming = 0
    for k in key:
        n_consuming += _consumed(k)
    nd = x.dim()
    out = list(key)
    flips = []
    dim = 0
    for i, k in enumerate(key):
        if k is Ellipsis:
            dim += nd - n_consuming
            continue
        if k.__class__ is slice and k.step is not None and k.step < 0:
            n = x.shape[dim]
            r = range(*k.indices(n))
            if len(r) == 0:
                out[i] = slice(0, 0)
            else:
                out[i] = slice(n - 1 - r[0], n - 1 - r[-1] + 1, -k.step)
                flips.append(dim)
        dim += _consumed(k)
    if flips:
        x = torch.flip(x, flips)
    return x, tuple(out)


def _check_empty_masks(key, shape):
    """NumPy's rule for an empty boolean mask: each of its axes is 0 or the axis it indexes."""
    used = [k.dim() if k.__class__ is _T and k.dtype is _BOOL else 0 if k is None or k.__class__ is bool else 1
            for k in key]
    ell = next((i for i, k in enumerate(key) if k is Ellipsis), None)
    pos = 0
    for i, k in enumerate(key):
        if i == ell:
            pos = len(shape) - sum(used[i + 1:])
            continue
        if k.__class__ is _T and k.dtype is _BOOL and k.dim() and not k.numel():
            for j, m in enumerate(k.shape):
                if pos + j < len(shape) and m != 0 and m != shape[pos + j]:
                    raise IndexError(f"boolean index did not match indexed array along axis {pos + j}; size of "
                                     f"axis is {shape[pos + j]} but size of corresponding boolean axis is {m}")
        pos += used[i]


def _fix_key(key, shape):
    """The key as a tuple torch takes, and whether negative-step slices are in it."""
    if key.__class__ is not tuple:
        key = (key,)
    fixed = None
    neg = False
    ellipses = 0
    for i, k in enumerate(key):
        if k is Ellipsis:
            ellipses += 1
            if ellipses > 1:  # (torch took x[..., ...] as x[...])
                raise IndexError("an index can only have a single ellipsis ('...')")
            continue
        f = _index_part(k)
        if f is not None:
            if f.__class__ is slice:
                neg = True
                continue
            if fixed is None:
                fixed = list(key)
            fixed[i] = f
    if fixed is not None:
        key = tuple(fixed)
    if any(k.__class__ is _T and k.dtype is _BOOL and k.dim() and not k.numel() for k in key):
        # NumPy lets an empty mask's size-0 axes stand against axes of any size; torch
        # refuses, so after NumPy's shape check it becomes the (empty) integer indices it selects.
        _check_empty_masks(key, shape)
        out = []
        for k in key:
            if k.__class__ is _T and k.dtype is _BOOL and k.dim() and not k.numel():
                out.extend(k.nonzero().unbind(1))
            else:
                out.append(k)
        key = tuple(out)
    return key, neg


def _check_ranges(key, shape):
    """Integer index tensors out of range raise IndexError before torch indexes: off the CPU
    always (torch's CUDA kernels assert on the device instead, poisoning the CUDA context), and
    on the CPU for a write (torch's kernel raises only after it has written the elements before
    the bad index; NumPy writes nothing)."""
    n_consuming = 0
    for k in key:
        n_consuming += _consumed(k)
    dim = 0
    for k in key:
        if k is Ellipsis:
            dim += len(shape) - n_consuming
            continue
        if k.__class__ is _T and k.dtype is not _BOOL and dim < len(shape):
            check_index_range(k, shape[dim], "index")
        dim += _consumed(k)


def getitem(x, key):
    c = key.__class__
    if c is int or c is slice and (key.step is None or key.step > 0):
        return x[key]
    key, neg = _fix_key(key, x.shape)
    if x.device.type != "cpu":
        _check_ranges(key, x.shape)
    if neg:
        x, key = _neg_steps(x, key)
    return x[key]


def setitem(x, key, value):
    c = key.__class__
    if not (c is int or c is slice and (key.step is None or key.step > 0)):
        key, neg = _fix_key(key, x.shape)
        _check_ranges(key, x.shape)
        if neg:
            # Write through the flat positions the key selects.
            pos = torch.arange(x.numel(), device=x.device).reshape(x.shape)
            p, k2 = _neg_steps(pos, key)
            idx = p[k2]
            if not isinstance(value, _T):
                value = torch.as_tensor(value, device=x.device)
            x.put_(idx, value.to(x.dtype).expand(idx.shape).contiguous())
            return x
    if isinstance(value, _T) and value.device != x.device:
        value = value.to(x.device)
    try:
        x[key] = value
    except RuntimeError:
        # a Python float beyond a narrower float dtype ("cannot be converted to type float without
        # overflow"): made in double precision and rounded, it is the dtype's infinity, as in NumPy
        if not (isinstance(value, (float, complex)) and (x.is_floating_point() or x.is_complex())):
            raise
        wide = torch.complex128 if x.is_complex() else torch.float64
        x[key] = torch.tensor(value, dtype=wide, device=x.device).to(x.dtype)
    return x


def inplace_update(x, value):
    if isinstance(x, _T) and not x.requires_grad:
        try:
            x.copy_(value)
        except RuntimeError:
            # value is a view of x's memory (ivy.matrix_transpose(x, out=x)): copy_ refuses the
            # overlap, NumPy buffers it
            if not isinstance(value, _T) or value.untyped_storage().data_ptr() != x.untyped_storage().data_ptr():
                raise
            x.copy_(value.clone())
        return x
    return value


# ----------------------------------------------------------------- devices


def _ivy_device(d):
    t = d.type
    if t == "cpu":
        return "cpu"
    if t == "cuda":
        return f"gpu:{0 if d.index is None else d.index}"
    return f"{t}:{0 if d.index is None else d.index}"


def device_of(x):
    return _ivy_device(x.device)


_CPU = torch.device("cpu")
_DEVICES = {"cpu": _CPU}


def native_device(device):
    if device is None:
        return None
    try:
        d = _DEVICES.get(device)
    except TypeError:  # unhashable (a list): no device; refused below
        d = None
    if d is not None:
        return d
    if isinstance(device, torch.device):
        return device
    if isinstance(device, str):
        name, _, idx = device.partition(":")
        if name == "gpu":
            name = "cuda"
        try:
            d = torch.device(f"{name}:{idx}" if idx else (name if name == "cpu" else f"{name}:0"))
        except RuntimeError as e:
            raise ivy.InvalidArgumentError(
                f"unknown device {device!r} for the torch backend; use 'cpu' or 'gpu:N' "
                f"(devices here: {', '.join(devices())})"
            ) from e
        if d.type == "cuda" and (not torch.cuda.is_available() or (d.index or 0) >= torch.cuda.device_count()):
            raise ivy.InvalidArgumentError(
                f"device {device!r} is not available to torch; devices here: {', '.join(devices())}"
            )
        _DEVICES[device] = d
        return d
    if isinstance(device, int):
        return native_device(f"gpu:{device}")
    raise ivy.InvalidArgumentError(f"not a device: {device!r}; use 'cpu' or 'gpu:N'")


def devices():
    out = ["cpu"]
    if torch.cuda.is_available():
        out += [f"gpu:{i}" for i in range(torch.cuda.device_count())]
    return out


def default_device():
    try:
        return _ivy_device(torch.get_default_device())
    except AttributeError:  # torch < 2.3
        return "cpu"


def to_device(x, device):
    if device is None or x.device == device:
        return x
    return x.to(device)


# ------------------------------------------------------------------ numpy


def to_numpy(x):
    if x.dtype is torch.bfloat16:
        x = x.float()  # NumPy has no bfloat16
    x = x.detach()
    if x.device.type != "cpu":
        x = x.cpu()
    if x.is_conj():
        x = x.resolve_conj()
    if x.is_neg():
        x = x.resolve_neg()
    return x.numpy()


def version():
    return torch.__version__.split("+")[0]


# Out of memory and device faults are not a bad argument: they pass through unchanged.
_NOT_ARGUMENT_ERRORS = tuple(c for c in (getattr(torch, "OutOfMemoryError", None),
                                         getattr(torch, "AcceleratorError", None)) if c is not None)


_dynamo_compiling = torch.compiler.is_dynamo_compiling
_compiler = torch.compiler


def is_compiling():
    """``torch.compiler.is_compiling()`` in one Python call instead of two (it asks
    ``torch.jit.is_scripting()`` first, False outside TorchScript, which ivy's code never runs
    in): Dynamo reads ``is_dynamo_compiling`` as True while tracing (no guard, and the flag is
    then not read); ``torch.export``'s non-strict tracing and compilation set the flag."""
    return _dynamo_compiling() or _compiler._is_compiling_flag

_functorch_wrapped = torch._C._functorch.is_functorch_wrapped_tensor


def is_abstract(x):
    """Whether ``x`` is a tensor of a torch.func transform (``ivy.vmap``'s vmap, ``grad``): it
    has no value outside the transform. Not under torch.compile, which replays the writes it
    traces with the real values."""
    return not is_compiling() and _functorch_wrapped(x)


def translate_error(e, qual):
    """torch raises RuntimeError for what other frameworks call a bad value (duplicate dims in
    ``permute``, a 2-D ``repeats``): an ivy.InvalidArgumentError (ivy-core has already named
    shape and dtype complaints). None for anything else."""
    if isinstance(e, RuntimeError) and not isinstance(e, _NOT_ARGUMENT_ERRORS):
        return ivy.InvalidArgumentError(f"ivy.{qual} (backend 'torch'): {e}")
    return None

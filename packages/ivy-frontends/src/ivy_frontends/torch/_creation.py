"""torch's creation ops: ``tensor``, ``zeros``, ``ones``, ``empty``, ``full``, ``arange``,
``linspace``, ``logspace``, ``eye``, the ``*_like`` functions, ``as_tensor``, ``from_numpy``, ...

dtypes follow torch: Python floats are the default dtype (``torch.get_default_dtype()``), ints
int64, complex numbers the default complex dtype; ``full``'s dtype is its fill value's.
``layout``, ``pin_memory`` and ``memory_format`` are accepted and ignored (a layout other than
``torch.strided`` is refused). Tensors are created on the current ivy backend; ``device=``
takes torch's devices (``"cuda:0"`` is ivy's ``"gpu:0"``).

>>> import ivy_frontends.torch as torch
>>> torch.arange(3), torch.full((2,), 7).dtype, torch.tensor([1.5]).dtype
(tensor([0, 1, 2]), torch.int64, torch.float32)
"""

from __future__ import annotations

import builtins
import math

import ivy

from .._errors import FrontendRuntimeError, FrontendTypeError
from .._views import backend_of
from . import _dtypes as D
from ._convert import dtype_of, n, ret
from ._promotion import scalar_dtype
from ._size_device import check_layout, strided, to_ivy_device
from .tensor import Tensor, wrap

__all__ = ["tensor", "as_tensor", "asarray", "from_numpy", "zeros", "ones", "empty", "full", "arange", "range",
           "linspace", "logspace", "eye", "zeros_like", "ones_like", "empty_like", "full_like", "scalar_tensor",
           "empty_strided", "empty_permuted", "frombuffer", "complex", "polar", "tril_indices", "triu_indices"]

_b_range = builtins.range


def _shape(size, fn="zeros"):
    """torch's ``*size`` argument: ints, or one sequence of ints (a ``torch.Size``)."""
    if len(size) == 1 and not isinstance(size[0], int):
        size = size[0]
        if isinstance(size, Tensor):
            size = size.tolist()
    try:
        shape = tuple(int(s) if not isinstance(s, Tensor) else int(s.item()) for s in size)
    except TypeError:
        raise FrontendTypeError(f"{fn}(): argument 'size' must be a tuple of ints, got {size!r}") from None
    for s in shape:
        if s < 0:
            raise FrontendRuntimeError(f"Trying to create tensor with negative dimension {s}: {list(shape)}")
    return shape


def _finish(native, requires_grad):
    t = wrap(native)
    if requires_grad:
        t.requires_grad_(True)
    return t


def _made(native, out, requires_grad):
    if out is not None:
        return ret(native, out)
    return _finish(native, requires_grad)


def _default_float(dtype):
    return D.get_default_dtype()._ivy if dtype is None else D.to_ivy(dtype)


# ------------------------------------------------------------------ from data

def _infer(data):
    """torch's dtype for (nested) Python data: bool < int64 < default float < default complex."""
    cat = -1
    stack = [data]
    dt_arrays = None
    while stack:
        x = stack.pop()
        c = x.__class__
        if c is list or c is tuple:
            stack.extend(x)
        elif c is bool:
            cat = max(cat, 0)
        elif c is int:
            cat = max(cat, 1)
        elif c is float:
            cat = max(cat, 2)
        elif c is builtins.complex:
            cat = max(cat, 3)
        else:
            d = getattr(x, "dtype", None)
            if d is None:
                if isinstance(x, bool):
                    cat = max(cat, 0)
                elif isinstance(x, int):
                    cat = max(cat, 1)
                elif isinstance(x, float):
                    cat = max(cat, 2)
                elif isinstance(x, builtins.complex):
                    cat = max(cat, 3)
                else:
                    raise FrontendTypeError(f"Could not infer dtype of {type(x).__name__}")
                continue
            if isinstance(x, Tensor):
                xd = x.dtype
            else:
                xd = _np_like_dtype(x)
            dt_arrays = xd if dt_arrays is None else _promote_any(dt_arrays, xd)
    scal = (None, D.bool, D.int64, D.get_default_dtype(), D.default_complex_dtype())[cat + 1]
    if dt_arrays is None:
        return scal if scal is not None else D.get_default_dtype()
    if scal is None:
        return dt_arrays
    return _promote_any(dt_arrays, scal)


def _promote_any(a, b):
    from ._promotion import PROMOTION

    return PROMOTION.promote(a, b)


def _np_like_dtype(x):
    if ivy.is_native_array(x):
        return dtype_of(x)
    if x.__class__ is ivy.Array:
        return dtype_of(x._data)
    return D.BY_IVY[ivy.dtype_from_name(str(x.dtype))]


def _data_native(data, idt, dev):
    """A native array of ``data`` with ivy dtype ``idt`` (a copy)."""
    if isinstance(data, Tensor):
        data = data._data
    elif data.__class__ in (list, tuple) and _holds_tensors(data):
        data = _stack_nested(data, idt)
    if ivy.is_native_array(data) or data.__class__ is ivy.Array:
        native = data._data if data.__class__ is ivy.Array else data
        if backend_of(native) is not ivy.current_backend():
            native = ivy.native_array(ivy.to_numpy(native))
        r = ivy.asarray(native, dtype=idt, device=dev, copy=True)
        return r._data if r.__class__ is ivy.Array else r
    if hasattr(data, "__array__") and not isinstance(data, (list, tuple)):
        import numpy as np  # data that is already a NumPy-like array: NumPy is installed

        data = np.asarray(data)
    return ivy.native_array(data, dtype=idt, device=dev)


def _holds_tensors(data):
    stack = [data]
    while stack:
        x = stack.pop()
        if isinstance(x, Tensor):
            return True
        if x.__class__ in (list, tuple) and x:
            stack.append(x[0])
    return False


def _stack_nested(data, idt):
    parts = []
    for x in data:
        if isinstance(x, Tensor):
            parts.append(ivy.astype(x._data, idt))
        elif x.__class__ in (list, tuple):
            parts.append(_stack_nested(x, idt))
        else:
            parts.append(ivy.native_array(x, dtype=idt))
    return ivy.stack(parts)


def tensor(data, *, dtype=None, device=None, requires_grad=False, pin_memory=False):
    """A new tensor holding a copy of ``data`` (nested lists, numbers, arrays, tensors).

    >>> import ivy_frontends.torch as torch
    >>> torch.tensor([[1, 2], [3, 4]]).dtype
    torch.int64
    """
    d = _infer(data) if dtype is None else D.from_any(dtype)
    native = _data_native(data, D.to_ivy(d), to_ivy_device(device))
    return _finish(native, requires_grad)


def as_tensor(data, *, dtype=None, device=None):
    """``data`` as a tensor: a Tensor (or a native array of the backend) of the same dtype and
    device is returned as it is (no copy)."""
    if isinstance(data, Tensor):
        if (dtype is None or D.from_any(dtype) is data.dtype) and device is None:
            return data
        return data.to(dtype=dtype, device=device)
    if ivy.is_native_array(data) and backend_of(data) is ivy.current_backend():
        if dtype is None and device is None:
            return wrap(data)
        r = ivy.asarray(data, dtype=D.to_ivy(dtype) if dtype is not None else None, device=to_ivy_device(device))
        return wrap(r._data if r.__class__ is ivy.Array else r)
    return tensor(data, dtype=dtype, device=device)


def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=None):
    """``obj`` as a tensor, sharing data where it can (``copy=True`` always copies, ``copy=False``
    refuses to)."""
    if copy:
        t = tensor(obj, dtype=dtype if dtype is not None else (obj.dtype if isinstance(obj, Tensor) else None),
                   device=device)
    else:
        t = as_tensor(obj, dtype=dtype, device=device)
    if requires_grad:
        t.requires_grad_(True)
    return t


def from_numpy(ndarray):
    """A tensor of a NumPy array (sharing its memory on the numpy backend, a copy elsewhere)."""
    if ndarray.__class__.__module__ != "numpy":
        raise FrontendTypeError(f"expected np.ndarray (got {type(ndarray).__name__})")
    if ivy.current_backend().name == "numpy":
        return wrap(ndarray)
    return wrap(ivy.native_array(ndarray))


def scalar_tensor(s, *, dtype=None, layout=None, device=None, requires_grad=False, pin_memory=False):
    """A 0-d tensor of number ``s`` (default dtype unless ``dtype``)."""
    idt = _default_float(dtype)
    s = _fit(s.item() if isinstance(s, Tensor) else s, idt)
    return _finish(ivy.native_array(s, dtype=idt, device=to_ivy_device(device)), requires_grad)


def frombuffer(buffer, *, dtype, count=-1, offset=0, requires_grad=False):
    """A 1-d tensor of the bytes of ``buffer`` read as ``dtype``."""
    r = ivy.frombuffer(buffer, dtype=D.to_ivy(dtype), count=count, offset=offset)
    return _finish(r._data if r.__class__ is ivy.Array else r, requires_grad)


# ------------------------------------------------------------------ filled

def _fill(fn, shape, value, idt, device):
    dev = to_ivy_device(device)
    if fn == "zeros":
        r = ivy.zeros(shape, dtype=idt, device=dev)
    elif fn == "ones":
        r = ivy.ones(shape, dtype=idt, device=dev)
    elif fn == "empty":
        r = ivy.zeros(shape, dtype=idt, device=dev)
    else:
        r = ivy.full(shape, value, dtype=idt, device=dev)
    return r._data if r.__class__ is ivy.Array else r


def zeros(*size, out=None, dtype=None, layout=strided, device=None, requires_grad=False):
    """A tensor of zeros of shape ``size``."""
    check_layout("zeros", layout)
    return _made(_fill("zeros", _shape(size), 0, _default_float(dtype), device), out, requires_grad)


def ones(*size, out=None, dtype=None, layout=strided, device=None, requires_grad=False):
    """A tensor of ones of shape ``size``."""
    check_layout("ones", layout)
    return _made(_fill("ones", _shape(size), 1, _default_float(dtype), device), out, requires_grad)


def empty(*size, out=None, dtype=None, layout=strided, device=None, requires_grad=False, pin_memory=False,
          memory_format=None):
    """A tensor of shape ``size`` (ivy_frontends fills it with zeros)."""
    check_layout("empty", layout)
    return _made(_fill("empty", _shape(size), 0, _default_float(dtype), device), out, requires_grad)


def empty_strided(size, stride, *, dtype=None, layout=None, device=None, requires_grad=False, pin_memory=False):
    """A tensor of shape ``size`` (strides are not kept: ivy_frontends tensors are contiguous)."""
    check_layout("empty_strided", layout)
    return _finish(_fill("empty", _shape((size,)), 0, _default_float(dtype), device), requires_grad)


def empty_permuted(size, physical_layout, *, dtype=None, layout=None, device=None, requires_grad=False,
                   pin_memory=False):
    """A tensor of shape ``size`` (the physical layout is not kept)."""
    check_layout("empty_permuted", layout)
    return _finish(_fill("empty", _shape((size,)), 0, _default_float(dtype), device), requires_grad)


def _fill_dtype(value, dtype):
    if dtype is not None:
        return D.to_ivy(dtype)
    if isinstance(value, Tensor):
        return value.dtype._ivy
    return scalar_dtype(value)._ivy


def full(size, fill_value, *, out=None, dtype=None, layout=strided, device=None, requires_grad=False):
    """A tensor of shape ``size`` filled with ``fill_value`` (of ``fill_value``'s dtype: bool,
    int64, the default float or complex dtype)."""
    check_layout("full", layout)
    idt = _fill_dtype(fill_value, dtype)
    v = fill_value.item() if isinstance(fill_value, Tensor) else fill_value
    v = _fit(v, idt)
    return _made(_fill("full", _shape((size,), "full"), v, idt, device), out, requires_grad)


def _fit(v, idt):
    """A Python number made a value of ivy dtype ``idt`` as torch converts it (ints wrap)."""
    if idt.kind in "iu":
        if isinstance(v, float):
            if math.isnan(v) or math.isinf(v):
                raise FrontendRuntimeError(f"value cannot be converted to type {idt.name} without overflow")
            v = int(v)
        elif isinstance(v, builtins.complex):
            v = int(v.real)
        if isinstance(v, int) and not isinstance(v, bool):
            bits = idt.bits
            lo, span = (-(1 << (bits - 1)), 1 << bits) if idt.kind == "i" else (0, 1 << bits)
            v = (v - lo) % span + lo
    elif idt.kind == "b":
        v = builtins.bool(v)
    elif idt.kind == "f" and isinstance(v, builtins.complex):
        v = v.real
    return v


def _like_dtype(input, dtype):  # noqa: A002
    return (input.dtype if isinstance(input, Tensor) else dtype_of(n(input)))._ivy if dtype is None \
        else D.to_ivy(dtype)


def _like_device(input, device):  # noqa: A002
    if device is not None:
        return device
    return input.device if isinstance(input, Tensor) else None


def zeros_like(input, *, dtype=None, layout=None, device=None, requires_grad=False, memory_format=None):  # noqa: A002
    """Zeros of ``input``'s shape (and dtype and device unless given)."""
    check_layout("zeros_like", layout)
    return _finish(_fill("zeros", tuple(n(input).shape), 0, _like_dtype(input, dtype), _like_device(input, device)),
                   requires_grad)


def ones_like(input, *, dtype=None, layout=None, device=None, requires_grad=False, memory_format=None):  # noqa: A002
    """Ones of ``input``'s shape (and dtype and device unless given)."""
    check_layout("ones_like", layout)
    return _finish(_fill("ones", tuple(n(input).shape), 1, _like_dtype(input, dtype), _like_device(input, device)),
                   requires_grad)


def empty_like(input, *, dtype=None, layout=None, device=None, requires_grad=False, memory_format=None):  # noqa: A002
    """A tensor of ``input``'s shape (zeros in ivy_frontends)."""
    check_layout("empty_like", layout)
    return _finish(_fill("empty", tuple(n(input).shape), 0, _like_dtype(input, dtype), _like_device(input, device)),
                   requires_grad)


def full_like(input, fill_value, *, dtype=None, layout=None, device=None, requires_grad=False, memory_format=None):  # noqa: A002
    """``fill_value`` in ``input``'s shape (and dtype and device unless given)."""
    check_layout("full_like", layout)
    idt = _like_dtype(input, dtype)
    v = _fit(fill_value.item() if isinstance(fill_value, Tensor) else fill_value, idt)
    return _finish(_fill("full", tuple(n(input).shape), v, idt, _like_device(input, device)), requires_grad)


# ------------------------------------------------------------------ ranges

def _num(v):
    return v.item() if isinstance(v, Tensor) else v


def arange(start=0, end=None, step=1, *, out=None, dtype=None, layout=strided, device=None, requires_grad=False):
    """Values from ``start`` (inclusive) to ``end`` (exclusive) by ``step``; int64 for int
    arguments, the default dtype when any is a float.

    >>> import ivy_frontends.torch as torch
    >>> torch.arange(1, 2.5, 0.5)
    tensor([1.0000, 1.5000, 2.0000])
    """
    check_layout("arange", layout)
    start, end, step = _num(start), _num(end), _num(step)
    if end is None:
        start, end = 0, start
    if step == 0:
        raise FrontendRuntimeError("step must be nonzero")
    if (end - start) * step < 0 and end != start:
        raise FrontendRuntimeError("upper bound and larger bound inconsistent with step sign")
    floats = any(isinstance(v, float) for v in (start, end, step))
    if dtype is not None:
        d = D.from_any(dtype)
    else:
        d = D.get_default_dtype() if floats else D.int64
    if floats and not (d.is_floating_point or d.is_complex):
        # torch counts int64 ranges from the bounds converted to int64, other integer dtypes from the
        # float bounds; the values are int(start) + i * int(step)
        count = math.ceil((int(end) - int(start)) / int(step)) if d is D.int64 else math.ceil((end - start) / step)
        istart, istep = int(start), int(step)
        if istep == 0:
            raise FrontendRuntimeError("step must be nonzero")
        r = ivy.astype(ivy.add(ivy.multiply(ivy.arange(max(count, 0), dtype=ivy.int64), istep), istart), d._ivy)
        return _made(r._data if r.__class__ is ivy.Array else r, out, requires_grad)
    count = max(0, math.ceil((end - start) / step))
    dev = to_ivy_device(device)
    if not floats and not (d.is_floating_point or d.is_complex):
        # in int64, then converted (torch wraps values outside a narrower dtype)
        r = ivy.astype(ivy.arange(start, end, step, dtype=ivy.int64, device=dev), d._ivy)
    else:
        # torch computes start + i * step in double precision, then casts
        i = ivy.arange(count, dtype=ivy.float64, device=dev)
        r = ivy.astype(ivy.add(ivy.multiply(i, float(step)), float(start)), d._ivy)
    r = r._data if r.__class__ is ivy.Array else r
    return _made(r, out, requires_grad)


def range(start=0, end=None, step=1, *, out=None, dtype=None, layout=strided, device=None,  # noqa: A001
          requires_grad=False):
    """Deprecated in torch: values from ``start`` to ``end`` *inclusive* (default dtype)."""
    start, end, step = _num(start), _num(end), _num(step)
    if end is None:
        start, end = 0, start
    count = int(math.floor((end - start) / step)) + 1
    d = D.from_any(dtype) if dtype is not None else D.get_default_dtype()
    r = ivy.arange(builtins.max(count, 0), dtype=ivy.float64, device=to_ivy_device(device))
    r = ivy.astype(ivy.add(ivy.multiply(r, float(step)), float(start)), d._ivy)
    return _made(r._data if r.__class__ is ivy.Array else r, out, requires_grad)


def linspace(start, end, steps, *, out=None, dtype=None, layout=strided, device=None, requires_grad=False):
    """``steps`` evenly spaced values from ``start`` to ``end`` inclusive."""
    check_layout("linspace", layout)
    start, end = _num(start), _num(end)
    if steps < 0:
        raise FrontendRuntimeError("number of steps must be non-negative")
    cplx = isinstance(start, builtins.complex) or isinstance(end, builtins.complex)
    d = D.from_any(dtype) if dtype is not None else (D.default_complex_dtype() if cplx else D.get_default_dtype())
    dev = to_ivy_device(device)
    wd = ivy.complex128 if d.is_complex else ivy.float64
    if steps == 1:
        r = ivy.full((1,), start, dtype=wd, device=dev)
    else:
        i = ivy.arange(steps, dtype=ivy.float64, device=dev)
        if d.is_complex:
            i = ivy.astype(i, wd)
        stepv = (end - start) / builtins.max(steps - 1, 1)
        # torch fills the first half from start and the second half back from end
        half = steps // 2
        lo = ivy.add(ivy.multiply(i, stepv), start)
        hi = ivy.subtract(end, ivy.multiply(ivy.subtract(steps - 1, i), stepv))
        r = ivy.where(ivy.less(ivy.real(i) if d.is_complex else i, half), lo, hi)
    if not (d.is_floating_point or d.is_complex):
        r = ivy.trunc(r)
    r = ivy.astype(r, d._ivy)
    return _made(r._data if r.__class__ is ivy.Array else r, out, requires_grad)


def logspace(start, end, steps, base=10.0, *, out=None, dtype=None, layout=strided, device=None,
             requires_grad=False):
    """``base ** linspace(start, end, steps)``."""
    check_layout("logspace", layout)
    d = D.from_any(dtype) if dtype is not None else D.get_default_dtype()
    wd = D.complex128 if d.is_complex else D.float64
    e = linspace(start, end, steps, dtype=wd, device=device)._data
    r = ivy.pow(float(base) if not isinstance(base, builtins.complex) else base, e)
    if not (d.is_floating_point or d.is_complex):
        r = ivy.trunc(r)
    r = ivy.astype(r, d._ivy)
    return _made(r._data if r.__class__ is ivy.Array else r, out, requires_grad)


def eye(n, m=None, *, out=None, dtype=None, layout=strided, device=None, requires_grad=False):
    """The ``n x m`` identity matrix."""
    check_layout("eye", layout)
    n = _num(n)
    m = n if m is None else _num(m)
    if n < 0 or m < 0:
        raise FrontendRuntimeError(f"n must be greater or equal to 0, got {builtins.min(n, m)}")
    r = ivy.eye(n, m, dtype=_default_float(dtype), device=to_ivy_device(device))
    return _made(r._data if r.__class__ is ivy.Array else r, out, requires_grad)


def tril_indices(row, col, offset=0, *, dtype=None, device="cpu", layout=strided):
    """The indices (2 x N, int64) of the lower triangle of a ``row x col`` matrix."""
    return _tri_indices(row, col, offset, dtype, device, lower=True)


def triu_indices(row, col, offset=0, *, dtype=None, device="cpu", layout=strided):
    """The indices (2 x N, int64) of the upper triangle of a ``row x col`` matrix."""
    return _tri_indices(row, col, offset, dtype, device, lower=False)


def _tri_indices(row, col, offset, dtype, device, lower):
    d = D.int64 if dtype is None else D.from_any(dtype)
    rows, cols = [], []
    for i in _b_range(row):
        for j in _b_range(col):
            if (j - i <= offset) if lower else (j - i >= offset):
                rows.append(i)
                cols.append(j)
    r = ivy.native_array([rows, cols], dtype=d._ivy, device=to_ivy_device(device)) if rows else \
        ivy.native_array(ivy.zeros((2, 0), dtype=d._ivy))
    return wrap(r)


# ------------------------------------------------------------------ complex

def complex(real, imag, *, out=None):  # noqa: A001 - torch's name
    """``real + imag * 1j`` (float32 -> complex64, float64 -> complex128; both must be one dtype)."""
    a, b = n(real), n(imag)
    da, db = dtype_of(a), dtype_of(b)
    if da is not db:
        raise FrontendRuntimeError(f"Expected object of scalar type {da} but got scalar type {db} for second argument")
    if not da.is_floating_point or da is D.bfloat16:
        raise FrontendRuntimeError(f"Expected both inputs to be Half, Float or Double tensors but got {da} and {db}")
    return ret(ivy.complex(a, b), out)


def polar(abs, angle, *, out=None):  # noqa: A002
    """``abs * (cos(angle) + sin(angle) * 1j)``."""
    a, t = n(abs), n(angle)
    return complex(wrap(ivy.multiply(a, ivy.cos(t))), wrap(ivy.multiply(a, ivy.sin(t))), out=out)

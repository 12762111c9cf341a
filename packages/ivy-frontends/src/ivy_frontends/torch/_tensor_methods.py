"""The methods of ``torch.Tensor`` that are torch functions with ``self`` as ``input``, their
in-place variants (``add_``), the operators, and the methods torch has only on tensors
(``view``, ``to``, ``float``, ``new_zeros``, ``copy_``, ``fill_``, ...).

Bound once at import (``bind(namespace)``): a method is the frontend function itself
(``Tensor.add is torch.add``), so ``x.add(y)`` costs what ``torch.add(x, y)`` costs. An
in-place method runs the function and stores the result with ``Tensor._inplace`` (torch's
casting rule, written back through views).
"""

from __future__ import annotations

import ivy

from .._errors import FrontendRuntimeError, FrontendTypeError
from . import _autograd as _ag
from . import _creation as _cr
from . import _dtypes as D
from . import _indexing as _ix
from . import _size_device
from ._convert import cast, dtype_of, n, t, wrap
from ._size_device import to_ivy_device
from .tensor import _C_NAMES, Tensor, _dim

# torch functions that are also Tensor methods with the same arguments (self = input).
SAME = (
    "abs absolute acos acosh add addbmm addcdiv addcmul addmm addmv addr adjoint all allclose amax amin aminmax "
    "angle any arccos arccosh arcsin arcsinh arctan arctan2 arctanh argmax argmin argsort argwhere as_strided "
    "as_strided_scatter asin asinh atan atan2 atanh baddbmm bernoulli bincount bitwise_and bitwise_left_shift "
    "bitwise_not bitwise_or bitwise_right_shift bitwise_xor bmm broadcast_to ceil cholesky cholesky_inverse "
    "cholesky_solve chunk clamp clamp_max clamp_min clip clone conj conj_physical copysign corrcoef cos cosh "
    "count_nonzero cov cross cummax cummin cumprod cumsum deg2rad det diag diag_embed diagflat diagonal "
    "diagonal_scatter diff digamma dist div divide dot dsplit eq equal erf erfc erfinv exp exp2 expm1 fix flatten "
    "fliplr flipud float_power floor floor_divide fmax fmin fmod frac frexp gather gcd ge geqrf ger greater "
    "greater_equal gt hardshrink heaviside histc histogram hsplit hypot i0 igamma igammac index_add index_copy "
    "index_fill index_put index_reduce index_select inner inverse is_complex is_conj is_floating_point is_neg "
    "is_nonzero is_same_size is_signed isclose isfinite isinf isnan isneginf isposinf isreal istft kron kthvalue "
    "lcm ldexp le lerp less less_equal lgamma log log10 log1p log2 log_softmax logaddexp logaddexp2 logcumsumexp "
    "logdet logical_and logical_not logical_or logical_xor logit logsumexp lt lu lu_solve masked_fill "
    "masked_scatter masked_select matmul matrix_exp matrix_power max maximum mean median min minimum mm mode "
    "moveaxis movedim msort mul multinomial multiply mv mvlgamma nan_to_num nanmean nanmedian nanquantile nansum "
    "narrow narrow_copy ne neg negative nextafter nonzero nonzero_static norm not_equal orgqr ormqr outer "
    "pinverse positive pow prelu prod put qr quantile rad2deg ravel reciprocal relu remainder renorm "
    "repeat_interleave resolve_conj resolve_neg roll rot90 round rsqrt scatter scatter_add scatter_reduce select "
    "select_scatter sgn sigmoid sign signbit sin sinc sinh slice_inverse slice_scatter slogdet softmax sort split "
    "split_with_sizes sqrt square squeeze std stft sub subtract sum svd swapaxes swapdims t take take_along_dim "
    "tan tanh tensor_split topk trace transpose triangular_solve tril triu true_divide trunc unbind unflatten "
    "unique unique_consecutive unsafe_chunk unsafe_split unsafe_split_with_sizes unsqueeze var vdot vsplit xlogy"
).split()

# in-place methods computed by their function and stored with Tensor._inplace.
INPLACE = (
    "abs absolute acos acosh add addbmm addcdiv addcmul addmm addmv addr arccos arccosh arcsin arcsinh arctan "
    "arctan2 arctanh asin asinh atan atan2 atanh baddbmm bitwise_and bitwise_left_shift bitwise_not bitwise_or "
    "bitwise_right_shift bitwise_xor ceil clamp clamp_max clamp_min clip conj_physical copysign cos cosh cumprod "
    "cumsum deg2rad digamma div divide eq erf erfc erfinv exp exp2 expm1 fix floor floor_divide fmod frac gcd ge "
    "greater greater_equal gt heaviside hypot i0 igamma igammac index_add index_copy index_fill index_put "
    "index_reduce lcm ldexp le lerp less less_equal lgamma log log10 log1p log2 logical_and logical_not "
    "logical_or logical_xor logit lt masked_fill masked_scatter mul multiply mvlgamma nan_to_num ne neg negative "
    "nextafter not_equal pow put rad2deg reciprocal relu remainder renorm round rsqrt scatter scatter_add "
    "scatter_reduce sgn sigmoid sign sin sinc sinh sqrt square sub subtract tan tanh tril triu true_divide trunc "
    "xlogy"
).split()


def _inplace_method(fn, name):
    def method(self, *args, **kwargs):
        return self._inplace(fn(self, *args, **kwargs)._data)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"In-place ``{fn.__name__}``: the result is stored in ``self`` (through views), which is returned."
    return method


def _reflected(fn, name):
    def method(self, other):
        return fn(other, self)

    method.__name__ = method.__qualname__ = name
    return method


def _iop(fn, name):
    def method(self, other):
        return self._inplace(fn(self, other)._data)

    method.__name__ = method.__qualname__ = name
    return method


def bind(ns):
    """Install the methods on ``Tensor`` from the torch frontend namespace ``ns`` (a module)."""
    for name in SAME:
        fn = getattr(ns, name, None)
        if fn is not None and not hasattr(Tensor, name):
            setattr(Tensor, name, fn)
    for name in INPLACE:
        fn = getattr(ns, name, None)
        if fn is not None and not hasattr(Tensor, name + "_"):
            setattr(Tensor, name + "_", _inplace_method(fn, name + "_"))
    ops = {
        "__add__": ns.add, "__sub__": ns.sub, "__mul__": ns.mul, "__truediv__": ns.div,
        "__floordiv__": ns.floor_divide, "__mod__": ns.remainder, "__pow__": ns.pow,
        "__and__": ns.bitwise_and, "__or__": ns.bitwise_or, "__xor__": ns.bitwise_xor,
        "__lshift__": ns.bitwise_left_shift, "__rshift__": ns.bitwise_right_shift,
        "__eq__": ns.eq, "__ne__": ns.ne, "__lt__": ns.lt, "__le__": ns.le, "__gt__": ns.gt, "__ge__": ns.ge,
    }
    if hasattr(ns, "matmul"):
        ops["__matmul__"] = ns.matmul
    for name, fn in ops.items():
        setattr(Tensor, name, fn)
    for name in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "and", "or", "xor", "lshift", "rshift",
                 "matmul"):
        fn = ops.get(f"__{name}__")
        if fn is None:
            continue
        setattr(Tensor, f"__r{name}__", _reflected(fn, f"__r{name}__"))
        setattr(Tensor, f"__i{name}__", _iop(fn, f"__i{name}__"))
    Tensor.__div__ = Tensor.__truediv__
    Tensor.__rdiv__ = Tensor.__rtruediv__
    Tensor.__idiv__ = Tensor.__itruediv__
    Tensor.__neg__ = ns.neg
    Tensor.__pos__ = ns.positive
    Tensor.__abs__ = ns.abs
    Tensor.__invert__ = ns.bitwise_not
    for name, fn in _ONLY.items():
        setattr(Tensor, name, fn)
    def where(self, condition, y):
        return ns.where(condition, self, y)

    Tensor.where = where
    Tensor.polygamma = lambda self, n: ns.polygamma(n, self)
    Tensor.polygamma_ = lambda self, n: self._inplace(ns.polygamma(n, self)._data)
    Tensor.float_power_ = _float_power_

    def abs_(self):
        if self.dtype.is_complex:
            raise FrontendRuntimeError("In-place abs is not supported for complex tensors.")
        return self._inplace(ns.abs(self)._data)

    Tensor.abs_ = Tensor.absolute_ = abs_
    for name in ("where", "polygamma", "polygamma_"):
        getattr(Tensor, name).__name__ = name
    for name, prop in _PROPS.items():
        setattr(Tensor, name, prop)
    for name in _FALSE_ATTRS:
        if name in ("is_inference", "is_distributed"):
            setattr(Tensor, name, lambda self: False)
        else:
            setattr(Tensor, name, False)
    Tensor.__hash__ = object.__hash__


# ------------------------------------------------------------------ methods torch has only on tensors

def _ns():
    from .. import torch

    return torch


def _view(self, *shape):

    return _ix.view(self, *shape)


def _reshape(self, *shape):

    return _ix.reshape(self, _ix._sizes(shape, "reshape"))


def _permute(self, *dims):

    if len(dims) == 1 and not isinstance(dims[0], int):
        dims = tuple(dims[0])
    return _ix.permute(self, dims)


def _expand(self, *sizes):

    return _ix.expand(self, *sizes)


def _expand_as(self, other):
    return _expand(self, tuple(other.shape))


def _view_as(self, other):
    return _view(self, tuple(other.shape))


def _reshape_as(self, other):
    return _reshape(self, tuple(other.shape))


def _flip(self, *dims, **kwargs):
    if "dims" in kwargs:
        dims = (kwargs.pop("dims"),)
    if len(dims) == 1 and not isinstance(dims[0], int):
        dims = tuple(dims[0])
    return _ns().flip(self, dims)


def _tile(self, *dims):
    if len(dims) == 1 and not isinstance(dims[0], int):
        dims = tuple(dims[0])
    return _ns().tile(self, dims)


def _repeat(self, *sizes):
    """``self`` repeated ``sizes`` times along each dimension (numpy's tile)."""

    sizes = _ix._sizes(sizes, "repeat")
    if len(sizes) < self.ndim:
        raise FrontendRuntimeError("Number of dimensions of repeat dims can not be smaller than number of dimensions "
                                   "of tensor")
    a = self._data
    s = tuple(int(v) for v in a.shape)
    a = ivy.reshape(a, (1,) * (len(sizes) - len(s)) + s)
    return wrap(ivy.tile(a, sizes))


def _to(self, *args, **kwargs):
    """``to(dtype)``, ``to(device)``, ``to(device, dtype)``, ``to(other)``; ``self`` when nothing changes."""
    dtype = kwargs.pop("dtype", None)
    device = kwargs.pop("device", None)
    copy = kwargs.pop("copy", False)
    kwargs.pop("non_blocking", None)
    kwargs.pop("memory_format", None)
    if kwargs:
        raise FrontendTypeError(f"to() got unexpected arguments {sorted(kwargs)}")

    for a in args:
        if isinstance(a, Tensor):
            dtype, device = a.dtype, a.device
        elif isinstance(a, D.dtype) or a in (float, int, bool, complex):
            dtype = a
        elif isinstance(a, (str, _size_device.device)) or (isinstance(a, int) and not isinstance(a, bool)):
            device = a
        elif isinstance(a, bool):
            continue
        elif a is None:
            continue
        else:
            raise FrontendTypeError(f"to() received an invalid argument {a!r}")
    r = self
    if dtype is not None:
        dt = D.from_any(dtype)
        if dt is not self.dtype:
            D.to_ivy(dt)
            r = wrap(cast(self._data, dt))
    if device is not None:
        dev = to_ivy_device(device)
        if dev != ivy.dev(r._data):
            r = wrap(ivy.to_device(r._data, dev))
    if copy and r is self:
        return _ns().clone(self)
    return r


def _caster(dt):
    def method(self, memory_format=None):
        if self.dtype is dt:
            return self
        if dt._ivy is None:
            raise D._unsupported(dt)
        return wrap(cast(self._data, dt))

    method.__name__ = dt._name
    method.__doc__ = f"``self.to({dt})``."
    return method


def _type(self, dtype=None, non_blocking=False, **kwargs):
    """The type name (``"torch.FloatTensor"``), or ``self`` cast to ``dtype``."""

    if dtype is None:
        return f"torch.{_C_NAMES[self.dtype]}Tensor"
    if isinstance(dtype, str):
        names = {f"torch.{v}Tensor": k for k, v in _C_NAMES.items()}
        if dtype not in names:
            raise FrontendTypeError(f"invalid type: '{dtype}'")
        dtype = names[dtype]
    return _to(self, dtype)


def _type_as(self, tensor):
    return _to(self, tensor.dtype)


def _cpu(self, memory_format=None):
    return _to(self, "cpu")


def _cuda(self, device=None, non_blocking=False, memory_format=None):
    return _to(self, "cuda" if device is None else (f"cuda:{device}" if isinstance(device, int) else device))


def _contiguous(self, memory_format=None):
    """``self`` if contiguous, else a contiguous copy (a new root)."""
    if self.is_contiguous():
        return self
    return wrap(_copy_native(self._data))


def _copy_native(d):
    r = ivy.asarray(d, copy=True)
    return r._data if r.__class__ is ivy.Array else r


def _new_tensor(self, data, *, dtype=None, device=None, requires_grad=False, layout=None, pin_memory=False):

    return _cr.tensor(data, dtype=self.dtype if dtype is None else dtype,
                  device=self.device if device is None else device, requires_grad=requires_grad)


def _newer(kind):
    def method(self, *size, dtype=None, device=None, requires_grad=False, layout=None, pin_memory=False):

        fn = getattr(_cr, kind)
        return fn(*size, dtype=self.dtype if dtype is None else dtype,
                  device=self.device if device is None else device, requires_grad=requires_grad)

    method.__name__ = "new_" + kind
    return method


def _new_full(self, size, fill_value, *, dtype=None, device=None, requires_grad=False, layout=None,
              pin_memory=False):

    return _cr.full(size, fill_value, dtype=self.dtype if dtype is None else dtype,
                device=self.device if device is None else device, requires_grad=requires_grad)


def _new_empty_strided(self, size, stride, dtype=None, device=None, requires_grad=False, layout=None,
                       pin_memory=False):
    return _newer("empty")(self, size, dtype=dtype, device=device, requires_grad=requires_grad)


def _fill_(self, value):
    """Every element set to ``value`` (a number or a 0-d tensor), in place."""
    if isinstance(value, Tensor):
        if value.ndim:
            raise FrontendRuntimeError(f"fill_ only supports 0-dimension value tensor but got tensor with "
                                       f"{value.ndim} dimensions.")
        value = value.item()

    d = self._data
    idt = dtype_of(d)._ivy
    r = ivy.full(tuple(int(s) for s in d.shape), _cr._fit(value, idt), dtype=idt, device=ivy.dev(d))

    _ag.check_inplace(self)
    self._assign(r._data if r.__class__ is ivy.Array else r)
    return self


def _zero_(self):
    return _fill_(self, 0)


def _copy_(self, src, non_blocking=False):
    """``src``'s values (broadcast, cast to ``self``'s dtype) written into ``self``."""
    s = n(src)
    d = self._data
    shape = tuple(int(v) for v in d.shape)
    if s.__class__ in (int, float, bool, complex):

        r = ivy.full(shape, _cr._fit(s, dtype_of(d)._ivy), dtype=dtype_of(d)._ivy)
        r = r._data if r.__class__ is ivy.Array else r
    else:
        if dtype_of(s) is not dtype_of(d):
            s = ivy.astype(s, dtype_of(d)._ivy)
        if tuple(int(v) for v in s.shape) != shape:
            s = ivy.broadcast_to(s, shape)
        r = _copy_native(s)

    _ag.check_inplace(self)
    self._assign(r)
    return self


def _shape_inplace(fn_name):
    """``squeeze_``/``unsqueeze_``/``t_``/``transpose_``: ``self`` takes the new shape (roots only)."""
    def method(self, *args, **kwargs):

        if hasattr(self, "_root"):
            raise FrontendRuntimeError(f"{fn_name}_ of a view is not supported by ivy_frontends")
        r = getattr(_ix, fn_name)(self, *args, **kwargs)
        self._assign(_copy_native(r._data))
        return self

    method.__name__ = fn_name + "_"
    return method


def _resize_(self, *sizes, memory_format=None):
    """``self`` with shape ``sizes``: its elements in order, zeros after them."""

    shape = _ix._sizes(sizes, "resize_")
    total = 1
    for s in shape:
        total *= s
    flat = ivy.reshape(self._data, (-1,))
    k = int(flat.shape[0])
    if total <= k:

        r = _ix._bget(flat, slice(0, total))
    else:
        z = ivy.zeros((total - k,), dtype=dtype_of(flat)._ivy)
        r = ivy.concat([flat, z._data if z.__class__ is ivy.Array else z])
    self._assign(ivy.reshape(r, shape))
    return self


def _resize_as_(self, tensor, memory_format=None):
    return _resize_(self, tuple(tensor.shape))


def _float_power_(self, exponent):
    """In-place ``float_power``: ``self`` must be float64 or complex128 (the result's dtype)."""

    if self.dtype not in (D.float64, D.complex128):
        want = "ComplexDouble" if self.dtype.is_complex or (isinstance(exponent, complex)) else "Double"
        raise FrontendRuntimeError(f"the base given to float_power_ has dtype {_C_NAMES[self.dtype]} but the "
                                   f"operation's result requires dtype {want}")
    return self._inplace(_ns().float_power(self, exponent)._data)


def _fill_diagonal_(self, fill_value, wrap=False):
    """The main diagonal (of a matrix, or of all dims at once) set to ``fill_value``, in place; with
    ``wrap`` a tall matrix's diagonal starts again every ``cols + 1`` rows (NumPy's rule)."""

    d = self._data
    shape = tuple(int(s) for s in d.shape)
    if len(shape) < 2 or (len(shape) > 2 and len(set(shape)) != 1):
        raise FrontendRuntimeError("all dimensions of input must be of equal length")
    v = _cr._fit(fill_value.item() if isinstance(fill_value, Tensor) else fill_value, dtype_of(d)._ivy)
    if len(shape) == 2:
        rows, cols = shape
        limit = rows * cols if wrap else cols * min(rows, cols)
        flat = list(range(0, limit, cols + 1))
        idx = (ivy.native_array([f // cols for f in flat], dtype=ivy.int64),
               ivy.native_array([f % cols for f in flat], dtype=ivy.int64))
    else:
        ar = ivy.native_array(list(range(shape[0])), dtype=ivy.int64)
        idx = tuple(ar for _ in shape)

    _ag.check_inplace(self)
    self._assign(_ix._bset(_copy_native(d), idx, v))
    return self


def _as_strided_(self, size, stride, storage_offset=None):
    """``self`` becomes ``as_strided(self, size, stride, storage_offset)``'s values (roots only)."""
    r = _ns().as_strided(self, size, stride, storage_offset)
    self._assign(_copy_native(r._data))
    return self


def _size_method(self, dim=None):
    return Tensor.size(self, dim)


def _apply_(self, callable):  # noqa: A002
    vals = [callable(v) for v in self.flatten().tolist()]

    self._assign(ivy.reshape(_cr.tensor(vals, dtype=self.dtype)._data, tuple(self.shape)))
    return self


def _is_set_to(self, tensor):
    return self is tensor


def _sum_to_size(self, *size):
    """``self`` summed over the dims that broadcast to ``size`` (``self`` when its shape is ``size``)."""
    size = _ix._sizes(size, "sum_to_size")
    a = self._data
    nd = a.ndim
    if nd and tuple(int(v) for v in a.shape) == tuple(size):
        return self
    lead = nd - len(size)
    axes = list(range(lead)) + [lead + i for i, s in enumerate(size) if s == 1 and int(a.shape[lead + i]) != 1]
    if axes:
        r = _ns().sum(self, tuple(axes), True)._data
    else:  # torch sums over no dimension (a 0-d input): integers and bools become int64
        d = dtype_of(a)
        r = a if d.is_floating_point or d.is_complex else ivy.astype(a, ivy.int64)
    return wrap(ivy.reshape(r, size))


def _unfold(self, dimension, size, step):
    """A view of the windows of ``size`` elements, ``step`` apart, along ``dimension`` (appended last)."""
    d = _dim(dimension, max(self.ndim, 1))
    return self._view(_unfold_fwd, (d, size, step), None, False, what="unfold")


def _unfold_fwd(a, arg):
    d, size, step = arg
    if a.ndim == 0:
        if size > 1:
            raise FrontendRuntimeError(f"maximum size for tensor at dimension 0 is 1 but size is {size}")
        return ivy.reshape(a, (1,))
    length = int(a.shape[d])
    if size > length:
        raise FrontendRuntimeError(f"maximum size for tensor at dimension {d} is {length} but size is {size}")
    if step <= 0:
        raise FrontendRuntimeError(f"step is {step} but must be > 0")
    count = (length - size) // step + 1
    starts = ivy.multiply(ivy.arange(count, dtype=ivy.int64), step)
    offs = ivy.arange(size, dtype=ivy.int64)
    idx = ivy.add(ivy.expand_dims(starts, axis=1), ivy.expand_dims(offs, axis=0))
    idx = idx._data if idx.__class__ is ivy.Array else idx
    r = ivy.take(a, ivy.reshape(idx, (-1,)), axis=d)
    shape = list(int(s) for s in a.shape)
    shape[d:d + 1] = [count, size]
    r = ivy.reshape(r, tuple(shape))
    return ivy.moveaxis(r, d + 1, -1)


def _element_size(self):
    return self.dtype.itemsize


def _dim_order(self, *, ambiguity_check=False):
    return tuple(range(self.ndim))


def _register_hook(self, hook):
    raise FrontendRuntimeError("Tensor.register_hook is not supported by ivy_frontends")


def _pin_memory(self, device=None):
    return self


def _share_memory_(self):
    return self


def _is_pinned(self, device=None):
    return False


def _is_shared(self):
    return False


def _data_ptr(self):
    return id(self._data)


def _nn_method(name):
    def method(self, *args, **kwargs):
        from .nn import functional as F  # noqa: N812 - torch's spelling

        return getattr(F, name)(self, *args, **kwargs)

    method.__name__ = method.__qualname__ = name
    return method


def _relu_(self):
    return self._inplace(_nn_method("relu")(self)._data)


def _refused_method(name, why):
    def method(self, *args, **kwargs):
        raise FrontendRuntimeError(f"Tensor.{name} is not supported by ivy_frontends: {why}")

    method.__name__ = method.__qualname__ = name
    return method


def _removed_method(name, replacement):
    def method(self, *args, **kwargs):
        raise FrontendRuntimeError(f"This function was deprecated since version 1.9 and is now removed. Please use "
                                   f"the `{replacement}` function instead.")

    method.__name__ = method.__qualname__ = name
    return method


def _map_(self, tensor, callable):  # noqa: A002
    """``self[i] = callable(self[i], tensor[i])`` element by element (tensor broadcast to self)."""
    a = self.tolist() if self.ndim else [self.item()]
    b = tensor.expand(self.shape).tolist() if self.ndim else [tensor.item()]

    def rec(x, y):
        return [rec(u, v) for u, v in zip(x, y)] if isinstance(x, list) else callable(x, y)

    vals = rec(a, b)
    self._assign(ivy.reshape(_cr.tensor(vals, dtype=self.dtype)._data, tuple(self.shape)))
    return self


def _map2_(self, x, y, callable):  # noqa: A002
    a = self.tolist() if self.ndim else [self.item()]
    b = x.expand(self.shape).tolist() if self.ndim else [x.item()]
    c = y.expand(self.shape).tolist() if self.ndim else [y.item()]

    def rec(u, v, w):
        return [rec(*z) for z in zip(u, v, w)] if isinstance(u, list) else callable(u, v, w)

    self._assign(ivy.reshape(_cr.tensor(rec(a, b, c), dtype=self.dtype)._data, tuple(self.shape)))
    return self


def _new(self, *args, **kwargs):
    """The legacy ``x.new(...)``: a tensor of ``self``'s dtype (data, or a shape)."""
    if len(args) == 1 and not isinstance(args[0], int):
        return _cr.tensor(args[0], dtype=self.dtype)
    return _cr.empty(*args, dtype=self.dtype)


def _set_(self, source=None, storage_offset=0, size=None, stride=None):
    """``self`` takes ``source``'s values (a tensor; storages are not supported)."""
    if source is None:
        self._assign(_cr.empty(0, dtype=self.dtype)._data)
    elif isinstance(source, Tensor):
        self._assign(source._data)
    else:
        raise FrontendRuntimeError("Tensor.set_ of a storage is not supported by ivy_frontends (it keeps no storage)")
    return self


def _as_subclass(self, cls):
    """``self`` as an instance of subclass ``cls`` of Tensor (sharing the data)."""
    if not (isinstance(cls, type) and issubclass(cls, Tensor)):
        raise FrontendTypeError("as_subclass: cls must be a subclass of Tensor")
    r = object.__new__(cls)
    r._data, r._ex = self._data, None
    return r


def _to_dense(self, dtype=None, *, masked_grad=True):
    """``self`` (a dense tensor), cast to ``dtype`` when given."""
    return self if dtype is None else self.to(dtype)


_SPARSE = "ivy_frontends has dense tensors only"
_QUANT = "ivy_frontends has no quantized tensors"
_ONLY = {
    "view": _ix.view, "reshape": _reshape, "permute": _permute, "expand": _expand, "expand_as": _expand_as,
    "view_as": _view_as, "reshape_as": _reshape_as, "flip": _flip, "tile": _tile, "repeat": _repeat, "to": _to,
    "type": _type, "type_as": _type_as, "cpu": _cpu, "cuda": _cuda, "contiguous": _contiguous,
    "new_tensor": _new_tensor, "new_zeros": _newer("zeros"), "new_ones": _newer("ones"),
    "new_empty": _newer("empty"), "new_full": _new_full, "new_empty_strided": _new_empty_strided,
    "fill_": _fill_, "zero_": _zero_, "copy_": _copy_, "squeeze_": _shape_inplace("squeeze"),
    "unsqueeze_": _shape_inplace("unsqueeze"), "t_": _shape_inplace("t"), "transpose_": _shape_inplace("transpose"),
    "swapaxes_": _shape_inplace("transpose"), "swapdims_": _shape_inplace("transpose"), "resize_": _resize_,
    "resize_as_": _resize_as_, "apply_": _apply_, "is_set_to": _is_set_to, "sum_to_size": _sum_to_size,
    "unfold": _unfold, "element_size": _element_size, "dim_order": _dim_order, "register_hook": _register_hook,
    "pin_memory": _pin_memory, "share_memory_": _share_memory_, "is_pinned": _is_pinned, "is_shared": _is_shared,
    "data_ptr": _data_ptr, "fill_diagonal_": _fill_diagonal_, "as_strided_": _as_strided_,
    "relu": _nn_method("relu"), "relu_": _relu_, "hardshrink": _nn_method("hardshrink"),
    "prelu": _nn_method("prelu"), "eig": _removed_method("eig", "torch.linalg.eig"),
    "symeig": _removed_method("symeig", "torch.linalg.eigh"), "lstsq": _removed_method("lstsq", "torch.linalg.lstsq"),
    "solve": _removed_method("solve", "torch.linalg.solve"), "map_": _map_, "map2_": _map2_, "new": _new,
    "set_": _set_, "as_subclass": _as_subclass, "to_dense": _to_dense,
    "record_stream": lambda self, stream: None, "const_data_ptr": _data_ptr,
    "module_load": lambda self, other, assign=False: other,
    "resize": lambda self, *sizes: _cr.tensor(self.clone().resize_(*sizes)),
    "resize_as": lambda self, tensor: _cr.tensor(self.clone().resize_as_(tensor)),
}
for _name in ("to_sparse", "to_sparse_coo", "to_sparse_csr", "to_sparse_csc", "to_sparse_bsr", "to_sparse_bsc",
              "indices", "values", "coalesce", "is_coalesced", "crow_indices", "col_indices", "ccol_indices",
              "row_indices", "sparse_dim", "dense_dim", "sparse_mask", "sparse_resize_", "sparse_resize_and_clear_",
              "resize_as_sparse_", "smm", "sspaddmm", "to_mkldnn", "to_padded_tensor"):
    _ONLY[_name] = _refused_method(_name, _SPARSE)
for _name in ("dequantize", "int_repr", "q_scale", "q_zero_point", "q_per_channel_scales",
              "q_per_channel_zero_points", "q_per_channel_axis", "qscheme"):
    _ONLY[_name] = _refused_method(_name, _QUANT)
for _name in ("storage", "untyped_storage", "storage_type"):
    _ONLY[_name] = _refused_method(_name, "it keeps no storage (a tensor is one native array)")
for _name in ("ipu", "xpu", "mtia"):
    _ONLY[_name] = _refused_method(_name, "ivy has no such device")
_ONLY["register_post_accumulate_grad_hook"] = _refused_method("register_post_accumulate_grad_hook",
                                                              "autograd hooks are not supported")
_ONLY.update({
    "float": _caster(D.float32), "double": _caster(D.float64), "half": _caster(D.float16),
    "bfloat16": _caster(D.bfloat16), "int": _caster(D.int32), "long": _caster(D.int64), "short": _caster(D.int16),
    "char": _caster(D.int8), "byte": _caster(D.uint8), "bool": _caster(D.bool), "cfloat": _caster(D.complex64),
    "cdouble": _caster(D.complex128), "chalf": _caster(D.complex32),
})


def _T(self):
    nd = self.ndim

    return _ix.permute(self, tuple(range(nd - 1, -1, -1)))


def _mT(self):
    if self.ndim < 2:
        raise FrontendRuntimeError("tensor.mT is only supported on matrices or batches of matrices. Got 1-D tensor.")

    return _ix.transpose(self, -2, -1)


def _H(self):
    if self.ndim > 2:
        raise FrontendRuntimeError("tensor.H is only supported on matrices (2-D tensors).")
    r = _T(self)
    return _ns().conj(r) if self.dtype.is_complex else r


def _mH(self):
    r = _mT(self)
    return _ns().conj(r) if self.dtype.is_complex else r


def _real_view(d, arg):
    return ivy.real(d)


def _real_inv(parent, new, arg):
    if dtype_of(parent).is_complex:
        return ivy.complex(ivy.astype(new, dtype_of(ivy.real(parent))._ivy), ivy.imag(parent))
    return new


def _imag_view(d, arg):
    return ivy.imag(d)


def _imag_inv(parent, new, arg):
    return ivy.complex(ivy.real(parent), new)


def _real(self):
    if not self.dtype.is_complex:
        return self
    return self._view(_real_view, None, _real_inv, False, what="real")


def _set_real(self, value):
    _real(self).copy_(value)


def _imag(self):
    if not self.dtype.is_complex:
        raise FrontendRuntimeError("imag is not implemented for tensors with non-complex dtypes.")
    return self._view(_imag_view, None, _imag_inv, False, what="imag")


def _set_imag(self, value):
    _imag(self).copy_(value)


_FALSE_ATTRS = ("is_xla", "is_mps", "is_ipu", "is_xpu", "is_mtia", "is_maia", "is_vulkan", "is_inference",
                "is_distributed", "volatile")
_PROPS = {"name": property(lambda self: None), "output_nr": property(lambda self: 0),
          "grad_dtype": property(lambda self: None), "T": property(_T), "mT": property(_mT), "H": property(_H),
          "mH": property(_mH),
          "real": property(_real, _set_real), "imag": property(_imag, _set_imag)}

del t

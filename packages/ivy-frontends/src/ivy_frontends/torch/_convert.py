"""The conventions every torch frontend function follows: unwrap, promote, wrap.

- ``n(x)``: the native array of a tensor argument (a ``Tensor``, a native array of the current
  backend, an ``ivy.Array``, a nested list); Python numbers pass through unchanged (ivy takes
  them as "weak" scalars, as torch does).
- ``t(x)``: like ``n`` but a Python number becomes a 0-d native array of torch's dtype for it.
- ``binary(x, y)``: both operands as natives/numbers cast to torch's result dtype (the common
  case, two tensors of one dtype, costs one comparison).
- ``fl(x)``: a native array of a floating (or complex) dtype: integers and bools become torch's
  default dtype, as torch's ``sin(int_tensor)`` does.
- ``wrap(native)`` (re-exported from :mod:`.tensor`) makes the result tensor; ``ret(native,
  out)`` also handles ``out=``.
"""

from __future__ import annotations

import ivy

from .._errors import FrontendDtypeError, FrontendRuntimeError, FrontendTypeError
from .._views import backend_of, to_current
from . import _dtypes as D
from . import tensor as _tensor_mod
from ._promotion import CATEGORY, PROMOTION, scalar_dtype
from ._refusals import REFUSED
from .tensor import _C_NAMES, Tensor, _castable, _dtype_of_native, _View, wrap

_SCALAR_CAT = {bool: 0, int: 1, float: 2, complex: 3}
_Array = ivy.Array
dtype_of = _dtype_of_native

__all__ = ["n", "t", "binary", "fl", "wrap", "ret", "dtype_of", "to_ivy_dtype", "cast", "result_dtype"]


def n(x):
    """The native array of tensor-like ``x``; Python numbers unchanged."""
    c = x.__class__
    if c is Tensor or c is _View:
        return x._data
    if c is float or c is int or c is bool or c is complex:
        return x
    return _n_slow(x)


def _n_slow(x):
    if isinstance(x, Tensor):
        return x._data
    if x.__class__ is _Array:
        return x._data
    if ivy.is_native_array(x):
        if backend_of(x) is not ivy.current_backend():
            return to_current(x)
        return x
    if isinstance(x, (list, tuple)):
        from ._creation import tensor

        return tensor(x)._data
    if hasattr(x, "dtype") and hasattr(x, "item") and getattr(x, "shape", None) == ():
        return x.item()  # a NumPy scalar: a Python number, as torch reads it
    if isinstance(x, (int, float, complex)):
        return x
    raise FrontendTypeError(f"expected a Tensor or a number, got {type(x).__name__}")


def t(x):
    """The native array of tensor-like ``x``; a Python number becomes a 0-d array of torch's dtype for it."""
    c = x.__class__
    if c is Tensor or c is _View:
        return x._data
    r = n(x)
    if r.__class__ in _SCALAR_CAT:
        return ivy.native_array(r, dtype=scalar_dtype(r)._ivy)
    return r


def refused(name):
    """The torch dtypes torch's CPU kernel of ``name`` refuses (a frozenset of names), or None."""
    return REFUSED.get(name)


def check_refused(name, refusing, x):
    """Raise torch's error when native ``x``'s dtype is one ``refusing`` (from :func:`refused`) holds."""
    if x.__class__ in _SCALAR_CAT:
        return
    d = _dtype_of_native(x)
    if d._name in refusing:
        raise FrontendRuntimeError(f'"{name}" not implemented for \'{_C_NAMES.get(d, d)}\'')


def refuse_for(name, x):
    """Raise torch's error when torch's kernel of ``name`` refuses native ``x``'s dtype."""
    r = REFUSED.get(name)
    if r:
        check_refused(name, r, x)


def to_ivy_dtype(d):
    """The ivy dtype of a torch dtype argument (None stays None)."""
    return None if d is None else D.to_ivy(d)


def cast(a, d):
    """Native ``a`` cast to torch dtype ``d`` (no copy when it already is). Complex to a real dtype
    keeps the real part, as torch does (bool: whether either part is nonzero)."""
    ad = _dtype_of_native(a)
    if ad is d:
        return a
    if ad.is_complex and not d.is_complex:
        if d is D.bool:
            return ivy.logical_or(ivy.not_equal(ivy.real(a), 0), ivy.not_equal(ivy.imag(a), 0))
        a = ivy.real(a)
    return ivy.astype(a, d._ivy)


def _wrap_int(v, d):
    """Python int ``v`` wrapped into integer dtype ``d``'s range, as torch converts it."""
    bits = 8 * d.itemsize
    if d.is_signed:
        lo = -(1 << (bits - 1))
        return (v - lo) % (1 << bits) + lo
    return v % (1 << bits)


_INT_RANGE = {}
for _d in (D.int8, D.int16, D.int32, D.int64, D.uint8, D.uint16, D.uint32, D.uint64):
    _b = 8 * _d.itemsize
    _INT_RANGE[_d] = (-(1 << (_b - 1)), (1 << (_b - 1)) - 1) if _d.is_signed else (0, (1 << _b) - 1)


def _scalar_for(s, d):
    """Python number ``s`` as an operand beside a tensor of dtype ``d`` whose category holds it."""
    if s.__class__ is int and d in _INT_RANGE:
        lo, hi = _INT_RANGE[d]
        if not lo <= s <= hi:
            return _wrap_int(s, d)
    return s


def result_dtype(*xs):
    """torch's result dtype of natives and Python numbers ``xs``."""
    dims, zeros, nums = [], [], []
    for x in xs:
        c = x.__class__
        if c in _SCALAR_CAT:
            nums.append(scalar_dtype(x))
        elif x.ndim:
            dims.append(_dtype_of_native(x))
        else:
            zeros.append(_dtype_of_native(x))
    return PROMOTION.result_type(dims, zeros, nums)


def binary(x, y):
    """``(a, b)``: ``x`` and ``y`` as natives (or Python numbers) of torch's result dtype."""
    c = x.__class__
    a = x._data if c is Tensor or c is _View else n(x)
    c = y.__class__
    b = y._data if c is Tensor or c is _View else n(y)
    ca, cb = a.__class__, b.__class__
    sa, sb = ca in _SCALAR_CAT, cb in _SCALAR_CAT
    if not (sa or sb):
        if a.dtype is b.dtype:
            return a, b
        d = result_dtype(a, b)
        return cast(a, d), cast(b, d)
    if sb and not sa:
        da = _dtype_of_native(a)
        if _SCALAR_CAT[cb] <= CATEGORY[da]:
            return a, _scalar_for(b, da)
        d = result_dtype(a, b)
        return ivy.astype(a, d._ivy), b
    if sa and not sb:
        db = _dtype_of_native(b)
        if _SCALAR_CAT[ca] <= CATEGORY[db]:
            return _scalar_for(a, db), b
        d = result_dtype(a, b)
        return a, ivy.astype(b, d._ivy)
    d = result_dtype(a, b)
    return ivy.native_array(a, dtype=d._ivy), ivy.native_array(b, dtype=d._ivy)


def promoted(*xs):
    """All of ``xs`` (natives or numbers) as natives of torch's result dtype, and that dtype."""
    ns = [n(x) for x in xs]
    d = result_dtype(*ns)
    out = []
    for v in ns:
        if v.__class__ in _SCALAR_CAT:
            out.append(ivy.native_array(v, dtype=d._ivy))
        else:
            out.append(cast(v, d))
    return out, d


def fl(x):
    """Native ``x`` with integers and bools cast to the default dtype (torch's float-only functions)."""
    a = t(x)
    d = _dtype_of_native(a)
    if d.is_floating_point or d.is_complex:
        return a
    return ivy.astype(a, D.get_default_dtype()._ivy)


def ret(r, out):
    """The result tensor of native ``r``: a new tensor, or ``out`` overwritten with it (torch's
    ``out=``: resized to the result's shape, the result cast to ``out``'s dtype where allowed)."""
    if out is None:
        return wrap(r)
    return write_out(out, r)


def write_out(out, r):
    """Overwrite tensor ``out`` with native result ``r`` (shape may change; dtype cast where allowed)."""
    if not isinstance(out, Tensor):
        raise FrontendTypeError(f"out= must be a Tensor, got {type(out).__name__}")
    rd, od = _dtype_of_native(r), _dtype_of_native(out._data)
    if rd is not od:
        if not _castable(rd, od):
            raise FrontendDtypeError(
                f"result type {_C_NAMES[rd]} can't be cast to the desired output type {_C_NAMES[od]}")
        r = ivy.astype(r, od._ivy)
    if tuple(r.shape) != tuple(out._data.shape) and isinstance(out, _View):
        from .._errors import FrontendRuntimeError

        raise FrontendRuntimeError("out= of a view cannot be resized; pass a tensor of the result's shape")
    _tensor_mod._ag.check_inplace(out)
    out._assign(r)
    return out


def ret_tuple(rs, out):
    """A tuple result (``max(dim=...)``'s values and indices) with ``out=`` a tuple of tensors."""
    if out is None:
        return tuple(wrap(r) for r in rs)
    return tuple(write_out(o, r) for o, r in zip(out, rs))

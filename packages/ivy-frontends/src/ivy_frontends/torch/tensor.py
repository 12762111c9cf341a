"""``torch.Tensor``: one native array of the current ivy backend, with torch's API on top.

A ``Tensor`` has two slots: ``_data`` (the native array: a ``numpy.ndarray``, ``torch.Tensor``,
``jax.Array``, ``tf.Tensor`` or ``mx.np.ndarray``) and ``_ex`` (None, or the rarely needed
extra state: autograd flags, the version counter of a tensor that has views). Frontend
functions read ``x._data``, call ivy on native arrays, and wrap the native result with
:func:`wrap` (one object allocation): see the package README's "Design" section.

Views (``x[0]``, ``x.view(6)``, ``x.T``, ``x.diagonal()``, ...) are instances of a subclass
(``_View``, made by :func:`ivy_frontends._views.make_view_class`) whose ``_data`` is computed
from their root and written back to it, so in-place writes through a view change its base on
every backend, JAX and TensorFlow included.

>>> import ivy_frontends.torch as torch
>>> x = torch.zeros(2, 3)
>>> x[0].add_(1)
tensor([1., 1., 1.])
>>> x.sum().item()
3.0
"""

from __future__ import annotations

import ivy

from .. import _views
from .._errors import (
    FrontendDtypeError,
    FrontendIndexError,
    FrontendRuntimeError,
    FrontendShapeError,
    FrontendTypeError,
)
from . import _dtypes as D
from ._size_device import Size, from_ivy_device

_new = object.__new__
_ag = None  # the autograd engine (torch/_autograd.py), set when the package is imported
_DT_MAP = D.MAP
_dtype_of_native = _DT_MAP.of_native_array


class _Extra:
    """A tensor's rarely used state: the version counter of a root that has views, and the
    autograd state of the backends whose autograd ivy_frontends records itself."""

    __slots__ = ("versions", "requires_grad", "grad", "retains_grad", "name", "leaf_native", "__weakref__")

    def __init__(self):
        self.versions = _views.Versions()
        self.requires_grad = False
        self.grad = None
        self.retains_grad = False
        self.name = None
        self.leaf_native = None


def _extra(t):
    ex = t._ex
    if ex is None:
        ex = t._ex = _Extra()
    return ex


class Tensor:
    """torch.Tensor on ivy: ``Tensor(native)`` wraps a native array of the current backend
    without copying; ``Tensor(2, 3)`` / ``Tensor([1, 2])`` are torch's legacy constructors
    (a float tensor of that shape / of that data)."""

    __slots__ = ("_data", "_ex", "__weakref__")
    __array_ufunc__ = None  # NumPy's operators defer to the Tensor's reflected ones
    __array_priority__ = 1000

    def __init__(self, *args, device=None):
        self._ex = None
        if len(args) == 1 and _is_native(args[0]):
            self._data = args[0]
            return
        from . import _creation

        if not args:
            t = _creation.empty(0, device=device)
        elif len(args) == 1 and not isinstance(args[0], int):
            a = args[0]
            if isinstance(a, Tensor):
                self._data = a._data
                return
            t = _creation.tensor(a, dtype=D.get_default_dtype(), device=device)
        else:
            t = _creation.empty(*args, device=device)
        self._data = t._data

    # ------------------------------------------------------------------ attributes
    @property
    def shape(self):
        """The shape, a ``torch.Size``."""
        return Size(self._data.shape)

    @property
    def dtype(self):
        """The dtype, a torch dtype (``torch.float32``)."""
        return _dtype_of_native(self._data)

    @property
    def device(self):
        """The device, a ``torch.device`` (ivy's ``"gpu:N"`` is ``cuda:N``)."""
        return from_ivy_device(ivy.dev(self._data))

    @property
    def ndim(self):
        """The number of dimensions."""
        return self._data.ndim

    @property
    def layout(self):
        from . import strided

        return strided

    is_cuda = property(lambda self: self.device.type == "cuda")
    is_cpu = property(lambda self: self.device.type == "cpu")
    is_sparse = False
    is_sparse_csr = False
    is_quantized = False
    is_meta = False
    is_mkldnn = False
    is_nested = False
    names = property(lambda self: (None,) * self.ndim)

    @property
    def itemsize(self):
        return self.dtype.itemsize

    @property
    def nbytes(self):
        return self.dtype.itemsize * self.numel()

    def size(self, dim=None):
        """The shape (``torch.Size``), or the size of dimension ``dim``."""
        s = self._data.shape
        if dim is None:
            return Size(s)
        return int(s[_dim(dim, len(s))])

    def dim(self):
        """The number of dimensions."""
        return self._data.ndim

    ndimension = dim

    def numel(self):
        """The number of elements."""
        n = 1
        for s in self._data.shape:
            n *= int(s)
        return n

    nelement = numel

    def element_size(self):
        return self.dtype.itemsize

    def stride(self, dim=None):
        """The strides of a contiguous tensor of this shape (ivy_frontends keeps no strides)."""
        s = tuple(int(v) for v in self._data.shape)
        st, acc = [], 1
        for v in reversed(s):
            st.append(acc)
            acc *= max(v, 1)
        st = tuple(reversed(st))
        return st if dim is None else st[_dim(dim, len(s))]

    def storage_offset(self):
        return 0

    def is_contiguous(self, memory_format=None):
        return True

    def is_floating_point(self):
        return self.dtype.is_floating_point

    def is_complex(self):
        return self.dtype.is_complex

    def is_signed(self):
        return self.dtype.is_signed

    def get_device(self):
        d = self.device
        return -1 if d.type == "cpu" else d.index

    # ------------------------------------------------------------------ conversions
    def item(self):
        """The value of a one-element tensor as a Python number."""
        if self.numel() != 1:
            raise FrontendRuntimeError(
                f"a Tensor with {self.numel()} elements cannot be converted to Scalar")
        return ivy.to_numpy(self._data).reshape(()).item()

    def tolist(self):
        """The values as (nested) Python lists of numbers."""
        return ivy.to_numpy(self._data).tolist()

    def numpy(self, *, force=False):
        """A NumPy array of the values (the native array itself on the numpy backend)."""
        d = self._data
        if d.__class__.__module__ == "numpy":
            return d
        return ivy.to_numpy(d)

    def __array__(self, dtype=None, copy=None):
        a = ivy.to_numpy(self._data)
        return a if dtype is None else a.astype(dtype)

    def __dlpack__(self, *args, **kwargs):
        return self._data.__dlpack__(*args, **kwargs)

    def __dlpack_device__(self):
        return self._data.__dlpack_device__()

    def __bool__(self):
        if self.numel() != 1:
            raise FrontendRuntimeError(
                "Boolean value of Tensor with more than one value is ambiguous"
                if self.numel() else "Boolean value of Tensor with no values is ambiguous")
        return bool(self.item())

    def __int__(self):
        return int(self.item() if not self.is_complex() else self.item().real)

    def __float__(self):
        return float(self.item())

    def __complex__(self):
        return complex(self.item())

    def __index__(self):
        if self.dtype.is_floating_point or self.dtype.is_complex or self.dtype is D.bool or self.numel() != 1:
            raise FrontendTypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    def __len__(self):
        s = self._data.shape
        if not len(s):
            raise FrontendTypeError("len() of a 0-d tensor")
        return int(s[0])

    def __iter__(self):
        s = self._data.shape
        if not len(s):
            raise FrontendTypeError("iteration over a 0-d tensor")
        return (self[i] for i in range(int(s[0])))

    __hash__ = object.__hash__

    def __repr__(self):
        from ._format import tensor_repr

        return tensor_repr(self)

    __str__ = __repr__

    def __format__(self, spec):
        if self.ndim == 0:
            return format(self.item(), spec)
        return object.__format__(self, spec)

    def __reduce__(self):
        return (_rebuild, (ivy.to_numpy(self._data), self.dtype))

    def __deepcopy__(self, memo):
        from ._pointwise import clone

        r = clone(self)
        if self._ex is not None and self.requires_grad and self.is_leaf:
            r.requires_grad_(True)
        memo[id(self)] = r
        return r

    # ------------------------------------------------------------------ writing
    def _assign(self, new):
        """Make ``new`` (a native array of this tensor's dtype and shape) this tensor's value:
        written back to the root for a view; the version bumped so views recompute."""
        self._data = new
        ex = self._ex
        if ex is not None:
            ex.versions.version += 1
            if ex.leaf_native is not None:
                _ag.rebound_leaf(self)

    def _inplace(self, new):
        """Store ``new`` (a native result) as torch's in-place methods do: its dtype must cast
        to this tensor's (no float into int, no complex into real, nothing into bool but bool),
        its shape must be this tensor's; it is cast and written (through views). Returns self."""
        d = self._data
        nd, sd = new.dtype, d.dtype
        if nd is not sd and nd != sd:
            rdt, tdt = _dtype_of_native(new), _dtype_of_native(d)
            if not _castable(rdt, tdt):
                raise FrontendDtypeError(
                    f"result type {_C_NAMES[rdt]} can't be cast to the desired output type {_C_NAMES[tdt]}")
            new = ivy.astype(new, tdt._ivy)
        if new.shape != d.shape and tuple(new.shape) != tuple(d.shape):
            raise FrontendShapeError(
                f"output with shape {list(d.shape)} doesn't match the broadcast shape {list(new.shape)}")
        _ag.check_inplace(self)
        self._assign(new)
        return self

    def _view(self, fwd, arg=None, inv=None, contiguous=False, overlap=False, what="view"):
        """A view of this tensor: ``fwd(native, arg) -> native``; see :mod:`ivy_frontends._views`."""
        return make_view(self, _views.Step(fwd, arg, inv, contiguous, overlap, what))

    # ------------------------------------------------------------------ indexing
    # __getitem__ / __setitem__: _indexing.getitem / setitem, bound by _tensor_methods.bind

    # ------------------------------------------------------------------ autograd
    @property
    def requires_grad(self):
        return _ag.requires_grad(self)

    @requires_grad.setter
    def requires_grad(self, flag):
        self.requires_grad_(flag)

    def requires_grad_(self, requires_grad=True):
        """Record operations on this (leaf) tensor for :meth:`backward`."""
        _ag.set_requires_grad(self, requires_grad)
        return self

    @property
    def grad(self):
        return _ag.get_grad(self)

    @grad.setter
    def grad(self, value):
        _ag.set_grad(self, value)

    @property
    def is_leaf(self):
        return _ag.is_leaf(self)

    @property
    def grad_fn(self):
        return _ag.grad_fn(self)

    def retain_grad(self):
        _ag.retain_grad(self)

    @property
    def retains_grad(self):
        return _ag.retains_grad(self)

    def backward(self, gradient=None, retain_graph=None, create_graph=False, inputs=None):
        """Accumulate d(self)/d(leaf) into each leaf's ``.grad`` (see the README for the backends)."""
        _ag.backward([self], [gradient], retain_graph, create_graph, inputs)

    def detach(self):
        """A view of the same values that records no gradient."""
        return self._view(_detach_fwd, None, _identity_inv, True, what="detach")

    def detach_(self):
        self._data = _ag.detach_native(self._data)
        if self._ex is not None:
            self._ex.requires_grad = False
            self._ex.leaf_native = None
        return self

    @property
    def data(self):
        """The values without autograd history (a view sharing them)."""
        return self.detach()

    @data.setter
    def data(self, value):
        _ag.set_data(self, value._data if isinstance(value, Tensor) else value)

    @property
    def _version(self):
        return 0 if self._ex is None else self._ex.versions.version


def _rebuild(array, dtype):
    from ._creation import tensor

    return tensor(array, dtype=dtype)


def _identity_inv(parent, new, arg):
    return new


def _detach_fwd(d, arg):
    return _ag.detach_native(d)


def _is_native(x):
    return not isinstance(x, Tensor) and ivy.is_native_array(x)


_View = _views.make_view_class(Tensor)
_set_data_slot = Tensor.__dict__["_data"].__set__
_TENSOR_CLASSES = {Tensor, _View}


def make_view(base, step):
    """A view of ``base`` through one more ``step``."""
    if base.__class__ is _View or isinstance(base, _View):
        root, chain = base._root, base._chain + (step,)
    else:
        root, chain = base, (step,)
    d = step.fwd(base._data, step.arg)
    ex = root._ex
    if ex is None:
        ex = root._ex = _Extra()
    v = _new(_View)
    v._ex = None
    v._root = root
    v._chain = chain
    _set_data_slot(v, d)
    v._seen = ex.versions.version
    return v


def wrap(native):
    """A new Tensor holding ``native`` (no copy)."""
    t = _new(Tensor)
    t._data = native
    t._ex = None
    return t


def _dim(dim, ndim):
    """``dim`` made non-negative; IndexError outside ``[-ndim, ndim)`` (a 0-d tensor takes -1, 0)."""
    n = ndim if ndim else 1
    if not -n <= dim < n:
        raise FrontendIndexError(
            f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim % n


_C_NAMES = {D.bool: "Bool", D.uint8: "Byte", D.int8: "Char", D.int16: "Short", D.int32: "Int", D.int64: "Long",
            D.uint16: "UInt16", D.uint32: "UInt32", D.uint64: "UInt64", D.float16: "Half", D.bfloat16: "BFloat16",
            D.float32: "Float", D.float64: "Double", D.complex64: "ComplexFloat", D.complex128: "ComplexDouble"}


def _castable(from_, to):
    """torch's canCast: the in-place and ``out=`` rule."""
    if from_.is_complex and not to.is_complex:
        return False
    if from_.is_floating_point and not (to.is_floating_point or to.is_complex):
        return False
    return not (to is D.bool and from_ is not D.bool)

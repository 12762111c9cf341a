"""``tf.Tensor`` (an eager tensor): one native array of the current ivy backend, with TF's API.

A ``Tensor`` has one slot, ``_data``: the native array (a ``numpy.ndarray``, ``torch.Tensor``,
``jax.Array``, ``tf.Tensor``, ...). Frontend functions unwrap with ``_convert.n``/``t``, call
ivy on natives and wrap the result with :func:`wrap`. Tensors are immutable as in TF: item
assignment raises ``TypeError``. Operators follow TF's rules (no mixing of dtypes; Python
scalars take the tensor's dtype) and are bound by ``_math_ops``.

>>> import ivy_frontends.tensorflow as tf
>>> x = tf.constant([1.0, 2.0])
>>> x
<tf.Tensor: shape=(2,), dtype=float32, numpy=array([1., 2.], dtype=float32)>
>>> (x * 2)[::-1]
<tf.Tensor: shape=(2,), dtype=float32, numpy=array([4., 2.], dtype=float32)>
"""

from __future__ import annotations

import operator

import ivy

from .. import _tape
from .._views import backend_of
from . import _dtypes as D
from ._tensor_shape import TensorShape
from .errors import FrontendTypeError, FrontendValueError, invalid

__all__ = ["Tensor", "wrap", "newaxis"]

_new = object.__new__
_Array = ivy.Array
_dtype_of = D.dtype_of
newaxis = None


class Tensor:
    """An eager ``tf.Tensor``. ``Tensor(native)`` wraps a native array without copying; use
    ``tf.constant``/``tf.convert_to_tensor`` to make one from data."""

    __slots__ = ("_data", "__weakref__")
    __array_ufunc__ = None  # NumPy's operators defer to the Tensor's reflected ones
    __array_priority__ = 1000

    def __init__(self, data):
        if isinstance(data, Tensor):
            data = data._data
        elif not ivy.is_native_array(data):
            from ._convert import t

            data = t(data)
        self._data = data

    # -------------------------------------------------------------- attributes
    @property
    def dtype(self):
        return _dtype_of(self._data)

    @property
    def shape(self):
        return TensorShape(tuple(self._data.shape))

    @property
    def ndim(self):
        return len(self._data.shape)

    @property
    def device(self):
        return "/job:localhost/replica:0/task:0/device:CPU:0"

    backing_device = device

    @property
    def name(self):
        raise AttributeError("Tensor.name is undefined when eager execution is enabled.")

    def get_shape(self):
        return self.shape

    def set_shape(self, shape):
        if not self.shape.is_compatible_with(shape):
            raise FrontendValueError(f"Tensor's shape {self.shape} is not compatible with supplied shape "
                                     f"{TensorShape(shape)}.")

    def numpy(self):
        """The value as a NumPy array (a NumPy scalar for a 0-d tensor, as TF gives)."""
        a = ivy.to_numpy(self._data)
        return a[()] if a.ndim == 0 else a

    def __array__(self, dtype=None, copy=None):
        a = ivy.to_numpy(self._data)
        return a if dtype is None else a.astype(dtype)

    def ref(self):
        return _Reference(self)

    experimental_ref = ref

    def cpu(self):
        return self

    def gpu(self, gpu_index=0):
        return self

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return wrap(ivy.copy_array(self._data))

    # -------------------------------------------------------------- Python protocols
    def __repr__(self):
        return f"<tf.Tensor: shape={self.shape}, dtype={self.dtype.name}, numpy={_np_repr(self)}>"

    def __str__(self):
        a = self.numpy()
        text = str(a) if self.ndim < 2 else "\n" + str(a)
        return f"tf.Tensor({text}, shape={self.shape}, dtype={self.dtype.name})"

    def __format__(self, spec):
        if self.ndim == 0:
            return format(self.numpy(), spec)
        return format(str(self), spec)

    def __hash__(self):
        raise FrontendTypeError("Tensor is unhashable. Instead, use tensor.ref() as the key.")

    def __bool__(self):
        if self.ndim != 0 and _size(self._data) != 1:
            raise FrontendValueError("The truth value of an array with more than one element is ambiguous. "
                                     "Use a.any() or a.all()")
        return bool(ivy.to_scalar(ivy.reshape(self._data, ())))

    def __float__(self):
        return float(self.numpy())

    def __int__(self):
        return int(self.numpy())

    def __complex__(self):
        return complex(self.numpy())

    def __index__(self):
        if not self.dtype.is_integer or self.ndim != 0:
            raise FrontendTypeError("Only integer scalar tensors can be converted to a Python index")
        return int(ivy.to_scalar(self._data))

    def __len__(self):
        if self.ndim == 0:
            raise FrontendTypeError("Scalar tensor has no `len()`")
        return self._data.shape[0]

    def __iter__(self):
        if self.ndim == 0:
            raise FrontendTypeError("Cannot iterate over a scalar tensor.")
        d = self._data
        return (wrap(_tape.call(backend_of(d).getitem, d, i, name="getitem")) for i in range(d.shape[0]))

    def __getitem__(self, key):
        return wrap(strided_slice_get(self._data, key))

    def __setitem__(self, key, value):
        raise FrontendTypeError("'tensorflow.python.framework.ops.EagerTensor' object does not support item "
                                "assignment")

    def __reduce__(self):
        return (_from_numpy, (self.numpy(),))


def _from_numpy(a):
    from ._convert import t

    return wrap(t(a))


class _Reference:
    """``Tensor.ref()``: a hashable reference (``deref()`` gives the tensor back)."""

    __slots__ = ("_t",)

    def __init__(self, t):
        self._t = t

    def deref(self):
        return self._t

    def __hash__(self):
        return id(self._t)

    def __eq__(self, other):
        return isinstance(other, _Reference) and other._t is self._t


def _np_repr(t):
    import numpy

    a = t.numpy()
    return repr(a) if isinstance(a, numpy.ndarray) else repr(a.item() if t.dtype._name != "bfloat16" else float(a))


def _size(d):
    s = 1
    for v in d.shape:
        s *= v
    return s


def wrap(native):
    """A new Tensor holding ``native`` (no copy)."""
    if native.__class__ is _Array:  # an ivy creation function's result
        native = native._data
    t = _new(Tensor)
    t._data = native
    return t


# ------------------------------------------------------------------ strided slicing

def _index_int(v):
    c = v.__class__
    if c is int:
        return v
    if isinstance(v, Tensor):
        if v.ndim != 0 or not v.dtype.is_integer:
            raise FrontendTypeError("Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
                                    "tf.int32/tf.int64 tensors are valid indices, got " + repr(v))
        return int(ivy.to_scalar(v._data))
    if c is bool or isinstance(v, float):
        raise FrontendTypeError("Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
                                f"tf.int32/tf.int64 tensors are valid indices, got {v!r}")
    try:
        return operator.index(v)
    except TypeError:
        raise FrontendTypeError("Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar "
                                f"tf.int32/tf.int64 tensors are valid indices, got {v!r}") from None


def strided_slice_get(d, key):
    """``d[key]`` with TF's ``__getitem__`` rules (native in, native out): ints (range-checked),
    slices (clamped; negative strides), ``tf.newaxis``, ``...``, scalar int tensors; a list key is a
    tuple of indices, as TF reads it; a boolean tensor key is ``tf.boolean_mask``."""
    if key.__class__ is not tuple:
        if isinstance(key, list):
            key = tuple(key)
        else:
            if isinstance(key, Tensor) and key.dtype is D.bool:
                from ._array_ops import boolean_mask

                return boolean_mask(wrap(d), key)._data
            key = (key,)
    parts = []
    shape = d.shape
    dim = 0
    n_ell = sum(1 for k in key if k is Ellipsis)
    if n_ell > 1:
        raise FrontendValueError("Multiple ellipses in slice spec not allowed")
    n_real = sum(1 for k in key if k is not None and k is not Ellipsis)
    if n_real > len(shape):
        raise invalid(f"Index out of range using input dim {len(shape)}")
    for k in key:
        if k is None:
            parts.append(None)
        elif k is Ellipsis:
            parts.append(Ellipsis)
            dim += len(shape) - n_real
        elif k.__class__ is slice:
            st = None if k.step is None else _index_int(k.step)
            if st == 0:
                raise invalid(f"strides[{dim}] must be non-zero")
            parts.append(slice(None if k.start is None else _index_int(k.start),
                               None if k.stop is None else _index_int(k.stop), st))
            dim += 1
        else:
            i = _index_int(k)
            size = shape[dim]
            if i >= size or i < -size:
                raise invalid(f"slice index {i} of dimension {dim} out of bounds.")
            parts.append(i)
            dim += 1
    return _tape.call(backend_of(d).getitem, d, tuple(parts), name="getitem")

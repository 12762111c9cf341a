"""``tf.Variable``: a mutable tensor (``assign``, ``assign_add``, ``assign_sub``, ``read_value``),
usable wherever a tensor is (operators, every function), watched by ``tf.GradientTape``.

>>> import ivy_frontends.tensorflow as tf
>>> v = tf.Variable([1.0, 2.0], name="w")
>>> _ = v.assign_add([1.0, 1.0])
>>> v
<tf.Variable 'w:0' shape=(2,) dtype=float32, numpy=array([2., 3.], dtype=float32)>
"""

from __future__ import annotations

import itertools
import weakref

import ivy

from . import _convert
from . import _dtypes as D
from ._tensor import Tensor, _np_repr, strided_slice_get, wrap
from ._tensor_shape import TensorShape
from .errors import FrontendTypeError, FrontendValueError, invalid

__all__ = ["Variable", "VariableSynchronization", "VariableAggregation"]

_counter = itertools.count()
_LIVE = {}  # id -> weakref of the trainable variables alive (a GradientTape watches those it may read)


def live_variables():
    """The trainable variables alive."""
    return [v for v in (r() for r in list(_LIVE.values())) if v is not None]


def _register(v):
    key = id(v)
    _LIVE[key] = weakref.ref(v, lambda _r, key=key: _LIVE.pop(key, None))


class VariableSynchronization:
    AUTO, NONE, ON_WRITE, ON_READ = 0, 1, 2, 3


class VariableAggregation:
    NONE, SUM, MEAN, ONLY_FIRST_REPLICA = 0, 1, 2, 3


class Variable:
    """``tf.Variable(initial_value, trainable=None, validate_shape=True, ..., name=None, dtype=None,
    shape=None, ...)``: holds one native array, replaced by ``assign``."""

    __slots__ = ("_data", "_trainable", "_name", "_shape", "_constraint", "__weakref__")
    __array_ufunc__ = None
    __array_priority__ = 1000

    def __init__(self, initial_value=None, trainable=None, validate_shape=True, caching_device=None, name=None,
                 variable_def=None, dtype=None, import_scope=None, constraint=None,
                 synchronization=VariableSynchronization.AUTO, aggregation=VariableAggregation.NONE, shape=None,
                 experimental_enable_variable_lifting=True):
        if initial_value is None:
            raise FrontendValueError("The `initial_value` arg (`None`) must be specified as a `Tensor` or a Python "
                                     "callable.")
        if callable(initial_value):
            initial_value = initial_value()
        d = _convert.t(initial_value, None if dtype is None or isinstance(initial_value, (Tensor, Variable))
                       else dtype)
        if dtype is not None and _convert.dtype_of(d) is not D.as_dtype(dtype):
            d = ivy.astype(d, D.to_ivy(dtype))
        self._data = d
        if synchronization == VariableSynchronization.ON_READ and trainable:
            raise FrontendValueError("Synchronization value can be set to VariableSynchronization.ON_READ only for "
                                     "non-trainable variables.")
        self._trainable = True if trainable is None else bool(trainable)
        self._name = ("Variable" if name is None else str(name)) + ":0"
        self._shape = TensorShape(tuple(d.shape)) if shape is None or not validate_shape else TensorShape(shape)
        if shape is not None and validate_shape and not self._shape.is_compatible_with(tuple(d.shape)):
            raise FrontendValueError(f"The initial value's shape ({tuple(d.shape)}) is not compatible with the "
                                     f"explicitly supplied `shape` argument ({self._shape}).")
        self._constraint = constraint
        if self._trainable:
            _register(self)
            from . import _gradient_tape

            _gradient_tape.variable_created(self)

    # -------------------------------------------------------------- attributes
    dtype = property(lambda self: D.dtype_of(self._data))
    shape = property(lambda self: TensorShape(tuple(self._data.shape)) if self._shape.is_fully_defined()
                     else self._shape)
    ndim = property(lambda self: len(self._data.shape))
    name = property(lambda self: self._name)
    trainable = property(lambda self: self._trainable)
    constraint = property(lambda self: self._constraint)
    device = property(lambda self: "/job:localhost/replica:0/task:0/device:CPU:0")
    synchronization = property(lambda self: VariableSynchronization.AUTO)
    aggregation = property(lambda self: VariableAggregation.NONE)
    initial_value = property(lambda self: wrap(self._data))

    def get_shape(self):
        return self.shape

    def numpy(self):
        return wrap(self._data).numpy()

    def __array__(self, dtype=None, copy=None):
        return wrap(self._data).__array__(dtype)

    def value(self):
        return wrap(self._data)

    def read_value(self):
        """The current value as a Tensor."""
        return wrap(self._data)

    def _as_tensor(self):
        return wrap(self._data)

    # -------------------------------------------------------------- assignment
    def _store(self, new, read_value, what):
        new_shape = tuple(new.shape)
        if not self._shape.is_compatible_with(new_shape):
            raise FrontendValueError(f"Cannot {what} to variable {self._name} due to variable shape "
                                     f"{self.shape} and value shape {TensorShape(new_shape)} are incompatible")
        self._data = new
        from . import _gradient_tape

        _gradient_tape.variable_written(self)
        return self if read_value else None

    def assign(self, value, use_locking=None, name=None, read_value=True):
        """Replace the value (same dtype; shape compatible with the variable's)."""
        new = _convert.to_tensor_like(value, self.dtype, "AssignVariableOp", 1)
        if new.__class__ in _convert._PY or new.__class__ in (list, tuple):
            new = ivy.native_array(new, dtype=self.dtype._ivy)
        return self._store(new, read_value, "assign")

    def assign_add(self, delta, use_locking=None, name=None, read_value=True):
        """``self += delta`` (in place on the variable)."""
        a, b = _convert.binary(self._data, delta, "AssignAddVariableOp")
        r = ivy.add(a, b)
        return self._store(_keep_dtype(r, self), read_value, "assign")

    def assign_sub(self, delta, use_locking=None, name=None, read_value=True):
        """``self -= delta``."""
        a, b = _convert.binary(self._data, delta, "AssignSubVariableOp")
        r = ivy.subtract(a, b)
        return self._store(_keep_dtype(r, self), read_value, "assign")

    def scatter_nd_update(self, indices, updates, name=None):
        from ._array_ops import tensor_scatter_nd_update

        return self.assign(tensor_scatter_nd_update(wrap(self._data), indices, updates))

    def scatter_nd_add(self, indices, updates, name=None):
        from ._array_ops import tensor_scatter_nd_add

        return self.assign(tensor_scatter_nd_add(wrap(self._data), indices, updates))

    def scatter_nd_sub(self, indices, updates, name=None):
        from ._array_ops import tensor_scatter_nd_sub

        return self.assign(tensor_scatter_nd_sub(wrap(self._data), indices, updates))

    def __iadd__(self, other):
        return self.assign_add(other)

    def __isub__(self, other):
        return self.assign_sub(other)

    def set_shape(self, shape):
        raise FrontendTypeError("Variable.set_shape is not supported in eager mode")

    # -------------------------------------------------------------- Python protocols
    def __repr__(self):
        return (f"<tf.Variable '{self._name}' shape={self.shape} dtype={self.dtype.name}, "
                f"numpy={_np_repr(wrap(self._data))}>")

    def __getitem__(self, key):
        return wrap(strided_slice_get(self._data, key))

    def __setitem__(self, key, value):
        raise FrontendTypeError("'ResourceVariable' object does not support item assignment")

    def __hash__(self):
        raise FrontendTypeError("Variable is unhashable. Instead, use variable.ref() as the key.")

    def ref(self):
        return wrap(self._data).ref().__class__(self)

    experimental_ref = ref

    def __bool__(self):
        return bool(wrap(self._data))

    def __float__(self):
        return float(wrap(self._data))

    def __int__(self):
        return int(wrap(self._data))

    def __index__(self):
        return wrap(self._data).__index__()

    def __len__(self):
        return len(wrap(self._data))

    def __iter__(self):
        return iter(wrap(self._data))

    def __deepcopy__(self, memo):
        return Variable(wrap(ivy.copy_array(self._data)), trainable=self._trainable, name=self._name[:-2])


def _keep_dtype(r, v):
    if D.dtype_of(r) is not v.dtype:
        raise invalid(f"assign_add: result dtype {D.dtype_of(r).name} is not the variable's {v.dtype.name}")
    return r


_convert._VAR.append(Variable)

"""``tf.TensorShape`` and ``tf.compat.v1.Dimension``-free dims: a shape whose rank and dims may
be unknown (``None``).

>>> import ivy_frontends.tensorflow as tf
>>> s = tf.TensorShape([2, None])
>>> s.as_list(), s.rank, s.is_compatible_with([2, 3]), s.merge_with([None, 3])
([2, None], 2, True, TensorShape([2, 3]))
"""

from __future__ import annotations

import operator

from .errors import FrontendTypeError, FrontendValueError

__all__ = ["TensorShape"]


def _dim(d):
    if d is None:
        return None
    if isinstance(d, TensorShape):
        raise FrontendTypeError("a TensorShape is not a dimension")
    v = getattr(d, "value", d)  # tf.compat.v1.Dimension-like
    if v is None:
        return None
    try:
        v = operator.index(v)
    except TypeError:
        raise FrontendTypeError(f"Dimension value must be integer or None or have an __index__ method, got value "
                                f"'{d!r}' with type '{type(d)!r}'") from None
    if v < 0:
        raise FrontendValueError(f"Dimension {v} must be >= 0")
    return v


class TensorShape:
    """A (possibly partially known) shape: ``dims`` is None (unknown rank) or a tuple of ints/None."""

    __slots__ = ("_dims",)

    def __init__(self, dims):
        if dims is None:
            self._dims = None
        elif isinstance(dims, TensorShape):
            self._dims = dims._dims
        elif dims.__class__ is tuple and all(d.__class__ is int for d in dims):
            self._dims = dims
        else:
            try:
                it = iter(dims)
            except TypeError:
                self._dims = (_dim(dims),)  # a single dimension
            else:
                self._dims = tuple(_dim(d) for d in it)

    # -------------------------------------------------------------- properties
    @property
    def dims(self):
        return None if self._dims is None else list(self._dims)

    @property
    def rank(self):
        return None if self._dims is None else len(self._dims)

    ndims = rank

    def as_list(self):
        if self._dims is None:
            raise FrontendValueError("as_list() is not defined on an unknown TensorShape.")
        return list(self._dims)

    def is_fully_defined(self):
        return self._dims is not None and all(d is not None for d in self._dims)

    def assert_is_fully_defined(self):
        if not self.is_fully_defined():
            raise FrontendValueError(f"Shape {self} is not fully defined")

    def num_elements(self):
        if not self.is_fully_defined():
            return None
        r = 1
        for d in self._dims:
            r *= d
        return r

    def __len__(self):
        if self._dims is None:
            raise FrontendValueError("Cannot take the length of shape with unknown rank.")
        return len(self._dims)

    def __bool__(self):
        return self._dims is not None

    def __iter__(self):
        if self._dims is None:
            raise FrontendValueError("Cannot iterate over a shape with unknown rank.")
        return iter(self._dims)

    def __getitem__(self, key):
        if self._dims is None:
            if isinstance(key, slice):
                return TensorShape(None)
            return None
        if isinstance(key, slice):
            return TensorShape(self._dims[key])
        return self._dims[key]

    # -------------------------------------------------------------- compatibility
    def is_compatible_with(self, other):
        other = as_shape(other)
        if self._dims is None or other._dims is None:
            return True
        if len(self._dims) != len(other._dims):
            return False
        return all(a is None or b is None or a == b for a, b in zip(self._dims, other._dims))

    def assert_is_compatible_with(self, other):
        if not self.is_compatible_with(other):
            raise FrontendValueError(f"Shapes {self} and {as_shape(other)} are incompatible")

    def merge_with(self, other):
        other = as_shape(other)
        if self._dims is None:
            return other
        if other._dims is None:
            return self
        if not self.is_compatible_with(other):
            raise FrontendValueError(f"Shapes {self} and {other} are not compatible")
        return TensorShape([a if a is not None else b for a, b in zip(self._dims, other._dims)])

    def most_specific_compatible_shape(self, other):
        other = as_shape(other)
        if self._dims is None or other._dims is None or len(self._dims) != len(other._dims):
            return TensorShape(None)
        return TensorShape([a if a == b else None for a, b in zip(self._dims, other._dims)])

    def concatenate(self, other):
        other = as_shape(other)
        if self._dims is None or other._dims is None:
            return TensorShape(None)
        return TensorShape(self._dims + other._dims)

    def with_rank(self, rank):
        if self._dims is None:
            return TensorShape([None] * rank)
        if len(self._dims) != rank:
            raise FrontendValueError(f"Shape {self} must have rank {rank}")
        return self

    def with_rank_at_least(self, rank):
        if self._dims is not None and len(self._dims) < rank:
            raise FrontendValueError(f"Shape {self} must have rank at least {rank}")
        return self

    def with_rank_at_most(self, rank):
        if self._dims is not None and len(self._dims) > rank:
            raise FrontendValueError(f"Shape {self} must have rank at most {rank}")
        return self

    def as_proto(self):
        raise FrontendTypeError("TensorShape.as_proto: protocol buffers are not part of ivy_frontends")

    # -------------------------------------------------------------- dunders
    def __eq__(self, other):
        try:
            other = as_shape(other)
        except (TypeError, ValueError):
            return NotImplemented
        return self._dims == other._dims

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash(self._dims)

    def __add__(self, other):
        return self.concatenate(other)

    def __radd__(self, other):
        return as_shape(other).concatenate(self)

    def __repr__(self):
        if self._dims is None:
            return "TensorShape(None)"
        return f"TensorShape({list(self._dims)})"

    def __str__(self):
        if self._dims is None:
            return "<unknown>"
        if len(self._dims) == 1:
            return f"({self._dims[0]},)"
        return "(" + ", ".join(str(d) for d in self._dims) + ")"

    def __reduce__(self):
        return (TensorShape, (self.dims,))


def as_shape(shape):
    """``shape`` as a TensorShape."""
    return shape if isinstance(shape, TensorShape) else TensorShape(shape)

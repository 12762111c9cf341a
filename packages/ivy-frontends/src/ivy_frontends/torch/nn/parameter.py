"""``torch.nn.Parameter`` and ``torch.nn.Buffer``.

A ``Parameter`` is a frontend ``Tensor`` (same ``__slots__``) that requires grad by default and
that a ``Module`` registers as a parameter when it is assigned as an attribute. A ``Buffer``
marks a tensor to register as a buffer (``persistent`` or not).

>>> import ivy_frontends.torch as torch
>>> p = torch.nn.Parameter(torch.zeros(2))
>>> p.requires_grad, isinstance(p, torch.Tensor)
(True, True)
"""

from __future__ import annotations

import ivy

from .. import _autograd
from .._convert import n as _n
from ..tensor import Tensor
from ._functional._util import sg

__all__ = ["Parameter", "Buffer", "UninitializedParameter", "UninitializedBuffer", "is_lazy"]


def _native_of(data):
    if data is None:
        r = ivy.zeros((0,), dtype=_default_ivy_dtype())
        return r._data if r.__class__ is ivy.Array else r
    if isinstance(data, Tensor):
        return sg(_autograd.detach_native(data._data))  # a new leaf: no recorded history
    return _n(data)


def _default_ivy_dtype():
    from .._dtypes import get_default_dtype

    return get_default_dtype()._ivy


class Parameter(Tensor):
    """A tensor that is a module parameter: ``Parameter(data=None, requires_grad=True)`` shares
    ``data``'s values."""

    __slots__ = ()

    def __new__(cls, data=None, requires_grad=True):
        p = object.__new__(cls)
        p._data = _native_of(data)
        p._ex = None
        if requires_grad:
            p.requires_grad_(True)
        return p

    def __init__(self, data=None, requires_grad=True):
        pass

    def __repr__(self):
        return "Parameter containing:\n" + Tensor.__repr__(self)

    def __deepcopy__(self, memo):
        r = memo.get(id(self))
        if r is not None:
            return r
        from .._pointwise import clone
        from ..autograd.grad_mode import no_grad

        with no_grad():
            copied = clone(self.detach())
        r = Parameter(copied, self.requires_grad)
        memo[id(self)] = r
        return r

    def __reduce_ex__(self, proto):
        return (_rebuild_parameter, (Tensor.__reduce__(self), self.requires_grad))


def _rebuild_parameter(reduced, requires_grad):
    fn, args = reduced
    return Parameter(fn(*args), requires_grad)


class Buffer(Tensor):
    """A tensor to register as a buffer when assigned to a module attribute: ``Buffer(data=None, *,
    persistent=True)`` (a non-persistent buffer is left out of ``state_dict``)."""

    __slots__ = ("persistent",)

    def __new__(cls, data=None, *, persistent=True):
        b = object.__new__(cls)
        b._data = _native_of(data)
        b._ex = None
        b.persistent = persistent
        return b

    def __init__(self, data=None, *, persistent=True):
        pass


class UninitializedParameter(Parameter):
    """A parameter whose shape is not known yet (lazy modules); ``materialize(shape)`` gives it values."""

    __slots__ = ()

    def materialize(self, shape, device=None, dtype=None):
        from .._creation import empty

        self._data = empty(shape, dtype=dtype)._data
        self.__class__ = Parameter


class UninitializedBuffer(Buffer):
    """A buffer whose shape is not known yet (lazy modules)."""

    __slots__ = ()


def is_lazy(param):
    """Whether ``param`` is an uninitialized (lazy) parameter or buffer."""
    return isinstance(param, (UninitializedParameter, UninitializedBuffer))

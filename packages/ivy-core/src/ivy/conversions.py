"""Ivy 1.0's conversions between ``ivy.Array`` and native arrays (its
``ivy/data_classes/array/conversions.py``): ``to_ivy``, ``to_native``, ``args_to_ivy``,
``args_to_native``. Nests (lists, tuples, dicts, ``ivy.Container``) are converted leaf by leaf
with ``nested=True``.

>>> import numpy as np
>>> ivy.to_ivy(np.ones(2))
ivy.array([1., 1.], dtype=float64, backend=numpy)
>>> type(ivy.to_native(ivy.ones(2))).__name__
'ndarray'
"""

from __future__ import annotations

from . import _dispatch as _d

__all__ = ["to_ivy", "to_native", "args_to_ivy", "args_to_native"]


def _one_to_ivy(x):
    if x.__class__ is not _d._Array and _d._TYPES[type(x)] is not None:
        return _d._Array(x)
    return x


def _one_to_native(x):
    return x._data if x.__class__ is _d._Array else x


def _nested(fn, x, include_derived):
    from .container import Container

    if isinstance(x, Container):
        return x.cont_map(lambda v, kc: _nested(fn, v, include_derived))
    cls = x.__class__
    derived = include_derived is True or isinstance(include_derived, dict) and include_derived.get(
        "tuple" if isinstance(x, tuple) else "list" if isinstance(x, list) else "dict", False)
    if cls is list or derived and isinstance(x, list):
        return [_nested(fn, v, include_derived) for v in x]
    if cls is tuple or derived and isinstance(x, tuple) and not hasattr(x, "_fields"):
        return tuple(_nested(fn, v, include_derived) for v in x)
    if isinstance(x, tuple) and hasattr(x, "_fields") and (cls is tuple or derived):
        return cls(*(_nested(fn, v, include_derived) for v in x))
    if cls is dict or derived and isinstance(x, dict):
        return {k: _nested(fn, v, include_derived) for k, v in x.items()}
    return fn(x)


def to_ivy(x, nested: bool = False, include_derived=None):
    """A native array as an ``ivy.Array`` (anything else unchanged); ``nested``: every array in a
    nest of lists, tuples, dicts and Containers (``include_derived``: their subclasses too, as
    ``True`` or a dict ``{"tuple": True, ...}``)."""
    if nested:
        return _nested(_one_to_ivy, x, include_derived)
    return _one_to_ivy(x)


def to_native(x, nested: bool = False, include_derived=None):
    """An ``ivy.Array``'s native array (anything else unchanged); ``nested`` as in :func:`to_ivy`."""
    if nested:
        return _nested(_one_to_native, x, include_derived)
    return _one_to_native(x)


def args_to_ivy(*args, include_derived=None, **kwargs):
    """``(args, kwargs)`` with every native array in them (nests too) as an ``ivy.Array``.

    >>> a, kw = ivy.args_to_ivy(ivy.ones(1).data, y=[ivy.ones(1).data])
    >>> type(a[0]).__name__, type(kw["y"][0]).__name__
    ('Array', 'Array')
    """
    return (tuple(to_ivy(a, True, include_derived) for a in args),
            {k: to_ivy(v, True, include_derived) for k, v in kwargs.items()})


def args_to_native(*args, include_derived=None, cont_inplace=False, to_ignore=None, **kwargs):
    """``(args, kwargs)`` with every ``ivy.Array`` in them (nests too) as its native array.

    >>> a, kw = ivy.args_to_native(ivy.ones(1), y=ivy.ones(1))
    >>> type(a[0]).__name__, type(kw["y"]).__name__
    ('ndarray', 'ndarray')
    """
    return (tuple(to_native(a, True, include_derived) for a in args),
            {k: to_native(v, True, include_derived) for k, v in kwargs.items()})

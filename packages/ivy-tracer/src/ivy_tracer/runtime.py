"""Functions generated ivy-level source calls for what ``ivy.Array`` does without an ivy function:
indexing, ``x[i] = v`` and in-place updates with ivy's semantics, on native arrays of any backend.

>>> import ivy
>>> from ivy_tracer import runtime
>>> runtime.getitem(ivy.arange(4, backend="numpy").data, slice(1, 3))
array([1, 2])
"""

from __future__ import annotations

from ivy import _dispatch

from .errors import GuardFailed

__all__ = ["getitem", "setitem", "inplace_update", "stop_gradient", "GuardFailed"]


def _backend(x):
    b = _dispatch._TYPES[type(x)]
    if b is None:
        raise TypeError(f"expected a native array of an ivy backend, got {type(x).__name__}")
    return b


def getitem(x, key, /):
    """``ivy.Array(x)[key]`` on the native array ``x`` (ivy's indexing rules on every backend)."""
    return _backend(x).getitem(x, key)


def setitem(x, key, value, /):
    """``x[key] = value`` with ivy's rules: the written array (``x`` itself where the framework
    writes in place, a new array on JAX and TensorFlow)."""
    return _backend(x).setitem(x, key, value)


def inplace_update(x, value, /):
    """ivy's in-place update of ``x`` by ``value`` (the updated array)."""
    return _backend(x).inplace_update(x, value)


def stop_gradient(x, /, *, preserve_type=True):
    """``ivy.stop_gradient(x)`` on the native array ``x`` (``x`` itself on backends without autodiff)."""
    m = getattr(_backend(x), "gradients", None)
    if m is None or not hasattr(m, "stop_gradient"):
        return x
    return m.stop_gradient(x, preserve_type=preserve_type)

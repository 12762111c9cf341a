"""Eager traces of ivy code on JAX and TensorFlow: the native array classes' Python conversions
(``bool(x)``, ``float(x)``, ``x.item()``, ``x.numpy()``) and description reads (``x.shape``,
``x.dtype``) are wrapped for the trace, so that the user's code reading them is seen (a
:class:`~ivy_tracer.TraceError` or a guard); ivy's and the framework's own reads pass through."""

from __future__ import annotations

import sys

from .recorder import current

__all__ = ["EagerPatches", "tf_meta"]

_VALUES = {"__bool__": "bool()", "__float__": "float()", "__int__": "int()", "__index__": "index",
           "__complex__": "complex()", "item": ".item()", "tolist": ".tolist()", "numpy": ".numpy()",
           "__array__": "numpy.asarray()"}
_READS = {"shape": "tuple({}.shape)", "ndim": "{}.ndim", "dtype": "{}.dtype"}


def _classes(backend):
    if backend == "jax":
        import jax.numpy as jnp

        return [type(jnp.zeros(()))]
    if backend == "tensorflow":
        import tensorflow as tf

        return [type(tf.constant(0.0))]
    return []


def _static(cls, name):
    for k in cls.__mro__:
        if name in vars(k):
            return vars(k)[name]
    return None


def _value_wrapper(orig, what):
    def read(self, *args, **kwargs):
        rec = current()
        sink = rec.sink() if rec is not None else None
        if sink is None or sink.kind == "lowering" or not sink.known(self):
            return orig(self, *args, **kwargs)
        return sink.value_read(self, what, lambda: orig(self, *args, **kwargs))

    return read


def _read_wrapper(getter, expr, name):
    def get(self):
        v = getter(self)
        rec = current()
        sink = rec.sink() if rec is not None else None
        if sink is not None and sink.known(self):
            if name == "shape":
                sink.guard(self, expr, tuple(v))
            else:
                sink.guard(self, expr, v)
        return v

    return property(get)


class EagerPatches:
    """The wrappers, on the native array class of ``backend``, for one trace (a context manager)."""

    def __init__(self, backend):
        self.backend = backend
        self.saved = []

    def __enter__(self):
        for cls in _classes(self.backend):
            for name, what in _VALUES.items():
                orig = _static(cls, name)
                if orig is None or not callable(orig):
                    continue
                self._set(cls, name, _value_wrapper(orig, what))
            for name, expr in _READS.items():
                orig = _static(cls, name)
                if orig is None or not hasattr(orig, "__get__"):
                    continue
                getter = (lambda o: (lambda s: o.__get__(s, type(s))))(orig)
                self._set(cls, name, _read_wrapper(getter, expr, name))
        return self

    def _set(self, cls, name, value):
        had = name in vars(cls)
        old = vars(cls).get(name)
        try:
            setattr(cls, name, value)
        except (TypeError, AttributeError):  # a class that cannot be changed: its reads go unseen
            return
        self.saved.append((cls, name, had, old))

    def __exit__(self, *exc):
        for cls, name, had, old in reversed(self.saved):
            if had:
                setattr(cls, name, old)
            else:
                delattr(cls, name)
        self.saved.clear()


def tf_meta(x):
    """``{"shape", "dtype"}`` of a TensorFlow tensor or variable, read past the wrappers above."""
    tf = sys.modules["tensorflow"]
    shape = tf.TensorShape(x._shape_tuple()) if hasattr(x, "_shape_tuple") else x.get_shape()
    return {"shape": tuple(shape.as_list()) if shape.rank is not None else None, "dtype": x.dtype.name}

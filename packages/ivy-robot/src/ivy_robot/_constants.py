"""Constant arrays of a robot (DH parameters, body points) on the backend of the arrays it meets.

A robot keeps its constants as Python floats, so one ``PandaManipulator()`` serves NumPy,
torch, JAX, TensorFlow and MXNet arrays alike. On each call the constants are needed as native
arrays of the argument's backend, dtype and device: they are made once per such triple and kept,
except where the new array has no value outside a trace (a symbolic tensor of ``tf.function``),
which is made again on each trace instead of leaking out of it.
"""

from __future__ import annotations

import ivy

_Array = ivy.Array


def native(x):
    """``x``'s native array (an ``ivy.Array``'s own) and whether ``x`` was an ``ivy.Array``."""
    if isinstance(x, _Array):
        return x.data, True
    return x, False


def float_dtype(x):
    """``x``'s dtype if it is a floating one, else the default float dtype (float32)."""
    d = ivy.dtype(x)
    return d if ivy.isdtype(d, "real floating") else ivy.default_float_dtype()


class ConstantCache:
    """Named constants (nested lists of Python floats) as native arrays like a given array."""

    __slots__ = ("_values", "_made")

    def __init__(self, **values):
        self._values = values
        self._made = {}

    def like(self, x, dtype):
        """The constants as a dict of native arrays of ``x``'s backend and device, in ``dtype``."""
        backend = ivy.current_backend(x)
        key = (backend.name, dtype, ivy.dev(x))
        made = self._made.get(key)
        if made is None:
            made = {k: ivy.asarray(v, dtype=dtype, device=key[2], backend=backend).data
                    for k, v in self._values.items()}
            is_abstract = getattr(backend, "is_abstract", None)
            if is_abstract is None or not any(is_abstract(a) for a in made.values()):
                self._made[key] = made
        return made

"""``repr``/``str`` of :class:`~ivy_frontends.jax._array.Array` as JAX prints them.

``Array([1., 2.], dtype=float32)``, ``Array(1., dtype=float32, weak_type=True)``,
``Array([], shape=(0,), dtype=float32)``: NumPy's formatting of the values (NumPy is imported
only when an array is printed).
"""

from __future__ import annotations

import ivy

from . import _dtypes as D


def _host(a):
    import numpy

    x = a._data
    if D.of_native(x) is D.BF16:
        x = ivy.astype(x, ivy.float32)
    return numpy.asarray(ivy.to_numpy(x))


def array_repr(a):
    import numpy

    d = a.dtype
    extra = ", weak_type=True" if a._weak else ""
    if a.size == 0 and a.ndim:
        return f"Array([], shape={a.shape}, dtype={d.name}{extra})"
    h = _host(a)
    body = numpy.array2string(h, separator=", ", prefix="Array(")
    return f"Array({body}, dtype={d.name}{extra})"


def array_str(a):
    import numpy

    return numpy.array_str(_host(a))

"""Element-wise functions on NumPy."""

from __future__ import annotations

import numpy as np

_nd = np.ndarray
_asarray = np.asarray


def _binary(uf):
    def f(x1, x2, /):
        r = uf(x1, x2)
        return r if r.__class__ is _nd else _asarray(r)

    f.__name__ = uf.__name__
    return f


add = _binary(np.add)
subtract = _binary(np.subtract)
multiply = _binary(np.multiply)

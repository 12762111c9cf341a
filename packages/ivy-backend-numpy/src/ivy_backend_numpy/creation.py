"""Array creation on NumPy (float32/int64 defaults, as ivy specifies)."""

from __future__ import annotations

import numpy as np

_F32 = np.dtype("float32")


def _default_dtype(obj):
    """float32 for Python floats, complex64 for Python complex, else NumPy's choice."""
    a = np.asarray(obj)
    if a.dtype == np.float64 and not isinstance(obj, np.ndarray | np.generic):
        return _F32
    if a.dtype == np.complex128 and not isinstance(obj, np.ndarray | np.generic):
        return np.dtype("complex64")
    return a.dtype


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    if dtype is None and not isinstance(obj, np.ndarray):
        dtype = _default_dtype(obj)
    if copy:
        return np.array(obj, dtype=dtype, copy=True)
    if copy is False:
        a = np.asarray(obj, dtype=dtype)
        if isinstance(obj, np.ndarray) and a is not obj and not np.shares_memory(a, obj):
            raise ValueError("asarray(copy=False) would need a copy")
        return a
    return np.asarray(obj, dtype=dtype)


def zeros(shape, *, dtype=None, device=None):
    return np.zeros(shape, dtype=_F32 if dtype is None else dtype)


def ones(shape, *, dtype=None, device=None):
    return np.ones(shape, dtype=_F32 if dtype is None else dtype)

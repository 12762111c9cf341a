"""Data type conversion on NumPy."""

from __future__ import annotations

import numpy as np

import ivy

_nd = np.ndarray


def astype(x, dtype, /, *, copy=True, device=None):
    if x.dtype.kind == "c" and dtype.kind != "c":
        raise ivy.DtypeError(
            f"astype: casting {x.dtype} to {dtype} would drop the imaginary part; "
            "take ivy.real(x), ivy.imag(x) or ivy.abs(x) first"
        )
    if x.__class__ is not _nd:
        return np.array(x, dtype=dtype)
    return x.astype(dtype, copy=copy)

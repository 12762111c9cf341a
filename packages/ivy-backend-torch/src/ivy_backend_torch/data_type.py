"""Data type conversion on PyTorch."""

from __future__ import annotations

import torch

import ivy

_COMPLEX = frozenset((torch.complex64, torch.complex128))


def astype(x, dtype, /, *, copy=True, device=None):
    if x.dtype in _COMPLEX and dtype not in _COMPLEX:
        raise ivy.DtypeError(
            f"astype: casting {x.dtype} to {dtype} would drop the imaginary part; "
            "take ivy.real(x), ivy.imag(x) or ivy.abs(x) first"
        )
    if device is None:
        return x.to(dtype, copy=copy)
    return x.to(device=device, dtype=dtype, copy=copy)

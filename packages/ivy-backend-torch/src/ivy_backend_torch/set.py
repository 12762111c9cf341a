"""Set functions on PyTorch. NaNs are distinct, as the standard asks (torch's
sort-based unique keeps them apart); -0.0 and +0.0 are one value."""

from __future__ import annotations

import torch

from ivy.api.set import UniqueAllResult, UniqueCountsResult, UniqueInverseResult

from .elementwise import _INT_RANGE, _promote

_T = torch.Tensor
_I64 = torch.int64
_BOOL = torch.bool
_U8 = torch.uint8
_C64 = torch.complex64
_C128 = torch.complex128
_torch_unique = torch.unique


def _complex_unique(x, return_inverse=False, return_counts=False):
    """torch.unique for complex tensors (torch has none), in NumPy's order: values without
    NaN by (real, imag), then NaN imaginary parts by real, NaN real parts by imaginary,
    then both NaN; each value with a NaN part is distinct."""
    flat = x.reshape(-1)
    re, im = flat.real, flat.imag
    perm = torch.sort(im, stable=True)[1]
    perm = perm[torch.sort(re[perm], stable=True)[1]]
    group = (torch.isnan(im).to(_U8) + 2 * torch.isnan(re).to(_U8))[perm]
    perm = perm[torch.sort(group, stable=True)[1]]
    s = flat[perm]
    new = torch.ones(s.shape, dtype=_BOOL, device=x.device)
    if s.numel() > 1:
        new[1:] = s[1:] != s[:-1]
    ids = torch.cumsum(new, 0) - 1
    out = [s[new]]
    if return_inverse:
        inv = torch.empty_like(ids)
        inv[perm] = ids
        out.append(inv.reshape(x.shape))
    if return_counts:
        out.append(torch.bincount(ids, minlength=out[0].shape[0]))
    return tuple(out) if len(out) > 1 else out[0]


def _unique(x, sorted=True, return_inverse=False, return_counts=False):
    d = x.dtype
    if d is _C64 or d is _C128:
        return _complex_unique(x, return_inverse, return_counts)
    return _torch_unique(x, sorted=True, return_inverse=return_inverse, return_counts=return_counts)


def unique_all(x, /):
    v, inv, c = _unique(x, return_inverse=True, return_counts=True)
    n = x.numel()
    flat = inv.reshape(-1)
    # the first occurrence of each value: the smallest position mapping to it
    first = torch.full((v.shape[0],), n, dtype=_I64, device=x.device)
    first.scatter_reduce_(0, flat, torch.arange(n, device=x.device), "amin")
    return UniqueAllResult(v, first, inv.reshape(x.shape), c)


def unique_counts(x, /):
    v, c = _unique(x, return_counts=True)
    return UniqueCountsResult(v, c)


def unique_inverse(x, /):
    v, inv = _unique(x, return_inverse=True)
    return UniqueInverseResult(v, inv.reshape(x.shape))


def unique_values(x, /):
    return _unique(x)


def isin(x1, x2, /, *, invert=False):
    if x1.__class__ is not _T or x2.__class__ is not _T or x1.dtype is not x2.dtype:
        t, s = (x1, x2) if isinstance(x1, _T) else (x2, x1)
        if isinstance(s, int) and (r := _INT_RANGE.get(t.dtype)) is not None and not r[0] <= s <= r[1]:
            # a Python int outside the tensor's integer dtype equals none of its elements (ivy
            # compares it by value, as NumPy does; torch would wrap it, uint8 -1 into 255)
            return torch.full_like(x1, invert, dtype=_BOOL) if x1 is t else torch.tensor(invert, device=t.device)
        x1, x2 = _promote(x1, x2, "isin")
    if x1.is_complex():  # torch.isin has no complex loop
        r = (x1.reshape(*x1.shape, 1) == x2.reshape(-1)).any(-1)
        return ~r if invert else r
    if x1.dtype is _BOOL:  # torch.isin has no bool loop
        x1, x2 = x1.to(_U8), x2.to(_U8)
    return torch.isin(x1, x2, invert=invert)

"""Helpers shared by the family modules (not API functions)."""

from __future__ import annotations

from torch._C._functorch import peek_interpreter_stack as _peek

import ivy


def in_transform():
    """Whether a torch.func transform (``vmap`` through ``ivy.vmap``, ``grad``, ...) is running
    (~30 ns): paths that read values back (``.item()``, ``bool(t)``) or write into unbatched
    tensors in place take their transform-safe form then."""
    return _peek() is not None

AxisError = ivy.AxisError  # an axis out of range (ivy-core's error, a ValueError and an IndexError)


def normalize_axes(axis, nd, fn):
    """``axis`` (an int or a sequence) as a tuple of non-negative ints; raises AxisError."""
    if axis.__class__ is int:
        axis = (axis,)
    out = []
    for a in axis:
        if not -nd <= a < nd:
            raise AxisError(f"{fn}: axis {a} is out of range for an array of {nd} dimensions")
        out.append(a % nd)
    if len(set(out)) != len(out):
        raise ivy.InvalidArgumentError(f"{fn}: repeated axis in {tuple(axis)}")
    return tuple(out)

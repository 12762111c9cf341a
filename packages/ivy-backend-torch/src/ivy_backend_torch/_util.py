"""Helpers shared by the family modules (not API functions)."""

from __future__ import annotations

import ivy

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

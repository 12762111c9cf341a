"""Sorting functions on JAX: stable by default (also descending), NaN last in
ascending order and first in descending order.

JAX's descending ``sort`` reverses an ascending sort, which reverses equal
elements (visible for -0.0/+0.0); here descending values are
``flip(sort(flip(x)))``, which keeps them in their original order.
"""

from __future__ import annotations

import jax.numpy as jnp

import ivy
from ivy.plugin import complex_unordered as _complex_unordered

from ._util import COMPLEX, I64, AxisError


def _check(x, name, axis):
    if x.dtype in COMPLEX:
        raise _complex_unordered(name, x.dtype, "sort by")
    nd = x.ndim
    if nd == 0:
        raise ivy.ShapeError(f"ivy.{name} needs an array with at least one dimension, got a 0-d array")
    if not -nd <= axis < nd:
        raise AxisError(f"ivy.{name}: axis {axis} is out of range for an array of {nd} dimensions")


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "argsort", axis)
    r = jnp.argsort(x, axis=axis, stable=stable, descending=descending)
    return r if r.dtype == I64 else r.astype(I64)


def sort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "sort", axis)
    if not descending:
        return jnp.sort(x, axis=axis, stable=stable)
    return jnp.flip(jnp.sort(jnp.flip(x, axis), axis=axis, stable=stable), axis)

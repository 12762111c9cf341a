"""Sorting functions on MXNet; computed on the host with NumPy (stable sorts, descending order
that keeps equal elements in their original order)."""

from __future__ import annotations

import numpy as onp

import ivy

from . import _host


def _check(x, name):
    if x.ndim == 0:
        raise ivy.AxisError(f"ivy.{name} needs an array with at least one dimension, got a 0-d array")


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "argsort")
    h = x.asnumpy()
    if not descending:
        return _host.back(onp.argsort(h, axis=axis, kind="stable").astype(onp.int64))
    r = onp.flip(onp.argsort(onp.flip(h, axis), axis=axis, kind="stable"), axis)
    return _host.back((h.shape[axis] - 1 - r).astype(onp.int64))


def sort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "sort")
    h = x.asnumpy()
    if not descending:
        return _host.back(onp.sort(h, axis=axis, kind="stable"))
    return _host.back(onp.ascontiguousarray(onp.flip(onp.sort(onp.flip(h, axis), axis=axis, kind="stable"), axis)))

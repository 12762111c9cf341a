"""Sorting functions on MXNet; computed on the host with NumPy (stable sorts, descending order
that keeps equal elements in their original order). While mx.autograd records, ``sort``
gathers its values natively at the host's ``argsort`` positions (differentiable)."""

from __future__ import annotations

import numpy as onp

import ivy

from . import _host


def _check(x, name):
    if x.ndim == 0:
        raise ivy.AxisError(f"ivy.{name} needs an array with at least one dimension, got a 0-d array")


def _argsort(h, axis, descending):
    if not descending:
        return onp.argsort(h, axis=axis, kind="stable").astype(onp.int64)
    r = onp.flip(onp.argsort(onp.flip(h, axis), axis=axis, kind="stable"), axis)
    return (h.shape[axis] - 1 - r).astype(onp.int64)


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "argsort")
    return _host.back(_argsort(x.asnumpy(), axis, descending))


def sort(x, /, *, axis=-1, descending=False, stable=True):
    _check(x, "sort")
    h = x.asnumpy()
    if _host.grads(x):
        return _host.gather(x, onp.take_along_axis(_host.positions(x), _argsort(h, axis, descending), axis))
    if not descending:
        return _host.back(onp.sort(h, axis=axis, kind="stable"))
    return _host.back(onp.ascontiguousarray(onp.flip(onp.sort(onp.flip(h, axis), axis=axis, kind="stable"), axis)))

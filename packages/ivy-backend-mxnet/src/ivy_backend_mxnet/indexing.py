"""Indexing functions on MXNet (negative indices count from the end; out of range is an error)."""

from __future__ import annotations

import numpy as onp

import ivy

from . import _host
from ._util import BOOL, I64, _nd, mnp


def _check_idx(indices, fn):
    d = indices.dtype if isinstance(indices, _nd) else onp.asarray(indices).dtype
    if d == BOOL or d.kind not in "iu":
        raise ivy.plugin.integers_required(fn, d)


def take(x, indices, /, *, axis=None):
    _check_idx(indices, "take")
    return _host.run(lambda a, i: onp.take(a, onp.asarray(i).astype(onp.int64), axis=axis), x, indices)


def take_along_axis(x, indices, /, *, axis=-1):
    _check_idx(indices, "take_along_axis")
    return _host.run(lambda a, i: onp.take_along_axis(a, onp.asarray(i).astype(onp.int64), axis=axis), x, indices)


_ = (I64, mnp)

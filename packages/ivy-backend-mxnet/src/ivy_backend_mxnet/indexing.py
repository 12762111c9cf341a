"""Indexing functions on MXNet (negative indices count from the end; out of range is an error).

Computed on the host; while mx.autograd records, the host finds the positions only and the
values are gathered natively (``_host.select``), so gradients flow.
"""

from __future__ import annotations

import math

import numpy as onp

import ivy
from ivy.plugin import with_fallback

from . import _host
from ._util import BOOL, I64, _nd, mnp, mx

_ag = mx.autograd


def _check_idx(indices, fn):
    d = indices.dtype if isinstance(indices, _nd) else onp.asarray(indices).dtype
    if d == BOOL or d.kind not in "iu":
        raise ivy.plugin.integers_required(fn, d)


def _take(a, i, axis):
    return onp.take(a, onp.asarray(i).astype(onp.int64), axis=axis)


def _take_along(a, i, axis):
    return onp.take_along_axis(a, onp.asarray(i).astype(onp.int64), axis=axis)


def take(x, indices, /, *, axis=None):
    _check_idx(indices, "take")
    if _host.grads(x):  # positions on the host, values gathered natively (differentiable)
        return _host.select(_take, x, indices, axis)
    return _host.run(_take, x, indices, axis)


def take_along_axis(x, indices, /, *, axis=-1):
    _check_idx(indices, "take_along_axis")
    if _host.grads(x):
        return _host.select(_take_along, x, indices, axis)
    return _host.run(_take_along, x, indices, axis)


@with_fallback
def scatter_nd(composition, indices, updates, /, shape=None, *, reduction="sum", tensor=None):
    """ivy-core's composition. For ``"min"``/``"max"`` while mx.autograd records, its values are
    regathered from the winning update or ``tensor`` element (``_host.gather``): the composition's
    max over a where() of repeated ``tensor`` values would give each copy a full gradient."""
    if (reduction != "min" and reduction != "max") or not _host.grads(updates, tensor):
        return composition(indices, updates, shape, reduction=reduction, tensor=tensor)
    with _ag.pause():
        r = composition(indices, updates, shape, reduction=reduction, tensor=tensor)
    tshape = r.shape
    ih = onp.asarray(indices.asnumpy(), dtype=onp.int64)
    k = ih.shape[-1]
    ih = ih.reshape(-1, k) % onp.asarray(tshape[:k], dtype=onp.int64)
    flat = onp.ravel_multi_index(tuple(ih.T), tshape[:k]) if k else onp.zeros(len(ih), onp.int64)
    m, rr = len(flat), math.prod(tshape[k:])
    p = math.prod(tshape[:k])
    base = tensor.astype(r.dtype) if tensor is not None else mnp.zeros(tshape, dtype=r.dtype, ctx=r.ctx)
    u = updates.astype(r.dtype) if isinstance(updates, _nd) else mnp.array(updates, dtype=r.dtype)
    u = mnp.broadcast_to(u, (m, rr)) if u.size == 1 else u.reshape((m, rr))
    rh, bh, uh = r.asnumpy().reshape(p, rr), base.asnumpy().reshape(p, rr), u.asnumpy()
    won = (uh == rh[flat]) & (rh[flat] != bh[flat])  # an update holds the result, tensor does not
    pos = _host.positions(bh)
    src = p * rr + _host.positions(uh)
    pos[onp.broadcast_to(flat[:, None], (m, rr))[won], onp.broadcast_to(onp.arange(rr), (m, rr))[won]] = src[won]
    return _host.gather(mnp.concatenate([base.reshape(-1), u.reshape(-1)]), pos).reshape(tshape)


_ = (I64, mnp)

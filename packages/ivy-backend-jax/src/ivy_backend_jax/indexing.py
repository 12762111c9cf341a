"""Indexing functions on JAX (negative indices count from the end).

JAX clamps or fills out-of-range indices instead of raising; for concrete
(not traced) indices ivy checks them on the host and raises ``IndexError``,
as NumPy does. Under ``jax.jit`` the check cannot run and JAX's rule applies.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

import ivy

from ._util import AI, Array, AxisError, as_array


def _indices(indices, fn):
    if not isinstance(indices, Array):
        indices = as_array(indices) if indices.__class__ is not list else jnp.asarray(indices)
    k = indices.dtype.kind
    if k not in "iu":
        raise ivy.plugin.integers_required(fn, indices.dtype)
    return indices


_ON_DEVICE = 4096  # from this many indices, their range is reduced on the device, not copied to the host


def _check_range(indices, n, fn):
    """IndexError for indices outside [-n, n) (concrete arrays only). Many indices are reduced to
    their minimum and maximum on the device and only those two read back (copying 307k indices
    to the host took longer than the scatter they fed)."""
    if indices.__class__ is AI and indices.size:
        if indices.size >= _ON_DEVICE:
            lo, hi = (int(v) for v in jax.device_get((jnp.min(indices), jnp.max(indices))))
        else:
            a = np.asarray(indices)
            lo = a.min()
            hi = a.max()
        if lo < -n or hi >= n:
            raise IndexError(f"{fn}: index {int(lo) if lo < -n else int(hi)} is out of bounds for size {n}")


def take(x, indices, /, *, axis=None):
    indices = _indices(indices, "take")
    if axis is None:
        _check_range(indices, x.size, "take")
        return jnp.take(x, indices)
    nd = x.ndim
    if not -nd <= axis < nd:
        raise AxisError(f"take: axis {axis} is out of range for an array of {nd} dimensions")
    _check_range(indices, x.shape[axis], "take")
    return jnp.take(x, indices, axis=axis)


def take_along_axis(x, indices, /, *, axis=-1):
    indices = _indices(indices, "take_along_axis")
    nd = x.ndim
    if indices.ndim != nd:
        raise ivy.ShapeError(
            f"take_along_axis: indices must have as many dimensions as x ({nd}), got shape {indices.shape}"
        )
    if not -nd <= axis < nd:
        raise AxisError(f"take_along_axis: axis {axis} is out of range for an array of {nd} dimensions")
    _check_range(indices, x.shape[axis], "take_along_axis")
    return jnp.take_along_axis(x, indices, axis=axis)


# ------------------------------------------------------------- ivy's superset

from ivy.api import _shape_impl as _si  # noqa: E402 - argument checks shared with the compositions

from ._util import IVY_OF, PY_SCALARS  # noqa: E402
from .hooks import NATIVE_DTYPES as _ND  # noqa: E402


def gather(params, indices, /, *, axis=-1, batch_dims=0):
    indices = _indices(indices, "ivy.gather")
    ps, ish = params.shape, indices.shape
    ax, bd = _si.gather_args(ps, ish, axis, batch_dims)
    _check_range(indices, ps[ax], "ivy.gather")
    idx = jnp.where(indices < 0, indices + ps[ax], indices).astype(jnp.int64)
    if bd == 0:
        return jnp.take(params, idx, axis=ax, mode="clip")
    m = 1
    for s in ish[bd:]:
        m *= s
    i = jnp.broadcast_to(idx.reshape(ps[:bd] + (1,) * (ax - bd) + (m,) + (1,) * (len(ps) - ax - 1)),
                         ps[:ax] + (m,) + ps[ax + 1:])
    r = jnp.take_along_axis(params, i, axis=ax, mode="clip")
    return r.reshape(ps[:ax] + ish[bd:] + ps[ax + 1:])


def _flat(idx, dims, fn):
    if len(dims) == 1:  # one index per vector: JAX's indexing counts negative ones from the end itself
        _check_range(idx[..., 0], dims[0], fn)
        return idx[..., 0]
    for j, n in enumerate(dims):
        _check_range(idx[..., j], n, fn)
    d = jnp.asarray(dims, dtype=jnp.int64)
    idx = jnp.where(idx < 0, idx + d, idx)
    strides = [1] * len(dims)
    for j in range(len(dims) - 2, -1, -1):
        strides[j] = strides[j + 1] * dims[j + 1]
    return (idx * jnp.asarray(strides, dtype=jnp.int64)).sum(-1)


def _multiply_at(out, flat, u):
    """``out.at[flat].multiply(u)`` (``flat``: indices into ``out``'s first axis, ``u``: one update
    per index) that JAX can differentiate: its scatter-multiply has a gradient only for indices
    declared unique. Here each index's updates are multiplied by a segmented scan over the sorted
    indices, and the last product of each run is set into ones (a scatter JAX differentiates).

    >>> _multiply_at(jnp.ones(3), jnp.asarray([2, 0, 2]), jnp.asarray([2.0, 3.0, 4.0])).tolist()
    [3.0, 1.0, 8.0]
    """
    if flat.shape[0] == 0:
        return out
    order = jnp.argsort(flat, stable=True)
    s, v = flat[order], u[order]
    new = s[1:] != s[:-1]
    start = jnp.concatenate([jnp.ones((1,), bool), new])
    last = jnp.concatenate([new, jnp.ones((1,), bool)])
    rows = (slice(None),) + (None,) * (v.ndim - 1)

    def combine(a, b):  # (run starts here, running product)
        return a[0] | b[0], jnp.where(b[0][rows], b[1], a[1] * b[1])

    prod = lax.associative_scan(combine, (start, v))[1]
    ends = jnp.where(last, s, out.shape[0])  # the other positions fall outside and are dropped
    return out * jnp.ones_like(out).at[ends].set(prod, mode="drop")


class _Xp:
    @staticmethod
    def shape(x):
        return x.shape

    @staticmethod
    def dtype(x):
        return IVY_OF[x.dtype]


_XP = _Xp()


def scatter_nd(indices, updates, /, shape=None, *, reduction="sum", tensor=None):
    tshape, k, d, ushape = _si.scatter_args(_XP, indices, updates, shape, reduction, tensor)
    nt = _ND[d]
    idx = _indices(indices, "ivy.scatter_nd").astype(jnp.int64)
    if updates.__class__ in PY_SCALARS:
        upd = jnp.full(ushape, _si._cast_scalar(updates, d), dtype=nt)
    else:
        upd = updates.astype(nt)
        if upd.shape != ushape:
            try:
                upd = jnp.broadcast_to(upd, ushape)
            except ValueError as e:
                raise ivy.ShapeError(
                    f"ivy.scatter_nd: updates of shape {upd.shape} do not fit the indexed shape {ushape}") from e
    out = jnp.zeros(tshape, dtype=nt) if tensor is None else tensor
    red = reduction
    boolean = nt == np.dtype("bool")
    if boolean:
        red = {"sum": "max", "mul": "min"}.get(red, red)
        out, upd = out.astype(jnp.uint8), upd.astype(jnp.uint8)
    flat = _flat(idx, tshape[:k], "ivy.scatter_nd").reshape(-1)
    rest = tshape[k:]
    at = out.reshape((-1,) + rest).at[flat]
    u = upd.reshape((-1,) + rest)
    if red == "mul":
        o = _multiply_at(out.reshape((-1,) + rest), flat, u)
    else:
        o = {"replace": at.set, "sum": at.add, "min": at.min, "max": at.max}[red](u)
    o = o.reshape(tshape)
    return o.astype(bool) if boolean else o


def unravel_index(indices, shape, /):
    shape = tuple(int(s) for s in shape)
    idx = _indices(indices, "ivy.unravel_index").astype(jnp.int64)
    n = 1
    for s in shape:
        n *= s
    _check_range(idx, n, "ivy.unravel_index")
    idx = jnp.where(idx < 0, idx + n, idx)
    if 0 in shape:
        return tuple(idx for _ in shape)
    return tuple(a.astype(jnp.int64) for a in jnp.unravel_index(idx, shape))


def put_along_axis(arr, indices, values, axis, /, *, mode="replace"):
    if axis is None:
        return put_along_axis(arr.reshape(-1), indices.reshape(-1), values, 0, mode=mode).reshape(arr.shape)
    if mode not in ("replace", "sum", "min", "max", "mul"):
        raise ivy.InvalidArgumentError(
            f"ivy.put_along_axis: mode must be one of sum, min, max, mul, replace; got {mode!r}")
    indices = _indices(indices, "ivy.put_along_axis")
    ax, t = _si.put_along_axis_shape(arr.shape, indices.shape, axis)
    d = IVY_OF[arr.dtype]
    if d.kind == "c" and mode in ("min", "max"):
        raise ivy.UnsupportedDtypeError(f"ivy.put_along_axis: mode {mode!r} needs ordered values, not {d.name}")
    n = arr.shape[ax]
    _check_range(indices, n, "ivy.put_along_axis")
    idx = jnp.broadcast_to(jnp.where(indices < 0, indices + n, indices).astype(jnp.int64), t)
    if values.__class__ in PY_SCALARS:
        vals = jnp.full(t, _si._cast_scalar(values, d), dtype=arr.dtype)
    else:
        try:
            vals = jnp.broadcast_to(values.astype(arr.dtype), t)
        except ValueError as e:
            raise ivy.ShapeError(f"ivy.put_along_axis: values of shape {values.shape} do not fit {t}") from e
    key = tuple(idx if j == ax else jnp.arange(s).reshape((1,) * j + (s,) + (1,) * (arr.ndim - j - 1))
                for j, s in enumerate(arr.shape))
    boolean = d.kind == "b"
    red = {"sum": "max", "mul": "min"}.get(mode, mode) if boolean else mode
    a = arr.astype(jnp.uint8) if boolean else arr
    v = vals.astype(jnp.uint8) if boolean else vals
    if red == "mul":
        flat = jnp.ravel_multi_index(jnp.broadcast_arrays(*key), a.shape, mode="clip").reshape(-1)
        r = _multiply_at(a.reshape(-1), flat, v.reshape(-1)).reshape(a.shape)
    else:
        at = a.at[key]
        r = {"replace": at.set, "sum": at.add, "min": at.min, "max": at.max}[red](v)
    return r.astype(bool) if boolean else r

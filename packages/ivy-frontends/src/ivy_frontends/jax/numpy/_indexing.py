"""Indexing with JAX's semantics: ``x[idx]`` (a gather that clamps out-of-bounds integer indices),
``x.at[idx].set/add/multiply/divide/power/min/max/apply/get`` (a scatter that drops
out-of-bounds updates), and ``take``/``take_along_axis``/``put``-style functions.

>>> import ivy_frontends.jax.numpy as jnp
>>> x = jnp.arange(4)
>>> x[7], x.at[7].set(9), x.at[jnp.array([0, 0])].add(1)
(Array(3, dtype=int32), Array([0, 1, 2, 3], dtype=int32), Array([2, 1, 2, 3], dtype=int32))
"""

from __future__ import annotations

import math

import ivy

from ..._errors import FrontendIndexError, FrontendTypeError, FrontendValueError
from ..._views import backend_of
from .. import _dtypes as D
from .._array import Array, wrap
from .._convert import _PY, n, to_dtype

_of = D.of_native


def _getitem(d, key):
    return backend_of(d).getitem(d, key)


def _is_int_array(x):
    return _of(x)._cat == 1


def _parts(key, shape):
    """``key`` as a list of (part, dim or None): natives for arrays, Python ints, slices, None, and
    the dimension each consumes (bool masks expanded to int index arrays by ``nonzero``)."""
    if key.__class__ is not tuple:
        key = (key,)
    conv = []
    for k in key:
        c = k.__class__
        if c is int or k is None or k is Ellipsis or c is slice:
            conv.append(k)
        elif c is bool:
            conv.append(k)
        elif isinstance(k, (list, tuple)) or c is Array or hasattr(k, "shape"):
            x = n(k) if not isinstance(k, (list, tuple)) else _list_index(k)
            if x.__class__ in _PY:
                conv.append(x)
                continue
            dt = _of(x)
            if dt._cat == 0:
                conv.append(("mask", x))
            elif dt._cat == 1:
                conv.append(int(ivy.to_scalar(x)) if len(x.shape) == 0 and c is not Array else x)
            else:
                raise FrontendTypeError(f"Indexer must have integer or boolean type, got indexer with type {dt.name}")
        elif hasattr(k, "__index__"):
            conv.append(k.__index__())
        else:
            raise FrontendTypeError(f"Indexer must be an int, slice, None, Ellipsis or array, got {k!r}")
    used = sum(_consumes(p) for p in conv)
    ndim = len(shape)
    if used > ndim:
        raise FrontendIndexError(f"Too many indices: {ndim}-dimensional array indexed with {used} regular indices.")
    out = []
    dim = 0
    seen_ellipsis = False
    for p in conv:
        if p is Ellipsis:
            if seen_ellipsis:
                raise FrontendIndexError("an index can only have a single ellipsis ('...')")
            seen_ellipsis = True
            skip = ndim - used
            out.append((Ellipsis, None))
            dim += skip
        elif p is None or p.__class__ is bool:
            out.append((p, None))
        elif p.__class__ is tuple:  # a mask: nonzero of it, one int array per dim it spans
            nz = ivy.nonzero(p[1])
            for z in nz:
                out.append((z, dim))
                dim += 1
        else:
            out.append((p, dim))
            dim += 1
    return out


def _consumes(p):
    if p is None or p is Ellipsis or p.__class__ is bool:
        return 0
    if p.__class__ is tuple:
        return len(p[1].shape)
    return 1


def _list_index(k):
    from ._creation import asarray

    return asarray(k)._data


def _clamp(part, size):
    if part.__class__ is int:
        if part < 0:
            part += size
        return min(max(part, 0), size - 1) if size else part
    if part.__class__ is slice or part is None or part is Ellipsis or part.__class__ is bool:
        return part
    x = part
    x = ivy.where(ivy.less(x, 0), ivy.add(x, size), x)
    if size:
        x = ivy.clip(x, 0, size - 1)
    return x


def getitem(self, key):
    """``x[key]`` with JAX's gather semantics (integer indices clamped into range)."""
    d = self._data
    if key.__class__ is int:
        shape = d.shape
        if not shape:
            raise FrontendIndexError("Too many indices: 0-dimensional array indexed with 1 regular index.")
        s = int(shape[0])
        if -s <= key < s:
            return wrap(_getitem(d, key), self._weak)
        if s == 0:
            raise FrontendIndexError(f"index {key} is out of bounds for axis 0 with size 0")
        return wrap(_getitem(d, min(max(key, -s), s - 1)), self._weak)
    shape = tuple(int(s) for s in d.shape)
    parts = _parts(key, shape)
    k = tuple(_clamp(p, shape[dim]) if dim is not None else p for p, dim in parts)
    for p, dim in parts:
        if dim is not None and shape[dim] == 0 and p.__class__ is not slice:
            raise FrontendIndexError(f"index is out of bounds for axis {dim} with size 0")
    if any(p.__class__ is bool for p in k):
        k = tuple(None if p is True else p for p in k)
        if any(p is False for p in k):
            k = tuple(slice(0, 0) if p is False else p for p in k)
            k = tuple(None if p == slice(0, 0) else p for p in k)
            r = _getitem(d, k)
            return wrap(ivy.reshape(r, (0,) + tuple(r.shape[1:]))[:0] if False else _empty_false(r), self._weak)
    return wrap(_getitem(d, k), self._weak)


def _empty_false(r):
    # x[False]: a new leading axis of size 0
    s = tuple(int(v) for v in r.shape)
    return ivy.zeros((0,) + s[1:], dtype=ivy.as_ivy_dtype(_of(r)._ivy))._data


def _positions(shape, key):
    """Flat positions of ``x[key]`` (int64 natives), -1 where an index is out of bounds."""
    size = math.prod(shape)
    ndim = len(shape)
    pos = ivy.reshape(ivy.arange(size, dtype=ivy.int64)._data, shape)
    pos = ivy.pad(pos, [(0, 1)] * ndim, constant_values=-1) if ndim else pos
    parts = _parts(key, shape)
    k = []
    for p, dim in parts:
        if dim is None:
            k.append(p)
            continue
        s = shape[dim]
        if p.__class__ is int:
            q = p + s if p < 0 else p
            k.append(q if 0 <= q < s else s)
        elif p.__class__ is slice:
            start, stop, step = p.indices(s)
            k.append(slice(start, stop if stop >= 0 else None, step))
        else:
            x = ivy.astype(p, ivy.int64)
            x = ivy.where(ivy.less(x, 0), ivy.add(x, s), x)
            bad = ivy.logical_or(ivy.less(x, 0), ivy.greater_equal(x, s))
            k.append(ivy.where(bad, s, x))
    k = tuple(True if p is True else p for p in k)
    if any(p is False for p in k):
        return ivy.zeros((0,), dtype=ivy.int64)._data, size
    return _getitem(pos, tuple(None if p is True else p for p in k)), size


_REDUCTION = {"set": "replace", "add": "sum", "multiply": "mul", "min": "min", "max": "max"}


def scatter(x, key, values, op, *, mode=None, indices_are_sorted=False, unique_indices=False, weak=False):
    d = x._data
    xd = _of(d)
    shape = tuple(int(s) for s in d.shape)
    sel, size = _positions(shape, key)
    v = n(values)
    v = to_dtype(v, xd) if v.__class__ in _PY else to_dtype(v, xd) if _of(v) is not xd else v
    sshape = tuple(int(s) for s in sel.shape)
    try:
        v = ivy.broadcast_to(v, sshape)
    except ivy.IvyError:
        raise FrontendValueError(
            f"Incompatible shapes for broadcasting: {tuple(int(s) for s in n(values).shape)} and {sshape}") from None
    if mode == "clip":
        raise FrontendValueError("mode='clip' for scatter is not supported by ivy_frontends; use 'drop'")
    flat_idx = ivy.reshape(ivy.where(ivy.less(sel, 0), size, sel), (-1,))
    flat_v = ivy.reshape(v, (-1,))
    base = ivy.concat([ivy.reshape(d, (-1,)), ivy.zeros((1,), dtype=xd._ivy)._data], axis=0)
    if xd is D.BOOL and op in ("add", "multiply"):
        op = {"add": "max", "multiply": "min"}[op]
    if op in ("min", "max") and xd._cat == 3:
        raise FrontendTypeError("min/max scatter of complex arrays is not supported")
    r = ivy.scatter_flat(flat_idx, flat_v, size=size + 1, reduction=_REDUCTION[op], tensor=base)
    r = ivy.reshape(r[:size], shape)
    return wrap(r, x._weak)


def gather(x, key, mode=None, fill_value=None):
    if mode is None or mode in ("clip", "promise_in_bounds"):
        return getitem(x, key)
    if mode not in ("fill", "drop"):
        raise FrontendValueError(f"Invalid mode {mode!r}")
    d = x._data
    xd = _of(d)
    shape = tuple(int(s) for s in d.shape)
    sel, size = _positions(shape, key)
    flat = ivy.reshape(d, (-1,))
    bad = ivy.less(sel, 0)
    safe = ivy.where(bad, 0, sel)
    if size == 0:
        vals = ivy.zeros(tuple(sel.shape), dtype=xd._ivy)._data
    else:
        vals = _getitem(flat, (safe,))
    if fill_value is None:
        fill = float("nan") if xd._cat >= 2 else (True if xd._cat == 0 else ND_min(xd))
    else:
        fill = fill_value
    fv = to_dtype(n(fill), xd) if not isinstance(fill, Array) else to_dtype(fill._data, xd)
    return wrap(ivy.where(bad, fv, vals), x._weak)


def ND_min(d):  # noqa: N802
    from ...numpy import _dtypes as ND

    lo, hi = ND.int_range(d)
    return lo if d.kind == "i" else hi


class _IndexUpdateHelper:
    """``x.at``: ``x.at[idx]`` is an :class:`_IndexUpdateRef`."""

    __slots__ = ("array",)

    def __init__(self, array):
        self.array = array

    def __getitem__(self, index):
        return _IndexUpdateRef(self.array, index)

    def __repr__(self):
        return f"_IndexUpdateHelper({self.array!r})"


class _IndexUpdateRef:
    """``x.at[idx]``: the out-of-place updates of JAX (out-of-bounds updates are dropped)."""

    __slots__ = ("array", "index")

    def __init__(self, array, index):
        self.array, self.index = array, index

    def get(self, *, indices_are_sorted=False, unique_indices=False, mode=None, fill_value=None, out_sharding=None):
        return gather(self.array, self.index, mode, fill_value)

    def set(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return scatter(self.array, self.index, values, "set", mode=mode)

    def add(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return scatter(self.array, self.index, values, "add", mode=mode)

    def subtract(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        from ._ufuncs import negative

        return scatter(self.array, self.index, negative(values), "add", mode=mode)

    def multiply(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return scatter(self.array, self.index, values, "multiply", mode=mode)

    mul = multiply

    def divide(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        from ._ufuncs import divide

        cur = self.get()
        return self.set(divide(cur, values), mode=mode)

    def power(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        from ._ufuncs import power

        return self.set(power(self.get(), values), mode=mode)

    def min(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return scatter(self.array, self.index, values, "min", mode=mode)

    def max(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return scatter(self.array, self.index, values, "max", mode=mode)

    def apply(self, func, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return self.set(func(self.get()), mode=mode)

    def __repr__(self):
        return f"_IndexUpdateRef({self.array!r}, {self.index!r})"

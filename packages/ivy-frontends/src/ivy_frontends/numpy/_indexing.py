"""Indexing: ``a[key]`` / ``a[key] = v`` and NumPy's "Indexing routines" family.

- Basic indices (integers, slices, ``None``, ``...``) give views: writing one writes its base, on
  every backend. Indexing every axis with an integer gives a NumPy scalar. Integer and boolean
  arrays (or lists) give copies (NumPy's advanced indexing; the backend's ``getitem`` follows
  NumPy's rules for where the advanced axes go).
- ``a[key] = v`` casts ``v`` to ``a``'s dtype as NumPy does (floats truncate into integers; a
  Python int out of range raises ``OverflowError``; a complex value keeps its real part).
- Routines: ``take``, ``take_along_axis``, ``put``, ``put_along_axis``, ``putmask``, ``place``,
  ``choose``, ``compress``, ``diagonal`` (a read-only view), ``select``, ``where``, ``nonzero``,
  ``flatnonzero``, ``argwhere``, ``indices``, ``ix_``, ``ravel_multi_index``, ``unravel_index``,
  ``diag_indices(_from)``, ``mask_indices``, ``tril/triu_indices(_from)``, ``fill_diagonal``, the
  index tricks ``r_``, ``c_``, ``s_``, ``index_exp``, ``mgrid``, ``ogrid``, and ``ndenumerate``,
  ``ndindex``, ``flatiter`` (``a.flat``).

>>> import ivy_frontends.numpy as np
>>> a = np.arange(6).reshape(2, 3)
>>> a[:, 1] = 9
>>> a, a[1, 2], a[[0, 1], [2, 0]]
(array([[0, 9, 2],
       [3, 9, 5]]), np.int64(5), array([2, 3]))
"""

from __future__ import annotations

import builtins
import math
import operator

import ivy

from .. import _tape
from .._errors import FrontendIndexError, FrontendTypeError, FrontendValueError, refuse
from .._views import backend_of, writable
from . import _dtypes as D
from ._convert import asn, astype_native, check_int, dtype_of, int_arg, n, py_native, shape_of
from ._errors import norm_axis
from .ndarray import _View, ndarray, wrap, wrap_r
from .ndarray import wrap as _wrap

_PY_DT = {bool: D._BOOL, int: D._I64, float: D._F64, complex: D._C128}


def _bget(d, key):
    return _tape.call(backend_of(d).getitem, d, key, name="getitem")


def _bset(d, key, value):
    return _tape.call(backend_of(d).setitem, d, key, value, name="setitem")


_BAD_INDEX = ("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays "
              "are valid indices")


def _part(k):
    """One part of an index as a backend index part; and its kind: 'i' int, 'b' basic, 'a' advanced."""
    c = k.__class__
    if c is int:
        return k, "i"
    if c is slice:
        if k.start.__class__ in (int, type(None)) and k.stop.__class__ in (int, type(None)) and \
                k.step.__class__ in (int, type(None)):
            if k.step == 0:
                raise FrontendValueError("slice step cannot be zero")
            return k, "b"
        return slice(*(None if v is None else _index_int(v) for v in (k.start, k.stop, k.step))), "b"
    if k is None or k is Ellipsis:
        return k, "b"
    if c is bool:
        return k, "a"
    if isinstance(k, D.generic):
        if k.__class__ is D.bool_:
            return bool(k), "a"
        if k.__class__._dtype._cat == 1:
            return int(k._v), "i"
        raise FrontendIndexError(_BAD_INDEX)
    if c is float or c is complex or c is str:
        raise FrontendIndexError(_BAD_INDEX)
    if isinstance(k, ndarray) or ivy.is_native_array(k) or c is list or c is tuple or hasattr(k, "__array__"):
        x = asn(k) if c is not list or k else ivy.zeros((0,), dtype=ivy.int64)._data
        d = dtype_of(x)
        if d._cat == 0:
            return x, "a"
        if d._cat != 1:
            if c is list and not k:
                return x, "a"
            raise FrontendIndexError("arrays used as indices must be of integer (or boolean) type")
        if not len(x.shape) and not isinstance(k, (list, tuple)):
            return int(_item(x)), "i"
        return x, "a"
    try:
        return operator.index(k), "i"
    except TypeError:
        raise FrontendIndexError(_BAD_INDEX) from None


def _index_int(v):
    try:
        return operator.index(v)
    except TypeError:
        raise FrontendTypeError("slice indices must be integers or None or have an __index__ method") from None


def _item(x):
    try:
        return x.item()
    except AttributeError:
        return ivy.to_numpy(x).item()


def _prepare_key(key, ndim):
    """(backend key, basic?, every axis an int?)"""
    if key.__class__ is not tuple:
        k, kind = _part(key)
        if kind == "i":
            return k, True, ndim == 1
        return k, kind == "b", False
    parts, kinds = [], []
    for k in key:
        p, kind = _part(k)
        parts.append(p)
        kinds.append(kind)
    basic = "a" not in kinds
    ints = kinds.count("i")
    if not basic and ints and builtins.any(kd == "a" and getattr(p, "ndim", 0) for p, kd in zip(parts, kinds)):
        # NumPy: an integer beside an index array is an advanced index too (it matters when a slice separates
        # them: the broadcast axes go first); some backends (torch) apply it as a basic index: make it [i]
        parts = [ivy.asarray([p], dtype=ivy.int64)._data if kd == "i" else p for p, kd in zip(parts, kinds)]
    full = basic and ints == ndim and ints == len(kinds)
    if builtins.sum(1 for p in parts if p is Ellipsis) > 1:
        raise FrontendIndexError("an index can only have a single ellipsis ('...')")
    return tuple(parts), basic, full


def _index_key(key):
    """A key for the backend's getitem (frontend arrays and lists as natives)."""
    return _prepare_key(key, -1)[0]


def _getitem_fwd(d, key):
    return _bget(d, key)


def _getitem_inv(parent, new, key):
    return _bset(parent, key, new)


def getitem(self, key):
    """``a[key]``: a view for basic indices, a scalar when every axis takes an integer, else a copy."""
    d = self._data
    try:
        k, basic, full = _prepare_key(key, len(d.shape))
        if full:
            return wrap_r(_bget(d, k))
        if basic:
            return self._view(_getitem_fwd, k, _getitem_inv, what="getitem")
        return wrap_r(_bget(d, k))
    except IndexError as e:
        if isinstance(e, ivy.IvyError):
            raise
        raise FrontendIndexError(str(e)) from None


def fit_value(value, d):
    """``value`` as a native of frontend dtype ``d``, cast as NumPy's assignment casts it."""
    v = n(value)
    c = v.__class__
    if c in _PY_DT:
        if c is int and d._cat == 1:
            check_int(v, d)
        elif c is float and d._cat == 1:
            if not math.isfinite(v):
                raise FrontendValueError(f"cannot convert float {v} to integer")
            v = int(v)
        elif c is complex and d._cat < 3:
            v = D.cast_value(v, d)
        elif d._cat == 0:
            v = bool(v)
        return py_native(v, d) if d._cat else ivy.asarray(v, dtype=ivy.bool)._data
    return astype_native(v, d)


def _copy(d):
    mod = d.__class__.__module__
    if mod == "numpy" or mod.startswith("mxnet"):
        return d.copy()
    if mod == "torch":
        return d.clone()
    return d


def setitem(self, key, value):
    """``a[key] = value`` (through a view: its base changes too)."""
    self._check_writeable()
    d = self._data
    k, basic, full = _prepare_key(key, len(d.shape))
    v = fit_value(value, dtype_of(d))
    try:
        if isinstance(self, _View):
            self._data = _bset(_copy(d), k, _fit_shape(d, k, v))
        else:
            self._assign(_bset(writable(d, 2), k, _fit_shape(d, k, v)))
    except IndexError as e:
        if isinstance(e, ivy.IvyError):
            raise
        raise FrontendIndexError(str(e)) from None


def _fit_shape(d, k, v):
    """NumPy drops leading unit axes of an assigned value that has more axes than its target."""
    if len(v.shape) and int(v.shape[0]) == 1:
        target = len(_bget(d, k).shape)
        while len(v.shape) > target and int(v.shape[0]) == 1:
            v = ivy.reshape(v, tuple(v.shape)[1:])
    return v


def _slice_axis(x, axis, i, j):
    key = (slice(None),) * axis + (slice(i, j),)
    return _bget(x, key)


# ------------------------------------------------------------------ routines

def _mode_index(idx, size, mode):
    if mode == "raise":
        return idx
    if mode == "wrap":
        return ivy.remainder(idx, size) if size else idx
    if mode == "clip":
        return ivy.clip(idx, 0, builtins.max(size - 1, 0))
    raise FrontendValueError(f"clipmode must be one of 'clip', 'raise', or 'wrap' (got {mode!r})")


def _check_bounds(idx, size, axis_word="axis 0"):
    if len(idx.shape) and int(math.prod(idx.shape)):
        lo = int(_item(ivy.min(idx)))
        hi = int(_item(ivy.max(idx)))
        if lo < -size or hi >= size:
            bad = hi if hi >= size else lo
            raise FrontendIndexError(f"index {bad} is out of bounds for {axis_word} with size {size}")


def take(a, indices, axis=None, out=None, mode="raise"):
    """Elements of ``a`` at ``indices`` along ``axis`` (the flattened array for None)."""
    from ._convert import ret

    x = asn(a)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        ax = 0
    else:
        ax = norm_axis(axis, len(x.shape))
    idx = asn(indices)
    if dtype_of(idx)._cat != 1:
        if dtype_of(idx)._cat == 0:
            idx = ivy.astype(idx, ivy.int64)
        else:
            raise FrontendTypeError("Cannot cast array data from dtype('float64') to dtype('int64') according to "
                                    "the rule 'safe'")
    size = int(x.shape[ax])
    idx = _mode_index(idx, size, mode)
    if mode == "raise":
        _check_bounds(idx, size, f"axis {ax}")
    if not len(idx.shape):
        r = _bget(x, (slice(None),) * ax + (int(_item(idx)),))
    else:
        r = _bget(x, (slice(None),) * ax + (idx,))
    return ret(r, out)


def take_along_axis(arr, indices, axis=-1):
    """Values of ``arr`` at ``indices`` along ``axis`` (shapes broadcast; None: the flattened array)."""
    x = asn(arr)
    idx = asn(indices)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        ax = 0
    else:
        ax = norm_axis(axis, len(x.shape))
    if len(idx.shape) != len(x.shape):
        raise FrontendValueError("`indices` and `arr` must have the same number of dimensions")
    size = int(x.shape[ax])
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, size), idx)
    return wrap(ivy.take_along_axis(x, idx, axis=ax))


def put(a, ind, v, mode="raise"):
    """``a.flat[ind] = v`` in place (``v`` repeated to the length of ``ind``)."""
    if not isinstance(a, ndarray):
        raise FrontendTypeError("put() argument 1 must be numpy.ndarray")
    x = a._data
    size = int(math.prod(x.shape))
    idx = ivy.reshape(asn(ind), (-1,))
    if dtype_of(idx)._cat != 1:
        idx = ivy.astype(idx, ivy.int64)
    m = int(idx.shape[0])
    if m == 0:
        return None
    idx = _mode_index(idx, size, mode)
    if mode == "raise":
        _check_bounds(idx, size, "axis 0")
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, size), idx)
    vals = ivy.reshape(fit_value(v, dtype_of(x)), (-1,))
    vals = _cycle(vals, m)
    flat = writable(ivy.reshape(x, (-1,)), 1)
    flat = _bset(flat, idx, vals)
    a._set_all(ivy.reshape(flat, tuple(x.shape)))
    return None


def _cycle(vals, m):
    k = int(vals.shape[0])
    if k == m:
        return vals
    if k == 0:
        raise FrontendValueError("cannot put an empty array of values")
    reps = -(-m // k)
    return _bget(ivy.tile(vals, (reps,)), slice(0, m))


def put_along_axis(arr, indices, values, axis):
    """``arr`` at ``indices`` along ``axis`` set to ``values``, in place."""
    if not isinstance(arr, ndarray):
        raise FrontendTypeError("put_along_axis: arr must be an ndarray")
    x = arr._data
    if axis is None:
        flat = ivy.reshape(x, (-1,))
        r = ivy.put_along_axis(flat, ivy.reshape(asn(indices), (-1,)),
                               ivy.reshape(fit_value(values, dtype_of(x)), (-1,)), 0, mode="replace")
        arr._set_all(ivy.reshape(r, tuple(x.shape)))
        return None
    ax = norm_axis(axis, len(x.shape))
    idx = asn(indices)
    size = int(x.shape[ax])
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, size), idx)
    vals = fit_value(values, dtype_of(x))
    vals = ivy.broadcast_to(vals, tuple(idx.shape)) if tuple(vals.shape) != tuple(idx.shape) else vals
    arr._set_all(ivy.put_along_axis(x, idx, vals, ax, mode="replace"))
    return None


def putmask(a, mask, values):
    """``a[mask] = values`` with ``values`` repeated over the flat positions of ``a``, in place."""
    if not isinstance(a, ndarray):
        raise FrontendTypeError("argument a of putmask must be a numpy array")
    x = a._data
    m = astype_native(asn(mask), D._BOOL)
    if tuple(m.shape) != tuple(x.shape):
        raise FrontendValueError("putmask: mask and data must be the same size")
    size = int(math.prod(x.shape))
    vals = ivy.reshape(fit_value(values, dtype_of(x)), (-1,))
    if size:
        full = ivy.reshape(_cycle(vals, size), tuple(x.shape))
        a._set_all(ivy.where(m, full, x))


def place(arr, mask, vals):
    """The True positions of ``mask`` in ``arr`` set to ``vals`` in order (repeated), in place."""
    if not isinstance(arr, ndarray):
        raise FrontendTypeError("argument 1 must be numpy.ndarray, not " + type(arr).__name__)
    x = arr._data
    m = ivy.reshape(astype_native(asn(mask), D._BOOL), (-1,))
    k = int(_item(ivy.sum(ivy.astype(m, ivy.int64))))
    if k == 0:
        return None
    vv = ivy.reshape(fit_value(vals, dtype_of(x)), (-1,))
    if int(vv.shape[0]) == 0:
        raise FrontendValueError("Cannot insert from an empty array!")
    vv = _cycle(vv, k)
    flat = writable(ivy.reshape(x, (-1,)), 1)
    flat = _bset(flat, m, vv)
    arr._set_all(ivy.reshape(flat, tuple(x.shape)))
    return None


def choose(a, choices, out=None, mode="raise"):
    """For each element of index array ``a``, the element of ``choices[a]`` there (broadcast)."""
    from ._convert import ret
    from ._promotion import PROMOTION

    idx = asn(a)
    cs = [asn(c) for c in choices] if not isinstance(choices, ndarray) else \
        [asn(choices[i]) for i in range(len(choices))]
    k = len(cs)
    if mode == "raise":
        if len(idx.shape) and int(math.prod(idx.shape)) or not len(idx.shape):
            lo, hi = int(_item(ivy.min(idx))), int(_item(ivy.max(idx)))
            if lo < 0 or hi >= k:
                raise FrontendValueError("invalid entry in choice array")
    else:
        idx = _mode_index(idx, k, mode)
    dt = PROMOTION.promote_all([dtype_of(c) for c in cs])
    shape = ivy.broadcast_shapes(tuple(idx.shape), *[tuple(c.shape) for c in cs])
    st = ivy.stack([ivy.broadcast_to(astype_native(c, dt), shape) for c in cs], axis=0)
    r = ivy.take_along_axis(st, ivy.expand_dims(ivy.broadcast_to(ivy.astype(idx, ivy.int64), shape), axis=0), axis=0)
    return ret(ivy.reshape(r, shape), out)


def compress(condition, a, axis=None, out=None):
    """The slices of ``a`` along ``axis`` where ``condition`` is True."""
    from ._convert import ret

    x = asn(a)
    c = ivy.reshape(astype_native(asn(condition), D._BOOL), (-1,))
    if axis is None:
        x = ivy.reshape(x, (-1,))
        ax = 0
    else:
        ax = norm_axis(axis, len(x.shape))
    size = int(x.shape[ax])
    nc = int(c.shape[0])
    if nc > size:
        if bool(_item(ivy.any(_bget(c, slice(size, None))))):
            raise FrontendIndexError(f"index {size} is out of bounds for axis {ax} with size {size}")
        c = _bget(c, slice(0, size))
    elif nc < size:
        c = ivy.concat([c, ivy.zeros((size - nc,), dtype=ivy.bool)._data], axis=0)
    return ret(_bget(x, (slice(None),) * ax + (c,)), out, scalar=False)


def _diag_fwd(d, arg):
    offset, a1, a2 = arg
    return ivy.diagonal(d, offset=offset, axis1=a1, axis2=a2)


def diagonal(a, offset=0, axis1=0, axis2=1):
    """The diagonal of ``a`` over ``axis1`` and ``axis2`` (a read-only view; the diagonal axis last)."""
    x = asn(a)
    nd = len(x.shape)
    if nd < 2:
        raise FrontendValueError("diag requires an array of at least two dimensions")
    a1, a2 = norm_axis(axis1, nd), norm_axis(axis2, nd)
    if a1 == a2:
        raise FrontendValueError("axis1 and axis2 cannot be the same")
    arg = (int_arg(offset), a1, a2)
    if isinstance(a, ndarray):
        return a._view(_diag_fwd, arg, None, what="diagonal")
    return wrap(_diag_fwd(x, arg))


def select(condlist, choicelist, default=0):
    """For each element, the first choice whose condition is True, else ``default``."""
    from ._promotion import result_type

    if len(condlist) != len(choicelist):
        raise FrontendValueError("list of cases must be same length as list of conditions")
    if not condlist:
        raise FrontendValueError("select with an empty condition list is not possible")
    conds = [asn(c) for c in condlist]
    for i, c in enumerate(conds):
        if dtype_of(c) is not D._BOOL:
            raise FrontendTypeError(f"invalid entry {i} in condlist: should be boolean ndarray")
    chs = [n(c) for c in choicelist]
    dv = n(default)
    dt = result_type(*[c if c.__class__ in _PY_DT else wrap(c) for c in chs],
                     dv if dv.__class__ in _PY_DT else wrap(dv))
    chs = [py_native(c, dt) if c.__class__ in _PY_DT else astype_native(c, dt) for c in chs]
    r = py_native(dv, dt) if dv.__class__ in _PY_DT else astype_native(dv, dt)
    shape = ivy.broadcast_shapes(*[tuple(c.shape) for c in conds], *[tuple(c.shape) for c in chs],
                                 tuple(r.shape))
    r = ivy.broadcast_to(r, shape)
    for c, ch in zip(reversed(conds), reversed(chs)):
        r = ivy.where(ivy.broadcast_to(c, shape), ivy.broadcast_to(ch, shape), r)
    return wrap(r)


def where(condition, x=None, y=None, /):
    """``x`` where ``condition`` is True, else ``y`` (NEP 50 promotion); ``nonzero`` of one argument."""
    if x is None and y is None:
        return nonzero(condition)
    if x is None or y is None:
        raise FrontendValueError("either both or neither of x and y should be given")
    cc, cx, cy = condition.__class__, x.__class__, y.__class__
    if (cc is ndarray or cc is _View) and (cx is ndarray or cx is _View) and (cy is ndarray or cy is _View):
        c, xa, ya = condition._data, x._data, y._data  # the common case: one call, nothing to promote
        if xa.dtype is ya.dtype and dtype_of(c) is D._BOOL and c.shape == xa.shape == ya.shape:
            return wrap(ivy.where(c, xa, ya))
    from ._promotion import result_dtype

    c = astype_native(asn(condition), D._BOOL)
    xv, yv = n(x), n(y)
    strong, weak = [], []
    for v in (xv, yv):
        if v.__class__ in _PY_DT:
            weak.append(v.__class__)
        else:
            strong.append(dtype_of(v))
    dt = result_dtype(strong, weak) if strong else result_dtype([_PY_DT[w] for w in weak])
    xa = py_native(xv, dt) if xv.__class__ in _PY_DT else astype_native(xv, dt)
    ya = py_native(yv, dt) if yv.__class__ in _PY_DT else astype_native(yv, dt)
    sc, sx, sy = tuple(c.shape), tuple(xa.shape), tuple(ya.shape)
    if sc == sx == sy:
        return wrap(ivy.where(c, xa, ya))
    shape = ivy.broadcast_shapes(sc, sx, sy)
    return wrap(ivy.where(ivy.broadcast_to(c, shape), ivy.broadcast_to(xa, shape), ivy.broadcast_to(ya, shape)))


def nonzero(a):
    """The indices of the non-zero elements, one int64 array per axis."""
    x = asn(a)
    if not len(x.shape):
        raise FrontendValueError("Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar).nonzero() "
                                 "instead.")
    b = x if dtype_of(x) is D._BOOL else astype_native(x, D._BOOL)
    r = ivy.nonzero(b)
    return tuple(wrap(astype_native(v, D._I64)) for v in r)


def flatnonzero(a):
    """Indices of the non-zero elements of the flattened ``a``."""
    return nonzero(wrap(ivy.reshape(asn(a), (-1,))))[0]


def argwhere(a):
    """The indices of the non-zero elements, grouped by element: shape ``(N, a.ndim)``."""
    x = asn(a)
    if not len(x.shape):
        x = ivy.reshape(x, (1,))
        b = astype_native(x, D._BOOL)
        r = ivy.argwhere(b)
        return wrap(ivy.astype(_bget(r, (slice(None), slice(0, 0))), ivy.int64))
    return wrap(astype_native(ivy.argwhere(astype_native(x, D._BOOL)), D._I64))


def indices(dimensions, dtype=int, sparse=False):
    """Index grids of an array of shape ``dimensions``: ``(len(dimensions),) + dimensions``."""
    dims = tuple(int_arg(v) for v in dimensions)
    d = D.as_dtype(dtype)
    grids = []
    for i, s in enumerate(dims):
        r = ivy.arange(0, s, 1, dtype=d._ivy)._data if s else ivy.zeros((0,), dtype=d._ivy)._data
        shape = [1] * len(dims)
        shape[i] = s
        grids.append(ivy.reshape(r, tuple(shape)))
    if sparse:
        return tuple(wrap(g) for g in grids)
    if not dims:
        return wrap(ivy.zeros((0,), dtype=d._ivy)._data)
    return wrap(ivy.stack([ivy.broadcast_to(g, dims) for g in grids], axis=0))


def ix_(*args):
    """Open meshes from 1-D sequences (boolean ones as their non-zero indices), for ``a[np.ix_(...)]``."""
    out = []
    k = len(args)
    for i, s in enumerate(args):
        x = asn(s) if not (isinstance(s, (list, tuple)) and not s) else ivy.zeros((0,), dtype=ivy.int64)._data
        if len(x.shape) != 1:
            raise FrontendValueError("Cross index must be 1 dimensional")
        if dtype_of(x) is D._BOOL:
            x = nonzero(wrap(x))[0]._data
        shape = [1] * k
        shape[i] = int(x.shape[0])
        out.append(wrap(ivy.reshape(x, tuple(shape))))
    return tuple(out)


def ravel_multi_index(multi_index, dims, mode="raise", order="C"):
    """Flat indices of the index arrays ``multi_index`` in an array of shape ``dims``."""
    dims = tuple(int_arg(v) for v in dims)
    idx = [asn(i) for i in multi_index]
    if len(idx) != len(dims):
        raise FrontendValueError(f"parameter multi_index must be a sequence of length {len(dims)}")
    modes = mode if isinstance(mode, (list, tuple)) else [mode] * len(dims)
    order_dims = list(range(len(dims)))
    if order == "F":
        order_dims = order_dims[::-1]
    strides = [0] * len(dims)
    acc = 1
    for i in reversed(order_dims):
        strides[i] = acc
        acc *= dims[i]
    total = None
    for i, (x, s) in enumerate(zip(idx, dims)):
        x = ivy.astype(x, ivy.int64)
        if modes[i] == "raise":
            if int(math.prod(x.shape)) and (int(_item(ivy.min(x))) < 0 or int(_item(ivy.max(x))) >= s):
                raise FrontendValueError("invalid entry in coordinates array")
        else:
            x = _mode_index(x, s, modes[i])
        t = ivy.multiply(x, strides[i])
        total = t if total is None else ivy.add(total, t)
    return wrap_r(total)


def unravel_index(indices, shape, order="C"):
    """The coordinate arrays of flat ``indices`` in an array of ``shape``."""
    dims = (int_arg(shape),) if not isinstance(shape, (list, tuple)) else tuple(int_arg(v) for v in shape)
    x = ivy.astype(asn(indices), ivy.int64)
    size = int(math.prod(dims))
    if int(math.prod(x.shape)) and (int(_item(ivy.min(x))) < 0 or int(_item(ivy.max(x))) >= size):
        raise FrontendValueError(f"index {int(_item(ivy.max(x)))} is out of bounds for array with size {size}")
    out = [None] * len(dims)
    rest = x
    axes = range(len(dims) - 1, -1, -1) if order == "C" else range(len(dims))
    for i in axes:
        out[i] = ivy.remainder(rest, dims[i])
        rest = ivy.floor_divide(rest, dims[i])
    return tuple(wrap_r(o) for o in out)


def diag_indices(n, ndim=2):
    """The indices of the main diagonal of an ``n`` x ... x ``n`` array."""
    r = ivy.arange(0, n, 1, dtype=ivy.int64)._data if n else ivy.zeros((0,), dtype=ivy.int64)._data
    return tuple(wrap(r) for _ in range(ndim))


def diag_indices_from(arr):
    x = asn(arr)
    if len(x.shape) < 2:
        raise FrontendValueError("input array must be at least 2-d")
    if len(set(int(s) for s in x.shape)) != 1:
        raise FrontendValueError("All dimensions of input must be of equal length")
    return diag_indices(int(x.shape[0]), len(x.shape))


def tril_indices(n, k=0, m=None):
    """Row and column indices of the lower triangle of an ``n`` x ``m`` array."""
    m = n if m is None else m
    mask = ivy.tril(ivy.ones((n, m), dtype=ivy.bool)._data, k=k)
    return nonzero(wrap(mask))


def triu_indices(n, k=0, m=None):
    """Row and column indices of the upper triangle of an ``n`` x ``m`` array."""
    m = n if m is None else m
    mask = ivy.triu(ivy.ones((n, m), dtype=ivy.bool)._data, k=k)
    return nonzero(wrap(mask))


def tril_indices_from(arr, k=0):
    x = asn(arr)
    if len(x.shape) != 2:
        raise FrontendValueError("input array must be 2-d")
    return tril_indices(int(x.shape[-2]), k=k, m=int(x.shape[-1]))


def triu_indices_from(arr, k=0):
    x = asn(arr)
    if len(x.shape) != 2:
        raise FrontendValueError("input array must be 2-d")
    return triu_indices(int(x.shape[-2]), k=k, m=int(x.shape[-1]))


def mask_indices(n, mask_func, k=0):
    """Indices where ``mask_func(ones((n, n)), k)`` is non-zero."""
    from ._creation import ones

    return nonzero(mask_func(ones((n, n), dtype=int), k) != 0)


def fill_diagonal(a, val, wrap=False):
    """The main diagonal of ``a`` set to ``val`` (repeated), in place."""
    wrap_around, wrap = wrap, _wrap
    if not isinstance(a, ndarray):
        raise FrontendTypeError("fill_diagonal: a must be an ndarray")
    x = a._data
    shape = shape_of(x)
    if len(shape) < 2:
        raise FrontendValueError("array must be at least 2-d")
    if len(shape) == 2:
        rows, cols = shape
        step = cols + 1
        end = rows * cols if wrap_around else builtins.min(rows, cols) * cols
    else:
        if len(set(shape)) != 1:
            raise FrontendValueError("All dimensions of input must be of equal length")
        step = 1 + builtins.sum(math.prod(shape[i + 1:]) for i in range(len(shape) - 1))
        end = math.prod(shape)
    pos = list(range(0, end, step))
    if not pos:
        return None
    put(a, wrap(ivy.asarray(pos, dtype=ivy.int64)._data), val)
    return None


# ------------------------------------------------------------------ index tricks

class _ConcatClass:
    """``np.r_`` / ``np.c_``: concatenation of slices (ranges), arrays and scalars along an axis."""

    def __init__(self, axis=0, matrix=False, ndmin=1, trans1d=-1):
        self.axis, self.ndmin, self.trans1d = axis, ndmin, trans1d
        if matrix:
            raise refuse("r_", "matrix", matrix)

    def __getitem__(self, key):
        from ._creation import array, linspace
        from ._manipulation import concatenate
        from ._promotion import result_type

        if not isinstance(key, tuple):
            key = (key,)
        axis, ndmin, trans1d = self.axis, self.ndmin, self.trans1d
        objs = []
        scalars = []
        for i, item in enumerate(key):
            if isinstance(item, slice):
                step, start, stop = item.step, item.start, item.stop
                start = 0 if start is None else start
                step = 1 if step is None else step
                if isinstance(step, complex) or (hasattr(step, "imag") and not isinstance(step, (int, float))
                                                 and complex(step).imag):
                    num = int(abs(complex(step)))
                    new = linspace(start, stop, num=num)
                else:
                    from ._creation import arange

                    new = arange(start, stop, step)
                if ndmin > 1:
                    new = array(new, copy=False, ndmin=ndmin)
                    if trans1d != -1:
                        new = new.swapaxes(-1, trans1d)
            elif isinstance(item, str):
                if i != 0:
                    raise FrontendValueError("special directives must be the first entry.")
                if item in ("r", "c"):
                    raise refuse("r_", "directive", item, "np.matrix is not supported")
                vec = [int(v) for v in item.split(",")]
                axis = vec[0]
                if len(vec) > 1:
                    ndmin = vec[1]
                if len(vec) > 2:
                    trans1d = vec[2]
                continue
            elif item.__class__ in _PY_DT or isinstance(item, D.generic):
                new = array(item, ndmin=ndmin)
                scalars.append(len(objs))
            else:
                new = array(item, copy=False, ndmin=ndmin)
                if ndmin > 1 and trans1d != -1:
                    item_nd = asn(item).ndim if hasattr(asn(item), "ndim") else len(asn(item).shape)
                    k2 = ndmin - item_nd
                    k1 = trans1d
                    if k1 < 0:
                        k1 += k2 + 1
                    defaxes = list(range(ndmin))
                    axes = defaxes[:k1] + defaxes[k2:] + defaxes[k1:k2]
                    new = new.transpose(axes)
            objs.append(new)
        if not objs:
            return array([], dtype=float)
        dt = result_type(*objs)
        objs = [o.astype(dt) for o in objs]
        return concatenate(tuple(objs), axis=axis)

    def __len__(self):
        return 0


class RClass(_ConcatClass):
    def __init__(self):
        super().__init__(0)


class CClass(_ConcatClass):
    def __init__(self):
        super().__init__(-1, ndmin=2, trans1d=0)


r_ = RClass()
c_ = CClass()


class IndexExpression:
    """``np.s_[...]`` / ``np.index_exp[...]``: the index expression itself (a tuple for ``index_exp``)."""

    def __init__(self, maketuple):
        self.maketuple = maketuple

    def __getitem__(self, item):
        if self.maketuple and not isinstance(item, tuple):
            return (item,)
        return item


index_exp = IndexExpression(maketuple=True)
s_ = IndexExpression(maketuple=False)


class _Grid:
    """``np.mgrid`` (dense) / ``np.ogrid`` (open): grids from slices (a complex step is a count)."""

    def __init__(self, sparse):
        self.sparse = sparse

    def __getitem__(self, key):
        from ._creation import arange, linspace, meshgrid

        single = not isinstance(key, tuple)
        keys = (key,) if single else key
        axes = []
        for k in keys:
            start = 0 if k.start is None else k.start
            step = 1 if k.step is None else k.step
            if isinstance(step, complex):
                axes.append(linspace(start, k.stop, num=int(abs(step))))
            else:
                axes.append(arange(start, k.stop, step))
        from ._promotion import result_type

        dt = result_type(*axes)
        axes = [a.astype(dt) for a in axes]
        if single:
            return axes[0]
        grids = meshgrid(*axes, indexing="ij", sparse=self.sparse)
        if self.sparse:
            return tuple(grids)
        from ._manipulation import stack

        return stack(grids)


mgrid = _Grid(False)
ogrid = _Grid(True)


class ndenumerate:
    """Iterator of ``(index, value)`` pairs over an array's elements in C order."""

    def __init__(self, arr):
        from ._creation import asarray

        self._a = asarray(arr)
        self._it = ndindex(*self._a.shape)
        self._vals = iter(self._a.ravel().tolist()) if self._a.ndim else iter([self._a.item()])
        self._d = self._a.dtype

    def __iter__(self):
        return self

    def __next__(self):
        from ._scalars import from_value

        return next(self._it), from_value(next(self._vals), self._d)


class ndindex:
    """Iterator of the index tuples of an array of the given shape, in C order."""

    def __init__(self, *shape):
        if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
            shape = tuple(shape[0])
        import itertools

        self._it = itertools.product(*(range(int_arg(s)) for s in shape))

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)


class flatiter:
    """``a.flat``: the elements of ``a`` in C order; indexable, assignable, iterable."""

    def __init__(self, base):
        self.base = base
        self.index = 0

    @property
    def coords(self):
        return tuple(int(c) for c in unravel_index(self.index, self.base.shape)) if self.base.ndim else ()

    def __iter__(self):
        vals = self.base.ravel()
        for i in range(self.base.size):
            self.index = i + 1
            yield vals[i]

    def __len__(self):
        return self.base.size

    def __array__(self, dtype=None, copy=None):
        return self.base.ravel().__array__(dtype)

    def copy(self):
        return self.base.flatten()

    def __getitem__(self, key):
        flat = wrap(ivy.reshape(self.base._data, (-1,)))
        return flat[key]

    def __setitem__(self, key, value):
        x = self.base._data
        flat = ivy.reshape(x, (-1,))
        k, basic, full = _prepare_key(key, 1)
        v = fit_value(value, dtype_of(x))
        target_n = int(math.prod(_bget(flat, k).shape))
        v = ivy.reshape(v, (-1,))
        if int(v.shape[0]) != target_n and int(v.shape[0]) != 1:
            v = _cycle(v, target_n)
        elif int(v.shape[0]) == 1 and target_n != 1:
            v = ivy.broadcast_to(v, (target_n,))
        elif target_n == 1 and full:
            v = ivy.reshape(v, ())
        new = _bset(writable(flat, 1), k, ivy.reshape(v, tuple(_bget(flat, k).shape)))
        self.base._set_all(ivy.reshape(new, tuple(x.shape)))

    def __repr__(self):
        return f"<numpy.flatiter object at {hex(id(self))}>"


class nditer:
    """``np.nditer`` is not supported (buffered, writable iteration over native memory)."""

    def __init__(self, *args, **kwargs):
        raise refuse("nditer", "op", "<array>", "iterate with ndindex/ndenumerate or a.flat")

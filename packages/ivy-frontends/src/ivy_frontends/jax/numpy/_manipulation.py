"""Shape manipulation, joining/splitting, sorting/searching, set operations and products, with
JAX's dtypes (joined operands promote by JAX's lattice; results are 32-bit without x64).

Most are computed by ``ivy_frontends.numpy`` on native arrays (:mod:`._fallback`); the hot ones
(``reshape``, ``transpose``, ``matmul``, ``dot``, ``where``, ``concatenate``) call ivy directly.

>>> import ivy_frontends.jax.numpy as jnp
>>> jnp.concatenate([jnp.arange(2, dtype=jnp.int8), jnp.arange(2, dtype=jnp.uint8)]).dtype
dtype('int16')
"""

from __future__ import annotations

import functools

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from .. import _dtypes as D
from .._array import Array, wrap
from .._convert import n, promote, to_dtype
from ._fallback import canon_out, np_call, prep, signature_of, via_np
from ._ufuncs import _one

_of = D.of_native

_EACH = ("reshape ravel moveaxis swapaxes squeeze expand_dims flip fliplr flipud roll rot90 tile repeat "
         "broadcast_to split array_split hsplit vsplit dsplit atleast_1d atleast_2d atleast_3d sort argsort "
         "nonzero argwhere flatnonzero diag diagonal tril triu take_along_axis pad resize delete trim_zeros "
         "diff ediff1d partition argpartition unstack rollaxis permute_dims matrix_transpose extract compress "
         "diagflat unique unique_all unique_counts unique_inverse unique_values packbits unpackbits "
         "sort_complex choose bincount lexsort unravel_index ravel_multi_index vander").split()
_PROMOTE = ("concatenate concat stack hstack vstack dstack column_stack append dot vdot inner outer matmul "
            "tensordot kron cross convolve correlate intersect1d union1d setdiff1d setxor1d searchsorted digitize "
            "interp block insert matvec vecmat vecdot polyval polyadd polysub polymul").split()
_INEXACT = "gradient cov corrcoef trapezoid unwrap roots poly polyder polyint polydiv polyfit".split()
_BOOL = "isin array_equal array_equiv allclose isclose".split()

# (name, kind, number of leading array operands)
_NARGS = {"append": 2, "dot": 2, "vdot": 2, "inner": 2, "outer": 2, "matmul": 2, "tensordot": 2, "kron": 2,
          "cross": 2, "convolve": 2, "correlate": 2, "intersect1d": 2, "union1d": 2, "setdiff1d": 2,
          "setxor1d": 2, "searchsorted": 2, "digitize": 2, "interp": 3, "isin": 2, "array_equal": 2,
          "array_equiv": 2, "allclose": 2, "isclose": 2, "matvec": 2, "vecmat": 2, "vecdot": 2,
          "polyval": 2, "polyadd": 2, "polysub": 2, "polymul": 2, "take_along_axis": 1, "choose": 1,
          "cov": 1, "corrcoef": 1, "polydiv": 2, "polyfit": 2, "trapezoid": 1, "insert": 1}
_SEQ = {"concatenate", "concat", "stack", "hstack", "vstack", "dstack", "column_stack", "block"}

__all__ = []


def _seq_fn(name):
    def f(arrays, *args, **kwargs):
        if isinstance(arrays, Array):
            arrays = list(arrays)
        arrays = list(arrays)
        ns, weak = prep(arrays, "promote")
        if kwargs.get("dtype") is not None:
            kwargs["dtype"] = D.request(kwargs["dtype"])
        r = np_call(name, ns, *args, **kwargs)
        return canon_out(r, weak)
    f.__name__ = f.__qualname__ = name
    f.__doc__ = f"``jax.numpy.{name}``: JAX's promotion of the arrays, then NumPy's ``{name}``."
    sig = signature_of(name)
    if sig is not None:
        f.__signature__ = sig
    return f


def _make(name, kind):
    if name in _SEQ:
        return _seq_fn(name)
    k = {"each": "each", "promote": "promote", "inexact": "inexact", "bool": "promote"}[kind]
    return via_np(name, k, _NARGS.get(name, 1), keep_weak=kind in ("each", "promote") and name not in (
        "argsort", "nonzero", "argwhere", "flatnonzero", "searchsorted", "digitize", "unravel_index",
        "ravel_multi_index", "lexsort", "argpartition", "bincount"))


for _k, _names in (("each", _EACH), ("promote", _PROMOTE), ("inexact", _INEXACT), ("bool", _BOOL)):
    for _n in _names:
        globals()[_n] = _make(_n, _k)
        __all__.append(_n)


def _int_index_out(fn):
    @functools.wraps(fn)
    def g(*args, **kwargs):
        return _cast_ints(fn(*args, **kwargs))
    return g


def _cast_ints(r):
    if isinstance(r, (tuple, list)):
        t = [_cast_ints(e) for e in r]
        if hasattr(r, "_fields"):
            return r.__class__(*t)
        return r.__class__(t)
    if isinstance(r, Array) and r.dtype._cat == 1 and r.dtype.itemsize == 8 or isinstance(r, Array) and (
            r.dtype._cat == 1 and r.dtype is not D.default_int()):
        return wrap(to_dtype(r._data, D.default_int()))
    return r


for _n in ("argsort", "nonzero", "argwhere", "flatnonzero", "searchsorted", "digitize", "unravel_index",
           "ravel_multi_index", "lexsort", "argpartition"):
    globals()[_n] = _int_index_out(globals()[_n])


def reshape(a, shape=None, order="C", *, copy=None, out_sharding=None):
    """``jnp.reshape``."""
    if order != "C":
        return canon_out(np_call("reshape", n(a), shape, order=order), getattr(a, "_weak", False))
    if shape.__class__ is int:
        shape = (shape,)
    x, w = (a._data, a._weak) if a.__class__ is Array else _one(a)
    return wrap(ivy.reshape(x, tuple(int(s) for s in shape)), w)


def ravel(a, order="C", *, out_sharding=None):
    x, w = (a._data, a._weak) if a.__class__ is Array else _one(a)
    if order != "C":
        return canon_out(np_call("ravel", x, order=order), w)
    return wrap(ivy.reshape(x, (-1,)), w)


def transpose(a, axes=None):
    x, w = (a._data, a._weak) if a.__class__ is Array else _one(a)
    nd = len(x.shape)
    if axes is None:
        axes = tuple(range(nd - 1, -1, -1))
    else:
        axes = tuple(int(v) % nd if nd else int(v) for v in axes)
        if sorted(axes) != list(range(nd)):
            raise FrontendValueError(f"axes {axes} don't match array of {nd} dimensions")
    return wrap(ivy.permute_dims(x, axes), w)


def matmul(a, b, *, precision=None, preferred_element_type=None, out_sharding=None):
    if a.__class__ is Array and b.__class__ is Array:
        x, y = a._data, b._data
        if _of(x) is _of(y) and a._weak is b._weak and _of(x) is not D.BOOL:
            if not x.shape or not y.shape:
                raise FrontendTypeError("matmul: operands must have at least one dimension, got a 0-d array")
            return wrap(ivy.matmul(x, y), a._weak)
    x, y, w = promote(a, b)
    if not x.shape or not y.shape:
        raise FrontendTypeError("matmul: operands must have at least one dimension, got a 0-d array")
    d = _of(x)
    if d is D.BOOL:
        r = ivy.greater(ivy.matmul(ivy.astype(x, ivy.int32), ivy.astype(y, ivy.int32)), 0)
    else:
        r = ivy.matmul(x, y)
    if preferred_element_type is not None:
        r = to_dtype(r, D.request(preferred_element_type))
    return wrap(r, w)


def dot(a, b, *, precision=None, preferred_element_type=None, out_sharding=None):
    x, y, w = promote(a, b)
    d = _of(x)
    if d is D.BOOL:
        r = ivy.greater(ivy.astype(np_call("dot", ivy.astype(x, ivy.int32), ivy.astype(y, ivy.int32)),
                                   ivy.int32), 0)
    else:
        r = np_call("dot", x, y)
    r = to_dtype(r, D.request(preferred_element_type) if preferred_element_type is not None else d)
    return wrap(r, w)


def where(condition, x=None, y=None, /, *, size=None, fill_value=None):
    if x is None and y is None:
        return nonzero(condition, size=size, fill_value=fill_value)
    if x is None or y is None:
        raise FrontendValueError("Either both or neither of the x and y arguments should be provided to "
                                 "jax.numpy.where")
    c = to_dtype(n(condition), D.BOOL) if not isinstance(condition, bool) else condition
    a, b, w = promote(x, y)
    if isinstance(c, bool):
        c = ivy.asarray(c)._data
    return wrap(ivy.where(c, a, b), w)


def nonzero(a, *, size=None, fill_value=None):
    x, _ = _one(a)
    if not x.shape:
        raise FrontendValueError("Calling nonzero on 0d arrays is not allowed. Use jnp.atleast_1d(scalar) instead.")
    r = np_call("nonzero", x)
    r = [to_dtype(v, D.default_int()) for v in r]
    if size is not None:
        out = []
        fv = fill_value if fill_value is not None else 0
        for i, v in enumerate(r):
            cnt = int(v.shape[0])
            f = fv[i] if isinstance(fv, (tuple, list)) else fv
            if cnt >= size:
                v = v[:size]
            else:
                pad = ivy.full((size - cnt,), n(f) if not isinstance(f, Array) else f.item(),
                               dtype=D.default_int()._ivy)._data
                v = ivy.concat([v, pad], axis=0)
            out.append(v)
        r = out
    return tuple(wrap(v) for v in r)


def astype(x, dtype, /, *, copy=False, device=None):
    a, _ = _one(x)
    d = D.request(dtype)
    return wrap(to_dtype(a, d))


def take(a, indices, axis=None, out=None, mode=None, unique_indices=False, indices_are_sorted=False,
         fill_value=None):
    """``jnp.take``: out-of-bounds indices fill (NaN for floats) by default, as JAX's mode="fill"."""
    x, w = _one(a)
    idx = n(indices)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
    axis = int(axis) % max(len(x.shape), 1)
    from ._indexing import gather

    key = (slice(None),) * axis + (Array(idx) if not isinstance(idx, int) else idx,)
    if mode == "wrap":
        s = int(x.shape[axis])
        key = key[:-1] + (wrap(ivy.remainder(n(key[-1]) if not isinstance(key[-1], int) else
                                             ivy.asarray(key[-1])._data, s)),)
        mode = "clip"
    return gather(wrap(x, w), key, mode or "fill", fill_value)


def shape(a):
    return tuple(int(s) for s in _one(a)[0].shape)


def ndim(a):
    return len(_one(a)[0].shape)


def size(a, axis=None):
    s = shape(a)
    if axis is None:
        import math

        return math.prod(s)
    return s[axis]


def broadcast_shapes(*shapes):
    return tuple(np_call("broadcast_shapes", *shapes))


def broadcast_arrays(*args):
    xs = [_one(a) for a in args]
    r = np_call("broadcast_arrays", *[x for x, _ in xs])
    return [wrap(to_dtype(v, D.canonical(_of(v))), w) for v, (_, w) in zip(r, xs)]


def einsum(subscripts, /, *operands, out=None, optimize="auto", precision=None, preferred_element_type=None,
           _dot_general=None, out_sharding=None):
    ns, weak = prep(list(operands), "promote")
    if ns and _of(ns[0]) is D.BOOL:
        ns = [ivy.astype(v, ivy.int32) for v in ns]
        r = ivy.greater(ivy.einsum(subscripts, *ns), 0)
    else:
        r = ivy.einsum(subscripts, *ns)
    if preferred_element_type is not None:
        r = to_dtype(r, D.request(preferred_element_type))
    return wrap(r, weak)


def select(condlist, choicelist, default=0):
    if len(condlist) != len(choicelist):
        raise FrontendValueError("condlist must have length equal to choicelist")
    ns, weak = prep(list(choicelist) + [default], "promote")
    conds = [to_dtype(n(c), D.BOOL) for c in condlist]
    r = np_call("select", conds, ns[:-1], ns[-1])
    return canon_out(r, weak)


def piecewise(x, condlist, funclist, *args, **kw):
    a, w = _one(x)
    if isinstance(condlist, (Array, bool)) or (isinstance(condlist, (list, tuple)) and condlist and
                                               isinstance(condlist[0], bool)):
        condlist = [condlist]
    conds = [to_dtype(n(c), D.BOOL) for c in condlist]
    if len(funclist) == len(conds) + 1:
        other = conds[0]
        for c in conds[1:]:
            other = ivy.logical_or(other, c)
        conds.append(ivy.logical_not(other))
    out = ivy.zeros_like(a)
    for c, f in zip(conds, funclist):
        if callable(f):
            v = n(f(wrap(a, w), *args, **kw))
        else:
            v = n(f)
        v = to_dtype(v, _of(a)) if not isinstance(v, (int, float, complex)) else to_dtype(v, _of(a))
        out = ivy.where(c, v, out)
    return wrap(out, w)


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    x, w = _one(arr)
    nd = len(x.shape)
    axis = axis % nd
    moved = ivy.moveaxis(x, axis, -1)
    lead = tuple(int(s) for s in moved.shape[:-1])
    flat = ivy.reshape(moved, (-1, int(moved.shape[-1])))
    outs = [n(func1d(wrap(flat[i], w), *args, **kwargs)) for i in range(int(flat.shape[0]))]
    res = ivy.stack(outs) if outs else flat
    res = ivy.reshape(res, lead + tuple(int(s) for s in res.shape[1:]))
    rnd = len(res.shape) - len(lead)
    if rnd:
        res = ivy.moveaxis(res, tuple(range(len(lead), len(lead) + rnd)), tuple(range(axis, axis + rnd)))
    return wrap(res)


def apply_over_axes(func, a, axes):
    r = a if isinstance(a, Array) else Array(n(a))
    for ax in axes:
        v = func(r, ax)
        if v.ndim == r.ndim - 1:
            v = expand_dims(v, ax)  # noqa: F821 - defined in the loop above
        r = v
    return r


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    from ._reductions import _sum_dtype

    x, w = _one(a)
    d = D.request(dtype) if dtype is not None else _sum_dtype(_of(x))
    r = np_call("trace", to_dtype(x, d), offset, axis1, axis2)
    return wrap(to_dtype(r, d), w)


def histogram(a, bins=10, range=None, weights=None, density=None):  # noqa: A002
    x, _ = _one(a)
    d = D.default_float() if _of(x)._cat < 2 else _of(x)
    r = np_call("histogram", to_dtype(x, d), n(bins) if isinstance(bins, Array) else bins, range,
                density=density, weights=None if weights is None else n(weights))
    return wrap(to_dtype(r[0], d)), wrap(to_dtype(r[1], d))  # JAX's counts are in the float dtype


def put(a, ind, v, mode=None, *, inplace=True):
    if inplace:
        raise FrontendValueError("jax.numpy.put cannot modify arrays in-place, because JAX arrays are immutable. "
                                 "Pass inplace=False to instead return an updated array.")
    x, w = _one(a)
    flat = wrap(ivy.reshape(x, (-1,)), w)
    r = flat.at[ind].set(v)
    return wrap(ivy.reshape(r._data, tuple(x.shape)), w)


def put_along_axis(arr, indices, values, axis, inplace=True, *, mode=None):
    """``jnp.put_along_axis`` (``inplace=False`` required: JAX arrays are immutable)."""
    if inplace:
        raise FrontendValueError("jax.numpy.put_along_axis cannot modify arrays in-place, because JAX arrays are "
                                 "immutable. Pass inplace=False to instead return an updated array.")
    x, w = _one(arr)
    idx = n(indices)
    shape = tuple(int(s) for s in x.shape)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        shape = (len(x),) if False else (int(x.shape[0]),)
        axis = 0
        idx = ivy.reshape(idx, (-1,))
    nd = len(shape)
    axis = axis % nd
    ishape = tuple(int(s) for s in idx.shape)
    key = []
    for d in range(nd):
        if d == axis:
            key.append(Array(idx))
        else:
            r = [1] * nd
            r[d] = ishape[d]
            key.append(Array(ivy.reshape(ivy.arange(ishape[d], dtype=ivy.int64)._data, tuple(r))))
    out = wrap(x, w).at[tuple(key)].set(values, mode=mode)
    return wrap(ivy.reshape(out._data, tuple(int(s) for s in n(arr).shape)) if arr is not None else out._data, w)


def fill_diagonal(a, val, wrap=False, *, inplace=True):
    if inplace:
        raise FrontendValueError("JAX arrays are immutable, must use inplace=False")
    x, w = _one(a)
    m = min(int(s) for s in x.shape)
    idx = (Array(ivy.arange(m)._data),) * len(x.shape)
    return Array(x, w).at[idx].set(val)


def array_equal(a1, a2, equal_nan=False):
    ns, _ = prep([a1, a2], "promote")
    return wrap(ivy.asarray(bool(np_call("array_equal", ns[0], ns[1], equal_nan=equal_nan)))._data)


def array_equiv(a1, a2):
    ns, _ = prep([a1, a2], "promote")
    return wrap(ivy.asarray(bool(np_call("array_equiv", ns[0], ns[1])))._data)


__all__ += ["array_equal", "array_equiv",
            "reshape", "ravel", "transpose", "matmul", "dot", "where", "nonzero", "astype", "take", "shape", "ndim",
            "size", "broadcast_shapes", "broadcast_arrays", "einsum", "select", "piecewise", "apply_along_axis",
            "apply_over_axes", "trace", "histogram", "put", "fill_diagonal", "put_along_axis"]

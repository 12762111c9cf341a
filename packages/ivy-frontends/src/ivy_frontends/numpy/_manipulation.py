"""Array manipulation routines (NumPy's "Array manipulation" family).

Views as in NumPy (writing them writes the base, on every backend): ``reshape`` and ``ravel``
(C order), ``transpose``/``swapaxes``/``moveaxis``/``rollaxis``/``permute_dims``/``matrix_transpose``,
``squeeze``/``expand_dims``, ``flip``/``fliplr``/``flipud``, the pieces of ``split`` and friends,
``atleast_*d``; ``broadcast_to`` and ``broadcast_arrays`` are read-only views. The others return
new arrays. ``order='F'`` is implemented where it changes the result (``reshape``, ``ravel``,
``flatten``, ``resize``).

>>> import ivy_frontends.numpy as np
>>> a = np.arange(6)
>>> b = a.reshape(2, 3)
>>> b[1, 1] = 40
>>> a
array([ 0,  1,  2,  3, 40,  5])
"""

from __future__ import annotations

import builtins
import math

import ivy

from .._errors import FrontendTypeError, FrontendValueError
from . import _dtypes as D
from ._convert import asn, astype_native, dtype_of, int_arg, n, py_native, shape_of
from ._errors import AxisError, norm_axes, norm_axis
from ._indexing import _bget
from .ndarray import ndarray, wrap

_PY_DT = {bool: D._BOOL, int: D._I64, float: D._F64, complex: D._C128}


def _arr(a):
    """``a`` as a frontend array (the same object when it already is one)."""
    if isinstance(a, ndarray):
        return a
    return wrap(asn(a))


# ------------------------------------------------------------------ shapes

def ndim(a):
    """The number of dimensions of ``a``."""
    return len(asn(a).shape)


def shape(a):
    """The shape of ``a``."""
    return shape_of(asn(a))


def size(a, axis=None):
    """The number of elements of ``a`` (along ``axis`` if given)."""
    s = shape_of(asn(a))
    if axis is None:
        return math.prod(s)
    if isinstance(axis, (tuple, list)):
        return math.prod(s[norm_axis(ax, len(s))] for ax in axis)
    return s[norm_axis(axis, len(s))]


def _new_shape(newshape, size_):
    s = (int_arg(newshape),) if not isinstance(newshape, (tuple, list)) else tuple(int_arg(v) for v in newshape)
    if s.count(-1) > 1:
        raise FrontendValueError("can only specify one unknown dimension")
    for v in s:
        if v < -1:
            raise FrontendValueError("negative dimensions not allowed")
    known = math.prod(v for v in s if v != -1)
    if -1 in s:
        if known == 0 or size_ % known:
            raise FrontendValueError(f"cannot reshape array of size {size_} into shape {_shape_str(s)}")
        s = tuple(size_ // known if v == -1 else v for v in s)
    elif known != size_:
        raise FrontendValueError(f"cannot reshape array of size {size_} into shape {_shape_str(s)}")
    return s


def _shape_str(s):
    return "(" + ", ".join(str(v) for v in s) + ("," if len(s) == 1 else "") + ")"


def _reshape_native(x, newshape):
    s = _new_shape(newshape, math.prod(shape_of(x)))
    return ivy.reshape(x, s)


def _reshape_fwd(d, s):
    return ivy.reshape(d, s)


def _reshape_inv(parent, new, s):
    return ivy.reshape(new, tuple(parent.shape))


def reshape(a, /, shape=None, order="C", *, copy=None):
    """``a`` with a new shape (a view in C order; ``order='F'`` fills in Fortran order).

    >>> import ivy_frontends.numpy as np
    >>> np.reshape(np.arange(6), (3, -1), order='F')
    array([[0, 3],
           [1, 4],
           [2, 5]])
    """
    if shape is None:
        raise FrontendTypeError("reshape() missing required argument 'shape' (pos 2)")
    x = _arr(a)
    s = _new_shape(shape, x.size)
    if order in ("F", "f"):
        t = ivy.permute_dims(x._data, tuple(range(x.ndim))[::-1])
        r = ivy.reshape(t, s[::-1])
        return wrap(ivy.permute_dims(r, tuple(range(len(s)))[::-1]))
    if order not in ("C", "c", "A", "a", None):
        raise FrontendValueError("order must be one of 'C', 'F', 'A'")
    if copy:
        return wrap(ivy.reshape(x._data, s))
    if s == x.shape:
        return x._view(_identity_fwd, None, _identity_inv, what="reshape")
    return x._view(_reshape_fwd, s, _reshape_inv, what="reshape")


def _identity_fwd(d, arg):
    return d


def _identity_inv(parent, new, arg):
    return new


def ravel(a, order="C"):
    """The elements of ``a`` as a 1-D array (a view in C order)."""
    x = _arr(a)
    if order in ("F", "f"):
        return wrap(ivy.reshape(ivy.permute_dims(x._data, tuple(range(x.ndim))[::-1]), (-1,)))
    if order == "K" or order == "A" or order == "C" or order is None:
        return x._view(_reshape_fwd, (x.size,), _reshape_inv, what="ravel")
    raise FrontendValueError("order must be one of 'C', 'F', 'A', or 'K'")


def flatten(a, order="C"):
    """A 1-D copy of ``a``."""
    x = _arr(a)
    if order in ("F", "f"):
        return wrap(ivy.reshape(ivy.permute_dims(x._data, tuple(range(x.ndim))[::-1]), (-1,)))
    return wrap(ivy.reshape(x._data, (-1,)))


def _perm_fwd(d, p):
    return ivy.permute_dims(d, p)


def _perm_inv(parent, new, p):
    inv = [0] * len(p)
    for i, v in enumerate(p):
        inv[v] = i
    return ivy.permute_dims(new, tuple(inv))


def _permute_view(x, p):
    if tuple(p) == tuple(range(len(p))):
        return x._view(_identity_fwd, None, _identity_inv, what="transpose")
    return x._view(_perm_fwd, tuple(p), _perm_inv, what="transpose")


def transpose(a, axes=None):
    """``a`` with its axes permuted (reversed by default); a view."""
    x = _arr(a)
    nd = x.ndim
    if axes is None:
        p = tuple(range(nd))[::-1]
    else:
        if len(axes) != nd:
            raise FrontendValueError("axes don't match array")
        p = tuple(norm_axis(v, nd) for v in axes)
        if len(set(p)) != nd:
            raise FrontendValueError("repeated axis in transpose")
    return _permute_view(x, p)


def permute_dims(a, axes=None):
    """``transpose`` (the Array API's name)."""
    return transpose(a, axes)


def matrix_transpose(x, /):
    """``x`` with its last two axes swapped (at least 2-D)."""
    a = _arr(x)
    if a.ndim < 2:
        raise FrontendValueError("Input array must be at least 2-dimensional, but it is " + str(a.ndim))
    return swapaxes(a, -1, -2)


def swapaxes(a, axis1, axis2):
    """``a`` with two axes interchanged; a view."""
    x = _arr(a)
    nd = x.ndim
    i, j = norm_axis(axis1, nd), norm_axis(axis2, nd)
    p = list(range(nd))
    p[i], p[j] = p[j], p[i]
    return _permute_view(x, p)


def moveaxis(a, source, destination):
    """``a`` with axes ``source`` moved to ``destination`` (the others keep their order); a view."""
    x = _arr(a)
    nd = x.ndim
    src = norm_axes(source if isinstance(source, (tuple, list)) else (source,), nd)
    dst = norm_axes(destination if isinstance(destination, (tuple, list)) else (destination,), nd)
    if len(src) != len(dst):
        raise FrontendValueError("`source` and `destination` arguments must have the same number of elements")
    order = [i for i in range(nd) if i not in src]
    for d_, s_ in sorted(zip(dst, src)):
        order.insert(d_, s_)
    return _permute_view(x, order)


def rollaxis(a, axis, start=0):
    """``a`` with ``axis`` rolled back until it lies before ``start``; a view."""
    x = _arr(a)
    nd = x.ndim
    axis = norm_axis(axis, nd)
    if start < 0:
        start += nd
    if not 0 <= start <= nd:
        raise AxisError(f"'start' arg requires {-nd} <= start < {nd + 1}, but {start} was passed in")
    if axis < start:
        start -= 1
    if axis == start:
        return _permute_view(x, list(range(nd)))
    p = list(range(nd))
    p.remove(axis)
    p.insert(start, axis)
    return _permute_view(x, p)


def squeeze(a, axis=None):
    """``a`` without its length-1 axes (or only those of ``axis``, which must have length 1); a view."""
    x = _arr(a)
    s = x.shape
    if axis is None:
        new = tuple(v for v in s if v != 1)
    else:
        axes = norm_axes(axis if isinstance(axis, (tuple, list)) else (axis,), len(s))
        for ax in axes:
            if s[ax] != 1:
                raise FrontendValueError("cannot select an axis to squeeze out which has size not equal to one")
        new = tuple(v for i, v in enumerate(s) if i not in axes)
    return x._view(_reshape_fwd, new, _reshape_inv, what="squeeze")


def expand_dims(a, axis):
    """``a`` with new length-1 axes at positions ``axis``; a view."""
    x = _arr(a)
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    out_nd = x.ndim + len(axes)
    pos = norm_axes(axes, out_nd)
    it = iter(x.shape)
    new = tuple(1 if i in pos else next(it) for i in range(out_nd))
    return x._view(_reshape_fwd, new, _reshape_inv, what="expand_dims")


def atleast_1d(*arys):
    """Each input as an array of at least one dimension (a list of them for several)."""
    res = []
    for a in arys:
        x = _arr(a)
        res.append(x if x.ndim >= 1 else reshape(x, (1,)))
    return res[0] if len(res) == 1 else tuple(res)


def atleast_2d(*arys):
    res = []
    for a in arys:
        x = _arr(a)
        if x.ndim == 0:
            x = reshape(x, (1, 1))
        elif x.ndim == 1:
            x = expand_dims(x, 0)
        res.append(x)
    return res[0] if len(res) == 1 else tuple(res)


def atleast_3d(*arys):
    res = []
    for a in arys:
        x = _arr(a)
        if x.ndim == 0:
            x = reshape(x, (1, 1, 1))
        elif x.ndim == 1:
            x = reshape(x, (1, x.shape[0], 1))
        elif x.ndim == 2:
            x = expand_dims(x, -1)
        res.append(x)
    return res[0] if len(res) == 1 else tuple(res)


def _bcast_fwd(d, s):
    return ivy.broadcast_to(d, s)


def broadcast_to(array, shape, subok=False):
    """A read-only view of ``array`` broadcast to ``shape``."""
    x = _arr(array)
    s = (int_arg(shape),) if not isinstance(shape, (tuple, list)) else tuple(int_arg(v) for v in shape)
    try:
        ivy.broadcast_shapes(x.shape, s)
    except ivy.IvyError:
        raise FrontendValueError(
            f"operands could not be broadcast together with remapped shapes [original->remapped]: "
            f"{x.shape} and requested shape {s}") from None
    if ivy.broadcast_shapes(x.shape, s) != s:
        raise FrontendValueError("input operand has more dimensions than allowed by the axis remapping")
    return x._view(_bcast_fwd, s, None, overlap=True, what="broadcast_to")


def broadcast_shapes(*args):
    """The shape the given shapes broadcast to."""
    shapes = [(int_arg(s),) if not isinstance(s, (tuple, list)) else tuple(int_arg(v) for v in s) for s in args]
    try:
        return tuple(ivy.broadcast_shapes(*shapes)) if shapes else ()
    except ivy.IvyError:
        raise FrontendValueError(
            "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between " +
            " and ".join(str(s) for s in shapes)) from None


def broadcast_arrays(*args, subok=False):
    """The inputs broadcast to one shape (read-only views)."""
    xs = [_arr(a) for a in args]
    s = broadcast_shapes(*[x.shape for x in xs])
    return tuple(x if x.shape == s else broadcast_to(x, s) for x in xs)


class broadcast:
    """The broadcast of several arrays: ``shape``, ``ndim``, ``size``, ``numiter`` and iteration
    over tuples of their broadcast elements."""

    def __init__(self, *args):
        self._arrays = broadcast_arrays(*args)
        self.shape = self._arrays[0].shape if self._arrays else ()
        self.nd = self.ndim = len(self.shape)
        self.size = math.prod(self.shape)
        self.numiter = len(self._arrays)
        self.index = 0
        self.iters = tuple(a.flat for a in self._arrays)

    def __iter__(self):
        vals = [a.ravel() for a in self._arrays]
        for i in range(self.size):
            self.index = i + 1
            yield tuple(v[i] for v in vals)

    def reset(self):
        self.index = 0


# ------------------------------------------------------------------ joining

def _promote_natives(xs, dtype=None, casting="same_kind"):
    from ._promotion import PROMOTION, check_cast

    ds = [dtype_of(x) for x in xs]
    dt = PROMOTION.promote_all(ds) if dtype is None else D.as_dtype(dtype)
    if dtype is not None:
        for d in ds:
            check_cast(d, dt, casting, "array data")
    return [astype_native(x, dt) for x in xs], dt


def concatenate(arrays, /, axis=0, out=None, dtype=None, casting="same_kind"):
    """The arrays joined along an existing ``axis`` (None: flattened first)."""
    from ._convert import ret

    if out is not None and dtype is not None:
        raise FrontendTypeError("concatenate() only takes `out` or `dtype` as an argument, but both were provided.")
    xs = [asn(a) for a in arrays]
    if not xs:
        raise FrontendValueError("need at least one array to concatenate")
    if axis is None:
        xs = [ivy.reshape(x, (-1,)) for x in xs]
        ax = 0
    else:
        nd = len(xs[0].shape)
        if nd == 0:
            raise FrontendValueError("zero-dimensional arrays cannot be concatenated")
        for i, x in enumerate(xs):
            if len(x.shape) != nd:
                raise FrontendValueError(
                    "all the input array dimensions except for the concatenation axis must match exactly, but along "
                    f"dimension 0, the array at index 0 has {nd} dimension(s) and the array at index {i} has "
                    f"{len(x.shape)} dimension(s)")
        ax = norm_axis(axis, nd)
        base = shape_of(xs[0])
        for i, x in enumerate(xs[1:], 1):
            sx = shape_of(x)
            for k in range(nd):
                if k != ax and sx[k] != base[k]:
                    raise FrontendValueError(
                        "all the input array dimensions except for the concatenation axis must match exactly, but "
                        f"along dimension {k}, the array at index 0 has size {base[k]} and the array at index {i} "
                        f"has size {sx[k]}")
    xs, _ = _promote_natives(xs, dtype, casting)
    r = ivy.concat(xs, axis=ax) if len(xs) > 1 else xs[0]
    return ret(r, out, scalar=False)


concat = concatenate


def stack(arrays, axis=0, out=None, *, dtype=None, casting="same_kind"):
    """The arrays joined along a new ``axis`` (they must have one shape)."""
    from ._convert import ret

    xs = [asn(a) for a in arrays]
    if not xs:
        raise FrontendValueError("need at least one array to stack")
    shapes = {shape_of(x) for x in xs}
    if len(shapes) > 1:
        raise FrontendValueError("all input arrays must have the same shape")
    ax = norm_axis(axis, len(xs[0].shape) + 1)
    xs, _ = _promote_natives(xs, dtype, casting)
    return ret(ivy.stack(xs, axis=ax), out, scalar=False)


def vstack(tup, *, dtype=None, casting="same_kind"):
    """The arrays stacked vertically (along the first axis, 1-D arrays as rows)."""
    return concatenate([atleast_2d(a) for a in tup], axis=0, dtype=dtype, casting=casting)


row_stack = vstack


def hstack(tup, *, dtype=None, casting="same_kind"):
    """The arrays stacked horizontally (along the second axis; the first for 1-D arrays)."""
    xs = [atleast_1d(a) for a in tup]
    if xs and xs[0].ndim == 1:
        return concatenate(xs, axis=0, dtype=dtype, casting=casting)
    return concatenate(xs, axis=1, dtype=dtype, casting=casting)


def dstack(tup):
    """The arrays stacked along the third axis."""
    return concatenate([atleast_3d(a) for a in tup], axis=2)


def column_stack(tup):
    """1-D arrays as the columns of a 2-D array (2-D arrays stacked as they are)."""
    xs = []
    for a in tup:
        x = _arr(a)
        if x.ndim < 2:
            x = reshape(x, (-1, 1))
        xs.append(x)
    return concatenate(xs, axis=1)


def block(arrays):
    """An array assembled from nested lists of blocks (the innermost lists joined along the last axis)."""
    def depth(x):
        if isinstance(x, list):
            if not x:
                raise FrontendValueError("List at arrays[] cannot be empty")
            ds = {depth(v) for v in x}
            if len(ds) > 1:
                raise FrontendValueError("List depths are mismatched.")
            return 1 + ds.pop()
        if isinstance(x, tuple):
            raise FrontendTypeError("arrays is a tuple. Only lists can be used to arrange blocks, and np.block does "
                                    "not allow implicit conversion from tuple to ndarray.")
        return 0

    ld = depth(arrays)
    leaves = []

    def collect(x):
        if isinstance(x, list):
            for v in x:
                collect(v)
        else:
            leaves.append(_arr(x))

    collect(arrays)
    nd = builtins.max([ld] + [lv.ndim for lv in leaves])

    def go(x, level):
        if isinstance(x, list):
            parts = [go(v, level + 1) for v in x]
            return concatenate(parts, axis=-(ld - level))
        a = _arr(x)
        if a.ndim < nd:
            a = reshape(a, (1,) * (nd - a.ndim) + a.shape)
        return a

    r = go(arrays, 0)
    return r if isinstance(r, ndarray) and not hasattr(r, "_root") else wrap(r._data)


def append(arr, values, axis=None):
    """``values`` appended to ``arr`` (flattened when ``axis`` is None)."""
    x, v = asn(arr), asn(values)
    if axis is None:
        return concatenate([wrap(ivy.reshape(x, (-1,))), wrap(ivy.reshape(v, (-1,)))], axis=0)
    return concatenate([wrap(x), wrap(v)], axis=axis)


# ------------------------------------------------------------------ splitting

def _split_view(x, ax, i, j):
    key = (slice(None),) * ax + (slice(i, j),)
    from ._indexing import _getitem_fwd, _getitem_inv

    return x._view(_getitem_fwd, key, _getitem_inv, what="split")


def array_split(ary, indices_or_sections, axis=0):
    """Views of ``ary`` split along ``axis`` at ``indices`` or into ``sections`` parts (of unequal length
    allowed)."""
    x = _arr(ary)
    ax = norm_axis(axis, x.ndim)
    size = x.shape[ax]
    if isinstance(indices_or_sections, (int, D.integer)) or (isinstance(indices_or_sections, ndarray)
                                                              and indices_or_sections.ndim == 0):
        k = int_arg(indices_or_sections)
        if k <= 0:
            raise FrontendValueError("number sections must be larger than 0.")
        each, extra = divmod(size, k)
        sizes = [each + 1] * extra + [each] * (k - extra)
        bounds = [0]
        for s in sizes:
            bounds.append(bounds[-1] + s)
    else:
        idx = [int_arg(i) for i in (indices_or_sections.tolist() if isinstance(indices_or_sections, ndarray)
                                    else indices_or_sections)]
        bounds = [0] + idx + [size]
    out = []
    for i, j in zip(bounds[:-1], bounds[1:]):
        i2 = builtins.max(builtins.min(i if i >= 0 else i + size, size), 0)
        j2 = builtins.max(builtins.min(j if j >= 0 else j + size, size), 0)
        out.append(_split_view(x, ax, i2, builtins.max(i2, j2)))
    return out


def split(ary, indices_or_sections, axis=0):
    """Views of ``ary`` split into equal ``sections`` or at ``indices`` along ``axis``."""
    x = _arr(ary)
    if isinstance(indices_or_sections, (int, D.integer)):
        ax = norm_axis(axis, x.ndim)
        if x.shape[ax] % int(indices_or_sections):
            raise FrontendValueError("array split does not result in an equal division")
    return array_split(x, indices_or_sections, axis)


def hsplit(ary, indices_or_sections):
    x = _arr(ary)
    if x.ndim == 0:
        raise FrontendValueError("hsplit only works on arrays of 1 or more dimensions")
    return split(x, indices_or_sections, 1 if x.ndim > 1 else 0)


def vsplit(ary, indices_or_sections):
    x = _arr(ary)
    if x.ndim < 2:
        raise FrontendValueError("vsplit only works on arrays of 2 or more dimensions")
    return split(x, indices_or_sections, 0)


def dsplit(ary, indices_or_sections):
    x = _arr(ary)
    if x.ndim < 3:
        raise FrontendValueError("dsplit only works on arrays of 3 or more dimensions")
    return split(x, indices_or_sections, 2)


def unstack(x, /, *, axis=0):
    """The slices of ``x`` along ``axis`` (views)."""
    a = _arr(x)
    if a.ndim == 0:
        raise FrontendValueError("Input array must be at least 1-d.")
    ax = norm_axis(axis, a.ndim)
    from ._indexing import _getitem_fwd, _getitem_inv

    return tuple(a._view(_getitem_fwd, (slice(None),) * ax + (i,), _getitem_inv, what="unstack")
                 for i in range(a.shape[ax]))


# ------------------------------------------------------------------ tiling, adding and removing elements

def tile(A, reps):
    """``A`` repeated ``reps`` times along each axis."""
    x = asn(A)
    r = (int_arg(reps),) if not isinstance(reps, (tuple, list)) else tuple(int_arg(v) for v in reps)
    nd = builtins.max(len(x.shape), len(r))
    x = ivy.reshape(x, (1,) * (nd - len(x.shape)) + shape_of(x))
    r = (1,) * (nd - len(r)) + r
    if any(v == 0 for v in r) or any(v == 0 for v in shape_of(x)):
        return wrap(ivy.zeros(tuple(a * b for a, b in zip(shape_of(x), r)), dtype=dtype_of(x)._ivy)._data)
    return wrap(ivy.tile(x, r))


def repeat(a, repeats, axis=None):
    """Each element of ``a`` repeated ``repeats`` times (an int, or one count per element)."""
    x = asn(a)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        ax = 0
    else:
        ax = norm_axis(axis, len(x.shape))
    rp = n(repeats)
    if rp.__class__ is int or isinstance(repeats, D.integer):
        rp = int(repeats)
        if rp < 0:
            raise FrontendValueError("repeats may not contain negative values.")
        return wrap(ivy.repeat(x, rp, axis=ax))
    rp = asn(repeats)
    if len(rp.shape) == 0:
        return wrap(ivy.repeat(x, int(rp.item() if hasattr(rp, "item") else ivy.to_scalar(rp)), axis=ax))
    if int(rp.shape[0]) == 1:
        return wrap(ivy.repeat(x, int(ivy.to_list(rp)[0]), axis=ax))
    if int(rp.shape[0]) != int(x.shape[ax]):
        raise FrontendValueError(f"operands could not be broadcast together with shape ({x.shape[ax]},) "
                                 f"({rp.shape[0]},)")
    reps = [int(v) for v in ivy.to_list(rp)]
    if builtins.any(v < 0 for v in reps):
        raise FrontendValueError("repeats may not contain negative values.")
    idx = [i for i, c in enumerate(reps) for _ in range(c)]
    return wrap(_bget(x, (slice(None),) * ax + (ivy.asarray(idx, dtype=ivy.int64)._data,)) if idx else
                ivy.zeros(shape_of(x)[:ax] + (0,) + shape_of(x)[ax + 1:], dtype=dtype_of(x)._ivy)._data)


def _index_list(obj, size):
    if isinstance(obj, slice):
        return list(range(size))[obj]
    v = asn(obj) if not isinstance(obj, (int, D.integer)) else None
    if v is None:
        return [int(obj)]
    if dtype_of(v) is D._BOOL:
        if tuple(v.shape) != (size,):
            raise FrontendValueError("boolean array argument obj to delete must be one dimensional and match the "
                                     "axis length of " + str(size))
        return [i for i, b in enumerate(ivy.to_list(v)) if b]
    return [int(i) for i in (ivy.to_list(ivy.reshape(v, (-1,))))]


def delete(arr, obj, axis=None):
    """``arr`` without the sub-arrays at ``obj`` (indices, a slice or a mask) along ``axis``."""
    x = asn(arr)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        ax = 0
    else:
        ax = norm_axis(axis, len(x.shape))
    size = int(x.shape[ax])
    drop = set()
    for i in _index_list(obj, size):
        if not -size <= i < size:
            from .._errors import FrontendIndexError

            raise FrontendIndexError(f"index {i} is out of bounds for axis {ax} with size {size}")
        drop.add(i % size if size else i)
    keep = [i for i in range(size) if i not in drop]
    return wrap(_bget(x, (slice(None),) * ax + (ivy.asarray(keep, dtype=ivy.int64)._data,)) if keep else
                _bget(x, (slice(None),) * ax + (slice(0, 0),)))


def insert(arr, obj, values, axis=None):
    """``arr`` with ``values`` inserted before the indices ``obj`` along ``axis``."""
    x = asn(arr)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        ax = 0
    else:
        ax = norm_axis(axis, len(x.shape))
    size = int(x.shape[ax])
    d = dtype_of(x)
    from ._indexing import fit_value

    vals = fit_value(values, d)
    scalar_obj = isinstance(obj, (int, D.integer)) or (isinstance(obj, ndarray) and obj.ndim == 0)
    if scalar_obj:
        i = int(obj)
        if not -size <= i <= size:
            from .._errors import FrontendIndexError

            raise FrontendIndexError(f"index {i} is out of bounds for axis {ax} with size {size}")
        i %= size + 1 if size + 1 else 1
        if i < 0:
            i += size
        nd = len(x.shape)
        vx = ivy.reshape(vals, (1,) * (nd - len(vals.shape)) + shape_of(vals))
        vx = ivy.moveaxis(vx, 0, ax)
        xs = shape_of(x)
        vx = ivy.broadcast_to(vx, xs[:ax] + (int(vx.shape[ax]),) + xs[ax + 1:])
        return wrap(ivy.concat([_bget(x, (slice(None),) * ax + (slice(0, i),)), vx,
                                _bget(x, (slice(None),) * ax + (slice(i, None),))], axis=ax))
    idx = _index_list(obj, size) if not isinstance(obj, slice) else list(range(size + 1))[obj]
    idx = [i + size if i < 0 else i for i in idx]
    m = len(idx)
    vflat_shape = shape_of(x)[:ax] + (m,) + shape_of(x)[ax + 1:]
    vb = ivy.broadcast_to(vals if len(vals.shape) != 1 or len(x.shape) == 1 else
                          ivy.reshape(vals, (1,) * ax + (int(vals.shape[0]),) + (1,) * (len(x.shape) - ax - 1)),
                          vflat_shape)
    order = sorted(range(m), key=lambda k: (idx[k], k))
    pieces = []
    prev = 0
    for k in order:
        i = idx[k]
        pieces.append(_bget(x, (slice(None),) * ax + (slice(prev, i),)))
        pieces.append(_bget(vb, (slice(None),) * ax + (slice(k, k + 1),)))
        prev = i
    pieces.append(_bget(x, (slice(None),) * ax + (slice(prev, None),)))
    return wrap(ivy.concat(pieces, axis=ax))


def resize(a, new_shape):
    """A new array of ``new_shape`` filled with the elements of ``a`` repeated in order."""
    x = ivy.reshape(asn(a), (-1,))
    s = (int_arg(new_shape),) if not isinstance(new_shape, (tuple, list)) else tuple(int_arg(v) for v in new_shape)
    if any(v < 0 for v in s):
        raise FrontendValueError("all elements of `new_shape` must be non-negative")
    total = math.prod(s)
    size = int(x.shape[0])
    if size == 0 or total == 0:
        return wrap(ivy.zeros(s, dtype=dtype_of(x)._ivy)._data)
    reps = -(-total // size)
    flat = _bget(ivy.tile(x, (reps,)), slice(0, total))
    return wrap(ivy.reshape(flat, s))


def trim_zeros(filt, trim="fb", axis=None):
    """``filt`` without its leading (``'f'``) and/or trailing (``'b'``) zeros."""
    x = asn(filt)
    t = trim.lower()
    if t not in ("f", "b", "fb", "bf"):
        raise FrontendValueError(f"unexpected character(s) in `trim`: {trim!r}")
    nd = len(x.shape)
    axes = tuple(range(nd)) if axis is None else norm_axes(axis, nd)
    nz = ivy.not_equal(x, 0)
    key = [slice(None)] * nd
    for ax in axes:  # the bounding box of the non-zeros along each trimmed axis
        others = tuple(i for i in range(nd) if i != ax)
        vals = ivy.to_list(ivy.any(nz, axis=others) if others else nz)
        first, last = 0, len(vals)
        if "f" in t:
            while first < last and not vals[first]:
                first += 1
        if "b" in t:
            while last > first and not vals[last - 1]:
                last -= 1
        if first == last:
            first = last = 0
        key[ax] = slice(first, last)
    if isinstance(filt, (list, tuple)) and nd == 1:  # NumPy slices the sequence itself
        return filt[key[0]]
    return wrap(_bget(x, tuple(key)))


# ------------------------------------------------------------------ rearranging

def _flip_fwd(d, axes):
    return ivy.flip(d, axis=axes)


def _flip_inv(parent, new, axes):
    return ivy.flip(new, axis=axes)


def flip(m, axis=None):
    """``m`` with the order of elements along ``axis`` (all axes for None) reversed; a view."""
    x = _arr(m)
    axes = norm_axes(axis, x.ndim) if axis is not None else tuple(range(x.ndim))
    if x.ndim == 0:  # NumPy indexes with () here: a 0-d array gives its scalar
        return x[()]
    if not axes:
        return x._view(_identity_fwd, None, _identity_inv, what="flip")
    return x._view(_flip_fwd, axes, _flip_inv, what="flip")


def fliplr(m):
    x = _arr(m)
    if x.ndim < 2:
        raise FrontendValueError("Input must be >= 2-d.")
    return flip(x, 1)


def flipud(m):
    x = _arr(m)
    if x.ndim < 1:
        raise FrontendValueError("Input must be >= 1-d.")
    return flip(x, 0)


def roll(a, shift, axis=None):
    """``a`` rolled by ``shift`` along ``axis`` (the flattened array for None)."""
    x = asn(a)
    if axis is None:
        s = int_arg(shift) if not isinstance(shift, (tuple, list)) else builtins.sum(int_arg(v) for v in shift)
        return wrap(ivy.reshape(ivy.roll(ivy.reshape(x, (-1,)), s, axis=0), shape_of(x)))
    shifts = shift if isinstance(shift, (tuple, list)) else (shift,)
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    if len(shifts) == 1 and len(axes) > 1:
        shifts = tuple(shifts) * len(axes)
    if len(axes) == 1 and len(shifts) > 1:
        axes = tuple(axes) * len(shifts)
    if len(shifts) != len(axes):
        raise FrontendValueError("'shift' and 'axis' should be scalars or 1D sequences")
    nd = len(x.shape)
    total = {}
    for s, ax in zip(shifts, axes):
        k = norm_axis(ax, nd)
        total[k] = total.get(k, 0) + int_arg(s)
    return wrap(ivy.roll(x, tuple(total.values()), axis=tuple(total.keys())))


def rot90(m, k=1, axes=(0, 1)):
    """``m`` rotated by 90 degrees ``k`` times in the plane of ``axes`` (from the first towards the second)."""
    x = _arr(m)
    if len(axes) != 2:
        raise FrontendValueError("len(axes) must be 2.")
    a0, a1 = norm_axis(axes[0], x.ndim), norm_axis(axes[1], x.ndim)
    if a0 == a1:
        raise FrontendValueError("Axes must be different.")
    k = int_arg(k) % 4
    if k == 0:
        return x[...]
    if k == 2:
        return flip(flip(x, a0), a1)
    p = list(range(x.ndim))
    p[a0], p[a1] = p[a1], p[a0]
    if k == 1:
        return transpose(flip(x, a1), p)
    return flip(transpose(x, p), a1)


def copyto(dst, src, casting="same_kind", where=True):
    """``src``'s values written into ``dst`` (broadcast, cast under ``casting``, only where ``where``)."""
    from ._convert import write_out

    if not isinstance(dst, ndarray):
        raise FrontendTypeError("copyto() argument 1 must be numpy.ndarray, not " + type(dst).__name__)
    s = n(src)
    d = dtype_of(dst._data)
    if s.__class__ in _PY_DT:
        from ._promotion import result_dtype

        sd = result_dtype([d], [s.__class__])
        from ._promotion import check_cast

        check_cast(sd, d, casting, "array data")
        s = py_native(s, sd)
    if where is not True:
        m = astype_native(asn(where), D._BOOL)
        from ._promotion import check_cast

        check_cast(dtype_of(s), d, casting, "array data")
        shape = shape_of(dst._data)
        val = ivy.broadcast_to(astype_native(s, d), shape)
        dst._set_all(ivy.where(ivy.broadcast_to(m, shape), val, dst._data))
        return None
    write_out(dst, s, casting, "array data")
    return None


def astype(x, dtype, /, *, copy=True, device=None):
    """``x`` cast to ``dtype`` (the Array API's function)."""
    a = _arr(x)
    return a.astype(dtype, copy=copy)


def pad(array, pad_width, mode="constant", **kwargs):
    """``array`` padded by ``pad_width`` with NumPy's modes (constant, edge, reflect, symmetric, wrap,
    linear_ramp, maximum, minimum, mean, median, empty, or a function)."""
    x = asn(array)
    nd = len(x.shape)
    if isinstance(pad_width, dict):  # NumPy 2.3: {axis: width or (before, after)}, other axes unpadded
        full = [(0, 0)] * nd
        for ax, w in pad_width.items():
            full[norm_axis(ax, nd)] = (w, w) if isinstance(w, int) else tuple(w)
        pad_width = full
    pw = _pairs(pad_width, nd, "pad_width")
    if callable(mode):
        return _pad_func(x, pw, mode, kwargs)
    if mode == "empty":
        mode, kwargs = "constant", {}
    if mode == "constant":
        cv = _pairs(kwargs.pop("constant_values", 0), nd, "constant_values", cast=False)
        if kwargs:
            raise FrontendValueError(f"unsupported keyword arguments for mode 'constant': {set(kwargs)}")
        r = x
        for ax in range(nd):
            lo, hi = pw[ax]
            if lo == 0 and hi == 0:
                continue
            shp = list(shape_of(r))
            parts = []
            if lo:
                shp[ax] = lo
                parts.append(_full_native(tuple(shp), cv[ax][0], dtype_of(x)))
            parts.append(r)
            if hi:
                shp[ax] = hi
                parts.append(_full_native(tuple(shp), cv[ax][1], dtype_of(x)))
            r = ivy.concat(parts, axis=ax)
        return wrap(r)
    if mode in ("edge", "reflect", "symmetric", "wrap"):
        rt = kwargs.pop("reflect_type", "even")
        if kwargs:
            raise FrontendValueError(f"unsupported keyword arguments for mode '{mode}': {set(kwargs)}")
        if any(s == 0 for s in shape_of(x)) and any(lo or hi for lo, hi in pw):
            raise FrontendValueError("can't extend empty axis 0 using modes other than 'constant' or 'empty'")
        return wrap(ivy.pad(x, pw, mode=mode, reflect_type=rt))
    if mode in ("maximum", "minimum", "mean", "median"):
        sl = kwargs.pop("stat_length", None)
        stat = _pairs(sl, nd, "stat_length") if sl is not None else None
        r = x
        for ax in range(nd):
            lo, hi = pw[ax]
            size = int(r.shape[ax])
            parts = []
            if lo:
                k = size if stat is None else builtins.min(stat[ax][0], size)
                v = _stat(mode, _bget(r, (slice(None),) * ax + (slice(0, builtins.max(k, 1)),)), ax, dtype_of(x))
                parts.append(ivy.repeat(v, lo, axis=ax))
            parts.append(r)
            if hi:
                k = size if stat is None else builtins.min(stat[ax][1], size)
                v = _stat(mode, _bget(r, (slice(None),) * ax + (slice(size - builtins.max(k, 1), size),)), ax,
                          dtype_of(x))
                parts.append(ivy.repeat(v, hi, axis=ax))
            r = ivy.concat(parts, axis=ax) if len(parts) > 1 else r
        return wrap(r)
    if mode == "linear_ramp":
        ev = _pairs(kwargs.pop("end_values", 0), nd, "end_values", cast=False)
        r = x
        d = dtype_of(x)
        for ax in range(nd):
            lo, hi = pw[ax]
            size = int(r.shape[ax])
            parts = []
            if lo:
                edge = ivy.astype(_bget(r, (slice(None),) * ax + (slice(0, 1),)), ivy.float64)
                parts.append(_ramp(ev[ax][0], edge, lo, ax, False, d))
            parts.append(r)
            if hi:
                edge = ivy.astype(_bget(r, (slice(None),) * ax + (slice(size - 1, size),)), ivy.float64)
                parts.append(_ramp(ev[ax][1], edge, hi, ax, True, d))
            r = ivy.concat(parts, axis=ax) if len(parts) > 1 else r
        return wrap(r)
    raise FrontendValueError(f"mode {mode!r} is not supported")


def _ramp(end, edge, width, ax, after, d):
    """NumPy's linear ramp from ``end`` towards the ``edge`` values (the edge itself excluded)."""
    i = ivy.arange(0, width, 1, dtype=ivy.float64)._data
    if after:
        i = ivy.flip(i, axis=0)
    shape = [1] * len(edge.shape)
    shape[ax] = width
    t = ivy.reshape(ivy.divide(i, float(width)), tuple(shape))
    e = float(end)
    vals = ivy.add(e, ivy.multiply(t, ivy.subtract(edge, e)))
    if d._cat == 1:
        vals = ivy.round(vals)
    return astype_native(vals, d)


def _stat(mode, piece, ax, d):
    if mode == "maximum":
        v = ivy.max(piece, axis=ax, keepdims=True)
    elif mode == "minimum":
        v = ivy.min(piece, axis=ax, keepdims=True)
    elif mode == "mean":
        v = ivy.mean(ivy.astype(piece, ivy.float64) if d._cat < 2 else piece, axis=ax, keepdims=True)
        if d._cat < 2:
            v = ivy.round(v)
    else:
        v = ivy.median(ivy.astype(piece, ivy.float64) if d._cat < 2 else piece, axis=ax, keepdims=True)
        if d._cat < 2:
            v = ivy.round(v)
    return astype_native(v, d)


def _pad_func(x, pw, func, kwargs):
    import numpy as real_np

    from ._creation import array

    h = real_np.array(ivy.to_numpy(x))
    out = real_np.pad(h, pw, mode="constant")
    result = array(out)
    for ax in range(len(pw)):
        moved = moveaxis(result, ax, -1)
        for idx in real_np.ndindex(*moved.shape[:-1]):
            vec = moved[idx]
            func(vec, pw[ax], ax, kwargs)
    return result


def _full_native(shape, v, d):
    from ._indexing import fit_value

    val = fit_value(v, d)
    return ivy.broadcast_to(val, shape) if len(val.shape) == 0 else ivy.broadcast_to(val, shape)


def _pairs(v, nd, what, cast=True):
    """NumPy's ``pad_width``-style argument as ``nd`` (before, after) pairs."""
    if isinstance(v, ndarray):
        v = v.tolist()
    if isinstance(v, D.generic):
        v = v.item()
    if not isinstance(v, (list, tuple)):
        v = [[v, v]]
    v = [list(p) if isinstance(p, (list, tuple)) else [p, p] for p in v] if v and isinstance(v[0], (list, tuple)) \
        else [list(v)] if len(v) == 2 else [[v[0], v[0]]]
    if len(v) == 1:
        v = v * nd
    if len(v) != nd:
        raise FrontendValueError(f"operands could not be broadcast together with remapped shapes: {what}")
    v = [[p[0], p[0]] if len(p) == 1 else p for p in v]
    if cast:
        out = []
        for lo, hi in v:
            lo, hi = int_arg(lo), int_arg(hi)
            if lo < 0 or hi < 0:
                raise FrontendValueError("index can't contain negative values")
            out.append((lo, hi))
        return out
    return [tuple(p) for p in v]


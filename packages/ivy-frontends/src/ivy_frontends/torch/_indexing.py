"""torch's indexing, slicing, joining and mutating ops, and ``Tensor.__getitem__``/``__setitem__``.

Views: basic indexing (ints, slices with positive steps, ``None``, ``...``), ``view``,
``reshape`` of a contiguous tensor, ``permute``/``transpose``/``t``/``movedim``,
``squeeze``/``unsqueeze``, ``flatten``/``unflatten``, ``narrow``/``select``,
``expand``, ``split``/``chunk``/``unbind``, ``diagonal`` return views that share their base's
values (writing one writes the other), on every backend (see :mod:`ivy_frontends._views`).
Advanced indexing (tensors, lists, bool masks) copies, as in torch.

>>> import ivy_frontends.torch as torch
>>> x = torch.arange(6).view(2, 3)
>>> x.t()[0].fill_(9); x
tensor([[9, 1, 2],
        [9, 4, 5]])
"""

from __future__ import annotations

import builtins
import operator

import ivy

from .. import _tape
from .._errors import FrontendIndexError, FrontendRuntimeError, FrontendTypeError, FrontendValueError
from .._views import backend_of, writable
from . import _dtypes as D
from ._checks import checks_values
from ._convert import dtype_of, n, promoted, ret, wrap
from ._convert import t as _t
from .tensor import Tensor, _dim, _View

__all__ = [
    "reshape", "permute", "transpose", "swapaxes", "swapdims", "t", "adjoint", "squeeze", "unsqueeze", "flatten",
    "unflatten", "movedim", "moveaxis", "narrow", "select", "cat", "concat", "concatenate", "stack", "hstack", "vstack",
    "dstack", "column_stack", "row_stack", "split", "chunk", "unbind", "tensor_split", "hsplit", "vsplit", "dsplit",
    "gather", "index_select", "masked_select", "take", "take_along_dim", "where", "nonzero", "argwhere", "ravel",
    "expand_copy", "broadcast_to", "tile", "diagonal", "scatter", "scatter_add", "scatter_reduce", "index_add",
    "index_copy", "index_fill", "index_put", "index_reduce", "masked_fill", "masked_scatter", "put", "select_scatter",
    "slice_scatter", "diagonal_scatter", "atleast_1d", "atleast_2d", "atleast_3d", "count_nonzero",
]


def _native(r):
    return r._data if r.__class__ is ivy.Array else r


def _shape_of(d):
    s = d.shape
    return s if s.__class__ is tuple else tuple(s)


def _bget(d, key):
    try:
        return _tape.call(backend_of(d).getitem, d, key, name="getitem")
    except ivy.IvyError:
        raise
    except (IndexError, ValueError, TypeError) as e:  # the backend's refusal (index arrays that don't broadcast)
        raise FrontendIndexError(str(e)) from None


def _bset(d, key, value):
    try:
        return _tape.call(backend_of(d).setitem, d, key, value, name="setitem")
    except ivy.IvyError:
        raise
    except (IndexError, ValueError, TypeError) as e:
        raise FrontendIndexError(str(e)) from None


# ------------------------------------------------------------------ keys

def _int(v):
    return v if v.__class__ is int else (int(v.item()) if isinstance(v, Tensor) else operator.index(v))


def _key(key, d):
    """``key`` as a tuple of native index parts, and whether it is basic (a view)."""
    if key.__class__ is not tuple:
        key = (key,)
    out = []
    basic = True
    for k in key:
        c = k.__class__
        if c is int or k is None or k is Ellipsis:
            out.append(k)
        elif c is slice:
            start, stop, step = k.start, k.stop, k.step
            if step is not None:
                step = _int(step)
                if step <= 0:
                    raise FrontendValueError("step must be greater than zero")
            if start is not None and start.__class__ is not int:
                start = _int(start)
            if stop is not None and stop.__class__ is not int:
                stop = _int(stop)
            out.append(slice(start, stop, step))
        elif c is bool:
            out.append(k)
            basic = False
        elif isinstance(k, Tensor):
            kd = k._data
            kdt = dtype_of(kd)
            if kd.ndim == 0 and kdt is not D.bool and not (kdt.is_floating_point or kdt.is_complex):
                out.append(int(ivy.to_numpy(kd)))
            else:
                if kdt.is_floating_point or kdt.is_complex:
                    raise FrontendIndexError("tensors used as indices must be long, int, byte or bool tensors")
                if kdt is D.uint8:
                    kd = ivy.astype(kd, ivy.bool)
                out.append(kd)
                basic = False
        elif c is list or c is tuple:
            out.append(_list_index(k))
            basic = False
        elif ivy.is_native_array(k):
            out.append(k)
            basic = False
        else:
            try:
                out.append(operator.index(k))
            except TypeError:
                raise FrontendIndexError(
                    "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid "
                    f"indices (got {type(k).__name__})") from None
    return tuple(out), basic


def _list_index(k):
    from ._creation import tensor

    r = tensor(k)
    if r.dtype.is_floating_point:
        raise FrontendIndexError("tensors used as indices must be long, int, byte or bool tensors")
    return r._data


def _getitem_fwd(d, key):
    return _bget(d, key)


def _getitem_inv(parent, new, key):
    return _bset(parent, key, new)


def _contiguous_key(key, shape):
    """Whether basic ``key`` keeps a contiguous tensor contiguous (it only narrows leading dims)."""
    dim = 0
    seen_partial = False
    for k in key:
        if k is None:
            continue
        if k is Ellipsis:
            return builtins.all(kk is None or (kk.__class__ is slice and kk == slice(None)) for kk in
                                key[key.index(Ellipsis) + 1:]) and not seen_partial
        if k.__class__ is int:
            if seen_partial:
                return False
            dim += 1
            continue
        if k.step not in (None, 1):
            return False
        full = k.start in (None, 0) and (k.stop is None or (dim < len(shape) and k.stop >= shape[dim]))
        if not full:
            if seen_partial:
                return False
            seen_partial = True
        elif seen_partial:
            return False
        dim += 1
    return True


def _ints_first(k):
    """torch applies the integers of a key that also has advanced indices first, as basic indexing
    (``x[0, :, [0, 1]]`` of a (2, 3, 4) tensor is (3, 2); NumPy's rule gives (2, 3)): the key split
    into that basic step and the rest, or None when ``k`` does not mix them."""
    if not builtins.any(p.__class__ is int for p in k):
        return None
    first, rest = [], []
    for p in k:
        if p.__class__ is int:
            first.append(p)
        elif p is None or p.__class__ is bool:
            rest.append(p)
        elif p is Ellipsis:
            first.append(p)
            rest.append(p)
        else:
            first.extend([slice(None)] * (p.ndim if p.__class__ is not slice and dtype_of(p) is D.bool else 1))
            rest.append(p)
    return tuple(first), tuple(rest)


def getitem(x, key):
    """``x[key]``: a view for basic keys, a copy for advanced ones (torch's rules)."""
    d = x._data
    k, basic = _key(key, d)
    if not basic:
        split = _ints_first(k)
        if split is not None:
            return getitem(getitem(x, split[0]), split[1])
    if basic:
        contig = _contiguous_key(k, _shape_of(d))
        return x._view(_getitem_fwd, k, _getitem_inv, contig, what="indexing")
    return wrap(_bget(d, k if len(k) != 1 else k[0]))


def _fit_value(value, d):
    """``value`` (a tensor or number) as a native or number of native ``d``'s dtype (torch casts)."""
    dt = dtype_of(d)
    if isinstance(value, Tensor):
        v = value._data
        return v if dtype_of(v) is dt else ivy.astype(v, dt._ivy)
    if value.__class__ in (int, float, bool, complex):
        from ._creation import _fit

        return _fit(value, dt._ivy)
    v = n(value)
    if v.__class__ in (int, float, bool, complex):
        from ._creation import _fit

        return _fit(v, dt._ivy)
    return v if dtype_of(v) is dt else ivy.astype(v, dt._ivy)


def setitem(x, key, value):
    """``x[key] = value`` in place (the value cast to ``x``'s dtype, as torch does)."""
    from . import _autograd

    _autograd.check_inplace(x)
    d = x._data
    k, basic = _key(key, d)
    if not basic:
        split = _ints_first(k)
        if split is not None:
            setitem(getitem(x, split[0]), split[1], value)  # a view: written through to x
            return
    kk = k if len(k) != 1 else k[0]
    v = _fit_value(value, d)
    if isinstance(x, _View):
        new = _bset(_copy(d), kk, v)
        x._data = new
        return
    x._assign(_bset(writable(d, 2), kk, v))


def _copy(d):
    mod = d.__class__.__module__
    if mod == "numpy" or mod.startswith("mxnet"):
        return d.copy()
    if mod == "torch":
        return d.clone()
    return d


# ------------------------------------------------------------------ shape views

def _sizes(shape, fn="view"):
    if len(shape) == 1 and shape[0].__class__ is not int:
        shape = shape[0]
        if shape.__class__ is int:
            return (shape,)
    for s in shape:
        if s.__class__ is not int:
            break
    else:
        return tuple(shape)
    try:
        return tuple(_int(s) for s in shape)
    except TypeError:
        raise FrontendTypeError(f"{fn}(): argument 'size' must be tuple of ints, but found {shape!r}") from None


def _infer_shape(shape, numel):
    known = 1
    for s in shape:
        if s < 0:
            break
        known *= s
    else:
        if known != numel:
            raise FrontendRuntimeError(f"shape '{list(shape)}' is invalid for input of size {numel}")
        return tuple(shape)
    shape = list(shape)
    neg = [i for i, s in enumerate(shape) if s == -1]
    if len(neg) > 1:
        raise FrontendRuntimeError("only one dimension can be inferred")
    for s in shape:
        if s < -1:
            raise FrontendRuntimeError(f"invalid shape dimension {s}")
    known = 1
    for s in shape:
        if s != -1:
            known *= s
    if neg:
        if known == 0 or numel % known:
            raise FrontendRuntimeError(f"shape '{list(shape)}' is invalid for input of size {numel}")
        shape[neg[0]] = numel // known
    elif known != numel:
        raise FrontendRuntimeError(f"shape '{list(shape)}' is invalid for input of size {numel}")
    return tuple(shape)


def _reshape_fwd(d, shape):
    return ivy.reshape(d, shape)


def _reshape_inv(parent, new, shape):
    return ivy.reshape(new, _shape_of(parent))


def _numel(shape):
    r = 1
    for s in shape:
        r *= s
    return r


def view(input, *shape):  # noqa: A002
    """A view with a new shape (``-1`` inferred); ``view(dtype)`` reinterprets as another dtype."""
    if len(shape) == 1 and isinstance(shape[0], D.dtype):
        return _view_dtype(input, shape[0])
    d = input._data
    old = _shape_of(d)
    new = _infer_shape(_sizes(shape), _numel(old))
    if input.__class__ is not Tensor and not input.is_contiguous() and \
            [s for s in old if s != 1] != [s for s in new if s != 1]:
        raise FrontendRuntimeError(
            "view size is not compatible with input tensor's size and stride (at least one dimension spans across "
            "two contiguous subspaces). Use .reshape(...) instead.")
    return input._view(_reshape_fwd, new, _reshape_inv, True, what="view")


def _view_dtype(input, dt):  # noqa: A002
    if dt is input.dtype:
        return input
    if dt.itemsize != input.dtype.itemsize:
        raise FrontendRuntimeError("view(dtype) between dtypes of different sizes is not supported by "
                                   "ivy_frontends; use .to(dtype) to convert values")
    a = ivy.to_numpy(input._data)
    import numpy as np

    from ._creation import tensor

    return tensor(a.view(np.dtype(dt._ivy.name if dt is not D.bool else "bool")), dtype=dt)


def reshape(input, shape):  # noqa: A002
    """``input`` with a new shape: a view where the input is contiguous, else a copy."""
    x = input if isinstance(input, Tensor) else wrap(_t(input))
    d = x._data
    new = _infer_shape(_sizes((shape,), "reshape"), _numel(_shape_of(d)))
    if x.is_contiguous():
        return x._view(_reshape_fwd, new, _reshape_inv, True, what="reshape")
    return wrap(ivy.reshape(d, new))


def _permute_fwd(d, perm):
    return ivy.permute_dims(d, perm)


def _permute_inv(parent, new, perm):
    inv = [0] * len(perm)
    for i, p in enumerate(perm):
        inv[p] = i
    return ivy.permute_dims(new, tuple(inv))


def permute(input, dims):  # noqa: A002
    """A view with the dimensions reordered."""
    nd = input.ndim
    if isinstance(dims, int):
        dims = (dims,)
    dims = tuple(_dim(_int(v), nd) for v in dims)
    if len(dims) != nd:
        raise FrontendRuntimeError(
            f"permute(sparse_coo): number of dimensions in the tensor input does not match the length of the "
            f"desired ordering of dimensions i.e. input.dim() = {nd} is not equal to len(dims) = {len(dims)}")
    if len(set(dims)) != nd:
        raise FrontendRuntimeError("permute(): duplicate dims are not allowed.")
    return input._view(_permute_fwd, dims, _permute_inv, dims == tuple(range(nd)), what="permute")


def transpose(input, dim0, dim1):  # noqa: A002
    """A view with dimensions ``dim0`` and ``dim1`` swapped."""
    nd = input.ndim
    a, b = _dim(dim0, nd), _dim(dim1, nd)
    if nd == 0:
        return input._view(_reshape_fwd, (), _reshape_inv, True, what="transpose")
    perm = list(range(nd))
    perm[a], perm[b] = perm[b], perm[a]
    return input._view(_permute_fwd, tuple(perm), _permute_inv, a == b, what="transpose")


def swapaxes(input, axis0, axis1):  # noqa: A002
    """``transpose`` with NumPy's argument names (a view)."""
    return transpose(input, axis0, axis1)


def swapdims(input, dim0, dim1):  # noqa: A002
    """``transpose`` (a view)."""
    return transpose(input, dim0, dim1)


def t(input):  # noqa: A002, F811
    """The transpose of a matrix (0-d and 1-d tensors unchanged)."""
    nd = input.ndim
    if nd > 2:
        raise FrontendRuntimeError(f"_t() expects a tensor with <= 2 dimensions, but self is {nd}D")
    if nd < 2:
        return input._view(_reshape_fwd, _shape_of(input._data), _reshape_inv, True, what="t")
    return transpose(input, 0, 1)


def adjoint(input):  # noqa: A002
    """The conjugate transpose of the last two dimensions."""
    r = transpose(input, -2, -1)
    if input.dtype.is_complex:
        return wrap(ivy.conj(r._data))
    return r


def movedim(input, source, destination):  # noqa: A002
    """A view with dimensions ``source`` moved to ``destination``."""
    nd = input.ndim
    src = [source] if isinstance(source, int) else list(source)
    dst = [destination] if isinstance(destination, int) else list(destination)
    if len(src) != len(dst):
        raise FrontendRuntimeError(f"movedim: Invalid source or destination dims: source ({src} dims) should "
                                   f"contain the same number of dims as destination ({dst} dims)")
    src = [_dim(s, nd) for s in src]
    dst = [_dim(s, nd) for s in dst]
    if len(set(src)) != len(src) or len(set(dst)) != len(dst):
        raise FrontendRuntimeError("movedim: repeated dim in `source` or `destination`")
    order = [i for i in range(nd) if i not in src]
    perm = [None] * nd
    for s, dd in zip(src, dst):
        perm[dd] = s
    it = iter(order)
    perm = tuple(p if p is not None else next(it) for p in perm)
    return permute(input, perm)


moveaxis = movedim


def squeeze(input, dim=None):  # noqa: A002
    """A view without (the given) dimensions of size 1."""
    shape = _shape_of(input._data)
    nd = len(shape)
    if dim is None:
        new = tuple(s for s in shape if s != 1)
    else:
        dims = (dim,) if isinstance(dim, int) else tuple(dim)
        dims = {_dim(v, nd) for v in dims}
        new = tuple(s for i, s in enumerate(shape) if not (i in dims and s == 1))
    return input._view(_reshape_fwd, new, _reshape_inv, True, what="squeeze")


def unsqueeze(input, dim):  # noqa: A002
    """A view with a dimension of size 1 inserted at ``dim``."""
    shape = _shape_of(input._data)
    d = _dim(dim, len(shape) + 1)
    new = shape[:d] + (1,) + shape[d:]
    return input._view(_reshape_fwd, new, _reshape_inv, True, what="unsqueeze")


def flatten(input, start_dim=0, end_dim=-1):  # noqa: A002
    """Dimensions ``start_dim..end_dim`` merged (a view where possible, as reshape)."""
    shape = _shape_of(input._data)
    nd = len(shape)
    if nd == 0:
        return reshape(input, (1,))
    s, e = _dim(start_dim, nd), _dim(end_dim, nd)
    if s > e:
        raise FrontendRuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    if s == e:
        return input
    new = shape[:s] + (_numel(shape[s:e + 1]),) + shape[e + 1:]
    return reshape(input, new)


def unflatten(input, dim, sizes):  # noqa: A002
    """Dimension ``dim`` split into ``sizes`` (one may be -1)."""
    shape = _shape_of(input._data)
    d = _dim(dim, len(shape))
    sizes = _infer_shape(tuple(sizes), shape[d])
    return view(input, shape[:d] + sizes + shape[d + 1:])


def ravel(input):  # noqa: A002
    """The elements as a 1-d tensor (a view of a contiguous tensor)."""
    return reshape(input, (-1,))


def narrow(input, dim, start, length):  # noqa: A002
    """A view of ``length`` elements of dimension ``dim`` from ``start``."""
    shape = _shape_of(input._data)
    d = _dim(dim, len(shape))
    start = _int(start)
    if start < 0:
        start += shape[d]
    if start < 0 or start + length > shape[d] or length < 0:
        raise FrontendRuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({shape[d]}).")
    key = (slice(None),) * d + (slice(start, start + length),)
    return getitem(input, key)


def select(input, dim, index):  # noqa: A002
    """A view of index ``index`` of dimension ``dim`` (that dimension removed)."""
    shape = _shape_of(input._data)
    d = _dim(dim, len(shape))
    index = _int(index)
    if not -shape[d] <= index < shape[d]:
        raise FrontendIndexError(f"select(): index {index} out of range for tensor of size {list(shape)} at "
                                 f"dimension {d}")
    return getitem(input, (slice(None),) * d + (index,))


def _expand_fwd(d, shape):
    return ivy.broadcast_to(d, shape)


def expand(input, *sizes):  # noqa: A002
    """A view broadcast to ``sizes`` (-1 keeps a dimension); writes through it are refused."""
    sizes = _sizes(sizes, "expand")
    shape = _shape_of(input._data)
    if len(sizes) < len(shape):
        raise FrontendRuntimeError(
            f"expand(torch.FloatTensor{{{list(shape)}}}, size={list(sizes)}): the number of sizes provided "
            f"({len(sizes)}) must be greater or equal to the number of dimensions in the tensor ({len(shape)})")
    lead = len(sizes) - len(shape)
    new = []
    for i, s in enumerate(sizes):
        if i < lead:
            if s < 0:
                raise FrontendRuntimeError(f"The expanded size of the tensor ({s}) isn't allowed in a leading, "
                                           "non-existing dimension 0")
            new.append(s)
            continue
        o = shape[i - lead]
        if s == -1:
            new.append(o)
        elif o == 1 or o == s:
            new.append(s)
        else:
            raise FrontendRuntimeError(
                f"The expanded size of the tensor ({s}) must match the existing size ({o}) at non-singleton "
                f"dimension {i}.  Target sizes: {list(sizes)}.  Tensor sizes: {list(shape)}")
    new = tuple(new)
    same = new == shape
    return input._view(_expand_fwd, new, None if not same else _reshape_inv, same, overlap=not same,
                       what="expand")


def expand_copy(input, size, *, implicit=False, out=None):  # noqa: A002
    """A copy of ``input.expand(size)``."""
    return ret(ivy.broadcast_to(input._data, expand(input, size).shape), out)


def broadcast_to(input, shape):  # noqa: A002
    """``input.expand(shape)``."""
    return expand(input, shape)


def _diag_fwd(d, arg):
    offset, d1, d2 = arg
    return ivy.diagonal(d, offset=offset, axis1=d1, axis2=d2)


def diagonal(input, offset=0, dim1=0, dim2=1):  # noqa: A002
    """A view of the diagonal of dimensions ``dim1`` and ``dim2`` (appended as the last dimension)."""
    nd = input.ndim
    a, b = _dim(dim1, nd), _dim(dim2, nd)
    if a == b:
        raise FrontendRuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    return input._view(_diag_fwd, (offset, a, b), None, False, what="diagonal")


def _split_fwd(d, key):
    return _bget(d, key)


def split(tensor, split_size_or_sections, dim=0):
    """Views of consecutive pieces of ``split_size_or_sections`` elements (or those sizes) along ``dim``."""
    x = tensor
    shape = _shape_of(x._data)
    d = _dim(dim, len(shape))
    size = shape[d]
    if isinstance(split_size_or_sections, int) or isinstance(split_size_or_sections, Tensor):
        step = _int(split_size_or_sections)
        if step <= 0 and not (step == 0 and size == 0):
            raise FrontendRuntimeError(f"split_size can only be 0 if dimension size is 0, but got dimension size of "
                                       f"{size}")
        bounds = [(i, builtins.min(i + step, size)) for i in range(0, size, step)] if step else [(0, 0)]
        if not bounds:
            bounds = [(0, 0)]
    else:
        secs = [_int(s) for s in split_size_or_sections]
        if builtins.sum(secs) != size:
            raise FrontendRuntimeError(
                f"split_with_sizes expects split_sizes to sum exactly to {size} (input tensor's size at dimension "
                f"{d}), but got split_sizes={secs}")
        bounds, i = [], 0
        for s in secs:
            bounds.append((i, i + s))
            i += s
    pre = (slice(None),) * d
    return tuple(getitem(x, pre + (slice(a, b),)) for a, b in bounds)


def chunk(input, chunks, dim=0):  # noqa: A002
    """``chunks`` (or fewer) views of nearly equal size along ``dim``."""
    if chunks <= 0:
        raise FrontendRuntimeError("chunk expects `chunks` to be greater than 0, got: " + str(chunks))
    shape = _shape_of(input._data)
    size = shape[_dim(dim, len(shape))]
    step = -(-size // chunks) if size else 0
    if step == 0:
        return tuple(split(input, 0, dim)) if size == 0 else ()
    return split(input, step, dim)


def unbind(input, dim=0):  # noqa: A002
    """Views of each index along ``dim`` (that dimension removed)."""
    shape = _shape_of(input._data)
    d = _dim(dim, len(shape))
    return tuple(select(input, d, i) for i in range(shape[d]))


def tensor_split(input, indices_or_sections, dim=0):  # noqa: A002
    """Views split at ``indices`` or into ``sections`` nearly equal parts (numpy.array_split's rule)."""
    shape = _shape_of(input._data)
    d = _dim(dim, len(shape))
    size = shape[d]
    ios = indices_or_sections
    if isinstance(ios, Tensor):
        ios = ios.tolist()
    if isinstance(ios, int):
        if ios <= 0:
            raise FrontendRuntimeError(f"number of sections must be larger than 0, got {ios}")
        q, r = divmod(size, ios)
        bounds, i = [], 0
        for k in range(ios):
            s = q + (1 if k < r else 0)
            bounds.append((i, i + s))
            i += s
    else:
        idx = [_int(v) for v in ios]
        bounds, prev = [], 0
        for v in idx + [size]:
            v = builtins.max(builtins.min(v, size), prev) if v >= 0 else builtins.max(v + size, prev)
            bounds.append((prev, v))
            prev = v
    pre = (slice(None),) * d
    return tuple(getitem(input, pre + (slice(a, b),)) for a, b in bounds)


def _dsplit_like(input, ios, dim, name, need):  # noqa: A002
    if input.ndim < need:
        raise FrontendRuntimeError(f"torch.{name} requires a tensor with at least {need} dimension, but got a tensor "
                                   f"with {input.ndim} dimensions!")
    if isinstance(ios, int) and input.shape[dim] % ios:
        raise FrontendRuntimeError(f"torch.{name} attempted to split along dimension {dim}, but the size of the "
                                   f"dimension {input.shape[dim]} is not divisible by the split_size {ios}!")
    return tensor_split(input, ios, dim)


def hsplit(input, indices_or_sections):  # noqa: A002
    """``tensor_split`` along dimension 1 (0 for 1-d tensors)."""
    return _dsplit_like(input, indices_or_sections, 1 if input.ndim > 1 else 0, "hsplit", 1)


def vsplit(input, indices_or_sections):  # noqa: A002
    """``tensor_split`` along dimension 0 (2-d and up)."""
    return _dsplit_like(input, indices_or_sections, 0, "vsplit", 2)


def dsplit(input, indices_or_sections):  # noqa: A002
    """``tensor_split`` along dimension 2 (3-d and up)."""
    return _dsplit_like(input, indices_or_sections, 2, "dsplit", 3)


# ------------------------------------------------------------------ joining

def _tensors(tensors, fn):
    if isinstance(tensors, Tensor) or not isinstance(tensors, (list, tuple)):
        raise FrontendTypeError(f"{fn}(): argument 'tensors' must be tuple of Tensors, not "
                                f"{type(tensors).__name__}")
    ns, _ = promoted(*tensors) if tensors else ([], None)
    return ns


def cat(tensors, dim=0, *, out=None):
    """``tensors`` joined along ``dim`` (1-d empty tensors are skipped, as torch does)."""
    if not tensors:
        raise FrontendRuntimeError("torch.cat(): expected a non-empty list of Tensors")
    ns = _tensors(tensors, "cat")
    keep = [a for a in ns if not (a.ndim == 1 and int(a.shape[0]) == 0)]
    if not keep:
        return ret(ns[0], out)
    nd = keep[0].ndim
    if nd == 0:
        raise FrontendRuntimeError("zero-dimensional tensor (at position 0) cannot be concatenated")
    d = _dim(dim, nd)
    return ret(ivy.concat(keep, axis=d), out)


concat = cat


def concatenate(tensors, axis=0, out=None):
    """``cat`` with NumPy's argument name."""
    return cat(tensors, axis, out=out)


def stack(tensors, dim=0, *, out=None):
    """``tensors`` (one shape) stacked along a new dimension ``dim``."""
    if not tensors:
        raise FrontendRuntimeError("stack expects a non-empty TensorList")
    ns = _tensors(tensors, "stack")
    s0 = _shape_of(ns[0])
    for i, a in enumerate(ns):
        if _shape_of(a) != s0:
            raise FrontendRuntimeError(f"stack expects each tensor to be equal size, but got {list(s0)} at entry 0 "
                                       f"and {list(_shape_of(a))} at entry {i}")
    return ret(ivy.stack(ns, axis=_dim(dim, len(s0) + 1)), out)


def _atleast(ns, k):
    out = []
    for a in ns:
        s = _shape_of(a)
        if len(s) < k:
            if k == 1:
                s = (1,) * (1 - len(s)) + s
            elif k == 2:
                s = (1,) * (2 - len(s)) + s
            else:
                s = {0: (1, 1, 1), 1: (1,) + s + (1,), 2: s + (1,)}[len(s)]
            a = ivy.reshape(a, s)
        out.append(a)
    return out


def hstack(tensors, *, out=None):
    """Joined along dimension 1 (0 for 1-d tensors)."""
    ns = _atleast(_tensors(tensors, "hstack"), 1)
    return ret(ivy.concat(ns, axis=0 if ns[0].ndim == 1 else 1), out)


def vstack(tensors, *, out=None):
    """Joined along dimension 0 after making them at least 2-d."""
    return ret(ivy.concat(_atleast(_tensors(tensors, "vstack"), 2), axis=0), out)


row_stack = vstack


def dstack(tensors, *, out=None):
    """Joined along dimension 2 after making them at least 3-d."""
    return ret(ivy.concat(_atleast(_tensors(tensors, "dstack"), 3), axis=2), out)


def column_stack(tensors, *, out=None):
    """1-d (and 0-d) tensors as columns, joined along dimension 1."""
    ns = []
    for a in _tensors(tensors, "column_stack"):
        s = _shape_of(a)
        if len(s) <= 1:
            a = ivy.reshape(a, (_numel(s), 1))
        ns.append(a)
    return ret(ivy.concat(ns, axis=1), out)


def _atleast_fn(k, name):
    def f(*tensors):
        if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
            return tuple(wrap(a) if a is not tensors[0][i]._data else tensors[0][i]
                         for i, a in enumerate(_atleast([_t(v) for v in tensors[0]], k)))
        rs = []
        for v in tensors:
            a = _t(v)
            r = _atleast([a], k)[0]
            rs.append(v if r is a and isinstance(v, Tensor) else wrap(r))
        return rs[0] if len(rs) == 1 else tuple(rs)

    f.__name__ = f.__qualname__ = name
    f.__doc__ = f"Each tensor with at least {k} dimensions (others returned as they are)."
    return f


atleast_1d = _atleast_fn(1, "atleast_1d")
atleast_2d = _atleast_fn(2, "atleast_2d")
atleast_3d = _atleast_fn(3, "atleast_3d")


# ------------------------------------------------------------------ gathering

def _index(x, fn="gather"):
    a = _t(x)
    dt = dtype_of(a)
    if not (dt.is_floating_point or dt.is_complex) and 0 in _shape_of(a):
        return ivy.astype(a, ivy.int64)
    if dt is not D.int64 and dt is not D.int32 and not (dt.is_signed and not dt.is_floating_point
                                                        and not dt.is_complex):
        raise FrontendRuntimeError(f"{fn}(): Expected dtype int64 for index")
    return a


def gather(input, dim, index, *, sparse_grad=False, out=None):  # noqa: A002
    """``out[i][j] = input[index[i][j]][j]`` (dim 0): values along ``dim`` at ``index``."""
    a = _t(input)
    idx = _index(index)
    nd = builtins.max(a.ndim, 1)
    d = _dim(dim, nd)
    if idx.ndim != a.ndim and not (idx.ndim <= 1 and a.ndim <= 1) and _numel(_shape_of(idx)):
        raise FrontendRuntimeError("Index tensor must have the same number of dimensions as input tensor")
    if not _numel(_shape_of(idx)):
        return ret(ivy.astype(ivy.reshape(_bget(ivy.reshape(a, (-1,)), slice(0, 0)), _shape_of(idx)), dtype_of(a)._ivy),
                   out)
    if a.ndim == 0:
        return ret(ivy.reshape(_bget(ivy.reshape(a, (1,)), ivy.reshape(idx, (-1,))), _shape_of(idx)), out)
    ishape, ashape = _shape_of(idx), _shape_of(a)
    for i, (si, sa) in enumerate(zip(ishape, ashape)):
        if i != d and si > sa:
            raise FrontendRuntimeError(f"Size does not match at dimension {i} expected index {list(ishape)} to be "
                                       f"smaller than self {list(ashape)} apart from dimension {d}")
    if _numel(ishape) and checks_values() and builtins.bool(ivy.any(ivy.logical_or(ivy.less(idx, -ashape[d]),
                                                                ivy.greater_equal(idx, ashape[d])))):
        raise FrontendRuntimeError(f"index out of range in self (gather along dimension {d} of size {ashape[d]})")
    if ishape != ashape:
        a = _bget(a, tuple(slice(0, s) if i != d else slice(None) for i, s in enumerate(ishape)))
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, ashape[d]), idx)
    return ret(ivy.take_along_axis(a, ivy.astype(idx, ivy.int64), axis=d), out)


def take_along_dim(input, indices, dim=None, *, out=None):  # noqa: A002
    """Values at ``indices`` along ``dim`` (broadcast), or of the flattened input."""
    a = _t(input)
    idx = _index(indices, "take_along_dim")
    if dim is None:
        flat_idx = ivy.reshape(ivy.astype(idx, ivy.int64), (-1,))
        return ret(ivy.take_along_axis(ivy.reshape(a, (-1,)), flat_idx, axis=0), out)
    d = _dim(dim, a.ndim)
    sa, si = list(_shape_of(a)), list(_shape_of(idx))
    sa[d] = si[d] = 1
    b = ivy.broadcast_shapes(tuple(sa), tuple(si))
    ta = list(b)
    ta[d] = a.shape[d]
    ti = list(b)
    ti[d] = idx.shape[d]
    a = ivy.broadcast_to(a, tuple(ta))
    idx = ivy.broadcast_to(idx, tuple(ti))
    n_ = int(a.shape[d])
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, n_), idx)
    return ret(ivy.take_along_axis(a, ivy.astype(idx, ivy.int64), axis=d), out)


def index_select(input, dim, index, *, out=None):  # noqa: A002
    """The entries at ``index`` (1-d) along dimension ``dim``."""
    a = _t(input)
    idx = _index(index, "index_select")
    if idx.ndim > 1:
        raise FrontendIndexError("index_select(): Index is supposed to be a vector")
    idx = ivy.reshape(idx, (-1,))
    if a.ndim == 0:
        return ret(_bget(ivy.reshape(a, (1,)), idx) if int(idx.shape[0]) != 1 else
                   ivy.reshape(_bget(ivy.reshape(a, (1,)), idx), ()), out)
    d = _dim(dim, a.ndim)
    size = int(a.shape[d])
    if int(idx.shape[0]) and checks_values() and builtins.bool(ivy.any(ivy.logical_or(ivy.less(idx, -size),
                                                                    ivy.greater_equal(idx, size)))):
        raise FrontendIndexError("index out of range in self")
    return ret(_bget(a, (slice(None),) * d + (idx,)), out)


def masked_select(input, mask, *, out=None):  # noqa: A002
    """The elements where ``mask`` (broadcast) is True, as a 1-d tensor."""
    a, m = _t(input), _t(mask)
    if dtype_of(m) is not D.bool:
        raise FrontendRuntimeError(f"masked_select: expected BoolTensor for mask, got {dtype_of(m)}")
    s = ivy.broadcast_shapes(_shape_of(a), _shape_of(m))
    a = ivy.broadcast_to(a, s)
    m = ivy.broadcast_to(m, s)
    return ret(_bget(ivy.reshape(a, (-1,)), ivy.reshape(m, (-1,))), out)


def take(input, index):  # noqa: A002
    """The elements of the flattened input at ``index`` (in ``index``'s shape)."""
    a = ivy.reshape(_t(input), (-1,))
    idx = _index(index, "take")
    size = int(a.shape[0])
    if _numel(_shape_of(idx)) and checks_values() and builtins.bool(ivy.any(ivy.logical_or(ivy.less(idx, -size),
                                                                       ivy.greater_equal(idx, size)))):
        raise FrontendIndexError(f"out of range: tried to access index out of bounds on a tensor of {size} elements.")
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, size), idx)
    return wrap(ivy.reshape(_bget(a, ivy.reshape(idx, (-1,))), _shape_of(idx)))


def where(condition, input=None, other=None, *, out=None):  # noqa: A002
    """``input`` where ``condition``, else ``other`` (torch's promotion); ``where(condition)``
    is ``nonzero(condition, as_tuple=True)``."""
    if input is None and other is None:
        return nonzero(condition, as_tuple=True)
    c = _t(condition)
    if dtype_of(c) is not D.bool:
        if dtype_of(c) is D.uint8:
            c = ivy.astype(c, ivy.bool)
        else:
            raise FrontendRuntimeError(f"where expected condition to be a boolean tensor, but got a tensor with dtype "
                                       f"{_cname(dtype_of(c))}")
    (a, b), _ = promoted(input, other)
    return ret(ivy.where(c, a, b), out)


def _cname(d):
    from .tensor import _C_NAMES

    return _C_NAMES.get(d, str(d))


def nonzero(input, *, out=None, as_tuple=False):  # noqa: A002
    """The indices of the nonzero elements: an (N, ndim) int64 tensor, or a tuple of 1-d ones."""
    a = _t(input)
    if a.ndim == 0:
        k = 1 if builtins.bool(ivy.to_numpy(ivy.not_equal(a, 0))) else 0
        if as_tuple:
            return (wrap(_native(ivy.zeros((k,), dtype=ivy.int64))),)
        return ret(_native(ivy.zeros((k, 0), dtype=ivy.int64)), out)
    r = ivy.astype(ivy.argwhere(a), ivy.int64)
    if as_tuple:
        return tuple(wrap(_bget(r, (slice(None), i))) for i in range(a.ndim))
    return ret(r, out)


def argwhere(input):  # noqa: A002
    """``nonzero(input)``: the indices of the nonzero elements, (N, ndim)."""
    return nonzero(input)


def count_nonzero(input, dim=None):  # noqa: A002
    """The number of nonzero elements (along ``dim``), int64."""
    a = _t(input)
    nd = builtins.max(a.ndim, 1)
    axis = None if dim is None else (tuple(_dim(v, nd) for v in dim) if isinstance(dim, (list, tuple))
                                     else _dim(dim, nd))
    if a.ndim == 0:
        axis = None
    return wrap(ivy.astype(ivy.sum(ivy.astype(ivy.not_equal(a, 0), ivy.int64), axis=axis), ivy.int64))


def tile(input, dims):  # noqa: A002
    """``input`` repeated ``dims`` times along each dimension (leading ones added as needed)."""
    a = _t(input)
    dims = tuple(_int(v) for v in dims)
    s = _shape_of(a)
    if len(dims) < len(s):
        dims = (1,) * (len(s) - len(dims)) + dims
    elif len(s) < len(dims):
        a = ivy.reshape(a, (1,) * (len(dims) - len(s)) + s)
    return wrap(ivy.tile(a, dims))


# ------------------------------------------------------------------ scattering (copies; in-place versions on Tensor)

def _scatter_base(a, d, idx, src):
    """``a`` with ``a[...idx along d...] = src`` (the positions ``gather`` reads)."""
    ishape = _shape_of(idx)
    if not _numel(ishape):
        return a
    grids = ivy.meshgrid(*[ivy.arange(s, dtype=ivy.int64) for s in ishape], indexing="ij")
    grids = [g._data if g.__class__ is ivy.Array else g for g in grids]
    key = tuple(ivy.astype(idx, ivy.int64) if i == d else grids[i] for i in range(len(ishape)))
    return key


def _check_scatter(a, d, idx, src_shape=None):
    ishape, ashape = _shape_of(idx), _shape_of(a)
    if idx.ndim != a.ndim and not (a.ndim == 0 and idx.ndim <= 1):
        raise FrontendRuntimeError("Index tensor must have the same number of dimensions as self tensor")
    for i, (si, sa) in enumerate(zip(ishape, ashape)):
        if i != d and si > sa:
            raise FrontendRuntimeError(f"Expected index {list(ishape)} to be smaller than self {list(ashape)} apart "
                                       f"from dimension {d}")
    if src_shape is not None:
        for si, ss in zip(ishape, src_shape):
            if si > ss:
                raise FrontendRuntimeError(f"Expected index {list(ishape)} to be smaller than src {list(src_shape)}")
    if _numel(ishape) and ashape:
        size = ashape[d]
        if checks_values() and builtins.bool(ivy.any(ivy.logical_or(ivy.less(idx, -size),
                                                                    ivy.greater_equal(idx, size)))):
            raise FrontendRuntimeError(f"index out of bounds for dimension {d} with size {size}")


def _src_values(src, idx, dt):
    ishape = _shape_of(idx)
    if src.__class__ in (int, float, bool, complex):
        from ._creation import _fit

        return ivy.astype(ivy.full(ishape, _fit(src, dt._ivy), dtype=dt._ivy), dt._ivy)
    s = src
    if _shape_of(s) != ishape:
        s = _bget(s, tuple(slice(0, k) for k in ishape)) if s.ndim else ivy.broadcast_to(s, ishape)
    return ivy.astype(s, dt._ivy)


_REDUCE = {"sum": "add", "add": "add", "prod": "multiply", "multiply": "multiply", "mean": "mean",
           "amax": "max", "amin": "min"}


def _scatter_native(a, dim, index, src, reduce=None, include_self=True, fn="scatter"):
    idx = _index(index, fn)
    if a.ndim == 0:
        a1 = ivy.reshape(a, (1,))
        r = _scatter_native(a1, 0, wrap(ivy.reshape(idx, (-1,))), src if src.__class__ in (int, float, bool, complex)
                            else ivy.reshape(src, (-1,)) if src.ndim == 0 else src, reduce, include_self, fn)
        return ivy.reshape(r, ())
    d = _dim(dim, a.ndim)
    _check_scatter(a, d, idx, None if src.__class__ in (int, float, bool, complex) else _shape_of(src))
    dt = dtype_of(a)
    if not _numel(_shape_of(idx)):
        return a
    size = int(a.shape[d])
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, size), idx)
    vals = _src_values(src, idx, dt)
    key = _scatter_base(a, d, idx, vals)
    if reduce is None:
        return _bset(_copy(a), key, vals)
    # Reductions: positions as flat indices, then ivy's scatter with a reduction.
    flat_idx = ivy.zeros(_shape_of(idx), dtype=ivy.int64)
    flat_idx = flat_idx._data if flat_idx.__class__ is ivy.Array else flat_idx
    stride = 1
    ashape = _shape_of(a)
    for i in reversed(range(a.ndim)):
        flat_idx = ivy.add(flat_idx, ivy.multiply(key[i], stride))
        stride *= ashape[i]
    flat_idx = ivy.reshape(flat_idx, (-1, 1))
    fv = ivy.reshape(vals, (-1,))
    base = ivy.reshape(a, (-1,))
    return ivy.reshape(_scatter_reduce_flat(base, flat_idx, fv, reduce, include_self, dt), ashape)


def _lowest_highest(dt):
    if dt.is_floating_point:
        return float("-inf"), float("inf")
    if dt is D.bool:
        return False, True
    info = ivy.iinfo(dt._ivy)
    return info.min, info.max


def _scatter_reduce_flat(base, flat_idx, vals, reduce, include_self, dt):
    """``base`` (1-d) with ``vals`` reduced into positions ``flat_idx`` (N x 1), torch's
    ``scatter_reduce`` rule (``include_self=False``: the positions written start from the values alone)."""
    n_ = int(base.shape[0])
    op = _REDUCE[reduce]
    idx = ivy.reshape(flat_idx, (-1,))
    hit = ivy.scatter_flat(idx, ivy.ones_like(vals, dtype=ivy.int64), size=n_, reduction="sum")
    touched = ivy.greater(hit, 0)
    if op == "add" or op == "mean":
        s = ivy.astype(ivy.scatter_flat(idx, vals, size=n_, reduction="sum"), dt._ivy)
        if include_self:
            s = ivy.add(s, base)
            cnt = ivy.add(hit, 1)
        else:
            s = ivy.where(touched, s, base)
            cnt = ivy.where(touched, hit, ivy.ones_like(hit))
        if op == "mean":
            if dt.is_floating_point or dt.is_complex:
                s = ivy.divide(s, ivy.astype(cnt, dt._ivy))
            else:
                s = ivy.floor_divide(s, ivy.astype(cnt, dt._ivy))
        return ivy.astype(s, dt._ivy)
    if op == "multiply":
        start = base if include_self else ivy.where(touched, ivy.ones_like(base), base)
        return ivy.scatter_flat(idx, vals, tensor=start, reduction="mul")
    lo, hi = _lowest_highest(dt)
    ident = lo if op == "max" else hi
    start = base if include_self else ivy.where(touched, ivy.astype(ivy.full_like(base, ident), dt._ivy), base)
    return ivy.scatter_flat(idx, vals, tensor=start, reduction=op)


def scatter(input, dim, index, src=None, *, value=None, reduce=None, out=None):  # noqa: A002
    """A copy of ``input`` with ``src`` (or ``value``) written at ``index`` along ``dim``
    (``reduce="add"``/``"multiply"`` combines instead)."""
    a = _t(input)
    s = value if src is None else src
    if s is None:
        raise FrontendTypeError("scatter() missing required argument 'src' or 'value'")
    s = n(s) if not isinstance(s, (int, float, bool, complex)) else s
    if reduce is not None and reduce not in ("add", "multiply"):
        raise FrontendRuntimeError("reduce argument must be either add or multiply.")
    r = _scatter_native(a, dim, index, s, reduce, True, "scatter")
    return ret(r, out)


def scatter_add(input, dim, index, src, *, out=None):  # noqa: A002
    """A copy of ``input`` with ``src`` added at ``index`` along ``dim``."""
    return ret(_scatter_native(_t(input), dim, index, n(src), "sum", True, "scatter_add"), out)


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True, out=None):  # noqa: A002
    """A copy of ``input`` with ``src`` reduced (``"sum"``, ``"prod"``, ``"mean"``, ``"amax"``,
    ``"amin"``) into it at ``index`` along ``dim``."""
    if reduce not in ("sum", "prod", "mean", "amax", "amin"):
        raise FrontendRuntimeError(f"reduce argument must be either sum, prod, mean, amax or amin, got {reduce}")
    return ret(_scatter_native(_t(input), dim, index, n(src), reduce, include_self, "scatter_reduce"), out)


def _index_vec(index, fn):
    idx = _index(index, fn)
    if idx.ndim > 1:
        raise FrontendIndexError(f"{fn}_(): Index is supposed to be a vector")
    return ivy.reshape(idx, (-1,))


def index_add(input, dim, index, source, *, alpha=1, out=None):  # noqa: A002
    """A copy of ``input`` with ``alpha * source`` added at ``index`` along ``dim``."""
    return ret(_index_reduce(_t(input), dim, index, n(source), "sum", True, alpha, "index_add"), out)


def index_copy(input, dim, index, source, *, out=None):  # noqa: A002
    """A copy of ``input`` with the slices of ``source`` written at ``index`` along ``dim``."""
    a = _t(input)
    idx = _index_vec(index, "index_copy")
    if a.ndim == 0:
        return ret(ivy.reshape(ivy.astype(n(source), dtype_of(a)._ivy), ()), out)
    d = _dim(dim, a.ndim)
    src = ivy.astype(n(source), dtype_of(a)._ivy)
    return ret(_bset(_copy(a), (slice(None),) * d + (idx,), src), out)


def index_fill(input, dim, index, value):  # noqa: A002
    """A copy of ``input`` with ``value`` at ``index`` along ``dim``."""
    a = _t(input)
    idx = _index_vec(index, "index_fill")
    v = value.item() if isinstance(value, Tensor) else value
    if a.ndim == 0:
        return wrap(ivy.reshape(_bset(ivy.reshape(_copy(a), (1,)), idx, _fit_value(v, a)), ()))
    d = _dim(dim, a.ndim)
    size = int(a.shape[d])
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, size), idx)
    return wrap(_bset(_copy(a), (slice(None),) * d + (idx,), _fit_value(v, a)))


def index_reduce(input, dim, index, source, reduce, *, include_self=True, out=None):  # noqa: A002
    """A copy of ``input`` with the slices of ``source`` reduced (``"prod"``, ``"mean"``,
    ``"amax"``, ``"amin"``) into it at ``index`` along ``dim``."""
    if reduce not in ("prod", "mean", "amax", "amin"):
        raise FrontendRuntimeError(f"index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got "
                                   f"{reduce}.")
    return ret(_index_reduce(_t(input), dim, index, n(source), reduce, include_self, 1, "index_reduce"), out)


def _index_reduce(a, dim, index, src, reduce, include_self, alpha, fn):
    idx = _index_vec(index, fn)
    dt = dtype_of(a)
    if a.ndim == 0:
        a1 = ivy.reshape(a, (1,))
        s1 = ivy.reshape(src, (-1,)) if src.__class__ not in (int, float, bool, complex) else src
        return ivy.reshape(_index_reduce(a1, 0, wrap(idx), s1, reduce, include_self, alpha, fn), ())
    d = _dim(dim, a.ndim)
    size = int(a.shape[d])
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, size), idx)
    src = ivy.astype(src, dt._ivy)
    if alpha != 1:
        if not (dt.is_floating_point or dt.is_complex) and dt is not D.bool:
            from ._convert import _scalar_for

            alpha = _scalar_for(int(alpha), dt)
        src = ivy.multiply(src, alpha)
    # index along d broadcast to the source's shape: a scatter along d
    sshape = _shape_of(src)
    shp = [1] * len(sshape)
    shp[d] = sshape[d]
    full_idx = ivy.broadcast_to(ivy.reshape(idx, tuple(shp)), sshape)
    return _scatter_native(a, d, wrap(full_idx), src, reduce, include_self, fn)


def index_put(input, indices, values, accumulate=False):  # noqa: A002
    """A copy of ``input`` with ``values`` at ``input[indices]`` (added with ``accumulate``)."""
    a = _t(input)
    key, _ = _key(tuple(indices), a)
    v = _fit_value(values, a)
    if not accumulate:
        return wrap(_bset(_copy(a), key if len(key) != 1 else key[0], v))
    pos = ivy.reshape(ivy.arange(_numel(_shape_of(a)), dtype=ivy.int64), _shape_of(a))
    pos = pos._data if pos.__class__ is ivy.Array else pos
    sel = _bget(pos, key if len(key) != 1 else key[0])
    vals = ivy.broadcast_to(v if v.__class__ not in (int, float, bool, complex) else
                            ivy.full(_shape_of(sel), v, dtype=dtype_of(a)._ivy), _shape_of(sel))
    flat = ivy.reshape(a, (-1,))
    r = _scatter_reduce_flat(flat, ivy.reshape(sel, (-1, 1)), ivy.reshape(vals, (-1,)), "sum", True, dtype_of(a))
    return wrap(ivy.reshape(r, _shape_of(a)))


def masked_fill(input, mask, value):  # noqa: A002
    """A copy of ``input`` with ``value`` where ``mask`` (broadcast) is True."""
    a, m = _t(input), _t(mask)
    if dtype_of(m) is not D.bool:
        raise FrontendRuntimeError(f"masked_fill_ only supports boolean masks, but got mask with dtype "
                                   f"{dtype_of(m)}")
    if isinstance(value, Tensor) and value.ndim != 0:
        raise FrontendRuntimeError(f"masked_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                                   f"{value.ndim} dimension(s).")
    v = _fit_value(value.item() if isinstance(value, Tensor) else value, a)
    s = ivy.broadcast_shapes(_shape_of(a), _shape_of(m))
    a = ivy.broadcast_to(a, s)
    fill = ivy.astype(ivy.full_like(a, v), dtype_of(a)._ivy)
    return wrap(ivy.where(m, fill, a))


def masked_scatter(input, mask, source):  # noqa: A002
    """A copy of ``input`` with the first elements of ``source`` (in order) where ``mask`` is True."""
    a, m, s = _t(input), _t(mask), _t(source)
    shape = ivy.broadcast_shapes(_shape_of(a), _shape_of(m))
    a = ivy.broadcast_to(a, shape)
    m = ivy.reshape(ivy.broadcast_to(m, shape), (-1,))
    k = int(ivy.to_numpy(ivy.sum(ivy.astype(m, ivy.int64))))
    if k > _numel(_shape_of(s)):
        raise FrontendRuntimeError("masked_scatter: expected source to have at least as many elements as ones in mask")
    vals = _bget(ivy.reshape(ivy.astype(s, dtype_of(a)._ivy), (-1,)), slice(0, k))
    flat = _bset(_copy(ivy.reshape(a, (-1,))), m, vals)
    return wrap(ivy.reshape(flat, shape))


def put(input, index, source, accumulate=False):  # noqa: A002
    """A copy of ``input`` (seen flat) with ``source`` at ``index``."""
    a = _t(input)
    shape = _shape_of(a)
    flat = ivy.reshape(a, (-1,))
    size = int(flat.shape[0])
    idx = ivy.reshape(_index(index, "put"), (-1,))
    if int(idx.shape[0]) and checks_values() and builtins.bool(ivy.any(ivy.logical_or(ivy.less(idx, -size),
                                                                    ivy.greater_equal(idx, size)))):
        raise FrontendIndexError(f"out of range: tried to access index out of bounds on a tensor of {size} elements.")
    idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, size), idx)
    vals = ivy.reshape(ivy.astype(_t(source), dtype_of(a)._ivy), (-1,))
    if accumulate:
        r = _scatter_reduce_flat(flat, ivy.reshape(idx, (-1, 1)), vals, "sum", True, dtype_of(a))
    else:
        r = _bset(_copy(flat), idx, vals)
    return wrap(ivy.reshape(r, shape))


def select_scatter(input, src, dim, index):  # noqa: A002
    """A copy of ``input`` with ``src`` written at ``index`` of dimension ``dim``."""
    a = _t(input)
    d = _dim(dim, a.ndim)
    return wrap(_bset(_copy(a), (slice(None),) * d + (_int(index),), ivy.astype(_t(src), dtype_of(a)._ivy)))


def slice_scatter(input, src, dim=0, start=None, end=None, step=1):  # noqa: A002
    """A copy of ``input`` with ``src`` written at ``start:end:step`` of dimension ``dim``."""
    a = _t(input)
    d = _dim(dim, a.ndim)
    return wrap(_bset(_copy(a), (slice(None),) * d + (slice(start, end, step),),
                      ivy.astype(_t(src), dtype_of(a)._ivy)))


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):  # noqa: A002
    """A copy of ``input`` with ``src`` written on its diagonal."""
    x = wrap(_copy(_t(input)))
    v = diagonal(x, offset, dim1, dim2)
    v._data = ivy.astype(_t(src), dtype_of(x._data)._ivy)
    return wrap(x._data)

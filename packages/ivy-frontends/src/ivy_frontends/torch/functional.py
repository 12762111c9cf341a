"""``torch.functional``: the torch functions written in Python in torch itself (``einsum``,
``meshgrid``, ``norm``, ``unique``, ``cdist``, ``stft``, ``block_diag``, ...), with their
``inspect.signature``.

>>> import ivy_frontends.torch as torch
>>> torch.einsum("ij,jk->ik", torch.ones(2, 3), torch.ones(3, 4)).shape
torch.Size([2, 4])
"""

from __future__ import annotations

import builtins
import math

import ivy

from .._errors import FrontendRuntimeError
from . import _dtypes as D
from ._blas_lapack import chain_matmul, lu, tensordot
from ._convert import dtype_of, promoted, t, wrap
from ._indexing import _bget, _shape_of, atleast_1d, atleast_2d, atleast_3d, split
from .tensor import Tensor, _dim

__all__ = ["atleast_1d", "atleast_2d", "atleast_3d", "block_diag", "broadcast_shapes", "broadcast_tensors",
           "cartesian_prod", "cdist", "chain_matmul", "einsum", "lu", "meshgrid", "norm", "split", "stft", "istft",
           "tensordot", "unique", "unique_consecutive", "unravel_index", "align_tensors"]


def _nat(r):
    return r._data if r.__class__ is ivy.Array else r


def block_diag(*tensors):
    """The tensors (0-, 1- or 2-d) as blocks on the diagonal of one matrix."""
    if not tensors:
        return wrap(_nat(ivy.zeros((1, 0), dtype=D.get_default_dtype()._ivy)))
    ns, d = promoted(*tensors)
    mats = []
    for a in ns:
        if a.ndim > 2:
            raise FrontendRuntimeError(f"torch.block_diag: Input tensors must have 2 or fewer dimensions. Input 0 has "
                                       f"{a.ndim} dimensions")
        mats.append(ivy.reshape(a, (1, 1)) if a.ndim == 0 else (ivy.reshape(a, (1, -1)) if a.ndim == 1 else a))
    rows = builtins.sum(int(m.shape[0]) for m in mats)
    cols = builtins.sum(int(m.shape[1]) for m in mats)
    out = _nat(ivy.zeros((rows, cols), dtype=d._ivy))
    r = c = 0
    from ._indexing import _bset

    for m in mats:
        h, w = int(m.shape[0]), int(m.shape[1])
        if h and w:
            out = _bset(out, (slice(r, r + h), slice(c, c + w)), m)
        r += h
        c += w
    return wrap(out)


def broadcast_shapes(*shapes):
    """The shape the given shapes broadcast to (a ``torch.Size``)."""
    from ._size_device import Size

    norm_ = []
    for s in shapes:
        if isinstance(s, int):
            norm_.append((s,))
        else:
            norm_.append(tuple(s))
    nd = builtins.max((len(s) for s in norm_), default=0)
    out = []
    for i in builtins.range(nd):
        v = 1
        for s in norm_:
            k = i - (nd - len(s))
            if k < 0:
                continue
            x = s[k]
            if x < 0:
                raise FrontendRuntimeError("Trying to create tensor with negative dimension")
            if x == 1:
                continue
            if v != 1 and x != v:
                raise FrontendRuntimeError(f"Shape mismatch: objects cannot be broadcast to a single shape.  Mismatch "
                                           f"is between {v} and {x} at dimension {i}.")
            v = x
        out.append(v)
    return Size(out)


def broadcast_tensors(*tensors):
    """The tensors broadcast to one shape (views that refuse writes, as torch's expand)."""
    shape = broadcast_shapes(*[tuple(x.shape) for x in tensors])
    return tuple(x.expand(shape) if isinstance(x, Tensor) else wrap(ivy.broadcast_to(t(x), tuple(shape)))
                 for x in tensors)


def cartesian_prod(*tensors):
    """The Cartesian product of 1-d tensors: an (N, k) tensor (1-d for one tensor)."""
    ns, d = promoted(*tensors)
    if len(ns) == 1:
        return wrap(ns[0])
    grids = ivy.meshgrid(*ns, indexing="ij")
    cols = [ivy.reshape(_nat(g), (-1,)) for g in grids]
    return wrap(ivy.stack(cols, axis=1))


def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary"):
    """The ``p``-norm distances between each pair of rows of ``x1`` (B, P, M) and ``x2`` (B, R, M)."""
    (a, b), d = promoted(x1, x2)
    if a.ndim < 2 or b.ndim < 2:
        raise FrontendRuntimeError(f"cdist only supports at least 2D tensors, X1 got: {a.ndim}D")
    if int(a.shape[-1]) != int(b.shape[-1]):
        raise FrontendRuntimeError(f"X1 and X2 must have the same number of columns. X1: {int(a.shape[-1])} X2: "
                                   f"{int(b.shape[-1])}")
    if not d.is_floating_point:
        raise FrontendRuntimeError(f"cdist only supports floating-point dtypes, X1 got: {d}")
    if p < 0:
        raise FrontendRuntimeError(f"cdist only supports non-negative p values")  # noqa: F541
    diff = ivy.abs(ivy.subtract(ivy.expand_dims(a, axis=-2), ivy.expand_dims(b, axis=-3)))
    if p == 0:
        r = ivy.sum(ivy.astype(ivy.not_equal(diff, 0), d._ivy), axis=-1)
    elif p == math.inf:
        r = ivy.max(diff, axis=-1) if int(diff.shape[-1]) else ivy.sum(diff, axis=-1)
    elif p == 1:
        r = ivy.sum(diff, axis=-1)
    elif p == 2:
        r = ivy.sqrt(ivy.sum(ivy.multiply(diff, diff), axis=-1))
    else:
        r = ivy.pow(ivy.sum(ivy.pow(diff, float(p)), axis=-1), 1.0 / p)
    return wrap(r)


def einsum(*args):
    """Einstein summation: ``einsum(equation, *operands)`` or the sublist form ``einsum(op, [i, j], ...)``."""
    if not args:
        raise FrontendRuntimeError("einsum(): must specify the equation string and at least one operand, or at least "
                                   "one operand and its subscripts list")
    if isinstance(args[0], str):
        eq, ops = args[0], list(args[1:])
        if len(ops) == 1 and isinstance(ops[0], (list, tuple)):
            ops = list(ops[0])
    else:
        eq, ops = _sublist_equation(args)
    eq = eq.replace(" ", "")
    ns, _ = promoted(*ops) if ops else ([], None)
    if "..." in eq and "->" in eq and "..." not in eq.split("->")[1]:
        eq = _explicit_ellipsis(eq, ns)
    if ns and "->" in eq:
        d = dtype_of(ns[0])
        lhs, rhs = eq.replace("...", "").split("->")
        terms = lhs.split(",")
        # an index of one operand only, not in the output, is summed first (torch.sum: integers in int64)
        lone = [c for term in terms for c in set(term) if c not in rhs and sum(c in o for o in terms) == 1]
        if not (d.is_floating_point or d.is_complex) and lone:
            ns = [ivy.astype(x, ivy.int64) for x in ns]
    return wrap(ivy.einsum(eq, *ns))


def _explicit_ellipsis(eq, ns):
    """``eq`` with each ``...`` spelled out in unused letters: torch sums the broadcast dims an
    explicit output leaves out (NumPy refuses that equation)."""
    lhs, rhs = eq.split("->")
    terms = lhs.split(",")
    used = set(eq)
    free = [c for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ" if c not in used]
    rank = 0
    for term, a in zip(terms, ns):
        if "..." in term:
            rank = builtins.max(rank, a.ndim - (len(term) - 3))
    ell = "".join(free[:rank])
    out = []
    for term, a in zip(terms, ns):
        if "..." in term:
            k = a.ndim - (len(term) - 3)
            term = term.replace("...", ell[rank - k:])
        out.append(term)
    return ",".join(out) + "->" + rhs


def _sublist_equation(args):
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

    def sub(lst):
        return "".join("..." if v is Ellipsis else letters[v] for v in lst)

    ops, subs = [], []
    rest = list(args)
    while len(rest) >= 2:
        ops.append(rest.pop(0))
        subs.append(sub(rest.pop(0)))
    eq = ",".join(subs)
    if rest:
        eq += "->" + sub(rest[0])
    return eq, ops


def meshgrid(*tensors, indexing=None):
    """Coordinate grids of 1-d tensors (``indexing="ij"`` by default, as torch; ``"xy"`` swaps the first two)."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    ind = "ij" if indexing is None else indexing
    if ind not in ("ij", "xy"):
        raise FrontendRuntimeError(f"torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but received: {ind}")
    ns = [t(x) for x in tensors]
    d0 = dtype_of(ns[0]) if ns else None
    for x in ns:
        if dtype_of(x) is not d0:
            raise FrontendRuntimeError("torch.meshgrid: Expected all tensors in the tensors list to have the same dtype")  # noqa: E501
    ns = [ivy.reshape(x, (-1,)) for x in ns]
    gs = ivy.meshgrid(*ns, indexing=ind)
    return tuple(wrap(_nat(g)) for g in gs)


def norm(input, p="fro", dim=None, keepdim=False, out=None, dtype=None):  # noqa: A002
    """The deprecated ``torch.norm``: Frobenius / nuclear / vector p-norms (see ``torch.linalg``)."""
    from . import linalg

    a = t(input)
    if isinstance(dim, int):
        dim = (dim,)
    if isinstance(p, str):
        if p == "fro" and (dim is None or len(dim) == 1):
            return linalg.vector_norm(input, 2, dim, keepdim, dtype=dtype, out=out)
        if dim is None:
            dim = tuple(builtins.range(a.ndim))
        return linalg.matrix_norm(input, p, dim, keepdim, dtype=dtype, out=out)
    if p is None:
        p = 2
    return linalg.vector_norm(input, p, dim, keepdim, dtype=dtype, out=out)


def _unique_sorted(a, dim, return_inverse, return_counts):
    """Sorted unique values (rows along ``dim`` if given), inverse indices and counts."""
    from ._other import _sort_native

    if dim is None:
        flat = ivy.reshape(a, (-1,))
        size = int(flat.shape[0])
        if size == 0:
            z = _nat(ivy.zeros((0,), dtype=ivy.int64))
            return flat, ivy.reshape(z, _shape_of(a)), z
        srt, order = _sort_native(flat, 0, False, True)
        first = ivy.concat([_nat(ivy.ones((1,), dtype=ivy.bool)),
                            ivy.not_equal(_bget(srt, slice(1, None)), _bget(srt, slice(0, size - 1)))])
        vals = _bget(srt, first)
        grp = ivy.subtract(ivy.cumulative_sum(ivy.astype(first, ivy.int64)), 1)
        inv = _inverse_perm_take(grp, order, size)
        counts = ivy.bincount(grp, minlength=int(vals.shape[0]))
        return vals, ivy.reshape(inv, _shape_of(a)), ivy.astype(counts, ivy.int64)
    d = _dim(dim, a.ndim)
    x = ivy.moveaxis(a, d, 0)
    rows = int(x.shape[0])
    flat = ivy.reshape(x, (rows, -1))
    # lexicographic sort of the rows: stable sorts from the last column to the first
    order = _nat(ivy.arange(rows, dtype=ivy.int64))
    k = int(flat.shape[1]) if flat.ndim == 2 else 0
    for j in reversed(builtins.range(k)):
        col = ivy.take(flat, order, axis=0)
        col = _bget(col, (slice(None), j))
        _, o = _sort_native(col, 0, False, True)
        order = ivy.take(order, o, axis=0)
    srt = ivy.take(flat, order, axis=0)
    if rows == 0:
        z = _nat(ivy.zeros((0,), dtype=ivy.int64))
        return ivy.moveaxis(ivy.reshape(srt, _shape_of(x)), 0, d), z, z
    if k:
        neq = ivy.any(ivy.not_equal(_bget(srt, slice(1, None)), _bget(srt, slice(0, rows - 1))), axis=1)
    else:
        neq = _nat(ivy.zeros((rows - 1,), dtype=ivy.bool))
    first = ivy.concat([_nat(ivy.ones((1,), dtype=ivy.bool)), neq])
    vals = _bget(srt, first)
    grp = ivy.subtract(ivy.cumulative_sum(ivy.astype(first, ivy.int64)), 1)
    inv = _inverse_perm_take(grp, order, rows)
    counts = ivy.bincount(grp, minlength=int(vals.shape[0]))
    vals = ivy.reshape(vals, (int(vals.shape[0]),) + _shape_of(x)[1:])
    return ivy.moveaxis(vals, 0, d), inv, ivy.astype(counts, ivy.int64)


def _inverse_perm_take(grp, order, size):
    """``inv[order[i]] = grp[i]``."""
    from ._indexing import _bset

    z = _nat(ivy.zeros((size,), dtype=ivy.int64))
    return _bset(z, ivy.astype(order, ivy.int64), ivy.astype(grp, ivy.int64))


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):  # noqa: A002
    """The sorted unique elements (rows along ``dim``), and optionally the inverse indices and the counts."""
    a = t(input)
    ri, rc = return_inverse, return_counts
    u, inv, cnt = _unique_sorted(a, dim, ri, rc)
    out = [wrap(u)]
    if ri:
        out.append(wrap(inv))
    if rc:
        out.append(wrap(cnt))
    return out[0] if len(out) == 1 else tuple(out)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):  # noqa: A002
    """Each run of equal consecutive elements (rows along ``dim``) collapsed to one."""
    a = t(input)
    ri, rc = return_inverse, return_counts
    if dim is None:
        x = ivy.reshape(a, (-1, 1))
        d = None
    else:
        d = _dim(dim, a.ndim)
        x = ivy.moveaxis(a, d, 0)
        x = ivy.reshape(x, (int(x.shape[0]), -1))
    rows = int(x.shape[0])
    if rows == 0:
        z = _nat(ivy.zeros((0,), dtype=ivy.int64))
        res = [wrap(a if dim is not None else ivy.reshape(a, (-1,)))]
        if ri:
            res.append(wrap(ivy.reshape(z, _shape_of(a)) if dim is None else z))
        if rc:
            res.append(wrap(z))
        return res[0] if len(res) == 1 else tuple(res)
    if int(x.shape[1]):
        neq = ivy.any(ivy.not_equal(_bget(x, slice(1, None)), _bget(x, slice(0, rows - 1))), axis=1)
    else:
        neq = _nat(ivy.zeros((rows - 1,), dtype=ivy.bool))
    first = ivy.concat([_nat(ivy.ones((1,), dtype=ivy.bool)), neq])
    grp = ivy.subtract(ivy.cumulative_sum(ivy.astype(first, ivy.int64)), 1)
    if dim is None:
        u = _bget(ivy.reshape(a, (-1,)), first)
        inv = ivy.reshape(grp, _shape_of(a))
    else:
        xm = ivy.moveaxis(a, d, 0)
        u = ivy.moveaxis(_bget(xm, first), 0, d)
        inv = grp
    res = [wrap(u)]
    if ri:
        res.append(wrap(inv))
    if rc:
        res.append(wrap(ivy.astype(ivy.bincount(grp, minlength=int(ivy.to_numpy(ivy.max(grp))) + 1), ivy.int64)))
    return res[0] if len(res) == 1 else tuple(res)


def unravel_index(indices, shape):
    """The coordinates (a tuple of int64 tensors) of flat ``indices`` in ``shape``."""
    a = t(indices)
    if isinstance(shape, int):
        shape = (shape,)
    shape = tuple(int(s) for s in shape)
    d = dtype_of(a)
    if d.is_floating_point or d.is_complex or d is D.bool:
        raise FrontendRuntimeError("expected 'indices' to be integer dtype, but got " + str(d))
    total = 1
    for s in shape:
        total *= s
    if builtins.bool(ivy.any(ivy.logical_or(ivy.less(a, -total), ivy.greater_equal(a, total)))) and \
            builtins.any(int(v) for v in a.shape) or (total == 0 and _numel(a)):
        raise FrontendRuntimeError("index out of bounds for shape")
    a = ivy.astype(a, ivy.int64)
    a = ivy.where(ivy.less(a, 0), ivy.add(a, total), a)
    out = []
    for s in reversed(shape):
        out.append(ivy.remainder(a, s) if s else a)
        a = ivy.floor_divide(a, s) if s else a
    return tuple(wrap(v) for v in reversed(out))


def _numel(a):
    k = 1
    for s in a.shape:
        k *= int(s)
    return k


def align_tensors(*tensors):
    raise FrontendRuntimeError("align_tensors (named tensors) is not supported by ivy_frontends")


def stft(input, n_fft, hop_length=None, win_length=None, window=None, center=True, pad_mode="reflect",  # noqa: A002
         normalized=False, onesided=None, return_complex=None, align_to_window=None):
    """The short-time Fourier transform (frames of ``n_fft`` samples ``hop_length`` apart) as torch computes it."""
    a = t(input)
    if return_complex is None:
        if not dtype_of(a).is_complex and (window is None or not dtype_of(t(window)).is_complex):
            raise FrontendRuntimeError("stft requires the return_complex parameter be given for real inputs, and will "
                                       "further require that return_complex=True in a future PyTorch release.")
        return_complex = True
    hop = n_fft // 4 if hop_length is None else hop_length
    wl = n_fft if win_length is None else win_length
    batched = a.ndim == 2
    x = a if batched else ivy.expand_dims(a, axis=0)
    if center:
        pad = n_fft // 2
        x = _pad_last(x, pad, pad_mode)
    length = int(x.shape[-1])
    if window is None:
        w = _nat(ivy.ones((wl,), dtype=(dtype_of(a).to_real() if dtype_of(a).is_complex else dtype_of(a))._ivy))
    else:
        w = t(window)
    if wl < n_fft:
        left = (n_fft - wl) // 2
        w = ivy.concat([_nat(ivy.zeros((left,), dtype=dtype_of(w)._ivy)), w,
                        _nat(ivy.zeros((n_fft - wl - left,), dtype=dtype_of(w)._ivy))])
    nframes = 1 + (length - n_fft) // hop
    starts = ivy.multiply(_nat(ivy.arange(nframes, dtype=ivy.int64)), hop)
    idx = ivy.add(ivy.expand_dims(starts, axis=1), ivy.expand_dims(_nat(ivy.arange(n_fft, dtype=ivy.int64)), axis=0))
    frames = ivy.take(x, ivy.reshape(idx, (-1,)), axis=-1)
    frames = ivy.reshape(frames, (int(x.shape[0]), nframes, n_fft))
    (frames, w), _ = promoted(wrap(frames), wrap(w))
    frames = ivy.multiply(frames, w)
    is_c = dtype_of(frames).is_complex
    one = (not is_c) if onesided is None else onesided
    if not is_c:
        frames = ivy.astype(frames, dtype_of(frames).to_complex()._ivy)
    spec = ivy.fft.fft(frames, axis=-1)
    if one:
        spec = _bget(spec, (Ellipsis, slice(0, n_fft // 2 + 1)))
    if normalized:
        spec = ivy.divide(spec, math.sqrt(n_fft))
    spec = ivy.permute_dims(spec, (0, 2, 1))
    if not batched:
        spec = ivy.squeeze(spec, axis=0)
    if not return_complex:
        spec = ivy.stack([ivy.real(spec), ivy.imag(spec)], axis=-1)
    return wrap(spec)


def _pad_last(x, pad, mode):
    """``x`` padded by ``pad`` on both ends of its last dimension (torch's pad modes)."""
    size = int(x.shape[-1])
    if mode == "constant":
        z = _nat(ivy.zeros(_shape_of(x)[:-1] + (pad,), dtype=dtype_of(x)._ivy))
        return ivy.concat([z, x, z], axis=-1)
    if mode == "reflect":
        left = ivy.flip(_bget(x, (Ellipsis, slice(1, pad + 1))), axis=-1)
        right = ivy.flip(_bget(x, (Ellipsis, slice(size - pad - 1, size - 1))), axis=-1)
    elif mode == "replicate":
        left = ivy.broadcast_to(_bget(x, (Ellipsis, slice(0, 1))), _shape_of(x)[:-1] + (pad,))
        right = ivy.broadcast_to(_bget(x, (Ellipsis, slice(size - 1, size))), _shape_of(x)[:-1] + (pad,))
    elif mode == "circular":
        left = _bget(x, (Ellipsis, slice(size - pad, size)))
        right = _bget(x, (Ellipsis, slice(0, pad)))
    else:
        raise FrontendRuntimeError(f"stft: unsupported pad_mode {mode!r}")
    return ivy.concat([left, x, right], axis=-1)


def istft(input, n_fft, hop_length=None, win_length=None, window=None, center=True, normalized=False,  # noqa: A002
          onesided=None, length=None, return_complex=False):
    """The inverse short-time Fourier transform (overlap-add with the squared window's envelope)."""
    spec = t(input)
    if not dtype_of(spec).is_complex:
        raise FrontendRuntimeError("istft requires a complex-valued input tensor matching the output from stft with "
                                   "return_complex=True.")
    hop = n_fft // 4 if hop_length is None else hop_length
    wl = n_fft if win_length is None else win_length
    batched = spec.ndim == 3
    s = spec if batched else ivy.expand_dims(spec, axis=0)
    rd = dtype_of(s).to_real()
    if window is None:
        w = _nat(ivy.ones((wl,), dtype=rd._ivy))
    else:
        w = ivy.astype(t(window), rd._ivy) if not dtype_of(t(window)).is_complex else t(window)
    if wl < n_fft:
        left = (n_fft - wl) // 2
        w = ivy.concat([_nat(ivy.zeros((left,), dtype=dtype_of(w)._ivy)), w,
                        _nat(ivy.zeros((n_fft - wl - left,), dtype=dtype_of(w)._ivy))])
    nfreq = int(s.shape[-2])
    one = (nfreq != n_fft) if onesided is None else onesided
    frames = ivy.permute_dims(s, (0, 2, 1))
    if normalized:
        frames = ivy.multiply(frames, math.sqrt(n_fft))
    if one or not return_complex:
        # a real result of a two-sided input: torch keeps the first n_fft // 2 + 1 bins (Hermitian)
        if not one:
            frames = _bget(frames, (Ellipsis, slice(0, n_fft // 2 + 1)))
        fr = ivy.fft.irfft(frames, n=n_fft, axis=-1)
    else:
        fr = ivy.fft.ifft(frames, axis=-1)
    (fr, w), _ = promoted(wrap(fr), wrap(w))
    fr = ivy.multiply(fr, w)
    nframes = int(fr.shape[1])
    total = n_fft + hop * (nframes - 1)
    from ._indexing import _bset

    y = _nat(ivy.zeros((int(fr.shape[0]), total), dtype=dtype_of(fr)._ivy))
    wsq = ivy.multiply(w, w)  # the window squared (complex for a complex window), as torch's envelope
    env = _nat(ivy.zeros((total,), dtype=dtype_of(wsq)._ivy))
    for i in builtins.range(nframes):
        sl = slice(i * hop, i * hop + n_fft)
        y = _bset(y, (slice(None), sl), ivy.add(_bget(y, (slice(None), sl)), _bget(fr, (slice(None), i))))
        env = _bset(env, sl, ivy.add(_bget(env, sl), wsq))
    start = n_fft // 2 if center else 0
    end = total - (n_fft // 2 if center else 0)
    if length is not None:
        end = start + length
    y = _bget(y, (slice(None), slice(start, builtins.min(end, total))))
    env = _bget(env, slice(start, builtins.min(end, total)))
    y = ivy.divide(y, ivy.where(ivy.greater(ivy.abs(env), 1e-11), env, ivy.ones_like(env)))
    if length is not None and int(y.shape[-1]) < length:
        pad = _nat(ivy.zeros((int(y.shape[0]), length - int(y.shape[-1])), dtype=dtype_of(y)._ivy))
        y = ivy.concat([y, pad], axis=-1)
    if not batched:
        y = ivy.squeeze(y, axis=0)
    return wrap(y)



"""Compositions of ivy 1.0's tensor decompositions and random factorized tensors (tensorly's
definitions), written with the backend's functions (``xp.truncated_svd``, ``xp.mode_dot``, ...)."""

from __future__ import annotations

from .. import dtypes as _dt
from .._dispatch import composition
from ..errors import InvalidArgumentError, ShapeError
from . import decompositions as _dec
from ._linalg_impl import _dev, _multi_mode_dot, _ndim, _ndt, _signs_of_largest
from ._math_impl import _axis

# machine epsilon of each float dtype (real part's for complex)
_EPS = {"float16": 2.0**-10, "bfloat16": 2.0**-7, "float32": 2.0**-23, "float64": 2.0**-52,
        "complex64": 2.0**-23, "complex128": 2.0**-52}


# ------------------------------------------------------------------ helpers


def _nat(v):
    """Native arrays inside ``v`` (ivy.Arrays unwrapped, lists and tuples walked)."""
    from .._array import Array

    if isinstance(v, Array):
        return v.data
    if isinstance(v, (list, tuple)):
        return type(v)(_nat(e) for e in v) if not hasattr(v, "_fields") else type(v)(*(_nat(e) for e in v))
    return v


def _as_float(xp, x):
    return x if xp.dtype(x).kind in "fc" else xp.astype(x, xp.native_dtype(_dt.float32))


def _host_float(xp, v):
    return float(xp.to_numpy(v))


def _norm(xp, x):
    return _host_float(xp, xp.linalg_vector_norm(x))


def _int(v, what, name, low=0):
    if isinstance(v, bool) or not isinstance(v, int) and not hasattr(v, "__index__"):
        raise InvalidArgumentError(f"ivy.{name}: {what} must be an int, got {v!r}")
    v = int(v)
    if v < low:
        raise InvalidArgumentError(f"ivy.{name}: {what} must be >= {low}, got {v}")
    return v


def _sizes(shape, name, what="shape"):
    if isinstance(shape, int):
        shape = (shape,)
    try:
        return [_int(s, f"each size of {what}", name) for s in shape]
    except TypeError as e:
        raise InvalidArgumentError(f"ivy.{name}: {what} must be a sequence of ints, got {shape!r}") from e


def _check_svd(svd, name):
    if svd != "truncated_svd":
        raise InvalidArgumentError(f"ivy.{name}: svd must be 'truncated_svd' (the only SVD method), got {svd!r}")


def _draws(xp, shapes, dtype, seed, device=None):
    """Uniform ``[0, 1)`` arrays of ``shapes``, consecutive pieces of one draw (one call of the
    backend's sampler: JAX compiles it once per call's size, not once per factor's shape)."""
    sizes = []
    for sh in shapes:
        n = 1
        for d in sh:
            n *= int(d)
        sizes.append(n)
    flat = xp.random_uniform(shape=(sum(sizes),), dtype=dtype, seed=seed, device=device)
    out, at = [], 0
    for sh, n in zip(shapes, sizes):
        out.append(xp.reshape(xp.getitem(flat, (slice(at, at + n),)), tuple(int(d) for d in sh)))
        at += n
    return out


def _default_device(xp):
    """ivy.set_default_device's device (the random_* functions take no device argument), else None."""
    from .. import _dispatch

    dd = _dispatch._GLOBALS.get("_DD")
    dd = None if dd is None else dd()
    return None if dd is None else xp.native_device(dd)


def _cols(xp, x, stop, start=0):
    return xp.getitem(x, (slice(None), slice(start, stop)))


def _rows(xp, x, stop, start=0):
    return xp.getitem(x, (slice(start, stop),))


def _safe(xp, n):
    """``n`` with zeros replaced by ones (a zero column divides into zeros, not NaN)."""
    return xp.where(xp.equal(n, 0), xp.ones_like(n), n)


# ------------------------------------------------------------------ SVD based


def _nndsvd(xp, x, U, S, V, nntype, name="make_svd_non_negative"):  # noqa: N803
    if nntype not in ("nndsvd", "nndsvda"):
        raise InvalidArgumentError(f"ivy.{name}: nntype must be 'nndsvd' or 'nndsvda', got {nntype!r}")
    for a, n in ((x, "x"), (U, "U"), (S, "S"), (V, "V")):
        if xp.dtype(a).kind == "c":
            raise InvalidArgumentError(f"ivy.{name}: NNDSVD is defined for real input; {n} is complex")
    if _ndim(xp, U) != 2 or _ndim(xp, V) != 2 or _ndim(xp, S) != 1:
        raise ShapeError(f"ivy.{name}: U and V must be matrices and S a vector, got shapes "
                         f"{tuple(xp.shape(U))}, {tuple(xp.shape(S))} and {tuple(xp.shape(V))}")
    (m, ku), (kv, n) = xp.shape(U), xp.shape(V)
    r = min(ku, kv, xp.shape(S)[0])
    d = _ndt(xp, U)
    W = xp.zeros((m, ku), dtype=d, device=_dev(xp, U))
    H = xp.zeros((kv, n), dtype=d, device=_dev(xp, U))
    if r:
        u, v, s = _cols(xp, U, r), _rows(xp, V, r), xp.astype(xp.getitem(S, (slice(0, r),)), d)
        zu, zv = xp.zeros_like(u), xp.zeros_like(v)
        ap, an = xp.maximum(u, zu), xp.maximum(xp.negative(u), zu)
        bp, bn = xp.maximum(v, zv), xp.maximum(xp.negative(v), zv)
        apn, ann = xp.linalg_vector_norm(ap, axis=0), xp.linalg_vector_norm(an, axis=0)  # (r,)
        bpn, bnn = xp.linalg_vector_norm(bp, axis=1), xp.linalg_vector_norm(bn, axis=1)
        mp, mn = xp.multiply(apn, bpn), xp.multiply(ann, bnn)
        pos = xp.greater(mp, mn)  # the larger part; ties take the negative one (as tensorly)
        uu = xp.where(pos, xp.divide(ap, _safe(xp, apn)), xp.divide(an, _safe(xp, ann)))
        pc = xp.reshape(pos, (r, 1))
        vv = xp.where(pc, xp.divide(bp, xp.reshape(_safe(xp, bpn), (r, 1))),
                      xp.divide(bn, xp.reshape(_safe(xp, bnn), (r, 1))))
        first = xp.equal(xp.arange(r, device=_dev(xp, U)), 0)  # the leading triplet as it is, in magnitude
        uu = xp.where(first, xp.abs(u), uu)
        vv = xp.where(xp.reshape(first, (r, 1)), xp.abs(v), vv)
        lbd = xp.sqrt(xp.multiply(s, xp.where(first, xp.ones_like(s), xp.where(pos, mp, mn))))
        W = xp.concat([xp.multiply(uu, lbd), _cols(xp, W, ku, r)], axis=1)
        H = xp.concat([xp.multiply(vv, xp.reshape(lbd, (r, 1))), _rows(xp, H, kv, r)], axis=0)
    eps = _EPS.get(xp.dtype(U).name, 2.0**-23)
    if nntype == "nndsvd":  # soft thresholding at eps (the entries are non-negative)
        return xp.maximum(xp.subtract(W, eps), xp.zeros_like(W)), xp.maximum(xp.subtract(H, eps), xp.zeros_like(H))
    avg = xp.astype(xp.mean(_as_float(xp, x)), d)
    return (xp.where(xp.less(W, eps), xp.add(xp.zeros_like(W), avg), W),
            xp.where(xp.less(H, eps), xp.add(xp.zeros_like(H), avg), H))


@composition("make_svd_non_negative")
def _make_svd_non_negative(xp, x, U, S, V, /, *, nntype="nndsvd"):  # noqa: N803
    return _nndsvd(xp, x, U, S, V, nntype)


def _svd_interface(xp, m, n, mask=None, repeats=5, non_negative=False, v_too=False):
    """``(U, S, V)`` of the matrix ``m`` with ``n`` left singular vectors, signs flipped as
    ``svd_flip`` (tensorly's ``svd_interface``): missing entries (``mask`` 0) imputed ``repeats``
    times first; ``n`` past the smaller side takes the full ``U``'s first ``n`` columns."""
    rows, cols = xp.shape(m)
    k = min(rows, cols)
    if n > rows:
        raise InvalidArgumentError(f"ivy: cannot take {n} singular vectors of a {rows} x {cols} unfolding "
                                   f"(a rank must not exceed its mode's size)")
    if mask is not None:
        mask = xp.astype(mask, _ndt(xp, m))
        keep = xp.subtract(xp.ones_like(mask), mask)
        for _ in range(repeats):
            u, s, v = xp.truncated_svd(m, True, min(n, k))
            rec = xp.matmul(xp.multiply(u, xp.astype(s, _ndt(xp, u))), v)
            m = xp.add(xp.multiply(m, mask), xp.multiply(rec, keep))
    if n <= k and (v_too or non_negative):
        u, s, v = xp.truncated_svd(m, True, n)
        u, v = xp.svd_flip(u, v)
    elif n <= k:  # U alone (Tucker's factors): its columns flipped as svd_flip would
        u, s, v = xp.truncated_svd(m, True, n)
        u = xp.multiply(u, xp.astype(_signs_of_largest(xp, u, -2), _ndt(xp, u)))
    else:
        u, s, v = xp.linalg_svd(m, full_matrices=True)
        u = _cols(xp, u, n)
        u = xp.multiply(u, xp.astype(_signs_of_largest(xp, u, -2), _ndt(xp, u)))
    if non_negative:
        u, v = _nndsvd(xp, m, u, s, v, "nndsvd", "initialize_tucker")
    return u, s, v


@composition("tensor_train")
def _tensor_train(xp, input_tensor, rank, /, *, svd="truncated_svd", verbose=False):
    _check_svd(svd, "tensor_train")
    x = _as_float(xp, input_tensor)
    shape = [int(s) for s in xp.shape(x)]
    nd = len(shape)
    if nd == 0:
        raise ShapeError("ivy.tensor_train needs at least a 1-d tensor")
    ranks = _tt_ranks(shape, rank, "tensor_train")
    cores = []
    unfolding = x
    for k in range(nd - 1):
        n_row = ranks[k] * shape[k]
        rest = 1
        for s in shape[k + 1:]:
            rest *= s
        unfolding = xp.reshape(unfolding, (n_row, rest))
        cur = min(n_row, rest, ranks[k + 1])
        if cur == 0:
            raise ShapeError(f"ivy.tensor_train: cannot decompose a tensor of shape {tuple(shape)}")
        u, s, v = _svd_interface(xp, unfolding, cur, v_too=True)
        ranks[k + 1] = cur
        cores.append(xp.reshape(u, (ranks[k], shape[k], cur)))
        if verbose:
            print(f"TT factor {k} computed with shape {tuple(xp.shape(cores[-1]))}")
        unfolding = xp.multiply(xp.reshape(xp.astype(s, _ndt(xp, v)), (cur, 1)), v)
    cores.append(xp.reshape(unfolding, (ranks[nd - 1], shape[-1], 1)))
    if verbose:
        print(f"TT factor {nd - 1} computed with shape {tuple(xp.shape(cores[-1]))}")
    return cores


def _tt_ranks(shape, rank, name):
    nd = len(shape)
    if isinstance(rank, int) and not isinstance(rank, bool):
        r = _int(rank, "rank", name, 1)
        return [1] + [r] * (nd - 1) + [1]
    ranks = _sizes(rank, name, "rank")
    if len(ranks) != nd + 1:
        raise InvalidArgumentError(f"ivy.{name}: rank needs len(shape) + 1 = {nd + 1} entries, got {len(ranks)}")
    if ranks[0] != 1 or ranks[-1] != 1:
        raise InvalidArgumentError(f"ivy.{name}: a tensor train's first and last ranks must be 1, got {ranks}")
    return ranks


# ------------------------------------------------------------------ Tucker


def _tucker_ranks(shape, rank, modes, name):
    if rank is None:
        return [shape[m] for m in modes]
    if isinstance(rank, int) and not isinstance(rank, bool):
        return [_int(rank, "rank", name, 1)] * len(modes)
    ranks = _sizes(rank, name, "rank")
    if len(ranks) != len(modes):
        raise InvalidArgumentError(f"ivy.{name}: {len(ranks)} ranks for {len(modes)} modes")
    for r, m in zip(ranks, modes):
        if not 1 <= r <= shape[m]:
            raise InvalidArgumentError(f"ivy.{name}: rank {r} of mode {m} must be in 1 ... {shape[m]}")
    return ranks


def _modes(xp, x, modes, name):
    nd = _ndim(xp, x)
    out = [_axis(int(m), nd, name) for m in modes]
    if len(set(out)) != len(out):
        raise InvalidArgumentError(f"ivy.{name}: modes {list(modes)} repeat a mode")
    return out


def _init_tucker(xp, x, ranks, modes, init, seed, svd, non_negative, mask, repeats, name):
    _check_svd(svd, name)
    if _ndim(xp, x) < 2:
        raise ShapeError(f"ivy.{name}: expected a tensor of at least 2 dimensions, got {_ndim(xp, x)}")
    if isinstance(init, str) and init == "svd":
        factors = []
        for r, mode in zip(ranks, modes):
            mk = None if mask is None else xp.unfold(mask, mode)
            factors.append(_svd_interface(xp, xp.unfold(x, mode), r, mk, repeats, non_negative)[0])
        core = _multi_mode_dot(xp, x, factors, modes, None, True)
    elif isinstance(init, str) and init == "random":
        real = _dt.float64 if xp.dtype(x).name in ("float64", "complex128") else _dt.float32
        rd = xp.native_dtype(real)
        shape = list(xp.shape(x))
        cshape = list(shape)
        for r, mode in zip(ranks, modes):
            cshape[mode] = r
        core, *factors = _draws(xp, [cshape] + [(shape[m], r) for r, m in zip(ranks, modes)], rd, seed, _dev(xp, x))
        core = xp.add(core, 0.01)
        core, factors = xp.astype(core, _ndt(xp, x)), [xp.astype(f, _ndt(xp, x)) for f in factors]
    elif isinstance(init, (tuple, list)) and len(init) == 2:
        core, factors = _nat(init[0]), list(_nat(init[1]))
        if len(factors) != len(modes):
            raise InvalidArgumentError(f"ivy.{name}: init has {len(factors)} factors for {len(modes)} modes")
    else:
        raise InvalidArgumentError(f"ivy.{name}: init must be 'svd', 'random' or a (core, factors) pair, got {init!r}")
    if non_negative:
        factors = [xp.abs(f) for f in factors]
        core = xp.abs(core)
    return core, list(factors)


@composition("initialize_tucker")
def _initialize_tucker(xp, x, rank, modes, /, *, init="svd", seed=None, svd="truncated_svd", non_negative=False,
                       mask=None, svd_mask_repeats=5):
    x = _as_float(xp, x)
    modes = _modes(xp, x, modes, "initialize_tucker")
    ranks = _tucker_ranks(list(xp.shape(x)), rank, modes, "initialize_tucker")
    return _init_tucker(xp, x, ranks, modes, init, seed, svd, non_negative, mask, svd_mask_repeats,
                        "initialize_tucker")


def _hooi(xp, x, ranks, modes, n_iter_max, init, svd, seed, mask, repeats, tol, verbose, name):
    core, factors = _init_tucker(xp, x, ranks, modes, init, seed, svd, False, mask, repeats, name)
    errors = []
    norm_x = _norm(xp, x)
    if mask is not None:
        mask = xp.astype(mask, _ndt(xp, x))
        keep = xp.subtract(xp.ones_like(mask), mask)
    for it in range(int(n_iter_max)):
        if mask is not None:
            x = xp.add(xp.multiply(x, mask), xp.multiply(_multi_mode_dot(xp, core, factors, modes, None, False), keep))
        for i, mode in enumerate(modes):
            approx = x
            for j, other in enumerate(modes):
                if j != i:
                    approx = xp.mode_dot(approx, factors[j], other, True)
            factors[i] = _svd_interface(xp, xp.unfold(approx, mode), ranks[i])[0]
        core = _multi_mode_dot(xp, x, factors, modes, None, True)
        # the factors are orthonormal: the reconstruction's norm is the core's
        norm_core = _norm(xp, core)
        errors.append(abs(norm_x**2 - norm_core**2) ** 0.5 / norm_x if norm_x else 0.0)
        if it > 1:
            if verbose:
                print(f"reconstruction error={errors[-1]}, variation={errors[-2] - errors[-1]}.")
            if tol and abs(errors[-2] - errors[-1]) < tol:
                if verbose:
                    print(f"converged in {it} iterations.")
                break
    return core, factors, errors


@composition("partial_tucker")
def _partial_tucker(xp, x, rank=None, modes=None, /, *, n_iter_max=100, init="svd", svd="truncated_svd", seed=None,
                    mask=None, svd_mask_repeats=5, tol=10e-5, verbose=False, return_errors=False):
    x = _as_float(xp, x)
    modes = list(range(_ndim(xp, x))) if modes is None else _modes(xp, x, modes, "partial_tucker")
    ranks = _tucker_ranks(list(xp.shape(x)), rank, modes, "partial_tucker")
    core, factors, errors = _hooi(xp, x, ranks, modes, n_iter_max, init, svd, seed, mask, svd_mask_repeats, tol,
                                  verbose, "partial_tucker")
    return ((core, factors), errors) if return_errors else (core, factors)


@composition("tucker")
def _tucker(xp, x, rank=None, /, *, fixed_factors=None, n_iter_max=100, init="svd", svd="truncated_svd", seed=None,
            mask=None, svd_mask_repeats=5, tol=10e-5, verbose=False, return_errors=False):
    x = _as_float(xp, x)
    nd = _ndim(xp, x)
    shape = list(xp.shape(x))
    if not fixed_factors:
        modes = list(range(nd))
        ranks = _tucker_ranks(shape, rank, modes, "tucker")
        core, factors, errors = _hooi(xp, x, ranks, modes, n_iter_max, init, svd, seed, mask, svd_mask_repeats, tol,
                                      verbose, "tucker")
        out = _dec.TuckerTensor(core, factors)
        return (out, errors) if return_errors else out
    if not (isinstance(init, (tuple, list)) and len(init) == 2):
        raise InvalidArgumentError(f"ivy.tucker: fixed_factors={list(fixed_factors)} needs init = (core, factors)")
    core, factors = _nat(init[0]), list(_nat(init[1]))
    if len(factors) != nd:
        raise InvalidArgumentError(f"ivy.tucker: init has {len(factors)} factors for a {nd}-d tensor")
    fixed = sorted(set(_modes(xp, x, fixed_factors, "tucker")))
    if len(fixed) == nd:
        out = _dec.TuckerTensor(core, factors)
        return (out, []) if return_errors else out
    free = [m for m in range(nd) if m not in fixed]
    fixed_f = [factors[m] for m in fixed]
    core = _multi_mode_dot(xp, core, fixed_f, fixed, None, False)
    if rank is None or isinstance(rank, int) and not isinstance(rank, bool):
        ranks = _tucker_ranks(shape, rank, free, "tucker")
    else:
        all_ranks = _sizes(rank, "tucker", "rank")
        if len(all_ranks) != nd:
            raise InvalidArgumentError(f"ivy.tucker: {len(all_ranks)} ranks for a {nd}-d tensor")
        ranks = _tucker_ranks(shape, [all_ranks[m] for m in free], free, "tucker")
    core, new, errors = _hooi(xp, x, ranks, free, n_iter_max, (core, [factors[m] for m in free]), svd, seed, mask,
                              svd_mask_repeats, tol, verbose, "tucker")
    out_f = list(factors)
    for m, f in zip(free, new):
        out_f[m] = f
    core = _multi_mode_dot(xp, core, fixed_f, fixed, None, True)
    out = _dec.TuckerTensor(core, out_f)
    return (out, errors) if return_errors else out


# ------------------------------------------------------------------ sparsify


@composition("sparsify_tensor")
def _sparsify_tensor(xp, x, card, /):
    card = _int(card, "card", "sparsify_tensor")
    n = 1
    for s in xp.shape(x):
        n *= int(s)
    if card >= n:
        return x
    if card == 0:
        return xp.zeros_like(x)
    mag = xp.abs(x)
    bound = xp.getitem(xp.sort(xp.reshape(mag, (n,))), (n - card,))
    return xp.where(xp.less(mag, bound), xp.zeros_like(x), x)


# ------------------------------------------------------------------ random factorized tensors


def _cp_normalize(xp, weights, factors):
    out = []
    for f in factors:
        s = xp.linalg_vector_norm(f, axis=0)
        weights = xp.multiply(weights, s)
        out.append(xp.divide(f, xp.reshape(_safe(xp, s), (1, -1))))
    return weights, out


def _cp_to_tensor(xp, weights, factors):
    r = xp.multiply(factors[0], weights)
    for f in factors[1:]:
        r = xp.multiply(xp.expand_dims(r, axis=-2), f)
    return xp.sum(r, axis=-1)


def _chain(xp, cores):
    r = cores[0]
    for c in cores[1:]:
        r = xp.tensordot(r, c, axes=((_ndim(xp, r) - 1,), (0,)))
    return r


def _rank_int(rank, name):
    return _int(rank, "rank", name, 1)


@composition("random_cp")
def _random_cp(xp, shape, rank, /, *, dtype=None, full=False, orthogonal=False, seed=None, normalise_factors=True):
    shape = _sizes(shape, "random_cp")
    if not shape:
        raise InvalidArgumentError("ivy.random_cp needs a shape of at least one dimension")
    rank = _rank_int(rank, "random_cp")
    if orthogonal and shape and rank > min(shape):
        raise InvalidArgumentError(f"ivy.random_cp: orthogonal factors need rank <= min(shape) = {min(shape)}, "
                                   f"got {rank}")
    factors = _draws(xp, [(s, rank) for s in shape], dtype, seed, _default_device(xp))
    if orthogonal:
        factors = [xp.linalg_qr(f)[0] for f in factors]
    weights = xp.ones((rank,), dtype=_ndt(xp, factors[0]), device=_dev(xp, factors[0]))
    if full:
        return _cp_to_tensor(xp, weights, factors)
    if normalise_factors:
        weights, factors = _cp_normalize(xp, weights, factors)
    return _dec.CPTensor(weights, factors)


@composition("random_tucker")
def _random_tucker(xp, shape, rank, /, *, dtype=None, full=False, orthogonal=False, seed=None, non_negative=False):
    shape = _sizes(shape, "random_tucker")
    if isinstance(rank, int) and not isinstance(rank, bool):
        ranks = [_rank_int(rank, "random_tucker")] * len(shape)
    else:
        ranks = _sizes(rank, "random_tucker", "rank")
        if len(ranks) != len(shape):
            raise InvalidArgumentError(f"ivy.random_tucker: {len(ranks)} ranks for {len(shape)} modes")
    if orthogonal:
        for i, (s, r) in enumerate(zip(shape, ranks)):
            if r > s:
                raise InvalidArgumentError(f"ivy.random_tucker: orthogonal factors need rank[{i}] = {r} <= "
                                           f"shape[{i}] = {s}")
    sizes = [(s, s) if orthogonal else (s, r) for s, r in zip(shape, ranks)]
    *factors, core = _draws(xp, sizes + [ranks], dtype, seed, _default_device(xp))
    if orthogonal:
        factors = [_cols(xp, xp.linalg_qr(f)[0], r) for f, r in zip(factors, ranks)]
    if non_negative:
        factors = [xp.abs(f) for f in factors]
        core = xp.abs(core)
    if full:
        return _multi_mode_dot(xp, core, factors, None, None, False)
    return _dec.TuckerTensor(core, factors)


@composition("random_tt")
def _random_tt(xp, shape, rank, /, *, full=False, dtype=None, seed=None):
    shape = _sizes(shape, "random_tt")
    if not shape:
        raise InvalidArgumentError("ivy.random_tt needs a shape of at least one dimension")
    ranks = _tt_ranks(shape, rank, "random_tt")
    cores = _draws(xp, [(ranks[i], s, ranks[i + 1]) for i, s in enumerate(shape)], dtype, seed, _default_device(xp))
    if full:
        return xp.reshape(_chain(xp, cores), tuple(shape))
    return cores


@composition("random_tr")
def _random_tr(xp, shape, rank, /, *, dtype=None, full=False, seed=None):
    shape = _sizes(shape, "random_tr")
    nd = len(shape)
    if not nd:
        raise InvalidArgumentError("ivy.random_tr needs a shape of at least one dimension")
    if isinstance(rank, int) and not isinstance(rank, bool):
        ranks = [_rank_int(rank, "random_tr")] * (nd + 1)
    else:
        ranks = _sizes(rank, "random_tr", "rank")
        if len(ranks) != nd + 1:
            raise InvalidArgumentError(f"ivy.random_tr: rank needs len(shape) + 1 = {nd + 1} entries, got {len(ranks)}")
        if ranks[0] != ranks[-1]:
            raise InvalidArgumentError(f"ivy.random_tr: a tensor ring needs rank[0] == rank[-1], got {ranks}")
    cores = _draws(xp, [(ranks[i], s, ranks[i + 1]) for i, s in enumerate(shape)], dtype, seed, _default_device(xp))
    if not full:
        return cores
    r = _chain(xp, cores)  # (r0, s..., r0): the trace over the ring's closing rank
    r0 = ranks[0]
    r = xp.moveaxis(r, 0, -2)
    eye = xp.eye(r0, dtype=_ndt(xp, r), device=_dev(xp, r))
    return xp.sum(xp.multiply(r, eye), axis=(-2, -1))


@composition("random_parafac2")
def _random_parafac2(xp, shapes, rank, /, *, dtype=None, full=False, seed=None, normalise_factors=True):
    try:
        shapes = [_sizes(s, "random_parafac2", "each of shapes") for s in shapes]
    except TypeError as e:
        raise InvalidArgumentError(f"ivy.random_parafac2: shapes must be (J_i, K) pairs, got {shapes!r}") from e
    rank = _rank_int(rank, "random_parafac2")
    if not shapes or any(len(s) != 2 for s in shapes):
        raise InvalidArgumentError(f"ivy.random_parafac2: shapes must be a non-empty list of (J_i, K) pairs, "
                                   f"got {shapes!r}")
    k = shapes[0][1]
    if any(s[1] != k for s in shapes):
        raise InvalidArgumentError(f"ivy.random_parafac2: every slice needs the same number of columns, got {shapes}")
    if any(s[0] < rank for s in shapes):
        raise InvalidArgumentError(f"ivy.random_parafac2: each slice needs J_i >= rank = {rank} rows "
                                   f"(orthonormal projections), got {shapes}")
    sizes = [(j, rank) for j, _ in shapes] + [(len(shapes), rank), (rank, rank), (k, rank)]
    draws = _draws(xp, sizes, dtype, seed, _default_device(xp))
    projections = [xp.linalg_qr(p)[0] for p in draws[:len(shapes)]]
    factors = draws[len(shapes):]
    weights = xp.ones((rank,), dtype=_ndt(xp, factors[0]), device=_dev(xp, factors[0]))
    if normalise_factors:
        weights, factors = _cp_normalize(xp, weights, factors)
    if not full:
        return _dec.Parafac2Tensor(weights, factors, projections)
    a, b, c = factors
    jmax = max(s[0] for s in shapes)
    slices = []
    for i, p in enumerate(projections):
        ai = xp.multiply(xp.getitem(a, (i,)), weights)  # (rank,)
        sl = xp.matmul(xp.matmul(p, xp.multiply(b, ai)), xp.matrix_transpose(c))  # (J_i, K)
        j = xp.shape(sl)[0]
        if j < jmax:
            sl = xp.concat([sl, xp.zeros((jmax - j, k), dtype=_ndt(xp, sl), device=_dev(xp, sl))], axis=0)
        slices.append(sl)
    return xp.stack(slices, axis=0)

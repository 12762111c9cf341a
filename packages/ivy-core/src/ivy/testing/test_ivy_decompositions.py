"""ivy 1.0's tensor decompositions and random factorized tensors (tensorly's definitions):
``tucker``/``partial_tucker``/``initialize_tucker`` (HOSVD, HOOI), ``tensor_train`` (TT-SVD),
``make_svd_non_negative`` (NNDSVD), ``random_cp``/``random_tucker``/``random_tt``/``random_tr``/
``random_parafac2`` and ``sparsify_tensor``. Ground truth: tensors built in NumPy with an exact
low rank are reproduced from the returned factors (reconstructed in NumPy), Tucker factors are
orthonormal, leading subspaces match NumPy's SVD, NNDSVD follows a loop written from the paper,
and random factorized tensors' dense forms are NumPy's contractions of their factors."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from .helpers import backend_name, supported_dtypes, to_ivy, to_numpy

# JAX compiles every new shape: fewer examples there keep the file's run short.
_JAX = backend_name() == "jax"
_few = settings(max_examples=min(2, settings.default.max_examples)) if _JAX else (lambda f: f)
# One shape for the fixed cases, and on JAX for the drawn ones too: JAX compiles each operation
# once per shape, and a Tucker sweep is many operations (the other backends draw shapes).
SHAPE = (3, 4, 3)


def _floats(complex_too=False):
    ds = (ivy.float32, ivy.float64) + ((ivy.complex64, ivy.complex128) if complex_too else ())
    return [d for d in ds if d in supported_dtypes()]


def _tol(d):
    return 2e-4 if d in ("float32", ivy.float32, ivy.complex64) else 1e-9


def _np(x):
    a = np.asarray(to_numpy(x))
    return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)


def _randn(rng, shape, d):
    """Standard normal draws (complex parts too for a complex ``d``)."""
    a = rng.standard_normal(shape)
    return a + 1j * rng.standard_normal(shape) if ivy.isdtype(d, "complex floating") else a


def _mode_dot(t, m, mode):
    return np.moveaxis(np.tensordot(m, t, axes=(1, mode)), 0, mode)


def _tucker_full(core, factors, modes=None):
    modes = range(len(factors)) if modes is None else modes
    t = _np(core)
    for f, m in zip(factors, modes):
        t = _mode_dot(t, _np(f), m)
    return t


def _orthonormal(f, d):
    f = _np(f)
    np.testing.assert_allclose(f.conj().T @ f, np.eye(f.shape[1]), atol=10 * _tol(d))


def _low_rank_tucker(rng, shape, ranks, modes=None, d=ivy.float64):
    """A tensor of multilinear rank ``ranks`` along ``modes`` (a generic core times orthonormal factors)."""
    modes = list(range(len(shape))) if modes is None else modes
    cshape = list(shape)
    for r, m in zip(ranks, modes):
        cshape[m] = r
    t = _randn(rng, cshape, d)
    for r, m in zip(ranks, modes):
        t = _mode_dot(t, np.linalg.qr(_randn(rng, (shape[m], r), d))[0], m)
    return t


@st.composite
def _tucker_case(draw):
    if _JAX:
        shape, ranks = list(SHAPE), [2, 2, 2]
    else:
        shape = [draw(st.integers(2, 4)) for _ in range(draw(st.integers(2, 3)))]
        ranks = [draw(st.integers(1, s)) for s in shape]
    dtype = draw(st.sampled_from(_floats(complex_too=True)) if not _JAX else st.just(ivy.float64))
    return shape, ranks, draw(st.integers(0, 2**31)), dtype


@_few
@given(_tucker_case())
def test_tucker_reproduces_exact_low_rank(case):
    shape, ranks, seed, d = case
    x = _low_rank_tucker(np.random.default_rng(seed), shape, ranks, d=d)
    t = ivy.tucker(to_ivy(x.astype(d.name)), ranks)
    core, factors = t  # unpacks as Ivy's TuckerTensor
    assert t.core is core and tuple(core.shape) == tuple(ranks)
    assert [tuple(f.shape) for f in factors] == [(s, r) for s, r in zip(shape, ranks)]
    assert core.dtype == d
    for f in factors:
        _orthonormal(f, d)
    scale = max(1.0, np.abs(x).max())
    np.testing.assert_allclose(_tucker_full(core, factors), x, atol=50 * _tol(d) * scale)


def test_tucker_return_errors_and_int_rank():
    x = _low_rank_tucker(np.random.default_rng(0), SHAPE, [2, 2, 2])
    t, errors = ivy.tucker(to_ivy(x), 2, return_errors=True)
    assert [tuple(f.shape) for f in t.factors] == [(3, 2), (4, 2), (3, 2)]
    assert errors and all(isinstance(e, float) for e in errors) and errors[-1] < 1e-3
    if _JAX:  # the truncation below is the same composition, checked on the other backends
        return
    # a truncation: the error is the relative norm of what the rank-1 Tucker tensor leaves out
    t1, e1 = ivy.tucker(to_ivy(x), 1, return_errors=True)
    rest = np.linalg.norm(x - _tucker_full(t1.core, t1.factors)) / np.linalg.norm(x)
    assert abs(e1[-1] - rest) < 1e-3


def test_tucker_iterates_past_hosvd():
    """HOOI's sweeps fit a full-rank tensor better than its starting HOSVD, error by error."""
    x = np.random.default_rng(1).standard_normal(SHAPE)
    t, errors = ivy.tucker(to_ivy(x), [2, 2, 2], n_iter_max=5, tol=0, return_errors=True)
    core, factors = ivy.initialize_tucker(to_ivy(x), [2, 2, 2], [0, 1, 2])
    hosvd = np.linalg.norm(x - _tucker_full(core, factors)) / np.linalg.norm(x)
    fit = np.linalg.norm(x - _tucker_full(*t)) / np.linalg.norm(x)
    assert len(errors) == 5 and abs(errors[-1] - fit) < 1e-9
    assert all(b <= a + 1e-12 for a, b in zip(errors, errors[1:]))
    assert fit < hosvd - 1e-2


@_few
@given(_tucker_case())
def test_partial_tucker_only_touches_its_modes(case):
    shape, ranks, seed, d = case
    modes = [len(shape) - 1, 0]  # unsorted, as tensorly allows
    ranks = [ranks[m] for m in modes]
    x = _low_rank_tucker(np.random.default_rng(seed), shape, ranks, modes, d)
    core, factors = ivy.partial_tucker(to_ivy(x.astype(d.name)), ranks, modes)
    expect = list(shape)
    for r, m in zip(ranks, modes):
        expect[m] = r
    assert tuple(core.shape) == tuple(expect)
    assert [tuple(f.shape) for f in factors] == [(shape[m], r) for r, m in zip(ranks, modes)]
    for f in factors:
        _orthonormal(f, d)
    np.testing.assert_allclose(_tucker_full(core, factors, modes), x, atol=50 * _tol(d) * max(1, np.abs(x).max()))


def test_tucker_fixed_factors_stay():
    rng = np.random.default_rng(1)
    x = _low_rank_tucker(rng, SHAPE, [2, 2, 2])
    f0 = np.linalg.qr(rng.standard_normal((3, 2)))[0]
    x = _mode_dot(x, f0 @ f0.T, 0)  # mode 0 lies in f0's span
    init = (to_ivy(rng.standard_normal((2, 2, 2))), [to_ivy(f0), to_ivy(np.eye(4, 2)), to_ivy(np.eye(3, 2))])
    core, factors = ivy.tucker(to_ivy(x), [2, 2, 2], fixed_factors=[0], init=init)
    np.testing.assert_array_equal(_np(factors[0]), f0)
    np.testing.assert_allclose(_tucker_full(core, factors), x, atol=1e-8)
    with pytest.raises(ivy.InvalidArgumentError, match="init"):
        ivy.tucker(to_ivy(x), [2, 2, 2], fixed_factors=[0])


def test_tucker_mask_of_ones_is_no_mask():
    x = _low_rank_tucker(np.random.default_rng(2), SHAPE, [2, 2, 2])
    a = ivy.tucker(to_ivy(x), [2, 2, 2], n_iter_max=3)
    b = ivy.tucker(to_ivy(x), [2, 2, 2], n_iter_max=3, mask=to_ivy(np.ones(x.shape)))
    np.testing.assert_allclose(_tucker_full(*b), _tucker_full(*a), atol=1e-8)


def test_initialize_tucker_svd_is_hosvd():
    rng = np.random.default_rng(3)
    x = rng.standard_normal(SHAPE)
    core, factors = ivy.initialize_tucker(to_ivy(x), [2, 2, 2], [0, 1, 2])
    for m, (f, r) in enumerate(zip(factors, (2, 2, 2))):
        u = np.linalg.svd(np.moveaxis(x, m, 0).reshape(x.shape[m], -1))[0][:, :r]
        np.testing.assert_allclose(_np(f) @ _np(f).T, u @ u.T, atol=1e-8)  # the same leading subspace
        big = np.argmax(np.abs(_np(f)), axis=0)  # svd_flip: each column's largest entry positive
        assert np.all(_np(f)[big, range(r)] > 0)
    expect = x
    for m, f in enumerate(factors):
        expect = _mode_dot(expect, _np(f).T, m)
    np.testing.assert_allclose(_np(core), expect, atol=1e-8)


def test_initialize_tucker_random_and_non_negative():
    x = to_ivy(np.random.default_rng(4).standard_normal(SHAPE))
    c1, f1 = ivy.initialize_tucker(x, [2, 2], [0, 2], init="random", seed=7)
    c2, f2 = ivy.initialize_tucker(x, [2, 2], [0, 2], init="random", seed=7)
    assert tuple(c1.shape) == (2, 4, 2) and [tuple(f.shape) for f in f1] == [(3, 2), (3, 2)]
    for a, b in zip([c1] + f1, [c2] + f2):
        np.testing.assert_array_equal(_np(a), _np(b))
    assert np.all(_np(c1) >= 0.01) and np.all(_np(c1) < 1.01) and np.all(_np(f1[0]) < 1)
    c, f = ivy.initialize_tucker(x, [2, 2], [0, 2], non_negative=True)
    assert all(np.all(_np(a) >= 0) for a in [c] + f)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.initialize_tucker(x, [2, 2, 2], [0, 1, 2], init="nope")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.initialize_tucker(x, [4, 2, 2], [0, 1, 2])  # a rank past its mode's size
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.initialize_tucker(x, [2, 2, 2], [0, 1, 2], svd="randomized_svd")
    with pytest.raises(ivy.ShapeError):
        ivy.initialize_tucker(to_ivy(np.ones(3)), [1], [0])


def _tt_full(cores):
    t = _np(cores[0])
    for c in cores[1:]:
        t = np.tensordot(t, _np(c), axes=(-1, 0))
    return t.reshape(t.shape[1:-1])


@st.composite
def _tt_case(draw):
    if _JAX:
        shape, inner = list(SHAPE), [2, 2]
    else:
        nd = draw(st.integers(1, 4))
        shape = [draw(st.integers(1, 4)) for _ in range(nd)]
        inner = [draw(st.integers(1, 3)) for _ in range(nd - 1)]
    d = draw(st.sampled_from(_floats(complex_too=True)) if not _JAX else st.just(ivy.float64))
    return shape, [1] + inner + [1], draw(st.integers(0, 2**31)), d


@_few
@given(_tt_case())
def test_tensor_train_reproduces_exact_tt_rank(case):
    shape, ranks, seed, d = case
    rng = np.random.default_rng(seed)
    x = _tt_full([_randn(rng, (ranks[i], s, ranks[i + 1]), d) for i, s in enumerate(shape)])
    cores = ivy.tensor_train(to_ivy(x.astype(d.name)), ranks)
    assert isinstance(cores, list) and len(cores) == len(shape)
    got = [1] + [int(c.shape[2]) for c in cores]
    assert got[-1] == 1 and [int(c.shape[0]) for c in cores] == got[:-1]
    for i, (c, s) in enumerate(zip(cores, shape)):
        assert int(c.shape[1]) == s and c.dtype == d
        left, right = int(np.prod(shape[:i + 1])), int(np.prod(shape[i + 1:]))
        assert got[i + 1] <= min(ranks[i + 1], left, right)
    scale = max(1.0, np.abs(x).max())
    np.testing.assert_allclose(_tt_full(cores), x, atol=100 * _tol(d) * scale)


def test_tensor_train_int_rank_and_errors():
    x = to_ivy(np.arange(36.0).reshape(SHAPE))  # ranks capped by the unfoldings' sides
    assert [tuple(c.shape) for c in ivy.tensor_train(x, 5)] == [(1, 3, 3), (3, 4, 3), (3, 3, 1)]
    with pytest.raises(ivy.InvalidArgumentError, match="first and last"):
        ivy.tensor_train(x, [2, 2, 2, 1])
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.tensor_train(x, [1, 2, 1])


def _nndsvd_reference(x, U, S, V, nntype):
    """NNDSVD as Boutsidis & Gallopoulos (2008) write it, one triplet at a time."""
    W, H = np.zeros_like(U), np.zeros_like(V)
    W[:, 0], H[0] = np.sqrt(S[0]) * np.abs(U[:, 0]), np.sqrt(S[0]) * np.abs(V[0])
    for j in range(1, len(S)):
        a, b = U[:, j], V[j]
        ap, an, bp, bn = np.maximum(a, 0), np.maximum(-a, 0), np.maximum(b, 0), np.maximum(-b, 0)
        mp = np.linalg.norm(ap) * np.linalg.norm(bp)
        mn = np.linalg.norm(an) * np.linalg.norm(bn)
        if mp > mn:
            u, v, sigma = ap / np.linalg.norm(ap), bp / np.linalg.norm(bp), mp
        else:
            u, v, sigma = an / np.linalg.norm(an), bn / np.linalg.norm(bn), mn
        W[:, j], H[j] = np.sqrt(S[j] * sigma) * u, np.sqrt(S[j] * sigma) * v
    eps = np.finfo(x.dtype).eps
    if nntype == "nndsvd":
        return np.maximum(W - eps, 0), np.maximum(H - eps, 0)
    return np.where(W < eps, x.mean(), W), np.where(H < eps, x.mean(), H)


@_few
@given(st.integers(2, 5) if not _JAX else st.just(3), st.integers(2, 5) if not _JAX else st.just(4),
       st.integers(0, 2**31), st.sampled_from(["nndsvd", "nndsvda"]))
def test_make_svd_non_negative_is_nndsvd(m, n, seed, nntype):
    x = np.random.default_rng(seed).random((m, n))
    U, S, V = np.linalg.svd(x, full_matrices=False)
    W, H = ivy.make_svd_non_negative(to_ivy(x), to_ivy(U), to_ivy(S), to_ivy(V), nntype=nntype)
    eW, eH = _nndsvd_reference(x, U, S, V, nntype)
    np.testing.assert_allclose(_np(W), eW, atol=1e-9)
    np.testing.assert_allclose(_np(H), eH, atol=1e-9)
    assert np.all(_np(W) >= 0) and np.all(_np(H) >= 0)


def test_make_svd_non_negative_errors():
    x = to_ivy(np.ones((2, 2)))
    with pytest.raises(ivy.InvalidArgumentError, match="nntype"):
        ivy.make_svd_non_negative(x, x, to_ivy(np.ones(2)), x, nntype="nope")


# ------------------------------------------------------------------ random factorized tensors


def _cp_full(weights, factors):
    t = np.einsum("r,ir->ir", _np(weights), _np(factors[0]))
    for f in factors[1:]:
        t = np.einsum("...r,jr->...jr", t, _np(f))
    return t.sum(-1)


@pytest.mark.parametrize("orthogonal", [False, True])
def test_random_cp(orthogonal):
    d = _floats()[-1]
    w, f = ivy.random_cp((3, 4, 2), 2, seed=5, dtype=d, orthogonal=orthogonal)
    w2, f2 = ivy.random_cp((3, 4, 2), 2, seed=5, dtype=d, orthogonal=orthogonal)
    assert tuple(w.shape) == (2,) and [tuple(a.shape) for a in f] == [(3, 2), (4, 2), (2, 2)]
    assert w.dtype == d and all(a.dtype == d for a in f)
    for a, b in zip([w] + f, [w2] + f2):
        np.testing.assert_array_equal(_np(a), _np(b))
    for a in f:  # normalised: unit columns, their norms in the weights
        np.testing.assert_allclose(np.linalg.norm(_np(a), axis=0), 1, rtol=1e-6)
        if orthogonal:
            _orthonormal(a, d)
    wr, fr = ivy.random_cp((3, 4, 2), 2, seed=5, dtype=d, orthogonal=orthogonal, normalise_factors=False)
    np.testing.assert_array_equal(_np(wr), np.ones(2))
    if not orthogonal:
        assert all(np.all((_np(a) >= 0) & (_np(a) < 1)) for a in fr)
    full = ivy.random_cp((3, 4, 2), 2, seed=5, dtype=d, orthogonal=orthogonal, full=True)
    np.testing.assert_allclose(_np(full), _cp_full(wr, fr), rtol=1e-6, atol=1e-9)
    np.testing.assert_allclose(_np(full), _cp_full(w, f), rtol=1e-6, atol=1e-9)
    _, f3 = ivy.random_cp((3, 4, 2), 2, seed=6, dtype=d)
    assert not np.array_equal(_np(f3[0]), _np(f[0]))
    assert not np.array_equal(_np(f[0]), _np(f[1])[:3])  # each factor its own numbers


@pytest.mark.parametrize("orthogonal", [False, True])
def test_random_tucker(orthogonal):
    core, factors = ivy.random_tucker(SHAPE, [2, 3, 2], seed=1, orthogonal=orthogonal)
    assert core.dtype == ivy.float32 and tuple(core.shape) == (2, 3, 2)
    assert [tuple(f.shape) for f in factors] == [(3, 2), (4, 3), (3, 2)]
    if orthogonal:
        for f in factors:
            _orthonormal(f, ivy.float32)
    full = ivy.random_tucker(SHAPE, [2, 3, 2], seed=1, orthogonal=orthogonal, full=True)
    np.testing.assert_allclose(_np(full), _tucker_full(core, factors), rtol=1e-5, atol=1e-6)
    c2, f2 = ivy.random_tucker(SHAPE, 2, seed=1, orthogonal=orthogonal, non_negative=True)
    assert tuple(c2.shape) == (2, 2, 2) and all(np.all(_np(a) >= 0) for a in [c2] + f2)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.random_tucker((3, 2), [2, 3], orthogonal=True)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.random_tucker((3, 2), [2, 3, 1])


def test_random_tt():
    cores = ivy.random_tt((2, 3, 4), 3, seed=2)
    assert [tuple(c.shape) for c in cores] == [(1, 2, 3), (3, 3, 3), (3, 4, 1)]
    again = ivy.random_tt((2, 3, 4), [1, 3, 3, 1], seed=2)
    for a, b in zip(cores, again):
        np.testing.assert_array_equal(_np(a), _np(b))
    full = ivy.random_tt((2, 3, 4), 3, seed=2, full=True)
    np.testing.assert_allclose(_np(full), _tt_full(cores), rtol=1e-5)
    with pytest.raises(ivy.InvalidArgumentError, match="first and last"):
        ivy.random_tt((2, 3), [2, 2, 1])


def test_random_tr():
    cores = ivy.random_tr((2, 3, 2), [2, 3, 1, 2], seed=3)
    assert [tuple(c.shape) for c in cores] == [(2, 2, 3), (3, 3, 1), (1, 2, 2)]
    full = ivy.random_tr((2, 3, 2), [2, 3, 1, 2], seed=3, full=True)
    g = [_np(c) for c in cores]
    expect = np.einsum("aib,bjc,cka->ijk", *g)  # trace of the slices' product
    np.testing.assert_allclose(_np(full), expect, rtol=1e-5)
    assert [tuple(c.shape) for c in ivy.random_tr((2, 3), 2)] == [(2, 2, 2), (2, 3, 2)]
    with pytest.raises(ivy.InvalidArgumentError, match=r"rank\[0\] == rank\[-1\]"):
        ivy.random_tr((2, 3), [2, 3, 1])


def test_random_parafac2():
    shapes = [(3, 2), (4, 2)]
    w, (a, b, c), proj = ivy.random_parafac2(shapes, 2, seed=4, normalise_factors=False)
    assert [tuple(f.shape) for f in (a, b, c)] == [(2, 2), (2, 2), (2, 2)]
    assert [tuple(p.shape) for p in proj] == [(3, 2), (4, 2)]
    for p in proj:
        _orthonormal(p, ivy.float32)
    full = ivy.random_parafac2(shapes, 2, seed=4, full=True)  # normalised, then made dense
    assert tuple(full.shape) == (2, 4, 2)
    expect = np.zeros((2, 4, 2))
    for i, p in enumerate(proj):
        sl = _np(p) @ _np(b) @ np.diag(_np(w) * _np(a)[i]) @ _np(c).T
        expect[i, : sl.shape[0]] = sl  # shorter slices padded with zeros
    np.testing.assert_allclose(_np(full), expect, rtol=1e-5, atol=1e-6)
    wn, fn, _ = ivy.random_parafac2(shapes, 2, seed=4)
    for f in fn:
        np.testing.assert_allclose(np.linalg.norm(_np(f), axis=0), 1, rtol=1e-5)
    with pytest.raises(ivy.InvalidArgumentError, match="columns"):
        ivy.random_parafac2([(3, 2), (3, 3)], 2)
    with pytest.raises(ivy.InvalidArgumentError, match="rows"):
        ivy.random_parafac2([(1, 2)], 2)


def test_random_seed_none_draws_anew():
    a = ivy.random_tt((3, 3), 2)
    b = ivy.random_tt((3, 3), 2)
    assert not np.array_equal(_np(a[0]), _np(b[0]))


# ------------------------------------------------------------------ sparsify_tensor


def _sparsify_reference(x, card):
    if card >= x.size:
        return x
    if card == 0:
        return np.zeros_like(x)
    bound = np.sort(np.abs(x).ravel())[-card]
    return np.where(np.abs(x) < bound, 0, x)


@_few
@given(st.data())
def test_sparsify_tensor(data):
    names = [d.name for d in supported_dtypes(("real floating", "signed integer"))]
    d = data.draw(st.sampled_from(names))
    shape = data.draw(st.lists(st.integers(0, 4), max_size=3).map(tuple))
    lo, hi = (-100, 100) if d.startswith("int") else (-1e3, 1e3)
    el = st.integers(lo, hi) if d.startswith("int") else st.floats(lo, hi, width=16, allow_subnormal=False)
    x = np.array(data.draw(st.lists(el, min_size=int(np.prod(shape)), max_size=int(np.prod(shape)))),
                 dtype=d).reshape(shape)
    card = data.draw(st.integers(0, x.size + 1))
    out = ivy.sparsify_tensor(to_ivy(x), card)
    assert out.dtype.name == d and tuple(out.shape) == shape
    np.testing.assert_array_equal(to_numpy(out), _sparsify_reference(x, card))
    mags = np.abs(x).ravel()
    if card <= x.size and len(set(mags.tolist())) == x.size and np.all(mags > 0):
        assert np.count_nonzero(to_numpy(out)) == card  # distinct magnitudes: exactly card kept


def test_sparsify_tensor_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.sparsify_tensor(to_ivy(np.ones(3)), -1)

"""ivy 1.0's top-level linear algebra names (``ivy.det``, ``ivy.inv(adjoint=)``, ``ivy.eigh(UPLO=)``,
``ivy.svd(compute_uv=)``, ``ivy.matrix_norm(axis=)``, ``ivy.trace(axis1=, axis2=)``, ``ivy.diag``,
``ivy.vander``, ...) against NumPy (torch for ``matrix_rank``'s ``atol``), with batch dimensions."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import backend_name, np_dtype, supported_dtypes, to_ivy, to_numpy

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

# JAX compiles every new shape: fewer examples there keep the file's run short.
_few = settings(max_examples=min(8, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _close(res, exp, msg=""):
    exp = np.asarray(exp)
    r = to_numpy(res)
    assert res.dtype.name == exp.dtype.name, f"{msg}: dtype {res.dtype.name} != {exp.dtype.name}"
    assert r.shape == exp.shape, f"{msg}: shape {r.shape} != {exp.shape}"
    if exp.dtype.kind in "biu":
        np.testing.assert_array_equal(r, exp, err_msg=msg)
        return
    tol = 2e-4 if exp.dtype in (np.float32, np.complex64) else 1e-9
    np.testing.assert_allclose(r, exp, rtol=tol, atol=tol, err_msg=msg)


def _dtypes(complex_too=True):
    names = ("float32", "float64") + (("complex64", "complex128") if complex_too else ())
    return st.sampled_from([d for d in supported_dtypes(("real floating", "complex floating")) if d.name in names])


batch = hnp.array_shapes(min_dims=0, max_dims=2, min_side=1, max_side=3)


@st.composite
def matrices(draw, square=True, well_conditioned=True, complex_too=True):
    """(dtype, batch of matrices): entries in [-1, 1] (complex parts too), plus ``n + 1`` on the
    diagonal when ``well_conditioned`` (invertible, condition number below ~4)."""
    d = np_dtype(draw(_dtypes(complex_too)))
    bs = draw(batch)
    n = draw(st.integers(1, 4))
    m = n if square else draw(st.integers(1, 4))
    el = st.floats(-1, 1, width=32, allow_subnormal=False)
    a = draw(hnp.arrays(np.float64, bs + (m, n), elements=el))
    if d.kind == "c":
        a = a + 1j * draw(hnp.arrays(np.float64, bs + (m, n), elements=el))
    if well_conditioned and square:  # strictly diagonally dominant: |diagonal| >= n > the rest of a row
        a = a + (n + 1) * np.eye(n)
    return a.astype(d)


def _two_axes(nd):
    return st.lists(st.integers(-nd, nd - 1), min_size=2, max_size=2).filter(lambda t: t[0] % nd != t[1] % nd)


def _h(a):
    return np.conj(np.swapaxes(a, -1, -2))


@_few
@given(a=matrices(), adjoint=st.booleans())
def test_det_slogdet_inv(a, adjoint):
    _close(ivy.det(to_ivy(a)), np.linalg.det(a), "det")
    sign, logabs = ivy.slogdet(to_ivy(a))
    s_exp, l_exp = np.linalg.slogdet(a)
    _close(sign, s_exp, "slogdet sign")
    _close(logabs, l_exp, "slogdet logabsdet")
    _close(ivy.inv(to_ivy(a), adjoint=adjoint), np.linalg.inv(_h(a) if adjoint else a), "inv")


@_few
@given(a=matrices(), adjoint=st.booleans(), k=st.integers(1, 2))
def test_solve_adjoint(a, adjoint, k):
    b = np.ones(a.shape[:-1] + (k,), a.dtype) * np.arange(1, k + 1).astype(a.dtype)
    _close(ivy.solve(to_ivy(a), to_ivy(b), adjoint=adjoint), np.linalg.solve(_h(a) if adjoint else a, b), "solve")


@_few
@given(a=matrices(), n=st.integers(-2, 3))
def test_matrix_power(a, n):
    _close(ivy.matrix_power(to_ivy(a), n), np.linalg.matrix_power(a, n), f"matrix_power n={n}")


@_few
@given(a=matrices(square=False, well_conditioned=False))
def test_pinv_svd_svdvals_qr(a):
    # pinv of a matrix of full rank (column or row dominant): near rank deficiency it magnifies
    # the rounding of float32 SVDs without bound (torch and NumPy then differ by 1e3 in 1e10)
    m, n = a.shape[-2:]
    full = (a + (max(m, n) + 1) * np.eye(m, n)).astype(a.dtype)
    _close(ivy.pinv(to_ivy(full)), np.linalg.pinv(full), "pinv")
    s_exp = np.linalg.svd(a, compute_uv=False)
    res = ivy.svd(to_ivy(a), compute_uv=False)
    assert type(res).__name__ == "SVDValues" and res._fields == ("S",)
    _close(res.S, s_exp, "svd(compute_uv=False)")
    _close(ivy.svdvals(to_ivy(a)), s_exp, "svdvals")
    u, s, vh = (to_numpy(t) for t in ivy.svd(to_ivy(a), full_matrices=False))
    _close(ivy.asarray((u * s[..., None, :]) @ vh), a, "svd reconstructs")
    for mode in ("reduced", "complete"):
        q, r = (to_numpy(t) for t in ivy.qr(to_ivy(a), mode=mode))
        assert q.shape == np.linalg.qr(a, mode=mode)[0].shape
        _close(ivy.asarray(q @ r), a, f"qr({mode}) reconstructs")


@_few
@given(data=st.data())
def test_matrix_rank(data):
    d = np_dtype(data.draw(_dtypes(complex_too=False)))
    bs = data.draw(batch)
    m, n = data.draw(st.integers(1, 4)), data.draw(st.integers(1, 4))
    r = data.draw(st.integers(0, min(m, n)))
    el = st.integers(-4, 4).map(float)
    b = data.draw(hnp.arrays(np.float64, bs + (m, r), elements=el))
    c = data.draw(hnp.arrays(np.float64, bs + (r, n), elements=el))
    a = (b @ c).astype(d)
    _close(ivy.matrix_rank(to_ivy(a)), np.linalg.matrix_rank(a).astype(np.int64), "matrix_rank")
    sym = (b @ np.swapaxes(b, -1, -2)).astype(d)
    _close(ivy.matrix_rank(to_ivy(sym), hermitian=True), np.linalg.matrix_rank(sym, hermitian=True).astype(np.int64),
           "matrix_rank(hermitian=True)")


def test_matrix_rank_tolerances_follow_torch():
    torch = pytest.importorskip("torch", reason="torch defines atol/rtol together")
    a = np.diag([10.0, 1.0, 0.1, 0.001])
    for kw in ({"atol": 0.5}, {"rtol": 0.05}, {"atol": 0.5, "rtol": 0.001}, {"atol": 0.01, "rtol": 0.05}, {}):
        exp = torch.linalg.matrix_rank(torch.from_numpy(a), **kw).numpy()
        _close(ivy.matrix_rank(to_ivy(a), **kw), exp, str(kw))
    # per-matrix tolerances
    stack = np.stack([a, 2 * a])
    assert to_numpy(ivy.matrix_rank(to_ivy(stack), atol=to_ivy(np.array([0.5, 0.15])))).tolist() == [2, 3]
    assert to_numpy(ivy.matrix_rank(ivy.zeros((2, 0, 3)))).tolist() == [0, 0]


@_few
@given(a=matrices(well_conditioned=False), uplo=st.sampled_from(["L", "U"]))
def test_eigh_reads_one_triangle(a, uplo):
    """``a`` is not Hermitian: the result is that of the matrix its ``UPLO`` triangle gives (NumPy reads one too)."""
    w_exp = np.linalg.eigvalsh(a, UPLO=uplo)
    _close(ivy.eigvalsh(to_ivy(a), UPLO=uplo), w_exp, "eigvalsh")
    w, v = ivy.eigh(to_ivy(a), UPLO=uplo)
    _close(w, w_exp, "eigh values")
    tri = np.tril(a, -1) if uplo == "L" else np.triu(a, 1)
    herm = tri + _h(tri) + np.real(np.diagonal(a, axis1=-2, axis2=-1))[..., None] * np.eye(a.shape[-1])
    vn = to_numpy(v)
    _close(ivy.asarray((vn * to_numpy(w)[..., None, :]) @ _h(vn)), herm.astype(a.dtype), "eigh reconstructs")


def test_eigh_bad_uplo():
    with pytest.raises(ivy.InvalidArgumentError, match="UPLO"):
        ivy.eigh(ivy.eye(2), UPLO="X")


@_few
@given(data=st.data())
def test_matrix_norm_axes_and_dtype(data):
    d = np_dtype(data.draw(_dtypes()))
    shape = data.draw(hnp.array_shapes(min_dims=2, max_dims=4, min_side=1, max_side=3))
    a = data.draw(hnp.arrays(d, shape, elements=st.integers(-8, 8).map(float)))
    nd = len(shape)
    a1, a2 = data.draw(_two_axes(nd))
    ord_ = data.draw(st.sampled_from(["fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf]))
    keep = data.draw(st.booleans())
    exp = np.linalg.norm(a, ord=ord_, axis=(a1, a2), keepdims=keep)
    _close(ivy.matrix_norm(to_ivy(a), ord=ord_, axis=(a1, a2), keepdims=keep), exp, f"ord={ord_} axis={(a1, a2)}")


def test_norms_dtype_casts_first():
    a = np.array([[3, 4], [6, 8]], np.int32)
    _close(ivy.vector_norm(to_ivy(a), axis=-1, dtype=ivy.float64), np.array([5.0, 10.0]), "vector_norm")
    _close(ivy.matrix_norm(to_ivy(a.astype(np.float32)), dtype=ivy.float64), np.array(np.sqrt(125.0)), "matrix_norm")


@_few
@given(data=st.data())
def test_diagonal_and_trace_over_any_two_axes(data):
    d = data.draw(st.sampled_from([np.dtype(t.name) for t in supported_dtypes(("real floating", "signed integer"))
                                   if t.name in ("float32", "float64", "int32", "int64")]))
    shape = data.draw(hnp.array_shapes(min_dims=2, max_dims=4, min_side=0, max_side=4))
    a = data.draw(hnp.arrays(d, shape, elements=st.integers(-9, 9)))
    nd = len(shape)
    a1, a2 = data.draw(_two_axes(nd))
    off = data.draw(st.integers(-3, 3))
    _close(ivy.diagonal(to_ivy(a), offset=off, axis1=a1, axis2=a2), np.diagonal(a, off, a1, a2), "diagonal")
    # (int32 sums as int64, as in NumPy and ivy.linalg.trace)
    _close(ivy.trace(to_ivy(a), offset=off, axis1=a1, axis2=a2), np.trace(a, off, a1, a2), "trace")
    if nd >= 2 and a1 % nd == 0 and a2 % nd == 1:
        _close(ivy.trace(to_ivy(a), offset=off), np.trace(a, off), "trace default axes")


def test_diagonal_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.diagonal(ivy.ones((2, 2)), axis1=1, axis2=-1)
    with pytest.raises(ivy.ShapeError):
        ivy.trace(ivy.ones(3))


@_few
@given(data=st.data())
def test_outer_inner(data):
    d = np_dtype(data.draw(_dtypes()))
    bs = data.draw(batch)
    m, n = data.draw(st.integers(0, 3)), data.draw(st.integers(0, 3))
    x = data.draw(hnp.arrays(d, bs + (m,), elements=st.integers(-5, 5).map(float)))
    y = data.draw(hnp.arrays(d, bs + (n,), elements=st.integers(-5, 5).map(float)))
    _close(ivy.outer(to_ivy(x), to_ivy(y)), np.einsum("...i,...j->...ij", x, y), "outer")
    if x.ndim == 1:
        _close(ivy.outer(to_ivy(x), to_ivy(y)), np.outer(x, y), "outer 1-d")
    z = data.draw(hnp.arrays(d, data.draw(batch) + (m,), elements=st.integers(-5, 5).map(float)))
    _close(ivy.inner(to_ivy(x), to_ivy(z)), np.inner(x, z), "inner")
    _close(ivy.inner(to_ivy(x), to_ivy(np.asarray(2, d))), np.inner(x, np.asarray(2, d)), "inner with 0-d")


@given(data=st.data())
def test_diag(data):
    d = data.draw(st.sampled_from([np.dtype(t.name) for t in supported_dtypes(("real floating", "integral", "bool"))]))
    shape = data.draw(st.sampled_from([(0,), (1,), (3,), (2, 3), (3, 3), (0, 2)]))
    a = data.draw(hnp.arrays(d, shape, elements=st.integers(0, 1) if d.kind == "b" else st.integers(0, 9)))
    k = data.draw(st.integers(-3, 3))
    _close(ivy.diag(to_ivy(a), k=k), np.diag(a, k), f"diag k={k}")


def test_diag_keeps_infinities_off_the_diagonal_out():
    r = to_numpy(ivy.diag(ivy.asarray([np.inf, np.nan])))
    assert r[0, 1] == 0 and r[1, 0] == 0 and r[0, 0] == np.inf and np.isnan(r[1, 1])
    with pytest.raises(ivy.ShapeError):
        ivy.diag(ivy.ones((2, 2, 2)))


@given(data=st.data())
def test_vander(data):
    kinds = ("real floating", "signed integer", "bool")
    d = data.draw(st.sampled_from([np.dtype(t.name) for t in supported_dtypes(kinds)
                                   if t.name in ("float32", "float64", "int32", "int64", "bool")]))
    x = data.draw(hnp.arrays(d, st.integers(0, 4), elements=st.integers(0, 1) if d.kind == "b" else st.integers(-4, 4)))
    n = data.draw(st.none() | st.integers(0, 5))
    inc = data.draw(st.booleans())
    # x's dtype is kept (NumPy widens int32 and float32 to 64 bits); bool gives int64
    want = np.dtype("int64") if d.kind == "b" else d
    _close(ivy.vander(to_ivy(x), N=n, increasing=inc), np.vander(x, n, inc).astype(want),
           f"vander N={n} increasing={inc}")
    stacked = np.stack([x, x[::-1]])
    _close(ivy.vander(to_ivy(stacked), N=n, increasing=inc),
           np.stack([np.vander(r, n, inc) for r in stacked]).astype(want), "vander batched")


# ------------------------------------------- ivy 1.0's experimental linear algebra


@_few
@given(data=st.data())
def test_eig_eigvals_adjoint(data):
    """On matrices ``Q diag(lam) Q^-1`` of known, well-separated eigenvalues (complex ones for
    a complex dtype; a real matrix's complex pairs from 2x2 rotation blocks)."""
    d = np_dtype(data.draw(_dtypes()))
    n = data.draw(st.integers(1, 4))
    el = st.integers(-4, 4).map(lambda i: i / 40)
    q = np.eye(n) + data.draw(hnp.arrays(np.float64, (n, n), elements=el))
    if d.kind == "c":
        lam = np.array(data.draw(st.lists(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), min_size=n, max_size=n,
                                          unique=True)), np.float64) @ np.array([1, 1j])
        core = np.diag(lam)
    else:
        reals = data.draw(st.lists(st.integers(-8, 8), min_size=n, max_size=n, unique=True))
        core = np.diag(np.array(reals, np.float64))
        lam = core.diagonal().astype(np.complex128)
        if n >= 2 and data.draw(st.booleans()):  # a pair a +- b i from a rotation block
            a_, b_ = reals[0], data.draw(st.integers(1, 3))
            core[:2, :2] = [[a_, -b_], [b_, a_]]
            lam = np.concatenate([[a_ + b_ * 1j, a_ - b_ * 1j], lam[2:]])
    a = (q @ core @ np.linalg.inv(q)).astype(d)
    if ivy.complex64 not in supported_dtypes():  # (MXNet: complex eigenvalues have no dtype there)
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.eigvals(to_ivy(a))
        with pytest.raises(ivy.UnsupportedDtypeError):
            ivy.eig(to_ivy(a))
        _close(ivy.adjoint(to_ivy(a)), _h(a), "adjoint")
        return
    order = lambda v: v[np.lexsort((np.round(v.imag, 3), np.round(v.real, 3)))]  # noqa: E731
    tol = 2e-3 if d in (np.float32, np.complex64) else 1e-8
    np.testing.assert_allclose(order(to_numpy(ivy.eigvals(to_ivy(a))).astype(np.complex128)), order(lam),
                               rtol=tol, atol=tol)
    vals, vecs = (to_numpy(t) for t in ivy.eig(to_ivy(a)))
    np.testing.assert_allclose(order(vals.astype(np.complex128)), order(lam), rtol=tol, atol=tol)
    np.testing.assert_allclose(a @ vecs, vecs * vals[..., None, :], rtol=tol, atol=tol * 10)
    _close(ivy.adjoint(to_ivy(a)), _h(a), "adjoint")


@_few
@given(data=st.data())
def test_multi_dot_dot_batched_outer(data):
    d = np_dtype(data.draw(_dtypes(complex_too=False)))
    dims = data.draw(st.lists(st.integers(1, 3), min_size=3, max_size=5))
    el = st.integers(-3, 3).map(float)
    mats = [data.draw(hnp.arrays(d, (dims[i], dims[i + 1]), elements=el)) for i in range(len(dims) - 1)]
    if data.draw(st.booleans()):
        mats[0] = mats[0][0]
    if data.draw(st.booleans()):
        mats[-1] = mats[-1][:, 0]
    if len(mats) >= 2:
        _close(ivy.multi_dot([to_ivy(m) for m in mats]), np.linalg.multi_dot(mats), "multi_dot")
    sa = data.draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=1, max_side=3))
    a = data.draw(hnp.arrays(d, sa, elements=el))
    k = sa[-1] if sa else data.draw(st.integers(1, 3))
    sb = data.draw(st.sampled_from([(), (k,), (k, 2), (2, k, 3)])) if sa else data.draw(st.sampled_from([(), (2,)]))
    b = data.draw(hnp.arrays(d, sb, elements=el))
    _close(ivy.dot(to_ivy(a), to_ivy(b)), np.asarray(np.dot(a, b)), f"dot {sa} {sb}")
    bsz = data.draw(st.integers(1, 3))
    vs = [data.draw(hnp.arrays(d, (bsz, n), elements=el)) for n in dims[:3]]
    exp = vs[0]
    for v in vs[1:]:
        exp = exp[..., None] * v.reshape((bsz,) + (1,) * (exp.ndim - 1) + (v.shape[1],))
    _close(ivy.batched_outer([to_ivy(v) for v in vs]), exp, "batched_outer")


@_few
@given(a=matrices(), upper=st.booleans(), adjoint=st.booleans(), unit=st.booleans())
def test_solve_triangular(a, upper, adjoint, unit):
    t = np.triu(a) if upper else np.tril(a)
    if unit:
        t = t - np.diagonal(t, axis1=-2, axis2=-1)[..., None] * np.eye(a.shape[-1]) + np.eye(a.shape[-1])
    t = _h(t) if adjoint else t
    b = np.ones(a.shape[:-1] + (2,), a.dtype)
    _close(ivy.solve_triangular(to_ivy(a), to_ivy(b), upper=upper, adjoint=adjoint, unit_diagonal=unit),
           np.linalg.solve(t, b).astype(a.dtype), f"upper={upper} adjoint={adjoint} unit={unit}")


@_few
@given(a=matrices(complex_too=False), p=st.sampled_from([None, 2, -2, 1, -1, np.inf, "fro"]))
def test_cond(a, p):
    _close(ivy.cond(to_ivy(a), p=p), np.asarray(np.linalg.cond(a, p)).astype(a.dtype), f"p={p}")


# ---------------------------------------------- diagflat, kronecker, khatri_rao, lu, tensorsolve, ...

_int_or_float = st.sampled_from([d for d in supported_dtypes(("integral", "real floating"))
                                 if d.name in ("int32", "int64", "float32", "float64")])


@_few
@given(data=st.data(), offset=st.integers(-3, 3))
def test_diagflat(data, offset):
    d = np_dtype(data.draw(_int_or_float))
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=3),
                             elements=st.integers(-9, 9)))
    _close(ivy.diagflat(to_ivy(x), offset=offset), np.diagflat(x, k=offset), f"diagflat k={offset}")
    n = x.size
    rows, cols = n + max(-offset, 0) + 1, n + max(offset, 0) + 2  # TF's matrix_diag with a padding value
    exp = np.full((rows, cols), 7, d)
    for i, v in enumerate(x.reshape(-1)):
        exp[i + max(-offset, 0), i + max(offset, 0)] = v
    _close(ivy.diagflat(to_ivy(x), offset=offset, padding_value=7, num_rows=rows, num_cols=cols), exp,
           "diagflat num_rows/num_cols")


def test_diagflat_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.diagflat(ivy.ones(3), num_rows=2, num_cols=2)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.diagflat(ivy.ones(3), align="UP")


@st.composite
def _mats(draw, n, same_cols=False):
    d = np_dtype(draw(_dtypes(complex_too=False)))
    el = st.integers(-4, 4).map(float)
    k = draw(st.integers(1, 3))
    return [draw(hnp.arrays(d, (draw(st.integers(1, 3)), k if same_cols else draw(st.integers(1, 3))), elements=el))
            for _ in range(n)]


@_few
@given(data=st.data(), n=st.integers(1, 3), reverse=st.booleans())
def test_kronecker(data, n, reverse):
    mats = data.draw(_mats(n))
    skip = data.draw(st.sampled_from([None] + list(range(n)) if n > 1 else [None]))
    use = [m for i, m in enumerate(mats) if i != skip]
    use = use[::-1] if reverse else use
    exp = use[0]
    for m in use[1:]:
        exp = np.kron(exp, m)
    _close(ivy.kronecker([to_ivy(m) for m in mats], skip_matrix=skip, reverse=reverse), exp, "kronecker")


@_few
@given(data=st.data(), n=st.integers(1, 3))
def test_khatri_rao(data, n):
    mats = data.draw(_mats(n, same_cols=True))
    k = mats[0].shape[1]
    skip = data.draw(st.sampled_from([None] + list(range(n)) if n > 1 else [None]))
    use = [m for i, m in enumerate(mats) if i != skip]
    w = data.draw(st.one_of(st.none(), hnp.arrays(mats[0].dtype, (k,), elements=st.integers(-2, 2).map(float))))
    rows = int(np.prod([m.shape[0] for m in use]))
    mask = data.draw(st.one_of(st.none(), hnp.arrays(mats[0].dtype, (rows,), elements=st.sampled_from([0.0, 1.0]))))
    exp = np.zeros((rows, k), mats[0].dtype)
    for r in range(k):  # column r: the Kronecker product of the matrices' columns r
        col = use[0][:, r] * (1 if w is None else w[r])
        for m in use[1:]:
            col = np.kron(col, m[:, r])
        exp[:, r] = col
    if mask is not None:
        exp = exp * mask[:, None]
    got = ivy.khatri_rao([to_ivy(m) for m in mats], weights=None if w is None else to_ivy(w), skip_matrix=skip,
                         mask=None if mask is None else to_ivy(mask))
    _close(got, exp, "khatri_rao")
    with pytest.raises(ivy.ShapeError):
        ivy.khatri_rao([ivy.ones((2, 2)), ivy.ones((2, 3))])


def _getrf(a):
    """LAPACK's getrf from its definition, one matrix: partial pivoting on the first entry of
    largest magnitude (|re| + |im| for complex); 1-based pivots."""
    a = a.astype(a.dtype, copy=True)
    n = a.shape[0]
    piv = np.zeros(n, np.int32)
    for k in range(n):
        mag = np.abs(a[k:, k].real) + np.abs(a[k:, k].imag) if a.dtype.kind == "c" else np.abs(a[k:, k])
        p = k + int(np.argmax(mag))
        piv[k] = p + 1
        a[[k, p]] = a[[p, k]]
        a[k + 1:, k] /= a[k, k]
        a[k + 1:, k + 1:] -= np.outer(a[k + 1:, k], a[k, k + 1:])
    return a, piv


@_few
@given(a=matrices(well_conditioned=False), k=st.integers(1, 2))
def test_lu_factor_and_solve(a, k):
    # anti-diagonally dominant (invertible), so that the pivoting swaps rows
    a = (a + (a.shape[-1] + 1) * np.eye(a.shape[-1])[::-1]).astype(a.dtype)  # large entries off the diagonal: pivots
    flat = a.reshape((-1,) + a.shape[-2:])
    refs = [_getrf(m.astype(np.complex128 if a.dtype.kind == "c" else np.float64)) for m in flat]
    lu_exp = np.stack([r[0] for r in refs]).reshape(a.shape).astype(a.dtype)
    piv_exp = np.stack([r[1] for r in refs]).reshape(a.shape[:-1])
    lu, piv = ivy.lu_factor(to_ivy(a))
    _close(lu, lu_exp, "lu_factor LU")
    _close(piv, piv_exp, "lu_factor pivots")
    b = (np.arange(a.shape[-1] * k).reshape(a.shape[-1], k) - 1.0).astype(a.dtype)
    _close(ivy.lu_solve(lu, piv, to_ivy(b)), np.linalg.solve(a, np.broadcast_to(b, a.shape[:-1] + (k,))), "lu_solve")


def test_lu_factor_without_pivoting():
    a = np.asarray([[2.0, 1.0, 1.0], [4.0, 3.0, 3.0], [8.0, 7.0, 9.0]])
    lu, piv = ivy.lu_factor(to_ivy(a), pivot=False)
    exp = np.asarray([[2.0, 1.0, 1.0], [2.0, 1.0, 1.0], [4.0, 3.0, 2.0]])  # L = [[1],[2,1],[4,3,1]], U = triu
    _close(lu, exp.astype(a.dtype), "lu_factor pivot=False")
    _close(piv, np.asarray([1, 2, 3], np.int32), "pivots")
    np.testing.assert_allclose(to_numpy(ivy.lu_solve(lu, piv, ivy.asarray(a @ np.ones((3, 1))))), np.ones((3, 1)),
                               rtol=1e-6)
    lu_i, piv_i = ivy.lu_factor(ivy.asarray([[1, 2], [3, 4]]))  # integers factor in float32
    _close(lu_i, np.asarray([[3.0, 4.0], [1 / 3, 2 / 3]], np.float32), "lu_factor of integers")
    _close(ivy.lu_solve(lu_i, piv_i, ivy.asarray([[5], [11]])), np.asarray([[1.0], [2.0]], np.float32), "lu_solve")
    with pytest.raises(ivy.ShapeError):
        ivy.lu_factor(ivy.ones((2, 3)))


@_few
@given(data=st.data())
def test_tensorsolve(data):
    d = np_dtype(data.draw(_dtypes(complex_too=False)))
    out = data.draw(st.sampled_from([(2, 3), (6,), (3, 2)]))
    lead = data.draw(st.sampled_from([(6,), (2, 3), (3, 2)]))
    m = data.draw(hnp.arrays(np.float64, (6, 6), elements=st.floats(-1, 1, width=32, allow_subnormal=False)))
    m = (m + 7 * np.eye(6)).astype(d)
    a = m.reshape(lead + out)
    b = data.draw(hnp.arrays(d, lead, elements=st.integers(-3, 3).map(float)))
    _close(ivy.tensorsolve(to_ivy(a), to_ivy(b)), np.linalg.tensorsolve(a, b), "tensorsolve")
    axes = data.draw(st.sampled_from([None, (0,), (1, 0)]))
    if axes is not None:  # axes of a moved to the end first: undo that on a transposed a
        nd = a.ndim
        ax = [x % nd for x in axes]
        rest = [i for i in range(nd) if i not in ax]
        inv = np.argsort(rest + ax)
        at = np.transpose(a, inv)
        _close(ivy.tensorsolve(to_ivy(at), to_ivy(b), axes=axes), np.linalg.tensorsolve(at, b, axes=axes),
               f"tensorsolve axes={axes}")


def _flip_ref(u, v, u_based):
    u, v = u.copy(), v.copy()
    if u_based:
        for j in range(u.shape[1]):
            s = np.sign(u[np.argmax(np.abs(u[:, j])), j]) or 1
            u[:, j] *= s
            v[j] *= s
    else:
        for i in range(v.shape[0]):
            s = np.sign(v[i, np.argmax(np.abs(v[i]))]) or 1
            v[i] *= s
            u[:, i] *= s
    return u, v


@_few
@given(data=st.data(), u_based=st.booleans())
def test_svd_flip_and_truncated_svd(data, u_based):
    d = np_dtype(data.draw(_dtypes(complex_too=False)))
    m, n = data.draw(st.integers(1, 4)), data.draw(st.integers(1, 4))
    a = data.draw(hnp.arrays(d, (m, n), elements=st.integers(-5, 5).map(float)))
    u, s, vh = np.linalg.svd(a, full_matrices=False)
    fu, fv = ivy.svd_flip(to_ivy(u), to_ivy(vh), u_based)
    eu, ev = _flip_ref(u, vh, u_based)
    _close(fu, eu, "svd_flip U")
    _close(fv, ev, "svd_flip V")
    r = data.draw(st.integers(1, min(m, n)))
    _close(ivy.truncated_svd(to_ivy(a), compute_uv=False, n_eigenvecs=r), s[:r], "truncated_svd S")
    tu, ts, tv = (to_numpy(t) for t in ivy.truncated_svd(to_ivy(a), n_eigenvecs=r))
    assert tu.shape == (m, r) and ts.shape == (r,) and tv.shape == (r, n)
    tol = 1e-3 if d == np.float32 else 1e-9
    np.testing.assert_allclose(tu.T @ a, ts[:, None] * tv, atol=tol * 10 * (1 + s[0]))  # singular triplets
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.truncated_svd(to_ivy(a), n_eigenvecs=min(m, n) + 1)


@_few
@given(data=st.data(), transpose=st.booleans())
def test_mode_dot_and_multi_mode_dot(data, transpose):
    d = np_dtype(data.draw(_dtypes(complex_too=False)))
    el = st.integers(-3, 3).map(float)
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=3))
    x = data.draw(hnp.arrays(d, shape, elements=el))
    mode = data.draw(st.integers(0, len(shape) - 1))
    j = data.draw(st.integers(1, 3))
    mat = data.draw(hnp.arrays(d, (shape[mode], j) if transpose else (j, shape[mode]), elements=el))
    m_eff = mat.T if transpose else mat
    exp = np.moveaxis(np.tensordot(m_eff, x, axes=(1, mode)), 0, mode)
    _close(ivy.mode_dot(to_ivy(x), to_ivy(mat), mode, transpose), exp, "mode_dot matrix")
    vec = data.draw(hnp.arrays(d, (shape[mode],), elements=el))
    _close(ivy.mode_dot(to_ivy(x), to_ivy(vec), mode), np.tensordot(x, vec, axes=(mode, 0)), "mode_dot vector")
    # multi_mode_dot: a matrix or vector per chosen mode, applied in increasing mode order
    modes = data.draw(st.lists(st.integers(0, len(shape) - 1), min_size=1, max_size=len(shape), unique=True))
    ops = [data.draw(hnp.arrays(d, (2, shape[m]), elements=el)) if data.draw(st.booleans())
           else data.draw(hnp.arrays(d, (shape[m],), elements=el)) for m in modes]
    skip = data.draw(st.one_of(st.none(), st.integers(0, len(modes) - 1)))  # the skip-th in mode order
    exp = x
    gone = 0
    for i, (mm, op) in enumerate(sorted(zip(modes, ops), key=lambda t: t[0])):
        if i == skip:
            continue
        if op.ndim == 2:
            exp = np.moveaxis(np.tensordot(op, exp, axes=(1, mm - gone)), 0, mm - gone)
        else:
            exp = np.tensordot(exp, op, axes=(mm - gone, 0))
            gone += 1
    _close(ivy.multi_mode_dot(to_ivy(x), [to_ivy(o) for o in ops], modes, skip), np.asarray(exp), "multi_mode_dot")


@_few
@given(data=st.data())
def test_general_inner_product_and_higher_order_moment(data):
    d = np_dtype(data.draw(_dtypes(complex_too=False)))
    el = st.integers(-3, 3).map(float)
    sa = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=3))
    n = data.draw(st.integers(0, len(sa)))
    sb = sa[len(sa) - n:] + data.draw(hnp.array_shapes(min_dims=0, max_dims=2, min_side=1, max_side=3))
    a, b = data.draw(hnp.arrays(d, sa, elements=el)), data.draw(hnp.arrays(d, sb, elements=el))
    _close(ivy.general_inner_product(to_ivy(a), to_ivy(b), n), np.tensordot(a, b, axes=n), "inner n_modes")
    b2 = data.draw(hnp.arrays(d, sa, elements=el))
    _close(ivy.general_inner_product(to_ivy(a), to_ivy(b2)), np.asarray(np.sum(a * b2)), "inner all")
    x = data.draw(hnp.arrays(d, (data.draw(st.integers(1, 4)), data.draw(st.integers(1, 3))), elements=el))
    order = data.draw(st.integers(1, 3))
    letters = "abc"[:order]
    exp = np.einsum(",".join("s" + c for c in letters) + "->" + letters, *([x] * order)) / x.shape[0]
    _close(ivy.higher_order_moment(to_ivy(x), order), exp.astype(d), f"higher_order_moment {order}")


@_few
@given(data=st.data(), select=st.sampled_from(["a", "v", "i"]))
def test_eigh_tridiagonal(data, select):
    d = np_dtype(data.draw(_dtypes(complex_too=False)))
    n = data.draw(st.integers(1, 5))
    el = st.floats(-2, 2, width=32, allow_subnormal=False)
    alpha = data.draw(hnp.arrays(d, (n,), elements=el))
    beta = data.draw(hnp.arrays(d, (n - 1,), elements=st.floats(0.25, 2, width=32)))  # unreduced: distinct values
    t = np.diag(alpha.astype(np.float64)) + np.diag(beta.astype(np.float64), 1) + np.diag(beta.astype(np.float64), -1)
    w = np.linalg.eigvalsh(t)
    rng, keep = None, np.arange(n)
    if select == "i":
        lo = data.draw(st.integers(0, n - 1))
        rng = [lo, data.draw(st.integers(lo, n - 1))]
        keep = np.arange(rng[0], rng[1] + 1)
    elif select == "v":
        rng = [-1.0, 1.5]
        keep = np.nonzero((w > -1.0) & (w <= 1.5))[0]
        if np.any(np.abs(np.abs(w - 0.25) - 1.25) < 1e-3):  # a value at a bound: float32 may fall either side
            return
    vals = ivy.eigh_tridiagonal(to_ivy(alpha), to_ivy(beta), select=select, select_range=rng)
    _close(vals, w[keep].astype(d), f"eigh_tridiagonal select={select}")
    vals, vecs = (to_numpy(r) for r in ivy.eigh_tridiagonal(to_ivy(alpha), to_ivy(beta), eigvals_only=False,
                                                             select=select, select_range=rng))
    assert vecs.shape == (n, len(keep))
    tol = 1e-3 if d == np.float32 else 1e-9
    np.testing.assert_allclose(t @ vecs, vecs * vals, atol=tol * 10)  # T v = lambda v
    np.testing.assert_allclose(vecs.T @ vecs, np.eye(len(keep)), atol=tol * 10)

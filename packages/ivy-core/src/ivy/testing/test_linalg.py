"""``ivy.linalg`` against array-api-strict.

Inputs are stacks of small matrices (batch shapes include size 0). Matrices
that must be invertible are strictly diagonally dominant, so every backend
agrees to a tolerance fitted to the dtype. Factorizations that are unique only
up to signs or phases (eig, eigh, qr, svd) are checked by reconstruction and
orthonormality; their unique parts (eigenvalues, singular values) against the
reference.
"""

from __future__ import annotations

import math

import array_api_strict as xp
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import (
    assert_same,
    dtype_name,
    expect_unsupported,
    expected_accumulation,
    lacking,
    np_dtype,
    supported_dtypes,
    to_ivy,
    to_native,
    to_numpy,
    to_strict,
)

FLOATING = ("real floating", "complex floating")

# ------------------------------------------------------------------ strategies


def _tol(dtype_name):
    """Base relative tolerance for linalg results of a dtype (single vs double precision)."""
    return 2e-3 if dtype_name in ("float32", "complex64", "float16") else 1e-9


def _scale(*arrays):
    """Magnitude used to scale absolute tolerances."""
    m = 1.0
    for a in arrays:
        a = np.asarray(a)
        if a.size:
            m = max(m, float(np.max(np.abs(a.astype(np.complex128)))))
    return m


def close(result, expected, scale=1.0, *, check_dtype=True, msg=""):
    t = _tol(np.asarray(to_numpy(expected)).dtype.name)
    assert_same(result, expected, rtol=t, atol=t * scale, check_dtype=check_dtype, msg=msg)


batch_shapes = hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=3)


def _floats(dt, shape, bound):
    """A NumPy array of dtype ``dt`` (real or complex) with entries bounded by ``bound``."""
    nd = np_dtype(dt)
    real = np.dtype("float32") if nd.kind == "c" and nd.itemsize == 8 else (
        np.dtype("float64") if nd.kind == "c" else nd)
    # a grid of 2049 values: no badly scaled entries, which would test LAPACK rather than ivy
    el = st.integers(-1024, 1024).map(lambda i: i * (bound / 1024))
    re = hnp.arrays(real, shape, elements=el)
    if nd.kind != "c":
        return re
    return st.tuples(re, hnp.arrays(real, shape, elements=el)).map(lambda p: np.asarray(p[0] + 1j * p[1]).astype(nd))


@st.composite
def general(draw, *, dtype=None, kind=FLOATING, square=False, min_n=0, max_n=4, bound=10.0, batch=True):
    """Stacks of matrices with bounded entries (batch, M, N)."""
    d = dtype if dtype is not None else draw(sti.dtypes(kind))
    b = draw(batch_shapes) if batch else ()
    m = draw(st.integers(min_n, max_n))
    n = m if square else draw(st.integers(min_n, max_n))
    return draw(_floats(d, b + (m, n), bound))


@st.composite
def dominant(draw, *, dtype=None, min_n=0, max_n=4, batch=True):
    """Strictly diagonally dominant (so invertible, well-conditioned) square stacks."""
    x = draw(general(dtype=dtype, square=True, min_n=min_n, max_n=max_n, bound=1.0, batch=batch))
    n = x.shape[-1]
    sign = draw(st.sampled_from([1.0, -1.0]))
    return (x + sign * (n + 0.5) * np.eye(n, dtype=x.dtype)).astype(x.dtype)


@st.composite
def hermitian(draw, *, dtype=None, positive=False, min_n=0, max_n=4):
    """Exactly symmetric/Hermitian stacks; positive definite with ``positive``."""
    x = draw(general(dtype=dtype, square=True, min_n=min_n, max_n=max_n, bound=1.0 if positive else 10.0))
    wide = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    if positive:
        n = x.shape[-1]
        h = wide @ np.conj(np.swapaxes(wide, -1, -2)) + n * np.eye(n)
    else:
        h = wide
    h = (h + np.conj(np.swapaxes(h, -1, -2))) / 2
    return h.astype(x.dtype)


def _ct(a):
    return np.conj(np.swapaxes(a, -1, -2))


def _eye_like(n, dt):
    return np.eye(n, dtype=np.complex128 if np.dtype(dt).kind == "c" else np.float64)


def _rows(a):
    """The last axis's vectors of ``a`` as rows of a 2-D array."""
    return a.reshape(int(np.prod(a.shape[:-1])), a.shape[-1])


def _match_multisets(got, want, tol):
    """Greedily pair each expected value with the nearest unpaired result; all pairs within ``tol``."""
    got = list(got)
    for w in want:
        j = int(np.argmin([abs(g - w) for g in got]))
        assert abs(got[j] - w) <= tol, f"eigenvalue {w} has no match in {got} (tol {tol})"
        got.pop(j)


# ---------------------------------------------------------------- factorizations


@given(hermitian(positive=True), st.booleans())
def test_cholesky(x, upper):
    r = ivy.linalg.cholesky(to_ivy(x), upper=upper)
    close(r, xp.linalg.cholesky(to_strict(x), upper=upper), _scale(x))


@given(general(square=True, max_n=4, bound=5.0))
def test_eig(x):
    if lacking(ev_name(x)):  # the eigenvalues of a real matrix are complex
        with expect_unsupported(ev_name(x)):
            ivy.linalg.eig(to_ivy(x))
        return
    r = ivy.linalg.eig(to_ivy(x))
    w, v = r
    assert isinstance(r, ivy.linalg.EigResult) and r._fields == ("eigenvalues", "eigenvectors")
    ew, _ = xp.linalg.eig(to_strict(x))
    assert w.dtype.name == ev_name(x) == v.dtype.name
    assert w.shape == x.shape[:-1] and v.shape == x.shape
    wn, vn = to_numpy(w).astype(np.complex128), to_numpy(v).astype(np.complex128)
    t = 50 * _tol(x.dtype.name) * _scale(x) * max(1, x.shape[-1])
    # A V = V diag(w), columns of unit norm
    resid = x.astype(np.complex128) @ vn - vn * wn[..., None, :]
    assert np.all(np.abs(resid) <= t)
    if x.size:
        np.testing.assert_allclose(np.linalg.norm(vn, axis=-2), 1.0, atol=1e-2)
    for got, want in zip(_rows(wn), _rows(to_numpy(ew))):
        _match_multisets(got, want, np.sqrt(t))


def ev_name(x):
    return "complex128" if x.dtype in (np.float64, np.complex128) else "complex64"


@given(general(square=True, max_n=4, bound=5.0))
def test_eigvals(x):
    if lacking(ev_name(x)):  # the eigenvalues of a real matrix are complex
        with expect_unsupported(ev_name(x)):
            ivy.linalg.eigvals(to_ivy(x))
        return
    w = ivy.linalg.eigvals(to_ivy(x))
    ew = to_numpy(xp.linalg.eigvals(to_strict(x)))
    assert w.dtype.name == ev_name(x)
    assert w.shape == x.shape[:-1]
    t = np.sqrt(50 * _tol(x.dtype.name) * _scale(x) * max(1, x.shape[-1]))
    for got, want in zip(_rows(to_numpy(w)), _rows(ew)):
        _match_multisets(got, want, t)


@given(hermitian())
def test_eigh(x):
    r = ivy.linalg.eigh(to_ivy(x))
    assert isinstance(r, ivy.linalg.EighResult) and r._fields == ("eigenvalues", "eigenvectors")
    w, v = r
    ew = xp.linalg.eigvalsh(to_strict(x))
    s = _scale(x) * max(1, x.shape[-1])
    close(xp.sort(xp.asarray(to_numpy(w)), axis=-1), xp.sort(ew, axis=-1), s)
    assert v.dtype.name == x.dtype.name and v.shape == x.shape
    wn, vn = to_numpy(w).astype(np.float64), to_numpy(v).astype(np.complex128)
    t = 10 * _tol(x.dtype.name)
    np.testing.assert_allclose(vn @ (wn[..., :, None] * _ct(vn)), x, atol=t * s)
    np.testing.assert_allclose(_ct(vn) @ vn, np.broadcast_to(_eye_like(x.shape[-1], x.dtype), x.shape), atol=t * 10)


@given(hermitian())
def test_eigvalsh(x):
    w = ivy.linalg.eigvalsh(to_ivy(x))
    ew = xp.linalg.eigvalsh(to_strict(x))
    close(xp.sort(xp.asarray(to_numpy(w)), axis=-1), xp.sort(ew, axis=-1), _scale(x) * max(1, x.shape[-1]))
    assert w.dtype.name == dtype_name(ew)


@given(general(bound=5.0), st.sampled_from(["reduced", "complete"]))
def test_qr(x, mode):
    r = ivy.linalg.qr(to_ivy(x), mode=mode)
    assert isinstance(r, ivy.linalg.QRResult) and r._fields == ("Q", "R")
    q, rr = r
    eq, er = xp.linalg.qr(to_strict(x), mode=mode)
    assert q.shape == eq.shape and rr.shape == er.shape
    assert q.dtype.name == x.dtype.name == rr.dtype.name
    qn, rn = to_numpy(q).astype(np.complex128), to_numpy(rr).astype(np.complex128)
    t = 10 * _tol(x.dtype.name)
    np.testing.assert_allclose(qn @ rn, x, atol=t * _scale(x) * max(1, x.shape[-1]))
    k = qn.shape[-1]
    np.testing.assert_allclose(_ct(qn) @ qn, np.broadcast_to(np.eye(k), qn.shape[:-2] + (k, k)), atol=t)
    assert np.all(np.tril(rn, -1) == 0)


@pytest.mark.parametrize("magnitude", [1e19, 1e-25])
def test_qr_extreme_magnitudes(magnitude):
    """QR of matrices whose squared entries leave the dtype's range (LAPACK scales; so must we)."""
    base = np.arange(1.0, 10.0).reshape(3, 3) + 1j * np.eye(3)
    for d in supported_dtypes("real floating") + supported_dtypes("complex floating"):
        if np.finfo(np_dtype(d)).max < 1e30:  # float16: the magnitudes do not fit at all
            continue
        x = ((base if ivy.isdtype(d, "complex floating") else base.real) * magnitude).astype(np_dtype(d))
        for mode in ("reduced", "complete"):
            q, r = (to_numpy(a).astype(np.complex128) for a in ivy.linalg.qr(to_ivy(x), mode=mode))
            np.testing.assert_allclose(q @ r, x, rtol=0, atol=1e-4 * magnitude, err_msg=f"{d} {mode}")
            np.testing.assert_allclose(_ct(q) @ q, np.eye(q.shape[-1]), atol=1e-4, err_msg=f"{d} {mode}")


@given(general(bound=5.0), st.booleans())
def test_svd(x, full_matrices):
    r = ivy.linalg.svd(to_ivy(x), full_matrices=full_matrices)
    assert isinstance(r, ivy.linalg.SVDResult) and r._fields == ("U", "S", "Vh")
    u, s, vh = r
    eu, es, evh = xp.linalg.svd(to_strict(x), full_matrices=full_matrices)
    assert u.shape == eu.shape and vh.shape == evh.shape
    assert u.dtype.name == x.dtype.name == vh.dtype.name
    sc = _scale(x) * max(1, x.shape[-1])
    close(s, es, sc)
    un, sn, vn = (to_numpy(a).astype(np.complex128) for a in (u, s, vh))
    k = sn.shape[-1]
    t = 10 * _tol(x.dtype.name)
    np.testing.assert_allclose((un[..., :, :k] * sn[..., None, :]) @ vn[..., :k, :], x, atol=t * sc)
    for a, side in ((un, -1), (vn, -2)):
        g = _ct(a) @ a if side == -1 else a @ _ct(a)
        m = g.shape[-1]
        np.testing.assert_allclose(g, np.broadcast_to(np.eye(m), g.shape), atol=t)


@given(general(bound=5.0))
def test_svdvals(x):
    close(ivy.linalg.svdvals(to_ivy(x)), xp.linalg.svdvals(to_strict(x)), _scale(x) * max(1, x.shape[-1]))


# ----------------------------------------------------------- square-matrix maps


@given(dominant())
def test_det(x):
    s = _scale(x) ** x.shape[-1] * 4 ** x.shape[-1]
    close(ivy.linalg.det(to_ivy(x)), xp.linalg.det(to_strict(x)), s)


@given(dominant())
def test_slogdet(x):
    r = ivy.linalg.slogdet(to_ivy(x))
    assert isinstance(r, ivy.linalg.SlogdetResult) and r._fields == ("sign", "logabsdet")
    e = xp.linalg.slogdet(to_strict(x))
    close(r.sign, e.sign)
    close(r.logabsdet, e.logabsdet, 1.0 + x.shape[-1])


@given(dominant())
def test_inv(x):
    close(ivy.linalg.inv(to_ivy(x)), xp.linalg.inv(to_strict(x)))


@given(dominant(), st.integers(-3, 3))
def test_matrix_power(x, n):
    s = (2 * _scale(x) * max(1, x.shape[-1])) ** abs(n)
    close(ivy.linalg.matrix_power(to_ivy(x), n), xp.linalg.matrix_power(to_strict(x), n), s)


@st.composite
def solve_args(draw):
    x1 = draw(dominant())
    n = x1.shape[-1]
    if n > 0 and draw(st.booleans()):
        shape2 = (n,)  # a vector: only when exactly 1-D
    else:
        b1 = x1.shape[:-2]
        b2 = draw(hnp.broadcastable_shapes(b1, min_dims=0, max_dims=3, min_side=0, max_side=3)) if b1 else ()
        shape2 = b2 + (n, draw(st.integers(0, 3)))
    d2 = draw(st.sampled_from([x1.dtype.name] + [d.name for d in supported_dtypes(FLOATING)]))
    x2 = draw(_floats(ivy.dtype_from_name(d2), shape2, 10.0))
    return x1, x2


@given(solve_args())
def test_solve(args):
    x1, x2 = args
    e = xp.linalg.solve(to_strict(x1), to_strict(x2))
    close(ivy.linalg.solve(to_ivy(x1), to_ivy(x2)), e, _scale(x2))


# --------------------------------------------------------------- rank and norms


@st.composite
def low_rank(draw):
    """A x = B @ C stack of exact rank r (B, C leading blocks of diagonally dominant matrices)."""
    d = draw(sti.dtypes(FLOATING))
    m, n = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    r = draw(st.integers(0, min(m, n)))
    b = draw(dominant(dtype=d, min_n=max(m, r), max_n=max(m, r), batch=False))[:m, :r]
    c = draw(dominant(dtype=d, min_n=max(n, r), max_n=max(n, r), batch=False))[:r, :n]
    batch = draw(st.sampled_from([(), (2,), (0,)]))
    wide = np.complex128 if b.dtype.kind == "c" else np.float64
    x = np.broadcast_to((b.astype(wide) @ c).astype(np_dtype(d)), batch + (m, n)).copy()
    return x


@given(low_rank(), st.sampled_from([None, 1e-2, "array"]))
def test_matrix_rank(x, rtol):
    if rtol == "array":
        rt = np.full(x.shape[:-2], 1e-2, dtype=np.float64)
        r = ivy.linalg.matrix_rank(to_ivy(x), rtol=to_ivy(rt))
        e = xp.linalg.matrix_rank(to_strict(x), rtol=to_strict(rt))
    else:
        r, e = ivy.linalg.matrix_rank(to_ivy(x), rtol=rtol), xp.linalg.matrix_rank(to_strict(x), rtol=rtol)
    assert_same(r, e)
    assert r.dtype == ivy.int64


@st.composite
def full_rank(draw):
    """Full-rank, well-conditioned (M, N) stacks: leading blocks of diagonally dominant matrices."""
    d = draw(sti.dtypes(FLOATING))
    m, n = draw(st.integers(0, 4)), draw(st.integers(0, 4))
    k = max(m, n)
    x = draw(dominant(dtype=d, min_n=k, max_n=k))
    return np.ascontiguousarray(x[..., :m, :n])


@given(full_rank(), st.sampled_from([None, 1e-3]))
def test_pinv(x, rtol):
    close(ivy.linalg.pinv(to_ivy(x), rtol=rtol), xp.linalg.pinv(to_strict(x), rtol=rtol), 10.0)


@st.composite
def spread_diagonal(draw):
    """(M, N) stacks with a diagonal of spread magnitudes (their singular values, exactly), zeros elsewhere."""
    d = draw(sti.dtypes(FLOATING))
    m, n = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    k = min(m, n)
    mags = [0.0, 1e-9, 1e-4, 0.05, 0.5, 1.0, 3.0]
    batch = draw(st.sampled_from([(), (2,), (0,)]))
    x = np.zeros(batch + (m, n), dtype=np_dtype(d))
    for idx in np.ndindex(*batch):
        diag = draw(st.lists(st.sampled_from(mags), min_size=k, max_size=k))
        signs = draw(st.lists(st.sampled_from([1.0, -1.0]), min_size=k, max_size=k))
        for i in range(k):
            x[idx + (i, i)] = diag[i] * signs[i]
    return x


@given(spread_diagonal(), st.sampled_from([None, 1e-3, 0.2, "array"]))
def test_matrix_rank_tolerance(x, rtol):
    if rtol == "array":
        rt = np.linspace(0.01, 0.6, int(np.prod(x.shape[:-2]))).reshape(x.shape[:-2])
        r = ivy.linalg.matrix_rank(to_ivy(x), rtol=to_ivy(rt))
        e = xp.linalg.matrix_rank(to_strict(x), rtol=to_strict(rt))
    else:
        r, e = ivy.linalg.matrix_rank(to_ivy(x), rtol=rtol), xp.linalg.matrix_rank(to_strict(x), rtol=rtol)
    assert_same(r, e)


@given(spread_diagonal(), st.sampled_from([None, 1e-3, 0.2]))
def test_pinv_tolerance(x, rtol):
    """Singular values at most rtol * largest (default max(M, N) * eps) are dropped."""
    close(ivy.linalg.pinv(to_ivy(x), rtol=rtol), xp.linalg.pinv(to_strict(x), rtol=rtol), 1e4)


@st.composite
def matrix_norm_args(draw):
    ord_ = draw(st.sampled_from(["fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf]))
    # Only 'fro' and 'nuc' are defined on empty matrices by every library.
    lo = 0 if ord_ in ("fro", "nuc") else 1
    x = draw(general(min_n=lo, max_n=4, bound=100.0))
    return x, ord_, draw(st.booleans())


@given(matrix_norm_args())
def test_matrix_norm(args):
    x, ord_, keepdims = args
    r = ivy.linalg.matrix_norm(to_ivy(x), ord=ord_, keepdims=keepdims)
    e = xp.linalg.matrix_norm(to_strict(x), ord=ord_, keepdims=keepdims)
    close(r, e, _scale(x) * 4)


@st.composite
def vector_norm_args(draw):
    d = draw(sti.dtypes(FLOATING))
    shape = draw(sti.shapes(max_dims=3, max_side=4))
    x = draw(_floats(d, shape, 100.0))
    nd = len(shape)
    if nd == 0 or draw(st.booleans()):
        axis = None
    elif draw(st.booleans()):
        axis = draw(st.integers(-nd, nd - 1))
    else:
        axis = tuple(draw(st.lists(st.integers(0, nd - 1), min_size=1, max_size=nd, unique=True)))
        axis = tuple(a - nd if draw(st.booleans()) else a for a in axis)
    ord_ = draw(st.sampled_from([2, 1, 0, np.inf, -np.inf, -1, 3, 0.5, -2.5]))
    return x, axis, ord_, draw(st.booleans())


@given(vector_norm_args())
def test_vector_norm(args):
    x, axis, ord_, keepdims = args
    r = ivy.linalg.vector_norm(to_ivy(x), axis=axis, keepdims=keepdims, ord=ord_)
    axes = range(x.ndim) if axis is None else ((axis,) if isinstance(axis, int) else axis)
    n = int(np.prod([x.shape[a] for a in axes]))
    if n == 0:
        # ivy's definition over zero elements (NumPy and array-api-strict raise for -inf)
        want = np.inf if ord_ < 0 else 0.0
        rn = to_numpy(r)
        assert rn.dtype.name == np.abs(x).dtype.name
        assert np.all(rn == want)
        return
    with np.errstate(divide="ignore"):  # the reference warns on zeros with ord < 0
        e = xp.linalg.vector_norm(to_strict(x), axis=axis, keepdims=keepdims, ord=ord_)
    s = _scale(x) * max(1, n) ** 2
    close(r, e, s)


@pytest.mark.parametrize("ord_", [2, 1, 3, 0.5])
def test_norms_of_many_float32_values(ord_):
    """Norms over 2**20 float32 values, as a gradient-clipping norm of a large model takes them,
    within 4 ulp of the exact value (the sum computed in float64 with ``math.fsum``): torch's CPU
    kernel accumulated in float32 lanes, 172 ulp off for ord=2 (and 400 for ord=1, 1e-5
    relative); NumPy's, JAX's and TensorFlow's pairwise sums were within 0.2."""
    rng = np.random.default_rng(3)
    v = rng.standard_normal(2**20).astype(np.float32)
    ref = math.fsum(np.abs(v.astype(np.float64)) ** ord_) ** (1 / ord_)
    got = float(to_numpy(ivy.linalg.vector_norm(to_ivy(v), ord=ord_)))
    assert abs(got - ref) <= 4 * np.spacing(np.float32(ref)), (got, ref)
    rows = float(to_numpy(ivy.linalg.vector_norm(to_ivy(v.reshape(4, -1)), axis=1, ord=ord_))[2])
    ref_row = math.fsum(np.abs(v.reshape(4, -1)[2].astype(np.float64)) ** ord_) ** (1 / ord_)
    assert abs(rows - ref_row) <= 4 * np.spacing(np.float32(ref_row)), (rows, ref_row)
    if ord_ == 2:
        fro = float(to_numpy(ivy.linalg.matrix_norm(to_ivy(v.reshape(1024, 1024)))))
        assert abs(fro - ref) <= 4 * np.spacing(np.float32(ref)), (fro, ref)


@pytest.mark.parametrize("ord_", [2, 1, 0, np.inf, -np.inf, -1, 0.5])
@pytest.mark.parametrize("dt", ["float32", "float64", "complex64"])
def test_vector_norm_over_zero_elements(ord_, dt):
    """ivy's definition where NumPy raises: 0 for ord >= 0, inf for ord < 0, over zero elements."""
    want = np.inf if ord_ < 0 else 0.0
    if lacking(dt):
        with expect_unsupported(dt):
            to_ivy(np.zeros((2, 0, 3), dtype=dt))
        return
    x = to_ivy(np.zeros((2, 0, 3), dtype=dt))
    r = ivy.linalg.vector_norm(x, axis=1, ord=ord_)
    assert r.shape == (2, 3) and r.dtype.name == ("float32" if dt != "float64" else "float64")
    assert np.all(to_numpy(r) == want)
    r = ivy.linalg.vector_norm(to_ivy(np.zeros((0,), dtype=dt)), ord=ord_, keepdims=True)
    assert r.shape == (1,) and np.all(to_numpy(r) == want)


# --------------------------------------------------- products, diagonals, traces


@st.composite
def cross_args(draw):
    d = draw(sti.dtypes("numeric"))
    s1, s2 = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, max_side=3)).input_shapes
    k = draw(st.integers(1, min(len(s1), len(s2)) + 1))
    s1 = s1[:len(s1) + 1 - k] + (3,) + s1[len(s1) + 1 - k:]
    s2 = s2[:len(s2) + 1 - k] + (3,) + s2[len(s2) + 1 - k:]
    if d.kind == "c" or d.kind == "f":
        return draw(_floats(d, s1, 100.0)), draw(_floats(d, s2, 100.0)), -k
    el = sti.elements_for(d, min_value=0 if d.kind == "u" else -100, max_value=100)
    return draw(hnp.arrays(np_dtype(d), s1, elements=el)), draw(hnp.arrays(np_dtype(d), s2, elements=el)), -k


@given(cross_args())
def test_cross(args):
    x1, x2, axis = args
    r = ivy.linalg.cross(to_ivy(x1), to_ivy(x2), axis=axis)
    e = xp.linalg.cross(to_strict(x1), to_strict(x2), axis=axis)
    close(r, e, _scale(x1, x2) ** 2)
    # a non-negative axis counts in the broadcast shape
    pos = axis + max(x1.ndim, x2.ndim)
    close(ivy.linalg.cross(to_ivy(x1), to_ivy(x2), axis=pos), e, _scale(x1, x2) ** 2)


@given(general(min_n=0, max_n=4, bound=100.0).filter(lambda a: a.shape[-1] != 3))
def test_cross_needs_size_3(x):
    with pytest.raises(ivy.ShapeError, match="size 3"):
        ivy.linalg.cross(to_ivy(x), to_ivy(x))


def _numeric_1d(d):
    sizes = st.integers(0, 5)
    if d.kind in "fc":
        return sizes.flatmap(lambda n: _floats(d, (n,), 100.0))
    if d.kind == "b":
        return hnp.arrays(np.bool_, sizes)
    return hnp.arrays(np_dtype(d), sizes, elements=sti.elements_for(d, min_value=0 if d.kind == "u" else -10,
                                                                     max_value=10))


@given(sti.dtypes("numeric").flatmap(lambda d: st.tuples(_numeric_1d(d), _numeric_1d(d))))
def test_outer(pair):
    a, b = pair
    close(ivy.linalg.outer(to_ivy(a), to_ivy(b)), xp.linalg.outer(to_strict(a), to_strict(b)), _scale(a, b) ** 2)


@given(sti.arrays(shape=sti.shapes(min_dims=2, max_dims=4)), st.integers(-4, 4))
def test_diagonal(x, offset):
    assert_same(ivy.linalg.diagonal(to_ivy(x), offset=offset), xp.linalg.diagonal(to_strict(x), offset=offset))


def _trace_dtypes(d):
    """The dtype= choices the standard allows for ``d``: None or a dtype of the same kind, as wide or wider."""
    same = [e for e in supported_dtypes("numeric") if e.kind == d.kind and e.bits >= d.bits]
    return st.sampled_from([None] + same)


@st.composite
def trace_args(draw):
    d = draw(sti.dtypes("numeric"))
    shape = draw(sti.shapes(min_dims=2, max_dims=4))
    if d.kind in "fc":
        x = draw(_floats(d, shape, 100.0))
    else:
        x = draw(sti.arrays(dtype=d, shape=shape, min_value=0 if d.kind == "u" else -100, max_value=100))
    return x, draw(st.integers(-3, 3)), draw(_trace_dtypes(d))


@given(trace_args())
def test_trace(args):
    x, offset, dt = args
    r = ivy.linalg.trace(to_ivy(x), offset=offset, dtype=dt)
    e = xp.linalg.trace(to_strict(x), offset=offset, dtype=None if dt is None else getattr(xp, dt.name))
    close(r, expected_accumulation(x, e, dt), _scale(x) * 4)


# ----------------------------------------- the functions shared with the top level


@st.composite
def matmul_args(draw):
    d = draw(sti.dtypes(FLOATING))
    b1, b2 = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=2, max_side=3)).input_shapes
    m, k, n = (draw(st.integers(0, 4)) for _ in range(3))
    return draw(_floats(d, b1 + (m, k), 10.0)), draw(_floats(d, b2 + (k, n), 10.0))


@given(matmul_args())
def test_linalg_matmul(args):
    a, b = args
    close(ivy.linalg.matmul(to_ivy(a), to_ivy(b)), xp.linalg.matmul(to_strict(a), to_strict(b)),
          100 * max(1, a.shape[-1]))


@given(sti.arrays(shape=sti.shapes(min_dims=2, max_dims=4)))
def test_linalg_matrix_transpose(x):
    assert_same(ivy.linalg.matrix_transpose(to_ivy(x)), xp.linalg.matrix_transpose(to_strict(x)))


@st.composite
def tensordot_args(draw):
    d = draw(sti.dtypes(FLOATING))
    a_shape = draw(sti.shapes(min_dims=0, max_dims=3, max_side=3))
    k = draw(st.integers(0, len(a_shape)))
    rest = draw(sti.shapes(min_dims=0, max_dims=2, max_side=3))
    b_shape = a_shape[len(a_shape) - k:] + rest
    return draw(_floats(d, a_shape, 10.0)), draw(_floats(d, b_shape, 10.0)), k


@given(tensordot_args())
def test_linalg_tensordot(args):
    a, b, k = args
    close(ivy.linalg.tensordot(to_ivy(a), to_ivy(b), axes=k), xp.linalg.tensordot(to_strict(a), to_strict(b), axes=k),
          100 * max(1, a.size))


@given(sti.dtypes(FLOATING).flatmap(
    lambda d: hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=1, max_dims=3, max_side=3).flatmap(
        lambda s: st.tuples(_floats(d, s.input_shapes[0][:-1] + (3,), 10.0),
                            _floats(d, s.input_shapes[1][:-1] + (3,), 10.0))))
)
def test_linalg_vecdot(pair):
    a, b = pair
    close(ivy.linalg.vecdot(to_ivy(a), to_ivy(b)), xp.linalg.vecdot(to_strict(a), to_strict(b)), 300.0)


# ------------------------------------------------------- ivy's dtype choices


_FLOAT_FNS = {
    "det": lambda m, x: m.linalg.det(x),
    "inv": lambda m, x: m.linalg.inv(x),
    "slogdet": lambda m, x: tuple(m.linalg.slogdet(x)),
    "eigvalsh": lambda m, x: m.linalg.eigvalsh(x),
    "svdvals": lambda m, x: m.linalg.svdvals(x),
    "pinv": lambda m, x: m.linalg.pinv(x),
    "matrix_power": lambda m, x: m.linalg.matrix_power(x, -2),
    "matrix_norm": lambda m, x: m.linalg.matrix_norm(x, ord="nuc"),
    "vector_norm": lambda m, x: m.linalg.vector_norm(x, ord=3),
    "cholesky": lambda m, x: m.linalg.cholesky(x),
    "solve": lambda m, x: m.linalg.solve(x, x),
}


@st.composite
def int_spd(draw):
    """Integer (or bool) symmetric positive-definite stacks: diagonally dominant with a positive diagonal."""
    d = draw(sti.dtypes(("integral", "bool")))
    n = draw(st.integers(1, 3))
    b = draw(st.sampled_from([(), (2,), (0,)]))
    if d.kind == "b":
        return np.broadcast_to(np.eye(n, dtype=bool), b + (n, n)).copy()
    lo = 0 if d.kind == "u" else -1
    x = draw(hnp.arrays(np.int64, b + (n, n), elements=st.integers(lo, 1)))
    x = np.triu(x, 1)
    x = x + np.swapaxes(x, -1, -2) + n * np.eye(n, dtype=np.int64)
    return x.astype(np_dtype(d))


@given(int_spd(), st.sampled_from(sorted(_FLOAT_FNS)))
def test_integer_input_gives_default_float(x, name):
    fn = _FLOAT_FNS[name]
    r = fn(ivy, to_ivy(x))
    e = fn(xp, to_strict(x.astype(np.float32)))
    close(r, e, 100.0)  # dtype float32, ivy's default float


@given(int_spd())
def test_integer_input_eig_gives_complex64(x):
    if lacking(ivy.complex64):
        with expect_unsupported(ivy.complex64):
            ivy.linalg.eig(to_ivy(x))
        with expect_unsupported(ivy.complex64):
            ivy.linalg.eigvals(to_ivy(x))
    else:
        w, v = ivy.linalg.eig(to_ivy(x))
        assert w.dtype == ivy.complex64 == v.dtype
        assert ivy.linalg.eigvals(to_ivy(x)).dtype == ivy.complex64
    assert ivy.linalg.matrix_rank(to_ivy(x)).dtype == ivy.int64


_HALF = [d for d in supported_dtypes("real floating", standard=False) if d.name == "float16"]


@pytest.mark.skipif(not _HALF, reason="the backend under test holds no float16")
@given(st.sampled_from(sorted(_FLOAT_FNS)), int_spd())
def test_float16_computes_in_float32(name, x):
    fn = _FLOAT_FNS[name]
    x = x.astype(np.float16)
    r = fn(ivy, to_ivy(x))
    e = fn(xp, to_strict(x.astype(np.float32)))
    rs, es = (r, e) if isinstance(r, tuple) else ((r,), (e,))
    for a, b in zip(rs, es):
        assert a.dtype == ivy.float16
        np.testing.assert_allclose(to_numpy(a).astype(np.float64), to_numpy(b), rtol=2e-3, atol=2e-2)


def test_native_in_native_out():
    x = to_native(np.array([[2.0, 1.0], [1.0, 3.0]], dtype=np.float32))
    r = ivy.linalg.det(x)
    assert type(r) is type(x) and not isinstance(r, ivy.Array)
    assert abs(float(to_numpy(r)) - 5.0) < 1e-5
    w, v = ivy.linalg.eigh(x)
    assert type(w) is type(x) and type(v) is type(x)


def test_zero_d_results_are_arrays():
    x = to_ivy(np.array([[2.0, 0.0], [0.0, 3.0]], dtype=np.float64))
    for r in (ivy.linalg.det(x), ivy.linalg.trace(x), ivy.linalg.matrix_norm(x), ivy.linalg.vector_norm(x),
              ivy.linalg.matrix_rank(x), *ivy.linalg.slogdet(x)):
        assert isinstance(r, ivy.Array) and r.shape == ()


# ------------------------------------------------------------------------ errors


@pytest.mark.parametrize("name", ["det", "inv", "cholesky", "eigh", "eigvalsh", "eig", "eigvals", "slogdet"])
def test_non_square_raises_shape_error(name):
    x = to_ivy(np.ones((2, 3), dtype=np.float32))
    with pytest.raises(ivy.ShapeError, match="square"):
        getattr(ivy.linalg, name)(x)
    with pytest.raises(ivy.ShapeError):
        getattr(ivy.linalg, name)(to_ivy(np.ones((3,), dtype=np.float32)))


def test_matrix_power_non_square():
    with pytest.raises(ivy.ShapeError, match="square"):
        ivy.linalg.matrix_power(to_ivy(np.ones((2, 3), dtype=np.float32)), 2)


def test_bad_arguments():
    m = to_ivy(np.eye(3, dtype=np.float32))
    with pytest.raises(ivy.InvalidArgumentError, match="mode"):
        ivy.linalg.qr(m, mode="raw")
    with pytest.raises(ivy.InvalidArgumentError, match="ord"):
        ivy.linalg.matrix_norm(m, ord=3)
    with pytest.raises(ivy.UnsupportedDtypeError, match="numeric"):
        ivy.linalg.cross(to_ivy(np.ones(3, dtype=bool)), to_ivy(np.ones(3, dtype=bool)))
    with pytest.raises(ivy.ShapeError, match="1-D"):
        ivy.linalg.outer(m, m)
    with pytest.raises(ivy.ShapeError):
        ivy.linalg.solve(m, to_ivy(np.ones((2,), dtype=np.float32)))
    for name in ("matrix_rank", "pinv", "svd", "svdvals", "qr", "matrix_norm", "trace", "diagonal"):
        with pytest.raises(ivy.ShapeError):
            getattr(ivy.linalg, name)(to_ivy(np.ones((3,), dtype=np.float32)))


@pytest.mark.parametrize("keepdims", [False, True])
@pytest.mark.parametrize("shape", [(0, 3), (3, 0), (2, 0, 0)], ids=str)
@pytest.mark.parametrize("ord", ["fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf], ids=str)
def test_matrix_norm_of_matrices_with_no_elements(ord, shape, keepdims):
    """A norm that is the largest of no values (the singular values, column or row sums) is 0,
    as NumPy 2 gives (TensorFlow gave -inf; NumPy 1.x raised); the smallest of none is inf, as
    ``vector_norm`` gives for a negative ``ord`` over nothing (NumPy, torch and JAX raised); a
    sum of none is 0. Every other norm of these matrices is 0: all their sums are empty."""
    m, n = shape[-2:]
    none_to_take = {2: min(m, n) == 0, 1: n == 0, np.inf: m == 0}.get(abs(ord) if ord not in ("fro", "nuc") else 0)
    value = np.inf if none_to_take and ord < 0 else 0.0
    expected = np.full(shape[:-2] + ((1, 1) if keepdims else ()), value, dtype=np.float32)
    x = to_ivy(np.zeros(shape, dtype=np.float32))
    assert_same(ivy.linalg.matrix_norm(x, ord=ord, keepdims=keepdims), expected, msg=f"ord={ord}")


@pytest.mark.parametrize("s1, s2, axis, error", [
    ((3,), (3,), 1, ivy.AxisError),  # NumPy, torch and TensorFlow computed with axis 0
    ((3,), (3,), -2, ivy.AxisError),
    ((), (3,), -1, ivy.AxisError),
    ((2, 3), (3,), 0, ivy.ShapeError),  # size 2 along axis 0
    ((3, 2), (2,), 0, ivy.ShapeError),  # x2 lacks axis 0 of the broadcast shape
    ((3, 1), (3, 1), 1, ivy.ShapeError),
], ids=str)
def test_cross_axis_errors(s1, s2, axis, error):
    """``linalg.cross``'s axis counts in the broadcast shape: outside [-N, N) it is AxisError;
    an array without 3 elements along it (or without the axis) is ShapeError."""
    d = supported_dtypes("real floating")[0]
    a, b = (to_ivy(np.ones(s, dtype=np.dtype(d.name))) for s in (s1, s2))
    with pytest.raises(error):
        ivy.linalg.cross(a, b, axis=axis)


def test_cross_nonnegative_axis_counts_in_the_broadcast_shape():
    a = np.arange(6.0, dtype=np.float32).reshape(2, 3)
    b = np.asarray([1.0, -2.0, 0.5], dtype=np.float32)
    expected = np.cross(a, b, axis=-1)
    assert_same(ivy.linalg.cross(to_ivy(a), to_ivy(b), axis=1), expected)
    assert_same(ivy.linalg.cross(to_ivy(b), to_ivy(a), axis=1), np.cross(b, a, axis=-1))

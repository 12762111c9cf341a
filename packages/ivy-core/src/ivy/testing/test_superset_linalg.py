"""Ivy's superset linear algebra: kron, matrix_exp and cholesky(upper=) against torch, cross
(axisa/axisb/axisc/axis) and lstsq against NumPy, vector_to_skew_symmetric_matrix by its
defining property ``[v]x @ w == cross(v, w)``. Every function with batch dimensions.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import assert_same, backend_name, np_dtype, supported_dtypes, to_ivy, to_numpy

torch = pytest.importorskip("torch", reason="torch is the reference for kron, matrix_exp and cholesky")

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

# JAX compiles every new shape (and these compositions run many ops): fewer examples there
# keep the file's run short; the other backends run the profile's count.
_few = settings(max_examples=min(8, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _check(res, exp, *, rtol=None, atol=None, msg=""):
    exp = exp.numpy() if isinstance(exp, torch.Tensor) else np.asarray(exp)
    assert res.dtype.name == exp.dtype.name, f"{msg}: dtype {res.dtype.name} != {exp.dtype.name}"
    r = to_numpy(res)
    assert r.shape == exp.shape, f"{msg}: shape {r.shape} != {exp.shape}"
    if exp.dtype.kind in "biu":
        np.testing.assert_array_equal(r, exp, err_msg=msg)
        return
    if rtol is None:
        rtol = 1e-5 if exp.dtype.itemsize <= 4 or exp.dtype == np.complex64 else 1e-11
    np.testing.assert_allclose(r, exp, rtol=rtol, atol=rtol if atol is None else atol, err_msg=msg)


def _floats():
    return st.sampled_from([d for d in supported_dtypes("real floating") if d.name in ("float32", "float64")])


def _grid(d, shape, bound=2.0):
    return hnp.arrays(np_dtype(d), shape, elements=st.integers(-16, 16).map(lambda i: i * bound / 16))


batch = hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=3)

# --------------------------------------------------------------------------- kron


@_few
@given(data=st.data())
def test_kron(data):
    d = data.draw(st.sampled_from([t for t in supported_dtypes(("real floating", "signed integer"))
                                   if t.name in ("float32", "float64", "int32", "int64")]))
    s1 = data.draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=3))
    s2 = data.draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=3))
    a = data.draw(_grid(d, s1, 8.0)) if d.kind == "f" else data.draw(sti.arrays(dtype=d, shape=s1, min_value=-9,
                                                                                 max_value=9))
    b = data.draw(_grid(d, s2, 8.0)) if d.kind == "f" else data.draw(sti.arrays(dtype=d, shape=s2, min_value=-9,
                                                                                 max_value=9))
    _check(ivy.kron(to_ivy(a), to_ivy(b)), torch.kron(torch.from_numpy(a.copy()), torch.from_numpy(b.copy())),
           msg="kron")


def test_kron_promotes():
    r = ivy.kron(ivy.asarray([1, 2], dtype=ivy.int8), ivy.asarray([[1.5]]))
    assert r.dtype == ivy.float32 and to_numpy(r).tolist() == [[1.5, 3.0]]


# ----------------------------------------------------------------------- matrix_exp


@_few
@given(data=st.data())
def test_matrix_exp(data):
    d = data.draw(_floats())
    n = data.draw(st.integers(0, 4))
    x = data.draw(_grid(d, data.draw(batch) + (n, n), bound=data.draw(st.sampled_from([0.5, 2.0, 6.0]))))
    # The reference runs in float64 and is rounded: torch's own float32 kernel is 2e-6 off at
    # norm 24, and JAX's and TensorFlow's float32 Pade approximants were 4e-4 off at norm 11
    # (both now run single precision in double, as NumPy's and MXNet's backends do)
    exp = torch.linalg.matrix_exp(torch.from_numpy(x.astype(np.float64))).to(torch.from_numpy(x).dtype)
    scale = max(1.0, float(np.abs(exp.numpy()).max(initial=0)))
    # (JAX's and TensorFlow's float64 were 2.8e-10 off at norm 10, TensorFlow's 2.5e-11 at norm 8)
    tol = 1e-5 if d.name == "float32" else 1e-12
    _check(ivy.matrix_exp(to_ivy(x)), exp, rtol=tol, atol=tol * scale, msg="matrix_exp")


def test_matrix_exp_float32_at_norm_12():
    """Found by a thorough run: JAX's and TensorFlow's float32 Pade approximants gave 82492 for
    82458 (4e-4 off) on this matrix; single precision now runs in double."""
    x = np.array([[0.0, 0.0, -0.375], [0.0, 6.0, 6.0], [-1.125, 6.0, 6.0]], np.float32)
    exp = torch.linalg.matrix_exp(torch.from_numpy(x.astype(np.float64))).float()
    _check(ivy.matrix_exp(to_ivy(x)), exp, rtol=1e-6, atol=1e-6 * 82942, msg="matrix_exp")


def test_matrix_exp_float32_small_norm():
    """Found by a thorough run: torch's float32 kernel gave 0.445974 for 0.445996 (4.8e-5 off)
    on this matrix of norm 0.84; single precision now runs in double there too."""
    x = np.array([[0.0, 0.0], [0.34375, 0.5]], np.float32)
    exp = torch.linalg.matrix_exp(torch.from_numpy(x.astype(np.float64))).float()
    _check(ivy.matrix_exp(to_ivy(x)), exp, rtol=1e-6, atol=1e-6, msg="matrix_exp")


def test_matrix_exp_ints_and_errors():
    r = ivy.matrix_exp(ivy.asarray([[0, 1], [0, 0]]))
    assert r.dtype == ivy.float32
    np.testing.assert_allclose(to_numpy(r), [[1.0, 1.0], [0.0, 1.0]], atol=1e-6)
    with pytest.raises(ivy.ShapeError):
        ivy.matrix_exp(ivy.ones((2, 3)))


# ------------------------------------------------------------------------- cholesky


@_few
@given(data=st.data(), upper=st.booleans())
def test_cholesky_top_level(data, upper):
    d = data.draw(_floats())
    n = data.draw(st.integers(0, 4))
    a = data.draw(_grid(d, data.draw(batch) + (n, n)))
    spd = (a @ np.swapaxes(a, -1, -2) + n * np.eye(n, dtype=a.dtype)).astype(a.dtype)
    exp = torch.linalg.cholesky(torch.from_numpy(spd.copy()), upper=upper)
    tol = 1e-4 if d.name == "float32" else 1e-10
    _check(ivy.cholesky(to_ivy(spd), upper=upper), exp, rtol=tol, atol=tol, msg=f"cholesky(upper={upper})")


# ---------------------------------------------------------------------------- cross


@_few
@given(data=st.data())
def test_cross_axes(data):
    d = data.draw(st.sampled_from([t for t in supported_dtypes(("real floating", "signed integer"))
                                   if t.name in ("float32", "float64", "int64")]))
    b = data.draw(hnp.array_shapes(min_dims=0, max_dims=2, min_side=1, max_side=3))
    nd = len(b) + 1
    axisa = data.draw(st.integers(-nd, nd - 1))
    axisb = data.draw(st.integers(-nd, nd - 1))
    s1 = list(b)
    s1.insert(axisa % nd, 3)
    s2 = list(b)
    s2.insert(axisb % nd, 3)
    el = st.integers(-8, 8)
    x1 = data.draw(hnp.arrays(np_dtype(d), tuple(s1), elements=el))
    x2 = data.draw(hnp.arrays(np_dtype(d), tuple(s2), elements=el))
    if data.draw(st.booleans()):
        axisc = data.draw(st.integers(-nd, nd - 1))
        res = ivy.cross(to_ivy(x1), to_ivy(x2), axisa=axisa, axisb=axisb, axisc=axisc)
        exp = np.cross(x1, x2, axisa=axisa, axisb=axisb, axisc=axisc)
    else:
        x2 = np.moveaxis(x2, axisb % nd, axisa % nd).copy()
        res = ivy.cross(to_ivy(x1), to_ivy(x2), axis=axisa)
        exp = np.cross(x1, x2, axis=axisa)
    _check(res, exp.astype(x1.dtype), msg="cross")


def test_cross_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.cross(ivy.ones((2, 3)), ivy.ones((2, 3)), axis=0)  # vectors of 2
    with pytest.raises(ivy.ShapeError):
        ivy.cross(ivy.ones(()), ivy.ones(3))


# ---------------------------------------------------------------------------- lstsq


@_few
@given(data=st.data(), vec=st.booleans())
def test_lstsq(data, vec):
    d = data.draw(_floats())
    n = data.draw(st.integers(1, 3))
    m = data.draw(st.integers(n, 5))
    bs = data.draw(batch)
    a = data.draw(_grid(d, bs + (m, n)))
    # full column rank and well conditioned: add a multiple of the identity's first n rows
    a = (a + 4 * np.eye(m, n, dtype=a.dtype)).astype(a.dtype)
    k = data.draw(st.integers(1, 2))
    if vec:
        a = a.reshape(-1, m, n)[0] if a.size else np.eye(m, n, dtype=a.dtype) * 4
        rhs = data.draw(_grid(d, (m,)))
        exp = np.linalg.lstsq(a.astype(np.float64), rhs.astype(np.float64), rcond=None)[0]
    else:
        rhs = data.draw(_grid(d, bs + (m, k)))
        exp = np.empty(bs + (n, k))
        for idx in np.ndindex(*bs):
            exp[idx] = np.linalg.lstsq(a[idx].astype(np.float64), rhs[idx].astype(np.float64), rcond=None)[0]
    tol = 1e-4 if d.name == "float32" else 1e-10
    _check(ivy.lstsq(to_ivy(a), to_ivy(rhs)), exp.astype(a.dtype), rtol=tol, atol=tol, msg="lstsq")


def test_lstsq_rank_deficient_minimum_norm():
    a = np.array([[1.0, 1.0], [1.0, 1.0], [0.0, 0.0]])
    b = np.array([2.0, 2.0, 1.0])
    np.testing.assert_allclose(to_numpy(ivy.lstsq(to_ivy(a), to_ivy(b))),
                               np.linalg.lstsq(a, b, rcond=None)[0], atol=1e-10)
    with pytest.raises(ivy.ShapeError):
        ivy.lstsq(ivy.ones((3, 2)), ivy.ones((2, 1)))


# ------------------------------------------------------------ skew-symmetric matrices


@_few
@given(data=st.data())
def test_vector_to_skew_symmetric_matrix(data):
    d = data.draw(_floats())
    bs = data.draw(batch)
    v = data.draw(_grid(d, bs + (3,)))
    w = data.draw(_grid(d, bs + (3,)))
    m = ivy.vector_to_skew_symmetric_matrix(to_ivy(v))
    assert m.dtype == d and m.shape == bs + (3, 3)
    mn = to_numpy(m)
    np.testing.assert_array_equal(mn, -np.swapaxes(mn, -1, -2))  # skew-symmetric
    np.testing.assert_allclose((mn @ w[..., None])[..., 0], np.cross(v, w), rtol=1e-5, atol=1e-5)


def test_vector_to_skew_symmetric_matrix_errors():
    with pytest.raises(ivy.ShapeError):
        ivy.vector_to_skew_symmetric_matrix(ivy.ones((2, 4)))


def test_cholesky_takes_upper_by_its_truth_value():
    """``upper`` given as 1 or 0 (Ivy 1.0 took any truthy value, as NumPy does; torch's argument
    parser refused a non-bool)."""
    a = np.asarray([[4.0, 2.0], [2.0, 5.0]], dtype=np.float32)
    u = np.linalg.cholesky(a).T
    assert_same(ivy.cholesky(to_ivy(a), upper=1), u)
    assert_same(ivy.cholesky(to_ivy(a), upper=0), u.T)

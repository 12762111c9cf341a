"""ivy 1.0's sparse arrays: ``ivy.SparseArray`` in the COO, CSR and CSC formats, its dense form
against a NumPy array built from the same indices and values (duplicates summed, as
``np.add.at``), round trips through the framework's own sparse tensors (torch's sparse layouts,
``tf.sparse.SparseTensor``, JAX's ``BCOO``/``BCSR``, each densified by the framework itself),
and the errors for malformed parts."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from .helpers import backend_name, supported_dtypes, to_ivy, to_numpy

pytestmark = pytest.mark.filterwarnings("ignore:Sparse CSR tensor support:UserWarning",
                                        "ignore:Sparse CSC tensor support:UserWarning")

_JAX = backend_name() == "jax"
_few = settings(max_examples=min(4, settings.default.max_examples)) if _JAX else (lambda f: f)
# the formats each framework has a sparse tensor of
_NATIVE = {"torch": ("coo", "csr", "csc"), "tensorflow": ("coo",), "jax": ("coo", "csr")}.get(backend_name(), ())


def _dtypes():
    names = ("float32", "float64", "int32", "int64")
    return [d.name for d in supported_dtypes() if d.name in names]


@st.composite
def _coo(draw):
    d = draw(st.sampled_from(_dtypes()))
    shape = tuple(draw(st.lists(st.integers(1, 4), min_size=1, max_size=3)))
    nnz = draw(st.integers(0, 6))
    idx = np.array([[draw(st.integers(0, s - 1)) for _ in range(nnz)] for s in shape], dtype=np.int64)
    idx = idx.reshape(len(shape), nnz)
    vals = np.array(draw(st.lists(st.integers(-50, 50), min_size=nnz, max_size=nnz)), dtype=d)
    return idx, vals, shape


def _dense(idx, vals, shape):
    out = np.zeros(shape, dtype=vals.dtype)
    np.add.at(out, tuple(idx), vals)  # duplicates summed
    return out


@_few
@given(_coo())
def test_coo_to_dense(case):
    idx, vals, shape = case
    s = ivy.SparseArray(coo_indices=to_ivy(idx), values=to_ivy(vals), dense_shape=shape)
    assert s.format == "coo" and s.dense_shape == shape and s.nnz == vals.shape[0] and s.dtype.name == vals.dtype.name
    out = s.to_dense_array()
    assert isinstance(out, ivy.Array) and out.dtype.name == vals.dtype.name
    np.testing.assert_array_equal(to_numpy(out), _dense(idx, vals, shape))
    np.testing.assert_array_equal(to_numpy(s.to_dense()), _dense(idx, vals, shape))
    assert not isinstance(s.to_dense_array(native=True), ivy.Array)
    np.testing.assert_array_equal(to_numpy(s.coo_indices), idx)


def _compressed(dense, fmt):
    """CSR (or CSC) parts of a NumPy matrix, from its nonzero entries in row (column) order."""
    m = dense if fmt == "csr" else dense.T
    rows, cols = np.nonzero(m)
    ptr = np.concatenate([[0], np.cumsum(np.bincount(rows, minlength=m.shape[0]))]).astype(np.int64)
    return ptr, cols.astype(np.int64), m[rows, cols]


@st.composite
def _matrix(draw):
    d = draw(st.sampled_from(_dtypes()))
    m, n = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    keep = np.array(draw(st.lists(st.booleans(), min_size=m * n, max_size=m * n))).reshape(m, n)
    vals = np.array(draw(st.lists(st.integers(1, 9), min_size=m * n, max_size=m * n)), dtype=d).reshape(m, n)
    return np.where(keep, vals, 0).astype(d)


@_few
@given(_matrix(), st.sampled_from(["csr", "csc"]))
def test_compressed_to_dense(dense, fmt):
    ptr, idx, vals = _compressed(dense, fmt)
    names = ("crow_indices", "col_indices") if fmt == "csr" else ("ccol_indices", "row_indices")
    s = ivy.SparseArray(**{names[0]: to_ivy(ptr), names[1]: to_ivy(idx)}, values=to_ivy(vals),
                        dense_shape=dense.shape)
    assert s.format == fmt  # inferred from the parts given
    np.testing.assert_array_equal(to_numpy(s.to_dense_array()), dense)
    parts, v, shape = ivy.native_sparse_array_to_indices_values_and_shape(s)
    assert sorted(parts) == sorted(names) and shape == dense.shape
    np.testing.assert_array_equal(to_numpy(parts[names[0]]), ptr)
    np.testing.assert_array_equal(to_numpy(v), vals)


def _framework_dense(native):
    """The framework's own dense form of its sparse tensor."""
    name = backend_name()
    if name == "torch":
        return native.to_dense().numpy()
    if name == "tensorflow":
        import tensorflow as tf

        return tf.sparse.to_dense(tf.sparse.reorder(native)).numpy()
    return np.asarray(native.todense())


_CASES = {
    "coo": dict(coo_indices=np.array([[0, 2, 2], [3, 0, 1]]), values=np.array([1.0, -2.0, 3.5], np.float32),
                dense_shape=(3, 4)),
    "csr": dict(crow_indices=np.array([0, 1, 1, 3]), col_indices=np.array([3, 0, 1]),
                values=np.array([1.0, -2.0, 3.5], np.float32), dense_shape=(3, 4)),
    "csc": dict(ccol_indices=np.array([0, 1, 2, 2, 3]), row_indices=np.array([2, 2, 0]),
                values=np.array([-2.0, 3.5, 1.0], np.float32), dense_shape=(3, 4)),
}
_EXPECT = np.array([[0, 0, 0, 1.0], [0, 0, 0, 0], [-2.0, 3.5, 0, 0]], np.float32)


def _ivy_parts(case):
    return {k: (to_ivy(v) if isinstance(v, np.ndarray) else v) for k, v in case.items()}


@pytest.mark.parametrize("fmt", ["coo", "csr", "csc"])
def test_native_round_trip(fmt):
    s = ivy.SparseArray(**_ivy_parts(_CASES[fmt]))
    np.testing.assert_array_equal(to_numpy(s.to_dense_array()), _EXPECT)
    native = ivy.native_sparse_array(**_ivy_parts(_CASES[fmt]))
    if fmt not in _NATIVE:  # no sparse tensor of this format in the framework: the SparseArray itself
        assert s.data is None and ivy.is_ivy_sparse_array(native) and not ivy.is_native_sparse_array(native)
        np.testing.assert_array_equal(to_numpy(native.to_dense_array()), _EXPECT)
        return
    assert ivy.is_native_sparse_array(native) and ivy.is_native_sparse_array(s.data)
    assert not ivy.is_ivy_sparse_array(native)
    np.testing.assert_array_equal(_framework_dense(native), _EXPECT)  # the framework agrees
    np.testing.assert_array_equal(_framework_dense(s.data), _EXPECT)
    back = ivy.SparseArray(native)
    assert back.format == fmt and back.dense_shape == (3, 4)
    np.testing.assert_array_equal(to_numpy(back.to_dense_array()), _EXPECT)
    assert back.data is native and ivy.native_sparse_array(native) is native
    parts, vals, shape = ivy.native_sparse_array_to_indices_values_and_shape(native)
    assert shape == (3, 4) and not isinstance(vals, ivy.Array)
    for k, v in parts.items():  # COO indices (ndim, nnz) on every framework
        np.testing.assert_array_equal(to_numpy(ivy.asarray(v)), _CASES[fmt][k])
    np.testing.assert_array_equal(to_numpy(ivy.asarray(vals)), _CASES[fmt]["values"])


def test_copy_and_helpers():
    s = ivy.SparseArray(**_ivy_parts(_CASES["coo"]))
    t = ivy.SparseArray(s)
    np.testing.assert_array_equal(to_numpy(t.to_dense_array()), _EXPECT)
    assert ivy.is_ivy_sparse_array(s) and not ivy.is_ivy_sparse_array(s.values)
    assert not ivy.is_native_sparse_array(to_ivy(_EXPECT).data) and not ivy.is_native_sparse_array(_EXPECT)
    assert "coo_indices" in repr(s)
    parts, vals, shape = ivy.native_sparse_array_to_indices_values_and_shape(s)
    assert list(parts) == ["coo_indices"] and isinstance(vals, ivy.Array) and shape == (3, 4)


def test_empty_and_1d():
    s = ivy.SparseArray(coo_indices=to_ivy(np.zeros((2, 0), np.int64)), values=to_ivy(np.zeros(0, np.float32)),
                        dense_shape=(2, 3))
    np.testing.assert_array_equal(to_numpy(s.to_dense_array()), np.zeros((2, 3), np.float32))
    v = ivy.SparseArray(coo_indices=[[4, 0, 4]], values=to_ivy(np.array([1.0, 2.0, 3.0], np.float32)),
                        dense_shape=(5,))
    np.testing.assert_array_equal(to_numpy(v.to_dense_array()), np.array([2.0, 0, 0, 0, 4.0], np.float32))


@pytest.mark.parametrize("kwargs, err", [
    (dict(coo_indices=[[0, 3]], values=[1.0, 2.0], dense_shape=(3,)), ivy.InvalidArgumentError),  # out of range
    (dict(coo_indices=[[0, -1]], values=[1.0, 2.0], dense_shape=(3,)), ivy.InvalidArgumentError),
    (dict(coo_indices=[[0, 1]], values=[1.0], dense_shape=(3,)), ivy.ShapeError),  # nnz mismatch
    (dict(coo_indices=[[0, 1]], values=[1.0, 2.0], dense_shape=(3, 3)), ivy.ShapeError),  # ndim mismatch
    (dict(coo_indices=[[0]], values=[[1.0]], dense_shape=(3,)), ivy.ShapeError),  # values not 1-D
    (dict(crow_indices=[0, 1], col_indices=[0], values=[1.0], dense_shape=(2, 2)), ivy.ShapeError),
    (dict(crow_indices=[0, 2, 1], col_indices=[0], values=[1.0], dense_shape=(2, 2)), ivy.InvalidArgumentError),
    (dict(crow_indices=[0, 0, 1], col_indices=[2], values=[1.0], dense_shape=(2, 2)), ivy.InvalidArgumentError),
    (dict(crow_indices=[0, 1], col_indices=[0], values=[1.0], dense_shape=(1, 2, 2)), ivy.ShapeError),
    (dict(coo_indices=[[0]], values=[1.0], dense_shape=(3,), format="csr"), ivy.InvalidArgumentError),
    (dict(crow_indices=[0, 1], col_indices=[0], values=[1.0], dense_shape=(1, 1), format="bsr"),
     ivy.InvalidArgumentError),
    (dict(values=[1.0], dense_shape=(3,)), ivy.InvalidArgumentError),  # no indices
    (dict(coo_indices=[[0]], values=[1.0]), ivy.InvalidArgumentError),  # no dense_shape
])
def test_errors(kwargs, err):
    with pytest.raises(err):
        ivy.SparseArray(**kwargs)


def test_data_with_parts_is_an_error():
    s = ivy.SparseArray(**_ivy_parts(_CASES["coo"]))
    with pytest.raises(ivy.InvalidArgumentError, match="not both"):
        ivy.SparseArray(s, dense_shape=(3, 4))
    with pytest.raises(ivy.InvalidArgumentError, match="native sparse"):
        ivy.native_sparse_array_to_indices_values_and_shape(to_ivy(_EXPECT).data)

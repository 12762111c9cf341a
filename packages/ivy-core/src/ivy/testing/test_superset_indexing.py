"""Ivy's superset indexing functions: ``gather``, ``gather_nd``, ``scatter_nd``,
``scatter_flat``, ``put_along_axis``, ``argwhere``, ``nonzero`` with ``size``, and
``inplace_update``.

``gather``/``gather_nd``/``scatter_nd`` follow TensorFlow (``tf.gather``,
``tf.gather_nd``, ``tf.tensor_scatter_nd_*``): the references below are NumPy loops
written from TensorFlow's documentation (plus a direct comparison with TensorFlow
where it is installed). ``put_along_axis`` and ``argwhere`` are checked against
PyTorch (``scatter_reduce`` with ``include_self=True``, ``argwhere``).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import assert_same, backend, backend_name, expect_unsupported, lacking, to_ivy, to_native, to_numpy

torch = pytest.importorskip("torch", reason="torch is the reference for put_along_axis and argwhere")
# JAX compiles every new shape: fewer examples there keep the file's run short.
_few = settings(max_examples=min(settings.default.max_examples, 8)) if backend_name() == "jax" else (lambda f: f)


def _is_native(r):
    return type(r) is type(to_native(np.zeros((), dtype="float32"))) and ivy._dispatch.backend_of(r) is backend()


# --------------------------------------------------------- references (TF's docs)


def ref_gather(params, indices, axis, batch_dims):
    """tf.gather: batch_dims leading axes are matched one by one; then np.take."""
    if batch_dims == 0:
        return np.take(params, indices, axis=axis)
    return np.stack([ref_gather(params[b], indices[b], axis - 1, batch_dims - 1) for b in range(params.shape[0])]) \
        if params.shape[0] else np.zeros(params.shape[:axis] + indices.shape[batch_dims:] + params.shape[axis + 1:],
                                         params.dtype)


def ref_gather_nd(params, indices, batch_dims):
    """tf.gather_nd: out[i...] = params[tuple(indices[i...])] after the batch dims."""
    if batch_dims:
        parts = [ref_gather_nd(params[b], indices[b], batch_dims - 1) for b in range(params.shape[0])]
        k = indices.shape[-1]
        return np.stack(parts) if parts else np.zeros(indices.shape[:-1] + params.shape[batch_dims + k:],
                                                      params.dtype)
    k = indices.shape[-1]
    out = np.zeros(indices.shape[:-1] + params.shape[k:], params.dtype)
    for i in np.ndindex(*indices.shape[:-1]):
        out[i] = params[tuple(indices[i])]
    return out


_OPS = {"sum": np.add, "min": np.minimum, "max": np.maximum, "mul": np.multiply, "replace": lambda a, b: b}


def ref_scatter_nd(indices, updates, base, reduction):
    """tf.tensor_scatter_nd_{add,min,max,update} (and multiply), one index vector at a time."""
    out = base.copy()
    op = _OPS[reduction]
    if out.dtype == bool:
        op = {"sum": np.logical_or, "max": np.logical_or, "mul": np.logical_and,
              "min": np.logical_and}.get(reduction, op)
    for i in np.ndindex(*indices.shape[:-1]):
        key = tuple(indices[i])
        out[key] = op(out[key], updates[i])
    return out


# ----------------------------------------------------------------------- gather


@st.composite
def gather_case(draw):
    d = draw(sti.dtypes())
    bd = draw(st.integers(0, 2))
    batch = draw(sti.shapes(min_dims=bd, max_dims=bd, max_side=3))
    rest = draw(sti.shapes(min_dims=1, max_dims=3 - min(bd, 1), min_side=1, max_side=4))
    params = draw(sti.arrays(dtype=d, shape=batch + rest))
    ax = draw(st.integers(bd, params.ndim - 1))
    n = params.shape[ax]
    ishape = batch + draw(sti.shapes(max_dims=2, max_side=3))
    idt = draw(sti.dtypes("signed integer"))
    indices = draw(sti.arrays(dtype=idt, shape=ishape, elements=st.integers(-min(n, 128), n - 1)))
    return params, indices, ax, bd


@_few
@given(gather_case(), st.booleans())
def test_gather(case, negative_axis):
    params, indices, ax, bd = case
    expected = ref_gather(params, np.where(indices < 0, indices + params.shape[ax], indices), ax, bd)
    axis = ax - params.ndim if negative_axis else ax
    r = ivy.gather(to_native(params), to_native(indices), axis=axis, batch_dims=bd)
    assert _is_native(r)
    assert_same(r, expected)
    assert_same(ivy.gather(to_ivy(params), to_ivy(indices), axis=axis, batch_dims=bd), expected)


_TF_ONLY = pytest.mark.skipif(backend_name() != "tensorflow", reason="checked in the TensorFlow session, where TF "
                              "is loaded anyway; other sessions use the NumPy references this validates")


def test_gather_errors():
    p = ivy.ones((2, 3))
    with pytest.raises(IndexError):
        ivy.gather(p, ivy.asarray([3]))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.gather(p, ivy.asarray([[0], [1]]), axis=0, batch_dims=1)
    with pytest.raises(ivy.ShapeError):
        ivy.gather(p, ivy.asarray([[0], [1], [1]]), axis=1, batch_dims=1)
    with pytest.raises(ivy.DtypeError):
        ivy.gather(p, ivy.asarray([0.0]))


@st.composite
def gather_nd_case(draw):
    d = draw(sti.dtypes())
    bd = draw(st.integers(0, 1))
    batch = draw(sti.shapes(min_dims=bd, max_dims=bd, min_side=1, max_side=3))
    rest = draw(sti.shapes(min_dims=0, max_dims=3, min_side=1, max_side=3))  # () -> empty index vectors
    params = draw(sti.arrays(dtype=d, shape=batch + rest))
    k = draw(st.integers(0, len(rest)))
    ishape = batch + draw(sti.shapes(max_dims=2, max_side=3)) + (k,)
    cols = [draw(sti.arrays(dtype=ivy.int64, shape=ishape[:-1], elements=st.integers(-n, n - 1)))
            for n in rest[:k]]
    indices = np.stack(cols, axis=-1) if cols else np.zeros(ishape, dtype="int64")
    return params, indices, bd


@_few
@given(gather_nd_case())
def test_gather_nd(case):
    params, indices, bd = case
    dims = np.asarray(params.shape[bd:bd + indices.shape[-1]], dtype="int64")
    expected = ref_gather_nd(params, np.where(indices < 0, indices + dims, indices), bd)
    r = ivy.gather_nd(to_native(params), to_native(indices), batch_dims=bd)
    assert _is_native(r)
    assert_same(r, expected)
    assert_same(ivy.gather_nd(to_ivy(params), to_ivy(indices), batch_dims=bd), expected)


@_TF_ONLY
@_few
@given(gather_case(), gather_nd_case())
def test_gather_and_gather_nd_against_tensorflow(case, case_nd):
    tf = pytest.importorskip("tensorflow", reason="TensorFlow defines gather's and gather_nd's semantics")
    params, indices, ax, bd = case
    idx = np.where(indices < 0, indices + params.shape[ax], indices).astype("int64")
    expected = tf.gather(tf.constant(params), tf.constant(idx), axis=ax, batch_dims=bd).numpy()
    assert_same(ivy.gather(to_ivy(params), to_ivy(indices), axis=ax, batch_dims=bd), expected)
    params, indices, bd = case_nd
    assume(params.ndim > bd)  # tf.gather_nd refuses params with no dimension after the batch
    dims = np.asarray(params.shape[bd:bd + indices.shape[-1]], dtype="int64")
    idx = np.where(indices < 0, indices + dims, indices)
    expected = tf.gather_nd(tf.constant(params), tf.constant(idx), batch_dims=bd).numpy()
    assert_same(ivy.gather_nd(to_ivy(params), to_ivy(indices), batch_dims=bd), expected)


def test_gather_nd_errors():
    p = ivy.ones((2, 3))
    with pytest.raises(IndexError):
        ivy.gather_nd(p, ivy.asarray([[0, 3]]))
    with pytest.raises(ivy.ShapeError):
        ivy.gather_nd(p, ivy.asarray([[0, 0, 0]]))
    with pytest.raises(ivy.ShapeError):
        ivy.gather_nd(p, ivy.asarray(0))


# ------------------------------------------------------------------- scatter_nd


@st.composite
def scatter_case(draw, unique=False):
    reduction = "replace" if unique else draw(st.sampled_from(["sum", "min", "max", "mul", "replace"]))
    ok = "iuf" if reduction in ("sum", "mul") else "biuf"  # (complex: see test_scatter_nd_complex)
    d = draw(sti.dtypes().filter(lambda t: t.kind in ok))
    shape = draw(sti.shapes(min_dims=1, max_dims=3, min_side=1, max_side=4))
    k = draw(st.integers(1, len(shape)))
    m = draw(st.integers(0, 5))
    lead = shape[:k]
    if reduction == "replace":  # duplicates: one of them wins (unspecified which), so draw none
        flat = draw(st.lists(st.integers(0, int(np.prod(lead)) - 1), unique=True, max_size=m))
        m = len(flat)
        indices = np.stack(np.unravel_index(np.asarray(flat, dtype="int64"), lead), axis=-1).reshape(m, k)
    else:
        cols = [draw(sti.arrays(dtype=ivy.int64, shape=(m,), elements=st.integers(0, n - 1))) for n in lead]
        indices = np.stack(cols, axis=-1)
    el = dict(allow_nan=False, allow_infinity=False, min_value=-4, max_value=4) if d.kind == "f" else {}
    updates = draw(sti.arrays(dtype=d, shape=(m,) + shape[k:], **el))
    base = draw(sti.arrays(dtype=d, shape=shape, **el)) if draw(st.booleans()) else None
    return indices, updates, shape, base, reduction


@_few
@given(scatter_case())
def test_scatter_nd(case):
    indices, updates, shape, base, reduction = case
    b = np.zeros(shape, updates.dtype) if base is None else base
    expected = ref_scatter_nd(indices, updates, b, reduction)
    tensor = None if base is None else to_native(base)
    r = ivy.scatter_nd(to_native(indices), to_native(updates), None if base is not None else shape,
                       reduction=reduction, tensor=tensor)
    assert _is_native(r)
    assert_same(r, expected, rtol=1e-4, atol=1e-4)
    r = ivy.scatter_nd(to_ivy(indices), to_ivy(updates), shape, reduction=reduction,
                       tensor=None if base is None else to_ivy(base))
    assert isinstance(r, ivy.Array)
    assert_same(r, expected, rtol=1e-4, atol=1e-4)
    if base is not None:
        assert_same(to_numpy(tensor), base)  # the tensor scattered into is not changed


@_TF_ONLY
@_few
@given(scatter_case())
def test_scatter_nd_against_tensorflow(case):
    """The same cases straight against tf.tensor_scatter_nd_* (TensorFlow defines them)."""
    tf = pytest.importorskip("tensorflow", reason="TensorFlow defines scatter_nd's semantics")
    indices, updates, shape, base, reduction = case
    assume(reduction != "mul" and updates.dtype.kind not in "bu" or reduction == "replace")
    b = np.zeros(shape, updates.dtype) if base is None else base
    fn = {"sum": tf.tensor_scatter_nd_add, "min": tf.tensor_scatter_nd_min, "max": tf.tensor_scatter_nd_max,
          "replace": tf.tensor_scatter_nd_update}[reduction]
    expected = fn(tf.constant(b), tf.constant(indices.reshape(-1, indices.shape[-1])),
                  tf.constant(updates.reshape((-1,) + updates.shape[1:]))).numpy()
    r = ivy.scatter_nd(to_ivy(indices), to_ivy(updates), shape, reduction=reduction,
                       tensor=None if base is None else to_ivy(base))
    assert_same(r, expected, rtol=1e-4, atol=1e-4)


def test_scatter_nd_batched_and_broadcast():
    """Index vectors in any leading shape; a scalar update broadcasts; bool sum is `or`."""
    idx = np.array([[[0, 1], [1, 0]], [[0, 1], [2, 2]]])  # (2, 2, 2): four index vectors
    upd = np.array([[1.0, 2.0], [3.0, 4.0]], dtype="float32")
    expected = ref_scatter_nd(idx, upd, np.zeros((3, 3), "float32"), "sum")
    assert_same(ivy.scatter_nd(to_ivy(idx), to_ivy(upd), (3, 3)), expected)
    assert_same(ivy.astype(ivy.scatter_nd(to_ivy(idx), 1.0, (3, 3)), ivy.int64),
                ref_scatter_nd(idx, np.ones((2, 2)), np.zeros((3, 3)), "sum").astype("int64"))
    bu = np.array([[True, False], [True, True]])
    assert_same(ivy.scatter_nd(to_ivy(idx), to_ivy(bu), (3, 3)),
                ref_scatter_nd(idx, bu, np.zeros((3, 3), bool), "sum"))
    # index vectors shorter than the rank scatter whole slices
    rows = np.array([[2], [0], [2]])
    sl = np.arange(6, dtype="int64").reshape(3, 2)
    assert_same(ivy.scatter_nd(to_ivy(rows), to_ivy(sl), (4, 2), reduction="max"),
                ref_scatter_nd(rows, sl, np.zeros((4, 2), "int64"), "max"))


def test_scatter_nd_complex():
    idx = np.array([[0], [2], [0]])
    upd = np.array([1 + 2j, 3j, -1j], dtype="complex64")
    if lacking(ivy.complex64):
        with expect_unsupported(ivy.complex64):
            to_ivy(upd)
        return
    for red in ("sum", "mul", "replace"):
        u = upd[:2] if red == "replace" else upd
        i = idx[:2] if red == "replace" else idx
        base = np.array([1j, 2, 3, 4], dtype="complex64")
        assert_same(ivy.scatter_nd(to_ivy(i), to_ivy(u), tensor=to_ivy(base), reduction=red),
                    ref_scatter_nd(i, u, base, red))


def test_scatter_nd_errors():
    idx = ivy.asarray([[0], [1]])
    upd = ivy.asarray([1.0, 2.0])
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.scatter_nd(idx, upd, (3,), reduction="mean")
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.scatter_nd(idx, upd)
    with pytest.raises(IndexError):
        ivy.scatter_nd(ivy.asarray([[3]]), ivy.asarray([1.0]), (3,))
    with pytest.raises(ivy.ShapeError):
        ivy.scatter_nd(idx, ivy.asarray([1.0, 2.0, 3.0]), (3,))
    with pytest.raises(ivy.ShapeError):
        ivy.scatter_nd(ivy.asarray([[0, 0]]), ivy.asarray([1.0]), (3,))
    with pytest.raises(ivy.UnsupportedDtypeError):
        ivy.scatter_nd(idx, ivy.asarray([1j, 2j]), (3,), reduction="max")


@_few
@given(scatter_case())
def test_scatter_flat(case):
    indices, updates, shape, base, reduction = case
    if updates.ndim > 1:
        updates = updates[(slice(None),) + (0,) * (updates.ndim - 1)]
    flat = indices[:, 0]
    n = shape[0]
    b = np.zeros(n, updates.dtype) if base is None else base.reshape(-1)[:n].copy()
    expected = ref_scatter_nd(flat[:, None], updates, b, reduction)
    r = ivy.scatter_flat(to_ivy(flat), to_ivy(updates), size=n, reduction=reduction,
                         tensor=None if base is None else to_ivy(b))
    assert_same(r, expected, rtol=1e-4, atol=1e-4)


# --------------------------------------------------------------- put_along_axis

_TORCH_REDUCE = {"sum": "sum", "min": "amin", "max": "amax", "mul": "prod"}


@st.composite
def put_case(draw):
    mode = draw(st.sampled_from(["replace", "sum", "min", "max", "mul"]))
    # int16 only where the backend holds it (test_creation checks the others report it)
    d = draw(st.sampled_from([d for d in (ivy.float32, ivy.float64, ivy.int32, ivy.int64, ivy.int16)
                              if not lacking(d)]))
    shape = draw(sti.shapes(min_dims=1, max_dims=3, min_side=1, max_side=4))
    ax = draw(st.integers(0, len(shape) - 1))
    n = shape[ax]
    el = dict(allow_nan=False, allow_infinity=False, min_value=-4, max_value=4) if d.kind == "f" else \
        dict(elements=st.integers(-5, 5))
    arr = draw(sti.arrays(dtype=d, shape=shape, **el))
    if mode == "replace":  # distinct indices along the axis: the result is defined
        j = draw(st.integers(0, n))
        perm = draw(st.permutations(range(n)))[:j]
        idx = np.broadcast_to(np.asarray(perm, dtype="int64").reshape((1,) * ax + (j,) + (1,) * (len(shape) - ax - 1)),
                              shape[:ax] + (j,) + shape[ax + 1:]).copy()
    else:
        j = draw(st.integers(0, 4))
        idx = draw(sti.arrays(dtype=ivy.int64, shape=shape[:ax] + (j,) + shape[ax + 1:],
                              elements=st.integers(0, n - 1)))
    vals = draw(sti.arrays(dtype=d, shape=idx.shape, **el))
    return arr, idx, vals, ax, mode


@_few
@given(put_case(), st.booleans())
def test_put_along_axis(case, negative):
    arr, idx, vals, ax, mode = case
    t, ti, tv = torch.from_numpy(arr.copy()), torch.from_numpy(idx), torch.from_numpy(vals)
    if mode == "replace":
        expected = torch.scatter(t, ax, ti, tv).numpy()
    else:
        expected = torch.scatter_reduce(t, ax, ti, tv, reduce=_TORCH_REDUCE[mode], include_self=True).numpy()
    i = idx - arr.shape[ax] if negative else idx  # negative indices count from the end
    r = ivy.put_along_axis(to_native(arr), to_native(i), to_native(vals), ax, mode=mode)
    assert _is_native(r)
    assert_same(r, expected, rtol=1e-4, atol=1e-4)
    assert_same(ivy.put_along_axis(to_ivy(arr), to_ivy(i), to_ivy(vals), ax, mode=mode), expected,
                rtol=1e-4, atol=1e-4)


def test_put_along_axis_broadcast_and_flat():
    a = np.arange(6).reshape(2, 3)
    expected = a.copy()
    np.put_along_axis(expected, np.array([[2]]), 9, axis=1)  # indices broadcast over the rows
    assert_same(ivy.put_along_axis(ivy.asarray(a), ivy.asarray([[2]]), 9, 1), expected)
    one = np.zeros((1, 3), dtype="int64")  # a size-1 axis of arr broadcasts against indices
    np.put_along_axis(one, np.array([[0], [2]]), np.array([[4], [5]]), axis=1)
    assert_same(ivy.put_along_axis(ivy.asarray(np.zeros((1, 3), dtype="int64")), ivy.asarray([[0], [2]]),
                                   ivy.asarray([[4], [5]]), 1), one)
    flat = a.copy()
    np.put_along_axis(flat, np.array([0, 5]), np.array([7, 8]), axis=None)
    assert_same(ivy.put_along_axis(ivy.asarray(a), ivy.asarray([0, 5]), ivy.asarray([7, 8]), None), flat)
    with pytest.raises(ivy.ShapeError):
        ivy.put_along_axis(ivy.asarray(a), ivy.asarray([0]), 1, 1)
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.put_along_axis(ivy.asarray(a), ivy.asarray([[0]]), 1, 1, mode="mean")


# ------------------------------------------------------------ argwhere / nonzero


@_few
@given(sti.arrays(shape=sti.shapes(max_dims=3, max_side=4), elements=None) | sti.arrays(
    dtype=ivy.int8, shape=sti.shapes(max_dims=3, max_side=4), elements=st.integers(0, 1)))
def test_argwhere(x):
    expected = torch.argwhere(torch.from_numpy(np.asarray(x != 0))).numpy()
    r = ivy.argwhere(to_native(x))
    assert _is_native(r)
    assert_same(r, expected)
    assert_same(ivy.argwhere(to_ivy(x)), expected)


@_few
@given(sti.arrays(dtype=ivy.int8, shape=sti.shapes(min_dims=1, max_dims=3, max_side=4), elements=st.integers(0, 1)),
       st.integers(0, 8), st.integers(-3, 3), st.booleans())
def test_nonzero_size_fill_value(x, size, fill, as_tuple):
    """ivy extension (JAX's rule): exactly ``size`` indices, truncated or padded with ``fill_value``."""
    nz = np.nonzero(x)
    exp = tuple(np.concatenate([i[:size], np.full(max(size - i.size, 0), fill)]).astype("int64") for i in nz)
    r = ivy.nonzero(to_ivy(x), size=size, fill_value=fill, as_tuple=as_tuple)
    assert_same(r, exp if as_tuple else np.stack(exp, axis=-1))


# --------------------------------------------------------------- inplace_update


@_few
@given(sti.arrays(dtype=ivy.float32, shape=sti.shapes(max_dims=2, max_side=3)), st.data())
def test_inplace_update_ivy_array(x, data):
    a = to_ivy(x)
    v = data.draw(sti.arrays(dtype=ivy.float32, shape=x.shape, allow_nan=False, allow_infinity=False,
                             min_value=-100, max_value=100))
    r = ivy.inplace_update(a, to_ivy(v))
    assert r is a
    assert_same(a, v)
    # another shape and dtype rebinds the holder
    w = np.arange(3, dtype="int32")
    assert ivy.inplace_update(a, to_native(w)) is a
    assert_same(a, w)
    assert_same(ivy.inplace_update(a, to_ivy(v[..., None]), keep_input_dtype=True), v[..., None].astype("int32"))


def test_inplace_update_native_and_views():
    x = to_native(np.zeros(3, dtype="float32"))
    r = ivy.inplace_update(x, 2.0)
    assert_same(r, np.full(3, 2.0, dtype="float32"))  # broadcast and cast to x's dtype
    if r is x:  # the framework wrote into x's buffer (NumPy, PyTorch): x itself changed
        assert_same(x, np.full(3, 2.0, dtype="float32"))
        a = ivy.asarray(np.zeros(2, dtype="float32")) if backend().name == "numpy" else None
        if a is not None:
            view = a.data
            ivy.inplace_update(a, ivy.asarray([1.0, 5.0]))
            assert_same(view, np.asarray([1.0, 5.0], dtype="float32"))  # same buffer, updated
    else:  # immutable arrays (JAX, TensorFlow): a new value, and ensure_in_backend refuses
        assert_same(x, np.zeros(3, dtype="float32"))
        with pytest.raises(ivy.InvalidArgumentError):
            ivy.inplace_update(x, 1.0, ensure_in_backend=True)
    with pytest.raises(ivy.ShapeError):
        ivy.inplace_update(to_native(np.zeros(3, dtype="float32")), to_native(np.zeros(2, dtype="float32")))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.inplace_update([1.0], 2.0)


def test_inplace_update_with_a_view_of_itself():
    """The new value may be a view of the array's own memory (``ivy.matrix_transpose(x, out=x)``):
    NumPy buffers the overlap, PyTorch's ``copy_`` refused it."""
    m = np.asarray([[2.0, 3.0], [1.0, 2.0]], dtype="float32")
    x = to_ivy(m)
    r = ivy.inplace_update(x, ivy.matrix_transpose(x))
    assert r is x
    assert_same(x, m.T)
    y = to_ivy(m)
    assert ivy.matrix_transpose(y, out=y) is y
    assert_same(y, m.T)

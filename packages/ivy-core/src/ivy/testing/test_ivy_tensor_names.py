"""ivy 1.0's experimental tensor reshaping (tensorly's definitions): ``unfold``/``fold``,
``partial_unfold``/``partial_fold``, ``partial_tensor_to_vec``/``partial_vec_to_tensor``,
``matricize``, ``soft_thresholding``, ``tt_matrix_to_tensor``; against element-by-element NumPy
references of the definitions, round trips, 0-size modes and errors."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import backend_name, np_dtype, supported_dtypes, to_ivy, to_numpy

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)

_dtypes = st.sampled_from([d for d in supported_dtypes(("integral", "real floating"))
                           if d.name in ("int32", "int64", "float32", "float64")])


@st.composite
def tensors(draw, min_dims=1, max_dims=4, min_side=0):
    d = np_dtype(draw(_dtypes))
    shape = draw(hnp.array_shapes(min_dims=min_dims, max_dims=max_dims, min_side=min_side, max_side=3))
    return draw(hnp.arrays(d, shape, elements=st.integers(-50, 50)))


def _same(res, exp, msg=""):
    r = to_numpy(res)
    exp = np.asarray(exp)
    assert res.dtype.name == exp.dtype.name, f"{msg}: dtype {res.dtype.name} != {exp.dtype.name}"
    assert r.shape == exp.shape, f"{msg}: shape {r.shape} != {exp.shape}"
    np.testing.assert_array_equal(r, exp, err_msg=msg)


def _unfold_ref(x, mode):
    """Kolda and Bader's mode-n unfolding: element (i_1, ..., i_N) goes to row i_n and the column
    that ravels the other indices in C order."""
    rest = [s for i, s in enumerate(x.shape) if i != mode]
    out = np.zeros((x.shape[mode], int(np.prod(rest))), x.dtype)
    for idx in itertools.product(*(range(s) for s in x.shape)):
        others = tuple(v for i, v in enumerate(idx) if i != mode)
        out[idx[mode], np.ravel_multi_index(others, rest) if rest else 0] = x[idx]
    return out


@_few
@given(x=tensors(), data=st.data())
def test_unfold_and_fold(x, data):
    mode = data.draw(st.integers(-x.ndim, x.ndim - 1))
    exp = _unfold_ref(x, mode % x.ndim)
    u = ivy.unfold(to_ivy(x), mode)
    _same(u, exp, f"unfold mode={mode}")
    _same(ivy.fold(u, mode, x.shape), x, "fold(unfold(x)) is x")


def test_unfold_default_mode_and_errors():
    x = np.arange(24).reshape(2, 3, 4)
    _same(ivy.unfold(to_ivy(x)), x.reshape(2, 12))
    with pytest.raises(ivy.AxisError):
        ivy.unfold(to_ivy(x), 3)
    with pytest.raises(ivy.ShapeError):
        ivy.fold(ivy.ones((3, 5)), 0, (3, 2, 2))


@_few
@given(x=tensors(min_dims=2, max_dims=5, min_side=1), data=st.data())
def test_partial_unfold_and_fold(x, data):
    skip_begin = data.draw(st.integers(0, x.ndim - 1))
    skip_end = data.draw(st.integers(0, x.ndim - 1 - skip_begin))
    mode = data.draw(st.integers(0, x.ndim - 1 - skip_begin - skip_end))
    # each sub-tensor x[b..., :, e...] (batch indices b, end indices e) unfolded along mode
    begin, end = x.shape[:skip_begin], x.shape[x.ndim - skip_end:]
    m = mode + skip_begin
    mid = x.shape[skip_begin:x.ndim - skip_end]
    rows, cols = x.shape[m], int(np.prod(mid)) // x.shape[m]
    exp = np.zeros(begin + (rows, cols) + end, x.dtype)
    for b in itertools.product(*(range(s) for s in begin)):
        for e in itertools.product(*(range(s) for s in end)):
            sub = x[b + (Ellipsis,) + e] if end else x[b]
            exp[b + (slice(None), slice(None)) + e] = _unfold_ref(sub, mode)
    got = ivy.partial_unfold(to_ivy(x), mode, skip_begin, skip_end)
    _same(got, exp, f"partial_unfold mode={mode} skip_begin={skip_begin} skip_end={skip_end}")
    flat = ivy.partial_unfold(to_ivy(x), mode, skip_begin, skip_end, ravel_tensors=True)
    exp_flat = np.zeros(begin + (rows * cols,) + end, x.dtype)
    for b in itertools.product(*(range(s) for s in begin)):
        for e in itertools.product(*(range(s) for s in end)):
            exp_flat[b + (slice(None),) + e] = _unfold_ref(x[b + (Ellipsis,) + e] if end else x[b], mode).reshape(-1)
    _same(flat, exp_flat, "partial_unfold ravel_tensors")
    if skip_end == 0:
        _same(ivy.partial_fold(got, mode, x.shape, skip_begin), x, "partial_fold(partial_unfold(x))")
        vec = ivy.partial_tensor_to_vec(to_ivy(x), skip_begin)
        _same(vec, x.reshape(begin + (-1,)), "partial_tensor_to_vec")
        _same(ivy.partial_vec_to_tensor(vec, x.shape, skip_begin), x, "partial_vec_to_tensor")


def test_partial_defaults_and_errors():
    x = np.arange(24).reshape(2, 3, 4)
    _same(ivy.partial_tensor_to_vec(to_ivy(x)), x.reshape(2, 12))
    _same(ivy.partial_unfold(to_ivy(x)), np.stack([_unfold_ref(s, 0) for s in x]))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.partial_unfold(to_ivy(x), 2)
    with pytest.raises(ivy.ShapeError):
        ivy.partial_fold(ivy.ones((2, 3, 5)), 0, (2, 3, 4))


@_few
@given(x=tensors(), data=st.data())
def test_matricize(x, data):
    perm = data.draw(st.permutations(range(x.ndim)))
    k = data.draw(st.integers(0, x.ndim))
    rows, cols = list(perm[:k]), list(perm[k:])
    exp = np.transpose(x, rows + cols).reshape(int(np.prod([x.shape[i] for i in rows])),
                                               int(np.prod([x.shape[i] for i in cols])))
    _same(ivy.matricize(to_ivy(x), rows, cols), exp, f"matricize {rows} {cols}")
    _same(ivy.matricize(to_ivy(x), rows), np.transpose(x, rows + sorted(cols)).reshape(exp.shape),
          "matricize default columns")


def test_matricize_errors():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.matricize(ivy.ones((2, 3)), [0], [0])


@_few
@given(data=st.data())
def test_soft_thresholding(data):
    d = np_dtype(data.draw(st.sampled_from([t for t in supported_dtypes("real floating")
                                             if t.name in ("float32", "float64")])))
    el = st.floats(-10, 10, width=32, allow_subnormal=False)
    x = data.draw(hnp.arrays(d, hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=3), elements=el))
    t = data.draw(st.floats(0, 5, width=32))
    exp = np.asarray([np.sign(v) * max(abs(v) - t, 0) for v in x.reshape(-1)], d).reshape(x.shape)
    _same(ivy.soft_thresholding(to_ivy(x), t), exp, "soft_thresholding")
    if x.ndim:  # a threshold per element
        ts = data.draw(hnp.arrays(d, x.shape, elements=st.floats(0, 5, width=32)))
        exp = np.sign(x) * np.maximum(np.abs(x) - ts, 0)
        np.testing.assert_allclose(to_numpy(ivy.soft_thresholding(to_ivy(x), to_ivy(ts))), exp, rtol=1e-6)


@_few
@given(data=st.data())
def test_tt_matrix_to_tensor(data):
    d = np_dtype(data.draw(st.sampled_from([t for t in supported_dtypes("real floating")
                                             if t.name in ("float32", "float64")])))
    n = data.draw(st.integers(1, 3))
    ranks = [1] + [data.draw(st.integers(1, 3)) for _ in range(n - 1)] + [1]
    ins = [data.draw(st.integers(1, 3)) for _ in range(n)]
    outs = [data.draw(st.integers(1, 3)) for _ in range(n)]
    el = st.integers(-3, 3).map(float)
    cores = [data.draw(hnp.arrays(d, (ranks[k], ins[k], outs[k], ranks[k + 1]), elements=el)) for k in range(n)]
    exp = np.zeros(tuple(ins) + tuple(outs), d)
    for i in itertools.product(*(range(s) for s in ins)):
        for j in itertools.product(*(range(s) for s in outs)):
            p = np.ones((1, 1))
            for k in range(n):
                p = p @ cores[k][:, i[k], j[k], :]
            exp[i + j] = p[0, 0]
    _same(ivy.tt_matrix_to_tensor([to_ivy(c) for c in cores]), exp, "tt_matrix_to_tensor")


def test_tt_matrix_to_tensor_stacked_cores_and_errors():
    cores = np.arange(2 * 1 * 2 * 3 * 1, dtype=np.float32).reshape(2, 1, 2, 3, 1)
    exp = np.einsum("aijb,bklc->ikjl", cores[0], cores[1])
    _same(ivy.tt_matrix_to_tensor(to_ivy(cores)), exp)
    with pytest.raises(ivy.ShapeError):
        ivy.tt_matrix_to_tensor([ivy.ones((1, 2, 2, 2)), ivy.ones((3, 2, 2, 1))])

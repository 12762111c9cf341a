"""Normalization functions against torch.nn.functional (layer_norm, batch_norm, instance_norm,
group_norm), channels last ("NSC") and first ("NCS")."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import assert_same, backend_name, supported_dtypes, to_ivy, to_numpy

torch = pytest.importorskip("torch", reason="torch is the reference for normalization functions")
F = torch.nn.functional

# JAX compiles every operation for every new shape: fewer examples there keep the file fast.
_jax_few = settings(max_examples=min(6, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _t(a):
    return torch.from_numpy(np.array(a, dtype=np.float64))  # a copy: torch updates running stats in place


def _arr(data, shape, d, lo=-5.0, hi=5.0):
    return data.draw(hnp.arrays(np.dtype(d.name), shape, elements=st.floats(lo, hi, width=32)))


def _dtype(data):
    return data.draw(st.sampled_from(supported_dtypes("real floating")))


def _tol(d):
    return dict(rtol=2e-4, atol=2e-4) if d == ivy.float32 else dict(rtol=1e-9, atol=1e-9)


@_jax_few
@given(data=st.data())
def test_layer_norm(data):
    d = _dtype(data)
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=4, min_side=1, max_side=4))
    nd = len(shape)
    axes = data.draw(st.lists(st.integers(0, nd - 1), min_size=1, max_size=nd, unique=True))
    axes = [data.draw(st.sampled_from([a, a - nd])) for a in axes]
    x = _arr(data, shape, d)
    eps = data.draw(st.sampled_from([1e-5, 0.1]))
    affine = data.draw(st.booleans())
    new_std = data.draw(st.sampled_from([1.0, 2.0]))
    pos = sorted(a % nd for a in axes)
    nshape = tuple(shape[a] for a in pos)
    rest = [a for a in range(nd) if a not in pos]
    perm = rest + pos
    xt = _t(x).permute(*perm)
    w = b = None
    if affine:
        w = _arr(data, nshape, d)
        b = _arr(data, nshape, d)
    exp = F.layer_norm(xt, nshape, None if w is None else _t(w), None if b is None else _t(b), eps) * new_std
    exp = exp.permute(*np.argsort(perm).tolist()).numpy().astype(x.dtype)
    # ivy's scale/offset broadcast against x: the normalized axes' sizes, 1 elsewhere
    bshape = tuple(shape[a] if a in pos else 1 for a in range(nd))
    kw = {}
    if affine:
        kw = dict(scale=to_ivy(w.reshape(bshape)), offset=to_ivy(b.reshape(bshape)))
    res = ivy.layer_norm(to_ivy(x), axes, eps=eps, new_std=new_std, **kw)
    assert_same(res, exp, msg=f"axes={axes}", **_tol(d))
    if affine and pos == list(range(nd - len(pos), nd)):  # trailing axes: (C..)-shaped parameters as torch
        res = ivy.layer_norm(to_ivy(x), axes, eps=eps, new_std=new_std, scale=to_ivy(w), offset=to_ivy(b))
        assert_same(res, exp, **_tol(d))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_layer_norm_parameters_of_other_dtypes_and_scalars(dtype):
    """scale/offset of another floating dtype, or Python floats, broadcast as the rules say;
    the result keeps x's dtype."""
    floats = supported_dtypes("real floating")
    d = getattr(ivy, dtype)
    if d not in floats:
        pytest.skip(f"{backend_name()} has no {dtype}")
    other = "float64" if dtype == "float32" else "float32"
    x = np.array([[1.0, 2.0, 4.0], [-1.0, 0.5, 3.0]], dtype=dtype)
    w = np.array([0.5, 2.0, -1.0], dtype=other)
    b = np.array([1.0, 0.0, -2.0], dtype=other)
    norm = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5)
    if getattr(ivy, other) in floats:
        r = ivy.layer_norm(to_ivy(x), [-1], scale=to_ivy(w), offset=to_ivy(b))
        assert r.dtype == d
        assert_same(r, (norm * w + b).astype(dtype), **_tol(d))
    r = ivy.layer_norm(to_ivy(x), -1, scale=2.0, offset=-1.0)
    assert r.dtype == d
    assert_same(r, (norm * 2.0 - 1.0).astype(dtype), **_tol(d))


def test_layer_norm_integer_input():
    r = ivy.layer_norm(ivy.asarray([[1, 3]]), [-1], eps=0.0)
    assert r.dtype == ivy.float32
    np.testing.assert_allclose(to_numpy(r), [[-1.0, 1.0]])


@st.composite
def norm_case(draw, min_spatial=0):
    data = st.data()
    d = draw(st.sampled_from(supported_dtypes("real floating")))
    n = draw(st.integers(1, 3))
    c = draw(st.integers(1, 4))
    spatial = tuple(draw(st.lists(st.integers(1, 3), min_size=min_spatial, max_size=3)))
    fmt = draw(st.sampled_from(["NSC", "NCS"]))
    del data
    return d, n, c, spatial, fmt


def _layout(x_ncs, fmt):
    nd = x_ncs.ndim
    return x_ncs if fmt == "NCS" or nd <= 2 else np.moveaxis(x_ncs, 1, -1)


@pytest.mark.parametrize("kind", ["batch", "instance"])
@_jax_few
@given(case=norm_case(), data=st.data())
def test_batch_instance_norm(kind, case, data):
    d, n, c, spatial, fmt = case
    if kind == "instance" and int(np.prod(spatial)) < 2:  # torch needs two values per instance
        spatial = (2,)
    training = data.draw(st.booleans())
    affine = data.draw(st.booleans())
    momentum = data.draw(st.sampled_from([0.1, 0.5]))
    eps = 1e-5
    x = _arr(data, (n, c, *spatial), d)
    size_per_stat = (n if kind == "batch" else 1) * int(np.prod(spatial))
    if training and size_per_stat < 2:  # an unbiased variance of one value is undefined
        x = np.concatenate([x, x + 1], axis=0).astype(x.dtype)
        n *= 2
    rm = _arr(data, (c,), d)
    rv = _arr(data, (c,), d, 0.5, 2.0)
    w = _arr(data, (c,), d) if affine else None
    b = _arr(data, (c,), d) if affine else None
    trm, trv = _t(rm), _t(rv)
    fn = F.batch_norm if kind == "batch" else F.instance_norm
    if kind == "batch":
        exp = fn(_t(x), trm, trv, None if w is None else _t(w), None if b is None else _t(b), training, momentum, eps)
    else:
        exp = fn(_t(x), trm, trv, None if w is None else _t(w), None if b is None else _t(b), training, momentum, eps)
    exp = _layout(exp.numpy(), fmt).astype(x.dtype)
    kw = dict(training=training, momentum=momentum, eps=eps, data_format=fmt)
    if affine:
        kw.update(scale=to_ivy(w), offset=to_ivy(b))
    fn_ivy = ivy.batch_norm if kind == "batch" else ivy.instance_norm
    y, m, v = fn_ivy(to_ivy(_layout(x, fmt)), to_ivy(rm), to_ivy(rv), **kw)
    tol = _tol(d)
    ytol = dict(tol)
    if training:
        # The batch mean carries a few ulp of max|x| of rounding, which normalizing divides by
        # sqrt(var + eps): 316 times for a constant channel (TensorFlow's float32 mean of 54
        # copies of 2.123087 was 3 ulp off, 2.3e-4 after normalizing, where torch's gave 0;
        # found by a thorough run). The allowance follows the smallest variance drawn.
        stat_axes = (0, *range(2, x.ndim)) if kind == "batch" else tuple(range(2, x.ndim))
        x64 = x.astype(np.float64)
        low = float(np.var(x64, axis=stat_axes).min(initial=np.inf)) if x.size else 0.0
        ytol["atol"] += 8 * float(np.finfo(x.dtype).eps) * float(np.abs(x64).max(initial=0)) / math.sqrt(low + eps)
    assert_same(y, exp, msg="normalized", **ytol)
    assert_same(m, trm.numpy().astype(x.dtype), msg="running mean", **tol)
    assert_same(v, trv.numpy().astype(x.dtype), msg="running var", **tol)


@_jax_few
@given(case=norm_case(), data=st.data())
def test_group_norm(case, data):
    d, n, c, spatial, fmt = case
    groups = data.draw(st.sampled_from([g for g in range(1, c + 1) if c % g == 0]))
    affine = data.draw(st.booleans())
    x = _arr(data, (n, c, *spatial), d)
    w = _arr(data, (c,), d) if affine else None
    b = _arr(data, (c,), d) if affine else None
    eps = 1e-5
    if (c // groups) * int(np.prod(spatial)) == 1:
        # torch refuses one value per group; it normalizes to 0 (then the offset)
        exp = np.zeros(x.shape) + (0.0 if b is None else b.reshape((1, c) + (1,) * len(spatial)))
    else:
        exp = F.group_norm(_t(x), groups, None if w is None else _t(w), None if b is None else _t(b), eps).numpy()
    exp = _layout(exp, fmt).astype(x.dtype)
    kw = dict(scale=to_ivy(w), offset=to_ivy(b)) if affine else {}
    res = ivy.group_norm(to_ivy(_layout(x, fmt)), groups, eps=eps, data_format=fmt, **kw)
    assert_same(res, exp, msg=f"groups={groups} fmt={fmt}", **_tol(d))


def test_group_norm_bad_groups():
    with pytest.raises(ivy.ShapeError):
        ivy.group_norm(ivy.zeros((2, 3, 4)), 3)


@pytest.mark.parametrize("fn", ["batch_norm", "instance_norm"])
def test_bad_data_format(fn):
    with pytest.raises(ivy.InvalidArgumentError):
        getattr(ivy, fn)(ivy.zeros((2, 3, 4)), ivy.zeros(4), ivy.ones(4), data_format="NHWC")


def test_batch_norm_inference_returns_given_stats():
    m = ivy.asarray([1.0, 2.0])
    v = ivy.asarray([4.0, 9.0])
    y, rm, rv = ivy.batch_norm(ivy.asarray([[3.0, 5.0]]), m, v, eps=0.0)
    np.testing.assert_allclose(to_numpy(y), [[1.0, 1.0]])
    np.testing.assert_array_equal(to_numpy(rm), [1.0, 2.0])
    np.testing.assert_array_equal(to_numpy(rv), [4.0, 9.0])


@pytest.mark.parametrize("training", [False, True])
@pytest.mark.parametrize("fn", ["batch_norm", "instance_norm"])
def test_running_statistics_come_back_in_the_dtype_of_x(fn, training):
    """The running statistics come back in x's floating dtype in both modes; torch returned the
    given ones in their own dtype in eval mode (float32 statistics with float64 x), the other
    backends x's."""
    ds = supported_dtypes("real floating")
    if len(ds) < 2:
        pytest.skip("the backend has one real floating dtype: no mixed statistics to make")
    dx, ds_ = ds[-1], ds[0]
    x = to_ivy(np.arange(8.0).reshape(2, 2, 2).astype(np.dtype(dx.name)))
    m = to_ivy(np.zeros(2, np.dtype(ds_.name)))
    v = to_ivy(np.ones(2, np.dtype(ds_.name)))
    y, rm, rv = getattr(ivy, fn)(x, m, v, training=training)
    assert (y.dtype, rm.dtype, rv.dtype) == (dx, dx, dx)
    if not training:
        np.testing.assert_array_equal(to_numpy(rm), 0.0)
        np.testing.assert_array_equal(to_numpy(rv), 1.0)

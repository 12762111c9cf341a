"""Loss functions against torch (torch.nn.functional where torch defines the loss; Ivy's own
cross entropies from their documented formulas written with torch operations)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import assert_same, backend_name, supported_dtypes, to_ivy, to_numpy

torch = pytest.importorskip("torch", reason="torch is the reference for loss functions")
F = torch.nn.functional

REDUCTIONS = st.sampled_from(["none", "sum", "mean"])

# JAX compiles every operation for every new shape: fewer examples there keep the file fast.
_jax_few = settings(max_examples=min(6, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _fdtypes():
    return st.sampled_from(supported_dtypes("real floating"))


@st.composite
def pair(draw, lo=-5.0, hi=5.0, lo2=None, hi2=None, min_dims=0, int_ok=True):
    """Two arrays of one broadcastable shape pair; floats (or ints, then float32 results)."""
    kinds = supported_dtypes("real floating") + ([ivy.int32] if int_ok and ivy.int32 in supported_dtypes() else [])
    d = draw(st.sampled_from(kinds))
    shapes = hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=min_dims, max_dims=3, max_side=4)
    s1, s2 = draw(shapes).input_shapes

    def el(a, b):
        if d.kind in "iu":
            return sti.elements_for(d, min_value=int(a), max_value=int(b))
        return sti.elements_for(d, allow_nan=False, allow_infinity=False, min_value=a, max_value=b)

    x = draw(hnp.arrays(np.dtype(d.name), s1, elements=el(lo, hi)))
    y = draw(hnp.arrays(np.dtype(d.name), s2, elements=el(lo if lo2 is None else lo2, hi if hi2 is None else hi2)))
    return x, y


def _t(a):
    return torch.from_numpy(np.asarray(a, dtype=np.float64))


def _want(*arrays):
    d = np.result_type(*arrays)
    return d if d.kind == "f" else np.dtype("float32")


def _reduce(t, reduction, axis=None):
    if reduction == "sum":
        return t.sum() if axis is None else t.sum(axis)
    if reduction == "mean":
        return t.mean() if axis is None else t.mean(axis)
    return t


def _ref(t, *arrays):
    return t.numpy().astype(_want(*arrays))


@_jax_few
@given(xy=pair(), reduction=REDUCTIONS)
def test_mse(xy, reduction):
    true, pred = xy
    t, p = torch.broadcast_tensors(_t(true), _t(pred))
    exp = _ref(F.mse_loss(p, t, reduction=reduction), true, pred)
    assert_same(ivy.mse_loss(to_ivy(true), to_ivy(pred), reduction=reduction), exp)
    assert_same(ivy.mse(to_ivy(true), to_ivy(pred), reduction=reduction), exp)


@_jax_few
@given(xy=pair(), reduction=REDUCTIONS, delta=st.floats(0.1, 3.0))
def test_huber(xy, reduction, delta):
    true, pred = xy
    t, p = torch.broadcast_tensors(_t(true), _t(pred))
    exp = _ref(F.huber_loss(p, t, reduction=reduction, delta=delta), true, pred)
    assert_same(ivy.huber_loss(to_ivy(true), to_ivy(pred), delta=delta, reduction=reduction), exp)
    assert_same(ivy.huber(to_ivy(true), to_ivy(pred), delta=delta, reduction=reduction), exp)


def test_huber_default_delta():
    r = ivy.huber_loss(ivy.asarray([0.0, 0.0]), ivy.asarray([0.5, 3.0]), reduction="none")
    np.testing.assert_allclose(to_numpy(r), [0.125, 2.5])


@_jax_few
@given(xy=pair(lo=-4.0, hi=0.0, lo2=0.0, hi2=1.0, int_ok=False), log_target=st.booleans(),
       reduction=st.sampled_from(["none", "sum", "mean", "batchmean"]))
def test_kl_div(xy, log_target, reduction):
    inp, target = xy
    if log_target:
        target = np.log(np.maximum(target, 1e-3)).astype(target.dtype)
    i, t = torch.broadcast_tensors(_t(inp), _t(target))
    red = "sum" if reduction == "batchmean" and i.dim() == 0 else reduction
    exp = _ref(F.kl_div(i, t, reduction=red, log_target=log_target), inp, target)
    res = ivy.kl_div(to_ivy(inp), to_ivy(target), reduction=reduction, log_target=log_target)
    assert_same(res, exp, msg=f"{reduction} log_target={log_target}")


@_jax_few
@given(xy=pair(lo=0.0, hi=1.0, lo2=0.0, hi2=1.0, int_ok=False), reduction=REDUCTIONS,
       eps=st.sampled_from([0.0, 0.1]))
def test_binary_cross_entropy_probabilities(xy, reduction, eps):
    true, pred = xy
    t, p = torch.broadcast_tensors(_t(true), _t(pred))
    t = t * (1 - eps) + eps / 2
    exp = _ref(F.binary_cross_entropy(p, t, reduction=reduction), true, pred)
    res = ivy.binary_cross_entropy(to_ivy(true), to_ivy(pred), reduction=reduction, epsilon=eps)
    assert_same(res, exp)


@_jax_few
@given(xy=pair(lo=0.0, hi=1.0, lo2=-20.0, hi2=20.0, min_dims=1, int_ok=False), reduction=REDUCTIONS,
       use_pw=st.booleans(), data=st.data())
def test_binary_cross_entropy_logits(xy, reduction, use_pw, data):
    true, pred = xy
    t, p = torch.broadcast_tensors(_t(true), _t(pred))
    pw = None
    if use_pw:
        pw = data.draw(hnp.arrays(pred.dtype, (t.shape[-1],), elements=st.floats(0.5, 3.0, width=32)))
    exp = F.binary_cross_entropy_with_logits(p, t, reduction=reduction, pos_weight=None if pw is None else _t(pw))
    res = ivy.binary_cross_entropy(to_ivy(true), to_ivy(pred), from_logits=True, reduction=reduction,
                                   pos_weight=None if pw is None else to_ivy(pw))
    assert_same(res, _ref(exp, true, pred))


@_jax_few
@given(xy=pair(lo=0.0, hi=1.0, lo2=0.0, hi2=1.0, min_dims=1, int_ok=False), reduction=REDUCTIONS,
       data=st.data())
def test_cross_entropy(xy, reduction, data):
    true, pred = xy
    nd = np.broadcast_shapes(true.shape, pred.shape).__len__()
    axis = data.draw(st.none() | st.integers(-nd, nd - 1))
    eps = data.draw(st.sampled_from([1e-7, 0.01]))
    t, p = torch.broadcast_tensors(_t(true), _t(pred))
    exp = -_reduce(t * torch.log(torch.clamp(p, eps, 1 - eps)), reduction, axis)
    res = ivy.cross_entropy(to_ivy(true), to_ivy(pred), axis=axis, epsilon=eps, reduction=reduction)
    assert_same(res, _ref(exp, true, pred), msg=f"axis={axis}")


def test_cross_entropy_is_torch_cross_entropy_per_sample():
    rng = np.random.default_rng(0)
    logits = rng.normal(size=(4, 5))
    target = rng.dirichlet(np.ones(5), size=4)
    probs = np.exp(logits) / np.exp(logits).sum(-1, keepdims=True)
    res = ivy.cross_entropy(to_ivy(target), to_ivy(probs), axis=-1, epsilon=1e-12, reduction="sum")
    exp = F.cross_entropy(_t(logits), _t(target), reduction="none").numpy()
    assert_same(res, exp, rtol=1e-9, atol=1e-9)


@_jax_few
@given(data=st.data(), reduction=REDUCTIONS)
def test_sparse_cross_entropy(data, reduction):
    d = data.draw(_fdtypes())
    shape = data.draw(sti.shapes(min_dims=1, max_dims=3, min_side=1, max_side=4))
    nd = len(shape)
    axis = data.draw(st.integers(-nd, nd - 1))
    pred = data.draw(hnp.arrays(np.dtype(d.name), shape, elements=st.floats(0.0625, 1.0, width=16)))
    lshape = shape[:axis % nd] + shape[axis % nd + 1:]
    labels = data.draw(hnp.arrays(np.int64, lshape, elements=st.integers(0, shape[axis] - 1)))
    onehot = np.moveaxis(np.eye(shape[axis])[labels], -1, axis % nd)
    exp = -_reduce(_t(onehot) * torch.log(torch.clamp(_t(pred), 1e-7, 1 - 1e-7)), reduction, axis)
    res = ivy.sparse_cross_entropy(to_ivy(labels), to_ivy(pred), axis=axis, reduction=reduction)
    assert_same(res, exp.numpy().astype(pred.dtype), msg=f"axis={axis}")


def test_sparse_cross_entropy_per_sample_is_nll():
    probs = np.asarray([[0.2, 0.8], [0.6, 0.4]])
    res = ivy.sparse_cross_entropy(to_ivy(np.asarray([1, 0])), to_ivy(probs), reduction="sum", axis=-1)
    exp = F.nll_loss(torch.log(_t(probs)), torch.tensor([1, 0]), reduction="none").numpy()
    assert_same(res, exp, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("name", ["cross_entropy", "binary_cross_entropy", "mse_loss", "huber_loss", "kl_div",
                                  "sparse_cross_entropy"])
def test_bad_reduction(name):
    a = ivy.asarray([0.5, 0.5])
    b = ivy.asarray([1, 0]) if name == "sparse_cross_entropy" else a
    with pytest.raises(ivy.InvalidArgumentError):
        getattr(ivy, name)(b, ivy.asarray([[0.5, 0.5], [0.5, 0.5]]), reduction="avg")


def test_bce_pos_weight_needs_logits():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.binary_cross_entropy(ivy.asarray([1.0]), ivy.asarray([0.5]), pos_weight=ivy.asarray([2.0]))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.binary_cross_entropy(ivy.asarray([1.0]), ivy.asarray([0.5]), epsilon=2.0)


@pytest.mark.parametrize("delta", [0.0, -1.0])
def test_huber_needs_a_positive_delta(delta):
    """torch refused ``delta <= 0``; the other frameworks computed a meaningless loss."""
    for name in ("huber", "huber_loss"):
        with pytest.raises(ivy.InvalidArgumentError):
            getattr(ivy, name)(ivy.asarray([1.0, 2.0]), ivy.asarray([1.0, 5.0]), delta=delta)


def test_shape_mismatch_is_shape_error():
    with pytest.raises(ivy.ShapeError):
        ivy.mse_loss(ivy.zeros((2, 3)), ivy.zeros((4,)))


def test_integer_inputs_give_float32():
    r = ivy.mse_loss(ivy.asarray([1, 2]), ivy.asarray([3, 2]))
    assert r.dtype == ivy.float32
    np.testing.assert_allclose(to_numpy(r), 2.0)


# ------------------------------------------------------ ivy 1.0's experimental losses


def _bt(a, b):
    return torch.broadcast_tensors(_t(a), _t(b))


@_jax_few
@given(xy=pair(), reduction=REDUCTIONS, beta=st.sampled_from([0.0, 0.5, 1.0, 2.0]))
def test_l1_and_smooth_l1(xy, reduction, beta):
    inp, target = xy
    i, t = _bt(inp, target)
    assert_same(ivy.l1_loss(to_ivy(inp), to_ivy(target), reduction=reduction),
                _ref(F.l1_loss(i, t, reduction=reduction), inp, target), msg="l1_loss")
    assert_same(ivy.smooth_l1_loss(to_ivy(inp), to_ivy(target), beta=beta, reduction=reduction),
                _ref(F.smooth_l1_loss(i, t, beta=beta, reduction=reduction), inp, target), msg=f"beta={beta}")


def test_smooth_l1_needs_a_non_negative_beta():
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.smooth_l1_loss(ivy.ones(2), ivy.zeros(2), beta=-1.0)


@_jax_few
@given(xy=pair(lo=-30.0, hi=30.0, lo2=-1.0, hi2=1.0, int_ok=False), reduction=REDUCTIONS)
def test_soft_margin(xy, reduction):
    inp, target = xy
    target = np.where(target >= 0, 1, -1).astype(target.dtype)
    i, t = _bt(inp, target)
    assert_same(ivy.soft_margin_loss(to_ivy(inp), to_ivy(target), reduction=reduction),
                _ref(F.soft_margin_loss(i, t, reduction=reduction), inp, target))


@_jax_few
@given(xy=pair(lo=-3.0, hi=3.0, lo2=0.0, hi2=6.0), reduction=REDUCTIONS, log_input=st.booleans(), full=st.booleans())
def test_poisson_nll(xy, reduction, log_input, full):
    inp, target = xy
    if not log_input:
        inp = np.abs(inp)  # rates
    i, t = _bt(inp, target)
    exp = _ref(F.poisson_nll_loss(i, t, log_input=log_input, full=full, reduction=reduction), inp, target)
    res = ivy.poisson_nll_loss(to_ivy(inp), to_ivy(target), log_input=log_input, full=full, reduction=reduction)
    assert_same(res, exp, rtol=1e-4 if exp.dtype.itemsize <= 4 else None, msg=f"log_input={log_input} full={full}")


@_jax_few
@given(xy=pair(lo=-3.0, hi=3.0, lo2=-1.0, hi2=1.0, int_ok=False), reduction=REDUCTIONS,
       margin=st.sampled_from([0.5, 1.0, 2.0]), labels=st.sampled_from(["pm1", "any"]))
def test_hinge_embedding(xy, reduction, margin, labels):
    inp, target = xy
    if labels == "pm1":
        target = np.where(target >= 0, 1, -1).astype(target.dtype)
    i, t = _bt(inp, target)
    assert_same(ivy.hinge_embedding_loss(to_ivy(inp), to_ivy(target), margin=margin, reduction=reduction),
                _ref(F.hinge_embedding_loss(i, t, margin=margin, reduction=reduction), inp, target))


@_jax_few
@given(xy=pair(lo=0.0, hi=6.0, lo2=-3.0, hi2=3.0, min_dims=1), reduction=REDUCTIONS, full=st.booleans())
def test_log_poisson(xy, reduction, full):
    """Against TensorFlow's documented formula, written with torch: ``exp(c) - c * z`` plus
    Stirling's ``z log z - z + 0.5 log(2 pi z)`` where ``z > 1``, reduced over the last axis."""
    true, pred = xy
    z, c = _bt(true, pred)
    loss = torch.exp(c) - c * z
    if full:
        zz = torch.where(z > 1, z, torch.ones_like(z))
        loss = loss + torch.where(z > 1, zz * torch.log(zz) - zz + 0.5 * torch.log(2 * np.pi * zz), 0.0)
    exp = _ref(_reduce(loss, reduction, axis=-1), true, pred)
    res = ivy.log_poisson_loss(to_ivy(true), to_ivy(pred), compute_full_loss=full, reduction=reduction)
    assert_same(res, exp, rtol=1e-4 if exp.dtype.itemsize <= 4 else None)

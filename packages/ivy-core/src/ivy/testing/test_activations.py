"""Activation functions against torch.nn.functional (the reference for their definitions)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import ivy

from . import strategies as sti
from .helpers import assert_same, backend_name, supported_dtypes, to_ivy, to_numpy

torch = pytest.importorskip("torch", reason="torch is the reference for activation functions")
F = torch.nn.functional

# JAX compiles every operation for every new shape: fewer examples there keep the file fast.
_jax_few = settings(max_examples=min(6, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _expected_dtype(x, keep_int=False):
    if x.dtype.kind == "f":
        return x.dtype
    if keep_int and x.dtype.kind in "iu":
        return x.dtype
    return np.dtype("float32")


@st.composite
def act_input(draw, lo=-30.0, hi=30.0, min_dims=0):
    d = draw(st.sampled_from([t for t in supported_dtypes(("real floating", "integral"))]))
    if d.kind in "iu":
        info = ivy.iinfo(d)
        el = sti.elements_for(d, min_value=max(info.min, -20), max_value=min(info.max, 20))
    else:
        el = sti.elements_for(d, allow_nan=False, allow_infinity=False, min_value=lo, max_value=hi)
    return draw(sti.arrays(dtype=d, shape=sti.shapes(min_dims=min_dims), elements=el))


def _torch_ref(fn, x, **kw):
    """torch's result in float64 (float32 for int input), cast to ivy's result dtype."""
    want = _expected_dtype(x)
    t = torch.from_numpy(np.asarray(x, dtype=np.float64))
    r = fn(t, **kw).numpy()
    return r.astype(want)


_SIMPLE = {
    "sigmoid": (torch.sigmoid, {}),
    "silu": (F.silu, {}),
    "mish": (F.mish, {}),
    "selu": (F.selu, {}),
    "hardswish": (F.hardswish, {}),
    "logsigmoid": (F.logsigmoid, {}),
    "tanhshrink": (F.tanhshrink, {}),
    "hardsilu": (F.hardswish, {}),
    "softsign": (F.softsign, {}),
}


@pytest.mark.parametrize("name", sorted(_SIMPLE))
@_jax_few
@given(x=act_input())
def test_simple_activations(name, x):
    fn, kw = _SIMPLE[name]
    assert_same(getattr(ivy, name)(to_ivy(x)), _torch_ref(fn, x, **kw), msg=name)


@_jax_few
@given(x=act_input())
def test_relu(x):
    res = ivy.relu(to_ivy(x))
    exp = np.maximum(x, 0).astype(x.dtype)
    assert_same(res, exp)


@_jax_few
@given(x=act_input(lo=-10.0, hi=10.0))
def test_relu6(x):
    res = ivy.relu6(to_ivy(x))
    if x.dtype.kind in "iu":  # integers are kept (torch's relu6 of an integer tensor)
        exp = F.relu6(torch.from_numpy(x.astype(np.int64))).numpy().astype(x.dtype)
    else:
        exp = _torch_ref(F.relu6, x)
    assert_same(res, exp)


def test_relu6_keeps_nan_and_bool():
    r = to_numpy(ivy.relu6(ivy.asarray([float("nan"), -1.0, 7.0])))
    assert np.isnan(r[0]) and r[1:].tolist() == [0.0, 6.0]
    b = ivy.relu6(ivy.asarray([True, False]))
    assert b.dtype == ivy.bool and to_numpy(b).tolist() == [True, False]


@_jax_few
@given(x=act_input(lo=-0.5, hi=1.5), eps=st.none() | st.floats(0.01, 0.45))
def test_logit(x, eps):
    """Against torch.logit: NaN outside [0, 1] without ``eps``, -inf and inf at 0 and 1."""
    assert_same(ivy.logit(to_ivy(x), eps=eps), _torch_ref(torch.logit, x, eps=eps), msg=f"eps={eps}")


def test_logit_edges():
    r = to_numpy(ivy.logit(ivy.asarray([0.0, 1.0, -0.5, 1.5, float("nan"), 0.5])))
    assert r[0] == -np.inf and r[1] == np.inf and np.isnan(r[2:5]).all() and r[5] == 0.0
    r = to_numpy(ivy.logit(ivy.asarray([-0.5, 1.5, float("nan")]), eps=0.25))
    np.testing.assert_allclose(r[:2], [np.log(1 / 3), np.log(3)], rtol=1e-6)
    assert np.isnan(r[2])


@_jax_few
@given(data=st.data())
def test_prelu(data):
    """Against torch's F.prelu (one slope, or one per channel of a 2-d input's last axis)."""
    x = data.draw(act_input(min_dims=2).filter(lambda a: a.ndim == 2))
    d = x.dtype if x.dtype.kind == "f" else np.dtype("float32")
    n = data.draw(st.sampled_from([1, x.shape[1]])) if x.shape[1] else 1
    el = sti.elements_for(d, min_value=-2.0, max_value=2.0, allow_nan=False, allow_infinity=False)
    slope = data.draw(sti.arrays(dtype=d, shape=(n,), elements=el))
    t = torch.from_numpy(np.asarray(x, dtype=np.float64))
    exp = F.prelu(t, torch.from_numpy(slope.astype(np.float64))).numpy().astype(d)
    assert_same(ivy.prelu(to_ivy(x), to_ivy(slope)), exp)


def test_prelu_broadcasts_and_takes_a_python_slope():
    x = np.array([[[-2.0, 3.0], [-4.0, 1.0]]], np.float32)  # (1, 2, 2)
    slope = np.array([[0.5], [0.25]], np.float32)  # (2, 1): one per row
    assert_same(ivy.prelu(to_ivy(x), to_ivy(slope)), np.where(x > 0, x, x * slope))
    assert_same(ivy.prelu(to_ivy(x), 0.1), np.where(x > 0, x, x * np.float32(0.1)))
    with pytest.raises(ivy.ShapeError):
        ivy.prelu(to_ivy(x), to_ivy(np.ones(3, np.float32)))


@_jax_few
@given(x=act_input(), alpha=st.floats(0.0, 2.0))
def test_leaky_relu(x, alpha):
    assert_same(ivy.leaky_relu(to_ivy(x), alpha=alpha), _torch_ref(F.leaky_relu, x, negative_slope=alpha))


def test_leaky_relu_default_alpha():
    r = ivy.leaky_relu(ivy.asarray([-1.0, 1.0]))
    np.testing.assert_allclose(to_numpy(r), [-0.2, 1.0], rtol=1e-6)


@_jax_few
@given(x=act_input(), approximate=st.booleans())
def test_gelu(x, approximate):
    exp = _torch_ref(F.gelu, x, approximate="tanh" if approximate else "none")
    assert_same(ivy.gelu(to_ivy(x), approximate=approximate), exp)


@_jax_few
@given(x=act_input(), alpha=st.floats(0.1, 3.0))
def test_elu(x, alpha):
    assert_same(ivy.elu(to_ivy(x), alpha=alpha), _torch_ref(F.elu, x, alpha=alpha))


@_jax_few
# Thresholds are float32 normal numbers (or 0): the comparison x * beta > threshold runs in the
# input's dtype, as in torch's float32 kernel, where a threshold of -2.2e-308 is -0.0 (0 > -0.0
# is false), and the float64 reference would keep it (found by a thorough run on MXNet).
@given(x=act_input(), beta=st.none() | st.floats(0.25, 4.0),
       threshold=st.none() | st.floats(-5.0, 25.0, width=32, allow_subnormal=False))
def test_softplus(x, beta, threshold):
    b = 1.0 if beta is None else beta
    # threshold=None never switches to the identity: float64 torch with a threshold past any input.
    th = 700.0 if threshold is None else threshold
    # beta * x is rounded in the result's precision: where it lies within that rounding of the
    # threshold, either side of the switch is right (found by a thorough run: int8 1 with beta
    # and threshold both 1.4902848 as float32)
    eps = np.finfo(_expected_dtype(x)).eps
    assume(not np.any(np.abs(np.asarray(x, np.float64) * b - th) <= 4 * eps * max(1.0, abs(th))))
    exp = _torch_ref(F.softplus, x, beta=b, threshold=th)
    assert_same(ivy.softplus(to_ivy(x), beta=beta, threshold=threshold), exp, msg=f"beta={beta} th={threshold}")


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
@_jax_few
@given(data=st.data())
def test_softmax(name, data):
    x = data.draw(act_input(lo=-80.0, hi=80.0))
    nd = x.ndim
    axis = data.draw(st.none() | st.integers(-max(nd, 1), max(nd, 1) - 1))
    res = getattr(ivy, name)(to_ivy(x), axis=axis)
    t = torch.from_numpy(np.asarray(x, dtype=np.float64))
    exp = getattr(torch, name)(t, -1 if axis is None else axis).numpy().astype(_expected_dtype(x))
    assert_same(res, exp, msg=f"{name}(axis={axis})")


def test_softmax_large_values_do_not_overflow():
    r = to_numpy(ivy.softmax(ivy.asarray([1000.0, 1000.0])))
    np.testing.assert_allclose(r, [0.5, 0.5])
    r = to_numpy(ivy.log_softmax(ivy.asarray([-1000.0, 0.0])))
    np.testing.assert_allclose(r, [-1000.0, 0.0])


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
def test_softmax_bad_axis(name):
    with pytest.raises(ivy.InvalidArgumentError):
        getattr(ivy, name)(ivy.zeros((2, 3)), axis=2)


def test_sigmoid_extremes():
    r = to_numpy(ivy.sigmoid(ivy.asarray([-1000.0, 1000.0, float("nan")])))
    np.testing.assert_array_equal(r[:2], [0.0, 1.0])
    assert np.isnan(r[2])


def test_relu_keeps_integers():
    r = ivy.relu(ivy.asarray([-3, 0, 4], dtype=ivy.int32))
    assert r.dtype == ivy.int32
    np.testing.assert_array_equal(to_numpy(r), [0, 0, 4])


@pytest.mark.parametrize("name", ["sigmoid", "gelu", "softmax", "silu", "elu", "hardswish", "logsigmoid", "logit"])
def test_integer_input_gives_float32(name):
    r = getattr(ivy, name)(ivy.asarray([[-2, 0, 3]]))
    assert r.dtype == ivy.float32


@pytest.mark.parametrize("name", ["relu", "relu6", "sigmoid", "logsigmoid", "logit", "gelu", "softplus", "softmax"])
def test_complex_input_raises(name):
    if ivy.complex64 not in supported_dtypes():
        pytest.skip("the backend under test holds no complex64")
    with pytest.raises(ivy.UnsupportedDtypeError):
        getattr(ivy, name)(ivy.asarray([1 + 1j], dtype=ivy.complex64))


def test_native_in_native_out():
    x = ivy.asarray([[-1.0, 2.0]])
    r = ivy.gelu(x.data)
    assert type(r) is type(x.data)


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
def test_softmax_rows_with_infinities_and_nan(name):
    """Rows holding +-inf or NaN give what torch gives (NaN only where an infinity meets itself)."""
    inf, nan = np.inf, np.nan
    x = np.array([[1, inf, 2], [-inf, 0, 1], [-inf, -inf, -inf], [nan, 1, 2], [inf, inf, 1], [inf, -inf, 0],
                  [3e38, 3e38, 0], [1, 2, 3]], np.float32)
    exp = _torch_ref(getattr(F, name), x, dim=-1)
    assert_same(getattr(ivy, name)(to_ivy(x), axis=-1), exp, msg=name)
    # along axis 0 too (the rows are the columns)
    exp = _torch_ref(getattr(F, name), x.T.copy(), dim=0)
    assert_same(getattr(ivy, name)(to_ivy(x.T.copy()), axis=0), exp, msg=name)


@pytest.mark.parametrize("name", ["elu", "selu"])
def test_elu_selu_keep_the_sign_of_zero(name):
    """``elu(-0)`` and ``selu(-0)`` are -0, as torch's ``alpha * expm1(x)`` gives (ivy-core's
    composition clamped with ``minimum(x, 0)``, which is +0 for -0 on NumPy)."""
    r = to_numpy(getattr(ivy, name)(to_ivy(np.asarray([-0.0, 0.0], dtype=np.float32))))
    assert np.signbit(r).tolist() == [True, False], r


# ------------------------------------------------ ivy 1.0's experimental activations


# thresholds on a grid of eighths: exact in every float dtype, so x > th reads the same in the
# input's precision as in the float64 reference
_GRID = st.integers(-16, 16).map(lambda i: i / 8)


@_jax_few
@given(x=act_input(lo=-6.0, hi=6.0), th=_GRID, value=st.sampled_from([0.0, -1.0, 3.0]))
def test_threshold_and_thresholded_relu(x, th, value):
    """Against torch's threshold (``x`` where ``x > th``, else ``value``); integers are kept, and
    compared with the threshold's own value (torch truncates a float threshold to the integer
    dtype first: -1 > -1.125 is true here, and false in torch)."""
    if x.dtype.kind == "u" and value < 0:  # a value the dtype cannot hold: ivy's scalar rule
        with pytest.raises(ivy.ScalarOverflowError):
            ivy.threshold(to_ivy(x), threshold=th, value=value)
        value = 0.0
    if x.dtype.kind in "iu":
        exp = np.where(x > th, x, int(value))
        exp0 = np.where(x > th, x, 0)
    else:
        exp = _torch_ref(F.threshold, x, threshold=th, value=value)
        exp0 = _torch_ref(F.threshold, x, threshold=th, value=0.0)
    assert_same(ivy.threshold(to_ivy(x), threshold=th, value=value), exp.astype(x.dtype), msg="threshold")
    assert_same(ivy.thresholded_relu(to_ivy(x), threshold=th), exp0.astype(x.dtype), msg="thresholded_relu")


@_jax_few
@given(x=act_input(lo=-6.0, hi=6.0), lo=st.floats(-3.0, 0.0), width=st.floats(0.0, 4.0))
def test_hardtanh(x, lo, width):
    hi = lo + width
    assert_same(ivy.hardtanh(to_ivy(x), min_val=lo, max_val=hi), _torch_ref(F.hardtanh, x, min_val=lo, max_val=hi))


@_jax_few
@given(x=act_input(lo=-4.0, hi=4.0), lambd=_GRID.map(abs))
def test_softshrink_hardshrink(x, lambd):
    assert_same(ivy.softshrink(to_ivy(x), lambd=lambd), _torch_ref(F.softshrink, x, lambd=lambd), msg="softshrink")
    assert_same(ivy.hardshrink(to_ivy(x), lambd=lambd), _torch_ref(F.hardshrink, x, lambd=lambd), msg="hardshrink")


@_jax_few
@given(x=act_input(lo=-10.0, hi=10.0), alpha=st.floats(0.1, 3.0))
def test_celu(x, alpha):
    assert_same(ivy.celu(to_ivy(x), alpha=alpha), _torch_ref(F.celu, x, alpha=alpha))


@_jax_few
@given(x=act_input(lo=-5.0, hi=5.0), alpha=st.floats(0.5, 2.0), beta=st.floats(0.1, 1.5))
def test_scaled_tanh(x, alpha, beta):
    exp = _torch_ref(lambda t: alpha * torch.tanh(beta * t), x)
    assert_same(ivy.scaled_tanh(to_ivy(x), alpha=alpha, beta=beta), exp)


@pytest.mark.parametrize("name", ["hardtanh", "softshrink", "hardshrink", "celu", "threshold"])
def test_experimental_activations_keep_nan(name):
    kw = {"threshold": 0.0, "value": 1.0} if name == "threshold" else {}
    r = to_numpy(getattr(ivy, name)(ivy.asarray([float("nan"), 0.25]), **kw))
    t = torch.tensor([float("nan"), 0.25])
    exp = F.threshold(t, 0.0, 1.0) if name == "threshold" else getattr(F, name)(t)
    assert np.isnan(r[0]) and np.isnan(exp[0].item())

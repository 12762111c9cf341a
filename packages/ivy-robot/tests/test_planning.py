"""sample_spline_path against SciPy: CubicSpline(bc_type='natural') in 1-D at order 3, and
RBFInterpolator (the same polyharmonic kernels with a degree-1 polynomial) for other orders and
dimensions; gradients against finite differences."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.interpolate import CubicSpline, RBFInterpolator

import ivy
from ivy_robot import sample_spline_path

from ._helpers import backend_name, finite_difference_check, has_autodiff, native, to_numpy

RBF_KERNEL = {1: "linear", 2: "thin_plate_spline", 3: "cubic", 5: "quintic"}


def _anchors(rng, n, batch=()):
    """Sorted anchor locations from 0 to 1, irregular but at least 0.4 / (n - 1) apart, [*batch, n, 1].

    (Anchors much closer than the path's scale make the interpolation problem itself
    ill-conditioned: SciPy's float64 spline then swings far between them, and float32 cannot follow.)
    """
    grid = np.linspace(0.0, 1.0, n)
    jitter = rng.uniform(-0.3, 0.3, (*batch, n)) / (n - 1)
    jitter[..., 0] = jitter[..., -1] = 0.0
    return (grid + jitter)[..., None]


def _scipy_natural(t, y, s):
    """CubicSpline(bc_type='natural') per batch element: t [..., N, 1], y [..., N, PD], s [..., NS, 1]."""
    batch = np.broadcast_shapes(t.shape[:-2], y.shape[:-2], s.shape[:-2])
    t, y, s = (np.broadcast_to(a, batch + a.shape[-2:]) for a in (t, y, s))
    out = np.empty(batch + (s.shape[-2], y.shape[-1]))
    for idx in np.ndindex(*batch):
        out[idx] = CubicSpline(t[idx][:, 0], y[idx], bc_type="natural")(s[idx][:, 0])
    return out


# JAX compiles each operation per shape and dtype: fewer anchor counts there
# (and the other tests share 7 anchors, 3 path dims and 10 samples)
CASES = ([(7, "float32"), (7, "float64")] if backend_name() == "jax" else
         [(n, d) for d in ("float32", "float64") for n in (2, 3, 4, 7, 12)])


@pytest.mark.parametrize("n, dtype", CASES)
def test_natural_cubic_spline_matches_scipy(n, dtype):
    rng = np.random.default_rng(n)
    t = _anchors(rng, n, (2, 3))
    y = rng.uniform(-2, 2, (2, 3, n, 3))
    s = rng.uniform(0, 1, (2, 3, 10, 1))
    s[..., :2, 0] = t[..., :2, 0]  # samples on anchors too
    out = sample_spline_path(native(t, dtype), native(y, dtype), native(s, dtype))
    assert ivy.is_native_array(out) and to_numpy(out).dtype == np.dtype(dtype)
    # float32: the kernel basis cancels in float32 as anchors get closer (measured max errors
    # 8e-6, 1.2e-4, 1.1e-3 at 4, 7, 12 anchors on [0, 1] with values in [-2, 2]); see the README
    tol = {2: 1e-5, 3: 1e-5, 4: 3e-5, 7: 5e-4, 12: 4e-3}[n] if dtype == "float32" else 1e-9
    np.testing.assert_allclose(to_numpy(out), _scipy_natural(t, y, s), rtol=tol, atol=tol)


def test_interpolates_the_anchors_and_is_natural_at_the_ends():
    """Closed forms: the path passes through every anchor and its second derivative is 0 at both
    end anchors (the natural boundary condition), by second differences in float64."""
    rng = np.random.default_rng(1)
    t = _anchors(rng, 6)
    y = rng.uniform(-1, 1, (6, 2))
    np.testing.assert_allclose(to_numpy(sample_spline_path(native(t), native(y), native(t))), y, atol=1e-10)
    h = 1e-3
    for end, step in ((0.0, h), (1.0, -h)):
        s = np.array([[end], [end + step], [end + 2 * step]])
        v = to_numpy(sample_spline_path(native(t), native(y), native(s)))
        # f'' at the end is ~ (v2 - 2 v1 + v0) / h^2 + O(h) f'''
        assert np.all(np.abs(v[2] - 2 * v[1] + v[0]) / h**2 < 0.1 * np.abs(y).max() / h * h * 100)


@settings(max_examples=3 if backend_name() == "jax" else 12)
@given(batch=st.sampled_from([(), (1,), (3,), (2, 2)]), share_points=st.booleans(), seed=st.integers(0, 99))
def test_batch_shapes_and_broadcast_anchor_points(batch, share_points, seed):
    """Batch dims of the three arrays broadcast: one set of anchor points can serve many paths."""
    rng = np.random.default_rng(seed)
    t = _anchors(rng, 7, () if share_points else batch)
    y = rng.uniform(-1, 1, (*batch, 7, 3))
    s = rng.uniform(0, 1, (10, 1))
    out = to_numpy(sample_spline_path(native(t), native(y), native(s)))
    assert out.shape == (*batch, 10, 3)
    np.testing.assert_allclose(out, _scipy_natural(t, y, s), rtol=1e-8, atol=1e-8)


@pytest.mark.parametrize("order", [1, 2, 3, 5])
@pytest.mark.parametrize("dims", [1, 2])
def test_orders_and_dims_match_scipy_rbf(order, dims):
    """Orders 1, 2, 3, 5 (kernels r, r^2 log r, r^3, r^5 with an affine part), 1-d and 2-d points:
    SciPy's RBFInterpolator(kernel=..., degree=1) solves the same system."""
    rng = np.random.default_rng(order * 7 + dims)
    c = rng.uniform(0, 1, (9, dims))
    y = rng.uniform(-1, 1, (9, 3))
    s = rng.uniform(0, 1, (11, dims))
    expected = RBFInterpolator(c, y, kernel=RBF_KERNEL[order], degree=1)(s)
    out = to_numpy(sample_spline_path(native(c), native(y), native(s), order=order))
    np.testing.assert_allclose(out, expected, rtol=1e-7, atol=1e-8)


def test_order_1_is_piecewise_linear():
    t = np.array([[0.0], [0.3], [0.5], [1.0]])
    y = np.array([[0.0], [1.0], [-1.0], [2.0]])
    s = np.linspace(0, 1, 17)[:, None]
    out = to_numpy(sample_spline_path(native(t), native(y), native(s), order=1))
    np.testing.assert_allclose(out[:, 0], np.interp(s[:, 0], t[:, 0], y[:, 0]), atol=1e-10)


def test_ivy_arrays_in_ivy_array_out_and_int_input():
    """ivy.Arrays in (any of the three), ivy.Array out; integer input computes in float32."""
    rng = np.random.default_rng(5)
    t, y, s = np.arange(7)[:, None], rng.integers(-3, 3, (7, 3)), np.arange(10)[:, None] % 7
    out = sample_spline_path(ivy.asarray(t), ivy.asarray(y), ivy.asarray(s))
    assert isinstance(out, ivy.Array) and out.dtype == ivy.float32
    np.testing.assert_allclose(to_numpy(out), _scipy_natural(t, y, s), atol=1e-4)
    mixed = sample_spline_path(native(t, "float32"), ivy.asarray(y.astype("float32")), native(s, "float32"))
    assert isinstance(mixed, ivy.Array)


@pytest.mark.skipif(not has_autodiff(), reason="the numpy backend has no autodiff")
def test_gradients_match_finite_differences():
    rng = np.random.default_rng(3)
    t = _anchors(rng, 7)
    y = rng.uniform(-1, 1, (7, 3))
    s = rng.uniform(0, 1, (8, 1))
    s = np.concatenate([s, t[1:3]], axis=0)  # samples on anchors too (the kernel's floor keeps it finite)

    def spline(v):  # v: the three arrays flattened into one, so one gradient covers all of them
        return sample_spline_path(ivy.reshape(v[:7], (7, 1)), ivy.reshape(v[7:28], (7, 3)),
                                  ivy.reshape(v[28:], (10, 1)))

    finite_difference_check(spline, np.concatenate([t.ravel(), y.ravel(), s.ravel()]))


@pytest.mark.parametrize(
    "args, error, text",
    [
        ((np.zeros(3), np.zeros((3, 1)), np.zeros((2, 1))), ivy.ShapeError, "anchor_points"),
        ((np.zeros((3, 1)), np.zeros((4, 2)), np.zeros((2, 1))), ivy.ShapeError, "anchor_vals"),
        ((np.zeros((3, 1)), np.zeros((3, 2)), np.zeros((2, 2))), ivy.ShapeError, "sample_points"),
        ((np.zeros((1, 1)), np.zeros((1, 2)), np.zeros((2, 1))), ivy.ShapeError, "at least 2 anchors"),
    ],
)
def test_bad_shapes_raise_shape_error(args, error, text):
    with pytest.raises(error, match=text):
        sample_spline_path(*(native(a) for a in args))


def test_bad_order_and_non_arrays():
    t, y = native([[0.0], [1.0]]), native([[0.0], [1.0]])
    for order in (0, -1, 1.5, "3", True):
        with pytest.raises(ivy.InvalidArgumentError, match="order"):
            sample_spline_path(t, y, t, order=order)
    with pytest.raises(ivy.InvalidArgumentError, match="sample_points"):
        sample_spline_path(t, y, [[0.5]])


@pytest.mark.skipif(backend_name() not in ("jax", "tensorflow"),
                    reason="jax.jit and tf.function here; numpy and mxnet have no compiler, and torch.compile "
                           "of this takes ~40 s on CI's 2 cores (benchmarks/robot_bench.py runs it)")
def test_compiles_to_the_same_values():
    rng = np.random.default_rng(4)
    t, y, s = native(_anchors(rng, 4), "float32"), native(rng.uniform(-1, 1, (4, 2)), "float32"), \
        native(rng.uniform(0, 1, (5, 1)), "float32")
    fn = ivy.compile(sample_spline_path, t, y, s)
    np.testing.assert_allclose(to_numpy(fn(t, y, s)), to_numpy(sample_spline_path(t, y, s)), rtol=1e-5, atol=1e-6)

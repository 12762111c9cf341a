"""Autodiff and vmap: gradients against hand-derived ones and central finite differences
(float64), to second order (``grad`` of ``grad``, ``execute_with_gradients`` inside the
function); nests, index selection, ``retain_grads``; ``jac`` and ``vmap`` against loops.

On a backend without autodiff (numpy) every differentiating function must raise
``ivy.AutodiffError`` naming the backends that have it; ``stop_gradient`` is the
identity there and ``vmap`` a loop.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import assert_same, backend, backend_name, has_autodiff, to_ivy, to_native, to_numpy

AUTODIFF = has_autodiff()
# A backend whose gradients module sets SECOND_ORDER = False (MXNet 1.9) cannot differentiate
# most gradients: it must raise ivy.AutodiffError saying so (or, where it can, be right).
SECOND_ORDER = AUTODIFF and getattr(backend().gradients, "SECOND_ORDER", True) is not False


def _second_order(fn, *args):
    """``(True, fn(*args))``; ``(False, None)`` where a backend without second-order gradients
    reports that it cannot build this one (any other error, or on other backends, propagates)."""
    try:
        return True, fn(*args)
    except ivy.AutodiffError as e:
        if SECOND_ORDER or "second-order" not in str(e):
            raise
        return False, None
needs_autodiff = pytest.mark.skipif(not AUTODIFF, reason="the backend has no autodiff (see test_no_autodiff_*)")

# Element-wise (separable) scalar functions: ivy version, first and second derivative (NumPy).
SEPARABLE = {
    "x_sin_x": (lambda x: ivy.sum(ivy.sin(x) * x),
                lambda a: np.cos(a) * a + np.sin(a),
                lambda a: 2 * np.cos(a) - np.sin(a) * a),
    "exp_half": (lambda x: ivy.sum(ivy.exp(x * 0.5)),
                 lambda a: 0.5 * np.exp(0.5 * a),
                 lambda a: 0.25 * np.exp(0.5 * a)),
    "cubic": (lambda x: ivy.sum(x * x * x) - ivy.sum(x),
              lambda a: 3 * a * a - 1,
              lambda a: 6 * a),
}


def small_floats(dtype="float64", max_dims=2):
    return hnp.arrays(np.dtype(dtype), sti.shapes(max_dims=max_dims, max_side=3),
                      elements=st.floats(-2, 2, width=np.dtype(dtype).itemsize * 8))


def _fd_grad(f, a, eps=1e-6):
    """Central finite differences of the scalar ivy function ``f`` at the float64 array ``a``."""
    out = np.zeros_like(a)
    flat = out.reshape(-1)
    for i in range(a.size):
        hi = a.copy().reshape(-1)
        lo = a.copy().reshape(-1)
        hi[i] += eps
        lo[i] -= eps
        fh = float(f(to_ivy(hi.reshape(a.shape))))
        fl = float(f(to_ivy(lo.reshape(a.shape))))
        flat[i] = (fh - fl) / (2 * eps)
    return out


def _fd_grad_of_grad(df, a, eps=1e-5):
    """Central differences of the sum of ``df``'s output (``df``: array -> array)."""
    return _fd_grad(lambda x: ivy.sum(df(x)), a, eps)


# --------------------------------------------------------------- gradients


@needs_autodiff
@pytest.mark.parametrize("name", sorted(SEPARABLE))
@given(a=small_floats())
def test_gradient_matches_derivative_and_finite_differences(name, a):
    f, d1, _ = SEPARABLE[name]
    x = to_ivy(a)
    y, g = ivy.execute_with_gradients(f, x)
    assert isinstance(y, ivy.Array) and isinstance(g, ivy.Array)
    assert_same(y, np.asarray(float(f(x))), msg="value")
    assert_same(g, d1(a), msg="analytic")
    np.testing.assert_allclose(to_numpy(g), _fd_grad(f, a), rtol=1e-6, atol=1e-6, err_msg="finite differences")


@needs_autodiff
@pytest.mark.parametrize("name", sorted(SEPARABLE))
@given(a=small_floats("float32", max_dims=1))
def test_gradient_float32(name, a):
    f, d1, _ = SEPARABLE[name]
    _, g = ivy.execute_with_gradients(f, to_ivy(a))
    assert_same(g, d1(a.astype(np.float64)).astype(np.float32), rtol=1e-4, atol=1e-4)


@needs_autodiff
@pytest.mark.parametrize("name", sorted(SEPARABLE))
@given(a=small_floats(max_dims=1))
def test_second_order_grad_of_grad(name, a):
    f, d1, d2 = SEPARABLE[name]
    x = to_ivy(a)
    df = ivy.grad(f)
    ddf = ivy.grad(lambda x: ivy.sum(df(x)))
    assert_same(df(x), d1(a))
    ok, _ = _second_order(ddf, x)
    if not ok:
        return
    assert_same(ddf(x), d2(a), msg="analytic second derivative")
    np.testing.assert_allclose(to_numpy(ddf(x)), _fd_grad_of_grad(df, a), rtol=1e-5, atol=1e-5)
    # composing ivy.grad directly (a non-scalar first derivative is summed)
    assert_same(ivy.grad(ivy.grad(f))(x), d2(a))


@needs_autodiff
@given(a=small_floats(max_dims=1), v=st.floats(-2, 2))
def test_second_order_nested_execute_with_gradients(a, v):
    """A Hessian-vector product by an execute_with_gradients inside the differentiated function."""
    f, _, d2 = SEPARABLE["x_sin_x"]

    def outer(x):
        _, g = ivy.execute_with_gradients(f, x)
        return ivy.sum(g * v)

    ok, r = _second_order(ivy.execute_with_gradients, outer, to_ivy(a))
    if not ok:
        return
    y, hv = r
    assert_same(hv, d2(a) * v)


@needs_autodiff
def test_native_in_native_out():
    a = np.array([0.5, -1.0, 2.0])
    x = to_native(a)
    y, g = ivy.execute_with_gradients(SEPARABLE["cubic"][0], x)
    assert not isinstance(g, ivy.Array) and type(g) is type(x)
    assert not isinstance(y, ivy.Array)
    assert_same(g, 3 * a * a - 1)
    g2 = ivy.grad(SEPARABLE["cubic"][0])(x)
    assert type(g2) is type(x)


def _mlp_reference(x, w, b):
    z = x @ w + b
    d = np.cos(z)
    return np.sin(z).sum(), x.T @ d, d.sum(axis=0)


@needs_autodiff
@given(n=st.integers(1, 3), m=st.integers(1, 3), k=st.integers(1, 3), data=st.data())
def test_nested_inputs_and_structure(n, m, k, data):
    el = st.floats(-1, 1)
    x = data.draw(hnp.arrays(np.float64, (n, m), elements=el))
    w = data.draw(hnp.arrays(np.float64, (m, k), elements=el))
    b = data.draw(hnp.arrays(np.float64, (k,), elements=el))
    xs = {"w": to_ivy(w), "rest": [to_ivy(b), 3.0, None]}

    def loss(p):
        assert isinstance(p["w"], ivy.Array) and p["rest"][1] == 3.0 and p["rest"][2] is None
        return ivy.sum(ivy.sin(ivy.matmul(to_ivy(x), p["w"]) + p["rest"][0])) * p["rest"][1]

    y, g = ivy.execute_with_gradients(loss, xs)
    val, dw, db = _mlp_reference(x, w, b)
    assert set(g) == {"w", "rest"} and isinstance(g["rest"], list) and len(g["rest"]) == 3
    assert g["rest"][1] is None and g["rest"][2] is None
    assert_same(y, np.asarray(val * 3.0))
    assert_same(g["w"], dw * 3.0)
    assert_same(g["rest"][0], db * 3.0)
    # tuples stay tuples; grad with several argnums gives a tuple
    gw, gb = ivy.grad(lambda w_, b_: loss({"w": w_, "rest": [b_, 3.0, None]}), argnums=(0, 1))(xs["w"], xs["rest"][0])
    assert_same(gw, dw * 3.0)
    assert_same(gb, db * 3.0)
    _, gt = ivy.execute_with_gradients(lambda t: ivy.sum(t[0] * t[1]), (to_ivy(b), to_ivy(b * 2)))
    assert isinstance(gt, tuple)
    assert_same(gt[0], b * 2)
    assert_same(gt[1], b)


@needs_autodiff
def test_same_array_twice_is_one_variable():
    a = np.array([1.0, 2.0])
    x = to_ivy(a)
    _, g = ivy.execute_with_gradients(lambda t: ivy.sum(t[0] * t[1]), [x, x])
    assert_same(g[0], 2 * a)
    assert_same(g[1], 2 * a)


@needs_autodiff
def test_index_selection_and_several_outputs():
    a = np.array([1.0, -2.0, 0.5])
    xs = {"a": to_ivy(a), "b": to_ivy(a * 3)}

    def f(t):
        return ivy.sum(t["a"] * t["b"]), ivy.sum(t["a"] * t["a"]), "aux"

    y, g = ivy.execute_with_gradients(f, xs)
    assert isinstance(y, tuple) and y[2] == "aux"
    assert set(g) == {"0", "1"}
    assert_same(g["0"]["a"], a * 3)
    assert_same(g["0"]["b"], a)
    assert_same(g["1"]["a"], 2 * a)
    assert_same(g["1"]["b"], np.zeros(3))  # unconnected: zeros, not None
    y, g = ivy.execute_with_gradients(f, xs, xs_grad_idxs=[["a"]], ret_grad_idxs=[[1]])
    assert set(g) == {"1"}
    assert g["1"]["b"] is None
    assert_same(g["1"]["a"], 2 * a)
    assert_same(y[0], np.asarray(np.sum(a * a * 3)))


@needs_autodiff
def test_non_scalar_result_is_summed_and_unconnected_inputs_get_zeros():
    a = np.array([[0.1, 0.2], [0.3, -0.4]])
    x = to_ivy(a)
    _, g = ivy.execute_with_gradients(lambda t: ivy.sin(t[0]) * 2, [x, to_ivy(a + 1)])
    assert_same(g[0], 2 * np.cos(a))
    assert_same(g[1], np.zeros_like(a))


@needs_autodiff
@pytest.mark.parametrize("dtype", [ivy.int64, ivy.int32, ivy.bool])
def test_integer_inputs_are_cast_to_default_float(dtype):
    x = ivy.asarray([True, False, True] if dtype == ivy.bool else [1, 0, 1], dtype=dtype)
    y, g = ivy.execute_with_gradients(lambda t: ivy.sum(t * t), x)
    assert g.dtype == ivy.float32
    assert_same(g, np.array([2.0, 0.0, 2.0], dtype=np.float32))


@needs_autodiff
def test_retain_grads_keeps_the_result_differentiable():
    a = np.array([0.3, -0.7])

    def outer(retain):
        def h(x):
            r, _ = ivy.execute_with_gradients(lambda t: ivy.sum(t * t * t), x, retain_grads=retain)
            return r

        return ivy.execute_with_gradients(h, to_ivy(a))[1]

    assert_same(outer(True), 3 * a * a)
    assert_same(outer(False), np.zeros_like(a))  # the inner result was cut from the graph


@needs_autodiff
def test_stop_gradient_and_variables():
    a = np.array([1.5, -0.5])
    x = to_ivy(a)
    _, g = ivy.execute_with_gradients(lambda t: ivy.sum(ivy.stop_gradient(t) * t), x)
    assert_same(g, a)  # only the second factor is differentiated
    v = ivy.variable(x)
    assert isinstance(v, ivy.Array) and ivy.is_variable(v)
    assert_same(ivy.variable_data(v), a)
    assert_same(ivy.stop_gradient(v, preserve_type=False), a)
    vi = ivy.variable(ivy.asarray([1, 2]))
    assert vi.dtype == ivy.float32
    nest = ivy.variable({"a": x, "b": [x]})
    assert ivy.is_variable(nest) == {"a": True, "b": [True]}
    _, gv = ivy.execute_with_gradients(lambda t: ivy.sum(t * t), v)
    assert_same(gv, 2 * a)


@needs_autodiff
def test_value_and_grad():
    a = np.array([0.25, 1.0])
    v, g = ivy.value_and_grad(SEPARABLE["cubic"][0])(to_ivy(a))
    assert_same(v, np.asarray(np.sum(a ** 3) - np.sum(a)))
    assert_same(g, 3 * a * a - 1)


@needs_autodiff
def test_misuse_raises_ivy_errors():
    x = to_ivy(np.array([1.0, 2.0]))
    with pytest.raises(ivy.InvalidArgumentError, match="argnums"):
        ivy.grad(lambda a: ivy.sum(a), argnums=2)(x)
    with pytest.raises(ivy.InvalidArgumentError, match="exactly one array"):
        ivy.grad(lambda a: (ivy.sum(a), ivy.sum(a)))(x)
    with pytest.raises(ivy.InvalidArgumentError, match="no array"):
        ivy.execute_with_gradients(lambda a: a, {"a": 1.0})
    if ivy.complex128 in backend().supported_dtypes():
        with pytest.raises(ivy.DtypeError, match="complex"):
            ivy.execute_with_gradients(lambda a: ivy.sum(ivy.real(a)), ivy.asarray([1j], dtype=ivy.complex128))


# --------------------------------------------------------------------- jac


@needs_autodiff
@given(a=small_floats(max_dims=1))
def test_jac_against_derivative_and_loop(a):
    x = to_ivy(a)

    def f(t):
        return ivy.sin(t) * ivy.sum(t)

    J = ivy.jac(f)(x)
    s = a.sum()
    flat = np.diag((np.cos(a) * s).reshape(-1)) + np.sin(a).reshape(-1, 1)
    expected = flat.reshape(a.shape + a.shape)
    assert J.shape == a.shape + a.shape
    assert_same(J, expected)
    # row by row with grad (the loop the Jacobian replaces)
    for i in range(a.size):
        idx = np.unravel_index(i, a.shape)
        row = ivy.grad(lambda t, idx=idx: f(t)[idx])(x)
        assert_same(J[idx], to_numpy(row))


@needs_autodiff
def test_jac_nests_and_integer_outputs():
    a = np.array([1.0, 2.0])
    b = np.array([[0.5], [1.5]])

    def f(p):
        return {"y": p["a"] * p["b"][0, 0], "n": ivy.asarray(3), "c": None}

    J = ivy.jac(f)({"a": to_ivy(a), "b": to_ivy(b)})
    assert set(J) == {"y", "n", "c"} and J["c"] is None
    assert_same(J["y"]["a"], np.eye(2) * 0.5)
    expected_b = np.zeros((2, 2, 1))
    expected_b[:, 0, 0] = a
    assert_same(J["y"]["b"], expected_b)
    assert J["n"]["a"].shape == (2,) and float(ivy.sum(ivy.abs(J["n"]["a"]))) == 0.0


@needs_autodiff
def test_hessian_as_jac_of_grad():
    a = np.array([0.5, -1.0, 1.5])
    ok, H = _second_order(ivy.jac(ivy.grad(lambda t: ivy.sum(t * t * t) * ivy.sum(t))), to_ivy(a))
    if not ok:
        return
    s = a.sum()
    expected = np.diag(6 * a * s) + 3 * (a * a)[:, None] + 3 * (a * a)[None, :]
    assert_same(H, expected)


# -------------------------------------------------------------------- vmap


def _np_slice(x, ax, i):
    return np.take(x, i, axis=ax)


@given(
    bsz=st.integers(1, 3), n=st.integers(1, 3), m=st.integers(1, 3), k=st.integers(1, 3),
    a_axis=st.integers(-3, 2), b_batched=st.booleans(), out_axes=st.sampled_from([0, -1]),
    native=st.booleans(), data=st.data(),
)
def test_vmap_against_loop(bsz, n, m, k, a_axis, b_batched, out_axes, native, data):
    el = st.floats(-2, 2, width=32)
    a_shape = [n, m]
    a_shape.insert(a_axis % 3, bsz)
    a = data.draw(hnp.arrays(np.float32, tuple(a_shape), elements=el))
    b = data.draw(hnp.arrays(np.float32, (bsz, m, k) if b_batched else (m, k), elements=el))

    def g(s, w):
        return ivy.matmul(ivy.sin(s), w), ivy.sum(s * s)

    conv = to_native if native else to_ivy
    out = ivy.vmap(g, in_axes=(a_axis, 0 if b_batched else None), out_axes=out_axes)(conv(a), conv(b))
    assert isinstance(out, tuple) and len(out) == 2
    assert all(isinstance(o, ivy.Array) != native for o in out)
    ax = a_axis % 3
    ref0 = [np.sin(_np_slice(a, ax, i)) @ (b[i] if b_batched else b) for i in range(bsz)]
    ref1 = [np.sum(_np_slice(a, ax, i) ** 2) for i in range(bsz)]
    assert_same(out[0], np.stack(ref0, axis=out_axes).astype(np.float32), rtol=1e-5, atol=1e-5)
    assert_same(out[1], np.stack(ref1, axis=out_axes).astype(np.float32), rtol=1e-5, atol=1e-5)


def test_vmap_nested_args_kwargs_and_errors():
    a = np.arange(6.0, dtype=np.float32).reshape(3, 2)
    f = ivy.vmap(lambda p, scale=1.0: {"s": ivy.sum(p["x"]) * scale, "y": p["y"] + p["x"]}, in_axes=0)
    out = f({"x": to_ivy(a), "y": to_ivy(a * 2)}, scale=2.0)
    assert set(out) == {"s", "y"}
    assert_same(out["s"], a.sum(axis=1) * 2)
    assert_same(out["y"], a * 3)
    with pytest.raises(ivy.ShapeError):
        ivy.vmap(lambda s, t: s + t)(to_ivy(a), to_ivy(np.ones((2, 2), np.float32)))
    with pytest.raises(ivy.InvalidArgumentError, match="in_axes"):
        ivy.vmap(lambda s, t: s + t, in_axes=(0,))(to_ivy(a), to_ivy(a))
    with pytest.raises(ivy.InvalidArgumentError, match="batched"):
        ivy.vmap(lambda s: s, in_axes=None)(to_ivy(a))


@needs_autodiff
def test_vmap_of_grad_is_per_example_gradients():
    a = np.array([[0.1, 0.2], [0.3, 0.4], [-1.0, 2.0]])
    per_example = ivy.vmap(ivy.grad(SEPARABLE["x_sin_x"][0]))(to_ivy(a))
    assert_same(per_example, SEPARABLE["x_sin_x"][1](a))


# ----------------------------------------------------------- no autodiff


@pytest.mark.skipif(AUTODIFF, reason="the backend has autodiff (tested above)")
def test_no_autodiff_every_function_raises():
    x = to_ivy(np.array([1.0, 2.0], dtype=np.float32))

    def f(t):
        return ivy.sum(t * t)

    calls = {
        "variable": lambda: ivy.variable(x),
        "execute_with_gradients": lambda: ivy.execute_with_gradients(f, x),
        "value_and_grad": lambda: ivy.value_and_grad(f)(x),
        "grad": lambda: ivy.grad(f)(x),
        "jac": lambda: ivy.jac(f)(x),
    }
    installed = ivy.backends()
    for what, call in calls.items():
        with pytest.raises(ivy.AutodiffError) as info:
            call()
        msg = str(info.value)
        assert f"ivy.{what}" in msg and repr(backend_name()) in msg
        for name, dist in {"torch": "ivy-backend-torch", "jax": "ivy-backend-jax",
                           "tensorflow": "ivy-backend-tf", "mxnet": "ivy-backend-mxnet"}.items():
            assert (name in msg) if name in installed else (dist in msg), (name, msg)


@pytest.mark.skipif(AUTODIFF, reason="the backend has autodiff (tested above)")
def test_no_autodiff_stop_gradient_is_identity():
    a = np.array([1.0, 2.0], dtype=np.float32)
    x = to_ivy(a)
    assert_same(ivy.stop_gradient(x), a)
    assert ivy.is_variable(x) is False
    assert_same(ivy.variable_data(x), a)
    n = to_native(a)
    assert type(ivy.stop_gradient(n)) is type(n)

"""Ivy 1.0's further autodiff functions: ``vjp``, ``jvp``, ``bind_custom_gradient_function``,
``requires_gradient``.

``vjp`` and ``jvp`` are checked against hand-derived derivatives (NumPy, float64) of
element-wise and matrix functions, and against each other (``<c, J t>`` computed both ways);
custom gradients against the custom rule. On a backend without autodiff (numpy) ``vjp`` and
``jvp`` raise ``ivy.AutodiffError``; a bound custom gradient there is just the function.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from . import strategies as sti
from .helpers import assert_same, backend, backend_name, has_autodiff, to_ivy, to_native, to_numpy

AUTODIFF = has_autodiff()
needs_autodiff = pytest.mark.skipif(not AUTODIFF, reason="the backend has no autodiff (see test_no_autodiff_*)")
_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)


def _pair():
    """Four float64 arrays of one shape (including 0-d and empty)."""
    return sti.shapes(max_dims=2, max_side=3).flatmap(lambda s: st.tuples(*[
        hnp.arrays(np.float64, s, elements=st.floats(-2, 2, allow_subnormal=False)) for _ in range(4)]))


def _f(x, y):
    """Two outputs and an integer one: (sin(x) * y, x * x, argmax-free integer count)."""
    return {"a": ivy.sin(x) * y, "b": (x * x, ivy.astype(x > 0, ivy.int64))}


# ------------------------------------------------------------------- vjp


@needs_autodiff
@_few
@given(_pair())
def test_vjp_matches_hand_derivatives(arrs):
    x, y, ca, cb = arrs
    out, f_vjp = ivy.vjp(_f, to_ivy(x), to_ivy(y))
    assert_same(out["a"], np.sin(x) * y)
    assert_same(out["b"][0], x * x)
    assert_same(out["b"][1], (x > 0).astype(np.int64))
    cot = {"a": to_ivy(ca), "b": (to_ivy(cb), None)}
    gx, gy = f_vjp(cot)
    assert_same(gx, ca * np.cos(x) * y + cb * 2 * x)
    assert_same(gy, ca * np.sin(x))
    gx2, _ = f_vjp(cot)  # the pullback can run again
    assert_same(gx2, ca * np.cos(x) * y + cb * 2 * x)


@needs_autodiff
def test_vjp_matrix_function_and_nests():
    rng = np.random.default_rng(0)
    a = rng.normal(size=(3, 4))
    x = rng.normal(size=(4,))
    c = rng.normal(size=(3,))
    params = ivy.Container(w=to_ivy(a), scale=to_ivy(np.array(2.0)))
    out, f_vjp = ivy.vjp(lambda p, v: ivy.tanh(ivy.matmul(p.w, v)) * p.scale, params, to_ivy(x))
    t = np.tanh(a @ x)
    assert_same(out, 2.0 * t)
    gp, gx = f_vjp(to_ivy(c))
    assert isinstance(gp, ivy.Container)
    dz = c * 2.0 * (1 - t * t)
    assert_same(gp.w, np.outer(dz, x))
    assert_same(gp.scale, np.array(np.sum(c * t)))
    assert_same(gx, a.T @ dz)


@needs_autodiff
def test_vjp_same_array_twice_gets_one_cotangent_per_position():
    x = to_ivy(np.array([1.0, 3.0]))
    _, f_vjp = ivy.vjp(lambda u, v: u * u * v, x, x)
    gu, gv = f_vjp(to_ivy(np.array([1.0, 1.0])))
    assert_same(gu, np.array([2.0, 18.0]))  # 2 u v
    assert_same(gv, np.array([1.0, 9.0]))  # u * u


@needs_autodiff
def test_vjp_keeps_native_and_ivy_types():
    a = np.array([0.5, -1.0], dtype=np.float32)
    out, f_vjp = ivy.vjp(ivy.exp, to_native(a))
    assert not isinstance(out, ivy.Array) and ivy.is_native_array(out)
    (g,) = f_vjp(to_native(np.ones(2, np.float32)))
    assert not isinstance(g, ivy.Array)
    assert_same(g, np.exp(a))
    out, f_vjp = ivy.vjp(ivy.exp, to_ivy(a))
    assert isinstance(out, ivy.Array) and isinstance(f_vjp(to_ivy(np.ones(2, np.float32)))[0], ivy.Array)


@needs_autodiff
def test_vjp_bad_cotangents():
    _, f_vjp = ivy.vjp(lambda x: (x * 2, x * 3), to_ivy(np.array([1.0, 2.0])))
    with pytest.raises(ivy.InvalidArgumentError):
        f_vjp(to_ivy(np.array([1.0, 1.0])))  # one array for a tuple of two
    with pytest.raises(ivy.ShapeError):
        f_vjp((to_ivy(np.ones(3)), to_ivy(np.ones(2))))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.vjp(lambda s: s * 2, 3.0)  # no array to differentiate


@needs_autodiff
def test_vjp_and_jvp_per_example_under_vmap():
    """Per-example products (a vectorizing transform around vjp/jvp: torch.func's branch)."""
    a = np.arange(6.0).reshape(3, 2) / 4
    x = to_ivy(a)
    g = ivy.vmap(lambda v: ivy.vjp(lambda u: ivy.sin(u) * 2, v)[1](ivy.ones_like(v))[0])(x)
    assert_same(g, 2 * np.cos(a))
    t = ivy.vmap(lambda v: ivy.jvp(lambda u: ivy.sin(u) * 2, (v,), (ivy.ones_like(v),))[1])(x)
    assert_same(t, 2 * np.cos(a))


@needs_autodiff
def test_vjp_and_jvp_differentiated_again():
    """grad of a vjp / jvp (second order): d/dx sum(3 x^2) = 6 x; MXNet 1.9 says it cannot."""
    a = np.array([1.0, -2.0, 0.5])
    second = getattr(backend().gradients, "SECOND_ORDER", True) is not False

    def via_vjp(v):
        return ivy.sum(ivy.vjp(lambda u: u ** 3, v)[1](ivy.ones_like(v))[0])

    def via_jvp(v):
        return ivy.sum(ivy.jvp(lambda u: u ** 3, (v,), (ivy.ones_like(v),))[1])

    for fn in (via_vjp, via_jvp):
        if second:
            assert_same(ivy.grad(fn)(to_ivy(a)), 6 * a)
        else:
            with pytest.raises(ivy.AutodiffError):
                ivy.grad(fn)(to_ivy(a))


# ------------------------------------------------------------------- jvp


@needs_autodiff
@_few
@given(_pair())
def test_jvp_matches_hand_derivatives(arrs):
    x, y, tx, ty = arrs
    out, tout = ivy.jvp(_f, (to_ivy(x), to_ivy(y)), (to_ivy(tx), to_ivy(ty)))
    assert_same(out["a"], np.sin(x) * y)
    assert_same(tout["a"], np.cos(x) * y * tx + np.sin(x) * ty)
    assert_same(tout["b"][0], 2 * x * tx)
    assert_same(tout["b"][1], np.zeros(x.shape, np.int64))  # integer outputs: zero tangents


@needs_autodiff
def test_jvp_agrees_with_vjp_and_nests():
    rng = np.random.default_rng(1)
    a, x, t, c = rng.normal(size=(3, 4)), rng.normal(size=(4,)), rng.normal(size=(4,)), rng.normal(size=(3,))

    def f(v):
        return {"y": ivy.tanh(ivy.matmul(to_ivy(a), v["x"]))}

    out, tout = ivy.jvp(f, ({"x": to_ivy(x)},), ({"x": to_ivy(t)},))
    z = np.tanh(a @ x)
    assert_same(out["y"], z)
    assert_same(tout["y"], (1 - z * z) * (a @ t))
    _, f_vjp = ivy.vjp(f, {"x": to_ivy(x)})
    (g,) = f_vjp({"y": to_ivy(c)})
    np.testing.assert_allclose(float(np.dot(c, to_numpy(tout["y"]))), float(np.dot(to_numpy(g["x"]), t)),
                               rtol=1e-10)


@needs_autodiff
def test_jvp_float32_tangents_follow_the_primal_dtype():
    x = np.array([1.0, 2.0], dtype=np.float32)
    out, tout = ivy.jvp(lambda v: v * v, (to_ivy(x),), (to_ivy(np.array([1.0, 1.0])),))  # float64 tangent
    assert_same(tout, 2 * x)


@needs_autodiff
def test_jvp_bad_arguments():
    x = to_ivy(np.array([1.0, 2.0]))
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.jvp(ivy.sin, x, x)  # primals must be a tuple
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.jvp(lambda u, v: u * v, (x, x), (x,))
    with pytest.raises(ivy.ShapeError):
        ivy.jvp(ivy.sin, (x,), (to_ivy(np.ones(3)),))


# ----------------------------------------------------- custom gradients


@needs_autodiff
@pytest.mark.parametrize("which", [0, 1])
def test_bind_custom_gradient_function(which):
    """Ivy's own test: the custom rule is ``upstream * x`` or ``upstream * func(x)``."""
    a = np.array([[4.6, 2.1, 5.0], [2.8, 1.3, 6.2]], dtype=np.float32)
    g = ivy.bind_custom_gradient_function(ivy.cos, lambda xr, up: up * xr[which])
    x = to_ivy(a)
    assert_same(g(x), np.cos(a))
    grad = ivy.grad(lambda v: ivy.sum(g(v) * 3.0))(x)
    assert_same(grad, 3.0 * (a if which == 0 else np.cos(a)))
    n = to_native(a)
    out = g(n)
    assert not isinstance(out, ivy.Array)
    assert_same(out, np.cos(a))


@needs_autodiff
def test_bind_custom_gradient_function_in_a_chain():
    """The custom rule sees the upstream gradient of what follows: d/dx sum(sin(g(x)))."""
    a = np.array([0.3, -1.2, 2.0])
    g = ivy.bind_custom_gradient_function(ivy.square, lambda xr, up: up * 10.0)
    _, grad = ivy.execute_with_gradients(lambda v: ivy.sum(ivy.sin(g(v))), to_ivy(a))
    assert_same(grad, np.cos(a * a) * 10.0)


# ---------------------------------------------------- requires_gradient


def test_requires_gradient():
    x = to_ivy(np.array([1.0, 2.0], dtype=np.float32))
    name = backend_name()
    expected_plain = name == "jax"  # JAX differentiates any float array
    assert ivy.requires_gradient(x) is expected_plain
    assert ivy.requires_gradient(to_ivy(np.array([1, 2]))) is False
    if AUTODIFF:
        assert ivy.requires_gradient(ivy.variable(x)) is True
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.requires_gradient([1.0])


# ----------------------------------------------------------- no autodiff


@pytest.mark.skipif(AUTODIFF, reason="the backend has autodiff (tested above)")
def test_no_autodiff_vjp_jvp_raise():
    x = to_ivy(np.array([1.0, 2.0], dtype=np.float32))
    for what, call in {"vjp": lambda: ivy.vjp(ivy.sin, x), "jvp": lambda: ivy.jvp(ivy.sin, (x,), (x,))}.items():
        with pytest.raises(ivy.AutodiffError) as info:
            call()
        assert f"ivy.{what}" in str(info.value) and repr(backend_name()) in str(info.value)


@pytest.mark.skipif(AUTODIFF, reason="the backend has autodiff (tested above)")
def test_no_autodiff_bound_function_is_the_function():
    a = np.array([1.0, 2.0], dtype=np.float32)
    g = ivy.bind_custom_gradient_function(ivy.square, lambda xr, up: up)
    assert_same(g(to_ivy(a)), a * a)
    assert backend().name == backend_name()

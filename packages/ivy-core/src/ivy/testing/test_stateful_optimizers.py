"""Optimizers: ``ivy.SGD`` (momentum, Nesterov, weight decay), ``Adam`` and ``AdamW`` against
``torch.optim`` over several steps; ``LAMB``/``LARS`` and the pure updates against the
papers' formulas written in NumPy (float64); nests, state, ``inplace`` and errors.

Only standard functions are used, so every backend runs this (no autodiff needed).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import assert_same, backend_name, supported_dtypes, to_ivy, to_numpy

torch = pytest.importorskip("torch", reason="torch.optim is the reference for SGD/Adam/AdamW")

FLOATS = [d for d in (ivy.float32, ivy.float64) if d in supported_dtypes("real floating")]
TOL = {"float32": 2e-5, "float64": 1e-10}

shapes = hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4)


def _few(fn):
    """JAX compiles every operation per shape: fewer examples there."""
    return settings(max_examples=min(8, settings.default.max_examples))(fn) if backend_name() == "jax" else fn


@st.composite
def params_and_grads(draw, n_params=2):
    """(dtype name, {name: w}, [{name: g} per step]) as NumPy arrays."""
    dt = draw(st.sampled_from([d.name for d in FLOATS]))
    n_steps = draw(st.integers(1, 4))
    # 0 or magnitudes from 2**-20: LAMB's and LARS's trust ratios divide norms, whose squares
    # underflow float32 below ~1e-19 (on every backend, as NumPy's vector_norm, which does not
    # scale), and the ratio then falls back to 1 where the float64 reference keeps it
    mag = st.floats(2.0 ** -20, 3, width=32)
    elems = st.one_of(st.just(0.0), mag, mag.map(lambda v: -v))
    ws, gs = {}, [{} for _ in range(n_steps)]
    for i in range(n_params):
        shp = draw(shapes)
        ws[f"p{i}"] = draw(hnp.arrays(dt, shp, elements=elems))
        for s in range(n_steps):
            gs[s][f"p{i}"] = draw(hnp.arrays(dt, shp, elements=elems))
    return dt, ws, gs


def _run_torch(opt_cls, ws, gs, **kw):
    ps = {k: torch.nn.Parameter(torch.from_numpy(np.array(w))) for k, w in ws.items()}
    opt = opt_cls(list(ps.values()), **kw)
    for g in gs:
        for k, p in ps.items():
            p.grad = torch.from_numpy(np.array(g[k]))
        opt.step()
    return {k: p.detach().numpy() for k, p in ps.items()}


def _run_ivy(opt, ws, gs):
    v = {k: to_ivy(w) for k, w in ws.items()}
    for g in gs:
        v = opt.step(v, {k: to_ivy(a) for k, a in g.items()})
    return v


def _compare(v, expected, dt):
    for k, e in expected.items():
        assert_same(v[k], e, rtol=TOL[dt], atol=TOL[dt] * 10, msg=k)


# --------------------------------------------------------- against torch.optim


@_few
@given(params_and_grads(), st.sampled_from([0.01, 0.1, 0.5]), st.sampled_from([0.0, 0.9]),
       st.sampled_from([0.0, 0.3]), st.booleans(), st.sampled_from([0.0, 0.01]))
def test_sgd_matches_torch(data, lr, momentum, dampening, nesterov, weight_decay):
    dt, ws, gs = data
    if nesterov and (momentum == 0 or dampening != 0):
        nesterov = False
    expected = _run_torch(torch.optim.SGD, ws, gs, lr=lr, momentum=momentum, dampening=dampening,
                          nesterov=nesterov, weight_decay=weight_decay)
    opt = ivy.SGD(lr=lr, momentum=momentum, dampening=dampening, nesterov=nesterov, weight_decay=weight_decay)
    _compare(_run_ivy(opt, ws, gs), expected, dt)


@_few
@given(params_and_grads(), st.sampled_from([1e-3, 0.1]), st.sampled_from([(0.9, 0.999), (0.5, 0.9)]),
       st.sampled_from([1e-8, 1e-3]))
def test_adam_matches_torch(data, lr, betas, eps):
    dt, ws, gs = data
    expected = _run_torch(torch.optim.Adam, ws, gs, lr=lr, betas=betas, eps=eps)
    opt = ivy.Adam(lr=lr, beta1=betas[0], beta2=betas[1], epsilon=eps)
    _compare(_run_ivy(opt, ws, gs), expected, dt)


@_few
@given(params_and_grads(), st.sampled_from([1e-3, 0.1]), st.sampled_from([0.0, 0.01, 0.5]))
def test_adamw_matches_torch(data, lr, wd):
    dt, ws, gs = data
    expected = _run_torch(torch.optim.AdamW, ws, gs, lr=lr, betas=(0.9, 0.999), eps=1e-8, weight_decay=wd)
    opt = ivy.AdamW(lr=lr, epsilon=1e-8, weight_decay=wd)
    _compare(_run_ivy(opt, ws, gs), expected, dt)


def test_lr_schedule_callable():
    lrs = iter([0.1, 0.2])
    opt = ivy.SGD(lr=lambda: next(lrs))
    v = {"w": to_ivy(np.array([1.0], np.float32))}
    g = {"w": to_ivy(np.array([1.0], np.float32))}
    v = opt.step(v, g)
    v = opt.step(v, g)
    assert_same(v["w"], np.array([0.7], np.float32))


# ------------------------------------------------------ LAMB / LARS formulas


def _norm(a):
    return float(np.sqrt(np.sum(np.square(a, dtype=np.float64))))


def _trust(num, den):
    return num / den if num > 0 and den > 0 else 1.0


def _lamb_ref(ws, gs, lr, b1, b2, eps, max_ratio, decay):
    ws = {k: w.astype(np.float64) for k, w in ws.items()}
    m = {k: np.zeros_like(w) for k, w in ws.items()}
    v = {k: np.zeros_like(w) for k, w in ws.items()}
    for t, g in enumerate(gs, start=1):
        for k in ws:
            gk = g[k].astype(np.float64)
            m[k] = b1 * m[k] + (1 - b1) * gk
            v[k] = b2 * v[k] + (1 - b2) * gk * gk
            mhat = m[k] / (1 - b1**t)
            vhat = v[k] / (1 - b2**t)
            u = mhat / (np.sqrt(vhat) + eps) + decay * ws[k]
            r = min(_trust(_norm(ws[k]), _norm(u)), max_ratio)
            ws[k] = ws[k] - lr * r * u
    return ws


def _lars_ref(ws, gs, lr, decay):
    ws = {k: w.astype(np.float64) for k, w in ws.items()}
    for g in gs:
        for k in ws:
            gk = g[k].astype(np.float64)
            wn, gn = _norm(ws[k]), _norm(gk)
            r = _trust(wn, gn + decay * wn)
            ws[k] = ws[k] - lr * r * (gk + decay * ws[k])
    return ws


@_few
@given(params_and_grads(), st.sampled_from([1e-3, 0.1]), st.sampled_from([1.0, 10.0]),
       st.sampled_from([0.0, 0.01]))
def test_lamb_matches_formula(data, lr, max_ratio, decay):
    dt, ws, gs = data
    expected = _lamb_ref(ws, gs, lr, 0.9, 0.999, 1e-7, max_ratio, decay)
    opt = ivy.LAMB(lr=lr, max_trust_ratio=max_ratio, decay_lambda=decay)
    v = _run_ivy(opt, ws, gs)
    tol = {"float32": 1e-4, "float64": 1e-9}[dt]
    for k, e in expected.items():
        np.testing.assert_allclose(to_numpy(v[k]), e, rtol=tol, atol=tol)
        assert v[k].dtype.name == dt


@_few
@given(params_and_grads(), st.sampled_from([1e-3, 0.1]), st.sampled_from([0.0, 0.01]))
def test_lars_matches_formula(data, lr, decay):
    dt, ws, gs = data
    expected = _lars_ref(ws, gs, lr, decay)
    v = _run_ivy(ivy.LARS(lr=lr, decay_lambda=decay), ws, gs)
    tol = {"float32": 1e-4, "float64": 1e-9}[dt]
    for k, e in expected.items():
        np.testing.assert_allclose(to_numpy(v[k]), e, rtol=tol, atol=tol)


# --------------------------------------------------------------- pure updates


@_few
@given(hnp.arrays(np.float32, shapes, elements=st.floats(-3, 3, width=32)), st.floats(0.0, 1.0, width=32))
def test_gradient_descent_update(w, lr):
    g = np.flip(w).copy() if w.ndim else w * np.float32(2)  # float32 on NumPy 1.x too (0-d * int is float64 there)
    out = ivy.gradient_descent_update(to_ivy(w), to_ivy(g), lr)
    assert_same(out, (w - np.float32(lr) * g).astype(np.float32), atol=1e-6)
    assert_same(ivy.optimizer_update(to_ivy(w), to_ivy(g), lr), (w - np.float32(lr) * g).astype(np.float32),
                atol=1e-6)


def test_adam_step_and_update_formula():
    g = np.array([1.0, -2.0, 0.5], np.float32)
    m0 = np.array([0.1, 0.0, -0.2], np.float32)
    v0 = np.array([0.01, 0.0, 0.3], np.float32)
    step, b1, b2, eps, lr = 3, 0.8, 0.95, 1e-6, 0.05
    m = b1 * m0 + (1 - b1) * g
    v = b2 * v0 + (1 - b2) * g * g
    eff = (m / (1 - b1**step)) / (np.sqrt(v / (1 - b2**step)) + eps)
    e, mw, vw = ivy.adam_step(to_ivy(g), to_ivy(m0), to_ivy(v0), step, beta1=b1, beta2=b2, epsilon=eps)
    assert_same(e, eff.astype(np.float32))
    assert_same(mw, m.astype(np.float32))
    assert_same(vw, v.astype(np.float32))
    w = np.array([1.0, 2.0, 3.0], np.float32)
    nw, _, _ = ivy.adam_update(to_ivy(w), to_ivy(g), lr, to_ivy(m0), to_ivy(v0), step, beta1=b1, beta2=b2,
                               epsilon=eps)
    assert_same(nw, (w - lr * eff).astype(np.float32))


def test_lamb_and_lars_update_functions():
    w = np.array([3.0, 4.0], np.float32)
    g = np.array([0.0, 2.0], np.float32)
    # LARS: ||w|| = 5, ||g|| = 2: w - 0.1 * 2.5 * g
    assert_same(ivy.lars_update(to_ivy(w), to_ivy(g), 0.1), np.array([3.0, 3.5], np.float32))
    # zero gradient norm: trust ratio 1, nothing moves
    z = np.zeros(2, np.float32)
    assert_same(ivy.lars_update(to_ivy(w), to_ivy(z), 0.1), w)
    nw, m, v = ivy.lamb_update(to_ivy(w), to_ivy(np.ones(2, np.float32)), 0.1, to_ivy(z), to_ivy(z), 1)
    u = np.ones(2) / (1 + 1e-7)
    expected = w - 0.1 * min(5 / np.linalg.norm(u), 10) * u
    assert_same(nw, expected.astype(np.float32))
    assert_same(m, np.full(2, 0.1, np.float32))


def test_pure_updates_over_nests():
    w = {"a": to_ivy(np.array([1.0, 2.0], np.float32)), "b": {"c": to_ivy(np.array(3.0, np.float32))}}
    g = {"a": to_ivy(np.array([1.0, 1.0], np.float32)), "b": {"c": to_ivy(np.array(2.0, np.float32))}}
    out = ivy.gradient_descent_update(w, g, 0.5)
    assert type(out) is dict
    assert_same(out["a"], np.array([0.5, 1.5], np.float32))
    assert_same(out["b"]["c"], np.array(2.0, np.float32))
    zeros = {"a": to_ivy(np.zeros(2, np.float32)), "b": {"c": to_ivy(np.array(0.0, np.float32))}}
    nw, mw, vw = ivy.adam_update(w, g, 0.1, zeros, zeros, 1)
    assert_same(nw["b"]["c"], np.array(2.9, np.float32))
    assert_same(mw["a"], np.array([0.1, 0.1], np.float32))
    if hasattr(ivy, "Container"):
        c = ivy.Container(w)
        out = ivy.gradient_descent_update(c, ivy.Container(g), 0.5)
        assert isinstance(out, ivy.Container)
        assert_same(out["b"]["c"], np.array(2.0, np.float32))


# ----------------------------------------------------------- state and errors


def test_state_round_trip_continues_identically():
    rng = np.random.default_rng(0)
    ws = {"w": rng.standard_normal(3).astype(np.float32)}
    gs = [{"w": rng.standard_normal(3).astype(np.float32)} for _ in range(4)]
    a = ivy.Adam(lr=0.1)
    va = _run_ivy(a, ws, gs[:2])
    b = ivy.Adam(lr=0.1)
    b.set_state(a.state)
    assert int(a.state["step"]) == 2
    vb = dict(va)
    for g in gs[2:]:
        va = a.step(va, {k: to_ivy(x) for k, x in g.items()})
        vb = b.step(vb, {k: to_ivy(x) for k, x in g.items()})
    assert_same(va["w"], to_numpy(vb["w"]))
    s = ivy.SGD(lr=0.1, momentum=0.9)
    _run_ivy(s, ws, gs[:1])
    assert "momentum_buffer" in s.state


def test_inplace_updates_the_given_nest():
    v = {"w": to_ivy(np.array([1.0], np.float32))}
    new = ivy.SGD(lr=0.5).step(v, {"w": to_ivy(np.array([1.0], np.float32))})
    assert_same(v["w"], np.array([0.5], np.float32))
    v2 = {"w": to_ivy(np.array([1.0], np.float32))}
    ivy.SGD(lr=0.5, inplace=False).step(v2, {"w": to_ivy(np.array([1.0], np.float32))})
    assert_same(v2["w"], np.array([1.0], np.float32))
    assert_same(new["w"], np.array([0.5], np.float32))


def test_ignore_missing_and_missing_gradients():
    v = {"a": to_ivy(np.array([1.0], np.float32)), "b": to_ivy(np.array([2.0], np.float32))}
    g = {"a": to_ivy(np.array([1.0], np.float32))}
    with pytest.raises(ivy.InvalidArgumentError, match="no gradient for"):
        ivy.SGD(lr=0.1).step(v, g)
    out = ivy.SGD(lr=0.1, inplace=False).step(v, g, ignore_missing=True)
    assert_same(out["a"], np.array([0.9], np.float32))
    assert_same(out["b"], np.array([2.0], np.float32))


def test_bad_arguments_raise():
    with pytest.raises(ivy.InvalidArgumentError, match="nesterov"):
        ivy.SGD(lr=0.1, nesterov=True)
    with pytest.raises(ivy.InvalidArgumentError, match="step counts from 1"):
        ivy.adam_step(to_ivy(np.ones(2, np.float32)), to_ivy(np.zeros(2, np.float32)),
                      to_ivy(np.zeros(2, np.float32)), 0)
    with pytest.raises(ivy.InvalidArgumentError, match="Container or a dict"):
        ivy.Adam().step(to_ivy(np.ones(2, np.float32)), to_ivy(np.ones(2, np.float32)))

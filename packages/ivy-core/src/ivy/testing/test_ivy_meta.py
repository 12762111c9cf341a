"""Ivy 1.0's meta-learning steps: ``fomaml_step``, ``reptile_step``, ``maml_step``.

Checked on quadratic task losses whose adapted variables and meta-gradients follow by hand
(one gradient step maps ``w`` to ``(1 - 2 lr) w + 2 lr a``), on a quartic loss against
central finite differences of a NumPy re-run of the inner loop, and on the examples of Ivy's
documentation (their printed values). MAML differentiates through the inner loop (second
order): MXNet 1.9 raises ``ivy.AutodiffError`` there. Without autodiff (numpy) every step raises.
"""

from __future__ import annotations

import numpy as np
import pytest

import ivy

from .helpers import assert_same, backend, has_autodiff, to_ivy, to_numpy

AUTODIFF = has_autodiff()
SECOND_ORDER = AUTODIFF and getattr(backend().gradients, "SECOND_ORDER", True) is not False
needs_autodiff = pytest.mark.skipif(not AUTODIFF, reason="the backend has no autodiff (see test_no_autodiff)")
needs_second_order = pytest.mark.skipif(not SECOND_ORDER, reason="no second-order gradients (see test_maml_*)")

A = np.array([[1.0, -2.0], [3.0, 0.5]])  # two tasks' targets, two features
LR = 0.1


def _sq(b, v):
    """A task's loss: sum((w - x)^2); batched (x: tasks x features) it is the mean over tasks."""
    return ivy.sum((v.w - b.x) ** 2) / b.x.shape[0]


def _batch():
    return ivy.Container(x=to_ivy(A))


def _adapt(w, a, steps, lr=LR):
    ws = [w]
    for _ in range(steps):
        w = w - lr * 2 * (w - a)
        ws.append(w)
    return ws


@needs_autodiff
@pytest.mark.parametrize("batched", [False, True])
@pytest.mark.parametrize("steps", [1, 2])
def test_fomaml_quadratic(batched, steps):
    w0 = np.array([[0.5, 0.25]])
    v = ivy.Container(w=to_ivy(np.repeat(w0, 2, 0) if batched else w0))
    cost, grads = ivy.fomaml_step(_batch(), _sq, None, v, steps, LR, batched=batched)
    final = [_adapt(w0[0], a, steps)[-1] for a in A]
    exp_grads = np.mean([2 * (w - a) for w, a in zip(final, A)], axis=0)
    exp_cost = np.mean([np.sum((w - a) ** 2) for w, a in zip(final, A)])
    assert_same(cost, np.array(exp_cost))
    assert_same(grads.w, exp_grads if batched else exp_grads[None])


@needs_autodiff
def test_fomaml_outer_cost_average_and_inner_variables():
    w0 = np.array([[0.5, 0.25]])

    def outer(b, v):
        return 3.0 * ivy.sum((v.w - b.x) ** 2)

    v = ivy.Container(w=to_ivy(w0))
    cost, grads, ivs = ivy.fomaml_step(_batch(), _sq, outer, v, 2, LR, batched=False, average_across_steps=True,
                                       return_inner_v="all")
    per_task_g, per_task_c, adapted = [], [], []
    for a in A:
        ws = _adapt(w0[0], a, 2)
        per_task_g.append(np.mean([6 * (w - a) for w in ws], axis=0))  # the outer gradient at every step
        per_task_c.append(np.mean([3 * np.sum((w - a) ** 2) for w in ws]))
        adapted.append(ws[-1])
    assert_same(grads.w, np.mean(per_task_g, axis=0)[None])
    assert_same(cost, np.array(np.mean(per_task_c)))
    assert_same(ivs.w, np.array(adapted)[:, None])  # (tasks, 1, features)


@needs_autodiff
def test_fomaml_inner_v_and_outer_v_pick_key_chains():
    """Only w adapts in the inner loop; the meta gradient is taken for b only."""
    w0, b0 = np.array([[0.5, 0.25]]), np.array([[0.1, -0.3]])

    def cost_fn(bt, v):
        return ivy.sum((v.w + v.b - bt.x) ** 2)

    v = ivy.Container(w=to_ivy(w0), b=to_ivy(b0))
    _, grads = ivy.fomaml_step(_batch(), cost_fn, cost_fn, v, 1, LR, batched=False, inner_v=["w"], outer_v=["b"])
    assert list(grads.cont_to_iterator_keys()) == ["b"]
    g = [2 * ((w0[0] - LR * 2 * (w0[0] + b0[0] - a)) + b0[0] - a) for a in A]
    assert_same(grads.b, np.mean(g, axis=0)[None])


@needs_autodiff
@pytest.mark.parametrize("batched", [False, True])
def test_reptile_quadratic(batched):
    w0 = np.array([[0.5, 0.25]])
    v = ivy.Container(w=to_ivy(np.repeat(w0, 2, 0) if batched else w0))
    cost, grads = ivy.reptile_step(_batch(), _sq, v, 3, LR, batched=batched)
    gs, cs = [], []
    for a in A:
        ws = _adapt(w0[0], a, 3)
        gs.append(np.mean([2 * (w - a) for w in ws], axis=0) / LR)  # Ivy: the average gradient / lr
        cs.append(np.mean([np.sum((w - a) ** 2) for w in ws]))
    exp = np.mean(gs, axis=0)
    assert_same(grads.w, exp if batched else exp[None])
    assert_same(cost, np.array(np.mean(cs)))


@needs_autodiff
@needs_second_order
@pytest.mark.parametrize("batched", [False, True])
@pytest.mark.parametrize("steps", [1, 2])
def test_maml_quadratic(batched, steps):
    w0 = np.array([[0.5, 0.25]])
    v = ivy.Container(w=to_ivy(np.repeat(w0, 2, 0) if batched else w0))
    cost, grads, rest = ivy.maml_step(_batch(), _sq, _sq, v, steps, LR, batched=batched)
    final = [_adapt(w0[0], a, steps)[-1] for a in A]
    # d/dw0 of the mean task loss at w_k: 2 (w_k - a) (1 - 2 lr)^k / tasks; Ivy sums over axis 0
    # (the tasks' rows, batched; the single row of w0, unbatched): the mean over tasks either way
    g = [2 * (w - a) * (1 - 2 * LR) ** steps for w, a in zip(final, A)]
    assert_same(grads.w, np.mean(g, axis=0))
    assert_same(cost, np.array(np.mean([np.sum((w - a) ** 2) for w, a in zip(final, A)])))
    assert rest == ()


@needs_autodiff
@needs_second_order
def test_maml_quartic_against_finite_differences():
    """A non-quadratic inner loss, 2 steps: the meta-gradient against central differences of the
    outer loss as a function of the initial variables (the inner loop re-run in NumPy)."""
    w0 = np.array([[0.4, -0.2]])

    def inner(b, v):
        return ivy.sum((v.w - b.x) ** 4) / 4

    def outer(b, v):
        return ivy.sum(ivy.sin(v.w * b.x))

    def np_meta_cost(w):
        total = 0.0
        for a in A:
            u = w.copy()
            for _ in range(2):
                u = u - LR * (u - a) ** 3
            total += np.sum(np.sin(u * a))
        return total / len(A)

    v = ivy.Container(w=to_ivy(w0))
    cost, grads, _ = ivy.maml_step(_batch(), inner, outer, v, 2, LR, batched=False)
    fd = np.zeros_like(w0)
    for i in range(w0.size):
        e = np.zeros_like(w0)
        e.flat[i] = 1e-6
        fd.flat[i] = (np_meta_cost(w0 + e) - np_meta_cost(w0 - e)) / 2e-6
    np.testing.assert_allclose(to_numpy(grads.w), fd.sum(axis=0), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(float(to_numpy(cost)), np_meta_cost(w0), rtol=1e-12)


@pytest.mark.skipif(not AUTODIFF or SECOND_ORDER, reason="only where second-order gradients are missing")
def test_maml_without_second_order_raises():
    with pytest.raises(ivy.AutodiffError):
        ivy.maml_step(_batch(), _sq, _sq, ivy.Container(w=to_ivy(np.array([[0.5, 0.25]]))), 1, LR, batched=False)


# ------------------------------------------------- Ivy's documented examples


def _latent_cost(batch_in, v):
    return batch_in.mean().x / v.mean().latent


@needs_autodiff
def test_reptile_ivy_examples():
    batch = ivy.Container({"x": to_ivy(np.arange(1, 3, dtype=np.float32))})
    v = ivy.Container({"latent": ivy.variable(to_ivy(np.ones((2, 1), np.float32)))})
    cost, grads = ivy.reptile_step(batch, _latent_cost, v, 5, 0.01, num_tasks=2)
    assert_same(cost, np.array(1.4485182, np.float32))
    assert_same(grads.latent, np.array([-139.9569855], np.float32), rtol=1e-5)
    batch = ivy.Container({"x": to_ivy(np.arange(1, 4, dtype=np.float32))})
    v = ivy.Container({"latent": ivy.variable(to_ivy(np.array([1.0, 2.0], np.float32)))})
    cost, grads, firsts = ivy.reptile_step(batch, _latent_cost, v, 4, 0.025, batched=False, num_tasks=2,
                                           return_inner_v="first")
    assert_same(cost, np.array(0.9880483, np.float32))
    assert_same(grads.latent, np.array([-13.01766968, -13.01766968], np.float32), rtol=1e-5)
    assert_same(firsts.latent, np.array([[1.02197957, 2.02197981]], np.float32))


@needs_autodiff
@needs_second_order
def test_maml_ivy_example():
    batch = ivy.Container({"x": to_ivy(np.arange(1, 3, dtype=np.float32))})
    v = ivy.Container({"latent": ivy.variable(to_ivy(np.ones((2, 1), np.float32)))})
    cost, grads, rest = ivy.maml_step(batch, _latent_cost, _latent_cost, v, 5, 0.01)
    assert_same(cost, np.array(1.40069818, np.float32))
    assert_same(grads.latent, np.array([-1.13723135], np.float32), rtol=1e-5)
    assert rest == ()


# ---------------------------------------------------------------- errors


@pytest.mark.skipif(AUTODIFF, reason="the backend has autodiff (tested above)")
def test_no_autodiff():
    v = ivy.Container(w=to_ivy(np.array([[0.5, 0.25]])))
    for call in (lambda: ivy.fomaml_step(_batch(), _sq, None, v, 1, LR),
                 lambda: ivy.reptile_step(_batch(), _sq, v, 1, LR),
                 lambda: ivy.maml_step(_batch(), _sq, _sq, v, 1, LR)):
        with pytest.raises(ivy.AutodiffError):
            call()

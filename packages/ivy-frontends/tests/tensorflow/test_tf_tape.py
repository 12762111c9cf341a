"""tf.GradientTape on the autodiff backends against real TF's gradients; refused on numpy."""

from __future__ import annotations

import os

import numpy as np
import pytest

import ivy
import ivy_frontends.tensorflow as ftf
from ivy.testing.helpers import has_autodiff  # noqa: F401 - read by the skipif strings

tf = pytest.importorskip("tensorflow")

needs_autodiff = pytest.mark.skipif("not has_autodiff()", reason="the backend under test has no autodiff")
# a CI slice (torch/jax/tensorflow) runs the gradient-against-TF test only; the full matrix runs all
SLICED = (bool(os.environ.get("IVY_FRONTENDS_SLICE")) and os.environ.get("IVY_OPINFO") != "full")
full_only = pytest.mark.skipif(SLICED, reason="CI slice: the main gradient test runs; the full matrix runs this")


def close(got, want, tol=1e-5):
    assert got is not None and want is not None
    np.testing.assert_allclose(np.asarray(ivy.to_numpy(got._data)), want.numpy(), rtol=tol, atol=tol)


def _loss(m, x, w, b):
    h = m.tanh(m.matmul(x, w) + b)
    return m.reduce_sum(h * h) + m.reduce_mean(m.exp(w[0]))


@needs_autodiff
def test_gradient_of_variables_and_watched_tensors_matches_tf():
    rng = np.random.default_rng(0)
    xn, wn, bn = (rng.normal(size=s).astype(np.float32) for s in ((4, 3), (3, 2), (2,)))
    fw, fb = ftf.Variable(wn), ftf.Variable(bn)
    fx = ftf.constant(xn)
    with ftf.GradientTape(persistent=True) as g:
        g.watch(fx)
        fl = _loss(ftf, fx, fw, fb)
    tw, tb = tf.Variable(wn), tf.Variable(bn)
    tx = tf.constant(xn)
    with tf.GradientTape(persistent=True) as h:
        h.watch(tx)
        tl = _loss(tf, tx, tw, tb)
    close(fl, tl)
    got = g.gradient(fl, {"w": fw, "inputs": [fx, fb]})
    want = h.gradient(tl, {"w": tw, "inputs": [tx, tb]})
    close(got["w"], want["w"])
    close(got["inputs"][0], want["inputs"][0])
    close(got["inputs"][1], want["inputs"][1])
    # a second gradient from a persistent tape
    close(g.gradient(fl, fb), h.gradient(tl, tb))


@needs_autodiff
@full_only
def test_non_persistent_tape_refuses_a_second_gradient():
    x = ftf.constant(2.0)
    with ftf.GradientTape() as g:
        g.watch(x)
        y = x * x * x
    close(g.gradient(y, x), tf.constant(12.0))
    with pytest.raises(RuntimeError):
        g.gradient(y, x)


@needs_autodiff
@full_only
def test_unconnected_integer_and_stopped_sources():
    x, z = ftf.constant(1.5), ftf.constant(4.0)
    i = ftf.constant(3)
    with ftf.GradientTape(persistent=True) as g:
        g.watch([x, z, i])
        y = x * 2.0 + ftf.stop_gradient(z * z)
    assert g.gradient(y, z) is None
    assert g.gradient(y, i) is None
    close(g.gradient(y, z, unconnected_gradients=ftf.UnconnectedGradients.ZERO), tf.constant(0.0))
    close(g.gradient(y, x, output_gradients=ftf.constant(3.0)), tf.constant(6.0))


@needs_autodiff
@full_only
def test_watch_accessed_variables_false_and_stop_recording():
    v = ftf.Variable(2.0)
    with ftf.GradientTape(watch_accessed_variables=False) as g:
        y = v * v
    assert g.gradient(y, v) is None
    x = ftf.constant(3.0)
    with ftf.GradientTape() as g:
        g.watch(x)
        with g.stop_recording():
            c = x * x
        y = x * 2.0 + c
    close(g.gradient(y, x), tf.constant(2.0))


@needs_autodiff
@full_only
def test_jacobian_and_batch_jacobian_match_tf():
    xn = np.array([[1.0, 2.0], [0.5, -1.0]], np.float32)
    fx, tx = ftf.constant(xn), tf.constant(xn)
    with ftf.GradientTape(persistent=True) as g:
        g.watch(fx)
        fy = ftf.sin(fx) * fx[:, :1]
    with tf.GradientTape(persistent=True) as h:
        h.watch(tx)
        ty = tf.sin(tx) * tx[:, :1]
    close(g.jacobian(fy, fx), h.jacobian(ty, tx))
    close(g.batch_jacobian(fy, fx), h.batch_jacobian(ty, tx))


@needs_autodiff
@full_only
def test_variable_assigned_inside_the_tape():
    v = ftf.Variable([1.0, 2.0])
    with ftf.GradientTape() as g:
        v.assign([3.0, 4.0])
        y = ftf.reduce_sum(v * v)
    close(g.gradient(y, v), tf.constant([6.0, 8.0]))


@pytest.mark.skipif("has_autodiff()", reason="the refusal is for backends without autodiff")
def test_tape_refused_without_autodiff():
    with pytest.raises(ivy.AutodiffError, match="autodiff"):
        with ftf.GradientTape():
            pass

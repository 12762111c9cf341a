"""Hot functions compile: ``ivy.compile`` on every backend, and each framework's own compiler
(``jax.jit``, ``tf.function`` with a symbolic batch dimension, ``torch.compile`` with
``fullgraph=True``, which fails on any graph break) gives the eager result. Few cases: compiling
is slow, and CI's time is shared."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from _mech_helpers import N, backend_name, native, np_of, random_quaternions

import ivy
import ivy_mech

POSE = np.concatenate([np.random.default_rng(30).normal(size=(N, 3)), random_quaternions(N, seed=31)], -1)


def pipeline(quat_pose):
    """quaternion pose -> matrix pose -> Euler pose, and rotation vectors -> matrices."""
    mat = ivy_mech.quaternion_pose_to_mat_pose(quat_pose)
    euler = ivy_mech.mat_pose_to_euler_pose(mat, "xyz")
    rot = ivy_mech.rot_vec_to_rot_mat(ivy_mech.quaternion_to_rotation_vector(quat_pose[..., 3:]))
    return mat, euler, rot


def _assert_same(got, want, tol=1e-12):
    for g, w in zip(got, want):
        assert type(g) is type(w)
        np.testing.assert_allclose(np_of(g), np_of(w), rtol=tol, atol=tol)


def test_ivy_compile():
    x = native(POSE)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # numpy and mxnet warn that they run eagerly
        fast = ivy.compile(pipeline, x)
    _assert_same(fast(x), pipeline(x))
    _assert_same(fast(x), pipeline(x))


@pytest.mark.skipif(backend_name() != "jax", reason="jax.jit: the JAX backend's run")
def test_jax_jit():
    import jax

    x = native(POSE)
    _assert_same(jax.jit(pipeline)(x), pipeline(x))


@pytest.mark.skipif(backend_name() != "tensorflow", reason="tf.function: the TensorFlow backend's run")
def test_tf_function_with_a_symbolic_batch():
    import tensorflow as tf

    x = native(POSE)
    _assert_same(tf.function(pipeline)(x), pipeline(x))
    # a Keras-style batch dimension of unknown size
    spec = tf.TensorSpec([None, 7], tf.float64)
    _assert_same(tf.function(pipeline, input_signature=[spec])(x), pipeline(x))
    spec = tf.TensorSpec([None, None, 7], tf.float64)
    _assert_same(tf.function(pipeline, input_signature=[spec])(x[None]), [r[None] for r in pipeline(x)])


@pytest.mark.skipif(backend_name() != "torch", reason="torch.compile: the torch backend's run")
def test_torch_compile_has_no_graph_breaks():
    import torch

    from ivy_mech import _base

    x = native(POSE)
    # ivy_mech's first sight of a dtype and an array class happens inside the trace too
    _base._FLOATS.clear()
    _base._SQRT.clear()
    compiled = torch.compile(pipeline, fullgraph=True)  # raises on a graph break
    _assert_same(compiled(x), pipeline(x))

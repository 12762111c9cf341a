"""``tf.raw_ops``' neural-network ops (what Keras layers run: BiasAdd, Relu, Conv2D, MaxPool,
AvgPool, FusedBatchNormV3, ...) against real TF's raw ops, on the session's backend."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

import ivy
import ivy_frontends.tensorflow as ftf
from ivy.testing.helpers import backend_name

tf = pytest.importorskip("tensorflow")

NEW = ("Relu", "Relu6", "Elu", "Selu", "LeakyRelu", "BiasAdd", "BiasAddV1", "Conv2D", "Conv3D",
       "DepthwiseConv2dNative", "MaxPool", "MaxPoolV2", "AvgPool", "MaxPool3D", "AvgPool3D", "FusedBatchNormV3",
       "FusedBatchNormV2", "FusedBatchNorm")


def close(got, want, rtol=1e-5, atol=1e-5):
    assert got.dtype.name == want.dtype.name
    assert tuple(got.shape.as_list()) == tuple(want.shape.as_list())
    np.testing.assert_allclose(np.asarray(ivy.to_numpy(got._data)), want.numpy(), rtol=rtol, atol=atol)


def both(name, **kw):
    """``(frontend result, TF result)`` of ``tf.raw_ops.<name>(**kw)`` (NumPy arrays as tensors)."""
    fkw = {k: ftf.constant(v) if isinstance(v, np.ndarray) else v for k, v in kw.items()}
    tkw = {k: tf.constant(v) if isinstance(v, np.ndarray) else v for k, v in kw.items()}
    return getattr(ftf.raw_ops, name)(**fkw), getattr(tf.raw_ops, name)(**tkw)


def rand(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def test_signatures_are_tfs():
    for k in NEW:
        assert str(inspect.signature(getattr(ftf.raw_ops, k))) == str(inspect.signature(getattr(tf.raw_ops, k))), k


@pytest.mark.parametrize("name", ["Relu", "Relu6", "Elu", "Selu", "LeakyRelu"])
def test_activations(name):
    got, want = both(name, features=rand(3, 4) * 4)
    close(got, want)


def test_bias_add_nhwc_nchw_and_v1():
    for fmt in ("NHWC", "NCHW"):
        got, want = both("BiasAdd", value=rand(2, 3, 4, 5), bias=rand(3 if fmt == "NCHW" else 5, seed=1),
                         data_format=fmt)
        close(got, want)
    got, want = both("BiasAddV1", value=rand(2, 5), bias=rand(5, seed=1))
    close(got, want)


@pytest.mark.parametrize("padding, strides, dil", [("SAME", [1, 1, 1, 1], [1, 1, 1, 1]),
                                                   ("VALID", [1, 2, 2, 1], [1, 1, 1, 1]),
                                                   ("SAME", [1, 1, 1, 1], [1, 2, 2, 1]),
                                                   ("EXPLICIT", [1, 1, 1, 1], [1, 1, 1, 1])])
def test_conv2d(padding, strides, dil):
    kw = dict(input=rand(2, 7, 6, 3), filter=rand(3, 3, 3, 4, seed=1), strides=strides, padding=padding,
              dilations=dil)
    if padding == "EXPLICIT":
        kw["explicit_paddings"] = [0, 0, 1, 2, 0, 1, 0, 0]
    got, want = both("Conv2D", **kw)
    close(got, want, rtol=1e-4, atol=1e-4)


def test_conv3d_and_depthwise():
    got, want = both("Conv3D", input=rand(1, 4, 5, 4, 2), filter=rand(2, 2, 2, 2, 3, seed=1),
                     strides=[1, 1, 1, 1, 1], padding="VALID")
    close(got, want, rtol=1e-4, atol=1e-4)
    got, want = both("DepthwiseConv2dNative", input=rand(2, 6, 6, 3), filter=rand(3, 3, 3, 2, seed=1),
                     strides=[1, 1, 1, 1], padding="SAME")
    close(got, want, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("name", ["MaxPool", "AvgPool"])
@pytest.mark.parametrize("padding", ["VALID", "SAME"])
def test_pool2d(name, padding):
    arg = "input" if name == "MaxPool" else "value"
    got, want = both(name, **{arg: rand(2, 7, 6, 3)}, ksize=[1, 3, 2, 1], strides=[1, 2, 2, 1], padding=padding)
    close(got, want)


def test_pool_v2_and_3d():
    got, want = both("MaxPoolV2", input=rand(2, 6, 6, 3), ksize=np.array([1, 2, 2, 1], np.int32),
                     strides=np.array([1, 2, 2, 1], np.int32), padding="VALID")
    close(got, want)
    for name in ("MaxPool3D", "AvgPool3D"):
        got, want = both(name, input=rand(1, 4, 4, 4, 2), ksize=[1, 2, 2, 2, 1], strides=[1, 2, 2, 2, 1],
                         padding="VALID")
        close(got, want)


@pytest.mark.parametrize("is_training", [False, True])
@pytest.mark.parametrize("factor", [1.0, 0.1])
@pytest.mark.parametrize("fmt", ["NHWC", "NCHW"])
def test_fused_batch_norm_v3(is_training, factor, fmt):
    c = 3
    x = rand(4, 5, 6, c) if fmt == "NHWC" else rand(4, c, 5, 6)
    got, want = both("FusedBatchNormV3", x=x, scale=rand(c, seed=1), offset=rand(c, seed=2), mean=rand(c, seed=3),
                     variance=np.abs(rand(c, seed=4)) + 0.5, epsilon=1e-3, exponential_avg_factor=factor,
                     data_format=fmt, is_training=is_training)
    assert len(got) == len(want) == 6
    for g, w in zip(got[:3], want[:3]):  # (y, the running mean and variance: the reserve spaces are TF's scratch)
        close(g, w, rtol=1e-4, atol=1e-4)


def test_fused_batch_norm_v1_v2_have_five_outputs():
    for name in ("FusedBatchNorm", "FusedBatchNormV2"):
        got, want = both(name, x=rand(2, 3, 3, 2), scale=rand(2, seed=1), offset=rand(2, seed=2),
                         mean=rand(2, seed=3), variance=np.abs(rand(2, seed=4)) + 0.5, is_training=True)
        assert len(got) == len(want) == 5
        close(got[0], want[0], rtol=1e-4, atol=1e-4)


def test_gather_v2_what_keras_embedding_runs():
    params, idx = rand(10, 4), np.array([[1, 2, 9], [0, 0, 3]], np.int32)
    got, want = both("GatherV2", params=params, indices=idx, axis=np.array(0, np.int32))
    close(got, want)


@pytest.mark.skipif(backend_name() not in ("jax", "tensorflow"),
                    reason="a compiler's trace (jax.jit, tf.function): the jax and tensorflow backends")
def test_gather_under_a_compilers_trace_skips_the_index_check():
    """Traced indices have no values: the eager range check is skipped (TF's graph mode defers it)."""
    params, idx = rand(10, 4), np.array([1, 2, 9], np.int32)

    def f(p, i):
        return ftf.raw_ops.GatherV2(params=ftf.Tensor(p), indices=ftf.Tensor(i), axis=0)._data

    if backend_name() == "jax":
        import jax

        out = jax.jit(f)(params, idx)
    else:
        out = tf.function(f, autograph=False)(tf.constant(params), tf.constant(idx))
    np.testing.assert_allclose(np.asarray(out), params[idx])

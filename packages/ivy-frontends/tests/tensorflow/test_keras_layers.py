"""``tf.keras.layers`` against real Keras 3 with the SAME weights (the real layer's
``get_weights()`` loaded by ``set_weights``): outputs, moving statistics, gradients through the
frontend's ``GradientTape`` (autodiff backends) against real TF's, configs, weight bookkeeping."""

from __future__ import annotations

import os

import numpy as np
import pytest
import tf2_driver as drv

import ivy

BACKEND = os.environ.get("IVY_TEST_BACKEND", "numpy")
AUTODIFF = BACKEND in ("torch", "jax", "tensorflow")


@pytest.fixture(scope="module")
def keras():
    import keras

    return keras


@pytest.fixture(scope="module")
def ftf():
    import ivy_frontends.tensorflow as ftf

    return ftf


def _np(x):
    return np.asarray(x.numpy() if hasattr(x, "numpy") else x)


def _rng(i=0):
    return np.random.default_rng(1234 + i)


# (id, class name, constructor kwargs, input shapes, input kind, call kwargs)
CASES = [
    ("dense", "Dense", dict(units=5, activation="relu"), [(3, 4)], "f", {}),
    ("dense3d", "Dense", dict(units=2, use_bias=False), [(2, 3, 4)], "f", {}),
    ("conv2d", "Conv2D", dict(filters=4, kernel_size=3, strides=2, padding="same"), [(2, 7, 7, 3)], "f", {}),
    ("conv2d_groups", "Conv2D", dict(filters=4, kernel_size=(2, 3), groups=2, dilation_rate=(1, 2)),
     [(1, 6, 7, 4)], "f", {}),
    ("conv1d_causal", "Conv1D", dict(filters=3, kernel_size=2, padding="causal", dilation_rate=2), [(2, 9, 2)], "f",
     {}),
    ("conv3d", "Conv3D", dict(filters=2, kernel_size=2, activation="tanh"), [(1, 4, 4, 4, 2)], "f", {}),
    ("bn_train", "BatchNormalization", dict(momentum=0.9), [(6, 3)], "f", dict(training=True)),
    ("bn_infer", "BatchNormalization", dict(axis=1), [(4, 3, 5)], "f", dict(training=False)),
    ("layernorm", "LayerNormalization", dict(epsilon=1e-3), [(3, 4, 6)], "f", {}),
    ("layernorm_axes", "LayerNormalization", dict(axis=[1, 2]), [(3, 4, 6)], "f", {}),
    ("embedding", "Embedding", dict(input_dim=10, output_dim=4), [(3, 5)], "i10", {}),
    ("mha", "MultiHeadAttention", dict(num_heads=2, key_dim=3), [(2, 4, 5), (2, 6, 5)], "f", {}),
    ("mha_causal", "MultiHeadAttention", dict(num_heads=3, key_dim=2, value_dim=4), [(2, 5, 6), (2, 5, 6)], "f",
     dict(use_causal_mask=True)),
    ("flatten", "Flatten", {}, [(2, 3, 4)], "f", {}),
    ("relu", "ReLU", dict(max_value=1.5, negative_slope=0.1, threshold=0.2), [(3, 4)], "f", {}),
    ("activation", "Activation", dict(activation="gelu"), [(3, 4)], "f", {}),
    ("softmax", "Softmax", dict(axis=1), [(3, 4)], "f", {}),
    ("maxpool2d", "MaxPooling2D", dict(pool_size=2), [(2, 5, 5, 3)], "f", {}),
    ("avgpool2d_same", "AveragePooling2D", dict(pool_size=3, strides=2, padding="same"), [(2, 5, 6, 2)], "f", {}),
    ("gap2d", "GlobalAveragePooling2D", dict(keepdims=True), [(2, 3, 4, 5)], "f", {}),
    ("dropout_infer", "Dropout", dict(rate=0.5), [(3, 4)], "f", dict(training=False)),
]


def _inputs(kind, shapes, i):
    rng = _rng(i)
    if kind == "f":
        return [rng.normal(size=s).astype("float32") for s in shapes]
    return [rng.integers(0, int(kind[1:]), s).astype("int32") for s in shapes]


def _pair(keras, ftf, cls, kw, xs, call_kw):
    real = getattr(keras.layers, cls)(**kw)
    want = real(*xs, **call_kw)
    fe = getattr(ftf.keras.layers, cls)(**kw)
    fe(*[ftf.constant(x) for x in xs], **call_kw)  # builds
    fe.set_weights(real.get_weights())
    return real, fe, want


def _keras_here(cid):
    """Each layer case on 2 of 4 backends (``spread``); the CI slices leave JAX out (its compiles cost
    minutes there; ``IVY_OPINFO=full`` runs it)."""
    return drv.here("keras:" + cid) and not (drv.SLICE and BACKEND == "jax")


HERE = [c for c in CASES if _keras_here(c[0])]


@pytest.mark.parametrize("case", HERE, ids=[c[0] for c in HERE])
def test_layer_matches_keras(case, keras, ftf):
    cid, cls, kw, shapes, kind, call_kw = case
    xs = _inputs(kind, shapes, CASES.index(case))
    real = getattr(keras.layers, cls)(**kw)
    fe = getattr(ftf.keras.layers, cls)(**kw)
    if call_kw.get("training"):  # build without a call: a training call would move the statistics
        real.build(*[x.shape for x in xs])
        fe.build(*[x.shape for x in xs])
        fe.built = True
    else:
        real(*xs, **call_kw)
        fe(*[ftf.constant(x) for x in xs], **call_kw)
    assert [tuple(w.shape) for w in fe.weights] == [tuple(w.shape) for w in real.weights]
    assert [w.trainable for w in fe.weights] == [w.trainable for w in real.weights]
    fe.set_weights(real.get_weights())
    want = real(*xs, **call_kw)
    got = fe(*[ftf.constant(x) for x in xs], **call_kw)
    np.testing.assert_allclose(_np(got), _np(want), rtol=2e-5, atol=2e-5)
    assert str(got.dtype.name) == want.dtype
    for gw, rw in zip(fe.get_weights(), real.get_weights()):
        np.testing.assert_allclose(_np(gw), rw, rtol=1e-6, atol=1e-6)  # moving statistics too


@pytest.mark.skipif(not _keras_here("test_mha_masks_and_scores"), reason="CI spread of the Keras cases")
def test_mha_masks_and_scores(keras, ftf):
    rng = _rng(7)
    q, v = rng.normal(size=(2, 4, 6)).astype("float32"), rng.normal(size=(2, 3, 6)).astype("float32")
    mask = rng.integers(0, 2, (2, 4, 3)).astype(bool)
    mask[..., 0] = True
    real, fe, _ = _pair(keras, ftf, "MultiHeadAttention", dict(num_heads=2, key_dim=4), [q, v], {})
    out, sc = real(q, v, attention_mask=mask, return_attention_scores=True)
    fo, fs = fe(ftf.constant(q), ftf.constant(v), attention_mask=ftf.constant(mask), return_attention_scores=True)
    np.testing.assert_allclose(_np(fo), _np(out), rtol=2e-5, atol=2e-5)
    np.testing.assert_allclose(_np(fs), _np(sc), rtol=2e-5, atol=2e-5)


@pytest.mark.skipif(not _keras_here("test_batchnorm_training_steps_move_statistics_as_keras"),
                    reason="CI spread of the Keras cases")
def test_batchnorm_training_steps_move_statistics_as_keras(keras, ftf):
    rng = _rng(3)
    real = keras.layers.BatchNormalization(momentum=0.8, epsilon=1e-3)
    fe = ftf.keras.layers.BatchNormalization(momentum=0.8, epsilon=1e-3)
    x0 = rng.normal(size=(5, 2, 3)).astype("float32")
    real.build(x0.shape)
    fe(ftf.constant(x0), training=False)
    fe.set_weights(real.get_weights())
    for step in range(3):
        x = rng.normal(loc=step, size=(5, 2, 3)).astype("float32")
        np.testing.assert_allclose(_np(fe(ftf.constant(x), training=True)), _np(real(x, training=True)),
                                   rtol=2e-5, atol=2e-5)
    for gw, rw in zip(fe.get_weights(), real.get_weights()):
        np.testing.assert_allclose(_np(gw), rw, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(_np(fe(ftf.constant(x0))), _np(real(x0)), rtol=2e-5, atol=2e-5)  # inference


def _grad_backend(cid):
    """Each gradient case runs on one autodiff backend (all three under ``IVY_OPINFO=full``)."""
    import zlib

    h = zlib.crc32(cid.encode())
    return ("torch", "tensorflow")[h % 2] if drv.SLICE else ("torch", "jax", "tensorflow")[h % 3]


GRAD_CASES = [c for c in ("dense", "conv2d", "layernorm", "mha", "bn_train", "embedding")
              if drv.MODE == "full" or BACKEND == _grad_backend(c) or not AUTODIFF]


@pytest.mark.parametrize("cid", GRAD_CASES)
def test_gradients_match_tf(cid, keras, ftf):
    if not AUTODIFF:
        pytest.skip("the numpy backend has no autodiff (GradientTape raises there; tested in T1's tests)")
    import tensorflow as tf

    case = next(c for c in CASES if c[0] == cid)
    _, cls, kw, shapes, kind, call_kw = case
    xs = _inputs(kind, shapes, 100)
    real, fe, _ = _pair(keras, ftf, cls, kw, xs, call_kw)
    if cls == "BatchNormalization":
        real.set_weights([np.asarray(w) for w in fe.get_weights()])
    rng = _rng(5)
    with tf.GradientTape() as tape:
        out = real(*xs, **call_kw)
        w_out = rng.normal(size=tuple(out.shape)).astype("float32")
        loss = tf.reduce_sum(out * w_out)
    want = tape.gradient(loss, real.trainable_weights)
    with ftf.GradientTape() as ftape:
        fout = fe(*[ftf.constant(x) for x in xs], **call_kw)
        floss = ftf.reduce_sum(fout * ftf.constant(w_out))
    got = ftape.gradient(floss, fe.trainable_weights)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_allclose(_np(g), tf.convert_to_tensor(w).numpy(), rtol=1e-4, atol=1e-5)  # IndexedSlices


@pytest.mark.skipif(not _keras_here("test_sequential_and_model"), reason="CI spread of the Keras cases")
def test_sequential_and_model(keras, ftf):
    rng = _rng(11)
    x = rng.normal(size=(4, 6)).astype("float32")
    layers = lambda L: [L.Dense(5, activation="tanh"), L.BatchNormalization(), L.Dropout(0.3), L.Dense(2)]  # noqa: E731
    real = keras.Sequential(layers(keras.layers))
    real(x)
    fe = ftf.keras.Sequential(layers(ftf.keras.layers))
    fe(ftf.constant(x))
    assert len(fe.weights) == len(real.weights) == 8
    assert len(fe.trainable_weights) == len(real.trainable_weights) == 6
    fe.set_weights(real.get_weights())
    np.testing.assert_allclose(_np(fe(ftf.constant(x))), _np(real(x)), rtol=2e-5, atol=2e-5)
    assert fe.count_params() == real.count_params()

    class Net(ftf.keras.Model):
        def __init__(self):
            super().__init__()
            self.d1 = ftf.keras.layers.Dense(3)
            self.d2 = ftf.keras.layers.Dense(1)

        def call(self, inputs):
            return self.d2(self.d1(inputs))

    net = Net()
    assert net(ftf.constant(x)).shape == (4, 1) and len(net.weights) == 4
    net.trainable = False
    assert net.trainable_weights == [] and len(net.non_trainable_weights) == 4


@pytest.mark.skipif(not _keras_here("test_dropout_training_by_distribution"), reason="CI spread of the Keras cases")
def test_dropout_training_by_distribution(ftf):
    x = ftf.ones([200, 50])
    y = _np(ftf.keras.layers.Dropout(0.3)(x, training=True))
    kept = y != 0
    assert np.allclose(y[kept], 1 / 0.7, rtol=1e-5)
    # binomial(10000, 0.7): the fraction kept lies within 5 standard deviations of 0.7
    assert abs(kept.mean() - 0.7) < 5 * np.sqrt(0.21 / kept.size)


def test_configs_have_keras_keys_and_values(keras, ftf):
    for cid, cls, kw, *_ in CASES:
        real = getattr(keras.layers, cls)(**kw).get_config()
        fe = getattr(ftf.keras.layers, cls)(**kw).get_config()
        missing = set(real) - set(fe) - {"name", "quantization_config", "rms_scaling"}
        assert not missing, (cid, missing)
        for k, v in real.items():
            if k in ("name",) or isinstance(v, dict) and k != "dtype":
                continue
            assert fe.get(k) == (list(v) if isinstance(v, tuple) and isinstance(fe.get(k), list) else v), (cid, k)


def test_initializers_by_distribution(ftf):
    d = ftf.keras.layers.Dense(300)
    d(ftf.ones([2, 200]))
    k = _np(d.kernel)
    lim = np.sqrt(6 / 500)
    assert np.abs(k).max() <= lim and abs(k.std() - lim / np.sqrt(3)) < 0.02 * lim
    assert np.all(_np(d.bias) == 0)
    e = ftf.keras.layers.Embedding(100, 50)
    e(ftf.constant([[1]]))
    w = _np(e.embeddings)
    assert np.abs(w).max() <= 0.05 and abs(w.mean()) < 0.003


def test_set_weights_errors(ftf):
    d = ftf.keras.layers.Dense(2)
    d(ftf.ones([1, 3]))
    with pytest.raises(ValueError, match="expecting 2 weights"):
        d.set_weights([np.zeros((3, 2), "float32")])
    with pytest.raises(ivy.IvyError, match="not compatible"):
        d.set_weights([np.zeros((2, 2), "float32"), np.zeros(2, "float32")])
    with pytest.raises(ivy.IvyError, match="regularizer"):
        ftf.keras.layers.Dense(2, kernel_regularizer="l2")

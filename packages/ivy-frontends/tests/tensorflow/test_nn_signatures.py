"""The parameter names and defaults of every function of the frontend's ``tf.nn``, ``tf.linalg``,
``tf.signal``, ``tf.random`` and ``tf.image`` and the Keras layer classes are TF's / Keras's
(``inspect.signature`` of the installed TensorFlow 2.21 / Keras 3). Backend-independent: the numpy run
has it."""

from __future__ import annotations

import inspect

import pytest
import tf2_driver as drv

pytestmark = drv.numpy_run_only("the signature checks")

NAMESPACES = ("nn", "linalg", "signal", "random", "image")
KERAS_LAYERS = ("Dense", "Conv1D", "Conv2D", "Conv3D", "BatchNormalization", "LayerNormalization", "Embedding",
                "Dropout", "MultiHeadAttention", "Flatten", "ReLU", "Activation", "Softmax", "Reshape",
                "MaxPooling2D", "AveragePooling2D", "GlobalAveragePooling2D")


def _default(p):
    d = p.default
    if d is inspect.Parameter.empty:
        return "<required>"
    if "DType" in type(d).__name__:
        return f"dtype:{d.name}"
    return "<callable>" if callable(d) else repr(d)


def _params(fn):
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    return [(p.name, p.kind, _default(p)) for p in sig.parameters.values()]


def _pairs():
    import ivy_frontends.tensorflow as ftf

    rtf = drv.real()
    for ns in NAMESPACES:
        fmod, rmod = getattr(ftf, ns), getattr(rtf, ns)
        for name in sorted(dir(fmod)):
            if name.startswith("_") or not hasattr(rmod, name):
                continue
            f, r = getattr(fmod, name), getattr(rmod, name)
            if inspect.isfunction(f) and callable(r) and not inspect.isclass(r):
                yield f"{ns}.{name}", f, r


def test_function_signatures_are_tfs():
    bad = []
    for name, f, r in _pairs():
        want, got = _params(r), _params(f)
        if want is None:
            continue
        if got != want:
            bad.append(f"{name}: {[p for p in got if p not in want]} vs TF's {[p for p in want if p not in got]}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("cls", KERAS_LAYERS)
def test_keras_layer_signatures_are_keras(cls):
    import keras

    import ivy_frontends.tensorflow as ftf

    want = [p[:2] for p in _params(getattr(keras.layers, cls).__init__)]
    got = [p[:2] for p in _params(getattr(ftf.keras.layers, cls).__init__)]
    assert got == want

"""The TensorFlow backend's ``translate_error`` hook: which ivy error an ``OpError`` becomes."""

from __future__ import annotations

import pytest
import tensorflow as tf
from ivy_backend_tf.hooks import translate_error

import ivy

_CASES = [
    (tf.errors.NotFoundError(None, None, "Could not find device for node: Cos"), ivy.UnsupportedDtypeError),
    (tf.errors.UnimplementedError(None, None, "TileOp : The input data type is not supported, DataType : uint16,"
                                              " Dimension : 2"), ivy.UnsupportedDtypeError),
    (tf.errors.InvalidArgumentError(None, None, "Incompatible shapes: [2] vs. [3]"), ivy.ShapeError),
    (tf.errors.InvalidArgumentError(None, None, "indices[0] = 7 is not in [0, 3)"), IndexError),
    (tf.errors.InvalidArgumentError(None, None, "Input matrix is not invertible."), ivy.InvalidArgumentError),
]


@pytest.mark.parametrize(("error", "expected"), _CASES, ids=lambda c: getattr(c, "message", "")[:30])
def test_op_errors_become_ivy_errors(error, expected):
    t = translate_error(error, "f")
    assert type(t) is expected or expected is IndexError and isinstance(t, IndexError)
    assert "ivy.f" in str(t)


def test_other_exceptions_are_left_to_ivy_core():
    assert translate_error(ValueError("x"), "f") is None

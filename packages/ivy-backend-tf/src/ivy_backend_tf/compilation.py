"""``ivy.compile`` on TensorFlow: ``tf.function``.

ivy's dispatch runs while TensorFlow traces the function into a graph (again
for new input shapes or dtypes); the graph holds TensorFlow operations only.
Pass ``jit_compile=True`` to have XLA compile it. AutoGraph (rewriting Python
``if``/``for`` on tensors into graph control flow) is off unless
``autograph=True`` is passed: ivy code has no tensor-dependent Python control
flow, and jax.jit and torch.compile do not rewrite it either.
"""

from __future__ import annotations

import tensorflow as tf

HAS_COMPILER = True


def compile(fn, example_args, **options):  # noqa: A001 - the protocol's name
    options.setdefault("autograph", False)
    return tf.function(fn, **options)

"""``ivy.compile`` on JAX: ``jax.jit``.

The compiled function is retraced by JAX for new input shapes and dtypes; ivy's
dispatch runs only while tracing, so the compiled code holds JAX operations
only. (``ivy.Array`` is a pytree node, registered by ``gradients.py``, so
``jax.jit`` of an ivy function also works directly on ``ivy.Array``.)
"""

from __future__ import annotations

import jax

from . import gradients as _gradients  # noqa: F401 - registers ivy.Array as a pytree node

HAS_COMPILER = True


def compile(fn, example_args, **options):  # noqa: A001 - the protocol's name
    return jax.jit(fn, **options)

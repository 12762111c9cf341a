"""``ivy.compile`` on JAX: ``jax.jit``.

The compiled function is retraced by JAX for new input shapes and dtypes; ivy's
dispatch runs only while tracing, so the compiled code holds JAX operations
only. (``ivy.Array`` is a pytree node, registered by ``gradients.py``, so
``jax.jit`` of an ivy function also works directly on ``ivy.Array``.)

Random draws without a ``seed=`` split the backend's key (``random._KEY``). Under
``jax.jit`` that key would be a constant of the compiled code, and the split one a
tracer left behind in the backend's state (the next draw failed with
UnexpectedTracerError). So the key goes in as an argument, and, where the trace
drew from it, the split key comes out and replaces the backend's: each call draws
new numbers, as an eager call does, and the numbers follow ``ivy.seed``.
"""

from __future__ import annotations

import contextlib

import jax

from . import gradients as _gradients  # noqa: F401 - registers ivy.Array as a pytree node
from . import random as _random

HAS_COMPILER = True


class _KeyThreaded:
    """``jax.jit`` of ``fn`` with the random key passed in, and passed out where it was split."""

    __slots__ = ("fn", "jitted")

    def __init__(self, fn, options):
        self.fn = fn
        self.jitted = jax.jit(self._traced, **options)

    def _traced(self, key, *xs):
        state = _random._KEY
        held = state[0]
        state[0] = key
        try:
            out = self.fn(*xs)
            new = state[0]
        finally:
            state[0] = held
        return out, (None if new is key else new)  # None: no output where nothing was drawn

    def __call__(self, *xs):
        out, new = self.jitted(_random.current_key(), *xs)
        if new is not None:
            _random._KEY[0] = new
        return out


@contextlib.contextmanager
def using_key(key):
    """Random draws without a ``seed=`` split ``key`` (a JAX PRNG key, a tracer under ``jax.jit``)
    instead of the backend's key while the block runs; the backend's key is put back after it.
    Pure functions of a key (``apply(params, x, rng=key)``) are built on it.

    >>> import jax, ivy
    >>> from ivy_backend_jax.compilation import using_key
    >>> with using_key(jax.random.PRNGKey(0)):
    ...     a = ivy.random_uniform(shape=(2,), backend="jax")
    >>> with using_key(jax.random.PRNGKey(0)):
    ...     b = ivy.random_uniform(shape=(2,), backend="jax")
    >>> bool((a == b).all())
    True
    """
    state = _random._KEY
    held = state[0]
    state[0] = key
    try:
        yield
    finally:
        state[0] = held


def compile(fn, example_args, **options):  # noqa: A001 - the protocol's name
    return _KeyThreaded(fn, options)

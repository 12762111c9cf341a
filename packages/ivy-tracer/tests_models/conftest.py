"""Real public torch code transpiled (``ivy_tracer.transpile``, issue #46 item 6): kornia
functions, Hugging Face GPT-2 and BERT. One pytest process per target: IVY_TEST_BACKEND (numpy,
torch, jax, tensorflow) is the target (ivy-core's session fixture sets it); ground truth is the
real torch code. A separate nox session from ``tests/`` (these need kornia and transformers)."""

from ivy.testing.conftest import _ivy_backend  # noqa: F401

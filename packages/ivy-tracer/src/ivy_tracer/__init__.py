"""ivy-tracer: trace ivy, PyTorch, JAX, TensorFlow and NumPy code into a :class:`Graph`, print it,
draw it, transform it, run its generated source and compile it.

>>> import ivy, ivy_tracer
>>> g = ivy_tracer.trace(lambda x: ivy.tanh(x) * 2.0, ivy.asarray([0.5], backend="numpy"))
>>> g(ivy.asarray([0.0], backend="numpy"))
ivy.array([0.], dtype=float32, backend=numpy)
"""

from .__about__ import __version__
from .errors import GuardError, GuardFailed, TraceError
from .graph import Graph, Node
from .trace import trace
from .transpile import TranspileError, transpile, unsupported

__all__ = ["__version__", "trace", "compile", "transpile", "unsupported", "Graph", "Node", "TraceError",
           "GuardError", "GuardFailed", "TranspileError"]


def compile(fn, /, *args, source=None, **kwargs):  # noqa: A001 - the package's verb
    """``trace(fn, *args, **kwargs).compile()``: the traced graph's native source compiled by the
    backend's compiler (``jax.jit``, ``tf.function``, ``torch.compile``)."""
    return trace(fn, *args, source=source, **kwargs).compile()

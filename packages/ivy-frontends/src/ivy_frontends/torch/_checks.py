"""Whether the frontend's checks of values run: index bounds, a negative variance, an integer
division by zero are checked on arrays that have values (eager calls), and skipped for a
compiler's tracers (no values) and inside :func:`skip_value_checks` (a transpiler lifting torch
code through the frontend, ``ivy_tracer.transpile``: the graph it records must not hold the
values it was traced with; the source already passed torch's own checks).

>>> with skip_value_checks():
...     checks_values(None)
False
"""

from __future__ import annotations

import threading

import ivy

__all__ = ["checks_values", "skip_value_checks", "is_abstract"]

_SKIP = threading.local()


def is_abstract(a):
    """Whether native ``a`` has no value now (a tracer of jax.jit, a symbolic tensor of tf.function)."""
    f = getattr(ivy.current_backend(), "is_abstract", None)
    return f is not None and bool(f(a))


def checks_values(a=None):
    """Whether a check reading native ``a``'s values runs now (see the module docstring)."""
    if getattr(_SKIP, "depth", 0):
        return False
    return a is None or not is_abstract(a)


class skip_value_checks:  # noqa: N801 - a context manager used like a function
    """``with skip_value_checks():`` checks that read values are skipped in this thread (see the
    module docstring)."""

    def __enter__(self):
        _SKIP.depth = getattr(_SKIP, "depth", 0) + 1
        return self

    def __exit__(self, *exc):
        _SKIP.depth -= 1

"""The tracer's errors: :class:`TraceError` (an ``ivy.IvyError``) and the guard machinery.

>>> import ivy_tracer
>>> issubclass(ivy_tracer.TraceError, ivy_tracer.ivy.IvyError)
True
"""

from __future__ import annotations

import sys

import ivy

__all__ = ["TraceError", "GuardError", "GuardFailed", "user_frame", "where"]


class TraceError(ivy.IvyError, RuntimeError):
    """A function cannot be traced as it is: it read an array's value into Python (``bool(x)``,
    ``x.item()``, ``float(x)``, ``x.numpy()``), or used something the tracer cannot record. The
    message names the user's source line and says what to do."""


class GuardError(TraceError):
    """A graph was called on inputs its trace does not cover (another shape where the traced code
    read a shape, another value where a guard was recorded) and it cannot trace again (a graph
    made by a transformation, or loaded from source)."""


class GuardFailed(Exception):  # noqa: N818 - a signal between generated code and its caller
    """Raised by generated code when a guard does not hold (caught by the graph, which traces
    again). Not an error users see: they get :class:`GuardError` where no trace can be made."""


# Frames of these packages are machinery, not the user's code.
_MACHINERY = ("/torch/", "/jax/", "/jaxlib/", "/tensorflow/", "/keras/", "/numpy/", "/ivy_backend_", "/ivy/",
              "/ivy_tracer/", "<ivy dispatch", "<ivy-tracer", "/contextlib.py", "/functools.py", "/tf_keras/",
              "/absl/", "/optree/")


def _is_machinery(filename):
    f = filename.replace("\\", "/")
    return any(m in f for m in _MACHINERY)


def user_frame(frame=None):
    """The innermost frame of the user's code (not ivy's, the tracer's or a framework's), or None."""
    f = frame if frame is not None else sys._getframe(1)
    while f is not None:
        if not _is_machinery(f.f_code.co_filename):
            return f
        f = f.f_back
    return None


def where(frame=None):
    """``"file.py:12 (in fn): <the line>"`` of the user's innermost frame ('' where none is found)."""
    f = user_frame(frame if frame is not None else sys._getframe(1))
    if f is None:
        return ""
    import linecache

    line = linecache.getline(f.f_code.co_filename, f.f_lineno).strip()
    return f"{f.f_code.co_filename}:{f.f_lineno} (in {f.f_code.co_name})" + (f": {line}" if line else "")


def where_tb(tb):
    """:func:`where` for the innermost user frame of a traceback."""
    frames = []
    while tb is not None:
        frames.append(tb.tb_frame)
        tb = tb.tb_next
    for f in reversed(frames):
        if not _is_machinery(f.f_code.co_filename):
            import linecache

            line = linecache.getline(f.f_code.co_filename, f.f_lineno).strip()
            return f"{f.f_code.co_filename}:{f.f_lineno} (in {f.f_code.co_name})" + (f": {line}" if line else "")
    return ""

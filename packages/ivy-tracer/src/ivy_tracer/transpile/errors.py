"""The transpiler's error: :class:`TranspileError` (a :class:`~ivy_tracer.TraceError`, so an
``ivy.IvyError``), naming the source operation and the line that called it.

>>> from ivy_tracer.transpile.errors import TranspileError
>>> str(TranspileError("no frontend function", op="torch.foo").op)
'torch.foo'
"""

from __future__ import annotations

from ..errors import TraceError

__all__ = ["TranspileError"]


class TranspileError(TraceError):
    """An object cannot be transpiled: a source operation with no frontend function, a framework
    feature with no equivalent in the target, a source or target not supported. ``op``: the
    operation's name (or None); ``line``: ``file:line`` of the source code that called it (or None)."""

    def __init__(self, message, op=None, line=None):
        super().__init__(message)
        self.op = op
        self.line = line

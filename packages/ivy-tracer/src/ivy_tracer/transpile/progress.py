"""Progress of a transpile on a large model: the source operations traced, converted through the
frontend (with the ivy calls they became) and the target code emitted, one line each on stderr.

``transpile(..., progress=None)`` reports for a source graph of at least :data:`AUTO_NODES`
operations, ``True`` always, ``False`` never.

>>> import io
>>> from ivy_tracer.transpile.progress import Progress
>>> out = io.StringIO()
>>> Progress(True, "forward", "jax", stream=out).traced(1200, "torch")
>>> out.getvalue().split(" (")[0]
'transpile forward -> jax: traced 1200 torch operations'
"""

from __future__ import annotations

import contextlib
import sys
import time

__all__ = ["AUTO_NODES", "Progress", "current", "setting", "scope"]

AUTO_NODES = 300

_setting = [None]
_current = [None]


class Progress:
    """The reporter of one transpile step (one source signature); silent unless enabled."""

    def __init__(self, enabled, name, target, stream=None):
        self.enabled = enabled
        self.name = name
        self.target = target
        self.stream = stream
        self.t0 = self.t = time.perf_counter()
        self.total = 0
        self.next_at = 0

    def _say(self, text):
        if self.enabled:
            now = time.perf_counter()
            print(f"transpile {self.name} -> {self.target}: {text} ({now - self.t:.2f} s)",
                  file=self.stream or sys.stderr, flush=True)
            self.t = now

    def traced(self, n, source):
        """The source was traced into ``n`` operations."""
        if self.enabled is None:
            self.enabled = n >= AUTO_NODES
        self.total = n
        self.next_at = max(n // 4, 1)
        self._say(f"traced {n} {source} operations")

    def step(self, i):
        """``i`` source operations have been run through the frontend."""
        if self.enabled and i >= self.next_at and i < self.total:
            self.next_at += max(self.total // 4, 1)
            self._say(f"converted {i}/{self.total}")

    def converted(self, n_ivy):
        self._say(f"converted {self.total}/{self.total} into {n_ivy} ivy calls")

    def emitted(self, n_lines):
        if self.enabled:
            self._say(f"emitted {n_lines} lines of {self.target} code; "
                      f"{time.perf_counter() - self.t0:.2f} s in all")


class _Silent(Progress):
    def __init__(self):
        super().__init__(False, "", "")


_SILENT = _Silent()


def current():
    """The reporter of the transpile step running now (a silent one outside any)."""
    return _current[0] or _SILENT


@contextlib.contextmanager
def setting(value):
    """``progress=`` of the :func:`~ivy_tracer.transpile` call running now (kept by its objects for
    later, lazy transpile steps)."""
    old = _setting[0]
    _setting[0] = value
    try:
        yield
    finally:
        _setting[0] = old


def default():
    return _setting[0]


@contextlib.contextmanager
def scope(enabled, name, target):
    """Report one transpile step (tracing, converting and emitting one signature)."""
    old = _current[0]
    _current[0] = p = Progress(enabled, name, target)
    try:
        yield p
    finally:
        _current[0] = old

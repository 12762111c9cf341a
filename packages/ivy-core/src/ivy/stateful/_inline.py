"""Forward passes written once, as statements that ``Sequential`` pastes into one function.

A layer whose ``_forward(self, x)`` is a few statements that end with the result in ``x`` (a
``Linear``, the activations without arguments) is made with :func:`inline_forward`: its method
is compiled from those statements, which the method carries, and a ``Sequential`` holding the
layer writes them into the single function it generates for its whole chain (:func:`chain`),
with ``self`` renamed to that layer. A Python frame less for each such layer: calls, not
kernels, are the cost of a small network (a two-layer MLP at 1x8 spends about 4k of its 22k
added instructions a call in the layers' frames and Sequential's loop over them).

>>> relu = inline_forward("x = _ivy.relu(x)", "ReLU")
>>> relu.__ivy_inline__
'x = _ivy.relu(x)'
"""

from __future__ import annotations

import itertools
import linecache
import re

import ivy as _ivy

from .._array import Array as _Array
from .._dispatch import SYNCED_BY as _SYNCED_BY
from ..container import MOVED as _MOVED

__all__ = ["inline_forward", "chain"]

# What the statements may use besides ``self`` and ``x`` (and builtins).
_NAMES = {"__name__": __name__, "_ivy": _ivy, "_Array": _Array, "_SYNCED_BY": _SYNCED_BY, "_MOVED": _MOVED}
_SELF = re.compile(r"\bself\b")
_CHAINS = itertools.count()  # (each chain's source has a name of its own)


def _compiled(src, filename, name):
    """``name`` defined by ``src``, compiled under ``filename`` (its source registered with
    linecache, so tracebacks and ``inspect`` show it)."""
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)
    ns = dict(_NAMES)
    exec(compile(src, filename, "exec"), ns)  # noqa: S102 - ivy's own statements
    return ns[name]


def _indent(lines, n):
    return "".join(" " * n + line + "\n" for line in lines)


def inline_forward(body, owner):
    """The method ``_forward(self, x)`` running ``body`` and returning ``x``; it keeps ``body``
    as ``__ivy_inline__`` for :func:`chain`.

    >>> f = inline_forward("x = x + self.k", "Shift")
    >>> class Shift:
    ...     k = 2
    ...     _forward = f
    >>> Shift()._forward(1)
    3
    """
    body = body.strip()
    src = "def _forward(self, x):\n" + _indent(body.splitlines() + ["return x"], 4)
    fn = _compiled(src, f"<ivy {owner}._forward>", "_forward")
    fn.__qualname__ = f"{owner}._forward"
    fn.__ivy_inline__ = body
    return fn


def chain(steps, unwrap):
    """One function running ``steps`` in order on its argument: a step ``(body, layer)`` is the
    layer's inline ``body`` with ``self`` as that layer, ``(None, f)`` calls ``f(x)``. With
    ``unwrap`` an ``ivy.Array`` argument is run on its native array and the result wrapped once
    (what ivy's own layers, which follow their input's type, give the same way).

    >>> run = chain([(None, lambda a: a * 2), ("x = x + self.k", type("K", (), {"k": 1})())], False)
    >>> run(3)
    7
    """
    names, lines = [], []
    if unwrap:
        lines += ["_a = x.__class__ is _Array", "if _a: x = x._data"]
    for i, (body, _) in enumerate(steps):
        name = f"_s{i}"
        names.append(name)
        lines += [f"x = {name}(x)"] if body is None else _SELF.sub(name, body).splitlines()
    if unwrap:
        lines.append("if _a and x.__class__ is not _Array: x = _Array(x)")
    lines.append("return x")
    # the steps are the chain's closure cells (read as fast as locals)
    src = f"def _make({', '.join(names)}):\n    def chain(x):\n" + _indent(lines, 8) + "    return chain\n"
    make = _compiled(src, f"<ivy Sequential chain {next(_CHAINS)}>", "_make")
    return make(*(obj for _, obj in steps))

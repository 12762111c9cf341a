"""torch.nn's padding layers: ``ConstantPad1d/2d/3d``, ``ZeroPad1d/2d/3d``, ``ReflectionPad1d/2d/3d``,
``ReplicationPad1d/2d/3d``, ``CircularPad1d/2d/3d``.

>>> import ivy_frontends.torch as torch
>>> torch.nn.ZeroPad2d(1)
ZeroPad2d((1, 1, 1, 1))
"""

from __future__ import annotations

from .. import functional as F
from .module import Module

__all__ = [f"{kind}Pad{k}d" for kind in ("Constant", "Zero", "Reflection", "Replication", "Circular")
           for k in (1, 2, 3)]


def _padding(padding, k):
    if isinstance(padding, int):
        return (padding,) * (2 * k)
    return tuple(padding)


class _PadNd(Module):
    _k = 1
    _mode = "constant"

    def __init__(self, padding):
        super().__init__()
        self.padding = _padding(padding, self._k)

    def forward(self, input):  # noqa: A002
        return F.pad(input, self.padding, self._mode)

    def extra_repr(self):
        return f"{self.padding}"


class _ConstantPadNd(_PadNd):
    def __init__(self, padding, value):
        super().__init__(padding)
        self.value = value

    def forward(self, input):  # noqa: A002
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return f"padding={self.padding}, value={self.value}"


class _ZeroPadNd(_ConstantPadNd):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


def _make(base, kind, k, mode, doc):
    cls = type(f"{kind}Pad{k}d", (base,), {"_k": k, "_mode": mode, "__doc__": doc, "__module__": __name__})
    return cls


ConstantPad1d = _make(_ConstantPadNd, "Constant", 1, "constant", "Pad the last dim with a constant ``value``.")
ConstantPad2d = _make(_ConstantPadNd, "Constant", 2, "constant", "Pad the last 2 dims with a constant ``value``.")
ConstantPad3d = _make(_ConstantPadNd, "Constant", 3, "constant", "Pad the last 3 dims with a constant ``value``.")
ZeroPad1d = _make(_ZeroPadNd, "Zero", 1, "constant", "Pad the last dim with zeros.")
ZeroPad2d = _make(_ZeroPadNd, "Zero", 2, "constant", "Pad the last 2 dims with zeros.")
ZeroPad3d = _make(_ZeroPadNd, "Zero", 3, "constant", "Pad the last 3 dims with zeros.")
ReflectionPad1d = _make(_PadNd, "Reflection", 1, "reflect", "Pad the last dim with its reflection.")
ReflectionPad2d = _make(_PadNd, "Reflection", 2, "reflect", "Pad the last 2 dims with their reflection.")
ReflectionPad3d = _make(_PadNd, "Reflection", 3, "reflect", "Pad the last 3 dims with their reflection.")
ReplicationPad1d = _make(_PadNd, "Replication", 1, "replicate", "Pad the last dim with its edge values.")
ReplicationPad2d = _make(_PadNd, "Replication", 2, "replicate", "Pad the last 2 dims with their edge values.")
ReplicationPad3d = _make(_PadNd, "Replication", 3, "replicate", "Pad the last 3 dims with their edge values.")
CircularPad1d = _make(_PadNd, "Circular", 1, "circular", "Pad the last dim circularly.")
CircularPad2d = _make(_PadNd, "Circular", 2, "circular", "Pad the last 2 dims circularly.")
CircularPad3d = _make(_PadNd, "Circular", 3, "circular", "Pad the last 3 dims circularly.")

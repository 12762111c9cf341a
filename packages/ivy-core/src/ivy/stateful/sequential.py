"""``ivy.Sequential``: submodules applied one after the other.

Variables are nested as ``v.submodules.v0``, ``v.submodules.v1``, ... (Ivy's
key chains ``"submodules/v{i}"``).

>>> import ivy
>>> model = ivy.Sequential(ivy.Linear(3, 8), ivy.ReLU(), ivy.Linear(8, 1))
>>> model(ivy.ones((2, 3))).shape
(2, 1)
"""

from __future__ import annotations

from .module import Module

__all__ = ["Sequential"]


class Sequential(Module):
    """Chain ``sub_modules`` (each an ``ivy.Module`` or a plain callable taking one input).

    >>> m = ivy.Sequential(ivy.Linear(3, 4), ivy.ReLU(), ivy.Linear(4, 1))
    >>> m(ivy.ones((2, 3))).shape
    (2, 1)
    """

    def __init__(self, *sub_modules, device=None, v=None, dtype=None, build_mode="on_init", backend=None):
        self._submodules = list(sub_modules)
        Module.__init__(self, device=device, v=v, dtype=dtype, build_mode=build_mode, backend=backend)

    def __iter__(self):
        return iter(self._submodules)

    def __len__(self):
        return len(self._submodules)

    def __getitem__(self, i):
        return self._submodules[i]

    def _forward(self, inputs):
        x = inputs
        for sub in self._submodules:
            # a built module that keeps Module's own __call__: that call's common path inlined
            # (its *args/**kwargs packing is a third of a small layer's Python cost)
            if sub.__class__.__call__ is _module_call and sub._built:
                if sub._subs:
                    sub._sync_subs()
                x = sub._forward(x)
            else:
                x = sub(x)
        return x


_module_call = Module.__call__

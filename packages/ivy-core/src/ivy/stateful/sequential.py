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

    _plan = None  # the submodules' calls, once all are built (see _call_plan)

    def __init__(self, *sub_modules, device=None, v=None, dtype=None, build_mode="on_init", backend=None):
        self._submodules = list(sub_modules)
        Module.__init__(self, device=device, v=v, dtype=dtype, build_mode=build_mode, backend=backend)

    def __iter__(self):
        return iter(self._submodules)

    def __len__(self):
        return len(self._submodules)

    def __getitem__(self, i):
        return self._submodules[i]

    def _finish_build(self):
        Module._finish_build(self)
        # made now, not on the first call: a compiler tracing that call (torch.compile) would
        # guard on the plan's absence and compile again on the next one
        self._call_plan()

    def _forward(self, inputs):
        plan = self._plan
        if plan is None:
            plan = self._call_plan()
        x = inputs
        for f in plan:
            x = f(x)
        return x

    def _call_plan(self):
        """What each submodule's call comes down to. A built module that keeps Module's own
        ``__call__`` is its ``_forward`` (that call's common path, without its argument packing,
        a third of a small layer's Python cost), after re-syncing its own submodules if it has
        any; anything else is called as it is. Kept once every module is built (a module with
        ``build_mode="on_call"`` builds on its first call)."""
        plan, ready = [], True
        for sub in self._submodules:
            if isinstance(sub, Module) and sub.__class__.__call__ is _module_call:
                if not sub._built:
                    ready = False
                    plan.append(sub)
                elif sub._subs:
                    plan.append(_synced_forward(sub))
                else:
                    plan.append(sub._forward)
            else:
                plan.append(sub)
        if ready:
            self._plan = tuple(plan)
        return plan


def _synced_forward(sub):
    def call(x):
        sub._sync_subs()
        return sub._forward(x)

    return call


_module_call = Module.__call__

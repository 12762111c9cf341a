"""``ivy.Sequential``: submodules applied one after the other.

Variables are nested as ``v.submodules.v0``, ``v.submodules.v1``, ... (Ivy's
key chains ``"submodules/v{i}"``).

>>> import ivy
>>> model = ivy.Sequential(ivy.Linear(3, 8), ivy.ReLU(), ivy.Linear(8, 1))
>>> model(ivy.ones((2, 3))).shape
(2, 1)
"""

from __future__ import annotations

from ..array import Array as _Array
from .module import _NOTHING, Module

__all__ = ["Sequential"]


class Sequential(Module):
    """Chain ``sub_modules`` (each an ``ivy.Module`` or a plain callable taking one input).

    >>> m = ivy.Sequential(ivy.Linear(3, 4), ivy.ReLU(), ivy.Linear(4, 1))
    >>> m(ivy.ones((2, 3))).shape
    (2, 1)
    """

    _plan = None  # the submodules' calls, once all are built (see _call_plan)
    _native_chain = False  # whether every submodule is one of ivy's own (see _call_plan)

    def __init__(self, *sub_modules, device=None, v=None, dtype=None, build_mode="on_init", backend=None):
        self._submodules = list(sub_modules)
        Module.__init__(self, device=device, v=v, dtype=dtype, build_mode=build_mode, backend=backend)

    def __iter__(self):
        return iter(self._submodules)

    def __len__(self):
        return len(self._submodules)

    def __getitem__(self, i):
        return self._submodules[i]

    def __call__(self, inputs=_NOTHING, /, *args, v=None, **kwargs):
        """Module's call, with its common case (built, one input, no ``v``) spelled out: a
        Sequential takes one input, and Module's general argument handling is a tenth of a
        small network's Python cost."""
        if self._plan is None or v is not None or args or kwargs or inputs is _NOTHING:
            if inputs is _NOTHING:
                return _module_call(self, *args, v=v, **kwargs)
            return _module_call(self, inputs, *args, v=v, **kwargs)
        self._sync_subs()
        return self._forward(inputs)

    def _finish_build(self):
        Module._finish_build(self)
        # made now, not on the first call: a compiler tracing that call (torch.compile) would
        # guard on the plan's absence and compile again on the next one
        self._call_plan()

    def _forward(self, inputs):
        plan = self._plan
        if plan is None:
            plan = self._call_plan()
        if inputs.__class__ is _Array and self._native_chain:
            # ivy's own layers follow their input's type: run them on the native array and wrap
            # once at the end (unwrapping and wrapping at each layer is a third of their cost)
            x = inputs._data
            for f in plan:
                x = f(x)
            return x if x.__class__ is _Array else _Array(x)
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
            if isinstance(sub, Module) and sub.__class__.__call__ in _MODULE_CALLS:
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
            self._native_chain = all(_is_ivy_layer(sub) for sub in self._submodules)
        return plan


def _is_ivy_layer(sub):
    """Whether ``sub`` is one of ivy's own layers (its ``_forward`` and ``__call__`` are ivy's),
    which follow their input's type; a user's module may expect the ivy.Array it was given. A
    nested Sequential is one if all of its own submodules are."""
    cls = sub.__class__
    if not isinstance(sub, Module) or cls.__call__ not in _MODULE_CALLS \
            or not cls._forward.__module__.startswith("ivy.stateful."):
        return False
    return sub._native_chain if isinstance(sub, Sequential) else True


def _synced_forward(sub):
    def call(x):
        sub._sync_subs()
        return sub._forward(x)

    return call


_module_call = Module.__call__
_MODULE_CALLS = (_module_call, Sequential.__call__)  # calls whose common case is ``_forward``

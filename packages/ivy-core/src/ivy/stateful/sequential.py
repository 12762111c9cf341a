"""``ivy.Sequential``: submodules applied one after the other.

Variables are nested as ``v.submodules.v0``, ``v.submodules.v1``, ... (Ivy's
key chains ``"submodules/v{i}"``).

>>> import ivy
>>> model = ivy.Sequential(ivy.Linear(3, 8), ivy.ReLU(), ivy.Linear(8, 1))
>>> model(ivy.ones((2, 3))).shape
(2, 1)
"""

from __future__ import annotations

from .._dispatch import COMPILING_PROBES as _COMPILING_PROBES
from ..container import CLOCK as _CLOCK
from ..container import MOVED as _MOVED
from . import _inline
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

    def __call__(self, inputs=_NOTHING, /, *, v=None):
        """Module's call, with its common case (built, no ``v``) spelled out: Module's general
        argument handling is a tenth of a small network's Python cost, and so is its
        _sync_subs' no-change test (its frame is ~5%). A Sequential takes one input."""
        run = self._plan
        if run is None or v is not None or inputs is _NOTHING:
            return _module_call(self, v=v) if inputs is _NOTHING else _module_call(self, inputs, v=v)
        for probe in _COMPILING_PROBES:
            if probe():
                break  # (while a compiler traces, _sync_subs hands the parts down)
        else:
            s = self._synced
            if s is not None and s[0] is self._v and s[1] == _CLOCK[0] and not _MOVED[0]:
                return run(inputs)
        self._sync_subs()
        return run(inputs)

    def _finish_build(self):
        Module._finish_build(self)
        # made now, not on the first call: a compiler tracing that call (torch.compile) would
        # guard on the plan's absence and compile again on the next one
        self._call_plan()

    def _forward(self, inputs):
        run = self._plan
        if run is None:
            run = self._call_plan()
        return run(inputs)

    def _call_plan(self):
        """One function running the submodules' calls (``_inline.chain``), kept once every
        submodule is built (one with ``build_mode="on_call"`` builds on its first call).

        A built submodule that keeps Module's own ``__call__`` comes down to its ``_forward``
        (that call's common path, without its argument packing), after re-syncing its own
        submodules if it has any; a layer whose ``_forward`` is inline statements (``Linear``,
        ``ReLU``, ...) is written into the function itself. Anything else is called as it is.
        If all are ivy's own layers, which follow their input's type, an ``ivy.Array`` input is
        run on its native array and wrapped once at the end (unwrapping and wrapping at each
        layer is a third of their cost)."""
        steps, ready = [], True
        for sub in self._submodules:
            if isinstance(sub, Module) and sub.__class__.__call__ in _MODULE_CALLS:
                if not sub._built:
                    ready = False
                    steps.append((None, sub))
                elif sub._subs:
                    steps.append((None, _synced_forward(sub)))
                else:
                    body = getattr(sub.__class__._forward, "__ivy_inline__", None)
                    steps.append((body, sub) if body is not None else (None, sub._forward))
            else:
                steps.append((None, sub))
        if not ready:  # each called as it is, until all are built (not kept)
            calls = [f for _, f in steps]

            def run(x):
                for f in calls:
                    x = f(x)
                return x

            return run
        native = all(_is_ivy_layer(sub) for sub in self._submodules)
        run = _inline.chain(steps, native)
        self._plan, self._native_chain = run, native
        return run


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

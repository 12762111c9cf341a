"""Ivy 1.0's ``ivy.functional.ivy`` and its modules (``activations``, ``control_flow_ops``,
``creation``, ``data_type``, ``device``, ``elementwise``, ``general``, ``gradients``, ``layers``,
``linear_algebra``, ``losses``, ``manipulation``, ``meta``, ``nest``, ``norms``, ``random``,
``searching``, ``set``, ``sorting``, ``statistical``, ``utility``, and ``experimental`` with
the same names): each module's attributes are ivy's top-level names, so an import from any of
them finds the function wherever ivy keeps it.

>>> import ivy.functional.ivy.gradients as g
>>> g.execute_with_gradients is ivy.execute_with_gradients
True
"""

from __future__ import annotations

import sys as _sys
import types as _types

MODULES = (
    "activations", "control_flow_ops", "creation", "data_type", "device", "elementwise", "general", "gradients",
    "layers", "linear_algebra", "losses", "manipulation", "meta", "nest", "norms", "random", "searching", "set",
    "sorting", "statistical", "utility", "sparse_array", "constants",
)


# Ivy 1.0's private helpers that its documented examples import (``from
# ivy.functional.ivy.gradients import _variable``): the public function they are.
_PRIVATE = {"_variable": "variable"}


def _root_getattr(modname):
    def __getattr__(name):  # noqa: N807 - a module's __getattr__
        import ivy as _root

        if name.startswith("__"):
            raise AttributeError(name)
        try:
            return getattr(_root, _PRIVATE.get(name, name))
        except AttributeError:
            raise AttributeError(f"module {modname!r} has no attribute {name!r}") from None

    return __getattr__


def _module(qualname, doc):
    m = _types.ModuleType(qualname, doc)
    m.__getattr__ = _root_getattr(qualname)
    _sys.modules[qualname] = m
    return m


experimental = _module(__name__ + ".experimental", "Ivy 1.0's experimental functional API: ivy's names.")
experimental.__path__ = []  # a package: its modules below
for _name in MODULES:
    globals()[_name] = _module(f"{__name__}.{_name}", f"Ivy 1.0's ivy.functional.ivy.{_name}: ivy's names.")
    setattr(experimental, _name, _module(f"{__name__}.experimental.{_name}",
                                         f"Ivy 1.0's experimental {_name}: ivy's names."))

__getattr__ = _root_getattr(__name__)

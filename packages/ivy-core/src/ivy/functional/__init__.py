"""Ivy 1.0's ``ivy.functional``: the functional API under the module names of Ivy 1.0
(``ivy.functional.ivy.elementwise``, ``ivy.functional.ivy.gradients``, ...), for code that
imports from them. Every name there is ivy's top-level one: ``ivy.functional.ivy.layers.conv2d
is ivy.conv2d``.

>>> from ivy.functional.ivy.elementwise import abs as ivy10_abs
>>> ivy10_abs is ivy.abs
True
"""

from __future__ import annotations

from . import ivy  # noqa: F401 - the subpackage ivy.functional.ivy


def __getattr__(name):
    import ivy as _root

    try:
        return getattr(_root, name)
    except AttributeError:
        raise AttributeError(f"module 'ivy.functional' has no attribute {name!r}") from None

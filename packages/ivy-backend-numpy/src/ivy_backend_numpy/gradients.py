"""NumPy has no automatic differentiation.

``AUTODIFF = False`` makes ivy's autodiff functions (``variable``,
``execute_with_gradients``, ``grad``, ``jac``, ...) raise
``ivy.AutodiffError`` naming the installed backends that have it. What is
defined here is what still makes sense without autodiff, so generic ivy code
runs on NumPy: nothing is a variable, and there is no gradient to stop.
``ivy.vmap`` runs ivy-core's loop.
"""

from __future__ import annotations

AUTODIFF = False


def is_variable(x, exclusive=False):
    return False


def variable_data(x):
    return x


def stop_gradient(x, preserve_type=True):
    return x

"""Ivy 1.0's ``ivy.utils.backend`` (its backend handler): ivy's backend functions under the
names Ivy 1.0's code imported from there (``current_backend``, ``set_backend``,
``previous_backend``, ...).

>>> from ivy.utils.backend import current_backend
>>> current_backend().name
'numpy'
"""

from __future__ import annotations

from ..backends import current_backend, set_backend, unset_backend, using_backend  # noqa: F401


def previous_backend():
    """Ivy 1.0's ``previous_backend``: go back to inferring the backend (``ivy.unset_backend``)."""
    unset_backend()


def __getattr__(name):
    import ivy as _root

    try:
        return getattr(_root, name)
    except AttributeError:
        raise AttributeError(f"module 'ivy.utils.backend' has no attribute {name!r}") from None

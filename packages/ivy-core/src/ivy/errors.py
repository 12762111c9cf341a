"""Every error a user can cause is an :class:`IvyError` subclass.

Each message says what was wrong and what to do about it.

>>> import ivy
>>> try:
...     ivy.set_backend("nope")
... except ivy.UnknownBackendError as e:
...     print(type(e).__name__)
UnknownBackendError
"""

from __future__ import annotations


class IvyError(Exception):
    """Base class of all errors ivy raises for user mistakes."""


class UnknownBackendError(IvyError, ValueError):
    """A backend name that no installed plugin provides."""


class NoBackendError(IvyError, RuntimeError):
    """No backend is installed, or none could be chosen."""


class FunctionMissingError(IvyError, NotImplementedError):
    """The backend has no implementation and ivy-core no composition."""


class UnsupportedDtypeError(IvyError, TypeError):
    """A dtype the chosen backend cannot hold."""


class MixedFrameworksError(IvyError, TypeError):
    """Arrays of two frameworks were passed to one call."""


class ShapeError(IvyError, ValueError):
    """Shapes that do not fit together."""


class AutodiffError(IvyError, RuntimeError):
    """Autodiff requested on a backend that has none."""


class InvalidArgumentError(IvyError, ValueError):
    """An argument value outside what the function accepts."""


class AxisError(InvalidArgumentError, IndexError):
    """An axis outside the array's dimensions (``axis=5`` for a 2-d array). Like NumPy's AxisError it
    is a ValueError (an :class:`InvalidArgumentError`) and an IndexError, so code catching either of
    the frameworks' errors keeps working."""


class ScalarOverflowError(InvalidArgumentError, OverflowError):
    """A Python int outside the range of the integer dtype it meets (``int8_array + 300``,
    ``full(3, 300, dtype=int8)``, ``x[0] = -1`` for uint8). An :class:`InvalidArgumentError`
    and, as NumPy's error for the same mistake, an ``OverflowError``."""


class DtypeError(IvyError, TypeError):
    """An array dtype the operation does not accept: an in-place operator or an
    ``x[key] = value`` whose result would change ``x``'s dtype, ``int()`` of a
    complex array, ``__index__`` of a non-integer array."""

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


class ArgumentTypeError(InvalidArgumentError, TypeError):
    """An argument of a type the function does not take: None, a string or an arbitrary object
    where an array is expected, a ragged nested list, an array of a framework no installed
    backend takes, an object where a number or a dtype is expected. The message names the
    function, the argument and what it accepts. Also a ``TypeError``, as the frameworks' own
    errors for such arguments are."""


class FileFormatError(IvyError, ValueError):
    """A file ivy cannot load: truncated, corrupt, of an unknown format, or holding what the
    loader was not asked for. Nothing of it is loaded."""


class PickleRefusedError(FileFormatError):
    """A pickled file (or a file holding pickled objects) met by a loader called without
    ``allow_pickle=True``: unpickling runs code that the file chooses, so ivy never does it
    unless the caller trusts the file and says so."""


class FileAccessError(IvyError, OSError):
    """A file a loader cannot open (a directory, no permission); ``errno`` and ``filename`` as
    Python's ``OSError`` has them."""


class MissingFileError(FileAccessError, FileNotFoundError):
    """A file a loader was given that does not exist (also a ``FileNotFoundError``)."""


class WeightsMismatchError(ShapeError, InvalidArgumentError):
    """Saved variables that do not fit the module they are loaded into: missing or extra names,
    other shapes or dtypes. The message lists every mismatch at once. A :class:`ShapeError` (what a
    shape mismatch raised before) and an :class:`InvalidArgumentError`."""


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

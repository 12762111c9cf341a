"""Ivy 1.0's exception classes (``ivy.utils.exceptions``) as ivy's: catching one of Ivy 1.0's
names catches the ivy errors that mean it.

>>> from ivy.utils.exceptions import IvyValueError
>>> issubclass(ivy.InvalidArgumentError, IvyValueError)
True
"""

from __future__ import annotations

from ..errors import (
    AxisError,
    DtypeError,
    FunctionMissingError,
    InvalidArgumentError,
    IvyError,
    ShapeError,
    UnknownBackendError,
)

__all__ = [
    "IvyException", "IvyBackendException", "IvyInvalidBackendException", "IvyNotImplementedException", "IvyError",
    "IvyIndexError", "IvyAttributeError", "IvyValueError", "IvyBroadcastShapeError", "IvyDtypePromotionError",
    "IvyDeviceError", "InplaceUpdateException", "handle_exceptions",
]

IvyException = IvyError  # every ivy error
IvyBackendException = IvyError  # Ivy 1.0 raised it for any error inside a backend function
IvyInvalidBackendException = UnknownBackendError
IvyNotImplementedException = FunctionMissingError
IvyIndexError = AxisError
IvyValueError = InvalidArgumentError
IvyBroadcastShapeError = ShapeError
IvyDtypePromotionError = DtypeError
IvyDeviceError = InvalidArgumentError
InplaceUpdateException = InvalidArgumentError


class IvyAttributeError(IvyError, AttributeError):
    """An attribute an ivy object lacks (Ivy 1.0's ``IvyAttributeError``)."""


def handle_exceptions(fn):
    """Ivy 1.0's decorator that turned a function's errors into Ivy's: ivy's functions raise
    ivy's errors themselves, so it returns ``fn`` unchanged."""
    return fn

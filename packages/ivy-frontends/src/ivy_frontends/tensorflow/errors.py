"""``tf.errors``: the exception classes TensorFlow raises, as :class:`ivy.IvyError` subclasses.

TensorFlow's ``OpError`` family derives from ``Exception`` only; here each class is also an
``ivy.IvyError`` (so ``except ivy.IvyError`` catches every refusal) and keeps TF's name, so code
that catches ``tf.errors.InvalidArgumentError`` keeps working.

>>> import ivy_frontends.tensorflow as tf
>>> try:
...     tf.constant(1.0) + tf.constant(1)
... except tf.errors.InvalidArgumentError as e:
...     print(type(e).__name__)
InvalidArgumentError
"""

from __future__ import annotations

import ivy

from .._errors import (
    FrontendError,
    FrontendRuntimeError,
    FrontendTypeError,
    FrontendValueError,
    UnsupportedArgumentError,
    refuse,
)

__all__ = [
    "OpError", "CancelledError", "UnknownError", "InvalidArgumentError", "DeadlineExceededError",
    "NotFoundError", "AlreadyExistsError", "PermissionDeniedError", "UnauthenticatedError",
    "ResourceExhaustedError", "FailedPreconditionError", "AbortedError", "OutOfRangeError",
    "UnimplementedError", "InternalError", "UnavailableError", "DataLossError",
    "FrontendRuntimeError", "FrontendTypeError", "FrontendValueError", "UnsupportedArgumentError", "refuse",
    "OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND",
    "ALREADY_EXISTS", "PERMISSION_DENIED", "UNAUTHENTICATED", "RESOURCE_EXHAUSTED",
    "FAILED_PRECONDITION", "ABORTED", "OUT_OF_RANGE", "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE",
    "DATA_LOSS",
]

(OK, CANCELLED, UNKNOWN, INVALID_ARGUMENT, DEADLINE_EXCEEDED, NOT_FOUND, ALREADY_EXISTS,
 PERMISSION_DENIED, RESOURCE_EXHAUSTED, FAILED_PRECONDITION, ABORTED, OUT_OF_RANGE, UNIMPLEMENTED,
 INTERNAL, UNAVAILABLE, DATA_LOSS) = range(16)
UNAUTHENTICATED = 16


class OpError(FrontendError):
    """TF's base class of the errors an operation raises (``node_def``, ``op``, ``message``, ``error_code``)."""

    error_code = UNKNOWN

    def __init__(self, node_def=None, op=None, message="", *args, **kwargs):
        if op is None and not message and isinstance(node_def, str):  # OpError("message")
            node_def, message = None, node_def
        super().__init__(message)
        self.node_def = node_def
        self.op = op
        self.message = message
        self.experimental_payloads = {}

    def __str__(self):
        return self.message


def _cls(name, code, *bases):
    return type(name, (OpError, *bases), {"error_code": code, "__module__": __name__,
                                          "__doc__": f"TF's ``tf.errors.{name}``."})


CancelledError = _cls("CancelledError", CANCELLED)
UnknownError = _cls("UnknownError", UNKNOWN)
# also ivy's InvalidArgumentError (a ValueError): TF's own is an Exception only, catching it by TF's
# name or by ivy's works
InvalidArgumentError = _cls("InvalidArgumentError", INVALID_ARGUMENT, ivy.InvalidArgumentError)
DeadlineExceededError = _cls("DeadlineExceededError", DEADLINE_EXCEEDED)
NotFoundError = _cls("NotFoundError", NOT_FOUND)
AlreadyExistsError = _cls("AlreadyExistsError", ALREADY_EXISTS)
PermissionDeniedError = _cls("PermissionDeniedError", PERMISSION_DENIED)
UnauthenticatedError = _cls("UnauthenticatedError", UNAUTHENTICATED)
ResourceExhaustedError = _cls("ResourceExhaustedError", RESOURCE_EXHAUSTED)
FailedPreconditionError = _cls("FailedPreconditionError", FAILED_PRECONDITION)
AbortedError = _cls("AbortedError", ABORTED)
OutOfRangeError = _cls("OutOfRangeError", OUT_OF_RANGE)
UnimplementedError = _cls("UnimplementedError", UNIMPLEMENTED)
InternalError = _cls("InternalError", INTERNAL)
UnavailableError = _cls("UnavailableError", UNAVAILABLE)
DataLossError = _cls("DataLossError", DATA_LOSS)


def invalid(message):
    """An :class:`InvalidArgumentError` with ``message`` (TF's most common refusal)."""
    return InvalidArgumentError(None, None, message)


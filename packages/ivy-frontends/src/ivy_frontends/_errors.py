"""Errors a frontend raises where its framework raises.

Each is an :class:`ivy.IvyError` (so ``except ivy.IvyError`` catches every mistake) and the
built-in class the framework itself raises for that mistake (torch raises ``RuntimeError`` for
shapes that do not fit, ``IndexError`` for an index out of range, ``TypeError`` for a bad
argument type), so framework code that catches the framework's error keeps working.

>>> import ivy, ivy_frontends.torch as torch
>>> try:
...     torch.ones(2, 3).view(4)
... except RuntimeError as e:
...     print(isinstance(e, ivy.IvyError))
True
"""

from __future__ import annotations

import ivy


class FrontendError(ivy.IvyError):
    """Base class of the errors a frontend raises for what its framework refuses."""


class FrontendRuntimeError(FrontendError, RuntimeError):
    """What the framework reports as a ``RuntimeError`` (torch's usual error class)."""


class FrontendShapeError(ivy.ShapeError, RuntimeError):
    """Shapes that do not fit; torch raises ``RuntimeError`` for them."""


class FrontendDtypeError(ivy.DtypeError, RuntimeError):
    """A dtype the operation refuses (an in-place result that cannot be cast back, ...)."""


class FrontendTypeError(FrontendError, TypeError):
    """An argument of the wrong type."""


class FrontendValueError(FrontendError, ValueError):
    """An argument value the framework refuses with ``ValueError``."""


class FrontendIndexError(FrontendError, IndexError):
    """An index or dimension out of range."""


class FrontendAutogradError(ivy.AutodiffError):
    """An autograd misuse (``backward`` of a tensor that does not require grad, in-place
    change of a leaf that requires grad), or autograd on a backend without autodiff."""


class UnsupportedArgumentError(ivy.InvalidArgumentError, NotImplementedError):
    """An argument value that would change the result and that the frontend does not
    implement; the message names the argument."""


def refuse(fn: str, arg: str, value, hint: str = "") -> UnsupportedArgumentError:
    """The error for ``arg=value`` of ``fn`` that the frontend does not implement."""
    more = f"; {hint}" if hint else ""
    return UnsupportedArgumentError(f"{fn}: {arg}={value!r} is not supported by ivy_frontends{more}")

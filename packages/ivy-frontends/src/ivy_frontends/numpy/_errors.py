"""NumPy's exception classes, each also an ``ivy.IvyError`` (``numpy.exceptions`` re-exports them).

``AxisError`` is ``ivy.AxisError`` (a ``ValueError`` and an ``IndexError``, as NumPy's),
``LinAlgError`` a ``ValueError``, ``UFuncTypeError`` a ``TypeError`` (no loop for the dtypes, an
output that may not be cast), ``DTypePromotionError`` a ``TypeError``.

>>> import ivy, ivy_frontends.numpy as np
>>> try:
...     np.zeros((2, 3)).sum(axis=2)
... except np.exceptions.AxisError as e:
...     print(isinstance(e, ivy.IvyError), e)
True axis 2 is out of bounds for array of dimension 2
"""

from __future__ import annotations

import ivy

from .._errors import FrontendError, FrontendTypeError, FrontendValueError


class AxisError(ivy.AxisError):
    """An axis outside the array's dimensions (``ValueError`` and ``IndexError``, as NumPy's)."""

    def __init__(self, axis, ndim=None, msg_prefix=None):
        if ndim is None and msg_prefix is None and isinstance(axis, str):
            super().__init__(axis)
            self.axis = self.ndim = None
            return
        self.axis, self.ndim = axis, ndim
        msg = f"axis {axis} is out of bounds for array of dimension {ndim}"
        if msg_prefix:
            msg = f"{msg_prefix}: {msg}"
        super().__init__(msg)


class LinAlgError(FrontendValueError):
    """A linear algebra routine that cannot run on its input (a singular matrix, no convergence)."""


class ShapeAttributeError(FrontendValueError, AttributeError):
    """Setting ``.shape`` where NumPy cannot reshape in place (NumPy raises ``AttributeError``)."""


class UFuncTypeError(FrontendTypeError):
    """A ufunc with no loop for its inputs' dtypes, or an ``out=`` its result may not be cast to."""


class DTypePromotionError(FrontendTypeError):
    """Dtypes with no common dtype."""


class FrontendZeroDivisionError(FrontendError, ZeroDivisionError):
    """A division by zero NumPy reports as ``ZeroDivisionError`` (weights summing to zero, ...)."""


class TooHardError(FrontendError, RuntimeError):
    """``max_work`` exceeded (``shares_memory``)."""


class ComplexWarning(RuntimeWarning):
    """A complex value cast to a real dtype (its imaginary part dropped)."""


class RankWarning(RuntimeWarning):
    """``polyfit``'s design matrix is rank deficient."""


class VisibleDeprecationWarning(UserWarning):
    pass


class ModuleDeprecationWarning(DeprecationWarning):
    pass


def axis_error(axis, ndim):
    return AxisError(axis, ndim)


def norm_axis(axis, ndim):
    """``axis`` made non-negative, NumPy's AxisError outside ``[-ndim, ndim)``."""
    try:
        a = axis.__index__()
    except AttributeError:
        raise FrontendTypeError(f"'{type(axis).__name__}' object cannot be interpreted as an integer") from None
    if not -ndim <= a < ndim:
        raise AxisError(a, ndim)
    return a % ndim if ndim else 0


def norm_axes(axis, ndim, allow_duplicate=False):
    """A tuple of non-negative axes from None (all), an int or a sequence."""
    if axis is None:
        return tuple(range(ndim))
    if isinstance(axis, (tuple, list)):
        r = tuple(norm_axis(a, ndim) for a in axis)
        if not allow_duplicate and len(set(r)) != len(r):
            raise FrontendValueError("duplicate value in 'axis'")
        return r
    return (norm_axis(axis, ndim),)

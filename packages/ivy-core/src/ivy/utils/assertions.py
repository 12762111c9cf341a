"""Ivy 1.0's argument checks (``ivy.utils.assertions``): each raises
:class:`ivy.InvalidArgumentError` (an ``ivy.IvyError``, Ivy 1.0's ``IvyException``) with the given
``message``, or one saying what failed, when its condition does not hold.

>>> from ivy.utils import assertions
>>> assertions.check_less(1, 2)
>>> assertions.check_elem_in_list("b", ["a", "c"])
Traceback (most recent call last):
...
ivy.errors.InvalidArgumentError: b must be one of ['a', 'c']
"""

from __future__ import annotations

from ..errors import InvalidArgumentError

__all__ = [
    "check_less", "check_greater", "check_equal", "check_isinstance", "check_exists", "check_elem_in_list",
    "check_true", "check_false", "check_all", "check_any", "check_all_or_any_fn", "check_shape",
    "check_same_dtype",
]


def _fail(message, default):
    raise InvalidArgumentError(message or default)


def _pairs(x1, x2):
    """Element pairs of two Python values, either one a scalar that goes with each of the other's."""
    seq = (list, tuple)
    if isinstance(x1, seq) and isinstance(x2, seq):
        return list(zip(x1, x2))
    if isinstance(x1, seq):
        return [(a, x2) for a in x1]
    if isinstance(x2, seq):
        return [(x1, b) for b in x2]
    return [(x1, x2)]


def _any(cond, x1, x2, as_array):
    if as_array:
        import ivy

        return bool(ivy.any(cond(ivy.asarray(x1), ivy.asarray(x2))))
    return any(cond(a, b) for a, b in _pairs(x1, x2))


def check_less(x1, x2, allow_equal=False, message="", as_array=True):
    """``x1 < x2`` (``<=`` with ``allow_equal``) everywhere."""
    if _any((lambda a, b: a > b) if allow_equal else (lambda a, b: a >= b), x1, x2, as_array):
        _fail(message, f"{x1} must be lesser than {'or equal to ' if allow_equal else ''}{x2}")


def check_greater(x1, x2, allow_equal=False, message="", as_array=True):
    """``x1 > x2`` (``>=`` with ``allow_equal``) everywhere."""
    if _any((lambda a, b: a < b) if allow_equal else (lambda a, b: a <= b), x1, x2, as_array):
        _fail(message, f"{x1} must be greater than {'or equal to ' if allow_equal else ''}{x2}")


def check_equal(x1, x2, inverse=False, message="", as_array=True):
    """``x1 == x2`` everywhere (``inverse``: nowhere)."""
    if inverse:
        if _any(lambda a, b: a == b, x1, x2, as_array):
            _fail(message, f"{x1} must not be equal to {x2}")
    elif _any(lambda a, b: a != b, x1, x2, as_array):
        _fail(message, f"{x1} must be equal to {x2}")


def check_isinstance(x, allowed_types, message=""):
    """``x`` is an instance of ``allowed_types``."""
    if not isinstance(x, allowed_types):
        _fail(message, f"type of x: {type(x)} must be one of the allowed types: {allowed_types}")


def check_exists(x, inverse=False, message=""):
    """``x`` is not None (``inverse``: is None)."""
    if inverse and x is not None:
        _fail(message, "arg must be None")
    if not inverse and x is None:
        _fail(message, "arg must not be None")


def check_elem_in_list(elem, list, inverse=False, message=""):  # noqa: A002 - Ivy 1.0's name
    """``elem`` is in ``list`` (``inverse``: is not)."""
    if inverse and elem in list:
        _fail(message, f"{elem} must not be one of {list}")
    if not inverse and elem not in list:
        _fail(message, f"{elem} must be one of {list}")


def check_true(expression, message="expression must be True"):
    """``expression`` is true."""
    if not expression:
        _fail(message, "expression must be True")


def check_false(expression, message="expression must be False"):
    """``expression`` is false."""
    if expression:
        _fail(message, "expression must be False")


def _truth(results, as_array, fn):
    if as_array:
        import ivy

        return bool((ivy.all if fn is all else ivy.any)(ivy.asarray(results)))
    return fn(results)


def check_all(results, message="one of the args is False", as_array=True):
    """Every result is true."""
    if not _truth(results, as_array, all):
        _fail(message, "one of the args is False")


def check_any(results, message="all of the args are False", as_array=True):
    """Some result is true."""
    if not _truth(results, as_array, any):
        _fail(message, "all of the args are False")


def check_all_or_any_fn(*args, fn, type="all", limit=(0,),  # noqa: A002 - Ivy 1.0's name
                        message="args must exist according to type and limit given", as_array=True):
    """``fn(arg)`` for every arg (``type="all"``), or for a number of them in ``limit`` (``"any"``)."""
    if type == "all":
        check_all([fn(a) for a in args], message, as_array=False)
    elif type == "any":
        if sum(1 for a in args if fn(a)) not in limit:
            _fail(message, "args must exist according to type and limit given")
    else:
        _fail("", "type must be all or any")


def check_shape(x1, x2, message=""):
    """``x1`` and ``x2`` have the same shape."""
    if tuple(x1.shape) != tuple(x2.shape):
        _fail(message, f"{x1} and {x2} must have the same shape ({tuple(x1.shape)} vs {tuple(x2.shape)})")


def check_same_dtype(x1, x2, message=""):
    """``x1`` and ``x2`` have the same dtype."""
    import ivy

    if ivy.dtype(x1) != ivy.dtype(x2):
        _fail(message, f"{x1} and {x2} must have the same dtype ({ivy.dtype(x1)} vs {ivy.dtype(x2)})")

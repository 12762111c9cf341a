"""Python scalars that creation functions turn into values of a dtype that cannot hold them as
they are: ``full``'s fill, ``arange``'s and ``linspace``'s values, ``nonzero``'s padding index,
``asarray`` of a complex, ``randint``'s bounds; and negative sizes, a ShapeError everywhere.

ivy's rules on every backend: a value an integer dtype cannot hold is
``ivy.ScalarOverflowError`` and a float is truncated toward zero (see ``ivy.plugin.float_int``);
a complex never becomes a real value (``ivy.plugin.complex_into_real``). The frameworks wrapped
silently, or refused with their own errors, each its own way: ``arange(0, 300, 100,
dtype=int8)`` was ``[0, 100, -56]`` everywhere, ``arange(-5, 5, 3, dtype=uint8)`` an error on
NumPy and JAX and ``[251, 254, 1, 4]`` on torch, TensorFlow and MXNet. These checks run in
ivy-core's generated dispatchers, once for every backend, only where such a value can arise (an
explicit dtype, a float or complex fill, bounds beyond int64).
"""

from __future__ import annotations

import math

from . import dtypes as _dt
from .errors import ScalarOverflowError
from .plugin import _dtype_name, complex_into_real, float_int


def _dtype_of_kind(dtype, kinds, like=None):
    """ivy's dtype for ``dtype`` (ivy's, native or a name; None: that of the array ``like``, if
    given) where its kind is one of ``kinds``, else None."""
    if dtype is None:
        if like is None:
            return None
        from ._dispatch import dtype_of

        dtype = dtype_of(like)
    d = _dt._BY_NAME.get(_dtype_name(dtype))
    return d if d is not None and d.kind in kinds else None


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool) or type(v).__name__.startswith(("int", "uint"))


_RANGES: dict = {}


def _range(d):
    """``(min, max)`` of the integer dtype ``d``, computed once."""
    r = _RANGES.get(d)
    if r is None:
        info = _dt.iinfo(d)
        r = _RANGES[d] = (int(info.min), int(info.max))
    return r


def _refuse(value, what, d, qual):
    lo, hi = _range(d)
    return ScalarOverflowError(f"ivy.{qual}: the value {value} ({what}) does not fit the dtype {d.name} (range "
                               f"{lo} to {hi}); use a wider dtype")


def float_fill(v, dtype, like, qual):
    """A Python float fill (``full``, ``full_like``) as the int it becomes in an integer dtype
    (``dtype``, else that of the array ``like``; truncated), else unchanged. NumPy's ``full``
    gave -2**31 for inf or 1e10 into int32, JAX 2**31 - 1, torch an error.

    >>> float_fill(-2.5, "int8", None, "full"), float_fill(-2.5, None, None, "full")
    (-2, -2.5)
    """
    d = _dtype_of_kind(dtype, "iu", like)
    return v if d is None else float_int(v, d, qual)


def complex_fill(v, dtype, like, qual):
    """A Python complex fill (``full``, ``full_like``), refused for a real dtype (``dtype``, else
    that of the array ``like``; see ``ivy.plugin.complex_into_real``), else unchanged.

    >>> complex_fill(1j, "complex64", None, "full"), complex_fill(1j, None, None, "full")
    (1j, 1j)
    """
    d = _dtype_of_kind(dtype, "iuf", like)
    if d is not None:
        raise complex_into_real(d, qual)
    return v


def complex_value(dtype):
    """``asarray`` of a Python complex: refused for a real ``dtype`` (see
    ``ivy.plugin.complex_into_real``)."""
    if _dtype_of_kind(dtype, "iuf") is not None:
        raise complex_into_real(dtype, "asarray")


def index_fill(v, qual):
    """``nonzero``'s ``fill_value``, an int64 index: a 0-d array's value, a float truncated; one
    outside int64 is ``ScalarOverflowError`` (JAX and TensorFlow raised their own errors).

    >>> index_fill(-1.5, "nonzero"), index_fill(True, "nonzero")
    (-1, 1)
    """
    if type(v) not in (bool, int, float):
        from ._dispatch import _fill_scalar

        v = _fill_scalar(v, None, qual, False)[0]
    if isinstance(v, float):
        return float_int(v, _dt.int64, qual)
    _fits(int(v), "fill_value", _dt.int64, qual)
    return int(v)


def _fits(v, what, d, qual):
    """``v``, an int or a float (truncated), checked against the integer dtype ``d``."""
    if isinstance(v, float):
        try:
            float_int(v, d, qual)
        except ScalarOverflowError:
            raise _refuse(v, what, d, qual) from None
        return
    lo, hi = _range(d)
    if not lo <= v <= hi:
        raise _refuse(v, what, d, qual)


def range_len(start, stop, step):
    """``len(range(start, stop, step))`` for ints of any size (``len`` fails beyond 2**63 - 1).

    >>> range_len(0, 2**64, 1), range_len(5, 0, -2), range_len(0, 5, -1)
    (18446744073709551616, 3, 0)
    """
    if step > 0:
        return max(0, (stop - start + step - 1) // step)
    return max(0, (start - stop - step - 1) // -step)


def arange_values(start, stop, step, dtype):
    """``(start, stop)`` for ``arange`` once its first and last values are known to fit an
    integer result dtype (``dtype``, or int64 for int bounds), else ``ScalarOverflowError``.

    Int bounds further apart than 2**53, or a ``stop`` the dtype cannot hold (only the values
    need fit), are brought to half a step past the last value: the frameworks count the values
    in float64, where NumPy's ``arange(0, 2**53 + 1, 2**53)`` has 1 (not 2). (torch and
    TensorFlow, which refused ``arange(0, 2**63, 2**62)``, compute such ranges as
    start + i * step.)

    >>> arange_values(0, 2**63, 2**62, None)
    (0, 6917529027641081856)
    >>> arange_values(0, 300, 100, "int8")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ivy.errors.ScalarOverflowError: ivy.arange: the value 200 (start + 2 * step) does not fit the dtype int8 ...
    """
    if stop is None:
        if start is None:  # NumPy read arange(None) as an empty range; the others refused it
            from ._argcheck import not_an_array

            not_an_array("ivy.arange", "start", start, "a number (an int or a float)")
        start, stop = 0, start
    ints = _is_int(start) and _is_int(stop) and _is_int(step)
    if dtype is None:
        d = _dt.int64 if ints else None
    else:
        d = _dtype_of_kind(dtype, "iu")
    if d is None or not step:
        return start, stop  # a float result, or step 0 (the backend refuses it)
    if ints:
        start, stop, step = int(start), int(stop), int(step)
        n = range_len(start, stop, step)
        if n == 0:
            return start, stop
        last = start + (n - 1) * step
        _fits(start, "start", d, "arange")
        _fits(last, f"start + {n - 1} * step", d, "arange")
    else:
        # NumPy's rule for float bounds: the first value and the step between the first two
        # values, each truncated (dtype(start + step) - dtype(start)), counted in float64
        n = max(math.ceil((float(stop) - float(start)) / float(step)), 0)
        if n == 0:
            return start, stop
        _fits(float(start), "start", d, "arange")
        if n > 1:
            _fits(float(start) + float(step), "start + step", d, "arange")
            first = int(float(start))
            _fits(first + (n - 1) * (int(float(start) + float(step)) - first),
                  f"its value {n - 1}", d, "arange")
        return start, stop
    lo, hi = _range(d)
    if not lo <= stop <= hi or abs(stop - start) >= 2**53:
        # strictly between the last value and the next, which the dtype need not hold: the
        # backends take any Python int as stop with an explicit dtype, or compute start + i * step
        stop = last + (step // 2 if abs(step) > 1 else step)
    return start, stop


def linspace_values(start, stop, num, endpoint, dtype):
    """For ``linspace`` into an integer ``dtype``: its first and last values (Python scalar
    bounds; array bounds are cast as by ``astype``), rounded down as NumPy 2 rounds them, must
    fit, else ``ScalarOverflowError`` (``linspace(0, 1e10, 3, dtype=int32)`` was
    ``[0, -2**31, -2**31]`` everywhere).

    >>> linspace_values(0, 127.9, 3, True, "int8")
    >>> linspace_values(0, 300, 3, True, "int8")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ivy.errors.ScalarOverflowError: ivy.linspace: the value 300 (stop) does not fit the dtype int8 ...
    """
    d = _dtype_of_kind(dtype, "iu")
    if d is None or not isinstance(num, int) or num <= 0:
        return
    scalars = (bool, int, float)
    if not (isinstance(start, scalars) and isinstance(stop, scalars)):
        return
    _fits(_floor(start), "start", d, "linspace")
    if num == 1:
        return
    if endpoint:
        _fits(_floor(stop), "stop", d, "linspace")
    else:
        last = float(start) + (num - 1) * ((float(stop) - float(start)) / num)
        _fits(_floor(last), f"its value {num - 1}", d, "linspace")


def randint_values(low, high, dtype):
    """For ``randint`` with Python int bounds: ``high`` must exceed ``low``
    (``InvalidArgumentError``), and every value of ``[low, high)`` must fit an integer ``dtype``
    (int64 when not given), else ``ScalarOverflowError``, as NumPy's ``integers`` refuses
    (``randint(0, 300, dtype=uint8)`` drew 255 and 191 on NumPy, 44 and 39 on torch: each
    backend wrapped or clipped its own way). Array bounds are left to the backends.

    >>> randint_values(0, 256, "uint8")
    >>> randint_values(0, 300, "uint8")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ivy.errors.ScalarOverflowError: ivy.randint: the value 299 (high - 1) does not fit the dtype uint8 ...
    """
    if not (_is_int(low) and _is_int(high)):
        return
    if high <= low:
        from .errors import InvalidArgumentError

        raise InvalidArgumentError(f"ivy.randint: high ({high}) must be greater than low ({low})")
    d = _dtype_of_kind("int64" if dtype is None else dtype, "iu")
    if d is None:
        return  # not an integer dtype: the backend's error
    _fits(int(low), "low", d, "randint")
    _fits(int(high) - 1, "high - 1", d, "randint")


def negative_sizes(sizes, qual):
    """``ShapeError`` where a Python int among ``sizes`` (a shape, an int, or None) is negative:
    ``zeros((-1,))`` was ShapeError on NumPy, torch and JAX, InvalidArgumentError on TensorFlow
    and a raw OverflowError from MXNet's ``empty``; ``random_uniform(shape=(-1,))`` was an empty
    array on MXNet. Other entries are left to the backend.

    >>> negative_sizes((2, 0), "zeros")
    >>> negative_sizes((2, -1), "zeros")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ivy.errors.ShapeError: ivy.zeros: negative dimensions are not allowed, got (2, -1)
    """
    if sizes is None:
        return
    for v in (sizes,) if isinstance(sizes, int) else sizes if isinstance(sizes, (tuple, list)) else ():
        if isinstance(v, int) and v < 0:
            from .errors import ShapeError

            raise ShapeError(f"ivy.{qual}: negative dimensions are not allowed, got {sizes}")


def _floor(v):
    """An int as it is, a float rounded down (non-finite ones kept, to be refused)."""
    return math.floor(v) if isinstance(v, float) and math.isfinite(v) else v

"""Printing: ``repr``/``str`` of arrays and NumPy's printing functions.

Arrays print exactly as NumPy prints them (``array([1., 2.])``, ``array([1, 2], dtype=int8)``):
the values are read back to the host and formatted by NumPy's own ``array2string`` where NumPy is
installed (it is whenever values can be read back: ``ivy.to_numpy``), so ``np.set_printoptions``
and ``np.printoptions`` act on the frontend's arrays too. Without NumPy a plain formatter is used.
"""

from __future__ import annotations

import contextlib

import ivy

from . import _dtypes as D


def _np():
    import numpy

    return numpy


def _host(a):
    """The values of frontend array/scalar ``a`` as a real NumPy array (bfloat16 as float32)."""
    from ._convert import asn

    x = asn(a)
    if D.dtype_of_native(x) is D._BF16:
        x = ivy.astype(x, ivy.float32)
    return _np().asarray(ivy.to_numpy(x))


def array_repr(arr, max_line_width=None, precision=None, suppress_small=None):
    """NumPy's ``repr`` of an array: ``array([1., 2.])``."""
    try:
        h = _host(arr)
    except ImportError:  # pragma: no cover
        return _plain_repr(arr)
    return _np().array_repr(h, max_line_width, precision, suppress_small)


def array_str(a, max_line_width=None, precision=None, suppress_small=None):
    """NumPy's ``str`` of an array: ``[1. 2.]``."""
    try:
        h = _host(a)
    except ImportError:  # pragma: no cover
        return str(ivy.to_list(a._data))
    return _np().array_str(h, max_line_width, precision, suppress_small)


def array2string(a, max_line_width=None, precision=None, suppress_small=None, separator=" ", prefix="",
                 *, formatter=None, threshold=None, edgeitems=None, sign=None, floatmode=None, suffix="",
                 legacy=None):
    """NumPy's ``array2string`` of the array's values."""
    return _np().array2string(_host(a), max_line_width, precision, suppress_small, separator, prefix,
                              formatter=formatter, threshold=threshold, edgeitems=edgeitems, sign=sign,
                              floatmode=floatmode, suffix=suffix, legacy=legacy)


def _plain_repr(arr):  # pragma: no cover - only without NumPy
    vals = ivy.to_list(arr._data)
    d = arr.dtype
    shown = "" if d.name in ("float64", "int64", "bool", "complex128") else f", dtype={d.name}"
    return f"array({vals}{shown})"


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None,
                     nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None,
                     override_repr=None):
    """NumPy's print options (they govern the frontend's printing, which NumPy does)."""
    _np().set_printoptions(precision, threshold, edgeitems, linewidth, suppress, nanstr, infstr, formatter, sign,
                           floatmode, legacy=legacy, override_repr=override_repr)


def get_printoptions():
    return _np().get_printoptions()


@contextlib.contextmanager
def printoptions(*args, **kwargs):
    """A context in which NumPy's print options are set (restored on exit)."""
    with _np().printoptions(*args, **kwargs) as opts:
        yield opts


def format_float_positional(x, precision=None, unique=True, fractional=True, trim="k", sign=False,
                            pad_left=None, pad_right=None, min_digits=None):
    return _np().format_float_positional(_host(x)[()], precision, unique, fractional, trim, sign, pad_left,
                                         pad_right, min_digits)


def format_float_scientific(x, precision=None, unique=True, trim="k", sign=False, pad_left=None, exp_digits=None,
                            min_digits=None):
    return _np().format_float_scientific(_host(x)[()], precision, unique, trim, sign, pad_left, exp_digits,
                                         min_digits)


def binary_repr(num, width=None):
    """The binary string of an integer (two's complement of ``width`` bits for a negative one)."""
    num = int(num)
    if num >= 0:
        s = bin(num)[2:]
        if width is not None and len(s) < width:
            s = s.rjust(width, "0")
        return s
    if width is None:
        return "-" + bin(-num)[2:]
    v = (1 << width) + num
    if v < 0:
        raise ValueError(f"Insufficient bit width={width} provided for binwidth={len(bin(-num)) - 2}")
    s = bin(v)[2:].rjust(width, "0")
    return s


def base_repr(number, base=2, padding=0):
    """``number`` in ``base`` (2 to 36), with ``padding`` zeros in front."""
    digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    if base > len(digits):
        raise ValueError("Bases greater than 36 not handled in base_repr.")
    if base < 2:
        raise ValueError("Bases less than 2 not handled in base_repr.")
    num = abs(int(number))
    res = []
    while num:
        res.append(digits[num % base])
        num //= base
    if padding:
        res.append("0" * padding)
    if int(number) < 0:
        res.append("-")
    return "".join(reversed(res or "0"))

"""Helpers shared by the compositions of the neural-network families (activations,
losses, norms, layers). They take the backend object ``xp`` and native arrays.
"""

from __future__ import annotations

import math

from .. import dtypes as _dt
from ..errors import AxisError, InvalidArgumentError, ShapeError, UnsupportedDtypeError

SQRT_1_2 = 0.7071067811865476
SQRT_2_PI = 0.7978845608028654
TWO_SQRT_PI = 1.1283791670955126


def floating(xp, x, fn):
    """``x`` as a real floating native array: integers and bool become float32 (ivy's
    default float); complex input raises :class:`ivy.UnsupportedDtypeError`."""
    d = xp.dtype(x)
    k = d.kind
    if k == "f":
        return x
    if k == "c":
        raise UnsupportedDtypeError(f"ivy.{fn} is defined for real numbers; got a {d.name} array")
    return xp.astype(x, xp.native_dtype(_dt.float32))


def real_dtype(xp, x, fn):
    """The ivy dtype ``floating`` would give."""
    d = xp.dtype(x)
    if d.kind == "f":
        return d
    if d.kind == "c":
        raise UnsupportedDtypeError(f"ivy.{fn} is defined for real numbers; got a {d.name} array")
    return _dt.float32


def full_like(xp, like, value):
    """A 0-d native array of ``like``'s dtype and device holding ``value``."""
    return xp.asarray(value, dtype=xp.dtype_of(like), device=xp.native_device(xp.device_of(like)))


def norm_axis(axis, nd, fn):
    """``axis`` (int) as a non-negative int, checked against ``nd`` dimensions."""
    if axis is None:
        axis = -1
    if nd == 0:
        if axis in (0, -1):
            return None
    elif -nd <= axis < nd:
        return axis % nd
    raise AxisError(f"ivy.{fn}: axis {axis} is out of range for an array of {nd} dimensions")


def norm_axes(axes, nd, fn):
    """A sequence of axes (or an int) as a sorted tuple of non-negative ints."""
    if isinstance(axes, int):
        axes = (axes,)
    out = []
    for a in axes:
        if not -nd <= a < nd:
            raise AxisError(f"ivy.{fn}: axis {a} is out of range for an array of {nd} dimensions")
        out.append(a % nd)
    if len(set(out)) != len(out):
        raise InvalidArgumentError(f"ivy.{fn}: repeated axis in {tuple(axes)}")
    return tuple(sorted(out))


def erf(xp, x):
    """erf of a real floating native array, composed (accurate to float64 rounding ~1e-13).

    Uses the backend's ``erf`` when it has one natively; else the Maclaurin series for
    ``|x| < 3`` and a continued fraction of erfc beyond, both evaluated in float64.
    """
    if xp._sources.get("erf") == "native":
        return xp.erf(x)
    d = xp.dtype_of(x)
    f64 = xp.native_dtype(_dt.float64) if _dt.float64 in xp._ndt else d
    z = xp.astype(x, f64) if f64 != d else x
    a = xp.abs(z)
    small = xp.less(a, 3.0)
    # Series: erf(z) = 2/sqrt(pi) * sum (-1)^n z^(2n+1) / (n! (2n+1)) on |z| < 3.
    zs = xp.where(small, z, xp.zeros_like(z))
    z2 = xp.multiply(zs, zs)
    term = zs
    acc = zs
    for n in range(1, 60):
        term = xp.multiply(term, xp.divide(xp.negative(z2), float(n)))
        acc = xp.add(acc, xp.divide(term, float(2 * n + 1)))
    series = xp.multiply(acc, TWO_SQRT_PI)
    # Continued fraction (Laplace) for erfc(a), a >= 3, evaluated bottom-up:
    # erfc(a) = exp(-a^2)/sqrt(pi) / (a + (1/2)/(a + 1/(a + (3/2)/(a + 2/(a + ...))))).
    al = xp.where(small, xp.full_like(a, 3.0), a)
    frac = al
    for k in range(60, 0, -1):
        frac = xp.add(al, xp.divide(k / 2.0, frac))
    erfc = xp.divide(xp.exp(xp.negative(xp.multiply(al, al))), xp.multiply(frac, math.sqrt(math.pi)))
    big = xp.subtract(1.0, erfc)
    big = xp.where(xp.less(z, 0), xp.negative(big), big)
    r = xp.where(small, series, big)
    r = xp.where(xp.isnan(z), z, r)
    return xp.astype(r, d) if f64 != d else r


def check_reduction(reduction, fn, allowed=("none", "sum", "mean")):
    if reduction not in allowed:
        raise InvalidArgumentError(
            f"ivy.{fn}: reduction must be one of {', '.join(repr(a) for a in allowed)}; got {reduction!r}"
        )


def reduce(xp, loss, reduction, axis=None):
    if reduction == "sum":
        return xp.sum(loss, axis=axis)
    if reduction == "mean":
        return xp.mean(loss, axis=axis)
    return loss


def shape_error(fn, msg):
    return ShapeError(f"ivy.{fn}: {msg}")

"""Compositions of Ivy's superset math functions (issue 5): they run on every backend.

Each ``fn(xp, ...)`` takes native arrays of the backend ``xp`` and calls only the
standard functions ``xp`` has (``xp.sum``, ``xp.linalg_cholesky``, ...). Backends
that have an operation natively implement it in their own family module; these
cover the rest. Special functions (erf, lgamma) compute in float64 where the
backend holds it and round to the input's precision at the end.
"""

from __future__ import annotations

import math as _math

from .. import dtypes as _dt
from .._dispatch import composition
from ..errors import AxisError, InvalidArgumentError, ShapeError, UnsupportedDtypeError
from ..plugin import bool_refused, complex_refused, complex_unordered
from . import elementwise as _ew  # noqa: F401 - the stubs must be declared first
from . import linear_algebra as _la  # noqa: F401
from . import sorting as _sorting
from . import statistical as _st  # noqa: F401
from .elementwise import _common, _full

_F32 = _dt.float32
_F64 = _dt.float64
_INT64 = _dt.int64

# ------------------------------------------------------------------ helpers


def _shape(xp, x):
    return tuple(xp.shape(x))


def _floating(xp, x):
    """``x`` as a floating array (integers and bool -> float32) and its ivy dtype."""
    d = xp.dtype(x)
    if d.kind in "biu":
        return xp.astype(x, xp.native_dtype(_F32)), _F32
    return x, d


def _wide(xp, d):
    """The dtype to compute special functions of ``d`` in: float64 (complex128) if held."""
    target = _dt.complex128 if d.kind == "c" else _F64
    try:
        xp.native_dtype(target)
    except UnsupportedDtypeError:
        return d
    return target


def _cast(xp, x, d):
    return x if xp.dtype(x) is d else xp.astype(x, xp.native_dtype(d))


def _axes(axis, nd, name):
    """``axis`` (None, int or sequence) as a sorted tuple of non-negative ints."""
    if axis is None:
        return tuple(range(nd))
    if isinstance(axis, int):
        axis = (axis,)
    out = []
    for a in axis:
        if not isinstance(a, int) or not -nd <= a < nd:
            raise AxisError(f"ivy.{name}: axis {a} is out of range for an array of {nd} dimensions")
        out.append(a % nd)
    if len(set(out)) != len(out):
        raise InvalidArgumentError(f"ivy.{name}: repeated axis in {tuple(axis)}")
    return tuple(sorted(out))


def _axis(axis, nd, name):
    if not isinstance(axis, int) or not -nd <= axis < nd:
        raise AxisError(f"ivy.{name}: axis {axis} is out of range for an array of {nd} dimensions")
    return axis % nd


def _slice_along(axis, sl):
    return (slice(None),) * axis + (sl,)


def _last(xp, x, key):
    """``x[..., key]`` (written out: not every backend's getitem takes an Ellipsis)."""
    return xp.getitem(x, (slice(None),) * (len(xp.shape(x)) - 1) + (key,))


def _reduced_shape(shape, axes, keepdims):
    if keepdims:
        return tuple(1 if i in axes else s for i, s in enumerate(shape))
    return tuple(s for i, s in enumerate(shape) if i not in axes)


def _to_end(xp, x, axes):
    """Move ``axes`` of ``x`` to the end and flatten them into one: (rest..., n)."""
    shp = _shape(xp, x)
    rest = [i for i in range(len(shp)) if i not in axes]
    if list(axes) != list(range(len(rest), len(shp))):
        x = xp.permute_dims(x, tuple(rest) + tuple(axes))
    n = 1
    for a in axes:
        n *= shp[a]
    return xp.reshape(x, tuple(shp[i] for i in rest) + (n,)), n


# ------------------------------------------------------ cumulative sums/products


def _cumulative(xp, fn, name, x, axis, exclusive, reverse, dtype):
    shp = _shape(xp, x)
    nd = len(shp)
    if nd == 0:
        _axis(axis, 1, name)
        r = _cumulative(xp, fn, name, xp.reshape(x, (1,)), 0, exclusive, reverse, dtype)
        return xp.reshape(r, ())
    axis = _axis(axis, nd, name)
    if reverse:
        x = xp.flip(x, axis=axis)
    r = fn(x, axis=axis, dtype=dtype, include_initial=bool(exclusive))
    if exclusive:
        r = xp.getitem(r, _slice_along(axis, slice(0, shp[axis])))
    if reverse:
        r = xp.flip(r, axis=axis)
    return r


@composition("cumsum")
def _cumsum(xp, x, axis=0, exclusive=False, reverse=False, *, dtype=None):
    return _cumulative(xp, xp.cumulative_sum, "cumsum", x, axis, exclusive, reverse, dtype)


@composition("cumprod")
def _cumprod(xp, x, /, *, axis=0, exclusive=False, reverse=False, dtype=None):
    return _cumulative(xp, xp.cumulative_prod, "cumprod", x, axis, exclusive, reverse, dtype)


# --------------------------------------------------------------------- einsum


def parse_einsum(equation, shapes):
    """Parse ``equation`` for operands of ``shapes``: (input label lists, output labels).

    Ellipses become labels of their own (one per broadcast dimension, right-aligned).
    Shared by the compositions and the backends (which validate with it).
    """
    if not isinstance(equation, str):
        raise InvalidArgumentError(f"ivy.einsum: the equation must be a str, got {type(equation).__name__}")
    eq = equation.replace(" ", "")
    if "->" in eq:
        lhs, out = eq.split("->", 1)
        if "->" in out:
            raise InvalidArgumentError(f"ivy.einsum: {equation!r} has more than one '->'")
    else:
        lhs, out = eq, None
    terms = lhs.split(",")
    if len(terms) != len(shapes):
        raise InvalidArgumentError(
            f"ivy.einsum: {equation!r} names {len(terms)} operands but {len(shapes)} were given")
    ell_n = 0
    parsed = []
    for t, shp in zip(terms, shapes):
        if "..." in t:
            pre, _, post = t.partition("...")
            if "..." in post:
                raise InvalidArgumentError(f"ivy.einsum: more than one '...' in {t!r}")
            k = len(shp) - len(pre) - len(post)
            if k < 0:
                raise ShapeError(f"ivy.einsum: subscripts {t!r} need more dimensions than the operand's {shp}")
            ell_n = max(ell_n, k)
            parsed.append((pre, k, post))
        else:
            if len(t) != len(shp):
                raise ShapeError(f"ivy.einsum: subscripts {t!r} do not match an operand of shape {shp}")
            parsed.append((t, None, ""))
        for c in t.replace("...", ""):
            if not c.isalpha():
                raise InvalidArgumentError(f"ivy.einsum: invalid subscript {c!r} in {equation!r}")
    ell = [f"\0{i}" for i in range(ell_n)]
    inputs = []
    for pre, k, post in parsed:
        labels = list(pre) + (ell[ell_n - k:] if k else []) + list(post)
        inputs.append(labels)
    if out is None:
        counts = {}
        for labels in inputs:
            for c in labels:
                counts[c] = counts.get(c, 0) + 1
        output = ell + sorted(c for c, n in counts.items() if n == 1 and not c.startswith("\0"))
    else:
        if out.count("...") > 1:
            raise InvalidArgumentError(f"ivy.einsum: more than one '...' in the output {out!r}")
        pre, dots, post = out.partition("...")
        output = list(pre) + (ell if dots else []) + list(post)
        named = [c for c in output if not c.startswith("\0")]
        if len(set(named)) != len(named):
            raise InvalidArgumentError(f"ivy.einsum: a label repeats in the output of {equation!r}")
        seen = {c for labels in inputs for c in labels}
        for c in named:
            if not c.isalpha():
                raise InvalidArgumentError(f"ivy.einsum: invalid subscript {c!r} in {equation!r}")
            if c not in seen:
                raise InvalidArgumentError(f"ivy.einsum: output label {c!r} is not in the inputs of {equation!r}")
    return inputs, output


@composition("einsum")
def _einsum(xp, equation, *operands):
    if not operands:
        raise InvalidArgumentError("ivy.einsum needs at least one operand")
    shapes = [_shape(xp, o) for o in operands]
    inputs, output = parse_einsum(equation, shapes)
    d = _dt.result_type(*[xp.dtype(o) for o in operands])
    # bool counts in int64; half precision multiplies and sums in float32, then rounds (a float16
    # running sum stalls, and products round before they cancel)
    acc = _INT64 if d.kind == "b" else _F32 if d in (_dt.float16, _dt.bfloat16) else d
    ops = [_cast(xp, o, acc) for o in operands]
    sizes = {}
    # Repeated labels within an operand: take the diagonal.
    prepared = []
    for o, labels in zip(ops, inputs):
        labels = list(labels)
        while True:
            dup = next((c for c in labels if labels.count(c) > 1), None)
            if dup is None:
                break
            i = labels.index(dup)
            j = labels.index(dup, i + 1)
            shp = _shape(xp, o)
            if shp[i] != shp[j]:
                raise ShapeError(f"ivy.einsum: label {dup!r} has sizes {shp[i]} and {shp[j]} in one operand")
            o = xp.moveaxis(o, (i, j), (-2, -1))
            o = xp.linalg_diagonal(o)
            labels = [c for k, c in enumerate(labels) if k not in (i, j)] + [dup]
        for c, s in zip(labels, _shape(xp, o)):
            old = sizes.get(c)
            if old is None or old == 1:
                sizes[c] = s
            elif s not in (1, old):
                raise ShapeError(f"ivy.einsum: label {c!r} has sizes {old} and {s} in {equation!r}")
        prepared.append((o, labels))
    for c in output:
        if c.startswith("\0") and c not in sizes:
            sizes[c] = 1
    contracted = []
    for _, labels in prepared:
        for c in labels:
            if c not in output and c not in contracted:
                contracted.append(c)
    order = list(output) + contracted
    pos = {c: i for i, c in enumerate(order)}
    result = None
    for k, (o, labels) in enumerate(prepared):
        perm = sorted(range(len(labels)), key=lambda i: pos[labels[i]])
        if perm != list(range(len(labels))):
            o = xp.permute_dims(o, tuple(perm))
        have = {labels[i] for i in perm}
        o = xp.reshape(o, tuple(_shape(xp, o)[[labels[i] for i in perm].index(c)] if c in have else 1
                                for c in order))
        result = o if result is None else xp.multiply(result, o)
        later = {c for _, ls in prepared[k + 1:] for c in ls}
        done = tuple(pos[c] for c in contracted if c not in later and c in have)
        if done:
            result = xp.sum(result, axis=done, keepdims=True, dtype=xp.native_dtype(acc))
    final = tuple(sizes[c] for c in output)
    # Size-1 broadcast dimensions of the result still hold the operands' broadcast.
    full = tuple(sizes[c] if i < len(output) else 1 for i, c in enumerate(order))
    if _shape(xp, result) != full:
        result = xp.broadcast_to(result, full)
    result = xp.reshape(result, final)
    if d.kind == "b":
        result = xp.astype(result, xp.native_dtype(d))
    elif xp.dtype(result) is not d:
        result = xp.astype(result, xp.native_dtype(d))
    return result


# ------------------------------------------------------------------ logsumexp


@composition("logsumexp")
def _logsumexp(xp, x, /, *, axis=None, keepdims=False):
    x, d = _floating(xp, x)
    if d.kind == "c":
        raise UnsupportedDtypeError("ivy.logsumexp does not support complex dtypes")
    shp = _shape(xp, x)
    axes = _axes(axis, len(shp), "logsumexp")
    if not axes:
        return xp.asarray(x, copy=True)
    n = 1
    for a in axes:
        n *= shp[a]
    if n == 0:
        return xp.subtract(xp.sum(x, axis=axes, keepdims=keepdims), float("inf"))
    m = xp.max(x, axis=axes, keepdims=True)
    m = xp.where(xp.isfinite(m), m, _full(xp, m, 0.0))
    r = xp.add(xp.log(xp.sum(xp.exp(xp.subtract(x, m)), axis=axes, keepdims=True)), m)
    if not keepdims:
        r = xp.squeeze(r, axis=axes)
    return r


# ----------------------------------------------------------- special functions

_TWO_OVER_SQRT_PI = 2.0 / _math.sqrt(_math.pi)
_ERF_SPLIT = 2.0  # (Laplace's continued fraction with 60 terms is exact to the ulp from 2 on)


def _erf_of_magnitude(xp, a):
    """``(erf(a), erfc(a))`` for ``a = |x|`` (in the wide dtype): the series below 2, Laplace's
    continued fraction for erfc from 2 on (each the accurate one there)."""
    # |x| < 2: erf = 2/sqrt(pi) exp(-x^2) sum_n 2^n x^(2n+1) / (2n+1)!!  (positive terms), the
    # sum in Horner's form, smallest terms first: summed largest first it was 10 ulp off near 2
    s = xp.minimum(a, _ERF_SPLIT)
    s2 = xp.multiply(s, s)
    acc = xp.ones_like(s)
    for n in range(63, 0, -1):
        acc = xp.add(xp.multiply(acc, xp.multiply(s2, 2.0 / (2 * n + 1))), 1.0)
    small = xp.multiply(xp.multiply(xp.multiply(s, acc), xp.exp(xp.negative(s2))), _TWO_OVER_SQRT_PI)
    # |x| >= 2: erfc by Laplace's continued fraction, x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))
    c = xp.maximum(a, _ERF_SPLIT)
    t = c
    for k in range(60, 0, -1):
        t = xp.add(c, xp.divide(k / 2.0, t))
    tail = xp.divide(xp.exp(xp.negative(xp.multiply(c, c))), xp.multiply(t, _math.sqrt(_math.pi)))
    below = xp.less(a, _ERF_SPLIT)
    erf = xp.where(below, small, xp.subtract(1.0, tail))
    erfc = xp.where(below, xp.subtract(1.0, small), tail)
    return xp.where(xp.isnan(a), a, erf), xp.where(xp.isnan(a), a, erfc)


def _wide_real(xp, x, fn):
    x, d = _floating(xp, x)
    if d.kind == "c":
        raise UnsupportedDtypeError(f"ivy.{fn} does not support complex dtypes")
    return _cast(xp, x, _wide(xp, d)), d


@composition("erf")
def _erf(xp, x):
    xw, d = _wide_real(xp, x, "erf")
    r, _ = _erf_of_magnitude(xp, xp.abs(xw))
    r = xp.where(xp.less(xw, 0.0), xp.negative(r), xp.where(xp.equal(xw, 0.0), xw, r))
    return _cast(xp, r, d)


@composition("erfc")
def _erfc(xp, x, /):
    xw, d = _wide_real(xp, x, "erfc")
    erf, erfc = _erf_of_magnitude(xp, xp.abs(xw))
    return _cast(xp, xp.where(xp.less(xw, 0.0), xp.add(erf, 1.0), erfc), d)  # erfc(-a) = 1 + erf(a)


_LANCZOS_G = 7.0
_LANCZOS = (
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
)
_HALF_LOG_2PI = 0.5 * _math.log(2 * _math.pi)


@composition("lgamma")
def _lgamma(xp, x):
    x, d = _floating(xp, x)
    if d.kind == "c":
        raise UnsupportedDtypeError("ivy.lgamma does not support complex dtypes")
    w = _wide(xp, d)
    xw = _cast(xp, x, w)
    refl = xp.less(xw, 0.5)
    z = xp.where(refl, xp.subtract(1.0, xw), xw)  # >= 0.5
    zm1 = xp.subtract(z, 1.0)
    acc = _full(xp, zm1, _LANCZOS[0])
    for i in range(1, len(_LANCZOS)):
        acc = xp.add(acc, xp.divide(_LANCZOS[i], xp.add(zm1, float(i))))
    t = xp.add(zm1, _LANCZOS_G + 0.5)
    lg = xp.add(xp.subtract(xp.multiply(xp.add(zm1, 0.5), xp.log(t)), t), xp.add(xp.log(acc), _HALF_LOG_2PI))
    # Reflection: lgamma(x) = log(pi / |sin(pi x)|) - lgamma(1 - x), sin taken of x's fraction.
    frac = xp.subtract(xw, xp.round(xw))
    sinpx = xp.abs(xp.sin(xp.multiply(frac, _math.pi)))
    lr = xp.subtract(xp.subtract(_math.log(_math.pi), xp.log(sinpx)), lg)
    r = xp.where(refl, lr, lg)
    r = xp.where(xp.logical_or(xp.equal(xw, 1.0), xp.equal(xw, 2.0)), _full(xp, r, 0.0), r)  # exact zeros
    r = xp.where(xp.isinf(xw), xp.abs(xw), r)
    return _cast(xp, r, d)


@composition("sinc")
def _sinc(xp, x):
    x, d = _floating(xp, x)
    y = xp.multiply(x, _math.pi)
    den = xp.where(xp.equal(x, 0), _full(xp, y, 1.0), y)
    return xp.where(xp.equal(x, 0), _full(xp, y, 1.0), xp.divide(xp.sin(y), den))


@composition("fmod")
def _fmod(xp, x1, x2, /):
    (x1, x2), d = _common(xp, x1, x2)
    if d.kind == "b":
        raise bool_refused("fmod")
    if d.kind == "c":
        raise complex_refused("fmod", d)
    if d.kind == "f":
        # Of magnitudes the remainder is fmod's, exact; x1's sign goes back on after (shifting a
        # remainder of the other sign by x2 lost digits: fmod(-0.00047629, 65) came out -0.000473
        # in float32; found by a thorough run). A zero keeps x1's sign, x1 % inf is x1.
        return xp.copysign(xp.remainder(xp.abs(x1), xp.abs(x2)), x1)
    r = xp.remainder(x1, x2)  # the sign of x2; fmod has the sign of x1
    if d.kind == "u":
        return r
    zero = _full(xp, r, 0)
    adjust = xp.logical_and(xp.not_equal(r, zero), xp.not_equal(xp.less(r, zero), xp.less(x1, zero)))
    return xp.where(adjust, xp.subtract(r, x2), r)


@composition("lerp")
def _lerp(xp, input, end, weight):  # noqa: A002
    (a, b, t), _ = _common(xp, input, end, weight, floating=True)
    diff = xp.subtract(b, a)
    low = xp.add(a, xp.multiply(t, diff))
    high = xp.subtract(b, xp.multiply(diff, xp.subtract(1.0, t)))
    return xp.where(xp.less(xp.abs(t), 0.5), low, high)


@composition("xlogy")
def _xlogy(xp, x, y, /):
    (x, y), _ = _common(xp, x, y, floating=True, real="xlogy")
    r = xp.multiply(x, xp.log(y))
    zero = xp.logical_and(xp.equal(x, 0.0), xp.logical_not(xp.isnan(y)))
    return xp.where(zero, _full(xp, r, 0.0), r)


# ----------------------------------------------------------- NaN reductions


@composition("nansum")
def _nansum(xp, x, /, *, axis=None, dtype=None, keepdims=False):
    if xp.dtype(x).kind in "fc":
        x = xp.where(xp.isnan(x), _full(xp, x, 0), x)
    return xp.sum(x, axis=axis, dtype=dtype, keepdims=keepdims)


@composition("nanmean")
def _nanmean(xp, a, /, *, axis=None, keepdims=False, dtype=None):
    if dtype is not None:
        a = xp.astype(a, dtype)
    d = xp.dtype(a)
    if d.kind not in "fc":
        return xp.mean(a, axis=axis, keepdims=keepdims)
    nan = xp.isnan(a)
    s = xp.sum(xp.where(nan, _full(xp, a, 0), a), axis=axis, keepdims=keepdims)
    n = xp.sum(xp.logical_not(nan), axis=axis, keepdims=keepdims)
    real = d if d.kind == "f" else (_F32 if d is _dt.complex64 else _F64)
    return xp.divide(s, xp.astype(n, xp.native_dtype(real)))


# -------------------------------------------------------- median and quantile

_METHODS = ("linear", "lower", "higher", "midpoint", "nearest")


def _numpy_lerp(xp, lo, hi, t):
    """NumPy's interpolation: ``lo + (hi - lo) t``, from ``hi`` for ``t >= 0.5``."""
    diff = xp.subtract(hi, lo)
    return xp.where(xp.greater_equal(t, 0.5), xp.subtract(hi, xp.multiply(diff, xp.subtract(1.0, t))),
                    xp.add(lo, xp.multiply(diff, t)))


def _quantile_core(xp, a, q, axis, keepdims, interpolation, name):
    if interpolation not in _METHODS:
        raise InvalidArgumentError(f"ivy.{name}: interpolation must be one of {_METHODS}, got {interpolation!r}")
    d = xp.dtype(a)
    if d.kind == "c":
        raise complex_unordered(name, None, "reduce")
    shp = _shape(xp, a)
    axes = _axes(axis, len(shp), name)
    s, n = _to_end(xp, a, axes)
    out_d = d if interpolation in ("lower", "higher", "nearest") else (d if d.kind == "f" else _F32)
    if d.kind == "b" and out_d is d:
        s = _cast(xp, s, _INT64)
    rest = _reduced_shape(shp, axes, keepdims)
    scalar_q = isinstance(q, int | float)
    if scalar_q:
        if not 0.0 <= q <= 1.0:
            raise InvalidArgumentError(f"ivy.{name}: quantiles must be in [0, 1], got {q}")
        q_shape = ()
        qf = xp.asarray([float(q)], dtype=xp.native_dtype(_F64), device=xp.native_device(xp.device_of(a)))
    else:
        q_shape = _shape(xp, q)
        qf = xp.reshape(_cast(xp, q, _F64), (-1,))
    if n == 0:
        if out_d.kind != "f":
            raise InvalidArgumentError(f"ivy.{name}: the reduction has no elements, and no {interpolation} value")
        r = xp.full(q_shape + rest, float("nan"), dtype=xp.native_dtype(out_d),
                    device=xp.native_device(xp.device_of(a)))
        return r
    s = xp.sort(s, axis=-1)  # NaN last
    pos = xp.multiply(qf, float(n - 1))
    lo_i = xp.floor(pos)
    hi_i = xp.ceil(pos)
    if interpolation == "lower":
        idx = (lo_i,)
    elif interpolation == "higher":
        idx = (hi_i,)
    elif interpolation == "nearest":
        idx = (xp.round(pos),)
    else:
        idx = (lo_i, hi_i)
    vals = [xp.take(s, xp.astype(i, xp.native_dtype(_INT64)), axis=-1) for i in idx]
    if len(vals) == 1:
        r = vals[0]
    else:
        lo_v, hi_v = (_cast(xp, v, out_d) for v in vals)
        if interpolation == "linear":
            t = xp.subtract(pos, lo_i)
        else:
            t = xp.where(xp.equal(lo_i, hi_i), _full(xp, pos, 0.0), _full(xp, pos, 0.5))
        r = _numpy_lerp(xp, lo_v, hi_v, _cast(xp, t, out_d))
    if out_d.kind == "f":
        last = _last(xp, s, slice(n - 1, n))
        r = xp.where(xp.isnan(last), _cast(xp, last, out_d), r)
    r = _cast(xp, r, out_d)
    # (rest..., nq) -> (q..., rest...)
    r = xp.moveaxis(r, -1, 0)
    return xp.reshape(r, q_shape + rest)


@composition("quantile")
def _quantile(xp, a, q, /, *, axis=None, keepdims=False, interpolation="linear"):
    return _quantile_core(xp, a, q, axis, keepdims, interpolation, "quantile")


@composition("median")
def _median(xp, input, /, *, axis=None, keepdims=False):  # noqa: A002
    d = xp.dtype(input)
    if d.kind == "c":
        raise complex_unordered("median", None, "reduce")
    shp = _shape(xp, input)
    axes = _axes(axis, len(shp), "median")
    out_d = d if d.kind == "f" else _F32
    s, n = _to_end(xp, input, axes)
    rest = _reduced_shape(shp, axes, keepdims)
    if n == 0:
        return xp.full(rest, float("nan"), dtype=xp.native_dtype(out_d),
                       device=xp.native_device(xp.device_of(input)))
    s = xp.sort(s, axis=-1)
    lo = _cast(xp, _last(xp, s, (n - 1) // 2), out_d)
    hi = _cast(xp, _last(xp, s, n // 2), out_d)
    # NumPy averages the two middle values (a mean, accumulated in float32 for float16).
    acc = _F32 if out_d is _dt.float16 else out_d
    r = lo if n % 2 else xp.multiply(xp.add(_cast(xp, lo, acc), _cast(xp, hi, acc)), 0.5)
    last = _cast(xp, _last(xp, s, n - 1), acc)
    r = _cast(xp, xp.where(xp.isnan(last), last, _cast(xp, r, acc)), out_d)
    return xp.reshape(r, rest)


# ---------------------------------------------------------------------- top_k


@composition("top_k")
def _top_k(xp, x, k, /, *, axis=-1, largest=True, sorted=True):  # noqa: A002
    shp = _shape(xp, x)
    if not shp:
        raise ShapeError("ivy.top_k needs an array with at least one dimension, got a 0-d array")
    axis = _axis(axis, len(shp), "top_k")
    if not isinstance(k, int) or not 0 <= k <= shp[axis]:
        raise InvalidArgumentError(f"ivy.top_k: k={k!r} is not in [0, {shp[axis]}] (the size of axis {axis})")
    idx = xp.argsort(x, axis=axis, descending=bool(largest), stable=True)
    idx = xp.getitem(idx, _slice_along(axis, slice(0, k)))
    idx = _cast(xp, idx, _INT64)
    return _sorting.TopKResult(xp.take_along_axis(x, idx, axis=axis), idx)


# ------------------------------------------------------------------ histogram


def _host_float(xp, x):
    return float(xp.to_numpy(x))


@composition("histogram")
def _histogram(xp, a, /, *, bins=None, axis=None, extend_lower_interval=False, extend_upper_interval=False,
               dtype=None, range=None, weights=None, density=False):  # noqa: A002
    ad = xp.dtype(a)
    if ad.kind == "c":
        raise UnsupportedDtypeError("ivy.histogram does not support complex dtypes")
    fd = ad if ad.kind == "f" else _F32
    shp = _shape(xp, a)
    axes = _axes(axis, len(shp), "histogram")
    dev = xp.native_device(xp.device_of(a))
    if bins is None:
        bins = 10
    if isinstance(bins, int):
        if bins < 1:
            raise InvalidArgumentError(f"ivy.histogram: bins must be a positive count, got {bins}")
        if range is not None:
            lo, hi = float(range[0]), float(range[1])
            if lo > hi:
                raise InvalidArgumentError(f"ivy.histogram: range {range} has its minimum above its maximum")
        elif 0 in shp:
            lo, hi = 0.0, 1.0
        else:
            lo, hi = _host_float(xp, xp.min(a)), _host_float(xp, xp.max(a))
        if not (_math.isfinite(lo) and _math.isfinite(hi)):
            raise InvalidArgumentError(f"ivy.histogram: the range [{lo}, {hi}] is not finite; pass range=")
        if lo == hi:
            lo, hi = lo - 0.5, hi + 0.5
        # NumPy's edges: i * ((hi - lo) / bins) + lo, the last one hi, in the data's dtype when
        # the range comes from the data and in float64 (then rounded) when it is given (torch's
        # float32 linspace put 1.5e-8 where NumPy has 0, which moved a 0 to the bin below; found
        # by a thorough run)
        wd = xp.native_dtype(fd if range is None else _F64)
        lo_a, hi_a = xp.asarray(lo, dtype=wd, device=dev), xp.asarray(hi, dtype=wd, device=dev)
        step = xp.divide(xp.subtract(hi_a, lo_a), float(bins))
        i = xp.arange(bins + 1, device=dev)
        edges = xp.add(xp.multiply(xp.astype(i, wd), step), lo_a)
        edges = _cast(xp, xp.where(xp.equal(i, bins), hi_a, edges), fd)
    else:
        edges = bins
        ed = xp.dtype(edges)
        if len(_shape(xp, edges)) != 1 or _shape(xp, edges)[0] < 2:
            raise ShapeError(f"ivy.histogram: bin edges must be 1-d with at least 2 values, got {_shape(xp, edges)}")
        fd = _dt.result_type(fd, ed) if ed.kind == "f" else fd
        edges = _cast(xp, edges, fd)
    nk = _shape(xp, edges)[0] - 1
    x, n = _to_end(xp, _cast(xp, a, fd), axes)
    idx = xp.subtract(xp.searchsorted(edges, x, side="right"), 1)
    first = xp.getitem(edges, 0)
    last = xp.getitem(edges, nk)
    top = _full(xp, idx, nk - 1)
    idx = xp.where(xp.equal(x, last), top, idx)
    if extend_lower_interval:
        idx = xp.where(xp.less(x, first), _full(xp, idx, 0), idx)
    if extend_upper_interval:
        idx = xp.where(xp.greater(x, last), top, idx)
    onehot = xp.equal(xp.expand_dims(idx, axis=-1),
                      xp.arange(nk, dtype=xp.dtype_of(idx), device=dev))  # (rest..., n, K)
    onehot = xp.logical_and(onehot, xp.expand_dims(xp.logical_not(xp.isnan(x)), axis=-1))
    if weights is not None:
        if _shape(xp, weights) != shp:
            raise ShapeError(f"ivy.histogram: weights of shape {_shape(xp, weights)} for an array of shape {shp}")
        w, _ = _to_end(xp, weights, axes)
        w = xp.expand_dims(w, axis=-1)
        hist = xp.sum(xp.where(onehot, w, _full(xp, w, 0)), axis=-2, dtype=xp.dtype_of(w))
    else:
        hist = xp.sum(onehot, axis=-2, dtype=xp.native_dtype(_INT64))
    if density:
        hd = xp.dtype(hist)
        hd = hd if hd.kind == "f" else fd
        hist = _cast(xp, hist, hd)
        widths = _cast(xp, xp.subtract(xp.getitem(edges, slice(1, None)), xp.getitem(edges, slice(0, nk))), hd)
        total = xp.sum(hist, axis=-1, keepdims=True)
        hist = xp.divide(xp.divide(hist, widths), total)
    if dtype is not None:
        hist = xp.astype(hist, dtype)
    hist = xp.moveaxis(hist, -1, 0)
    return hist, edges


# ------------------------------------------------------------- linear algebra


@composition("cholesky")
def _cholesky(xp, x, /, *, upper=False):
    return xp.linalg_cholesky(x, upper=upper)


@composition("cross")
def _cross(xp, x1, x2, /, *, axisa=-1, axisb=-1, axisc=-1, axis=None):
    if axis is not None:
        axisa = axisb = axisc = axis
    s1, s2 = _shape(xp, x1), _shape(xp, x2)
    if not s1 or not s2:
        raise ShapeError("ivy.cross needs arrays of vectors, got a 0-d array")
    axisa = _axis(axisa, len(s1), "cross")
    axisb = _axis(axisb, len(s2), "cross")
    if s1[axisa] != 3 or s2[axisb] != 3:
        raise ShapeError(f"ivy.cross needs 3-element vectors, got sizes {s1[axisa]} and {s2[axisb]}")
    x1 = xp.moveaxis(x1, axisa, -1)
    x2 = xp.moveaxis(x2, axisb, -1)
    r = xp.linalg_cross(x1, x2, axis=-1)
    nd = len(_shape(xp, r))
    axisc = _axis(axisc, nd, "cross")
    return r if axisc == nd - 1 else xp.moveaxis(r, -1, axisc)


@composition("kron")
def _kron(xp, x1, x2, /):
    (a, b), _ = _common(xp, x1, x2)
    sa, sb = _shape(xp, a), _shape(xp, b)
    nd = max(len(sa), len(sb))
    sa = (1,) * (nd - len(sa)) + sa
    sb = (1,) * (nd - len(sb)) + sb
    a = xp.reshape(a, tuple(v for s in sa for v in (s, 1)))
    b = xp.reshape(b, tuple(v for s in sb for v in (1, s)))
    return xp.reshape(xp.multiply(a, b), tuple(p * q for p, q in zip(sa, sb)))


def _square(xp, x, name):
    shp = _shape(xp, x)
    if len(shp) < 2 or shp[-1] != shp[-2]:
        raise ShapeError(f"ivy.{name} needs (batches of) square matrices, got shape {shp}")
    return shp


# For backends that scale and square around their framework's degree-13 Pade approximant: the
# largest 1-norm at which it is accurate to double precision (Higham 2005), and a bound on the
# squarings (a norm of 5.4 * 2**64 overflows any exponential).
PADE13_NORM = 5.371920351148152
MAX_SQUARINGS = 64


@composition("matrix_exp")
def _matrix_exp(xp, x, /):
    x, d = _floating(xp, x)
    shp = _square(xp, x, "matrix_exp")
    n = shp[-1]
    if n == 0 or 0 in shp:
        return xp.asarray(x, copy=True)
    w = _wide(xp, d)
    a = _cast(xp, x, w)
    rd = _F64 if w.kind == "c" and w.bits == 128 else (_F32 if w.kind == "c" else w)
    norm = xp.max(xp.sum(xp.abs(a), axis=-2), axis=-1)  # the 1-norm, (...,)
    # Scale so that ||A / 2^s|| <= 1/2, then an 18-term Taylor series and s squarings.
    s = xp.ceil(xp.log2(xp.divide(xp.maximum(norm, 0.5), 0.5)))
    s = xp.where(xp.isfinite(s), s, _full(xp, s, 0.0))
    smax = int(_host_float(xp, xp.max(s)))
    scale = xp.pow(2.0, xp.negative(s))
    scale = _cast(xp, xp.expand_dims(xp.expand_dims(scale, axis=-1), axis=-1), rd)
    a = xp.multiply(a, scale)
    eye = _cast(xp, xp.eye(n, dtype=xp.native_dtype(rd), device=xp.native_device(xp.device_of(a))), w)
    e = eye
    for k in range(18, 0, -1):
        e = xp.add(eye, xp.divide(xp.matmul(a, e), float(k)))
    sq = xp.expand_dims(xp.expand_dims(s, axis=-1), axis=-1)
    for i in range(smax):
        e = xp.where(xp.greater(sq, float(i)), xp.matmul(e, e), e)
    return _cast(xp, e, d)


@composition("lstsq")
def _lstsq(xp, x1, x2, /, *, rcond=None):
    (x1, x2), d = _common(xp, x1, x2, floating=True)
    s1, s2 = _shape(xp, x1), _shape(xp, x2)
    if len(s1) < 2:
        raise ShapeError(f"ivy.lstsq needs (batches of) matrices as x1, got shape {s1}")
    vec = len(s2) == 1
    if vec:
        x2 = xp.expand_dims(x2, axis=-1)
        s2 = _shape(xp, x2)
    if len(s2) < 2 or s2[-2] != s1[-2]:
        raise ShapeError(f"ivy.lstsq: x2 of shape {_shape(xp, x2)} does not match x1 of shape {s1} (rows)")
    r = xp.matmul(xp.linalg_pinv(x1, rtol=rcond), x2)
    return xp.squeeze(r, axis=-1) if vec else r


@composition("vector_to_skew_symmetric_matrix")
def _vector_to_skew_symmetric_matrix(xp, vector, /):
    shp = _shape(xp, vector)
    if not shp or shp[-1] != 3:
        raise ShapeError(f"ivy.vector_to_skew_symmetric_matrix needs 3-vectors (..., 3), got shape {shp}")
    v0, v1, v2 = (_last(xp, vector, i) for i in range(3))
    z = xp.zeros_like(v0)
    rows = (
        xp.stack((z, xp.negative(v2), v1), axis=-1),
        xp.stack((v2, z, xp.negative(v0)), axis=-1),
        xp.stack((xp.negative(v1), v0, z), axis=-1),
    )
    return xp.stack(rows, axis=-2)


# --------------------------------------------- ivy 1.0's other elementwise functions


@composition("angle")
def _angle(xp, z, /, *, deg=False):
    if xp.dtype(z).kind == "c":
        r = xp.atan2(xp.imag(z), xp.real(z))
    else:
        z, _ = _floating(xp, z)
        r = xp.atan2(xp.zeros_like(z), z)  # 0, or pi for negatives (-0.0 too), as NumPy's angle
    return xp.multiply(r, 180.0 / _math.pi) if deg else r


@composition("exp2")
def _exp2(xp, x, /):
    x, _ = _floating(xp, x)
    return xp.pow(_full(xp, x, 2.0), x)


@composition("logaddexp2")
def _logaddexp2(xp, x1, x2, /):
    (a, b), _ = _common(xp, x1, x2, floating=True, real="logaddexp2")
    ln2 = _math.log(2.0)
    return xp.divide(xp.logaddexp(xp.multiply(a, ln2), xp.multiply(b, ln2)), ln2)


def _nan_ignoring(xp, x1, x2, pick, fn):
    """``pick`` (``xp.minimum``/``xp.maximum``) of the two, the other value where one is NaN."""
    (a, b), d = _common(xp, x1, x2, real=fn)
    if d.kind != "f":
        return pick(a, b)
    return xp.where(xp.isnan(a), b, xp.where(xp.isnan(b), a, pick(a, b)))


@composition("fmin")
def _fmin(xp, x1, x2, /):
    return _nan_ignoring(xp, x1, x2, xp.minimum, "fmin")


def _finite_part(xp, x, nan, posinf, neginf):
    fi = _dt.finfo(xp.dtype(x))
    r = xp.where(xp.isnan(x), _full(xp, x, nan), x)
    r = xp.where(xp.equal(x, float("inf")), _full(xp, x, fi.max if posinf is None else posinf), r)
    return xp.where(xp.equal(x, float("-inf")), _full(xp, x, fi.min if neginf is None else neginf), r)


@composition("nan_to_num")
def _nan_to_num(xp, x, /, *, nan=0.0, posinf=None, neginf=None):
    d = xp.dtype(x)
    if d.kind in "biu":
        return xp.asarray(x, copy=True)
    if d.kind == "c":
        # both parts are finite afterwards, so re + im * 1j rebuilds them exactly
        re = _finite_part(xp, xp.real(x), nan, posinf, neginf)
        im = _finite_part(xp, xp.imag(x), nan, posinf, neginf)
        nd = xp.native_dtype(d)
        return xp.add(xp.astype(re, nd), xp.multiply(xp.astype(im, nd), _full(xp, x, 1j)))
    return _finite_part(xp, x, nan, posinf, neginf)


@composition("trapz")
def _trapz(xp, y, /, *, x=None, dx=1.0, axis=-1):
    shape = _shape(xp, y)
    if not shape:
        raise ShapeError("ivy.trapz needs an array of at least one dimension, got a 0-d array")
    ax = _axis(axis, len(shape), "trapz")
    y, _ = _floating(xp, y)
    if x is None:
        widths = dx
    else:  # (integers as float32 first: int32 with float32 would promote to float64)
        (y, x), _ = _common(xp, y, _floating(xp, x)[0])
        xs = _shape(xp, x)
        if len(xs) == 1:
            if xs[0] != shape[ax]:
                raise ShapeError(f"ivy.trapz: x has {xs[0]} points, y {shape[ax]} along axis {ax}")
            widths = xp.reshape(xp.diff(x), tuple(xs[0] - 1 if i == ax else 1 for i in range(len(shape))))
        else:
            widths = xp.diff(x, axis=ax)
    if shape[ax] == 0:
        return xp.sum(y, axis=ax)  # zeros (no slice [1:] of an empty axis: the standard leaves it open)
    hi = y[_slice_along(ax, slice(1, None)) + (Ellipsis,)]
    lo = y[_slice_along(ax, slice(None, -1)) + (Ellipsis,)]
    return xp.sum(xp.divide(xp.multiply(widths, xp.add(hi, lo)), 2.0), axis=ax)


@composition("deg2rad")
def _deg2rad(xp, x, /):
    x, _ = _floating(xp, x)
    return xp.multiply(x, _math.pi / 180.0)


@composition("rad2deg")
def _rad2deg(xp, x, /):
    x, _ = _floating(xp, x)
    return xp.multiply(x, 180.0 / _math.pi)


@composition("trunc_divide")
def _trunc_divide(xp, x1, x2, /):
    (a, b), d = _common(xp, x1, x2)
    if d.kind == "b":
        raise bool_refused("trunc_divide")
    if d.kind in "fc":
        if d.kind == "c":
            raise complex_refused("trunc_divide", d)
        return xp.trunc(xp.divide(a, b))
    q = xp.floor_divide(a, b)
    if d.kind == "u":
        return q
    zero = _full(xp, q, 0)
    inexact = xp.not_equal(xp.subtract(a, xp.multiply(q, b)), zero)
    return xp.where(xp.logical_and(inexact, xp.not_equal(xp.less(a, zero), xp.less(b, zero))),
                    xp.add(q, _full(xp, q, 1)), q)


@composition("isreal")
def _isreal(xp, x, /):
    if xp.dtype(x).kind == "c":
        return xp.equal(xp.imag(x), 0)
    return xp.ones(_shape(xp, x), dtype=xp.native_dtype(_dt.bool), device=xp.native_device(xp.device_of(x)))


# --------------------------------------- ivy 1.0's experimental elementwise functions


@composition("fmax")
def _fmax(xp, x1, x2, /):
    return _nan_ignoring(xp, x1, x2, xp.maximum, "fmax")


@composition("isclose")
def _isclose(xp, a, b, /, *, rtol=1e-05, atol=1e-08, equal_nan=False):
    (a, b), d = _common(xp, a, b)
    if d.kind in "biu":  # (compared as floats: |a - b| of integers may overflow)
        nd = xp.native_dtype(_wide(xp, _F32))
        a, b = xp.astype(a, nd), xp.astype(b, nd)
    diff = xp.abs(xp.subtract(a, b))
    close = xp.less_equal(diff, xp.add(xp.multiply(xp.abs(b), rtol), atol))
    finite = xp.logical_and(xp.isfinite(a), xp.isfinite(b))
    r = xp.logical_or(xp.logical_and(finite, close), xp.logical_and(xp.logical_not(finite), xp.equal(a, b)))
    if equal_nan:
        r = xp.logical_or(r, xp.logical_and(xp.isnan(a), xp.isnan(b)))
    return r


@composition("allclose")
def _allclose(xp, a, b, /, *, rtol=1e-05, atol=1e-08, equal_nan=False):
    return bool(xp.all(_isclose(xp, a, b, rtol=rtol, atol=atol, equal_nan=equal_nan)))


@composition("fix")
def _fix(xp, x, /):
    x, d = _floating(xp, x)
    if d.kind == "c":
        raise complex_refused("fix", d)
    return xp.trunc(x)


@composition("float_power")
def _float_power(xp, x1, x2, /):
    (a, b), d = _common(xp, x1, x2)
    wide = _dt.complex128 if d.kind == "c" else _F64
    nd = xp.native_dtype(wide)
    return xp.pow(xp.astype(a, nd), xp.astype(b, nd))


@composition("ldexp")
def _ldexp(xp, x1, x2, /):
    if isinstance(x1, _ew._SCALARS):
        x1 = xp.asarray(float(x1), dtype=xp.native_dtype(_F32), device=xp.native_device(xp.device_of(x2)))
    x1, d = _floating(xp, x1)
    if d.kind == "c":
        raise complex_refused("ldexp", d)
    if not isinstance(x2, int) and xp.dtype(x2).kind not in "iu":
        raise UnsupportedDtypeError(f"ivy.ldexp: exponents must be integers, got {xp.dtype(x2).name}")
    w = _wide(xp, d)
    # the power of two and the product in float64 (exact, no overflow of 2**x2 alone), rounded once
    two = xp.pow(_full(xp, _cast(xp, x1, w), 2.0), x2 if isinstance(x2, int) else xp.astype(x2, xp.native_dtype(w)))
    return _cast(xp, xp.multiply(_cast(xp, x1, w), two), d)


@composition("frexp")
def _frexp(xp, x, /):
    x, d = _floating(xp, x)
    if d.kind == "c":
        raise complex_refused("frexp", d)
    w = _wide(xp, d)
    xw = _cast(xp, x, w)
    special = xp.logical_or(xp.logical_not(xp.isfinite(xw)), xp.equal(xw, 0.0))
    safe = xp.where(special, xp.ones_like(xw), xw)
    e = xp.add(xp.floor(xp.log2(xp.abs(safe))), 1.0)
    m = xp.divide(safe, xp.pow(_full(xp, safe, 2.0), e))
    # log2's rounding next to a power of two: bring |m| into [0.5, 1)
    hi = xp.greater_equal(xp.abs(m), 1.0)
    m, e = xp.where(hi, xp.divide(m, 2.0), m), xp.where(hi, xp.add(e, 1.0), e)
    lo = xp.less(xp.abs(m), 0.5)
    m, e = xp.where(lo, xp.multiply(m, 2.0), m), xp.where(lo, xp.subtract(e, 1.0), e)
    m = xp.where(special, xw, m)
    e = xp.where(special, xp.zeros_like(e), e)
    return _cast(xp, m, d), xp.astype(e, xp.native_dtype(_dt.int32))


@composition("modf")
def _modf(xp, x, /):
    x, d = _floating(xp, x)
    if d.kind == "c":
        raise complex_refused("modf", d)
    whole = xp.trunc(x)
    frac = xp.where(xp.isinf(x), xp.copysign(xp.zeros_like(x), x), xp.copysign(xp.subtract(x, whole), x))
    return frac, whole


# ------------------------------------------------ ivy 1.0's experimental statistics


@composition("amax")
def _amax(xp, x, /, *, axis=None, keepdims=False):
    return xp.max(x, axis=axis, keepdims=keepdims)


@composition("amin")
def _amin(xp, x, /, *, axis=None, keepdims=False):
    return xp.min(x, axis=axis, keepdims=keepdims)


def _masked(xp, x, where, fill):
    """``x`` with ``fill`` where it is NaN or ``where`` is False."""
    drop = xp.isnan(x) if xp.dtype(x).kind in "fc" else None
    if where is not None:
        out = xp.logical_not(where)
        drop = out if drop is None else xp.logical_or(drop, out)
    return x if drop is None else xp.where(drop, _full(xp, x, fill), x), drop


@composition("nanmin")
def _nanmin(xp, x, /, *, axis=None, keepdims=False, initial=None, where=None):
    d = xp.dtype(x)
    if d.kind == "c":
        raise complex_unordered("nanmin", d)
    big = float("inf") if d.kind == "f" else (True if d.kind == "b" else _dt.iinfo(d).max)
    filled, drop = _masked(xp, x, where, big)
    r = xp.min(filled, axis=axis, keepdims=keepdims)
    if initial is not None:
        r = xp.minimum(r, _full(xp, r, initial))
    elif drop is not None and d.kind == "f":  # a reduction of nothing but NaN (or nothing read): NaN
        none = xp.all(drop, axis=axis, keepdims=keepdims)
        r = xp.where(none, _full(xp, r, float("nan")), r)
    return r


@composition("nanprod")
def _nanprod(xp, a, /, *, axis=None, keepdims=False, dtype=None, initial=None, where=None):
    if dtype is not None:
        a = xp.astype(a, dtype)
    filled, _ = _masked(xp, a, where, 1)
    r = xp.prod(filled, axis=axis, keepdims=keepdims)
    return r if initial is None else xp.multiply(r, _full(xp, r, initial))


def _variables(xp, m, rowvar):
    """``m`` as a 2-d (variables, observations) array (NumPy's ``cov`` reading)."""
    s = _shape(xp, m)
    if len(s) > 2:
        raise ShapeError(f"ivy.cov: the variables must be an array of at most 2 dimensions, got {len(s)}")
    if len(s) < 2:
        m = xp.reshape(m, (1, -1))
    elif not rowvar:
        m = xp.matrix_transpose(m)
    return m


@composition("cov")
def _cov(xp, x1, x2=None, /, *, rowVar=True, bias=False, ddof=None, fweights=None, aweights=None,  # noqa: N803
         dtype=None):
    if ddof is not None and ddof != int(ddof):
        raise InvalidArgumentError(f"ivy.cov: ddof must be an integer, got {ddof}")
    m, d = _floating(xp, x1)
    m = _variables(xp, m, rowVar)
    if x2 is not None:
        y, _ = _floating(xp, x2)
        (m, y), d = _common(xp, m, _variables(xp, y, rowVar))
        m = xp.concat([m, y], axis=0)
    if dtype is not None:
        m = xp.astype(m, dtype)
        d = xp.dtype(m)
    if ddof is None:
        ddof = 0 if bias else 1
    n = _shape(xp, m)[1]
    w = None
    if fweights is not None:
        w = xp.astype(fweights, xp.native_dtype(d))
    if aweights is not None:
        aw = xp.astype(aweights, xp.native_dtype(d))
        w = aw if w is None else xp.multiply(w, aw)
    if w is None:
        avg = xp.mean(m, axis=1, keepdims=True)
        fact = float(n - ddof)
    else:
        w_sum = xp.sum(w)
        avg = xp.divide(xp.sum(xp.multiply(m, w), axis=1, keepdims=True), w_sum)
        if ddof == 0:
            fact = w_sum
        elif aweights is None:
            fact = xp.subtract(w_sum, float(ddof))
        else:
            aw = xp.astype(aweights, xp.native_dtype(d))
            fact = xp.subtract(w_sum, xp.divide(xp.multiply(xp.sum(xp.multiply(w, aw)), float(ddof)), w_sum))
    xc = xp.subtract(m, avg)
    xw = xc if w is None else xp.multiply(xc, w)
    c = xp.matmul(xw, xp.conj(xp.matrix_transpose(xc)) if d.kind == "c" else xp.matrix_transpose(xc))
    c = xp.divide(c, fact)
    return xp.squeeze(c, axis=(0, 1)) if _shape(xp, c) == (1, 1) else c


@composition("corrcoef")
def _corrcoef(xp, x, /, *, y=None, rowvar=True):
    c = _cov(xp, x, y, rowVar=rowvar)
    if not _shape(xp, c):
        return xp.divide(c, c)
    dg = xp.linalg_diagonal(c)
    sd = xp.sqrt(xp.real(dg)) if xp.dtype(c).kind == "c" else xp.sqrt(dg)
    r = xp.divide(xp.divide(c, xp.expand_dims(sd, axis=1)), xp.expand_dims(sd, axis=0))
    return xp.clip(r, min=-1.0, max=1.0) if xp.dtype(r).kind == "f" else r


@composition("bincount")
def _bincount(xp, x, /, *, weights=None, minlength=0):
    s = _shape(xp, x)
    if len(s) != 1:
        raise ShapeError(f"ivy.bincount takes a 1-D array, got {len(s)} dimensions")
    if xp.dtype(x).kind not in "iu":
        raise UnsupportedDtypeError(f"ivy.bincount takes integers, got {xp.dtype(x).name}")
    if minlength < 0:
        raise InvalidArgumentError(f"ivy.bincount: minlength must be >= 0, got {minlength}")
    if s[0] and bool(xp.any(xp.less(x, 0))):
        raise InvalidArgumentError("ivy.bincount: the values must be non-negative")
    n = max(int(xp.max(x)) + 1 if s[0] else 0, int(minlength))
    dev = xp.native_device(xp.device_of(x))
    hits = xp.equal(xp.expand_dims(xp.astype(x, _i64n(xp)), axis=1), xp.expand_dims(xp.arange(n, device=dev), axis=0))
    if weights is None:
        return xp.sum(xp.astype(hits, _i64n(xp)), axis=0)
    w, _ = _floating(xp, weights)
    w = _cast(xp, w, _wide(xp, xp.dtype(w)))  # (NumPy's weighted counts are float64)
    return xp.sum(xp.where(hits, xp.expand_dims(w, axis=1), xp.zeros((), dtype=xp.dtype_of(w), device=dev)),
                  axis=0)


def _i64n(xp):
    return xp.native_dtype(_INT64)


# ------------------------------------------------- ivy 1.0's integer and scan functions


def _integers(xp, x1, x2, name):
    (a, b), d = _common(xp, x1, x2)
    if d.kind not in "iu":
        raise UnsupportedDtypeError(f"ivy.{name} takes integers, got {d.name}")
    return a, b


def _gcd_of(xp, a, b):
    a, b = xp.abs(a), xp.abs(b)
    a, b = xp.broadcast_arrays(a, b)
    zero = _full(xp, a, 0)
    while bool(xp.any(xp.not_equal(b, zero))):  # Euclid's algorithm: at most ~92 rounds for int64
        nz = xp.not_equal(b, zero)
        r = xp.remainder(a, xp.where(nz, b, _full(xp, b, 1)))
        a, b = xp.where(nz, b, a), xp.where(nz, r, zero)
    return a


@composition("gcd")
def _gcd(xp, x1, x2, /):
    a, b = _integers(xp, x1, x2, "gcd")
    return _gcd_of(xp, a, b)


@composition("lcm")
def _lcm(xp, x1, x2, /):
    a, b = _integers(xp, x1, x2, "lcm")
    g = _gcd_of(xp, a, b)
    a, b = xp.broadcast_arrays(xp.abs(a), xp.abs(b))
    zero = xp.equal(g, _full(xp, g, 0))
    q = xp.floor_divide(a, xp.where(zero, _full(xp, g, 1), g))
    return xp.where(zero, _full(xp, g, 0), xp.multiply(q, b))


def _cum_extreme(xp, x, axis, exclusive, reverse, dtype, name, better):
    if dtype is not None:
        x = xp.astype(x, dtype)
    shp = _shape(xp, x)
    if not shp:
        _axis(axis, 1, name)
        v, i = _cum_extreme(xp, xp.reshape(x, (1,)), 0, exclusive, reverse, None, name, better)
        return xp.reshape(v, ()), xp.reshape(i, ())
    d = xp.dtype(x)
    if d.kind == "c":
        raise complex_unordered(name, d)
    if d.kind == "b":  # (compared as 0 and 1)
        v, i = _cum_extreme(xp, xp.astype(x, xp.native_dtype(_dt.uint8)), axis, exclusive, reverse, None, name, better)
        return xp.astype(v, xp.dtype_of(x)), i
    axis = _axis(axis, len(shp), name)
    n = shp[axis]
    dev = xp.native_device(xp.device_of(x))
    if reverse:
        x = xp.flip(x, axis=axis)
    if exclusive and n:
        zshape = shp[:axis] + (1,) + shp[axis + 1:]
        x = xp.concat([xp.zeros(zshape, dtype=xp.dtype_of(x), device=dev),
                       xp.getitem(x, _slice_along(axis, slice(0, n - 1)))], axis=axis)
    idx = xp.reshape(xp.arange(n, dtype=xp.native_dtype(_INT64), device=dev),
                     (1,) * axis + (n,) + (1,) * (len(shp) - axis - 1))
    idx = xp.broadcast_to(idx, shp)
    v = x
    k = 1
    while k < n:  # Hillis and Steele's scan: each element combined with the one k places before
        head = _slice_along(axis, slice(0, k))
        before, after = _slice_along(axis, slice(0, n - k)), _slice_along(axis, slice(k, n))
        av, ai = xp.getitem(v, before), xp.getitem(idx, before)
        bv, bi = xp.getitem(v, after), xp.getitem(idx, after)
        take_b = better(bv, av)  # the later element where it is at least as good (torch: the latest)
        if d.kind == "f":
            take_b = xp.logical_and(xp.logical_or(take_b, xp.isnan(bv)),
                                    xp.logical_or(xp.logical_not(xp.isnan(av)), xp.isnan(bv)))
        v = xp.concat([xp.getitem(v, head), xp.where(take_b, bv, av)], axis=axis)
        idx = xp.concat([xp.getitem(idx, head), xp.where(take_b, bi, ai)], axis=axis)
        k *= 2
    if reverse:
        v, idx = xp.flip(v, axis=axis), xp.flip(idx, axis=axis)
    return v, idx


@composition("cummax")
def _cummax(xp, x, /, *, axis=0, exclusive=False, reverse=False, dtype=None):
    return _cum_extreme(xp, x, axis, exclusive, reverse, dtype, "cummax", xp.greater_equal)


@composition("cummin")
def _cummin(xp, x, /, *, axis=0, exclusive=False, reverse=False, dtype=None):
    return _cum_extreme(xp, x, axis, exclusive, reverse, dtype, "cummin", xp.less_equal)


@composition("nanmedian")
def _nanmedian(xp, input, /, *, axis=None, keepdims=False, overwrite_input=False):  # noqa: A002
    d = xp.dtype(input)
    if d.kind == "c":
        raise complex_unordered("nanmedian", None, "reduce")
    if d.kind != "f":
        return _median(xp, input, axis=axis, keepdims=keepdims)
    shp = _shape(xp, input)
    axes = _axes(axis, len(shp), "nanmedian")
    s, n = _to_end(xp, input, axes)
    rest = _reduced_shape(shp, axes, keepdims)
    if n == 0:
        return xp.full(rest, float("nan"), dtype=xp.native_dtype(d), device=xp.native_device(xp.device_of(input)))
    s = xp.sort(s, axis=-1)  # NaN last
    c = xp.sum(xp.astype(xp.logical_not(xp.isnan(s)), xp.native_dtype(_INT64)), axis=-1, keepdims=True)
    cm1 = xp.maximum(xp.subtract(c, 1), _full(xp, c, 0))
    lo = xp.take_along_axis(s, xp.floor_divide(cm1, 2), axis=-1)
    hi = xp.take_along_axis(s, xp.floor_divide(c, 2), axis=-1)
    acc = _F32 if d is _dt.float16 else d
    r = xp.multiply(xp.add(_cast(xp, lo, acc), _cast(xp, hi, acc)), 0.5)
    r = xp.where(xp.equal(xp.remainder(c, 2), _full(xp, c, 1)), _cast(xp, lo, acc), r)
    r = xp.where(xp.equal(c, _full(xp, c, 0)), _full(xp, r, float("nan")), r)
    return xp.reshape(_cast(xp, r, d), rest)


@composition("lexsort")
def _lexsort(xp, keys, /, *, axis=-1):
    shp = _shape(xp, keys)
    if not shp:
        raise ShapeError("ivy.lexsort needs keys of at least one dimension, got a 0-d array")
    if len(shp) == 1:
        keys = xp.reshape(keys, (1,) + shp)
        shp = (1,) + shp
    if shp[0] == 0:
        raise InvalidArgumentError("ivy.lexsort needs at least one key")
    nd = len(shp) - 1
    if nd == 0:
        raise ShapeError("ivy.lexsort: the keys are 0-d")
    axis = _axis(axis, nd, "lexsort")
    if xp.dtype(keys).kind == "c":
        raise complex_unordered("lexsort", xp.dtype(keys))
    perm = xp.argsort(xp.getitem(keys, 0), axis=axis, stable=True)
    for j in range(1, shp[0]):
        kj = xp.take_along_axis(xp.getitem(keys, j), perm, axis=axis)
        perm = xp.take_along_axis(perm, xp.argsort(kj, axis=axis, stable=True), axis=axis)
    return xp.astype(perm, xp.native_dtype(_INT64))


# ------------------------------------------------ ivy 1.0's special functions


def _bernoulli_even(count):
    """``B_2 / 2!, B_4 / 4!, ...`` (``count`` of them), from the recurrence
    ``sum_{k<=m} C(m+1, k) B_k = 0`` in exact fractions."""
    from fractions import Fraction

    b = [Fraction(1)]
    for m in range(1, 2 * count + 1):
        b.append(-sum(_math.comb(m + 1, k) * b[k] for k in range(m)) / (m + 1))
    return [float(b[2 * j] / _math.factorial(2 * j)) for j in range(1, count + 1)]


_EM_TERMS = _bernoulli_even(12)  # Euler-Maclaurin's corrections (for zeta)
_DIGAMMA_B = [float(c) for c in _bernoulli_even(8)]  # B_2n / (2n)!, the asymptotic series of digamma


@composition("digamma")
def _digamma(xp, x, /):
    xw, d = _wide_real(xp, x, "digamma")
    refl = xp.less(xw, 0.5)
    z = xp.where(refl, xp.subtract(1.0, xw), xw)  # >= 0.5
    acc = xp.zeros_like(z)
    for _ in range(10):  # psi(z) = psi(z + 1) - 1 / z, up to z >= 10
        small = xp.less(z, 10.0)
        acc = xp.subtract(acc, xp.where(small, xp.divide(1.0, z), xp.zeros_like(z)))
        z = xp.where(small, xp.add(z, 1.0), z)
    # psi(z) ~ log z - 1/(2z) - sum_n B_2n / (2n z^2n), for z >= 10 to 1e-17
    inv2 = xp.divide(1.0, xp.multiply(z, z))
    series = xp.zeros_like(z)
    for n in range(len(_DIGAMMA_B), 0, -1):
        coef = _DIGAMMA_B[n - 1] * _math.factorial(2 * n) / (2 * n)  # B_2n / (2n)
        series = xp.multiply(xp.add(series, coef), inv2)
    r = xp.add(acc, xp.subtract(xp.subtract(xp.log(z), xp.divide(0.5, z)), series))
    # reflection: psi(x) = psi(1 - x) - pi / tan(pi x), the tangent taken of x's fraction
    frac = xp.subtract(xw, xp.round(xw))
    r = xp.where(refl, xp.subtract(r, xp.divide(_math.pi, xp.tan(xp.multiply(frac, _math.pi)))), r)
    pole = xp.logical_and(xp.less_equal(xw, 0.0), xp.equal(xw, xp.floor(xw)))
    r = xp.where(pole, _full(xp, r, float("nan")), r)
    r = xp.where(xp.equal(xw, 0.0), xp.divide(-1.0, xw), r)  # -inf at 0, inf at -0
    r = xp.where(xp.equal(xw, float("inf")), xw, r)
    r = xp.where(xp.equal(xw, float("-inf")), _full(xp, r, float("nan")), r)
    return _cast(xp, r, d)


@composition("erfinv")
def _erfinv(xp, x, /):
    yw, d = _wide_real(xp, x, "erfinv")
    a = xp.abs(yw)
    inside = xp.less(a, 1.0)
    a = xp.where(inside, a, _full(xp, a, 0.5))
    # Winitzki's approximation (within 2e-3), then Halley's iteration on erf(x) = a; above 0.5
    # the residual is taken as (1 - a) - erfc(x), 1 - a being exact there
    ln = xp.log(xp.multiply(xp.subtract(1.0, a), xp.add(1.0, a)))
    t = xp.add(2.0 / (_math.pi * 0.147), xp.multiply(ln, 0.5))
    g = xp.sqrt(xp.subtract(xp.sqrt(xp.subtract(xp.multiply(t, t), xp.divide(ln, 0.147))), t))
    upper = xp.greater(a, 0.5)
    one_minus = xp.subtract(1.0, a)
    for _ in range(4):
        erf, erfc = _erf_of_magnitude(xp, g)
        f = xp.where(upper, xp.subtract(one_minus, erfc), xp.subtract(erf, a))
        fp = xp.multiply(_TWO_OVER_SQRT_PI, xp.exp(xp.negative(xp.multiply(g, g))))
        u = xp.divide(f, fp)
        g = xp.subtract(g, xp.divide(u, xp.add(1.0, xp.multiply(g, u))))
    r = xp.where(xp.less(yw, 0.0), xp.negative(g), g)
    r = xp.where(xp.equal(yw, 0.0), yw, r)  # keeps -0
    r = xp.where(xp.equal(xp.abs(yw), 1.0), xp.multiply(yw, float("inf")), r)
    r = xp.where(xp.logical_or(xp.greater(xp.abs(yw), 1.0), xp.isnan(yw)), _full(xp, r, float("nan")), r)
    return _cast(xp, r, d)


@composition("zeta")
def _zeta(xp, x, q, /):
    (x, q), d = _common(xp, x, q, floating=True, real="zeta")
    w = _wide(xp, d)
    x, q = xp.broadcast_arrays(_cast(xp, x, w), _cast(xp, q, w))
    ok = xp.greater(x, 1.0)
    xs = xp.where(ok, x, _full(xp, x, 2.0))
    s = xp.zeros_like(xs)
    n = 9
    for k in range(n):  # sum_{k<n} (q + k)^-x, then Euler and Maclaurin's tail from q + n
        s = xp.add(s, xp.pow(xp.add(q, float(k)), xp.negative(xs)))
    a = xp.add(q, float(n))
    tail = xp.add(xp.divide(xp.pow(a, xp.subtract(1.0, xs)), xp.subtract(xs, 1.0)),
                  xp.multiply(xp.pow(a, xp.negative(xs)), 0.5))
    # + sum_j B_2j/(2j)! x (x+1) ... (x+2j-2) a^(-x-2j+1)
    fac = xp.divide(xp.multiply(xs, xp.pow(a, xp.negative(xs))), a)  # x a^(-x-1)
    for j, c in enumerate(_EM_TERMS, start=1):
        tail = xp.add(tail, xp.multiply(fac, c))
        fac = xp.divide(xp.multiply(fac, xp.multiply(xp.add(xs, 2.0 * j - 1), xp.add(xs, 2.0 * j))),
                        xp.multiply(a, a))
    r = xp.add(s, tail)
    nan = _full(xp, r, float("nan"))
    inf = _full(xp, r, float("inf"))
    r = xp.where(ok, r, nan)
    r = xp.where(xp.logical_or(xp.isnan(x), xp.isnan(q)), nan, r)
    # torch's (Cephes') rules, the first that holds deciding: x == 1 gives inf, x < 1 NaN, a
    # non-positive integer q inf (even for a NaN x), another q <= 0 NaN unless x is an integer
    qint = xp.equal(q, xp.floor(q))
    r = xp.where(xp.logical_and(xp.logical_not(xp.less(x, 1.0)), xp.less_equal(q, 0.0)),
                 xp.where(qint, inf, xp.where(xp.equal(x, xp.floor(x)), r, nan)), r)
    r = xp.where(xp.equal(x, 1.0), inf, r)
    return _cast(xp, r, d)


@composition("i0")
def _i0(xp, x, /):
    xw, d = _wide_real(xp, x, "i0")
    a = xp.abs(xw)
    # |x| < 20: sum_k (x/2)^2k / k!^2 (positive terms), 60 of them in Horner's form
    h = xp.multiply(xp.minimum(a, 20.0), 0.5)
    h2 = xp.multiply(h, h)
    s = xp.ones_like(a)
    for k in range(60, 0, -1):
        s = xp.add(1.0, xp.multiply(s, xp.divide(h2, float(k * k))))
    # |x| >= 20: e^x / sqrt(2 pi x) sum_k ((2k-1)!!)^2 / (k! (8x)^k), 30 terms
    b = xp.maximum(a, 20.0)
    term = xp.ones_like(b)
    t = xp.ones_like(b)
    for k in range(1, 31):
        term = xp.multiply(term, xp.divide(float((2 * k - 1) ** 2), xp.multiply(b, 8.0 * k)))
        t = xp.add(t, term)
    half = xp.exp(xp.multiply(b, 0.5))  # e^x as (e^(x/2))^2: finite up to where I0 overflows
    big = xp.multiply(half, xp.multiply(half, xp.divide(t, xp.sqrt(xp.multiply(b, 2.0 * _math.pi)))))
    r = xp.where(xp.less(a, 20.0), s, big)
    r = xp.where(xp.isnan(a), a, r)
    return _cast(xp, r, d)


def _all_true(xp, cond):
    """``bool(all(cond))`` (an iteration's stop), False where the value is not known (a trace)."""
    try:
        return bool(xp.all(cond))
    except Exception:  # noqa: BLE001 - a traced value (jax.jit, tf.function) runs every round
        return False


@composition("igamma")
def _igamma(xp, a, /, *, x=None):
    if x is None:
        raise InvalidArgumentError("ivy.igamma needs x")
    (a, x), d = _common(xp, a, x, floating=True, real="igamma")
    w = _wide(xp, d)
    a, x = xp.broadcast_arrays(_cast(xp, a, w), _cast(xp, x, w))
    pos = xp.logical_and(xp.greater(a, 0.0), xp.greater(x, 0.0))
    fin = xp.logical_and(pos, xp.isfinite(x))
    aa = xp.where(fin, a, xp.ones_like(a))
    xx = xp.where(fin, x, xp.ones_like(x))
    series = xp.less(xx, xp.add(aa, 1.0))
    # x < a + 1: P = x^a e^-x / Gamma(a + 1) sum_n x^n / ((a+1)...(a+n))
    term = xp.divide(xp.ones_like(aa), aa)
    total = term
    ap = aa
    eps = 1e-17 if w is _F64 else 1e-8
    for i in range(1, 1001):
        ap = xp.add(ap, 1.0)
        term = xp.multiply(term, xp.divide(xx, ap))
        total = xp.add(total, term)
        if i % 16 == 0 and _all_true(xp, xp.logical_or(xp.logical_not(series),
                                                       xp.less_equal(term, xp.multiply(total, eps)))):
            break
    log_pre = xp.subtract(xp.multiply(aa, xp.log(xx)), xx)
    p_series = xp.multiply(total, xp.exp(xp.subtract(log_pre, _lgamma(xp, aa))))
    # x >= a + 1: Q = x^a e^-x / Gamma(a) / (x+1-a- 1(1-a)/(x+3-a- 2(2-a)/(...))) by Lentz's method
    tiny = 1e-300 if w is _F64 else 1e-30
    xc = xp.where(series, xp.add(aa, 2.0), xx)
    b = xp.subtract(xp.add(xc, 1.0), aa)
    c = xp.divide(1.0, _full(xp, b, tiny))
    dd = xp.divide(1.0, b)
    h = dd
    for i in range(1, 1001):
        an = xp.multiply(xp.subtract(aa, float(i)), float(i))  # -i (i - a)
        b = xp.add(b, 2.0)
        dd = xp.add(xp.multiply(an, dd), b)
        dd = xp.where(xp.less(xp.abs(dd), tiny), _full(xp, dd, tiny), dd)
        c = xp.add(b, xp.divide(an, c))
        c = xp.where(xp.less(xp.abs(c), tiny), _full(xp, c, tiny), c)
        dd = xp.divide(1.0, dd)
        step = xp.multiply(dd, c)
        h = xp.multiply(h, step)
        if i % 16 == 0 and _all_true(xp, xp.less_equal(xp.abs(xp.subtract(step, 1.0)), eps)):
            break
    q_cf = xp.multiply(h, xp.exp(xp.subtract(xp.subtract(xp.multiply(aa, xp.log(xc)), xc), _lgamma(xp, aa))))
    r = xp.where(series, p_series, xp.subtract(1.0, q_cf))
    r = xp.minimum(xp.maximum(r, _full(xp, r, 0.0)), _full(xp, r, 1.0))
    nan = _full(xp, r, float("nan"))
    r = xp.where(fin, r, nan)
    # the special cases in torch's (Cephes') order, the first that holds deciding
    r = xp.where(xp.isinf(x), xp.ones_like(r), r)
    r = xp.where(xp.isinf(a), xp.where(xp.isinf(x), nan, xp.zeros_like(r)), r)
    r = xp.where(xp.equal(x, 0.0), xp.zeros_like(r), r)
    r = xp.where(xp.equal(a, 0.0), xp.where(xp.greater(x, 0.0), xp.ones_like(r), nan), r)
    r = xp.where(xp.logical_or(xp.less(x, 0.0), xp.less(a, 0.0)), nan, r)
    return _cast(xp, r, d)

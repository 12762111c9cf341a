"""Every NumPy ufunc as a :class:`~._ufunc.ufunc` object: loops (NumPy's ``types`` for the dtypes
ivy holds), identity, and the implementation on native arrays (ivy's function where it computes
NumPy's result, a composition of ivy functions otherwise). Aliases are the same objects, as in
NumPy (``np.abs is np.absolute``, ``np.acos is np.arccos``, ``np.true_divide is np.divide``).

>>> import ivy_frontends.numpy as np
>>> np.sqrt(np.array([1, 4], dtype=np.int8)).dtype, np.add.identity, np.abs is np.absolute
(dtype('float16'), 0, True)
"""

from __future__ import annotations

import math

import ivy

from .._errors import FrontendTypeError
from . import _dtypes as D
from ._errors import UFuncTypeError
from ._ufunc import _PY_DT, ufunc

_dt = D.dtype_of_native

# ------------------------------------------------------------------ loop lists (NumPy's, for ivy's dtypes)
INTS = "bB hH iI lL qQ".replace(" ", "")
_I = [c for c in "bBhHiIlLqQ"]


def _homog(codes, nin=1, out=None):
    return " ".join("".join([c] * nin) + "->" + (out or c) for c in codes)


ALL_NUM = "?" + "bBhHiIlLqQ" + "efdFD"
T_ARITH = _homog(ALL_NUM, 2)  # add, multiply, maximum, ...
T_ARITH_NOBOOL = _homog("bBhHiIlLqQefdFD", 2)
T_FLOAT_C = "e->e f->f d->d F->F D->D"
T_FLOAT = "e->e f->f d->d"
T_FLOAT2 = "ee->e ff->f dd->d"
T_INT2 = _homog("bBhHiIlLqQ", 2)
T_BITWISE2 = _homog("?bBhHiIlLqQ", 2)
T_INT_FLOAT2 = _homog("bBhHiIlLqQefd", 2)
T_UNARY_NUM = _homog("bBhHiIlLqQefdFD")
T_ROUNDING = _homog("?bBhHiIlLqQefd")
T_CMP = " ".join(f"{c}{c}->?" for c in "?bBhHiIlLqQ") + " qQ->? Qq->? " + " ".join(f"{c}{c}->?" for c in "efdFD")
T_LOGICAL2 = " ".join(f"{c}{c}->?" for c in ALL_NUM)
T_PRED = " ".join(f"{c}->?" for c in ALL_NUM)

UFUNCS: dict = {}


def _add(u, *aliases):
    UFUNCS[u.__name__] = u
    for a in aliases:
        UFUNCS[a] = u
    return u


def _mk(name, nin, nout, types, impl, identity=None, doc="", aliases=(), **kw):
    return _add(ufunc(name, nin, nout, types, impl, identity, doc, **kw), *aliases)


# ------------------------------------------------------------------ resolvers

def _true_divide_resolver(u, key):
    ks = [k if k.__class__ is D.dtype else _PY_DT[k] for k in key]
    if all(k._cat <= 1 for k in ks):
        return u._loops[2]  # 'dd->d'
    return u._search(key)


def _no_bool(message):
    def resolver(u, key):
        ks = [k if k.__class__ is D.dtype else _PY_DT[k] for k in key]
        if all(k is D._BOOL for k in ks):
            raise FrontendTypeError(message) if message else UFuncTypeError(
                f"ufunc '{u.__name__}' did not contain a loop with signature matching types "
                "<class 'numpy.dtypes.BoolDType'> -> None")
        return u._search(key)

    return resolver


def _cmp_resolver(u, key):
    strong = [k for k in key if k.__class__ is D.dtype]
    if len(strong) == 2 and all(k._cat == 1 for k in strong) and strong[0].kind != strong[1].kind:
        from ._promotion import TABLE

        if TABLE[(strong[0], strong[1])] is D._F64:  # signed with uint64: NumPy's exact mixed loop
            return next(lp for lp in u._loops if lp[0] == ((D._I64, D._U64) if strong[0].kind == "i"
                                                            else (D._U64, D._I64)))
    return u._search(key)


# ------------------------------------------------------------------ compositions

def _ne0(x):
    return x if _dt(x) is D._BOOL else ivy.not_equal(x, 0)


def _logical(f):
    return lambda a, b: f(_ne0(a), _ne0(b))


def _reciprocal(x):
    d = _dt(x)
    if d._cat == 1:
        if d.kind == "u":
            return ivy.astype(ivy.equal(x, 1), d._ivy)
        return ivy.where(ivy.equal(ivy.abs(x), 1), x, ivy.zeros_like(x))
    return ivy.reciprocal(x)


def _spacing(x):
    inf = ivy.full_like(x, math.inf)
    return ivy.subtract(ivy.nextafter(x, ivy.copysign(inf, x)), x)


def _cbrt(x):
    a = ivy.abs(x)
    d = _dt(x)
    w = ivy.astype(a, ivy.float64) if d is not D._F64 else a
    r = ivy.exp(ivy.divide(ivy.log(w), 3.0))
    r = ivy.where(ivy.equal(w, 0), w, r)
    fin = ivy.isfinite(r)
    r2 = ivy.multiply(r, r)
    nr = ivy.subtract(r, ivy.divide(ivy.subtract(ivy.multiply(r2, r), w), ivy.multiply(3.0, r2)))
    r = ivy.where(ivy.logical_and(fin, ivy.not_equal(w, 0)), nr, r)
    r = ivy.astype(r, d._ivy) if d is not D._F64 else r
    return ivy.copysign(r, x)


def _shift_bits(d):
    return d._bits


def _left_shift(a, b):
    d = _dt(a) if not isinstance(a, (int, bool)) else _dt(b)
    bits = d._bits
    big = ivy.greater_equal(b, bits) if not isinstance(b, int) else b >= bits
    neg = ivy.less(b, 0) if not isinstance(b, int) else b < 0
    if isinstance(b, int):
        if big or neg:
            return ivy.zeros_like(a) if not isinstance(a, int) else ivy.asarray(0, dtype=d._ivy)._data
        return ivy.bitwise_left_shift(a, b)
    bb = ivy.where(ivy.logical_or(big, neg), ivy.zeros_like(b), b)
    r = ivy.bitwise_left_shift(a, bb)
    return ivy.where(ivy.logical_or(big, neg), ivy.zeros_like(r), r)


def _right_shift(a, b):
    d = _dt(a) if not isinstance(a, (int, bool)) else _dt(b)
    bits = d._bits
    if isinstance(b, int):
        if b >= bits or b < 0:
            if isinstance(a, int):
                a = ivy.asarray(a, dtype=d._ivy)._data
            return ivy.where(ivy.less(a, 0), ivy.full_like(a, -1), ivy.zeros_like(a)) if d.kind == "i" \
                else ivy.zeros_like(a)
        return ivy.bitwise_right_shift(a, b)
    big = ivy.logical_or(ivy.greater_equal(b, bits), ivy.less(b, 0))
    bb = ivy.where(big, ivy.zeros_like(b), b)
    r = ivy.bitwise_right_shift(a, bb)
    if d.kind == "i":
        fill = ivy.where(ivy.less(r, 0), ivy.full_like(r, -1), ivy.zeros_like(r))
        av = a if not isinstance(a, int) else ivy.full_like(r, a)
        fill = ivy.where(ivy.less(av, 0), ivy.full_like(r, -1), ivy.zeros_like(r))
        return ivy.where(big, fill, r)
    return ivy.where(big, ivy.zeros_like(r), r)


_M1 = 0x5555555555555555
_M2 = 0x3333333333333333
_M4 = 0x0F0F0F0F0F0F0F0F


def _bitwise_count(x):
    d = _dt(x)
    if d.kind == "i":
        x = ivy.abs(x)
        v = ivy.astype(x, {8: ivy.uint8, 16: ivy.uint16, 32: ivy.uint32, 64: ivy.uint64}[d._bits]) \
            if ivy.uint64 in ivy.current_backend().supported_dtypes() or d._bits < 64 else x
        if d._bits == 8 and ivy.current_backend().name == "torch":
            v = ivy.astype(x, ivy.int16)
    else:
        v = x
    vd = _dt(v)
    # count in a signed int64 holding the value (unsigned 64-bit values beyond 2**63 split in halves)
    if vd is D._U64:
        lo = ivy.astype(ivy.bitwise_and(v, 0xFFFFFFFF), ivy.int64)
        hi = ivy.astype(ivy.bitwise_right_shift(v, 32), ivy.int64)
        return ivy.astype(ivy.add(_popcount64(lo), _popcount64(hi)), ivy.uint8)
    w = ivy.astype(v, ivy.int64)
    return ivy.astype(_popcount64(w), ivy.uint8)


def _popcount64(w):
    # w: int64 values in [0, 2**63)
    w = ivy.subtract(w, ivy.bitwise_and(ivy.bitwise_right_shift(w, 1), _M1))
    w = ivy.add(ivy.bitwise_and(w, _M2), ivy.bitwise_and(ivy.bitwise_right_shift(w, 2), _M2))
    w = ivy.bitwise_and(ivy.add(w, ivy.bitwise_right_shift(w, 4)), _M4)
    w = ivy.add(w, ivy.bitwise_right_shift(w, 8))
    w = ivy.add(w, ivy.bitwise_right_shift(w, 16))
    w = ivy.add(w, ivy.bitwise_right_shift(w, 32))
    return ivy.bitwise_and(w, 0x7F)


def _divmod(a, b):
    return ivy.floor_divide(a, b), ivy.remainder(a, b)


def _frexp(x):
    m, e = ivy.frexp(x)
    return m, ivy.astype(e, ivy.int32)


def _matvec(a, v):
    return ivy.matmul(a, ivy.expand_dims(v, axis=-1))[..., 0]


def _vecmat(v, a):
    return ivy.matmul(ivy.expand_dims(ivy.conj(v), axis=-2), a)[..., 0, :]


def _vecdot(a, b):
    if len(a.shape) == 0 or len(b.shape) == 0:

        raise FrontendValueError_("vecdot: Input operand does not have enough dimensions")
    if _dt(a) is D._BOOL:
        return ivy.any(ivy.logical_and(a, b), axis=-1)
    return ivy.vecdot(a, b, axis=-1)


def FrontendValueError_(msg):  # noqa: N802 - a constructor-like helper
    from .._errors import FrontendValueError

    return FrontendValueError(msg)


def _matmul(a, b):
    if len(a.shape) == 0 or len(b.shape) == 0:
        raise FrontendValueError_(
            f"matmul: Input operand {0 if len(a.shape) == 0 else 1} does not have enough dimensions (has 0, gufunc "
            "core with signature (n?,k),(k,m?)->(n?,m?) requires 1)")
    ka = int(a.shape[-1])
    kb = int(b.shape[-2] if len(b.shape) > 1 else b.shape[0])
    if ka != kb:
        raise FrontendValueError_(
            f"matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature "
            f"(n?,k),(k,m?)->(n?,m?) (size {kb} is different from {ka})")
    return ivy.matmul(a, b)


def _square(x):
    return ivy.multiply(x, x) if _dt(x)._cat == 3 else ivy.square(x)


def _abs(x):
    return ivy.abs(x)


def _rint(x):
    if _dt(x)._cat == 3:
        return ivy.add(ivy.round(ivy.real(x)), ivy.multiply(ivy.round(ivy.imag(x)), 1j))
    return ivy.round(x)


def _float_power(a, b):
    return ivy.pow(a, b)


def _heaviside(a, b):
    return ivy.heaviside(a, b)


def _cmp_impl(f):
    def impl(a, b):
        da = _dt(a) if not isinstance(a, (int, float, bool, complex)) else None
        db = _dt(b) if not isinstance(b, (int, float, bool, complex)) else None
        if da is not None and db is not None and da is not db and da._cat == 1 and db._cat == 1:
            return _mixed_int_cmp(f, a, b, da, db)
        return f(a, b)

    return impl


def _mixed_int_cmp(f, a, b, da, db):
    """int64 with uint64 compared exactly: negative signed values are below every unsigned one."""
    if da.kind == "i":
        neg = ivy.less(a, 0)
        au = ivy.astype(ivy.where(neg, ivy.zeros_like(a), a), ivy.uint64)
        r = f(au, b)
        sub = f(ivy.full_like(b, 0), ivy.full_like(b, 1))  # the answer of "smaller < larger"
        return ivy.where(neg, ivy.broadcast_to(sub, tuple(r.shape)) if len(sub.shape) else sub, r)
    neg = ivy.less(b, 0)
    bu = ivy.astype(ivy.where(neg, ivy.zeros_like(b), b), ivy.uint64)
    r = f(a, bu)
    sub = f(ivy.full_like(a, 1), ivy.full_like(a, 0))
    return ivy.where(neg, sub, r)


class _Comparison(ufunc):
    """A comparison: a Python int beyond the other operand's integer range compares by value (NumPy 2)."""

    def _call(self, args, kwargs):
        if len(args) == 2:
            a, b = args
            for i, (x, y) in enumerate(((a, b), (b, a))):
                if y.__class__ is int:
                    from ._convert import n

                    xv = n(x)
                    if xv.__class__ is int:
                        break
                    d = _dt(xv)
                    if d._cat == 1:
                        lo, hi = D.int_range(d)
                        if not lo <= y <= hi:
                            return self._const(xv, y > hi, i, kwargs)
        return super()._call(args, kwargs)

    def _const(self, x, above, swapped, kwargs):
        name = self.__name__
        # x OP y with y above x's range: less/less_equal/not_equal are True
        if swapped:
            name = {"less": "greater", "greater": "less", "less_equal": "greater_equal",
                    "greater_equal": "less_equal"}.get(name, name)
        true_when_above = {"less": True, "less_equal": True, "not_equal": True, "greater": False,
                           "greater_equal": False, "equal": False}[name]
        v = true_when_above if above else (name in ("greater", "greater_equal", "not_equal"))
        r = ivy.full(tuple(x.shape), v, dtype=ivy.bool)._data
        out = kwargs.get("out")
        from ._convert import ret

        return ret(r, out if not isinstance(out, tuple) else out[0])


def _cmp(name, f, doc):
    return _add(_Comparison(name, 2, 1, T_CMP, _cmp_impl(f), None, doc, resolver=_cmp_resolver))


# ------------------------------------------------------------------ reductions and scans

def _sum_r(a, axes, cd):
    return ivy.sum(a, axis=axes, dtype=cd._ivy)


def _prod_r(a, axes, cd):
    return ivy.prod(a, axis=axes, dtype=cd._ivy)


def _max_r(a, axes, cd):
    if cd._cat == 3:
        return None
    return ivy.max(a, axis=axes)


def _min_r(a, axes, cd):
    return ivy.min(a, axis=axes)


def _nanext(fn, fill):
    def r(a, axes, cd):
        if cd._cat != 2:
            return fn(a, axis=axes)
        m = ivy.isnan(a)
        v = fn(ivy.where(m, ivy.full_like(a, fill), a), axis=axes)
        return ivy.where(ivy.all(m, axis=axes), ivy.full_like(v, math.nan), v)

    return r


def _all_r(a, axes, cd):
    return ivy.all(a, axis=axes)


def _any_r(a, axes, cd):
    return ivy.any(a, axis=axes)


def _xor_r(a, axes, cd):
    return ivy.equal(ivy.remainder(ivy.sum(ivy.astype(a, ivy.int64), axis=axes), 2), 1)


def _cumsum_a(a, ax, cd):
    return ivy.cumsum(a, axis=ax, dtype=cd._ivy)


def _cumprod_a(a, ax, cd):
    return ivy.cumprod(a, axis=ax, dtype=cd._ivy)


def _cummax_a(a, ax, cd):
    return ivy.cummax(a, axis=ax)[0]


def _cummin_a(a, ax, cd):
    return ivy.cummin(a, axis=ax)[0]


def _cumall_a(a, ax, cd):
    return ivy.equal(ivy.cumsum(ivy.astype(ivy.logical_not(a), ivy.int64), axis=ax), 0)


def _cumany_a(a, ax, cd):
    return ivy.greater(ivy.cumsum(ivy.astype(a, ivy.int64), axis=ax), 0)


# ------------------------------------------------------------------ the ufuncs

_mk("add", 2, 1, T_ARITH, ivy.add, 0, "Add arguments element-wise.", reorderable=True, reduce=_sum_r,
    accumulate=_cumsum_a)
_mk("subtract", 2, 1, T_ARITH_NOBOOL, ivy.subtract, None, "Subtract arguments, element-wise.",
    resolver=_no_bool("numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` "
                      "operator, or the logical_xor function instead."))
_mk("multiply", 2, 1, T_ARITH, ivy.multiply, 1, "Multiply arguments element-wise.", reorderable=True,
    reduce=_prod_r, accumulate=_cumprod_a)
_mk("divide", 2, 1, "ee->e ff->f dd->d FF->F DD->D", ivy.divide, None, "Divide arguments element-wise.",
    aliases=("true_divide",), resolver=_true_divide_resolver)
_mk("floor_divide", 2, 1, T_INT_FLOAT2, ivy.floor_divide, None,
    "Return the largest integer smaller or equal to the division of the inputs.")
_mk("remainder", 2, 1, T_INT_FLOAT2, ivy.remainder, None, "Returns the element-wise remainder of division.",
    aliases=("mod",))
_mk("fmod", 2, 1, T_INT_FLOAT2, ivy.fmod, None, "Returns the element-wise remainder of division (C's fmod).")
_mk("divmod", 2, 2, T_INT_FLOAT2.replace("->b", "->bb").replace("->B", "->BB").replace("->h", "->hh")
    .replace("->H", "->HH").replace("->i", "->ii").replace("->I", "->II").replace("->l", "->ll")
    .replace("->L", "->LL").replace("->q", "->qq").replace("->Q", "->QQ").replace("->e", "->ee")
    .replace("->f", "->ff").replace("->d", "->dd"), _divmod, None,
    "Return element-wise quotient and remainder simultaneously.")
_mk("power", 2, 1, _homog("bBhHiIlLqQefdFD", 2), ivy.pow, None,
    "First array elements raised to powers from second array, element-wise.", aliases=("pow",))
_mk("float_power", 2, 1, "dd->d FF->F DD->D", _float_power, None,
    "First array elements raised to powers from second array, element-wise (in float64 or complex128).")
_mk("negative", 1, 1, T_UNARY_NUM, ivy.negative, None, "Numerical negative, element-wise.",
    resolver=_no_bool("The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or "
                      "the logical_not function instead."))
_mk("positive", 1, 1, T_UNARY_NUM, ivy.positive, None, "Numerical positive, element-wise.",
    resolver=_no_bool(""))
_mk("absolute", 1, 1, "?->? " + _homog("bBhHiIlLqQefd") + " F->f D->d", _abs, None,
    "Calculate the absolute value element-wise.", aliases=("abs",))
_mk("fabs", 1, 1, T_FLOAT, ivy.abs, None, "Compute the absolute values element-wise (no complex).")
_mk("sign", 1, 1, T_UNARY_NUM, ivy.sign, None, "Returns an element-wise indication of the sign of a number.")
_mk("conjugate", 1, 1, T_UNARY_NUM, ivy.conj, None, "Return the complex conjugate, element-wise.",
    aliases=("conj",))
_mk("reciprocal", 1, 1, T_UNARY_NUM, _reciprocal, None, "Return the reciprocal of the argument, element-wise.")
_mk("square", 1, 1, T_UNARY_NUM, _square, None, "Return the element-wise square of the input.")
_mk("sqrt", 1, 1, T_FLOAT_C, ivy.sqrt, None, "Return the non-negative square-root of an array, element-wise.")
_mk("cbrt", 1, 1, T_FLOAT, _cbrt, None, "Return the cube-root of an array, element-wise.", py_ok=False)
for _n, _f, _doc, _al in (
        ("exp", ivy.exp, "Calculate the exponential of all elements in the input array.", ()),
        ("exp2", ivy.exp2, "Calculate `2**p` for all `p` in the input array.", ()),
        ("expm1", ivy.expm1, "Calculate ``exp(x) - 1`` for all elements in the array.", ()),
        ("log", ivy.log, "Natural logarithm, element-wise.", ()),
        ("log2", ivy.log2, "Base-2 logarithm of `x`.", ()),
        ("log10", ivy.log10, "Return the base 10 logarithm of the input array, element-wise.", ()),
        ("log1p", ivy.log1p, "Return the natural logarithm of one plus the input array, element-wise.", ()),
        ("sin", ivy.sin, "Trigonometric sine, element-wise.", ()),
        ("cos", ivy.cos, "Cosine element-wise.", ()),
        ("tan", ivy.tan, "Compute tangent element-wise.", ()),
        ("arcsin", ivy.asin, "Inverse sine, element-wise.", ("asin",)),
        ("arccos", ivy.acos, "Trigonometric inverse cosine, element-wise.", ("acos",)),
        ("arctan", ivy.atan, "Trigonometric inverse tangent, element-wise.", ("atan",)),
        ("sinh", ivy.sinh, "Hyperbolic sine, element-wise.", ()),
        ("cosh", ivy.cosh, "Hyperbolic cosine, element-wise.", ()),
        ("tanh", ivy.tanh, "Compute hyperbolic tangent element-wise.", ()),
        ("arcsinh", ivy.asinh, "Inverse hyperbolic sine element-wise.", ("asinh",)),
        ("arccosh", ivy.acosh, "Inverse hyperbolic cosine, element-wise.", ("acosh",)),
        ("arctanh", ivy.atanh, "Inverse hyperbolic tangent element-wise.", ("atanh",))):
    _mk(_n, 1, 1, T_FLOAT_C, _f, None, _doc, aliases=_al)
_mk("rint", 1, 1, T_FLOAT_C, _rint, None, "Round elements of the array to the nearest integer.")
_mk("floor", 1, 1, T_ROUNDING, ivy.floor, None, "Return the floor of the input, element-wise.")
_mk("ceil", 1, 1, T_ROUNDING, ivy.ceil, None, "Return the ceiling of the input, element-wise.")
_mk("trunc", 1, 1, T_ROUNDING, ivy.trunc, None, "Return the truncated value of the input, element-wise.")
_mk("deg2rad", 1, 1, T_FLOAT, ivy.deg2rad, None, "Convert angles from degrees to radians.")
_mk("radians", 1, 1, T_FLOAT, ivy.deg2rad, None, "Convert angles from degrees to radians.")
_mk("rad2deg", 1, 1, T_FLOAT, ivy.rad2deg, None, "Convert angles from radians to degrees.")
_mk("degrees", 1, 1, T_FLOAT, ivy.rad2deg, None, "Convert angles from radians to degrees.")
_mk("arctan2", 2, 1, T_FLOAT2, ivy.atan2, None, "Element-wise arc tangent of ``x1/x2`` choosing the quadrant.",
    aliases=("atan2",))
_mk("hypot", 2, 1, T_FLOAT2, ivy.hypot, 0, "Given the \"legs\" of a right triangle, return its hypotenuse.",
    reorderable=True)
_mk("logaddexp", 2, 1, T_FLOAT2, ivy.logaddexp, -math.inf, "Logarithm of the sum of exponentiations of the inputs.",
    reorderable=True)
_mk("logaddexp2", 2, 1, T_FLOAT2, ivy.logaddexp2, -math.inf,
    "Logarithm of the sum of exponentiations of the inputs in base-2.", reorderable=True)
_mk("copysign", 2, 1, T_FLOAT2, ivy.copysign, None, "Change the sign of x1 to that of x2, element-wise.")
_mk("nextafter", 2, 1, T_FLOAT2, ivy.nextafter, None, "Return the next floating-point value after x1 towards x2.")
_mk("heaviside", 2, 1, T_FLOAT2, _heaviside, None, "Compute the Heaviside step function.")
_mk("spacing", 1, 1, T_FLOAT, _spacing, None, "Return the distance between x and the nearest adjacent number.",
    py_ok=False)
_mk("ldexp", 2, 1, "ei->e fi->f el->e fl->f di->d dl->d", ivy.ldexp, None, "Returns x1 * 2**x2, element-wise.")
_mk("frexp", 1, 2, "e->ei f->fi d->di", _frexp, None, "Decompose the elements of x into mantissa and twos exponent.")
_mk("modf", 1, 2, "e->ee f->ff d->dd", ivy.modf, None, "Return the fractional and integral parts of an array.")
_mk("maximum", 2, 1, T_ARITH, ivy.maximum, None, "Element-wise maximum of array elements (NaN propagates).",
    reorderable=True, reduce=_max_r, accumulate=_cummax_a)
_mk("minimum", 2, 1, T_ARITH, ivy.minimum, None, "Element-wise minimum of array elements (NaN propagates).",
    reorderable=True, reduce=_min_r, accumulate=_cummin_a)
_mk("fmax", 2, 1, T_ARITH, ivy.fmax, None, "Element-wise maximum of array elements (NaN ignored).",
    reorderable=True, reduce=_nanext(ivy.max, -math.inf))
_mk("fmin", 2, 1, T_ARITH, ivy.fmin, None, "Element-wise minimum of array elements (NaN ignored).",
    reorderable=True, reduce=_nanext(ivy.min, math.inf))
_mk("gcd", 2, 1, T_INT2, ivy.gcd, 0, "Returns the greatest common divisor of ``|x1|`` and ``|x2|``",
    reorderable=True)
_mk("lcm", 2, 1, T_INT2, ivy.lcm, None, "Returns the lowest common multiple of ``|x1|`` and ``|x2|``")
_mk("bitwise_and", 2, 1, T_BITWISE2, ivy.bitwise_and, -1, "Compute the bit-wise AND of two arrays element-wise.",
    reorderable=True)
_mk("bitwise_or", 2, 1, T_BITWISE2, ivy.bitwise_or, 0, "Compute the bit-wise OR of two arrays element-wise.",
    reorderable=True)
_mk("bitwise_xor", 2, 1, T_BITWISE2, ivy.bitwise_xor, 0, "Compute the bit-wise XOR of two arrays element-wise.",
    reorderable=True)
_mk("invert", 1, 1, _homog("?bBhHiIlLqQ"), ivy.bitwise_invert, None,
    "Compute bit-wise inversion, or bit-wise NOT, element-wise.", aliases=("bitwise_not", "bitwise_invert"))
_mk("left_shift", 2, 1, T_INT2, _left_shift, None, "Shift the bits of an integer to the left.",
    aliases=("bitwise_left_shift",))
_mk("right_shift", 2, 1, T_INT2, _right_shift, None, "Shift the bits of an integer to the right.",
    aliases=("bitwise_right_shift",))
_mk("bitwise_count", 1, 1, " ".join(f"{c}->B" for c in "bBhHiIlLqQ"), _bitwise_count, None,
    "Computes the number of 1-bits in the absolute value of ``x``.", py_ok=False)
_mk("logical_and", 2, 1, T_LOGICAL2, _logical(ivy.logical_and), True, "Compute the truth value of x1 AND x2.",
    reorderable=True, reduce=_all_r, accumulate=_cumall_a, py_ok=False)
_mk("logical_or", 2, 1, T_LOGICAL2, _logical(ivy.logical_or), False, "Compute the truth value of x1 OR x2.",
    reorderable=True, reduce=_any_r, accumulate=_cumany_a, py_ok=False)
_mk("logical_xor", 2, 1, T_LOGICAL2, _logical(ivy.logical_xor), False,
    "Compute the truth value of x1 XOR x2, element-wise.", reorderable=True, reduce=_xor_r, py_ok=False)
_mk("logical_not", 1, 1, T_PRED, lambda x: ivy.logical_not(_ne0(x)), None,
    "Compute the truth value of NOT x element-wise.", py_ok=False)
_mk("isnan", 1, 1, T_PRED, ivy.isnan, None, "Test element-wise for NaN and return result as a boolean array.")
_mk("isinf", 1, 1, T_PRED, ivy.isinf, None, "Test element-wise for positive or negative infinity.")
_mk("isfinite", 1, 1, T_PRED, ivy.isfinite, None, "Test element-wise for finiteness (not infinity and not NaN).")
_mk("isnat", 1, 1, "", lambda x: x, None, "Test element-wise for NaT (datetime types only).")
_mk("signbit", 1, 1, "e->? f->? d->?", ivy.signbit, None, "Returns element-wise True where signbit is set.")
_cmp("equal", ivy.equal, "Return (x1 == x2) element-wise.")
_cmp("not_equal", ivy.not_equal, "Return (x1 != x2) element-wise.")
_cmp("less", ivy.less, "Return the truth value of (x1 < x2) element-wise.")
_cmp("less_equal", ivy.less_equal, "Return the truth value of (x1 <= x2) element-wise.")
_cmp("greater", ivy.greater, "Return the truth value of (x1 > x2) element-wise.")
_cmp("greater_equal", ivy.greater_equal, "Return the truth value of (x1 >= x2) element-wise.")
_mk("matmul", 2, 1, T_ARITH, _matmul, None, "Matrix product of two arrays.", signature="(n?,k),(k,m?)->(n?,m?)",
    py_ok=False)
_mk("vecdot", 2, 1, T_ARITH, _vecdot, None, "Vector dot product of two arrays.", signature="(n),(n)->()",
    py_ok=False)
_mk("matvec", 2, 1, T_ARITH, _matvec, None, "Matrix-vector dot product of two arrays.",
    signature="(m,n),(n)->(m)", py_ok=False)
_mk("vecmat", 2, 1, T_ARITH, _vecmat, None, "Vector-matrix dot product of two arrays.",
    signature="(n),(n,m)->(m)", py_ok=False)

# the reductions that do not exist for complex maximum/minimum fold instead
for _u in ("maximum", "minimum"):
    _uf = UFUNCS[_u]
    _orig = _uf._reduce_impl

    def _guard(a, axes, cd, _orig=_orig, _uf=_uf):
        if cd._cat == 3:
            r = a
            for ax in sorted(axes, reverse=True):
                r = _uf._fold(r, ax, True)
            return r
        return _orig(a, axes, cd)

    _uf._reduce_impl = _guard

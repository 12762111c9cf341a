"""NumPy 2's type promotion (NEP 50) and casting rules.

- ``promote_types(a, b)``: the smallest dtype both cast to safely: bool < integers < floating <
  complex; a signed and an unsigned integer give the signed integer twice as wide as the unsigned
  one (int64 with uint64 is float64); an integer with a floating dtype gives the floating dtype
  that holds the integer's values (8-bit integers: float16, 16-bit: float32, wider: float64), then
  the wider of the two floats; complex likewise.
- Tiers (``ivy_frontends._promotion``): arrays, 0-d arrays and NumPy scalars are *strong*; Python
  ``bool``/``int``/``float``/``complex`` are *weak*: they take the strong operands' dtype unless their
  kind is higher, and then the default of their kind (``int8 array + 2.5`` is float64,
  ``float32 array + 1j`` complex64, ``bool array + 1`` int64). A Python int the resulting integer
  dtype cannot hold raises ``OverflowError`` (an ``ivy.ScalarOverflowError``).
- ``can_cast(from, to, casting)``: ``'no'``/``'equiv'`` (the same dtype), ``'safe'`` (the promotion
  table's order), ``'same_kind'`` (safe, or within a kind, or down a kind: float64 to float32,
  int64 to int8, float to complex; never float to int), ``'unsafe'`` (anything).

>>> import ivy_frontends.numpy as np
>>> np.promote_types('int8', 'uint8'), np.result_type(np.int8, 1.0), np.can_cast(np.int64, np.float32)
(dtype('int16'), dtype('float64'), False)
"""

from __future__ import annotations

import ivy

from .._errors import FrontendTypeError, FrontendValueError
from .._promotion import Promotion
from . import _dtypes as D

_FLOAT_FOR_INT_BITS = {8: D._F16, 16: D._F32, 32: D._F64, 64: D._F64}
_FLOAT_BITS = {D._F16: 16, D._F32: 32, D._F64: 64, D._BF16: 16}
_FLOAT_OF_BITS = {16: D._F16, 32: D._F32, 64: D._F64}
_COMPLEX_OF_FLOAT = {D._F16: D._C64, D._F32: D._C64, D._F64: D._C128, D._BF16: D._C64}
_FLOAT_OF_COMPLEX = {D._C64: D._F32, D._C128: D._F64}
_SIGNED_OF_BITS = {8: D._I8, 16: D._I16, 32: D._I32, 64: D._I64}


def _as_float(d):
    """A float dtype holding every value of bool/int/float dtype ``d``."""
    c = d._cat
    if c == 2:
        return d
    if c == 0:
        return D._F16
    return _FLOAT_FOR_INT_BITS[d._bits]


def _promote_pair(a, b):
    if a is b:
        return a
    if a is D._BF16 or b is D._BF16:  # not NumPy's; as ml_dtypes: with a float, the wider float
        o = b if a is D._BF16 else a
        if o is D._BF16 or o._cat < 2 or o is D._F16:
            return D._F32 if o is D._F16 else D._BF16
        return o
    ca, cb = a._cat, b._cat
    if ca == 0:
        return b
    if cb == 0:
        return a
    if ca == 1 and cb == 1:
        sa, sb = a.kind == "i", b.kind == "i"
        if sa == sb:
            return a if a._bits >= b._bits else b
        s, u = (a, b) if sa else (b, a)
        if s._bits > u._bits:
            return s
        if u._bits < 64:
            return _SIGNED_OF_BITS[u._bits * 2]
        return D._F64
    if ca <= 2 and cb <= 2:
        fa, fb = _as_float(a), _as_float(b)
        return fa if _FLOAT_BITS[fa] >= _FLOAT_BITS[fb] else fb
    # at least one complex
    ra = _FLOAT_OF_COMPLEX[a] if ca == 3 else _as_float(a)
    rb = _FLOAT_OF_COMPLEX[b] if cb == 3 else _as_float(b)
    return _COMPLEX_OF_FLOAT[ra if _FLOAT_BITS[ra] >= _FLOAT_BITS[rb] else rb]


_CATEGORY = {d: d._cat for d in D.ALL + (D._BF16,)}

# the dtype a weak Python scalar of a higher category makes of a strong dtype
_WEAK_DEFAULT = {0: D._BOOL, 1: D._I64, 2: D._F64, 3: D._C128}


def _combine(p, strong, weak):
    """NEP 50: a weak (Python scalar) tier's dtype ``weak`` meeting strong operands' ``strong``."""
    cs, cw = strong._cat, weak._cat
    if cw <= cs:
        return strong
    if cw == 3 and cs == 2:
        return _COMPLEX_OF_FLOAT[strong]
    return _WEAK_DEFAULT[cw]


PROMOTION = Promotion(D.ALL + (D._BF16,), _promote_pair, _CATEGORY, _combine, lambda a, b: None)
TABLE = PROMOTION.table
_PY_SCALAR = {bool: D._BOOL, int: D._I64, float: D._F64, complex: D._C128}


def promote_types(type1, type2):
    """The smallest dtype both ``type1`` and ``type2`` cast to safely.

    >>> import ivy_frontends.numpy as np
    >>> np.promote_types('f4', 'i4')
    dtype('float64')
    """
    return TABLE[(D.as_dtype(type1), D.as_dtype(type2))]


def result_dtype(strong, weak=()):
    """NumPy's result dtype of strong dtypes ``strong`` and weak Python scalar classes ``weak``."""
    return PROMOTION.result_type(strong, [_PY_SCALAR[c] for c in weak])


def result_type(*arrays_and_dtypes):
    """NumPy's result dtype of arrays, scalars and dtypes (Python scalars weak, NEP 50).

    >>> import ivy_frontends.numpy as np
    >>> np.result_type(np.arange(3, dtype=np.int8), 3.0)
    dtype('float64')
    """
    if not arrays_and_dtypes:
        raise FrontendValueError("at least one array or dtype is required")
    strong, weak = [], []
    for x in arrays_and_dtypes:
        c = x.__class__
        if c in _PY_SCALAR:
            weak.append(c)
        elif isinstance(x, (D.dtype, type, str)) or x is None:
            strong.append(D.as_dtype(x))
        else:
            dt = getattr(x, "dtype", None)
            if dt is None:
                from ._convert import asn

                strong.append(D.dtype_of_native(asn(x)))
            else:
                strong.append(D.as_dtype(dt))
    if not strong:
        # only Python scalars: their default dtypes, promoted
        return PROMOTION.promote_all([_PY_SCALAR[c] for c in weak])
    return result_dtype(strong, weak)


_CASTINGS = ("no", "equiv", "safe", "same_kind", "unsafe")


def _can_cast(f, t, casting):
    if casting == "unsafe":
        return True
    if casting in ("no", "equiv"):
        return f is t
    safe = TABLE[(f, t)] is t
    if casting == "safe" or safe:
        return safe
    # same_kind: down a kind's ladder, or up the kinds (bool < int < float < complex; u -> i)
    cf, ct = f._cat, t._cat
    if cf < ct:
        return True
    if cf > ct:
        return False
    if cf == 1:
        return not (f.kind == "i" and t.kind == "u")
    return True


def can_cast(from_, to, casting="safe"):
    """Whether ``from_`` (a dtype, an array or a NumPy scalar) casts to ``to`` under ``casting``.

    >>> import ivy_frontends.numpy as np
    >>> np.can_cast(np.float64, np.float32, 'same_kind'), np.can_cast('i8', 'u8')
    (True, False)
    """
    if casting not in _CASTINGS:
        raise FrontendValueError("casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe'")
    if from_.__class__ in _PY_SCALAR:
        raise FrontendTypeError(
            "can_cast() does not support Python ints, floats, and complex because the result used to depend on "
            "the value.\nThis change was part of adopting NEP 50, we may explicitly allow them again in the future.")
    if isinstance(from_, (D.dtype, type, str)):
        f = D.as_dtype(from_)
    else:
        dt = getattr(from_, "dtype", None)
        if dt is None:
            raise FrontendTypeError("did not understand one of the input arguments")
        f = D.as_dtype(dt)
    return _can_cast(f, D.as_dtype(to), casting)


def check_cast(f, t, casting, what):
    """Raise NumPy's error when dtype ``f`` may not be cast to ``t`` under ``casting``."""
    if f is not t and not _can_cast(f, t, casting):
        from ._errors import UFuncTypeError

        raise UFuncTypeError(f"Cannot cast {what} from {f!r} to {t!r} with casting rule {casting!r}")


def min_scalar_type(a):
    """The smallest dtype holding the value of scalar ``a`` (NumPy's rule: unsigned first for >= 0)."""
    from ._convert import asn

    c = a.__class__
    if c is bool or isinstance(a, D.bool_):
        return D._BOOL
    if c is int or isinstance(a, D.integer):
        v = int(a)
        if v >= 0:
            for d in (D._U8, D._U16, D._U32, D._U64):
                if v <= D.int_range(d)[1]:
                    return d
        else:
            for d in (D._I8, D._I16, D._I32, D._I64):
                if v >= D.int_range(d)[0]:
                    return d
        raise FrontendValueError("integer too large for any NumPy dtype")
    if c is float or isinstance(a, D.floating):
        v = abs(float(a))
        # NumPy: the smallest float whose range holds the value (precision may be lost)
        if v <= 65504.0 or v != v or v == float("inf"):
            return D._F16
        return D._F32 if v <= 3.4028234663852886e38 else D._F64
    if c is complex or isinstance(a, D.complexfloating):
        v = complex(a)
        m = max(abs(v.real), abs(v.imag))
        return D._C64 if m < 3.4e38 else D._C128
    x = asn(a)
    if x.ndim:
        return D.dtype_of_native(x)
    return min_scalar_type(ivy.to_numpy(x).item())

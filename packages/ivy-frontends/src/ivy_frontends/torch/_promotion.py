"""torch's type promotion (https://pytorch.org/docs/stable/tensor_attributes.html#type-promotion-doc).

- ``promote_types``: bool < integers < floating < complex; uint8 with int8 is int16; an
  integer with a floating dtype is the floating dtype (int64 + float16 is float16);
  float16 with bfloat16 is float32; uint16/32/64 promote only with themselves and with
  floating dtypes (torch refuses the rest).
- Operands fall in three tiers: tensors with dimensions, 0-d tensors, Python numbers
  (``int`` is int64, ``float`` the default dtype, ``complex`` the default complex dtype).
  A weaker tier changes the result only when its category is higher, and then to "a type
  with sufficient size and category to hold" it: ``int32 tensor + 2.5`` is float32,
  ``float32 tensor + 0-d float64 tensor`` is float32, ``int32 tensor + 0-d float64 tensor``
  is float64, ``float64 tensor + 1j`` is complex128.

>>> import ivy_frontends.torch as torch
>>> torch.promote_types(torch.uint8, torch.int8), torch.result_type(torch.ones(2, dtype=torch.int32), 2.5)
(torch.int16, torch.float32)
"""

from __future__ import annotations

from .._errors import FrontendRuntimeError
from .._promotion import Promotion
from . import _dtypes as D

_CAT = {D.bool: 0}
for _d in (D.uint8, D.int8, D.int16, D.int32, D.int64, D.uint16, D.uint32, D.uint64):
    _CAT[_d] = 1
for _d in (D.float16, D.bfloat16, D.float32, D.float64):
    _CAT[_d] = 2
for _d in (D.complex32, D.complex64, D.complex128):
    _CAT[_d] = 3
CATEGORY = _CAT

_SIGNED = (D.int8, D.int16, D.int32, D.int64)
_UNSIGNED_WIDE = (D.uint16, D.uint32, D.uint64)
_FLOAT_RANK = {D.float16: 1, D.bfloat16: 1, D.float32: 2, D.float64: 3}
_COMPLEX_RANK = {D.complex32: 1, D.complex64: 2, D.complex128: 3}
_COMPLEX_OF_RANK = {1: D.complex32, 2: D.complex64, 3: D.complex128}


def _promote_pair(a, b):
    if a is b:
        return a
    ca, cb = _CAT[a], _CAT[b]
    if ca < cb or (ca == cb and _rank(a) < _rank(b)):
        a, b, ca, cb = b, a, cb, ca
    # now a is the "higher" of the two
    if cb == 0:
        return None if a in _UNSIGNED_WIDE else a
    if ca == 1:  # two integers
        if a in _UNSIGNED_WIDE or b in _UNSIGNED_WIDE:
            return None
        if b is D.uint8:
            return a if a in _SIGNED and a is not D.int8 else D.int16
        if a is D.uint8:
            return b if b is not D.int8 else D.int16
        return a if a.itemsize >= b.itemsize else b
    if ca == 2:
        if cb == 1:
            return a
        if {a, b} == {D.float16, D.bfloat16}:
            return D.float32
        return a if _FLOAT_RANK[a] >= _FLOAT_RANK[b] else b
    # a is complex
    if cb == 1:
        return None if b in _UNSIGNED_WIDE else a
    if cb == 2:
        rank = max(_COMPLEX_RANK[a], _FLOAT_RANK[b] if b is not D.bfloat16 else 2)
        return _COMPLEX_OF_RANK[rank]
    return a if _COMPLEX_RANK[a] >= _COMPLEX_RANK[b] else b


def _rank(d):
    c = _CAT[d]
    if c == 1:
        return d.itemsize
    if c == 2:
        return _FLOAT_RANK[d]
    if c == 3:
        return _COMPLEX_RANK[d]
    return 0


def _combine(p, higher, lower):
    """torch's rule for a weaker tier's result ``lower`` meeting a stronger tier's ``higher``."""
    ch, cl = _CAT[higher], _CAT[lower]
    if ch == 3:
        return higher
    if cl == 3:
        return higher.to_complex() if ch == 2 else lower
    if ch == 2:
        return higher
    if higher is D.bool or cl == 2:
        return p.promote(higher, lower)
    return higher


def _refuse(a, b):
    return FrontendRuntimeError(
        f"Promotion for uint16, uint32, uint64 types is not supported, attempted to promote {a} and {b}")


PROMOTION = Promotion([d for d in D.ALL if d in _CAT], _promote_pair, _CAT, _combine, _refuse)
TABLE = PROMOTION.table


def promote_types(type1, type2):
    """torch's ``promote_types``: the smallest dtype both ``type1`` and ``type2`` cast to.

    >>> import ivy_frontends.torch as torch
    >>> torch.promote_types(torch.int64, torch.float16)
    torch.float16
    """
    return PROMOTION.promote(D.from_any(type1), D.from_any(type2))


def scalar_dtype(s):
    """The dtype torch gives a Python number (``int`` int64, ``float`` the default dtype)."""
    c = s.__class__
    if c is bool:
        return D.bool
    if c is int:
        return D.int64
    if c is float:
        return D.get_default_dtype()
    if c is complex:
        return D.default_complex_dtype()
    # NumPy scalars and other numbers
    dt = getattr(s, "dtype", None)
    if dt is not None:
        import ivy

        return D.BY_IVY[ivy.dtype_from_name(str(dt))]
    if isinstance(s, bool):
        return D.bool
    if isinstance(s, int):
        return D.int64
    if isinstance(s, float):
        return D.get_default_dtype()
    return D.default_complex_dtype()


def can_cast(from_, to):
    """torch's ``can_cast``: casting allowed by type promotion rules (no complex to real, no
    floating to integral, no non-bool to bool)."""
    from_, to = D.from_any(from_), D.from_any(to)
    cf, ct = _CAT[from_], _CAT[to]
    if cf > ct and not (cf == 0):
        return False
    return not (ct == 0 and cf != 0)

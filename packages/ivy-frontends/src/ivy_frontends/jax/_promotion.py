"""JAX's type promotion: the lattice of JAX's "Type promotion semantics", with weak types.

Nodes are the dtypes plus the weak kinds ``i*``, ``f*``, ``c*`` (Python ints, floats, complexes,
and arrays marked weak). The result of two operands is their least upper bound in the lattice

    b -> i* -> {u8, i8};  u8 -> {i16, u16};  u16 -> {i32, u32};  u32 -> {i64, u64}
    i8 -> i16 -> i32 -> i64 -> f*;  u64 -> f*;  f* -> {bf16, f16, c*};  {bf16, f16} -> f32 -> {f64, c64}
    c* -> c64 -> c128;  f64 -> c128

A weak result is the default dtype of its kind (``float32``/``int32``/``complex64`` without x64)
and stays weak; without x64 a 64-bit result is canonicalized to 32 bits. ``TABLE`` holds the
joins of every pair, built once at import.

>>> import ivy_frontends.jax.numpy as jnp
>>> jnp.promote_types(jnp.int8, jnp.uint8), jnp.promote_types("uint64", "int64")
(dtype('int16'), dtype('float64'))
"""

from __future__ import annotations

from . import _dtypes as D


class _Weak:
    __slots__ = ("name", "cat")

    def __init__(self, name, cat):
        self.name, self.cat = name, cat

    def __repr__(self):
        return self.name


IW, FW, CW = _Weak("i*", 1), _Weak("f*", 2), _Weak("c*", 3)
WEAK_OF_CAT = {1: IW, 2: FW, 3: CW}

_EDGES = {
    D.BOOL: (IW,), IW: (D.U8, D.I8), D.U8: (D.I16, D.U16), D.U16: (D.I32, D.U32), D.U32: (D.I64, D.U64),
    D.I8: (D.I16,), D.I16: (D.I32,), D.I32: (D.I64,), D.I64: (FW,), D.U64: (FW,),
    FW: (D.BF16, D.F16, CW), D.BF16: (D.F32,), D.F16: (D.F32,), D.F32: (D.F64, D.C64), D.F64: (D.C128,),
    CW: (D.C64,), D.C64: (D.C128,), D.C128: (),
}
NODES = tuple(_EDGES)


def _upper(node):
    seen = {node}
    todo = [node]
    while todo:
        for m in _EDGES[todo.pop()]:
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return seen


_UPPER = {k: _upper(k) for k in NODES}


def _join(a, b):
    common = _UPPER[a] & _UPPER[b]
    # the least element of the common upper bounds: the one whose own upper set holds all others
    for c in common:
        if common <= _UPPER[c]:
            return c
    raise AssertionError((a, b))  # the lattice has a join for every pair


TABLE = {(a, b): _join(a, b) for a in NODES for b in NODES}


def node_of(x):
    """The lattice node of an operand: an Array (its dtype, or its weak kind), a Python scalar, a
    native array, a dtype-like."""
    c = x.__class__
    if c is float:
        return FW
    if c is int:
        return IW
    if c is bool:
        return D.BOOL
    if c is complex:
        return CW
    d = getattr(x, "_weak", None)
    if d is not None:  # an Array
        dt = D.of_native(x._data)
        return WEAK_OF_CAT[dt._cat] if d and dt._cat else dt
    if c is D.dtype:
        return x
    if hasattr(x, "dtype") and hasattr(x, "shape"):
        try:
            return D.of_native(x)
        except Exception:  # noqa: BLE001 - not a native array: a dtype-like below
            pass
    return D.to_dtype(x)


def resolve(node):
    """(dtype, weak) of a lattice node, canonicalized by the x64 flag."""
    if node.__class__ is _Weak:
        return D.default_of_cat(node.cat), True
    return D.canonical(node), False


def join_nodes(nodes):
    r = None
    for k in nodes:
        r = k if r is None else TABLE[(r, k)]
    return r


def result_type(*args, return_weak_type_flag=False):
    """``jnp.result_type``: the canonical dtype of the operands' join (and whether it is weak)."""
    if not args:
        from .._errors import FrontendValueError

        raise FrontendValueError("at least one array or dtype is required")
    d, w = resolve(join_nodes([node_of(a) for a in args]))
    return (d, w) if return_weak_type_flag else d


def promote_types(a, b):
    """``jnp.promote_types``: the join of two dtypes (weak kinds for Python types), as JAX's
    ``promote_types`` answers it: not canonicalized, a weak join is the 64-bit type of its kind,
    and without x64 the int64 join of narrower integers (uint32 and int32) is int32."""
    na, nb = _type_node(a), _type_node(b)
    r = TABLE[(na, nb)]
    if r.__class__ is _Weak:
        return (D.I64, D.F64, D.C128)[r.cat - 1]
    if r is D.I64 and na is not D.I64 and nb is not D.I64 and not D._X64[0]:
        return D.I32
    return r


def _type_node(t):
    if t is int:
        return IW
    if t is float:
        return FW
    if t is complex:
        return CW
    return D.to_dtype(t)

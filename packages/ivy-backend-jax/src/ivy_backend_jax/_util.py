"""Helpers shared by the family modules (not API functions): dtype tables, promotion."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

import ivy
from ivy import _dispatch as _d
from ivy.plugin import int_overflow as _int_overflow
from ivy.plugin import int_ranges as _int_ranges
from ivy.plugin import normalize_axes as normalize_axes  # for the backend's modules
from ivy.plugin import promotion_tables as _promotion_tables
from ivy.plugin import scalar_class

from .hooks import NATIVE_DTYPES

Array = jax.Array
# The concrete array class: ``x.__class__ is AI`` is the cheapest "a jax array" test
# (tracers inside jit/grad/vmap fail it and take the isinstance path).
AI = type(jnp.zeros(()))

IVY_OF = {v: k for k, v in NATIVE_DTYPES.items()}

BOOL = np.dtype("bool")
I8 = np.dtype("int8")
I16 = np.dtype("int16")
I32 = np.dtype("int32")
I64 = np.dtype("int64")
U8 = np.dtype("uint8")
U64 = np.dtype("uint64")
F16 = np.dtype("float16")
BF16 = NATIVE_DTYPES[ivy.bfloat16]
F32 = np.dtype("float32")
F64 = np.dtype("float64")
C64 = np.dtype("complex64")
C128 = np.dtype("complex128")
FLOATS = frozenset((F16, BF16, F32, F64))
COMPLEX = frozenset((C64, C128))
INEXACT = FLOATS | COMPLEX
INTS = frozenset(NATIVE_DTYPES[d] for d in ivy.all_dtypes if d.kind in "iu")
INT_BOOL = INTS | {BOOL}
PY_SCALARS = (bool, int, float, complex)
SAMPLE = {bool: True, int: 0, float: 0.0, complex: 0j}
REAL_OF = {C64: F32, C128: F64}
COMPLEX_OF = {F16: C64, BF16: C64, F32: C64, F64: C128, C64: C64, C128: C128}

# ivy.promote_types / ivy.result_type as dicts (see ivy.plugin.promotion_tables)
PROMOTE, WEAK, PAIR_DEFAULT = _promotion_tables(NATIVE_DTYPES)
SCALAR_DEFAULT = {c: PAIR_DEFAULT[c, c] for c in SAMPLE}


def is_array(x):
    return x.__class__ is AI or isinstance(x, Array)


def as_array(x, dtype=None):
    """``x`` as a jax array: Python scalars get ivy's default dtype for their kind."""
    if x.__class__ is AI or isinstance(x, Array):
        return x if dtype is None or x.dtype == dtype else x.astype(dtype)
    if dtype is None:
        dtype = SCALAR_DEFAULT[scalar_class(x)]
    return jnp.asarray(x, dtype=dtype)


# {native integer dtype: (min, max)}: one lookup tells whether a Python int fits an array's dtype
# (no entry: not an integer dtype)
IRANGE = _int_ranges(NATIVE_DTYPES)
_I64_MIN = -(2**63)
_I64_END = 2**63


def int_scalar(s, d, name=None):
    """A Python int ``s`` for an array of dtype ``d``: ivy's ScalarOverflowError if an integer
    ``d`` cannot hold it (JAX wraps it silently: int8 ``[1] + 300`` gave 45); one outside int64
    (which JAX cannot parse) as a 0-d array of ``d``. ``name`` names the function in the error.
    The fast paths inline the range test (``IRANGE``) and come here for the rest."""
    r = IRANGE.get(d)
    if r is not None and not r[0] <= s <= r[1]:
        raise _int_overflow(s, d, name)
    if not _I64_MIN <= s < _I64_END:
        return jnp.asarray(np.asarray(s, dtype=d))
    return s


def promote(x1, x2, name=None):
    """Both arguments with ivy's promoted dtype. A Python scalar with an array stays a Python
    scalar: JAX treats it as weak, so the result has the (cast) array's dtype; a Python int the
    (integer) dtype cannot hold is ivy's ScalarOverflowError (``int_scalar``; ``name`` names the
    function)."""
    t1 = x1.__class__ is AI or isinstance(x1, Array)
    t2 = x2.__class__ is AI or isinstance(x2, Array)
    if t1 and t2:
        d1 = x1.dtype
        d2 = x2.dtype
        if d1 != d2:
            d = PROMOTE[d1, d2]
            if d1 != d:
                x1 = x1.astype(d)
            if d2 != d:
                x2 = x2.astype(d)
        return x1, x2
    if t1:
        d = WEAK[x1.dtype, scalar_class(x2)]
        if x1.dtype != d:
            x1 = x1.astype(d)
        if x2.__class__ is int:
            x2 = int_scalar(x2, d, name)
        return x1, x2
    if t2:
        d = WEAK[x2.dtype, scalar_class(x1)]
        if x2.dtype != d:
            x2 = x2.astype(d)
        if x1.__class__ is int:
            x1 = int_scalar(x1, d, name)
        return x1, x2
    d = PAIR_DEFAULT[scalar_class(x1), scalar_class(x2)]
    return jnp.asarray(x1, dtype=d), jnp.asarray(x2, dtype=d)


def promote_float(x1, x2):
    """As ``promote``, then integer/bool results as float32 (ivy's default float)."""
    t1 = x1.__class__ is AI or isinstance(x1, Array)
    t2 = x2.__class__ is AI or isinstance(x2, Array)
    if t1 != t2:
        t, s = (x1, x2) if t1 else (x2, x1)
        d = WEAK[t.dtype, scalar_class(s)]
        if d not in INEXACT:
            d = F32
        if t.dtype != d:
            t = t.astype(d)
        return (t, s) if t1 else (s, t)
    x1, x2 = promote(x1, x2)
    if x1.dtype not in INEXACT:
        x1 = x1.astype(F32)
        x2 = x2.astype(F32)
    return x1, x2


AxisError = ivy.AxisError  # an axis out of range (ivy-core's error, a ValueError and an IndexError)


def promote_arrays(x1, x2):
    """As ``promote``, with Python scalars made 0-d arrays of the promoted dtype."""
    x1, x2 = promote(x1, x2)
    if not isinstance(x1, Array):
        x1 = jnp.asarray(x1, dtype=x2.dtype)
    elif not isinstance(x2, Array):
        x2 = jnp.asarray(x2, dtype=x1.dtype)
    return x1, x2


def jit_composition(qual, **jit_options):
    """ivy-core's composition of ``qual`` on this backend, compiled as one computation: JAX's
    eager ops cost a dispatch each, so a composition of n ops becomes one dispatch, with the
    composition's values (the same code, traced). ``jit_options`` go to ``jax.jit``."""

    def run(*args, **kwargs):
        return _d.REGISTRY[qual].composition(_d.get_backend("jax"), *args, **kwargs)

    run.__name__ = run.__qualname__ = qual
    return jax.jit(run, **jit_options)

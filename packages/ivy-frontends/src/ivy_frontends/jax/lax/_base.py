"""Unwrapping for ``jax.lax``: natives of the current backend, lax's one-dtype rule.

lax does no type promotion: the operands of a binary op must have one dtype (a Python number
takes the other operand's dtype, as a weakly typed value does in JAX); a mixed call raises
``TypeError`` as JAX does.
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendTypeError, FrontendValueError
from .. import _dtypes as D
from .._convert import arr, n, weak_of, wrap

__all__ = [
    "n",
    "arr",
    "wrap",
    "unary",
    "binary",
    "same",
    "dt",
    "shape_of",
    "nat",
    "dname",
    "asarray_",
    "FrontendTypeError",
    "FrontendValueError",
    "SCALARS",
    "get_item",
]

SCALARS = (bool, int, float, complex)


def get_item(a, key):
    """``a[key]`` of a native through its backend's ``getitem`` (the hook a tracer records: the
    native's own indexing is invisible to an ivy trace on JAX)."""
    from ..._views import backend_of

    b = backend_of(a)
    return a[key] if b is None else b.getitem(a, key)


def nat(x):
    """The native of what an ivy creation function returned (``ivy.Array`` or native)."""
    return x._data if x.__class__ is ivy.Array else x


def asarray_(v, dtype=None):
    """``ivy.asarray`` as a native array (ivy returns an ``ivy.Array`` for Python values)."""
    r = ivy.asarray(v, dtype=dtype)
    return r._data if r.__class__ is ivy.Array else r


def dname(a):
    return D.of_native(a).name


def unary(x):
    """The native of ``x`` (a Python number: a 0-d array of JAX's dtype) and its weak flag."""
    return arr(x), weak_of(x)


def binary(name, x, y):
    """Natives of ``x`` and ``y`` with one dtype; a Python number takes the other's dtype."""
    xs, ys = x.__class__ in SCALARS, y.__class__ in SCALARS
    if xs and not ys:
        b = n(y)
        return asarray_(x, dtype=D.of_native(b)._ivy), b
    if ys and not xs:
        a = n(x)
        return a, _scalar_as(y, a)
    a, b = arr(x), arr(y)
    if a.dtype != b.dtype:
        raise FrontendTypeError(
            f"lax.{name} requires arguments to have the same dtypes, got {dname(a)}, {dname(b)}. "
            f"(Tip: jnp.{name} is a similar function that does automatic type promotion on inputs)."
        )
    return a, b


def _scalar_as(v, a):
    """Python number ``v`` taking array ``a``'s dtype: passed through where ivy keeps ``a``'s
    dtype for it (an int with an int/float/complex array, a float with a float/complex one)."""
    cat = D.of_native(a)._cat
    c = v.__class__
    if (c is int and cat >= 1) or (c is float and cat >= 2):
        return v
    return asarray_(v, dtype=D.of_native(a)._ivy)


def cat(a):
    """0 bool, 1 integer (signed or unsigned), 2 float, 3 complex: one dict lookup."""
    return D.of_native(a)._cat


def same(name, *xs):
    """Natives of several operands with one dtype (numbers take the arrays' dtype)."""
    arrays = [n(x) for x in xs if x.__class__ not in SCALARS]
    if not arrays:
        return [arr(x) for x in xs]
    d = arrays[0].dtype
    for a in arrays[1:]:
        if a.dtype != d:
            raise FrontendTypeError(
                f"lax.{name} requires arguments to have the same dtypes, got "
                + ", ".join(dname(a) for a in arrays)
                + "."
            )
    idt = ivy.dtype(arrays[0])
    return [asarray_(x, dtype=idt) if x.__class__ in SCALARS else n(x) for x in xs]


def dt(d):
    """An ivy dtype from a JAX/NumPy dtype, a scalar type, a string or an ivy dtype, canonical
    under JAX's x64 flag (64-bit types become 32-bit ones while it is off)."""
    if isinstance(d, ivy.Dtype):
        d = str(d).replace("ivy.", "")
    return D.request(d)._ivy


def shape_of(a):
    return tuple(int(s) for s in a.shape)

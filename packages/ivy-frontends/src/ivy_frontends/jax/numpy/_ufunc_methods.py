"""``jnp.add.reduce``/``accumulate``/``outer``/``at`` and ``nin``/``nout``/``identity``: JAX's ufunc
methods, set as attributes of the elementwise functions (which stay plain functions: calling
``jnp.add`` costs nothing more).

>>> import ivy_frontends.jax.numpy as jnp
>>> jnp.add.reduce(jnp.arange(4)), jnp.multiply.outer(jnp.arange(2), jnp.arange(3)).shape
(Array(6, dtype=int32), (2, 3))
"""

from __future__ import annotations

import ivy

from ..._errors import FrontendValueError, refuse
from .._array import Array, wrap
from .._convert import n


def _arr(x):
    from ._creation import asarray

    return x if x.__class__ is Array else asarray(x)


def _generic_reduce(fn, identity):
    def reduce(a, axis=0, dtype=None, out=None, keepdims=False, initial=None, where=None):
        from ._manipulation import moveaxis

        if where is not None:
            raise refuse(f"jnp.{fn.__name__}.reduce", "where", "an array")
        x = _arr(a)
        if dtype is not None:
            x = x.astype(dtype)
        if axis is None:
            x, axis = x.ravel(), 0
        axes = (axis,) if isinstance(axis, int) else tuple(axis)
        r = x
        for ax in sorted((a_ % max(x.ndim, 1) for a_ in axes), reverse=True):
            m = moveaxis(r, ax, 0)
            if m.shape[0] == 0:
                if initial is None and identity is None:
                    raise FrontendValueError(f"zero-size array to reduction operation {fn.__name__} "
                                             "which has no identity")
                from ._creation import full

                r = full(m.shape[1:], identity if initial is None else initial, dtype=m.dtype)
                continue
            acc = m[0]
            for i in range(1, m.shape[0]):
                acc = fn(acc, m[i])
            r = acc
        if initial is not None and x.size:
            r = fn(r, initial)
        if keepdims:
            from ._manipulation import expand_dims

            for ax in sorted(a_ % max(x.ndim, 1) for a_ in axes):
                r = expand_dims(r, ax)
        return r
    return reduce


def _generic_accumulate(fn):
    def accumulate(a, axis=0, dtype=None, out=None):
        from ._manipulation import moveaxis, stack

        x = _arr(a)
        if dtype is not None:
            x = x.astype(dtype)
        m = moveaxis(x, axis, 0)
        if m.shape[0] == 0:
            return x
        outs = [m[0].astype(fn(m[0], m[0]).dtype)]
        for i in range(1, m.shape[0]):
            outs.append(fn(outs[-1], m[i]))
        return moveaxis(stack(outs), 0, axis)
    return accumulate


def _outer(fn):
    def outer(A, B, /):  # noqa: N803 - JAX's names
        a, b = _arr(A), _arr(B)
        ra = wrap(ivy.reshape(a._data, a.shape + (1,) * b.ndim), a._weak)
        return fn(ra, b)
    return outer


_AT = {"add": "add", "multiply": "multiply", "maximum": "max", "minimum": "min"}


def _at(fn):
    def at(a, indices, b=None, /, *, inplace=True):
        if inplace:
            raise FrontendValueError(f"jnp.ufunc.at does not support inplace=True; use "
                                     f"jnp.{fn.__name__}.at(..., inplace=False)")
        x = _arr(a)
        ref = x.at[indices]
        method = _AT.get(fn.__name__)
        if method is not None:
            return getattr(ref, method)(b)
        cur = ref.get()
        v = fn(cur, b) if b is not None else fn(cur)
        return x.astype(v.dtype).at[indices].set(v)
    return at


def _fast_reduce(fr):
    from . import _reductions as R

    def reduce(a, axis=0, dtype=None, out=None, keepdims=False, initial=None, where=None):
        kw = {"axis": axis, "keepdims": keepdims, "where": where}
        if fr in (R.sum, R.prod):
            kw["dtype"] = dtype
        if initial is not None:
            kw["initial"] = initial
        return fr(a, **kw)
    return reduce


def _fast_accumulate(fa):
    def accumulate(a, axis=0, dtype=None, out=None):
        return fa(a, axis, dtype)
    return accumulate


def bind(ns):
    from . import _reductions as R

    fast_reduce = {"add": R.sum, "multiply": R.prod, "maximum": R.max, "minimum": R.min,
                   "logical_and": R.all, "logical_or": R.any}
    fast_acc = {"add": R.cumsum, "multiply": R.cumprod}
    identities = {"add": 0, "multiply": 1, "bitwise_and": -1, "bitwise_or": 0, "bitwise_xor": 0,
                  "logical_and": True, "logical_or": False, "logical_xor": False, "logaddexp": -float("inf"),
                  "logaddexp2": -float("inf"), "subtract": None, "maximum": None, "minimum": None}
    for name, ident in identities.items():
        fn = ns[name]
        fn.nin, fn.nout, fn.nargs, fn.identity = 2, 1, 2, ident
        fr = fast_reduce.get(name)
        fn.reduce = _fast_reduce(fr) if fr is not None else _generic_reduce(fn, ident)
        fa = fast_acc.get(name)
        fn.accumulate = _fast_accumulate(fa) if fa is not None else _generic_accumulate(fn)
        fn.outer = _outer(fn)
        fn.at = _at(fn)

        def reduceat(a, indices, axis=0, dtype=None, out=None, _name=name):
            raise refuse(f"jnp.{_name}.reduceat", "indices", "any")
        fn.reduceat = reduceat
    neg = ns["negative"]
    neg.nin, neg.nout, neg.nargs, neg.identity = 1, 1, 1, None
    neg.at = _at(neg)
    _ = n

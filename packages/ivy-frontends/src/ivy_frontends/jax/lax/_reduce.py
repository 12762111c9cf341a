"""``jax.lax``'s reductions, ``reduce``/``reduce_window`` and cumulative ops.

>>> import ivy_frontends.jax.lax as lax
>>> lax.reduce_sum(lax.iota("int8", 4), (0,))       # the operand's dtype is kept
Array(6, dtype=int8)
"""

from __future__ import annotations

import builtins
import math
import operator

import ivy

from .. import _dtypes as D
from . import _elementwise as E
from ._base import FrontendTypeError, FrontendValueError, asarray_, dt, n, shape_of, unary, wrap


def _axes(a, axes, name):
    nd = len(a.shape)
    out = tuple(axes)
    for ax in out:
        if ax.__class__ is not int or not 0 <= ax < nd:
            ax = operator.index(ax)
            if not 0 <= ax < nd:
                raise FrontendValueError(f"{name}: axis {ax} is out of bounds for array of dimension {nd}")
            out = tuple(operator.index(v) for v in out)
    if len(out) > 1 and len(set(out)) != len(out):
        raise FrontendValueError(f"{name}: duplicate value in 'axes': {tuple(out)}")
    return out


def _empty_reduce(a, axes, value):
    sh = tuple(s for i, s in enumerate(shape_of(a)) if i not in axes)
    return ivy.broadcast_to(asarray_(value, dtype=ivy.dtype(a)), sh)


def reduce_sum(operand, axes, *, out_sharding=None):
    a, w = unary(operand)
    ax = _axes(a, axes, "reduce_sum")
    if not ax:
        return wrap(a, weak=w)
    return wrap(ivy.sum(a, axis=ax, dtype=D.of_native(a)._ivy), weak=w)


def reduce_prod(operand, axes):
    a, w = unary(operand)
    ax = _axes(a, axes, "reduce_prod")
    if not ax:
        return wrap(a, weak=w)
    return wrap(ivy.prod(a, axis=ax, dtype=ivy.dtype(a)), weak=w)


def _identity_max(d):
    if ivy.is_bool_dtype(d):
        return False
    if ivy.is_int_dtype(d) or ivy.is_uint_dtype(d):
        return int(ivy.iinfo(d).min)
    return -math.inf


def _identity_min(d):
    if ivy.is_bool_dtype(d):
        return True
    if ivy.is_int_dtype(d) or ivy.is_uint_dtype(d):
        return int(ivy.iinfo(d).max)
    return math.inf


def _minmax(name, fn, ident, operand, axes):
    a, w = unary(operand)
    ax = _axes(a, axes, name)
    if not ax:
        return wrap(a, weak=w)
    d = ivy.dtype(a)
    if builtins.any(a.shape[i] == 0 for i in ax):
        return wrap(_empty_reduce(a, ax, ident(d)), weak=w)
    if ivy.is_bool_dtype(d):
        return wrap((ivy.any if fn is ivy.max else ivy.all)(a, axis=ax), weak=w)
    if ivy.is_complex_dtype(d):
        # lexicographic on (real, imag), as XLA compares complex numbers
        moved = ivy.reshape(
            ivy.permute_dims(a, tuple(i for i in range(len(a.shape)) if i not in ax) + ax),
            tuple(s for i, s in enumerate(shape_of(a)) if i not in ax) + (-1,),
        )
        pieces = ivy.unstack(moved, axis=-1)
        out = pieces[0]
        pick = E._max if fn is ivy.max else E._min
        for p in pieces[1:]:
            out = pick(out, p)
        return wrap(out, weak=w)
    return wrap(fn(a, axis=ax), weak=w)


def reduce_max(operand, axes):
    return _minmax("reduce_max", ivy.max, _identity_max, operand, axes)


def reduce_min(operand, axes):
    return _minmax("reduce_min", ivy.min, _identity_min, operand, axes)


def reduce_and(operand, axes):
    a, w = unary(operand)
    ax = _axes(a, axes, "reduce_and")
    if ivy.is_bool_dtype(ivy.dtype(a)):
        return wrap(ivy.all(a, axis=ax) if ax else a)
    return _bitwise_fold(a, ax, ivy.bitwise_and, -1)


def reduce_or(operand, axes):
    a, w = unary(operand)
    ax = _axes(a, axes, "reduce_or")
    if ivy.is_bool_dtype(ivy.dtype(a)):
        return wrap(ivy.any(a, axis=ax) if ax else a)
    return _bitwise_fold(a, ax, ivy.bitwise_or, 0)


def reduce_xor(operand, axes):
    a, w = unary(operand)
    ax = _axes(a, axes, "reduce_xor")
    if ivy.is_bool_dtype(ivy.dtype(a)):
        s = ivy.sum(ivy.astype(a, ivy.int64), axis=ax) if ax else ivy.astype(a, ivy.int64)
        return wrap(ivy.equal(ivy.remainder(s, 2), 1))
    return _bitwise_fold(a, ax, ivy.bitwise_xor, 0)


def _moved(a, ax):
    keep = tuple(i for i in range(len(a.shape)) if i not in ax)
    m = ivy.permute_dims(a, keep + ax)
    return ivy.reshape(m, tuple(a.shape[i] for i in keep) + (-1,)), tuple(int(a.shape[i]) for i in keep)


def _bitwise_fold(a, ax, fn, ident):
    if not ax:
        return wrap(a)
    m, keep = _moved(a, ax)
    out = ivy.broadcast_to(asarray_(ident, dtype=ivy.dtype(a)), keep)
    if ivy.is_uint_dtype(ivy.dtype(a)) and ident == -1:
        out = ivy.bitwise_invert(ivy.zeros_like(out))
    for p in ivy.unstack(m, axis=-1):
        out = fn(out, p)
    return wrap(out)


def _arg(name, fn, operand, axis, index_dtype):
    a, _ = unary(operand)
    nd = len(a.shape)
    if not 0 <= axis < nd:
        raise FrontendValueError(f"{name}: invalid axis {axis} for operand shape {shape_of(a)}")
    if a.shape[axis] == 0:
        raise FrontendValueError(f"{name}: got operand of shape {shape_of(a)} with an empty reduced axis")
    d = dt(index_dtype)
    if not (ivy.is_int_dtype(d) or ivy.is_uint_dtype(d)) or ivy.is_bool_dtype(d):
        raise FrontendTypeError(f"index_dtype must be an integer type, but got {d}")
    if ivy.is_bool_dtype(ivy.dtype(a)):
        a = ivy.astype(a, ivy.int8)
    if ivy.is_complex_dtype(ivy.dtype(a)):
        raise FrontendTypeError(f"{name} does not accept complex operands")
    if ivy.is_float_dtype(ivy.dtype(a)):
        # the first NaN wins, as in XLA
        nan = ivy.isnan(a)
        r = fn(a, axis=axis)
        first_nan = ivy.argmax(ivy.astype(nan, ivy.int8), axis=axis)
        r = ivy.where(ivy.any(nan, axis=axis), first_nan, r)
        return wrap(ivy.astype(r, d))
    return wrap(ivy.astype(fn(a, axis=axis), d))


def argmax(operand, axis, index_dtype):
    return _arg("argmax", ivy.argmax, operand, axis, index_dtype)


def argmin(operand, axis, index_dtype):
    return _arg("argmin", ivy.argmin, operand, axis, index_dtype)


# -- reduce with a computation ----------------------------------------------------------------


def _known(computation):
    name = getattr(computation, "__name__", "")
    if computation is E.add or name == "add":
        return "sum"
    if computation is E.mul or name in ("mul", "multiply"):
        return "prod"
    if computation is E.max or name in ("max", "maximum"):
        return "max"
    if computation is E.min or name in ("min", "minimum"):
        return "min"
    if computation is E.bitwise_and or name in ("bitwise_and", "logical_and"):
        return "and"
    if computation is E.bitwise_or or name in ("bitwise_or", "logical_or"):
        return "or"
    return None


_FAST = {
    "sum": reduce_sum,
    "prod": reduce_prod,
    "max": reduce_max,
    "min": reduce_min,
    "and": reduce_and,
    "or": reduce_or,
}


def reduce(operands, init_values, computation, dimensions, out_sharding=None):
    """Reduce ``operands`` over ``dimensions`` with ``computation`` from ``init_values``
    (pytrees of the same structure); a known monoid (add, mul, max, min, and, or) reduces in one
    call, any other computation folds the slices one by one."""
    from ..tree_util import tree_flatten, tree_unflatten

    flat_ops, tree = tree_flatten(operands)
    flat_init, itree = tree_flatten(init_values)
    if len(flat_ops) != len(flat_init):
        raise FrontendValueError("reduce: operands and init_values must have the same structure")
    dims = tuple(operator.index(d) for d in dimensions)
    kind = _known(computation) if len(flat_ops) == 1 else None
    if kind is not None:
        r = _FAST[kind](flat_ops[0], dims)
        init = flat_init[0]
        out = computation(
            r,
            wrap(
                ivy.astype(
                    n(init) if init.__class__ not in (int, float, bool, complex) else asarray_(init), ivy.dtype(n(r))
                )
            ),
        )
        return tree_unflatten(tree, [out])
    natives = [n(x) for x in flat_ops]
    if not dims:
        return tree_unflatten(tree, [wrap(a) for a in natives])
    moved = [_moved(a, dims) for a in natives]
    keep = moved[0][1]
    acc = [
        wrap(
            ivy.broadcast_to(
                ivy.astype(n(i) if i.__class__ not in (int, float, bool, complex) else asarray_(i), ivy.dtype(a)), keep
            )
        )
        for i, a in zip(flat_init, natives)
    ]
    cols = [ivy.unstack(m, axis=-1) for m, _ in moved]
    for k in range(len(cols[0]) if cols else 0):
        x = tree_unflatten(tree, [wrap(c[k]) for c in cols])
        cur = tree_unflatten(tree, acc)
        res = computation(cur, x)
        acc, _ = tree_flatten(res)
    return tree_unflatten(tree, acc)


# -- windows ---------------------------------------------------------------------------------


def _pads(padding, nd):
    if isinstance(padding, str):
        return padding.upper()
    return [tuple(operator.index(v) for v in p) for p in padding]


def reduce_window(
    operand,
    init_value,
    computation,
    window_dimensions,
    window_strides=None,
    padding="VALID",
    base_dilation=None,
    window_dilation=None,
):
    """Reduce each window of ``operand`` (``lax.add``/``max``/``min``/``mul`` or any binary
    function of Arrays) from ``init_value``; padding ``"VALID"``, ``"SAME"`` or ``(lo, hi)`` pairs."""
    a = n(operand)
    nd = len(a.shape)
    wd = tuple(operator.index(v) for v in window_dimensions)
    if len(wd) != nd:
        raise FrontendTypeError(
            f"reduce_window: window_dimensions {wd} must have one entry per operand dimension ({nd})."
        )
    ws = (1,) * nd if window_strides is None else tuple(window_strides)
    bd = (1,) * nd if base_dilation is None else tuple(base_dilation)
    wdl = (1,) * nd if window_dilation is None else tuple(window_dilation)
    kind = _known(computation)
    fn = {
        "sum": ivy.add,
        "prod": ivy.multiply,
        "max": ivy.maximum,
        "min": ivy.minimum,
        "and": ivy.logical_and,
        "or": ivy.logical_or,
    }.get(kind)
    if fn is None:

        def fn(x, y):
            return n(computation(wrap(x), wrap(y)))

    init = init_value if init_value.__class__ in (int, float, bool) else ivy.to_scalar(n(init_value))
    pads = _pads(padding, nd)
    out = ivy.reduce_window(a, init, fn, wd, window_strides=ws, padding=pads, base_dilation=bd, window_dilation=wdl)
    return wrap(ivy.astype(out, ivy.dtype(a)))


# -- cumulative ------------------------------------------------------------------------------


def _cum(name, operand, axis, reverse):
    a, w = unary(operand)
    nd = len(a.shape)
    if not -nd <= axis < builtins.max(nd, 1):
        raise FrontendValueError(f"{name}: axis {axis} is out of bounds for array of dimension {nd}")
    return a, w, axis % builtins.max(nd, 1)


def cumsum(operand, axis=0, reverse=False):
    a, w, ax = _cum("cumsum", operand, axis, reverse)
    if ivy.is_bool_dtype(ivy.dtype(a)):
        raise FrontendTypeError("cumsum does not accept dtype bool.")
    return wrap(ivy.cumsum(a, ax, reverse=reverse, dtype=ivy.dtype(a)), weak=w)


def cumprod(operand, axis=0, reverse=False):
    a, w, ax = _cum("cumprod", operand, axis, reverse)
    if ivy.is_bool_dtype(ivy.dtype(a)):
        raise FrontendTypeError("cumprod does not accept dtype bool.")
    return wrap(ivy.cumprod(a, axis=ax, reverse=reverse, dtype=ivy.dtype(a)), weak=w)


def cummax(operand, axis=0, reverse=False):
    a, w, ax = _cum("cummax", operand, axis, reverse)
    return wrap(_cumext(a, ax, reverse, True), weak=w)


def cummin(operand, axis=0, reverse=False):
    a, w, ax = _cum("cummin", operand, axis, reverse)
    return wrap(_cumext(a, ax, reverse, False), weak=w)


def _cumext(a, ax, reverse, is_max):
    if a.shape[ax] == 0 if len(a.shape) else False:
        return a
    if len(a.shape) == 0:
        return a
    x = ivy.flip(a, axis=ax) if reverse else a
    d = ivy.dtype(x)
    if ivy.is_bool_dtype(d):
        r = ivy.astype((ivy.cummax if is_max else ivy.cummin)(ivy.astype(x, ivy.int8), axis=ax)[0], d)
    else:
        r = (ivy.cummax if is_max else ivy.cummin)(x, axis=ax)[0]
        if ivy.is_float_dtype(d):
            # NaN propagates forward, as XLA's max/min do
            seen = ivy.astype(ivy.cummax(ivy.astype(ivy.isnan(x), ivy.int8), axis=ax)[0], ivy.bool)
            r = ivy.where(seen, ivy.full_like(r, math.nan), r)
    r = ivy.astype(r, d)
    return ivy.flip(r, axis=ax) if reverse else r


def cumlogsumexp(operand, axis=0, reverse=False):
    a, w, ax = _cum("cumlogsumexp", operand, axis, reverse)
    if len(a.shape) == 0 or a.shape[ax] == 0:
        return wrap(a, weak=w)
    d = ivy.dtype(a)
    x = ivy.flip(a, axis=ax) if reverse else a
    xf = ivy.astype(x, ivy.float64) if d != ivy.float64 else x
    m = ivy.max(xf, axis=ax, keepdims=True)
    m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
    r = ivy.add(ivy.log(ivy.cumsum(ivy.exp(ivy.subtract(xf, m)), ax)), m)
    r = ivy.astype(r, d)
    return wrap(ivy.flip(r, axis=ax) if reverse else r, weak=w)

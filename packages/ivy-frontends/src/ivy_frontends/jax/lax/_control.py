"""``jax.lax``'s control flow: ``cond``, ``switch``, ``while_loop``, ``fori_loop``, ``scan``,
``map``, ``associative_scan``; and ``stop_gradient``.

They run eagerly in Python (the branch taken, the loop's iterations), which is what they compute;
inside ``ivy.compile``/``jax.jit`` of the frontend a predicate must be concrete.

>>> import ivy_frontends.jax.lax as lax
>>> lax.fori_loop(0, 5, lambda i, acc: acc + i, 0)
Array(10, dtype=int32, weak_type=True)
"""

from __future__ import annotations

import operator

import ivy

from ..tree_util import tree_flatten, tree_map, tree_structure, tree_unflatten
from ._base import FrontendTypeError, FrontendValueError, arr, asarray_, get_item, n, shape_of, wrap

_SENTINEL = object()


def _as_array(x):
    from .._array import Array

    if x.__class__ is Array:
        return x
    a = arr(x)
    from .._convert import weak_of

    return wrap(a, weak_of(x))


def _scalar_bool(pred, name):
    p = n(pred)
    if p.__class__ in (bool, int, float):
        return bool(p)
    if len(p.shape):
        raise FrontendTypeError(f"Pred must be a scalar, got {pred} of shape {shape_of(p)}.")
    return bool(ivy.to_scalar(p))


def _check_same(name, a, b):
    ta, tb = tree_structure(a), tree_structure(b)
    if ta != tb:
        raise FrontendTypeError(f"{name} branches must have equal output types and structure, got {ta} and {tb}.")


def cond(pred, true_fun, false_fun, *operands, operand=_SENTINEL):
    """``true_fun(*operands)`` if ``pred`` else ``false_fun(*operands)``."""
    if operand is not _SENTINEL:
        if operands:
            raise FrontendTypeError("if 'operand' keyword is passed then no operands can be passed positionally")
        operands = (operand,)
    if not callable(true_fun) or not callable(false_fun):
        raise FrontendTypeError("lax.cond: true_fun and false_fun arguments should be callable.")
    p = n(pred)
    if p.__class__ not in (bool, int, float) and not ivy.is_bool_dtype(ivy.dtype(p)) and not len(p.shape):
        d = ivy.dtype(p)
        if not (ivy.is_int_dtype(d) or ivy.is_uint_dtype(d)):
            raise FrontendTypeError(f"Pred type must be either boolean or number, got {d}.")
    if p.__class__ in (bool, int, float):
        return (true_fun if p else false_fun)(*operands)
    if len(p.shape):
        raise FrontendTypeError(f"Pred must be a scalar, got {pred} of shape {shape_of(p)}.")
    # (through ivy.if_else: the branch taken now where the predicate has a value; both branches
    # as one node where it is traced, e.g. by ivy_tracer.transpile)
    last = {}
    pb = p if ivy.is_bool_dtype(ivy.dtype(p)) else ivy.not_equal(p, 0)
    return _result(ivy.if_else(pb, _branch(true_fun, operands, last), _branch(false_fun, operands, last), ()),
                   last["out"])


def _branch(fn, operands, last):
    """``fn(*operands)`` as a branch of ``ivy.if_else``: its arrays as natives, its output pytree
    kept in ``last["out"]`` (the branch that ran last is the one taken)."""
    def run():
        out = fn(*operands)
        last["out"] = out
        return tuple(n(x) for x in tree_flatten(out)[0])
    return run


def _result(natives, last):
    """The branch's output pytree: ``last`` (the branch that ran last) where ``natives`` are its
    arrays (eager, or an ivy_tracer trace); else ``natives`` (jax.lax.cond's outputs under jax.jit)
    in ``last``'s structure and weak types."""
    leaves, tree = tree_flatten(last)
    if len(leaves) == len(natives) and all(n(a) is b for a, b in zip(leaves, natives)):
        return last
    return tree_unflatten(tree, [wrap(b, getattr(a, "_weak", False)) for a, b in zip(leaves, natives)])


def switch(index, branches, *operands, operand=_SENTINEL):
    """``branches[clamp(index, 0, len - 1)](*operands)``."""
    if operand is not _SENTINEL:
        operands = (operand,)
    branches = list(branches)
    if not branches:
        raise FrontendValueError("Empty branch sequence")
    i = n(index)
    if i.__class__ not in (int, bool):
        if len(i.shape):
            raise FrontendTypeError(f"Branch index must be scalar, got {index} of shape {shape_of(i)}.")
        d = ivy.dtype(i)
        if not (ivy.is_int_dtype(d) or ivy.is_uint_dtype(d)) or ivy.is_bool_dtype(d):
            raise FrontendTypeError(f"Index type must be an integer, got {d}.")
        if len(branches) > 1:
            return _switch_on_array(i, branches, operands)
        i = 0
    i = min(max(int(i), 0), len(branches) - 1)
    return branches[i](*operands)


def _switch_on_array(i, branches, operands):
    """``branches[clamp(i)](*operands)`` for an index array, through nested ``ivy.if_else``: the
    branch taken now where ``i`` has a value, every branch as nodes of a trace where it is traced."""
    last = {}

    def pick(k):
        if k == len(branches) - 1:
            return _branch(branches[k], operands, last)
        return lambda: ivy.if_else(ivy.less_equal(i, k), _branch(branches[k], operands, last), pick(k + 1), ())

    return _result(pick(0)(), last["out"])


def while_loop(cond_fun, body_fun, init_val):
    """``while cond_fun(val): val = body_fun(val)``; ``val``'s structure must not change."""
    val = tree_map(_as_array, init_val)
    struct = tree_structure(val)
    leaves, tree = tree_flatten(val)
    weak = [x._weak for x in leaves]
    if not leaves:  # (no array to carry: a Python loop)
        while _scalar_bool(cond_fun(val), "while_loop"):
            val = body_fun(val)
        return val

    def unflat(xs):
        return tree_unflatten(tree, [wrap(x, w) for x, w in zip(xs, weak)])

    def body(*xs):
        out = body_fun(unflat(xs))
        if tree_structure(out) != struct:
            raise FrontendTypeError(
                f"body_fun output and input must have identical types, got {tree_structure(out)} and {struct}.")
        return tuple(n(_as_array(x)) for x in tree_flatten(out)[0])

    def test(*xs):
        c = n(cond_fun(unflat(xs)))
        if c.__class__ is not bool and len(c.shape):
            raise FrontendTypeError(f"Pred must be a scalar, got {c} of shape {shape_of(c)}.")
        return c

    # (ivy.while_loop: a Python loop where the test has a value; one node of a trace otherwise)
    return unflat(ivy.while_loop(test, body, tuple(n(x) for x in leaves)))


def fori_loop(lower, upper, body_fun, init_val, *, unroll=None):
    """``for i in range(lower, upper): val = body_fun(i, val)`` (``i`` an int32 scalar Array)."""
    lo, hi = n(lower), n(upper)
    lo = lo if lo.__class__ is int else int(ivy.to_scalar(lo))
    hi = hi if hi.__class__ is int else int(ivy.to_scalar(hi))
    idt = ivy.dtype(arr(lower)) if lower.__class__ is not int else ivy.int32
    val = init_val
    for i in range(lo, hi):
        val = body_fun(wrap(asarray_(i, dtype=idt), lower.__class__ is int and upper.__class__ is int), val)
    return tree_map(_as_array, val) if hi <= lo else val


def scan(f, init, xs=None, length=None, reverse=False, unroll=1, _split_transpose=False):
    """``carry, y = f(carry, x)`` over the leading axis of ``xs``; returns the final carry and the
    stacked ``y``s (pytrees)."""
    leaves, tree = tree_flatten(xs)
    natives = [n(x) for x in leaves]
    lengths = {int(a.shape[0]) for a in natives if len(a.shape)}
    if any(not len(a.shape) for a in natives):
        raise FrontendValueError("scan got value with no leading axis to scan over")
    if length is not None:
        length = operator.index(length)
        lengths.add(length)
    if len(lengths) > 1:
        raise FrontendValueError(f"scan got values with different leading axis sizes: {sorted(lengths)}")
    if not lengths:
        raise FrontendValueError("scan got no values to scan over and `length` not provided.")
    (T,) = lengths
    carry = init
    ys = []
    steps = range(T - 1, -1, -1) if reverse else range(T)
    carry_struct = tree_structure(init)
    for t in steps:
        x = tree_unflatten(tree, [wrap(get_item(a, (t,))) for a in natives])
        carry, y = f(carry, x)
        if tree_structure(carry) != carry_struct:
            raise FrontendTypeError(
                f"scan body function carry input and carry output must have equal types, got {carry_struct} "
                f"and {tree_structure(carry)}."
            )
        ys.append(y)
    if reverse:
        ys.reverse()
    if not ys:
        from ..._errors import UnsupportedArgumentError

        raise UnsupportedArgumentError(
            "lax.scan of length 0 is not supported by ivy_frontends (the outputs' shapes would need tracing f)"
        )
    y_leaves0, ytree = tree_flatten(ys[0])
    stacked = []
    for k in range(len(y_leaves0)):
        stacked.append(wrap(ivy.stack([arr(tree_flatten(y)[0][k]) for y in ys], axis=0)))
    return tree_map(_as_array, carry), tree_unflatten(ytree, stacked)


def map(f, xs, *, batch_size=None):  # noqa: A001 (lax's name)
    """``f`` applied to each slice of ``xs``'s leading axis, results stacked."""
    _, ys = scan(lambda c, x: (c, f(x)), (), xs)
    return ys


def associative_scan(fn, elems, reverse=False, axis=0):
    """The inclusive prefix combination of ``elems`` along ``axis`` with associative ``fn``."""
    leaves, tree = tree_flatten(elems)
    natives = [n(x) for x in leaves]
    if not natives:
        return elems
    nd = len(natives[0].shape)
    ax = axis % nd
    T = natives[0].shape[ax]
    if reverse:
        natives = [ivy.flip(a, axis=ax) for a in natives]

    def at(a, t):
        key = [slice(None)] * nd
        key[ax] = slice(t, t + 1)
        return wrap(get_item(a, tuple(key)))

    acc = tree_unflatten(tree, [at(a, 0) for a in natives]) if T else None
    outs = [acc] if T else []
    for t in range(1, T):
        acc = fn(acc, tree_unflatten(tree, [at(a, t) for a in natives]))
        outs.append(acc)
    if not outs:
        return elems
    res = []
    for k in range(len(natives)):
        r = ivy.concat([n(tree_flatten(o)[0][k]) for o in outs], axis=ax)
        res.append(wrap(ivy.flip(r, axis=ax) if reverse else r))
    return tree_unflatten(tree, res)


def stop_gradient(x):
    """``x`` with no gradient flowing back (leaves of a pytree)."""
    return tree_map(lambda v: wrap(ivy.stop_gradient(arr(v))), x)


def optimization_barrier(operand, /):
    return operand

"""ivy 1.0's control flow (``ivy/functional/ivy/control_flow_ops.py`` of Ivy's published API):
``if_else``, ``while_loop``, ``for_loop``, ``try_except``, ``cmp_is``, ``cmp_isnot``.

Eagerly they are Python's ``if``, ``while``, ``for`` and ``try``. Inside ``ivy.compile`` (or
``jax.jit`` / ``tf.function``), a condition that is a traced value (it depends on the traced
arguments, so Python cannot know it) goes to the framework's own construct: ``jax.lax.cond`` /
``jax.lax.while_loop`` on JAX, ``tf.cond`` / ``tf.while_loop`` on TensorFlow. Then both branches
(or the loop body and the variables it starts from) must give nests of the same structure with
arrays of the same shapes and dtypes, as those constructs require; the variables are passed to
the functions and returned as ``ivy.Array`` where they were given as ``ivy.Array``. A condition
Python can decide (a number, a concrete array) runs the plain Python path even while tracing, so
a loop over a Python counter is unrolled. PyTorch (``torch.compile``) and the other backends
run the Python path (``torch.compile`` breaks the graph at a data-dependent condition).
``for_loop`` iterates over a Python iterable, so it is unrolled when traced.

>>> import ivy
>>> ivy.while_loop(lambda i, s: i < 4, lambda i, s: (i + 1, s + i), (0, 0))
(4, 6)
>>> ivy.if_else(lambda x: x > 0, lambda x: x * 2, lambda x: -x, (3,))
6
"""

# ``vars`` is the name of Ivy's argument (it shadows the builtin here only):
# ruff: noqa: A001, A002

from __future__ import annotations

import sys

from . import _dispatch as _d
from . import _tree
from ._argcheck import guarded
from .errors import InvalidArgumentError

__all__ = ["if_else", "while_loop", "for_loop", "try_except", "cmp_is", "cmp_isnot"]


# ----------------------------------------------------------- traced conditions


def _native(x):
    return x._data if x.__class__ is _d._Array else x


def _decide(c):
    """``(True/False, None)`` for a condition Python can decide, ``(None, framework)`` for a value
    being traced by ``"jax"`` (jax.jit) or ``"tensorflow"`` (tf.function)."""
    n = _native(c)
    try:
        return bool(n), None
    except Exception as e:  # noqa: BLE001 - which exception tells a traced value depends on the framework
        jax = sys.modules.get("jax")
        if jax is not None and isinstance(n, jax.core.Tracer):
            return None, "jax"
        tf = sys.modules.get("tensorflow")
        if tf is not None and isinstance(n, tf.Tensor) and isinstance(e, TypeError):
            return None, "tensorflow"
        raise


def _scalar_pred(kind, c):
    n = _native(c)
    if kind == "jax":
        import jax.numpy as jnp

        return jnp.reshape(jnp.asarray(n), ()).astype(bool)
    import tensorflow as tf

    return tf.reshape(tf.cast(n, tf.bool), [])


class _Flat:
    """Functions of nests seen as functions of flat lists of native arrays (what tf.cond and
    tf.while_loop take); remembers the structure and which leaves were ``ivy.Array``."""

    def __init__(self, what):
        self.what = what
        self.structure = None

    def flatten(self, nest):
        leaves, td = _tree.flatten(nest)
        wrapped = tuple(v.__class__ is _d._Array for v in leaves)
        if self.structure is None:
            self.structure = (td, wrapped)
        elif self.structure[0] != td:
            raise InvalidArgumentError(
                f"{self.what}: traced by the framework, the results must have one structure; got "
                f"{_tree.unflatten(self.structure[0], ['*'] * len(self.structure[1]))!r} and "
                f"{_tree.unflatten(td, ['*'] * len(leaves))!r}"
            )
        return [_native(v) for v in leaves]

    def unflatten(self, natives):
        td, wrapped = self.structure
        return _tree.unflatten(td, [_d._Array(n) if w else n for n, w in zip(natives, wrapped)])


def _framework_cond(kind, pred, true_fn, false_fn):
    """``true_fn()`` or ``false_fn()`` (functions of no argument returning nests) by the traced
    ``pred``, through the framework's conditional."""
    flat = _Flat("ivy.if_else")
    if kind == "jax":
        import jax

        out = jax.lax.cond(_scalar_pred(kind, pred), lambda: flat.flatten(true_fn()),
                           lambda: flat.flatten(false_fn()))
    else:
        import tensorflow as tf

        out = tf.cond(_scalar_pred(kind, pred), lambda: flat.flatten(true_fn()), lambda: flat.flatten(false_fn()))
    return flat.unflatten(list(out))


def _framework_while(kind, test, body, state):
    """The loop ``while test(state): state = body(state)`` over a nest ``state``, through the
    framework's loop."""
    flat = _Flat("ivy.while_loop")
    init = flat.flatten(state)
    if kind == "jax":
        import jax

        out = jax.lax.while_loop(lambda xs: _scalar_pred(kind, test(flat.unflatten(xs))),
                                 lambda xs: flat.flatten(body(flat.unflatten(xs))), init)
    else:
        import tensorflow as tf

        if not init:
            raise InvalidArgumentError("ivy.while_loop: a traced loop needs at least one variable")
        out = tf.while_loop(lambda *xs: _scalar_pred(kind, test(flat.unflatten(list(xs)))),
                            lambda *xs: flat.flatten(body(flat.unflatten(list(xs)))), init)
    return flat.unflatten(list(out))


# ------------------------------------------------------------------ the API


def _call(fn, vars):
    if isinstance(vars, dict):
        return fn(**vars)
    return fn(*vars)


@guarded(body_fn="Callable", orelse_fn="Callable")
def if_else(cond, body_fn, orelse_fn, vars):
    """``body_fn(*vars)`` if ``cond(*vars)`` is true, else ``orelse_fn(*vars)`` (a dict ``vars``
    is passed as keywords; a ``cond`` that is not callable is the condition itself). A traced
    condition runs ``jax.lax.cond`` / ``tf.cond`` (see the module's notes).

    >>> ivy.if_else(lambda x: x > 2, lambda x: x * 2, lambda x: x / 2, (ivy.asarray(1.0),))
    ivy.array(0.5, dtype=float32, backend=numpy)
    >>> ivy.if_else(True, lambda a, b: a + b, lambda a, b: a - b, {"a": 1, "b": 2})
    3
    """
    vars = _as_vars(vars, "if_else")
    c = _call(cond, vars) if callable(cond) else cond
    decided, kind = _decide(c)
    if kind is None:
        return _call(body_fn if decided else orelse_fn, vars)
    return _framework_cond(kind, c, lambda: _call(body_fn, vars), lambda: _call(orelse_fn, vars))


def _as_vars(vars, what):
    if isinstance(vars, (tuple, list, dict)):
        return vars
    raise InvalidArgumentError(f"ivy.{what}: vars is a tuple (or list, or dict) of the variables, got "
                               f"{type(vars).__name__}")


def _as_tuple(result):
    return result if isinstance(result, tuple) else (result,)


@guarded(test_fn="Callable", body_fn="Callable")
def while_loop(test_fn, body_fn, vars):
    """Run ``vars = body_fn(*vars)`` while ``test_fn(*vars)`` is true and return the final
    ``vars`` as a tuple (a dict's values are the variables, in order; a body returning one
    value that is not a tuple gives the one variable). A test that becomes a traced value
    hands the loop, from where it is, to ``jax.lax.while_loop`` / ``tf.while_loop``.

    >>> ivy.while_loop(lambda i: i < 3, lambda i: i + 1, (0,))
    (3,)
    >>> ivy.while_loop(lambda i, j: i < 3, lambda i, j: (i + 1, j * 2), {"i": 0, "j": 1})
    (3, 8)
    """
    vars = _as_vars(vars, "while_loop")
    state = tuple(vars.values()) if isinstance(vars, dict) else tuple(vars)
    while True:
        decided, kind = _decide(test_fn(*state))
        if kind is not None:
            return tuple(_framework_while(kind, lambda s: test_fn(*s), lambda s: _check_len(body_fn(*s), len(s)),
                                          state))
        if not decided:
            return state
        state = _check_len(body_fn(*state), len(state))


def _check_len(result, n):
    result = _as_tuple(result)
    if len(result) != n:
        raise InvalidArgumentError(f"ivy.while_loop: the body returned {len(result)} values for {n} variables")
    return result


@guarded(iterable="Iterable", body_fn="Callable")
def for_loop(iterable, body_fn, vars):
    """Run ``vars = body_fn(item, vars)`` for each ``item`` of ``iterable`` and return the final
    ``vars`` (a tuple; the body gets them as one tuple). Python's ``for``: unrolled when traced.

    >>> ivy.for_loop([1, 2, 3], lambda k, v: (v[0] + k, v[1] * k), (0, 1))
    (6, 6)
    """
    vars = _as_vars(vars, "for_loop")
    state = tuple(vars.values()) if isinstance(vars, dict) else tuple(vars)
    for item in iterable:
        state = _as_tuple(body_fn(item, state))
    return state


@guarded(body1="Callable", body2="Callable")
def try_except(body1, body2, vars):
    """``body1(*vars)``, or ``body2(*vars, e)`` if that raises the exception ``e``.

    >>> ivy.try_except(lambda a: 1 / a, lambda a, e: type(e).__name__, (0,))
    'ZeroDivisionError'
    """
    vars = _as_vars(vars, "try_except")
    try:
        return body1(*vars)
    except Exception as e:  # noqa: BLE001 - what try_except is for
        return body2(*vars, e)


def cmp_is(left, right):
    """``left is right``.

    >>> x = ivy.ones(2)
    >>> ivy.cmp_is(x, x), ivy.cmp_is(x, ivy.ones(2))
    (True, False)
    """
    return left is right


def cmp_isnot(left, right):
    """``left is not right``.

    >>> ivy.cmp_isnot(None, None)
    False
    """
    return left is not right

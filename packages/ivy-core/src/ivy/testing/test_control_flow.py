"""ivy 1.0's control flow (``ivy.control_flow``) on the backend under test: eagerly against
Python's own ``if``/``while``/``for``/``try`` on NumPy values, and traced (ivy.compile on JAX and
TensorFlow, whose compilers cannot run a Python ``if`` on a traced value) against the eager
results."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy

from .helpers import backend_name, to_ivy

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)
_TRACED = backend_name() in ("jax", "tensorflow")

_elements = st.floats(-100, 100, width=32, allow_subnormal=False)
_vectors = hnp.arrays(np.float32, st.integers(1, 5), elements=_elements)  # (sum of |a| + 1 grows: the loop ends)
_any_arrays = hnp.arrays(np.float32, hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=3),
                         elements=_elements)


@_few
@given(_any_arrays)
def test_if_else_against_python_if(a):
    x = to_ivy(a)
    got = ivy.if_else(lambda x: ivy.sum(x) > 0, lambda x: x * 2, lambda x: x - 1, (x,))
    want = a * 2 if a.sum() > 0 else a - 1
    np.testing.assert_allclose(ivy.to_numpy(got), want, rtol=1e-6)
    assert ivy.is_ivy_array(got)


def test_if_else_vars_and_conditions():
    assert ivy.if_else(lambda a, b: a < b, lambda a, b: "then", lambda a, b: "else", (1, 2)) == "then"
    assert ivy.if_else(False, lambda a, b: a + b, lambda a, b: a - b, {"b": 2, "a": 7}) == 5  # keywords
    assert ivy.if_else(to_ivy(np.array(0.0, np.float32)), lambda: 1, lambda: 2, ()) == 2
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.if_else(True, lambda x: x, lambda x: x, 3)
    with pytest.raises((ValueError, RuntimeError, TypeError, ivy.IvyError)):  # an array of two is no condition
        ivy.if_else(to_ivy(np.array([True, False])), lambda: 1, lambda: 2, ())


@_few
@given(_vectors, st.floats(1, 1000, width=32))
def test_while_loop_against_python_while(a, limit):
    x = to_ivy(np.abs(a) + 1)
    i, s = ivy.while_loop(lambda i, s: ivy.sum(s) < limit, lambda i, s: (i + 1, s * 2), (0, x))
    ri, rs = 0, np.abs(a) + 1
    while rs.sum() < limit:
        ri, rs = ri + 1, rs * 2
    assert int(i) == ri
    np.testing.assert_allclose(ivy.to_numpy(s), rs, rtol=1e-6)


def test_while_loop_forms():
    assert ivy.while_loop(lambda i: i < 3, lambda i: i + 1, (0,)) == (3,)
    assert ivy.while_loop(lambda i, j: i < 3, lambda i, j: (i + 1, j * 2), {"i": 0, "j": 1}) == (3, 8)
    assert ivy.while_loop(lambda i: False, lambda i: 1 / 0, [5]) == (5,)  # the body never runs
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.while_loop(lambda i, j: i < 3, lambda i, j: i + 1, (0, 0))


def test_for_loop_against_python_for():
    x = to_ivy(np.array([1.0, 2.0], np.float32))
    got = ivy.for_loop(range(4), lambda k, v: (v[0] + k, v[1] * 2), (0, x))
    assert got[0] == 6
    np.testing.assert_array_equal(ivy.to_numpy(got[1]), [16.0, 32.0])
    seen = []
    assert ivy.for_loop([5, 6], lambda k, v: seen.append(k) or v, ()) == ()
    assert seen == [5, 6]
    assert ivy.for_loop([], lambda k, v: 1 / 0, (1,)) == (1,)


def test_try_except_and_cmp():
    assert ivy.try_except(lambda a, b: a / b, lambda a, b, e: ("err", type(e)), (1, 0)) == ("err", ZeroDivisionError)
    assert ivy.try_except(lambda a, b: a + b, lambda a, b, e: None, (1, 2)) == 3
    x = to_ivy(np.ones(2, np.float32))
    y = to_ivy(np.ones(2, np.float32))
    assert ivy.cmp_is(x, x) and not ivy.cmp_is(x, y)
    assert ivy.cmp_isnot(x, y) and not ivy.cmp_isnot(None, None)


# ------------------------------------------------------------------ traced


def _branchy(x):
    return ivy.if_else(lambda x: ivy.sum(x) > 0, lambda x: x * 2, lambda x: x - 1, (x,))


def _loopy(x):
    return ivy.while_loop(lambda i, s: ivy.sum(s) < 100.0, lambda i, s: (i + 1, s * 2), (0, x))


@pytest.mark.skipif(not _TRACED, reason="only JAX and TensorFlow compile without running Python conditions")
def test_traced_condition_uses_the_frameworks_cond():
    f = ivy.compile(_branchy)
    for a in (np.array([1.0, -0.5, 3.0], np.float32), np.array([-1.0, 0.5], np.float32)):
        x = to_ivy(a)
        got = f(x)  # one trace per shape; the second call of a shape reuses it
        np.testing.assert_allclose(ivy.to_numpy(got), a * 2 if a.sum() > 0 else a - 1)
        got = f(to_ivy(-a))  # the same trace, the other branch
        np.testing.assert_allclose(ivy.to_numpy(got), -a * 2 if -a.sum() > 0 else -a - 1)


@pytest.mark.skipif(not _TRACED, reason="only JAX and TensorFlow compile without running Python conditions")
def test_traced_loop_uses_the_frameworks_loop():
    f = ivy.compile(_loopy)
    for a in (np.array([1.0, 2.0], np.float32), np.array([30.0, 40.0], np.float32),
              np.array([0.5, 0.25], np.float32)):
        i, s = f(to_ivy(a))
        ri, rs = 0, a
        while rs.sum() < 100:
            ri, rs = ri + 1, rs * 2
        assert int(ivy.to_numpy(i)) == ri
        np.testing.assert_allclose(ivy.to_numpy(s), rs)
        assert ivy.is_ivy_array(s)


@pytest.mark.skipif(not _TRACED, reason="only JAX and TensorFlow compile without running Python conditions")
def test_traced_branches_of_different_structures_are_refused():
    def f(x):
        return ivy.if_else(lambda x: ivy.sum(x) > 0, lambda x: (x, x), lambda x: x, (x,))

    with pytest.raises(ivy.InvalidArgumentError):
        ivy.compile(f)(to_ivy(np.ones(2, np.float32)))


def test_python_counter_loop_unrolls_under_compile():
    def f(x):
        return ivy.for_loop(range(3), lambda k, v: (v[0] + k,), (x,))[0]

    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (numpy: no compiler, it runs eagerly)
        if backend_name() == "torch":
            fc = f  # (torch.compile takes long on CPU; the loop is plain Python there anyway)
        else:
            fc = ivy.compile(f)
        got = fc(to_ivy(np.array([1.0, 2.0], np.float32)))
    np.testing.assert_array_equal(ivy.to_numpy(got), [4.0, 5.0])

"""Tracing NumPy code (a traced ndarray subclass, ``__array_ufunc__`` / ``__array_function__``):
ufuncs and their methods, functions, methods, operators, indexing, in-place writes, random draws,
reads of values. The ground truth is NumPy itself: each graph replayed on fresh inputs equals the
function called directly. Run in the numpy session only."""

from __future__ import annotations

import math

import numpy as np
import pytest
from _helpers import only_on

import ivy_tracer
from ivy_tracer import TraceError

pytestmark = only_on("numpy")
RNG = np.random.default_rng(0)


def _a(*s):
    return RNG.standard_normal(s).astype(np.float32)


def code(x, w):
    y = np.tanh(x @ w) + x.sum(axis=1, keepdims=True)  # ufunc, operator, method
    z = np.concatenate([y, np.abs(y)], axis=1).T.copy()  # function, attribute, method
    z[0] = 1.0  # setitem
    z += np.ones_like(z)  # in place
    m = np.maximum.reduce(z, axis=0)  # a ufunc's method
    return np.where(m > 1.5, m, -m).mean(), z[1:, ::2]


def test_numpy_code_replays_on_fresh_inputs():
    x, w = _a(2, 3), _a(3, 3)
    g = ivy_tracer.trace(code, x, w)
    assert g.framework == "numpy" and g.backend == "numpy"
    targets = {n.format_target() for n in g.calls}
    assert {"numpy.tanh", "numpy.concatenate", "numpy.maximum.reduce", "operator.matmul", ".sum", ".T",
            "x[i] = v"} <= targets, targets
    for _ in range(3):
        x2, w2 = _a(2, 3), _a(3, 3)
        out, ref = g(x2, w2), code(x2, w2)
        np.testing.assert_allclose(out[0], ref[0], rtol=1e-6)
        np.testing.assert_allclose(out[1], ref[1], rtol=1e-6)
        assert type(out[1]) is np.ndarray
    ns = {}
    exec(g.source(), ns)
    np.testing.assert_allclose(ns["code"](x, w, **g.bound_values())[1], code(x, w)[1], rtol=1e-6)


def test_in_place_writes_of_an_input_are_replayed():
    def f(x):
        x[0] = 7.0
        x *= 2.0
        np.add(x, 1.0, out=x)
        return x

    g = ivy_tracer.trace(f, _a(3))
    assert sum(bool(n.meta.get("mutates")) for n in g.calls) == 3
    x = _a(3)
    expected = x.copy()
    expected[0] = 7.0
    expected = expected * 2 + 1
    out = g(x)
    np.testing.assert_allclose(x, expected)  # written in place
    assert out is x


def test_random_draws_stay_nodes():
    def f(x):
        return x + np.random.uniform(size=x.shape)

    g = ivy_tracer.trace(f, np.zeros(5000))
    assert any(n.meta.get("random") for n in g.calls)
    a, b = g(np.zeros(5000)), g(np.zeros(5000))
    assert not np.array_equal(a, b)
    for s in (a, b):  # U(0, 1): mean 1/2, variance 1/12
        assert abs(s.mean() - 0.5) < 5 * math.sqrt(1 / 12 / s.size) and abs(s.var() - 1 / 12) < 0.01


@pytest.mark.parametrize("how", ["bool", "float", "item", "tolist", "int"])
def test_reading_values_is_a_trace_error_naming_the_line(how):
    fns = {"bool": lambda x: x if x.sum() > 0 else -x, "float": lambda x: x * float(x.max()),
           "item": lambda x: x * x.max().item(), "tolist": lambda x: x * sum(x.tolist()),
           "int": lambda x: x[: int(x.argmax())]}
    with pytest.raises(TraceError, match=r"test_capture_numpy\.py:\d+") as e:
        ivy_tracer.trace(fns[how], _a(4))
    assert f'"{how}": lambda x' in str(e.value)


def test_shapes_read_are_guards_and_len_and_iteration_are_recorded():
    def f(x):
        rows = [r * i for i, r in enumerate(x)]  # iteration: one x[i] per row
        return np.stack(rows) / len(x) + x.reshape(x.shape[0], -1).mean()

    g = ivy_tracer.trace(f, _a(3, 2))
    for s in ((3, 2), (5, 2), (2, 4)):
        x = _a(*s)
        np.testing.assert_allclose(g(x), f(x), rtol=1e-6)


def test_numpy_scalars_and_0d_results():
    def f(x):
        s = x.sum()  # a numpy scalar eagerly: a 0-d traced array here
        return s * 2 + np.float32(1), x.max() - s

    g = ivy_tracer.trace(f, _a(4))
    x = _a(4)
    for a, b in zip(g(x), f(x)):
        np.testing.assert_allclose(a, b, rtol=1e-6)


def test_fold_and_dead_code_on_numpy_graphs():
    def f(x):
        table = np.arange(4.0) * 2  # no input: folded
        unused = np.sin(x)  # noqa: F841
        return x + table

    g = ivy_tracer.trace(f, np.zeros(4))
    h = g.eliminate_dead_code().fold_constants()
    assert [n.format_target() for n in h.calls] == ["operator.add"]
    np.testing.assert_allclose(h(np.ones(4)), 1 + np.arange(4.0) * 2)


def test_compile_on_numpy_warns_and_runs():
    g = ivy_tracer.trace(lambda x: np.exp(x) * 2, _a(3))
    with pytest.warns(RuntimeWarning, match="no compiler"):
        c = g.compile()
    x = _a(3)
    np.testing.assert_allclose(c(x), np.exp(x) * 2, rtol=1e-6)


def test_writes_numpy_does_not_see_are_a_trace_error_not_a_wrong_graph():
    import ctypes

    def f(x):
        out = np.zeros_like(x)
        src = np.ascontiguousarray(x * 3)
        ctypes.memmove(out.ctypes.data, src.ctypes.data, src.nbytes)  # (as compiled code fills an output buffer)
        return out + x

    np.testing.assert_array_equal(f(np.arange(3.0)), [0.0, 4.0, 8.0])
    with pytest.raises(TraceError, match="does not reproduce the function"):
        ivy_tracer.trace(f, np.arange(3.0))

"""Tracing ivy code on the session's backend: a graph replayed on fresh inputs equals the function
called directly (the ground truth is the function itself, and NumPy for the maths)."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest
from _helpers import BACKEND, arr, assert_tree_close, tonp
from hypothesis import given
from hypothesis import strategies as st

import ivy
import ivy_tracer
from ivy_tracer import TraceError

RNG = np.random.default_rng(0)


def _x(*shape, lo=-2.0, hi=2.0, dtype="float32"):
    return arr(RNG.uniform(lo, hi, shape), dtype)


def _f(x, w):
    y = ivy.matmul(x, w) + 1.0
    z = ivy.where(y > 0, ivy.exp(-y), y * 2)
    s = ivy.sum(z, axis=-1, keepdims=True)
    return ivy.concat([z[:, :1], s], axis=-1) / (1.0 + ivy.abs(s))


def test_replay_equals_the_function_on_fresh_inputs():
    x, w = _x(4, 3), _x(3, 5)
    g = ivy_tracer.trace(_f, x, w)
    assert [n.kind for n in g.nodes][:2] == ["input", "input"] and g.output_node is not None
    for x2 in (_x(4, 3), _x(4, 3, lo=-5, hi=5), _x(7, 3)):  # (another batch size too: no shape was read)
        assert_tree_close(g(x2, w), _f(x2, w))
    # ground truth for the maths: NumPy
    xn, wn = tonp(x), tonp(w)
    y = xn @ wn + 1
    z = np.where(y > 0, np.exp(-y), 2 * y)
    s = z.sum(-1, keepdims=True)
    np.testing.assert_allclose(tonp(g(x, w)), np.concatenate([z[:, :1], s], -1) / (1 + np.abs(s)), rtol=1e-5)


def test_a_trace_runs_beside_another_dispatch_hook_and_leaves_it_installed():
    """ivy's dispatch hooks compose (a frontend's recording tape may be on while a trace runs):
    the other hook still sees every call, the graph is the same, and the hook stays afterwards."""
    seen = []

    def other(backend, name, fn, args, kwargs):
        seen.append(name)
        return fn(*args, **kwargs)

    x, w = _x(4, 3), _x(3, 5)
    ivy.add_dispatch_hook(other)
    try:
        g = ivy_tracer.trace(_f, x, w)
        assert "matmul" in seen and "exp" in seen
        assert ivy.dispatch_hooks() == (other,)
        seen.clear()
        assert_tree_close(g(x, w), _f(x, w))
        assert "matmul" in seen  # the replay's ivy calls go through the other hook too
    finally:
        ivy.remove_dispatch_hook(other)
    assert ivy.dispatch_hooks() == ()


def test_native_arrays_in_native_out_ivy_arrays_in_ivy_arrays_out():
    x, w = _x(2, 3), _x(3, 2)
    g = ivy_tracer.trace(_f, x.data, w.data)
    out = g(x.data, w.data)
    assert type(out) is type(x.data)
    gi = ivy_tracer.trace(_f, x, w)
    assert type(gi(x, w)) is ivy.Array
    np.testing.assert_allclose(tonp(out), tonp(gi(x, w)), rtol=1e-6)


def _mlp():
    ivy.seed(seed_value=0)
    return ivy.Sequential(ivy.Linear(3, 8), ivy.ReLU(), ivy.Linear(8, 2))


def test_a_module_s_variables_are_named_parameters_read_on_each_call():
    m = _mlp()
    x = _x(5, 3)
    g = ivy_tracer.trace(m, x)
    names = sorted(n.target for n in g.parameters)
    assert names == ["submodules.v0.b", "submodules.v0.w", "submodules.v2.b", "submodules.v2.w"]
    assert not g.constants
    assert_tree_close(g(x), m(x))
    # an optimizer step gives the module new variables: the graph reads them
    m.v = m.v.cont_map(lambda v, kc: v * 0.5) if hasattr(m.v, "cont_map") else ivy.Container(
        {"submodules": {k: {n: a * 0.5 for n, a in d.items()} for k, d in m.v["submodules"].items()}})
    assert_tree_close(g(x), m(x))
    # train/eval: the graph holds the mode it was traced in and traces again for the other
    m.eval()
    assert_tree_close(g(x), m(x))


def test_nested_inputs_and_outputs_keep_their_structure():
    def f(batch, scale=2.0):
        a, b = batch["pair"]
        c = batch["list"][1]
        return {"sum": a + b * scale, "items": [ivy.sin(c), (a * c,)]}, ivy.Container({"x": {"y": b - 1.0}})

    batch = {"pair": (_x(3), _x(3)), "list": [_x(2), _x(3)]}
    g = ivy_tracer.trace(f, batch)
    for _ in range(2):
        fresh = {"pair": (_x(3), _x(3)), "list": [_x(2), _x(3)]}
        out, cont = g(fresh)
        ref, rcont = f(fresh)
        assert_tree_close(out, ref)
        assert isinstance(cont, ivy.Container)
        np.testing.assert_allclose(tonp(cont["x"]["y"]), tonp(rcont["x"]["y"]))
    assert g(fresh, scale=2.0) is not None  # the static argument defaults to its traced value
    np.testing.assert_allclose(tonp(g(fresh, 3.0)[0]["sum"]), tonp(f(fresh, 3.0)[0]["sum"]), rtol=1e-6)


def test_container_input():
    def f(c):
        return ivy.Container({"a": c["a"] * 2.0, "b": ivy.mean(c["b"])})

    c = ivy.Container({"a": _x(3), "b": _x(2, 2)})
    g = ivy_tracer.trace(f, c)
    c2 = ivy.Container({"a": _x(3), "b": _x(2, 2)})
    out = g(c2)
    assert isinstance(out, ivy.Container)
    np.testing.assert_allclose(tonp(out["a"]), tonp(f(c2)["a"]))
    np.testing.assert_allclose(tonp(out["b"]), tonp(f(c2)["b"]), rtol=1e-6)


def test_setitem_writes_as_eagerly():
    def f(x):
        y = x * 1.0
        y[0] = 5.0
        y[1:] = y[1:] * 2.0
        return y + x

    x = _x(4)
    g = ivy_tracer.trace(f, x)
    assert any(n.meta.get("mutates") for n in g.calls) or BACKEND in ("jax", "tensorflow", "mxnet")
    x2 = _x(4)
    assert_tree_close(g(x2), f(x2))
    ref = tonp(x2) * 1.0
    ref[0] = 5.0
    ref[1:] *= 2.0
    np.testing.assert_allclose(tonp(g(x2)), ref + tonp(x2), rtol=1e-6)


@pytest.mark.skipif(BACKEND in ("jax", "tensorflow"), reason="JAX and TensorFlow arrays cannot be written in place")
def test_an_input_written_in_place_is_written_by_the_replay_too():
    def f(x):
        ivy.inplace_update(x, x * 2.0)
        return x + 1.0

    x = _x(3)
    before = tonp(x).copy()
    g = ivy_tracer.trace(f, x)
    np.testing.assert_allclose(tonp(x), before * 2)  # (the trace ran the function once)
    x2 = _x(3)
    ref = tonp(x2) * 2
    out = g(x2)
    np.testing.assert_allclose(tonp(x2), ref, rtol=1e-6)
    np.testing.assert_allclose(tonp(out), ref + 1, rtol=1e-6)


def test_random_draws_stay_nodes_and_draw_anew_with_the_right_distribution():
    def f(x):
        return x + ivy.random_normal(shape=(4000,))

    x = ivy.zeros((4000,))
    g = ivy_tracer.trace(f, x)
    (draw,) = [n for n in g.calls if n.meta.get("random")]
    assert draw.target is ivy.random_normal
    a, b = tonp(g(x)), tonp(g(x))
    assert not np.array_equal(a, b)
    for s in (a, b):  # N(0, 1): mean within 5 standard errors, standard deviation within 5%
        assert abs(s.mean()) < 5 / math.sqrt(s.size) and abs(s.std() - 1) < 0.05
    # a draw is never folded into a constant
    assert any(n.meta.get("random") for n in g.fold_constants().calls)


def test_dropout_in_training_draws_a_new_mask_each_call():
    x = ivy.ones((2000,))
    g = ivy_tracer.trace(lambda x: ivy.dropout(x, 0.5), x)
    a, b = tonp(g(x)), tonp(g(x))
    assert not np.array_equal(a, b)
    for s in (a, b):
        kept = (s != 0).mean()
        assert abs(kept - 0.5) < 5 * math.sqrt(0.25 / s.size)
        np.testing.assert_allclose(s[s != 0], 2.0, rtol=1e-6)


_READS = {
    "bool": lambda x: x * 2 if ivy.sum(x) > 0 else x,
    "float": lambda x: x * float(ivy.sum(x)),
    "int": lambda x: x[: int(ivy.argmax(x))],
    "to_numpy": lambda x: x + float(ivy.to_numpy(ivy.sum(x))),
}


@pytest.mark.parametrize("how", sorted(_READS))
def test_reading_a_value_into_python_is_a_trace_error_naming_the_line(how):
    fn = _READS[how]
    with pytest.raises(TraceError) as e:
        ivy_tracer.trace(fn, _x(4, lo=0.1, hi=1.0))
    msg = str(e.value)
    assert isinstance(e.value, ivy.IvyError)
    assert "test_trace_ivy.py:" in msg and f'"{how}": lambda x:' in msg, msg
    assert "guards=True" in msg


def test_guards_record_the_value_and_trace_again_when_it_changes():
    fn = _READS["bool"]
    g = ivy_tracer.trace(fn, _x(4, lo=0.1, hi=1.0), guards=True)
    assert "GuardFailed" in g.source()
    pos, neg = _x(4, lo=0.1, hi=1.0), _x(4, lo=-1.0, hi=-0.1)
    for x in (pos, neg, pos, neg):
        assert_tree_close(g(x), fn(x))
    assert len(g._variants) == 1  # (the negative case traced once, then reused)


def test_a_shape_read_into_python_holds_for_that_shape_and_traces_again_for_others():
    def f(x):
        return ivy.reshape(x, (x.shape[0], -1)) * 2.0

    g = ivy_tracer.trace(f, _x(2, 3, 4))
    assert "shape" in g.source()
    for s in ((2, 3, 4), (5, 3, 4), (5, 2, 2)):
        x = _x(*s)
        assert_tree_close(g(x), f(x))


def test_ivy_control_flow_stays_nodes_with_subgraphs():
    def f(x):
        i, s = ivy.while_loop(lambda i, s: ivy.logical_and(ivy.sum(ivy.abs(s)) < 50.0, i < 20),
                              lambda i, s: (i + 1, s * 2.0), (0, x))
        y = ivy.if_else(lambda a: ivy.sum(a) > 0, lambda a: a * 3.0, lambda a: -a, (s,))
        (acc,) = ivy.for_loop(x, lambda item, st: (st[0] + item * item,), (ivy.zeros(()),))
        return i, y, acc

    x = _x(3, lo=0.5, hi=1.0)
    g = ivy_tracer.trace(f, x)
    targets = {n.target for n in g.calls}
    assert {ivy.while_loop, ivy.if_else, ivy.for_loop} <= targets
    assert [sg.name for sg in g.subgraphs()] == ["while_cond", "while_body", "then_branch", "else_branch", "for_body"]
    for x2 in (x, x * 10.0, -x, _x(3, lo=0.01, hi=0.02)):  # other trip counts and the other branch
        out, ref = g(x2), f(x2)
        for a, b in zip(out, ref):
            np.testing.assert_allclose(tonp(a), tonp(b), rtol=1e-5)
    # its source has nested functions and runs from its text
    ns = {}
    exec(g.source(), ns)
    np.testing.assert_allclose(tonp(ns["f"](x * 3.0, **g.bound_values())[1]), tonp(f(x * 3.0)[1]), rtol=1e-5)


def test_python_control_flow_is_unrolled():
    def f(x, n=3):
        for k in range(n):
            x = x * 2.0 + k
        return x

    g = ivy_tracer.trace(f, _x(2))
    assert len([n for n in g.calls if n.target is ivy.multiply]) == 3
    x = _x(2)
    assert_tree_close(g(x), f(x))


def test_generated_source_runs_from_its_text():
    m = _mlp()
    x = _x(4, 3)
    g = ivy_tracer.trace(lambda x, w: m(x) * 2.0 + ivy.sum(w), x, _x(2))
    for lowered in (False, True):
        src = g.source(lowered=lowered)
        ns = {}
        exec(compile(src, "<test>", "exec"), ns)
        fn = ns[g.name]
        w = _x(2)
        out = fn(x, w, **(g.lower() if lowered else g).bound_values())
        np.testing.assert_allclose(tonp(out), tonp(m(x) * 2.0 + ivy.sum(w)), rtol=1e-5)
    assert "ivy.linear(" in g.source()
    assert "ivy." not in g.source(lowered=True).split("def ", 1)[1].replace("ivy.Array", "")


def test_dead_code_elimination_and_constant_folding():
    def f(x):
        unused = ivy.cos(x)  # noqa: F841 - dead code
        scale = ivy.exp(ivy.asarray(1.0))  # no input: folded
        noise = ivy.random_uniform(shape=(3,)) * 0.0  # random: never folded
        return x * scale + noise

    g = ivy_tracer.trace(f, _x(3))
    names = [n.target.__name__ for n in g.calls]
    assert "cos" in names and "exp" in names
    d = g.eliminate_dead_code()
    assert "cos" not in [n.target.__name__ for n in d.calls] and "cos" in names  # (a copy)
    folded = d.fold_constants()
    left = [n.target.__name__ for n in folded.calls]
    assert "exp" not in left and "asarray" not in left and "random_uniform" in left
    assert any(n.kind == "constant" and n.meta.get("folded") for n in folded.nodes)
    x = _x(3)
    np.testing.assert_allclose(tonp(folded(x)), tonp(x) * math.e, rtol=1e-6)


def test_folding_parameters_freezes_them():
    m = _mlp()
    g = ivy_tracer.trace(lambda x: m(x) + ivy.sum(m.v["submodules"]["v0"]["w"]), _x(2, 3))
    frozen = g.fold_constants(parameters=True)
    assert len(frozen.calls) < len(g.calls)
    x = _x(2, 3)
    np.testing.assert_allclose(tonp(frozen(x)), tonp(g(x)), rtol=1e-5)


_OTHER = {"numpy": "torch", "torch": "numpy", "jax": "numpy", "tensorflow": "numpy", "mxnet": "numpy"}


def test_to_backend_runs_the_ivy_graph_on_another_backend():
    other = _OTHER[BACKEND]
    if other not in ivy.backends():
        pytest.skip(f"{other} is not installed here")
    m = _mlp()
    x = _x(4, 3)
    g = ivy_tracer.trace(lambda x: ivy.softmax(m(x), axis=-1), x)
    h = g.to_backend(other)
    assert h.backend == other and g.backend == BACKEND
    xo = ivy.asarray(tonp(x), backend=other)
    out = h(xo)
    assert ivy._dispatch.backend_of(out.data if type(out) is ivy.Array else out).name == other
    np.testing.assert_allclose(tonp(out), tonp(g(x)), rtol=1e-5, atol=1e-6)
    # the copy's weights are the module's at conversion
    assert any(n.kind == "parameter" for n in h.nodes)


def test_to_backend_refuses_a_graph_of_framework_calls():
    if BACKEND != "numpy":
        pytest.skip("the NumPy session traces NumPy code here")
    g = ivy_tracer.trace(lambda x: np.sin(x) * 2, np.ones(3), source="numpy")
    with pytest.raises(TraceError, match="not an ivy call"):
        g.to_backend("torch" if "torch" in ivy.backends() else "numpy")


def test_print_shows_a_table_with_shapes_and_dtypes():
    g = ivy_tracer.trace(_f, _x(4, 3), _x(3, 5))
    text = str(g)
    lines = text.splitlines()
    assert lines[1].split() == ["name", "kind", "target", "args", "shape", "dtype"]
    assert re.search(r"matmul\s+call\s+ivy\.matmul\s+x, w, .*\s+\(4, 5\)\s+float32", text), text
    assert "output" in lines[-1]


def test_pictures():
    g = ivy_tracer.trace(_f, _x(4, 3), _x(3, 5))
    dot = g.to_dot()
    assert dot.startswith("digraph") and "ivy.matmul" in dot and dot.count("->") >= len(g.calls)


def test_the_hook_is_gone_after_a_trace():
    b = ivy.get_backend(BACKEND).load()
    ivy_tracer.trace(_f, _x(2, 3), _x(3, 2))
    assert ivy.get_dispatch_hook() is None
    for qual, spec in ivy._dispatch.REGISTRY.items():
        assert getattr(b, spec.attr) is b._raw[qual], qual
    assert ivy.while_loop is ivy.control_flow.while_loop and ivy.while_loop.__module__ == "ivy.control_flow"


_DTYPES = {"float32": 1e-5, "float64": 1e-12, "int32": 0}


@given(shape=st.lists(st.integers(0, 4), min_size=0, max_size=3),
       other=st.lists(st.integers(1, 4), min_size=0, max_size=3),
       dtype=st.sampled_from(sorted(_DTYPES)), data=st.data())
def test_hypothesis_replay_on_other_shapes_and_dtypes(shape, other, dtype, data):
    if dtype not in [d.name for d in ivy.get_backend(BACKEND).supported_dtypes()]:
        return
    if len(other) != len(shape):
        other = shape

    def f(x):
        y = ivy.abs(x) * 2 + x
        return ivy.sum(y, axis=-1) if y.ndim else y, ivy.maximum(y, x)

    def draw(s):
        n = int(np.prod(s)) if s else 1
        vals = data.draw(st.lists(st.integers(-5, 5), min_size=n, max_size=n))
        return ivy.asarray(np.asarray(vals, dtype=dtype).reshape(s))

    x = draw(tuple(shape))
    g = ivy_tracer.trace(f, x)
    for s in (shape, other):
        x2 = draw(tuple(s))
        out, ref = g(x2), f(x2)
        for a, b in zip(out, ref):
            assert tonp(a).dtype == tonp(b).dtype
            np.testing.assert_allclose(tonp(a), tonp(b), rtol=_DTYPES[dtype])


def test_dead_code_keeps_values_a_loop_body_captures():
    """A value only a loop body reads (a capture of the enclosing graph) is used: dead-code
    elimination keeps it, and the graph still runs."""
    def f(x):
        c = ivy.asarray(2.0, dtype=x.dtype)
        out = ivy.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * c), (ivy.asarray(0), x))
        return out[1]

    x = arr([1.0, 2.0])
    g = ivy_tracer.trace(f, x)
    d = g.eliminate_dead_code()
    assert any(n.target is ivy.asarray or getattr(n.target, "__name__", "") == "asarray" for n in d.calls)
    assert_tree_close(d(x), f(x))

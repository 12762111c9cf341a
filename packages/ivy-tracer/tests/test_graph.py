"""The IR itself (built by hand, no trace): nodes and their users, copies, erasing, printing,
generated source and its literals, pictures and what they need."""

from __future__ import annotations

import operator
import shutil

import numpy as np
import pytest

import ivy
import ivy_tracer
from ivy_tracer import Graph
from ivy_tracer.codegen import generate
from ivy_tracer.targets import SETITEM, Attr, Method, is_literal


def _graph():
    g = Graph("f")
    x = g.input("x", meta={"shape": (2,), "dtype": "float64"})
    c = g.constant(np.asarray([1.0, 2.0]), name="c")
    a = g.call(np.add, (x, c))
    m = g.call(operator.mul, (a, 3.0))
    g.call(np.sin, (x,))  # dead
    g.set_output({"y": m, "pair": (a, 1)})
    return g, x, c, a, m


def test_nodes_users_and_replacement():
    g, x, c, a, m = _graph()
    assert [n.kind for n in g.nodes] == ["input", "constant", "call", "call", "call", "output"]
    assert list(x.users) == [a, g.nodes[4]] and list(a.users) == [m, g.output_node]
    a.replace_all_uses_with(x)
    assert m.args == (x, 3.0) and not a.users and m in x.users
    with pytest.raises(ValueError, match="still has users"):
        g.erase(x)
    g.erase(a)
    assert a not in g.nodes


def test_unique_valid_names():
    g = Graph("lambda")
    assert g.name == "lambda_"
    names = [g.call(abs, (1,), name="sum").name for _ in range(3)]
    assert names == ["sum_", "sum__1", "sum__2"]  # (builtins are never shadowed)
    assert g.input("my input").name == "my_input" and g.input("2x").name == "_2x"


def test_copy_is_deep_and_dead_code_elimination():
    g, *_ = _graph()
    h = g.copy()
    assert [n.name for n in h.nodes] == [n.name for n in g.nodes]
    assert all(a is not b for a, b in zip(h.nodes, g.nodes))
    d = g.eliminate_dead_code()
    assert "sin" not in [n.name for n in d.nodes] and "sin" in [n.name for n in g.nodes]


def test_generated_source_and_its_call():
    g, *_ = _graph()
    src = g.source()
    assert "def f(x, *, c):" in src and "add = np.add(x, c)" in src and "mul = add * 3.0" in src
    assert "return {'y': mul, 'pair': (add, 1)}" in src
    out = g(np.asarray([1.0, 1.0]))
    np.testing.assert_array_equal(out["y"], [6.0, 9.0])
    assert out["pair"][1] == 1


def test_methods_attributes_operators_and_setitem_are_written_as_python():
    g = Graph("h")
    x = g.input("x")
    t = g.call(Attr("T"), (x,))
    s = g.call(Method("sum", np.ndarray), (t,), {"axis": 0})
    w = g.call(SETITEM, (t, (slice(None, 1), Ellipsis), 0.0), meta={"mutates": True})
    n = g.call(operator.neg, (w,))
    i = g.call(operator.getitem, (n, (0, slice(1, None))))
    g.set_output((s, i))
    src = g.source()
    for line in ("T = x.T", "sum_ = T.sum(axis=0)", "T[slice(None, 1, None), ...] = 0.0", "neg = -setitem",
                 "getitem = neg[0, slice(1, None, None)]"):
        assert line in src, src
    a = np.arange(6.0).reshape(2, 3)
    s_out, i_out = g(a.copy())
    np.testing.assert_array_equal(s_out, a.T.sum(axis=0))
    ref = -np.concatenate([np.zeros((1, 2)), a.T[1:]])
    np.testing.assert_array_equal(i_out, ref[0, 1:])


def test_literals_generated_source_can_write():
    for v in (1, 2.5, float("inf"), float("nan"), 1 + 2j, "s", b"b", None, (1, (2,)), [1, 2], {"a": 1},
              slice(1, None, 2), Ellipsis, range(3), np.dtype("float32"), np.float32(1.5), ivy.float32):
        assert is_literal(v), v
        src = generate(_const_graph(v)).text
        ns = {}
        exec(src, ns)
        out = ns["k"]()
        if isinstance(v, float) and v != v:
            assert out != out
        else:
            assert out == v and type(out) is type(v), (v, out)
    assert not is_literal(np.ones(2)) and not is_literal(object())


def _const_graph(v):
    g = Graph("k")
    g.set_output(g.call(operator.getitem, ((v,), 0)))
    return g


def test_table_printing():
    g, *_ = _graph()
    text = str(g)
    assert text.splitlines()[0] == "Graph f (? code on ?)"
    assert "x       input" in text and "(2,)" in text and "float64" in text


def test_dot_text_needs_nothing_and_pictures_need_graphviz(tmp_path, monkeypatch):
    g, *_ = _graph()
    dot = g.to_dot()
    assert dot.startswith("digraph f {") and dot.rstrip().endswith("}")
    assert 'label="{x|input|2 float64}"' in dot
    p = tmp_path / "g.dot"
    assert g.show(p) == str(p) and p.read_text() == dot
    with pytest.raises(ivy.InvalidArgumentError, match="unknown picture format"):
        g.show(tmp_path / "g.xyz")
    if shutil.which("dot"):
        svg = g.show(tmp_path / "g.svg")
        assert (tmp_path / "g.svg").read_text().lstrip().startswith(("<?xml", "<svg")) and svg
    # without Graphviz: a clear IvyError saying what to install
    import ivy_tracer.draw as draw

    monkeypatch.setattr(draw.shutil, "which", lambda name: None)
    monkeypatch.setitem(__import__("sys").modules, "graphviz", None)
    with pytest.raises(ivy.IvyError, match="apt install graphviz"):
        g.show(tmp_path / "g.png")


def test_trace_refuses_what_is_not_callable_and_unknown_sources():
    with pytest.raises(ivy.InvalidArgumentError, match="expected a callable"):
        ivy_tracer.trace(3)
    with pytest.raises(ivy.InvalidArgumentError, match="source must be one of"):
        ivy_tracer.trace(lambda: 1, source="caffe")


def test_a_graph_made_by_a_transformation_refuses_inputs_its_guards_do_not_cover():
    g = Graph("f")
    x = g.input("x", meta={"guards": [("tuple({}.shape)", (2,))]})
    g.set_output(g.call(np.negative, (x,)))
    np.testing.assert_array_equal(g(np.ones(2)), -np.ones(2))
    with pytest.raises(ivy_tracer.GuardError, match="no function to trace again"):
        g(np.ones(3))

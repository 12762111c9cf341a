"""ivy 1.0's nest utilities (``ivy.nest``) on the backend under test: nests of Python values
against hand-written expectations and Python's own list/dict operations, array leaves against
NumPy's item assignment."""

from __future__ import annotations

import collections
import copy

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ivy

from .helpers import backend_name, to_ivy

_few = settings(max_examples=min(10, settings.default.max_examples)) if backend_name() == "jax" else (lambda f: f)

_leaf = st.integers(-5, 5)
_nests = st.recursive(
    _leaf,
    lambda kids: st.one_of(
        st.lists(kids, max_size=3),
        st.lists(kids, max_size=3).map(tuple),
        st.dictionaries(st.sampled_from("abc"), kids, max_size=3),
    ),
    max_leaves=8,
)


def _leaves(n):
    """The leaves in order, by Python's own iteration (the reference)."""
    if isinstance(n, (list, tuple)):
        return [v for x in n for v in _leaves(x)]
    if isinstance(n, dict):
        return [v for x in n.values() for v in _leaves(x)]
    return [n]


def _get(n, index):
    for k in index:
        n = n[k]
    return n


@given(_nests)
def test_all_nested_indices_reach_every_leaf_in_order(nest):
    indices = ivy.all_nested_indices(nest)
    assert [_get(nest, i) for i in indices] == _leaves(nest)
    assert [ivy.index_nest(nest, i) for i in indices] == _leaves(nest)
    assert ivy.multi_index_nest(nest, indices) == _leaves(nest)
    assert ivy.all_nested_indices(nest) == [list(p) for p in ivy._tree.leaf_paths(nest)] or not _leaves(nest)


@given(_nests)
def test_nested_argwhere_and_any(nest):
    want = [i for i in ivy.all_nested_indices(nest) if _get(nest, i) < 0]
    assert ivy.nested_argwhere(nest, lambda v: v < 0) == want
    assert ivy.nested_argwhere(nest, lambda v: v < 0, stop_after_n_found=1) == want[:1]
    assert ivy.nested_any(nest, lambda v: v < 0) is bool(want)


def test_indices_of_nests_come_after_their_contents():
    x = (189, (863, 672), [])
    assert ivy.all_nested_indices(x, include_nests=True) == [[0], [1, 0], [1, 1], [1], [2]]
    assert ivy.nested_argwhere({"a": [1, 2], "b": [3]}, lambda v: isinstance(v, list) and len(v) == 2,
                               check_nests=True) == [["a"]]
    assert ivy.nested_argwhere([[1], (2,)], lambda v: True, to_ignore=tuple) == [[0, 0], [1]]
    assert ivy.all_nested_indices(5) == [[]] and ivy.nested_argwhere(5, lambda v: v > 9) == []


@given(_nests, st.data())
def test_set_and_map_at_index(nest, data):
    indices = ivy.all_nested_indices(nest)
    if not indices or indices == [[]]:
        return
    index = data.draw(st.sampled_from(indices))
    # shallow=False: the input is untouched, the result is the input with one leaf changed
    before = copy.deepcopy(nest)
    out = ivy.set_nest_at_index(nest, index, "new", shallow=False)
    assert nest == before
    assert _get(out, index) == "new"
    assert [v for i, v in zip(indices, _leaves(out)) if i != index] == \
        [v for i, v in zip(indices, _leaves(before)) if i != index]
    mapped = ivy.map_nest_at_index(nest, index, lambda v: v * 10, shallow=False)
    assert _get(mapped, index) == _get(nest, index) * 10 and nest == before
    # shallow=True: the same result
    assert ivy.set_nest_at_index(nest, index, "new") == out


def test_shallow_writes_into_lists_and_dicts_and_rebuilds_tuples():
    inner = [1, 2]
    x = {"a": inner, "b": (3, 4)}
    out = ivy.set_nest_at_index(x, ("a", 0), 9)
    assert out is x and inner == [9, 2]
    out = ivy.set_nest_at_index(x, ("b", 1), 8)
    assert out is x and x["b"] == (3, 8)
    t = (1, [2])
    assert ivy.set_nest_at_index(t, (0,), 5) == (5, [2]) and t == (1, [2])
    P = collections.namedtuple("P", "u v")
    got = ivy.map_nest_at_index(P(1, 2), (1,), lambda v: v + 1)
    assert type(got) is P and got == P(1, 3)


def test_set_and_map_at_indices():
    nest = [[1, 2, 3], ["a", "b"]]
    assert ivy.set_nest_at_indices(nest, [[0, 2], [1, 0]], [111, "x"]) == [[1, 2, 111], ["x", "b"]]
    assert nest == [[1, 2, 111], ["x", "b"]]
    nest = {"a": [1.0, 2.0], "b": (4.0,)}
    out = ivy.set_nest_at_indices(nest, (("a", 1), ("b", 0)), 0.0, shallow=False)
    assert out == {"a": [1.0, 0.0], "b": (0.0,)} and nest == {"a": [1.0, 2.0], "b": (4.0,)}
    out = ivy.map_nest_at_indices(([-9, 8, -27], [9, -4]), ((0, 2), (1, 1)), abs)
    assert out == ([-9, 8, 27], [9, 4])
    with pytest.raises(ivy.InvalidArgumentError):
        ivy.set_nest_at_indices([1, 2], [(0,), (1,)], [5])


def test_array_leaves():
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    x = to_ivy(a)
    nest = {"w": x, "b": [to_ivy(a).data]}
    np.testing.assert_array_equal(ivy.to_numpy(ivy.index_nest(nest, ("w", 1, 2))), a[1, 2])
    np.testing.assert_array_equal(ivy.to_numpy(ivy.index_nest(nest, ("b", 0, 1))), a[1])
    want = a.copy()
    want[1, 0] = 50.0
    out = ivy.set_nest_at_index(nest, ("w", 1, 0), 50.0, shallow=False)  # a new array, x untouched
    np.testing.assert_array_equal(ivy.to_numpy(out["w"]), want)
    np.testing.assert_array_equal(ivy.to_numpy(x), a)
    out = ivy.map_nest_at_index(nest, ("b", 0, 0), lambda v: v * 0)  # a native leaf: replaced in its list
    want0 = a.copy()
    want0[0] = 0
    assert out is nest
    np.testing.assert_array_equal(ivy.to_numpy(nest["b"][0]), want0)
    ivy.set_nest_at_index(nest, ("w", 0, 1), 7.0)  # an ivy.Array is written in place on every backend
    want = a.copy()
    want[0, 1] = 7.0
    np.testing.assert_array_equal(ivy.to_numpy(x), want)
    assert ivy.all_nested_indices(x) == [[]]
    assert ivy.all_nested_indices(nest) == [["w"], ["b", 0]]


def test_container_is_a_dict_nest():
    x = to_ivy(np.array([1.0, 2.0], np.float32))
    c = ivy.Container(a=x, b={"c": x})
    assert ivy.all_nested_indices(c) == [["a"], ["b", "c"]]
    assert ivy.index_nest(c, ("b", "c")) is x
    got = ivy.set_nest_at_index(c, ("b", "c"), 3, shallow=False)
    assert isinstance(got, ivy.Container) and got.b.c == 3 and c.b.c is x
    assert ivy.duplicate_array_index_chains(c) == [[["a"], ["b", "c"]]]
    mapped = ivy.nested_map(lambda v: v * 2, c, include_derived=True, shallow=False)
    assert isinstance(mapped, ivy.Container) and c.a is x
    np.testing.assert_array_equal(ivy.to_numpy(mapped.b.c), [2.0, 4.0])


def test_insert():
    nest = [[1, 2], [3, 4]]
    ivy.insert_into_nest_at_index(nest, (1, 1), 99)
    assert nest == [[1, 2], [3, 99, 4]]
    d = {"a": {"x": 1}}
    ivy.insert_into_nest_at_index(d, ("a", "y"), 2)
    ivy.insert_into_nest_at_index(d, ("b", "c"), 3)
    assert d == {"a": {"x": 1, "y": 2}, "b": {"c": 3}}
    nest = [1, 2, 3]
    ivy.insert_into_nest_at_indices(nest, [(0,), (2,)], "z")
    assert nest == ["z", 1, "z", 2, 3]


@given(_nests, st.data())
def test_prune_at_indices_against_python_del(nest, data):
    indices = [i for i in ivy.all_nested_indices(nest) if i]
    if not indices or not isinstance(nest, (list, dict)) or any(
            isinstance(_get(nest, i[:-1]), tuple) for i in indices):
        return
    chosen = data.draw(st.lists(st.sampled_from(indices), max_size=4))
    keep = [i for i in indices if not any(i[:len(c)] == c for c in chosen)]
    kept_values = [_get(nest, i) for i in keep]
    ivy.prune_nest_at_indices(nest, chosen)
    assert _leaves(nest) == kept_values


def test_prune():
    x = {"a": [1, 2, 3], "b": 4}
    ivy.prune_nest_at_index(x, ("a", 1))
    assert x == {"a": [1, 3], "b": 4}
    x = list(range(12))
    ivy.prune_nest_at_indices(x, [(9,), (10,), (2,)])  # 10 before 9 (not as strings, "(10,)" < "(9,)")
    assert x == [0, 1, 3, 4, 5, 6, 7, 8, 11]
    assert ivy.prune_empty({"a": [], "b": {"c": {}, "d": [1, None, ()]}, "e": (0, [])}) == {"b": {"d": [1]},
                                                                                           "e": (0,)}
    assert ivy.prune_empty([[], {}, ()]) is None


@given(_nests)
def test_nested_map_and_copy_nest(nest):
    before = copy.deepcopy(nest)
    out = ivy.nested_map(lambda v: v + 100, nest, shallow=False)
    assert nest == before
    assert _leaves(out) == [v + 100 for v in _leaves(nest)]
    assert ivy.all_nested_indices(out) == ivy.all_nested_indices(nest)
    mutable = ivy.nested_map(lambda v: v, nest, to_mutable=True, shallow=False)
    assert "tuple" not in repr(type(mutable)) and _leaves(mutable) == _leaves(nest)
    c = ivy.copy_nest(nest)
    assert c == nest
    if isinstance(nest, (list, dict)):
        assert c is not nest
    in_place = ivy.nested_map(lambda v: -v, nest)
    if isinstance(nest, (list, dict)):
        assert in_place is nest
    assert _leaves(in_place) == [-v for v in _leaves(before)]


def test_nested_map_subclasses_are_leaves_unless_derived():
    od = collections.OrderedDict(a=1)
    assert ivy.nested_map(lambda v: "leaf", [od]) == ["leaf"]
    assert ivy.nested_map(lambda v: v + 1, [od], include_derived=True) == [collections.OrderedDict(a=2)]
    assert ivy.nested_map(lambda v: v * 2, ([1, 2], {"a": 1}), to_ignore=list) == ([1, 2, 1, 2], {"a": 2})
    assert ivy.nested_map(lambda v: None if v is None else v + 1, slice(1, None, 2)) == slice(2, None, 3)


def test_map():
    assert ivy.map(lambda x, y: x * y, constant={"y": 3}, unique={"x": [1, 2, 3]}) == [3, 6, 9]
    assert ivy.map(lambda x, z: x + z, unique={"x": [1, 2], "z": [10, 20]}, mean=True) == 16.5
    x = to_ivy(np.array([1.0, 3.0], np.float32))
    m = ivy.map(lambda x, w: x * w, constant={"w": x}, unique={"x": [1.0, 2.0]}, mean=True)
    np.testing.assert_allclose(ivy.to_numpy(m), [1.5, 4.5])


def test_nested_multi_map():
    a, b = {"x": [1, 2], "y": (3,)}, {"x": [10, 20], "y": (30,)}
    assert ivy.nested_multi_map(lambda vs, kc: vs[0] + vs[1], [a, b], to_ivy=False) == {"x": [11, 22], "y": (33,)}
    got = ivy.nested_multi_map(lambda vs, kc: vs[0] * 2, [a, b], index_chains=["x"], to_ivy=False)
    assert got == {"x": [2, 4], "y": (3,)}
    got = ivy.nested_multi_map(lambda vs, kc: kc, [a], index_chains=["x/1"], prune_unapplied=True, to_ivy=False)
    assert got == {"x": ["x/1"]}
    got = ivy.nested_multi_map(lambda vs, kc: vs[0] + vs[1], [{"x": 1.5}, 2.0])
    assert ivy.is_ivy_array(got["x"]) and float(got["x"]) == 3.5
    xa = to_ivy(np.array([1.0, 2.0], np.float32))
    c = ivy.Container(p=xa, q=xa)
    got = ivy.nested_multi_map(lambda vs, kc: vs[0] + vs[1], [c, c])
    assert isinstance(got, ivy.Container)
    np.testing.assert_array_equal(ivy.to_numpy(got.q), [2.0, 4.0])


def test_duplicate_array_index_chains():
    x = to_ivy(np.ones(2, np.float32))
    y = to_ivy(np.ones(2, np.float32))  # equal values, another array
    assert ivy.duplicate_array_index_chains([x, {"a": y, "b": x}, 3]) == [[[0], [1, "b"]], [[1, "a"]]]

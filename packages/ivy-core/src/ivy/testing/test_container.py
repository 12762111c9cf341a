"""``ivy.Container``: nested structures drawn by hypothesis, every operation checked leaf by
leaf against the same ivy call made on each leaf by hand, key chains against a reference
walk of the nested dict, save/load read back with ``numpy.load`` directly, and the error
raised for mismatched structures.

Gradients and compilation take Containers as nests: ``execute_with_gradients`` returns a
Container of gradients on backends with autodiff (``ivy.AutodiffError`` on numpy).
"""

from __future__ import annotations

import copy
import inspect
import io
import os
import pickle
import subprocess
import sys
import tempfile
import warnings

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy
from ivy.container import Container, ContainerKeyError

from .helpers import backend, backend_name, dtype_name, has_autodiff, supported_dtypes, to_ivy, to_numpy

AUTODIFF = has_autodiff()

# ----------------------------------------------------------------- strategies

# Keys from letters no Container method starts with a lone letter of, so attribute access works.
KEYS = st.text(alphabet="pqkz", min_size=1, max_size=2)
# A fixed pool of small shapes (0-d and size-0 included): JAX compiles once per shape and dtype.
SHAPES = [(), (0,), (3,), (2, 3), (2, 0, 1), (1, 2, 2)]


def _leaf_dtypes(names=("float32", "float64", "int32", "int64")):
    ds = [d for d in supported_dtypes("real floating") + supported_dtypes("integral") if d.name in names]
    return [np.dtype(d.name) for d in ds]


@st.composite
def np_leaves(draw, dtypes=None):
    dt = draw(st.sampled_from(_leaf_dtypes(dtypes) if dtypes else _leaf_dtypes()))
    shape = draw(st.sampled_from(SHAPES))
    el = st.integers(-5, 5) if dt.kind == "i" else st.floats(-5, 5, width=dt.itemsize * 8)
    return draw(hnp.arrays(dt, shape, elements=el))


def np_nests(max_leaves=6, dtypes=None):
    """Nested dicts (at least one key per level) with NumPy array leaves."""
    inner = st.recursive(np_leaves(dtypes), lambda ch: st.dictionaries(KEYS, ch, min_size=1, max_size=3),
                         max_leaves=max_leaves)
    return st.dictionaries(KEYS, inner, min_size=1, max_size=3)


def to_ivy_nest(d):
    return {k: to_ivy_nest(v) if isinstance(v, dict) else to_ivy(v) for k, v in d.items()}


def ref_items(d, prefix=""):
    """(key chain, leaf) of a nested dict, keys sorted (Container's default order)."""
    out = []
    for k in sorted(d):
        v = d[k]
        kc = f"{prefix}/{k}" if prefix else k
        if isinstance(v, dict):
            out += ref_items(v, kc)
        else:
            out.append((kc, v))
    return out


def _is_arr(x):
    return isinstance(x, ivy.Array) or ivy._dispatch.backend_of(x) is not None


def assert_leaf_equal(got, exp, values=True, msg=""):
    """``got`` (from a Container) equals ``exp`` (the same ivy call on one leaf)."""
    if isinstance(exp, (tuple, list)):
        assert isinstance(got, (tuple, list)) and len(got) == len(exp), msg
        for g, e in zip(got, exp):
            assert_leaf_equal(g, e, values, msg)
        return
    if exp is None:
        assert got is None, msg
        return
    if _is_arr(exp):
        assert _is_arr(got), f"{msg}: expected an array, got {type(got).__name__}"
        assert type(got) is type(exp), msg
        assert dtype_name(got) == dtype_name(exp), msg
        g, e = to_numpy(got), to_numpy(exp)
        assert g.shape == e.shape, msg
        if values:
            np.testing.assert_array_equal(g, e, err_msg=msg)
        return
    if inspect.isgenerator(exp):  # (ndenumerate): the items it yields
        assert inspect.isgenerator(got), msg
        got, exp = list(got), list(exp)
    assert got == exp, msg


def small_container():
    """Two float32 leaves (symmetric positive definite matrices, entries in (0, 1)) that every
    element-wise and matrix function accepts."""
    a = np.array([[0.3, 0.1], [0.1, 0.7]], dtype=np.float32)
    b = np.array([[[0.5, 0.1], [0.1, 0.6]], [[0.7, 0.2], [0.2, 0.4]], [[0.3, 0.05], [0.05, 0.8]]], np.float32)
    return Container(m=to_ivy(a), s={"t": to_ivy(b)})


def other_container():
    a = np.array([[0.6, 0.25], [0.25, 0.45]], dtype=np.float32)
    b = np.array([[[0.8, 0.3], [0.3, 0.5]], [[0.4, 0.1], [0.1, 0.9]], [[0.65, 0.15], [0.15, 0.35]]], np.float32)
    return Container(m=to_ivy(a), s={"t": to_ivy(b)})


# -------------------------------------------------------------- construction


@given(d=np_nests())
def test_construction_access_and_key_chains(d):
    iv = to_ivy_nest(d)
    c = Container(iv)
    ref = ref_items(iv)
    assert c.cont_all_key_chains() == [kc for kc, _ in ref]
    for kc, leaf in ref:
        assert c[kc] is leaf
        assert kc in c
        assert c.cont_has_key_chain(kc)
        node = c
        for part in kc.split("/"):
            node = getattr(node, part)
        assert node is leaf
    assert list(c.keys()) == sorted(d)
    assert len(c) == len(d)
    for k, v in c.items():
        assert isinstance(v, Container) == isinstance(d[k], dict)
    as_dict = c.cont_to_dict()
    assert [kc for kc, _ in ref_items(as_dict)] == [kc for kc, _ in ref]
    assert all(a is b for (_, a), (_, b) in zip(ref_items(as_dict), ref))

    def no_containers(x):
        return type(x) is dict and all(no_containers(v) for v in x.values() if isinstance(v, dict))

    assert no_containers(as_dict)
    assert [kc for kc, _ in Container(c.cont_to_dict()).cont_to_iterator()] == [kc for kc, _ in ref]
    assert c.cont_num_leaves == len(ref) == c.cont_num_arrays()


def test_construction_forms_and_errors():
    one, two = to_ivy(np.float32(1)), to_ivy(np.float32(2))
    a = Container(b={"c": one}, a=two)
    assert list(a) == ["a", "b"]
    assert Container({"b/c": one, "a": two}).cont_identical([Container({"b/c": one, "a": two}), a])
    assert Container([("a", two), ("b", {"c": one})]).cont_identical([Container([("a", two), ("b", {"c": one})]), a])
    assert list(Container({"z": 1, "a": 2}, alphabetical_keys=False)) == ["z", "a"]
    it = Container({"l": [one, two]}, types_to_iteratively_nest=(list,))
    assert it.cont_all_key_chains() == ["l/it_0", "l/it_1"]
    c = Container(x=1)
    c.y = {"z": 2}
    c["w/v"] = 3
    assert isinstance(c.y, Container) and c["w/v"] == 3 and c.w.v == 3
    del c["w/v"]
    assert "w/v" not in c and isinstance(c.w, Container) and len(c.w) == 0
    with pytest.raises(ivy.InvalidArgumentError, match="not both"):
        Container({"a": 1}, b=2)
    with pytest.raises(ivy.InvalidArgumentError, match="keys must be strings"):
        Container({1: 2})
    with pytest.raises(ivy.InvalidArgumentError, match="is a leaf"):
        Container({"a": 1, "a/b": 2})
    with pytest.raises(ivy.InvalidArgumentError):
        Container(3)
    with pytest.raises(ContainerKeyError, match=r"the Container at 'y' has no key 'q' \(its keys: \['z'\]\)"):
        c["y/q"]
    with pytest.raises(KeyError):
        c["nope"]
    with pytest.raises(ivy.IvyError, match="'x' is a leaf"):
        c["x/deeper"]
    with pytest.raises(AttributeError, match="no key or attribute 'nope'"):
        c.nope  # noqa: B018
    assert not hasattr(c, "nope") and c.get("y/z") == 2 and c.get("y/q", 5) == 5
    assert c["y.z"] == 2  # Ivy's alternative separator
    e = Container()
    assert e[""] is e


def test_dict_mutators_set_keys_as_setitem_does():
    """update/setdefault take key chains and make nested dicts Containers, as c[k] = v does;
    update reads mappings, (key, value) pairs and keywords, as dict.update."""
    import types

    c = Container(a=1)
    c.update({"b": {"c": 2}}, d=3)
    c.update([("e/f", 4)])
    c.update(types.MappingProxyType({"g": 5}))
    assert isinstance(c.b, Container) and c.b.c == 2 and c.d == 3 and c.e.f == 4 and c.g == 5
    assert c.setdefault("a", 9) == 1
    s = c.setdefault("h", {"i": 6})
    assert isinstance(s, Container) and s is c.h and c["h/i"] == 6
    assert c.setdefault("j/k", 7) == 7 and c.j.k == 7
    with pytest.raises(ivy.InvalidArgumentError, match="keys must be strings"):
        c.update({1: 2})
    assert c.pop("g") == 5 and "g" not in c and c.pop("g", None) is None
    k, v = c.popitem()
    assert k not in c
    c.clear()
    assert len(c) == 0


# ---------------------------------------------------------------------- maps


@given(d=np_nests(), data=st.data())
def test_cont_map_with_key_chains(d, data):
    iv = to_ivy_nest(d)
    c = Container(iv)
    ref = ref_items(iv)
    m = c.cont_map(lambda x, kc: (kc, x))
    assert [v for v in m.cont_to_iterator_values()] == [(kc, leaf) for kc, leaf in ref]
    assert m.cont_identical([m, c.map(lambda x, kc: (kc, x))], same_arrays=False)
    chosen = data.draw(st.lists(st.sampled_from([kc for kc, _ in ref]), unique=True))
    sel = c.cont_map(lambda x, kc: "hit", key_chains=chosen)
    for kc, leaf in ref:
        assert (sel[kc] == "hit") if kc in chosen else (sel[kc] is leaf)
    inv = c.cont_map(lambda x, kc: "hit", key_chains=chosen, to_apply=False)
    for kc, leaf in ref:
        assert (inv[kc] is leaf) if kc in chosen else (inv[kc] == "hit")
    pruned = c.cont_map(lambda x, kc: kc, key_chains=chosen, prune_unapplied=True)
    assert sorted(pruned.cont_all_key_chains()) == sorted(chosen)
    # a sub-Container's key chain selects every leaf under it
    top = sorted(d)[0]
    under = c.cont_map(lambda x, kc: "hit", key_chains=[top])
    for kc, _ in ref:
        assert (under[kc] == "hit") == (kc == top or kc.startswith(top + "/"))


@given(d=np_nests())
def test_map_leaves_zips_and_checks_structure(d):
    c = Container(to_ivy_nest(d))
    tags = c.cont_map(lambda x, kc: kc)
    z = c.map_leaves(lambda x, t, kc: (t, x, kc), tags)
    assert list(z.cont_to_iterator_values()) == [(kc, x, kc) for kc, x in c.cont_to_iterator()]
    assert c.map_leaves(lambda x, kc: kc).cont_to_flat_list() == c.cont_all_key_chains()
    first = c.cont_all_key_chains()[0]
    with pytest.raises(ivy.ShapeError, match="differ"):
        c.map_leaves(lambda x, y, kc: x, c.prune(first))


def test_map_sub_conts_multi_map_reduce_combine():
    c = Container(a=1, b={"c": 2, "d": {"e": 3}})
    seen = []
    c.cont_map_sub_conts(lambda sub, kc: seen.append(kc) or sub)
    assert seen == ["b/d", "b", ""]
    assert Container.cont_multi_map(lambda vs, kc: sum(vs), [c, c, c]).cont_to_dict() == \
        {"a": 3, "b": {"c": 6, "d": {"e": 9}}}
    assert Container.cont_reduce([c, c], sum).cont_to_dict() == {"a": 2, "b": {"c": 4, "d": {"e": 6}}}
    comb = Container.cont_combine(c, Container(b={"c": 5, "f": 6}, g=7))
    assert comb.cont_to_dict() == {"a": 1, "b": {"c": 5, "d": {"e": 3}, "f": 6}, "g": 7}
    c2 = c.cont_copy()
    c2.cont_inplace_update({"b": {"c": 9}})
    assert c2.b.c == 9 and c2.b.d.e == 3 and c.b.c == 2
    assert c.cont_set_at_key_chain("b/x/y", 4).b.x.y == 4 and "b/x" not in c
    assert c.cont_has_key("e") and not c.cont_has_key("q")
    assert c.cont_max_depth == 3
    assert c.cont_map(lambda x, kc: [x, x], map_sequences=True).cont_map(
        lambda x, kc: x * 10, map_sequences=True).b.c == [20, 20]


# ---------------------------------------------------------------- operators

BINARY = ["+", "-", "*", "/", "//", "%", "==", "!=", "<", "<=", ">", ">="]


def _apply(op, a, b):
    return {
        "+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a / b,
        "//": lambda: a // b, "%": lambda: a % b, "==": lambda: a == b, "!=": lambda: a != b,
        "<": lambda: a < b, "<=": lambda: a <= b, ">": lambda: a > b, ">=": lambda: a >= b,
    }[op]()


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # NumPy's divide-by-zero warnings: values checked
@given(d=np_nests(max_leaves=3, dtypes=("float32", "int64")), scalar=st.sampled_from([2, 3, -2]))
def test_binary_operators_leafwise(d, scalar):
    c = Container(to_ivy_nest(d))
    for op in BINARY:
        _check_binary_operator(op, c, scalar)


def _check_binary_operator(op, c, scalar):
    nat = c.to_native()
    other = c.cont_map(lambda x, kc: x * 0 + scalar)  # same structure, nonzero values
    arr0 = to_ivy(np.asarray(scalar, dtype=np.int64))
    for operand_name, r, r_nat, ref in (
        ("scalar", _apply(op, c, scalar), _apply(op, nat, scalar), lambda x, kc: _apply(op, x, scalar)),
        ("reflected scalar", _apply(op, scalar, c), _apply(op, scalar, nat), lambda x, kc: _apply(op, scalar, x)),
        ("0-d array", _apply(op, c, arr0), None, lambda x, kc: _apply(op, x, arr0)),
        ("Container", _apply(op, c, other), _apply(op, nat, other.to_native()),
         lambda x, kc: _apply(op, x, other[kc])),
    ):
        for kc, x in c.cont_to_iterator():
            try:
                exp = ref(x, kc)
            except ivy.IvyError:
                continue
            assert_leaf_equal(r[kc], exp, msg=f"{op} {operand_name} at {kc}")
            if r_nat is not None:
                assert_leaf_equal(r_nat[kc], exp.data, msg=f"{op} {operand_name} (native) at {kc}")


@given(d=np_nests(max_leaves=4))
def test_unary_operators_and_reflected_array(d):
    c = Container(to_ivy_nest(d))
    for kc, x in c.cont_to_iterator():
        assert_leaf_equal((-c)[kc], -x)
        assert_leaf_equal((+c)[kc], +x)
        assert_leaf_equal(abs(c)[kc], abs(x))
        assert_leaf_equal(abs(c.to_native())[kc], abs(x).data)
    one = to_ivy(np.asarray(1.5, dtype=np.float32))
    r = one - c  # ivy.Array defers to the Container
    assert isinstance(r, Container)
    for kc, x in c.cont_to_iterator():
        assert_leaf_equal(r[kc], one - x)


def test_mismatched_structures_raise_shape_errors():
    x = to_ivy(np.ones(2, np.float32))
    a = Container(p=x, q={"r": x, "s": x})
    with pytest.raises(ivy.ShapeError, match=r"under key chain 'q': keys only in Container 0: \['s'\]"):
        a + Container(p=x, q={"r": x})
    with pytest.raises(ivy.ShapeError, match=r"key chain 'q' \(Container 0: a sub-container, Container 1: a leaf"):
        a * Container(p=x, q=x)
    with pytest.raises(ivy.ShapeError, match=r"top level: keys only in Container 1: \['z'\]"):
        a.add(Container(p=x, q={"r": x, "s": x}, z=x))
    with pytest.raises(ivy.ShapeError):
        Container.static_concat([a, Container(p=x)])


# ---------------------------------------------------- every ivy function


def _nondeterministic(qual):
    spec = ivy._dispatch.REGISTRY[qual]
    return spec.family == "random" or "dropout" in qual or "shuffle" in qual or qual in ("empty_like",)


def _required(spec):
    return [p for p in spec.signature.parameters.values()
            if p.default is inspect.Parameter.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]


def _fn(qual):
    ns, _, name = qual.rpartition(".")
    return getattr(getattr(ivy, ns), name) if ns else getattr(ivy, name)


def _method(c, qual):
    ns, _, name = qual.rpartition(".")
    return getattr(getattr(c, ns), name) if ns else getattr(c, name)


def _check_against_leaves(qual, call_container, call_leaf, leaf_lists):
    """``call_container()`` equals ``call_leaf(*leaves)`` at every leaf, or raises the same error."""
    kcs = leaf_lists[0].cont_all_key_chains()
    refs = {}
    err = None
    for kc in kcs:
        try:
            refs[kc] = call_leaf(*[lc[kc] for lc in leaf_lists])
        except Exception as e:  # noqa: BLE001 - the Container must raise the same
            err = e
            break
    if err is not None:
        with pytest.raises(type(err)):
            call_container()
        return
    got = call_container()
    values = not _nondeterministic(qual)
    for kc in kcs:
        exp = refs[kc]
        if isinstance(got, Container):
            assert_leaf_equal(got[kc], exp, values, msg=f"{qual} at {kc}")
        else:  # a list of Containers, one per result (Ivy 1.0's, for tuples and named tuples too)
            assert isinstance(exp, (tuple, list)), qual
            assert type(got) is list, qual
            assert len(got) == len(exp), qual
            for g, e in zip(got, exp):
                assert_leaf_equal(g[kc], e, values, msg=f"{qual}[{kc}]")


def _quals(n_required):
    out = []
    for q, spec in sorted(ivy._dispatch.REGISTRY.items()):
        if not ivy.container._first_is_array(spec):
            continue
        req = _required(spec)
        if len(req) != n_required:
            continue
        if n_required == 2 and not all(ivy._dispatch._is_array_annotation(p.annotation)
                                       and not ivy._dispatch._is_sequence_annotation(p.annotation) for p in req):
            continue
        out.append(q)
    return out


def test_every_api_function_has_a_method_and_a_static_form():
    c = small_container()
    for q, spec in ivy._dispatch.REGISTRY.items():
        has_array = any(ivy._dispatch._is_array_annotation(p.annotation) for p in spec.signature.parameters.values())
        if has_array:
            assert callable(getattr(Container, "static_" + q.replace(".", "_"))), q
        if ivy.container._first_is_array(spec):
            m = _method(c, q)
            assert callable(m), q
            if "." not in q:
                assert f"ivy.{q}" in (getattr(Container, q).__doc__ or ""), q
    assert {"keys", "values", "items", "map", "shape", "dtype", "save", "load"} <= set(dir(Container))


def test_keys_named_like_functions_win_attribute_access():
    """A submodule called ``linear`` (or ``inner``, ``embedding``, ``sum``) is reached as
    ``v.linear``; without such a key the name is the leaf-wise function (found when
    ``ivy.inner`` was added: a test module's ``v.inner`` became the method)."""
    leaf = to_ivy(np.ones(2, np.float32))
    c = Container({"linear": {"w": leaf}, "inner": {"w": leaf}, "sum": leaf, "b": leaf})
    assert isinstance(c.linear, Container) and c.linear.w is leaf and c.inner.w is leaf
    assert c.sum is leaf
    assert callable(c.linear.abs) and to_numpy(c.linear.abs().w).tolist() == [1.0, 1.0]
    assert to_numpy(Container.static_sum(c).b) == 2.0
    assert Container.sum.__name__ == "sum"


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # NumPy warns on NaN results (acosh < 1)
@pytest.mark.parametrize("qual", _quals(1))
def test_every_one_array_function_leafwise(qual):
    c = small_container()
    fn = _fn(qual)
    _check_against_leaves(qual, lambda: _method(c, qual)(), fn, [c])
    static = getattr(Container, "static_" + qual.replace(".", "_"))
    _check_against_leaves(qual, lambda: static(c), fn, [c])


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # NumPy warns on NaN results (acosh < 1)
@pytest.mark.parametrize("qual", _quals(2))
def test_every_two_array_function_leafwise(qual):
    c, o = small_container(), other_container()
    fn = _fn(qual)
    _check_against_leaves(qual, lambda: _method(c, qual)(o), fn, [c, o])
    static = getattr(Container, "static_" + qual.replace(".", "_"))
    _check_against_leaves(qual, lambda: static(c, o), fn, [c, o])


def test_method_keywords_selection_and_broadcast_arguments():
    c, o = small_container(), other_container()
    s = c.sum(axis=-1, keepdims=True)
    for kc, x in c.cont_to_iterator():
        assert_leaf_equal(s[kc], ivy.sum(x, axis=-1, keepdims=True))
    two = to_ivy(np.asarray(2.0, np.float32))
    for kc, x in c.cont_to_iterator():
        assert_leaf_equal(c.multiply(two)[kc], ivy.multiply(x, two))
    part = c.exp(key_chains=["s"])
    assert part.m is c.m
    assert_leaf_equal(part["s/t"], ivy.exp(c["s/t"]))
    assert c.exp(key_chains=["s"], prune_unapplied=True).cont_all_key_chains() == ["s/t"]
    cat = Container.static_concat([c, o], axis=0)
    stk = Container.static_stack((c, o), axis=1)
    ba = Container.static_broadcast_arrays(c, o)
    for kc in c.cont_all_key_chains():
        assert_leaf_equal(cat[kc], ivy.concat([c[kc], o[kc]], axis=0))
        assert_leaf_equal(stk[kc], ivy.stack((c[kc], o[kc]), axis=1))
        assert_leaf_equal(ba[1][kc], ivy.broadcast_arrays(c[kc], o[kc])[1])
    w = Container.cont_multi_map_in_function("where", c > 0.5, c, o)
    for kc in c.cont_all_key_chains():
        assert_leaf_equal(w[kc], ivy.where(c[kc] > 0.5, c[kc], o[kc]))
    with_none = Container(a=None, b=c.m)
    assert with_none.exp().a is None
    with pytest.raises(AttributeError):
        c.linalg.not_a_function  # noqa: B018


# ------------------------------------------------------------ key chains


@given(d=np_nests())
def test_flatten_unflatten_key_chains(d):
    c = Container(to_ivy_nest(d))
    ref = ref_items(c.cont_to_dict())
    flat = c.flatten_key_chains()
    assert list(flat) == [kc for kc, _ in ref] and all(flat[kc] is v for kc, v in ref)
    back = Container.unflatten_key_chains(flat)
    assert Container.cont_identical([back, c])
    flat2 = c.flatten_key_chains(separator="::")
    assert list(flat2) == [kc.replace("/", "::") for kc, _ in ref]
    assert Container.cont_identical([Container.unflatten_key_chains(flat2, separator="::"), c])
    ivy_flat = c.cont_flatten_key_chains()
    assert list(ivy_flat) == [kc.replace("/", "__") for kc, _ in ref]
    leaves = c.cont_to_flat_list()
    assert Container.cont_identical([c.cont_from_flat_list(leaves), c])
    with pytest.raises(ivy.ShapeError, match="fewer"):
        c.cont_from_flat_list(leaves[:-1])
    with pytest.raises(ivy.ShapeError, match="more"):
        c.cont_from_flat_list(leaves + [1])
    assert Container.cont_flatten_key_chain("a/b/c/d", below_depth=1, above_height=1) == "a/b__c/d"


@given(d=np_nests(), data=st.data())
def test_prune_and_at_key_chains(d, data):
    c = Container(to_ivy_nest(d))
    kcs = c.cont_all_key_chains()
    chosen = data.draw(st.lists(st.sampled_from(kcs), unique=True))
    pruned = c.prune(chosen)
    assert pruned.cont_all_key_chains() == [kc for kc in kcs if kc not in chosen]
    assert all(pruned[kc] is c[kc] for kc in pruned.cont_all_key_chains())
    assert all(v for _, v in pruned.cont_to_iterator(include_empty=True) if isinstance(v, Container)), \
        "pruning leaves no empty sub-Containers"
    assert Container.cont_identical([c.cont_prune_key_chains(chosen), pruned])
    at = c.at_key_chains(chosen)
    assert sorted(at.cont_all_key_chains()) == sorted(chosen)
    assert all(at[kc] is c[kc] for kc in chosen)
    top = sorted(d)[0]
    assert not any(kc == top or kc.startswith(top + "/") for kc in c.prune(top).cont_all_key_chains())
    assert c.prune("zz/not/there").cont_all_key_chains() == kcs
    with pytest.raises(ContainerKeyError):
        c.at_key_chains(["zz/not/there"])
    assert c.at_key_chains(["zz/not/there"] + chosen, ignore_key_errors=True).cont_all_key_chains() == \
        at.cont_all_key_chains()


# ---------------------------------------------------------------- truths, views


@given(d=np_nests())
def test_all_true_all_false(d):
    c = Container(to_ivy_nest(d))
    leaves = [to_numpy(v) for v in c.cont_to_iterator_values()]
    assert (c == c).all_true() and (c != c).all_false()
    assert (c > 0).all_true() == all(np.all(a > 0) for a in leaves)
    assert (c > 0).all_false() == all(not np.any(a > 0) for a in leaves)
    assert (c > 0).cont_all_true(assert_is_bool=True) == all(np.all(a > 0) for a in leaves)
    with pytest.raises(ivy.InvalidArgumentError, match="not bool"):
        Container(a=to_ivy(np.ones(2, np.float32))).cont_all_true(assert_is_bool=True)
    assert Container(a=True, b={"c": 1}).all_true() and not Container(a=True, b={"c": 0}).all_true()


@given(d=np_nests())
def test_shape_dtype_and_other_views(d):
    c = Container(to_ivy_nest(d))
    for kc, a in ref_items(d):
        assert c.shape[kc] == a.shape
        assert c.dtype[kc] is ivy.dtype_from_name(a.dtype.name)
        assert c.ndim[kc] == a.ndim and c.size[kc] == a.size
        assert c.device[kc] == c[kc].device
    shapes = [a.shape for _, a in ref_items(d)]
    n = min(len(s) for s in shapes)
    assert c.cont_shape == [shapes[0][i] if all(s[i] == shapes[0][i] for s in shapes) else None for i in range(n)]
    assert Container(a=1, b=to_ivy(np.ones(2))).shape.cont_to_dict() == {"a": None, "b": (2,)}


def test_leaf_attributes_through_getattr():
    c = small_container()
    for kc, x in c.cont_to_iterator():
        assert_leaf_equal(c.mT[kc], x.mT)
        assert_leaf_equal(c.to_native().mT[kc], x.mT.data)
        assert_leaf_equal(c.to_device(x.device)[kc], x)


@given(d=np_nests())
def test_to_native_to_numpy_to_ivy(d):
    c = Container(to_ivy_nest(d))
    nat = c.to_native()
    npc = c.to_numpy()
    for kc, a in ref_items(d):
        assert not isinstance(nat[kc], ivy.Array) and ivy._dispatch.backend_of(nat[kc]) is c[kc].backend
        assert nat[kc] is c[kc].data
        assert type(npc[kc]) is np.ndarray and npc[kc].dtype == a.dtype
        np.testing.assert_array_equal(npc[kc], a)
        assert isinstance(nat.to_ivy()[kc], ivy.Array)
    first = c.cont_all_key_chains()[0]
    if npc[first].size:
        before = to_numpy(c[first]).copy()
        npc[first].reshape(-1)[0] = 99
        np.testing.assert_array_equal(to_numpy(c[first]), before)  # to_numpy copies


# ------------------------------------------------------------------- save/load


@given(d=np_nests())
def test_save_load_npz_roundtrip_read_by_numpy(d):
    c = Container(to_ivy_nest(d))
    ref = ref_items(d)
    with tempfile.TemporaryDirectory() as tmp:
        for name, kwargs in (("w.npz", {}), ("wc.npz", {"compress": True})):
            path = os.path.join(tmp, name)
            c.save(path, **kwargs)
            with np.load(path, allow_pickle=False) as f:
                assert sorted(f.files) == sorted(kc for kc, _ in ref)
                for kc, a in ref:
                    assert f[kc].dtype == a.dtype and f[kc].shape == a.shape
                    np.testing.assert_array_equal(f[kc], a)
            back = Container.load(path)
            assert back.cont_all_key_chains() == [kc for kc, _ in ref]
            for kc, a in ref:
                assert isinstance(back[kc], ivy.Array) and back[kc].backend.name == backend().name
                assert dtype_name(back[kc]) == a.dtype.name
                np.testing.assert_array_equal(to_numpy(back[kc]), a)
            assert Container.cont_identical([back, c], same_arrays=False)


def test_save_load_files_objects_numbers_and_errors():
    x = to_ivy(np.arange(3, dtype=np.int64))
    c = Container(a=x, b={"n": 2.5, "t": True}, e={})
    buf = io.BytesIO()
    c.cont_to_disk_as_npz(buf)
    buf.seek(0)
    with np.load(buf) as f:
        assert sorted(f.files) == ["a", "b/n", "b/t"]
        assert f["b/n"].shape == () and float(f["b/n"]) == 2.5 and f["b/t"].dtype == np.bool_
    buf.seek(0)
    back = Container.cont_load(buf, format="npz")
    np.testing.assert_array_equal(to_numpy(back.a), np.arange(3))
    assert back.b.n == 2.5 and back.b.t is True  # Python numbers come back as numbers
    assert isinstance(back.e, Container) and not back.e  # and empty sub-Containers as they were
    with tempfile.TemporaryDirectory() as tmp:
        with pytest.raises(ivy.InvalidArgumentError, match=r"leaf 'b/s'.*str.*prune"):
            Container(a=x, b={"s": "text"}).save(os.path.join(tmp, "bad.npz"))
        with pytest.raises(ivy.InvalidArgumentError, match="unknown Container file format 'h5py'"):
            c.cont_save(os.path.join(tmp, "x.h5"), format="h5py")
        if ivy.bfloat16 in backend().supported_dtypes():  # (stored as its 16 bits in npz, BF16 in safetensors)
            bf = Container(w=ivy.astype(to_ivy(np.array([1.5, -0.0, 3.0e38], np.float32)), ivy.bfloat16))
            for name in ("bf.npz", "bf.safetensors"):
                bf.save(os.path.join(tmp, name))
                back = Container.load(os.path.join(tmp, name))
                assert back.w.dtype is ivy.bfloat16
                np.testing.assert_array_equal(to_numpy(ivy.astype(back.w, ivy.float32)),
                                              to_numpy(ivy.astype(bf.w, ivy.float32)))


def test_safetensors_needs_no_package():
    """ivy writes and reads the safetensors format itself; where the package is installed, it reads
    ivy's files (test_persistence checks every dtype both ways)."""
    c = Container(a=to_ivy(np.arange(4, dtype=np.float32).reshape(2, 2)), b={"c": to_ivy(np.ones(3, np.int64))})
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "w.safetensors")
        saved = sys.modules.get("safetensors"), sys.modules.get("safetensors.numpy")
        sys.modules["safetensors"] = None  # (unimportable here)
        sys.modules["safetensors.numpy"] = None
        try:
            c.save(path)
            back = Container.load(path)
            assert Container.cont_identical([back, c], same_arrays=False)
        finally:
            for name, mod in zip(("safetensors", "safetensors.numpy"), saved):
                if mod is None:
                    sys.modules.pop(name, None)
                else:
                    sys.modules[name] = mod
        try:
            import safetensors.numpy as stn
        except ImportError:
            return
        raw = stn.load_file(path)
        assert sorted(raw) == ["a", "b/c"]
        np.testing.assert_array_equal(raw["a"], np.arange(4, dtype=np.float32).reshape(2, 2))


# ------------------------------------------------------------------ repr, copies


def test_repr_indented_with_shapes_dtypes_and_small_values():
    small = to_ivy(np.array([1.0, 2.0], np.float32))
    big = to_ivy(np.zeros((4, 5), np.float32))
    c = Container(a=small, b={"c": big, "d": 3})
    lines = repr(c).split("\n")
    assert lines[0] == "{" and lines[-1] == "}"
    assert lines[1].startswith("    a: ivy.array([1., 2.], shape=(2,), dtype=float32, backend=")
    assert lines[2] == "    b: {"
    assert lines[3].startswith("        c: ivy.array(shape=(4, 5), dtype=float32, backend=")
    assert lines[4] == "        d: 3"
    assert lines[5] == "    }"
    assert "[0., 0." in repr(c.cont_with_print_limit(None))
    assert "shape=(2,)" in repr(c.to_native()) and "ivy.array" not in repr(c.to_native()).split("\n")[1]
    assert repr(Container()) == "{}"
    assert str(Container(a=1)) == "{\n    a: 1\n}"


@given(d=np_nests())
def test_copies_identity_and_pickle(d):
    c = Container(to_ivy_nest(d))
    cp = c.cont_copy()
    assert cp is not c and Container.cont_identical([cp, c])
    assert all(cp[k] is not c[k] for k in c if isinstance(c[k], Container))
    deep = c.cont_deep_copy()
    assert copy.deepcopy(c).cont_all_key_chains() == c.cont_all_key_chains()
    assert not Container.cont_identical([deep, c]) or c.cont_num_arrays() == 0
    assert Container.cont_identical([deep, c], same_arrays=False)
    for kc, x in c.cont_to_iterator():
        assert deep[kc] is not x
    first = c.cont_all_key_chains()[0]
    if c[first].size and backend_name() in ("numpy", "torch"):
        before = to_numpy(c[first]).copy()
        deep[first][...] = 0
        np.testing.assert_array_equal(to_numpy(c[first]), before)
    back = pickle.loads(pickle.dumps(c))
    assert isinstance(back, Container) and Container.cont_identical([back, c], same_arrays=False)
    assert copy.copy(c).cont_identical([copy.copy(c), c])


@given(d=np_nests())
def test_identical_and_structure_asserts(d):
    c = Container(to_ivy_nest(d))
    first = c.cont_all_key_chains()[0]
    smaller = c.prune(first)
    assert Container.cont_identical_structure([c, c.cont_map(lambda x, kc: x + 0)])
    assert not Container.cont_identical_structure([c, smaller])
    with pytest.raises(ivy.ShapeError, match="did not have identical structure"):
        Container.cont_assert_identical_structure([c, smaller])
    changed = c.cont_map(lambda x, kc: ivy.astype(x, ivy.int32 if x.dtype != ivy.int32 else ivy.int64)
                         if kc == first else x)
    assert Container.cont_identical_structure([c, changed], check_types=False)
    with pytest.raises(ivy.ShapeError, match=f"at '{first}': dtypes differ"):
        Container.cont_assert_identical_structure([c, changed])
    reshaped = c.cont_map(lambda x, kc: ivy.reshape(x, (1, *x.shape)) if kc == first else x)
    with pytest.raises(ivy.ShapeError, match=f"at '{first}': shapes differ"):
        Container.cont_assert_identical_structure([c, reshaped])
    assert Container.cont_identical_structure([c, reshaped], check_shapes=False)
    plus = c.cont_map(lambda x, kc: x + 1 if kc == first else x)
    if c[first].size:
        with pytest.raises(ivy.ShapeError, match=f"at '{first}': array values differ"):
            Container.cont_assert_identical([c, plus], same_arrays=False)
    Container.cont_assert_identical([c, c.cont_copy()])
    if smaller:
        assert Container.cont_identical([c, smaller], partial=True)
    else:
        assert not Container.cont_identical([c, smaller], partial=True)


# ----------------------------------------------------------------- indexing


def test_leafwise_getitem_setitem_and_unstack():
    a = np.arange(6, dtype=np.float32).reshape(3, 2)
    b = np.arange(3, dtype=np.int64)
    c = Container(a=to_ivy(a), q={"b": to_ivy(b)})
    np.testing.assert_array_equal(to_numpy(c[0].a), a[0])
    np.testing.assert_array_equal(to_numpy(c[1:].q.b), b[1:])
    np.testing.assert_array_equal(to_numpy(c.to_native()[-1]["q/b"]), b[-1])
    c[0] = 7
    np.testing.assert_array_equal(to_numpy(c.a)[0], [7, 7])
    assert int(c.q.b[0]) == 7
    parts = c.cont_unstack_conts(0)
    assert len(parts) == 3 and float(parts[2].a[1]) == 5.0 and int(parts[2].q.b) == 2
    with pytest.raises(ivy.ShapeError):
        c[0] = Container(a=1)


# ------------------------------------------------- autodiff, compile, pytrees


def _loss(c):
    out = 0
    for v in c.cont_to_iterator_values():
        out = out + ivy.sum(v * v * v)
    return out


def _grad_container():
    a = np.array([0.5, -1.0, 2.0], dtype=np.float32)
    b = np.array([[1.5, -0.5]], dtype=np.float32)
    return Container(w=to_ivy(a), layer={"b": to_ivy(b)}), {"w": 3 * a * a, "layer/b": 3 * b * b}


def _loss_value():
    return float(np.sum(np.array([0.5, -1.0, 2.0]) ** 3) + np.sum(np.array([1.5, -0.5]) ** 3))


def test_execute_with_gradients_returns_a_container():
    c, expected = _grad_container()
    if not AUTODIFF:
        with pytest.raises(ivy.AutodiffError, match="automatic differentiation"):
            ivy.execute_with_gradients(_loss, c)
        with pytest.raises(ivy.AutodiffError):
            ivy.grad(_loss)(c)
        return
    y, g = ivy.execute_with_gradients(_loss, c)
    assert isinstance(g, Container) and g.cont_all_key_chains() == ["layer/b", "w"]
    for kc, e in expected.items():
        assert isinstance(g[kc], ivy.Array)
        np.testing.assert_allclose(to_numpy(g[kc]), e, rtol=1e-5)
    np.testing.assert_allclose(float(y), _loss_value(), rtol=1e-5)
    g2 = ivy.grad(_loss)(c)
    assert isinstance(g2, Container) and Container.cont_identical([g2, g], same_arrays=False)
    _, g3 = ivy.execute_with_gradients(_loss, c, xs_grad_idxs=[["layer"]])
    assert g3.w is None and g3.layer.b is not None
    _, gn = ivy.execute_with_gradients(_loss, c.to_native())
    assert isinstance(gn, Container) and not isinstance(gn.w, ivy.Array)
    np.testing.assert_allclose(to_numpy(gn.w), expected["w"], rtol=1e-5)
    # a training step written with Container arithmetic
    new = c - g * 0.1
    np.testing.assert_allclose(to_numpy(new.w), to_numpy(c.w) - 0.1 * expected["w"], rtol=1e-5)


def test_compile_and_vmap_take_containers():
    c, _ = _grad_container()

    def f(c, k):
        return (c * k + 1).sum()

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # numpy: no compiler, runs eagerly
        fc = ivy.compile(f)
        out = fc(c, 2.0)
    assert isinstance(out, Container)
    assert Container.cont_identical([out, f(c, 2.0)], same_arrays=False, arrays_equal=False)
    for kc in c.cont_all_key_chains():
        np.testing.assert_allclose(to_numpy(out[kc]), to_numpy(f(c, 2.0)[kc]), rtol=1e-6)
    batch = Container(a=to_ivy(np.ones((4, 3), np.float32)), b={"c": to_ivy(np.arange(8.0, dtype=np.float32)
                                                                             .reshape(4, 2))})
    v = ivy.vmap(lambda c: c.sum())(batch)
    np.testing.assert_array_equal(to_numpy(v.a), np.full(4, 3.0))
    np.testing.assert_array_equal(to_numpy(v.b.c), np.arange(8.0).reshape(4, 2).sum(1))


@pytest.mark.skipif(backend_name() != "jax", reason="JAX pytree behaviour: checked on the jax backend")
def test_containers_and_arrays_are_jax_pytrees():
    import jax

    c, expected = _grad_container()
    nat = c.to_native()
    assert [type(v) for v in jax.tree_util.tree_leaves(c)] == [type(nat.w)] * 2
    assert jax.tree_util.tree_flatten_with_path(nat)[0][0][0] == (jax.tree_util.DictKey("layer"),
                                                                  jax.tree_util.DictKey("b"))
    doubled = jax.jit(lambda c: c * 2)(nat)
    assert isinstance(doubled, Container)
    np.testing.assert_array_equal(to_numpy(doubled.w), 2 * to_numpy(c.w))
    g = jax.grad(lambda c: _loss(c))(nat)
    assert isinstance(g, Container)
    for kc, e in expected.items():
        np.testing.assert_allclose(np.asarray(g[kc]), e, rtol=1e-5)
    gi = jax.grad(lambda c: _loss(c).data)(c)  # ivy.Array leaves are pytree nodes too
    assert isinstance(gi.w, ivy.Array)
    mapped = jax.tree_util.tree_map(lambda x: x + 1, nat)
    assert isinstance(mapped, Container) and mapped.cont_all_key_chains() == c.cont_all_key_chains()


def test_import_ivy_imports_no_framework_and_registers_jax_lazily():
    code = (
        "import sys, ivy\n"
        "c = ivy.Container(a=1, b={'c': 2.0})\n"
        "c2 = c + 1\n"
        "print(sorted(m for m in ('numpy', 'torch', 'jax', 'tensorflow') if m in sys.modules))\n"
    )
    if backend_name() == "jax":
        code += (
            "import jax\n"
            "print(len(jax.tree_util.tree_leaves(c)))\n"  # built before jax was imported: not yet a pytree
            "c3 = ivy.Container(x=3)\n"              # the first Container built after: registers
            "print(jax.tree_util.tree_leaves(c), type(jax.tree_util.tree_map(lambda v: v, c)).__name__)\n"
        )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "IVY_BACKEND": ""})
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().split("\n")
    assert lines[0] == "[]", lines
    if backend_name() == "jax":
        assert lines[2] == "[1, 2.0] Container"


@pytest.mark.skipif(backend_name() != "tensorflow", reason="tf.nest behaviour: checked on the tensorflow backend")
def test_containers_are_tf_nests():
    import tensorflow as tf

    c, _ = _grad_container()
    nat = c.to_native()
    doubled = tf.nest.map_structure(lambda x: x * 2, nat)
    assert isinstance(doubled, Container) and doubled.cont_all_key_chains() == c.cont_all_key_chains()
    np.testing.assert_array_equal(to_numpy(doubled.w), 2 * to_numpy(c.w))
    out = tf.function(lambda v: v.w * 3 + tf.reduce_sum(v.layer.b))(nat)
    np.testing.assert_allclose(to_numpy(out), to_numpy(c.w) * 3 + float(np.sum(to_numpy(c.layer.b))), rtol=1e-6)

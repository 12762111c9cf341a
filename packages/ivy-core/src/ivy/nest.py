"""ivy 1.0's nest utilities (``ivy/functional/ivy/nest.py`` of Ivy's published API): index, set,
insert, map and prune the values of nests, find the indices of leaves.

A *nest* is a list, tuple (namedtuples too) or dict (``ivy.Container`` too: it is a dict) holding
more nests or leaves; arrays (``ivy.Array`` and native ones) are leaves. An *index* is a sequence
of keys/positions from the top of the nest down (``("b", 1)`` is ``nest["b"][1]``). Where an index
goes on past an array, the rest of it indexes the array (``(0, 1)`` on an array is ``x[0, 1]``).

These are plain Python functions (no dispatch); ``ivy._tree`` is the flattening ivy's autodiff,
``vmap`` and ``compile`` use.

>>> import ivy
>>> nest = {"a": [1, 2], "b": (3, {"c": 4})}
>>> ivy.index_nest(nest, ("b", 1, "c"))
4
>>> ivy.all_nested_indices(nest)
[['a', 0], ['a', 1], ['b', 0], ['b', 1, 'c']]
"""

from __future__ import annotations

import copy as _copy

from . import _dispatch as _d
from ._argcheck import guarded
from .errors import InvalidArgumentError

__all__ = [
    "index_nest", "set_nest_at_index", "insert_into_nest_at_index", "map_nest_at_index", "multi_index_nest",
    "set_nest_at_indices", "insert_into_nest_at_indices", "map_nest_at_indices", "nested_argwhere",
    "all_nested_indices", "nested_map", "nested_any", "copy_nest", "nested_multi_map", "prune_nest_at_index",
    "prune_nest_at_indices", "prune_empty", "duplicate_array_index_chains", "map",
]


# what an index into a nest is (keys of dicts, positions of lists) and a list of them
_INDEX = "Sequence[int | str | Array] | int | str"
_INDICES = "Sequence[Sequence[int | str | Array] | int | str]"


def _ivy():
    import ivy

    return ivy


def _is_array(x):
    return x.__class__ is _d._Array or _d._TYPES[type(x)] is not None


def _index_tuple(index):
    """An index as a tuple of keys; a lone string is one key (not its characters)."""
    if isinstance(index, (str, int)):
        return (index,)
    return tuple(index)


def _array_query(index):
    return index[0] if len(index) == 1 else tuple(index)


def _array_get(x, q):
    """``x[q]`` with ivy's indexing (an ``ivy.Array``'s, which every backend supports), of the
    kind ``x`` is (native in, native out)."""
    if x.__class__ is _d._Array:
        return x[q]
    return _d._Array(x)[q]._data


# ------------------------------------------------------------------ indexing


@guarded(nest="Nest", index=_INDEX)
def index_nest(nest, index, /):
    """The value of ``nest`` at ``index`` (keys/positions from the top down; past an array,
    the rest indexes the array; on an ``ivy.Container`` an int indexes every leaf).

    >>> ivy.index_nest({"a": 0, "b": [1, [2, 3]]}, ("b", 1))
    [2, 3]
    >>> ivy.index_nest([ivy.asarray([[1, 2], [3, 4]])], (0, 1, 0))
    ivy.array(3, dtype=int64, backend=numpy)
    """
    ret = nest
    index = _index_tuple(index)
    for n, i in enumerate(index):
        if _is_array(ret):
            return _array_get(ret, _array_query(index[n:]))
        ret = ret[i]
    return ret


@guarded(nest="Nest", indices=_INDICES)
def multi_index_nest(nest, indices, /):
    """``[index_nest(nest, index) for index in indices]``.

    >>> ivy.multi_index_nest({"a": 0, "b": [1, [2, 3]]}, [("b", 1, 0), ("a",)])
    [2, 0]
    """
    return [index_nest(nest, index) for index in indices]


# --------------------------------------------------------- set / map at an index


def _replace_child(node, key, child, shallow):
    """``node`` with ``node[key] = child``: in place when ``shallow`` and ``node`` can be written,
    else on a copy (a tuple is always rebuilt, a namedtuple as its own class)."""
    if isinstance(node, tuple):
        items = list(node)
        items[key] = child
        return type(node)(*items) if hasattr(node, "_fields") else type(node)(items)
    if not shallow:
        node = _copy.copy(node)
    node[key] = child
    return node


def _map_at(node, index, fn, shallow):
    if not index:
        return fn(node)
    if _is_array(node):
        q = _array_query(index)
        return _ivy().set_item(node, q, fn(_array_get(node, q)), copy=not shallow)
    key = index[0]
    return _replace_child(node, key, _map_at(node[key], index[1:], fn, shallow), shallow)


@guarded(nest="Nest", index=_INDEX, fn="Callable")
def map_nest_at_index(nest, index, fn, /, shallow=True):
    """``nest`` with the value ``v`` at ``index`` replaced by ``fn(v)``.

    ``shallow=True`` writes into the input where it can (its lists, dicts, Containers and
    ``ivy.Array``\\ s; tuples and native arrays of JAX/TensorFlow are rebuilt, and the new ones
    are put in their parents); ``shallow=False`` leaves ``nest`` untouched and returns a new one
    (only the nodes on the path are new). Use the returned nest: a tuple (or a native array)
    at the top cannot be changed in place.

    >>> x = {"a": [1, 2], "b": (3, 4)}
    >>> ivy.map_nest_at_index(x, ("b", 0), lambda v: v * 10)
    {'a': [1, 2], 'b': (30, 4)}
    >>> x
    {'a': [1, 2], 'b': (30, 4)}
    >>> ivy.map_nest_at_index(x, ("a", 1), str, shallow=False), x
    ({'a': [1, '2'], 'b': (30, 4)}, {'a': [1, 2], 'b': (30, 4)})
    """
    return _map_at(nest, _index_tuple(index), fn, shallow)


@guarded(nest="Nest", index=_INDEX)
def set_nest_at_index(nest, index, value, /, shallow=True):
    """``nest`` with ``value`` at ``index`` (``shallow`` as in :func:`map_nest_at_index`).

    >>> x = [[1, 2], (3, 4)]
    >>> ivy.set_nest_at_index(x, (1, 1), "z")
    [[1, 2], (3, 'z')]
    >>> a = ivy.zeros((2, 2))
    >>> _ = ivy.set_nest_at_index({"w": a}, ("w", 1, 0), 5.0); ivy.to_list(a)
    [[0.0, 0.0], [5.0, 0.0]]
    """
    return _map_at(nest, _index_tuple(index), lambda _: value, shallow)


def _values_for(indices, values):
    indices = list(indices)
    if not isinstance(values, (list, tuple)):
        return indices, [values] * len(indices)
    if len(values) != len(indices):
        raise InvalidArgumentError(f"{len(indices)} indices but {len(values)} values")
    return indices, list(values)


@guarded(nest="Nest", indices=_INDICES)
def set_nest_at_indices(nest, indices, values, /, shallow=True):
    """``nest`` with each of ``values`` at the matching one of ``indices`` (one value that is not
    a list or tuple goes at every index); ``shallow`` as in :func:`map_nest_at_index`.

    >>> ivy.set_nest_at_indices({"a": [1, 2], "b": [3]}, [("a", 0), ("b", 0)], [10, 30])
    {'a': [10, 2], 'b': [30]}
    """
    indices, values = _values_for(indices, values)
    if not shallow:
        nest = copy_nest(nest, include_derived=True)
    for index, value in zip(indices, values):
        nest = set_nest_at_index(nest, index, value, True)
    return nest


@guarded(nest="Nest", indices=_INDICES, fn="Callable")
def map_nest_at_indices(nest, indices, fn, /, shallow=True):
    """``nest`` with ``fn`` applied to the value at each of ``indices`` (an index given twice is
    mapped twice); ``shallow`` as in :func:`map_nest_at_index`.

    >>> ivy.map_nest_at_indices(([-9, 8], [9, -4]), [(0, 0), (1, 1)], abs)
    ([9, 8], [9, 4])
    """
    if not shallow:
        nest = copy_nest(nest, include_derived=True)
    for index in indices:
        nest = map_nest_at_index(nest, index, fn, True)
    return nest


# ------------------------------------------------------------ insert / prune


@guarded(nest="Nest", index=_INDEX)
def insert_into_nest_at_index(nest, index, value) -> None:
    """Insert ``value`` at ``index``, in place: into a list before the last position (as
    ``list.insert``), into a dict under the last key (making missing dicts on the way),
    elsewhere by item assignment.

    >>> nest = [[1, 2], [3, 4]]
    >>> ivy.insert_into_nest_at_index(nest, (1, 1), 99); nest
    [[1, 2], [3, 99, 4]]
    >>> d = {"a": {}}
    >>> ivy.insert_into_nest_at_index(d, ("a", "b", "c"), 1); d
    {'a': {'b': {'c': 1}}}
    """
    index = _index_tuple(index)
    if not index:
        raise InvalidArgumentError("insert_into_nest_at_index needs a non-empty index")
    node = nest
    for key in index[:-1]:
        if isinstance(node, dict) and key not in node:
            node[key] = {}
        node = node[key]
    last = index[-1]
    if isinstance(node, list):
        node.insert(last, value)
    else:
        node[last] = value


@guarded(nest="Nest", indices=_INDICES)
def insert_into_nest_at_indices(nest, indices, values, /) -> None:
    """:func:`insert_into_nest_at_index` for each index and value in turn (one value that is
    not a list or tuple goes at every index).

    >>> nest = [1, 2]
    >>> ivy.insert_into_nest_at_indices(nest, [(0,), (2,)], ["a", "b"]); nest
    ['a', 1, 'b', 2]
    """
    indices, values = _values_for(indices, values)
    for index, value in zip(indices, values):
        insert_into_nest_at_index(nest, index, value)


@guarded(nest="Nest", index=_INDEX)
def prune_nest_at_index(nest, index, /) -> None:
    """Delete the entry at ``index`` from its (list or dict) parent, in place.

    >>> x = {"a": [1, 2, 3], "b": 4}
    >>> ivy.prune_nest_at_index(x, ("a", 1)); x
    {'a': [1, 3], 'b': 4}
    """
    index = _index_tuple(index)
    if not index:
        raise InvalidArgumentError("prune_nest_at_index needs a non-empty index")
    del index_nest(nest, index[:-1])[index[-1]]


def _deletion_order(index):
    # ints before other keys, by value; compared element by element, so that a longer index with
    # the same start (a child) sorts after its parent and a later position after an earlier one
    return tuple((0, k) if isinstance(k, int) else (1, str(k)) for k in index)


@guarded(nest="Nest", indices=_INDICES)
def prune_nest_at_indices(nest, indices, /) -> None:
    """Delete the entries at all of ``indices``, in place. Each index names an entry of the
    nest as given (deleting one does not shift the positions the others name).

    >>> x = [0, 1, 2, [3, 4, 5], 6, 7, 8, 9, 10, 11]
    >>> ivy.prune_nest_at_indices(x, [(1,), (3, 0), (9,), (3, 2)]); x
    [0, 2, [4], 6, 7, 8, 9, 10]
    """
    unique = {tuple(_index_tuple(i)) for i in indices}
    for index in sorted(unique, key=_deletion_order, reverse=True):
        prune_nest_at_index(nest, index)


def prune_empty(nest):
    """``nest`` without its empty lists, tuples and dicts and its ``None`` leaves (at any depth,
    so a dict holding only an empty list goes too), or None if nothing is left. Lists and dicts
    are changed in place; tuples are rebuilt (plain tuples).

    >>> ivy.prune_empty({"a": [], "b": {"c": {}, "d": [1, None]}, "e": ()})
    {'b': {'d': [1]}}
    >>> print(ivy.prune_empty([[], {}]))
    None
    """
    if isinstance(nest, dict):
        for k in list(nest):
            v = prune_empty(nest[k])
            if v is None:
                del nest[k]
            elif v is not nest[k]:
                nest[k] = v
        return nest if len(nest) else None
    if isinstance(nest, list):
        kept = [v for v in (prune_empty(v) for v in nest) if v is not None]
        nest[:] = kept
        return nest if kept else None
    if isinstance(nest, tuple):
        kept = tuple(v for v in (prune_empty(v) for v in nest) if v is not None)
        return kept if kept else None
    return nest


# ------------------------------------------------------------ finding leaves


def _walk(nest, fn, check_nests, to_ignore, prefix):
    """Yield the indices (lists) where ``fn`` holds: leaves in order, each nest after its
    contents (with ``check_nests``)."""
    if isinstance(nest, (list, tuple)) and not isinstance(nest, to_ignore):
        items = enumerate(nest)
    elif isinstance(nest, dict) and not isinstance(nest, to_ignore):
        items = list(nest.items())
    else:
        if fn(nest):
            yield prefix
        return
    for k, v in items:
        yield from _walk(v, fn, check_nests, to_ignore, prefix + [k])
    if check_nests and prefix and fn(nest):
        yield prefix


@guarded(fn="Callable")
def nested_argwhere(nest, fn, check_nests=False, to_ignore=None, stop_after_n_found=None):
    """The indices (lists of keys) of the leaves ``v`` of ``nest`` where ``fn(v)`` is true, in
    order; ``check_nests=True`` also tests the sub-nests (each after its contents, the whole
    ``nest`` excepted); ``to_ignore``: types not looked into (leaves);
    ``stop_after_n_found``: at most that many. A ``nest`` that is a leaf gives ``[[]]`` when
    ``fn`` holds for it, else ``[]``.

    >>> ivy.nested_argwhere({"a": [2, -1], "b": -3}, lambda v: v < 0)
    [['a', 1], ['b']]
    >>> ivy.nested_argwhere(([-5, 9, 2], [0.3, 4.0]), lambda v: v > 0, stop_after_n_found=2)
    [[0, 1], [0, 2]]
    """
    to_ignore = () if to_ignore is None else to_ignore
    out = []
    if stop_after_n_found is not None and stop_after_n_found <= 0:
        return out
    for index in _walk(nest, fn, check_nests, to_ignore, []):
        out.append(index)
        if stop_after_n_found is not None and len(out) >= stop_after_n_found:
            break
    return out


def all_nested_indices(nest=None, /, include_nests=False):
    """The indices (lists of keys) of all the leaves of ``nest``, in order
    (``include_nests=True``: of its sub-nests too, each after its contents). A ``nest`` that is
    a leaf (an array, say) gives ``[[]]``.

    >>> ivy.all_nested_indices((189, (863, 672)), include_nests=True)
    [[0], [1, 0], [1, 1], [1]]
    >>> ivy.all_nested_indices(ivy.ones((2, 2)))
    [[]]
    """
    return list(_walk(nest, lambda _: True, include_nests, (), []))


@guarded(fn="Callable")
def nested_any(nest, fn, check_nests=False):
    """Whether ``fn`` is true for any leaf of ``nest`` (``check_nests=True``: or for any nest in
    it, ``nest`` itself included).

    >>> ivy.nested_any([1, (2, {"a": -3})], lambda v: v < 0)
    True
    >>> ivy.nested_any([[1], [2]], lambda v: isinstance(v, list) and len(v) == 2, check_nests=True)
    True
    """
    if isinstance(nest, (list, tuple)):
        children = nest
    elif isinstance(nest, dict):
        children = nest.values()
    else:
        return bool(fn(nest))
    if any(nested_any(v, fn, check_nests) for v in children):
        return True
    return bool(check_nests and fn(nest))


def duplicate_array_index_chains(nest):
    """The indices of the array leaves of ``nest`` grouped by array object: a list of groups
    (lists of indices), one per distinct array, in order of first appearance; a group of more
    than one index is one array held in several places.

    >>> a, b = ivy.ones(2), ivy.zeros(2)
    >>> ivy.duplicate_array_index_chains({"x": a, "y": [b, a], "z": 3})
    [[['x'], ['y', 1]], [['y', 0]]]
    """
    groups = {}
    for index in _walk(nest, _is_array, False, (), []):
        v = index_nest(nest, index) if index else nest
        groups.setdefault(id(v), (v, []))[1].append(index)
    return [g for _, g in groups.values()]


# ------------------------------------------------------------------ mapping


def map(fn, constant=None, unique=None, mean=False):  # noqa: A001 - Ivy's name (ivy.map)
    """``[fn(**constant, **{k: unique[k][i] for k in unique}) for i ...]``: ``fn`` called once
    per position of the sequences in ``unique`` (to the shortest), with the ``constant``
    keywords each time; ``mean=True`` returns the mean of the results (their sum over their count).

    >>> ivy.map(lambda w, x, b: w * x + b, constant={"w": 10.0, "b": 1.0}, unique={"x": [0.0, 1.0, 2.0]})
    [1.0, 11.0, 21.0]
    >>> ivy.map(lambda x: x * x, unique={"x": [0, 1, 2]}, mean=True)
    1.6666666666666667
    """
    c = {} if constant is None else dict(constant)
    u = {} if unique is None else dict(unique)
    keys = list(u)
    rets = [fn(**c, **dict(zip(keys, vals))) for vals in zip(*u.values())]
    if mean:
        if not rets:
            raise InvalidArgumentError("ivy.map(mean=True) needs at least one call")
        total = rets[0]
        for r in rets[1:]:
            total = total + r
        return total / len(rets)
    return rets


def _kinds(include_derived):
    if include_derived is True:
        return {"tuple": True, "list": True, "dict": True}
    d = {"tuple": False, "list": False, "dict": False}
    if include_derived:
        d.update(include_derived)
    return d


def _is(x, cls, derived):
    return isinstance(x, cls) if derived else type(x) is cls


@guarded(fn="Callable")
def nested_map(fn, x, /, include_derived=None, to_ignore=None, to_mutable=False, shallow=True):
    """``x`` with ``fn`` applied to each of its leaves (``fn(x)`` if ``x`` is no nest).

    Only lists, tuples and dicts are looked into (and a slice's start, stop and step); their
    subclasses (``ivy.Container``, ``OrderedDict``, namedtuples) are leaves unless
    ``include_derived`` is True (or a dict such as ``{"dict": True}`` naming the kinds).
    ``to_ignore``: types that are leaves; ``to_mutable=True``: tuples become lists.
    ``shallow=True`` writes the results into the input's lists and dicts (and returns them);
    ``shallow=False`` leaves ``x`` untouched.

    >>> x = {"a": [1, 2], "b": (3, 4)}
    >>> ivy.nested_map(lambda v: v * 2, x, shallow=False), x
    ({'a': [2, 4], 'b': (6, 8)}, {'a': [1, 2], 'b': (3, 4)})
    >>> ivy.nested_map(lambda v: v + 1, ([23, 25], (63,)), to_mutable=True)
    [[24, 26], [64]]
    >>> c = ivy.Container(a=ivy.asarray([1, 2]))
    >>> ivy.to_list(ivy.nested_map(lambda v: v + 1, c, include_derived=True).a)
    [2, 3]
    """
    return _nested_map(fn, x, _kinds(include_derived), () if to_ignore is None else to_ignore, to_mutable,
                       shallow)


def _nested_map(fn, x, kinds, to_ignore, to_mutable, shallow):
    if to_ignore and isinstance(x, to_ignore):
        return fn(x)

    def sub(v):
        return _nested_map(fn, v, kinds, to_ignore, to_mutable, shallow)

    if _is(x, tuple, kinds["tuple"]):
        out = [sub(v) for v in x]
        if to_mutable:
            return out
        return type(x)(*out) if hasattr(x, "_fields") else type(x)(out)
    if _is(x, list, kinds["list"]):
        out = [sub(v) for v in x]
        if shallow:
            x[:] = out
            return x
        return type(x)(out)
    if _is(x, dict, kinds["dict"]):
        out = {k: sub(v) for k, v in x.items()}
        if not shallow:
            x = _copy.copy(x)
        x.update(out)
        return x
    if isinstance(x, slice):
        return slice(*(sub(v) for v in (x.start, x.stop, x.step)))
    return fn(x)


def copy_nest(nest, /, include_derived=False, to_mutable=False):
    """A copy of the lists, tuples and dicts of ``nest`` holding the same leaves (not copied);
    their subclasses (``ivy.Container``, namedtuples) are copied too with ``include_derived``
    (else they are leaves); ``to_mutable=True`` makes tuples lists.

    >>> x = {"a": [1, 2], "b": (3, [4])}
    >>> y = ivy.copy_nest(x, to_mutable=True)
    >>> y, y["a"] is x["a"]
    ({'a': [1, 2], 'b': [3, [4]]}, False)
    """
    kinds = _kinds(bool(include_derived))
    return _nested_map(lambda v: v, nest, kinds, (), to_mutable, False)


@guarded(func="Callable", nests="Sequence")
def nested_multi_map(func, nests, index_chains=None, to_apply=True, prune_unapplied=False, index_chain="",
                     config=None, to_ivy=True):
    """One nest like ``nests[0]`` (the first of ``nests`` that is a nest, rather) holding
    ``func(values, index_chain)`` at each leaf, where ``values`` are the leaves of all
    ``nests`` at that place (a nest that is a leaf gives its value everywhere) and
    ``index_chain`` is the leaf's keys joined by ``/`` (``"a/0"``).

    ``index_chains``: chains (prefixes) at which to apply ``func`` (``to_apply=True``) or not
    (``to_apply=False``); elsewhere the leaf of the first nest is kept, or dropped with
    ``prune_unapplied=True``. ``to_ivy=True`` makes array results ``ivy.Array``\\ s and other
    results (numbers) 0-d ``ivy.Array``\\ s. A Container (tuple, list) comes back as one.
    ``config`` is accepted for Ivy's signature and not used.

    >>> ivy.nested_multi_map(lambda vs, _: vs[0] + vs[1], [{"a": [1, 2]}, {"a": [10, 20]}], to_ivy=False)
    {'a': [11, 22]}
    >>> ivy.nested_multi_map(lambda vs, kc: kc, [{"a": [1, 2], "b": 3}], to_ivy=False)
    {'a': ['a/0', 'a/1'], 'b': 'b'}
    """
    del config
    out = _multi_map(func, list(nests), index_chains, to_apply, prune_unapplied, index_chain, to_ivy)
    return out


def _child_of(nest, key, pos):
    if isinstance(nest, (list, tuple)):
        return nest[pos]
    if isinstance(nest, dict):
        return nest[key]
    return nest


def _multi_map(func, nests, chains, to_apply, prune, chain, to_ivy):
    nest0 = next((n for n in nests if isinstance(n, (list, tuple, dict))), None)
    if nest0 is None:
        found = chains is not None and any(chain.startswith(c) for c in chains)
        if chains is not None and found != bool(to_apply):
            return _PRUNED if prune else nests[0]
        ret = func(nests, chain)
        if to_ivy and ret is not None:
            ivy = _ivy()
            ret = ret if ret.__class__ is _d._Array else ivy.asarray(ret)
            if ret.__class__ is not _d._Array:
                ret = _d._Array(ret)
        return ret
    is_dict = isinstance(nest0, dict)
    keys = list(nest0) if is_dict else list(range(len(nest0)))
    out_keys, out_vals = [], []
    for pos, key in enumerate(keys):
        values = [_child_of(n, key, pos) for n in nests]
        sub = str(key) if chain == "" else f"{chain}/{key}"
        r = _multi_map(func, values, chains, to_apply, prune, sub, to_ivy)
        if r is _PRUNED or (prune and r is None):
            continue
        out_keys.append(key)
        out_vals.append(r)
    if prune and not out_keys:
        return _PRUNED if chain else None
    if is_dict:
        if isinstance(nest0, _ivy().Container):
            return _ivy().Container(dict(zip(out_keys, out_vals)), **nest0.cont_config)
        return dict(zip(out_keys, out_vals))
    if isinstance(nest0, tuple):
        return type(nest0)(*out_vals) if hasattr(nest0, "_fields") and len(out_vals) == len(nest0) else tuple(out_vals)
    return out_vals


_PRUNED = object()

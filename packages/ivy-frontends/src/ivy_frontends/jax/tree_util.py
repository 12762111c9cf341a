"""``jax.tree_util``: pytrees of tuples, lists, dicts (sorted keys), namedtuples, None (no
leaves) and registered classes.

>>> from ivy_frontends.jax import tree_util
>>> leaves, tree = tree_util.tree_flatten({"b": (1, 2), "a": [3, None]})
>>> leaves, tree_util.tree_unflatten(tree, [x * 10 for x in leaves])
([3, 1, 2], {'a': [30, None], 'b': (10, 20)})
"""

from __future__ import annotations

import collections
import functools

__all__ = [
    "PyTreeDef",
    "register_pytree_node",
    "register_pytree_node_class",
    "tree_all",
    "tree_flatten",
    "tree_leaves",
    "tree_map",
    "tree_reduce",
    "tree_structure",
    "tree_unflatten",
    "tree_transpose",
    "treedef_is_leaf",
    "all_leaves",
    "tree_flatten_with_path",
    "tree_leaves_with_path",
    "tree_map_with_path",
    "keystr",
    "SequenceKey",
    "DictKey",
    "GetAttrKey",
    "Partial",
]

_REGISTRY = {}


def register_pytree_node(nodetype, flatten_func, unflatten_func, flatten_with_keys_func=None):
    """Make ``nodetype`` a pytree node: ``flatten_func(x) -> (children, aux)``,
    ``unflatten_func(aux, children) -> x``."""
    _REGISTRY[nodetype] = (flatten_func, unflatten_func)


def register_pytree_node_class(cls):
    register_pytree_node(cls, lambda x: x.tree_flatten(), cls.tree_unflatten)
    return cls


def _is_namedtuple(x):
    return isinstance(x, tuple) and hasattr(x, "_fields")


class PyTreeDef:
    """The structure of a pytree: a node kind, its auxiliary data and its children."""

    __slots__ = ("kind", "aux", "children", "num_leaves", "num_nodes")

    def __init__(self, kind, aux, children):
        self.kind, self.aux, self.children = kind, aux, tuple(children)
        if kind == "leaf":
            self.num_leaves, self.num_nodes = 1, 1
        else:
            self.num_leaves = sum(c.num_leaves for c in self.children)
            self.num_nodes = 1 + sum(c.num_nodes for c in self.children)

    def __eq__(self, other):
        return (
            isinstance(other, PyTreeDef)
            and self.kind == other.kind
            and self.aux == other.aux
            and self.children == other.children
        )

    def __hash__(self):
        return hash((self.kind, repr(self.aux), self.children))

    def __repr__(self):
        return f"PyTreeDef({self._str()})"

    def _str(self):
        if self.kind == "leaf":
            return "*"
        if self.kind == "none":
            return "None"
        cs = [c._str() for c in self.children]
        if self.kind == "tuple":
            return "(" + ", ".join(cs) + ("," if len(cs) == 1 else "") + ")"
        if self.kind == "list":
            return "[" + ", ".join(cs) + "]"
        if self.kind in ("dict", "odict"):
            return "{" + ", ".join(f"{k!r}: {c}" for k, c in zip(self.aux, cs)) + "}"
        name = getattr(self.aux[0] if self.kind in ("namedtuple", "custom") else self.kind, "__name__", str(self.kind))
        return f"{name}(" + ", ".join(cs) + ")"

    def unflatten(self, leaves):
        return tree_unflatten(self, leaves)

    def flatten_up_to(self, tree):
        out = []
        _flatten_up_to(self, tree, out)
        return out

    @property
    def num_children(self):
        return len(self.children)


_LEAF = PyTreeDef("leaf", None, ())


def _flatten(x, is_leaf, leaves):
    if is_leaf is not None and is_leaf(x):
        leaves.append(x)
        return _LEAF
    if x is None:
        return PyTreeDef("none", None, ())
    t = type(x)
    if t in _REGISTRY:
        children, aux = _REGISTRY[t][0](x)
        return PyTreeDef("custom", (t, aux), [_flatten(c, is_leaf, leaves) for c in children])
    if t is tuple:
        return PyTreeDef("tuple", None, [_flatten(c, is_leaf, leaves) for c in x])
    if t is list:
        return PyTreeDef("list", None, [_flatten(c, is_leaf, leaves) for c in x])
    if t is dict:
        keys = tuple(sorted(x))
        return PyTreeDef("dict", keys, [_flatten(x[k], is_leaf, leaves) for k in keys])
    if isinstance(x, collections.OrderedDict):
        keys = tuple(x)
        return PyTreeDef("odict", keys, [_flatten(x[k], is_leaf, leaves) for k in keys])
    if isinstance(x, collections.defaultdict):
        keys = tuple(sorted(x))
        return PyTreeDef("ddict", (x.default_factory, keys), [_flatten(x[k], is_leaf, leaves) for k in keys])
    if _is_namedtuple(x):
        return PyTreeDef("namedtuple", (t,), [_flatten(c, is_leaf, leaves) for c in x])
    if isinstance(x, Partial):
        return PyTreeDef("partial", (x.func,), [_flatten(c, is_leaf, leaves) for c in (x.args, x.keywords)])
    leaves.append(x)
    return _LEAF


def tree_flatten(tree, is_leaf=None):
    """``(leaves, treedef)``: the leaves in order (dict keys sorted) and the structure."""
    leaves = []
    return leaves, _flatten(tree, is_leaf, leaves)


def _build(td, it):
    k = td.kind
    if k == "leaf":
        return next(it)
    if k == "none":
        return None
    cs = [_build(c, it) for c in td.children]
    if k == "tuple":
        return tuple(cs)
    if k == "list":
        return cs
    if k == "dict":
        return dict(zip(td.aux, cs))
    if k == "odict":
        return collections.OrderedDict(zip(td.aux, cs))
    if k == "ddict":
        return collections.defaultdict(td.aux[0], zip(td.aux[1], cs))
    if k == "namedtuple":
        return td.aux[0](*cs)
    if k == "partial":
        return Partial(td.aux[0], *cs[0], **cs[1])
    t, aux = td.aux
    return _REGISTRY[t][1](aux, cs)


def tree_unflatten(treedef, leaves):
    """The pytree of ``treedef``'s structure with ``leaves``."""
    leaves = list(leaves)
    if len(leaves) != treedef.num_leaves:
        raise ValueError(
            f"Too {'few' if len(leaves) < treedef.num_leaves else 'many'} leaves for PyTreeDef; expected "
            f"{treedef.num_leaves}, got {len(leaves)}."
        )
    return _build(treedef, iter(leaves))


def tree_leaves(tree, is_leaf=None):
    return tree_flatten(tree, is_leaf)[0]


def tree_structure(tree, is_leaf=None):
    return tree_flatten(tree, is_leaf)[1]


def _flatten_up_to(td, tree, out):
    if td.kind == "leaf":
        out.append(tree)
        return
    sub_leaves = []
    other = _flatten(tree, lambda x: False, sub_leaves) if td.kind != "none" else None
    if td.kind == "none":
        if tree is not None:
            raise ValueError(f"Expected None, got {tree!r}.")
        return
    if other.kind != td.kind or other.aux != td.aux or len(other.children) != len(td.children):
        raise ValueError(f"Tree structures do not match: {td} vs {other}.")
    children = _children(tree, td)
    for c_td, c in zip(td.children, children):
        _flatten_up_to(c_td, c, out)


def _children(tree, td):
    k = td.kind
    if k in ("tuple", "list", "namedtuple"):
        return list(tree)
    if k in ("dict", "odict"):
        return [tree[key] for key in td.aux]
    if k == "ddict":
        return [tree[key] for key in td.aux[1]]
    if k == "partial":
        return [tree.args, tree.keywords]
    return list(_REGISTRY[td.aux[0]][0](tree)[0])


def tree_map(f, tree, *rest, is_leaf=None):
    """``f`` applied leaf-wise to ``tree`` and the trees ``rest`` (of ``tree``'s structure or
    finer)."""
    leaves, td = tree_flatten(tree, is_leaf)
    others = [td.flatten_up_to(r) for r in rest]
    return tree_unflatten(td, [f(*xs) for xs in zip(leaves, *others)])


def tree_reduce(function, tree, initializer=None, is_leaf=None):
    leaves = tree_leaves(tree, is_leaf)
    if initializer is None:
        return functools.reduce(function, leaves)
    return functools.reduce(function, leaves, initializer)


def tree_all(tree, *, is_leaf=None):
    return all(bool(x) for x in tree_leaves(tree, is_leaf))


def tree_transpose(outer_treedef, inner_treedef, pytree_to_transpose):
    flat = outer_treedef.flatten_up_to(pytree_to_transpose)
    inner = [inner_treedef.flatten_up_to(x) for x in flat]
    cols = list(zip(*inner)) if inner else [[] for _ in range(inner_treedef.num_leaves)]
    return tree_unflatten(inner_treedef, [tree_unflatten(outer_treedef, list(c)) for c in cols])


def treedef_is_leaf(treedef):
    return treedef.num_nodes == 1


def all_leaves(iterable, is_leaf=None):
    return all(treedef_is_leaf(tree_structure(x, is_leaf)) for x in iterable)


# -- paths -----------------------------------------------------------------------------------


class SequenceKey(collections.namedtuple("SequenceKey", ["idx"])):
    def __str__(self):
        return f"[{self.idx}]"


class DictKey(collections.namedtuple("DictKey", ["key"])):
    def __str__(self):
        return f"[{self.key!r}]"


class GetAttrKey(collections.namedtuple("GetAttrKey", ["name"])):
    def __str__(self):
        return f".{self.name}"


def _with_path(x, path, is_leaf, out):
    if is_leaf is not None and is_leaf(x):
        out.append((path, x))
        return
    if x is None:
        return
    t = type(x)
    if t in (tuple, list) or (_is_namedtuple(x) and t not in _REGISTRY):
        named = _is_namedtuple(x)
        for i, c in enumerate(x):
            _with_path(c, path + ((GetAttrKey(x._fields[i]) if named else SequenceKey(i)),), is_leaf, out)
        return
    if isinstance(x, dict):
        keys = list(x) if isinstance(x, collections.OrderedDict) else sorted(x)
        for k in keys:
            _with_path(x[k], path + (DictKey(k),), is_leaf, out)
        return
    if t in _REGISTRY:
        for i, c in enumerate(_REGISTRY[t][0](x)[0]):
            _with_path(c, path + (SequenceKey(i),), is_leaf, out)
        return
    out.append((path, x))


def tree_flatten_with_path(tree, is_leaf=None):
    out = []
    _with_path(tree, (), is_leaf, out)
    return out, tree_structure(tree, is_leaf)


def tree_leaves_with_path(tree, is_leaf=None):
    return tree_flatten_with_path(tree, is_leaf)[0]


def tree_map_with_path(f, tree, *rest, is_leaf=None):
    pairs, td = tree_flatten_with_path(tree, is_leaf)
    others = [td.flatten_up_to(r) for r in rest]
    return tree_unflatten(td, [f(p, x, *xs) for (p, x), *xs in zip(pairs, *others)])


def keystr(keys):
    return "".join(str(k) for k in keys)


class Partial(functools.partial):
    """``functools.partial`` that is a pytree (its arguments are the children)."""

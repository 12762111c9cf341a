"""Nested structures of arrays ("trees"): the one place ivy takes them apart.

Autodiff (``execute_with_gradients``, ``grad``, ``jac``), ``vmap`` and
``compile`` accept arrays or nests of them. They all flatten a nest into its
leaves and a description of its shape (a *treedef*), work on the flat list,
and rebuild the nest. Nodes are ``dict``, ``list``, ``tuple``, namedtuples and
:class:`ivy.Container` (and its subclasses); everything else (arrays, ``None``,
Python scalars) is a leaf. Other container classes plug in with
:func:`register_node`. A Container comes back as a Container (same keys, same
order), so gradients of a Container of parameters are a Container.

Every registered node class (and ``ivy.Array``) is also made a JAX pytree by
:func:`register_jax`, which runs only once JAX is imported (ivy never imports it
for this): the JAX backend calls it when it loads, and ``ivy.Container`` calls
it when one is built while JAX is imported.

>>> leaves, td = flatten({"a": 1, "b": (2, 3)})
>>> leaves
[1, 2, 3]
>>> unflatten(td, [4, 5, 6])
{'a': 4, 'b': (5, 6)}
"""

from __future__ import annotations

import sys

__all__ = [
    "register_node", "flatten", "unflatten", "num_leaves", "leaf_paths", "map_leaves", "path_key", "register_jax",
]

# cls -> (to_children(node) -> (children, aux), from_children(aux, children) -> node)
_NODES: dict = {}

_LEAF = None  # the treedef of a leaf


def register_node(cls, to_children, from_children):
    """Make instances of ``cls`` nodes of trees (not leaves).

    ``to_children(node)`` returns ``(children, aux)``: a list of child values and
    anything hashable needed to rebuild; ``from_children(aux, children)`` rebuilds.
    Keys of dict-like nodes go in ``aux`` (and :func:`leaf_paths` reads them from
    ``aux`` when it is a tuple of keys of the same length as ``children``).

    >>> class Pair:
    ...     def __init__(self, a, b): self.a, self.b = a, b
    >>> register_node(Pair, lambda p: ([p.a, p.b], ("a", "b")), lambda aux, ch: Pair(*ch))
    >>> flatten(Pair(1, [2]))[0]
    [1, 2]
    """
    _NODES[cls] = (to_children, from_children)
    if _JAX_STATE["done"]:
        _jax_register_node(sys.modules["jax"].tree_util, cls)


def _children(x):
    """(kind, aux, children, keys) of a node, or None for a leaf."""
    c = x.__class__
    if c is dict:
        keys = tuple(x)
        return (dict, keys, [x[k] for k in keys], keys)
    if c is list:
        return (list, None, list(x), range(len(x)))
    if c is tuple:
        return (tuple, None, list(x), range(len(x)))
    reg = _NODES.get(c)
    if reg is not None:
        ch, aux = reg[0](x)
        keys = aux if isinstance(aux, tuple) and len(aux) == len(ch) else range(len(ch))
        return (c, aux, list(ch), keys)
    if isinstance(x, tuple) and hasattr(x, "_fields"):
        return (c, None, list(x), x._fields)
    if isinstance(x, dict):
        keys = tuple(x)
        return (c, keys, [x[k] for k in keys], keys)
    return None


def _rebuild(kind, aux, children):
    if kind is dict:
        return dict(zip(aux, children))
    if kind is list:
        return children
    if kind is tuple:
        return tuple(children)
    reg = _NODES.get(kind)
    if reg is not None:
        return reg[1](aux, children)
    if issubclass(kind, tuple):
        return kind(*children)
    return kind(zip(aux, children))


def flatten(tree):
    """``(leaves, treedef)``: the leaves in order and what :func:`unflatten` needs."""
    leaves = []
    return leaves, _flatten(tree, leaves)


def _flatten(x, leaves):
    node = _children(x)
    if node is None:
        leaves.append(x)
        return _LEAF
    kind, aux, children, _ = node
    return (kind, aux, tuple(_flatten(c, leaves) for c in children))


def unflatten(treedef, leaves):
    """The tree of shape ``treedef`` holding ``leaves`` (any iterable, consumed in order)."""
    it = iter(leaves)
    out = _unflatten(treedef, it)
    for _ in it:
        raise ValueError("unflatten: more leaves than the tree has")
    return out


def _unflatten(td, it):
    if td is _LEAF:
        try:
            return next(it)
        except StopIteration:
            raise ValueError("unflatten: fewer leaves than the tree has") from None
    kind, aux, subs = td
    return _rebuild(kind, aux, [_unflatten(s, it) for s in subs])


def num_leaves(treedef):
    """How many leaves a tree of shape ``treedef`` holds."""
    if treedef is _LEAF:
        return 1
    return sum(num_leaves(s) for s in treedef[2])


def leaf_paths(tree):
    """The index path (a tuple of keys/positions) of each leaf, in :func:`flatten` order.

    >>> leaf_paths({"a": [1, 2], "b": 3})
    [('a', 0), ('a', 1), ('b',)]
    """
    out = []
    _paths(tree, (), out)
    return out


def _paths(x, prefix, out):
    node = _children(x)
    if node is None:
        out.append(prefix)
        return
    _, _, children, keys = node
    for k, c in zip(keys, children):
        _paths(c, prefix + (k,), out)


def path_key(path):
    """The string ivy uses as the key of a leaf's path: its parts joined by ``_``."""
    return "_".join(str(p) for p in path)


def map_leaves(fn, tree):
    """``tree`` with every leaf ``v`` replaced by ``fn(v)``."""
    leaves, td = flatten(tree)
    return unflatten(td, [fn(v) for v in leaves])


# ------------------------------------------------------------------ JAX pytrees

_JAX_STATE = {"done": False}


def _jax_register_node(tu, cls):
    to_children, from_children = _NODES[cls]
    keyed = getattr(tu, "register_pytree_with_keys", None)
    try:
        if keyed is not None:
            dict_key, seq_key = tu.DictKey, tu.SequenceKey

            def with_keys(x):
                children, aux = to_children(x)
                if isinstance(aux, tuple) and len(aux) == len(children):
                    return [(dict_key(k), c) for k, c in zip(aux, children)], aux
                return [(seq_key(i), c) for i, c in enumerate(children)], aux

            keyed(cls, with_keys, from_children, flatten_func=to_children)
        else:
            tu.register_pytree_node(cls, to_children, from_children)
    except ValueError:  # registered already
        pass


def register_jax():
    """Make ``ivy.Array`` and every registered node class (``ivy.Container``) JAX pytrees.

    Idempotent, and a no-op (returning False) while JAX is not imported: it never
    imports JAX. Classes registered later with :func:`register_node` are added to
    JAX at once. Then ``jax.jit``, ``jax.grad`` and ``jax.tree_util`` take and
    return Containers and ``ivy.Array`` directly.
    """
    if _JAX_STATE["done"]:
        return True
    jax = sys.modules.get("jax")
    tu = getattr(jax, "tree_util", None) if jax is not None else None
    if tu is None:
        return False
    _JAX_STATE["done"] = True
    from . import _dispatch

    arr = _dispatch._Array
    if arr is not None:
        try:
            tu.register_pytree_node(arr, lambda a: ((a._data,), None), lambda aux, children: arr(children[0]))
        except ValueError:  # the JAX backend registered it already
            pass
    for cls in list(_NODES):
        _jax_register_node(tu, cls)
    return True

"""Leaf-wise helpers for the stateful API: nests of arrays keyed by key chains.

A nest is an ``ivy.Container`` or any mapping (``dict``) of mappings whose
leaves are arrays (or anything else that is not a mapping). Key chains are
tuples of keys; joined with ``"/"`` they are Ivy's key-chain strings.
"""

from __future__ import annotations

from collections.abc import Mapping

import ivy  # the package (Container is looked up at call time)

from .. import _dispatch as _d

SEP = "/"


def is_nest(x):
    return isinstance(x, Mapping)


def items(nest, prefix=()):
    """``[(key_chain_tuple, leaf), ...]`` in insertion order."""
    out = []
    _items(nest, prefix, out)
    return out


def _items(nest, prefix, out):
    for k, val in nest.items():
        kc = prefix + (k,)
        if isinstance(val, Mapping):
            _items(val, kc, out)
        else:
            out.append((kc, val))


def container(d=None):
    """An ``ivy.Container`` holding the nested dict ``d``."""
    return ivy.Container(d if d is not None else {})


def to_dict(nest):
    """A plain nested ``dict`` copy of ``nest`` (leaves shared)."""
    return {k: to_dict(val) if isinstance(val, Mapping) else val for k, val in nest.items()}


def from_items(pairs, like=None):
    """The nest holding ``pairs`` (key chain, leaf): a Container unless ``like`` is a plain dict."""
    root = {}
    for kc, val in pairs:
        d = root
        for k in kc[:-1]:
            d = d.setdefault(k, {})
        d[kc[-1]] = val
    if like is not None and type(like) is dict:
        return root
    return container(root)


_MISSING = object()


def get(nest, kc, default=None):
    d = nest
    for k in kc:
        if isinstance(d, dict):  # Containers too: a C-level check, on Module's per-call path
            d = dict.get(d, k, _MISSING)
            if d is _MISSING:
                return default
        elif isinstance(d, Mapping) and k in d:
            d = d[k]
        else:
            return default
    return d


def map_leaves(fn, *nests):
    """``fn`` applied to corresponding leaves of ``nests`` (all with the structure of ``nests[0]``).

    The result is a Container (a plain dict if ``nests[0]`` is a plain dict). A
    leaf missing from one of the other nests gives ``None`` to ``fn``.
    """
    first = nests[0]
    pairs = []
    for kc, leaf in items(first):
        others = [get(n, kc) if isinstance(n, Mapping) else n for n in nests[1:]]
        pairs.append((kc, fn(leaf, *others)))
    return from_items(pairs, like=first)


def is_array(x):
    return x.__class__ is _d._Array or _d._TYPES[type(x)] is not None


def native(x):
    return x._data if x.__class__ is _d._Array else x


def backend_of(x):
    """The loaded backend of an array (ivy.Array or native)."""
    return _d._TYPES[native(x).__class__].load()

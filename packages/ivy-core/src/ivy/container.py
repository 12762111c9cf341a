"""``ivy.Container``: a nested dict of arrays with attribute access, leaf-wise math and save/load.

A Container is a ``dict`` whose values are leaves (arrays of any backend,
``ivy.Array``, numbers, anything) or further Containers. Nested dicts become
Containers when built. Keys are strings; a *key chain* names a leaf or a
sub-container by its keys joined with ``/`` (``"layer1/w"``).

>>> import ivy
>>> c = ivy.Container(a=ivy.asarray([1.0, 2.0]), b={"c": ivy.asarray([3.0])})
>>> c.b.c                                   # attribute access
ivy.array([3.], dtype=float32, backend=numpy)
>>> c["b/c"] is c.b.c                       # key chains
True
>>> (c * 2 + 1).a                           # operators apply to every leaf
ivy.array([3., 5.], dtype=float32, backend=numpy)
>>> c.sum().b.c                             # so does every ivy function, as a method
ivy.array(3., dtype=float32, backend=numpy)
>>> c.flatten_key_chains()["b/c"] is c.b.c
True

Decisions (Ivy's published API where it has the name; the rest written down here):

- Keys are sorted alphabetically when a Container is built (Ivy's default,
  ``alphabetical_keys=True``); results of maps and operators keep the order of
  their first Container. A key containing ``/`` given to the constructor or to
  ``c[key] = v`` is a key chain: ``Container({"a/b": 1}) == Container(a={"b": 1})``.
  ``c["a.b"]`` also reads the key chain ``a/b`` (Ivy's alternative separator)
  when ``"a.b"`` is not itself a key.
- Attribute access reads keys; a key named like a method (``sum``, ``shape``,
  ``keys``) is read with ``c["sum"]``. Setting ``c.x = v`` sets a key.
- ``c.map(fn)`` / ``c.cont_map(fn)`` call ``fn(leaf, key_chain)``;
  ``c.map_leaves(fn, *others)`` zips Containers of one structure and calls
  ``fn(leaf, *other_leaves, key_chain)``; ``cont_map_sub_conts`` maps the
  sub-Containers. ``key_chains=`` limits a map to some leaves (a listed key
  chain selects everything under it).
- Every ivy API function whose first argument is an array is a method applied
  to each leaf: ``c.sum(axis=0)`` is ``ivy.sum(leaf, axis=0)`` for every leaf;
  other Container arguments must have the same structure and are zipped
  leaf by leaf (``c.add(d)``); non-Container arguments go to every leaf.
  ``Container.static_<name>(...)`` is the same for every function with an
  array argument, sequences included (``Container.static_concat([c, d])``).
  ``ivy.linalg.*`` / ``ivy.fft.*`` are ``c.linalg.cholesky()`` /
  ``Container.static_linalg_cholesky(c)``. Functions returning tuples give a
  list of Containers, as Ivy 1.0's (``q, r = c.linalg.qr()``). ``ivy.<fn>(container)``
  itself maps too, as in Ivy 1.0 (``ivy.abs(c)``, ``ivy.add(c, x)``,
  ``ivy.concat([c, d])``): the dispatchers find ``Container`` in their type
  table as a pseudo-backend, on the path of a foreign array class, so calls
  without Containers pay nothing for it. ``c.flatten()`` is ``ivy.flatten`` on
  each leaf, as in Ivy; the key-chain flattening is :meth:`flatten_key_chains`
  / :meth:`cont_flatten_key_chains`.
- Operators (``+ - * / // % ** @ & | ^ << >> == != < <= > >=``, unary ``- + ~
  abs``) apply to each leaf with ivy's semantics (type promotion, Python
  scalars weak) also for native leaves, which stay native. ``==`` is leaf-wise
  (as in Ivy), so compare structures with :meth:`cont_identical` /
  :meth:`cont_assert_identical_structure`.
- Leaf-wise application leaves a leaf that is ``None`` in every Container
  argument as ``None``. Two Containers whose keys differ anywhere raise
  :class:`ivy.ShapeError` naming the key chain and the keys on each side.
- ``save``/``load`` write safetensors (ivy writes the format itself) or, for a
  ``.npz`` path, npz (a zip of ``.npy`` files that ``numpy.load`` opens without
  ivy); each leaf stored under its key chain, ``"a/b"``, every dtype (bfloat16
  and complex too), Python numbers and empty sub-containers restored as they
  were (see :mod:`ivy._persist`). Loading never unpickles unless
  ``allow_pickle=True`` (Ivy 1.0's pickled Containers).
- Containers are nests for ``ivy.execute_with_gradients``/``grad``/``jac``/
  ``vmap``/``compile`` (gradients come back as a Container) and JAX pytrees
  (registered lazily, once JAX is imported).
"""

from __future__ import annotations

import os
import sys

from . import _dispatch as _d
from . import _persist, _tree
from ._array import Array
from .errors import FileFormatError, InvalidArgumentError, IvyError, ShapeError

__all__ = ["Container", "ContainerKeyError", "MissingDependencyError"]

_TYPES = _d._TYPES
#: A clock of structural changes: every Container method that sets, replaces or deletes a key
#: advances it. ``ivy.Module`` compares it to skip re-reading its submodules' variables when
#: no Container changed since its last hand-down.
CLOCK = [0]
#: Set where a compiler traces a change instead of advancing CLOCK: torch.compile would guard on
#: the clock's value (compile again after each change) and replay the write as the value traced
#: (turn the clock back). Readers advance the clock for it (:func:`clock_now`).
MOVED = [False]


def _moved():
    """A Container's structure changed: advance :data:`CLOCK` (or, while tracing, set MOVED)."""
    if _d.compiling():
        MOVED[0] = True
    else:
        CLOCK[0] += 1


def clock_now():
    """:data:`CLOCK`, advanced first if a change was traced since it was last read.

    >>> clock_now() >= 0
    True
    """
    if MOVED[0]:
        MOVED[0] = False
        CLOCK[0] += 1
    return CLOCK[0]


class ContainerKeyError(IvyError, KeyError):
    """A key or key chain that the Container does not have."""

    def __str__(self):
        return str(self.args[0]) if self.args else ""


class MissingDependencyError(IvyError, ImportError):
    """An optional package a Container feature needs is not installed."""


# ----------------------------------------------------------------- leaves


def _native(v):
    """(backend, native array) of an array leaf (ivy.Array or native), else (None, None)."""
    n = v._data if v.__class__ is Array else v
    b = _TYPES[type(n)]
    if b is None:
        return None, None
    return b.load(), n


def _is_array(v):
    return v.__class__ is Array or _TYPES[type(v)] is not None


def _as_ivy(x):
    """``x`` as an ivy.Array if it is a native array; (value, was native)."""
    c = x.__class__
    if c is not Array and _TYPES[c] is not None:
        return Array(x), True
    return x, False


def _native_semantics(fn):
    """``fn(*leaves)`` with native array leaves wrapped as ivy.Array (ivy's semantics)
    and the result unwrapped again unless an ivy.Array came in."""

    def leaf(*vals):
        wrapped = False
        anyw = False
        args = []
        for v in vals:
            c = v.__class__
            if c is Array:
                anyw = True
            elif _TYPES[c] is not None:
                v = Array(v)
                wrapped = True
            args.append(v)
        r = fn(*args)
        if wrapped and not anyw and r.__class__ is Array:
            return r._data
        return r

    return leaf


def _numpy():
    try:
        import numpy
    except ImportError:  # pragma: no cover - numpy is there wherever a backend is
        raise MissingDependencyError("saving and loading Containers needs numpy: pip install numpy") from None
    return numpy


def _values_str(b, n, limit):
    try:
        np = _numpy()
        a = np.asarray(b.to_numpy(n))
        s = np.array2string(a, separator=", ", threshold=max(int(limit or 0), 1))
        return " ".join(s.split()).replace(" ,", ",").replace("[ ", "[")
    except Exception:  # noqa: BLE001 - repr must not fail (tracers, odd devices)
        return None


def _leaf_repr(v, limit, short=False):
    if short and v.__class__ is str:  # print(c) shows a string leaf as print shows it (Ivy 1.0's)
        return v
    if v.__class__ in (list, tuple):
        inner = ", ".join(_leaf_repr(e, limit, short) for e in v)
        return f"[{inner}]" if v.__class__ is list else f"({inner}{',' if len(v) == 1 else ''})"
    b, n = _native(v)
    if b is None:
        return repr(v)
    try:
        shape = tuple(b.shape(n))
        dt = b.dtype(n).name
    except Exception:  # noqa: BLE001
        return repr(v)
    size = 1
    for s in shape:
        size = size * s if isinstance(s, int) else size
    if v.__class__ is Array:
        head = "ivy.array"
    else:
        t = type(n)
        head = f"{t.__module__.partition('.')[0]}.{t.__name__}"
    desc = f"shape={shape}, dtype={dt}, backend={b.name}"
    if short and (limit is None or size <= limit):
        return str(v) if v.__class__ is Array else repr(n)
    if limit is None or size <= limit:
        vals = _values_str(b, n, limit)
        if vals is not None:
            return f"{head}({vals}, {desc})"
    return f"{head}({desc})"


# ------------------------------------------------------------ key chains


def _check_key(k):
    if not isinstance(k, str):
        raise InvalidArgumentError(
            f"ivy.Container keys must be strings, got {k!r} ({type(k).__name__}); convert them, e.g. str(k)"
        )
    if not k:
        raise InvalidArgumentError("ivy.Container keys must be non-empty strings")


def _join(prefix, k):
    return f"{prefix}/{k}" if prefix else k


def _parts(kc):
    if isinstance(kc, (list, tuple)):
        return [str(p) for p in kc]
    if not isinstance(kc, str):
        raise InvalidArgumentError(f"a key chain is a string like 'a/b', got {kc!r}")
    return kc.split("/")


class _Selector:
    """Which leaf key chains a map applies to (Ivy's ``key_chains`` / ``to_apply``).

    A leaf is selected when its key chain is listed or lies under a listed one.
    """

    __slots__ = ("chains", "to_apply")

    def __init__(self, key_chains, to_apply):
        if isinstance(key_chains, str):
            key_chains = [key_chains]
        elif isinstance(key_chains, dict):
            key_chains = list(Container(key_chains).cont_all_key_chains()) if key_chains else []
        self.chains = tuple("/".join(_parts(k)) for k in key_chains)
        self.to_apply = bool(to_apply)

    def __call__(self, kc):
        hit = any(kc == c or kc.startswith(c + "/") for c in self.chains)
        return hit if self.to_apply else not hit


def _selector(key_chains, to_apply):
    return None if key_chains is None else _Selector(key_chains, to_apply)


def _structure_error(conts, prefix, what="structures"):
    keysets = [set(dict.keys(c)) for c in conts if isinstance(c, Container)]
    first = keysets[0]
    parts = []
    for i, ks in enumerate(keysets[1:], 1):
        only0 = sorted(first - ks)
        only1 = sorted(ks - first)
        if only0 or only1:
            side = [f"only in Container 0: {only0}"] if only0 else []
            side += [f"only in Container {i}: {only1}"] if only1 else []
            parts.append("keys " + ", keys ".join(side))
    where = f"under key chain {prefix!r}" if prefix else "at the top level"
    return ShapeError(
        f"ivy.Container {what} differ {where}: " + "; ".join(parts)
        + ". Containers combined leaf by leaf need the same keys (see cont_assert_identical_structure)"
    )


def _zip_map(fn, conts, sel=None, prune=False, prefix=""):
    """``fn(values, key_chain)`` at every leaf of Containers of one structure.

    ``conts`` holds Containers (same keys at every level) and other values (given
    to every leaf). Returns a Container shaped like the first Container.
    """
    fi = 0
    while not isinstance(conts[fi], Container):
        fi += 1
    first = conts[fi]
    keys = list(dict.keys(first))
    n = len(keys)
    for c in conts:
        if c is not first and isinstance(c, Container):
            if len(c) != n or any(k not in c for k in keys):
                raise _structure_error(conts, prefix)
    out_k, out_v = [], []
    for k in keys:
        kc = _join(prefix, k)
        vals = [dict.__getitem__(c, k) if isinstance(c, Container) else c for c in conts]
        nc = [isinstance(v, Container) for v, c in zip(vals, conts) if isinstance(c, Container)]
        if any(nc):
            if not all(nc):
                kinds = ", ".join(
                    f"Container {i}: {'a sub-container' if x else 'a leaf'}" for i, x in enumerate(nc)
                )
                raise ShapeError(
                    f"ivy.Container structures differ at key chain {kc!r} ({kinds}); "
                    "Containers combined leaf by leaf need the same structure"
                )
            r = _zip_map(fn, vals, sel, prune, kc)
            if prune and not r:
                continue
        elif sel is not None and not sel(kc):
            if prune:
                continue
            r = vals[fi]
        else:
            r = fn(vals, kc)
        out_k.append(k)
        out_v.append(r)
    return first._like(out_k, out_v)


def _transpose_results(res, lists=True):
    """A Container whose leaves are equal-length tuples or lists -> a list of Containers, as Ivy
    1.0's Container functions give (``q, r = c.qr()``). ``lists=False`` (Ivy 1.0's plain functions
    on Containers: ``ivy.adam_step``, ``ivy.to_list``): list leaves stay leaves, and tuples give a
    tuple (or named tuple) of Containers."""
    leaves = [v for v in res.cont_to_iterator_values() if v is not None]
    if not leaves:
        return res
    t = leaves[0].__class__
    if not isinstance(leaves[0], (tuple, list) if lists else tuple) or getattr(t, "_one_value", False):
        return res
    m = len(leaves[0])
    for v in leaves:
        if v.__class__ is not t or len(v) != m:
            return res
    outs = [res.cont_map(lambda v, kc, i=i: None if v is None else v[i]) for i in range(m)]
    if lists:
        return outs
    if hasattr(t, "_fields"):
        return t(*outs)
    return tuple(outs)


def _map_in_function(fn, args, kwargs, key_chains=None, to_apply=True, prune_unapplied=False,
                     map_sequences=False, transpose_lists=True):
    """Call ``fn`` leaf by leaf over the Containers among ``args`` / ``kwargs``
    (top level, or inside a list/tuple argument). Tuple and list results become a list of
    Containers; with ``transpose_lists`` False (``ivy.to_list(c)``), list results stay leaves and
    tuples give a tuple of Containers."""
    slots = []
    conts = []
    for i, a in enumerate(args):
        if isinstance(a, Container):
            slots.append((0, i, None))
            conts.append(a)
        elif a.__class__ in (list, tuple):
            for j, e in enumerate(a):
                if isinstance(e, Container):
                    slots.append((1, i, j))
                    conts.append(e)
    for k, a in kwargs.items():
        if isinstance(a, Container):
            slots.append((2, k, None))
            conts.append(a)
        elif a.__class__ in (list, tuple):
            for j, e in enumerate(a):
                if isinstance(e, Container):
                    slots.append((3, k, j))
                    conts.append(e)
    if not conts:
        return fn(*args, **kwargs)

    def leaf(vals, kc):
        if all(v is None for v in vals):
            return None
        a = list(args)
        kw = dict(kwargs)
        seqs = {}
        for (w, i, j), v in zip(slots, vals):
            if w == 0:
                a[i] = v
            elif w == 2:
                kw[i] = v
            else:
                key = (w, i)
                s = seqs.get(key)
                if s is None:
                    s = seqs[key] = list(a[i] if w == 1 else kw[i])
                s[j] = v
        for (w, i), s in seqs.items():
            orig = args[i] if w == 1 else kwargs[i]
            s = tuple(s) if orig.__class__ is tuple else s
            if w == 1:
                a[i] = s
            else:
                kw[i] = s
        if map_sequences:
            return _map_sequence_leaf(fn, a, kw, slots)
        return fn(*a, **kw)

    res = _zip_map(leaf, conts, _selector(key_chains, to_apply), prune_unapplied)
    return _transpose_results(res, transpose_lists)


def _map_sequence_leaf(fn, a, kw, slots):
    """``map_sequences=True``: a leaf that is a list/tuple is mapped element by element."""
    w, i, _ = slots[0]
    v = a[i] if w == 0 else kw[i] if w == 2 else None
    if v is None or v.__class__ not in (list, tuple):
        return fn(*a, **kw)
    out = []
    for e in v:
        if w == 0:
            a[i] = e
        else:
            kw[i] = e
        out.append(fn(*a, **kw))
    return out if v.__class__ is list else tuple(out)


# -------------------------------------------------------------- operators


def _binary(op, reflected=False):
    leaf_op = _native_semantics(op)
    if reflected:
        def method(self, other):
            if isinstance(other, Container):
                return _zip_map(lambda vs, kc: None if vs[0] is None and vs[1] is None else leaf_op(vs[1], vs[0]),
                                [self, other])
            return self._map_values(lambda v: None if v is None else leaf_op(other, v))
    else:
        def method(self, other):
            if isinstance(other, Container):
                return _zip_map(lambda vs, kc: None if vs[0] is None and vs[1] is None else leaf_op(vs[0], vs[1]),
                                [self, other])
            return self._map_values(lambda v: None if v is None else leaf_op(v, other))
    return method


def _unary(op):
    leaf_op = _native_semantics(op)

    def method(self):
        return self._map_values(lambda v: None if v is None else leaf_op(v))

    return method


def _index_leaf(x, q):
    if x is None:
        return None
    x2, was_native = _as_ivy(x)
    if q.__class__ is not Array and _TYPES[type(q)] is not None:
        q = Array(q)
    r = x2[q]
    return r._data if was_native and r.__class__ is Array else r


# ---------------------------------------------------------------- the class


class Container(dict):
    """A nested dict of arrays (or anything) with attribute access and leaf-wise math.

    ``Container(dict_in)`` or ``Container(**kwargs)`` (not both); nested dicts become
    Containers. ``alphabetical_keys`` sorts the keys (Ivy's default); ``print_limit``
    is the largest leaf size whose values ``repr`` shows; ``types_to_iteratively_nest``
    turns values of those types (lists, tuples) into sub-Containers keyed
    ``it_0``, ``it_1``, ...

    >>> c = ivy.Container({"w": ivy.ones((2, 3)), "b": ivy.zeros(3)})
    >>> c.shape
    {
        b: (3,),
        w: (2, 3)
    }
    """

    __array_ufunc__ = None  # NumPy operators defer to the Container's reflected ones
    __array_priority__ = 1001
    __hash__ = None  # type: ignore[assignment]  # == is leaf-wise

    _print_limit = 10
    _print_indent = 4
    _alphabetical_keys = True
    _key_length_limit = None

    def __init__(self, dict_in=None, *, print_limit=10, print_indent=4, key_length_limit=None,
                 print_line_spacing=0, alphabetical_keys=True, rebuild_child_containers=False,
                 types_to_iteratively_nest=None, **kwargs):
        if not _tree._JAX_STATE["done"] and "jax" in sys.modules:
            _tree.register_jax()
        if dict_in is None:
            dict_in = kwargs
        elif kwargs:
            raise InvalidArgumentError(
                "ivy.Container: give the entries either as a dict or as keyword arguments, not both"
            )
        if print_limit != 10:
            self._print_limit = print_limit
        if print_indent != 4:
            self._print_indent = print_indent
        if key_length_limit is not None:
            self._key_length_limit = key_length_limit
        if not alphabetical_keys:
            self._alphabetical_keys = False
        types = tuple(types_to_iteratively_nest) if types_to_iteratively_nest else ()
        if types:
            self._types_to_iteratively_nest = types
        if rebuild_child_containers:
            self._rebuild = True
        self._update(dict_in, False)  # (a new Container: no module holds it, so no clock)
        if rebuild_child_containers:
            del self._rebuild

    # ---------------------------------------------------------- construction
    @classmethod
    def _from_items(cls, keys, values):
        """A Container holding ``values`` under ``keys`` as they are (no conversion, no sorting)."""
        c = dict.__new__(cls)
        dict.update(c, zip(keys, values))
        return c

    def _like(self, keys, values):
        c = dict.__new__(self.__class__)
        dict.update(c, zip(keys, values))
        if self.__dict__:
            c.__dict__.update(self.__dict__)
        return c

    def _config_kwargs(self):
        out = {}
        if "_print_limit" in self.__dict__:
            out["print_limit"] = self._print_limit
        if "_print_indent" in self.__dict__:
            out["print_indent"] = self._print_indent
        if "_key_length_limit" in self.__dict__:
            out["key_length_limit"] = self._key_length_limit
        if "_alphabetical_keys" in self.__dict__:
            out["alphabetical_keys"] = self._alphabetical_keys
        if "_types_to_iteratively_nest" in self.__dict__:
            out["types_to_iteratively_nest"] = self._types_to_iteratively_nest
        return out

    @property
    def cont_config(self):
        """The constructor keywords this Container was built with (print settings, key order)."""
        return self._config_kwargs()

    def _child(self, v):
        """``v`` as stored in this Container: dicts (and nested types) become Containers."""
        types = self.__dict__.get("_types_to_iteratively_nest", ())
        if isinstance(v, dict):
            if isinstance(v, Container) and not self.__dict__.get("_rebuild", False):
                return v
            return Container(v, **self._config_kwargs())
        if types and isinstance(v, types):
            w = len(str(len(v)))
            return Container({f"it_{str(i).zfill(w)}": e for i, e in enumerate(v)}, **self._config_kwargs())
        return v

    def cont_inplace_update(self, dict_in, **config):
        """Update this Container in place with the entries of a dict or Container (Ivy's name).

        Sub-Containers present on both sides are updated recursively.
        """
        return self._update(dict_in, True)

    def _update(self, dict_in, changed):
        if dict_in is None:
            return self
        types = self.__dict__.get("_types_to_iteratively_nest", ())
        if isinstance(dict_in, dict):
            items = list(dict_in.items())
        elif types and isinstance(dict_in, types):
            w = len(str(len(dict_in)))
            items = [(f"it_{str(i).zfill(w)}", e) for i, e in enumerate(dict_in)]
        else:
            try:
                items = list(dict(dict_in).items())
            except (TypeError, ValueError):
                raise InvalidArgumentError(
                    f"ivy.Container expects a dict, keyword arguments or (key, value) pairs, "
                    f"got {type(dict_in).__name__}"
                ) from None
        if changed:
            _moved()
        for k, _ in items:
            _check_key(k)
        if self._alphabetical_keys:
            items.sort(key=lambda kv: kv[0])
        for k, v in items:
            if "/" in k:
                self.cont_set_at_key_chain(k, v, inplace=True)
                continue
            old = dict.get(self, k)
            if isinstance(old, Container) and isinstance(v, dict):
                old.cont_inplace_update(v)
            else:
                dict.__setitem__(self, k, self._child(v))
        return self

    # ------------------------------------------------------------ dict access
    def __getitem__(self, query):
        if query.__class__ is str:
            try:
                return dict.__getitem__(self, query)
            except KeyError:
                if query == "":
                    return self
                return self.cont_at_key_chain(query)
        return _map_in_function(_index_leaf, (self, query), {})

    def __setitem__(self, query, value):
        _moved()
        if query.__class__ is str or isinstance(query, str):
            if "/" in query:
                self.cont_set_at_key_chain(query, value, inplace=True)
                return
            _check_key(query)
            dict.__setitem__(self, query, self._child(value))
            return
        self._setitem_leafwise(query, value, "")

    def _setitem_leafwise(self, q, value, prefix):
        if isinstance(value, Container):
            if set(dict.keys(value)) != set(dict.keys(self)):
                raise _structure_error([self, value], prefix)
        for k, v in list(dict.items(self)):
            val = dict.__getitem__(value, k) if isinstance(value, Container) else value
            if isinstance(v, Container):
                if isinstance(value, Container) and not isinstance(val, Container):
                    raise ShapeError(f"ivy.Container structures differ at key chain {_join(prefix, k)!r}")
                v._setitem_leafwise(q, val, _join(prefix, k))
            elif v is None:
                continue
            elif v.__class__ is Array:
                v[q] = val
            elif _TYPES[type(v)] is not None:
                a = Array(v)
                a[q] = val
                dict.__setitem__(self, k, a._data)
            else:
                v[q] = val

    def __delitem__(self, key):
        _moved()
        if isinstance(key, str) and "/" in key and not dict.__contains__(self, key):
            parts = key.split("/")
            parent = self.cont_at_key_chain("/".join(parts[:-1]))
            if not isinstance(parent, Container) or not dict.__contains__(parent, parts[-1]):
                raise ContainerKeyError(f"ivy.Container has no key chain {key!r}")
            dict.__delitem__(parent, parts[-1])
            return
        try:
            dict.__delitem__(self, key)
        except KeyError:
            raise ContainerKeyError(f"ivy.Container has no key {key!r}; keys: {list(self)}") from None

    def __contains__(self, key):
        if dict.__contains__(self, key):
            return True
        if isinstance(key, str) and "/" in key:
            return self.cont_has_key_chain(key)
        return False

    def get(self, key, default=None):
        """The value at a key or key chain, ``default`` if absent."""
        try:
            return self[key] if isinstance(key, str) else dict.get(self, key, default)
        except KeyError:
            return default

    def __getattr__(self, name):
        try:
            return dict.__getitem__(self, name)
        except KeyError:
            pass
        if name.startswith("_"):
            raise AttributeError(name)
        spec = _d.REGISTRY.get(name)
        if spec is not None and _first_is_array(spec):
            _install_methods()
            return getattr(self, name)
        leaves = [v for v in self.cont_to_iterator_values() if v is not None]
        if leaves and all(hasattr(_as_ivy(v)[0], name) for v in leaves):
            attrs = self._map_values(lambda v: None if v is None else getattr(_as_ivy(v)[0], name))
            if any(callable(a) for a in attrs.cont_to_iterator_values()):
                def call(*args, **kwargs):
                    leaf = _native_semantics(lambda x: getattr(x, name)(*args, **kwargs))
                    return self._map_values(lambda v: None if v is None else leaf(v))

                call.__name__ = name
                return call
            return self._map_values(
                lambda v: None if v is None else _native_semantics(lambda x: getattr(x, name))(v)
            )
        raise AttributeError(
            f"'Container' object has no key or attribute {name!r} (keys: {list(dict.keys(self))})"
        )

    def __setattr__(self, name, value):
        if name.startswith("_"):
            object.__setattr__(self, name, value)
        else:
            self[name] = value

    def __delattr__(self, name):
        if name.startswith("_"):
            object.__delattr__(self, name)
        else:
            _moved()
            try:
                dict.__delitem__(self, name)
            except KeyError:
                raise AttributeError(name) from None

    def __dir__(self):
        return list(super().__dir__()) + [k for k in self if k.isidentifier()]

    # ------------------------------------------------------------ iteration
    def cont_to_iterator(self, key_chain="", leaf_keys_only=False, include_empty=False):
        """Yield ``(key_chain, leaf)`` for every leaf, depth first in key order.

        ``include_empty`` also yields empty sub-Containers as leaves.
        """
        for k, v in dict.items(self):
            kc = k if leaf_keys_only else _join(key_chain, k)
            if isinstance(v, Container) and (v or not include_empty):
                yield from v.cont_to_iterator(kc, leaf_keys_only, include_empty)
            else:
                yield kc, v

    def cont_to_iterator_values(self, include_empty=False):
        """Yield every leaf, depth first in key order."""
        for v in dict.values(self):
            if isinstance(v, Container) and (v or not include_empty):
                yield from v.cont_to_iterator_values(include_empty)
            else:
                yield v

    def cont_to_iterator_keys(self, key_chain="", leaf_keys_only=False, include_empty=False):
        """Yield the key chain of every leaf."""
        for kc, _ in self.cont_to_iterator(key_chain, leaf_keys_only, include_empty):
            yield kc

    def cont_all_key_chains(self, include_empty=False):
        """The key chains of all leaves, as a list."""
        return [kc for kc, _ in self.cont_to_iterator(include_empty=include_empty)]

    def cont_to_flat_list(self):
        """The leaves in order (:meth:`cont_from_flat_list` puts them back)."""
        return list(self.cont_to_iterator_values())

    def cont_from_flat_list(self, flat_list):
        """A Container of this structure holding the values of ``flat_list`` in leaf order."""
        it = iter(flat_list)
        try:
            out = self._map_values(lambda v: next(it))
        except StopIteration:
            raise ShapeError(
                f"cont_from_flat_list: the list has fewer values than the Container's {self.cont_num_leaves} leaves"
            ) from None
        for _ in it:
            raise ShapeError(
                f"cont_from_flat_list: the list has more values than the Container's {self.cont_num_leaves} leaves"
            )
        return out

    @property
    def cont_num_leaves(self):
        """How many leaves the Container has."""
        return sum(1 for _ in self.cont_to_iterator_values())

    def cont_num_arrays(self, exclusive=False):
        """How many leaves are arrays (``ivy.Array`` or native)."""
        return sum(1 for v in self.cont_to_iterator_values() if _is_array(v))

    @property
    def cont_max_depth(self):
        """The number of levels of the deepest key chain (0 for an empty Container)."""
        depth = 0
        for v in dict.values(self):
            d = 1 + (v.cont_max_depth if isinstance(v, Container) else 0)
            depth = max(depth, d)
        return depth

    # ----------------------------------------------------------------- maps
    def _map_values(self, fn):
        """``fn(leaf)`` at every leaf (the fast path of maps and operators)."""
        vals = []
        for v in dict.values(self):
            vals.append(v._map_values(fn) if isinstance(v, Container) else fn(v))
        return self._like(list(dict.keys(self)), vals)

    def cont_map(self, func, key_chains=None, to_apply=True, prune_unapplied=False, map_sequences=False,
                 inplace=False, key_chain=""):
        """A Container with ``func(leaf, key_chain)`` at every leaf (Ivy's name).

        ``key_chains`` (a list of key chains, or a dict of them) limits the map to
        those leaves and the leaves under those sub-Containers (``to_apply=False``:
        to all the others); leaves not mapped are kept, or dropped with
        ``prune_unapplied``. ``map_sequences`` maps list/tuple leaves element by
        element. ``inplace`` writes into this Container and returns it.

        >>> c = ivy.Container(a=1, b={"c": 2})
        >>> c.cont_map(lambda x, kc: kc + "=" + str(x)).cont_to_dict()
        {'a': 'a=1', 'b': {'c': 'b/c=2'}}
        """
        sel = _selector(key_chains, to_apply)
        return self._cont_map(func, sel, prune_unapplied, map_sequences, inplace, key_chain)

    def _cont_map(self, func, sel, prune, map_seq, inplace, prefix):
        keys, vals = [], []
        for k, v in dict.items(self):
            kc = _join(prefix, k)
            if isinstance(v, Container):
                r = v._cont_map(func, sel, prune, map_seq, inplace, kc)
                if prune and not r:
                    continue
            elif sel is not None and not sel(kc):
                if prune:
                    continue
                r = v
            elif map_seq and v.__class__ in (list, tuple):
                r = _map_seq(func, v, kc)
            else:
                r = func(v, kc)
                if r.__class__ is dict:
                    r = Container(r)
            keys.append(k)
            vals.append(r)
        if inplace:
            _moved()
            for k in [k for k in dict.keys(self) if k not in set(keys)]:
                dict.__delitem__(self, k)
            for k, r in zip(keys, vals):
                dict.__setitem__(self, k, r)
            return self
        return self._like(keys, vals)

    def map(self, func, key_chains=None, to_apply=True, prune_unapplied=False, map_sequences=False):
        """``func(leaf, key_chain)`` at every leaf: :meth:`cont_map` (Ivy's older name).

        >>> ivy.Container(a=1, b=2).map(lambda x, kc: x * 10).cont_to_dict()
        {'a': 10, 'b': 20}
        """
        return self.cont_map(func, key_chains, to_apply, prune_unapplied, map_sequences)

    def map_leaves(self, func, *others):
        """``func(leaf, *other_leaves, key_chain)`` at every leaf, zipping Containers of one structure.

        With no ``others`` it is ``func(leaf, key_chain)``, as :meth:`map`. ``others``
        must be Containers with the same keys everywhere (else :class:`ivy.ShapeError`);
        their leaves come in order before the key chain (``jax.tree_util.tree_map``
        with the path last).

        >>> a, b = ivy.Container(x=1, y={"z": 2}), ivy.Container(x=10, y={"z": 20})
        >>> a.map_leaves(lambda u, v, kc: f"{kc}={u + v}", b).cont_to_dict()
        {'x': 'x=11', 'y': {'z': 'y/z=22'}}
        """
        for o in others:
            if not isinstance(o, Container):
                raise InvalidArgumentError(f"map_leaves zips Containers; got a {type(o).__name__}")
        if not others:
            return self.cont_map(func)
        return _zip_map(lambda vs, kc: func(*vs, kc), [self, *others])

    def cont_map_sub_conts(self, func, key_chains=None, to_apply=True, prune_unapplied=False, inplace=False,
                           key_chain="", include_self=True):
        """``func(sub_container, key_chain)`` at every sub-Container, bottom up (Ivy's name).

        ``include_self`` also applies it to this Container (key chain ``""``).
        """
        sel = _selector(key_chains, to_apply)
        return self._map_sub(func, sel, prune_unapplied, inplace, key_chain, include_self)

    def _map_sub(self, func, sel, prune, inplace, prefix, include_self):
        keys, vals = [], []
        for k, v in dict.items(self):
            kc = _join(prefix, k)
            if isinstance(v, Container):
                r = v._map_sub(func, sel, prune, inplace, kc, True)
                if prune and not r:
                    continue
            else:
                if sel is not None and not sel(kc) and prune:
                    continue
                r = v
            keys.append(k)
            vals.append(r)
        if inplace:
            _moved()
            for k, r in zip(keys, vals):
                dict.__setitem__(self, k, r)
            ret = self
        else:
            ret = self._like(keys, vals)
        if prefix or include_self:
            ret = func(ret, prefix)
        return ret

    @staticmethod
    def cont_multi_map(func, containers, key_chains=None, to_apply=True, prune_unapplied=False, key_chain="",
                       config=None, map_nests=False, assert_identical=False):
        """``func([leaf of each container], key_chain)`` at every leaf of Containers of one structure."""
        conts = list(containers)
        if not any(isinstance(c, Container) for c in conts):
            raise InvalidArgumentError("cont_multi_map needs at least one Container")
        return _zip_map(func, conts, _selector(key_chains, to_apply), prune_unapplied, key_chain)

    @staticmethod
    def cont_multi_map_in_function(fn, *args, key_chains=None, to_apply=True, prune_unapplied=False,
                                   map_sequences=None, **kwargs):
        """``fn`` (an ivy function or its name) applied leaf by leaf over the Containers in its arguments."""
        if isinstance(fn, str):
            import ivy

            fn = getattr(ivy, fn) if "." not in fn else getattr(getattr(ivy, fn.split(".")[0]), fn.split(".")[1])
        return _map_in_function(fn, args, kwargs, key_chains, to_apply, prune_unapplied, bool(map_sequences))

    @staticmethod
    def cont_reduce(containers, reduction, config=None):
        """``reduction([leaf of each container])`` at every leaf (e.g. ``sum`` for averaging gradients)."""
        return _zip_map(lambda vs, kc: reduction(vs), list(containers))

    # ---------------------------------------------------------- key chains
    def cont_at_key_chain(self, key_chain, ignore_key_errors=False):
        """The leaf or sub-Container at ``key_chain`` (``"a/b"``; Ivy also reads ``"a.b"``)."""
        if isinstance(key_chain, str) and dict.__contains__(self, key_chain):
            return dict.__getitem__(self, key_chain)
        if isinstance(key_chain, str) and "/" not in key_chain and "." in key_chain:
            parts = key_chain.split(".")
        else:
            parts = _parts(key_chain)
        node = self
        for i, p in enumerate(parts):
            if not isinstance(node, Container) or not dict.__contains__(node, p):
                if ignore_key_errors:
                    return None
                where = "/".join(parts[:i])
                if isinstance(node, Container):
                    raise ContainerKeyError(
                        f"ivy.Container has no key chain {key_chain!r}: "
                        f"{('the Container at ' + repr(where)) if where else 'the top level'} has no key {p!r} "
                        f"(its keys: {list(dict.keys(node))})"
                    )
                raise ContainerKeyError(
                    f"ivy.Container has no key chain {key_chain!r}: {where!r} is a leaf, not a Container"
                )
            node = dict.__getitem__(node, p)
        return node

    def at_key_chain(self, key_chain, ignore_key_errors=False):
        """:meth:`cont_at_key_chain`."""
        return self.cont_at_key_chain(key_chain, ignore_key_errors)

    def cont_has_key_chain(self, key_chain):
        """Whether there is a leaf or sub-Container at ``key_chain``."""
        if isinstance(key_chain, str) and dict.__contains__(self, key_chain):
            return True
        if isinstance(key_chain, str) and "/" not in key_chain and "." in key_chain:
            parts = key_chain.split(".")
        else:
            parts = _parts(key_chain)
        node = self
        for p in parts:
            if not isinstance(node, Container) or not dict.__contains__(node, p):
                return False
            node = dict.__getitem__(node, p)
        return True

    def cont_has_key(self, query_key):
        """Whether ``query_key`` is a key anywhere in the nest."""
        for k, v in dict.items(self):
            if k == query_key or (isinstance(v, Container) and v.cont_has_key(query_key)):
                return True
        return False

    def cont_at_key_chains(self, key_chains, ignore_none=True, ignore_key_errors=False):
        """A Container of only the given key chains (a list, a string, or a nested dict of them)."""
        if key_chains is None and ignore_none:
            return self
        if isinstance(key_chains, str):
            key_chains = [key_chains]
        elif isinstance(key_chains, dict):
            key_chains = Container(key_chains).cont_all_key_chains()
        elif not isinstance(key_chains, (list, tuple)):
            raise InvalidArgumentError(
                f"key_chains must be a list, tuple, string or dict of key chains, got {type(key_chains).__name__}"
            )
        out = self._like([], [])
        for kc in key_chains:
            if not self.cont_has_key_chain(kc):
                if ignore_key_errors:
                    continue
                self.cont_at_key_chain(kc)  # raises with the details
            out.cont_set_at_key_chain(kc, self.cont_at_key_chain(kc), inplace=True)
        return out

    def at_key_chains(self, key_chains, ignore_none=True, ignore_key_errors=False):
        """:meth:`cont_at_key_chains`.

        >>> ivy.Container(a=1, b={"c": 2, "d": 3}).at_key_chains(["b/c"]).cont_to_dict()
        {'b': {'c': 2}}
        """
        return self.cont_at_key_chains(key_chains, ignore_none, ignore_key_errors)

    def cont_key_chains_containing(self, sub_str, include_empty=False):
        """The leaf key chains that contain ``sub_str``."""
        return [kc for kc in self.cont_all_key_chains(include_empty) if sub_str in kc]

    def cont_at_keys(self, queries, ignore_none=True, containing=False, ignore_key_errors=False):
        """A Container of the leaves whose key chain has one of the keys ``queries``
        (``containing=True``: a key containing one of them)."""
        if queries is None and ignore_none:
            return self
        if isinstance(queries, str):
            queries = [queries]
        keep = []
        for kc in self.cont_all_key_chains():
            parts = kc.split("/")
            if any(q in parts or (containing and any(q in p for p in parts)) for q in queries):
                keep.append(kc)
        return self.cont_at_key_chains(keep, ignore_key_errors=ignore_key_errors)

    def cont_set_at_key_chain(self, key_chain, val, inplace=False):
        """This Container (``inplace``) or a copy with ``val`` at ``key_chain``, creating sub-Containers."""
        parts = _parts(key_chain)
        for p in parts:
            _check_key(p)
        _moved()
        cont = self if inplace else self.cont_copy()
        node = cont
        for i, p in enumerate(parts[:-1]):
            nxt = dict.get(node, p)
            if nxt is None:
                nxt = node._like([], [])
                dict.__setitem__(node, p, nxt)
            elif not isinstance(nxt, Container):
                raise InvalidArgumentError(
                    f"cannot set key chain {key_chain!r}: {'/'.join(parts[: i + 1])!r} is a leaf, not a Container"
                )
            node = nxt
        dict.__setitem__(node, parts[-1], node._child(val))
        return cont

    def cont_set_at_key_chains(self, target_dict, return_dict=None, inplace=False):
        """This Container (``inplace``) or a copy with the values of the nested dict ``target_dict`` set."""
        cont = self if inplace else self.cont_copy()
        for kc, v in Container(target_dict).cont_to_iterator():
            cont.cont_set_at_key_chain(kc, v, inplace=True)
        return cont

    def cont_prune_key_chain(self, key_chain):
        """A copy without the leaf or sub-Container at ``key_chain`` (sub-Containers left empty go too)."""
        return self.cont_prune_key_chains([key_chain])

    def cont_prune_key_chains(self, key_chains, ignore_none=True):
        """A copy without the given key chains (a list, a string or a nested dict of them).

        Sub-Containers that end up empty are removed; absent key chains are ignored.
        """
        if key_chains is None and ignore_none:
            return self
        if isinstance(key_chains, str):
            key_chains = [key_chains]
        elif isinstance(key_chains, dict):
            key_chains = Container(key_chains).cont_all_key_chains()
        elif not isinstance(key_chains, (list, tuple)):
            raise InvalidArgumentError(
                f"key_chains must be a list, tuple, string or dict of key chains, got {type(key_chains).__name__}"
            )
        drop = [tuple(_parts(kc)) for kc in key_chains]
        return self._pruned(drop, ())

    def _pruned(self, drop, prefix):
        keys, vals = [], []
        for k, v in dict.items(self):
            path = prefix + (k,)
            if path in drop:
                continue
            if isinstance(v, Container):
                if any(d[: len(path)] == path for d in drop):
                    v = v._pruned(drop, path)
                    if not v:
                        continue
                else:
                    v = v.cont_copy()
            keys.append(k)
            vals.append(v)
        return self._like(keys, vals)

    def prune(self, key_chains):
        """:meth:`cont_prune_key_chains`.

        >>> ivy.Container(a=1, b={"c": 2}).prune("b/c").cont_to_dict()
        {'a': 1}
        """
        return self.cont_prune_key_chains(key_chains)

    def cont_prune_keys(self, query_keys, ignore_none=True):
        """A copy without the leaves whose key chain contains one of the keys ``query_keys``."""
        if query_keys is None and ignore_none:
            return self
        if isinstance(query_keys, str):
            query_keys = [query_keys]
        drop = [kc for kc in self.cont_all_key_chains() if any(q in kc.split("/") for q in query_keys)]
        return self.cont_prune_key_chains(drop)

    def cont_prune_empty(self, keep_nones=False, base=True):
        """A copy without empty sub-Containers (and ``None`` leaves unless ``keep_nones``)."""
        keys, vals = [], []
        for k, v in dict.items(self):
            if isinstance(v, Container):
                v = v.cont_prune_empty(keep_nones, False)
                if not v:
                    continue
            elif v is None and not keep_nones:
                continue
            keys.append(k)
            vals.append(v)
        out = self._like(keys, vals)
        return out if out or base else None

    @staticmethod
    def cont_flatten_key_chain(key_chain, replacement="__", above_height=None, below_depth=None):
        """``key_chain`` with its ``/`` replaced by ``replacement`` (Ivy's name), keeping the
        first ``below_depth`` and the last ``above_height`` separators as ``/``."""
        keys = _parts(key_chain)
        pre, post = [], []
        if above_height and len(keys) > above_height:
            post = keys[-above_height:]
            keys = keys[:-above_height]
        if below_depth and len(keys) > below_depth:
            pre = keys[:below_depth]
            keys = keys[below_depth:]
        return "/".join(s for s in ("/".join(pre), replacement.join(keys), "/".join(post)) if s)

    def cont_flatten_key_chains(self, include_empty=False, above_height=None, below_depth=None):
        """A one-level Container keyed by the key chains joined with ``__`` (Ivy's name and format).

        >>> ivy.Container(a={"b": 1}).cont_flatten_key_chains().cont_to_dict()
        {'a__b': 1}
        """
        flat = {
            Container.cont_flatten_key_chain(kc, above_height=above_height, below_depth=below_depth): v
            for kc, v in self.cont_to_iterator(include_empty=include_empty)
        }
        out = self._like([], [])
        out.cont_inplace_update(flat)
        return out

    def flatten_key_chains(self, separator="/", include_empty=False):
        """A plain one-level dict from key chain (parts joined by ``separator``) to leaf.

        >>> ivy.Container(a={"b": 1}, c=2).flatten_key_chains()
        {'a/b': 1, 'c': 2}
        """
        if separator == "/":
            return dict(self.cont_to_iterator(include_empty=include_empty))
        return {kc.replace("/", separator): v for kc, v in self.cont_to_iterator(include_empty=include_empty)}

    @classmethod
    def unflatten_key_chains(cls, flat, separator="/", **config):
        """The Container of a one-level dict keyed by key chains (inverse of :meth:`flatten_key_chains`).

        >>> ivy.Container.unflatten_key_chains({"a/b": 1, "c": 2}).cont_to_dict()
        {'a': {'b': 1}, 'c': 2}
        """
        out = cls(**config)
        items = flat.items() if isinstance(flat, dict) else flat
        for k, v in items:
            _check_key(k)
            out.cont_set_at_key_chain(k.split(separator) if separator != "/" else k, v, inplace=True)
        if out._alphabetical_keys:
            out = out.cont_sort_by_key()
        return out

    def cont_sort_by_key(self):
        """A copy with the keys sorted at every level."""
        keys = sorted(dict.keys(self))
        vals = [dict.__getitem__(self, k) for k in keys]
        vals = [v.cont_sort_by_key() if isinstance(v, Container) else v for v in vals]
        return self._like(keys, vals)

    def cont_format_key_chains(self, format_fn):
        """A Container whose key chains are ``format_fn(key_chain)``."""
        return Container({format_fn(kc): v for kc, v in self.cont_to_iterator()})

    @staticmethod
    def cont_combine(*containers, config=None):
        """The union of the Containers' entries; the right-most wins where they overlap."""
        last = containers[-1]
        if not isinstance(last, dict):
            return last
        keys = []
        for c in containers:
            if isinstance(c, dict):
                keys += [k for k in c if k not in keys]
        out = {}
        for k in keys:
            vals = [c[k] for c in containers if isinstance(c, dict) and k in c]
            if isinstance(vals[-1], dict):
                vals = [v for v in vals if isinstance(v, dict)]
                out[k] = Container.cont_combine(*vals)
            else:
                out[k] = vals[-1]
        return Container(out, **(config or {}))

    # ---------------------------------------------------------- conversions
    def cont_to_dict(self):
        """The Container as nested plain dicts (leaves as they are)."""
        return {k: v.cont_to_dict() if isinstance(v, Container) else v for k, v in dict.items(self)}

    def cont_copy(self):
        """A copy of the structure (new Containers) holding the same leaf objects."""
        return self._like(
            list(dict.keys(self)),
            [v.cont_copy() if isinstance(v, Container) else v for v in dict.values(self)],
        )

    def copy(self):
        """:meth:`cont_copy` (a Container, not a plain dict)."""
        return self.cont_copy()

    # dict's own mutators, through ``__setitem__`` (key checks, nested dicts as Containers) and
    # the structure clock
    def update(self, other=(), /, **kwargs):
        """Set keys (or key chains) from a mapping, pairs or keywords, as ``c[k] = v`` each.

        >>> c = ivy.Container(a=1)
        >>> c.update({"b": {"c": 2}})
        >>> type(c.b).__name__
        'Container'
        """
        pairs = [(k, other[k]) for k in other.keys()] if hasattr(other, "keys") else list(other)
        for k, v in pairs + list(kwargs.items()):
            _check_key(k)  # (a key, never a leaf-wise index as c[0] = v is)
            self[k] = v

    def setdefault(self, key, default=None):
        _check_key(key)
        if key not in self:
            self[key] = default
        return self[key]

    def pop(self, key, *default):
        _moved()
        return dict.pop(self, key, *default)

    def popitem(self):
        _moved()
        return dict.popitem(self)

    def clear(self):
        _moved()
        dict.clear(self)

    def __copy__(self):
        return self.cont_copy()

    def cont_deep_copy(self):
        """A copy with every array leaf copied too (other leaves deep-copied)."""
        import copy as _copy

        def one(v):
            b, n = _native(v)
            if b is None:
                return _copy.deepcopy(v)
            m = b.asarray(n, copy=True)
            return Array(m) if v.__class__ is Array else m

        return self._map_values(one)

    def __deepcopy__(self, memo):
        return self.cont_deep_copy()

    def __reduce__(self):
        return (_rebuild, (self.__class__, self.cont_to_dict(), self._config_kwargs()))

    def to_native(self):
        """The Container with every ``ivy.Array`` leaf unwrapped to its native array (no copies)."""
        return self._map_values(lambda v: v._data if v.__class__ is Array else v)

    def to_ivy(self):
        """The Container with every native array leaf wrapped as ``ivy.Array`` (no copies)."""
        return self._map_values(lambda v: Array(v) if v.__class__ is not Array and _TYPES[type(v)] is not None
                                else v)

    def to_numpy(self, copy=True):
        """The Container with every array leaf as a NumPy array (``copy=False`` shares memory where it can)."""
        from .general import is_array, to_numpy

        return self._map_values(lambda v: to_numpy(v, copy=copy) if is_array(v) else v)

    def to_backend(self, backend):
        """The Container with every array leaf converted to ``backend`` (:func:`ivy.to_backend`)."""
        import ivy

        return self._map_values(lambda v: ivy.to_backend(v, backend) if _is_array(v) else v)

    def to_device(self, device, *, stream=None):
        """The Container with every array leaf on ``device`` (:func:`ivy.to_device`)."""
        import ivy

        return self._map_values(lambda v: ivy.to_device(v, device, stream=stream) if _is_array(v) else v)

    # ---------------------------------------------------------------- views
    @property
    def shape(self):
        """A Container of each leaf's shape (a tuple; ``None`` for leaves that are not arrays)."""
        def one(v):
            b, n = _native(v)
            return tuple(b.shape(n)) if b is not None else None

        return self._map_values(one)

    @property
    def dtype(self):
        """A Container of each leaf's ivy dtype (``None`` for leaves that are not arrays)."""
        def one(v):
            b, n = _native(v)
            return b.dtype(n) if b is not None else None

        return self._map_values(one)

    @property
    def device(self):
        """A Container of each leaf's ivy device (``None`` for leaves that are not arrays)."""
        def one(v):
            b, n = _native(v)
            return b.device_of(n) if b is not None else None

        return self._map_values(one)

    @property
    def ndim(self):
        """A Container of each leaf's number of dimensions (``None`` for non-arrays)."""
        return self._from_shape(self, len)

    @property
    def size(self):
        """A Container of each leaf's number of elements (``None`` for non-arrays)."""
        def prod(s):
            n = 1
            for d in s:
                n *= d
            return n

        return self._from_shape(self, prod)

    @staticmethod
    def _from_shape(c, fn):
        return c.shape._map_values(lambda s: None if s is None else fn(s))

    @property
    def cont_shapes(self):
        """A Container of each leaf's shape as an ``ivy.Shape`` (Ivy 1.0's ``cont_shapes``)."""
        from ._types import Shape

        return self.shape.cont_map(lambda s, kc: None if s is None else Shape(s))

    @property
    def cont_shape(self):
        """The leading dimensions shared by every array leaf (``None`` where they differ), as a list."""
        shapes = [s for s in self.shape.cont_to_iterator_values() if s is not None]
        if not shapes:
            return []
        n = min(len(s) for s in shapes)
        return [shapes[0][i] if all(s[i] == shapes[0][i] for s in shapes) else None for i in range(n)]

    @property
    def cont_dev(self):
        """The device of every array leaf if they share one, else None."""
        devs = {d for d in self.device.cont_to_iterator_values() if d is not None}
        return devs.pop() if len(devs) == 1 else None

    # -------------------------------------------------------------- truths
    def cont_as_bools(self, assert_is_bool=False, key_chains=None, to_apply=True, prune_unapplied=False,
                      map_sequences=False):
        """A Container of each leaf's truth: an array is true when all its elements are."""
        def one(v, kc):
            b, n = _native(v)
            if b is not None:
                if assert_is_bool and b.dtype(n).kind != "b":
                    raise InvalidArgumentError(f"cont_as_bools: leaf {kc!r} is a {b.dtype(n).name} array, not bool")
                return bool(b.all(n))
            if assert_is_bool and not isinstance(v, bool):
                raise InvalidArgumentError(f"cont_as_bools: leaf {kc!r} is a {type(v).__name__}, not a bool")
            return bool(v)

        return self.cont_map(one, key_chains, to_apply, prune_unapplied, map_sequences)

    def cont_all_true(self, assert_is_bool=False, key_chains=None, to_apply=True, prune_unapplied=False,
                      map_sequences=False):
        """Whether every leaf is true (arrays: every element), Ivy's name.

        >>> c = ivy.Container(a=ivy.asarray([1, 2]), b={"c": ivy.asarray([3])})
        >>> (c > 0).cont_all_true(), (c > 1).cont_all_true()
        (True, False)
        """
        bools = self.cont_as_bools(assert_is_bool, key_chains, to_apply, prune_unapplied, map_sequences)
        return all(bools.cont_to_iterator_values())

    def cont_all_false(self, assert_is_bool=False, key_chains=None, to_apply=True, prune_unapplied=False,
                       map_sequences=False):
        """Whether every leaf is false (arrays: no element is true)."""
        def one(v, kc):
            b, n = _native(v)
            if b is not None:
                if assert_is_bool and b.dtype(n).kind != "b":
                    raise InvalidArgumentError(f"cont_all_false: leaf {kc!r} is not a bool array")
                return not bool(b.any(n))
            if assert_is_bool and not isinstance(v, bool):
                raise InvalidArgumentError(f"cont_all_false: leaf {kc!r} is not a bool")
            return not bool(v)

        return all(self.cont_map(one, key_chains, to_apply, prune_unapplied, map_sequences)
                   .cont_to_iterator_values())

    def all_true(self, assert_is_bool=False, key_chains=None, to_apply=True):
        """:meth:`cont_all_true`."""
        return self.cont_all_true(assert_is_bool, key_chains, to_apply)

    def all_false(self, assert_is_bool=False, key_chains=None, to_apply=True):
        """:meth:`cont_all_false`."""
        return self.cont_all_false(assert_is_bool, key_chains, to_apply)

    # ------------------------------------------------------------ identity
    @staticmethod
    def _mismatches(containers, check_types, check_shapes, same_arrays, arrays_equal, sel, partial):
        """The first difference between the Containers as a message, or None."""
        conts = list(containers)
        if len(conts) < 2:
            return None
        if partial:
            common = set(conts[0].cont_all_key_chains())
            for c in conts[1:]:
                common &= set(c.cont_all_key_chains())
            if not common:
                return "the Containers have no key chain in common"
            conts = [c.cont_at_key_chains(sorted(common)) for c in conts]
        return _first_difference(conts, check_types, check_shapes, same_arrays, arrays_equal, sel, "")

    @staticmethod
    def cont_identical(containers, check_types=True, check_shapes=True, same_arrays=True, arrays_equal=True,
                       key_chains=None, to_apply=True, partial=False, key_chain=""):
        """Whether the Containers have the same key chains and leaves (Ivy's name).

        ``same_arrays``: array leaves must be the same objects; else ``arrays_equal``:
        equal values. ``check_types``: same leaf types (and array dtypes);
        ``check_shapes``: same array shapes. ``partial``: compare only the key
        chains they all have.
        """
        return Container._mismatches(containers, check_types, check_shapes, same_arrays, arrays_equal,
                                     _selector(key_chains, to_apply), partial) is None

    @staticmethod
    def cont_assert_identical(containers, check_types=True, check_shapes=True, same_arrays=True, arrays_equal=True,
                              key_chains=None, to_apply=True, partial=False):
        """Raise :class:`ivy.ShapeError` saying where the Containers differ, if they do."""
        msg = Container._mismatches(containers, check_types, check_shapes, same_arrays, arrays_equal,
                                    _selector(key_chains, to_apply), partial)
        if msg is not None:
            raise ShapeError(f"Containers were not identical: {msg}")

    @staticmethod
    def cont_identical_structure(containers, check_types=True, check_shapes=True, key_chains=None, to_apply=True,
                                 partial=False, key_chain=""):
        """Whether the Containers have the same key chains (and leaf types/shapes if asked); values are ignored."""
        return Container._mismatches(containers, check_types, check_shapes, False, False,
                                     _selector(key_chains, to_apply), partial) is None

    @staticmethod
    def cont_assert_identical_structure(containers, check_types=True, check_shapes=True, key_chains=None,
                                        to_apply=True, partial=False):
        """Raise :class:`ivy.ShapeError` naming the first key chain where the structures differ.

        >>> try:
        ...     ivy.Container.cont_assert_identical_structure([ivy.Container(a=1), ivy.Container(b=1)])
        ... except ivy.ShapeError as e:
        ...     print(str(e)[:47])
        Containers did not have identical structure: at
        """
        msg = Container._mismatches(containers, check_types, check_shapes, False, False,
                                    _selector(key_chains, to_apply), partial)
        if msg is not None:
            raise ShapeError(f"Containers did not have identical structure: {msg}")

    # ---------------------------------------------------------- save, load
    def _file_entries(self):
        """(key chain -> leaf, ivy's description) of what a file of this Container holds: array
        leaves and Python numbers (their type recorded: they come back as numbers), and the key
        chains of empty sub-Containers (they come back too)."""
        flat, python, empty = {}, {}, []
        for kc, v in self.cont_to_iterator(include_empty=True):
            if isinstance(v, Container):
                empty.append(kc)
                continue
            if v.__class__ in (bool, int, float, complex):
                python[kc] = v.__class__.__name__
            flat[kc] = v
        return flat, {"kind": "container", "python": python, "empty": empty}

    def cont_save(self, filepath, format=None, **kwargs):  # noqa: A002 - Ivy's name
        """Save to ``filepath`` as ``format``: ``"safetensors"`` (the default; no package needed) or
        ``"npz"`` (the default for a ``.npz`` path); see :mod:`ivy._persist`. Leaves must be arrays
        (every dtype, bfloat16 and complex included) or Python numbers. ``metadata`` (safetensors: a
        dict of strings kept in the header) and ``compress`` (npz) pass on."""
        fmt = _format(filepath, format)
        flat, desc = self._file_entries()
        _persist.write(filepath, flat, desc, fmt, **kwargs)

    def save(self, filepath, format=None, **kwargs):  # noqa: A002
        """Save the leaves to safetensors (npz for a ``.npz`` path): :meth:`cont_save`.

        >>> import os, tempfile, numpy
        >>> p = os.path.join(tempfile.mkdtemp(), "weights.npz")
        >>> ivy.Container(w=ivy.ones((2, 2)), b={"x": ivy.zeros(2)}).save(p)
        >>> sorted(k for k in numpy.load(p).files if not k.startswith("__"))
        ['b/x', 'w']
        """
        self.cont_save(filepath, format, **kwargs)

    def cont_to_disk_as_npz(self, filepath, compress=False):
        """Write the leaves to an ``.npz`` file (``numpy.load`` opens it; keys are key chains, and the
        member ``__ivy__.json`` is ivy's description). The file is written exactly at ``filepath``;
        ``compress`` deflates it like ``numpy.savez_compressed``."""
        self.cont_save(filepath, "npz", compress=compress)

    def cont_to_disk_as_safetensors(self, filepath, metadata=None):
        """Write the leaves to a ``.safetensors`` file (ivy writes the format itself; the
        ``safetensors`` package and other readers open it). ``metadata``: strings to keep in the
        header."""
        self.cont_save(filepath, "safetensors", metadata=metadata)

    def cont_to_disk_as_pickled(self, pickle_filepath):
        """Pickle the Container to ``pickle_filepath`` (Ivy 1.0's format; loading it needs
        ``allow_pickle=True``, since unpickling runs code: prefer :meth:`cont_save`)."""
        import pickle

        _persist._put(pickle_filepath, [pickle.dumps(self)])

    @staticmethod
    def cont_load(filepath, format=None, backend=None, *, allow_pickle=False):  # noqa: A002 - Ivy's name
        """Load a Container saved with :meth:`cont_save` (any of its formats, found from the file's
        first bytes; ``format`` checks it): ``ivy.Array`` leaves on ``backend`` (else the set or
        default one), Python numbers and empty sub-Containers as they were saved. Runs no code from
        the file: a pickle (Ivy 1.0's :meth:`cont_to_disk_as_pickled`) needs ``allow_pickle=True``.
        A truncated or corrupt file is an :class:`ivy.FileFormatError`."""
        if format is not None:
            _format(filepath, format, pickle_ok=True)
        where = repr(os.fspath(filepath)) if isinstance(filepath, (str, bytes, os.PathLike)) else "the file"
        got = _persist.read(filepath, allow_pickle=allow_pickle, fmt=format, where=where)
        if got.format == "pickle":
            obj = got.obj
            if isinstance(obj, Container):
                return obj
            if isinstance(obj, dict):
                return Container(obj)
            raise FileFormatError(f"{where} holds a {type(obj).__name__}, not an ivy.Container")
        desc = got.description or {}
        python = desc.get("python") or {}
        leaves = {}
        for kc, (values, dt) in got.arrays.items():
            kind = python.get(kc)
            if kind in ("bool", "int", "float", "complex"):
                leaves[kc] = _PY_KINDS[kind](values.item())
            else:
                leaves[kc] = _persist.to_array(values, dt, backend, where, kc)
        out = Container.unflatten_key_chains(leaves)
        for kc in desc.get("empty") or ():
            if isinstance(kc, str) and kc:
                out.cont_set_at_key_chain(kc, Container(), inplace=True)
        return out

    @staticmethod
    def load(filepath, format=None, backend=None, *, allow_pickle=False):  # noqa: A002
        """:meth:`cont_load`: ``ivy.Container.load("weights.safetensors")``."""
        return Container.cont_load(filepath, format, backend, allow_pickle=allow_pickle)

    @staticmethod
    def cont_from_disk_as_npz(filepath, backend=None, *, allow_pickle=False):
        """The Container of an ``.npz`` file (:meth:`cont_load` with ``format="npz"``)."""
        return Container.cont_load(filepath, "npz", backend, allow_pickle=allow_pickle)

    @staticmethod
    def cont_from_disk_as_safetensors(filepath, backend=None, *, allow_pickle=False):
        """The Container of a ``.safetensors`` file (:meth:`cont_load` with ``format="safetensors"``)."""
        return Container.cont_load(filepath, "safetensors", backend, allow_pickle=allow_pickle)

    @staticmethod
    def cont_from_disk_as_pickled(pickle_filepath, ivyh=None, *, allow_pickle=False):
        """The Container :meth:`cont_to_disk_as_pickled` wrote (Ivy 1.0's name). Unpickling runs
        code the file names: without ``allow_pickle=True`` this raises
        :class:`ivy.PickleRefusedError` (and loads a safetensors or npz file as :meth:`cont_load`)."""
        del ivyh  # (Ivy 1.0's backend handle: the leaves keep the backend they were pickled with)
        return Container.cont_load(pickle_filepath, None, None, allow_pickle=allow_pickle)

    # ------------------------------------------------------------- display
    def __repr__(self):
        return self._repr()

    def __str__(self):
        """Ivy 1.0's ``print(c)``: each leaf as ``print`` shows it (``a: ivy.array([1., 2.])``) up to
        the print limit, larger ones as in ``repr``."""
        return self._repr(short=True)

    def _repr(self, short=False):
        if not dict.__len__(self):
            return "{}"
        ind = " " * self._print_indent
        limit = self._print_limit
        klim = self._key_length_limit
        items = list(dict.items(self))
        lines = ["{"]
        for i, (k, v) in enumerate(items):
            s = v._repr(short) if isinstance(v, Container) else _leaf_repr(v, limit, short)
            s = s.replace("\n", "\n" + ind)
            key = k if klim is None or len(k) <= klim else k[: max(klim - 1, 1)] + "~"
            lines.append(f"{ind}{key}: {s}{',' if i < len(items) - 1 else ''}")
        lines.append("}")
        return "\n".join(lines)

    def cont_show(self):
        """Print the Container."""
        print(self)

    def cont_with_print_limit(self, print_limit, inplace=False):
        """The Container (a copy unless ``inplace``) showing values of leaves up to ``print_limit`` elements."""
        c = self if inplace else self.cont_copy()

        def setter(sub, _):
            sub._print_limit = print_limit
            return sub

        c.cont_map_sub_conts(setter, inplace=True)
        return c

    def cont_unstack_conts(self, axis, keepdims=False, dim_size=None):
        """A list of Containers, one per index along ``axis`` of every leaf."""
        if dim_size is None:
            shp = self.cont_shape
            if axis >= len(shp) or shp[axis] is None:
                raise ShapeError(f"cont_unstack_conts: the leaves do not share a dimension {axis}")
            dim_size = shp[axis]
        pre = (slice(None),) * axis
        if keepdims:
            return [self[pre + (slice(i, i + 1),)] for i in range(dim_size)]
        return [self[pre + (i,)] for i in range(dim_size)]

    # ------------------------------------------------------------- namespaces
    @property
    def linalg(self):
        """``ivy.linalg`` functions applied leaf by leaf: ``c.linalg.cholesky()``."""
        return _Namespace(self, "linalg")

    @property
    def fft(self):
        """``ivy.fft`` functions applied leaf by leaf: ``c.fft.fft()``; ``c.fft(dim)`` is ``ivy.fft(x, dim)``."""
        return _Namespace(self, "fft")

    # ------------------------------------------------------------ subclassing
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        _tree.register_node(cls, _to_children, _from_children_of(cls))

    # Operators are installed below the class.


def _rebuild(cls, d, config):
    return cls(d, **config)


def _map_seq(func, v, kc):
    out = [_map_seq(func, e, kc) if e.__class__ in (list, tuple) else func(e, kc) for e in v]
    return out if v.__class__ is list else tuple(out)


def _first_difference(conts, check_types, check_shapes, same_arrays, arrays_equal, sel, prefix):
    first = conts[0]
    keys0 = set(dict.keys(first))
    for i, c in enumerate(conts[1:], 1):
        if not isinstance(c, Container):
            return f"{prefix or 'the top level'!s}: Container {i} has a leaf where Container 0 has a sub-Container"
        if set(dict.keys(c)) != keys0:
            ks = set(dict.keys(c))
            where = f"under {prefix!r}" if prefix else "at the top level"
            return (f"{where}: keys only in Container 0: {sorted(keys0 - ks)}, "
                    f"only in Container {i}: {sorted(ks - keys0)}")
    for k in dict.keys(first):
        kc = _join(prefix, k)
        vals = [dict.__getitem__(c, k) for c in conts]
        if isinstance(vals[0], Container) or any(isinstance(v, Container) for v in vals):
            if not all(isinstance(v, Container) for v in vals):
                return f"at {kc!r}: a sub-Container in some Containers and a leaf in others"
            msg = _first_difference(vals, check_types, check_shapes, same_arrays, arrays_equal, sel, kc)
            if msg is not None:
                return msg
            continue
        if sel is not None and not sel(kc):
            continue
        v0 = vals[0]
        b0, n0 = _native(v0)
        for i, v in enumerate(vals[1:], 1):
            b, n = _native(v)
            if check_types:
                if type(v) is not type(v0):
                    return f"at {kc!r}: leaf types differ ({type(v0).__name__} in Container 0, " \
                           f"{type(v).__name__} in Container {i})"
                if b is not None and b0 is not None and b.dtype(n) is not b0.dtype(n0):
                    return f"at {kc!r}: dtypes differ ({b0.dtype(n0).name} in Container 0, " \
                           f"{b.dtype(n).name} in Container {i})"
            if b is not None and b0 is not None:
                if check_shapes and tuple(b.shape(n)) != tuple(b0.shape(n0)):
                    return f"at {kc!r}: shapes differ ({tuple(b0.shape(n0))} in Container 0, " \
                           f"{tuple(b.shape(n))} in Container {i})"
                if same_arrays:
                    if n is not n0:
                        return f"at {kc!r}: different array objects"
                elif arrays_equal:
                    if tuple(b.shape(n)) != tuple(b0.shape(n0)) or b is not b0 or not bool(
                            b.all(b.equal(n, n0))):
                        return f"at {kc!r}: array values differ"
            elif (same_arrays or arrays_equal) and (b is None) != (b0 is None):
                return f"at {kc!r}: an array in one Container and a {type(v).__name__} in another"
            elif (same_arrays or arrays_equal) and b is None:
                try:
                    eq = bool(v == v0)
                except Exception:  # noqa: BLE001
                    eq = v is v0
                if not eq:
                    return f"at {kc!r}: values differ ({v0!r} in Container 0, {v!r} in Container {i})"
    return None


_PY_KINDS = {"bool": bool, "int": int, "float": float, "complex": complex}


def _format(filepath, fmt, pickle_ok=False):
    """The file format: ``fmt``, else npz for a ``.npz`` path, else safetensors."""
    if fmt is None:
        name = os.fspath(filepath) if isinstance(filepath, (str, os.PathLike)) else ""
        return "npz" if str(name).endswith(".npz") else "safetensors"
    if fmt in ("npz", "safetensors") or pickle_ok and fmt == "pickle":
        return fmt
    raise InvalidArgumentError(
        f"unknown Container file format {fmt!r}: ivy saves 'safetensors' (the default; no package needed) and "
        "'npz'" + (" and loads 'pickle' (with allow_pickle=True)" if pickle_ok else "")
    )


class _Namespace:
    """``c.linalg`` / ``c.fft``: the namespaced ivy functions applied leaf by leaf."""

    __slots__ = ("_c", "_ns")

    def __init__(self, c, ns):
        self._c = c
        self._ns = ns

    def __getattr__(self, name):
        spec = _d.REGISTRY.get(f"{self._ns}.{name}")
        if spec is None or not _first_is_array(spec):
            raise AttributeError(f"ivy.{self._ns} has no array function {name!r}")
        fn = spec.dispatcher
        c = self._c

        def method(*args, key_chains=None, to_apply=True, prune_unapplied=False, map_sequences=False, **kwargs):
            return _map_in_function(fn, (c,) + args, kwargs, key_chains, to_apply, prune_unapplied, map_sequences)

        method.__name__ = name
        method.__doc__ = f"Leaf-wise :func:`ivy.{self._ns}.{name}`."
        return method

    def __call__(self, *args, key_chains=None, to_apply=True, prune_unapplied=False, map_sequences=False, **kwargs):
        """``c.fft(dim)``: Ivy 1.0's top-level ``ivy.fft(x, dim)`` leaf by leaf (``ivy.fft`` is callable too)."""
        spec = _d.REGISTRY.get(self._ns)
        if spec is None:
            raise TypeError(f"ivy.{self._ns} is not callable")
        return _map_in_function(spec.dispatcher, (self._c,) + args, kwargs, key_chains, to_apply, prune_unapplied,
                                map_sequences)

    def __dir__(self):
        p = self._ns + "."
        return [q[len(p):] for q, s in _d.REGISTRY.items() if q.startswith(p) and _first_is_array(s)]


# ------------------------------------------------------------- operators

import operator as _op  # noqa: E402

for _name, _fn in (
    ("add", _op.add), ("sub", _op.sub), ("mul", _op.mul), ("truediv", _op.truediv), ("floordiv", _op.floordiv),
    ("mod", _op.mod), ("pow", _op.pow), ("matmul", _op.matmul), ("and", _op.and_), ("or", _op.or_),
    ("xor", _op.xor), ("lshift", _op.lshift), ("rshift", _op.rshift),
):
    setattr(Container, f"__{_name}__", _binary(_fn))
    setattr(Container, f"__r{_name}__", _binary(_fn, reflected=True))
for _name, _fn in (("eq", _op.eq), ("ne", _op.ne), ("lt", _op.lt), ("le", _op.le), ("gt", _op.gt),
                   ("ge", _op.ge)):
    setattr(Container, f"__{_name}__", _binary(_fn))
for _name, _fn in (("neg", _op.neg), ("pos", _op.pos), ("abs", _op.abs), ("invert", _op.invert)):
    setattr(Container, f"__{_name}__", _unary(_fn))
# Python's ``|`` on two dicts merges them; on Containers it is leaf-wise bitwise or (above), ``|=`` too.
Container.__ior__ = Container.__or__


# ------------------------------------------------ ivy functions as methods


def _first_is_array(spec):
    params = list(spec.signature.parameters.values())
    if not params:
        return False
    p = params[0]
    return (p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and _d._is_array_annotation(p.annotation)
            and not _d._is_sequence_annotation(p.annotation))


def _has_array_param(spec):
    return any(_d._is_array_annotation(p.annotation) for p in spec.signature.parameters.values())


def _make_method(qual, fn):
    def method(self, *args, key_chains=None, to_apply=True, prune_unapplied=False, map_sequences=False, **kwargs):
        return _map_in_function(fn, (self,) + args, kwargs, key_chains, to_apply, prune_unapplied, map_sequences)

    method.__name__ = qual.rpartition(".")[2]
    method.__qualname__ = f"Container.{method.__name__}"
    method.__doc__ = (
        f"Leaf-wise :func:`ivy.{qual}`: ``ivy.{qual}(leaf, *args, **kwargs)`` at every leaf "
        "(Container arguments zipped leaf by leaf). ``key_chains``/``to_apply``/``prune_unapplied`` "
        "choose the leaves as in :meth:`Container.cont_map`."
    )
    return method


class _KeysFirst:
    """A leaf-wise ivy function as a Container attribute that gives way to a key of the same
    name: ``c.linear`` is the sub-container of a ``Linear`` submodule called ``linear`` when
    ``c`` has that key, and the leaf-wise :func:`ivy.linear` otherwise (``c.static_linear``
    and ``ivy.linear(c, ...)`` always are the function)."""

    def __init__(self, method):
        self.method = method
        self.name = method.__name__
        self.__doc__ = method.__doc__

    def __get__(self, obj, cls=None):
        if obj is None:
            return self.method
        if dict.__contains__(obj, self.name):
            return dict.__getitem__(obj, self.name)
        return self.method.__get__(obj, cls)


def _make_static(qual, fn):
    def static(*args, key_chains=None, to_apply=True, prune_unapplied=False, map_sequences=False, **kwargs):
        return _map_in_function(fn, args, kwargs, key_chains, to_apply, prune_unapplied, map_sequences)

    static.__name__ = "static_" + qual.replace(".", "_")
    static.__qualname__ = f"Container.{static.__name__}"
    static.__doc__ = (
        f"Static form of :func:`ivy.{qual}` over Containers: every Container argument (also inside a "
        "list/tuple argument) is zipped leaf by leaf, other arguments go to every leaf."
    )
    return staticmethod(static)


_OWN = set(dir(Container))
_INSTALLED: set = set()


def _install_methods():
    """Add a method (first argument an array) and a ``static_`` form for every ivy API function."""
    for qual, spec in list(_d.REGISTRY.items()):
        if qual in _INSTALLED:
            continue
        _INSTALLED.add(qual)
        fn = spec.dispatcher
        if not _has_array_param(spec):
            continue
        sname = "static_" + qual.replace(".", "_")
        if sname not in _OWN:
            setattr(Container, sname, _make_static(qual, fn))
        if "." not in qual and _first_is_array(spec) and qual not in _OWN:
            setattr(Container, qual, _KeysFirst(_make_method(qual, fn)))


# ------------------------------------------------------------ nests, pytrees


def _to_children(c):
    return list(dict.values(c)), tuple(dict.keys(c))


def _from_children_of(cls):
    def from_children(aux, children):
        c = dict.__new__(cls)
        dict.update(c, zip(aux, children))
        return c

    return from_children


_tree.register_node(Container, _to_children, _from_children_of(Container))
_install_methods()
_d._set_container_class(Container)


# ------------------------------------------- Ivy 1.0's nestable plain functions

# ivy's plain (not dispatched) functions that Ivy 1.0 maps over ivy.Container arguments
# (its @handle_nestable ones); the dispatched API functions map in dispatch itself.
NESTABLE = (
    "all_equal", "array_equal", "assert_supports_inplace", "can_cast", "clip_matrix_norm", "clip_vector_norm",
    "copy_array", "dev", "dtype", "einops_rearrange", "einops_reduce", "einops_repeat", "fourier_encode",
    "get_num_dims", "has_nans", "inplace_decrement", "inplace_increment", "inplace_update", "is_bool_dtype",
    "is_complex_dtype", "is_float_dtype", "is_int_dtype", "is_uint_dtype", "result_type", "stable_divide",
    "stable_pow", "stop_gradient", "supports_inplace_updates", "to_device", "to_dlpack", "to_list", "to_numpy",
    "to_scalar", "value_is_nan", "finfo", "iinfo", "as_ivy_dtype", "as_native_dtype", "dtype_bits",
    "optimizer_update", "gradient_descent_update", "lars_update", "adam_update", "lamb_update", "adam_step",
    "shape", "size", "isscalar", "itemsize", "strides",
)
_INPLACE = ("inplace_update", "inplace_decrement", "inplace_increment")


def nestable(fn, inplace=False):
    """``fn`` mapped over the leaves of its Container arguments (positional, or inside a list or
    tuple argument) when it is given any; called as it is otherwise (one class test an argument).
    ``inplace``: the results are also written into the first argument, which is returned (Ivy
    1.0's in-place functions on Containers).

    >>> c = ivy.Container(a=ivy.asarray([1.0, 2.0]))
    >>> ivy.to_numpy(c)["a"].tolist()
    [1.0, 2.0]
    """

    def nestable_fn(*args, **kwargs):
        for a in args:
            c = a.__class__
            if c is Container or (c is list or c is tuple) and any(isinstance(e, Container) for e in a) or (
                    isinstance(a, Container)):
                break
        else:
            return fn(*args, **kwargs)
        r = _map_in_function(fn, args, kwargs, transpose_lists=False)
        if inplace and isinstance(args[0], Container):
            x = args[0]
            for kc, v in r.cont_to_iterator():
                if x[kc] is not v:
                    x[kc] = v
            return x
        return r

    nestable_fn.__name__ = getattr(fn, "__name__", "nestable")
    nestable_fn.__qualname__ = getattr(fn, "__qualname__", nestable_fn.__name__)
    nestable_fn.__doc__ = fn.__doc__
    nestable_fn.__wrapped__ = fn
    return nestable_fn


def install_nestable(namespace):
    """Replace the :data:`NESTABLE` functions of ``namespace`` (the ``ivy`` module) by their
    :func:`nestable` forms."""
    for name in NESTABLE:
        fn = getattr(namespace, name, None)
        if callable(fn) and not isinstance(fn, type) and getattr(fn, "__name__", "") != "nestable_fn":
            setattr(namespace, name, nestable(fn, inplace=name in _INPLACE))

"""Views that alias their base on every backend, mutable or not.

torch and NumPy hand out *views*: ``y = x[0]``, ``x.view(6)``, ``x.T``, ``x.diagonal()``
share ``x``'s memory, so ``y.add_(1)`` changes ``x`` and ``x.zero_()`` changes ``y``. JAX and
TensorFlow arrays cannot be written at all. The frontends give every backend torch's and
NumPy's behaviour with one mechanism that never relies on native memory sharing:

- A frontend array holds one native array (its ``_data``). A **root** owns its data; a
  **view** holds its root and a *chain* of steps from the root's data to its own
  (``step.fwd(parent) -> child``: a getitem, a reshape, a permutation, ...), plus a cache of its
  data and the root's *version* when the cache was made.
- Writing a root (an in-place method, ``x[k] = v``) replaces its native array and bumps its
  version; each view recomputes its data from the root the next time it is read (only when
  the version moved: reading an unchanged view costs one comparison).
- Writing a view writes back through the chain to the root: each step's ``inv(parent,
  new_child) -> new_parent`` (a ``setitem`` for a getitem, the inverse permutation for a
  transpose, a reshape back); a step without its own ``inv`` is inverted generically by its
  *index map*: the step applied to ``arange(parent.size)`` says which parent element each
  child element is, and the new child values are scattered there. So a new view operation
  needs only its forward function to be writable.
- A step that maps several child elements to one parent element (``expand``) is marked
  ``overlap``; writing through it raises, as in torch.

The frontends' array classes use :func:`make_view_class` to get a subclass whose ``_data`` is
a property doing the above, so the plain (root) class pays nothing for views: its ``_data``
stays a slot read.
"""

from __future__ import annotations

import sys

import ivy


class Step:
    """One view operation: ``fwd(parent_native, arg) -> child_native``; ``inv(parent, new_child,
    arg) -> new_parent`` or None (inverted through the index map); ``contiguous``: a contiguous
    parent gives a contiguous child (torch's ``reshape`` of a view is a view only then);
    ``overlap``: several child elements share a parent element (writes refused)."""

    __slots__ = ("fwd", "arg", "inv", "contiguous", "overlap", "what")

    def __init__(self, fwd, arg=None, inv=None, contiguous=False, overlap=False, what="view"):
        self.fwd = fwd
        self.arg = arg
        self.inv = inv
        self.contiguous = contiguous
        self.overlap = overlap
        self.what = what


class Versions:
    """A root's version counter (bumped by every write); kept in the root's extra state."""

    __slots__ = ("version",)

    def __init__(self):
        self.version = 0


# -------------------------------------------------------------- writable natives

_BACKEND_OF: dict = {}


def backend_of(native):
    """The ivy backend owning native array ``native`` (by its class's top-level module, cached per
    class; whatever backend is set), or None for a class no installed backend declares."""
    c = native.__class__
    try:
        return _BACKEND_OF[c]
    except KeyError:
        pass
    top = c.__module__.split(".")[0]
    found = None
    for name in ivy.backends():
        b = ivy.get_backend(name)
        if top in b.spec.array_modules:
            found = b
            break
    _BACKEND_OF[c] = found
    return found


def to_current(x):
    """A native array of another framework (a NumPy array on the torch backend) as one of the
    current backend's (through the host)."""
    return ivy.native_array(ivy.to_numpy(x))


def writable(native, refs):
    """``native`` if writing it in place changes nothing else, else a copy to write.

    ``refs`` counts the references to ``native`` the caller knows of (the owner's slot, the
    caller's own variables); any further one means something else holds it. A NumPy array that
    is a view of another (``base`` set) or that anything more refers to (a NumPy view of it holds
    it as its ``base``; another frontend array) is copied, and so is a torch tensor that is a view
    of another or referred to more; JAX and TensorFlow arrays are returned as they are (their
    ``setitem`` is functional), MXNet's are copied.
    """
    mod = native.__class__.__module__
    if mod == "numpy":
        if native.base is None and native.flags.writeable and sys.getrefcount(native) <= refs + 2:
            return native
        return native.copy()
    if mod == "torch":
        if not native._is_view() and sys.getrefcount(native) <= refs + 2:
            return native
        return native.clone()
    if mod.startswith("mxnet"):
        return native.copy()
    return native


# -------------------------------------------------------------------- write-back

def _index_map_inverse(step, parent, new_child):
    """Write ``new_child`` into ``parent`` at the elements ``step`` selects (through the index map)."""
    shape = tuple(int(s) for s in parent.shape)
    n = 1
    for s in shape:
        n *= s
    idx = ivy.reshape(ivy.arange(n, dtype=ivy.int64, device=ivy.dev(parent)), shape)
    idx = idx._data if idx.__class__ is ivy.Array else idx
    taken = ivy.reshape(step.fwd(idx, step.arg), (-1,))
    flat = ivy.reshape(parent, (-1,))
    vals = ivy.reshape(new_child, (-1,))
    flat = backend_of(flat).setitem(flat, taken, vals)
    return ivy.reshape(flat, shape)


def write_back(root_native, chain, new_child):
    """The root's new native array after the view at the end of ``chain`` became ``new_child``.

    ``root_native`` must be writable in place (see :func:`writable`): the inverse steps may write
    into it, through intermediate views of it on NumPy and torch."""
    parents = [root_native]
    for s in chain[:-1]:
        parents.append(s.fwd(parents[-1], s.arg))
    for s in chain:
        if s.overlap:
            raise OverlapError(
                f"unsupported operation: more than one element of the written-to tensor refers to a "
                f"single memory location (a view made by {s.what}). Please clone() the tensor before "
                "performing the operation."
            )
    new = new_child
    for s, p in zip(reversed(chain), reversed(parents)):
        new = _index_map_inverse(s, p, new) if s.inv is None else s.inv(p, new, s.arg)
    return new


class OverlapError(ivy.InvalidArgumentError, RuntimeError):
    """A write through a view whose elements share memory (an ``expand``ed tensor)."""


def make_view_class(base):
    """A subclass of frontend array class ``base`` whose instances are views.

    ``base`` has the slots ``_data`` and ``_ex``, and an ``_assign(native)`` method that stores a
    root's new value and bumps its version (``root._ex.versions``, made when its first view is).
    """
    slot = base.__dict__["_data"]
    get_slot, set_slot = slot.__get__, slot.__set__

    def _get(self):
        root = self._root
        v = root._ex.versions.version
        if self._seen != v:
            d = root._data
            for s in self._chain:
                d = s.fwd(d, s.arg)
            set_slot(self, d)
            self._seen = v
        return get_slot(self)

    def _set(self, new):
        root = self._root
        set_slot(self, None)  # this view's cache must not pin the root's memory
        self._seen = -1  # (recomputed on the next read if the write fails)
        rd = writable(root._data, 1)
        root._assign(write_back(rd, self._chain, new))
        set_slot(self, new)
        self._seen = root._ex.versions.version

    def _is_contiguous(self, memory_format=None):
        return all(s.contiguous for s in self._chain)

    ns = {"__slots__": ("_root", "_chain", "_seen"), "_data": property(_get, _set),
          "is_contiguous": _is_contiguous, "__module__": base.__module__, "__doc__": base.__doc__}
    return type(base.__name__, (base,), ns)

"""Settings each thread has its own of: the default device and default dtype stacks.

Ivy's stacks (``ivy.default_float_dtype_stack``, ...) are lists that ``set_default_*`` pushes on and
``unset_default_*`` pops. Shared by all threads, two threads interleaving their pushes and pops
would pop each other's settings (thread A pushes float64, B pushes float16, A pops B's). Here each
thread that changes one gets its own copy of the group (all the stacks of a kind), starting from
the main thread's values; a thread that changed nothing sees the main thread's. So settings made at
start-up in the main thread hold in every worker, and a worker's own changes are seen by no other
thread.

>>> g = StackGroup(("float",))
>>> s = g.stack("float")
>>> s.append("float64"); s, g.active()
(['float64'], True)
>>> _ = s.pop(); g.active()
False
"""

from __future__ import annotations

import threading
from collections.abc import MutableSequence


class _Own(dict):
    """A worker thread's own copy of a group's stacks; when the thread ends (its ``threading.local``
    storage is released) the group stops counting it."""

    __slots__ = ("group", "__weakref__")

    def __del__(self):
        g = self.group
        if g is not None and any(self.values()):
            with g._lock:
                g._busy -= 1
            g._changed()


class StackGroup:
    """Named stacks of settings, one copy per thread that changed them (see the module)."""

    def __init__(self, names, on_change=None):
        self._names = tuple(names)
        self._base = {n: [] for n in self._names}  # the main thread's (and every unchanged thread's)
        self._local = threading.local()
        self._lock = threading.Lock()
        self._busy = 0  # threads (the main one included) whose stacks hold something
        self._on_change = on_change

    def view(self):
        """The stacks that apply in this thread."""
        own = self._local.__dict__.get("own")
        return own if own is not None else self._base

    def own(self):
        """This thread's stacks, made (a copy of the main thread's) on a worker's first change."""
        own = self._local.__dict__.get("own")
        if own is None:
            if threading.current_thread() is threading.main_thread():
                own = self._base
            else:
                own = _Own({n: list(v) for n, v in self._base.items()})
                own.group = self
                if any(own.values()):
                    with self._lock:
                        self._busy += 1
            self._local.own = own
        return own

    def active(self):
        """Whether any thread has a setting in this group (the dispatchers' flag: none set, they pay
        nothing for the group)."""
        return self._busy > 0

    def stack(self, name):
        """The list-like view of stack ``name`` that ivy publishes (``ivy.default_dtype_stack``)."""
        return ThreadStack(self, name)

    def _changed(self):
        if self._on_change is not None:
            self._on_change()

    def _edit(self, name, op):
        own = self.own()
        before = any(own.values())
        out = op(own[name])
        after = any(own.values())
        if before != after:
            with self._lock:
                self._busy += 1 if after else -1
        self._changed()
        return out


class ThreadStack(MutableSequence):
    """One stack of a :class:`StackGroup`: reads show this thread's view, writes go to this
    thread's own copy. Compares equal to a list with the same items."""

    __slots__ = ("_group", "_name")

    def __init__(self, group, name):
        self._group = group
        self._name = name

    def _items(self):
        return self._group.view()[self._name]

    def __getitem__(self, i):
        return self._items()[i]

    def __len__(self):
        return len(self._items())

    def __iter__(self):
        return iter(list(self._items()))

    def __bool__(self):
        return bool(self._items())

    def __setitem__(self, i, v):
        self._group._edit(self._name, lambda st: st.__setitem__(i, v))

    def __delitem__(self, i):
        self._group._edit(self._name, lambda st: st.__delitem__(i))

    def insert(self, i, v):
        self._group._edit(self._name, lambda st: st.insert(i, v))

    def append(self, v):
        self._group._edit(self._name, lambda st: st.append(v))

    def pop(self, i=-1):
        return self._group._edit(self._name, lambda st: st.pop(i))

    def clear(self):
        self._group._edit(self._name, lambda st: st.clear())

    def copy(self):
        return list(self._items())

    def __eq__(self, other):
        if isinstance(other, (list, ThreadStack)):
            return list(self._items()) == list(other)
        return NotImplemented

    __hash__ = None

    def __repr__(self):
        return repr(list(self._items()))

    def __copy__(self):
        return list(self._items())

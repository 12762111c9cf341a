"""``ivy.compile``: a function written with ivy, compiled by the backend's compiler.

jax: ``jax.jit``; tensorflow: ``tf.function``; torch: ``torch.compile``
(``torch.jit.trace`` where ``torch.compile`` cannot run, with a warning);
numpy has no compiler: the function comes back unchanged, with a warning.

>>> import ivy
>>> def f(x, y):
...     return ivy.sin(x) * y + 1
>>> x = ivy.asarray([1.0, 2.0], backend="jax")                  # doctest: +SKIP
>>> fc = ivy.compile(f, x, x)                                  # doctest: +SKIP
>>> bool(ivy.all(fc(x, x) == f(x, x)))                         # doctest: +SKIP
True

How arguments are treated (the same on every backend):

- Array leaves of the arguments (``ivy.Array`` or native, in nests of dicts,
  lists and tuples) are traced; every other leaf (numbers, strings, None) is a
  static value baked into the compiled code, which is compiled again for each
  new combination of static values (so they must be hashable).
- The function receives ``ivy.Array`` where it was passed ``ivy.Array`` and
  native arrays where it was passed native ones, and each output leaf comes
  back as the traced function returned it. Non-array outputs are constants
  recorded while tracing.
- Without a ``backend=`` and without example arguments, the backend is chosen
  on each call from the arguments (or the set/default backend), and each
  backend's compiled code is kept apart.
- Outputs may follow the inputs' shapes and dtypes (another nest, a constant
  such as ``x.shape[0]``): each trace's outputs are recorded under the shapes
  and dtypes it was traced for, since a call that reuses a trace runs no Python.
- A call whose arguments are all arrays (native or ``ivy.Array``, no nests, no
  keywords) is found by the arguments' classes alone: ~1 us over the framework's
  own compiled function (jax.jit), where flattening took ~7 us.
- The variables, buffers and training flags of the ``ivy.Module``s the
  function calls are read on each call, as eagerly: after an optimizer step,
  ``m.v = ...``, ``m.eval()`` or an eager training call that moved BatchNorm's
  running statistics, the compiled function uses the new ones. Where the
  compiler runs the Python once (jax.jit, tf.function), each module found (the
  function itself, a bound method's object, a closure cell, a default, a
  module-level name the code uses, and what those hold: a list's items, a plain
  object's attributes) has its variables (and buffers) passed in as
  extra arrays (~1.5 us a call on JAX), and a change of their structure or of a
  training flag traces again. torch.compile reads their variables itself; ivy drops
  Dynamo's guards on the modules' Python state and on ivy's own dispatch (103 of 118
  for a two-layer Sequential, ~6 us a call less) and watches the modules as on JAX; it also
  copies their variables into plain dicts before a call when a Container changed, which the
  compiled code reads by key (``ivy.stateful.module.variables_of``). Other
  arrays the function reads from outside its arguments are constants of the
  compiled code on JAX and TensorFlow, as with jax.jit and tf.function: pass
  them as arguments. There, giving a module new variables inside the compiled
  function (``m.v = opt.step(...)``) raises ``InvalidArgumentError``: it would
  happen only while tracing. Pass the variables in and return the new ones. A
  module built on its first call (``build_mode="on_call"``) is built by an eager
  first call there; the function compiles from the second.
- ``options`` go to the framework's compiler (``jit_compile=True`` for
  tf.function, ``mode="reduce-overhead"`` for torch.compile, ...); options
  naming argument positions (``static_argnums``) do not apply, since static
  arguments are found automatically.
- A package may take over part of this (ivy-core depends on none): the first entry point of the
  group ``ivy.compilers`` is called as ``route(compiled, fn, backend=..., options=...)`` with the
  function compiled here and returns what ``ivy.compile`` returns (ivy-tracer compiles a module's
  traced graph, and hands the calls it cannot serve to ``compiled``). ``IVY_COMPILE_PLUGINS=0``
  turns that off.
"""

from __future__ import annotations

import functools
import os
import warnings
from importlib import metadata

from . import _dispatch as _d
from . import _tree
from .errors import InvalidArgumentError

_SYNCED_BY = _d.SYNCED_BY
_STATE = _d._state

__all__ = ["compile"]


def _no_compiler(b):
    m = getattr(b, "compilation", None)
    return m is None or getattr(m, "HAS_COMPILER", True) is False or not hasattr(m, "compile")


def _warn_eager(b, stacklevel=3):
    warnings.warn(
        f"ivy.compile: the {b.name!r} backend has no compiler; the function runs eagerly, unchanged",
        RuntimeWarning, stacklevel=stacklevel,
    )


class _Static:
    """Marks an array position in a cache key."""

    __slots__ = ()

    def __repr__(self):
        return "<array>"


_ARRAY = _Static()


class Compiled:
    """A compiled function: call it as the original. ``__wrapped__`` is the original."""

    def __init__(self, fn, backend, options):
        self.__wrapped__ = fn
        self._backend = backend
        self._options = options
        self._cache = {}
        self._fast = {}  # argument classes -> _Fast, for calls with arrays as the only arguments
        self._warned = set()
        self._modules = _modules_read_by(fn)
        self._lifted = None  # made on the first call that compiles (:meth:`_lift`; False: none)
        self._ran_eagerly = False  # a first call ran eagerly to build the modules found
        functools.update_wrapper(self, fn, updated=())

    def __repr__(self):
        return f"<ivy.compile of {getattr(self.__wrapped__, '__qualname__', self.__wrapped__)!r}>"

    def _split(self, args, kwargs):
        leaves, td = _tree.flatten((args, kwargs))
        natives, mask = [], []
        arr = _d._Array
        for v in leaves:
            if v.__class__ is arr:
                natives.append(v._data)
                mask.append(True)
            else:
                natives.append(v)
                mask.append(False)
        pos = [i for i, v in enumerate(natives) if _d._TYPES[type(v)] is not None]
        return td, natives, mask, pos

    def _backend_for(self, natives, pos):
        b = None
        for i in pos:
            c = _d._TYPES[natives[i].__class__]
            if c is not b:
                b = _d._mixed(b, c)
        if self._backend is not None:
            b = _d._resolve(self._backend, b)
        elif _d._state.backend is not None:
            b = _d._resolve(None, b)
        elif b is None:
            b = _d.default_backend()
        return b.load()

    def __call__(self, *args, **kwargs):
        if not kwargs:  # arrays as the only arguments: no flattening, no key of static values
            # (_fast_key(args) written out: a function call costs ~0.1 us on this path)
            fast = self._fast.get(args[0].__class__ if len(args) == 1 else tuple(map(type, args)))
            if fast is not None and _STATE.backend is fast.set_backend:
                if not fast.wrapped:
                    xs = args
                elif fast.lone is not None:  # one ivy.Array argument, the common call
                    x = args[0]._data
                    xs = (x,) if x.__class__ is fast.lone else None
                else:
                    xs = _unwrapped(args, fast.wrapped)
                if xs is not None:  # (None: an ivy.Array of another framework)
                    lifted = fast.lifted
                    vs = () if lifted is None else lifted.current()
                    if vs is not None:
                        if vs:  # (the modules' arrays, passed in)
                            out = fast.cfn(*xs, *vs)
                        elif fast.watching is None:
                            out = fast.cfn(*xs)
                        else:  # (_call_watched spelled out)
                            synced = _SYNCED_BY
                            before = synced[0]
                            synced[0] = lifted
                            try:
                                out = fast.cfn(*xs)
                            finally:
                                synced[0] = before
                        if fast.box is None:  # (FOLLOWS_PYTHON) the structure came back with the arrays
                            struct = out[1]
                            if struct is _ONE_WRAPPED:  # one array out, the common result
                                return _d._Array(out[0][0])
                            if struct is _ONE_NATIVE:
                                return out[0][0]
                        return _outputs(fast.box, out, xs)
                    self._forget()  # and trace again below
        td, natives, mask, pos = self._split(args, kwargs)
        b = self._backend_for(natives, pos)
        if _no_compiler(b):
            if b.name not in self._warned:
                self._warned.add(b.name)
                _warn_eager(b)
            return self.__wrapped__(*args, **kwargs)
        pset = set(pos)
        static = tuple(_ARRAY if i in pset else v for i, v in enumerate(natives))
        key = (b.name, td, tuple(mask[i] for i in pos), static)
        try:
            entry = self._cache.get(key)
        except TypeError as e:
            raise InvalidArgumentError(
                f"ivy.compile: every non-array argument is compiled in as a constant and must be hashable "
                f"({e}); pass arrays, numbers, strings or tuples"
            ) from None
        arrays = [natives[i] for i in pos]
        lifted = None
        watch = _keeps_python_values(b)
        if self._modules and (watch or not _follows_python(b)):
            if not all(m._built for m in self._modules):
                if not self._ran_eagerly:
                    # A module built on its first call would create its variables inside the
                    # trace, as tracers left in the module: this call runs eagerly and builds it.
                    self._ran_eagerly = True
                    return self.__wrapped__(*args, **kwargs)
                self._modules = [m for m in self._modules if m._built]  # (ones fn does not build)
            lifted = self._lift(watch)
        vs = ()
        if lifted is not None:
            vs = self._state_of(lifted)
            entry = self._cache.get(key)
        if entry is None:
            _d.fill_tables({a.__class__ for a in arrays} | {_d._Array})
            flat = not kwargs and len(pos) == len(args) and all(  # every argument itself an array
                type(a) is _d._Array or _d._TYPES[type(a)] is not None for a in args)
            entry = self._cache[key] = self._build(b, td, natives, mask, pos, arrays, flat, lifted)
            if flat:
                self._fast[_fast_key(args)] = _Fast(
                    entry, _d._state.backend,
                    tuple((i, natives[i].__class__) for i in range(len(args)) if mask[i]), lifted, len(args))
            return _outputs(entry[1], _call_watched(entry[0], (*arrays, *vs), _watching(lifted)), arrays)
        cfn, box = entry
        return _outputs(box, _call_watched(cfn, (*arrays, *vs), _watching(lifted)), arrays)

    def _lift(self, watch=False):
        """The :class:`_Lifted` of the modules found (those inside another one left to it)."""
        if self._lifted is None:
            inner = {id(sub) for m in self._modules for sub in _submodules(m)}
            top = [m for m in self._modules if id(m) not in inner and m._v is not None]
            self._lifted = _Lifted(top, watch) if top else False
        return self._lifted or None

    def _forget(self):
        """Drop every trace: the lifted modules' structure or training flags changed, which the
        framework's compiler, keyed by the arrays' shapes alone, would not notice."""
        self._cache.clear()
        self._fast.clear()

    def _state_of(self, lifted):
        """The lifted modules' arrays now (forgetting every trace if they changed structure)."""
        vs = lifted.current()
        if vs is None:
            self._forget()
            vs = lifted.current()
        return vs

    def _build(self, b, td, natives, mask, pos, arrays, flat, lifted=None):
        """The backend's compiled function of the array leaves, and the box its traces fill
        with the outputs' structure (:func:`_record`; None where the compiled function returns the
        structure itself). ``flat``: the arguments are the arrays. ``lifted``: modules whose
        variables come in after the arrays (:class:`_Lifted`)."""
        fn = self.__wrapped__
        box = {}
        arr = _d._Array
        if flat:  # nothing to rebuild but the ivy.Array wrappers (few reads, so few guards)
            wrap_at = [i for i, m in enumerate(mask) if m]

            def call(xs):
                if wrap_at:
                    xs = list(xs)
                    for i in wrap_at:
                        xs[i] = arr(xs[i])
                return fn(*xs)
        else:
            pset = set(pos)
            template = [None if i in pset else v for i, v in enumerate(natives)]

            def call(xs):
                full = list(template)
                for i, x in zip(pos, xs):
                    full[i] = arr(x) if mask[i] else x
                a, k = _tree.unflatten(td, full)
                return fn(*a, **k)

        in_cls = natives[pos[0]].__class__ if pos else None
        if _follows_python(b):  # the outputs' structure comes back with them, on each call
            box = None
            record = _struct_returned
        else:
            def record(xs, outs, struct):
                _record(box, xs, struct)
                return outs

        lifting = lifted is not None and not lifted.watch
        if lifting:
            n_args, plain = len(arrays), call

            def call(xs):
                return lifted.run_with(xs[n_args:], plain, xs[:n_args])

        def flat_fn(*compiled_args):  # (a name of its own: torch's guard filter finds this frame by it)
            xs = compiled_args
            ret = call(xs)
            if lifting:
                xs = xs[:n_args]
            r = ret._data if ret.__class__ is arr else ret
            if r.__class__ is in_cls:  # one array of the inputs' framework: the common result
                return record(xs, (r,), _ONE_NATIVE if r is ret else _ONE_WRAPPED)
            leaves, otd = _tree.flatten(ret)
            onat, omask = [], []
            for v in leaves:
                if v.__class__ is arr:
                    onat.append(v._data)
                    omask.append(True)
                else:
                    onat.append(v)
                    omask.append(False)
            opos = [j for j, v in enumerate(onat) if _d._TYPES[type(v)] is not None]
            oset = set(opos)
            static = tuple(None if j in oset else v for j, v in enumerate(onat))
            return record(xs, tuple(onat[j] for j in opos), (otd, tuple(omask), tuple(opos), static))

        flat_fn.__name__ = getattr(fn, "__name__", "fn")
        flat_fn.__qualname__ = getattr(fn, "__qualname__", flat_fn.__name__)
        # Its own code object, named after fn: torch.compile keeps its compiled code per code
        # object (at most 8 variants each), so sharing one would make every compiled function a
        # recompile of the last, each call would first check the others' guards, and from the
        # ninth on all would run eagerly.
        flat_fn.__code__ = flat_fn.__code__.replace(co_name=flat_fn.__name__, co_qualname=flat_fn.__qualname__)
        if lifted is not None and lifted.watch:  # modules whose Python state ivy follows (KEEPS_PYTHON_VALUES)
            flat_fn.watched = tuple(s for m in lifted.modules for s in (m, *_submodules(m)))
        return b.compilation.compile(flat_fn, tuple(arrays), **self._options), box


def _modules_read_by(fn):
    """The ``ivy.Module``s whose variables ``fn`` reads: ``fn`` itself, a bound method's object,
    a ``functools.partial``'s arguments, and the closure cells, defaults and module-level names
    of ``fn``'s code, and what those hold one level down (a list's items, a plain object's
    attributes). A module reached through another function is not found."""
    from .stateful.module import Module

    cands = [fn, getattr(fn, "__self__", None)]
    f = fn
    if isinstance(fn, functools.partial):
        cands += list(fn.args) + list(fn.keywords.values())
        f = fn.func
    f = getattr(f, "__func__", f)
    code = getattr(f, "__code__", None)
    if code is not None:
        for cell in getattr(f, "__closure__", None) or ():
            try:
                cands.append(cell.cell_contents)
            except ValueError:  # an empty cell
                pass
        cands += list(getattr(f, "__defaults__", None) or ())
        cands += list((getattr(f, "__kwdefaults__", None) or {}).values())
        g = getattr(f, "__globals__", {})
        cands += [g[n] for n in code.co_names if n in g]
    found = []
    held = [x for c in cands if not isinstance(c, Module) for x in _held(c)]
    for c in cands + held:
        if isinstance(c, Module) and all(c is not m for m in found):
            found.append(c)
    return found


def _held(obj):
    """What a list, tuple or dict holds, or a plain object's attributes (a model kept as
    ``self.net`` of a class that is not a Module, or in a list of models)."""
    if isinstance(obj, (list, tuple)):
        return list(obj)
    if isinstance(obj, dict):
        return list(obj.values())
    if isinstance(obj, (type, type(_d))):  # classes and Python modules (numpy, ivy): not searched
        return []
    d = getattr(obj, "__dict__", None)
    return list(d.values()) if type(d) is dict else []


def _submodules(m):
    for _, sub in m._subs or ():
        yield sub
        yield from _submodules(sub)


def _watching(lifted):
    """``lifted`` where it is a watch (``_Lifted`` with ``watch``), else None."""
    return lifted if lifted is not None and lifted.watch else None


def _call_watched(cfn, xs, watching):
    """``cfn(*xs)``; with ``watching`` (a watch), under :data:`ivy._dispatch.SYNCED_BY`:
    :meth:`_Lifted.current` has prepared the watched modules for this call (their variables handed
    down to their submodules and copied into plain dicts), so the module calls that torch.compile
    traces (on the first call, and again for new shapes) need not hand them down and read the
    plain dicts (torch.compile would fetch each variable through its parent's Containers, and
    each Container item by position through a Python helper). A call that runs compiled code
    reads nothing of it."""
    if watching is None:
        return cfn(*xs)
    synced = _SYNCED_BY
    before = synced[0]
    synced[0] = watching
    try:
        return cfn(*xs)
    finally:
        synced[0] = before


class _Lifted:
    """Modules whose state a compiled function takes as inputs, after its arguments.

    jax.jit and tf.function run the Python once and keep what it read as part of the compiled
    code: arrays not passed in as arguments become constants, and Python values (a module's
    ``training`` flag) choose the path traced. A module's variables read from a closure would
    then stay the first call's, after an optimizer step or ``m.v = ...``, its running statistics
    too, and ``m.eval()`` would not be seen; torch.compile (which guards on them) and the eager
    call see the new ones. So on those backends each call passes the modules' current variables
    and buffers in (:meth:`current`), the trace runs with the modules holding the traced ones
    (:meth:`run_with`), and a change of their structure or training flags traces again.

    ``watch``: where the compiled code reads the modules' arrays itself on each call but keeps the
    Python values it read (torch.compile with ivy's guard filter, ``KEEPS_PYTHON_VALUES``), nothing
    is passed in: each call hands the modules' variables down to their submodules when a Container
    changed (the traced module calls then skip that), and a change of their structure or training
    flags traces again."""

    __slots__ = ("modules", "clock", "moved", "stamp", "ready", "structure", "buffered", "watch")

    def __init__(self, modules, watch=False):
        from .container import CLOCK, MOVED

        self.moved = MOVED  # a change traced by torch.compile, not yet counted by the clock
        self.watch = watch
        self.modules = modules
        self.clock = CLOCK  # the Containers' change counter (``Module.train`` moves it too)
        self.stamp = None  # (clock, ((module, its v, its flag), ...)) when ``ready`` was taken
        self.ready = ()  # what :meth:`current` returns while nothing changed
        self.structure = None
        self.buffered = False  # some module keeps buffers (read each call: a plain dict's change moves no clock)

    def current(self):
        """The arrays of the modules' state now (natives; none with ``watch``), or None once when
        its structure or a training flag changed since the last call (the traces made for the old
        one are stale)."""
        stamp = self.stamp
        if stamp is not None and stamp[0] == self.clock[0] and not self.moved[0] and not self.buffered:
            for m, v, t in stamp[1]:
                if m._v is not v or m.training is not t:
                    break
            else:
                return self.ready
        return self._read()

    def _read(self):
        from .container import clock_now

        if self.watch:
            for m in self.modules:
                for sub in (m, *_submodules(m)):
                    sub._sync_subs()
                    sub._vd = _plain(sub._v)
                    sub._vd_of = self
        self.stamp = (clock_now(), tuple((m, m._v, m.training) for m in self.modules))
        leaves, structure, self.buffered = _module_state(self.modules, buffers=not self.watch)
        arr = _d._Array
        self.ready = () if self.watch else [x._data if x.__class__ is arr else x for x in leaves]
        changed = self.structure is not None and not _same(self.structure, structure)
        self.structure = structure
        return None if changed else self.ready

    def run_with(self, natives, fn, *args):
        """``fn(*args)`` with the modules holding ``natives`` (traced arrays) as their state."""
        arr = _d._Array
        it = iter(natives)
        held, placed = [], []
        try:
            for m, (_, parts) in zip(self.modules, self.structure):
                trees = []
                for td, pos, wrapped, static in parts:
                    full = list(static)
                    for i, w in zip(pos, wrapped):
                        x = next(it)
                        full[i] = arr(x) if w else x
                    trees.append(_tree.unflatten(td, full))
                held.append((m, m._v, m.buffers if len(trees) > 1 else None))
                m._set_v(trees[0])
                placed.append(m._v)
                if len(trees) > 1:
                    m.buffers = trees[1]
            out = fn(*args)
            for m, v_traced in zip(self.modules, placed):
                if m._v is not v_traced:
                    raise InvalidArgumentError(
                        f"ivy.compile: the function gave the {type(m).__name__} it calls new variables; "
                        "code compiled by jax.jit or tf.function runs its Python once, while tracing, so such "
                        "a change would be lost (and an optimizer's own state, its step count, frozen). Update "
                        "the variables outside the compiled function, or pass them in and return the new ones "
                        "(ivy.gradient_descent_update, ivy.adam_update take and give their state)")
            return out
        finally:
            for m, v, buffers in held:
                m._set_v(v)
                if buffers is not None:
                    m.buffers = buffers


def _plain(v):
    """A module's variables as plain dicts (nested ones too), or None."""
    if v is None:
        return None
    return {k: _plain(x) if isinstance(x, dict) else x for k, x in dict.items(v)}


def _module_state(modules, buffers=True):
    """``(leaves, structure, buffered)``: the array leaves of each module's ``v`` (and
    ``buffers``, where it or a submodule keeps some, unless not ``buffers``), and per module its
    training flags and how to rebuild its state from them."""
    leaves, structure, buffered = [], [], False
    for m in modules:
        tree = [m, *_submodules(m)]
        parts = [m._v]
        if buffers and any(s._own_buffers for s in tree):
            parts.append(m.buffers)
            buffered = True
        rebuild = []
        for part in parts:
            lv, td = _tree.flatten(part)
            pos = tuple(i for i, x in enumerate(lv) if x.__class__ is _d._Array or _d._TYPES[type(x)] is not None)
            leaves += [lv[i] for i in pos]
            rebuild.append((td, pos, tuple(lv[i].__class__ is _d._Array for i in pos),
                            tuple(None if i in pos else x for i, x in enumerate(lv))))
        structure.append((tuple(s.training for s in tree), tuple(rebuild)))
    return leaves, tuple(structure), buffered


def _fast_key(args):
    """The key of :attr:`Compiled._fast`: the argument's class for one argument (the common call,
    cheapest to make), else the tuple of the arguments' classes."""
    return args[0].__class__ if len(args) == 1 else tuple(map(type, args))


class _Fast:
    """A compiled entry for calls whose arguments are all arrays (no nests, no static values):
    found by the arguments' classes alone. ``wrapped``: (position, native class) of each
    ``ivy.Array`` argument (``lone``: the native class of a one-argument call's); ``set_backend``:
    the set backend the entry was made under; ``lifted``: the modules whose variables go in after
    the arguments, or whose state ivy watches (``watching``), or None."""

    __slots__ = ("cfn", "box", "set_backend", "wrapped", "lone", "lifted", "watching")

    def __init__(self, entry, set_backend, wrapped, lifted, n_args):
        self.cfn, self.box = entry
        self.set_backend = set_backend
        self.wrapped = wrapped
        self.lone = wrapped[0][1] if n_args == 1 and wrapped else None  # (a one-argument call's native class)
        self.lifted = lifted
        self.watching = _watching(lifted)


def _unwrapped(args, wrapped):
    """``args`` with the ``ivy.Array``s at ``wrapped`` (position, native class) unwrapped, or
    None where one holds another framework's array."""
    xs = list(args)
    for i, c in wrapped:
        x = xs[i] = args[i]._data
        if x.__class__ is not c:
            return None
    return xs


# The outputs' structure as (treedef, which leaves were ivy.Arrays, positions of the array
# leaves, the constant leaves); the two for one array out, the common result.
_ONE_NATIVE = (_tree._LEAF, (False,), (0,), (None,))
_ONE_WRAPPED = (_tree._LEAF, (True,), (0,), (None,))


def _signature(xs):
    return tuple((tuple(x.shape), x.dtype) for x in xs)


def _same(a, b):
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - constants that do not compare (arrays of no backend): differ
        return False


def _record(box, xs, struct):
    """While tracing: the outputs' structure for inputs like ``xs``. A compiled function is
    retraced for new shapes and dtypes, and its outputs' structure (or a constant output, say
    ``x.shape[0]``) may follow them; but a call that reuses a trace runs no Python. So the first
    structure is the default, and one that differs is kept under the inputs' shapes and dtypes,
    which :func:`_outputs` then looks up on each call."""
    first = box.get("first")
    if first is None:
        box["first"] = struct
    elif not _same(first, struct):
        box.setdefault("by_signature", {})[_signature(xs)] = struct


def _struct_returned(xs, outs, struct):
    """On a backend whose compiled functions return any Python value (``FOLLOWS_PYTHON``): the
    structure goes out with the arrays, so each call gets its own trace's structure and nothing is
    written while tracing (torch.compile would guard on what was written, and compile again on
    the next call)."""
    return outs, struct


def _follows_python(b):
    return getattr(b.compilation, "FOLLOWS_PYTHON", False) is True


def _keeps_python_values(b):
    return getattr(b.compilation, "KEEPS_PYTHON_VALUES", False) is True


def _outputs(box, result, arrays):
    """The function's outputs from the compiled function's ``result`` for the inputs ``arrays``:
    its flat arrays, with their structure as recorded in ``box`` (:func:`_record`), or, with no
    box, the pair ``(arrays, structure)`` (:func:`_struct_returned`)."""
    if box is None:
        outs, struct = result
    else:
        outs = result
        by = box.get("by_signature")
        struct = box["first"] if by is None else by.get(_signature(arrays), box["first"])
    td, mask, pos, static = struct
    if td is _tree._LEAF:  # a single leaf
        if pos:
            v = outs[0]
            return _d._Array(v) if mask[0] else v
        return static[0]
    full = list(static)
    it = iter(outs)
    for j in pos:
        full[j] = next(it)
    arr = _d._Array
    return _tree.unflatten(td, [arr(v) if w else v for v, w in zip(full, mask)])


_ROUTE = {}


def _compile_route():
    """The ``ivy.compilers`` entry point's callable (looked up once), or None (none installed, or
    ``IVY_COMPILE_PLUGINS=0``)."""
    if os.environ.get("IVY_COMPILE_PLUGINS", "1") == "0":
        return None
    if "route" not in _ROUTE:
        route = None
        for ep in metadata.entry_points(group="ivy.compilers"):
            try:
                route = ep.load()
                break
            except Exception as e:  # noqa: BLE001 - a broken plugin: ivy.compile's own route
                warnings.warn(f"ivy.compile: the compiler plugin {ep.name!r} failed to load ({e}); "
                              "compiling without it", RuntimeWarning, stacklevel=3)
        _ROUTE["route"] = route
    return _ROUTE["route"]


def compile(fn, /, *example_args, backend=None, kwargs=None, **options):  # noqa: A001 - Ivy's name
    """Compile ``fn`` (written with ivy functions) with the backend's compiler.

    ``example_args`` (and ``kwargs``, example keyword arguments, Ivy's name)
    are arguments ``fn`` will be called with: given, ``fn`` is compiled for
    them now (traced once; the result is discarded) and they choose the
    backend. ``backend=`` names it outright. ``options`` go to the framework's
    compiler. Returns a callable with ``fn``'s signature; on a backend without
    a compiler (numpy) it is ``fn`` itself, with a warning.

    >>> fc = ivy.compile(lambda x: x * 2 + 1, backend="numpy")   # doctest: +SKIP
    RuntimeWarning: ivy.compile: the 'numpy' backend has no compiler; ...
    """
    if not callable(fn):
        raise InvalidArgumentError(f"ivy.compile: expected a function, got {type(fn).__name__}")
    kwargs = {} if kwargs is None else dict(kwargs)
    out = Compiled(fn, None if backend is None else _d.get_backend(backend), options)
    resolved = None
    if backend is not None or example_args or kwargs:
        td, natives, mask, pos = out._split(example_args, kwargs)
        resolved = out._backend_for(natives, pos)
    elif _d._state.backend is not None:
        resolved = _d._state.backend.load()
    if resolved is not None and _no_compiler(resolved):
        _warn_eager(resolved)
        return fn
    route = _compile_route()
    if route is not None:
        out = route(out, fn, backend=backend, options=options)
    if example_args or kwargs:
        out(*example_args, **kwargs)
    return out

"""``ivy.Module``: a trainable object whose variables live in a Container ``v``.

Follows Ivy's published ``ivy.Module``: subclasses define
``_create_variables(device=None, dtype=None)`` (returning a nested dict of
arrays) and ``_forward(*args, **kwargs)`` (reading ``self.v``); submodules
assigned as attributes (also inside lists, tuples and dicts) are found and
their variables nested into ``self.v`` under the attribute name (without a
leading ``_``; list items as ``v0``, ``v1``, ...).

>>> import ivy
>>> class Affine(ivy.Module):
...     def __init__(self, n):
...         self.n = n
...         super().__init__()
...     def _create_variables(self, device=None, dtype=None):
...         return {"w": ivy.ones((self.n,), device=device, dtype=dtype), "b": ivy.zeros((self.n,))}
...     def _forward(self, x):
...         return x * self.v.w + self.v.b
>>> m = Affine(2)
>>> m(ivy.asarray([1.0, 2.0]))
ivy.array([1., 2.], dtype=float32, backend=numpy)

Decisions (the same on every backend):

- ``__call__(*args, v=None, **kwargs)`` is purely functional in ``v``: with
  ``v`` given, the call uses those variables (for this module and, by key,
  its submodules) and restores the stored ones afterwards, so gradients flow
  through ``v``: ``ivy.execute_with_gradients(lambda v: loss(m(x, v=v)), m.v)``.
- The top module's ``v`` is the source of truth: assigning ``m.v = new_v``
  (what an optimizer step returns) updates every submodule, and every call
  hands the parent's current variables down to its submodules. A submodule
  referenced twice (shared weights) is stored once, at its first key chain.
- Variables are plain arrays (``ivy.Array``), not framework variables, and are
  created on ``backend`` (default: the set backend, else the default one).
- ``build_mode``: ``"on_init"`` (default) builds in the constructor,
  ``"explicit"`` when :meth:`build` is called, ``"on_call"`` on the first call,
  from the input: the variables take the input's backend, device and (float)
  dtype, and layers whose input size is ``None`` read it from the input.
- Non-trainable state (BatchNorm's running statistics) lives in
  :attr:`buffers`, a Container gathered from the submodules like ``v``, never
  differentiated or touched by optimizers.
- :meth:`save` / :meth:`load` and :meth:`save_weights` / :meth:`load_weights`
  write and read safetensors (npz for ``.npz``; see :mod:`ivy._persist`): one
  array per key chain, ``"v/<key/chain>"`` and ``"buffers/<key/chain>"``, and a
  JSON description (class, recorded constructor arguments, ivy version,
  names, dtypes, shapes). Loading runs no code from the file, checks every
  name, shape and dtype and reports every mismatch at once; a pickle (Ivy
  1.0's ``Module.save``) loads only with ``allow_pickle=True``.
- :meth:`to_native` gives the framework's own trainable object: a
  ``torch.nn.Module``, a Keras layer, or a JAX ``(apply_fn, params)`` pair.
"""

from __future__ import annotations

import contextlib
import os

import ivy  # the package (its functions are looked up at call time)

from .. import _persist
from .._array import Array as _Array
from .._dispatch import COMPILING_PROBES as _COMPILING_PROBES
from .._dispatch import SYNCED_BY as _SYNCED_BY
from .._dispatch import compiling as _compiling
from ..container import CLOCK as _CLOCK
from ..container import MOVED as _MOVED
from ..container import _moved
from ..container import clock_now as _clock_now
from ..errors import FileFormatError, InvalidArgumentError, IvyError, ShapeError, WeightsMismatchError
from . import _nest

__all__ = ["Module", "variables_of", "native_leaf"]

_BUILD_MODES = ("on_init", "explicit", "on_call")
# Attributes of the machinery itself, never searched for submodules.
_OWN_ATTRS = frozenset({
    "_v", "_v_in", "_buffers_in", "_own_buffers", "_subs", "_dev", "_dtype", "_backend", "_build_mode",
    "_store_vars", "_with_partial_v", "_built", "_args", "_kwargs", "training", "_own_created", "_subs_found",
    "_synced", "_plan",  # (the hand-down's clock reading; Sequential's call plan)
    "_vd", "_vd_of",  # (the variables as plain dicts, for compiled code; see variables_of)
    "_ivy_init",  # (the constructor's arguments, recorded for Module.save)
})
_NOTHING = object()


def _first_array(args, kwargs):
    for a in list(args) + list(kwargs.values()):
        if _nest.is_array(a):
            return a
        if isinstance(a, (list, tuple)):
            for b in a:
                if _nest.is_array(b):
                    return b
    return None


class Module:
    """Base class of trainable modules (layers, models). See the module docstring.

    >>> class Affine(ivy.Module):
    ...     def __init__(self):
    ...         super().__init__()
    ...     def _create_variables(self, device=None, dtype=None):
    ...         return {"a": ivy.asarray([2.0]), "b": ivy.asarray([1.0])}
    ...     def _forward(self, x):
    ...         return x * self.v.a + self.v.b
    >>> m = Affine()
    >>> m(ivy.asarray([3.0]))
    ivy.array([7.], dtype=float32, backend=numpy)
    >>> m(ivy.asarray([3.0]), v=ivy.Container(a=ivy.asarray([1.0]), b=ivy.asarray([0.0])))
    ivy.array([3.], dtype=float32, backend=numpy)
    """

    _v = None
    _subs = ()
    _synced = None  # (v, structure clock) at the last hand-down to the submodules, when trackable
    _vd = None  # ``v`` as plain dicts, made by ivy.compile's watch (``_vd_of``) for the code it traces
    _vd_of = None
    _built = False
    _own_buffers = None
    training = True

    def __new__(cls, *args, **kwargs):
        # the arguments of the constructor call, as JSON (or why they cannot be): what Module.save
        # writes so that Module.load constructs the module again without unpickling anything
        self = super().__new__(cls)
        self.__dict__["_ivy_init"] = _persist.record(cls, args, kwargs)
        return self

    def __init__(self, /, *args, device=None, v=None, buffers=None, build_mode="on_init", store_vars=True,
                 with_partial_v=False, dtype=None, training=True, backend=None, **kwargs):
        if build_mode not in _BUILD_MODES:
            raise InvalidArgumentError(
                f"ivy.Module: build_mode must be one of {list(_BUILD_MODES)}, got {build_mode!r}"
            )
        self._dev = device
        self._dtype = dtype
        self._backend = backend
        self._build_mode = build_mode
        self._store_vars = store_vars
        self._with_partial_v = with_partial_v
        self._v_in = v
        self._buffers_in = buffers
        if self._own_buffers is None:
            self._own_buffers = {}
        self.training = training
        self._built = False
        self._subs = ()
        self._args = args
        self._kwargs = kwargs
        if build_mode == "on_init":
            self.build(*args, **kwargs)

    # ------------------------------------------------------------ overridable

    def _create_variables(self, *, device=None, dtype=None):
        """The module's own variables as a nested dict of arrays (submodules' are added)."""
        return {}

    def _build(self, *args, **kwargs):
        """Build hook, called with the build's (or first call's) arguments before the variables are created."""
        return True

    def _forward(self, *args, **kwargs):
        raise NotImplementedError(f"{type(self).__name__} must define _forward")

    # ------------------------------------------------------------ submodules

    def _find_submodules(self):
        """``[(key_chain_tuple, module), ...]`` of the direct submodules, each module once."""
        out = []
        seen = {id(self)}

        def visit(obj, path):
            if isinstance(obj, Module):
                if id(obj) not in seen:
                    seen.add(id(obj))
                    out.append((path, obj))
                return
            if isinstance(obj, (list, tuple)):
                for i, o in enumerate(obj):
                    visit(o, path + (f"v{i}",))
            elif isinstance(obj, dict) and not _nest.is_array(obj):
                for k, o in obj.items():
                    if isinstance(k, str):
                        visit(o, path + (k,))

        for k, val in self.__dict__.items():
            if k in _OWN_ATTRS or k.startswith("__"):
                continue
            visit(val, (k[1:] if k.startswith("_") else k,))
        return out

    def _submods(self):
        """The submodules: found at build time, searched afresh before."""
        return self._subs if "_subs_found" in self.__dict__ else self._find_submodules()

    def _set_v(self, v, lasting=True):
        if _compiling():
            # Not the clock while torch.compile traces: it would guard on its value (compile again
            # after every change of any Container), and replay the write as the traced value (turn
            # the clock back). MOVED advances it after the call (not for a call's own ``v=``, put
            # back before it returns: ``lasting`` False); the next eager call hands the variables
            # down again.
            if lasting:
                _MOVED[0] = True
            self._v = v
            self._synced = None
            self._vd_of = None  # (the traced code after this reads v itself: variables_of)
            if v is not None:
                self._hand_parts(v, False)
            return
        _CLOCK[0] += 1  # a module's variables changed: its parents hand theirs down again
        self._v = v
        if v is None:
            self._synced = None
            return
        self._hand_down(v, False)

    def _sync_subs(self):
        """Before a call: hand each direct submodule its part of ``self.v`` again, so a
        sub-container replaced inside ``self.v`` (``m.v["first"] = ...``) is seen. Only a changed
        part is handed down; each submodule's own call does the same one level further.

        Skipped when ``self.v`` is the one last handed down and no Container changed since (the
        Containers' structure clock has not moved): the common call of a module in inference.
        Not while torch.compile traces the call: it would guard on the clock's value and compile
        again after every change of any Container (an optimizer's step); it sees the parts
        themselves instead, and guards on them."""
        if "v" in self.__dict__:  # Ivy 1.0 code that wrote self.__dict__["v"] (ivy_models' BaseModel)
            self._adopt_dict_v()
        v = self._v
        if v is None:
            return
        for probe in _COMPILING_PROBES:
            if probe():
                if variables_of(self) is v:  # (else ivy.compile prepared this call and handed them down)
                    self._hand_parts(v, True)
                return
        s = self._synced
        if s is not None and s[0] is v and s[1] == _CLOCK[0] and not _MOVED[0]:
            return
        self._hand_down(v, True)

    def _hand_down(self, v, changed_only):
        """Hand the parts down and record ``(v, clock)`` for :meth:`_sync_subs`' no-change test."""
        t = _clock_now()  # read first: a change made while handing down (another thread's) is not missed
        self._hand_parts(v, changed_only)
        self._synced = (v, t) if self._trackable(v) else None

    def _hand_parts(self, v, changed_only):
        """Give each direct submodule its part of ``v`` (only the parts it does not hold already,
        with ``changed_only``)."""
        for path, sub in self._subs:
            sv = _nest.get(v, path)
            if sv is not None and not (changed_only and sv is sub._v):
                sub._set_v(sv)

    def _trackable(self, v):
        """Whether every mapping on the way from ``v`` to a submodule's part is a Container, whose
        every change advances the clock (a plain dict's would not: such a ``v`` is re-read each call)."""
        container = ivy.Container
        for path, _ in self._subs:
            d = v
            for k in path[:-1]:
                if not isinstance(d, container):
                    return False
                d = dict.get(d, k)
                if d is None:
                    break
            else:
                if not isinstance(d, container):
                    return False
        return True

    def __getstate__(self):
        # the clock is this process's: a copy or an unpickled module hands its variables down again
        state = dict(self.__dict__)
        state.pop("_synced", None)
        state.pop("_plan", None)  # (Sequential's: bound methods of the submodules, made again)
        state.pop("_vd", None)  # (ivy.compile's, for the compiled code of this process)
        state.pop("_vd_of", None)
        return state

    # ------------------------------------------------------------------ build

    def _backend_ctx(self, backend):
        if backend is None:
            return contextlib.nullcontext()
        return ivy.using_backend(backend)

    def build(self, *args, from_call=False, device=None, dtype=None, **kwargs):
        """Create the variables (``build_mode="explicit"``: call this yourself). Returns ``self.v``."""
        if device is not None:
            self._dev = device
        if not from_call and self._build_mode == "on_call":
            return self.v
        if dtype is None:
            dtype = self._dtype
        backend = self._backend
        with self._backend_ctx(backend):
            built = self._build(*args, **kwargs)
            built = True if built is None else bool(built)
            self._subs = self._find_submodules()
            self._subs_found = True
            for _, sub in self._subs:
                if not sub._built and sub._build_mode == "explicit":
                    sub.build(device=self._dev, dtype=dtype)
            created = self._create_variables(device=self._dev, dtype=dtype)
        self._own_created = created or {}
        self._v = self._gather(self._own_created)
        ready = built and all(sub._built for _, sub in self._subs)
        if ready:
            self._finish_build()
        return self._v

    def _gather(self, created):
        pairs = list(_nest.items(created))
        for path, sub in self._subs:
            if sub._v is not None:
                pairs += [(path + kc, leaf) for kc, leaf in _nest.items(sub._v)]
        return _nest.from_items(pairs)

    def _finish_build(self):
        v = self._gather(self._own_created)
        if self._v_in is not None:
            v = self._merge_v_in(v, self._v_in)
            self._v_in = None
        self._built = True
        self._set_v(v)
        if self._buffers_in is not None:
            self.buffers = self._buffers_in
            self._buffers_in = None
        if not self._store_vars:
            self._set_v(_nest.container())
        del self._own_created

    def _merge_v_in(self, created, given):
        given_items = dict(_nest.items(given))
        created_items = dict(_nest.items(created))
        extra = [k for k in given_items if k not in created_items]
        if extra:
            raise InvalidArgumentError(
                f"{type(self).__name__}: v has key chains the module does not: {['/'.join(map(str, k)) for k in extra]}"
            )
        missing = [k for k in created_items if k not in given_items]
        if missing and not self._with_partial_v:
            raise InvalidArgumentError(
                f"{type(self).__name__}: v lacks key chains {['/'.join(map(str, k)) for k in missing]} "
                "(pass with_partial_v=True to fill them from the initializers)"
            )
        for k, val in given_items.items():
            ref = created_items[k]
            if _nest.is_array(ref) and _nest.is_array(val) and tuple(val.shape) != tuple(ref.shape):
                raise ShapeError(
                    f"{type(self).__name__}: v[{'/'.join(map(str, k))!r}] has shape {tuple(val.shape)}, "
                    f"the module needs {tuple(ref.shape)}"
                )
        return _nest.from_items([(k, given_items.get(k, ref)) for k, ref in created_items.items()])

    def _build_on_call(self, args, kwargs):
        """Build from the first call's inputs; returns that call's result, or _NOTHING."""
        if "_own_created" not in self.__dict__:  # not even partly built
            x = _first_array(args, kwargs)
            dtype = self._dtype
            device = self._dev
            backend = self._backend
            if x is not None:
                b = _nest.backend_of(x)
                if backend is None:
                    backend = b.name
                xd = b.dtype(_nest.native(x))
                if dtype is None and xd.kind == "f":
                    dtype = xd
                if device is None:
                    device = b.device_of(_nest.native(x))
            self._backend = backend
            self._dev = device
            self._dtype = dtype
            self.build(*args, from_call=True, device=device, dtype=dtype, **kwargs)
            if self._built:
                return _NOTHING
        # children built on their first call: run the forward once, then collect their variables
        self._set_v(self._v)
        out = self._forward(*args, **kwargs)
        self._subs = self._find_submodules()
        self._finish_build()
        return out

    @property
    def built(self):
        """Whether the variables exist."""
        return self._built

    built_ = built  # Ivy's name

    @property
    def build_mode(self):
        return self._build_mode

    # ------------------------------------------------------------------- call

    def __call__(self, *args, v=None, **kwargs):
        """Run the module; ``v`` (a Container or nested dict) replaces the variables for this call only."""
        if v is None and self._built:  # the common call, first
            if self._subs:
                self._sync_subs()
            if kwargs:
                return self._forward(*args, **kwargs)
            return self._forward(*args)
        if not self._built:
            if self._build_mode == "explicit":
                raise IvyError(f"{type(self).__name__} has build_mode='explicit': call .build() before calling it")
            out = self._build_on_call(args, kwargs)
            if v is None and out is not _NOTHING:
                return out
        if v is None:
            if self._subs:
                self._sync_subs()
            return self._forward(*args, **kwargs)
        if not isinstance(v, ivy.Container):
            v = _nest.container(_nest.to_dict(v))
        old = self._v
        self._set_v(v, False)
        try:
            return self._forward(*args, **kwargs)
        finally:
            self._set_v(old, False)

    # ---------------------------------------------------------------- state

    @property
    def v(self):
        """The variables: a Container (``None`` before the module is built).

        Assigning new ones (``m.v = ivy.Container(weights)``, Ivy 1.0's way of loading weights)
        replaces them in this module and every submodule; they must fit: the same key chains
        and shapes, else :class:`ivy.InvalidArgumentError` / :class:`ivy.ShapeError` names the
        first key chain that does not. A value written straight into the instance's
        ``__dict__["v"]`` (as ivy_models' ``BaseModel.__setattr__`` does) is taken the same way
        before the next call."""
        if "v" in self.__dict__:
            self._adopt_dict_v()
        return self._v

    @v.setter
    def v(self, value):
        if value is not None and not isinstance(value, _ContainerType()):
            value = _nest.container(_nest.to_dict(value))
        if value is not None and self._built and self._v is not None and self._store_vars:
            self._check_fits(value)
        self._set_v(value)

    def _adopt_dict_v(self):
        value = self.__dict__.pop("v")
        Module.v.fset(self, value)

    def _check_fits(self, value):
        """Raise an ivy error naming the first key chain where ``value`` does not fit ``self.v``."""
        have = dict(_nest.items(self._v))
        given = dict(_nest.items(value))
        name = type(self).__name__
        for kc, ref in have.items():
            if kc not in given:
                raise InvalidArgumentError(
                    f"{name}.v: the new variables lack {'/'.join(map(str, kc))!r} (the first of "
                    f"{sum(k not in given for k in have)} the module has that they do not)")
            val = given[kc]
            if _nest.is_array(ref) and _nest.is_array(val) and tuple(val.shape) != tuple(ref.shape):
                raise ShapeError(
                    f"{name}.v: {'/'.join(map(str, kc))!r} has shape {tuple(val.shape)}, the module needs "
                    f"{tuple(ref.shape)}")
        extra = [kc for kc in given if kc not in have]
        if extra:
            raise InvalidArgumentError(
                f"{name}.v: the new variables have {'/'.join(map(str, extra[0]))!r}, which the module does not "
                f"(the first of {len(extra)})")

    @property
    def buffers(self):
        """Non-trainable state (running statistics), gathered from the submodules like ``v``."""
        pairs = list(_nest.items(self._own_buffers or {}))
        for path, sub in self._submods():
            pairs += [(path + kc, leaf) for kc, leaf in _nest.items(sub.buffers)]
        return _nest.from_items(pairs)

    @buffers.setter
    def buffers(self, value):
        own = self._own_buffers
        for k in list(own):
            if k in value:
                own[k] = value[k]
        for path, sub in self._submods():
            sv = _nest.get(value, path)
            if sv is not None:
                sub.buffers = sv

    def register_buffer(self, name, value):
        """Add a non-trainable array ``name`` to this module's :attr:`buffers`."""
        if self._own_buffers is None:
            self._own_buffers = {}
        self._own_buffers[name] = value

    def train(self, mode: bool = True):
        """Set training mode (dropout active, batch statistics used) here and in every submodule."""
        _moved()  # (a compiled function that calls this module traces the other path)
        self.training = bool(mode)
        for _, sub in self._submods():
            sub.train(mode)
        return self

    def eval(self):
        """Set evaluation mode (``train(False)``)."""
        return self.train(False)

    # ---------------------------------------------------------------- files

    def save_weights(self, weights_path, /, *, format=None):  # noqa: A002 - Ivy's name
        """Save ``v`` and :attr:`buffers` (names ``v/<key chain>``, ``buffers/<key chain>``) to
        ``weights_path``: safetensors, or npz for a ``.npz`` path or ``format="npz"`` (see
        :mod:`ivy._persist`; both load without running code, with or without ivy).

        >>> import os, tempfile
        >>> p = os.path.join(tempfile.mkdtemp(), "lin.safetensors")
        >>> lin = ivy.Linear(2, 3); lin.save_weights(p)
        >>> ivy.Linear(2, 3).load_weights(p)
        """
        if not self._built:
            raise IvyError(f"{type(self).__name__}.save_weights: the module is not built yet")
        _persist.write(weights_path, self._flat_weights(), self._description("weights"),
                       _file_format(weights_path, format, "save_weights"))

    def load_weights(self, weights_path, /, *, allow_pickle=False):
        """Load what :meth:`save_weights` (or :meth:`save`) wrote, onto this module's backend and
        devices. Every name, shape and dtype is checked against the module first, and every
        mismatch reported at once (:class:`ivy.WeightsMismatchError`); a truncated or corrupt file
        is an :class:`ivy.FileFormatError`; either way nothing is changed. A pickled file (Ivy
        1.0's) is read only with ``allow_pickle=True`` (unpickling runs code the file names)."""
        if not self._built:
            raise IvyError(
                f"{type(self).__name__}.load_weights: build the module first (call it once, or .build()) so its "
                "variables' shapes are known"
            )
        where = _where(weights_path)
        self._assign(_persist.read(weights_path, allow_pickle=allow_pickle, where=where), where)

    def save(self, filename, /, *, format=None):  # noqa: A002 - Ivy's name
        """Save the module: its variables and buffers, and a JSON description of how to construct it
        again (its class, the constructor arguments it was given, ivy's version, each variable's
        name, dtype and shape). safetensors by default (npz for ``.npz`` or ``format="npz"``), so
        :meth:`load` runs no code from the file. ``format="pickle"`` writes Ivy 1.0's pickle (for
        modules whose constructor took arguments a file cannot describe; loading it needs
        ``allow_pickle=True``).

        >>> import os, tempfile
        >>> p = os.path.join(tempfile.mkdtemp(), "model.safetensors")
        >>> ivy.Linear(2, 3).save(p)
        >>> type(ivy.Module.load(p)).__name__
        'Linear'
        """
        fmt = _file_format(filename, format, "save", pickle_ok=True)
        if fmt == "pickle":
            import pickle

            data = pickle.dumps(self)
            _persist._put(filename, [data])
            return
        _persist.write(filename, self._flat_weights() if self._built else {}, self._description("module"), fmt)

    @classmethod
    def load(cls, filename, /, *, format=None, allow_pickle=False):  # noqa: A002 - Ivy's name
        """The module :meth:`save` wrote: constructed again from the arguments its file records
        (its class must be an ``ivy.Module`` subclass of a module already imported; called on a
        subclass, ``MLP.load(path)`` constructs that class), with its variables loaded and checked
        as :meth:`load_weights` does. Runs no code from the file, unless ``allow_pickle=True`` lets
        a pickled file (Ivy 1.0's ``Module.save``) be unpickled."""
        if format not in (None, "safetensors", "npz", "pickle"):
            raise InvalidArgumentError(f"Module.load: format must be 'safetensors', 'npz', 'pickle' or None (any), got "
                                       f"{format!r}")
        where = _where(filename)
        got = _persist.read(filename, allow_pickle=allow_pickle, fmt=format, where=where)
        if got.format == "pickle":
            if not isinstance(got.obj, Module):
                raise FileFormatError(f"{where} holds a {type(got.obj).__name__}, not an ivy.Module")
            return got.obj
        desc = got.description or {}
        if desc.get("kind") not in ("module", "weights") or "module" not in desc:
            raise FileFormatError(
                f"{where} holds arrays but no module description (written by save_weights of an older ivy, "
                "Container.save or another program): construct the module yourself and call .load_weights()")
        rec = desc["module"]
        if isinstance(rec, str):
            raise FileFormatError(
                f"{where} does not record how to construct its {desc.get('class', 'module')}: {rec}. Construct it "
                "yourself and call .load_weights(), or save it with format='pickle'")
        m = _persist.construct(rec, where, None if cls is Module else cls)
        if not isinstance(m, Module):
            raise FileFormatError(f"{where} describes a {type(m).__name__}, not an ivy.Module")
        if not m._built and m._build_mode == "explicit":
            m.build()
        if not m._built:
            if got.arrays:
                raise InvalidArgumentError(
                    f"{type(m).__name__} builds on its first call (build_mode='on_call' or an input size of None), so "
                    f"its variables do not exist to load {where} into: construct it, call it once, and call "
                    ".load_weights()")
            return m
        m._assign(got, where)
        if isinstance(desc.get("training"), bool):
            m.train(desc["training"])
        return m

    def _flat_weights(self):
        arrays = {}
        in_v = {kc for kc, _ in _nest.items(self._v)}
        for prefix, nest in (("v", self._v), ("buffers", self.buffers)):
            for kc, leaf in _nest.items(nest):
                if prefix == "buffers" and kc in in_v:  # (BatchNorm's statistics are in v, saved there)
                    continue
                if _nest.is_array(leaf):
                    arrays[prefix + "/" + "/".join(map(str, kc))] = leaf
        return arrays

    def _description(self, kind):
        rec = self.__dict__.get("_ivy_init")
        return {"kind": kind, "class": _persist.class_path(type(self)),
                "module": rec if rec is not None else "constructor arguments were not recorded",
                "training": bool(self.training)}

    def _assign(self, got, where):
        """Check the arrays of a read file against the variables and buffers (every mismatch at once),
        convert them all, then set them (nothing changes unless everything fits)."""
        if got.format == "pickle":
            data = _pickled_weights(got.obj, where)
        else:
            data = dict(got.arrays)
        if data and not any(k.startswith(("v/", "buffers/")) for k in data):
            # a Container's own file (ivy.Container.save: key chains alone), e.g. Ivy 1.0's weights
            data = {"v/" + k: val for k, val in data.items()}
        problems, new, pending = [], {}, []
        in_v = {kc for kc, _ in _nest.items(self._v)}
        for prefix, nest in (("v", self._v), ("buffers", self.buffers)):
            pairs = []
            for kc, leaf in _nest.items(nest):
                if prefix == "buffers" and kc in in_v:
                    continue  # (BatchNorm's statistics are in v as in Ivy 1.0: loaded there)
                if not _nest.is_array(leaf):  # (not saved: kept as it is)
                    pairs.append((kc, leaf))
                    continue
                key = prefix + "/" + "/".join(map(str, kc))
                pairs.append((kc, None))
                if key not in data:
                    problems.append(f"{key!r} is missing from the file")
                    continue
                values, dt = data.pop(key)
                shape, want = tuple(values.shape), tuple(leaf.shape)
                mdt = _nest.backend_of(leaf).dtype(_nest.native(leaf)).name
                if shape != want:
                    problems.append(f"{key!r} has shape {shape} in the file, the module needs {want}")
                if dt != mdt:
                    problems.append(f"{key!r} is {dt} in the file, the module's is {mdt}")
                pending.append((prefix, kc, values, leaf))
            new[prefix] = pairs
        if data:
            problems.append(f"the file has arrays the module does not: {sorted(data)}")
        if problems:
            raise WeightsMismatchError(
                f"{type(self).__name__}: {where} does not fit the module ({len(problems)} mismatches; nothing was "
                "loaded):\n  " + "\n  ".join(problems))
        converted = {(p, kc): _like(values, leaf) for p, kc, values, leaf in pending}
        out = {p: _nest.from_items([(kc, converted[(p, kc)] if (p, kc) in converted else leaf) for kc, leaf in pairs])
               for p, pairs in new.items()}
        self._set_v(out["v"])
        if any(True for _ in _nest.items(out["buffers"])):
            self.buffers = out["buffers"]

    # ------------------------------------------------------------ converters

    def to_native(self, framework=None):
        """The framework's own trainable object holding (copies of) this module's variables.

        ``framework`` (default: the backend of the variables): ``"torch"`` gives a
        ``torch.nn.Module`` (parameters named by key chain), ``"tensorflow"`` a
        Keras layer (``tf.keras.layers.Layer``), ``"jax"`` a pair
        ``(apply_fn, params)`` with ``apply_fn(params, *args, **kwargs)`` pure and
        ``params`` a nested dict of ``jax.Array`` (a pytree).
        """
        from . import converters

        return converters.to_native(self, framework)

    # ------------------------------------------------------------------ misc

    def _extra_repr(self):
        return ""

    def __repr__(self):
        extra = self._extra_repr()
        lines = [f"{type(self).__name__}({extra}"]
        subs = self._submods()
        if not subs:
            return lines[0] + ")"
        for path, sub in subs:
            lines.append(f"  ({'/'.join(path)}): " + repr(sub).replace("\n", "\n  "))
        return "\n".join(lines) + "\n)"


def variables_of(m):
    """The variables ``m._forward`` reads: ``m.v``, or, in code ivy.compile traces for torch.compile
    (:data:`ivy._dispatch.SYNCED_BY`), the same variables as plain dicts, made before each call of
    the compiled code (torch.compile fetches a plain dict's item by key, a Container's by position
    through a Python helper, ~0.4 us a variable on each call). ``Linear`` spells this out.

    >>> lin = ivy.Linear(2, 3)
    >>> variables_of(lin) is lin.v
    True
    """
    s = _SYNCED_BY[0]
    if s is not None and m._vd_of is s and not _MOVED[0]:
        return m._vd
    return m._v


def native_leaf(v, key):
    """The variable ``key`` of ``v`` (a module's :func:`variables_of`) as the native array it wraps.

    Layers hand their variables to ivy's functions as native arrays, so that a layer's output
    follows its input's type: native in, native out (an ``ivy.Array`` input gives an ``ivy.Array``).

    >>> lin = ivy.Linear(2, 3)
    >>> native_leaf(lin.v, "w") is lin.v.w.data
    True
    """
    x = dict.__getitem__(v, key)
    return x._data if x.__class__ is _Array else x


def _ContainerType():
    return ivy.Container


def _where(path):
    return repr(os.fspath(path)) if isinstance(path, (str, bytes, os.PathLike)) else "the file"


def _file_format(path, fmt, what, pickle_ok=False):
    """The format to write: ``fmt``, else npz for a ``.npz`` path, else safetensors."""
    if fmt is None:
        name = os.fspath(path) if isinstance(path, (str, os.PathLike)) else ""
        return "npz" if str(name).endswith(".npz") else "safetensors"
    allowed = ("safetensors", "npz") + (("pickle",) if pickle_ok else ())
    if fmt not in allowed:
        raise InvalidArgumentError(f"Module.{what}: format must be one of {list(allowed)}, got {fmt!r}")
    return fmt


def _pickled_weights(obj, where):
    """name -> (host values, dtype name) of an unpickled module, Container or dict of arrays."""
    if isinstance(obj, Module):
        flat = obj._flat_weights()
    elif isinstance(obj, dict):
        nested = obj if ("v" in obj or "buffers" in obj) else {"v": obj}
        flat = {}
        for prefix in ("v", "buffers"):
            for kc, leaf in _nest.items(nested.get(prefix) or {}):
                flat[prefix + "/" + "/".join(map(str, kc))] = leaf
    else:
        raise FileFormatError(f"{where} holds a {type(obj).__name__}, not a module or its weights")
    out = {}
    for k, leaf in flat.items():
        dt, shape, a = _persist.host_array(leaf, k)
        out[k] = (_persist._host_values(a, dt), dt)
    return out


def _like(arr, ref):
    """NumPy ``arr`` as an array of ``ref``'s backend, dtype and device (an ivy.Array if ``ref`` is one)."""
    b = _nest.backend_of(ref)
    out = ivy.asarray(arr, dtype=ref.dtype, device=ivy.dev(ref), backend=b.name)
    return out if ref.__class__ is ivy.Array else out._data

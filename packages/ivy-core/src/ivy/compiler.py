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
- ``options`` go to the framework's compiler (``jit_compile=True`` for
  tf.function, ``mode="reduce-overhead"`` for torch.compile, ...); options
  naming argument positions (``static_argnums``) do not apply, since static
  arguments are found automatically.
"""

from __future__ import annotations

import functools
import warnings

from . import _dispatch as _d
from . import _tree
from .errors import InvalidArgumentError

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
        self._warned = set()
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
        pos = [i for i, v in enumerate(natives) if _d._TYPES[v.__class__] is not None]
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
        if entry is None:
            entry = self._cache[key] = self._build(b, td, natives, mask, pos, arrays)
        cfn, box = entry
        outs = cfn(*arrays)
        full = list(box["static"])
        it = iter(outs)
        for j in box["pos"]:
            full[j] = next(it)
        arr = _d._Array
        return _tree.unflatten(box["td"], [arr(v) if w else v for v, w in zip(full, box["mask"])])

    def _build(self, b, td, natives, mask, pos, arrays):
        fn = self.__wrapped__
        box = {}
        arr = _d._Array
        pset = set(pos)
        template = [None if i in pset else v for i, v in enumerate(natives)]

        def flat_fn(*xs):
            full = list(template)
            for i, x in zip(pos, xs):
                full[i] = arr(x) if mask[i] else x
            a, k = _tree.unflatten(td, full)
            ret = fn(*a, **k)
            leaves, otd = _tree.flatten(ret)
            onat, omask = [], []
            for v in leaves:
                if v.__class__ is arr:
                    onat.append(v._data)
                    omask.append(True)
                else:
                    onat.append(v)
                    omask.append(False)
            opos = [j for j, v in enumerate(onat) if _d._TYPES[v.__class__] is not None]
            oset = set(opos)
            box.update(td=otd, mask=omask, pos=opos, static=[None if j in oset else v for j, v in enumerate(onat)])
            return tuple(onat[j] for j in opos)

        flat_fn.__name__ = getattr(fn, "__name__", "fn")
        flat_fn.__qualname__ = getattr(fn, "__qualname__", flat_fn.__name__)
        return b.compilation.compile(flat_fn, tuple(arrays), **self._options), box


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
    if example_args or kwargs:
        out(*example_args, **kwargs)
    return out

"""Backend discovery, backend choice and the generated dispatch functions.

Every public ivy function is generated from a stub (its signature and
docstring) into one flat function: unwrap ``ivy.Array`` arguments, pick the
backend (``backend=`` keyword, else the set backend, else a per-type dict
lookup), convert ``dtype``/``device`` arguments only when given, call the
backend's native function, wrap the result if an ``ivy.Array`` came in.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import os
import re as _re
import threading
from importlib import metadata

from . import _argcheck, _scalar_values
from . import dtypes as _dt
from .errors import (
    ArgumentTypeError,
    AxisError,
    DtypeError,
    FunctionMissingError,
    InvalidArgumentError,
    IvyError,
    MixedFrameworksError,
    NoBackendError,
    ScalarOverflowError,
    ShapeError,
    UnknownBackendError,
    UnsupportedDtypeError,
)
from .plugin import OPTIONAL_HOOKS, OPTIONAL_MODULES, REQUIRED_HOOKS, BackendSpec
from .plugin import counts as _plugin_counts

ENTRY_POINT_GROUP = "ivy.backends"

# Names of the API families, in the order backend modules are imported.
FAMILIES = (
    "creation", "data_type", "elementwise", "indexing", "linear_algebra",
    "manipulation", "searching", "set", "sorting", "statistical", "utility",
    "linalg", "fft",
    # Ivy's superset beyond the standard (ARCHITECTURE.md section 5).
    "random", "activations", "layers", "spatial", "norms", "losses", "decompositions",
)
# Families whose functions live in a sub-namespace (ivy.linalg.*, ivy.fft.*).
NAMESPACED = ("linalg", "fft")

# The known backends by name (Backend objects, unloaded until first use).
_BACKENDS: dict = {}
# The API functions, by qualified name ("add", "linalg.cholesky").
REGISTRY: dict = {}


# ------------------------------------------------------------------ state


class _State(threading.local):
    """``backend`` is the set backend: a class attribute for the global one
    (``set_backend``), an instance attribute for a thread's ``using_backend``."""

    backend = None


_state = _State()
_dispatch_hook = None
# The loaded backends' ``is_compiling`` hooks (plugin.OPTIONAL_HOOKS): whether a compiler is
# tracing Python now (torch.compile). Code that reads global state only to save eager time
# (Module's structure clock) skips that read then: the tracer would guard on it and compile
# again whenever it changes.
COMPILING_PROBES: list = []
# While ivy.compile traces a function on a backend whose compiled code keeps the Python values it
# read (compilation.KEEPS_PYTHON_VALUES): the watch (``ivy.compiler._Lifted``) that prepared the
# modules the function calls before each call: their variables handed down to their submodules,
# and each one's variables also as plain dicts (``Module._vd``, marked ``_vd_of``). A traced
# module call it prepared need not hand them down again, and reads its variables from the plain
# dicts: torch.compile fetches a plain dict's item by its key, a Container's (a dict subclass) by
# position, through a Python helper (~3k instructions a variable, each call). None otherwise.
SYNCED_BY = [None]


def compiling():
    """Whether a compiler is tracing Python now (any loaded backend's ``is_compiling`` hook)."""
    for probe in COMPILING_PROBES:
        if probe():
            return True
    return False


# --------------------------------------------------------------- backends


class Backend:
    """A backend: its spec, and once loaded its table of native functions.

    Attributes named like the API functions (``add``, ``linalg_cholesky``) are
    the functions; they appear on first use (``__getattr__`` loads the
    implementation once).
    """

    def __init__(self, spec: BackendSpec, dist_version: str | None = None):
        self.spec = spec
        self.name = spec.name
        self.dist_version = dist_version
        self._loaded = False
        self._lock = threading.RLock()
        self._sources = {}  # api name -> "native" | "partial" | "compositional" | "missing"
        self._raw = {}  # api name -> installed function without a dispatch hook

    def __repr__(self):
        return f"<ivy backend {self.name!r}{'' if self._loaded else ' (not loaded)'}>"

    def __getattr__(self, attr):
        if attr.startswith("__") or self.__dict__.get("_loaded", True):
            raise AttributeError(attr)
        self._load()
        return object.__getattribute__(self, attr)

    # -- loading
    def _load(self):
        with self._lock:
            if self._loaded:
                return
            pkg = self.spec.package
            try:
                hooks = importlib.import_module(pkg + ".hooks")
            except ImportError as e:
                raise NoBackendError(
                    f"backend {self.name!r} could not be imported ({e}); "
                    f"reinstall it with `pip install {self.spec.dist}`"
                ) from e
            missing = [h for h in REQUIRED_HOOKS if not hasattr(hooks, h)]
            if missing:
                raise NoBackendError(f"backend {self.name!r} lacks hooks {missing} in {pkg}.hooks")
            for h in REQUIRED_HOOKS + OPTIONAL_HOOKS:
                if hasattr(hooks, h):
                    setattr(self, h, getattr(hooks, h))
            if not hasattr(hooks, "default_device"):
                self.default_device = lambda: "cpu"
            if not hasattr(hooks, "to_numpy"):
                self.to_numpy = _numpy_asarray
            if not hasattr(hooks, "translate_error"):
                self.translate_error = None
            if hasattr(hooks, "is_compiling") and hooks.is_compiling not in COMPILING_PROBES:
                COMPILING_PROBES.append(hooks.is_compiling)
            self.hooks = hooks
            self._ndt = dict(hooks.NATIVE_DTYPES)  # ivy -> native
            self._idt = {v: k for k, v in self._ndt.items()}  # native -> ivy
            self._native_fns = {}
            for family in FAMILIES:
                try:
                    mod = importlib.import_module(f"{pkg}.{family}")
                except ModuleNotFoundError as e:
                    if e.name != f"{pkg}.{family}":
                        raise
                    continue
                prefix = family + "." if family in NAMESPACED else ""
                for attr, fn in vars(mod).items():
                    if attr.startswith("_") or not callable(fn):
                        continue
                    qual = prefix + attr
                    if qual in REGISTRY:
                        self._native_fns[qual] = fn
            for qual in REGISTRY:
                self._install(qual)
            # Optional modules (plugin.OPTIONAL_MODULES): autodiff, compiler. None when absent.
            for extra in OPTIONAL_MODULES:
                try:
                    mod = importlib.import_module(f"{pkg}.{extra}")
                except ModuleNotFoundError as e:
                    if e.name != f"{pkg}.{extra}":
                        raise
                    mod = None
                setattr(self, extra, mod)
            self._loaded = True
            _invalidate_tables()

    def _install(self, qual):
        spec = REGISTRY[qual]
        native = self._native_fns.get(qual)
        comp = spec.composition
        if comp is not None:
            comp = functools.partial(comp, self)
            if spec.half_in_float32:
                comp = _half_in_float32(self, comp)
        if native is not None and getattr(native, "__ivy_with_fallback__", False):
            # the backend's function gets the composition (or the missing-function error) first
            rest = _missing_impl(self, qual) if comp is None else comp
            fn, src = functools.partial(native, rest), "partial"
        elif native is not None and getattr(native, "__ivy_predicate__", None) is not None:
            if comp is None:
                fn, src = native, "native"
            else:
                fn, src = _partial_impl(native, comp), "partial"
        elif native is not None:
            fn, src = native, "native"
        elif comp is not None:
            fn, src = comp, "compositional"
        else:
            fn, src = _missing_impl(self, qual), "missing"
        if spec.half_in_float32 and native is not None and not getattr(native, "__ivy_accumulates_half__", False):
            fn = _half_in_float32(self, fn)
        bad = getattr(native, "__ivy_unsupported_dtypes__", None)
        if bad:
            fn = _dtype_guard(self, qual, fn, bad)
        self._sources[qual] = src
        self._raw[qual] = fn
        self.__dict__.pop("_hook_tables", None)  # (made again with this function)
        setattr(self, spec.attr, fn if _dispatch_hook is None else _hooked(_dispatch_hook, self, qual, fn))

    def _apply_hook(self, hook):
        # One dict update of the backend's attributes, from a table made once per hook (a tracer
        # sets and removes the same hook around every trace: 465 setattr calls and closures a
        # backend each time were ~2 ms); tables are remade when a function is installed again.
        tables = self.__dict__.setdefault("_hook_tables", {})
        key = None if hook is None else id(hook)
        table = tables.get(key)
        if table is None or (hook is not None and table[0] is not hook):
            if hook is None:
                table = (None, {REGISTRY[q].attr: fn for q, fn in self._raw.items()})
            else:
                table = (hook, {REGISTRY[q].attr: _hooked(hook, self, q, fn) for q, fn in self._raw.items()})
            if len(tables) > 8:  # (hooks come and go: keep the unhooked table and a few)
                for k in [k for k in tables if k is not None][:4]:
                    del tables[k]
            tables[key] = table
        self.__dict__.update(table[1])

    def load(self):
        """Import the implementation now (it is otherwise imported on first use)."""
        if not self._loaded:
            self._load()
        return self

    # -- conversions used by dispatch and by compositions
    def native_dtype(self, dtype, fn_name="?"):
        """The native dtype for an ivy dtype (also accepts a dtype name or a native dtype)."""
        try:
            return self._ndt[dtype]
        except (KeyError, TypeError):
            pass
        if isinstance(dtype, str):
            return self.native_dtype(_dt.dtype_from_name(dtype), fn_name)
        if isinstance(dtype, type) and not isinstance(dtype, _dt.Dtype):
            # Python's bool/int/float/complex (Ivy 1.0's dtype=float: the default of the kind), a
            # NumPy scalar type
            from .dtype_helpers import as_ivy_dtype

            try:
                return self.native_dtype(as_ivy_dtype(dtype), fn_name)
            except InvalidArgumentError:
                pass
        if isinstance(dtype, _dt.Dtype):
            raise UnsupportedDtypeError(
                f"backend {self.name!r} cannot hold dtype {dtype.name} (in {fn_name}); "
                f"it holds {', '.join(d.name for d in self._ndt)}"
            )
        try:
            if dtype in self._idt:
                return dtype
        except TypeError:
            pass
        raise InvalidArgumentError(f"{fn_name}: {dtype!r} is not a dtype; pass an ivy dtype such as ivy.float32")

    def ivy_dtype(self, native_dtype):
        """The ivy dtype of a native dtype."""
        try:
            return self._idt[native_dtype]
        except KeyError:
            raise UnsupportedDtypeError(
                f"backend {self.name!r}: native dtype {native_dtype!r} has no ivy dtype"
            ) from None

    def dtype(self, x):
        """The ivy dtype of a native array of this backend."""
        return self.ivy_dtype(self.dtype_of(x))

    def supported_dtypes(self):
        """The ivy dtypes this backend holds."""
        self.load()
        return tuple(d for d in _dt.all_dtypes if d in self._ndt)


def _numpy_asarray(x):
    import numpy

    return numpy.asarray(x)


def _partial_impl(native, comp):
    pred = native.__ivy_predicate__

    def partial_impl(*args, **kwargs):
        if pred(*args, **kwargs):
            return native(*args, **kwargs)
        return comp(*args, **kwargs)

    partial_impl.__wrapped__ = native
    return partial_impl


def _missing_impl(backend, qual):
    def missing(*args, **kwargs):
        raise FunctionMissingError(
            f"ivy.{qual} is not implemented by backend {backend.name!r} and has no "
            f"composition in ivy-core; backends that have it: "
            f"{', '.join(_backends_having(qual)) or 'none installed'}"
        )

    return missing


def _dtype_guard(backend, qual, fn, bad):
    def guarded(*args, **kwargs):
        for a in args:
            if backend.is_native_array(a):
                d = backend.dtype(a)
                if d in bad:
                    raise UnsupportedDtypeError(
                        f"backend {backend.name!r} does not support dtype {d.name} in ivy.{qual}"
                    )
        return fn(*args, **kwargs)

    guarded.__wrapped__ = fn
    return guarded


def _half_in_float32(backend, fn):
    """``fn`` computing float16/bfloat16 input in float32: when its first argument is a half
    precision array, every half precision array argument is cast to float32 and every float32
    array it returns is cast back (for ``api(half_in_float32=True)`` functions, whose float16
    accumulators would stall or cancel). Other calls pay one dtype read and two identity tests
    (native dtypes are singletons; one that is not is computed as it comes)."""
    f32 = backend.native_dtype(_dt.float32)
    halves = [backend._ndt[d] for d in (_dt.float16, _dt.bfloat16) if d in backend._ndt]
    if not halves:
        return fn
    h1, h2 = halves[0], halves[-1]
    is_native, dtype_of = backend.is_native_array, backend.dtype_of

    def up(a):
        if is_native(a):
            d = dtype_of(a)
            if d is h1 or d is h2:
                return backend.astype(a, f32)
        return a

    def half_in_float32(x, *args, **kwargs):
        try:
            d = dtype_of(x)
        except Exception:  # noqa: BLE001 - not an array: the function reports it
            return fn(x, *args, **kwargs)
        if d is not h1 and d is not h2:
            return fn(x, *args, **kwargs)
        out = fn(backend.astype(x, f32), *[up(a) for a in args], **{k: up(v) for k, v in kwargs.items()})

        def down(r):
            return backend.astype(r, d) if is_native(r) and dtype_of(r) is f32 else r

        return tuple(down(r) for r in out) if isinstance(out, tuple) else down(out)

    half_in_float32.__wrapped__ = fn
    return half_in_float32


def _hooked(hook, backend, qual, fn):
    def hooked(*args, **kwargs):
        return hook(backend, qual, fn, args, kwargs)

    hooked.__wrapped__ = fn
    return hooked


def _backends_having(qual):
    out = []
    for name, b in _BACKENDS.items():
        try:
            b.load()
        except Exception:  # noqa: BLE001 - a broken backend just isn't listed
            continue
        if b._sources.get(qual) != "missing":
            out.append(name)
    return out


def discover(refresh: bool = False):
    """Find the installed backends through their entry points (imports nothing heavy).

    Thread-safe: the first call (or a refresh) runs under a lock, and publishes the module map
    before the backends, so a thread that finds backends also finds every module they own, and
    one backend has one :class:`Backend` object for the life of the process (two threads that
    both found none had each made their own: "a numpy array was passed while the backend is
    'numpy'")."""
    if _BACKENDS and not refresh:
        return _BACKENDS
    with _discovery_lock:
        if _BACKENDS and not refresh:  # found by another thread meanwhile
            return _BACKENDS
        found = {}
        for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
            try:
                spec = ep.load()
            except Exception as e:  # noqa: BLE001 - report and skip a broken plugin
                import warnings

                warnings.warn(f"ivy: backend entry point {ep.name!r} failed to load: {e}", stacklevel=2)
                continue
            if not isinstance(spec, BackendSpec):
                continue
            version = None
            if ep.dist is not None:
                version = ep.dist.version
            old = _BACKENDS.get(spec.name)
            found[spec.name] = old if old is not None and old.spec == spec else Backend(spec, version)
        _publish_backends(found)
    return _BACKENDS


def _publish_backends(found):
    """Make ``found`` (name -> Backend) the known backends (under ``_discovery_lock``): the module
    map first, then the backends, never with a moment in which a reader sees either emptied."""
    modules = {m: b for b in found.values() for m in b.spec.array_modules}
    for m in [m for m in _MODULE_BACKEND if m not in modules]:
        del _MODULE_BACKEND[m]
    _MODULE_BACKEND.update(modules)
    for name in [n for n in _BACKENDS if n not in found]:
        del _BACKENDS[name]
    _BACKENDS.update(found)
    _TYPES.clear()
    _TYPES.update(_BUILTIN_TYPES)
    _default_cache.clear()
    _invalidate_tables()


def register_backend(spec: BackendSpec) -> Backend:
    """Register a backend without an entry point (for tests and experiments).

    >>> # ivy.register_backend(BackendSpec(name="foo", array_modules=("foo",), package="my_foo"))
    """
    if not isinstance(spec, BackendSpec):
        raise ArgumentTypeError(f"ivy.register_backend takes an ivy.plugin.BackendSpec, got {type(spec).__name__}")
    with _discovery_lock:
        discover()
        b = Backend(spec)
        _publish_backends({**_BACKENDS, spec.name: b})
    return b


# Backend name -> its pip distribution where the two differ (ARCHITECTURE.md §1).
_DISTS = {"tensorflow": "ivy-backend-tf"}


def _install_hint(name):
    return f"pip install {_DISTS.get(name, f'ivy-backend-{name}')}"


def get_backend(backend) -> Backend:
    """The :class:`Backend` for a name or a backend object; raises a helpful error."""
    if isinstance(backend, Backend):
        return backend
    if not isinstance(backend, str):
        names = ", ".join(sorted(discover())) or "none installed"
        raise ArgumentTypeError(f"backend must be a backend's name ({names}) or an ivy Backend, got "
                                f"{_argcheck.describe(backend)}")
    bs = discover()
    b = bs.get(backend)
    if b is None:
        alias = _ALIASES.get(backend)
        if alias is not None and alias in bs:
            return bs[alias]
        installed = ", ".join(sorted(bs)) or "none"
        raise UnknownBackendError(
            f"unknown backend {backend!r}; installed backends: {installed}. "
            f"To install it: `{_install_hint(_ALIASES.get(backend, backend))}`"
        )
    return b


_ALIASES = {"tf": "tensorflow", "np": "numpy", "pytorch": "torch", "mx": "mxnet"}

# ----------------------------------------------------------- type inference

_MODULE_BACKEND: dict = {}


_discovery_lock = threading.RLock()


class _TypeTable(dict):
    """type -> Backend (or None for types no backend owns). Misses learn once.

    Tables keyed by classes are read with ``type(x)``, not ``x.__class__``: under torch.compile
    the ``__class__`` of a Python constant (``1.0 / x``) is neither hashable nor comparable to
    dynamo (a graph break, or a guard that fails on its own frame); identity tests are fine."""

    def __missing__(self, cls):
        if not _BACKENDS:  # (published after the module map: see discover)
            discover()
        top = getattr(cls, "__module__", "") or ""
        b = _MODULE_BACKEND.get(top.partition(".")[0])
        self[cls] = b
        return b


_BUILTIN_TYPES = {
    t: None for t in (int, float, complex, bool, type(None), list, tuple, str, slice, type(Ellipsis), range)
}
_TYPES = _TypeTable(_BUILTIN_TYPES)


class _Mapped(Exception):  # noqa: N818 - a control-flow signal, not an error
    """The result of an API call mapped over ivy.Container leaves, raised by
    :class:`_ContainerCalls` and returned by the dispatcher's error handler (``_fail``): the
    dispatcher's own code (wrapping, out=) is skipped at no cost to calls without Containers."""

    def __init__(self, value):
        self.value = value


class _ContainerCalls:
    """``ivy.Container``'s entry in the dispatchers' type table (``_DTYPES``): a pseudo-backend
    whose functions map the API function over the leaves of the Container arguments (Ivy 1.0's
    nestable functions: ``ivy.abs(c)``, ``ivy.add(c, x)``, ``ivy.concat([c, d])``). A dispatcher
    meets it only when a Container is among its arguments, on the paths a foreign array class
    takes, so other calls pay nothing for it."""

    name = "container"

    def __getattr__(self, attr):
        if attr.startswith("_"):
            raise AttributeError(attr)
        qual = next((q for q, sp in REGISTRY.items() if sp.attr == attr), None)
        if qual is None:
            raise AttributeError(attr)
        fn = REGISTRY[qual].dispatcher

        def mapped(*args, **kwargs):
            from .container import _map_in_function

            raise _Mapped(_map_in_function(fn, args, kwargs))

        mapped.__name__ = attr
        self.__dict__[attr] = mapped
        return mapped

    def load(self):
        return self

    def native_dtype(self, dtype, fn_name="?"):  # the leaves' calls convert it
        return dtype

    def native_device(self, device):
        return device


_CONTAINER = _ContainerCalls()
_Container = None  # set by ivy.container once the class exists
_MAP_CONTAINERS = [True]  # Ivy 1.0's nestable mode (ivy.set_nestable_mode)


def set_container_mapping(on):
    """Whether the dispatchers map over ivy.Container arguments (``ivy.set_nestable_mode``)."""
    _MAP_CONTAINERS[0] = bool(on)
    _invalidate_tables()


class _DispatchTypes(dict):
    """The type table of the generated dispatchers: ``_TYPES``, with ivy.Container (and its
    subclasses) owned by the :class:`_ContainerCalls` pseudo-backend."""

    def __missing__(self, cls):
        b = _TYPES[cls]
        if (b is None and _Container is not None and _MAP_CONTAINERS[0] and isinstance(cls, type)
                and issubclass(cls, _Container)):
            b = _CONTAINER
        self[cls] = b
        return b


_DTYPES = _DispatchTypes()


def _set_container_class(cls):
    global _Container
    _Container = cls
    _DTYPES.clear()
    _invalidate_tables()


def backend_of(x):
    """The backend owning ``x`` (a native array or ``ivy.Array``), or None."""
    if x.__class__ is _Array:
        x = x._data
    return _TYPES[type(x)]


_default_cache: dict = {}


def default_backend() -> Backend:
    """The backend used when nothing is set and nothing can be inferred.

    ``IVY_BACKEND`` if set, else numpy if installed, else the only one installed.
    """
    b = _default_cache.get("b")
    if b is not None:
        return b
    bs = discover()
    env = os.environ.get("IVY_BACKEND")
    if env:
        b = get_backend(env)
    elif "numpy" in bs:
        b = bs["numpy"]
    elif len(bs) == 1:
        b = next(iter(bs.values()))
    elif not bs:
        raise NoBackendError(
            "no ivy backend is installed; install one, e.g. `pip install ivy-backend-numpy` "
            "(or ivy-backend-torch, ivy-backend-jax, ivy-backend-tf, ivy-backend-mxnet)"
        )
    else:
        raise NoBackendError(
            f"several backends are installed ({', '.join(sorted(bs))}) and none is chosen; "
            "call ivy.set_backend(name), pass backend=..., or set IVY_BACKEND"
        )
    _default_cache["b"] = b
    return b


def _mixed(b1, b2):
    """Merge two inferred backends: None yields to the other; two differ -> error."""
    if b1 is None:
        return b2
    if b2 is None or b2 is b1:
        return b1
    if b1 is _CONTAINER or b2 is _CONTAINER:
        return _CONTAINER
    raise MixedFrameworksError(
        f"arrays of two frameworks in one call: {b1.name} and {b2.name}; convert one "
        f"first, e.g. ivy.to_backend(x, {b1.name!r})"
    )


def _resolve(backend, inferred):
    """Slow path: an explicit ``backend=`` or a set backend against the inferred one."""
    if inferred is _CONTAINER:  # mapped over the leaves, each call resolving its own
        return inferred
    if backend is not None:
        b = get_backend(backend)
    else:
        b = _state.backend
    if inferred is not None and inferred is not b:
        raise MixedFrameworksError(
            f"a {inferred.name} array was passed while the backend is {b.name!r}; "
            f"convert it first with ivy.to_backend(x, {b.name!r})"
        )
    return b


def _target(backend):
    """The backend a call must use: the ``backend=`` keyword, else the set one."""
    return get_backend(backend) if backend is not None else _state.backend


def _convert(x, source, target):
    """A native array of ``source`` as one of ``target`` (DLPack, else a host copy)."""
    target.load()
    try:
        return target.from_dlpack(x)
    except Exception:  # noqa: BLE001 - any DLPack refusal falls back to a host copy
        return target.asarray(source.load().to_numpy(x))


def _infer_seq(b, seq, qual=None):
    """The backend of the arrays in ``seq`` merged into ``b``; an element that is no array (nor a
    nested list the backend converts) beside arrays is an :class:`ArgumentTypeError`."""
    for a in seq:
        c = _DTYPES[type(a)]
        if c is not b:
            if c is not None:
                b = _mixed(b, c)
            elif a.__class__ is not list and a.__class__ is not tuple:
                _argcheck.not_an_array(f"ivy.{qual}", None, a)
    return b


def _bad_arg(qual, frame):
    """Raise :class:`ArgumentTypeError` for the first argument of ``qual``'s call (``frame``: the
    dispatcher's locals) that its parameter's annotation refuses; return if none is refused."""
    _argcheck.check(f"ivy.{qual}", frame, REGISTRY[qual].annotations())


def _conversion_source(qual, obj):
    """The default backend, for an ``obj`` that is no array of an installed backend, no Python
    scalar and no list: it must be something a framework converts (a buffer, an object with
    ``__array__``, ``__array_interface__`` or ``__dlpack__``); None, strings and other objects are an
    :class:`ArgumentTypeError` (NumPy made 0-d object or string arrays of them)."""
    if obj is None or isinstance(obj, str) or not (
            _argcheck._is_buffer(obj) or hasattr(obj, "__array__") or hasattr(obj, "__array_interface__")
            or hasattr(obj, "__dlpack__")):
        _argcheck.not_an_array(f"ivy.{qual}", "obj", obj, "an array, a Python number, a nested list or tuple of "
                                                           "them, or a buffer")
    return default_backend()


def _sequence_backend(obj):
    """The backend of the array a nested list or tuple starts with, else the default one:
    ``asarray([x, 5])`` and ``asarray([[x], [y]])`` go to ``x``'s backend, as any function
    taking ``x`` would. Only the first element at each depth is looked at, so a list of 10^4
    Python floats costs one step, not a walk (``asarray([5, x])`` goes to the default backend).
    """
    while obj.__class__ is list or obj.__class__ is tuple:
        if not obj:
            break
        obj = obj[0]
    if obj.__class__ is _Array:
        obj = obj._data
    b = _TYPES[type(obj)]
    return b if b is not None else default_backend()


def _unwrap_seq(seq, qual=None):
    """Unwrap ivy.Arrays in a sequence of arrays; return (list, any_wrapped). A Python scalar in
    it is refused (``concat([x, 2])``: NumPy said ShapeError, the others AttributeError)."""
    w = False
    out = []
    for a in seq:
        c = a.__class__
        if c is _Array:
            a = a._data
            w = True
        elif c is int or c is float or c is bool or c is complex:
            _scalar_argument(qual, "an element of the array sequence", a)
        out.append(a)
    return out, w


def _unwrap_key(key):
    """Unwrap ivy.Arrays inside an indexing key."""
    if key.__class__ is _Array:
        return key._data
    if key.__class__ is tuple:
        return tuple(k._data if k.__class__ is _Array else k for k in key)
    return key


def wrap(r):
    """Wrap native arrays in ``r`` (possibly a tuple, list or namedtuple) as ivy.Arrays."""
    if r is None or r.__class__ is _Array:
        return r
    if isinstance(r, tuple):
        if hasattr(r, "_fields"):
            return r.__class__(*(wrap(v) for v in r))
        return tuple(wrap(v) for v in r)
    if isinstance(r, list):
        return [wrap(v) for v in r]
    if _TYPES[type(r)] is not None:
        return _Array(r)
    return r


def dtype_of(x):
    """The ivy dtype of a native array or ivy.Array."""
    if x.__class__ is _Array:
        x = x._data
    b = _TYPES[type(x)]
    if b is None:
        if isinstance(x, _dt.Dtype):
            return x
        if isinstance(x, str):  # a dtype name (Ivy 1.0's dtypes are strings)
            return _dt.dtype_from_name(x)
        # An array of a framework no installed backend owns (a NumPy scalar without the numpy
        # backend): its dtype by name, if ivy has that dtype.
        name = getattr(getattr(x, "dtype", None), "name", None)
        if name in _dt._BY_NAME:
            return _dt._BY_NAME[name]
        if isinstance(x, type) or not hasattr(x, "shape"):  # a native dtype (np.int32, torch.float32)
            from .dtype_helpers import as_ivy_dtype

            try:
                return as_ivy_dtype(x)
            except IvyError:
                pass
        raise InvalidArgumentError(f"expected an array, got {type(x).__name__}")
    try:
        return b.dtype(x)
    except AttributeError:  # a native dtype of the framework (torch.float32)
        from .dtype_helpers import as_ivy_dtype

        return as_ivy_dtype(x)


_Array = None  # set by ivy._array once the class exists


def _set_array_class(cls):
    global _Array
    _Array = cls
    _GLOBALS["_Array"] = cls
    # not a native array; in the table from the start, since an entry made while torch.compile
    # traces is a change it guards against (the next call would compile again)
    _BUILTIN_TYPES[cls] = None
    _TYPES[cls] = None


# ------------------------------------------------------------- the API table


class ApiFunction:
    """An API function: its stub, its composition and how dispatch treats its args."""

    def __init__(self, qual, stub, family, always_wrap, converts=False, half_in_float32=False):
        self.converts = converts
        self.half_in_float32 = half_in_float32
        self.qual = qual
        self.attr = qual.replace(".", "_")
        self.stub = stub
        self.family = family
        self.always_wrap = always_wrap
        self.composition = None
        self.signature = inspect.signature(stub)
        self.dispatcher = None
        self._annotations = None

    def annotations(self):
        """``{parameter: annotation string}`` for the argument checks of failed calls (``*args``
        as a sequence of its annotation), made on first use."""
        if self._annotations is None:
            ann = {}
            for p in self.signature.parameters.values():
                a = p.annotation if isinstance(p.annotation, str) else ""
                ann[p.name] = f"Sequence[{a}]" if p.kind is p.VAR_POSITIONAL and a else a
            self._annotations = ann
        return self._annotations


def _is_array_annotation(ann):
    return isinstance(ann, str) and "Array" in ann


def _is_sequence_annotation(ann):
    return isinstance(ann, str) and ann.replace(" ", "").lower().startswith(("sequence[", "tuple[", "list["))


# The mode the dispatchers' code is generated for (set while set_modes generates variants):
# [native out (Ivy 1.0's array mode off), imprecise promotion (Ivy 1.0's precise mode off)].
_NATIVE_OUT = [False]
_IMPRECISE = [False]
# The modes the dispatchers run now, and qual -> {(native_out, imprecise): code}.
_MODES = [False, False]
_CODES: dict = {}


def set_modes(native_out=None, imprecise=None):
    """Switch the dispatchers to Ivy 1.0's modes: ``native_out`` (``set_array_mode(False)``: every
    dispatcher returns native arrays, also for ``ivy.Array`` input) and ``imprecise``
    (``set_precise_mode(False)``: element-wise functions given an integer or bool array and a
    floating one compute in the floating one's dtype, as Ivy 1.0's non-precise promotion table).
    Each dispatcher's code is swapped in place for a variant generated for the modes (once, on
    first use), so the function objects stay the ones user code holds, and neither mode pays per
    call for the other. None leaves a mode as it is."""
    if native_out is not None:
        _MODES[0] = bool(native_out)
    if imprecise is not None:
        _MODES[1] = bool(imprecise)
    key = tuple(_MODES)
    for qual, spec in REGISTRY.items():
        fn = spec.dispatcher
        codes = _CODES.setdefault(qual, {(False, False): fn.__code__})
        code = codes.get(key)
        if code is None:
            _NATIVE_OUT[0], _IMPRECISE[0] = key
            try:
                code = codes[key] = _generate(spec, variant=True).__code__
            finally:
                _NATIVE_OUT[0] = _IMPRECISE[0] = False
        fn.__code__ = code


def set_native_out(on):
    """Ivy 1.0's ``set_array_mode(False)`` (``on``) or ``True`` (see :func:`set_modes`)."""
    set_modes(native_out=on)


def _mixes_kinds(spec):
    """Whether ``spec`` is an element-wise function of two arrays whose kinds Ivy 1.0's
    non-precise promotion treats otherwise (its first two parameters take arrays)."""
    ps = list(spec.signature.parameters.values())[:2]
    return (spec.family == "elementwise" and len(ps) == 2
            and all(_is_array_annotation(p.annotation) and not _is_sequence_annotation(p.annotation) for p in ps))


def _generate(spec: ApiFunction, variant=False):
    """Write the flat dispatch function for ``spec`` (``variant``: only compile it, for its code)."""
    sig = spec.signature
    params = list(sig.parameters.values())
    name = spec.attr
    arrays, seqs = [], []
    call_args = []
    has_dtype = has_device = False
    defaults = {}
    header = []
    seen_kwonly = False
    seen_posonly_end = False
    for p in params:
        if p.name.startswith("_") or p.name == "backend":
            raise TypeError(f"{spec.qual}: parameter name {p.name!r} is reserved for the generated dispatcher")
        dflt = ""
        if p.default is not inspect.Parameter.empty:
            key = f"_d_{name}_{p.name}"
            defaults[key] = p.default
            dflt = f"={key}"
        if p.kind is p.POSITIONAL_ONLY:
            header.append(f"{p.name}{dflt}")
            call_args.append(p.name)
        else:
            if not seen_posonly_end and any(q.kind is q.POSITIONAL_ONLY for q in params):
                header.append("/")
            seen_posonly_end = True
            if p.kind is p.POSITIONAL_OR_KEYWORD:
                header.append(f"{p.name}{dflt}")
                call_args.append(p.name)
            elif p.kind is p.VAR_POSITIONAL:
                header.append(f"*{p.name}")
                call_args.append(f"*{p.name}")
                seen_kwonly = True
            elif p.kind is p.KEYWORD_ONLY:
                if not seen_kwonly:
                    header.append("*")
                    seen_kwonly = True
                header.append(f"{p.name}{dflt}")
                call_args.append(f"{p.name}={p.name}")
            else:
                raise TypeError(f"{spec.qual}: **kwargs are not supported in API stubs")
        if p.kind is p.VAR_POSITIONAL or _is_sequence_annotation(p.annotation):
            if _is_array_annotation(p.annotation):
                seqs.append(p.name)
        elif _is_array_annotation(p.annotation):
            arrays.append(p.name)
        has_dtype |= p.name == "dtype"
        has_device |= p.name == "device"
    if not seen_posonly_end and any(p.kind is p.POSITIONAL_ONLY for p in params):
        header.append("/")
    if not seen_kwonly:
        header.append("*")
    takes_out = _takes_out(spec)
    if takes_out:
        header.append("out=None")
    header.append("backend=None")

    prelude = _PRELUDES.get(spec.qual)
    if prelude is not None and prelude[0] is not None:
        # a parameter ivy-core applies itself: the backend never sees it
        call_args = [a for a in call_args if a != prelude[0] and a != f"{prelude[0]}={prelude[0]}"]
    ret = sig.return_annotation
    single = isinstance(ret, str) and ret.strip() == "Array"
    # an ivy.Array made without calling the class (no Python __init__ frame: ~0.1 us of a layer's
    # call), written out where the result is wrapped; ``_wrap`` for tuples and nests
    wrapper = "_Array(_r)" if single else "_wrap(_r)"
    call = f"_b.{name}({', '.join(call_args)})"
    convert = []
    defaulted = has_dtype and spec.qual in DTYPE_DEFAULTED
    if has_dtype:
        convert.append(f"if dtype is not None: dtype = _b.native_dtype(dtype, {spec.qual!r})")
    if defaulted:
        # ivy.set_default_*_dtype: ``_DT`` is None unless a default is set; then it picks the
        # dtype the call would have defaulted (ivy.dtype_helpers._apply_default_dtype).
        convert.append(f"elif _DT is not None: dtype = _DT(_b, {spec.qual!r}, locals())")
    if has_device:
        convert.append("if device is not None: device = _b.native_device(device)")
        # ivy.set_default_device: only where no array argument says where the result lives.
        no_arrays = " and ".join(f"_TYPES[type({a})] is None" for a in arrays)
        convert.append(f"elif _DD is not None{' and ' + no_arrays if arrays else ''} and (_dv := _DD()) is not None: "
                       "device = _b.native_device(_dv)")

    # parameters that take arrays alone (not Python scalars, nor None): a scalar there leaves the
    # fast paths and becomes a 0-d array on the general one (Ivy 1.0's ivy.ceil(1.0)), the same on
    # every backend
    only = tuple(a for a in arrays if sig.parameters[a].annotation.strip() == "Array")
    body = []
    if spec.qual in _VALUE_CHECKS:
        check = _VALUE_CHECKS[spec.qual]
        body += check if isinstance(check, list) else [check]
    imprecise = _IMPRECISE[0] and _mixes_kinds(spec)
    tabled = (arrays and not seqs and not spec.converts and "fill_value" not in sig.parameters
              and not imprecise)
    if tabled:
        body += _table_path(spec, params, arrays, call_args, has_dtype, has_device, wrapper, only, defaulted,
                            takes_out, prelude[0] if prelude is not None else None)
    if prelude is not None:
        body.append(prelude[1])
    if takes_out:
        # Ivy's out=: the call without it, its result written into ``out`` (``_into``); the
        # paths below (and the table path above) run with ``out`` None only
        plain = ", ".join(call_args + ["backend=backend"])
        body.append(f"if out is not None: return _into(out, _D_{name}({plain}), {spec.qual!r})")
    if "fill_value" in sig.parameters and has_dtype:
        # A 0-d array as the fill value (NumPy takes one): its Python value, and (full, not
        # full_like) its dtype unless ``dtype`` is given. Python scalars pay one class lookup.
        body.append(f"if type(fill_value) not in _SCALARS: fill_value, dtype = "
                    f"_fill_scalar(fill_value, dtype, {spec.qual!r}, {not arrays})")
        # A float fill that an integer dtype may not hold as it is (any outside [0, 127]: torch
        # refuses -0.5 for uint8) is checked, and truncated there.
        like = arrays[0] if arrays else None
        body.append(f"if type(fill_value) is float and not 0.0 <= fill_value <= 127.0: "
                    f"fill_value = _float_fill(fill_value, dtype, {like}, {spec.qual!r})")
        body.append(f"elif type(fill_value) is complex: fill_value = _complex_fill(fill_value, dtype, {like}, "
                    f"{spec.qual!r})")
    elif "fill_value" in sig.parameters:
        # nonzero's padding: an int64 index (a 0-d array's value, a float truncated), checked
        body.append("if type(fill_value) is not int or not -9223372036854775808 <= fill_value <= 9223372036854775807: "
                    f"fill_value = _index_fill(fill_value, {spec.qual!r})")
    if not seqs and not imprecise:
        # Fast path: native (or no) arrays, no backend= keyword, nothing set anywhere.
        cls = [f"_c{i} = type({a})" for i, a in enumerate(arrays)]
        guard = " or ".join([f"_c{i} is _Array" for i in range(len(arrays))] + ["backend is not None",
                                                                                 "_SB is not None"]
                            + [_is_scalar_or_list_class(f"_c{arrays.index(a)}") for a in only])
        fast = list(cls)
        fast.append(f"if not ({guard}):")
        inner = []
        if arrays:
            inner.append("_b = _TYPES[_c0]")
            for i in range(1, len(arrays)):
                inner.append(f"_c = _TYPES[_c{i}]")
                inner += _other_array(spec, arrays[i], f"_c{i}")
            if spec.converts:  # a nested list holding arrays: the backend of its first array
                inner.append(f"if _b is None: _b = _sequence_backend({arrays[0]}) if _c0 is list or _c0 is tuple "
                             f"else _default_backend() if {_is_scalar_class('_c0')} "
                             f"else _conversion_source({spec.qual!r}, {arrays[0]})")
            else:
                # no argument is an array: each must be a value its parameter takes instead (a Python
                # scalar, None, a list the backend converts), else it is named here (NumPy would
                # make an object array of it); the default backend, and (but for functions whose
                # results are always wrapped) an ivy.Array back, as creation functions give (Ivy
                # 1.0's ivy.exp(3.0))
                ok = " and ".join(_non_array_ok(spec, a, f"_c{i}") for i, a in enumerate(arrays))
                inner.append("if _b is None:")
                inner.append(f"    if not ({ok}): _bad_arg({spec.qual!r}, locals())")
                inner.append("    _b = _default_backend()")
                if not spec.always_wrap:
                    inner += [*["    " + c for c in convert], f"    _r = {call}", "    " + _returned(wrapper)]
        else:
            inner.append("_b = _default_backend()")
        inner += convert
        if spec.always_wrap:
            inner.append(f"_r = {call}")
            inner.append(_returned(wrapper))
        else:
            inner.append(f"return {call}")
        fast += ["    " + line for line in inner]
        body += fast
    # General path: ivy.Array arguments, backend=, a set backend, sequences of arrays.
    body.append("_w = False")
    if spec.converts:
        body.append(f"_o = {arrays[0]}")  # an ivy.Array the backend hands back untouched is returned itself
    for a in arrays:
        body.append(f"if {a}.__class__ is _Array: {a} = {a}._data; _w = True")
    for s_ in seqs:
        body.append(f"{s_}, _w_ = _unwrap_seq({s_}, {spec.qual!r}); _w = _w or _w_")
    first = True
    for a in arrays:
        if first:
            body.append(f"_b = _TYPES[type({a})]")
            first = False
        else:
            body.append(f"_c = _TYPES[type({a})]")
            body += _other_array(spec, a, f"type({a})")
    for s_ in seqs:
        if first:
            body.append("_b = None")
            first = False
        body.append(f"_b = _infer_seq(_b, {s_}, {spec.qual!r})")
    if first:
        body.append("_b = None")
    elif seqs and not spec.converts:
        body.append(f"if _b is None: _bad_arg({spec.qual!r}, locals())")
    elif not spec.converts:
        body.append(f"if _b is None and not ({' and '.join(_non_array_ok(spec, a, f'type({a})') for a in arrays)}): "
                    f"_bad_arg({spec.qual!r}, locals())")
    if spec.converts:
        # Conversion functions (asarray, from_dlpack): an array of another framework is
        # converted to the chosen backend instead of being a mixed-frameworks error.
        body.append("if (backend is not None or _state.backend is not None) and _b is not _CONTAINER:")
        body.append("    _t = _target(backend)")
        body.append("    if _b is not None and _b is not _t:")
        body.append(f"        {arrays[0]} = _convert({arrays[0]}, _b, _t)")
        if has_device:
            # An array of another framework has no device of the target's: it goes where
            # ivy.set_default_device says, as a list would (a NumPy array to torch on gpu:0).
            body.append("        if device is None and _DD is not None: device = _DD()")
        body.append("    _b = _t")
        body.append(f"elif _b is None: _b = _sequence_backend({arrays[0]}) if type({arrays[0]}) is list or "
                    f"type({arrays[0]}) is tuple else _default_backend() if {_is_scalar_class(f'type({arrays[0]})')} "
                    f"else _conversion_source({spec.qual!r}, {arrays[0]})")
    else:
        if (arrays or seqs) and not spec.always_wrap:
            body.append("if _b is None: _w = True")  # Python scalars alone: an ivy.Array back
        body.append("if backend is not None or _state.backend is not None: _b = _resolve(backend, _b)")
        body.append("elif _b is None: _b = _default_backend()")
    for a in only:
        # a Python scalar (or a nested list) where the standard takes an array alone: an array of
        # its kind's default dtype on the call's backend, as Ivy 1.0 made it (ivy.ceil(1.0),
        # ivy.sum(3), ivy.trapz([1, 2, 3]))
        body.append(f"if {_is_scalar_or_list_class(f'type({a})')}: {a} = _scalar_array({a}, _b); _w = True")
    body += convert
    if imprecise:  # Ivy 1.0's non-precise promotion: an int/bool array meets a float one in its dtype
        body.append(f"{arrays[0]}, {arrays[1]} = _imprecise(_b, {arrays[0]}, {arrays[1]})")
    body.append(f"_r = {call}")
    if spec.converts:
        # asarray(x) of an ivy.Array with nothing to change is x itself (as np.asarray): on
        # jax/tf, whose ivy.Array swaps its buffer on __setitem__, a new wrapper would not
        # see later writes to x, though copy=False promises shared memory.
        if not _NATIVE_OUT[0]:
            body.append(f"if _w and _r is {arrays[0]}: return _o")
    if spec.always_wrap:
        body.append(_returned(wrapper))
    else:
        body.append(f"if _w: {_returned(wrapper)}")
        body.append("return _r")
    # Framework errors that are shape mistakes become ivy.ShapeError (zero cost until raised).
    body = ["try:"] + ["    " + line for line in body]
    body.append("except Exception as _e:")
    # (returns the result of a call mapped over ivy.Container leaves, see _ContainerCalls)
    body.append(f"    return _fail(_e, {spec.qual!r}, locals())")
    src = f"def {name}({', '.join(header)}):\n" + "\n".join("    " + line for line in body) + "\n"
    # the builtin as ``_type``: a stub may name a parameter ``type`` (Ivy's ``dct(x, type=2)``)
    src = _re.sub(r"(?<![\w.])type\(", "_type(", src)
    ns = _GLOBALS  # shared, so _Array set later reaches every generated function
    ns.update(defaults)
    if tabled and not variant:
        ns[f"_F_{name}"] = _FnTable(spec.attr)
    exec(compile(src, f"<ivy dispatch {spec.qual}>", "exec"), ns)  # noqa: S102 - generated from our stubs
    fn = ns.pop(name)
    if variant:
        return fn
    ns[f"_D_{name}"] = fn
    fn.__name__ = spec.qual.rpartition(".")[2]
    fn.__qualname__ = fn.__name__
    fn.__doc__ = spec.stub.__doc__
    fn.__module__ = "ivy" if spec.family not in NAMESPACED else f"ivy.{spec.family}"
    fn.__wrapped__ = spec.stub
    fn.__ivy_source__ = src
    params_out = params + [inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY, default=None)
                           for n in (("out", "backend") if takes_out else ("backend",))]
    fn.__signature__ = sig.replace(parameters=params_out)
    return fn


# Ivy 1.0's arguments that ivy-core applies itself, before the backend call: qual -> (the
# parameter the backend never sees, or None; a line run after the table path, whose
# precondition includes ``<parameter> is None``).
_PRELUDES = {
    # Ivy 1.0's add(x1, x2, alpha=...) / subtract: x2 scaled first
    "add": ("alpha", "if alpha is not None: return _D_add(x1, _D_multiply(x2, alpha), out=out, backend=backend)"),
    "subtract": ("alpha",
                 "if alpha is not None: return _D_subtract(x1, _D_multiply(x2, alpha), out=out, backend=backend)"),
    # per-element counts as a Python list (Ivy 1.0's, NumPy's): an int64 array of x's backend
    "repeat": (None, "if type(repeats) is list or type(repeats) is tuple: repeats = _list_counts(x, repeats)"),
    # Ivy 1.0's scatter_nd/scatter_flat scatter into ``out`` when it is given (and written back)
    "scatter_nd": (None, "if out is not None and tensor is None and shape is None: tensor = out"),
    "scatter_flat": (None, "if out is not None and tensor is None and size is None: tensor = out"),
}

# The functions whose ``dtype=None`` means a default dtype of ivy's (float32, int64, complex64,
# by the kind of their values): a default set by ivy.set_default_*_dtype applies to them (the
# rule for each is ivy.dtype_helpers._DEFAULT_RULES). Functions that take the dtype of an array
# argument (zeros_like, sum, astype, ...) are not here.
DTYPE_DEFAULTED = frozenset((
    "zeros", "ones", "empty", "eye", "full", "arange", "linspace", "logspace", "asarray", "indices",
    "random_uniform", "random_normal", "randint", "poisson", "gamma", "beta", "dirichlet", "bernoulli",
    "one_hot", "blackman_window", "hamming_window", "hann_window", "kaiser_window",
    "kaiser_bessel_derived_window", "vorbis_window", "fft.fftfreq", "fft.rfftfreq",
))

# A negative size in ``shape`` (an int costs one comparison; a tuple, a call)
_SHAPE_CHECK = "if type(shape) is not int or shape < 0: _negative_sizes(shape, {!r})"
# Functions whose Python scalar arguments become values of an integer dtype, checked first (see
# ivy._scalar_values): arange only where its dtype is given, or its int bounds lie beyond
# +-2**62 or further apart than 2**53 - 1 (then the values may not fit int64, and the frameworks
# count them in float64 wrongly).
_VALUE_CHECKS = {
    "arange": ("if not (dtype is None and type(start) is int and (stop is None and 0 <= start <= 9007199254740991 "
               "or type(stop) is int and -4611686018427387904 <= start <= 4611686018427387904 and "
               "-4611686018427387904 <= stop <= 4611686018427387904 and "
               "-9007199254740991 <= stop - start <= 9007199254740991)): "
               "start, stop = _arange_values(start, stop, step, dtype)"),
    "linspace": "if dtype is not None: _linspace_values(start, stop, num, endpoint, dtype)",
    "asarray": "if type(obj) is complex and dtype is not None: _complex_value(dtype)",
    "randint": ["_randint_values(low, high, dtype)", _SHAPE_CHECK.format("randint")],
    "repeat": "if type(repeats) is int and repeats < 0: _counts(repeats, 'repeat', 'repeats')",
    "eye": ("if n_rows < 0 or n_cols is not None and n_cols < 0: "
            "_negative_sizes((n_rows, n_cols) if n_cols is not None else n_rows, 'eye')"),
    **{f: _SHAPE_CHECK.format(f) for f in ("zeros", "ones", "empty", "full", "random_uniform", "random_normal")},
}


def _other_array(spec, a, cls):
    """Source merging the backend of array parameter ``a`` (its backend in ``_c``, its class in
    ``cls``) into ``_b``: another framework's is an error; no array, where ``_b`` holds one, must be
    a value the parameter takes instead (tested only then: the common calls pay nothing)."""
    return ["if _c is not _b:",
            "    if _c is not None: _b = _mixed(_b, _c)",
            f"    elif not {_non_array_ok(spec, a, cls)}: _bad_arg({spec.qual!r}, locals())"]


def _non_array_ok(spec, a, cls):
    """Source testing that array parameter ``a`` (class ``cls``), which is no array, holds what the
    parameter takes instead: a Python scalar (a 0-d array where only arrays are taken, as in Ivy
    1.0), None where the parameter allows it, or a list or tuple (the backend converts it or names
    what is wrong)."""
    p = spec.signature.parameters[a]
    ann = p.annotation if isinstance(p.annotation, str) else ""
    alts = [_is_scalar_class(cls), f"{cls} is list", f"{cls} is tuple"]
    if p.default is None or "None" in ann:
        alts.append(f"{a} is None")
    return "(" + " or ".join(alts) + ")"


def _takes_out(spec):
    """Whether the dispatcher takes Ivy's ``out=`` (keyword-only, default None): every function
    returning arrays (one, a tuple or a named tuple of them), as Ivy 1.0's do."""
    ret = spec.signature.return_annotation
    return (isinstance(ret, str) and ("Array" in ret or "Result" in ret)
            and "out" not in spec.signature.parameters)


def _into(out, r, qual):
    """Ivy's ``out=``: write the result ``r`` into ``out`` and return ``out``.

    The result is cast to ``out``'s dtype, as NumPy's and PyTorch's ``out=`` (and Ivy 1.0 on
    them) do. An ``ivy.Array`` ``out`` is updated in place where its framework can write into its
    buffer, else its buffer is replaced (:func:`ivy.inplace_update`), so every holder of it sees
    the result (a result of another shape replaces its buffer); a native ``out`` is written into
    (broadcast to it) where its framework allows. Tuples of results go into a tuple of ``out``
    arrays, Containers leaf by leaf."""
    from .api._shape_impl import inplace_update

    if isinstance(r, (tuple, list)):
        if not isinstance(out, (tuple, list)) or len(out) != len(r):
            raise InvalidArgumentError(
                f"ivy.{qual}: out= must be a tuple of {len(r)} arrays, one for each of its results; "
                f"got {type(out).__name__}")
        vals = [_into(o, v, qual) for o, v in zip(out, r)]
        if hasattr(r, "_fields"):
            return r.__class__(*vals)
        return r.__class__(vals)
    if _Container is not None and isinstance(out, _Container):
        from .container import _map_in_function

        new = _map_in_function(lambda o, v: _into(o, v, qual), (out, r), {})
        for kc, v in new.cont_to_iterator():
            if out[kc] is not v:
                out[kc] = v
        return out
    if out.__class__ is not _Array and _TYPES[type(out)] is None:
        raise InvalidArgumentError(f"ivy.{qual}: out= must be an array (ivy.Array or native), got "
                                   f"{type(out).__name__}")
    return inplace_update(out, r, keep_input_dtype=True)


def with_out(fn=None, *, first=False):
    """Give a plain (not dispatched) ivy function Ivy 1.0's ``out=None`` keyword: its result is
    written into ``out`` and ``out`` returned, as the dispatchers do (:func:`_into`); ``first``:
    only the first of the results it returns (``adam_step``'s delta, ``adam_update``'s weights).

    >>> @with_out
    ... def twice(x):
    ...     return x * 2
    >>> y = ivy.zeros(2)
    >>> twice(ivy.ones(2), out=y) is y, float(y[0])
    (True, 2.0)
    """

    def decorate(f):
        name = f.__name__

        @functools.wraps(f)
        def out_taking(*args, out=None, **kwargs):
            r = f(*args, **kwargs)
            if out is None:
                return r
            if first:
                return (_into(out, r[0], name), *r[1:])
            return _into(out, r, name)

        params = list(inspect.signature(f).parameters.values())
        at = next((i for i, p in enumerate(params) if p.name == "backend"), len(params))
        params.insert(at, inspect.Parameter("out", inspect.Parameter.KEYWORD_ONLY, default=None))
        out_taking.__signature__ = inspect.signature(f).replace(parameters=params)
        return out_taking

    return decorate if fn is None else decorate(fn)


def _is_scalar_class(c):
    """Source that tests whether the class ``c`` is a Python scalar's, by identity (torch.compile's
    guards on a frozenset held in the generated functions' globals fail, see ``_table_path``)."""
    return f"({c} is float or {c} is int or {c} is bool or {c} is complex)"


def _is_scalar_or_list_class(c):
    """Source testing whether the class ``c`` is a Python scalar's, a list's or a tuple's."""
    return f"({c} is float or {c} is int or {c} is bool or {c} is complex or {c} is list or {c} is tuple)"


def _returned(wrapper, expr="_r"):
    """One line of source returning ``expr`` wrapped: a single ivy.Array made by ``object.__new__``
    with its slot set (the class's Python ``__init__`` would cost a frame), or ``_wrap(expr)``.
    (While the native-out variants are generated, ``expr`` itself: see :func:`set_native_out`.)"""
    if _NATIVE_OUT[0]:
        return f"return {expr}"
    if wrapper == "_Array(_r)":
        return f"_a = _new(_Array); _a._data = {expr}; return _a"
    return f"return {wrapper.replace('(_r)', f'({expr})')}"


def _table_path(spec, params, arrays, call_args, has_dtype, has_device, wrapper, only=(), defaulted=False,
                takes_out=False, ivy_param=None):
    """The first lines of a dispatcher: the first array argument's class looked up in the
    function's own class -> backend-function table (``_FnTable``), the other array arguments
    of that class, Python scalars (not for the parameters in ``only``, which take arrays alone)
    or None (where the parameter defaults to None), nothing to convert; then the backend call.
    ``ivy.Array``s wrapping that one native class (beside or instead of native arrays) are
    unwrapped and the result wrapped on the same path. Anything else (two frameworks,
    backend=, dtype=) falls through to the general path."""
    optional = {p.name for p in params if p.name in arrays and p.default is None}
    a0, rest = arrays[0], arrays[1:]

    def cond(a, same, arr=None):
        """``a`` of class ``same``, an ivy.Array of native class ``arr``, a Python scalar, or
        (where its default is None) None."""
        c = f"(_c := {a}.__class__) is {same}"
        if arr is not None:
            c += f" or _c is _Array and {a}._data.__class__ is {arr}"
        # (identity tests, not ``in _SCALARS``: torch.compile's guards on a frozenset held in the
        # generated functions' globals fail on the frame that created them)
        if a not in only:
            c = f"({c} or _c is float or _c is int or _c is bool or _c is complex)"
        return f"({a} is None or {c})" if a in optional else f"({c})"

    pre = ["out is None"] if takes_out else []
    if ivy_param is not None:
        pre.append(f"{ivy_param} is None")
    if has_dtype:
        pre.append("dtype is None and _DT is None" if defaulted else "dtype is None")
    if has_device:
        pre.append("device is None and _DD is None")
    call = f"_f({', '.join(call_args)})"
    table = f"_F_{spec.attr}"
    set_ok = "(_SB is None or _TYPES[{}] is _state.backend)"
    unwrap_rest = [f"if {a}.__class__ is _Array: {a} = {a}._data" for a in rest]
    out = [f"if backend is None{''.join(' and ' + p for p in pre)}:",
           f"    _c0 = type({a0})",
           f"    _f = {table}[_c0]",
           "    if _f is not None:",
           f"        if {' and '.join([cond(a, '_c0') for a in rest] + [set_ok.format('_c0')])}:",
           f"            {_returned(wrapper, call) if spec.always_wrap else 'return ' + call}"]
    if rest:
        # a native first argument beside ivy.Arrays of its class (a module's input and its
        # weights): unwrapped, and the result wrapped since an ivy.Array came in
        out += [f"        if {' and '.join([cond(a, '_c0', '_c0') for a in rest] + [set_ok.format('_c0')])}:"]
        out += [f"            {line}" for line in unwrap_rest]
        out += [f"            _r = {call}", f"            {_returned(wrapper)}"]
    array_conds = [cond(a, "_k", "_k") for a in rest] + [set_ok.format("_k")]
    out += ["    elif _c0 is _Array:",
            f"        _k = {a0}._data.__class__",
            f"        _f = {table}[_k]",
            f"        if _f is not None and {' and '.join(array_conds)}:",
            f"            {a0} = {a0}._data"]
    out += [f"            {line}" for line in unwrap_rest]
    out += [f"            _r = {call}", f"            {_returned(wrapper)}"]
    return out


class _FnTable(dict):
    """One API function's fast-path table: native array class -> the installed backend
    function (None for classes no backend owns, ``ivy.Array`` included). Filled on first
    sight of a class, every function's table at once (:func:`fill_tables`); emptied whenever a
    backend's functions change (``_invalidate_tables``)."""

    __slots__ = ("attr",)

    def __init__(self, attr):
        super().__init__()
        self.attr = attr
        _TABLES.append(self)

    def __missing__(self, cls):
        gen = _TABLE_GEN[0]
        b = _DTYPES[cls]
        f = None if b is None else getattr(b, self.attr)  # (may load the backend, in this thread or another)
        if compiling():  # a compiler replays every write it traces: this one entry only
            self[cls] = f
            return f
        fill_tables((cls,), gen)
        return f


_TABLES: list = []
# Counts the invalidations of the tables: an entry computed before one is not written after it.
_TABLE_GEN = [0]
_table_lock = threading.Lock()


def fill_tables(classes, gen=None):
    """Enter the array ``classes`` (native ones, ``ivy.Array``) in every function's fast-path table now (~50 us a
    class, once). ``ivy.compile`` does this before torch.compile traces: a table filled while
    Dynamo traces is a change it guards against, so the next call would compile again.

    Thread-safe: the entries are computed outside the lock (computing one may load a backend,
    which invalidates the tables) and written under it only if no invalidation came between
    (``gen``: the count when the caller started)."""
    if gen is None:
        gen = _TABLE_GEN[0]
    rows = []
    for cls in classes:
        b = _DTYPES[cls]
        rows.append((cls, [(t, None if b is None else getattr(b, t.attr)) for t in _TABLES if cls not in t]))
    with _table_lock:
        if _TABLE_GEN[0] != gen:
            return
        for cls, entries in rows:
            for t, f in entries:
                dict.__setitem__(t, cls, f)


def _invalidate_tables():
    """Forget every table entry (a backend was loaded, hooked, re-discovered or got a composition)."""
    with _table_lock:
        _TABLE_GEN[0] += 1
        _DTYPES.clear()
        for t in _TABLES:
            t.clear()


_SCALARS = frozenset({bool, int, float, complex})


def _scalar_array(v, b):
    """A Python scalar (or nested list) as a native array of backend ``b`` (ivy's default dtype of
    its kind)."""
    if b is _CONTAINER:
        return v
    return _GLOBALS["_D_asarray"](v, backend=b)._data


def _imprecise(b, x1, x2):
    """``x1, x2`` (native arrays of ``b`` or Python scalars) with an integer or bool array cast to
    the dtype of a floating or complex one (Ivy 1.0's non-precise promotion: int32 + float16 is
    float16, not float64)."""
    if b is _CONTAINER or _TYPES[type(x1)] is not b or _TYPES[type(x2)] is not b:
        return x1, x2
    d1, d2 = b.dtype(x1), b.dtype(x2)
    if d1.kind in "biu" and d2.kind in "fc":
        return b.astype(x1, b.native_dtype(d2)), x2
    if d2.kind in "biu" and d1.kind in "fc":
        return x1, b.astype(x2, b.native_dtype(d1))
    return x1, x2


def _list_counts(x, counts):
    """A list of ints as an int64 array of the backend of ``x`` (``repeat``'s counts)."""
    b = backend_of(x) or _state.backend or default_backend()
    return _GLOBALS["_D_asarray"](list(counts), dtype=_dt.int64, backend=b)._data


def _scalar_argument(qual, name, v):
    """A Python scalar inside a sequence of arrays (``concat([x, 2])``): ivy's
    :class:`ArgumentTypeError` on every backend. (A scalar where one array alone is taken,
    ``ivy.ceil(1.0)``, becomes a 0-d array, as in Ivy 1.0: see :func:`_scalar_array`.)"""
    raise ArgumentTypeError(f"ivy.{qual}: {name} must be an array, got the Python {type(v).__name__} {v!r}; "
                            f"make one with ivy.asarray")


_PY_OF_KIND = {"b": bool, "i": int, "u": int, "f": float, "c": complex}


def _fill_scalar(v, dtype, qual, dtype_from_fill):
    """``(Python value, dtype)`` of a 0-d array given as ``fill_value``; anything else unchanged."""
    if v.__class__ is _Array:
        v = v._data
    b = _TYPES[type(v)]
    if b is None:
        return v, dtype  # not an array: the backend says what is wrong with it
    shape = tuple(b.shape(v))
    if shape != ():
        raise ShapeError(f"ivy.{qual}: fill_value must be a scalar or a 0-d array, got an array of shape {shape}")
    d = b.dtype(v)
    return _PY_OF_KIND[d.kind](_Array(v)), d if dtype is None and dtype_from_fill else dtype


# An axis outside the array: NumPy's and JAX's AxisError ("axis 5 is out of bounds for array of
# dimension 2", also raised as a plain ValueError by JAX), torch's IndexError ("Dimension out of range
# (expected to be in range of [-2, 1], but got 5)", "... but tensor has no dimensions"), MXNet's "axis 5
# exceeds the input dimension of 2".
_AXIS_WORDS = ("out of bounds for array of dimension", "dimension out of range", "but tensor has no dimensions",
               "exceeds the input dimension")
_SHAPE_WORDS = ("broadcast", "shape", "dimension", "size", "mismatch")
# A framework refusing a dtype: torch's "not implemented for 'Half'", NumPy's "ufunc 'invert'
# not supported for the input types" and "ufunc 'positive' did not contain a loop with signature
# matching types", JAX's "neg does not accept dtype bool", NumPy's and torch's "the `-`
# operator, on a bool tensor is not supported", MXNet's "does not support boolean type", JAX's
# "copysign does not support complex-valued inputs" and "signbit is not well defined for complex64",
# torch's "ceil is not supported for complex inputs".
_DTYPE_WORDS = ("not implemented for '", "not implemented for complex", "not supported for the input types",
                "did not contain a loop with signature matching types", "does not accept dtype", "the `-` operator",
                "does not support boolean", "does not support complex", "not well defined for complex",
                "not supported for complex")
# Errors of a framework's transformations (jit/grad tracing, torch.compile, vmap) pass
# through unchanged: they are about the transformation, and users catch them by type.
_TRANSFORM_ERROR_MODULES = ("jax", "torch._dynamo", "torch._subclasses", "torch._functorch")
_FRAMEWORK_ERRORS = (ValueError, RuntimeError, TypeError, NotImplementedError)
# A Python int that the dtype it meets cannot hold: NumPy's and JAX's OverflowError "Python
# integer 300 out of bounds for int8", Python's "Python int too large to convert to C long"
# (beyond int64), torch's "value cannot be converted to type int8 without overflow", array_api_strict's
# "Python int scalars must be within the bounds of the dtype for integer arrays". A Python float
# that is to become an int: Python's "cannot convert float infinity (or NaN) to integer".
# A Python complex that is to become a real number: Python's "float() argument must be a string or
# a real number, not 'complex'" (NumPy, JAX), torch's "must be real number, not complex" and
# "'complex' object cannot be interpreted as an integer".
_COMPLEX_INTO_REAL_WORDS = ("real number", "interpreted as an integer")
_INT_OVERFLOW_WORDS = ("out of bounds for", "too large to convert", "too big to convert", "without overflow",
                      "within the bounds of the dtype")


def _fail(e, qual, frame):
    """Re-raise ``e`` from a backend call as an ivy error where it is a user's mistake.

    An axis outside the array becomes :class:`AxisError` (NumPy's and JAX's AxisError, torch's
    "Dimension out of range" IndexError). A framework's refusal of a dtype becomes
    :class:`UnsupportedDtypeError`, its shape complaint :class:`ShapeError`; then the backend's
    ``translate_error`` hook may name an ivy error (TensorFlow's OpError, torch's RuntimeError);
    any other framework ``ValueError`` becomes :class:`InvalidArgumentError`. ivy's own errors,
    other IndexErrors and errors of a framework's transformations pass through unchanged.

    ``frame`` is the dispatcher's ``locals()``: the backend is ``_b``, or on the table path the
    backend of the native class ``_k`` / ``_c0``.

    A call mapped over ivy.Container leaves ends here too (:class:`_Mapped`): its result is
    returned."""
    if e.__class__ is _Mapped:
        return e.value
    if qual == "asarray" and isinstance(frame.get("obj"), (list, tuple)) and _ragged(frame["obj"]):
        # a ragged nested list, whatever the backend said (torch a TypeError or ValueError,
        # TensorFlow's conversion an InvalidArgumentError, NumPy an "inhomogeneous shape")
        raise ShapeError("ivy.asarray: the nested sequences differ in length or depth") from e
    spec = REGISTRY.get(qual)
    if spec is not None and not (isinstance(e, ArgumentTypeError) and str(e).startswith(f"ivy.{qual}:")):
        # an argument of a type its parameter does not take (None, a string, an object, an array
        # of a framework no backend takes) is named, whatever the backend made of it; where the
        # backend raised an ivy error already, only arrays parameters holding no array are
        ann = spec.annotations()
        if isinstance(e, IvyError):
            ann = {k: a for k, a in ann.items() if "Array" in a}
        _argcheck.check(f"ivy.{qual}", frame, ann, e)
    if isinstance(e, IvyError) or type(e).__module__.startswith(_TRANSFORM_ERROR_MODULES):
        raise e
    b = frame.get("_b")
    if b is None:
        b = _TYPES.get(frame.get("_k") or frame.get("_c0"))
    where = f" (backend {b.name!r})" if isinstance(b, Backend) else ""
    msg = str(e)
    low = msg.lower()
    if (isinstance(e, (OverflowError, RuntimeError)) and "int" in low and any(w in low for w in _INT_OVERFLOW_WORDS)
            or isinstance(e, (OverflowError, ValueError)) and low.startswith("cannot convert float")):
        raise ScalarOverflowError(f"ivy.{qual}{where}: {msg}") from e
    if isinstance(e, TypeError) and "complex" in low and any(w in low for w in _COMPLEX_INTO_REAL_WORDS):
        raise DtypeError(f"ivy.{qual}{where}: a complex value cannot become a value of a real dtype ({msg})") from e
    if type(e).__name__ == "AxisError" or isinstance(e, (IndexError, *_FRAMEWORK_ERRORS)) and any(
            w in low for w in _AXIS_WORDS):
        raise AxisError(f"ivy.{qual}{where}: {msg}") from e
    if isinstance(e, IndexError):
        raise e
    if isinstance(e, _FRAMEWORK_ERRORS):
        if msg.startswith("vmap:"):  # torch.func.vmap's own errors
            raise e
        # dtype phrases first: they are specific, where a shape word may be part of an operator's
        # name (MXNet's "Operator broadcast_maximum does not support boolean type")
        if any(w in low for w in _DTYPE_WORDS):
            raise UnsupportedDtypeError(f"ivy.{qual}{where}: {msg}") from e
        if any(w in low for w in _SHAPE_WORDS):
            raise ShapeError(f"ivy.{qual}{where}: {msg}") from e
    tr = getattr(b, "translate_error", None)  # None also while the backend is still loading
    if tr is not None:
        t = tr(e, qual)
        if t is not None:
            raise t from e
    if isinstance(e, ValueError):  # any other bad value a framework refused
        raise InvalidArgumentError(f"ivy.{qual}{where}: {e}") from e
    raise e


def _ragged(obj):
    """Whether a nested list/tuple is not rectangular (sequences of one level differ in length,
    or mix with scalars); arrays inside count by their shapes."""
    level = [obj]
    while True:
        lens = []
        for o in level:
            if isinstance(o, (list, tuple)):
                lens.append(len(o))
            else:
                shape = getattr(o, "shape", None)
                lens.append(shape[0] if shape else None)
        if all(n is None for n in lens):
            return False
        if None in lens or len(set(lens)) > 1:
            return True
        level = [c for o in level for c in o]


_GLOBALS = {
    # the dispatchers' type table: _TYPES, and ivy.Container's pseudo-backend
    "_TYPES": _DTYPES,
    "_into": _into,
    "_CONTAINER": _CONTAINER,
    "_fail": _fail,
    "_scalar_array": _scalar_array,
    "_list_counts": _list_counts,
    "_imprecise": _imprecise,
    "_mixed": _mixed,
    "_target": _target,
    "_convert": _convert,
    "_resolve": _resolve,
    "_state": _state,
    "_default_backend": default_backend,
    "_unwrap_seq": _unwrap_seq,
    "_SCALARS": _SCALARS,
    "_fill_scalar": _fill_scalar,
    "_float_fill": _scalar_values.float_fill,
    "_complex_fill": _scalar_values.complex_fill,
    "_complex_value": _scalar_values.complex_value,
    "_index_fill": _scalar_values.index_fill,
    "_arange_values": _scalar_values.arange_values,
    "_linspace_values": _scalar_values.linspace_values,
    "_randint_values": _scalar_values.randint_values,
    "_negative_sizes": _scalar_values.negative_sizes,
    "_counts": _plugin_counts,
    "_infer_seq": _infer_seq,
    "_bad_arg": _bad_arg,
    "_conversion_source": _conversion_source,
    "_sequence_backend": _sequence_backend,
    "_wrap": wrap,
    "_new": object.__new__,
    "_type": type,
    "_Array": None,
    # None while no thread has set a default device (ivy.set_default_device); then the function
    # giving this thread's (None where it has none: the backend's own default).
    "_DD": None,
    # None unless ivy.set_default_(float_|int_|complex_)dtype set a default: then the function
    # that gives the functions of DTYPE_DEFAULTED their dtype where none is passed.
    "_DT": None,
    # None while no backend is set globally and no using_backend block is open in any
    # thread: then generated functions take their fast path. See _refresh_set_flag.
    "_SB": None,
}
_GLOBALS["_GLOBALS"] = _GLOBALS
_open_scopes = [0]
_scope_lock = threading.Lock()


def _refresh_set_flag():
    """Recompute ``_SB``: whether any backend is set (globally or in some thread)."""
    _GLOBALS["_SB"] = True if (_open_scopes[0] or _State.backend is not None) else None


def _enter_scope():
    with _scope_lock:
        _open_scopes[0] += 1
        _refresh_set_flag()


def _exit_scope():
    with _scope_lock:
        _open_scopes[0] -= 1
        _refresh_set_flag()


def api(fn=None, *, always_wrap=False, name=None, converts=False, half_in_float32=False):
    """Declare an API function from a stub; returns the generated dispatcher.

    The stub's annotations say which parameters are arrays (``"Array"`` in
    them; ``Sequence[Array]``/``*arrays`` for sequences). Use with
    ``from __future__ import annotations`` so annotations stay strings.
    ``half_in_float32=True``: float16/bfloat16 input (the first argument) is computed in
    float32 and the result rounded, on every backend whose function is not marked
    :func:`ivy.plugin.accumulates_half`.
    """

    def declare(stub):
        module = stub.__module__.rpartition(".")[2]
        family = module if module in FAMILIES else "other"
        short = name or stub.__name__
        qual = f"{family}.{short}" if family in NAMESPACED else short
        if qual in REGISTRY:
            raise RuntimeError(f"ivy API function {qual!r} declared twice")
        spec = ApiFunction(qual, stub, family, always_wrap, converts, half_in_float32)
        REGISTRY[qual] = spec
        spec.dispatcher = _generate(spec)
        for b in _BACKENDS.values():  # backends loaded before the declaration get it too
            if b._loaded:
                b._install(qual)
        return spec.dispatcher

    return declare if fn is None else declare(fn)


def composition(qual):
    """Register ivy-core's composition of ``qual``: ``fn(xp, *args, **kwargs)``.

    ``xp`` is the backend object: call its functions (``xp.multiply``) on native
    arrays, and ``xp.native_dtype(ivy.float32)`` for native dtypes.
    """

    def register(fn):
        spec = REGISTRY.get(qual)
        if spec is None:
            raise RuntimeError(f"composition for undeclared API function {qual!r}")
        spec.composition = fn
        for b in _BACKENDS.values():
            if b._loaded:
                b._install(qual)
        _invalidate_tables()
        return fn

    return register


# The installed hooks, innermost first (``add_dispatch_hook`` puts a new one outermost).
_hook_chain: tuple = ()


def set_dispatch_hook(hook):
    """Install ``hook(backend, name, fn, args, kwargs)`` around every backend call, in place of
    every installed hook (``None`` removes them all).

    ``hook`` must call ``fn(*args, **kwargs)`` itself and return its result. With no hook
    installed, dispatch pays nothing for it: the backend tables are rewritten only when a hook
    is set or removed. Tools that must coexist (a tracer, a recording tape) use
    :func:`add_dispatch_hook` / :func:`remove_dispatch_hook` instead.

    >>> calls = []
    >>> ivy.set_dispatch_hook(lambda b, name, fn, a, k: calls.append(name) or fn(*a, **k))
    >>> ivy.set_dispatch_hook(None)
    """
    if hook is not None and not callable(hook):
        raise ArgumentTypeError(f"ivy.set_dispatch_hook: hook must be a function hook(backend, name, fn, args, kwargs) "
                                f"or None, got {_argcheck.describe(hook)}")
    _set_chain(() if hook is None else (hook,))


def add_dispatch_hook(hook):
    """Install ``hook(backend, name, fn, args, kwargs)`` outside the hooks already installed.

    Several hooks compose: the newest sees the call first and its ``fn`` runs the next hook in
    (``fn.__ivy_raw__`` is the backend's own function). Adding a hook that is installed already
    does nothing. Returns ``hook``.

    >>> seen = []
    >>> def hook(backend, name, fn, args, kwargs):
    ...     seen.append(name)
    ...     return fn(*args, **kwargs)
    >>> _ = ivy.add_dispatch_hook(hook)
    >>> ivy.remove_dispatch_hook(hook)
    """
    if not callable(hook):
        raise ArgumentTypeError(f"ivy.add_dispatch_hook: hook must be a function hook(backend, name, fn, args, "
                                f"kwargs), got {_argcheck.describe(hook)}")
    if hook not in _hook_chain:
        _set_chain(_hook_chain + (hook,))
    return hook


def remove_dispatch_hook(hook):
    """Remove ``hook`` from the installed hooks (nothing happens when it is not installed)."""
    if not callable(hook):
        raise ArgumentTypeError(f"ivy.remove_dispatch_hook: hook must be a function, got {_argcheck.describe(hook)}")
    if hook in _hook_chain:
        _set_chain(tuple(h for h in _hook_chain if h != hook))  # (== : bound methods are made anew)


def dispatch_hooks():
    """The installed dispatch hooks, innermost first."""
    return _hook_chain


def _set_chain(chain):
    global _dispatch_hook, _hook_chain
    _hook_chain = chain
    _dispatch_hook = _compose(chain)
    for b in _BACKENDS.values():
        if b._loaded:
            b._apply_hook(_dispatch_hook)
    _invalidate_tables()


def _compose(chain):
    """One hook running ``chain`` (innermost first): None for none, the hook itself for one."""
    if not chain:
        return None
    if len(chain) == 1:
        return chain[0]
    outer, inner = chain[-1], _compose(chain[:-1])

    def chained(backend, qual, fn, args, kwargs):
        def next_hook(*a, **k):
            return inner(backend, qual, fn, a, k)

        next_hook.__ivy_raw__ = getattr(fn, "__ivy_raw__", fn)
        return outer(backend, qual, next_hook, args, kwargs)

    chained.__ivy_hook_chain__ = chain
    return chained


def get_dispatch_hook():
    """The installed dispatch hook (with several, the one that runs them all), or None."""
    return _dispatch_hook

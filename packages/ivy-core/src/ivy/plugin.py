"""What a backend plugin author needs from ivy-core.

A backend package exposes a :class:`BackendSpec` through the ``ivy.backends``
entry-point group, e.g. in its ``pyproject.toml``::

    [project.entry-points."ivy.backends"]
    foo = "ivy_backend_foo:spec"

and, in ``ivy_backend_foo/__init__.py`` (which must not import the framework)::

    from ivy.plugin import BackendSpec
    spec = BackendSpec(name="foo", array_modules=("foo",), package="ivy_backend_foo")

The implementation lives in modules of that package named like ivy-core's API
families (``creation.py``, ``elementwise.py``, ``linalg.py`` ...), imported the
first time the backend is used. Their functions take and return NATIVE arrays
and dtypes. ``hooks.py`` holds the conversions ivy-core needs (see
:data:`REQUIRED_HOOKS`).

>>> from ivy.plugin import BackendSpec
>>> BackendSpec(name="foo", array_modules=("foo",), package="ivy_backend_foo").dist
'ivy-backend-foo'
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["BackendSpec", "partial", "REQUIRED_HOOKS", "OPTIONAL_HOOKS"]

#: Names ``<package>.hooks`` must define.
REQUIRED_HOOKS = (
    "NATIVE_DTYPES",  # dict: ivy Dtype -> native dtype, only for dtypes the backend holds
    "dtype_of",  # native array -> native dtype
    "is_native_array",  # object -> bool
    "shape",  # native array -> tuple of ints
    "getitem",  # (native array, key with native arrays) -> native array
    "setitem",  # (native array, key, value) -> native array (the updated one; may be new)
    "inplace_update",  # (native array x, native value) -> x updated in place, or a new array
    "device_of",  # native array -> ivy device string ("cpu", "gpu:0")
    "native_device",  # ivy device string -> native device
    "devices",  # () -> list of ivy device strings
    "to_device",  # (native array, native device) -> native array
    "version",  # () -> framework version string
)
#: Names ``<package>.hooks`` may define.
OPTIONAL_HOOKS = (
    "to_numpy",  # native array -> numpy.ndarray (default: numpy.asarray)
    "default_device",  # () -> ivy device string (default "cpu")
)


@dataclass(frozen=True)
class BackendSpec:
    """The light object a backend's entry point names. Creating it imports nothing.

    ``name``: the backend's name (``"torch"``); ``array_modules``: top-level
    module names of its native array types (``("torch",)``); ``package``: the
    importable package holding the implementation modules; ``dist``: the pip
    distribution, for error messages.
    """

    name: str
    array_modules: tuple
    package: str
    dist: str = ""
    framework: str = ""
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self):
        if not self.dist:
            object.__setattr__(self, "dist", f"ivy-backend-{self.name}")
        if not self.framework:
            object.__setattr__(self, "framework", self.array_modules[0])


def partial(predicate):
    """Mark a backend function as covering only the calls where ``predicate`` holds.

    The other calls go to ivy-core's composition of the function.

    >>> @partial(lambda x, /, *, axis=None: axis is None)
    ... def flip(x, /, *, axis=None):
    ...     return x[::-1]
    >>> flip.__ivy_predicate__(None)
    True
    """

    def mark(fn):
        fn.__ivy_predicate__ = predicate
        return fn

    return mark


def unsupported_dtypes(*dtypes):
    """Mark a backend function as unable to take arrays of ``dtypes``.

    Calls with such an input raise :class:`ivy.UnsupportedDtypeError`; the check
    is added only to functions so marked.
    """

    def mark(fn):
        fn.__ivy_unsupported_dtypes__ = frozenset(dtypes)
        return fn

    return mark

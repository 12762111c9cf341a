"""Choosing a backend: set, unset, scoped, listed, inspected, converted to.

>>> import ivy
>>> with ivy.using_backend("numpy"):
...     ivy.current_backend().name
'numpy'
"""

from __future__ import annotations

import contextlib

from . import _dispatch as _d
from .errors import InvalidArgumentError

__all__ = [
    "set_backend", "unset_backend", "using_backend", "current_backend", "backends",
    "backend_info", "to_backend", "get_backend", "set_numpy_backend", "set_torch_backend", "set_jax_backend",
    "set_tensorflow_backend", "set_mxnet_backend",
]

get_backend = _d.get_backend


def set_backend(backend):
    """Set the backend for every thread that has no ``using_backend`` block open.

    >>> ivy.set_backend("numpy"); ivy.unset_backend()
    """
    b = _d.get_backend(backend)
    b.load()
    _d._State.backend = b
    _d._refresh_set_flag()


def unset_backend():
    """Go back to inferring the backend from the arguments."""
    _d._State.backend = None
    _d._refresh_set_flag()


def set_numpy_backend():
    """Ivy 1.0's ``ivy.set_numpy_backend()``: ``ivy.set_backend("numpy")``.

    >>> ivy.set_numpy_backend(); ivy.unset_backend()
    """
    set_backend("numpy")


def set_torch_backend():
    """Ivy 1.0's ``ivy.set_torch_backend()``: ``ivy.set_backend("torch")``."""
    set_backend("torch")


def set_jax_backend():
    """Ivy 1.0's ``ivy.set_jax_backend()``: ``ivy.set_backend("jax")``."""
    set_backend("jax")


def set_tensorflow_backend():
    """Ivy 1.0's ``ivy.set_tensorflow_backend()``: ``ivy.set_backend("tensorflow")``."""
    set_backend("tensorflow")


def set_mxnet_backend():
    """Ivy 1.0's ``ivy.set_mxnet_backend()``: ``ivy.set_backend("mxnet")``."""
    set_backend("mxnet")


@contextlib.contextmanager
def using_backend(backend):
    """Use ``backend`` inside the block, in this thread only; nests and restores.

    >>> with ivy.using_backend("numpy"):
    ...     x = ivy.zeros(2)
    """
    b = _d.get_backend(backend)
    b.load()
    st = _d._state
    had = "backend" in st.__dict__
    old = st.__dict__.get("backend")
    st.backend = b
    _d._enter_scope()
    try:
        yield b
    finally:
        if had:
            st.backend = old
        else:
            del st.backend
        _d._exit_scope()


def current_backend(*arrays):
    """The backend a call with ``arrays`` would use now.

    >>> ivy.current_backend().name  # numpy is the default when installed
    'numpy'
    """
    b = None
    for a in arrays:
        b = _d._mixed(b, _d.backend_of(a))
    if _d._state.backend is not None:
        return _d._resolve(None, b)
    return b if b is not None else _d.default_backend()


def backends():
    """The installed backends: ``{name: version of its plugin distribution}``.

    Imports no framework.

    >>> "numpy" in ivy.backends()
    True
    """
    return {name: b.dist_version for name, b in sorted(_d.discover().items())}


def backend_info(name):
    """What a backend provides: versions, dtypes, and per function its source.

    ``functions`` maps each API name to ``"native"``, ``"partial"``,
    ``"compositional"`` or ``"missing"``.

    >>> ivy.backend_info("numpy")["functions"]["add"]
    'native'
    """
    b = _d.get_backend(name).load()
    return {
        "name": b.name,
        "plugin": b.spec.dist,
        "plugin_version": b.dist_version,
        "framework": b.spec.framework,
        "framework_version": b.version(),
        "dtypes": [d.name for d in b.supported_dtypes()],
        "unsupported_dtypes": [d.name for d in _all_dtypes() if d not in b._ndt],
        "devices": list(b.devices()),
        "functions": dict(sorted(b._sources.items())),
        "unsupported_dtypes_by_function": {
            q: sorted(d.name for d in getattr(_raw_native(b, q), "__ivy_unsupported_dtypes__", ()))
            for q in b._sources
            if getattr(_raw_native(b, q), "__ivy_unsupported_dtypes__", None)
        },
    }


def _raw_native(b, q):
    return b._native_fns.get(q)


def _all_dtypes():
    from .dtypes import all_dtypes

    return all_dtypes


def to_backend(x, backend):
    """Convert an array to another backend (DLPack where possible, else via NumPy).

    An ``ivy.Array`` in gives an ``ivy.Array`` out; a native array gives a native one.

    >>> a = ivy.to_backend(ivy.ones(3), "numpy")
    """
    target = _d.get_backend(backend).load()
    wrapped = x.__class__ is _d._Array
    native = x._data if wrapped else x
    src = _d._TYPES[type(native)]
    if src is None:
        raise InvalidArgumentError(f"to_backend expects an array, got {type(x).__name__}")
    out = native if src is target else _d._convert(native, src, target)
    return _d._Array(out) if wrapped else out

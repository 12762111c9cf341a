"""``ivy.__array_namespace_info__()``: the standard's inspection API."""

from __future__ import annotations

from . import _dispatch as _d
from . import dtypes as _dt

_KIND_ORDER = ("bool", "signed integer", "unsigned integer", "real floating", "complex floating")


class _Info:
    """Capabilities, devices and dtypes of the current (set or default) backend.

    >>> info = ivy.__array_namespace_info__()
    >>> info.default_dtypes()["real floating"]
    ivy.float32
    """

    def _backend(self):
        from .backends import current_backend

        return current_backend().load()

    def capabilities(self):
        return {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 64}

    def default_device(self):
        """Where new arrays go: ``ivy.set_default_device``'s device, else the backend's default."""
        from .device import default_device

        return default_device()

    def devices(self):
        return tuple(self._backend().devices())  # a tuple since the standard's 2025.12

    def default_dtypes(self, *, device=None):
        """The dtypes creation functions default to: ivy's (float32, complex64, int64), or those
        set with ``ivy.set_default_float_dtype`` and its siblings; indexing is always int64."""
        from .dtype_helpers import _kind_default

        return {
            "real floating": _kind_default("f"),
            "complex floating": _kind_default("c"),
            "integral": _kind_default("i"),
            "indexing": _dt.int64,
        }

    def dtypes(self, *, device=None, kind=None):
        held = self._backend().supported_dtypes()
        # The standard's dtypes only: float16 and bfloat16 are ivy extras.
        held = [d for d in held if d not in (_dt.float16, _dt.bfloat16)]
        if kind is None:
            return {d.name: d for d in held}
        return {d.name: d for d in held if _dt.isdtype(d, kind)}


def __array_namespace_info__():
    """The standard's inspection namespace (see :class:`_Info`)."""
    return _Info()


__all__ = ["__array_namespace_info__"]
_ = _d

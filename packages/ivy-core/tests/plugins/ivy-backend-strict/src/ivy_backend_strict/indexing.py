"""ivy's indexing functions on array_api_strict (generated from ivy's registry)."""

from ._delegate import export as _export

_export(globals(), "indexing")

"""Data type functions of the standard.

``can_cast``, ``finfo``, ``iinfo``, ``isdtype`` and ``result_type`` need no backend
and live in :mod:`ivy.dtypes`; ``astype`` converts arrays and dispatches.
"""

from __future__ import annotations

from .._dispatch import api


@api
def astype(x: Array, dtype: Dtype, /, *, copy: bool = True, device: Device | None = None) -> Array:
    """``x`` converted to ``dtype``.

    ``copy=False`` returns ``x`` itself when it already has ``dtype``. Casting a complex
    array to a real dtype raises ``ivy.DtypeError`` (a ``TypeError``; take
    ``ivy.real``/``ivy.imag`` first), as the standard asks.

    >>> y = ivy.astype(ivy.asarray([1.7, -2.2]), ivy.int32)
    >>> y.dtype, int(y[0]), int(y[1])
    (ivy.int32, 1, -2)
    """

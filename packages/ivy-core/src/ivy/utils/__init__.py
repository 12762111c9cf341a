"""Ivy 1.0's ``ivy.utils``, the parts user code imports: ``ivy.utils.exceptions`` (Ivy 1.0's
exception names, as ivy's error classes), ``ivy.utils.assertions`` (its ``check_*`` helpers,
raising ivy's errors) and ``ivy.utils.backend`` (the backend functions).

>>> from ivy.utils.exceptions import IvyException
>>> IvyException is ivy.IvyError
True
"""

from __future__ import annotations

from . import assertions, backend, exceptions  # noqa: F401

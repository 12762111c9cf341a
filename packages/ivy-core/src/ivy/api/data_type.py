"""data_type functions."""

from __future__ import annotations

from .._dispatch import api, composition  # noqa: F401

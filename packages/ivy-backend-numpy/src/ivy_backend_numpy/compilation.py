"""NumPy has no compiler: ``ivy.compile`` warns and returns the function unchanged."""

from __future__ import annotations

HAS_COMPILER = False

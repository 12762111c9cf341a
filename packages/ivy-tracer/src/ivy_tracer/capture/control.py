"""Control flow in eager traces (filled in below)."""

from __future__ import annotations


class ControlFlowCapture:
    def __init__(self, session):
        self.session = session

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass

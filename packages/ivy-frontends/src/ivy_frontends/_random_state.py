"""Where the frontends' random draws take their randomness from: normally each frontend's own
generator (a key and a counter: ``torch.manual_seed``, ``np.random.default_rng``); inside
:func:`backend_random_state`, the ivy backend's own random state (ivy's ``seed=None``).

A trace of frontend code (``ivy_tracer.transpile``) runs in the latter: each draw is then a
random node of the graph that draws anew on every call (on JAX from the key the caller passes),
where a generator's key would be a constant of the traced code (the same numbers at every call).

>>> from ivy_frontends._random_state import backend_random_state, on_backend_state
>>> with backend_random_state():
...     on_backend_state()
True
"""

from __future__ import annotations

import contextlib

__all__ = ["backend_random_state", "on_backend_state"]

_ON = [False]


def on_backend_state():
    """Whether draws use the backend's own random state now."""
    return _ON[0]


@contextlib.contextmanager
def backend_random_state():
    """Every frontend's draws use the backend's own random state while the block runs."""
    held = _ON[0]
    _ON[0] = True
    try:
        yield
    finally:
        _ON[0] = held
